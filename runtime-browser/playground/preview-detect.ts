/**
 * Which parts of a result deserve a preview beside the JSON: SVG, HTML, PDF, images, CSV, and any
 * other bytes as a file to download. Pure (no DOM), so it is unit tested; rendering is
 * preview-render.ts's job. Detection looks at content (magic bytes, leading markup), and at
 * field names only where content is ambiguous (any text could be CSV).
 *
 * Bytes with no telling signature are a file only where the tool says the text is bytes: its
 * output schema (`contentEncoding: base64`, from binaryOutput in core/lib/binary-field.ts), or
 * the result itself, in a sibling `<field>Encoding` or `<field>Format` of base64 or hex (gzip,
 * text-encoding and data-uri answer text or bytes in one field, and say which beside it).
 */
import { decodeHex } from '../../core/lib/hex.ts';
import { base64ToBytes } from './base64.ts';

export type Preview =
  | { kind: 'svg'; field: string; svg: string }
  | { kind: 'html'; field: string; html: string }
  | { kind: 'pdf'; field: string; bytes: Uint8Array }
  | { kind: 'image'; field: string; bytes: Uint8Array; type: string }
  | { kind: 'csv'; field: string; csv: string; delimiter?: string }
  | { kind: 'file'; field: string; bytes: Uint8Array; type: string };

/** The result fields a tool's output schema declares as Base64 bytes, with their media types. */
export type BinaryFields = Readonly<Record<string, string>>;

/** More previews than this is noise (a list of 500 icons); the JSON still shows everything. */
export const MAX_PREVIEWS = 12;

const IMAGE_MAGIC: [number[], string][] = [
  [[0x89, 0x50, 0x4e, 0x47], 'image/png'],
  [[0xff, 0xd8, 0xff], 'image/jpeg'],
  [[0x47, 0x49, 0x46, 0x38], 'image/gif'],
  [[0x52, 0x49, 0x46, 0x46], 'image/webp'],
];
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
const GZIP_MAGIC = [0x1f, 0x8b, 0x08]; // RFC 1952: ID1, ID2, CM = deflate
/** How Base64 of those magic numbers starts, so a string is decoded only when it may be one. */
const BASE64_FILE_START = /^(JVBERi0|iVBORw0KGgo|\/9j\/|R0lGOD|UklGR|H4sI)/;
const BASE64_TEXT = /^[A-Za-z0-9+/\r\n]+={0,2}$/;
const DATA_URL = /^data:(image\/(?:png|jpeg|gif|webp|svg\+xml)|application\/pdf);base64,([A-Za-z0-9+/=\s]+)$/;
const CSV_FIELD = /(^|[^a-z])(csv|tsv)$/i;

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return magic.every((byte, index) => bytes[index] === byte);
}

/** An ISOBMFF file whose ftyp box names the AVIF brand first (image-convert's AVIF). */
const isAvif = (bytes: Uint8Array) => String.fromCharCode(...bytes.subarray(4, 12)) === 'ftypavif';

/** `declaredType`: the media type of bytes the tool says are a file, which are one whatever they hold. */
function fromBytes(field: string, bytes: Uint8Array, declaredType?: string): Preview | undefined {
  if (startsWith(bytes, PDF_MAGIC)) return { kind: 'pdf', field, bytes };
  for (const [magic, type] of IMAGE_MAGIC) if (startsWith(bytes, magic)) return { kind: 'image', field, bytes, type };
  if (isAvif(bytes)) return { kind: 'image', field, bytes, type: 'image/avif' };
  if (startsWith(bytes, GZIP_MAGIC)) return { kind: 'file', field, bytes, type: 'application/gzip' };
  return declaredType === undefined ? undefined : { kind: 'file', field, bytes, type: declaredType };
}

const OCTET_STREAM = 'application/octet-stream';

/**
 * The bytes of `field` when the result or the schema says its text is bytes: undefined when
 * nothing says so, or when the text is not what was said.
 */
function declaredBytes(result: Record<string, unknown>, field: string, value: string, binaryFields: BinaryFields): { bytes: Uint8Array; type: string } | undefined {
  const encoding = result[`${field}Encoding`] ?? result[`${field}Format`];
  const declared = binaryFields[field];
  if (declared === undefined && encoding !== 'base64' && encoding !== 'hex') return undefined;
  // data-uri names the media type of the content it decoded beside it.
  const type = declared ?? (typeof result.mediaType === 'string' && result.mediaType !== '' ? result.mediaType : OCTET_STREAM);
  if (encoding === 'hex') {
    const decoded = decodeHex(value);
    return decoded.ok ? { bytes: decoded.bytes, type } : undefined;
  }
  const bytes = base64ToBytes(value);
  return bytes ? { bytes, type } : undefined;
}

function looksLikeSvg(text: string): boolean {
  return /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(text);
}

function looksLikeHtml(field: string, text: string): boolean {
  if (/^(<!doctype html|<html[\s>])/i.test(text)) return true;
  // A fragment (markdown-to-html's output) counts only in a field that says it is HTML.
  return /html/i.test(field) && /^</.test(text) && /<\/[a-z][a-z0-9]*>/i.test(text);
}

function fromString(field: string, value: string): Preview | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  if (looksLikeSvg(text)) return { kind: 'svg', field, svg: text };
  if (looksLikeHtml(field, text)) return { kind: 'html', field, html: text };
  const dataUrl = DATA_URL.exec(text);
  if (dataUrl) {
    if (dataUrl[1] === 'image/svg+xml') {
      const bytes = base64ToBytes(dataUrl[2]!);
      return bytes ? { kind: 'svg', field, svg: new TextDecoder().decode(bytes) } : undefined;
    }
    const bytes = base64ToBytes(dataUrl[2]!);
    return bytes ? fromBytes(field, bytes) : undefined;
  }
  if (BASE64_FILE_START.test(text) && BASE64_TEXT.test(text)) {
    const bytes = base64ToBytes(text);
    if (bytes) return fromBytes(field, bytes);
  }
  if (CSV_FIELD.test(field) && text.includes('\n')) {
    return { kind: 'csv', field, csv: text, ...(/tsv$/i.test(field) ? { delimiter: '\t' } : {}) };
  }
  return undefined;
}

function previewOf(field: string, value: unknown): Preview | undefined {
  if (typeof value === 'string') return fromString(field, value);
  if (value instanceof Uint8Array) return fromBytes(field, value);
  return undefined;
}

/**
 * The previews of a tool's result: the result itself, its fields, and items of array fields; at
 * most `limit` (the page asks for more, to offer every file of a split for download).
 * `binaryFields`: what the tool's output schema declares as bytes.
 */
export function findPreviews(result: unknown, limit = MAX_PREVIEWS, binaryFields: BinaryFields = {}): Preview[] {
  const found: Preview[] = [];
  const add = (field: string, value: unknown) => {
    if (found.length >= limit) return;
    const preview = previewOf(field, value);
    if (preview) found.push(preview);
  };
  add('result', result);
  if (typeof result !== 'object' || result === null || result instanceof Uint8Array) return found;
  const fields = result as Record<string, unknown>;
  for (const [field, value] of Object.entries(fields)) {
    const file = typeof value === 'string' ? declaredBytes(fields, field, value, binaryFields) : undefined;
    if (file) {
      const preview = fromBytes(field, file.bytes, file.type);
      if (preview && found.length < limit) found.push(preview);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        if (typeof item === 'object' && item !== null && !(item instanceof Uint8Array)) {
          for (const [inner, innerValue] of Object.entries(item)) add(`${field}[${index}].${inner}`, innerValue);
        } else {
          add(`${field}[${index}]`, item);
        }
      });
    } else {
      add(field, value);
    }
  }
  return found;
}
