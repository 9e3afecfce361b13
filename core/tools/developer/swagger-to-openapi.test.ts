import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { parse as parseYaml, stringify as toYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { call, expectInvalid, run } from '../../../test/helpers.ts';

type Json = Record<string, any>;
type Result = { converted: string; format: string; document: Json; warnings: string[]; pathCount: number; operationCount: number; schemaCount: number };
const convert = (swagger: string) => run<Result>('swagger-to-openapi', { swagger });
const convertDoc = (doc: unknown) => convert(JSON.stringify(doc));

// The Swagger Petstore 2.0 (petstore.swagger.io/v2/swagger.json, version 1.0.7), written out as a fixture.
const PETSTORE = readFileSync(new URL('./fixtures/petstore-swagger-2.0.json', import.meta.url), 'utf8');

/** The validator the server's OpenAPI test uses: answers its errors, or [] for a valid OpenAPI 3.0 document. */
async function openApi30Errors(document: unknown): Promise<unknown[]> {
  const validator = new Validator();
  const outcome = await validator.validate(structuredClone(JSON.parse(JSON.stringify(document))));
  expect(validator.version).toBe('3.0');
  return outcome.valid ? [] : (outcome.errors as unknown[]);
}

const minimal = (extra: Json = {}) => ({ swagger: '2.0', info: { title: 'T', version: '1' }, paths: {}, ...extra });

describe('swagger-to-openapi', () => {
  it('converts the Swagger Petstore to a valid OpenAPI 3.0.3 document', async () => {
    const result = await convert(PETSTORE);
    expect(await openApi30Errors(result.document)).toEqual([]);
    expect(JSON.parse(result.converted)).toEqual(JSON.parse(JSON.stringify(result.document)));
    expect(result).toMatchObject({ format: 'json', warnings: [], pathCount: 14, operationCount: 20, schemaCount: 6 });
    const doc = result.document;
    expect(doc.openapi).toBe('3.0.3');
    expect(doc.info).toEqual(JSON.parse(PETSTORE).info);
    // OpenAPI 3.0 §4.7.5: a server per scheme, from host and basePath.
    expect(doc.servers).toEqual([{ url: 'https://petstore.swagger.io/v2' }, { url: 'http://petstore.swagger.io/v2' }]);
    expect(Object.keys(doc.paths)).toEqual(Object.keys(JSON.parse(PETSTORE).paths));
    expect(Object.keys(doc.components.schemas)).toEqual(['ApiResponse', 'Category', 'Pet', 'Tag', 'Order', 'User']);

    // The body parameter becomes a requestBody with a media type per consumes.
    expect(doc.paths['/pet'].post.requestBody).toEqual({
      description: 'Pet object that needs to be added to the store',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } }, 'application/xml': { schema: { $ref: '#/components/schemas/Pet' } } },
      required: true,
    });
    expect(doc.paths['/pet'].post.parameters).toBeUndefined();
    // formData parameters become an object schema under the consumed form type; a file is a binary string.
    expect(doc.paths['/pet/{petId}'].post.requestBody).toEqual({
      content: {
        'application/x-www-form-urlencoded': {
          schema: { type: 'object', properties: { name: { type: 'string', description: 'Updated name of the pet' }, status: { type: 'string', description: 'Updated status of the pet' } } },
        },
      },
    });
    expect(doc.paths['/pet/{petId}/uploadImage'].post.requestBody.content['multipart/form-data'].schema.properties.file).toEqual({
      type: 'string',
      format: 'binary',
      description: 'file to upload',
    });
    // collectionFormat multi is style form with explode (OpenAPI 3.0 §4.7.12.4, style values table).
    expect(doc.paths['/pet/findByStatus'].get.parameters[0]).toEqual({
      name: 'status',
      in: 'query',
      description: 'Status values that need to be considered for filter',
      required: true,
      style: 'form',
      explode: true,
      schema: { type: 'array', items: { type: 'string', enum: ['available', 'pending', 'sold'], default: 'available' } },
    });
    expect(doc.paths['/pet/{petId}'].get.parameters[0].schema).toEqual({ type: 'integer', format: 'int64' });
    expect(doc.paths['/store/order/{orderId}'].get.parameters[0].schema).toEqual({ type: 'integer', maximum: 10, minimum: 1, format: 'int64' });
    // Response schemas go under each produced media type; headers get a schema.
    expect(Object.keys(doc.paths['/pet/findByStatus'].get.responses['200'].content)).toEqual(['application/json', 'application/xml']);
    expect(doc.paths['/user/login'].get.responses['200'].headers).toEqual({
      'X-Expires-After': { description: 'date in UTC when token expires', schema: { type: 'string', format: 'date-time' } },
      'X-Rate-Limit': { description: 'calls per hour allowed by the user', schema: { type: 'integer', format: 'int32' } },
    });
    expect(doc.paths['/store/inventory'].get.responses['200'].content['application/json'].schema).toEqual({
      type: 'object',
      additionalProperties: { type: 'integer', format: 'int32' },
    });
    expect(doc.paths['/user/logout'].get.responses).toEqual({ default: { description: 'successful operation' } });
    expect(doc.components.securitySchemes).toEqual({
      api_key: { type: 'apiKey', name: 'api_key', in: 'header' },
      petstore_auth: {
        type: 'oauth2',
        flows: { implicit: { authorizationUrl: 'https://petstore.swagger.io/oauth/authorize', scopes: { 'read:pets': 'read your pets', 'write:pets': 'modify pets in your account' } } },
      },
    });
    expect(doc.components.schemas.Pet.properties.tags.items).toEqual({ $ref: '#/components/schemas/Tag', xml: { name: 'tag' } });
    expect(JSON.stringify(doc)).not.toMatch(/#\/definitions\/|"swagger"|"consumes"|"produces"|collectionFormat|"in":"body"|"in":"formData"/);
  });

  it('reads the Petstore as YAML and answers the same document in YAML', async () => {
    const json = await convert(PETSTORE);
    const yaml = await convert(toYaml(JSON.parse(PETSTORE)));
    expect(yaml.format).toBe('yaml');
    expect(parseYaml(yaml.converted)).toEqual(JSON.parse(JSON.stringify(json.document)));
    expect(yaml.converted).not.toMatch(/[&*]a\d/);
  });

  it('converts what the Petstore does not show: global parameters and responses, overrides, extensions', async () => {
    const doc = {
      swagger: '2.0',
      info: { title: 'T', version: '1', 'x-logo': null },
      basePath: '/api/',
      consumes: ['application/json'],
      produces: ['application/json'],
      parameters: {
        Limit: { in: 'query', name: 'limit', type: 'integer', minimum: 1, 'x-example': 5 },
        NewThing: { in: 'body', name: 'thing', schema: { $ref: '#/definitions/Thing' } },
        Note: { in: 'formData', name: 'note', type: 'string' },
        Ids: { in: 'path', name: 'ids', required: true, type: 'array', items: { type: 'integer' } },
      },
      responses: { NotFound: { description: 'Missing', schema: { $ref: '#/definitions/Error' }, examples: { 'application/json': { code: 404 } } } },
      paths: {
        'x-paths-note': null,
        '/things/{ids}': {
          parameters: [{ $ref: '#/parameters/Ids' }, { in: 'body', name: 'shared', schema: { type: 'string' } }],
          get: {
            produces: ['text/csv'],
            parameters: [
              { $ref: '#/parameters/Limit' },
              { in: 'query', name: 'sort', type: 'array', items: { type: 'string' }, collectionFormat: 'pipes' },
              { in: 'header', name: 'X-Tags', type: 'array', items: { type: 'string' } },
              { in: 'query', name: 'tsv', type: 'array', items: { type: 'string' }, collectionFormat: 'tsv' },
            ],
            responses: { 200: { description: 'ok', schema: { type: 'string' } }, 404: { $ref: '#/responses/NotFound' }, 'x-rate': 1 },
            schemes: ['wss'],
            'x-internal': true,
          },
          put: { parameters: [{ $ref: '#/parameters/NewThing' }], responses: { 204: { description: 'done' } } },
          post: { parameters: [{ in: 'body', name: 'own', 'x-examples': { 'application/json': { a: 1 } }, schema: { type: 'object' } }], responses: { 201: { description: 'made' } } },
        },
        '/forms': {
          post: {
            consumes: ['application/x-www-form-urlencoded', 'multipart/form-data'],
            parameters: [{ $ref: '#/parameters/Note' }, { in: 'formData', name: 'list', type: 'array', items: { type: 'string' }, collectionFormat: 'multi', required: true }],
            responses: { default: { description: 'x' } },
          },
        },
      },
      definitions: {
        Thing: { type: 'object', discriminator: 'kind', required: ['kind'], properties: { kind: { type: 'string' }, size: { type: 'integer', 'x-nullable': true } } },
        Error: { type: 'object', required: [], properties: { code: { type: ['integer', 'null'] }, blob: { type: 'file' }, pair: { type: 'array', items: [{ type: 'string' }, { type: 'integer' }] } } },
      },
      securityDefinitions: {
        basic: { type: 'basic', description: 'Basic auth' },
        pw: { type: 'oauth2', flow: 'password', tokenUrl: 'https://x/token', scopes: {} },
        app: { type: 'oauth2', flow: 'application', tokenUrl: 'https://x/token', scopes: { a: 'A' } },
        code: { type: 'oauth2', flow: 'accessCode', authorizationUrl: 'https://x/auth', tokenUrl: 'https://x/token', scopes: {} },
      },
      'x-top': { ok: true },
    };
    const result = await convertDoc(doc);
    const out = result.document;
    expect(await openApi30Errors(out)).toEqual([]);
    expect(out.servers).toEqual([{ url: '/api' }]);
    expect(out.info['x-logo']).toBeNull();
    expect(out.paths['x-paths-note']).toBeNull();
    expect(out['x-top']).toEqual({ ok: true });
    expect(out.components.parameters).toEqual({
      Limit: { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1 }, example: 5 },
      Ids: { name: 'ids', in: 'path', required: true, style: 'simple', explode: false, schema: { type: 'array', items: { type: 'integer' } } },
    });
    expect(out.components.requestBodies).toEqual({ NewThing: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } } });
    expect(out.components.responses.NotFound).toEqual({
      description: 'Missing',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, example: { code: 404 } } },
    });
    const item = out.paths['/things/{ids}'];
    expect(item.parameters).toEqual([{ $ref: '#/components/parameters/Ids' }]);
    // The path's body parameter goes into each operation that has none of its own.
    expect(item.get.requestBody).toEqual({ content: { 'application/json': { schema: { type: 'string' } } } });
    expect(item.get.parameters).toEqual([
      { $ref: '#/components/parameters/Limit' },
      { name: 'sort', in: 'query', style: 'pipeDelimited', explode: false, schema: { type: 'array', items: { type: 'string' } } },
      { name: 'X-Tags', in: 'header', style: 'simple', explode: false, schema: { type: 'array', items: { type: 'string' } } },
      { name: 'tsv', in: 'query', schema: { type: 'array', items: { type: 'string' } } },
    ]);
    // The operation's own produces wins over the document's.
    expect(item.get.responses).toEqual({ 200: { description: 'ok', content: { 'text/csv': { schema: { type: 'string' } } } }, 404: { $ref: '#/components/responses/NotFound' }, 'x-rate': 1 });
    expect(item.get.servers).toEqual([{ url: '/api' }]);
    expect(item.get['x-internal']).toBe(true);
    expect(item.put.requestBody).toEqual({ $ref: '#/components/requestBodies/NewThing' });
    expect(item.post.requestBody).toEqual({ content: { 'application/json': { schema: { type: 'object' }, example: { a: 1 } } } });
    expect(out.paths['/forms'].post.requestBody).toEqual({
      content: {
        'application/x-www-form-urlencoded': {
          schema: { type: 'object', properties: { note: { type: 'string' }, list: { type: 'array', items: { type: 'string' } } }, required: ['list'] },
          encoding: { list: { style: 'form', explode: true } },
        },
        'multipart/form-data': {
          schema: { type: 'object', properties: { note: { type: 'string' }, list: { type: 'array', items: { type: 'string' } } }, required: ['list'] },
        },
      },
      required: true,
    });
    expect(out.components.schemas.Thing).toEqual({
      type: 'object',
      discriminator: { propertyName: 'kind' },
      required: ['kind'],
      properties: { kind: { type: 'string' }, size: { type: 'integer', nullable: true } },
    });
    expect(out.components.schemas.Error).toEqual({
      type: 'object',
      properties: {
        code: { nullable: true, type: 'integer' },
        blob: { type: 'string', format: 'binary' },
        pair: { type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'integer' }] } },
      },
    });
    expect(out.components.securitySchemes).toEqual({
      basic: { type: 'http', scheme: 'basic', description: 'Basic auth' },
      pw: { type: 'oauth2', flows: { password: { tokenUrl: 'https://x/token', scopes: {} } } },
      app: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: 'https://x/token', scopes: { a: 'A' } } } },
      code: { type: 'oauth2', flows: { authorizationCode: { authorizationUrl: 'https://x/auth', tokenUrl: 'https://x/token', scopes: {} } } },
    });
    expect(result.warnings).toEqual([
      '#/paths/~1things~1{ids}/get/parameters/3/collectionFormat: collectionFormat "tsv" has no OpenAPI 3.0 style for a query parameter; the default style is used',
      '#/definitions/Error/properties/pair/items: a list of item schemas (a tuple) has no OpenAPI 3.0 form; written as items: { anyOf: [...] }',
    ]);
  });

  it('drops what OpenAPI 3.0 has no place for, with a warning naming where', async () => {
    const result = await convertDoc(
      minimal({
        paths: { 'nopath': {}, '/a': { get: { responses: { 200: {}, 99: { description: 'x' } }, bogus: 1 }, trace: {} } },
        definitions: { A: { type: 'string', $schema: 'x', patternProperties: {} } },
        unknownTop: true,
      }),
    );
    expect(await openApi30Errors(result.document)).toEqual([]);
    expect(result.warnings).toEqual([
      '#/paths/nopath: a path must start with "/"; it was dropped',
      // JSON.parse orders integer-like keys numerically: 99 comes before 200.
      '#/paths/~1a/get/responses/99: a response code is default or three digits; it was dropped',
      '#/paths/~1a/get/responses/200: a response needs a description; an empty one was added',
      '#/paths/~1a/get/bogus: "bogus" is not a Swagger 2.0 field here and was dropped',
      '#/paths/~1a/trace: "trace" is not a Swagger 2.0 field here and was dropped',
      '#/definitions/A/$schema: "$schema" is not a schema keyword of OpenAPI 3.0 and was dropped',
      '#/definitions/A/patternProperties: "patternProperties" is not a schema keyword of OpenAPI 3.0 and was dropped',
      '#/unknownTop: "unknownTop" is not a Swagger 2.0 field here and was dropped',
    ]);
  });

  it('keeps __proto__ and constructor keys as data, never as prototypes', async () => {
    const text =
      '{"swagger": "2.0", "info": {"title": "T", "version": "1"}, "paths": {"/a": {"get": {"responses": {"200": {"description": "x", "schema": {"$ref": "#/definitions/__proto__"}}}}}},' +
      ' "definitions": {"__proto__": {"type": "object", "properties": {"__proto__": {"type": "string"}, "constructor": {"type": "integer"}}}}}';
    const result = await convert(text);
    expect(Object.keys(result.document.components.schemas)).toEqual(['__proto__']);
    expect(JSON.parse(result.converted).components.schemas['__proto__'].properties).toEqual(JSON.parse('{"__proto__": {"type": "string"}, "constructor": {"type": "integer"}}'));
    expect(await openApi30Errors(result.document)).toEqual([]);
    expect(({} as Record<string, unknown>).type).toBeUndefined();
    const yaml = await convert('swagger: "2.0"\ninfo: {title: T, version: "1"}\npaths: {}\ndefinitions:\n  __proto__: {type: string}\n');
    expect(Object.keys(yaml.document.components.schemas)).toEqual(['__proto__']);
  });

  it('refuses what is not Swagger 2.0, saying what it is', async () => {
    await expectInvalid('swagger-to-openapi', { swagger: '{"openapi": "3.0.3", "info": {"title": "T", "version": "1"}, "paths": {}}' }, 'swagger: this is already an OpenAPI "3.0.3" document; only Swagger 2.0 is converted');
    await expectInvalid('swagger-to-openapi', { swagger: '{"swagger": "1.2"}' }, 'swagger: its "swagger" field is "1.2"; only Swagger "2.0" is converted');
    await expectInvalid('swagger-to-openapi', { swagger: '{"info": {}}' }, 'swagger: not a Swagger 2.0 document: the field "swagger": "2.0" is missing');
    await expectInvalid('swagger-to-openapi', { swagger: '[1, 2]' }, 'swagger: not a Swagger 2.0 document: it is an array, not an object');
    await expectInvalid('swagger-to-openapi', { swagger: 'just text' }, 'swagger: not a Swagger 2.0 document: it is a string, not an object');
    await expectInvalid('swagger-to-openapi', { swagger: '' }, 'swagger: not a Swagger 2.0 document: it is null, not an object');
    await expectInvalid('swagger-to-openapi', { swagger: '{"swagger": "2.0", "paths": {}}' }, 'swagger: #/info: info must be an object');
    await expectInvalid('swagger-to-openapi', { swagger: '{"swagger": "2.0", "info": {"version": "1"}, "paths": {}}' }, 'swagger: #/info/title: info needs a title (a string)');
    await expectInvalid('swagger-to-openapi', { swagger: '{"swagger": "2.0", "info": {"title": "T", "version": "1"}}' }, 'swagger: #/paths: paths must be an object');
    // YAML's unquoted 2.0 is a number: accepted, with a warning.
    expect((await convert('swagger: 2.0\ninfo: {title: T, version: "1"}\npaths: {}\n')).warnings).toEqual(['#/swagger: the version is the number 2 (an unquoted 2.0 in YAML); read as "2.0"']);
  });

  it('reports JSON and YAML syntax errors with line and column', async () => {
    await expectInvalid('swagger-to-openapi', { swagger: '{"swagger": "2.0",\n  "info": }' }, /^swagger: invalid JSON at line 2, column 11: /);
    await expectInvalid('swagger-to-openapi', { swagger: 'swagger: "2.0"\ninfo: [a, b\npaths: {}' }, /^swagger: invalid YAML at line \d+, column \d+: /);
    await expectInvalid('swagger-to-openapi', { swagger: 'swagger: "2.0"\nswagger: "2.0"\n' }, /^swagger: invalid YAML at line 2, column 1: Map keys must be unique/);
  });

  it('refuses structural mistakes inside the document, with their JSON pointer', async () => {
    const op = (parameters: unknown[]) => JSON.stringify(minimal({ paths: { '/a': { post: { parameters, responses: { 200: { description: 'x' } } } } } }));
    await expectInvalid('swagger-to-openapi', { swagger: op([{ in: 'body', name: 'a', schema: {} }, { in: 'formData', name: 'b', type: 'string' }]) }, 'swagger: #/paths/~1a/post: an operation cannot have both a body parameter and formData parameters');
    await expectInvalid('swagger-to-openapi', { swagger: op([{ in: 'body', name: 'a', schema: {} }, { in: 'body', name: 'b', schema: {} }]) }, 'swagger: #/paths/~1a/post: an operation can have only one body parameter');
    await expectInvalid('swagger-to-openapi', { swagger: op([{ $ref: '#/parameters/Nope' }]) }, 'swagger: #/paths/~1a/post/parameters/0: "#/parameters/Nope" names no parameter in #/parameters');
    await expectInvalid('swagger-to-openapi', { swagger: op([{ in: 'cookie', name: 'c', type: 'string' }]) }, /^swagger: #\/paths\/~1a\/post\/parameters\/0: a parameter's "in" must be query, header, path, formData or body, not "cookie"/);
    await expectInvalid('swagger-to-openapi', { swagger: op(['x']) }, 'swagger: #/paths/~1a/post/parameters/0: a parameter must be an object');
    await expectInvalid('swagger-to-openapi', { swagger: JSON.stringify(minimal({ securityDefinitions: { o: { type: 'oauth2', flow: 'implicit' } } })) }, 'swagger: #/securityDefinitions/o: the implicit flow needs authorizationUrl');
    await expectInvalid('swagger-to-openapi', { swagger: JSON.stringify(minimal({ definitions: { A: { type: 'object', properties: [] } } })) }, 'swagger: #/definitions/A/properties: properties must be an object');
  });

  it('is safe against alias bombs and deep nesting', async () => {
    const bomb = ['swagger: "2.0"', 'info: {title: T, version: "1"}', 'paths: {}', 'a: &a ["x", "x", "x", "x", "x", "x", "x", "x", "x", "x"]'];
    for (let i = 0; i < 9; i++) bomb.push(`${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [${Array(10).fill(`*${String.fromCharCode(97 + i)}`).join(', ')}]`);
    await expectInvalid('swagger-to-openapi', { swagger: bomb.join('\n') }, /^swagger: .*(alias|resource exhaustion)/i);
    await expectInvalid('swagger-to-openapi', { swagger: `{"a": ${'['.repeat(200)}${']'.repeat(200)}}` }, 'swagger: nested deeper than 100 levels');
    const deepSchema = minimal({ definitions: { A: JSON.parse(`${'{"items": '.repeat(120)}{}${'}'.repeat(120)}`) } });
    await expectInvalid('swagger-to-openapi', { swagger: JSON.stringify(deepSchema) }, /nested deeper than 100 levels/);
    const deepYaml = await call('swagger-to-openapi', { swagger: `a: ${'['.repeat(300_000)}` });
    expect(deepYaml).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });
  });

  it('refuses a result past the bound when a schema is repeated under many media types', async () => {
    const produces = Array.from({ length: 60 }, (_, i) => `application/vnd.example-${i}+json`);
    const big = { type: 'string', enum: Array.from({ length: 25_000 }, (_, i) => `value-${i}`) };
    const doc = minimal({ produces, paths: { '/a': { get: { responses: { 200: { description: 'x', schema: big } } } } } });
    const text = JSON.stringify(doc);
    expect(text.length).toBeLessThan(1_000_000);
    await expectInvalid('swagger-to-openapi', { swagger: text }, 'swagger: the converted document would be longer than 20000000 characters');
  });

  it('holds the input bound', async () => {
    const base = JSON.stringify(minimal({ info: { title: 'T', version: '1', description: '' } }));
    const max = base.replace('"description":""', `"description":"${'x'.repeat(1_000_000 - base.length)}"`);
    expect(max.length).toBe(1_000_000);
    expect((await convert(max)).document.info.description).toHaveLength(1_000_000 - base.length);
    await expectInvalid('swagger-to-openapi', { swagger: max + ' ' }, 'swagger: must be at most 1000000 characters');
    await expectInvalid('swagger-to-openapi', { swagger: {} }, 'swagger: must be a string, got an object');
  });
});
