import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Difference = { path: string; reason: string; left?: string; right?: string };
type Result = { equal: boolean; left: string; right: string; firstDifference: Difference | null };
const compare = (left: string, right: string, sort_keys?: boolean) =>
  run<Result>('json-comparer', sort_keys === undefined ? { left, right } : { left, right, sort_keys });

// RFC 9535 §1.5, Figure 1, with its members in another order on the right.
const BOOKSTORE = `{ "store": {
    "book": [
      { "category": "reference", "author": "Nigel Rees", "title": "Sayings of the Century", "price": 8.95 },
      { "category": "fiction", "author": "Evelyn Waugh", "title": "Sword of Honour", "price": 12.99 },
      { "category": "fiction", "author": "Herman Melville", "title": "Moby Dick", "isbn": "0-553-21311-3", "price": 8.99 },
      { "category": "fiction", "author": "J. R. R. Tolkien", "title": "The Lord of the Rings", "isbn": "0-395-19395-8", "price": 22.99 }
    ],
    "bicycle": { "color": "red", "price": 399 }
  }
}`;

describe('json-comparer', () => {
  it('normalizes as Python json.dumps(indent=2) does, with and without sorted keys', async () => {
    // python3: json.dumps(json.loads(doc), indent=2, ensure_ascii=False [, sort_keys=True])
    const doc = '{"b": [1, 2], "a": "x", "c": {"z": null, "y": true}}';
    expect((await compare(doc, doc)).left).toBe('{\n  "b": [\n    1,\n    2\n  ],\n  "a": "x",\n  "c": {\n    "z": null,\n    "y": true\n  }\n}');
    expect((await compare(doc, doc, true)).left).toBe('{\n  "a": "x",\n  "b": [\n    1,\n    2\n  ],\n  "c": {\n    "y": true,\n    "z": null\n  }\n}');
    const escapes = '{"é": "ü", "A": [], "a": {}, "\\u0041b": "\\/"}';
    expect((await compare(escapes, escapes, true)).left).toBe('{\n  "A": [],\n  "Ab": "/",\n  "a": {},\n  "é": "ü"\n}');
    expect((await compare(escapes, escapes)).left).toBe('{\n  "é": "ü",\n  "A": [],\n  "a": {},\n  "Ab": "/"\n}');
  });

  it('finds the bookstore equal to itself reordered only with sort_keys', async () => {
    const reordered = JSON.stringify({
      store: {
        bicycle: { price: 399, color: 'red' },
        book: JSON.parse(BOOKSTORE).store.book.map((book: Record<string, unknown>) => Object.fromEntries(Object.entries(book).reverse())),
      },
    });
    const sorted = await compare(BOOKSTORE, reordered, true);
    expect(sorted.equal).toBe(true);
    expect(sorted.firstDifference).toBeNull();
    expect(sorted.left).toBe(sorted.right);
    // python3: json.dumps(json.loads(bookstore), indent=2, sort_keys=True) starts so
    expect(sorted.left.startsWith('{\n  "store": {\n    "bicycle": {\n      "color": "red",\n      "price": 399\n    },\n    "book": [\n      {\n        "author": "Nigel Rees",')).toBe(true);
    const unsorted = await compare(BOOKSTORE, reordered);
    expect(unsorted.equal).toBe(false);
    expect(unsorted.firstDifference).toEqual({
      path: '/store',
      reason: 'the keys are in a different order ("book" on the left where the right has "bicycle")',
      left: '{2 keys}',
      right: '{2 keys}',
    });
  });

  it('names the first difference in document order as a JSON Pointer, with why and both values', async () => {
    expect((await compare('{"a":[1,2,{"b~/c":"x"}]}', '{"a":[1,2,{"b~/c":"y"}]}')).firstDifference).toEqual({
      path: '/a/2/b~0~1c',
      reason: 'values differ',
      left: '"x"',
      right: '"y"',
    });
    expect((await compare('{"a":1,"b":2}', '{"a":1}')).firstDifference).toEqual({ path: '/b', reason: 'key "b" only on the left', left: '2' });
    expect((await compare('{"a":1}', '{"a":1,"c":[]}')).firstDifference).toEqual({ path: '/c', reason: 'key "c" only on the right', right: '[]' });
    expect((await compare('[1,2]', '[1,2,3]')).firstDifference).toEqual({ path: '/2', reason: 'item 2 only on the right (2 items against 3)', right: '3' });
    expect((await compare('[1,{"x":2}]', '[1]')).firstDifference).toEqual({ path: '/1', reason: 'item 1 only on the left (2 items against 1)', left: '{1 key}' });
    expect((await compare('{"a":"1"}', '{"a":1}')).firstDifference).toEqual({
      path: '/a',
      reason: 'types differ: string on the left, number on the right',
      left: '"1"',
      right: '1',
    });
    expect((await compare('null', '[]')).firstDifference).toEqual({ path: '', reason: 'types differ: null on the left, array on the right', left: 'null', right: '[]' });
  });

  it('compares numbers by value, keeping an integer no double holds exactly as written', async () => {
    // python3: json.loads('[1, 1.0, 1e0, 0.10000000000000001]') == json.loads('[1, 1, 1, 0.1]') → True
    const equalNumbers = await compare('[1, 1.0, 1e0, 0.10000000000000001]', '[1,1,1,0.1]');
    expect(equalNumbers.equal).toBe(true);
    expect(equalNumbers.left).toBe('[\n  1,\n  1,\n  1,\n  0.1\n]');
    // python3: 12345678901234567890 == 12345678901234567891 → False (exact integers)
    const big = await compare('{"id": 12345678901234567890}', '{"id": 12345678901234567891}');
    expect(big).toEqual({
      equal: false,
      left: '{\n  "id": 12345678901234567890\n}',
      right: '{\n  "id": 12345678901234567891\n}',
      firstDifference: { path: '/id', reason: 'values differ', left: '12345678901234567890', right: '12345678901234567891' },
    });
    // python3: 1180591620717411303424 == 2**70 == float(2**70) → True; 1e400 stays as written
    expect((await compare('[1180591620717411303424, 1e400]', '[1.180591620717411303424e21, 1E400]')).equal).toBe(true);
    // python3: 12345678901234567890 == 12345678901234567890.0 → False (the float is 12345678901234567168)
    expect((await compare('[12345678901234567890]', '[12345678901234567890.0]')).equal).toBe(false);
  });

  it('keeps __proto__ and constructor as ordinary keys', async () => {
    const result = await compare('{"__proto__":{"x":1},"constructor":1}', '{"constructor":1,"__proto__":{"x":1}}', true);
    expect(result.equal).toBe(true);
    expect(result.left).toBe('{\n  "__proto__": {\n    "x": 1\n  },\n  "constructor": 1\n}');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('refuses malformed JSON naming the side, line and column, and holds its bounds', async () => {
    await expectInvalid('json-comparer', { left: '{}', right: '{"a" 1}' }, 'right: invalid JSON at line 1, column 6: unexpected character "1", expected ":" after the property name');
    await expectInvalid('json-comparer', { left: '\n\n  [}', right: '[]' }, 'left: invalid JSON at line 3, column 4: unexpected character "}", expected a value or "]"');
    await expectInvalid('json-comparer', { left: '{}', right: 'x'.repeat(1_000_001) }, 'right: must be at most 1000000 characters');
    await expectInvalid('json-comparer', { left: '{}', right: '{}', sort_keys: 1 }, 'sort_keys: must be a boolean, got an integer');
    await expectInvalid('json-comparer', { left: '{}' }, 'right: is required');
    // 999 levels each indented: the normalized text would pass its share of the result bound.
    const deep = `${'['.repeat(999)}${'1,'.repeat(45_000)}1${']'.repeat(999)}`;
    await expectInvalid('json-comparer', { left: deep, right: '1' }, 'left: the normalized text would be longer than 10000000 characters');
  });
});
