// A local stand-in for the company mail server for the browser tests: accepts every mail (no
// authentication, no TLS). With a folder as second argument it keeps each mail there as
// <n>.eml, so a test can answer one the way a tenant's mail program would.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const port = Number(process.argv[2] ?? 4104);
const keepIn = process.argv[3];
if (keepIn) mkdirSync(keepIn, { recursive: true });
let received = 0;
new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      received += 1;
      if (keepIn) writeFileSync(path.join(keepIn, `${String(received).padStart(6, '0')}.eml`), Buffer.concat(chunks));
      callback();
    });
  },
}).listen(port, '127.0.0.1');
