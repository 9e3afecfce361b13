/**
 * A plain theme that keeps the drawing rules of themes/theme.ts, for the tests of what surrounds a card
 * (PNG, OG image, error card, page): they must hold for any theme, so they run on this one and on
 * each registered theme (themes/index.ts). It writes an XML declaration and a comment
 * before its root, which the OG image's nesting must drop, and prefixes its ids as themes do.
 */
import type { CardView } from '../../server/card/card-record.ts';
import { clampInt, initials, safeAvatar, text } from '../../server/card/svg.ts';
import type { Theme } from '../../server/card/themes/theme.ts';

const WIDTH = 320;
const HEIGHT = 440;

export const fixtureTheme: Theme = {
  id: 'fixture',
  name: 'Fixture',
  description: 'A plain card for tests.',
  designs: ['plain', 'framed'],
  width: WIDTH,
  height: HEIGHT,
  palette: { background: '#14213d', surface: '#1f2f57', text: '#f8f9fa', accent: '#fca311' },
  render(view: CardView, design: string, options: { animated: boolean }): string {
    const avatar = safeAvatar(view.avatar);
    const portrait =
      avatar === null
        ? `<text x="160" y="150" text-anchor="middle" font-family="sans-serif" font-size="48" fill="#f8f9fa">${text(initials(view.name), 120, 48)}</text>`
        : `<image x="100" y="70" width="120" height="120" href="${avatar}"/>`;
    const stats = Object.entries(view.stats)
      .map(([key, value], index) => `<text x="${40 + (index % 3) * 90}" y="${330 + Math.floor(index / 3) * 40}" font-family="monospace" font-size="20" fill="#f8f9fa">${key.toUpperCase()} ${clampInt(value, 1, 99)}</text>`)
      .join('');
    const pulse = options.animated ? '<animate attributeName="opacity" values="1;0.6;1" dur="3s" repeatCount="indefinite"/>' : '';
    return `<?xml version="1.0" encoding="UTF-8"?>
<!-- fixture card -->
<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><linearGradient id="fixture-shine" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fca311"/><stop offset="1" stop-color="#14213d"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" rx="18" fill="url(#fixture-shine)"${design === 'framed' ? ' stroke="#f8f9fa" stroke-width="6"' : ''}>${pulse}</rect>
${portrait}
<text x="40" y="60" font-family="serif" font-size="40" font-weight="bold" fill="#f8f9fa">${clampInt(view.ovr, 1, 99)}</text>
<text x="160" y="240" text-anchor="middle" font-family="sans-serif" font-size="24" font-weight="bold" fill="#f8f9fa">${text(view.name, 280, 24)}</text>
<text x="160" y="275" text-anchor="middle" font-family="sans-serif" font-size="16" fill="#f8f9fa">${text(view.languages[0]?.name ?? '', 280, 16)}</text>
${stats}
</svg>`;
  },
};
