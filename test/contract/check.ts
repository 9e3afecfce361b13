/** Judges a contract case's envelope (and, for runaways, that the caller's event loop stayed free). */
import { expect } from 'vitest';
import type { ToolClient } from '../../core/index.ts';
import { callCase, type CallRecord } from './call.ts';
import type { ContractCase } from './cases.ts';

export type { CallRecord };

export function checkRecord(contractCase: ContractCase, { envelope, ticks, elapsedMs }: CallRecord): void {
  const label = `${contractCase.title}: ${JSON.stringify(envelope).slice(0, 300)}`;
  if (contractCase.expect !== undefined) {
    const expected = engineTolerant(contractCase.expect);
    expect(envelope, label).toMatchObject({ success: true, result: expected, meta: { tool: contractCase.tool } });
    expect((envelope as { result: unknown }).result, label).toEqual(expected);
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

/**
 * ECMAScript leaves Math.pow, exp, log and the like "implementation-approximated" (ECMA-262
 * §21.3.2), and Bun's JavaScriptCore and V8 do differ in the last bit: a growth table compounded
 * on the server and in Node can disagree at the 16th digit. Numbers compare to 13 significant
 * digits across clients; everything else stays exact.
 */
function engineTolerant(value: unknown): unknown {
  if (typeof value === 'number') return value === 0 || !Number.isFinite(value) ? value : expect.closeTo(value, 13 - Math.floor(Math.log10(Math.abs(value))));
  if (Array.isArray(value)) return value.map(engineTolerant);
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, engineTolerant(item)]));
  return value;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
