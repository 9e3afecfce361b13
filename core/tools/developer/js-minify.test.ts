import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Minified {
  code: string;
  originalBytes: number;
  resultBytes: number;
  savedPercent: number;
}
const minify = (code: string, options: { mangle?: boolean; compress?: boolean } = {}) => run<Minified>('js-minify', { code, ...options });

/** Modern syntax: a class with a private field, default parameters, async, ?. and ??, a template. Run by node, it prints "count: 5". */
const PROGRAM =
  'class Counter {\n  #count = 0;\n  increment(step = 1) { this.#count += step; return this.#count; }\n}\nasync function main(options) {\n  const counter = new Counter();\n  const label = options?.label ?? "count";\n  for (let index = 0; index < 3; index++) counter.increment();\n  return `${label}: ${counter.increment(2)}`;\n}\nmain({}).then(console.log);\n';

describe('js-minify', () => {
  it('minifies as the terser command line does (terser 5.51.4)', async () => {
    // npx terser ex2.js -c -m   (node runs the result and prints "count: 5", as it does the original)
    expect((await minify(PROGRAM)).code).toBe(
      'class Counter{#n=0;increment(n=1){return this.#n+=n,this.#n}}async function main(n){const t=new Counter,e=n?.label??"count";for(let n=0;n<3;n++)t.increment();return`${e}: ${t.increment(2)}`}main({}).then(console.log);',
    );
    // npx terser ex2.js -c
    expect((await minify(PROGRAM, { mangle: false })).code).toBe(
      'class Counter{#count=0;increment(step=1){return this.#count+=step,this.#count}}async function main(options){const counter=new Counter,label=options?.label??"count";for(let index=0;index<3;index++)counter.increment();return`${label}: ${counter.increment(2)}`}main({}).then(console.log);',
    );
    // npx terser ex2.js -m
    expect((await minify(PROGRAM, { compress: false })).code).toBe(
      'class Counter{#n=0;increment(n=1){this.#n+=n;return this.#n}}async function main(n){const t=new Counter;const e=n?.label??"count";for(let n=0;n<3;n++)t.increment();return`${e}: ${t.increment(2)}`}main({}).then(console.log);',
    );
  });

  it('keeps licence comments and drops the others (npx terser ex1.js -c -m --comments some)', async () => {
    const code = '/*! keep me */\n// add two numbers\nfunction add(first, second) {\n  const total = first + second;\n  return total;\n}\nconsole.log(add(2, 3));\n';
    expect((await minify(code)).code).toBe('/*! keep me */\nfunction add(d,n){return d+n}console.log(add(2,3));');
    expect((await minify('/** @license MIT */ var a = 1;', { compress: false })).code).toBe('/** @license MIT */var a=1;');
  });

  it('counts sizes in UTF-8 bytes', async () => {
    expect(await minify('var s = "é" ;')).toEqual({ code: 'var s="é";', originalBytes: 14, resultBytes: 11, savedPercent: 21.4 });
    expect(await minify('')).toEqual({ code: '', originalBytes: 0, resultBytes: 0, savedPercent: 0 });
  });

  it('refuses a syntax error with terser\'s message, line and column', async () => {
    // npx terser bad.js: "Parse error at bad.js:1,8 … Unexpected token: punc (;)" (terser's columns count from 0)
    await expectInvalid('js-minify', { code: 'let x = ;' }, 'code: Unexpected token: punc (;) at line 1, column 9');
    await expectInvalid('js-minify', { code: 'var s = "é";\nfunction f() {\n  return 1 +\n}\n' }, /^code: Unexpected token: punc \(\}\) at line 4, column 1$/);
    await expectInvalid('js-minify', { code: '"unterminated' }, /^code: Unterminated string constant at line 1, column 1$/);
  });

  it('refuses nesting too deep for its parser, and holds the 1,000,000-character bound', async () => {
    await expectInvalid('js-minify', { code: '['.repeat(100_000) }, /^code: /);
    await expectInvalid('js-minify', { code: 'x'.repeat(1_000_001) }, 'code: must be at most 1000000 characters');
  });

  it('refuses wrong types and unknown fields, naming them', async () => {
    await expectInvalid('js-minify', { code: false }, /^code: must be a string/);
    await expectInvalid('js-minify', { code: 'a', mangle: 'no' }, /^mangle: must be a boolean/);
    await expectInvalid('js-minify', { code: 'a', toplevel: true }, /toplevel/);
    await expectInvalid('js-minify', JSON.parse('{"code":"a","__proto__":{"mangle":false}}'), /__proto__/);
  });
});
