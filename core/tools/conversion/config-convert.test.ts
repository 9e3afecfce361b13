import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

const convert = async (input: string, from: string, to?: string) => (await run<{ result: string }>('config-convert', { input, from, ...(to ? { to } : {}) })).result;
const toJson = async (input: string, from: string) => JSON.parse(await convert(input, from)) as unknown;

describe('config-convert', () => {
  it('reads INI as Python configparser does (sections, comments, spaces around =)', async () => {
    const ini = '; comment\n[server]\nhost = example.org\nport = 8080\n\n[paths]\nhome = /srv/app\nlog = /var/log/app.log\n';
    // python3 -c 'import configparser,json; c=configparser.ConfigParser(); c.read("ref.ini"); print(json.dumps({s: dict(c[s]) for s in c.sections()}))'
    expect(await toJson(ini, 'ini')).toEqual({ server: { host: 'example.org', port: '8080' }, paths: { home: '/srv/app', log: '/var/log/app.log' } });
  });

  it('reads .properties as the java.util.Properties.load documentation says', async () => {
    // The examples of Properties.load(Reader): three lines giving Truth = Beauty, a continued line, and a key alone.
    const spec =
      'Truth = Beauty\n Truth:Beauty\nTruth                    :Beauty\nfruits                           apple, banana, pear, \\\n' +
      '                                  cantaloupe, watermelon, \\\n                                  kiwi, mango\ncheeses\n';
    expect(await toJson(spec, 'properties')).toEqual({ Truth: 'Beauty', fruits: 'apple, banana, pear, cantaloupe, watermelon, kiwi, mango', cheeses: '' });
    expect(await toJson('e=\\u00e9\\n\nk\\ ey = v\n', 'properties')).toEqual({ e: 'é\n', 'k ey': 'v' });
  });

  it('reads .env with the dotenv package’s quoting rules', async () => {
    const env = 'export A=1\nB="line\\nbreak"\nC=\'keep \\n\' # note\nD=bare # comment\nA=2\n';
    expect(await toJson(env, 'env')).toEqual({ A: '2', B: 'line\nbreak', C: 'keep \\n', D: 'bare' });
  });

  it('writes nested data flat: A_B names for .env, a.b keys for .properties, sections for INI', async () => {
    const json = '{"database": {"host": "db", "ports": [1, 2]}, "debug": true, "name": null}';
    expect(await convert(json, 'json', 'env')).toBe('DATABASE_HOST=db\nDATABASE_PORTS_0=1\nDATABASE_PORTS_1=2\nDEBUG=true\nNAME=\n');
    expect(await convert(json, 'json', 'properties')).toBe('database.host = db\ndatabase.ports.0 = 1\ndatabase.ports.1 = 2\ndebug = true\nname = ');
    expect(await convert('a: 1\nb:\n  c: x\n  d:\n    e: y\n', 'yaml', 'ini')).toBe('a = 1\n\n[b]\nc = x\n\n[b.d]\ne = y\n');
  });

  it('quotes .env values so that dotenv reads them back unchanged', async () => {
    const values = { A: 'two words', B: "it's", C: 'say "hi" it\'s', D: 'back\\nslash', E: 'x#y', F: '' };
    const env = await convert(JSON.stringify(values), 'json', 'env');
    expect(env).toBe("A='two words'\nB=\"it's\"\nC=`say \"hi\" it's`\nD='back\\nslash'\nE='x#y'\nF=\n");
    expect(await toJson(env, 'env')).toEqual(values);
    await expectInvalid('config-convert', { input: JSON.stringify({ A: `'"\`` }), from: 'json', to: 'env' }, 'input: a value holds all three quote characters, which no .env quoting can carry');
  });

  it('round-trips .properties with escapes through JSON', async () => {
    const values = { 'key with space': 'a=b:c', unicode: 'é ✓', newline: 'one\ntwo' };
    const properties = await convert(JSON.stringify(values), 'json', 'properties');
    expect(await toJson(properties, 'properties')).toEqual(values);
  });

  it('refuses what a flat format cannot hold, and bad input, naming the field', async () => {
    await expectInvalid('config-convert', { input: '{"a":{"b":1},"A_B":2}', from: 'json', to: 'env' }, 'input: a.b and A_B both become the .env name A_B');
    await expectInvalid('config-convert', { input: '[1]', from: 'json', to: 'env' }, 'input: must hold an object (keys and values) to become .env');
    await expectInvalid('config-convert', { input: '{"1x": 1}', from: 'json', to: 'env' }, /^input: 1x gives the \.env name "1X"/);
    await expectInvalid('config-convert', { input: '{"a":', from: 'json' }, /^input: /);
    await expectInvalid('config-convert', { input: 'a: 1\n---\nb: 2\n', from: 'yaml' }, 'input: holds 2 YAML documents; convert one at a time');
    await expectInvalid('config-convert', { input: 'a: [1', from: 'yaml' }, /^input: /);
    await expectInvalid('config-convert', { input: '[[[]]]'.padStart(300, '['), from: 'json' }, /^input: /);
  });

  it('keeps __proto__ an ordinary key', async () => {
    expect(await convert('{"__proto__": {"x": 1}}', 'json', 'ini')).toBe('[__proto__]\nx = 1\n');
    expect(await toJson('__proto__=1\n', 'env')).toEqual(JSON.parse('{"__proto__":"1"}'));
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('refuses wrong types and formats by the schema', async () => {
    await expectInvalid('config-convert', { input: 'a=1' }, 'from: is required');
    await expectInvalid('config-convert', { input: 'a=1', from: 'toml' }, 'from: must be one of ini, env, properties, json, yaml');
    await expectInvalid('config-convert', { input: 'a=1', from: 'ini', to: 'yaml' }, 'to: must be one of ini, env, properties, json');
    await expectInvalid('config-convert', { input: 'a'.repeat(1_000_001), from: 'ini' }, 'input: must be at most 1000000 characters');
  });
});
