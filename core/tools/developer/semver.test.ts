import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Result {
  action: string;
  comparison?: number;
  relation?: string;
  difference?: string | null;
  range?: string;
  results?: { version: string; satisfies?: boolean; result?: string }[];
  maxSatisfying?: string | null;
  minSatisfying?: string | null;
  sorted?: string[];
}

const semver = (input: Record<string, unknown>) => run<Result>('semver', input);

describe('semver', () => {
  it('sorts by precedence as python-semver does (semver.org §11)', async () => {
    // /usr/bin/python3: sorted(vs, key=semver.VersionInfo.parse) (python3-semver 2.10.2)
    const versions = ['1.0.0', '1.0.0-rc.1', '1.0.0-beta.11', '1.0.0-beta.2', '1.0.0-alpha', '1.0.0-alpha.1', '1.0.0-alpha.beta', '1.0.0-beta', '0.9.12', '10.0.0', '2.0.0'];
    expect((await semver({ action: 'sort', versions })).sorted).toEqual([
      '0.9.12', '1.0.0-alpha', '1.0.0-alpha.1', '1.0.0-alpha.beta', '1.0.0-beta', '1.0.0-beta.2', '1.0.0-beta.11', '1.0.0-rc.1', '1.0.0', '2.0.0', '10.0.0',
    ]);
  });

  it('compares as python-semver does', async () => {
    // semver.compare('1.2.3', '1.10.0') → -1; ('1.0.0-alpha.1', '1.0.0-alpha.beta') → -1; ('2.0.0+build.1', '2.0.0') → 0
    expect(await semver({ action: 'compare', versions: ['1.2.3', '1.10.0'] })).toEqual({ action: 'compare', comparison: -1, relation: '1.2.3 < 1.10.0', difference: 'minor' });
    expect((await semver({ action: 'compare', versions: ['1.0.0-alpha.1', '1.0.0-alpha.beta'] })).comparison).toBe(-1);
    const build = await semver({ action: 'compare', versions: ['2.0.0+build.1', '2.0.0'] });
    expect(build.comparison).toBe(0);
    expect(build.difference).toBeNull();
    expect((await semver({ action: 'compare', versions: ['v3.0.0', ' 2.9.9 '] })).relation).toBe('3.0.0 > 2.9.9');
  });

  it('checks ranges as node-semver\'s README documents them', async () => {
    // README: semver.satisfies('1.2.3', '1.x || >=2.5.0 || 5.0.0 - 7.2.3') // true
    expect((await semver({ action: 'satisfies', versions: ['1.2.3'], range: '1.x || >=2.5.0 || 5.0.0 - 7.2.3' })).results).toEqual([{ version: '1.2.3', satisfies: true }]);
    // README "Tilde Ranges": ~1.2.3 := >=1.2.3 <1.3.0-0; "Caret Ranges": ^0.2.3 := >=0.2.3 <0.3.0-0, ^0.0.3 := >=0.0.3 <0.0.4-0
    expect((await semver({ action: 'satisfies', versions: ['1.2.9'], range: '~1.2.3' })).range).toBe('>=1.2.3 <1.3.0-0');
    expect((await semver({ action: 'satisfies', versions: ['0.2.9'], range: '^0.2.3' })).range).toBe('>=0.2.3 <0.3.0-0');
    expect((await semver({ action: 'satisfies', versions: ['0.0.4'], range: '^0.0.3' })).range).toBe('>=0.0.3 <0.0.4-0');
    // README "Hyphen Ranges": 1.2.3 - 2.3.4 := >=1.2.3 <=2.3.4
    expect((await semver({ action: 'satisfies', versions: ['2.3.4'], range: '1.2.3 - 2.3.4' })).range).toBe('>=1.2.3 <=2.3.4');
    // README "Prerelease Tags": >1.2.3-alpha.3 allows 1.2.3-alpha.7, not 3.4.5-alpha.9 (unless includePrerelease), and 3.4.5
    const prerelease = await semver({ action: 'satisfies', versions: ['1.2.3-alpha.7', '3.4.5-alpha.9', '3.4.5'], range: '>1.2.3-alpha.3' });
    expect(prerelease.results!.map((r) => r.satisfies)).toEqual([true, false, true]);
    expect(prerelease.maxSatisfying).toBe('3.4.5');
    expect(prerelease.minSatisfying).toBe('1.2.3-alpha.7');
    const included = await semver({ action: 'satisfies', versions: ['3.4.5-alpha.9'], range: '>1.2.3-alpha.3', include_prerelease: true });
    expect(included.results![0]!.satisfies).toBe(true);
    const none = await semver({ action: 'satisfies', versions: ['3.0.0'], range: '<2' });
    expect([none.maxSatisfying, none.minSatisfying]).toEqual([null, null]);
  });

  it('increments as node-semver\'s README and python-semver do', async () => {
    // README: semver.inc('1.2.3', 'prerelease', 'beta') // '1.2.4-beta.0'
    expect((await semver({ action: 'inc', versions: ['1.2.3'], release: 'prerelease', preid: 'beta' })).results).toEqual([{ version: '1.2.3', result: '1.2.4-beta.0' }]);
    // python3-semver: bump_major('1.2.3-rc.1') → 2.0.0, bump_minor('1.2.3') → 1.3.0, bump_patch('1.2.3') → 1.2.4
    expect((await semver({ action: 'inc', versions: ['1.2.3-rc.1'], release: 'major' })).results![0]!.result).toBe('2.0.0');
    expect((await semver({ action: 'inc', versions: ['1.2.3'], release: 'minor' })).results![0]!.result).toBe('1.3.0');
    expect((await semver({ action: 'inc', versions: ['1.2.3', '0.0.1'] })).results!.map((r) => r.result)).toEqual(['1.2.4', '0.0.2']);
  });

  it('refuses what is not a version or a range, naming the place', async () => {
    await expectInvalid('semver', { action: 'sort', versions: ['1.2.3', 'a.b.c'] }, /^versions\[1\]: "a\.b\.c" is not a semantic version/);
    await expectInvalid('semver', { action: 'sort', versions: ['1.2'] }, /^versions\[0\]:/);
    await expectInvalid('semver', { action: 'compare', versions: ['1.2.3'] }, 'versions: compare takes exactly two versions; 1 given');
    await expectInvalid('semver', { action: 'satisfies', versions: ['1.2.3'] }, 'range: is required for satisfies');
    await expectInvalid('semver', { action: 'satisfies', versions: ['1.2.3'], range: '>=>=1' }, /^range: ">=>=1" is not an npm version range/);
    await expectInvalid('semver', { action: 'inc', versions: ['1.2.3'], release: 'huge' }, /^release: must be one of/);
    await expectInvalid('semver', { action: 'inc', versions: ['1.2.3'], preid: 'a b' }, /^preid:/);
    await expectInvalid('semver', { action: 'sort', versions: [] }, /^versions:/);
    await expectInvalid('semver', { action: 'sort', versions: [1] }, /^versions\[0\]: must be a string/);
    await expectInvalid('semver', { action: 'sort', versions: ['9'.repeat(257)] }, /versions.*at most 256 characters/);
    await expectInvalid('semver', JSON.parse('{"action":"sort","versions":["1.0.0"],"__proto__":{"x":1}}'), /__proto__/);
  });

  it('holds its bounds: 1,000 versions sort, 1,001 are refused', async () => {
    const versions = Array.from({ length: 1_000 }, (_, i) => `${i % 10}.${i % 7}.${i}-rc.${i % 3}`);
    expect((await semver({ action: 'sort', versions })).sorted).toHaveLength(1_000);
    await expectInvalid('semver', { action: 'sort', versions: [...versions, '1.0.0'] }, /^versions: must have at most 1000 items/);
  });

  it('sorts into an order where each version compares ≤ the next', async () => {
    const version = fc.tuple(fc.nat(20), fc.nat(20), fc.nat(20), fc.option(fc.constantFrom('alpha', 'beta.2', 'rc.10', '1'), { nil: undefined }))
      .map(([a, b, c, pre]) => `${a}.${b}.${c}${pre ? `-${pre}` : ''}`);
    await fc.assert(fc.asyncProperty(fc.array(version, { minLength: 2, maxLength: 8 }), async (versions) => {
      const sorted = (await semver({ action: 'sort', versions })).sorted!;
      for (let i = 1; i < sorted.length; i++) {
        expect((await semver({ action: 'compare', versions: [sorted[i - 1], sorted[i]] })).comparison).toBeLessThanOrEqual(0);
      }
    }), { numRuns: 20 });
  });
});
