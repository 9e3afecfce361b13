import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { cssProblems } from '../../../test/css-syntax.ts';

interface Stop { color: string; position: number; position_given: boolean }
interface Result {
  css: string; background_image: string; background_color: string; svg: string | null; svg_note: string; preview_html: string;
  type: string; angle: number; stops: Stop[]; stops_from: string; preset: string; radial_shape: string; radial_position: string;
}

const gradient = (input: Record<string, unknown>) => run<Result>('gradient-generator', input);
const stops = (...colors: (string | [string, number])[]) =>
  colors.map((stop) => (typeof stop === 'string' ? { color: stop } : { color: stop[0], position: stop[1] }));

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const svgTree = (svg: string): any => {
  expect(XMLValidator.validate(svg)).toBe(true);
  return parser.parse(svg).svg;
};

describe('gradient-generator', () => {
  describe('the CSS forms of CSS Images 3 and 4 (spec examples, colours written as hex)', () => {
    it('linear-gradient(45deg, white, black)', async () => {
      const result = await gradient({ angle: 45, color_stops: stops('#fff', '#000') });
      expect(result.background_image).toBe('linear-gradient(45deg, #ffffff 0%, #000000 100%)');
      expect(result.css).toBe('.gradient {\n  background-color: #808080;\n  background-image: linear-gradient(45deg, #ffffff 0%, #000000 100%);\n}');
    });

    it('radial-gradient(circle at center, yellow, green)', async () => {
      const result = await gradient({ type: 'radial', radial_shape: 'circle', color_stops: stops('#ffff00', '#008000') });
      expect(result.background_image).toBe('radial-gradient(circle at center, #ffff00 0%, #008000 100%)');
    });

    it('conic-gradient(from 45deg, white, black, white), with its centre written out', async () => {
      const result = await gradient({ type: 'conic', angle: 45, color_stops: stops('#fff', '#000', '#fff') });
      expect(result.background_image).toBe('conic-gradient(from 45deg at center, #ffffff 0%, #000000 50%, #ffffff 100%)');
      expect(result.svg).toBeNull();
      expect(result.svg_note).toMatch(/no SVG equivalent/);
    });

    it('writes translucent stops as rgba()', async () => {
      const result = await gradient({ color_stops: stops('rgba(255, 0, 0, 0.5)', '#00f') });
      expect(result.background_image).toBe('linear-gradient(90deg, rgba(255, 0, 0, 0.5) 0%, #0000ff 100%)');
    });

    it('gives CSS that parses and matches the grammar for every type, shape and position', async () => {
      for (const type of ['linear', 'radial', 'conic']) {
        for (const radial_position of ['center', 'top right', 'bottom', '12.5% 80%']) {
          for (const radial_shape of ['circle', 'ellipse']) {
            const result = await gradient({ type, radial_position, radial_shape, angle: 33.3333, color_stops: stops(['#123', 0], 'rgba(1, 2, 3, 0.25)', ['#abcdef', 99.99]) });
            expect(cssProblems(result.css), `${type} ${radial_position} ${radial_shape}`).toEqual([]);
          }
        }
      }
    });
  });

  describe('color stop fixup (CSS Images 3 §3.5.3 examples)', () => {
    // "linear-gradient(red, orange, yellow, green, blue)" equals "red 0%, orange 25%, yellow 50%, green 75%, blue 100%".
    it('spreads stops without positions evenly', async () => {
      const result = await gradient({ color_stops: stops('#ff0000', '#ffa500', '#ffff00', '#008000', '#0000ff') });
      expect(result.stops.map((stop) => stop.position)).toEqual([0, 25, 50, 75, 100]);
    });

    // "linear-gradient(red 40%, white, black, blue)" equals "red 40%, white 60%, black 80%, blue 100%".
    it('spreads a run between a given position and the end', async () => {
      const result = await gradient({ color_stops: stops(['#ff0000', 40], '#ffffff', '#000000', '#0000ff') });
      expect(result.stops).toEqual([
        { color: '#ff0000', position: 40, position_given: true },
        { color: '#ffffff', position: 60, position_given: false },
        { color: '#000000', position: 80, position_given: false },
        { color: '#0000ff', position: 100, position_given: false },
      ]);
    });

    it('keeps equal positions (a hard edge) and refuses decreasing ones, naming the stop', async () => {
      const hard = await gradient({ color_stops: stops(['#f00', 50], ['#00f', 50]) });
      expect(hard.background_image).toBe('linear-gradient(90deg, #ff0000 50%, #0000ff 50%)');
      await expectInvalid('gradient-generator', { color_stops: stops(['#f00', 60], '#0f0', ['#00f', 20]) }, /^color_stops\[2\]\.position: 20 is before the previous stop's 60/);
    });
  });

  describe('fallback colour: the mean along the gradient line', () => {
    // python3 -c "r=(50*(255+0)/2+50*0)/100; b=(50*(0+255)/2+50*255)/100; print('%02x%02x%02x'%(int(r+.5),0,int(b+.5)))"  → 4000bf
    it('weighs the flat end after the last stop', async () => {
      expect((await gradient({ color_stops: stops(['#ff0000', 0], ['#0000ff', 50]) })).background_color).toBe('#4000bf');
    });

    it('is rgba when the stops are translucent', async () => {
      expect((await gradient({ color_stops: stops('rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 1)') })).background_color).toBe('rgba(0, 0, 0, 0.5)');
    });
  });

  describe('SVG twin', () => {
    // Gradient line over 400×240 (CSS Images 3 §3.1.1), by hand in python3:
    // import math; t=math.radians(a); s,c=math.sin(t),math.cos(t); h=(abs(400*s)+abs(240*c))/2; print(200-s*h, 120+c*h, 200+s*h, 120-c*h)
    it.each([
      [90, ['0', '120', '400', '120']],
      [0, ['200', '240', '200', '0']],
      [45, ['40', '280', '360', '-40']],
      [30, ['98.038', '296.603', '301.962', '-56.603']],
      [200, ['261.963', '-50.241', '138.037', '290.241']],
    ])('linear at %sdeg runs along the CSS gradient line', async (angle, [x1, y1, x2, y2]) => {
      const { svg } = await gradient({ angle });
      const line = svgTree(svg!).defs.linearGradient;
      expect([line['@x1'], line['@y1'], line['@x2'], line['@y2']]).toEqual([x1, y1, x2, y2]);
      expect(line['@gradientUnits']).toBe('userSpaceOnUse');
    });

    it('radial ellipse: farthest-corner is √2 × farthest-side, squashed to the box’s aspect', async () => {
      // python3: math.sqrt(2)*200 = 282.843; 120/200 = 0.6; 120*(1-0.6) = 48
      const centre = svgTree((await gradient({ type: 'radial' })).svg!).defs.radialGradient;
      expect([centre['@cx'], centre['@cy'], centre['@r'], centre['@gradientTransform']]).toEqual(['200', '120', '282.843', 'matrix(1 0 0 0.6 0 48)']);
      // at 25% 75%: cx 100, cy 180, farthest sides 300 and 180: r = math.sqrt(2)*300 = 424.264, 180*(1-0.6) = 72
      const offCentre = svgTree((await gradient({ type: 'radial', radial_position: '25% 75%' })).svg!).defs.radialGradient;
      expect([offCentre['@cx'], offCentre['@cy'], offCentre['@r'], offCentre['@gradientTransform']]).toEqual(['100', '180', '424.264', 'matrix(1 0 0 0.6 0 72)']);
    });

    it('radial circle reaches the farthest corner: hypot(400, 240) = 466.476 from the top right', async () => {
      const circle = svgTree((await gradient({ type: 'radial', radial_shape: 'circle', radial_position: 'top right' })).svg!).defs.radialGradient;
      expect([circle['@cx'], circle['@cy'], circle['@r'], circle['@gradientTransform']]).toEqual(['400', '0', '466.476', undefined]);
    });

    it('carries stop offsets, colours and opacity, and warns about premultiplied blending', async () => {
      const result = await gradient({ color_stops: stops('rgba(255, 0, 0, 0.5)', ['#00f', 25], '#0f0') });
      const svgStops = svgTree(result.svg!).defs.linearGradient.stop;
      expect(svgStops).toEqual([
        { '@offset': '0', '@stop-color': '#ff0000', '@stop-opacity': '0.5' },
        { '@offset': '0.25', '@stop-color': '#0000ff' },
        { '@offset': '1', '@stop-color': '#00ff00' },
      ]);
      expect(result.svg_note).toMatch(/premultiplied/);
    });
  });

  describe('presets (uiGradients gradients.json, hand-copied)', () => {
    const uiGradients: Record<string, string[]> = {
      sunrise: ['#FF512F', '#F09819'],
      instagram: ['#833ab4', '#fd1d1d', '#fcb045'],
      stripe: ['#1FA2FF', '#12D8FA', '#A6FFCB'],
      mojito: ['#1D976C', '#93F9B9'],
      purple_bliss: ['#360033', '#0b8793'],
      reef: ['#00d2ff', '#3a7bd5'],
      deep_space: ['#000000', '#434343'],
      atlas: ['#FEAC5E', '#C779D0', '#4BC0C8'],
    };
    it.each(Object.entries(uiGradients))('%s', async (preset, colors) => {
      const result = await gradient({ preset });
      expect(result.stops.map((stop) => stop.color)).toEqual(colors.map((color) => color.toLowerCase()));
      expect(result.stops_from).toBe('preset');
    });

    it('gives way to color_stops', async () => {
      const result = await gradient({ preset: 'reef', color_stops: stops('#000', '#fff') });
      expect(result.stops_from).toBe('color_stops');
      expect(result.background_image).toBe('linear-gradient(90deg, #000000 0%, #ffffff 100%)');
    });
  });

  describe('radial_position', () => {
    it.each([
      ['center', 'center'],
      ['CENTER', 'center'],
      ['center center', 'center'],
      ['top', 'top'],
      ['left', 'left'],
      ['top right', 'top right'],
      ['right top', 'top right'],
      ['left center', 'left'],
      ['center bottom', 'bottom'],
      ['  bottom   left ', 'bottom left'],
      ['25% 75%', '25% 75%'],
      ['0% 100%', '0% 100%'],
      ['33.5% 0%', '33.5% 0%'],
    ])('%j is written %j', async (given, written) => {
      const result = await gradient({ type: 'radial', radial_position: given });
      expect(result.radial_position).toBe(written);
      expect(result.background_image).toBe(`radial-gradient(ellipse at ${written}, #ff512f 0%, #f09819 100%)`);
    });

    it.each(['left right', 'top bottom', 'top top', 'middle', '50%', '101% 0%', '-5% 10%', '10px 10px', '50% 50% 50%', '', 'center; } body { color: red', '</style>'])(
      'refuses %j',
      async (given) => {
        await expectInvalid('gradient-generator', { type: 'radial', radial_position: given }, /^radial_position/);
      },
    );
  });

  describe('bounds and hostile input', () => {
    it('refuses bad stops, angles and colours, naming the field', async () => {
      await expectInvalid('gradient-generator', { color_stops: stops('#000') }, /^color_stops/);
      await expectInvalid('gradient-generator', { color_stops: stops(...Array<string>(11).fill('#000')) }, /^color_stops/);
      await expectInvalid('gradient-generator', { color_stops: stops('#000', 'blue') }, /^color_stops\[1\]\.color: /);
      await expectInvalid('gradient-generator', { color_stops: stops('#000', '#fff);}*{x:url(javascript:alert(1))') }, /^color_stops\[1\]\.color: /);
      await expectInvalid('gradient-generator', { color_stops: stops(['#000', -1], '#fff') }, /^color_stops\/0\/position|^color_stops\[0\]\.position|position/);
      await expectInvalid('gradient-generator', { color_stops: stops(['#000', 100.1], '#fff') }, /position/);
      await expectInvalid('gradient-generator', { angle: 361 }, /^angle/);
      await expectInvalid('gradient-generator', { angle: -1 }, /^angle/);
      await expectInvalid('gradient-generator', { type: 'diamond' }, /^type/);
      await expectInvalid('gradient-generator', { color_stops: [JSON.parse('{"color": "#000", "__proto__": {"position": 5}}'), { color: '#fff' }] }, /__proto__/);
    });

    it('takes ten stops at the edges of their range', async () => {
      const result = await gradient({ type: 'conic', angle: 360, color_stops: stops(...Array.from({ length: 10 }, (_, i): [string, number] => [i % 2 ? '#fff' : '#000', i < 5 ? 0 : 100])) });
      expect(result.stops.map((stop) => stop.position)).toEqual([0, 0, 0, 0, 0, 100, 100, 100, 100, 100]);
      expect(cssProblems(result.css)).toEqual([]);
    });
  });

  it('previews the rule on a sample box', async () => {
    const result = await gradient({});
    expect(result.preview_html).toContain(result.css);
    expect(result.preview_html).toContain('<div class="gradient"');
  });
});
