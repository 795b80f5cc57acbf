// What the deploy grants the check's function: its own account, and each role on one database.
import { describe, expect, it } from 'vitest';
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
});
