import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUNDLER_ALIASES, VITE_ALIASES } from './bundler-aliases.ts';

describe('bundler aliases', () => {
  it('point at modules that exist', () => {
    for (const [name, path] of Object.entries(BUNDLER_ALIASES)) expect(existsSync(path), name).toBe(true);
  });

  it('match the package name only, not a subpath or a longer name', () => {
    const [cleanCss] = VITE_ALIASES.filter(({ replacement }) => replacement === BUNDLER_ALIASES['clean-css']);
    expect(cleanCss!.find.test('clean-css')).toBe(true);
    expect(cleanCss!.find.test('clean-css/lib/clean')).toBe(false);
    expect(cleanCss!.find.test('xclean-css')).toBe(false);
  });

  it('are applied under vitest too, where tests import the stand-ins, not the packages', async () => {
    // @ts-expect-error: clean-css ships no types; the alias gives the typed stand-in
    const { default: CleanCSS } = await import('clean-css');
    expect(new CleanCSS().minify('a { color : red }')).toEqual({ styles: 'a { color : red }', errors: [], warnings: [] });
    // @ts-expect-error: relateurl ships no types; the alias gives the typed stand-in
    const { default: RelateURL } = await import('relateurl');
    expect(RelateURL.relate('http://a/b', {})).toBe('http://a/b');
  });
});
