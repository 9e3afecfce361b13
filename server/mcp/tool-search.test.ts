/** search_tools' ranking over the real catalog: the obvious tool first, every word counted, filters and limits kept. */
import { describe, expect, it } from 'vitest';
import { tools } from '../../core/catalog.ts';
import { createToolSearch } from './tool-search.ts';

const search = createToolSearch(tools);
const ids = (query: string, limit = 10, category?: (typeof tools)[number]['category']) =>
  search(query, { limit, ...(category ? { category } : {}) }).matches.map((tool) => tool.id);

describe('tool search', () => {
  it('finds both HMAC tools by "hmac", the curated one first', () => {
    expect(ids('hmac').slice(0, 2)).toEqual(['hmac', 'hmac-generate']);
  });

  it('ranks a tool that matches every word above one that matches some', () => {
    expect(ids('csv json')[0]).toBe('csv-to-json');
    expect(ids('convert CSV to JSON')[0]).toBe('csv-to-json');
    expect(ids('decode jwt')[0]).toBe('jwt-decode');
    expect(ids('UUID')[0]).toBe('uuid');
  });

  it('ignores case, punctuation and filler words', () => {
    expect(ids('HMAC!!')).toEqual(ids('hmac'));
    expect(ids('the hash of a text')[0]).toBe('hash');
  });

  it('lists every tool in catalog order for an empty or wordless query, within the limit', () => {
    expect(search('', { limit: 50 })).toEqual({ matches: tools.slice(0, 50), total: tools.length });
    expect(ids('  ... ', 3)).toEqual(tools.slice(0, 3).map((tool) => tool.id));
  });

  it('keeps to a category and reports the total before the limit', () => {
    const crypto = search('', { limit: 50, category: 'crypto' });
    expect(crypto.matches.every((tool) => tool.category === 'crypto')).toBe(true);
    expect(crypto.total).toBe(tools.filter((tool) => tool.category === 'crypto').length);
    const json = search('json', { limit: 2 });
    expect(json.matches).toHaveLength(2);
    expect(json.total).toBeGreaterThan(10);
  });

  it('finds nothing for words no tool has, and copes with hostile text', () => {
    expect(search('zzqxv', { limit: 10 })).toEqual({ matches: [], total: 0 });
    expect(search('__proto__ constructor', { limit: 10 }).matches.length).toBeLessThanOrEqual(10);
    expect(search('a'.repeat(200), { limit: 10 }).total).toBe(0);
    expect(ids('(a+)+$ .* [')).toBeInstanceOf(Array);
  });
});
