// Whether a post comes from a page of another site: the site's own forms (the checks, the report,
// the crew check) are same-origin, with JavaScript on or off, and a page anywhere on the web may
// not spend the tries, the quota or the key of whoever visits it.

/**
 * The host (and port) of an address, in lower case; undefined for none, or for `null`.
 * @param {string | undefined} address
 */
function hostOf(address) {
  try {
    return address ? new URL(address).host.toLowerCase() || undefined : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a request says it comes from another site: a browser's `Sec-Fetch-Site: cross-site`, or
 * (from a browser too old to send that, which still sends Origin with a POST) an origin that is
 * neither the site's address (behind Hosting the function is asked at an address of its own) nor
 * the address the request was made to. `null` (a sandboxed page, a file) is no origin of the
 * site's.
 * @param {(name: string) => string | undefined} header a request's header, by its name
 * @param {string | undefined} siteUrl
 */
export function fromAnotherSite(header, siteUrl) {
  if (header('sec-fetch-site') === 'cross-site') return true;
  const origin = header('origin');
  if (origin === undefined) return false;
  const host = hostOf(origin);
  if (!host) return true;
  const own = [hostOf(siteUrl), header('host'), header('x-forwarded-host')]
    .flatMap((value) => String(value ?? '').split(','))
    .map((value) => value.trim().toLowerCase())
    .filter(Boolean);
  return !own.includes(host);
}
