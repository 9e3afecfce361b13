import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Result = { code: string; rootType: string; types: string[]; warnings: string[] };
const generate = (json: string, options: Record<string, unknown> = {}) => run<Result>('json-to-python-class', { json, ...options });

function python(args: string[], options: { cwd?: string } = {}): string {
  return execFileSync('python3', args, { encoding: 'utf8', stdio: 'pipe', ...options });
}
const HAS_PYDANTIC = (() => {
  try {
    python(['-c', 'import pydantic; assert pydantic.VERSION >= "2"']);
    return true;
  } catch {
    return false;
  }
})();

interface Case {
  module: string;
  code: string;
  root: string;
  kind: 'dataclass' | 'pydantic' | 'plain';
  /** JSON to build the root class from: keyword arguments, or pydantic's model_validate. */
  sample?: string;
}

// Imports each module (which runs the class definitions: dataclass field order, hint evaluation),
// then builds the root from its sample and answers what Python made of it.
const DRIVER = `
import importlib, json, sys
cases = json.load(open(sys.argv[1]))
results = {}
for case in cases:
    if case["kind"] == "pydantic" and sys.argv[2] != "1":
        continue
    root = getattr(importlib.import_module(case["module"]), case["root"])
    if case.get("sample") is None:
        continue
    data = json.loads(case["sample"])
    if case["kind"] == "pydantic":
        results[case["module"]] = root.model_validate(data).model_dump(by_alias=True)
    else:
        value = root(**data)
        results[case["module"]] = {name: getattr(value, name) for name in vars(value)}
print(json.dumps(results))
`;

/** py_compile over every module, then the driver; answers the driver's results by module. */
function runPython(cases: Case[]): Record<string, unknown> {
  const dir = mkdtempSync(join(tmpdir(), 'json-to-python-'));
  try {
    for (const c of cases) writeFileSync(join(dir, `${c.module}.py`), c.code);
    python(['-m', 'py_compile', ...cases.map((c) => `${c.module}.py`)], { cwd: dir });
    writeFileSync(join(dir, 'cases.json'), JSON.stringify(cases));
    writeFileSync(join(dir, 'driver.py'), DRIVER);
    return JSON.parse(python(['driver.py', 'cases.json', HAS_PYDANTIC ? '1' : '0'], { cwd: dir })) as Record<string, unknown>;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const HOSTILE_JSON =
  '{"__proto__": {"a": 1}, "class": 1, "self": 2, "int": 3, "json": 4, "model_config": 5, "1abc": 2.5, "a-b": "x", "a_b": 3, "aB": 4, "": 5, "名前": 6, "ключ": 7, "-": 8, "quote\\"q": 9, "line\\nbreak": 10, "\\u2028": 11, "list": [{"none": null, "True": true}], "mixed": [1, "a", null]}';

describe('json-to-python-class', () => {
  it('writes dataclasses: merged objects, Optional for missing and null values, required fields first', async () => {
    const json = '[{"id": 1, "price": 10, "tag": "a", "note": null, "items": [], "meta": {}}, {"id": 2, "price": 10.5, "tag": 3, "note": "n", "meta": {}}]';
    const result = await generate(json, { class_name: 'Row' });
    expect(result.code).toBe(
      [
        'from dataclasses import dataclass',
        'from typing import Any, Dict, List, Optional, Union',
        '',
        '',
        '@dataclass',
        'class Row:',
        '    id: int',
        '    price: float',
        '    tag: Union[str, int]',
        '    note: Optional[str]',
        '    meta: Dict[str, Any]',
        '    items: Optional[List[Any]] = None',
        '',
      ].join('\n'),
    );
    expect(result.rootType).toBe('List[Row]');
    expect(result.warnings).toEqual(['Row field "items": only empty arrays were seen, so the element type is unknown']);
  });

  it('writes pydantic models with Field(alias=…) for every renamed key, keeping the JSON order', async () => {
    const result = await generate('{"userId": 1, "nick": null, "addr": {"zip-code": "x"}}', { class_type: 'pydantic', class_name: 'User' });
    expect(result.code).toBe(
      [
        'from typing import Any',
        '',
        'from pydantic import BaseModel, Field',
        '',
        '',
        'class Addr(BaseModel):',
        '    zip_code: str = Field(alias="zip-code")',
        '',
        '',
        'class User(BaseModel):',
        '    user_id: int = Field(alias="userId")',
        '    nick: Any',
        '    addr: Addr',
        '',
      ].join('\n'),
    );
    expect(result.types).toEqual(['Addr', 'User']);
  });

  it('writes plain classes with or without __init__ and hints', async () => {
    const json = '[{"id": 1, "firstName": "a"}, {"id": 2}]';
    expect((await generate(json, { class_type: 'plain' })).code).toBe(
      [
        'from typing import Optional',
        '',
        '',
        'class Root:',
        '    def __init__(',
        '        self,',
        '        id: int,',
        '        first_name: Optional[str] = None,',
        '    ) -> None:',
        '        self.id = id',
        '        self.first_name = first_name  # JSON key: "firstName"',
        '',
      ].join('\n'),
    );
    expect((await generate(json, { class_type: 'plain', add_type_hints: false })).code).toBe(
      ['class Root:', '    def __init__(', '        self,', '        id,', '        first_name=None,', '    ):', '        self.id = id', '        self.first_name = first_name  # JSON key: "firstName"', ''].join('\n'),
    );
    expect((await generate(json, { class_type: 'plain', add_type_hints: false, generate_init: false })).code).toBe(
      ['class Root:', '    id = None', '    first_name = None  # JSON key: "firstName"', ''].join('\n'),
    );
    expect((await generate(json, { generate_init: false, add_type_hints: false })).code).toBe(
      ['from dataclasses import dataclass', 'from typing import Any', '', '', '@dataclass(init=False)', 'class Root:', '    id: Any', '    first_name: Any = None  # JSON key: "firstName"', ''].join('\n'),
    );
    expect((await generate('{}', { class_type: 'plain' })).code).toBe('class Root:\n    def __init__(self) -> None:\n        pass\n');
    expect((await generate('{}', { class_type: 'pydantic' })).code).toBe('from pydantic import BaseModel\n\n\nclass Root(BaseModel):\n    pass\n');
  });

  it('makes hostile keys valid, unique snake_case names', async () => {
    const pydantic = await generate(HOSTILE_JSON, { class_type: 'pydantic' });
    const lines = pydantic.code.split('\n');
    for (const expected of [
      '    proto: Proto = Field(alias="__proto__")',
      '    class_: int = Field(alias="class")',
      '    self_: int = Field(alias="self")',
      '    int_: int = Field(alias="int")',
      '    json_: int = Field(alias="json")',
      '    model_config_: int = Field(alias="model_config")',
      '    field_1_abc: float = Field(alias="1abc")',
      '    a_b: str = Field(alias="a-b")',
      '    a_b_2: int = Field(alias="a_b")',
      '    a_b_3: int = Field(alias="aB")',
      '    field: int = Field(alias="")',
      '    field_2: int = Field(alias="\\u540d\\u524d")',
      '    field_3: int = Field(alias="\\u043a\\u043b\\u044e\\u0447")',
      '    field_4: int = Field(alias="-")',
      '    quote_q: int = Field(alias="quote\\"q")',
      '    line_break: int = Field(alias="line\\nbreak")',
      '    field_5: int = Field(alias="\\u2028")',
      '    list: List[ListItem]',
      '    mixed: List[Optional[Union[str, int]]]',
      '    none: Any',
      '    true: bool = Field(alias="True")',
    ]) {
      expect(lines, expected).toContain(expected);
    }
    // The json and list keys are fine as dataclass fields (no BaseModel attribute to shadow).
    expect((await generate('{"json": 1}')).code).toContain('    json: int\n');
    expect((await generate('{"a": 1}', { class_name: 'None' })).types).toEqual(['None2']);
    expect((await generate('{"a": 1}', { class_name: '123' })).types).toEqual(['Type123']);
    expect((await generate('{"list": {"a": 1}}')).types).toEqual(['RootList', 'Root']);
  });

  it('every variant compiles (py_compile) and runs; dataclasses, plain classes and pydantic models take the sample', async () => {
    const cases: Case[] = [];
    const add = async (json: string, options: Record<string, unknown>, sample?: string) => {
      const result = await generate(json, options);
      const kind = (options.class_type ?? 'dataclass') as Case['kind'];
      cases.push({ module: `case_${cases.length}`, code: result.code, root: result.types[result.types.length - 1]!, kind, sample });
    };
    const snake = '{"id": 1, "name": "a", "score": 2.5, "tags": ["x"], "owner": {"n": 1}, "extra": null}';
    for (const class_type of ['dataclass', 'plain', 'pydantic']) {
      await add(snake, { class_type }, snake);
      await add(HOSTILE_JSON, { class_type }, class_type === 'pydantic' ? HOSTILE_JSON : undefined);
      for (const add_type_hints of [true, false]) {
        for (const generate_init of [true, false]) await add(HOSTILE_JSON, { class_type, add_type_hints, generate_init });
      }
    }
    // Optional fields after required ones must keep dataclass and __init__ valid.
    const ragged = '[{"a": 1, "b": 2}, {"b": 3, "c": {"d": [1.5]}}, {"b": 4}]';
    await add(ragged, {}, '{"b": 3}');
    await add(ragged, { class_type: 'plain' }, '{"b": 3}');
    const results = runPython(cases);
    // What Python built from the samples: the objects' attributes (nested values stay as parsed), or pydantic's dump by alias.
    expect(results.case_0).toEqual({ id: 1, name: 'a', score: 2.5, tags: ['x'], owner: { n: 1 }, extra: null });
    expect(results.case_6).toEqual({ id: 1, name: 'a', score: 2.5, tags: ['x'], owner: { n: 1 }, extra: null });
    expect(results[cases.at(-2)!.module]).toEqual({ b: 3, a: null, c: null });
    expect(results[cases.at(-1)!.module]).toEqual({ b: 3, a: null, c: null });
    if (HAS_PYDANTIC) {
      expect(results.case_12).toEqual(JSON.parse(snake));
      // pydantic read every hostile key through its alias and wrote it back under the same key.
      expect(results.case_13).toEqual(JSON.parse(HOSTILE_JSON));
    }
  }, 60_000);

  it('the run catches code Python refuses (so the check above can fail)', () => {
    const bad = '@dataclass\nclass A:\n    x: int = None\n    y: int\n';
    expect(() => runPython([{ module: 'bad', code: `from dataclasses import dataclass\n${bad}`, root: 'A', kind: 'dataclass' }])).toThrow(/non-default argument/);
  });

  it('refuses documents without objects, bad JSON and bad options', async () => {
    await expectInvalid('json-to-python-class', { json: 'null' }, 'json: must be a JSON object, or an array of objects, to generate types from; got null');
    await expectInvalid('json-to-python-class', { json: '{"a": 01}' }, /^json: invalid JSON at line 1, column 8: numbers must not have leading zeros/);
    await expectInvalid('json-to-python-class', { json: '{}', class_type: 'attrs' }, 'class_type: must be one of dataclass, pydantic, plain');
    await expectInvalid('json-to-python-class', { json: '{}', generate_init: 'no' }, 'generate_init: must be a boolean, got a string');
    await expectInvalid('json-to-python-class', { json: '{}', class_name: '-' }, 'class_name: "-" has no letters or digits to make a class name from');
  });
});
