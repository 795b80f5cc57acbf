// The employers' API's requests and answers, defined once with zod: the same schemas validate
// every request (functions/surfaces/api/) and generate the OpenAPI 3.1 document the API serves
// and the site renders as its API page (docs/api.md). A request's objects are strict: a field the
// API does not take (a misspelt `wacth`) is refused and named, never silently ignored. A result's
// fields follow from its outcome (one schema per outcome), so a client generated from the
// document knows a match has a name and a no-match has none.
import { z } from '@hono/zod-openapi';
import { checkRecordRetentionDays } from '../../vocabulary/retention.js';
import { limits } from '../../vocabulary/check-input.js';
import { maxPairs } from '../../vocabulary/limits.js';
import { standingEvents, testEvent } from '../../vocabulary/notices.js';
import { problemCodes } from './problems.js';

export { checkRecordRetentionDays, maxPairs };

/** The registers the API checks people on. */
export const apiRegisters = /** @type {const} */ (['operators', 'instructors']);

/** The largest request body read: 100 pairs of at most 200 characters each, with room. */
export const maxApiBodyBytes = 64 * 1024;

/** The most checks one page of the record holds; and one CSV. */
export const recordLimits = { page: 1000, csv: 10_000, defaultPage: 100 };

export const Pair = z
  .strictObject({
    number: z
      .string()
      .max(200)
      .openapi({ example: 'MO123456', description: 'The registration number, as on the card' }),
    surname: z
      .string()
      .max(200)
      .openapi({ example: 'Lovelace', description: 'The surname, as on the card' }),
  })
  .openapi('Pair');

export const CheckRequest = z
  .strictObject({
    checks: z
      .array(Pair)
      .min(1)
      .max(maxPairs)
      .openapi({ description: `From 1 to ${maxPairs} number-and-surname pairs` }),
    // Optional, with the default in words: a `default` in the document makes a generated
    // client (openapi-typescript) require the field.
    register: z.enum(apiRegisters).optional().openapi({
      description: 'Which register to check: operators unless said',
    }),
    photos: z.boolean().optional().openapi({
      description: 'Whether a match carries the photograph (JPEG, base64): not unless said',
    }),
    watch: z.boolean().optional().openapi({
      description:
        'Whether to watch the people matched: the account is told when one is suspended, expires, is about to expire or is removed (its webhook); not unless said',
    }),
  })
  .openapi('CheckRequest');

const asked = z.string().openapi({ description: 'The number as asked (normalised when read)' });
const reference = z
  .string()
  .openapi({ example: 'TRW4ZK-7QH3P8WZ', description: 'The check’s reference' });
const receipt = z.string().openapi({
  description:
    'A JWS (ES256) of what the register said, verifiable against /.well-known/jwks.json (docs/receipts.md)',
});

export const Match = z
  .object({
    number: asked,
    outcome: z.literal('match').openapi({
      description: 'The number is on the register with that surname',
    }),
    status: z.enum(['current', 'expired', 'suspended']),
    statusSince: z.string().optional().openapi({
      example: '2026-11-03',
      description: 'The UK day the person took their status, where the register knows it',
    }),
    validUntil: z.string().openapi({ example: '2028-03-31' }),
    name: z.string().openapi({ example: 'Ada Lovelace' }),
    categories: z.array(z.string()).openapi({ example: ['Counterbalance lift truck'] }),
    provisional: z
      .array(
        z.object({
          category: z.string().openapi({ example: 'CB' }),
          counts: z.boolean().openapi({
            description:
              'Whether it counts today: false once the scheme’s day to confirm it has passed',
          }),
          text: z.string().openapi({
            example:
              'Counterbalance lift truck: provisional: results entered by Example Forklift Training (Leeds) on 27 November 2026, awaiting the scheme’s confirmation',
          }),
        }),
      )
      .optional()
      .openapi({
        description:
          'Categories a training provider’s results put on the record before the scheme confirmed them; those that count are in `categories` too',
      }),
    photo: z.string().optional().openapi({ description: 'JPEG, base64, when asked for' }),
    reference,
    receipt,
  })
  .openapi('Match');

export const NoMatch = z
  .object({
    number: asked,
    outcome: z.literal('no-match').openapi({
      description:
        'The number is not on the register with that surname: an unknown number and a wrong surname alike',
    }),
    reference,
    receipt,
  })
  .openapi('NoMatch');

export const Invalid = z
  .object({
    number: asked,
    outcome: z.literal('invalid').openapi({ description: 'The pair is not one the check takes' }),
    problem: z
      .string()
      .openapi({ example: 'number: format', description: 'What is wrong with the pair' }),
  })
  .openapi('Invalid');

export const Limited = z
  .object({
    number: asked,
    outcome: z.literal('limited').openapi({
      description:
        'Not answered: the number has been tried as often as any caller may in 15 minutes (6 times, whichever way: the web check, the crew check or the API), or the service is refusing a register being listed; it does not count against the quota',
    }),
    retryAt: z
      .string()
      .openapi({ example: '2026-11-26T10:30:00.000Z', description: 'When to ask again' }),
  })
  .openapi('Limited');

export const CheckResult = z
  .discriminatedUnion('outcome', [Match, NoMatch, Invalid, Limited])
  .openapi('CheckResult');

export const CheckResponse = z
  .object({
    checkedAt: z.string().openapi({ example: '2026-11-26T10:15:30.000Z' }),
    registerUpdated: z.string().nullable(),
    results: z.array(CheckResult),
  })
  .openapi('CheckResponse');

export const Problem = z
  .object({
    type: z.literal('about:blank'),
    title: z.string().openapi({ description: 'The HTTP status’s phrase' }),
    status: z.number().int(),
    detail: z.string().openapi({ description: 'What happened, and what to do' }),
    code: z
      .enum(
        /** @type {[keyof typeof problemCodes, ...(keyof typeof problemCodes)[]]} */ (
          Object.keys(problemCodes)
        ),
      )
      .openapi({
        description: Object.entries(problemCodes)
          .map(([code, [status, meaning]]) => `\`${code}\` (${status}): ${meaning}`)
          .join('; '),
      }),
    requestId: z.string().optional().openapi({ description: 'The answer’s Request-Id' }),
  })
  .openapi('Problem');

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const RecordQuery = z.strictObject({
  page: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/)
    .optional()
    .openapi({ description: 'The `next` of the page before' }),
  format: z.enum(['json', 'csv']).default('json'),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(recordLimits.csv)
    .optional()
    .openapi({
      description: `How many checks a page holds: ${recordLimits.defaultPage} unless said, at most ${recordLimits.page} (a CSV: all, at most ${recordLimits.csv})`,
    }),
  from: day
    .optional()
    .openapi({ example: '2026-11-01', description: 'The first UK day to include' }),
  to: day.optional().openapi({ example: '2026-11-30', description: 'The last UK day to include' }),
  number: z
    .string()
    .max(20)
    .optional()
    .openapi({ example: 'MO123456', description: 'Only the checks of this number' }),
});

export const CheckRecordEntry = z
  .object({
    at: z.string(),
    register: z.enum(apiRegisters),
    number: z.string(),
    outcome: z.enum(['match', 'no-match', 'invalid', 'limited']),
    status: z.string().optional(),
    reference: z.string().optional(),
  })
  .openapi('CheckRecordEntry');

export const CheckRecord = z
  .object({
    keptDays: z.number().int().openapi({ example: checkRecordRetentionDays }),
    checks: z.array(CheckRecordEntry),
    next: z.string().optional().openapi({ description: 'Pass as `page` for the next page' }),
  })
  .openapi('CheckRecord');

/** The limits the check itself applies to what is typed, for the document's words. */
export const pairLimits = limits;

export const WatchedPerson = z
  .object({
    register: z.enum(apiRegisters),
    number: z.string(),
    standing: z.enum(['current', 'expiring', 'expired', 'suspended', 'removed']),
    since: z.string(),
  })
  .openapi('WatchedPerson');

export const Watchlist = z.object({ watching: z.array(WatchedPerson) }).openapi('Watchlist');

export const Unwatch = z.strictObject({
  register: z.enum(apiRegisters),
  number: z.string().regex(/^[A-Z]{2}[0-9]{6}$/),
});

export const DeliveryAttempt = z
  .object({
    at: z.string(),
    outcome: z.enum(['delivered', 'failed']).openapi({
      description:
        '`delivered`: the receiver answered 2xx; `failed`: it answered otherwise (`status` says what), or no answer came (why is not said)',
    }),
    status: z
      .number()
      .int()
      .optional()
      .openapi({ description: 'The HTTP status the receiver answered, when it answered' }),
  })
  .openapi('DeliveryAttempt');

export const Delivery = z
  .object({
    id: z.string().openapi({ description: 'Sent as `webhook-id`, the same on every attempt' }),
    event: z.string(),
    state: z.enum(['pending', 'delivered', 'failed']),
    attempts: z.number().int(),
    body: z.string().openapi({ description: 'The notice as sent' }),
    log: z.array(DeliveryAttempt),
  })
  .openapi('Delivery');

export const Deliveries = z.object({ deliveries: z.array(Delivery) }).openapi('Deliveries');

export const DeliveryId = z.object({
  id: z.string().openapi({
    param: { name: 'id', in: 'path' },
    description: 'A delivery’s `id`, as the log gives it',
  }),
});

/** The headers that sign every notice, as Standard Webhooks name them. */
export const NoticeHeaders = z.object({
  'webhook-id': z.string().openapi({
    description:
      'The delivery’s id: the same on every attempt and redelivery of a notice, so a receiver can tell one it has had',
  }),
  'webhook-timestamp': z
    .string()
    .openapi({ description: 'When this attempt was signed, in seconds since 1970 (UTC)' }),
  'webhook-signature': z.string().openapi({
    description:
      '`v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the bytes of the account’s secret after `whsec_` (base64): verify it with a Standard Webhooks library and the secret',
  }),
});

export const StandingNotice = z
  .object({
    type: z.enum(standingEvents),
    timestamp: z.string().openapi({ example: '2026-11-26T10:15:30.000Z' }),
    data: z.object({
      register: z.enum(apiRegisters),
      number: z.string().openapi({ example: 'MO123456' }),
      standing: z.enum(['current', 'expiring', 'expired', 'suspended', 'removed']),
      was: z.enum(['current', 'expiring', 'expired', 'suspended', 'removed']),
    }),
  })
  .openapi('StandingNotice');

export const TestNotice = z
  .object({
    type: z.literal(testEvent),
    timestamp: z.string().openapi({ example: '2026-11-26T10:15:30.000Z' }),
    data: z.object({}),
  })
  .openapi('TestNotice');
