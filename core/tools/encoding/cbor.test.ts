import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Answer {
  result: string;
  diagnostic: string;
}

const toBase64 = (hex: string) => btoa(String.fromCharCode(...(hex.match(/../g) ?? []).map((pair) => parseInt(pair, 16))));
const toHex = (base64: string) => [...atob(base64)].map((char) => char.charCodeAt(0).toString(16).padStart(2, '0')).join('');
const decode = (hex: string) => run<Answer>('cbor', { action: 'decode', text: toBase64(hex) });
const encode = (json: string) => run<Answer>('cbor', { action: 'encode', text: json });

/**
 * RFC 8949 Appendix A, Table 6: every vector, as encoded bytes and the diagnostic notation the RFC
 * prints. Where cbor2's notation says the same thing in other words, the third column has it:
 * bignums stay tags 2 and 3 (no tag is interpreted), a float written wider than needed carries
 * its encoding indicator (_2 for 32 bits, _3 for 64, RFC 8610 Appendix G.2), and non-ASCII text
 * is written as itself rather than \u escapes.
 */
const APPENDIX_A: [string, string, string?][] = [
  ['00', "0"],
  ['01', "1"],
  ['0a', "10"],
  ['17', "23"],
  ['1818', "24"],
  ['1819', "25"],
  ['1864', "100"],
  ['1903e8', "1000"],
  ['1a000f4240', "1000000"],
  ['1b000000e8d4a51000', "1000000000000"],
  ['1bffffffffffffffff', "18446744073709551615"],
  ['c249010000000000000000', "18446744073709551616", "2(h'010000000000000000')"],
  ['3bffffffffffffffff', "-18446744073709551616"],
  ['c349010000000000000000', "-18446744073709551617", "3(h'010000000000000000')"],
  ['20', "-1"],
  ['29', "-10"],
  ['3863', "-100"],
  ['3903e7', "-1000"],
  ['f90000', "0.0"],
  ['f98000', "-0.0"],
  ['f93c00', "1.0"],
  ['fb3ff199999999999a', "1.1"],
  ['f93e00', "1.5"],
  ['f97bff', "65504.0"],
  ['fa47c35000', "100000.0"],
  ['fa7f7fffff', "3.4028234663852886e+38"],
  ['fb7e37e43c8800759c', "1.0e+300", "1e+300"],
  ['f90001', "5.960464477539063e-8"],
  ['f90400', "0.00006103515625"],
  ['f9c400', "-4.0"],
  ['fbc010666666666666', "-4.1"],
  ['f97c00', "Infinity"],
  ['f97e00', "NaN"],
  ['f9fc00', "-Infinity"],
  ['fa7f800000', "Infinity", "Infinity_2"],
  ['fa7fc00000', "NaN", "NaN_2"],
  ['faff800000', "-Infinity", "-Infinity_2"],
  ['fb7ff0000000000000', "Infinity", "Infinity_3"],
  ['fb7ff8000000000000', "NaN", "NaN_3"],
  ['fbfff0000000000000', "-Infinity", "-Infinity_3"],
  ['f4', "false"],
  ['f5', "true"],
  ['f6', "null"],
  ['f7', "undefined"],
  ['f0', "simple(16)"],
  ['f8ff', "simple(255)"],
  ['c074323031332d30332d32315432303a30343a30305a', "0(\"2013-03-21T20:04:00Z\")"],
  ['c11a514b67b0', "1(1363896240)"],
  ['c1fb41d452d9ec200000', "1(1363896240.5)"],
  ['d74401020304', "23(h'01020304')"],
  ['d818456449455446', "24(h'6449455446')"],
  ['d82076687474703a2f2f7777772e6578616d706c652e636f6d', "32(\"http://www.example.com\")"],
  ['40', "h''"],
  ['4401020304', "h'01020304'"],
  ['60', "\"\""],
  ['6161', "\"a\""],
  ['6449455446', "\"IETF\""],
  ['62225c', "\"\\\"\\\\\""],
  ['62c3bc', "\"\\u00fc\"", "\"ü\""],
  ['63e6b0b4', "\"\\u6c34\"", "\"水\""],
  ['64f0908591', "\"\\ud800\\udd51\"", "\"𐅑\""],
  ['80', "[]"],
  ['83010203', "[1, 2, 3]"],
  ['8301820203820405', "[1, [2, 3], [4, 5]]"],
  ['98190102030405060708090a0b0c0d0e0f101112131415161718181819', "[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25]"],
  ['a0', "{}"],
  ['a201020304', "{1: 2, 3: 4}"],
  ['a26161016162820203', "{\"a\": 1, \"b\": [2, 3]}"],
  ['826161a161626163', "[\"a\", {\"b\": \"c\"}]"],
  ['a56161614161626142616361436164614461656145', "{\"a\": \"A\", \"b\": \"B\", \"c\": \"C\", \"d\": \"D\", \"e\": \"E\"}"],
  ['5f42010243030405ff', "(_ h'0102', h'030405')"],
  ['7f657374726561646d696e67ff', "(_ \"strea\", \"ming\")"],
  ['9fff', "[_ ]"],
  ['9f018202039f0405ffff', "[_ 1, [2, 3], [_ 4, 5]]"],
  ['9f01820203820405ff', "[_ 1, [2, 3], [4, 5]]"],
  ['83018202039f0405ff', "[1, [2, 3], [_ 4, 5]]"],
  ['83019f0203ff820405', "[1, [_ 2, 3], [4, 5]]"],
  ['9f0102030405060708090a0b0c0d0e0f101112131415161718181819ff', "[_ 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25]"],
  ['bf61610161629f0203ffff', "{_ \"a\": 1, \"b\": [_ 2, 3]}"],
  ['826161bf61626163ff', "[\"a\", {_ \"b\": \"c\"}]"],
  ['bf6346756ef563416d7421ff', "{_ \"Fun\": true, \"Amt\": -2}"],
];

/** Vectors whose bytes are not what encode writes back: non-preferred floats and indefinite lengths. */
const NOT_PREFERRED = new Set(['fa7f800000', 'fa7fc00000', 'faff800000', 'fb7ff0000000000000', 'fb7ff8000000000000', 'fbfff0000000000000']);

describe('cbor', () => {
  it('decodes every RFC 8949 Appendix A vector to its diagnostic notation', async () => {
    for (const [hex, rfc, cbor2 = rfc] of APPENDIX_A) {
      expect((await decode(hex)).diagnostic, hex).toBe(cbor2);
    }
  });

  it('encodes the decoded JSON of every preferred-serialisation vector back to the same bytes', async () => {
    for (const [hex, diagnostic] of APPENDIX_A) {
      if (NOT_PREFERRED.has(hex) || diagnostic.includes('_')) continue;
      const { result } = await decode(hex);
      expect(toHex((await encode(result)).result), `${hex} via ${result}`).toBe(hex);
    }
  });

  it('reads indefinite lengths as their definite equivalents', async () => {
    expect(JSON.parse((await decode('5f42010243030405ff')).result)).toEqual({ $binary: 'AQIDBAU=' });
    expect(JSON.parse((await decode('7f657374726561646d696e67ff')).result)).toBe('streaming');
    expect(JSON.parse((await decode('bf6346756ef563416d7421ff')).result)).toEqual({ Fun: true, Amt: -2 });
  });

  it('shows what JSON cannot hold as "$" objects', async () => {
    expect(JSON.parse((await decode('a201020304')).result)).toEqual({ $map: [[1, 2], [3, 4]] });
    expect(JSON.parse((await decode('c11a514b67b0')).result)).toEqual({ $tag: { tag: 1, value: 1363896240 } });
    expect(JSON.parse((await decode('f7')).result)).toEqual({ $undefined: true });
    expect(JSON.parse((await decode('f8ff')).result)).toEqual({ $simple: 255 });
    expect(JSON.parse((await decode('f97e00')).result)).toEqual({ $float: 'NaN' });
    expect((await decode('1bffffffffffffffff')).result).toBe('18446744073709551615');
    expect((await decode('f93c00')).result).toBe('1.0');
    expect((await decode('f98000')).result).toBe('-0.0');
    expect((await decode('a1695f5f70726f746f5f5f01')).result).toBe('{\n  "__proto__": 1\n}');
  });

  it('encodes JSON as RFC 8949 §6.2 says, bignums as tags 2 and 3 (Appendix A bytes)', async () => {
    expect(await encode('{"a": 1, "b": [2, 3]}')).toEqual({ result: toBase64('a26161016162820203'), diagnostic: '{"a": 1, "b": [2, 3]}' });
    expect(toHex((await encode('18446744073709551616')).result)).toBe('c249010000000000000000');
    expect(toHex((await encode('-18446744073709551617')).result)).toBe('c349010000000000000000');
    expect(toHex((await encode('[1.5, 100000.0, -4.1, 1e300, 0.0]')).result)).toBe('85f93e00fa47c35000fbc010666666666666fb7e37e43c8800759cf90000');
    expect(toHex((await encode('{"$tag":{"tag":32,"value":"http://www.example.com"}}')).result)).toBe('d82076687474703a2f2f7777772e6578616d706c652e636f6d');
    expect(toHex((await encode('[{"$simple":16},{"$undefined":true},{"$binary":"AQIDBA=="},{"$float":"-Infinity"}]')).result)).toBe('84f0f74401020304f9fc00');
    expect(toHex((await encode('{"__proto__": 1}')).result)).toBe('a1695f5f70726f746f5f5f01');
  });

  it('refuses malformed CBOR and trailing bytes', async () => {
    await expectInvalid('cbor', { action: 'decode', text: toBase64('f818') }, /^text: not valid CBOR: .*simple/i);
    await expectInvalid('cbor', { action: 'decode', text: toBase64('83 0102'.replace(' ', '')) }, /^text: not valid CBOR/);
    await expectInvalid('cbor', { action: 'decode', text: toBase64('0101') }, /^text: not valid CBOR: .*[Ee]xtra/);
    await expectInvalid('cbor', { action: 'decode', text: toBase64('1c') }, /^text: not valid CBOR/);
    await expectInvalid('cbor', { action: 'decode', text: toBase64('62c328') }, /^text: not valid CBOR/);
    await expectInvalid('cbor', { action: 'decode', text: toBase64('81'.repeat(700) + '00') }, /^text: .*(depth|deep)/i);
    await expectInvalid('cbor', { action: 'decode', text: 'Zm9v!' }, /^text: not valid Base64/);
    await expectInvalid('cbor', { action: 'decode', text: '' }, /^text: is empty/);
  });

  it('refuses JSON it cannot encode, naming the place', async () => {
    await expectInvalid('cbor', { action: 'encode', text: '[1,' }, /^text: /);
    await expectInvalid('cbor', { action: 'encode', text: '{"$simple": 25}' }, 'text.$simple: must be an integer 0–23 or 32–255');
    await expectInvalid('cbor', { action: 'encode', text: '{"$tag": {"tag": -1, "value": 0}}' }, 'text.$tag.tag: must be an integer from 0 to 2^64 − 1');
    await expectInvalid('cbor', { action: 'encode', text: '{"$binary": 5}' }, 'text.$binary: must be a Base64 string');
    await expectInvalid('cbor', { action: 'encode', text: '[1e999]' }, 'text[0]: the number 1e999 is beyond a float 64');
    await expectInvalid('cbor', { action: 'encode', text: '9'.repeat(999_999) }, /^text: the integer 9{30}… has more than 400 digits$/);
    await expectInvalid('cbor', { action: 'encode', text: '"\\udc00"' }, 'text: holds a lone surrogate, which UTF-8 cannot encode');
  });

  it('refuses wrong types and bad actions by the schema, and holds the length bound', async () => {
    await expectInvalid('cbor', { action: 'pack', text: '1' }, 'action: must be one of encode, decode');
    await expectInvalid('cbor', { action: 'encode' }, 'text: is required');
    await expectInvalid('cbor', { action: 'encode', text: ' '.repeat(1_000_001) }, 'text: must be at most 1000000 characters');
    // 7a 000f4236: a text string of 999,990 bytes
    expect(toHex((await encode(JSON.stringify('z'.repeat(999_990)))).result.slice(0, 8))).toBe('7a000f42367a');
  });
});
