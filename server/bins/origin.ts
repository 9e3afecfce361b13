/**
 * Where a new bin says it can be reached ({bin_url} of the spec). With BIN_HOST set, always
 * `https://{BIN_HOST}`. Otherwise the origin the creating request was sent to: the request's own
 * URL (its Host header), or behind TRUST_PROXY=N proxies the X-Forwarded-Proto and
 * X-Forwarded-Host they set, read like X-Forwarded-For: the Nth entry from the right (the
 * leftmost when there are fewer), since only what the outermost trusted proxy wrote can be
 * believed. A value that is not a plain scheme or host is ignored, so a client cannot make the
 * server hand out a URL with a path, credentials or markup in it.
 */
import { trustedEntry } from '../rate-limit/client-ip.ts';

/** A DNS name or IPv4 address, or a bracketed IPv6 address, with an optional port. */
export const HOST_NAME = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?$/;

/** `scheme://host[:port]` of the request as its client addressed it. */
export function requestOrigin(request: Request, trustProxy: number): string {
  const url = new URL(request.url);
  let scheme = url.protocol.slice(0, -1);
  let host = url.host;
  if (trustProxy > 0) {
    const forwardedProto = trustedEntry(request.headers.get('x-forwarded-proto'), trustProxy)?.toLowerCase();
    if (forwardedProto === 'http' || forwardedProto === 'https') scheme = forwardedProto;
    const forwardedHost = trustedEntry(request.headers.get('x-forwarded-host'), trustProxy);
    if (forwardedHost !== undefined && HOST_NAME.test(forwardedHost)) host = forwardedHost.toLowerCase();
  }
  return `${scheme}://${host}`;
}

export interface BinUrls {
  /** Where requests are captured: `{bin_url}/bins/{id}/in`. */
  url: string;
  /** Where the bin is read: `{bin_url}/bins/{id}` (JSON, or the live page for a browser). */
  inspectUrl: string;
}

/**
 * `prefix` is the BASE_PATH the creating request came in under ("" at the root): bins are
 * reached under it as the API is, so a bin created through `/tools/bins` is handed out as
 * `/tools/bins/{id}/in`. BIN_HOST names a host that serves bins at its root, so no prefix.
 */
export function binUrls(id: string, { binHost, origin, prefix }: { binHost: string | undefined; origin: string; prefix: string }): BinUrls {
  const root = binHost === undefined ? `${origin}${prefix}` : `https://${binHost}`;
  return { url: `${root}/bins/${id}/in`, inspectUrl: `${root}/bins/${id}` };
}
