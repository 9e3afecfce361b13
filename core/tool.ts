/** defineTool and the ToolDefinition type: the one shape every tool is written in. */
import type { Static, TObject } from '@sinclair/typebox';
import type { RunInput } from './schema.ts';

export { invalid, ToolError } from './errors.ts';

export const CATEGORIES = [
  'encoding',
  'crypto',
  'validation',
  'data',
  'conversion',
  'math',
  'finance',
  'health',
  'datetime',
  'text',
  'generators',
  'documents',
  'developer',
] as const;

export type Category = (typeof CATEGORIES)[number];

/** The capabilities a tool may use; tools never reach for clocks, randomness or the network directly. */
export interface ToolContext {
  /** The current time (pinned in tests and examples). */
  now(): Date;
  /** `size` cryptographically random bytes. */
  random(size: number): Uint8Array;
  /** Aborted when the run passes its deadline or the caller gives up. */
  signal: AbortSignal;
  /** A guarded fetch, absent where the runtime offers no network. */
  fetch?: typeof fetch;
  /**
   * A small cache of text with expiry, kept by the runtime for this tool alone: its keys are the
   * tool's own (the runtime prefixes them with the tool's id), so no tool reads another's
   * entries. On the server it is shared by every instance (Redis with REDIS_URL, else the
   * instance's memory); absent where the caller gave none, and a tool must work without it.
   */
  cache?: ToolCache;
}

/**
 * What ctx.cache offers: text under a key, for `ttlSeconds`. A cache is a help, never a source of
 * truth: an entry may be gone before its TTL (evicted, or the store restarted), and get or set may
 * reject (the store unreachable), which a tool treats as a miss or as not stored, never as a failure.
 */
export interface ToolCache {
  /** The text stored under `key` and not yet expired, or undefined. */
  get(key: string): Promise<string | undefined>;
  /** Stores `value` under `key` for `ttlSeconds`, replacing what was there; a TTL of 0 or less stores nothing. */
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
}

export interface ToolExample<I, O> {
  title?: string;
  input: I;
  output: O;
  /** The clock this example's output assumes (ISO 8601); examples otherwise run at 2024-01-01T00:00:00Z. */
  now?: string;
}

export interface ToolDefinition<I extends TObject = TObject, O extends TObject = TObject, Id extends string = string> {
  /** Lowercase kebab-case id, the path segment of /api/tools/{id}. */
  id: Id;
  name: string;
  category: Category;
  description: string;
  /**
   * What people type when looking for this tool that the id and name do not already say: the
   * aliases and abbreviations of other tool sites and command lines (sha256, md5, b64, yml,
   * epoch, regexp, cron, uuid v4…). Search ranks them below the id and name and above the
   * description. Lowercase, 1–40 characters each; several words are fine ("unix time").
   */
  keywords: readonly string[];
  input: I;
  output: O;
  examples: ToolExample<Static<I>, Static<O>>[];
  /** Runs on a worker under the deadline where the runtime has workers (hostile input may run long). */
  isolate?: boolean;
  /** A deadline shorter than the runtime's default, for tools that must give up early. */
  timeoutMs?: number;
  /** False when the output depends on randomness (examples then run with zero random bytes). */
  deterministic?: boolean;
  /** Exposed directly on the MCP surface's curated set. */
  mcp?: boolean;
  /**
   * True for tools that reach the network (they call `ctx.fetch`): the MCP surface marks them
   * `openWorldHint`, so a client knows the result depends on the outside world. The catalog test
   * checks the flag against the tool's source.
   */
  network?: boolean;
  run(input: RunInput<I>, ctx: ToolContext): Static<O> | Promise<Static<O>>;
}

/** A tool of any schema, as the catalog holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTool = ToolDefinition<any, any>;

const TOOL_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Declares a tool. Typing happens here; checking the schemas' shape is the catalog test's job. */
export function defineTool<const Id extends string, I extends TObject, O extends TObject>(tool: ToolDefinition<I, O, Id>): ToolDefinition<I, O, Id> {
  if (!TOOL_ID.test(tool.id)) throw new Error(`tool id ${JSON.stringify(tool.id)} is not kebab-case`);
  return Object.freeze(tool);
}
