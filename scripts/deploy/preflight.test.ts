import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { placeholderSiteUrl } from '@/lib/config';
import { demonstrationDetails as liveMarks, site as liveSite } from '@/content/site';
import type { DemonstrationDetail, SiteConfig } from '@/content/types';
import { demoMarks as demonstrationDetails, demoSite as site } from '@/lib/fixtures/demo-site';
import {
  dramaNumberIn,
  dramaRanges,
  formatProblem,
  isFirebaseProjectId,
  placeholderHostReason,
  productionProblems,
} from './preflight.mjs';
import { functionAccounts } from '../../functions/deployment.js';
import { staleDemonstrationMarks, valueAt } from '../../lib/demonstration-marks.mjs';
import { placeholderFirebaseProject, root } from '../project.mjs';

const script = path.join(root, 'scripts/deploy/preflight.mjs');

/** Every setting set, and set right. */
const readyEnv = {
  NEXT_PUBLIC_SITE_URL: 'https://www.operator-register.org.uk',
  NEXT_PUBLIC_CONTACT_FORM_ACCESS_KEY: '2f0c7a52-3a8e-4c1b-9a57-7d1e6b8f4c21',
  NEXT_PUBLIC_CONTACT_FORM_ENDPOINT: 'https://api.web3forms.com/submit',
  NEXT_PUBLIC_ASSET_BASE_URL: 'https://storage.googleapis.com/operator-register-images',
};

/** `site` with every demonstration detail replaced by the scheme's own. */
const readySite = {
  ...site,
  name: 'Operator Training Register',
  shortName: 'OTR',
  logo: { ...site.logo, alt: 'OTR' },
  company: {
    ...site.company,
    name: 'Operator Training Register Ltd',
    registrationNumber: '12345678',
  },
  contact: {
    addressLine1: '2 Market Square',
    addressLine2: 'Stone, Staffordshire',
    postcode: 'ST15 8AQ',
    email: 'enquiries@operator-register.org.uk',
    phone: '01785 600 600',
    phoneHours: site.contact.phoneHours,
  },
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/operatorregister' },
    { name: 'YouTube', href: 'https://www.youtube.com/@operatorregister' },
  ],
} satisfies SiteConfig;

const firebaserc = (project: string) => JSON.stringify({ projects: { default: project } });

type Inputs = Parameters<typeof productionProblems>[0];

/** The ready fixture with some inputs changed. */
function problems(change: Partial<Inputs> = {}) {
  return productionProblems({
    env: readyEnv,
    site: readySite,
    demonstrationDetails,
    firebaserc: firebaserc('operator-register-web'),
    placeholderSiteUrl,
    ...change,
  });
}

/** The lines for one variable or field, when only `env` differs from the ready fixture. */
function withEnv(env: Record<string, string | undefined>) {
  return problems({ env: { ...readyEnv, ...env } }).map(formatProblem);
}

describe('productionProblems', () => {
  it('passes a fixture that is ready for production, the optional settings set or not', () => {
    expect(problems()).toEqual([]);
    expect(
      problems({
        env: {
          NEXT_PUBLIC_SITE_URL: `${readyEnv.NEXT_PUBLIC_SITE_URL}/`,
          NEXT_PUBLIC_CONTACT_FORM_ACCESS_KEY: readyEnv.NEXT_PUBLIC_CONTACT_FORM_ACCESS_KEY,
          NEXT_PUBLIC_CONTACT_FORM_ENDPOINT: '',
        },
      }),
    ).toEqual([]);
  });

  it('lists every problem in one run, each naming its variable, or file and field, and a fix', () => {
    const found = productionProblems({
      env: {
        NEXT_PUBLIC_SITE_URL: placeholderSiteUrl,
        NEXT_PUBLIC_CONTACT_FORM_ENDPOINT: 'http://api.web3forms.com/submit',
        NEXT_PUBLIC_ASSET_BASE_URL: 'http://images.operator-register.org.uk',
      },
      site,
      demonstrationDetails,
      firebaserc: firebaserc(placeholderFirebaseProject),
      placeholderSiteUrl,
    });
    expect(found.map((p) => p.where)).toEqual([
      'NEXT_PUBLIC_SITE_URL',
      'NEXT_PUBLIC_CONTACT_FORM_ACCESS_KEY',
      'NEXT_PUBLIC_CONTACT_FORM_ENDPOINT',
      'NEXT_PUBLIC_ASSET_BASE_URL',
      '.firebaserc: projects.default',
      ...demonstrationDetails.map((mark) => `content/site.ts: site.${mark.field}`),
    ]);
    for (const problem of found) {
      expect(problem.problem).not.toBe('');
      expect(problem.fix).toMatch(/^(set|replace|write) /);
    }
  });

  it('words each line as the variable or field, what is wrong, then what to do', () => {
    const lines = problems({ site }).map(formatProblem);
    expect(lines).toContain(
      `content/site.ts: site.contact.phone "01632 960 123" is a demonstration detail (Ofcom's drama range 01632 960000 to 01632 960999: never connected); replace it with the scheme's published phone number.`,
    );
    expect(lines).toContain(
      `content/site.ts: site.company.registrationNumber "08123456" is a demonstration detail; replace it with the company number from Companies House.`,
    );
  });
});

describe('NEXT_PUBLIC_SITE_URL', () => {
  it('must be set, not the placeholder (trailing slash or case aside), https:, real and an origin', () => {
    const cases: [string | undefined, RegExp][] = [
      [
        undefined,
        /is not set \(the build would use the placeholder https:\/\/www\.motas\.org\.uk\)/,
      ],
      ['', /is not set/],
      ['  ', /is not set/],
      [placeholderSiteUrl, /is the placeholder \(placeholderSiteUrl in lib\/config\.ts\)/],
      [`${placeholderSiteUrl}/`, /is the placeholder/],
      ['HTTPS://WWW.MOTAS.ORG.UK//', /is the placeholder/],
      ['https://motas.org.uk', /motas\.org\.uk is the domain of the placeholder site address/],
      ['http://www.operator-register.org.uk', /is http: rather than https:;/],
      ['http://127.0.0.1:4173', /is http: rather than https:;/],
      ['www.operator-register.org.uk', /is not an absolute URL/],
      [
        'https://www.example.com',
        /is a placeholder: example\.com is reserved for examples by RFC 2606/,
      ],
      [
        'https://operator-register.test',
        /\.test is a top-level domain reserved by RFC 2606 and RFC 6761/,
      ],
      ['https://www.operator-register.org.uk/site', /has a path, query or fragment/],
    ];
    for (const [value, problem] of cases) {
      const lines = withEnv({ NEXT_PUBLIC_SITE_URL: value });
      expect(lines, String(value)).toHaveLength(1);
      expect(lines[0], String(value)).toMatch(/^NEXT_PUBLIC_SITE_URL /);
      expect(lines[0], String(value)).toMatch(problem);
      expect(lines[0]).toMatch(/; set it to the site's production address, an https:\/\/ origin/);
    }
  });
});

describe('NEXT_PUBLIC_CONTACT_FORM_ACCESS_KEY', () => {
  it('must be set', () => {
    for (const value of [undefined, '', ' ']) {
      expect(withEnv({ NEXT_PUBLIC_CONTACT_FORM_ACCESS_KEY: value })).toEqual([
        "NEXT_PUBLIC_CONTACT_FORM_ACCESS_KEY is not set (the contact page would show no form); set it to the form service's public access key for the scheme's inbox (web3forms.com).",
      ]);
    }
  });
});

describe('NEXT_PUBLIC_CONTACT_FORM_ENDPOINT', () => {
  it('may be unset (the default is https) but, when set, must be https:, loopback included', () => {
    expect(withEnv({ NEXT_PUBLIC_CONTACT_FORM_ENDPOINT: undefined })).toEqual([]);
    expect(withEnv({ NEXT_PUBLIC_CONTACT_FORM_ENDPOINT: '' })).toEqual([]);
    expect(withEnv({ NEXT_PUBLIC_CONTACT_FORM_ENDPOINT: 'http://127.0.0.1:4174/submit' })).toEqual([
      `NEXT_PUBLIC_CONTACT_FORM_ENDPOINT "http://127.0.0.1:4174/submit" is http: rather than https:, so what visitors send would travel unencrypted; set it to the form service's https:// submit address, or unset it for the default (https://api.web3forms.com/submit).`,
    ]);
    for (const value of ['http://api.web3forms.com/submit', 'ftp://forms.example/', '/submit'])
      expect(withEnv({ NEXT_PUBLIC_CONTACT_FORM_ENDPOINT: value })[0], value).toMatch(
        /^NEXT_PUBLIC_CONTACT_FORM_ENDPOINT "/,
      );
    expect(
      withEnv({ NEXT_PUBLIC_CONTACT_FORM_ENDPOINT: 'https://forms.example.net/submit' }),
    ).toEqual([
      `NEXT_PUBLIC_CONTACT_FORM_ENDPOINT "https://forms.example.net/submit" is a placeholder: example.net is reserved for examples by RFC 2606; set it to the form service's https:// submit address, or unset it for the default (https://api.web3forms.com/submit).`,
    ]);
  });
});

describe('NEXT_PUBLIC_ASSET_BASE_URL', () => {
  it('may be unset but, when set, must be https:', () => {
    expect(withEnv({ NEXT_PUBLIC_ASSET_BASE_URL: '' })).toEqual([]);
    expect(withEnv({ NEXT_PUBLIC_ASSET_BASE_URL: 'http://images.scheme.org.uk' })).toEqual([
      `NEXT_PUBLIC_ASSET_BASE_URL "http://images.scheme.org.uk" is http: rather than https:, so images would load insecurely or not at all; set it to the https:// address the images are served from, or unset it to serve them from the site.`,
    ]);
  });
});

describe('.firebaserc', () => {
  it('must name a real Firebase project: not missing, not the placeholder, a valid project ID', () => {
    const cases: [string | undefined, string][] = [
      [undefined, '.firebaserc is missing; write { "projects": { "default": "<project ID>" } }'],
      ['{ "projects": ', '.firebaserc is not valid JSON ('],
      ['{}', '.firebaserc: projects.default is not set; set it to the ID of the Firebase project'],
      [firebaserc(''), '.firebaserc: projects.default is not set;'],
      [
        firebaserc(placeholderFirebaseProject),
        `.firebaserc: projects.default "${placeholderFirebaseProject}" is the placeholder; set it to the ID of the Firebase project that hosts the site (Firebase console, Project settings).`,
      ],
    ];
    for (const id of [
      'short',
      'Operator-Register',
      'operator_register',
      '1operator',
      'operator-',
      'o'.repeat(31),
    ])
      cases.push([
        firebaserc(id),
        `.firebaserc: projects.default "${id}" is not a Firebase project ID`,
      ]);
    for (const [text, line] of cases) {
      const lines = problems({ firebaserc: text }).map(formatProblem);
      expect(lines, String(text)).toHaveLength(1);
      expect(lines[0]!.startsWith(line), `${text}: ${lines[0]}`).toBe(true);
    }
  });

  it('accepts valid project IDs, the placeholder among them so firebase-tools can parse it', () => {
    const valid = ['abcdef', 'operator-register-web', `a${'b'.repeat(29)}`];
    for (const id of [...valid, placeholderFirebaseProject])
      expect(isFirebaseProjectId(id), id).toBe(true);
    for (const id of valid) expect(problems({ firebaserc: firebaserc(id) }), id).toEqual([]);
  });
});

describe('content/site.ts', () => {
  it('reports each marked demonstration detail while site still holds its value, once per field', () => {
    const lines = problems({ site }).map(formatProblem);
    expect(lines).toHaveLength(demonstrationDetails.length);
    for (const mark of demonstrationDetails) {
      const line = lines.find((l) => l.startsWith(`content/site.ts: site.${mark.field} "`));
      expect(line, mark.field).toBeDefined();
      expect(line!.endsWith(`; replace it with ${mark.replaceWith}.`), line).toBe(true);
    }
  });

  it('clears a mark once its value is replaced', () => {
    const phoneReplaced = { ...site, contact: { ...site.contact, phone: '01785 600 600' } };
    const lines = problems({ site: phoneReplaced }).map(formatProblem);
    expect(lines).toHaveLength(demonstrationDetails.length - 1);
    expect(lines.join('\n')).not.toContain('site.contact.phone');
  });

  it('catches a placeholder an editor types where nothing is marked', () => {
    const typed = {
      ...readySite,
      description: 'See https://docs.example.org/about for more.',
      contact: { ...readySite.contact, email: 'info@example.com', phone: '+44 (0)20 7946 0123' },
      social: [
        { name: 'Facebook', href: 'https://www.facebook.com/operatorregister' },
        { name: 'YouTube', href: 'https://video.invalid/@operatorregister' },
      ],
    } satisfies SiteConfig;
    expect(problems({ site: typed }).map(formatProblem)).toEqual([
      `content/site.ts: site.description "See https://docs.example.org/about for more." is a demonstration detail (example.org is reserved for examples by RFC 2606); replace it with an address on the scheme's own domain.`,
      `content/site.ts: site.contact.email "info@example.com" is a demonstration detail (example.com is reserved for examples by RFC 2606); replace it with an address on the scheme's own domain.`,
      `content/site.ts: site.contact.phone "+44 (0)20 7946 0123" is a demonstration detail (Ofcom's drama range 020 7946 0000 to 020 7946 0999: never connected); replace it with the scheme's own phone number.`,
      `content/site.ts: site.social[1].href "https://video.invalid/@operatorregister" is a demonstration detail (.invalid is a top-level domain reserved by RFC 2606 and RFC 6761); replace it with an address on the scheme's own domain.`,
    ]);
  });

  it('catches an address on the placeholder site address’s domain', () => {
    const typed = { ...readySite, contact: { ...readySite.contact, email: 'hello@motas.org.uk' } };
    expect(problems({ site: typed }).map(formatProblem)).toEqual([
      `content/site.ts: site.contact.email "hello@motas.org.uk" is a demonstration detail (motas.org.uk is the domain of the placeholder site address in lib/config.ts); replace it with an address on the scheme's own domain.`,
    ]);
  });
});

describe('dramaNumberIn', () => {
  it('knows Ofcom’s twenty ranges of a thousand numbers each', () => {
    expect(dramaRanges).toHaveLength(20);
    for (const { from, to } of dramaRanges) {
      const [low, high] = [from, to].map((n) => Number(n.replace(/\D/g, '')));
      expect(high! - low! + 1, from).toBe(1000);
    }
  });

  it('finds the first and last number of every range, however it is written', () => {
    for (const range of dramaRanges) {
      for (const written of [range.from, range.to]) {
        const digits = written.replace(/\D/g, '');
        for (const form of [written, digits, `+44 ${digits.slice(1)}`, `tel:+44${digits.slice(1)}`])
          expect(dramaNumberIn(`Call ${form} today`)?.range, form).toBe(range);
      }
    }
    expect(dramaNumberIn('+44 (0)1632 960 999')?.range.area).toBe('no area');
    expect(dramaNumberIn('(0117) 496-0123')?.range.area).toBe('Bristol');
  });

  it('passes numbers just outside the ranges, and real-looking ones', () => {
    for (const number of [
      '01632 959 999',
      '01632 961 000',
      '0113 496 1000',
      '020 7946 1000',
      '028 9649 5999',
      '028 9649 7000',
      '07700 901000',
      '01785 600 600',
      '0300 123 3333',
    ])
      expect(dramaNumberIn(number), number).toBeUndefined();
  });
});

describe('placeholderHostReason', () => {
  it('refuses reserved example and test names and the placeholder site’s domain', () => {
    for (const host of [
      'example.com',
      'www.example.net',
      'mail.example.org',
      'scheme.example',
      'scheme.test',
      'scheme.invalid',
      'localhost',
      'app.localhost',
      'motas.org.uk',
      'WWW.MOTAS.ORG.UK.',
    ])
      expect(placeholderHostReason(host, 'motas.org.uk'), host).toBeDefined();
  });

  it('passes real names that merely look alike', () => {
    for (const host of [
      'example.co.uk',
      'notexample.com',
      'example.com.operator.org.uk',
      'testing.org',
      'notmotas.org.uk',
    ])
      expect(placeholderHostReason(host, 'motas.org.uk'), host).toBeUndefined();
  });
});

describe('staleDemonstrationMarks', () => {
  const phoneMark = demonstrationDetails.findIndex((mark) => mark.field === 'contact.phone');

  it('passes marks that all still match', () => {
    expect(staleDemonstrationMarks(site, demonstrationDetails)).toEqual([]);
  });

  it('names a mark whose value was replaced, one whose field does not exist, and a repeat', () => {
    const replaced = { ...site, contact: { ...site.contact, phone: '01785 600 600' } };
    expect(staleDemonstrationMarks(replaced, demonstrationDetails)).toEqual([
      `content/site.ts: demonstrationDetails[${phoneMark}] (contact.phone) no longer matches site.contact.phone; remove the mark`,
    ]);
    expect(
      staleDemonstrationMarks(site, [
        { field: 'contact.fax', value: '01632 960 124', replaceWith: 'the fax number' },
        { field: 'social[5].href', value: 'https://x', replaceWith: 'a link' },
        { field: 'contact', value: 'x', replaceWith: 'x' },
        { field: 'shortName', value: 'MOTAS', replaceWith: 'the short name' },
        { field: 'shortName', value: 'MOTAS', replaceWith: 'the short name' },
      ]),
    ).toEqual([
      'content/site.ts: demonstrationDetails[0].field "contact.fax" is not a text field of site; correct it',
      'content/site.ts: demonstrationDetails[1].field "social[5].href" is not a text field of site; correct it',
      'content/site.ts: demonstrationDetails[2].field "contact" is not a text field of site; correct it',
      'content/site.ts: demonstrationDetails[4] (shortName) repeats demonstrationDetails[3]; remove one',
    ]);
  });
});

describe('valueAt', () => {
  it('follows dotted fields and array indexes', () => {
    expect(valueAt(site, 'contact.phone')).toBe(site.contact.phone);
    expect(valueAt(site, 'social[1].href')).toBe(site.social[1].href);
    expect(valueAt(site, 'social[2].href')).toBeUndefined();
    expect(valueAt(site, 'contact.phone.length')).toBeUndefined();
  });
});

/** Runs the command as `npm run deploy:preflight` does, with only the given environment. */
function runPreflight(env: Record<string, string>, args: string[] = []) {
  const result = spawnSync(process.execPath, [script, ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { NODE_ENV: 'production', PATH: process.env.PATH ?? '', ...env },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('npm run deploy:preflight', () => {
  it(
    'refuses this repository with nothing set, listing the variables, .firebaserc and site.ts',
    { timeout: 60_000 },
    () => {
      // Set but empty, so a developer's own .env*.local files cannot answer for them.
      const { status, output } = runPreflight({
        NEXT_PUBLIC_SITE_URL: '',
        NEXT_PUBLIC_CONTACT_FORM_ACCESS_KEY: '',
        NEXT_PUBLIC_CONTACT_FORM_ENDPOINT: '',
        NEXT_PUBLIC_ASSET_BASE_URL: '',
      });
      expect(status).toBe(1);
      const lines = output
        .split('\n')
        .filter((line) => line.startsWith('✖ '))
        .map((line) => line.slice(2));
      // This repository's own content, whatever the scheme has put in it.
      const marks: readonly DemonstrationDetail[] = liveMarks;
      const expected = productionProblems({
        env: {},
        site: liveSite,
        demonstrationDetails: marks,
        firebaserc: readFileSync(path.join(root, '.firebaserc'), 'utf8'),
        placeholderSiteUrl,
      }).map(formatProblem);
      expect(lines).toEqual(expected);
      expect(lines[0]).toMatch(/^NEXT_PUBLIC_SITE_URL is not set/);
      expect(lines[1]).toMatch(/^NEXT_PUBLIC_CONTACT_FORM_ACCESS_KEY is not set/);
      for (const mark of marks)
        expect(lines.some((line) => line.startsWith(`content/site.ts: site.${mark.field} `))).toBe(
          true,
        );
      expect(output).toContain(`Not ready for production: ${expected.length} problems`);
    },
  );

  it(
    'passes a ready copy of the inputs, reading settings from .env.production as next build does',
    { timeout: 60_000 },
    () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'preflight-'));
      mkdirSync(path.join(dir, 'content'));
      mkdirSync(path.join(dir, 'lib'));
      copyFileSync(path.join(root, 'lib/config.ts'), path.join(dir, 'lib/config.ts'));
      writeFileSync(
        path.join(dir, 'content/site.ts'),
        `export const site = ${JSON.stringify(readySite)};\n` +
          `export const demonstrationDetails = ${JSON.stringify(demonstrationDetails)};\n`,
      );
      writeFileSync(path.join(dir, '.firebaserc'), firebaserc('operator-register-web'));
      writeFileSync(
        path.join(dir, '.env.production'),
        Object.entries(readyEnv)
          .map(([name, value]) => `${name}=${value}`)
          .join('\n'),
      );
      const { status, output } = runPreflight({}, [dir]);
      expect(output.trim()).toBe(
        '✔ Ready for production: https://www.operator-register.org.uk on Firebase project operator-register-web.',
      );
      expect(status).toBe(0);

      // The same copy with the phone number put back: refused, naming the field.
      writeFileSync(
        path.join(dir, 'content/site.ts'),
        `export const site = ${JSON.stringify({ ...readySite, contact: { ...readySite.contact, phone: '0161 496 0000' } })};\n` +
          `export const demonstrationDetails = [];\n`,
      );
      const refused = runPreflight({}, [dir]);
      expect(refused.status).toBe(1);
      expect(refused.output).toContain('✖ content/site.ts: site.contact.phone "0161 496 0000"');
    },
  );
});

describe("the Cloud Functions' settings", () => {
  it('refuses a functions/.env file that points the check at an emulator or writes out its keys', () => {
    expect(
      problems({
        functionEnvFiles: {
          'functions/.env':
            '# settings\nREGION=europe-west2\nCHECK_COUNTER_KEY=abc\nWEBHOOK_SIGNING_KEY=def\n',
          'functions/.env.operator-register-web': 'export FIRESTORE_EMULATOR_HOST = 127.0.0.1:8080',
        },
      }).map(formatProblem),
    ).toEqual([
      'functions/.env: line 3 sets CHECK_COUNTER_KEY in plain text, where the function keeps it as a secret; remove the line and set the secret: npx firebase functions:secrets:set CHECK_COUNTER_KEY.',
      'functions/.env: line 4 sets WEBHOOK_SIGNING_KEY in plain text, where the function keeps it as a secret; remove the line and set the secret: npx firebase functions:secrets:set WEBHOOK_SIGNING_KEY.',
      "functions/.env.operator-register-web: line 1 sets FIRESTORE_EMULATOR_HOST, so the deployed check would read an emulator, not the project's Firestore; remove the line (the emulator sets it for itself).",
    ]);
    expect(problems({ functionEnvFiles: { 'functions/.env': 'REGION=europe-west2\n' } })).toEqual(
      [],
    );
  });

  it('refuses every secret of both functions in plain text: the portal’s key too', () => {
    const secrets = [
      ...new Set(functionAccounts.flatMap((account) => Object.values(account.secrets))),
    ];
    expect(secrets).toEqual([
      'CHECK_COUNTER_KEY',
      'CHECK_REFERENCE_KEY',
      'RECEIPT_SIGNING_KEYS',
      'WEBHOOK_SIGNING_KEY',
      'PORTAL_SECRET_KEY',
      'SMTP_URL',
    ]);
    expect(
      problems({
        functionEnvFiles: {
          'functions/.env.motas-live': `WEB_API_KEY=AIzaPublic\n${secrets.map((name) => `${name}=x`).join('\n')}`,
        },
      }).map(({ where, problem }) => `${where}: ${problem}`),
    ).toEqual(
      secrets.map(
        (name, i) =>
          `functions/.env.motas-live: line ${i + 2}: sets ${name} in plain text, where the function keeps it as a secret`,
      ),
    );
  });
});
