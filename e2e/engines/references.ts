import { existsSync, readFileSync } from 'node:fs';

/** Where e2e/engines.setup.ts leaves the words of every page (Playwright empties it each run). */
export const engineReferences = 'test-results/engine-references.json';

/** The words the page at `path` shows at `width` in Chromium. */
export function referenceWords(path: string, width: number): string[] {
  if (!existsSync(engineReferences))
    throw new Error(`${engineReferences} is missing: the "engine-references" project runs first`);
  const words = JSON.parse(readFileSync(engineReferences, 'utf8'))[`${path} ${width}`];
  if (!words) throw new Error(`${engineReferences} has no words for ${path} at ${width} px`);
  return words;
}
