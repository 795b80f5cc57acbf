// The handler before any request: it will not start without the keys its counters and check
// references are made with (functions/index.js reads them from Firebase secrets), and it mounts
// the surfaces of the function it serves and no other's, refusing to start if a route of its own
// is not answered or another function's is.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import { createApp, createCheckHandler, isDemonstrationProject, startProblems } from './handler.js';
import { unitContext } from './testing/surface.js';
import { functionOf, routes, routesOf } from './vocabulary/paths.js';

describe('createCheckHandler', () => {
  it('refuses to start without either key, and says which it needs', () => {
    for (const keys of [
      { counterKey: '', referenceKey: 'reference-key' },
      { counterKey: 'counter-key', referenceKey: '' },
    ])
      expect(() =>
        createCheckHandler({
          db: {} as never,
          activity: {} as never,
          answers: { pages: {}, headers: {} },
          ...keys,
        }),
      ).toThrow('The check needs its keys: CHECK_COUNTER_KEY and CHECK_REFERENCE_KEY');
  });

  it('refuses to start on a real project without the receipts’ key, or the portal’s', () => {
    // Not a demo- project (`{}` names none): nothing is made up for it.
    const real = {
      db: {} as never,
      activity: {} as never,
      answers: { pages: {}, headers: {} },
      counterKey: 'counter-key',
      referenceKey: 'reference-key',
      log: () => {},
    };
    expect(() => createCheckHandler(real)).toThrow(
      'The check needs its receipts’ key: RECEIPT_SIGNING_KEYS',
    );
    const app = initializeApp({ projectId: 'scheme-live' }, `scheme-live-${process.pid}`);
    const [db, activity] = [getFirestore(app), getFirestore(app, 'activity')];
    expect(isDemonstrationProject(db)).toBe(false);
    expect(() =>
      createCheckHandler({ ...real, db, activity, receiptKeys: '{"keys":[]}', auth: {} as never }),
    ).toThrow('The portal needs its key: PORTAL_SECRET_KEY');
    // Given its keys, and the project's web API key as the portal function is (no emulator, none
    // in the environment), it starts.
    vi.stubEnv('FIREBASE_AUTH_EMULATOR_HOST', '');
    vi.stubEnv('WEB_API_KEY', '');
    try {
      const given = { ...real, db, activity, receiptKeys: '{"keys":[]}', auth: {} as never };
      expect(() => createCheckHandler({ ...given, portalSecretKey: 'portal-key' })).toThrow(
        'The portal needs the project’s web API key: WEB_API_KEY',
      );
      expect(
        createCheckHandler({ ...given, portalSecretKey: 'portal-key', webApiKey: 'web-api-key' }),
      ).toBeTypeOf('function');
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('logs a receipts’ key it cannot sign with as it starts, and how to make one', async () => {
    const logged: Record<string, unknown>[] = [];
    const app = initializeApp({ projectId: 'demo-keys' }, `demo-keys-${process.pid}`);
    createCheckHandler({
      db: getFirestore(app),
      activity: getFirestore(app, 'activity'),
      answers: { pages: {}, headers: {} },
      counterKey: 'counter-key',
      referenceKey: 'reference-key',
      receiptKeys: '{"keys":[]}',
      log: (entry) => logged.push(entry),
    });
    await vi.waitFor(() =>
      expect(logged).toContainEqual({
        error: 'receipt-keys',
        message: expect.stringContaining(
          'holds no private key: make one with `npm run receipts:key`',
        ),
      }),
    );
  });
});

/** The paths an app's routes and middleware are registered at. */
const pathsOf = (app: ReturnType<typeof createApp>) => new Set(app.routes.map((r) => r.path));

describe('createApp', () => {
  const { context } = unitContext();

  it('mounts the routes of the function it serves, and no other’s', () => {
    for (const serves of ['check', 'portal'] as const) {
      const answered = pathsOf(createApp(context, { serves }));
      for (const route of Object.values(routes))
        expect(answered.has(route.path), `${serves}: ${route.path}`).toBe(
          functionOf(route) === serves,
        );
    }
  });

  it('mounts every route for `npm start` and the tests, unless told otherwise', () => {
    for (const app of [createApp(context), createApp(context, { serves: 'all' })])
      expect([...pathsOf(app)]).toEqual(
        expect.arrayContaining(Object.values(routes).map((route) => route.path)),
      );
  });

  it('answers another function’s path as no path of its own: a plain 404', async () => {
    const check = createApp(context, { serves: 'check' });
    const response = await check.request('/portal/sign-in');
    expect([response.status, await response.text()]).toEqual([404, 'Not found.\n']);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
  });
});

describe('startProblems', () => {
  const own = (serves: 'check' | 'portal') => routesOf(serves).map((route) => route.path);

  it('asks only for the routes of the function it serves', () => {
    expect(startProblems('portal', new Set(own('portal')))).toBeUndefined();
    expect(startProblems('check', new Set(own('check')))).toBeUndefined();
    expect(startProblems('all', new Set([...own('check'), ...own('portal')]))).toBeUndefined();
    expect(startProblems('check', new Set(own('check').slice(1)))).toBe(
      `No surface answers ${routes.check.path}`,
    );
    // Every route missing is named.
    const [first, second] = own('check');
    expect(startProblems('check', new Set(own('check').slice(2)))).toBe(
      `No surface answers ${first}, ${second}`,
    );
  });

  it('refuses a function that answers another’s route', () => {
    expect(startProblems('check', new Set([...own('check'), routes.portal.path]))).toBe(
      'The check function answers /portal/* (the portal function’s)',
    );
    const [one, two] = own('portal');
    expect(startProblems('check', new Set([...own('check'), one!, two!]))).toBe(
      `The check function answers ${one} (the portal function’s), ${two} (the portal function’s)`,
    );
  });
});

// Each case below was a mutant of handler.js no test told apart (issue 56's run).
describe('isDemonstrationProject', () => {
  it('is a demo- project’s, and no other’s, nor a database whose project is not known yet', () => {
    const as = (db: object) => isDemonstrationProject(db as never);
    expect(as({ projectId: 'demo-motas' })).toBe(true);
    expect(as({ projectId: 'motas-prod' })).toBe(false);
    expect(
      as({
        get projectId(): string {
          throw new Error('projectId is not known yet');
        },
      }),
    ).toBe(false);
  });
});
