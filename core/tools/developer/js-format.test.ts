import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

const format = async (code: string, indent?: number) =>
  (await run<{ code: string }>('js-format', { code, ...(indent === undefined ? {} : { indent }) })).code;

describe('js-format', () => {
  it('formats as python3-jsbeautifier does', async () => {
    // [input, indent, output]; each output from Debian's python3-jsbeautifier 1.14.4:
    //   /usr/bin/python3 -c 'import jsbeautifier; o = jsbeautifier.default_options(); o.indent_size = INDENT; print(jsbeautifier.beautify(INPUT, o))'
    const cases: [string, number, string][] = [
      ['function greet(n){if(!n){return"hi"}return`hi ${n}`}const xs=[1,2,3].map(x=>x*2);', 2, 'function greet(n) {\n  if (!n) {\n    return "hi"\n  }\n  return `hi ${n}`\n}\nconst xs = [1, 2, 3].map(x => x * 2);'],
      ['var a={b:1,c:[1,2,{d:3}],e:function(){return this.b}};if(a.b>0&&a.e()){a.b--}else{a.b++}', 2, 'var a = {\n  b: 1,\n  c: [1, 2, {\n    d: 3\n  }],\n  e: function() {\n    return this.b\n  }\n};\nif (a.b > 0 && a.e()) {\n  a.b--\n} else {\n  a.b++\n}'],
      ['switch(x){case 1:y();break;default:z()}try{f()}catch(e){g(e)}finally{h()}', 4, 'switch (x) {\n    case 1:\n        y();\n        break;\n    default:\n        z()\n}\ntry {\n    f()\n} catch (e) {\n    g(e)\n} finally {\n    h()\n}'],
      ['// comment\n/* block */\nvar s=\'it\\\'s\', r=/a+b/g;\n\n\nlet t = a ? b : c', 2, '// comment\n/* block */\nvar s = \'it\\\'s\',\n  r = /a+b/g;\n\n\nlet t = a ? b : c'],
      ['class A extends B{constructor(){super();this.x=1}get y(){return this.x}static z(){}}', 3, 'class A extends B {\n   constructor() {\n      super();\n      this.x = 1\n   }\n   get y() {\n      return this.x\n   }\n   static z() {}\n}'],
      ['async function f(){await Promise.all([a(),b()]);for await(const x of y){}}', 2, 'async function f() {\n  await Promise.all([a(), b()]);\n  for await (const x of y) {}\n}']
    ];
    for (const [code, indent, expected] of cases) expect(await format(code, indent)).toBe(expected);
  });

  it('defaults to two spaces', async () => {
    expect(await format('if(a){b()}')).toBe('if (a) {\n  b()\n}');
  });

  it('is stable: formatting its own output changes nothing', async () => {
    const once = await format('var a={b:1,c:[1,2,{d:3}]};function f(x){return x?1:2}');
    expect(await format(once)).toBe(once);
  });

  it('lays out what it is given, valid or not, and the empty program', async () => {
    expect(await format('')).toBe('');
    expect(await format('if (a {')).toBe('if (a {');
    expect(await format('{"a":1}')).toBe('{\n  "a": 1\n}');
  });

  it('refuses at once code whose formatting would pass the result cap', async () => {
    await expectInvalid('js-format', { code: '{'.repeat(1_000_000) }, 'code: the formatted JavaScript would be longer than 20000000 characters');
    await expectInvalid('js-format', { code: '['.repeat(10_000) + ';'.repeat(990_000), indent: 8 }, /^code: the formatted JavaScript would be longer/);
  });

  it('holds the 1,000,000-character bound', async () => {
    expect(await format('x'.repeat(1_000_000))).toHaveLength(1_000_000);
    await expectInvalid('js-format', { code: 'x'.repeat(1_000_001) }, 'code: must be at most 1000000 characters');
  });

  it('refuses wrong types, bounds and unknown fields, naming the field', async () => {
    await expectInvalid('js-format', { code: 1 }, 'code: must be a string, got an integer');
    await expectInvalid('js-format', {}, 'code: is required');
    await expectInvalid('js-format', { code: 'a', indent: 0 }, /^indent: must be ≥ 1/);
    await expectInvalid('js-format', { code: 'a', indent: 9 }, /^indent: must be ≤ 8/);
    await expectInvalid('js-format', { code: 'a', indent_size: 2 }, /indent_size/);
    await expectInvalid('js-format', JSON.parse('{"code":"a","__proto__":{"indent":4}}'), /__proto__/);
  });
});
