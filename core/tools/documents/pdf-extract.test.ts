/**
 * pdf-extract. Inputs are written byte by byte (test/pdf/raw-pdf.ts), not by an engine under test;
 * the expected text comes from pdftotext (poppler, which shares no code with PDF.js) and the
 * metadata from pdfinfo. The URL path runs end to end: a fake file server on 127.0.0.1, reached
 * through the production guarded fetch with its test-only origin override, as the server runs it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGuardedFetch } from '../../../runtime-node/guarded-fetch.ts';
import { get } from '../../catalog.ts';
import { executeTool, type Envelope } from '../../index.ts';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { contentStreamBomb, ENCRYPTED_AES256, ENCRYPTED_EMPTY_PASSWORD } from '../../../test/pdf/hostile-pdfs.ts';
import { describeWithPdfTools, pdfTextByPage } from '../../../test/pdf/outside-tools.ts';
import { latin1, numberedPdf, rawPdf, textPdf, toBase64 } from '../../../test/pdf/raw-pdf.ts';

interface Extracted {
  page_count: number;
  pages_extracted: number;
  truncated: boolean;
  text?: string;
  pages?: { page: number; text: string }[];
  metadata: Record<string, string | null>;
}

const tool = get('pdf-extract')!;

/** One Letter page showing `content` in Helvetica (object 3); `extra` objects follow as 6, 7… */
function onePage(content: string, extra: string[] = [], trailer = ''): Uint8Array {
  return rawPdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents 5 0 R >>',
      content,
      ...extra,
    ],
    { trailer },
  );
}

/** pdftotext's page, compared where both readings are unambiguous: trailing spaces and end blank lines dropped. */
function plain(page: string): string {
  return page
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n+$/, '');
}

/**
 * One page per entry; lines of Windows-1252 text ("\x80" is the euro sign's byte). No line is
 * empty: an empty string shown on a line of its own is a blank line to pdftotext -layout and
 * nothing to PDF.js, and pdftotext without -layout moves it to the page's end (not unambiguous).
 */
const LINES_PDF = textPdf([
  ['Hello, world: (parens) and \\backslash\\ and (nested (twice))', 'Caf\xe9 cr\xe8me br\xfbl\xe9e \x80 12.50 \x93quoted\x94 \x97 dash', 'last line; 100% & <angle> {braces} [brackets]'],
  ['Second page'],
  [],
  ['Fourth page, after an empty one'],
]);

describeWithPdfTools('pdf-extract agrees with pdftotext', () => {
  it('reads numbered pages in order', async () => {
    const pdf = numberedPdf(12, 'Chapter 3, ');
    const result = await run<Extracted>('pdf-extract', { pdf: toBase64(pdf), output: 'pages' });
    const expected = pdfTextByPage(pdf).map(plain);
    expect(expected[11]).toBe('Chapter 3, Page 12');
    expect(result.pages).toEqual(expected.map((text, i) => ({ page: i + 1, text })));
    expect(result).toMatchObject({ page_count: 12, pages_extracted: 12, truncated: false });
  });

  it('reads several lines with punctuation, parentheses, backslashes and Windows-1252 characters', async () => {
    const expected = pdfTextByPage(LINES_PDF).map(plain);
    // What the bytes say, by the Windows-1252 table: é è û € “ ” —.
    expect(expected[0]).toBe(
      'Hello, world: (parens) and \\backslash\\ and (nested (twice))\nCafé crème brûlée € 12.50 \u201Cquoted\u201D \u2014 dash\nlast line; 100% & <angle> {braces} [brackets]',
    );
    const pages = await run<Extracted>('pdf-extract', { pdf: toBase64(LINES_PDF), output: 'pages' });
    expect(pages.pages!.map((page) => page.text)).toEqual(expected);
    const text = await run<Extracted>('pdf-extract', { pdf: toBase64(LINES_PDF) });
    expect(text.text).toBe(expected.join('\f'));
    expect(text.text!.split('\f')[2]).toBe('');
  });

  it('reads Flate-compressed page contents', async () => {
    const compressed = deflateSync('BT /F1 12 Tf 72 700 Td (Compressed text) Tj ET');
    const pdf = onePage(`<< /Length ${compressed.length} /Filter /FlateDecode >>\nstream\n${compressed.toString('latin1')}\nendstream`);
    expect(pdfTextByPage(pdf).map(plain)).toEqual(['Compressed text']);
    expect((await run<Extracted>('pdf-extract', { pdf: toBase64(pdf) })).text).toBe('Compressed text');
  });
});

describe('pdf-extract: pages and metadata', () => {
  it('reads only the first maxPages pages and says the result is truncated', async () => {
    const pdf = toBase64(numberedPdf(5));
    expect(await run<Extracted>('pdf-extract', { pdf, maxPages: 2 })).toEqual({
      page_count: 5,
      pages_extracted: 2,
      truncated: true,
      text: 'Page 1\fPage 2',
      metadata: { title: null, author: null, subject: null, creator: null, producer: null, creation_date: null, modification_date: null },
    });
    expect(await run<Extracted>('pdf-extract', { pdf, maxPages: 5 })).toMatchObject({ pages_extracted: 5, truncated: false });
    expect(await run<Extracted>('pdf-extract', { pdf, maxPages: 2000 })).toMatchObject({ pages_extracted: 5, truncated: false });
    const one = await run<Extracted>('pdf-extract', { pdf, maxPages: 1, output: 'pages' });
    expect(one.pages).toEqual([{ page: 1, text: 'Page 1' }]);
    expect(one.text).toBeUndefined();
  });

  it('takes a data: URL as Base64', async () => {
    const result = await run<Extracted>('pdf-extract', { pdf: `data:application/pdf;base64,${toBase64(numberedPdf(1))}` });
    expect(result.text).toBe('Page 1');
  });
});

describe('pdf-extract reaches for nothing outside the file', () => {
  it('reads a font that wants a predefined CMap and a font that is not embedded without fetching either', async () => {
    // F1 is Helvetica, not embedded (PDF.js would load its standard font data from a URL if given
    // one); F2 a Japanese CID font whose encoding UniJIS-UCS2-H is a CMap PDF.js ships as files.
    const pdf = rawPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R /F2 6 0 R >> >> /Contents 5 0 R >>',
      '<< /Length 72 >>\nstream\nBT /F1 12 Tf 72 700 Td (Latin) Tj ET BT /F2 12 Tf 72 680 Td <30D5> Tj ET\nendstream',
      '<< /Type /Font /Subtype /Type0 /BaseFont /KozMinPr6N-Regular /Encoding /UniJIS-UCS2-H /DescendantFonts [7 0 R] >>',
      '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /KozMinPr6N-Regular /CIDSystemInfo << /Registry (Adobe) /Ordering (Japan1) /Supplement 6 >> /FontDescriptor 8 0 R >>',
      '<< /Type /FontDescriptor /FontName /KozMinPr6N-Regular /Flags 4 /FontBBox [0 0 1000 1000] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 700 /StemV 80 >>',
    ]);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      const envelope = await executeTool(tool, { pdf: toBase64(pdf) });
      expect(envelope.success, JSON.stringify(envelope).slice(0, 300)).toBe(true);
      if (envelope.success) expect((envelope.result as Extracted).text).toMatch(/^Latin/);
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      fetchSpy.mockRestore();
    }
  });
});

describeWithPdfTools('pdf-extract metadata agrees with pdfinfo', () => {
  // Title in UTF-16BE with a byte-order mark ("Résumé – €"), the rest PDFDocEncoding.
  const utf16Title = `<FEFF${[...'Résumé – €'].map((c) => c.charCodeAt(0).toString(16).padStart(4, '0')).join('').toUpperCase()}>`;
  const info = `<< /Title ${utf16Title} /Author (Ann O\\(Brien\\)) /Subject (Quarterly figures) /Creator (Writer) /Producer (Hand-made) /CreationDate (D:20240315093000+01'00') /ModDate (yesterday) >>`;
  const pdf = onePage('<< /Length 44 >>\nstream\nBT /F1 12 Tf 72 700 Td (With metadata) Tj ET\nendstream', [info], '/Info 6 0 R ');

  function pdfinfo(bytes: Uint8Array): Record<string, string> {
    const folder = mkdtempSync(join(tmpdir(), 'tooldeck-extract-'));
    try {
      writeFileSync(join(folder, 'file.pdf'), bytes);
      const text = execFileSync('pdfinfo', ['-isodates', '-enc', 'UTF-8', join(folder, 'file.pdf')], { encoding: 'utf8' });
      return Object.fromEntries([...text.matchAll(/^([A-Za-z]+):\s*(.*)$/gm)].map((match) => [match[1]!, match[2]!]));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }

  it('reads the information dictionary, dates as ISO 8601 in UTC', async () => {
    const outside = pdfinfo(pdf);
    const result = await run<Extracted>('pdf-extract', { pdf: toBase64(pdf) });
    expect(result.metadata).toEqual({
      title: outside.Title,
      author: outside.Author,
      subject: outside.Subject,
      creator: outside.Creator,
      producer: outside.Producer,
      creation_date: new Date(outside.CreationDate!.replace(/([+-]\d\d)$/, '$1:00')).toISOString(),
      modification_date: 'yesterday',
    });
    expect(result.metadata.title).toBe('Résumé – €');
    expect(result.metadata.author).toBe('Ann O(Brien)');
    expect(result.metadata.creation_date).toBe('2024-03-15T08:30:00.000Z');
    expect(result.text).toBe('With metadata');
  });
});

describe('pdf-extract from a URL', () => {
  let server: Server;
  let port: number;
  const REPORT = numberedPdf(3, 'Report ');
  // Past the 15,000,000 bytes a PDF may have, and shaped like one.
  const HUGE = new Uint8Array(16_000_000).fill(0x20);
  HUGE.set(latin1('%PDF-1.7\n'));

  beforeAll(async () => {
    server = createServer((request, response) => {
      switch (request.url) {
        case '/files/report.pdf':
          return response.writeHead(200, { 'content-type': 'application/pdf' }).end(REPORT);
        case '/files/octet':
          return response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(REPORT);
        case '/moved':
          return response.writeHead(302, { location: '/files/report.pdf' }).end();
        case '/page.html':
          return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>Not a PDF</title>');
        case '/huge.pdf':
          return response.writeHead(200, { 'content-type': 'application/pdf' }).end(HUGE);
        case '/huge-chunked.pdf':
          // No Content-Length: the size shows only while reading.
          response.writeHead(200, { 'content-type': 'application/pdf' });
          response.write(HUGE.subarray(0, 8_000_000));
          return response.end(HUGE.subarray(8_000_000));
        default:
          return response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  /** The guarded fetch as the server makes it, but sending https://files.example to the fake server; `maxBytes` as given. */
  function guarded(maxBytes?: number): typeof fetch {
    return createGuardedFetch({ allowHosts: ['localhost'], originOverrides: { 'https://files.example': `http://localhost:${port}` }, ...(maxBytes ? { maxBytes } : {}) });
  }

  function extract(pdf: string, fetch: typeof globalThis.fetch = guarded(), extra: Record<string, unknown> = {}): Promise<Envelope> {
    return executeTool(tool, { pdf, ...extra }, { fetch });
  }

  function refusal(envelope: Envelope): string {
    expect(envelope.success, JSON.stringify(envelope).slice(0, 300)).toBe(false);
    if (envelope.success) return '';
    expect(envelope.error.code).toBe('VALIDATION_ERROR');
    return envelope.error.message;
  }

  it('fetches a public https PDF and reads it, following a redirect, whatever type the server names', async () => {
    for (const path of ['/files/report.pdf', '/moved', '/files/octet']) {
      const envelope = await extract(`https://files.example${path}`, guarded(), { output: 'pages', maxPages: 2 });
      expect(envelope).toMatchObject({
        success: true,
        result: { page_count: 3, pages_extracted: 2, truncated: true, pages: [{ page: 1, text: 'Report Page 1' }, { page: 2, text: 'Report Page 2' }] },
      });
    }
  });

  it('answers an HTTP error with its status, naming pdf', async () => {
    expect(refusal(await extract('https://files.example/missing.pdf'))).toBe('pdf: files.example answered HTTP 404 Not Found');
  });

  it('refuses a body that is not a PDF', async () => {
    expect(refusal(await extract('https://files.example/page.html'))).toBe('pdf: files.example sent "text/html", not a PDF (no %PDF- header in its first 1024 bytes)');
  });

  it('refuses a body past 15,000,000 bytes, declared or streamed', async () => {
    const roomy = guarded(20_000_000);
    expect(refusal(await extract('https://files.example/huge.pdf', roomy))).toBe('pdf: the file at files.example is larger than 15000000 bytes, the limit');
    expect(refusal(await extract('https://files.example/huge-chunked.pdf', roomy))).toBe('pdf: the file at files.example is larger than 15000000 bytes, the limit');
    // The server's own guarded fetch stops sooner, at its 5,000,000 bytes; its refusal names pdf too.
    expect(refusal(await extract('https://files.example/huge.pdf'))).toBe('pdf: the response from localhost is larger than 5000000 bytes');
  });

  it('refuses http:// and other schemes before fetching anything', async () => {
    expect(refusal(await extract(`http://localhost:${port}/files/report.pdf`))).toBe('pdf: only https URLs are fetched, not "http:"');
    expect(refusal(await extract('ftp://files.example/report.pdf'))).toBe('pdf: only https URLs are fetched, not "ftp:"');
    expect(refusal(await extract('file:///etc/passwd'))).toBe('pdf: only https URLs are fetched, not "file:"');
  });

  it('keeps the guarded fetch\'s refusal of private addresses, naming pdf', async () => {
    expect(refusal(await extract('https://127.0.0.1/report.pdf'))).toBe('pdf: resolves to a loopback address (127.0.0.1)');
    expect(refusal(await extract('https://169.254.169.254/latest/meta-data/'))).toBe('pdf: resolves to a cloud metadata address (169.254.169.254)');
  });

  it('says when the runtime cannot fetch', async () => {
    await expectInvalid('pdf-extract', { pdf: 'https://files.example/files/report.pdf' }, 'pdf: this runtime cannot fetch URLs (it offers no network access); send the PDF as Base64 instead');
  });
});

describe('pdf-extract refuses hostile input with a 400 naming the field', () => {
  it('refuses a content stream that inflates past the decode limit', async () => {
    await expectInvalid('pdf-extract', { pdf: toBase64(contentStreamBomb()) }, 'pdf: its compressed streams decode to more than 100000000 bytes, the limit (a decompression bomb?)');
  });

  it('refuses encrypted files, with a password or with an empty one', async () => {
    for (const pdf of [ENCRYPTED_AES256, ENCRYPTED_EMPTY_PASSWORD]) {
      await expectInvalid('pdf-extract', { pdf }, /^pdf: is encrypted \(password-protected\)/);
    }
  });

  it('refuses what is neither Base64 nor a PDF', async () => {
    await expectInvalid('pdf-extract', { pdf: 'not base64!' }, /^pdf: is not valid Base64/);
    await expectInvalid('pdf-extract', { pdf: toBase64(latin1('Hello, I am text')) }, /^pdf: is not a PDF/);
    await expectInvalid('pdf-extract', { pdf: toBase64(numberedPdf(4).subarray(0, 500)) }, /^pdf: (is not a readable PDF|has no pages)/);
  });

  it('checks its fields', async () => {
    const pdf = toBase64(numberedPdf(1));
    await expectInvalid('pdf-extract', {}, 'pdf: is required');
    await expectInvalid('pdf-extract', { pdf: '' }, /^pdf: /);
    await expectInvalid('pdf-extract', { pdf: 5 }, /^pdf: must be a string/);
    await expectInvalid('pdf-extract', { pdf: 'A'.repeat(20_000_001) }, /^pdf: must be at most 20000000 characters/);
    await expectInvalid('pdf-extract', { pdf, output: 'html' }, /^output: /);
    await expectInvalid('pdf-extract', { pdf, maxPages: 0 }, /^maxPages: /);
    await expectInvalid('pdf-extract', { pdf, maxPages: 2001 }, /^maxPages: /);
    await expectInvalid('pdf-extract', { pdf, maxPages: 1.5 }, /^maxPages: /);
    await expectInvalid('pdf-extract', { pdf, maxPages: '2' }, /^maxPages: /);
    await expectInvalid('pdf-extract', { pdf, max_pages: 2 }, /max_pages/);
    await expectInvalid('pdf-extract', JSON.parse(`{"pdf":"${pdf}","__proto__":{"polluted":true}}`), /__proto__/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
