import { describe, expect, it } from 'vitest';
import { SHOWN_CHARS, shownPart } from './big-text.ts';
import { bytesText, elapsedText } from './run-progress.ts';

describe('shownPart', () => {
  it('shows short text whole', () => {
    expect(shownPart('abc')).toEqual({ shown: 'abc', truncated: false });
    const exact = 'x'.repeat(SHOWN_CHARS);
    expect(shownPart(exact)).toEqual({ shown: exact, truncated: false });
  });

  it('cuts long text at the limit', () => {
    const { shown, truncated } = shownPart('y'.repeat(20_000_000));
    expect(truncated).toBe(true);
    expect(shown.length).toBe(SHOWN_CHARS);
  });

  it('never keeps half a surrogate pair', () => {
    expect(shownPart('ab😀cd', 3)).toEqual({ shown: 'ab', truncated: true });
    expect(shownPart('ab😀cd', 4)).toEqual({ shown: 'ab😀', truncated: true });
  });
});

describe('run progress texts', () => {
  it('elapsed time in seconds, then minutes', () => {
    expect(elapsedText(300)).toBe('0.3 s');
    expect(elapsedText(59_940)).toBe('59.9 s');
    expect(elapsedText(65_000)).toBe('1 min 05 s');
  });

  it('bytes done of the total', () => {
    expect(bytesText(0, 2_000_000_000)).toBe('0 bytes of 2000.0 MB (0%)');
    expect(bytesText(500_000_000, 2_000_000_000)).toBe('500.0 MB of 2000.0 MB (25%)');
    expect(bytesText(0, 0)).toBe('0 bytes of 0 bytes (100%)');
  });
});
