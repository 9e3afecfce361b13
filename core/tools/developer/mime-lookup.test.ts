import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface TypeResult { mediaType: string; extensions: string[]; charset: string | null; compressible: boolean | null; source: string | null }
interface Lookup { kind: 'extension' | 'mediaType'; lookedUp: string; types: TypeResult[] }
const lookUp = (query: string) => run<Lookup>('mime-lookup', { query });

describe('mime-lookup', () => {
  it('prefers the type Debian\'s media-types 10.0.0 gives each common extension', async () => {
    // for e in png jpg …; do grep -E "^[^#].*\s$e(\s|$)" /etc/mime.types | awk '{print $1}'; done
    const debian: [string, string][] = [
      ['png', 'image/png'], ['jpg', 'image/jpeg'], ['html', 'text/html'], ['css', 'text/css'], ['js', 'text/javascript'],
      ['json', 'application/json'], ['svg', 'image/svg+xml'], ['pdf', 'application/pdf'], ['zip', 'application/zip'],
      ['mp4', 'video/mp4'], ['webp', 'image/webp'], ['wasm', 'application/wasm'], ['md', 'text/markdown'], ['csv', 'text/csv'],
      ['txt', 'text/plain'], ['xml', 'application/xml'], ['woff2', 'font/woff2'], ['mjs', 'text/javascript'], ['avif', 'image/avif'],
    ];
    for (const [extension, type] of debian) {
      const result = await lookUp(extension);
      expect(result.kind).toBe('extension');
      expect(result.types[0]?.mediaType, extension).toBe(type);
    }
  });

  it('lists the extensions Python\'s mimetypes knows for a type', async () => {
    // /usr/bin/python3 -c "import mimetypes; print(mimetypes.MimeTypes(filenames=[]).guess_all_extensions(T))"
    const python: [string, string[]][] = [
      ['image/jpeg', ['.jpg', '.jpe', '.jpeg']], ['text/html', ['.html', '.htm']], ['application/json', ['.json']], ['image/svg+xml', ['.svg']],
    ];
    for (const [type, extensions] of python) {
      const result = await lookUp(type);
      expect(result.kind).toBe('mediaType');
      expect(result.types[0]!.extensions).toEqual(expect.arrayContaining(extensions.map((extension) => extension.slice(1))));
    }
  });

  it('reads file names, paths, dots and letter case', async () => {
    expect((await lookUp('Photo.JPEG')).lookedUp).toBe('jpeg');
    expect((await lookUp('archive.tar.gz')).types[0]!.mediaType).toBe('application/gzip');
    expect((await lookUp('docs/readme.md')).types[0]!.mediaType).toBe('text/markdown');
    expect((await lookUp('C:\\Users\\me\\data.csv')).lookedUp).toBe('csv');
    expect((await lookUp('  .SVG ')).lookedUp).toBe('svg');
  });

  it('reads media types with parameters, and gives mime-db\'s charset and compressible', async () => {
    expect(await lookUp('Application/JSON; charset=utf-8')).toEqual({
      kind: 'mediaType',
      lookedUp: 'application/json',
      types: [{ mediaType: 'application/json', extensions: ['json', 'map'], charset: 'UTF-8', compressible: true, source: 'iana' }],
    });
    expect((await lookUp('application/vnd.ms-excel')).types[0]!.extensions[0]).toBe('xls');
  });

  it('lists every claimant of a shared extension, the preferred first', async () => {
    const mp3 = (await lookUp('mp3')).types.map((type) => type.mediaType);
    expect(mp3[0]).toBe('audio/mpeg');
    expect(mp3).toContain('audio/mp3');
    expect((await lookUp('rtf')).types.map((type) => type.mediaType)).toEqual(['application/rtf', 'text/rtf']);
  });

  it('answers an empty list for what nobody registered', async () => {
    expect(await lookUp('nosuchext')).toEqual({ kind: 'extension', lookedUp: 'nosuchext', types: [] });
    expect(await lookUp('x-unknown/thing')).toEqual({ kind: 'mediaType', lookedUp: 'x-unknown/thing', types: [] });
    expect((await lookUp('__proto__')).types).toEqual([]);
    expect((await lookUp('constructor')).types).toEqual([]);
    expect((await lookUp('a/__proto__')).types).toEqual([]);
  });

  it('refuses what is neither shape, and bad types and bounds, naming the field', async () => {
    await expectInvalid('mime-lookup', { query: 'photo.' }, /^query: "photo\." is neither a media type/);
    await expectInvalid('mime-lookup', { query: '   ' }, /^query: "   " is neither/);
    await expectInvalid('mime-lookup', { query: 'dir/' }, /^query: "dir\/" is neither/);
    await expectInvalid('mime-lookup', { query: '' }, 'query: must not be empty');
    await expectInvalid('mime-lookup', { query: 'a'.repeat(1001) }, 'query: must be at most 1000 characters');
    await expectInvalid('mime-lookup', { query: 7 }, 'query: must be a string, got an integer');
    await expectInvalid('mime-lookup', { ext: 'png' }, /query: is required|ext/);
  });
});
