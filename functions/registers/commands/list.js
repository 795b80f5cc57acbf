// `list [--status …] [--within DAYS] [--category CODE] [--provider NUMBER]`: the register's
// records, one a line, with each suspension's date and reason.
import { versionAt } from '../../register.js';
import { readWhole, suspensions } from '../trail.js';
import { listStatuses, providerExists, standing, todayOf } from './words.js';

/** @typedef {import('../registers.js').Version} Version */

/**
 * Lists records.
 * @param {import('./words.js').Run & {
 *   status?: string, within: number, category?: string, provider?: string,
 * }} run `status`: one of `listStatuses` (checked by the caller); `category` a code;
 *   `provider` normalised
 * @returns {Promise<string>} where it read, the list, and a count
 */
export async function list(run) {
  const { db, register, status, within, category, provider } = run;
  const today = todayOf(run.now);
  const statuses = listStatuses(register);
  if (provider && !(await providerExists(db, provider)))
    throw new Error(`${provider} is not on the providers' register`);
  const read = await readWhole(db, register.shape.collection);
  const stopped = await suspensions(db, register.shape.collection);
  const rows = [];
  for (const [number, data] of [...read.stored].sort(([a], [b]) => a.localeCompare(b))) {
    /** @type {Version | undefined} */
    const version = versionAt(data, read.pointer);
    if (!version) continue;
    const standingNow = standing(register, version, today, within);
    if (
      status &&
      !(status === standingNow || (status === statuses[0] && standingNow === 'expiring'))
    )
      continue;
    if (category && !version.categories?.includes(category)) continue;
    if (provider && !register.providersOf(version).includes(provider)) continue;
    const entry = stopped.get(number);
    const note =
      (standingNow === 'suspended' || standingNow === 'withdrawn') && entry
        ? ` since ${entry.at.toISOString().slice(0, 10)} (${entry.reason})`
        : '';
    rows.push(
      [
        number,
        register.nameOf(version),
        `${standingNow}${note}`,
        register.until ? `until ${version[register.until]}` : '',
        version.categories?.join(' ') ?? '',
        register.providersOf(version).join(' '),
      ]
        .filter(Boolean)
        .join('  '),
    );
  }
  const filters = [
    status && `status ${status}${status === 'expiring' ? ` within ${within} days` : ''}`,
    category && `category ${category}`,
    provider && `provider ${provider}`,
  ].filter(Boolean);
  return [
    run.where,
    ...rows,
    `${rows.length} ${rows.length === 1 ? register.noun : register.name}${filters.length ? ` (${filters.join(', ')})` : ''}.`,
  ].join('\n');
}
