/**
 * The one explicit list of tools. Adding a tool means importing it here; nothing is globbed,
 * so bundlers see every module and a reader sees the whole catalog in one place.
 */
import type { TObject } from '@sinclair/typebox';
import type { AnyTool } from './tool.ts';
import base64 from './tools/encoding/base64.ts';

export const tools: readonly AnyTool[] = [
  base64,
];

/** The public description of a tool (spec: Tool definition). */
export interface ToolInfo {
  id: string;
  name: string;
  description: string;
  category: string;
  parameters: TObject;
}

const byId = new Map<string, AnyTool>(tools.map((tool) => [tool.id, tool]));
if (byId.size !== tools.length) throw new Error('two tools share an id');

export function get(id: string): AnyTool | undefined {
  return byId.get(id);
}

export function info(tool: AnyTool): ToolInfo {
  return { id: tool.id, name: tool.name, description: tool.description, category: tool.category, parameters: tool.input };
}

/** Every tool's public description, in catalog order. */
export function list(): ToolInfo[] {
  return tools.map(info);
}
