// A provider's operators (`/portal/operators`): those the register names it for, and those its
// results are on, provisional or confirmed; searched by name or number, a page at a time, or the
// whole list as a CSV file to open in a spreadsheet.
import { versionAt } from '../../register.js';
import { csvText } from '../../registers/registers.js';
import { readOperators } from '../../portal/operator-index.js';
import { surnameKey } from '../../vocabulary/check-input.js';
import { longDate } from '../../vocabulary/dates.js';
import { portalPaths } from '../../vocabulary/paths.js';
import { portalPageSize } from '../../vocabulary/portal.js';
import { normaliseNumber } from '../../vocabulary/registration-numbers.js';
import { registrationStatus } from '../../vocabulary/statuses.js';
import { contextOf } from '../context.js';
import { portalPage } from './pages.js';

/**
 * The provider's operators, in number order, whose name or number holds `query`.
 * @param {import('hono').Context<any>} c
 * @param {string} query
 */
async function operatorsOf(c, query) {
  const { provider, today } = c.get('signedIn');
  const { stored, pointer } = await readOperators(contextOf(c).db, { provider: provider.number });
  const wanted = surnameKey(query);
  const number = normaliseNumber(query);
  const found = [];
  for (const [id, data] of [...stored].sort(([a], [b]) => a.localeCompare(b))) {
    /** @type {any} */
    const version = versionAt(data, pointer);
    if (!version || version.removed) continue;
    const provisional = Object.entries(version.provisional ?? {}).filter(
      ([, entry]) => /** @type {any} */ (entry).provider === provider.number,
    );
    if (version.provider !== provider.number && !provisional.length) continue;
    const name = `${version.givenNames} ${version.surname}`;
    if (query && !id.includes(number) && !surnameKey(name).includes(wanted)) continue;
    found.push({
      number: id,
      name,
      categories: [
        ...version.categories,
        ...provisional.map(([code]) => `${code} (provisional)`),
      ].join(' '),
      validUntil: version.validUntil,
      status: registrationStatus(version, today),
    });
  }
  return found;
}

/** GET: a page of the provider's operators. */
export async function operators(/** @type {import('hono').Context<any>} */ c) {
  const query = (c.req.query('q') ?? '').slice(0, 60).trim();
  const page = Math.max(1, Math.min(10_000, Number.parseInt(c.req.query('page') ?? '1', 10) || 1));
  const found = await operatorsOf(c, query);
  const start = (page - 1) * portalPageSize;
  const rows = found.slice(start, start + portalPageSize);
  const href = (/** @type {number} */ to) =>
    `${portalPaths.operators}?${new URLSearchParams({ ...(query ? { q: query } : {}), page: String(to) })}`;
  return portalPage(c, 200, 'portal-operators', {
    query,
    shown: found.length
      ? `${start + 1} to ${start + rows.length} of ${found.length}`
      : 'No operators found.',
    csvHref: `${portalPaths.operatorsCsv}${query ? `?${new URLSearchParams({ q: query })}` : ''}`,
    operators: rows.map((row) => ({ ...row, validUntil: longDate(row.validUntil) })),
    previous: page > 1 ? [{ href: href(page - 1) }] : [],
    next: start + portalPageSize < found.length ? [{ href: href(page + 1) }] : [],
  });
}

/** GET: every operator of the provider's the search finds, as a CSV file for a spreadsheet. */
export async function operatorsCsv(/** @type {import('hono').Context<any>} */ c) {
  const found = await operatorsOf(c, (c.req.query('q') ?? '').slice(0, 60).trim());
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
