/**
 * What a card's PNG costs to render: every design of every theme (the octocat-like test view) at
 * scale 1 and 2, and its 1200×630 OG image, as a ratio to resvg drawing a plain card of the same
 * size (one filled rectangle and one line of text) in the same run: the floor any card of that
 * size pays. A high ratio means a theme's effects (blurs, filters, patterns) cost by the pixel.
 */
import { ogImageSvg } from '../server/card/og.ts';
import { renderPng } from '../server/card/png.ts';
import { THEMES } from '../server/card/themes/index.ts';
import { TYPICAL_VIEW } from '../test/card/card-views.ts';

/** The median of `runs` timings of `work`, in ms, after one warm-up. */
function median(work: () => unknown, runs: number): number {
  work();
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    work();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}

function plainCard(width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="#223"/><text x="20" y="60" font-family="sans-serif" font-size="32" fill="#fff">The Octocat 74</text></svg>`;
}

export interface CardRenderFigure {
  theme: string;
  design: string;
  /** Render time ÷ the plain card's, at scale 1, scale 2 and for the OG image. */
  ratios: { scale1: number; scale2: number; og: number };
  ms: { scale1: number; scale2: number; og: number };
}

export async function benchCards(runs = 5): Promise<CardRenderFigure[]> {
  const figures: CardRenderFigure[] = [];
  const runtime = process.versions.bun ? `Bun ${process.versions.bun}` : `Node ${process.versions.node}`;
  console.log(`\n## card PNG renders under ${runtime} (median of ${runs}; ratio to a plain card of the same size rendered in this run)\n`);
  console.log('| theme | design | scale 1 | scale 2 | OG 1200×630 |');
  console.log('|---|---|---|---|---|');
  const ogFloor = median(() => renderPng(plainCard(1200, 630)), runs);
  for (const theme of THEMES) {
    const floor1 = median(() => renderPng(plainCard(theme.width, theme.height)), runs);
    const floor2 = median(() => renderPng(plainCard(theme.width, theme.height), { scale: 2 }), runs);
    for (const design of theme.designs) {
      const svg = theme.render(TYPICAL_VIEW, design, { animated: false });
      const og = ogImageSvg(theme, TYPICAL_VIEW, design);
      const ms = { scale1: median(() => renderPng(svg), runs), scale2: median(() => renderPng(svg, { scale: 2 }), runs), og: median(() => renderPng(og), runs) };
      const ratios = { scale1: ms.scale1 / floor1, scale2: ms.scale2 / floor2, og: ms.og / ogFloor };
      figures.push({ theme: theme.id, design, ratios, ms });
      const cell = (ratio: number, time: number) => `${ratio.toFixed(1)}× (${time.toFixed(0)} ms)`;
      console.log(`| ${theme.id} | ${design} | ${cell(ratios.scale1, ms.scale1)} | ${cell(ratios.scale2, ms.scale2)} | ${cell(ratios.og, ms.og)} |`);
    }
  }
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) await benchCards();
