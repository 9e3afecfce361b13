import { Validator } from '@seriousme/openapi-schema-validator';
import { Value } from '@sinclair/typebox/value';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { tools } from '../core/catalog-metadata.ts';
import { ERROR_CODES } from '../core/errors.ts';
import { STATUS_OF } from './http.ts';
import { API_VERSION, buildOpenApi, hasRefKey } from './openapi.ts';
import { runRecipe } from '../core/recipe/run.ts';
import { RECIPE_SCHEMA } from '../core/recipe/schema.ts';
import { RECIPE_EXAMPLE_FAILING_REQUEST, RECIPE_EXAMPLE_FAILURE, RECIPE_EXAMPLE_REQUEST, RECIPE_EXAMPLE_RESPONSE } from './recipe-openapi.ts';
import { recipeSchemaDocument } from './recipes.ts';

type Json = Record<string, any>;

const doc = buildOpenApi(tools) as Json;
const GENERIC_PATHS = ['/api/health', '/api/tools', '/api/tools/{id}', '/api/tools/{id}/execute', '/api/openapi.json', '/api/recipes/execute', '/api/recipes/schema.json'];
/** Spec 4.4's card service table, as written there. */
const CARD_PATHS = ['/card/{handle}.svg', '/card/{handle}.png', '/card/{handle}.json', '/card/{handle}/og.png', '/card/{handle}/embed', '/card/{handle}'];

/** Follows a local `$ref` (`#/components/...`) to what it names. */
function resolve(node: Json): Json {
  if (typeof node.$ref !== 'string') return node;
  const target = node.$ref
    .slice(2)
    .split('/')
    .reduce((parent: Json, part: string) => parent?.[part.replaceAll('~1', '/').replaceAll('~0', '~')], doc);
  if (target === undefined) throw new Error(`dangling $ref ${node.$ref}`);
  return resolve(target);
}

// Strict: an unknown keyword in any schema is an error, as in Ajv-based code generators.
const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
addFormats(ajv);
// The document's components ride along under a keyword Ajv ignores, so "#/components/..."
// references (recursive ones included) resolve inside the compiled schema as in the document.
ajv.addKeyword({ keyword: 'components' });
const compile = (schema: unknown) => ajv.compile({ allOf: [schema], components: doc.components });

/** Examples whose data holds a "$ref" key are left out of the document (see openapi.ts). */
const documented = (tool: (typeof tools)[number]) => tool.examples.filter((example) => !hasRefKey(example.input) && !hasRefKey(example.output));

const toolPath = (id: string) => doc.paths[`/api/tools/${id}/execute`]?.post as Json;
const requestSchema = (operation: Json) => resolve(operation.requestBody).content['application/json'].schema;
const successSchema = (operation: Json) => resolve(operation.responses['200']).content['application/json'].schema;

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document with no errors', async () => {
    const validator = new Validator();
    const outcome = await validator.validate(doc);
    expect(outcome.errors).toBeUndefined();
    expect(outcome.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(doc.openapi).toBe('3.1.0');
  });

  it('the validator catches a broken document (so the test above can fail)', async () => {
    const noVersion = structuredClone(doc);
    delete noVersion.info.version;
    expect((await new Validator().validate(noVersion)).valid).toBe(false);
    // It also resolves every $ref: a missing component is an error.
    const dangling = structuredClone(doc);
    delete dangling.components.responses.NotFound;
    expect(await new Validator().validate(dangling)).toEqual({ valid: false, errors: "Can't resolve #/components/responses/NotFound" });
  });

  it('carries API version 1.0.0 and the title', () => {
    expect(API_VERSION).toBe('1.0.0');
    expect(doc.info).toMatchObject({ title: 'tooldeck', version: '1.0.0' });
    expect(doc.info.description).toEqual(expect.any(String));
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });

  it('has the generic paths of spec 4.1 with their methods', () => {
    expect(Object.keys(doc.paths['/api/health'])).toEqual(['get']);
    expect(Object.keys(doc.paths['/api/tools'])).toEqual(['get']);
    expect(Object.keys(doc.paths['/api/tools/{id}'])).toEqual(['get']);
    expect(Object.keys(doc.paths['/api/tools/{id}/execute'])).toEqual(['post']);
    expect(Object.keys(doc.paths['/api/openapi.json'])).toEqual(['get']);
  });

  it('has exactly one execute path per tool and the card paths, and no other paths', () => {
    const expected = [...GENERIC_PATHS, ...CARD_PATHS, ...tools.map((tool) => `/api/tools/${tool.id}/execute`)];
    expect(Object.keys(doc.paths).sort()).toEqual(expected.sort());
    expect(Object.keys(doc.paths)).toHaveLength(GENERIC_PATHS.length + CARD_PATHS.length + tools.length);
  });

  it('describes the card endpoints: GET only, handle, theme and design, the seven themes, and the record of the spec', () => {
    for (const path of CARD_PATHS) {
      expect(Object.keys(doc.paths[path])).toEqual(['get']);
      const parameters = doc.paths[path].get.parameters.map(resolve);
      expect(parameters.map((parameter: Json) => `${parameter.in}:${parameter.name}`)).toEqual(['path:handle', 'query:theme', 'query:design']);
      expect(Object.keys(doc.paths[path].get.responses)).toEqual(['200', '304', '400', '404', '429', '503']);
    }
    const theme = resolve(doc.components.parameters.CardTheme);
    expect(theme.schema.enum).toEqual(['football', 'rpg', 'dossier', 'knight', 'arcade', 'mission', 'tcg']);
    const record = doc.components.schemas.CardRecord;
    // The spec's table, in its order.
    expect(Object.keys(record.properties)).toEqual(['schema_version', 'handle', 'name', 'avatar_url', 'github_url', 'ovr', 'tier', 'position', 'stats', 'metrics', 'languages', 'archetype', 'market_value', 'card_urls', 'universes']);
    expect(Object.keys(record.properties.stats.properties)).toEqual(['pac', 'sho', 'pas', 'dri', 'def', 'phy']);
    expect(Object.keys(record.properties.metrics.properties)).toEqual(['stars_earned', 'followers', 'own_repos', 'years_on_github', 'events_per_week', 'maintained_ratio']);
    expect(Object.keys(record.properties.languages.items.properties)).toEqual(['name', 'share', 'repos']);
    expect(Object.keys(record.properties.archetype.properties)).toEqual(['name', 'emoji', 'tagline']);
    expect(Object.keys(record.properties.market_value.properties)).toEqual(['fee_eur', 'formatted', 'club']);
    const handle = new RegExp(resolve(doc.components.parameters.CardHandle).schema.pattern);
    expect(['octocat', 'Octo-Cat', 'a', 'a'.repeat(39)].every((name) => handle.test(name))).toBe(true);
    expect(['-a', 'a-', 'a--b', 'a'.repeat(40), 'a_b', ''].some((name) => handle.test(name))).toBe(false);
  });

  it('names and tags each tool operation after the tool', () => {
    const operationIds = new Set<string>();
    for (const tool of tools) {
      const operation = toolPath(tool.id);
      expect(operation.operationId).toBe(`execute_${tool.id.replaceAll('-', '_')}`);
      expect(operation.tags).toEqual([tool.category]);
      expect(operation.summary).toBe(tool.name);
      expect(operation.description).toBe(tool.description);
      expect(operation.requestBody.required).toBe(true);
      operationIds.add(operation.operationId);
    }
    expect(operationIds.size).toBe(tools.length);
    expect(toolPath('base64').operationId).toBe('execute_base64');
    const tagNames = doc.tags.map((tag: Json) => tag.name);
    for (const tool of tools) expect(tagNames).toContain(tool.category);
  });

  it("embeds each tool's input schema as the request body, as plain JSON Schema", () => {
    for (const tool of tools) {
      const embedded = resolve(requestSchema(toolPath(tool.id)));
      // The same schema, minus TypeBox's symbols and core's errorMessage annotation.
      const expected = JSON.parse(JSON.stringify(tool.input, (key, value) => (key === 'errorMessage' ? undefined : value)));
      expect(embedded).toEqual(expected);
    }
  });

  it('keeps patterns but drops the non-standard errorMessage keyword', () => {
    const text = JSON.stringify(doc);
    expect(text).not.toContain('errorMessage');
    const regex = resolve(requestSchema(toolPath('regex-test')));
    expect(regex.properties.flags.pattern).toBe('^(?![\\s\\S]{5})(?!.*(.).*\\1)[gims]*$');
    expect(regex.properties.flags.default).toBe('g');
  });

  it('every schema in the document compiles under strict JSON Schema 2020-12 (no unknown keywords)', () => {
    const schemas: [string, unknown][] = Object.entries(doc.components.schemas);
    for (const [path, item] of Object.entries(doc.paths as Json)) {
      for (const operation of Object.values(item as Json)) {
        if (operation.requestBody) schemas.push([`${path} request`, requestSchema(operation)]);
        for (const [status, response] of Object.entries(operation.responses as Json)) {
          const content = resolve(response).content?.['application/json'];
          if (content) schemas.push([`${path} ${status}`, content.schema]);
        }
      }
    }
    // One compile of them all: each compile serialises the whole components object it carries,
    // so compiling them one by one costs the square of the catalog's size (17 s at 139 tools).
    // Only when that fails are they compiled one by one, to name the schema at fault.
    try {
      compile({ anyOf: schemas.map(([, schema]) => schema) });
    } catch (error) {
      for (const [name, schema] of schemas) expect(() => compile(schema), name).not.toThrow();
      throw error;
    }
    expect(schemas.length).toBeGreaterThan(tools.length);
  });

  it('the strict compile refuses an unknown keyword (so the test above can fail)', () => {
    expect(() => compile({ anyOf: [{ type: 'string' }, { type: 'object', properties: { a: { type: 'string', minLenght: 1 } } }] })).toThrow(/unknown keyword: "minLenght"/);
  });

  it("every tool example's request validates against the embedded input schema, and an unknown field does not", () => {
    for (const tool of tools) {
      const operation = toolPath(tool.id);
      const examples = operation.requestBody.content['application/json'].examples as Json;
      expect(Object.keys(examples)).toHaveLength(documented(tool).length);
      const validate = compile(requestSchema(operation));
      documented(tool).forEach((example, index) => {
        const embedded = Object.values(examples)[index];
        expect(embedded.value).toEqual(example.input);
        expect(validate(embedded.value), `${tool.id} example ${index}: ${ajv.errorsText(validate.errors)}`).toBe(true);
        expect(Value.Check(tool.input, embedded.value)).toBe(true);
        expect(validate({ ...embedded.value, 'not-a-field': 1 }), `${tool.id} is closed`).toBe(false);
      });
    }
  });

  it("every tool example's response is a success envelope that validates against the 200 schema", () => {
    for (const tool of tools) {
      const operation = toolPath(tool.id);
      const examples = resolve(operation.responses['200']).content['application/json'].examples as Json;
      const validate = compile(successSchema(operation));
      documented(tool).forEach((example, index) => {
        const value = Object.values(examples)[index].value;
        expect(value).toEqual({ success: true, result: example.output, meta: { tool: tool.id, executionMs: 0 } });
        expect(validate(value), `${tool.id} example ${index}: ${ajv.errorsText(validate.errors)}`).toBe(true);
      });
      // meta.tool is pinned to this tool's id.
      const wrongTool = { success: true, result: tool.examples[0]!.output, meta: { tool: 'other', executionMs: 0 } };
      expect(validate(wrongTool)).toBe(false);
    }
  });

  it('request and response examples share names and titles', () => {
    const base64 = toolPath('base64');
    const requests = base64.requestBody.content['application/json'].examples;
    const responses = base64.responses['200'].content['application/json'].examples;
    expect(Object.keys(requests)).toEqual(['encode', 'decode-url-safe-without-padding']);
    expect(Object.keys(responses)).toEqual(Object.keys(requests));
    expect(requests.encode).toEqual({ summary: 'Encode', value: { action: 'encode', text: 'hello' } });
  });

  it('describes the generic responses with Health, ToolInfo, ToolList and ToolInfoResponse', () => {
    const schemaOf = (path: string, method: string) => doc.paths[path][method].responses['200'].content['application/json'].schema;
    expect(schemaOf('/api/health', 'get')).toEqual({ $ref: '#/components/schemas/Health' });
    expect(schemaOf('/api/tools', 'get')).toEqual({ $ref: '#/components/schemas/ToolList' });
    expect(schemaOf('/api/tools/{id}', 'get')).toEqual({ $ref: '#/components/schemas/ToolInfoResponse' });
    expect(doc.components.schemas.ToolInfo).toBeDefined();

    // Known answers: the bodies the spec's Response objects table describes.
    const health = compile(doc.components.schemas.Health);
    expect(health({ status: 'ok', tools: tools.length, version: '1.0.0' })).toBe(true);
    expect(health({ status: 'degraded', tools: tools.length, version: '1.0.0' })).toBe(true);
    expect(health({ status: 'down', tools: 1, version: '1.0.0' })).toBe(false);
    const info = { id: 'base64', name: 'Base64', description: 'x', category: 'encoding', parameters: JSON.parse(JSON.stringify(tools[0]!.input)) };
    expect(compile(doc.components.schemas.ToolList)({ success: true, tools: [info], count: 1 })).toBe(true);
    expect(compile(doc.components.schemas.ToolInfoResponse)({ success: true, tool: info })).toBe(true);
    expect(compile(doc.components.schemas.ToolInfoResponse)({ success: true, tool: { ...info, parameters: undefined } })).toBe(false);
    expect(compile(doc.components.schemas.SuccessEnvelope)({ success: true, result: {}, meta: { tool: 'base64', executionMs: 1.5 } })).toBe(false);
  });

  it('has the error responses, each with the error envelope and the status of its code', () => {
    const envelope = compile(doc.components.schemas.ErrorEnvelope);
    expect(doc.components.schemas.ErrorCode.enum).toEqual([...ERROR_CODES]);
    expect(envelope({ success: false, error: { code: 'NOPE', message: 'x' } })).toBe(false);

    const generic = doc.paths['/api/tools/{id}/execute'].post.responses as Json;
    expect(Object.keys(generic)).toEqual(['200', '400', '404', '413', '422', '429', '500', '503']);
    for (const [status, response] of Object.entries(generic)) {
      if (status === '200') continue;
      expect(response.$ref, status).toMatch(/^#\/components\/responses\//);
      const content = resolve(response).content['application/json'];
      expect(content.schema).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });
      expect(envelope(content.example), status).toBe(true);
      // The example's code is the one the server answers with this status (server/http.ts).
      expect(STATUS_OF[content.example.error.code as keyof typeof STATUS_OF]).toBe(Number(status));
    }
    expect(resolve(generic['400']).content['application/json'].example.error.code).toBe('VALIDATION_ERROR');
    expect(resolve(generic['422']).content['application/json'].example.error.code).toBe('TIMEOUT');
    expect(doc.paths['/api/tools/{id}'].get.responses['404']).toEqual({ $ref: '#/components/responses/NotFound' });
    expect(doc.components.responses.MethodNotAllowed.headers.Allow).toBeDefined();
  });

  it('puts Retry-After and both rate-limit headers on 429, and Retry-After on 503', () => {
    const headersOf = (name: string) => Object.fromEntries(Object.entries(doc.components.responses[name].headers as Json).map(([key, value]) => [key, resolve(value)]));
    const rateLimited = headersOf('RateLimited');
    expect(Object.keys(rateLimited).sort()).toEqual(['Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining']);
    for (const header of Object.values(rateLimited)) expect(header).toMatchObject({ required: true, schema: { type: 'integer' } });
    expect(headersOf('Overloaded')['Retry-After']).toMatchObject({ required: true, schema: { type: 'integer' } });
  });

  it('lists 503 only for tools on the worker pool (OVERLOADED) or reading an outside source (UPSTREAM_UNAVAILABLE), and never 404 on a tool path', () => {
    for (const tool of tools) {
      const { responses } = toolPath(tool.id);
      expect(Object.keys(responses)).toEqual(['200', '400', '413', '422', '429', '500', ...(tool.isolate || tool.network ? ['503'] : [])]);
      if (tool.isolate) expect(responses['503']).toEqual({ $ref: '#/components/responses/Overloaded' });
      else if (tool.network) expect(responses['503']).toEqual({ $ref: '#/components/responses/UpstreamUnavailable' });
    }
    expect(toolPath('kktc-exchange-rates').responses['503']).toEqual({ $ref: '#/components/responses/UpstreamUnavailable' });
    expect(doc.components.responses.UpstreamUnavailable.content['application/json'].example).toEqual({
      success: false,
      error: { code: 'UPSTREAM_UNAVAILABLE', message: expect.stringMatching(/could not be reached/) },
    });
  });

  it('documents q on GET /api/tools: an optional query string of at most 200 characters, refused with 400', () => {
    const list = doc.paths['/api/tools'].get;
    expect(list.parameters).toEqual([expect.objectContaining({ name: 'q', in: 'query', required: false, schema: { type: 'string', maxLength: 200 } })]);
    expect(list.parameters[0].description).toMatch(/keywords/);
    expect(list.responses['400']).toEqual({ $ref: '#/components/responses/ValidationError' });
    expect(doc.components.schemas.ToolList.properties.count.description).toMatch(/with q, how many match/);
  });

  it('does not rate-limit health or the document itself', () => {
    expect(doc.paths['/api/health'].get.responses['429']).toBeUndefined();
    expect(doc.paths['/api/openapi.json'].get.responses['429']).toBeUndefined();
    expect(doc.paths['/api/tools'].get.responses['429']).toBeDefined();
  });

  it('is plain JSON and the same on every build', () => {
    expect(JSON.parse(JSON.stringify(doc))).toStrictEqual(doc);
    expect(JSON.stringify(buildOpenApi(tools))).toBe(JSON.stringify(doc));
  });

  it('hands out an independent copy: changing one build changes neither the next nor the tools', () => {
    const first = buildOpenApi(tools) as Json;
    first.components.schemas.ErrorCode.enum.push('CHANGED');
    first.components.schemas['base64.input'].properties.text.maxLength = 1;
    expect(JSON.stringify(buildOpenApi(tools))).toBe(JSON.stringify(doc));
    expect(tools.find((tool) => tool.id === 'base64')!.input.properties.text.maxLength).toBe(1_000_000);
  });
});

describe('the recipe endpoints in the document', () => {
  const execute = doc.paths['/api/recipes/execute'].post as Json;
  /** An envelope with every executionMs 0, as the document's examples have them. */
  const timeless = (envelope: unknown) => JSON.parse(JSON.stringify(envelope), (key, value) => (key === 'executionMs' ? 0 : value));

  it("takes the engine's RECIPE_SCHEMA as the Recipe component, the same document GET /api/recipes/schema.json serves", () => {
    expect(execute.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Recipe' });
    expect(doc.components.schemas.Recipe).toEqual(JSON.parse(JSON.stringify(RECIPE_SCHEMA)));
    const { $schema, ...served } = recipeSchemaDocument();
    expect($schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(served).toEqual(doc.components.schemas.Recipe);
    expect(Object.keys(doc.paths['/api/recipes/schema.json'])).toEqual(['get']);
    expect(doc.paths['/api/recipes/schema.json'].get.responses['429']).toBeUndefined();
  });

  it('validates the examples with the schemas, and refuses what the schemas refuse', () => {
    const recipe = compile(doc.components.schemas.Recipe);
    for (const example of Object.values(execute.requestBody.content['application/json'].examples as Json)) expect(recipe(example.value)).toBe(true);
    expect(recipe({ steps: [] })).toBe(false);
    expect(recipe({ steps: Array.from({ length: 21 }, () => ({ tool: 'uuid', input: {} })) })).toBe(false);
    expect(recipe({ steps: [{ tool: 'uuid', input: {}, extra: 1 }] })).toBe(false);
    expect(recipe({ steps: [{ name: '12', tool: 'uuid', input: {} }] })).toBe(false);
    expect(compile(doc.components.schemas.StepReference)({ $from: { step: 'parsed', pointer: 'rows' } })).toBe(false);
    expect(compile(doc.components.schemas.StepReference)({ $from: { step: 0, pointer: '/rows', as: 'json' } })).toBe(true);
    expect(compile(doc.components.schemas.RecipeResult)(execute.responses['200'].content['application/json'].examples['csv-to-xml'].value)).toBe(true);
    expect(compile(doc.components.schemas.RecipeError)(resolve(execute.responses['400']).content['application/json'].example)).toBe(true);
    expect(compile(doc.components.schemas.RecipeResult)(RECIPE_EXAMPLE_FAILURE)).toBe(false);
  });

  it("shows what a run of its example recipes answers (the success and the failure at step 1)", async () => {
    expect(timeless(await runRecipe(RECIPE_EXAMPLE_REQUEST))).toEqual(RECIPE_EXAMPLE_RESPONSE);
    expect(timeless(await runRecipe(RECIPE_EXAMPLE_FAILING_REQUEST))).toEqual(RECIPE_EXAMPLE_FAILURE);
  });

  it('answers errors with the recipe envelope, each status one the server gives its codes', () => {
    const statuses = Object.keys(execute.responses);
    expect(statuses).toEqual(['200', '400', '413', '422', '429', '500', '503']);
    for (const status of statuses.slice(1)) {
      expect(Object.values(STATUS_OF), status).toContain(Number(status));
      const schema = execute.responses[status].content['application/json'].schema;
      expect(JSON.stringify(schema), status).toContain('#/components/schemas/RecipeError');
    }
    expect(Object.keys(execute.responses['429'].headers).sort()).toEqual(['Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining']);
    expect(execute.responses['503'].headers['Retry-After']).toBeDefined();
    expect(execute.description).toMatch(/recipe of n steps costs n requests/);
  });
});
