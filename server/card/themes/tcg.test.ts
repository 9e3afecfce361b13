import { describe, expect, it } from 'vitest';
import { TIERS, type CardView } from '../card-record.ts';
import { describeThemeChecks } from '../../../test/card/theme-checks.ts';
import { EMPTY_VIEW, EXTREME_VIEW, TYPICAL_VIEW } from '../../../test/card/card-views.ts';
import { tcgTheme } from './tcg.ts';
import { placedTextsOf } from '../../../test/card/svg-inspect.ts';

describeThemeChecks(tcgTheme);


const render = (view: CardView, design = 'holo', animated = false) => tcgTheme.render(view, design, { animated });
const find = (svg: string, content: string) => placedTextsOf(svg).find((entry) => entry.content === content);

describe('tcg theme', () => {
  it('is a portrait card in the 2.5:3.5 proportion of a trading card', () => {
    expect(tcgTheme.width / tcgTheme.height).toBeCloseTo(2.5 / 3.5, 6);
    expect(tcgTheme.designs).toEqual(['holo', 'classic', 'dark']);
  });

  it('puts the name and HP = OVR at the top, above the art box with the avatar', () => {
    for (const design of tcgTheme.designs) {
      const svg = render(TYPICAL_VIEW, design);
      const name = find(svg, 'The Octocat')!;
      expect(name.y).toBeLessThan(60);
      const hp = /<text x="(\d+)" y="(\d+)"[^>]*><tspan[^>]*>HP <\/tspan><tspan[^>]*>(\d+)<\/tspan><\/text>/.exec(svg)!;
      expect(hp[3]).toBe('74');
      expect(Number(hp[2])).toBe(name.y);
      expect(Number(hp[1])).toBeGreaterThan(tcgTheme.width / 2);
      const image = /<image href="data:[^"]+" x="([\d.]+)" y="([\d.-]+)" width="(\d+)" height="(\d+)"[^>]*mask="url\(#([^)]+)\)"/.exec(svg)!;
      expect(Number(image[2])).toBeGreaterThan(30);
      expect(svg).toContain(`<mask id="${image[5]}"`);
    }
    expect(/<tspan[^>]*>HP <\/tspan><tspan[^>]*>(\d+)</.exec(render(EMPTY_VIEW))![1]).toBe('1');
    expect(/<tspan[^>]*>HP <\/tspan><tspan[^>]*>(\d+)</.exec(render(EXTREME_VIEW))![1]).toBe('99');
  });

  it('makes its two attacks from the two best stats, with the stat as damage', () => {
    // octocat: phy 88 and pas 83 are the best two; damage is drawn large beside each attack's name.
    const svg = render(TYPICAL_VIEW);
    const first = find(svg, 'Veteran Stamina')!;
    const second = find(svg, 'Follow Through')!;
    expect(second.y).toBeGreaterThan(first.y);
    const damage = placedTextsOf(svg).filter((entry) => entry.fontSize === 24 && entry.attributes.includes('text-anchor="end"'));
    expect(damage.map((entry) => entry.content)).toEqual(['88', '83']);
    expect(placedTextsOf(svg).map((entry) => entry.content)).toEqual(expect.arrayContaining(['15.8 years on GitHub.', '19K followers pass it on.']));
    // Ties go in the stats' order: all 99 gives PAC's and SHO's attacks.
    const extreme = placedTextsOf(render(EXTREME_VIEW)).map((entry) => entry.content);
    expect(extreme).toEqual(expect.arrayContaining(['Quick Commit', 'Star Shower', 'Strikes 999.9 times a week.', 'Rains down 4.3B stars.']));
  });

  it('shows the six stats labelled, each above its number', () => {
    const svg = render(TYPICAL_VIEW);
    const expected = { PAC: '41', SHO: '78', PAS: '83', DRI: '66', DEF: '72', PHY: '88' };
    for (const [label, value] of Object.entries(expected)) {
      const tag = find(svg, label)!;
      const number = placedTextsOf(svg).find((entry) => entry.content === value && entry.x === tag.x && entry.y > tag.y);
      expect(number, label).toBeDefined();
    }
  });

  it('takes weakness from the least-used language, resistance from the most-used, retreat from how many', () => {
    const typical = placedTextsOf(render(TYPICAL_VIEW));
    const weakness = typical.find((entry) => entry.content === 'WEAKNESS')!;
    const resistance = typical.find((entry) => entry.content === 'RESISTANCE')!;
    const css = typical.find((entry) => entry.content === 'CSS')!;
    const ruby = typical.find((entry) => entry.content === 'Ruby')!;
    expect(Math.abs(css.x - weakness.x)).toBeLessThan(Math.abs(css.x - resistance.x));
    expect(Math.abs(ruby.x - resistance.x)).toBeLessThan(Math.abs(ruby.x - weakness.x));
    const retreatCircles = (view: CardView) => render(view).match(/<circle cx="[\d.]+" cy="418.5"/g)!.length;
    // Weakness and resistance draw one energy each; retreat draws one per language, four at most.
    expect(retreatCircles(TYPICAL_VIEW)).toBe(2 + 3);
    expect(retreatCircles(EXTREME_VIEW)).toBe(2 + 4);
    const empty = placedTextsOf(render(EMPTY_VIEW)).map((entry) => entry.content);
    expect(empty.filter((content) => content === 'none')).toHaveLength(2);
    expect(empty).toContain('free');
  });

  it('sets the tagline as italic flavour text on one line', () => {
    const flavour = (view: CardView) => placedTextsOf(render(view)).filter((entry) => entry.attributes.includes('font-family="serif"') && entry.attributes.includes('font-style="italic"'));
    expect(flavour(TYPICAL_VIEW).map((entry) => entry.content)).toEqual(['Few repos, and everyone knows them.']);
    // The longest tagline ratings.ts gives fits whole.
    const icon = { ...TYPICAL_VIEW, archetype: { ...TYPICAL_VIEW.archetype, tagline: 'Builds what everyone uses; everyone follows.' } };
    expect(flavour(icon).map((entry) => entry.content)).toEqual(['Builds what everyone uses; everyone follows.']);
    const long = flavour(EXTREME_VIEW);
    expect(long).toHaveLength(1);
    expect(long[0]!.content.startsWith('Builds the things everyone')).toBe(true);
    expect(long[0]!.content.endsWith('…')).toBe(true);
  });

  it('shows the market value as the price and the tier as the rarity at the bottom', () => {
    const price = find(render(TYPICAL_VIEW), '€48.5M')!;
    expect(price.y).toBeGreaterThan(tcgTheme.height - 40);
    const rarities = TIERS.map((tier) => placedTextsOf(render({ ...TYPICAL_VIEW, tier })).find((entry) => /^[A-Z ]+$/.test(entry.content) && entry.content.length > 3 && entry.y > 200 && entry.y < 240)!.content);
    expect(rarities).toEqual(['COMMON', 'UNCOMMON', 'RARE', 'RARE HOLO', 'LEGENDARY']);
  });

  it('fits a long name, archetype, language and club', () => {
    const all = placedTextsOf(render(EXTREME_VIEW)).map((entry) => entry.content);
    for (const start of ['Maximilian', 'The Grand Architect', 'Visual B', 'Club Wolfes', '@a-very-long']) {
      const entry = all.find((content) => content.startsWith(start))!;
      expect(entry, start).toBeDefined();
      expect(entry.endsWith('…'), start).toBe(true);
    }
  });

  it('shows the archetype emoji only on the animated card (the PNG fonts have no colour emoji)', () => {
    expect(render(TYPICAL_VIEW, 'holo', true)).toContain('>🏛️</text>');
    expect(render(TYPICAL_VIEW, 'holo', false)).not.toContain('🏛');
  });

  it('colours the card by the top language\'s energy type', () => {
    const panel = (svg: string) => /<linearGradient id="tcg-[^"]+-panel"[^>]*>(.*?)<\/linearGradient>/.exec(svg)![1];
    const ruby = render(TYPICAL_VIEW, 'classic');
    const go = render({ ...TYPICAL_VIEW, languages: [{ name: 'Go', share: 1, repos: 1 }] }, 'classic');
    const none = render(EMPTY_VIEW, 'classic');
    expect(new Set([panel(ruby), panel(go), panel(none)]).size).toBe(3);
  });

  it('shifts a holographic sheen on the animated holo card and sweeps a shine on the others, both off for reduced motion', () => {
    const holo = render(TYPICAL_VIEW, 'holo', true);
    expect(holo).toMatch(/@keyframes tcg-holo-shift/);
    expect(holo).toContain('@media (prefers-reduced-motion: reduce){.tcg-holo{animation:none}}');
    expect(render(TYPICAL_VIEW, 'holo', false)).toMatch(/-rainbow"/);
    for (const design of ['classic', 'dark']) {
      const svg = render(TYPICAL_VIEW, design, true);
      expect(svg).toMatch(/@keyframes tcg-sweep/);
      expect(svg).toMatch(/@media \(prefers-reduced-motion: reduce\)\{\.tcg-shine\{animation:none/);
    }
  });

  it('prefixes every id with tcg- and what its definition depends on, and every reference resolves', () => {
    const seen = new Map<string, string>();
    const views = [TYPICAL_VIEW, EMPTY_VIEW, EXTREME_VIEW, ...TIERS.map((tier) => ({ ...TYPICAL_VIEW, tier }))];
    for (const design of tcgTheme.designs) {
      for (const view of views) {
        const svg = render(view, design, true);
        const own = [...svg.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!);
        expect(new Set(own).size).toBe(own.length);
        for (const id of own) {
          expect(id.startsWith(`tcg-${design}-`)).toBe(true);
          // One card's definitions are never another card's: the same id always comes with the same document prefix.
          const key = `${design}/${view.tier}/${view.languages[0]?.name}`;
          if (seen.has(id)) expect(seen.get(id), id).toBe(key);
          seen.set(id, key);
        }
        for (const [, reference] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(own).toContain(reference);
      }
    }
  });

  it('draws the default design for a design it does not know', () => {
    expect(render(TYPICAL_VIEW, 'nope')).toBe(render(TYPICAL_VIEW, 'holo'));
  });
});
