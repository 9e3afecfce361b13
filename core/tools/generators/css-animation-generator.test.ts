import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { cssProblems } from '../../../test/css-syntax.ts';

interface Result {
  css: string; keyframes_css: string; animation: string; class_name: string; preview_html: string; name: string;
  keyframes_from: string; preset: string; keyframe_count: number; duration_ms: number; delay_ms: number;
  iteration_count: number | 'infinite'; timing_function: string; direction: string; fill_mode: string;
}

const animate = (input: Record<string, unknown>) => run<Result>('css-animation-generator', input);
const ID = 'css-animation-generator';
const withTransform = (transform: string) => animate({ keyframes: [{ offset: 0, properties: { transform } }] });
const withEasing = (timing_function: string) => animate({ timing_function });

describe('css-animation-generator', () => {
  describe('presets from Animate.css 4.1.1 (source/*.css, hand-copied) and Tailwind', () => {
    // source/fading_entrances/fadeIn.css: @keyframes fadeIn { from { opacity: 0; } to { opacity: 1; } } and the
    // base class's animation-duration 1s, animation-fill-mode both. CSS Animations 1 §3: from = 0%, to = 100%.
    it('fade_in is fadeIn', async () => {
      const result = await animate({});
      expect(result.css).toBe(
        '@keyframes fade-in {\n  0% {\n    opacity: 0;\n  }\n  100% {\n    opacity: 1;\n  }\n}\n\n' +
          '.fade-in {\n  animation: 1000ms ease 0ms 1 normal both fade-in;\n}',
      );
    });

    // source/attention_seekers/shakeX.css: from, to translate3d(0, 0, 0); 10%, 30%, 50%, 70%, 90% translate3d(-10px, 0, 0);
    // 20%, 40%, 60%, 80% translate3d(10px, 0, 0)
    it('shake is shakeX, one block per offset, ascending', async () => {
      const { keyframes_css, keyframe_count } = await animate({ preset: 'shake' });
      const blocks = [...keyframes_css.matchAll(/ {2}(\d+)% \{\n {4}transform: ([^;]+);\n {2}\}/g)].map(([, offset, transform]) => [Number(offset), transform]);
      const expected = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100].map((offset) => [
        offset,
        offset === 0 || offset === 100 ? 'translate3d(0, 0, 0)' : offset % 20 === 10 ? 'translate3d(-10px, 0, 0)' : 'translate3d(10px, 0, 0)',
      ]);
      expect(blocks).toEqual(expected);
      expect(keyframe_count).toBe(11);
    });

    // source/attention_seekers/bounce.css 40%, 43%: animation-timing-function: cubic-bezier(0.755, 0.05, 0.855, 0.06);
    // transform: translate3d(0, -30px, 0) scaleY(1.1); and .bounce { transform-origin: center bottom; }
    it('bounce keeps its per-keyframe easing and transform origin', async () => {
      const { css } = await animate({ preset: 'bounce' });
      expect(css).toContain('  43% {\n    transform: translate3d(0, -30px, 0) scaleY(1.1);\n    animation-timing-function: cubic-bezier(0.755, 0.05, 0.855, 0.06);\n  }');
      expect(css).toContain('  80% {\n    transform: translate3d(0, 0, 0) scaleY(0.95);\n  }');
      expect(css).not.toContain('transition-timing-function');
      expect(css).toContain('.bounce {\n  animation: 1000ms ease 0ms 1 normal both bounce;\n  transform-origin: center bottom;\n}');
    });

    // source/flippers/flip.css, from: perspective(400px) scale3d(1, 1, 1) translate3d(0, 0, 0) rotate3d(0, 1, 0, -360deg); ease-out
    it('flip is Animate.css flip with backface-visibility', async () => {
      const { css } = await animate({ preset: 'flip' });
      expect(css).toContain('  0% {\n    transform: perspective(400px) scale3d(1, 1, 1) translate3d(0, 0, 0) rotate3d(0, 1, 0, -360deg);\n    animation-timing-function: ease-out;\n  }');
      expect(css).toContain('  80% {\n    transform: perspective(400px) scale3d(0.95, 0.95, 0.95) translate3d(0, 0, 0) rotate3d(0, 1, 0, 0deg);');
      expect(css).toContain('  backface-visibility: visible;');
    });

    // Tailwind CSS v3 docs, animation: animate-spin = spin 1s linear infinite; @keyframes spin { to { transform: rotate(360deg) } }
    it('spin is Tailwind’s, and pulse takes Animate.css’s ease-in-out', async () => {
      const spin = await animate({ preset: 'spin' });
      expect(spin.keyframes_css).toBe('@keyframes spin {\n  100% {\n    transform: rotate(360deg);\n  }\n}');
      expect(spin.animation).toBe('1000ms linear 0ms infinite normal both spin');
      expect((await animate({ preset: 'pulse' })).animation).toBe('1000ms ease-in-out 0ms 1 normal both pulse');
    });

    // source/zooming_entrances/zoomIn.css: from { opacity: 0; transform: scale3d(0.3, 0.3, 0.3); } 50% { opacity: 1; }
    it('zoom_in and slide_in_left follow their sources', async () => {
      expect((await animate({ preset: 'zoom_in' })).keyframes_css).toBe(
        '@keyframes zoom-in {\n  0% {\n    opacity: 0;\n    transform: scale3d(0.3, 0.3, 0.3);\n  }\n  50% {\n    opacity: 1;\n  }\n}',
      );
      expect((await animate({ preset: 'slide_in_left' })).keyframes_css).toBe(
        '@keyframes slide-in-left {\n  0% {\n    transform: translate3d(-100%, 0, 0);\n  }\n  100% {\n    transform: translate3d(0, 0, 0);\n  }\n}',
      );
    });

    it('every preset gives CSS that parses and fits the grammar', async () => {
      for (const preset of ['fade_in', 'slide_in_left', 'bounce', 'pulse', 'spin', 'shake', 'zoom_in', 'flip']) {
        expect(cssProblems((await animate({ preset })).css), preset).toEqual([]);
      }
    });

    it('lets explicit timing win over the preset’s, and custom keyframes replace its keyframes and extras', async () => {
      expect((await animate({ preset: 'spin', iteration_count: 3, timing_function: 'ease-out' })).animation).toBe('1000ms ease-out 0ms 3 normal both spin');
      const custom = await animate({ preset: 'bounce', keyframes: [{ offset: 100, properties: { opacity: 0.5 } }] });
      expect(custom.css).toBe('@keyframes custom-animation {\n  100% {\n    opacity: 0.5;\n  }\n}\n\n.custom-animation {\n  animation: 1000ms ease 0ms 1 normal both custom-animation;\n}');
      expect(custom.keyframes_from).toBe('keyframes');
    });
  });

  describe('the animation shorthand (CSS Animations 1 §4.9)', () => {
    // MDN animation page: animation: 3s ease-in 1s infinite reverse both running slidein;
    it('writes MDN’s example in duration, easing, delay, count, direction, fill, name order', async () => {
      const result = await animate({ name: 'slidein', duration: 3000, timing_function: 'ease-in', delay: 1000, iteration_count: 'infinite', direction: 'reverse', fill_mode: 'both' });
      expect(result.animation).toBe('3000ms ease-in 1000ms infinite reverse both slidein');
      expect(cssProblems(result.css)).toEqual([]);
    });

    it('takes fractional counts, negative delays and zero durations', async () => {
      const result = await animate({ iteration_count: 2.5, delay: -250, duration: 0 });
      expect(result.animation).toBe('0ms ease -250ms 2.5 normal both fade-in');
      expect(cssProblems(result.css)).toEqual([]);
    });

    it('refuses out-of-range timing, naming the field', async () => {
      await expectInvalid(ID, { duration: 60_001 }, /^duration/);
      await expectInvalid(ID, { duration: -1 }, /^duration/);
      await expectInvalid(ID, { delay: -60_001 }, /^delay/);
      await expectInvalid(ID, { iteration_count: -1 }, /^iteration_count/);
      await expectInvalid(ID, { iteration_count: 'forever' }, /^iteration_count/);
      await expectInvalid(ID, { direction: 'sideways' }, /^direction/);
      await expectInvalid(ID, { fill_mode: 'all' }, /^fill_mode/);
    });
  });

  describe('easing (CSS Easing 1; MDN cubic-bezier() examples)', () => {
    it.each([
      ['cubic-bezier(0.1, 0.7, 1.0, 0.1)', 'cubic-bezier(0.1, 0.7, 1, 0.1)'],
      ['cubic-bezier(0, 0, 1, 1)', 'cubic-bezier(0, 0, 1, 1)'],
      ['cubic-bezier(0.1, -0.6, 0.2, 0)', 'cubic-bezier(0.1, -0.6, 0.2, 0)'],
      ['cubic-bezier(0, 1.1, 0.8, 4)', 'cubic-bezier(0, 1.1, 0.8, 4)'],
      ['CUBIC-BEZIER(.25,.1,.25,1)', 'cubic-bezier(0.25, 0.1, 0.25, 1)'],
      ['steps(4, end)', 'steps(4, end)'],
      ['steps(2, jump-none)', 'steps(2, jump-none)'],
      ['steps(10)', 'steps(10)'],
      [' Ease-In-Out ', 'ease-in-out'],
      ['step-start', 'step-start'],
    ])('takes %s as %s', async (given, written) => {
      const result = await withEasing(given);
      expect(result.timing_function).toBe(written);
      expect(cssProblems(result.css)).toEqual([]);
    });

    it.each([
      'cubic-bezier(0.1, red, 1.0, green)',
      'cubic-bezier(2.45, 0.6, 4, 0.1)',
      'cubic-bezier(0.3, 2.1)',
      'cubic-bezier(-1.9, 0.3, -0.2, 2.1)',
      'cubic-bezier(0, 1e3, 1, 1)',
      'steps(1, jump-none)',
      'steps(0)',
      'steps(2, middle)',
      'bounce',
      'ease; } body { color: red',
      'ease</style><script>alert(1)</script>',
    ])('refuses %s', async (given) => {
      await expectInvalid(ID, { timing_function: given }, /^timing_function: /);
    });
  });

  describe('transform values (CSS Transforms 1 and 2; MDN transform examples)', () => {
    it.each([
      ['translate(12px, 50%)', 'translate(12px, 50%)'],
      ['translateX(2em)', 'translateX(2em)'],
      ['translate3d(12px, 50%, 3em)', 'translate3d(12px, 50%, 3em)'],
      ['scale(2, 0.5)', 'scale(2, 0.5)'],
      ['scale3d(2.5, 1.2, 0.3)', 'scale3d(2.5, 1.2, 0.3)'],
      ['rotate(0.5turn)', 'rotate(0.5turn)'],
      ['rotate3d(1, 2.0, 3.0, 10deg)', 'rotate3d(1, 2, 3, 10deg)'],
      ['skew(30deg, 20deg)', 'skew(30deg, 20deg)'],
      ['perspective(17px)', 'perspective(17px)'],
      ['TRANSLATEX(10PX)   ROTATE( -45DEG )', 'translateX(10px) rotate(-45deg)'],
      ['translate(.5rem) rotate(0)', 'translate(0.5rem) rotate(0)'],
      ['none', 'none'],
    ])('takes %s as %s', async (given, written) => {
      const result = await withTransform(given);
      expect(result.keyframes_css).toContain(`    transform: ${written};`);
      expect(cssProblems(result.css)).toEqual([]);
    });

    it.each([
      ['rotate(45)', /rotate\(\) argument 1: "45" is not an angle/],
      ['translate(10)', /translate\(\) argument 1: "10" is not a length/],
      ['translateZ(50%)', /translateZ\(\) argument 1: "50%" is not a length/],
      ['scale(2px)', /scale\(\) argument 1: "2px" is not a plain number/],
      ['perspective(-10px)', /perspective\(\) argument 1: "-10px" may not be negative/],
      ['rotate(1e3deg)', /not an angle/],
      ['translate(1px, 2px, 3px)', /translate\(\) takes 1 or 2 comma-separated arguments, not 3/],
      ['rotate3d(1, 2, 10deg)', /rotate3d\(\) takes 4 comma-separated arguments, not 3/],
      ['matrix(1, 0, 0, 1, 0, 0)', /matrix\(\) is not a transform function taken here/],
      ['url(javascript:alert(1))', /not a transform function/],
      ['expression(alert(1))', /is not a transform function/],
      ['rotate(45deg); color: red', /is not a transform function such as/],
      ['rotate(45deg', /is not a transform function such as/],
      ['rotate(45deg)</style><script>alert(1)</script>', /is not a transform function such as/],
      ['rotate(999999deg)', /not an angle/],
      ['', /is empty/],
      [Array(11).fill('rotate(1deg)').join(' '), /more than 10 transform functions/],
    ])('refuses %s', async (given, message) => {
      await expectInvalid(ID, { keyframes: [{ offset: 0, properties: { transform: given } }] }, new RegExp(`^keyframes\\[0\\]\\.properties\\.transform: .*${message.source}`));
    });
  });

  describe('other keyframe properties', () => {
    it('writes colours canonically, sizes and radius checked, opacity as a number', async () => {
      const result = await animate({
        keyframes: [
          { offset: 0, properties: { color: '#FFF', 'background-color': 'rgba(255, 0, 0, 0.5)', width: 'auto', height: '50%', 'border-radius': '12PX', opacity: 0.25 } },
          { offset: 100, properties: { 'animation-timing-function': 'steps(3, start)', width: '240px' } },
        ],
      });
      expect(result.keyframes_css).toBe(
        '@keyframes custom-animation {\n' +
          '  0% {\n    opacity: 0.25;\n    color: #ffffff;\n    background-color: rgba(255, 0, 0, 0.5);\n    width: auto;\n    height: 50%;\n    border-radius: 12px;\n  }\n' +
          '  100% {\n    width: 240px;\n    animation-timing-function: steps(3, start);\n  }\n}',
      );
      expect(cssProblems(result.css)).toEqual([]);
    });

    it('refuses bad values, naming the keyframe and property', async () => {
      const frame = (properties: Record<string, unknown>) => ({ keyframes: [{ offset: 0, properties: { opacity: 1 } }, { offset: 50, properties }] });
      await expectInvalid(ID, frame({ color: 'red' }), /^keyframes\[1\]\.properties\.color: /);
      await expectInvalid(ID, frame({ 'background-color': 'url(x)' }), /^keyframes\[1\]\.properties\.background-color: /);
      await expectInvalid(ID, frame({ width: '-1px' }), /^keyframes\[1\]\.properties\.width: .*may not be negative/);
      await expectInvalid(ID, frame({ height: 'calc(100% - 1px)' }), /^keyframes\[1\]\.properties\.height: /);
      await expectInvalid(ID, frame({ 'border-radius': 'auto' }), /^keyframes\[1\]\.properties\.border-radius: /);
      await expectInvalid(ID, frame({ 'animation-timing-function': 'wobbly' }), /^keyframes\[1\]\.properties\.animation-timing-function: /);
      await expectInvalid(ID, frame({ opacity: 1.5 }), /opacity/);
      await expectInvalid(ID, frame({ left: '10px' }), /left: unknown field/);
      await expectInvalid(ID, frame({}), /^keyframes\[1\]\.properties: give at least one property/);
      await expectInvalid(ID, { keyframes: [{ offset: 0, properties: JSON.parse('{"__proto__": {"transform": "none"}, "opacity": 1}') }] }, /__proto__/);
    });
  });

  describe('keyframe offsets', () => {
    it('writes them ascending, with decimals', async () => {
      const result = await animate({
        keyframes: [
          { offset: 100, properties: { opacity: 1 } },
          { offset: 0, properties: { opacity: 0 } },
          { offset: 33.333, properties: { opacity: 0.5 } },
        ],
      });
      expect([...result.keyframes_css.matchAll(/^ {2}([\d.]+)% \{$/gm)].map((match) => match[1])).toEqual(['0', '33.333', '100']);
    });

    it('refuses a repeated offset, an offset out of range, and too many keyframes', async () => {
      await expectInvalid(ID, { keyframes: [{ offset: 50, properties: { opacity: 0 } }, { offset: 50, properties: { opacity: 1 } }] }, /^keyframes\[1\]\.offset: 50 is already keyframes\[0\]'s offset/);
      await expectInvalid(ID, { keyframes: [{ offset: 101, properties: { opacity: 0 } }] }, /offset/);
      await expectInvalid(ID, { keyframes: [] }, /^keyframes/);
      await expectInvalid(ID, { keyframes: Array.from({ length: 21 }, (_, offset) => ({ offset, properties: { opacity: 1 } })) }, /^keyframes/);
    });
  });

  describe('name', () => {
    it.each(['fade-in', '-webkit-thing', '_private', 'A1_b-2'])('takes %s', async (name) => {
      const result = await animate({ name });
      expect(result).toMatchObject({ name, class_name: name });
      expect(result.css).toContain(`@keyframes ${name} {`);
      expect(result.css).toContain(`.${name} {`);
      expect(cssProblems(result.css)).toEqual([]);
    });

    it.each(['1abc', '--custom', '-1a', 'a b', 'a;}', 'é', '<script>', '', 'x.y'])('refuses %j as not an identifier', async (name) => {
      await expectInvalid(ID, { name }, /^name: .*is not a CSS identifier/);
    });

    it.each(['none', 'NONE', 'ease', 'infinite', 'both', 'alternate-reverse', 'inherit', 'paused'])('refuses the keyword %s', async (name) => {
      await expectInvalid(ID, { name }, /^name: .*keyword/);
    });

    it('refuses names over 64 characters', async () => {
      await expectInvalid(ID, { name: `a${'b'.repeat(64)}` }, /^name/);
    });
  });

  it('previews the animation on a sample box', async () => {
    const result = await animate({ preset: 'pulse' });
    expect(result.preview_html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(result.preview_html).toContain(result.css);
    expect(result.preview_html).toContain('<div class="sample pulse">Animated</div>');
  });
});
