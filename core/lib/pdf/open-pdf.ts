/**
 * Reading and writing PDFs with pdf-lib under the rules of issue 19: every way a hostile or broken
 * file can fail (not a PDF, encrypted, truncated, nested or looping past reason, too many pages,
 * a decompression bomb) answers a VALIDATION_ERROR naming the field, never a 500 or a hang.
 */
import { invalid, ToolError } from '../../errors.ts';
import { bytesToBase64 } from '../base64.ts';
import { MAX_PDF_PAGES } from './limits.ts';
import { loadPdfLib, type PdfDocument, type PdfLib } from './pdf-engine.ts';
import { guardPdf } from './pdf-guard.ts';
import { writePdf } from './pdf-writer.ts';

/** Page trees nest a few levels in practice; this keeps pdf-lib's recursive walks far from the stack's end. */
const MAX_PAGE_TREE_DEPTH = 64;
const HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

export interface OpenedPdf {
  lib: PdfLib;
  doc: PdfDocument;
  pageCount: number;
}

/** Whether `bytes` holds "%PDF-" in its first 1024 bytes, where readers look for it. */
export function hasPdfHeader(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length - HEADER.length, 1024);
  for (let at = 0; at <= end; at++) if (HEADER.every((byte, i) => bytes[at + i] === byte)) return true;
  return false;
}

/** The answer to an encrypted file, from whichever engine finds it so. */
export function refuseEncrypted(field: string): never {
  invalid(`${field}: is encrypted (password-protected); remove the protection first (for example qpdf --decrypt)`);
}

/**
 * What a failure of the engine on `field`'s document means to the caller. Used around every
 * engine call on a document a user sent, since pdf-lib reads lazily and may meet a broken object
 * long after loading.
 */
export function pdfFailure(field: string, error: unknown): never {
  if (error instanceof ToolError) throw error;
  // pdf-lib's ES5 build loses the EncryptedPDFError subclass (and its name): only the message tells.
  if (error instanceof Error && /^Input document to `PDFDocument.load` is encrypted/.test(error.message)) refuseEncrypted(field);
  if (error instanceof RangeError) invalid(`${field}: its objects nest too deeply or refer to themselves in a loop`);
  const reason = error instanceof Error ? error.message.replace(/\s+/g, ' ').slice(0, 160) : String(error);
  invalid(`${field}: is not a readable PDF (${reason})`);
}

/** Runs `work` on `field`'s document, turning the engine's failures into validation errors. */
export async function onPdf<T>(field: string, work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    pdfFailure(field, error);
  }
}

/**
 * Counts the pages of the page tree without recursion, refusing loops, depth past
 * MAX_PAGE_TREE_DEPTH, nodes that are neither page nor page tree, and more than MAX_PDF_PAGES
 * pages, before pdf-lib walks it recursively.
 */
function countPages(field: string, lib: PdfLib, doc: PdfDocument): number {
  const { PDFName, PDFRef, PDFArray, PDFPageTree, PDFPageLeaf } = lib;
  const seen = new Set<unknown>();
  const stack: { node: unknown; depth: number }[] = [{ node: doc.catalog.get(PDFName.of('Pages')), depth: 0 }];
  let pages = 0;
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (node instanceof PDFRef) {
      if (seen.has(node)) invalid(`${field}: its page tree refers to the same node twice (a loop)`);
      seen.add(node);
    }
    const object = node instanceof PDFRef ? doc.context.lookup(node) : node;
    if (object instanceof PDFPageLeaf) {
      checkAncestors(field, lib, object);
      pages++;
      if (pages > MAX_PDF_PAGES) invalid(`${field}: has more than ${MAX_PDF_PAGES} pages, the limit`);
    } else if (object instanceof PDFPageTree) {
      if (depth >= MAX_PAGE_TREE_DEPTH) invalid(`${field}: its page tree nests more than ${MAX_PAGE_TREE_DEPTH} levels deep`);
      const kids = object.lookup(PDFName.of('Kids'));
      if (!(kids instanceof PDFArray)) invalid(`${field}: a node of its page tree has no Kids array`);
      for (let i = kids.size() - 1; i >= 0; i--) stack.push({ node: kids.get(i), depth: depth + 1 });
    } else {
      invalid(`${field}: its page tree holds an object that is neither a page nor a page tree`);
    }
  }
  return pages;
}

/**
 * Walks a page's /Parent chain (which pdf-lib ascends, recursively, for inherited sizes and
 * resources), refusing a loop or a chain deeper than MAX_PAGE_TREE_DEPTH.
 */
function checkAncestors(field: string, lib: PdfLib, page: import('pdf-lib').PDFDict): void {
  const parent = lib.PDFName.of('Parent');
  let node: unknown = page.lookup(parent);
  for (let depth = 0; node instanceof lib.PDFDict; depth++) {
    if (depth >= MAX_PAGE_TREE_DEPTH) invalid(`${field}: a page's chain of parents loops or runs more than ${MAX_PAGE_TREE_DEPTH} levels deep`);
    if (node === page) invalid(`${field}: a page is its own parent (a loop)`);
    node = node.lookup(parent);
  }
}

/** Loads `field`'s PDF `bytes` for editing, checked as the module comment says. */
export async function openPdf(field: string, bytes: Uint8Array): Promise<OpenedPdf> {
  if (!hasPdfHeader(bytes)) invalid(`${field}: is not a PDF (no %PDF- header in its first 1024 bytes)`);
  await guardPdf(field, bytes, 'structure');
  const lib = await loadPdfLib();
  return onPdf(field, async () => {
    // parseSpeed (objects per tick): pdf-lib otherwise pauses for a timer every 100 objects; the
    // tools run on a worker, where nothing else waits for the thread.
    const doc = await lib.PDFDocument.load(bytes, { parseSpeed: Infinity, updateMetadata: false });
    const pageCount = countPages(field, lib, doc);
    if (pageCount === 0) invalid(`${field}: has no pages`);
    if (doc.getPageCount() !== pageCount) invalid(`${field}: its page tree is inconsistent`);
    return { lib, doc, pageCount };
  });
}

/** A new, empty document: no creation date or producer, so the same input makes the same bytes. */
export async function createPdf(): Promise<{ lib: PdfLib; doc: PdfDocument }> {
  const lib = await loadPdfLib();
  return { lib, doc: await lib.PDFDocument.create({ updateMetadata: false }) };
}

/** A written PDF as results carry it (snake_case, as the spec's fields). */
export interface SavedPdf {
  /** The file, Base64-encoded. */
  pdf: string;
  page_count: number;
  bytes: number;
}

/**
 * Writes `doc` (pdf-writer.ts: unfiltered streams deflated natively, object streams past a few
 * dozen objects), refusing more than MAX_PDF_PAGES pages.
 */
export async function savePdf(doc: PdfDocument): Promise<SavedPdf> {
  const pageCount = doc.getPageCount();
  if (pageCount > MAX_PDF_PAGES) invalid(`the result would have ${pageCount} pages; the limit is ${MAX_PDF_PAGES}`);
  const bytes = await writePdf(await loadPdfLib(), doc);
  return { pdf: bytesToBase64(bytes), page_count: pageCount, bytes: bytes.length };
}
