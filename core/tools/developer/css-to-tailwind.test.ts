import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Mapping = { class: string; from: string[]; arbitrary: boolean };
type Rule = { selector: string | null; media: string | null; classes: string; mappings: Mapping[]; unmapped: { declaration: string; reason: string }[]; notes: string[] };
type Result = { classes: string; rules: Rule[]; skipped: { atRule: string; reason: string }[]; arbitraryCount: number; unmappedCount: number };
const convert = (css: string, options: Record<string, unknown> = {}) => run<Result>('css-to-tailwind', { css, ...options });
const classesOf = async (css: string, options: Record<string, unknown> = {}) => (await convert(css, options)).classes;

describe('css-to-tailwind', () => {
  it('maps declarations to the classes of the Tailwind CSS v3 documentation tables', async () => {
    // The inverse of the docs' class tables (tailwindcss.com/docs, v3): declaration → class.
    const known: [string, string][] = [
      ['padding: 1rem', 'p-4'],
      ['padding-top: 0.125rem', 'pt-0.5'],
      ['margin: auto', 'm-auto'],
      ['margin-top: -1rem', '-mt-4'],
      ['column-gap: 0.75rem', 'gap-x-3'],
      ['width: 50%', 'w-1/2'],
      ['width: 33.333333%', 'w-1/3'],
      ['width: 100vw', 'w-screen'],
      ['width: fit-content', 'w-fit'],
      ['height: 100vh', 'h-screen'],
      ['max-width: 65ch', 'max-w-prose'],
      ['max-width: 64rem', 'max-w-5xl'],
      ['font-size: 0.875rem; line-height: 1.25rem', 'text-sm'],
      ['font-size: 8rem; line-height: 1', 'text-9xl'],
      ['font-weight: 700', 'font-bold'],
      ['font-weight: bold', 'font-bold'],
      ['line-height: 1.25', 'leading-tight'],
      ['letter-spacing: 0.05em', 'tracking-wider'],
      ['text-align: center', 'text-center'],
      ['background-color: #ef4444', 'bg-red-500'],
      ['color: #020617', 'text-slate-950'],
      ['border-color: #e5e7eb', 'border-gray-200'],
      ['color: white', 'text-white'],
      ['color: currentColor', 'text-current'],
      ['background-color: transparent', 'bg-transparent'],
      ['border-radius: 9999px', 'rounded-full'],
      ['border-radius: 0.25rem', 'rounded'],
      ['border-width: 1px', 'border'],
      ['border-style: dashed', 'border-dashed'],
      ['display: none', 'hidden'],
      ['display: flex', 'flex'],
      ['display: inline-block', 'inline-block'],
      ['position: absolute', 'absolute'],
      ['inset: 0', 'inset-0'],
      ['top: -50%', '-top-1/2'],
      ['z-index: 50', 'z-50'],
      ['flex: 1 1 0%', 'flex-1'],
      ['flex: 1', 'flex-1'],
      ['flex: none', 'flex-none'],
      ['flex-direction: column', 'flex-col'],
      ['flex-grow: 1', 'grow'],
      ['justify-content: space-between', 'justify-between'],
      ['align-items: center', 'items-center'],
      ['grid-template-columns: repeat(3, minmax(0, 1fr))', 'grid-cols-3'],
      ['grid-template-columns: repeat(3,minmax(0,1fr))', 'grid-cols-3'],
      ['grid-column: span 2 / span 2', 'col-span-2'],
      ['opacity: 0.75', 'opacity-75'],
      ['opacity: .5', 'opacity-50'],
      ['box-shadow: 0 1px 3px 0 rgb(0 0 0 / 0.1), 0 1px 2px -1px rgb(0 0 0 / 0.1)', 'shadow'],
      ['visibility: hidden', 'invisible'],
      ['cursor: pointer', 'cursor-pointer'],
      ['aspect-ratio: 16 / 9', 'aspect-video'],
      ['transition-duration: 300ms', 'duration-300'],
    ];
    for (const [css, expected] of known) expect(await classesOf(css), css).toBe(expected);
  });

  it('matches values whose spaces the CSS parser drops, as in shadow-none (0 0 #0000 is read back as 0 0#0000)', async () => {
    // Tailwind CSS v3 docs, box-shadow table: shadow-none is "box-shadow: 0 0 #0000".
    expect(await classesOf('box-shadow: 0 0 #0000')).toBe('shadow-none');
    expect(await classesOf('box-shadow: 0  0   #0000')).toBe('shadow-none');
  });

  it('matches colors by hex, whatever their spelling', async () => {
    for (const color of ['#EF4444', '#ef4444', 'rgb(239 68 68)', 'rgb(239, 68, 68)', 'rgba(239, 68, 68, 1)', 'rgb(239 68 68 / 100%)', '#ef4444ff']) {
      expect(await classesOf(`color: ${color}`), color).toBe('text-red-500');
    }
    expect(await classesOf('color: #fff')).toBe('text-white');
    // Off the palette: an arbitrary value, or unmapped when arbitrary values are off.
    expect(await classesOf('background-color: #123456')).toBe('bg-[#123456]');
    expect(await classesOf('background-color: rgba(0, 0, 0, 0.5)')).toBe('bg-[rgba(0,0,0,0.5)]');
    expect(await classesOf('background-color: rgb(0 0 0 / 50%)')).toBe('bg-[rgb(0_0_0/50%)]');
    expect(await classesOf('color: red')).toBe('text-[red]');
    const off = await convert('color: #123456', { arbitrary_values: false });
    expect(off.classes).toBe('');
    expect(off.rules[0]!.unmapped).toEqual([{ declaration: 'color: #123456', reason: '#123456 is not a value of the default theme' }]);
  });

  it('matches px to the rem scale at 16px per rem unless match_px is false', async () => {
    expect(await classesOf('padding: 16px; width: 1px; margin-top: -8px; font-size: 14px; line-height: 20px')).toBe('p-4 w-px -mt-2 text-sm');
    expect(await classesOf('padding: 16px; width: 1px', { match_px: false })).toBe('p-[16px] w-px');
    expect(await classesOf('width: 0; height: 0rem; margin: 0%')).toBe('size-0 m-0');
    // 1024px is 64rem: max-w-5xl at 16px per rem, the breakpoint width max-w-screen-lg when units must match.
    expect(await classesOf('max-width: 1024px')).toBe('max-w-5xl');
    expect(await classesOf('max-width: 1024px', { match_px: false })).toBe('max-w-screen-lg');
    expect(await classesOf('width: 13px')).toBe('w-[13px]');
    expect(await classesOf('width: calc(100% - 2rem)')).toBe('w-[calc(100%_-_2rem)]');
  });

  it('expands shorthands and merges sides back into the fewest classes', async () => {
    expect(await classesOf('padding: 1rem 2rem')).toBe('py-4 px-8');
    expect(await classesOf('padding: 1rem 2rem 3rem')).toBe('px-8 pt-4 pb-12');
    expect(await classesOf('padding: 1rem 2rem 3rem 4rem')).toBe('pt-4 pr-8 pb-12 pl-16');
    expect(await classesOf('padding: 1rem; padding-left: 0')).toBe('py-4 pr-4 pl-0');
    expect(await classesOf('padding-left: 2px; padding-right: 2px')).toBe('px-0.5');
    expect(await classesOf('margin: 0 auto')).toBe('my-0 mx-auto');
    expect(await classesOf('margin-top: -4px; margin-bottom: -4px')).toBe('-my-1');
    expect(await classesOf('top: 0; left: 0; right: 0')).toBe('inset-x-0 top-0');
    expect(await classesOf('border-radius: 0.5rem 0.5rem 0 0')).toBe('rounded-t-lg rounded-b-none');
    expect(await classesOf('border-radius: 4px 0 0 4px')).toBe('rounded-l rounded-r-none');
    expect(await classesOf('gap: 1rem 2rem')).toBe('gap-y-4 gap-x-8');
    expect(await classesOf('overflow: auto hidden')).toBe('overflow-x-auto overflow-y-hidden');
    expect(await classesOf('border: 2px dashed #3b82f6')).toBe('border-2 border-dashed border-blue-500');
    expect(await classesOf('border: none')).toBe('border-0 border-none');
    expect(await classesOf('border-width: 0 0 1px')).toBe('border-x-0 border-t-0 border-b');
    expect(await classesOf('background: #fff')).toBe('bg-white');
    expect(await classesOf('text-decoration: underline')).toBe('underline');
    const side = await convert('border-top: 1px solid #e5e7eb');
    expect(side.classes).toBe('border-t border-t-gray-200');
    expect(side.rules[0]!.unmapped).toEqual([{ declaration: 'border-top: 1px solid #e5e7eb', reason: 'Tailwind sets border-style only on all sides at once' }]);
  });

  it('combines declarations Tailwind sets together', async () => {
    expect(await classesOf('overflow: hidden; text-overflow: ellipsis; white-space: nowrap')).toBe('truncate');
    expect(await classesOf('width: 1.5rem; height: 24px')).toBe('size-6');
    expect(await classesOf('outline: 2px solid transparent; outline-offset: 2px')).toBe('outline-none');
    const sized = await convert('font-size: 0.875rem');
    expect(sized.rules[0]!.notes).toEqual(['text-sm also sets line-height: 1.25rem']);
    expect(await classesOf('font-size: 0.875rem; line-height: 1.5rem')).toBe('text-sm leading-6');
    expect(await classesOf('line-height: 2')).toBe('leading-loose');
  });

  it('keeps !important as the ! prefix', async () => {
    expect(await classesOf('padding: 1rem !important; color: #ef4444 ! important')).toBe('!p-4 !text-red-500');
    expect(await classesOf('padding-top: 1rem !important; padding-bottom: 1rem')).toBe('!pt-4 pb-4');
  });

  it('handles a stylesheet: selectors, breakpoints, other media and other at-rules', async () => {
    const css = `
      .btn, a.link:hover { color: #fff; background-color: #3b82f6 }
      @media (min-width: 640px) { .btn { padding: 0.5rem 1rem } }
      @media screen and (min-width: 1280px) { .btn { display: none } }
      @media (max-width: 600px) { .btn { margin: 0 } }
      @media print { @media (min-width: 768px) { .x { color: #000 } } }
      @keyframes spin { to { transform: rotate(360deg) } }
      @font-face { font-family: X; src: url(x.woff2) }
      .empty {}
    `;
    const result = await convert(css);
    expect(result.rules.map((rule) => [rule.selector, rule.media, rule.classes, rule.notes])).toEqual([
      ['.btn, a.link:hover', null, 'text-white bg-blue-500', []],
      ['.btn', '(min-width: 640px)', 'sm:py-2 sm:px-4', []],
      ['.btn', 'screen and (min-width: 1280px)', 'xl:hidden', []],
      ['.btn', '(max-width: 600px)', 'm-0', ['the condition (max-width: 600px) is not a default breakpoint, so the classes have no variant prefix']],
      ['.x', 'print and (min-width: 768px)', 'text-black', ['the condition print and (min-width: 768px) is not a default breakpoint, so the classes have no variant prefix']],
      ['.empty', null, '', []],
    ]);
    expect(result.skipped).toEqual([
      { atRule: '@keyframes spin', reason: 'at-rules other than @media have no utility classes' },
      { atRule: '@font-face', reason: 'at-rules other than @media have no utility classes' },
    ]);
    expect(result.classes).toBe('text-white bg-blue-500 sm:py-2 sm:px-4 xl:hidden m-0 text-black');
  });

  it('lists what has no equivalent, with the reason', async () => {
    const result = await convert('transition: all 1s; --brand: red; color: red; color: blue; display: ruby; -webkit-appearance: none; font-family: Inter; width: 13px', { arbitrary_values: false });
    expect(result.rules[0]!.unmapped).toEqual([
      { declaration: 'transition: all 1s', reason: 'no Tailwind utility in the table sets transition' },
      { declaration: '--brand: red', reason: 'custom properties have no utility' },
      { declaration: 'color: red', reason: 'overridden by a later declaration' },
      { declaration: 'color: blue', reason: 'blue is not a value of the default theme' },
      { declaration: 'display: ruby', reason: 'ruby is not a value of the default theme' },
      { declaration: '-webkit-appearance: none', reason: 'no Tailwind utility in the table sets -webkit-appearance' },
      { declaration: 'font-family: Inter', reason: 'no Tailwind utility in the table sets font-family' },
      { declaration: 'width: 13px', reason: '13px is not a value of the default theme' },
    ]);
    expect(result.unmappedCount).toBe(8);
    expect(result.classes).toBe('');
  });

  it('refuses CSS it cannot read, with line and column', async () => {
    await expectInvalid('css-to-tailwind', { css: 'padding: 1rem;\ncolor red;' }, 'css: invalid CSS at line 2, column 7: Colon is expected');
    await expectInvalid('css-to-tailwind', { css: '.a { color: red;' }, 'css: invalid CSS at line 1, column 4: the "{" opened here is never closed with "}"');
    await expectInvalid('css-to-tailwind', { css: 'color: red; /* open' }, /^css: invalid CSS at line 1, column 13: /);
    await expectInvalid('css-to-tailwind', { css: '.a { content: "x }' }, /^css: invalid CSS at line 1, column 15: /);
    await expectInvalid('css-to-tailwind', { css: '{'.repeat(100) + '}'.repeat(100) }, /nested deeper than 64 levels/);
  });

  it('keeps hostile selectors, names and values out of the classes', async () => {
    const css = '.a[data-x="</style><script>alert(1)</script>"] { __proto__: 1; constructor: x; color: "red"; background-color: url("javascript:alert(1)"); width: expression(alert(1)); height: 1px\\3b color }';
    const result = await convert(css);
    expect(result.rules[0]!.selector).toBe('.a[data-x="</style><script>alert(1)</script>"]');
    expect(result.rules[0]!.mappings).toEqual([]);
    expect(result.rules[0]!.unmapped.map((entry) => entry.declaration)).toEqual([
      '__proto__: 1', 'constructor: x', 'color: "red"', 'background-color: url("javascript:alert(1)")', 'width: expression(alert(1))', 'height: 1px\\3b color',
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('holds the 1,000,000-character bound and stays quick on a large stylesheet', async () => {
    const rule = '.c { padding: 1rem 2rem; color: #ef4444; display: flex }\n';
    const css = rule.repeat(Math.floor(1_000_000 / rule.length));
    const started = performance.now();
    const result = await convert(css);
    expect(result.rules).toHaveLength(Math.floor(1_000_000 / rule.length));
    expect(result.classes).toBe('py-4 px-8 text-red-500 flex');
    expect(performance.now() - started).toBeLessThan(8_000);
    await expectInvalid('css-to-tailwind', { css: 'a'.repeat(1_000_001) }, 'css: must be at most 1000000 characters');
    await expectInvalid('css-to-tailwind', { css: 5 }, 'css: must be a string, got an integer');
    await expectInvalid('css-to-tailwind', { css: '', match_px: 'no' }, 'match_px: must be a boolean, got a string');
  }, 30_000);

  it('answers empty input with no rules', async () => {
    expect(await convert('')).toEqual({
      classes: '',
      rules: [{ selector: null, media: null, classes: '', mappings: [], unmapped: [], notes: [] }],
      skipped: [],
      arbitraryCount: 0,
      unmappedCount: 0,
    });
  });
});
