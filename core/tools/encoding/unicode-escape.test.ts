import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Style = '\\u' | '\\u{}' | '\\x' | 'U+' | '&#x;';
const encode = async (text: string, style: Style = '\\u') => (await run<{ result: string }>('unicode-escape', { action: 'encode', text, style })).result;
const decode = async (text: string, style: Style = '\\u') => (await run<{ result: string }>('unicode-escape', { action: 'decode', text, style })).result;

describe('unicode-escape', () => {
  it("matches Python's unicode_escape codec both ways", async () => {
    // python3 -c "print('café\u2603😀\n\t\\\\ \x01\x7f'.encode('unicode_escape').decode())"
    expect(await encode('café\u2603😀\n\t\\ \x01\x7f', '\\x')).toBe('caf\\xe9\\u2603\\U0001f600\\n\\t\\\\ \\x01\\x7f');
    // python3 -c "print(b'caf\\\\xe9\\\\u2603\\\\U0001f600\\\\n'.decode('unicode_escape'))"
    expect(await decode('caf\\xe9\\u2603\\U0001f600\\n', '\\x')).toBe('café☃😀\n');
  });

  it('writes the other styles as Python formats them', async () => {
    // python3: ''.join(c if 32 <= ord(c) < 127 and c != '\\' else '\\u%04x' % unit for each UTF-16 unit) of 'café😀\n'
    expect(await encode('café😀\n')).toBe('caf\\u00e9\\ud83d\\ude00\\u000a');
    expect(await encode('a\\b')).toBe('a\\\\b');
    // python3: ''.join(c if 32 <= ord(c) < 127 and c != '\\' else '\\u{%X}' % ord(c) for c in 'café😀\n')
    expect(await encode('café😀\n', '\\u{}')).toBe('caf\\u{E9}\\u{1F600}\\u{A}');
    // python3: ' '.join('U+%04X' % ord(c) for c in 'café😀')
    expect(await encode('café😀', 'U+')).toBe('U+0063 U+0061 U+0066 U+00E9 U+1F600');
    // python3: ''.join(c if 32 <= ord(c) < 127 and c != '&' else '&#x%X;' % ord(c) for c in 'café & 😀\n')
    expect(await encode('café & 😀\n', '&#x;')).toBe('caf&#xE9; &#x26; &#x1F600;&#xA;');
  });

  it('decodes each style, leaving other text alone', async () => {
    expect(await decode('caf\\u00e9 \\ud83d\\ude00 \\u{1F600}')).toBe('café 😀 😀');
    expect(await decode('u+0063, U+00e9 U+1F600', 'U+')).toBe('cé😀');
    expect(await decode('caf&#xE9; &#233; &amp;', '&#x;')).toBe('café é &amp;');
  });

  it('round-trips any text in every style', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 100 }), fc.constantFrom<Style>('\\u', '\\u{}', '\\x', 'U+', '&#x;'), async (text, style) => {
        const encoded = await encode(text, style);
        expect(encoded).toMatch(/^[\x20-\x7E]*$/);
        expect(await decode(encoded, style)).toBe(text);
      }),
      { numRuns: 100 },
    );
  });

  it('refuses malformed escapes and code points, naming the field', async () => {
    await expectInvalid('unicode-escape', { action: 'decode', text: 'a\\u12' }, 'text: \\u at index 1 needs 4 hex digits');
    await expectInvalid('unicode-escape', { action: 'decode', text: '\\U00110000', style: '\\x' }, /past U\+10FFFF/);
    await expectInvalid('unicode-escape', { action: 'decode', text: 'U+0041 hello', style: 'U+' }, 'text: "hello" is not a code point like U+00E9 (U+ decode reads them separated by spaces or commas)');
    await expectInvalid('unicode-escape', { action: 'decode', text: 'U+D800', style: 'U+' }, /U\+D800 at index 0 is a surrogate/);
    await expectInvalid('unicode-escape', { action: 'decode', text: '&#x110000;', style: '&#x;' }, /past U\+10FFFF/);
  });

  it('refuses bad input of every kind, naming the field', async () => {
    await expectInvalid('unicode-escape', { action: 'encode', text: 'a', style: '\\U' }, /style: must be one of/);
    await expectInvalid('unicode-escape', { action: 'encode', text: 'x\uD800' }, /text: contains a lone surrogate \(U\+D800\) at index 1/);
    await expectInvalid('unicode-escape', { action: 'encode', text: null }, /text: must be a string/);
    await expectInvalid('unicode-escape', { action: 'encode', text: 'a'.repeat(1_000_001) }, 'text: must be at most 1000000 characters');
    await expectInvalid('unicode-escape', JSON.parse('{"action":"encode","text":"a","__proto__":{}}'), /__proto__/);
  });
});
