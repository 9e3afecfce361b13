/** The link format: `#tool=…&input=<base64url JSON>&on=server`, and damaged links. */
import { describe, expect, it } from 'vitest';
import { textToBase64Url } from './base64.ts';
import { decodeState, encodeState, MAX_LINK_INPUT_CHARS } from './url-state.ts';

describe('the link state', () => {
  it('round-trips a tool, its input (any Unicode) and the place of the run', () => {
    const state = { tool: 'base64', input: { action: 'encode', text: 'héllo 👋 +/=&#' }, where: 'server' as const };
    const hash = encodeState(state);
    expect(hash).toMatch(/^tool=base64&input=[A-Za-z0-9_-]+&on=server$/);
    expect(decodeState(`#${hash}`)).toEqual(state);
  });

  it('leaves "in this browser" (the default) out of the link', () => {
    expect(encodeState({ tool: 'uuid', input: {}, where: 'browser' })).toBe(`tool=uuid&input=${textToBase64Url('{}')}`);
    expect(decodeState('#tool=uuid')).toEqual({ tool: 'uuid' });
  });

  it('keeps the tool of a link whose input is damaged, not JSON, or not an object', () => {
    expect(decodeState('#tool=hash&input=%%%')).toEqual({ tool: 'hash' });
    expect(decodeState(`#tool=hash&input=${textToBase64Url('{"a":')}`)).toEqual({ tool: 'hash' });
    expect(decodeState(`#tool=hash&input=${textToBase64Url('[1,2]')}`)).toEqual({ tool: 'hash' });
    expect(decodeState('#tool=hash&on=moon')).toEqual({ tool: 'hash' });
    expect(decodeState('')).toEqual({});
  });

  it('keeps inputs too large for a URL out of the link', () => {
    const hash = encodeState({ tool: 'word-count', input: { text: 'a'.repeat(MAX_LINK_INPUT_CHARS) } });
    expect(hash).toBe('tool=word-count');
  });

  it('keeps an input whose link is exactly the limit, and not one a byte longer (the quick length check cuts nothing it should keep)', () => {
    // {"text":"…"} is 11 characters around the text; 48,000 bytes of JSON make 64,000 of Base64url.
    const text = (length: number) => 'a'.repeat((MAX_LINK_INPUT_CHARS / 4) * 3 - 11 + length);
    expect(encodeState({ tool: 'word-count', input: { text: text(0) } })).toMatch(/^tool=word-count&input=/);
    expect(encodeState({ tool: 'word-count', input: { text: text(1) } })).toBe('tool=word-count');
  });

  it('writes the place of a run where it is not the tool\'s default (a network tool run in the browser)', () => {
    expect(encodeState({ tool: 'url-metadata', where: 'server' }, 'server')).toBe('tool=url-metadata&on=server');
    expect(encodeState({ tool: 'url-metadata', where: 'browser' }, 'server')).toBe('tool=url-metadata&on=browser');
    expect(decodeState('tool=url-metadata&on=browser')).toEqual({ tool: 'url-metadata', where: 'browser' });
    // Other tools' links keep their shape: the browser is never written.
    expect(encodeState({ tool: 'base64', where: 'browser' })).toBe('tool=base64');
  });
});
