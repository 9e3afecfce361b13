/** searchTools: every word must match somewhere; names and ids that match best come first. */
import { describe, expect, it } from 'vitest';
import { searchTools } from './search.ts';

const TOOLS = [
  { id: 'hash', name: 'Hash', description: 'SHA and MD5 digests of text', category: 'crypto' },
  { id: 'base64', name: 'Base64', description: 'Encode text to Base64 or decode it', category: 'encoding' },
  { id: 'jwt-decode', name: 'JWT decoder', description: 'Decode the base64url parts of a JWT', category: 'developer' },
  { id: 'csv-to-json', name: 'CSV to JSON', description: 'Convert CSV rows to JSON objects', category: 'data' },
];

describe('searchTools', () => {
  it('matches id, name, description and category, case-insensitively', () => {
    expect(searchTools(TOOLS, 'BASE64').map((tool) => tool.id)).toEqual(['base64', 'jwt-decode']);
    expect(searchTools(TOOLS, 'crypto').map((tool) => tool.id)).toEqual(['hash']);
    expect(searchTools(TOOLS, 'rows').map((tool) => tool.id)).toEqual(['csv-to-json']);
  });

  it('needs every word, in any order', () => {
    expect(searchTools(TOOLS, 'json csv').map((tool) => tool.id)).toEqual(['csv-to-json']);
    expect(searchTools(TOOLS, 'decode md5')).toEqual([]);
  });

  it('lists everything, in catalog order, for an empty query', () => {
    expect(searchTools(TOOLS, '  ').map((tool) => tool.id)).toEqual(['hash', 'base64', 'jwt-decode', 'csv-to-json']);
  });

  it('ranks an exact id first, then names that start with the query', () => {
    expect(searchTools(TOOLS, 'decode').map((tool) => tool.id)).toEqual(['jwt-decode', 'base64']);
    expect(searchTools(TOOLS, 'jwt').map((tool) => tool.id)).toEqual(['jwt-decode']);
  });
});
