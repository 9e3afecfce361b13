// JsBarcode's encoders, deep-imported by barcode-generator for the bit patterns only (we draw the
// SVG ourselves). The package ships no types for these CommonJS modules. encode() gives one
// {data, text} for linear symbologies and the guarded parts (guards without text) for EAN/UPC.
declare module 'jsbarcode/bin/barcodes/Barcode.js' {
  export interface JsBarcodePart {
    /** '1' for a dark module, '0' for a light one. */
    data: string;
    text?: string;
    options?: Record<string, unknown>;
  }
  export interface JsBarcodeEncoder {
    data: string;
    text: string;
    valid(): boolean;
    encode(): JsBarcodePart | JsBarcodePart[];
  }
  export type JsBarcodeEncoderClass = new (data: string, options: Record<string, unknown>) => JsBarcodeEncoder;
}

declare module 'jsbarcode/bin/barcodes/CODE128/index.js' {
  import type { JsBarcodeEncoderClass } from 'jsbarcode/bin/barcodes/Barcode.js';
  export const CODE128: JsBarcodeEncoderClass;
}

declare module 'jsbarcode/bin/barcodes/CODE39/index.js' {
  import type { JsBarcodeEncoderClass } from 'jsbarcode/bin/barcodes/Barcode.js';
  export const CODE39: JsBarcodeEncoderClass;
}

declare module 'jsbarcode/bin/barcodes/EAN_UPC/index.js' {
  import type { JsBarcodeEncoderClass } from 'jsbarcode/bin/barcodes/Barcode.js';
  export const EAN13: JsBarcodeEncoderClass;
  export const EAN8: JsBarcodeEncoderClass;
  export const UPC: JsBarcodeEncoderClass;
}
