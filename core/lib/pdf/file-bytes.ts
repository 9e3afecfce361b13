/** The bytes of a Base64 file field (a PDF or an image), within one request's byte budget. */
import { invalid } from '../../errors.ts';
import { decodeBase64 } from '../base64.ts';
import { MAX_PDF_BYTES } from './limits.ts';

const DATA_URL_PREFIX = /^data:[^,]{0,200};base64,/i;

/** Counts the decoded bytes of every file of one request against MAX_PDF_BYTES. */
export interface ByteBudget {
  take(field: string, bytes: number): void;
}

export function createByteBudget(limit = MAX_PDF_BYTES): ByteBudget {
  let used = 0;
  return {
    take(field, bytes) {
      used += bytes;
      if (used > limit) invalid(`${field}: the files of one request may hold at most ${limit} bytes together`);
    },
  };
}

/** Decodes `field`'s Base64 (or Base64 data: URL), naming the field when it is not Base64 or empty. */
export function fileBytes(field: string, text: string, budget: ByteBudget): Uint8Array {
  const decoded = decodeBase64(text.replace(DATA_URL_PREFIX, ''));
  if (!decoded.ok) invalid(`${field}: is not valid Base64 (${decoded.reason})`);
  if (decoded.bytes.length === 0) invalid(`${field}: is empty`);
  budget.take(field, decoded.bytes.length);
  return decoded.bytes;
}
