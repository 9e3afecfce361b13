import { describe, expect, it } from 'vitest';
import { createNodeClient } from '../../../runtime-node/index.ts';
import type { Envelope } from '../../index.ts';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { get } from '../../catalog.ts';

interface GlobResult {
  matches: string[];
  nonMatches: string[];
  matchCount: number;
  nonMatchCount: number;
  regex: string;
  negated: boolean;
  isGlob: boolean;
  base: string;
  glob: string;
}

const test = (pattern: string, files: string[]) => run<GlobResult>('glob-pattern-tester', { pattern, files });
const matches = async (pattern: string, files: string[]) => (await test(pattern, files)).matches;

/*
 * The tree bash globbed, made with:
 *   mkdir -p src/util lib docs/api test .config && touch a.js b.ts .hidden.js README.md src/index.js \
 *     src/util/helpers.js src/util/.secret.js src/.env lib/a.min.js lib/b.js docs/guide.md docs/api/ref.md \
 *     test/a.test.js test/b.spec.ts abc abd abe a1 a2 a10 foo.bar .config/app.json
 * and listed with `find . -mindepth 1 | sed 's|^\./||' | sort`.
 */
const TREE = [
  '.config', '.config/app.json', '.hidden.js', 'README.md', 'a.js', 'a1', 'a10', 'a2', 'abc', 'abd', 'abe', 'b.ts',
  'docs', 'docs/api', 'docs/api/ref.md', 'docs/guide.md', 'foo.bar', 'lib', 'lib/a.min.js', 'lib/b.js', 'src',
  'src/.env', 'src/index.js', 'src/util', 'src/util/.secret.js', 'src/util/helpers.js', 'test', 'test/a.test.js', 'test/b.spec.ts',
];

/**
 * GNU bash 5.2.15, in that tree:
 *   bash -O globstar -O extglob -O nullglob -c 'for f in PATTERN; do printf "%s " "$f"; done'
 * (bash lists in its own sort order; compared as sets).
 */
const BASH: [string, string][] = [
  ['*.js', 'a.js'],
  ['**/*.js', 'a.js lib/a.min.js lib/b.js src/index.js src/util/helpers.js test/a.test.js'],
  ['src/**/*.js', 'src/index.js src/util/helpers.js'],
  ['*.{js,ts}', 'a.js b.ts'],
  ['**/*.@(md|ts)', 'README.md b.ts docs/api/ref.md docs/guide.md test/b.spec.ts'],
  ['a?', 'a1 a2'],
  ['ab[cd]', 'abc abd'],
  ['ab[!c]', 'abd abe'],
  ['ab[^c]', 'abd abe'],
  ['a[0-9]', 'a1 a2'],
  ['[[:upper:]]*', 'README.md'],
  ['**/.*', '.config .hidden.js src/.env src/util/.secret.js'],
  ['*/*', 'docs/api docs/guide.md lib/a.min.js lib/b.js src/index.js src/util test/a.test.js test/b.spec.ts'],
  ['{src,lib}/*.js', 'src/index.js lib/a.min.js lib/b.js'],
  ['**/*.+(test|spec).@(js|ts)', 'test/a.test.js test/b.spec.ts'],
  ['?(a)b*', 'abc abd abe b.ts'],
  ['*.@(js|md)', 'README.md a.js'],
  ['**', 'README.md a.js a1 a10 a2 abc abd abe b.ts docs docs/api docs/api/ref.md docs/guide.md foo.bar lib lib/a.min.js lib/b.js src src/index.js src/util src/util/helpers.js test test/a.test.js test/b.spec.ts'],
];

describe('glob-pattern-tester', () => {
  it('matches what bash 5.2 with globstar and extglob matches', async () => {
    for (const [pattern, expected] of BASH) {
      expect((await matches(pattern, TREE)).sort(), pattern).toEqual(expected.split(' ').sort());
    }
  });

  it('differs from bash only where picomatch documents it', async () => {
    // bash lists "src/" for src/** (a directory with its slash); picomatch matches the path "src".
    expect(await matches('src/**', TREE)).toEqual(['src', 'src/index.js', 'src/util', 'src/util/helpers.js']);
    // picomatch's negated extglob does not skip dotfiles (bash's !(*.js) leaves out .config).
    expect(await matches('!(*.js)', ['.config', 'README.md', 'a.js'])).toEqual(['.config', 'README.md']);
  });

  it('follows the examples of the picomatch README', async () => {
    expect(await matches('a*(z)', ['a', 'az', 'azzz'])).toEqual(['a', 'az', 'azzz']);
    expect(await matches('a+(z)', ['a', 'az', 'azzz'])).toEqual(['az', 'azzz']);
    expect(await matches('!(foo).!(bar)', ['foo.bar'])).toEqual([]);
    expect(await matches('!(!(foo)).!(!(bar))', ['foo.bar'])).toEqual(['foo.bar']);
    // "risky quantified extglobs are treated literally by default": makeRe('+(a|aa)') → /^(?:\+\(a\|aa\))$/
    const risky = await test('+(a|aa)', ['aaa', '+(a|aa)']);
    expect(risky).toMatchObject({ matches: ['+(a|aa)'], regex: '^(?:\\+\\(a\\|aa\\))$' });
    // "[[:word:]]+" with posix: true → /^(?:(?=.)[A-Za-z0-9_]+\/?)$/ in the README; with the default regex: false,
    // "+" after a bracket is literal, so the README's regex and ours differ only there.
    expect(await matches('[[:digit:]]*', ['1a', 'a1'])).toEqual(['1a']);
  });

  it('keeps * and ? inside one segment and leaves dotfiles alone unless the dot is spelled out', async () => {
    expect(await matches('*', ['a', 'a/b', '.a'])).toEqual(['a']);
    expect(await matches('?', ['a', '/', '.'])).toEqual(['a']);
    expect(await matches('.*', ['.a', 'a.b', '.git/config'])).toEqual(['.a']);
    expect(await matches('{1..3}', ['1', '2', '3', '4'])).toEqual(['1', '2', '3']);
    expect(await matches('a\\*b', ['a*b', 'axb'])).toEqual(['a*b']);
  });

  it('reports negation, base and the compiled regex', async () => {
    const negated = await test('!**/*.md', ['README.md', 'src/a.ts', 'docs/x.md']);
    expect(negated).toMatchObject({ matches: ['src/a.ts'], nonMatches: ['README.md', 'docs/x.md'], negated: true, matchCount: 1, nonMatchCount: 2 });
    const literal = await test('src/index.ts', ['src/index.ts', 'src/index.tsx']);
    expect(literal).toMatchObject({ matches: ['src/index.ts'], isGlob: false, base: 'src/index.ts', glob: '' });
    const globbed = await test('packages/*/src/**/*.ts', []);
    expect(globbed).toMatchObject({ matches: [], nonMatches: [], isGlob: true, base: 'packages', glob: '*/src/**/*.ts' });
    // The regex really is the matcher: testing with it gives the same answer.
    const re = new RegExp(globbed.regex);
    expect(['packages/a/src/x.ts', 'packages/a/b/src/x.ts'].map((path) => re.test(path))).toEqual([true, false]);
  });

  it('refuses patterns that do not compile, with the reason', async () => {
    await expectInvalid('glob-pattern-tester', { pattern: '{', files: ['a'] }, /^pattern: not a valid glob: unterminated group/);
    await expectInvalid('glob-pattern-tester', { pattern: 'a\\', files: ['a'] }, /^pattern: not a valid glob: unterminated group/);
    await expectInvalid('glob-pattern-tester', { pattern: '[z-a]', files: ['a'] }, /^pattern: not a valid glob: range out of order in character class/);
    await expectInvalid('glob-pattern-tester', { pattern: '', files: ['a'] }, 'pattern: must not be empty');
  });

  it('holds the bounds: 10,000 paths of 4,096 characters, 1,000,000 in all, a 4,096-character pattern', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) => `dir/file${i}.txt`);
    expect((await test('dir/*.txt', many)).matchCount).toBe(10_000);
    await expectInvalid('glob-pattern-tester', { pattern: '*', files: [...many, 'x'] }, 'files: must have at most 10000 items');
    await expectInvalid('glob-pattern-tester', { pattern: '*', files: ['a'.repeat(4097)] }, 'files[0]: must be at most 4096 characters');
    const big = Array.from({ length: 245 }, () => 'a'.repeat(4096));
    await expectInvalid('glob-pattern-tester', { pattern: '*', files: big }, 'files: the paths add up to 1003520 characters; at most 1000000 are allowed');
    // 245 paths of 4,096 code points but 8,192 UTF-16 units each: characters are code points in both bounds.
    const astral = Array.from({ length: 245 }, () => '\u{1F600}'.repeat(4096));
    await expectInvalid('glob-pattern-tester', { pattern: '*', files: astral }, 'files: the paths add up to 1003520 characters; at most 1000000 are allowed');
    expect((await test('*', astral.slice(0, 244))).matchCount).toBe(244);
    expect((await test('a'.repeat(4096), ['a'.repeat(4096)])).matchCount).toBe(1);
    await expectInvalid('glob-pattern-tester', { pattern: 'a'.repeat(4097), files: [] }, 'pattern: must be at most 4096 characters');
  });

  it('refuses wrong types and missing fields', async () => {
    await expectInvalid('glob-pattern-tester', { pattern: '*', files: 'a.js' }, 'files: must be an array, got a string');
    await expectInvalid('glob-pattern-tester', { pattern: '*', files: ['a', 3] }, 'files[1]: must be a string, got an integer');
    await expectInvalid('glob-pattern-tester', { files: [] }, 'pattern: is required');
    await expectInvalid('glob-pattern-tester', { pattern: '*' }, 'files: is required');
  });

  it('runs isolated under a 2 s deadline, which stops a runaway pattern on a worker thread', async () => {
    const tool = get('glob-pattern-tester')!;
    expect(tool.isolate).toBe(true);
    expect(tool.timeoutMs).toBe(2000);
    // *a*a…*b compiles to a chain of lazy [^/]*? groups: on 4,000 a's the backtracking is polynomial of degree 12.
    const client = createNodeClient({ workers: 1 });
    // Ids and inputs are typed from the catalog; the group lists are untyped, so call loosely.
    const execute = client.execute.bind(client) as (id: string, input: unknown) => Promise<Envelope>;
    try {
      await client.ready();
      const started = performance.now();
      const envelope = await execute('glob-pattern-tester', { pattern: '*a*a*a*a*a*a*a*a*a*a*a*a*b', files: ['a'.repeat(4000)] });
      expect(envelope).toMatchObject({ success: false, error: { code: 'TIMEOUT' } });
      expect(performance.now() - started).toBeLessThan(6000);
      // The thread was replaced: the next call is served.
      expect(await execute('glob-pattern-tester', { pattern: '*.js', files: ['a.js'] })).toMatchObject({ success: true, result: { matches: ['a.js'] } });
    } finally {
      client.close();
    }
  }, 30_000);
});
