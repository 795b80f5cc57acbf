// Which addresses may receive what visitors type (docs/decisions.md, "The contact form" and
// "Nothing placeholder ships"): read by the build (next.config.mjs) and the deploy preflight
// (scripts/deploy/preflight.mjs).

/** Hosts that never leave this machine: the end-to-end tests' stand-in services live there. */
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Why a URL may not receive visitors' data, or undefined if it may: it must be `https:`, or
 * `http:` to this machine (`allowLoopback`, for the tests' local stand-ins).
 * @param {string} url
 * @param {{ allowLoopback?: boolean }} [options]
 * @returns {string | undefined}
 */
export function insecureUrlReason(url, { allowLoopback = false } = {}) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return 'is not an absolute URL';
  }
  if (parsed.protocol === 'https:') return undefined;
  if (allowLoopback && parsed.protocol === 'http:' && loopbackHosts.has(parsed.hostname))
    return undefined;
  return `is ${parsed.protocol} rather than https:, so what visitors send would travel unencrypted`;
}

/**
 * The build's refusals: one line per setting that would send visitors' data insecurely, naming
 * the variable and what to set. Unset settings fall back to safe defaults and pass.
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
export function insecureBuildSettings(env) {
  /** @type {[name: string, fix: string][]} */
  const settings = [
    [
      'NEXT_PUBLIC_CONTACT_FORM_ENDPOINT',
      "set it to the form service's https:// submit address, or unset it for the default",
    ],
  ];
  return settings.flatMap(([name, fix]) => {
    const value = env[name];
    const reason = value ? insecureUrlReason(value, { allowLoopback: true }) : undefined;
    return reason ? [`${name}=${value} ${reason}: ${fix}.`] : [];
  });
}
