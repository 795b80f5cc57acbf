import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ContactContent, UiText } from '@/content/types';
import { telHref } from '@/lib/links';
import { ContactForm } from './contact-form';
import { PostalAddress } from './postal-address';
import { RichText } from './rich-text';

const detailLink =
  'font-semibold text-primary-700 underline decoration-2 underline-offset-2 hover:text-primary-900';

/**
 * The Contact page body: the "Get in touch" form beside the contact details. Without a form access
 * key the form could not deliver, so the visitor is pointed to email and phone instead.
 */
export function ContactSection({
  details,
  detailsHeading,
  detailsIntro,
  form,
  ui,
}: ContactContent & { ui: UiText }) {
  const email = (
    <a href={`mailto:${details.email}`} className={`${detailLink} break-all`}>
      {details.email}
    </a>
  );
  const phone = (
    <a href={telHref(details.phone)} className={detailLink}>
      {details.phone}
    </a>
  );
  return (
    <section className="py-16 sm:py-24">
      <div className="page-container grid gap-12 lg:grid-cols-[1fr_1.6fr]">
        <div aria-labelledby="contact-details-heading" role="region">
          <h2
            id="contact-details-heading"
            className="text-2xl font-extrabold text-primary-900 sm:text-3xl"
          >
            {detailsHeading}
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-slate-700">
            <RichText value={detailsIntro} />
          </p>
          <dl className="mt-8 space-y-6">
            {[
              { Icon: MapPin, term: ui.address, value: <PostalAddress contact={details} /> },
              { Icon: Phone, term: ui.phone, value: phone },
              { Icon: Mail, term: ui.email, value: email },
              { Icon: Clock, term: ui.openingHours, value: details.phoneHours },
            ].map(({ Icon, term, value }) => (
              <div key={term}>
                <dt className="flex items-center gap-3 font-bold text-primary-900">
                  <Icon aria-hidden="true" className="size-6 shrink-0 text-primary-600" />
                  {term}
                </dt>
                <dd className="mt-1 pl-9 text-slate-700">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-10">
          <h2
            id="contact-form-heading"
            className="text-2xl font-extrabold text-primary-900 sm:text-3xl"
          >
            {form.heading}
          </h2>
          {form.accessKey ? (
            <>
              <p className="mt-3 mb-8 text-lg leading-relaxed text-slate-700">{form.intro}</p>
              <ContactForm form={form} optionalLabel={ui.optionalField} />
            </>
          ) : (
            <div className="mt-4 space-y-4 text-lg leading-relaxed text-slate-700">
              <p>{form.unavailableText}</p>
              <p>
                {ui.email}: {email}
              </p>
              <p>
                {ui.phone}: {phone}
              </p>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
