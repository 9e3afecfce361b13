import { Type, type Static } from '@sinclair/typebox';
import { hostnameProblem } from '../../lib/hostname-rules.ts';
import { parseIpv4, parseIpv6 } from '../../lib/ip-address.ts';
import { lazy } from '../../lib/lazy.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { loneSurrogateIndex } from '../../lib/utf8.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (the spec leaves them open):
 * - Valid means both validator.js's isURL (13.15.20 or later: older ones have a CVE) and the WHATWG URL
 *   parser accept it. isURL runs with its defaults (http, https and ftp; a host with a top-level
 *   domain or an IP address, so http://localhost is refused; port 1-65535; 2084 characters at most)
 *   plus require_protocol, since WHATWG URL has no scheme-less form; require_https narrows the
 *   schemes to https.
 * - Stricter than isURL in one place: the scheme must be followed by "//" (isURL takes https:example.com).
 * - The reason is ours, one rule per isURL check, in the order a reader would fix them.
 * - An invalid URL is a success with valid false and the reason, not an error.
 */

const loadIsUrl = lazy(async () => (await import('validator/lib/isURL.js')).default);

const MAX_URL_LENGTH = 2084;
const SCHEMES = ['http', 'https', 'ftp'];
const SCHEME = /^([a-z][a-z0-9+\-.]*):/i;
const BRACKETED_HOST = /^\[([^\]]+)\](?::([0-9]+))?$/;

const codePoint = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

function hostProblem(host: string): string | undefined {
  if (host === '') return 'the URL has no host';
  if (/^[\d.]+$/.test(host) || /^0x/i.test(host)) {
    const ipv4 = parseIpv4(host);
    // All digits and dots but not an address: isFQDN refuses the all-digit top-level domain too.
    return ipv4.ok ? undefined : `the host ${quoteClipped(host)} is not a valid IPv4 address: it ${ipv4.reason}`;
  }
  const problem = hostnameProblem(host);
  return problem === undefined ? undefined : `the host ${quoteClipped(host)} ${problem}`;
}

function portProblem(port: string | undefined): string | undefined {
  if (port === undefined || port === '') return undefined;
  if (!/^\d+$/.test(port)) return `the port ${quoteClipped(port)} is not a number`;
  const value = Number(port);
  if (value < 1 || value > 65535) return `the port ${port.length > 10 ? `${port.slice(0, 10)}…` : port} is out of range 1-65535`;
  return undefined;
}

/** The first reason isURL (or WHATWG URL) would refuse `url`, as a reader would fix them; undefined when none. */
function urlProblem(url: string, requireHttps: boolean): string | undefined {
  if (url === '') return 'the URL is empty';
  const lone = loneSurrogateIndex(url);
  if (lone >= 0) return `the URL contains a lone surrogate (U+${url.charCodeAt(lone).toString(16).toUpperCase()}) at index ${lone}`;
  if (url.length > MAX_URL_LENGTH) return `the URL is ${url.length} characters long; at most ${MAX_URL_LENGTH} (validator.js's limit)`;
  const bad = /[\s<>]/.exec(url);
  if (bad) {
    const char = bad[0];
    const encoded = `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
    return /\s/.test(char)
      ? `the URL contains whitespace (${codePoint(char)}) at index ${bad.index}${char.charCodeAt(0) < 0x80 ? `; percent-encode it as ${encoded}` : ''}`
      : `the URL contains ${JSON.stringify(char)} at index ${bad.index}; percent-encode it as ${encoded}`;
  }
  if (url.startsWith('mailto:')) return 'a mailto: link is an email address, not a web URL (email-validate checks addresses)';
  const scheme = SCHEME.exec(url);
  const afterScheme = scheme ? url.slice(scheme[0].length) : url;
  if (!scheme || (/^\d/.test(afterScheme) && !afterScheme.startsWith('//'))) {
    return 'the URL has no scheme; start it with https:// (or http://, ftp://)';
  }
  const protocol = scheme[1]!.toLowerCase();
  if (requireHttps && protocol !== 'https') return `the scheme is ${quoteClipped(protocol, 20)}: and require_https asks for https:`;
  if (!SCHEMES.includes(protocol)) return `the scheme ${quoteClipped(protocol, 20)}: is not allowed; use http, https or ftp`;
  if (!afterScheme.startsWith('//')) return `the scheme must be followed by "//" (${protocol}://host/…)`;

  const authority = afterScheme.slice(2).split(/[/?#]/, 1)[0]!;
  if (authority === '') return 'the URL has no host (nothing between "//" and the path)';
  let hostAndPort = authority;
  const at = authority.split('@');
  if (at.length > 1) {
    const credentials = at[0]!;
    if (credentials === '') return 'the URL has an "@" with nothing before it (empty credentials)';
    const userAndPassword = credentials.split(':');
    if (userAndPassword.length > 2) return 'the credentials have more than one ":" (percent-encode it as %3A)';
    if (userAndPassword[0] === '' && userAndPassword[1] === '') return 'the credentials are empty (":@")';
    if (at.length > 2) return 'the URL has more than one "@" before the path (percent-encode "@" in credentials as %40)';
    hostAndPort = at[1]!;
  }

  if (hostAndPort.startsWith('[')) {
    const bracketed = BRACKETED_HOST.exec(hostAndPort);
    if (!bracketed) return 'the IPv6 host is not closed by "]", or something other than ":port" follows it';
    const ipv6 = parseIpv6(bracketed[1]!);
    if (!ipv6.ok) return `the IPv6 host [${quoteClipped(bracketed[1]!).slice(1, -1)}] ${ipv6.reason}`;
    if (ipv6.zone !== undefined) return 'the IPv6 host has a zone ("%…"), which URLs cannot carry';
    return portProblem(bracketed[2]);
  }
  const [host, ...portParts] = hostAndPort.split(':');
  return portProblem(portParts.length > 0 ? portParts.join(':') : undefined) ?? hostProblem(host!);
}

/** Why WHATWG URL refuses a URL that passed every isURL rule: in practice, IDNA refusing the host. */
function whatwgProblem(url: string): string {
  const authority = url.replace(SCHEME, '').slice(2).split(/[/?#]/, 1)[0]!;
  const host = authority.slice(authority.lastIndexOf('@') + 1).split(':', 1)[0]!;
  if (/(?:^|\.)xn--/i.test(host) || /[^\x00-\x7f]/.test(host)) {
    return `the host ${quoteClipped(host)} is not a valid internationalized domain name (IDNA refuses it)`;
  }
  return 'the WHATWG URL parser refuses it';
}

const output = closedObject({
  valid: Type.Boolean({ description: 'Whether the URL is valid (validator.js isURL and the WHATWG URL parser both accept it)' }),
  reason: Type.Optional(Type.String({ description: 'Why the URL is invalid (present only when valid is false)' })),
  normalized: Type.Optional(Type.String({ description: 'The URL as the WHATWG URL parser serializes it (lowercase scheme and host, punycode, default port dropped, path normalized)' })),
  protocol: Type.Optional(Type.String({ description: 'The scheme with its colon, e.g. https:' })),
  hostname: Type.Optional(Type.String({ description: 'The host without the port, as WHATWG URL writes it (IPv6 in brackets)' })),
});

export default defineTool({
  id: 'url-validate',
  name: 'URL Validator',
  category: 'validation',
  description:
    'Check whether text is a valid web URL (http, https or ftp; a host with a top-level domain or an IP address) as both validator.js\'s isURL ' +
    'and the WHATWG URL parser accept it, with the reason when it is not and the normalized URL when it is. require_https accepts only https.',
  keywords: ['link checker', 'url checker', 'valid url', 'uri', 'is url', 'href'],
  input: closedObject({
    url: Type.String({ maxLength: 1_000_000, description: 'The URL, with its scheme, e.g. https://example.com/path?q=1' }),
    require_https: withDefault(Type.Boolean({ description: 'Accept only https: URLs' }), false),
  }),
  output,
  examples: [
    {
      title: 'A valid URL, normalized',
      input: { url: 'HTTPS://Example.COM:443/a/../b?q=1#top' },
      output: { valid: true, normalized: 'https://example.com/b?q=1#top', protocol: 'https:', hostname: 'example.com' },
    },
    {
      title: 'http refused when https is required',
      input: { url: 'http://example.com/', require_https: true },
      output: { valid: false, reason: 'the scheme is "http": and require_https asks for https:' },
    },
    {
      title: 'A host without a top-level domain',
      input: { url: 'http://intranet/home' },
      output: { valid: false, reason: 'the host "intranet" has no top-level domain (a name such as example.com has two or more labels)' },
    },
  ],
  async run({ url, require_https }): Promise<Static<typeof output>> {
    const problem = urlProblem(url, require_https);
    if (problem !== undefined) return { valid: false, reason: problem };
    const isURL = await loadIsUrl();
    if (!isURL(url, { protocols: require_https ? ['https'] : SCHEMES, require_protocol: true })) {
      return { valid: false, reason: 'validator.js\'s isURL refuses it' };
    }
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return { valid: false, reason: whatwgProblem(url) };
    }
    return { valid: true, normalized: parsed.href, protocol: parsed.protocol, hostname: parsed.hostname };
  },
});
