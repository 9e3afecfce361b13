/**
 * Input validation: defaults applied, the schema checked, and failures turned into
 * messages that name the field path and the rule (`count: must be ≤ 100`).
 */
import { FormatRegistry, Kind, type TObject, type TSchema } from '@sinclair/typebox';
// The three functions by name, not the Value namespace: that one drags every value operator
// (cast, diff, hash, transform…) into a bundle, a tenth of the catalog's import time.
import { Errors, ValueErrorType, type ValueError } from '@sinclair/typebox/errors';
import { Check, Default } from '@sinclair/typebox/value';
import { codePointLength } from './lib/code-points.ts';
import { copyJson } from './lib/json-copy.ts';

export type Validation<T> = { ok: true; value: T } | { ok: false; message: string };

/** How many distinct problems one message lists before it stops. */
const MAX_REPORTED = 5;

/** What validation needs to know about one schema, worked out on its first use. */
interface Plan {
  /** The compiled checker, once TypeBox's compiler has loaded (see checkWith). */
  compiled: ((value: unknown) => boolean) | undefined;
  /** Checks made by the interpreter so far. */
  interpreted: number;
  /** The schema as checked: string bounds counted in code points (see codePointSchema). */
  checked: TSchema;
  /** False when no `default` appears anywhere in the schema: TypeBox's Default would only walk it. */
  hasDefaults: boolean;
  containerDefaults: readonly ContainerDefault[];
}

const plans = new WeakMap<TSchema, Plan>();

function planFor(schema: TSchema): Plan {
  let plan = plans.get(schema);
  if (!plan) {
    const checked = codePointSchema(schema);
    plan = { compiled: undefined, interpreted: 0, checked, hasDefaults: mentionsDefault(schema), containerDefaults: containerDefaultsOf(schema) };
    plans.set(schema, plan);
  }
  return plan;
}

/**
 * TypeBox's compiler turns a schema into a checking function, several times faster than its
 * interpreter on every later call, but it is a fifth of the code a first `execute` loads
 * (bench/catalog-scale.ts). So a schema is interpreted until it has been checked COMPILE_AFTER
 * times, which starts loading the compiler; a long-lived runner that knows it will check often
 * (the server, at start) calls preloadCompiler instead.
 */
const COMPILE_AFTER = 8;
type Compiler = typeof import('@sinclair/typebox/compiler');
let compiler: Compiler | undefined;
let compilerLoading: Promise<void> | undefined;

/** Loads TypeBox's compiler, so every schema checked from now on is compiled on its next use. */
export function preloadCompiler(): Promise<void> {
  compilerLoading ??= import('@sinclair/typebox/compiler').then(
    (loaded) => {
      compiler = loaded;
    },
    () => {
      // Without the compiler the interpreter goes on checking: same answers, slower.
      compilerLoading = undefined;
    },
  );
  return compilerLoading;
}

/** Checks `value` against the plan's schema: compiled once the compiler is here, interpreted (and counted) until then. */
function checkWith(plan: Plan, value: unknown): boolean {
  if (!plan.compiled && compiler) plan.compiled = compiledChecker(compiler, plan.checked);
  if (plan.compiled) return plan.compiled(value);
  if (++plan.interpreted === COMPILE_AFTER) void preloadCompiler();
  return Check(plan.checked, value);
}

/**
 * A compiled checker when the runtime allows code generation; pages under a strict
 * Content-Security-Policy refuse `new Function`, so fall back to the interpreter there.
 */
function compiledChecker({ TypeCompiler }: Compiler, schema: TSchema): (value: unknown) => boolean {
  try {
    const compiled = TypeCompiler.Compile(schema);
    return (value) => compiled.Check(value);
  } catch {
    return (value) => Check(schema, value);
  }
}

/** Whether a `default` key appears anywhere in the schema (a property named "default" counts too: harmless). */
function mentionsDefault(node: unknown): boolean {
  if (typeof node !== 'object' || node === null) return false;
  if (Array.isArray(node)) return node.some(mentionsDefault);
  return Object.hasOwn(node, 'default') || Object.values(node).some(mentionsDefault);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Validates `input` against `schema`, returning a copy with defaults applied. */
export function validateInput<T>(schema: TObject, input: unknown): Validation<T> {
  if (!isPlainObject(input)) {
    return { ok: false, message: `input: must be a JSON object, got ${describeType(input)}` };
  }
  // A copy, so defaults never write into the caller's object.
  const copy = copyJson(input);
  if (!copy.ok) return { ok: false, message: `${copy.path === '(root)' ? 'input' : copy.path}: ${copy.reason}` };
  const plan = planFor(schema);
  let value = copy.value;
  if (plan.hasDefaults) {
    const mismatch = containerMismatch(value, plan.containerDefaults);
    if (mismatch !== undefined) return { ok: false, message: mismatch };
    const protoKeys = sentProtoKeys(value, plan.containerDefaults);
    value = Default(schema, value);
    for (const protoKey of protoKeys) restoreProtoKey(protoKey);
  }
  if (checkWith(plan, value)) return { ok: true, value: value as T };
  // Whoever cleared TypeBox's global format registry also took the length rules: put them back.
  if (restoreLengthFormats() && checkWith(plan, value)) return { ok: true, value: value as T };
  return { ok: false, message: describeErrors(plan.checked, value) };
}

/**
 * What one string schema's minLength and maxLength allow, checked as a TypeBox format in place of
 * those keywords (with the schema's own `format`, if it had one).
 */
interface LengthRule {
  readonly min: number;
  readonly max: number;
  readonly format: string | undefined;
}

/** Every length rule by the name of the format that checks it: a few dozen across the catalog. */
const lengthRules = new Map<string, LengthRule>();

/**
 * JSON Schema counts minLength and maxLength in code points, and that is what GET /api/tools/{id},
 * the OpenAPI document and MCP publish; TypeBox compares `.length`, in UTF-16 units, so an emoji
 * would count two. The checked copy of a schema moves each string's bounds into a format that
 * counts code points, the schema published stays as written. The copy shares every subtree that
 * has no bounded string, and TypeBox still walks unions, references and recursion itself.
 */
function codePointSchema(schema: TSchema): TSchema {
  const copies = new Map<object, unknown>();
  const copy = (node: unknown): unknown => {
    if (typeof node !== 'object' || node === null) return node;
    const done = copies.get(node);
    if (done !== undefined) return done;
    let result: unknown = node;
    if (Array.isArray(node)) {
      const items = node.map(copy);
      if (items.some((item, index) => item !== node[index])) result = items;
    } else {
      const record = node as Record<string | symbol, unknown>;
      let changed: Record<string | symbol, unknown> | undefined;
      for (const [key, value] of Object.entries(record)) {
        const copied = copy(value);
        if (copied !== value) (changed ??= { ...record })[key] = copied;
      }
      // Only nodes TypeBox built (they carry Kind): data in a default or example is left alone.
      if (record[Kind] === 'String' && (typeof record.minLength === 'number' || typeof record.maxLength === 'number')) {
        // Object rest keeps the symbol keys (Kind, Optional) along with the others.
        const { minLength, maxLength, format, ...rest } = changed ?? record;
        changed = {
          ...rest,
          format: lengthFormat(
            typeof minLength === 'number' ? minLength : 0,
            typeof maxLength === 'number' ? maxLength : Infinity,
            typeof format === 'string' ? format : undefined,
          ),
        };
      }
      if (changed) result = changed;
    }
    copies.set(node, result);
    return result;
  };
  return copy(schema) as TSchema;
}

/** The name of the format that checks `min` to `max` code points (and `format`), registered on first use. */
function lengthFormat(min: number, max: number, format: string | undefined): string {
  const name = `tooldeck-code-points-${min}-${max}${format === undefined ? '' : `+${format}`}`;
  if (!lengthRules.has(name)) {
    lengthRules.set(name, { min, max, format });
    FormatRegistry.Set(name, lengthCheck(min, max, format));
  }
  return name;
}

/** Registers again any length format missing from TypeBox's registry; true when one was. */
function restoreLengthFormats(): boolean {
  let restored = false;
  for (const [name, { min, max, format }] of lengthRules) {
    if (FormatRegistry.Has(name)) continue;
    FormatRegistry.Set(name, lengthCheck(min, max, format));
    restored = true;
  }
  return restored;
}

function lengthCheck(min: number, max: number, format: string | undefined): (text: string) => boolean {
  return (text) => lengthOutside(text, min, max) === undefined && (format === undefined || FormatRegistry.Get(format)?.(text) === true);
}

/**
 * Whether `text` has fewer than `min` or more than `max` code points. A code point is one or two
 * units, so only a length between the two readings needs counting: at most `max` units and at
 * least `2 × min` are answered from `.length` alone, which is every string of ordinary size.
 */
function lengthOutside(text: string, min: number, max: number): 'short' | 'long' | undefined {
  const units = text.length;
  if (units <= max && units >= 2 * min) return undefined;
  if (units > 2 * max) return 'long';
  if (units < min) return 'short';
  const points = codePointLength(text);
  return points > max ? 'long' : points < min ? 'short' : undefined;
}

/** The message for a string outside its length rule, or undefined when its length is fine. */
function lengthViolation({ min, max }: LengthRule, text: string): string | undefined {
  const outside = lengthOutside(text, min, max);
  if (outside === 'long') return `must be at most ${max} characters`;
  if (outside === 'short') return min === 1 ? 'must not be empty' : `must be at least ${min} characters`;
  return undefined;
}

/** A step of a path through the input: a property name, or every item of an array. */
const EACH_ITEM = Symbol('each item');
type Step = string | typeof EACH_ITEM;
interface ContainerDefault {
  readonly path: readonly Step[];
  readonly isArray: boolean;
}

/**
 * Where the schema has a default that is an object or an array. TypeBox's Default merges such a
 * default into whatever container the input holds there, so `[]` sent for an object field would
 * become `{}` (and `{"a":1}` for an array field an array) and then pass the check; these
 * positions are checked for the right kind of container before defaults are applied. Empty for
 * most schemas; part of the schema's Plan.
 */
function containerDefaultsOf(schema: TSchema): readonly ContainerDefault[] {
  const collected: ContainerDefault[] = [];
  const visit = (node: TSchema, path: Step[]) => {
    const fallback: unknown = node.default;
    if (path.length > 0 && typeof fallback === 'object' && fallback !== null) collected.push({ path, isArray: Array.isArray(fallback) });
    // Only properties and items: a recursive schema refers to itself through $ref, never through these.
    const properties = (node as { properties?: Record<string, TSchema> }).properties;
    if (properties) for (const [key, property] of Object.entries(properties)) visit(property, [...path, key]);
    const items = (node as { items?: TSchema | TSchema[] }).items;
    if (items && !Array.isArray(items)) visit(items, [...path, EACH_ITEM]);
  };
  visit(schema, []);
  return collected;
}

/** The message for the first container of the wrong kind at a position in `defaults`, if any. */
function containerMismatch(value: unknown, defaults: readonly ContainerDefault[]): string | undefined {
  const walk = (node: unknown, { path, isArray }: ContainerDefault, depth: number, pointer: string): string | undefined => {
    if (depth === path.length) {
      if (typeof node !== 'object' || node === null || Array.isArray(node) === isArray) return undefined;
      return `${fieldName(pointer)}: must be ${isArray ? 'an array' : 'an object'}, got ${describeType(node)}`;
    }
    const step = path[depth]!;
    if (step === EACH_ITEM) {
      if (!Array.isArray(node)) return undefined;
      for (let index = 0; index < node.length; index++) {
        const found = walk(node[index], { path, isArray }, depth + 1, `${pointer}/${index}`);
        if (found !== undefined) return found;
      }
      return undefined;
    }
    // Anything else in the way is the check's to report (a string where an object belongs…).
    if (!isPlainObject(node) || !Object.hasOwn(node, step)) return undefined;
    return walk(node[step], { path, isArray }, depth + 1, `${pointer}/${step.replaceAll('~', '~0').replaceAll('/', '~1')}`);
  };
  for (const entry of defaults) {
    const found = walk(value, entry, 0, '');
    if (found !== undefined) return found;
  }
  return undefined;
}

/** A sent object at a container default's position, found by its holder, with its own "__proto__". */
interface ProtoKey {
  holder: Record<string | number, unknown>;
  key: string | number;
  /** The sent object's own keys, in order, "__proto__" among them. */
  sentKeys: string[];
  protoValue: unknown;
}

/**
 * Where a container default meets a sent object, TypeBox's Default merges them with Object.assign
 * into a new object it puts in the sent object's place (Default updates the copy in place down to
 * there). Object.assign's `__proto__` setter drops an own "__proto__" key of the sent object, or
 * makes its value the new object's prototype, so such keys are noted first and put back after.
 */
function sentProtoKeys(value: unknown, defaults: readonly ContainerDefault[]): ProtoKey[] {
  const found: ProtoKey[] = [];
  const walk = (holder: Record<string | number, unknown>, key: string | number, path: readonly Step[], depth: number): void => {
    const node = holder[key];
    if (typeof node !== 'object' || node === null) return;
    if (depth === path.length) {
      if (!Array.isArray(node) && Object.hasOwn(node, '__proto__')) {
        found.push({ holder, key, sentKeys: Object.keys(node), protoValue: Object.getOwnPropertyDescriptor(node, '__proto__')!.value });
      }
      return;
    }
    const step = path[depth]!;
    if (step !== EACH_ITEM) {
      if (Object.hasOwn(node, step)) walk(node as Record<string, unknown>, step, path, depth + 1);
    } else if (Array.isArray(node)) {
      for (let index = 0; index < node.length; index++) walk(node as unknown as Record<number, unknown>, index, path, depth + 1);
    }
  };
  for (const { path } of defaults) walk({ root: value }, 'root', path, 0);
  return found;
}

const ownValue = (value: unknown) => ({ value, writable: true, enumerable: true, configurable: true });

/** Rebuilds the merged object as Object.assign meant it: the default's other keys, then the sent keys in order. */
function restoreProtoKey({ holder, key, sentKeys, protoValue }: ProtoKey): void {
  const merged = holder[key];
  if (typeof merged !== 'object' || merged === null) return;
  const rebuilt = {};
  for (const name of Object.keys(merged)) if (!sentKeys.includes(name)) Object.defineProperty(rebuilt, name, ownValue((merged as Record<string, unknown>)[name]));
  for (const name of sentKeys) Object.defineProperty(rebuilt, name, ownValue(name === '__proto__' ? protoValue : (merged as Record<string, unknown>)[name]));
  Object.defineProperty(holder, key, ownValue(rebuilt));
}

function describeErrors(schema: TSchema, value: unknown): string {
  // One problem per field: a missing field is "required", not also "must be a string".
  const messages = new Map<string, { text: string; pattern: boolean }>();
  for (const error of Errors(schema, value)) {
    const field = fieldName(error.path);
    const known = messages.get(field);
    // TypeBox reports a format after the pattern, and the length is a format here: a string both
    // too long and off its pattern is named by its length, as when TypeBox checked the length itself.
    if (known === undefined) {
      if (messages.size === MAX_REPORTED) break;
    } else if (!(known.pattern && isLengthError(error))) {
      continue;
    }
    messages.set(field, { text: `${field}: ${describeRule(error)}`, pattern: error.type === ValueErrorType.StringPattern });
  }
  return messages.size > 0 ? [...messages.values()].map(({ text }) => text).join('; ') : 'input: does not match the schema';
}

function isLengthError(error: ValueError): boolean {
  const rule = error.type === ValueErrorType.StringFormat ? lengthRules.get(error.schema.format as string) : undefined;
  return rule !== undefined && lengthViolation(rule, error.value as string) !== undefined;
}

/** `/rows/0/name` → `rows[0].name`; the root is called `input`. */
export function fieldName(pointer: string): string {
  if (pointer === '') return 'input';
  let name = '';
  for (const raw of pointer.slice(1).split('/')) {
    const part = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    name += /^\d+$/.test(part) ? `[${part}]` : name === '' ? part : `.${part}`;
  }
  return name;
}

function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  if (Number.isInteger(value)) return 'an integer';
  if (value === undefined) return 'undefined';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function literalValues(schema: TSchema): unknown[] | undefined {
  const options = (schema as { anyOf?: TSchema[] }).anyOf;
  if (!options || !options.every((option) => option[Kind] === 'Literal')) return undefined;
  return options.map((option) => (option as unknown as { const: unknown }).const);
}

function describeRule(error: ValueError): string {
  const s = error.schema as Record<string, unknown>;
  const T = ValueErrorType;
  switch (error.type) {
    case T.ObjectAdditionalProperties:
      return 'unknown field';
    case T.ObjectRequiredProperty:
      return 'is required';
    case T.Object:
      return `must be an object, got ${describeType(error.value)}`;
    case T.Array:
      return `must be an array, got ${describeType(error.value)}`;
    case T.String:
      return `must be a string, got ${describeType(error.value)}`;
    case T.Boolean:
      return `must be a boolean, got ${describeType(error.value)}`;
    case T.Number:
      return `must be a number, got ${describeType(error.value)}`;
    case T.Integer:
      return typeof error.value === 'number'
        ? 'must be an integer'
        : `must be an integer, got ${describeType(error.value)}`;
    case T.NumberMaximum:
    case T.IntegerMaximum:
      return `must be ≤ ${s.maximum}`;
    case T.NumberMinimum:
    case T.IntegerMinimum:
      return `must be ≥ ${s.minimum}`;
    case T.NumberExclusiveMaximum:
    case T.IntegerExclusiveMaximum:
      return `must be < ${s.exclusiveMaximum}`;
    case T.NumberExclusiveMinimum:
    case T.IntegerExclusiveMinimum:
      return `must be > ${s.exclusiveMinimum}`;
    case T.StringMaxLength:
      return `must be at most ${s.maxLength} characters`;
    case T.StringMinLength:
      return s.minLength === 1 ? 'must not be empty' : `must be at least ${s.minLength} characters`;
    case T.StringFormat: {
      const rule = lengthRules.get(s.format as string);
      if (rule === undefined) break;
      const length = lengthViolation(rule, error.value as string);
      if (length !== undefined) return length;
      // The schema's own format failed (or was never registered): TypeBox's words, under its name.
      return FormatRegistry.Has(rule.format!) ? `expected string to match '${rule.format}' format` : `unknown format '${rule.format}'`;
    }
    case T.StringPattern:
      return typeof s.errorMessage === "string" ? s.errorMessage : `must match ${s.pattern}`;
    case T.ArrayMaxItems:
      return `must have at most ${s.maxItems} items`;
    case T.ArrayMinItems:
      return `must have at least ${s.minItems} items`;
    case T.Literal:
      return `must be ${JSON.stringify(s.const)}`;
    case T.Union: {
      const values = literalValues(error.schema);
      if (values) return `must be one of ${values.join(', ')}`;
      return 'does not match any allowed form';
    }
  }
  return error.message.charAt(0).toLowerCase() + error.message.slice(1);
}
