/**
 * What the decode side of base32 and base58 gives back: the text when the bytes are UTF-8, their
 * hex otherwise (a TOTP secret, a key or an address payload is bytes, not text), saying which.
 */
import { Type } from '@sinclair/typebox';
import { bytesToHex } from './hex.ts';
import { utf8Decode } from './utf8.ts';
import { stringEnum } from '../schema.ts';

export interface DecodedText {
  result: string;
  resultEncoding: 'utf8' | 'hex';
}

export function decodedText(bytes: Uint8Array): DecodedText {
  const text = utf8Decode(bytes);
  return text === undefined ? { result: bytesToHex(bytes), resultEncoding: 'hex' } : { result: text, resultEncoding: 'utf8' };
}

/** The output fields of an encode/decode tool whose decode answers through decodedText. */
export function decodedTextOutput(encoding: string) {
  return {
    result: Type.String({ description: `encode: the ${encoding}; decode: the decoded text, or the bytes in hex when they are not UTF-8 text (see resultEncoding)` }),
    resultEncoding: Type.Optional(stringEnum(['utf8', 'hex'], { description: 'decode only: utf8 when result is the decoded text, hex when it is the bytes in hex' })),
  };
}
