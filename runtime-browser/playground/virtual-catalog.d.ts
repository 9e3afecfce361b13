/** The module catalog-snapshot.ts generates at build time. */
declare module 'virtual:tooldeck-catalog' {
  import type { ToolInfo } from '../../core/catalog.ts';

  export const catalog: ToolInfo[];
  /** Each tool's search keywords by id: apart from catalog, whose entries are the spec's ToolInfo. */
  export const keywords: Record<string, string[]>;
  /** By tool id, the result fields its output schema declares as Base64 bytes, with their media types; tools with none are absent. */
  export const binaryOutputs: Record<string, Record<string, string>>;
  /** The ids of the tools that reach the network (`network: true`, they call ctx.fetch). */
  export const networkTools: string[];
}

/** Every tool's examples by id, a module of its own that the page loads when a tool is chosen. */
declare module 'virtual:tooldeck-examples' {
  import type { SnapshotExample } from './catalog-snapshot.ts';

  export const examples: Record<string, SnapshotExample[]>;
}
