import { Type, type Static } from '@sinclair/typebox';
import { parseJsonDocument } from '../../lib/json-document.ts';
import { isFalseSchemaFailure, prepareSchema, type Draft, type PreparedSchema } from '../../lib/json-schema-prepare.ts';
import { lazy } from '../../lib/lazy.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - @cfworker/json-schema interprets the schema as data (Ajv, the first engine, compiles it with
 *   new Function, which the browser worker's CSP refuses). Drafts 7 (draft-06 schemas too, read
 *   as 7), 2019-09 and 2020-12. draft=auto reads $schema and takes 2020-12 when there is none;
 *   draft-04 and older are refused by name. An explicit draft that contradicts $schema is refused.
 * - The library does not check a schema against its meta-schema: lib/json-schema-prepare.ts checks
 *   the keyword values, drops another draft's keywords (the library would apply them in any draft)
 *   and refuses $dynamicRef, which the library does not implement (it would pass silently).
 * - Every failure is collected (shortCircuit false), at most MAX_ERRORS listed. The library also
 *   reports "a subschema had errors" for each applicator above a failure (properties, items, $ref,
 *   allOf…): those are left out, so the list holds the failures themselves, as python-jsonschema and
 *   Ajv list them. anyOf, oneOf and if/then/else keep their own failure beside their branches';
 *   contains and propertyNames only their own. A false subschema under additionalProperties,
 *   unevaluatedProperties, items, additionalItems or unevaluatedItems fails as that keyword on the
 *   object or array ("Property "x" is not allowed"); elsewhere as keyword "false" at the value.
 *   `path` is the failing value's JSON Pointer ("" is the document); `schemaPath` is the keyword's
 *   location as the spec's keywordLocation gives it, through any $ref. Messages are the library's.
 * - When a huge number of failures overflows the library's error lists (it spreads them into
 *   arguments), the run is repeated stopping at the first failure per applicator, and the answer
 *   is marked truncated.
 * - Formats asserted: date, time, date-time, duration, email, hostname, ipv4, ipv6, uri,
 *   uri-reference, uri-template, url, uuid, regex, json-pointer, json-pointer-uri-fragment,
 *   relative-json-pointer (the library's set). Others (idn-email, iri…) are ignored, as the drafts say.
 * - Only references inside the schema resolve ($ref to a pointer, an $id or an $anchor in it): any
 *   other is refused with a 400 naming it before validation, and nothing is ever fetched. The base
 *   URI of a schema without $id is fixed (not the page's address, which the library would take).
 * - A $ref cycle that never moves into the data (`{"$ref":"#"}`) overflows the stack: refused.
 * - ReDoS: `pattern`, `patternProperties` and format "regex" run the user's regular expressions
 *   (with the u flag) in a backtracking engine. The tool is isolate: it runs in a worker under the
 *   deadline, and a catastrophic pattern ends in TIMEOUT, never blocking the caller.
 * - `__proto__`, `toString` and the like are ordinary keys, in data and in properties or required.
 * - Both inputs are JSON texts, nested at most 64 levels (lib/json-depth.ts).
 */

const DRAFTS = ['auto', '7', '2019-09', '2020-12'] as const;
const MAX_ERRORS = 1_000;
/** The base URI of a schema without $id: hierarchical, so relative $refs resolve (and are then refused), in a reserved domain. */
const BASE_URI = 'https://schema.invalid/root.json';

type Validator = typeof import('@cfworker/json-schema');
const loadValidator = lazy((): Promise<Validator> => import('@cfworker/json-schema'));

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

const tooDeep = (error: unknown): boolean => error instanceof RangeError || (error instanceof Error && /call stack|too much recursion/i.test(error.message));
const clip = (text: string): string => (text.length > 300 ? `${text.slice(0, 300)}…` : text);

/** Registers the schema's subschemas by URI, and refuses a $ref that names nothing in it. */
function lookupOf(library: Validator, prepared: PreparedSchema): Record<string, unknown> {
  let lookup: Record<string, unknown>;
  try {
    lookup = library.dereference(prepared.schema, Object.create(null) as Record<string, never>, new URL(BASE_URI));
  } catch (error) {
    return invalid(`schema: ${clip(error instanceof Error ? error.message : String(error))}`);
  }
  for (const referrer of prepared.referrers) {
    for (const [keyword, resolved] of [['$ref', '__absolute_ref__'], ['$recursiveRef', '__absolute_recursive_ref__']] as const) {
      const target = referrer[resolved];
      if (typeof target === 'string' && lookup[target] === undefined) {
        invalid(`schema: the ${keyword} ${quoteClipped(String(referrer[keyword]), 120)} cannot be resolved: only references inside the schema work, nothing is fetched`);
      }
    }
  }
  return lookup;
}

interface Unit {
  keyword: string;
  keywordLocation: string;
  instanceLocation: string;
  error: string;
}
interface Failure {
  path: string;
  message: string;
  keyword: string;
  schemaPath: string;
}

/** Applicators whose own unit only says "a subschema had errors" when their subschema's failures follow it. */
const WRAPPERS = new Set(['$ref', '$recursiveRef', 'allOf', 'properties', 'patternProperties', 'additionalProperties', 'unevaluatedProperties', 'dependentSchemas', 'dependencies', 'prefixItems', 'items', 'additionalItems', 'unevaluatedItems']);
/** Applicators a false subschema fails as, on the object or array that holds the value. */
const CONTAINER_FALSE = new Set(['additionalProperties', 'unevaluatedProperties', 'items', 'additionalItems', 'unevaluatedItems']);
/** Keywords whose failure stands for the failures of their subschema. */
const SUMMARIES = new Set(['contains', 'propertyNames']);

const jsonPointer = (location: string): string => decodeURIComponent(location.slice(1));
const lastSegment = (location: string): string => jsonPointer(location.slice(location.lastIndexOf('/')));

/** The library's units (pre-order: an applicator's unit, then its subschema's) as the failures themselves. */
function failuresOf(units: readonly Unit[]): Failure[] {
  const failures: Failure[] = [];
  const below = (parent: Unit, child: Unit | undefined): boolean => child !== undefined && child.keywordLocation.startsWith(`${parent.keywordLocation}/`);
  for (let index = 0; index < units.length; index++) {
    const unit = units[index]!;
    const next = units[index + 1];
    if (WRAPPERS.has(unit.keyword) && below(unit, next)) {
      if (CONTAINER_FALSE.has(unit.keyword) && isFalseSchemaFailure(next!) && next!.keywordLocation === `${unit.keywordLocation}/type`) {
        const member = lastSegment(next!.instanceLocation);
        const message = unit.keyword.endsWith('Properties') ? `Property ${quoteClipped(member, 80)} is not allowed.` : `Item ${member} is not allowed.`;
        failures.push({ path: jsonPointer(unit.instanceLocation), message, keyword: unit.keyword, schemaPath: unit.keywordLocation });
        index++;
      }
      continue;
    }
    if (isFalseSchemaFailure(unit)) {
      const schemaPath = unit.keywordLocation.slice(0, -'/type'.length);
      failures.push({ path: jsonPointer(unit.instanceLocation), message: 'False boolean schema.', keyword: 'false', schemaPath });
      continue;
    }
    // The library names dependentRequired's location with a typo (dependantRequired).
    const schemaPath = unit.keyword === 'dependentRequired' ? unit.keywordLocation.replace(/\/dependantRequired$/, '/dependentRequired') : unit.keywordLocation;
    failures.push({ path: jsonPointer(unit.instanceLocation), message: unit.error, keyword: unit.keyword, schemaPath });
    if (SUMMARIES.has(unit.keyword)) while (below(unit, units[index + 1])) index++;
  }
  return failures;
}

const errorItem = closedObject({
  path: Type.String({ description: 'JSON Pointer of the failing value in data ("" is the whole document)' }),
  message: Type.String({ description: 'What is wrong, in the validator\'s words, e.g. Instance does not have required property "name".' }),
  keyword: Type.String({ description: 'The schema keyword that failed, e.g. required, type, pattern' }),
  schemaPath: Type.String({ description: 'Where that keyword is in the schema, through any $ref (the spec\'s keywordLocation), e.g. #/properties/age/minimum' }),
});

const output = closedObject({
  valid: Type.Boolean({ description: 'Whether data conforms to the schema' }),
  draft: stringEnum(['7', '2019-09', '2020-12'], { description: 'The draft the schema was read as' }),
  errors: Type.Array(errorItem, { description: `Every failure, at most ${MAX_ERRORS}; empty when valid` }),
  truncated: Type.Boolean({ description: `True when only some failures are listed: more than ${MAX_ERRORS}, or so many that the run stopped at the first failure of each property and item list` }),
});

export default defineTool({
  id: 'json-schema-validate',
  name: 'JSON Schema Validator',
  category: 'validation',
  description:
    'Validate a JSON document against a JSON Schema (draft 7, 2019-09 or 2020-12, chosen from $schema or by hand) and list every failure ' +
    'with its JSON Pointer path. Formats such as date-time, email and uri are checked; remote $refs are never fetched.',
  keywords: ['jsonschema', 'json schema', 'schema validator', 'ajv', 'check-jsonschema', 'draft 7', 'draft-07', '2019-09', '2020-12', 'validate json against schema'],
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
          { path: '/age', message: '-1 is less than 0.', keyword: 'minimum', schemaPath: '#/properties/age/minimum' },
          { path: '/email', message: 'String does not match format "email".', keyword: 'format', schemaPath: '#/properties/email/format' },
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
        errors: [{ path: '/2', message: '70000 is greater than 65535.', keyword: 'maximum', schemaPath: '#/items/$ref/maximum' }],
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
    const library = await loadValidator();
    const prepared = prepareSchema(schema, draft, library.format);
    const lookup = lookupOf(library, prepared);
    const check = (shortCircuit: boolean): { valid: boolean; errors: Unit[] } =>
      library.validate(data, prepared.schema, draft, lookup as Parameters<Validator['validate']>[3], shortCircuit);
    let result: { valid: boolean; errors: Unit[] };
    let cut = false;
    try {
      try {
        result = check(false);
      } catch (error) {
        if (!tooDeep(error)) throw error;
        // Either a huge number of failures (spread into arguments) or a $ref cycle: the short run tells which.
        result = check(true);
        cut = true;
      }
    } catch (error) {
      if (tooDeep(error)) invalid('schema: a $ref cycle never moves into the data (e.g. {"$ref":"#"}), so validation recurses without end');
      if (error instanceof URIError) invalid('data: a property name holds a lone surrogate (an unpaired \\uD800–\\uDFFF escape), which no JSON Pointer can name');
      invalid(`schema: ${clip(error instanceof Error ? error.message : String(error))}`);
    }
    const failures = failuresOf(result.errors);
    return { valid: result.valid, draft, errors: failures.slice(0, MAX_ERRORS), truncated: cut || failures.length > MAX_ERRORS };
  },
});
