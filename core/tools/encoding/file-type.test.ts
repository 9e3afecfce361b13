import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Detected { ext: string | null; mime: string; detectedBy: string }
const detect = (bin: string) => run<Detected>('file-type', { bin });

/**
 * Each fixture was written by python3 (zlib, gzip, zipfile, or literal bytes), then
 * `file -b --mime-type <f>` named its type and `base64 -w0 <f>` gave the text here.
 */
const fixtures: [name: string, base64: string, mime: string, ext: string][] = [
  ['png', 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==', 'image/png', 'png'],
  ['gif', 'R0lGODlhAQABAAAAADs=', 'image/gif', 'gif'],
  ['gzip', 'H4sIAAAAAAACA8tIzcnJBwCGphA2BQAAAA==', 'application/gzip', 'gz'],
  ['pdf', 'JVBERi0xLjQKMSAwIG9iajw8Pj5lbmRvYmoKdHJhaWxlcjw8Pj4KJSVFT0YK', 'application/pdf', 'pdf'],
  ['wasm', 'AGFzbQEAAAA=', 'application/wasm', 'wasm'],
  ['zip', 'UEsDBBQAAAAAAJdRe12sKpPYAgAAAAIAAAAFAAAAYS50eHRoaVBLAQIUAxQAAAAAAJdRe12sKpPYAgAAAAIAAAAFAAAAAAAAAAAAAACAAQAAAABhLnR4dFBLBQYAAAAAAQABADMAAAAlAAAAAAA=', 'application/zip', 'zip'],
];

describe('file-type', () => {
  it.each(fixtures)('names %s as file --mime-type does', async (_, base64, mime, ext) => {
    expect(await detect(base64)).toEqual({ ext, mime, detectedBy: 'signature' });
  });

  it('falls back to text/plain for UTF-8 text and octet-stream for other bytes, as file --mime-type does', async () => {
    // printf 'héllo world\n' | file -b --mime-type - → text/plain
    expect(await detect('aMOpbGxvIHdvcmxkCg==')).toEqual({ ext: 'txt', mime: 'text/plain', detectedBy: 'text' });
    // printf '\0\1\2\3\377\376\0\7' | file -b --mime-type - → application/octet-stream
    expect(await detect('AAECA//+AAc=')).toEqual({ ext: null, mime: 'application/octet-stream', detectedBy: 'none' });
    // A lone 0xE9 (Latin-1 é) is not UTF-8: not our text.
    expect((await detect('6Q==')).detectedBy).toBe('none');
  });

  it('takes a data: URL as well as bare Base64', async () => {
    expect((await detect('data:application/octet-stream;base64,R0lGODlhAQABAAAAADs=')).ext).toBe('gif');
  });

  it('survives truncated and hostile headers', async () => {
    // The PNG signature alone, a ZIP local header cut short, a huge declared length in an MP4 box.
    // printf '\x89PNG\r\n\x1a\n' | file -b --mime-type - → application/octet-stream (a signature with no chunk is no PNG)
    expect(await detect('iVBORw0KGgo=')).toEqual({ ext: null, mime: 'application/octet-stream', detectedBy: 'none' });
    await expect(detect('UEsDBBQAAAAAAA==')).resolves.toMatchObject({ mime: expect.any(String) });
    await expect(detect(btoa('\0\0\0\x18ftypmp42' + '\xff'.repeat(64)))).resolves.toMatchObject({ mime: expect.any(String) });
  });

  it('refuses empty, non-Base64 and oversized input, naming the field', async () => {
    await expectInvalid('file-type', { bin: '' }, 'bin: is empty; give the bytes of a file');
    await expectInvalid('file-type', { bin: 'not base64!' }, /^bin: is not valid Base64/);
    await expectInvalid('file-type', { bin: 'A'.repeat(13_333_340) }, /^bin: holds 10000005 bytes, more than the 10000000 allowed/);
  });

  it('refuses wrong types and unknown fields', async () => {
    await expectInvalid('file-type', {}, 'bin: is required');
    await expectInvalid('file-type', { bin: 7 }, /^bin: must be a string/);
    await expectInvalid('file-type', { bin: 'AA==', name: 'x.png' }, /name/);
    await expectInvalid('file-type', JSON.parse('{"bin":"AA==","__proto__":{"x":1}}'), /__proto__/);
  });
});
