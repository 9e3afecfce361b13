// pako 1.0.11, the pure-JavaScript zlib pdf-lib bundles; the PDF writer deflates small documents
// with it (core/lib/pdf/pdf-writer.ts says why). CommonJS: only its default export is reliable
// from ESM. Only what is used is declared.
declare module 'pako' {
  const pako: { deflate(data: Uint8Array, options?: { level?: number }): Uint8Array };
  export default pako;
}
