/** The page's icon paths are Material Design Icons' own, and every category has one. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../core/tool.ts';
import { ICON_SOURCES, ICONS } from './icon-paths.ts';

const require = createRequire(import.meta.url);
const mdi = JSON.parse(readFileSync(require.resolve('@iconify-json/mdi/icons.json'), 'utf8')) as { width: number; height: number; icons: Record<string, { body: string }> };

describe('the page icons', () => {
  it('copy their paths from @iconify-json/mdi, 24×24 in currentColor', () => {
    expect([mdi.width, mdi.height]).toEqual([24, 24]);
    for (const [name, source] of Object.entries(ICON_SOURCES)) {
      expect(mdi.icons[source]?.body, name).toBe(`<path fill="currentColor" d="${ICONS[name as keyof typeof ICONS]}"/>`);
    }
  });

  it('have one per category', () => {
    for (const category of CATEGORIES) expect(Object.hasOwn(ICONS, category), category).toBe(true);
  });

  it('stay small: the page carries a few paths, not the set', () => {
    expect(JSON.stringify(ICONS).length).toBeLessThan(8_000);
  });
});
