import { consoleContent } from '@/content/console';
import { portalContent } from '@/content/portal';

/**
 * The words and paths of a door's pages (functions/surfaces/door/): the sign-in, the link, the
 * second factor. The portal and the staff console show the same forms, each with its own words,
 * posting to its own paths, their fields named by `idPrefix`.
 */
export type DoorWords = {
  idPrefix: 'portal' | 'console';
  signIn: (typeof portalContent)['signIn'] | (typeof consoleContent)['signIn'];
  secondFactor: (typeof portalContent)['secondFactor'] | (typeof consoleContent)['secondFactor'];
  paths: { signIn: string; link: string; secondFactor: string; landing: string };
};

export const portalDoorWords: DoorWords = { idPrefix: 'portal', ...portalContent };
export const consoleDoorWords: DoorWords = { idPrefix: 'console', ...consoleContent };
