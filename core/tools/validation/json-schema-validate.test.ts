import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import tool from './json-schema-validate.ts';

interface Answer {
  valid: boolean;
  draft: string;
  errors: { path: string; message: string; keyword: string; schemaPath: string }[];
  truncated: boolean;
}
const validate = (schema: string, data: string, draft = 'auto') => run<Answer>('json-schema-validate', { schema, data, draft });

/*
 * [draft, schema, data, sorted (path, keyword) pairs] as python3-jsonschema 4.26 reports them:
 *   python3 -c 'V={"7":Draft7Validator,"2019-09":Draft201909Validator,"2020-12":Draft202012Validator}
 *     v=V[draft](schema, format_checker=FormatChecker())
 *     print(sorted(("".join("/"+str(p) for p in e.absolute_path), e.validator) for e in v.iter_errors(data)))'
 * (from jsonschema import those names; run over /tmp/jsv/cases.json holding these cases).
 */
const PYTHON_JSONSCHEMA: [string, string, string, [string, string][]][] = [
  ["2020-12", "{\"type\":\"object\",\"required\":[\"name\",\"email\"],\"properties\":{\"name\":{\"type\":\"string\"},\"age\":{\"type\":\"integer\",\"minimum\":0},\"email\":{\"type\":\"string\",\"format\":\"email\"}}}", "{\"name\":\"Ada\",\"age\":-1,\"email\":\"ada.example.com\"}", [["/age", "minimum"], ["/email", "format"]]],
  ["7", "{\"$schema\":\"http://json-schema.org/draft-07/schema#\",\"definitions\":{\"port\":{\"type\":\"integer\",\"maximum\":65535}},\"type\":\"array\",\"items\":{\"$ref\":\"#/definitions/port\"}}", "[80,443,70000]", [["/2", "maximum"]]],
  ["2020-12", "{\"type\":\"object\",\"properties\":{\"users\":{\"type\":\"array\",\"items\":{\"type\":\"object\",\"required\":[\"id\"],\"properties\":{\"id\":{\"type\":\"integer\"},\"tags\":{\"type\":\"array\",\"items\":{\"type\":\"string\"},\"uniqueItems\":true}},\"additionalProperties\":false}}}}", "{\"users\":[{\"id\":1,\"tags\":[\"a\",\"a\"]},{\"name\":\"x\"},{\"id\":\"3\",\"tags\":[1]}]}", [["/users/0/tags", "uniqueItems"], ["/users/1", "additionalProperties"], ["/users/1", "required"], ["/users/2/id", "type"], ["/users/2/tags/0", "type"]]],
  ["2019-09", "{\"$schema\":\"https://json-schema.org/draft/2019-09/schema\",\"properties\":{\"a\":{\"type\":\"string\"}},\"allOf\":[{\"properties\":{\"b\":{\"type\":\"number\"}}}],\"unevaluatedProperties\":false}", "{\"a\":\"x\",\"b\":1,\"c\":true}", [["", "unevaluatedProperties"]]],
  ["2020-12", "{\"if\":{\"properties\":{\"country\":{\"const\":\"US\"}}},\"then\":{\"properties\":{\"zip\":{\"pattern\":\"^[0-9]{5}$\"}}},\"else\":{\"properties\":{\"zip\":{\"pattern\":\"^[A-Z0-9 ]+$\"}}},\"dependentRequired\":{\"zip\":[\"country\"]}}", "{\"country\":\"US\",\"zip\":\"1234\"}", [["/zip", "pattern"]]],
  ["2020-12", "{\"prefixItems\":[{\"type\":\"string\"},{\"type\":\"number\"}],\"items\":false,\"minItems\":2}", "[\"a\",2,3]", [["", "items"]]],
  ["7", "{\"items\":[{\"type\":\"string\"}],\"additionalItems\":false,\"unevaluatedProperties\":false}", "[\"a\",1]", [["", "additionalItems"]]],
  ["2020-12", "{\"contains\":{\"type\":\"string\"},\"dependentRequired\":{\"a\":[\"b\"]},\"format\":\"hasOwnProperty\"}", "[1,2]", [["", "contains"]]],
  ["2020-12", "{\"dependentRequired\":{\"a\":[\"b\"]},\"anyOf\":[{\"required\":[\"c\"]},{\"minProperties\":3}]}", "{\"a\":1,\"x\":0}", [["", "anyOf"], ["", "dependentRequired"]]],
  ["2019-09", "{\"$defs\":{\"node\":{\"type\":\"object\",\"properties\":{\"next\":{\"$ref\":\"#/$defs/node\"},\"v\":{\"type\":\"integer\"}}}},\"$ref\":\"#/$defs/node\"}", "{\"v\":1,\"next\":{\"v\":2,\"next\":{\"v\":\"x\"}}}", [["/next/next/v", "type"]]],
  ["2020-12", "{\"type\":\"object\",\"properties\":{\"when\":{\"format\":\"date-time\"},\"ip\":{\"format\":\"ipv4\"},\"id\":{\"format\":\"uuid\"}}}", "{\"when\":\"2024-02-30T10:00:00Z\",\"ip\":\"256.1.1.1\",\"id\":\"not-a-uuid\"}", [["/id", "format"], ["/ip", "format"], ["/when", "format"]]],
];

describe('json-schema-validate', () => {
  it('finds the failures python3-jsonschema finds, at the same paths', async () => {
    for (const [draft, schema, data, expected] of PYTHON_JSONSCHEMA) {
      const answer = await validate(schema, data, draft);
      expect(answer.valid).toBe(expected.length === 0);
      // The validator also reports the `if` that chose the failing branch, and why each anyOf/oneOf branch failed;
      // jsonschema reports the branch's failure, and the anyOf alone (its branches go in the error's context).
      const found = answer.errors.filter((error) => error.keyword !== 'if' && !/\/(anyOf|oneOf)\/\d/.test(error.schemaPath)).map((error) => [error.path, error.keyword]);
      expect(found.sort(), schema).toEqual(expected);
    }
  });

  it('passes the JSON-Schema-Test-Suite cases for required with JavaScript property names', async () => {
    // tests/draft2020-12/required.json, "required properties whose names are Javascript object property names"
    const schema = '{"$schema":"https://json-schema.org/draft/2020-12/schema","required":["__proto__","toString","constructor"]}';
    const cases: [string, boolean][] = [
      ['[]', true],
      ['12', true],
      ['{}', false],
      ['{"__proto__":"foo"}', false],
      ['{"toString":{"length":37}}', false],
      ['{"constructor":{"length":37}}', false],
      ['{"__proto__":12,"toString":{"length":"foo"},"constructor":37}', true],
    ];
    for (const [data, valid] of cases) expect((await validate(schema, data)).valid, data).toBe(valid);
  });

  it('passes the JSON-Schema-Test-Suite cases for minimum and unevaluatedProperties', async () => {
    // tests/draft2020-12/minimum.json, "minimum validation": {"minimum": 1.1}
    for (const [data, valid] of [['2.6', true], ['1.1', true], ['0.6', false], ['"x"', true]] as const) {
      expect((await validate('{"$schema":"https://json-schema.org/draft/2020-12/schema","minimum":1.1}', data)).valid, data).toBe(valid);
    }
    // tests/draft2020-12/unevaluatedProperties.json, "unevaluatedProperties with adjacent properties"
    const schema = '{"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","properties":{"foo":{"type":"string"}},"unevaluatedProperties":false}';
    expect((await validate(schema, '{"foo":"foo"}')).valid).toBe(true);
    expect((await validate(schema, '{"foo":"foo","bar":"bar"}')).valid).toBe(false);
  });

  it('chooses the draft from $schema, defaults to 2020-12, and refuses contradictions and old drafts', async () => {
    expect((await validate('{"$schema":"http://json-schema.org/draft-07/schema#"}', '1')).draft).toBe('7');
    expect((await validate('{"$schema":"https://json-schema.org/draft/2019-09/schema"}', '1')).draft).toBe('2019-09');
    expect((await validate('{}', '1')).draft).toBe('2020-12');
    expect((await validate('{}', '1', '7')).draft).toBe('7');
    // Draft 7 ignores prefixItems; 2020-12 checks it.
    expect((await validate('{"prefixItems":[{"type":"string"}]}', '[1]', '7')).valid).toBe(true);
    expect((await validate('{"prefixItems":[{"type":"string"}]}', '[1]', '2020-12')).valid).toBe(false);
    await expectInvalid('json-schema-validate', { schema: '{"$schema":"http://json-schema.org/draft-04/schema#"}', data: '1' }, /^schema: \$schema .*draft-04.* older than 6/);
    await expectInvalid('json-schema-validate', { schema: '{"$schema":"https://example.com/my-meta"}', data: '1' }, /^schema: \$schema .* is not a meta-schema this tool knows/);
    await expectInvalid('json-schema-validate', { schema: '{"$schema":"http://json-schema.org/draft-07/schema#"}', data: '1', draft: '2020-12' }, "draft: 2020-12 was asked for, but the schema's $schema says 7");
    await expectInvalid('json-schema-validate', { schema: '{"$schema":7}', data: '1' }, 'schema: $schema must be a string (a URI)');
  });

  it('names the extra property, the allowed values and boolean schemas in its messages', async () => {
    const answer = await validate('{"properties":{"kind":{"enum":["a","b"]}},"additionalProperties":false}', '{"kind":"c","extra":1}');
    expect(answer.errors.map((error) => error.message).sort()).toEqual(['Instance does not match any of ["a","b"].', 'Property "extra" is not allowed.']);
    expect((await validate('false', '1')).errors).toEqual([{ path: '', message: 'False boolean schema.', keyword: 'false', schemaPath: '#' }]);
    expect((await validate('true', '{"any":[1]}')).valid).toBe(true);
  });

  it('resolves local references and refuses remote ones without fetching', async () => {
    expect((await validate('{"$defs":{"n":{"type":"number"}},"items":{"$ref":"#/$defs/n"}}', '[1,"x"]')).errors[0]).toMatchObject({ path: '/1', keyword: 'type' });
    await expectInvalid('json-schema-validate', { schema: '{"$ref":"https://example.com/schema.json"}', data: '1' }, 'schema: the $ref "https://example.com/schema.json" cannot be resolved: only references inside the schema work, nothing is fetched');
    await expectInvalid('json-schema-validate', { schema: '{"$ref":"#/$defs/missing"}', data: '1' }, /^schema: the \$ref .* cannot be resolved/);
  });

  it('refuses schemas that are not valid schemas, and bad regular expressions', async () => {
    await expectInvalid('json-schema-validate', { schema: '{"type":"foo"}', data: '1' }, /^schema: not a valid draft 2020-12 schema: #\/type must be one of array, boolean, integer/);
    await expectInvalid('json-schema-validate', { schema: '{"pattern":"(("}', data: '"a"' }, /^schema: #\/pattern is not a valid regular expression .*Invalid regular expression/);
    await expectInvalid('json-schema-validate', { schema: '[1]', data: '1' }, 'schema: must be a JSON object or a boolean');
    await expectInvalid('json-schema-validate', { schema: '{', data: '1' }, /^schema: .*line 1/);
    await expectInvalid('json-schema-validate', { schema: '{}', data: '{"a":' }, /^data: .*line 1/);
  });

  it('passes the JSON-Schema-Test-Suite cases for properties with JavaScript property names', async () => {
    // tests/draft2020-12/properties.json, "properties whose names are Javascript object property names"
    // (verdicts checked with python3-jsonschema 4.26: Draft202012Validator(schema).is_valid(data)).
    const schema = '{"properties":{"__proto__":{"type":"number"},"toString":{"properties":{"length":{"type":"string"}}},"constructor":{"type":"number"}}}';
    const cases: [string, boolean][] = [
      ['[]', true],
      ['12', true],
      ['{}', true],
      ['{"__proto__":"foo"}', false],
      ['{"toString":{"length":37}}', false],
      ['{"constructor":{"length":37}}', false],
      ['{"__proto__":12,"toString":{"length":"foo"},"constructor":37}', true],
    ];
    for (const [data, valid] of cases) expect((await validate(schema, data)).valid, data).toBe(valid);
    expect((await validate('{"additionalProperties":false}', '{"__proto__":{"polluted":true}}')).errors[0]!.message).toBe('Property "__proto__" is not allowed.');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reports a false subschema at the right place, and refuses the empty type list that stands for one', async () => {
    expect((await validate('{"properties":{"x":false}}', '{"x":0}')).errors).toEqual([{ path: '/x', message: 'False boolean schema.', keyword: 'false', schemaPath: '#/properties/x' }]);
    const branches = await validate('{"anyOf":[{"type":"string"},false]}', '1');
    expect(branches.errors.map((error) => [error.keyword, error.schemaPath])).toEqual([['anyOf', '#/anyOf'], ['type', '#/anyOf/0/type'], ['false', '#/anyOf/1']]);
    expect((await validate('{"items":false}', '[1]', '2020-12')).errors).toEqual([{ path: '', message: 'Item 0 is not allowed.', keyword: 'items', schemaPath: '#/items' }]);
    await expectInvalid('json-schema-validate', { schema: '{"type":[]}', data: '1' }, /^schema: not a valid draft 2020-12 schema: #\/type must be one of/);
    await expectInvalid('json-schema-validate', { schema: '{"type":[""]}', data: '1' }, /^schema: not a valid draft 2020-12 schema: #\/type must be one of/);
  });

  it('checks keyword values the library would trip over, naming where', async () => {
    await expectInvalid('json-schema-validate', { schema: '{"required":5}', data: '{}' }, 'schema: not a valid draft 2020-12 schema: #/required must be an array of strings');
    await expectInvalid('json-schema-validate', { schema: '{"properties":{"a":{"minLength":-1}}}', data: '{}' }, 'schema: not a valid draft 2020-12 schema: #/properties/a/minLength must be a non-negative integer');
    await expectInvalid('json-schema-validate', { schema: '{"anyOf":[]}', data: '1' }, 'schema: not a valid draft 2020-12 schema: #/anyOf must be a non-empty array of schemas');
    await expectInvalid('json-schema-validate', { schema: '{"patternProperties":{"[":{}}}', data: '{}' }, /^schema: #\/patternProperties\/\[ is not a valid regular expression/);
    await expectInvalid('json-schema-validate', { schema: '{"items":[{}]}', data: '[]' }, 'schema: not a valid draft 2020-12 schema: #/items must be a schema (an object or a boolean)');
    await expectInvalid('json-schema-validate', { schema: '{"$dynamicRef":"#meta"}', data: '1' }, 'schema: $dynamicRef at # is not supported (use $ref)');
    // Unknown formats and keywords are ignored, whatever their names.
    for (const format of ['hasOwnProperty', '__proto__', 'toString', 'idn-email']) expect((await validate(JSON.stringify({ format }), '"x"')).valid, format).toBe(true);
    expect((await validate('{"x-custom":{"$ref":"nowhere"},"__absolute_ref__":"#"}', '1')).valid).toBe(true);
    // dependentRequired is located without the library's "dependant" typo.
    expect((await validate('{"dependentRequired":{"a":["b"]}}', '{"a":1}')).errors[0]).toMatchObject({ keyword: 'dependentRequired', schemaPath: '#/dependentRequired' });
  });

  it('reads only the chosen draft\'s keywords', async () => {
    expect((await validate('{"unevaluatedProperties":false}', '{"a":1}', '7')).valid).toBe(true);
    expect((await validate('{"unevaluatedProperties":false}', '{"a":1}', '2019-09')).valid).toBe(false);
    expect((await validate('{"dependencies":{"a":["b"]}}', '{"a":1}', '7')).valid).toBe(false);
    expect((await validate('{"dependencies":{"a":["b"]}}', '{"a":1}', '2020-12')).valid).toBe(true);
    // Draft 7: $ref overrides its siblings.
    expect((await validate('{"definitions":{"s":{"type":"string"}},"properties":{"a":{"$ref":"#/definitions/s","maxLength":1}}}', '{"a":"long"}', '7')).valid).toBe(true);
    expect((await validate('{"$defs":{"s":{"type":"string"}},"properties":{"a":{"$ref":"#/$defs/s","maxLength":1}}}', '{"a":"long"}', '2020-12')).valid).toBe(false);
  });

  it('resolves $id and $anchor references, refuses relative and cyclic ones', async () => {
    expect((await validate('{"$id":"https://example.com/root","$defs":{"a":{"$anchor":"num","type":"number"}},"items":{"$ref":"#num"}}', '[1,"x"]')).errors[0]).toMatchObject({ path: '/1', keyword: 'type' });
    expect((await validate('{"$defs":{"a":{"$id":"https://example.com/int","type":"integer"}},"$ref":"https://example.com/int"}', '1.5')).valid).toBe(false);
    await expectInvalid('json-schema-validate', { schema: '{"$ref":"other.json#/a"}', data: '1' }, 'schema: the $ref "other.json#/a" cannot be resolved: only references inside the schema work, nothing is fetched');
    await expectInvalid('json-schema-validate', { schema: '{"$ref":"#"}', data: '1' }, /^schema: a \$ref cycle never moves into the data/);
    await expectInvalid('json-schema-validate', { schema: '{"$id":"http://[bad"}', data: '1' }, /^schema: /);
  });

  it('refuses a data key no JSON Pointer can name', async () => {
    await expectInvalid('json-schema-validate', { schema: '{"additionalProperties":false}', data: '{"\\ud800":1}' }, /^data: a property name holds a lone surrogate/);
  });

  it('lists at most 1,000 failures and says so', async () => {
    const answer = await validate('{"items":{"type":"string"}}', JSON.stringify(Array.from({ length: 1500 }, (_, index) => index)));
    expect(answer.errors).toHaveLength(1000);
    expect(answer.truncated).toBe(true);
    expect(answer.errors[999]!.path).toBe('/999');
    // Too many failures for the library's argument spreading: the first is reported, marked truncated.
    const many = await validate('{"properties":{"list":{"items":{"type":"string"}}}}', JSON.stringify({ list: Array.from({ length: 150_000 }, () => 0) }));
    expect(many).toMatchObject({ valid: false, truncated: true });
    expect(many.errors[0]).toMatchObject({ path: '/list/0', keyword: 'type' });
  });

  it('is isolate, because pattern runs the user\'s regular expressions', () => {
    expect(tool.isolate).toBe(true);
  });

  it('holds its bounds and refuses bad fields, naming them', async () => {
    await expectInvalid('json-schema-validate', { schema: '{}', data: ' '.repeat(1_000_001) }, 'data: must be at most 1000000 characters');
    await expectInvalid('json-schema-validate', { schema: '{}', data: '1', draft: '4' }, /^draft: must be one of auto, 7, 2019-09, 2020-12/);
    await expectInvalid('json-schema-validate', { schema: {}, data: '1' }, /^schema: must be a string/);
    await expectInvalid('json-schema-validate', { data: '1' }, 'schema: is required');
    await expectInvalid('json-schema-validate', { schema: '{}', data: '['.repeat(100) + ']'.repeat(100) }, /^data: nests deeper than 64 levels/);
    const big = JSON.stringify({ list: Array.from({ length: 80_000 }, (_, index) => `item${index}`) });
    expect((await validate('{"properties":{"list":{"items":{"type":"string","pattern":"^item[0-9]+$"}}}}', big)).valid).toBe(true);
  });
});
