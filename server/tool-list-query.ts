/**
 * GET /api/tools?q=: the spec's Tool list response, ranked by core's one search (the same as the
 * playground's and MCP search_tools'), `count` being the number of matches. Without q the route
 * answers the whole catalog as before.
 */
import { createToolSearch, type SearchEntry } from '../core/search.ts';
import type { ToolInfo } from '../core/catalog.ts';

/** The longest q, in characters (code points): a search is a few words, as MCP search_tools' query. */
export const MAX_QUERY_LENGTH = 200;

export type ToolListAnswer = { success: true; tools: ToolInfo[]; count: number } | { error: string };

/** Returns the answer for a request URL with a q parameter, or undefined for one without. */
export function createToolListQuery<T extends SearchEntry>(tools: readonly T[], info: (tool: T) => ToolInfo) {
  const search = createToolSearch(tools);
  return (url: string): ToolListAnswer | undefined => {
    const mark = url.indexOf('?');
    if (mark < 0) return undefined;
    const asked = new URLSearchParams(url.slice(mark + 1)).getAll('q');
    if (asked.length === 0) return undefined;
    if (asked.length > 1) return { error: 'q: must be given once' };
    const query = asked[0]!;
    // Code points, like JSON Schema's maxLength; the UTF-16 length bounds them from above.
    if (query.length > MAX_QUERY_LENGTH && [...query].length > MAX_QUERY_LENGTH) return { error: `q: must be at most ${MAX_QUERY_LENGTH} characters` };
    const { matches, total } = search(query);
    return { success: true, tools: matches.map(info), count: total };
  };
}
