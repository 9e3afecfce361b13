import { Type } from '@sinclair/typebox';
import { createByteBudget, fileBytes } from '../../lib/pdf/file-bytes.ts';
import { readImageHeader, MAX_IMAGE_PIXELS, type ImageHeader } from '../../lib/pdf/image-header.ts';
import { createPdf, savePdf } from '../../lib/pdf/open-pdf.ts';
import { imageInput, pdfOutput } from '../../lib/pdf/pdf-schema.ts';
import { SAMPLE_JPEG, SAMPLE_PNG } from '../../lib/pdf/sample-images.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid, ToolError } from '../../tool.ts';

/*
 * Decisions (spec 4.3 names images, page_size with fit the default, and margin):
 * - One page per image, in the order given. The type is read from the file's own first bytes
 *   (lib/pdf/image-header.ts), never from a data: URL's media type.
 * - JPEG goes in as it is (pdf-lib's embedJpg: the DCT data is copied, not decoded or re-encoded):
 *   baseline and progressive, greyscale, colour, and CMYK written by Adobe applications (APP14
 *   marker; pdf-lib stores every CMYK JPEG as Adobe's inverted inks, so one without the marker
 *   would print inverted and is refused). 12-bit, lossless and arithmetic-coded JPEGs are refused:
 *   PDF's DCTDecode does not show them.
 * - PNG is decoded by pdf-lib (UPNG) into RGB plus an alpha mask when any pixel is not opaque.
 *   Before that, the header and the compressed data are checked, and the RGBA bytes pdf-lib will
 *   allocate, width × height × 4 summed over every PNG, may not pass MAX_PNG_DECODED_BYTES (10
 *   megapixels in all); any image may have at most 40 megapixels. Animated PNGs are refused.
 * - A pixel is a point (1/72 inch, 72 dpi); resolution metadata (JFIF density, pHYs) is ignored,
 *   as most converters do, so the result does not depend on a field cameras fill in at random.
 * - page_size fit: each page is the image's size plus the margin on every side. ISO 32000-1
 *   annex C.2 gives 14,400 units as the largest page side readers must take: a larger image is
 *   scaled down to fit it, and a side shorter than the 3-unit minimum is widened to 3.
 * - a4 (ISO 216: 210 × 297 mm = 595.28 × 841.89 pt), letter (8.5 × 11 in = 612 × 792 pt, ANSI/ASME
 *   Y14.1 size A) and legal (8.5 × 14 in = 612 × 1008 pt, the North American legal size): a page
 *   turns landscape when its image is wider than tall, portrait otherwise. The image is scaled
 *   down to fit inside the margins, keeping its aspect ratio, and centred; it is never scaled up,
 *   since that would only blur it.
 * - margin (points) is bounded to 0..200, which always leaves room on the fixed sizes (at least
 *   195 pt across on A4), so no margin the schema admits can leave an image no space.
 */

/**
 * What the PNGs of one request may decode to together (width × height × 4 bytes each): 10
 * megapixels, a 4K screenshot with room to spare. pdf-lib decodes in JavaScript and re-compresses
 * with pako, about 0.35 s a megapixel here (10 MP: decode 0.9 s, RGBA 0.2 s, split 0.2 s, deflate
 * 1.9 s, alpha 0.5 s), so this keeps the worst PNG input within half the 10 s deadline; 25 MP took
 * 9.8 s on a loaded machine. JPEGs are not decoded and do not count.
 */
const MAX_PNG_DECODED_BYTES = 40_000_000;

const PAGE_SIZES = {
  a4: [595.28, 841.89],
  letter: [612, 792],
  legal: [612, 1008],
} as const;

type PageSizeName = keyof typeof PAGE_SIZES | 'fit';

/** ISO 32000-1, annex C.2: the page sides readers must take, in default user space units. */
const LARGEST_PAGE_SIDE = 14_400;
const SMALLEST_PAGE_SIDE = 3;

const input = closedObject({
  images: Type.Array(imageInput('One image, Base64-encoded JPEG or PNG (a data: URL prefix is accepted; the type is read from the file itself)'), {
    minItems: 1,
    maxItems: 100,
    description: 'The images in page order, one page each: 1 to 100, at most 15 MB of files in all, 40 megapixels each and 10 megapixels of PNG in all',
  }),
  page_size: withDefault(
    stringEnum(['fit', 'a4', 'letter', 'legal'], {
      description:
        'fit: each page is its image’s size (1 pixel = 1 point) plus the margin. a4 (595.28 × 841.89 pt), letter (612 × 792 pt) or legal (612 × 1008 pt): the image is scaled down to fit inside the margins and centred, and the page turns landscape for a wide image',
    }),
    'fit',
  ),
  margin: withDefault(Type.Number({ minimum: 0, maximum: 200, description: 'Space around each image, in points (1/72 inch), 0 to 200' }), 0),
});

const output = closedObject({
  pdf: pdfOutput(),
  page_count: Type.Integer({ description: 'Pages in the PDF: one per image' }),
  bytes: Type.Integer({ description: 'Size of the PDF in bytes' }),
  pages: Type.Array(
    closedObject({
      width: Type.Number({ description: 'Page width in points' }),
      height: Type.Number({ description: 'Page height in points' }),
      image_width: Type.Integer({ description: 'Width of the image in pixels' }),
      image_height: Type.Integer({ description: 'Height of the image in pixels' }),
      type: stringEnum(['jpeg', 'png'], { description: 'The image format, read from the file’s bytes' }),
      scale: Type.Number({ description: 'Points per pixel the image is drawn at (1 = full size at 72 dpi; below 1 when scaled down to fit)' }),
    }),
    { description: 'Each page, in order' },
  ),
});

interface Placement {
  width: number;
  height: number;
  scale: number;
}

const round = (value: number, places: number): number => Number(value.toFixed(places));

/** The page size and the image's scale for an image of `header`'s pixels (see the decisions). */
function place(header: ImageHeader, pageSize: PageSizeName, margin: number): Placement {
  const { width, height } = header;
  if (pageSize === 'fit') {
    const scale = Math.min(1, (LARGEST_PAGE_SIDE - 2 * margin) / Math.max(width, height));
    return {
      width: Math.max(SMALLEST_PAGE_SIDE, round(width * scale + 2 * margin, 2)),
      height: Math.max(SMALLEST_PAGE_SIDE, round(height * scale + 2 * margin, 2)),
      scale,
    };
  }
  const [short, long] = PAGE_SIZES[pageSize];
  const [pageWidth, pageHeight] = width > height ? [long, short] : [short, long];
  const scale = Math.min(1, (pageWidth - 2 * margin) / width, (pageHeight - 2 * margin) / height);
  return { width: pageWidth, height: pageHeight, scale };
}

/** Why the engine could not take an image that passed the header checks, as a 400 naming the field. */
function imageFailure(field: string, error: unknown): never {
  if (error instanceof ToolError) throw error;
  const reason = error instanceof Error ? error.message.replace(/\s+/g, ' ').slice(0, 160) : String(error);
  invalid(`${field}: the image could not be read (${reason})`);
}

export default defineTool({
  id: 'images-to-pdf',
  name: 'Images to PDF',
  category: 'documents',
  description: 'Make a PDF with one page per JPEG or PNG image, in order: pages the size of each image, or A4, Letter or Legal with the image fitted and centred.',
  keywords: ['jpg to pdf', 'png to pdf', 'image to pdf', 'photos to pdf', 'img2pdf', 'convert images'],
  isolate: true,
  input,
  output,
  examples: [
    {
      title: 'A JPEG and a PNG, each page the image’s size',
      input: { images: [SAMPLE_JPEG, SAMPLE_PNG] },
      output: {
        pdf: 'JVBERi0xLjcKJYGBgYEKCjEgMCBvYmoKPDwKL1R5cGUgL1BhZ2VzCi9LaWRzIFsgNCAwIFIgNyAwIFIgXQovQ291bnQgMgo+PgplbmRvYmoKCjIgMCBvYmoKPDwKL1R5cGUgL0NhdGFsb2cKL1BhZ2VzIDEgMCBSCj4+CmVuZG9iagoKMyAwIG9iago8PAovVHlwZSAvWE9iamVjdAovU3VidHlwZSAvSW1hZ2UKL0JpdHNQZXJDb21wb25lbnQgOAovV2lkdGggNjQKL0hlaWdodCA0OAovQ29sb3JTcGFjZSAvRGV2aWNlUkdCCi9GaWx0ZXIgL0RDVERlY29kZQovTGVuZ3RoIDIyMQo+PgpzdHJlYW0K/9j/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAARCAAwAEADAREAAhEAAxEA/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACAAMAAD8A+F39DD8dwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA//9kKZW5kc3RyZWFtCmVuZG9iagoKNCAwIG9iago8PAovVHlwZSAvUGFnZQovUGFyZW50IDEgMCBSCi9SZXNvdXJjZXMgPDwKL0ZvbnQgPDwKPj4KL1hPYmplY3QgPDwKL0ltYWdlLTcwOTg0ODA3ODkgMyAwIFIKPj4KL0V4dEdTdGF0ZSA8PAo+Pgo+PgovTWVkaWFCb3ggWyAwIDAgNjQgNDggXQovQW5ub3RzIFsgXQovQ29udGVudHMgWyA1IDAgUiBdCj4+CmVuZG9iagoKNSAwIG9iago8PAovRmlsdGVyIC9GbGF0ZURlY29kZQovTGVuZ3RoIDUxCj4+CnN0cmVhbQp4nCvkMlQwAEIImZyLzjUzAbNMLHDI63vmJqan6pobWFqYWBiYW1gquORzBXIBANkgEXMKZW5kc3RyZWFtCmVuZG9iagoKNiAwIG9iago8PAovVHlwZSAvWE9iamVjdAovU3VidHlwZSAvSW1hZ2UKL0JpdHNQZXJDb21wb25lbnQgOAovV2lkdGggNDgKL0hlaWdodCA2NAovQ29sb3JTcGFjZSAvRGV2aWNlUkdCCi9TTWFzayA5IDAgUgovRmlsdGVyIC9GbGF0ZURlY29kZQovTGVuZ3RoIDQxCj4+CnN0cmVhbQp4nO3CMQ0AAAgDMBPI5uZG4iTgg7RpuqKqqqrq37Wjqqqq6uMHuLcdAAplbmRzdHJlYW0KZW5kb2JqCgo3IDAgb2JqCjw8Ci9UeXBlIC9QYWdlCi9QYXJlbnQgMSAwIFIKL1Jlc291cmNlcyA8PAovRm9udCA8PAo+PgovWE9iamVjdCA8PAovSW1hZ2UtOTc0MjY4MjU2OCA2IDAgUgo+PgovRXh0R1N0YXRlIDw8Cj4+Cj4+Ci9NZWRpYUJveCBbIDAgMCA0OCA2NCBdCi9Bbm5vdHMgWyBdCi9Db250ZW50cyBbIDggMCBSIF0KPj4KZW5kb2JqCgo4IDAgb2JqCjw8Ci9GaWx0ZXIgL0ZsYXRlRGVjb2RlCi9MZW5ndGggNTEKPj4Kc3RyZWFtCnicK+QyVDAAQgiZnIvONbEAs8xMcMjre+YmpqfqWpqbGJlZGJmaWSi45HMFcgEA2SYRcAplbmRzdHJlYW0KZW5kb2JqCgo5IDAgb2JqCjw8Ci9UeXBlIC9YT2JqZWN0Ci9TdWJ0eXBlIC9JbWFnZQovSGVpZ2h0IDY0Ci9XaWR0aCA0OAovQml0c1BlckNvbXBvbmVudCA4Ci9Db2xvclNwYWNlIC9EZXZpY2VHcmF5Ci9EZWNvZGUgWyAwIDEgXQovRmlsdGVyIC9GbGF0ZURlY29kZQovTGVuZ3RoIDI2Cj4+CnN0cmVhbQp4nO3BAQEAAAABoOueM0TVAvAoAFwaN076eQplbmRzdHJlYW0KZW5kb2JqCgp4cmVmCjAgMTAKMDAwMDAwMDAwMCA2NTUzNSBmIAowMDAwMDAwMDE2IDAwMDAwIG4gCjAwMDAwMDAwODIgMDAwMDAgbiAKMDAwMDAwMDEzMiAwMDAwMCBuIAowMDAwMDAwNTE5IDAwMDAwIG4gCjAwMDAwMDA3MDggMDAwMDAgbiAKMDAwMDAwMDgzMSAwMDAwMCBuIAowMDAwMDAxMDUyIDAwMDAwIG4gCjAwMDAwMDEyNDEgMDAwMDAgbiAKMDAwMDAwMTM2NCAwMDAwMCBuIAoKdHJhaWxlcgo8PAovU2l6ZSAxMAovUm9vdCAyIDAgUgo+PgoKc3RhcnR4cmVmCjE1NzQKJSVFT0Y=',
        page_count: 2,
        bytes: 1841,
        pages: [{ width: 64, height: 48, image_width: 64, image_height: 48, type: 'jpeg', scale: 1 }, { width: 48, height: 64, image_width: 48, image_height: 64, type: 'png', scale: 1 }],
      },
    },
    {
      title: 'On A4 with a 36-point margin',
      input: { images: [SAMPLE_PNG], page_size: 'a4', margin: 36 },
      output: {
        pdf: 'JVBERi0xLjcKJYGBgYEKCjEgMCBvYmoKPDwKL1R5cGUgL1BhZ2VzCi9LaWRzIFsgNCAwIFIgXQovQ291bnQgMQo+PgplbmRvYmoKCjIgMCBvYmoKPDwKL1R5cGUgL0NhdGFsb2cKL1BhZ2VzIDEgMCBSCj4+CmVuZG9iagoKMyAwIG9iago8PAovVHlwZSAvWE9iamVjdAovU3VidHlwZSAvSW1hZ2UKL0JpdHNQZXJDb21wb25lbnQgOAovV2lkdGggNDgKL0hlaWdodCA2NAovQ29sb3JTcGFjZSAvRGV2aWNlUkdCCi9TTWFzayA2IDAgUgovRmlsdGVyIC9GbGF0ZURlY29kZQovTGVuZ3RoIDQxCj4+CnN0cmVhbQp4nO3CMQ0AAAgDMBPI5uZG4iTgg7RpuqKqqqrq37Wjqqqq6uMHuLcdAAplbmRzdHJlYW0KZW5kb2JqCgo0IDAgb2JqCjw8Ci9UeXBlIC9QYWdlCi9QYXJlbnQgMSAwIFIKL1Jlc291cmNlcyA8PAovRm9udCA8PAo+PgovWE9iamVjdCA8PAovSW1hZ2UtNzA5ODQ4MDc4OSAzIDAgUgo+PgovRXh0R1N0YXRlIDw8Cj4+Cj4+Ci9NZWRpYUJveCBbIDAgMCA1OTUuMjggODQxLjg5IF0KL0Fubm90cyBbIF0KL0NvbnRlbnRzIFsgNSAwIFIgXQo+PgplbmRvYmoKCjUgMCBvYmoKPDwKL0ZpbHRlciAvRmxhdGVEZWNvZGUKL0xlbmd0aCA3MQo+PgpzdHJlYW0KeJwr5DJUMABCQwUjc2M9MxMFYwsLPUsTU4XkXLgMiARyTSzALKAaqACavL5nbmJ6qq65gaWFiYWBuYWlgks+VyAXAKiPE7oKZW5kc3RyZWFtCmVuZG9iagoKNiAwIG9iago8PAovVHlwZSAvWE9iamVjdAovU3VidHlwZSAvSW1hZ2UKL0hlaWdodCA2NAovV2lkdGggNDgKL0JpdHNQZXJDb21wb25lbnQgOAovQ29sb3JTcGFjZSAvRGV2aWNlR3JheQovRGVjb2RlIFsgMCAxIF0KL0ZpbHRlciAvRmxhdGVEZWNvZGUKL0xlbmd0aCAyNgo+PgpzdHJlYW0KeJztwQEBAAAAAaDrnjNE1QLwKABcGjdO+nkKZW5kc3RyZWFtCmVuZG9iagoKeHJlZgowIDcKMDAwMDAwMDAwMCA2NTUzNSBmIAowMDAwMDAwMDE2IDAwMDAwIG4gCjAwMDAwMDAwNzYgMDAwMDAgbiAKMDAwMDAwMDEyNiAwMDAwMCBuIAowMDAwMDAwMzQ3IDAwMDAwIG4gCjAwMDAwMDA1NDQgMDAwMDAgbiAKMDAwMDAwMDY4NyAwMDAwMCBuIAoKdHJhaWxlcgo8PAovU2l6ZSA3Ci9Sb290IDIgMCBSCj4+CgpzdGFydHhyZWYKODk3CiUlRU9G',
        page_count: 1,
        bytes: 1101,
        pages: [{ width: 595.28, height: 841.89, image_width: 48, image_height: 64, type: 'png', scale: 1 }],
      },
    },
  ],
  async run({ images, page_size: pageSize, margin }) {
    const budget = createByteBudget();
    // Every file is read and checked before any is decoded, so a hostile image anywhere in the
    // list costs nothing but its header.
    let decoded = 0;
    const files: { field: string; bytes: Uint8Array; header: ImageHeader }[] = [];
    for (const [index, text] of images.entries()) {
      const field = `images[${index}]`;
      const bytes = fileBytes(field, text, budget);
      const header = await readImageHeader(field, bytes);
      decoded += header.decodedBytes;
      if (decoded > MAX_PNG_DECODED_BYTES) {
        invalid(`${field}: the PNG images up to this one have more than ${MAX_PNG_DECODED_BYTES / 4e6} megapixels together, the limit for PNG (each JPEG may have ${MAX_IMAGE_PIXELS / 1e6})`);
      }
      files.push({ field, bytes, header });
    }
    const { doc } = await createPdf();
    const pages = [];
    for (const { field, bytes, header } of files) {
      // pdf-lib reads a JPEG through a DataView over the whole ArrayBuffer, so the bytes must start it.
      const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
      let image;
      try {
        image = header.type === 'jpeg' ? await doc.embedJpg(own) : await doc.embedPng(own);
      } catch (error) {
        imageFailure(field, error);
      }
      if (image.width !== header.width || image.height !== header.height) {
        invalid(`${field}: the image's headers disagree about its size (${header.width} × ${header.height} or ${image.width} × ${image.height})`);
      }
      const { width, height, scale } = place(header, pageSize, margin);
      const drawnWidth = header.width * scale;
      const drawnHeight = header.height * scale;
      const page = doc.addPage([width, height]);
      page.drawImage(image, { x: (width - drawnWidth) / 2, y: (height - drawnHeight) / 2, width: drawnWidth, height: drawnHeight });
      pages.push({ width, height, image_width: header.width, image_height: header.height, type: header.type, scale: round(scale, 4) });
    }
    return { ...(await savePdf(doc)), pages };
  },
});
