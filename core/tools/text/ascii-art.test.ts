import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

const art = async (text: string, font?: string) =>
  (await run<{ result: string }>('ascii-art', font === undefined ? { text } : { text, font })).result;

describe('ascii-art', () => {
  it('draws what Debian figlet 2.2.5 draws, font by font', async () => {
    const references: [string, string, string][] = [
      // figlet -C utf8 -w 10000 -f standard "Hello, World!", its final newline dropped
      ["Hello, World!", 'standard', " _   _      _ _         __        __         _     _ _ \n| | | | ___| | | ___    \\ \\      / /__  _ __| | __| | |\n| |_| |/ _ \\ | |/ _ \\    \\ \\ /\\ / / _ \\| '__| |/ _` | |\n|  _  |  __/ | | (_) |    \\ V  V / (_) | |  | | (_| |_|\n|_| |_|\\___|_|_|\\___( )    \\_/\\_/ \\___/|_|  |_|\\__,_(_)\n                    |/                                 "],
      // figlet -C utf8 -w 10000 -f standard " x", its final newline dropped
      [" x", 'standard', "       \n __  __\n \\ \\/ /\n  >  < \n /_/\\_\\\n       "],
      // figlet -C utf8 -w 10000 -f small "a\n\nb", its final newline dropped
      ["a\n\nb", 'small', "      \n __ _ \n/ _` |\n\\__,_|\n      \n\n\n\n\n\n _    \n| |__ \n| '_ \\\n|_.__/\n      "],
      // figlet -C utf8 -w 10000 -f standard "Äö", its final newline dropped
      ["Äö", 'standard', " _   _ _   _ \n(_)_(_|_)_(_)\n  /_\\  / _ \\ \n / _ \\| (_) |\n/_/ \\_\\\\___/ \n             "],
      // figlet -C utf8 -w 10000 -f big "tooldeck 2.0", its final newline dropped
      ["tooldeck 2.0", 'big', " _              _     _           _      ___    ___  \n| |            | |   | |         | |    |__ \\  / _ \\ \n| |_ ___   ___ | | __| | ___  ___| | __    ) || | | |\n| __/ _ \\ / _ \\| |/ _` |/ _ \\/ __| |/ /   / / | | | |\n| || (_) | (_) | | (_| |  __/ (__|   <   / /_ | |_| |\n \\__\\___/ \\___/|_|\\__,_|\\___|\\___|_|\\_\\ |____(_)___/ \n                                                     \n                                                     "],
      // figlet -C utf8 -w 10000 -f banner "Ban ner", its final newline dropped
      ["Ban ner", 'banner', "######                                        \n#     #   ##   #    #    #    # ###### #####  \n#     #  #  #  ##   #    ##   # #      #    # \n######  #    # # #  #    # #  # #####  #    # \n#     # ###### #  # #    #  # # #      #####  \n#     # #    # #   ##    #   ## #      #   #  \n######  #    # #    #    #    # ###### #    # \n                                              "],
      // figlet -C utf8 -w 10000 -f lean "Lean", its final newline dropped
      ["Lean", 'lean', "                                           \n    _/                                     \n   _/          _/_/      _/_/_/  _/_/_/    \n  _/        _/_/_/_/  _/    _/  _/    _/   \n _/        _/        _/    _/  _/    _/    \n_/_/_/_/    _/_/_/    _/_/_/  _/    _/     \n                                           \n                                           "],
      // figlet -C utf8 -w 10000 -f slant "é", its final newline dropped
      ["é", 'slant', "    __\n  _/_/\n / _ \\\n/  __/\n\\___/ \n      "],
    ];
    for (const [text, font, expected] of references) expect(await art(text, font), `${font} ${text}`).toBe(expected);
  });

  it('uses the standard font by default', async () => {
    expect(await art('Hi')).toBe(await art('Hi', 'standard'));
    expect(await art('Hi')).not.toBe(await art('Hi', 'slant'));
  });

  it('refuses characters no font draws, naming the first', async () => {
    await expectInvalid('ascii-art', { text: 'ok 🚀' }, 'text: the fonts have no glyph for U+1F680 at index 3 (ASCII and Latin-1 only)');
    await expectInvalid('ascii-art', { text: 'a\tb' }, /text: the fonts have no glyph for U\+0009 at index 1/);
    await expectInvalid('ascii-art', { text: '\u0100' }, /U\+0100 at index 0/);
  });

  it('holds the 200-character bound and refuses empty text', async () => {
    const max = 'W'.repeat(200);
    expect((await art(max, 'big')).split('\n')[0]!.length).toBeGreaterThan(1000);
    await expectInvalid('ascii-art', { text: max + 'W' }, 'text: must be at most 200 characters');
    await expectInvalid('ascii-art', { text: '' }, 'text: must not be empty');
  });

  it('refuses wrong types, unknown fonts and extra fields, naming the field', async () => {
    await expectInvalid('ascii-art', { text: 5 }, 'text: must be a string, got an integer');
    await expectInvalid('ascii-art', { text: 'a', font: 'doom' }, /font: must be one of standard, slant, small, big, banner, lean/);
    await expectInvalid('ascii-art', { text: 'a', __proto__x: 1 }, /__proto__x/);
    await expectInvalid('ascii-art', JSON.parse('{"text":"a","__proto__":{"font":"slant"}}'), /__proto__/);
  });
});
