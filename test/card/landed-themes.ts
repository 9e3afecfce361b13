/**
 * The card themes to test the surroundings of a card on: the fixture theme, and every theme file
 * in server/card/themes/ that exists (they land one by one, so this finds them rather than
 * importing the registry, which needs all seven).
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Theme } from '../../server/card/themes/theme.ts';
import { fixtureTheme } from './fixture-theme.ts';

const THEMES_DIR = fileURLToPath(new URL('../../server/card/themes/', import.meta.url));

function isTheme(value: unknown): value is Theme {
  return typeof value === 'object' && value !== null && typeof (value as Theme).render === 'function' && typeof (value as Theme).id === 'string' && Array.isArray((value as Theme).designs);
}

const files = readdirSync(THEMES_DIR).filter((file) => /^[a-z][a-z0-9-]*\.ts$/.test(file) && !['index.ts', 'theme.ts'].includes(file));
const modules = await Promise.all(files.map((file) => import(/* @vite-ignore */ new URL(file, `file://${THEMES_DIR}`).href) as Promise<Record<string, unknown>>));

export const LANDED_THEMES: readonly Theme[] = [fixtureTheme, ...modules.flatMap((module) => Object.values(module).filter(isTheme))];
