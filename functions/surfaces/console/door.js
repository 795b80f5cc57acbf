// The staff console's door (functions/surfaces/door/door.js): the scheme's staff sign in as a
// provider's people do at the portal, every one of them with the second factor, whatever their
// role: every member of staff reads people's records.
import { staffCollection, staffPersonOf } from '../../console/staff.js';
import { consolePaths } from '../../vocabulary/paths.js';

/** @type {import('../door/door.js').Door} */
export const consoleDoor = {
  name: 'console',
  paths: consolePaths,
  collection: staffCollection,
  personOf: staffPersonOf,
  // Nothing more than being one of the staff.
  also: async () => ({}),
  needsSecondFactor: () => true,
  signedInValues: ({ person }) => ({ personEmail: person.email, roles: person.roles.join(', ') }),
  kinds: {
    signIn: 'console-sign-in',
    linkSent: 'console-link-sent',
    link: 'console-link',
    limited: 'console-limited',
    enrol: 'console-enrol',
    secondFactor: 'console-second-factor',
    refused: 'console-refused',
    unavailable: 'console-unavailable',
    method: 'console-method',
    crossSite: 'console-cross-site',
  },
  issuer: 'MOTAS staff console',
  notOne: 'This address is not one of the scheme’s staff.',
};
