import { describe, expect, it } from 'vitest';
import { TIERS, type CardView } from '../card-record.ts';
import { describeThemeChecks } from '../../../test/card/theme-checks.ts';
import { EMPTY_VIEW, EXTREME_VIEW, TYPICAL_VIEW } from '../../../test/card/card-views.ts';
import { footballTheme } from './football.ts';
import { placedTextsOf } from '../../../test/card/svg-inspect.ts';

describeThemeChecks(footballTheme);


/** Relative luminance (WCAG) of `#rrggbb`. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The stop colours of the card's metal gradient. */
function metalStops(svg: string): string[] {
  const gradient = /<linearGradient id="fb-[a-z]+-[a-z]+-metal"[^>]*>(.*?)<\/linearGradient>/.exec(svg)![1]!;
  return [...gradient.matchAll(/stop-color="(#[0-9a-f]{6})"/g)].map((match) => match[1]!);
}

const render = (view: CardView, design = 'classic', animated = false) => footballTheme.render(view, design, { animated });
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

describe('football theme', () => {
  it('is a portrait FUT card', () => {
    expect(footballTheme.width).toBe(340);
    expect(footballTheme.height).toBe(480);
    expect(footballTheme.designs).toEqual(['classic', 'totw']);
  });

  it('puts the OVR big at the top-left with the position under it', () => {
    const all = placedTextsOf(render(TYPICAL_VIEW));
    const ovr = all.find((entry) => entry.content === '74')!;
    const position = all.find((entry) => entry.content === 'CAM')!;
    expect(ovr.fontSize).toBeGreaterThanOrEqual(48);
    expect(ovr.fontSize).toBe(Math.max(...all.map((entry) => entry.fontSize)));
    expect(ovr.x).toBeLessThan(footballTheme.width / 3);
    expect(ovr.y).toBeLessThan(footballTheme.height / 4);
    expect(position.x).toBe(ovr.x);
    expect(position.y).toBeGreaterThan(ovr.y);
  });

  it('draws OVR 1 and OVR 99 in the same place and size', () => {
    const one = placedTextsOf(render(EMPTY_VIEW)).find((entry) => entry.content === '1' && entry.fontSize >= 48)!;
    const top = placedTextsOf(render(EXTREME_VIEW)).find((entry) => entry.content === '99' && entry.fontSize >= 48)!;
    expect([one.x, one.y, one.fontSize]).toEqual([top.x, top.y, top.fontSize]);
    expect(placedTextsOf(render({ ...TYPICAL_VIEW, ovr: 250 })).some((entry) => entry.content === '99' && entry.fontSize >= 48)).toBe(true);
  });

  it('labels the six stats PAC SHO PAS in one column and DRI DEF PHY in the other, each beside its number', () => {
    for (const design of footballTheme.designs) {
      const all = placedTextsOf(render(TYPICAL_VIEW, design));
      const labels = ['PAC', 'SHO', 'PAS', 'DRI', 'DEF', 'PHY'].map((label) => all.find((entry) => entry.content === label)!);
      const numbers = [41, 78, 83, 66, 72, 88].map((value, index) => all.find((entry) => entry.content === String(value) && entry.y === labels[index]!.y)!);
      numbers.forEach((number, index) => {
        expect(number, `${labels[index]!.content} beside its number`).toBeDefined();
        expect(number.x).toBeLessThanOrEqual(labels[index]!.x);
      });
      expect(new Set(labels.slice(0, 3).map((label) => label.x)).size).toBe(1);
      expect(new Set(labels.slice(3).map((label) => label.x)).size).toBe(1);
      expect(labels[3]!.x).toBeGreaterThan(labels[0]!.x);
      expect(labels.slice(0, 3).map((label) => label.y)).toEqual(labels.slice(3).map((label) => label.y));
    }
  });

  it('shows the top language and the club as the nation and club badges', () => {
    const contents = placedTextsOf(render(TYPICAL_VIEW)).map((entry) => entry.content);
    expect(contents).toEqual(expect.arrayContaining(['RUB', 'GI', 'Ruby', '@github', '€48.5M']));
    const empty = placedTextsOf(render(EMPTY_VIEW)).map((entry) => entry.content);
    expect(empty).toEqual(expect.arrayContaining(['—', 'No language', 'FA', 'Free agent']));
  });

  it('fits a long name, language and club in their boxes', () => {
    const all = placedTextsOf(render(EXTREME_VIEW));
    const name = all.find((entry) => entry.content.startsWith('Maximilian'))!;
    expect(name.content.endsWith('…')).toBe(true);
    // DejaVu Sans Bold's widest Latin letters are about 0.7 em; the banner is 288 wide at its top.
    expect(Array.from(name.content).length * 0.7 * name.fontSize).toBeLessThan(288 + 40);
    const club = all.find((entry) => entry.content.startsWith('Wolfes'))!;
    expect(club.content.endsWith('…')).toBe(true);
  });

  it('takes its metal from the tier: bronze, silver and gold bright, elite dark, legend the lightest', () => {
    const brightness = Object.fromEntries(TIERS.map((tier) => [tier, mean(metalStops(render({ ...TYPICAL_VIEW, tier })).map(luminance))]));
    for (const tier of ['bronze', 'silver', 'gold', 'legend'] as const) expect(brightness[tier], tier).toBeGreaterThan(0.35);
    expect(brightness.elite).toBeLessThan(0.05);
    expect(brightness.legend).toBeGreaterThan(brightness.gold!);
    expect(brightness.gold).toBeGreaterThan(brightness.bronze!);
    const elite = render({ ...TYPICAL_VIEW, tier: 'elite' });
    // Cyan accents: some stroke is a saturated cyan (blue and green high, red low).
    const strokes = [...elite.matchAll(/stroke="#([0-9a-f]{6})"/g)].map((match) => [0, 2, 4].map((at) => parseInt(match[1]!.slice(at, at + 2), 16)));
    expect(strokes.some(([r, g, b]) => r! < 90 && g! > 180 && b! > 200)).toBe(true);
  });

  it('draws every tier differently in every design, and totw always on black', () => {
    for (const design of footballTheme.designs) {
      const cards = TIERS.map((tier) => render({ ...TYPICAL_VIEW, tier }, design));
      expect(new Set(cards).size).toBe(TIERS.length);
    }
    for (const tier of TIERS) expect(mean(metalStops(render({ ...TYPICAL_VIEW, tier }, 'totw')).map(luminance)), tier).toBeLessThan(0.05);
  });

  it('prefixes every id with fb- and its design and tier, and every reference resolves', () => {
    const ids = (svg: string) => [...svg.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!);
    const seen = new Map<string, string>();
    for (const design of footballTheme.designs) {
      for (const tier of TIERS) {
        const svg = render({ ...TYPICAL_VIEW, tier }, design, true);
        const own = ids(svg);
        expect(new Set(own).size).toBe(own.length);
        for (const id of own) {
          expect(id.startsWith(`fb-${design}-${tier}-`)).toBe(true);
          expect(seen.has(id), `${id} in ${seen.get(id)} and ${design}/${tier}`).toBe(false);
          seen.set(id, `${design}/${tier}`);
        }
        for (const [, reference] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(own).toContain(reference);
      }
    }
  });

  it('sweeps a shine across the animated card, and stops it for reduced motion', () => {
    const animated = render(TYPICAL_VIEW, 'classic', true);
    expect(animated).toMatch(/@keyframes fb-sweep/);
    expect(animated).toMatch(/@media \(prefers-reduced-motion: reduce\)\{\.fb-shine\{animation:none/);
    expect(render(TYPICAL_VIEW, 'classic', false)).not.toContain('fb-shine');
  });

  it('draws the default design for a design it does not know', () => {
    expect(render(TYPICAL_VIEW, 'nope')).toBe(render(TYPICAL_VIEW, 'classic'));
  });
});
