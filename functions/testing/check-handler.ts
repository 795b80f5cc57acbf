// The check's handler as its Firestore tests serve it (functions/handler.firestore.test.ts and the
// checks' tests beside their modules, functions/surfaces/checks/): a project of its own on the
// emulator with the people of the tests stored as the import stores them, the handler behind a
// stand-in for Google's front end (front-end.js, `forwarded`), and a form posted as a browser
// posts it. The answer pages here are small stand-ins with the values of the built ones
// (functions/answers.js); e2e/operator-check.spec.ts tests the built pages in browsers.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, inject } from 'vitest';
import { answerKindNames, answerKinds, rowsOf } from '../answers.js';
import { activityDatabase } from '../deployment.js';
import { checkLimits, checkPath, createCheckHandler } from '../handler.js';
import { generateReceiptKey } from '../receipts.js';
import { storeRecords } from '../registers/store.js';
import { windowOf } from '../counting/windows.js';
import { surnameKey } from '../vocabulary/check-input.js';
import { ukClock } from '../vocabulary/dates.js';
import { clearProject } from './emulator.js';
import { forwarded } from './front-end.js';

/**
 * A test file's handler, on a project named for `name`: its hooks store the people and start the
 * first server before the file's tests, and stop them and clear the project after.
 * @param name what the file tests, in the project's name
 */
export function checkHandlerTest(name: string) {
  const host = inject('firestoreHost');
  process.env.FIRESTORE_EMULATOR_HOST = host;
  /** Not a `demo-` project: to the handler, this is production. */
  const projectId = `check-${name}-${process.pid}-${Date.now()}`;
  const app = initializeApp({ projectId }, projectId);
  const db = getFirestore(app);
  const activity = getFirestore(app, activityDatabase);
  const keys = {
    counterKey: 'test-counter-key',
    referenceKey: 'test-reference-key',
    /** Made before the first server (`beforeAll`). */
    receiptKeys: '',
  };

  /**
   * A stand-in answer page per kind, made from its definition (functions/answers.js): its kind, each
   * of its values, and its list. Handlebars fills them strictly, so a value the handler does not give
   * fails the test that asks for that answer.
   */
  const answers = {
    pages: Object.fromEntries(
      answerKindNames.map((kind) => {
        const { values, lists } = answerKinds[kind];
        const shown = values.map((name) => `<p data-field="${name}">{{${name}}}</p>`).join('');
        const listed = lists.map(
          (name) => `<ul>{{#each ${name}}}<li class="c">{{this}}</li>{{/each}}</ul>`,
        );
        const rows = Object.entries(rowsOf(kind)).map(
          ([name, fields]) =>
            `<ul data-rows="${name}">{{#each ${name}}}<li>${fields.map((field) => `{{${field}}}`).join('|')}</li>{{else}}<li>none</li>{{/each}}</ul>`,
        );
        return [
          kind,
          `<!doctype html><title>${kind}</title><main>${shown}${listed.join('')}${rows.join('')}</main>`,
        ];
      }),
    ),
    headers: { 'Content-Security-Policy': "default-src 'none'" },
  };

  /** Today and dates around it, as the handler's clock sees them. */
  const today = '2026-11-25';
  const clock = () => new Date('2026-11-25T12:00:00Z');
  /** Production's limits, which the tests of the limits read: a limit changed there changes them. */
  const { perClient, perNumber } = checkLimits;
  /** When a window of `minutes` that holds the clock's moment ends, as an answer says it: "12:15". */
  const windowEnds = (minutes: number) => ukClock.format(windowOf(clock(), minutes).endsAt);
  /** The statuses of `count` tries answered. */
  const answered = (count: number) => Array.from({ length: count }, () => 200);
  /** A number's last four digits. */
  const pad = (n: number) => String(n).padStart(4, '0');
  const addDays = (days: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

  const photo = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
  const people = [
    { number: 'AB123456', givenNames: 'Ada', surname: 'Example', validUntil: '2030-12-31' },
    { number: 'AB123457', givenNames: 'Zoë', surname: 'O’Neill-Sample', validUntil: '2030-12-31' },
    { number: 'AB123458', givenNames: 'Sam', surname: 'Placeholder', validUntil: '2025-06-30' },
    {
      number: 'AB123459',
      givenNames: 'Jo',
      surname: 'Specimen',
      validUntil: '2030-01-31',
      suspended: true,
    },
    { number: 'AB123460', givenNames: 'Kim', surname: 'Today', validUntil: today },
    { number: 'AB123461', givenNames: 'Lee', surname: 'Yesterday', validUntil: addDays(-1) },
    { number: 'AB123462', givenNames: 'Max', surname: 'Ninety', validUntil: addDays(90) },
    { number: 'AB123463', givenNames: 'Nia', surname: 'Ninetyone', validUntil: addDays(91) },
    // Surnames with letters that do not decompose, as a visitor types them on a UK keyboard.
    { number: 'AB200001', givenNames: 'Łukasz', surname: 'Łódź-Wałęsa', validUntil: '2030-12-31' },
    {
      number: 'AB200002',
      givenNames: 'Søren',
      surname: 'Kierkegaard Ørsted',
      validUntil: '2030-12-31',
    },
    { number: 'AB200003', givenNames: 'Franz', surname: 'Weißmüller', validUntil: '2030-12-31' },
    { number: 'AB200004', givenNames: 'Ægir', surname: 'Ærøe', validUntil: '2030-12-31' },
    { number: 'AB200005', givenNames: 'Novak', surname: 'Đoković', validUntil: '2030-12-31' },
    { number: 'AB200006', givenNames: 'Þóra', surname: 'Þórsdóttir', validUntil: '2030-12-31' },
    // Each checked by one test only, so the number's own limit is that test's.
    { number: 'AB400001', givenNames: 'Lim', surname: 'Ited', validUntil: '2030-12-31' },
    { number: 'AB400002', givenNames: 'Fre', surname: 'Sh', validUntil: '2030-12-31' },
    { number: 'ZZ000001', givenNames: 'Demo', surname: 'Record', validUntil: '2030-12-31' },
    { number: 'AB123464', givenNames: 'Ola', surname: 'Tomorrow', validUntil: addDays(1) },
    // A category the function has no name for (a code added to the file before the function).
    {
      number: 'AB123465',
      givenNames: 'Ren',
      surname: 'Newcode',
      validUntil: '2030-12-31',
      categories: ['CB', 'QQ'],
    },
  ] as {
    number: string;
    givenNames: string;
    surname: string;
    validUntil: string;
    suspended?: boolean;
    categories?: string[];
  }[];

  /** Production's limits but a number's, which many tests here check far more often. */
  /**
   * Production's limits, but a number may be tried as often as the tests need, and the slowing past
   * `slowAfter` takes milliseconds (its own test sets its step).
   */
  const testLimits = {
    ...checkLimits,
    perClient: { ...checkLimits.perClient, delayStepMs: 5 },
    perNumber: { ...checkLimits.perNumber, tries: 10_000 },
  };

  /** Stores people as the import does: one generation, photographs in documents of their own. */
  async function storePeople(target: Firestore, list: typeof people) {
    await storeRecords(
      target,
      list.map(({ number, suspended = false, ...rest }) => ({
        fields: {
          registrationNumber: number,
          ...rest,
          surnameKey: surnameKey(rest.surname),
          suspended,
          categories: rest.categories ?? ['CB', 'RT'],
        },
        photoSource: `source-of-${number}`,
        photo: async () => photo,
      })),
    );
  }

  /**
   * How long the tests let Firestore take: 20 s, or what the mutation run sets (a mutant that
   * breaks a Firestore call then fails its test in seconds rather than running out its time).
   */
  const testDeadlineMs = Number(process.env.CHECK_TEST_DEADLINE_MS ?? 20_000);

  const logs: Record<string, unknown>[] = [];
  const servers: http.Server[] = [];

  /**
   * A server with the handler as options make it, behind a stand-in for Google's front end: it
   * appends the address it saw to X-Forwarded-For (here the test's `x-front-end-saw`, so a test can be
   * many machines). With `readsBody`, it reads the body first and hands it over as `rawBody`, as the
   * Functions framework does. Resolves to its origin.
   */
  async function serve(
    options: Partial<Parameters<typeof createCheckHandler>[0]> = {},
    { readsBody = false } = {},
  ) {
    const handler = createCheckHandler({
      db,
      activity,
      answers,
      ...keys,
      now: clock,
      limits: testLimits,
      log: (entry) => logs.push(entry),
      // Only the tests of the deadline hold Firestore to production's 2 s: on a busy machine the
      // emulator's first answers take longer, and the other tests are about something else.
      deadlineMs: testDeadlineMs,
      ...options,
    });
    const server = http.createServer(async (request, response) => {
      if (readsBody) {
        const chunks: Buffer[] = [];
        for await (const chunk of request) chunks.push(chunk as Buffer);
        Object.assign(request, { rawBody: Buffer.concat(chunks) });
      }
      const saw = request.headers['x-front-end-saw'];
      request.headers['x-forwarded-for'] = forwarded(request, {
        throughHosting: false,
        visitor: typeof saw === 'string' ? saw : undefined,
      });
      void handler(request, response);
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  let origin: string;
  let machine = 0;
  /** A machine of its own: an address the front end sees. */
  const newMachine = () => `198.51.${Math.floor(++machine / 250)}.${machine % 250}`;

  /** Posts a form as a browser does, from a machine of its own unless one is given. */
  async function post(
    fields: Record<string, string>,
    {
      from = newMachine(),
      to = origin,
      path = checkPath,
      headers = {},
    }: { from?: string; to?: string; path?: string; headers?: Record<string, string> } = {},
  ) {
    const started = performance.now();
    const response = await fetch(`${to}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-front-end-saw': from,
        ...headers,
      },
      body: new URLSearchParams(fields),
      // An answer never takes longer than Firestore's deadline and the slowest wait: past it, the
      // test fails at once rather than running out its time (a mutant that loses the deadline).
      signal: AbortSignal.timeout(testDeadlineMs + 10_000),
    });
    const body = await response.text();
    const field = (name: string) =>
      new RegExp(`<p data-field="${name}">([\\s\\S]*?)</p>`).exec(body)?.[1] ?? '';
    return {
      status: response.status,
      body,
      headers: response.headers,
      kind: /<title>(.*?)</.exec(body)?.[1],
      field,
      ms: performance.now() - started,
    };
  }
  const check = (number: string, surname: string, options?: Parameters<typeof post>[1]) =>
    post({ number, surname }, options);

  beforeAll(async () => {
    keys.receiptKeys = JSON.stringify({ keys: [await generateReceiptKey()] });
    await storePeople(db, people);
    origin = await serve();
  });

  afterAll(async () => {
    for (const server of servers) server.close();
    await deleteApp(app);
    await clearProject(host, projectId);
  });

  return {
    host,
    projectId,
    app,
    db,
    activity,
    keys,
    answers,
    today,
    clock,
    addDays,
    photo,
    people,
    testLimits,
    storePeople,
    testDeadlineMs,
    logs,
    serve,
    newMachine,
    post,
    check,
    perClient,
    perNumber,
    windowEnds,
    answered,
    pad,
    /** The first server's origin, once the hooks have started it. */
    get origin() {
      return origin;
    },
  };
}
