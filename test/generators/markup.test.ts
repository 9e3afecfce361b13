/**
 * Issue 18, rules 1 and 2, for every tool in the generators category, checked in Node: each
 * example's markup, and the markup of the same example with an XSS payload in every string field
 * the tool accepts (hostile-markup.ts), is well-formed (SVG parses as XML, HTML without a single
 * parse5 error) and holds nothing that runs: no script element, no on* handler, no javascript:
 * link, no frame or base element; CSS fields hold no markup. test/browser/generators-xss.test.ts
 * renders the same markup in Chromium.
 */
import { XMLValidator } from 'fast-xml-parser';
import { parse, parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { beforeAll, describe, expect, it } from 'vitest';
import { executeTool } from '../../core/index.ts';
import { findPreviews } from '../../runtime-browser/playground/preview-detect.ts';
import { EXAMPLE_NOW, zeroRandom } from '../helpers.ts';
import { generators, hostileRuns, markupOf, type HostileRun, type MarkupOutput } from './hostile-markup.ts';

type Node = DefaultTreeAdapterMap['node'];

const FORBIDDEN_ELEMENTS = new Set(['script', 'iframe', 'frame', 'object', 'embed', 'base', 'foreignobject', 'meta']);
const URL_ATTRIBUTES = new Set(['href', 'xlink:href', 'src', 'action', 'formaction', 'data', 'poster', 'srcset']);

/** What in a parsed tree could run code: one line per finding. */
function dangers(node: Node, found: string[] = []): string[] {
  if ('tagName' in node) {
    const tag = node.tagName.toLowerCase();
    // <meta charset> and the viewport tag of htmlDocument() are harmless; http-equiv is not.
    const harmlessMeta = tag === 'meta' && !node.attrs.some((attr) => attr.name === 'http-equiv');
    if (FORBIDDEN_ELEMENTS.has(tag) && !harmlessMeta) found.push(`<${tag}> element`);
    for (const attr of node.attrs) {
      const name = (attr.prefix ? `${attr.prefix}:${attr.name}` : attr.name).toLowerCase();
      if (name.startsWith('on')) found.push(`${name} handler on <${tag}>`);
      // Browsers strip tabs and newlines from URLs and ignore leading controls and spaces.
      const url = attr.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      if (URL_ATTRIBUTES.has(name) && /^(javascript|vbscript|data:text\/html)/.test(url)) found.push(`${name}="${attr.value.slice(0, 30)}" on <${tag}>`);
      if (name === 'style' && /expression\(|javascript:|<\//i.test(attr.value)) found.push(`style="${attr.value.slice(0, 30)}" on <${tag}>`);
    }
  }
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) dangers(child, found);
  if ('content' in node && node.content) dangers(node.content as unknown as Node, found);
  return found;
}

function parseErrors(output: MarkupOutput): string[] {
  const errors: string[] = [];
  const options = { onParseError: (error: { code: string; startLine: number; startCol: number }) => errors.push(`${error.code} at ${error.startLine}:${error.startCol}`) };
  if (/^\s*<!doctype/i.test(output.text)) parse(output.text, options);
  else parseFragment(output.text, options);
  return errors;
}

/** Every problem with one piece of markup; empty when it is well-formed and inert. */
function problems(output: MarkupOutput): string[] {
  if (output.kind === 'css') {
    return /<|javascript:|expression\(/i.test(output.text) ? [`markup or script in CSS: ${output.text.slice(0, 80)}`] : [];
  }
  const found: string[] = [];
  if (output.kind === 'svg') {
    const verdict = XMLValidator.validate(output.text);
    if (verdict !== true) found.push(`not well-formed XML: ${verdict.err.msg} at line ${verdict.err.line}`);
  } else {
    found.push(...parseErrors(output).map((error) => `HTML parse error ${error}`));
  }
  const tree = /^\s*<!doctype/i.test(output.text) ? parse(output.text) : parseFragment(output.text);
  found.push(...dangers(tree as unknown as Node));
  return found;
}

/** Generators whose results are plain text (no SVG, HTML or CSS to check). */
const TEXT_ONLY = new Set<string>([
  'caption-generator',
  'hashtag-generator',
  'linkedin-post-generator',
  'lorem-ipsum-generate',
  'math-formula-templates',
  'passphrase-generate',
  'random-name-picker',
  'random-picker',
  'social-media-bio-generator',
  'thread-generator',
]);
/** Generators none of whose string fields is free text (all are colours, enums or codes). */
const NO_FREE_TEXT = new Set<string>([
  'box-shadow-generator',
  'color-palette-generator',
  'css-animation-generator',
  'glassmorphism-generator',
  'gradient-generator',
  'lorem-ipsum-generate',
  'svg-animation-generator',
]);

const ids = generators().map((tool) => tool.id);

describe('the generators category', () => {
  it('holds the issue’s generators', () => {
    expect(ids.length).toBeGreaterThanOrEqual(1);
  });
});

describe.each(ids)('%s: markup is well-formed and inert', (id) => {
  const tool = generators().find((candidate) => candidate.id === id)!;
  let runs: HostileRun[];

  beforeAll(async () => {
    runs = await hostileRuns([tool]);
  }, 60_000);

  it('in every example', async () => {
    let previews = 0;
    for (const [index, example] of tool.examples.entries()) {
      const now = new Date(example.now ?? EXAMPLE_NOW);
      const envelope = await executeTool(tool, example.input, { now: () => now, random: zeroRandom });
      expect(envelope.success, JSON.stringify(envelope)).toBe(true);
      if (!envelope.success) continue;
      for (const output of markupOf(envelope.result)) {
        expect(problems(output), `example ${index}, ${output.field}`).toEqual([]);
      }
      previews += findPreviews(envelope.result).length;
    }
    // Rule 6: a picture gets a preview in the playground. Text generators return text, not pictures.
    if (!TEXT_ONLY.has(id)) expect(previews, 'playground previews across the examples').toBeGreaterThan(0);
  });

  it('with an XSS payload in every string field it accepts', () => {
    for (const run of runs) {
      for (const output of markupOf(run.result)) {
        expect(problems(output), `example ${run.example} poisoned at ${run.poisoned.join(', ')}: ${output.field}`).toEqual([]);
      }
    }
    if (!NO_FREE_TEXT.has(id)) expect(runs.flatMap((run) => run.poisoned), 'fields that took a payload').not.toEqual([]);
  });
});
