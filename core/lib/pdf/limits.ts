/**
 * The bounds every PDF tool holds (issue 19, rule 2). A document's pages, its bytes, and what its
 * compressed streams may decode to are all capped, so a hostile file answers 400 instead of
 * filling a worker's memory: ArrayBuffers live outside V8's heap, where the pool's heap limit does
 * not reach.
 */

/** Pages in one document read, and in one document made. */
export const MAX_PDF_PAGES = 2_000;

/** Decoded bytes of all the PDFs (or images) of one request together: 15 MB. */
export const MAX_PDF_BYTES = 15_000_000;

/** The Base64 text of MAX_PDF_BYTES (four characters per three bytes), the bound of each file field. */
export const MAX_PDF_BASE64_CHARS = Math.ceil(MAX_PDF_BYTES / 3) * 4;

/** What the compressed streams an engine decodes may inflate to, all together: 100 MB. */
export const MAX_DECODED_BYTES = 100_000_000;
