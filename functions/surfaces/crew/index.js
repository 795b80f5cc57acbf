// The crew check (`crewCheck` in the route table): a site manager without a system of their own
// checks a whole crew at once from the site's form at /check/crew, with their account's key and a
// list pasted or a CSV file uploaded. A native form, no script: the answer is a page of the site
// (functions/answers.js).
//
// What it promises, beside the API's: a key is taken from the form's body only (a POST, never an
// address) and never shown again; a post from another site is refused; the body is refused past
// its cap before it is read; every answer `no-store` and `noindex`; the log names the outcome only.
import { bodyLimit } from 'hono/body-limit';
import { page } from '../../answering.js';
import { routes } from '../../vocabulary/paths.js';
import { onlyMethods, sameSiteOnly } from '../middleware.js';
import { createRouter } from '../router.js';
import { answerCrewCheck } from './crew-check.js';

/** The largest form read: the largest file and the longest list, with the form's own room. */
export const maxCrewBodyBytes = 128 * 1024;

/** The crew check's route on a router. */
export function crewSurface() {
  const crew = createRouter();
  crew.all(
    routes.crewCheck.path,
    onlyMethods(['POST'], (c) => page(c, 405, 'crew-method', {})),
    sameSiteOnly((c) => page(c, 403, 'crew-cross-site', {})),
    bodyLimit({
      maxSize: maxCrewBodyBytes,
      onError: (c) =>
        page(
          c,
          413,
          'crew-invalid-file-tooLarge',
          { list: '', detail: `the form was larger than ${maxCrewBodyBytes / 1024} KB` },
          { headers: { Connection: 'close' } },
        ),
    }),
    answerCrewCheck,
  );
  return crew;
}

export { crewOutcomeDetails, crewOutcomeText, crewOutcomes } from './rows.js';
