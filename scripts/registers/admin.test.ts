// The register commands' entry and their terminal: the register named or the usage given, a
// question answered yes or not, and progress rewritten in place no more than ten times a second.
import { PassThrough } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { adminCommand, terminalConfirm, terminalProgress, usageOf } from './admin.mjs';

describe('adminCommand', () => {
  it('asks for a register by name, with the usage, as a mistake (exit code 2)', () => {
    for (const args of [[], ['staff'], ['toString'], ['constructor', 'import']])
      expect(() => adminCommand(args), args.join(' ')).toThrow(
        expect.objectContaining({
          exitCode: 2,
          message: expect.stringContaining('name a register: operators, providers, instructors'),
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
