/**
 * Calls a client as a contract case says, timing it and counting the caller's event-loop turns.
 * No vitest here: the browser harness page runs this same code in Chromium.
 */
import type { ToolClient } from '../../core/client.ts';

export interface CaseCall {
  tool: string;
  input: unknown;
  timeoutMs?: number;
}

export interface CallRecord {
  envelope: unknown;
  /** Event-loop turns of the caller while the call ran, one per 10 ms when free. */
  ticks: number;
  elapsedMs: number;
}

/** Sends what the case says, bad input included: the typed signature is for callers. */
export async function callCase(client: ToolClient, { tool, input, timeoutMs }: CaseCall): Promise<CallRecord> {
  let ticks = 0;
  const ticker = setInterval(() => ticks++, 10);
  const started = performance.now();
  const execute = client.execute as (id: string, input: unknown, options?: { timeoutMs?: number }) => Promise<unknown>;
  const envelope = await execute(tool, input, timeoutMs === undefined ? {} : { timeoutMs });
  clearInterval(ticker);
  return { envelope, ticks, elapsedMs: performance.now() - started };
}
