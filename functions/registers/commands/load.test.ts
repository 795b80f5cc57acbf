// The command line loads each register command only when it runs (load.js): the same commands,
// by the same names, as index.js holds loaded at once.
import { describe, expect, it } from 'vitest';
import { commands } from './index.js';
import { commandLoaders } from './load.js';

describe('the register commands loaded one at a time', () => {
  it('are every command index.js holds, each the same function', async () => {
    expect(Object.keys(commandLoaders).sort()).toEqual(Object.keys(commands).sort());
    for (const [name, load] of Object.entries(commandLoaders))
      expect(await load(), name).toBe(commands[name as keyof typeof commands]);
  });
});
