import { identityCheckContent } from '@/content/home';
import buildEnv from './build-env.json' with { type: 'json' };
import { captureOrigin, expect, test, withoutCheckOrigin } from './fixtures';

// The operator check (issue 13): with NEXT_PUBLIC_OPERATOR_CHECK_URL set (e2e/build-env.json: the
// capture server, with a query of its own and the parameter name "number"), the identity-check
// block on Home and About holds a native GET form to it; without it, the block asks employers to
// contact the scheme.

const { checkForm } = identityCheckContent;
const portal = new URL(buildEnv.NEXT_PUBLIC_OPERATOR_CHECK_URL);
const checksReceived = async (request: import('@playwright/test').APIRequestContext) =>
  (await (await request.get(`${captureOrigin}/operator-checks`)).json()) as Record<
    string,
    string
  >[];

for (const path of ['/', '/about']) {
  test(`${path}: the check form hands the number to the portal, as configured`, async ({
    page,
  }) => {
    await page.goto(path);
    const form = page.locator('form[method="get"]');
    await expect(form).toHaveCount(1);
    await expect(form).toHaveAttribute('action', `${portal.origin}${portal.pathname}`);
    await expect(form.getByRole('heading', { name: checkForm.heading })).toBeVisible();
    const number = form.getByRole('textbox', { name: checkForm.label });
    await expect(number).toBeVisible();
    await expect(number).toHaveAccessibleDescription(checkForm.hint);
    for (const [name, value] of Object.entries({
      name: buildEnv.NEXT_PUBLIC_OPERATOR_CHECK_PARAMETER,
      type: 'text',
      required: '',
      maxlength: String(checkForm.maxLength),
      autocomplete: 'off',
      inputmode: checkForm.inputMode,
      spellcheck: 'false',
    }))
      await expect(number).toHaveAttribute(name, value);
    // The portal address's own query travels as a hidden field (a GET form would drop it).
    await expect(form.locator('input[type="hidden"][name="scheme"]')).toHaveValue('motas');
    await expect(form.getByRole('button', { name: checkForm.submitLabel })).toBeVisible();
    // Its origin is in the one policy's form-action (the capture server stands in for both).
    const policy = (await page.request.get(path)).headers()['content-security-policy']!;
    expect(/form-action ([^;]*)/.exec(policy)![1]!.split(' ')).toContain(portal.origin);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a real native GET submission sends the number under the configured name', async ({
    page,
    request,
  }) => {
    const before = (await checksReceived(request)).length;
    await page.goto('/about');
    await page.getByRole('textbox', { name: checkForm.label }).fill('AB 12345');
    await page.getByRole('button', { name: checkForm.submitLabel }).click();
    await expect(page).toHaveURL(`${portal.origin}${portal.pathname}?scheme=motas&number=AB+12345`);
    await expect(page.getByRole('heading', { name: 'Look-up portal' })).toBeVisible();
    const received = await checksReceived(request);
    expect(received.slice(before)).toEqual([{ scheme: 'motas', number: 'AB 12345' }]);
  });

  test('an empty field is not sent: the browser asks for the number instead', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    // A click that starts a navigation returns only once it has (Playwright waits for it), so the
    // page staying put is the browser's own validation refusing the empty field.
    await page.getByRole('button', { name: checkForm.submitLabel }).click();
    await expect(page).toHaveURL('/');
    expect(
      await page
        .getByRole('textbox', { name: checkForm.label })
        .evaluate((field: HTMLInputElement) => field.validity.valueMissing),
    ).toBe(true);
    const received = await checksReceived(request);
    const parameter = buildEnv.NEXT_PUBLIC_OPERATOR_CHECK_PARAMETER;
    expect(received.filter((fields) => !fields[parameter])).toEqual([]);
  });
});

test('the privacy policy says the number typed there goes to the portal', async ({ page }) => {
  await page.goto('/privacy');
  await expect(
    page.getByText(
      `the registration number you type is sent to our look-up portal at ${portal.origin}`,
    ),
  ).toBeVisible();
});

test.describe('built without a portal', () => {
  test('the block asks employers to contact the scheme and holds no form', async ({ page }) => {
    for (const path of ['/', '/about']) {
      await page.goto(`${withoutCheckOrigin}${path}`);
      const block = page.locator('section[aria-labelledby="identity-heading"]');
      await expect(
        block.getByRole('heading', { name: identityCheckContent.heading }),
      ).toBeVisible();
      await expect(block.locator('form')).toHaveCount(0);
      await expect(block.getByRole('link', { name: 'contact our team' })).toHaveAttribute(
        'href',
        '/contact',
      );
    }
    await page.goto(`${withoutCheckOrigin}/privacy`);
    await expect(page.getByText('look-up portal')).toHaveCount(0);
  });
});
