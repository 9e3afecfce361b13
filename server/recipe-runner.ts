/**
 * A recipe as the server runs it, for the API and MCP alike: the engine of core/recipe with each
 * step run by the app's runTool (isolate steps on the worker pool under their deadlines, the rest
 * inline with the guarded fetch and the tools' cache), each step counted against the surface's
 * rate limit as it is about to run, and the whole recipe under RECIPE_TIMEOUT_MS.
 *
 * Counting: the request carrying the recipe was counted once on arrival, before its body was
 * read, as every API and MCP request is; that count stands for the first step. Every later step
 * is counted as it is about to run. So a recipe of n steps costs n requests, a recipe refused up
 * front costs one (like any refused request), and a client over its limit costs no body read.
 */
import { get } from '../core/catalog-metadata.ts';
import { errorEnvelope, type Envelope } from '../core/envelope.ts';
import { unknownToolEnvelope } from '../core/execute.ts';
import { runRecipe, type RecipeEnvelope, type StepRunner } from '../core/recipe/run.ts';
import type { RunOutcome, RunTool } from './mcp/call-result.ts';
import type { Decision, RateLimiter } from './rate-limit/limiter.ts';

export interface ServerRecipeOptions {
  runTool: RunTool;
  /** The surface's limiter: the API's, or MCP's own. */
  limiter: RateLimiter;
  /** The 429 message of a step refused by the limiter, naming what was limited. */
  refusal: string;
  /** RECIPE_TIMEOUT_MS. */
  timeoutMs: number;
}

export interface ServerRecipeRun {
  envelope: RecipeEnvelope;
  /** The headers of the latest count (X-RateLimit-*), with Retry-After when a step was refused or the pool was full. */
  headers: Record<string, string>;
  /** The tools whose steps ran, in order, for the log line. */
  tools: string[];
}

/** The pool's "queue full" as a step's error: the recipe stops there, and the client may retry in a second. */
const OVERLOADED = { code: 'OVERLOADED', message: 'all workers are busy; retry shortly', retryAfter: 1 } as const;

/**
 * Runs `recipe` for `client`. `arrivalHeaders` are the headers of the request's own count (the
 * first step's); they stand until a later step is counted.
 */
export async function runServerRecipe(recipe: unknown, client: string, arrivalHeaders: Record<string, string>, options: ServerRecipeOptions): Promise<ServerRecipeRun> {
  const { runTool, limiter, refusal, timeoutMs } = options;
  const started = performance.now();
  let headers = arrivalHeaders;
  const tools: string[] = [];

  const runStep: StepRunner = async (id, input, bounds) => {
    // The first step was paid for on arrival; every later one is counted now, before it runs.
    if (tools.length > 0 && limiter.enabled) {
      const decision = await limiter.check(client);
      headers = limitHeaders(decision);
      if (!decision.allowed) return { success: false, error: { code: 'RATE_LIMITED', message: refusal, retryAfter: decision.retryAfterSeconds ?? 1 } };
    }
    const tool = get(id);
    // checkRecipe has refused unknown tools already; this answers the same should it ever differ.
    if (!tool) return unknownToolEnvelope(id);
    tools.push(tool.id);
    // The engine caps a step at the library's default tool deadline (10 s); here a tool's deadline
    // is the server's own (TOOL_TIMEOUT_MS, the tool's timeoutMs), which runTool applies, so the
    // step gets that or what is left of the recipe's, whichever is shorter. (This clock starts a
    // little before the engine's: it never gives a step more than the engine would leave it.)
    const left = Math.max(1, Math.floor(timeoutMs - (performance.now() - started)));
    let outcome: RunOutcome;
    try {
      outcome = await runTool(tool, input, client, { timeoutMs: left, signal: bounds.signal });
    } catch (error) {
      // A bug in a runner, never the client's: the cause goes to the log line, not to the answer.
      return errorEnvelope('INTERNAL_ERROR', 'something went wrong on our side; please retry', error);
    }
    if ('overloaded' in outcome) {
      headers = { ...headers, 'retry-after': '1' };
      return { success: false, error: { ...OVERLOADED } } satisfies Envelope;
    }
    return outcome;
  };

  const envelope = await runRecipe(recipe, { runStep, timeoutMs });
  if (!envelope.success && envelope.error.code === 'RATE_LIMITED') headers = { ...headers, 'retry-after': String(envelope.error.retryAfter ?? 1) };
  return { envelope, headers, tools };
}

/** What limit-response.ts puts on a counted answer: the X-RateLimit headers when a limit is on, Retry-After when refused. */
function limitHeaders(decision: Decision): Record<string, string> {
  const headers: Record<string, string> = {};
  if (Number.isFinite(decision.limit) && decision.limit > 0) {
    headers['x-ratelimit-limit'] = String(decision.limit);
    headers['x-ratelimit-remaining'] = String(decision.remaining);
  }
  if (!decision.allowed) headers['retry-after'] = String(decision.retryAfterSeconds ?? 1);
  return headers;
}
