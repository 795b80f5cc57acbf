// A StrykerJS reporter (stryker.config.mjs, `survivors`) that writes each mutant no test detected
// as soon as it is known, to `survivors.txt` beside the run's report: a part runs for an hour or
// more, and its report comes only at the end. One line each: where, the mutator, what it became.
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PluginKind, commonTokens, declareClassPlugin, tokens } from '@stryker-mutator/api/plugin';

class Survivors {
  static inject = tokens(commonTokens.options);

  /** @param {import('@stryker-mutator/api/core').StrykerOptions} options */
  constructor(options) {
    // Beside the run's JSON report, wherever the configuration puts it.
    this.file = path.join(path.dirname(options.jsonReporter.fileName), 'survivors.txt');
    mkdirSync(path.dirname(this.file), { recursive: true });
    writeFileSync(this.file, '');
  }

  /** @param {import('@stryker-mutator/api/core').MutantResult} mutant */
  onMutantTested(mutant) {
    if (mutant.status !== 'Survived' && mutant.status !== 'NoCoverage') return;
    // Both as an editor counts them: StrykerJS's report counts lines and columns from 1.
    const { line, column } = mutant.location.start;
    const replacement = (mutant.replacement ?? '').replace(/\s+/g, ' ').slice(0, 120);
    appendFileSync(
      this.file,
      `${mutant.fileName}:${line}:${column} ${mutant.status}${mutant.static ? ' static' : ''} ${mutant.mutatorName}: ${replacement}\n`,
    );
  }
}

export const strykerPlugins = [declareClassPlugin(PluginKind.Reporter, 'survivors', Survivors)];
