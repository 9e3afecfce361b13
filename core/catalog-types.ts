/**
 * The catalog's three views of a tool. Each tool is authored once, as one defineTool file; what
 * is loaded of it depends on what the caller needs (DESIGN.md: metadata eager, code lazy):
 * - ToolSummary, in the eager index every import loads (catalog.generated.ts): id, name,
 *   category and the flags a runner needs before it runs anything; a few dozen bytes a tool;
 * - ToolMeta, adding the description, keywords, schemas and examples
 *   (catalog-metadata.generated.ts), loaded by whoever lists, searches or documents tools;
 * - the ToolDefinition itself, with `run` and its libraries, loaded on the tool's first run.
 */
import type { TObject } from '@sinclair/typebox';
import type { AnyTool } from './tool.ts';

export type ToolSummary = Pick<AnyTool, 'id' | 'name' | 'category' | 'isolate' | 'timeoutMs' | 'deterministic' | 'mcp' | 'network'>;

/** A tool's metadata: everything but its code. */
export type ToolMeta = Omit<AnyTool, 'run'>;

/** What catalog-metadata.generated.ts holds of one tool: its metadata beyond the summary. */
export type ToolDetails = Pick<AnyTool, 'description' | 'keywords' | 'input' | 'output' | 'examples'>;

/** An eager index entry: the summary, and the module that holds the rest. */
export interface CatalogEntry extends ToolSummary {
  load(): Promise<{ default: AnyTool }>;
}

/** The public description of a tool (spec: Tool definition). */
export interface ToolInfo {
  id: string;
  name: string;
  description: string;
  category: string;
  parameters: TObject;
}
