/**
 * A CSV result as an HTML table, built cell by cell with textContent. Papa Parse (already a
 * catalog dependency) is imported only when a CSV result arrives, so it stays off first load.
 */
import { el } from './dom.ts';

/** Rows beyond this are summarised: a preview, not a spreadsheet. */
const MAX_ROWS = 200;

export async function csvTable(csv: string, delimiter?: string): Promise<HTMLElement> {
  const { default: Papa } = await import('papaparse');
  const parsed = Papa.parse<string[]>(csv, { skipEmptyLines: true, ...(delimiter ? { delimiter } : {}) });
  const [header = [], ...rows] = parsed.data;
  const table = el('table', { class: 'csv' });
  table.append(el('thead', {}, el('tr', {}, ...header.map((cell) => el('th', { scope: 'col' }, cell)))));
  const body = el('tbody');
  for (const row of rows.slice(0, MAX_ROWS)) body.append(el('tr', {}, ...row.map((cell) => el('td', {}, cell))));
  table.append(body);
  const wrapper = el('div', { class: 'table-scroll' }, table);
  if (rows.length > MAX_ROWS) wrapper.append(el('p', { class: 'hint' }, `First ${MAX_ROWS} of ${rows.length} rows.`));
  return wrapper;
}
