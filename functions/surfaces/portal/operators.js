// A provider's operators (`/portal/operators`): those the register names it for, and those its
// results are on, provisional or confirmed; a page at a time, searched by surname or number, or
// the whole list as a CSV file to open in a spreadsheet.
import { operatorRegister, versionAt } from '../../register.js';
import { csvText } from '../../registers/registers.js';
import { FieldPath } from 'firebase-admin/firestore';
import { readOperators } from '../../portal/operator-index.js';
import { readPointer } from '../../registers/trail.js';
import { surnameKey } from '../../vocabulary/check-input.js';
import { longDate } from '../../vocabulary/dates.js';
import { portalPaths } from '../../vocabulary/paths.js';
import { portalPageSize } from '../../vocabulary/portal.js';
import { normaliseNumber, numberPattern } from '../../vocabulary/registration-numbers.js';
import { registrationStatus } from '../../vocabulary/statuses.js';
import { contextOf } from '../context.js';
import { portalPage } from './pages.js';

/**
 * A stored operator as the list shows it, if it is the provider's at the pointer's generation.
 * @param {string} id
 * @param {any} data
 * @param {{ pointer: any, provider: string, today: string }} how
 */
function rowOf(id, data, { pointer, provider, today }) {
  /** @type {any} */
  const version = versionAt(data, pointer);
  if (!version || version.removed) return [];
  const provisional = Object.entries(version.provisional ?? {}).filter(
    ([, entry]) => /** @type {any} */ (entry).provider === provider,
  );
  if (version.provider !== provider && !provisional.length) return [];
  return [
    {
      number: id,
      name: `${version.givenNames} ${version.surname}`,
      categories: [
        ...version.categories,
        ...provisional.map(([code]) => `${code} (provisional)`),
      ].join(' '),
      validUntil: version.validUntil,
      status: registrationStatus(version, today),
    },
  ];
}

/**
 * The provider's operators whose number or surname is `query`, in number order: read through the
 * fields the store keeps on each record (functions/portal/operator-index.js), never the whole
 * register.
 * @param {import('hono').Context<any>} c
 * @param {string} query
 */
async function operatorsNamed(c, query) {
  const { provider, today } = c.get('signedIn');
  const { stored, pointer } = await readOperators(contextOf(c).db, {
    numbers: [normaliseNumber(query)].filter((number) => numberPattern.test(number)),
    surnameKeys: [surnameKey(query)],
  });
  return [...stored]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([id, data]) => rowOf(id, data, { pointer, provider: provider.number, today }));
}

/**
 * A page of the provider's operators, in number order, and whether there are more: a query of the
 * operators that name it (`providers`, registers/store.js), one more than a page asked for (no
 * count, which costs a read of every one of them).
 * @param {import('hono').Context<any>} c
 * @param {{ page?: number, all?: boolean }} which
 */
async function operatorsOf(c, { page = 1, all = false }) {
  const { provider, today } = c.get('signedIn');
  const { db } = contextOf(c);
  const ordered = db
    .collection(operatorRegister.collection)
    .where('providers', 'array-contains', provider.number)
    .orderBy(FieldPath.documentId());
  const [pointer, snapshot] = await Promise.all([
    readPointer(db, operatorRegister.collection),
    (all ? ordered : ordered.offset((page - 1) * portalPageSize).limit(portalPageSize + 1)).get(),
  ]);
  const docs = all ? snapshot.docs : snapshot.docs.slice(0, portalPageSize);
  return {
    more: !all && snapshot.docs.length > portalPageSize,
    rows: docs.flatMap((doc) =>
      rowOf(doc.id, doc.data(), { pointer, provider: provider.number, today }),
    ),
  };
}

/** GET: a page of the provider's operators, or those a search names. */
export async function operators(/** @type {import('hono').Context<any>} */ c) {
  const query = (c.req.query('q') ?? '').slice(0, 60).trim();
  const page = Math.max(1, Math.min(10_000, Number.parseInt(c.req.query('page') ?? '1', 10) || 1));
  const { rows, more } = query
    ? await operatorsNamed(c, query).then((found) => ({ rows: found, more: false }))
    : await operatorsOf(c, { page });
  const start = query ? 0 : (page - 1) * portalPageSize;
  const href = (/** @type {number} */ to) => `${portalPaths.operators}?page=${to}`;
  return portalPage(c, 200, 'portal-operators', {
    query,
    shown: rows.length
      ? `${query ? `${rows.length} found` : `${start + 1} to ${start + rows.length}`}`
      : 'No operators found.',
    csvHref: portalPaths.operatorsCsv,
    operators: rows.map((row) => ({ ...row, validUntil: longDate(row.validUntil) })),
    previous: !query && page > 1 ? [{ href: href(page - 1) }] : [],
    next: more ? [{ href: href(page + 1) }] : [],
  });
}

/** GET: every operator of the provider's the search finds, as a CSV file for a spreadsheet. */
export async function operatorsCsv(/** @type {import('hono').Context<any>} */ c) {
  const { rows: found } = await operatorsOf(c, { all: true });
  const columns = ['registration_number', 'name', 'categories', 'valid_until', 'status'];
  const text = csvText(
    columns,
    found.map((row) => ({
      registration_number: row.number,
      name: row.name,
      categories: row.categories,
      valid_until: row.validUntil,
      status: row.status,
    })),
    { forSpreadsheets: true },
  );
  const { provider, today } = c.get('signedIn');
  return new Response(text, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${provider.number}-operators-${today}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
