import { createHash } from 'node:crypto';
import EmailReplyParser from 'email-reply-parser';
import { simpleParser, type AddressObject, type Attachment as MailAttachment, type ParsedMail } from 'mailparser';
import { bareMessageId, htmlToText, parseSender, repliedToIds, sanitizeEmailHtml, ticketToken } from './inbound-content';

/**
 * Mail as it was sent (RFC 5322 / MIME), from any route (the raw webhook, Mailgun, SendGrid, an
 * IMAP mailbox), read by one parser (mailparser) into what InboundService stores.
 */

/** Where a raw mail came from; `mailboxAddress` is the desk mailbox it was read from or addressed to, when known. */
export interface RawMailOrigin {
  via: 'webhook' | 'mailgun' | 'sendgrid' | 'imap';
  mailboxAddress?: string | null;
}

/** The subjects and bodies mailparser decodes are cut to what the tables keep. */
const SUBJECT_MAX = 500;
/** mailparser turns HTML into text itself only up to this length; longer HTML is shown as its sanitized text. */
const HTML_PARSE_MAX = 5 * 1024 * 1024;

/** One decoded file of a mail: an attachment or an inline (cid) image. */
export interface RawMailFile {
  fileName: string;
  claimedType: string;
  content: Buffer;
  inline: boolean;
  contentId: string | null;
}

/** A parsed mail's parts the desk uses. */
export interface ParsedRawMail {
  messageId: string;
  address: string;
  senderName: string | null;
  subject: string | null;
  /** The new text only: quoted history and signature left out. */
  body: string;
  /** The whole decoded text (or the sanitized HTML's text). */
  fullText: string;
  html: string | null;
  repliesTo: string[];
  ticketToken: { token: string; number: number } | null;
  /** Every recipient address (To, Cc, Delivered-To, X-Original-To), lower-cased. */
  recipients: string[];
  headers: ParsedMail['headers'];
  from: string;
  to: string | null;
  files: RawMailFile[];
  parsed: ParsedMail;
}

/** Why a raw mail could not be read into a message; it is stored raw, as failed, with this reason. */
export class UnreadableMail extends Error {
  constructor(
    message: string,
    /** What could be read of it, if anything. */
    readonly parsed: ParsedMail | null = null,
  ) {
    super(message);
  }
}

/** The Message-ID of the mail, or (none given) one made from its bytes, so a repeated delivery is still found. */
export function rawMailId(parsed: ParsedMail | null, source: Buffer): string {
  const given = parsed?.messageId ? bareMessageId(parsed.messageId) : '';
  if (given) return given.slice(0, 255);
  return `sha256:${createHash('sha256').update(source).digest('hex')}`;
}

/** Parses the mail; throws UnreadableMail when it has no sender address the desk can answer. */
export async function parseRawMail(source: Buffer): Promise<ParsedRawMail> {
  let parsed: ParsedMail;
  try {
    parsed = await simpleParser(source, {
      keepCidLinks: true,
      skipTextToHtml: true,
      skipTextLinks: true,
      maxHtmlLengthToParse: HTML_PARSE_MAX,
    });
  } catch (error) {
    throw new UnreadableMail(`The mail could not be parsed: ${error instanceof Error ? error.message : String(error)}`);
  }
  const fromHeader = addressText(parsed.from);
  const first = parsed.from?.value.find((a) => a.address);
  if (!first?.address) {
    const given = rawHeader(parsed, 'from');
    throw new UnreadableMail(
      given ? `The sender "${given.slice(0, 200)}" is not an e-mail address` : 'The mail has no From address',
      parsed,
    );
  }
  let sender: { address: string; name: string | null };
  try {
    sender = parseSender(first.name ? `${JSON.stringify(first.name)} <${first.address}>` : first.address);
  } catch {
    throw new UnreadableMail(`The sender "${first.address.slice(0, 200)}" is not an e-mail address`, parsed);
  }
  const html = parsed.html ? sanitizeEmailHtml(parsed.html) : null;
  const text = parsed.text?.trim() ? parsed.text.trim() : null;
  const fullText = text ?? (html ? htmlToText(html) : '');
  const subject = parsed.subject?.trim() ? parsed.subject.trim().slice(0, SUBJECT_MAX) : null;
  return {
    messageId: rawMailId(parsed, source),
    address: sender.address,
    senderName: sender.name,
    subject,
    body: visibleText(fullText),
    fullText,
    html,
    repliesTo: repliedToIds(parsed.inReplyTo ?? null, parsed.references ?? null),
    ticketToken: ticketToken(subject),
    recipients: recipientsOf(parsed),
    headers: parsed.headers,
    from: fromHeader ?? sender.address,
    to: addressText(parsed.to),
    files: parsed.attachments.map(toFile),
    parsed,
  };
}

/** The text without quoted history and signature; the whole text when that would leave nothing. */
export function visibleText(text: string): string {
  if (!text) return '';
  const visible = new EmailReplyParser().read(text).getVisibleText().trim();
  return visible || text.trim();
}

function toFile(attachment: MailAttachment): RawMailFile {
  const inline = attachment.contentDisposition === 'inline' || Boolean(attachment.related);
  return {
    fileName: attachment.filename ?? (inline && attachment.cid ? attachment.cid : 'attachment'),
    claimedType: (attachment.contentType || 'application/octet-stream').toLowerCase(),
    content: attachment.content,
    inline,
    contentId: attachment.cid ?? null,
  };
}

function addressText(value: AddressObject | AddressObject[] | undefined): string | null {
  if (!value) return null;
  return (Array.isArray(value) ? value.map((v) => v.text).join(', ') : value.text) || null;
}

function addressesOf(value: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list
    .flatMap((v) => v.value.flatMap((a) => [a.address, ...(a.group ?? []).map((g) => g.address)]))
    .filter((a): a is string => Boolean(a));
}

/** A header's first value as it arrived (unfolded), or null; mailparser's own map renames some (List-* become `list`). */
export function rawHeader(parsed: ParsedMail, name: string): string | null {
  const line = parsed.headerLines.find((h) => h.key === name)?.line;
  if (!line) return null;
  const value = line
    .slice(line.indexOf(':') + 1)
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim();
  return value || null;
}

/** The addresses a mail was delivered to: To, Cc, and the headers a mail server adds (Delivered-To, X-Original-To). */
function recipientsOf(parsed: ParsedMail): string[] {
  const delivered = parsed.headerLines
    .filter((h) => h.key === 'delivered-to' || h.key === 'x-original-to')
    .map((h) =>
      h.line
        .slice(h.line.indexOf(':') + 1)
        .trim()
        .replace(/^<(.*)>$/, '$1'),
    );
  const all = [...addressesOf(parsed.to), ...addressesOf(parsed.cc), ...delivered].map((a) => a.trim().toLowerCase()).filter(Boolean);
  return [...new Set(all)];
}

// ---- what kind of mail it is ----------------------------------------------------------------

/** A delivery report (RFC 3464) on a mail the desk sent: which one, and why it was not delivered. */
export interface DeliveryFailure {
  /** The Message-ID of the undelivered mail, bare. */
  originalMessageId: string;
  /** In an agent's words, with the server's own (Status and Diagnostic-Code). */
  reason: string;
}

/** What RFC 3463's status subjects mean, in words (X.<subject>.<detail>); the class (X) says permanent or not. */
const STATUS_WORDS: Record<string, string> = {
  '1.1': 'the mailbox does not exist',
  '1.2': 'the domain does not exist or takes no mail',
  '1.3': 'the address is not valid',
  '1.6': 'the mailbox has moved',
  '2.1': 'the mailbox is disabled',
  '2.2': 'the mailbox is full',
  '2.3': 'the message is too large for the mailbox',
  '3.4': 'the message is too large',
  '4.1': 'the receiving server did not answer',
  '4.4': 'the receiving server could not be reached',
  '4.7': 'the message expired before it could be delivered',
  '5.3': 'there were too many recipients',
  '7.1': 'the receiving server refused it',
  '7.26': 'the receiving server refused it because the sender could not be authenticated',
};

/**
 * The failure a delivery report (multipart/report; report-type=delivery-status) tells, or null for
 * another mail, a report on delays or successes, or one that names no original Message-ID.
 */
export async function deliveryFailure(mail: ParsedRawMail): Promise<DeliveryFailure | null> {
  const type = mail.headers.get('content-type') as { value?: string; params?: Record<string, string> } | undefined;
  if (type?.value?.toLowerCase() !== 'multipart/report' || type.params?.['report-type']?.toLowerCase() !== 'delivery-status') return null;
  const fields = reportFields(mail.parsed.text ?? '');
  const action = fields.get('action')?.toLowerCase();
  if (action && action !== 'failed') return null;
  const returned = mail.parsed.attachments.find((a) => ['message/rfc822', 'text/rfc822-headers'].includes(a.contentType.toLowerCase()));
  if (!returned) return null;
  const original = await simpleParser(returned.content, { skipHtmlToText: true, skipTextToHtml: true, skipImageLinks: true });
  const originalMessageId = original.messageId ? bareMessageId(original.messageId) : '';
  if (!originalMessageId) return null;
  const recipient = fields.get('final-recipient')?.replace(/^[^;]*;\s*/, '') ?? fields.get('original-recipient')?.replace(/^[^;]*;\s*/, '');
  const status = fields.get('status')?.match(/^([245])\.(\d{1,3}\.\d{1,3})/);
  const words = status ? (STATUS_WORDS[status[2].replace(/^(\d+)\.0*(\d+)$/, '$1.$2')] ?? null) : null;
  const diagnostic = fields.get('diagnostic-code')?.replace(/^[^;]*;\s*/, '');
  const reason = [
    `The e-mail${recipient ? ` to ${recipient}` : ''} could not be delivered${words ? `: ${words}` : ''}.`,
    status || diagnostic ? `The server said: ${[status?.[0], diagnostic].filter(Boolean).join(' ')}` : null,
  ]
    .filter(Boolean)
    .join(' ');
  return { originalMessageId, reason: reason.slice(0, 1000) };
}

/** The per-recipient fields of a delivery-status part (as mailparser adds it to the text): the first recipient's, by lower-cased name. */
function reportFields(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  const start = text.search(/^(Final-Recipient|Original-Recipient|Action):/im);
  if (start < 0) return fields;
  let last: string | null = null;
  for (const line of text.slice(start).split(/\r?\n/)) {
    if (!line.trim()) {
      if (fields.has('action')) break;
      continue;
    }
    const continued = /^\s/.test(line);
    if (continued && last) {
      fields.set(last, `${fields.get(last)} ${line.trim()}`);
      continue;
    }
    const field = /^([A-Za-z-]+):\s*(.*)$/.exec(line);
    if (!field) continue;
    last = field[1].toLowerCase();
    if (!fields.has(last)) fields.set(last, field[2].trim());
  }
  return fields;
}

/** Out-of-office subjects, for the auto-replies that set none of the headers. */
const OUT_OF_OFFICE =
  /^(auto(matic)?[ -]?(reply|response|antwort)|out of (the )?office|abwesenheits|r[ée]ponse automatique|absence|vacation reply|i am (currently )?out of)/i;

/**
 * Why this mail is not from a person writing to the desk, or null: an auto-reply (Auto-Submitted
 * other than "no", X-Autoreply, X-Auto-Response-Suppress, an out-of-office subject) or mailing-list
 * mail (List-Id, Precedence bulk/list/junk). The desk's own mail and delivery reports are told
 * apart by the caller, which knows what the desk sent.
 */
export function noiseReason(mail: ParsedRawMail): string | null {
  const header = (name: string) => rawHeader(mail.parsed, name);
  const autoSubmitted = header('auto-submitted');
  if (autoSubmitted && autoSubmitted.toLowerCase() !== 'no') return `Auto-reply (Auto-Submitted: ${autoSubmitted.slice(0, 100)})`;
  if (header('x-autoreply') || header('x-autorespond')) return 'Auto-reply (X-Autoreply)';
  const suppress = header('x-auto-response-suppress');
  if (suppress && /\b(all|oof|autoreply)\b/i.test(suppress)) return `Auto-reply (X-Auto-Response-Suppress: ${suppress.slice(0, 100)})`;
  const listId = header('list-id');
  if (listId) return `Mailing list (List-Id: ${listId.slice(0, 200)})`;
  const precedence = header('precedence')?.toLowerCase();
  if (precedence && ['bulk', 'list', 'junk'].includes(precedence)) return `Bulk mail (Precedence: ${precedence})`;
  if (mail.subject && OUT_OF_OFFICE.test(mail.subject)) return 'Auto-reply (out-of-office subject)';
  return null;
}

// ---- the desk's plus addresses ----------------------------------------------------------------

/** The desk's address plus-addressed with a ticket (`support+t1234@acme.test`): replies to it thread to that ticket. */
export function plusAddress(deskEmail: string, ticketNumber: number): string {
  const at = deskEmail.lastIndexOf('@');
  return `${deskEmail.slice(0, at)}+t${ticketNumber}${deskEmail.slice(at)}`;
}

/** The ticket number of the first recipient that is one of the desk addresses plus-addressed with a ticket, or null. */
export function plusTicketNumber(recipients: string[], deskAddresses: (string | null | undefined)[]): number | null {
  const desks = deskAddresses.filter((d): d is string => Boolean(d)).map((d) => d.trim().toLowerCase());
  for (const recipient of recipients) {
    const plus = /^([^@+]+)\+t(\d{1,9})@(.+)$/i.exec(recipient.trim());
    if (plus && desks.includes(`${plus[1]}@${plus[3]}`.toLowerCase())) return Number(plus[2]);
  }
  return null;
}
