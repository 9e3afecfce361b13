/** Finding tools by what a person types: every word must appear in the id, name, description or category. */
export interface Searchable {
  id: string;
  name: string;
  description: string;
  category: string;
}

/** Lower is better: exact id, then id or name starting with the query, then anywhere in them, then elsewhere. */
function rank(tool: Searchable, query: string): number {
  const id = tool.id.toLowerCase();
  const name = tool.name.toLowerCase();
  if (id === query || name === query) return 0;
  if (id.startsWith(query) || name.startsWith(query)) return 1;
  if (id.includes(query) || name.includes(query)) return 2;
  return 3;
}

export function searchTools<T extends Searchable>(tools: readonly T[], query: string): T[] {
  const normalized = query.trim().toLowerCase();
  if (normalized === '') return [...tools];
  const words = normalized.split(/\s+/);
  const matches = tools.filter((tool) => {
    const haystack = `${tool.id} ${tool.name} ${tool.description} ${tool.category}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
  // A stable sort keeps catalog order among equals.
  return matches.sort((a, b) => rank(a, normalized) - rank(b, normalized));
}
