import { Type, type Static } from '@sinclair/typebox';
import { createByteBudget, fileBytes } from '../../lib/pdf/file-bytes.ts';
import { MAX_PDF_BASE64_CHARS, MAX_PDF_PAGES } from '../../lib/pdf/limits.ts';
import { openPdf, refuseEncrypted } from '../../lib/pdf/open-pdf.ts';
import { guardPdf } from '../../lib/pdf/pdf-guard.ts';
import { PDF_MEDIA_TYPE } from '../../lib/pdf/pdf-schema.ts';
import { fetchPdfBytes, isUrlText } from '../../lib/pdf/pdf-url.ts';
import { withPdfJs, type PdfJs, type PdfJsDocument } from '../../lib/pdf/pdfjs-engine.ts';
import { SAMPLE_PDF_3_PAGES } from '../../lib/pdf/sample-pdfs.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, type ToolContext } from '../../tool.ts';

/*
 * Decisions (spec 4.3 names req pdf (Base64 or a public https URL), output and maxPages):
 * - Text comes from PDF.js (lib/pdf/pdfjs-engine.ts: eval off, nothing fetched, no worker
 *   started). A page's text is its text items in content order, a line break where PDF.js ends a
 *   line; trailing spaces of each line and blank lines at the page's end are dropped.
 * - output "text" (default): one string, pages separated by a form feed (U+000C), as pdftotext
 *   separates them (a page's own text may hold blank lines, a form feed it never does). output
 *   "pages": [{ page, text }], 1-based.
 * - maxPages (camelCase, as the spec writes it) reads the first 1-2,000 pages; truncated says
 *   whether pages were left unread.
 * - Before PDF.js parses anything, guardPdf('all') bounds what every stream decodes to (PDF.js
 *   decodes page contents and fonts), and openPdf (pdf-lib) judges the structure exactly as the
 *   other PDF tools do: page-tree loops, trees too deep, more than 2,000 pages, encryption. PDF.js
 *   alone reads through several of those (a page listed twice, a 200-level tree), and the same
 *   file should get the same answer from every PDF tool. An encrypted file is refused even when
 *   its user password is empty: the other tools refuse it too.
 * - A URL is fetched with ctx.fetch (lib/pdf/pdf-url.ts): https only, at most 15,000,000 bytes
 *   (and the runtime's fetch bounds: the server's reads at most 5,000,000), the body must be a PDF.
 * - metadata is the document information dictionary (not XMP): each entry a string, or null when
 *   absent or empty; creation_date and modification_date are ISO 8601 in UTC when PDF.js can read
 *   the PDF date (D:YYYYMMDDHHmmSSOHH'mm'), else the text as written.
 */

const output = closedObject({
  page_count: Type.Integer({ minimum: 1, maximum: MAX_PDF_PAGES, description: 'Pages in the document' }),
  pages_extracted: Type.Integer({ minimum: 0, maximum: MAX_PDF_PAGES, description: 'Pages read: the first min(maxPages, page_count)' }),
  truncated: Type.Boolean({ description: 'True when maxPages left pages unread (maxPages < page_count)' }),
  text: Type.Optional(Type.String({ description: 'output "text": the text of the pages read, pages separated by a form feed (U+000C), lines by \\n' })),
  pages: Type.Optional(
    Type.Array(
      closedObject({
        page: Type.Integer({ minimum: 1, description: 'The page number, from 1' }),
        text: Type.String({ description: "The page's text, lines separated by \\n (empty when it has none)" }),
      }),
      { description: 'output "pages": each page read, in order' },
    ),
  ),
  metadata: closedObject(
    {
      title: Type.Union([Type.String(), Type.Null()], { description: 'Title, or null' }),
      author: Type.Union([Type.String(), Type.Null()], { description: 'Author, or null' }),
      subject: Type.Union([Type.String(), Type.Null()], { description: 'Subject, or null' }),
      creator: Type.Union([Type.String(), Type.Null()], { description: 'The application that made the original document, or null' }),
      producer: Type.Union([Type.String(), Type.Null()], { description: 'The application that wrote the PDF, or null' }),
      creation_date: Type.Union([Type.String(), Type.Null()], { description: 'Creation date, ISO 8601 in UTC when readable (else as written), or null' }),
      modification_date: Type.Union([Type.String(), Type.Null()], { description: 'Last modification date, ISO 8601 in UTC when readable (else as written), or null' }),
    },
    { description: "The document information dictionary's entries" },
  ),
});

type Result = Static<typeof output>;
type Metadata = Result['metadata'];

/** A page's text: items in content order, PDF.js's line ends kept, trailing spaces and blank end lines dropped. */
async function pageText(doc: PdfJsDocument, number: number): Promise<string> {
  const page = await doc.getPage(number);
  try {
    const content = await page.getTextContent();
    let text = '';
    for (const item of content.items) if ('str' in item) text += item.hasEOL ? `${item.str}\n` : item.str;
    return text
      .split('\n')
      .map((line) => line.trimEnd())
      .join('\n')
      .replace(/\n+$/, '');
  } finally {
    page.cleanup();
  }
}

function infoText(info: Record<string, unknown>, key: string): string | null {
  const value = info[key];
  return typeof value === 'string' && value !== '' ? value : null;
}

function infoDate(pdfjs: PdfJs, info: Record<string, unknown>, key: string): string | null {
  const value = infoText(info, key);
  if (value === null) return null;
  const date = pdfjs.PDFDateString.toDateObject(value);
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : value;
}

async function readMetadata(doc: PdfJsDocument, pdfjs: PdfJs): Promise<{ metadata: Metadata; encrypted: boolean }> {
  const { info: raw } = await doc.getMetadata();
  const info = raw as Record<string, unknown>;
  return {
    encrypted: typeof info.EncryptFilterName === 'string',
    metadata: {
      title: infoText(info, 'Title'),
      author: infoText(info, 'Author'),
      subject: infoText(info, 'Subject'),
      creator: infoText(info, 'Creator'),
      producer: infoText(info, 'Producer'),
      creation_date: infoDate(pdfjs, info, 'CreationDate'),
      modification_date: infoDate(pdfjs, info, 'ModDate'),
    },
  };
}

async function pdfBytes(text: string, ctx: ToolContext): Promise<Uint8Array> {
  const budget = createByteBudget();
  return isUrlText(text) ? fetchPdfBytes('pdf', text, ctx, budget) : fileBytes('pdf', text, budget);
}

export default defineTool({
  id: 'pdf-extract',
  name: 'PDF text extractor',
  category: 'documents',
  description:
    'Extract the text of a PDF, page by page, with its title, author and dates. Give the PDF as Base64 or as a public https URL; read every page or the first maxPages.',
  keywords: ['pdf to text', 'pdftotext', 'extract text', 'pdf reader', 'pdf parser', 'pdf metadata'],
  input: closedObject({
    pdf: Type.String({
      minLength: 1,
      maxLength: MAX_PDF_BASE64_CHARS,
      contentMediaType: PDF_MEDIA_TYPE,
      description:
        'The PDF (at most 15,000,000 bytes, 2,000 pages): its bytes in Base64 (a data:application/pdf;base64, URL works too), or a public https:// URL to fetch it from',
    }),
    output: withDefault(stringEnum(['text', 'pages'], { description: 'text: one string, pages separated by a form feed (U+000C); pages: a list of { page, text }' }), 'text'),
    maxPages: withDefault(Type.Integer({ minimum: 1, maximum: MAX_PDF_PAGES, description: 'Read at most this many pages, from the first (1-2000)' }), MAX_PDF_PAGES),
  }),
  output,
  isolate: true,
  network: true,
  examples: [
    {
      title: 'All the text, pages separated by form feeds',
      input: { pdf: SAMPLE_PDF_3_PAGES },
      output: {
        page_count: 3,
        pages_extracted: 3,
        truncated: false,
        text: 'Page 1\fPage 2\fPage 3',
        metadata: { title: null, author: null, subject: null, creator: null, producer: null, creation_date: null, modification_date: null },
      },
    },
    {
      title: 'The first two pages, one entry each',
      input: { pdf: SAMPLE_PDF_3_PAGES, output: 'pages', maxPages: 2 },
      output: {
        page_count: 3,
        pages_extracted: 2,
        truncated: true,
        pages: [
          { page: 1, text: 'Page 1' },
          { page: 2, text: 'Page 2' },
        ],
        metadata: { title: null, author: null, subject: null, creator: null, producer: null, creation_date: null, modification_date: null },
      },
    },
  ],
  async run(input, ctx): Promise<Result> {
    const bytes = await pdfBytes(input.pdf, ctx);
    await guardPdf('pdf', bytes, 'all');
    const { pageCount } = await openPdf('pdf', bytes);
    // PDF.js may take the buffer over (transfer it to its worker side); pdf-lib is done with it.
    return withPdfJs('pdf', bytes, async (doc, pdfjs) => {
      const { metadata, encrypted } = await readMetadata(doc, pdfjs);
      if (encrypted) refuseEncrypted('pdf');
      const read = Math.min(input.maxPages, pageCount, doc.numPages);
      const texts: string[] = [];
      for (let number = 1; number <= read; number++) {
        ctx.signal.throwIfAborted();
        texts.push(await pageText(doc, number));
      }
      const head = { page_count: pageCount, pages_extracted: read, truncated: read < pageCount };
      return input.output === 'pages'
        ? { ...head, pages: texts.map((text, i) => ({ page: i + 1, text })), metadata }
        : { ...head, text: texts.join('\f'), metadata };
    });
  },
});
