import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

const query = async (json: string, expr: string) => JSON.parse((await run<{ result: string }>('jmespath-query', { json, expr })).result) as unknown;

/*
 * [json, expr, python's answer]: python3 /tmp/jm.py printed, for each case,
 *   json.dumps(jmespath.search(expr, json.loads(data)))   (python3-jmespath 1.0.1)
 * The first cases are the JMESPath tutorial's (jmespath.org/tutorial.html).
 */
const PYTHON_JMESPATH: [string, string, string][] = [
  ["{\"a\":{\"b\":{\"c\":{\"d\":\"value\"}}}}", "a.b.c.d", "\"value\""],
  ["{\"a\":[\"a\",\"b\",\"c\",\"d\",\"e\",\"f\"]}", "a[1:3]", "[\"b\", \"c\"]"],
  ["{\"people\":[{\"first\":\"James\",\"last\":\"d\"},{\"first\":\"Jacob\",\"last\":\"e\"},{\"first\":\"Jayden\",\"last\":\"f\"},{\"missing\":\"different\"}],\"foo\":{\"bar\":\"baz\"}}", "people[*].first", "[\"James\", \"Jacob\", \"Jayden\"]"],
  ["{\"ops\":{\"functionA\":{\"numArgs\":2},\"functionB\":{\"numArgs\":3},\"functionC\":{\"variadic\":true}}}", "ops.*.numArgs", "[2, 3]"],
  ["{\"reservations\":[{\"instances\":[{\"state\":\"running\"},{\"state\":\"stopped\"}]},{\"instances\":[{\"state\":\"terminated\"},{\"state\":\"running\"}]}]}", "reservations[].instances[].state", "[\"running\", \"stopped\", \"terminated\", \"running\"]"],
  ["{\"machines\":[{\"name\":\"a\",\"state\":\"running\"},{\"name\":\"b\",\"state\":\"stopped\"},{\"name\":\"c\",\"state\":\"running\"}]}", "machines[?state=='running'].name", "[\"a\", \"c\"]"],
  ["{\"people\":[{\"name\":\"b\",\"age\":30},{\"name\":\"a\",\"age\":50},{\"name\":\"c\",\"age\":40}]}", "sort_by(people, &age)[-1].{oldest: name, age: age}", "{\"oldest\": \"a\", \"age\": 50}"],
  ["{\"locations\":[{\"name\":\"Seattle\",\"state\":\"WA\"},{\"name\":\"New York\",\"state\":\"NY\"},{\"name\":\"Bellevue\",\"state\":\"WA\"},{\"name\":\"Olympia\",\"state\":\"WA\"}]}", "locations[?state == 'WA'].name | sort(@) | {WashingtonCities: join(', ', @)}", "{\"WashingtonCities\": \"Bellevue, Olympia, Seattle\"}"],
  ["{\"a\":[1,2,3]}", "length(a)", "3"],
  ["{\"a\":[1,2,3]}", "missing", "null"],
  ["{\"__proto__\":{\"x\":1},\"n\":[[1,2],[3,[4]]]}", "{p: __proto__.x, flat: n[], c: constructor}", "{\"p\": 1, \"flat\": [1, 2, 3, [4]], \"c\": null}"],
  ["[{\"a\":1.5},{\"a\":2}]", "max_by(@, &a).a", "2"],
  ["{\"x\":\"abc\"}", "starts_with(x, 'ab') && contains(x, 'c')", "true"],
];

describe('jmespath-query', () => {
  it('answers as python3-jmespath does', async () => {
    for (const [json, expr, python] of PYTHON_JMESPATH) expect(await query(json, expr), expr).toEqual(JSON.parse(python));
  });

  it('never reaches Object.prototype through constructor or __proto__', async () => {
    expect(await query('{}', 'constructor')).toBeNull();
    expect(await query('{}', '__proto__')).toBeNull();
    expect(await query('{"a":{}}', 'a.toString')).toBeNull();
    expect(await query('{"__proto__":{"polluted":true}}', '__proto__')).toEqual({ polluted: true });
    expect(await query('{"__proto__":{"polluted":true}}', 'keys(@)')).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses bad expressions with a 400 naming expr', async () => {
    await expectInvalid('jmespath-query', { json: '{}', expr: 'foo(' }, /^expr: syntax error: /);
    await expectInvalid('jmespath-query', { json: '{}', expr: 'a[?' }, /^expr: syntax error: /);
    await expectInvalid('jmespath-query', { json: '{}', expr: 'nope(@)' }, 'expr: Unknown function: nope()');
    await expectInvalid('jmespath-query', { json: '{"a":"x"}', expr: 'abs(a)' }, /^expr: TypeError: abs\(\) expected argument 1 to be type number/);
    await expectInvalid('jmespath-query', { json: '{}', expr: '('.repeat(5000) }, /^expr: (nested too deeply to parse|syntax error)/);
  });

  it('refuses bad JSON and bad fields, naming them', async () => {
    await expectInvalid('jmespath-query', { json: '{"a":', expr: 'a' }, /^json: .*line 1/);
    await expectInvalid('jmespath-query', { json: '['.repeat(100) + ']'.repeat(100), expr: '@' }, /^json: nests deeper than 64 levels/);
    await expectInvalid('jmespath-query', { json: '{}', expr: '' }, 'expr: must not be empty');
    await expectInvalid('jmespath-query', { json: '{}', expr: 'a'.repeat(10_001) }, 'expr: must be at most 10000 characters');
    await expectInvalid('jmespath-query', { json: '{}' }, 'expr: is required');
  });

  it('queries a document near the bound', async () => {
    const json = JSON.stringify({ items: Array.from({ length: 20_000 }, (_, index) => ({ id: index, even: index % 2 === 0 })) });
    expect(json.length).toBeLessThan(1_000_000);
    expect(await query(json, 'length(items[?even])')).toBe(10_000);
  });
});
