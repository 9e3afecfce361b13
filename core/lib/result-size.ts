/**
 * The one bound on a tool's result: at most MAX_RESULT_CHARS characters of text, at most
 * MAX_RESULT_DEPTH levels deep. Results can grow far past their bounded input (pretty-printing
 * deep nesting, a table whose sparse rows all get every column, SQL repeating a column list per
 * row); past the bound the caller gets a clear VALIDATION_ERROR instead of a response too big
 * to send or a run that never ends.
 *
 * Two layers hold it:
 * - `createOutputBudget`: tools that build output piece by piece charge each piece as they
 *   build it, so an oversized result stops at the cap instead of after its memory is spent;
 * - `resultOverflow`: execute measures every result before answering, so no part of a result
 *   built outside a budget can slip past the cap.
 */
import { invalid } from '../errors.ts';

export const MAX_RESULT_CHARS = 20_000_000;

/**
 * Deep enough for any table or document a tool makes (tools that rebuild JSON allow values of
 * 1,000 levels, which their result object wraps in a few more); shallow enough for every
 * serialiser's stack.
 */
export const MAX_RESULT_DEPTH = 1_024;

/** Throws `json: the formatted result would be longer than 20000000 characters`. */
export function resultTooLarge(field: string, what: string): never {
  invalid(`${field}: ${what} would be longer than ${MAX_RESULT_CHARS} characters`);
}

export interface OutputBudget {
  /** Counts `chars` more characters of output; throws resultTooLarge past the cap. */
  charge(chars: number): void;
  /** Characters charged so far. */
  readonly used: number;
}

/**
 * A running count of output characters for a result that `field` of the input gives rise to
 * (`what` names the result in the message: "the SQL", "the JSON of the rows").
 */
export function createOutputBudget(field: string, what: string, limit = MAX_RESULT_CHARS): OutputBudget {
  let used = 0;
  return {
    charge(chars) {
      used += chars;
      if (used > limit) resultTooLarge(field, what);
    },
    get used() {
      return used;
    },
  };
}

/**
 * Why a result breaks the bound, or undefined when it keeps it. Counts the characters of every
 * string, key, number, boolean and null as JSON writes them, less JSON's quotes and punctuation:
 * never more than the result's JSON, so a tool that caps its own JSON at the bound is never
 * refused here. Walks without recursion and stops as soon as either bound is passed.
 */
export function resultOverflow(result: unknown): string | undefined {
  // First with every scalar counted at its longest (24 characters), which is cheap and enough
  // for nearly every result; only one that seems to pass the cap is counted again exactly.
  const rough = measure(result, false);
  return rough === TOO_LONG ? measure(result, true) : rough;
}

function measure(result: unknown, exact: boolean): string | undefined {
  if (typeof result !== 'object' || result === null) return typeof result === 'string' && result.length > MAX_RESULT_CHARS ? TOO_LONG : undefined;
  let chars = 0;
  // Two parallel stacks rather than an object per node: results of 100,000 rows are common.
  const nodes: object[] = [result];
  const depths: number[] = [1];
  while (nodes.length > 0) {
    const node = nodes.pop()!;
    const depth = depths.pop()!;
    if (depth > MAX_RESULT_DEPTH) return TOO_DEEP;
    if (Array.isArray(node)) {
      for (let index = 0; index < node.length; index++) {
        const child: unknown = node[index];
        if (typeof child === 'string') chars += child.length;
        else if (typeof child === 'object' && child !== null) {
          nodes.push(child);
          depths.push(depth + 1);
        } else chars += exact ? scalarChars(child) : LONGEST_SCALAR;
      }
    } else {
      for (const key in node) {
        const child: unknown = (node as Record<string, unknown>)[key];
        chars += key.length;
        if (typeof child === 'string') chars += child.length;
        else if (typeof child === 'object' && child !== null) {
          nodes.push(child);
          depths.push(depth + 1);
        } else chars += exact ? scalarChars(child) : LONGEST_SCALAR;
      }
    }
    if (chars > MAX_RESULT_CHARS) return TOO_LONG;
  }
  return undefined;
}

/** The most characters JSON writes for a number (-1.2345678901234567e-308), boolean or null. */
const LONGEST_SCALAR = 24;

/** A number, boolean or null as JSON writes it (undefined, which JSON leaves out, as null). */
function scalarChars(value: unknown): number {
  if (typeof value === 'number') {
    // Safe integers, the common case, by their digits: String() per number doubled the walk.
    if (Number.isSafeInteger(value)) {
      let digits = 1;
      for (let magnitude = Math.abs(value); magnitude >= 10; magnitude = Math.floor(magnitude / 10)) digits++;
      return value < 0 ? digits + 1 : digits;
    }
    return String(value).length;
  }
  return value === true ? 4 : value === false ? 5 : 4;
}

const TOO_LONG = `result: would be longer than ${MAX_RESULT_CHARS} characters; try a smaller input`;
const TOO_DEEP = `result: would nest deeper than ${MAX_RESULT_DEPTH} levels; try a shallower input`;
