/**
 * Finds catalog tools by words, for the search_tools discovery tool. Small and predictable on
 * purpose (the catalog is a few hundred tools): a tool ranks by how many of the query's words
 * it matches, then by where (id, name, category, description), then by catalog order.
 */
import type { AnyTool, Category } from '../../core/tool.ts';

export interface SearchOptions {
  category?: Category;
  limit: number;
}

export interface SearchResult {
  matches: AnyTool[];
  /** How many tools matched before `limit` was applied. */
  total: number;
}

/** Words that say nothing about a tool; dropped unless the query holds nothing else. */
const STOP_WORDS = new Set(['a', 'an', 'and', 'the', 'to', 'of', 'for', 'in', 'into', 'from', 'with', 'or', 'on', 'my', 'tool', 'tools']);

function words(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

function queryTerms(query: string): string[] {
  const all = [...new Set(words(query))];
  const meaningful = all.filter((term) => !STOP_WORDS.has(term));
  return meaningful.length > 0 ? meaningful : all;
}

interface Indexed {
  tool: AnyTool;
  idWords: string[];
  id: string;
  name: string;
  nameWords: string[];
  descriptionWords: string[];
}

function index(tool: AnyTool): Indexed {
  return {
    tool,
    id: tool.id,
    idWords: tool.id.split('-'),
    name: tool.name.toLowerCase(),
    nameWords: words(tool.name),
    descriptionWords: words(tool.description),
  };
}

/** How well one term matches one tool: a whole word of the id counts most, a part of a description word least. */
function termScore(entry: Indexed, term: string): number {
  if (entry.idWords.includes(term)) return 10;
  if (entry.nameWords.includes(term)) return 8;
  if (entry.tool.category === term) return 6;
  if (entry.id.includes(term) || entry.name.includes(term)) return 5;
  if (entry.descriptionWords.includes(term)) return 3;
  if (entry.descriptionWords.some((word) => word.startsWith(term))) return 1;
  return 0;
}

export function createToolSearch(tools: readonly AnyTool[]) {
  const entries = tools.map(index);
  return function search(query: string, { category, limit }: SearchOptions): SearchResult {
    const terms = queryTerms(query);
    const candidates = entries.filter((entry) => category === undefined || entry.tool.category === category);
    if (terms.length === 0) return { matches: candidates.slice(0, limit).map((entry) => entry.tool), total: candidates.length };
    const ranked = candidates
      .map((entry, order) => {
        const scores = terms.map((term) => termScore(entry, term));
        return { entry, order, matched: scores.filter((score) => score > 0).length, score: scores.reduce((sum, score) => sum + score, 0) };
      })
      .filter((ranking) => ranking.matched > 0)
      .sort((a, b) => b.matched - a.matched || b.score - a.score || a.order - b.order);
    return { matches: ranked.slice(0, limit).map((ranking) => ranking.entry.tool), total: ranked.length };
  };
}
