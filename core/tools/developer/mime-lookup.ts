import { Type, type Static } from '@sinclair/typebox';
import { lazy } from '../../lib/lazy.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { closedObject, stringEnum } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - One field, query: with a "/" it is a media type (parameters after ";" and letter case ignored),
 *   when it is a known type or has no dot after the "/" (so docs/readme.md is a path), else an
 *   extension, a file name or a path (its last ".suffix" counts: archive.tar.gz → gz).
 * - The data is mime-db (IANA, Apache and nginx registries merged), loaded on first run (200 KB).
 * - An extension can belong to several types; all are listed, the preferred first, ranked as the
 *   mime-types package ranks them (mime-score: plain subtypes over vnd./x-/prs., IANA over Apache over
 *   nginx, application/ and font/ on a tie, then the shorter name), except that .mp4 and .mpg4 are
 *   video/mp4, as Debian's media-types and every browser say, not mime-db's application/mp4.
 * - charset and compressible are mime-db's, null where it does not say (text/* types without a
 *   listed charset are usually read as UTF-8 by servers, but mime-db does not claim it).
 * - Nothing found is an empty list, not an error; a query that is neither shape is an error.
 */

interface MimeEntry {
  source?: 'iana' | 'apache' | 'nginx';
  charset?: string;
  compressible?: boolean;
  extensions?: string[];
}

interface MimeIndex {
  types: Record<string, MimeEntry>;
  byExtension: Map<string, string[]>;
}

const FACET_SCORES: Record<string, number> = { 'prs.': 100, 'x-': 200, 'x.': 300, 'vnd.': 400 };
const SOURCE_SCORES: Record<string, number> = { nginx: 10, apache: 20, iana: 40 };
const TYPE_SCORES: Record<string, number> = { application: 1, font: 2 };
/** Where mime-score's ranking disagrees with Debian's media-types and the browsers. */
const PREFERRED: Record<string, string> = { mp4: 'video/mp4', mpg4: 'video/mp4' };

/** mime-score (the mime-types package's ranking): higher is more official. */
function mimeScore(type: string, entry: MimeEntry): number {
  if (type === 'application/octet-stream') return 0;
  const [top = '', subtype = ''] = type.split('/');
  const facet = subtype.replace(/(\.|x-).*/, '$1');
  return (FACET_SCORES[facet] ?? 900) + (SOURCE_SCORES[entry.source ?? ''] ?? 30) + (TYPE_SCORES[top] ?? 0) + (1 - type.length / 100);
}

const loadIndex = lazy(async (): Promise<MimeIndex> => {
  const types = (await import('mime-db/db.json')).default as Record<string, MimeEntry>;
  const byExtension = new Map<string, string[]>();
  for (const [type, entry] of Object.entries(types)) {
    for (const extension of entry.extensions ?? []) {
      const list = byExtension.get(extension);
      if (list) list.push(type);
      else byExtension.set(extension, [type]);
    }
  }
  for (const [extension, list] of byExtension) {
    const preferred = PREFERRED[extension];
    list.sort((a, b) => (b === preferred ? 1 : 0) - (a === preferred ? 1 : 0) || mimeScore(b, types[b]!) - mimeScore(a, types[a]!));
  }
  return { types, byExtension };
});

const typeSchema = closedObject({
  mediaType: Type.String({ description: 'The media type, e.g. image/png' }),
  extensions: Type.Array(Type.String(), { description: 'Its file extensions, the usual one first (no dots)' }),
  charset: Type.Union([Type.String(), Type.Null()], { description: 'Its default charset, e.g. UTF-8; null where mime-db names none' }),
  compressible: Type.Union([Type.Boolean(), Type.Null()], { description: 'Whether gzip or brotli shrinks it; null where mime-db does not say' }),
  source: Type.Union([stringEnum(['iana', 'apache', 'nginx']), Type.Null()], { description: 'Which registry lists it: iana, apache or nginx; null for types mime-db added itself' }),
});

type TypeResult = Static<typeof typeSchema>;

const MEDIA_TYPE = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/;

function describeType(index: MimeIndex, mediaType: string): TypeResult {
  const entry = index.types[mediaType]!;
  return {
    mediaType,
    extensions: [...(entry.extensions ?? [])],
    charset: entry.charset ?? null,
    compressible: entry.compressible ?? null,
    source: entry.source ?? null,
  };
}

export default defineTool({
  id: 'mime-lookup',
  name: 'MIME Type Lookup',
  category: 'developer',
  description:
    'Find the media (MIME) type of a file extension or file name, or the extensions of a media type, with its default charset and whether it compresses well (mime-db: the IANA, Apache and nginx lists).',
  keywords: ['mime', 'mime type', 'media type', 'content-type', 'content type', 'file extension', 'extension to mime', 'mimetype'],
  mcp: true,
  input: closedObject({
    query: Type.String({
      minLength: 1,
      maxLength: 1000,
      description: 'A file extension (png, .png), a file name or path (photo.PNG), or a media type (image/svg+xml; parameters ignored); 1–1000 characters',
    }),
  }),
  output: closedObject({
    kind: stringEnum(['extension', 'mediaType'], { description: 'How the query was read: as an extension or as a media type' }),
    lookedUp: Type.String({ description: 'What was looked up: the extension (lowercase, no dot) or the media type (lowercase, no parameters)' }),
    types: Type.Array(typeSchema, { description: 'The matching media types, the preferred first; empty when none is known' }),
  }),
  examples: [
    {
      title: 'A file name',
      input: { query: 'report.PDF' },
      output: {
        kind: 'extension',
        lookedUp: 'pdf',
        types: [{ mediaType: 'application/pdf', extensions: ['pdf'], charset: null, compressible: false, source: 'iana' }],
      },
    },
    {
      title: 'A media type with a charset parameter',
      input: { query: 'text/HTML; charset=utf-8' },
      output: {
        kind: 'mediaType',
        lookedUp: 'text/html',
        types: [{ mediaType: 'text/html', extensions: ['html', 'htm', 'shtml'], charset: null, compressible: true, source: 'iana' }],
      },
    },
    {
      title: 'An extension several types claim',
      input: { query: '.mp4' },
      output: {
        kind: 'extension',
        lookedUp: 'mp4',
        types: [
          { mediaType: 'video/mp4', extensions: ['mp4', 'mp4v', 'mpg4'], charset: null, compressible: false, source: 'iana' },
          { mediaType: 'application/mp4', extensions: ['mp4', 'mpg4', 'mp4s', 'm4p'], charset: null, compressible: null, source: 'iana' },
        ],
      },
    },
  ],
  async run({ query }) {
    const text = query.trim();
    const index = await loadIndex();
    const bare = text.split(';', 1)[0]!.trim().toLowerCase();
    // A known type, or type/subtype without a dot in it; "docs/readme.md" is a path.
    if (MEDIA_TYPE.test(bare) && (Object.hasOwn(index.types, bare) || !bare.includes('.'))) {
      return { kind: 'mediaType' as const, lookedUp: bare, types: Object.hasOwn(index.types, bare) ? [describeType(index, bare)] : [] };
    }
    const name = text.split(/[\\/]/).pop()!;
    const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
    if (extension === '' || /[\s;]/.test(extension)) {
      invalid(`query: ${quoteClipped(query)} is neither a media type (type/subtype) nor a file extension or name`);
    }
    return { kind: 'extension' as const, lookedUp: extension, types: (index.byExtension.get(extension) ?? []).map((type) => describeType(index, type)) };
  },
});
