import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Toc {
  toc: string;
  headings: { level: number; text: string; slug: string }[];
}
const tocOf = (md: string, depth?: number) => run<Toc>('markdown-toc', { md, ...(depth === undefined ? {} : { depth }) });

const DOC = '# Project Title\n\nIntro.\n\n## Getting Started\n\n### Install `npm` & Yarn\n\n### Install `npm` & Yarn\n\n## API Reference!\n\n#### Deep heading\n\n## Über uns — FAQ?\n\nSetext Heading\n--------------\n\n```\n# not a heading\n```\n';

describe('markdown-toc', () => {
  it('writes what pandoc --toc writes, GitHub anchors included', async () => {
    // pandoc 2.17.1.1: pandoc -f gfm -t gfm --toc -s --toc-depth=3 toc.md (the list before the document)
    const pandoc =
      '-   [Project Title](#project-title)\n    -   [Getting Started](#getting-started)\n        -   [Install `npm` & Yarn](#install-npm--yarn)\n        -   [Install `npm` & Yarn](#install-npm--yarn-1)\n    -   [API Reference!](#api-reference)\n    -   [Über uns — FAQ?](#über-uns--faq)\n    -   [Setext Heading](#setext-heading)';
    expect((await tocOf(DOC)).toc).toBe(pandoc);
  });

  it('lists the headings with their levels and slugs', async () => {
    expect((await tocOf(DOC, 1)).headings).toEqual([{ level: 1, text: 'Project Title', slug: 'project-title' }]);
    const { headings } = await tocOf(DOC, 4);
    expect(headings.map((heading) => heading.slug)).toEqual([
      'project-title', 'getting-started', 'install-npm--yarn', 'install-npm--yarn-1', 'api-reference', 'deep-heading', 'über-uns--faq', 'setext-heading',
    ]);
    expect(headings[5]).toEqual({ level: 4, text: 'Deep heading', slug: 'deep-heading' });
  });

  it('numbers repeats counting headings deeper than the depth too, as GitHub does', async () => {
    // GitHub gives the third "A" the anchor a-2 whatever the table lists.
    expect((await tocOf('# A\n\n#### A\n\n## A\n', 2)).toc).toBe('-   [A](#a)\n    -   [A](#a-2)');
  });

  it('skips code blocks, quotes and escaped #, and gives nothing for no headings', async () => {
    expect(await tocOf('```\n# no\n```\n\n> # quoted\n\n\\# escaped\n')).toEqual({ toc: '', headings: [] });
    expect(await tocOf('')).toEqual({ toc: '', headings: [] });
  });

  it('counts quoted headings toward the numbering and slugs a heading\'s plain text (github-slugger rules)', async () => {
    // Images give no text, raw HTML and code are kept as written. github-slugger 2.0.0:
    // const s = new Slugger(); ['A', 'A', ' Title <b>x</b>', 'C++ & a_b ½ Ⓐ'].map((t) => s.slug(t))
    //   → ['a', 'a-1', '-title-bxb', 'c--a_b--ⓐ']
    const { headings } = await tocOf('> # A\n\n# A\n\n# ![logo](l.png) Title <b>x</b>\n\n# C++ & `a_b` ½ Ⓐ\n');
    expect(headings.map((heading) => heading.slug)).toEqual(['a-1', '-title-bxb', 'c--a_b--ⓐ']);
  });

  it('reads deep nesting and long inline runs without stalling (micromark took 6 s on these)', async () => {
    expect(await tocOf('>'.repeat(10_000))).toEqual({ toc: '', headings: [] });
    expect(await tocOf('*a'.repeat(10_000))).toEqual({ toc: '', headings: [] });
    expect((await tocOf(`# ${'*a'.repeat(10_000)}`)).headings).toHaveLength(1);
  });

  it('holds the 1,000,000-character bound and refuses what it cannot read', async () => {
    await expectInvalid('markdown-toc', { md: '#'.repeat(1_000_001) }, 'md: must be at most 1000000 characters');
  });

  it('refuses wrong types, bounds and unknown fields, naming the field', async () => {
    await expectInvalid('markdown-toc', { md: 3 }, /^md: must be a string/);
    await expectInvalid('markdown-toc', {}, 'md: is required');
    await expectInvalid('markdown-toc', { md: '# a', depth: 0 }, /^depth: must be ≥ 1/);
    await expectInvalid('markdown-toc', { md: '# a', depth: 7 }, /^depth: must be ≤ 6/);
    await expectInvalid('markdown-toc', { md: '# a', maxDepth: 2 }, /maxDepth/);
    await expectInvalid('markdown-toc', JSON.parse('{"md":"# a","__proto__":{"depth":1}}'), /__proto__/);
  });
});
