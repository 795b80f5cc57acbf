import { existsSync, readFileSync } from 'node:fs';
import buildEnv from '../scripts/build/e2e-build-env.json' with { type: 'json' };

/**
 * The end-to-end tests need `out/` built with `scripts/build/e2e-build-env.json`; say so plainly if
 * it is not.
 */
export default function globalSetup() {
  const contact = 'out/contact.html';
  if (
    !existsSync(contact) ||
    !readFileSync(contact, 'utf8').includes(buildEnv.NEXT_PUBLIC_CONTACT_FORM_ACCESS_KEY)
  ) {
    throw new Error(
      'out/ was not built with the end-to-end settings: run `npm run build:e2e` before `npm run test:e2e` (`npm test` does both).',
    );
  }
}
