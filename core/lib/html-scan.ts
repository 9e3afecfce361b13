/**
 * A linear pass over HTML for tools that read structure themselves (tables, bookmark files):
 * htmlparser2's Tokenizer — HTML tokenisation with entities decoded, raw text in script, style,
 * title and textarea — reported as start tags, end tags and text. No tree is built and no tag is
 * closed implicitly: the callers know which tags end which. (htmlparser2's Parser keeps its open
 * elements in an array it shifts and unshifts, which takes quadratic time on deeply nested or
 * unclosed tags — 300,000 `<b>` would take minutes.) Tag and attribute names are lower-cased;
 * attributes are a null-prototype record, the first of a repeated name winning, as in browsers.
 */
import { lazy } from './lazy.ts';

export interface HtmlHandler {
  openTag(name: string, attributes: Record<string, string>): void;
  closeTag(name: string): void;
  text(text: string): void;
}

const loadTokenizer = lazy(async () => (await import('htmlparser2')).Tokenizer);

/** Tokenises all of `html`, calling `handler` in document order. */
export async function scanHtml(html: string, handler: HtmlHandler): Promise<void> {
  const Tokenizer = await loadTokenizer();
  let tagName = '';
  let attributes: Record<string, string> = Object.create(null);
  let attributeName = '';
  let attributeValue = '';
  const tokenizer = new Tokenizer(
    { xmlMode: false, decodeEntities: true },
    {
      ontext: (start, end) => handler.text(html.slice(start, end)),
      ontextentity: (codePoint) => handler.text(String.fromCodePoint(codePoint)),
      onopentagname(start, end) {
        tagName = html.slice(start, end).toLowerCase();
        attributes = Object.create(null);
      },
      onattribname(start, end) {
        attributeName = html.slice(start, end).toLowerCase();
      },
      onattribdata(start, end) {
        attributeValue += html.slice(start, end);
      },
      onattribentity(codePoint) {
        attributeValue += String.fromCodePoint(codePoint);
      },
      onattribend() {
        if (!Object.hasOwn(attributes, attributeName)) attributes[attributeName] = attributeValue;
        attributeValue = '';
      },
      onopentagend: () => handler.openTag(tagName, attributes),
      // In HTML a "/>" ends a start tag like ">" does.
      onselfclosingtag: () => handler.openTag(tagName, attributes),
      onclosetag: (start, end) => handler.closeTag(html.slice(start, end).toLowerCase()),
      oncdata() {},
      oncomment() {},
      ondeclaration() {},
      onprocessinginstruction() {},
      onend() {},
      isInForeignContext: () => false,
    },
  );
  tokenizer.write(html);
  tokenizer.end();
}
