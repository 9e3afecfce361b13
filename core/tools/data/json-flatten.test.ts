import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Result = { flat: Record<string, unknown>; count: number };
const flatten = (json: string, separator?: string) => run<Result>('json-flatten', separator === undefined ? { json } : { json, separator });

// The reference flattening, run by hand with jq 1.6 (leaves are scalars and empty containers):
// jq -c '. as $doc | reduce (paths as $p | select(getpath($p) | (type != "object" and type != "array") or length == 0) | $p)
//        as $p ({}; . + {($p | map(tostring) | join(".")): ($doc | getpath($p))})'
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

describe('json-flatten', () => {
  it('flattens the RFC 9535 bookstore as jq does, in document order', async () => {
    // jq (above) on RFC 9535 §1.5 Figure 1
    const expected = {
      'store.book.0.category': 'reference', 'store.book.0.author': 'Nigel Rees', 'store.book.0.title': 'Sayings of the Century', 'store.book.0.price': 8.95,
      'store.book.1.category': 'fiction', 'store.book.1.author': 'Evelyn Waugh', 'store.book.1.title': 'Sword of Honour', 'store.book.1.price': 12.99,
      'store.book.2.category': 'fiction', 'store.book.2.author': 'Herman Melville', 'store.book.2.title': 'Moby Dick', 'store.book.2.isbn': '0-553-21311-3', 'store.book.2.price': 8.99,
      'store.book.3.category': 'fiction', 'store.book.3.author': 'J. R. R. Tolkien', 'store.book.3.title': 'The Lord of the Rings', 'store.book.3.isbn': '0-395-19395-8', 'store.book.3.price': 22.99,
      'store.bicycle.color': 'red', 'store.bicycle.price': 399,
    };
    const result = await flatten(BOOKSTORE);
    expect(result.flat).toEqual(expected);
    expect(Object.keys(result.flat)).toEqual(Object.keys(expected));
    expect(result.count).toBe(20);
  });

  it('keeps empty containers and null as leaves, and the empty key as an empty segment', async () => {
    // jq (above): {"a.b.0":1,"a.b.1.c":null,"a.e":{},"a.f":[],"g":"x","h.":1}
    const result = await flatten('{"a":{"b":[1,{"c":null}],"e":{},"f":[]},"g":"x","h":{"":1}}');
    expect(result.flat).toEqual({ 'a.b.0': 1, 'a.b.1.c': null, 'a.e': {}, 'a.f': [], g: 'x', 'h.': 1 });
    expect(Object.keys(result.flat)).toEqual(['a.b.0', 'a.b.1.c', 'a.e', 'a.f', 'g', 'h.']);
    expect(await flatten('{}')).toEqual({ flat: {}, count: 0 });
    expect(await flatten('[]')).toEqual({ flat: {}, count: 0 });
  });

  it('flattens a root array by index, with __proto__ and constructor as plain keys', async () => {
    // jq (above): {"0.__proto__.x":1,"1":"constructor","2.0":[]}
    const result = await flatten('[{"__proto__":{"x":1}},"constructor",[[]]]');
    expect(result.flat).toEqual({ '0.__proto__.x': 1, '1': 'constructor', '2.0': [] });
    // A JavaScript object lists integer-like keys ("1") first, whatever the insertion order.
    expect(Object.keys(result.flat)).toEqual(['1', '0.__proto__.x', '2.0']);
    expect(Object.hasOwn(result.flat, '0.__proto__.x')).toBe(true);
    expect(Object.getPrototypeOf(result.flat)).toBeNull();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('joins with any separator of up to 16 characters', async () => {
    expect((await flatten('{"a":{"b":[1]}}', '/')).flat).toEqual({ 'a/b/0': 1 });
    expect((await flatten('{"a":{"b":[1]}}', '__')).flat).toEqual({ a__b__0: 1 });
    expect((await flatten('{"a.b":{"c":1}}', '|')).flat).toEqual({ 'a.b|c': 1 });
    expect((await flatten('{"a":{"b":1}}', 'x'.repeat(16))).flat).toEqual({ [`a${'x'.repeat(16)}b`]: 1 });
    await expectInvalid('json-flatten', { json: '{}', separator: 'x'.repeat(17) }, 'separator: must be at most 16 characters');
    await expectInvalid('json-flatten', { json: '{}', separator: '' }, 'separator: must not be empty');
  });

  it('refuses a key containing the separator, naming the key, where it is, and what to do', async () => {
    await expectInvalid(
      'json-flatten',
      { json: '{"user":{"first.name":"Ada"}}' },
      `json: the key "first.name" at $['user']['first.name'] contains the separator ".", so its path would be ambiguous; choose a separator that no key contains (for example "/", "|" or "__")`,
    );
    await expectInvalid('json-flatten', { json: '[{"a/b":1}]', separator: '/' }, /^json: the key "a\/b" at \$\[0\]\['a\/b'\] contains the separator "\/"/);
  });

  it('reads numbers as doubles, refusing an integer a double would change, with its position', async () => {
    // python3: json.loads('[1e-7, -0, 1.50, 0.10000000000000001, 1180591620717411303424]')
    // → [1e-07, 0, 1.5, 0.1, 1180591620717411303424] (2^70, which a double holds exactly)
    expect((await flatten('{"a":1e-7,"b":-0,"c":1.50,"d":0.10000000000000001,"e":1180591620717411303424}')).flat).toEqual({
      a: 1e-7, b: 0, c: 1.5, d: 0.1, e: 2 ** 70,
    });
    // What JSON.stringify writes for a double past 2^53 reads back as that double.
    expect((await flatten(`[${JSON.stringify(-42386925544581208)}]`)).flat).toEqual({ '0': -42386925544581208 });
    // python3: int(float(12345678901234567890)) → 12345678901234567168: the digits would change.
    await expectInvalid(
      'json-flatten',
      { json: '{\n  "id": 12345678901234567890\n}' },
      'json: the number 12345678901234567890 at line 2, column 9 cannot be held exactly by a double (it would read as 12345678901234567000); write it as a string to keep every digit',
    );
    await expectInvalid('json-flatten', { json: '[1e400]' }, /^json: the number 1e400 at line 1, column 2 cannot be held exactly by a double \(it would read as Infinity\)/);
    await expectInvalid('json-flatten', { json: '[1e-400]' }, /^json: the number 1e-400 at line 1, column 2 cannot be held exactly by a double \(it would read as 0\)/);
    await expectInvalid('json-flatten', { json: `[${'9'.repeat(400_000)}]` }, /^json: the number 9{40}… at line 1, column 2 cannot be held exactly by a double \(it would read as Infinity\)/);
  });

  it('refuses a scalar root and malformed JSON with line and column', async () => {
    await expectInvalid('json-flatten', { json: '5' }, 'json: must be an object or an array to flatten, got a number');
    await expectInvalid('json-flatten', { json: 'null' }, 'json: must be an object or an array to flatten, got null');
    await expectInvalid('json-flatten', { json: '"x"' }, 'json: must be an object or an array to flatten, got a string');
    // python3: json.loads('{"a": [1, 2}') → Expecting ',' delimiter: line 1 column 12
    await expectInvalid('json-flatten', { json: '{"a": [1, 2}' }, 'json: invalid JSON at line 1, column 12: unexpected character "}", expected "," or "]"');
    await expectInvalid('json-flatten', { json: '{"a":\n' }, 'json: invalid JSON at line 2, column 1: unexpected end of input, expected a value');
    await expectInvalid('json-flatten', { json: "{'a':1}" }, /^json: invalid JSON at line 1, column 2: /);
  });

  it('bounds nesting at 1000 levels and the input at 1,000,000 characters', async () => {
    const deep = (levels: number) => '['.repeat(levels) + '1' + ']'.repeat(levels);
    expect((await flatten(deep(1000))).flat).toEqual({ [Array(1000).fill('0').join('.')]: 1 });
    await expectInvalid('json-flatten', { json: deep(1001) }, 'json: nested deeper than 1000 levels at line 1, column 1001');
    const max = `[${'0,'.repeat(499_998)}0]`;
    expect(max.length).toBe(999_999);
    expect((await flatten(`${max} `)).count).toBe(499_999);
    await expectInvalid('json-flatten', { json: `${max}  ` }, 'json: must be at most 1000000 characters');
  });

  it('refuses a result that would pass the result size bound instead of building it', async () => {
    // 480 levels of a 2000-character key over 10,000 leaves: ~1M characters in, ~10^10 of paths out.
    const key = 'k'.repeat(2000);
    const json = `{"${key}":`.repeat(240) + `[${'0,'.repeat(9_999)}0]` + '}'.repeat(240);
    expect(json.length).toBeLessThan(1_000_000);
    await expectInvalid('json-flatten', { json }, 'json: the flattened map would be longer than 20000000 characters');
  });

  it('refuses wrong types and unknown fields', async () => {
    await expectInvalid('json-flatten', {}, 'json: is required');
    await expectInvalid('json-flatten', { json: {} }, 'json: must be a string, got an object');
    await expectInvalid('json-flatten', { json: '{}', separator: 1 }, 'separator: must be a string, got an integer');
    await expectInvalid('json-flatten', { json: '{}', sep: '.' }, 'sep: unknown field');
  });
});
