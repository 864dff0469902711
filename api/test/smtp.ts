import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { waitFor } from './wait-for';

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

/** A mail the loopback server took, parsed: who sent it, its subject and its text. */
export interface CaughtMail {
  from: string;
  subject: string;
  text: string;
}

/** Waits for the `nth` (1 = first) mail the loopback server takes for `to`, and parses it. */
export async function caughtMail(
  received: ReturnType<typeof loopbackSmtp>['received'],
  to: string,
  nth = 1,
  timeoutMs = 15_000,
): Promise<CaughtMail> {
  const mine = () => received.filter((mail) => mail.to.includes(to.toLowerCase()));
  await waitFor(`mail ${nth} to ${to}`, () => mine().length >= nth, timeoutMs);
  const parsed = await simpleParser(mine()[nth - 1]!.raw);
  return { from: parsed.from?.text ?? '', subject: parsed.subject ?? '', text: parsed.text ?? '' };
}

/** The token of the link to `path` (`/reset-password`, `/invite`) in a mail's text, and the whole link. */
export function linkIn(mail: CaughtMail, path: string): { link: string; token: string } {
  const match = new RegExp(`(https?://\\S+${path}/([A-Za-z0-9_-]+))`).exec(mail.text);
  if (!match) throw new Error(`No ${path} link in: ${mail.text}`);
  return { link: match[1]!, token: match[2]! };
}
