/**
 * The `from` field of the byte-level encoding tools (hex, hexdump, text-to-binary, charcode…):
 * the bytes in `text` are its UTF-8 (utf8) or the Base64 it holds (b64); decoding gives them back
 * the same way.
 */
import { stringEnum, withDefault } from '../schema.ts';
import { invalid } from '../errors.ts';
import { bytesToBase64 } from './base64.ts';
import { binaryBytes } from './binary-field.ts';
import { utf8Decode, utf8Encode } from './utf8.ts';

export type BytesAs = 'utf8' | 'b64';

/** The schema of the `from` field. */
export function bytesAsField() {
  return withDefault(
    stringEnum(['utf8', 'b64'], {
      description:
        'How the bytes are written on the plain side: utf8 = text as UTF-8 (encode reads it, decode must give valid UTF-8); ' +
        'b64 = Base64 of any bytes (encode reads Base64 from text, decode answers Base64). Default utf8',
    }),
    'utf8',
  );
}

/** The bytes of `text` read as `from` says, naming `field` when they cannot be read. */
export function bytesOfText(text: string, from: BytesAs, field: string): Uint8Array {
  return from === 'b64' ? binaryBytes(field, text) : utf8Encode(text, field);
}

/** Decoded bytes as `from` says, naming `field` when they are not UTF-8 text. */
export function textOfBytes(bytes: Uint8Array, from: BytesAs, field: string): string {
  if (from === 'b64') return bytesToBase64(bytes);
  return utf8Decode(bytes) ?? invalid(`${field}: decodes to bytes that are not valid UTF-8 text (set from to b64 to get them as Base64)`);
}
