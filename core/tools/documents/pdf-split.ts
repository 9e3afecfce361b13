import { Type } from '@sinclair/typebox';
import { createByteBudget, fileBytes } from '../../lib/pdf/file-bytes.ts';
import { onPdf, openPdf, savePdf } from '../../lib/pdf/open-pdf.ts';
import { documentOfPages } from '../../lib/pdf/page-copy.ts';
import { pageListField, parsePageList } from '../../lib/pdf/page-list.ts';
import { pdfInput, pdfOutput } from '../../lib/pdf/pdf-schema.ts';
import { SAMPLE_PDF_3_PAGES } from '../../lib/pdf/sample-pdfs.ts';
import { createOutputBudget } from '../../lib/result-size.ts';
import { closedObject } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (spec 4.3: pdf, pages as a 1-based list such as 1,3,5-8):
 * - Each comma-separated item of `pages` is one output file: "1,3,5-8" makes three files (page
 *   1, page 3, pages 5 to 8), so "1,2,3" splits into single pages. A descending range ("8-5")
 *   makes a file with those pages backwards; a page may appear in several files.
 * - The source is loaded once; each file is a new document of its pages (lib/pdf/page-copy.ts:
 *   a file holds only what its pages use, but not the source's outlines, forms or metadata).
 * - At most 2,000 pages in all the files together (the page list's bound). The files' Base64 is
 *   counted as each is written, so a split whose files would pass the 20,000,000-character result
 *   cap (pages sharing one large image, each file carrying its own copy) stops there with a 400
 *   rather than after building all of them.
 */

const input = closedObject({
  pdf: pdfInput('The PDF file, Base64-encoded (a data: URL is accepted too); at most 15 MB and 2,000 pages'),
  pages: pageListField('The files to make, as 1-based pages and ranges separated by commas: each item is one file, so 1,3,5-8 makes three files (page 1, page 3, pages 5-8) and 1,2,3 makes single pages'),
});

const output = closedObject({
  files: Type.Array(
    closedObject({
      pages: Type.Array(Type.Integer(), { description: 'The 1-based source pages in this file, in its order' }),
      pdf: pdfOutput('This file, Base64-encoded'),
      page_count: Type.Integer({ description: 'Pages in this file' }),
      bytes: Type.Integer({ description: 'Size of this file in bytes' }),
    }),
    { description: 'One PDF per item of pages, in the order listed' },
  ),
  file_count: Type.Integer({ description: 'How many files were made' }),
});

export default defineTool({
  id: 'pdf-split',
  name: 'PDF Split',
  category: 'documents',
  description: 'Split a PDF into several files: each item of a page list such as 1,3,5-8 becomes one file.',
  keywords: ['split pdf', 'extract pages', 'separate pages', 'burst pdf', 'single pages', 'qpdf split-pages', 'pdfseparate'],
  input,
  output,
  isolate: true,
  examples: [
    {
      title: 'Three files: page 1, page 3, and pages 2 to 3',
      input: { pdf: SAMPLE_PDF_3_PAGES, pages: '1,3,2-3' },
      output: { files: [{ pages: [1], pdf: 'JVBERi0xLjcKJYGBgYEKCjQgMCBvYmoKPDwKL0xlbmd0aCA0Mgo+PgpzdHJlYW0KQlQgL0YxIDEyIFRmIDE0IFRMIDcyIDcyMCBUZCAoUGFnZSAxKSAnIEVUCmVuZHN0cmVhbQplbmRvYmoKCjYgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL1R5cGUgL09ialN0bQovTiA0Ci9GaXJzdCAyMAovTGVuZ3RoIDE5Ngo+PgpzdHJlYW0KeJxVT8sKAjEMvOcr5g+yXdcXiKCiCCKICh7EQ90NS0FasV3Rv7ddFZHkkEwmyYxChhxFgQ76A3ShehlGI+L98yrgja7FE69M5XGM0wxbnIhnrrEBisZj+nFnOuiLq+m9BJXI/4yFs4F415xD2yZQEU+1lzQBL+Vyl2BKTTy3pauMrcEHYyfWmy/wfzG9Il5LZfTUPaLELEZP5egP8yR0K941tzLKSTvtl7ZQ0e5HXszoxwaxwaNo0Xj2Jsngl/MCl6JQBQplbmRzdHJlYW0KZW5kb2JqCgo3IDAgb2JqCjw8Ci9TaXplIDgKL1Jvb3QgMiAwIFIKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL1R5cGUgL1hSZWYKL0xlbmd0aCAzOQovVyBbIDEgMiAyIF0KL0luZGV4IFsgMCA4IF0KPj4Kc3RyZWFtCnicY2Bg+P+fiYGNgQFEMIIIJkYGAQiXmZEhl4GBkXE6AwMAUtADPQplbmRzdHJlYW0KZW5kb2JqCgpzdGFydHhyZWYKNDA3CiUlRU9G', page_count: 1, bytes: 597 }, { pages: [3], pdf: 'JVBERi0xLjcKJYGBgYEKCjQgMCBvYmoKPDwKL0xlbmd0aCA0Mgo+PgpzdHJlYW0KQlQgL0YxIDEyIFRmIDE0IFRMIDcyIDcyMCBUZCAoUGFnZSAzKSAnIEVUCmVuZHN0cmVhbQplbmRvYmoKCjYgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL1R5cGUgL09ialN0bQovTiA0Ci9GaXJzdCAyMAovTGVuZ3RoIDE5Ngo+PgpzdHJlYW0KeJxVT8sKAjEMvOcr5g+yXdcXiKCiCCKICh7EQ90NS0FasV3Rv7ddFZHkkEwmyYxChhxFgQ76A3ShehlGI+L98yrgja7FE69M5XGM0wxbnIhnrrEBisZj+nFnOuiLq+m9BJXI/4yFs4F415xD2yZQEU+1lzQBL+Vyl2BKTTy3pauMrcEHYyfWmy/wfzG9Il5LZfTUPaLELEZP5egP8yR0K941tzLKSTvtl7ZQ0e5HXszoxwaxwaNo0Xj2Jsngl/MCl6JQBQplbmRzdHJlYW0KZW5kb2JqCgo3IDAgb2JqCjw8Ci9TaXplIDgKL1Jvb3QgMiAwIFIKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL1R5cGUgL1hSZWYKL0xlbmd0aCAzOQovVyBbIDEgMiAyIF0KL0luZGV4IFsgMCA4IF0KPj4Kc3RyZWFtCnicY2Bg+P+fiYGNgQFEMIIIJkYGAQiXmZEhl4GBkXE6AwMAUtADPQplbmRzdHJlYW0KZW5kb2JqCgpzdGFydHhyZWYKNDA3CiUlRU9G', page_count: 1, bytes: 597 }, { pages: [2, 3], pdf: 'JVBERi0xLjcKJYGBgYEKCjQgMCBvYmoKPDwKL0xlbmd0aCA0Mgo+PgpzdHJlYW0KQlQgL0YxIDEyIFRmIDE0IFRMIDcyIDcyMCBUZCAoUGFnZSAyKSAnIEVUCmVuZHN0cmVhbQplbmRvYmoKCjYgMCBvYmoKPDwKL0xlbmd0aCA0Mgo+PgpzdHJlYW0KQlQgL0YxIDEyIFRmIDE0IFRMIDcyIDcyMCBUZCAoUGFnZSAzKSAnIEVUCmVuZHN0cmVhbQplbmRvYmoKCjggMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL1R5cGUgL09ialN0bQovTiA1Ci9GaXJzdCAyNgovTGVuZ3RoIDIxNAo+PgpzdHJlYW0KeJytT9FqAjEQfN+vmD/YS+rdKYhQpSKIUGzBh9KHeBeOwJGIyZX6992cLSL4WBLC7mRmZ1ahgEZZ4AnTCUqoqkINXc8wnxO/X04W/Go6G4m3ro34EE6BvXDy+0m8CoNP0LRY0E2xMsn0oaOrFCqT7xnr4BPx23BMY5tBRbw00eYf8Mb2Xza5xhC/+Ca0znfgg/PPPro/4H5itiLe2daZZfiWoIWcSmnUM52D7m0Mw7mROFkzuoyFktV/48mVfXyyPkVMRlTGnqV9tMJ/G1aPDX8AMyxvVgplbmRzdHJlYW0KZW5kb2JqCgo5IDAgb2JqCjw8Ci9TaXplIDEwCi9Sb290IDIgMCBSCi9GaWx0ZXIgL0ZsYXRlRGVjb2RlCi9UeXBlIC9YUmVmCi9MZW5ndGggNDQKL1cgWyAxIDIgMiBdCi9JbmRleCBbIDAgMTAgXQo+PgpzdHJlYW0KeJxjYGD4/5+JgYOBAUQwgggmRgYBCJeZkSEXwmJhZDjFAJRmY2AAAHOnA44KZW5kc3RyZWFtCmVuZG9iagoKc3RhcnR4cmVmCjUxOAolJUVPRg==', page_count: 2, bytes: 715 }], file_count: 3 },
    },
    {
      title: 'Every page as its own file',
      input: { pdf: SAMPLE_PDF_3_PAGES, pages: '1,2,3' },
      output: { files: [{ pages: [1], pdf: 'JVBERi0xLjcKJYGBgYEKCjQgMCBvYmoKPDwKL0xlbmd0aCA0Mgo+PgpzdHJlYW0KQlQgL0YxIDEyIFRmIDE0IFRMIDcyIDcyMCBUZCAoUGFnZSAxKSAnIEVUCmVuZHN0cmVhbQplbmRvYmoKCjYgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL1R5cGUgL09ialN0bQovTiA0Ci9GaXJzdCAyMAovTGVuZ3RoIDE5Ngo+PgpzdHJlYW0KeJxVT8sKAjEMvOcr5g+yXdcXiKCiCCKICh7EQ90NS0FasV3Rv7ddFZHkkEwmyYxChhxFgQ76A3ShehlGI+L98yrgja7FE69M5XGM0wxbnIhnrrEBisZj+nFnOuiLq+m9BJXI/4yFs4F415xD2yZQEU+1lzQBL+Vyl2BKTTy3pauMrcEHYyfWmy/wfzG9Il5LZfTUPaLELEZP5egP8yR0K941tzLKSTvtl7ZQ0e5HXszoxwaxwaNo0Xj2Jsngl/MCl6JQBQplbmRzdHJlYW0KZW5kb2JqCgo3IDAgb2JqCjw8Ci9TaXplIDgKL1Jvb3QgMiAwIFIKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL1R5cGUgL1hSZWYKL0xlbmd0aCAzOQovVyBbIDEgMiAyIF0KL0luZGV4IFsgMCA4IF0KPj4Kc3RyZWFtCnicY2Bg+P+fiYGNgQFEMIIIJkYGAQiXmZEhl4GBkXE6AwMAUtADPQplbmRzdHJlYW0KZW5kb2JqCgpzdGFydHhyZWYKNDA3CiUlRU9G', page_count: 1, bytes: 597 }, { pages: [2], pdf: 'JVBERi0xLjcKJYGBgYEKCjQgMCBvYmoKPDwKL0xlbmd0aCA0Mgo+PgpzdHJlYW0KQlQgL0YxIDEyIFRmIDE0IFRMIDcyIDcyMCBUZCAoUGFnZSAyKSAnIEVUCmVuZHN0cmVhbQplbmRvYmoKCjYgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL1R5cGUgL09ialN0bQovTiA0Ci9GaXJzdCAyMAovTGVuZ3RoIDE5Ngo+PgpzdHJlYW0KeJxVT8sKAjEMvOcr5g+yXdcXiKCiCCKICh7EQ90NS0FasV3Rv7ddFZHkkEwmyYxChhxFgQ76A3ShehlGI+L98yrgja7FE69M5XGM0wxbnIhnrrEBisZj+nFnOuiLq+m9BJXI/4yFs4F415xD2yZQEU+1lzQBL+Vyl2BKTTy3pauMrcEHYyfWmy/wfzG9Il5LZfTUPaLELEZP5egP8yR0K941tzLKSTvtl7ZQ0e5HXszoxwaxwaNo0Xj2Jsngl/MCl6JQBQplbmRzdHJlYW0KZW5kb2JqCgo3IDAgb2JqCjw8Ci9TaXplIDgKL1Jvb3QgMiAwIFIKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL1R5cGUgL1hSZWYKL0xlbmd0aCAzOQovVyBbIDEgMiAyIF0KL0luZGV4IFsgMCA4IF0KPj4Kc3RyZWFtCnicY2Bg+P+fiYGNgQFEMIIIJkYGAQiXmZEhl4GBkXE6AwMAUtADPQplbmRzdHJlYW0KZW5kb2JqCgpzdGFydHhyZWYKNDA3CiUlRU9G', page_count: 1, bytes: 597 }, { pages: [3], pdf: 'JVBERi0xLjcKJYGBgYEKCjQgMCBvYmoKPDwKL0xlbmd0aCA0Mgo+PgpzdHJlYW0KQlQgL0YxIDEyIFRmIDE0IFRMIDcyIDcyMCBUZCAoUGFnZSAzKSAnIEVUCmVuZHN0cmVhbQplbmRvYmoKCjYgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL1R5cGUgL09ialN0bQovTiA0Ci9GaXJzdCAyMAovTGVuZ3RoIDE5Ngo+PgpzdHJlYW0KeJxVT8sKAjEMvOcr5g+yXdcXiKCiCCKICh7EQ90NS0FasV3Rv7ddFZHkkEwmyYxChhxFgQ76A3ShehlGI+L98yrgja7FE69M5XGM0wxbnIhnrrEBisZj+nFnOuiLq+m9BJXI/4yFs4F415xD2yZQEU+1lzQBL+Vyl2BKTTy3pauMrcEHYyfWmy/wfzG9Il5LZfTUPaLELEZP5egP8yR0K941tzLKSTvtl7ZQ0e5HXszoxwaxwaNo0Xj2Jsngl/MCl6JQBQplbmRzdHJlYW0KZW5kb2JqCgo3IDAgb2JqCjw8Ci9TaXplIDgKL1Jvb3QgMiAwIFIKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL1R5cGUgL1hSZWYKL0xlbmd0aCAzOQovVyBbIDEgMiAyIF0KL0luZGV4IFsgMCA4IF0KPj4Kc3RyZWFtCnicY2Bg+P+fiYGNgQFEMIIIJkYGAQiXmZEhl4GBkXE6AwMAUtADPQplbmRzdHJlYW0KZW5kb2JqCgpzdGFydHhyZWYKNDA3CiUlRU9G', page_count: 1, bytes: 597 }], file_count: 3 },
    },
  ],
  async run(input) {
    const { doc, pageCount } = await openPdf('pdf', fileBytes('pdf', input.pdf, createByteBudget()));
    const groups = parsePageList('pages', input.pages, pageCount);
    const budget = createOutputBudget('pages', 'the split files');
    const files = [];
    for (const pages of groups) {
      const part = await documentOfPages(doc, 'pdf', pages.map((page) => page - 1));
      const saved = await onPdf('pdf', () => savePdf(part));
      budget.charge(saved.pdf.length);
      files.push({ pages, ...saved });
    }
    return { files, file_count: files.length };
  },
});
