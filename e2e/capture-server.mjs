// Stands in for the form service in end-to-end tests: records each native form POST and, like
// the real service, redirects the browser to the form's `redirect` field. GET /submissions lists
// what was received. It stands in for the scheme's look-up portal too: GET /operator-check records
// its query (the operator check form's fields) and GET /operator-checks lists them.
import { createServer } from 'node:http';

const port = Number(process.env.CAPTURE_PORT ?? 4174);
/** @type {{ contentType: string | undefined, fields: Record<string, string> }[]} */
const submissions = [];
/** @type {Record<string, string>[]} */
const operatorChecks = [];

createServer((request, response) => {
  if (request.method === 'POST' && request.url === '/submit') {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const fields = Object.fromEntries(new URLSearchParams(body));
      submissions.push({ contentType: request.headers['content-type'], fields });
      response.writeHead(303, { Location: fields.redirect ?? '/' }).end();
    });
    return;
  }
  const url = new URL(request.url ?? '/', 'http://capture');
  if (request.method === 'GET' && url.pathname === '/operator-check') {
    operatorChecks.push(Object.fromEntries(url.searchParams));
    response
      .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      .end('<!doctype html><title>Look-up portal</title><h1>Look-up portal</h1>');
    return;
  }
  if (url.pathname === '/favicon.ico') {
    response.writeHead(204).end();
    return;
  }
  if (request.method === 'GET' && url.pathname === '/operator-checks') {
    response
      .writeHead(200, { 'Content-Type': 'application/json' })
      .end(JSON.stringify(operatorChecks));
    return;
  }
  if (request.method === 'GET' && request.url === '/submissions') {
    response
      .writeHead(200, { 'Content-Type': 'application/json' })
      .end(JSON.stringify(submissions));
    return;
  }
  response.writeHead(404).end();
}).listen(port, '127.0.0.1', () => console.log(`capture server on http://127.0.0.1:${port}`));
