// The site as `npm run serve` serves it, with one script put first in every page: it keeps each
// script error, failed request, console error and Content Security Policy violation of the page in
// `window.pageProblems`, from before the page's own first script runs. The cross-engine spec reads
// it in Firefox and WebKit alike: WebKit's WebDriver (classic) has no way to run a script before a
// page's own or to read its console, so the page must tell. The script is a same-origin file, which
// the site's policy (`script-src 'self'`) allows; nothing else of the response changes but its
// compression (the proxy asks for none: on loopback it costs nothing).
//   SITE_ORIGIN=http://127.0.0.1:4173 PROXY_PORT=4176 node e2e/engines/watching-proxy.mjs
import http from 'node:http';

const site = new URL(process.env.SITE_ORIGIN ?? 'http://127.0.0.1:4173');
const port = Number(process.env.PROXY_PORT ?? 4176);
const watchPath = '/__page-problems.js';

/** Runs in the page, first: every problem the page meets, as a line of text. */
function watchProblems() {
  /** @type {string[]} */
  const problems = [];
  /** @type {Window & { pageProblems?: string[] }} */ (window).pageProblems = problems;
  addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof Element) {
        // An image or media element, a script or frame, or a link.
        const source = /** @type {{ currentSrc?: string, src?: string, href?: string }} */ (target);
        problems.push(
          `failed to load: <${target.localName}> ${source.currentSrc || source.src || source.href}`,
        );
      } else problems.push(`uncaught: ${event.message} (${event.filename}:${event.lineno})`);
    },
    true,
  );
  addEventListener('unhandledrejection', (event) =>
    problems.push(`unhandled rejection: ${event.reason}`),
  );
  document.addEventListener(
    'securitypolicyviolation',
    (event) =>
      problems.push(
        `policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`,
      ),
    true,
  );
  const consoleError = console.error;
  console.error = (...args) => {
    problems.push(`console error: ${args.map(String).join(' ')}`);
    consoleError.apply(console, args);
  };
}

const watchScript = `(${watchProblems})();\n`;
/** Put after the `<meta charset>`, which must stay in the first 1024 bytes. */
const firstInHead = /<meta charset="[^"]*"\s*\/?>/i;

http
  .createServer((request, response) => {
    if (request.url === watchPath) {
      response
        .writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' })
        .end(watchScript);
      return;
    }
    const upstream = http.request(
      new URL(request.url ?? '/', site),
      {
        method: request.method,
        // As a proxy in front of a site says: the address the browser asked for, which its posts'
        // Origin names (the check refuses a post from any other).
        headers: {
          ...request.headers,
          host: site.host,
          'x-forwarded-host': request.headers.host ?? '',
          'accept-encoding': 'identity',
        },
      },
      (answer) => {
        const html = (answer.headers['content-type'] ?? '').startsWith('text/html');
        // A 304 has no body to change: the browser keeps the page it has, watcher and all.
        if (!html || answer.statusCode === 304) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        /** @type {Buffer[]} */
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          const page = Buffer.concat(chunks).toString('utf8');
          if (!firstInHead.test(page)) {
            response
              .writeHead(502)
              .end(`${request.url}: no <meta charset> to put the watcher after`);
            return;
          }
          const body = page.replace(
            firstInHead,
            (meta) => `${meta}<script src="${watchPath}"></script>`,
          );
          const headers = { ...answer.headers, 'content-length': Buffer.byteLength(body) };
          delete headers['content-encoding'];
          response.writeHead(answer.statusCode ?? 502, headers).end(body);
        });
      },
    );
    upstream.on('error', (error) => response.writeHead(502).end(String(error)));
    request.pipe(upstream);
  })
  .listen(port, '127.0.0.1', () =>
    console.log(`watching proxy for ${site.origin} on http://127.0.0.1:${port}`),
  );
