import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Options = { style?: 'named' | 'dec' | 'hex'; scope?: 'minimal' | 'nonascii' };
const encode = async (text: string, options: Options = {}) =>
  (await run<{ result: string }>('html-entities', { action: 'encode', text, ...options })).result;
const decode = async (text: string) => (await run<{ result: string }>('html-entities', { action: 'decode', text })).result;

describe('html-entities', () => {
  it('decodes as Python html.unescape does (HTML5 references, legacy names, Windows-1252 remap, U+FFFD)', async () => {
    // python3 -c "import html; print(repr(html.unescape('&amp;&lt &copy2 &notit; &#128; &#x1F600; &#0; &#xD800; &bogus; &eacute &AMP; &NotNestedGreaterGreater; &#x110000;')))"
    expect(await decode('&amp;&lt &copy2 &notit; &#128; &#x1F600; &#0; &#xD800; &bogus; &eacute &AMP; &NotNestedGreaterGreater; &#x110000;')).toBe(
      '&< ©2 ¬it; € 😀 \uFFFD \uFFFD &bogus; é & \u2AA2\u0338 \uFFFD',
    );
    // python3 -c "import html; print(html.unescape('&lt;p&gt;caf&eacute; &#8364;5 &#x1F600; &copy 2024'))"
    expect(await decode('&lt;p&gt;caf&eacute; &#8364;5 &#x1F600; &copy 2024')).toBe('<p>café €5 😀 © 2024');
  });

  it('writes decimal and hex references as Python formats them', async () => {
    const s = '<b>"naïve" & ©—ü</b>';
    // python3: ''.join(f'&#{ord(c)};' if c in '&<>"\'' or ord(c)>127 else c for c in s)
    expect(await encode(s, { style: 'dec', scope: 'nonascii' })).toBe('&#60;b&#62;&#34;na&#239;ve&#34; &#38; &#169;&#8212;&#252;&#60;/b&#62;');
    // the same without "or ord(c)>127"
    expect(await encode(s, { style: 'dec' })).toBe('&#60;b&#62;&#34;naïve&#34; &#38; ©—ü&#60;/b&#62;');
    // python3: ''.join(f'&#x{ord(c):x};' if c in '&<>"\'' or ord(c)>127 else c for c in 'café €5 😀')
    expect(await encode('café €5 😀', { style: 'hex', scope: 'nonascii' })).toBe('caf&#xe9; &#x20ac;5 &#x1f600;');
    expect(await encode("it's", { style: 'hex' })).toBe('it&#x27;s');
  });

  it('names characters as HTML does (Python html.entities.codepoint2name), decimal where there is no name', async () => {
    // python3: ''.join('&%s;'%codepoint2name[ord(c)] if ord(c) in codepoint2name and ord(c)>127 else c for c in 'naïve © — ü €')
    expect(await encode('naïve © — ü €', { scope: 'nonascii' })).toBe('na&iuml;ve &copy; &mdash; &uuml; &euro;');
    // Where HTML5 gives a character several names, the entities package picks one: ½ is &half; (HTML 4 named it &frac12;);
    // python3 -c "import html; print(html.unescape('&half;'))" prints ½
    expect(await encode('½', { scope: 'nonascii' })).toBe('&half;');
    expect(await encode('😀', { scope: 'nonascii' })).toBe('&#128512;');
    expect(await encode('<"&\'>')).toBe('&lt;&quot;&amp;&apos;&gt;');
    expect(await encode('naïve ( = )')).toBe('naïve ( = )');
  });

  it('round-trips any well-formed text in every style and scope', async () => {
    const styles = ['named', 'dec', 'hex'] as const;
    const scopes = ['minimal', 'nonascii'] as const;
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 100 }), fc.constantFrom(...styles), fc.constantFrom(...scopes), async (text, style, scope) => {
        const encoded = await encode(text, { style, scope });
        if (scope === 'nonascii') expect(encoded).toMatch(/^[\x00-\x7F]*$/);
        expect(await decode(encoded)).toBe(text);
      }),
      { numRuns: 60 },
    );
  });

  it('refuses a lone surrogate on encode, naming the field', async () => {
    await expectInvalid('html-entities', { action: 'encode', text: 'a\uDC00', style: 'dec' }, /text: contains a lone surrogate \(U\+DC00\) at index 1/);
  });

  it('holds the 1,000,000-character bound', async () => {
    expect((await encode('&'.repeat(1_000_000))).length).toBe(5_000_000);
    await expectInvalid('html-entities', { action: 'decode', text: 'a'.repeat(1_000_001) }, 'text: must be at most 1000000 characters');
  });

  it('refuses wrong types, bad enums and unknown fields, naming the field', async () => {
    await expectInvalid('html-entities', { action: 'encode', text: 1 }, 'text: must be a string, got an integer');
    await expectInvalid('html-entities', { action: 'encode', text: 'a', style: 'octal' }, 'style: must be one of named, dec, hex');
    await expectInvalid('html-entities', { action: 'encode', text: 'a', scope: 'all' }, 'scope: must be one of minimal, nonascii');
    await expectInvalid('html-entities', { action: 'escape', text: 'a' }, 'action: must be one of encode, decode');
    await expectInvalid('html-entities', JSON.parse('{"action":"encode","text":"a","__proto__":{"x":1}}'), /__proto__/);
  });
});
