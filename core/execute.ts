/** execute: validate → run under a deadline → envelope. The one entry point every surface calls. */
import { get, loadedTool, loadTool } from './catalog.ts';
import type { InputFor, OutputFor, ToolSummary } from './catalog-types.ts';
import { errorEnvelope, timeoutEnvelope, type Envelope, type ErrorEnvelope } from './envelope.ts';
import { quoteClipped } from './lib/quote.ts';
import { resultOverflow } from './lib/result-size.ts';
import { ToolError } from './errors.ts';
import { scopeToolCache } from './tool-cache.ts';
import type { AnyTool, ToolCache, ToolContext } from './tool.ts';
import { validateInput } from './validate.ts';

// Lives in envelope.ts (the HTTP client needs it without the catalog); still exported here for existing importers.
export { timeoutEnvelope };

/** The deadline of a run when neither the caller nor the tool asks for a shorter one. */
export const DEFAULT_TIMEOUT_MS = 10_000;

export interface ExecuteOptions {
  /**
   * Deadline in milliseconds; the tool's own `timeoutMs` wins when shorter. In this thread it
   * stops a tool that awaits; synchronous code runs to its end first (see execute).
   */
  timeoutMs?: number;
  /** Cancels the run: `execute` then rejects with the signal's reason, like fetch. */
  signal?: AbortSignal;
  now?: () => Date;
  random?: (size: number) => Uint8Array;
  fetch?: typeof fetch;
  /**
   * The cache tools get as ctx.cache, each under its own keys (tool-cache.ts scopes them by tool
   * id). Without one, tools that cache run without (kktc-exchange-rates then asks its source on
   * every call); MemoryToolCache keeps entries in this process.
   */
  cache?: ToolCache;
}

const GETRANDOM_LIMIT = 65_536;

export function cryptoRandom(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  for (let offset = 0; offset < size; offset += GETRANDOM_LIMIT) {
    crypto.getRandomValues(bytes.subarray(offset, offset + GETRANDOM_LIMIT));
  }
  return bytes;
}

function deadlineOf(tool: AnyTool, requested: number | undefined): number {
  const base = requested ?? DEFAULT_TIMEOUT_MS;
  return tool.timeoutMs !== undefined ? Math.min(base, tool.timeoutMs) : base;
}

/** The NOT_FOUND answer for an id that names no tool, shared by every surface. */
export function unknownToolEnvelope(id: string): ErrorEnvelope {
  return errorEnvelope('NOT_FOUND', `no tool with id ${quoteClipped(id, 64)}`);
}

/**
 * Runs tool `id` on `input` in this thread and answers the spec's envelope; never throws except
 * when the caller aborts. Typed from the catalog for a literal id (a string known only at run
 * time takes and answers `unknown`).
 *
 * In this thread `timeoutMs` cannot interrupt synchronous code: a tool that computes without
 * awaiting (a runaway regex) runs to its end, and only then is its answer replaced by TIMEOUT.
 * To have deadlines stop such runs, use `tooldeck/node`'s execute (isolate tools on worker
 * threads) or a worker client (createNodeClient, createBrowserClient).
 */
export async function execute<Id extends string>(id: Id, input: InputFor<Id>, options: ExecuteOptions = {}): Promise<Envelope<OutputFor<Id>>> {
  const tool = typeof id === 'string' ? get(id) : undefined;
  if (!tool) return unknownToolEnvelope(String(id));
  return (await executeTool(tool, input, options)) as Envelope<OutputFor<Id>>;
}

/**
 * Runs `tool`: a catalog tool by its summary (its code is imported on its first run, which the
 * deadline does not count), or a definition passed whole (a tool of your own, from defineTool).
 */
export async function executeTool(tool: AnyTool | ToolSummary, input: unknown, options: ExecuteOptions = {}): Promise<Envelope> {
  return executeToolEager(tool, input, options);
}

/**
 * executeTool without the promise when the tool is synchronous and its code loaded, as most are
 * after their first run: the envelope comes back at once, so the server answers a small call
 * without waiting on a microtask per layer. It throws only when `options.signal` is already
 * aborted (or rejects when the caller aborts).
 */
export function executeToolEager(tool: AnyTool | ToolSummary, input: unknown, options: ExecuteOptions = {}): Envelope | Promise<Envelope> {
  const definition = 'run' in tool ? tool : loadedTool(tool.id);
  if (definition) return runDefinition(definition, input, options);
  options.signal?.throwIfAborted();
  const loading = loadTool(tool.id);
  if (!loading) return unknownToolEnvelope(tool.id);
  return loading.then(
    (loaded) => runDefinition(loaded, input, options),
    (error: unknown) => errorEnvelope('INTERNAL_ERROR', `the code of tool ${tool.id} failed to load; this is a bug on our side`, error),
  );
}

function runDefinition(tool: AnyTool, input: unknown, options: ExecuteOptions): Envelope | Promise<Envelope> {
  const started = performance.now();
  options.signal?.throwIfAborted();

  const validation = validateInput<Record<string, unknown>>(tool.input, input);
  if (!validation.ok) return errorEnvelope('VALIDATION_ERROR', validation.message);

  const deadline = deadlineOf(tool, options.timeoutMs);
  const abort = new LazyAbort();
  const ctx: ToolContext = {
    now: options.now ?? newDate,
    random: options.random ?? cryptoRandom,
    get signal() {
      return abort.signal;
    },
  };
  if (options.fetch) ctx.fetch = options.fetch;
  if (options.cache) ctx.cache = scopeToolCache(options.cache, tool.id);

  let running: unknown;
  try {
    running = tool.run(validation.value, ctx);
  } catch (error) {
    return failureEnvelope(error);
  }
  // Most tools are synchronous: they are done here, with no timer or race to pay for.
  if (!isPromiseLike(running)) return settled(tool, running, started, deadline);
  return raceDeadline(Promise.resolve(running), deadline, abort, options.signal).then(
    (outcome) => (outcome === TIMED_OUT ? timeoutEnvelope(deadline) : settled(tool, outcome, started, deadline)),
    (error: unknown) => {
      if (options.signal?.aborted && error === options.signal.reason) throw error;
      return failureEnvelope(error);
    },
  );
}

/** The envelope of a run that returned `result`; in-process a synchronous stretch cannot be interrupted, only judged when it returns. */
function settled(tool: AnyTool, result: unknown, started: number, deadline: number): Envelope {
  const elapsed = performance.now() - started;
  if (elapsed > deadline) return timeoutEnvelope(deadline);
  // The central bound on results (lib/result-size.ts): whatever part of a result a tool built
  // outside its own budget, nothing past the cap reaches a serialiser or a socket.
  const overflow = resultOverflow(result);
  if (overflow !== undefined) return errorEnvelope('VALIDATION_ERROR', overflow);
  return { success: true, result, meta: { tool: tool.id, executionMs: Math.round(elapsed) } };
}

/**
 * An AbortController made on the first read of its signal: most tools never read ctx.signal, and
 * a controller per call was a measurable share of a small request's cost on the server
 * (bench/server.ts). A signal first read after the abort is born aborted, with the same reason.
 */
class LazyAbort {
  #controller: AbortController | undefined;
  #aborted = false;
  #reason: unknown;

  get signal(): AbortSignal {
    if (!this.#controller) {
      this.#controller = new AbortController();
      if (this.#aborted) this.#controller.abort(this.#reason);
    }
    return this.#controller.signal;
  }

  abort(reason: unknown): void {
    if (this.#aborted) return;
    this.#aborted = true;
    this.#reason = reason;
    this.#controller?.abort(reason);
  }
}

function newDate(): Date {
  return new Date();
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}

function failureEnvelope(error: unknown): ErrorEnvelope {
  if (error instanceof ToolError) return errorEnvelope(error.code, error.message);
  return errorEnvelope('INTERNAL_ERROR', 'the tool failed unexpectedly; this is a bug on our side', error);
}

/** Settles with the run's value, TIMED_OUT at the deadline, or rejects when the caller aborts. */
async function raceDeadline(
  running: Promise<unknown>,
  deadline: number,
  abort: LazyAbort,
  signal?: AbortSignal,
): Promise<unknown> {
  // A run left behind by the deadline may still fail later; that failure has no one to report to.
  running.catch(() => {});
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onCallerAbort: (() => void) | undefined;
  const timedOut = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => {
      abort.abort(new DOMException('the run passed its deadline', 'TimeoutError'));
      resolve(TIMED_OUT);
    }, deadline);
  });
  const callerAborted = new Promise<never>((_, reject) => {
    if (!signal) return;
    onCallerAbort = () => {
      abort.abort(signal.reason);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onCallerAbort, { once: true });
  });
  try {
    return await Promise.race([running, timedOut, callerAborted]);
  } finally {
    clearTimeout(timer);
    if (onCallerAbort) signal?.removeEventListener('abort', onCallerAbort);
  }
}

const TIMED_OUT = Symbol('timed out');

