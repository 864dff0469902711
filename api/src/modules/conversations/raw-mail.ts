import { createHash } from 'node:crypto';
import EmailReplyParser from 'email-reply-parser';
import { simpleParser, type AddressObject, type Attachment as MailAttachment, type HeaderValue, type ParsedMail } from 'mailparser';
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
export class UnreadableMail extends Error {}

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
  if (!first?.address)
    throw new UnreadableMail(
      fromHeader ? `The sender "${fromHeader.slice(0, 200)}" is not an e-mail address` : 'The mail has no From address',
    );
  let sender: { address: string; name: string | null };
  try {
    sender = parseSender(first.name ? `${JSON.stringify(first.name)} <${first.address}>` : first.address);
  } catch {
    throw new UnreadableMail(`The sender "${first.address.slice(0, 200)}" is not an e-mail address`);
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

/** A header's text, for the headers mailparser keeps as text or as address lists. */
export function headerText(value: HeaderValue | undefined): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'string' ? v : (v as AddressObject).text)).join(', ');
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && 'text' in value) return String((value as AddressObject).text);
  if (typeof value === 'object' && 'value' in value) return String((value as { value: unknown }).value);
  return String(value);
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
