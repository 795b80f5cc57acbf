// The route table is what firebase.json's rewrites are written from: each route reaches the
// function through Hosting, once.
import { describe, expect, it } from 'vitest';
import { functionPaths, privatePaths, privatePrefixes, rewriteSources, routes } from './paths.js';

describe('the route table', () => {
  it('gives Hosting a rewrite for each route, a wider one covering the paths below it', () => {
    expect(rewriteSources()).toEqual([
      ...functionPaths,
      '/providers/**',
      '/api/v1/**',
      '/.well-known/jwks.json',
      '/verify/result',
      '/portal/**',
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

  it('names the answers about a person, which are never cached, by their exact paths and the beginnings of paths', () => {
    expect(privatePaths).toEqual([...functionPaths, '/verify/result']);
    expect(privatePrefixes).toEqual(['/api/v1/', '/portal/']);
    expect(Object.values(routes).filter((route) => route.path.includes('*'))).toEqual([
      { path: '/providers/*', surface: 'finder', private: false },
      { path: '/api/v1/*', surface: 'api', private: true },
      { path: '/portal/*', surface: 'portal', private: true },
    ]);
  });
});
