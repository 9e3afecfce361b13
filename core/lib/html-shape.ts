/**
 * How deep an HTML document nests its elements, and how many table cells it holds, measured in one linear pass (html-scan.ts) the
 * way an HTML tree builder would stack them: void elements never open, an end tag closes its
 * element and everything opened inside it, an unmatched end tag is ignored, and the implied ends
 * HTML gives p, li, dt, dd, option, tr, td and th close a same-kind element left open on top.
 * Tools hand the document to libraries that build or walk the tree recursively (html-to-text)
 * or keep their stack in an array they unshift (htmlparser2's Parser: quadratic in the depth), so
 * they check this first and refuse what would overflow the stack or run for minutes.
 */
import { scanHtml } from './html-scan.ts';

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
/** Elements an opening tag closes when one of them is the innermost open element. */
const CLOSED_BY: Record<string, ReadonlySet<string>> = {
  p: new Set(['p']),
  li: new Set(['li']),
  dt: new Set(['dt', 'dd']),
  dd: new Set(['dt', 'dd']),
  option: new Set(['option']),
  tr: new Set(['tr', 'td', 'th']),
  td: new Set(['td', 'th']),
  th: new Set(['td', 'th']),
};

export interface HtmlShape {
  /** The deepest nesting of elements (0 for text alone). */
  depth: number;
  /** How many td and th elements there are, in all tables. */
  cells: number;
}

/** The shape of `html`, in one linear pass. */
export async function htmlShape(html: string): Promise<HtmlShape> {
  const stack: string[] = [];
  const open = new Map<string, number>();
  let deepest = 0;
  let cells = 0;
  const pop = () => {
    const name = stack.pop()!;
    open.set(name, open.get(name)! - 1);
  };
  await scanHtml(html, {
    openTag(name) {
      if (VOID.has(name)) return;
      if (name === 'td' || name === 'th') cells++;
      const closes = CLOSED_BY[name];
      while (closes && stack.length > 0 && closes.has(stack[stack.length - 1]!)) pop();
      stack.push(name);
      open.set(name, (open.get(name) ?? 0) + 1);
      if (stack.length > deepest) deepest = stack.length;
    },
    closeTag(name) {
      if (!open.get(name)) return;
      while (stack[stack.length - 1] !== name) pop();
      pop();
    },
    text() {},
  });
  return { depth: deepest, cells };
}
