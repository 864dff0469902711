// A local stand-in for the company mail server for the browser tests: accepts every mail (no
// authentication, no TLS) and keeps nothing; the app's "sent" then means this server took it.
import { SMTPServer } from 'smtp-server';

const port = Number(process.argv[2] ?? 4104);
new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => undefined);
    stream.on('end', () => callback());
  },
}).listen(port, '127.0.0.1');
