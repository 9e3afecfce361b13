/**
 * What the image endpoints (.svg, .png, og.png) show instead of a card when there is none to
 * draw: an unknown user (404), an invalid handle (400), GitHub unavailable (503). A README that
 * embeds a card then shows a readable card-sized notice in the theme's colours, not a broken
 * image. The message may quote the requested handle, so it is escaped and fitted like any value.
 */
import { OG_WIDTH, fittingSize, ogFrame } from './og.ts';
import { safePalette } from './palette.ts';
import { escapeXml, text } from './svg.ts';
import type { Theme } from './themes/theme.ts';
import { wrapText } from './wrap-text.ts';

export interface CardError {
  status: number;
  title: string;
  message: string;
}

function statusText(status: number): string {
  return Number.isInteger(status) && status >= 100 && status <= 999 ? String(status) : 'Error';
}

/** Lines of text from `top` down, `step` apart: one <text> each. */
function lines(values: string[], x: number, top: number, step: number, attributes: string): string {
  return values.map((line, index) => `<text x="${x}" y="${Math.round(top + index * step)}" ${attributes}>${escapeXml(line)}</text>`).join('\n');
}

/** The card-sized notice: theme.width × theme.height, static. */
export function errorCardSvg(theme: Theme, error: CardError): string {
  const palette = safePalette(theme);
  const { width, height } = theme;
  const unit = Math.min(width, height);
  const inset = Math.round(unit * 0.05);
  const centre = Math.round(width / 2);
  const textWidth = width - 3 * inset;
  const statusSize = Math.round(unit * 0.26);
  const titleSize = Math.round(unit * 0.07);
  const messageSize = Math.max(10, Math.round(unit * 0.045));
  const markSize = Math.max(9, Math.round(unit * 0.036));

  // From the top: the status, the title (up to two lines), the message (as many lines as the height leaves).
  const statusY = Math.round(inset + unit * 0.08 + statusSize * 0.8);
  const title = wrapText(error.title, textWidth, titleSize, 2);
  const titleY = statusY + Math.round(titleSize * 1.7);
  const messageY = titleY + title.length * Math.round(titleSize * 1.25) + Math.round(messageSize * 0.8);
  const roomForMessage = height - inset - markSize * 3 - messageY;
  const message = wrapText(error.message, textWidth, messageSize, Math.max(1, Math.floor(roomForMessage / (messageSize * 1.4)) + 1));
  const font = `font-family="sans-serif" text-anchor="middle"`;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="${palette.background}"/>
<rect x="${inset}" y="${inset}" width="${width - 2 * inset}" height="${height - 2 * inset}" rx="${Math.round(unit * 0.04)}" fill="${palette.surface}" stroke="${palette.accent}" stroke-width="${Math.max(1, Math.round(unit * 0.008))}"/>
<text x="${centre}" y="${statusY}" ${font} font-size="${statusSize}" font-weight="bold" fill="${palette.accent}">${statusText(error.status)}</text>
${lines(title, centre, titleY, titleSize * 1.25, `${font} font-size="${titleSize}" font-weight="bold" fill="${palette.text}"`)}
${lines(message, centre, messageY, messageSize * 1.4, `${font} font-size="${messageSize}" fill="${palette.muted}"`)}
<text x="${centre}" y="${height - inset - markSize * 1.5}" ${font} font-size="${markSize}" font-weight="bold" fill="${palette.muted}" letter-spacing="1">tooldeck cards</text>
</svg>`;
}

/** The same notice as a 1200×630 social-share image (og.png). */
export function ogErrorSvg(theme: Theme, error: CardError): string {
  const palette = safePalette(theme);
  const left = 96;
  const width = OG_WIDTH - 64 - left;
  const titleSize = fittingSize(error.title, width, [60, 52, 44]);
  const title = text(error.title, width, titleSize);
  const message = wrapText(error.message, width, 30, 4);
  return ogFrame(
    theme,
    `<text x="${left}" y="250" font-family="sans-serif" font-size="168" font-weight="bold" fill="${palette.accent}">${statusText(error.status)}</text>
<text x="${left}" y="340" font-family="sans-serif" font-size="${titleSize}" font-weight="bold" fill="${palette.text}">${title}</text>
${lines(message, left, 400, 42, `font-family="sans-serif" font-size="30" fill="${palette.muted}"`)}`,
  );
}
