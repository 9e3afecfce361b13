import fc from 'fast-check';
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { codeSpan, escapeMarkdown, escapeMarkdownInline, fencedCode, markdownLink } from './markdown-escape.ts';

// The reader is markdown-it (CommonMark) with GitHub's tables and strikethrough, and raw HTML on, as GitHub takes it.
const md = new MarkdownIt('default', { html: true, linkify: false });

/** Text of a rendered inline run: only text, softbreak and code tokens are allowed; anything else is syntax that leaked. */
function inlineText(children: readonly { type: string; content: string }[]): string {
  return children
    .map((token) => {
      if (token.type === 'text') return token.content;
      if (token.type === 'softbreak') return '\n';
      throw new Error(`markup leaked: ${token.type}`);
    })
    .join('');
}

/** The block tokens and their text when `markdown` is read: every block must be a paragraph or heading of plain text. */
function blocks(markdown: string): { type: string; text: string }[] {
  const tokens = md.parse(markdown, {});
  const found: { type: string; text: string }[] = [];
  tokens.forEach((token, index) => {
    if (token.type === 'inline') found.push({ type: tokens[index - 1]!.type, text: inlineText(token.children ?? []) });
    else if (!/^(paragraph|heading)_(open|close)$/.test(token.type)) throw new Error(`block leaked: ${token.type}`);
  });
  return found;
}

// Every character CommonMark or GFM gives a meaning, with letters, digits, spaces and a few non-ASCII ones.
const SYNTAX = [...'\\`*_{}[]()<>#+-.!|~$&;:=\'"/?@^%0123456789 \tabcxyzAB', 'é', '😀', '\u00a0', '&amp;', '&#60;', '<b>', '](', '![', '```', '~~~', '---', '1. ', '- ', '> ', '    ', 'http://x.y'];
const hostileText = fc.array(fc.constantFrom(...SYNTAX), { maxLength: 40 }).map((parts) => parts.join(''));

describe('markdown-escape', () => {
  it('reads back every inline text exactly, as plain text in a heading, a list item and a paragraph', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const expected = text.replace(/\s+/g, ' ').trim();
        const escaped = escapeMarkdownInline(text);
        expect(blocks(`# ${escaped}`).map((block) => block.text)).toEqual(expected === '' ? [''] : [expected]);
        if (expected !== '') expect(blocks(escaped)).toEqual([{ type: 'paragraph_open', text: expected }]);
        const list = md.parse(`- ${escaped}`, {}).filter((token) => token.type === 'inline');
        expect(list.map((token) => inlineText(token.children ?? []))).toEqual(expected === '' ? [] : [expected]);
      }),
      { numRuns: 3000 },
    );
  });

  it('keeps a line under a pipe from becoming a table delimiter row (the property test found "|" then ":-")', () => {
    expect(blocks(escapeMarkdown('|\n:-'))).toEqual([{ type: 'paragraph_open', text: '|\n:-' }]);
  });

  it('reads back multi-line prose as paragraphs of the same lines, with no block syntax', () => {
    fc.assert(
      fc.property(fc.array(hostileText, { maxLength: 6 }), (lines) => {
        const text = lines.join('\n');
        const read = blocks(escapeMarkdown(text));
        const expected = text.split('\n').map((line) => line.trim()).join('\n').split(/\n{2,}/).map((part) => part.replace(/^\n+|\n+$/g, '')).filter((part) => part !== '');
        expect(read.map((block) => block.type)).toEqual(expected.map(() => 'paragraph_open'));
        expect(read.map((block) => block.text)).toEqual(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps table cells to one cell each', () => {
    const cells = ['a | b', '`x|y`', '<td>', '\\|', '---'];
    const table = `| ${cells.map(() => 'h').join(' | ')} |\n|${cells.map(() => '---').join('|')}|\n| ${cells.map(escapeMarkdownInline).join(' | ')} |`;
    const tokens = md.parse(table, {});
    const bodyCells = tokens.slice(tokens.findIndex((token) => token.type === 'tbody_open')).filter((token) => token.type === 'inline');
    expect(bodyCells.map((token) => inlineText(token.children ?? []))).toEqual(cells);
  });

  it('fences code with more backticks than any run inside, so the code reads back whole', () => {
    for (const code of ['plain', 'a ``` b', '```\n````\nx', '`', 'x\n```js\ny']) {
      const [fence] = md.parse(fencedCode(code, 'js'), {});
      expect(fence!.type).toBe('fence');
      expect(fence!.content).toBe(`${code}\n`);
    }
    expect(fencedCode('a ````` b').startsWith('``````\n')).toBe(true);
    // An info string that is not a plain word is dropped rather than passed on.
    expect(fencedCode('x', 'js" onload="x')).toBe('```\nx\n```');
    for (const code of ['a`b', '`lead', 'trail`', ' both ', '``']) {
      const [inline] = md.parse(codeSpan(code), {}).filter((token) => token.type === 'inline');
      expect(inline!.children!.map((token) => [token.type, token.content])).toEqual([['code_inline', code]]);
    }
  });

  it('writes links whose text and destination read back unchanged', () => {
    const url = 'https://example.com/a_(b)?q=1&amp;r=<2>';
    const [inline] = md.parse(markdownLink('[x] *y*', url), {}).filter((token) => token.type === 'inline');
    const [open, text] = inline!.children!;
    expect(open!.type).toBe('link_open');
    // markdown-it normalises (percent-encodes) the href it reads; decoding gives the URL back.
    expect(decodeURI(String(open!.attrGet('href')))).toBe(url);
    expect(text!.content).toBe('[x] *y*');
  });
});
