/**
 * A recipe kept in the URL's fragment (`#recipe=<base64url JSON>&on=server`), beside the single
 * tool's `#tool=…&input=…` (url-state.ts). Decoding only turns the text back into a value: what
 * the value means is for the engine's checkRecipe to say, so a hostile link meets the same checks
 * as a recipe posted to the server.
 */
import { base64UrlToText, textToBase64Url } from './base64.ts';
import { MAX_LINK_INPUT_CHARS, type Where } from './url-state.ts';

/** What the fragment's `recipe` part held: nothing, a value to check, or text that is not Base64url JSON. */
export type LinkedRecipe = { kind: 'none' } | { kind: 'value'; value: unknown } | { kind: 'unreadable'; reason: string };

/** The fragment for a recipe, or undefined when it would be too long for a link. */
export function encodeRecipeLink(recipe: unknown, where: Where): string | undefined {
  const json = JSON.stringify(recipe);
  if (Math.ceil((json.length * 4) / 3) > MAX_LINK_INPUT_CHARS) return undefined;
  const encoded = textToBase64Url(json);
  if (encoded.length > MAX_LINK_INPUT_CHARS) return undefined;
  const params = new URLSearchParams({ recipe: encoded });
  if (where === 'server') params.set('on', 'server');
  return params.toString();
}

export function decodeRecipeLink(hash: string): LinkedRecipe {
  const encoded = new URLSearchParams(hash.replace(/^#/, '')).get('recipe');
  if (encoded === null) return { kind: 'none' };
  const text = base64UrlToText(encoded);
  if (text === undefined) return { kind: 'unreadable', reason: 'recipe: the link\'s recipe is not Base64url-encoded UTF-8' };
  try {
    return { kind: 'value', value: JSON.parse(text) as unknown };
  } catch {
    return { kind: 'unreadable', reason: 'recipe: the link\'s recipe is not JSON' };
  }
}
