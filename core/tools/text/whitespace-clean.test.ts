import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

const clean = async (input: Record<string, unknown>) => (await run<{ result: string }>('whitespace-clean', input)).result;
const only = { trim: false, collapse: false };

describe('whitespace-clean', () => {
  it('converts CRLF to LF as dos2unix does', async () => {
    // printf 'one\r\ntwo\r\nthree' | dos2unix | od -c → o n e \n t w o \n t h r e e
    expect(await clean({ text: 'one\r\ntwo\r\nthree', ...only })).toBe('one\ntwo\nthree');
  });

  it('converts LF to CRLF as unix2dos does', async () => {
    // printf 'one\ntwo\n\nthree\n' | unix2dos | od -c → o n e \r \n t w o \r \n \r \n t h r e e \r \n
    expect(await clean({ text: 'one\ntwo\n\nthree\n', ...only, eol: 'crlf' })).toBe('one\r\ntwo\r\n\r\nthree\r\n');
  });

  it('ends lines with CR, or keeps each line its own ending', async () => {
    expect(await clean({ text: 'a\r\nb\rc\n', ...only, eol: 'cr' })).toBe('a\rb\rc\r');
    expect(await clean({ text: 'a \r\nb \rc \n', eol: 'keep' })).toBe('a\r\nb\rc\n');
  });

  it('expands tabs to stops as expand -t 4 does', async () => {
    // printf 'a\tb\n\tc\nab\t\td\n' | expand -t 4 | cat -A → "a   b$", "    c$", "ab      d$"
    expect(await clean({ text: 'a\tb\n\tc\nab\t\td\n', ...only, tabs: 4 })).toBe('a   b\n    c\nab      d\n');
    expect(await clean({ text: 'é\tx', ...only, tabs: 8 })).toBe('é       x');
  });

  it("trims and collapses as Python's ' '.join(line.split()) does", async () => {
    const text = '  hello    world  \n\n\t  second\tline \n   \nlast  ';
    // '\n'.join(' '.join(l.split()) for l in t.split('\n')) → 'hello world\n\nsecond line\n\nlast'
    expect(await clean({ text })).toBe('hello world\n\nsecond line\n\nlast');
    // … with the empty ones left out → 'hello world\nsecond line\nlast'
    expect(await clean({ text, drop_blank: true })).toBe('hello world\nsecond line\nlast');
  });

  it('treats no-break and ideographic spaces as whitespace', async () => {
    expect(await clean({ text: '\u00A0a\u3000\u3000b\u2003' })).toBe('a b');
  });

  it('drops whitespace-only lines even without trimming', async () => {
    expect(await clean({ text: 'a\n \t\nb\n\n', ...only, drop_blank: true })).toBe('a\nb\n');
  });

  it('leaves the text alone when every step is off', async () => {
    const text = ' a\t\tb \r\n\r\n c';
    expect(await clean({ text, ...only, eol: 'keep' })).toBe(text);
    expect(await clean({ text: '' })).toBe('');
  });

  it('takes text at the 1,000,000-character bound', async () => {
    expect(await clean({ text: 'a \r\n'.repeat(250_000) })).toBe('a\n'.repeat(250_000));
    await expectInvalid('whitespace-clean', { text: ' '.repeat(1_000_001) }, 'text: must be at most 1000000 characters');
  });

  it('refuses bad input, naming the field', async () => {
    await expectInvalid('whitespace-clean', { text: null }, /text: must be a string/);
    await expectInvalid('whitespace-clean', { text: 'a', eol: 'LF' }, 'eol: must be one of lf, crlf, cr, keep');
    await expectInvalid('whitespace-clean', { text: 'a', tabs: 17 }, 'tabs: must be ≤ 16');
    await expectInvalid('whitespace-clean', { text: 'a', tabs: -1 }, 'tabs: must be ≥ 0');
    await expectInvalid('whitespace-clean', { text: 'a', trim: 'no' }, /trim: must be a boolean/);
    await expectInvalid('whitespace-clean', JSON.parse('{"text":"a","__proto__":{"trim":false}}'), /__proto__/);
  });
});
