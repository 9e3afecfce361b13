import { Type, type Static } from '@sinclair/typebox';
import { closedObject } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';
import { codePointLength } from '../../lib/code-points.ts';
import { lazy } from '../../lib/lazy.ts';

/*
 * Decisions (the spec names only pattern and files):
 * - Semantics are picomatch 4's on POSIX paths (its `posix` entry: no OS detection, "/" is the only
 *   separator) with `posix: true`, so [!a] negates and [[:alpha:]] classes work as in bash; all else
 *   is picomatch's default: dotfiles only when the pattern spells out the dot, extglobs and braces on,
 *   a leading "!" negates, nested quantified extglobs such as +(a|+(b)) are taken literally (picomatch's
 *   ReDoS guard). Known differences from bash are picomatch's own (its README: "Matching behavior vs.
 *   Bash"), e.g. !(*.js) also matches a dotfile.
 * - A pattern that compiles to an invalid regular expression ("{" alone, a trailing backslash, [z-a])
 *   is refused with the engine's reason; bash would take it literally.
 * - files: at most 10,000 paths of at most 4,096 characters (PATH_MAX), 1,000,000 characters in all,
 *   so the echoed lists stay far below the result bound.
 * - User patterns can still make picomatch's regex backtrack for a long time (*a*a*a*a*a*b on a long
 *   name), so the tool is isolated under a 2 s deadline.
 */

const MAX_FILES = 10_000;
const MAX_TOTAL_CHARS = 1_000_000;
const OPTIONS = { posix: true, debug: true } as const;
// Loaded on first run: picomatch is a sixth of the catalog's import time on its own.
const loadPicomatch = lazy(async () => (await import('picomatch/posix.js')).default);

const output = closedObject({
  matches: Type.Array(Type.String(), { description: 'The paths the pattern matches, in input order' }),
  nonMatches: Type.Array(Type.String(), { description: 'The paths it does not match, in input order' }),
  matchCount: Type.Integer({ minimum: 0, description: 'How many paths match' }),
  nonMatchCount: Type.Integer({ minimum: 0, description: 'How many paths do not match' }),
  regex: Type.String({ description: 'The JavaScript regular expression picomatch compiled the pattern to (source, without slashes)' }),
  negated: Type.Boolean({ description: 'Whether a leading "!" negates the pattern' }),
  isGlob: Type.Boolean({ description: 'Whether the pattern has any glob syntax at all (false: it matches one literal path)' }),
  base: Type.String({ description: 'The literal directory part before the first glob segment, e.g. "src" for src/**/*.js' }),
  glob: Type.String({ description: 'The rest of the pattern after base, e.g. "**/*.js"' }),
});

export default defineTool({
  id: 'glob-pattern-tester',
  name: 'Glob Pattern Tester',
  category: 'developer',
  description:
    'Test a glob against a list of paths with picomatch 4 semantics (bash-like): * and ? stay within one path segment, ** spans directories, {a,b} and {1..3} braces, [abc], [!a] and [[:alpha:]] classes, extglobs @(a|b) *(…) +(…) ?(…) !(…), and a leading ! negates. Dotfiles match only when the pattern spells out the dot. Paths use "/". Returns the matches, the non-matches and the compiled regular expression.',
  keywords: ['wildcard', 'picomatch', 'minimatch', 'gitignore pattern', 'fnmatch', 'file pattern', 'globbing'],
  mcp: true,
  isolate: true,
  timeoutMs: 2000,
  input: closedObject({
    pattern: Type.String({ minLength: 1, maxLength: 4096, description: 'The glob pattern, e.g. src/**/*.{js,ts}' }),
    files: Type.Array(Type.String({ maxLength: 4096, description: 'A path, with "/" between segments' }), {
      maxItems: MAX_FILES,
      description: `The paths to test (at most ${MAX_FILES}, each at most 4,096 characters, ${MAX_TOTAL_CHARS} characters in all)`,
    }),
  }),
  output,
  examples: [
    {
      title: 'Globstar and braces',
      input: { pattern: 'src/**/*.{js,ts}', files: ['src/index.ts', 'src/lib/util.js', 'src/.hidden.js', 'test/app.js', 'src/readme.md'] },
      output: {
        matches: ['src/index.ts', 'src/lib/util.js'],
        nonMatches: ['src/.hidden.js', 'test/app.js', 'src/readme.md'],
        matchCount: 2,
        nonMatchCount: 3,
        regex: '^(?:src(?:\\/(?!\\.)(?:(?:(?!(?:^|\\/)\\.).)*?)\\/|\\/|$)(?!\\.)(?=.)[^/]*?\\.(js|ts))$',
        negated: false,
        isGlob: true,
        base: 'src',
        glob: '**/*.{js,ts}',
      },
    },
    {
      title: 'Negation and a character class',
      input: { pattern: '!*.[ch]', files: ['main.c', 'util.h', 'Makefile', 'lib/x.c'] },
      output: {
        matches: ['Makefile', 'lib/x.c'],
        nonMatches: ['main.c', 'util.h'],
        matchCount: 2,
        nonMatchCount: 2,
        regex: '^(?!^(?:(?!\\.)(?=.)[^/]*?\\.(?:\\[ch\\]|[ch])\\/?)$).*$',
        negated: true,
        isGlob: true,
        base: '',
        glob: '*.[ch]',
      },
    },
  ],
  async run({ pattern, files }): Promise<Static<typeof output>> {
    const picomatch = await loadPicomatch();
    let total = 0;
    // Characters as the schema's maxLength counts them: code points, an emoji is one.
    for (const file of files) total += codePointLength(file);
    if (total > MAX_TOTAL_CHARS) invalid(`files: the paths add up to ${total} characters; at most ${MAX_TOTAL_CHARS} are allowed`);

    let isMatch: (path: string) => boolean;
    let regex: RegExp;
    try {
      isMatch = picomatch(pattern, OPTIONS);
      regex = picomatch.makeRe(pattern, OPTIONS);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // V8: "Invalid regular expression: /<source>/: <reason>"; keep the reason only.
      const reason = message.slice(message.lastIndexOf(': ') + 2) || message;
      invalid(`pattern: not a valid glob: ${reason.charAt(0).toLowerCase()}${reason.slice(1)} (escape a literal "{", "(", "[" or "\\" with a backslash)`);
    }

    const matches: string[] = [];
    const nonMatches: string[] = [];
    for (const file of files) (isMatch(file) ? matches : nonMatches).push(file);
    const scan = picomatch.scan(pattern);
    return {
      matches,
      nonMatches,
      matchCount: matches.length,
      nonMatchCount: nonMatches.length,
      regex: regex.source,
      negated: scan.negated,
      isGlob: scan.isGlob,
      base: scan.base,
      glob: scan.glob,
    };
  },
});
