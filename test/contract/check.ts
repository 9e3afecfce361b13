/** Judges a contract case's envelope (and, for runaways, that the caller's event loop stayed free). */
import { expect } from 'vitest';
import type { ToolClient } from '../../core/index.ts';
import { callCase, type CallRecord } from './call.ts';
import type { ContractCase } from './cases.ts';

export type { CallRecord };

export function checkRecord(contractCase: ContractCase, { envelope, ticks, elapsedMs }: CallRecord): void {
  const label = `${contractCase.title}: ${JSON.stringify(envelope).slice(0, 300)}`;
  if (contractCase.expect !== undefined) {
    expect(envelope, label).toMatchObject({ success: true, result: contractCase.expect, meta: { tool: contractCase.tool } });
    expect((envelope as { result: unknown }).result, label).toEqual(contractCase.expect);
  } else {
    expect(envelope, label).toMatchObject({ success: false, error: { code: contractCase.error!.code } });
    const message = contractCase.error!.message;
    if (message !== undefined) expect((envelope as { error: { message: string } }).error.message, label).toMatch(typeof message === 'string' ? new RegExp(`^${escapeRegExp(message)}$`) : message);
  }
  // The caller's event loop kept turning the whole time: about one tick per 10 ms.
  if (contractCase.runaway) expect(ticks, label).toBeGreaterThan(elapsedMs / 10 / 3);
}

export async function checkCase(client: ToolClient, contractCase: ContractCase): Promise<void> {
  checkRecord(contractCase, await callCase(client, contractCase));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
