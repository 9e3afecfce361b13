import { describe, expect, it } from 'vitest';
import { EMPTY_VIEW, EXTREME_VIEW, TYPICAL_VIEW } from '../../../test/card/card-views.ts';
import { describeThemeChecks } from '../../../test/card/theme-checks.ts';
import { classesOf, fontFamiliesOf, idsOf, refsOf, textsOf } from '../../../test/card/svg-inspect.ts';
import { missionTheme } from './mission.ts';

describeThemeChecks(missionTheme);

const VIEWS = [TYPICAL_VIEW, EXTREME_VIEW, EMPTY_VIEW];
/** The white tick drawn in an objective's box when it is met. */
const TICK = /<path d="M219 [\d.]+ l2\.6 2\.8 l4\.6 -5\.6"/g;

describe('mission theme', () => {
  it('is a landscape briefing in two designs, agency first', () => {
    expect(missionTheme.id).toBe('mission');
    expect(missionTheme.designs).toEqual(['agency', 'hud']);
    expect([missionTheme.width, missionTheme.height]).toEqual([600, 360]);
  });

  it('names the operative, the codename (archetype), the clearance (tier) and the level (ovr)', () => {
    for (const design of missionTheme.designs) {
      const texts = textsOf(missionTheme.render(TYPICAL_VIEW, design, { animated: false }));
      expect(texts).toEqual(expect.arrayContaining(['CODENAME THE ICON', 'CLEARANCE', 'GOLD', 'LVL', '74', 'OPERATIVE', 'The Octocat', '@octocat']));
      expect(texts[texts.indexOf('LVL') + 1]).toBe('74');
    }
  });

  it('makes the three strongest stats the objectives, ticked from 70 up, and lists the rest as secondary', () => {
    const svg = missionTheme.render(TYPICAL_VIEW, 'agency', { animated: false });
    const texts = textsOf(svg);
    // TYPICAL: phy 88, pas 83, sho 78 | def 72, dri 66, pac 41.
    const first = texts.indexOf('PRIMARY OBJECTIVES');
    expect(texts.slice(first + 1, first + 13)).toEqual(['01', 'Go the distance', 'PHY', '88', '02', 'Set up the team', 'PAS', '83', '03', 'Hit every target', 'SHO', '78']);
    expect(texts).toContain('SECONDARY   DEF 72   ·   DRI 66   ·   PAC 41');
    expect(svg.match(TICK)).toHaveLength(3);
    // A tie keeps the stats' own order (pac, sho, pas, …); nothing is ticked below 70.
    const extreme = textsOf(missionTheme.render(EXTREME_VIEW, 'agency', { animated: false }));
    expect(extreme.filter((text) => ['PAC', 'SHO', 'PAS', 'DRI', 'DEF', 'PHY'].includes(text))).toEqual(['PAC', 'SHO', 'PAS']);
    expect(missionTheme.render(EMPTY_VIEW, 'agency', { animated: false }).match(TICK)).toBeNull();
    // sho 65, def 60: the objectives become phy 88, pas 83, dri 66, and only two are met.
    expect(missionTheme.render({ ...TYPICAL_VIEW, stats: { ...TYPICAL_VIEW.stats, sho: 65, def: 60 } }, 'agency', { animated: false }).match(TICK)).toHaveLength(2);
  });

  it('shows the maintained ratio as the mission status: a percentage and lit segments in fortieths', () => {
    const lit = (ratio: number): number => {
      const svg = missionTheme.render({ ...TYPICAL_VIEW, metrics: { ...TYPICAL_VIEW.metrics, maintained_ratio: ratio } }, 'agency', { animated: false });
      return [...svg.matchAll(/y="200" width="7" height="9" fill="#f5a524" opacity="1"/g)].length;
    };
    // 0.14 × 40 = 5.6 → 6; 0.5 → 20; 1 → 40; 0 → 0.
    expect([lit(0), lit(0.14), lit(0.5), lit(1)]).toEqual([0, 6, 20, 40]);
    expect(textsOf(missionTheme.render(TYPICAL_VIEW, 'agency', { animated: false }))).toContain('REPOS MAINTAINED 14%');
  });

  it('draws the languages as intel: bar segments in proportion, a legend of up to eight, or no intel', () => {
    const svg = missionTheme.render(TYPICAL_VIEW, 'agency', { animated: false });
    // The 360 px track, then 360 px × 0.52, 0.31, 0.17, less a 1 px gap each: 186.2, 110.6, 60.2.
    const widths = [...svg.matchAll(/<rect x="[\d.]+" y="236" width="([\d.]+)" height="6" fill="#/g)].map((match) => Number(match[1]));
    expect(widths).toEqual([360, 186.2, 110.6, 60.2]);
    expect(textsOf(svg)).toEqual(expect.arrayContaining(['Ruby', '52%', 'HTML', '31%', 'CSS', '17%']));
    const extreme = textsOf(missionTheme.render(EXTREME_VIEW, 'hud', { animated: false }));
    expect(extreme).toEqual(expect.arrayContaining(['TypeScript', 'JavaScript', 'Rust', 'Go', 'Python', '3%']));
    expect(extreme.filter((text) => /^\d+%$/.test(text))).toHaveLength(8);
    expect(textsOf(missionTheme.render(EMPTY_VIEW, 'agency', { animated: false }))).toContain('No intel gathered yet.');
  });

  it('posts the market value as the bounty and the metrics as the field record', () => {
    const texts = textsOf(missionTheme.render(TYPICAL_VIEW, 'hud', { animated: false }));
    expect(texts[texts.indexOf('BOUNTY') + 1]).toBe('€48.5M');
    expect(texts[texts.indexOf('POSTED BY') + 1]).toBe('@github');
    // formatCount by hand: 21,354 → 21K, 18,900 → 19K.
    const record = texts.slice(texts.indexOf('@github') + 1);
    expect(record).toEqual(['21K', 'STARS', '19K', 'FOLLOWERS', '8', 'REPOS', '15.8', 'YEARS', '0.3', 'OPS / WK']);
    const extreme = textsOf(missionTheme.render(EXTREME_VIEW, 'hud', { animated: false }));
    expect(extreme.slice(-10)).toEqual(['4.3B', 'STARS', '1B', 'FOLLOWERS', '100K', 'REPOS', '18.9', 'YEARS', '999.9', 'OPS / WK']);
  });

  it('puts the avatar in the radar reticle, clipped to its circle, or the initials', () => {
    const svg = missionTheme.render(TYPICAL_VIEW, 'agency', { animated: false });
    expect(svg).toMatch(/<image x="72" y="112" width="80" height="80" [^>]*clip-path="url\(#ms-agency-avatar-clip\)"/);
    expect(svg).toContain('<clipPath id="ms-agency-avatar-clip"><circle cx="112" cy="152" r="40"/></clipPath>');
    expect(textsOf(missionTheme.render(EMPTY_VIEW, 'hud', { animated: false }))).toContain('A');
  });

  it('cuts the longest name, handle and codename to their room', () => {
    const texts = textsOf(missionTheme.render(EXTREME_VIEW, 'hud', { animated: false }));
    const name = texts[texts.indexOf('OPERATIVE') + 1]!;
    expect(name.startsWith('Maximilian')).toBe(true);
    expect(name.endsWith('…')).toBe(true);
    // 176 px at 15 px monospace (0.61 em): 19 characters.
    expect(Array.from(name)).toHaveLength(19);
    expect(texts.find((text) => text.startsWith('CODENAME'))).toMatch(/^CODENAME THE GRAND ARCHITECT OF .*…$/);
  });

  it('keeps to its fonts: sans-serif for the agency, monospace for the HUD', () => {
    expect(new Set(fontFamiliesOf(missionTheme.render(TYPICAL_VIEW, 'agency', { animated: true })))).toEqual(new Set(['sans-serif']));
    expect(new Set(fontFamiliesOf(missionTheme.render(TYPICAL_VIEW, 'hud', { animated: true })))).toEqual(new Set(['monospace']));
  });

  it('prefixes every id with ms- and its design, every class with ms-, and resolves every #id reference', () => {
    for (const design of missionTheme.designs) {
      for (const view of VIEWS) {
        for (const animated of [true, false]) {
          const svg = missionTheme.render(view, design, { animated });
          const ids = idsOf(svg);
          for (const id of ids) expect(id.startsWith(`ms-${design}-`), id).toBe(true);
          expect(new Set(ids).size).toBe(ids.length);
          for (const ref of refsOf(svg)) expect(ids).toContain(ref);
          for (const name of classesOf(svg)) expect(name).toMatch(/^ms-/);
        }
      }
    }
  });

  it('defines the same ids the same way for every view, so two cards of one design can share a page, and designs never share an id', () => {
    const defs = (view: typeof TYPICAL_VIEW, design: string): string => /<defs>[\s\S]*<\/defs>/.exec(missionTheme.render(view, design, { animated: true }))![0];
    for (const design of missionTheme.designs) for (const view of VIEWS) expect(defs(view, design)).toBe(defs(TYPICAL_VIEW, design));
    const [first, second] = missionTheme.designs.map((design) => new Set(idsOf(missionTheme.render(TYPICAL_VIEW, design, { animated: true }))));
    expect([...first!].filter((id) => second!.has(id))).toEqual([]);
  });

  it('sweeps the radar and blinks its blips when animated, never for reduced motion', () => {
    const svg = missionTheme.render(TYPICAL_VIEW, 'agency', { animated: true });
    expect(svg).toContain('@keyframes ms-sweep{from{transform:rotate(0deg)}to{transform:rotate(360deg)}}');
    expect(svg).toMatch(/@media \(prefers-reduced-motion: reduce\)\{\.ms-sweep,\.ms-blip\{animation:none\}\}/);
    expect(classesOf(svg).sort()).toEqual(['ms-blip', 'ms-blip', 'ms-sweep']);
    const still = missionTheme.render(TYPICAL_VIEW, 'agency', { animated: false });
    expect(classesOf(still)).toEqual([]);
    // The still card keeps the sweep where it stands.
    expect(still).toContain('fill="url(#ms-agency-sweep-fill)"');
  });
});
