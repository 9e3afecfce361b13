/**
 * pdf-lib, the engine of the page and stamping tools, loaded on first use (DESIGN.md: heavy
 * libraries load with `await import()` inside the tool). Issue 19 asked for a choice between
 * pdf-lib 1.17.1 and its maintained fork @cantoo/pdf-lib 2.11: on the same 1,000-page merge
 * pdf-lib wrote 1.19 MB where the fork wrote 2.29 MB (it leaves page objects out of object
 * streams), and qpdf 1.53 MB; the goal is output no larger than qpdf's. Both are MIT.
 *
 * pdf-lib is bundled into the published package's dist/ rather than installed with it (it
 * installs at 30 MB with its dependencies; bundled, its code is 0.6 MB): a devDependency
 * (scripts/library-bundle.ts).
 */
export type PdfLib = typeof import('pdf-lib');
export type PdfDocument = import('pdf-lib').PDFDocument;

let engine: Promise<PdfLib> | undefined;

export function loadPdfLib(): Promise<PdfLib> {
  engine ??= import('pdf-lib');
  return engine;
}
