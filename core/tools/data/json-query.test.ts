import { afterEach, describe, expect, it } from 'vitest';
import { get } from '../../catalog.ts';
import { createPool, type WorkerPool } from '../../pool.ts';
import { spawnNodeProcess } from '../../../server/pool/node-process.ts';
import { call, expectInvalid, run } from '../../../test/helpers.ts';

let pool: WorkerPool | undefined;
afterEach(() => pool?.close());

type Match = { path: string; value: unknown };
type Result = { matches: Match[]; count: number; truncated: boolean };
const query = (json: string, path: string) => run<Result>('json-query', { json, path });
const paths = async (json: string, path: string) => (await query(json, path)).matches.map((m) => m.path);
const values = async (json: string, path: string) => (await query(json, path)).matches.map((m) => m.value);
const sorted = (list: string[]) => [...list].sort();

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
const BOOK = (i: number) => `$['store']['book'][${i}]`;

describe('json-query', () => {
  it('runs isolated under a 2000 ms deadline', () => {
    const tool = get('json-query')!;
    expect(tool.isolate).toBe(true);
    expect(tool.timeoutMs).toBe(2000);
  });

  it('answers RFC 9535 Table 2 on the bookstore', async () => {
    // $.store.book[*].author: the authors of all books in the store
    expect(await values(BOOKSTORE, '$.store.book[*].author')).toEqual(['Nigel Rees', 'Evelyn Waugh', 'Herman Melville', 'J. R. R. Tolkien']);
    expect(await paths(BOOKSTORE, '$.store.book[*].author')).toEqual([0, 1, 2, 3].map((i) => `${BOOK(i)}['author']`));
    // $..author: all authors
    expect(await values(BOOKSTORE, '$..author')).toEqual(['Nigel Rees', 'Evelyn Waugh', 'Herman Melville', 'J. R. R. Tolkien']);
    // $.store.*: all things in the store, which are some books and a red bicycle
    expect(sorted(await paths(BOOKSTORE, '$.store.*'))).toEqual(["$['store']['bicycle']", "$['store']['book']"]);
    // $.store..price: the prices of everything in the store
    expect((await values(BOOKSTORE, '$.store..price')).sort()).toEqual([12.99, 22.99, 399, 8.95, 8.99].sort());
    // $..book[2]: the third book; $..book[2].author: its author; $..book[2].publisher: empty result
    expect(await query(BOOKSTORE, '$..book[2]')).toEqual({
      matches: [{ path: BOOK(2), value: { category: 'fiction', author: 'Herman Melville', title: 'Moby Dick', isbn: '0-553-21311-3', price: 8.99 } }],
      count: 1,
      truncated: false,
    });
    expect(await values(BOOKSTORE, '$..book[2].author')).toEqual(['Herman Melville']);
    expect(await query(BOOKSTORE, '$..book[2].publisher')).toEqual({ matches: [], count: 0, truncated: false });
    // $..book[-1]: the last book in order
    expect(await paths(BOOKSTORE, '$..book[-1]')).toEqual([BOOK(3)]);
    // $..book[0,1] and $..book[:2]: the first two books
    expect(await paths(BOOKSTORE, '$..book[0,1]')).toEqual([BOOK(0), BOOK(1)]);
    expect(await paths(BOOKSTORE, '$..book[:2]')).toEqual([BOOK(0), BOOK(1)]);
    // $..book[?@.isbn]: all books with an ISBN number; $..book[?@.price<10]: all books cheaper than 10
    expect(await paths(BOOKSTORE, '$..book[?@.isbn]')).toEqual([BOOK(2), BOOK(3)]);
    expect(await paths(BOOKSTORE, '$..book[?@.price<10]')).toEqual([BOOK(0), BOOK(2)]);
    // $..*: all member values and array elements contained in the input value (27 of them; jq 1.6: [paths] | length)
    expect((await query(BOOKSTORE, '$..*')).count).toBe(27);
  });

  it('answers the examples of RFC 9535 §2.3 (name, wildcard, index, slice selectors)', async () => {
    // §2.3.1.3
    const names = `{"o": {"j j": {"k.k": 3}}, "'": {"@": 2}}`;
    expect(await query(names, "$.o['j j']")).toMatchObject({ matches: [{ path: "$['o']['j j']", value: { 'k.k': 3 } }] });
    expect(await query(names, "$.o['j j']['k.k']")).toMatchObject({ matches: [{ path: "$['o']['j j']['k.k']", value: 3 }] });
    expect(await query(names, '$.o["j j"]["k.k"]')).toMatchObject({ matches: [{ path: "$['o']['j j']['k.k']", value: 3 }] });
    expect(await query(names, `$["'"]["@"]`)).toMatchObject({ matches: [{ path: "$['\\'']['@']", value: 2 }] });
    // §2.3.2.3 (member order of an object is left open)
    const wild = '{"o": {"j": 1, "k": 2}, "a": [5, 3]}';
    expect(sorted(await paths(wild, '$[*]'))).toEqual(["$['a']", "$['o']"]);
    expect((await values(wild, '$.o[*]')).sort()).toEqual([1, 2]);
    expect((await values(wild, '$.o[*, *]')).sort()).toEqual([1, 1, 2, 2]);
    expect(await values(wild, '$.a[*]')).toEqual([5, 3]);
    // §2.3.3.3
    expect(await query('["a","b"]', '$[1]')).toMatchObject({ matches: [{ path: '$[1]', value: 'b' }] });
    expect(await query('["a","b"]', '$[-2]')).toMatchObject({ matches: [{ path: '$[0]', value: 'a' }] });
    // §2.3.4.3
    const letters = '["a", "b", "c", "d", "e", "f", "g"]';
    expect(await values(letters, '$[1:3]')).toEqual(['b', 'c']);
    expect(await values(letters, '$[5:]')).toEqual(['f', 'g']);
    expect(await values(letters, '$[1:5:2]')).toEqual(['b', 'd']);
    expect(await values(letters, '$[5:1:-2]')).toEqual(['f', 'd']);
    expect(await values(letters, '$[::-1]')).toEqual(['g', 'f', 'e', 'd', 'c', 'b', 'a']);
    // §2.5.1.3
    expect(await values(letters, '$[0, 3]')).toEqual(['a', 'd']);
    expect(await values(letters, '$[0:2, 5]')).toEqual(['a', 'b', 'f']);
    expect(await values(letters, '$[0, 0]')).toEqual(['a', 'a']);
  });

  it('answers the filter examples of RFC 9535 §2.3.5.3', async () => {
    const doc = `{
      "a": [3, 5, 1, 2, 4, 6, {"b": "j"}, {"b": "k"}, {"b": {}}, {"b": "kilo"}],
      "o": {"p": 1, "q": 2, "r": 3, "s": 5, "t": {"u": 6}},
      "e": "f"
    }`;
    const a = (i: number) => `$['a'][${i}]`;
    expect(await query(doc, "$.a[?@.b == 'kilo']")).toMatchObject({ matches: [{ path: a(9), value: { b: 'kilo' } }] });
    expect(await paths(doc, "$.a[?(@.b == 'kilo')]")).toEqual([a(9)]);
    expect(await paths(doc, '$.a[?@>3.5]')).toEqual([a(1), a(4), a(5)]);
    expect(await paths(doc, '$.a[?@.b]')).toEqual([a(6), a(7), a(8), a(9)]);
    expect(sorted(await paths(doc, '$[?@.*]'))).toEqual(["$['a']", "$['o']"]);
    expect(await paths(doc, '$[?@[?@.b]]')).toEqual(["$['a']"]);
    expect(sorted(await paths(doc, '$.o[?@<3, ?@<3]'))).toEqual(["$['o']['p']", "$['o']['p']", "$['o']['q']", "$['o']['q']"]);
    expect(await paths(doc, '$.a[?@<2 || @.b == "k"]')).toEqual([a(2), a(7)]);
    expect(await paths(doc, '$.a[?match(@.b, "[jk]")]')).toEqual([a(6), a(7)]);
    expect(await paths(doc, '$.a[?search(@.b, "[jk]")]')).toEqual([a(6), a(7), a(9)]);
    expect(sorted(await paths(doc, '$.o[?@>1 && @<4]'))).toEqual(["$['o']['q']", "$['o']['r']"]);
    expect(await paths(doc, '$.o[?@.u || @.x]')).toEqual(["$['o']['t']"]);
    expect(await paths(doc, '$.a[?@.b == $.x]')).toEqual([0, 1, 2, 3, 4, 5].map(a));
    expect(await paths(doc, '$.a[?@ == @]')).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(a));
  });

  it('answers the descendant examples of §2.5.2.3 and the null semantics of §2.6', async () => {
    const doc = '{"o": {"j": 1, "k": 2}, "a": [5, 3, [{"j": 4}, {"k": 6}]]}';
    expect(await paths(doc, '$..j')).toEqual(["$['o']['j']", "$['a'][2][0]['j']"]);
    expect(await paths(doc, '$..[0]')).toEqual(["$['a'][0]", "$['a'][2][0]"]);
    expect((await query(doc, '$..*')).count).toBe(11);
    expect(await values(doc, '$..o')).toEqual([{ j: 1, k: 2 }]);
    expect((await values(doc, '$.o..[*, *]')).sort()).toEqual([1, 1, 2, 2]);
    expect(await values(doc, '$.a..[0, 1]')).toEqual([5, 3, { j: 4 }, { k: 6 }]);
    const nulls = '{"a": null, "b": [null], "c": [{}], "null": 1}';
    expect(await query(nulls, '$.a')).toMatchObject({ matches: [{ path: "$['a']", value: null }] });
    expect((await query(nulls, '$.a[0]')).count).toBe(0);
    expect((await query(nulls, '$.a.d')).count).toBe(0);
    expect(await values(nulls, '$.b[0]')).toEqual([null]);
    expect(await values(nulls, '$.b[*]')).toEqual([null]);
    expect(await values(nulls, '$.b[?@]')).toEqual([null]);
    expect(await values(nulls, '$.b[?@==null]')).toEqual([null]);
    expect((await query(nulls, '$.c[?@.d==null]')).count).toBe(0);
    expect(await values(nulls, '$.null')).toEqual([1]);
  });

  it('writes normalized paths with the escapes of RFC 9535 §2.7', async () => {
    // Table 16: $["\u000B"] → $['\u000b'], $["\u0061"] → $['a'], $[-3] → $[2] on five elements.
    expect(await paths('{"\\u000b": 1}', '$["\\u000B"]')).toEqual(["$['\\u000b']"]);
    expect(await paths('{"a": 1}', '$["\\u0061"]')).toEqual(["$['a']"]);
    expect(await paths('[0,1,2,3,4]', '$[-3]')).toEqual(['$[2]']);
    expect(sorted(await paths('{"\\\\": 1, "\\n": 2, "\\u001f": 3, "\'": 4}', '$.*'))).toEqual(sorted(["$['\\\\']", "$['\\n']", "$['\\u001f']", "$['\\'']"]));
  });

  it('answers the function cases of the JSONPath compliance test suite', async () => {
    // jsonpath-compliance-test-suite tests/functions/length.json, value.json, arguments.json
    expect(await values('["☺","☺☺","☺☺☺","ж","жж","жжж","磨","阿美","形声字"]', '$[?length(@)==2]')).toEqual(['☺☺', 'жж', '阿美']);
    expect((await query('[{"d": "f"}]', '$[?length(1)>=2]')).count).toBe(0);
    expect(await query('{"c": "cd", "values": [{"a": "ab"}, {"a": "d"}]}', '$.values[?length(@.a)==length(value($..c))]')).toMatchObject({
      matches: [{ path: "$['values'][0]", value: { a: 'ab' } }],
    });
    expect(await values('[{"a": "ab"}, {"c": "d"}, {"a": null}]', '$[?length(value(@.a))>0]')).toEqual([{ a: 'ab' }]);
    expect(await values('[[4], {"foo": 4}, [5], {"foo": 5}, 4]', '$[?value(@.*)==4]')).toEqual([[4], { foo: 4 }]);
    expect(await values('{"regex": "a.*", "values": [{"a": "ab"}, {"a": "ba"}]}', "$.values[?match(@.a, value($..['regex']))]")).toEqual([{ a: 'ab' }]);
    for (const invalid of [
      '$[?length(@.a)]', // result must be compared
      '$[?length()==1]', // no params
      '$[?length(@.a,@.b)==1]', // too many params
      '$[?length(@.*)<3]', // non-singular query arg
      '$[?length(@[1, 2])<3]',
      "$[?length(@['a', 'b'])<3]",
      '$[?value()==4]',
      '$[?value(@.a,@.b)==4]',
      '$[?value(@.a)]',
      '$[?length(@.a==@.b)>2]', // type mismatch, value type and logical type
      '$[?foo(@)]',
      '$[?count(1)==1]',
      '$[?match(@.a, "a") == true]',
    ]) {
      await expectInvalid('json-query', { json: '[]', path: invalid }, /^path: invalid JSONPath/);
    }
  });

  it('says why a query is invalid, with the column of a syntax error', async () => {
    await expectInvalid('json-query', { json: '{}', path: 'a' }, 'path: invalid JSONPath at column 1: expected "$" but "a" found');
    await expectInvalid('json-query', { json: '{}', path: '$[' }, /^path: invalid JSONPath at column 3: expected .* but end of input found$/);
    await expectInvalid('json-query', { json: '{}', path: '$[?foo(@)]' }, 'path: invalid JSONPath: unknown function foo() (the functions are length, count, match, search and value)');
    await expectInvalid('json-query', { json: '{}', path: '$[?length(@)]' }, /^path: invalid JSONPath: length\(\) gives a value, not a logical result/);
    await expectInvalid('json-query', { json: '{}', path: '$[9007199254740992]' }, 'path: invalid JSONPath: the index 9007199254740992 is outside the range -(2^53-1) to 2^53-1');
    await expectInvalid('json-query', { json: '{}', path: '$[1:9007199254740992]' }, /the slice bound 9007199254740992 is outside/);
    await expectInvalid('json-query', { json: '{}', path: `$${'['.repeat(5000)}` }, /^path: (invalid JSONPath|nested too deeply)/);
    await expectInvalid('json-query', { json: '{}', path: `$[?${'('.repeat(4000)}@${')'.repeat(4000)}]` }, /^path: /);
  });

  it('selects __proto__ and constructor as ordinary members, and never pollutes', async () => {
    const doc = '{"__proto__": {"polluted": true}, "constructor": {"prototype": 1}}';
    expect(await query(doc, '$.__proto__.polluted')).toMatchObject({ matches: [{ path: "$['__proto__']['polluted']", value: true }] });
    expect(await values(doc, '$.constructor.prototype')).toEqual([1]);
    expect((await query('{}', '$.constructor')).count).toBe(0);
    expect((await query('[]', '$.length')).count).toBe(0);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses malformed JSON and numbers a double cannot hold, with line and column', async () => {
    await expectInvalid('json-query', { json: '{"a": [1, 2,]}', path: '$' }, 'json: invalid JSON at line 1, column 13: unexpected "]" after a comma (trailing commas are not allowed)');
    await expectInvalid('json-query', { json: '{"id":\n 9007199254740993}', path: '$.id' }, /^json: the number 9007199254740993 at line 2, column 2 cannot be held exactly/);
    expect(await values('{"id": 9007199254740992, "x": 1.0e2}', '$.*')).toEqual([9007199254740992, 100]);
  });

  it('caps a runaway descendant query by matches and by size of values, quickly', async () => {
    // 50,000 one-level arrays: $..* has 100,000 matches; listed up to 10,000.
    const wide = `[${'[0],'.repeat(49_999)}[0]]`;
    let started = performance.now();
    const result = await query(wide, '$..*');
    expect(result.count).toBe(10_000);
    expect(result.truncated).toBe(true);
    expect(performance.now() - started).toBeLessThan(2000);
    // 30 levels over 900 strings of 1000 characters: $..* repeats the 900,000-character array
    // under each of its 30 ancestors, past the 20,000,000 characters the values may take.
    const deep = `${'{"a":'.repeat(30)}[${`"${'x'.repeat(1000)}",`.repeat(899)}"x"]${'}'.repeat(30)}`;
    started = performance.now();
    const capped = await query(deep, '$..*');
    expect(capped.truncated).toBe(true);
    expect(capped.count).toBe(22);
    expect(JSON.stringify(capped).length).toBeLessThan(20_100_000);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('is stopped at its deadline by the worker pool when the evaluation runs away inside the library', async () => {
    pool = createPool({ size: 1, queueLimit: 2, spawn: () => spawnNodeProcess() });
    expect(await pool.run('json-query', { json: '{"a":[1]}', path: '$.a[0]' }, 20_000)).toMatchObject({ success: true, result: { count: 1 } });
    // For each of 500,000 items the filter walks the whole document again, and finds nothing to
    // report: 2.5·10^11 steps inside the library, which only ending the worker stops.
    const wide = `[${'0,'.repeat(499_998)}0]`;
    let started = performance.now();
    expect(await pool.run('json-query', { json: wide, path: '$[?count($..*) == 0]' }, 2000)).toEqual({
      success: false,
      error: { code: 'TIMEOUT', message: 'the tool ran past its deadline of 2000 ms on this input' },
    });
    expect(performance.now() - started).toBeLessThan(3500);
    // The replacement worker answers the next call.
    expect(await pool.run('json-query', { json: '[5]', path: '$[0]' }, 20_000)).toMatchObject({ success: true, result: { matches: [{ value: 5 }] } });
    // $..* over 1000 levels and 100,000 items: the library copies a 1000-segment path for every
    // node before reporting them; it ends capped or at the deadline, never later.
    const deep = `${'{"a":'.repeat(999)}[${'1,'.repeat(100_000)}1]${'}'.repeat(999)}`;
    started = performance.now();
    const envelope = await pool.run('json-query', { json: deep, path: '$..*' }, 2000);
    expect(performance.now() - started).toBeLessThan(3500);
    expect(envelope).toSatisfy(
      (answer: unknown) =>
        JSON.stringify(answer).includes('"truncated":true') || (answer as { error?: { code: string } }).error?.code === 'TIMEOUT',
    );
  }, 60_000);

  it('holds its bounds and refuses wrong types', async () => {
    await expectInvalid('json-query', { json: '{}', path: '' }, 'path: must not be empty');
    await expectInvalid('json-query', { json: '{}', path: `$${'.a'.repeat(5000)}` }, 'path: must be at most 10000 characters');
    expect((await call('json-query', { json: '{}', path: `$${'.a'.repeat(4999)}a` })).success).toBe(true);
    await expectInvalid('json-query', { json: `[${' '.repeat(999_999)}]`, path: '$' }, 'json: must be at most 1000000 characters');
    await expectInvalid('json-query', { json: '{}' }, 'path: is required');
    await expectInvalid('json-query', { json: 1, path: '$' }, 'json: must be a string, got an integer');
  });
});
