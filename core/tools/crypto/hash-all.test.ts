import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { HASH_ALL_ORDER } from './hash-all.ts';

interface HashAll { bytes: number; hashes: { algorithm: string; hex: string }[] }
const hashAll = (input: Record<string, unknown>) => run<HashAll>('hash-all', input);
const byName = (result: HashAll) => Object.fromEntries(result.hashes.map(({ algorithm, hex }) => [algorithm, hex]));
const bytesToBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
/** Bytes 0..255 four times over: every byte value, past several block sizes. */
const everyByte = Uint8Array.from({ length: 1024 }, (_, i) => i % 256);

describe('hash-all', () => {
  // The examples hold "abc" and the empty input against /usr/bin/python3 hashlib.new(name, data).hexdigest()
  // (MD5 … SM3), `openssl dgst -provider legacy -whirlpool` (OpenSSL 3.0.19), the Keccak team's
  // published Keccak-{224,256,384,512} values (Keccak-256("") = c5d2…a470, as Ethereum uses) and
  // BLAKE3's test_vectors.json (input_len 0); the catalog suite runs them.

  it('hashes a file with every byte value as the references do', async () => {
    const result = byName(await hashAll({ bin: bytesToBase64(everyByte) }));
    // /usr/bin/python3: d = bytes(range(256)) * 4; hashlib.new(n, d).hexdigest()
    expect(result['SHA3-256']).toBe('b6c70631c6ff932b9f380d9cde8750eb9bea393817a9aea410c2119eb7b9b870');
    expect(result['BLAKE2b-512']).toBe('6b490f42e902f61b1ee12d3c85e34152e37c94d07ab9ea577cad6a6eb4690fad38064f53a19c225703a5c52cdc9a85add71b339d327e1630ee3432b920240e8a');
    expect(result['SM3']).toBe('1f00bad6a72e851e0f6e94fd317f97b74d5fbc4c090aefb91e7554e3f9c8c7fb');
    expect(result['RIPEMD-160']).toBe('29ea7f13cac242905ae2dc1a36d5985815b30356');
    // python3 -c "sys.stdout.buffer.write(bytes(range(256))*4)" | openssl dgst -provider legacy -whirlpool
    expect(result['Whirlpool']).toBe('d606b7f44bd288759f8869d880d9d4a2f159d739005e72d00f93b814e8c04e657f40c838e4d6f9030a8c9e0308a4e3b450246250243b2f09e09fa5a24761e26b');
  });

  it('hashes the largest text: one million "a" (FIPS 180-2 SHA-256 example)', async () => {
    const result = await hashAll({ text: 'a'.repeat(1_000_000) });
    expect(result.bytes).toBe(1_000_000);
    expect(byName(result)['SHA-256']).toBe('cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0');
  });

  it('gives the same digests for text and for its UTF-8 bytes as a file, in the fixed order', async () => {
    const text = 'Grüße, 世界 🌍';
    const fromText = await hashAll({ text });
    const fromFile = await hashAll({ bin: bytesToBase64(new TextEncoder().encode(text)) });
    expect(fromFile).toEqual(fromText);
    expect(fromText.bytes).toBe(20);
    expect(fromText.hashes.map((hash) => hash.algorithm)).toEqual([...HASH_ALL_ORDER]);
    expect(fromText.hashes.every(({ hex }) => /^[0-9a-f]+$/.test(hex))).toBe(true);
  });

  it('takes a data: URL as a file', async () => {
    expect(byName(await hashAll({ bin: 'data:text/plain;base64,YWJj' }))['MD5']).toBe('900150983cd24fb0d6963f7d28e17f72');
  });

  it('wants exactly one of text and bin, and real Base64', async () => {
    await expectInvalid('hash-all', {}, 'text: give exactly one of text or bin');
    await expectInvalid('hash-all', { text: 'a', bin: 'YQ==' }, 'text: give exactly one of text or bin');
    await expectInvalid('hash-all', { bin: 'YW!j' }, /^bin: is not valid Base64/);
    await expectInvalid('hash-all', { text: 'a\uDC00' }, /^text: contains a lone surrogate/);
  });

  it('answers only the digests named, in the table\'s order', async () => {
    // /usr/bin/python3: d = bytes(range(256)) * 4; hashlib.sha256(d), hashlib.new('sm3', d), hashlib.sha3_256(d)
    const result = await hashAll({ bin: bytesToBase64(everyByte), algorithms: ['SM3', 'SHA3-256', 'SHA-256'] });
    expect(result).toEqual({
      bytes: 1024,
      hashes: [
        { algorithm: 'SHA-256', hex: '785b0751fc2c53dc14a4ce3d800e69ef9ce1009eb327ccf458afe09c242c26c9' },
        { algorithm: 'SHA3-256', hex: 'b6c70631c6ff932b9f380d9cde8750eb9bea393817a9aea410c2119eb7b9b870' },
        { algorithm: 'SM3', hex: '1f00bad6a72e851e0f6e94fd317f97b74d5fbc4c090aefb91e7554e3f9c8c7fb' },
      ],
    });
    const all = await hashAll({ text: 'x', algorithms: [...HASH_ALL_ORDER].reverse() });
    expect(all).toEqual(await hashAll({ text: 'x' }));
  });

  it('refuses an algorithm list it cannot answer, naming the field', async () => {
    await expectInvalid('hash-all', { text: 'a', algorithms: [] }, /^algorithms: /);
    await expectInvalid('hash-all', { text: 'a', algorithms: ['SHA-256', 'crc32'] }, /^algorithms\[1\]: must be one of MD5, SHA-1/);
    await expectInvalid('hash-all', { text: 'a', algorithms: ['sha256'] }, /^algorithms\[0\]: must be one of MD5, SHA-1/);
    await expectInvalid('hash-all', { text: 'a', algorithms: ['__proto__'] }, /^algorithms\[0\]: /);
    await expectInvalid('hash-all', { text: 'a', algorithms: 'SHA-256' }, /^algorithms: /);
    await expectInvalid('hash-all', { text: 'a', algorithms: ['MD5', 'SHA-1', 'MD5'] }, /^algorithms: expected array elements to be unique/);
    await expectInvalid('hash-all', { text: 'a', algorithms: [...HASH_ALL_ORDER, 'MD5'] }, /^algorithms: /);
  });

  it('holds the schema bounds and types', async () => {
    await expectInvalid('hash-all', { text: 'a'.repeat(1_000_001) }, 'text: must be at most 1000000 characters');
    await expectInvalid('hash-all', { text: 1 }, /^text: must be a string/);
    await expectInvalid('hash-all', { text: 'a', algorithm: 'md5' }, /algorithm/);
    await expectInvalid('hash-all', JSON.parse('{"text":"a","__proto__":{"bin":"YQ=="}}'), /__proto__/);
  });
});
