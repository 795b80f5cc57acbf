// The build's first step, content validation: the rules content/ must follow that types cannot
// express (lib/content-problems.ts, lib/content-rules.ts: duplicate navigation indexes, missing
// alt text, an image file that does not exist or is declared at the wrong size, a link to a route
// that does not exist…). A mistake fails the build, and so
// `npm start` and `npm run deploy`, with a line naming the file and the field, as the unit tests
// do. The content is TypeScript: esbuild bundles the rules and every content module for Node.
//   node scripts/build/validate-content.mjs
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { projectAlias } from './project-alias.mjs';
import sharp from 'sharp';
import { filesBelow } from './built-files.mjs';
import { isCommand, root } from '../project.mjs';

/** The content modules, by file name: every `content/*.ts` but the types and the tests. */
export const contentModuleFiles = (dir = root) =>
  readdirSync(path.join(dir, 'content'))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'types.ts')
    .sort()
    .map((name) => `content/${name}`);

/**
 * What the rules need to know of the project's files (lib/content-problems.ts, `ProjectFiles`):
 * which public and app files exist, and the pixel size of every image under public/images (a
 * raster image's from its header, an SVG's from its viewBox).
 * @param {string} [dir] the project
 * @returns {Promise<import('../../lib/content-problems').ProjectFiles>}
 */
export async function projectFiles(dir = root) {
  /** @type {Map<string, { width: number, height: number }>} */
  const sizes = new Map();
  for (const file of filesBelow(path.join(dir, 'public/images'), '')) {
    const publicPath = `/images/${file.split(path.sep).join('/')}`;
    const full = path.join(dir, 'public/images', file);
    if (file.endsWith('.svg')) {
      const box = /viewBox="[\d.-]+[ ,]+[\d.-]+[ ,]+([\d.]+)[ ,]+([\d.]+)"/.exec(
        readFileSync(full, 'utf8'),
      );
      if (box) sizes.set(publicPath, { width: Number(box[1]), height: Number(box[2]) });
    } else {
      const { width, height } = await sharp(full).metadata();
      if (width && height) sizes.set(publicPath, { width, height });
    }
  }
  return {
    publicFileExists: (publicPath) => existsSync(path.join(dir, 'public', publicPath)),
    imageSize: (publicPath) => sizes.get(publicPath),
    appFileExists: (appPath) => existsSync(path.join(dir, 'app', appPath)),
  };
}

/**
 * Every problem with the project's content (an empty list: sound).
 * @param {string} [dir] the project
 * @returns {Promise<string[]>}
 */
export async function contentProblemsOf(dir = root) {
  const files = contentModuleFiles(dir);
  const entry = [
    `import { contentProblems } from './lib/content-problems';`,
    ...files.map((file, i) => `import * as m${i} from './${file}';`),
    `export { contentProblems };`,
    `export const modules = [${files.map((file, i) => `{ file: '${file}', exports: m${i} }`).join(', ')}];`,
  ].join('\n');
  const bundle = await esbuild.build({
    stdin: { contents: entry, resolveDir: dir, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    plugins: [projectAlias(dir)],
    write: false,
    absWorkingDir: dir,
    logLevel: 'error',
  });
  // Inside the project, so the bundle's packages (`packages: 'external'`) resolve from its node_modules.
  const cache = path.join(dir, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const temporary = mkdtempSync(path.join(cache, 'content-validation-'));
  const file = path.join(temporary, 'validate.mjs');
  try {
    // One entry, bundled: one output file.
    writeFileSync(file, /** @type {esbuild.OutputFile} */ (bundle.outputFiles[0]).text);
    const { contentProblems, modules } = await import(pathToFileURL(file).href);
    return contentProblems(modules, await projectFiles(dir));
  } finally {
    rmSync(temporary, { recursive: true, force: true });
  }
}

/** The build step: throws, listing every problem, if the content has any. */
export async function run() {
  const problems = await contentProblemsOf();
  if (problems.length > 0)
    throw new Error(
      `content/ has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n  ${problems.join('\n  ')}`,
    );
  return `${contentModuleFiles().length} content modules validated`;
}

if (isCommand(import.meta.url))
  await run().then(console.log, (error) => {
    console.error(error.message);
    process.exit(1);
  });
