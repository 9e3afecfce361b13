import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Side = { alpha: number; r: number; g: number; b: number; hex: string; luminance: number };
type Result = { foreground: Side; background: Side; ratio: number; ratio_text: string; wcag: Record<string, { required: number; pass: boolean }>; method: string; summary: string };
const contrast = (foreground: string, background: string) => run<Result>('color-contrast', { foreground, background });
const passes = (result: Result) => Object.entries(result.wcag).filter(([, level]) => level.pass).map(([name]) => name);

// Reference figures: WebAIM's contrast checker (webaim.org/resources/contrastchecker) publishes black on
// white as 21:1 and #777777 on white as 4.48:1. Others: python3 with the WCAG 2.x formulas,
//   lin = lambda v: (v/255)/12.92 if v/255 <= 0.04045 else ((v/255+0.055)/1.055)**2.4
//   L = lambda r,g,b: 0.2126*lin(r)+0.7152*lin(g)+0.0722*lin(b)
//   cr = lambda a,b: (max(L(*a),L(*b))+0.05)/(min(L(*a),L(*b))+0.05)
// (Math.pow and C's pow may differ in the last bit, so those are compared to 12 decimals.)
describe('color-contrast', () => {
  it('gives black on white 21:1, passing every level (WebAIM)', async () => {
    const result = await contrast('#000', '#fff');
    expect(result).toMatchObject({ ratio: 21, ratio_text: '21:1', foreground: { luminance: 0, hex: '#000000' }, background: { luminance: 1 } });
    expect(passes(result)).toEqual(['aa_normal_text', 'aa_large_text', 'aaa_normal_text', 'aaa_large_text', 'ui_components']);
    expect(result.summary).toBe('Contrast 21:1: passes AA normal text, AA large text, AAA normal text, AAA large text, UI components.');
    expect((await contrast('#ffffff', 'rgb(0, 0, 0)')).ratio).toBe(21);
  });

  it('gives #777 on white 4.48:1, failing AA normal text (WebAIM)', async () => {
    const result = await contrast('#777777', '#FFFFFF');
    // python3: cr((0x77,)*3, (255,)*3) → 4.478089453577214
    expect(result.ratio).toBeCloseTo(4.478089453577214, 12);
    expect(result.ratio_text).toBe('4.48:1');
    expect(passes(result)).toEqual(['aa_large_text', 'ui_components']);
  });

  it('matches python on colours', async () => {
    // python3: cr((0,0,255),(255,255,255)) → 8.592471358428805; cr((255,0,0),(255,255,255)) → 3.9984767707539985
    expect((await contrast('#00f', '#fff')).ratio).toBeCloseTo(8.592471358428805, 12);
    const red = await contrast('rgb(255, 0, 0)', '#fff');
    expect(red.ratio).toBeCloseTo(3.9984767707539985, 12);
    expect(red.ratio_text).toBe('4:1');
    expect(red.foreground.luminance).toBe(0.2126);
    // python3: cr((0x11,0x22,0x33),(0xaa,0xbb,0xcc)) → 8.219677038882567
    expect((await contrast('#123', '#abc')).ratio).toBeCloseTo(8.219677038882567, 12);
    // The ratio does not depend on which colour is the text.
    expect((await contrast('#abc', '#123')).ratio).toBe((await contrast('#123', '#abc')).ratio);
  });

  it('compares the ratio unrounded and never shows it rounded onto a level it misses', async () => {
    // python3: cr((0x08,0x87,0x66),(255,255,255)) → 4.498930726977296: fails 4.5, shown 4.49 rather than 4.50
    const result = await contrast('#088766', '#fff');
    expect(result.ratio).toBeCloseTo(4.498930726977296, 12);
    expect(result.ratio_text).toBe('4.49:1');
    expect(result.wcag.aa_normal_text).toEqual({ required: 4.5, pass: false });
    // python3: cr((0x03,0x5f,0x88),(0,0,0)) → 2.996270093189296: fails 3:1, shown 2.99
    const dark = await contrast('#035f88', '#000');
    expect(dark.ratio_text).toBe('2.99:1');
    expect(dark.wcag.ui_components).toEqual({ required: 3, pass: false });
  });

  it('composites a translucent foreground over the background and a translucent background over white', async () => {
    // rgba(0,0,0,0.5) over white is 127.5 grey; python3: cr((127.5,)*3, (255,)*3) → 3.976653024912438
    const half = await contrast('rgba(0, 0, 0, 0.5)', '#fff');
    expect(half.foreground).toMatchObject({ alpha: 0.5, r: 127.5, g: 127.5, b: 127.5, hex: '#808080' });
    expect(half.ratio).toBeCloseTo(3.976653024912438, 12);
    expect(half.method).toContain('foreground (alpha 0.5) composited over the background');
    // Background at 50% black over white is 127.5 grey; black on it: python3: cr((0,0,0),(127.5,)*3) → 5.280822809644651
    const onHalf = await contrast('#000', 'rgba(0, 0, 0, 50%)');
    expect(onHalf.background).toMatchObject({ alpha: 0.5, r: 127.5 });
    expect(onHalf.ratio).toBeCloseTo(5.280822809644651, 12);
    expect(onHalf.method).toContain('background (alpha 0.5) composited over white');
    // A fully transparent foreground is the background itself: 1:1.
    expect((await contrast('rgba(255, 0, 0, 0)', '#336699')).ratio).toBe(1);
  });

  it('uses the sRGB threshold 0.04045 for a blended channel between it and 0.03928', async () => {
    // Black at alpha 0.96 over white: channel 255 × 0.04 = 10.2, c = 0.04. python3: 0.04000000000000004/12.92 → 0.0030959752321981456
    // (the 0.03928 branch would give ((0.04+0.055)/1.055)**2.4 = 0.00310…); cr((10.2,)*3,(255,)*3) → 19.77551020408163
    const result = await contrast('rgba(0, 0, 0, 0.96)', '#fff');
    expect(result.foreground.luminance).toBeCloseTo(0.0030959752321981456, 15);
    expect(result.ratio).toBeCloseTo(19.77551020408163, 12);
  });

  it('reads the CSS forms: #rgb, #rrggbb, any case, rgb and rgba with commas or spaces, percentages', async () => {
    const black = [0, 0, 0];
    for (const form of ['#000', '000', '#000000', 'rgb(0,0,0)', 'RGB( 0 , 0 , 0 )', 'rgb(0 0 0)', 'rgba(0, 0, 0, 1)', 'rgb(0 0 0 / 100%)', 'rgb(0%, 0%, 0%)', 'rgba(0, 0, 0)']) {
      const result = await contrast(form, '#fff');
      expect([result.foreground.r, result.foreground.g, result.foreground.b], form).toEqual(black);
      expect(result.ratio, form).toBe(21);
    }
    expect((await contrast('rgb(100%, 50%, 0%)', '#fff')).foreground).toMatchObject({ r: 255, g: 127.5, b: 0, hex: '#ff8000' });
    expect((await contrast('rgb(10.5, 20, 30)', '#fff')).foreground).toMatchObject({ r: 10.5 });
  });

  it('refuses what is not a colour, naming the field and the reason', async () => {
    await expectInvalid('color-contrast', { foreground: 'red', background: '#fff' }, 'foreground: "red" is not a colour: not #rgb, #rrggbb, rgb(r, g, b) or rgba(r, g, b, a)');
    await expectInvalid('color-contrast', { foreground: '#000', background: '#ffff' }, 'background: "#ffff" is not a colour: hex with an alpha channel is not accepted; write rgba(r, g, b, a)');
    await expectInvalid('color-contrast', { foreground: '#12345', background: '#fff' }, 'foreground: "#12345" is not a colour: 5 hex digits (#rgb or #rrggbb has 3 or 6)');
    await expectInvalid('color-contrast', { foreground: 'rgb(256, 0, 0)', background: '#fff' }, /^foreground: .*red "256" is not a number 0–255/);
    await expectInvalid('color-contrast', { foreground: 'rgb(0, -1, 0)', background: '#fff' }, /^foreground: .*green "-1"/);
    await expectInvalid('color-contrast', { foreground: 'rgba(0, 0, 0, 1.5)', background: '#fff' }, /^foreground: .*alpha "1.5" is not a number 0–1/);
    await expectInvalid('color-contrast', { foreground: 'rgb(0, 0)', background: '#fff' }, /^foreground: .*2 channels/);
    await expectInvalid('color-contrast', { foreground: 'rgb(0 0 0 / 1 / 1)', background: '#fff' }, /^foreground: .*more than one \//);
    await expectInvalid('color-contrast', { foreground: 'rgb(1e2, 0, 0)', background: '#fff' }, /^foreground: /);
    await expectInvalid('color-contrast', { foreground: '', background: '#fff' }, /^foreground: /);
    await expectInvalid('color-contrast', { foreground: '#000', background: 'x'.repeat(101) }, /^background: /);
    await expectInvalid('color-contrast', { foreground: '#000' }, 'background: is required');
    await expectInvalid('color-contrast', { foreground: 0, background: '#fff' }, /^foreground: must be a string/);
    await expectInvalid('color-contrast', JSON.parse('{"foreground":"#000","background":"#fff","__proto__":{"x":1}}'), '__proto__: unknown field');
  });
});
