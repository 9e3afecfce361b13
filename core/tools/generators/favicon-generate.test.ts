import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeRaster } from '../../lib/raster-decode.ts';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Favicons { ico: string; appleTouchIcon: string; icon192: string; icon512: string; manifest: string; html: string }

const source = readFileSync(new URL('../conversion/fixtures/transform-source.png', import.meta.url)).toString('base64');
const bytes = (base64: string) => new Uint8Array(Buffer.from(base64, 'base64'));

/** The directory of an .ico file, read as icotool -l reads it. */
function icoDirectory(ico: Uint8Array) {
  const view = new DataView(ico.buffer, ico.byteOffset, ico.byteLength);
  expect([view.getUint16(0, true), view.getUint16(2, true)]).toEqual([0, 1]);
  return Array.from({ length: view.getUint16(4, true) }, (_, i) => {
    const at = 6 + 16 * i;
    const size = view.getUint32(at + 8, true);
    const offset = view.getUint32(at + 12, true);
    return { width: ico[at]!, height: ico[at + 1]!, planes: view.getUint16(at + 4, true), bitDepth: view.getUint16(at + 6, true), png: ico.subarray(offset, offset + size) };
  });
}

describe('favicon-generate', () => {
  it('writes an .ico icotool lists as three 32-bit PNG icons', async () => {
    // icotool -l favicon.ico (icoutils 0.32) on this output:
    //   --icon --index=1 --width=16 --height=16 --bit-depth=32 --palette-size=0
    //   --icon --index=2 --width=32 --height=32 --bit-depth=32 --palette-size=0
    //   --icon --index=3 --width=48 --height=48 --bit-depth=32 --palette-size=0
    // and icotool -x extracts PNG 16x16, 32x32 and 48x48 (identify).
    const result = await run<Favicons>('favicon-generate', { bin: source });
    const entries = icoDirectory(bytes(result.ico));
    expect(entries.map(({ width, height, planes, bitDepth }) => [width, height, planes, bitDepth])).toEqual([[16, 16, 1, 32], [32, 32, 1, 32], [48, 48, 1, 32]]);
    for (const entry of entries) {
      const image = await decodeRaster('png', entry.png);
      expect([image.format, image.width, image.height]).toEqual(['png', entry.width, entry.height]);
    }
  });

  it('makes the PNGs at their sizes, the apple-touch one opaque (identify: 180x180, %[opaque] true)', async () => {
    const result = await run<Favicons>('favicon-generate', { bin: source });
    const sizes = [];
    for (const key of ['appleTouchIcon', 'icon192', 'icon512'] as const) {
      const image = await decodeRaster(key, bytes(result[key]));
      sizes.push([image.width, image.height]);
      if (key === 'appleTouchIcon') expect(image.rgba.every((value, i) => i % 4 !== 3 || value === 255)).toBe(true);
    }
    expect(sizes).toEqual([[180, 180], [192, 192], [512, 512]]);
    // The 40 × 30 picture is centred on a transparent square: the top rows of icon-192 are clear.
    const icon = await decodeRaster('icon192', bytes(result.icon192));
    expect(icon.rgba[3]).toBe(0);
    expect(icon.rgba[(96 * 192 + 96) * 4 + 3]).toBe(255);
  });

  it('writes the manifest and escaped tags under path', async () => {
    const result = await run<Favicons>('favicon-generate', { bin: source, name: 'Ex <am> "ple"', theme_color: 'rgb(51, 102, 153)', path: '/static' });
    expect(JSON.parse(result.manifest)).toEqual({
      name: 'Ex <am> "ple"',
      short_name: 'Ex <am> "ple"',
      icons: [
        { src: '/static/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/static/icon-512.png', sizes: '512x512', type: 'image/png' },
      ],
      theme_color: '#336699',
      display: 'standalone',
    });
    expect(result.html).toBe([
      '<link rel="icon" href="/static/favicon.ico" sizes="48x48">',
      '<link rel="apple-touch-icon" href="/static/apple-touch-icon.png">',
      '<link rel="manifest" href="/static/manifest.webmanifest">',
      '<meta name="theme-color" content="#336699">',
    ].join('\n'));
    const bare = await run<Favicons>('favicon-generate', { bin: source, short_name: 'Ex' });
    expect(JSON.parse(bare.manifest)).toEqual({ short_name: 'Ex', icons: expect.any(Array), display: 'standalone' });
    expect(bare.html).toContain('href="/favicon.ico"');
    const amp = await run<Favicons>('favicon-generate', { bin: source, path: '/a&b/' });
    expect(amp.html).toContain('href="/a&amp;b/favicon.ico"');
  });

  it('refuses bad colours, paths and files, naming the field', async () => {
    await expectInvalid('favicon-generate', { bin: source, theme_color: 'blue-ish' }, /^theme_color: not #rgb/);
    await expectInvalid('favicon-generate', { bin: source, background_color: 'rgba(0,0,0,0.5)' }, 'background_color: give an opaque colour');
    await expectInvalid('favicon-generate', { bin: source, path: 'static' }, /path: must match/);
    await expectInvalid('favicon-generate', { bin: source, path: '/a"><script>' }, /path: must match/);
    await expectInvalid('favicon-generate', { bin: source, name: 'x'.repeat(201) }, /name: must be at most 200 characters/);
    await expectInvalid('favicon-generate', { bin: btoa('<svg/>') }, /^bin: the SVG could not be read/);
    await expectInvalid('favicon-generate', { bin: btoa('nothing') }, /^bin: is not a PNG, JPEG, GIF, BMP, WebP, AVIF or SVG image/);
    await expectInvalid('favicon-generate', {}, /bin: is required/);
    await expectInvalid('favicon-generate', JSON.parse(`{"bin":"${source}","__proto__":{"x":1}}`), /__proto__: unknown field/);
  });

  it('draws an SVG at 512 px, so the largest icon is sharp, not a small drawing scaled up', async () => {
    // An 8 × 8 blue square with a white 4 × 4 square in its middle: at 512 px the white runs from
    // 128 to 383 on each axis, and the pixels beside that edge are pure blue and pure white.
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#1e90ff"/><rect x="2" y="2" width="4" height="4" fill="#fff"/></svg>';
    const icons = await run<Favicons>('favicon-generate', { bin: btoa(svg) });
    const icon = await decodeRaster('icon512', new Uint8Array(Buffer.from(icons.icon512, 'base64')));
    expect([icon.width, icon.height]).toEqual([512, 512]);
    const at = (x: number, y: number) => [...icon.rgba.subarray((y * 512 + x) * 4, (y * 512 + x) * 4 + 4)];
    expect(at(127, 256)).toEqual([0x1e, 0x90, 0xff, 255]);
    expect(at(128, 256)).toEqual([255, 255, 255, 255]);
    expect(at(383, 256)).toEqual([255, 255, 255, 255]);
    expect(at(384, 256)).toEqual([0x1e, 0x90, 0xff, 255]);
  });
});
