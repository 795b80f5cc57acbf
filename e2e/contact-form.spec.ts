import { contactContent } from '@/content/contact';
import buildEnv from '../scripts/build/e2e-build-env.json' with { type: 'json' };
import { expect, hiddenFormFields, submissionsWith, test } from './fixtures';

test('the form has the specified fields with labels, types, autocomplete, required and maxlength', async ({
  page,
}) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Get in touch' });
  await expect(form).toHaveAttribute('method', 'post');
  await expect(form).toHaveAttribute('action', buildEnv.NEXT_PUBLIC_CONTACT_FORM_ENDPOINT);

  for (const field of contactContent.form.fields) {
    const control = form.getByLabel(field.label);
    await expect(control).toHaveAttribute('name', field.name);
    if (field.type === 'textarea') await expect(control).toHaveJSProperty('tagName', 'TEXTAREA');
    else await expect(control).toHaveAttribute('type', field.type);
    await expect(control).toHaveAttribute('autocomplete', field.autoComplete);
    await expect(control).toHaveAttribute('maxlength', String(field.maxLength));
    await expect(control).toHaveJSProperty('required', field.required);
  }
  expect(contactContent.form.fields.filter((f) => f.required).map((f) => f.name)).toEqual([
    'first-name',
    'last-name',
    'email',
    'message',
  ]);

  const hidden = (name: string) => form.locator(`input[type="hidden"][name="${name}"]`);
  await expect(hidden('access_key')).toHaveValue(buildEnv.NEXT_PUBLIC_CONTACT_FORM_ACCESS_KEY);
  await expect(hidden('subject')).toHaveValue(contactContent.form.subject);
  await expect(hidden('from_name')).toHaveValue(contactContent.form.fromName);
  await expect(hidden('redirect')).toHaveValue(
    `${buildEnv.NEXT_PUBLIC_SITE_URL}/contact/thank-you`,
  );

  const honeypot = form.locator('input[type="checkbox"][name="botcheck"]');
  await expect(honeypot).toBeAttached();
  await expect(honeypot).toBeHidden();
  await expect(honeypot).not.toBeChecked();
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a valid form is posted natively to the form service and lands on the thank-you page', async ({
    page,
  }) => {
    const message = `Native submission ${Date.now()}-${Math.random()}`;
    await page.goto('/contact');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Email address').fill('ada@example.com');
    await page.getByLabel('Phone number').fill('01632 960 000');
    await page.getByLabel('Your message').fill(message);
    await page.getByRole('button', { name: contactContent.form.submitLabel }).click();

    await expect(page).toHaveURL(`${buildEnv.NEXT_PUBLIC_SITE_URL}/contact/thank-you`);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Your message has been sent' }),
    ).toBeVisible();

    const [received] = await submissionsWith(message);
    expect(received?.contentType).toBe('application/x-www-form-urlencoded');
    expect(received?.fields).toEqual({
      ...hiddenFormFields,
      'first-name': 'Ada',
      'last-name': 'Lovelace',
      email: 'ada@example.com',
      'phone-number': '01632 960 000',
      message,
    });
    expect(received?.fields).not.toHaveProperty('botcheck');
  });

  test('invalid input is not sent', async ({ page }) => {
    const message = `Invalid submission ${Date.now()}-${Math.random()}`;
    await page.goto('/contact');
    const submit = page.getByRole('button', { name: contactContent.form.submitLabel });

    // Required fields empty.
    await page.getByLabel('Your message').fill(message);
    await submit.click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByLabel('First name')).toHaveJSProperty('validity.valueMissing', true);

    // A malformed email address.
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Email address').fill('not-an-email');
    await submit.click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByLabel('Email address')).toHaveJSProperty('validity.typeMismatch', true);

    expect(await submissionsWith(message)).toEqual([]);
  });
});
