import { Type, type Static } from '@sinclair/typebox';
import { decodeBase64 } from '../../lib/base64.ts';
import { scanHtml } from '../../lib/html-scan.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { readCapped } from '../../lib/read-capped.ts';
import { closedObject } from '../../schema.ts';
import { defineTool, invalid, ToolError, type ToolContext } from '../../tool.ts';

/*
 * Decisions (the spec says only that a tool fetches page metadata from a URL):
 * - The page is fetched with ctx.fetch: on the server and in Node that is the guarded fetch of
 *   runtime-node/guarded-fetch.ts (no private networks, 5 redirects, 5 MB, 10 s). Without ctx.fetch
 *   the answer is a VALIDATION_ERROR saying this runtime cannot fetch. A data:text/html URL is read
 *   in place, without the network (handy for trying the tool, and what the examples use).
 * - Only text/html and application/xhtml+xml are read, and at most 5,000,000 bytes of them, whatever
 *   fetch is given. An HTTP error status is a VALIDATION_ERROR naming the status.
 * - The charset comes from the Content-Type header, else a <meta charset> or http-equiv in the first
 *   1024 bytes, else a byte-order mark, else UTF-8; an unknown label falls back to UTF-8.
 * - The HTML is tokenised by htmlparser2 (lib/html-scan.ts, linear on any nesting). title is the
 *   first <title> outside SVG; description, canonical and the first <base href> are the first of
 *   each; openGraph and twitter hold every og:* and twitter:* meta (name or property attribute),
 *   first value of a repeated key winning; whitespace in texts is collapsed.
 * - URLs (canonical, icons, image) are resolved against <base href> or the final URL after redirects;
 *   only http, https and data URLs are kept. favicon is the first rel="icon"/"shortcut icon", else an
 *   apple-touch-icon, else /favicon.ico at the page's origin (source "default"; null for data: pages).
 * - image is og:image, else twitter:image, resolved; siteName is og:site_name.
 * - language is <html lang>, else a Content-Language http-equiv meta, else the Content-Language header.
 */

const MAX_BYTES = 5_000_000;
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

const output = closedObject({
  url: Type.String({ description: 'The URL as requested (normalised)' }),
  finalUrl: Type.String({ description: 'The URL the page was read from, after redirects' }),
  status: Type.Integer({ description: 'HTTP status of the page (200 for a data: URL)' }),
  contentType: Type.String({ description: 'The media type of the page, e.g. text/html' }),
  charset: Type.String({ description: 'The character encoding the page was decoded with' }),
  bytes: Type.Integer({ minimum: 0, description: 'Size of the page in bytes' }),
  title: Type.Union([Type.String(), Type.Null()], { description: 'The <title>, or null' }),
  description: Type.Union([Type.String(), Type.Null()], { description: 'The meta description, or null' }),
  canonical: Type.Union([Type.String(), Type.Null()], { description: 'The canonical URL (absolute), or null' }),
  language: Type.Union([Type.String(), Type.Null()], { description: 'The page language (html lang or Content-Language), or null' }),
  siteName: Type.Union([Type.String(), Type.Null()], { description: 'og:site_name, or null' }),
  image: Type.Union([Type.String(), Type.Null()], { description: 'The preview image (og:image, else twitter:image), absolute, or null' }),
  favicon: Type.Union(
    [
      closedObject({
        url: Type.String({ description: 'The icon URL, absolute' }),
        source: Type.Union([Type.Literal('link'), Type.Literal('default')], { description: 'link: declared by the page; default: /favicon.ico at its origin, not checked' }),
      }),
      Type.Null(),
    ],
    { description: 'The favicon, or null when the page has no origin (data: URL) and declares none' },
  ),
  icons: Type.Array(
    closedObject({
      rel: Type.String({ description: 'The link relation, e.g. icon or apple-touch-icon' }),
      href: Type.String({ description: 'The icon URL, absolute' }),
      sizes: Type.Union([Type.String(), Type.Null()], { description: 'The sizes attribute, or null' }),
      type: Type.Union([Type.String(), Type.Null()], { description: 'The type attribute, or null' }),
    }),
    { description: 'Every icon the page declares, in document order' },
  ),
  openGraph: Type.Record(Type.String({ pattern: '^og:[\\s\\S]*$' }), Type.String(), {
    description: 'Every Open Graph property (og:title, og:image…) with its first value',
  }),
  twitter: Type.Record(Type.String({ pattern: '^twitter:[\\s\\S]*$' }), Type.String(), {
    description: 'Every Twitter card property (twitter:card, twitter:title…) with its first value',
  }),
});

type Result = Static<typeof output>;

interface Page {
  requested: string;
  finalUrl: string;
  status: number;
  contentType: string;
  headerCharset: string | undefined;
  contentLanguage: string | undefined;
  bytes: Uint8Array;
}

/** "text/html; charset=ISO-8859-1" → { type: "text/html", charset: "ISO-8859-1" }. */
function parseContentType(value: string | null): { type: string; charset?: string } {
  if (!value) return { type: '' };
  const [type, ...params] = value.split(';');
  let charset: string | undefined;
  for (const param of params) {
    const match = /^\s*charset\s*=\s*"?([^";\s]+)"?\s*$/i.exec(param);
    if (match) charset = match[1];
  }
  return charset === undefined ? { type: type!.trim().toLowerCase() } : { type: type!.trim().toLowerCase(), charset };
}

/** Percent-decoding to bytes (a stray "%" stays as it is, as URL parsers do). */
function percentDecode(text: string): Uint8Array {
  const out: number[] = [];
  const encoded = new TextEncoder().encode(text);
  for (let i = 0; i < encoded.length; i++) {
    const byte = encoded[i]!;
    if (byte === 0x25 && i + 2 < encoded.length) {
      const hex = String.fromCharCode(encoded[i + 1]!, encoded[i + 2]!);
      if (/^[0-9a-f]{2}$/i.test(hex)) {
        out.push(Number.parseInt(hex, 16));
        i += 2;
        continue;
      }
    }
    out.push(byte);
  }
  return Uint8Array.from(out);
}

function readDataUrl(url: URL): Page {
  const text = url.href.slice('data:'.length);
  const comma = text.indexOf(',');
  if (comma < 0) invalid('url: a data: URL needs a "," before its content');
  let meta = text.slice(0, comma);
  const base64 = /;base64$/i.test(meta);
  if (base64) meta = meta.slice(0, -';base64'.length);
  const { type, charset } = parseContentType(meta === '' ? 'text/plain' : meta);
  if (!HTML_TYPES.has(type)) invalid(`url: the data: URL holds ${quoteClipped(type || 'text/plain', 60)}, not HTML (text/html)`);
  let bytes: Uint8Array;
  if (base64) {
    const decoded = decodeBase64(new TextDecoder().decode(percentDecode(text.slice(comma + 1))));
    if (!decoded.ok) invalid(`url: the data: URL is not valid Base64: ${decoded.reason}`);
    bytes = decoded.bytes;
  } else {
    bytes = percentDecode(text.slice(comma + 1));
  }
  if (bytes.length > MAX_BYTES) invalid(`url: the page is larger than ${MAX_BYTES} bytes`);
  return { requested: url.href, finalUrl: url.href, status: 200, contentType: type, headerCharset: charset, contentLanguage: undefined, bytes };
}

async function fetchPage(url: URL, ctx: ToolContext): Promise<Page> {
  if (!ctx.fetch) invalid('url: this runtime cannot fetch pages (it offers no network access); a data:text/html URL still works');
  let response: Response;
  try {
    response = await ctx.fetch(url.href, { headers: { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1' }, signal: ctx.signal, redirect: 'follow' });
  } catch (error) {
    if (error instanceof ToolError || ctx.signal.aborted) throw error;
    invalid(`url: the page at ${url.host} could not be fetched`);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    invalid(`url: ${url.host} answered HTTP ${response.status}${response.statusText ? ` ${quoteClipped(response.statusText, 60).slice(1, -1)}` : ''}`);
  }
  const { type, charset } = parseContentType(response.headers.get('content-type'));
  if (!HTML_TYPES.has(type)) {
    await response.body?.cancel().catch(() => {});
    invalid(`url: the page is ${type === '' ? 'of no stated type' : quoteClipped(type, 60)}, not HTML (text/html)`);
  }
  let bytes: Uint8Array;
  try {
    bytes = await readCapped(response, MAX_BYTES, () => invalid(`url: the page is larger than ${MAX_BYTES} bytes`));
  } catch (error) {
    if (error instanceof ToolError || ctx.signal.aborted) throw error;
    invalid(`url: the page at ${url.host} could not be read to the end`);
  }
  return {
    requested: url.href,
    finalUrl: response.url || url.href,
    status: response.status,
    contentType: type,
    headerCharset: charset,
    contentLanguage: response.headers.get('content-language') ?? undefined,
    bytes,
  };
}

/** The encoding to decode with: header, then <meta> in the first 1024 bytes, then BOM, then UTF-8. */
function decodePage(page: Page): { text: string; charset: string } {
  const { bytes } = page;
  let label = page.headerCharset;
  if (!label) {
    const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
    const match = /<meta[^>]+charset\s*=\s*["']?\s*([a-z0-9_:.-]+)/i.exec(head);
    if (match) label = match[1];
  }
  if (!label) {
    if (bytes[0] === 0xfe && bytes[1] === 0xff) label = 'utf-16be';
    else if (bytes[0] === 0xff && bytes[1] === 0xfe) label = 'utf-16le';
  }
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label ?? 'utf-8');
  } catch {
    decoder = new TextDecoder('utf-8');
  }
  if (decoder.encoding === 'windows-1252') return { text: decodeWindows1252(bytes), charset: decoder.encoding };
  return { text: decoder.decode(bytes), charset: decoder.encoding };
}

/** WHATWG windows-1252 for bytes 0x80-0x9F (the rest is Latin-1). */
const WINDOWS_1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

/**
 * windows-1252 (which "iso-8859-1", "latin1" and "ascii" name too) decoded by table: Node 20's
 * TextDecoder reads it as ISO-8859-1 and turns 0x93 into U+0093 instead of a curly quote.
 */
function decodeWindows1252(bytes: Uint8Array): string {
  const units = new Uint16Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    units[i] = byte >= 0x80 && byte < 0xa0 ? WINDOWS_1252_HIGH[byte - 0x80]! : byte;
  }
  let text = '';
  for (let offset = 0; offset < units.length; offset += 8192) text += String.fromCharCode(...units.subarray(offset, offset + 8192));
  return text;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

function absolute(href: string | undefined, base: string): string | undefined {
  if (href === undefined || href.trim() === '') return undefined;
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'data:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

interface Collected {
  title?: string;
  description?: string;
  canonical?: string;
  base?: string;
  lang?: string;
  metaLanguage?: string;
  openGraph: Record<string, string>;
  twitter: Record<string, string>;
  icons: { rel: string; href: string; sizes?: string; type?: string }[];
}

async function collect(html: string): Promise<Collected> {
  const found: Collected = { openGraph: Object.create(null), twitter: Object.create(null), icons: [] };
  let svgDepth = 0;
  let titleText: string | undefined;
  await scanHtml(html, {
    openTag(name, attributes) {
      if (name === 'svg') svgDepth++;
      else if (name === 'title' && svgDepth === 0 && found.title === undefined) titleText = '';
      else if (name === 'html' && found.lang === undefined && attributes.lang) found.lang = attributes.lang.trim();
      else if (name === 'base' && found.base === undefined && attributes.href !== undefined) found.base = attributes.href;
      else if (name === 'meta') {
        const content = attributes.content;
        if (content === undefined) return;
        const key = (attributes.property ?? attributes.name ?? '').trim().toLowerCase();
        const equiv = (attributes['http-equiv'] ?? '').trim().toLowerCase();
        if (key === 'description' && found.description === undefined) found.description = collapse(content);
        else if (key.startsWith('og:') && !Object.hasOwn(found.openGraph, key)) found.openGraph[key] = content.trim();
        else if (key.startsWith('twitter:') && !Object.hasOwn(found.twitter, key)) found.twitter[key] = content.trim();
        if (equiv === 'content-language' && found.metaLanguage === undefined) found.metaLanguage = content.trim();
      } else if (name === 'link' && attributes.href !== undefined) {
        const rels = (attributes.rel ?? '').toLowerCase().split(/\s+/).filter((rel) => rel !== '');
        if (rels.includes('canonical') && found.canonical === undefined) found.canonical = attributes.href;
        if (rels.some((rel) => rel === 'icon' || rel === 'apple-touch-icon' || rel === 'apple-touch-icon-precomposed' || rel === 'mask-icon')) {
          const icon: Collected['icons'][number] = { rel: rels.join(' '), href: attributes.href };
          if (attributes.sizes !== undefined) icon.sizes = attributes.sizes;
          if (attributes.type !== undefined) icon.type = attributes.type;
          found.icons.push(icon);
        }
      }
    },
    closeTag(name) {
      if (name === 'svg' && svgDepth > 0) svgDepth--;
      else if (name === 'title' && titleText !== undefined) {
        found.title = collapse(titleText);
        titleText = undefined;
      }
    },
    text(text) {
      if (titleText !== undefined) titleText += text;
    },
  });
  // An unclosed <title> runs to the end of the document, as browsers read it.
  if (titleText !== undefined && found.title === undefined) found.title = collapse(titleText);
  return found;
}

async function describePage(page: Page): Promise<Result> {
  const { text, charset } = decodePage(page);
  const found = await collect(text);
  const base = absolute(found.base, page.finalUrl) ?? page.finalUrl;
  const icons = found.icons.flatMap((icon) => {
    const href = absolute(icon.href, base);
    return href === undefined ? [] : [{ rel: icon.rel, href, sizes: icon.sizes ?? null, type: icon.type ?? null }];
  });
  const declared =
    icons.find((icon) => icon.rel.split(' ').includes('icon')) ?? icons.find((icon) => icon.rel.startsWith('apple-touch-icon'));
  const origin = new URL(page.finalUrl).origin;
  const favicon = declared
    ? { url: declared.href, source: 'link' as const }
    : origin !== 'null'
      ? { url: `${origin}/favicon.ico`, source: 'default' as const }
      : null;
  const language = found.lang || found.metaLanguage || page.contentLanguage?.trim() || null;
  return {
    url: page.requested,
    finalUrl: page.finalUrl,
    status: page.status,
    contentType: page.contentType,
    charset,
    bytes: page.bytes.length,
    title: found.title ?? null,
    description: found.description ?? null,
    canonical: absolute(found.canonical, base) ?? null,
    language,
    siteName: found.openGraph['og:site_name'] ?? null,
    image: absolute(found.openGraph['og:image'] ?? found.twitter['twitter:image'], base) ?? null,
    favicon,
    icons,
    openGraph: found.openGraph,
    twitter: found.twitter,
  };
}

export default defineTool({
  id: 'url-metadata',
  name: 'URL Metadata',
  category: 'developer',
  description:
    'Fetch a web page and read its metadata: title, description, canonical URL, language, Open Graph and Twitter card properties, preview image and favicon (URLs made absolute). ' +
    'Reads only HTML, at most 5 MB; private and local network addresses are refused. A data:text/html URL is read without fetching.',
  keywords: ['open graph', 'og tags', 'link preview', 'meta tags', 'twitter card', 'unfurl', 'favicon', 'page title'],
  mcp: true,
  network: true,
  // A page of up to 5 MB (or a 1 MB data: URL, 170 ms in bench/worst-case.ts) is parsed after
  // the fetch: on a worker, which has the same guarded fetch (runtime-node/worker-api.ts).
  isolate: true,
  input: closedObject({
    url: Type.String({ maxLength: 1_000_000, description: 'The page to read: an http or https URL (or a data:text/html URL)' }),
  }),
  output,
  examples: [
    {
      "title": "A page with Open Graph and Twitter tags (a data: URL, so it runs offline)",
      "input": {
        "url": "data:text/html,<html lang=\"en\"><head><title>Tooldeck  docs</title><meta name=\"description\" content=\"Small tools.\"><meta property=\"og:title\" content=\"Tooldeck\"><meta property=\"og:image\" content=\"https://example.com/card.png\"><meta name=\"twitter:card\" content=\"summary_large_image\"><link rel=\"icon\" href=\"https://example.com/icon.svg\" type=\"image/svg+xml\"></head></html>"
      },
      "output": {
        "url": "data:text/html,<html lang=\"en\"><head><title>Tooldeck  docs</title><meta name=\"description\" content=\"Small tools.\"><meta property=\"og:title\" content=\"Tooldeck\"><meta property=\"og:image\" content=\"https://example.com/card.png\"><meta name=\"twitter:card\" content=\"summary_large_image\"><link rel=\"icon\" href=\"https://example.com/icon.svg\" type=\"image/svg+xml\"></head></html>",
        "finalUrl": "data:text/html,<html lang=\"en\"><head><title>Tooldeck  docs</title><meta name=\"description\" content=\"Small tools.\"><meta property=\"og:title\" content=\"Tooldeck\"><meta property=\"og:image\" content=\"https://example.com/card.png\"><meta name=\"twitter:card\" content=\"summary_large_image\"><link rel=\"icon\" href=\"https://example.com/icon.svg\" type=\"image/svg+xml\"></head></html>",
        "status": 200,
        "contentType": "text/html",
        "charset": "utf-8",
        "bytes": 353,
        "title": "Tooldeck docs",
        "description": "Small tools.",
        "canonical": null,
        "language": "en",
        "siteName": null,
        "image": "https://example.com/card.png",
        "favicon": {
          "url": "https://example.com/icon.svg",
          "source": "link"
        },
        "icons": [
          {
            "rel": "icon",
            "href": "https://example.com/icon.svg",
            "sizes": null,
            "type": "image/svg+xml"
          }
        ],
        "openGraph": {
          "og:title": "Tooldeck",
          "og:image": "https://example.com/card.png"
        },
        "twitter": {
          "twitter:card": "summary_large_image"
        }
      }
    },
    {
      "title": "A Base64 data: URL in Latin-1",
      "input": {
        "url": "data:text/html;charset=iso-8859-1;base64,PHRpdGxlPkNhZuk8L3RpdGxlPg=="
      },
      "output": {
        "url": "data:text/html;charset=iso-8859-1;base64,PHRpdGxlPkNhZuk8L3RpdGxlPg==",
        "finalUrl": "data:text/html;charset=iso-8859-1;base64,PHRpdGxlPkNhZuk8L3RpdGxlPg==",
        "status": 200,
        "contentType": "text/html",
        "charset": "windows-1252",
        "bytes": 19,
        "title": "Café",
        "description": null,
        "canonical": null,
        "language": null,
        "siteName": null,
        "image": null,
        "favicon": null,
        "icons": [],
        "openGraph": {},
        "twitter": {}
      }
    }
  ],
  async run({ url }, ctx): Promise<Result> {
    let target: URL;
    try {
      target = new URL(url.trim());
    } catch {
      invalid(`url: ${quoteClipped(url, 80)} is not an absolute URL (e.g. https://example.com/page)`);
    }
    if (target.protocol === 'data:') return describePage(readDataUrl(target));
    if (target.protocol !== 'http:' && target.protocol !== 'https:') {
      invalid(`url: only http, https and data:text/html URLs can be read, not ${quoteClipped(target.protocol, 20)}`);
    }
    return describePage(await fetchPage(target, ctx));
  },
});
