/** The card themes in the spec's order (4.4): the `theme` query values. The first is the default. */
import { arcadeTheme } from './arcade.ts';
import { dossierTheme } from './dossier.ts';
import { footballTheme } from './football.ts';
import { knightTheme } from './knight.ts';
import { missionTheme } from './mission.ts';
import { rpgTheme } from './rpg.ts';
import { tcgTheme } from './tcg.ts';
import type { Theme } from './theme.ts';

export const THEMES: readonly Theme[] = [footballTheme, rpgTheme, dossierTheme, knightTheme, arcadeTheme, missionTheme, tcgTheme];

export const DEFAULT_THEME: Theme = footballTheme;

// A Map: the lookup key is the client's query text, which must never reach a prototype.
const BY_ID = new Map(THEMES.map((theme) => [theme.id, theme]));

export function themeById(id: string): Theme | undefined {
  return BY_ID.get(id);
}
