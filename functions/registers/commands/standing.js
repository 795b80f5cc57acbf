// What `suspend` and `reinstate` share: records named by number, or every operator a provider
// trained (`--provider`), stop or start counting, each change kept in the trail with who and why.
// A reinstatement by provider undoes exactly that provider's suspension: a record suspended
// earlier for a reason of its own stays suspended.
import { versionAt } from '../../register.js';
import { statusOf } from '../changes.js';
import { storeVersions } from '../store.js';
import { readWhole, suspensions } from '../trail.js';
import { enteredSince } from './entered-since.js';
import { confirmed, dryRunMark, listed, providerExists, readNumbers, todayOf } from './words.js';

/** @typedef {import('../registers.js').Version} Version */

/**
 * The records a provider's suspension or its undo names: every one the provider trained (or, with
 * `since`, put on the register since that day: entered-since.js); undoing, only those this
 * provider's suspension stopped and still suspended by it.
 * @param {import('./words.js').WritingRun & { provider?: string, since?: string }} run
 * @param {boolean} suspending
 * @param {Map<string, Version>} shown
 */
async function providerNumbers({ db, register, provider, since }, suspending, shown) {
  const scope = `provider ${provider}`;
  if (!(await providerExists(db, String(provider))))
    throw new Error(`${provider} is not on the providers' register; nothing written`);
  if (suspending && since) return enteredSince(db, String(provider), since, shown);
  if (suspending)
    return [...shown]
      .filter(([, v]) => register.providersOf(v).includes(String(provider)))
      .map(([number]) => number);
  const latest = await suspensions(db, register.shape.collection);
  return [...latest].filter(([, entry]) => entry.scope === scope).map(([number]) => number);
}

/**
 * Suspends or reinstates records.
 * @param {'suspend' | 'reinstate'} command
 * @param {import('./words.js').WritingRun & { numbers: string[], provider?: string, since?: string, reason: string }} run
 *   `numbers` as typed, or `provider`: every record that provider trained (since a day, `since`)
 * @returns {Promise<string>} what it did, as lines
 */
export async function changeStanding(command, run) {
  const { db, register, provider, reason, by } = run;
  const suspending = command === 'suspend';
  const typed = readNumbers(register, run.numbers);
  const read = await readWhole(db, register.shape.collection);
  /** @type {Map<string, Version>} */
  const shown = new Map();
  for (const [number, data] of read.stored) {
    const version = versionAt(data, read.pointer);
    if (version) shown.set(number, version);
  }
  const scope = provider && `provider ${provider}`;
  const numbers = provider ? await providerNumbers(run, suspending, shown) : typed;
  const unknown = numbers.filter((number) => !shown.has(number));
  if (unknown.length)
    throw new Error(`not on the ${register.name}' register: ${listed(unknown)}; nothing written`);
  const isSuspended = (/** @type {string} */ number) =>
    ['suspended', 'withdrawn'].includes(statusOf(/** @type {Version} */ (shown.get(number))));
  const already = numbers.filter((number) => isSuspended(number) === suspending);
  const changing = numbers.filter((number) => isSuspended(number) !== suspending).sort();
  const lines = [
    `${run.where}${run.dryRun ? dryRunMark : ''}`,
    `  ${suspending ? 'suspend' : 'reinstate'} (${changing.length}): ${listed(changing)}`,
    ...(already.length
      ? [
          `  already ${suspending ? 'suspended' : 'counting'}, left as they are: ${listed(already.sort())}`,
        ]
      : []),
  ];
  if (run.dryRun || changing.length === 0) return lines.join('\n');
  await confirmed(run, `${command} ${changing.length} ${register.name}`, changing.length, lines);
  // A suspension of a provider's records says why on each (the check shows it); a reinstatement
  // takes the words away.
  const edit = (/** @type {Version} */ version) => {
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    const { suspendedWhy, ...rest } = version;
    if (!suspending) return register.reinstate(rest);
    const suspended = register.suspend(rest);
    return scope && register.name === 'operators'
      ? { ...suspended, suspendedWhy: reason }
      : suspended;
  };
  const options = {
    now: run.now,
    stallMs: run.stallMs,
    expect: read.pointer.current,
    trail: { by, reason, ...(scope ? { scope } : {}) },
  };
  // The photograph stays: each version names the one it has.
  await storeVersions(
    db,
    register.shape,
    changing.map((number) => edit(/** @type {Version} */ (shown.get(number)))),
    options,
  );
  lines.push(
    `${changing.length} ${suspending ? 'suspended' : 'reinstated'} on ${todayOf(run.now)}; kept in the trail as ${by}: ${reason}`,
  );
  return lines.join('\n');
}
