import { Type, type Static } from '@sinclair/typebox';
import { lazyModule } from '../../lib/lazy.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - Versions are read strictly, as npm's node-semver reads them without `loose`: MAJOR.MINOR.PATCH
 *   with optional -prerelease and +build, a leading "v" allowed; anything else is refused,
 *   naming its place in `versions`, rather than coerced.
 * - Ranges are npm's grammar (^, ~, x, hyphen ranges, ||). A prerelease satisfies a range only
 *   when a comparator of the range names the same MAJOR.MINOR.PATCH with a prerelease, as npm has
 *   it; `include_prerelease` lifts that rule.
 * - compare takes exactly two versions; sort is ascending by semver precedence (semver.org §11),
 *   versions equal in precedence but for build metadata are ordered by it (node-semver's compareBuild).
 * - Ranges are at most 256 characters (node-semver's limit for a version; real ranges are far shorter):
 *   node-semver tests each comparator slowly, and 1,000 versions against a long range took seconds.
 * - inc applies `release` to every version listed; `preid` names the prerelease identifier.
 */

const loadSemver = lazyModule(async () => (await import('semver')) as unknown as typeof import('semver'));

const RELEASES = ['major', 'minor', 'patch', 'premajor', 'preminor', 'prepatch', 'prerelease', 'release'] as const;
const MAX_VERSIONS = 1_000;

const output = closedObject({
  action: Type.String({ description: 'The action done' }),
  comparison: Type.Optional(Type.Integer({ minimum: -1, maximum: 1, description: 'compare: -1 when the first version has lower precedence, 0 when equal, 1 when higher' })),
  relation: Type.Optional(Type.String({ description: 'compare: the two versions with <, = or > between them' })),
  difference: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: 'compare: the most significant part that differs (major, minor, patch, premajor, preminor, prepatch, prerelease), or null when equal' })),
  range: Type.Optional(Type.String({ description: 'satisfies: the range as node-semver normalises it (comparator sets joined by ||)' })),
  results: Type.Optional(Type.Array(closedObject({
    version: Type.String({ description: 'A version as given' }),
    satisfies: Type.Optional(Type.Boolean({ description: 'satisfies: whether the version is in the range' })),
    result: Type.Optional(Type.String({ description: 'inc: the incremented version' })),
  }), { description: 'satisfies and inc: one entry per version, in input order' })),
  maxSatisfying: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: 'satisfies: the highest listed version in the range, or null' })),
  minSatisfying: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: 'satisfies: the lowest listed version in the range, or null' })),
  sorted: Type.Optional(Type.Array(Type.String(), { description: 'sort: the versions, cleaned (no leading v), lowest precedence first' })),
});

type Result = Static<typeof output>;

export default defineTool({
  id: 'semver',
  name: 'Semantic Version Calculator',
  category: 'developer',
  description:
    'Compare, sort and increment semantic versions (SemVer 2.0.0) and check them against npm version ranges (^1.2.0, ~1.2, 1.x, 1.0.0 - 2.0.0, ||), with node-semver.',
  // node-semver re-parses versions inside every comparison: sorting 1,000 long prereleases or testing them against a
  // 25-part range takes hundreds of milliseconds, past the inline budget.
  isolate: true,
  keywords: ['semver', 'semantic version', 'version compare', 'version range', 'npm version', 'caret range', 'tilde range', 'bump version', 'version sort'],
  input: closedObject({
    action: stringEnum(['compare', 'satisfies', 'inc', 'sort'], {
      description: 'compare two versions, check versions against `range`, increment versions by `release`, or sort versions',
    }),
    versions: Type.Array(Type.String({ maxLength: 256, description: 'A semantic version such as 1.2.3-beta.1+build.5; at most 256 characters' }), {
      minItems: 1,
      maxItems: MAX_VERSIONS,
      description: 'The versions, 1 to 1,000 (compare takes exactly two)',
    }),
    range: Type.Optional(Type.String({ maxLength: 256, description: 'satisfies: an npm version range such as ">=1.2.0 <2" or "^1.2 || ~2.0.1"; at most 256 characters' })),
    release: withDefault(stringEnum(RELEASES, { description: 'inc: which part to increment; default patch' }), 'patch'),
    preid: Type.Optional(Type.String({ maxLength: 64, pattern: '^[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*$', description: 'inc: the prerelease identifier, e.g. beta or rc (letters, digits, hyphens, dot-separated); at most 64 characters' })),
    include_prerelease: withDefault(Type.Boolean({ description: 'satisfies: let prerelease versions match any range that covers them; default false (npm\'s rule)' }), false),
  }),
  output,
  examples: [
    {
      title: 'Prereleases sort below their release (semver.org §11)',
      input: { action: 'sort', versions: ['1.0.0', '1.0.0-rc.1', '1.0.0-beta.11', '1.0.0-beta.2', '1.0.0-alpha'] },
      output: { action: 'sort', sorted: ['1.0.0-alpha', '1.0.0-beta.2', '1.0.0-beta.11', '1.0.0-rc.1', '1.0.0'] },
    },
    {
      title: 'Which versions a caret range allows',
      input: { action: 'satisfies', versions: ['1.2.3', '1.9.0', '2.0.0', '2.0.0-beta.1'], range: '^1.2.0' },
      output: {
        action: 'satisfies',
        range: '>=1.2.0 <2.0.0-0',
        results: [
          { version: '1.2.3', satisfies: true },
          { version: '1.9.0', satisfies: true },
          { version: '2.0.0', satisfies: false },
          { version: '2.0.0-beta.1', satisfies: false },
        ],
        maxSatisfying: '1.9.0',
        minSatisfying: '1.2.3',
      },
    },
    {
      title: 'Start a beta of the next patch',
      input: { action: 'inc', versions: ['1.2.3'], release: 'prerelease', preid: 'beta' },
      output: { action: 'inc', results: [{ version: '1.2.3', result: '1.2.4-beta.0' }] },
    },
  ],
  async run({ action, versions, range, release, preid, include_prerelease }): Promise<Result> {
    const semver = await loadSemver();
    const parsed = versions.map((text, index) => {
      const version = semver.parse(text.trim());
      if (version === null) invalid(`versions[${index}]: ${quoteClipped(text, 40)} is not a semantic version (MAJOR.MINOR.PATCH, e.g. 1.4.0 or 2.0.0-rc.1)`);
      return version;
    });

    if (action === 'compare') {
      if (parsed.length !== 2) invalid(`versions: compare takes exactly two versions; ${parsed.length} given`);
      const [a, b] = parsed as [typeof parsed[0], typeof parsed[0]];
      const comparison = semver.compare(a, b);
      return {
        action,
        comparison,
        relation: `${a.version} ${comparison < 0 ? '<' : comparison > 0 ? '>' : '='} ${b.version}`,
        difference: semver.diff(a, b),
      };
    }

    if (action === 'satisfies') {
      if (range === undefined) invalid('range: is required for satisfies');
      const options = { includePrerelease: include_prerelease };
      let checked: InstanceType<typeof semver.Range>;
      try {
        checked = new semver.Range(range, options);
      } catch {
        invalid(`range: ${quoteClipped(range, 60)} is not an npm version range (e.g. ^1.2.0, ~1.2, >=1.0.0 <2, 1.x || 2.x)`);
      }
      const results = parsed.map((version, index) => ({ version: versions[index]!, satisfies: checked.test(version) }));
      // The extremes among the versions already tested, rather than semver.maxSatisfying, which tests each again.
      const inRange = semver.sort(parsed.filter((_, index) => results[index]!.satisfies));
      return {
        action,
        range: checked.range === '' ? '*' : checked.range,
        results,
        maxSatisfying: inRange.at(-1)?.version ?? null,
        minSatisfying: inRange[0]?.version ?? null,
      };
    }

    if (action === 'inc') {
      return {
        action,
        results: parsed.map((version, index) => {
          const result = preid === undefined ? semver.inc(version.version, release) : semver.inc(version.version, release, preid);
          if (result === null) invalid(`versions[${index}]: ${quoteClipped(versions[index]!, 40)} cannot take a ${release} increment`);
          return { version: versions[index]!, result };
        }),
      };
    }

    return { action, sorted: semver.sort(parsed.slice()).map((version) => version.version) };
  },
});
