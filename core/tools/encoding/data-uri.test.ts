import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface DataUri { result: string; mediaType: string; bytes: number; resultFormat: string }
const dataUri = (input: Record<string, unknown>) => run<DataUri>('data-uri', input);

describe('data-uri', () => {
  it('decodes the RFC 2397 §4 examples', async () => {
    expect(await dataUri({ action: 'decode', text: 'data:,A%20brief%20note' })).toEqual({
      result: 'A brief note', mediaType: 'text/plain;charset=US-ASCII', bytes: 12, resultFormat: 'text',
    });
    // python3 -c "print(bytes.fromhex('bed3be').decode('iso-8859-7'))" → ΎΣΎ
    expect(await dataUri({ action: 'decode', text: 'data:text/plain;charset=iso-8859-7,%be%d3%be' })).toMatchObject({
      result: 'ΎΣΎ', mediaType: 'text/plain;charset=iso-8859-7', bytes: 3,
    });
    // The RFC's GIF example, its first bytes: GIF87a
    const gif = await dataUri({ action: 'decode', text: 'data:image/gif;base64,R0lGODdhMAAwAPAAAAAAAP///ywAAAAAMAAw' });
    expect(gif).toMatchObject({ mediaType: 'image/gif', resultFormat: 'base64', bytes: 27 });
    expect(atob(gif.result).slice(0, 6)).toBe('GIF87a');
  });

  it('encodes text as Base64 (printf "Hello, World!" | base64 → SGVsbG8sIFdvcmxkIQ==)', async () => {
    expect((await dataUri({ action: 'encode', text: 'Hello, World!' })).result).toBe('data:text/plain;charset=utf-8;base64,SGVsbG8sIFdvcmxkIQ==');
  });

  it('percent-encodes like urllib.parse.quote with the URI sub-delimiters safe', async () => {
    // python3: quote('héllo 100%', safe="-._~!$&'()*+,;=:@/?") → h%C3%A9llo%20100%25
    expect((await dataUri({ action: 'encode', text: 'héllo 100%', base64: false, mime: 'text/plain;charset=utf-8' })).result)
      .toBe('data:text/plain;charset=utf-8,h%C3%A9llo%20100%25');
  });

  it('sniffs the media type of bytes and of text', async () => {
    // printf '\x89PNG\r\n\x1a\n\0\0\0\rIHDR' | base64
    expect(await dataUri({ action: 'encode', text: 'iVBORw0KGgoAAAANSUhEUg==', from: 'base64' })).toEqual({
      result: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==', mediaType: 'image/png', bytes: 16, resultFormat: 'uri',
    });
    expect((await dataUri({ action: 'encode', text: '/9j/4AAQ', from: 'base64' })).mediaType).toBe('image/jpeg');
    expect((await dataUri({ action: 'encode', text: 'AAEC', from: 'base64' })).mediaType).toBe('application/octet-stream');
    expect((await dataUri({ action: 'encode', text: '{"a":1}' })).mediaType).toBe('application/json');
    expect((await dataUri({ action: 'encode', text: '{not json' })).mediaType).toBe('text/plain;charset=utf-8');
    expect((await dataUri({ action: 'encode', text: '<!DOCTYPE html><p>x' })).mediaType).toBe('text/html;charset=utf-8');
    expect((await dataUri({ action: 'encode', text: '<?xml version="1.0"?>\n<svg viewBox="0 0 1 1"></svg>' })).mediaType).toBe('image/svg+xml');
  });

  it('keeps a given media type and refuses one that is not', async () => {
    expect((await dataUri({ action: 'encode', text: 'a', mime: 'text/csv' })).result).toBe('data:text/csv;base64,YQ==');
    await expectInvalid('data-uri', { action: 'encode', text: 'a', mime: 'png' }, /^mime: "png" is not a media type/);
    await expectInvalid('data-uri', { action: 'encode', text: 'a', mime: 'text/plain,x' }, /^mime:/);
  });

  it('answers Base64 for binary content and for text that is not valid in its charset', async () => {
    expect(await dataUri({ action: 'decode', text: 'data:application/octet-stream;base64,AP8=' })).toMatchObject({ result: 'AP8=', resultFormat: 'base64', bytes: 2 });
    expect(await dataUri({ action: 'decode', text: 'data:text/plain,%FF' })).toMatchObject({ result: '/w==', resultFormat: 'base64' });
    expect(await dataUri({ action: 'decode', text: 'data:,%E9' })).toMatchObject({ resultFormat: 'base64' });
    expect(await dataUri({ action: 'decode', text: 'data:text/plain;charset=x-unknown,a' })).toMatchObject({ result: 'YQ==', resultFormat: 'base64' });
  });

  it('decodes percent-escapes inside Base64 data, a charset-only header and UTF-8 text', async () => {
    expect((await dataUri({ action: 'decode', text: 'DATA:;base64,SGk%3D' })).result).toBe('Hi');
    expect((await dataUri({ action: 'decode', text: 'data:;charset=utf-8,caf%C3%A9' })).mediaType).toBe('text/plain;charset=utf-8');
    expect((await dataUri({ action: 'decode', text: 'data:application/json,{"é":1}' })).result).toBe('{"é":1}');
  });

  it('refuses malformed URIs, naming the field', async () => {
    await expectInvalid('data-uri', { action: 'decode', text: 'http://x' }, 'text: a data: URI starts with "data:"');
    await expectInvalid('data-uri', { action: 'decode', text: 'data:text/plain' }, /^text: a data: URI needs a ","/);
    await expectInvalid('data-uri', { action: 'decode', text: 'data:,%zz' }, /^text: "%" at byte 6 is not followed by two hex digits/);
    await expectInvalid('data-uri', { action: 'decode', text: 'data:;base64,@@' }, /^text: the data is not valid Base64/);
    await expectInvalid('data-uri', { action: 'decode', text: 'data:a b/c,x' }, /^text: "a b\/c" is not a media type/);
    await expectInvalid('data-uri', { action: 'encode', text: '!!', from: 'base64' }, /^text: not valid Base64/);
    await expectInvalid('data-uri', { action: 'encode', text: 'a\uDC00' }, /^text: contains a lone surrogate/);
  });

  it('refuses wrong types, bad enums and extra fields', async () => {
    await expectInvalid('data-uri', { action: 'encode', text: 1 }, /^text: must be a string/);
    await expectInvalid('data-uri', { action: 'zip', text: 'a' }, /^action: must be one of encode, decode/);
    await expectInvalid('data-uri', { action: 'encode', text: 'a', from: 'hex' }, /^from: must be one of text, base64/);
    await expectInvalid('data-uri', { action: 'encode', text: 'a', __proto__x: 1, ['__proto__']: { polluted: true } }, /not allowed|unknown|additional/i);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('holds the 1,000,000-character bound', async () => {
    const max = 'é'.repeat(1_000_000);
    expect((await dataUri({ action: 'encode', text: max, base64: false })).result.length).toBe('data:text/plain;charset=utf-8,'.length + 6_000_000);
    await expectInvalid('data-uri', { action: 'encode', text: max + 'a' }, 'text: must be at most 1000000 characters');
  });

  it('round-trips any text and any bytes, both encodings', async () => {
    await fc.assert(fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 100 }), fc.boolean(), async (text, base64) => {
      const { result } = await dataUri({ action: 'encode', text, base64, mime: 'text/plain;charset=utf-8' });
      expect((await dataUri({ action: 'decode', text: result })).result).toBe(text);
    }), { numRuns: 50 });
    await fc.assert(fc.asyncProperty(fc.uint8Array({ maxLength: 100 }), fc.boolean(), async (bytes, base64) => {
      const b64 = btoa(String.fromCharCode(...bytes));
      const { result } = await dataUri({ action: 'encode', text: b64, from: 'base64', base64, mime: 'application/octet-stream' });
      expect((await dataUri({ action: 'decode', text: result })).result).toBe(b64);
    }), { numRuns: 50 });
  });
});
