/**
 * The OpenAPI 3.1.0 document of the /api (spec section 4.1), generated from the catalog: the
 * generic endpoints, one execute path per tool with its own schemas and examples, and the error
 * responses. Built once at start; the result is plain JSON and the same on every build.
 */
import { CATEGORIES } from '../core/tool.ts';
import { ERROR_CODES, type ErrorCode } from '../core/errors.ts';
import { MAX_QUERY_LENGTH } from './tool-list-query.ts';
import type { ToolMeta } from '../core/catalog-types.ts';
import { CARD_PARAMETERS, CARD_PATHS, CARD_SCHEMAS } from './card/card-openapi.ts';
import { RECIPE_PATHS, RECIPE_SCHEMAS } from './recipe-openapi.ts';
import { RUN_META_SCHEMA } from './run-meta-schema.ts';

/** The API version: info.version of the document and the version /api/health reports. */
export const API_VERSION = '1.0.0';

type Json = Record<string, unknown>;

/**
 * Keywords our tool schemas carry for core's own use that are not JSON Schema 2020-12. The
 * dialect tolerates unknown keywords, but strict consumers (Ajv's default strict mode, code
 * generators built on it) refuse them, and each field's `description` already states the rule.
 */
const NON_STANDARD_KEYWORDS = ['errorMessage'];

/** Clock and randomness the catalog's examples are computed with (see core/tool.ts ToolExample). */
const EXAMPLE_CLOCK = '2024-01-01T00:00:00Z';

const ref = (section: 'schemas' | 'responses' | 'headers' | 'parameters', name: string) => ({ $ref: `#/components/${section}/${name}` });
const jsonContent = (schema: Json, extra: Json = {}) => ({ 'application/json': { schema, ...extra } });

export function buildOpenApi(tools: readonly ToolMeta[]): object {
  const toolSchemas: Json = {};
  const toolPaths: Json = {};
  for (const tool of tools) {
    toolSchemas[inputSchemaName(tool)] = toJsonSchema(tool.input, `#/components/schemas/${inputSchemaName(tool)}`);
    toolSchemas[outputSchemaName(tool)] = toJsonSchema(tool.output, `#/components/schemas/${outputSchemaName(tool)}`);
    toolPaths[`/api/tools/${tool.id}/execute`] = { post: toolOperation(tool) };
  }
  const document = {
    openapi: '3.1.0',
    info: {
      title: 'tooldeck',
      version: API_VERSION,
      description: DESCRIPTION,
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/', description: 'The host serving this document' }],
    tags: [
      { name: 'service', description: 'Health, the catalog and this document' },
      ...CATEGORIES.filter((category) => tools.some((tool) => tool.category === category)).map((name) => ({ name })),
      { name: 'cards', description: 'Developer cards from public GitHub profiles (spec 4.4)' },
    ],
    paths: { ...GENERIC_PATHS, ...RECIPE_PATHS, ...CARD_PATHS, ...toolPaths },
    components: {
      schemas: { ...SHARED_SCHEMAS, ...RECIPE_SCHEMAS, ...CARD_SCHEMAS, ...toolSchemas },
      responses: ERROR_RESPONSES,
      headers: HEADERS,
      parameters: { ...PARAMETERS, ...CARD_PARAMETERS },
    },
  };
  assertUniqueOperationIds(document.paths);
  // One deep copy: callers may change the document without touching the shared constants or the tools.
  return JSON.parse(JSON.stringify(document)) as object;
}

const DESCRIPTION = [
  'A catalog of small utility tools behind one JSON API. No authentication.',
  '',
  'Every tool answers `POST /api/tools/{id}/execute` with a JSON object body and the envelope',
  '`{success: true, result, meta: {tool, executionMs}}`, or `{success: false, error: {code, message}}`',
  'with the HTTP status of the error code. Each tool also has its own path below with its exact',
  'request and result schemas.',
  '',
  '`POST /api/recipes/execute` chains tools: a recipe (the `Recipe` schema, also served at',
  '`/api/recipes/schema.json`) feeds earlier steps\' results into later steps\' inputs; each step counts as a request.',
  '',
  'Tool requests (`/api/tools…`, and each step of a recipe) are rate limited per client IP (a minute and a day window) and across',
  'all clients per day; counted responses carry `X-RateLimit-Limit` and `X-RateLimit-Remaining`.',
  '`/api/health`, `/api/openapi.json` and `/api/recipes/schema.json` are not counted. A wrong method on a known path answers 405',
  'METHOD_NOT_ALLOWED with an `Allow` header; an unknown path under `/api` answers 404 NOT_FOUND.',
  '',
  `Response examples were computed with the clock at ${EXAMPLE_CLOCK} (unless an example names another)`,
  'and, for tools that use randomness, all-zero random bytes.',
].join('\n');

// ---- Tools ------------------------------------------------------------------------------------

/** Component names keep the id as is (kebab-case is allowed there), so no two tools can collide. */
function inputSchemaName(tool: ToolMeta): string {
  return `${tool.id}.input`;
}

function outputSchemaName(tool: ToolMeta): string {
  return `${tool.id}.output`;
}

/** `url-encode` → `execute_url_encode`: identifier-safe for code generators, and one-to-one since ids never hold `_`. */
function operationIdOf(tool: ToolMeta): string {
  return `execute_${tool.id.replaceAll('-', '_')}`;
}

function toolOperation(tool: ToolMeta): Json {
  const requestExamples: Json = {};
  const responseExamples: Json = {};
  const keys = exampleKeys(tool);
  tool.examples.forEach((example, index) => {
    // Example data holding a "$ref" key (an OpenAPI document as a tool's output) would be taken
    // for a reference by validators and viewers; such examples stay in the catalog only.
    if (hasRefKey(example.input) || hasRefKey(example.output)) return;
    const key = keys[index]!;
    const summary = example.title ?? `Example ${index + 1}`;
    requestExamples[key] = { summary, value: example.input };
    responseExamples[key] = {
      summary,
      ...(example.now ? { description: `With the clock at ${example.now}.` } : {}),
      value: { success: true, result: example.output, meta: { tool: tool.id, executionMs: 0 } },
    };
  });
  const successEnvelope = {
    type: 'object',
    required: ['success', 'result', 'meta'],
    additionalProperties: false,
    properties: {
      success: { const: true },
      result: ref('schemas', outputSchemaName(tool)),
      meta: {
        type: 'object',
        required: ['tool', 'executionMs'],
        additionalProperties: false,
        properties: {
          tool: { const: tool.id, description: 'The tool id' },
          executionMs: { type: 'integer', minimum: 0, description: 'How long the tool ran, in whole milliseconds' },
        },
      },
    },
  };
  return {
    operationId: operationIdOf(tool),
    tags: [tool.category],
    summary: tool.name,
    description: tool.description,
    requestBody: {
      required: true,
      content: jsonContent(ref('schemas', inputSchemaName(tool)), { examples: requestExamples }),
    },
    responses: {
      '200': {
        description: 'The tool ran; `result` is its output',
        headers: RATE_LIMIT_HEADERS,
        content: jsonContent(successEnvelope, { examples: responseExamples }),
      },
      ...errorResponses(executeErrors(tool)),
    },
  };
}

/** Example keys from titles (`Encode` → `encode`), unique within the tool. */
function exampleKeys(tool: ToolMeta): string[] {
  const used = new Set<string>();
  return tool.examples.map((example, index) => {
    const base = slug(example.title ?? '') || `example-${index + 1}`;
    let key = base;
    for (let n = 2; used.has(key); n++) key = `${base}-${n}`;
    used.add(key);
    return key;
  });
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * A TypeBox schema as plain JSON Schema: the JSON round trip drops TypeBox's symbol keys
 * (Kind, Optional), and core-only keywords are removed wherever a subschema can sit. `pointer`
 * is where the schema sits in its document: recursive references are rewritten to point below
 * it (`#` for a schema that is a document of its own, like an MCP tool's inputSchema).
 */
export function toJsonSchema(schema: unknown, pointer: string): Json {
  const text = JSON.stringify(schema);
  const plain = JSON.parse(text) as Json;
  stripNonStandard(plain);
  // Walking every node costs seconds over the largest schemas; only recursive ones need it.
  if (text.includes('"$id":"T')) anchorRecursion(plain, pointer);
  return plain;
}

/** Whether data holds a "$ref" key anywhere: such examples stay out of the document. */
export function hasRefKey(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (!Array.isArray(value) && Object.hasOwn(value, '$ref')) return true;
  return Object.values(value).some(hasRefKey);
}

/**
 * TypeBox's Recursive names its root `$id: "T0"` and refers to it as `$ref: "T0"`. Every tool's
 * recursive schema would claim the same id in one document, so each reference is rewritten to
 * the JSON Pointer of its root within the document, and the ids are dropped.
 */
function anchorRecursion(schema: Json, pointer: string): void {
  const roots = new Map<string, string>();
  const visit = (node: unknown, at: string, act: (node: Json, at: string) => void) => {
    if (typeof node !== 'object' || node === null) return;
    if (Array.isArray(node)) return node.forEach((item, i) => visit(item, `${at}/${i}`, act));
    act(node as Json, at);
    for (const [key, child] of Object.entries(node)) visit(child, `${at}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`, act);
  };
  visit(schema, pointer, (node, at) => {
    if (typeof node.$id === 'string' && /^T\d+$/.test(node.$id)) {
      roots.set(node.$id, at);
      delete node.$id;
    }
  });
  if (roots.size === 0) return;
  visit(schema, pointer, (node) => {
    if (typeof node.$ref === 'string' && roots.has(node.$ref)) node.$ref = roots.get(node.$ref)!;
  });
}

const SUBSCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
const SUBSCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items']);
const SUBSCHEMA_VALUES = new Set([
  'items',
  'additionalItems',
  'additionalProperties',
  'unevaluatedItems',
  'unevaluatedProperties',
  'propertyNames',
  'contains',
  'not',
  'if',
  'then',
  'else',
]);

/**
 * Walks only schema positions, so data that merely looks like a keyword (a property named
 * `errorMessage`, a `default` or `const` value) is left alone.
 */
function stripNonStandard(schema: unknown): void {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return;
  const node = schema as Json;
  for (const keyword of NON_STANDARD_KEYWORDS) delete node[keyword];
  // TypeBox writes tuples the draft-07 way (`items: [...]`, `additionalItems`); 2020-12 says prefixItems.
  // `items: false` only when no maxItems closes the tuple already: draft-07 validators (the MCP
  // SDK client's Ajv among them) ignore prefixItems and would read `items: false` as "no items".
  if (Array.isArray(node.items)) {
    node.prefixItems = node.items;
    if (node.additionalItems === false && node.maxItems !== node.items.length) node.items = false;
    else delete node.items;
    delete node.additionalItems;
  }
  for (const [keyword, value] of Object.entries(node)) {
    if (SUBSCHEMA_MAPS.has(keyword) && typeof value === 'object' && value !== null) {
      for (const subschema of Object.values(value)) stripNonStandard(subschema);
    } else if (SUBSCHEMA_LISTS.has(keyword) && Array.isArray(value)) {
      for (const subschema of value) stripNonStandard(subschema);
    } else if (SUBSCHEMA_VALUES.has(keyword)) {
      stripNonStandard(value);
    }
  }
}

function assertUniqueOperationIds(paths: Json): void {
  const seen = new Set<string>();
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(item as Json)) {
      const id = (operation as { operationId?: string }).operationId;
      if (id === undefined) continue;
      if (seen.has(id)) throw new Error(`two OpenAPI operations share the operationId ${id}`);
      seen.add(id);
    }
  }
}

// ---- Errors -----------------------------------------------------------------------------------

/** The component response of each error code, with the status the server answers it with. */
const ERROR_RESPONSE_OF: Record<ErrorCode, { status: number; name: string }> = {
  VALIDATION_ERROR: { status: 400, name: 'ValidationError' },
  NOT_FOUND: { status: 404, name: 'NotFound' },
  METHOD_NOT_ALLOWED: { status: 405, name: 'MethodNotAllowed' },
  PAYLOAD_TOO_LARGE: { status: 413, name: 'PayloadTooLarge' },
  TIMEOUT: { status: 422, name: 'Timeout' },
  RATE_LIMITED: { status: 429, name: 'RateLimited' },
  INTERNAL_ERROR: { status: 500, name: 'InternalError' },
  OVERLOADED: { status: 503, name: 'Overloaded' },
  UPSTREAM_UNAVAILABLE: { status: 503, name: 'UpstreamUnavailable' },
};

function errorResponses(codes: readonly ErrorCode[]): Json {
  return Object.fromEntries(
    codes.map((code) => {
      const { status, name } = ERROR_RESPONSE_OF[code];
      return [String(status), ref('responses', name)];
    }),
  );
}

/**
 * What an execute call can answer besides 200: only the worker pool's queue can be full, and only
 * a tool that reads an outside source can find it down. Both are 503 and a status holds one
 * response, so an isolate tool documents OVERLOADED (url-metadata, whose fetch the caller aims,
 * answers an unreachable page with 400 anyway).
 */
function executeErrors(tool: { isolate?: boolean; network?: boolean }): ErrorCode[] {
  const codes: ErrorCode[] = ['VALIDATION_ERROR', 'PAYLOAD_TOO_LARGE', 'TIMEOUT', 'RATE_LIMITED', 'INTERNAL_ERROR'];
  if (tool.isolate) codes.push('OVERLOADED');
  else if (tool.network) codes.push('UPSTREAM_UNAVAILABLE');
  return codes;
}

const RATE_LIMIT_HEADERS = {
  'X-RateLimit-Limit': ref('headers', 'X-RateLimit-Limit'),
  'X-RateLimit-Remaining': ref('headers', 'X-RateLimit-Remaining'),
};

const HEADERS = {
  'Retry-After': {
    description: 'Whole seconds until the request may be retried',
    required: true,
    schema: { type: 'integer', minimum: 0 },
  },
  'X-RateLimit-Limit': {
    description: 'The per-IP requests-per-minute limit (the daily one when that is off); absent when every limit is off',
    schema: { type: 'integer', minimum: 0 },
  },
  'X-RateLimit-Remaining': {
    description: 'Requests left in the tightest window that applies (0 when refused)',
    schema: { type: 'integer', minimum: 0 },
  },
  Allow: {
    description: 'The methods this path answers',
    required: true,
    schema: { type: 'string' },
  },
};

/** Examples use the messages the server sends, so a reader sees a real answer. */
const ERROR_EXAMPLES: Record<ErrorCode, { description: string; message: string; headers?: Json }> = {
  VALIDATION_ERROR: {
    description: 'The body is not a JSON object, fails the tool schema, or the tool rejects a value',
    message: 'text: is required',
    headers: RATE_LIMIT_HEADERS,
  },
  NOT_FOUND: { description: 'No tool has this id', message: 'no tool with id "nope"', headers: RATE_LIMIT_HEADERS },
  METHOD_NOT_ALLOWED: {
    description: 'The path exists but does not answer this method',
    message: 'this endpoint answers GET only',
    headers: { Allow: ref('headers', 'Allow') },
  },
  PAYLOAD_TOO_LARGE: {
    description: 'The body is over the configured limit',
    message: 'the request body is larger than the limit of 26214400 bytes',
    headers: RATE_LIMIT_HEADERS,
  },
  TIMEOUT: {
    description: 'The tool ran past its deadline on this input',
    message: 'the tool ran past its deadline of 10000 ms on this input',
    headers: RATE_LIMIT_HEADERS,
  },
  RATE_LIMITED: {
    description: 'A per-IP or global request limit is used up; the request was not executed',
    message: "too many requests; retry after the Retry-After header's seconds",
    headers: {
      'Retry-After': ref('headers', 'Retry-After'),
      'X-RateLimit-Limit': { ...HEADERS['X-RateLimit-Limit'], required: true },
      'X-RateLimit-Remaining': { ...HEADERS['X-RateLimit-Remaining'], required: true },
    },
  },
  INTERNAL_ERROR: { description: 'A server bug; the answer carries no internals', message: 'something went wrong on our side; please retry' },
  OVERLOADED: {
    description: 'Every worker is busy and the queue is full',
    message: 'all workers are busy; retry shortly',
    headers: { 'Retry-After': ref('headers', 'Retry-After'), ...RATE_LIMIT_HEADERS },
  },
  UPSTREAM_UNAVAILABLE: {
    description: "The outside source the tool reads (a central bank's published rates…) could not be reached or answered unusably; retry later",
    message: 'the Central Bank of the TRNC could not be reached; retry later',
    headers: RATE_LIMIT_HEADERS,
  },
};

const ERROR_RESPONSES = Object.fromEntries(
  ERROR_CODES.map((code) => {
    const { description, message, headers } = ERROR_EXAMPLES[code];
    const response = {
      description: `${code}: ${description}`,
      ...(headers ? { headers } : {}),
      content: jsonContent(ref('schemas', 'ErrorEnvelope'), { example: { success: false, error: { code, message } } }),
    };
    return [ERROR_RESPONSE_OF[code].name, response];
  }),
);

// ---- Generic endpoints ------------------------------------------------------------------------

const TOOL_INFO_SCHEMA = {
  type: 'object',
  required: ['id', 'name', 'description', 'category', 'parameters'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', description: 'The tool id, used in paths', examples: ['base64'] },
    name: { type: 'string', description: 'Display name' },
    description: { type: 'string' },
    category: { type: 'string', description: 'Lowercase category name', examples: [...CATEGORIES] },
    parameters: { type: 'object', description: 'JSON Schema (2020-12) of the execute body' },
  },
};

const SHARED_SCHEMAS = {
  ErrorCode: { type: 'string', enum: [...ERROR_CODES] },
  ErrorEnvelope: {
    type: 'object',
    required: ['success', 'error'],
    additionalProperties: false,
    properties: {
      success: { const: false },
      error: {
        type: 'object',
        required: ['code', 'message'],
        additionalProperties: false,
        properties: {
          code: ref('schemas', 'ErrorCode'),
          message: { type: 'string', description: 'What went wrong, naming the field when there is one' },
        },
      },
    },
  },
  Health: {
    type: 'object',
    required: ['status', 'tools', 'version'],
    additionalProperties: false,
    properties: {
      status: {
        enum: ['ok', 'degraded'],
        description:
          '`ok` when healthy. `degraded` only with REDIS_URL set, while Redis does not answer: the service still serves, ' +
          'with rate limits counted per instance instead of shared, until Redis answers again',
      },
      tools: { type: 'integer', minimum: 0, description: 'How many tools the catalog holds' },
      version: { type: 'string', description: 'The API version, equal to info.version of this document', examples: [API_VERSION] },
    },
  },
  ToolInfo: TOOL_INFO_SCHEMA,
  ToolList: {
    type: 'object',
    required: ['success', 'tools', 'count'],
    additionalProperties: false,
    properties: {
      success: { const: true },
      tools: { type: 'array', items: ref('schemas', 'ToolInfo') },
      count: { type: 'integer', minimum: 0, description: 'How many tools the catalog holds; with q, how many match it' },
    },
  },
  ToolInfoResponse: {
    type: 'object',
    required: ['success', 'tool'],
    additionalProperties: false,
    properties: { success: { const: true }, tool: ref('schemas', 'ToolInfo') },
  },
  ExecuteRequest: {
    type: 'object',
    description: "The tool's input: see its own path, or `parameters` of GET /api/tools/{id}",
  },
  SuccessEnvelope: {
    type: 'object',
    required: ['success', 'result', 'meta'],
    additionalProperties: false,
    properties: {
      success: { const: true },
      result: { type: 'object', description: 'The tool output; its shape depends on the tool' },
      meta: RUN_META_SCHEMA,
    },
  },
};

const PARAMETERS = {
  ToolId: {
    name: 'id',
    in: 'path',
    required: true,
    description: 'The tool id (lowercase kebab-case)',
    schema: { type: 'string' },
    example: 'base64',
  },
};

const GENERIC_PATHS = {
  '/api/health': {
    get: {
      operationId: 'get_health',
      tags: ['service'],
      summary: 'Health',
      description: 'Whether the service is up, how many tools it has and the API version. Not rate limited.',
      responses: {
        '200': { description: 'The service is up', content: jsonContent(ref('schemas', 'Health')) },
        ...errorResponses(['INTERNAL_ERROR']),
      },
    },
  },
  '/api/tools': {
    get: {
      operationId: 'list_tools',
      tags: ['service'],
      summary: 'List tools',
      description:
        'Every tool with its parameter schema, in catalog order; with `q`, only the tools that match it, best match first, ' +
        'and `count` is the number of matches (the same search as the playground and MCP search_tools).',
      parameters: [
        {
          name: 'q',
          in: 'query',
          required: false,
          description:
            'Words to find tools by, matched against ids, names, keywords (aliases such as sha256, b64, yml, epoch), categories and descriptions, ' +
            `with small typos forgiven ("jsn"): the tools matching every word if any do, else those matching some, best first. At most ${MAX_QUERY_LENGTH} characters, given once; empty lists every tool.`,
          schema: { type: 'string', maxLength: MAX_QUERY_LENGTH },
          example: 'sha256',
        },
      ],
      responses: {
        '200': { description: 'The catalog, or the tools matching q', headers: RATE_LIMIT_HEADERS, content: jsonContent(ref('schemas', 'ToolList')) },
        ...errorResponses(['VALIDATION_ERROR', 'RATE_LIMITED', 'INTERNAL_ERROR']),
      },
    },
  },
  '/api/tools/{id}': {
    get: {
      operationId: 'get_tool',
      tags: ['service'],
      summary: 'Describe a tool',
      description: 'One tool with the JSON Schema of its execute body.',
      parameters: [ref('parameters', 'ToolId')],
      responses: {
        '200': { description: 'The tool', headers: RATE_LIMIT_HEADERS, content: jsonContent(ref('schemas', 'ToolInfoResponse')) },
        ...errorResponses(['NOT_FOUND', 'RATE_LIMITED', 'INTERNAL_ERROR']),
      },
    },
  },
  '/api/tools/{id}/execute': {
    post: {
      operationId: 'execute_tool_by_id',
      tags: ['service'],
      summary: 'Run a tool',
      description:
        'Runs the tool on the JSON object body. The body is read as JSON whatever the Content-Type says. ' +
        'Each tool also has its own path with its exact schemas.',
      parameters: [ref('parameters', 'ToolId')],
      requestBody: { required: true, content: jsonContent(ref('schemas', 'ExecuteRequest')) },
      responses: {
        '200': { description: 'The tool ran', headers: RATE_LIMIT_HEADERS, content: jsonContent(ref('schemas', 'SuccessEnvelope')) },
        ...errorResponses(['VALIDATION_ERROR', 'NOT_FOUND', 'PAYLOAD_TOO_LARGE', 'TIMEOUT', 'RATE_LIMITED', 'INTERNAL_ERROR', 'OVERLOADED']),
      },
    },
  },
  '/api/openapi.json': {
    get: {
      operationId: 'get_openapi',
      tags: ['service'],
      summary: 'This document',
      description: 'The OpenAPI 3.1.0 description of this API. Not rate limited.',
      responses: {
        '200': {
          description: 'An OpenAPI 3.1.0 document',
          content: jsonContent({ type: 'object', description: 'An OpenAPI 3.1.0 document' }),
        },
        ...errorResponses(['INTERNAL_ERROR']),
      },
    },
  },
};
