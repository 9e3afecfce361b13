/**
 * WebP encoding and decoding by libwebp, and AVIF encoding (with libaom) and decoding by libavif,
 * compiled to WebAssembly by Squoosh and packaged by jSquash (@jsquash/webp, @jsquash/avif;
 * Apache-2.0, the codecs BSD). Each codec loads on its first use. We drive their emscripten
 * modules directly, with the .wasm imported as bytes (scripts/binary-imports.ts), so no build has
 * a file to find; the packages' own wrappers fetch it by URL. These are the single-threaded,
 * non-SIMD builds: they run on every engine the library supports (Node 20, Bun, Deno, any browser
 * with WebAssembly), and a tool runs on one thread anyway.
 */
import type { RgbaImage } from './image-resize.ts';

interface EmscriptenEncoder {
  encode(data: Uint8Array, width: number, height: number, options: object): Uint8Array | null;
}
interface EmscriptenDecoder {
  /** bitDepth: AVIF's decoder only; 8 answers 8-bit RGBA. */
  decode(data: Uint8Array, bitDepth?: 8): { data: Uint8ClampedArray; width: number; height: number } | null;
}

/** An emscripten module started from bytes: compiled once, instantiated once, kept. */
function codecLoader<Codec>(loadFactory: () => Promise<{ default: unknown }>, loadBytes: () => Promise<{ default: Uint8Array<ArrayBuffer> }>) {
  let started: Promise<Codec> | undefined;
  const start = async (): Promise<Codec> => {
    const [{ default: factory }, { default: bytes }] = await Promise.all([loadFactory(), loadBytes()]);
    const compiled = await WebAssembly.compile(bytes);
    return (factory as (options: object) => Promise<Codec>)({
      noInitialRun: true,
      instantiateWasm(imports: WebAssembly.Imports, done: (instance: WebAssembly.Instance) => void) {
        void WebAssembly.instantiate(compiled, imports).then(done);
        return {};
      },
    });
  };
  return {
    /**
     * `work` done with the codec, started on first use (a failed start is tried again next time).
     * After a throw (a trap: out of memory, say) the instance may be corrupt, so the next call
     * starts a fresh one.
     */
    async use<T>(work: (codec: Codec) => T): Promise<T> {
      if (!started) {
        started = start();
        started.catch(() => (started = undefined));
      }
      const codec = await started;
      try {
        return work(codec);
      } catch (error) {
        started = undefined;
        throw error;
      }
    },
  };
}

type Loader<Codec> = ReturnType<typeof codecLoader<Codec>>;

const webpEncoder = codecLoader<EmscriptenEncoder>(
  () => import('@jsquash/webp/codec/enc/webp_enc.js'),
  () => import('@jsquash/webp/codec/enc/webp_enc.wasm'),
);
const webpDecoder = codecLoader<EmscriptenDecoder>(
  () => import('@jsquash/webp/codec/dec/webp_dec.js'),
  () => import('@jsquash/webp/codec/dec/webp_dec.wasm'),
);
const avifDecoder = codecLoader<EmscriptenDecoder>(
  () => import('@jsquash/avif/codec/dec/avif_dec.js'),
  () => import('@jsquash/avif/codec/dec/avif_dec.wasm'),
);
const avifEncoder = codecLoader<EmscriptenEncoder>(
  () => import('@jsquash/avif/codec/enc/avif_enc.js'),
  () => import('@jsquash/avif/codec/enc/avif_enc.wasm'),
);

async function encodeWith(loader: Loader<EmscriptenEncoder>, image: RgbaImage, options: object, format: string): Promise<Uint8Array> {
  const encoded = await loader.use((encoder) => encoder.encode(image.rgba, image.width, image.height, options));
  if (!encoded) throw new Error(`the ${format} encoder failed on a ${image.width} × ${image.height} image`);
  // Copied out, in case it is a view into the module's memory, which the next call reuses.
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
  return encodeWith(webpEncoder, image, options, 'WebP');
}

// libavif's settings as jSquash (and Squoosh) default them; speed 6 of 0–10 trades a little size
// for time, as avifenc's default does.
const AVIF_DEFAULTS = {
  quality: 50, qualityAlpha: -1, denoiseLevel: 0, tileColsLog2: 0, tileRowsLog2: 0, speed: 6, subsample: 1,
  chromaDeltaQ: false, sharpness: 0, tune: 0, enableSharpYUV: false, bitDepth: 8, lossless: false,
};

/**
 * Past 4 megapixels libaom runs at speed 8, to stay inside the deadline: here 4 MP of a blurred
 * drawing took 3.6 s at speed 6 and 0.8 s at speed 8 (a file 2% smaller), 4 MP of noise 7.0 s
 * and 2.6 s (4% larger).
 */
const FAST_AVIF_ABOVE_PIXELS = 4_000_000;

/** The image as an 8-bit AVIF file: lossy at `quality` (1–100, 4:2:0), or lossless (4:4:4, identity matrix). */
export function encodeAvifImage(image: RgbaImage, quality: number, lossless = false): Promise<Uint8Array> {
  const options = lossless ? { ...AVIF_DEFAULTS, quality: 100, qualityAlpha: -1, subsample: 3, lossless: true } : { ...AVIF_DEFAULTS, quality };
  if (image.width * image.height > FAST_AVIF_ABOVE_PIXELS) options.speed = 8;
  return encodeWith(avifEncoder, image, options, 'AVIF');
}

/** Decodes with `loader`'s codec; undefined when the codec refuses the data. */
async function decodeWith(loader: Loader<EmscriptenDecoder>, bytes: Uint8Array, bitDepth?: 8): Promise<RgbaImage | undefined> {
  const decoded = await loader.use((decoder) => (bitDepth === undefined ? decoder.decode(bytes) : decoder.decode(bytes, bitDepth)));
  if (!decoded) return undefined;
  const { data, width, height } = decoded;
  return { width, height, rgba: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
}

/** A still WebP's pixels (lossy or lossless, with alpha); undefined when libwebp cannot decode it. */
export function decodeWebpImage(bytes: Uint8Array): Promise<RgbaImage | undefined> {
  return decodeWith(webpDecoder, bytes);
}

/** An AVIF's primary image as 8-bit RGBA (alpha included); undefined when libavif cannot decode it. */
export function decodeAvifImage(bytes: Uint8Array): Promise<RgbaImage | undefined> {
  return decodeWith(avifDecoder, bytes, 8);
}
