/**
 * YAML text to JSON values, safely, for the tools that read YAML (json-yaml-converter, yaml-to-json).
 *
 * - YAML 1.2 with the core schema, whatever a %YAML directive says: null, true/false (in the
 *   three spellings the schema allows), integers (decimal, 0o octal, 0x hex; kept exact at any
 *   size), floats, and everything else a string. No 1.1 extras: `yes` and `2001-12-14` are
 *   strings, `<<` is an ordinary key, and !!binary, !!set, !!omap or !!timestamp resolve like
 *   any unknown tag: the value is kept as written and a warning says so.
 * - Parsed with the `yaml` package's Lexer and Parser driven one token at a time, so nesting
 *   deeper than MAX_YAML_DEPTH is refused before the (recursive) composer ever sees it: deep
 *   nesting would otherwise exhaust the stack, or take seconds in the parser.
 * - Aliases are resolved here, not by the package's toJS: that one checks aliases in time
 *   quadratic in their number (9,000 aliases took seconds). Each anchored node is converted once
 *   and shared; the nodes a document would hold once every alias is expanded are counted, and a
 *   document past MAX_EXPANDED_NODES (a "billion laughs") is refused at once, never expanded.
 *   An alias inside the node it names (a cycle) and an alias naming no earlier anchor are refused.
 * - JSON has string keys only: null, boolean and number keys become their JSON text ("null",
 *   "true", "1"), a sequence or mapping as a key is refused, and a key repeated in one mapping
 *   (YAML forbids it; `1` and `"1"` count as the same here) is refused, checked here in a Map
 *   because the package's own check is quadratic (a 500 KB mapping took over a minute).
 *   .inf and .nan have no JSON form and are refused.
 * - Every refusal names the field, the line and the column.
 */
import type { Alias, CST, Document, Pair, ParsedNode, Scalar, YAMLMap, YAMLSeq } from 'yaml';
import { invalid } from '../errors.ts';
import type { OrderedJson } from './json-ordered.ts';
import { lazyModule } from './lazy.ts';
import { quoteClipped } from './quote.ts';
import { TextPositions } from './text-position.ts';

/** How deep collections may nest, counting those that aliases bring in. */
export const MAX_YAML_DEPTH = 200;
/** How many nodes (scalars and collections) all documents may hold once every alias is expanded. */
export const MAX_EXPANDED_NODES = 1_000_000;
const MAX_WARNINGS = 100;

const loadYaml = lazyModule(() => import('yaml'));
export type YamlModule = Awaited<ReturnType<typeof loadYaml>>;

export interface ParsedYaml {
  /** One value per document of the stream, in order (none for an empty stream). */
  documents: OrderedJson[];
  /** What was kept but may not mean what the author thought, e.g. "line 2, column 4: Unresolved tag: !foo". */
  warnings: string[];
}

interface Converted {
  value: OrderedJson;
  /** Nodes once aliases are expanded. */
  nodes: number;
  /** Collection nesting once aliases are expanded (0 for a scalar). */
  depth: number;
}

/** The offset of the first collection nested deeper than MAX_YAML_DEPTH in the CST, if any (iterative). */
function tooDeepAt(tokens: CST.Token[]): number | undefined {
  const pending: [CST.Token, number][] = tokens.map((token) => [token, 0]);
  let first: number | undefined;
  while (pending.length > 0) {
    const [token, depth] = pending.pop()!;
    if (token.type === 'document') {
      if (token.value) pending.push([token.value, depth]);
    } else if (token.type === 'block-map' || token.type === 'block-seq' || token.type === 'flow-collection') {
      if (depth + 1 > MAX_YAML_DEPTH) {
        first = Math.min(first ?? token.offset, token.offset);
        continue;
      }
      for (const item of token.items) {
        if (item.key) pending.push([item.key, depth + 1]);
        if (item.value) pending.push([item.value, depth + 1]);
      }
    }
  }
  return first;
}

/**
 * `text`'s CST tokens, refusing nesting deeper than MAX_YAML_DEPTH. The parser's stack (each open
 * collection, plus a few entries for pairs and scalars) stops a runaway as soon as it starts; the
 * CST walk then applies the exact bound.
 */
export function tokenize(yaml: YamlModule, text: string, field: string, positions: TextPositions): CST.Token[] {
  const lexer = new yaml.Lexer();
  const parser = new yaml.Parser();
  const tokens: CST.Token[] = [];
  const tooDeep = (offset: number): never => {
    const { line, column } = positions.at(Math.min(offset, text.length));
    invalid(`${field}: nested deeper than ${MAX_YAML_DEPTH} levels at line ${line}, column ${column}`);
  };
  for (const lexeme of lexer.lex(text)) {
    for (const token of parser.next(lexeme)) tokens.push(token);
    if (parser.stack.length > 2 * MAX_YAML_DEPTH + 4) tooDeep(parser.offset);
  }
  for (const token of parser.end()) tokens.push(token);
  const deepAt = tooDeepAt(tokens);
  if (deepAt !== undefined) tooDeep(deepAt);
  return tokens;
}

class DocumentConverter {
  private readonly anchors = new Map<string, ParsedNode>();
  private readonly converted = new Map<ParsedNode, Converted>();
  private readonly inProgress = new Set<ParsedNode>();
  private readonly yaml: YamlModule;
  private readonly field: string;
  private readonly positions: TextPositions;

  // No parameter properties: Node's type stripping refuses them.
  constructor(yaml: YamlModule, field: string, positions: TextPositions) {
    this.yaml = yaml;
    this.field = field;
    this.positions = positions;
  }

  private refuse(offset: number, what: string): never {
    const { line, column } = this.positions.at(offset);
    invalid(`${this.field}: ${what} at line ${line}, column ${column}`);
  }

  convert(node: ParsedNode | null, fallbackOffset: number): Converted {
    const yaml = this.yaml;
    if (node === null) return { value: null, nodes: 1, depth: 0 };
    if (yaml.isAlias(node)) return this.alias(node);
    if (node.anchor) this.anchors.set(node.anchor, node);
    this.inProgress.add(node);
    let result: Converted;
    if (yaml.isScalar(node)) result = { value: this.scalar(node), nodes: 1, depth: 0 };
    else if (yaml.isSeq(node)) result = this.sequence(node);
    else if (yaml.isMap(node)) result = this.mapping(node);
    else this.refuse(fallbackOffset, 'a node of an unknown kind');
    this.inProgress.delete(node);
    if (result.depth > MAX_YAML_DEPTH) this.refuse(node.range[0], `nested deeper than ${MAX_YAML_DEPTH} levels (aliases expanded)`);
    if (result.nodes > MAX_EXPANDED_NODES) {
      this.refuse(node.range[0], `too many aliases: expanding them would make more than ${MAX_EXPANDED_NODES} nodes (an alias bomb)`);
    }
    if (node.anchor) this.converted.set(node, result);
    return result;
  }

  private alias(node: Alias.Parsed): Converted {
    const name = quoteClipped(`*${node.source}`);
    const target = this.anchors.get(node.source);
    if (!target) this.refuse(node.range[0], `the alias ${name} names no anchor before it`);
    if (this.inProgress.has(target)) this.refuse(node.range[0], `the alias ${name} is inside the node it names (a cycle JSON cannot hold)`);
    return this.converted.get(target)!;
  }

  private scalar(node: Scalar.Parsed): OrderedJson {
    const value: unknown = node.value;
    if (value === null || typeof value === 'string' || typeof value === 'boolean' || typeof value === 'bigint') return value;
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) this.refuse(node.range[0], `${quoteClipped(node.source)} (${value}) has no JSON form`);
      return value;
    }
    this.refuse(node.range[0], 'a scalar of an unsupported type');
  }

  private sequence(node: YAMLSeq.Parsed): Converted {
    const items: OrderedJson[] = [];
    let nodes = 1;
    let depth = 0;
    for (const item of node.items) {
      const converted = this.convert(item, node.range[0]);
      items.push(converted.value);
      nodes += converted.nodes;
      depth = Math.max(depth, converted.depth);
      if (nodes > MAX_EXPANDED_NODES) break;
    }
    return { value: items, nodes, depth: depth + 1 };
  }

  private mapping(node: YAMLMap.Parsed): Converted {
    const members = new Map<string, OrderedJson>();
    let nodes = 1;
    let depth = 0;
    for (const pair of node.items as Pair<ParsedNode | null, ParsedNode | null>[]) {
      const keyOffset = pair.key?.range[0] ?? pair.value?.range[0] ?? node.range[0];
      const key = this.key(pair.key, keyOffset);
      if (members.has(key)) this.refuse(keyOffset, `the key ${quoteClipped(key)} appears twice in one mapping (keys compared as JSON strings)`);
      const converted = this.convert(pair.value, keyOffset);
      members.set(key, converted.value);
      nodes += converted.nodes;
      depth = Math.max(depth, converted.depth);
      if (nodes > MAX_EXPANDED_NODES) break;
    }
    return { value: members, nodes, depth: depth + 1 };
  }

  /** A mapping key as the string a JSON object uses: scalars only, in their JSON spelling. */
  private key(node: ParsedNode | null, offset: number): string {
    const { value } = this.convert(node, offset);
    if (value === null) return 'null';
    if (typeof value === 'string') return value;
    if (typeof value === 'boolean' || typeof value === 'number' || typeof value === 'bigint') return String(value);
    this.refuse(offset, `a ${Array.isArray(value) ? 'sequence' : 'mapping'} used as a mapping key (JSON keys are strings)`);
  }
}

/** Parses the YAML stream in input field `field` to one JSON value per document. */
export async function parseYaml(text: string, field: string): Promise<ParsedYaml> {
  const yaml = await loadYaml();
  const positions = new TextPositions(text);
  // The package makes an Error for every problem it finds, and a hostile document can hold a
  // million (1,000,000 commas took 13 s, nearly all of it capturing stack traces). Nothing reads
  // those traces, so none are captured while parsing. Synchronous, so no other code runs meanwhile.
  const errorClass = Error as { stackTraceLimit?: number };
  const traceLimit = errorClass.stackTraceLimit;
  errorClass.stackTraceLimit = 0;
  try {
    return convertDocuments(yaml, text, field, positions);
  } finally {
    errorClass.stackTraceLimit = traceLimit;
  }
}

function convertDocuments(yaml: YamlModule, text: string, field: string, positions: TextPositions): ParsedYaml {
  const tokens = tokenize(yaml, text, field, positions);
  const composer = new yaml.Composer({
    version: '1.2',
    schema: 'core',
    intAsBigInt: true,
    merge: false,
    resolveKnownTags: false,
    // The package's own check compares each key with every earlier one: quadratic, and a 500 KB
    // mapping took over a minute. Keys are checked here instead, as JSON strings, in a Map.
    uniqueKeys: false,
    logLevel: 'silent',
  });
  const docs: Document.Parsed[] = Array.from(composer.compose(tokens, false, text.length));
  const stream = composer.streamInfo();

  const errors = [...stream.errors, ...docs.flatMap((doc) => doc.errors)];
  if (errors.length > 0) {
    const first = errors.reduce((a, b) => (b.pos[0] < a.pos[0] ? b : a));
    const { line, column } = positions.at(first.pos[0]);
    const message = first.message.length > 200 ? `${first.message.slice(0, 200)}…` : first.message;
    invalid(`${field}: invalid YAML at line ${line}, column ${column}: ${message}`);
  }

  const warnings: string[] = [];
  const allWarnings = [...stream.warnings, ...docs.flatMap((doc) => doc.warnings)].sort((a, b) => a.pos[0] - b.pos[0]);
  for (const warning of allWarnings.slice(0, MAX_WARNINGS)) {
    const { line, column } = positions.at(warning.pos[0]);
    const message = warning.message.length > 200 ? `${warning.message.slice(0, 200)}…` : warning.message;
    warnings.push(`line ${line}, column ${column}: ${message}`);
  }
  if (allWarnings.length > MAX_WARNINGS) warnings.push(`… and ${allWarnings.length - MAX_WARNINGS} more warnings`);

  const documents: OrderedJson[] = [];
  let nodes = 0;
  for (const doc of docs) {
    const converted = new DocumentConverter(yaml, field, positions).convert(doc.contents, doc.range[0]);
    nodes += converted.nodes;
    if (nodes > MAX_EXPANDED_NODES) {
      const { line, column } = positions.at(doc.range[0]);
      invalid(`${field}: too many aliases: expanding them would make more than ${MAX_EXPANDED_NODES} nodes (an alias bomb) at line ${line}, column ${column}`);
    }
    documents.push(converted.value);
  }
  return { documents, warnings };
}
