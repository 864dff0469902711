import { isEmail } from 'class-validator';
import sanitizeHtml from 'sanitize-html';
import { Invalid } from '../../common/errors';

/**
 * What an inbound message's raw fields become before they are stored: the sender's address and
 * name, the ids an e-mail replies to, the ticket token of a subject, and HTML made safe to show.
 */

/**
 * The HTML an inbound e-mail may keep: text structure, emphasis, lists, tables and links to web or
 * mail addresses. No scripts, styles, images (remote images track the reader), forms, frames,
 * event handlers or other attributes; a link opens in a new tab without access to the desk.
 */
const EMAIL_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'div', 'span', 'b', 'strong', 'i', 'em', 'u', 's', 'small', 'sub', 'sup',
    'blockquote', 'pre', 'code', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr',
    'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'a',
  ], // prettier-ignore
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }) },
};

/** The e-mail's HTML with only what EMAIL_HTML allows. */
export function sanitizeEmailHtml(html: string): string {
  return sanitizeHtml(html, EMAIL_HTML).trim();
}

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' };

/** Plain text of (sanitized) HTML: blocks and line breaks become new lines, entities characters. */
export function htmlToText(html: string): string {
  const lines = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|li|tr|h[1-6]|blockquote|pre|table)>/gi, '$&\n');
  const text = sanitizeHtml(lines, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(lt|gt|quot|#39|amp);/g, (entity) => ENTITIES[entity])
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The address (lower-cased) and display name of `from`: `address` or `Name <address>`. */
export function parseSender(from: string): { address: string; name: string | null } {
  const named = /^(.*?)<([^<>]+)>\s*$/s.exec(from);
  const address = (named ? named[2] : from).trim().toLowerCase();
  if (!isEmail(address)) throw new Invalid('from must be an e-mail address or Name <address>', 'from');
  const name = named?.[1]
    .trim()
    .replace(/^"(.*)"$/s, '$1')
    .replace(/\\(.)/g, '$1')
    .trim();
  return { address, name: name || null };
}

/** Phone numbers in E.164: a plus, the country code and up to 15 digits. */
const E164 = /^\+[1-9]\d{6,14}$/;

/**
 * A Twilio address (`+447700900123` or `whatsapp:+447700900123`) as its channel and E.164 number;
 * spaces, dashes, dots and brackets are dropped.
 */
export function parsePhoneAddress(value: string, field: string): { channel: 'sms' | 'whatsapp'; phone: string } {
  const whatsapp = /^whatsapp:/i.test(value.trim());
  const phone = value
    .trim()
    .replace(/^whatsapp:/i, '')
    .replace(/[\s().-]/g, '');
  if (!E164.test(phone)) throw new Invalid(`${field} must be a phone number in E.164 format, such as +447700900123`, field);
  return { channel: whatsapp ? 'whatsapp' : 'sms', phone };
}

/** The ticket reference token every outbound e-mail's subject carries: `[#1234]`. */
const TICKET_TOKEN = /\[#(\d{1,9})\]/;

/** The ticket token of a subject and its number, or null. */
export function ticketToken(subject: string | null | undefined): { token: string; number: number } | null {
  const match = subject ? TICKET_TOKEN.exec(subject) : null;
  return match ? { token: match[0], number: Number(match[1]) } : null;
}

/** Message ids without their angle brackets. */
export function bareMessageId(id: string): string {
  return id
    .trim()
    .replace(/^<(.*)>$/s, '$1')
    .trim();
}

/**
 * The message ids an e-mail replies to, nearest first: In-Reply-To, then References from its last
 * (the parent) back to the first (the thread's start). `references` is the header or its ids.
 */
export function repliedToIds(inReplyTo: string | null | undefined, references: string | string[] | null | undefined): string[] {
  const refs = (Array.isArray(references) ? references : [references ?? '']).flatMap((r) => r.match(/<[^<>]+>|[^\s<>,]+/g) ?? []).reverse();
  const ids = [...(inReplyTo?.match(/<[^<>]+>|[^\s<>,]+/g) ?? []), ...refs].map(bareMessageId).filter(Boolean);
  return [...new Set(ids)].slice(0, 50);
}
