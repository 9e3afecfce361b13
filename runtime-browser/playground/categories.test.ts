/** groupByCategory: core's category order, list order inside a category, nothing lost. */
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../core/tool.ts';
import { categoryTitle, groupByCategory } from './categories.ts';

describe('groupByCategory', () => {
  it('groups in core\'s category order and keeps the list order inside each', () => {
    const tools = [
      { id: 'sha', category: 'crypto' },
      { id: 'b64', category: 'encoding' },
      { id: 'uuid', category: 'generators' },
      { id: 'hex', category: 'encoding' },
      { id: 'odd', category: 'someday' },
    ];
    const groups = groupByCategory(tools);
    expect(groups.map((group) => [group.category, group.tools.map((tool) => tool.id)])).toEqual([
      ['encoding', ['b64', 'hex']],
      ['crypto', ['sha']],
      ['generators', ['uuid']],
      ['someday', ['odd']],
    ]);
    expect(groups.map((group) => group.icon)).toEqual(['encoding', 'crypto', 'generators', 'all']);
  });

  it('titles every category of core', () => {
    for (const category of CATEGORIES) expect(categoryTitle(category)).toMatch(/^[A-Z]/);
    expect(categoryTitle('someday')).toBe('Someday');
  });
});
