/** tools/list pages: 50 at a time, opaque cursors, and a refusal for any cursor not made here. */
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, page, PAGE_SIZE } from './pagination.ts';

const items = Array.from({ length: 120 }, (_, i) => i);

function refusal(run: () => unknown): McpError {
  try {
    run();
  } catch (error) {
    if (error instanceof McpError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('tools/list pagination', () => {
  it('walks every item exactly once, 50 per page, the last page without a cursor', () => {
    expect(PAGE_SIZE).toBe(50);
    const seen: number[] = [];
    const sizes: number[] = [];
    let cursor: string | undefined;
    do {
      const current = page(items, cursor);
      seen.push(...current.items);
      sizes.push(current.items.length);
      cursor = current.nextCursor;
    } while (cursor !== undefined);
    expect(sizes).toEqual([50, 50, 20]);
    expect(seen).toEqual(items);
  });

  it('gives one page and no cursor when everything fits, and an empty list as one empty page', () => {
    expect(page(items.slice(0, 50), undefined)).toEqual({ items: items.slice(0, 50) });
    expect(page([], undefined)).toEqual({ items: [] });
  });

  it('makes cursors that do not read as numbers', () => {
    expect(encodeCursor(50)).not.toContain('50');
    expect(decodeCursor(encodeCursor(100), 120)).toBe(100);
  });

  it.each([
    ['empty', ''],
    ['a plain number', '50'],
    ['garbage', '!!!'],
    ['offset 0', encodeCursor(0)],
    ['past the end', encodeCursor(120)],
    ['leading zero', Buffer.from('tools:050').toString('base64url')],
    ['negative', Buffer.from('tools:-50').toString('base64url')],
    ['padded base64', `${encodeCursor(50)}==`],
    ['huge', 'A'.repeat(100_000)],
    ['another prefix', Buffer.from('items:50').toString('base64url')],
  ])('refuses a cursor that is %s with invalid params (-32602)', (_, cursor) => {
    const error = refusal(() => page(items, cursor));
    expect(error.code).toBe(ErrorCode.InvalidParams);
    expect(error.code).toBe(-32602);
    expect(error.message).toContain('cursor');
  });
});
