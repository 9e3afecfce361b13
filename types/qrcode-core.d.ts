// qrcode 1.5's encoder core: the module matrix alone, without the package's renderers (its Node
// entry pulls pngjs and fs). CommonJS. Only what qr-generate uses is declared.
declare module 'qrcode/lib/core/qrcode.js' {
  export interface QrBitMatrix {
    size: number;
    /** size × size entries, row by row: 1 for a dark module. */
    data: Uint8Array;
  }
  export interface QrSymbol {
    modules: QrBitMatrix;
    version: number;
    maskPattern: number;
    segments: { mode: { id: string } }[];
  }
  export function create(text: string, options: { errorCorrectionLevel: 'L' | 'M' | 'Q' | 'H' }): QrSymbol;
}
