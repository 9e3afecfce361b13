import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeRaster } from '../../lib/raster-decode.ts';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Simulated { color?: string; image?: string; width?: number; height?: number; type: string; severity: number }

const fixtureBytes = (name: string) => new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
const fixture = (name: string) => Buffer.from(fixtureBytes(name)).toString('base64');
const simulate = (input: Record<string, unknown>) => run<Simulated>('color-blindness-simulate', input);

describe('color-blindness-simulate', () => {
  it('matches colorspacious for protan, deutan and tritan at several severities', async () => {
    // /usr/bin/python3: np.clip(cspace_convert(rgb, {"name": "sRGB1+CVD", "cvd_type": "<type>anomaly", "severity": 100 * s}, "sRGB1"), 0, 1),
    // channels × 255 rounded (colorspacious 1.1.2, Debian python3-colorspacious).
    const cases: [string, number, string, string][] = [
      ['protan', 1.0, '#ff0000', '#6d5f00'],
      ['protan', 1.0, '#00ff00', '#ffe500'],
      ['protan', 1.0, '#3366cc', '#2872d0'],
      ['protan', 1.0, '#ffa500', '#c3ac00'],
      ['protan', 0.5, '#ff0000', '#b45600'],
      ['protan', 0.5, '#00ff00', '#d7ed00'],
      ['protan', 0.5, '#3366cc', '#296dce'],
      ['protan', 0.5, '#ffa500', '#dcac00'],
      ['protan', 0.35, '#ff0000', '#c94e00'],
      ['protan', 0.35, '#00ff00', '#bff100'],
      ['protan', 0.35, '#3366cc', '#2b6bcd'],
      ['protan', 0.35, '#ffa500', '#e5ab00'],
      ['deutan', 1.0, '#ff0000', '#a39000'],
      ['deutan', 1.0, '#00ff00', '#efd63a'],
      ['deutan', 1.0, '#3366cc', '#0064ca'],
      ['deutan', 1.0, '#ffa500', '#d9c10e'],
      ['deutan', 0.5, '#ff0000', '#c37600'],
      ['deutan', 0.5, '#00ff00', '#cde52e'],
      ['deutan', 0.5, '#3366cc', '#1066cb'],
      ['deutan', 0.5, '#ffa500', '#e4b700'],
      ['deutan', 0.35, '#ff0000', '#d16900'],
      ['deutan', 0.35, '#00ff00', '#b8eb28'],
      ['deutan', 0.35, '#3366cc', '#1c66cb'],
      ['deutan', 0.35, '#ffa500', '#eab300'],
      ['tritan', 1.0, '#ff0000', '#ff000f'],
      ['tritan', 1.0, '#00ff00', '#00f7d9'],
      ['tritan', 1.0, '#3366cc', '#007e8f'],
      ['tritan', 1.0, '#ffa500', '#ff8e8d'],
      ['tritan', 0.5, '#ff0000', '#ff0013'],
      ['tritan', 0.5, '#00ff00', '#2efa89'],
      ['tritan', 0.5, '#3366cc', '#1a6eb9'],
      ['tritan', 0.5, '#ffa500', '#ffa159'],
      ['tritan', 0.35, '#ff0000', '#f7271d'],
      ['tritan', 0.35, '#00ff00', '#5df973'],
      ['tritan', 0.35, '#3366cc', '#2a6bbe'],
      ['tritan', 0.35, '#ffa500', '#fba54e'],
    ];
    for (const [type, severity, color, seen] of cases) {
      expect((await simulate({ color, type, severity })).color, `${type} ${severity} ${color}`).toBe(seen);
    }
  });

  it('blends towards luminance for achroma (by hand: Rec. 709 Y of linear sRGB, python3)', async () => {
    // Y = 0.2126 R + 0.7152 G + 0.0722 B on linear channels; out = s·Y + (1 − s)·channel, re-encoded.
    expect(await simulate({ color: '#ff0000', type: 'achroma' })).toEqual({ color: '#7f7f7f', type: 'achroma', severity: 1 });
    expect((await simulate({ color: '#3366cc', type: 'achroma', severity: 0.5 })).color).toBe('#5468a5');
  });

  it('leaves colours alone at severity 0, and takes rgb() and #rgb', async () => {
    for (const type of ['protan', 'deutan', 'tritan', 'achroma']) {
      expect((await simulate({ color: '#3366cc', type, severity: 0 })).color).toBe('#3366cc');
    }
    expect((await simulate({ color: 'rgb(255, 0, 0)' })).color).toBe('#6d5f00');
    expect((await simulate({ color: '#f00' })).color).toBe('#6d5f00');
  });

  it('simulates every pixel of an image as colorspacious does, alpha kept (within 1 level)', async () => {
    // fixtures/README.md: cvd-deutan-0.7-colorspacious.png is transform-source.png through colorspacious, deuteranomaly 70.
    const result = await simulate({ bin: fixture('transform-source.png'), type: 'deutan', severity: 0.7 });
    expect([result.width, result.height, result.type, result.severity, result.color]).toEqual([40, 30, 'deutan', 0.7, undefined]);
    const ours = await decodeRaster('ours', new Uint8Array(Buffer.from(result.image!, 'base64')));
    const reference = await decodeRaster('reference', fixtureBytes('cvd-deutan-0.7-colorspacious.png'));
    let largest = 0;
    for (let i = 0; i < ours.rgba.length; i++) largest = Math.max(largest, Math.abs(ours.rgba[i]! - reference.rgba[i]!));
    expect(largest).toBeLessThanOrEqual(1);
    // GIF and BMP come in too, as PNG out.
    const gif = await simulate({ bin: fixture('convert-src.gif'), type: 'achroma' });
    expect([...Buffer.from(gif.image!, 'base64').subarray(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
  });

  it('refuses both or neither input, bad colours and bounds, naming the field', async () => {
    await expectInvalid('color-blindness-simulate', { type: 'protan' }, 'color: give exactly one of color or bin');
    await expectInvalid('color-blindness-simulate', { color: '#fff', bin: fixture('convert-src.gif') }, 'color: give exactly one of color or bin');
    await expectInvalid('color-blindness-simulate', { color: 'reddish' }, /^color: not #rgb/);
    await expectInvalid('color-blindness-simulate', { color: 'rgba(0, 0, 0, 0.5)' }, /^color: give an opaque colour/);
    await expectInvalid('color-blindness-simulate', { color: '#fff', severity: 1.01 }, /severity: must be ≤ 1/);
    await expectInvalid('color-blindness-simulate', { color: '#fff', severity: -0.1 }, /severity: must be ≥ 0/);
    await expectInvalid('color-blindness-simulate', { color: '#fff', type: 'monochromacy' }, /type: must be one of protan, deutan, tritan, achroma/);
    await expectInvalid('color-blindness-simulate', { color: 7 }, /color: must be a string/);
    await expectInvalid('color-blindness-simulate', { bin: btoa('<svg/>') }, /^bin: the SVG could not be read/);
    await expectInvalid('color-blindness-simulate', JSON.parse('{"color":"#fff","__proto__":{"x":1}}'), /__proto__: unknown field/);
  });

  it('takes an SVG too, drawn at its own size: green under half-strength deuteranomaly is #cde52e', async () => {
    // The same colorspacious answer as the colour example, pixel by pixel.
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="3" height="2"><rect width="3" height="2" fill="#00ff00"/></svg>';
    const result = await run<{ image: string; width: number; height: number }>('color-blindness-simulate', { bin: btoa(svg), type: 'deutan', severity: 0.5 });
    expect([result.width, result.height]).toEqual([3, 2]);
    const pixels = (await decodeRaster('image', new Uint8Array(Buffer.from(result.image, 'base64')))).rgba;
    for (let i = 0; i < pixels.length; i += 4) expect([...pixels.subarray(i, i + 4)]).toEqual([0xcd, 0xe5, 0x2e, 255]);
  });
});
