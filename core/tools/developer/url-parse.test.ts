import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call, expectInvalid, run } from '../../../test/helpers.ts';

interface UrlResult {
  href: string;
  origin: string;
  protocol: string;
  username: string;
  password: string;
  host: string;
  hostname: string;
  port: string;
  pathname: string;
  search: string;
  hash: string;
  searchParams: [string, string][];
  query: Record<string, string[]>;
  effectivePort: number | null;
  hostType: string;
  pathSegments: string[];
}

const parse = (url: string) => run<UrlResult>('url-parse', { url });

describe('url-parse', () => {
  it('gives every component of the Node URL documentation\'s example', async () => {
    // nodejs.org/api/url.html, "URL strings and URL objects": the diagram of this URL.
    expect(await parse('https://user:pass@sub.example.com:8080/p/a/t/h?query=string#hash')).toMatchObject({
      href: 'https://user:pass@sub.example.com:8080/p/a/t/h?query=string#hash',
      origin: 'https://sub.example.com:8080',
      protocol: 'https:',
      username: 'user',
      password: 'pass',
      host: 'sub.example.com:8080',
      hostname: 'sub.example.com',
      port: '8080',
      pathname: '/p/a/t/h',
      search: '?query=string',
      hash: '#hash',
    });
  });

  it('normalizes as the WHATWG URL Standard\'s examples show', async () => {
    // url.spec.whatwg.org, the URL parsing examples (input → output), confirmed with node: new URL(input).href
    const examples: [string, string][] = [
      ['https:example.org', 'https://example.org/'],
      ['https://////example.com///', 'https://example.com///'],
      ['https://example.com/././foo', 'https://example.com/foo'],
      ['hello:world', 'hello:world'],
      ['file://loc%61lhost/', 'file:///'],
      ['https://user:password@example.org/', 'https://user:password@example.org/'],
      ['https://example.org/foo bar', 'https://example.org/foo%20bar'],
      ['https://EXAMPLE.com/../x', 'https://example.com/x'],
      ['https://example.org//', 'https://example.org//'],
      ['https://example.com/[]?[]#[]', 'https://example.com/[]?[]#[]'],
      ['https://example/%?%#%', 'https://example/%?%#%'],
      ['https://example/%25?%25#%25', 'https://example/%25?%25#%25'],
    ];
    for (const [input, href] of examples) expect((await parse(input)).href, input).toBe(href);
  });

  it('parses hosts as the WHATWG host parsing examples show', async () => {
    // url.spec.whatwg.org, host parsing examples, each as https://HOST/ (node: new URL(...).hostname)
    const hosts: [string, string, string][] = [
      ['EXAMPLE.COM', 'example.com', 'domain'],
      ['example%2Ecom', 'example.com', 'domain'],
      ['faß.example', 'xn--fa-hia.example', 'domain'],
      ['0', '0.0.0.0', 'ipv4'],
      ['%30', '0.0.0.0', 'ipv4'],
      ['0x', '0.0.0.0', 'ipv4'],
      ['0xffffffff', '255.255.255.255', 'ipv4'],
      ['[0:0::1]', '[::1]', 'ipv6'],
    ];
    for (const [host, hostname, hostType] of hosts) expect(await parse(`https://${host}/`), host).toMatchObject({ hostname, hostType });
  });

  it('refuses what the WHATWG URL Standard calls failure, saying why', async () => {
    await expectInvalid('url-parse', { url: 'https://ex ample.org/' }, 'url: its host "ex ample.org" contains " ", which a host cannot');
    await expectInvalid('url-parse', { url: 'example' }, 'url: has no scheme (such as https:), so it is not an absolute URL');
    await expectInvalid('url-parse', { url: 'https://example.com:demo' }, 'url: port "demo" is not a number');
    await expectInvalid('url-parse', { url: 'http://[www.example.com]/' }, 'url: its IPv6 host "[www.example.com]" is not a valid IPv6 address');
    await expectInvalid('url-parse', { url: 'https://[0:0::1%5D/' }, 'url: its IPv6 host is not closed by "]"');
    await expectInvalid('url-parse', { url: 'https://09/' }, 'url: its host "09" is not a valid domain or IPv4 address (IDNA or the IPv4 parser refuses it)');
    await expectInvalid('url-parse', { url: 'https://example.255/' }, 'url: its host "example.255" is not a valid domain or IPv4 address (IDNA or the IPv4 parser refuses it)');
    await expectInvalid('url-parse', { url: 'https://example^example/' }, 'url: its host "example^example" contains "^", which a host cannot');
    await expectInvalid('url-parse', { url: 'http://example.com:99999/' }, 'url: port "99999" is out of range 0-65535');
    await expectInvalid('url-parse', { url: 'http://' }, 'url: has no host after http://');
    await expectInvalid('url-parse', { url: '' }, 'url: is empty');
    await expectInvalid('url-parse', { url: '/relative/path' }, 'url: has no scheme (such as https:), so it is not an absolute URL');
  });

  it('lists query parameters in order and by name, without a prototype', async () => {
    // node: [...new URL(url).searchParams]
    const result = await parse('https://a.com/?a=1&a=2&b&=x&c=%zz&d=%E2%82%AC&__proto__=p&constructor=c&q=a+b');
    expect(result.searchParams).toEqual([['a', '1'], ['a', '2'], ['b', ''], ['', 'x'], ['c', '%zz'], ['d', '€'], ['__proto__', 'p'], ['constructor', 'c'], ['q', 'a b']]);
    expect(Object.getPrototypeOf(result.query)).toBeNull();
    expect(Object.keys(result.query)).toEqual(['a', 'b', '', 'c', 'd', '__proto__', 'constructor', 'q']);
    expect(result.query['a']).toEqual(['1', '2']);
    expect(result.query['__proto__']).toEqual(['p']);
    expect(result.query['constructor']).toEqual(['c']);
    expect(JSON.parse(JSON.stringify(result.query))).toHaveProperty('__proto__');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('gives the effective port, host type and decoded path segments', async () => {
    expect(await parse('https://example.com:443/')).toMatchObject({ port: '', host: 'example.com', effectivePort: 443, pathSegments: [''] });
    expect(await parse('ftp://ftp.example.com/pub')).toMatchObject({ effectivePort: 21, pathSegments: ['pub'] });
    expect(await parse('ws://example.com/chat')).toMatchObject({ effectivePort: 80, origin: 'ws://example.com' });
    // node: new URL('http://[::ffff:127.0.0.1]:8080/') → hostname [::ffff:7f00:1], port 8080
    expect(await parse('http://[::ffff:127.0.0.1]:8080/')).toMatchObject({ hostname: '[::ffff:7f00:1]', port: '8080', effectivePort: 8080, hostType: 'ipv6' });
    expect(await parse('foo://host:99/p')).toMatchObject({ origin: 'null', hostname: 'host', port: '99', effectivePort: 99, hostType: 'opaque' });
    expect(await parse('https://a.com/%F0%9F%92%A9/%zz/a%2Fb')).toMatchObject({ pathname: '/%F0%9F%92%A9/%zz/a%2Fb', pathSegments: ['💩', '%zz', 'a/b'] });
    expect(await parse('https://a.com/%ED%A0%80')).toMatchObject({ pathSegments: ['%ED%A0%80'] });
  });

  it('reads URLs without a host or with an opaque path', async () => {
    // node: new URL('mailto:user@example.com?subject=hi')
    expect(await parse('mailto:user@example.com?subject=hi')).toMatchObject({
      origin: 'null', protocol: 'mailto:', host: '', hostname: '', pathname: 'user@example.com', search: '?subject=hi',
      searchParams: [['subject', 'hi']], effectivePort: null, hostType: 'empty', pathSegments: [],
    });
    expect(await parse('urn:isbn:0451450523')).toMatchObject({ pathname: 'isbn:0451450523', hostType: 'empty', pathSegments: [] });
    expect(await parse('data:text/plain,hello')).toMatchObject({ protocol: 'data:', pathname: 'text/plain,hello' });
    expect(await parse('file:///etc/hosts')).toMatchObject({ origin: 'null', hostname: '', pathSegments: ['etc', 'hosts'], effectivePort: null });
  });

  it('handles a 1,000,000-character URL and refuses longer ones and wrong types', async () => {
    const url = `https://a.com/?${'a=1&'.repeat(249_996)}`;
    expect(url.length).toBe(999_999);
    const result = await parse(url);
    expect(result.searchParams).toHaveLength(249_996);
    expect(result.query['a']).toHaveLength(249_996);
    await expectInvalid('url-parse', { url: 'h'.repeat(1_000_001) }, 'url: must be at most 1000000 characters');
    await expectInvalid('url-parse', { url: 'x'.repeat(100_000) }, 'url: has no scheme (such as https:), so it is not an absolute URL');
    await expectInvalid('url-parse', { url: 42 }, 'url: must be a string, got an integer');
    await expectInvalid('url-parse', {}, 'url: is required');
  });

  it('answers any text with a result or a VALIDATION_ERROR, never a crash', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ unit: 'grapheme-composite', maxLength: 40 }), fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.stringMatching(/^[a-z]{1,5}:[\/\\@:\[\]%.a-z0-9?#]{0,30}$/)), async (text) => {
        const envelope = await call('url-parse', { url: text });
        if (!envelope.success) expect(envelope.error.code, JSON.stringify(text)).toBe('VALIDATION_ERROR');
      }),
      { numRuns: 1000 },
    );
  });
});
