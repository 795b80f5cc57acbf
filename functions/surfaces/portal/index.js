// The providers' portal (docs/portal.md): its door (the sign-in, the session, the second factor:
// functions/surfaces/door/, with the portal's own data in door.js), then the provider's own pages,
// every one checked against the signed-in person's provider and role on the server. Each path is
// written at its place below; what they share is the door's middleware: a post only from the
// site's own pages, a live session of a person still one of a provider's people, and the second
// factor for whoever needs it before anything else.
import { page } from '../../answering.js';
import { portalPaths, routes } from '../../vocabulary/paths.js';
import { methods, openDoor } from '../door/index.js';
import { createRouter } from '../router.js';
import { portalDoor } from './door.js';
import { home } from './home.js';
import { operators, operatorsCsv } from './operators.js';
import { invite, people, remove } from './people.js';
import { correctForm, correctOne, enterFile, enterOne, newResultForm, settle } from './results.js';

/** The portal's routes (`portal` in the route table) on a router. */
export function portalSurface() {
  const portal = openDoor(createRouter(), portalDoor);
  portal.all(portalPaths.home, methods(['GET', 'HEAD']), home);
  portal.all(portalPaths.newResult, methods(['GET', 'HEAD', 'POST']));
  portal.get(portalPaths.newResult, newResultForm);
  portal.post(portalPaths.newResult, enterOne);
  portal.all(portalPaths.file, methods(['POST']), enterFile);
  portal.all(portalPaths.approve, methods(['POST']), settle('approve'));
  portal.all(portalPaths.withdraw, methods(['POST']), settle('withdraw'));
  portal.all(portalPaths.correct, methods(['GET', 'HEAD', 'POST']));
  portal.get(portalPaths.correct, correctForm);
  portal.post(portalPaths.correct, correctOne);
  portal.all(portalPaths.operators, methods(['GET', 'HEAD']), operators);
  portal.all(portalPaths.operatorsCsv, methods(['GET', 'HEAD']), operatorsCsv);
  portal.all(portalPaths.people, methods(['GET', 'HEAD']), people);
  portal.all(portalPaths.invite, methods(['POST']), invite);
  portal.all(portalPaths.remove, methods(['POST']), remove);
  portal.all(routes.portal.path, (c) =>
    page(c, 404, 'portal-refused', { problems: ['There is no such page in the portal.'] }),
  );
  return portal;
}
