/**
 * A card theme: a skin over the same CardView. Each theme is one file in this folder that draws
 * an SVG from templates; the registry (themes/index.ts) lists them.
 *
 * Rules every theme keeps (issue 20, "Rendering"):
 * - Every value from the view goes through svg.ts (`text()` escapes `& < > " '`; numbers through
 *   `clampInt`/`formatNumber`); nothing from the view is ever written into an attribute except
 *   the avatar data URI, which the view guarantees is `data:image/(png|jpeg);base64,…`.
 * - Colours and fonts come from the theme's own constants, never from the view.
 * - Only the generic font families `sans-serif`, `serif` and `monospace` (the PNG renderer maps
 *   them to the DejaVu fonts it ships; a browser uses its own), and no external reference:
 *   no <image href="http…">, no @import, no <script>, no <foreignObject>.
 * - `animated: false` draws the same card with no <animate>, no CSS animation: the PNG and
 *   the OG image are rendered from it.
 */
import type { CardView } from '../card-record.ts';

export interface RenderOptions {
  /** false: no animation (what PNG rendering uses). */
  animated: boolean;
}

export interface Theme {
  /** The `theme` query value. */
  id: string;
  /** A display name, `Football`. */
  name: string;
  /** One line on what it looks like. */
  description: string;
  /** The `design` values; the first is the default. At least two. */
  designs: readonly [string, string, ...string[]];
  /** The SVG's size in CSS pixels (its width/height attributes and viewBox). */
  width: number;
  height: number;
  /**
   * The theme's main colours, for the pages and images around a card (the HTML page's
   * background, the OG image, the error card): `#rrggbb` each.
   */
  palette: { background: string; surface: string; text: string; accent: string };
  /** The whole `<svg …>…</svg>` document for `design` (one of `designs`). */
  render(view: CardView, design: string, options: RenderOptions): string;
}
