/**
 * pdf-page-numbers, judged from outside: pdftotext finds which number is on which page, and
 * `pdftotext -bbox` where it sits on the page as a reader sees it (turned pages, boxes not at 0 0,
 * a CropBox); qpdf --check passes every output and pdfinfo finds the sizes unchanged.
 * Helvetica's metrics in the expected boxes are its AFM's: cap height 718, descender -207.
 */
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { describeWithPdfTools, expectQpdfClean, pdfPages, pdfTextByPage } from '../../../test/pdf/outside-tools.ts';
import { numberedPdf, rawPdf, textPdf, toBase64 } from '../../../test/pdf/raw-pdf.ts';
import { boxOf, wordBoxesByPage, type WordBox } from '../../../test/pdf/text-boxes.ts';

interface Numbered {
  pdf: string;
  page_count: number;
  bytes: number;
  pages_numbered: number[];
}

const number = (pdf: Uint8Array, options: Record<string, unknown> = {}) => run<Numbered>('pdf-page-numbers', { pdf: toBase64(pdf), ...options });

const lines = (pdf: string) => pdfTextByPage(pdf).map((page) => page.split('\n').map((line) => line.trim()).filter(Boolean));

const LABELS = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'];

/** Where the box of a 10 pt word puts its baseline (poppler's box runs from cap height to descender). */
const baseline = (box: WordBox, size = 10) => box.yMax - 0.207 * size;
const centre = (box: WordBox) => (box.xMin + box.xMax) / 2;

const content = (text: string) => `<< /Length ${text.length} >>\nstream\n${text}\nendstream`;

/**
 * One page per entry, each with its own page-dictionary entries (boxes, /Rotate) and a label;
 * page 6's content leaves a doubled scale and a red fill behind (no q ... Q), which must not reach the number.
 */
function oddPagesPdf(): Uint8Array {
  const pages = [
    '/MediaBox [0 0 612 792] /Rotate 90',
    '/MediaBox [0 0 612 792] /Rotate 180',
    '/MediaBox [0 0 612 792] /Rotate 270',
    '/MediaBox [100 200 712 992]',
    '/MediaBox [0 0 612 792] /CropBox [50 50 350 450] /Rotate 270',
    '/MediaBox [-300 -400 300 400]',
  ];
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '', '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'];
  pages.forEach((entries, i) => {
    const label = `BT /F1 12 Tf 150 300 Td (${LABELS[i % 5]}) Tj ET`;
    objects.push(`<< /Type /Page /Parent 2 0 R ${entries} /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + i * 2} 0 R >>`);
    objects.push(content(i === 5 ? `2 0 0 2 0 0 cm 1 0 0 rg ${label}` : label));
  });
  objects[1] = `<< /Type /Pages /Kids [${pages.map((_, i) => `${4 + i * 2} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  return rawPdf(objects);
}

describeWithPdfTools('pdf-page-numbers, checked by pdftotext, pdfinfo and qpdf', () => {
  it('numbers every page with "Page {n} of {total}", on the right pages', async () => {
    const input = textPdf(LABELS);
    const result = await number(input, { format: 'Page {n} of {total}' });
    expectQpdfClean(result.pdf);
    expect(result).toMatchObject({ page_count: 5, pages_numbered: [1, 2, 3, 4, 5] });
    expect(result.bytes).toBe(Buffer.from(result.pdf, 'base64').length);
    expect(lines(result.pdf)).toEqual(LABELS.map((label, i) => [label, `Page ${i + 1} of 5`]));
    expect(pdfPages(result.pdf)).toEqual(pdfPages(input));
  });

  it('skip_first leaves page 1 bare and starts at page 2 with start; {total} is the last number shown', async () => {
    const result = await number(textPdf(LABELS), { format: 'Page {n} of {total}', skip_first: true });
    expectQpdfClean(result.pdf);
    expect(result.pages_numbered).toEqual([2, 3, 4, 5]);
    expect(lines(result.pdf)).toEqual([['Alpha'], ['Bravo', 'Page 1 of 4'], ['Charlie', 'Page 2 of 4'], ['Delta', 'Page 3 of 4'], ['Echo', 'Page 4 of 4']]);
    const later = await number(textPdf(LABELS), { format: '{n}/{total}', start: 7, skip_first: true });
    expect(lines(later.pdf).map((page) => page.slice(1))).toEqual([[], ['7/10'], ['8/10'], ['9/10'], ['10/10']]);
  });

  it('starts at 0 or at a large number, and keeps other text of the format as written (markup too)', async () => {
    const zero = await number(textPdf(LABELS.slice(0, 2)), { start: 0, format: '<b>{n}</b> {x} {total}' });
    expect(lines(zero.pdf)).toEqual([['Alpha', '<b>0</b> {x} 1'], ['Bravo', '<b>1</b> {x} 1']]);
    const big = await number(textPdf(LABELS.slice(0, 2)), { start: 1_000_000 });
    expect(lines(big.pdf)).toEqual([['Alpha', '1000000'], ['Bravo', '1000001']]);
  });

  it('numbers a one-page document, and leaves it unnumbered with skip_first', async () => {
    const single = await number(numberedPdf(1));
    expect(lines(single.pdf)).toEqual([['Page 1', '1']]);
    const skipped = await number(numberedPdf(1), { skip_first: true });
    expectQpdfClean(skipped.pdf);
    expect(skipped.pages_numbered).toEqual([]);
    expect(lines(skipped.pdf)).toEqual([['Page 1']]);
  });

  it('places the number at each of the six positions of a Letter page, margin from the edges', async () => {
    const expected: Record<string, (box: WordBox) => void> = {
      'bottom-center': (box) => {
        expect(centre(box)).toBeCloseTo(306, 0);
        expect(baseline(box)).toBeCloseTo(792 - 28, 0);
      },
      'bottom-left': (box) => {
        expect(box.xMin).toBeCloseTo(28, 0);
        expect(baseline(box)).toBeCloseTo(792 - 28, 0);
      },
      'bottom-right': (box) => {
        expect(box.xMax).toBeCloseTo(612 - 28, 0);
        expect(baseline(box)).toBeCloseTo(792 - 28, 0);
      },
      'top-left': (box) => {
        expect(box.xMin).toBeCloseTo(28, 0);
        expect(box.yMin).toBeCloseTo(28, 0);
      },
      'top-center': (box) => {
        expect(centre(box)).toBeCloseTo(306, 0);
        expect(box.yMin).toBeCloseTo(28, 0);
      },
      'top-right': (box) => {
        expect(box.xMax).toBeCloseTo(612 - 28, 0);
        expect(box.yMin).toBeCloseTo(28, 0);
      },
    };
    for (const [position, check] of Object.entries(expected)) {
      const result = await number(textPdf(['Alpha']), { position, format: 'No.{n}' });
      expectQpdfClean(result.pdf);
      check(boxOf(wordBoxesByPage(result.pdf)[0]!, 'No.1'));
    }
  });

  it('honours size and margin', async () => {
    const result = await number(textPdf(['Alpha']), { format: 'No.{n}', size: 20, margin: 100, position: 'bottom-right' });
    const box = boxOf(wordBoxesByPage(result.pdf)[0]!, 'No.1');
    expect(box.xMax).toBeCloseTo(512, 0);
    expect(baseline(box, 20)).toBeCloseTo(692, 0);
    expect(box.yMax - box.yMin).toBeCloseTo(20 * (0.718 + 0.207), 0);
  });

  it('puts bottom-center at the bottom centre the reader sees: turned pages, boxes away from 0 0, a CropBox', async () => {
    const input = oddPagesPdf();
    expectQpdfClean(input);
    const result = await number(input, { format: 'No.{n}' });
    expectQpdfClean(result.pdf);
    expect(pdfPages(result.pdf)).toEqual(pdfPages(input));
    const pages = wordBoxesByPage(result.pdf);
    const boxes = pages.map((words, i) => boxOf(words, `No.${i + 1}`));
    // Reader's frames (poppler's -bbox coordinates: the MediaBox turned, from its top left).
    // Page 1, /Rotate 90: 792 wide, 612 high.
    expect(centre(boxes[0]!)).toBeCloseTo(396, 0);
    expect(baseline(boxes[0]!)).toBeCloseTo(612 - 28, 0);
    // Page 2, /Rotate 180, and page 3, /Rotate 270 (792 x 612 again).
    expect(centre(boxes[1]!)).toBeCloseTo(306, 0);
    expect(baseline(boxes[1]!)).toBeCloseTo(792 - 28, 0);
    expect(centre(boxes[2]!)).toBeCloseTo(396, 0);
    expect(baseline(boxes[2]!)).toBeCloseTo(612 - 28, 0);
    // Page 4, MediaBox [100 200 712 992]: 612 x 792 from its own corner.
    expect(centre(boxes[3]!)).toBeCloseTo(306, 0);
    expect(baseline(boxes[3]!)).toBeCloseTo(792 - 28, 0);
    // Page 5, CropBox [50 50 350 450] of a Letter MediaBox at /Rotate 270: the crop's bottom edge
    // (page x = 50) is at 612 - 50 from the top, its middle (page y = 250) at 792 - 250 from the left.
    expect(centre(boxes[4]!)).toBeCloseTo(542, 0);
    expect(baseline(boxes[4]!)).toBeCloseTo(612 - 50 - 28, 0);
    // Page 6, MediaBox [-300 -400 300 400] with a scale left behind by its content: 600 x 800.
    expect(centre(boxes[5]!)).toBeCloseTo(300, 0);
    expect(baseline(boxes[5]!)).toBeCloseTo(800 - 28, 0);
    // Every number reads upright: wider than high, with its glyphs left to right.
    for (const box of boxes) expect(box.xMax - box.xMin).toBeGreaterThan(box.yMax - box.yMin);
    lines(result.pdf).forEach((page, i) => expect(page).toContain(`No.${i + 1}`));
  });

  it('keeps a page resource already named as its font resource', async () => {
    // The page already binds /TdPageNumber to Courier; its own text must stay Courier-set and readable.
    const page = 'BT /TdPageNumber 12 Tf 72 700 Td (Mine) Tj ET';
    const input = rawPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
      '<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /TdPageNumber 3 0 R >> >> /Contents 5 0 R >>',
      content(page),
    ]);
    const result = await number(input, { format: 'No.{n}' });
    expectQpdfClean(result.pdf);
    const pdf = Buffer.from(result.pdf, 'base64').toString('latin1');
    expect(pdf).toContain('/TdPageNumber2');
    expect(lines(result.pdf)).toEqual([['Mine', 'No.1']]);
  });
});

describe('pdf-page-numbers refuses', () => {
  const pdf = toBase64(numberedPdf(2));

  it('formats that are too long, empty, or outside Windows-1252, naming format', async () => {
    await expectInvalid('pdf-page-numbers', { pdf, format: `{n}${'x'.repeat(10_000)}` }, /^format: /);
    await expectInvalid('pdf-page-numbers', { pdf, format: '' }, /^format: /);
    await expectInvalid('pdf-page-numbers', { pdf, format: '水印 {n}' }, /^format: "水" \(U\+6C34\) cannot be set/);
    await expectInvalid('pdf-page-numbers', { pdf, format: '{n} 📄' }, /^format: "📄" \(U\+1F4C4\)/);
    await expectInvalid('pdf-page-numbers', { pdf, format: 'line\n{n}' }, /^format: "\n" \(U\+000A\)/);
  });

  it('sizes, margins, starts and positions out of bounds, naming each', async () => {
    for (const size of [-1, 0, 3, 73, 1e9]) await expectInvalid('pdf-page-numbers', { pdf, size }, /^size: /);
    for (const margin of [-1, 201]) await expectInvalid('pdf-page-numbers', { pdf, margin }, /^margin: /);
    for (const start of [-1, 1.5, 1_000_001]) await expectInvalid('pdf-page-numbers', { pdf, start }, /^start: /);
    await expectInvalid('pdf-page-numbers', { pdf, position: 'middle' }, /^position: /);
    await expectInvalid('pdf-page-numbers', { pdf, skip_first: 'yes' }, /^skip_first: /);
    await expectInvalid('pdf-page-numbers', { pdf, size: '10' }, /^size: /);
  });

  it('a missing or broken pdf, and unknown or __proto__ fields', async () => {
    await expectInvalid('pdf-page-numbers', {}, /pdf/);
    await expectInvalid('pdf-page-numbers', { pdf: toBase64(new TextEncoder().encode('%PDF-1.7 nothing else')) }, /^pdf: /);
    await expectInvalid('pdf-page-numbers', JSON.parse(`{"pdf": "${pdf}", "__proto__": {"start": 5}}`), /__proto__/);
    await expectInvalid('pdf-page-numbers', { pdf, pages: '1' }, /pages/);
  });
});
