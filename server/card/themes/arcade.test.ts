import { describe, expect, it } from 'vitest';
import { EMPTY_VIEW, EXTREME_VIEW, TYPICAL_VIEW } from '../../../test/card/card-views.ts';
import { describeThemeChecks } from '../../../test/card/theme-checks.ts';
import { classesOf, fontFamiliesOf, idsOf, refsOf, textsOf } from '../../../test/card/svg-inspect.ts';
import { arcadeTheme } from './arcade.ts';

describeThemeChecks(arcadeTheme);

const VIEWS = [TYPICAL_VIEW, EXTREME_VIEW, EMPTY_VIEW];

function texts(view = TYPICAL_VIEW, design = 'neon'): string[] {
  return textsOf(arcadeTheme.render(view, design, { animated: false }));
}

describe('arcade theme', () => {
  it('is a landscape high-score screen in two designs, neon first', () => {
    expect(arcadeTheme.id).toBe('arcade');
    expect(arcadeTheme.designs).toEqual(['neon', 'gameboy']);
    expect([arcadeTheme.width, arcadeTheme.height]).toEqual([600, 360]);
  });

  it('tops the screen with 1UP’s score (stars), the LEVEL (ovr) and the STAGE (years)', () => {
    for (const design of arcadeTheme.designs) {
      expect(texts(TYPICAL_VIEW, design).slice(0, 7)).toEqual(['1UP', '0021354', 'LEVEL', '74', 'STAGE', '15.8', 'HIGH SCORES']);
    }
    // Seven digits while they fit; beyond 9,999,999 the count as a card shows it (4,294,967,295 → 4.3B).
    expect(texts(EXTREME_VIEW).slice(0, 6)).toEqual(['1UP', '4.3B', 'LEVEL', '99', 'STAGE', '18.9']);
    expect(texts(EMPTY_VIEW).slice(0, 6)).toEqual(['1UP', '0000000', 'LEVEL', '1', 'STAGE', '0.0']);
    const score = (stars: number): string => texts({ ...TYPICAL_VIEW, metrics: { ...TYPICAL_VIEW.metrics, stars_earned: stars } })[1]!;
    expect([score(9_999_999), score(10_000_000), score(12_345_678)]).toEqual(['9999999', '10M', '12M']);
  });

  it('ranks the six stats as the table, best first, ties in the stats’ own order', () => {
    const shown = texts();
    const rows = shown.slice(shown.indexOf('SCORE') + 1, shown.indexOf('SCORE') + 25);
    expect(rows).toEqual([
      '1ST', 'PHY', 'PHYSICAL', '88',
      '2ND', 'PAS', 'PASSING', '83',
      '3RD', 'SHO', 'SHOOTING', '78',
      '4TH', 'DEF', 'DEFENDING', '72',
      '5TH', 'DRI', 'DRIBBLING', '66',
      '6TH', 'PAC', 'PACE', '41',
    ]);
    const tied = texts(EMPTY_VIEW, 'gameboy');
    expect(tied.filter((text) => /^[A-Z]{3}$/.test(text) && text !== 'UP')).toEqual(['PAC', 'SHO', 'PAS', 'DRI', 'DEF', 'PHY']);
  });

  it('shows PLAYER 1 with class (archetype), rank (tier), name, handle and the bonus (market value)', () => {
    const shown = texts();
    const after = (label: string): string => shown[shown.indexOf(label) + 1]!;
    expect(after('PLAYER 1')).toBe('CLASS');
    expect(after('CLASS')).toBe('THE ICON');
    expect(after('RANK')).toBe('GOLD');
    expect(after('GOLD')).toBe('The Octocat');
    expect(after('The Octocat')).toBe('@octocat');
    expect(after('BONUS')).toBe('€48.5M');
    expect(after('€48.5M')).toBe('@github');
  });

  it('collects the languages as power-ups, up to eight, or asks for some', () => {
    const shown = texts();
    expect(shown.slice(shown.indexOf('POWER-UPS') + 1, shown.indexOf('POWER-UPS') + 7)).toEqual(['Ruby', '52%', 'HTML', '31%', 'CSS', '17%']);
    const extreme = texts(EXTREME_VIEW, 'gameboy');
    const chips = extreme.slice(extreme.indexOf('POWER-UPS') + 1, extreme.indexOf('POWER-UPS') + 17);
    expect(chips.filter((_, index) => index % 2 === 1)).toEqual(['30%', '20%', '15%', '10%', '10%', '7%', '5%', '3%']);
    expect(chips.slice(0, 2)).toEqual(['TypeScript', '30%']);
    expect(texts(EMPTY_VIEW)).toContain('NONE YET · GO COLLECT SOME!');
  });

  it('lists the other metrics above INSERT COIN, PRESS START and the credits', () => {
    // formatCount by hand: 18,900 → 19K; 0.14 → 14%.
    expect(texts().slice(-4)).toEqual(['FOLLOWERS 19K · REPOS 8 · 0.3 EVENTS/WK · 14% MAINTAINED', 'INSERT COIN', 'PRESS START', 'CREDIT 01']);
    expect(texts(EXTREME_VIEW).at(-4)).toBe('FOLLOWERS 1B · REPOS 100K · 999.9 EVENTS/WK · 100% MAINTAINED');
  });

  it('cuts the longest name and handle to the player column', () => {
    const shown = texts(EXTREME_VIEW);
    const name = shown.find((text) => text.startsWith('Maximilian'))!;
    const handle = shown.find((text) => text.startsWith('@a-very'))!;
    // 186 px at 13 px and 10 px monospace (0.61 em a character): 23 and 30 characters.
    expect(Array.from(name)).toHaveLength(23);
    expect(Array.from(handle)).toHaveLength(30);
    expect(name.endsWith('…') && handle.endsWith('…')).toBe(true);
  });

  it('lays scanlines (a pattern) and a CRT vignette over the whole screen', () => {
    for (const design of arcadeTheme.designs) {
      const svg = arcadeTheme.render(TYPICAL_VIEW, design, { animated: false });
      expect(svg.endsWith(`<rect width="600" height="360" rx="18" fill="url(#ar-${design}-scan)"/>\n<rect width="600" height="360" rx="18" fill="url(#ar-${design}-vignette)"/>\n</svg>`)).toBe(true);
      expect(svg).toContain(`<pattern id="ar-${design}-scan" width="6" height="3" patternUnits="userSpaceOnUse">`);
    }
  });

  it('keeps the Game Boy in its four greens, and posterises the avatar into them', () => {
    const svg = arcadeTheme.render(TYPICAL_VIEW, 'gameboy', { animated: false });
    // Every colour drawn, the scanlines and vignette included, is one of the four.
    const colours = new Set([...svg.matchAll(/(?:fill|stroke|stop-color|flood-color)="(#[0-9a-f]{6})"/g)].map((match) => match[1]));
    expect([...colours].sort()).toEqual(['#0f380f', '#306230', '#8bac0f', '#9bbc0f']);
    // 0f = 15/255 = 0.059, 30 = 48/255 = 0.188, 8b = 139/255 = 0.545, 9b = 155/255 = 0.608 (and so on for G and B).
    expect(svg).toContain('<feFuncR type="discrete" tableValues="0.059 0.188 0.545 0.608"/><feFuncG type="discrete" tableValues="0.220 0.384 0.675 0.737"/>');
    expect(svg).toMatch(/<image [^>]*filter="url\(#ar-gameboy-avatar\)"/);
  });

  it('writes only monospace, prefixes every id with ar- and its design, every class with ar-, and resolves every #id reference', () => {
    for (const design of arcadeTheme.designs) {
      for (const view of VIEWS) {
        for (const animated of [true, false]) {
          const svg = arcadeTheme.render(view, design, { animated });
          expect(new Set(fontFamiliesOf(svg))).toEqual(new Set(['monospace']));
          const ids = idsOf(svg);
          for (const id of ids) expect(id.startsWith(`ar-${design}-`), id).toBe(true);
          expect(new Set(ids).size).toBe(ids.length);
          for (const ref of refsOf(svg)) expect(ids).toContain(ref);
          for (const name of classesOf(svg)) expect(name).toMatch(/^ar-/);
        }
      }
    }
  });

  it('defines the same ids the same way for every view, so two cards of one design can share a page, and designs never share an id', () => {
    const defs = (view: typeof TYPICAL_VIEW, design: string): string => /<defs>[\s\S]*<\/defs>/.exec(arcadeTheme.render(view, design, { animated: true }))![0];
    for (const design of arcadeTheme.designs) for (const view of VIEWS) expect(defs(view, design)).toBe(defs(TYPICAL_VIEW, design));
    const [first, second] = arcadeTheme.designs.map((design) => new Set(idsOf(arcadeTheme.render(TYPICAL_VIEW, design, { animated: true }))));
    expect([...first!].filter((id) => second!.has(id))).toEqual([]);
  });

  it('blinks PRESS START when animated, and not for reduced motion', () => {
    const svg = arcadeTheme.render(TYPICAL_VIEW, 'neon', { animated: true });
    expect(svg).toMatch(/<text class="ar-blink" [^>]*>PRESS START<\/text>/);
    expect(svg).toContain('@media (prefers-reduced-motion: reduce){.ar-blink{animation:none}}');
    expect(classesOf(svg)).toEqual(['ar-blink']);
    expect(classesOf(arcadeTheme.render(TYPICAL_VIEW, 'neon', { animated: false }))).toEqual([]);
  });
});
