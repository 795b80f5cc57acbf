// A register's file uploaded to the staff console, kept between its plan and its import
// (functions/surfaces/console/import.js): the plan is shown first and the import written only when
// a keeper confirms it with a reason, so the file (and the operators' photographs that came with
// it) is kept in `consoleUploads`, in parts small enough for Firestore's 1 MiB documents, for an
// hour, readable only by the member of staff who uploaded it, and dropped once imported. With it,
// what the plan asked (the records to name before they are reinstated or moved back, the count of
// a removal to type), so the import's form is checked against the plan the person saw.
import { randomBytes } from 'node:crypto';

export const uploadsCollection = 'consoleUploads';
/** Each upload's parts, under it; deleted with it, or by their own time to live. */
export const partsCollection = 'consoleUploadParts';

/** The largest part of a file kept in one document (Firestore's limit is 1 MiB a document). */
const partBytes = 900 * 1024;

/** How long an upload waits for its import. */
export const uploadLifeMs = 60 * 60 * 1000;

/**
 * @typedef {{ name: string, bytes: Buffer }} UploadedFile
 * @typedef {{ reinstate: string[], earlier: string[], expect: number | null }} Asked what the
 *   plan asked: the records suspended for cause the file reinstates and those whose last day it
 *   moves back (each to be named), and the count of a removal of more than 5 % (to be typed)
 * @typedef {{
 *   id: string, by: string, register: string, removeMissing: boolean, generation: number,
 *   file: UploadedFile, photos: UploadedFile[], asked: Asked,
 * }} Upload
 */

/**
 * Keeps an upload and what its plan asked; its id, unguessable.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {Omit<Upload, 'id'>} upload
 * @param {Date} at
 */
export async function keepUpload(db, { file, photos, ...about }, at) {
  const id = randomBytes(16).toString('hex');
  // Firestore's time to live deletes what an import never used (firestore.indexes.json).
  const expiresAt = new Date(at.getTime() + uploadLifeMs);
  const upload = db.collection(uploadsCollection).doc(id);
  const parts = [file, ...photos].flatMap((uploaded, index) =>
    Array.from(
      { length: Math.max(1, Math.ceil(uploaded.bytes.length / partBytes)) },
      (_, part) => ({
        index,
        part,
        name: uploaded.name,
        bytes: uploaded.bytes.subarray(part * partBytes, (part + 1) * partBytes),
      }),
    ),
  );
  const writer = db.bulkWriter();
  for (const [n, part] of parts.entries())
    void writer.create(upload.collection(partsCollection).doc(String(n).padStart(5, '0')), part);
  await writer.close();
  // The upload itself last: an upload is there only whole.
  await upload.create({
    ...about,
    files: 1 + photos.length,
    at,
    expiresAt,
  });
  return id;
}

/**
 * An upload, if it is there, whole, not expired and the person's own.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} id
 * @param {string} by the signed-in member of staff's email address
 * @param {Date} now
 * @returns {Promise<Upload | undefined>}
 */
export async function readUpload(db, id, by, now) {
  if (!/^[0-9a-f]{32}$/.test(id)) return undefined;
  const upload = db.collection(uploadsCollection).doc(id);
  const doc = await upload.get();
  if (!doc.exists || doc.get('by') !== by || doc.get('expiresAt').toDate() <= now) return undefined;
  const parts = await upload.collection(partsCollection).orderBy('__name__').get();
  /** @type {UploadedFile[]} */
  const files = [];
  for (const part of parts.docs) {
    const index = part.get('index');
    const bytes = Buffer.from(part.get('bytes'));
    const file = files[index];
    files[index] = file
      ? { name: file.name, bytes: Buffer.concat([file.bytes, bytes]) }
      : { name: part.get('name'), bytes };
  }
  const [file, ...photos] = files;
  if (!file || files.length !== doc.get('files')) return undefined;
  return {
    id,
    by,
    register: doc.get('register'),
    removeMissing: doc.get('removeMissing'),
    generation: doc.get('generation'),
    asked: doc.get('asked'),
    file,
    photos,
  };
}

/**
 * Drops an upload and its parts.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} id
 */
export const dropUpload = (db, id) => db.recursiveDelete(db.collection(uploadsCollection).doc(id));
