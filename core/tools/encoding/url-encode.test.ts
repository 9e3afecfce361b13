import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call, expectInvalid, run } from '../../../test/helpers.ts';

const encode = async (text: string, mode?: 'component' | 'full') =>
  (await run<{ result: string }>('url-encode', { action: 'encode', text, ...(mode ? { mode } : {}) })).result;
const decode = async (text: string) => (await run<{ result: string }>('url-encode', { action: 'decode', text })).result;

// The characters encodeURI keeps besides the unreserved set (ECMA-262 uriReserved plus "#").
const FULL_SAFE = ";/?:@&=+$,#-_.!~*'()";

describe('url-encode', () => {
  it('follows RFC 3986: §2.1 uppercase %XX triplets, §2.3 unreserved characters kept, §2.5 UTF-8 octets', async () => {
    expect(await encode(' ')).toBe('%20');
    const unreserved = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
    expect(await encode(unreserved)).toBe(unreserved);
    expect(await encode(unreserved, 'full')).toBe(unreserved);
    // §2.5: "À" is %C3%80 in UTF-8.
    expect(await encode('À')).toBe('%C3%80');
    expect(await decode('%C3%80')).toBe('À');
    // §2.1: hex digits are case-insensitive when decoding.
    expect(await decode('%c3%80%2f')).toBe('À/');
  });

  it('matches urllib.parse.quote(s, safe="") where it agrees with encodeURIComponent (no !\'()*)', async () => {
    // python3: from urllib.parse import quote; quote(s, safe='') for each s below
    const cases: [string, string][] = [
      ['a b&c=d/é', 'a%20b%26c%3Dd%2F%C3%A9'],
      ['日本語', '%E6%97%A5%E6%9C%AC%E8%AA%9E'],
      ['🚀 x=1;y=2', '%F0%9F%9A%80%20x%3D1%3By%3D2'],
      ['100% sure', '100%25%20sure'],
      ['a+b', 'a%2Bb'],
      ['q?x#y[z]', 'q%3Fx%23y%5Bz%5D'],
    ];
    for (const [plain, encoded] of cases) {
      expect(await encode(plain)).toBe(encoded);
      expect(await decode(encoded)).toBe(plain);
    }
  });

  it('keeps the marks !\'()* in component mode, as ECMA-262 encodeURIComponent does', async () => {
    // ECMA-262 uriMark: - _ . ! ~ * ' ( ) are never escaped by encodeURIComponent.
    expect(await encode("!'()*")).toBe("!'()*");
    expect(await encode('Hello, World!')).toBe('Hello%2C%20World!');
  });

  it('keeps URL delimiters in full mode, like urllib.parse.quote with the encodeURI safe set', async () => {
    // python3: quote(s, safe=";/?:@&=+$,#-_.!~*'()")
    const cases: [string, string][] = [
      ['https://example.com/a path?q=ü&x=1#top', 'https://example.com/a%20path?q=%C3%BC&x=1#top'],
      ['a b&c=d/é', 'a%20b&c=d/%C3%A9'],
      ['q?x#y[z]', 'q?x#y%5Bz%5D'],
      ['100% sure', '100%25%20sure'],
    ];
    for (const [plain, encoded] of cases) expect(await encode(plain, 'full')).toBe(encoded);
    expect(await encode(FULL_SAFE, 'full')).toBe(FULL_SAFE);
  });

  it('decodes every escape, reserved ones too, and leaves "+" as "+"', async () => {
    expect(await decode('a%2Fb%3Fc%23d%25e')).toBe('a/b?c#d%e');
    expect(await decode('a+b%20c')).toBe('a+b c');
    expect(await decode('no escapes here')).toBe('no escapes here');
    expect(await decode('')).toBe('');
  });

  it('refuses malformed escapes, naming the index', async () => {
    await expectInvalid('url-encode', { action: 'decode', text: 'ab%zz' }, /^text: "%" at index 2 is not followed by two hex digits/);
    await expectInvalid('url-encode', { action: 'decode', text: '50%' }, /^text: "%" at index 2 is not followed by two hex digits/);
    await expectInvalid('url-encode', { action: 'decode', text: '%4' }, /^text: "%" at index 0 /);
    await expectInvalid('url-encode', { action: 'decode', text: '%E0%A4%A' }, 'text: the UTF-8 character starting with %E0 at index 0 needs 3 escaped bytes, but index 6 does not continue it');
    await expectInvalid('url-encode', { action: 'decode', text: 'x%C3' }, /starting with %C3 at index 1 needs 2 escaped bytes, but index 4/);
    await expectInvalid('url-encode', { action: 'decode', text: '%C3%41' }, /index 3 does not continue it/);
  });

  it('refuses escapes that decode to invalid UTF-8', async () => {
    await expectInvalid('url-encode', { action: 'decode', text: '%80' }, 'text: %80 at index 0 cannot start a UTF-8 character');
    await expectInvalid('url-encode', { action: 'decode', text: 'a%FF' }, 'text: %FF at index 1 cannot start a UTF-8 character');
    // Overlong "/" (RFC 3629 §10), an encoded surrogate U+D800 (RFC 3629 §3), and U+110000 (above the Unicode range).
    await expectInvalid('url-encode', { action: 'decode', text: '%C0%AF' }, /%C0 at index 0 cannot start/);
    await expectInvalid('url-encode', { action: 'decode', text: '%E0%80%AF' }, 'text: %E0%80%AF at index 0 is not valid UTF-8');
    await expectInvalid('url-encode', { action: 'decode', text: 'ok%ED%A0%80' }, 'text: %ED%A0%80 at index 2 is not valid UTF-8');
    await expectInvalid('url-encode', { action: 'decode', text: '%F4%90%80%80' }, 'text: %F4%90%80%80 at index 0 is not valid UTF-8');
  });

  it('refuses a lone surrogate on encode (encodeURIComponent would throw URIError)', async () => {
    await expectInvalid('url-encode', { action: 'encode', text: 'a\uD800b' }, 'text: contains a lone surrogate (U+D800) at index 1, which UTF-8 cannot encode');
    await expectInvalid('url-encode', { action: 'encode', text: '\uDC00', mode: 'full' }, /lone surrogate \(U\+DC00\) at index 0/);
  });

  it('does not echo a huge malformed input', async () => {
    const envelope = await call('url-encode', { action: 'decode', text: 'x'.repeat(50_000) + '%zz' + 'y'.repeat(49_000) });
    expect(envelope.success).toBe(false);
    if (!envelope.success) expect(envelope.error.message.length).toBeLessThan(120);
  });

  it('holds the 100,000-character bound exactly, on both actions', async () => {
    expect(await encode('é'.repeat(100_000))).toBe('%C3%A9'.repeat(100_000));
    expect(await decode('%41'.repeat(33_333) + 'a')).toBe('A'.repeat(33_333) + 'a');
    await expectInvalid('url-encode', { action: 'encode', text: 'a'.repeat(100_001) }, 'text: must be at most 100000 characters');
    await expectInvalid('url-encode', { action: 'decode', text: 'a'.repeat(100_001) }, 'text: must be at most 100000 characters');
  });

  it('refuses wrong types, bad enums and missing fields, naming the field', async () => {
    await expectInvalid('url-encode', { action: 'encode', text: 5 }, 'text: must be a string, got an integer');
    await expectInvalid('url-encode', { action: 'escape', text: 'a' }, 'action: must be one of encode, decode');
    await expectInvalid('url-encode', { action: 'encode', text: 'a', mode: 'path' }, 'mode: must be one of component, full');
    await expectInvalid('url-encode', { text: 'a' }, 'action: is required');
    await expectInvalid('url-encode', { action: 'encode', text: 'a', zzz: 1 }, 'zzz: unknown field');
  });

  it('round-trips any Unicode string in both modes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 100 }), fc.constantFrom('component', 'full'), async (text, mode) => {
        expect(await decode(await encode(text, mode as 'component' | 'full'))).toBe(text);
      }),
    );
  });

  it('encodes exactly as encodeURIComponent / encodeURI (ECMA-262) on well-formed text', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 60 }), async (text) => {
        expect(await encode(text)).toBe(encodeURIComponent(text));
        expect(await encode(text, 'full')).toBe(encodeURI(text));
      }),
    );
  });

  it('decodes exactly as decodeURIComponent, refusing exactly what it throws on', async () => {
    const piece = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 4 }),
      fc.integer({ min: 0, max: 255 }).map((b) => `%${b.toString(16).padStart(2, '0')}`),
      fc.constantFrom('%', '%e', '%C3', '%E2%82', '%F0%9F%9A', '%80', '%zz', '+'),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { maxLength: 12 }).map((parts) => parts.join('')), async (text) => {
        let expected: string | undefined;
        try {
          expected = decodeURIComponent(text);
        } catch {
          expected = undefined;
        }
        const envelope = await call('url-encode', { action: 'decode', text });
        if (expected === undefined) {
          expect(envelope).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });
        } else {
          expect(envelope).toMatchObject({ success: true, result: { result: expected } });
        }
      }),
      { numRuns: 500 },
    );
  });
});
