import { Type } from '@sinclair/typebox';
import { createByteBudget, fileBytes } from '../../lib/pdf/file-bytes.ts';
import { onPdf, openPdf, savePdf } from '../../lib/pdf/open-pdf.ts';
import { normalizeRotation, pageRotation } from '../../lib/pdf/page-frame.ts';
import { pageListField, parsePageList, selectedPages } from '../../lib/pdf/page-list.ts';
import { pdfInput, pdfOutput } from '../../lib/pdf/pdf-schema.ts';
import { SAMPLE_PDF_3_PAGES } from '../../lib/pdf/sample-pdfs.ts';
import { closedObject } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (spec 4.3: degrees 90, 180, 270 or a negative; pages default all):
 * - degrees is one of -270, -180, -90, 90, 180, 270, clockwise as /Rotate turns a page (a negative
 *   turns it counter-clockwise). 0 and full turns are refused: they would do nothing.
 * - The turn adds to the page's existing /Rotate (inherited or its own), and the sum is written
 *   brought into 0, 90, 180 or 270. A /Rotate that is not a multiple of 90 counts as 0, as readers
 *   (PDF.js) show it.
 * - The document is edited in place (only /Rotate entries change), so it keeps everything else.
 */

const DEGREES = [-270, -180, -90, 90, 180, 270];

const input = closedObject({
  pdf: pdfInput('The PDF file, Base64-encoded (a data: URL is accepted too); at most 15 MB and 2,000 pages'),
  degrees: Type.Integer({
    minimum: -270,
    maximum: 270,
    multipleOf: 90,
    description: 'How far to turn each page clockwise: 90, 180 or 270, or -90, -180, -270 to turn counter-clockwise. Adds to any rotation the page already has.',
  }),
  pages: Type.Optional(pageListField('The 1-based pages to turn, such as 1,3,5-8; all pages when left out')),
});

const output = closedObject({
  pdf: pdfOutput('The rotated PDF, Base64-encoded'),
  page_count: Type.Integer({ description: 'Pages in the PDF (all of them: pages not turned are kept)' }),
  bytes: Type.Integer({ description: 'Size of the PDF file in bytes' }),
  pages_rotated: Type.Array(Type.Integer(), { description: 'The 1-based pages turned, ascending' }),
  rotations: Type.Array(Type.Integer(), { description: "Every page's rotation in the result (0, 90, 180 or 270 degrees clockwise), in page order" }),
});

export default defineTool({
  id: 'pdf-rotate',
  name: 'PDF Rotate Pages',
  category: 'documents',
  description: 'Turn all or some pages of a PDF by 90, 180 or 270 degrees (clockwise, or counter-clockwise with a negative), adding to their present rotation.',
  keywords: ['rotate pdf', 'turn pages', 'landscape', 'portrait', 'pdf orientation', 'qpdf rotate'],
  input,
  output,
  isolate: true,
  examples: [
    {
      title: 'Turn every page a quarter turn clockwise',
      input: { pdf: SAMPLE_PDF_3_PAGES, degrees: 90 },
      output: { pdf: 'JVBERi0xLjcKJYGBgYEKCjEgMCBvYmoKPDwKL1R5cGUgL0NhdGFsb2cKL1BhZ2VzIDIgMCBSCj4+CmVuZG9iagoKMiAwIG9iago8PAovVHlwZSAvUGFnZXMKL0tpZHMgWyA0IDAgUiA2IDAgUiA4IDAgUiBdCi9Db3VudCAzCj4+CmVuZG9iagoKMyAwIG9iago8PAovVHlwZSAvRm9udAovU3VidHlwZSAvVHlwZTEKL0Jhc2VGb250IC9IZWx2ZXRpY2EKL0VuY29kaW5nIC9XaW5BbnNpRW5jb2RpbmcKPj4KZW5kb2JqCgo0IDAgb2JqCjw8Ci9UeXBlIC9QYWdlCi9QYXJlbnQgMiAwIFIKL01lZGlhQm94IFsgMCAwIDYxMiA3OTIgXQovUmVzb3VyY2VzIDw8Ci9Gb250IDw8Ci9GMSAzIDAgUgo+Pgo+PgovQ29udGVudHMgNSAwIFIKL1JvdGF0ZSA5MAo+PgplbmRvYmoKCjUgMCBvYmoKPDwKL0xlbmd0aCA0Mgo+PgpzdHJlYW0KQlQgL0YxIDEyIFRmIDE0IFRMIDcyIDcyMCBUZCAoUGFnZSAxKSAnIEVUCmVuZHN0cmVhbQplbmRvYmoKCjYgMCBvYmoKPDwKL1R5cGUgL1BhZ2UKL1BhcmVudCAyIDAgUgovTWVkaWFCb3ggWyAwIDAgNjEyIDc5MiBdCi9SZXNvdXJjZXMgPDwKL0ZvbnQgPDwKL0YxIDMgMCBSCj4+Cj4+Ci9Db250ZW50cyA3IDAgUgovUm90YXRlIDkwCj4+CmVuZG9iagoKNyAwIG9iago8PAovTGVuZ3RoIDQyCj4+CnN0cmVhbQpCVCAvRjEgMTIgVGYgMTQgVEwgNzIgNzIwIFRkIChQYWdlIDIpICcgRVQKZW5kc3RyZWFtCmVuZG9iagoKOCAwIG9iago8PAovVHlwZSAvUGFnZQovUGFyZW50IDIgMCBSCi9NZWRpYUJveCBbIDAgMCA2MTIgNzkyIF0KL1Jlc291cmNlcyA8PAovRm9udCA8PAovRjEgMyAwIFIKPj4KPj4KL0NvbnRlbnRzIDkgMCBSCi9Sb3RhdGUgOTAKPj4KZW5kb2JqCgo5IDAgb2JqCjw8Ci9MZW5ndGggNDIKPj4Kc3RyZWFtCkJUIC9GMSAxMiBUZiAxNCBUTCA3MiA3MjAgVGQgKFBhZ2UgMykgJyBFVAplbmRzdHJlYW0KZW5kb2JqCgp4cmVmCjAgMTAKMDAwMDAwMDAwMCA2NTUzNSBmIAowMDAwMDAwMDE2IDAwMDAwIG4gCjAwMDAwMDAwNjYgMDAwMDAgbiAKMDAwMDAwMDEzOCAwMDAwMCBuIAowMDAwMDAwMjM2IDAwMDAwIG4gCjAwMDAwMDAzNzYgMDAwMDAgbiAKMDAwMDAwMDQ2OSAwMDAwMCBuIAowMDAwMDAwNjA5IDAwMDAwIG4gCjAwMDAwMDA3MDIgMDAwMDAgbiAKMDAwMDAwMDg0MiAwMDAwMCBuIAoKdHJhaWxlcgo8PAovU2l6ZSAxMAovUm9vdCAxIDAgUgo+PgoKc3RhcnR4cmVmCjkzNQolJUVPRg==', page_count: 3, bytes: 1201, pages_rotated: [1, 2, 3], rotations: [90, 90, 90] },
    },
    {
      title: 'Turn page 2 counter-clockwise',
      input: { pdf: SAMPLE_PDF_3_PAGES, degrees: -90, pages: '2' },
      output: { pdf: 'JVBERi0xLjcKJYGBgYEKCjEgMCBvYmoKPDwKL1R5cGUgL0NhdGFsb2cKL1BhZ2VzIDIgMCBSCj4+CmVuZG9iagoKMiAwIG9iago8PAovVHlwZSAvUGFnZXMKL0tpZHMgWyA0IDAgUiA2IDAgUiA4IDAgUiBdCi9Db3VudCAzCj4+CmVuZG9iagoKMyAwIG9iago8PAovVHlwZSAvRm9udAovU3VidHlwZSAvVHlwZTEKL0Jhc2VGb250IC9IZWx2ZXRpY2EKL0VuY29kaW5nIC9XaW5BbnNpRW5jb2RpbmcKPj4KZW5kb2JqCgo0IDAgb2JqCjw8Ci9UeXBlIC9QYWdlCi9QYXJlbnQgMiAwIFIKL01lZGlhQm94IFsgMCAwIDYxMiA3OTIgXQovUmVzb3VyY2VzIDw8Ci9Gb250IDw8Ci9GMSAzIDAgUgo+Pgo+PgovQ29udGVudHMgNSAwIFIKPj4KZW5kb2JqCgo1IDAgb2JqCjw8Ci9MZW5ndGggNDIKPj4Kc3RyZWFtCkJUIC9GMSAxMiBUZiAxNCBUTCA3MiA3MjAgVGQgKFBhZ2UgMSkgJyBFVAplbmRzdHJlYW0KZW5kb2JqCgo2IDAgb2JqCjw8Ci9UeXBlIC9QYWdlCi9QYXJlbnQgMiAwIFIKL01lZGlhQm94IFsgMCAwIDYxMiA3OTIgXQovUmVzb3VyY2VzIDw8Ci9Gb250IDw8Ci9GMSAzIDAgUgo+Pgo+PgovQ29udGVudHMgNyAwIFIKL1JvdGF0ZSAyNzAKPj4KZW5kb2JqCgo3IDAgb2JqCjw8Ci9MZW5ndGggNDIKPj4Kc3RyZWFtCkJUIC9GMSAxMiBUZiAxNCBUTCA3MiA3MjAgVGQgKFBhZ2UgMikgJyBFVAplbmRzdHJlYW0KZW5kb2JqCgo4IDAgb2JqCjw8Ci9UeXBlIC9QYWdlCi9QYXJlbnQgMiAwIFIKL01lZGlhQm94IFsgMCAwIDYxMiA3OTIgXQovUmVzb3VyY2VzIDw8Ci9Gb250IDw8Ci9GMSAzIDAgUgo+Pgo+PgovQ29udGVudHMgOSAwIFIKPj4KZW5kb2JqCgo5IDAgb2JqCjw8Ci9MZW5ndGggNDIKPj4Kc3RyZWFtCkJUIC9GMSAxMiBUZiAxNCBUTCA3MiA3MjAgVGQgKFBhZ2UgMykgJyBFVAplbmRzdHJlYW0KZW5kb2JqCgp4cmVmCjAgMTAKMDAwMDAwMDAwMCA2NTUzNSBmIAowMDAwMDAwMDE2IDAwMDAwIG4gCjAwMDAwMDAwNjYgMDAwMDAgbiAKMDAwMDAwMDEzOCAwMDAwMCBuIAowMDAwMDAwMjM2IDAwMDAwIG4gCjAwMDAwMDAzNjUgMDAwMDAgbiAKMDAwMDAwMDQ1OCAwMDAwMCBuIAowMDAwMDAwNTk5IDAwMDAwIG4gCjAwMDAwMDA2OTIgMDAwMDAgbiAKMDAwMDAwMDgyMSAwMDAwMCBuIAoKdHJhaWxlcgo8PAovU2l6ZSAxMAovUm9vdCAxIDAgUgo+PgoKc3RhcnR4cmVmCjkxNAolJUVPRg==', page_count: 3, bytes: 1180, pages_rotated: [2], rotations: [0, 270, 0] },
    },
  ],
  async run(input) {
    if (!DEGREES.includes(input.degrees)) invalid(`degrees: must be 90, 180, 270, -90, -180 or -270, got ${input.degrees}`);
    const { lib, doc, pageCount } = await openPdf('pdf', fileBytes('pdf', input.pdf, createByteBudget()));
    const turned = input.pages === undefined ? Array.from({ length: pageCount }, (_, i) => i + 1) : selectedPages(parsePageList('pages', input.pages, pageCount));
    const rotations = await onPdf('pdf', () => {
      const pages = doc.getPages();
      const result = pages.map((page) => pageRotation(lib, page) as number);
      for (const number of turned) {
        const rotation = normalizeRotation(result[number - 1]! + input.degrees);
        pages[number - 1]!.setRotation(lib.degrees(rotation));
        result[number - 1] = rotation;
      }
      return result;
    });
    return { ...(await onPdf('pdf', () => savePdf(doc))), pages_rotated: turned, rotations };
  },
});
