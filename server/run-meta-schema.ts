/** The JSON Schema of a tool run's `meta`, as a success envelope and every step of a recipe carry it (OpenAPI, MCP). */
export const RUN_META_SCHEMA = {
  type: 'object',
  required: ['tool', 'executionMs'],
  additionalProperties: false,
  properties: {
    tool: { type: 'string', description: 'The tool id' },
    executionMs: { type: 'integer', minimum: 0, description: 'How long the tool ran, in whole milliseconds' },
  },
};
