/**
 * Every tool's examples as contract cases, so each new tool joins the contract suite on its own.
 * Left out: examples of random tools, and those whose output depends on the clock (found by
 * running each at two different times), since remote clients cannot pin either.
 */
import { executeTool, type Envelope } from '../../core/index.ts';
import { tools } from '../../core/catalog-metadata.ts';
import { zeroRandom } from '../helpers.ts';
import type { ContractCase } from './cases.ts';

const CLOCKS = ['2024-01-01T00:00:00.000Z', '2031-07-15T12:34:56.000Z'].map((iso) => new Date(iso));

async function clockIndependent(run: (now: Date) => Promise<Envelope>): Promise<boolean> {
  const [first, second] = await Promise.all(CLOCKS.map(run));
  return JSON.stringify(first) === JSON.stringify({ ...second, meta: (first as { meta?: unknown }).meta });
}

export async function exampleCases(): Promise<ContractCase[]> {
  const cases: ContractCase[] = [];
  for (const tool of tools) {
    if (tool.deterministic === false) continue;
    for (const [index, example] of tool.examples.entries()) {
      if (example.now !== undefined) continue;
      const stable = await clockIndependent((now) => executeTool(tool, example.input, { now: () => now, random: zeroRandom }));
      if (!stable) continue;
      cases.push({ title: `${tool.id} example ${index + 1}${example.title ? `: ${example.title}` : ''}`, tool: tool.id, input: example.input, expect: example.output });
    }
  }
  return cases;
}
