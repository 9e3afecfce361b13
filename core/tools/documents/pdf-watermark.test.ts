/**
 * pdf-watermark, judged from outside: pdftotext finds the text on the chosen pages only, and
 * `pdftotext -bbox` where it sits (centred on the page as a reader sees it, fitted to 90% of its
 * width); qpdf --check passes every output, and qpdf's uncompressed rewrite (--qdf) shows the
 * colour, the opacity and one shared stream for pages alike. Expected widths come from
 * Helvetica's AFM: "CONFIDENTIAL" is 7334/1000 em wide, cap height 718, descender -207.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { describeWithPdfTools, expectQpdfClean, pdfPages, pdfTextByPage } from '../../../test/pdf/outside-tools.ts';
import { numberedPdf, rawPdf, textPdf, toBase64 } from '../../../test/pdf/raw-pdf.ts';
import { boxOf, wordBoxesByPage, type WordBox } from '../../../test/pdf/text-boxes.ts';

interface Watermarked {
  pdf: string;
  page_count: number;
  bytes: number;
  pages_watermarked: number[];
}

const watermark = (pdf: Uint8Array, options: Record<string, unknown>) => run<Watermarked>('pdf-watermark', { pdf: toBase64(pdf), ...options });

const CONFIDENTIAL_EM = 7.334;

/** The font size of a level word's box (poppler's box runs from cap height to descender: 0.925 em). */
const sizeOf = (box: WordBox) => (box.yMax - box.yMin) / 0.925;
/** The middle of the word's cap band, where the tool centres it. */
const capMiddle = (box: WordBox) => box.yMin + (0.718 * sizeOf(box)) / 2;

/** qpdf's rewrite of the file with every stream uncompressed and no object streams. */
function qdf(pdf: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'tooldeck-qdf-'));
  try {
    const path = join(folder, 'file.pdf');
    writeFileSync(path, Buffer.from(pdf, 'base64'));
    return execFileSync('qpdf', ['--qdf', '--object-streams=disable', path, '-']).toString('latin1');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const content = (text: string) => `<< /Length ${text.length} >>\nstream\n${text}\nendstream`;

describeWithPdfTools('pdf-watermark, checked by pdftotext, pdfinfo and qpdf', () => {
  it('marks only the chosen pages, keeping sizes and text', async () => {
    const input = numberedPdf(4);
    const result = await watermark(input, { text: 'CONFIDENTIAL', rotation: 0, pages: '3,1' });
    expectQpdfClean(result.pdf);
    expect(result).toMatchObject({ page_count: 4, pages_watermarked: [1, 3] });
    expect(result.bytes).toBe(Buffer.from(result.pdf, 'base64').length);
    expect(pdfPages(result.pdf)).toEqual(pdfPages(input));
    const pages = pdfTextByPage(result.pdf);
    pages.forEach((text, i) => expect(text).toContain(`Page ${i + 1}`));
    expect(pages.map((text) => text.includes('CONFIDENTIAL'))).toEqual([true, false, true, false]);
  });

  it('fits the text to 90% of the page width by default (size 0), centred', async () => {
    const result = await watermark(numberedPdf(1), { text: 'CONFIDENTIAL', rotation: 0 });
    const box = boxOf(wordBoxesByPage(result.pdf)[0]!, 'CONFIDENTIAL');
    expect(box.xMin).toBeCloseTo(30.6, 1);
    expect(box.xMax).toBeCloseTo(581.4, 1);
    expect(sizeOf(box)).toBeCloseTo(550.8 / CONFIDENTIAL_EM, 1);
    expect(capMiddle(box)).toBeCloseTo(396, 1);
  });

  it('marks every page at 45 degrees by default, rising to the upper right, inside the page', async () => {
    const result = await watermark(numberedPdf(2), { text: 'CONFIDENTIAL' });
    expectQpdfClean(result.pdf);
    expect(result.pages_watermarked).toEqual([1, 2]);
    for (const words of wordBoxesByPage(result.pdf)) {
      // pdftotext cuts diagonal text into pieces; from left to right they spell the text and climb.
      const pieces = words.filter((word) => !/^Page|^\d$/.test(word.text)).sort((a, b) => a.xMin - b.xMin);
      expect(pieces.map((piece) => piece.text).join('')).toBe('CONFIDENTIAL');
      expect(pieces.at(-1)!.yMin).toBeLessThan(pieces[0]!.yMin - 300);
      for (const piece of pieces) {
        expect(piece.xMin).toBeGreaterThan(0);
        expect(piece.xMax).toBeLessThan(612);
        expect(piece.yMin).toBeGreaterThan(0);
        expect(piece.yMax).toBeLessThan(792);
      }
    }
  });

  it('takes a size in points and any rotation, turning about the page centre', async () => {
    const level = await watermark(numberedPdf(1), { text: 'DRAFT', rotation: 0, size: 72 });
    const box = boxOf(wordBoxesByPage(level.pdf)[0]!, 'DRAFT');
    expect(sizeOf(box)).toBeCloseTo(72, 1);
    // DRAFT: D 722 + R 722 + A 667 + F 611 + T 611 = 3333/1000 em.
    expect(box.xMax - box.xMin).toBeCloseTo(72 * 3.333, 1);
    expect((box.xMin + box.xMax) / 2).toBeCloseTo(306, 1);
    expect(capMiddle(box)).toBeCloseTo(396, 1);
    // Turned a quarter: the word runs up the page, its cap band centred on the page's middle.
    const upright = await watermark(numberedPdf(1), { text: 'DRAFT', rotation: 90, size: 72 });
    const turned = boxOf(wordBoxesByPage(upright.pdf)[0]!, 'DRAFT');
    expect(turned.yMax - turned.yMin).toBeCloseTo(72 * 3.333, 1);
    expect((turned.yMin + turned.yMax) / 2).toBeCloseTo(396, 1);
    expect(turned.xMax - 72 * 0.207 - (72 * 0.718) / 2).toBeCloseTo(306, 1);
  });

  it('centres on the page as a reader sees it: /Rotate 90, a MediaBox away from 0 0, a landscape page at 45 degrees', async () => {
    const input = rawPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [4 0 R 6 0 R 8 0 R] /Count 3 >>',
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Rotate 90 /Resources << /Font << /F1 3 0 R >> >> /Contents 5 0 R >>',
      content('BT /F1 12 Tf 100 100 Td (Turned) Tj ET'),
      '<< /Type /Page /Parent 2 0 R /MediaBox [100 200 712 992] /Resources << /Font << /F1 3 0 R >> >> /Contents 7 0 R >>',
      content('BT /F1 12 Tf 200 300 Td (Offset) Tj ET'),
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 792 612] /Resources << /Font << /F1 3 0 R >> >> /Contents 9 0 R >>',
      content('BT /F1 12 Tf 100 100 Td (Wide) Tj ET'),
    ]);
    expectQpdfClean(input);
    const level = await watermark(input, { text: 'CONFIDENTIAL', rotation: 0, pages: '1-2' });
    expectQpdfClean(level.pdf);
    const [turned, offset] = wordBoxesByPage(level.pdf).map((words) => words.find((word) => word.text === 'CONFIDENTIAL'));
    // Page 1 is seen 792 wide and 612 high: level there, 90% of 792 wide, centred.
    expect(turned!.xMin).toBeCloseTo(39.6, 1);
    expect(turned!.xMax).toBeCloseTo(752.4, 1);
    expect(capMiddle(turned!)).toBeCloseTo(306, 1);
    // Page 2: 612 x 792 from its own corner.
    expect(offset!.xMin).toBeCloseTo(30.6, 1);
    expect(capMiddle(offset!)).toBeCloseTo(396, 1);
    // Page 3, landscape, at 45 degrees: fitted to the height too, so every piece stays inside 5% margins.
    const diagonal = await watermark(input, { text: 'CONFIDENTIAL', pages: '3' });
    const pieces = wordBoxesByPage(diagonal.pdf)[2]!.filter((word) => word.text !== 'Wide');
    expect(pieces.map((piece) => piece.text).sort().join('')).toBe(['AL', 'C', 'D', 'EN', 'FI', 'N', 'O', 'TI'].join(''));
    expect(Math.min(...pieces.map((piece) => piece.yMin))).toBeGreaterThan(0.05 * 612 - 0.5);
    expect(Math.max(...pieces.map((piece) => piece.yMax))).toBeLessThan(612);
  });

  it('writes the colour and opacity asked for, and one stream shared by pages alike', async () => {
    const result = await watermark(numberedPdf(50), { text: 'DRAFT', color: '#c00', opacity: 0.3, size: 72 });
    expectQpdfClean(result.pdf);
    const rewritten = qdf(result.pdf);
    expect(rewritten).toContain('0.8 0 0 rg');
    expect(rewritten).toMatch(/\/CA 0\.3\s+\/Type \/ExtGState\s+\/ca 0\.3/);
    expect(rewritten.match(/\/TdWatermark Do/g)).toHaveLength(1);
    expect(rewritten.match(/\/Subtype \/Form/g)).toHaveLength(1);
    const long = await watermark(numberedPdf(1), { text: 'x', color: '#0080FF' });
    expect(qdf(long.pdf)).toContain('0 0.502 1 rg');
  });

  it('sets markup and quotes as plain text', async () => {
    const text = '<script>alert("x")</script> (a) \\ 100%';
    const result = await watermark(numberedPdf(1), { text, rotation: 0, size: 10 });
    expectQpdfClean(result.pdf);
    expect(pdfTextByPage(result.pdf)[0]).toContain(text);
  });

  it('keeps a page resource already named as its form', async () => {
    const input = rawPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> /XObject << /TdWatermark 6 0 R >> >> /Contents 5 0 R >>',
      content('BT /F1 12 Tf 72 700 Td (Mine) Tj ET /TdWatermark Do'),
      `<< /Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Length 38 >>\nstream\nBT /F1 12 Tf 72 600 Td (Theirs) Tj ET\nendstream`,
    ]);
    expectQpdfClean(input);
    const result = await watermark(input, { text: 'DRAFT', rotation: 0 });
    expectQpdfClean(result.pdf);
    expect(qdf(result.pdf)).toContain('/TdWatermark2 Do');
    const text = pdfTextByPage(result.pdf)[0]!;
    for (const word of ['Mine', 'Theirs', 'DRAFT']) expect(text).toContain(word);
  });
});

describe('pdf-watermark refuses', () => {
  const pdf = toBase64(numberedPdf(2));

  it('text outside Windows-1252, empty or too long, naming text', async () => {
    await expectInvalid('pdf-watermark', { pdf, text: '水印' }, /^text: "水" \(U\+6C34\) cannot be set/);
    await expectInvalid('pdf-watermark', { pdf, text: 'OK 🔒' }, /^text: "🔒" \(U\+1F512\)/);
    await expectInvalid('pdf-watermark', { pdf, text: 'Привет' }, /^text: "П"/);
    await expectInvalid('pdf-watermark', { pdf, text: '' }, /^text: /);
    await expectInvalid('pdf-watermark', { pdf, text: 'x'.repeat(201) }, /^text: /);
    await expectInvalid('pdf-watermark', { pdf }, /text/);
  });

  it('colours that are not #rgb or #rrggbb, naming color', async () => {
    for (const color of ['red', '#12', '#1234', '#ggg', '808080', '#8080801', 'rgb(1,2,3)', '#80808', '', '#fff ']) {
      await expectInvalid('pdf-watermark', { pdf, text: 'x', color }, /^color: /);
    }
  });

  it('opacity, rotation and size out of bounds, naming each', async () => {
    for (const opacity of [2, -0.1, '0.5']) await expectInvalid('pdf-watermark', { pdf, text: 'x', opacity }, /^opacity: /);
    for (const rotation of [361, -361, 1e9]) await expectInvalid('pdf-watermark', { pdf, text: 'x', rotation }, /^rotation: /);
    for (const size of [-1, 0.5, 501]) await expectInvalid('pdf-watermark', { pdf, text: 'x', size }, /^size: /);
  });

  it('bad page lists, a broken pdf, unknown and __proto__ fields', async () => {
    await expectInvalid('pdf-watermark', { pdf, text: 'x', pages: '3' }, /^pages: page 3 does not exist; the document has 2 pages/);
    await expectInvalid('pdf-watermark', { pdf, text: 'x', pages: '1;2' }, /^pages: /);
    await expectInvalid('pdf-watermark', { pdf: 'JVBERi0=', text: 'x' }, /^pdf: /);
    await expectInvalid('pdf-watermark', JSON.parse(`{"pdf": "${pdf}", "text": "x", "__proto__": {"color": "#000"}}`), /__proto__/);
    await expectInvalid('pdf-watermark', { pdf, text: 'x', font: 'Courier' }, /font/);
  });
});
