/**
 * The catalog as MCP tools: which tools the surface lists directly (MCP_TOOLS), and each one's
 * tools/list entry, built from the tool definition once at start. Schemas are the catalog's own
 * TypeBox schemas as plain JSON Schema, by the same conversion the OpenAPI document uses.
 */
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { tools as catalog } from '../../core/catalog-metadata.ts';
import { toJsonSchema } from '../openapi.ts';
import { runToCallResult, type CallReport, type RunTool } from './call-result.ts';
import { mcpNameOf } from './tool-names.ts';
import type { ToolMeta } from '../../core/catalog-types.ts';

export type McpToolSet = 'curated' | 'all';

/** One entry of tools/list and what tools/call does for it. */
export interface McpToolHandler {
  readonly definition: Tool;
  call(args: Record<string, unknown>, report: CallReport): Promise<CallToolResult>;
}

/** `curated`: the tools marked `mcp: true`; `all`: the whole catalog. In catalog order either way. */
export function exposedCatalogTools(set: McpToolSet): ToolMeta[] {
  return set === 'all' ? [...catalog] : catalog.filter((tool) => tool.mcp === true);
}

/** Longer examples stay out of the description: it is sent to the model with every tools/list. */
const MAX_EXAMPLE_CHARACTERS = 400;

export function describeTool(tool: ToolMeta): Tool {
  return {
    name: mcpNameOf(tool.id),
    title: tool.name,
    description: descriptionWithExample(tool),
    inputSchema: toJsonSchema(tool.input, '#') as Tool['inputSchema'],
    outputSchema: toJsonSchema(tool.output, '#') as Tool['outputSchema'],
    annotations: {
      title: tool.name,
      // Every catalog tool only computes an answer from its input: nothing is written anywhere.
      readOnlyHint: true,
      // Absent, openWorldHint means true (MCP spec): it is set false for every tool that stays offline.
      openWorldHint: tool.network === true,
      idempotentHint: tool.deterministic !== false,
    },
  };
}

/**
 * The tool's description with its first example, so a model sees a call that works. A tool
 * whose output is random shows only the example's arguments: its recorded output was made with
 * all-zero random bytes and would mislead.
 */
function descriptionWithExample(tool: ToolMeta): string {
  const example = tool.examples[0];
  if (!example) return tool.description;
  const input = JSON.stringify(example.input);
  const line = tool.deterministic === false ? `Example arguments: ${input}` : `Example: ${input} → ${JSON.stringify(example.output)}`;
  return line.length > MAX_EXAMPLE_CHARACTERS ? tool.description : `${tool.description}\n\n${line}`;
}

export function catalogToolHandler(tool: ToolMeta, runTool: RunTool): McpToolHandler {
  return {
    definition: describeTool(tool),
    call: (args, report) => runToCallResult(runTool, tool, args, report),
  };
}
