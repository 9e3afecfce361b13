/**
 * pdf-merge, judged from outside: qpdf --check the file, pdfinfo each page's size, pdftotext which
 * page holds which text. Inputs are written byte by byte (test/pdf/raw-pdf.ts).
 */
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { describeWithPdfTools, expectQpdfClean, pdfPages, pdfTextByPage } from '../../../test/pdf/outside-tools.ts';
import { latin1, numberedPdf, textPdf, toBase64 } from '../../../test/pdf/raw-pdf.ts';

interface Merged {
  pdf: string;
  page_count: number;
  bytes: number;
  sources: { index: number; page_count: number }[];
}

const merge = (pdfs: Uint8Array[]) => run<Merged>('pdf-merge', { pdfs: pdfs.map(toBase64) });
const texts = (pdf: string) => pdfTextByPage(pdf).map((text) => text.trim());
const LETTER = { width: 612, height: 792, rotation: 0 };
const A4 = { width: 595, height: 842, rotation: 0 };

describeWithPdfTools('pdf-merge, checked by qpdf, pdfinfo and pdftotext', () => {
  it('joins every page of each file in the order given', async () => {
    const result = await merge([numberedPdf(3, 'A '), numberedPdf(1, 'B '), numberedPdf(2, 'C ')]);
    expectQpdfClean(result.pdf);
    expect(result.page_count).toBe(6);
    expect(result.bytes).toBe(Buffer.from(result.pdf, 'base64').length);
    expect(result.sources).toEqual([
      { index: 0, page_count: 3 },
      { index: 1, page_count: 1 },
      { index: 2, page_count: 2 },
    ]);
    expect(pdfPages(result.pdf)).toHaveLength(6);
    expect(texts(result.pdf)).toEqual(['A Page 1', 'A Page 2', 'A Page 3', 'B Page 1', 'C Page 1', 'C Page 2']);
  });

  it('keeps each page its own size when the files mix A4 and Letter', async () => {
    const a4 = textPdf(['A4 one', 'A4 two'], [595, 842]);
    const letter = textPdf(['Letter one']);
    const result = await merge([letter, a4, letter]);
    expectQpdfClean(result.pdf);
    expect(pdfPages(result.pdf)).toEqual([LETTER, A4, A4, LETTER]);
    expect(texts(result.pdf)).toEqual(['Letter one', 'A4 one', 'A4 two', 'Letter one']);
  });

  it('merges the same file given twice into distinct copies of its pages', async () => {
    const file = numberedPdf(2);
    const result = await merge([file, file]);
    expectQpdfClean(result.pdf);
    expect(texts(result.pdf)).toEqual(['Page 1', 'Page 2', 'Page 1', 'Page 2']);
  });

  it('takes a data: URL and up to 50 files', async () => {
    const one = numberedPdf(1);
    const pdfs = Array.from({ length: 50 }, (_, i) => (i === 0 ? `data:application/pdf;base64,${toBase64(one)}` : toBase64(one)));
    const result = await run<Merged>('pdf-merge', { pdfs });
    expectQpdfClean(result.pdf);
    expect(result.page_count).toBe(50);
    expect(pdfPages(result.pdf)).toHaveLength(50);
  });
});

describe('pdf-merge refuses', () => {
  const pdf = toBase64(numberedPdf(2));

  it('fewer than 2 files or more than 50, naming pdfs', async () => {
    await expectInvalid('pdf-merge', { pdfs: [] }, /^pdfs: must have at least 2 items/);
    await expectInvalid('pdf-merge', { pdfs: [pdf] }, /^pdfs: must have at least 2 items/);
    await expectInvalid('pdf-merge', { pdfs: Array.from({ length: 51 }, () => pdf) }, /^pdfs: must have at most 50 items/);
  });

  it('a file that is not a PDF, or not Base64, naming its place in the list', async () => {
    await expectInvalid('pdf-merge', { pdfs: [pdf, toBase64(latin1('hello, not a PDF'))] }, /^pdfs\[1\]: is not a PDF/);
    await expectInvalid('pdf-merge', { pdfs: [pdf, pdf, '!!not base64!!'] }, /^pdfs\[2\]: is not valid Base64/);
    await expectInvalid('pdf-merge', { pdfs: [pdf, ''] }, /^pdfs\[1\]: must not be empty/);
  });

  it('files over 15 MB together, naming the file that passes the limit', async () => {
    // Each file alone is within the limit; the second takes the request past it.
    const padded = (size: number) => {
      const head = numberedPdf(1);
      const bytes = new Uint8Array(size);
      bytes.set(head);
      bytes.fill(0x25, head.length); // '%' comment bytes after %%EOF
      return toBase64(bytes);
    };
    await expectInvalid('pdf-merge', { pdfs: [padded(8_000_000), padded(7_500_000)] }, /^pdfs\[1\]: the files of one request may hold at most 15000000 bytes together/);
  });

  it('a merged result of more than 2,000 pages', async () => {
    const half = toBase64(numberedPdf(1_001));
    await expectInvalid('pdf-merge', { pdfs: [half, half] }, /^pdfs\[1\]: the merged PDF would have 2002 pages with this file; the limit is 2000/);
  });

  it('wrong types, unknown fields and __proto__ keys', async () => {
    await expectInvalid('pdf-merge', { pdfs: pdf }, /^pdfs: /);
    await expectInvalid('pdf-merge', { pdfs: [pdf, 42] }, /^pdfs\[1\]: must be a string/);
    await expectInvalid('pdf-merge', { pdfs: { 0: pdf, 1: pdf } }, /^pdfs: /);
    await expectInvalid('pdf-merge', {}, /^pdfs: is required/);
    await expectInvalid('pdf-merge', { pdfs: [pdf, pdf], pdf }, /^pdf: unknown field/);
    await expectInvalid('pdf-merge', JSON.parse(`{"pdfs": ["${pdf}", "${pdf}"], "__proto__": {"x": 1}}`), /__proto__/);
  });
});
