/** The catalog's categories as the page shows them: in core's order, with a heading and an icon each. */
import { CATEGORIES } from '../../core/tool.ts';
import { categoryIcon } from './icons.ts';
import type { IconName } from './icon-paths.ts';

const TITLES: Record<string, string> = {
  encoding: 'Encoding',
  crypto: 'Crypto & hashing',
  validation: 'Validation',
  data: 'Data formats',
  conversion: 'Conversion',
  math: 'Math',
  finance: 'Finance',
  health: 'Health',
  datetime: 'Date & time',
  text: 'Text',
  generators: 'Generators',
  documents: 'Documents & PDF',
  developer: 'Developer & network',
};

export interface CategoryGroup<T> {
  category: string;
  title: string;
  icon: IconName;
  tools: T[];
}

export const categoryTitle = (category: string): string => TITLES[category] ?? category.charAt(0).toUpperCase() + category.slice(1);

/** `tools` by category, categories in core's order (any unknown one after them), tools in list order inside each. */
export function groupByCategory<T extends { category: string }>(tools: readonly T[]): CategoryGroup<T>[] {
  const groups = new Map<string, T[]>(CATEGORIES.map((category) => [category, []]));
  for (const tool of tools) {
    const group = groups.get(tool.category);
    if (group) group.push(tool);
    else groups.set(tool.category, [tool]);
  }
  return [...groups]
    .filter(([, members]) => members.length > 0)
    .map(([category, members]) => ({ category, title: categoryTitle(category), icon: categoryIcon(category), tools: members }));
}
