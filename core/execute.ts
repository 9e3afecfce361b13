/** execute: validate → run under a deadline → envelope. The one entry point every surface calls. */
import { get } from './catalog.ts';
import { errorEnvelope, timeoutEnvelope, type Envelope, type ErrorEnvelope } from './envelope.ts';
import { quoteClipped } from './lib/quote.ts';
import { ToolError } from './errors.ts';
import type { AnyTool, ToolContext } from './tool.ts';
import { validateInput } from './validate.ts';

// Lives in envelope.ts (the HTTP client needs it without the catalog); still exported here for existing importers.
export { timeoutEnvelope };

/** The deadline of a run when neither the caller nor the tool asks for a shorter one. */
export const DEFAULT_TIMEOUT_MS = 10_000;

export interface ExecuteOptions {
  /** Deadline in milliseconds; the tool's own `timeoutMs` wins when shorter. */
  timeoutMs?: number;
  /** Cancels the run: `execute` then rejects with the signal's reason, like fetch. */
  signal?: AbortSignal;
  now?: () => Date;
  random?: (size: number) => Uint8Array;
  fetch?: typeof fetch;
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

/** Runs tool `id` on `input` and answers the spec's envelope; never throws except when the caller aborts. */
export async function execute(id: string, input: unknown, options: ExecuteOptions = {}): Promise<Envelope> {
  const tool = typeof id === 'string' ? get(id) : undefined;
  if (!tool) return unknownToolEnvelope(String(id));
  return executeTool(tool, input, options);
}

export async function executeTool(tool: AnyTool, input: unknown, options: ExecuteOptions = {}): Promise<Envelope> {
  const started = performance.now();
  options.signal?.throwIfAborted();

  const validation = validateInput<Record<string, unknown>>(tool.input, input);
  if (!validation.ok) return errorEnvelope('VALIDATION_ERROR', validation.message);

  const deadline = deadlineOf(tool, options.timeoutMs);
  const controller = new AbortController();
  const ctx: ToolContext = {
    now: options.now ?? (() => new Date()),
    random: options.random ?? cryptoRandom,
    signal: controller.signal,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };

  const succeed = (result: unknown): Envelope => {
    // In-process a synchronous stretch cannot be interrupted, only judged when it returns.
    if (performance.now() - started > deadline) return timeoutEnvelope(deadline);
    return { success: true, result, meta: { tool: tool.id, executionMs: Math.round(performance.now() - started) } };
  };

  let running: unknown;
  try {
    running = tool.run(validation.value, ctx);
  } catch (error) {
    return failureEnvelope(error);
  }
  // Most tools are synchronous: they are done here, with no timer or race to pay for.
  if (!isPromiseLike(running)) return succeed(running);
  return raceDeadline(Promise.resolve(running), deadline, controller, options.signal).then(
    (outcome) => (outcome === TIMED_OUT ? timeoutEnvelope(deadline) : succeed(outcome)),
    (error: unknown) => {
      if (options.signal?.aborted && error === options.signal.reason) throw error;
      return failureEnvelope(error);
    },
  );
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}

function failureEnvelope(error: unknown): ErrorEnvelope {
  if (error instanceof ToolError) return errorEnvelope(error.code, error.message);
  return errorEnvelope('INTERNAL_ERROR', 'the tool failed unexpectedly; this is a bug on our side', error);
}

/** Settles with the run's value, TIMED_OUT at the deadline, or rejects when the caller aborts. */
async function raceDeadline(running: Promise<unknown>, deadline: number, controller: AbortController, signal?: AbortSignal): Promise<unknown> {
  // A run left behind by the deadline may still fail later; that failure has no one to report to.
  running.catch(() => {});
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onCallerAbort: (() => void) | undefined;
  const timedOut = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => {
      controller.abort(new DOMException('the run passed its deadline', 'TimeoutError'));
      resolve(TIMED_OUT);
    }, deadline);
  });
  const callerAborted = new Promise<never>((_, reject) => {
    if (!signal) return;
    onCallerAbort = () => {
      controller.abort(signal.reason);
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

