import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

const generate = async (sample: string, detect_formats = true) =>
  JSON.parse((await run<{ schema: string }>('json-schema-generate', { sample, detect_formats })).schema) as Record<string, unknown>;

const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
addFormats(ajv);

/*
 * Samples whose generated schemas python3-jsonschema 4.26 checked by hand: for each, with s the
 * schema this tool wrote and d the sample,
 *   python3 -c 'from jsonschema import Draft202012Validator as V; V.check_schema(s);
 *     print(V(s, format_checker=V.FORMAT_CHECKER).is_valid(d))'
 * printed True (the schema is a valid 2020-12 schema and the sample conforms to it, formats included).
 */
const SAMPLES_PYTHON_ACCEPTS = [
  '{"id":"123e4567-e89b-12d3-a456-426614174000","tags":[{"name":"a","weight":1},{"name":"b","weight":2.5,"note":null}]}',
  '[1, "2024-01-01T10:00:00Z", null]',
  '{"__proto__":{"a":1},"x":[[1],[2.5,"a"]],"e":[],"m":["a@b.co","http://x.org"],"when":"2024-02-29","mail":"ada@example.com","site":"https://example.com/a?b=1","ip":"192.168.0.1","t":"10:20:30Z"}',
  '{"users":[{"id":1,"email":"a@example.com","roles":["admin"],"profile":{"age":30}},{"id":2,"email":"b@example.com","roles":[],"profile":null},{"id":3,"email":"c@example.com"}]}',
];

describe('json-schema-generate', () => {
  it('writes schemas that python3-jsonschema and Ajv accept, and the samples conform to', async () => {
    for (const sample of SAMPLES_PYTHON_ACCEPTS) {
      const schema = await generate(sample);
      expect(ajv.validate(schema, JSON.parse(sample)), `${sample}: ${ajv.errorsText()}`).toBe(true);
    }
  });

  it('merges array items, marks as required only keys present in every object, and lists mixed types', async () => {
    // The schema python3-jsonschema accepted for SAMPLES_PYTHON_ACCEPTS[3].
    expect(await generate(SAMPLES_PYTHON_ACCEPTS[3]!)).toEqual({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: {
        users: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              id: { type: 'integer' },
              email: { type: 'string', format: 'email' },
              roles: { type: 'array', items: { type: 'string' } },
              profile: { type: ['object', 'null'], properties: { age: { type: 'integer' } }, required: ['age'] },
            },
            required: ['id', 'email'],
          },
        },
      },
      required: ['users'],
    });
  });

  it('rejects what differs from the sample', async () => {
    const schema = await generate('{"id":1,"name":"x","when":"2024-01-01"}');
    expect(ajv.validate(schema, { id: 'one', name: 'x', when: '2024-01-01' })).toBe(false);
    expect(ajv.validate(schema, { id: 1, when: '2024-01-01' })).toBe(false);
    expect(ajv.validate(schema, { id: 1, name: 'x', when: 'yesterday' })).toBe(false);
    expect(ajv.validate(schema, { id: 1, name: 'x', when: '2024-01-01', extra: true })).toBe(true);
  });

  it('widens integer to number, and detects formats only when every string agrees', async () => {
    expect(await generate('[1, 2.5]')).toMatchObject({ items: { type: 'number' } });
    expect(await generate('[1, 2]')).toMatchObject({ items: { type: 'integer' } });
    expect(((await generate('["2024-01-01", "ada@example.com"]')).items as Record<string, unknown>).format).toBeUndefined();
    expect(((await generate('["2024-01-01", "plain"]')).items as Record<string, unknown>).format).toBeUndefined();
    expect(((await generate('["plain", "2024-01-01"]')).items as Record<string, unknown>).format).toBeUndefined();
    expect(await generate('{"at":"2024-01-01T00:00:00Z"}', false)).toMatchObject({ properties: { at: { type: 'string' } } });
    expect(((await generate('{"at":"2024-01-01T00:00:00Z"}', false)).properties as Record<string, Record<string, unknown>>).at!.format).toBeUndefined();
    for (const [text, format] of [['urn:isbn:0451450523', undefined], ['ftp://example.com/x', 'uri'], ['999.1.1.1', undefined], ['2024-13-01', undefined]] as const) {
      expect((await generate(JSON.stringify(text))).format, text).toBe(format);
    }
  });

  it('describes scalars and empty containers at the top level', async () => {
    expect(await generate('"x"')).toEqual({ $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'string' });
    expect(await generate('null')).toEqual({ $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'null' });
    expect(await generate('[]')).toEqual({ $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'array' });
    expect(await generate('{}')).toEqual({ $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', properties: {} });
  });

  it('keeps __proto__ as an ordinary property and pollutes nothing', async () => {
    const schema = await generate('{"__proto__":{"polluted":true}}');
    expect(Object.keys(schema.properties as object)).toEqual(['__proto__']);
    expect(schema.required).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('accepts every JSON value, and the value conforms to its schema', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 4 }), async (value) => {
        const text = JSON.stringify(value);
        expect(ajv.validate(await generate(text), JSON.parse(text)), text).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('refuses bad JSON, deep nesting and bad fields, naming them', async () => {
    await expectInvalid('json-schema-generate', { sample: '{"a":' }, /^sample: .*line 1/);
    await expectInvalid('json-schema-generate', { sample: '['.repeat(100) + ']'.repeat(100) }, /^sample: nests deeper than 64 levels/);
    await expectInvalid('json-schema-generate', { sample: ' '.repeat(1_000_001) }, 'sample: must be at most 1000000 characters');
    await expectInvalid('json-schema-generate', { sample: '1', detect_formats: 'yes' }, /^detect_formats: must be a boolean/);
    await expectInvalid('json-schema-generate', {}, 'sample: is required');
  });

  it('handles a sample at the bound', async () => {
    const rows = JSON.stringify(Array.from({ length: 15_000 }, (_, index) => ({ id: index, name: `n${index}`, at: '2024-01-01T00:00:00Z' })));
    expect(rows.length).toBeLessThan(1_000_000);
    expect(await generate(rows)).toMatchObject({ items: { required: ['id', 'name', 'at'], properties: { at: { format: 'date-time' } } } });
  });
});
