/**
 * Finding the tables of a Markdown document as GitHub Flavored Markdown reads them (GFM spec,
 * "Tables (extension)"), with markdown-it's table rule, which passes the spec's table examples:
 * leading and trailing pipes optional, `\|` a literal pipe (in code spans too), the delimiter row
 * giving each column's alignment, short rows padded with empty cells and excess cells ignored.
 * Parsing the whole document (html on, as GitHub) means pipes in code blocks, HTML blocks and
 * the like are never mistaken for tables, and tables inside lists and block quotes are found.
 */
import type { MarkdownIt, StateBlock, Token } from 'markdown-it';
import { lazy } from './lazy.ts';
import type { Alignment } from './markdown-table.ts';

export interface GfmTable {
  /** The 1-based line of the header row. */
  line: number;
  headers: string[];
  alignments: Alignment[];
  /** Body rows, each exactly as wide as the header; a cell is its Markdown source, trimmed, `\|` read as `|`. */
  rows: string[][];
  /** Body rows that had more cells than the header (GFM drops the excess), with their 1-based line and cell count. */
  longRows: { line: number; cells: number }[];
}

/** markdown-it's split of a row into cells: unescaped pipes separate, `\|` becomes `|`. */
function splitCells(line: string): string[] {
  const cells: string[] = [];
  let current = '';
  let last = 0;
  let escaped = false;
  for (let i = 0; i < line.length; i++) {
    const unit = line.charCodeAt(i);
    if (unit === 0x7c) {
      if (!escaped) {
        cells.push(current + line.slice(last, i));
        current = '';
        last = i + 1;
      } else {
        current += line.slice(last, i - 1);
        last = i;
      }
    }
    escaped = unit === 0x5c;
  }
  cells.push(current + line.slice(last));
  if (cells.length > 0 && cells[0]!.trim() === '') cells.shift();
  if (cells.length > 0 && cells[cells.length - 1]!.trim() === '') cells.pop();
  return cells;
}

type BlockRule = (state: StateBlock, startLine: number, endLine: number, silent: boolean) => boolean;

const loadParser = lazy(async () => {
  const { default: MarkdownItClass } = await import('markdown-it');
  const md: MarkdownIt = new MarkdownItClass('default', { html: true });
  // Only the block structure is needed: cells keep their source text.
  md.core.ruler.disable(['inline', 'linkify', 'replacements', 'smartquotes', 'text_join']);
  const tableRule = md.block.ruler.__rules__.find((rule) => rule.name === 'table')!.fn as BlockRule;
  // The table rule drops the excess cells of a long row; count each row's cells as written first.
  md.block.ruler.at('table', (state, startLine, endLine, silent) => {
    const first = state.tokens.length;
    if (!tableRule(state, startLine, endLine, silent)) return false;
    if (!silent) {
      for (let i = first; i < state.tokens.length; i++) {
        const token = state.tokens[i]!;
        if (token.type !== 'tr_open' || !token.map) continue;
        const line = token.map[0];
        const text = state.src.slice(state.bMarks[line]! + state.tShift[line]!, state.eMarks[line]).trim();
        token.meta = { cells: splitCells(text).length };
      }
    }
    return true;
  });
  return md;
});

function alignmentOf(token: Token): Alignment {
  const style = token.attrGet('style');
  return style === 'text-align:left' ? 'left' : style === 'text-align:center' ? 'center' : style === 'text-align:right' ? 'right' : 'none';
}

/** Every GFM table in `markdown`, in document order (those inside lists and block quotes included). */
export async function findGfmTables(markdown: string): Promise<GfmTable[]> {
  const md = await loadParser();
  const tokens = md.parse(markdown, {});
  const tables: GfmTable[] = [];
  const open: GfmTable[] = [];
  let row: string[] | undefined;
  let inHead = false;
  for (const token of tokens) {
    switch (token.type) {
      case 'table_open':
        open.push({ line: token.map![0] + 1, headers: [], alignments: [], rows: [], longRows: [] });
        break;
      case 'table_close':
        tables.push(open.pop()!);
        break;
      case 'thead_open':
        inHead = true;
        break;
      case 'thead_close':
        inHead = false;
        break;
      case 'tr_open': {
        row = [];
        const table = open[open.length - 1]!;
        const written = (token.meta as { cells?: number } | null)?.cells;
        if (!inHead && written !== undefined && written > table.headers.length) table.longRows.push({ line: token.map![0] + 1, cells: written });
        break;
      }
      case 'tr_close':
        if (inHead) open[open.length - 1]!.headers = row!;
        else open[open.length - 1]!.rows.push(row!);
        row = undefined;
        break;
      case 'th_open':
        open[open.length - 1]!.alignments.push(alignmentOf(token));
        break;
      case 'inline':
        if (row) row.push(token.content);
        break;
    }
  }
  return tables;
}

/**
 * Why no table was found, when a line looks like a delimiter row under a row of cells but the two
 * differ in their number of cells (GFM then reads no table); undefined when nothing looks close.
 */
export function nearMissTable(markdown: string): string | undefined {
  const lines = markdown.split(/\r\n|\r|\n/);
  for (let i = 1; i < lines.length; i++) {
    const delimiter = lines[i]!.trim();
    if (!/^\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?$/.test(delimiter)) continue;
    const header = lines[i - 1]!.trim();
    if (!header.includes('|')) continue;
    const headerCells = splitCells(header).length;
    const delimiterCells = splitCells(delimiter).length;
    if (headerCells !== delimiterCells) {
      return `line ${i + 1} looks like a delimiter row but has ${delimiterCells} cell${delimiterCells === 1 ? '' : 's'}, while the header row above it has ${headerCells}; GFM reads a table only when they match`;
    }
  }
  return undefined;
}
