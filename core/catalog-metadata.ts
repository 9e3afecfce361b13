/**
 * Every tool's metadata (description, keywords, schemas and examples), without any tool's code:
 * what the server, MCP, search, the docs and the playground's list need at start. Loaded on demand by the library
 * (catalog.ts list/info), imported directly by the server.
 */
import { entries } from './catalog.generated.ts';
import { metadata } from './catalog-metadata.generated.ts';
import type { ToolInfo, ToolMeta } from './catalog-types.ts';

function metaOf(summary: (typeof entries)[number]): ToolMeta {
  const details = metadata[summary.id];
  if (!details) throw new Error(`no metadata generated for tool ${summary.id}: run npm run generate`);
  return Object.freeze({ ...summary, ...details });
}

/** Every tool's metadata, in catalog order. */
export const tools: readonly ToolMeta[] = entries.map(metaOf);

const byId = new Map<string, ToolMeta>(tools.map((tool) => [tool.id, tool]));

export function get(id: string): ToolMeta | undefined {
  return byId.get(id);
}

export function info(tool: ToolMeta): ToolInfo {
  return { id: tool.id, name: tool.name, description: tool.description, category: tool.category, parameters: tool.input };
}

/** Every tool's public description, in catalog order. */
export function list(): ToolInfo[] {
  return tools.map(info);
}
