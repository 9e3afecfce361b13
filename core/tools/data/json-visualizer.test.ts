import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Node = { key: string | number | null; type: string; preview: string; size?: number; truncated: boolean; children?: Node[] };
type Result = {
  paths: { path: string; type: string }[];
  pathsTruncated: boolean;
  tree: Node;
  counts: Record<string, number>;
  totalNodes: number;
  depth: number;
};
const visualize = (json: string, options: { max_paths?: number; max_depth?: number } = {}) => run<Result>('json-visualizer', { json, ...options });

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

describe('json-visualizer', () => {
  it('lists every node of the bookstore with its type, in the order jq paths gives', async () => {
    // jq 1.6, by hand: . as $d | ([[]] + [paths]) | .[] | . as $p | <normalized path of $p> + " " + ($d | getpath($p) | type)
    const expected: [string, string][] = [
      ['$', 'object'],
      ["$['store']", 'object'],
      ["$['store']['book']", 'array'],
      ["$['store']['book'][0]", 'object'],
      ["$['store']['book'][0]['category']", 'string'],
      ["$['store']['book'][0]['author']", 'string'],
      ["$['store']['book'][0]['title']", 'string'],
      ["$['store']['book'][0]['price']", 'number'],
      ["$['store']['book'][1]", 'object'],
      ["$['store']['book'][1]['category']", 'string'],
      ["$['store']['book'][1]['author']", 'string'],
      ["$['store']['book'][1]['title']", 'string'],
      ["$['store']['book'][1]['price']", 'number'],
      ["$['store']['book'][2]", 'object'],
      ["$['store']['book'][2]['category']", 'string'],
      ["$['store']['book'][2]['author']", 'string'],
      ["$['store']['book'][2]['title']", 'string'],
      ["$['store']['book'][2]['isbn']", 'string'],
      ["$['store']['book'][2]['price']", 'number'],
      ["$['store']['book'][3]", 'object'],
      ["$['store']['book'][3]['category']", 'string'],
      ["$['store']['book'][3]['author']", 'string'],
      ["$['store']['book'][3]['title']", 'string'],
      ["$['store']['book'][3]['isbn']", 'string'],
      ["$['store']['book'][3]['price']", 'number'],
      ["$['store']['bicycle']", 'object'],
      ["$['store']['bicycle']['color']", 'string'],
      ["$['store']['bicycle']['price']", 'number'],
    ];
    const result = await visualize(BOOKSTORE);
    expect(result.paths).toEqual(expected.map(([path, type]) => ({ path, type })));
    expect(result.pathsTruncated).toBe(false);
    // jq 1.6: [..|type] | group_by(.) | map({(.[0]): length}) | add → {"array":1,"number":5,"object":7,"string":15}
    expect(result.counts).toEqual({ object: 7, array: 1, string: 15, number: 5, boolean: 0, null: 0 });
    expect(result.totalNodes).toBe(28);
    // jq 1.6: [paths | length] | max → 4
    expect(result.depth).toBe(4);
  });

  it('builds the tree to max_depth levels, marking the containers it cuts', async () => {
    const { tree } = await visualize(BOOKSTORE, { max_depth: 2 });
    expect(tree).toEqual({
      key: null,
      type: 'object',
      preview: '{1 key}',
      size: 1,
      truncated: false,
      children: [
        {
          key: 'store',
          type: 'object',
          preview: '{2 keys}',
          size: 2,
          truncated: false,
          children: [
            { key: 'book', type: 'array', preview: '[4 items]', size: 4, truncated: true },
            { key: 'bicycle', type: 'object', preview: '{2 keys}', size: 2, truncated: true },
          ],
        },
      ],
    });
    expect((await visualize('{"a":1}', { max_depth: 0 })).tree).toEqual({ key: null, type: 'object', preview: '{1 key}', size: 1, truncated: true });
    const full = await visualize(BOOKSTORE, { max_depth: 50 });
    expect(full.tree.children![0]!.children![0]!.children![2]!.children).toEqual([
      { key: 'category', type: 'string', preview: '"fiction"', truncated: false },
      { key: 'author', type: 'string', preview: '"Herman Melville"', truncated: false },
      { key: 'title', type: 'string', preview: '"Moby Dick"', truncated: false },
      { key: 'isbn', type: 'string', preview: '"0-553-21311-3"', truncated: false },
      { key: 'price', type: 'number', preview: '8.99', truncated: false },
    ]);
  });

  it('caps paths and tree nodes at max_paths, counting the whole document', async () => {
    const result = await visualize('[1,[2,3],{"a":null}]', { max_paths: 3 });
    expect(result.paths).toEqual([
      { path: '$', type: 'array' },
      { path: '$[0]', type: 'number' },
      { path: '$[1]', type: 'array' },
    ]);
    expect(result.pathsTruncated).toBe(true);
    expect(result.tree).toEqual({
      key: null,
      type: 'array',
      preview: '[3 items]',
      size: 3,
      truncated: true,
      children: [
        { key: 0, type: 'number', preview: '1', truncated: false },
        { key: 1, type: 'array', preview: '[2 items]', size: 2, truncated: true },
      ],
    });
    expect(result.counts).toEqual({ object: 1, array: 2, string: 0, number: 3, boolean: 0, null: 1 });
    expect(result).toMatchObject({ totalNodes: 7, depth: 2 });
    const wide = await visualize(`[${'0,'.repeat(9_999)}0]`, { max_paths: 5000 });
    expect(wide.paths).toHaveLength(5000);
    expect(wide.totalNodes).toBe(10_001);
    expect(wide.tree.children).toHaveLength(4999);
  });

  it('previews scalars as JSON cut at 60 characters, and numbers no double holds as written', async () => {
    const { tree } = await visualize(`{"s":"${'x'.repeat(100)}","n":12345678901234567890,"f":1.50,"e":"\\u00e9\\n","t":true}`);
    expect(tree.children).toEqual([
      { key: 's', type: 'string', preview: `"${'x'.repeat(60)}"…`, truncated: false },
      { key: 'n', type: 'number', preview: '12345678901234567890', truncated: false },
      { key: 'f', type: 'number', preview: '1.5', truncated: false },
      { key: 'e', type: 'string', preview: '"é\\n"', truncated: false },
      { key: 't', type: 'boolean', preview: 'true', truncated: false },
    ]);
    expect((await visualize('"x"')).tree).toEqual({ key: null, type: 'string', preview: '"x"', truncated: false });
  });

  it('escapes keys in normalized paths and keeps __proto__ as data', async () => {
    const result = await visualize('{"__proto__":{"it\'s":1},"\\u0007":[]}');
    expect(result.paths.map((entry) => entry.path)).toEqual(['$', "$['__proto__']", "$['__proto__']['it\\'s']", "$['\\u0007']"]);
    expect(({} as Record<string, unknown>)["it's"]).toBeUndefined();
  });

  it('holds its bounds', async () => {
    await expectInvalid('json-visualizer', { json: '{}', max_paths: 0 }, 'max_paths: must be ≥ 1');
    await expectInvalid('json-visualizer', { json: '{}', max_paths: 5001 }, 'max_paths: must be ≤ 5000');
    await expectInvalid('json-visualizer', { json: '{}', max_depth: -1 }, 'max_depth: must be ≥ 0');
    await expectInvalid('json-visualizer', { json: '{}', max_depth: 51 }, 'max_depth: must be ≤ 50');
    await expectInvalid('json-visualizer', { json: '{}', max_depth: 1.5 }, 'max_depth: must be an integer');
    await expectInvalid('json-visualizer', { json: 'x'.repeat(1_000_001) }, 'json: must be at most 1000000 characters');
    await expectInvalid('json-visualizer', { json: '{"a": [1, 2}' }, 'json: invalid JSON at line 1, column 12: unexpected character "}", expected "," or "]"');
    await expectInvalid('json-visualizer', { json: '['.repeat(1001) + ']'.repeat(1001) }, 'json: nested deeper than 1000 levels at line 1, column 1001');
    // 1000 levels: the tree stops at 50, the paths and counts go all the way.
    const deep = await visualize('['.repeat(1000) + ']'.repeat(1000), { max_depth: 50, max_paths: 5000 });
    expect(deep).toMatchObject({ totalNodes: 1000, depth: 999, pathsTruncated: false, counts: { array: 1000 } });
    expect(deep.paths.at(-1)!.path).toBe(`$${'[0]'.repeat(999)}`);
  });
});
