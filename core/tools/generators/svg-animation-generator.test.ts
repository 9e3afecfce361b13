import { XMLValidator } from 'fast-xml-parser';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_PATH, describeInChromium } from '../../../test/browser/chromium.ts';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { cssProblems } from '../../../test/css-syntax.ts';

interface Result {
  svg: string; css: string; technique: string; preset: string; duration: number; delay: number;
  iterations: number | 'infinite'; easing: string; direction: string; elements: Record<string, string | number>[];
}

const animate = (input: Record<string, unknown>) => run<Result>('svg-animation-generator', input);
const PRESETS = ['pulse', 'spin', 'bounce', 'fade', 'draw', 'color-cycle'] as const;
const circle = { type: 'circle', cx: 100, cy: 100, r: 40 };

describe('svg-animation-generator', () => {
  it('defaults to a pulsing circle, two seconds, ease-in-out, forever', async () => {
    const result = await animate({});
    expect(result).toMatchObject({ preset: 'pulse', duration: 2, delay: 0, iterations: 'infinite', easing: 'ease-in-out', direction: 'normal' });
    expect(result.elements).toEqual([{ type: 'circle', cx: 100, cy: 100, r: 50, fill: '#6366f1' }]);
    expect(result.technique).toMatch(/CSS @keyframes/);
  });

  it.each(PRESETS)('%s gives well-formed SVG and CSS that matches the CSS grammars, the same rules in both', async (preset) => {
    const result = await animate({ preset });
    expect(XMLValidator.validate(result.svg)).toBe(true);
    expect(cssProblems(result.css)).toEqual([]);
    expect(result.svg).toContain(`<style>\n${result.css}\n</style>`);
    expect(result.css).toMatch(/@keyframes svg-/);
    expect(result.svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="200" height="200" viewBox="0 0 200 200">/);
  });

  it('writes the timing options as animation longhands', async () => {
    const result = await animate({ preset: 'spin', duration: 0.75, delay: 1.25, iterations: 3, easing: 'linear', direction: 'alternate-reverse' });
    for (const line of ['animation-name: svg-spin;', 'animation-duration: 0.75s;', 'animation-delay: 1.25s;', 'animation-iteration-count: 3;',
      'animation-timing-function: linear;', 'animation-direction: alternate-reverse;', 'transform-box: fill-box;']) {
      expect(result.css).toContain(line);
    }
  });

  it('draws every shape type with its geometry', async () => {
    const result = await animate({
      preset: 'fade',
      elements: [
        circle,
        { type: 'rect', x: 10, y: 20, width: 30, height: 40, rx: 5, fill: '#ABC' },
        { type: 'ellipse', cx: 50, cy: 60, rx: 70, ry: 8.5 },
        { type: 'line', x1: -5, y1: 0, x2: 200, y2: 1000 },
        { type: 'path', d: 'M10 10 h20 v20 z', stroke: 'rgb(255, 0, 0)', stroke_width: 4 },
      ],
    });
    expect(result.svg).toContain('<circle class="anim" cx="100" cy="100" r="40" fill="#6366f1"/>');
    expect(result.svg).toContain('<rect class="anim" x="10" y="20" width="30" height="40" rx="5" fill="#aabbcc"/>');
    expect(result.svg).toContain('<ellipse class="anim" cx="50" cy="60" rx="70" ry="8.5" fill="#6366f1"/>');
    expect(result.svg).toContain('<line class="anim" x1="-5" y1="0" x2="200" y2="1000" fill="none" stroke="#334155" stroke-width="2"');
    expect(result.svg).toContain('<path class="anim" d="M10 10 h20 v20 z" fill="#6366f1" stroke="#ff0000" stroke-width="4"');
    expect(result.elements[4]).toEqual({ type: 'path', d: 'M10 10 h20 v20 z', fill: '#6366f1', stroke: '#ff0000', stroke_width: 4 });
  });

  it('draw traces outlines: no fill, the fill colour as stroke when none is given, pathLength 1', async () => {
    const result = await animate({ preset: 'draw', elements: [{ ...circle, fill: '#112233' }] });
    expect(result.svg).toContain('fill="none" stroke="#112233" stroke-width="3"');
    expect(result.svg).toContain('pathLength="1"');
    expect(result.css).toContain('stroke-dasharray: 1;');
  });

  it('color-cycle turns each fill by 120° steps of HSL hue', async () => {
    // python3: colorsys.rgb_to_hls, hue + 1/3 and + 2/3, colorsys.hls_to_rgb → #f16366, #66f163 for #6366f1.
    const result = await animate({ preset: 'color-cycle', elements: [{ ...circle, fill: '#6366f1' }, { ...circle, fill: 'rgba(255, 0, 0, 0.5)' }] });
    expect(result.css).toContain('@keyframes svg-color-cycle-0 {\n  0%, 100% { fill: #6366f1; }\n  33.333% { fill: #f16366; }\n  66.667% { fill: #66f163; }\n}');
    expect(result.css).toContain('33.333% { fill: rgba(0, 255, 0, 0.5); }');
    expect(result.svg).toContain('class="anim anim-1"');
  });

  it('color-cycle turns a line\'s stroke', async () => {
    const result = await animate({ preset: 'color-cycle', elements: [{ type: 'line', x1: 0, y1: 0, x2: 10, y2: 10, stroke: '#ff0000' }] });
    expect(result.css).toContain('33.333% { stroke: #00ff00; }');
  });

  describe('refuses', () => {
    it('path data outside the SVG path grammar, naming the element', async () => {
      await expectInvalid('svg-animation-generator', { elements: [circle, { type: 'path', d: 'M0 0 L10 10"/><script>alert(1)</script>' }] },
        /^elements\[1\]\.d: "\\"" at position 12 is not allowed/);
      await expectInvalid('svg-animation-generator', { elements: [{ type: 'path', d: 'L10 10' }] }, /^elements\[0\]\.d: must start with a moveto/);
      await expectInvalid('svg-animation-generator', { elements: [{ type: 'path', d: 'M0 0 A1 1 0 2 0 5 5' }] }, /^elements\[0\]\.d: arc flag/);
      await expectInvalid('svg-animation-generator', { elements: [{ type: 'path', d: 'M0 0 L url(#x)' }] }, /^elements\[0\]\.d: /);
    });

    it('geometry missing or belonging to another shape', async () => {
      await expectInvalid('svg-animation-generator', { elements: [{ type: 'circle', cx: 1, cy: 1 }] }, /^elements\[0\]\.r: required for circle/);
      await expectInvalid('svg-animation-generator', { elements: [{ ...circle, width: 5 }] }, /^elements\[0\]\.width: not a field of circle/);
      await expectInvalid('svg-animation-generator', { elements: [{ type: 'rect', x: 0, y: 0, width: 1, height: 1, d: 'M0 0' }] }, /^elements\[0\]\.d: not a field of rect/);
      await expectInvalid('svg-animation-generator', { elements: [{ type: 'path' }] }, /^elements\[0\]\.d: required for path/);
    });

    it('colours that are not colours', async () => {
      await expectInvalid('svg-animation-generator', { elements: [{ ...circle, fill: 'url(#evil)' }] }, /^elements\[0\]\.fill: /);
      await expectInvalid('svg-animation-generator', { elements: [{ ...circle, stroke: '#fff;}' }] }, /^elements\[0\]\.stroke: /);
    });

    it('out-of-bounds numbers, counts and names', async () => {
      await expectInvalid('svg-animation-generator', { elements: Array(21).fill(circle) }, /elements/);
      await expectInvalid('svg-animation-generator', { elements: [] }, /elements/);
      await expectInvalid('svg-animation-generator', { elements: [{ ...circle, r: -1 }] }, /r/);
      await expectInvalid('svg-animation-generator', { elements: [{ ...circle, cx: 1001 }] }, /cx/);
      await expectInvalid('svg-animation-generator', { elements: [{ ...circle, cx: 'NaN' }] }, /cx/);
      await expectInvalid('svg-animation-generator', { elements: [{ type: 'polygon', points: '0,0 1,1' }] }, /type|points/);
      await expectInvalid('svg-animation-generator', { elements: [{ type: 'path', d: 'M0 0' + ' L1 1'.repeat(500) }] }, /d/);
      await expectInvalid('svg-animation-generator', { duration: 0 }, /duration/);
      await expectInvalid('svg-animation-generator', { duration: 61 }, /duration/);
      await expectInvalid('svg-animation-generator', { delay: -1 }, /delay/);
      await expectInvalid('svg-animation-generator', { iterations: 0 }, /iterations/);
      await expectInvalid('svg-animation-generator', { iterations: 1.5 }, /iterations/);
      await expectInvalid('svg-animation-generator', { iterations: 'forever' }, /iterations/);
      await expectInvalid('svg-animation-generator', { easing: 'cubic-bezier(0,0,1,1)' }, /easing/);
      await expectInvalid('svg-animation-generator', { direction: 'sideways' }, /direction/);
      await expectInvalid('svg-animation-generator', { preset: 'wobble' }, /preset/);
      await expectInvalid('svg-animation-generator', JSON.parse('{"elements":[{"type":"circle","cx":1,"cy":1,"r":1,"__proto__":{"onload":"x"}}]}'), /__proto__|additional/i);
    });
  });

  it('takes the largest input the schema admits', async () => {
    const d = 'M0 0' + ' l1 1'.repeat(399);
    const result = await animate({ preset: 'color-cycle', elements: Array(20).fill({ type: 'path', d, fill: 'rgba(1, 2, 3, 0.5)' }) });
    expect(XMLValidator.validate(result.svg)).toBe(true);
    expect(result.elements).toHaveLength(20);
  });
});

describeInChromium('svg-animation-generator: Chromium runs the animations as specified', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
    page = await browser.newPage();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  /** The computed `property` of the first shape with its animations paused at `seconds`. */
  async function styleAt(svg: string, seconds: number, property: string): Promise<{ value: string; animations: number }> {
    await page.setContent(`<!DOCTYPE html><html><body>${svg}</body></html>`);
    return page.evaluate(([at, name]) => {
      const shape = document.querySelector('.anim')!;
      const animations = document.getAnimations();
      for (const animation of animations) {
        animation.pause();
        animation.currentTime = at;
      }
      return { value: getComputedStyle(shape).getPropertyValue(name), animations: animations.length };
    }, [seconds * 1000, property] as const);
  }

  it('pulse is scaled 1.2 half way through a linear cycle', async () => {
    const { svg } = await animate({ preset: 'pulse', easing: 'linear' });
    expect(await styleAt(svg, 1, 'transform')).toEqual({ value: 'matrix(1.2, 0, 0, 1.2, 0, 0)', animations: 1 });
    expect((await styleAt(svg, 0.5, 'transform')).value).toBe('matrix(1.1, 0, 0, 1.1, 0, 0)');
  });

  it('spin has turned 90° a quarter of the way through a linear cycle', async () => {
    const { svg } = await animate({ preset: 'spin', easing: 'linear', duration: 4 });
    expect((await styleAt(svg, 1, 'transform')).value).toMatch(/^matrix\((6\.\d+e-17|0), 1, -1, (6\.\d+e-17|0), 0, 0\)$/);
  });

  it('bounce is 40 units up half way, after the delay', async () => {
    const { svg } = await animate({ preset: 'bounce', easing: 'linear', delay: 1 });
    expect((await styleAt(svg, 2, 'transform')).value).toBe('matrix(1, 0, 0, 1, 0, -40)');
  });

  it('fade is at opacity 0.1 half way', async () => {
    const { svg } = await animate({ preset: 'fade', easing: 'ease' });
    expect((await styleAt(svg, 1, 'opacity')).value).toBe('0.1');
  });

  it('draw starts hidden (dash offset 1) and ends drawn (0), on every shape', async () => {
    const { svg } = await animate({ preset: 'draw', iterations: 1, elements: [circle, { type: 'path', d: 'M0 0 L50 50' }] });
    expect(await styleAt(svg, 0, 'stroke-dashoffset')).toEqual({ value: '1px', animations: 2 });
    expect((await styleAt(svg, 2, 'stroke-dashoffset')).value).toBe('0px');
  });

  it('color-cycle shows the hue turned 120° a third of the way through, reversed by direction', async () => {
    const { svg } = await animate({ preset: 'color-cycle', easing: 'linear', duration: 3, elements: [{ ...circle, fill: '#ff0000' }] });
    expect((await styleAt(svg, 1, 'fill')).value).toBe('rgb(0, 255, 0)');
    const reversed = await animate({ preset: 'color-cycle', easing: 'linear', duration: 3, direction: 'reverse', elements: [{ ...circle, fill: '#ff0000' }] });
    expect((await styleAt(reversed.svg, 1, 'fill')).value).toBe('rgb(0, 0, 255)');
  });
});
