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
      output: { pdf: 'JVBERi0xLjcKJYGBgYEKCjUgMCBvYmoKPDwKL0xlbmd0aCA0Mgo+PgpzdHJlYW0KQlQgL0YxIDEyIFRmIDE0IFRMIDcyIDcyMCBUZCAoUGFnZSAxKSAnIEVUCmVuZHN0cmVhbQplbmRvYmoKCjcgMCBvYmoKPDwKL0xlbmd0aCA0Mgo+PgpzdHJlYW0KQlQgL0YxIDEyIFRmIDE0IFRMIDcyIDcyMCBUZCAoUGFnZSAyKSAnIEVUCmVuZHN0cmVhbQplbmRvYmoKCjkgMCBvYmoKPDwKL0xlbmd0aCA0Mgo+PgpzdHJlYW0KQlQgL0YxIDEyIFRmIDE0IFRMIDcyIDcyMCBUZCAoUGFnZSAzKSAnIEVUCmVuZHN0cmVhbQplbmRvYmoKCjEwIDAgb2JqCjw8Ci9GaWx0ZXIgL0ZsYXRlRGVjb2RlCi9UeXBlIC9PYmpTdG0KL04gNgovRmlyc3QgMzIKL0xlbmd0aCAyMjkKPj4Kc3RyZWFtCnicxVDNSgMxEL7nKb43mCS77nahFGxRhFKQVfAgHtLdsARKIk221Ld3kioielYShmRmvp8ZBQmNqkaFTqKGajUa6K7BArWWWC4FPb69WtDGJHMIk6B7M9nIIIlerFbiq6MUBG3dGPHMXNzAXDkuSnwRtAmzT6i+426DT4Ie5n0q35xUgtYm2lwB3dnDySY3GEE3fgij8xPoyflrH91n4qeTbPRoGX9xSjs7OrMOZ7Ym+TRKo+10NtXbGObjwENlhqJZHoqX8jEkX/buE/NFXF0I+5BMsry2v9Ru/1G7+0X7HXRHmDAKZW5kc3RyZWFtCmVuZG9iagoKMTEgMCBvYmoKPDwKL1NpemUgMTIKL1Jvb3QgMSAwIFIKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL1R5cGUgL1hSZWYKL0xlbmd0aCA1MAovVyBbIDEgMiAyIF0KL0luZGV4IFsgMCAxMiBdCj4+CnN0cmVhbQp4nCXIsQ0AIAzEQH+AhipbMB0VW7JUIEpzsgxEGBMSJZY04fW62FVDXJDWxw48llAEPwplbmRzdHJlYW0KZW5kb2JqCgpzdGFydHhyZWYKNjI3CiUlRU9G', page_count: 3, bytes: 831, pages_rotated: [1, 2, 3], rotations: [90, 90, 90] },
    },
    {
      title: 'Turn page 2 counter-clockwise',
      input: { pdf: SAMPLE_PDF_3_PAGES, degrees: -90, pages: '2' },
      output: { pdf: 'JVBERi0xLjcKJYGBgYEKCjUgMCBvYmoKPDwKL0xlbmd0aCA0Mgo+PgpzdHJlYW0KQlQgL0YxIDEyIFRmIDE0IFRMIDcyIDcyMCBUZCAoUGFnZSAxKSAnIEVUCmVuZHN0cmVhbQplbmRvYmoKCjcgMCBvYmoKPDwKL0xlbmd0aCA0Mgo+PgpzdHJlYW0KQlQgL0YxIDEyIFRmIDE0IFRMIDcyIDcyMCBUZCAoUGFnZSAyKSAnIEVUCmVuZHN0cmVhbQplbmRvYmoKCjkgMCBvYmoKPDwKL0xlbmd0aCA0Mgo+PgpzdHJlYW0KQlQgL0YxIDEyIFRmIDE0IFRMIDcyIDcyMCBUZCAoUGFnZSAzKSAnIEVUCmVuZHN0cmVhbQplbmRvYmoKCjEwIDAgb2JqCjw8Ci9GaWx0ZXIgL0ZsYXRlRGVjb2RlCi9UeXBlIC9PYmpTdG0KL04gNgovRmlyc3QgMzIKL0xlbmd0aCAyMzIKPj4Kc3RyZWFtCnicvVDRSgMxEHzPV8wfbJK79u6gFGyxCCLIKfggPqR34QiUpDQ50b93k1pE9FVJWDazuzOzUZDQqGpU6CRqqEZjCd0u0KJWEquVoMf3owVtTTKHMAm6N5ONPCTRi/VafHWUgqBbN0Y8Mxc3MFeObYkvgrZh9gnV97ld8EnQw7xP5ZlBJWhjos0V0I09vNrkBiPo2g9hdH4CPTl/5aO7AD+dZKMny/Nnp3RnR2c24Y2tST5LpdF0OpvqbQzzaeClMkPRLIniT/lcki9794n5Iha/r/53gs2ZsA/JJAvdyP8U7y7oB8lNkfsKZW5kc3RyZWFtCmVuZG9iagoKMTEgMCBvYmoKPDwKL1NpemUgMTIKL1Jvb3QgMSAwIFIKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL1R5cGUgL1hSZWYKL0xlbmd0aCA1MAovVyBbIDEgMiAyIF0KL0luZGV4IFsgMCAxMiBdCj4+CnN0cmVhbQp4nCXIsQ0AIAzEQH+AhipbMB0tQ7JUIEpzsgxEGBMSJZY04fW62FVDXJDWxw48llkEQgplbmRzdHJlYW0KZW5kb2JqCgpzdGFydHhyZWYKNjMwCiUlRU9G', page_count: 3, bytes: 834, pages_rotated: [2], rotations: [0, 270, 0] },
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
