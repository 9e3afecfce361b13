/**
 * JSONPath as RFC 9535 defines it, through `jsonpath-rfc9535` (loaded on first use; no eval).
 *
 * The library parses the grammar but evaluates an unknown function, a wrong number of arguments
 * or an ill-typed one (RFC 9535 §2.4.3, e.g. `$[?length(@)]` or `$[?count(1) == 1]`) to "no
 * match" instead of refusing the query; `checkWellTyped` refuses them as the RFC requires, and
 * indexes and slice bounds outside the I-JSON range ±(2^53 - 1) (§2.1).
 *
 * The library evaluates synchronously. Matches are reported one by one, so a query with too many
 * of them (`$..*` on a big document) is stopped by the caller's cap or by the time budget checked
 * between matches; work that finds nothing to report (a filter over a huge document) can only be
 * stopped by the runtime's deadline, which ends the worker running it.
 */
import { invalid } from '../errors.ts';
import { lazy } from './lazy.ts';
import type { JsonValue } from './json-value.ts';

/** The bound on a query's length: generous for real queries, and well inside the parser's recursion. */
export const JSONPATH_MAX_CHARS = 10_000;

const loadLibrary = lazy(async () => {
  const [library, parser] = await Promise.all([import('jsonpath-rfc9535'), import('jsonpath-rfc9535/parser')]);
  return { exec: library.exec, parse: parser.default as (query: string) => unknown };
});

// The parts of the library's AST (jsonpath-rfc9535/src/parser/ast.ts) that the check reads.
interface AstNode {
  type: string;
}
interface QueryNode extends AstNode {
  segments: { type: string; node: AstNode }[];
}
interface FunctionNode extends AstNode {
  name: string;
  arguments: AstNode[] | null;
}

type FunctionType = 'value' | 'logical' | 'nodes';

/** RFC 9535 §2.4.4–2.4.8: parameter and result types of the five standard functions. */
const FUNCTIONS: Record<string, { parameters: FunctionType[]; result: FunctionType }> = {
  length: { parameters: ['value'], result: 'value' },
  count: { parameters: ['nodes'], result: 'value' },
  match: { parameters: ['value', 'value'], result: 'logical' },
  search: { parameters: ['value', 'value'], result: 'logical' },
  value: { parameters: ['nodes'], result: 'value' },
};

const LOGICAL_EXPRESSIONS = new Set(['LogicalOrExpr', 'LogicalAndExpr', 'LogicalNotExpr', 'TestExpr', 'ComparisonExpr']);
const MAX_INDEX = Number.MAX_SAFE_INTEGER;

/** Refuses what RFC 9535 calls not well-formed or not valid but the parser lets through. */
function checkWellTyped(query: QueryNode, field: string): void {
  const fail = (message: string): never => invalid(`${field}: invalid JSONPath: ${message}`);

  const checkInteger = (value: unknown, what: string) => {
    if (typeof value === 'number' && !(Number.isInteger(value) && Math.abs(value) <= MAX_INDEX)) {
      fail(`${what} ${value} is outside the range -(2^53-1) to 2^53-1`);
    }
  };

  const checkQuery = (node: QueryNode) => {
    for (const segment of node.segments) checkSegmentNode(segment.node);
  };

  const checkSegmentNode = (node: AstNode) => {
    if (node.type === 'BracketedSelection') for (const selector of (node as unknown as { selectors: AstNode[] }).selectors) checkSelector(selector);
    else if (node.type === 'IndexSelector') checkInteger((node as unknown as { value: number }).value, 'the index');
  };

  const checkSelector = (node: AstNode) => {
    if (node.type === 'IndexSelector') checkInteger((node as unknown as { value: number }).value, 'the index');
    else if (node.type === 'SliceSelector') {
      const slice = node as unknown as { start: number | null; end: number | null; step: number | null };
      for (const bound of [slice.start, slice.end, slice.step]) checkInteger(bound, 'the slice bound');
    } else if (node.type === 'FilterSelector') checkLogical((node as unknown as { value: AstNode }).value);
  };

  const isSingular = (query: QueryNode) =>
    query.segments.every(
      (segment) =>
        segment.type === 'ChildSegment' &&
        (segment.node.type === 'MemberNameShorthand' ||
          (segment.node.type === 'BracketedSelection' &&
            ((segment.node as unknown as { selectors: AstNode[] }).selectors.length === 1 &&
              ['NameSelector', 'IndexSelector'].includes((segment.node as unknown as { selectors: AstNode[] }).selectors[0]!.type)))),
    );

  const checkLogical = (node: AstNode): void => {
    switch (node.type) {
      case 'LogicalOrExpr':
      case 'LogicalAndExpr': {
        const { left, right } = node as unknown as { left: AstNode; right: AstNode };
        checkLogical(left);
        checkLogical(right);
        return;
      }
      case 'LogicalNotExpr':
        checkLogical((node as unknown as { expression: AstNode }).expression);
        return;
      case 'TestExpr': {
        const expression = (node as unknown as { expression: AstNode }).expression;
        if (expression.type === 'FilterQuery') checkQuery((expression as unknown as { value: QueryNode }).value);
        else if (checkFunction(expression as FunctionNode) === 'value') {
          const name = (expression as FunctionNode).name;
          fail(`${name}() gives a value, not a logical result, so it cannot be a filter test on its own (compare it, e.g. ${name}(...) > 0)`);
        }
        return;
      }
      case 'ComparisonExpr': {
        const { left, right } = node as unknown as { left: AstNode; right: AstNode };
        checkComparable(left);
        checkComparable(right);
        return;
      }
      default:
    }
  };

  const checkComparable = (node: AstNode) => {
    if (node.type === 'FunctionExpr') {
      if (checkFunction(node as FunctionNode) !== 'value') {
        fail(`${(node as FunctionNode).name}() gives a logical result, which cannot be compared`);
      }
    } else if (node.type === 'RelSingularQuery' || node.type === 'AbsSingularQuery') {
      for (const segment of (node as QueryNode).segments) checkSegmentNode(segment.node);
    }
  };

  const checkFunction = (node: FunctionNode): FunctionType => {
    const definition = FUNCTIONS[node.name];
    if (!definition) fail(`unknown function ${node.name}() (the functions are length, count, match, search and value)`);
    const args = node.arguments ?? [];
    const { parameters, result } = definition!;
    if (args.length !== parameters.length) {
      fail(`${node.name}() takes ${parameters.length} argument${parameters.length === 1 ? '' : 's'}, got ${args.length}`);
    }
    args.forEach((arg, index) => {
      const where = `argument ${index + 1} of ${node.name}()`;
      const parameter = parameters[index]!;
      if (arg.type === 'FilterQuery') {
        const query = (arg as unknown as { value: QueryNode }).value;
        checkQuery(query);
        if (parameter === 'value' && !isSingular(query)) fail(`${where} must be a single value: a literal, a singular query such as @.a or $.b[0], or a function giving a value`);
      } else if (arg.type === 'FunctionExpr') {
        const type = checkFunction(arg as FunctionNode);
        const fits = parameter === 'value' ? type === 'value' : parameter === 'logical' ? type !== 'value' : type === 'nodes';
        if (!fits) fail(`${where} cannot be ${(arg as FunctionNode).name}(), which gives a ${type === 'value' ? 'value' : 'logical result'}`);
      } else if (arg.type === 'Literal') {
        if (parameter !== 'value') fail(`${where} must be ${parameter === 'nodes' ? 'a query' : 'a logical expression or a query'}, not a literal`);
      } else if (LOGICAL_EXPRESSIONS.has(arg.type)) {
        if (parameter !== 'logical') fail(`${where} must be ${parameter === 'nodes' ? 'a query' : 'a single value'}, not a logical expression`);
        checkLogical(arg);
      }
    });
    return result;
  };

  checkQuery(query);
}

interface PegSyntaxError {
  name: string;
  message: string;
  location?: { start: { column: number } };
}

function describeSyntaxError(error: PegSyntaxError): string {
  const column = error.location?.start.column;
  let message = error.message.replace(/\.$/, '');
  message = message.charAt(0).toLowerCase() + message.slice(1);
  if (message.length > 300) message = `${message.slice(0, 300)}…`;
  return column === undefined ? message : `at column ${column}: ${message}`;
}

/** Parses and checks `query` (the input field `field`), refusing what RFC 9535 does not allow. */
async function compile(query: string, field: string) {
  const { exec, parse } = await loadLibrary();
  let ast: unknown;
  try {
    ast = parse(query);
  } catch (error) {
    if (error instanceof RangeError) invalid(`${field}: nested too deeply to parse`);
    if ((error as PegSyntaxError)?.name === 'SyntaxError') invalid(`${field}: invalid JSONPath ${describeSyntaxError(error as PegSyntaxError)}`);
    throw error;
  }
  checkWellTyped(ast as QueryNode, field);
  return exec;
}

/** Thrown from a match callback to end the evaluation early. */
class StopEvaluation {}
const STOP = new StopEvaluation();

export type StopReason = 'callback' | 'time';

/**
 * Evaluates `query` on `document`, calling `onMatch` with each match's value, normalized path
 * (§2.7) and the path's segments (keys escaped as in the normalized path), in the library's order (RFC 9535 leaves the order of object
 * members open). `onMatch` returns false to stop; the evaluation also stops once `budgetMs` have
 * passed. Answers why it stopped early, or undefined when every match was reported.
 */
export async function evaluateJsonPath(
  document: JsonValue,
  query: string,
  field: string,
  budgetMs: number,
  onMatch: (value: JsonValue, path: string, segments: readonly (string | number)[]) => boolean,
): Promise<StopReason | undefined> {
  const exec = await compile(query, field);
  const started = performance.now();
  let stopped: StopReason | undefined;
  let count = 0;
  try {
    exec(document, query, (value, segments) => {
      // The library hands keys already escaped for a normalized path.
      let path = '$';
      for (const segment of segments) path += typeof segment === 'number' ? `[${segment}]` : `['${segment}']`;
      if (!onMatch(value as JsonValue, path, segments)) {
        stopped = 'callback';
        throw STOP;
      }
      if (++count % 256 === 0 && performance.now() - started > budgetMs) {
        stopped = 'time';
        throw STOP;
      }
    });
  } catch (error) {
    if (error === STOP) return stopped;
    if (error instanceof RangeError) invalid(`${field}: the query nests too deeply to evaluate`);
    throw error;
  }
  return undefined;
}
