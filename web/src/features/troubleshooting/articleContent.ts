import DOMPurify from 'dompurify';
import { marked } from 'marked';

/**
 * An article's content as safe HTML: Markdown (with any HTML in it) rendered by `marked`, then
 * sanitized by DOMPurify, so no script, event handler or javascript: link survives, whatever was
 * stored (the server sanitizes on save too). Links open in a new tab without access to this one.
 */
export function renderArticleContent(content: string | null | undefined): string {
  if (!content?.trim()) return '';
  const html = marked.parse(content, { async: false, gfm: true, breaks: false });
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
  // Every remaining link leaves the app in a new tab.
  const template = document.createElement('template');
  template.innerHTML = clean;
  for (const link of template.content.querySelectorAll('a[href]')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  return template.innerHTML;
}
