/** downloadName: what a result's PDF is saved as, from the input file's name and the tool. */
import { describe, expect, it } from 'vitest';
import { downloadName, pageRanges, sanitizeStem, stemOf, type DownloadContext } from './download-name.ts';

const context = (toolId: string, fileNames: DownloadContext['fileNames'] = {}, input: DownloadContext['input'] = {}, result: unknown = {}): DownloadContext => ({ toolId, input, fileNames, result });

describe('downloadName', () => {
  it('names a page operation after its input file and what it did', () => {
    expect(downloadName(context('pdf-rotate', { pdf: ['report.pdf'] }), 'pdf', 'pdf')).toBe('report-rotated.pdf');
    expect(downloadName(context('pdf-delete-pages', { pdf: ['Q3 Report.PDF'] }), 'pdf', 'pdf')).toBe('Q3 Report-pages-deleted.pdf');
    expect(downloadName(context('pdf-organize', { pdf: ['a.b.pdf'] }), 'pdf', 'pdf')).toBe('a.b-organized.pdf');
    expect(downloadName(context('pdf-page-numbers', { pdf: ['x.pdf'] }), 'pdf', 'pdf')).toBe('x-numbered.pdf');
    expect(downloadName(context('pdf-watermark', { pdf: ['x.pdf'] }), 'pdf', 'pdf')).toBe('x-watermarked.pdf');
    // A PDF tool this table does not know yet still says which tool made the file.
    expect(downloadName(context('pdf-compress', { pdf: ['x.pdf'] }), 'pdf', 'pdf')).toBe('x-compress.pdf');
  });

  it('falls back to "document" when the PDF was pasted or came from an example', () => {
    expect(downloadName(context('pdf-rotate', { pdf: [undefined] }), 'pdf', 'pdf')).toBe('document-rotated.pdf');
    expect(downloadName(context('pdf-rotate', { pdf: [] }, { pdf: 'JVBERi0xLjcK' }), 'pdf', 'pdf')).toBe('document-rotated.pdf');
  });

  it('names merges and image documents by what they are, not by one of their inputs', () => {
    expect(downloadName(context('pdf-merge', { pdfs: ['a.pdf', 'b.pdf'] }), 'pdf', 'pdf')).toBe('merged.pdf');
    expect(downloadName(context('images-to-pdf', { images: ['scan-1.jpg'] }), 'pdf', 'pdf')).toBe('images.pdf');
  });

  it('names each file of a split by the pages it holds, or by its place when it says none', () => {
    const result = { files: [{ pdf: 'x', pages: [5, 6, 7, 8] }, { pdf: 'x', pages: [1, 3] }, { pdf: 'x', pages: '2-4' }, { pdf: 'x' }] };
    const split = context('pdf-split', { pdf: ['report.pdf'] }, {}, result);
    expect(downloadName(split, 'files[0].pdf', 'pdf')).toBe('report-pages-5-8.pdf');
    expect(downloadName(split, 'files[1].pdf', 'pdf')).toBe('report-pages-1,3.pdf');
    expect(downloadName(split, 'files[2].pdf', 'pdf')).toBe('report-pages-2-4.pdf');
    expect(downloadName(split, 'files[3].pdf', 'pdf')).toBe('report-part-4.pdf');
    expect(downloadName({ ...split, result: { files: [{ pdf: 'x', page: 7 }] } }, 'files[0].pdf', 'pdf')).toBe('report-pages-7.pdf');
  });

  it('names a generated document after its tool and its number', () => {
    expect(downloadName(context('purchase-order-generator', {}, { po_number: 'PO-1042', company: { name: 'Acme' } }), 'pdf', 'pdf')).toBe('purchase-order-PO-1042.pdf');
    expect(downloadName(context('purchase-order-generator', {}, { order: { number: 77 } }), 'pdf', 'pdf')).toBe('purchase-order-77.pdf');
    expect(downloadName(context('purchase-order-generator', {}, { po_number: '../../etc/passwd' }), 'pdf', 'pdf')).toBe('purchase-order-etc-passwd.pdf');
    expect(downloadName(context('purchase-order-generator'), 'pdf', 'pdf')).toBe('purchase-order.pdf');
    expect(downloadName(context('placeholder-image-generator'), 'image', 'png')).toBe('placeholder-image.png');
    // A file field left empty (gzip of pasted text) is no file to be named after.
    expect(downloadName(context('gzip', { bin: [] }), 'result', 'gz')).toBe('gzip.gz');
    expect(downloadName(context('gzip', { bin: ['notes.txt'] }), 'result', 'gz')).toBe('notes-gzip.gz');
  });

  it('names a file made from typed text after its tool, not "document" (text-encoding, data-uri, qr-generate)', () => {
    expect(downloadName(context('text-encoding', { text: [undefined] }, { text: 'héllo' }), 'result', 'bin')).toBe('text-encoding.bin');
    expect(downloadName(context('data-uri', { text: [undefined] }, { text: 'data:image/png;base64,iVBORw0KGgo=' }), 'result', 'png')).toBe('data-uri.png');
    expect(downloadName(context('qr-generate', {}, { text: 'https://example.com' }), 'png', 'png')).toBe('qr-generate.png');
    expect(downloadName(context('qr-generate', {}, { text: 'x' }), 'svg', 'svg')).toBe('qr-generate.svg');
    // A text file opened into a text field names what the tool made of it.
    expect(downloadName(context('csv-to-json', { csv: ['sales.csv'] }, { csv: 'a\n1' }), 'result', 'json')).toBe('sales-csv-to-json.json');
  });

  it('adds the field when the file is not the result\'s main one', () => {
    expect(downloadName(context('pdf-rotate', { pdf: ['r.pdf'] }), 'preview', 'png')).toBe('r-rotated-preview.png');
  });

  it('never lets a name carry a path, control characters or an odd extension', () => {
    for (const name of ['../../evil.pdf', 'C:\\Windows\\evil.pdf', 'ev\u0000il\u001f.pdf', 'evil\u202egpj.pdf']) {
      const saved = downloadName(context('pdf-rotate', { pdf: [name] }), 'pdf', 'pdf');
      expect(saved).not.toMatch(/[\\/\u0000-\u001f\u202e]/);
      expect(saved).toMatch(/^evil.*-rotated\.pdf$/);
    }
    expect(downloadName(context('pdf-rotate', { pdf: ['x.pdf'] }), 'pdf', '../p df')).toBe('x-rotated.pdf');
  });
});

describe('sanitizeStem', () => {
  it('keeps ordinary names, including letters beyond ASCII', () => {
    expect(sanitizeStem('Rapport annuel 2026 – été')).toBe('Rapport annuel 2026 – été');
  });

  it('replaces separators and reserved characters, drops control and bidi characters, trims dots and spaces', () => {
    expect(sanitizeStem('a/b\\c:d*e?f"g<h>i|j')).toBe('a-b-c-d-e-f-g-h-i-j');
    expect(sanitizeStem('\u0007bell\ttab\nline')).toBe('belltabline');
    expect(sanitizeStem('..hidden.. ')).toBe('hidden');
    expect(sanitizeStem('  ')).toBe('document');
    expect(sanitizeStem('...', 'x')).toBe('x');
  });

  it('guards the names Windows reserves and cuts long names without splitting a character', () => {
    expect(sanitizeStem('CON')).toBe('_CON');
    expect(sanitizeStem('lpt1')).toBe('_lpt1');
    const long = sanitizeStem('😀'.repeat(150));
    expect([...long]).toHaveLength(100);
    expect(long).toBe('😀'.repeat(100));
  });
});

describe('stemOf and pageRanges', () => {
  it('takes the name without folder and last extension', () => {
    expect(stemOf('report.pdf')).toBe('report');
    expect(stemOf('dir/sub\\report.v2.pdf')).toBe('report.v2');
    expect(stemOf('.pdf')).toBe('.pdf');
    expect(stemOf('README')).toBe('README');
  });

  it('writes runs of pages as ranges, either way', () => {
    expect(pageRanges([5, 6, 7, 8])).toBe('5-8');
    expect(pageRanges([1, 3, 5, 6])).toBe('1,3,5-6');
    expect(pageRanges([8, 7, 6, 2])).toBe('8-6,2');
    expect(pageRanges([4])).toBe('4');
    expect(pageRanges([])).toBe('');
  });
});
