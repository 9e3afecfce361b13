import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tailwindTheme } from '../../lib/tailwind-theme.ts';
import { expectInvalid, run } from '../../../test/helpers.ts';

type Declaration = { property: string; value: string };
type Rule = { class: string; selector: string; media: string | null; important: boolean; declarations: Declaration[] };
type Result = { css: string; rules: Rule[]; unknown: string[] };
const translate = (classes: string) => run<Result>('tailwind-to-css', { classes });
const declarationsOf = async (className: string) => {
  const { rules, unknown } = await translate(className);
  expect(unknown, className).toEqual([]);
  return Object.fromEntries(rules[0]!.declarations.map(({ property, value }) => [property, value]));
};

describe('tailwind-to-css', () => {
  it('matches the class tables of the Tailwind CSS v3 documentation', async () => {
    // Written from the "Quick reference" tables of tailwindcss.com/docs (v3), page by page.
    const known: [string, Record<string, string>][] = [
      ['p-4', { padding: '1rem' }], // Padding
      ['px-2', { 'padding-left': '0.5rem', 'padding-right': '0.5rem' }],
      ['pt-0.5', { 'padding-top': '0.125rem' }],
      ['p-px', { padding: '1px' }],
      ['m-auto', { margin: 'auto' }], // Margin
      ['-mt-4', { 'margin-top': '-1rem' }],
      ['mx-96', { 'margin-left': '24rem', 'margin-right': '24rem' }],
      ['gap-x-3', { 'column-gap': '0.75rem' }], // Gap
      ['w-1/3', { width: '33.333333%' }], // Width
      ['w-11/12', { width: '91.666667%' }],
      ['w-screen', { width: '100vw' }],
      ['w-full', { width: '100%' }],
      ['w-fit', { width: 'fit-content' }],
      ['h-screen', { height: '100vh' }], // Height
      ['h-dvh', { height: '100dvh' }],
      ['size-6', { width: '1.5rem', height: '1.5rem' }], // Size (v3.4)
      ['max-w-prose', { 'max-width': '65ch' }], // Max-Width
      ['max-w-md', { 'max-width': '28rem' }],
      ['max-w-screen-lg', { 'max-width': '1024px' }],
      ['min-h-screen', { 'min-height': '100vh' }],
      ['text-xs', { 'font-size': '0.75rem', 'line-height': '1rem' }], // Font Size
      ['text-sm', { 'font-size': '0.875rem', 'line-height': '1.25rem' }],
      ['text-base', { 'font-size': '1rem', 'line-height': '1.5rem' }],
      ['text-2xl', { 'font-size': '1.5rem', 'line-height': '2rem' }],
      ['text-9xl', { 'font-size': '8rem', 'line-height': '1' }],
      ['font-bold', { 'font-weight': '700' }], // Font Weight
      ['font-thin', { 'font-weight': '100' }],
      ['leading-tight', { 'line-height': '1.25' }], // Line Height
      ['leading-6', { 'line-height': '1.5rem' }],
      ['tracking-wider', { 'letter-spacing': '0.05em' }], // Letter Spacing
      ['text-center', { 'text-align': 'center' }], // Text Align
      ['bg-red-500', { 'background-color': '#ef4444' }], // Customizing Colors: the default palette
      ['text-slate-950', { color: '#020617' }],
      ['border-gray-200', { 'border-color': '#e5e7eb' }],
      ['bg-sky-500', { 'background-color': '#0ea5e9' }],
      ['text-white', { color: '#ffffff' }],
      ['bg-transparent', { 'background-color': 'transparent' }],
      ['text-current', { color: 'currentColor' }],
      ['rounded', { 'border-radius': '0.25rem' }], // Border Radius
      ['rounded-full', { 'border-radius': '9999px' }],
      ['rounded-t-lg', { 'border-top-left-radius': '0.5rem', 'border-top-right-radius': '0.5rem' }],
      ['border', { 'border-width': '1px' }], // Border Width
      ['border-x-2', { 'border-left-width': '2px', 'border-right-width': '2px' }],
      ['border-dashed', { 'border-style': 'dashed' }], // Border Style
      ['flex', { display: 'flex' }], // Display
      ['hidden', { display: 'none' }],
      ['inline-block', { display: 'inline-block' }],
      ['absolute', { position: 'absolute' }], // Position
      ['inset-0', { inset: '0px' }], // Top / Right / Bottom / Left
      ['-top-1/2', { top: '-50%' }],
      ['inset-x-4', { left: '1rem', right: '1rem' }],
      ['z-50', { 'z-index': '50' }], // Z-Index
      ['flex-1', { flex: '1 1 0%' }], // Flex
      ['flex-col', { 'flex-direction': 'column' }],
      ['grow', { 'flex-grow': '1' }],
      ['shrink-0', { 'flex-shrink': '0' }],
      ['basis-1/2', { 'flex-basis': '50%' }],
      ['justify-between', { 'justify-content': 'space-between' }],
      ['items-center', { 'align-items': 'center' }],
      ['grid-cols-3', { 'grid-template-columns': 'repeat(3, minmax(0, 1fr))' }], // Grid Template Columns
      ['col-span-2', { 'grid-column': 'span 2 / span 2' }],
      ['col-span-full', { 'grid-column': '1 / -1' }],
      ['order-first', { order: '-9999' }],
      ['opacity-75', { opacity: '0.75' }], // Opacity
      ['shadow', { 'box-shadow': '0 1px 3px 0 rgb(0 0 0 / 0.1), 0 1px 2px -1px rgb(0 0 0 / 0.1)' }], // Box Shadow
      ['shadow-none', { 'box-shadow': '0 0 #0000' }],
      ['truncate', { overflow: 'hidden', 'text-overflow': 'ellipsis', 'white-space': 'nowrap' }], // Text Overflow
      ['invisible', { visibility: 'hidden' }], // Visibility
      ['cursor-not-allowed', { cursor: 'not-allowed' }],
      ['aspect-video', { 'aspect-ratio': '16 / 9' }],
      ['duration-300', { 'transition-duration': '300ms' }],
      ['ease-in-out', { 'transition-timing-function': 'cubic-bezier(0.4, 0, 0.2, 1)' }],
      ['outline-none', { outline: '2px solid transparent', 'outline-offset': '2px' }],
      ['sr-only', {}],
    ];
    for (const [className, expected] of known) {
      if (Object.keys(expected).length === 0) {
        expect((await translate(className)).unknown).toEqual([className]);
        continue;
      }
      expect(await declarationsOf(className), className).toEqual(expected);
    }
  });

  it('has the whole default palette: 22 families of 11 shades', () => {
    const { classes } = tailwindTheme();
    const backgrounds = [...classes.keys()].filter((name) => /^bg-[a-z]+-\d+$/.test(name));
    expect(backgrounds).toHaveLength(22 * 11);
    // tailwindcss src/public/colors.js: the ends of the scale of a few families.
    expect(classes.get('bg-gray-50')).toEqual([{ property: 'background-color', value: '#f9fafb' }]);
    expect(classes.get('bg-rose-950')).toEqual([{ property: 'background-color', value: '#4c0519' }]);
    expect(classes.get('bg-emerald-600')).toEqual([{ property: 'background-color', value: '#059669' }]);
  });

  it('applies variants: breakpoints, dark, pseudo-classes and !important', async () => {
    const { css, rules } = await translate('md:p-4 2xl:hover:bg-red-600 dark:text-white focus-visible:!underline odd:bg-gray-50');
    expect(rules.map(({ class: name, selector, media, important }) => [name, selector, media, important])).toEqual([
      ['md:p-4', '.md\\:p-4', '(min-width: 768px)', false],
      ['2xl:hover:bg-red-600', '.\\32 xl\\:hover\\:bg-red-600:hover', '(min-width: 1536px)', false],
      ['dark:text-white', '.dark\\:text-white', '(prefers-color-scheme: dark)', false],
      ['focus-visible:!underline', '.focus-visible\\:\\!underline:focus-visible', null, true],
      ['odd:bg-gray-50', '.odd\\:bg-gray-50:nth-child(odd)', null, false],
    ]);
    expect(css).toContain('@media (min-width: 1536px) {\n  .\\32 xl\\:hover\\:bg-red-600:hover {\n    background-color: #dc2626;\n  }\n}');
    expect(css).toContain('.focus-visible\\:\\!underline:focus-visible {\n  text-decoration-line: underline !important;\n}');
  });

  it('reads arbitrary values of the families that take them', async () => {
    expect(await declarationsOf('w-[13px]')).toEqual({ width: '13px' });
    expect(await declarationsOf('text-[13px]')).toEqual({ 'font-size': '13px' });
    expect(await declarationsOf('text-[#123456]')).toEqual({ color: '#123456' });
    expect(await declarationsOf('text-[red]')).toEqual({ color: 'red' });
    expect(await declarationsOf('bg-[rgb(0_0_0_/_0.5)]')).toEqual({ 'background-color': 'rgb(0 0 0 / 0.5)' });
    expect(await declarationsOf('w-[calc(100%_-_2rem)]')).toEqual({ width: 'calc(100% - 2rem)' });
    expect(await declarationsOf('-mt-[13px]')).toEqual({ 'margin-top': '-13px' });
    expect(await declarationsOf('-mt-[calc(1rem+2px)]')).toEqual({ 'margin-top': 'calc(calc(1rem+2px) * -1)' });
    expect(await declarationsOf('z-[5]')).toEqual({ 'z-index': '5' });
    expect(await declarationsOf('opacity-[.37]')).toEqual({ opacity: '.37' });
    expect(await declarationsOf('px-[3px]')).toEqual({ 'padding-left': '3px', 'padding-right': '3px' });
    expect(await declarationsOf('border-[3px]')).toEqual({ 'border-width': '3px' });
    expect(await declarationsOf('border-t-[#fff]')).toEqual({ 'border-top-color': '#fff' });
    // Wrong kind for the family, negative where none is allowed, or no arbitrary form at all.
    expect((await translate('w-[#fff] bg-[13px] -p-[2px] grid-cols-[1fr_2fr] z-[abc] w-[]')).unknown).toEqual(['w-[#fff]', 'bg-[13px]', '-p-[2px]', 'grid-cols-[1fr_2fr]', 'z-[abc]', 'w-[]']);
  });

  it('lists what it does not know, and never lets a value break out of its declaration', async () => {
    const hostile = [
      'w-[13px;color:red]', 'bg-[url(javascript:alert(1))]', 'w-[1px}body{color:red]', 'text-[</style><script>]', 'w-["x"]', 'content-[attr(x)]',
      '__proto__', 'constructor', 'toString', 'hover:__proto__', 'group-hover:p-4', 'peer:p-4', 'p-4:', ':p-4', '!', 'md:', 'w-[\\31px]',
    ];
    const result = await translate(hostile.join(' '));
    expect(result.rules).toEqual([]);
    expect(result.unknown).toEqual(hostile);
    expect(result.css).toBe('');
  });

  it('answers each class once, in order, across any whitespace', async () => {
    const result = await translate('  p-4\n\tp-4 m-2\r\nunknown unknown  ');
    expect(result.rules.map((rule) => rule.class)).toEqual(['p-4', 'm-2']);
    expect(result.unknown).toEqual(['unknown']);
    expect(await translate('')).toEqual({ css: '', rules: [], unknown: [] });
  });

  it('escapes every class for its selector (CSSOM CSS.escape)', async () => {
    const { rules } = await translate('w-1/2 p-0.5 !m-[13px] -inset-x-px sm:w-[calc(100%_-_1rem)]');
    expect(rules.map((rule) => rule.selector)).toEqual(['.w-1\\/2', '.p-0\\.5', '.\\!m-\\[13px\\]', '.-inset-x-px', '.sm\\:w-\\[calc\\(100\\%_-_1rem\\)\\]']);
  });

  it('refuses more than 20000 distinct classes and over-long input', async () => {
    const many = Array.from({ length: 20_001 }, (_, i) => `c${i}`).join(' ');
    await expectInvalid('tailwind-to-css', { classes: many }, 'classes: at most 20000 distinct classes, got 20001');
    const max = Array.from({ length: 20_000 }, (_, i) => `w-[${i}px]`).join(' ');
    expect((await translate(max)).rules).toHaveLength(20_000);
    await expectInvalid('tailwind-to-css', { classes: 'a'.repeat(1_000_001) }, 'classes: must be at most 1000000 characters');
    // One long token is listed clipped, not echoed whole.
    const long = await translate('x'.repeat(500_000));
    expect(long.unknown[0]!.length).toBeLessThan(310);
    await expectInvalid('tailwind-to-css', { classes: ['p-4'] }, 'classes: must be a string, got an array');
    await expectInvalid('tailwind-to-css', {}, 'classes: is required');
  });

  it('gives the declarations css-to-tailwind maps back to the same class', async () => {
    // Round trip over the whole table: class → CSS → class with the same declarations.
    const names = [...tailwindTheme().classes.keys()];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...names), async (name) => {
        const declarations = await declarationsOf(name);
        const css = Object.entries(declarations).map(([property, value]) => `${property}: ${value}`).join('; ');
        const back = await run<{ classes: string; unmappedCount: number }>('css-to-tailwind', { css, match_px: false });
        expect(back.unmappedCount, `${name}: ${css}`).toBe(0);
        const again = await translate(back.classes);
        const merged = Object.fromEntries(again.rules.flatMap((rule) => rule.declarations.map(({ property, value }) => [property, value])));
        expect(merged, `${name} → ${back.classes}`).toEqual(declarations);
      }),
      { numRuns: 400 },
    );
  });
});
