import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { contactContent } from '@/content/contact';
import { uiText } from '@/content/ui';
import { ContactSection } from './contact-section';

const render = (accessKey: string) =>
  renderToStaticMarkup(
    <ContactSection {...contactContent} form={{ ...contactContent.form, accessKey }} ui={uiText} />,
  );

describe('ContactSection', () => {
  it('renders the native form with the access key when one is configured', () => {
    const html = render('public-key-123');
    expect(html).toMatch(/<form[^>]* method="post"/);
    expect(html).toContain('name="access_key" value="public-key-123"');
    for (const name of [
      'first-name',
      'last-name',
      'email',
      'phone-number',
      'message',
      'botcheck',
    ]) {
      expect(html).toContain(`name="${name}"`);
    }
  });

  it('shows email and phone instead of a form that could not deliver when no key is set', () => {
    const html = render('');
    expect(html).not.toContain('<form');
    expect(html).toContain(contactContent.form.unavailableText);
    expect(html).toContain(`mailto:${contactContent.details.email}`);
    expect(html).toContain('tel:+44');
  });
});
