/**
 * The catalog as every import loads it: a small index of summaries (catalog.generated.ts, written
 * from the tool files by `npm run generate`), each tool's code imported on its first run, and its
 * schemas and examples (catalog-metadata.ts) only when something lists or documents tools.
 * Importing the library therefore costs the index, not the tools: see bench/catalog-scale.ts.
 */
import { entries, loaders } from './catalog.generated.ts';
import type { ToolInfo, ToolLoader, ToolSummary } from './catalog-types.ts';
import type { AnyTool } from './tool.ts';

export type { ToolInfo, ToolMeta, ToolSummary } from './catalog-types.ts';

/** Every tool's summary, in catalog order. */
export const tools: readonly ToolSummary[] = entries;

const byId = new Map<string, ToolSummary>(entries.map((entry) => [entry.id, entry]));
/** Built on the first load, so that a bundle that never loads tools (the playground's page) can drop every loader. */
let loaderOf: Map<string, ToolLoader> | undefined;
const loaded = new Map<string, AnyTool>();
const loading = new Map<string, Promise<AnyTool>>();

export function get(id: string): ToolSummary | undefined {
  return byId.get(id);
}

/** Tool `id`'s definition if its code has loaded already: lets a runner stay synchronous after the first run. */
export function loadedTool(id: string): AnyTool | undefined {
  return loaded.get(id);
}

/** Tool `id`'s definition, its module imported on first use; undefined for an id no tool has. A failed import is retried next time. */
export function loadTool(id: string): Promise<AnyTool> | undefined {
  loaderOf ??= new Map(entries.map((entry, index) => [entry.id, loaders[index]!]));
  const load = loaderOf.get(id);
  if (!load) return undefined;
  let pending = loading.get(id);
  if (!pending) {
    pending = load().then(({ default: tool }) => {
      if (tool.id !== id) throw new Error(`the module of tool ${id} holds tool ${tool.id}: run npm run generate`);
      loaded.set(id, tool);
      return tool;
    });
    pending.catch(() => loading.delete(id));
    loading.set(id, pending);
  }
  return pending;
}

/** Every tool's public description, in catalog order; loads the schemas on first call, no tool code. */
export async function list(): Promise<ToolInfo[]> {
  return (await import('./catalog-metadata.ts')).list();
}

/** Tool `id`'s public description, or undefined for an id no tool has. */
export async function info(id: string): Promise<ToolInfo | undefined> {
  const metadata = await import('./catalog-metadata.ts');
  const tool = metadata.get(id);
  return tool && metadata.info(tool);
}
