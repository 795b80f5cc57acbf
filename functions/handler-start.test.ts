// The handler will not start when a route of its own has no surface to answer it: here the crew
// check's surface is made to answer nothing, as a surface whose routes were renamed would.
import { describe, expect, it, vi } from 'vitest';
import { createApp } from './handler.js';
import { createRouter } from './surfaces/router.js';
import { unitContext } from './testing/surface.js';
import { routesOf } from './vocabulary/paths.js';

vi.mock('./surfaces/crew/index.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./surfaces/crew/index.js')>()),
  crewSurface: () => createRouter(),
}));

describe('createApp', () => {
  it('refuses to start when a route of its own has no surface, naming each such route', () => {
    const { context } = unitContext();
    const unanswered = routesOf('check')
      .filter((route) => route.surface === 'crew')
      .map((route) => route.path);
    expect(unanswered.length).toBeGreaterThan(0);
    expect(() => createApp(context, { serves: 'check' })).toThrow(
      `No surface answers ${unanswered.join(', ')}`,
    );
    // The portal's function has no crew check: it starts.
    expect(() => createApp(context, { serves: 'portal' })).not.toThrow();
  });
});
