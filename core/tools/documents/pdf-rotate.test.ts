/**
 * pdf-rotate, judged from outside: pdfinfo reads each page's rotation and size, pdftotext the page
 * order, qpdf --check the file. Inputs are written byte by byte (test/pdf/raw-pdf.ts).
 */
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { describeWithPdfTools, expectQpdfClean, pdfPages, pdfTextByPage } from '../../../test/pdf/outside-tools.ts';
import { numberedPdf, rawPdf, textPdf, toBase64 } from '../../../test/pdf/raw-pdf.ts';

interface Rotated {
  pdf: string;
  page_count: number;
  bytes: number;
  pages_rotated: number[];
  rotations: number[];
}

const rotate = (pdf: Uint8Array, degrees: number, pages?: string) => run<Rotated>('pdf-rotate', { pdf: toBase64(pdf), degrees, ...(pages === undefined ? {} : { pages }) });

const content = (label: string) => {
  const text = `BT /F1 12 Tf 72 500 Td (${label}) Tj ET`;
  return `<< /Length ${text.length} >>\nstream\n${text}\nendstream`;
};

/**
 * Five pages that are already turned, in the ways files do it: page 1 /Rotate 90, page 2 none,
 * pages 3 and 4 inherit /Rotate 180 from their page-tree node (page 4 overriding it with -90),
 * page 5 /Rotate 450 (a reader shows 90). Page 2 is A4 landscape, the others Letter.
 */
function alreadyTurnedPdf(): Uint8Array {
  const font = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  const page = (contents: number, extra: string, parent = 2) =>
    `<< /Type /Page /Parent ${parent} 0 R /Resources << /Font << /F1 3 0 R >> >> /Contents ${contents} 0 R ${extra} >>`;
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [4 0 R 6 0 R 8 0 R 13 0 R] /Count 5 /MediaBox [0 0 612 792] >>',
    font,
    page(5, '/Rotate 90'),
    content('Page 1'),
    page(7, '/MediaBox [0 0 842 595]'),
    content('Page 2'),
    '<< /Type /Pages /Parent 2 0 R /Kids [9 0 R 11 0 R] /Count 2 /Rotate 180 >>',
    page(10, '', 8),
    content('Page 3'),
    page(12, '/Rotate -90', 8),
    content('Page 4'),
    page(14, '/Rotate 450'),
    content('Page 5'),
  ]);
}

describeWithPdfTools('pdf-rotate, checked by qpdf, pdfinfo and pdftotext', () => {
  it('turns every page by default, keeping sizes, order and text', async () => {
    const result = await rotate(numberedPdf(3), 90);
    expectQpdfClean(result.pdf);
    expect(result).toMatchObject({ page_count: 3, pages_rotated: [1, 2, 3], rotations: [90, 90, 90] });
    expect(result.bytes).toBe(Buffer.from(result.pdf, 'base64').length);
    expect(pdfPages(result.pdf)).toEqual([90, 90, 90].map((rotation) => ({ width: 612, height: 792, rotation })));
    expect(pdfTextByPage(result.pdf).map((text) => text.trim())).toEqual(['Page 1', 'Page 2', 'Page 3']);
  });

  it('turns only the pages listed, in any order, each once', async () => {
    const result = await rotate(numberedPdf(5), 180, '4,1-2,2');
    expectQpdfClean(result.pdf);
    expect(result.pages_rotated).toEqual([1, 2, 4]);
    expect(pdfPages(result.pdf).map((page) => page.rotation)).toEqual([180, 180, 0, 180, 0]);
    expect(result.rotations).toEqual([180, 180, 0, 180, 0]);
    expect(pdfTextByPage(result.pdf).map((text) => text.trim())).toEqual(['Page 1', 'Page 2', 'Page 3', 'Page 4', 'Page 5']);
  });

  it('adds to the rotation pages already have (own, inherited, negative, past 360)', async () => {
    const input = alreadyTurnedPdf();
    expectQpdfClean(input);
    // What the reader shows before: 90, 0, 180 (inherited), 270 (-90), 90 (450).
    expect(pdfPages(input).map((page) => page.rotation)).toEqual([90, 0, 180, 270, 90]);
    const result = await rotate(input, 90);
    expectQpdfClean(result.pdf);
    expect(pdfPages(result.pdf)).toEqual([
      { width: 612, height: 792, rotation: 180 },
      { width: 842, height: 595, rotation: 90 },
      { width: 612, height: 792, rotation: 270 },
      { width: 612, height: 792, rotation: 0 },
      { width: 612, height: 792, rotation: 180 },
    ]);
    expect(result.rotations).toEqual([180, 90, 270, 0, 180]);
    expect(pdfTextByPage(result.pdf).map((text) => text.trim())).toEqual(['Page 1', 'Page 2', 'Page 3', 'Page 4', 'Page 5']);
  });

  it('turns counter-clockwise with a negative, and reports pages it left as they are', async () => {
    const result = await rotate(alreadyTurnedPdf(), -270, '2,3');
    expectQpdfClean(result.pdf);
    // -270 is +90: page 2 0 -> 90, page 3 180 -> 270; the others stay as the reader showed them.
    expect(pdfPages(result.pdf).map((page) => page.rotation)).toEqual([90, 90, 270, 270, 90]);
    expect(result.rotations).toEqual([90, 90, 270, 270, 90]);
    const half = await rotate(alreadyTurnedPdf(), -180, '1');
    expect(pdfPages(half.pdf).map((page) => page.rotation)).toEqual([270, 0, 180, 270, 90]);
  });

  it('keeps a landscape page of a mixed document landscape', async () => {
    const result = await rotate(textPdf(['Wide'], [842, 595]), 270);
    expect(pdfPages(result.pdf)).toEqual([{ width: 842, height: 595, rotation: 270 }]);
    expect(pdfTextByPage(result.pdf)[0]).toContain('Wide');
  });
});

describe('pdf-rotate refuses', () => {
  const pdf = toBase64(numberedPdf(3));

  it('turns that are not a quarter, half or three-quarter turn, naming degrees', async () => {
    for (const degrees of [45, 0, 360, -360, 450, 90.5, 1e9]) {
      await expectInvalid('pdf-rotate', { pdf, degrees }, /^degrees: /);
    }
    await expectInvalid('pdf-rotate', { pdf, degrees: '90' }, /^degrees: /);
    await expectInvalid('pdf-rotate', { pdf, degrees: null }, /^degrees: /);
    await expectInvalid('pdf-rotate', { pdf }, /degrees/);
  });

  it('bad page lists, naming pages', async () => {
    await expectInvalid('pdf-rotate', { pdf, degrees: 90, pages: '0' }, /^pages: pages count from 1/);
    await expectInvalid('pdf-rotate', { pdf, degrees: 90, pages: '2-4' }, /^pages: page 4 does not exist; the document has 3 pages/);
    await expectInvalid('pdf-rotate', { pdf, degrees: 90, pages: 'all' }, /^pages: /);
    await expectInvalid('pdf-rotate', { pdf, degrees: 90, pages: ' , ' }, /^pages: names no pages/);
    await expectInvalid('pdf-rotate', { pdf, degrees: 90, pages: '' }, /^pages: /);
    await expectInvalid('pdf-rotate', { pdf, degrees: 90, pages: '1'.repeat(10_001) }, /^pages: /);
  });

  it('a file that is not a PDF, and unknown or __proto__ fields', async () => {
    await expectInvalid('pdf-rotate', { pdf: toBase64(new TextEncoder().encode('hello')), degrees: 90 }, /^pdf: is not a PDF/);
    await expectInvalid('pdf-rotate', { pdf: '***', degrees: 90 }, /^pdf: /);
    await expectInvalid('pdf-rotate', JSON.parse(`{"pdf": "${pdf}", "degrees": 90, "__proto__": {"pages": "1"}}`), /__proto__/);
    await expectInvalid('pdf-rotate', { pdf, degrees: 90, angle: 90 }, /angle/);
  });
});
