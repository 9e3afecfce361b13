/**
 * Grapheme clusters (UAX #29, extended) through one Intl.Segmenter, made on first use: ICU's
 * start-up costs tens of milliseconds, paid once per process rather than once per caller.
 */
let segmenter: Intl.Segmenter | undefined;

/** The grapheme clusters of `text`, lazily, so a caller that stops early pays only for what it read. */
export function* graphemeClusters(text: string): Generator<string> {
  segmenter ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  for (const part of segmenter.segment(text)) yield part.segment;
}
