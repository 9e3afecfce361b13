/**
 * WebP and AVIF encoding by libwebp and libavif (with libaom), compiled to WebAssembly by Squoosh
 * and packaged by jSquash (@jsquash/webp, @jsquash/avif; Apache-2.0, the codecs BSD). We drive
 * their emscripten modules directly, with the .wasm imported as bytes (scripts/binary-imports.ts), so
 * no build has a file to find; the packages' own wrappers fetch it by URL. The single-threaded,
 * non-SIMD builds: they run on every engine the library supports (Node 20, Bun, Deno, any browser
 * with WebAssembly), and a tool runs on one thread anyway.
 */
import type { RgbaImage } from './image-resize.ts';

interface EmscriptenEncoder {
  encode(data: Uint8Array, width: number, height: number, options: object): Uint8Array | null;
}
type EncoderFactory = (options: object) => Promise<EmscriptenEncoder>;

/** An emscripten module started from bytes: compiled once, instantiated once, kept. */
function encoderLoader(loadFactory: () => Promise<{ default: unknown }>, loadBytes: () => Promise<{ default: Uint8Array<ArrayBuffer> }>) {
  let started: Promise<EmscriptenEncoder> | undefined;
  return {
    get(): Promise<EmscriptenEncoder> {
      started ??= (async () => {
        const [{ default: factory }, { default: bytes }] = await Promise.all([loadFactory(), loadBytes()]);
        const compiled = await WebAssembly.compile(bytes);
        return (factory as EncoderFactory)({
          noInitialRun: true,
          instantiateWasm(imports: WebAssembly.Imports, done: (instance: WebAssembly.Instance) => void) {
            void WebAssembly.instantiate(compiled, imports).then(done);
            return {};
          },
        });
      })();
      started.catch(() => (started = undefined));
      return started;
    },
    /** After a trap (out of memory) the instance may be corrupt: the next call starts a fresh one. */
    forget(): void {
      started = undefined;
    },
  };
}

const webp = encoderLoader(
  () => import('@jsquash/webp/codec/enc/webp_enc.js'),
  () => import('@jsquash/webp/codec/enc/webp_enc.wasm'),
);
const avif = encoderLoader(
  () => import('@jsquash/avif/codec/enc/avif_enc.js'),
  () => import('@jsquash/avif/codec/enc/avif_enc.wasm'),
);

async function run(loader: ReturnType<typeof encoderLoader>, image: RgbaImage, options: object, format: string): Promise<Uint8Array> {
  const encoder = await loader.get();
  let encoded: Uint8Array | null;
  try {
    encoded = encoder.encode(image.rgba, image.width, image.height, options);
  } catch (error) {
    loader.forget();
    throw error;
  }
  if (!encoded) throw new Error(`the ${format} encoder failed on a ${image.width} × ${image.height} image`);
  // The encoder hands back a view it owns: copy it out.
  return encoded.slice();
}

// libwebp's WebPConfig, as cwebp sets it for `-q <quality> -m 4` (cwebp's defaults otherwise).
const WEBP_DEFAULTS = {
  quality: 75, target_size: 0, target_PSNR: 0, method: 4, sns_strength: 50, filter_strength: 60, filter_sharpness: 0,
  filter_type: 1, partitions: 0, segments: 4, pass: 1, show_compressed: 0, preprocessing: 0, autofilter: 0,
  partition_limit: 0, alpha_compression: 1, alpha_filtering: 1, alpha_quality: 100, lossless: 0, exact: 0,
  image_hint: 0, emulate_jpeg_size: 0, thread_level: 0, low_memory: 0, near_lossless: 100, use_delta_palette: 0,
  use_sharp_yuv: 0,
};

/** The image as a WebP file: lossy at `quality` (1–100), or lossless (every pixel kept exactly). */
export function encodeWebpImage(image: RgbaImage, quality: number, lossless = false): Promise<Uint8Array> {
  // Lossless: `quality` is libwebp's effort there; 75 is cwebp -lossless's default.
  const options = lossless ? { ...WEBP_DEFAULTS, lossless: 1, exact: 1, quality: 75 } : { ...WEBP_DEFAULTS, quality };
  return run(webp, image, options, 'WebP');
}

// libavif's settings as jSquash (and Squoosh) default them; speed 6 of 0–10 trades a little size
// for time, as avifenc's default does.
const AVIF_DEFAULTS = {
  quality: 50, qualityAlpha: -1, denoiseLevel: 0, tileColsLog2: 0, tileRowsLog2: 0, speed: 6, subsample: 1,
  chromaDeltaQ: false, sharpness: 0, tune: 0, enableSharpYUV: false, bitDepth: 8, lossless: false,
};

/** The image as an 8-bit AVIF file: lossy at `quality` (1–100, 4:2:0), or lossless (4:4:4, identity matrix). */
export function encodeAvifImage(image: RgbaImage, quality: number, lossless = false): Promise<Uint8Array> {
  const options = lossless ? { ...AVIF_DEFAULTS, quality: 100, qualityAlpha: -1, subsample: 3, lossless: true } : { ...AVIF_DEFAULTS, quality };
  return run(avif, image, options, 'AVIF');
}
