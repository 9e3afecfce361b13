import { describe, expect, it } from 'vitest';
import { EMPTY_VIEW, EXTREME_VIEW, TYPICAL_VIEW } from '../../../test/card/card-views.ts';
import { describeThemeChecks } from '../../../test/card/theme-checks.ts';
import { classesOf, fontFamiliesOf, idsOf, refsOf, textsOf } from '../../../test/card/svg-inspect.ts';
import { dossierTheme } from './dossier.ts';

describeThemeChecks(dossierTheme);

const VIEWS = [TYPICAL_VIEW, EXTREME_VIEW, EMPTY_VIEW];

describe('dossier theme', () => {
  it('is a landscape case file in two designs, manila first', () => {
    expect(dossierTheme.id).toBe('dossier');
    expect(dossierTheme.designs).toEqual(['manila', 'terminal']);
    expect([dossierTheme.width, dossierTheme.height]).toEqual([600, 360]);
  });

  it('types the subject’s particulars as a case file states them', () => {
    for (const design of dossierTheme.designs) {
      const texts = textsOf(dossierTheme.render(TYPICAL_VIEW, design, { animated: false }));
      const after = (label: string): string => texts[texts.indexOf(label) + 1]!;
      expect(after('SUBJECT:')).toBe('The Octocat');
      expect(after('ALIAS:')).toBe('@octocat');
      expect(after('THREAT LEVEL:')).toBe('74/99');
      expect(after('CLASSIFICATION:')).toBe('GOLD');
      expect(after('SPECIALTY:')).toBe('The Icon');
      expect(after('ASSET VALUE:')).toBe('€48.5M');
      expect(texts).toContain('(@github)');
      expect(texts).toContain('“Few repos, and everyone knows them.”');
      // formatCount by hand: 21,354 → 21K, 18,900 → 19K; 0.14 → 14%.
      expect(texts).toContain('★ 21K STARS · 19K FOLLOWERS · 8 REPOS · 15.8 YRS · 0.3 EV/WK · 14% MAINTAINED');
    }
  });

  it('lists the languages as known associates with their shares, and says so when there are none', () => {
    const texts = textsOf(dossierTheme.render(TYPICAL_VIEW, 'manila', { animated: false }));
    expect(texts).toEqual(expect.arrayContaining(['1. Ruby', '52%', '2. HTML', '31%', '3. CSS', '17%']));
    const extreme = textsOf(dossierTheme.render(EXTREME_VIEW, 'manila', { animated: false }));
    expect(extreme.filter((text) => /^[1-8]\. /.test(text))).toHaveLength(8);
    expect(extreme).toEqual(expect.arrayContaining(['1. TypeScript', '30%', '8. Visual Basic…', '3%']));
    const empty = textsOf(dossierTheme.render(EMPTY_VIEW, 'manila', { animated: false }));
    expect(empty).toContain('NONE ON RECORD.');
    expect(empty.filter((text) => /^[1-8]\. /.test(text))).toHaveLength(0);
  });

  it('grades the six stats in the assessment table (A ≥ 85, B ≥ 70, C ≥ 55, D ≥ 40, else E)', () => {
    const texts = textsOf(dossierTheme.render(TYPICAL_VIEW, 'manila', { animated: false }));
    const row = (name: string): string[] => texts.slice(texts.indexOf(name) + 1, texts.indexOf(name) + 3);
    expect(row('PACE')).toEqual(['41', 'D']);
    expect(row('SHOOTING')).toEqual(['78', 'B']);
    expect(row('PASSING')).toEqual(['83', 'B']);
    expect(row('DRIBBLING')).toEqual(['66', 'C']);
    expect(row('DEFENDING')).toEqual(['72', 'B']);
    expect(row('PHYSICAL')).toEqual(['88', 'A']);
    const empty = textsOf(dossierTheme.render(EMPTY_VIEW, 'manila', { animated: false }));
    expect(empty.slice(empty.indexOf('PACE') + 1, empty.indexOf('PACE') + 3)).toEqual(['1', 'E']);
  });

  it('fills the threat meter in tenths of the overall rating, at least one cell', () => {
    const cells = (ovr: number): number => {
      const svg = dossierTheme.render({ ...TYPICAL_VIEW, ovr }, 'manila', { animated: false });
      return [...svg.matchAll(/<rect x="\d+" y="123" width="7" height="10" fill="#c0262d"\/>/g)].length;
    };
    expect([cells(1), cells(74), cells(75), cells(99)]).toEqual([1, 7, 8, 10]);
  });

  it('stamps the file in red, rotated, and blacks out a line or two', () => {
    const manila = dossierTheme.render(TYPICAL_VIEW, 'manila', { animated: false });
    expect(textsOf(manila)).toContain('CLASSIFIED');
    expect(manila).toMatch(/<g transform="translate\([\d. ]+\) rotate\(-6\)"[^>]*>\s*<g filter="url\(#ds-manila-ink\)">/);
    expect(manila).toContain('fill="#c0262d" letter-spacing="1.5">CLASSIFIED</text>');
    expect(manila.match(/width="\d+" height="7" fill="#151310"/g)).toHaveLength(2);
    expect(textsOf(dossierTheme.render(TYPICAL_VIEW, 'terminal', { animated: false }))).toContain('TOP SECRET');
  });

  it('prints the photo in greyscale on manila (equal-hued rows) and in phosphor green on the terminal', () => {
    const matrix = (design: string): number[][] => {
      const svg = dossierTheme.render(TYPICAL_VIEW, design, { animated: false });
      expect(svg).toContain(`filter="url(#ds-${design}-photo)"/>`);
      const values = new RegExp(`<filter id="ds-${design}-photo"[^>]*><feColorMatrix type="matrix" values="([^"]+)"`).exec(svg)![1]!.trim().split(/\s+/).map(Number);
      return [0, 1, 2].map((row) => values.slice(row * 5, row * 5 + 3));
    };
    // Greyscale: each of R, G, B takes the same mix of the source (Rec. 601-like weights), within a few percent.
    for (const row of matrix('manila')) {
      const sum = row[0]! + row[1]! + row[2]!;
      expect(row[1]! / sum).toBeCloseTo(0.55, 1);
    }
    const green = matrix('terminal');
    expect(green[1]!.reduce((a, b) => a + b)).toBeGreaterThan(3 * green[0]!.reduce((a, b) => a + b));
  });

  it('draws the initials and no photo when there is no avatar', () => {
    const texts = textsOf(dossierTheme.render(EMPTY_VIEW, 'manila', { animated: false }));
    expect(texts).toEqual(expect.arrayContaining(['A', 'NO PHOTO ON FILE']));
  });

  it('cuts long values to their column: the longest name and handle end in …', () => {
    const texts = textsOf(dossierTheme.render(EXTREME_VIEW, 'manila', { animated: false }));
    const subject = texts[texts.indexOf('SUBJECT:') + 1]!;
    const alias = texts[texts.indexOf('ALIAS:') + 1]!;
    for (const value of [subject, alias]) {
      expect(value.endsWith('…')).toBe(true);
      // 266 px at 13 px monospace, 0.61 em a character: 33 characters at most.
      expect(Array.from(value).length).toBeLessThanOrEqual(33);
    }
    expect(subject.startsWith('Maximilian Alexander')).toBe(true);
  });

  it('writes only monospace, prefixes every id with ds- and its design and resolves every #id reference', () => {
    for (const design of dossierTheme.designs) {
      for (const view of VIEWS) {
        for (const animated of [true, false]) {
          const svg = dossierTheme.render(view, design, { animated });
          expect(new Set(fontFamiliesOf(svg))).toEqual(new Set(['monospace']));
          const ids = idsOf(svg);
          expect(ids.length).toBeGreaterThan(5);
          for (const id of ids) expect(id.startsWith(`ds-${design}-`), id).toBe(true);
          expect(new Set(ids).size).toBe(ids.length);
          for (const ref of refsOf(svg)) expect(ids).toContain(ref);
          for (const name of classesOf(svg)) expect(name).toMatch(/^ds-/);
        }
      }
    }
  });

  it('defines the same ids the same way for every view, so two cards of one design can share a page, and designs never share an id', () => {
    const defs = (view: typeof TYPICAL_VIEW, design: string): string => /<defs>[\s\S]*<\/defs>/.exec(dossierTheme.render(view, design, { animated: true }))![0];
    for (const design of dossierTheme.designs) for (const view of VIEWS) expect(defs(view, design)).toBe(defs(TYPICAL_VIEW, design));
    const [first, second] = dossierTheme.designs.map((design) => new Set(idsOf(dossierTheme.render(TYPICAL_VIEW, design, { animated: true }))));
    expect([...first!].filter((id) => second!.has(id))).toEqual([]);
  });

  it('animates only the stamp (and the terminal cursor), and not for reduced motion', () => {
    const manila = dossierTheme.render(TYPICAL_VIEW, 'manila', { animated: true });
    expect(manila).toContain('@keyframes ds-thump');
    expect(manila).toMatch(/@media \(prefers-reduced-motion: reduce\)\{\.ds-thump,\.ds-cursor\{animation:none\}\}/);
    expect(classesOf(manila)).toEqual(['ds-thump']);
    expect(classesOf(dossierTheme.render(TYPICAL_VIEW, 'terminal', { animated: true })).sort()).toEqual(['ds-cursor', 'ds-thump']);
    const still = dossierTheme.render(TYPICAL_VIEW, 'terminal', { animated: false });
    expect(classesOf(still)).toEqual([]);
    expect(still).not.toContain('<style');
  });
});
