import { randomBytes, randomUUID } from 'node:crypto';
import type { Response } from 'express';
import { EMAIL_CONNECT_POPUP, EMAIL_MESSAGES, EMAIL_PROVIDER_LABELS, type EmailConnectMessage } from '@pmp/shared';
import type { EmailProvider } from './email.enums';

export type ConnectResult = { provider: EmailProvider; ok: true } | { provider: EmailProvider; ok: false; error: string };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/**
 * The small page the connect popup lands on after the provider: it tells the window that opened it
 * (window.opener.postMessage to its own origin; a BroadcastChannel too, for when the provider's
 * pages cut the popup off from its opener) and closes on success; on failure it stays and shows why.
 */
export function sendConnectCallbackPage(res: Response, status: number, result: ConnectResult): void {
  const nonce = randomBytes(16).toString('base64');
  const label = EMAIL_PROVIDER_LABELS[result.provider];
  const heading = result.ok ? `${label} connected` : EMAIL_MESSAGES.connectFailed(result.provider);
  const detail = result.ok ? 'You can close this window.' : result.error;
  // JSON inside a script: '<' escaped, so no text can end the script element.
  const posted: EmailConnectMessage = { type: EMAIL_CONNECT_POPUP.messageType, id: randomUUID(), ...result };
  const message = JSON.stringify(posted).replace(/</g, '\\u003c');
  res.status(status).set({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  }).send(`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(heading)}</title>
<style>body{font-family:system-ui,sans-serif;margin:3rem 2rem;color:#1a202c}h1{font-size:1.25rem}p{color:#4a5568}</style></head>
<body>
<h1>${escapeHtml(heading)}</h1>
<p role="${result.ok ? 'status' : 'alert'}">${escapeHtml(detail)}</p>
<script nonce="${nonce}">
(function () {
  var message = ${message};
  try { if (window.opener) window.opener.postMessage(message, window.location.origin); } catch (e) {}
  try { var channel = new BroadcastChannel(${JSON.stringify(EMAIL_CONNECT_POPUP.channel)}); channel.postMessage(message); channel.close(); } catch (e) {}
  if (message.ok) setTimeout(function () { window.close(); }, 300);
})();
</script>
</body>
</html>
`);
}
