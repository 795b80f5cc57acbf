// A holder's contact from the staff's import of the operators' file (docs/holders.md, "A holder's
// contact"; docs/keeping-registers.md), against the emulator: the `email` and `email_consent`
// columns are read beside each record, never into it; a problem in either is named by its line
// and column and nothing is written; the plan and the dry run count the addresses to add and to
// change and never show one; after the register's run the same command keeps them, consent
// recorded as given to the scheme by the member of staff who imports; an unchanged address is
// left as it is (an unsubscription stands), and an export does not write them back.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { activityDatabase } from '../deployment.js';
import { operatorRegister } from '../register.js';
import { commandsOn } from '../testing/commands.js';
import { clearProject } from '../testing/emulator.js';
import { contactOf, contactRetentionDays, contactsCollection, unsubscribe } from './contacts.js';

const host = inject('firestoreHost');
process.env.FIRESTORE_EMULATOR_HOST = host;
const projectId = `demo-contact-import-${process.pid}-${Date.now()}`;
const app = initializeApp({ projectId }, projectId);
const db = getFirestore(app);
let folder: string;
const run: ReturnType<typeof commandsOn> = (...asked) =>
  commandsOn({ db, activity: getFirestore(app, activityDatabase), projectId, folder })(...asked);

const header = 'registration_number,given_names,surname,valid_until,status,categories,photo';
const rows = {
  ada: 'ZZ500001,Ada,Lovelace,2030-03-31,current,CB,ada.png',
  zoe: 'ZZ500002,Zoë,O’Neill,2029-06-30,current,RT,ada.png',
  sam: 'ZZ500003,Sam,Placeholder,2030-03-31,current,CB,ada.png',
};

/** Writes the operators' file, with the contact's columns, and answers with its name. */
async function file(lines: string[], name = 'operators.csv') {
  await writeFile(path.join(folder, name), [`${header},email,email_consent`, ...lines].join('\n'));
  return name;
}

/** Every contact the scheme holds, by number. */
const contacts = async () =>
  Object.fromEntries(
    (await db.collection(contactsCollection).get()).docs.map((doc) => [doc.id, doc.data()]),
  );

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'contact-import-'));
  await sharp({ create: { width: 300, height: 375, channels: 3, background: '#8899aa' } })
    .png()
    .toFile(path.join(folder, 'ada.png'));
});

afterAll(async () => {
  await deleteApp(app);
  await clearProject(host, projectId);
  await rm(folder, { recursive: true, force: true });
});

describe('the operators’ file’s email columns', () => {
  it('name an address without its day, a bad address and a bad day by line and column, and write nothing', async () => {
    const name = await file([
      `${rows.ada},ada@example.com,`,
      `${rows.zoe},zoe at example,2026-11-01`,
      `${rows.sam},sam@example.com,2026-13-01`,
    ]);
    await expect(run('operators', 'import', { file: name })).rejects.toThrow(
      [
        '3 problems, nothing written:',
        '  operators.csv line 2, email_consent: is empty; write the day the holder agreed that the scheme may email them, as 2026-11-27, or leave email empty: an address is kept only with their consent',
        '  operators.csv line 3, email: "zoe at example" is not an email address; write it as name@example.com',
        '  operators.csv line 4, email_consent: "2026-13-01" is not a day written as 2026-11-27; write the day they agreed',
      ].join('\n'),
    );
    expect(await contacts()).toEqual({});
    expect((await db.collection(operatorRegister.collection).get()).size).toBe(0);
  });

  it('are counted by the plan and the dry run, never shown, and kept after the run, apart from the records', async () => {
    const name = await file([
      `${rows.ada},Ada.Lovelace@Example.com,2026-11-01`,
      `${rows.zoe},zoe@example.com,2026-10-15`,
      `${rows.sam},,`,
    ]);
    const dry = await run('operators', 'import', { file: name, dryRun: true });
    expect(dry).toContain("  2 holders' addresses to add, 0 to change");
    expect(dry).not.toMatch(/example\.com/i);
    expect(await contacts()).toEqual({});
    const done = await run('operators', 'import', { file: name });
    expect(done).not.toMatch(/example\.com/i);
    expect(done.split('\n').at(-1)).toBe(
      "3 added, 0 changed, 0 unchanged, 0 removed; kept in the trail as Ada. 2 holders' addresses added, 0 changed.",
    );
    expect(await contactOf(db, 'ZZ500001')).toEqual({
      email: 'Ada.Lovelace@example.com',
      consent: { at: new Date('2026-11-01T00:00:00Z'), by: 'Ada', via: 'import' },
    });
    expect((await contacts()).ZZ500002?.deleteAt.toDate()).toEqual(
      new Date(Date.parse('2029-06-30T00:00:00Z') + contactRetentionDays * 86_400_000),
    );
    expect(await contactOf(db, 'ZZ500003')).toBeUndefined();
    // The register's records hold what the check shows, and no address.
    const stored = JSON.stringify(
      (await db.collection(operatorRegister.collection).get()).docs.map((doc) => doc.data()),
    );
    expect(stored).not.toMatch(/example\.com|email/i);
  });

  it('change only an address that differs, leaving one the same as it is (an unsubscription stands)', async () => {
    await unsubscribe(db, 'ZZ500002', new Date('2026-11-20T00:00:00Z'));
    const name = await file([
      `${rows.ada},ada.new@example.com,2026-11-25`,
      `${rows.zoe},ZOE@example.com,2026-11-25`,
      `${rows.sam},sam@example.com,2026-11-25`,
    ]);
    const dry = await run('operators', 'import', { file: name, dryRun: true });
    expect(dry).toContain("  1 holder's address to add, 1 to change");
    expect(dry).not.toMatch(/example\.com/i);
    const done = await run('operators', 'import', { file: name });
    expect(done.split('\n').at(-1)).toMatch(/ 1 holder's address added, 1 changed\.$/);
    expect((await contactOf(db, 'ZZ500001'))?.email).toBe('ada.new@example.com');
    expect(await contactOf(db, 'ZZ500002')).toEqual({
      email: 'zoe@example.com',
      consent: { at: new Date('2026-10-15T00:00:00Z'), by: 'Ada', via: 'import' },
      unsubscribedAt: new Date('2026-11-20T00:00:00Z'),
    });
    expect((await contactOf(db, 'ZZ500003'))?.consent.at).toEqual(new Date('2026-11-25T00:00:00Z'));
    // The same file again: nothing to do.
    const again = await run('operators', 'import', { file: name, dryRun: true });
    expect(again).not.toContain('address');
  });

  it('count a renewal’s contact’s keeping from the new last day, and are not written back by an export', async () => {
    const name = await file([
      `${rows.ada.replace('2030-03-31', '2031-03-31')},,`,
      rows.zoe.concat(',,'),
      rows.sam.concat(',,'),
    ]);
    await run('operators', 'import', { file: name });
    expect((await contacts()).ZZ500001?.deleteAt.toDate()).toEqual(
      new Date(Date.parse('2031-03-31T00:00:00Z') + contactRetentionDays * 86_400_000),
    );
    expect((await contactOf(db, 'ZZ500001'))?.email).toBe('ada.new@example.com');
    await run('operators', 'export', { file: 'export.csv', cwd: folder });
    const exported = await readFile(path.join(folder, 'export.csv'), 'utf8');
    expect(exported.split(/\r?\n/)[0]).not.toMatch(/email/);
    expect(exported).not.toMatch(/example\.com/i);
  });
});
