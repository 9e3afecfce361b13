import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { get } from '../../catalog.ts';

interface CssResult {
  css: string;
  mode: string;
  method: string;
  originalBytes: number;
  resultBytes: number;
  savedPercent: number;
  warnings: { line: number; column: number; message: string }[];
  warningCount: number;
}

const minify = (css: string) => run<CssResult>('css-minifier', { css });
const beautify = (css: string, indent?: number) => run<CssResult>('css-minifier', { css, mode: 'beautify', ...(indent ? { indent } : {}) });

describe('css-minifier', () => {
  it('is isolated: a megabyte of CSS takes csso seconds', () => {
    expect(get('css-minifier')!.isolate).toBe(true);
  });

  it('minifies as csso documents it', async () => {
    // csso README: minify('.test { color: #ff0000; }').css → '.test{color:red}'
    expect((await minify('.test { color: #ff0000; }')).css).toBe('.test{color:red}');
    // node -e "console.log(require('csso').minify('/*! MIT */\na { color: red }').css)" keeps the /*! comment
    expect((await minify('/*! MIT */\na { color: red }')).css).toBe('/*! MIT */\na{color:red}');
    // node -e "console.log(require('csso').minify('a { color: red; } @media screen and (max-width: 600px) { a { color: rgb(0, 0, 255) } }').css)"
    const media = await minify('a { color: red; } @media screen and (max-width: 600px) { a { color: rgb(0, 0, 255) } }');
    expect(media).toMatchObject({ css: 'a{color:red}@media screen and (max-width:600px){a{color:#00f}}', method: 'csso', warnings: [] });
  });

  it('beautifies as the js-beautify 1.15 CLI does', async () => {
    // printf 'a{color:red;background:url(x.png) no-repeat}b,i{margin:0}' | css-beautify --indent-size 4 -
    expect((await beautify('a{color:red;background:url(x.png) no-repeat}b,i{margin:0}', 4)).css).toBe(
      'a {\n    color: red;\n    background: url(x.png) no-repeat\n}\n\nb,\ni {\n    margin: 0\n}',
    );
    // printf '@media screen{.a{color:red}.b{margin:0 auto}}/* note */\n.c::after{content:"}"}' | css-beautify --indent-size 2 -
    expect((await beautify('@media screen{.a{color:red}.b{margin:0 auto}}/* note */\n.c::after{content:"}"}')).css).toBe(
      '@media screen {\n  .a {\n    color: red\n  }\n\n  .b {\n    margin: 0 auto\n  }\n}\n\n/* note */\n.c::after {\n  content: "}"\n}',
    );
  });

  it('reports sizes in UTF-8 bytes (python3: len(\'a { content: "€" }\'.encode()) == 20)', async () => {
    const result = await minify('a { content: "€" }');
    expect(result).toMatchObject({ css: 'a{content:"€"}', originalBytes: 20, resultBytes: 16, savedPercent: 20 });
    expect((await minify('')).originalBytes).toBe(0);
    expect((await minify('')).savedPercent).toBe(0);
  });

  it('refuses unbalanced brackets with the line and column', async () => {
    await expectInvalid('css-minifier', { css: 'a { color: red;\n' }, 'css: invalid CSS at line 1, column 3: the "{" opened here is never closed with "}"');
    await expectInvalid('css-minifier', { css: 'a { color: red; }\n}' }, 'css: invalid CSS at line 2, column 1: "}" closes nothing: there is no "{" before it');
    await expectInvalid(
      'css-minifier',
      { css: 'a { width: calc(1px + (2px }' },
      'css: invalid CSS at line 1, column 28: "}" cannot close the "(" opened at line 1, column 23; a ")" is missing',
    );
    await expectInvalid('css-minifier', { css: 'a { b: c ] }', mode: 'beautify' }, /line 1, column 10: "\]" cannot close the "{" opened at line 1, column 3; a "}" is missing/);
    await expectInvalid('css-minifier', { css: 'a[href { }' }, 'css: invalid CSS at line 1, column 2: the "[" opened here is never closed with "]"');
  });

  it('refuses unclosed comments, strings and bad url() (CSS Syntax 3 bad-string and bad-url)', async () => {
    await expectInvalid('css-minifier', { css: 'a{}\n/* x' }, 'css: invalid CSS at line 2, column 1: the comment opened here is never closed with "*/"');
    await expectInvalid('css-minifier', { css: 'a{content:"x}' }, 'css: invalid CSS at line 1, column 11: the string opened here is never closed');
    await expectInvalid('css-minifier', { css: "a{content:'x\n'}" }, /line 1, column 11: the string opened here is cut by a line break/);
    await expectInvalid('css-minifier', { css: 'a{background:url(a b.png)}' }, /line 1, column 20: an unquoted url\( \) may not contain spaces/);
    await expectInvalid('css-minifier', { css: 'a{background:url(a"b)}' }, /line 1, column 19: an unquoted url\( \) may not contain "\\""/);
    await expectInvalid('css-minifier', { css: 'a{background:url(x.png' }, /line 1, column 14: the url\( opened here is never closed/);
    // An escaped line break continues a string; a quoted url() may hold spaces.
    // node -e "console.log(require('csso').minify('a{content:\"x\\\\\ny\";background:url( \"a b.png\" )}').css)"
    expect((await minify('a{content:"x\\\ny";background:url( "a b.png" )}')).css).toBe('a{content:"xy";background:url(a\\ b.png)}');
  });

  it('counts columns in code points and lines at CR, LF and CRLF', async () => {
    await expectInvalid('css-minifier', { css: '/* 🎉 */ }' }, /line 1, column 9:/);
    await expectInvalid('css-minifier', { css: 'a{}\r\nb{}\rc{}\n}' }, /line 4, column 1:/);
  });

  it('bounds nesting at 256 levels', async () => {
    const nested = (depth: number) => `a{b:${'('.repeat(depth - 1)}${')'.repeat(depth - 1)}}`;
    expect((await minify(nested(256))).css.length).toBeGreaterThan(0);
    await expectInvalid('css-minifier', { css: nested(257) }, 'css: invalid CSS at line 1, column 260: brackets are nested deeper than 256 levels');
  });

  it('keeps nested rules that csso would drop, warning where its parser stumbled', async () => {
    // CSS Nesting Module Level 1, §2 example: .foo { color: blue; & > .bar { color: red; } }
    const result = await minify('.foo {\n  color: blue;\n  & > .bar { color: red; }\n}\n');
    expect(result).toMatchObject({ css: '.foo{color:blue;& > .bar{color:red}}', method: 'whitespace', warningCount: 1 });
    expect(result.warnings).toEqual([{ line: 3, column: 4, message: 'Identifier is expected' }]);
    const missingColon = await minify('a { color }\nb { margin: 0 }');
    expect(missingColon).toMatchObject({ css: 'a{color}b{margin:0}', method: 'whitespace' });
    expect(missingColon.warnings[0]).toEqual({ line: 1, column: 11, message: 'Colon is expected' });
  });

  it('in the safe fallback, never touches strings, url() or /*! comments, and keeps tokens apart', async () => {
    const nestedFirst = '.x { & .y { color: red } }\n';
    const cases: [string, string][] = [
      ['a { content: "  {  /* not a comment */  " ; }', 'a{content:"  {  /* not a comment */  "}'],
      // A space before ":" stays: in a selector it is a descendant combinator (a :hover).
      ['a { background : url( x.png ) no-repeat }', 'a{background :url( x.png ) no-repeat}'],
      ['/*! keep */ a { margin: 1px/* gap */2px }', '/*! keep */ a{margin:1px 2px}'],
      ['.a/* gap */.b { width: 50/**/% }', '.a.b{width:50 %}'],
      ['@media screen and (min-width: 1px) { a { color: red; ; } }', '@media screen and (min-width:1px){a{color:red;}}'],
    ];
    for (const [css, expected] of cases) {
      const result = await minify(nestedFirst + css);
      expect(result.method).toBe('whitespace');
      expect(result.css).toBe('.x{& .y{color:red}}' + expected);
    }
  });

  it('the safe fallback is idempotent and keeps every token but comments and whitespace', async () => {
    const word = fc.constantFrom('a', 'b', '.c', '#d', '&', '>', '1px', 'red', '"x  y"', "'{ }'", 'url(x.png)', '/* c */', '/*! k */', '%', ':hover', ',');
    const space = fc.constantFrom('', ' ', '\n', '  \t');
    const declaration = fc.tuple(word, space, word, space, word).map(([a, s, b, t, c]) => `${a}${s}:${t}${b} ${c};`);
    const rule = fc.tuple(word, space, fc.array(declaration, { maxLength: 3 })).map(([selector, s, body]) => `${selector}${s}{${body.join(' ')}}`);
    // A nested rule first, so csso's parser complains and the safe minifier runs.
    const sheet = fc.array(rule, { maxLength: 4 }).map((rules) => `.n { & .m { x: y } }\n${rules.join('\n')}`);
    const significant = (css: string) => css.replace(/\/\*(?!!)[\s\S]*?\*\//g, ' ').replace(/\s+|;(?=\s*})/g, '');
    await fc.assert(
      fc.asyncProperty(sheet, async (css) => {
        const once = await minify(css);
        expect(once.method).toBe('whitespace');
        expect((await minify(once.css)).css).toBe(once.css);
        expect(significant(once.css)).toBe(significant(css));
      }),
      { numRuns: 150 },
    );
  });

  it('refuses a beautified result past the size bound instead of building it', async () => {
    const css = `${'a{'.repeat(255)}${'b:c;'.repeat(10_000)}${'}'.repeat(255)}`;
    await expectInvalid('css-minifier', { css, mode: 'beautify', indent: 8 }, 'css: the beautified stylesheet would be longer than 20000000 characters');
  });

  it('holds the 1,000,000-character bound and the indent range', async () => {
    expect((await minify(' '.repeat(1_000_000))).css).toBe('');
    await expectInvalid('css-minifier', { css: ' '.repeat(1_000_001) }, 'css: must be at most 1000000 characters');
    await expectInvalid('css-minifier', { css: 'a{}', mode: 'beautify', indent: 0 }, 'indent: must be ≥ 1');
    await expectInvalid('css-minifier', { css: 'a{}', mode: 'beautify', indent: 9 }, 'indent: must be ≤ 8');
    await expectInvalid('css-minifier', { css: 'a{}', indent: 2.5 }, 'indent: must be an integer');
  });

  it('refuses wrong types, unknown modes and missing css', async () => {
    await expectInvalid('css-minifier', { css: 5 }, 'css: must be a string, got an integer');
    await expectInvalid('css-minifier', { css: 'a{}', mode: 'pretty' }, 'mode: must be one of minify, beautify');
    await expectInvalid('css-minifier', {}, 'css: is required');
    await expectInvalid('css-minifier', { css: 'a{}', level: 2 }, 'level: unknown field');
  });
});
