/**
 * Swagger 2.0 → OpenAPI 3.0.3, written here because @scalar/openapi-upgrader 0.1.11 (the pick of
 * issue 6) does not give valid 3.0 documents: on the Swagger Petstore itself it writes
 * `required: []` into the upload form's schema (3.0 wants at least one item), and it also drops an
 * operation's own `produces`, leaves body parameters referenced from #/parameters in `parameters`,
 * loses `items`, `enum` and the other keywords of form fields, keeps `discriminator` a string and
 * `x-nullable` as is, throws on a null path-item extension, and loses `__proto__` keys.
 *
 * What it does, by the sections of the 3.0 specification:
 * - host, basePath and schemes → servers (scheme-relative `//host/base` without schemes);
 *   an operation's own schemes → its own servers.
 * - definitions → components.schemas; parameters → components.parameters (body ones →
 *   components.requestBodies; formData ones are inlined where referenced); responses →
 *   components.responses; securityDefinitions → components.securitySchemes (basic → http basic,
 *   oauth2 flows renamed: application → clientCredentials, accessCode → authorizationCode).
 *   $refs into those sections are rewritten, external ones too (their fragment).
 * - A body parameter → requestBody with one media type per consumes (the operation's, else the
 *   document's, else application/json); formData parameters → a requestBody object schema under
 *   multipart/form-data and/or application/x-www-form-urlencoded (type file → string/binary),
 *   path-level ones merged with the operation's. Other parameters get a schema from their type
 *   keywords, and style/explode from collectionFormat (default csv); x-example → example.
 * - Responses: schema → content per produces (the operation's, else the document's, else
 *   application/json); examples → that media type's example; headers get a schema.
 * - Schemas: type file → string/binary, x-nullable → nullable, a string discriminator →
 *   { propertyName }, an empty required list dropped, a type list with null → nullable.
 * Anything 2.0 does not define (and is not an x- extension) is dropped with a warning; missing
 * response descriptions become "" with a warning. Objects are built without a prototype, so any
 * key is data. Shared media-type schemas are one object, referenced from each media type.
 */
import { invalid } from '../errors.ts';
import { quoteClipped } from './quote.ts';

type JsonObject = Record<string, unknown>;

export interface OpenApiConversion {
  document: JsonObject;
  warnings: string[];
  pathCount: number;
  operationCount: number;
  schemaCount: number;
}

/** Deep enough for any real API description; guards the recursive walks below. */
export const MAX_SWAGGER_DEPTH = 100;
const MAX_WARNINGS = 100;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'] as const;
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
const ITEMS_KEYWORDS = [
  'type', 'format', 'items', 'default', 'maximum', 'exclusiveMaximum', 'minimum', 'exclusiveMinimum', 'maxLength', 'minLength',
  'pattern', 'maxItems', 'minItems', 'uniqueItems', 'enum', 'multipleOf',
] as const;
// Schema keywords of 2.0 (and the 3.0 ones a 2.0 author may have used already), besides $ref and x-.
const SCHEMA_KEYWORDS = new Set([
  'format', 'title', 'description', 'default', 'multipleOf', 'maximum', 'exclusiveMaximum', 'minimum', 'exclusiveMinimum',
  'maxLength', 'minLength', 'pattern', 'maxItems', 'minItems', 'uniqueItems', 'maxProperties', 'minProperties', 'required', 'enum',
  'type', 'items', 'allOf', 'oneOf', 'anyOf', 'not', 'properties', 'additionalProperties', 'discriminator', 'readOnly', 'writeOnly',
  'xml', 'externalDocs', 'example', 'nullable', 'deprecated',
]);

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const record = (): JsonObject => Object.create(null) as JsonObject;
const isExtension = (key: string) => key.startsWith('x-');
const hasOwn = (object: JsonObject, key: string) => Object.prototype.hasOwnProperty.call(object, key);

function childPointer(pointer: string, key: string | number): string {
  return `${pointer}/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`;
}

/** `#/definitions/Pet` → `#/components/schemas/Pet` (the fragment of an external reference too). */
function rewriteRef(ref: string): string {
  return ref.replace(/#\/(definitions|parameters|responses)\//, (_, section: string) => {
    const target = section === 'definitions' ? 'schemas' : section;
    return `#/components/${target}/`;
  });
}

class Converter {
  readonly warnings: string[] = [];
  private unlisted = 0;
  private readonly field: string;
  private readonly root: JsonObject;

  constructor(root: JsonObject, field: string) {
    this.root = root;
    this.field = field;
  }

  fail(pointer: string, message: string): never {
    invalid(`${this.field}: ${pointer}: ${message}`);
  }

  warn(pointer: string, message: string): void {
    if (this.warnings.length < MAX_WARNINGS) this.warnings.push(`${pointer}: ${message}`);
    else this.unlisted++;
  }

  finishWarnings(): string[] {
    if (this.unlisted > 0) this.warnings.push(`… and ${this.unlisted} more warnings`);
    return this.warnings;
  }

  object(value: unknown, pointer: string, what: string): JsonObject {
    if (!isObject(value)) this.fail(pointer, `${what} must be an object`);
    return value;
  }

  array(value: unknown, pointer: string, what: string): unknown[] {
    if (!Array.isArray(value)) this.fail(pointer, `${what} must be an array`);
    return value;
  }

  strings(value: unknown, pointer: string, what: string): string[] {
    const items = this.array(value, pointer, what);
    items.forEach((item, index) => {
      if (typeof item !== 'string') this.fail(childPointer(pointer, index), `${what} must hold strings`);
    });
    return items as string[];
  }

  /** A deep copy of JSON data, without prototypes. */
  copy(value: unknown, pointer: string, depth: number): unknown {
    if (depth > MAX_SWAGGER_DEPTH) this.fail(pointer, `nested deeper than ${MAX_SWAGGER_DEPTH} levels`);
    if (typeof value === 'number' && !Number.isFinite(value)) this.fail(pointer, `${value} is not a JSON number`);
    if (Array.isArray(value)) return value.map((item, index) => this.copy(item, childPointer(pointer, index), depth + 1));
    if (!isObject(value)) return value;
    const out = record();
    for (const [key, child] of Object.entries(value)) out[key] = this.copy(child, childPointer(pointer, key), depth + 1);
    return out;
  }

  /** Copies the x- extensions of `from` into `to`. */
  extensions(from: JsonObject, to: JsonObject, pointer: string, depth: number): void {
    for (const [key, value] of Object.entries(from)) if (isExtension(key)) to[key] = this.copy(value, childPointer(pointer, key), depth + 1);
  }

  /** Copies `keys` that are present, warns about the others that are neither handled nor extensions. */
  pick(from: JsonObject, to: JsonObject, keys: readonly string[], handled: readonly string[], pointer: string, depth: number): void {
    for (const [key, value] of Object.entries(from)) {
      if (keys.includes(key)) to[key] = this.copy(value, childPointer(pointer, key), depth + 1);
      else if (isExtension(key)) to[key] = this.copy(value, childPointer(pointer, key), depth + 1);
      else if (!handled.includes(key)) this.warn(childPointer(pointer, key), `${quoteClipped(key)} is not a Swagger 2.0 field here and was dropped`);
    }
  }

  // ---- Schemas ----

  schema(value: unknown, pointer: string, depth: number): JsonObject {
    if (depth > MAX_SWAGGER_DEPTH) this.fail(pointer, `nested deeper than ${MAX_SWAGGER_DEPTH} levels`);
    const source = this.object(value, pointer, 'a schema');
    const out = record();
    if (typeof source.$ref === 'string') {
      out.$ref = rewriteRef(source.$ref);
    }
    for (const [key, child] of Object.entries(source)) {
      const at = childPointer(pointer, key);
      switch (key) {
        case '$ref':
          if (typeof child !== 'string') this.fail(at, '$ref must be a string');
          break;
        case 'type':
          this.schemaType(child, out, at);
          break;
        case 'x-nullable':
          if (child === true) out.nullable = true;
          break;
        case 'discriminator':
          out.discriminator = typeof child === 'string' ? { propertyName: child } : this.copy(child, at, depth + 1);
          break;
        case 'required': {
          const names = this.strings(child, at, 'required');
          if (names.length > 0) out.required = [...names];
          break;
        }
        case 'items':
          if (Array.isArray(child)) {
            this.warn(at, 'a list of item schemas (a tuple) has no OpenAPI 3.0 form; written as items: { anyOf: [...] }');
            out.items = { anyOf: child.map((item, index) => this.schema(item, childPointer(at, index), depth + 2)) };
          } else {
            out.items = this.schema(child, at, depth + 1);
          }
          break;
        case 'allOf':
        case 'oneOf':
        case 'anyOf':
          out[key] = this.array(child, at, key).map((item, index) => this.schema(item, childPointer(at, index), depth + 2));
          break;
        case 'not':
          out.not = this.schema(child, at, depth + 1);
          break;
        case 'properties': {
          const properties = record();
          for (const [name, property] of Object.entries(this.object(child, at, 'properties'))) {
            properties[name] = this.schema(property, childPointer(at, name), depth + 2);
          }
          out.properties = properties;
          break;
        }
        case 'additionalProperties':
          out.additionalProperties = typeof child === 'boolean' ? child : this.schema(child, at, depth + 1);
          break;
        default:
          if (SCHEMA_KEYWORDS.has(key) || isExtension(key)) out[key] = this.copy(child, at, depth + 1);
          else this.warn(at, `${quoteClipped(key)} is not a schema keyword of OpenAPI 3.0 and was dropped`);
      }
    }
    // A 2.0 file type in a schema (responses, body) is binary data in 3.0.
    if (out.type === 'file') {
      out.type = 'string';
      out.format = 'binary';
    }
    return out;
  }

  private schemaType(type: unknown, out: JsonObject, pointer: string): void {
    if (typeof type === 'string') {
      out.type = type;
      return;
    }
    const types = this.strings(type, pointer, 'type');
    const nonNull = types.filter((t) => t !== 'null');
    if (nonNull.length < types.length) out.nullable = true;
    if (nonNull.length === 1) {
      out.type = nonNull[0];
    } else if (nonNull.length > 1) {
      this.warn(pointer, 'a list of types has no OpenAPI 3.0 form; written as anyOf');
      out.anyOf = nonNull.map((t) => ({ type: t }));
    }
  }

  /** The schema of a non-body parameter, a header or an items object, from its type keywords. */
  private itemsSchema(source: JsonObject, pointer: string, depth: number): JsonObject {
    if (depth > MAX_SWAGGER_DEPTH) this.fail(pointer, `nested deeper than ${MAX_SWAGGER_DEPTH} levels`);
    const schema = record();
    for (const keyword of ITEMS_KEYWORDS) {
      if (!hasOwn(source, keyword)) continue;
      const at = childPointer(pointer, keyword);
      if (keyword === 'items') {
        const items = this.object(source.items, at, 'items');
        if (items.collectionFormat !== undefined) this.warn(childPointer(at, 'collectionFormat'), 'a collectionFormat of nested items has no OpenAPI 3.0 form and was dropped');
        schema.items = this.itemsSchema(items, at, depth + 1);
      } else {
        schema[keyword] = this.copy(source[keyword], at, depth + 1);
      }
    }
    for (const [key, value] of Object.entries(source)) {
      if (isExtension(key) && key !== 'x-example' && key !== 'x-examples' && key !== 'x-nullable') schema[key] = this.copy(value, childPointer(pointer, key), depth + 1);
    }
    if (source['x-nullable'] === true) schema.nullable = true;
    if (schema.type === 'file') {
      schema.type = 'string';
      schema.format = 'binary';
    }
    return schema;
  }

  // ---- Parameters ----

  /** The parameter a $ref names, with the name of a global parameter when it is one. */
  resolveParameter(value: unknown, pointer: string): { parameter: JsonObject; globalName?: string; external?: string } {
    const parameter = this.object(value, pointer, 'a parameter');
    if (typeof parameter.$ref !== 'string') return { parameter };
    const match = /^#\/parameters\/(.+)$/.exec(parameter.$ref);
    if (!match) {
      if (parameter.$ref.startsWith('#')) this.fail(pointer, `${quoteClipped(parameter.$ref)} does not name a parameter under #/parameters`);
      return { parameter, external: parameter.$ref };
    }
    const name = match[1]!.replaceAll('~1', '/').replaceAll('~0', '~');
    const globals = isObject(this.root.parameters) ? this.root.parameters : undefined;
    if (!globals || !hasOwn(globals, name)) this.fail(pointer, `${quoteClipped(parameter.$ref)} names no parameter in #/parameters`);
    return { parameter: this.object(globals[name], childPointer('#/parameters', name), 'a parameter'), globalName: name };
  }

  parameter(source: JsonObject, pointer: string, depth: number): JsonObject {
    const location = source.in;
    if (typeof source.name !== 'string') this.fail(pointer, 'a parameter needs a name');
    if (location !== 'query' && location !== 'header' && location !== 'path') this.fail(pointer, `a parameter's "in" must be query, header, path, formData or body, not ${quoteClipped(String(location))}`);
    const out = record();
    out.name = source.name;
    out.in = location;
    if (typeof source.description === 'string') out.description = source.description;
    if (location === 'path') {
      if (source.required !== true) this.warn(pointer, 'a path parameter is always required; required: true was added');
      out.required = true;
    } else if (source.required === true) {
      out.required = true;
    }
    if (source.allowEmptyValue === true && location === 'query') out.allowEmptyValue = true;
    if (source.type === 'file') this.warn(pointer, 'type file belongs to formData parameters; written as a binary string');
    Object.assign(out, this.style(source, location, pointer));
    out.schema = this.itemsSchema(source, pointer, depth);
    if (hasOwn(source, 'x-example')) out.example = this.copy(source['x-example'], childPointer(pointer, 'x-example'), depth + 1);
    const handled = ['name', 'in', 'description', 'required', 'allowEmptyValue', 'collectionFormat', 'x-example', ...ITEMS_KEYWORDS];
    for (const [key, value] of Object.entries(source)) {
      if (isExtension(key)) {
        if (key !== 'x-example' && key !== 'x-nullable') out[key] = this.copy(value, childPointer(pointer, key), depth + 1);
      } else if (!handled.includes(key)) {
        this.warn(childPointer(pointer, key), `${quoteClipped(key)} is not a Swagger 2.0 parameter field and was dropped`);
      }
    }
    return out;
  }

  /** style/explode for an array parameter's collectionFormat (2.0's default is csv). */
  private style(source: JsonObject, location: string, pointer: string): JsonObject {
    if (source.type !== 'array') return {};
    const format = source.collectionFormat ?? 'csv';
    const at = childPointer(pointer, 'collectionFormat');
    if (location === 'query') {
      switch (format) {
        case 'csv':
          return { style: 'form', explode: false };
        case 'multi':
          return { style: 'form', explode: true };
        case 'ssv':
          return { style: 'spaceDelimited', explode: false };
        case 'pipes':
          return { style: 'pipeDelimited', explode: false };
      }
    } else if (format === 'csv') {
      return { style: 'simple', explode: false };
    }
    this.warn(at, `collectionFormat ${quoteClipped(String(format))} has no OpenAPI 3.0 style for a ${location} parameter; the default style is used`);
    return {};
  }

  body(source: JsonObject, consumes: string[], pointer: string, depth: number): JsonObject {
    const out = record();
    if (typeof source.description === 'string') out.description = source.description;
    const schema = this.schema(source.schema ?? {}, childPointer(pointer, 'schema'), depth + 1);
    const content = record();
    const examples = isObject(source['x-examples']) ? source['x-examples'] : undefined;
    for (const type of consumes.length > 0 ? consumes : ['application/json']) {
      const media = record();
      media.schema = schema;
      if (examples && hasOwn(examples, type)) media.example = this.copy(examples[type], childPointer(childPointer(pointer, 'x-examples'), type), depth + 2);
      content[type] = media;
    }
    out.content = content;
    if (source.required === true) out.required = true;
    for (const [key, value] of Object.entries(source)) {
      if (isExtension(key) && key !== 'x-examples') out[key] = this.copy(value, childPointer(pointer, key), depth + 1);
    }
    return out;
  }

  form(fields: { parameter: JsonObject; pointer: string }[], consumes: string[], depth: number): JsonObject {
    const hasFile = fields.some(({ parameter }) => parameter.type === 'file');
    let types = consumes.filter((type) => FORM_TYPES.includes(type));
    if (types.length === 0) types = [hasFile ? 'multipart/form-data' : 'application/x-www-form-urlencoded'];
    const properties = record();
    const required: string[] = [];
    const encoding = record();
    for (const { parameter, pointer } of fields) {
      if (typeof parameter.name !== 'string') this.fail(pointer, 'a parameter needs a name');
      const property = this.itemsSchema(parameter, pointer, depth + 3);
      if (typeof parameter.description === 'string') property.description = parameter.description;
      properties[parameter.name] = property;
      if (parameter.required === true) required.push(parameter.name);
      if (parameter.type === 'array') {
        const format = parameter.collectionFormat ?? 'csv';
        const styles: Record<string, JsonObject> = {
          csv: { style: 'form', explode: false },
          multi: { style: 'form', explode: true },
          ssv: { style: 'spaceDelimited', explode: false },
          pipes: { style: 'pipeDelimited', explode: false },
        };
        const style = typeof format === 'string' && hasOwn(styles, format) ? styles[format] : undefined;
        if (style) encoding[parameter.name] = style;
        else this.warn(childPointer(pointer, 'collectionFormat'), `collectionFormat ${quoteClipped(String(format))} has no OpenAPI 3.0 form encoding; the default is used`);
      }
    }
    const schema = record();
    schema.type = 'object';
    schema.properties = properties;
    if (required.length > 0) schema.required = required;
    const content = record();
    for (const type of types) {
      const media = record();
      media.schema = schema;
      // Encoding styles apply to url-encoded forms only.
      if (type === 'application/x-www-form-urlencoded' && Object.keys(encoding).length > 0) media.encoding = encoding;
      content[type] = media;
    }
    const out = record();
    out.content = content;
    if (required.length > 0) out.required = true;
    return out;
  }

  // ---- Responses ----

  response(value: unknown, produces: string[], pointer: string, depth: number): JsonObject {
    const source = this.object(value, pointer, 'a response');
    const out = record();
    if (typeof source.$ref === 'string') {
      out.$ref = rewriteRef(source.$ref);
      return out;
    }
    if (typeof source.description === 'string') {
      out.description = source.description;
    } else {
      this.warn(pointer, 'a response needs a description; an empty one was added');
      out.description = '';
    }
    if (source.headers !== undefined) {
      const headers = record();
      const at = childPointer(pointer, 'headers');
      for (const [name, header] of Object.entries(this.object(source.headers, at, 'headers'))) {
        headers[name] = this.header(this.object(header, childPointer(at, name), 'a header'), childPointer(at, name), depth + 2);
      }
      out.headers = headers;
    }
    const types = produces.length > 0 ? produces : ['application/json'];
    const content = record();
    if (source.schema !== undefined) {
      const schema = this.schema(source.schema, childPointer(pointer, 'schema'), depth + 1);
      for (const type of types) {
        const media = record();
        media.schema = schema;
        content[type] = media;
      }
    }
    if (source.examples !== undefined) {
      const at = childPointer(pointer, 'examples');
      for (const [type, example] of Object.entries(this.object(source.examples, at, 'examples'))) {
        const media = (content[type] as JsonObject | undefined) ?? record();
        media.example = this.copy(example, childPointer(at, type), depth + 2);
        content[type] = media;
      }
    }
    if (Object.keys(content).length > 0) out.content = content;
    this.pick(source, out, [], ['description', 'headers', 'schema', 'examples'], pointer, depth);
    return out;
  }

  private header(source: JsonObject, pointer: string, depth: number): JsonObject {
    const out = record();
    if (typeof source.description === 'string') out.description = source.description;
    if (source.type === 'array' && source.collectionFormat !== undefined && source.collectionFormat !== 'csv') {
      this.warn(childPointer(pointer, 'collectionFormat'), `collectionFormat ${quoteClipped(String(source.collectionFormat))} has no OpenAPI 3.0 header style; simple is used`);
    }
    out.schema = this.itemsSchema(source, pointer, depth);
    for (const [key, value] of Object.entries(source)) {
      if (isExtension(key) && key !== 'x-nullable') out[key] = this.copy(value, childPointer(pointer, key), depth + 1);
    }
    return out;
  }
}

export function convertSwagger2(input: unknown, field: string): OpenApiConversion {
  if (!isObject(input)) invalid(`${field}: not a Swagger 2.0 document: it is ${Array.isArray(input) ? 'an array' : input === null ? 'null' : `a ${typeof input}`}, not an object`);
  // YAML reads an unquoted `swagger: 2.0` as the number 2.
  const yamlNumber = input.swagger === 2;
  if (input.swagger !== '2.0' && !yamlNumber) {
    if (typeof input.openapi === 'string') invalid(`${field}: this is already an OpenAPI ${quoteClipped(input.openapi, 20)} document; only Swagger 2.0 is converted`);
    if (input.swagger !== undefined) invalid(`${field}: its "swagger" field is ${quoteClipped(String(input.swagger), 20)}; only Swagger "2.0" is converted`);
    invalid(`${field}: not a Swagger 2.0 document: the field "swagger": "2.0" is missing`);
  }
  const c = new Converter(input, field);
  if (yamlNumber) c.warn('#/swagger', 'the version is the number 2 (an unquoted 2.0 in YAML); read as "2.0"');
  const info = c.object(input.info, '#/info', 'info');
  if (typeof info.title !== 'string') c.fail('#/info/title', 'info needs a title (a string)');
  if (typeof info.version !== 'string') c.fail('#/info/version', 'info needs a version (a string)');
  const paths = c.object(input.paths, '#/paths', 'paths');
  const consumes = input.consumes === undefined ? [] : c.strings(input.consumes, '#/consumes', 'consumes');
  const produces = input.produces === undefined ? [] : c.strings(input.produces, '#/produces', 'produces');

  const out = record();
  out.openapi = '3.0.3';
  out.info = c.copy(info, '#/info', 1);
  const servers = serversFor(c, input, input.schemes, '#/schemes');
  if (servers) out.servers = servers;
  for (const key of ['tags', 'externalDocs', 'security']) if (input[key] !== undefined) out[key] = c.copy(input[key], `#/${key}`, 1);

  let operationCount = 0;
  let pathCount = 0;
  const outPaths = record();
  for (const [path, item] of Object.entries(paths)) {
    const pointer = childPointer('#/paths', path);
    if (isExtension(path)) {
      outPaths[path] = c.copy(item, pointer, 2);
      continue;
    }
    if (!path.startsWith('/')) {
      c.warn(pointer, 'a path must start with "/"; it was dropped');
      continue;
    }
    pathCount++;
    const converted = convertPathItem(c, input, c.object(item, pointer, 'a path item'), pointer, { consumes, produces });
    operationCount += converted.operations;
    outPaths[path] = converted.item;
  }
  out.paths = outPaths;

  const components = record();
  let schemaCount = 0;
  if (input.definitions !== undefined) {
    const schemas = record();
    for (const [name, schema] of Object.entries(c.object(input.definitions, '#/definitions', 'definitions'))) {
      schemas[name] = c.schema(schema, childPointer('#/definitions', name), 2);
      schemaCount++;
    }
    components.schemas = schemas;
  }
  if (input.responses !== undefined) {
    const responses = record();
    for (const [name, response] of Object.entries(c.object(input.responses, '#/responses', 'responses'))) {
      responses[name] = c.response(response, produces, childPointer('#/responses', name), 2);
    }
    components.responses = responses;
  }
  if (input.parameters !== undefined) {
    const parameters = record();
    const requestBodies = record();
    for (const [name, value] of Object.entries(c.object(input.parameters, '#/parameters', 'parameters'))) {
      const pointer = childPointer('#/parameters', name);
      const parameter = c.object(value, pointer, 'a parameter');
      if (parameter.in === 'body') requestBodies[name] = c.body(parameter, consumes, pointer, 2);
      // A form field is one property of a form: it is written into each operation that uses it.
      else if (parameter.in !== 'formData') parameters[name] = c.parameter(parameter, pointer, 2);
    }
    if (Object.keys(parameters).length > 0) components.parameters = parameters;
    if (Object.keys(requestBodies).length > 0) components.requestBodies = requestBodies;
  }
  if (input.securityDefinitions !== undefined) {
    const schemes = record();
    for (const [name, value] of Object.entries(c.object(input.securityDefinitions, '#/securityDefinitions', 'securityDefinitions'))) {
      schemes[name] = securityScheme(c, value, childPointer('#/securityDefinitions', name));
    }
    components.securitySchemes = schemes;
  }
  if (Object.keys(components).length > 0) out.components = components;

  const known = ['swagger', 'info', 'host', 'basePath', 'schemes', 'consumes', 'produces', 'paths', 'definitions', 'parameters', 'responses', 'securityDefinitions', 'security', 'tags', 'externalDocs'];
  c.pick(input, out, [], known, '#', 0);
  return { document: out, warnings: c.finishWarnings(), pathCount, operationCount, schemaCount };
}

function serversFor(c: Converter, root: JsonObject, schemesValue: unknown, pointer: string): JsonObject[] | undefined {
  const host = root.host;
  const basePath = root.basePath;
  if (host !== undefined && typeof host !== 'string') c.fail('#/host', 'host must be a string');
  if (basePath !== undefined && typeof basePath !== 'string') c.fail('#/basePath', 'basePath must be a string');
  const schemes = schemesValue === undefined ? [] : c.strings(schemesValue, pointer, 'schemes');
  const base = (basePath ?? '').replace(/\/+$/, '');
  if (host === undefined) return basePath === undefined ? undefined : [{ url: base === '' ? '/' : base }];
  if (schemes.length === 0) return [{ url: `//${host}${base}` }];
  return schemes.map((scheme) => ({ url: `${scheme}://${host}${base}` }));
}

function securityScheme(c: Converter, value: unknown, pointer: string): JsonObject {
  const source = c.object(value, pointer, 'a security scheme');
  const out = record();
  switch (source.type) {
    case 'basic':
      out.type = 'http';
      out.scheme = 'basic';
      break;
    case 'apiKey':
      if (typeof source.name !== 'string') c.fail(pointer, 'an apiKey scheme needs a name');
      if (source.in !== 'header' && source.in !== 'query') c.fail(pointer, 'an apiKey scheme is "in" header or query');
      out.type = 'apiKey';
      out.name = source.name;
      out.in = source.in;
      break;
    case 'oauth2': {
      const flows: Record<string, [string, string[]]> = {
        implicit: ['implicit', ['authorizationUrl']],
        password: ['password', ['tokenUrl']],
        application: ['clientCredentials', ['tokenUrl']],
        accessCode: ['authorizationCode', ['authorizationUrl', 'tokenUrl']],
      };
      const flow = typeof source.flow === 'string' && hasOwn(flows, source.flow) ? flows[source.flow] : undefined;
      if (!flow) c.fail(pointer, 'an oauth2 scheme needs a flow: implicit, password, application or accessCode');
      const [name, urls] = flow;
      const converted = record();
      for (const url of urls) {
        if (typeof source[url] !== 'string') c.fail(pointer, `the ${source.flow as string} flow needs ${url}`);
        converted[url] = source[url];
      }
      converted.scopes = source.scopes === undefined ? record() : c.copy(c.object(source.scopes, childPointer(pointer, 'scopes'), 'scopes'), childPointer(pointer, 'scopes'), 3);
      out.type = 'oauth2';
      out.flows = { [name]: converted };
      break;
    }
    default:
      c.fail(childPointer(pointer, 'type'), 'a security scheme type is basic, apiKey or oauth2');
  }
  if (typeof source.description === 'string') out.description = source.description;
  c.pick(source, out, [], ['type', 'name', 'in', 'flow', 'authorizationUrl', 'tokenUrl', 'scopes', 'description'], pointer, 2);
  return out;
}

interface Defaults {
  consumes: string[];
  produces: string[];
}

function convertPathItem(c: Converter, root: JsonObject, item: JsonObject, pointer: string, defaults: Defaults): { item: JsonObject; operations: number } {
  const out = record();
  if (typeof item.$ref === 'string') {
    c.warn(childPointer(pointer, '$ref'), 'a path item $ref is kept as it is; the item it points to is not converted');
    out.$ref = item.$ref;
  }
  // Path-level parameters: the non-body ones stay on the path; body and form ones move into each operation.
  const shared = item.parameters === undefined ? [] : c.array(item.parameters, childPointer(pointer, 'parameters'), 'parameters');
  const sharedResolved = shared.map((value, index) => ({ ...c.resolveParameter(value, childPointer(childPointer(pointer, 'parameters'), index)), value, pointer: childPointer(childPointer(pointer, 'parameters'), index) }));
  const sharedPlain = sharedResolved.filter(({ parameter }) => parameter.in !== 'body' && parameter.in !== 'formData');
  if (sharedPlain.length > 0) out.parameters = sharedPlain.map((p) => plainParameter(c, p));

  let operations = 0;
  for (const method of METHODS) {
    if (item[method] === undefined) continue;
    operations++;
    const at = childPointer(pointer, method);
    out[method] = convertOperation(c, root, c.object(item[method], at, 'an operation'), at, sharedResolved, defaults);
  }
  c.pick(item, out, [], ['$ref', 'parameters', ...METHODS], pointer, 2);
  return { item: out, operations };
}

type Resolved = ReturnType<Converter['resolveParameter']> & { value: unknown; pointer: string };

function plainParameter(c: Converter, { parameter, globalName, external, pointer }: Resolved): JsonObject {
  if (globalName !== undefined) return { $ref: `#/components/parameters/${globalName.replaceAll('~', '~0').replaceAll('/', '~1')}` };
  if (external !== undefined) return { $ref: rewriteRef(external) };
  return c.parameter(parameter, pointer, 4);
}

function convertOperation(c: Converter, root: JsonObject, source: JsonObject, pointer: string, shared: Resolved[], defaults: Defaults): JsonObject {
  const out = record();
  for (const key of ['tags', 'summary', 'description', 'externalDocs', 'operationId']) {
    if (source[key] !== undefined) out[key] = c.copy(source[key], childPointer(pointer, key), 3);
  }
  const consumes = source.consumes === undefined ? defaults.consumes : c.strings(source.consumes, childPointer(pointer, 'consumes'), 'consumes');
  const produces = source.produces === undefined ? defaults.produces : c.strings(source.produces, childPointer(pointer, 'produces'), 'produces');

  const own = source.parameters === undefined ? [] : c.array(source.parameters, childPointer(pointer, 'parameters'), 'parameters');
  const ownResolved: Resolved[] = own.map((value, index) => {
    const at = childPointer(childPointer(pointer, 'parameters'), index);
    return { ...c.resolveParameter(value, at), value, pointer: at };
  });
  const key = ({ parameter }: Resolved) => `${String(parameter.in)}:${String(parameter.name)}`;
  const ownKeys = new Set(ownResolved.map(key));
  const ownBody = ownResolved.find(({ parameter }) => parameter.in === 'body');
  // The operation's own parameters override the path's of the same name and location (and its body).
  const effective = [...shared.filter((p) => !ownKeys.has(key(p)) && !(ownBody && p.parameter.in === 'body')), ...ownResolved];

  const plain = ownResolved.filter(({ parameter }) => parameter.in !== 'body' && parameter.in !== 'formData');
  if (plain.length > 0) out.parameters = plain.map((p) => plainParameter(c, p));

  const bodies = effective.filter(({ parameter }) => parameter.in === 'body');
  const formFields = effective.filter(({ parameter }) => parameter.in === 'formData');
  if (bodies.length > 1) c.fail(pointer, 'an operation can have only one body parameter');
  if (bodies.length === 1 && formFields.length > 0) c.fail(pointer, 'an operation cannot have both a body parameter and formData parameters');
  if (bodies.length === 1) {
    const body = bodies[0]!;
    out.requestBody =
      body.globalName !== undefined && source.consumes === undefined
        ? { $ref: `#/components/requestBodies/${body.globalName.replaceAll('~', '~0').replaceAll('/', '~1')}` }
        : c.body(body.parameter, consumes, body.pointer, 4);
  } else if (formFields.length > 0) {
    out.requestBody = c.form(formFields.map(({ parameter, pointer: at }) => ({ parameter, pointer: at })), consumes, 4);
  }

  if (source.responses === undefined) {
    c.warn(pointer, 'an operation needs responses; a default response was added');
    out.responses = { default: { description: '' } };
  } else {
    const responses = record();
    const at = childPointer(pointer, 'responses');
    for (const [code, response] of Object.entries(c.object(source.responses, at, 'responses'))) {
      if (isExtension(code)) responses[code] = c.copy(response, childPointer(at, code), 4);
      else if (/^(?:default|[1-5](?:\d\d|XX))$/.test(code)) responses[code] = c.response(response, produces, childPointer(at, code), 4);
      else c.warn(childPointer(at, code), 'a response code is default or three digits; it was dropped');
    }
    if (Object.keys(responses).filter((code) => !isExtension(code)).length === 0) {
      c.warn(at, 'an operation needs at least one response; a default response was added');
      responses.default = { description: '' };
    }
    out.responses = responses;
  }
  if (source.schemes !== undefined) {
    const servers = serversFor(c, root, source.schemes, childPointer(pointer, 'schemes'));
    if (servers) out.servers = servers;
  }
  for (const field of ['deprecated', 'security']) {
    if (source[field] !== undefined) out[field] = c.copy(source[field], childPointer(pointer, field), 3);
  }
  const handled = ['tags', 'summary', 'description', 'externalDocs', 'operationId', 'consumes', 'produces', 'parameters', 'responses', 'schemes', 'deprecated', 'security'];
  c.pick(source, out, [], handled, pointer, 3);
  return out;
}
