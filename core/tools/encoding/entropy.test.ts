import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Entropy {
  bytes: number;
  entropy: number;
  distinctBytes: number;
  chiSquare: number | null;
  mean: number | null;
  serialCorrelation: number | null;
  histogram: { byte: number; count: number; fraction: number }[];
}
const entropy = (input: Record<string, unknown>) => run<Entropy>('entropy', input);
const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

/** The bytes of: x = 42; 10000 times x = (x*1103515245+12345) % 2**31, byte (x>>16)&255 (python3, written to lcg.bin). */
function lcgBytes(): Uint8Array {
  const bytes = new Uint8Array(10_000);
  let x = 42n;
  for (let i = 0; i < bytes.length; i++) {
    x = (x * 1103515245n + 12345n) % 2n ** 31n;
    bytes[i] = Number((x >> 16n) & 255n);
  }
  return bytes;
}

describe('entropy', () => {
  it('answers what Debian ent prints', async () => {
    // printf 'hello world' | ent -c: Entropy = 2.845351, Chi square 431.18, mean 101.4545, serial -0.253939,
    // occurrences 32:1 100:1 101:1 104:1 108:3 111:2 114:1 119:1
    const hello = await entropy({ text: 'hello world' });
    expect(hello).toEqual({
      bytes: 11,
      entropy: 2.845351,
      distinctBytes: 8,
      chiSquare: 431.18,
      mean: 101.4545,
      serialCorrelation: -0.253939,
      histogram: [[32, 1], [100, 1], [101, 1], [104, 1], [108, 3], [111, 2], [114, 1], [119, 1]].map(([byte, count]) => ({ byte, count, fraction: count! / 11 })),
    });
    // ent lcg.bin: Entropy = 7.977513, Chi square 311.78, mean 127.1994, serial 0.005903
    const lcg = lcgBytes();
    expect(lcg.subarray(0, 8)).toEqual(Uint8Array.from([0x89, 0x89, 0xa5, 0x75, 0x20, 0x45, 0x6d, 0x84])); // python: lcg.bin[:8].hex()
    expect(await entropy({ bin: base64(lcg) })).toMatchObject({ bytes: 10_000, entropy: 7.977513, chiSquare: 311.78, mean: 127.1994, serialCorrelation: 0.005903 });
    // ent s.bin (printf 'hello world\nhello\tworld! \x00\xff caf\xc3\xa9'): 3.884859, 672.94, 97.9697, -0.137199
    expect(await entropy({ bin: 'aGVsbG8gd29ybGQKaGVsbG8Jd29ybGQhIAD/IGNhZsOp' })).toMatchObject({
      bytes: 33, entropy: 3.884859, chiSquare: 672.94, mean: 97.9697, serialCorrelation: -0.137199,
    });
    // python3 -c "open('r256.bin','wb').write(bytes(range(256)))"; ent r256.bin: 8.000000, 0.00, 127.5000, 0.976654
    const ramp = await entropy({ bin: base64(Uint8Array.from({ length: 256 }, (_, i) => i)) });
    expect(ramp).toMatchObject({ bytes: 256, entropy: 8, distinctBytes: 256, chiSquare: 0, mean: 127.5, serialCorrelation: 0.976654 });
  });

  it('leaves serial correlation undefined where ent does, and measures no bytes as zero', async () => {
    // printf 'aaaa' | ent: Entropy = 0.000000, Chi square 1020.00, mean 97.0000, "Serial correlation coefficient is undefined"
    expect(await entropy({ text: 'aaaa' })).toMatchObject({ entropy: 0, chiSquare: 1020, mean: 97, serialCorrelation: null, distinctBytes: 1 });
    expect(await entropy({ text: '' })).toEqual({ bytes: 0, entropy: 0, distinctBytes: 0, chiSquare: null, mean: null, serialCorrelation: null, histogram: [] });
    expect(await entropy({ bin: 'data:application/octet-stream;base64,' })).toMatchObject({ bytes: 0 });
  });

  it('measures text as its UTF-8 bytes', async () => {
    // é is c3 a9: two distinct bytes, equally often
    expect(await entropy({ text: 'é' })).toMatchObject({ bytes: 2, entropy: 1, histogram: [{ byte: 0xa9, count: 1, fraction: 0.5 }, { byte: 0xc3, count: 1, fraction: 0.5 }] });
  });

  it('wants exactly one of text or bin', async () => {
    await expectInvalid('entropy', {}, 'text: give exactly one of text or bin');
    await expectInvalid('entropy', { text: 'a', bin: 'YQ==' }, 'text: give exactly one of text or bin');
  });

  it('refuses malformed input, naming the field', async () => {
    await expectInvalid('entropy', { bin: 'YQ=!' }, /bin: is not valid Base64/);
    await expectInvalid('entropy', { text: 'a\uDC00' }, /text: contains a lone surrogate/);
    await expectInvalid('entropy', { text: 5 }, 'text: must be a string, got an integer');
    await expectInvalid('entropy', { text: 'a'.repeat(1_000_001) }, 'text: must be at most 1000000 characters');
    await expectInvalid('entropy', JSON.parse('{"text":"a","__proto__":{"bin":"YQ=="}}'), /__proto__/);
  });

  it('measures 10 MB of bytes', async () => {
    const big = new Uint8Array(10_000_000).map((_, i) => i);
    let binary = '';
    for (let i = 0; i < big.length; i += 65_536) binary += String.fromCharCode(...big.subarray(i, i + 65_536));
    expect(await entropy({ bin: btoa(binary) })).toMatchObject({ bytes: 10_000_000, distinctBytes: 256 });
    await expectInvalid('entropy', { bin: btoa(binary + 'a') }, /bin: holds 10000001 bytes, more than the 10000000 allowed/);
  });

  it('stays within 0..8 bits and counts every byte', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 300 }), async (bytes) => {
        const result = await entropy({ bin: base64(bytes) });
        expect(result.entropy).toBeGreaterThanOrEqual(0);
        expect(result.entropy).toBeLessThanOrEqual(8);
        expect(result.histogram.reduce((sum, entry) => sum + entry.count, 0)).toBe(bytes.length);
      }),
      { numRuns: 50 },
    );
  });
});
