import { Type } from '@sinclair/typebox';
import type { MarkdownIt, Token } from 'markdown-it';
import { lazy } from '../../lib/lazy.ts';
import { MAX_RESULT_CHARS, resultTooLarge } from '../../lib/result-size.ts';
import { closedObject } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (the spec leaves them open):
 * - markdown-it (CommonMark plus GFM tables and strikethrough) with html: false, so raw HTML in the
 *   Markdown is shown as text (escaped), never passed through; linkify on, so bare http(s) and ftp
 *   URLs and e-mail addresses become links (addresses without a scheme, such as www.example.com,
 *   stay text: linkify-it's fuzzy links also catch file names like README.md); no typographer; XHTML-style void tags (<br />, <hr />,
 *   <img … />) as the CommonMark reference renderer writes them.
 * - Links and images are kept only when their URL is relative or uses http, https, mailto, tel or
 *   ftp (an allow-list, checked after entity decoding and on the scheme a browser would see, with
 *   tabs, newlines and leading controls removed). Anything else — javascript:, vbscript:, data:,
 *   file: and the rest — is not a link: its Markdown stays as escaped text, and the URL is listed in
 *   blockedLinks.
 * - The output is an HTML fragment, safe to insert into a page as is. Its size is worked out from the
 *   parsed tokens before rendering: a reference definition with a long URL used thousands of times
 *   would otherwise turn a small input into gigabytes of HTML.
 */

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel', 'ftp']);
const MAX_LISTED = 100;

/** Whether a browser would follow `url` (as markdown-it hands it over: entities decoded, percent-encoded) with a safe scheme. */
function isSafeLink(url: string): boolean {
  // The URL parser drops leading and trailing C0 controls and spaces, and every tab and newline.
  const seen = url.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(seen);
  return scheme === null || SAFE_SCHEMES.has(scheme[1]!.toLowerCase());
}

/** Characters per token for its tags and attribute names, more than any markdown-it renderer rule writes. */
const TAG_OVERHEAD = 64;

/** How long markdown-it's escapeHtml makes `text` (& < > " become entities); repeated strings are measured once. */
function escapedLength(text: string, cache: Map<string, number>): number {
  if (text.length < 64) return text.length + 5 * (text.match(/[&<>"]/g)?.length ?? 0);
  let length = cache.get(text);
  if (length === undefined) {
    length = text.length + 5 * (text.match(/[&<>"]/g)?.length ?? 0);
    cache.set(text, length);
  }
  return length;
}

/** An upper bound on the length of the HTML the tokens render to. */
function renderedLength(tokens: Token[], cache: Map<string, number>): number {
  let length = 0;
  for (const token of tokens) {
    length += TAG_OVERHEAD + escapedLength(token.info, cache);
    for (const [, value] of token.attrs ?? []) length += escapedLength(String(value), cache);
    // An inline token's content is its source; its children are what is rendered. An image renders them twice (alt text).
    if (token.children) length += renderedLength(token.children, cache) * (token.type === 'image' ? 2 : 1);
    else length += escapedLength(token.content, cache);
    if (length > MAX_RESULT_CHARS) return length;
  }
  return length;
}

/** The URLs refused during the current (synchronous) render. */
let refused: Set<string> | undefined;

const loadRenderer = lazy(async () => {
  const { default: MarkdownItClass } = await import('markdown-it');
  const md: MarkdownIt = new MarkdownItClass('default', { html: false, linkify: true, typographer: false, xhtmlOut: true });
  md.validateLink = (url) => {
    const safe = isSafeLink(url);
    if (!safe) refused?.add(url);
    return safe;
  };
  return md;
});

export default defineTool({
  id: 'markdown-to-html',
  name: 'Markdown to HTML',
  category: 'data',
  description:
    'Render Markdown (CommonMark with GitHub tables, strikethrough and autolinked http(s) URLs and e-mail addresses) to an HTML fragment that is safe to insert into a page: raw HTML is escaped, and links or images whose URL is not relative, http(s), mailto, tel or ftp (javascript:, vbscript:, data:…) are dropped and listed.',
  keywords: ['md to html', 'commonmark', 'gfm', 'markdown renderer', 'markdown preview', 'md'],
  mcp: true,
  // markdown-it takes seconds on a megabyte of hostile input: never on the server's event loop.
  isolate: true,
  input: closedObject({
    markdown: Type.String({ maxLength: 1_000_000, description: 'The Markdown text' }),
  }),
  output: closedObject({
    html: Type.String({ description: 'The HTML fragment' }),
    blockedLinks: Type.Array(Type.String(), {
      description: 'The link and image URLs refused as unsafe, once each (at most 100, each clipped to 200 characters)',
    }),
  }),
  examples: [
    {
      title: 'Heading, emphasis, a table and an autolinked URL',
      input: { markdown: '# Hello\n\nSome *emphasis* and `code`, see https://example.com\n\n| a | b |\n|---|--:|\n| 1 | 2 |\n' },
      output: {
        html:
          '<h1>Hello</h1>\n<p>Some <em>emphasis</em> and <code>code</code>, see <a href="https://example.com">https://example.com</a></p>\n' +
          '<table>\n<thead>\n<tr>\n<th>a</th>\n<th style="text-align:right">b</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>1</td>\n<td style="text-align:right">2</td>\n</tr>\n</tbody>\n</table>\n',
        blockedLinks: [],
      },
    },
    {
      title: 'Raw HTML is escaped and a javascript: link is dropped',
      input: { markdown: '<script>alert(1)</script>\n\n[click](javascript:alert(1)) <img src=x onerror=alert(1)>' },
      output: {
        html: '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n<p>[click](javascript:alert(1)) &lt;img src=x onerror=alert(1)&gt;</p>\n',
        blockedLinks: ['javascript:alert(1)'],
      },
    },
  ],
  async run({ markdown }) {
    const md = await loadRenderer();
    const blocked = new Set<string>();
    refused = blocked;
    let tokens: Token[];
    try {
      tokens = md.parse(markdown, {});
    } finally {
      refused = undefined;
    }
    if (renderedLength(tokens, new Map()) > MAX_RESULT_CHARS) resultTooLarge('markdown', 'the HTML');
    const html = md.renderer.render(tokens, md.options, {});
    // markdown-it percent-encodes link URLs, so they are ASCII and cut anywhere.
    const blockedLinks = [...blocked].slice(0, MAX_LISTED).map((url) => (url.length > 200 ? `${url.slice(0, 200)}…` : url));
    return { html, blockedLinks };
  },
});
