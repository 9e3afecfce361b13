/**
 * Types for the JsBarcode 3.12 encoders vendored in jsbarcode-encoders.js beside this file.
 * encode() gives one {data, text} for CODE128 and CODE39, and the guarded parts (guards without
 * text) for EAN-13, EAN-8 and UPC-A unless options.flat is set.
 */
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

export declare const CODE128: JsBarcodeEncoderClass;
export declare const CODE39: JsBarcodeEncoderClass;
export declare const EAN13: JsBarcodeEncoderClass;
export declare const EAN8: JsBarcodeEncoderClass;
export declare const UPC: JsBarcodeEncoderClass;
