import { Type } from '@sinclair/typebox';
import { createByteBudget, fileBytes } from '../../lib/pdf/file-bytes.ts';
import { MAX_PDF_PAGES } from '../../lib/pdf/limits.ts';
import { createPdf, onPdf, openPdf, savePdf } from '../../lib/pdf/open-pdf.ts';
import { appendPages } from '../../lib/pdf/page-copy.ts';
import { pdfInput, pdfOutput } from '../../lib/pdf/pdf-schema.ts';
import { SAMPLE_PDF_3_PAGES, SAMPLE_PDF_APPENDIX } from '../../lib/pdf/sample-pdfs.ts';
import { closedObject } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (spec 4.3: pdfs, at least 2):
 * - 2 to 50 files, at most 15 MB decoded together and 2,000 pages in the result. Every file is
 *   decoded before any is parsed, so a bad Base64 string or a request over the byte budget costs
 *   no parsing; then each file is opened, its pages copied, and dropped before the next is opened,
 *   so only one source document is held at a time.
 * - Built for throughput (issue 19 benchmarks it against qpdf): one copyPages call per source
 *   (sharing fonts and images among that source's pages), addPage per page, one save.
 * - The result is a new document (lib/pdf/page-copy.ts): the sources' outlines, forms and
 *   metadata are not carried over, as when qpdf merges with --empty.
 */

const MAX_FILES = 50;

const input = closedObject({
  pdfs: Type.Array(pdfInput('One PDF file, Base64-encoded (a data: URL is accepted too)'), {
    minItems: 2,
    maxItems: MAX_FILES,
    description: `The PDFs to join, in order: 2 to ${MAX_FILES} files, at most 15 MB together and ${MAX_PDF_PAGES.toLocaleString('en-US')} pages in all`,
  }),
});

const output = closedObject({
  pdf: pdfOutput('The merged PDF, Base64-encoded'),
  page_count: Type.Integer({ description: 'Pages in the merged PDF: the sum of the sources’ pages' }),
  bytes: Type.Integer({ description: 'Size of the merged PDF in bytes' }),
  sources: Type.Array(
    closedObject({
      index: Type.Integer({ description: 'Position of the file in pdfs, from 0' }),
      page_count: Type.Integer({ description: 'Pages it contributed' }),
    }),
    { description: 'Each input file in order, with its page count' },
  ),
});

export default defineTool({
  id: 'pdf-merge',
  name: 'PDF Merge',
  category: 'documents',
  description: 'Join 2 to 50 PDFs into one, all pages of each file in the order given.',
  keywords: ['merge pdf', 'combine pdf', 'join pdf', 'concatenate pdf', 'append pdf', 'qpdf pages', 'pdfunite'],
  input,
  output,
  isolate: true,
  examples: [
    {
      title: 'Add an appendix to a document',
      input: { pdfs: [SAMPLE_PDF_3_PAGES, SAMPLE_PDF_APPENDIX] },
      output: { pdf: 'JVBERi0xLjcKJYGBgYEKCjEgMCBvYmoKPDwKL1R5cGUgL1BhZ2VzCi9LaWRzIFsgNSAwIFIgNyAwIFIgOSAwIFIgMTIgMCBSIF0KL0NvdW50IDQKPj4KZW5kb2JqCgoyIDAgb2JqCjw8Ci9UeXBlIC9DYXRhbG9nCi9QYWdlcyAxIDAgUgo+PgplbmRvYmoKCjMgMCBvYmoKPDwKL1R5cGUgL0ZvbnQKL1N1YnR5cGUgL1R5cGUxCi9CYXNlRm9udCAvSGVsdmV0aWNhCi9FbmNvZGluZyAvV2luQW5zaUVuY29kaW5nCj4+CmVuZG9iagoKNCAwIG9iago8PAovTGVuZ3RoIDQyCj4+CnN0cmVhbQpCVCAvRjEgMTIgVGYgMTQgVEwgNzIgNzIwIFRkIChQYWdlIDEpICcgRVQKZW5kc3RyZWFtCmVuZG9iagoKNSAwIG9iago8PAovVHlwZSAvUGFnZQovTWVkaWFCb3ggWyAwIDAgNjEyIDc5MiBdCi9SZXNvdXJjZXMgPDwKL0ZvbnQgPDwKL0YxIDMgMCBSCj4+Cj4+Ci9Db250ZW50cyA0IDAgUgovUGFyZW50IDEgMCBSCj4+CmVuZG9iagoKNiAwIG9iago8PAovTGVuZ3RoIDQyCj4+CnN0cmVhbQpCVCAvRjEgMTIgVGYgMTQgVEwgNzIgNzIwIFRkIChQYWdlIDIpICcgRVQKZW5kc3RyZWFtCmVuZG9iagoKNyAwIG9iago8PAovVHlwZSAvUGFnZQovTWVkaWFCb3ggWyAwIDAgNjEyIDc5MiBdCi9SZXNvdXJjZXMgPDwKL0ZvbnQgPDwKL0YxIDMgMCBSCj4+Cj4+Ci9Db250ZW50cyA2IDAgUgovUGFyZW50IDEgMCBSCj4+CmVuZG9iagoKOCAwIG9iago8PAovTGVuZ3RoIDQyCj4+CnN0cmVhbQpCVCAvRjEgMTIgVGYgMTQgVEwgNzIgNzIwIFRkIChQYWdlIDMpICcgRVQKZW5kc3RyZWFtCmVuZG9iagoKOSAwIG9iago8PAovVHlwZSAvUGFnZQovTWVkaWFCb3ggWyAwIDAgNjEyIDc5MiBdCi9SZXNvdXJjZXMgPDwKL0ZvbnQgPDwKL0YxIDMgMCBSCj4+Cj4+Ci9Db250ZW50cyA4IDAgUgovUGFyZW50IDEgMCBSCj4+CmVuZG9iagoKMTAgMCBvYmoKPDwKL1R5cGUgL0ZvbnQKL1N1YnR5cGUgL1R5cGUxCi9CYXNlRm9udCAvSGVsdmV0aWNhCi9FbmNvZGluZyAvV2luQW5zaUVuY29kaW5nCj4+CmVuZG9iagoKMTEgMCBvYmoKPDwKL0xlbmd0aCA0NAo+PgpzdHJlYW0KQlQgL0YxIDEyIFRmIDE0IFRMIDcyIDcyMCBUZCAoQXBwZW5kaXgpICcgRVQKZW5kc3RyZWFtCmVuZG9iagoKMTIgMCBvYmoKPDwKL1R5cGUgL1BhZ2UKL01lZGlhQm94IFsgMCAwIDYxMiA3OTIgXQovUmVzb3VyY2VzIDw8Ci9Gb250IDw8Ci9GMSAxMCAwIFIKPj4KPj4KL0NvbnRlbnRzIDExIDAgUgovUGFyZW50IDEgMCBSCj4+CmVuZG9iagoKeHJlZgowIDEzCjAwMDAwMDAwMDAgNjU1MzUgZiAKMDAwMDAwMDAxNiAwMDAwMCBuIAowMDAwMDAwMDk1IDAwMDAwIG4gCjAwMDAwMDAxNDUgMDAwMDAgbiAKMDAwMDAwMDI0MyAwMDAwMCBuIAowMDAwMDAwMzM2IDAwMDAwIG4gCjAwMDAwMDA0NjUgMDAwMDAgbiAKMDAwMDAwMDU1OCAwMDAwMCBuIAowMDAwMDAwNjg3IDAwMDAwIG4gCjAwMDAwMDA3ODAgMDAwMDAgbiAKMDAwMDAwMDkwOSAwMDAwMCBuIAowMDAwMDAxMDA4IDAwMDAwIG4gCjAwMDAwMDExMDQgMDAwMDAgbiAKCnRyYWlsZXIKPDwKL1NpemUgMTMKL1Jvb3QgMiAwIFIKPj4KCnN0YXJ0eHJlZgoxMjM2CiUlRU9G', page_count: 4, bytes: 1563, sources: [{ index: 0, page_count: 3 }, { index: 1, page_count: 1 }] },
    },
    {
      title: 'Three files: the appendix before and after the document',
      input: { pdfs: [SAMPLE_PDF_APPENDIX, SAMPLE_PDF_3_PAGES, SAMPLE_PDF_APPENDIX] },
      output: { pdf: 'JVBERi0xLjcKJYGBgYEKCjEgMCBvYmoKPDwKL1R5cGUgL1BhZ2VzCi9LaWRzIFsgNSAwIFIgOCAwIFIgMTAgMCBSIDEyIDAgUiAxNSAwIFIgXQovQ291bnQgNQo+PgplbmRvYmoKCjIgMCBvYmoKPDwKL1R5cGUgL0NhdGFsb2cKL1BhZ2VzIDEgMCBSCj4+CmVuZG9iagoKMyAwIG9iago8PAovVHlwZSAvRm9udAovU3VidHlwZSAvVHlwZTEKL0Jhc2VGb250IC9IZWx2ZXRpY2EKL0VuY29kaW5nIC9XaW5BbnNpRW5jb2RpbmcKPj4KZW5kb2JqCgo0IDAgb2JqCjw8Ci9MZW5ndGggNDQKPj4Kc3RyZWFtCkJUIC9GMSAxMiBUZiAxNCBUTCA3MiA3MjAgVGQgKEFwcGVuZGl4KSAnIEVUCmVuZHN0cmVhbQplbmRvYmoKCjUgMCBvYmoKPDwKL1R5cGUgL1BhZ2UKL01lZGlhQm94IFsgMCAwIDYxMiA3OTIgXQovUmVzb3VyY2VzIDw8Ci9Gb250IDw8Ci9GMSAzIDAgUgo+Pgo+PgovQ29udGVudHMgNCAwIFIKL1BhcmVudCAxIDAgUgo+PgplbmRvYmoKCjYgMCBvYmoKPDwKL1R5cGUgL0ZvbnQKL1N1YnR5cGUgL1R5cGUxCi9CYXNlRm9udCAvSGVsdmV0aWNhCi9FbmNvZGluZyAvV2luQW5zaUVuY29kaW5nCj4+CmVuZG9iagoKNyAwIG9iago8PAovTGVuZ3RoIDQyCj4+CnN0cmVhbQpCVCAvRjEgMTIgVGYgMTQgVEwgNzIgNzIwIFRkIChQYWdlIDEpICcgRVQKZW5kc3RyZWFtCmVuZG9iagoKOCAwIG9iago8PAovVHlwZSAvUGFnZQovTWVkaWFCb3ggWyAwIDAgNjEyIDc5MiBdCi9SZXNvdXJjZXMgPDwKL0ZvbnQgPDwKL0YxIDYgMCBSCj4+Cj4+Ci9Db250ZW50cyA3IDAgUgovUGFyZW50IDEgMCBSCj4+CmVuZG9iagoKOSAwIG9iago8PAovTGVuZ3RoIDQyCj4+CnN0cmVhbQpCVCAvRjEgMTIgVGYgMTQgVEwgNzIgNzIwIFRkIChQYWdlIDIpICcgRVQKZW5kc3RyZWFtCmVuZG9iagoKMTAgMCBvYmoKPDwKL1R5cGUgL1BhZ2UKL01lZGlhQm94IFsgMCAwIDYxMiA3OTIgXQovUmVzb3VyY2VzIDw8Ci9Gb250IDw8Ci9GMSA2IDAgUgo+Pgo+PgovQ29udGVudHMgOSAwIFIKL1BhcmVudCAxIDAgUgo+PgplbmRvYmoKCjExIDAgb2JqCjw8Ci9MZW5ndGggNDIKPj4Kc3RyZWFtCkJUIC9GMSAxMiBUZiAxNCBUTCA3MiA3MjAgVGQgKFBhZ2UgMykgJyBFVAplbmRzdHJlYW0KZW5kb2JqCgoxMiAwIG9iago8PAovVHlwZSAvUGFnZQovTWVkaWFCb3ggWyAwIDAgNjEyIDc5MiBdCi9SZXNvdXJjZXMgPDwKL0ZvbnQgPDwKL0YxIDYgMCBSCj4+Cj4+Ci9Db250ZW50cyAxMSAwIFIKL1BhcmVudCAxIDAgUgo+PgplbmRvYmoKCjEzIDAgb2JqCjw8Ci9UeXBlIC9Gb250Ci9TdWJ0eXBlIC9UeXBlMQovQmFzZUZvbnQgL0hlbHZldGljYQovRW5jb2RpbmcgL1dpbkFuc2lFbmNvZGluZwo+PgplbmRvYmoKCjE0IDAgb2JqCjw8Ci9MZW5ndGggNDQKPj4Kc3RyZWFtCkJUIC9GMSAxMiBUZiAxNCBUTCA3MiA3MjAgVGQgKEFwcGVuZGl4KSAnIEVUCmVuZHN0cmVhbQplbmRvYmoKCjE1IDAgb2JqCjw8Ci9UeXBlIC9QYWdlCi9NZWRpYUJveCBbIDAgMCA2MTIgNzkyIF0KL1Jlc291cmNlcyA8PAovRm9udCA8PAovRjEgMTMgMCBSCj4+Cj4+Ci9Db250ZW50cyAxNCAwIFIKL1BhcmVudCAxIDAgUgo+PgplbmRvYmoKCnhyZWYKMCAxNgowMDAwMDAwMDAwIDY1NTM1IGYgCjAwMDAwMDAwMTYgMDAwMDAgbiAKMDAwMDAwMDEwMyAwMDAwMCBuIAowMDAwMDAwMTUzIDAwMDAwIG4gCjAwMDAwMDAyNTEgMDAwMDAgbiAKMDAwMDAwMDM0NiAwMDAwMCBuIAowMDAwMDAwNDc1IDAwMDAwIG4gCjAwMDAwMDA1NzMgMDAwMDAgbiAKMDAwMDAwMDY2NiAwMDAwMCBuIAowMDAwMDAwNzk1IDAwMDAwIG4gCjAwMDAwMDA4ODggMDAwMDAgbiAKMDAwMDAwMTAxOCAwMDAwMCBuIAowMDAwMDAxMTEyIDAwMDAwIG4gCjAwMDAwMDEyNDMgMDAwMDAgbiAKMDAwMDAwMTM0MiAwMDAwMCBuIAowMDAwMDAxNDM4IDAwMDAwIG4gCgp0cmFpbGVyCjw8Ci9TaXplIDE2Ci9Sb290IDIgMCBSCj4+CgpzdGFydHhyZWYKMTU3MAolJUVPRg==', page_count: 5, bytes: 1957, sources: [{ index: 0, page_count: 1 }, { index: 1, page_count: 3 }, { index: 2, page_count: 1 }] },
    },
  ],
  async run({ pdfs }) {
    const budget = createByteBudget();
    const files = pdfs.map((text, index) => fileBytes(`pdfs[${index}]`, text, budget));
    const { doc } = await createPdf();
    const sources: { index: number; page_count: number }[] = [];
    let total = 0;
    for (const [index, bytes] of files.entries()) {
      const field = `pdfs[${index}]`;
      const source = await openPdf(field, bytes);
      total += source.pageCount;
      if (total > MAX_PDF_PAGES) invalid(`${field}: the merged PDF would have ${total} pages with this file; the limit is ${MAX_PDF_PAGES}`);
      await appendPages(doc, source.doc, field, Array.from({ length: source.pageCount }, (_, i) => i));
      sources.push({ index, page_count: source.pageCount });
    }
    return { ...(await onPdf('pdfs', () => savePdf(doc))), sources };
  },
});
