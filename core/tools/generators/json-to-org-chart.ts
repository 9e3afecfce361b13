import { Type } from '@sinclair/typebox';
import { asRecord, optionalArray, optionalText, parseJsonDocument, requiredText, type JsonRecord } from '../../lib/json-document.ts';
import { escapeMarkup, markup, trusted, type Markup } from '../../lib/markup.ts';
import { templateField, THEMES } from '../../lib/markup-themes.ts';
import { tidyTree } from '../../lib/tidy-tree.ts';
import { closedObject } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Layout: Reingold & Tilford's tidy tree (IEEE TSE 1981), see core/lib/tidy-tree.ts: one row per
 * level, parents centred over their first and last child, subtrees packed as close as their
 * contours allow. Edges are drawn as right-angled connectors (down, across, down), as org charts
 * draw them.
 */

const MAX_NODES = 500;
const MAX_LEVELS = 32;
const BOX_WIDTH = 184;
const BOX_HEIGHT = 58;
const H_GAP = 20;
const V_GAP = 44;
const MARGIN = 20;

interface Person {
  name: string;
  title: string | undefined;
  /** name and title escaped once: each appears in the SVG box, its hover title and the list. */
  nameMarkup: Markup;
  titleMarkup: Markup | undefined;
  /** Where it came from, for errors. */
  path: string;
}

interface Org {
  people: Person[];
  children: number[][];
  roots: number[];
}

function personOf(record: JsonRecord, path: string): Person {
  const name = requiredText(record, 'name', path, { max: 120 });
  const title = optionalText(record, 'title', path, { max: 120 });
  return { name, title, nameMarkup: trusted(escapeMarkup(name)), titleMarkup: title === undefined ? undefined : trusted(escapeMarkup(title)), path };
}

function tooMany(path: string): never {
  return invalid(`${path}: more than ${MAX_NODES} people; the chart takes at most ${MAX_NODES}`);
}

/** The nested form: {name, title, children: [...]}, or a list of such trees (a forest). */
function fromTree(parsed: unknown): Org {
  const org: Org = { people: [], children: [], roots: [] };
  if (Array.isArray(parsed) && parsed.length > MAX_NODES) tooMany('json');
  const tops = Array.isArray(parsed) ? parsed.map((item, index) => ({ value: item, path: `json[${index}]` })) : [{ value: parsed, path: 'json' }];
  const stack: { value: unknown; path: string; parent: number; level: number }[] = tops.reverse().map((top) => ({ ...top, parent: -1, level: 1 }));
  while (stack.length > 0) {
    const { value, path, parent, level } = stack.pop()!;
    if (org.people.length >= MAX_NODES) tooMany(path);
    if (level > MAX_LEVELS) invalid(`${path}: more than ${MAX_LEVELS} levels of management`);
    const record = asRecord(value, path);
    const index = org.people.length;
    org.people.push(personOf(record, path));
    org.children.push([]);
    if (parent === -1) org.roots.push(index);
    else org.children[parent]!.push(index);
    const kids = optionalArray(record, 'children', path, MAX_NODES);
    for (let at = kids.length - 1; at >= 0; at--) stack.push({ value: kids[at], path: `${path}.children[${at}]`, parent: index, level: level + 1 });
  }
  return org;
}

const idText = (value: unknown, path: string): string | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  return invalid(`${path}: expected a string or number id, got ${Array.isArray(value) ? 'an array' : typeof value}`);
};

/** The flat form: [{id, name, title, manager_id}], roots being the entries without a manager. */
function fromList(items: readonly unknown[]): Org {
  if (items.length > MAX_NODES) tooMany('json');
  const records = items.map((item, index) => asRecord(item, `json[${index}]`));
  const indexById = new Map<string, number>();
  records.forEach((record, index) => {
    const id = idText(Object.hasOwn(record, 'id') ? record.id : undefined, `json[${index}].id`);
    if (id === undefined) invalid(`json[${index}].id: required in the flat list form (a string or number)`);
    const earlier = indexById.get(id);
    if (earlier !== undefined) invalid(`json[${index}].id: ${JSON.stringify(id.slice(0, 40))} is already the id of json[${earlier}]`);
    indexById.set(id, index);
  });
  const people = records.map((record, index) => personOf(record, `json[${index}]`));
  const manager = records.map((record, index) => {
    const path = `json[${index}].manager_id`;
    const id = idText(Object.hasOwn(record, 'manager_id') ? record.manager_id : undefined, path);
    if (id === undefined) return -1;
    const found = indexById.get(id);
    if (found === undefined) invalid(`${path}: no entry has the id ${JSON.stringify(id.slice(0, 40))}`);
    return found;
  });
  // Walk up from each person; a chain that meets itself is a cycle. Levels are memoised, so O(n).
  const level = new Array<number>(records.length).fill(0);
  for (let start = 0; start < records.length; start++) {
    const chain: number[] = [];
    const onChain = new Set<number>();
    let node = start;
    while (node !== -1 && level[node] === 0) {
      if (onChain.has(node)) {
        const loop = chain.slice(chain.indexOf(node)).map((at) => `json[${at}]`);
        invalid(`json[${node}].manager_id: the managers form a cycle (${[...loop, `json[${node}]`].join(' → ')})`);
      }
      chain.push(node);
      onChain.add(node);
      node = manager[node]!;
    }
    let above = node === -1 ? 0 : level[node]!;
    for (let at = chain.length - 1; at >= 0; at--) {
      above += 1;
      level[chain[at]!] = above;
      if (above > MAX_LEVELS) invalid(`json[${chain[at]!}].manager_id: more than ${MAX_LEVELS} levels of management`);
    }
  }
  const children: number[][] = records.map(() => []);
  const roots: number[] = [];
  manager.forEach((boss, index) => (boss === -1 ? roots.push(index) : children[boss]!.push(index)));
  return { people, children, roots };
}

function readOrg(parsed: unknown): Org {
  if (Array.isArray(parsed)) {
    if (parsed.length === 0) invalid('json: no people');
    const first = parsed[0];
    const flat = typeof first === 'object' && first !== null && !Array.isArray(first) && (Object.hasOwn(first, 'id') || Object.hasOwn(first, 'manager_id'));
    return flat ? fromList(parsed) : fromTree(parsed);
  }
  return fromTree(parsed);
}

function clip(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/** The nested <ul> fragment, built bottom-up without recursion. */
function renderList(org: Org): string {
  const items = new Array<Markup>(org.people.length);
  const order: number[] = [];
  const stack = [...org.roots];
  while (stack.length > 0) {
    const node = stack.pop()!;
    order.push(node);
    stack.push(...org.children[node]!);
  }
  for (let at = order.length - 1; at >= 0; at--) {
    const node = order[at]!;
    const person = org.people[node]!;
    const kids = org.children[node]!;
    const title = person.titleMarkup === undefined ? null : markup` <span class="title">${person.titleMarkup}</span>`;
    const sub = kids.length === 0 ? null : markup`<ul>${kids.map((kid) => items[kid]!)}</ul>`;
    items[node] = markup`<li><span class="name">${person.nameMarkup}</span>${title}${sub}</li>`;
  }
  return markup`<ul class="org-chart">${org.roots.map((root) => items[root]!)}</ul>`.html;
}

function renderSvg(org: Org, template: 'light' | 'dark' | 'minimal'): { svg: string; width: number; height: number; levels: number } {
  const theme = THEMES[template];
  const layout = tidyTree(org, BOX_WIDTH + H_GAP, BOX_WIDTH + H_GAP * 2);
  const width = Math.ceil(layout.maxX + BOX_WIDTH + MARGIN * 2);
  const height = (layout.maxDepth + 1) * (BOX_HEIGHT + V_GAP) - V_GAP + MARGIN * 2;
  const left = (node: number) => MARGIN + layout.x[node]!;
  const top = (node: number) => MARGIN + layout.depth[node]! * (BOX_HEIGHT + V_GAP);
  const edges: string[] = [];
  org.children.forEach((kids, parent) => {
    if (kids.length === 0) return;
    const x = left(parent) + BOX_WIDTH / 2;
    const y = top(parent) + BOX_HEIGHT;
    const middle = y + V_GAP / 2;
    for (const kid of kids) edges.push(`M${x} ${y}V${middle}H${left(kid) + BOX_WIDTH / 2}V${top(kid)}`);
  });
  const radius = template === 'minimal' ? 0 : 8;
  const boxes = org.people.map((person, node) => {
    const x = left(node);
    const y = top(node);
    const cx = x + BOX_WIDTH / 2;
    const name = Array.from(person.name).length <= 24 ? person.nameMarkup : clip(person.name, 24);
    const title = person.title === undefined ? undefined : Array.from(person.title).length <= 28 ? person.titleMarkup! : clip(person.title, 28);
    const tip = person.titleMarkup === undefined ? person.nameMarkup : markup`${person.nameMarkup}, ${person.titleMarkup}`;
    const stripe = template === 'minimal' ? null : markup`<rect x="${x}" y="${y}" width="${BOX_WIDTH}" height="4" rx="2" fill="${theme.accent}"/>`;
    return markup`<g class="person"><title>${tip}</title><rect x="${x}" y="${y}" width="${BOX_WIDTH}" height="${BOX_HEIGHT}" rx="${radius}" fill="${theme.surface}" stroke="${theme.border}"/>${stripe}<text x="${cx}" y="${title === undefined ? y + 34 : y + 26}" text-anchor="middle" font-size="14" font-weight="600" fill="${theme.text}">${name}</text>${
      title === undefined ? null : markup`<text x="${cx}" y="${y + 44}" text-anchor="middle" font-size="12" fill="${theme.muted}">${title}</text>`
    }</g>`;
  });
  const svg = markup`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" font-family="Helvetica, Arial, sans-serif">
<title>Organisation chart</title>
<rect width="${width}" height="${height}" fill="${theme.page}"/>
<path class="edges" d="${edges.join('')}" fill="none" stroke="${theme.muted}" stroke-width="1.5"/>
${boxes}
</svg>
`.html;
  return { svg, width, height, levels: layout.maxDepth + 1 };
}

const JSON_SHAPE =
  'A JSON text in one of two forms. Nested: {"name", "title", "children": [{"name", "title", "children": [...]}, ...]}, or a list of such trees (several roots draw a forest). ' +
  'Flat: [{"id", "name", "title", "manager_id"}, ...] (recognised by an "id" or "manager_id" on the first entry); an entry without manager_id is a root; ' +
  `an unknown manager_id, a duplicate id or a cycle is refused, naming the entry. At most ${MAX_NODES} people and ${MAX_LEVELS} levels; name is required (≤ 120 chars), title optional.`;

export default defineTool({
  id: 'json-to-org-chart',
  name: 'JSON to Org Chart',
  category: 'generators',
  description:
    'Draws an organisation chart as SVG from a nested {name, title, children} tree or a flat [{id, name, title, manager_id}] list, with a tidy tree layout ' +
    '(Reingold & Tilford 1981: parents centred over their reports, subtrees packed by their contours), plus the same hierarchy as a nested <ul> HTML fragment. ' +
    'Cycles and unknown managers are refused with the entry named; several roots give a forest. Names are escaped.',
  keywords: ['org chart', 'organization chart', 'organigram', 'hierarchy', 'reporting lines', 'team structure', 'tree diagram'],
  mcp: true,
  input: closedObject({
    json: Type.String({ minLength: 1, maxLength: 100_000, description: `${JSON_SHAPE} At most 100,000 characters of JSON.` }),
    template: templateField('chart'),
  }),
  output: closedObject({
    svg: Type.String({ description: 'The chart, a whole SVG document' }),
    html: Type.String({ description: 'The hierarchy as a nested <ul class="org-chart"> HTML fragment (name and title spans)' }),
    people: Type.Integer({ description: 'People on the chart' }),
    roots: Type.Integer({ description: 'Top-level people (more than one: a forest)' }),
    levels: Type.Integer({ description: 'Levels from the top to the deepest report' }),
    width: Type.Integer({ description: 'SVG width, px' }),
    height: Type.Integer({ description: 'SVG height, px' }),
  }),
  examples: [
    {
      title: "A nested tree",
      input: {"json":"{\"name\": \"Ada Lovelace\", \"title\": \"CEO\", \"children\": [{\"name\": \"Grace Hopper\", \"title\": \"CTO\", \"children\": [{\"name\": \"Alan Turing\", \"title\": \"Research lead\"}, {\"name\": \"Edsger Dijkstra\", \"title\": \"Platform lead\"}, {\"name\": \"Barbara Liskov\", \"title\": \"Architect\"}]}, {\"name\": \"Katherine Johnson\", \"title\": \"CFO\", \"children\": [{\"name\": \"John von Neumann\", \"title\": \"Controller\"}]}, {\"name\": \"Margaret Hamilton\", \"title\": \"COO\"}]}"},
      output: {"svg":"<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1040\" height=\"302\" viewBox=\"0 0 1040 302\" role=\"img\" font-family=\"Helvetica, Arial, sans-serif\">\n<title>Organisation chart</title>\n<rect width=\"1040\" height=\"302\" fill=\"#f3f4f6\"/>\n<path class=\"edges\" d=\"M622 78V100H316V122M622 78V100H724V122M622 78V100H928V122M316 180V202H112V224M316 180V202H316V224M316 180V202H520V224M724 180V202H724V224\" fill=\"none\" stroke=\"#4b5563\" stroke-width=\"1.5\"/>\n<g class=\"person\"><title>Ada Lovelace, CEO</title><rect x=\"530\" y=\"20\" width=\"184\" height=\"58\" rx=\"8\" fill=\"#ffffff\" stroke=\"#e5e7eb\"/><rect x=\"530\" y=\"20\" width=\"184\" height=\"4\" rx=\"2\" fill=\"#2563eb\"/><text x=\"622\" y=\"46\" text-anchor=\"middle\" font-size=\"14\" font-weight=\"600\" fill=\"#111827\">Ada Lovelace</text><text x=\"622\" y=\"64\" text-anchor=\"middle\" font-size=\"12\" fill=\"#4b5563\">CEO</text></g><g class=\"person\"><title>Grace Hopper, CTO</title><rect x=\"224\" y=\"122\" width=\"184\" height=\"58\" rx=\"8\" fill=\"#ffffff\" stroke=\"#e5e7eb\"/><rect x=\"224\" y=\"122\" width=\"184\" height=\"4\" rx=\"2\" fill=\"#2563eb\"/><text x=\"316\" y=\"148\" text-anchor=\"middle\" font-size=\"14\" font-weight=\"600\" fill=\"#111827\">Grace Hopper</text><text x=\"316\" y=\"166\" text-anchor=\"middle\" font-size=\"12\" fill=\"#4b5563\">CTO</text></g><g class=\"person\"><title>Alan Turing, Research lead</title><rect x=\"20\" y=\"224\" width=\"184\" height=\"58\" rx=\"8\" fill=\"#ffffff\" stroke=\"#e5e7eb\"/><rect x=\"20\" y=\"224\" width=\"184\" height=\"4\" rx=\"2\" fill=\"#2563eb\"/><text x=\"112\" y=\"250\" text-anchor=\"middle\" font-size=\"14\" font-weight=\"600\" fill=\"#111827\">Alan Turing</text><text x=\"112\" y=\"268\" text-anchor=\"middle\" font-size=\"12\" fill=\"#4b5563\">Research lead</text></g><g class=\"person\"><title>Edsger Dijkstra, Platform lead</title><rect x=\"224\" y=\"224\" width=\"184\" height=\"58\" rx=\"8\" fill=\"#ffffff\" stroke=\"#e5e7eb\"/><rect x=\"224\" y=\"224\" width=\"184\" height=\"4\" rx=\"2\" fill=\"#2563eb\"/><text x=\"316\" y=\"250\" text-anchor=\"middle\" font-size=\"14\" font-weight=\"600\" fill=\"#111827\">Edsger Dijkstra</text><text x=\"316\" y=\"268\" text-anchor=\"middle\" font-size=\"12\" fill=\"#4b5563\">Platform lead</text></g><g class=\"person\"><title>Barbara Liskov, Architect</title><rect x=\"428\" y=\"224\" width=\"184\" height=\"58\" rx=\"8\" fill=\"#ffffff\" stroke=\"#e5e7eb\"/><rect x=\"428\" y=\"224\" width=\"184\" height=\"4\" rx=\"2\" fill=\"#2563eb\"/><text x=\"520\" y=\"250\" text-anchor=\"middle\" font-size=\"14\" font-weight=\"600\" fill=\"#111827\">Barbara Liskov</text><text x=\"520\" y=\"268\" text-anchor=\"middle\" font-size=\"12\" fill=\"#4b5563\">Architect</text></g><g class=\"person\"><title>Katherine Johnson, CFO</title><rect x=\"632\" y=\"122\" width=\"184\" height=\"58\" rx=\"8\" fill=\"#ffffff\" stroke=\"#e5e7eb\"/><rect x=\"632\" y=\"122\" width=\"184\" height=\"4\" rx=\"2\" fill=\"#2563eb\"/><text x=\"724\" y=\"148\" text-anchor=\"middle\" font-size=\"14\" font-weight=\"600\" fill=\"#111827\">Katherine Johnson</text><text x=\"724\" y=\"166\" text-anchor=\"middle\" font-size=\"12\" fill=\"#4b5563\">CFO</text></g><g class=\"person\"><title>John von Neumann, Controller</title><rect x=\"632\" y=\"224\" width=\"184\" height=\"58\" rx=\"8\" fill=\"#ffffff\" stroke=\"#e5e7eb\"/><rect x=\"632\" y=\"224\" width=\"184\" height=\"4\" rx=\"2\" fill=\"#2563eb\"/><text x=\"724\" y=\"250\" text-anchor=\"middle\" font-size=\"14\" font-weight=\"600\" fill=\"#111827\">John von Neumann</text><text x=\"724\" y=\"268\" text-anchor=\"middle\" font-size=\"12\" fill=\"#4b5563\">Controller</text></g><g class=\"person\"><title>Margaret Hamilton, COO</title><rect x=\"836\" y=\"122\" width=\"184\" height=\"58\" rx=\"8\" fill=\"#ffffff\" stroke=\"#e5e7eb\"/><rect x=\"836\" y=\"122\" width=\"184\" height=\"4\" rx=\"2\" fill=\"#2563eb\"/><text x=\"928\" y=\"148\" text-anchor=\"middle\" font-size=\"14\" font-weight=\"600\" fill=\"#111827\">Margaret Hamilton</text><text x=\"928\" y=\"166\" text-anchor=\"middle\" font-size=\"12\" fill=\"#4b5563\">COO</text></g>\n</svg>\n","html":"<ul class=\"org-chart\"><li><span class=\"name\">Ada Lovelace</span> <span class=\"title\">CEO</span><ul><li><span class=\"name\">Grace Hopper</span> <span class=\"title\">CTO</span><ul><li><span class=\"name\">Alan Turing</span> <span class=\"title\">Research lead</span></li><li><span class=\"name\">Edsger Dijkstra</span> <span class=\"title\">Platform lead</span></li><li><span class=\"name\">Barbara Liskov</span> <span class=\"title\">Architect</span></li></ul></li><li><span class=\"name\">Katherine Johnson</span> <span class=\"title\">CFO</span><ul><li><span class=\"name\">John von Neumann</span> <span class=\"title\">Controller</span></li></ul></li><li><span class=\"name\">Margaret Hamilton</span> <span class=\"title\">COO</span></li></ul></li></ul>","people":8,"roots":1,"levels":3,"width":1040,"height":302},
    },
    {
      title: "A flat list with two roots (a forest), dark",
      input: {"json":"[{\"id\": 1, \"name\": \"Maria\", \"title\": \"Head of Sales\"}, {\"id\": 2, \"name\": \"Tom\", \"title\": \"Account executive\", \"manager_id\": 1}, {\"id\": 3, \"name\": \"Lin\", \"title\": \"Account executive\", \"manager_id\": 1}, {\"id\": \"s1\", \"name\": \"Sam\", \"title\": \"Head of Support\"}, {\"id\": \"s2\", \"name\": \"Noor\", \"title\": \"Support engineer\", \"manager_id\": \"s1\"}]","template":"dark"},
      output: {"svg":"<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"652\" height=\"200\" viewBox=\"0 0 652 200\" role=\"img\" font-family=\"Helvetica, Arial, sans-serif\">\n<title>Organisation chart</title>\n<rect width=\"652\" height=\"200\" fill=\"#0f172a\"/>\n<path class=\"edges\" d=\"M214 78V100H112V122M214 78V100H316V122M540 78V100H540V122\" fill=\"none\" stroke=\"#94a3b8\" stroke-width=\"1.5\"/>\n<g class=\"person\"><title>Maria, Head of Sales</title><rect x=\"122\" y=\"20\" width=\"184\" height=\"58\" rx=\"8\" fill=\"#1e293b\" stroke=\"#334155\"/><rect x=\"122\" y=\"20\" width=\"184\" height=\"4\" rx=\"2\" fill=\"#38bdf8\"/><text x=\"214\" y=\"46\" text-anchor=\"middle\" font-size=\"14\" font-weight=\"600\" fill=\"#f1f5f9\">Maria</text><text x=\"214\" y=\"64\" text-anchor=\"middle\" font-size=\"12\" fill=\"#94a3b8\">Head of Sales</text></g><g class=\"person\"><title>Tom, Account executive</title><rect x=\"20\" y=\"122\" width=\"184\" height=\"58\" rx=\"8\" fill=\"#1e293b\" stroke=\"#334155\"/><rect x=\"20\" y=\"122\" width=\"184\" height=\"4\" rx=\"2\" fill=\"#38bdf8\"/><text x=\"112\" y=\"148\" text-anchor=\"middle\" font-size=\"14\" font-weight=\"600\" fill=\"#f1f5f9\">Tom</text><text x=\"112\" y=\"166\" text-anchor=\"middle\" font-size=\"12\" fill=\"#94a3b8\">Account executive</text></g><g class=\"person\"><title>Lin, Account executive</title><rect x=\"224\" y=\"122\" width=\"184\" height=\"58\" rx=\"8\" fill=\"#1e293b\" stroke=\"#334155\"/><rect x=\"224\" y=\"122\" width=\"184\" height=\"4\" rx=\"2\" fill=\"#38bdf8\"/><text x=\"316\" y=\"148\" text-anchor=\"middle\" font-size=\"14\" font-weight=\"600\" fill=\"#f1f5f9\">Lin</text><text x=\"316\" y=\"166\" text-anchor=\"middle\" font-size=\"12\" fill=\"#94a3b8\">Account executive</text></g><g class=\"person\"><title>Sam, Head of Support</title><rect x=\"448\" y=\"20\" width=\"184\" height=\"58\" rx=\"8\" fill=\"#1e293b\" stroke=\"#334155\"/><rect x=\"448\" y=\"20\" width=\"184\" height=\"4\" rx=\"2\" fill=\"#38bdf8\"/><text x=\"540\" y=\"46\" text-anchor=\"middle\" font-size=\"14\" font-weight=\"600\" fill=\"#f1f5f9\">Sam</text><text x=\"540\" y=\"64\" text-anchor=\"middle\" font-size=\"12\" fill=\"#94a3b8\">Head of Support</text></g><g class=\"person\"><title>Noor, Support engineer</title><rect x=\"448\" y=\"122\" width=\"184\" height=\"58\" rx=\"8\" fill=\"#1e293b\" stroke=\"#334155\"/><rect x=\"448\" y=\"122\" width=\"184\" height=\"4\" rx=\"2\" fill=\"#38bdf8\"/><text x=\"540\" y=\"148\" text-anchor=\"middle\" font-size=\"14\" font-weight=\"600\" fill=\"#f1f5f9\">Noor</text><text x=\"540\" y=\"166\" text-anchor=\"middle\" font-size=\"12\" fill=\"#94a3b8\">Support engineer</text></g>\n</svg>\n","html":"<ul class=\"org-chart\"><li><span class=\"name\">Maria</span> <span class=\"title\">Head of Sales</span><ul><li><span class=\"name\">Tom</span> <span class=\"title\">Account executive</span></li><li><span class=\"name\">Lin</span> <span class=\"title\">Account executive</span></li></ul></li><li><span class=\"name\">Sam</span> <span class=\"title\">Head of Support</span><ul><li><span class=\"name\">Noor</span> <span class=\"title\">Support engineer</span></li></ul></li></ul>","people":5,"roots":2,"levels":2,"width":652,"height":200},
    },
  ],
  run({ json, template }) {
    const org = readOrg(parseJsonDocument(json));
    const drawn = renderSvg(org, template);
    return { svg: drawn.svg, html: renderList(org), people: org.people.length, roots: org.roots.length, levels: drawn.levels, width: drawn.width, height: drawn.height };
  },
});
