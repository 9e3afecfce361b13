/** Runs one contract case on a client and checks the envelope (and, for runaways, that the caller stayed free). */
import { expect } from 'vitest';
import type { ToolClient } from '../../core/index.ts';
import type { ContractCase } from './cases.ts';

export async function checkCase(client: ToolClient, contractCase: ContractCase): Promise<void> {
  let ticks = 0;
  const ticker = contractCase.runaway ? setInterval(() => ticks++, 10) : undefined;
  const started = performance.now();
  // The client's typed signature is for callers; the contract sends what the case says, bad input included.
  const envelope = await (client.execute as (id: string, input: unknown, options?: { timeoutMs?: number }) => Promise<unknown>)(
    contractCase.tool,
    contractCase.input,
    contractCase.timeoutMs === undefined ? {} : { timeoutMs: contractCase.timeoutMs },
  );
  clearInterval(ticker);
  const label = `${contractCase.title}: ${JSON.stringify(envelope).slice(0, 300)}`;
  if (contractCase.expect !== undefined) {
    expect(envelope, label).toMatchObject({ success: true, result: contractCase.expect, meta: { tool: contractCase.tool } });
    expect((envelope as { result: unknown }).result, label).toEqual(contractCase.expect);
  } else {
    expect(envelope, label).toMatchObject({ success: false, error: { code: contractCase.error!.code } });
    const message = contractCase.error!.message;
    if (message !== undefined) expect((envelope as { error: { message: string } }).error.message, label).toMatch(typeof message === 'string' ? new RegExp(`^${escapeRegExp(message)}$`) : message);
  }
  if (contractCase.runaway) {
    // The caller's event loop kept turning the whole time: about one tick per 10 ms.
    expect(ticks, label).toBeGreaterThan((performance.now() - started) / 10 / 3);
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
