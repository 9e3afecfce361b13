/**
 * Readies a parsed JSON Schema for @cfworker/json-schema, which interprets whatever it is handed
 * without checking it against a meta-schema:
 * - keyword values the draft's meta-schema constrains are checked here (a 400 naming the place), so
 *   `{"type":"foo"}` or `{"required":5}` is refused instead of crashing or passing silently;
 * - keywords the chosen draft does not have are dropped (the library applies prefixItems,
 *   unevaluated*, dependentSchemas… in every draft), and so are formats the library does not assert
 *   (it looks them up in a plain object, where "toString" or "__proto__" would be found);
 * - `false` subschemas become FALSE_SCHEMA objects: the library reports a false schema at the
 *   instance's location instead of the schema's, and an empty `type` list fails every value at the
 *   right keyword location (a user's own `"type": []` is refused by the meta checks, so it is unique).
 * Values of unknown keywords are copied as they are: they may hold subschemas a `$ref` points into.
 * The schema is at most 64 levels deep (lib/json-depth.ts), so the walk recurses.
 */
import { invalid } from '../errors.ts';

export type Draft = '7' | '2019-09' | '2020-12';
type Shape =
  | 'schema' | 'schemaArray' | 'schemaMap' | 'patternMap' | 'items' | 'dependencies' | 'dependentRequired'
  | 'count' | 'number' | 'positive' | 'string' | 'boolean' | 'stringArray' | 'type' | 'array' | 'regex' | 'anchor' | 'format' | 'booleanMap';

const COMMON: Record<string, Shape> = {
  $id: 'string', $ref: 'string', $schema: 'string', $comment: 'string', title: 'string', description: 'string',
  examples: 'array', readOnly: 'boolean', writeOnly: 'boolean', type: 'type', enum: 'array',
  multipleOf: 'positive', maximum: 'number', exclusiveMaximum: 'number', minimum: 'number', exclusiveMinimum: 'number',
  maxLength: 'count', minLength: 'count', pattern: 'regex', format: 'format', contentMediaType: 'string', contentEncoding: 'string',
  items: 'items', maxItems: 'count', minItems: 'count', uniqueItems: 'boolean', contains: 'schema',
  maxProperties: 'count', minProperties: 'count', required: 'stringArray', additionalProperties: 'schema',
  definitions: 'schemaMap', properties: 'schemaMap', patternProperties: 'patternMap', propertyNames: 'schema',
  if: 'schema', then: 'schema', else: 'schema', allOf: 'schemaArray', anyOf: 'schemaArray', oneOf: 'schemaArray', not: 'schema',
};
const SINCE_2019: Record<string, Shape> = {
  $anchor: 'anchor', $vocabulary: 'booleanMap', $defs: 'schemaMap', unevaluatedItems: 'schema', unevaluatedProperties: 'schema',
  dependentSchemas: 'schemaMap', dependentRequired: 'dependentRequired', minContains: 'count', maxContains: 'count',
  deprecated: 'boolean', contentSchema: 'schema',
};
const KEYWORDS: Record<Draft, Record<string, Shape>> = {
  '7': { ...COMMON, additionalItems: 'schema', dependencies: 'dependencies' },
  '2019-09': { ...COMMON, ...SINCE_2019, additionalItems: 'schema', $recursiveRef: 'string', $recursiveAnchor: 'boolean' },
  '2020-12': { ...COMMON, ...SINCE_2019, items: 'schema', prefixItems: 'schemaArray', $dynamicAnchor: 'anchor' },
};
/** Keywords of some other draft that the library would apply in any draft: dropped when the chosen draft lacks them. */
const FOREIGN = new Set(['prefixItems', 'additionalItems', 'unevaluatedItems', 'unevaluatedProperties', 'dependentSchemas', 'dependentRequired', 'dependencies', 'minContains', 'maxContains', '$recursiveRef', '$recursiveAnchor', '$anchor', 'id']);
const TYPES = ['array', 'boolean', 'integer', 'null', 'number', 'object', 'string'];

/** A fresh schema that fails every value at `<location>/type` (see the header). */
const falseSchema = (): Record<string, unknown> => ({ type: [] });
/** Whether a library failure came from a FALSE_SCHEMA (its empty type list prints as Expected ""). */
export const isFalseSchemaFailure = (unit: { keyword: string; error: string }): boolean => unit.keyword === 'type' && unit.error.endsWith('Expected "".');

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): boolean => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const pointer = (location: string, key: string | number): string => `${location}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;

export interface PreparedSchema {
  schema: Record<string, unknown>;
  /** Every prepared subschema holding a $ref or $recursiveRef, to check after dereferencing. */
  referrers: Record<string, unknown>[];
}

/** Checks and rewrites `schema` for `draft` (see the header); `formats` are the formats the validator asserts. */
export function prepareSchema(schema: unknown, draft: Draft, formats: Readonly<Record<string, unknown>>): PreparedSchema {
  const keywords = KEYWORDS[draft];
  const referrers: Record<string, unknown>[] = [];
  const wrong = (location: string, what: string): never => invalid(`schema: not a valid draft ${draft} schema: ${location} must be ${what}`);

  const regex = (source: unknown, location: string): void => {
    if (typeof source !== 'string') wrong(location, 'a string (a regular expression)');
    try {
      new RegExp(source as string, 'u');
    } catch (error) {
      invalid(`schema: ${location} is not a valid regular expression (with the u flag): ${(error as Error).message}`);
    }
  };

  const subschema = (node: unknown, location: string): unknown => {
    if (node === true) return true;
    if (node === false) return falseSchema();
    if (!isObject(node)) return wrong(location, 'a schema (an object or a boolean)');
    if (node.$dynamicRef !== undefined) invalid(`schema: $dynamicRef at ${location} is not supported (use $ref)`);
    const copy: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    for (const [key, value] of Object.entries(node)) {
      const at = pointer(location, key);
      const shape = keywords[key];
      if (shape === undefined) {
        // Another draft's keyword, or names the library reserves for itself: ignored as the draft says.
        if (!FOREIGN.has(key) && !key.startsWith('__absolute_')) copy[key] = value;
        continue;
      }
      if (shape === 'format' && typeof value === 'string' && !Object.hasOwn(formats, value)) continue;
      copy[key] = keyword(shape, value, at);
    }
    if (copy.$ref !== undefined || copy.$recursiveRef !== undefined) referrers.push(copy);
    return copy;
  };

  const map = (value: unknown, location: string, each: (item: unknown, at: string, key: string) => unknown): Record<string, unknown> => {
    if (!isObject(value)) return wrong(location, 'an object');
    const copy: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    for (const [key, item] of Object.entries(value)) copy[key] = each(item, pointer(location, key), key);
    return copy;
  };
  const stringList = (value: unknown, location: string): unknown => {
    if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) wrong(location, 'an array of strings');
    return value;
  };

  function keyword(shape: Shape, value: unknown, location: string): unknown {
    switch (shape) {
      case 'schema':
        return subschema(value, location);
      case 'schemaArray':
        if (!Array.isArray(value) || value.length === 0) return wrong(location, 'a non-empty array of schemas');
        return value.map((item, index) => subschema(item, pointer(location, index)));
      case 'items':
        return Array.isArray(value) ? value.map((item, index) => subschema(item, pointer(location, index))) : subschema(value, location);
      case 'schemaMap':
        return map(value, location, subschema);
      case 'patternMap':
        return map(value, location, (item, at, key) => (regex(key, at), subschema(item, at)));
      case 'dependencies':
        return map(value, location, (item, at) => (Array.isArray(item) ? stringList(item, at) : subschema(item, at)));
      case 'dependentRequired':
        return map(value, location, stringList);
      case 'booleanMap':
        return map(value, location, (item, at) => (typeof item === 'boolean' ? item : wrong(at, 'a boolean')));
      case 'count':
        return isCount(value) ? value : wrong(location, 'a non-negative integer');
      case 'number':
        return typeof value === 'number' ? value : wrong(location, 'a number');
      case 'positive':
        return typeof value === 'number' && value > 0 ? value : wrong(location, 'a number greater than 0');
      case 'string':
      case 'format':
        return typeof value === 'string' ? value : wrong(location, 'a string');
      case 'anchor':
        return typeof value === 'string' && /^[A-Za-z_][-A-Za-z0-9._]*$/.test(value) ? value : wrong(location, 'a plain name (a letter or _, then letters, digits, -, _ or .)');
      case 'boolean':
        return typeof value === 'boolean' ? value : wrong(location, 'a boolean');
      case 'stringArray':
        return stringList(value, location);
      case 'array':
        return Array.isArray(value) ? value : wrong(location, 'an array');
      case 'regex':
        regex(value, location);
        return value;
      case 'type': {
        const names = typeof value === 'string' ? [value] : value;
        const known = Array.isArray(names) && names.length > 0 && names.every((name) => TYPES.includes(name as string)) && new Set(names).size === names.length;
        return known ? value : wrong(location, `one of ${TYPES.join(', ')}, or a non-empty array of them without repeats`);
      }
    }
  }

  if (schema === true) return { schema: {}, referrers };
  const prepared = subschema(schema, '#') as Record<string, unknown>;
  return { schema: prepared, referrers };
}
