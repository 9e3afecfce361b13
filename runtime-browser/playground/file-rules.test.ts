/** file-rules: what a file field accepts, and how sizes read. */
import { describe, expect, it } from 'vitest';
import { acceptAttribute, base64ByteLength, exactSize, fileMatches, formatSize, maxFileBytes, mediaLabel } from './file-rules.ts';

describe('acceptAttribute and fileMatches', () => {
  it('accepts the media type and its extensions', () => {
    expect(acceptAttribute('application/pdf')).toBe('application/pdf,.pdf');
    expect(acceptAttribute('image/*')).toBe('image/*');
    expect(acceptAttribute('image/jpeg')).toBe('image/jpeg,.jpg,.jpeg');
    expect(acceptAttribute(undefined)).toBeUndefined();
  });

  it('matches a file by the type the browser gives, or by extension when it gives none', () => {
    expect(fileMatches({ name: 'a.pdf', type: 'application/pdf' }, 'application/pdf')).toBe(true);
    expect(fileMatches({ name: 'a.pdf', type: 'text/plain' }, 'application/pdf')).toBe(false);
    expect(fileMatches({ name: 'a.PDF', type: '' }, 'application/pdf')).toBe(true);
    expect(fileMatches({ name: 'a.txt', type: '' }, 'application/pdf')).toBe(false);
    expect(fileMatches({ name: 'a.png', type: 'image/png' }, 'image/*')).toBe(true);
    expect(fileMatches({ name: 'a.jpg', type: '' }, 'image/*')).toBe(true);
    expect(fileMatches({ name: 'a.pdf', type: 'application/pdf' }, 'image/*')).toBe(false);
    expect(fileMatches({ name: 'a.bin', type: '' }, 'font/woff2')).toBe(true);
    expect(fileMatches({ name: 'a.bin', type: 'x/y' }, undefined)).toBe(true);
  });

  it('says what the field wants', () => {
    expect(mediaLabel('application/pdf')).toBe('a PDF');
    expect(mediaLabel('application/pdf', true)).toBe('PDFs');
    expect(mediaLabel('image/*')).toBe('an image');
    expect(mediaLabel('image/*', true)).toBe('images');
    expect(mediaLabel('image/png')).toBe('a PNG image');
    expect(mediaLabel(undefined, true)).toBe('files');
  });
});

describe('sizes', () => {
  it('gives the largest file whose Base64 fits maxLength', () => {
    expect(maxFileBytes(20_000_000)).toBe(15_000_000);
    expect(maxFileBytes(7)).toBe(3);
    expect(maxFileBytes(undefined)).toBeUndefined();
  });

  it('counts Base64 bytes without decoding, padding, whitespace and data: URLs included', () => {
    for (const bytes of [0, 1, 2, 3, 4, 5, 831]) {
      const text = Buffer.alloc(bytes, 7).toString('base64');
      expect(base64ByteLength(text)).toBe(bytes);
      expect(base64ByteLength(text.replace(/=+$/, ''))).toBe(bytes);
      expect(base64ByteLength(`data:application/pdf;base64,${text}`)).toBe(bytes);
    }
    expect(base64ByteLength('QUJD\nREVG')).toBe(6);
  });

  it('reads sizes briefly, and exactly for placeholders', () => {
    expect(formatSize(1)).toBe('1 byte');
    expect(formatSize(831)).toBe('831 bytes');
    expect(formatSize(12_345)).toBe('12.3 KB');
    expect(formatSize(4_500_000)).toBe('4.5 MB');
    expect(exactSize(123_456)).toBe('123,456 bytes');
  });
});
