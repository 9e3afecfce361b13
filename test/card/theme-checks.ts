/**
 * The checks every card theme passes, for every design and every view of card-views.ts: a theme's
 * own test calls `describeThemeChecks(theme)`. They read the SVG as text and as XML, never as
 * our own renderer sees it: well-formed, the declared size, nothing that loads or runs, no
 * animation in the static variant, every hostile text inert.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { Theme } from '../../server/card/themes/theme.ts';
import { ALL_VIEWS, XSS_TEXT, XSS_VIEW } from './card-views.ts';

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });

/** Every element name and attribute (name=value) in the document, depth first. */
function walk(node: unknown, visit: (name: string, attributes: Record<string, string>) => void, name = '#document'): void {
  if (Array.isArray(node)) return node.forEach((child) => walk(child, visit, name));
  if (node === null || typeof node !== 'object') return;
  const attributes: Record<string, string> = {};
  for (const [key, value] of Object.entries(node)) if (typeof value !== 'object') attributes[key] = String(value);
  visit(name, attributes);
  for (const [key, value] of Object.entries(node)) if (typeof value === 'object') walk(value, visit, key);
}

export function describeThemeChecks(theme: Theme): void {
  describe(`theme ${theme.id}: the checks every theme passes`, () => {
    it('declares at least two designs, a size and a palette', () => {
      expect(theme.designs.length).toBeGreaterThanOrEqual(2);
      expect(new Set(theme.designs).size).toBe(theme.designs.length);
      for (const design of theme.designs) expect(design).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(theme.width).toBeGreaterThan(0);
      expect(theme.height).toBeGreaterThan(0);
      for (const colour of Object.values(theme.palette)) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    });

    for (const design of theme.designs) {
      for (const [viewName, view] of Object.entries(ALL_VIEWS)) {
        for (const animated of [true, false]) {
          it(`${design} × ${viewName}${animated ? '' : ' (static)'}: well-formed, sized, self-contained`, () => {
            const svg = theme.render(view, design, { animated });
            expect(XMLValidator.validate(svg)).toBe(true);
            const document = parser.parse(svg) as { svg?: Record<string, unknown> };
            expect(Object.keys(document)).toEqual(['svg']);
            const root = document.svg!;
            expect(root.xmlns).toBe('http://www.w3.org/2000/svg');
            expect(Number(root.width)).toBe(theme.width);
            expect(Number(root.height)).toBe(theme.height);
            expect(root.viewBox).toBe(`0 0 ${theme.width} ${theme.height}`);
            walk(document, (name, attributes) => {
              expect(['script', 'foreignObject', 'iframe', 'object', 'embed', 'use'].includes(name), `<${name}> in ${theme.id}/${design}`).toBe(false);
              for (const [attribute, value] of Object.entries(attributes)) {
                expect(attribute.toLowerCase().startsWith('on'), `${attribute} on <${name}>`).toBe(false);
                if (attribute === 'href' || attribute === 'xlink:href') expect(value, `${attribute} on <${name}>`).toMatch(/^(#|data:image\/(png|jpeg);base64,)/);
                expect(value, `${attribute} on <${name}>`).not.toMatch(/url\((?!#)|javascript:|@import/i);
              }
            });
            expect(svg).not.toMatch(/@import|url\((?!#)|<script|javascript:alert/i);
            if (!animated) expect(svg).not.toMatch(/<animate|<set\b|@keyframes|animation\s*:/);
          });
        }
      }
    }

    it('carries hostile text only escaped', () => {
      for (const design of theme.designs) {
        const svg = theme.render(XSS_VIEW, design, { animated: true });
        expect(svg).not.toContain('<script');
        expect(svg).not.toContain('<img');
        expect(svg.match(/<\/svg>/g)).toHaveLength(1);
        // Some text of the hostile value is shown (a theme may clip it), in its escaped form.
        expect(svg.includes('&lt;script&gt;') || svg.includes('&quot;&gt;') || svg.includes('&quot;&gt;&lt;')).toBe(true);
        expect(svg).not.toContain(XSS_TEXT);
      }
    });

    it('shows the values it is given', () => {
      const svg = theme.render(ALL_VIEWS.TYPICAL_VIEW, theme.designs[0], { animated: false });
      expect(svg).toContain('74');
      expect(svg).toContain('The Octocat');
      expect(svg).toContain(ALL_VIEWS.TYPICAL_VIEW.avatar!);
      for (const stat of Object.values(ALL_VIEWS.TYPICAL_VIEW.stats)) expect(svg).toContain(String(stat));
      expect(svg).toContain('Ruby');
    });

    it('draws the initials when there is no avatar', () => {
      const svg = theme.render({ ...ALL_VIEWS.TYPICAL_VIEW, avatar: null }, theme.designs[0], { animated: false });
      expect(svg).not.toContain('data:image');
      expect(svg).toContain('>TO<');
    });
  });
}
