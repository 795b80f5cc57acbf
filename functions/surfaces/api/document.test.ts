// The employers' API's OpenAPI document as an integrator meets it: linted by Redocly's own
// recommended rules with no error and no warning, and a client generated from it by
// openapi-typescript (its defaults), driven by openapi-fetch, that compiles with TypeScript's
// strict checks and knows a match's fields from its outcome.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { apiDocument } from './document.js';

/** The project's folder, where the generated client's imports resolve. */
const root = path.resolve(import.meta.dirname, '../../..');

const siteUrl = 'https://www.motas.org.uk';
const folder = await mkdtemp(path.join(tmpdir(), 'api-client-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

/**
 * What an integrator writes against the generated types: a check through openapi-fetch, and each
 * result read by its outcome. It compiles only if a match has a name, a status and a receipt, a
 * no-match has a receipt, and neither is confused with the other.
 */
const integratorsCode = `
import createClient from 'openapi-fetch';
import type { components, paths } from './api';

type Result = components['schemas']['CheckResult'];

export function describeResult(result: Result): string {
  switch (result.outcome) {
    case 'match': {
      const since: string | undefined = result.statusSince;
      return \`\${result.name}: \${result.status} until \${result.validUntil}, \${result.categories.join(', ')}, \${result.receipt.length} \${since ?? ''}\`;
    }
    case 'no-match':
      return \`no match: \${result.reference} \${result.receipt.length}\`;
    case 'invalid':
      return \`not checked: \${result.problem}\`;
    case 'limited':
      return \`try again after \${result.retryAt}\`;
  }
}

export async function checkCrew(key: string) {
  const client = createClient<paths>({ baseUrl: 'https://www.motas.org.uk' });
  const { data, error, response } = await client.POST('/api/v1/checks', {
    headers: { Authorization: \`Bearer \${key}\`, 'idempotency-key': 'crew-2026-11-27' },
    body: { checks: [{ number: 'MO123456', surname: 'Lovelace' }], watch: true },
  });
  if (error) return \`\${error.code} (\${response.headers.get('Request-Id')}): \${error.detail}\`;
  return data.results.map(describeResult).join('\\n');
}
`;

describe('the API’s OpenAPI document', () => {
  it('lints clean with Redocly’s recommended rules: no error, no warning', async () => {
    const problems = await lintFromString({
      source: JSON.stringify(apiDocument(siteUrl)),
      absoluteRef: path.join(folder, 'openapi.json'),
      config: await createConfig({ extends: ['recommended'] }),
    });
    expect(
      problems.map(
        (problem) =>
          `${problem.severity} ${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer})`,
      ),
    ).toEqual([]);
  });

  // A whole compile against the DOM's types: 1.6 s alone, but 32 s once on these two cores beside
  // a full `npm test` and two other suites, past even the unit tests' 30 s.
  it(
    'makes a client (openapi-typescript, its defaults) that compiles and narrows a result by its outcome',
    { timeout: 120_000 },
    async () => {
      const types = astToString(
        await openapiTS(/** @type {never} */ JSON.parse(JSON.stringify(apiDocument(siteUrl)))),
      );
      await writeFile(path.join(folder, 'api.d.ts'), types);
      await writeFile(path.join(folder, 'integrator.ts'), integratorsCode);
      const program = ts.createProgram([path.join(folder, 'integrator.ts')], {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        skipLibCheck: true,
        // openapi-fetch, from the project's own packages.
        typeRoots: [],
        baseUrl: root,
        paths: { 'openapi-fetch': [path.join(root, 'node_modules/openapi-fetch')] },
      });
      const errors = ts
        .getPreEmitDiagnostics(program)
        .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      expect(errors).toEqual([]);
    },
  );

  it('names each notice by its event, and promises when a failed one is tried again', () => {
    const document = JSON.parse(JSON.stringify(apiDocument(siteUrl)));
    const standingEvents = [
      'registration.suspended',
      'registration.expired',
      'registration.expiring',
      'registration.removed',
      'registration.current',
    ];
    expect(Object.keys(document.webhooks)).toEqual([...standingEvents, 'webhook.test']);
    expect(document.components.schemas.StandingNotice.properties.type.enum).toEqual(standingEvents);
    expect(document.components.schemas.TestNotice.properties.type.enum).toEqual(['webhook.test']);
    const expiring = document.webhooks['registration.expiring'].post;
    expect(expiring.summary).toBe('A watched person’s registration expires within 30 days');
    expect(expiring.description).toMatch(
      /or no answer within 5 seconds, is tried again after 1, 5, 30, 120 and 720 minutes\.$/,
    );
    expect(document.paths['/api/v1/deliveries'].get.summary).toBe(
      'The account’s webhook deliveries of the last 30 days, each attempt logged',
    );
  });
});
