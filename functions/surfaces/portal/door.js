// The portal's door (functions/surfaces/door/door.js): a provider's people sign in, each still
// one of a provider on the register; approvers and administrators with the second factor.
import { personOf, peopleCollection } from '../../portal/people.js';
import { portalPaths } from '../../vocabulary/paths.js';
import { contextOf } from '../context.js';
import { needsSecondFactor, signedInValues } from './session.js';

/** @type {import('../door/door.js').Door} */
export const portalDoor = {
  name: 'portal',
  paths: portalPaths,
  collection: peopleCollection,
  personOf,
  // Their provider, while the register holds it.
  also: async (c, person) => {
    const provider = (await contextOf(c).catalogues.providers.get()).records.get(person.provider);
    return provider && { provider };
  },
  needsSecondFactor,
  signedInValues,
  kinds: {
    signIn: 'portal-sign-in',
    linkSent: 'portal-link-sent',
    link: 'portal-link',
    limited: 'portal-limited',
    enrol: 'portal-enrol',
    secondFactor: 'portal-second-factor',
    refused: 'portal-refused',
    unavailable: 'portal-unavailable',
    method: 'portal-method',
    crossSite: 'portal-cross-site',
  },
  issuer: 'MOTAS providers’ portal',
  notOne: 'This address is not one of an accredited provider’s people.',
};
