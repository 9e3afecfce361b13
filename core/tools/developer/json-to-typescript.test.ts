import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Result = { code: string; rootType: string; types: string[]; warnings: string[] };
const generate = (json: string, options: Record<string, unknown> = {}) => run<Result>('json-to-typescript', { json, ...options });

const TSC = new URL('../../../node_modules/.bin/tsc', import.meta.url).pathname;

/**
 * Every generated output is collected and type-checked in one tsc run by the last test (tsc takes
 * seconds to start), each file as a module of its own, with --strict.
 */
const toCompile = new Map<string, string>();
const mustCompile = (name: string, code: string) => toCompile.set(`${name.replace(/[^a-z0-9]+/gi, '-')}-${toCompile.size}.ts`, code);

function runTsc(files: Map<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'json-to-typescript-'));
  try {
    for (const [name, code] of files) writeFileSync(join(dir, name), code);
    // Run from the temporary directory, so tsc finds no @types packages to load.
    execFileSync(TSC, ['--noEmit', '--strict', '--moduleDetection', 'force', '--target', 'ES2022', ...files.keys()], { encoding: 'utf8', cwd: dir });
    return '';
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The generated code plus the sample itself assigned to the root type: tsc then proves the types describe the data. */
const withSample = (result: Result, json: string) => `${result.code}\nexport const sample: ${result.rootType} = ${json};\n`;

const HOSTILE = JSON.stringify({
  class: 1,
  constructor: 'x',
  '1abc': 2.5,
  'a-b': 'x',
  a_b: 3,
  '': 4,
  名前: 5,
  'ключ': 6,
  'emoji 🚀': true,
  'quote"and\\backslash': 'q',
  '*/ comment': 0,
  'line\nbreak': null,
  '\u2028': 1,
});
// JSON.stringify drops a __proto__ set in a literal; write the key into the text by hand.
const HOSTILE_JSON = `[${HOSTILE.replace('{', '{"__proto__": {"a": 1}, ')}, {"class": null, "extra": [1, "a"]}]`;

describe('json-to-typescript', () => {
  it('merges the objects of an array: optional keys, nulls, unions, integers and floats', async () => {
    const json = '[{"id": 1, "price": 10, "tag": "a", "note": null, "items": []}, {"id": 2, "price": 10.5, "tag": 3, "note": "x", "extra": true}]';
    const result = await generate(json);
    expect(result.code).toBe(
      'export interface Root {\n  id: number;\n  price: number;\n  tag: string | number;\n  note: string | null;\n  items?: unknown[];\n  extra?: boolean;\n}\n',
    );
    expect(result.rootType).toBe('Root[]');
    expect(result.warnings).toEqual(['Root field "items": only empty arrays were seen, so the element type is unknown']);
    mustCompile('merged', withSample(result, json));
  });

  it('names nested types from their keys, singular for array elements, and reuses identical structures', async () => {
    const json = '{"billing": {"street": "a", "city": "b"}, "shipping": {"street": "c", "city": "d"}, "categories": [{"id": 1}], "matrix": [[1.5]]}';
    const result = await generate(json);
    expect(result.code).toBe(
      'export interface Root {\n  billing: Billing;\n  shipping: Billing;\n  categories: Category[];\n  matrix: number[][];\n}\n\n' +
        'export interface Billing {\n  street: string;\n  city: string;\n}\n\nexport interface Category {\n  id: number;\n}\n',
    );
    expect(result.types).toEqual(['Root', 'Billing', 'Category']);
  });

  it('gives a clashing type name its parent name, then a number', async () => {
    const json = '{"item": {"a": 1}, "box": {"item": {"b": 2}}, "crate": {"item": {"c": 3}}}';
    const result = await generate(json);
    expect(result.types).toEqual(['Root', 'Item', 'Box', 'Crate', 'BoxItem', 'CrateItem']);
    // other.item takes OtherItem, so x.otherItem gets XOtherItem; y.item finds Item and YItem taken, so it is Item2.
    const json2 = '{"item": {"b": 1}, "other": {"item": {"c": 1}}, "x": {"otherItem": {"d": 1}}, "y": {"item": {"e": 1}}, "yItem": {"f": 1}}';
    const result2 = await generate(json2);
    expect(result2.types).toEqual(['Root', 'Item', 'Other', 'X', 'Y', 'YItem', 'OtherItem', 'XOtherItem', 'Item2']);
    mustCompile('clashing names', result2.code);
  });

  it('writes empty objects below the root as records and keeps the root an interface', async () => {
    const result = await generate('{"meta": {}, "list": [{}]}');
    expect(result.code).toBe('export interface Root {\n  meta: Record<string, unknown>;\n  list: Record<string, unknown>[];\n}\n');
    expect((await generate('{}')).code).toBe('export interface Root {}\n');
    expect((await generate('[{}]')).rootType).toBe('Root[]');
  });

  it('keeps hostile keys exactly, quoted where needed, and tsc accepts the sample with them', async () => {
    const result = await generate(HOSTILE_JSON);
    expect(result.code).toContain('  class: number | null;');
    expect(result.code).toContain('  __proto__?: Proto;');
    expect(result.code).toContain('  "1abc"?: number;');
    expect(result.code).toContain('  "a-b"?: string;');
    expect(result.code).toContain('  ""?: number;');
    expect(result.code).toContain('  "\\u540d\\u524d"?: number;');
    expect(result.code).toContain('  "quote\\"and\\\\backslash"?: string;');
    expect(result.code).toContain('  "line\\nbreak"?: null;');
    expect(result.code).toContain('  extra?: (string | number)[];');
    mustCompile('hostile keys', withSample(result, HOSTILE_JSON));
  });

  it('renames by naming_convention, numbering names that collide, with the key in a comment', async () => {
    const json = '{"a-b": 1, "a_b": 2, "aB": 3, "class": 4, "1abc": 5, "": 6, "名前": 7, "*/x": 8}';
    const camel = await generate(json, { naming_convention: 'camelCase' });
    expect(camel.code).toBe(
      [
        'export interface Root {',
        '  /** JSON key: "a-b" */',
        '  aB: number;',
        '  /** JSON key: "a_b" */',
        '  aB2: number;',
        '  /** JSON key: "aB" */',
        '  aB3: number;',
        '  class: number;',
        '  /** JSON key: "1abc" */',
        '  _1Abc: number;',
        '  /** JSON key: "" */',
        '  field: number;',
        '  /** JSON key: "\\u540d\\u524d" */',
        '  field2: number;',
        '  /** JSON key: "*\\/x" */',
        '  x: number;',
        '}',
        '',
      ].join('\n'),
    );
    const snake = await generate('{"firstName": "a", "HTTPServer": 1, "first_name": 2}', { naming_convention: 'snake_case' });
    expect(snake.code).toContain('  first_name: string;');
    expect(snake.code).toContain('  http_server: number;');
    expect(snake.code).toContain('  first_name_2: number;');
    const pascal = await generate('{"user_id": 1}', { naming_convention: 'PascalCase' });
    expect(pascal.code).toContain('  UserId: number;');
    for (const [name, output] of Object.entries({ camel, snake, pascal })) mustCompile(name, output.code);
  });

  it('applies output_type, make_optional, add_export and inline_nested_objects', async () => {
    const json = '{"a": {"b": {"c": [1, null]}}, "d": [{"e": 1}, "x"]}';
    const all = await generate(json, { output_type: 'type', make_optional: true, add_export: false, inline_nested_objects: true });
    expect(all.code).toBe(
      ['type Root = {', '  a?: {', '    b?: {', '      c?: (number | null)[];', '    };', '  };', '  d?: (string | {', '    e?: number;', '  })[];', '};', ''].join('\n'),
    );
    expect(all.types).toEqual(['Root']);
    const named = await generate(json, { output_type: 'type' });
    expect(named.code.startsWith('export type Root = {\n  a: A;\n  d: (string | DItem)[];\n};\n')).toBe(true);
    mustCompile('all options', withSample(all, json).replace('export const', 'const'));
    mustCompile('type aliases', withSample(named, json));
  });

  it('makes root_name an identifier and avoids TypeScript keywords', async () => {
    expect((await generate('{"a": 1}', { root_name: 'my root-type' })).types).toEqual(['MyRootType']);
    expect((await generate('{"a": 1}', { root_name: 'userDTO' })).types).toEqual(['userDTO']);
    expect((await generate('{"a": 1}', { root_name: 'string' })).types).toEqual(['string2']);
    expect((await generate('{"record": {"a": 1}}')).types).toEqual(['Root', 'RootRecord']);
    await expectInvalid('json-to-typescript', { json: '{}', root_name: '名前' }, 'root_name: "名前" has no letters or digits to make a type name from');
  });

  it('describes any JSON document made of objects so that tsc accepts the document', async () => {
    const documents = fc.sample(
      fc.oneof(fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 4 })), fc.array(fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 3 })), { minLength: 1 })),
      { numRuns: 40, seed: 42 },
    );
    for (const document of documents) {
      const json = JSON.stringify(document);
      for (const options of [{}, { inline_nested_objects: true, output_type: 'type' }]) mustCompile('random', withSample(await generate(json, options), json));
    }
  });

  it('refuses what is not a JSON object or array of objects, and bad JSON with its position', async () => {
    await expectInvalid('json-to-typescript', { json: '42' }, 'json: must be a JSON object, or an array of objects, to generate types from; got numbers');
    await expectInvalid('json-to-typescript', { json: '[]' }, /got an empty array$/);
    await expectInvalid('json-to-typescript', { json: '[[1, "a"]]' }, /got an array of an array of strings$/);
    await expectInvalid('json-to-typescript', { json: '{"a": 1,\n "b": }' }, /^json: invalid JSON at line 2, column 7: /);
    await expectInvalid('json-to-typescript', { json: '{"a": [1, 2' }, /^json: invalid JSON at line 1, column 12: unexpected end of input/);
    await expectInvalid('json-to-typescript', { json: '' }, /empty input/);
  });

  it('bounds the nesting depth at 100 levels', async () => {
    expect((await generate(`${'{"a":'.repeat(99)}1${'}'.repeat(99)}`)).types).toHaveLength(99);
    await expectInvalid('json-to-typescript', { json: `${'{"a":'.repeat(101)}1${'}'.repeat(101)}` }, 'json: nested deeper than 100 levels');
    await expectInvalid('json-to-typescript', { json: `[${'['.repeat(500_000)}` }, 'json: nested deeper than 100 levels');
  });

  it('holds the input bounds and refuses bad options', async () => {
    const big = `{"a": "${'x'.repeat(1_000_000 - 9)}"}`;
    expect(big.length).toBe(1_000_000);
    expect((await generate(big)).code).toBe('export interface Root {\n  a: string;\n}\n');
    await expectInvalid('json-to-typescript', { json: big + ' ' }, 'json: must be at most 1000000 characters');
    await expectInvalid('json-to-typescript', { json: '{}', output_type: 'class' }, 'output_type: must be one of interface, type');
    await expectInvalid('json-to-typescript', { json: '{}', naming_convention: 'kebab' }, 'naming_convention: must be one of original, camelCase, PascalCase, snake_case');
    await expectInvalid('json-to-typescript', { json: '{}', root_name: '' }, 'root_name: must not be empty');
    await expectInvalid('json-to-typescript', { json: '{}', root_name: 'x'.repeat(101) }, 'root_name: must be at most 100 characters');
    await expectInvalid('json-to-typescript', { json: {} }, 'json: must be a string, got an object');
    await expectInvalid('json-to-typescript', { json: '{}', make_optional: 'yes' }, 'make_optional: must be a boolean, got a string');
  });

  it('keeps optional keys named like Object.prototype members assignable', async () => {
    const json = '[{"constructor": "x", "toString": 1, "valueOf": true}, {}]';
    const result = await generate(json);
    expect(result.code).toBe(
      'export interface Root {\n  constructor?: string | Function;\n  toString?: number | (() => string);\n  valueOf?: boolean | (() => Object);\n}\n',
    );
    mustCompile('object members', withSample(result, json));
  });

  // Last: the outputs collected above, and one that must fail, so the check is shown able to fail.
  it('every generated output compiles with tsc --strict, and every sample fits its types', () => {
    expect(toCompile.size).toBeGreaterThan(80);
    const diagnostics = runTsc(new Map([...toCompile, ['control.ts', 'export interface Root { id: number; }\nexport const sample: Root = {"id": "x"};\n']]));
    expect(diagnostics).toMatch(/^control\.ts\(2,30\): error TS2322/);
    expect(diagnostics.trim().split('\n').filter((line) => !line.startsWith(' ') && !line.startsWith('control.ts'))).toEqual([]);
  }, 120_000);
});
