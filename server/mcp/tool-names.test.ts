/** MCP tool names ↔ catalog ids: one-to-one over the whole catalog, and nothing else maps back. */
import { describe, expect, it } from 'vitest';
import { tools } from '../../core/catalog-metadata.ts';
import { mcpNameOf, toolIdOf } from './tool-names.ts';

describe('MCP tool names', () => {
  it('write - as _ and read every catalog id back', () => {
    expect(mcpNameOf('hmac-generate')).toBe('hmac_generate');
    expect(mcpNameOf('base64')).toBe('base64');
    const names = tools.map((tool) => mcpNameOf(tool.id));
    expect(new Set(names).size).toBe(tools.length);
    for (const tool of tools) {
      expect(mcpNameOf(tool.id)).toMatch(/^[a-z0-9_]{1,64}$/);
      expect(toolIdOf(mcpNameOf(tool.id))).toBe(tool.id);
    }
  });

  it.each(['hmac-generate', 'HMAC_GENERATE', 'hmac__generate', '_hmac', 'hmac_', '', 'hmac generate', '__proto__', 'héllo'])('read no id from %j', (name) => {
    expect(toolIdOf(name)).toBeUndefined();
  });
});
