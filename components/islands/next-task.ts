/**
 * Resolves in a task of its own, once the browser has had the chance to paint and answer input.
 * A message, as React's scheduler yields, not a timer: timers are throttled in background tabs
 * and stand still under a test's fake clock.
 */
export const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
