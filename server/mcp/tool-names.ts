/**
 * MCP tool names are the catalog ids with `-` written `_` (`hmac-generate` ↔ `hmac_generate`):
 * some MCP clients and model APIs accept only `[A-Za-z0-9_]` in function names. Ids never hold
 * `_` (core/tool.ts: lowercase kebab-case), so the mapping is one-to-one both ways.
 */

const MCP_TOOL_NAME = /^[a-z0-9]+(?:_[a-z0-9]+)*$/;

export function mcpNameOf(toolId: string): string {
  return toolId.replaceAll('-', '_');
}

/** The catalog id a name stands for, or undefined when no id is spelled that way (`a-b`, `A_B`, `a__b`). */
export function toolIdOf(mcpName: string): string | undefined {
  return MCP_TOOL_NAME.test(mcpName) ? mcpName.replaceAll('_', '-') : undefined;
}
