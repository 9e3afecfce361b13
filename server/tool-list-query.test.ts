/** GET /api/tools?q='s answer, without the server: which URLs search, what they answer, what they refuse. */
import { describe, expect, it } from 'vitest';
import type { ToolInfo } from '../core/catalog.ts';
import type { SearchEntry } from '../core/search.ts';
import { createToolListQuery, MAX_QUERY_LENGTH } from './tool-list-query.ts';

const TOOLS: SearchEntry[] = [
  { id: 'hash', name: 'Hash', category: 'crypto', description: 'Digest of text', keywords: ['sha256', 'md5'] },
  { id: 'base64', name: 'Base64', category: 'encoding', description: 'Encode text', keywords: ['b64'] },
  { id: 'yaml-to-json', name: 'YAML to JSON', category: 'data', description: 'Convert YAML', keywords: ['yml'] },
];
const info = (tool: SearchEntry): ToolInfo => ({ id: tool.id, name: tool.name, description: tool.description, category: tool.category, parameters: { type: 'object' } as ToolInfo['parameters'] });
const answer = createToolListQuery(TOOLS, info);

describe('GET /api/tools?q=', () => {
  it('leaves a URL without q to the plain list', () => {
    expect(answer('http://x/api/tools')).toBeUndefined();
    expect(answer('http://x/api/tools?')).toBeUndefined();
    expect(answer('http://x/api/tools?other=1')).toBeUndefined();
  });

  it("answers the spec's Tool list response of the matches, count being their number", () => {
    expect(answer('http://x/api/tools?q=sha256')).toEqual({ success: true, tools: [info(TOOLS[0]!)], count: 1 });
    expect(answer('http://x/api/tools?q=yml&other=1')).toEqual({ success: true, tools: [info(TOOLS[2]!)], count: 1 });
    expect(answer('http://x/api/tools?q=nothing-like-it')).toEqual({ success: true, tools: [], count: 0 });
  });

  it('decodes q as a form does: + and %20 are spaces, %-escapes UTF-8', () => {
    expect(answer('http://x/api/tools?q=yaml+to%20json')).toMatchObject({ count: 1, tools: [{ id: 'yaml-to-json' }] });
    expect(answer('http://x/api/tools?q=%68ash')).toMatchObject({ count: 1, tools: [{ id: 'hash' }] });
    expect(answer('http://x/api/tools?q=%C3%A9tude')).toEqual({ success: true, tools: [], count: 0 });
  });

  it('lists every tool in catalog order for an empty q', () => {
    expect(answer('http://x/api/tools?q=')).toEqual({ success: true, tools: TOOLS.map(info), count: 3 });
  });

  it(`refuses a q over ${MAX_QUERY_LENGTH} characters (code points) or given twice, naming q`, () => {
    expect(answer(`http://x/api/tools?q=${'a'.repeat(MAX_QUERY_LENGTH)}`)).toMatchObject({ success: true });
    expect(answer(`http://x/api/tools?q=${'a'.repeat(MAX_QUERY_LENGTH + 1)}`)).toEqual({ error: 'q: must be at most 200 characters' });
    // 200 emoji are 400 UTF-16 units but 200 characters.
    expect(answer(`http://x/api/tools?q=${encodeURIComponent('🙂'.repeat(MAX_QUERY_LENGTH))}`)).toMatchObject({ success: true });
    expect(answer(`http://x/api/tools?q=${encodeURIComponent('🙂'.repeat(MAX_QUERY_LENGTH + 1))}`)).toEqual({ error: 'q: must be at most 200 characters' });
    expect(answer('http://x/api/tools?q=a&q=b')).toEqual({ error: 'q: must be given once' });
  });
});
