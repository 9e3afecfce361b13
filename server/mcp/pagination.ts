/**
 * tools/list pages. The cursor is opaque to clients (MCP: they must not parse or make one up);
 * inside it is only the offset of the page, so any server instance can continue any list, and a
 * cursor that was not made here is refused as invalid params (-32602), as the spec asks.
 */
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';

export const PAGE_SIZE = 50;

const PREFIX = 'tools:';

export function encodeCursor(offset: number): string {
  return Buffer.from(`${PREFIX}${offset}`).toString('base64url');
}

/** The offset a cursor stands for; throws McpError(InvalidParams) for anything encodeCursor could not have made for this list. */
export function decodeCursor(cursor: string, total: number): number {
  const text = cursor.length <= 64 ? Buffer.from(cursor, 'base64url').toString('utf8') : '';
  const offset = /^tools:([1-9][0-9]{0,8})$/.exec(text) && Number(text.slice(PREFIX.length));
  if (!offset || offset >= total || encodeCursor(offset) !== cursor) {
    throw new McpError(ErrorCode.InvalidParams, 'cursor: is not a cursor this server gave (start again without one)');
  }
  return offset;
}

export function page<T>(items: readonly T[], cursor: string | undefined, size = PAGE_SIZE): { items: T[]; nextCursor?: string } {
  const offset = cursor === undefined ? 0 : decodeCursor(cursor, items.length);
  const end = offset + size;
  return end < items.length ? { items: items.slice(offset, end), nextCursor: encodeCursor(end) } : { items: items.slice(offset) };
}
