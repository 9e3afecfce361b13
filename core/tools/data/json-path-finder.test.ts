import { afterEach, describe, expect, it } from 'vitest';
import { get } from '../../catalog.ts';
import { createPool, type WorkerPool } from '../../pool.ts';
import { spawnNodeProcess } from '../../../server/pool/node-process.ts';
import { expectInvalid, run } from '../../../test/helpers.ts';

let pool: WorkerPool | undefined;
afterEach(() => pool?.close());

type Leaf = { path: string; type: string; preview: string };
type Result = { selected: number; leaves: Leaf[]; leafCount: number; truncated: boolean };
const find = (json: string, path?: string) => run<Result>('json-path-finder', path === undefined ? { json } : { json, path });

// RFC 9535 §1.5, Figure 1.
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

// jq 1.6, by hand: jq -r 'paths(scalars) | "$" + (map(if type == "number" then "[\(.)]" else "['"'"'\(.)'"'"']" end) | join(""))'
const BOOK_LEAVES = [0, 1, 2, 3].flatMap((i) =>
  ['category', 'author', 'title', ...(i >= 2 ? ['isbn'] : []), 'price'].map((key) => `$['store']['book'][${i}]['${key}']`),
);
const BICYCLE_LEAVES = ["$['store']['bicycle']['color']", "$['store']['bicycle']['price']"];

describe('json-path-finder', () => {
  it('runs isolated under a 2000 ms deadline', () => {
    const tool = get('json-path-finder')!;
    expect(tool.isolate).toBe(true);
    expect(tool.timeoutMs).toBe(2000);
  });

  it('lists every leaf of the bookstore as jq paths(scalars) does, in document order', async () => {
    const result = await find(BOOKSTORE);
    expect(result.leaves.map((leaf) => leaf.path)).toEqual([...BOOK_LEAVES, ...BICYCLE_LEAVES]);
    // jq 1.6: [paths(scalars) as $p | getpath($p) | type]
    expect(result.leaves.map((leaf) => leaf.type)).toEqual([
      ...['string', 'string', 'string', 'number', 'string', 'string', 'string', 'number'],
      ...['string', 'string', 'string', 'string', 'number', 'string', 'string', 'string', 'string', 'number'],
      'string',
      'number',
    ]);
    expect(result.leaves[0]).toEqual({ path: "$['store']['book'][0]['category']", type: 'string', preview: '"reference"' });
    expect(result.leaves.at(-1)).toEqual({ path: "$['store']['bicycle']['price']", type: 'number', preview: '399' });
    expect(result).toMatchObject({ selected: 1, leafCount: 20, truncated: false });
  });

  it('lists under the nodes a JSONPath query selects, each leaf once', async () => {
    expect((await find(BOOKSTORE, '$.store.bicycle')).leaves.map((leaf) => leaf.path)).toEqual(BICYCLE_LEAVES);
    const fiction = await find(BOOKSTORE, "$..book[?@.category == 'fiction']");
    expect(fiction.selected).toBe(3);
    expect(fiction.leaves.map((leaf) => leaf.path)).toEqual(BOOK_LEAVES.slice(4));
    // $..* selects every node: nested selections and selected scalars are not listed twice.
    const everything = await find(BOOKSTORE, '$..*');
    expect(everything.selected).toBe(27);
    expect(everything.leafCount).toBe(20);
    expect(new Set(everything.leaves.map((leaf) => leaf.path))).toEqual(new Set([...BOOK_LEAVES, ...BICYCLE_LEAVES]));
    // A scalar selected twice, and scalars selected at two depths next to their containers.
    expect(await find('{"a":{"b":1,"c":2}}', "$.a['b','b']")).toEqual({
      selected: 2,
      leaves: [{ path: "$['a']['b']", type: 'number', preview: '1' }],
      leafCount: 1,
      truncated: false,
    });
    const mixed = await find('{"b":1,"a":{"b":2,"c":3}}', "$..['b','a']");
    expect(mixed.selected).toBe(3);
    expect(mixed.leaves.map((leaf) => leaf.path)).toEqual(["$['b']", "$['a']['b']", "$['a']['c']"]);
  });

  it('lists empty containers and scalars as leaves, and a selected leaf as itself', async () => {
    const result = await find('{"a":{"b":[true,null,{},[]]},"c":"x"}', '$.a');
    expect(result.leaves).toEqual([
      { path: "$['a']['b'][0]", type: 'boolean', preview: 'true' },
      { path: "$['a']['b'][1]", type: 'null', preview: 'null' },
      { path: "$['a']['b'][2]", type: 'object', preview: '{}' },
      { path: "$['a']['b'][3]", type: 'array', preview: '[]' },
    ]);
    expect((await find('{"a":{"b":[true,null,{},[]]},"c":"x"}', '$.c')).leaves).toEqual([{ path: "$['c']", type: 'string', preview: '"x"' }]);
    expect((await find('42')).leaves).toEqual([{ path: '$', type: 'number', preview: '42' }]);
    expect((await find('{}')).leaves).toEqual([{ path: '$', type: 'object', preview: '{}' }]);
    expect(await find('{"a":1}', '$.nothing')).toEqual({ selected: 0, leaves: [], leafCount: 0, truncated: false });
  });

  it('escapes keys as RFC 9535 §2.7 normalized paths and cuts long previews', async () => {
    const result = await find(`{"it's":{"\\\\":1},"\\u000b":"${'y'.repeat(100)}"}`);
    expect(result.leaves).toEqual([
      { path: "$['it\\'s']['\\\\']", type: 'number', preview: '1' },
      { path: "$['\\u000b']", type: 'string', preview: `"${'y'.repeat(60)}"…` },
    ]);
  });

  it('lists at most 1000 leaves, counting them all', async () => {
    const result = await find(`[${'1,'.repeat(2_499)}1]`);
    expect(result.leaves).toHaveLength(1000);
    expect(result.leaves[999]!.path).toBe('$[999]');
    expect(result).toMatchObject({ selected: 1, leafCount: 2_500, truncated: true });
  });

  it('keeps __proto__ and constructor as ordinary keys', async () => {
    const result = await find('{"__proto__":{"polluted":true},"constructor":{"prototype":1}}');
    expect(result.leaves.map((leaf) => leaf.path)).toEqual(["$['__proto__']['polluted']", "$['constructor']['prototype']"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses invalid queries and JSON, saying where', async () => {
    await expectInvalid('json-path-finder', { json: '{}', path: 'store' }, 'path: invalid JSONPath at column 1: expected "$" but "s" found');
    await expectInvalid('json-path-finder', { json: '{}', path: '$[?length(@)]' }, /^path: invalid JSONPath: length\(\) gives a value/);
    await expectInvalid('json-path-finder', { json: '{"a":\n  tru}' }, 'json: invalid JSON at line 2, column 3: invalid literal "tru" (the literals are true, false and null, in lowercase)');
    await expectInvalid('json-path-finder', { json: '[1e999]' }, /^json: the number 1e999 at line 1, column 2 cannot be held exactly by a double/);
    await expectInvalid('json-path-finder', { json: '{}', path: '' }, 'path: must not be empty');
    await expectInvalid('json-path-finder', { json: '{}', path: '$'.repeat(10_001) }, 'path: must be at most 10000 characters');
    await expectInvalid('json-path-finder', { json: 'x'.repeat(1_000_001) }, 'json: must be at most 1000000 characters');
  });

  it('is stopped at its deadline by the worker pool when the query runs away', async () => {
    pool = createPool({ size: 1, queueLimit: 2, spawn: () => spawnNodeProcess() });
    expect(await pool.run('json-path-finder', { json: '{"a":[1]}' }, 20_000)).toMatchObject({ success: true, result: { leafCount: 1 } });
    const started = performance.now();
    expect(await pool.run('json-path-finder', { json: `[${'0,'.repeat(499_998)}0]`, path: '$[?count($..*) == 0]' }, 2000)).toEqual({
      success: false,
      error: { code: 'TIMEOUT', message: 'the tool ran past its deadline of 2000 ms on this input' },
    });
    expect(performance.now() - started).toBeLessThan(3500);
  }, 30_000);
});
