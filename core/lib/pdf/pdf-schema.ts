/**
 * The schemas of PDF and image fields. `contentEncoding` and `contentMediaType` (JSON Schema's own
 * annotations) tell a client what the string holds: the playground offers a file picker and drop
 * for such an input field and a preview and download for such a result field.
 */
import { Type } from '@sinclair/typebox';
import { MAX_PDF_BASE64_CHARS } from './limits.ts';

export const PDF_MEDIA_TYPE = 'application/pdf';

/** An input field holding a PDF file in Base64 (a data: URL prefix is accepted too). */
export function pdfInput(description: string) {
  return Type.String({ minLength: 1, maxLength: MAX_PDF_BASE64_CHARS, contentEncoding: 'base64', contentMediaType: PDF_MEDIA_TYPE, description });
}

/** An input field holding a JPEG or PNG image in Base64. */
export function imageInput(description: string) {
  return Type.String({ minLength: 1, maxLength: MAX_PDF_BASE64_CHARS, contentEncoding: 'base64', contentMediaType: 'image/*', description });
}

/** A result field holding a PDF file in Base64. */
export function pdfOutput(description = 'The PDF file, Base64-encoded') {
  return Type.String({ contentEncoding: 'base64', contentMediaType: PDF_MEDIA_TYPE, description });
}
