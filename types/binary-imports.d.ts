/** A binary file imported as its bytes (scripts/binary-imports.ts does it in every build). */
declare module '*.wasm' {
  const bytes: Uint8Array<ArrayBuffer>;
  export default bytes;
}
declare module '*.ttf' {
  const bytes: Uint8Array<ArrayBuffer>;
  export default bytes;
}
