/** The recipe's link format, `#recipe=<base64url JSON>&on=server`, and links that do not decode. */
import { describe, expect, it } from 'vitest';
import { textToBase64Url } from './base64.ts';
import { decodeRecipeLink, encodeRecipeLink } from './recipe-link.ts';
import { MAX_LINK_INPUT_CHARS } from './url-state.ts';

const recipe = { steps: [{ tool: 'hash', input: { text: 'héllo 👋' } }, { tool: 'base64', input: { action: 'encode', text: { $from: { step: 0, pointer: '/hash' } } } }] };

describe('the recipe link', () => {
  it('round-trips a recipe, and the place of the run', () => {
    const hash = encodeRecipeLink(recipe, 'server')!;
    expect(hash).toMatch(/^recipe=[A-Za-z0-9_-]+&on=server$/);
    expect(decodeRecipeLink(`#${hash}`)).toEqual({ kind: 'value', value: recipe });
    expect(encodeRecipeLink(recipe, 'browser')).toMatch(/^recipe=[A-Za-z0-9_-]+$/);
  });

  it('hands any JSON on to the engine\'s check, __proto__ keys kept as keys', () => {
    const decoded = decodeRecipeLink(`recipe=${textToBase64Url('{"__proto__":{"polluted":1},"steps":7}')}`);
    expect(decoded.kind).toBe('value');
    const value = (decoded as { value: Record<string, unknown> }).value;
    expect(Object.keys(value)).toEqual(['__proto__', 'steps']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('tells a link without a recipe from one whose recipe is not Base64url or not JSON', () => {
    expect(decodeRecipeLink('#tool=hash')).toEqual({ kind: 'none' });
    expect(decodeRecipeLink('#recipe=%%%')).toMatchObject({ kind: 'unreadable', reason: expect.stringContaining('Base64url') });
    expect(decodeRecipeLink(`#recipe=${textToBase64Url('{"steps":')}`)).toMatchObject({ kind: 'unreadable', reason: expect.stringContaining('not JSON') });
  });

  it('keeps a recipe too long for a URL out of the link', () => {
    expect(encodeRecipeLink({ steps: [{ tool: 'word-count', input: { text: 'a'.repeat(MAX_LINK_INPUT_CHARS) } }] }, 'browser')).toBeUndefined();
  });
});
