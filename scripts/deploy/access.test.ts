// What the deploy grants the check's function: its own account, and each role on one database.
import { describe, expect, it } from 'vitest';
import { checkFunctionAccount, checkFunctionEmail } from '../../functions/deployment.js';
import { accessCommands } from './access.mjs';

describe('accessCommands', () => {
  it('creates the activity database and the account, and grants each role on one database only', () => {
    const commands = accessCommands('motas-live').map(({ command }) => command.join(' '));
    expect(commands).toEqual([
      'gcloud firestore databases create --database=activity --location=europe-west2 --project=motas-live',
      'gcloud iam service-accounts create operator-check --display-name=Operator check (Cloud Function) --project=motas-live',
      'gcloud projects add-iam-policy-binding motas-live --member=serviceAccount:operator-check@motas-live.iam.gserviceaccount.com --role=roles/datastore.viewer --condition=expression=resource.name == "projects/motas-live/databases/(default)",title=operator-check (default)',
      'gcloud projects add-iam-policy-binding motas-live --member=serviceAccount:operator-check@motas-live.iam.gserviceaccount.com --role=roles/datastore.user --condition=expression=resource.name == "projects/motas-live/databases/activity",title=operator-check activity',
    ]);
  });

  it('says what each step is for, and treats an existing database or account as done', () => {
    const commands = accessCommands('motas-live');
    expect(commands.map(({ why }) => why)).toEqual([
      'the database the function writes (activity)',
      'the service account the function runs as',
      'roles/datastore.viewer on (default) only: the function reads the registers',
      'roles/datastore.user on activity only: the function counts tries and keeps fake-card reports',
    ]);
    expect(
      commands.map(({ exists }) => exists?.test('ERROR: ... already exists') ?? false),
    ).toEqual([true, true, false, false]);
  });

  it('names the account as the function declares it, with the secrets it reads', () => {
    expect(checkFunctionAccount.shorthand).toBe(`${checkFunctionAccount.name}@`);
    expect(checkFunctionEmail('p')).toBe('operator-check@p.iam.gserviceaccount.com');
    expect(Object.values(checkFunctionAccount.secrets)).toEqual([
      'CHECK_COUNTER_KEY',
      'CHECK_REFERENCE_KEY',
      'RECEIPT_SIGNING_KEYS',
      'WEBHOOK_SIGNING_KEY',
    ]);
  });
});
