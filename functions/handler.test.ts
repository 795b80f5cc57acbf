// The handler before any request: it will not start without the keys its counters and check
// references are made with (functions/index.js reads them from Firebase secrets).
import { describe, expect, it } from 'vitest';
import { createCheckHandler } from './handler.js';

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
});
