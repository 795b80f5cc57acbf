// `export FILE [--photos FOLDER]`: the register as a file that imports back unchanged, with the
// operators' stored photographs beside it.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { versionAt } from '../../register.js';
import { csvText } from '../registers.js';
import { readWhole } from '../trail.js';

/** @typedef {import('../registers.js').Version} Version */

/**
 * Exports the register.
 * @param {import('./words.js').Run & { file: string, photos?: string, dryRun: boolean, cwd: string }} run
 *   `file` and `photos` absolute; `cwd`: the folder they are named from in what it prints
 * @returns {Promise<string>} what it wrote
 */
export async function exportFile({ db, register, file, photos, dryRun, cwd, progress }) {
  const read = await readWhole(db, register.shape.collection);
  /** @type {Version[]} */
  const versions = /** @type {Version[]} */ (
    [...read.stored]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([, data]) => versionAt(data, read.pointer))
      .filter(Boolean)
  );
  const named = path.relative(cwd, file) || file;
  if (dryRun)
    return `${versions.length} ${register.name} would be written to ${named}${photos ? `, photographs to ${path.relative(cwd, photos) || '.'}` : ''} (dry run: nothing written).`;
  await writeFile(file, csvText(register.columns, versions.map(register.row))).catch(
    (/** @type {NodeJS.ErrnoException} */ error) => {
      throw new Error(
        error.code === 'ENOENT'
          ? `cannot write ${named}: the folder ${path.dirname(file)} does not exist`
          : `cannot write ${named} (${error.code ?? error.message})`,
      );
    },
  );
  if (photos && register.shape.photos) {
    await mkdir(photos, { recursive: true });
    const collection = db.collection(register.shape.photos);
    for (let start = 0; start < versions.length; start += 200) {
      const chunk = versions.slice(start, start + 200);
      const docs = await db.getAll(...chunk.map((v) => collection.doc(String(v.photo))));
      await Promise.all(
        docs.map((doc, index) => {
          const version = /** @type {Version} */ (chunk[index]);
          return writeFile(path.join(photos, String(register.row(version).photo)), doc.get('jpeg'));
        }),
      );
      progress?.('photos written', Math.min(start + 200, versions.length), versions.length);
    }
  }
  return `${versions.length} ${register.name} → ${named}${photos ? `, photographs in ${path.relative(cwd, photos) || '.'}` : ''}; \`npm run ${register.name} -- import\` of it changes nothing.`;
}
