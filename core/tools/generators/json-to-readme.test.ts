import MarkdownIt, { type Token } from 'markdown-it';
import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { elements, type HtmlNode } from '../../../test/markup-tree.ts';

type Result = { markdown: string; html: string; sections: string[]; badge_urls: string[] };

const readme = (project: unknown, options: Record<string, unknown> = {}) => run<Result>('json-to-readme', { json: JSON.stringify(project), ...options });
// Read the Markdown as GitHub would: raw HTML allowed, so escaping is what keeps values as text.
const md = new MarkdownIt('default', { html: true });

/** A token's inline text; throws if the inline run holds anything but text (a link, emphasis, HTML, code). */
function plain(token: Token): string {
  return (token.children ?? [])
    .map((child: Token) => {
      if (child.type === 'text') return child.content;
      if (child.type === 'softbreak') return '\n';
      throw new Error(`markup in a value: ${child.type}`);
    })
    .join('');
}

/** Headings and the inline text under them, plus fences and tables, as a structure. */
function outline(markdown: string) {
  const tokens = md.parse(markdown, {});
  const headings = tokens.flatMap((token, index) => (token.type === 'heading_open' ? [[token.tag, tokens[index + 1]!.content]] : []));
  const fences = tokens.filter((token) => token.type === 'fence').map((token) => [token.info, token.content]);
  const html = tokens.filter((token) => token.type === 'html_block' || token.children?.some((child) => child.type === 'html_inline'));
  return { tokens, headings, fences, html };
}

const EVIL = `<script>alert(1)</script> *em* _u_ [a](javascript:alert(1)) ![i](x) \`c\` | ~~s~~ &amp; <img src=x onerror=alert(2)>\n# h\n- li\n1. ol\n> q\n---\n    code`;

describe('json-to-readme', () => {
  it('writes the sections in order with headings, fences, a list and a parameter table', async () => {
    const result = await readme({
      name: 'demo',
      description: 'One line.',
      features: ['Fast', 'Small'],
      installation: 'npm i demo',
      usage: { code: 'demo()', language: 'ts' },
      api: [{ name: 'demo(x)', signature: 'demo(x: number): void', description: 'Does it.', params: [{ name: 'x', type: 'number', description: 'How much' }] }],
      contributing: 'PRs welcome.',
      license: 'MIT',
      author: 'Jane',
    });
    const { tokens, headings, fences, html } = outline(result.markdown);
    expect(headings).toEqual([
      ['h1', 'demo'], ['h2', 'Features'], ['h2', 'Installation'], ['h2', 'Usage'], ['h2', 'API'], ['h3', 'demo(x)'], ['h2', 'Contributing'], ['h2', 'License'], ['h2', 'Author'],
    ]);
    expect(result.sections).toEqual(['Features', 'Installation', 'Usage', 'API', 'Contributing', 'License', 'Author']);
    expect(fences).toEqual([['sh', 'npm i demo\n'], ['ts', 'demo()\n'], ['', 'demo(x: number): void\n']]);
    expect(html).toEqual([]);
    const cells = tokens.slice(tokens.findIndex((token) => token.type === 'table_open')).filter((token) => token.type === 'inline').slice(0, 6).map(plain);
    expect(cells).toEqual(['Parameter', 'Type', 'Description', 'x', 'number', 'How much']);
    expect(tokens.filter((token) => token.type === 'list_item_open')).toHaveLength(2);
  });

  it('adds a table of contents whose anchors are the ids of the HTML headings', async () => {
    const result = await readme({ name: 'demo', usage: 'x', license: 'MIT' }, { table_of_contents: true });
    expect(result.sections).toEqual(['Table of contents', 'Usage', 'License']);
    const tree = parse(result.html) as unknown as HtmlNode;
    const all = elements(tree);
    const ids = all.filter((element) => element.tagName === 'h2').map((element) => element.attrs.find((a) => a.name === 'id')?.value);
    const targets = all.filter((element) => element.tagName === 'a').map((element) => element.attrs.find((a) => a.name === 'href')!.value);
    // GitHub's anchors for these titles: lower case, spaces to hyphens.
    expect(targets).toEqual(['#usage', '#license']);
    expect(ids).toEqual(['table-of-contents', 'usage', 'license']);
  });

  it('builds shields.io static badge URLs: dashes and underscores doubled, the rest URL-encoded', async () => {
    const result = await readme({
      name: 'x',
      badges: [
        { label: 'code_style', message: 'pre-commit', color: 'brightgreen' },
        { label: 'a b/c', message: '100%', color: '#FF8800' },
        { message: 'just the message', color: 'rgb(1, 2, 3)' },
        { label: 'x', message: 'y', color: 'f80', link: 'https://example.com/' },
      ],
      shields: ['npm/v/express', { path: '/github/license/o/r', link: 'https://github.com/o/r' }],
    }, { badge_style: 'flat-square' });
    // shields.io/badges/static-badge: "--" → "-", "__" → "_"; https://img.shields.io/badge/just%20the%20message-8A2BE2 is its own example.
    expect(result.badge_urls).toEqual([
      'https://img.shields.io/badge/code__style-pre--commit-brightgreen?style=flat-square',
      'https://img.shields.io/badge/a%20b%2Fc-100%25-ff8800?style=flat-square',
      'https://img.shields.io/badge/just%20the%20message-010203?style=flat-square',
      'https://img.shields.io/badge/x-y-ff8800?style=flat-square',
      'https://img.shields.io/npm/v/express?style=flat-square',
      'https://img.shields.io/github/license/o/r?style=flat-square',
    ]);
    const images = outline(result.markdown).tokens.flatMap((token) => token.children ?? []).filter((token) => token.type === 'image');
    expect(images.map((image) => [image.attrGet('src'), plain(image)])).toEqual([
      [result.badge_urls[0], 'code_style: pre-commit'],
      [result.badge_urls[1], 'a b/c: 100%'],
      [result.badge_urls[2], 'just the message'],
      [result.badge_urls[3], 'x: y'],
      [result.badge_urls[4], 'npm/v/express'],
      [result.badge_urls[5], 'github/license/o/r'],
    ]);
    expect((await readme({ name: 'x', badges: [{ message: 'm' }] })).badge_urls).toEqual(['https://img.shields.io/badge/m-blue']);
  });

  it('fences code with a fence longer than any backtick run in it', async () => {
    const code = 'echo ```\n````\nnot the end';
    const { fences } = outline((await readme({ name: 'x', installation: code, usage: 'a `` b' })).markdown);
    expect(fences).toEqual([['sh', `${code}\n`], ['', 'a `` b\n']]);
  });

  it('keeps markup and Markdown in every value as literal text, in the Markdown and the HTML', async () => {
    const result = await readme({
      name: EVIL.split('\n')[0],
      description: EVIL,
      features: [EVIL],
      api: [{ name: EVIL, description: EVIL, params: [{ name: EVIL, type: EVIL, description: EVIL }] }],
      contributing: EVIL,
      license: EVIL,
      author: { name: EVIL, url: 'https://example.com/' },
      badges: [{ label: '<img src=x onerror=alert(2)> *x*', message: '| _y_ [z](javascript:alert(1))' }],
    });
    const { tokens, html, headings } = outline(result.markdown);
    expect(html).toEqual([]);
    // Only our own headings: the "# h" lines inside values stay text.
    expect(headings.map(([tag]) => tag)).toEqual(['h1', 'h2', 'h2', 'h3', 'h2', 'h2', 'h2']);
    expect(tokens.filter((token) => /^(bullet|ordered)_list_open|blockquote_open|hr|code_block$/.test(token.type)).map((token) => token.type)).toEqual(['bullet_list_open']);
    const links = tokens.flatMap((token) => token.children ?? []).filter((token) => token.type === 'link_open').map((token) => token.attrGet('href'));
    expect(links).toEqual(['https://example.com/']);
    const paragraphs = tokens.filter((token, index) => token.type === 'inline' && tokens[index - 1]!.type === 'paragraph_open');
    const description = paragraphs.find((token) => token.content.startsWith('\\<script'))!;
    expect(plain(description)).toBe(EVIL.split('\n').map((line) => line.trim()).join('\n'));
    const tree = parse(result.html) as unknown as HtmlNode;
    expect(elements(tree).filter((element) => ['script', 'em', 'strong', 's', 'blockquote', 'ol', 'hr'].includes(element.tagName))).toEqual([]);
    expect(elements(tree).some((element) => element.attrs.some((a) => a.name.startsWith('on') || a.value.startsWith('javascript')))).toBe(false);
  });

  it('refuses unsafe links, bad colours and badge paths, naming the JSON path', async () => {
    await expectInvalid('json-to-readme', { json: JSON.stringify({ name: 'x', badges: [{ message: 'm', link: 'javascript:alert(1)' }] }) }, /^json\.badges\[0\]\.link: the javascript: scheme/);
    await expectInvalid('json-to-readme', { json: JSON.stringify({ name: 'x', badges: [{ message: 'm', color: 'red;x' }] }) }, /^json\.badges\[0\]\.color: /);
    await expectInvalid('json-to-readme', { json: JSON.stringify({ name: 'x', badges: [{ label: 'l' }] }) }, /^json\.badges\[0\]\.message: required/);
    await expectInvalid('json-to-readme', { json: JSON.stringify({ name: 'x', shields: ['npm/../../evil'] }) }, /^json\.shields\[0\]: /);
    await expectInvalid('json-to-readme', { json: JSON.stringify({ name: 'x', shields: ['a/b?c=<x>'] }) }, /^json\.shields\[0\]: /);
    await expectInvalid('json-to-readme', { json: JSON.stringify({ name: 'x', author: { name: 'a', url: 'data:text/html,x' } }) }, /^json\.author\.url: /);
    await expectInvalid('json-to-readme', { json: JSON.stringify({ name: 'x', author: { name: 'a', email: 'nope' } }) }, /^json\.author\.email: /);
    await expectInvalid('json-to-readme', { json: JSON.stringify({ name: 'x', usage: { code: 'x', language: 'js onload' } }) }, /^json\.usage\.language: /);
    await expectInvalid('json-to-readme', { json: JSON.stringify({ name: 'x', api: [{ params: [] }] }) }, /^json\.api\[0\]\.name: required/);
    await expectInvalid('json-to-readme', { json: JSON.stringify({ name: 'x', api: [{ name: 'f', params: [{ type: 'x' }] }] }) }, /^json\.api\[0\]\.params\[0\]\.name: required/);
    await expectInvalid('json-to-readme', { json: JSON.stringify({ name: 'x', features: Array(51).fill('f') }) }, /^json\.features: 51 items/);
    await expectInvalid('json-to-readme', { json: JSON.stringify({ description: 'x' }) }, /^json\.name: required/);
    await expectInvalid('json-to-readme', { json: '{"name": "x",}' }, /^json: /);
  });

  it('treats __proto__ as an ordinary key, ignored', async () => {
    const result = await run<Result>('json-to-readme', { json: '{"name": "x", "__proto__": {"license": "GPL", "features": ["evil"]}}' });
    expect(result.sections).toEqual([]);
    expect(result.markdown).toBe('# x\n');
  });
});
