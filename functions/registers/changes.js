// What a change to a register is, in words an administrator reads and the trail keeps: pure, shared
// by the plan a command shows before it writes (scripts/registers/admin.mjs) and the store that
// writes it (store.js), so what was shown is what is kept.
//
// Every change is kept in `registerChanges` (the trail, which browsers cannot read:
// firestore.rules), one document per record and generation, written with the generation's
// versions: a run that fails leaves its entries where `history` never shows them, as readers never
// see its versions.
//
//   registerChanges/{register}-{number}-{generation}
//     { register, number, generation, at, by, action, reason, changes: [{ field, from, to }] }

/** The trail's collection. */
export const trailCollection = 'registerChanges';

/**
 * Fields a record holds for the check's use, never shown as a change of their own (a
 * suspension's words, `suspendedWhy`, are the change's reason already).
 */
const derived = new Set([
  'photo',
  'photoHash',
  'surnameKey',
  'keys',
  'webhook',
  'statusSince',
  'suspendedWhy',
]);

/**
 * A field's value as one line of text.
 * @param {unknown} value
 * @returns {string}
 */
const asText = (value) =>
  value === undefined
    ? ''
    : Array.isArray(value)
      ? value.map(asText).join(' ')
      : value && typeof value === 'object'
        ? Object.values(value).map(asText).join(', ')
        : String(value);

/**
 * A field's name as the register's file calls it: `validUntil` is `valid_until`; an operator's
 * or instructor's `suspended` is its `status`, and `photoSource` its `photo`.
 * @param {string} field
 */
const columnOf = (field) =>
  field === 'suspended'
    ? 'status'
    : field === 'photoSource'
      ? 'photo'
      : field === 'number'
        ? 'accreditation_number'
        : field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * A field's value as the file writes it.
 * @param {string} field
 * @param {Record<string, unknown> | undefined} version
 */
const valueOf = (field, version) => {
  if (!version || !(field in version)) return '';
  const value = version[field];
  if (field === 'suspended') return value ? 'suspended' : 'current';
  if (field === 'photoSource') return 'a photograph';
  if (field === 'listed') return value ? 'yes' : 'no';
  // A provider's provisional results (functions/portal/approval.js): "CB by TP1042 until 2026-12-11".
  if (field === 'provisional')
    return Object.entries(
      /** @type {Record<string, { provider: string, until: string }>} */ (value),
    )
      .map(([code, { provider, until }]) => `${code} by ${provider} until ${until}`)
      .join(', ');
  return asText(value);
};

/**
 * The fields that differ between what the register shows and a new version, each named as the
 * file names it, with its values as text.
 * @param {Record<string, unknown> | undefined} shown
 * @param {Record<string, unknown>} version
 * @returns {{ field: string, from: string, to: string }[]}
 */
export function fieldChanges(shown, version) {
  if (!shown) return [];
  const fields = [...new Set([...Object.keys(shown), ...Object.keys(version)])];
  return fields
    .filter((field) => !derived.has(field))
    .map((field) => ({
      field: columnOf(field),
      from: valueOf(field, shown),
      to:
        field === 'photoSource' && shown[field] !== version[field]
          ? 'a new photograph'
          : valueOf(field, version),
    }))
    .filter(({ from, to }) => from !== to);
}

/**
 * A change's fields as one line: "valid_until 2030-03-31 → 2031-03-31; status current → suspended".
 * @param {{ field: string, from: string, to: string }[]} changes
 */
export const changesText = (changes) =>
  changes
    .map(({ field, from, to }) => `${field} ${from || '(none)'} → ${to || '(none)'}`)
    .join('; ');

/**
 * A record's status as the register holds it: a provider's own (`accredited`, `suspended`,
 * `withdrawn`), or an operator's or instructor's `current` or `suspended`. Whether a date has
 * passed is worked out on the day (`standing`).
 * @param {Record<string, unknown>} version
 */
export const statusOf = (version) =>
  typeof version.status === 'string' ? version.status : version.suspended ? 'suspended' : 'current';

/**
 * A version as the register keeps it, with `statusSince`: the UK day its record took the status it
 * has (`statusOf`), which the pages show ("suspended since 3 November 2026"). Set by this layer,
 * never by a file: to `day` when the record is new (added, re-added, restored) or its status
 * changes (an import, `suspend`, `reinstate`, `undo`), carried over unchanged otherwise. A record
 * stored before the field was kept has none until its status next changes: the pages then show its
 * status without a date.
 * @template {Record<string, unknown>} V
 * @param {Record<string, unknown> | undefined} shown what the register shows now
 * @param {V} version the new version, as a file or a command makes it
 * @param {string} day the UK day of the change, as an ISO date
 * @returns {V & { statusSince?: string }}
 */
export function withStatusSince(shown, version, day) {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { statusSince: _, ...rest } = version;
  if (!shown || statusOf(shown) !== statusOf(version))
    return /** @type {any} */ ({ ...rest, statusSince: day });
  return /** @type {any} */ (
    typeof shown.statusSince === 'string' ? { ...rest, statusSince: shown.statusSince } : rest
  );
}

/** Statuses that stop a record counting. */
const stopped = new Set(['suspended', 'withdrawn', 'closed']);

/**
 * What a new version does to a record: `added` (new), `re-added` (it was removed), `suspended` or
 * `withdrawn` (it stops counting), `reinstated` (it counts again), or `changed`.
 * @param {Record<string, unknown> | undefined} shown what the register shows now
 * @param {boolean} wasRemoved whether the record's newest version is a removal
 * @param {Record<string, unknown>} version
 */
export function actionOf(shown, wasRemoved, version) {
  if (!shown) return wasRemoved ? 're-added' : 'added';
  const before = statusOf(shown);
  const after = statusOf(version);
  if (before !== after && stopped.has(after)) return after;
  if (before !== after && stopped.has(before)) return 'reinstated';
  return 'changed';
}

/**
 * A trail entry's document id: one per record and generation.
 * @param {string} register
 * @param {string} number
 * @param {number} generation
 */
export const trailId = (register, number, generation) => `${register}-${number}-${generation}`;
