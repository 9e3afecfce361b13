/**
 * A PDF field that takes a public https URL in place of Base64 (pdf-extract's `pdf`, spec 4.3).
 * The file comes through ctx.fetch, the runtime's guarded fetch (no private or loopback
 * addresses, redirects, size and time bounded: runtime-node/guarded-fetch.ts); its refusals,
 * which name `url`, are renamed to the field. At most MAX_PDF_BYTES of body are read whatever the
 * fetch delivers, and the body must start like a PDF; an HTTP error status, a body that is not a
 * PDF, and a runtime with no network all answer 400 naming the field.
 */
import { invalid, ToolError } from '../../errors.ts';
import type { ToolContext } from '../../tool.ts';
import { quoteClipped } from '../quote.ts';
import { readCapped } from '../read-capped.ts';
import type { ByteBudget } from './file-bytes.ts';
import { MAX_PDF_BYTES } from './limits.ts';
import { hasPdfHeader } from './open-pdf.ts';

/** Whether `text` is meant as a URL rather than Base64: it has a scheme (Base64 has no ":"), and is not a data: URL. */
export function isUrlText(text: string): boolean {
  return /^\s*[a-z][a-z0-9+.-]*:/i.test(text) && !/^\s*data:/i.test(text);
}

/** The guarded fetch's "url: …" refusals, said of `field`. */
function renamed(field: string, error: ToolError): ToolError {
  return error.message.startsWith('url: ') ? new ToolError(error.code, `${field}: ${error.message.slice('url: '.length)}`) : error;
}

/** The PDF at the https URL `text`, checked as the module comment says and counted against `budget`. */
export async function fetchPdfBytes(field: string, text: string, ctx: ToolContext, budget: ByteBudget): Promise<Uint8Array> {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    invalid(`${field}: ${quoteClipped(text.trim(), 60)} is neither Base64 nor a valid URL`);
  }
  if (url.protocol !== 'https:') invalid(`${field}: only https URLs are fetched, not ${quoteClipped(url.protocol, 20)}`);
  if (!ctx.fetch) invalid(`${field}: this runtime cannot fetch URLs (it offers no network access); send the PDF as Base64 instead`);
  const host = url.host;
  let response: Response;
  try {
    response = await ctx.fetch(url.href, { headers: { accept: 'application/pdf,*/*;q=0.1' }, signal: ctx.signal, redirect: 'follow' });
  } catch (error) {
    if (error instanceof ToolError) throw renamed(field, error);
    if (ctx.signal.aborted) throw error;
    invalid(`${field}: the file at ${host} could not be fetched`);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    invalid(`${field}: ${host} answered HTTP ${response.status}${response.statusText ? ` ${quoteClipped(response.statusText, 60).slice(1, -1)}` : ''}`);
  }
  let bytes: Uint8Array;
  try {
    bytes = await readCapped(response, MAX_PDF_BYTES, () => invalid(`${field}: the file at ${host} is larger than ${MAX_PDF_BYTES} bytes, the limit`));
  } catch (error) {
    if (error instanceof ToolError) throw renamed(field, error);
    if (ctx.signal.aborted) throw error;
    invalid(`${field}: the file at ${host} could not be read to the end`);
  }
  if (!hasPdfHeader(bytes)) {
    const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
    invalid(`${field}: ${host} sent ${type === '' ? 'a file of no stated type' : quoteClipped(type, 60)}, not a PDF (no %PDF- header in its first 1024 bytes)`);
  }
  budget.take(field, bytes.length);
  return bytes;
}
