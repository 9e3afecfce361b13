import { Type } from '@sinclair/typebox';
import type { PDFFont, PDFRef } from 'pdf-lib';
import { createByteBudget, fileBytes } from '../../lib/pdf/file-bytes.ts';
import { onPdf, openPdf, savePdf } from '../../lib/pdf/open-pdf.ts';
import type { PdfDocument, PdfLib } from '../../lib/pdf/pdf-engine.ts';
import { multiply, pageFrame, rotationMatrix, round, roundedMatrix, translation, type Matrix, type PageFrame } from '../../lib/pdf/page-frame.ts';
import { pageListField, parsePageList, selectedPages } from '../../lib/pdf/page-list.ts';
import { appendContent, bindResource, HELVETICA_CAP_HEIGHT, registerContent, shownWidth } from '../../lib/pdf/page-stamp.ts';
import { pdfInput, pdfOutput } from '../../lib/pdf/pdf-schema.ts';
import { SAMPLE_PDF_3_PAGES } from '../../lib/pdf/sample-pdfs.ts';
import { standardFontText } from '../../lib/pdf/standard-font-text.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (spec 4.3 names the fields and defaults only):
 * - The text is centred on the page as a reader sees it (its visible box turned by /Rotate, as in
 *   pdf-page-numbers), by its width and cap height, and turned `rotation` degrees
 *   counter-clockwise from there: 45 rises from lower left to upper right on every page.
 * - size 0 fits: the largest size at which the turned text fits inside 90% of the page's width
 *   and height (a 5% margin each side); otherwise a size in points, 1 to 500.
 * - Helvetica, drawn over the page's content with `opacity` for fill (ca) and stroke (CA).
 * - Cheap per page, like qpdf's overlay: the text is one form XObject for the whole document
 *   (font and transparency in its own resources), and each page adds a name for it and a stream
 *   of "q <matrix> cm /Name Do Q", shared by the pages of the same size and rotation.
 */

const FORM_RESOURCE = 'TdWatermark';
const FIT_SHARE = 0.9;

const input = closedObject({
  pdf: pdfInput('The PDF file, Base64-encoded (a data: URL is accepted too); at most 15 MB and 2,000 pages'),
  text: Type.String({ minLength: 1, maxLength: 200, description: 'The watermark text, 1 to 200 characters, Western European (Windows-1252) characters only; set in Helvetica' }),
  opacity: withDefault(Type.Number({ minimum: 0, maximum: 1, description: 'How opaque the text is, 0 (invisible) to 1 (solid)' }), 0.15),
  rotation: withDefault(Type.Number({ minimum: -360, maximum: 360, description: 'Angle of the text in degrees, counter-clockwise, on the page as it is seen; 45 rises to the upper right' }), 45),
  size: withDefault(Type.Number({ minimum: 0, maximum: 500, description: 'Font size in points, 1 to 500; 0 fits the turned text to 90% of each page\'s width and height' }), 0),
  color: withDefault(
    Type.String({ maxLength: 7, pattern: '^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$', errorMessage: 'must be a hex colour, #rgb or #rrggbb', description: 'Text colour as #rrggbb or #rgb' }),
    '#808080',
  ),
  pages: Type.Optional(pageListField('The 1-based pages to mark, such as 1,3,5-8; all pages when left out')),
});

const output = closedObject({
  pdf: pdfOutput('The watermarked PDF, Base64-encoded'),
  page_count: Type.Integer({ description: 'Pages in the PDF' }),
  bytes: Type.Integer({ description: 'Size of the PDF file in bytes' }),
  pages_watermarked: Type.Array(Type.Integer(), { description: 'The 1-based pages marked, ascending' }),
});

/** #rgb or #rrggbb (the schema's pattern) as fractions of 1. */
function rgb(color: string): [number, number, number] {
  const hex = color.length === 4 ? [...color.slice(1)].map((digit) => digit + digit).join('') : color.slice(1);
  return [0, 2, 4].map((at) => round(parseInt(hex.slice(at, at + 2), 16) / 255, 4)) as [number, number, number];
}

interface Mark {
  form: PDFRef;
  /** Text width and cap height at size 1. */
  width: number;
  height: number;
}

/** The watermark as one form XObject drawn at size 1 from its baseline's start. */
function markForm(lib: PdfLib, doc: PdfDocument, font: PDFFont, text: string, opacity: number, color: string): Mark {
  const width = shownWidth(font, text, 1);
  const [r, g, b] = rgb(color);
  const form = registerContent(
    lib,
    doc,
    [lib.setGraphicsState('GS'), lib.setFillingRgbColor(r, g, b), lib.beginText(), lib.setFontAndSize('F', 1), lib.showText(font.encodeText(text)), lib.endText()],
    {
      Type: 'XObject',
      Subtype: 'Form',
      // Helvetica's font box (AFM FontBBox -166 -225 1000 931) around the text at size 1.
      BBox: [-0.2, -0.25, round(width + 0.2, 4), 1],
      Resources: { Font: { F: font.ref }, ExtGState: { GS: { Type: 'ExtGState', ca: opacity, CA: opacity } } },
    },
  );
  return { form, width, height: HELVETICA_CAP_HEIGHT };
}

/** The form's matrix on a page: scaled, centred on its own middle, turned, then at the middle of the page as seen. */
function placement(mark: Mark, frame: PageFrame, rotation: number, fixedSize: number): Matrix {
  const turn = rotationMatrix(rotation);
  const cos = Math.abs(turn[0]);
  const sin = Math.abs(turn[1]);
  const size =
    fixedSize > 0
      ? fixedSize
      : Math.min((FIT_SHARE * frame.width) / (mark.width * cos + mark.height * sin), (FIT_SHARE * frame.height) / (mark.width * sin + mark.height * cos));
  const local: Matrix = [size, 0, 0, size, (-size * mark.width) / 2, (-size * mark.height) / 2];
  return roundedMatrix(multiply(multiply(multiply(local, turn), translation(frame.width / 2, frame.height / 2)), frame.matrix));
}

export default defineTool({
  id: 'pdf-watermark',
  name: 'PDF Watermark',
  category: 'documents',
  description: 'Stamp a text watermark across the pages of a PDF: centred, turned, translucent, in any colour, sized to fit or in points, on all or some pages.',
  keywords: ['watermark', 'stamp', 'confidential', 'draft', 'overlay text', 'pdf stamp'],
  input,
  output,
  isolate: true,
  examples: [
    {
      title: 'A grey diagonal "CONFIDENTIAL" fitted to every page',
      input: { pdf: SAMPLE_PDF_3_PAGES, text: 'CONFIDENTIAL' },
      output: { pdf: 'JVBERi0xLjcKJYGBgYEKCjEgMCBvYmoKPDwKL1R5cGUgL0NhdGFsb2cKL1BhZ2VzIDIgMCBSCj4+CmVuZG9iagoKMiAwIG9iago8PAovVHlwZSAvUGFnZXMKL0tpZHMgWyA0IDAgUiA2IDAgUiA4IDAgUiBdCi9Db3VudCAzCj4+CmVuZG9iagoKMyAwIG9iago8PAovVHlwZSAvRm9udAovU3VidHlwZSAvVHlwZTEKL0Jhc2VGb250IC9IZWx2ZXRpY2EKL0VuY29kaW5nIC9XaW5BbnNpRW5jb2RpbmcKPj4KZW5kb2JqCgo0IDAgb2JqCjw8Ci9UeXBlIC9QYWdlCi9QYXJlbnQgMiAwIFIKL01lZGlhQm94IFsgMCAwIDYxMiA3OTIgXQovUmVzb3VyY2VzIDw8Ci9Gb250IDw8Ci9GMSAzIDAgUgo+PgovWE9iamVjdCA8PAovVGRXYXRlcm1hcmsgMTEgMCBSCj4+Ci9FeHRHU3RhdGUgPDwKPj4KPj4KL0NvbnRlbnRzIFsgMTIgMCBSIDUgMCBSIDEzIDAgUiAxNCAwIFIgXQovQW5ub3RzIFsgXQo+PgplbmRvYmoKCjUgMCBvYmoKPDwKL0xlbmd0aCA0Mgo+PgpzdHJlYW0KQlQgL0YxIDEyIFRmIDE0IFRMIDcyIDcyMCBUZCAoUGFnZSAxKSAnIEVUCmVuZHN0cmVhbQplbmRvYmoKCjYgMCBvYmoKPDwKL1R5cGUgL1BhZ2UKL1BhcmVudCAyIDAgUgovTWVkaWFCb3ggWyAwIDAgNjEyIDc5MiBdCi9SZXNvdXJjZXMgPDwKL0ZvbnQgPDwKL0YxIDMgMCBSCj4+Ci9YT2JqZWN0IDw8Ci9UZFdhdGVybWFyayAxMSAwIFIKPj4KL0V4dEdTdGF0ZSA8PAo+Pgo+PgovQ29udGVudHMgWyAxMiAwIFIgNyAwIFIgMTMgMCBSIDE0IDAgUiBdCi9Bbm5vdHMgWyBdCj4+CmVuZG9iagoKNyAwIG9iago8PAovTGVuZ3RoIDQyCj4+CnN0cmVhbQpCVCAvRjEgMTIgVGYgMTQgVEwgNzIgNzIwIFRkIChQYWdlIDIpICcgRVQKZW5kc3RyZWFtCmVuZG9iagoKOCAwIG9iago8PAovVHlwZSAvUGFnZQovUGFyZW50IDIgMCBSCi9NZWRpYUJveCBbIDAgMCA2MTIgNzkyIF0KL1Jlc291cmNlcyA8PAovRm9udCA8PAovRjEgMyAwIFIKPj4KL1hPYmplY3QgPDwKL1RkV2F0ZXJtYXJrIDExIDAgUgo+PgovRXh0R1N0YXRlIDw8Cj4+Cj4+Ci9Db250ZW50cyBbIDEyIDAgUiA5IDAgUiAxMyAwIFIgMTQgMCBSIF0KL0Fubm90cyBbIF0KPj4KZW5kb2JqCgo5IDAgb2JqCjw8Ci9MZW5ndGggNDIKPj4Kc3RyZWFtCkJUIC9GMSAxMiBUZiAxNCBUTCA3MiA3MjAgVGQgKFBhZ2UgMykgJyBFVAplbmRzdHJlYW0KZW5kb2JqCgoxMCAwIG9iago8PAovVHlwZSAvRm9udAovU3VidHlwZSAvVHlwZTEKL0Jhc2VGb250IC9IZWx2ZXRpY2EKL0VuY29kaW5nIC9XaW5BbnNpRW5jb2RpbmcKPj4KZW5kb2JqCgoxMSAwIG9iago8PAovVHlwZSAvWE9iamVjdAovU3VidHlwZSAvRm9ybQovQkJveCBbIC0wLjIgLTAuMjUgNy41MzQgMSBdCi9SZXNvdXJjZXMgPDwKL0ZvbnQgPDwKL0YgMTAgMCBSCj4+Ci9FeHRHU3RhdGUgPDwKL0dTIDw8Ci9UeXBlIC9FeHRHU3RhdGUKL2NhIDAuMTUKL0NBIDAuMTUKPj4KPj4KPj4KL0xlbmd0aCA3Mgo+PgpzdHJlYW0KL0dTIGdzCjAuNTAyIDAuNTAyIDAuNTAyIHJnCkJUCi9GIDEgVGYKPDQzNEY0RTQ2NDk0NDQ1NEU1NDQ5NDE0Qz4gVGoKRVQKCmVuZHN0cmVhbQplbmRvYmoKCjEyIDAgb2JqCjw8Ci9GaWx0ZXIgL0ZsYXRlRGVjb2RlCi9MZW5ndGggMTAKPj4Kc3RyZWFtCnicK+QCAADuAHwKZW5kc3RyZWFtCmVuZG9iagoKMTMgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL0xlbmd0aCAxMAo+PgpzdHJlYW0KeJwL5AIAAK4AXAplbmRzdHJlYW0KZW5kb2JqCgoxNCAwIG9iago8PAovTGVuZ3RoIDc3Cj4+CnN0cmVhbQpxCjY4LjQwNTM2NSA2OC40MDUzNjUgLTY4LjQwNTM2NSA2OC40MDUzNjUgNzkuNzE1IDEyMC42IGNtCi9UZFdhdGVybWFyayBEbwpRCgplbmRzdHJlYW0KZW5kb2JqCgp4cmVmCjAgMTUKMDAwMDAwMDAwMCA2NTUzNSBmIAowMDAwMDAwMDE2IDAwMDAwIG4gCjAwMDAwMDAwNjYgMDAwMDAgbiAKMDAwMDAwMDEzOCAwMDAwMCBuIAowMDAwMDAwMjM2IDAwMDAwIG4gCjAwMDAwMDA0NTQgMDAwMDAgbiAKMDAwMDAwMDU0NyAwMDAwMCBuIAowMDAwMDAwNzY1IDAwMDAwIG4gCjAwMDAwMDA4NTggMDAwMDAgbiAKMDAwMDAwMTA3NiAwMDAwMCBuIAowMDAwMDAxMTY5IDAwMDAwIG4gCjAwMDAwMDEyNjggMDAwMDAgbiAKMDAwMDAwMTU1MiAwMDAwMCBuIAowMDAwMDAxNjM1IDAwMDAwIG4gCjAwMDAwMDE3MTggMDAwMDAgbiAKCnRyYWlsZXIKPDwKL1NpemUgMTUKL1Jvb3QgMSAwIFIKPj4KCnN0YXJ0eHJlZgoxODQ3CiUlRU9G', page_count: 3, bytes: 2214, pages_watermarked: [1, 2, 3] },
    },
    {
      title: 'A level red "DRAFT" at 72 pt on pages 1 and 3',
      input: { pdf: SAMPLE_PDF_3_PAGES, text: 'DRAFT', rotation: 0, size: 72, color: '#c00', opacity: 0.3, pages: '1,3' },
      output: { pdf: 'JVBERi0xLjcKJYGBgYEKCjEgMCBvYmoKPDwKL1R5cGUgL0NhdGFsb2cKL1BhZ2VzIDIgMCBSCj4+CmVuZG9iagoKMiAwIG9iago8PAovVHlwZSAvUGFnZXMKL0tpZHMgWyA0IDAgUiA2IDAgUiA4IDAgUiBdCi9Db3VudCAzCj4+CmVuZG9iagoKMyAwIG9iago8PAovVHlwZSAvRm9udAovU3VidHlwZSAvVHlwZTEKL0Jhc2VGb250IC9IZWx2ZXRpY2EKL0VuY29kaW5nIC9XaW5BbnNpRW5jb2RpbmcKPj4KZW5kb2JqCgo0IDAgb2JqCjw8Ci9UeXBlIC9QYWdlCi9QYXJlbnQgMiAwIFIKL01lZGlhQm94IFsgMCAwIDYxMiA3OTIgXQovUmVzb3VyY2VzIDw8Ci9Gb250IDw8Ci9GMSAzIDAgUgo+PgovWE9iamVjdCA8PAovVGRXYXRlcm1hcmsgMTEgMCBSCj4+Ci9FeHRHU3RhdGUgPDwKPj4KPj4KL0NvbnRlbnRzIFsgMTIgMCBSIDUgMCBSIDEzIDAgUiAxNCAwIFIgXQovQW5ub3RzIFsgXQo+PgplbmRvYmoKCjUgMCBvYmoKPDwKL0xlbmd0aCA0Mgo+PgpzdHJlYW0KQlQgL0YxIDEyIFRmIDE0IFRMIDcyIDcyMCBUZCAoUGFnZSAxKSAnIEVUCmVuZHN0cmVhbQplbmRvYmoKCjYgMCBvYmoKPDwKL1R5cGUgL1BhZ2UKL1BhcmVudCAyIDAgUgovTWVkaWFCb3ggWyAwIDAgNjEyIDc5MiBdCi9SZXNvdXJjZXMgPDwKL0ZvbnQgPDwKL0YxIDMgMCBSCj4+Cj4+Ci9Db250ZW50cyA3IDAgUgo+PgplbmRvYmoKCjcgMCBvYmoKPDwKL0xlbmd0aCA0Mgo+PgpzdHJlYW0KQlQgL0YxIDEyIFRmIDE0IFRMIDcyIDcyMCBUZCAoUGFnZSAyKSAnIEVUCmVuZHN0cmVhbQplbmRvYmoKCjggMCBvYmoKPDwKL1R5cGUgL1BhZ2UKL1BhcmVudCAyIDAgUgovTWVkaWFCb3ggWyAwIDAgNjEyIDc5MiBdCi9SZXNvdXJjZXMgPDwKL0ZvbnQgPDwKL0YxIDMgMCBSCj4+Ci9YT2JqZWN0IDw8Ci9UZFdhdGVybWFyayAxMSAwIFIKPj4KL0V4dEdTdGF0ZSA8PAo+Pgo+PgovQ29udGVudHMgWyAxMiAwIFIgOSAwIFIgMTMgMCBSIDE0IDAgUiBdCi9Bbm5vdHMgWyBdCj4+CmVuZG9iagoKOSAwIG9iago8PAovTGVuZ3RoIDQyCj4+CnN0cmVhbQpCVCAvRjEgMTIgVGYgMTQgVEwgNzIgNzIwIFRkIChQYWdlIDMpICcgRVQKZW5kc3RyZWFtCmVuZG9iagoKMTAgMCBvYmoKPDwKL1R5cGUgL0ZvbnQKL1N1YnR5cGUgL1R5cGUxCi9CYXNlRm9udCAvSGVsdmV0aWNhCi9FbmNvZGluZyAvV2luQW5zaUVuY29kaW5nCj4+CmVuZG9iagoKMTEgMCBvYmoKPDwKL1R5cGUgL1hPYmplY3QKL1N1YnR5cGUgL0Zvcm0KL0JCb3ggWyAtMC4yIC0wLjI1IDMuNTMzIDEgXQovUmVzb3VyY2VzIDw8Ci9Gb250IDw8Ci9GIDEwIDAgUgo+PgovRXh0R1N0YXRlIDw8Ci9HUyA8PAovVHlwZSAvRXh0R1N0YXRlCi9jYSAwLjMKL0NBIDAuMwo+Pgo+Pgo+PgovTGVuZ3RoIDQ4Cj4+CnN0cmVhbQovR1MgZ3MKMC44IDAgMCByZwpCVAovRiAxIFRmCjw0NDUyNDE0NjU0PiBUagpFVAoKZW5kc3RyZWFtCmVuZG9iagoKMTIgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL0xlbmd0aCAxMAo+PgpzdHJlYW0KeJwr5AIAAO4AfAplbmRzdHJlYW0KZW5kb2JqCgoxMyAwIG9iago8PAovRmlsdGVyIC9GbGF0ZURlY29kZQovTGVuZ3RoIDEwCj4+CnN0cmVhbQp4nAvkAgAArgBcCmVuZHN0cmVhbQplbmRvYmoKCjE0IDAgb2JqCjw8Ci9MZW5ndGggNDkKPj4Kc3RyZWFtCnEKNzIgMCAwIDcyIDE4Ni4wMTIgMzcwLjE1MiBjbQovVGRXYXRlcm1hcmsgRG8KUQoKZW5kc3RyZWFtCmVuZG9iagoKeHJlZgowIDE1CjAwMDAwMDAwMDAgNjU1MzUgZiAKMDAwMDAwMDAxNiAwMDAwMCBuIAowMDAwMDAwMDY2IDAwMDAwIG4gCjAwMDAwMDAxMzggMDAwMDAgbiAKMDAwMDAwMDIzNiAwMDAwMCBuIAowMDAwMDAwNDU0IDAwMDAwIG4gCjAwMDAwMDA1NDcgMDAwMDAgbiAKMDAwMDAwMDY3NiAwMDAwMCBuIAowMDAwMDAwNzY5IDAwMDAwIG4gCjAwMDAwMDA5ODcgMDAwMDAgbiAKMDAwMDAwMTA4MCAwMDAwMCBuIAowMDAwMDAxMTc5IDAwMDAwIG4gCjAwMDAwMDE0MzcgMDAwMDAgbiAKMDAwMDAwMTUyMCAwMDAwMCBuIAowMDAwMDAxNjAzIDAwMDAwIG4gCgp0cmFpbGVyCjw8Ci9TaXplIDE1Ci9Sb290IDEgMCBSCj4+CgpzdGFydHhyZWYKMTcwNAolJUVPRg==', page_count: 3, bytes: 2071, pages_watermarked: [1, 3] },
    },
  ],
  async run(input) {
    if (input.size > 0 && input.size < 1) invalid(`size: must be 0 (fit the page) or 1 to 500 points, got ${input.size}`);
    const { lib, doc, pageCount } = await openPdf('pdf', fileBytes('pdf', input.pdf, createByteBudget()));
    const marked = input.pages === undefined ? Array.from({ length: pageCount }, (_, i) => i + 1) : selectedPages(parsePageList('pages', input.pages, pageCount));
    const font = await onPdf('pdf', () => doc.embedFont(lib.StandardFonts.Helvetica));
    const text = standardFontText('text', font, input.text);
    await onPdf('pdf', () => {
      const mark = markForm(lib, doc, font, text, input.opacity, input.color);
      const pages = doc.getPages();
      // Pages of one size, rotation and resource name share one small stream.
      const streams = new Map<string, PDFRef>();
      for (const number of marked) {
        const page = pages[number - 1]!;
        const name = bindResource(lib, page, 'XObject', FORM_RESOURCE, mark.form);
        const [a, b, c, d, e, f] = placement(mark, pageFrame(lib, page), input.rotation, input.size);
        const key = `${name.asString()} ${a} ${b} ${c} ${d} ${e} ${f}`;
        let stream = streams.get(key);
        if (!stream) {
          stream = registerContent(lib, doc, [lib.pushGraphicsState(), lib.concatTransformationMatrix(a, b, c, d, e, f), lib.drawObject(name), lib.popGraphicsState()]);
          streams.set(key, stream);
        }
        appendContent(page, stream);
      }
    });
    return { ...(await onPdf('pdf', () => savePdf(doc))), pages_watermarked: marked };
  },
});
