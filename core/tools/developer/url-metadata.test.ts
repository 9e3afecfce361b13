/**
 * url-metadata end to end: a fake site on 127.0.0.1, reached as "localhost" through the guarded
 * fetch's test-only allowance (runtime-node/guarded-fetch.ts), passed to execute as `fetch` the way
 * the server will. Expected values come from the HTML and URL standards, checked by hand with
 * python3 (html.unescape, urllib.parse.urljoin, bytes.decode).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../catalog.ts';
import { executeTool } from '../../execute.ts';
import { createGuardedFetch } from '../../../runtime-node/guarded-fetch.ts';
import { expectInvalid, run } from '../../../test/helpers.ts';

const ARTICLE = `<!doctype html>
<html lang="en-GB">
<head>
  <meta charset="utf-8">
  <title>
    Caf&eacute; &amp;   Bar
  </title>
  <meta name="description" content="  The best   coffee in town. ">
  <link rel="canonical" href="/articles/cafe">
  <meta property="og:title" content="Café & Bar">
  <meta property="og:type" content="article">
  <meta property="og:image" content="/img/card.jpg">
  <meta property="og:image" content="/img/second.jpg">
  <meta property="og:site_name" content="Coffee Weekly">
  <meta name="twitter:card" content="summary_large_image">
  <meta property="twitter:site" content="@coffee">
  <meta name="__proto__" content="ignored">
  <meta property="og:constructor" content="kept as a plain key">
  <link rel="shortcut icon" href="/favicon.png" type="image/png">
  <link rel="apple-touch-icon" sizes="180x180" href="touch.png">
  <link rel="stylesheet" href="/style.css">
</head>
<body><svg><title>Logo</title></svg><p>Hello</p></body>
</html>`;

let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const html = (body: string | Uint8Array, type = 'text/html; charset=utf-8') => {
      response.writeHead(200, { 'content-type': type });
      response.end(body);
    };
    switch (path) {
      case '/blog/article':
        return html(ARTICLE);
      case '/moved':
        response.writeHead(301, { location: '/blog/article' });
        return response.end();
      case '/latin1':
        // python3: '<title>Crème brûlée</title>'.encode('latin-1')
        return html(Uint8Array.from([...'<title>Cr'].map((c) => c.charCodeAt(0)).concat([0xe8], [...'me br'].map((c) => c.charCodeAt(0)), [0xfb], [...'l'].map((c) => c.charCodeAt(0)), [0xe9, 0x65], [...'</title>'].map((c) => c.charCodeAt(0)))), 'text/html; charset=iso-8859-1');
      case '/meta-charset':
        // No charset in the header: <meta charset> decides. python3: b'\x93quoted\x94 \x80'.decode('cp1252') == '“quoted” €'
        return html(Uint8Array.from([...'<meta charset="windows-1252"><title>'].map((c) => c.charCodeAt(0)).concat([0x93], [...'quoted'].map((c) => c.charCodeAt(0)), [0x94, 0x20, 0x80], [...'</title>'].map((c) => c.charCodeAt(0)))), 'text/html');
      case '/based':
        return html('<html><head><base href="https://cdn.example.com/assets/"><link rel="icon" href="fav.ico"><link rel="canonical" href="../page"></head></html>');
      case '/bare':
        response.writeHead(200, { 'content-type': 'text/html', 'content-language': 'de' });
        return response.end('<p>No head at all</p><svg><title>Only an SVG title</title></svg>');
      case '/data.json':
        return html('{"a":1}', 'application/json');
      case '/huge':
        return html(`<title>Huge</title>${'x'.repeat(6_000_000)}`);
      case '/to-loopback':
        response.writeHead(302, { location: `http://127.0.0.1:${port}/blog/article` });
        return response.end();
      default:
        response.writeHead(404, { 'content-type': 'text/html' });
        return response.end('<title>Not found</title>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const tool = get('url-metadata')!;
const fetchVia = createGuardedFetch({ allowHosts: ['localhost'] });
const site = (path: string) => `http://localhost:${port}${path}`;

async function metadata(url: string): Promise<Record<string, unknown>> {
  const envelope = await executeTool(tool, { url }, { fetch: fetchVia });
  if (!envelope.success) throw new Error(`${envelope.error.code} ${envelope.error.message}`);
  return envelope.result as Record<string, unknown>;
}

async function refused(url: string): Promise<{ code: string; message: string }> {
  const envelope = await executeTool(tool, { url }, { fetch: fetchVia });
  expect(envelope.success).toBe(false);
  if (envelope.success) throw new Error('expected an error');
  return envelope.error;
}

describe('url-metadata through the guarded fetch', () => {
  it('reads title, description, canonical, Open Graph, Twitter card, icons and language', async () => {
    const result = await metadata(site('/blog/article'));
    expect(result).toEqual({
      url: site('/blog/article'),
      finalUrl: site('/blog/article'),
      status: 200,
      contentType: 'text/html',
      charset: 'utf-8',
      bytes: new TextEncoder().encode(ARTICLE).length,
      // python3: ' '.join(html.unescape('Caf&eacute; &amp;   Bar').split())
      title: 'Café & Bar',
      description: 'The best coffee in town.',
      // python3: urllib.parse.urljoin('http://localhost:PORT/blog/article', '/articles/cafe')
      canonical: site('/articles/cafe'),
      language: 'en-GB',
      siteName: 'Coffee Weekly',
      image: site('/img/card.jpg'),
      favicon: { url: site('/favicon.png'), source: 'link' },
      icons: [
        { rel: 'shortcut icon', href: site('/favicon.png'), sizes: null, type: 'image/png' },
        // python3: urllib.parse.urljoin('http://localhost:PORT/blog/article', 'touch.png')
        { rel: 'apple-touch-icon', href: site('/blog/touch.png'), sizes: '180x180', type: null },
      ],
      openGraph: {
        'og:title': 'Café & Bar',
        'og:type': 'article',
        'og:image': '/img/card.jpg',
        'og:site_name': 'Coffee Weekly',
        'og:constructor': 'kept as a plain key',
      },
      twitter: { 'twitter:card': 'summary_large_image', 'twitter:site': '@coffee' },
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('follows a redirect and resolves relative URLs against the final URL', async () => {
    const result = await metadata(site('/moved'));
    expect(result.url).toBe(site('/moved'));
    expect(result.finalUrl).toBe(site('/blog/article'));
    expect(result.canonical).toBe(site('/articles/cafe'));
  });

  it('decodes with the charset of the Content-Type header', async () => {
    // iso-8859-1 is a label of windows-1252 in the WHATWG Encoding Standard.
    const result = await metadata(site('/latin1'));
    expect(result.title).toBe('Crème brûlée');
    expect(result.charset).toBe('windows-1252');
  });

  it('decodes with <meta charset> when the header names none', async () => {
    const result = await metadata(site('/meta-charset'));
    expect(result.title).toBe('\u201Cquoted\u201D \u20AC');
  });

  it('resolves against <base href>', async () => {
    const result = await metadata(site('/based'));
    // python3: urljoin('https://cdn.example.com/assets/', 'fav.ico'); urljoin(same, '../page')
    expect(result.favicon).toEqual({ url: 'https://cdn.example.com/assets/fav.ico', source: 'link' });
    expect(result.canonical).toBe('https://cdn.example.com/page');
  });

  it('falls back to /favicon.ico, ignores SVG titles and reads Content-Language', async () => {
    const result = await metadata(site('/bare'));
    expect(result.title).toBeNull();
    expect(result.favicon).toEqual({ url: `http://localhost:${port}/favicon.ico`, source: 'default' });
    expect(result.language).toBe('de');
    expect(result.openGraph).toEqual({});
  });

  it('refuses what is not HTML', async () => {
    expect(await refused(site('/data.json'))).toEqual({ code: 'VALIDATION_ERROR', message: 'url: the page is "application/json", not HTML (text/html)' });
  });

  it('refuses an error status, naming it', async () => {
    expect(await refused(site('/nowhere'))).toEqual({ code: 'VALIDATION_ERROR', message: `url: localhost:${port} answered HTTP 404 Not Found` });
  });

  it('refuses a page over 5 MB', async () => {
    expect(await refused(site('/huge'))).toEqual({ code: 'VALIDATION_ERROR', message: 'url: the response from localhost is larger than 5000000 bytes' });
  });

  it('refuses a redirect to 127.0.0.1', async () => {
    expect(await refused(site('/to-loopback'))).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'url: redirects to 127.0.0.1, which resolves to a loopback address (127.0.0.1)',
    });
  });

  it('refuses private addresses', async () => {
    expect(await refused('http://169.254.169.254/latest/meta-data/')).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'url: resolves to a cloud metadata address (169.254.169.254)',
    });
  });
});

describe('url-metadata without a network', () => {
  it('says this runtime cannot fetch', async () => {
    await expectInvalid('url-metadata', { url: 'https://example.com/' }, 'url: this runtime cannot fetch pages (it offers no network access); a data:text/html URL still works');
  });

  it('reads data:text/html URLs in place, percent-encoded or Base64', async () => {
    const plain = await run<{ title: string; charset: string }>('url-metadata', { url: 'data:text/html,<title>%E2%9C%93 done</title>' });
    expect(plain.title).toBe('\u2713 done');
    // python3: base64.b64encode('<html lang="fr"><title>Été</title></html>'.encode())
    const encoded = await run<{ title: string; language: string }>('url-metadata', {
      url: 'data:text/html;base64,PGh0bWwgbGFuZz0iZnIiPjx0aXRsZT7DiXTDqTwvdGl0bGU+PC9odG1sPg==',
    });
    expect(encoded).toMatchObject({ title: 'Été', language: 'fr', favicon: null });
  });

  it('refuses bad URLs and schemes, naming the field', async () => {
    await expectInvalid('url-metadata', { url: 'example.com' }, 'url: "example.com" is not an absolute URL (e.g. https://example.com/page)');
    await expectInvalid('url-metadata', { url: 'ftp://example.com/' }, 'url: only http, https and data:text/html URLs can be read, not "ftp:"');
    await expectInvalid('url-metadata', { url: 'javascript:alert(1)' }, /not "javascript:"/);
    await expectInvalid('url-metadata', { url: 'data:text/plain,hello' }, 'url: the data: URL holds "text/plain", not HTML (text/html)');
    await expectInvalid('url-metadata', { url: 'data:text/html;base64,%%%' }, /url: the data: URL is not valid Base64/);
    await expectInvalid('url-metadata', { url: 'data:text/html' }, 'url: a data: URL needs a "," before its content');
    await expectInvalid('url-metadata', { url: 5 }, 'url: must be a string, got an integer');
    await expectInvalid('url-metadata', {}, 'url: is required');
    await expectInvalid('url-metadata', { url: 'a'.repeat(1_000_001) }, 'url: must be at most 1000000 characters');
  });

  it('never echoes a huge URL back in full', async () => {
    const envelope = await executeTool(tool, { url: `x${'y'.repeat(500_000)}` });
    expect(envelope.success).toBe(false);
    if (!envelope.success) expect(envelope.error.message.length).toBeLessThan(200);
  });

  it('keeps a title that is never closed, as browsers do', async () => {
    const result = await run<{ title: string }>('url-metadata', { url: 'data:text/html,<title>Unclosed' });
    expect(result.title).toBe('Unclosed');
  });
});
