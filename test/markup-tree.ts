/**
 * For the markup generators' tests: reading their HTML with parse5 (failing the test on any parse
 * error, as a browser would silently repair the markup) and their SVG with fast-xml-parser in
 * document order, plus small queries over both trees (elements, attributes, classes, text).
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parse, parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { expect } from 'vitest';

export type HtmlNode = DefaultTreeAdapterMap['node'];
export type HtmlElement = DefaultTreeAdapterMap['element'];

/** A whole HTML document parsed as a browser would; fails the test on any parse5 error. */
export function parseHtml(html: string): DefaultTreeAdapterMap['document'] {
  const errors: string[] = [];
  const tree = parse(html, { onParseError: (error) => errors.push(error.code) });
  expect(errors).toEqual([]);
  return tree;
}

/** An HTML fragment parsed as a browser would; fails the test on any parse5 error. */
export function parseHtmlFragment(html: string): DefaultTreeAdapterMap['documentFragment'] {
  const errors: string[] = [];
  const tree = parseFragment(html, { onParseError: (error) => errors.push(error.code) });
  expect(errors).toEqual([]);
  return tree;
}

/** Every element at or under `node`, in document order. */
export function elements(node: HtmlNode, found: HtmlElement[] = []): HtmlElement[] {
  if ('tagName' in node) found.push(node);
  for (const child of 'childNodes' in node ? node.childNodes : []) elements(child, found);
  return found;
}

/** An attribute's value, or undefined when the element has none by that name. */
export const attr = (element: HtmlElement, name: string): string | undefined => element.attrs.find((a) => a.name === name)?.value;

export const hasClass = (element: HtmlElement, name: string): boolean => (attr(element, 'class') ?? '').split(' ').includes(name);

/** Every element at or under `tree` with the class `name`. */
export const byClass = (tree: HtmlNode, name: string): HtmlElement[] => elements(tree).filter((element) => hasClass(element, name));

/** The text of a node and everything under it, as textContent gives it. */
export function textOf(node: HtmlNode): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  return ('childNodes' in node ? node.childNodes : []).map(textOf).join('');
}

/** A node of fast-xml-parser's preserveOrder output: `{ tag: children, ':@': attributes }` or `{ '#text': value }`. */
export type XmlNode = Record<string, unknown>;

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
}

const svgParser = new XMLParser({ preserveOrder: true, ignoreAttributes: false, attributeNamePrefix: '', trimValues: false, processEntities: true, htmlEntities: true });

/** The parsed SVG (preserveOrder nodes, entities decoded), refusing anything that is not well-formed XML. */
export function parseSvg(svg: string): XmlNode[] {
  expect(XMLValidator.validate(svg)).toBe(true);
  return svgParser.parse(svg) as XmlNode[];
}

/** Every element in `nodes` and under them, in document order. */
export function* walk(nodes: XmlNode[]): Generator<XmlElement> {
  for (const node of nodes) {
    const name = Object.keys(node).find((key) => key !== ':@');
    if (!name || name === '#text') continue;
    const children = node[name] as XmlNode[];
    yield { name, attrs: (node[':@'] ?? {}) as Record<string, string>, children };
    yield* walk(children);
  }
}

/** Every element of a well-formed SVG, in document order. */
export const svgElements = (svg: string): XmlElement[] => [...walk(parseSvg(svg))];

/** The text directly inside an element (its text children joined, child elements skipped). */
export const xmlText = (children: XmlNode[]): string => children.map((child) => ('#text' in child ? String(child['#text']) : '')).join('');
