import { Type } from '@sinclair/typebox';
import { createByteBudget, fileBytes } from '../../lib/pdf/file-bytes.ts';
import { onPdf, openPdf, savePdf } from '../../lib/pdf/open-pdf.ts';
import { documentOfPages } from '../../lib/pdf/page-copy.ts';
import { pageListField, parsePageList, selectedPages } from '../../lib/pdf/page-list.ts';
import { pdfInput, pdfOutput } from '../../lib/pdf/pdf-schema.ts';
import { SAMPLE_PDF_3_PAGES } from '../../lib/pdf/sample-pdfs.ts';
import { closedObject } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (spec 4.3: pdf, pages; removing every page is refused):
 * - pages selects: order and repeats do not matter ("3,1-2,2" removes pages 1, 2 and 3), and a
 *   list that covers every page, however its items overlap, is refused naming pages.
 * - The result is a new document of the pages kept (lib/pdf/page-copy.ts), not the source with
 *   pages removed: pdf-lib would still write the removed pages' objects (keeping 3 of 20 pages
 *   came to 2,647 bytes in place, 825 copied), and outline entries would keep pointing at pages
 *   no longer there. The source's outlines, forms and metadata are not carried over.
 */

const input = closedObject({
  pdf: pdfInput('The PDF file, Base64-encoded (a data: URL is accepted too); at most 15 MB and 2,000 pages'),
  pages: pageListField('The 1-based pages to remove, such as 1,3,5-8; at least one page must remain'),
});

const output = closedObject({
  pdf: pdfOutput('The PDF without the removed pages, Base64-encoded'),
  page_count: Type.Integer({ description: 'Pages left in the PDF' }),
  bytes: Type.Integer({ description: 'Size of the PDF in bytes' }),
  pages_removed: Type.Array(Type.Integer(), { description: 'The 1-based pages removed, ascending, each once' }),
});

export default defineTool({
  id: 'pdf-delete-pages',
  name: 'PDF Delete Pages',
  category: 'documents',
  description: 'Remove pages from a PDF, given as a 1-based list such as 1,3,5-8; the other pages keep their order. Removing every page is refused.',
  keywords: ['delete pdf pages', 'remove pages', 'drop pages', 'cut pages', 'pdf page remover', 'qpdf pages'],
  input,
  output,
  isolate: true,
  examples: [
    {
      title: 'Remove the middle page',
      input: { pdf: SAMPLE_PDF_3_PAGES, pages: '2' },
      output: { pdf: 'JVBERi0xLjcKJYGBgYEKCjQgMCBvYmoKPDwKL0xlbmd0aCA0Mgo+PgpzdHJlYW0KQlQgL0YxIDEyIFRmIDE0IFRMIDcyIDcyMCBUZCAoUGFnZSAxKSAnIEVUCmVuZHN0cmVhbQplbmRvYmoKCjYgMCBvYmoKPDwKL0xlbmd0aCA0Mgo+PgpzdHJlYW0KQlQgL0YxIDEyIFRmIDE0IFRMIDcyIDcyMCBUZCAoUGFnZSAzKSAnIEVUCmVuZHN0cmVhbQplbmRvYmoKCjggMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL1R5cGUgL09ialN0bQovTiA1Ci9GaXJzdCAyNgovTGVuZ3RoIDIxNAo+PgpzdHJlYW0KeJytT9FqAjEQfN+vmD/YS+rdKYhQpSKIUGzBh9KHeBeOwJGIyZX6992cLSL4WBLC7mRmZ1ahgEZZ4AnTCUqoqkINXc8wnxO/X04W/Go6G4m3ro34EE6BvXDy+0m8CoNP0LRY0E2xMsn0oaOrFCqT7xnr4BPx23BMY5tBRbw00eYf8Mb2Xza5xhC/+Ca0znfgg/PPPro/4H5itiLe2daZZfiWoIWcSmnUM52D7m0Mw7mROFkzuoyFktV/48mVfXyyPkVMRlTGnqV9tMJ/G1aPDX8AMyxvVgplbmRzdHJlYW0KZW5kb2JqCgo5IDAgb2JqCjw8Ci9TaXplIDEwCi9Sb290IDIgMCBSCi9GaWx0ZXIgL0ZsYXRlRGVjb2RlCi9UeXBlIC9YUmVmCi9MZW5ndGggNDQKL1cgWyAxIDIgMiBdCi9JbmRleCBbIDAgMTAgXQo+PgpzdHJlYW0KeJxjYGD4/5+JgYOBAUQwgggmRgYBCJeZkSEXwmJhZDjFAJRmY2AAAHOnA44KZW5kc3RyZWFtCmVuZG9iagoKc3RhcnR4cmVmCjUxOAolJUVPRg==', page_count: 2, bytes: 715, pages_removed: [2] },
    },
    {
      title: 'Remove pages 1 and 3, named in any order',
      input: { pdf: SAMPLE_PDF_3_PAGES, pages: '3,1' },
      output: { pdf: 'JVBERi0xLjcKJYGBgYEKCjQgMCBvYmoKPDwKL0xlbmd0aCA0Mgo+PgpzdHJlYW0KQlQgL0YxIDEyIFRmIDE0IFRMIDcyIDcyMCBUZCAoUGFnZSAyKSAnIEVUCmVuZHN0cmVhbQplbmRvYmoKCjYgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL1R5cGUgL09ialN0bQovTiA0Ci9GaXJzdCAyMAovTGVuZ3RoIDE5Ngo+PgpzdHJlYW0KeJxVT8sKAjEMvOcr5g+yXdcXiKCiCCKICh7EQ90NS0FasV3Rv7ddFZHkkEwmyYxChhxFgQ76A3ShehlGI+L98yrgja7FE69M5XGM0wxbnIhnrrEBisZj+nFnOuiLq+m9BJXI/4yFs4F415xD2yZQEU+1lzQBL+Vyl2BKTTy3pauMrcEHYyfWmy/wfzG9Il5LZfTUPaLELEZP5egP8yR0K941tzLKSTvtl7ZQ0e5HXszoxwaxwaNo0Xj2Jsngl/MCl6JQBQplbmRzdHJlYW0KZW5kb2JqCgo3IDAgb2JqCjw8Ci9TaXplIDgKL1Jvb3QgMiAwIFIKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL1R5cGUgL1hSZWYKL0xlbmd0aCAzOQovVyBbIDEgMiAyIF0KL0luZGV4IFsgMCA4IF0KPj4Kc3RyZWFtCnicY2Bg+P+fiYGNgQFEMIIIJkYGAQiXmZEhl4GBkXE6AwMAUtADPQplbmRzdHJlYW0KZW5kb2JqCgpzdGFydHhyZWYKNDA3CiUlRU9G', page_count: 1, bytes: 597, pages_removed: [1, 3] },
    },
  ],
  async run(input) {
    const { doc, pageCount } = await openPdf('pdf', fileBytes('pdf', input.pdf, createByteBudget()));
    const removed = selectedPages(parsePageList('pages', input.pages, pageCount));
    if (removed.length === pageCount) {
      invalid(`pages: would remove every page of the document (it has ${pageCount} page${pageCount === 1 ? '' : 's'}); at least one must remain`);
    }
    const gone = new Set(removed);
    const kept = [];
    for (let index = 0; index < pageCount; index++) if (!gone.has(index + 1)) kept.push(index);
    const result = await documentOfPages(doc, 'pdf', kept);
    return { ...(await onPdf('pdf', () => savePdf(result))), pages_removed: removed };
  },
});
