// The register commands' entry and their terminal: the register named or the usage given, a
// question answered yes or not, and progress rewritten in place no more than ten times a second.
import { PassThrough } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { registers } from '../../functions/registers/registers.js';
import { listStatuses } from '../../functions/registers/commands/words.js';
import { adminCommand, terminalConfirm, terminalProgress, usageOf } from './admin.mjs';
import { checkRegisterOptions, readArguments, requests, trailActions } from './requests.mjs';

/** What a register's subcommand is asked, as the command line reads it. */
function ask(name: keyof typeof registers, args: string[]) {
  const usage = usageOf(name);
  const { values, positionals } = readArguments(args, usage);
  const [command = '', ...rest] = positionals;
  return { name, register: registers[name], command, rest, values, cwd: '/', usage };
}

describe('adminCommand', () => {
  it('asks for a register by name, with the usage, as a mistake (exit code 2)', () => {
    for (const args of [[], ['staff'], ['toString'], ['constructor', 'import']])
      expect(() => adminCommand(args), args.join(' ')).toThrow(
        expect.objectContaining({
          exitCode: 2,
          message: expect.stringMatching(
            /name a register: operators, providers, instructors[^]*Usage: node scripts\/registers\/admin\.mjs operators\|providers\|instructors COMMAND/,
          ),
        }),
      );
  });

  it('gives a register’s usage alone when no command is named', async () => {
    await expect(adminCommand(['operators'])).rejects.toMatchObject({
      exitCode: 2,
      message: usageOf('operators'),
    });
  });

  it('lists the accounts’ keys and webhooks among the employers’ commands only', () => {
    for (const line of ['keys create ACCOUNT', 'webhook ACCOUNT URL']) {
      expect(usageOf('employers')).toContain(line);
      expect(usageOf('operators')).not.toContain(line);
    }
    expect(usageOf('operators')).toContain('--photos FOLDER');
    expect(usageOf('employers')).not.toContain('--photos FOLDER');
  });

  it('names each command a register takes, and no other, and only the options it has', () => {
    // The commands for one register only: the others' readers refuse them (keys and webhooks,
    // their commands: functions/registers/commands/keys.js, webhook.js).
    const onlyFor: Record<string, keyof typeof registers> = {
      provisional: 'operators',
      confirm: 'operators',
      refuse: 'operators',
      reminders: 'operators',
      people: 'providers',
      keys: 'employers',
      webhook: 'employers',
    };
    for (const name of Object.keys(registers) as (keyof typeof registers)[]) {
      const usage = usageOf(name);
      for (const [command, read] of Object.entries(requests)) {
        const takes = (onlyFor[command] ?? name) === name;
        expect(new RegExp(`^ {2}${command} `, 'm').test(usage), `${name}: ${command}`).toBe(takes);
        if (takes || command === 'keys' || command === 'webhook') continue;
        expect(() => read(ask(name, [command]))).toThrow(
          `${command} is for the ${onlyFor[command]}' register`,
        );
      }
      expect(usage.includes('--photos'), `${name}: --photos`).toBe(registers[name].photos);
      expect(usage.includes('--provider'), `${name}: --provider`).toBe(
        registers[name].needsProviders,
      );
      expect(
        usage.split('\n').find((line) => line.startsWith('  list ')),
        name,
      ).toBe(
        `  list              [--status ${listStatuses(registers[name]).join('|')} [--within DAYS]] [--category CODE]${registers[name].needsProviders ? ' [--provider NUMBER]' : ''}`,
      );
    }
  });

  it('offers each command the options its register takes for it', () => {
    // A command's entry: its line and the lines under it, up to the next command's.
    const entry = (usage: string, command: string) =>
      new RegExp(`^ {2}${command} [^]*?(?=\\n {2}\\S|\\n\\n)`, 'm').exec(usage)?.[0] ?? '';
    const takes = (name: keyof typeof registers, args: string[]) => {
      try {
        const asked = ask(name, args);
        checkRegisterOptions(asked);
        requests[asked.command as keyof typeof requests](asked);
        return true;
      } catch {
        return false;
      }
    };
    for (const name of Object.keys(registers) as (keyof typeof registers)[]) {
      const usage = usageOf(name);
      for (const command of ['suspend', 'reinstate'])
        expect(entry(usage, command).includes('--provider NUMBER'), `${name} ${command}`).toBe(
          takes(name, [command, '--provider', 'P1', '--reason', 'x']),
        );
      expect(entry(usage, 'suspend').includes('--since DAY'), `${name} suspend --since`).toBe(
        takes(name, ['suspend', '--provider', 'P1', '--since', '2026-11-01', '--reason', 'x']),
      );
      for (const command of ['import', 'export'])
        expect(entry(usage, command).includes('--photos FOLDER'), `${name} ${command}`).toBe(
          takes(name, [command, 'x.csv', '--photos', 'p']),
        );
    }
  });

  it('offers each action the trail can be filtered by, as alternatives', () => {
    const [, listed = ''] = /\[--action ([^\]]+)\]/.exec(usageOf('operators')) ?? [];
    expect(listed.split('|')).toEqual(trailActions);
    // The actions a change is kept under (functions/registers/changes.js), and an undo's.
    expect(trailActions).toEqual([
      'added',
      're-added',
      'changed',
      'suspended',
      'withdrawn',
      'reinstated',
      'removed',
      'undone',
    ]);
  });

  it('gives the other registers the operators’ usage without what they lack', () => {
    // Each line of another register's usage is one of the operators', but the list's and the
    // export's (their options differ) and those of the commands the operators lack (a command's
    // line and the lines under it): nothing added, nothing mangled.
    const operators = usageOf('operators').split('\n');
    const lacked = /^ {2}(people|keys|webhook) /;
    for (const name of ['providers', 'instructors', 'employers'] as const) {
      let inLacked = false;
      for (const line of usageOf(name).split('\n').slice(1)) {
        if (/^ {2}\S/.test(line)) inLacked = lacked.test(line);
        if (inLacked || /^ {2}list /.test(line)) continue;
        if (/^ {2}export /.test(line))
          expect(line).toBe(
            '  export FILE       the register as a file that imports back unchanged',
          );
        else expect(operators, `${name}: ${line}`).toContain(line);
      }
    }
  });

  it('runs the register’s command with what follows its name', async () => {
    await expect(adminCommand(['operators', 'frobnicate'])).rejects.toMatchObject({
      exitCode: 2,
      message: expect.stringContaining('"frobnicate" is not a command'),
    });
  });
});

describe('terminalConfirm', () => {
  /** The question asked, answered with `typed`: whether it was taken for a yes, and what was shown. */
  async function answered(typed: string) {
    const input = new PassThrough();
    const output = new PassThrough();
    let shown = '';
    output.on('data', (chunk) => (shown += chunk));
    const asked = terminalConfirm('Remove 3 records?', 'ZZ100001\nZZ100002', { input, output });
    input.end(`${typed}\n`);
    return { yes: await asked, shown };
  }

  it('shows what would change, asks, and takes only yes for a yes', async () => {
    const { yes, shown } = await answered('yes');
    expect(yes).toBe(true);
    expect(shown).toBe('ZZ100001\nZZ100002\nRemove 3 records? Type yes to go ahead: ');
    for (const typed of ['y', 'Y', 'YES', '  yes  '])
      expect((await answered(typed)).yes).toBe(true);
    for (const typed of ['', 'no', 'n', 'yess', 'ye', 'yes please', 'oh yes'])
      expect((await answered(typed)).yes, typed).toBe(false);
  });
});

describe('terminalConfirm, answered', () => {
  it('lets go of the terminal, so the command can end', async () => {
    const input = new PassThrough();
    const asked = terminalConfirm('Remove 3 records?', '', { input, output: new PassThrough() });
    expect(input.listenerCount('data')).toBeGreaterThan(0);
    input.write('yes\n');
    expect(await asked).toBe(true);
    expect(input.listenerCount('data')).toBe(0);
  });
});

describe('terminalProgress', () => {
  it('rewrites its line at most every tenth of a second, and ends with the last step', () => {
    const written: string[] = [];
    const output = { isTTY: true, write: (text: string) => written.push(text) };
    let clock = 10_000;
    const now = vi.spyOn(Date, 'now').mockImplementation(() => clock);
    try {
      const progress = terminalProgress(output)!;
      progress('photos read', 100, 2000);
      clock += 99;
      progress('photos read', 200, 2000);
      clock += 1;
      progress('photos read', 1200, 2000);
      progress('photos read', 2000, 2000);
      expect(written).toEqual([
        '\r  photos read: 100 of 2,000',
        '\r  photos read: 1,200 of 2,000',
        '\r  photos read: 2,000 of 2,000\n',
      ]);
    } finally {
      now.mockRestore();
    }
    expect(terminalProgress({ isTTY: false, write: () => true })).toBeUndefined();
  });
});
