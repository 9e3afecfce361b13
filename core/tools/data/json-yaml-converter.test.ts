import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Result = { result: string; format: 'yaml' | 'json'; documents: number; warnings: string[] };
const toYaml = async (json: string, indent?: number) =>
  (await run<Result>('json-yaml-converter', indent === undefined ? { input: json } : { input: json, indent })).result;
const toJson = (yaml: string, indent?: number) =>
  run<Result>('json-yaml-converter', { input: yaml, mode: 'yaml-to-json', ...(indent === undefined ? {} : { indent }) });

// Every YAML expectation below was checked by hand with PyYAML 6 (a YAML 1.1 reader):
// python3: yaml.safe_load(expected) == json.loads(input) → True.
describe('json-yaml-converter', () => {
  it('writes block YAML that YAML 1.1 readers read back, quoting strings they would take for other types', async () => {
    const json =
      '{"server":{"host":"example.com","ports":[80,443],"tls":true,"weight":0.5,"note":null},"tags":[],"meta":{},"multi":"line one\\nline two\\n",' +
      '"flags":["yes","No","on","~","true","1e3","0755","1_000","12:30","2001-12-14",""," lead","#c","a: b","- x","*star","=","n"]}';
    expect(await toYaml(json)).toBe(
      'server:\n  host: example.com\n  ports:\n    - 80\n    - 443\n  tls: true\n  weight: 0.5\n  note: null\ntags: []\nmeta: {}\n' +
        'multi: |\n  line one\n  line two\nflags:\n  - "yes"\n  - "No"\n  - "on"\n  - "~"\n  - "true"\n  - "1e3"\n  - "0755"\n  - "1_000"\n' +
        '  - "12:30"\n  - "2001-12-14"\n  - ""\n  - " lead"\n  - "#c"\n  - "a: b"\n  - "- x"\n  - "*star"\n  - "="\n  - "n"\n',
    );
  });

  it('keeps the digits of numbers, giving an exponent the ".0" and sign YAML 1.1 needs', async () => {
    expect(await toYaml('{"n":[1.50,12345678901234567890,-0,1E400,1e5,2.5e-3,-1.0e+2]}')).toBe(
      '"n":\n  - 1.50\n  - 12345678901234567890\n  - -0\n  - 1.0E+400\n  - 1.0e+5\n  - 2.5e-3\n  - -1.0e+2\n',
    );
    expect(await toYaml('12345678901234567890')).toBe('12345678901234567890\n');
  });

  it('keeps key order, treats __proto__ as a key, and indents by `indent`', async () => {
    expect(await toYaml('{"b":1,"2":2,"a":{"__proto__":{"x":1},"constructor":[3]}}', 4)).toBe(
      'b: 1\n"2": 2\na:\n    __proto__:\n        x: 1\n    constructor:\n        - 3\n',
    );
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('escapes what YAML may not hold raw or YAML 1.1 reads differently (tab, DEL, C1, LS/PS, BOM)', async () => {
    const json = '["tab\\there","del\\u007f","ls\\u2028ps\\u2029","bom\\ufeff","nel\\u0085"," indented\\nlines","trailing \\nspace","ctl\\u0001","emoji 😀"]';
    expect(await toYaml(json)).toBe(
      '- "tab\\there"\n- "del\\u007f"\n- "ls\\u2028ps\\u2029"\n- "bom\\ufeff"\n- "nel\\u0085"\n- " indented\\nlines"\n- "trailing \\nspace"\n- "ctl\\x01"\n- emoji 😀\n',
    );
  });

  it('writes top-level scalars, a multi-line one double-quoted', async () => {
    expect(await toYaml('"line one\\nline two"')).toBe('"line one\\nline two"\n');
    expect(await toYaml('"plain"')).toBe('plain\n');
    expect(await toYaml('null')).toBe('null\n');
    expect(await toYaml('[]')).toBe('[]\n');
  });

  it('reads YAML to JSON indented by `indent`, several documents as an array (PyYAML agrees)', async () => {
    // python3: json.dumps(list(yaml.safe_load_all('a: 1\n---\nb: [x]\n')), indent=4)
    expect(await toJson('a: 1\n---\nb: [x]\n', 4)).toEqual({
      result: '[\n    {\n        "a": 1\n    },\n    {\n        "b": [\n            "x"\n        ]\n    }\n]',
      format: 'json',
      documents: 2,
      warnings: [],
    });
    expect(await toJson('')).toEqual({ result: 'null', format: 'json', documents: 0, warnings: [] });
    expect((await toJson('x: !custom 1\n')).warnings).toEqual(['line 1, column 4: Unresolved tag: !custom']);
  });

  it('refuses invalid JSON and YAML with the line and column', async () => {
    await expectInvalid('json-yaml-converter', { input: '{"a": 1,\n "b": }' }, 'input: invalid JSON at line 2, column 7: unexpected character "}", expected a value');
    await expectInvalid('json-yaml-converter', { input: "{'a': 1}" }, /^input: invalid JSON at line 1, column 2: /);
    await expectInvalid('json-yaml-converter', { input: 'a: [1\n', mode: 'yaml-to-json' }, /^input: invalid YAML at line 2, column 1: /);
    await expectInvalid('json-yaml-converter', { input: 'a: *x\n', mode: 'yaml-to-json' }, 'input: the alias "*x" names no anchor before it at line 1, column 4');
  });

  it('refuses a lone surrogate, which YAML text cannot carry', async () => {
    await expectInvalid('json-yaml-converter', { input: '{"a": "x\\ud800y"}' }, 'input: the string at line 1, column 7 holds a lone surrogate, which YAML cannot represent');
  });

  it('holds the nesting bound of 200 levels both ways', async () => {
    expect(await toYaml('['.repeat(200) + ']'.repeat(200))).toMatch(/^(- ){199}\[\]\n$/);
    await expectInvalid('json-yaml-converter', { input: '['.repeat(201) + ']'.repeat(201) }, 'input: nested deeper than 200 levels at line 1, column 201');
    const deepObject = '{"k":'.repeat(200) + '1' + '}'.repeat(200);
    expect(JSON.parse((await toJson(await toYaml(deepObject, 8))).result)).toEqual(JSON.parse(deepObject));
    await expectInvalid('json-yaml-converter', { input: '['.repeat(500_000), mode: 'yaml-to-json' }, /^input: nested deeper than 200 levels at line 1, column \d+$/);
  });

  it('refuses YAML that would outgrow an answer instead of writing it', async () => {
    // 150 levels deep, indented 8 spaces a level, then 100,000 items: each line would carry ~1,200 spaces.
    const json = '['.repeat(150) + Array(100_000).fill('1').join(',') + ']'.repeat(150);
    await expectInvalid('json-yaml-converter', { input: json, indent: 8 }, 'input: the YAML would be longer than 20000000 characters');
  });

  it('refuses a billion-laughs document in yaml-to-json mode quickly', async () => {
    let yaml = 'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n';
    for (const [i, name] of [...'bcdefghi'].entries()) yaml += `${name}: &${name} [${Array(9).fill(`*${'abcdefghi'[i]}`).join(',')}]\n`;
    const started = performance.now();
    await expectInvalid('json-yaml-converter', { input: yaml, mode: 'yaml-to-json' }, /^input: too many aliases: expanding them would make more than 1000000 nodes/);
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it('refuses out-of-range options and wrong types', async () => {
    await expectInvalid('json-yaml-converter', { input: '{}', indent: 0 }, 'indent: must be ≥ 1');
    await expectInvalid('json-yaml-converter', { input: '{}', indent: 9 }, 'indent: must be ≤ 8');
    await expectInvalid('json-yaml-converter', { input: '{}', indent: 2.5 }, 'indent: must be an integer');
    await expectInvalid('json-yaml-converter', { input: '{}', mode: 'xml-to-json' }, 'mode: must be one of json-to-yaml, yaml-to-json');
    await expectInvalid('json-yaml-converter', { input: 5 }, 'input: must be a string, got an integer');
    await expectInvalid('json-yaml-converter', { input: '1'.repeat(1_000_001) }, 'input: must be at most 1000000 characters');
  });

  it('reads its own YAML back to the same JSON, for any JSON value', async () => {
    const text = fc.string({ unit: fc.constantFrom('a', ' ', '\n', '\t', ':', '#', '-', '"', "'", '\\', 'é', '😀', '\u2028', '\u0085', '\u007f', '\u0001', 'y', '0', '.', '~'), maxLength: 8 });
    const json = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        text,
        fc.integer(),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.boolean(),
        fc.constant(null),
        fc.array(tie('value'), { maxLength: 4 }),
        fc.dictionary(text, tie('value'), { maxKeys: 4 }),
      ),
    })).value;
    await fc.assert(
      fc.asyncProperty(json, fc.integer({ min: 1, max: 8 }), async (value, indent) => {
        const source = JSON.stringify(value);
        const yaml = await toYaml(source, indent);
        expect(JSON.parse((await toJson(yaml)).result)).toEqual(JSON.parse(source));
      }),
      { numRuns: 200 },
    );
  });
});
