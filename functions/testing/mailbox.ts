// A mailbox for the tests: a real SMTP server on loopback (functions/testing/mail-server.js), on a
// port of its own, whose messages the test reads as they arrived. A test points the function's
// mail transport at it with `process.env.SMTP_URL = mailbox.url` (or passes `mailTransport`).
import { startMailServer } from './mail-server.js';

export type { Arrival } from './mail-server.js';

/** Starts a mailbox on any free port; `stop()` it after the tests. */
export const startMailbox = () => startMailServer();
