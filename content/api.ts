import { apiDocument } from '@/functions/surfaces/api/document.js';
import type { DocumentContent, DocumentSection, RichText } from './types';

/** An OpenAPI schema, as far as the page reads one. */
type Schema = {
  type?: string;
  description?: string;
  enum?: readonly unknown[];
  items?: Schema;
  maxItems?: number;
  minItems?: number;
  default?: unknown;
  $ref?: string;
  properties?: Record<string, Schema>;
  required?: readonly string[];
};

// The page shows the document's routes and description, which name no origin; the server and the
// terms' address, which do, it does not show. So the document is made for no origin here (its
// addresses relative), and the site's own (lib/config.ts) is not needed.
const document = apiDocument('') as unknown as {
  info: { description: string };
  paths: Record<
    string,
    Record<
      string,
      {
        summary: string;
        parameters?: { name: string; in: string; schema: Schema; required?: boolean }[];
        requestBody?: { content: Record<string, { schema: Schema }> };
        responses: Record<string, { description: string }>;
      }
    >
  >;
  components: { schemas: Record<string, Schema> };
};

/** A schema, its reference followed. */
const resolved = (schema: Schema): Schema =>
  schema.$ref ? (document.components.schemas[schema.$ref.split('/').at(-1)!] ?? {}) : schema;

/** One field of a request, as the page lists it. */
function field(name: string, schema: Schema, required: boolean): string {
  const shape = resolved(schema);
  const type =
    shape.type === 'array'
      ? `a list of ${shape.minItems ?? 0} to ${shape.maxItems ?? 'any number of'} ${resolved(shape.items ?? {}).type === 'object' ? 'objects' : 'values'}`
      : shape.enum
        ? `one of ${shape.enum.join(', ')}`
        : (shape.type ?? 'a value');
  const extra = [
    required ? 'required' : shape.default !== undefined ? `default ${String(shape.default)}` : '',
    shape.description ?? '',
  ].filter(Boolean);
  return `${name}: ${type}${extra.length ? ` (${extra.join('; ')})` : ''}`;
}

/** Each route of the document as a section: what it does, what it takes, what it answers. */
const routeSections: DocumentSection[] = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => {
    const body = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
    const shape = body && resolved(body);
    const takes: RichText[] = [
      ...(operation.parameters ?? []).map((parameter) =>
        field(
          parameter.in === 'path' ? `{${parameter.name}}` : `?${parameter.name}`,
          parameter.schema,
          Boolean(parameter.required),
        ),
      ),
      ...Object.entries(shape?.properties ?? {}).map(([name, schema]) =>
        field(name, schema, Boolean(shape?.required?.includes(name))),
      ),
    ];
    const answers = Object.entries(operation.responses)
      .map(([status, response]) => `${status} (${response.description.toLowerCase()})`)
      .join(', ');
    return {
      heading: `${method.toUpperCase()} ${path}`,
      paragraphs: [
        `${operation.summary}. It answers ${answers}.`,
        ...(takes.length ? ['It takes:'] : []),
      ],
      ...(takes.length ? { list: takes } : {}),
    };
  }),
);

export const apiContent = {
  lastUpdated: '2026-11-26',
  intro: [
    document.info.description,
    'Employers with an account check operators and instructors from their own systems: site gates, inductions, HR. This page is written from the API’s own OpenAPI 3.1 document, which the API serves and which validates every request.',
    [
      { text: 'The OpenAPI document', href: '/api/v1/openapi.json' },
      ' describes every field; ',
      { text: 'the receipts’ public keys', href: '/.well-known/jwks.json' },
      ' verify any answer’s receipt, with any JOSE library.',
    ],
  ],
  sections: [
    {
      heading: 'Your key',
      paragraphs: [
        'The scheme’s staff make an account’s keys and give each one to the account holder once. Send it in the Authorization header as “Bearer” and the key, never in an address: a key in an address is refused and should be treated as leaked. An account has at most two live keys, so that one can replace the other; a revoked key is refused within a minute.',
        'Each number-and-surname pair counts against the account’s daily quota. Every answer says how much is left (RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset); once it is spent the API answers 429 with Retry-After.',
        'Each number may be tried 6 times in 15 minutes, however it is checked: on this site, with the crew check or through the API. A pair past that is answered “limited”, with when to ask again, and is not charged. An account whose checks find far more no-matches than matches is answered more slowly, then refused until midnight.',
      ],
    },
    {
      heading: 'Answers and errors',
      paragraphs: [
        'Every answer has a Request-Id to quote to us. Every error is problem details (RFC 9457, application/problem+json) with a code your program can act on: quota-spent, no-matches, key-missing, method-not-allowed and the rest, each listed in the OpenAPI document.',
        'To retry a check safely after a timeout, send it with an Idempotency-Key header: the same key with the same body within 24 hours gets the first answer again, charged once.',
      ],
    },
    ...routeSections,
    {
      heading: 'Told when it changes',
      paragraphs: [
        'A check with watch set to true watches the people it matched. The account is then sent a notice, signed with its own secret, when one is suspended, expires, is about to expire or is removed, and every attempt to deliver it is in the delivery log.',
      ],
    },
  ],
} satisfies DocumentContent;
