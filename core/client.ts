/**
 * ToolClient: one way to call tools whatever runs them (in this thread, a worker pool, a
 * browser worker, or a tooldeck server over HTTP), answering the spec's objects and envelopes.
 * Ids and inputs are typed from the catalog: a wrong field is a compile error.
 */
import { get, info as toolInfo, list as listTools } from './catalog.ts';
import type { InputFor, OutputFor, ToolInfo } from './catalog-types.ts';
import { errorEnvelope, type Envelope, type ErrorEnvelope } from './envelope.ts';
import { DEFAULT_TIMEOUT_MS, execute, unknownToolEnvelope, type ExecuteOptions } from './execute.ts';
import { MAX_INPUT_DEPTH, TOO_DEEP, valueExceedsDepth } from './lib/json-depth.ts';
import type { WorkerPool } from './pool.ts';
import { runRecipe } from './recipe/run.ts';
import { runRecipeSteps } from './recipe/run-steps.ts';
import type { Recipe, RecipeEnvelope } from './recipe/types.ts';

// Its own module so a page that only talks HTTP does not bundle the catalog (see http-client.ts).
export { createHttpClient, type HttpClientOptions } from './http-client.ts';

export type { InputFor, OutputFor, ToolId, ToolInput, ToolOutput } from './catalog-types.ts';

export interface ToolListResponse {
  success: true;
  tools: ToolInfo[];
  count: number;
}

export interface ToolInfoResponse {
  success: true;
  tool: ToolInfo;
}

export interface CallOptions {
  /** Cancels the call: the promise rejects with the signal's reason, as fetch does. */
  signal?: AbortSignal;
  /** Deadline in milliseconds; a tool's own shorter deadline wins. */
  timeoutMs?: number;
}

export interface ToolClient {
  list(): Promise<ToolListResponse>;
  info(id: string): Promise<ToolInfoResponse | ErrorEnvelope>;
  /** Typed from the catalog for a literal id; an id known only at run time (a `string`) takes and answers `unknown`. */
  execute<Id extends string>(id: Id, input: InputFor<Id>, options?: CallOptions): Promise<Envelope<OutputFor<Id>>>;
  /**
   * Runs a recipe (tools chained, core/recipe/) where this client runs tools, through the same
   * engine everywhere. `timeoutMs` is the whole recipe's deadline (30 s by default); each step
   * also keeps its tool's own.
   */
  runRecipe(recipe: Recipe, options?: CallOptions): Promise<RecipeEnvelope>;
}

/** A client that owns workers: `ready` settles once they have started, `close` ends them. */
export interface ClosableToolClient extends ToolClient {
  ready(): Promise<void>;
  close(): void;
}

async function catalogList(): Promise<ToolListResponse> {
  const infos = await listTools();
  return { success: true, tools: infos, count: infos.length };
}

async function catalogInfo(id: string): Promise<ToolInfoResponse | ErrorEnvelope> {
  const tool = await toolInfo(id);
  return tool ? { success: true, tool } : unknownToolEnvelope(id);
}

/** Runs tools in this thread. `defaults` supplies a clock, randomness or a guarded fetch. */
export function createLocalClient(defaults: Omit<ExecuteOptions, 'signal' | 'timeoutMs'> = {}): ToolClient {
  return {
    list: catalogList,
    info: catalogInfo,
    execute: (id, input, options = {}) => execute(id, input, { ...defaults, ...options }) as Promise<Envelope<never>>,
    runRecipe: (recipe, options = {}) => runRecipe(recipe, { ...defaults, ...options }),
  };
}

/** Runs every call on `pool` (worker_threads or Web Workers), under the same deadlines as the server. */
export function createPoolClient(pool: WorkerPool): ClosableToolClient {
  const client: ClosableToolClient = {
    list: catalogList,
    info: catalogInfo,
    async execute(id, input, options = {}) {
      const tool = get(id);
      if (!tool) return unknownToolEnvelope(id);
      const requested = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
      const deadline = tool.timeoutMs !== undefined ? Math.min(requested, tool.timeoutMs) : requested;
      // Posting input to a worker serialises it recursively: deep input would overflow the stack
      // on the way (after seconds, for 100,000 levels), so it is refused here, as execute refuses it.
      if (valueExceedsDepth(input, MAX_INPUT_DEPTH)) return errorEnvelope('VALIDATION_ERROR', `input: ${TOO_DEEP}`);
      const outcome = await pool.run(id, input, deadline, { signal: options.signal });
      if ('overloaded' in outcome) return overloaded(1);
      return outcome as Envelope<never>;
    },
    // Each step on the pool, so a runaway isolate step is stopped at its deadline like any call.
    runRecipe: (recipe, options = {}) => runRecipeSteps(recipe, client.execute, options),
    ready: () => pool.ready(),
    close: () => pool.close(),
  };
  return client;
}

function overloaded(retryAfter: number): ErrorEnvelope {
  const envelope = errorEnvelope('OVERLOADED', 'all workers are busy; retry shortly');
  return { success: false, error: { ...envelope.error, retryAfter } };
}
