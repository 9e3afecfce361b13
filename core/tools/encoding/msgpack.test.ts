import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

const encode = async (text: string) => (await run<{ result: string }>('msgpack', { action: 'encode', text })).result;
const decode = async (text: string) => (await run<{ result: string }>('msgpack', { action: 'decode', text })).result;
const hexOf = (base64: string) => [...atob(base64)].map((char) => char.charCodeAt(0).toString(16).padStart(2, '0')).join('');
const base64Of = (hex: string) => btoa(String.fromCharCode(...(hex.match(/../g) ?? []).map((pair) => parseInt(pair, 16))));

// Every literal below is what python3-msgpack 1.0.3 answers:
// python3 -c 'import msgpack,base64; print(base64.b64encode(msgpack.packb(VALUE, use_bin_type=True)).decode())'
describe('msgpack', () => {
  it('encodes integers in their smallest form, 64 bits exactly, as python3-msgpack does', async () => {
    const ints = '[0,127,128,255,256,65535,65536,4294967295,4294967296,-1,-32,-33,-128,-129,-32768,-32769,-2147483648,-2147483649,-9223372036854775808,18446744073709551615]';
    const python = '3AAUAH/MgMz/zQEAzf//zgABAADO/////88AAAABAAAAAP/g0N/QgNH/f9GAANL//3//0oAAAADT/////3/////TgAAAAAAAAADP//////////8=';
    expect(await encode(ints)).toBe(python);
    expect(JSON.parse((await decode(python)).replace(/(-?\d{16,})/g, '"$1"'))).toEqual(JSON.parse(ints.replace(/(-?\d{16,})/g, '"$1"')));
    expect(await decode(python)).toContain('-9223372036854775808');
  });

  it('encodes numbers with a fraction as float 64, keeping 1.0 and -0.0 floats both ways', async () => {
    // packb([1.0, -0.0, 0.5, 1e300, -1.5])
    const python = 'lcs/8AAAAAAAAMuAAAAAAAAAAMs/4AAAAAAAAMt+N+Q8iAB1nMu/+AAAAAAAAA==';
    expect(await encode('[1.0,-0.0,0.5,1e300,-1.5]')).toBe(python);
    expect(await decode(python)).toBe('[\n  1.0,\n  -0.0,\n  0.5,\n  1e+300,\n  -1.5\n]');
    // a float 32 (ca 3fc00000) reads as 1.5, as msgpack.unpackb does
    expect(await decode(base64Of('ca3fc00000'))).toBe('1.5');
    expect(await decode(base64Of('cb7ff8000000000000'))).toBe('{\n  "$float": "NaN"\n}');
    expect(await encode('{"$float":"-Infinity"}')).toBe(btoa('\xcb\xff\xf0\0\0\0\0\0\0'));
  });

  it('encodes strings by length as python3-msgpack does, and objects as maps in order', async () => {
    // packb(['', 'a'*31, 'a'*32, 'é🚀'])
    expect(await encode(JSON.stringify(['', 'a'.repeat(31), 'a'.repeat(32), 'é🚀']))).toBe(
      'lKC/YWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYdkgYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWFhYWGmw6nwn5qA',
    );
    // packb('x'*256)[:3] = da0100, packb('y'*65536)[:5] = db00010000
    expect(hexOf(await encode(JSON.stringify('x'.repeat(256)))).slice(0, 6)).toBe('da0100');
    expect(hexOf(await encode(JSON.stringify('y'.repeat(65536)))).slice(0, 10)).toBe('db00010000');
    // packb([None]*16)[:3] = dc0010; packb({str(i): i for i in range(16)})[:3] = de0010
    expect(hexOf(await encode(JSON.stringify(Array(16).fill(null)))).slice(0, 6)).toBe('dc0010');
    expect(hexOf(await encode(JSON.stringify(Object.fromEntries(Array.from({ length: 16 }, (_, i) => [String(i), i]))))).slice(0, 6)).toBe('de0010');
    expect(await encode('{"b":[1,{"c":null}],"2":false,"__proto__":"p"}')).toBe(btoa('\x83\xa1b\x92\x01\x81\xa1c\xc0\xa12\xc2\xa9__proto__\xa1p'));
    expect(await decode(btoa('\x81\xa9__proto__\x01'))).toBe('{\n  "__proto__": 1\n}');
  });

  it('shows binary, extensions, timestamps and non-string keys as "$" objects that encode back', async () => {
    const cases: [string, string][] = [
      // packb(ExtType(5, b'abc')), packb(ExtType(3, b'12345678')), packb(ExtType(1, b'x'*20))
      ['xwMFYWJj', '{"$ext":{"type":5,"data":"YWJj"}}'],
      ['1wMxMjM0NTY3OA==', '{"$ext":{"type":3,"data":"MTIzNDU2Nzg="}}'],
      ['xxQBeHh4eHh4eHh4eHh4eHh4eHh4eHg=', '{"$ext":{"type":1,"data":"eHh4eHh4eHh4eHh4eHh4eHh4eHg="}}'],
      // packb(Timestamp(0)), Timestamp(1700000000, 500000000), Timestamp(-1, 500000000), Timestamp(2**34, 0);
      // Timestamp(...).to_datetime(): 2023-11-14T22:13:20.500000, 1969-12-31T23:59:59.500000, 2514-05-30T01:53:04
      ['1v8AAAAA', '{"$timestamp":"1970-01-01T00:00:00Z"}'],
      ['1/93NZQAZVPxAA==', '{"$timestamp":"2023-11-14T22:13:20.5Z"}'],
      ['xwz/Hc1lAP//////////', '{"$timestamp":"1969-12-31T23:59:59.5Z"}'],
      ['xwz/AAAAAAAAAAQAAAAA', '{"$timestamp":"2514-05-30T01:53:04Z"}'],
      // packb({1: 'a', 'b': 2})
      ['ggGhYaFiAg==', '{"$map":[[1,"a"],["b",2]]}'],
      // packb([18446744073709551615, b'\x01\x02\x03'])
      ['ks///////////8QDAQID', '[18446744073709551615,{"$binary":"AQID"}]'],
    ];
    for (const [packed, json] of cases) {
      expect(JSON.stringify(JSON.parse((await decode(packed)).replace(/(\d{17,})/g, '"$1"')))).toBe(JSON.stringify(JSON.parse(json.replace(/(\d{17,})/g, '"$1"'))));
      expect(await encode(json)).toBe(packed);
    }
    // packb(b'\0'*300)[:3] = c5012c
    expect(hexOf(await encode(`{"$binary":"${btoa('\0'.repeat(300))}"}`)).slice(0, 6)).toBe('c5012c');
  });

  it('refuses truncated, trailing and impossible MessagePack, saying where', async () => {
    await expectInvalid('msgpack', { action: 'decode', text: base64Of('9201') }, 'text: an array at byte 1 claims 2 elements, more than the bytes left');
    await expectInvalid('msgpack', { action: 'decode', text: base64Of('a361') }, 'text: the MessagePack ends inside a string at byte 1');
    await expectInvalid('msgpack', { action: 'decode', text: base64Of('cd01') }, 'text: the MessagePack ends inside a uint 16 at byte 1');
    await expectInvalid('msgpack', { action: 'decode', text: base64Of('0102') }, 'text: 1 bytes follow the MessagePack value that ends at byte 1');
    await expectInvalid('msgpack', { action: 'decode', text: base64Of('c1') }, 'text: byte 0xc1 at 0 starts no MessagePack value');
    await expectInvalid('msgpack', { action: 'decode', text: base64Of('ddffffffff') }, /^text: an array at byte 5 claims 4294967295 elements/);
    await expectInvalid('msgpack', { action: 'decode', text: base64Of('a2c328') }, 'text: the string ending at byte 3 is not valid UTF-8');
    await expectInvalid('msgpack', { action: 'decode', text: 'Zm9v!' }, /^text: not valid Base64/);
    await expectInvalid('msgpack', { action: 'decode', text: '' }, /^text: is empty/);
    await expectInvalid('msgpack', { action: 'decode', text: base64Of('91'.repeat(600) + 'c0') }, 'text: containers nest deeper than 500 levels');
  });

  it('refuses JSON it cannot encode, naming the place', async () => {
    await expectInvalid('msgpack', { action: 'encode', text: '{"a":' }, /^text: /);
    await expectInvalid('msgpack', { action: 'encode', text: '[18446744073709551616]' }, 'text[0]: the integer 18446744073709551616 does not fit in 64 bits');
    await expectInvalid('msgpack', { action: 'encode', text: '9'.repeat(999_999) }, /^text: the integer 9{30}… does not fit in 64 bits$/);
    await expectInvalid('msgpack', { action: 'encode', text: '1e400' }, 'text: the number 1e400 is beyond a float 64');
    await expectInvalid('msgpack', { action: 'encode', text: '{"$binary":"!!"}' }, /^text\.\$binary: not valid Base64/);
    await expectInvalid('msgpack', { action: 'encode', text: '{"$ext":{"type":300,"data":""}}' }, 'text.$ext.type: must be an integer from -128 to 127');
    await expectInvalid('msgpack', { action: 'encode', text: '{"$timestamp":"2023-02-30T00:00:00Z"}' }, /^text\.\$timestamp: "\$timestamp" is not a real UTC time/);
    await expectInvalid('msgpack', { action: 'encode', text: '"\\ud800"' }, 'text: holds a lone surrogate, which UTF-8 cannot encode');
    await expectInvalid('msgpack', { action: 'encode', text: '['.repeat(600) + ']'.repeat(600) }, /^text: .*deeper|nest/);
  });

  it('refuses wrong types and bad actions by the schema, and holds the length bound', async () => {
    await expectInvalid('msgpack', { action: 'zip', text: '1' }, 'action: must be one of encode, decode');
    await expectInvalid('msgpack', { action: 'encode', text: 1 }, 'text: must be a string, got an integer');
    await expectInvalid('msgpack', { action: 'encode', text: ' '.repeat(1_000_001) }, 'text: must be at most 1000000 characters');
    const big = JSON.stringify('z'.repeat(999_990));
    // packb('z'*999990)[:5] = db000f4236
    expect(hexOf((await encode(big)).slice(0, 8)).slice(0, 10)).toBe('db000f4236');
  });

  it('round-trips any JSON value whose integers fit in 64 bits', async () => {
    // A double such as 18446744073709552000 prints as an integer past 64 bits, which Python refuses too.
    const within64Bits = fc.jsonValue({ maxDepth: 4 }).filter((value) => !/\d{19,}/.test(JSON.stringify(value)));
    await fc.assert(
      fc.asyncProperty(within64Bits, async (value) => {
        const text = JSON.stringify(value);
        expect(JSON.parse(await decode(await encode(text)))).toEqual(JSON.parse(text));
      }),
      { numRuns: 60 },
    );
  });
});
