import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

const convert = async (input: string, from = 'toml', to = 'json') => (await run<{ result: string }>('toml-convert', { input, from, to })).result;

// The toml.io front-page example (abridged), with the 64-bit edges and every integer and string form.
const REFERENCE_TOML = "# from the toml.io front-page example, plus 64-bit edges\ntitle = \"TOML Example\"\nbig = 9223372036854775807\nsmall = -9223372036854775808\nhex = 0xDEADBEEF\noct = 0o755\nbin = 0b11010110\nunder = 1_000_000\nflt = 6.626e-34\npi = 3.1415\n\"quoted key\" = \"tab\\there \\u00e9 \\U0001F600\"\nliteral = 'C:\\Users\\nodejs'\nmulti = \"\"\"\nRoses are red\nViolets are blue\"\"\"\nsite.\"google.com\" = true\n\n[database]\nenabled = true\nports = [ 8000, 8001, 8002 ]\ndata = [ [\"delta\", \"phi\"], [3.14] ]\ntemp_targets = { cpu = 79.5, case = 72.5 }\n\n[[products]]\nname = \"Hammer\"\nsku = 738594937\n\n[[products]]\n\n[[products]]\nname = \"Nail\"\nsku = 284758393\ncolor = \"gray\"\n";

describe('toml-convert', () => {
  it('reads TOML as Python tomllib does', async () => {
    // python3 -c 'import tomllib,json,sys; print(json.dumps(tomllib.load(open(sys.argv[1],"rb")), indent=2, ensure_ascii=False))' ref1.toml
    // (ref1.toml holding REFERENCE_TOML); its output pasted as is.
    const expected = "{\n  \"title\": \"TOML Example\",\n  \"big\": 9223372036854775807,\n  \"small\": -9223372036854775808,\n  \"hex\": 3735928559,\n  \"oct\": 493,\n  \"bin\": 214,\n  \"under\": 1000000,\n  \"flt\": 6.626e-34,\n  \"pi\": 3.1415,\n  \"quoted key\": \"tab\\there \u00e9 \ud83d\ude00\",\n  \"literal\": \"C:\\\\Users\\\\nodejs\",\n  \"multi\": \"Roses are red\\nViolets are blue\",\n  \"site\": {\n    \"google.com\": true\n  },\n  \"database\": {\n    \"enabled\": true,\n    \"ports\": [\n      8000,\n      8001,\n      8002\n    ],\n    \"data\": [\n      [\n        \"delta\",\n        \"phi\"\n      ],\n      [\n        3.14\n      ]\n    ],\n    \"temp_targets\": {\n      \"cpu\": 79.5,\n      \"case\": 72.5\n    }\n  },\n  \"products\": [\n    {\n      \"name\": \"Hammer\",\n      \"sku\": 738594937\n    },\n    {},\n    {\n      \"name\": \"Nail\",\n      \"sku\": 284758393,\n      \"color\": \"gray\"\n    }\n  ]\n}";
    expect(await convert(REFERENCE_TOML)).toBe(expected);
  });

  it('writes TOML that Python tomllib reads back as the JSON it came from', async () => {
    const json = "{\"title\":\"demo\",\"max_id\":9007199254740993,\"neg\":-9223372036854775808,\"ratio\":1.5,\"when\":\"1979-05-27\",\"__proto__\":{\"polluted\":true},\"nested\":{\"deep\":{\"list\":[1,\"two\",[3],{\"four\":4}]}},\"servers\":[{\"ip\":\"10.0.0.1\",\"tags\":[\"a\"]},{\"ip\":\"10.0.0.2\",\"meta\":{\"rack\":7}}],\"odd key\":\"x\\u0000y\\u007f\"}";
    // python3 -c 'import tomllib,json; print(tomllib.load(open("j.toml","rb")) == json.load(open("j.json")))' printed True
    // for j.json holding the JSON above and j.toml this TOML.
    expect(await convert(json, 'json', 'toml')).toBe(
      "title = \"demo\"\n" +
      "max_id = 9007199254740993\n" +
      "neg = -9223372036854775808\n" +
      "ratio = 1.5\n" +
      "when = \"1979-05-27\"\n" +
      "\"odd key\" = \"x\\u0000y\\u007f\"\n" +
      "\n" +
      "[__proto__]\n" +
      "polluted = true\n" +
      "\n" +
      "[nested.deep]\n" +
      "list = [ 1, \"two\", [ 3 ], { four = 4 } ]\n" +
      "\n" +
      "[[servers]]\n" +
      "ip = \"10.0.0.1\"\n" +
      "tags = [ \"a\" ]\n" +
      "\n" +
      "[[servers]]\n" +
      "ip = \"10.0.0.2\"\n" +
      "\n" +
      "[servers.meta]\n" +
      "rack = 7\n",
    );
  });

  it('turns TOML dates into RFC 3339 strings, fractions truncated to milliseconds', async () => {
    // python3 -c 'import tomllib; d=tomllib.loads(...); [print(k, v.isoformat()) for k,v in d.items()]' gave
    // odt1 1979-05-27T07:32:00+00:00, odt2 1979-05-27T00:32:00.999999-07:00, ldt 1979-05-27T07:32:00,
    // ld 1979-05-27, lt 00:32:00.999999: the same instants and local values, here at millisecond precision
    // (TOML 1.0: "additional precision must be truncated, not rounded").
    const toml = 'odt1 = 1979-05-27T07:32:00Z\nodt2 = 1979-05-27T00:32:00.999999-07:00\nldt = 1979-05-27T07:32:00\nld = 1979-05-27\nlt = 00:32:00.999999\n';
    expect(JSON.parse(await convert(toml))).toEqual({
      odt1: '1979-05-27T07:32:00.000Z',
      odt2: '1979-05-27T00:32:00.999-07:00',
      ldt: '1979-05-27T07:32:00.000',
      ld: '1979-05-27',
      lt: '00:32:00.999',
    });
    expect(await convert(toml, 'toml', 'yaml')).toContain('ld: "1979-05-27"\n');
  });

  it('keeps 64-bit integers exact both ways and refuses what TOML cannot hold', async () => {
    expect(await convert('a = 9223372036854775807\nb = -9223372036854775808\n')).toBe('{\n  "a": 9223372036854775807,\n  "b": -9223372036854775808\n}');
    expect(await convert('{"a":9007199254740993}', 'json', 'toml')).toBe('a = 9007199254740993\n');
    expect(await convert('a: 9223372036854775807\n', 'yaml', 'toml')).toBe('a = 9223372036854775807\n');
    // toml-test invalid/integer/positive-int-overflow: 2^63 is past the range.
    await expectInvalid('toml-convert', { input: 'a = 9223372036854775808' }, 'input: the integer at $.a ("9223372036854775808") is outside TOML\'s 64-bit range');
    await expectInvalid('toml-convert', { input: '{"a":[1,99999999999999999999]}', from: 'json', to: 'toml' }, /input: the integer at \$\.a\[1\] .* outside TOML's 64-bit range/);
    await expectInvalid('toml-convert', { input: '{"b":1e400}', from: 'json', to: 'toml' }, 'input: the number at $.b ("1e400") is too large for a TOML float');
  });

  it('keeps floats floats: 5.0 stays 5.0 from YAML and JSON', async () => {
    expect(await convert('{"a":5.0,"b":1.5e3,"c":-0.25}', 'json', 'toml')).toBe('a = 5.0\nb = 1500.0\nc = -0.25\n');
    expect(await convert('a: 5.0\n', 'yaml', 'toml')).toBe('a = 5.0\n');
  });

  it('writes inf and nan to YAML but refuses them for JSON', async () => {
    expect(await convert('a = inf\nb = -inf\nc = nan\n', 'toml', 'yaml')).toBe('a: .inf\nb: -.inf\nc: .nan\n');
    await expectInvalid('toml-convert', { input: 'x = [1.0, -inf]' }, 'input: -inf at $.x[1] has no JSON form');
  });

  it('refuses null, a top level that is not a table, and several YAML documents for TOML', async () => {
    await expectInvalid('toml-convert', { input: '{"a":{"b":null}}', from: 'json', to: 'toml' }, 'input: null at $.a.b has no TOML form');
    await expectInvalid('toml-convert', { input: '{"a":[1,null]}', from: 'json', to: 'toml' }, 'input: null at $.a[1] has no TOML form');
    await expectInvalid('toml-convert', { input: '[1,2]', from: 'json', to: 'toml' }, /top level must be an object/);
    await expectInvalid('toml-convert', { input: '"x"', from: 'json', to: 'toml' }, /top level must be an object/);
    await expectInvalid('toml-convert', { input: 'a: 1\n---\nb: 2\n', from: 'yaml', to: 'toml' }, 'input: 2 YAML documents cannot become one TOML document');
    expect(await convert('a: 1\n---\nb: 2\n', 'yaml', 'json')).toBe('[\n  {\n    "a": 1\n  },\n  {\n    "b": 2\n  }\n]');
  });

  it('gives the line and column of bad TOML (toml-test invalid cases, refused by tomllib too)', async () => {
    await expectInvalid('toml-convert', { input: 'a = 1\na = 2' }, /^input: invalid TOML at line 2, column 1: .*redefine/);
    await expectInvalid('toml-convert', { input: 'a = 01' }, 'input: invalid TOML at line 1, column 5: illegal leading zero');
    await expectInvalid('toml-convert', { input: 'a = 1\nb = [1,\n  2,,]' }, /^input: invalid TOML at line 3, column 5/);
    await expectInvalid('toml-convert', { input: '[a]\nb = 1\n[a]\n' }, /^input: invalid TOML at line 3/);
    await expectInvalid('toml-convert', { input: '{"a":', from: 'json' }, /^input: .*line 1/);
  });

  it('treats __proto__ as an ordinary key everywhere and pollutes nothing', async () => {
    expect(await convert('"__proto__" = { polluted = true }\n')).toBe('{\n  "__proto__": {\n    "polluted": true\n  }\n}');
    expect(await convert('{"__proto__":{"polluted":true},"constructor":1}', 'json', 'toml')).toBe('constructor = 1\n\n[__proto__]\npolluted = true\n');
    expect(await convert('__proto__:\n  polluted: true\n', 'yaml', 'toml')).toBe('[__proto__]\npolluted = true\n');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses nesting past 200 levels in TOML, JSON and YAML', async () => {
    await expectInvalid('toml-convert', { input: 'a = ' + '['.repeat(300) + ']'.repeat(300) }, /^input: invalid TOML at line 1, column \d+: .*nested/);
    await expectInvalid('toml-convert', { input: '[' + Array(300).fill('a').join('.') + ']\n' }, /^input: nested deeper than 200 levels at \$\.a\.a\..*…$/);
    await expectInvalid('toml-convert', { input: '['.repeat(300) + ']'.repeat(300), from: 'json', to: 'toml' }, /^input: nested deeper than 200 levels at line 1/);
    await expectInvalid('toml-convert', { input: '['.repeat(300) + ']'.repeat(300), from: 'yaml', to: 'toml' }, /^input: nested deeper than 200 levels/);
    const deepest = '[' + Array(199).fill('a').join('.') + ']\nx = 1\n';
    expect(await convert(await convert(deepest, 'toml', 'json'), 'json', 'toml')).toBe(deepest);
  });

  it('refuses a lone surrogate, which TOML cannot write', async () => {
    await expectInvalid('toml-convert', { input: '{"a":"\\ud800"}', from: 'json', to: 'toml' }, 'input: the string at line 1, column 6 holds a lone surrogate, which TOML and YAML cannot represent');
  });

  it('converts empty documents', async () => {
    expect(await convert('')).toBe('{}');
    expect(await convert('# only a comment\n', 'toml', 'toml')).toBe('');
    expect(await convert('{}', 'json', 'toml')).toBe('');
  });

  it('holds the 1,000,000-character bound and refuses bad fields', async () => {
    const big = `a = "${'x'.repeat(999_990)}"`;
    expect((await convert(big)).length).toBe(999_990 + 13);
    await expectInvalid('toml-convert', { input: big + 'x'.repeat(10) }, 'input: must be at most 1000000 characters');
    await expectInvalid('toml-convert', { input: 'a = 1', from: 'ini' }, /^from: must be one of toml, json, yaml/);
    await expectInvalid('toml-convert', { input: 'a = 1', to: 'xml' }, /^to: must be one of toml, json, yaml/);
    await expectInvalid('toml-convert', { input: 5 }, /^input: must be a string/);
    await expectInvalid('toml-convert', { input: 'a = 1', extra: 1 }, /extra/);
  });

  it('round-trips JSON objects through TOML', async () => {
    const key = fc.string({ maxLength: 8 }).filter((text) => text.isWellFormed());
    const scalar = fc.oneof(fc.boolean(), fc.integer(), fc.string({ maxLength: 10 }).filter((text) => text.isWellFormed()));
    const table = fc.dictionary(key, fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }), fc.dictionary(key, scalar, { maxKeys: 3 })), { maxKeys: 5 });
    await fc.assert(
      fc.asyncProperty(table, async (value) => {
        const json = JSON.stringify(value);
        expect(JSON.parse(await convert(await convert(json, 'json', 'toml'), 'toml', 'json'))).toEqual(JSON.parse(json));
      }),
      { numRuns: 40 },
    );
  });
});
