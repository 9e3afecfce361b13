import { Type } from '@sinclair/typebox';
import { lazy } from '../../lib/lazy.ts';
import { closedObject, stringEnum, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - Six FIGlet fonts that Debian's figlet package also ships (so each has an outside reference):
 *   standard, slant, small, big, banner and lean. Only the chosen font's file is imported, on its
 *   first use; figlet's own 300-font list would weigh megabytes.
 * - No wrapping: each line of the text becomes one block of art however wide (Debian figlet wraps
 *   at 80 columns unless told `-w`). Lines of the input become blocks one after another.
 * - figlet.js keeps the blank column that FIGlet's C program smushes away at the start of every
 *   block (the first glyph is moved left into the margin); that column is dropped here, so the art
 *   is exactly what `figlet -w 10000 -f <font>` prints, without its final newline.
 * - Characters outside ASCII and Latin-1 are refused, naming the first: no font here draws them
 *   (FIGlet prints nothing for them).
 */

const FONTS = ['standard', 'slant', 'small', 'big', 'banner', 'lean'] as const;
type Font = (typeof FONTS)[number];

const FONT_FILES: Record<Font, () => Promise<{ default: string }>> = {
  standard: () => import('figlet/importable-fonts/Standard.js'),
  slant: () => import('figlet/importable-fonts/Slant.js'),
  small: () => import('figlet/importable-fonts/Small.js'),
  big: () => import('figlet/importable-fonts/Big.js'),
  banner: () => import('figlet/importable-fonts/Banner.js'),
  lean: () => import('figlet/importable-fonts/Lean.js'),
};

const loadFiglet = lazy(async () => (await import('figlet/browser')).default);
const fontLoaders = new Map<Font, () => Promise<void>>();

/** Parses font `font` into figlet once; later runs reuse it. */
function loadFont(font: Font): Promise<void> {
  let loader = fontLoaders.get(font);
  if (!loader) {
    loader = lazy(async () => {
      const [figlet, file] = await Promise.all([loadFiglet(), FONT_FILES[font]()]);
      figlet.parseFont(font, file.default);
    });
    fontLoaders.set(font, loader);
  }
  return loader();
}

const MAX_TEXT = 200;

export default defineTool({
  id: 'ascii-art',
  name: 'ASCII Art Text',
  category: 'text',
  description:
    'Turn text into big letters drawn with ASCII characters (FIGlet banners), in one of six classic fonts. ' +
    'Each line of the text becomes one block of art.',
  // its worst input (one-char-run, font lean) took 439.0 ms inline: figlet.js smushes each glyph against the whole line so far (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  keywords: ['figlet', 'banner', 'ascii banner', 'text to ascii art', 'big text', 'toilet', 'ascii text', 'figlet fonts'],
  input: closedObject({
    text: Type.String({
      minLength: 1,
      maxLength: MAX_TEXT,
      description: `The text to draw, 1 to ${MAX_TEXT} characters (ASCII and Latin-1 letters); each line becomes a block`,
    }),
    font: withDefault(
      stringEnum(FONTS, { description: 'The FIGlet font: standard (default), slant, small, big, banner or lean' }),
      'standard',
    ),
  }),
  output: closedObject({
    result: Type.String({ description: 'The art: rows joined by newlines, trailing spaces kept so columns line up' }),
  }),
  examples: [
    {
      title: 'Standard font',
      input: { text: 'Hi!' },
      output: { result: [' _   _ _ _ ', '| | | (_) |', '| |_| | | |', '|  _  | |_|', '|_| |_|_(_)', '           '].join('\n') },
    },
    {
      title: 'Slant font',
      input: { text: 'ok', font: 'slant' },
      output: { result: ['         __  ', '  ____  / /__', ' / __ \\/ //_/', '/ /_/ / ,<   ', '\\____/_/|_|  ', '             '].join('\n') },
    },
  ],
  async run({ text, font }) {
    const missing = /[^\n\u0020-\u007E\u00A0-\u00FF]/u.exec(text);
    if (missing) {
      const code = missing[0].codePointAt(0)!;
      invalid(`text: the fonts have no glyph for U+${code.toString(16).toUpperCase().padStart(4, '0')} at index ${missing.index} (ASCII and Latin-1 only)`);
    }
    await loadFont(font);
    const figlet = await loadFiglet();
    const blocks = text.split('\n').map((line) => dropMarginColumn(figlet.textSync(line, { font: font as never, width: -1 })));
    return { result: blocks.join('\n') };
  },
});

/** Removes the first column when it is blank on every row: the column FIGlet's C program smushes into the margin. */
function dropMarginColumn(block: string): string {
  const rows = block.split('\n');
  return rows.every((row) => row.startsWith(' ')) ? rows.map((row) => row.slice(1)).join('\n') : block;
}
