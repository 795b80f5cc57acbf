// How the register is kept so that an import is all or nothing, however many records it writes
// (docs/registers.md). Pure: no I/O; shared by the check (functions/handler.js) and the import
// (functions/registers/store.js).
//
// Each import is a generation. It writes a new version of every record it changes, keyed by its
// generation, beside the version readers use now; only when every write has succeeded does it move
// the register's pointer (`registers/operators`, one document, one write) to its generation. A
// reader reads the pointer and the record together (one batched read, one snapshot) and takes the
// record's newest version at or below the pointer. So until the pointer moves nobody sees any of
// the new versions, and once it moves everybody sees all of them: never a mix.
//
// An import that fails leaves its generation `abandoned` in the pointer: readers skip its versions
// for good, even one that reaches Firestore after the next import has cleared the rest (a write
// still on its way when the failed import gave up). Versions are only ever added or pruned by
// name, never replaced wholesale, so no late write can take a newer version away.
//
//   registers/operators   { current: 12, claimed: 13, abandoned: [9], updatedAt, lock? }
//   operators/{number}    { latest: 12, versions: { "11": {…}, "12": {…} } }
//   operatorPhotos/{id}   { jpeg: Bytes, number, generation }   (id: number-generation)

/** The pointer documents of the registers, in `registersCollection`. */
export const registersCollection = 'registers';

/** The collection of operator records; a document's id is its normalised registration number. */
export const operatorsCollection = 'operators';

/** The photographs, each in a document of its own, read only after a match. */
export const photosCollection = 'operatorPhotos';

/**
 * @typedef {{
 *   registrationNumber: string, givenNames: string, surname: string, surnameKey: string,
 *   validUntil: string, suspended: boolean, categories: string[], photo: string,
 *   photoSource?: string, photoHash?: string, provider?: string, statusSince?: string,
 * }} OperatorVersion
 * A record as the check reads it: `photo` names its document in `operatorPhotos`; `photoSource`
 * is a hash of the file it was made from, so an unchanged file is not read again, and `photoHash`
 * the stored JPEG's (an export's file, imported back, is the same photograph); `provider` is
 * the accreditation number of the provider that trained and tested the operator; `statusSince` the
 * UK day the record took its status (registers/changes.js), absent on one stored before it was kept.
 */

/**
 * @typedef {{ removed: true, [key: string]: unknown }} RemovedVersion
 * A removed record: `removed`, and its number under the register's key.
 */

/**
 * @typedef {{ collection: string, key: string, photos?: string }} RegisterShape
 * A register as the import and the function keep it: the collection of its records (also its
 * pointer's id in `registers`), the field of a record that is its document's id, and the
 * collection of its photographs, if its records have them.
 */

/** The operators, with their photographs. */
export const operatorRegister = {
  collection: operatorsCollection,
  key: 'registrationNumber',
  photos: photosCollection,
};

/** The employers' accounts (functions/registers/registers.js), each under its number. */
export const employerRegister = { collection: 'employers', key: 'number' };

/**
 * @typedef {{ current: number, abandoned?: number[] }} RegisterPointer
 * The register's pointer, as readers need it: the generation they read, and those to skip.
 */

/**
 * The version of a stored record that the register shows: its newest version at or below the
 * pointer's generation and not abandoned, or undefined where there is none or it was removed.
 * @template [V=OperatorVersion] a version of the register's records
 * @param {{ versions?: Record<string, V | RemovedVersion> } | undefined} data
 * @param {RegisterPointer} pointer
 * @returns {V | undefined}
 */
export function versionAt(data, pointer) {
  const found = newestAt(data, pointer);
  return found && !isRemoved(found.version) ? found.version : undefined;
}

/**
 * Whether a version is a removal.
 * @template V
 * @param {V | RemovedVersion} version
 * @returns {version is RemovedVersion}
 */
const isRemoved = (version) =>
  typeof version === 'object' && version !== null && 'removed' in version;

/**
 * The newest version the pointer shows, removed or not, with its generation.
 * @template [V=OperatorVersion]
 * @param {{ versions?: Record<string, V | RemovedVersion> } | undefined} data
 * @param {RegisterPointer} pointer
 * @returns {{ generation: number, version: V | RemovedVersion } | undefined}
 */
export function newestAt(data, { current, abandoned = [] }) {
  /** @type {{ generation: number, version: V | RemovedVersion } | undefined} */
  let found;
  for (const [key, version] of Object.entries(data?.versions ?? {})) {
    const at = Number(key);
    if (at <= current && !abandoned.includes(at) && (!found || at > found.generation))
      found = { generation: at, version };
  }
  return found;
}

/**
 * The pointer of a register's document as stored (an empty register before its first import).
 * @param {{ current?: number, abandoned?: number[], [field: string]: unknown } | undefined} data
 *   the register's document (it holds more: when it was updated, who holds its lock)
 * @returns {Required<RegisterPointer>}
 */
export const pointerOf = (data) => ({
  current: data?.current ?? 0,
  abandoned: data?.abandoned ?? [],
});
