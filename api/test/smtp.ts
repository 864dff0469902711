import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on loopback that keeps every mail it receives (its envelope and the mail as sent). */
export function loopbackSmtp() {
  const received: { from: string; to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  return {
    received,
    server,
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
      return `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    },
  };
}
