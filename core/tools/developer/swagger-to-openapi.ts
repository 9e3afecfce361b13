import { Type, type Static } from '@sinclair/typebox';
import { invalidJson } from '../../lib/json-position.ts';
import { scanJson } from '../../lib/json-tokens.ts';
import { lazy, lazyModule } from '../../lib/lazy.ts';
import { MAX_RESULT_CHARS, resultTooLarge } from '../../lib/result-size.ts';
import { lineColumnAt } from '../../lib/text-position.ts';
import { closedObject, stringEnum } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec gives only the swagger field):
 * - The conversion is our own (core/lib/swagger2-to-openapi3.ts), not @scalar/openapi-upgrader:
 *   that package's output for the Swagger Petstore is not valid OpenAPI 3.0 (see the lib's header).
 * - Input is JSON when it starts with "{" (errors with line and column), else YAML 1.2 (the yaml
 *   package, loaded lazily; at most 100 alias expansions, duplicate keys refused). The answer is
 *   written in the same format: JSON indented by 2, or YAML without anchors or line folding.
 * - Only "swagger": "2.0" documents are converted; an OpenAPI 3 document, another version or
 *   anything else is a VALIDATION_ERROR saying which. info (title, version) and paths are required.
 * - The result: the converted text, the document as an object, the format, warnings for whatever
 *   has no 3.0 form (dropped, or written another way), and counts of paths, operations and schemas.
 */

const loadYaml = lazyModule(() => import('yaml'));
// The converter is the biggest part of this tool: loaded on first run, so importing the catalog stays fast.
const loadConverter = lazy(() => import('../../lib/swagger2-to-openapi3.ts'));

type Format = 'json' | 'yaml';

function parseJson(text: string, maxDepth: number): unknown {
  let depth = 0;
  const error = scanJson(text, (kind) => {
    if (kind === '{' || kind === '[') {
      if (++depth > maxDepth) invalid(`swagger: nested deeper than ${maxDepth} levels`);
    } else if (kind === '}' || kind === ']') {
      depth--;
    }
  });
  if (error) invalidJson('swagger', text, error);
  return JSON.parse(text);
}

async function parseYaml(text: string): Promise<unknown> {
  const { parseDocument } = await loadYaml();
  try {
    const doc = parseDocument(text, { uniqueKeys: true, prettyErrors: false });
    const error = doc.errors[0];
    if (error) {
      // Positions from the offset, counted the way every other tool counts them (code points, any line end).
      const at = error.pos?.[0];
      const where = at === undefined ? '' : ` at line ${lineColumnAt(text, at).line}, column ${lineColumnAt(text, at).column}`;
      invalid(`swagger: invalid YAML${where}: ${error.message}`);
    }
    return doc.toJS({ maxAliasCount: 100 });
  } catch (error) {
    if (error instanceof RangeError) invalid('swagger: nested too deeply to parse');
    // yaml refuses documents whose aliases would expand past maxAliasCount (a "billion laughs").
    if (error instanceof ReferenceError) invalid(`swagger: ${error.message}`);
    throw error;
  }
}

/** The length of `value` as JSON indented by 2 at `depth`, counting each shared object once per place it is written. */
function prettySize(value: unknown, depth: number, memo: Map<object, Map<number, number>>): number {
  if (value === null || typeof value !== 'object') return (JSON.stringify(value) ?? 'null').length;
  const known = memo.get(value)?.get(depth);
  if (known !== undefined) return known;
  const entries = Array.isArray(value) ? value.map((item) => ['', item] as const) : Object.entries(value);
  let size = 2 + 2 * depth + 1;
  for (const [key, child] of entries) {
    size += 2 * (depth + 1) + 2 + (Array.isArray(value) ? 0 : JSON.stringify(key).length + 2) + prettySize(child, depth + 1, memo);
    if (size > MAX_RESULT_CHARS) return size;
  }
  if (!memo.has(value)) memo.set(value, new Map());
  memo.get(value)!.set(depth, size);
  return size;
}

const output = closedObject({
  converted: Type.String({ description: 'The OpenAPI 3.0.3 document as text, in the format of the input (JSON indented by 2, or YAML)' }),
  format: stringEnum(['json', 'yaml'], { description: 'The format of the input, used for the output too' }),
  document: Type.Unknown({ description: 'The OpenAPI 3.0.3 document as an object' }),
  warnings: Type.Array(Type.String(), { description: 'Parts with no OpenAPI 3.0 form, each with its JSON pointer in the input and what was done' }),
  pathCount: Type.Integer({ minimum: 0, description: 'The number of paths' }),
  operationCount: Type.Integer({ minimum: 0, description: 'The number of operations' }),
  schemaCount: Type.Integer({ minimum: 0, description: 'The number of schemas in components.schemas (from definitions)' }),
});

export default defineTool({
  id: 'swagger-to-openapi',
  name: 'Swagger 2.0 to OpenAPI 3.0',
  category: 'developer',
  description:
    'Convert a Swagger 2.0 document (JSON or YAML) to OpenAPI 3.0.3: servers from host and basePath, requestBody from body and formData parameters, content per media type, components, security schemes. Reports what has no 3.0 form.',
  keywords: ['oas', 'oas3', 'api spec', 'swagger 2', 'openapi 3', 'api specification'],
  // its worst input (flat-numbers) took 4908.1 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    swagger: Type.String({ maxLength: 1_000_000, description: 'The Swagger 2.0 document, as JSON or YAML text' }),
  }),
  output,
  examples: [
    {
      title: 'A JSON document with a body parameter',
      input: {
        swagger:
          '{"swagger": "2.0", "info": {"title": "Pets", "version": "1.0"}, "host": "api.example.com", "basePath": "/v1", "schemes": ["https"],' +
          ' "paths": {"/pets": {"post": {"parameters": [{"in": "body", "name": "pet", "required": true, "schema": {"$ref": "#/definitions/Pet"}}],' +
          ' "responses": {"201": {"description": "Created"}}}}}, "definitions": {"Pet": {"type": "object", "properties": {"name": {"type": "string"}}}}}',
      },
      output: {
        converted: [
          '{',
          '  "openapi": "3.0.3",',
          '  "info": {',
          '    "title": "Pets",',
          '    "version": "1.0"',
          '  },',
          '  "servers": [',
          '    {',
          '      "url": "https://api.example.com/v1"',
          '    }',
          '  ],',
          '  "paths": {',
          '    "/pets": {',
          '      "post": {',
          '        "requestBody": {',
          '          "content": {',
          '            "application/json": {',
          '              "schema": {',
          '                "$ref": "#/components/schemas/Pet"',
          '              }',
          '            }',
          '          },',
          '          "required": true',
          '        },',
          '        "responses": {',
          '          "201": {',
          '            "description": "Created"',
          '          }',
          '        }',
          '      }',
          '    }',
          '  },',
          '  "components": {',
          '    "schemas": {',
          '      "Pet": {',
          '        "type": "object",',
          '        "properties": {',
          '          "name": {',
          '            "type": "string"',
          '          }',
          '        }',
          '      }',
          '    }',
          '  }',
          '}',
        ].join('\n'),
        format: 'json',
        document: {
          openapi: '3.0.3',
          info: { title: 'Pets', version: '1.0' },
          servers: [{ url: 'https://api.example.com/v1' }],
          paths: {
            '/pets': {
              post: {
                requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } }, required: true },
                responses: { '201': { description: 'Created' } },
              },
            },
          },
          components: { schemas: { Pet: { type: 'object', properties: { name: { type: 'string' } } } } },
        },
        warnings: [],
        pathCount: 1,
        operationCount: 1,
        schemaCount: 1,
      },
    },
    {
      title: 'YAML with a query array and a form upload',
      input: {
        swagger: [
          'swagger: "2.0"',
          'info: {title: Files, version: "2"}',
          'paths:',
          '  /files:',
          '    post:',
          '      consumes: [multipart/form-data]',
          '      parameters:',
          '        - {in: query, name: tags, type: array, items: {type: string}}',
          '        - {in: formData, name: file, type: file, required: true}',
          '      responses:',
          '        200: {description: OK}',
          '',
        ].join('\n'),
      },
      output: {
        converted: [
          'openapi: 3.0.3',
          'info:',
          '  title: Files',
          '  version: "2"',
          'paths:',
          '  /files:',
          '    post:',
          '      parameters:',
          '        - name: tags',
          '          in: query',
          '          style: form',
          '          explode: false',
          '          schema:',
          '            type: array',
          '            items:',
          '              type: string',
          '      requestBody:',
          '        content:',
          '          multipart/form-data:',
          '            schema:',
          '              type: object',
          '              properties:',
          '                file:',
          '                  type: string',
          '                  format: binary',
          '              required:',
          '                - file',
          '        required: true',
          '      responses:',
          '        "200":',
          '          description: OK',
          '',
        ].join('\n'),
        format: 'yaml',
        document: {
          openapi: '3.0.3',
          info: { title: 'Files', version: '2' },
          paths: {
            '/files': {
              post: {
                parameters: [{ name: 'tags', in: 'query', style: 'form', explode: false, schema: { type: 'array', items: { type: 'string' } } }],
                requestBody: {
                  content: { 'multipart/form-data': { schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] } } },
                  required: true,
                },
                responses: { '200': { description: 'OK' } },
              },
            },
          },
        },
        warnings: [],
        pathCount: 1,
        operationCount: 1,
        schemaCount: 0,
      },
    },
  ],
  async run({ swagger }): Promise<Static<typeof output>> {
    const { convertSwagger2, MAX_SWAGGER_DEPTH } = await loadConverter();
    const format: Format = /^\s*\{/.test(swagger) ? 'json' : 'yaml';
    const parsed = format === 'json' ? parseJson(swagger, MAX_SWAGGER_DEPTH) : await parseYaml(swagger);
    const conversion = convertSwagger2(parsed, 'swagger');
    // The text and the object are both in the answer; a schema shared by many media types is written out each time.
    if (prettySize(conversion.document, 0, new Map()) * 2 > MAX_RESULT_CHARS) resultTooLarge('swagger', 'the converted document');
    let converted: string;
    if (format === 'json') {
      converted = JSON.stringify(conversion.document, null, 2);
    } else {
      const { stringify } = await loadYaml();
      converted = stringify(conversion.document, { aliasDuplicateObjects: false, lineWidth: 0 });
    }
    if (converted.length * 2 > MAX_RESULT_CHARS) resultTooLarge('swagger', 'the converted document');
    return { converted, format, ...conversion };
  },
});
