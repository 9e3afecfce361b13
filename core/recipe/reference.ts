/**
 * References inside a step's input: finding them (at any depth), checking their shape, and
 * replacing them with part of an earlier step's result. Inputs are walked recursively only after
 * check.ts has bounded their depth (MAX_INPUT_DEPTH), so the walk cannot run out of stack.
 */
import { quoteClipped } from '../lib/quote.ts';
import { parsePointer, resolvePointer, type Parsed } from './pointer.ts';
import type { ReferenceFormat } from './types.ts';

export const FROM_KEY = '$from';
const REFERENCE_KEYS = new Set(['step', 'pointer', 'as']);
const FORMATS: readonly ReferenceFormat[] = ['value', 'json', 'text'];

/** A reference as checked: which step (by index), the pointer's tokens, and how to insert the value. */
export interface CheckedReference {
  step: number;
  tokens: string[];
  as: ReferenceFormat;
}

/** `steps[2].input.rows[0].name`: the field named the way validation errors name them. */
export function childPath(path: string, key: string | number): string {
  return typeof key === 'number' || /^\d+$/.test(key) ? `${path}[${key}]` : `${path}.${key}`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether `value` means to be a reference: an object with its own `$from` key (then it must be exactly one). */
export function isReferenceLike(value: unknown): value is Record<string, unknown> {
  return isPlainObject(value) && Object.hasOwn(value, FROM_KEY);
}

/**
 * Checks the reference `value` found at `path` in step `current`'s input. `stepOf` maps a step
 * name to its index. A reference may point only at an earlier step.
 */
export function checkReference(value: Record<string, unknown>, path: string, current: number, stepOf: ReadonlyMap<string, number>): Parsed<CheckedReference> {
  const fail = (field: string, reason: string): Parsed<CheckedReference> => ({ ok: false, reason: `${field}: ${reason}` });
  const extra = Object.keys(value).find((key) => key !== FROM_KEY);
  if (extra !== undefined) return fail(path, `a reference is exactly { "$from": { "step", "pointer", "as"? } }; unknown field ${quoteClipped(extra)} beside "$from"`);
  const from = value[FROM_KEY];
  const at = `${path}.${FROM_KEY}`;
  if (!isPlainObject(from)) return fail(at, 'must be an object { "step", "pointer", "as"? }');
  const unknown = Object.keys(from).find((key) => !REFERENCE_KEYS.has(key));
  if (unknown !== undefined) return fail(childPath(at, unknown), 'unknown field (a reference has "step", "pointer" and "as")');

  const { step, pointer, as = 'value' } = from;
  let index: number;
  if (typeof step === 'number') {
    if (!Number.isInteger(step) || step < 0) return fail(`${at}.step`, `must be a step's index (an integer from 0) or name, got ${step}`);
    if (step >= current) return fail(`${at}.step`, step === current ? 'a step cannot read its own result' : `step ${step} comes later: a reference points only at an earlier step`);
    index = step;
  } else if (typeof step === 'string') {
    const named = stepOf.get(step);
    if (named === undefined) return fail(`${at}.step`, `no step is named ${quoteClipped(step)}${/^\d+$/.test(step) ? ` (a step's index is a number: ${Number(step)})` : ''}`);
    if (named >= current) return fail(`${at}.step`, named === current ? 'a step cannot read its own result' : `step ${quoteClipped(step)} comes later: a reference points only at an earlier step`);
    index = named;
  } else {
    return fail(`${at}.step`, step === undefined ? 'is required' : "must be a step's index (an integer from 0) or name");
  }

  if (typeof pointer !== 'string') return fail(`${at}.pointer`, pointer === undefined ? 'is required (an RFC 6901 JSON Pointer; "" is the whole result)' : 'must be a string (an RFC 6901 JSON Pointer)');
  const tokens = parsePointer(pointer);
  if (!tokens.ok) return fail(`${at}.pointer`, tokens.reason);
  if (typeof as !== 'string' || !FORMATS.includes(as as ReferenceFormat)) return fail(`${at}.as`, `must be one of ${FORMATS.map((format) => `"${format}"`).join(', ')}`);
  return { ok: true, value: { step: index, tokens: tokens.value, as: as as ReferenceFormat } };
}

/** Calls `visit` on every reference in `value` (found at `path`), depth first, in key order; stops at the first failure. */
export function checkReferencesIn(value: unknown, path: string, visit: (reference: Record<string, unknown>, path: string) => string | undefined): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  if (isReferenceLike(value)) return visit(value, path);
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((item, index) => [index, item]) : Object.entries(value);
  for (const [key, child] of entries) {
    const failure = checkReferencesIn(child, childPath(path, key), visit);
    if (failure !== undefined) return failure;
  }
  return undefined;
}

/**
 * `value` with every reference replaced by what it points at in `results` (the earlier steps'
 * results). Containers without references are shared, not copied; new objects get their keys as
 * own data properties, so a `__proto__` key stays a key and never sets a prototype.
 */
export function resolveReferences(value: unknown, path: string, results: readonly unknown[], stepOf: ReadonlyMap<string, number>, current: number): Parsed<unknown> {
  if (typeof value !== 'object' || value === null) return { ok: true, value };
  if (isReferenceLike(value)) {
    const checked = checkReference(value, path, current, stepOf);
    if (!checked.ok) return checked;
    const { step, tokens, as } = checked.value;
    const found = resolvePointer(results[step], tokens);
    if (!found.ok) return { ok: false, reason: `${path}.${FROM_KEY}.pointer: does not resolve in step ${step}'s result: ${found.reason}` };
    return { ok: true, value: formatted(found.value, as) };
  }
  let changed = false;
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((item, index) => [index, item]) : Object.entries(value);
  const resolved: [string | number, unknown][] = [];
  for (const [key, child] of entries) {
    const outcome = resolveReferences(child, childPath(path, key), results, stepOf, current);
    if (!outcome.ok) return outcome;
    if (outcome.value !== child) changed = true;
    resolved.push([key, outcome.value]);
  }
  if (!changed) return { ok: true, value };
  if (Array.isArray(value)) return { ok: true, value: resolved.map(([, item]) => item) };
  const copy: Record<string, unknown> = {};
  for (const [key, item] of resolved) Object.defineProperty(copy, key, { value: item, enumerable: true, writable: true, configurable: true });
  return { ok: true, value: copy };
}

/** The referenced value as the input receives it. A copy: a tool (or its schema's defaults) never changes an earlier step's result. */
function formatted(value: unknown, as: ReferenceFormat): unknown {
  if (as === 'json') return JSON.stringify(value);
  if (as === 'text') return typeof value === 'string' ? value : JSON.stringify(value);
  return typeof value === 'object' && value !== null ? structuredClone(value) : value;
}
