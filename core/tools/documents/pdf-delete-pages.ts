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
      output: { pdf: 'JVBERi0xLjcKJYGBgYEKCjEgMCBvYmoKPDwKL1R5cGUgL1BhZ2VzCi9LaWRzIFsgNSAwIFIgNyAwIFIgXQovQ291bnQgMgo+PgplbmRvYmoKCjIgMCBvYmoKPDwKL1R5cGUgL0NhdGFsb2cKL1BhZ2VzIDEgMCBSCj4+CmVuZG9iagoKMyAwIG9iago8PAovVHlwZSAvRm9udAovU3VidHlwZSAvVHlwZTEKL0Jhc2VGb250IC9IZWx2ZXRpY2EKL0VuY29kaW5nIC9XaW5BbnNpRW5jb2RpbmcKPj4KZW5kb2JqCgo0IDAgb2JqCjw8Ci9MZW5ndGggNDIKPj4Kc3RyZWFtCkJUIC9GMSAxMiBUZiAxNCBUTCA3MiA3MjAgVGQgKFBhZ2UgMSkgJyBFVAplbmRzdHJlYW0KZW5kb2JqCgo1IDAgb2JqCjw8Ci9UeXBlIC9QYWdlCi9NZWRpYUJveCBbIDAgMCA2MTIgNzkyIF0KL1Jlc291cmNlcyA8PAovRm9udCA8PAovRjEgMyAwIFIKPj4KPj4KL0NvbnRlbnRzIDQgMCBSCi9QYXJlbnQgMSAwIFIKPj4KZW5kb2JqCgo2IDAgb2JqCjw8Ci9MZW5ndGggNDIKPj4Kc3RyZWFtCkJUIC9GMSAxMiBUZiAxNCBUTCA3MiA3MjAgVGQgKFBhZ2UgMykgJyBFVAplbmRzdHJlYW0KZW5kb2JqCgo3IDAgb2JqCjw8Ci9UeXBlIC9QYWdlCi9NZWRpYUJveCBbIDAgMCA2MTIgNzkyIF0KL1Jlc291cmNlcyA8PAovRm9udCA8PAovRjEgMyAwIFIKPj4KPj4KL0NvbnRlbnRzIDYgMCBSCi9QYXJlbnQgMSAwIFIKPj4KZW5kb2JqCgp4cmVmCjAgOAowMDAwMDAwMDAwIDY1NTM1IGYgCjAwMDAwMDAwMTYgMDAwMDAgbiAKMDAwMDAwMDA4MiAwMDAwMCBuIAowMDAwMDAwMTMyIDAwMDAwIG4gCjAwMDAwMDAyMzAgMDAwMDAgbiAKMDAwMDAwMDMyMyAwMDAwMCBuIAowMDAwMDAwNDUyIDAwMDAwIG4gCjAwMDAwMDA1NDUgMDAwMDAgbiAKCnRyYWlsZXIKPDwKL1NpemUgOAovUm9vdCAyIDAgUgo+PgoKc3RhcnR4cmVmCjY3NAolJUVPRg==', page_count: 2, bytes: 898, pages_removed: [2] },
    },
    {
      title: 'Remove pages 1 and 3, named in any order',
      input: { pdf: SAMPLE_PDF_3_PAGES, pages: '3,1' },
      output: { pdf: 'JVBERi0xLjcKJYGBgYEKCjEgMCBvYmoKPDwKL1R5cGUgL1BhZ2VzCi9LaWRzIFsgNSAwIFIgXQovQ291bnQgMQo+PgplbmRvYmoKCjIgMCBvYmoKPDwKL1R5cGUgL0NhdGFsb2cKL1BhZ2VzIDEgMCBSCj4+CmVuZG9iagoKMyAwIG9iago8PAovVHlwZSAvRm9udAovU3VidHlwZSAvVHlwZTEKL0Jhc2VGb250IC9IZWx2ZXRpY2EKL0VuY29kaW5nIC9XaW5BbnNpRW5jb2RpbmcKPj4KZW5kb2JqCgo0IDAgb2JqCjw8Ci9MZW5ndGggNDIKPj4Kc3RyZWFtCkJUIC9GMSAxMiBUZiAxNCBUTCA3MiA3MjAgVGQgKFBhZ2UgMikgJyBFVAplbmRzdHJlYW0KZW5kb2JqCgo1IDAgb2JqCjw8Ci9UeXBlIC9QYWdlCi9NZWRpYUJveCBbIDAgMCA2MTIgNzkyIF0KL1Jlc291cmNlcyA8PAovRm9udCA8PAovRjEgMyAwIFIKPj4KPj4KL0NvbnRlbnRzIDQgMCBSCi9QYXJlbnQgMSAwIFIKPj4KZW5kb2JqCgp4cmVmCjAgNgowMDAwMDAwMDAwIDY1NTM1IGYgCjAwMDAwMDAwMTYgMDAwMDAgbiAKMDAwMDAwMDA3NiAwMDAwMCBuIAowMDAwMDAwMTI2IDAwMDAwIG4gCjAwMDAwMDAyMjQgMDAwMDAgbiAKMDAwMDAwMDMxNyAwMDAwMCBuIAoKdHJhaWxlcgo8PAovU2l6ZSA2Ci9Sb290IDIgMCBSCj4+CgpzdGFydHhyZWYKNDQ2CiUlRU9G', page_count: 1, bytes: 630, pages_removed: [1, 3] },
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
