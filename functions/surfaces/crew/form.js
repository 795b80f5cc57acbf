// The crew check's form as a site manager's browser posts it (multipart): the account's key (from
// the body only, never an address, and never shown again), the list pasted and a CSV file, read
// generously (functions/crew-list.js); or the page that says what to correct.
import { page } from '../../answering.js';
import { maxCrewListLength, readCrewList } from '../../crew-list.js';
import { contextOf } from '../context.js';

/**
 * The page of a list or a file the crew check cannot read.
 * @param {import('hono').Context<any>} c
 * @param {Exclude<ReturnType<typeof readCrewList>, { ok: true }>} crew
 * @param {{ list: string }} shown
 */
function unreadable(c, crew, shown) {
  if (crew.field === 'rows')
    return crew.problem === 'tooMany'
      ? page(c, 400, 'crew-invalid-rows-tooMany', { ...shown, rowCount: String(crew.count) })
      : page(c, 400, 'crew-invalid-rows-missing', shown);
  if (crew.problem === 'tooLarge')
    return page(c, 413, 'crew-invalid-file-tooLarge', { ...shown, detail: crew.detail });
  return page(
    c,
    400,
    crew.field === 'list' ? 'crew-invalid-list-format' : 'crew-invalid-file-format',
    { ...shown, detail: crew.detail },
  );
}

/**
 * The crew a form asks about and the account whose key it carries, or the page to answer instead
 * (no key, a key not live, an account not active, a list or a file that cannot be read).
 * @param {import('hono').Context<any>} c
 * @returns {Promise<{ refusal: Response } | {
 *   account: import('../../registers/employers-file.js').EmployerVersion,
 *   crew: ReturnType<typeof readCrewList> & { ok: true },
 *   shown: { list: string },
 * }>}
 */
export async function readCrewForm(c) {
  /** @type {Record<string, string | File>} */
  const form = await c.req.parseBody().catch(() => ({}));
  const text = (/** @type {string} */ name) => {
    const value = form[name];
    return typeof value === 'string' ? value : '';
  };
  const list = text('list');
  const shown = { list: list.slice(0, maxCrewListLength) };
  const key = text('key').trim();
  if (!key) return { refusal: page(c, 400, 'crew-invalid-key-missing', shown) };
  const found = await contextOf(c).employers.accountOf(key, { surface: 'crew' });
  if ('refused' in found)
    return {
      refusal:
        found.refused === 'inactive'
          ? page(c, 403, 'crew-invalid-key-inactive', shown)
          : page(c, 400, 'crew-invalid-key-unknown', shown),
    };
  const upload = form.file;
  const file =
    upload instanceof File && upload.size > 0
      ? { name: upload.name, bytes: Buffer.from(await upload.arrayBuffer()) }
      : undefined;
  const crew = readCrewList({ list, file });
  if (!crew.ok) return { refusal: unreadable(c, crew, shown) };
  return { account: found.account, crew, shown };
}
