import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Result = { code: string; rootType: string; types: string[]; warnings: string[] };
const generate = (json: string, options: Record<string, unknown> = {}) => run<Result>('json-to-go-struct', { json, ...options });

function hasGo(): boolean {
  try {
    execFileSync('go', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Builds and runs a program that decodes `json` into the generated root type with encoding/json
 * and prints it back: what comes out is what the struct tags captured.
 */
function roundTrip(result: Result, json: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'json-to-go-'));
  try {
    writeFileSync(join(dir, 'go.mod'), 'module roundtrip\n\ngo 1.18\n');
    const main = [
      'package main',
      '',
      'import (',
      '\t"encoding/json"',
      '\t"fmt"',
      ')',
      '',
      result.code,
      'func main() {',
      `\tvar value ${result.rootType}`,
      `\tif err := json.Unmarshal([]byte(${JSON.stringify(json)}), &value); err != nil {`,
      '\t\tpanic(err)',
      '\t}',
      '\tout, _ := json.Marshal(value)',
      '\tfmt.Print(string(out))',
      '}',
    ].join('\n');
    writeFileSync(join(dir, 'main.go'), main);
    execFileSync('go', ['vet', '.'], { cwd: dir, encoding: 'utf8' });
    return execFileSync('go', ['run', '.'], { cwd: dir, encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const HOSTILE_JSON =
  '{"__proto__": {"a": 1}, "class": 1, "constructor": "x", "1abc": 2.5, "a-b": "x", "a_b": 3, "": 4, "名前": 5, "ключ": 6, "-": 7, "a,b": 8, "quote\\"q": 9, "back`tick": 10}';

describe('json-to-go-struct', () => {
  it('merges array elements: pointers for nullable values, any for mixed ones, int64 and float64', async () => {
    const json = '[{"id": 1, "price": 10, "tag": "a", "note": null, "items": [], "when": "x"}, {"id": 2, "price": 10.5, "tag": 3, "note": "y"}]';
    const result = await generate(json, { struct_name: 'Product' });
    expect(result.code).toBe(
      [
        'type Product struct {',
        '\tID    int64   `json:"id"`',
        '\tPrice float64 `json:"price"`',
        '\tTag   any     `json:"tag"`',
        '\tNote  *string `json:"note"`',
        '\tItems []any   `json:"items"`',
        '\tWhen  string  `json:"when"`',
        '}',
        '',
      ].join('\n'),
    );
    expect(result.rootType).toBe('[]Product');
    expect(result.warnings).toEqual([
      'Product field "tag": holds strings and numbers, so it is any',
      'Product field "items": only empty arrays were seen, so the element type is unknown',
    ]);
  });

  it('uses Go initialisms, numbers duplicate names, and names nested and element types', async () => {
    const json = '{"user_id": 1, "userId": 2, "api_url": "u", "http_server": {"host": "h"}, "addresses": [{"city": "c"}], "meta": {}}';
    const result = await generate(json);
    expect(result.code).toBe(
      [
        'type Root struct {',
        '\tUserID     int64          `json:"user_id"`',
        '\tUserID2    int64          `json:"userId"`',
        '\tAPIURL     string         `json:"api_url"`',
        '\tHTTPServer HTTPServer     `json:"http_server"`',
        '\tAddresses  []Address      `json:"addresses"`',
        '\tMeta       map[string]any `json:"meta"`',
        '}',
        '',
        'type HTTPServer struct {',
        '\tHost string `json:"host"`',
        '}',
        '',
        'type Address struct {',
        '\tCity string `json:"city"`',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('writes tags for hostile keys as encoding/json reads them, and comments where a tag cannot name the key', async () => {
    const result = await generate(HOSTILE_JSON);
    const lines = result.code.split('\n');
    expect(lines).toContain('\tProto       Proto   `json:"__proto__"`');
    expect(lines).toContain('\tClass       int64   `json:"class"`');
    expect(lines).toContain('\tX1Abc       float64 `json:"1abc"`');
    expect(lines).toContain('\tAB          string  `json:"a-b"`');
    expect(lines).toContain('\tAB2         int64   `json:"a_b"`');
    expect(lines).toContain('\t// JSON key "" cannot be named in a struct tag: encoding/json matches this field by its name');
    expect(lines).toContain('\tField       int64');
    expect(lines).toContain('\tField2      int64   `json:"名前"`');
    expect(lines).toContain('\tField3      int64   `json:"ключ"`');
    // encoding/json: a tag of "-" skips the field; "-," names the key "-".
    expect(lines).toContain('\tField4      int64   `json:"-,"`');
    expect(lines).toContain('\t// JSON key "a,b" cannot be named in a struct tag: encoding/json matches this field by its name');
    expect(lines).toContain('\t// JSON key "back`tick" cannot be named in a struct tag: encoding/json matches this field by its name');
    // No raw string literal is ever broken by a backtick.
    for (const line of lines.filter((l) => l.includes('`json:'))) expect(line.match(/`/g)).toHaveLength(2);
    expect(result.warnings).toContain('Root field "a,b": encoding/json cannot name this key in a struct tag, so it matches the field name AB3');
  });

  it('applies omit_empty, inline_structs and add_json_tags', async () => {
    const json = '{"id": 7, "owner": {"name": "n", "pet": {"kind": "cat"}}, "list": [{"x": 1}]}';
    const inline = await generate(json, { omit_empty: true, inline_structs: true });
    expect(inline.code).toBe(
      [
        'type Root struct {',
        '\tID    int64 `json:"id,omitempty"`',
        '\tOwner struct {',
        '\t\tName string `json:"name,omitempty"`',
        '\t\tPet  struct {',
        '\t\t\tKind string `json:"kind,omitempty"`',
        '\t\t} `json:"pet,omitempty"`',
        '\t} `json:"owner,omitempty"`',
        '\tList  []struct {',
        '\t\tX int64 `json:"x,omitempty"`',
        '\t} `json:"list,omitempty"`',
        '}',
        '',
      ].join('\n'),
    );
    expect(inline.types).toEqual(['Root']);
    const untagged = await generate('{"id": 1, "first-name": "a", "-": 2}', { add_json_tags: false, omit_empty: true });
    expect(untagged.code).toBe('type Root struct {\n\tID        int64\n\tFirstName string\n\tField     int64\n}\n');
    expect(untagged.warnings).toEqual([
      'Root field "first-name": without a tag, encoding/json will not match the field FirstName to this key',
      'Root field "-": without a tag, encoding/json will not match the field Field to this key',
    ]);
    expect((await generate('{"-": 1}', { omit_empty: true })).code).toContain('`json:"-,omitempty"`');
  });

  it('keeps type names clear of Go keywords and predeclared identifiers', async () => {
    expect((await generate('{"a": 1}', { struct_name: 'string' })).types).toEqual(['string2']);
    expect((await generate('{"a": 1}', { struct_name: 'my-struct' })).types).toEqual(['MyStruct']);
    expect((await generate('{"error": {"code": 1}}')).types).toEqual(['Root', 'Error']);
    expect((await generate('{"big": 99999999999999999999}')).warnings).toEqual(['Root field "big": integers beyond the int64 range, so it is float64']);
  });

  it.skipIf(!hasGo())('compiles with go vet and decodes the sample through its tags', async () => {
    // Expected: what Python's json.dumps(json.loads(sample), separators=(',', ':')) prints, keys in struct order.
    const simple = '[{"id": 1, "name": "a", "tags": ["x"], "owner": {"n": null}}]';
    expect(JSON.parse(roundTrip(await generate(simple), simple))).toEqual([{ id: 1, name: 'a', tags: ['x'], owner: { n: null } }]);
    const hostile = await generate(HOSTILE_JSON);
    const back = JSON.parse(roundTrip(hostile, HOSTILE_JSON));
    expect(back['__proto__']).toEqual({ a: 1 });
    expect(back['1abc']).toBe(2.5);
    expect(back['名前']).toBe(5);
    expect(back['-']).toBe(7);
    for (const options of [{ inline_structs: true }, { omit_empty: true }, { add_json_tags: false }]) roundTrip(await generate(HOSTILE_JSON, options), HOSTILE_JSON);
  });

  it('refuses documents without objects, bad JSON and bad options', async () => {
    await expectInvalid('json-to-go-struct', { json: '"text"' }, 'json: must be a JSON object, or an array of objects, to generate types from; got strings');
    await expectInvalid('json-to-go-struct', { json: '{"a": tru}' }, /^json: invalid JSON at line 1, column 7: invalid literal "tru"/);
    await expectInvalid('json-to-go-struct', { json: '{}', struct_name: '!!!' }, 'struct_name: "!!!" has no letters or digits to make a type name from');
    await expectInvalid('json-to-go-struct', { json: '{}', omit_empty: 1 }, 'omit_empty: must be a boolean, got an integer');
    await expectInvalid('json-to-go-struct', { json: 'x'.repeat(1_000_001) }, 'json: must be at most 1000000 characters');
  });
});
