/**
 * The client IP that requests are limited and logged by. With TRUST_PROXY=N the server sits behind
 * N proxies, each appending the address it received the request from to X-Forwarded-For; so the
 * Nth entry from the right was written by the outermost trusted proxy, and everything left of it
 * may be forged by the client.
 */
import { isIP } from 'node:net';

/** Socket addresses of IPv4 clients on a dual-stack listener arrive as ::ffff:a.b.c.d. */
const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;
/** Some proxies (Azure Application Gateway, for one) append the port: a.b.c.d:port or [v6]:port. */
const IPV4_WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/;
const BRACKETED_IPV6 = /^\[([^\]]+)\](?::\d{1,5})?$/;

/** One spelling per address, so ::FFFF:10.0.0.1 and 10.0.0.1 share one rate-limit bucket. */
function normalize(address: string): string {
  const lower = address.toLowerCase();
  return IPV4_MAPPED.exec(lower)?.[1] ?? lower;
}

/** The address in one X-Forwarded-For entry, or undefined when the entry is not an IP address. */
function forwardedAddress(entry: string): string | undefined {
  const address = IPV4_WITH_PORT.exec(entry)?.[1] ?? BRACKETED_IPV6.exec(entry)?.[1] ?? entry;
  return isIP(address) === 0 ? undefined : normalize(address);
}

/**
 * `socketAddress`: the peer of the TCP connection; `forwardedFor`: the X-Forwarded-For header
 * (every occurrence joined with commas, as Headers.get gives it) or null; `trustProxy`: hops.
 *
 * With fewer than N entries, the leftmost is taken: the request passed fewer proxies than
 * configured, and the leftmost is still the farthest address a trusted proxy vouched for.
 * Entries are counted by position, empty or malformed ones included, because dropping one would
 * shift which entry is trusted. When the chosen entry is not an IP address, the socket address
 * is used instead of the raw text: a client able to put text there must not get a fresh
 * rate-limit bucket per spelling; falling back puts all such requests in the proxy's one bucket.
 * A missing or empty header also falls back to the socket address.
 */
export function clientIp(socketAddress: string | undefined, forwardedFor: string | null, trustProxy: number): string {
  const socket = socketAddress ? normalize(socketAddress) : 'unknown';
  if (trustProxy <= 0 || forwardedFor === null || forwardedFor.trim() === '') return socket;
  return forwardedAddress(trustedEntry(forwardedFor, trustProxy) ?? '') ?? socket;
}

/**
 * The entry of a comma-separated X-Forwarded-* header that the outermost of `trustProxy` proxies
 * wrote: the Nth from the right, or the leftmost when there are fewer (trimmed). X-Forwarded-For,
 * -Proto and -Host are all read this way.
 */
export function trustedEntry(header: string | null, trustProxy: number): string | undefined {
  if (header === null) return undefined;
  const entries = header.split(',');
  return entries[Math.max(0, entries.length - trustProxy)]?.trim();
}
