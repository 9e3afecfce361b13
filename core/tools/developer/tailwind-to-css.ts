import { Type, type Static } from '@sinclair/typebox';
import { valueKind } from '../../lib/css-values.ts';
import { lazy } from '../../lib/lazy.ts';
import { quoteClipped } from '../../lib/quote.ts';
import type { TailwindDeclaration } from '../../lib/tailwind-theme.ts';
import { closedObject } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec only names the tool's job):
 * - The table is the one css-to-tailwind uses (core/lib/tailwind-theme.ts: Tailwind CSS v3.4's
 *   default theme), so the two tools are inverses on it. Declarations are plain CSS without
 *   Tailwind's --tw-* variables: bg-red-500 is `background-color: #ef4444`.
 * - Classes are separated by whitespace; repeats are answered once. Variants: the breakpoints
 *   sm, md, lg, xl, 2xl (min-width media queries), dark (prefers-color-scheme, Tailwind's default
 *   darkMode "media"), and the pseudo-classes hover, focus, focus-within, focus-visible, active,
 *   visited, disabled, checked, required, invalid, first, last, odd, even. `!` before the utility
 *   adds !important. Negative values (-mt-4) and arbitrary values (w-[13px], bg-[#123456],
 *   text-[13px] as a font size) work for the families that take them; an arbitrary value may only
 *   hold letters, digits, spaces written as "_", and # % . , ( ) / + * -, so nothing can break out of
 *   the declaration.
 * - Anything else is listed in `unknown`, never guessed. At most 20,000 distinct classes.
 */

const MAX_CLASSES = 20_000;

const loadTheme = lazy(() => import('../../lib/tailwind-theme.ts'));

const PSEUDO: Record<string, string> = {
  hover: ':hover',
  focus: ':focus',
  'focus-within': ':focus-within',
  'focus-visible': ':focus-visible',
  active: ':active',
  visited: ':visited',
  disabled: ':disabled',
  checked: ':checked',
  required: ':required',
  invalid: ':invalid',
  first: ':first-child',
  last: ':last-child',
  odd: ':nth-child(odd)',
  even: ':nth-child(even)',
};

/** CSS.escape (CSSOM §2.1) for the class name in a selector. */
export function cssEscape(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const char = text[i]!;
    if (unit === 0) out += '\uFFFD';
    else if ((unit >= 0x01 && unit <= 0x1f) || unit === 0x7f || (i === 0 && unit >= 0x30 && unit <= 0x39) || (i === 1 && unit >= 0x30 && unit <= 0x39 && text[0] === '-')) {
      out += `\\${unit.toString(16)} `;
    } else if (i === 0 && char === '-' && text.length === 1) out += '\\-';
    else if (unit >= 0x80 || char === '-' || char === '_' || /[0-9A-Za-z]/.test(char)) out += char;
    else out += `\\${char}`;
  }
  return out;
}

/** Splits `md:hover:!p-4` into its variants and the utility, keeping ":" inside [...] whole. */
function splitVariants(token: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < token.length; i++) {
    const char = token[i];
    if (char === '[') depth++;
    else if (char === ']') depth = Math.max(0, depth - 1);
    else if (char === ':' && depth === 0) {
      parts.push(token.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(token.slice(start));
  return parts;
}

const ARBITRARY = /^(-?)([a-z][a-z0-9-]*?)-\[([^\]]+)\]$/;
const SAFE_VALUE = /^[A-Za-z0-9#%.,()/+*\- ]+$/;

type Theme = Awaited<ReturnType<typeof loadTheme>>;

/** The declarations of a utility without variants, or undefined when the table has no such class. */
function declarationsOf(theme: Theme, utility: string): readonly TailwindDeclaration[] | undefined {
  const known = theme.tailwindTheme().classes.get(utility);
  if (known) return known;
  const match = ARBITRARY.exec(utility);
  if (!match) return undefined;
  const [, negative, prefix, raw] = match;
  const value = raw!.replace(/_/g, ' ').trim();
  if (value === '' || value.length > 200 || !SAFE_VALUE.test(value)) return undefined;
  const kind = valueKind(value);
  const fits = (familyKind: string) => familyKind === kind || (familyKind === 'number' && kind === 'length' && /^0+(\.0+)?$/.test(value));
  const family = theme.tailwindTheme().arbitrary.get(prefix!)?.find((candidate) => fits(candidate.kind));
  if (!family || (negative && !family.negative)) return undefined;
  const finalValue = negative ? (/^[0-9.]+[a-z%]*$/i.test(value) ? `-${value}` : `calc(${value} * -1)`) : value;
  return family.properties.map((property) => ({ property, value: finalValue }));
}

interface RuleOut {
  class: string;
  selector: string;
  media: string | null;
  important: boolean;
  declarations: { property: string; value: string }[];
}

function readClass(theme: Theme, token: string): RuleOut | undefined {
  const parts = splitVariants(token);
  let utility = parts.pop()!;
  const media: string[] = [];
  let pseudo = '';
  for (const variant of parts) {
    const screen = theme.SCREENS[variant];
    if (screen !== undefined) media.push(`(min-width: ${screen})`);
    else if (variant === 'dark') media.push('(prefers-color-scheme: dark)');
    else if (PSEUDO[variant] !== undefined) pseudo += PSEUDO[variant];
    else return undefined;
  }
  const important = utility.startsWith('!');
  if (important) utility = utility.slice(1);
  const declarations = declarationsOf(theme, utility);
  if (!declarations) return undefined;
  return {
    class: token,
    selector: `.${cssEscape(token)}${pseudo}`,
    media: media.length > 0 ? media.join(' and ') : null,
    important,
    declarations: declarations.map(({ property, value }) => ({ property, value })),
  };
}

function ruleCss(rule: RuleOut): string {
  const inner = rule.media ? '    ' : '  ';
  const body = rule.declarations.map(({ property, value }) => `${inner}${property}: ${value}${rule.important ? ' !important' : ''};`).join('\n');
  const block = `${rule.selector} {\n${body}\n${rule.media ? '  ' : ''}}`;
  return rule.media ? `@media ${rule.media} {\n  ${block}\n}` : block;
}

const output = closedObject({
  css: Type.String({ description: 'A stylesheet with one rule per known class, in input order' }),
  rules: Type.Array(
    closedObject({
      class: Type.String({ description: 'The class as given, e.g. "md:hover:bg-red-500"' }),
      selector: Type.String({ description: 'Its CSS selector, escaped, with the pseudo-class of its variants, e.g. ".md\\:hover\\:bg-red-500:hover"' }),
      media: Type.Union([Type.String(), Type.Null()], { description: 'The media condition of its breakpoint or dark variant, or null' }),
      important: Type.Boolean({ description: 'Whether the class has the ! prefix (every declaration is !important)' }),
      declarations: Type.Array(
        closedObject({
          property: Type.String({ description: 'CSS property' }),
          value: Type.String({ description: 'CSS value, plain (no Tailwind variables)' }),
        }),
        { description: 'What the class sets' },
      ),
    }),
    { description: 'The known classes, in input order' },
  ),
  unknown: Type.Array(Type.String(), { description: 'Classes not in the default-theme table (or with an unsupported variant or value), in input order' }),
});

export default defineTool({
  id: 'tailwind-to-css',
  name: 'Tailwind to CSS',
  category: 'developer',
  description:
    'Translate Tailwind CSS v3 utility classes (default theme) to the plain CSS they stand for: p-4 → padding: 1rem, text-sm → font-size: 0.875rem; line-height: 1.25rem, bg-red-500 → background-color: #ef4444. Handles breakpoints, dark, hover/focus-style variants, !important, negative and arbitrary values; lists unknown classes.',
  keywords: ['tailwindcss', 'utility classes', 'tw', 'explain tailwind', 'tailwind classes'],
  // its worst input (many-short-lines) took 106.4 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    classes: Type.String({ maxLength: 1_000_000, description: 'Tailwind classes separated by spaces, e.g. "p-4 md:text-lg hover:bg-red-600"' }),
  }),
  output,
  examples: [
    {
      title: 'Spacing, font size, a palette color and an unknown class',
      input: { classes: 'p-4 text-sm bg-red-500 btn-primary' },
      output: {
        css: '.p-4 {\n  padding: 1rem;\n}\n\n.text-sm {\n  font-size: 0.875rem;\n  line-height: 1.25rem;\n}\n\n.bg-red-500 {\n  background-color: #ef4444;\n}\n',
        rules: [
          { class: 'p-4', selector: '.p-4', media: null, important: false, declarations: [{ property: 'padding', value: '1rem' }] },
          {
            class: 'text-sm',
            selector: '.text-sm',
            media: null,
            important: false,
            declarations: [{ property: 'font-size', value: '0.875rem' }, { property: 'line-height', value: '1.25rem' }],
          },
          { class: 'bg-red-500', selector: '.bg-red-500', media: null, important: false, declarations: [{ property: 'background-color', value: '#ef4444' }] },
        ],
        unknown: ['btn-primary'],
      },
    },
    {
      title: 'Variants, a fraction, a negative margin and an arbitrary value',
      input: { classes: 'md:hover:w-1/2 -mt-4 !w-[13px]' },
      output: {
        css:
          '@media (min-width: 768px) {\n  .md\\:hover\\:w-1\\/2:hover {\n    width: 50%;\n  }\n}\n\n.-mt-4 {\n  margin-top: -1rem;\n}\n\n' +
          '.\\!w-\\[13px\\] {\n  width: 13px !important;\n}\n',
        rules: [
          { class: 'md:hover:w-1/2', selector: '.md\\:hover\\:w-1\\/2:hover', media: '(min-width: 768px)', important: false, declarations: [{ property: 'width', value: '50%' }] },
          { class: '-mt-4', selector: '.-mt-4', media: null, important: false, declarations: [{ property: 'margin-top', value: '-1rem' }] },
          { class: '!w-[13px]', selector: '.\\!w-\\[13px\\]', media: null, important: true, declarations: [{ property: 'width', value: '13px' }] },
        ],
        unknown: [],
      },
    },
  ],
  async run({ classes }): Promise<Static<typeof output>> {
    const tokens = [...new Set(classes.split(/\s+/).filter((token) => token !== ''))];
    if (tokens.length > MAX_CLASSES) invalid(`classes: at most ${MAX_CLASSES} distinct classes, got ${tokens.length}`);
    const theme = await loadTheme();
    const rules: RuleOut[] = [];
    const unknown: string[] = [];
    for (const token of tokens) {
      const rule = token.length <= 300 ? readClass(theme, token) : undefined;
      if (rule) rules.push(rule);
      else unknown.push(token.length <= 300 ? token : quoteClipped(token, 300));
    }
    const css = rules.length > 0 ? `${rules.map(ruleCss).join('\n\n')}\n` : '';
    return { css, rules, unknown };
  },
});
