import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { parseHtmlFragment } from '../../../test/markup-tree.ts';

type El = Record<string, unknown>;
interface OrgChart { svg: string; html: string; people: number; roots: number; levels: number; width: number; height: number }

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (_name, _path, _leaf, attribute) => !attribute, parseTagValue: false, parseAttributeValue: false, trimValues: false, htmlEntities: true });
function all(node: unknown, tag: string, found: El[] = []): El[] {
  if (Array.isArray(node)) for (const item of node) all(item, tag, found);
  else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      if (key === tag) found.push(...(value as El[]));
      if (!key.startsWith('@')) all(value, tag, found);
    }
  }
  return found;
}
const text = (element: El | string): string => (typeof element === 'string' ? element : ((element['#text'] as string[] | string | undefined) ?? '').toString());

/** Each person's box as drawn: name, title, centre x and top y. */
function boxes(svg: string) {
  expect(XMLValidator.validate(svg)).toBe(true);
  const root = parser.parse(svg) as El;
  return all(root, 'g')
    .filter((g) => g['@class'] === 'person')
    .map((g) => {
      const box = all(g, 'rect')[0]!;
      const texts = all(g, 'text').map(text);
      return { name: texts[0]!, title: texts[1], cx: Number(box['@x']) + Number(box['@width']) / 2, y: Number(box['@y']) };
    });
}

/** The <ul> fragment, parse5-clean, as nested {name, title, reports}. */
function tree(html: string) {
  parseHtmlFragment(html);
  type Node = { name: string; title?: string; reports: Node[] };
  const read = (ul: ReturnType<typeof DomUtils.findAll>[number]): Node[] =>
    DomUtils.getChildren(ul).flatMap((li) => {
      if (li.type !== 'tag') return [];
      const spans = DomUtils.getChildren(li).filter((child) => child.type === 'tag' && (child as { name: string }).name === 'span');
      const sub = DomUtils.getChildren(li).find((child) => child.type === 'tag' && (child as { name: string }).name === 'ul');
      const [name, title] = spans.map((span) => DomUtils.textContent(span));
      return [{ name: name!, ...(title === undefined ? {} : { title }), reports: sub ? read(sub as never) : [] }];
    });
  const document = parseDocument(html);
  return read(DomUtils.findOne((element) => element.name === 'ul', document.children)!);
}

const chart = (json: unknown, template?: string) => run<OrgChart>('json-to-org-chart', { json: JSON.stringify(json), ...(template ? { template } : {}) });

describe('json-to-org-chart', () => {
  it('draws a nested tree with each manager centred over their reports', async () => {
    const result = await chart({ name: 'CEO', children: [{ name: 'A', title: 'VP', children: [{ name: 'A1' }, { name: 'A2' }] }, { name: 'B' }] });
    expect(result).toMatchObject({ people: 5, roots: 1, levels: 3 });
    const drawn = Object.fromEntries(boxes(result.svg).map((box) => [box.name, box]));
    expect(Object.keys(drawn).sort()).toEqual(['A', 'A1', 'A2', 'B', 'CEO']);
    expect(drawn.A!.title).toBe('VP');
    expect(drawn.CEO!.cx).toBeCloseTo((drawn.A!.cx + drawn.B!.cx) / 2, 6);
    expect(drawn.A!.cx).toBeCloseTo((drawn.A1!.cx + drawn.A2!.cx) / 2, 6);
    expect(new Set([drawn.A!.y, drawn.B!.y]).size).toBe(1);
    expect(drawn.A1!.y).toBeGreaterThan(drawn.A!.y);
    // Boxes of one row never overlap (184 px wide).
    expect(drawn.A2!.cx - drawn.A1!.cx).toBeGreaterThanOrEqual(184);
    expect(drawn.B!.cx - drawn.A!.cx).toBeGreaterThanOrEqual(184);
    expect(tree(result.html)).toEqual([{ name: 'CEO', reports: [{ name: 'A', title: 'VP', reports: [{ name: 'A1', reports: [] }, { name: 'A2', reports: [] }] }, { name: 'B', reports: [] }] }]);
  });

  it('builds the same hierarchy from a flat list, with several roots as a forest', async () => {
    const result = await chart([
      { id: 'b', name: 'Bea', manager_id: 'a' },
      { id: 'a', name: 'Ann', title: 'Lead' },
      { id: 7, name: 'Cid', manager_id: 'a' },
      { id: 'x', name: 'Xia', manager_id: null },
      { id: 'y', name: 'Yan', manager_id: 'x' },
    ]);
    expect(result).toMatchObject({ people: 5, roots: 2, levels: 2 });
    expect(tree(result.html)).toEqual([
      { name: 'Ann', title: 'Lead', reports: [{ name: 'Bea', reports: [] }, { name: 'Cid', reports: [] }] },
      { name: 'Xia', reports: [{ name: 'Yan', reports: [] }] },
    ]);
    expect(boxes(result.svg)).toHaveLength(5);
  });

  it('refuses cycles, unknown managers and duplicate ids, naming the entry', async () => {
    await expectInvalid('json-to-org-chart', { json: JSON.stringify([{ id: 1, name: 'a', manager_id: 2 }, { id: 2, name: 'b', manager_id: 1 }]) }, /^json\[0\]\.manager_id: the managers form a cycle \(json\[0\] → json\[1\] → json\[0\]\)/);
    await expectInvalid('json-to-org-chart', { json: JSON.stringify([{ id: 1, name: 'a' }, { id: 2, name: 'b', manager_id: 2 }]) }, /^json\[1\]\.manager_id: the managers form a cycle/);
    await expectInvalid('json-to-org-chart', { json: JSON.stringify([{ id: 1, name: 'a' }, { id: 2, name: 'b', manager_id: 9 }]) }, /^json\[1\]\.manager_id: no entry has the id "9"/);
    await expectInvalid('json-to-org-chart', { json: JSON.stringify([{ id: 1, name: 'a' }, { id: '1', name: 'b' }]) }, /^json\[1\]\.id: "1" is already the id of json\[0\]/);
    await expectInvalid('json-to-org-chart', { json: JSON.stringify([{ id: 1, name: 'a' }, { name: 'b' }]) }, /^json\[1\]\.id: required/);
    await expectInvalid('json-to-org-chart', { json: JSON.stringify([{ id: 1, name: 'a' }, { id: 2, name: 'b', manager_id: [1] }]) }, /^json\[1\]\.manager_id: expected a string or number id/);
    await expectInvalid('json-to-org-chart', { json: JSON.stringify({ name: 'a', children: [{ title: 'no name' }] }) }, /^json\.children\[0\]\.name: required/);
    await expectInvalid('json-to-org-chart', { json: JSON.stringify({ name: 'a', children: 'b' }) }, /^json\.children: expected an array/);
    await expectInvalid('json-to-org-chart', { json: '[]' }, /^json: no people/);
  });

  it('bounds people and levels', async () => {
    const many = Array.from({ length: 501 }, (_, index) => ({ id: index, name: `p${index}`, manager_id: index === 0 ? null : 0 }));
    await expectInvalid('json-to-org-chart', { json: JSON.stringify(many) }, /^json: more than 500 people/);
    const wide = await chart({ name: 'root', children: Array.from({ length: 499 }, (_, index) => ({ name: `p${index}` })) });
    expect(wide.people).toBe(500);
    await expectInvalid('json-to-org-chart', { json: JSON.stringify({ name: 'root', children: Array.from({ length: 500 }, (_, index) => ({ name: `p${index}` })) }) }, /more than 500 people/);
    const chain = (length: number) => Array.from({ length }, (_, index) => ({ id: index, name: `p${index}`, manager_id: index === 0 ? null : index - 1 }));
    expect((await chart(chain(32))).levels).toBe(32);
    await expectInvalid('json-to-org-chart', { json: JSON.stringify(chain(33)) }, /^json\[32\]\.manager_id: more than 32 levels/);
  });

  it('escapes markup in names and titles in both outputs', async () => {
    const evil = `</text></span><script>alert(1)</script>&amp;"'`;
    const result = await chart({ name: evil, title: evil, children: [{ name: 'ok' }] });
    expect(result.svg).not.toContain('<script');
    expect(result.html).not.toContain('<script');
    const [top] = tree(result.html);
    expect(top).toMatchObject({ name: evil, title: evil });
    // In the SVG a long name is shortened to 24 characters with an ellipsis; the hover title keeps all of it.
    const box = boxes(result.svg)[0]!;
    expect(box.name).toBe(`${Array.from(evil).slice(0, 23).join('')}…`);
    expect(result.svg).toContain('&lt;/text&gt;');
  });

  it('ignores __proto__ and unknown keys', async () => {
    const result = await chart(JSON.parse('{"name": "a", "__proto__": {"children": [{"name": "ghost"}]}, "extra": 1}'));
    expect(result.people).toBe(1);
    expect(({} as Record<string, unknown>).children).toBeUndefined();
  });
});
