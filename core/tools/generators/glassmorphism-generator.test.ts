import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { cssProblems } from '../../../test/css-syntax.ts';

interface Result {
  css: string; background: string; backdrop_filter: string; border: string; border_radius_css: string; box_shadow: string;
  preview_html: string; preset: string; from_preset: string[]; blur: number; transparency: number; saturation: number;
  border_radius: number; border_width: number; color: string; alpha: number;
}

const glass = (input: Record<string, unknown>) => run<Result>('glassmorphism-generator', input);

describe('glassmorphism-generator', () => {
  // The ui.glass generator's output as copied into many projects (e.g. found verbatim in public repositories):
  //   background: rgba( 255, 255, 255, 0.25 ); box-shadow: 0 8px 32px 0 rgba( 31, 38, 135, 0.37 );
  //   backdrop-filter: blur( 4px ); -webkit-backdrop-filter: blur( 4px ); border-radius: 10px;
  //   border: 1px solid rgba( 255, 255, 255, 0.18 );
  it('classic is ui.glass’s default card', async () => {
    const result = await glass({});
    expect(result.css).toBe(
      '.glass {\n' +
        '  background: rgba(255, 255, 255, 0.25);\n' +
        '  -webkit-backdrop-filter: blur(4px) saturate(100%);\n' +
        '  backdrop-filter: blur(4px) saturate(100%);\n' +
        '  border: 1px solid rgba(255, 255, 255, 0.18);\n' +
        '  border-radius: 10px;\n' +
        '  box-shadow: 0px 8px 32px 0px rgba(31, 38, 135, 0.37);\n' +
        '}',
    );
    expect(cssProblems(result.css)).toEqual([]);
  });

  // The same generator at 0.35 and blur( 13.5px ), another copy of its output.
  it('reproduces ui.glass at transparency 65 and blur 13.5', async () => {
    const result = await glass({ transparency: 65, blur: 13.5 });
    expect(result.background).toBe('rgba(255, 255, 255, 0.35)');
    expect(result.backdrop_filter).toBe('blur(13.5px) saturate(100%)');
  });

  it('takes each preset’s stated values, and every CSS they give parses', async () => {
    const stated: Record<string, [number, number, number, number, number, string, string]> = {
      classic: [4, 75, 100, 10, 1, '#ffffff', 'rgba(255, 255, 255, 0.25)'],
      frosted: [16, 80, 180, 16, 1, '#ffffff', 'rgba(255, 255, 255, 0.2)'],
      clear: [2, 90, 100, 12, 1, '#ffffff', 'rgba(255, 255, 255, 0.1)'],
      dark: [12, 40, 150, 16, 1, '#111827', 'rgba(17, 24, 39, 0.6)'],
      tinted: [10, 70, 160, 20, 1, '#6366f1', 'rgba(99, 102, 241, 0.3)'],
    };
    for (const [preset, [blur, transparency, saturation, radius, width, color, background]] of Object.entries(stated)) {
      const result = await glass({ preset });
      expect(result, preset).toMatchObject({ blur, transparency, saturation, border_radius: radius, border_width: width, color, background });
      expect(result.backdrop_filter).toBe(`blur(${blur}px) saturate(${saturation}%)`);
      expect(cssProblems(result.css), preset).toEqual([]);
    }
  });

  it('lets explicit fields win over the preset', async () => {
    const result = await glass({ preset: 'tinted', color: '#000', saturation: 0 });
    expect(result).toMatchObject({ color: '#000000', saturation: 0, blur: 10, from_preset: ['blur', 'transparency', 'border_radius', 'border_width'] });
    expect(result.background).toBe('rgba(0, 0, 0, 0.3)');
  });

  it('reads transparency literally: 0 opaque, 100 invisible, and multiplies a colour’s own alpha', async () => {
    expect((await glass({ transparency: 0 })).background).toBe('rgba(255, 255, 255, 1)');
    expect((await glass({ transparency: 100 })).background).toBe('rgba(255, 255, 255, 0)');
    expect((await glass({ transparency: 50, color: 'rgba(255, 0, 0, 0.5)' })).background).toBe('rgba(255, 0, 0, 0.25)');
  });

  it('writes border: none for a zero border, and the extremes still parse', async () => {
    const result = await glass({ border_width: 0, blur: 100, saturation: 300, border_radius: 200, transparency: 33.3333 });
    expect(result.border).toBe('none');
    expect(result.background).toBe('rgba(255, 255, 255, 0.667)');
    expect(cssProblems(result.css)).toEqual([]);
  });

  it('refuses out-of-range and non-colour values, naming the field', async () => {
    await expectInvalid('glassmorphism-generator', { blur: -1 }, /^blur/);
    await expectInvalid('glassmorphism-generator', { blur: 101 }, /^blur/);
    await expectInvalid('glassmorphism-generator', { transparency: 100.5 }, /^transparency/);
    await expectInvalid('glassmorphism-generator', { saturation: 301 }, /^saturation/);
    await expectInvalid('glassmorphism-generator', { border_radius: -5 }, /^border_radius/);
    await expectInvalid('glassmorphism-generator', { border_width: 21 }, /^border_width/);
    await expectInvalid('glassmorphism-generator', { preset: 'ice' }, /^preset/);
    await expectInvalid('glassmorphism-generator', { color: 'white' }, /^color: /);
    await expectInvalid('glassmorphism-generator', { color: '#fff); } body { background: url(javascript:alert(1)' }, /^color: /);
    await expectInvalid('glassmorphism-generator', JSON.parse('{"__proto__": {"color": "#000"}}'), /__proto__/);
  });

  it('previews the card over a gradient, with light text on dark glass', async () => {
    const light = await glass({});
    expect(light.preview_html).toContain(light.css);
    expect(light.preview_html).toContain('linear-gradient(');
    expect(light.preview_html).toContain('<div class="glass">');
    expect((await glass({ preset: 'dark' })).preview_html).toContain('<div class="glass on-dark">');
  });
});
