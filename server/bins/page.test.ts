/** The live page's HTML: every captured value escaped, a CSP that runs nothing inline, and when a browser gets it. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RequestView } from './capture.ts';
import { escapeHtml, PAGE_CSP, PAGE_HEADERS, prefersHtml, renderBinPage } from './page.ts';
import type { BinListing } from './service.ts';

const HOSTILE = `<script>alert(1)</script><img src=x onerror="alert('2')">&amp;`;

const request: RequestView = {
  method: 'POST',
  path: `/<b>x</b>`,
  query: `q="><script>`,
  receivedAt: '2024-01-02T03:04:05.006Z',
  size: 12,
  contentType: `text/html"><script>`,
  headers: { [`x-<i>`]: HOSTILE, 'content-type': 'text/html' },
  body: HOSTILE,
  bodyEncoding: 'utf8',
  truncated: true,
};

const listing: BinListing = {
  id: 'AAAAAAAAAAAAAAAAAAAAAA',
  url: 'http://127.0.0.1/bins/AAAAAAAAAAAAAAAAAAAAAA/in?"<x>',
  createdAt: '2024-01-02T03:00:00.000Z',
  expiresAt: '2024-01-02T05:00:00.000Z',
  count: 1,
  dropped: 7,
  requests: [request],
};

describe('escapeHtml', () => {
  it('escapes the five characters that can end text or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
    expect(escapeHtml('plain text, é')).toBe('plain text, é');
  });
});

describe('renderBinPage', () => {
  const html = renderBinPage(listing);

  it('writes no captured markup: the only tags are the page\'s own', () => {
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<i>');
    expect(html).not.toContain('onerror="');
    expect(html.match(/<script\b/g)).toEqual(['<script']); // the page's own, with a src
    expect(html).toContain('<script src="view.js"></script>');
  });

  it('shows every captured value as escaped text', () => {
    expect(html).toContain(`<pre class="body">${escapeHtml(HOSTILE)}</pre>`);
    expect(html).toContain('<span class="path">/in/&lt;b&gt;x&lt;/b&gt;?q=&quot;&gt;&lt;script&gt;</span>');
    expect(html).toContain(`<tr><th>x-&lt;i&gt;</th><td>${escapeHtml(HOSTILE)}</td></tr>`);
    expect(html).toContain('text/html&quot;&gt;&lt;script&gt;');
    expect(html).toContain('<code id="bin-url">http://127.0.0.1/bins/AAAAAAAAAAAAAAAAAAAAAA/in?&quot;&lt;x&gt;</code>');
    expect(html).toContain('body clipped to 64 KiB');
  });

  it('carries what the script needs: the id and how many requests the page shows', () => {
    expect(html).toContain('<body data-bin="AAAAAAAAAAAAAAAAAAAAAA" data-received="8">');
    expect(html).toContain('<span id="count">1</span> kept, <span id="dropped">7</span> dropped');
    expect(html).toContain('<p id="empty" hidden>');
    expect(renderBinPage({ ...listing, count: 0, dropped: 0, requests: [] })).toContain('<p id="empty">');
  });

  it('is served with a CSP that allows its own script and the hash of its one style block, nothing inline', () => {
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    const hash = createHash('sha256').update(style).digest('base64');
    expect(PAGE_CSP).toContain(`style-src 'sha256-${hash}'`);
    expect(PAGE_CSP).toContain("script-src 'self'");
    expect(PAGE_CSP).toContain("default-src 'none'");
    expect(PAGE_CSP).not.toContain('unsafe-inline');
    expect(PAGE_HEADERS['content-security-policy']).toBe(PAGE_CSP);
    expect(PAGE_HEADERS['referrer-policy']).toBe('no-referrer');
  });
});

describe('prefersHtml', () => {
  it.each([
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', true], // Chromium's navigation
    ['text/html', true],
    ['TEXT/HTML; q=0.5', true],
    ['application/json;q=0.4, text/html;q=0.5', true],
    [null, false],
    ['', false],
    ['*/*', false], // curl
    ['application/json', false],
    ['application/json, text/html', false], // a tie goes to JSON
    ['application/json, text/plain, */*', false], // axios
    ['text/html;q=0', false],
    ['text/html;q=abc', false],
    ['text/html;q=2', false],
  ])('%j → %s', (accept, expected) => {
    expect(prefersHtml(accept)).toBe(expected);
  });
});
