import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

const convert = async (action: 'encode' | 'decode', text: string) => (await run<{ result: string }>('punycode', { action, text })).result;

describe('punycode', () => {
  it('encodes as idn2 (libidn2 2.3.3) does', async () => {
    // idn2 'bücher.example' 'Faß.de' 'ÖBB.at' '日本語.jp' 'mañana.com' '_dmarc.bücher.de'
    expect(await convert('encode', 'bücher.example\nFaß.de\nÖBB.at\n日本語.jp\nmañana.com\n_dmarc.bücher.de')).toBe(
      'xn--bcher-kva.example\nxn--fa-hia.de\nxn--bb-eka.at\nxn--wgv71a119e.jp\nxn--maana-pta.com\n_dmarc.xn--bcher-kva.de',
    );
  });

  it('decodes as idn2 -d does', async () => {
    // idn2 -d 'xn--bcher-kva.example' 'xn--zca.de' 'xn--n3h.net' 'xn--wgv71a119e.jp'
    expect(await convert('decode', 'xn--bcher-kva.example\nxn--zca.de\nxn--n3h.net\nxn--wgv71a119e.jp')).toBe('bücher.example\nß.de\n☃.net\n日本語.jp');
  });

  it('follows UTS #46 where IDNA2008 (idn2) refuses: symbols, and lowercasing on decode', async () => {
    // UTS #46 §4 (IdnaMappingTable: U+2603 valid); idn2 '☃.net' says "disallowed character"
    expect(await convert('encode', '☃.net')).toBe('xn--n3h.net');
    expect(await convert('decode', 'XN--BB-EKA.at')).toBe('öbb.at');
  });

  it('converts the domain of e-mail addresses and keeps blank lines and ASCII names', async () => {
    expect(await convert('encode', 'josé@mañana.com\n\nexample.com')).toBe('josé@xn--maana-pta.com\n\nexample.com');
    expect(await convert('decode', 'info@xn--bcher-kva.example')).toBe('info@bücher.example');
  });

  it('refuses names UTS #46 refuses, naming the line', async () => {
    await expectInvalid('punycode', { action: 'encode', text: 'ok.com\na\u200Db.com' }, 'text: line 2 ("a\u200Db.com") is not a valid internationalised domain name (UTS #46)');
    await expectInvalid('punycode', { action: 'decode', text: 'xn--zz.de' }, 'text: line 1 ("xn--zz.de") does not decode: bad Punycode or a label UTS #46 refuses');
    await expectInvalid('punycode', { action: 'encode', text: 'a b.com' }, 'text: line 1 ("a b.com") holds " ", which no domain name may hold');
    await expectInvalid('punycode', { action: 'decode', text: 'x.com\nxn--a/b' }, /line 2 .* holds "\/"/);
  });

  it('refuses bad input of every kind, naming the field', async () => {
    await expectInvalid('punycode', { action: 'encode', text: 'a\uD800.com' }, /text: contains a lone surrogate/);
    await expectInvalid('punycode', { action: 'idna', text: 'a' }, 'action: must be one of encode, decode');
    await expectInvalid('punycode', { action: 'encode', text: 1 }, /text: must be a string/);
    await expectInvalid('punycode', { action: 'encode', text: 'a'.repeat(1_000_001) }, 'text: must be at most 1000000 characters');
    await expectInvalid('punycode', { action: 'encode', text: 'a\n'.repeat(10_000) }, 'text: holds 10001 lines; one run converts at most 10000 names');
    await expectInvalid('punycode', JSON.parse('{"action":"encode","text":"a","__proto__":{}}'), /__proto__/);
  });
});
