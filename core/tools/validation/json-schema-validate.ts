import { Type, type Static } from '@sinclair/typebox';
import { parseJsonDocument } from '../../lib/json-document.ts';
import { lazy } from '../../lib/lazy.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - Ajv 8 with ajv-formats: draft 7 (draft-06 schemas too, which it reads as 7), 2019-09 and
 *   2020-12. draft=auto reads $schema and takes 2020-12 when there is none; draft-04 and older are
 *   refused by name (Ajv 8 dropped them). An explicit draft that contradicts $schema is refused
 *   rather than guessed at.
 * - Every error is collected (allErrors), at most MAX_ERRORS of them; `path` is the JSON Pointer
 *   of the failing value ("" is the document itself), as Ajv's instancePath, and `message` is
 *   Ajv's, with the offending property or value named where Ajv keeps it in its params.
 * - Formats are asserted (date-time, email, uri, uuid, ipv4, regex… the ajv-formats "full" set);
 *   unknown formats and unknown keywords are ignored, as the drafts say, not refused.
 * - Only references inside the schema (and the draft meta-schemas) resolve: a $ref to any other
 *   URI is refused with a 400 naming it; nothing is ever fetched.
 * - ReDoS: `pattern` and `patternProperties` run the user's regular expressions (with the u flag)
 *   in the JS engine, which backtracks. The tool is isolate: on a server or in a browser it runs in
 *   a worker under the deadline, and a catastrophic pattern ends in TIMEOUT when the worker is
 *   terminated, never blocking the caller.
 * - Ajv skips a property named `__proto__` under properties/dependentSchemas (a guard of its own), so
 *   it would silently pass what the schema forbids: a schema naming one there is refused with a 400.
 *   `__proto__` as a key of data, or in required, is checked as any other key (ownProperties: an
 *   inherited `toString` or `__proto__` never satisfies required).
 * - Both inputs are JSON texts, nested at most 64 levels (lib/json-depth.ts).
 */

const DRAFTS = ['auto', '7', '2019-09', '2020-12'] as const;
type Draft = Exclude<(typeof DRAFTS)[number], 'auto'>;
const MAX_ERRORS = 1_000;

interface AjvError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}
interface AjvInstance {
  compile(schema: unknown): ((data: unknown) => boolean) & { errors?: AjvError[] | null };
}
type AjvClass = new (options: Record<string, unknown>) => AjvInstance;

/** The constructor in a CommonJS module, however the bundler hands it over (module.exports, default, or default.default). */
function constructorOf<T>(module: unknown): T {
  let candidate = module as { default?: unknown } | undefined;
  for (let hops = 0; hops < 3 && typeof candidate !== 'function'; hops++) candidate = candidate?.default as typeof candidate;
  return candidate as T;
}

const loadAjv: Record<Draft, () => Promise<AjvClass>> = {
  '7': lazy(async () => constructorOf<AjvClass>(await import('ajv'))),
  '2019-09': lazy(async () => constructorOf<AjvClass>(await import('ajv/dist/2019.js'))),
  '2020-12': lazy(async () => constructorOf<AjvClass>(await import('ajv/dist/2020.js'))),
};
const loadFormats = lazy(async () => constructorOf<(ajv: AjvInstance) => void>(await import('ajv-formats')));

/** The draft a $schema URI names, or undefined for one this tool does not know. */
function draftOfUri(uri: string): Draft | 'old' | undefined {
  const normal = uri.replace(/^https?:\/\//, '').replace(/#$/, '');
  if (normal === 'json-schema.org/draft/2020-12/schema') return '2020-12';
  if (normal === 'json-schema.org/draft/2019-09/schema') return '2019-09';
  if (normal === 'json-schema.org/draft-07/schema' || normal === 'json-schema.org/draft-06/schema') return '7';
  if (/^json-schema\.org\/draft-0[0-5]\/schema$/.test(normal)) return 'old';
  return undefined;
}

function chooseDraft(schema: unknown, requested: (typeof DRAFTS)[number]): Draft {
  const declared = typeof schema === 'object' && schema !== null && !Array.isArray(schema) ? (schema as Record<string, unknown>).$schema : undefined;
  if (declared !== undefined && typeof declared !== 'string') invalid('schema: $schema must be a string (a URI)');
  const fromUri = declared === undefined ? undefined : draftOfUri(declared);
  if (fromUri === 'old') invalid(`schema: $schema ${quoteClipped(declared!, 80)} names a draft older than 6, which is not supported (draft 7, 2019-09 and 2020-12 are)`);
  if (declared !== undefined && fromUri === undefined) invalid(`schema: $schema ${quoteClipped(declared, 80)} is not a meta-schema this tool knows (draft-07, 2019-09, 2020-12)`);
  if (requested === 'auto') return fromUri ?? '2020-12';
  if (fromUri !== undefined && fromUri !== requested) invalid(`draft: ${requested} was asked for, but the schema's $schema says ${fromUri}`);
  return requested;
}

const KEYED_SUBSCHEMAS = ['properties', 'dependentSchemas', 'dependencies', 'dependentRequired'];

/** Refuses a schema that names `__proto__` where Ajv would skip it (iterative: schemas may be wide). */
function refuseProtoProperty(schema: unknown): void {
  const pending: unknown[] = [schema];
  while (pending.length > 0) {
    const node = pending.pop();
    if (typeof node !== 'object' || node === null) continue;
    if (!Array.isArray(node)) {
      for (const keyword of KEYED_SUBSCHEMAS) {
        const map = (node as Record<string, unknown>)[keyword];
        if (Object.hasOwn(node, keyword) && typeof map === 'object' && map !== null && Object.hasOwn(map, '__proto__')) {
          invalid(`schema: a property named "__proto__" under ${keyword} is not supported (the validator skips it, so its rule would never be checked)`);
        }
      }
    }
    for (const child of Object.values(node)) pending.push(child);
  }
}

/** Ajv's message, with the property or value it concerns where Ajv keeps that only in params. */
function messageOf(error: AjvError): string {
  const message = error.message ?? `fails ${error.keyword}`;
  const { params } = error;
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') return `${message}: ${quoteClipped(params.additionalProperty)}`;
  if (error.keyword === 'unevaluatedProperties' && typeof params.unevaluatedProperty === 'string') return `${message}: ${quoteClipped(params.unevaluatedProperty)}`;
  if (error.keyword === 'propertyNames' && typeof params.propertyName === 'string') return `${message}: ${quoteClipped(params.propertyName)}`;
  if (error.keyword === 'enum' && Array.isArray(params.allowedValues)) {
    const allowed = JSON.stringify(params.allowedValues);
    return `${message}: ${allowed.length > 200 ? `${allowed.slice(0, 200)}…` : allowed}`;
  }
  return message;
}

/** Turns Ajv's compile-time errors into 400s that name the field. */
function schemaError(error: unknown, draft: Draft): never {
  const text = error instanceof Error ? error.message : String(error);
  const missing = (error as { missingRef?: unknown }).missingRef;
  if (typeof missing === 'string' || /can't resolve reference/.test(text)) {
    const ref = typeof missing === 'string' ? missing : (/reference (\S+)/.exec(text)?.[1] ?? '');
    invalid(`schema: the $ref ${quoteClipped(ref, 120)} cannot be resolved: only references inside the schema work, nothing is fetched`);
  }
  const clipped = text.length > 300 ? `${text.slice(0, 300)}…` : text;
  if (/^schema is invalid/.test(text)) invalid(`schema: not a valid draft ${draft} schema: ${clipped.replace(/^schema is invalid: /, '')}`);
  if (error instanceof SyntaxError || /Invalid regular expression|pattern/i.test(text)) invalid(`schema: ${clipped}`);
  invalid(`schema: cannot be compiled: ${clipped}`);
}

const errorItem = closedObject({
  path: Type.String({ description: 'JSON Pointer of the failing value in data ("" is the whole document)' }),
  message: Type.String({ description: 'What is wrong, e.g. "must have required property \'name\'"' }),
  keyword: Type.String({ description: 'The schema keyword that failed, e.g. required, type, pattern' }),
  schemaPath: Type.String({ description: 'Where that keyword is in the schema, e.g. #/properties/age/minimum' }),
});

const output = closedObject({
  valid: Type.Boolean({ description: 'Whether data conforms to the schema' }),
  draft: stringEnum(['7', '2019-09', '2020-12'], { description: 'The draft the schema was read as' }),
  errors: Type.Array(errorItem, { description: `Every failure, at most ${MAX_ERRORS}; empty when valid` }),
  truncated: Type.Boolean({ description: `True when there were more than ${MAX_ERRORS} failures and only the first are listed` }),
});

export default defineTool({
  id: 'json-schema-validate',
  name: 'JSON Schema Validator',
  category: 'validation',
  description:
    'Validate a JSON document against a JSON Schema (draft 7, 2019-09 or 2020-12, chosen from $schema or by hand) and list every failure ' +
    'with its JSON Pointer path. Formats such as date-time, email and uri are checked; remote $refs are never fetched.',
  keywords: ['jsonschema', 'json schema', 'schema validator', 'ajv', 'draft 7', 'draft-07', '2020-12', 'validate json against schema'],
  mcp: true,
  // `pattern` runs the user's regular expressions in a backtracking engine: ReDoS is possible.
  isolate: true,
  input: closedObject({
    schema: Type.String({ maxLength: 1_000_000, description: 'The JSON Schema, as JSON text of at most 1,000,000 characters' }),
    data: Type.String({ maxLength: 1_000_000, description: 'The JSON document to check, as JSON text of at most 1,000,000 characters' }),
    draft: withDefault(
      stringEnum(DRAFTS, { description: 'The draft to read the schema as: auto (default) follows $schema and takes 2020-12 without one' }),
      'auto',
    ),
  }),
  output,
  examples: [
    {
      title: 'Two failures, each with its path',
      input: {
        schema: '{"type":"object","required":["name","email"],"properties":{"name":{"type":"string"},"age":{"type":"integer","minimum":0},"email":{"type":"string","format":"email"}}}',
        data: '{"name":"Ada","age":-1,"email":"ada.example.com"}',
      },
      output: {
        valid: false,
        draft: '2020-12',
        errors: [
          { path: '/age', message: 'must be >= 0', keyword: 'minimum', schemaPath: '#/properties/age/minimum' },
          { path: '/email', message: 'must match format "email"', keyword: 'format', schemaPath: '#/properties/email/format' },
        ],
        truncated: false,
      },
    },
    {
      title: 'Draft 7 from $schema, with a local $ref',
      input: {
        schema: '{"$schema":"http://json-schema.org/draft-07/schema#","definitions":{"port":{"type":"integer","maximum":65535}},"type":"array","items":{"$ref":"#/definitions/port"}}',
        data: '[80, 443, 70000]',
      },
      output: {
        valid: false,
        draft: '7',
        errors: [{ path: '/2', message: 'must be <= 65535', keyword: 'maximum', schemaPath: '#/definitions/port/maximum' }],
        truncated: false,
      },
    },
    {
      title: 'A valid document',
      input: { schema: '{"type":"object","properties":{"id":{"type":"string","format":"uuid"}},"additionalProperties":false}', data: '{"id":"123e4567-e89b-12d3-a456-426614174000"}' },
      output: { valid: true, draft: '2020-12', errors: [], truncated: false },
    },
  ],
  async run({ schema: schemaText, data: dataText, draft: requested }): Promise<Static<typeof output>> {
    const schema = parseJsonDocument(schemaText, 'schema');
    if (typeof schema !== 'boolean' && (typeof schema !== 'object' || schema === null || Array.isArray(schema))) invalid('schema: must be a JSON object or a boolean');
    const data = parseJsonDocument(dataText, 'data');
    const draft = chooseDraft(schema, requested);
    refuseProtoProperty(schema);
    const [Ajv, addFormats] = await Promise.all([loadAjv[draft](), loadFormats()]);
    const ajv = new Ajv({ allErrors: true, strict: false, logger: false, validateFormats: true, ownProperties: true });
    addFormats(ajv);
    let validate: ReturnType<AjvInstance['compile']>;
    try {
      validate = ajv.compile(schema);
    } catch (error) {
      schemaError(error, draft);
    }
    const valid = validate(data);
    const failures = validate.errors ?? [];
    const errors = failures.slice(0, MAX_ERRORS).map((error) => ({
      path: error.instancePath,
      message: messageOf(error),
      keyword: error.keyword,
      schemaPath: error.schemaPath,
    }));
    return { valid, draft, errors, truncated: failures.length > MAX_ERRORS };
  },
});
