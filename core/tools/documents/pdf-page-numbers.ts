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
      output: { pdf: 'JVBERi0xLjcKJYGBgYEKCjUgMCBvYmoKPDwKL0xlbmd0aCA0Mgo+PgpzdHJlYW0KQlQgL0YxIDEyIFRmIDE0IFRMIDcyIDcyMCBUZCAoUGFnZSAxKSAnIEVUCmVuZHN0cmVhbQplbmRvYmoKCjcgMCBvYmoKPDwKL0xlbmd0aCA0Mgo+PgpzdHJlYW0KQlQgL0YxIDEyIFRmIDE0IFRMIDcyIDcyMCBUZCAoUGFnZSAyKSAnIEVUCmVuZHN0cmVhbQplbmRvYmoKCjkgMCBvYmoKPDwKL0xlbmd0aCA0Mgo+PgpzdHJlYW0KQlQgL0YxIDEyIFRmIDE0IFRMIDcyIDcyMCBUZCAoUGFnZSAzKSAnIEVUCmVuZHN0cmVhbQplbmRvYmoKCjExIDAgb2JqCjw8Ci9GaWx0ZXIgL0ZsYXRlRGVjb2RlCi9MZW5ndGggMTAKPj4Kc3RyZWFtCnicK+QCAADuAHwKZW5kc3RyZWFtCmVuZG9iagoKMTIgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL0xlbmd0aCAxMAo+PgpzdHJlYW0KeJwL5AIAAK4AXAplbmRzdHJlYW0KZW5kb2JqCgoxMyAwIG9iago8PAovTGVuZ3RoIDYzCj4+CnN0cmVhbQpxCjEgMCAwIDEgMzAzLjIyIDI4IGNtCjAgZwpCVAovVGRQYWdlTnVtYmVyIDEwIFRmCjwzMT4gVGoKRVQKUQoKZW5kc3RyZWFtCmVuZG9iagoKMTQgMCBvYmoKPDwKL0xlbmd0aCA2Mwo+PgpzdHJlYW0KcQoxIDAgMCAxIDMwMy4yMiAyOCBjbQowIGcKQlQKL1RkUGFnZU51bWJlciAxMCBUZgo8MzI+IFRqCkVUClEKCmVuZHN0cmVhbQplbmRvYmoKCjE1IDAgb2JqCjw8Ci9MZW5ndGggNjMKPj4Kc3RyZWFtCnEKMSAwIDAgMSAzMDMuMjIgMjggY20KMCBnCkJUCi9UZFBhZ2VOdW1iZXIgMTAgVGYKPDMzPiBUagpFVApRCgplbmRzdHJlYW0KZW5kb2JqCgoxNiAwIG9iago8PAovRmlsdGVyIC9GbGF0ZURlY29kZQovVHlwZSAvT2JqU3RtCi9OIDcKL0ZpcnN0IDM5Ci9MZW5ndGggMjg2Cj4+CnN0cmVhbQp4nNVSy2rDMBC86yv2D9byI7IhBBKTplD6IAm0UHKQbWEUUqnYckn/visloZgecuklCFba1e5oZhCHCGJIUkigiCAFLmKYQCIyyCETOfAIRM5hOmW4/f5UgKV08mBbhi+yVT3NRrBmsxn77QgXDB9008M7QVIDQfqYh7hjWNrBOEjGc3fWOIaboXIh9UXOcCF75W8A79XhSzldS4ZLU9tGmxbwVZu56fWl8JeJJ9opmj8xxUfVaLmwR6IW0ZrwGEQRe1Jr1duhq0mURwhvhgMnb8LotvGAT8NHpTpvzFk5vj1Xe1WHbp8uj261cdKpc8HXSkIjEt4QzoMLWYg8Pm3JxZm5MTa07W5HihhJSW9ZSjGSkl2T8l9f9gfSWvDMCmVuZHN0cmVhbQplbmRvYmoKCjE3IDAgb2JqCjw8Ci9TaXplIDE4Ci9Sb290IDEgMCBSCi9GaWx0ZXIgL0ZsYXRlRGVjb2RlCi9UeXBlIC9YUmVmCi9MZW5ndGggNjcKL1cgWyAxIDIgMiBdCi9JbmRleCBbIDAgMTggXQo+PgpzdHJlYW0KeJw1yEENgDAUBNHZ38IZFa0NDGEASxxxQYKm8jcNl5fJAGMEGxiZMEX/q+KYtYhn1ip1kE7zJrGbOyktqRd8RGgHIwplbmRzdHJlYW0KZW5kb2JqCgpzdGFydHhyZWYKMTE5NQolJUVPRg==', page_count: 3, bytes: 1417, pages_numbered: [1, 2, 3] },
    },
    {
      title: '"Page n of total" at the top right, leaving the cover unnumbered',
      input: { pdf: SAMPLE_PDF_3_PAGES, position: 'top-right', format: 'Page {n} of {total}', skip_first: true },
      output: { pdf: 'JVBERi0xLjcKJYGBgYEKCjUgMCBvYmoKPDwKL0xlbmd0aCA0Mgo+PgpzdHJlYW0KQlQgL0YxIDEyIFRmIDE0IFRMIDcyIDcyMCBUZCAoUGFnZSAxKSAnIEVUCmVuZHN0cmVhbQplbmRvYmoKCjcgMCBvYmoKPDwKL0xlbmd0aCA0Mgo+PgpzdHJlYW0KQlQgL0YxIDEyIFRmIDE0IFRMIDcyIDcyMCBUZCAoUGFnZSAyKSAnIEVUCmVuZHN0cmVhbQplbmRvYmoKCjkgMCBvYmoKPDwKL0xlbmd0aCA0Mgo+PgpzdHJlYW0KQlQgL0YxIDEyIFRmIDE0IFRMIDcyIDcyMCBUZCAoUGFnZSAzKSAnIEVUCmVuZHN0cmVhbQplbmRvYmoKCjExIDAgb2JqCjw8Ci9GaWx0ZXIgL0ZsYXRlRGVjb2RlCi9MZW5ndGggMTAKPj4Kc3RyZWFtCnicK+QCAADuAHwKZW5kc3RyZWFtCmVuZG9iagoKMTIgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL0xlbmd0aCAxMAo+PgpzdHJlYW0KeJwL5AIAAK4AXAplbmRzdHJlYW0KZW5kb2JqCgoxMyAwIG9iago8PAovTGVuZ3RoIDg3Cj4+CnN0cmVhbQpxCjEgMCAwIDEgNTMyLjg1IDc1Ni44MiBjbQowIGcKQlQKL1RkUGFnZU51bWJlciAxMCBUZgo8NTA2MTY3NjUyMDMxMjA2RjY2MjAzMj4gVGoKRVQKUQoKZW5kc3RyZWFtCmVuZG9iagoKMTQgMCBvYmoKPDwKL0xlbmd0aCA4Nwo+PgpzdHJlYW0KcQoxIDAgMCAxIDUzMi44NSA3NTYuODIgY20KMCBnCkJUCi9UZFBhZ2VOdW1iZXIgMTAgVGYKPDUwNjE2NzY1MjAzMjIwNkY2NjIwMzI+IFRqCkVUClEKCmVuZHN0cmVhbQplbmRvYmoKCjE1IDAgb2JqCjw8Ci9GaWx0ZXIgL0ZsYXRlRGVjb2RlCi9UeXBlIC9PYmpTdG0KL04gNwovRmlyc3QgMzkKL0xlbmd0aCAyOTAKPj4Kc3RyZWFtCnic1VLbasMwDH33V+gPFCdpLlAKbek2GLvQFjYofXASEzw6e8TO6P5+spsywgp76cuwkW1ZOjrHMocIYkhSSKCMIAWex5BBXEyggLQogEeQlRymU4bbrw8JuBROHEzL8Fm00lJuBGs2m7GfiHDB8F41FnYESQEE6W0R7J7h0vTaQTLOuzHaMdz0lQtH7+QMF8JKfwN4Jw+f0qlaMFzp2jRKt4AvSs+1VWfHbyaeaCcp/8QUH2SjxMIciVpEI+Mx5GXsSa2lNX1XkyiPEGqGDae3GUTSJO7aEZ6FyWXp1yuI28YDPvbvlex8J4Z6+PpUvck6RPvj6uhuN044OThGLHfAeXj2PFgen5bk3Iq51iaE7f+PlHIkJf1LyrU+1jeaSdlvCmVuZHN0cmVhbQplbmRvYmoKCjE2IDAgb2JqCjw8Ci9TaXplIDE3Ci9Sb290IDEgMCBSCi9GaWx0ZXIgL0ZsYXRlRGVjb2RlCi9UeXBlIC9YUmVmCi9MZW5ndGggNjUKL1cgWyAxIDIgMiBdCi9JbmRleCBbIDAgMTcgXQo+PgpzdHJlYW0KeJwlyEENgDAUBNHZ38IVXNQSIloDSCRBBUJKN//yMhlgzuAAIxOmiDNfFSNrE0/WLjWQbvMu4jLfonb4ASQGBvsKZW5kc3RyZWFtCmVuZG9iagoKc3RhcnR4cmVmCjExMzIKJSVFT0Y=', page_count: 3, bytes: 1352, pages_numbered: [2, 3] },
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
