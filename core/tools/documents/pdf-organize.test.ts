/**
 * pdf-organize, judged from outside: qpdf --check the file, pdfinfo its pages' sizes, pdftotext
 * which page holds which text. Inputs are written byte by byte (test/pdf/raw-pdf.ts).
 */
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { describeWithPdfTools, expectQpdfClean, pdfPages, pdfTextByPage } from '../../../test/pdf/outside-tools.ts';
import { fromBase64, numberedPdf, textPdf, toBase64 } from '../../../test/pdf/raw-pdf.ts';

interface Organized {
  pdf: string;
  page_count: number;
  bytes: number;
  order: number[];
}

const organize = (pdf: Uint8Array, order: string) => run<Organized>('pdf-organize', { pdf: toBase64(pdf), order });
const texts = (pdf: string) => pdfTextByPage(pdf).map((text) => text.trim());
const LETTER = { width: 612, height: 792, rotation: 0 };
const A4 = { width: 595, height: 842, rotation: 0 };

/** Pages of their own sizes, each reading its label. */
function pagesPdf(pages: readonly (readonly [string, number, number])[]): Uint8Array {
  return textPdf(pages.map(([label]) => label), pages.map(([, width, height]) => [width, height] as const));
}

describeWithPdfTools('pdf-organize, checked by qpdf, pdfinfo and pdftotext', () => {
  it('reverses the pages with a descending range', async () => {
    const result = await organize(numberedPdf(3), '3-1');
    expectQpdfClean(result.pdf);
    expect(result).toMatchObject({ page_count: 3, order: [3, 2, 1] });
    expect(result.bytes).toBe(fromBase64(result.pdf).length);
    expect(pdfPages(result.pdf)).toHaveLength(3);
    expect(texts(result.pdf)).toEqual(['Page 3', 'Page 2', 'Page 1']);
  });

  it('drops the pages not named and mixes pages and ranges in the order given', async () => {
    const result = await organize(numberedPdf(8), '5, 1-2, 8-7');
    expectQpdfClean(result.pdf);
    expect(result.order).toEqual([5, 1, 2, 8, 7]);
    expect(texts(result.pdf)).toEqual(['Page 5', 'Page 1', 'Page 2', 'Page 8', 'Page 7']);
  });

  it('repeats a page named twice as two pages of the result', async () => {
    const result = await organize(numberedPdf(3), '2,2,1-2');
    expectQpdfClean(result.pdf);
    expect(result.order).toEqual([2, 2, 1, 2]);
    expect(pdfPages(result.pdf)).toHaveLength(4);
    expect(texts(result.pdf)).toEqual(['Page 2', 'Page 2', 'Page 1', 'Page 2']);
  });

  it('moves each page with its own size', async () => {
    const mixed = pagesPdf([
      ['A4 one', 595, 842],
      ['Letter two', 612, 792],
      ['Letter three', 612, 792],
    ]);
    expectQpdfClean(mixed);
    const result = await organize(mixed, '2,1,3,1');
    expectQpdfClean(result.pdf);
    expect(pdfPages(result.pdf)).toEqual([LETTER, A4, LETTER, A4]);
    expect(texts(result.pdf)).toEqual(['Letter two', 'A4 one', 'Letter three', 'A4 one']);
  });

  it('keeps a single page of a long document as a small file', async () => {
    const source = numberedPdf(20);
    const result = await organize(source, '20');
    expectQpdfClean(result.pdf);
    expect(texts(result.pdf)).toEqual(['Page 20']);
    expect(result.bytes).toBeLessThan(source.length / 5);
  });
});

describe('pdf-organize refuses', () => {
  const pdf = toBase64(numberedPdf(3));

  it('bad orders, naming order', async () => {
    await expectInvalid('pdf-organize', { pdf, order: '' }, /^order: /);
    await expectInvalid('pdf-organize', { pdf, order: ' ,, ' }, /^order: names no pages/);
    await expectInvalid('pdf-organize', { pdf, order: '0' }, /^order: pages count from 1, got 0/);
    await expectInvalid('pdf-organize', { pdf, order: '3-0' }, /^order: pages count from 1, got 0/);
    await expectInvalid('pdf-organize', { pdf, order: '1,5' }, /^order: page 5 does not exist; the document has 3 pages/);
    await expectInvalid('pdf-organize', { pdf, order: '4-1' }, /^order: page 4 does not exist/);
    await expectInvalid('pdf-organize', { pdf, order: '1 2' }, /^order: "1 2" is not a page or a range/);
    await expectInvalid('pdf-organize', { pdf, order: 'reverse' }, /^order: /);
    await expectInvalid('pdf-organize', { pdf, order: '1'.repeat(10_001) }, /^order: /);
    await expectInvalid('pdf-organize', { pdf, order: 321 }, /^order: must be a string/);
    await expectInvalid('pdf-organize', { pdf }, /^order: is required/);
  });

  it('an order of more than 2,000 pages', async () => {
    await expectInvalid('pdf-organize', { pdf, order: Array.from({ length: 1_001 }, () => '1,2').join(',') }, /^order: names more than 2000 pages in all/);
  });

  it('a file that is not a PDF, unknown fields and __proto__ keys', async () => {
    await expectInvalid('pdf-organize', { pdf: toBase64(new TextEncoder().encode('<html></html>')), order: '1' }, /^pdf: is not a PDF/);
    await expectInvalid('pdf-organize', { pdf: 'not base64!', order: '1' }, /^pdf: /);
    await expectInvalid('pdf-organize', { pdf, order: '1', pages: '1' }, /^pages: unknown field/);
    await expectInvalid('pdf-organize', JSON.parse(`{"pdf": "${pdf}", "order": "1", "__proto__": {"order": "3-1"}}`), /__proto__/);
  });
});
