/**
 * Text broken into lines that fit a width, for the images around a card (the OG image, the error
 * card): a tagline or an error message on two or three lines instead of one cut short. Widths
 * are svg.ts's estimate; a word longer than a line is broken inside, and the last line ends in
 * `…` when the text goes on. The lines come back unescaped: each still goes through escapeXml.
 */
import { fitText } from './svg.ts';

/** Enough text for any number of lines an image shows: a 10 KB hostile value is cut first. */
const MAX_INPUT = 600;

type Family = Parameters<typeof fitText>[3];

export function wrapText(value: string, maxWidth: number, fontSize: number, maxLines: number, family: Family = 'sans-serif'): string[] {
  const fits = (line: string): boolean => fitText(line, maxWidth, fontSize, family) === line;
  const words = Array.from(value).slice(0, MAX_INPUT).join('').replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  const lines: string[] = [];
  let line = '';
  let index = 0;
  while (index < words.length && lines.length < maxLines) {
    const word = words[index]!;
    const candidate = line === '' ? word : `${line} ${word}`;
    if (fits(candidate)) {
      line = candidate;
      index++;
    } else if (line !== '') {
      lines.push(line);
      line = '';
    } else {
      // A word wider than a whole line: as much of it as fits (fitText keeps room for `…`), the rest on the next line.
      const head = fitText(word, maxWidth, fontSize, family).replace(/…$/, '');
      const cut = Math.max(1, Array.from(head).length);
      lines.push(Array.from(word).slice(0, cut).join(''));
      words[index] = Array.from(word).slice(cut).join('');
    }
  }
  // The loop stops with a line under way only when the words ran out, and it always has room.
  if (line !== '') lines.push(line);
  else if (index < words.length && lines.length > 0) {
    // Lines ran out first: the last one shows that the text goes on (it fits, so with more it is cut and gets `…`).
    const last = lines.length - 1;
    lines[last] = fitText(`${lines[last]!} ${words.slice(index).join(' ')}`, maxWidth, fontSize, family);
  }
  return lines;
}
