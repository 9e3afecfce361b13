/**
 * The playground's search box: core's one search (core/search.ts, the same as MCP search_tools
 * and GET /api/tools?q=), in its narrowing form: every word typed must match, so each keystroke
 * can only take tools away; the best matches come first.
 */
import { searchTools as search, type SearchEntry } from '../../core/search.ts';

/** A listed tool; keywords are absent for a tool the page's catalog snapshot does not know. */
export interface Searchable extends Omit<SearchEntry, 'keywords'> {
  keywords?: readonly string[];
}

/** The search entries of one tool list, built once per list (core indexes them on first query). */
const entriesOf = new WeakMap<readonly Searchable[], readonly (SearchEntry & { tool: Searchable })[]>();

export function searchTools<T extends Searchable>(tools: readonly T[], query: string): T[] {
  let entries = entriesOf.get(tools);
  if (!entries) entriesOf.set(tools, (entries = tools.map((tool) => ({ ...tool, keywords: tool.keywords ?? [], tool }))));
  return search(entries, query, { match: 'all' }).matches.map((entry) => entry.tool as T);
}
