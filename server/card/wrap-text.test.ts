import { describe, expect, it } from 'vitest';
import { fitText } from './svg.ts';
import { wrapText } from './wrap-text.ts';

// At 10 px sans-serif a character counts 6.2 px: 100 px holds floor(100 / 6.2) = 16 characters.
const WIDTH = 100;
const SIZE = 10;

describe('wrapText', () => {
  it('breaks between words, every line within the width', () => {
    expect(wrapText('Few repos, and everyone knows them.', WIDTH, SIZE, 3)).toEqual(['Few repos, and', 'everyone knows', 'them.']);
  });

  it('keeps text that fits on one line whole, whitespace collapsed', () => {
    expect(wrapText('  No such\n user ', WIDTH, SIZE, 2)).toEqual(['No such user']);
    expect(wrapText('', WIDTH, SIZE, 2)).toEqual([]);
  });

  it('ends the last line with … when the text goes on', () => {
    const lines = wrapText('one two three four five six seven eight nine ten eleven twelve', WIDTH, SIZE, 2);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe('one two three');
    expect(lines[1]!.endsWith('…')).toBe(true);
    expect(lines[1]!.startsWith('four five six')).toBe(true);
  });

  it('breaks a word longer than a line inside it', () => {
    const lines = wrapText('a'.repeat(40), WIDTH, SIZE, 5);
    expect(lines.join('')).toBe('a'.repeat(40));
    for (const line of lines) expect(fitText(line, WIDTH, SIZE)).toBe(line);
  });

  it('stays within its lines for 10 KB of hostile text, surrogate pairs unbroken', () => {
    const lines = wrapText(`${'😀'.repeat(3000)} ${'<x>'.repeat(2000)}`, WIDTH, SIZE, 3);
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(line.length).toBeLessThan(40);
      expect(line).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
    }
    expect(lines[2]!.endsWith('…')).toBe(true);
  });
});
