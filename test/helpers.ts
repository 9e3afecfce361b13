/** Shared test helpers: pinned clocks and randomness, and envelope shortcuts. */
import { expect } from 'vitest';
import { executeTool, type Envelope, type ToolExample } from '../core/index.ts';
import { get } from '../core/catalog.ts';
import type { ToolMeta } from '../core/catalog-types.ts';

export const EXAMPLE_NOW = '2024-01-01T00:00:00.000Z';

/** Randomness of all-zero bytes: what examples of random tools run with. */
export const zeroRandom = (size: number): Uint8Array => new Uint8Array(size);

/** Runs an example at its clock with zero randomness; a network tool's examples need `fetch` (test/upstreams.ts). */
export function runExample(tool: ToolMeta, example: ToolExample<unknown, unknown>, fetch?: typeof globalThis.fetch): Promise<Envelope> {
  const now = new Date(example.now ?? EXAMPLE_NOW);
  return executeTool(tool, example.input, { now: () => now, random: zeroRandom, ...(fetch ? { fetch } : {}) });
}

/** Runs a tool and returns its result, failing the test on an error envelope. */
export async function run<R = Record<string, unknown>>(id: string, input: unknown, options: { now?: string; random?: (size: number) => Uint8Array } = {}): Promise<R> {
  const envelope = await call(id, input, options);
  if (!envelope.success) throw new Error(`${id} failed: ${envelope.error.code} ${envelope.error.message}`);
  return envelope.result as R;
}

/** Runs a tool and returns the whole envelope. */
export function call(id: string, input: unknown, options: { now?: string; random?: (size: number) => Uint8Array } = {}): Promise<Envelope> {
  const tool = get(id);
  if (!tool) throw new Error(`no tool ${id}`);
  const now = options.now ? new Date(options.now) : undefined;
  return executeTool(tool, input, { ...(now ? { now: () => now } : {}), ...(options.random ? { random: options.random } : {}) });
}

/** Asserts a VALIDATION_ERROR whose message matches `message`. */
export async function expectInvalid(id: string, input: unknown, message: string | RegExp): Promise<void> {
  const envelope = await call(id, input);
  expect(envelope.success, JSON.stringify(envelope)).toBe(false);
  if (!envelope.success) {
    expect(envelope.error.code).toBe('VALIDATION_ERROR');
    expect(envelope.error.message).toMatch(message);
  }
}
