// The scheme's staff from the command line (`npm run staff`, scripts/registers/staff.mjs), on the
// emulators: the first administrator invited, the staff listed with their roles, a role that is
// not one refused, and a member of staff removed, kept with who did each.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { staffChangesCollection, staffCollection } from '../../functions/console/staff.js';
import { staffCommand } from './staff.mjs';

const host = inject('firestoreHost');
const authHost = inject('authHost');
process.env.FIRESTORE_EMULATOR_HOST = host;
const project = `demo-staff-cli-${process.pid}-${Date.now()}`;
const app = initializeApp({ projectId: project }, project);
const db = getFirestore(app);
const env = { FIRESTORE_EMULATOR_HOST: host, FIREBASE_AUTH_EMULATOR_HOST: authHost };
const at = new Date('2026-11-28T09:00:00Z');
const run = (args: string[]) =>
  staffCommand([...args, '--project', project, '--by', 'Sam Staff'], { env, now: () => at });

afterAll(async () => {
  await deleteApp(app);
});

describe('the scheme’s staff, from the command line', () => {
  it('invites the first administrator and a reader, lists them, refuses a role that is not one, and removes one', async () => {
    await expect(run(['invite', 'head@scheme.example', '--role', 'boss'])).rejects.toThrow(
      /"boss" is not a role: reader, keeper, administrator/,
    );
    await expect(run(['invite', 'head@scheme.example'])).rejects.toThrow(/name at least one role/);
    await expect(run(['invite', 'head.scheme.example', '--role', 'reader'])).rejects.toMatchObject({
      exitCode: 2,
      message: expect.stringMatching(/^"head\.scheme\.example" is not an email address\n/),
    });
    expect(await run(['invite', 'Head@Scheme.example', '--role', 'administrator'])).toContain(
      'head@scheme.example: invited as administrator',
    );
    expect(
      await run(['invite', 'desk@scheme.example', '--role', 'reader', '--role', 'keeper']),
    ).toContain('desk@scheme.example: invited as reader, keeper');
    const [where, ...listed] = (await run(['list'])).split('\n');
    expect(where).toBe(`project ${project} on the Firestore emulator at ${host}`);
    expect(listed.slice(0, -1).sort()).toEqual([
      'desk@scheme.example  reader, keeper  invited by Sam Staff',
      'head@scheme.example  administrator  invited by Sam Staff',
    ]);
    expect(listed.at(-1)).toBe('2 of the scheme’s staff.');
    // Invited again with other roles, the same person has their roles changed.
    expect(await run(['invite', 'desk@scheme.example', '--role', 'reader'])).toContain(
      'desk@scheme.example: roles changed as reader;',
    );
    expect(await run(['remove', 'desk@scheme.example'])).toContain(
      'desk@scheme.example: removed from the staff',
    );
    expect(await run(['list'])).not.toContain('desk@scheme.example');
    await expect(run(['remove', 'desk@scheme.example'])).rejects.toThrow(
      /not one of the scheme’s staff/,
    );
    const removed = await db
      .collection(staffCollection)
      .where('email', '==', 'desk@scheme.example')
      .get();
    expect(removed.docs[0]?.get('removedBy')).toBe('Sam Staff');
    const changes = await db.collection(staffChangesCollection).get();
    expect(changes.docs.map((doc) => doc.get('action')).sort()).toEqual([
      'invited',
      'invited',
      'removed',
      'roles',
    ]);
  });

  it('keeps when, by the clock, when not told otherwise', async () => {
    const before = Date.now();
    await staffCommand(
      ['invite', 'clock@scheme.example', '--role', 'reader', '--project', project, '--by', 'Sam'],
      { env },
    );
    const [stored] = (
      await db.collection(staffCollection).where('email', '==', 'clock@scheme.example').get()
    ).docs;
    const invitedAt = (stored?.get('invitedAt') as Timestamp).toMillis();
    expect(invitedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(invitedAt).toBeLessThanOrEqual(Date.now());
  });

  it('needs the Auth emulator beside the Firestore emulator to invite anyone', async () => {
    const authEmulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    try {
      await expect(
        staffCommand(
          ['invite', 'x@scheme.example', '--role', 'reader', '--project', project, '--by', 'Sam'],
          { env: { FIRESTORE_EMULATOR_HOST: host }, now: () => at },
        ),
      ).rejects.toThrow(
        /^project .*\nNo Firebase Authentication to invite staff on: set FIREBASE_AUTH_EMULATOR_HOST with the Firestore emulator$/,
      );
    } finally {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = authEmulator;
    }
  });

  it('says how it is used, and refuses a command it does not know', async () => {
    expect(await staffCommand(['--help'], { env })).toContain('npm run staff -- COMMAND');
    await expect(staffCommand(['promote', 'x@scheme.example'], { env })).rejects.toThrow(
      /"promote" is not a command/,
    );
  });
});
