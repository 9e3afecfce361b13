import { describe, expect, it } from 'vitest';
import { ToolError } from '../../errors.ts';
import { parsePageList, selectedPages } from './page-list.ts';

function refusal(text: string, pageCount: number): string {
  try {
    parsePageList('pages', text, pageCount);
  } catch (error) {
    expect(error).toBeInstanceOf(ToolError);
    return (error as Error).message;
  }
  return 'no error';
}

describe('parsePageList', () => {
  it('reads the spec\'s example "1,3,5-8" as three items', () => {
    expect(parsePageList('pages', '1,3,5-8', 10)).toEqual([[1], [3], [5, 6, 7, 8]]);
  });

  it('runs a descending range backwards and takes spaces and empty items', () => {
    expect(parsePageList('order', ' 4 - 2 , ,1', 4)).toEqual([[4, 3, 2], [1]]);
    expect(selectedPages([[3, 2], [2, 1]])).toEqual([1, 2, 3]);
  });

  it('refuses page 0, pages past the end, junk and empty lists, naming the field', () => {
    expect(refusal('0', 3)).toBe('pages: pages count from 1, got 0');
    expect(refusal('2-4', 3)).toBe('pages: page 4 does not exist; the document has 3 pages');
    expect(refusal('1;2', 3)).toMatch(/^pages: "1;2" is not a page or a range/);
    expect(refusal('1-', 3)).toMatch(/is not a page or a range/);
    expect(refusal(' , ', 3)).toMatch(/^pages: names no pages/);
  });

  it('refuses lists naming more than 2,000 pages in all, before expanding them', () => {
    expect(refusal('1-2000,1', 2000)).toBe('pages: names more than 2000 pages in all');
    expect(refusal(Array(3000).fill('1').join(','), 1)).toBe('pages: names more than 2000 pages in all');
  });
});
