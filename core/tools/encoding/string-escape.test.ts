import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

const LANGUAGES = ['json', 'js', 'java', 'c', 'python', 'sql', 'shell', 'regex', 'xml', 'csv'] as const;
type Language = (typeof LANGUAGES)[number];
const encode = async (text: string, lang: Language) => (await run<{ result: string }>('string-escape', { action: 'encode', text, lang })).result;
const decode = async (text: string, lang: Language) => (await run<{ result: string }>('string-escape', { action: 'decode', text, lang })).result;

describe('string-escape', () => {
  it('escapes as the references do', async () => {
    // python3: json.dumps('Say "hi"\n\tcafé \\ 😀', ensure_ascii=False)[1:-1]
    expect(await encode('Say "hi"\n\tcafé \\ 😀', 'json')).toBe('Say \\"hi\\"\\n\\tcafé \\\\ 😀');
    // python3: repr('tab\there\x00\x7f é \u200b 😀 \\ end')[1:-1]
    expect(await encode('tab\there\x00\x7f é \u200b 😀 \\ end', 'python')).toBe('tab\\there\\x00\\x7f é \\u200b 😀 \\\\ end');
    // python3: shlex.quote("it's $HOME"), shlex.quote('safe-word_1.txt'), shlex.quote('')
    expect(await encode("it's $HOME", 'shell')).toBe(`'it'"'"'s $HOME'`);
    expect(await encode('safe-word_1.txt', 'shell')).toBe('safe-word_1.txt');
    expect(await encode('', 'shell')).toBe("''");
    // python3: re.escape('a.b*c (x) [y] {z} 1+1=2? ^$ | \\ # ~ & - \n')
    expect(await encode('a.b*c (x) [y] {z} 1+1=2? ^$ | \\ # ~ & - \n', 'regex')).toBe(
      'a\\.b\\*c\\ \\(x\\)\\ \\[y\\]\\ \\{z\\}\\ 1\\+1=2\\?\\ \\^\\$\\ \\|\\ \\\\\\ \\#\\ \\~\\ \\&\\ \\-\\ \\\n',
    );
    // python3: xml.sax.saxutils.escape(s, {'"': '&quot;', "'": '&apos;'})
    expect(await encode('<a href="x">Tom & Jerry\'s</a>', 'xml')).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;');
    // sqlite3 :memory: "select quote('O''Brien'), quote('it''s ''quoted''')"
    expect(await encode("O'Brien", 'sql')).toBe("'O''Brien'");
    expect(await encode("it's 'quoted'", 'sql')).toBe("'it''s ''quoted'''");
    // python3: csv.writer(io.StringIO()).writerow([v]) for each v, line ending dropped
    expect(await encode('a,b', 'csv')).toBe('"a,b"');
    expect(await encode('say "hi"', 'csv')).toBe('"say ""hi"""');
    expect(await encode('line\nbreak', 'csv')).toBe('"line\nbreak"');
    expect(await encode('plain', 'csv')).toBe('plain');
    expect(await encode('', 'csv')).toBe('""');
  });

  it('escapes JavaScript (jsesc), Java and C as ASCII', async () => {
    expect(await encode('café \u2028 😀 \'x" \n', 'js')).toBe("caf\\xE9 \\u2028 \\uD83D\\uDE00 \\'x\" \\n");
    expect(await encode('café "q"\t😀', 'java')).toBe('caf\\u00E9 \\"q\\"\\t\\uD83D\\uDE00');
    expect(await encode('café "q"\t\x07\v\x01', 'c')).toBe('caf\\303\\251 \\"q\\"\\t\\a\\v\\001');
  });

  it('reads literals as their compilers do', async () => {
    // gcc -std=c11 -trigraphs: "caf\303\251\t\"q\"\\\a\v\001 \x41\102\u00e9\U0001F600?\?" printed byte by byte:
    // 636166c3a9092271225c070b01204142c3a9f09f98803f3f, which is UTF-8 for the expected text
    expect(await decode('caf\\303\\251\\t\\"q\\"\\\\\\a\\v\\001 \\x41\\102\\u00e9\\U0001F600?\\?', 'c')).toBe('café\t"q"\\\x07\v\x01 ABé😀??');
    // python3: repr('\x41\101\u00e9\U0001F600\q\<newline>x') = 'AAé😀\\qx'
    expect(await decode('\\x41\\101\\u00e9\\U0001F600\\q\\\nx', 'python')).toBe('AAé😀\\qx');
    // ECMA-262: legacy octal, \u{…}, identity escapes, line continuations
    expect(await decode("'\\x41\\101\\u{1F600}\\q\\0\\\nx'", 'js')).toBe('AA😀q\0x');
    // JLS 3.10.6/3.3: octal escapes stop within \377, \s is a space, any number of u's
    expect(await decode('\\400\\s\\uuu00e9\\"', 'java')).toBe(' 0 é"');
    expect(await decode('"Say \\"hi\\"\\u00e9"', 'json')).toBe('Say "hi"é');
    // sh -c 'printf "%s|" "\$x \a" a\ b '"'"'it'"'"'"'"'"'"'"'"'s'"'"'' prints $x \a|a b|it's|
    expect(await decode('"\\$x \\a"', 'shell')).toBe('$x \\a');
    expect(await decode('a\\ b', 'shell')).toBe('a b');
    expect(await decode(`'it'"'"'s'`, 'shell')).toBe("it's");
    expect(await decode("'it''s'", 'sql')).toBe("it's");
    expect(await decode('"say ""hi"""', 'csv')).toBe('say "hi"');
    expect(await decode('a\\.b\\*c\\ \\(x\\)', 'regex')).toBe('a.b*c (x)');
    expect(await decode('&lt;&#233;&#x1F600;&amp;', 'xml')).toBe('<é😀&');
  });

  it('round-trips any text in every language', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 80 }), fc.constantFrom(...LANGUAGES), async (text, lang) => {
        // XML has no way to write most control characters at all.
        fc.pre(lang !== 'xml' || !/[\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]/.test(text));
        expect(await decode(await encode(text, lang), lang)).toBe(text);
      }),
      { numRuns: 200 },
    );
  });

  it('refuses malformed escapes, naming the field and the place', async () => {
    await expectInvalid('string-escape', { action: 'decode', text: 'a\\', lang: 'c' }, 'text: ends with a lone backslash');
    await expectInvalid('string-escape', { action: 'decode', text: '\\q', lang: 'c' }, 'text: \\q at index 0 is not a C escape');
    await expectInvalid('string-escape', { action: 'decode', text: 'ab\\u12', lang: 'java' }, 'text: \\u at index 2 needs 4 hex digits');
    await expectInvalid('string-escape', { action: 'decode', text: '\\u{110000}', lang: 'js' }, /text: \\u\{110000\} at index 0 is past U\+10FFFF/);
    await expectInvalid('string-escape', { action: 'decode', text: '\\xff', lang: 'c' }, /text: the bytes escaped before index 4 are not valid UTF-8/);
    await expectInvalid('string-escape', { action: 'decode', text: '\\N{BULLET}', lang: 'python' }, /not supported/);
    await expectInvalid('string-escape', { action: 'decode', text: 'a\nb', lang: 'json' }, /text: is not the inside of a JSON string/);
    await expectInvalid('string-escape', { action: 'decode', text: "'open", lang: 'shell' }, 'text: the single quote at index 0 is never closed');
    await expectInvalid('string-escape', { action: 'decode', text: 'two words', lang: 'shell' }, /more than one shell word/);
    await expectInvalid('string-escape', { action: 'decode', text: "'a'b'", lang: 'sql' }, /not one SQL string literal/);
    await expectInvalid('string-escape', { action: 'decode', text: 'a"b', lang: 'csv' }, /cannot hold a double quote/);
    await expectInvalid('string-escape', { action: 'decode', text: '\\d+', lang: 'regex' }, 'text: \\d at index 0 is a regex class or escape, not an escaped character');
    await expectInvalid('string-escape', { action: 'decode', text: '&#0;', lang: 'xml' }, 'text: &#0; names a character XML forbids');
  });

  it('refuses bad input of every kind, naming the field', async () => {
    await expectInvalid('string-escape', { action: 'encode', text: 'a', lang: 'perl' }, /lang: must be one of json, js/);
    await expectInvalid('string-escape', { action: 'encode', text: 'a' }, 'lang: is required');
    await expectInvalid('string-escape', { action: 'encode', text: ['a'], lang: 'c' }, /text: must be a string/);
    await expectInvalid('string-escape', { action: 'encode', text: '\uD800', lang: 'json' }, /text: contains a lone surrogate/);
    await expectInvalid('string-escape', { action: 'encode', text: 'a'.repeat(1_000_001), lang: 'c' }, 'text: must be at most 1000000 characters');
    await expectInvalid('string-escape', JSON.parse('{"action":"encode","text":"a","lang":"c","__proto__":{}}'), /__proto__/);
  });
});
