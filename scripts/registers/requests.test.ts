// What each subcommand of the register commands reads from its arguments (requests.mjs), without
// a Firestore: the command line's own tests (admin.firestore.test.ts) run the same through to the
// register.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { commands } from '../../functions/registers/commands/index.js';
import { registers } from '../../functions/registers/registers.js';
import { categories } from '../../functions/vocabulary/categories.js';
import {
  type Ask,
  checkRegisterOptions,
  readArguments,
  requests,
  trailActions,
} from './requests.mjs';

const usage = 'Usage: npm run operators -- COMMAND [OPTIONS]';
const cwd = '/typed/here';

/** What `npm run NAME -- ARGS` asks, as the command line reads it. */
function ask(name: keyof typeof registers, args: string[]): Ask {
  const { values, positionals } = readArguments(args, usage);
  const [command = '', ...rest] = positionals;
  return { name, register: registers[name], command, rest, values, cwd, usage };
}

/** What `run` threw, as the command line shows it: the message and the exit code; or nothing. */
function mistakeOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    return {
      message: (error as Error).message,
      exitCode: (error as { exitCode?: number }).exitCode,
    };
  }
  return undefined;
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
    const mistake = (name: keyof typeof registers, args: string[]) =>
      mistakeOf(() => request(name, args));
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
    expect(mistake('operators', ['show', 'A1', 'A2'])?.message).toMatch(
      /^show takes one argument\n/,
    );
  });

  it('names each mistake a subcommand’s arguments can hold', () => {
    const first = (name: keyof typeof registers, args: string[]) => {
      const thrown = mistakeOf(() => request(name, args));
      if (!thrown) return undefined;
      expect(thrown.exitCode, args.join(' ')).toBe(2);
      const [line, rest] = thrown.message.split('\n');
      expect(rest, args.join(' ')).toBe(usage);
      return line;
    };
    const cases: [keyof typeof registers, string[], string][] = [
      [
        'operators',
        ['suspend', '--reason', 'x'],
        'suspend needs the numbers to suspend, or --provider NUMBER',
      ],
      [
        'operators',
        ['suspend', 'A1', '--reason', 'x', '--since', '2026-11-01'],
        '--since DAY goes with suspend --provider NUMBER',
      ],
      [
        'operators',
        ['suspend', '--provider', 'P1', '--reason', 'x', '--since', '1 Nov'],
        '--since "1 Nov" is not a day, as 2026-11-01',
      ],
      [
        'operators',
        ['suspend', 'A1', '--provider', 'P1', '--reason', 'x'],
        'suspend takes numbers or --provider, not both',
      ],
      [
        'operators',
        ['reinstate', '--provider', 'P1', '--reason', 'x', '--since', '2026-11-01'],
        '--since DAY goes with suspend --provider NUMBER',
      ],
      ['operators', ['remove', '--reason', 'x'], 'remove needs the numbers to remove'],
      ['operators', ['trail', '--to', '1 Nov'], '--to "1 Nov" is not a day written as YYYY-MM-DD'],
      // A reason of spaces is none, for an import as for any other change of status.
      [
        'operators',
        ['remove', 'A1', '--reason', '  '],
        "remove needs --reason TEXT: why, for the register's trail",
      ],
      [
        'operators',
        ['import', 'in.csv', '--re-add', 'A1', '--reason', '  '],
        "--re-add needs --reason TEXT: why they come back, for the register's trail",
      ],
      [
        'operators',
        ['import', 'in.csv', '--remove-missing', '--reason', ' '],
        "--remove-missing needs --reason TEXT: why they go, for the register's trail",
      ],
      [
        'operators',
        ['trail', '--from', '1 Nov'],
        '--from "1 Nov" is not a day written as YYYY-MM-DD',
      ],
      [
        'operators',
        ['list', '--category', 'ZZ'],
        `--category "ZZ" not a category; use: ${Object.keys(categories).join(' ')}`,
      ],
      ['operators', ['list', 'A1'], 'list takes no numbers'],
      [
        'operators',
        ['list', '--status', 'expiring', '--within', 'soon'],
        '--within "soon" is not a number of days',
      ],
      [
        'operators',
        ['list', '--status', 'expiring', '--within=-1'],
        '--within "-1" is not a number of days',
      ],
      ['operators', ['runs', 'A1'], 'runs takes no arguments'],
      ['operators', ['search'], 'search needs a name'],
      ['operators', ['trail', 'A1'], 'trail takes no numbers; see history NUMBER'],
      [
        'operators',
        ['trail', '--action', 'deleted'],
        `--action "deleted" is not one of: ${trailActions.join(', ')}`,
      ],
      ['employers', ['keys', 'list'], 'keys needs create, list or revoke, and an account'],
      ['employers', ['webhook'], 'webhook needs an account, and an address or --remove'],
      ['employers', ['webhook', 'E1'], 'webhook takes an address, or --remove, not both'],
      [
        'employers',
        ['webhook', 'E1', 'https://example.com/', '--remove'],
        'webhook takes an address, or --remove, not both',
      ],
      ['providers', ['provisional'], "provisional is for the operators' register"],
      ['providers', ['reminders'], "reminders is for the operators' register"],
      ['operators', ['reminders', 'now'], 'reminders takes no arguments'],
      [
        'operators',
        ['confirm', 'R1', '--provider', 'P1'],
        'confirm takes result ids or --provider, not both',
      ],
      [
        'operators',
        ['confirm'],
        "confirm needs the results' ids (from `provisional`), or --provider NUMBER",
      ],
      ['operators', ['people', 'P1'], "people is for the providers' register"],
      ['providers', ['people'], "people needs the provider's accreditation number"],
      [
        'providers',
        ['people', 'P1', 'promote', 'a@example.com'],
        'people P1 takes invite EMAIL or remove EMAIL',
      ],
      ['providers', ['people', 'P1', 'remove'], 'people P1 remove takes one email address'],
      [
        'providers',
        ['people', 'P1', 'remove', 'a@example.com', 'b@example.com'],
        'people P1 remove takes one email address',
      ],
      [
        'providers',
        ['people', 'P1', 'invite', 'a@example.com'],
        'invite needs --role administrator|submitter|approver (one or more)',
      ],
    ];
    for (const [name, args, line] of cases) expect(first(name, args), args.join(' ')).toBe(line);
    // And what each reads when it is right.
    expect(
      request('employers', ['webhook', 'E1', 'https://example.com/', '--reason', ' HR ']),
    ).toEqual({
      writes: true,
      asked: { account: 'E1', url: 'https://example.com/', reason: 'HR' },
    });
    expect(request('employers', ['webhook', 'E1', '--remove']).asked).toEqual({
      account: 'E1',
      url: undefined,
      reason: undefined,
    });
    expect(request('operators', ['reminders'])).toEqual({ writes: false, asked: {} });
    for (const action of ['remove', 'invite'])
      expect(
        request('providers', ['people', 'P1', action, 'a@example.com', '--role', 'approver']),
      ).toMatchObject({ writes: true, asked: { action, email: 'a@example.com' } });
    expect(request('providers', ['people', 'P1'])).toEqual({
      writes: false,
      asked: { provider: 'P1', action: undefined, email: undefined, roles: [] },
    });
  });

  it('reads what each subcommand is asked, as the command runs it', () => {
    const at = (file: string) => path.resolve(cwd, file);
    const cases: [keyof typeof registers, string[], unknown][] = [
      [
        'operators',
        ['import', 'in.csv', '--re-add', 'A1, A2,', '--re-add', 'A3', '--reinstate', 'A4,A5'],
        {
          writes: true,
          asked: {
            file: at('in.csv'),
            photos: undefined,
            removeMissing: false,
            reAdd: ['A1', 'A2', 'A3'],
            reinstate: ['A4', 'A5'],
            earlier: [],
            expectRemoved: undefined,
            reason: 'why',
          },
        },
      ],
      [
        'operators',
        ['suspend', '--provider', 'tp1', '--since', '2026-11-01'],
        {
          writes: true,
          asked: { reason: 'why', provider: 'TP1', since: '2026-11-01', numbers: [] },
        },
      ],
      [
        'operators',
        ['suspend', 'A1'],
        {
          writes: true,
          asked: { reason: 'why', provider: undefined, since: undefined, numbers: ['A1'] },
        },
      ],
      ['operators', ['restore', 'A1'], { writes: true, asked: { reason: 'why', number: 'A1' } }],
      [
        'operators',
        ['remove', 'A1', 'A2', '--expect', ' 2 '],
        { writes: true, asked: { reason: 'why', numbers: ['A1', 'A2'], expectRemoved: 2 } },
      ],
      [
        'operators',
        ['list', '--status', 'EXPIRING', '--within', '0', '--category', 'ex'],
        {
          writes: false,
          asked: { status: 'expiring', within: 0, category: 'EX', provider: undefined },
        },
      ],
      ['operators', ['show', 'A1'], { writes: false, asked: { number: 'A1' } }],
      ['operators', ['history', 'A1'], { writes: false, asked: { number: 'A1' } }],
      ['operators', ['runs'], { writes: false, asked: {} }],
      ['operators', ['removed'], { writes: false, asked: {} }],
      ['operators', ['search', 'Jo', 'Bloggs'], { writes: false, asked: { name: 'Jo Bloggs' } }],
      [
        'operators',
        ['trail', '--from', '2026-11-01', '--to', '2026-11-02', '--csv', 'trail.csv'],
        {
          writes: false,
          asked: {
            from: '2026-11-01',
            to: '2026-11-02',
            person: undefined,
            action: undefined,
            csv: at('trail.csv'),
            cwd,
          },
        },
      ],
      [
        'operators',
        ['undo', '12', '--also', 'A1,A2'],
        { writes: true, asked: { reason: 'why', runNumber: '12', also: ['A1', 'A2'] } },
      ],
      [
        'employers',
        ['keys', 'revoke', 'E1', 'k1'],
        { writes: true, asked: { action: 'revoke', account: 'E1', keyId: 'k1', reason: 'why' } },
      ],
      [
        'operators',
        ['confirm', '--provider', ' tp1 '],
        { writes: true, asked: { ids: [], provider: 'TP1', reason: 'why' } },
      ],
      [
        'operators',
        ['refuse', 'R1', 'R2'],
        { writes: true, asked: { ids: ['R1', 'R2'], provider: undefined, reason: 'why' } },
      ],
    ];
    for (const [name, args, read] of cases)
      expect(request(name, [...args, '--reason', ' why ']), args.join(' ')).toEqual(read);
    expect(request('operators', ['export', 'out.csv']).writes).toBe(false);
    // A count typed is digits, and only digits.
    for (const typed of ['1e3', '-1', '2x', 'x2', '1.5'])
      expect(
        mistakeOf(() =>
          request('operators', ['remove', 'A1', '--reason', 'x', `--expect=${typed}`]),
        )?.message,
        typed,
      ).toMatch(new RegExp(`^--expect "${typed.replace('.', '\\.')}" is not a count`));
  });

  it('refuses an option the register does not take', () => {
    const refused = (name: keyof typeof registers, args: string[]) =>
      mistakeOf(() => checkRegisterOptions(ask(name, args)))?.message.split('\n')[0];
    expect(refused('providers', ['list', '--provider', 'P1'])).toBe(
      '--provider is for the operators and the instructors',
    );
    expect(refused('instructors', ['list', '--provider', 'P1'])).toBeUndefined();
    expect(refused('providers', ['export', 'x.csv', '--photos', 'p'])).toBe(
      "--photos is for the operators: the providers' register has no photographs",
    );
    expect(refused('operators', ['export', 'x.csv', '--photos', 'p'])).toBeUndefined();
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
