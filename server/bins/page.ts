/**
 * The live view of a bin: `GET /bins/{id}` asked for by a browser (Accept: text/html). Every
 * captured value is attacker-controlled, so every value is HTML-escaped here, and the script
 * that adds live captures (page-script.ts, served from `/bins/view.js`) writes only text nodes.
 * The CSP allows that one script, this page's one style block (by hash) and connections back to
 * this origin; nothing inline can run even if escaping were ever wrong.
 */
import { createHash } from 'node:crypto';
import type { RequestView } from './capture.ts';
import { metaOf, targetOf } from './request-text.ts';
import type { BinListing } from './service.ts';

/** Relative to the page (`…/bins/{id}`), so it resolves under BASE_PATH and BIN_HOST alike. */
export const PAGE_SCRIPT_NAME = 'view.js';

const STYLE = `
  body { font: 14px/1.45 system-ui, sans-serif; margin: 0 auto; max-width: 72rem; padding: 1rem; color: #1d1d1f; }
  code, pre, .path, td { font-family: ui-monospace, monospace; }
  header p { margin: .25rem 0; }
  #live { font-weight: 600; }
  article { border: 1px solid #d0d0d7; border-radius: 6px; margin: .75rem 0; padding: .5rem .75rem; }
  article h2 { font-size: 1rem; margin: 0; overflow-wrap: anywhere; }
  .meta { color: #555; margin: .25rem 0; }
  table { border-collapse: collapse; font-size: 12px; }
  th { text-align: left; padding-right: 1rem; vertical-align: top; font-weight: 600; }
  td { overflow-wrap: anywhere; }
  pre { background: #f4f4f6; padding: .5rem; white-space: pre-wrap; overflow-wrap: anywhere; max-height: 24rem; overflow: auto; }
`;

const STYLE_HASH = `sha256-${createHash('sha256').update(STYLE).digest('base64')}`;

export const PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "connect-src 'self'",
  `style-src '${STYLE_HASH}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers of the page: the id in its URL is the bin's only key, so it must never leak by Referer. */
export const PAGE_HEADERS: Record<string, string> = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': PAGE_CSP,
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
  vary: 'accept',
};

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

/**
 * Whether a GET /bins/{id} wants the page rather than JSON: text/html is accepted (q > 0) and
 * preferred over application/json. A browser's navigation does; curl's default Accept and API
 * clients that list JSON do not.
 */
export function prefersHtml(accept: string | null): boolean {
  if (accept === null) return false;
  let html = 0;
  let json = 0;
  for (const range of accept.split(',')) {
    const [type = '', ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
    const qParameter = parameters.find((parameter) => parameter.startsWith('q='));
    const q = qParameter === undefined ? 1 : Number(qParameter.slice(2));
    if (!(q >= 0 && q <= 1)) continue;
    if (type === 'text/html') html = Math.max(html, q);
    else if (type === 'application/json') json = Math.max(json, q);
  }
  return html > 0 && html > json;
}

function renderRequest(request: RequestView): string {
  const headers = Object.entries(request.headers)
    .map(([name, value]) => `<tr><th>${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  return `<article class="request">
<h2><span class="method">${escapeHtml(request.method)}</span> <span class="path">${escapeHtml(targetOf(request))}</span></h2>
<p class="meta">${metaOf(request).map(escapeHtml).join(' · ')}</p>
<table class="headers">${headers}</table>
<pre class="body">${escapeHtml(request.body)}</pre>
</article>`;
}

export function renderBinPage(listing: BinListing): string {
  const received = listing.count + listing.dropped;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Webhook bin ${escapeHtml(listing.id)}</title>
<style>${STYLE}</style>
</head>
<body data-bin="${escapeHtml(listing.id)}" data-received="${received}">
<header>
<h1>Webhook bin</h1>
<p>Send any request to <code id="bin-url">${escapeHtml(listing.url)}</code></p>
<p>Expires <time id="expires" datetime="${escapeHtml(listing.expiresAt)}">${escapeHtml(listing.expiresAt)}</time> ·
<span id="count">${listing.count}</span> kept, <span id="dropped">${listing.dropped}</span> dropped ·
<span id="live">connecting…</span></p>
</header>
<p id="empty"${listing.count === 0 ? '' : ' hidden'}>No requests yet. New ones appear here as they arrive.</p>
<main id="requests">
${listing.requests.map(renderRequest).join('\n')}
</main>
<script src="${PAGE_SCRIPT_NAME}"></script>
</body>
</html>
`;
}
