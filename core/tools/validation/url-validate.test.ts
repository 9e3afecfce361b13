import fc from 'fast-check';
import isURL from 'validator/lib/isURL.js';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface UrlValidation {
  valid: boolean;
  reason?: string;
  normalized?: string;
  protocol?: string;
  hostname?: string;
}

const validate = (url: string, require_https = false) => run<UrlValidation>('url-validate', { url, require_https });

/** The two references, run directly: validator.js's isURL (with a scheme required) and the WHATWG parser. */
function references(url: string, requireHttps = false): boolean {
  const byValidator = isURL(url, { protocols: requireHttps ? ['https'] : ['http', 'https', 'ftp'], require_protocol: true });
  let byWhatwg = true;
  try {
    new URL(url);
  } catch {
    byWhatwg = false;
  }
  return byValidator && byWhatwg;
}

describe('url-validate', () => {
  it('accepts what both references accept, normalized as WHATWG URL writes it', async () => {
    // node: new URL(url).href
    const valid: [string, string][] = [
      ['https://example.com', 'https://example.com/'],
      ['HTTPS://EXAMPLE.COM', 'https://example.com/'],
      ['http://127.0.0.1:8080/x', 'http://127.0.0.1:8080/x'],
      ['https://[::1]/', 'https://[::1]/'],
      ['https://[2001:db8::1]:443/a', 'https://[2001:db8::1]/a'],
      ['ftp://ftp.example.com/file', 'ftp://ftp.example.com/file'],
      ['http://user:pass@example.com', 'http://user:pass@example.com/'],
      ['https://bücher.de', 'https://xn--bcher-kva.de/'],
      ['https://xn--bcher-kva.de', 'https://xn--bcher-kva.de/'],
      ['http://example.com#a#b', 'http://example.com/#a#b'],
      ['http://example.com?a=1&b', 'http://example.com/?a=1&b'],
      ['http://example.com:/', 'http://example.com/'],
      ['http://a.b.c.d.e.f.com/%zz', 'http://a.b.c.d.e.f.com/%zz'],
    ];
    for (const [url, normalized] of valid) {
      expect(references(url), url).toBe(true);
      expect(await validate(url), url).toMatchObject({ valid: true, normalized });
    }
    expect(await validate('https://Example.com:8443/p')).toEqual({ valid: true, normalized: 'https://example.com:8443/p', protocol: 'https:', hostname: 'example.com' });
  });

  it('refuses what either reference refuses, saying why', async () => {
    const invalid: [string, string][] = [
      ['', 'the URL is empty'],
      ['example.com', 'the URL has no scheme; start it with https:// (or http://, ftp://)'],
      ['localhost:3000', 'the URL has no scheme; start it with https:// (or http://, ftp://)'],
      ['//example.com', 'the URL has no scheme; start it with https:// (or http://, ftp://)'],
      ['javascript:alert(1)', 'the scheme "javascript": is not allowed; use http, https or ftp'],
      ['file:///etc/passwd', 'the scheme "file": is not allowed; use http, https or ftp'],
      ['mailto:a@b.com', 'a mailto: link is an email address, not a web URL (email-validate checks addresses)'],
      ['http://exa mple.com', 'the URL contains whitespace (U+0020) at index 10; percent-encode it as %20'],
      ['https://example.com/a b', 'the URL contains whitespace (U+0020) at index 21; percent-encode it as %20'],
      ['https://example.com/<script>', 'the URL contains "<" at index 20; percent-encode it as %3C'],
      ['http://localhost:3000', 'the host "localhost" has no top-level domain (a name such as example.com has two or more labels)'],
      ['http://example.com:0', 'the port 0 is out of range 1-65535'],
      ['http://example.com:65536', 'the port 65536 is out of range 1-65535'],
      ['https://example.com:abc', 'the port "abc" is not a number'],
      ['http://@example.com', 'the URL has an "@" with nothing before it (empty credentials)'],
      ['http://:@example.com', 'the credentials are empty (":@")'],
      ['http://a:b:c@example.com', 'the credentials have more than one ":" (percent-encode it as %3A)'],
      ['http://a@b@example.com', 'the URL has more than one "@" before the path (percent-encode "@" in credentials as %40)'],
      ['http://a_b.com', 'the host "a_b.com" has an underscore in label "a_b"'],
      ['http://example.com.', 'the host "example.com." ends with a dot (write it without the trailing dot)'],
      ['http://-a.com', 'the host "-a.com" has label "-a" starting or ending with a hyphen'],
      ['http://example.c', 'the host "example.c" has top-level domain "c", which must be two or more letters (or an xn-- label)'],
      ['http://example.123', 'the host "example.123" has an all-digit top-level domain "123"'],
      ['http://1.2.3', 'the host "1.2.3" is not a valid IPv4 address: it has 3 parts; an IPv4 address has four decimal parts 0-255 (a.b.c.d)'],
      ['http://0x7f.1', 'the host "0x7f.1" is not a valid IPv4 address: it has a hexadecimal part "0x7f"; write each part in decimal'],
      ['http://ex%41mple.com', 'the host "ex%41mple.com" has "%" in label "ex%41mple"; labels hold letters, digits and hyphens'],
      ['http://[::1', 'the IPv6 host is not closed by "]", or something other than ":port" follows it'],
      ['http://[::g]/', 'the IPv6 host [::g] group "g" is not hexadecimal'],
      ['http://[fe80::1%25eth0]/', 'the IPv6 host has a zone ("%…"), which URLs cannot carry'],
      ['http://xn--bcher-kvahttphttp.http', 'the host "xn--bcher-kvahttphttp.http" is not a valid internationalized domain name (IDNA refuses it)'],
      ['http://', 'the URL has no host (nothing between "//" and the path)'],
      ['https:///example.com', 'the URL has no host (nothing between "//" and the path)'],
      ['https:/example.com', 'the scheme must be followed by "//" (https://host/…)'],
      ['https:example.com', 'the scheme must be followed by "//" (https://host/…)'],
      ['http://example.com\\path', 'the host "example.com\\\\path" has "\\\\" in label "com\\\\path"; labels hold letters, digits and hyphens'],
    ];
    for (const [url, reason] of invalid) expect(await validate(url), url).toEqual({ valid: false, reason });
    // Our one deviation from isURL: it takes "https:example.com", which WHATWG repairs to https://example.com/.
    expect(references('https:example.com')).toBe(true);
  });

  it('accepts only https with require_https', async () => {
    expect(await validate('https://example.com/', true)).toMatchObject({ valid: true });
    expect(await validate('http://example.com/', true)).toEqual({ valid: false, reason: 'the scheme is "http": and require_https asks for https:' });
    expect(await validate('ftp://example.com/', true)).toEqual({ valid: false, reason: 'the scheme is "ftp": and require_https asks for https:' });
    expect(references('http://example.com/', true)).toBe(false);
  });

  it('holds validator.js\'s 2084-character limit', async () => {
    const base = 'https://example.com/';
    expect((await validate(base + 'a'.repeat(2084 - base.length))).valid).toBe(true);
    expect(await validate(base + 'a'.repeat(2085 - base.length))).toEqual({ valid: false, reason: 'the URL is 2085 characters long; at most 2084 (validator.js\'s limit)' });
  });

  it('agrees with the references on URL-like strings, and always says why', async () => {
    const piece = fc.constantFrom('http', 'https', 'ftp', 'ws', ':', '//', '/', '@', 'user', ':pw', 'example', '.', 'com', 'co', '-', '_', '[', ']', '::1', '1', '80', '?', '#', 'a=b', '%', ' ', 'ü', 'xn--bcher-kva', '127.0.0.1');
    const candidate = fc.array(piece, { minLength: 1, maxLength: 12 }).map((pieces) => pieces.join(''));
    const withScheme = fc.tuple(fc.constantFrom('http://', 'https://', 'ftp://', 'HTTP://'), candidate).map(([scheme, rest]) => scheme + rest);
    await fc.assert(
      fc.asyncProperty(fc.oneof(candidate, withScheme), fc.boolean(), async (url, requireHttps) => {
        const result = await validate(url, requireHttps);
        // Our one stricter rule: "//" after the scheme.
        const strict = references(url, requireHttps) && /^[a-z][a-z0-9+.-]*:\/\//i.test(url);
        expect(result.valid, url).toBe(strict);
        if (!result.valid) {
          expect(result.reason, url).not.toMatch(/refuses it$/);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses lone surrogates and wrong types, and holds the 1,000,000-character bound', async () => {
    expect(await validate('https://example.com/\uD800')).toEqual({ valid: false, reason: 'the URL contains a lone surrogate (U+D800) at index 20' });
    expect((await validate('h'.repeat(1_000_000))).valid).toBe(false);
    await expectInvalid('url-validate', { url: 'h'.repeat(1_000_001) }, 'url: must be at most 1000000 characters');
    await expectInvalid('url-validate', { url: 'https://example.com', require_https: 'yes' }, 'require_https: must be a boolean, got a string');
    await expectInvalid('url-validate', { require_https: true }, 'url: is required');
  });
});
