import sanitizeHtml from 'sanitize-html';

/**
 * What an article's content may hold: Markdown, and the HTML of a formatted guide (headings,
 * lists, tables, emphasis, links, images, code). No script, style, form, frame or event handler
 * survives; links point to http(s), mailto: or tel: and images to http(s) or this site, never
 * javascript: or data:.
 */
const CONTENT_RULES: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'align'],
    td: ['colspan', 'rowspan', 'align'],
    ol: ['start'],
    code: ['class'],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  disallowedTagsMode: 'discard',
};

/** A Markdown autolink (`<https://...>`), which the HTML sanitizer would take for a tag. */
const AUTOLINK = /<((?:https?|mailto):[^\s<>]+)>/gi;
/** A Markdown link or image whose destination runs script or embeds a document: `[x](javascript:...)`. */
const UNSAFE_INLINE_DESTINATION = /\]\(\s*<?\s*(?:javascript|vbscript|data|file)\s*:[^)\s]*/gi;
/** The same in a reference definition: `[x]: javascript:...`. */
const UNSAFE_REFERENCE_DESTINATION = /^(\s{0,3}\[[^\]\n]+\]:\s*)<?\s*(?:javascript|vbscript|data|file)\s*:\S*/gim;

/**
 * An article's content as it is stored: Markdown or HTML as written, with everything unsafe
 * removed; null when nothing is left. The HTML sanitizer escapes `<`, `>` and `&` in text; `>`
 * and `&` are put back (they cannot open a tag, and Markdown needs `>` for quotes), `<` stays
 * escaped unless it opens an allowed tag. The web app sanitizes again when it renders.
 */
export function sanitizeArticleContent(content: string | null | undefined): string | null {
  if (!content?.trim()) return null;
  const withLinks = content.replace(AUTOLINK, (_, url: string) => `[${url}](${url})`);
  const html = sanitizeHtml(withLinks, CONTENT_RULES).replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  const clean = html.replace(UNSAFE_INLINE_DESTINATION, '](#').replace(UNSAFE_REFERENCE_DESTINATION, '$1#');
  return clean.trim() === '' ? null : clean;
}
