/**
 * The server's icon: one small SVG (a deck of three cards), answered at `/favicon.svg`, which the
 * playground and /docs link, and at `/favicon.ico`, which browsers ask for by themselves on any
 * page without a link (a JSON answer opened in a tab, the bins' page). Both answer the same
 * image rather than /favicon.ico a 204: browsers that show SVG icons (current Firefox and
 * Chromium take one by its image/svg+xml type) show it there too, and one that does not shows
 * no icon, which is all a 204 would give. One image in one place: no build step, no binary file
 * to keep in step with it.
 */
import { NOSNIFF } from './http.ts';

export const FAVICON_PATHS = ['/favicon.svg', '/favicon.ico'] as const;

export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
<rect width="32" height="32" rx="7" fill="#1d1d1f"/>
<rect x="7" y="7" width="18" height="5" rx="1.5" fill="#fff"/>
<rect x="7" y="14" width="18" height="5" rx="1.5" fill="#7fb0ff"/>
<rect x="7" y="21" width="18" height="5" rx="1.5" fill="#fff"/>
</svg>
`;

const HEADERS = {
  'content-type': 'image/svg+xml',
  // Not versioned in its URL: kept a day, then revalidated, so a new icon shows within a day.
  'cache-control': 'public, max-age=86400',
  ...NOSNIFF,
};

export function faviconResponse(): Response {
  return new Response(FAVICON_SVG, { headers: HEADERS });
}
