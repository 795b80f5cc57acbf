// What each subcommand of the register commands reads from its arguments (requests.mjs), without
// a Firestore: the command line's own tests (admin.firestore.test.ts) run the same through to the
// register.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { commands } from '../../functions/registers/commands/index.js';
import { registers } from '../../functions/registers/registers.js';
import { type Ask, readArguments, requests } from './requests.mjs';

const usage = 'Usage: npm run operators -- COMMAND [OPTIONS]';
const cwd = '/typed/here';

/** What `npm run NAME -- ARGS` asks, as the command line reads it. */
function ask(name: keyof typeof registers, args: string[]): Ask {
  const { values, positionals } = readArguments(args, usage);
  const [command = '', ...rest] = positionals;
  return { name, register: registers[name], command, rest, values, cwd, usage };
}

/** The request a subcommand reads from `args`. */
const request = (name: keyof typeof registers, args: string[]) => {
  const asked = ask(name, args);
  return requests[asked.command as keyof typeof requests](asked);
};

describe('the requests of the register commands', () => {
  it('has a reader for every command, and none for a command there is not', () => {
    expect(Object.keys(requests).sort()).toEqual(Object.keys(commands).sort());
  });

  it('reads an import: the file from the folder typed in, the numbers to re-add however listed', () => {
    expect(
      request('operators', [
        'import',
        'file.csv',
        '--re-add',
        'A1, A2',
        '--re-add',
        'A3',
        '--reason',
        ' back ',
        '--reinstate',
        'B1,B2',
        '--earlier',
        'C1',
        '--remove-missing',
        '--expect',
        '9900',
      ]),
    ).toEqual({
      writes: true,
      asked: {
        file: path.resolve(cwd, 'file.csv'),
        photos: undefined,
        removeMissing: true,
        reAdd: ['A1', 'A2', 'A3'],
        reinstate: ['B1', 'B2'],
        earlier: ['C1'],
        expectRemoved: 9900,
        reason: 'back',
      },
    });
    // The count of a removal is a whole number, typed.
    expect(() => request('operators', ['remove', 'A1', '--reason', 'x', '--expect', '5%'])).toThrow(
      '--expect "5%" is not a count',
    );
  });

  it('refuses a mistake with the usage, as one the caller corrects (exit code 2)', () => {
    const mistake = (name: keyof typeof registers, args: string[]) => {
      try {
        request(name, args);
      } catch (error) {
        return {
          message: (error as Error).message,
          exitCode: (error as { exitCode?: number }).exitCode,
        };
      }
      return undefined;
    };
    expect(mistake('operators', ['remove', 'A1'])).toEqual({
      message: `remove needs --reason TEXT: why, for the register's trail\n${usage}`,
      exitCode: 2,
    });
    expect(
      mistake('providers', ['suspend', '--provider', 'P1', '--reason', 'why'])?.message,
    ).toMatch(
      /^suspend --provider is for the operators a provider trained; name the providers by number\n/,
    );
    expect(mistake('operators', ['list', '--within', '5'])?.message).toMatch(
      /^--within DAYS goes with --status expiring\n/,
    );
    expect(mistake('operators', ['show'])?.message).toMatch(
      /^show takes one argument, and got none\n/,
    );
  });

  it('writes only for the subcommands that change the register', () => {
    expect(request('operators', ['list']).writes).toBe(false);
    expect(request('employers', ['keys', 'list', 'E1']).writes).toBe(false);
    expect(request('employers', ['keys', 'create', 'E1']).writes).toBe(true);
    expect(request('operators', ['undo', '12', '--reason', 'wrong file']).writes).toBe(true);
  });

  it('exports the operators’ photographs beside the file unless --photos says', () => {
    expect(request('operators', ['export', 'out/register.csv']).asked.photos).toBe(
      path.resolve(cwd, 'out/register-photos'),
    );
    expect(request('providers', ['export', 'providers.csv']).asked.photos).toBeUndefined();
  });
});
