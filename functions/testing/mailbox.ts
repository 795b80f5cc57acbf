// A mailbox for the tests: a real SMTP server on loopback (scripts/serve/mail-server.mjs), on a
// port of its own, whose messages the test reads as they arrived. A test points the function's
// mail transport at it with `process.env.SMTP_URL = mailbox.url` (or passes `mailTransport`).
import { startMailServer } from '../../scripts/serve/mail-server.mjs';

export type { Arrival } from '../../scripts/serve/mail-server.mjs';

/** Starts a mailbox on any free port; `stop()` it after the tests. */
export const startMailbox = () => startMailServer();
