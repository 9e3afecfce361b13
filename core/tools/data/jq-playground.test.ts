import { afterEach, describe, expect, it } from 'vitest';
import { get } from '../../catalog.ts';
import { executeTool } from '../../execute.ts';
import { createPool, type WorkerPool } from '../../pool.ts';
import { spawnNodeProcess } from '../../../server/pool/node-process.ts';
import { call, expectInvalid, run } from '../../../test/helpers.ts';

let pool: WorkerPool | undefined;
afterEach(() => pool?.close());

type Result = { outputs: unknown[]; count: number; text: string; stderr: string };
const jq = (json: string, query?: string) => run<Result>('jq-playground', query === undefined ? { json } : { json, query });

describe('jq-playground', () => {
  it('runs isolated under a 2000 ms deadline', () => {
    const tool = get('jq-playground')!;
    expect(tool.isolate).toBe(true);
    expect(tool.timeoutMs).toBe(2000);
  });

  it('answers the examples of the jq 1.8 manual', async () => {
    // docs/content/manual/v1.8/manual.yml of jqlang/jq: [program, input, outputs]
    const examples: [string, string, string[]][] = [
      ['.', '"Hello, world!"', ['"Hello, world!"']],
      ['.foo', '{"foo": 42, "bar": "less interesting data"}', ['42']],
      ['.foo', '{"notfoo": true, "alsonotfoo": false}', ['null']],
      ['.["foo"]', '{"foo": 42}', ['42']],
      ['[.foo?]', '[1,2]', ['[]']],
      ['.[0]', '[{"name":"JSON", "good":true}, {"name":"XML", "good":false}]', ['{"name":"JSON", "good":true}']],
      ['.[-2]', '[1,2,3]', ['2']],
      ['.[2:4]', '["a","b","c","d","e"]', ['["c", "d"]']],
      ['.[2:4]', '"abcdefghi"', ['"cd"']],
      ['.[-2:]', '["a","b","c","d","e"]', ['["d", "e"]']],
      ['.[]', '[]', []],
      ['.[]', '{"a": 1, "b": 1}', ['1', '1']],
      ['.foo, .bar', '{"foo": 42, "bar": "something else", "baz": true}', ['42', '"something else"']],
      ['.user, .projects[]', '{"user":"stedolan", "projects": ["jq", "wikiflow"]}', ['"stedolan"', '"jq"', '"wikiflow"']],
      ['.[4,2]', '["a","b","c","d","e"]', ['"e"', '"c"']],
      ['(. + 2) * 5', '1', ['15']],
      ['[ .[] | . * 2]', '[1, 2, 3]', ['[2, 4, 6]']],
      ['{user, title: .titles[]}', '{"user":"stedolan","titles":["JQ Primer", "More JQ"]}', ['{"user":"stedolan", "title": "JQ Primer"}', '{"user":"stedolan", "title": "More JQ"}']],
      ['{(.user): .titles}', '{"user":"stedolan","titles":["JQ Primer", "More JQ"]}', ['{"stedolan": ["JQ Primer", "More JQ"]}']],
      ['.. | .a?', '[[{"a":1}]]', ['1']],
      ['{a: 1} + {b: 2} + {c: 3} + {a: 42}', 'null', ['{"a": 42, "b": 2, "c": 3}']],
      ['. - ["xml", "yaml"]', '["xml", "yaml", "json"]', ['["json"]']],
      ['10 / . * 3', '5', ['6']],
      ['. / ", "', '"a, b,c,d, e"', ['["a","b,c,d","e"]']],
      ['{"k": {"a": 1, "b": 2}} * {"k": {"a": 0,"c": 3}}', 'null', ['{"k": {"a": 0, "b": 2, "c": 3}}']],
      ['.[] | (1 / .)?', '[1,0,-1]', ['1', '-1']],
      ['map(abs)', '[-10, -1.1, -1e-1]', ['[10,1.1,1e-1]']],
      ['.[] | length', '[[1,2], "string", {"a":2}, null, -5]', ['2', '6', '1', '0', '5']],
      ['utf8bytelength', '"\\u03bc"', ['2']],
      ['keys', '{"abc": 1, "abcd": 2, "Foo": 3}', ['["Foo", "abc", "abcd"]']],
      ['map(has("foo"))', '[{"foo": 42}, {}]', ['[true, false]']],
      ['map_values(. // empty)', '{"a": null, "b": true, "c": false}', ['{"b":true}']],
      ['pick(.a, .b.c, .x)', '{"a": 1, "b": {"c": 2, "d": 3}, "e": 4}', ['{"a":1,"b":{"c":2},"x":null}']],
      ['path(.a[0].b)', 'null', ['["a",0,"b"]']],
      ['[path(..)]', '{"a":[{"b":1}]}', ['[[],["a"],["a",0],["a",0,"b"]]']],
      ['del(.[1, 2])', '["foo", "bar", "baz"]', ['["foo"]']],
      ['to_entries', '{"a": 1, "b": 2}', ['[{"key":"a", "value":1}, {"key":"b", "value":2}]']],
      ['with_entries(.key |= "KEY_" + .)', '{"a": 1, "b": 2}', ['{"KEY_a": 1, "KEY_b": 2}']],
      ['map(select(. >= 2))', '[1,5,3,0,7]', ['[5,3,7]']],
      ['.[] | select(.id == "second")', '[{"id": "first", "val": 1}, {"id": "second", "val": 2}]', ['{"id": "second", "val": 2}']],
      ['.[]|numbers', '[[],{},1,"foo",null,true,false]', ['1']],
      ['1, empty, 2', 'null', ['1', '2']],
      ['try error("invalid value: \\(.)") catch .', '42', ['"invalid value: 42"']],
      // Number literals (the Identity section): kept as written until computed with.
      ['[., tojson] == if have_decnum then [12345678909876543212345,"12345678909876543212345"] else [12345678909876543000000,"12345678909876543000000"] end', '12345678909876543212345', ['true']],
      ['. < 0.12345678901234567890123456788', '0.12345678901234567890123456789', ['false']],
    ];
    for (const [program, input, outputs] of examples) {
      const result = await jq(input, program);
      expect(result.outputs, program).toEqual(outputs.map((text) => JSON.parse(text)));
      expect(result.count).toBe(outputs.length);
    }
  });

  it('keeps number literals exactly in text, while outputs hold doubles', async () => {
    // jq 1.8 manual, Identity: '.' on 0.12345678901234567890123456789 outputs it as written.
    expect(await jq('0.12345678901234567890123456789')).toEqual({
      outputs: [0.12345678901234568],
      count: 1,
      text: '0.12345678901234567890123456789',
      stderr: '',
    });
    const big = await jq('{"id": 12345678901234567890}', '.id, .id + 1');
    expect(big.text).toBe('12345678901234567890\n12345678901234567000');
    expect(big.outputs).toEqual([12345678901234567000, 12345678901234567000]);
  });

  it('gives one compact line per output, and stderr of debug', async () => {
    expect(await jq('{"a":[1,{"b":"x\\ny"}]}', '.a[]')).toEqual({ outputs: [1, { b: 'x\ny' }], count: 2, text: '1\n{"b":"x\\ny"}', stderr: '' });
    expect(await jq('1', 'debug | . + 1')).toEqual({ outputs: [2], count: 1, text: '2', stderr: '["DEBUG:",1]' });
    expect(await jq('[1,2]')).toMatchObject({ outputs: [[1, 2]], text: '[1,2]' });
    expect(await jq('1', 'empty')).toEqual({ outputs: [], count: 0, text: '', stderr: '' });
  });

  it('reads a program that starts with a dash as a program, never as a jq option', async () => {
    expect((await jq('{"a":2}', '-.a')).outputs).toEqual([-2]);
    expect((await jq('null', '-1')).outputs).toEqual([-1]);
    await expectInvalid('jq-playground', { json: 'null', query: '-n' }, /^query: jq: error: n\/0 is not defined at <top-level>, line 1, column 2:/);
    await expectInvalid('jq-playground', { json: 'null', query: '--arg' }, /^query: jq: error: arg\/0 is not defined/);
  });

  it('answers compile and runtime errors with jq\'s message', async () => {
    await expectInvalid('jq-playground', { json: '{}', query: '.a[' }, /^query: jq: error: syntax error, unexpected end of file at <top-level>, line 1, column 3:\n {4}\.a\[\n {6}\^\njq: 1 compile error$/);
    await expectInvalid('jq-playground', { json: '{}', query: '.a | foo' }, /^query: jq: error: foo\/0 is not defined at <top-level>, line 1, column 6:/);
    await expectInvalid('jq-playground', { json: '{"a":1}', query: '.[0]' }, 'query: jq: error: Cannot index object with number (0)');
    await expectInvalid('jq-playground', { json: '[1,0]', query: '.[] | 1 / .' }, 'query: jq: error: number (1) and number (0) cannot be divided because the divisor is zero');
    await expectInvalid('jq-playground', { json: '"boom"', query: 'halt_error' }, 'query: boom');
    await expectInvalid('jq-playground', { json: '""', query: 'halt_error' }, 'query: jq stopped with exit status 5');
    await expectInvalid('jq-playground', { json: '1', query: 'error("custom")' }, 'query: jq: error: custom');
    // A long query echoed in a compile error is clipped.
    const envelope = await call('jq-playground', { json: '1', query: `.${'a'.repeat(9_000)} |` });
    expect(envelope).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });
    expect(!envelope.success && envelope.error.message.length).toBeLessThan(2000);
  });

  it('refuses input that is not one JSON text, with line and column, before jq sees it', async () => {
    await expectInvalid('jq-playground', { json: '{"a": 1,\n  "b": }' }, 'json: invalid JSON at line 2, column 8: unexpected character "}", expected a value');
    await expectInvalid('jq-playground', { json: '1 2' }, 'json: invalid JSON at line 1, column 3: unexpected character "2" after the end of the JSON value');
    await expectInvalid('jq-playground', { json: 'NaN' }, /^json: invalid JSON at line 1, column 1/);
    await expectInvalid('jq-playground', { json: '' }, 'json: invalid JSON at line 1, column 1: empty input, expected a JSON value');
    await expectInvalid('jq-playground', { json: '['.repeat(1001) + ']'.repeat(1001) }, 'json: nested deeper than 1000 levels at line 1, column 1001');
  });

  it('keeps __proto__ keys as data in its outputs', async () => {
    const result = await jq('{"__proto__":{"polluted":true}}', '., {constructor: {prototype: 1}}');
    expect(Object.hasOwn(result.outputs[0] as object, '__proto__')).toBe(true);
    expect(result.text).toBe('{"__proto__":{"polluted":true}}\n{"constructor":{"prototype":1}}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('holds its bounds: query length, NUL, empty query', async () => {
    await expectInvalid('jq-playground', { json: '1', query: '' }, 'query: must not be empty');
    await expectInvalid('jq-playground', { json: '1', query: ' '.repeat(10_001) }, 'query: must be at most 10000 characters');
    // 10,000 characters of 3 UTF-8 bytes each still reach jq whole.
    expect((await jq('1', `"${'€'.repeat(9_989)}" | length`)).outputs).toEqual([9_989]);
    await expectInvalid('jq-playground', { json: '1', query: '.\u0000 | error' }, 'query: must not contain the NUL character (U+0000)');
    await expectInvalid('jq-playground', { json: 'x'.repeat(1_000_001) }, 'json: must be at most 1000000 characters');
    await expectInvalid('jq-playground', { json: 1 }, 'json: must be a string, got an integer');
    await expectInvalid('jq-playground', { json: 'null', query: '"x" * 11000000' }, 'query: the output is longer than 10000000 characters');
  });

  it('survives a crash inside WebAssembly and starts a fresh jq for the next run', async () => {
    // Printing 3000 nested arrays overflows jq's stack (a trap in WebAssembly).
    await expectInvalid('jq-playground', { json: '0', query: 'reduce range(3000) as $i (.; [.])' }, /^query: jq ran out of memory or stack on this input/);
    expect((await jq('{"a":2}', '.a * 21')).outputs).toEqual([42]);
  });

  it('answers TIMEOUT in-process when jq exhausts its heap after the deadline', async () => {
    // [range(1e9)] grows jq's heap to its 256 MB limit (seconds), and jq aborts: past a 300 ms deadline.
    const envelope = await executeTool(get('jq-playground')!, { json: 'null', query: '[range(1e9)]' }, { timeoutMs: 300 });
    expect(envelope).toEqual({ success: false, error: { code: 'TIMEOUT', message: 'the tool ran past its deadline of 300 ms on this input' } });
    expect((await jq('[3,1,2]', 'sort')).outputs).toEqual([[1, 2, 3]]);
  }, 20_000);

  it('is stopped at its deadline by the worker pool: def f: f; f, repeat(.), [range(1e9)]', async () => {
    // In-process these cannot be interrupted (WebAssembly runs synchronously, and the first two
    // neither allocate nor stop); the pool ends the worker at the 2000 ms deadline.
    pool = createPool({ size: 1, queueLimit: 2, spawn: () => spawnNodeProcess() });
    const warm = () => pool!.run('jq-playground', { json: '{"a":1}', query: '.a' }, 20_000);
    expect(await warm()).toMatchObject({ success: true, result: { outputs: [1] } });
    const timedOut = { success: false, error: { code: 'TIMEOUT', message: 'the tool ran past its deadline of 2000 ms on this input' } };
    for (const query of ['def f: f; f', 'repeat(.)', '[range(1e9)]']) {
      const started = performance.now();
      const envelope = await pool.run('jq-playground', { json: '1', query }, 2000);
      if (query === '[range(1e9)]' && !(envelope as { success: boolean }).success && (envelope as { error: { code: string } }).error.code === 'VALIDATION_ERROR') {
        // This one fills jq's 256 MB heap: a fast machine gets there before the deadline.
        expect(envelope, query).toMatchObject({ error: { message: expect.stringMatching(/^query: jq ran out of memory/) } });
      } else {
        expect(envelope, query).toEqual(timedOut);
      }
      expect(performance.now() - started, query).toBeLessThan(3500);
      expect(await warm()).toMatchObject({ success: true, result: { outputs: [1] } });
    }
  }, 60_000);
});
