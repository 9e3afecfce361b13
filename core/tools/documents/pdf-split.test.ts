/**
 * pdf-split, judged from outside: qpdf --check each file, pdfinfo its pages' sizes, pdftotext which
 * page holds which text. Inputs are written byte by byte (test/pdf/raw-pdf.ts).
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { describeWithPdfTools, expectQpdfClean, pdfPages, pdfTextByPage } from '../../../test/pdf/outside-tools.ts';
import { numberedPdf, rawPdf, toBase64 } from '../../../test/pdf/raw-pdf.ts';

interface Split {
  files: { pages: number[]; pdf: string; page_count: number; bytes: number }[];
  file_count: number;
}

const split = (pdf: Uint8Array, pages: string) => run<Split>('pdf-split', { pdf: toBase64(pdf), pages });
const texts = (pdf: string) => pdfTextByPage(pdf).map((text) => text.trim());

/** Pages of their own sizes, each reading its label; `shared` puts one stream of that many bytes on every page. */
/** `length` random bytes (as latin1 text): deflate cannot shrink them, as with an image's compressed data. */
function incompressible(length: number): string {
  return randomBytes(length).toString('latin1');
}

function pagesPdf(pages: readonly (readonly [string, number, number])[], shared = 0): Uint8Array {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '', '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'];
  const extra = shared > 0 ? ' /XObject << /X1 4 0 R >>' : '';
  objects.push(`<< /Type /XObject /Subtype /Form /BBox [0 0 1 1] /Length ${shared} >>\nstream\n${incompressible(shared)}\nendstream`);
  const kids = pages.map(([label, width, height], i) => {
    const content = `BT /F1 12 Tf 72 ${height - 72} Td (${label}) Tj ET${shared > 0 ? ' /X1 Do' : ''}`;
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Resources << /Font << /F1 3 0 R >>${extra} >> /Contents ${6 + i * 2} 0 R >>`);
    objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
    return `${5 + i * 2} 0 R`;
  });
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pages.length} >>`;
  return rawPdf(objects);
}

describeWithPdfTools('pdf-split, checked by qpdf, pdfinfo and pdftotext', () => {
  it('makes one file per item: 1,3,5-8 gives page 1, page 3 and pages 5-8', async () => {
    const result = await split(numberedPdf(8), '1,3,5-8');
    expect(result.file_count).toBe(3);
    expect(result.files.map((file) => file.pages)).toEqual([[1], [3], [5, 6, 7, 8]]);
    expect(result.files.map((file) => file.page_count)).toEqual([1, 1, 4]);
    for (const file of result.files) {
      expectQpdfClean(file.pdf);
      expect(file.bytes).toBe(Buffer.from(file.pdf, 'base64').length);
      expect(pdfPages(file.pdf)).toHaveLength(file.page_count);
    }
    expect(result.files.map((file) => texts(file.pdf))).toEqual([['Page 1'], ['Page 3'], ['Page 5', 'Page 6', 'Page 7', 'Page 8']]);
  });

  it('splits 1,2,3 into single pages, and each file holds only its own page', async () => {
    const result = await split(numberedPdf(3), '1,2,3');
    expect(result.file_count).toBe(3);
    for (const [i, file] of result.files.entries()) {
      expectQpdfClean(file.pdf);
      expect(texts(file.pdf)).toEqual([`Page ${i + 1}`]);
    }
  });

  it('keeps each page its own size, runs a descending range backwards, and repeats a page named twice', async () => {
    const mixed = pagesPdf([
      ['A4 one', 595, 842],
      ['Letter two', 612, 792],
      ['A4 three', 595, 842],
    ]);
    expectQpdfClean(mixed);
    const result = await split(mixed, '3-1, 2 ,2');
    expect(result.files.map((file) => file.pages)).toEqual([[3, 2, 1], [2], [2]]);
    for (const file of result.files) expectQpdfClean(file.pdf);
    expect(pdfPages(result.files[0]!.pdf)).toEqual([
      { width: 595, height: 842, rotation: 0 },
      { width: 612, height: 792, rotation: 0 },
      { width: 595, height: 842, rotation: 0 },
    ]);
    expect(texts(result.files[0]!.pdf)).toEqual(['A4 three', 'Letter two', 'A4 one']);
    expect(pdfPages(result.files[1]!.pdf)).toEqual([{ width: 612, height: 792, rotation: 0 }]);
    expect(texts(result.files[2]!.pdf)).toEqual(['Letter two']);
  });

  it('carries inherited page attributes into each file', async () => {
    // Size and resources on the page-tree node only: each file must still know them.
    const content = 'BT /F1 12 Tf 72 500 Td (Inherited) Tj ET';
    const inherited = rawPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [4 0 R 5 0 R] /Count 2 /MediaBox [0 0 420 595] /Rotate 90 /Resources << /Font << /F1 3 0 R >> >> >>',
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
      '<< /Type /Page /Parent 2 0 R /Contents 6 0 R >>',
      '<< /Type /Page /Parent 2 0 R /Contents 6 0 R >>',
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    ]);
    const result = await split(inherited, '2');
    expectQpdfClean(result.files[0]!.pdf);
    expect(pdfPages(result.files[0]!.pdf)).toEqual([{ width: 420, height: 595, rotation: 90 }]);
    expect(texts(result.files[0]!.pdf)).toEqual(['Inherited']);
  });
});

describe('pdf-split refuses', () => {
  const pdf = toBase64(numberedPdf(3));

  it('bad page lists, naming pages', async () => {
    await expectInvalid('pdf-split', { pdf, pages: '' }, /^pages: /);
    await expectInvalid('pdf-split', { pdf, pages: ' , ' }, /^pages: names no pages/);
    await expectInvalid('pdf-split', { pdf, pages: '0' }, /^pages: pages count from 1, got 0/);
    await expectInvalid('pdf-split', { pdf, pages: '1,4' }, /^pages: page 4 does not exist; the document has 3 pages/);
    await expectInvalid('pdf-split', { pdf, pages: '2-9' }, /^pages: page 9 does not exist/);
    await expectInvalid('pdf-split', { pdf, pages: '1-' }, /^pages: "1-" is not a page or a range/);
    await expectInvalid('pdf-split', { pdf, pages: '1--2' }, /^pages: "1--2" is not a page or a range/);
    await expectInvalid('pdf-split', { pdf, pages: '99999999999' }, /^pages: "99999999999" is not a page or a range/);
    await expectInvalid('pdf-split', { pdf, pages: 'all' }, /^pages: /);
    await expectInvalid('pdf-split', { pdf, pages: '1'.repeat(10_001) }, /^pages: /);
    await expectInvalid('pdf-split', { pdf, pages: 1 }, /^pages: must be a string/);
    await expectInvalid('pdf-split', { pdf }, /^pages: is required/);
  });

  it('more than 2,000 pages in all the files', async () => {
    await expectInvalid('pdf-split', { pdf, pages: Array.from({ length: 667 }, () => '1-3').join(',') }, /^pages: names more than 2000 pages in all/);
  });

  it('files that would pass the result cap, stopping there', async () => {
    // 5 MB shared by five pages, incompressible (the writer deflates raw streams): each file
    // carries its own copy, 25 MB in all.
    const heavy = pagesPdf(Array.from({ length: 5 }, (_, i) => [`Page ${i + 1}`, 612, 792] as const), 5_000_000);
    await expectInvalid('pdf-split', { pdf: toBase64(heavy), pages: '1,2,3,4,5' }, /^pages: the split files would be longer than 20000000 characters/);
  });

  it('a file that is not a PDF, unknown fields and __proto__ keys', async () => {
    await expectInvalid('pdf-split', { pdf: toBase64(new TextEncoder().encode('hello')), pages: '1' }, /^pdf: is not a PDF/);
    await expectInvalid('pdf-split', { pdf: '***', pages: '1' }, /^pdf: /);
    await expectInvalid('pdf-split', { pdfs: [pdf], pages: '1' }, /^pdf: is required; pdfs: unknown field/);
    await expectInvalid('pdf-split', JSON.parse(`{"pdf": "${pdf}", "pages": "1", "__proto__": {"pages": "2"}}`), /__proto__/);
  });
});
