// The route table is what firebase.json's rewrites are written from: each route reaches the
// function that answers it through Hosting, once.
import { describe, expect, it } from 'vitest';
import {
  functionOf,
  functionPaths,
  privatePaths,
  privatePrefixes,
  rewrites,
  rewriteSources,
  routes,
  routesOf,
} from './paths.js';

describe('the route table', () => {
  it('gives Hosting a rewrite for each route, a wider one covering the paths below it', () => {
    expect(rewriteSources()).toEqual([
      ...functionPaths,
      '/providers/**',
      '/api/v1/**',
      '/.well-known/jwks.json',
      '/verify/result',
      '/portal/**',
      '/console/**',
      '/emails/unsubscribe',
      '/card/**',
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

  it('sends each route to the function it names, the check’s unless it names another', () => {
    expect(rewrites().filter((rewrite) => rewrite.function !== 'check')).toEqual([
      { source: '/portal/**', function: 'portal' },
      { source: '/console/**', function: 'portal' },
      { source: '/emails/unsubscribe', function: 'portal' },
      { source: '/card/**', function: 'portal' },
    ]);
    expect(functionOf(routes.portal)).toBe('portal');
    expect(functionOf(routes.card)).toBe('portal');
    expect(functionOf(routes.console)).toBe('portal');
    expect(functionOf(routes.check)).toBe('check');
    expect(functionOf(routes.unsubscribe)).toBe('portal');
    expect(routesOf('portal')).toEqual([
      routes.portal,
      routes.console,
      routes.unsubscribe,
      routes.card,
    ]);
    expect(routesOf('check')).toEqual(
      Object.values(routes).filter(
        (r) =>
          r !== routes.portal &&
          r !== routes.console &&
          r !== routes.unsubscribe &&
          r !== routes.card,
      ),
    );
    expect(routesOf('all')).toEqual(Object.values(routes));
  });

  it('refuses a path below a wider route of another function, which Hosting would send there', () => {
    expect(() =>
      rewrites({
        wide: { path: '/portal/*', function: 'portal' },
        narrow: { path: '/portal/status' },
      }),
    ).toThrow('/portal/status is the check function’s, below /portal/**, the portal function’s');
  });

  it('names the answers about a person, which are never cached, by their exact paths and the beginnings of paths', () => {
    expect(privatePaths).toEqual([...functionPaths, '/verify/result', '/emails/unsubscribe']);
    expect(privatePrefixes).toEqual(['/api/v1/', '/portal/', '/console/', '/card/']);
    expect(Object.values(routes).filter((route) => route.path.includes('*'))).toEqual([
      { path: '/providers/*', surface: 'finder', private: false },
      { path: '/api/v1/*', surface: 'api', private: true },
      { path: '/portal/*', surface: 'portal', private: true, function: 'portal' },
      { path: '/console/*', surface: 'console', private: true, function: 'portal' },
      { path: '/card/*', surface: 'card', private: true, function: 'portal' },
    ]);
  });
});
