import { describe, expect, it } from 'vitest';
import { EMPTY_VIEW, EXTREME_VIEW, TYPICAL_VIEW } from '../../../test/card/card-views.ts';
import { describeThemeChecks } from '../../../test/card/theme-checks.ts';
import { rpgTheme } from './rpg.ts';

describeThemeChecks(rpgTheme);

const render = (view = TYPICAL_VIEW, design = 'parchment', animated = false) => rpgTheme.render(view, design, { animated });

/** The text of every <text> inside the element carrying `attribute="value"`, in order. */
function textsOf(svg: string, attribute: string, value: string): string[] {
  const start = svg.indexOf(`<g ${attribute}="${value}">`);
  expect(start, `${attribute}=${value}`).toBeGreaterThanOrEqual(0);
  const group = svg.slice(start, svg.indexOf('</g>', start));
  return [...group.matchAll(/<text[^>]*>(.*?)<\/text>/g)].map((match) => match[1]!.replace(/<[^>]+>/g, ''));
}

describe('rpg theme: a character sheet', () => {
  it('keeps every id under its own prefix, and every reference points at one of them', () => {
    for (const design of rpgTheme.designs) {
      const svg = render(EXTREME_VIEW, design, true);
      const ids = [...svg.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1]!);
      expect(ids.length).toBeGreaterThan(5);
      for (const id of ids) expect(id.startsWith(`rpg-${design}-`), id).toBe(true);
      expect(new Set(ids).size).toBe(ids.length);
      const references = [...svg.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)].map((match) => match[1] ?? match[2]!);
      for (const reference of references) expect(ids, reference).toContain(reference);
    }
  });

  it('shows each stat as its attribute, with the original key and number', () => {
    // The mapping the card prints: PAC→AGI, SHO→STR, PAS→CHA, DRI→INT, DEF→CON, PHY→END.
    const expected = { pac: ['AGI', 'PAC', '41'], sho: ['STR', 'SHO', '78'], pas: ['CHA', 'PAS', '83'], dri: ['INT', 'DRI', '66'], def: ['CON', 'DEF', '72'], phy: ['END', 'PHY', '88'] };
    for (const design of rpgTheme.designs) {
      const svg = render(TYPICAL_VIEW, design);
      for (const [stat, texts] of Object.entries(expected)) expect(textsOf(svg, 'data-stat', stat)).toEqual(texts);
    }
  });

  it('draws each attribute bar as long as the stat is out of 99', () => {
    const svg = render();
    // 78 of 99 on a 90 px bar: 70.9 px.
    const group = svg.slice(svg.indexOf('<g data-stat="sho">'));
    expect(group).toMatch(/^[^]*?<rect x="262" y="\d+" width="70.9" height="8"[^>]*fill="url\(#rpg-parchment-attribute\)"/);
  });

  it('shows the level, the class, the title of the tier and the gold', () => {
    const svg = render();
    expect(svg).toContain('>74</text>');
    expect(svg).toContain('>The Icon</tspan>');
    expect(svg).toContain('>Veteran</text>');
    expect(svg).toContain('>GOLD TIER</text>');
    // €48,500,000 as a card counts it: 49M.
    expect(svg).toContain('>49M <tspan');
    expect(svg).toContain('>@github</tspan>');
    expect(svg).toContain('“Few repos, and everyone knows them.”');
  });

  it('shows level 1 and level 99 whole, with the titles of bronze and legend', () => {
    for (const design of rpgTheme.designs) {
      expect(render(EMPTY_VIEW, design)).toMatch(/>1<\/text>[^]*>Novice<\/text>[^]*>BRONZE TIER</);
      expect(render(EXTREME_VIEW, design)).toMatch(/>99<\/text>[^]*>Legend<\/text>[^]*>LEGEND TIER</);
    }
  });

  it('fills HP with the maintained share and MP with the weekly events on a log scale', () => {
    const svg = render();
    expect(svg).toContain('>14/100</text>');
    expect(svg).toMatch(/<rect x="226" y="92" width="14" height="8"[^>]*fill="url\(#rpg-parchment-hp\)"/);
    // ln(1 + 0.3) / ln(1 + 50) of a 100 px bar = 6.67 px.
    expect(svg).toMatch(/<rect x="420" y="92" width="6.7" height="8"[^>]*fill="url\(#rpg-parchment-mp\)"/);
    expect(svg).toContain('>0.3<tspan');
    const full = render(EXTREME_VIEW);
    expect(full).toContain('>100/100</text>');
    expect(full).toMatch(/<rect x="420" y="92" width="100" height="8"[^>]*fill="url\(#rpg-parchment-mp\)"/);
    expect(render(EMPTY_VIEW)).not.toMatch(/fill="url\(#rpg-parchment-(hp|mp)\)"/);
  });

  it('lists the languages as skills with their shares, eight or none', () => {
    const typical = render();
    expect(textsOf(typical, 'data-skill', '0')).toEqual(['Ruby · 1 repo', '52%']);
    expect(textsOf(typical, 'data-skill', '1')).toEqual(['HTML · 2 repos', '31%']);
    const extreme = render(EXTREME_VIEW, 'pixel');
    expect(extreme.match(/data-skill=/g)).toHaveLength(8);
    expect(textsOf(extreme, 'data-skill', '7')).toEqual(['Visual Basic .NET', '3%']);
    const empty = render(EMPTY_VIEW);
    expect(empty).not.toContain('data-skill=');
    expect(empty).toContain('No skills learned yet');
  });

  it('fits a long name, class and guild with an ellipsis', () => {
    const svg = render(EXTREME_VIEW);
    const name = svg.match(/<text x="206" y="44" font-size="(\d+)"[^>]*>([^<]*)<\/text>/)!;
    expect(Number(name[1])).toBe(17);
    expect(name[2]).toMatch(/^Maximilian Alexander .*…$/);
    // At most what 366 px hold at 17 px in bold serif (0.6 em a character, a tenth more for bold).
    expect(Array.from(name[2]!).length).toBeLessThanOrEqual(Math.floor((366 * 0.88) / (0.6 * 17)));
    expect(svg).toMatch(/>The Grand Architect of [^<]*…<\/tspan>/);
    expect(svg).toMatch(/>Wolfeschlegel[^<]*…<\/tspan>/);
  });

  it('draws the parchment in serif and the pixel menu in monospace, nothing else', () => {
    const families = (svg: string) => new Set([...svg.matchAll(/font-family="([^"]+)"/g)].map((match) => match[1]));
    expect(families(render(TYPICAL_VIEW, 'parchment'))).toEqual(new Set(['serif']));
    expect(families(render(TYPICAL_VIEW, 'pixel'))).toEqual(new Set(['monospace']));
  });

  it('animates only when asked, and stops for reduced motion', () => {
    for (const design of rpgTheme.designs) {
      const animated = render(TYPICAL_VIEW, design, true);
      expect(animated).toMatch(/@keyframes rpg-/);
      expect(animated).toMatch(/@media \(prefers-reduced-motion: reduce\)\{[^}]*animation:none/);
      expect(render(TYPICAL_VIEW, design, false)).not.toContain('<style>');
    }
  });

  it('gives the same SVG for the same data', () => {
    expect(render(TYPICAL_VIEW, 'pixel')).toBe(render(TYPICAL_VIEW, 'pixel'));
    expect(render(EXTREME_VIEW, 'parchment', true)).toBe(render(EXTREME_VIEW, 'parchment', true));
  });
});
