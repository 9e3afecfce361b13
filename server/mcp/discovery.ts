/**
 * The two discovery tools that reach the whole catalog without listing it (a few hundred tool
 * schemas would flood a model's context): `search_tools` finds tools by words, `run_tool` runs
 * one by id through the same runTool as the API, so its result is the tool's own.
 */
import { Type, type TObject } from '@sinclair/typebox';
import { get } from '../../core/catalog-metadata.ts';
import { unknownToolEnvelope } from '../../core/execute.ts';
import { closedObject, stringEnum, withDefault } from '../../core/schema.ts';
import { createToolSearch } from '../../core/search.ts';
import { CATEGORIES, type Category } from '../../core/tool.ts';
import { validateInput } from '../../core/validate.ts';
import { toJsonSchema } from '../openapi.ts';
import { errorResult, runToCallResult, successResult, type RunTool } from './call-result.ts';
import type { McpToolHandler } from './mcp-tools.ts';
import { mcpNameOf } from './tool-names.ts';
import type { ToolMeta } from '../../core/catalog-types.ts';

export const SEARCH_TOOLS = 'search_tools';
export const RUN_TOOL = 'run_tool';

const searchInput = closedObject({
  query: Type.String({
    maxLength: 200,
    description:
      'Words to look for in tool ids, names, keywords, categories and descriptions, e.g. "hmac", "csv json", "decode jwt", "sha256", "yml"; ' +
      'small typos are forgiven; an empty query lists every tool',
  }),
  category: Type.Optional(stringEnum(CATEGORIES, { description: 'Only tools of this category' })),
  limit: withDefault(Type.Integer({ minimum: 1, maximum: 50, description: 'At most this many tools, best matches first' }), 10),
});

const searchOutput = closedObject({
  tools: Type.Array(
    closedObject({
      id: Type.String({ description: 'The tool id: what run_tool takes' }),
      name: Type.String({ description: 'Display name' }),
      description: Type.String(),
      category: Type.String(),
      parameters: Type.Object({}, { description: 'JSON Schema of the arguments the tool takes' }),
      callWith: Type.String({ description: 'The MCP tool to call it with: its own name when this server lists it, else run_tool' }),
    }),
  ),
  total: Type.Integer({ minimum: 0, description: 'How many tools matched (more than listed when over limit)' }),
});

const runInput = closedObject({
  id: Type.String({ maxLength: 100, description: 'The tool id, as search_tools gives it (e.g. hash-generate)' }),
  // Optional, not withDefault: TypeBox's Default would turn an array given here into an object.
  arguments: Type.Optional(Type.Object({}, { description: "The tool's arguments: an object matching the parameters search_tools gives for it; {} when left out" })),
});

type Definition = McpToolHandler['definition'];

function definition(name: string, title: string, description: string, input: TObject, output: object, hints: Omit<NonNullable<Definition['annotations']>, 'title'>): Definition {
  return {
    name,
    title,
    description,
    inputSchema: toJsonSchema(input, '#') as Definition['inputSchema'],
    outputSchema: output as Definition['outputSchema'],
    annotations: { title, ...hints },
  };
}

/** `listed`: the ids this server lists directly, so search results say how to call each tool. */
export function discoveryTools(catalog: readonly ToolMeta[], listed: ReadonlySet<string>, runTool: RunTool): McpToolHandler[] {
  const search = createToolSearch(catalog);
  const parameters = new Map(catalog.map((tool) => [tool.id, toJsonSchema(tool.input, '#')]));

  const searchTools: McpToolHandler = {
    definition: definition(
      SEARCH_TOOLS,
      'Search tools',
      `Find tools in the whole tooldeck catalog (${catalog.length} tools: encoding, hashing, JSON/CSV/XML/YAML conversion, text, dates, calculators, generators, validators) by words. ` +
        'Gives each tool\'s id, name, description, category and argument schema; run one with run_tool, or call it directly when callWith names it.',
      searchInput,
      toJsonSchema(searchOutput, '#'),
      { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    ),
    async call(args) {
      const input = validateInput<{ query: string; category?: Category; limit: number }>(searchInput, args);
      if (!input.ok) return errorResult('VALIDATION_ERROR', input.message);
      const { matches, total } = search(input.value.query, { category: input.value.category, limit: input.value.limit });
      return successResult({
        tools: matches.map((tool) => ({
          id: tool.id,
          name: tool.name,
          description: tool.description,
          category: tool.category,
          parameters: parameters.get(tool.id)!,
          callWith: listed.has(tool.id) ? mcpNameOf(tool.id) : RUN_TOOL,
        })),
        total,
      });
    },
  };

  const runToolHandler: McpToolHandler = {
    definition: definition(
      RUN_TOOL,
      'Run a tool',
      'Run any tooldeck tool by its id (from search_tools) with its arguments; answers exactly what the tool itself answers.',
      runInput,
      { type: 'object', description: "The tool's result, as its own output schema describes it" },
      // As open as the most open tool it can run: some tools are random, some fetch.
      { readOnlyHint: true, idempotentHint: catalog.every((tool) => tool.deterministic !== false), openWorldHint: catalog.some((tool) => tool.network === true) },
    ),
    async call(args, report) {
      const input = validateInput<{ id: string; arguments?: Record<string, unknown> }>(runInput, args);
      if (!input.ok) return errorResult('VALIDATION_ERROR', input.message);
      const tool = get(input.value.id);
      if (!tool) {
        const { code, message } = unknownToolEnvelope(input.value.id).error;
        return errorResult(code, `${message}; search_tools lists the ids`);
      }
      return runToCallResult(runTool, tool, input.value.arguments ?? {}, report);
    },
  };

  return [searchTools, runToolHandler];
}
