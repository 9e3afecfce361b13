/**
 * PDF.js, the text engine of pdf-extract: unpdf 1.7.0's serverless build of PDF.js 5.6.205 (MIT;
 * the last unpdf that runs on Node 20), loaded on first use (DESIGN.md: heavy libraries load with
 * `await import()` inside the tool). pdf-lib cannot read text: it parses objects but decodes no
 * fonts, so it cannot map glyphs back to characters.
 *
 * withPdfJs opens a document so that PDF.js reaches for nothing outside the bytes it is given
 * (openSealed's options), always with eval off. unpdf's own getDocumentProxy is not used: under Node
 * it points PDF.js at font and CMap files on disk when pdfjs-dist happens to be installed.
 */
import { invalid, ToolError } from '../../errors.ts';

export type PdfJs = Awaited<ReturnType<(typeof import('unpdf'))['getResolvedPDFJS']>>;
type LoadingTask = ReturnType<PdfJs['getDocument']>;
export type PdfJsDocument = Awaited<LoadingTask['promise']>;

let engine: Promise<PdfJs> | undefined;

export function loadPdfJs(): Promise<PdfJs> {
  engine ??= import('unpdf').then((unpdf) => unpdf.getResolvedPDFJS());
  return engine;
}

/**
 * Starts loading `data` so that PDF.js reaches for nothing outside it. The serverless build
 * carries its worker code inline (globalThis.pdfjsWorker), so PDF.js runs it on the calling
 * thread (its "fake worker") and never starts a Worker; the tools already run on the pool's
 * workers under a deadline.
 */
function openSealed(pdfjs: PdfJs, data: Uint8Array): LoadingTask {
  return pdfjs.getDocument({
    data,
    // PostScript functions and glyph outlines are interpreted, never compiled with new Function.
    isEvalSupported: false,
    // No FontFace objects and no local system fonts: reading text needs neither.
    disableFontFace: true,
    useSystemFonts: false,
    // No URLs for CMaps, standard fonts, ICC profiles or WebAssembly decoders, and no loading
    // of them from the worker side: a font that would need one gives its text without it, or none.
    useWorkerFetch: false,
    useWasm: false,
    cMapUrl: undefined,
    standardFontDataUrl: undefined,
    wasmUrl: undefined,
    iccUrl: undefined,
    docBaseUrl: undefined,
    // Images are not decoded for text; no canvas or browser image decoder is asked for.
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    enableXfa: false,
    // The whole file is given: nothing to stream or load in ranges.
    disableAutoFetch: true,
    disableStream: true,
    disableRange: true,
    // Errors only: a damaged file's warnings would fill a worker's log.
    verbosity: 0,
  });
}

/** PasswordException (a password is needed) and the engine's other refusals, as 400s naming `field`. */
export function pdfJsFailure(field: string, error: unknown): never {
  if (error instanceof ToolError) throw error;
  const name = error instanceof Error ? error.name : '';
  if (name === 'PasswordException') invalid(`${field}: is encrypted (password-protected); remove the protection first (for example qpdf --decrypt)`);
  if (error instanceof RangeError) invalid(`${field}: its objects nest too deeply or refer to themselves in a loop`);
  const reason = error instanceof Error ? error.message.replace(/\s+/g, ' ').slice(0, 160) : String(error).slice(0, 160);
  invalid(`${field}: is not a readable PDF (${reason})`);
}

/**
 * Opens `bytes` with PDF.js and runs `work` on the document, then destroys it (its worker-side
 * objects and caches) whatever happened. Every failure of PDF.js answers 400 naming `field`.
 * PDF.js takes ownership of `bytes` (it may transfer their buffer), so callers pass bytes they
 * no longer need.
 */
export async function withPdfJs<T>(field: string, bytes: Uint8Array, work: (doc: PdfJsDocument, pdfjs: PdfJs) => Promise<T>): Promise<T> {
  const pdfjs = await loadPdfJs();
  let task: LoadingTask | undefined;
  try {
    task = openSealed(pdfjs, bytes);
    const doc = await task.promise;
    return await work(doc, pdfjs);
  } catch (error) {
    return pdfJsFailure(field, error);
  } finally {
    await task?.destroy().catch(() => undefined);
  }
}
