// What `npm run staff` refuses before it reaches any Firestore: a command it does not know, the
// wrong number of addresses, a role the console has not, and an emulator that is not there.
import { describe, expect, it } from 'vitest';
import { staffCommand, staffUsage } from './staff.mjs';

/** The first line of what the command refused, having checked it is a mistake with the usage. */
async function refused(args: string[], env: Record<string, string | undefined> = {}) {
  const error = (await staffCommand(args, { env }).catch((thrown: Error) => thrown)) as Error & {
    exitCode?: number;
  };
  expect(error, args.join(' ')).toBeInstanceOf(Error);
  return { line: error.message.split('\n')[0], exitCode: error.exitCode, message: error.message };
}

describe('staffCommand', () => {
  it('gives its usage when asked, and alone when no command is named', async () => {
    expect(await staffCommand(['help'], { env: {} })).toBe(staffUsage);
    expect(staffUsage).toContain(
      'invite EMAIL --role ROLE …   invite one (or give them other roles): reader, keeper, administrator\n',
    );
    expect(await refused([])).toEqual({
      line: staffUsage.split('\n')[0],
      exitCode: 2,
      message: staffUsage,
    });
  });

  it('names each mistake in its arguments, with the usage (exit code 2)', async () => {
    for (const [args, line] of [
      [['promote', 'a@example.com'], '"promote" is not a command'],
      [['list', 'a@example.com'], 'list takes nothing more'],
      [['invite'], 'invite takes one email address'],
      [['remove'], 'remove takes one email address'],
      [['remove', 'a@example.com', 'b@example.com'], 'remove takes one email address'],
    ] as const) {
      const { line: said, exitCode, message } = await refused([...args]);
      expect(said, args.join(' ')).toBe(line);
      expect(exitCode).toBe(2);
      expect(message).toBe(`${line}\n${staffUsage}`);
    }
    expect((await refused(['invite', 'a@example.com', '--role', 'wizard'])).line).toMatch(
      /^--role: /,
    );
  });

  it('says no emulator answers where FIRESTORE_EMULATOR_HOST points, before asking anything', async () => {
    const { message, exitCode } = await refused(['list'], {
      FIRESTORE_EMULATOR_HOST: '127.0.0.1:9',
    });
    expect(message).toBe('no Firestore emulator answers at 127.0.0.1:9 (FIRESTORE_EMULATOR_HOST)');
    expect(exitCode).toBeUndefined();
  });
});
