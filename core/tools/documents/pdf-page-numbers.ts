import { Type } from '@sinclair/typebox';
import { createByteBudget, fileBytes } from '../../lib/pdf/file-bytes.ts';
import { onPdf, openPdf, savePdf } from '../../lib/pdf/open-pdf.ts';
import { multiply, pageFrame, roundedMatrix, translation } from '../../lib/pdf/page-frame.ts';
import { appendContent, bindResource, HELVETICA_CAP_HEIGHT, registerContent, shownWidth } from '../../lib/pdf/page-stamp.ts';
import { pdfInput, pdfOutput } from '../../lib/pdf/pdf-schema.ts';
import { SAMPLE_PDF_3_PAGES } from '../../lib/pdf/sample-pdfs.ts';
import { standardFontText } from '../../lib/pdf/standard-font-text.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (spec 4.3 names the fields and defaults only):
 * - Positions are those of the page as a reader sees it: its visible box (CropBox, else MediaBox,
 *   wherever its origin lies) turned by its /Rotate, so "bottom-center" is the bottom centre on
 *   screen and the number reads upright on a turned page (lib/pdf/page-frame.ts).
 * - margin runs from the visible edges to the text: to its baseline at the bottom, to its cap
 *   height at the top, to its first or last glyph at the sides.
 * - {total} is the number on the last numbered page (start + pages numbered − 1), so "Page {n} of
 *   {total}" ends "Page 5 of 5" also with skip_first or another start; the document's page count
 *   is the result's page_count.
 * - Helvetica (a standard font, nothing embedded), black; the format must be Windows-1252 text.
 */

const POSITIONS = ['top-left', 'top-center', 'top-right', 'bottom-left', 'bottom-center', 'bottom-right'] as const;
const FONT_RESOURCE = 'TdPageNumber';

const input = closedObject({
  pdf: pdfInput('The PDF file, Base64-encoded (a data: URL is accepted too); at most 15 MB and 2,000 pages'),
  position: withDefault(stringEnum(POSITIONS, { description: 'Where the number goes on each page, as the page is seen (turned pages included)' }), 'bottom-center'),
  start: withDefault(Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'The number of the first numbered page (page 1, or page 2 with skip_first); 0 to 1,000,000' }), 1),
  format: withDefault(
    Type.String({
      minLength: 1,
      maxLength: 100,
      description:
        'The text of each number: {n} is the page\'s number and {total} the number on the last numbered page (start + pages numbered − 1), so "Page {n} of {total}" ends "Page 5 of 5"; other text is kept as written. Western European (Windows-1252) characters only.',
    }),
    '{n}',
  ),
  size: withDefault(Type.Number({ minimum: 4, maximum: 72, description: 'Font size in points (Helvetica), 4 to 72' }), 10),
  margin: withDefault(Type.Number({ minimum: 0, maximum: 200, description: "Distance in points from the page's visible edges to the text, 0 to 200 (28 is about 1 cm)" }), 28),
  skip_first: withDefault(Type.Boolean({ description: 'Leave page 1 (a cover) unnumbered; numbering starts on page 2 with start' }), false),
});

const output = closedObject({
  pdf: pdfOutput('The numbered PDF, Base64-encoded'),
  page_count: Type.Integer({ description: 'Pages in the PDF' }),
  bytes: Type.Integer({ description: 'Size of the PDF file in bytes' }),
  pages_numbered: Type.Array(Type.Integer(), { description: 'The 1-based pages that received a number, ascending' }),
});

export default defineTool({
  id: 'pdf-page-numbers',
  name: 'PDF Page Numbers',
  category: 'documents',
  description: 'Stamp page numbers on a PDF: position, first number, a template such as "Page {n} of {total}", size, margin, and an unnumbered cover page.',
  keywords: ['page numbers', 'paginate', 'number pages', 'bates', 'footer', 'page x of y'],
  input,
  output,
  isolate: true,
  examples: [
    {
      title: 'Number every page at the bottom centre',
      input: { pdf: SAMPLE_PDF_3_PAGES },
      output: { pdf: 'JVBERi0xLjcKJYGBgYEKCjEgMCBvYmoKPDwKL1R5cGUgL0NhdGFsb2cKL1BhZ2VzIDIgMCBSCj4+CmVuZG9iagoKMiAwIG9iago8PAovVHlwZSAvUGFnZXMKL0tpZHMgWyA0IDAgUiA2IDAgUiA4IDAgUiBdCi9Db3VudCAzCj4+CmVuZG9iagoKMyAwIG9iago8PAovVHlwZSAvRm9udAovU3VidHlwZSAvVHlwZTEKL0Jhc2VGb250IC9IZWx2ZXRpY2EKL0VuY29kaW5nIC9XaW5BbnNpRW5jb2RpbmcKPj4KZW5kb2JqCgo0IDAgb2JqCjw8Ci9UeXBlIC9QYWdlCi9QYXJlbnQgMiAwIFIKL01lZGlhQm94IFsgMCAwIDYxMiA3OTIgXQovUmVzb3VyY2VzIDw8Ci9Gb250IDw8Ci9GMSAzIDAgUgovVGRQYWdlTnVtYmVyIDEwIDAgUgo+PgovWE9iamVjdCA8PAo+PgovRXh0R1N0YXRlIDw8Cj4+Cj4+Ci9Db250ZW50cyBbIDExIDAgUiA1IDAgUiAxMiAwIFIgMTMgMCBSIF0KL0Fubm90cyBbIF0KPj4KZW5kb2JqCgo1IDAgb2JqCjw8Ci9MZW5ndGggNDIKPj4Kc3RyZWFtCkJUIC9GMSAxMiBUZiAxNCBUTCA3MiA3MjAgVGQgKFBhZ2UgMSkgJyBFVAplbmRzdHJlYW0KZW5kb2JqCgo2IDAgb2JqCjw8Ci9UeXBlIC9QYWdlCi9QYXJlbnQgMiAwIFIKL01lZGlhQm94IFsgMCAwIDYxMiA3OTIgXQovUmVzb3VyY2VzIDw8Ci9Gb250IDw8Ci9GMSAzIDAgUgovVGRQYWdlTnVtYmVyIDEwIDAgUgo+PgovWE9iamVjdCA8PAo+PgovRXh0R1N0YXRlIDw8Cj4+Cj4+Ci9Db250ZW50cyBbIDExIDAgUiA3IDAgUiAxMiAwIFIgMTQgMCBSIF0KL0Fubm90cyBbIF0KPj4KZW5kb2JqCgo3IDAgb2JqCjw8Ci9MZW5ndGggNDIKPj4Kc3RyZWFtCkJUIC9GMSAxMiBUZiAxNCBUTCA3MiA3MjAgVGQgKFBhZ2UgMikgJyBFVAplbmRzdHJlYW0KZW5kb2JqCgo4IDAgb2JqCjw8Ci9UeXBlIC9QYWdlCi9QYXJlbnQgMiAwIFIKL01lZGlhQm94IFsgMCAwIDYxMiA3OTIgXQovUmVzb3VyY2VzIDw8Ci9Gb250IDw8Ci9GMSAzIDAgUgovVGRQYWdlTnVtYmVyIDEwIDAgUgo+PgovWE9iamVjdCA8PAo+PgovRXh0R1N0YXRlIDw8Cj4+Cj4+Ci9Db250ZW50cyBbIDExIDAgUiA5IDAgUiAxMiAwIFIgMTUgMCBSIF0KL0Fubm90cyBbIF0KPj4KZW5kb2JqCgo5IDAgb2JqCjw8Ci9MZW5ndGggNDIKPj4Kc3RyZWFtCkJUIC9GMSAxMiBUZiAxNCBUTCA3MiA3MjAgVGQgKFBhZ2UgMykgJyBFVAplbmRzdHJlYW0KZW5kb2JqCgoxMCAwIG9iago8PAovVHlwZSAvRm9udAovU3VidHlwZSAvVHlwZTEKL0Jhc2VGb250IC9IZWx2ZXRpY2EKL0VuY29kaW5nIC9XaW5BbnNpRW5jb2RpbmcKPj4KZW5kb2JqCgoxMSAwIG9iago8PAovRmlsdGVyIC9GbGF0ZURlY29kZQovTGVuZ3RoIDEwCj4+CnN0cmVhbQp4nCvkAgAA7gB8CmVuZHN0cmVhbQplbmRvYmoKCjEyIDAgb2JqCjw8Ci9GaWx0ZXIgL0ZsYXRlRGVjb2RlCi9MZW5ndGggMTAKPj4Kc3RyZWFtCnicC+QCAACuAFwKZW5kc3RyZWFtCmVuZG9iagoKMTMgMCBvYmoKPDwKL0xlbmd0aCA2Mwo+PgpzdHJlYW0KcQoxIDAgMCAxIDMwMy4yMiAyOCBjbQowIGcKQlQKL1RkUGFnZU51bWJlciAxMCBUZgo8MzE+IFRqCkVUClEKCmVuZHN0cmVhbQplbmRvYmoKCjE0IDAgb2JqCjw8Ci9MZW5ndGggNjMKPj4Kc3RyZWFtCnEKMSAwIDAgMSAzMDMuMjIgMjggY20KMCBnCkJUCi9UZFBhZ2VOdW1iZXIgMTAgVGYKPDMyPiBUagpFVApRCgplbmRzdHJlYW0KZW5kb2JqCgoxNSAwIG9iago8PAovTGVuZ3RoIDYzCj4+CnN0cmVhbQpxCjEgMCAwIDEgMzAzLjIyIDI4IGNtCjAgZwpCVAovVGRQYWdlTnVtYmVyIDEwIFRmCjwzMz4gVGoKRVQKUQoKZW5kc3RyZWFtCmVuZG9iagoKeHJlZgowIDE2CjAwMDAwMDAwMDAgNjU1MzUgZiAKMDAwMDAwMDAxNiAwMDAwMCBuIAowMDAwMDAwMDY2IDAwMDAwIG4gCjAwMDAwMDAxMzggMDAwMDAgbiAKMDAwMDAwMDIzNiAwMDAwMCBuIAowMDAwMDAwNDU1IDAwMDAwIG4gCjAwMDAwMDA1NDggMDAwMDAgbiAKMDAwMDAwMDc2NyAwMDAwMCBuIAowMDAwMDAwODYwIDAwMDAwIG4gCjAwMDAwMDEwNzkgMDAwMDAgbiAKMDAwMDAwMTE3MiAwMDAwMCBuIAowMDAwMDAxMjcxIDAwMDAwIG4gCjAwMDAwMDEzNTQgMDAwMDAgbiAKMDAwMDAwMTQzNyAwMDAwMCBuIAowMDAwMDAxNTUyIDAwMDAwIG4gCjAwMDAwMDE2NjcgMDAwMDAgbiAKCnRyYWlsZXIKPDwKL1NpemUgMTYKL1Jvb3QgMSAwIFIKPj4KCnN0YXJ0eHJlZgoxNzgyCiUlRU9G', page_count: 3, bytes: 2169, pages_numbered: [1, 2, 3] },
    },
    {
      title: '"Page n of total" at the top right, leaving the cover unnumbered',
      input: { pdf: SAMPLE_PDF_3_PAGES, position: 'top-right', format: 'Page {n} of {total}', skip_first: true },
      output: { pdf: 'JVBERi0xLjcKJYGBgYEKCjEgMCBvYmoKPDwKL1R5cGUgL0NhdGFsb2cKL1BhZ2VzIDIgMCBSCj4+CmVuZG9iagoKMiAwIG9iago8PAovVHlwZSAvUGFnZXMKL0tpZHMgWyA0IDAgUiA2IDAgUiA4IDAgUiBdCi9Db3VudCAzCj4+CmVuZG9iagoKMyAwIG9iago8PAovVHlwZSAvRm9udAovU3VidHlwZSAvVHlwZTEKL0Jhc2VGb250IC9IZWx2ZXRpY2EKL0VuY29kaW5nIC9XaW5BbnNpRW5jb2RpbmcKPj4KZW5kb2JqCgo0IDAgb2JqCjw8Ci9UeXBlIC9QYWdlCi9QYXJlbnQgMiAwIFIKL01lZGlhQm94IFsgMCAwIDYxMiA3OTIgXQovUmVzb3VyY2VzIDw8Ci9Gb250IDw8Ci9GMSAzIDAgUgo+Pgo+PgovQ29udGVudHMgNSAwIFIKPj4KZW5kb2JqCgo1IDAgb2JqCjw8Ci9MZW5ndGggNDIKPj4Kc3RyZWFtCkJUIC9GMSAxMiBUZiAxNCBUTCA3MiA3MjAgVGQgKFBhZ2UgMSkgJyBFVAplbmRzdHJlYW0KZW5kb2JqCgo2IDAgb2JqCjw8Ci9UeXBlIC9QYWdlCi9QYXJlbnQgMiAwIFIKL01lZGlhQm94IFsgMCAwIDYxMiA3OTIgXQovUmVzb3VyY2VzIDw8Ci9Gb250IDw8Ci9GMSAzIDAgUgovVGRQYWdlTnVtYmVyIDEwIDAgUgo+PgovWE9iamVjdCA8PAo+PgovRXh0R1N0YXRlIDw8Cj4+Cj4+Ci9Db250ZW50cyBbIDExIDAgUiA3IDAgUiAxMiAwIFIgMTMgMCBSIF0KL0Fubm90cyBbIF0KPj4KZW5kb2JqCgo3IDAgb2JqCjw8Ci9MZW5ndGggNDIKPj4Kc3RyZWFtCkJUIC9GMSAxMiBUZiAxNCBUTCA3MiA3MjAgVGQgKFBhZ2UgMikgJyBFVAplbmRzdHJlYW0KZW5kb2JqCgo4IDAgb2JqCjw8Ci9UeXBlIC9QYWdlCi9QYXJlbnQgMiAwIFIKL01lZGlhQm94IFsgMCAwIDYxMiA3OTIgXQovUmVzb3VyY2VzIDw8Ci9Gb250IDw8Ci9GMSAzIDAgUgovVGRQYWdlTnVtYmVyIDEwIDAgUgo+PgovWE9iamVjdCA8PAo+PgovRXh0R1N0YXRlIDw8Cj4+Cj4+Ci9Db250ZW50cyBbIDExIDAgUiA5IDAgUiAxMiAwIFIgMTQgMCBSIF0KL0Fubm90cyBbIF0KPj4KZW5kb2JqCgo5IDAgb2JqCjw8Ci9MZW5ndGggNDIKPj4Kc3RyZWFtCkJUIC9GMSAxMiBUZiAxNCBUTCA3MiA3MjAgVGQgKFBhZ2UgMykgJyBFVAplbmRzdHJlYW0KZW5kb2JqCgoxMCAwIG9iago8PAovVHlwZSAvRm9udAovU3VidHlwZSAvVHlwZTEKL0Jhc2VGb250IC9IZWx2ZXRpY2EKL0VuY29kaW5nIC9XaW5BbnNpRW5jb2RpbmcKPj4KZW5kb2JqCgoxMSAwIG9iago8PAovRmlsdGVyIC9GbGF0ZURlY29kZQovTGVuZ3RoIDEwCj4+CnN0cmVhbQp4nCvkAgAA7gB8CmVuZHN0cmVhbQplbmRvYmoKCjEyIDAgb2JqCjw8Ci9GaWx0ZXIgL0ZsYXRlRGVjb2RlCi9MZW5ndGggMTAKPj4Kc3RyZWFtCnicC+QCAACuAFwKZW5kc3RyZWFtCmVuZG9iagoKMTMgMCBvYmoKPDwKL0xlbmd0aCA4Nwo+PgpzdHJlYW0KcQoxIDAgMCAxIDUzMi44NSA3NTYuODIgY20KMCBnCkJUCi9UZFBhZ2VOdW1iZXIgMTAgVGYKPDUwNjE2NzY1MjAzMTIwNkY2NjIwMzI+IFRqCkVUClEKCmVuZHN0cmVhbQplbmRvYmoKCjE0IDAgb2JqCjw8Ci9MZW5ndGggODcKPj4Kc3RyZWFtCnEKMSAwIDAgMSA1MzIuODUgNzU2LjgyIGNtCjAgZwpCVAovVGRQYWdlTnVtYmVyIDEwIFRmCjw1MDYxNjc2NTIwMzIyMDZGNjYyMDMyPiBUagpFVApRCgplbmRzdHJlYW0KZW5kb2JqCgp4cmVmCjAgMTUKMDAwMDAwMDAwMCA2NTUzNSBmIAowMDAwMDAwMDE2IDAwMDAwIG4gCjAwMDAwMDAwNjYgMDAwMDAgbiAKMDAwMDAwMDEzOCAwMDAwMCBuIAowMDAwMDAwMjM2IDAwMDAwIG4gCjAwMDAwMDAzNjUgMDAwMDAgbiAKMDAwMDAwMDQ1OCAwMDAwMCBuIAowMDAwMDAwNjc3IDAwMDAwIG4gCjAwMDAwMDA3NzAgMDAwMDAgbiAKMDAwMDAwMDk4OSAwMDAwMCBuIAowMDAwMDAxMDgyIDAwMDAwIG4gCjAwMDAwMDExODEgMDAwMDAgbiAKMDAwMDAwMTI2NCAwMDAwMCBuIAowMDAwMDAxMzQ3IDAwMDAwIG4gCjAwMDAwMDE0ODYgMDAwMDAgbiAKCnRyYWlsZXIKPDwKL1NpemUgMTUKL1Jvb3QgMSAwIFIKPj4KCnN0YXJ0eHJlZgoxNjI1CiUlRU9G', page_count: 3, bytes: 1992, pages_numbered: [2, 3] },
    },
  ],
  async run(input) {
    const { lib, doc, pageCount } = await openPdf('pdf', fileBytes('pdf', input.pdf, createByteBudget()));
    const font = await onPdf('pdf', () => doc.embedFont(lib.StandardFonts.Helvetica));
    const format = standardFontText('format', font, input.format);
    const first = input.skip_first ? 2 : 1;
    const numbered = Array.from({ length: Math.max(0, pageCount - first + 1) }, (_, i) => first + i);
    const total = input.start + numbered.length - 1;
    const [vertical, horizontal] = input.position.split('-') as ['top' | 'bottom', 'left' | 'center' | 'right'];
    const { size, margin } = input;
    await onPdf('pdf', () => {
      const pages = doc.getPages();
      for (const number of numbered) {
        const page = pages[number - 1]!;
        const text = format.replaceAll('{n}', String(input.start + number - first)).replaceAll('{total}', String(total));
        const frame = pageFrame(lib, page);
        const width = shownWidth(font, text, size);
        const x = horizontal === 'left' ? margin : horizontal === 'right' ? frame.width - margin - width : (frame.width - width) / 2;
        const y = vertical === 'bottom' ? margin : frame.height - margin - HELVETICA_CAP_HEIGHT * size;
        const name = bindResource(lib, page, 'Font', FONT_RESOURCE, font.ref);
        const [a, b, c, d, e, f] = roundedMatrix(multiply(translation(x, y), frame.matrix));
        const stream = registerContent(lib, doc, [
          lib.pushGraphicsState(),
          lib.concatTransformationMatrix(a, b, c, d, e, f),
          lib.setFillingGrayscaleColor(0),
          lib.beginText(),
          lib.setFontAndSize(name, size),
          lib.showText(font.encodeText(text)),
          lib.endText(),
          lib.popGraphicsState(),
        ]);
        appendContent(page, stream);
      }
    });
    return { ...(await onPdf('pdf', () => savePdf(doc))), pages_numbered: numbered };
  },
});
