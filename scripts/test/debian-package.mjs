// Finding a tool the tests need, and installing its Debian package when the run is root on Debian
// or Ubuntu (CI's fresh machines): shared by the Chromium and Java finders.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * What `find` returns; if nothing, installs `debianPackage` with apt when running as root and
 * tries again; if still nothing, prints `advice` (one line) and exits.
 * @template T
 * @param {() => T | undefined} find
 * @param {{ debianPackage: string, label: string, advice: string }} options
 * @returns {T}
 */
export function findOrInstall(find, { debianPackage, label, advice }) {
  const found = find();
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log(`${label} not found: installing Debian's "${debianPackage}" package…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', debianPackage], { stdio: 'inherit', env });
    const installed = find();
    if (installed) return installed;
  }
  console.error(advice);
  process.exit(1);
}
