/**
 * The result as the JSON view shows it. A PDF's Base64 (megabytes of it, from a merge or a split)
 * reads as a placeholder, "<PDF, 123,456 bytes>": its preview shows the document and its Download
 * button saves it, and the copy button copies the full JSON (fullJson). Pure, so it is unit tested.
 */
import { base64ByteLength, exactSize } from './file-rules.ts';

/** "%PDF-" in Base64, then Base64 only; or a data: URL of a PDF. */
const PDF_BASE64 = /^(?:data:application\/pdf;base64,)?JVBERi0[A-Za-z0-9+/\r\n]*={0,2}$/;

/** Whether a result string is a PDF in Base64 (no decoding: the text is checked, not parsed). */
export function isPdfBase64(value: string): boolean {
  return PDF_BASE64.test(value);
}

function shownReplacer(_key: string, value: unknown): unknown {
  if (value instanceof Uint8Array) return `<${exactSize(value.length)}>`;
  if (typeof value === 'string' && isPdfBase64(value)) return `<PDF, ${exactSize(base64ByteLength(value))}>`;
  return value;
}

/** The JSON text shown: files as placeholders. */
export function shownJson(value: unknown): string {
  return JSON.stringify(value, shownReplacer, 2) ?? 'undefined';
}

/** The JSON text copied: everything, Base64 included (bytes as Base64 too would need a decision; they show as their size). */
export function fullJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => (inner instanceof Uint8Array ? `<${exactSize(inner.length)}>` : inner), 2) ?? 'undefined';
}
