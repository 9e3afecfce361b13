import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Answer { html: string; tags: { key: string; value: string }[]; warnings: string[] }
const generate = (input: object) => run<Answer>('meta-tags-generate', input);

const HOSTILE = {
  title: '</title><script>alert(1)</script> & "q" \'s',
  description: '"><img src=x onerror=alert(1)> &amp; é 🚀',
  url: 'https://example.com/a?b=1&c="2"',
  image: 'https://example.com/i.png?x=<y>',
  image_alt: 'It\'s <b>bold</b>',
  site_name: 'A & B',
  locale: 'en_US',
  twitter_site: '@example',
};

describe('meta-tags-generate', () => {
  it('writes tags that html5lib parses back to the inputs', async () => {
    /*
     * html5lib (Debian python3-html5lib) parsed this exact HTML, by hand:
     *   /usr/bin/python3 -c "import html5lib; doc = html5lib.parse(open('meta.html').read(), namespaceHTMLElements=False); …"
     * reading each head element's text (title), href (link) or content (meta): the pairs below, and
     * an empty body (no element escaped from the head). URLs come back as the URL parser normalises them.
     */
    const answer = await generate(HOSTILE);
    expect(answer.html).toBe([
      "<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;q&quot; &#39;s</title>",
      "<meta name=\"description\" content=\"&quot;&gt;&lt;img src=x onerror=alert(1)&gt; &amp;amp; é 🚀\">",
      "<link rel=\"canonical\" href=\"https://example.com/a?b=1&amp;c=%222%22\">",
      "<meta property=\"og:type\" content=\"website\">",
      "<meta property=\"og:title\" content=\"&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;q&quot; &#39;s\">",
      "<meta property=\"og:description\" content=\"&quot;&gt;&lt;img src=x onerror=alert(1)&gt; &amp;amp; é 🚀\">",
      "<meta property=\"og:url\" content=\"https://example.com/a?b=1&amp;c=%222%22\">",
      "<meta property=\"og:site_name\" content=\"A &amp; B\">",
      "<meta property=\"og:locale\" content=\"en_US\">",
      "<meta property=\"og:image\" content=\"https://example.com/i.png?x=%3Cy%3E\">",
      "<meta property=\"og:image:alt\" content=\"It&#39;s &lt;b&gt;bold&lt;/b&gt;\">",
      "<meta name=\"twitter:card\" content=\"summary_large_image\">",
      "<meta name=\"twitter:site\" content=\"@example\">",
      "<meta name=\"twitter:title\" content=\"&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;q&quot; &#39;s\">",
      "<meta name=\"twitter:description\" content=\"&quot;&gt;&lt;img src=x onerror=alert(1)&gt; &amp;amp; é 🚀\">",
      "<meta name=\"twitter:image\" content=\"https://example.com/i.png?x=%3Cy%3E\">",
      "<meta name=\"twitter:image:alt\" content=\"It&#39;s &lt;b&gt;bold&lt;/b&gt;\">",
    ].join('\n'));
    const html5lib: [string, string][] = [["title", "</title><script>alert(1)</script> & \"q\" 's"], ["description", "\"><img src=x onerror=alert(1)> &amp; é 🚀"], ["canonical", "https://example.com/a?b=1&c=%222%22"], ["og:type", "website"], ["og:title", "</title><script>alert(1)</script> & \"q\" 's"], ["og:description", "\"><img src=x onerror=alert(1)> &amp; é 🚀"], ["og:url", "https://example.com/a?b=1&c=%222%22"], ["og:site_name", "A & B"], ["og:locale", "en_US"], ["og:image", "https://example.com/i.png?x=%3Cy%3E"], ["og:image:alt", "It's <b>bold</b>"], ["twitter:card", "summary_large_image"], ["twitter:site", "@example"], ["twitter:title", "</title><script>alert(1)</script> & \"q\" 's"], ["twitter:description", "\"><img src=x onerror=alert(1)> &amp; é 🚀"], ["twitter:image", "https://example.com/i.png?x=%3Cy%3E"], ["twitter:image:alt", "It's <b>bold</b>"]];
    expect(answer.tags.map((tag) => [tag.key, tag.value])).toEqual(html5lib);
  });

  it('leaves out the tags of fields left out, and picks the card from the image', async () => {
    const plain = await generate({ title: 'T', description: 'D' });
    expect(plain.tags.map((tag) => tag.key)).toEqual(['title', 'description', 'og:type', 'og:title', 'og:description', 'twitter:card', 'twitter:title', 'twitter:description']);
    expect(plain.tags.find((tag) => tag.key === 'twitter:card')!.value).toBe('summary');
    const withImage = await generate({ title: 'T', image: 'https://example.com/i.png', type: 'article', twitter_card: 'summary' });
    expect(withImage.tags.filter((tag) => /card|type/.test(tag.key))).toEqual([{ key: 'og:type', value: 'article' }, { key: 'twitter:card', value: 'summary' }]);
  });

  it('turns characters XML forbids into U+FFFD, so the markup stays well-formed', async () => {
    expect((await generate({ title: 'a\u0000b\uD800c' })).html.split('\n')[0]).toBe('<title>a\uFFFDb\uFFFDc</title>');
  });

  it('warns about lengths previews cut, and a large card without an image', async () => {
    const answer = await generate({ title: 'x'.repeat(61), description: '🚀'.repeat(161), twitter_card: 'summary_large_image' });
    expect(answer.warnings).toEqual([
      'title: 61 characters; search results show about 60',
      'description: 161 characters; search results show about 160',
      'twitter_card: summary_large_image shows no large image without image',
    ]);
    expect((await generate({ title: 'x'.repeat(60), description: '🚀'.repeat(160) })).warnings).toEqual([]);
  });

  it('refuses unsafe or relative addresses, stray alt text and malformed fields, naming the field', async () => {
    await expectInvalid('meta-tags-generate', { title: 'T', url: 'javascript:alert(1)' }, /^url: the javascript: scheme is not allowed/);
    await expectInvalid('meta-tags-generate', { title: 'T', url: 'mailto:a@b.c' }, 'url: must be an http or https address');
    await expectInvalid('meta-tags-generate', { title: 'T', url: '/relative' }, /^url: "\/relative" is not an absolute URL/);
    await expectInvalid('meta-tags-generate', { title: 'T', image: 'data:image/png;base64,AAAA' }, /^image: /);
    await expectInvalid('meta-tags-generate', { title: 'T', image_alt: 'A' }, 'image_alt: describes an image, so it needs image');
    await expectInvalid('meta-tags-generate', { title: '' }, 'title: must not be empty');
    await expectInvalid('meta-tags-generate', { title: 'x'.repeat(1001) }, 'title: must be at most 1000 characters');
    await expectInvalid('meta-tags-generate', { title: 'T', type: 'blog' }, /^type: must be one of website, article/);
    await expectInvalid('meta-tags-generate', { title: 'T', locale: 'english' }, /^locale: /);
    await expectInvalid('meta-tags-generate', { title: 'T', twitter_site: 'example' }, /^twitter_site: /);
    await expectInvalid('meta-tags-generate', { description: 'D' }, 'title: is required');
    await expectInvalid('meta-tags-generate', JSON.parse('{"title":"T","__proto__":{"x":1}}'), /__proto__/);
  });
});
