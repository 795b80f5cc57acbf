// The holder's own card (`/card/…`, docs/holders.md): the sign-in by a link emailed to the
// register's contact for the number, then the holder's record, their card and its live code, each
// for the session's number alone. Every post only from the site's own pages; every answer
// `no-store` and `noindex` (answering.js; Hosting's rule for the function's private paths says so
// too).
import { page } from '../../answering.js';
import { cardPaths, routes } from '../../vocabulary/paths.js';
import { onlyMethods, sameSiteOnly } from '../middleware.js';
import { createRouter } from '../router.js';
import { cardPage, recordPage } from './card.js';
import { codePage, endedCode } from './code.js';
import { signedInOnly } from './session.js';
import { finishSignIn, linkForm, sendLink, signInForm, signOut } from './sign-in.js';

/**
 * The methods a path takes, refused with the card's page.
 * @param {string[]} allowed
 */
const methods = (allowed) => onlyMethods(allowed, (c) => page(c, 405, 'card-method', {}));

/** The card's routes (`card` in the route table) on a router. */
export function cardSurface() {
  const card = createRouter();
  card.post(
    routes.card.path,
    sameSiteOnly((c) => page(c, 403, 'card-cross-site', {})),
  );
  card.all(cardPaths.signIn, methods(['GET', 'HEAD', 'POST']));
  card.get(cardPaths.signIn, signInForm);
  card.post(cardPaths.signIn, sendLink);
  card.all(cardPaths.link, methods(['GET', 'HEAD', 'POST']));
  card.get(cardPaths.link, linkForm);
  card.post(cardPaths.link, finishSignIn);
  card.all(cardPaths.signOut, methods(['POST']), signedInOnly(), signOut);
  card.all(cardPaths.record, methods(['GET', 'HEAD']), signedInOnly(), recordPage);
  card.all(cardPaths.card, methods(['GET', 'HEAD']), signedInOnly(), cardPage);
  card.all(cardPaths.code, methods(['GET', 'HEAD']), signedInOnly(endedCode), codePage);
  card.all(routes.card.path, (c) =>
    page(c, 404, 'card-refused', { problems: ['There is no such page of your card.'] }),
  );
  return card;
}
