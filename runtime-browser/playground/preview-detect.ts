/**
 * Which parts of a result deserve a preview beside the JSON: SVG, HTML, PDF, images and CSV.
 * Pure (no DOM), so it is unit tested; rendering is preview-render.ts's job. Detection looks at
 * content (magic bytes, leading markup), and at field names only where content is ambiguous
 * (any text could be CSV).
 */
import { base64ToBytes } from './base64.ts';

export type Preview =
  | { kind: 'svg'; field: string; svg: string }
  | { kind: 'html'; field: string; html: string }
  | { kind: 'pdf'; field: string; bytes: Uint8Array }
  | { kind: 'image'; field: string; bytes: Uint8Array; type: string }
  | { kind: 'csv'; field: string; csv: string; delimiter?: string };

/** More previews than this is noise (a list of 500 icons); the JSON still shows everything. */
export const MAX_PREVIEWS = 12;

const IMAGE_MAGIC: [number[], string][] = [
  [[0x89, 0x50, 0x4e, 0x47], 'image/png'],
  [[0xff, 0xd8, 0xff], 'image/jpeg'],
  [[0x47, 0x49, 0x46, 0x38], 'image/gif'],
  [[0x52, 0x49, 0x46, 0x46], 'image/webp'],
];
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
/** How Base64 of those magic numbers starts, so a string is decoded only when it may be one. */
const BASE64_FILE_START = /^(JVBERi0|iVBORw0KGgo|\/9j\/|R0lGOD|UklGR)/;
const BASE64_TEXT = /^[A-Za-z0-9+/\r\n]+={0,2}$/;
const DATA_URL = /^data:(image\/(?:png|jpeg|gif|webp|svg\+xml)|application\/pdf);base64,([A-Za-z0-9+/=\s]+)$/;
const CSV_FIELD = /(^|[^a-z])(csv|tsv)$/i;

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return magic.every((byte, index) => bytes[index] === byte);
}

function fromBytes(field: string, bytes: Uint8Array): Preview | undefined {
  if (startsWith(bytes, PDF_MAGIC)) return { kind: 'pdf', field, bytes };
  for (const [magic, type] of IMAGE_MAGIC) if (startsWith(bytes, magic)) return { kind: 'image', field, bytes, type };
  return undefined;
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
 */
export function findPreviews(result: unknown, limit = MAX_PREVIEWS): Preview[] {
  const found: Preview[] = [];
  const add = (field: string, value: unknown) => {
    if (found.length >= limit) return;
    const preview = previewOf(field, value);
    if (preview) found.push(preview);
  };
  add('result', result);
  if (typeof result !== 'object' || result === null || result instanceof Uint8Array) return found;
  for (const [field, value] of Object.entries(result)) {
    if (Array.isArray(value)) {
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
