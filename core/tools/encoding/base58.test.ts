import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Alphabet = 'btc' | 'flickr' | 'xrp' | 'base62' | 'base36';
type Options = { alphabet?: Alphabet; check?: boolean; from?: 'utf8' | 'hex' };
const encode = async (text: string, options: Options = {}) => (await run<{ result: string }>('base58', { action: 'encode', text, ...options })).result;
const decode = (text: string, options: Options = {}) => run<{ result: string; resultEncoding: string }>('base58', { action: 'decode', text, ...options });

describe('base58', () => {
  it('matches python3-base58 (Debian, /usr/bin/python3)', async () => {
    // base58.b58encode(b'hello world'), b58encode(b'\x00\x00\x01\x02\xff')
    expect(await encode('hello world')).toBe('StV1DL6CwTryKyV');
    expect(await encode('00000102ff', { from: 'hex' })).toBe('11LiA');
    // base58.b58encode_check(b'\x00' + bytes(range(20)))
    expect(await encode('00' + '000102030405060708090a0b0c0d0e0f10111213', { from: 'hex', check: true })).toBe('112D2adLM3UKy4Z4giRbReR6gjWuvHUqB');
    // base58.b58decode_check('1AGNa15ZQXAZUgFiqJ2i7Z2DPU2J6hW62i').hex()
    expect(await decode('1AGNa15ZQXAZUgFiqJ2i7Z2DPU2J6hW62i', { check: true })).toEqual({ result: '0065a16059864a2fdbc7c99a4723a8395bc6f188eb', resultEncoding: 'hex' });
    expect((await decode('StV1DL6CwTryKyV')).result).toBe('hello world');
  });

  it('matches Python big-integer conversion in the other alphabets', async () => {
    // python3: n = int.from_bytes(b, 'big'); digits by divmod(n, len(alphabet)); one leading alphabet[0] per zero byte
    expect(await encode('hello world', { alphabet: 'base62' })).toBe('AAwf93rvy4aWQVw');
    expect(await encode('00' + '68656c6c6f', { alphabet: 'base36', from: 'hex' })).toBe('05pzcszu7');
    expect(await encode('hello world', { alphabet: 'xrp' })).toBe('StVrDLaUATiyKyV');
    expect(await encode('hello world', { alphabet: 'flickr' })).toBe('rTu1dk6cWsRYjYu');
    expect((await decode('05PZCSZU7', { alphabet: 'base36' })).result).toBe('\u0000hello');
    expect((await decode('rTu1dk6cWsRYjYu', { alphabet: 'flickr' })).result).toBe('hello world');
  });

  it('round-trips any bytes in every alphabet, with and without a checksum', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 60 }),
        fc.constantFrom<Alphabet>('btc', 'flickr', 'xrp', 'base62', 'base36'),
        fc.boolean(),
        async (bytes, alphabet, check) => {
          const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
          const encoded = await encode(hex, { alphabet, check, from: 'hex' });
          const back = await decode(encoded, { alphabet, check });
          if (back.resultEncoding === 'hex') expect(back.result).toBe(hex);
          else expect(new TextEncoder().encode(back.result)).toEqual(bytes);
        },
      ),
      { numRuns: 80 },
    );
  });

  it('refuses bad digits, a wrong checksum and oversized input, naming the field', async () => {
    await expectInvalid('base58', { action: 'decode', text: 'StV0DL' }, 'text: not valid btc: character "0" at position 3 is not in the btc alphabet');
    await expectInvalid('base58', { action: 'decode', text: '1AGNa15ZQXAZUgFiqJ2i7Z2DPU2J6hW62j', check: true }, /checksum does not match/);
    await expectInvalid('base58', { action: 'decode', text: '1', check: true }, /too short/);
    await expectInvalid('base58', { action: 'encode', text: 'a'.repeat(4_001) }, 'text: is 4001 bytes; btc encodes at most 4000 at once');
    await expectInvalid('base58', { action: 'decode', text: '2'.repeat(6_201) }, 'text: holds 6201 digits; btc decodes at most 6200 at once');
  });

  it('refuses bad input of every kind, naming the field', async () => {
    await expectInvalid('base58', { action: 'encode', text: 'xyz', from: 'hex' }, /text: is not hex/);
    await expectInvalid('base58', { action: 'encode', text: 'a', alphabet: 'base64' }, /alphabet: must be one of btc, flickr, xrp, base62, base36/);
    await expectInvalid('base58', { action: 'encode', text: 'a', check: 'yes' }, /check: must be a boolean/);
    await expectInvalid('base58', { action: 'encode', text: '\uD800' }, /text: contains a lone surrogate/);
    await expectInvalid('base58', { action: 'encode', text: 'a'.repeat(1_000_001) }, 'text: must be at most 1000000 characters');
    await expectInvalid('base58', JSON.parse('{"action":"decode","text":"2","__proto__":{}}'), /__proto__/);
  });
});
