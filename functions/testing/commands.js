// The register commands as the function's tests run them: straight to functions/registers/commands,
// on the test's own Firestore, with the files they name in the test's folder, made by "Ada" and
// never asking. What the command line adds (reading arguments, choosing a Firestore, the usage and
// its exit code) is scripts/registers/admin.mjs's, and its tests'.
import path from 'node:path';
import { commands } from '../registers/commands/index.js';
import { registers } from '../registers/registers.js';

/** The key a test's webhooks' secrets are derived from: not a secret. */
export const testWebhookSigningKey = 'test-webhook-signing-key';

/**
 * A runner of the register commands on a test's project: `run('employers', 'keys', { action:
 * 'create', account: 'ZZ0601', reason: 'gate' })` answers with the lines the command prints.
 * @param {{
 *   db: import('firebase-admin/firestore').Firestore,
 *   activity?: import('firebase-admin/firestore').Firestore,
 *   projectId: string, folder?: string, now?: () => Date,
 *   webhookSigningKey?: string,
 *   resolve?: (hostname: string) => Promise<string[]>,
 * }} on `folder`: where a file a command names is; `resolve`: how a webhook's name is looked up
 */
export function commandsOn({
  db,
  activity,
  projectId,
  folder = process.cwd(),
  now = () => new Date(),
  webhookSigningKey = testWebhookSigningKey,
  resolve,
}) {
  /**
   * @param {keyof typeof registers} name
   * @param {keyof typeof commands} command
   * @param {Record<string, unknown>} [asked] what the command is asked, as the command line reads
   *   it from its arguments (a `file` relative to the folder)
   * @returns {Promise<string>}
   */
  return (name, command, asked = {}) => {
    const run = /** @type {(run: any) => Promise<string>} */ (commands[command]);
    return run({
      db,
      activity,
      register: registers[name],
      where: `the emulator's ${projectId}`,
      now,
      progress: () => {},
      confirm: async () => true,
      by: 'Ada',
      dryRun: false,
      yes: true,
      allowDemonstration: true,
      demonstrationProject: projectId.startsWith('demo-'),
      webhookSigningKey,
      resolve,
      ...(command === 'import' ? { removeMissing: false, reAdd: [] } : {}),
      ...asked,
      ...(typeof asked.file === 'string' ? { file: path.resolve(folder, asked.file) } : {}),
    });
  };
}
