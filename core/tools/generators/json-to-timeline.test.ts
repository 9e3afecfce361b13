import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';
import { attr, elements, parseHtml, svgElements, textOf, xmlText } from '../../../test/markup-tree.ts';

type Event = { date: string; label: string; precision: string; title: string; description?: string; link?: string };
type Result = { html: string; svg: string; title: string | null; events: Event[]; sort: string };

const timeline = (json: unknown, options: Record<string, unknown> = {}) => run<Result>('json-to-timeline', { json: JSON.stringify(json), ...options });

// python3: sorted(ev, key=lambda e: (year, month or 0, day or 0)) → ['e', 'b', 'a', 'd', 'c'], with reverse=True → ['c', 'a', 'd', 'b', 'e']
const MIXED = [
  { date: '2020-05', title: 'a' },
  { date: '2020', title: 'b' },
  { date: '2020-05-01', title: 'c' },
  { date: '2020-05', title: 'd' },
  { date: '2019-12-31', title: 'e' },
];

describe('json-to-timeline', () => {
  it('sorts by date, a missing month or day first, stable on ties, in both directions', async () => {
    expect((await timeline(MIXED)).events.map((event) => event.title)).toEqual(['e', 'b', 'a', 'd', 'c']);
    expect((await timeline(MIXED, { sort: 'desc' })).events.map((event) => event.title)).toEqual(['c', 'a', 'd', 'b', 'e']);
    expect((await timeline(MIXED, { sort: 'none' })).events.map((event) => event.title)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('checks dates: forms, months, real days and leap years', async () => {
    // python3: datetime.date.fromisoformat('2024-02-29') ok; '2000-02-29' ok; '1900-02-29', '2023-02-29', '2023-04-31' → ValueError
    const ok = await timeline([{ date: '2024-02-29', title: 'x' }, { date: '2000-02-29', title: 'y' }, { date: '0001', title: 'z' }]);
    expect(ok.events.map((event) => [event.date, event.label, event.precision])).toEqual([
      ['0001', '1', 'year'], ['2000-02-29', '29 February 2000', 'day'], ['2024-02-29', '29 February 2024', 'day'],
    ]);
    await expectInvalid('json-to-timeline', { json: JSON.stringify([{ date: '1900-02-29', title: 'x' }]) }, /^json\[0\]\.date: 1900-02-29 does not exist \(February 1900 has 28 days\)/);
    await expectInvalid('json-to-timeline', { json: JSON.stringify([{ date: '2023-02-29', title: 'x' }]) }, /^json\[0\]\.date: 2023-02-29 does not exist/);
    await expectInvalid('json-to-timeline', { json: JSON.stringify([{ date: '2023-04-31', title: 'x' }]) }, /^json\[0\]\.date: .*April 2023 has 30 days/);
    await expectInvalid('json-to-timeline', { json: JSON.stringify({ events: [{ date: '2024-01', title: 'x' }, { date: '2024-13', title: 'y' }] }) }, /^json\.events\[1\]\.date: month 13 is not 01–12/);
    await expectInvalid('json-to-timeline', { json: JSON.stringify([{ date: '2024-00', title: 'x' }]) }, /^json\[0\]\.date: month 00/);
    await expectInvalid('json-to-timeline', { json: JSON.stringify([{ date: '2024-01-00', title: 'x' }]) }, /^json\[0\]\.date: /);
    await expectInvalid('json-to-timeline', { json: JSON.stringify([{ date: '0000', title: 'x' }]) }, /^json\[0\]\.date: the year must be 0001–9999/);
    for (const date of ['24', '2024/01/02', '2024-1-2', 'March 2024', '2024-01-02T10:00', ' 2024-01-02x', '+2024']) {
      await expectInvalid('json-to-timeline', { json: JSON.stringify([{ date, title: 'x' }]) }, /^json\[0\]\.date: /);
    }
    await expectInvalid('json-to-timeline', { json: JSON.stringify([{ title: 'x' }]) }, /^json\[0\]\.date: required/);
    // A number is taken as its text (lib/json-document.ts), so a bare year works and a fraction does not.
    expect((await timeline([{ date: 2024, title: 'x' }])).events[0]!.date).toBe('2024');
    await expectInvalid('json-to-timeline', { json: JSON.stringify([{ date: 2024.5, title: 'x' }]) }, /^json\[0\]\.date: "2024\.5" is not a date/);
  });

  it('renders a vertical HTML timeline with <time datetime>, headings, links and descriptions', async () => {
    const result = await timeline({ title: 'History', events: [{ date: '2021-06-01', title: 'Beta', description: 'Line 1\nLine 2', link: 'https://example.com/beta' }, { date: '2019', title: 'Founded' }] });
    const tree = parseHtml(result.html);
    expect(textOf(elements(tree).find((element) => element.tagName === 'h1')!)).toBe('History');
    const items = elements(tree).filter((element) => element.tagName === 'li');
    expect(items.map((item) => {
      const time = elements(item).find((element) => element.tagName === 'time')!;
      return [attr(time, 'datetime'), textOf(time), textOf(elements(item).find((element) => element.tagName === 'h2')!)];
    })).toEqual([['2019', '2019', 'Founded'], ['2021-06-01', '1 June 2021', 'Beta']]);
    const link = elements(tree).find((element) => element.tagName === 'a')!;
    expect([attr(link, 'href'), textOf(link)]).toEqual(['https://example.com/beta', 'Beta']);
    expect(textOf(elements(items[1]!).find((element) => element.tagName === 'p')!)).toBe('Line 1\nLine 2');
    expect(elements(tree).some((element) => element.tagName === 'ol')).toBe(true);
  });

  it('draws the SVG vertically or horizontally with one dot, date and title per event', async () => {
    const events = [{ date: '1957-10-04', title: 'Sputnik 1' }, { date: '1961-04-12', title: 'Gagarin', description: 'First human in orbit.' }, { date: '1969-07-20', title: 'Apollo 11', link: 'https://example.com/a11' }];
    for (const svg_orientation of ['vertical', 'horizontal']) {
      const result = await timeline(events, { svg_orientation });
      const svg = svgElements(result.svg);
      expect(svg[0]).toMatchObject({ name: 'svg', attrs: { xmlns: 'http://www.w3.org/2000/svg' } });
      const circles = svg.filter((element) => element.name === 'circle');
      expect(circles).toHaveLength(3);
      const coordinate = svg_orientation === 'vertical' ? 'cy' : 'cx';
      const positions = circles.map((circle) => Number(circle.attrs[coordinate]));
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      const fixed = circles.map((circle) => circle.attrs[svg_orientation === 'vertical' ? 'cx' : 'cy']);
      expect(new Set(fixed).size).toBe(1);
      const lines = svg.filter((element) => element.name === 'tspan').map((tspan) => xmlText(tspan.children));
      expect(lines).toEqual(['4 October 1957', 'Sputnik 1', '12 April 1961', 'Gagarin', 'First human in orbit.', '20 July 1969', 'Apollo 11']);
      expect(svg.filter((element) => element.name === 'a').map((a) => a.attrs.href)).toEqual(['https://example.com/a11']);
      const [width, height] = [Number(svg[0]!.attrs.width), Number(svg[0]!.attrs.height)];
      expect(svg[0]!.attrs.viewBox).toBe(`0 0 ${width} ${height}`);
      if (svg_orientation === 'horizontal') expect(width).toBeGreaterThan(height);
      else expect(height).toBeGreaterThan(positions.at(-1)!);
    }
  });

  it('cuts long SVG descriptions after 3 lines with …, keeping them whole in HTML', async () => {
    const description = 'A long description that goes on. '.repeat(12).trim();
    const result = await timeline([{ date: '2024', title: 'x', description }]);
    const lines = svgElements(result.svg).filter((element) => element.name === 'tspan').map((tspan) => xmlText(tspan.children));
    expect(lines).toHaveLength(2 + 3);
    expect(lines.at(-1)!.endsWith('…')).toBe(true);
    expect(result.events[0]!.description).toBe(description);
    expect(textOf(elements(parseHtml(result.html)).find((element) => element.tagName === 'p')!)).toBe(description);
  });

  it('escapes markup in every field and refuses javascript: links, naming the event', async () => {
    const evil = `<script>alert(1)</script>]]>"'&<img src=x onerror=alert(2)>`;
    const result = await timeline({ title: evil, events: [{ date: '2024', title: evil, description: evil }] });
    const tree = parseHtml(result.html);
    expect(elements(tree).filter((element) => ['script', 'img'].includes(element.tagName))).toEqual([]);
    expect(textOf(elements(tree).find((element) => element.tagName === 'h2')!)).toBe(evil);
    const svg = svgElements(result.svg);
    expect(new Set(svg.map((element) => element.name))).toEqual(new Set(['svg', 'title', 'rect', 'line', 'circle', 'text', 'tspan']));
    expect(xmlText(svg.find((element) => element.name === 'title')!.children)).toBe(evil);
    await expectInvalid('json-to-timeline', { json: JSON.stringify([{ date: '2024', title: 'x' }, { date: '2024', title: 'y', link: 'javascript:alert(1)' }]) }, /^json\[1\]\.link: the javascript: scheme/);
    await expectInvalid('json-to-timeline', { json: JSON.stringify({ events: [{ date: '2024', title: 'y', link: 'vbscript:x' }] }) }, /^json\.events\[0\]\.link: /);
    await expectInvalid('json-to-timeline', { json: JSON.stringify([{ date: '2024', title: 'x' }]), accent_color: 'blue;}' }, /^accent_color: /);
  });

  it('bounds the events and refuses empty or malformed timelines', async () => {
    const many = Array.from({ length: 200 }, (_, index) => ({ date: String(1800 + index), title: `t${index}` }));
    expect((await timeline(many, { sort: 'desc' })).events[0]!.title).toBe('t199');
    await expectInvalid('json-to-timeline', { json: JSON.stringify([...many, { date: '2024', title: 'x' }]) }, /^json: 201 events, more than the 200 allowed/);
    await expectInvalid('json-to-timeline', { json: JSON.stringify({ events: [...many, { date: '2024', title: 'x' }] }) }, /^json\.events: 201 items/);
    await expectInvalid('json-to-timeline', { json: '[]' }, /^json: no events/);
    await expectInvalid('json-to-timeline', { json: '{"title":"x"}' }, /^json\.events: no events/);
    await expectInvalid('json-to-timeline', { json: '[{"date":"2024"}]' }, /^json\[0\]\.title: required/);
    await expectInvalid('json-to-timeline', { json: '[1]' }, /^json\[0\]: expected an object/);
    await expectInvalid('json-to-timeline', { json: '[{"date":"2024","title":"x"}]', sort: 'random' }, /sort/);
  });

  it('treats __proto__ as an ordinary key, ignored', async () => {
    const result = await run<Result>('json-to-timeline', { json: '{"__proto__":{"title":"polluted","events":[{"date":"1","title":"bad"}]},"events":[{"date":"2024","title":"ok","__proto__":{"link":"javascript:alert(1)"}}]}' });
    expect(result.title).toBeNull();
    expect(result.events).toEqual([{ date: '2024', label: '2024', precision: 'year', title: 'ok' }]);
  });
});
