import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Result = { code: string; fileName: string; rootType: string; types: string[]; warnings: string[] };
const generate = (json: string, options: Record<string, unknown> = {}) => run<Result>('json-to-java-class', { json, ...options });

function hasCommand(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const HAS_JAVAC = hasCommand('javac', ['-version']);

/** A Jackson jar from the local Maven repository (the newest version present), when there is one. */
function jacksonJar(artifact: string): string | undefined {
  const dir = join(homedir(), '.m2/repository/com/fasterxml/jackson/core', artifact);
  if (!existsSync(dir)) return undefined;
  const byVersion = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true });
  for (const version of readdirSync(dir).sort(byVersion).reverse()) {
    const jar = join(dir, version, `${artifact}-${version}.jar`);
    if (existsSync(jar)) return jar;
  }
  return undefined;
}
const JACKSON = ['jackson-annotations', 'jackson-databind', 'jackson-core'].map(jacksonJar);
const HAS_JACKSON = JACKSON.every((jar) => jar !== undefined);

// Stand-ins with the real annotations' signatures, for compiling where the real jars are missing.
// Lombok's @Data is never available here: Lombok variants compile against this stub, without its
// annotation processing, which proves the source is valid Java (the accessors are Lombok's job).
const STUBS: Record<string, string> = {
  'lombok/Data.java': 'package lombok;\npublic @interface Data {}\n',
  'com/fasterxml/jackson/annotation/JsonProperty.java':
    'package com.fasterxml.jackson.annotation;\npublic @interface JsonProperty { String value() default ""; }\n',
};

/** javac over the given sources (each in its own directory); answers javac's diagnostics, '' when all compile. */
function javac(dir: string, sources: Result[], withJackson: boolean): string {
  const files: string[] = [];
  sources.forEach((source, index) => {
    mkdirSync(join(dir, `case${index}`));
    const file = join(dir, `case${index}`, source.fileName);
    writeFileSync(file, source.code);
    files.push(file);
  });
  for (const [path, code] of Object.entries(STUBS)) {
    if (withJackson && path.startsWith('com/')) continue;
    mkdirSync(join(dir, 'stubs', path, '..'), { recursive: true });
    writeFileSync(join(dir, 'stubs', path), code);
    files.push(join(dir, 'stubs', path));
  }
  const classpath = withJackson ? ['-cp', JACKSON.join(':')] : [];
  try {
    execFileSync('javac', ['-encoding', 'UTF-8', '-Xlint:none', '-d', join(dir, 'classes'), ...classpath, ...files], { encoding: 'utf8', stdio: 'pipe' });
    return '';
  } catch (error) {
    return String((error as { stderr?: string }).stderr ?? error);
  }
}

function withTempDir<T>(body: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'json-to-java-'));
  try {
    return body(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const HOSTILE_JSON =
  '{"__proto__": {"a": 1}, "class": 1, "constructor": "x", "1abc": 2.5, "a-b": "x", "a_b": 3, "aB": 4, "": 5, "名前": 6, "ключ": 7, "-": 8, "a,b": 9, "quote\\"q": 10, "back\\\\slash": 11, "line\\nbreak": 12, "\\u2028": 13, "getClass": 14, "list": {"string": {"x": true}}}';

describe('json-to-java-class', () => {
  it('merges array elements, boxes nullable and missing values, widens integers, types mixes as Object', async () => {
    const json = '[{"id": 1, "big": 3000000000, "huge": 1e2, "ok": true, "tag": "a", "note": null, "items": []}, {"id": 2, "big": 1, "huge": 99999999999999999999, "ok": false, "tag": 3, "note": "n"}]';
    const result = await generate(json, { class_name: 'Row', generate_getters_setters: false });
    expect(result.code).toBe(
      [
        'import com.fasterxml.jackson.annotation.JsonProperty;',
        'import java.util.List;',
        '',
        'public class Row {',
        '',
        '    @JsonProperty("id")',
        '    private int id;',
        '',
        '    @JsonProperty("big")',
        '    private long big;',
        '',
        '    @JsonProperty("huge")',
        '    private double huge;',
        '',
        '    @JsonProperty("ok")',
        '    private boolean ok;',
        '',
        '    @JsonProperty("tag")',
        '    private Object tag;',
        '',
        '    @JsonProperty("note")',
        '    private String note;',
        '',
        '    @JsonProperty("items")',
        '    private List<Object> items;',
        '}',
        '',
      ].join('\n'),
    );
    expect(result).toMatchObject({ fileName: 'Row.java', rootType: 'List<Row>', types: ['Row'] });
    expect(result.warnings).toEqual([
      'Row field "tag": holds values of several types, so it is Object',
      'Row field "items": only empty arrays were seen, so the element type is unknown',
    ]);
    expect((await generate('{"n": 12345678901234567890}')).code).toContain('    private java.math.BigInteger n;');
  });

  it('nests the other classes, names fields in camelCase clear of keywords and java.lang names', async () => {
    const result = await generate(HOSTILE_JSON, { use_public_fields: true, generate_getters_setters: false });
    const lines = result.code.split('\n');
    for (const expected of [
      '    public Proto proto;',
      '    public int class_;',
      '    public String constructor;',
      '    public double _1Abc;',
      '    public String aB;',
      '    public int aB2;',
      '    public int aB3;',
      '    public int field;',
      '    public int field2;',
      '    public int getClass;',
      '    public RootList list;',
      '    @JsonProperty("\\u540d\\u524d")',
      '    @JsonProperty("quote\\"q")',
      '    @JsonProperty("back\\\\slash")',
      '    @JsonProperty("line\\nbreak")',
      '    @JsonProperty("\\u2028")',
      '    public static class Proto {',
      '    public static class RootList {',
      '        public RootListString string;',
      '    public static class RootListString {',
    ]) {
      expect(lines, expected).toContain(expected);
    }
    expect(result.types).toEqual(['Root', 'Proto', 'RootList', 'RootListString']);
  });

  it('checks package_name', async () => {
    expect((await generate('{"a": 1}', { package_name: 'com.example.model' })).code.startsWith('package com.example.model;\n\n')).toBe(true);
    await expectInvalid('json-to-java-class', { json: '{}', package_name: 'com.class.x' }, 'package_name: "class" is a Java keyword and cannot be part of a package name');
    await expectInvalid('json-to-java-class', { json: '{}', package_name: 'com..x' }, 'package_name: must be a dotted Java package name such as com.example.model');
    await expectInvalid('json-to-java-class', { json: '{}', package_name: '1com' }, 'package_name: must be a dotted Java package name such as com.example.model');
  });

  it.skipIf(!HAS_JAVAC)('compiles with javac in every variant, hostile keys included', async () => {
    const variants: Record<string, unknown>[] = [
      {},
      { use_public_fields: true },
      { generate_getters_setters: false },
      { package_name: 'com.example.model' },
      { use_public_fields: true, generate_getters_setters: true },
    ];
    const samples = [
      HOSTILE_JSON,
      '[{"id": 1, "tags": ["a"], "nested": [[{"x": 1.5}]], "maybe": null}, {"id": 2, "flag": true, "mixed": [1, "a", {"k": 1}], "map": {}}]',
    ];
    const sources: Result[] = [];
    let n = 0;
    for (const json of samples) for (const options of variants) sources.push(await generate(json, { ...options, class_name: `Case${n++}` }));
    const lombok = await generate(HOSTILE_JSON, { use_lombok: true, class_name: 'LombokCase' });
    expect(lombok.code).not.toContain('public int getClass_()');
    const broken = { ...sources[0]!, fileName: 'Broken.java', code: 'public class Broken { private int x = "s"; }\n' };
    withTempDir((dir) => {
      // Against the real Jackson annotations where the local Maven repository has them, else the stub.
      expect(javac(dir, [...sources, lombok], HAS_JACKSON)).toBe('');
    });
    withTempDir((dir) => {
      expect(javac(dir, [broken], HAS_JACKSON)).toMatch(/incompatible types/);
    });
  }, 120_000);

  it('warns that Jackson cannot name the empty key', async () => {
    expect((await generate('{"": 1}')).warnings).toEqual(['Root field "": Jackson reads @JsonProperty("") as "use the field name", so it maps the key "field" instead']);
  });

  it.skipIf(!HAS_JAVAC || !HAS_JACKSON)('maps every hostile key but the empty one through Jackson both ways', async () => {
    const sample = HOSTILE_JSON.replace('"": 5, ', '');
    const result = await generate(sample, { class_name: 'Hostile' });
    withTempDir((dir) => {
      const main =
        'import com.fasterxml.jackson.databind.ObjectMapper;\n' +
        'public class Main {\n' +
        '    public static void main(String[] args) throws Exception {\n' +
        '        ObjectMapper mapper = new ObjectMapper();\n' +
        '        Hostile value = mapper.readValue(new java.io.File(args[0]), Hostile.class);\n' +
        '        System.out.print(mapper.writeValueAsString(value));\n' +
        '    }\n' +
        '}\n';
      writeFileSync(join(dir, 'Main.java'), main);
      writeFileSync(join(dir, 'Hostile.java'), result.code);
      writeFileSync(join(dir, 'sample.json'), sample);
      const classpath = [...JACKSON, join(dir, 'classes')].join(':');
      execFileSync('javac', ['-encoding', 'UTF-8', '-d', join(dir, 'classes'), '-cp', classpath, join(dir, 'Main.java'), join(dir, 'Hostile.java')]);
      const out = execFileSync('java', ['-cp', classpath, 'Main', join(dir, 'sample.json')], { encoding: 'utf8' });
      // Jackson read every key into its field and wrote it back under the same key: the same document.
      expect(JSON.parse(out)).toEqual(JSON.parse(sample));
    });
  }, 120_000);

  it('refuses output past the result bound instead of building it', async () => {
    const keys = Array.from({ length: 90_000 }, (_, i) => `"k${String(i).padStart(5, '0')}":0`);
    const json = `{${keys.join(',')}}`;
    expect(json.length).toBeLessThanOrEqual(1_000_000);
    await expectInvalid('json-to-java-class', { json }, 'json: the generated code would be longer than 20000000 characters');
  });

  it('refuses documents without objects, bad JSON and bad options', async () => {
    await expectInvalid('json-to-java-class', { json: '[1, 2]' }, 'json: must be a JSON object, or an array of objects, to generate types from; got an array of numbers');
    await expectInvalid('json-to-java-class', { json: "{'a': 1}" }, /^json: invalid JSON at line 1, column 2: unexpected "'": strings must be in double quotes/);
    await expectInvalid('json-to-java-class', { json: '{}', class_name: '' }, 'class_name: must not be empty');
    await expectInvalid('json-to-java-class', { json: '{}', use_lombok: null }, 'use_lombok: must be a boolean, got null');
  });
});
