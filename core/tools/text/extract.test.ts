import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Extracted {
  total: number;
  found: Partial<Record<'email' | 'url' | 'ip' | 'domain' | 'hash' | 'mac', string[]>>;
}
const extract = (input: Record<string, unknown>) => run<Extracted>('extract', input);

// The text given to the Python reference below (run by hand; tests never call Python).
const FIXTURE =
  'Login from 192.168.1.20 and 10.0.0.256, peer [2001:db8:0:0::7]:443 at ::ffff:198.51.100.9; ' +
  'version 1.2.3.4.5 not an IP. Mail Alice.Smith+tag@Mail.Example.co.uk or bob@localhost. ' +
  'See (https://example.com/a_(b)?q=1#top), ftp://files.example.net/x.tar.gz. and http://[::1]:8080/ok! ' +
  'sha1 da39a3ee5e98afbfabcd5e6b4b0d3255bfef95601890afd80709 no; sha1 DA39A3EE5E6B4B0D3255BFEF95601890AFD80709, ' +
  'sha256 e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855. ' +
  'NIC 00-1a-2b-3c-4d-5e, cisco 001a.2b3c.4d5e, bad 00:1a-2b:3c:4d:5e, long 00:11:22:33:44:55:66. ' +
  'Files notes.txt and xn--bcher-kva.example.';

describe('extract', () => {
  it('finds what Python re and ipaddress find in the same text', async () => {
    // python3 h9ref.py: re.findall with the tool's patterns (email, domain, hash, mac) under Python's
    // regex engine, and every maximal run of [0-9a-fA-F:.] (sentence dot and lone trailing colon
    // dropped) that ipaddress.ip_address accepts (ip).
    const { found } = await extract({ text: FIXTURE });
    expect(found.email).toEqual(['Alice.Smith+tag@Mail.Example.co.uk']);
    expect(found.domain).toEqual(['Alice.Smith', 'Mail.Example.co.uk', 'example.com', 'files.example.net', 'x.tar.gz', 'notes.txt', 'xn--bcher-kva.example']);
    expect(found.hash).toEqual(['DA39A3EE5E6B4B0D3255BFEF95601890AFD80709', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855']);
    expect(found.mac).toEqual(['00-1a-2b-3c-4d-5e', '001a.2b3c.4d5e']);
    expect(found.ip).toEqual(['192.168.1.20', '2001:db8:0:0::7', '::ffff:198.51.100.9', '::1']);
  });

  it('leaves the sentence around a URL out: trailing punctuation and an unopened bracket', async () => {
    const { found } = await extract({ text: FIXTURE, kinds: ['url'] });
    expect(found).toEqual({ url: ['https://example.com/a_(b)?q=1#top', 'ftp://files.example.net/x.tar.gz', 'http://[::1]:8080/ok'] });
    expect((await extract({ text: '"http://a.example/x"', kinds: ['url'] })).found.url).toEqual(['http://a.example/x']);
    expect((await extract({ text: 'go to http:// now', kinds: ['url'] })).found.url).toEqual([]);
  });

  it('lists duplicates with unique off, once with it on, and sorts on demand', async () => {
    const text = 'c@x.io b@x.io c@x.io a@x.io';
    expect((await extract({ text, kinds: ['email'] })).found.email).toEqual(['c@x.io', 'b@x.io', 'a@x.io']);
    expect((await extract({ text, kinds: ['email'], unique: false })).found.email).toEqual(['c@x.io', 'b@x.io', 'c@x.io', 'a@x.io']);
    expect(await extract({ text, kinds: ['email'], sort: true })).toEqual({ total: 3, found: { email: ['a@x.io', 'b@x.io', 'c@x.io'] } });
  });

  it('answers only the kinds asked for, with empty lists when nothing matches', async () => {
    expect(await extract({ text: 'nothing here', kinds: ['hash', 'mac'] })).toEqual({ total: 0, found: { hash: [], mac: [] } });
    expect(await extract({ text: '' })).toEqual({ total: 0, found: { email: [], url: [], ip: [], domain: [], hash: [], mac: [] } });
  });

  it('takes no part of a longer number or word for an address or a hash', async () => {
    const { found } = await extract({ text: '01.2.3.4 1.2.3.4a 11.22.33.44.55 x' + 'a'.repeat(32) + ' ' + 'f'.repeat(33), kinds: ['ip', 'hash'] });
    expect(found).toEqual({ ip: [], hash: [] });
  });

  it('scans a text at the 1,000,000-character bound, and refuses one past it', async () => {
    const text = 'a@b.cd '.repeat(142_857);
    const result = await extract({ text, unique: false, kinds: ['email'] });
    expect(result.total).toBe(142_857);
    await expectInvalid('extract', { text: 'a'.repeat(1_000_001) }, 'text: must be at most 1000000 characters');
  });

  it('stays linear on long runs that almost match', async () => {
    // Each would be quadratic with patterns that could start anywhere in a run.
    for (const text of ['a'.repeat(1_000_000), 'a.'.repeat(500_000), ':'.repeat(999_999) + 'g', 'x://' + ')'.repeat(999_990), '0'.repeat(1_000_000)]) {
      const started = performance.now();
      await extract({ text, unique: false });
      expect(performance.now() - started).toBeLessThan(5000);
    }
  });

  it('refuses bad kinds, wrong types and unknown fields, naming the field', async () => {
    await expectInvalid('extract', { text: 'a', kinds: ['phone'] }, /kinds\[0\]: must be one of email, url, ip, domain, hash, mac/);
    await expectInvalid('extract', { text: 'a', kinds: [] }, /kinds: must have at least 1 item/);
    await expectInvalid('extract', { text: 'a', kinds: ['ip', 'ip'] }, /kinds/);
    await expectInvalid('extract', { text: 5 }, 'text: must be a string, got an integer');
    await expectInvalid('extract', { kinds: ['ip'] }, 'text: is required');
    await expectInvalid('extract', JSON.parse('{"text":"a","__proto__":{"kinds":["ip"]}}'), /__proto__/);
  });
});
