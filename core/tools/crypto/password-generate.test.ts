import { describe, expect, it } from 'vitest';
import { get } from '../../catalog.ts';
import { expectInvalid, run, zeroRandom } from '../../../test/helpers.ts';

type Result = { passwords: string[]; length: number; characterClasses: string[]; poolSize: number; entropyBits: number };
const generate = (input: Record<string, unknown> = {}, random?: (size: number) => Uint8Array) =>
  run<Result>('password-generate', input, random ? { random } : {});

// python3: string.ascii_uppercase, string.ascii_lowercase, string.digits, string.punctuation
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';
const SYMBOLS = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';
const AMBIGUOUS = '0Oo1Il|`\'"';

const classOf = (char: string) => (UPPER.includes(char) ? 0 : LOWER.includes(char) ? 1 : DIGITS.includes(char) ? 2 : SYMBOLS.includes(char) ? 3 : -1);

/** Pearson's chi-square statistic of observed counts against expected counts. */
function chiSquare(observed: number[], expected: number[]): number {
  return observed.reduce((sum, o, i) => sum + (o - expected[i]!) ** 2 / expected[i]!, 0);
}

describe('password-generate', () => {
  it('is a non-deterministic crypto tool on the MCP surface', () => {
    expect(get('password-generate')).toMatchObject({ category: 'crypto', mcp: true, deterministic: false });
  });

  it('defaults to one 16-character password over all 94 printable ASCII characters but space', async () => {
    const result = await generate();
    expect(result).toMatchObject({ length: 16, characterClasses: ['uppercase', 'lowercase', 'digits', 'symbols'], poolSize: 94 });
    // python3: round(16 * math.log2(94), 2)
    expect(result.entropyBits).toBe(104.87);
    expect(result.passwords).toHaveLength(1);
    expect(result.passwords[0]).toMatch(/^[\x21-\x7e]{16}$/);
  });

  it('puts at least one character of every enabled class into every password, even at length 4', async () => {
    for (let round = 0; round < 20; round++) {
      const { passwords } = await generate({ length: 4, count: 100 });
      for (const password of passwords) expect(new Set([...password].map(classOf))).toEqual(new Set([0, 1, 2, 3]));
    }
    const { passwords } = await generate({ length: 5, include_uppercase: false, include_symbols: false, count: 100 });
    for (const password of passwords) {
      expect(password).toMatch(/^[a-z0-9]{5}$/);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[0-9]/);
    }
  });

  it('uses exactly the chosen classes, minus the ambiguous characters on request', async () => {
    const seen = (passwords: string[]) => [...new Set(passwords.join(''))].sort().join('');
    const sorted = (chars: string) => [...chars].sort().join('');
    const digitsOnly = await generate({ length: 256, include_uppercase: false, include_lowercase: false, include_symbols: false, count: 10 });
    expect(digitsOnly).toMatchObject({ characterClasses: ['digits'], poolSize: 10, entropyBits: 850.41 });
    expect(seen(digitsOnly.passwords)).toBe(DIGITS);

    const clear = await generate({ length: 256, exclude_ambiguous: true, count: 20 });
    const expected = [...UPPER + LOWER + DIGITS + SYMBOLS].filter((char) => !AMBIGUOUS.includes(char)).join('');
    expect(clear.poolSize).toBe(84);
    expect(seen(clear.passwords)).toBe(sorted(expected));

    const symbols = await generate({ length: 256, include_uppercase: false, include_lowercase: false, include_digits: false, count: 20 });
    expect(seen(symbols.passwords)).toBe(sorted(SYMBOLS));
  });

  it('reports entropy as length × log2(pool) (python3: round(20 * math.log2(84), 2), round(256 * math.log2(94), 2))', async () => {
    expect((await generate({ length: 20, exclude_ambiguous: true })).entropyBits).toBe(127.85);
    expect((await generate({ length: 256 })).entropyBits).toBe(1677.97);
  });

  it('draws characters with the expected frequencies (chi-square over 100,000 characters)', async () => {
    // 4 calls of 100 passwords of 250 characters. Each position holds, after the shuffle, one of the
    // 4 guaranteed characters with probability 4/250 and a pool character otherwise, so character c
    // of class C is expected N × (246/250 × 1/94 + 1/250 × 1/|C|) times.
    const pool = UPPER + LOWER + DIGITS + SYMBOLS;
    const counts = new Map<string, number>([...pool].map((char) => [char, 0]));
    let total = 0;
    for (let call = 0; call < 4; call++) {
      for (const password of (await generate({ length: 250, count: 100 })).passwords) {
        for (const char of password) counts.set(char, counts.get(char)! + 1);
        total += password.length;
      }
    }
    expect(total).toBe(100_000);
    const sizes = [UPPER.length, LOWER.length, DIGITS.length, SYMBOLS.length];
    const expected = [...pool].map((char) => total * ((246 / 250) * (1 / 94) + (1 / 250) * (1 / sizes[classOf(char)]!)));
    // scipy.stats.chi2.ppf(1 - 1e-4, 93) = 152.45: a fair generator fails this once in 10,000 runs.
    expect(chiSquare([...pool].map((char) => counts.get(char)!), expected)).toBeLessThan(152.45);
  });

  it('shuffles the guaranteed characters: the class at each position is uniform', async () => {
    // Length 4 with four classes: every password is one character of each class in a random order,
    // so position p holds each class 1/4 of the time (without the shuffle it would always be uppercase).
    const firsts = [0, 0, 0, 0];
    const lasts = [0, 0, 0, 0];
    for (let call = 0; call < 40; call++) {
      for (const password of (await generate({ length: 4, count: 100 })).passwords) {
        firsts[classOf(password[0]!)]!++;
        lasts[classOf(password[3]!)]!++;
      }
    }
    // scipy.stats.chi2.ppf(1 - 1e-4, 3) = 21.11
    expect(chiSquare(firsts, [1000, 1000, 1000, 1000])).toBeLessThan(21.11);
    expect(chiSquare(lasts, [1000, 1000, 1000, 1000])).toBeLessThan(21.11);
  });

  it('generates distinct passwords from fresh randomness, count of them', async () => {
    const { passwords } = await generate({ count: 100 });
    expect(passwords).toHaveLength(100);
    expect(new Set(passwords).size).toBe(100);
  });

  it('is a pure function of its random bytes: all-zero bytes give the first character of each class, shuffled', async () => {
    // Draws: one per class (index 0: A a 0 !), twelve fills (index 0: A), then Fisher–Yates swaps each
    // position i = 15…1 with position 0, which walks the four guaranteed characters to a0!A.
    expect((await generate({}, zeroRandom)).passwords).toEqual(['a0!AAAAAAAAAAAAA']);
  });

  it('refuses to have every class turned off', async () => {
    await expectInvalid(
      'password-generate',
      { include_uppercase: false, include_lowercase: false, include_digits: false, include_symbols: false },
      'include_uppercase, include_lowercase, include_digits, include_symbols: at least one character class must be true',
    );
  });

  it('holds length to 4..256 and count to 1..100', async () => {
    expect((await generate({ length: 4 })).passwords[0]).toHaveLength(4);
    expect((await generate({ length: 256, count: 100 })).passwords.every((password) => password.length === 256)).toBe(true);
    await expectInvalid('password-generate', { length: 3 }, 'length: must be ≥ 4');
    await expectInvalid('password-generate', { length: 257 }, 'length: must be ≤ 256');
    await expectInvalid('password-generate', { count: 0 }, 'count: must be ≥ 1');
    await expectInvalid('password-generate', { count: 101 }, 'count: must be ≤ 100');
    await expectInvalid('password-generate', { length: 1e308 }, 'length: must be ≤ 256');
  });

  it('refuses wrong types and unknown fields, naming the field', async () => {
    await expectInvalid('password-generate', { length: 12.5 }, 'length: must be an integer');
    await expectInvalid('password-generate', { length: '16' }, 'length: must be an integer, got a string');
    await expectInvalid('password-generate', { include_symbols: 'false' }, 'include_symbols: must be a boolean, got a string');
    await expectInvalid('password-generate', { exclude_ambiguous: 1 }, 'exclude_ambiguous: must be a boolean, got an integer');
    await expectInvalid('password-generate', { count: null }, 'count: must be an integer, got null');
    await expectInvalid('password-generate', { symbols: true }, 'symbols: unknown field');
    await expectInvalid('password-generate', JSON.parse('{"__proto__": {"length": 4}}'), '__proto__: unknown field');
  });
});
