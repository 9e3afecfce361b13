/** The tools the page knows without loading their code: the build-time snapshot of core's catalog. */
import { binaryOutputs, catalog, networkTools } from 'virtual:tooldeck-catalog';
import type { ToolInfo } from '../../core/catalog.ts';
import type { SnapshotExample } from './catalog-snapshot.ts';

export const snapshotTools: readonly ToolInfo[] = catalog;

/** A tool's examples, from their own module (loaded once, on the first tool chosen). */
export async function examplesOf(id: string): Promise<SnapshotExample[]> {
  const { examples } = await import('virtual:tooldeck-examples');
  return Object.hasOwn(examples, id) ? examples[id]! : [];
}

/** The result fields tool `id` declares as bytes in Base64, with their media types. */
export function binaryOutputsOf(id: string): Readonly<Record<string, string>> {
  return Object.hasOwn(binaryOutputs, id) ? binaryOutputs[id]! : {};
}

/** Whether tool `id` reaches the network (`network: true` in core/tool.ts: it calls ctx.fetch). */
export function isNetworkTool(id: string): boolean {
  return networkTools.includes(id);
}
