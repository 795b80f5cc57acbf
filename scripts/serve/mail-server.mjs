// A real SMTP server on loopback, alone (functions/testing/mail-server.js says what it is): it
// keeps each message it takes in `--folder`, as .eml, .txt and .html, and names each as it comes.
//   node scripts/serve/mail-server.mjs [--port 2525] [--folder .mail]
import { parseArgs } from 'node:util';
import { startMailServer } from '../../functions/testing/mail-server.js';
import { isCommand, localMailPort } from '../project.mjs';

if (isCommand(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: String(localMailPort) },
      folder: { type: 'string', default: '.mail' },
    },
  });
  const mail = await startMailServer({
    port: Number(values.port),
    folder: values.folder,
    onMessage: (arrival) => console.log(`Mail to ${arrival.to.join(', ')}: ${arrival.subject}`),
  });
  console.log(`SMTP server on ${mail.url}, keeping each message in ${values.folder}/`);
}
