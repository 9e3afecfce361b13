/**
 * savePdf's writer (pdf-writer.ts), judged from outside: qpdf --check and qpdf --show-object on
 * what it wrote, pdftotext for the pages' text. Inputs are written byte by byte (test/pdf/raw-pdf.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterEach, expect, it } from 'vitest';
import { describeWithPdfTools, expectQpdfClean, pdfTextByPage } from '../../../test/pdf/outside-tools.ts';
import { fromBase64, rawPdf, textPdf } from '../../../test/pdf/raw-pdf.ts';
import { openPdf, savePdf } from './open-pdf.ts';
import { DEFLATE_MIN_BYTES, PORTABLE_DEFLATE_MAX_BYTES, registerNativeDeflate } from './pdf-writer.ts';

/** `count` pages of `lines` lines each, every line naming its page. */
function book(count: number, lines = 40): string[][] {
  return Array.from({ length: count }, (_, page) => Array.from({ length: lines }, (_, line) => `Page ${page + 1}, line ${line + 1}: the quarterly report on delivery and budget`));
}

async function resave(bytes: Uint8Array): Promise<Uint8Array> {
  const { doc } = await openPdf('pdf', bytes);
  return fromBase64((await savePdf(doc)).pdf);
}

/** qpdf's view of object `n` of `pdf`: its dictionary, or its decoded stream data with `decoded`. */
function qpdfObject(pdf: Uint8Array, n: number, decoded = false): string {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-writer-test-'));
  try {
    const path = join(dir, 'out.pdf');
    writeFileSync(path, pdf);
    return execFileSync('qpdf', [`--show-object=${n}`, ...(decoded ? ['--filtered-stream-data'] : []), path], { encoding: 'latin1' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

afterEach(() => registerNativeDeflate(undefined));

describeWithPdfTools('pdf-writer, checked by qpdf and pdftotext', () => {
  it('deflates unfiltered page content and packs a large document into object streams', async () => {
    const pages = book(30);
    const input = textPdf(pages);
    const output = await resave(input);
    expectQpdfClean(output);
    expect(output.length).toBeLessThan(input.length / 2);
    expect(latin1(output)).toContain('/Type /ObjStm');
    expect(latin1(output)).toContain('/Filter /FlateDecode');
    expect(pdfTextByPage(output).map((text) => text.trim().split('\n')[0])).toEqual(pages.map((lines) => lines[0]));
  });

  it('writes a small document with a plain xref table, its content still deflated', async () => {
    const output = await resave(textPdf(book(1)));
    expectQpdfClean(output);
    const text = latin1(output);
    expect(text).toMatch(/\nxref\n0 \d+\n/);
    expect(text).not.toContain('/ObjStm');
    expect(text).toContain('/Filter /FlateDecode');
    expect(pdfTextByPage(output)[0]).toContain('Page 1, line 40');
  });

  it('leaves short streams, XMP metadata and incompressible data as they were, and keeps other keys', async () => {
    const xmp = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/">${' '.repeat(600)}</x:xmpmeta><?xpacket end="w"?>`;
    let state = 0x2545f491;
    const noise = Array.from({ length: 2000 }, () => ((state ^= state << 13), (state ^= state >>> 17), (state ^= state << 5), String.fromCharCode(state & 0xff))).join('');
    const short = 'BT /F1 12 Tf 72 720 Td (Short) Tj ET';
    const long = `BT /F1 12 Tf 14 TL 72 720 Td ${'(A line of text on the page) \' '.repeat(20)}ET`;
    expect(short.length).toBeLessThan(DEFLATE_MIN_BYTES);
    const input = rawPdf([
      '<< /Type /Catalog /Pages 2 0 R /Metadata 5 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> /XObject << /N 7 0 R >> >> /Contents [6 0 R 8 0 R] >>',
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
      `<< /Type /Metadata /Subtype /XML /Length ${xmp.length} >>\nstream\n${xmp}\nendstream`,
      `<< /Length ${short.length} >>\nstream\n${short}\nendstream`,
      `<< /Type /XObject /Subtype /Form /BBox [0 0 1 1] /MyKey 42 /Length ${noise.length} >>\nstream\n${noise}\nendstream`,
      `<< /Length ${long.length} >>\nstream\n${long}\nendstream`,
    ]);
    const output = await resave(input);
    expectQpdfClean(output);
    const text = latin1(output);
    expect(text).toContain(xmp);
    expect(text).toContain(short);
    expect(text).toContain(noise);
    expect(text).not.toContain(long);
    expect(pdfTextByPage(output)[0]).toContain('A line of text on the page');
    // Objects keep their numbers: 8 is the long content, now Flate, decoding to what it was; 7 keeps its own keys, unfiltered.
    expect(qpdfObject(output, 8)).toContain('/Filter /FlateDecode');
    expect(qpdfObject(output, 8, true)).toBe(long);
    expect(qpdfObject(output, 7)).toMatch(/\/MyKey 42/);
    expect(qpdfObject(output, 7)).not.toContain('/Filter');
  });

  it('deflates a small document with pako whatever the runtime offers, so every runtime writes its bytes', async () => {
    const input = textPdf(book(20));
    const plain = await resave(input);
    registerNativeDeflate(() => {
      throw new Error('a small document must not reach the native deflate');
    });
    expect(Buffer.from(await resave(input)).equals(Buffer.from(plain))).toBe(true);
  });

  it('writes the same bytes through a registered deflate (node:zlib, as a Node host would register) past PORTABLE_DEFLATE_MAX_BYTES', async () => {
    const input = textPdf(book(100));
    const plain = await resave(input);
    let calls = 0;
    registerNativeDeflate((data) => {
      calls++;
      return new Uint8Array(deflateSync(data));
    });
    const hosted = await resave(input);
    expect(input.length).toBeGreaterThan(PORTABLE_DEFLATE_MAX_BYTES);
    expect(calls).toBeGreaterThan(100);
    expect(Buffer.from(hosted).equals(Buffer.from(plain))).toBe(true);
  });
});
