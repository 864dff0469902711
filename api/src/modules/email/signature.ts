import sanitizeHtml from 'sanitize-html';

/** A CSS value without a function call, url() or escape: colours, sizes, font names, keywords. */
const SAFE_CSS_VALUE = /^[#\w\s.,%'"-]{1,100}$/;
const STYLE_PROPERTIES = [
  'color',
  'background-color',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-decoration',
  'text-align',
  'line-height',
  'margin',
  'margin-top',
  'margin-bottom',
  'padding',
  'border',
  'width',
  'height',
  'vertical-align',
];

/**
 * What a signature may hold: text formatting, links, tables and images, with inline styles limited
 * to plain values. No script, style sheet, form, frame or event handler survives, and links and
 * images only point to http(s) (links also to mailto: and tel:), never javascript: or data:.
 */
const SIGNATURE_RULES: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'font', 'center'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel', 'style'],
    img: ['src', 'alt', 'title', 'width', 'height', 'style'],
    font: ['color', 'face', 'size'],
    table: ['width', 'cellpadding', 'cellspacing', 'border', 'style'],
    td: ['width', 'align', 'valign', 'colspan', 'rowspan', 'style'],
    '*': ['style', 'align'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  allowedStyles: { '*': Object.fromEntries(STYLE_PROPERTIES.map((property) => [property, [SAFE_CSS_VALUE]])) },
  // A link opens outside the mail client's own window and tells the target nothing.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  // An image without an absolute http(s) address shows nothing in the recipient's mail client.
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^https?:\/\//i.test(frame.attribs.src ?? ''),
  disallowedTagsMode: 'discard',
};

/** The signature as it may be stored and sent; null when nothing is left (blank, or only what was removed). */
export function sanitizeSignature(html: string | null | undefined): string | null {
  if (!html) return null;
  const clean = sanitizeHtml(html, SIGNATURE_RULES).trim();
  return signatureText(clean) || /<img\b/i.test(clean) ? clean : null;
}

const BLOCK_END = /<\/(p|div|li|tr|h[1-6]|blockquote|table)>|<br\s*\/?>/gi;

/** The signature's text for the plain-text part: line breaks where blocks end, the markup dropped. */
export function signatureText(html: string): string {
  const text = sanitizeHtml(
    html.replace(BLOCK_END, (tag) => `${tag}\n`),
    { allowedTags: [], allowedAttributes: {} },
  );
  return decodeEscapes(text)
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** sanitize-html writes text with these four escapes (it decodes every other entity). */
function decodeEscapes(text: string): string {
  return text.replace(/&(amp|lt|gt|quot);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"' })[name] ?? '');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** The plain-text message as HTML: escaped, line breaks kept. */
export function textToHtml(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br>\n');
}
