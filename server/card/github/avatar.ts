/**
 * The user's avatar as a data URI, so a card draws it without loading anything from outside
 * itself (an SVG shown through <img> cannot). Fetched only from GitHub's avatar host or the
 * configured API's own origin (a GitHub Enterprise Server serves avatars there), never from
 * wherever a profile's avatar_url happens to point; only PNG and JPEG, judged by their bytes.
 * Any failure answers null: the card draws initials, and an avatar never fails a card.
 */
import { readCapped } from '../../../core/lib/read-capped.ts';

export const GITHUB_AVATAR_ORIGIN = 'https://avatars.githubusercontent.com';
/** GitHub scales avatars on request; 200 px is sharp on a card at 2× and a few KB. */
const AVATAR_SIZE = '200';
const MAX_AVATAR_BYTES = 1024 * 1024;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

export interface AvatarOptions {
  apiUrl: string;
  fetch?: typeof fetch;
  /** Default 10 s. */
  timeoutMs?: number;
}

export async function fetchAvatar(url: string, options: AvatarOptions): Promise<string | null> {
  const target = allowedAvatarUrl(url, options.apiUrl);
  if (target === null) return null;
  target.searchParams.set('s', AVATAR_SIZE);
  try {
    const response = await (options.fetch ?? globalThis.fetch)(target, {
      headers: { 'user-agent': 'tooldeck-card', accept: 'image/png, image/jpeg' },
      // A redirect could lead anywhere: the origin check above must be the last word.
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    if (response.status !== 200) {
      await response.body?.cancel().catch(() => undefined);
      return null;
    }
    const bytes = await readCapped(response, MAX_AVATAR_BYTES, () => {
      throw new Error('avatar too large');
    });
    const type = startsWith(bytes, PNG_SIGNATURE) ? 'image/png' : startsWith(bytes, JPEG_SIGNATURE) ? 'image/jpeg' : null;
    return type === null ? null : `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
  } catch {
    return null;
  }
}

/** The avatar URL when its origin is GitHub's avatar host or the API's own, else null. */
function allowedAvatarUrl(url: string, apiUrl: string): URL | null {
  try {
    const target = new URL(url);
    const allowed = [GITHUB_AVATAR_ORIGIN, new URL(apiUrl).origin];
    return allowed.includes(target.origin) && target.username === '' && target.password === '' ? target : null;
  } catch {
    return null;
  }
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
}
