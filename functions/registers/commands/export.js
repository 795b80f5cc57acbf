// `export FILE [--photos FOLDER] [--force]`: the register as a file that imports back unchanged,
// with the operators' stored photographs in a folder beside it. A file that is there already is
// written over only when asked: an export is most often a backup, and the one before it may be
// the only copy of a register since changed.
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { versionAt } from '../../register.js';
import { csvText } from '../registers.js';
import { readWhole } from '../trail.js';

/** @typedef {import('../registers.js').Version} Version */

/**
 * The folder an export puts its photographs in unless told (`backup-photos` beside
 * `backup.csv`), which an import of that file reads unless told.
 * @param {string} file the CSV's path
 */
export const photosBeside = (file) =>
  path.join(path.dirname(file), `${path.basename(file, path.extname(file))}-photos`);

/**
 * The photos folder an import reads without `--photos`: the export's beside the file when it is
 * there, otherwise the file's own folder.
 * @param {string} file the CSV's path
 */
export async function photosFolderOf(file) {
  const beside = photosBeside(file);
  return (await stat(beside).catch(() => undefined))?.isDirectory() ? beside : path.dirname(file);
}

/**
 * What of `file` and `photos` an export would write over: the file, and a photos folder that
 * holds anything.
 * @param {string} file
 * @param {string | undefined} photos
 */
async function wouldWriteOver(file, photos) {
  const there = [];
  if (
    await stat(file).then(
      () => true,
      () => false,
    )
  )
    there.push(file);
  if (photos && (await readdir(photos).catch(() => [])).length) there.push(photos);
  return there;
}

/**
 * Exports the register.
 * @param {import('./words.js').Run & { file: string, photos?: string, dryRun: boolean, force?: boolean, cwd: string }} run
 *   `file` and `photos` absolute; `force`: write over what is there; `cwd`: the folder they are
 *   named from in what it prints
 * @returns {Promise<string>} where it read, and what it wrote
 */
export async function exportFile({
  db,
  register,
  where,
  file,
  photos,
  dryRun,
  force,
  cwd,
  progress,
}) {
  const named = path.relative(cwd, file) || file;
  const photosNamed = photos ? path.relative(cwd, photos) || '.' : '';
  if (!force) {
    const there = await wouldWriteOver(file, register.shape.photos ? photos : undefined);
    if (there.length)
      throw new Error(
        `${there.map((what) => (what === file ? named : `the folder ${photosNamed}`)).join(' and ')} ${there.length === 1 ? 'is' : 'are'} there already; nothing written: name another file, or add --force to write over ${there.length === 1 ? 'it' : 'them'}`,
      );
  }
  const read = await readWhole(db, register.shape.collection);
  /** @type {Version[]} */
  const versions = /** @type {Version[]} */ (
    [...read.stored]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([, data]) => versionAt(data, read.pointer))
      .filter(Boolean)
  );
  const records = `${versions.length} ${versions.length === 1 ? register.noun : register.name}`;
  if (dryRun)
    return `${where}\n${records} would be written to ${named}${photos ? `, photographs to ${photosNamed}` : ''} (dry run: nothing written).`;
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
  // An import finds the photographs beside the file by itself (photosFolderOf).
  const photosOption = photos && photos !== photosBeside(file) ? ` --photos ${photosNamed}` : '';
  const importBack = `npm run ${register.name} -- import ${named}${photosOption}`;
  return `${where}\n${records} → ${named}${photos ? `, photographs in ${photosNamed}` : ''}; \`${importBack}\` changes nothing.`;
}
