// The employers' API's requests and answers, defined once with zod: the same schemas validate
// every request (functions/surfaces/api.js) and generate the OpenAPI 3.1 document the API serves
// and the site renders as its API page (docs/api.md).
import { z } from '@hono/zod-openapi';
import { checkRecordRetentionDays, limits, maxPairs } from '../records.js';

export { checkRecordRetentionDays, maxPairs };

/** The registers the API checks people on. */
export const apiRegisters = /** @type {const} */ (['operators', 'instructors']);

export const Pair = z
  .object({
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
  .object({
    checks: z
      .array(Pair)
      .min(1)
      .max(maxPairs)
      .openapi({ description: `From 1 to ${maxPairs} number-and-surname pairs` }),
    register: z
      .enum(apiRegisters)
      .default('operators')
      .openapi({ description: 'Which register to check: operators unless said' }),
    photos: z
      .boolean()
      .default(false)
      .openapi({ description: 'Whether a match carries the photograph (JPEG, base64)' }),
    watch: z.boolean().default(false).openapi({
      description:
        'Whether to watch the people matched: the account is told when one is suspended, expires, is about to expire or is removed (its webhook)',
    }),
  })
  .openapi('CheckRequest');

export const CheckResult = z
  .object({
    number: z.string().openapi({ description: 'The number as asked' }),
    outcome: z.enum(['match', 'no-match', 'invalid']).openapi({
      description:
        '`match`: the number is on the register with that surname; `no-match`: it is not (an unknown number and a wrong surname alike); `invalid`: the pair is not one the check takes (see `problem`)',
    }),
    problem: z
      .string()
      .optional()
      .openapi({ example: 'number: format', description: 'What is wrong with an invalid pair' }),
    status: z.enum(['current', 'expired', 'suspended']).optional(),
    validUntil: z.string().optional().openapi({ example: '2028-03-31' }),
    name: z.string().optional().openapi({ example: 'Ada Lovelace' }),
    categories: z.array(z.string()).optional(),
    photo: z.string().optional().openapi({ description: 'JPEG, base64, when asked for' }),
    reference: z.string().optional().openapi({ example: 'TRW4ZK-7QH3P8WZ' }),
    receipt: z.string().optional().openapi({
      description:
        'A JWS (ES256) of what the register said, verifiable against /.well-known/jwks.json (docs/receipts.md)',
    }),
  })
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
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().optional(),
  })
  .openapi('Problem');

export const RecordQuery = z.object({
  page: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/)
    .optional()
    .openapi({ description: 'The `next` of the page before' }),
  format: z.enum(['json', 'csv']).default('json'),
});

export const CheckRecordEntry = z
  .object({
    at: z.string(),
    register: z.enum(apiRegisters),
    number: z.string(),
    outcome: z.enum(['match', 'no-match', 'invalid']),
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

export const Unwatch = z.object({
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
    type: z.enum([
      'registration.suspended',
      'registration.expired',
      'registration.expiring',
      'registration.removed',
      'registration.current',
    ]),
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
    type: z.literal('webhook.test'),
    timestamp: z.string().openapi({ example: '2026-11-26T10:15:30.000Z' }),
    data: z.object({}),
  })
  .openapi('TestNotice');
