import { describe, expect, it } from 'vitest';
import { call, expectInvalid, run } from '../../../test/helpers.ts';
import { attr, byClass, elements, parseHtml, textOf } from '../../../test/markup-tree.ts';

type Result = { html: string; name: string; initials: string; avatar: string; template: string };

const card = (profile: unknown, options: Record<string, unknown> = {}) =>
  run<Result>('json-to-profile-card', { json: JSON.stringify(profile), ...options });

describe('json-to-profile-card', () => {
  it('lays out every field: initials avatar, name, title, location, bio, skills and links in order', async () => {
    const result = await card({
      name: 'Grace Brewster Hopper',
      title: 'Rear admiral',
      location: 'Arlington, VA',
      bio: 'COBOL.\nNanoseconds.',
      email: 'grace@example.com',
      website: 'https://example.com',
      links: [{ label: 'Wiki', url: 'https://en.wikipedia.org/wiki/Grace_Hopper' }, { url: 'https://example.org/x/' }],
      skills: ['Compilers', 'Teaching'],
    });
    const tree = parseHtml(result.html);
    expect(result).toMatchObject({ name: 'Grace Brewster Hopper', initials: 'GH', avatar: 'initials', template: 'light' });
    expect(byClass(tree, 'avatar').map((element) => [element.tagName, textOf(element)])).toEqual([['div', 'GH']]);
    expect(elements(tree).filter((element) => element.tagName === 'h1').map(textOf)).toEqual(['Grace Brewster Hopper']);
    expect(byClass(tree, 'title').map(textOf)).toEqual(['Rear admiral']);
    expect(byClass(tree, 'location').map(textOf)).toEqual(['📍 Arlington, VA']);
    expect(byClass(tree, 'bio').map(textOf)).toEqual(['COBOL.\nNanoseconds.']);
    expect(byClass(tree, 'skills').flatMap((list) => elements(list).filter((e) => e.tagName === 'li').map(textOf))).toEqual(['Compilers', 'Teaching']);
    const anchors = elements(tree).filter((element) => element.tagName === 'a');
    expect(anchors.map((a) => [attr(a, 'href'), textOf(a)])).toEqual([
      ['mailto:grace@example.com', 'grace@example.com'],
      ['https://example.com/', 'example.com'],
      ['https://en.wikipedia.org/wiki/Grace_Hopper', 'Wiki'],
      ['https://example.org/x/', 'example.org/x'],
    ]);
    for (const a of anchors) expect(attr(a, 'rel')).toBe('noopener noreferrer');
    expect(elements(tree).find((element) => element.tagName === 'title')).toBeDefined();
  });

  it('shows the avatar image when given, with the name as its alt text', async () => {
    const result = await card({ name: 'Ada', avatar_url: 'https://img.example.com/a b.png' });
    const [avatar] = byClass(parseHtml(result.html), 'avatar');
    expect(avatar!.tagName).toBe('img');
    expect(attr(avatar!, 'src')).toBe('https://img.example.com/a%20b.png');
    expect(attr(avatar!, 'alt')).toBe('Ada');
    expect(result.avatar).toBe('image');
  });

  it('computes initials Unicode-aware, by grapheme cluster', async () => {
    // python3: import unicodedata; unicodedata.normalize('NFC', 'E\u0301')  → 'É' (one code point)
    expect((await card({ name: 'E\u0301mile Zola' })).initials).toBe('ÉZ');
    expect((await card({ name: 'José Álvarez-Ruiz' })).initials).toBe('JÁ');
    expect((await card({ name: 'ada lovelace' })).initials).toBe('AL');
    expect((await card({ name: '山田太郎' })).initials).toBe('山');
    // क + ि (U+093F, a spacing vowel sign) is one extended grapheme cluster (UAX #29, GB9a).
    expect((await card({ name: 'किरण देसाई' })).initials).toBe('किदे');
    expect((await card({ name: 'Prince (the artist)' })).initials).toBe('PA');
    // 'ß'.upper() is 'SS' in python3: two letters, so ß stays as it is.
    expect((await card({ name: 'ßen' })).initials).toBe('ß');
    expect((await card({ name: '— 🙂 —' })).initials).toBe('?');
  });

  it('applies the template and a custom accent colour through cssColor', async () => {
    const dark = await card({ name: 'A' }, { template: 'dark', accent_color: 'rgb(255, 255, 0)' });
    expect(dark.template).toBe('dark');
    // Yellow (luminance 0.9278) contrasts more with black than white, so initials are black.
    expect(dark.html).toContain('background:#ffff00;color:#000000');
    const minimal = await card({ name: 'A' }, { template: 'minimal' });
    expect(minimal.html).toContain('box-shadow:none');
    await expectInvalid('json-to-profile-card', { json: '{"name":"A"}', accent_color: 'red;}</style><script>' }, /^accent_color: /);
  });

  it('escapes markup in every field and refuses unsafe URLs, naming the path', async () => {
    const evil = `<script>alert(1)</script>"'&<img src=x onerror=alert(2)>`;
    const result = await card({ name: evil, title: evil, bio: evil, location: evil, links: [{ label: evil, url: 'https://x.example' }], skills: [evil] });
    const tree = parseHtml(result.html);
    expect(elements(tree).filter((element) => element.tagName === 'script' || element.tagName === 'img')).toEqual([]);
    expect(elements(tree).some((element) => element.attrs.some((a) => a.name.startsWith('on')))).toBe(false);
    expect(byClass(tree, 'bio').map(textOf)).toEqual([evil]);
    expect(textOf(elements(tree).find((element) => element.tagName === 'title')!)).toBe(`${evil} — profile`);
    await expectInvalid('json-to-profile-card', { json: JSON.stringify({ name: 'A', links: [{ url: 'https://a.example' }, { label: 'x', url: 'javascript:alert(1)' }] }) }, /^json\.links\[1\]\.url: the javascript: scheme/);
    await expectInvalid('json-to-profile-card', { json: JSON.stringify({ name: 'A', website: ' JavaScript:alert(1)' }) }, /^json\.website: /);
    await expectInvalid('json-to-profile-card', { json: JSON.stringify({ name: 'A', avatar_url: 'data:image/svg+xml,<svg onload=alert(1)>' }) }, /^json\.avatar_url: /);
    await expectInvalid('json-to-profile-card', { json: JSON.stringify({ name: 'A', avatar_url: 'mailto:a@b.c' }) }, /^json\.avatar_url: an image address must be http or https/);
    await expectInvalid('json-to-profile-card', { json: JSON.stringify({ name: 'A', email: 'a@b.c?cc=x@y.z"><b>' }) }, /^json\.email: /);
    await expectInvalid('json-to-profile-card', { json: JSON.stringify({ name: 'A', email: 'not an email' }) }, /^json\.email: /);
    // A mailto: query would add headers (RFC 6068 §2): refused, not passed on.
    await expectInvalid('json-to-profile-card', { json: JSON.stringify({ name: 'A', email: 'a@b.example?subject=x&body=y' }) }, /^json\.email: /);
  });

  it('refuses missing names, wrong types, bad JSON and too many items, naming the path', async () => {
    await expectInvalid('json-to-profile-card', { json: '{"title":"x"}' }, /^json\.name: required/);
    await expectInvalid('json-to-profile-card', { json: '{"name":"   "}' }, /^json\.name: required/);
    await expectInvalid('json-to-profile-card', { json: '[1]' }, /^json: expected an object/);
    await expectInvalid('json-to-profile-card', { json: '{"name":' }, /^json: /);
    await expectInvalid('json-to-profile-card', { json: '{"name":"A","skills":"x"}' }, /^json\.skills: expected an array/);
    await expectInvalid('json-to-profile-card', { json: '{"name":"A","links":[{"label":"x"}]}' }, /^json\.links\[0\]\.url: required/);
    await expectInvalid('json-to-profile-card', { json: JSON.stringify({ name: 'A', skills: Array(51).fill('x') }) }, /^json\.skills: 51 items, more than the 50 allowed/);
    await expectInvalid('json-to-profile-card', { json: JSON.stringify({ name: 'x'.repeat(121) }) }, /^json\.name: 121 characters/);
    await expectInvalid('json-to-profile-card', { json: '{"name":"A"}', template: 'neon' }, /template/);
  });

  it('treats __proto__ as an ordinary, ignored key', async () => {
    const result = await run<Result>('json-to-profile-card', { json: '{"__proto__": {"name": "Mallory", "bio": "<b>x</b>"}, "name": "Alice"}' });
    expect(result.name).toBe('Alice');
    expect(result.html).not.toContain('Mallory');
    const envelope = await call('json-to-profile-card', { json: '{"__proto__": {"name": "Mallory"}}' });
    expect(envelope).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR', message: expect.stringMatching(/^json\.name: required/) } });
  });
});
