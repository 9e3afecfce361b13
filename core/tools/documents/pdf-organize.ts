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
      output: { pdf: 'JVBERi0xLjcKJYGBgYEKCjQgMCBvYmoKPDwKL0xlbmd0aCA0Mgo+PgpzdHJlYW0KQlQgL0YxIDEyIFRmIDE0IFRMIDcyIDcyMCBUZCAoUGFnZSAzKSAnIEVUCmVuZHN0cmVhbQplbmRvYmoKCjYgMCBvYmoKPDwKL0xlbmd0aCA0Mgo+PgpzdHJlYW0KQlQgL0YxIDEyIFRmIDE0IFRMIDcyIDcyMCBUZCAoUGFnZSAyKSAnIEVUCmVuZHN0cmVhbQplbmRvYmoKCjggMCBvYmoKPDwKL0xlbmd0aCA0Mgo+PgpzdHJlYW0KQlQgL0YxIDEyIFRmIDE0IFRMIDcyIDcyMCBUZCAoUGFnZSAxKSAnIEVUCmVuZHN0cmVhbQplbmRvYmoKCjEwIDAgb2JqCjw8Ci9GaWx0ZXIgL0ZsYXRlRGVjb2RlCi9UeXBlIC9PYmpTdG0KL04gNgovRmlyc3QgMzIKL0xlbmd0aCAyMjQKPj4Kc3RyZWFtCnicvVDRSgMxEHzfr5g/2Mudd71AKdhiKYggVfBBfEjvwhEoiTQ50b93ExUp9FEkYdndzO7MRKFCjbZDA12hhVrUWKDuW2g0usdySfz48WrB92aykfjWjRHPgqywF2SOusQX4k2YfUJDqxX9zm1MMscw0dcCqAw+R2yDT8QP8yGVMjcV8dpEm1/AO3t8s8kNhvjGD2F0fgI/OX/to/tpnG/MVMR3dnRmHd5FbiWnU2JN11no3sYwnwaRk2cKS0mUfMO3PLnixyfrU8RV6crak5SXLPw1YfffhP1lwk+7Z46sCmVuZHN0cmVhbQplbmRvYmoKCjExIDAgb2JqCjw8Ci9TaXplIDEyCi9Sb290IDIgMCBSCi9GaWx0ZXIgL0ZsYXRlRGVjb2RlCi9UeXBlIC9YUmVmCi9MZW5ndGggNDkKL1cgWyAxIDIgMiBdCi9JbmRleCBbIDAgMTIgXQo+PgpzdHJlYW0KeJwlisENACAIxHqoH19s4XQ6qEuhhE/TJgUijAkJJUx4ZRO7rItbNqTFHw88m8MEOgplbmRzdHJlYW0KZW5kb2JqCgpzdGFydHhyZWYKNjIyCiUlRU9G', page_count: 3, bytes: 825, order: [3, 2, 1] },
    },
    {
      title: 'Move page 3 to the front, drop page 2, and repeat page 1',
      input: { pdf: SAMPLE_PDF_3_PAGES, order: '3,1,1' },
      output: { pdf: 'JVBERi0xLjcKJYGBgYEKCjQgMCBvYmoKPDwKL0xlbmd0aCA0Mgo+PgpzdHJlYW0KQlQgL0YxIDEyIFRmIDE0IFRMIDcyIDcyMCBUZCAoUGFnZSAzKSAnIEVUCmVuZHN0cmVhbQplbmRvYmoKCjYgMCBvYmoKPDwKL0xlbmd0aCA0Mgo+PgpzdHJlYW0KQlQgL0YxIDEyIFRmIDE0IFRMIDcyIDcyMCBUZCAoUGFnZSAxKSAnIEVUCmVuZHN0cmVhbQplbmRvYmoKCjkgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL1R5cGUgL09ialN0bQovTiA2Ci9GaXJzdCAzMgovTGVuZ3RoIDIyMwo+PgpzdHJlYW0KeJzNUMFqwzAMvesr3h8oTpY0gVJYy8ZgDEo36KH04CUmGIo9amdsf1/Z2xiFHnsoNkKSn/Tes0KBEnWDCl2BGmpWYoayrdGi6lrM58Rv3x8GvNajCcTPdgjYCbLARpAptjnuiVd+chEVLRb0P7fSUR/8SD8LoBL4HPHoXSR+nd5jLlNTES91MOkF/GQOnybaXhM/uN4P1o3grXX3Lti/xvnGREX8Ygarl/5L5BZyGiXWujIJ3Zjgp2MvctJMZsmJkm/4lSdX/LhoXAy4y11Ze5TykoVrEzY3QngCt1mOqAplbmRzdHJlYW0KZW5kb2JqCgoxMCAwIG9iago8PAovU2l6ZSAxMQovUm9vdCAyIDAgUgovRmlsdGVyIC9GbGF0ZURlY29kZQovVHlwZSAvWFJlZgovTGVuZ3RoIDQ2Ci9XIFsgMSAyIDIgXQovSW5kZXggWyAwIDExIF0KPj4Kc3RyZWFtCnicY2Bg+P+fiYGTgQFEMIIIJkYGAQiXmZEhF8JiARGsjAynGIBq+BkYAILdA6wKZW5kc3RyZWFtCmVuZG9iagoKc3RhcnR4cmVmCjUyNwolJUVPRg==', page_count: 3, bytes: 727, order: [3, 1, 1] },
    },
  ],
  async run(input) {
    const { doc, pageCount } = await openPdf('pdf', fileBytes('pdf', input.pdf, createByteBudget()));
    const order = parsePageList('order', input.order, pageCount).flat();
    const result = await documentOfPages(doc, 'pdf', order.map((page) => page - 1));
    return { ...(await onPdf('pdf', () => savePdf(result))), order };
  },
});
