import { describe, expect, it } from 'vitest';
import { jsonTextExceedsDepth, MAX_INPUT_DEPTH, valueExceedsDepth } from './json-depth.ts';

/** `levels` levels of alternating objects and arrays, as text. */
function nestedText(levels: number): string {
  let text = '1';
  for (let level = 0; level < levels; level++) text = level % 2 ? `{"k":${text}}` : `[${text}]`;
  return text;
}

describe('the input depth bound', () => {
  it('is 64 levels', () => expect(MAX_INPUT_DEPTH).toBe(64));

  it('reads JSON text: the limit passes, one more level does not', () => {
    expect(jsonTextExceedsDepth(nestedText(64), 64)).toBe(false);
    expect(jsonTextExceedsDepth(nestedText(65), 64)).toBe(true);
    expect(jsonTextExceedsDepth('[]'.repeat(1_000), 1)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ s: '['.repeat(200), t: '\\"{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{' });
    expect(jsonTextExceedsDepth(text, 2)).toBe(false);
    expect(jsonTextExceedsDepth(`["\\\\",[[[1]]]]`, 3)).toBe(true);
  });

  it('stops at the first bracket past the limit: a megabyte of brackets costs 65 characters', () => {
    const brackets = '['.repeat(1_000_000);
    const started = performance.now();
    for (let run = 0; run < 100; run++) expect(jsonTextExceedsDepth(brackets, 64)).toBe(true);
    // Against the parse it spares, not a clock: parsing the same megabyte once costs more than 100 refusals.
    const refusals = performance.now() - started;
    const parseStarted = performance.now();
    try {
      JSON.parse(brackets);
    } catch {
      // Unterminated: JSON.parse reads the whole megabyte before it says so.
    }
    expect(refusals).toBeLessThan(performance.now() - parseStarted);
  });

  it('reads values without recursion, and a cycle always exceeds', () => {
    let deep: unknown = 1;
    for (let level = 0; level < 200_000; level++) deep = [deep];
    expect(valueExceedsDepth(deep, 64)).toBe(true);
    expect(valueExceedsDepth(JSON.parse(nestedText(64)), 64)).toBe(false);
    expect(valueExceedsDepth(JSON.parse(nestedText(65)), 64)).toBe(true);
    expect(valueExceedsDepth('[[[[', 1)).toBe(false);
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(valueExceedsDepth(cycle, 64)).toBe(true);
  });
});
