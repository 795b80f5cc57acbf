import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A bare Next.js App Router page, built with the project's own Next.js, as the baseline that
 * JavaScript budgets and benchmarks are measured against.
 */
const nextConfig = {
  output: 'export',
  turbopack: { root: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..') },
};

export default nextConfig;
