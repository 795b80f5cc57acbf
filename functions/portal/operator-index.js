// The operators the portal needs, read without the whole register: by number, by surname (the
// same person, perhaps, to match rather than duplicate) or by provider (its own view), through the
// fields the store writes on each operator's document for that (registers/store.js,
// `lookupFields`). What comes back has the shape `readWhole` gives (registers/trail.js): the
// documents found and the register's pointer, each record read at the pointer's generation.
import { operatorRegister } from '../register.js';
import { readPointer } from '../registers/trail.js';

/** Firestore's most values in one `array-contains-any`. */
const anyOfLimit = 30;

/**
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {{ numbers?: readonly string[], surnameKeys?: readonly string[], provider?: string }} which
 * @returns {Promise<{ stored: Map<string, any>, pointer: Awaited<ReturnType<typeof readPointer>> }>}
 */
export async function readOperators(db, { numbers = [], surnameKeys = [], provider }) {
  const operators = db.collection(operatorRegister.collection);
  const keys = [...new Set(surnameKeys)].filter(Boolean);
  const unique = [...new Set(numbers)].filter(Boolean);
  const [pointer, byNumber, ...queried] = await Promise.all([
    readPointer(db, operatorRegister.collection),
    unique.length ? db.getAll(...unique.map((number) => operators.doc(number))) : [],
    ...Array.from({ length: Math.ceil(keys.length / anyOfLimit) }, (_, i) =>
      operators
        .where(
          'surnameKeys',
          'array-contains-any',
          keys.slice(i * anyOfLimit, (i + 1) * anyOfLimit),
        )
        .get()
        .then((snapshot) => snapshot.docs),
    ),
    ...(provider
      ? [
          operators
            .where('providers', 'array-contains', provider)
            .get()
            .then((snapshot) => snapshot.docs),
        ]
      : []),
  ]);
  /** @type {Map<string, any>} */
  const stored = new Map();
  for (const doc of [...byNumber, ...queried.flat()])
    if (doc.exists) stored.set(doc.id, doc.data());
  return { stored, pointer };
}
