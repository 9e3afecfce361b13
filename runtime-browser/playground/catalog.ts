/** The tools the page knows without loading their code: the build-time snapshot of core's catalog. */
import { catalog } from 'virtual:tooldeck-catalog';
import type { ToolInfo } from '../../core/catalog.ts';
import type { SnapshotExample } from './catalog-snapshot.ts';

export const snapshotTools: readonly ToolInfo[] = catalog.map(({ examples: _examples, ...info }) => info);

export function examplesOf(id: string): SnapshotExample[] {
  return catalog.find((tool) => tool.id === id)?.examples ?? [];
}
