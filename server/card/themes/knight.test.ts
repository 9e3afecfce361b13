import { describe, expect, it } from 'vitest';
import { EMPTY_VIEW, EXTREME_VIEW, TYPICAL_VIEW, XSS_VIEW } from '../../../test/card/card-views.ts';
import { describeThemeChecks } from '../../../test/card/theme-checks.ts';
import { armsOf, blazon, knightTheme } from './knight.ts';

describeThemeChecks(knightTheme);

const render = (view = TYPICAL_VIEW, design = 'heraldic', animated = false) => knightTheme.render(view, design, { animated });

/** The text of every <text> inside the element carrying `attribute="value"`, in order. */
function textsOf(svg: string, attribute: string, value: string): string[] {
  const start = svg.indexOf(`<g ${attribute}="${value}">`);
  expect(start, `${attribute}=${value}`).toBeGreaterThanOrEqual(0);
  const group = svg.slice(start, svg.indexOf('</g>', start));
  return [...group.matchAll(/<text[^>]*>(.*?)<\/text>/g)].map((match) => match[1]!.replace(/<[^>]+>/g, ''));
}

describe('knight theme: arms from the data', () => {
  it('divides the field by the position', () => {
    const expected = { ST: 'pale', CF: 'per-pale', LW: 'per-bend', RW: 'per-bend-sinister', CAM: 'quarterly', CM: 'cross', CDM: 'per-chevron', LB: 'bend', RB: 'bend-sinister', CB: 'fess', GK: 'per-saltire' };
    for (const [position, division] of Object.entries(expected)) {
      expect(armsOf({ ...TYPICAL_VIEW, position }).division, position).toBe(division);
      expect(render({ ...TYPICAL_VIEW, position })).toContain(`data-division="${division}"`);
    }
    // A position the table does not know, even one named like an object's own key.
    expect(armsOf(XSS_VIEW).division).toBe('per-fess');
    expect(armsOf({ ...TYPICAL_VIEW, position: 'constructor' }).division).toBe('per-fess');
  });

  it('takes the metal from the tier and the colour from the top language', () => {
    expect(armsOf(TYPICAL_VIEW)).toEqual({ division: 'quarterly', metal: 'or', colour: 'gules', crown: 'none' });
    expect(armsOf(EXTREME_VIEW)).toEqual({ division: 'per-saltire', metal: 'or', colour: 'azure', crown: 'crown' });
    expect(armsOf(EMPTY_VIEW)).toEqual({ division: 'fess', metal: 'argent', colour: 'sable', crown: 'none' });
    expect(armsOf({ ...TYPICAL_VIEW, tier: 'silver' }).metal).toBe('argent');
    expect(armsOf({ ...TYPICAL_VIEW, tier: 'elite' }).crown).toBe('coronet');
    expect(armsOf({ ...TYPICAL_VIEW, languages: [{ name: 'CSS', share: 1, repos: 1 }] }).colour).toBe('purpure');
    expect(armsOf({ ...TYPICAL_VIEW, languages: [{ name: 'Shell', share: 1, repos: 1 }] }).colour).toBe('vert');
    // Unlisted languages: the sum of the lower-case code points modulo 5 over gules, azure, vert, purpure, sable.
    expect(armsOf({ ...TYPICAL_VIEW, languages: [{ name: 'Zig', share: 1, repos: 1 }] }).colour).toBe('gules'); // 330
    expect(armsOf({ ...TYPICAL_VIEW, languages: [{ name: 'Elm', share: 1, repos: 1 }] }).colour).toBe('purpure'); // 318
    expect(armsOf({ ...TYPICAL_VIEW, languages: [{ name: 'Nim', share: 1, repos: 1 }] }).colour).toBe('sable'); // 324
  });

  it('blazons what it draws', () => {
    expect(blazon(armsOf(TYPICAL_VIEW))).toBe('Quarterly Or and Gules, a roundel proper');
    expect(blazon(armsOf(EMPTY_VIEW))).toBe('Argent, a fess Sable, over all a roundel proper');
    expect(render()).toContain('>Quarterly Or and Gules, a roundel proper</text>');
    expect(render(EXTREME_VIEW, 'stone')).toContain('>Per saltire Or and Azure, a roundel proper</text>');
  });

  it('crowns elite and legend only', () => {
    expect(render()).not.toContain('data-crown=');
    expect(render({ ...TYPICAL_VIEW, tier: 'elite' })).toContain('data-crown="coronet"');
    expect(render(EXTREME_VIEW)).toContain('data-crown="crown"');
  });

  it('gives the same arms and the same SVG for the same data', () => {
    expect(render(EXTREME_VIEW, 'stone', true)).toBe(render(EXTREME_VIEW, 'stone', true));
  });
});

describe('knight theme: the achievement', () => {
  it('keeps every id under its own prefix, and every reference points at one of them', () => {
    for (const design of knightTheme.designs) {
      const svg = render(EXTREME_VIEW, design, true);
      const ids = [...svg.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1]!);
      expect(ids.length).toBeGreaterThan(5);
      for (const id of ids) expect(id.startsWith(`kn-${design}-`), id).toBe(true);
      expect(new Set(ids).size).toBe(ids.length);
      const references = [...svg.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)].map((match) => match[1] ?? match[2]!);
      for (const reference of references) expect(ids, reference).toContain(reference);
    }
  });

  it('shows the six stats as virtues with their original keys', () => {
    const expected = { pac: ['SWIFTNESS', '41', 'PAC'], sho: ['VALOUR', '78', 'SHO'], pas: ['COURTESY', '83', 'PAS'], dri: ['WISDOM', '66', 'DRI'], def: ['FORTITUDE', '72', 'DEF'], phy: ['ENDURANCE', '88', 'PHY'] };
    for (const design of knightTheme.designs) {
      const svg = render(TYPICAL_VIEW, design);
      for (const [stat, texts] of Object.entries(expected)) expect(textsOf(svg, 'data-virtue', stat)).toEqual(texts);
    }
    // 78 of 99 on a 96 px bar: 75.6 px.
    expect(render()).toMatch(/<g data-virtue="sho">[^]*?width="75.6" height="3"/);
  });

  it('shows the rank, the ransom, the motto, the name and the tongues', () => {
    const svg = render();
    expect(svg).toMatch(/>RANK<\/text>[^]*?>74<\/text>[^]*?>GOLD<\/text>/);
    expect(svg).toMatch(/>RANSOM<\/text>[^]*?>€48.5M<\/text>[^]*?>@github<\/text>/);
    expect(svg).toContain('>FEW REPOS, AND EVERYONE KNOWS THEM.</text>');
    expect(svg).toMatch(/font-size="19" font-weight="bold"[^>]*>The Octocat<\/text>/);
    expect(svg).toContain('>Ruby 52% · HTML 31% · CSS 17%</tspan>');
    expect(svg).toContain('@octocat · ★ 21K · 19K followers · 15.8 years');
    expect(render(EMPTY_VIEW)).toContain('>none yet</tspan>');
  });

  it('shows rank 1 and rank 99 whole', () => {
    for (const design of knightTheme.designs) {
      expect(render(EMPTY_VIEW, design)).toMatch(/>RANK<\/text>[^]*?>1<\/text>[^]*?>BRONZE<\/text>/);
      expect(render(EXTREME_VIEW, design)).toMatch(/>RANK<\/text>[^]*?>99<\/text>[^]*?>LEGEND<\/text>/);
    }
  });

  it('fits a long name, motto, club and eight tongues with an ellipsis', () => {
    const svg = render(EXTREME_VIEW);
    const name = svg.match(/font-size="(\d+)" font-weight="bold" fill="#5a140d" letter-spacing="0.5">([^<]*)<\/text>/)!;
    expect(name[1]).toBe('13');
    expect(name[2]).toMatch(/^Maximilian Alexander .*…$/);
    // At most what 262 px hold at 13 px in bold serif (0.6 em a character, a tenth more for bold).
    expect(Array.from(name[2]!).length).toBeLessThanOrEqual(Math.floor(Math.floor(262 * 0.88) / (0.6 * 13)));
    expect(svg).toMatch(/>BUILDS THE THINGS [^<]*…<\/text>/);
    expect(svg).toMatch(/>Wolfeschlegel[^<]*…<\/text>/);
    expect(svg).toMatch(/>TypeScript 30% · JavaScript 20% · [^<]*…<\/tspan>/);
  });

  it('draws the initials on the colour when there is no avatar', () => {
    const svg = render(EMPTY_VIEW);
    expect(svg).not.toContain('<image');
    expect(svg).toMatch(/<circle cx="200" cy="182" r="33" fill="url\(#kn-heraldic-colour\)"\/><text[^>]*>A<\/text>/);
  });

  it('uses serif only', () => {
    for (const design of knightTheme.designs) {
      expect(new Set([...render(TYPICAL_VIEW, design).matchAll(/font-family="([^"]+)"/g)].map((match) => match[1]))).toEqual(new Set(['serif']));
    }
  });

  it('animates only when asked, and stops for reduced motion', () => {
    for (const design of knightTheme.designs) {
      const animated = render(TYPICAL_VIEW, design, true);
      expect(animated).toMatch(/@keyframes kn-/);
      expect(animated).toMatch(/@media \(prefers-reduced-motion: reduce\)\{[^}]*animation:none/);
      expect(render(TYPICAL_VIEW, design, false)).not.toContain('<style>');
    }
  });
});
