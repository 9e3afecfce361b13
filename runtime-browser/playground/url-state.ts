/**
 * The run kept in the URL's fragment (`#tool=base64&input=<base64url JSON>&on=server`), so a
 * link reproduces it. The fragment never reaches a server, and Base64url keeps it one opaque
 * token that survives copying through chat tools and mail clients.
 */
import { base64UrlToText, textToBase64Url } from './base64.ts';

export type Where = 'browser' | 'server';

export interface LinkState {
  tool?: string;
  input?: Record<string, unknown>;
  where?: Where;
}

/** Inputs larger than this stay out of the link: browsers and chat tools cut long URLs. */
export const MAX_LINK_INPUT_CHARS = 64_000;

/**
 * `defaultWhere`: where the tool runs when a link does not say (run-place.ts: the server for a
 * network tool); a run in the browser is then written as `on=browser`, so the link keeps it.
 */
export function encodeState({ tool, input, where }: LinkState, defaultWhere: Where = 'browser'): string {
  const params = new URLSearchParams();
  if (tool) params.set('tool', tool);
  const json = input && JSON.stringify(input);
  // Base64url makes 4 characters of every 3 bytes, and UTF-8 has at least a byte a character:
  // a longer JSON text (a picked PDF) is never encoded, which would take a while for nothing.
  if (json !== undefined && Math.ceil((json.length * 4) / 3) <= MAX_LINK_INPUT_CHARS) {
    const encoded = textToBase64Url(json);
    if (encoded.length <= MAX_LINK_INPUT_CHARS) params.set('input', encoded);
  }
  if (where === 'server' || (where !== undefined && where !== defaultWhere)) params.set('on', where);
  return params.toString();
}

/** Reads a fragment (with or without its `#`); parts that do not parse are left out. */
export function decodeState(hash: string): LinkState {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const state: LinkState = {};
  const tool = params.get('tool');
  if (tool) state.tool = tool;
  const input = params.get('input');
  if (input) {
    const text = base64UrlToText(input);
    try {
      const value: unknown = text === undefined ? undefined : JSON.parse(text);
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) state.input = value as Record<string, unknown>;
    } catch {
      // A damaged link still selects its tool.
    }
  }
  const where = params.get('on');
  if (where === 'server' || where === 'browser') state.where = where;
  return state;
}
