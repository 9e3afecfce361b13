/**
 * pdf-delete-pages, judged from outside: qpdf --check the file (and qpdf --json its outlines),
 * pdfinfo its pages' sizes, pdftotext which page holds which text. Inputs are written byte by byte
 * (test/pdf/raw-pdf.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { describeWithPdfTools, expectQpdfClean, pdfPages, pdfTextByPage } from '../../../test/pdf/outside-tools.ts';
import { fromBase64, latin1, numberedPdf, rawPdf, toBase64 } from '../../../test/pdf/raw-pdf.ts';

interface Deleted {
  pdf: string;
  page_count: number;
  bytes: number;
  pages_removed: number[];
}

const remove = (pdf: Uint8Array, pages: string) => run<Deleted>('pdf-delete-pages', { pdf: toBase64(pdf), pages });
const texts = (pdf: string) => pdfTextByPage(pdf).map((text) => text.trim());
const LETTER = { width: 612, height: 792, rotation: 0 };
const A4 = { width: 595, height: 842, rotation: 0 };

/** Pages of their own sizes, each reading its label; with `outline`, a bookmark to each page. */
function pagesPdf(pages: readonly (readonly [string, number, number])[], outline = false): Uint8Array {
  const first = 4;
  const outlineAt = first + pages.length * 2;
  const objects = [`<< /Type /Catalog /Pages 2 0 R${outline ? ` /Outlines ${outlineAt} 0 R` : ''} >>`, '', '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'];
  const kids = pages.map(([label, width, height], i) => {
    const content = `BT /F1 12 Tf 72 ${height - 72} Td (${label}) Tj ET`;
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Resources << /Font << /F1 3 0 R >> >> /Contents ${first + i * 2 + 1} 0 R >>`);
    objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
    return first + i * 2;
  });
  objects[1] = `<< /Type /Pages /Kids [${kids.map((kid) => `${kid} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  if (outline) {
    const item = (i: number) => outlineAt + 1 + i;
    objects.push(`<< /Type /Outlines /First ${item(0)} 0 R /Last ${item(pages.length - 1)} 0 R /Count ${pages.length} >>`);
    pages.forEach(([label], i) => {
      const links = `${i > 0 ? ` /Prev ${item(i - 1)} 0 R` : ''}${i < pages.length - 1 ? ` /Next ${item(i + 1)} 0 R` : ''}`;
      objects.push(`<< /Title (${label}) /Parent ${outlineAt} 0 R${links} /Dest [${kids[i]} 0 R /Fit] >>`);
    });
  }
  return rawPdf(objects);
}

/** The outline titles qpdf reads from the file, with the page each one opens (null: no page of the document). */
function qpdfOutlines(pdf: Uint8Array): { title: string; page: number | null }[] {
  const folder = mkdtempSync(join(tmpdir(), 'tooldeck-outlines-'));
  try {
    const path = join(folder, 'file.pdf');
    writeFileSync(path, pdf);
    const json = JSON.parse(execFileSync('qpdf', ['--json', '--json-key=outlines', path], { encoding: 'utf8' })) as { outlines: { title: string; destpageposfrom1: number | null }[] };
    return json.outlines.map((entry) => ({ title: entry.title, page: entry.destpageposfrom1 }));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describeWithPdfTools('pdf-delete-pages, checked by qpdf, pdfinfo and pdftotext', () => {
  it('removes the pages listed and keeps the others in order', async () => {
    const result = await remove(numberedPdf(5), '2,4');
    expectQpdfClean(result.pdf);
    expect(result).toMatchObject({ page_count: 3, pages_removed: [2, 4] });
    expect(result.bytes).toBe(fromBase64(result.pdf).length);
    expect(pdfPages(result.pdf)).toHaveLength(3);
    expect(texts(result.pdf)).toEqual(['Page 1', 'Page 3', 'Page 5']);
  });

  it('takes ranges in any order, overlapping or descending, and reports each page once, ascending', async () => {
    const result = await remove(numberedPdf(8), '7-6, 1-2, 2, 4-2');
    expectQpdfClean(result.pdf);
    expect(result.pages_removed).toEqual([1, 2, 3, 4, 6, 7]);
    expect(texts(result.pdf)).toEqual(['Page 5', 'Page 8']);
  });

  it('keeps each remaining page its own size', async () => {
    const mixed = pagesPdf([
      ['A4 one', 595, 842],
      ['Letter two', 612, 792],
      ['A4 three', 595, 842],
      ['Letter four', 612, 792],
    ]);
    expectQpdfClean(mixed);
    const result = await remove(mixed, '1');
    expectQpdfClean(result.pdf);
    expect(pdfPages(result.pdf)).toEqual([LETTER, A4, LETTER]);
    expect(texts(result.pdf)).toEqual(['Letter two', 'A4 three', 'Letter four']);
  });

  it('writes a new document: the removed pages are gone from the file, and so are the outlines', async () => {
    // The choice of lib/pdf/page-copy.ts, seen from outside: the removed pages' content streams
    // are not in the file (pdf-lib writes content uncompressed, so their text would show), and
    // the source's outline, which would otherwise point at pages no longer there, is dropped.
    const source = pagesPdf(Array.from({ length: 20 }, (_, i) => [`Page ${i + 1}`, 612, 792] as const), true);
    expectQpdfClean(source);
    expect(qpdfOutlines(source)).toHaveLength(20);
    const result = await remove(source, '2-20');
    expectQpdfClean(result.pdf);
    const bytes = fromBase64(result.pdf);
    expect(texts(result.pdf)).toEqual(['Page 1']);
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw).toContain('(Page 1)');
    expect(raw).not.toContain('(Page 2)');
    expect(qpdfOutlines(bytes)).toEqual([]);
    expect(result.bytes).toBeLessThan(source.length / 5);
  });
});

describe('pdf-delete-pages refuses', () => {
  const pdf = toBase64(numberedPdf(3));

  it('removing every page, however the list names them', async () => {
    for (const pages of ['1-3', '3-1', '1,2,3', '1-2,2-3', '3,1,2,2', '1-3,1-3']) {
      await expectInvalid('pdf-delete-pages', { pdf, pages }, /^pages: would remove every page of the document \(it has 3 pages\); at least one must remain/);
    }
    await expectInvalid('pdf-delete-pages', { pdf: toBase64(numberedPdf(1)), pages: '1' }, /^pages: would remove every page of the document \(it has 1 page\)/);
  });

  it('bad page lists, naming pages', async () => {
    await expectInvalid('pdf-delete-pages', { pdf, pages: '' }, /^pages: /);
    await expectInvalid('pdf-delete-pages', { pdf, pages: ',' }, /^pages: names no pages/);
    await expectInvalid('pdf-delete-pages', { pdf, pages: '0' }, /^pages: pages count from 1, got 0/);
    await expectInvalid('pdf-delete-pages', { pdf, pages: '0-2' }, /^pages: pages count from 1, got 0/);
    await expectInvalid('pdf-delete-pages', { pdf, pages: '4' }, /^pages: page 4 does not exist; the document has 3 pages/);
    await expectInvalid('pdf-delete-pages', { pdf, pages: '1-2-3' }, /^pages: "1-2-3" is not a page or a range/);
    await expectInvalid('pdf-delete-pages', { pdf, pages: 'one' }, /^pages: /);
    await expectInvalid('pdf-delete-pages', { pdf, pages: '-1' }, /^pages: "-1" is not a page or a range/);
    await expectInvalid('pdf-delete-pages', { pdf, pages: '1'.repeat(10_001) }, /^pages: /);
    await expectInvalid('pdf-delete-pages', { pdf, pages: [1] }, /^pages: must be a string/);
    await expectInvalid('pdf-delete-pages', { pdf }, /^pages: is required/);
  });

  it('a file that is not a PDF, unknown fields and __proto__ keys', async () => {
    await expectInvalid('pdf-delete-pages', { pdf: toBase64(latin1('%!PS-Adobe-3.0')), pages: '1' }, /^pdf: is not a PDF/);
    await expectInvalid('pdf-delete-pages', { pdf: '@@@', pages: '1' }, /^pdf: /);
    await expectInvalid('pdf-delete-pages', { pdf, pages: '1', keep: '2' }, /^keep: unknown field/);
    await expectInvalid('pdf-delete-pages', JSON.parse(`{"pdf": "${pdf}", "pages": "1", "__proto__": {"pages": "1-3"}}`), /__proto__/);
  });
});
