// A StrykerJS reporter (stryker.config.mjs, `survivors`) that writes each mutant no test detected
// as soon as it is known, to `survivors.txt` beside the run's report: a part runs for an hour or
// more, and its report comes only at the end. One line each: where, the mutator, what it became.
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PluginKind, declareClassPlugin } from '@stryker-mutator/api/plugin';

const file = path.join(process.env.MUTATION_REPORTS ?? '.mutation', 'survivors.txt');

class Survivors {
  constructor() {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, '');
  }

  /** @param {import('@stryker-mutator/api/core').MutantResult} mutant */
  onMutantTested(mutant) {
    if (mutant.status !== 'Survived' && mutant.status !== 'NoCoverage') return;
    const { line, column } = mutant.location.start;
    const replacement = (mutant.replacement ?? '').replace(/\s+/g, ' ').slice(0, 120);
    appendFileSync(
      file,
      `${mutant.fileName}:${line}:${column + 1} ${mutant.status}${mutant.static ? ' static' : ''} ${mutant.mutatorName}: ${replacement}\n`,
    );
  }
}

export const strykerPlugins = [declareClassPlugin(PluginKind.Reporter, 'survivors', Survivors)];
