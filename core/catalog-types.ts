/**
 * The catalog's three views of a tool. Each tool is authored once, as one defineTool file; what
 * is loaded of it depends on what the caller needs (DESIGN.md: metadata eager, code lazy):
 * - ToolSummary, in the eager index every import loads (catalog.generated.ts): id, name,
 *   category and the flags a runner needs before it runs anything; a few dozen bytes a tool;
 * - ToolMeta, adding the description, keywords, schemas and examples
 *   (catalog-metadata.generated.ts), loaded by whoever lists, searches or documents tools;
 * - the ToolDefinition itself, with `run` and its libraries, loaded on the tool's first run.
 */
import type { Static, TObject } from '@sinclair/typebox';
import type { CatalogTools } from './catalog.generated.ts';
import type { AnyTool } from './tool.ts';

export type ToolSummary = Pick<AnyTool, 'id' | 'name' | 'category' | 'isolate' | 'timeoutMs' | 'deterministic' | 'mcp' | 'network'>;

/** A tool's metadata: everything but its code. */
export type ToolMeta = Omit<AnyTool, 'run'>;

/** What catalog-metadata.generated.ts holds of one tool: its metadata beyond the summary. */
export type ToolDetails = Pick<AnyTool, 'description' | 'keywords' | 'input' | 'output' | 'examples'>;

/** Imports the module that holds a tool's definition. */
export type ToolLoader = () => Promise<{ default: AnyTool }>;

/** The public description of a tool (spec: Tool definition). */
export interface ToolInfo {
  id: string;
  name: string;
  description: string;
  category: string;
  parameters: TObject;
}

type CatalogTool = CatalogTools[number];
type ToolById<Id extends string> = Extract<CatalogTool, { id: Id }>;
/** Every catalog tool's id, as a union of string literals. */
export type ToolId = CatalogTool['id'];
/** What a tool accepts: defaulted fields may be left out. */
export type ToolInput<Id extends ToolId> = Static<ToolById<Id>['input']>;
export type ToolOutput<Id extends ToolId> = Static<ToolById<Id>['output']>;
/**
 * What `execute(id, …)` accepts: a catalog tool's input for its literal id, anything for an id
 * known only at run time (typed `string`), and nothing for a literal that names no tool (a typo).
 */
export type InputFor<Id extends string> = Id extends ToolId ? ToolInput<Id> : string extends Id ? unknown : never;
/** The result type of `execute(id, …)`: the tool's output for a catalog id, `unknown` for a run-time string. */
export type OutputFor<Id extends string> = Id extends ToolId ? ToolOutput<Id> : unknown;
