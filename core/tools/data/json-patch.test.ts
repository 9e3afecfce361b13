import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

const apply = async (doc: string, patch: string, rfc = '6902') => JSON.parse((await run<{ result: string }>('json-patch', { doc, patch, rfc })).result) as unknown;
const diff = async (doc: string, target: string, rfc = '6902') => JSON.parse((await run<{ result: string }>('json-patch', { doc, target, mode: 'diff', rfc })).result) as unknown;

describe('json-patch', () => {
  it('gives the results of RFC 6902 Appendix A', async () => {
    const cases: [string, string, string, unknown][] = [
      ['A.1', '{"foo":"bar"}', '[{"op":"add","path":"/baz","value":"qux"}]', { baz: 'qux', foo: 'bar' }],
      ['A.2', '{"foo":["bar","baz"]}', '[{"op":"add","path":"/foo/1","value":"qux"}]', { foo: ['bar', 'qux', 'baz'] }],
      ['A.3', '{"baz":"qux","foo":"bar"}', '[{"op":"remove","path":"/baz"}]', { foo: 'bar' }],
      ['A.4', '{"foo":["bar","qux","baz"]}', '[{"op":"remove","path":"/foo/1"}]', { foo: ['bar', 'baz'] }],
      ['A.5', '{"baz":"qux","foo":"bar"}', '[{"op":"replace","path":"/baz","value":"boo"}]', { baz: 'boo', foo: 'bar' }],
      ['A.6', '{"foo":{"bar":"baz","waldo":"fred"},"qux":{"corge":"grault"}}', '[{"op":"move","from":"/foo/waldo","path":"/qux/thud"}]', { foo: { bar: 'baz' }, qux: { corge: 'grault', thud: 'fred' } }],
      ['A.7', '{"foo":["all","grass","cows","eat"]}', '[{"op":"move","from":"/foo/1","path":"/foo/3"}]', { foo: ['all', 'cows', 'eat', 'grass'] }],
      ['A.8', '{"baz":"qux","foo":["a",2,"c"]}', '[{"op":"test","path":"/baz","value":"qux"},{"op":"test","path":"/foo/1","value":2}]', { baz: 'qux', foo: ['a', 2, 'c'] }],
      ['A.10', '{"foo":"bar"}', '[{"op":"add","path":"/child","value":{"grandchild":{}}}]', { foo: 'bar', child: { grandchild: {} } }],
      ['A.11', '{"foo":"bar"}', '[{"op":"add","path":"/baz","value":"qux","xyz":123}]', { foo: 'bar', baz: 'qux' }],
      ['A.14', '{"/":9,"~1":10}', '[{"op":"test","path":"/~01","value":10}]', { '/': 9, '~1': 10 }],
      ['A.16', '{"foo":["bar"]}', '[{"op":"add","path":"/foo/-","value":["abc","def"]}]', { foo: ['bar', ['abc', 'def']] }],
    ];
    for (const [section, doc, patch, result] of cases) expect(await apply(doc, patch), section).toEqual(result);
  });

  it('refuses the RFC 6902 Appendix A error cases with a 400 naming the operation', async () => {
    // A.9: a failing test.
    await expectInvalid('json-patch', { doc: '{"baz":"qux","foo":["a",2,"c"]}', patch: '[{"op":"test","path":"/baz","value":"bar"}]' }, 'patch[0] (test at "/baz"): test failed: the value there differs');
    // A.12: adding to a nonexistent target.
    await expectInvalid('json-patch', { doc: '{"foo":"bar"}', patch: '[{"op":"add","path":"/baz/bat","value":"qux"}]' }, /^patch\[0\] \(add at "\/baz\/bat"\): /);
    // A.15: comparing strings and numbers.
    await expectInvalid('json-patch', { doc: '{"/":9,"~1":10}', patch: '[{"op":"test","path":"/~01","value":"10"}]' }, 'patch[0] (test at "/~01"): test failed: the value there differs');
  });

  it('is all or nothing, and names the failing operation by index', async () => {
    await expectInvalid(
      'json-patch',
      { doc: '{"a":1}', patch: '[{"op":"add","path":"/b","value":2},{"op":"remove","path":"/zzz"}]' },
      'patch[1] (remove at "/zzz"): has a path that does not exist in the document',
    );
    await expectInvalid('json-patch', { doc: '{"a":1}', patch: '[{"op":"bogus","path":"/a"}]' }, /^patch\[0\] \(bogus at "\/a"\): has an op that is not/);
    await expectInvalid('json-patch', { doc: '{"a":[1]}', patch: '[{"op":"add","path":"/a/5","value":1}]' }, /^patch\[0\] .*past the end of the array/);
    await expectInvalid('json-patch', { doc: '{"a":1}', patch: '[{"op":"move","from":"/x","path":"/b"}]' }, /^patch\[0\] .*has a from that does not exist/);
    await expectInvalid('json-patch', { doc: '{"a":1}', patch: '[{"op":"add","path":"/b"}]' }, /^patch\[0\] .*needs a value/);
    await expectInvalid('json-patch', { doc: '{"a":1}', patch: '{"op":"add"}' }, 'patch: must be a JSON array of operations (RFC 6902)');
  });

  it('never pollutes a prototype through __proto__ or constructor/prototype', async () => {
    await expectInvalid('json-patch', { doc: '{"a":1}', patch: '[{"op":"add","path":"/__proto__/polluted","value":true}]' }, /^patch: a path through __proto__/);
    await expectInvalid('json-patch', { doc: '{"__proto__":{}}', patch: '[{"op":"add","path":"/__proto__/polluted","value":true}]' }, /^patch: a path through __proto__/);
    await expectInvalid('json-patch', { doc: '{"a":1}', patch: '[{"op":"add","path":"/constructor/prototype/polluted","value":true}]' }, /^patch\[0\]/);
    // RFC 7396 merges over Maps: __proto__ is data there.
    expect(await run('json-patch', { doc: '{"a":1}', patch: '{"__proto__":{"polluted":true}}', rfc: '7396' })).toEqual({ result: '{\n  "a": 1,\n  "__proto__": {\n    "polluted": true\n  }\n}' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('gives the results of the RFC 7396 Appendix A table', async () => {
    const table: [string, string, string][] = [
      ['{"a":"b"}', '{"a":"c"}', '{"a":"c"}'],
      ['{"a":"b"}', '{"b":"c"}', '{"a":"b","b":"c"}'],
      ['{"a":"b"}', '{"a":null}', '{}'],
      ['{"a":"b","b":"c"}', '{"a":null}', '{"b":"c"}'],
      ['{"a":["b"]}', '{"a":"c"}', '{"a":"c"}'],
      ['{"a":"c"}', '{"a":["b"]}', '{"a":["b"]}'],
      ['{"a":{"b":"c"}}', '{"a":{"b":"d","c":null}}', '{"a":{"b":"d"}}'],
      ['{"a":[{"b":"c"}]}', '{"a":[1]}', '{"a":[1]}'],
      ['["a","b"]', '["c","d"]', '["c","d"]'],
      ['{"a":"b"}', '["c"]', '["c"]'],
      ['{"a":"foo"}', 'null', 'null'],
      ['{"a":"foo"}', '"bar"', '"bar"'],
      ['{"e":null}', '{"a":1}', '{"e":null,"a":1}'],
      ['[1,2]', '{"a":"b","c":null}', '{"a":"b"}'],
      ['{}', '{"a":{"bb":{"ccc":null}}}', '{"a":{"bb":{}}}'],
    ];
    for (const [original, patch, result] of table) expect(await apply(original, patch, '7396'), `${original} + ${patch}`).toEqual(JSON.parse(result));
  });

  it('writes JSON Patch diffs that python3-jsonpatch applies to reach the target', async () => {
    // For each pair, python3 -c 'import json,jsonpatch; print(jsonpatch.apply_patch(doc, patch) == target)' printed True
    // (python3-jsonpatch 1.32, patch as written here).
    expect(await diff('{"a":1,"b":[1,2,3],"c":{"d":"x","e":[{"f":1}]},"g":"keep"}', '{"a":2,"b":[1,3],"c":{"d":"y","e":[{"f":1,"h":null}]},"i":true,"g":"keep"}')).toEqual([
      { op: 'add', path: '/c/e/0/h', value: null },
      { op: 'replace', path: '/c/d', value: 'y' },
      { op: 'remove', path: '/b/2' },
      { op: 'replace', path: '/b/1', value: 3 },
      { op: 'replace', path: '/a', value: 2 },
      { op: 'add', path: '/i', value: true },
    ]);
    expect(await diff('[1,{"a":"b"},3]', '[{"a":"c"},3]')).toEqual([
      { op: 'remove', path: '/2' },
      { op: 'replace', path: '/1', value: 3 },
      { op: 'replace', path: '/0', value: { a: 'c' } },
    ]);
    expect(await diff('{"__proto__":{"x":1},"~/":1}', '{"__proto__":{"x":2},"~/":2}')).toEqual([
      { op: 'replace', path: '/~0~1', value: 2 },
      { op: 'replace', path: '/__proto__/x', value: 2 },
    ]);
    expect(await diff('1', '2')).toEqual([{ op: 'replace', path: '', value: 2 }]);
    expect(await diff('[1]', '{"a":1}')).toEqual([{ op: 'replace', path: '', value: { a: 1 } }]);
    expect(await diff('{"a":[1]}', '{"a":[1]}')).toEqual([]);
  });

  it('writes the smallest merge patch, and refuses targets it cannot express', async () => {
    // The RFC 7396 §3 example, read backwards.
    expect(
      await diff(
        '{"title":"Goodbye!","author":{"givenName":"John","familyName":"Doe"},"tags":["example","sample"],"content":"This will be unchanged"}',
        '{"title":"Hello!","author":{"givenName":"John"},"tags":["example"],"content":"This will be unchanged","phoneNumber":"+01-123-456-7890"}',
        '7396',
      ),
    ).toEqual({ title: 'Hello!', author: { familyName: null }, tags: ['example'], phoneNumber: '+01-123-456-7890' });
    expect(await diff('{"a":1}', '{"a":1}', '7396')).toEqual({});
    expect(await diff('{"a":1}', '{"a":[null]}', '7396')).toEqual({ a: [null] });
    await expectInvalid('json-patch', { doc: '{"a":1}', target: '{"a":null}', mode: 'diff', rfc: '7396' }, 'target: holds null at "/a", which a merge patch cannot set (null there means "remove")');
    await expectInvalid('json-patch', { doc: '{}', target: '{"n":{"x/y":null}}', mode: 'diff', rfc: '7396' }, /^target: holds null at "\/n\/x~1y"/);
  });

  it('round-trips: applying a diff reaches the target, for both RFCs', async () => {
    const json = fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value));
    await fc.assert(
      fc.asyncProperty(json, json, async (doc, target) => {
        const patch = JSON.stringify(await diff(doc, target));
        expect(await apply(doc, patch)).toEqual(JSON.parse(target));
      }),
      { numRuns: 60 },
    );
  });

  it('refuses missing and bad fields, naming them', async () => {
    await expectInvalid('json-patch', { doc: '{}' }, 'patch: is required when mode is apply');
    await expectInvalid('json-patch', { doc: '{}', mode: 'diff' }, 'target: is required when mode is diff');
    await expectInvalid('json-patch', { doc: '{', patch: '[]' }, /^doc: .*line 1/);
    await expectInvalid('json-patch', { doc: '{}', patch: '[', rfc: '7396' }, /^patch: .*line 1/);
    await expectInvalid('json-patch', { doc: '{}', patch: '[]', rfc: '6901' }, /^rfc: must be one of 6902, 7396/);
    await expectInvalid('json-patch', { doc: '['.repeat(100) + ']'.repeat(100), patch: '[]' }, /^doc: nests deeper than 64 levels/);
    await expectInvalid('json-patch', { doc: '['.repeat(100) + ']'.repeat(100), patch: '{}', rfc: '7396' }, /^doc: nested deeper than 64 levels/);
    await expectInvalid('json-patch', { doc: ' '.repeat(1_000_001), patch: '[]' }, 'doc: must be at most 1000000 characters');
  });
});
