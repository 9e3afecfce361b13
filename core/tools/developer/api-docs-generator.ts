import { Type, type Static } from '@sinclair/typebox';
import { camelCase, NameRegistry, words } from '../../lib/code-names.ts';
import { hasNoType, inferShape, type Shape } from '../../lib/json-shape.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { MAX_RESULT_CHARS, resultTooLarge } from '../../lib/result-size.ts';
import { CodeWriter } from '../../lib/type-model.ts';
import { caseInsensitiveEnum, closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec names the fields only):
 * - An endpoint: method, path (starting with "/", {name} for path parameters), summary,
 *   description, tags, operation_id, deprecated, parameters (name, in, type, required,
 *   description, example), request_body and responses (each with a content type and an example).
 *   At most 200 endpoints, 50 parameters and 20 responses each. Examples are any JSON value; the
 *   schema of a body is inferred from its example (core/lib/json-shape.ts: keys present in every
 *   object are required, null makes the type nullable, integers and numbers apart).
 * - A path parameter used in the path but not listed is added (a required string); one listed
 *   but not in the path, a repeated parameter, status or method + path, or two paths that differ
 *   only in their parameter names (OpenAPI forbids them) are refused, naming the endpoint.
 * - No responses given: a 200 "Successful response". A response without a description gets the
 *   HTTP reason phrase of its status. operationId: the one given (unique), else method + path
 *   words in camelCase (getUsersById), numbered when repeated.
 * - format openapi: an OpenAPI 3.1.0 document (JSON text, and the object). format markdown: a
 *   title, an overview table, then one section per endpoint, grouped by first tag. Every piece of
 *   user text is escaped (all ASCII punctuation Markdown gives meaning to, so HTML such as
 *   <script> shows as text); descriptions keep their line and paragraph breaks, other text
 *   goes on one line; examples go in fenced code blocks longer than any backtick run inside them.
 */

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE'] as const;
const PARAMETER_TYPES = ['string', 'integer', 'number', 'boolean', 'array', 'object'] as const;
const PATH = "^/[A-Za-z0-9\\-._~!$&'()*+,;=:@%/{}]*$";
const MEDIA_TYPE = '^[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*/[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*(?:\\s*;\\s*[A-Za-z0-9!#$&^_.+-]+=[^;]+)*$';
const TEMPLATE = /\{([^{}]*)\}/g;

const REASONS: Record<string, string> = {
  '100': 'Continue', '101': 'Switching Protocols', '200': 'OK', '201': 'Created', '202': 'Accepted', '203': 'Non-Authoritative Information',
  '204': 'No Content', '205': 'Reset Content', '206': 'Partial Content', '300': 'Multiple Choices', '301': 'Moved Permanently', '302': 'Found',
  '303': 'See Other', '304': 'Not Modified', '307': 'Temporary Redirect', '308': 'Permanent Redirect', '400': 'Bad Request', '401': 'Unauthorized',
  '402': 'Payment Required', '403': 'Forbidden', '404': 'Not Found', '405': 'Method Not Allowed', '406': 'Not Acceptable', '408': 'Request Timeout',
  '409': 'Conflict', '410': 'Gone', '411': 'Length Required', '412': 'Precondition Failed', '413': 'Content Too Large', '414': 'URI Too Long',
  '415': 'Unsupported Media Type', '416': 'Range Not Satisfiable', '417': 'Expectation Failed', '421': 'Misdirected Request',
  '422': 'Unprocessable Content', '425': 'Too Early', '426': 'Upgrade Required', '428': 'Precondition Required', '429': 'Too Many Requests',
  '431': 'Request Header Fields Too Large', '451': 'Unavailable For Legal Reasons', '500': 'Internal Server Error', '501': 'Not Implemented',
  '502': 'Bad Gateway', '503': 'Service Unavailable', '504': 'Gateway Timeout', '505': 'HTTP Version Not Supported',
};

const text = (maxLength: number, description: string) => Type.String({ maxLength, description });
const example = (description: string) => Type.Optional(Type.Unknown({ description }));

const parameterSchema = closedObject({
  name: Type.String({ minLength: 1, maxLength: 200, description: 'The parameter name' }),
  in: withDefault(stringEnum(['path', 'query', 'header', 'cookie'], { description: 'Where it is sent' }), 'query'),
  type: withDefault(stringEnum([...PARAMETER_TYPES], { description: 'Its JSON Schema type' }), 'string'),
  required: Type.Optional(Type.Boolean({ description: 'Whether it must be sent (path parameters always are); default false' })),
  description: Type.Optional(text(2_000, 'What it means')),
  example: example('An example value'),
});

const contentType = withDefault(
  Type.String({ maxLength: 200, pattern: MEDIA_TYPE, errorMessage: 'must be a media type such as application/json', description: 'The media type' }),
  'application/json',
);

const endpointSchema = closedObject({
  method: caseInsensitiveEnum(METHODS, { description: 'The HTTP method: GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS or TRACE (any letter case)' }),
  path: Type.String({
    minLength: 1,
    maxLength: 2_000,
    pattern: PATH,
    errorMessage: 'must start with "/" and hold only URL path characters, with {name} for path parameters',
    description: 'The path, starting with "/", with {name} for each path parameter, e.g. /users/{id}',
  }),
  summary: Type.Optional(text(500, 'A one-line summary')),
  description: Type.Optional(text(10_000, 'A longer description (plain text; line breaks are kept)')),
  tags: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 10, description: 'Tags; Markdown groups endpoints by their first tag' })),
  operation_id: Type.Optional(
    Type.String({ maxLength: 200, pattern: '^[A-Za-z_][A-Za-z0-9_.-]*$', errorMessage: 'must be an identifier such as getUser', description: 'A unique operation id (default: method and path in camelCase)' }),
  ),
  deprecated: Type.Optional(Type.Boolean({ description: 'Marks the endpoint deprecated' })),
  parameters: Type.Optional(Type.Array(parameterSchema, { maxItems: 50, description: 'Path, query, header and cookie parameters' })),
  request_body: Type.Optional(
    closedObject(
      {
        content_type: contentType,
        description: Type.Optional(text(2_000, 'What the body holds')),
        required: withDefault(Type.Boolean({ description: 'Whether the body must be sent' }), true),
        example: example('An example body; its schema is inferred from it'),
      },
      { description: 'The request body' },
    ),
  ),
  responses: Type.Optional(
    Type.Array(
      closedObject({
        status: Type.String({ pattern: '^(?:[1-5][0-9][0-9]|[1-5]XX|default)$', errorMessage: 'must be a status code such as 200, a range such as 4XX, or default', description: 'The status: 200, 4XX or default' }),
        description: Type.Optional(text(2_000, 'What the response means (default: the HTTP reason phrase)')),
        content_type: contentType,
        example: example('An example body; its schema is inferred from it'),
      }),
      { maxItems: 20, description: 'The responses (default: one 200 response)' },
    ),
  ),
});

type Endpoint = Static<typeof endpointSchema>;

interface Parameter {
  name: string;
  in: string;
  type: string;
  required: boolean;
  description?: string;
  example?: unknown;
  hasExample: boolean;
}

/** An example as plain JSON data, with the shape its schema is inferred from. */
interface Example {
  value: unknown;
  shape: Shape;
}

interface Operation {
  method: string;
  path: string;
  endpoint: Endpoint;
  operationId: string;
  parameters: Parameter[];
  body: { contentType: string; description?: string; required: boolean; example?: Example } | undefined;
  responses: { status: string; description: string; contentType: string; example?: Example }[];
}

const hasOwn = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

/** A copy of a JSON value as plain data (a key such as __proto__ stays an own key), refusing nesting the generators cannot walk. */
function jsonOf(value: unknown, field: string): Example {
  let json: string;
  try {
    json = JSON.stringify(value);
  } catch {
    invalid(`${field}: nested too deeply`);
  }
  return { value: JSON.parse(json) as unknown, shape: inferShape(json, field) };
}

/** JSON Schema (2020-12, as OpenAPI 3.1 uses) of an inferred shape. */
function schemaOf(shape: Shape): Record<string, unknown> {
  const alternatives: Record<string, unknown>[] = [];
  const simple: string[] = [];
  if (shape.string) simple.push('string');
  if (shape.float) simple.push('number');
  else if (shape.integer) simple.push('integer');
  if (shape.boolean) simple.push('boolean');
  if (shape.object) {
    const properties: Record<string, unknown> = Object.create(null);
    const required: string[] = [];
    for (const field of shape.object.fields.values()) {
      properties[field.key] = schemaOf(field.shape);
      if (field.count === shape.object.count) required.push(field.key);
    }
    const object: Record<string, unknown> = { type: 'object', properties };
    if (required.length > 0) object.required = required;
    alternatives.push(object);
  }
  if (shape.array) alternatives.push(hasNoType(shape.array) && !shape.array.nullable ? { type: 'array' } : { type: 'array', items: schemaOf(shape.array) });
  if (shape.nullable) simple.push('null');
  if (alternatives.length === 0) {
    if (simple.length === 0) return {};
    return { type: simple.length === 1 ? simple[0] : simple };
  }
  if (simple.length > 0) alternatives.push({ type: simple.length === 1 ? simple[0] : simple });
  return alternatives.length === 1 ? alternatives[0]! : { anyOf: alternatives };
}

/** Checks every endpoint and settles what the spec leaves to defaults; refuses what OpenAPI would not accept. */
function prepare(endpoints: Endpoint[]): Operation[] {
  const seen = new Map<string, string>();
  const templates = new Map<string, string>();
  const givenIds = new Set<string>();
  for (const endpoint of endpoints) if (endpoint.operation_id !== undefined) givenIds.add(endpoint.operation_id);
  const ids = new NameRegistry((name) => givenIds.has(name));
  const usedGiven = new Set<string>();

  return endpoints.map((endpoint, index) => {
    const at = `endpoints[${index}]`;
    const method = endpoint.method.toUpperCase().replace('-', '');
    const path = endpoint.path;
    const names: string[] = [];
    const stripped = path.replace(TEMPLATE, (_, name: string) => {
      if (!/^[A-Za-z0-9_.\-~]+$/.test(name)) invalid(`${at}.path: ${quoteClipped(`{${name}}`)} is not a path parameter name (letters, digits, _ . - ~)`);
      if (names.includes(name)) invalid(`${at}.path: the path parameter ${quoteClipped(name)} appears twice`);
      names.push(name);
      return '{}';
    });
    if (/[{}]/.test(stripped.replaceAll('{}', ''))) invalid(`${at}.path: unbalanced { or } in ${quoteClipped(path)}`);
    const sameTemplate = templates.get(stripped);
    if (sameTemplate !== undefined && sameTemplate !== path) {
      invalid(`${at}.path: ${quoteClipped(path)} and ${quoteClipped(sameTemplate)} differ only in parameter names, which OpenAPI does not allow`);
    }
    templates.set(stripped, path);
    const key = `${method} ${path}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) invalid(`${at}: ${key} is already described by ${earlier}`);
    seen.set(key, at);

    const parameters: Parameter[] = [];
    const parameterKeys = new Set<string>();
    (endpoint.parameters ?? []).forEach((parameter, i) => {
      const where = `${at}.parameters[${i}]`;
      const location = parameter.in ?? 'query';
      const id = `${location} ${parameter.name}`;
      if (parameterKeys.has(id)) invalid(`${where}: the ${location} parameter ${quoteClipped(parameter.name)} is listed twice`);
      parameterKeys.add(id);
      if (location === 'path' && !names.includes(parameter.name)) invalid(`${where}: the path parameter ${quoteClipped(parameter.name)} is not in the path ${quoteClipped(path)}`);
      const hasExample = hasOwn(parameter, 'example');
      parameters.push({
        name: parameter.name,
        in: location,
        type: parameter.type ?? 'string',
        required: location === 'path' || parameter.required === true,
        ...(parameter.description !== undefined ? { description: parameter.description } : {}),
        ...(hasExample ? { example: jsonOf(parameter.example, `${where}.example`).value } : {}),
        hasExample,
      });
    });
    // Path parameters used but not listed are added, in path order, before the listed ones.
    const missing = names.filter((name) => !parameterKeys.has(`path ${name}`));
    parameters.unshift(...missing.map((name) => ({ name, in: 'path', type: 'string', required: true, hasExample: false })));

    const responses = (endpoint.responses ?? [{ status: '200', description: 'Successful response' }]).map((response, i) => ({
      status: response.status,
      description: response.description ?? REASONS[response.status] ?? (response.status === 'default' ? 'Default response' : `${response.status} response`),
      contentType: response.content_type ?? 'application/json',
      ...(hasOwn(response, 'example') ? { example: jsonOf(response.example, `${at}.responses[${i}].example`) } : {}),
    }));
    const requestBody = endpoint.request_body;
    const body = requestBody && {
      contentType: requestBody.content_type ?? 'application/json',
      ...(requestBody.description !== undefined ? { description: requestBody.description } : {}),
      required: requestBody.required ?? true,
      ...(hasOwn(requestBody, 'example') ? { example: jsonOf(requestBody.example, `${at}.request_body.example`) } : {}),
    };
    const statuses = new Set<string>();
    responses.forEach((response, i) => {
      if (statuses.has(response.status)) invalid(`${at}.responses[${i}].status: ${response.status} is listed twice`);
      statuses.add(response.status);
    });

    let operationId: string;
    if (endpoint.operation_id !== undefined) {
      if (usedGiven.has(endpoint.operation_id)) invalid(`${at}.operation_id: ${quoteClipped(endpoint.operation_id)} is used by another endpoint`);
      usedGiven.add(endpoint.operation_id);
      operationId = endpoint.operation_id;
    } else {
      const parts = path.split('/').flatMap((segment) => {
        const parameter = /^\{(.+)\}$/.exec(segment);
        return parameter ? ['by', ...words(parameter[1]!)] : words(segment);
      });
      operationId = ids.claim(camelCase([method.toLowerCase(), ...parts]));
    }
    return { method, path, endpoint, operationId, parameters, body, responses };
  });
}

// ---- OpenAPI ----

function parameterSchemaOf(type: string): Record<string, unknown> {
  return type === 'array' ? { type: 'array', items: {} } : { type };
}

function openApiDocument(operations: Operation[], info: { title: string; version: string; description?: string; baseUrl?: string }): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = Object.create(null);
  const tags: string[] = [];
  for (const { method, path, endpoint, operationId, parameters, body, responses } of operations) {
    const operation: Record<string, unknown> = {};
    if (endpoint.tags && endpoint.tags.length > 0) {
      operation.tags = [...endpoint.tags];
      for (const tag of endpoint.tags) if (!tags.includes(tag)) tags.push(tag);
    }
    if (endpoint.summary !== undefined) operation.summary = endpoint.summary;
    if (endpoint.description !== undefined) operation.description = endpoint.description;
    operation.operationId = operationId;
    if (parameters.length > 0) {
      operation.parameters = parameters.map((p) => ({
        name: p.name,
        in: p.in,
        ...(p.description !== undefined ? { description: p.description } : {}),
        required: p.required,
        schema: parameterSchemaOf(p.type),
        ...(p.hasExample ? { example: p.example } : {}),
      }));
    }
    if (body) {
      const media = body.example ? { schema: schemaOf(body.example.shape), example: body.example.value } : { schema: {} };
      operation.requestBody = {
        ...(body.description !== undefined ? { description: body.description } : {}),
        required: body.required,
        content: { [body.contentType]: media },
      };
    }
    const outResponses: Record<string, unknown> = {};
    for (const response of responses) {
      const out: Record<string, unknown> = { description: response.description };
      if (response.example) out.content = { [response.contentType]: { schema: schemaOf(response.example.shape), example: response.example.value } };
      outResponses[response.status] = out;
    }
    operation.responses = outResponses;
    if (endpoint.deprecated) operation.deprecated = true;
    const item = (paths[path] ??= {});
    item[method.toLowerCase()] = operation;
  }
  const spec: Record<string, unknown> = {
    openapi: '3.1.0',
    info: { title: info.title, version: info.version, ...(info.description !== undefined ? { description: info.description } : {}) },
  };
  if (info.baseUrl !== undefined) spec.servers = [{ url: info.baseUrl }];
  if (tags.length > 0) spec.tags = tags.map((name) => ({ name }));
  spec.paths = paths;
  return spec;
}

// ---- Markdown ----

/**
 * Backslash-escapes every ASCII punctuation character that can start or end Markdown syntax
 * (CommonMark and GFM: emphasis, links, code, HTML, entities, headings, lists, quotes, tables,
 * strikethrough, setext underlines, www. autolinks); a backslash before punctuation is always literal.
 */
function escapeInline(value: string): string {
  return value.replace(/[\\`*_{}[\]()#+\-.!|<>~&=]/g, (char) => `\\${char}`);
}

/** `text` as a code span: a backtick fence longer than any run inside, padded when it starts or ends with one. */
function codeSpan(value: string): string {
  const flat = value.replace(/\r\n|\r|\n/g, ' ');
  const fence = '`'.repeat(Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length)) + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
}

/** One line of text (a heading, a table cell): line breaks become spaces. */
function oneLine(value: string): string {
  return escapeInline(value.replace(/\s*(?:\r\n|\r|\n)\s*/g, ' ').trim());
}

/** Paragraphs of text: line breaks kept, no line indented (four spaces would start a code block). */
function paragraphs(value: string): string[] {
  return value
    .split(/\r\n|\r|\n/)
    .map((line) => escapeInline(line.trim()))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .split('\n');
}

function codeBlock(value: unknown, language: string): string[] {
  const body = JSON.stringify(value, null, 2);
  const longest = Math.max(2, ...(body.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return [`${fence}${language}`, ...body.split('\n'), fence];
}

function table(out: CodeWriter, headers: string[], rows: string[][]): void {
  out.line(`| ${headers.join(' | ')} |`);
  out.line(`| ${headers.map(() => '---').join(' | ')} |`);
  for (const row of rows) out.line(`| ${row.map((cell) => (cell === '' ? ' ' : cell)).join(' | ')} |`);
}

function markdownDocument(operations: Operation[], info: { title: string; version: string; description?: string; baseUrl?: string }): string {
  const out = new CodeWriter('endpoints');
  out.line(`# ${oneLine(info.title)}`);
  out.line();
  out.line(`**Version:** ${oneLine(info.version)}`);
  if (info.baseUrl !== undefined) {
    out.line();
    out.line(`**Base URL:** ${codeSpan(info.baseUrl)}`);
  }
  if (info.description !== undefined && info.description.trim() !== '') {
    out.line();
    for (const line of paragraphs(info.description)) out.line(line);
  }
  out.line();
  out.line('## Endpoints');
  out.line();
  table(
    out,
    ['Method', 'Path', 'Summary'],
    operations.map(({ method, path, endpoint }) => [method, `\`${path}\``, endpoint.summary === undefined ? '' : oneLine(endpoint.summary)]),
  );

  // Sections by first tag, in order of first appearance; untagged endpoints last.
  const groups = new Map<string | undefined, Operation[]>();
  for (const operation of operations) {
    const tag = operation.endpoint.tags?.[0];
    if (!groups.has(tag)) groups.set(tag, []);
    groups.get(tag)!.push(operation);
  }
  const ordered = [...groups.entries()].sort(([a], [b]) => Number(a === undefined) - Number(b === undefined));
  const tagged = ordered.some(([tag]) => tag !== undefined);
  for (const [tag, group] of ordered) {
    if (tagged) {
      out.line();
      out.line(`## ${tag === undefined ? 'Other endpoints' : oneLine(tag)}`);
    }
    for (const operation of group) endpointSection(out, operation, tagged ? '###' : '##');
  }
  return out.toString();
}

function endpointSection(out: CodeWriter, { method, path, endpoint, parameters, body, responses, operationId }: Operation, heading: string): void {
  out.line();
  out.line(`${heading} \`${method} ${path}\``);
  if (endpoint.deprecated) {
    out.line();
    out.line('**Deprecated.**');
  }
  if (endpoint.summary !== undefined && endpoint.summary.trim() !== '') {
    out.line();
    out.line(oneLine(endpoint.summary));
  }
  if (endpoint.description !== undefined && endpoint.description.trim() !== '') {
    out.line();
    for (const line of paragraphs(endpoint.description)) out.line(line);
  }
  out.line();
  out.line(`Operation id: \`${operationId}\``);
  if (parameters.length > 0) {
    out.line();
    out.line('**Parameters**');
    out.line();
    table(
      out,
      ['Name', 'In', 'Type', 'Required', 'Description'],
      parameters.map((p) => [
        oneLine(p.name),
        p.in,
        p.type,
        p.required ? 'yes' : 'no',
        [p.description === undefined ? '' : oneLine(p.description), p.hasExample ? `Example: ${oneLine(JSON.stringify(p.example))}` : ''].filter((s) => s !== '').join(' '),
      ]),
    );
  }
  if (body) {
    out.line();
    out.line(`**Request body** (${oneLine(body.contentType)}, ${body.required ? 'required' : 'optional'})`);
    if (body.description !== undefined && body.description.trim() !== '') {
      out.line();
      for (const line of paragraphs(body.description)) out.line(line);
    }
    if (body.example) {
      out.line();
      for (const line of codeBlock(body.example.value, 'json')) out.line(line);
    }
  }
  out.line();
  out.line('**Responses**');
  out.line();
  table(out, ['Status', 'Description'], responses.map((r) => [r.status, oneLine(r.description)]));
  for (const response of responses) {
    if (!response.example) continue;
    out.line();
    out.line(`Example ${response.status} response (${oneLine(response.contentType)}):`);
    out.line();
    for (const line of codeBlock(response.example.value, 'json')) out.line(line);
  }
}

const output = closedObject({
  format: stringEnum(['markdown', 'openapi'], { description: 'The format of content' }),
  content: Type.String({ description: 'The documentation: Markdown, or the OpenAPI 3.1.0 document as JSON indented by 2' }),
  document: Type.Optional(Type.Unknown({ description: 'The OpenAPI 3.1.0 document as an object (format openapi only)' })),
  endpointCount: Type.Integer({ minimum: 1, description: 'The number of endpoints documented' }),
  operationIds: Type.Array(Type.String(), { description: 'The operation id of each endpoint, in input order (given, or made from method and path)' }),
});

export default defineTool({
  id: 'api-docs-generator',
  name: 'API Docs Generator',
  category: 'developer',
  description:
    'Generate API documentation from a list of endpoints (method, path, parameters, request and response examples): Markdown with every user text escaped, or an OpenAPI 3.1 document with schemas inferred from the examples.',
  keywords: ['api documentation', 'openapi', 'rest api docs', 'endpoint docs', 'markdown docs', 'swagger'],
  // its worst input (max-endpoints-max-params) took 301.5 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    endpoints: Type.Array(endpointSchema, { minItems: 1, maxItems: 200, description: 'The endpoints to document (1 to 200)' }),
    title: withDefault(Type.String({ minLength: 1, maxLength: 200, description: 'The API title' }), 'API'),
    version: withDefault(Type.String({ minLength: 1, maxLength: 50, description: 'The API version' }), '1.0.0'),
    base_url: Type.Optional(Type.String({ minLength: 1, maxLength: 2_000, description: 'The base URL, absolute (https://api.example.com/v1) or a path (/v1)' })),
    description: Type.Optional(text(10_000, 'An introduction to the API (plain text; line breaks are kept)')),
    format: withDefault(stringEnum(['markdown', 'openapi'], { description: 'Markdown documentation, or an OpenAPI 3.1 document' }), 'markdown'),
  }),
  output,
  examples: [
    {
      title: 'Markdown for two endpoints',
      input: {
        title: 'Pets API',
        base_url: 'https://api.example.com/v1',
        endpoints: [
          { method: 'GET', path: '/pets/{id}', summary: 'Get a pet', responses: [{ status: '200', example: { id: 1, name: 'Rex' } }, { status: '404' }] },
          { method: 'POST', path: '/pets', summary: 'Add a pet', request_body: { example: { name: 'Rex' } }, responses: [{ status: '201' }] },
        ],
      },
      output: {
        format: 'markdown',
        content: [
          '# Pets API',
          '',
          '**Version:** 1\\.0\\.0',
          '',
          '**Base URL:** `https://api.example.com/v1`',
          '',
          '## Endpoints',
          '',
          '| Method | Path | Summary |',
          '| --- | --- | --- |',
          '| GET | `/pets/{id}` | Get a pet |',
          '| POST | `/pets` | Add a pet |',
          '',
          '## `GET /pets/{id}`',
          '',
          'Get a pet',
          '',
          'Operation id: `getPetsById`',
          '',
          '**Parameters**',
          '',
          '| Name | In | Type | Required | Description |',
          '| --- | --- | --- | --- | --- |',
          '| id | path | string | yes |   |',
          '',
          '**Responses**',
          '',
          '| Status | Description |',
          '| --- | --- |',
          '| 200 | OK |',
          '| 404 | Not Found |',
          '',
          'Example 200 response (application/json):',
          '',
          '```json',
          '{',
          '  "id": 1,',
          '  "name": "Rex"',
          '}',
          '```',
          '',
          '## `POST /pets`',
          '',
          'Add a pet',
          '',
          'Operation id: `postPets`',
          '',
          '**Request body** (application/json, required)',
          '',
          '```json',
          '{',
          '  "name": "Rex"',
          '}',
          '```',
          '',
          '**Responses**',
          '',
          '| Status | Description |',
          '| --- | --- |',
          '| 201 | Created |',
          '',
        ].join('\n'),
        endpointCount: 2,
        operationIds: ['getPetsById', 'postPets'],
      },
    },
    {
      title: 'OpenAPI 3.1 with a schema inferred from the example',
      input: {
        title: 'Users',
        version: '2.0',
        format: 'openapi',
        endpoints: [
          {
            method: 'get',
            path: '/users',
            tags: ['users'],
            parameters: [{ name: 'limit', type: 'integer', description: 'Page size' }],
            responses: [{ status: '200', description: 'The users', example: [{ id: 1, email: null }, { id: 2, email: 'b@example.com' }] }],
          },
        ],
      },
      output: {
        format: 'openapi',
        content: JSON.stringify(
          {
            openapi: '3.1.0',
            info: { title: 'Users', version: '2.0' },
            tags: [{ name: 'users' }],
            paths: {
              '/users': {
                get: {
                  tags: ['users'],
                  operationId: 'getUsers',
                  parameters: [{ name: 'limit', in: 'query', description: 'Page size', required: false, schema: { type: 'integer' } }],
                  responses: {
                    '200': {
                      description: 'The users',
                      content: {
                        'application/json': {
                          schema: {
                            type: 'array',
                            items: { type: 'object', properties: { id: { type: 'integer' }, email: { type: ['string', 'null'] } }, required: ['id', 'email'] },
                          },
                          example: [{ id: 1, email: null }, { id: 2, email: 'b@example.com' }],
                        },
                      },
                    },
                  },
                },
              },
            },
          },
          null,
          2,
        ),
        document: {
          openapi: '3.1.0',
          info: { title: 'Users', version: '2.0' },
          tags: [{ name: 'users' }],
          paths: {
            '/users': {
              get: {
                tags: ['users'],
                operationId: 'getUsers',
                parameters: [{ name: 'limit', in: 'query', description: 'Page size', required: false, schema: { type: 'integer' } }],
                responses: {
                  '200': {
                    description: 'The users',
                    content: {
                      'application/json': {
                        schema: {
                          type: 'array',
                          items: { type: 'object', properties: { id: { type: 'integer' }, email: { type: ['string', 'null'] } }, required: ['id', 'email'] },
                        },
                        example: [{ id: 1, email: null }, { id: 2, email: 'b@example.com' }],
                      },
                    },
                  },
                },
              },
            },
          },
        },
        endpointCount: 1,
        operationIds: ['getUsers'],
      },
    },
  ],
  run({ endpoints, title, version, base_url, description, format }): Static<typeof output> {
    if (base_url !== undefined && !base_url.startsWith('/')) {
      let url: URL | undefined;
      try {
        url = new URL(base_url);
      } catch {
        url = undefined;
      }
      if (!url || !/^(?:https?|wss?):$/.test(url.protocol)) invalid(`base_url: ${quoteClipped(base_url)} is neither an absolute http(s) URL nor a path starting with "/"`);
    }
    const operations = prepare(endpoints);
    const info = { title, version, ...(description !== undefined ? { description } : {}), ...(base_url !== undefined ? { baseUrl: base_url } : {}) };
    const operationIds = operations.map((operation) => operation.operationId);
    if (format === 'markdown') return { format, content: markdownDocument(operations, info), endpointCount: operations.length, operationIds };
    const spec = openApiDocument(operations, info);
    const content = JSON.stringify(spec, null, 2);
    // The text and the object both go back.
    if (content.length * 2 > MAX_RESULT_CHARS) resultTooLarge('endpoints', 'the OpenAPI document');
    return { format, content, document: spec, endpointCount: operations.length, operationIds };
  },
});
