// The route table is what firebase.json's rewrites are written from: each route reaches the
// function through Hosting, once.
import { describe, expect, it } from 'vitest';
import { functionPaths } from './records.js';
import { privatePaths, privatePrefixes, rewriteSources, routes } from './routes.js';

describe('the route table', () => {
  it('gives Hosting a rewrite for each route, a wider one covering the paths below it', () => {
    expect(rewriteSources()).toEqual([
      ...functionPaths,
      '/providers/**',
      '/api/v1/checks',
      '/api/v1/watchlist',
      '/api/v1/deliveries',
      '/api/v1/deliveries/**',
      '/api/v1/webhook/test',
      '/api/v1/openapi.json',
      '/.well-known/jwks.json',
      '/verify/result',
    ]);
    expect(
      rewriteSources({
        a: { path: '/a/result' },
        b: { path: '/b/list' },
        c: { path: '/b/*' },
        d: { path: '/bc' },
      }),
    ).toEqual(['/a/result', '/b/**', '/bc']);
  });

  it('names the answers about a person, which are never cached, by their exact paths', () => {
    expect(privatePaths).toEqual([
      ...functionPaths,
      '/api/v1/checks',
      '/api/v1/watchlist',
      '/api/v1/deliveries',
      '/api/v1/webhook/test',
      '/verify/result',
    ]);
    // And the wider ones by their beginnings: a delivery's own paths.
    expect(privatePrefixes).toEqual(['/api/v1/deliveries/']);
    expect(Object.values(routes).filter((route) => route.path.includes('*'))).toEqual([
      { path: '/providers/*', surface: 'finder', private: false },
      { path: '/api/v1/deliveries/*', surface: 'api', private: true },
    ]);
  });
});
