// What the deploy grants the functions: each its own account, each role on one database or, for
// Authentication's, on the project; and never the public check a way to write the registers.
import { describe, expect, it } from 'vitest';
import {
  checkFunctionAccount,
  checkFunctionEmail,
  functionAccounts,
  portalFunctionAccount,
  registersDatabase,
} from '../../functions/deployment.js';
import { accessCommands } from './access.mjs';

/** The roles that only read Firestore: the check's account may hold no other on the registers. */
const readOnlyRoles = ['roles/datastore.viewer'];

describe('accessCommands', () => {
  it('creates the activity database and both accounts, and grants each role on one database only, or on the project', () => {
    const commands = accessCommands('motas-live').map(({ command }) => command.join(' '));
    expect(commands).toEqual([
      'gcloud firestore databases create --database=activity --location=europe-west2 --project=motas-live',
      'gcloud iam service-accounts create operator-check --display-name=Operator check (Cloud Function) --project=motas-live',
      'gcloud projects add-iam-policy-binding motas-live --member=serviceAccount:operator-check@motas-live.iam.gserviceaccount.com --role=roles/datastore.viewer --condition=expression=resource.name == "projects/motas-live/databases/(default)",title=operator-check (default)',
      'gcloud projects add-iam-policy-binding motas-live --member=serviceAccount:operator-check@motas-live.iam.gserviceaccount.com --role=roles/datastore.user --condition=expression=resource.name == "projects/motas-live/databases/activity",title=operator-check activity',
      'gcloud iam service-accounts create providers-portal --display-name=Providers’ portal (Cloud Function) --project=motas-live',
      'gcloud projects add-iam-policy-binding motas-live --member=serviceAccount:providers-portal@motas-live.iam.gserviceaccount.com --role=roles/datastore.user --condition=expression=resource.name == "projects/motas-live/databases/(default)",title=providers-portal (default)',
      'gcloud projects add-iam-policy-binding motas-live --member=serviceAccount:providers-portal@motas-live.iam.gserviceaccount.com --role=roles/datastore.user --condition=expression=resource.name == "projects/motas-live/databases/activity",title=providers-portal activity',
      // Authentication's users are no database's: a condition on a database would grant nothing,
      // and gcloud, once the policy holds conditions, refuses a script a binding that names none.
      'gcloud projects add-iam-policy-binding motas-live --member=serviceAccount:providers-portal@motas-live.iam.gserviceaccount.com --role=roles/firebaseauth.admin --condition=None',
    ]);
  });

  it('says what each step is for, and treats an existing database or account as done', () => {
    const commands = accessCommands('motas-live');
    expect(commands.map(({ why }) => why)).toEqual([
      'the database the functions count tries in (activity)',
      'the service account the check runs as',
      'roles/datastore.viewer on (default) only: the check reads the registers',
      'roles/datastore.user on activity only: the check counts tries and keeps fake-card reports',
      'the service account the portal runs as',
      'roles/datastore.user on (default) only: the portal keeps the results providers enter and puts them on the register',
      'roles/datastore.user on activity only: the portal counts sign-in tries, and its staff console reads and marks the fake-card reports',
      'roles/firebaseauth.admin on the project: the portal invites people, makes and checks session cookies, revokes them',
    ]);
    expect(
      commands.map(({ exists }) => exists?.test('ERROR: ... already exists') ?? false),
    ).toEqual([true, true, false, false, true, false, false, false]);
  });

  it('names each account as its function declares it, with the secrets it reads', () => {
    expect(functionAccounts).toEqual([checkFunctionAccount, portalFunctionAccount]);
    for (const account of functionAccounts) expect(account.shorthand).toBe(`${account.name}@`);
    expect(checkFunctionEmail('p')).toBe('operator-check@p.iam.gserviceaccount.com');
    expect(Object.values(checkFunctionAccount.secrets)).toEqual([
      'CHECK_COUNTER_KEY',
      'CHECK_REFERENCE_KEY',
      'RECEIPT_SIGNING_KEYS',
      'WEBHOOK_SIGNING_KEY',
    ]);
    // What the handler cannot start without, the second factors' key, and the webhooks' (the
    // staff console shows an account its new signing secret).
    expect(Object.values(portalFunctionAccount.secrets)).toEqual([
      'CHECK_COUNTER_KEY',
      'CHECK_REFERENCE_KEY',
      'RECEIPT_SIGNING_KEYS',
      'PORTAL_SECRET_KEY',
      'WEBHOOK_SIGNING_KEY',
      'SMTP_URL',
    ]);
  });

  it('grants the check’s account no role that writes the registers, nor any on the whole project', () => {
    // As declared…
    for (const { role, database } of checkFunctionAccount.roles) {
      expect(database, role).toBeDefined();
      if (database === registersDatabase) expect(readOnlyRoles, role).toContain(role);
    }
    // …and as granted: every binding of its account that reaches the registers, or everything.
    const member = `--member=serviceAccount:${checkFunctionEmail('motas-live')}`;
    const grants = accessCommands('motas-live')
      .map(({ command }) => command)
      .filter((command) => command.includes('add-iam-policy-binding') && command.includes(member));
    const onRegisters = grants.filter(
      (command) =>
        command.includes('--condition=None') ||
        command.some((part) => part.includes(`/databases/${registersDatabase}"`)),
    );
    expect(
      onRegisters.map((command) => command.find((part) => part.startsWith('--role='))),
    ).toEqual(readOnlyRoles.map((role) => `--role=${role}`));
    // The portal's account is the one that writes them.
    expect(portalFunctionAccount.roles).toContainEqual(
      expect.objectContaining({ role: 'roles/datastore.user', database: registersDatabase }),
    );
  });
});
