/**
 * Binary fields of the catalog's tools (issues 24 and 25: `bin` = Base64 of at most 10 MB). In
 * JSON a file travels as Base64; `contentEncoding` (JSON Schema's own annotation) tells a client
 * so, and the playground offers a file picker and drop for such an input and a preview and
 * download for such a result (runtime-browser/playground/field-kinds.ts).
 */
import { Type, type StringOptions } from '@sinclair/typebox';
import { invalid } from '../errors.ts';
import { decodeBase64 } from './base64.ts';
import { utf8Encode } from './utf8.ts';

/** Decoded bytes one binary field may hold: 10 MB. */
export const MAX_BINARY_BYTES = 10_000_000;

/** The Base64 text of MAX_BINARY_BYTES (four characters per three bytes), plus a data: URL's prefix. */
export const MAX_BINARY_BASE64_CHARS = Math.ceil(MAX_BINARY_BYTES / 3) * 4 + 256;

const DATA_URL_PREFIX = /^data:[^,]{0,200};base64,/i;

/** An input field holding a file in Base64 (a data: URL is accepted too). */
export function binaryInput(description: string, options: StringOptions = {}) {
  return Type.String({
    maxLength: MAX_BINARY_BASE64_CHARS,
    contentEncoding: 'base64',
    contentMediaType: 'application/octet-stream',
    ...options,
    description: `${description} (Base64 or a data: URL, at most ${MAX_BINARY_BYTES / 1e6} MB decoded)`,
  });
}

/** A result field holding bytes in Base64, which the playground previews and offers to download. */
export function binaryOutput(description: string, mediaType = 'application/octet-stream') {
  return Type.String({ contentEncoding: 'base64', contentMediaType: mediaType, description });
}

/**
 * The bytes of a binary field, naming the field when its text is not Base64 or decodes to more than
 * `maxBytes`. Empty input is allowed here: a tool for which no bytes mean nothing says so itself.
 */
export function binaryBytes(field: string, text: string, maxBytes = MAX_BINARY_BYTES): Uint8Array {
  const decoded = decodeBase64(text.replace(DATA_URL_PREFIX, ''));
  if (!decoded.ok) invalid(`${field}: is not valid Base64 (${decoded.reason})`);
  if (decoded.bytes.length > maxBytes) invalid(`${field}: holds ${decoded.bytes.length} bytes, more than the ${maxBytes} allowed`);
  return decoded.bytes;
}

/** The bytes of a tool that takes text (its UTF-8) or a file, exactly one of the two. */
export function textOrBinaryBytes(text: string | undefined, bin: string | undefined): Uint8Array {
  if ((text === undefined) === (bin === undefined)) invalid('text: give exactly one of text or bin');
  return text !== undefined ? utf8Encode(text, 'text') : binaryBytes('bin', bin!);
}
