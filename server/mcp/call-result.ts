/**
 * What a tools/call answers for one run of a catalog tool: the tool's `result` as
 * `structuredContent` and the same JSON as a text block (for clients that read only text); a
 * failed envelope becomes a result with `isError: true` and `CODE: message` as its text, so the
 * model sees what went wrong and can correct its arguments (MCP: tool errors are results, not
 * protocol errors).
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Envelope } from '../../core/envelope.ts';
import type { ErrorCode } from '../../core/errors.ts';
import type { ToolMeta } from '../../core/catalog-types.ts';

/** The outcome of app.ts's runTool: an envelope, or the pool's "queue full". */
export type RunOutcome = Envelope | { overloaded: true };

/**
 * The server's one way to run a tool: inline for light tools (answered at once when the tool is
 * synchronous), on the worker pool under the deadline for isolate ones, where `client` (the
 * caller's IP) gets its fair share of the workers. `step` is a recipe step's part: a deadline
 * that may only shorten the tool's own (what is left of the recipe's), and the recipe's signal.
 */
export type RunTool = (tool: ToolMeta, input: unknown, client: string, step?: StepBounds) => RunOutcome | Promise<RunOutcome>;

export interface StepBounds {
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** Per HTTP request: who asked, which tools ran, and the causes of INTERNAL_ERRORs, for the request's log line. */
export interface CallReport {
  client: string;
  tools: string[];
  errors: unknown[];
  /** X-RateLimit headers counted after the request's own count (run_recipe's steps), which then replace its own. */
  limitHeaders?: Record<string, string>;
}

export function successResult(result: Record<string, unknown>): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(result) }], structuredContent: result };
}

export function errorResult(code: ErrorCode, message: string): CallToolResult {
  return { content: [{ type: 'text', text: `${code}: ${message}` }], isError: true };
}

export function outcomeResult(outcome: RunOutcome, report: CallReport): CallToolResult {
  if ('overloaded' in outcome) return errorResult('OVERLOADED', 'all workers are busy; retry shortly');
  if (!outcome.success) {
    if (outcome.error.cause !== undefined) report.errors.push(outcome.error.cause);
    return errorResult(outcome.error.code, outcome.error.message);
  }
  return successResult(outcome.result as Record<string, unknown>);
}

/** Runs `tool` through the server's runTool; an escape (a bug) is an INTERNAL_ERROR result, logged, never a stack for the client. */
export async function runToCallResult(runTool: RunTool, tool: ToolMeta, input: unknown, report: CallReport): Promise<CallToolResult> {
  report.tools.push(tool.id);
  let outcome: RunOutcome;
  try {
    outcome = await runTool(tool, input, report.client);
  } catch (error) {
    report.errors.push(error);
    return errorResult('INTERNAL_ERROR', 'something went wrong on our side; please retry');
  }
  return outcomeResult(outcome, report);
}
