import { Type } from '@sinclair/typebox';
import { createByteBudget, fileBytes } from '../../lib/pdf/file-bytes.ts';
import { onPdf, openPdf, savePdf } from '../../lib/pdf/open-pdf.ts';
import { documentOfPages } from '../../lib/pdf/page-copy.ts';
import { pageListField, parsePageList } from '../../lib/pdf/page-list.ts';
import { pdfInput, pdfOutput } from '../../lib/pdf/pdf-schema.ts';
import { SAMPLE_PDF_3_PAGES } from '../../lib/pdf/sample-pdfs.ts';
import { closedObject } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (spec 4.3: pdf, order as a 1-based list; a descending range reverses; pages not
 * named are dropped):
 * - The result has exactly the pages of `order`, in that order: "3-1" reverses a three-page
 *   document, "2,1,3" swaps the first two, and a page named twice appears twice (the two copies
 *   share their fonts, images and content streams). At most 2,000 pages (the list's bound).
 * - The result is a new document of those pages (lib/pdf/page-copy.ts): editing the source in
 *   place cannot put one page object in the page tree twice, and would still write the dropped
 *   pages' objects. The source's outlines, forms and metadata are not carried over.
 */

const input = closedObject({
  pdf: pdfInput('The PDF file, Base64-encoded (a data: URL is accepted too); at most 15 MB and 2,000 pages'),
  order: pageListField(
    'The new page order as 1-based pages and ranges, such as 3,1-2 or 5-1 (a descending range runs backwards); pages not named are dropped, a page named twice appears twice',
  ),
});

const output = closedObject({
  pdf: pdfOutput('The reordered PDF, Base64-encoded'),
  page_count: Type.Integer({ description: 'Pages in the PDF' }),
  bytes: Type.Integer({ description: 'Size of the PDF in bytes' }),
  order: Type.Array(Type.Integer(), { description: 'The 1-based source page of each page of the result, in order' }),
});

export default defineTool({
  id: 'pdf-organize',
  name: 'PDF Organize Pages',
  category: 'documents',
  description: 'Reorder the pages of a PDF by a 1-based list such as 3,1-2: a descending range reverses, pages not named are dropped, a page named twice appears twice.',
  keywords: ['reorder pdf', 'rearrange pages', 'sort pages', 'reverse pdf', 'move pages', 'duplicate page', 'pdf page order'],
  input,
  output,
  isolate: true,
  examples: [
    {
      title: 'Reverse the pages',
      input: { pdf: SAMPLE_PDF_3_PAGES, order: '3-1' },
      output: { pdf: 'JVBERi0xLjcKJYGBgYEKCjEgMCBvYmoKPDwKL1R5cGUgL1BhZ2VzCi9LaWRzIFsgNSAwIFIgNyAwIFIgOSAwIFIgXQovQ291bnQgMwo+PgplbmRvYmoKCjIgMCBvYmoKPDwKL1R5cGUgL0NhdGFsb2cKL1BhZ2VzIDEgMCBSCj4+CmVuZG9iagoKMyAwIG9iago8PAovVHlwZSAvRm9udAovU3VidHlwZSAvVHlwZTEKL0Jhc2VGb250IC9IZWx2ZXRpY2EKL0VuY29kaW5nIC9XaW5BbnNpRW5jb2RpbmcKPj4KZW5kb2JqCgo0IDAgb2JqCjw8Ci9MZW5ndGggNDIKPj4Kc3RyZWFtCkJUIC9GMSAxMiBUZiAxNCBUTCA3MiA3MjAgVGQgKFBhZ2UgMykgJyBFVAplbmRzdHJlYW0KZW5kb2JqCgo1IDAgb2JqCjw8Ci9UeXBlIC9QYWdlCi9NZWRpYUJveCBbIDAgMCA2MTIgNzkyIF0KL1Jlc291cmNlcyA8PAovRm9udCA8PAovRjEgMyAwIFIKPj4KPj4KL0NvbnRlbnRzIDQgMCBSCi9QYXJlbnQgMSAwIFIKPj4KZW5kb2JqCgo2IDAgb2JqCjw8Ci9MZW5ndGggNDIKPj4Kc3RyZWFtCkJUIC9GMSAxMiBUZiAxNCBUTCA3MiA3MjAgVGQgKFBhZ2UgMikgJyBFVAplbmRzdHJlYW0KZW5kb2JqCgo3IDAgb2JqCjw8Ci9UeXBlIC9QYWdlCi9NZWRpYUJveCBbIDAgMCA2MTIgNzkyIF0KL1Jlc291cmNlcyA8PAovRm9udCA8PAovRjEgMyAwIFIKPj4KPj4KL0NvbnRlbnRzIDYgMCBSCi9QYXJlbnQgMSAwIFIKPj4KZW5kb2JqCgo4IDAgb2JqCjw8Ci9MZW5ndGggNDIKPj4Kc3RyZWFtCkJUIC9GMSAxMiBUZiAxNCBUTCA3MiA3MjAgVGQgKFBhZ2UgMSkgJyBFVAplbmRzdHJlYW0KZW5kb2JqCgo5IDAgb2JqCjw8Ci9UeXBlIC9QYWdlCi9NZWRpYUJveCBbIDAgMCA2MTIgNzkyIF0KL1Jlc291cmNlcyA8PAovRm9udCA8PAovRjEgMyAwIFIKPj4KPj4KL0NvbnRlbnRzIDggMCBSCi9QYXJlbnQgMSAwIFIKPj4KZW5kb2JqCgp4cmVmCjAgMTAKMDAwMDAwMDAwMCA2NTUzNSBmIAowMDAwMDAwMDE2IDAwMDAwIG4gCjAwMDAwMDAwODggMDAwMDAgbiAKMDAwMDAwMDEzOCAwMDAwMCBuIAowMDAwMDAwMjM2IDAwMDAwIG4gCjAwMDAwMDAzMjkgMDAwMDAgbiAKMDAwMDAwMDQ1OCAwMDAwMCBuIAowMDAwMDAwNTUxIDAwMDAwIG4gCjAwMDAwMDA2ODAgMDAwMDAgbiAKMDAwMDAwMDc3MyAwMDAwMCBuIAoKdHJhaWxlcgo8PAovU2l6ZSAxMAovUm9vdCAyIDAgUgo+PgoKc3RhcnR4cmVmCjkwMgolJUVPRg==', page_count: 3, bytes: 1168, order: [3, 2, 1] },
    },
    {
      title: 'Move page 3 to the front, drop page 2, and repeat page 1',
      input: { pdf: SAMPLE_PDF_3_PAGES, order: '3,1,1' },
      output: { pdf: 'JVBERi0xLjcKJYGBgYEKCjEgMCBvYmoKPDwKL1R5cGUgL1BhZ2VzCi9LaWRzIFsgNSAwIFIgNyAwIFIgOCAwIFIgXQovQ291bnQgMwo+PgplbmRvYmoKCjIgMCBvYmoKPDwKL1R5cGUgL0NhdGFsb2cKL1BhZ2VzIDEgMCBSCj4+CmVuZG9iagoKMyAwIG9iago8PAovVHlwZSAvRm9udAovU3VidHlwZSAvVHlwZTEKL0Jhc2VGb250IC9IZWx2ZXRpY2EKL0VuY29kaW5nIC9XaW5BbnNpRW5jb2RpbmcKPj4KZW5kb2JqCgo0IDAgb2JqCjw8Ci9MZW5ndGggNDIKPj4Kc3RyZWFtCkJUIC9GMSAxMiBUZiAxNCBUTCA3MiA3MjAgVGQgKFBhZ2UgMykgJyBFVAplbmRzdHJlYW0KZW5kb2JqCgo1IDAgb2JqCjw8Ci9UeXBlIC9QYWdlCi9NZWRpYUJveCBbIDAgMCA2MTIgNzkyIF0KL1Jlc291cmNlcyA8PAovRm9udCA8PAovRjEgMyAwIFIKPj4KPj4KL0NvbnRlbnRzIDQgMCBSCi9QYXJlbnQgMSAwIFIKPj4KZW5kb2JqCgo2IDAgb2JqCjw8Ci9MZW5ndGggNDIKPj4Kc3RyZWFtCkJUIC9GMSAxMiBUZiAxNCBUTCA3MiA3MjAgVGQgKFBhZ2UgMSkgJyBFVAplbmRzdHJlYW0KZW5kb2JqCgo3IDAgb2JqCjw8Ci9UeXBlIC9QYWdlCi9NZWRpYUJveCBbIDAgMCA2MTIgNzkyIF0KL1Jlc291cmNlcyA8PAovRm9udCA8PAovRjEgMyAwIFIKPj4KPj4KL0NvbnRlbnRzIDYgMCBSCi9QYXJlbnQgMSAwIFIKPj4KZW5kb2JqCgo4IDAgb2JqCjw8Ci9UeXBlIC9QYWdlCi9NZWRpYUJveCBbIDAgMCA2MTIgNzkyIF0KL1Jlc291cmNlcyA8PAovRm9udCA8PAovRjEgMyAwIFIKPj4KPj4KL0NvbnRlbnRzIDYgMCBSCi9QYXJlbnQgMSAwIFIKPj4KZW5kb2JqCgp4cmVmCjAgOQowMDAwMDAwMDAwIDY1NTM1IGYgCjAwMDAwMDAwMTYgMDAwMDAgbiAKMDAwMDAwMDA4OCAwMDAwMCBuIAowMDAwMDAwMTM4IDAwMDAwIG4gCjAwMDAwMDAyMzYgMDAwMDAgbiAKMDAwMDAwMDMyOSAwMDAwMCBuIAowMDAwMDAwNDU4IDAwMDAwIG4gCjAwMDAwMDA1NTEgMDAwMDAgbiAKMDAwMDAwMDY4MCAwMDAwMCBuIAoKdHJhaWxlcgo8PAovU2l6ZSA5Ci9Sb290IDIgMCBSCj4+CgpzdGFydHhyZWYKODA5CiUlRU9G', page_count: 3, bytes: 1053, order: [3, 1, 1] },
    },
  ],
  async run(input) {
    const { doc, pageCount } = await openPdf('pdf', fileBytes('pdf', input.pdf, createByteBudget()));
    const order = parsePageList('order', input.order, pageCount).flat();
    const result = await documentOfPages(doc, 'pdf', order.map((page) => page - 1));
    return { ...(await onPdf('pdf', () => savePdf(result))), order };
  },
});
