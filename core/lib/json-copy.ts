/**
 * A deep copy of JSON-shaped data (plain objects, arrays, strings, numbers, booleans, null),
 * several times faster than structuredClone on the small inputs tools get. Anything else
 * (functions, class instances, Dates, Maps, cycles) is refused with the path where it sits.
 * An own "__proto__" key stays an own key: it never becomes the copy's prototype. Properties set
 * to undefined are left out, as JSON.stringify leaves them out.
 */
import { MAX_INPUT_DEPTH, TOO_DEEP } from './json-depth.ts';

export type JsonCopy = { ok: true; value: unknown } | { ok: false; path: string; reason: string };

/**
 * Input past MAX_INPUT_DEPTH (json-depth.ts) is refused as a whole, at `(root)`: the path to
 * the 65th level would be a line of `[0]`s.
 */
export function copyJson(value: unknown): JsonCopy {
  const failure: Failure = { steps: [], reason: '' };
  const copy = copyValue(value, 0, failure);
  if (copy !== REFUSED) return { ok: true, value: copy };
  return { ok: false, path: failure.reason === TOO_DEEP ? '(root)' : pathOf(failure.steps), reason: failure.reason };
}

/**
 * Why a value was refused, and where: the steps from the refused value back up to the root,
 * pushed while the copy unwinds, so a copy that succeeds never builds a path string.
 */
interface Failure {
  steps: (string | number)[];
  reason: string;
}

const REFUSED = Symbol('refused');

function copyValue(value: unknown, depth: number, failure: Failure): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return value;
  if (typeof value !== 'object') return refuse(failure, 'must be plain JSON data');
  // `depth` counts from 0 at the root, whose level is 1.
  if (depth >= MAX_INPUT_DEPTH) return refuse(failure, TOO_DEEP);
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) {
      const item = copyValue(value[i], depth + 1, failure);
      if (item === REFUSED) {
        failure.steps.push(i);
        return REFUSED;
      }
      out[i] = item;
    }
    return out;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return refuse(failure, 'must be plain JSON data');
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const field = (value as Record<string, unknown>)[key];
    // As in JSON.stringify, a property set to undefined is a property left out.
    if (field === undefined) continue;
    const item = copyValue(field, depth + 1, failure);
    if (item === REFUSED) {
      failure.steps.push(key);
      return REFUSED;
    }
    if (key === '__proto__') Object.defineProperty(out, key, { value: item, enumerable: true, writable: true, configurable: true });
    else out[key] = item;
  }
  return out;
}

function refuse(failure: Failure, reason: string): typeof REFUSED {
  failure.reason = reason;
  return REFUSED;
}

/** `a[1].b` from the steps pushed root-last; `(root)` for the value itself. */
function pathOf(steps: readonly (string | number)[]): string {
  let path = '';
  for (let index = steps.length - 1; index >= 0; index--) {
    const step = steps[index]!;
    path += typeof step === 'number' ? `[${step}]` : path === '' ? step : `.${step}`;
  }
  return path || '(root)';
}
