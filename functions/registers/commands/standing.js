// What `suspend` and `reinstate` share: records named by number, or every operator a provider
// trained (`--provider`), stop or start counting, each change kept in the trail with who and why.
// A reinstatement by provider undoes exactly that provider's suspension: a record suspended
// earlier for a reason of its own stays suspended.
import { versionAt } from '../../register.js';
import { statusOf } from '../changes.js';
import { storeVersions } from '../store.js';
import { readWhole, suspensions } from '../trail.js';
import { enteredSince } from './entered-since.js';
import { tellOfRun } from '../../holders/tell.js';
import { standingsOf } from './stands.js';
import {
  confirmed,
  dryRunMark,
  generationOf,
  listed,
  providerExists,
  readNumbers,
  todayOf,
} from './words.js';

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
  const { db, register, provider, by, reason } = run;
  const suspending = command === 'suspend';
  const typed = readNumbers(register, run.numbers);
  const read = await readWhole(db, register.shape.collection);
  /** @type {Map<string, Version>} */
  const shown = new Map();
  for (const [number, data] of read.stored) {
    const version = versionAt(data, read.pointer);
    if (version) shown.set(number, version);
  }
  const expect = generationOf(run, read.pointer);
  const numbers = provider ? await providerNumbers(run, suspending, shown) : typed;
  const unknown = numbers.filter((number) => !shown.has(number));
  if (unknown.length)
    throw new Error(`not on the ${register.name}' register: ${listed(unknown)}; nothing written`);
  const isSuspended = (/** @type {string} */ number) =>
    ['suspended', 'withdrawn'].includes(statusOf(/** @type {Version} */ (shown.get(number))));
  const already = numbers.filter((number) => isSuspended(number) === suspending);
  const changing = numbers.filter((number) => isSuspended(number) !== suspending).sort();
  // A reinstatement names why each record stands as it does now, and asks even for one.
  const standings = suspending ? new Map() : await standingsOf(db, register, changing, read);
  const lines = [
    `${run.where}${run.dryRun ? dryRunMark : ''}`,
    `  ${suspending ? 'suspend' : 'reinstate'} (${changing.length}): ${listed(changing)}`,
    ...[...standings.values()].map(({ number, text }) => `    ${number} now: ${text}`),
    ...(already.length
      ? [
          `  already ${suspending ? 'suspended' : 'counting'}, left as they are: ${listed(already.sort())}`,
        ]
      : []),
  ];
  if (run.dryRun || changing.length === 0) return lines.join('\n');
  const what = `${command} ${changing.length} ${changing.length === 1 ? register.noun : register.name}`;
  if (suspending) await confirmed(run, what, changing.length, lines);
  else await confirmed(run, what, Infinity, lines, [...standings.values()]);
  await writeStanding(
    run,
    suspending,
    changing.map((number) => /** @type {Version} */ (shown.get(number))),
    expect,
  );
  lines.push(
    `${changing.length} ${suspending ? 'suspended' : 'reinstated'} on ${todayOf(run.now)}; kept in the trail as ${by}: ${reason}`,
    // Each holder suspended is told, once (functions/holders/tell.js).
    ...(suspending ? await tellOfRun(run, { kind: 'suspended', numbers: changing }) : []),
  );
  return lines.join('\n');
}

/**
 * Writes the records' new standing, each kept in the trail with who and why.
 * @param {import('./words.js').WritingRun & { provider?: string, reason: string }} run
 * @param {boolean} suspending
 * @param {Version[]} versions as the register shows them now
 * @param {number} expect the generation the plan was made at
 */
async function writeStanding(run, suspending, versions, expect) {
  const { db, register, provider, reason, by } = run;
  const scope = provider && `provider ${provider}`;
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
    expect,
    trail: { by, reason, ...(scope ? { scope } : {}) },
  };
  // The photograph stays: each version names the one it has.
  await storeVersions(db, register.shape, versions.map(edit), options);
}
