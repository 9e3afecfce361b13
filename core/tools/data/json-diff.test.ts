import { describe, expect, it } from 'vitest';
import { call, expectInvalid, run } from '../../../test/helpers.ts';

type Entry = { path: string; kind: string; left?: unknown; right?: unknown; note?: string };
type Result = { equal: boolean; differences: Entry[]; counts: Record<string, number>; truncated: boolean };
const diff = (left: string, right: string, options: { ignore_key_order?: boolean; include_unchanged?: boolean } = {}) =>
  run<Result>('json-diff', { left, right, ...options });

// RFC 6901 §5: the example document and the pointer of each of its members.
const RFC6901 = '{"foo": ["bar", "baz"], "": 0, "a/b": 1, "c%d": 2, "e^f": 3, "g|h": 4, "i\\\\j": 5, "k\\"l": 6, " ": 7, "m~n": 8}';

describe('json-diff', () => {
  it('writes paths as RFC 6901 JSON Pointers', async () => {
    const changed = '{"foo": ["bar", "qux"], "": 10, "a/b": 11, "c%d": 12, "e^f": 13, "g|h": 14, "i\\\\j": 15, "k\\"l": 16, " ": 17, "m~n": 18}';
    const result = await diff(RFC6901, changed);
    // RFC 6901 §5: "/foo/0" (here /foo/1), "/", "/a~1b", "/c%d", "/e^f", "/g|h", "/i\\j", "/k\"l", "/ ", "/m~0n"
    expect(result.differences.map((entry) => entry.path)).toEqual(['/foo/1', '/', '/a~1b', '/c%d', '/e^f', '/g|h', '/i\\j', '/k"l', '/ ', '/m~0n']);
    expect(result.differences[0]).toEqual({ path: '/foo/1', kind: 'changed', left: 'baz', right: 'qux' });
    expect(result.differences[9]).toEqual({ path: '/m~0n', kind: 'changed', left: 8, right: 18 });
    expect(result.counts).toEqual({ added: 0, removed: 0, changed: 10, unchanged: 1 });
    // The whole document is "".
    expect((await diff('1', '2')).differences).toEqual([{ path: '', kind: 'changed', left: 1, right: 2 }]);
  });

  it('reports added and removed members with their whole values, and type changes', async () => {
    const result = await diff('{"a":{"x":1},"b":[1,2],"c":"s","d":null}', '{"b":{"0":1},"c":"s","d":false,"e":{"y":[2]}}');
    expect(result).toEqual({
      equal: false,
      differences: [
        { path: '/a', kind: 'removed', left: { x: 1 } },
        { path: '/b', kind: 'changed', left: [1, 2], right: { '0': 1 } },
        { path: '/d', kind: 'changed', left: null, right: false },
        { path: '/e', kind: 'added', right: { y: [2] } },
      ],
      counts: { added: 1, removed: 1, changed: 2, unchanged: 1 },
      truncated: false,
    });
  });

  it('compares arrays by index: an insertion shifts every later element', async () => {
    expect((await diff('[1,2,3]', '[0,1,2,3]')).differences).toEqual([
      { path: '/0', kind: 'changed', left: 1, right: 0 },
      { path: '/1', kind: 'changed', left: 2, right: 1 },
      { path: '/2', kind: 'changed', left: 3, right: 2 },
      { path: '/3', kind: 'added', right: 3 },
    ]);
    expect((await diff('[1,2,3]', '[1]')).differences).toEqual([
      { path: '/1', kind: 'removed', left: 2 },
      { path: '/2', kind: 'removed', left: 3 },
    ]);
  });

  it('ignores key order by default, and reports it when asked', async () => {
    expect(await diff('{"a":1,"b":2}', '{"b":2,"a":1}')).toEqual({
      equal: true,
      differences: [],
      counts: { added: 0, removed: 0, changed: 0, unchanged: 2 },
      truncated: false,
    });
    const ordered = await diff('{"a":1,"b":2,"c":3}', '{"c":3,"b":2,"x":0}', { ignore_key_order: false });
    expect(ordered.differences).toEqual([
      { path: '', kind: 'changed', left: ['a', 'b', 'c'], right: ['c', 'b', 'x'], note: 'key order differs' },
      { path: '/a', kind: 'removed', left: 1 },
      { path: '/x', kind: 'added', right: 0 },
    ]);
    // Only the shared keys' order counts: an added key alone is no reordering.
    expect((await diff('{"a":1}', '{"z":0,"a":1}', { ignore_key_order: false })).differences).toEqual([{ path: '/z', kind: 'added', right: 0 }]);
  });

  it('lists equal leaves with include_unchanged, empty containers included', async () => {
    expect((await diff('{"a":[1,{}],"b":[]}', '{"a":[1,{}],"b":[]}', { include_unchanged: true })).differences).toEqual([
      { path: '/a/0', kind: 'unchanged', left: 1, right: 1 },
      { path: '/a/1', kind: 'unchanged', left: {}, right: {} },
      { path: '/b', kind: 'unchanged', left: [], right: [] },
    ]);
  });

  it('compares numbers by value and strings after unescaping', async () => {
    // python3: json.loads('[1, 1.0, 1e0, 100e-2, "\\u0061"]') == [1, 1, 1, 1, "a"] → True
    expect((await diff('[1, 1.0, 1e0, 100e-2, "\\u0061"]', '[1, 1, 1, 1, "a"]')).equal).toBe(true);
    // python3: json.loads('0.10000000000000001') == json.loads('0.1') → True (both the double 0.1)
    expect((await diff('[0.1]', '[0.10000000000000001]')).equal).toBe(true);
    // python3: 12345678901234567890 != 12345678901234567891 (exact integers); as doubles they are one: refused.
    await expectInvalid('json-diff', { left: '[12345678901234567890]', right: '[12345678901234567891]' }, /^left: the number 12345678901234567890 at line 1, column 2 cannot be held exactly/);
    await expectInvalid('json-diff', { left: '[1]', right: '[\n1e400]' }, /^right: the number 1e400 at line 2, column 1 cannot be held exactly/);
  });

  it('treats __proto__ and constructor as ordinary keys', async () => {
    const result = await diff('{"__proto__":{"a":1},"constructor":1}', '{"__proto__":{"a":2},"toString":1}');
    expect(result.differences).toEqual([
      { path: '/__proto__/a', kind: 'changed', left: 1, right: 2 },
      { path: '/constructor', kind: 'removed', left: 1 },
      { path: '/toString', kind: 'added', right: 1 },
    ]);
    expect(({} as Record<string, unknown>).a).toBeUndefined();
  });

  it('lists at most 10,000 entries, counting them all', async () => {
    const left = `[${'0,'.repeat(19_999)}0]`;
    const right = `[${'1,'.repeat(19_999)}1]`;
    const result = await diff(left, right);
    expect(result.differences).toHaveLength(10_000);
    expect(result.differences[9_999]).toEqual({ path: '/9999', kind: 'changed', left: 0, right: 1 });
    expect(result).toMatchObject({ equal: false, counts: { added: 0, removed: 0, changed: 20_000, unchanged: 0 }, truncated: true });
  });

  it('refuses malformed JSON naming the side, line and column', async () => {
    await expectInvalid('json-diff', { left: '{"a":1}', right: '{"a":1' }, 'right: invalid JSON at line 1, column 7: unexpected end of input, expected "," or "}"');
    await expectInvalid('json-diff', { left: '[1,\n2,]', right: '[]' }, 'left: invalid JSON at line 2, column 3: unexpected "]" after a comma (trailing commas are not allowed)');
    await expectInvalid('json-diff', { left: '[]' }, 'right: is required');
    await expectInvalid('json-diff', { left: '[]', right: '[]', ignore_key_order: 'yes' }, 'ignore_key_order: must be a boolean, got a string');
    await expectInvalid('json-diff', { left: 'x'.repeat(1_000_001), right: '[]' }, 'left: must be at most 1000000 characters');
    await expectInvalid('json-diff', { left: '['.repeat(1001) + ']'.repeat(1001), right: '[]' }, 'left: nested deeper than 1000 levels at line 1, column 1001');
  });

  it('compares two 1,000,000-character documents', async () => {
    const left = `[${'"ab",'.repeat(199_998)}"a"]`.padEnd(1_000_000, ' ');
    const right = `[${'"ab",'.repeat(199_998)}"b"]`.padEnd(1_000_000, ' ');
    const envelope = await call('json-diff', { left, right });
    expect(envelope).toMatchObject({ success: true, result: { differences: [{ path: '/199998', kind: 'changed', left: 'a', right: 'b' }] } });
  });
});
