// The project's `@/` imports (tsconfig.json's `paths`) for an esbuild bundle made for Node.
// esbuild reads tsconfig.json's paths only for files outside node_modules: in a copy of the
// project under node_modules (StrykerJS runs its tests in node_modules/.cache/stryker), `@/content`
// looked like a package, stayed external (`packages: 'external'`) and failed to load.
import path from 'node:path';

/**
 * An esbuild plugin that resolves `@/x` to `x` in the project `dir`, wherever the project is.
 * @param {string} dir the project
 * @returns {import('esbuild').Plugin}
 */
export function projectAlias(dir) {
  return {
    name: 'project-alias',
    setup(build) {
      build.onResolve({ filter: /^@\// }, ({ path: imported, kind }) =>
        build.resolve(`./${imported.slice(2)}`, { kind, resolveDir: path.resolve(dir) }),
      );
    },
  };
}
