import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Result = { json: string; documents: number; warnings: string[] };
const toJson = (yaml: string, pretty?: boolean) => run<Result>('yaml-to-json', pretty === undefined ? { yaml } : { yaml, pretty });
const minified = async (yaml: string) => (await toJson(yaml, false)).json;

/** The YAML 1.2 "billion laughs": nine levels of nine aliases each, 9^9 strings once expanded. */
function billionLaughs(): string {
  let yaml = 'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n';
  const names = 'abcdefghi';
  for (let i = 1; i < names.length; i++) yaml += `${names[i]}: &${names[i]} [${Array(9).fill(`*${names[i - 1]}`).join(',')}]\n`;
  return yaml;
}

describe('yaml-to-json', () => {
  it('expands anchors and aliases as in YAML 1.2 example 2.10', async () => {
    const yaml = '---\nhr:\n  - Mark McGwire\n  # Following node labeled SS\n  - &SS Sammy Sosa\nrbi:\n  - *SS # Subsequent occurrence\n  - Ken Griffey\n';
    // python3: json.dumps(yaml.safe_load(yaml), separators=(',', ':'))
    expect(await minified(yaml)).toBe('{"hr":["Mark McGwire","Sammy Sosa"],"rbi":["Sammy Sosa","Ken Griffey"]}');
  });

  it('reads block scalars (literal, folded, keep and strip chomping) like PyYAML', async () => {
    const yaml = "literal: |\n  \\//||\\/||\n  // ||  ||__\nfolded: >\n  Mark McGwire's\n  year was crippled\n  by a knee injury.\nkeep: |+\n  text\n\nstrip: >-\n  a\n  b\n";
    // python3: json.dumps(yaml.safe_load(yaml), ensure_ascii=False)
    expect(JSON.parse(await minified(yaml))).toEqual({
      literal: '\\//||\\/||\n// ||  ||__\n',
      folded: "Mark McGwire's year was crippled by a knee injury.\n",
      keep: 'text\n\n',
      strip: 'a b',
    });
  });

  it('reads flow collections, quoting, escapes and comments like PyYAML', async () => {
    // python3: json.dumps(yaml.safe_load(...), ensure_ascii=False)
    expect(JSON.parse(await minified('{a: [1, 2, {b: c}], "q": \'it\'\'s\', d: "tab\\tnew\\nline \\u00e9"}'))).toEqual({
      a: [1, 2, { b: 'c' }],
      q: "it's",
      d: 'tab\tnew\nline é',
    });
    expect(await minified('# top\na: 1 # trailing\n# between\nb: [x, # in flow\n  y]\n')).toBe('{"a":1,"b":["x","y"]}');
    expect(await minified('emoji: "\\U0001F600"\nplain: héllo wörld\n')).toBe('{"emoji":"😀","plain":"héllo wörld"}');
  });

  it('resolves scalars with the YAML 1.2 core schema (spec examples 2.19 and 2.21, section 10.3.2)', async () => {
    expect(await minified('canonical: 12345\ndecimal: +12345\noctal: 0o14\nhexadecimal: 0xC\n')).toBe('{"canonical":12345,"decimal":12345,"octal":12,"hexadecimal":12}');
    expect(await minified('canonical: 1.23015e+3\nexponential: 12.3015e+02\nfixed: 1230.15\n')).toBe('{"canonical":1230.15,"exponential":1230.15,"fixed":1230.15}');
    expect(await minified("null:\nbooleans: [ true, false ]\nstring: '012345'\n")).toBe('{"null":null,"booleans":[true,false],"string":"012345"}');
    // Core schema: Null, NULL, True, TRUE are special too; other spellings are strings.
    expect(await minified('[Null, NULL, ~, True, FALSE, nULL, tRUE]')).toBe('[null,null,null,true,false,"nULL","tRUE"]');
  });

  it('keeps what only YAML 1.1 resolves as strings (yes/no, dates, 1_000, sexagesimals) and 0755 decimal', async () => {
    // YAML 1.2.2 §10.3.2: these match no core-schema regular expression (PyYAML, a 1.1 reader, would differ).
    expect(await minified('[yes, No, on, OFF, y, 2001-12-14, 1_000, 1:20, 0b101, <<]')).toBe(
      '["yes","No","on","OFF","y","2001-12-14","1_000","1:20","0b101","<<"]',
    );
    expect(await minified('mode: 0755')).toBe('{"mode":755}');
  });

  it('keeps integers of any size exactly', async () => {
    // python3: json.dumps(yaml.safe_load('n: 123456789012345678901234567890\nm: -9007199254740993\n'))
    expect(await minified('n: 123456789012345678901234567890\nm: -9007199254740993\n')).toBe('{"n":123456789012345678901234567890,"m":-9007199254740993}');
  });

  it('writes scalar keys as JSON strings, as Python json.dumps does', async () => {
    // python3: json.dumps(yaml.safe_load('~: a\ntrue: b\n-2: d\n1.5: e\n'))
    expect(await minified('~: a\ntrue: b\n-2: d\n1.5: e\n')).toBe('{"null":"a","true":"b","-2":"d","1.5":"e"}');
  });

  it('pretty-prints by default like json.dumps(indent=2), and minifies when asked', async () => {
    // python3: json.dumps(yaml.safe_load('a: 1\nb:\n  - x\n  - {c: d}\n'), indent=2)
    expect((await toJson('a: 1\nb:\n  - x\n  - {c: d}\n')).json).toBe('{\n  "a": 1,\n  "b": [\n    "x",\n    {\n      "c": "d"\n    }\n  ]\n}');
    expect(await minified('a: 1\nb:\n  - x\n  - {c: d}\n')).toBe('{"a":1,"b":["x",{"c":"d"}]}');
    expect(await minified('a: {}\nb: []\n')).toBe('{"a":{},"b":[]}');
  });

  it('turns several documents into an array, and an empty stream into null', async () => {
    // python3: json.dumps(list(yaml.safe_load_all('a: 1\n---\n- b\n...\n--- 3\n')))
    expect(await toJson('a: 1\n---\n- b\n...\n--- 3\n', false)).toEqual({ json: '[{"a":1},["b"],3]', documents: 3, warnings: [] });
    expect(await toJson('', false)).toEqual({ json: 'null', documents: 0, warnings: [] });
    expect(await toJson('# only a comment\n', false)).toEqual({ json: 'null', documents: 0, warnings: [] });
    expect(await toJson('---\n', false)).toEqual({ json: 'null', documents: 1, warnings: [] });
    expect(await toJson('\uFEFFa: 1', false)).toEqual({ json: '{"a":1}', documents: 1, warnings: [] });
  });

  it('keeps unknown tags and YAML 1.1 tags as written, with a warning', async () => {
    const result = await toJson('a: !foo bar\nb: !!binary aGk=\nc: !!set {x, y}\n', false);
    expect(result.json).toBe('{"a":"bar","b":"aGk=","c":{"x":null,"y":null}}');
    expect(result.warnings).toEqual([
      'line 1, column 4: Unresolved tag: !foo',
      'line 2, column 4: Unresolved tag: tag:yaml.org,2002:binary',
      'line 3, column 4: Unresolved tag: tag:yaml.org,2002:set',
    ]);
  });

  it('refuses syntax errors with the line and column', async () => {
    // PyYAML finds it at the same place: "found unexpected end of stream in line 2, column 1".
    await expectInvalid('yaml-to-json', { yaml: 'a: "unterminated\n' }, 'yaml: invalid YAML at line 2, column 1: Missing closing "quote');
    // PyYAML places these at line 3 column 2, line 2 column 1, line 2 column 1 and line 2 column 1.
    await expectInvalid('yaml-to-json', { yaml: 'a:\n  - b\n c: d\n' }, 'yaml: invalid YAML at line 3, column 1: All mapping items must start at the same column');
    await expectInvalid('yaml-to-json', { yaml: 'key: value\n\tbad: tab\n' }, 'yaml: invalid YAML at line 2, column 1: Tabs are not allowed as indentation');
    await expectInvalid('yaml-to-json', { yaml: 'a: [1, 2\n' }, /^yaml: invalid YAML at line 2, column 1: Flow sequence in block collection must be sufficiently indented and end with a \]/);
    await expectInvalid('yaml-to-json', { yaml: '- a\nb: c\n' }, 'yaml: invalid YAML at line 2, column 1: Unexpected scalar at node end');
  });

  it('refuses repeated keys, collection keys and values JSON cannot hold, saying where', async () => {
    await expectInvalid('yaml-to-json', { yaml: 'a: 1\nb: 2\na: 3\n' }, 'yaml: the key "a" appears twice in one mapping (keys compared as JSON strings) at line 3, column 1');
    await expectInvalid('yaml-to-json', { yaml: '1: a\n"1": b\n' }, 'yaml: the key "1" appears twice in one mapping (keys compared as JSON strings) at line 2, column 1');
    await expectInvalid('yaml-to-json', { yaml: 'x:\n  ? [a, b]\n  : c\n' }, 'yaml: a sequence used as a mapping key (JSON keys are strings) at line 2, column 5');
    await expectInvalid('yaml-to-json', { yaml: 'ok: 1\nbad: .inf\n' }, 'yaml: ".inf" (Infinity) has no JSON form at line 2, column 6');
    await expectInvalid('yaml-to-json', { yaml: '- .NaN' }, 'yaml: ".NaN" (NaN) has no JSON form at line 1, column 3');
  });

  it('refuses aliases without an anchor and aliases inside their own anchor', async () => {
    await expectInvalid('yaml-to-json', { yaml: 'a: *nope\n' }, 'yaml: the alias "*nope" names no anchor before it at line 1, column 4');
    await expectInvalid('yaml-to-json', { yaml: 'b: *a\na: &a 1\n' }, 'yaml: the alias "*a" names no anchor before it at line 1, column 4');
    await expectInvalid('yaml-to-json', { yaml: '&a [*a]' }, 'yaml: the alias "*a" is inside the node it names (a cycle JSON cannot hold) at line 1, column 5');
    await expectInvalid('yaml-to-json', { yaml: 'a: &a\n  b: *a\n' }, 'yaml: the alias "*a" is inside the node it names (a cycle JSON cannot hold) at line 2, column 6');
  });

  it('refuses a billion-laughs document quickly, without expanding it', async () => {
    const started = performance.now();
    await expectInvalid('yaml-to-json', { yaml: billionLaughs() }, /^yaml: too many aliases: expanding them would make more than 1000000 nodes \(an alias bomb\) at line \d+, column \d+$/);
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it('expands a moderate number of aliases, and refuses an expansion past the size of an answer', async () => {
    // Six of the nine levels: 9^6 = 531441 strings, under the node bound.
    const six = billionLaughs().split('\n').slice(0, 6).join('\n');
    const result = await toJson(six, false);
    expect(result.json.length).toBe(JSON.stringify(expandLaughs(6), null, 0).length);
    // One anchored string of 900,000 characters aliased 30 times.
    const yaml = `a: &a "${'x'.repeat(900_000)}"\nb: [${Array(30).fill('*a').join(',')}]`;
    await expectInvalid('yaml-to-json', { yaml }, 'yaml: the JSON would be longer than 20000000 characters');
  });

  it('refuses many aliases in linear time (the yaml package alone is quadratic)', async () => {
    const anchors = Array.from({ length: 2000 }, (_, i) => `k${i}: &a${i} ${i}`).join('\n');
    const aliases = Array.from({ length: 2000 }, (_, i) => Array(20).fill(`*a${i}`).join(',')).join(',');
    const started = performance.now();
    const result = await toJson(`${anchors}\nlist: [${aliases}]\n`, false);
    expect(JSON.parse(result.json).list).toHaveLength(40_000);
    expect(performance.now() - started).toBeLessThan(8_000);
  });

  it('refuses a document full of errors without spending seconds on each one', async () => {
    const started = performance.now();
    await expectInvalid('yaml-to-json', { yaml: '[' + ','.repeat(300_000) + ']' }, /^yaml: invalid YAML at line 1, column \d+: Unexpected , in flow sequence$/);
    await expectInvalid('yaml-to-json', { yaml: '&a '.repeat(100_000) }, 'yaml: invalid YAML at line 1, column 4: A node can have at most one anchor');
    expect(performance.now() - started).toBeLessThan(8_000);
  });

  it('holds the nesting bound of 200 levels exactly, refusing deeper before parsing further', async () => {
    const flow = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
    expect((await toJson(flow(200), false)).json).toBe(flow(200));
    await expectInvalid('yaml-to-json', { yaml: flow(201) }, 'yaml: nested deeper than 200 levels at line 1, column 201');
    const started = performance.now();
    await expectInvalid('yaml-to-json', { yaml: '['.repeat(999_999) }, /^yaml: nested deeper than 200 levels at line 1, column \d+$/);
    await expectInvalid('yaml-to-json', { yaml: '- '.repeat(499_999) + '1' }, /^yaml: nested deeper than 200 levels at line 1, column \d+$/);
    expect(performance.now() - started).toBeLessThan(5_000);
    const block = Array.from({ length: 201 }, (_, i) => `${' '.repeat(i)}k:`).join('\n') + ' 1';
    await expectInvalid('yaml-to-json', { yaml: block }, 'yaml: nested deeper than 200 levels at line 201, column 201');
    expect((await toJson(block.split('\n').slice(1).join('\n'), false)).json).toBe('{"k":'.repeat(200) + '1' + '}'.repeat(200));
    // Aliases nesting a deep anchor inside itself again count too.
    const half = (name: string, inner: string) => `${'['.repeat(150)}${inner}${']'.repeat(150)}`.replace('[', `&${name} [`);
    await expectInvalid('yaml-to-json', { yaml: `a: ${half('x', '1')}\nb: ${half('y', '*x')}\n` }, /^yaml: nested deeper than 200 levels \(aliases expanded\) at line 2, column \d+$/);
  });

  it('keeps __proto__, constructor and prototype as ordinary keys', async () => {
    const result = await toJson('__proto__: {polluted: 1}\nconstructor: {prototype: {polluted: 2}}\n', false);
    expect(result.json).toBe('{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":2}}}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('holds the 1,000,000-character bound exactly', async () => {
    const max = `a: ${'x'.repeat(999_997)}`;
    expect((await toJson(max, false)).json.length).toBe(999_997 + 8);
    await expectInvalid('yaml-to-json', { yaml: max + 'x' }, 'yaml: must be at most 1000000 characters');
  });

  it('refuses wrong types and unknown fields', async () => {
    await expectInvalid('yaml-to-json', {}, 'yaml: is required');
    await expectInvalid('yaml-to-json', { yaml: 1 }, 'yaml: must be a string, got an integer');
    await expectInvalid('yaml-to-json', { yaml: 'a', pretty: 'no' }, 'pretty: must be a boolean, got a string');
    await expectInvalid('yaml-to-json', { yaml: 'a', indent: 2 }, 'indent: unknown field');
  });
});

/** What the first `levels` lines of billionLaughs() hold, expanded, for comparing lengths. */
function expandLaughs(levels: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  let previous: unknown = Array(9).fill('lol');
  out.a = previous;
  for (let i = 1; i < levels; i++) {
    previous = Array(9).fill(previous);
    out['abcdefghi'[i]!] = previous;
  }
  return out;
}
