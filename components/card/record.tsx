import type { ReactNode } from 'react';
import { cardContent } from '@/content/card';
import { site } from '@/content/site';
import { slotsOf } from '@/functions/answers.js';
import { telHref } from '@/functions/vocabulary/phones.js';
import { Card } from '../portal/parts';
import { CategoryList, matchRow } from '../person-check/match-answer';

const { record, stopped, frame, paths } = cardContent;

/** A row of a holder's record: the holder's own page, and the verify page's answer to a card's code. */
export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={matchRow}>
      <dt className="font-bold text-primary-900">{label}</dt>
      <dd className="text-slate-800">{children}</dd>
    </div>
  );
}

/** The provider that trained the holder, linked to its page, and its standing when not accredited. */
export function ProviderName({
  fields,
}: {
  fields: { providerHref: string; providerName: string; providerStanding: string };
}) {
  return (
    <>
      <a href={fields.providerHref} className="text-primary-700 underline">
        {fields.providerName}
      </a>{' '}
      <span className="font-bold text-red-800 empty:hidden">{fields.providerStanding}</span>
    </>
  );
}

/** A card that is not shown: what stands in its place, said at once, with no code. */
function Stopped({
  words,
  border,
  pageHeading,
  children,
}: {
  words: { heading: string; text: string };
  border: string;
  pageHeading: string;
  children: ReactNode;
}) {
  return (
    <Card
      heading={words.heading}
      id="stopped-heading"
      pageHeading={pageHeading}
      className={`border-l-8 ${border}`}
    >
      <p role="alert" className="text-lg font-semibold text-slate-900">
        {words.text}
      </p>
      {children}
      <CallUs />
    </Card>
  );
}

/**
 * The holder's record as the register holds it now (`card-record`): number, name, standing with
 * its day, valid-until date, categories with any still provisional, and the provider that trained
 * them, with its page and phone.
 */
export function HolderRecord({ pageHeading }: { pageHeading: string }) {
  const slots = slotsOf('card-record');
  const provider = slots.providers;
  return (
    <Card heading={record.heading} id="record-heading" pageHeading={pageHeading}>
      <p>{record.intro}</p>
      <dl className="space-y-3 text-lg">
        <Row label={record.labels.name}>{slots.fullName}</Row>
        <Row label={record.labels.number}>
          <span className="font-mono">{slots.number}</span>
        </Row>
        <Row label={record.labels.standing}>
          <span className="font-bold text-slate-900">{slots.standing}</span>
        </Row>
        <Row label={record.labels.validUntil}>{slots.validUntil}</Row>
        <Row label={record.labels.categories}>
          <CategoryList slot={slots.categories} />
        </Row>
        {slots.provisional.start}
        <Row label={record.labels.provisional}>{slots.provisional.fields.provisionalText}</Row>
        {slots.provisional.end}
        <Row label={record.labels.provider}>
          {provider.start}
          <ProviderName fields={provider.fields} />
          <span className="block">
            {record.labels.phone}:{' '}
            <a href={provider.fields.providerPhoneHref} className="text-primary-700 underline">
              {provider.fields.providerPhone}
            </a>
          </span>
          {provider.otherwise}
          {record.noProvider}
          {provider.end}
        </Row>
      </dl>
      <p>
        <a href={paths.card} className="font-bold text-primary-800 underline">
          {frame.card}
        </a>
      </p>
    </Card>
  );
}

/** Who to call about a registration that cannot be shown. */
function CallUs() {
  return (
    <p>
      {stopped.contact}{' '}
      <a href={telHref(site.contact.phone)} className="font-bold text-primary-800 underline">
        {site.contact.phone}
      </a>
      .
    </p>
  );
}

/** A suspended registration's card: said at once, with no code. */
export function CardSuspended({ pageHeading }: { pageHeading: string }) {
  const slots = slotsOf('card-suspended');
  const words = stopped.suspended;
  return (
    <Stopped words={words} border="border-red-800" pageHeading={pageHeading}>
      {slots.since.start}
      <p>{words.since}</p>
      {slots.since.end}
      {slots.why.start}
      <p>{words.why}</p>
      {slots.why.end}
    </Stopped>
  );
}

/** An expired registration's card: said at once, with no code, and where to renew it. */
export function CardExpired({ pageHeading }: { pageHeading: string }) {
  const words = stopped.expired;
  return (
    <Stopped words={words} border="border-secondary-500" pageHeading={pageHeading}>
      <p>
        <a href={stopped.findProviderHref} className="font-bold text-primary-800 underline">
          {stopped.findProvider}
        </a>
      </p>
    </Stopped>
  );
}

/** A registration no longer on the register (or never): said at once, with no card. */
export function CardRemoved({ pageHeading }: { pageHeading: string }) {
  const slots = slotsOf('card-removed');
  const words = stopped.removed;
  return (
    <Stopped words={words} border="border-red-800" pageHeading={pageHeading}>
      {slots.on.start}
      <p>{words.on}</p>
      {slots.on.end}
    </Stopped>
  );
}
