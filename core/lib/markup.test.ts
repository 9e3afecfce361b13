import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { cssColor, escapeMarkup, htmlDocument, markup, safeUrl, trusted } from './markup.ts';

const PAYLOAD = `"><img src=x onerror='alert(1)'>&amp;\u0001`;

describe('markup', () => {
  it('escapes the characters that end a text node or an attribute, and replaces those XML forbids', () => {
    expect(escapeMarkup(PAYLOAD)).toBe('&quot;&gt;&lt;img src=x onerror=&#39;alert(1)&#39;&gt;&amp;amp;\uFFFD');
    const svg = markup`<svg xmlns="http://www.w3.org/2000/svg"><text title="${PAYLOAD}">${PAYLOAD}</text></svg>`.html;
    expect(XMLValidator.validate(svg)).toBe(true);
  });

  it('keeps trusted fragments and joins arrays; null, undefined and false vanish', () => {
    const items = ['a<', 'b'].map((item) => markup`<li>${item}</li>`);
    expect(markup`<ul>${items}${null}${undefined}${false}${trusted('<hr>')}</ul>`.html).toBe('<ul><li>a&lt;</li><li>b</li><hr></ul>');
    expect(() => markup`${Number.NaN}`).toThrow(RangeError);
  });

  it('allows http, https, mailto and tel links only', () => {
    expect(safeUrl(' https://example.com/a b ', 'url')).toBe('https://example.com/a%20b');
    expect(safeUrl('mailto:ada@example.com', 'url')).toBe('mailto:ada@example.com');
    expect(() => safeUrl('javascript:alert(1)', 'links[0].url')).toThrow(/links\[0\]\.url: the javascript: scheme/);
    expect(() => safeUrl(' JavaScript:alert(1)', 'url')).toThrow(/javascript:/);
    expect(() => safeUrl('data:text/html,<script>', 'url')).toThrow(/data:/);
    expect(() => safeUrl('/relative', 'url')).toThrow(/url: .* is not an absolute URL/);
  });

  it('writes colours back canonically and refuses anything else', () => {
    expect(cssColor('#F80', 'color').css).toBe('#ff8800');
    expect(cssColor('rgba(255, 0, 0, 50%)', 'color').css).toBe('rgba(255, 0, 0, 0.5)');
    expect(() => cssColor('red;}</style><script>', 'color')).toThrow(/^color: /);
  });

  it('wraps a body in a document whose title is escaped', () => {
    const page = htmlDocument('<T>', markup`<p>${'x'}</p>`, 'p { color: red }');
    expect(page).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(page).toContain('<title>&lt;T&gt;</title>');
    expect(page).toContain('<style>\np { color: red }\n</style>');
  });
});
