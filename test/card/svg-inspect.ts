/**
 * Reading a rendered card back as a person would: its lines of text, its ids and the #id
 * references that must resolve inside it. Regular expressions over the SVG text are enough here,
 * since theme-checks.ts already proves each document well-formed.
 */

/** The line each <text> shows (its <tspan>s joined), entities decoded, in document order. */
export function textsOf(svg: string): string[] {
  return [...svg.matchAll(/<text\b[^>]*>([\s\S]*?)<\/text>/g)].map((match) => decodeEntities(match[1]!.replace(/<[^>]*>/g, ''))).filter((text) => text.trim() !== '');
}

/** A plain <text> (no <tspan>): its content as written (entities kept), attributes, position and size. */
export interface PlacedText {
  content: string;
  attributes: string;
  x: number;
  y: number;
  fontSize: number;
}

/** Every plain <text> of a card with its position and size (a font-size on a parent <g> is not read: no theme sets one there). */
export function placedTextsOf(svg: string): PlacedText[] {
  return [...svg.matchAll(/<text([^>]*)>([^<]*)<\/text>/g)].map(([, attributes, content]) => ({
    content: content!,
    attributes: attributes!,
    x: Number(/\sx="([^"]+)"/.exec(attributes!)?.[1]),
    y: Number(/\sy="([^"]+)"/.exec(attributes!)?.[1]),
    fontSize: Number(/font-size="([^"]+)"/.exec(attributes!)?.[1]),
  }));
}

function decodeEntities(text: string): string {
  return text.replace(/&(lt|gt|quot|#39|amp);/g, (_, name: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[name]!);
}

/** Every id="…" the document declares. */
export function idsOf(svg: string): string[] {
  return [...svg.matchAll(/\sid="([^"]*)"/g)].map((match) => match[1]!);
}

/** Every #id the document refers to, through url(#…) or href="#…". */
export function refsOf(svg: string): string[] {
  return [...svg.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)].map((match) => (match[1] ?? match[2])!);
}

/** Every font-family the document names, in attributes or CSS. */
export function fontFamiliesOf(svg: string): string[] {
  return [...svg.matchAll(/font-family(?:="|:\s*)([^";}]+)/g)].map((match) => match[1]!.trim());
}

/** Every CSS class name used on an element. */
export function classesOf(svg: string): string[] {
  return [...svg.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/).filter(Boolean));
}
