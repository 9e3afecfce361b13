/**
 * How a captured request reads on the live page, shared by the server's rendering (page.ts) and
 * the browser script that adds live captures (page-script.ts), so both write the same words.
 */
import type { RequestView } from './capture.ts';

/** The request's target: `/in`, its sub-path, and the query. */
export function targetOf(request: Pick<RequestView, 'path' | 'query'>): string {
  return `/in${request.path}${request.query === '' ? '' : `?${request.query}`}`;
}

/** The facts under a request's title. */
export function metaOf(request: RequestView): string[] {
  const facts = [request.receivedAt, `${request.size} bytes`, request.contentType ?? 'no content type'];
  if (request.truncated) facts.push('body clipped to 64 KiB');
  if (request.bodyEncoding === 'base64') facts.push('body not UTF-8, shown as base64');
  return facts;
}

