import { Type, type Static } from '@sinclair/typebox';
import { lazyModule } from '../../lib/lazy.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - The pattern is first compiled by the engine running the tool (new RegExp), so what is
 *   explained is what JavaScript accepts; regexp-tree then gives the syntax tree. Flags are
 *   d g i m s u y (v is refused: regexp-tree does not read its set notation).
 * - tokens are the tree in source order, outer before inner: each with its source text, its
 *   depth and an English phrase. A quantifier follows the item it repeats.
 * - ReDoS risk is a heuristic over the tree, not a proof. "Can start with the same character" is
 *   decided by trying each item on a sample of characters (ASCII plus a few Latin, Greek and
 *   astral ones), so it can miss overlaps outside the sample. Rules:
 *   exponential: an unbounded quantifier (*, +, {n,}) over something that itself contains an
 *   unbounded quantifier ((a+)+, (\w+\s?)*), or over alternatives that can start with the same
 *   character ((a|ab)*, (\d|\w)+);
 *   polynomial: two unbounded quantifiers side by side whose items can match the same character
 *   (\d+\d+, .*.*);
 *   otherwise low. Lookarounds and backreferences are not analysed.
 */

const loadRegexpTree = lazyModule(async () => (await import('regexp-tree')) as unknown as typeof import('regexp-tree'));

interface Loc { start: { offset: number }; end: { offset: number } }
interface AstNode {
  type: string;
  loc?: Loc;
  [key: string]: unknown;
}

const SAMPLE: number[] = [...Array.from({ length: 128 }, (_, i) => i), 0xa0, 0xe9, 0xc9, 0x3b1, 0x391, 0x4e2d, 0x2028, 0x1f600];

const META: Record<string, string> = {
  '\\d': 'a digit (0-9)', '\\D': 'a character that is not a digit', '\\w': 'a word character (letter, digit or _)',
  '\\W': 'a character that is not a word character', '\\s': 'a whitespace character', '\\S': 'a character that is not whitespace',
  '\\t': 'a tab', '\\n': 'a line feed (newline)', '\\r': 'a carriage return', '\\f': 'a form feed', '\\v': 'a vertical tab', '\\0': 'the NUL character',
};

const tokenOutput = closedObject({
  token: Type.String({ description: 'The part of the pattern' }),
  start: Type.Integer({ description: 'Its offset in the pattern (UTF-16 units)' }),
  depth: Type.Integer({ description: 'Nesting depth: 0 at the top level' }),
  description: Type.String({ description: 'What it matches, in English' }),
});

const output = closedObject({
  pattern: Type.String({ description: 'The pattern, as given' }),
  flags: Type.String({ description: 'The flags, as given' }),
  flagDescriptions: Type.Array(Type.String(), { description: 'What each flag does' }),
  tokens: Type.Array(tokenOutput, { description: 'The pattern token by token, outer before inner' }),
  captureGroups: Type.Integer({ description: 'How many capture groups the pattern has' }),
  redos: closedObject({
    risk: Type.Union([Type.Literal('low'), Type.Literal('polynomial'), Type.Literal('exponential')], { description: 'The worst backtracking risk found' }),
    findings: Type.Array(closedObject({
      token: Type.String({ description: 'The part of the pattern at risk' }),
      start: Type.Integer({ description: 'Its offset in the pattern' }),
      risk: Type.Union([Type.Literal('polynomial'), Type.Literal('exponential')]),
      reason: Type.String({ description: 'Why' }),
    }), { description: 'Each risky construct found' }),
    method: Type.String({ description: 'The heuristics used' }),
  }, { description: 'Catastrophic-backtracking (ReDoS) risk by heuristics' }),
});

type Result = Static<typeof output>;
type Token = Static<typeof tokenOutput>;
type Finding = Result['redos']['findings'][number];

const FLAG_TEXT: Record<string, string> = {
  d: 'd: report the start and end of each capture (indices)', g: 'g: find every match, not just the first', i: 'i: ignore letter case',
  m: 'm: ^ and $ match at line breaks too', s: 's: . matches line breaks too', u: 'u: Unicode mode (code points, \\p{…})', y: 'y: sticky, match only at lastIndex',
};

const METHOD =
  'exponential: an unbounded quantifier over a part that holds another unbounded quantifier, or over alternatives that can start with the same character; ' +
  'polynomial: adjacent unbounded quantifiers whose items can match the same character; character overlap tested on a sample of ASCII and some non-ASCII characters';

function quantifierText(q: AstNode): string {
  const lazy = q.greedy === false ? ', as few times as possible (lazy)' : '';
  switch (q.kind) {
    case '*': return `zero or more times${lazy}`;
    case '+': return `one or more times${lazy}`;
    case '?': return `optionally (zero or one time)${lazy}`;
    default: {
      const from = q.from as number;
      const to = q.to as number | undefined;
      if (to === from) return `exactly ${from} time${from === 1 ? '' : 's'}${lazy}`;
      if (to === undefined) return `at least ${from} time${from === 1 ? '' : 's'}${lazy}`;
      return `between ${from} and ${to} times${lazy}`;
    }
  }
}

const unbounded = (node: AstNode) => {
  const q = node.quantifier as AstNode;
  return q.kind === '*' || q.kind === '+' || (q.kind === 'Range' && q.to === undefined);
};

export default defineTool({
  id: 'regex-explain',
  name: 'Regex Explainer',
  category: 'developer',
  description:
    'Explain a JavaScript regular expression token by token in plain English (groups, classes, quantifiers, anchors, lookarounds, backreferences) ' +
    'and flag catastrophic-backtracking (ReDoS) risks such as nested quantifiers and overlapping alternatives.',
  // regexp-tree's parser is quadratic in the pattern's length: 2,000 characters take 200-300 ms.
  isolate: true,
  keywords: ['explain regex', 'regex explainer', 'redos', 'catastrophic backtracking', 'regex101', 'pattern'],
  input: closedObject({
    pattern: Type.String({ maxLength: 2_000, description: 'The pattern, without slashes, e.g. "^(\\w+)@(\\w+)\\.com$"; at most 2,000 characters' }),
    flags: withDefault(Type.String({ maxLength: 7, pattern: '^[dgimsuy]*$', description: 'Flags, any of d g i m s u y; default none' }), ''),
  }),
  output,
  examples: [
    {
      title: 'A date with a named group',
      input: { pattern: '^(?<year>\\d{4})-\\d{2}$' },
      output: {
        pattern: '^(?<year>\\d{4})-\\d{2}$', flags: '', flagDescriptions: [],
        tokens: [
          { token: '^', start: 0, depth: 0, description: 'the start of the input' },
          { token: '(?<year>\\d{4})', start: 1, depth: 0, description: 'capture group 1, named "year"' },
          { token: '\\d', start: 9, depth: 1, description: 'a digit (0-9)' },
          { token: '{4}', start: 11, depth: 1, description: 'repeat the previous item exactly 4 times' },
          { token: '-', start: 15, depth: 0, description: 'the character "-"' },
          { token: '\\d', start: 16, depth: 0, description: 'a digit (0-9)' },
          { token: '{2}', start: 18, depth: 0, description: 'repeat the previous item exactly 2 times' },
          { token: '$', start: 21, depth: 0, description: 'the end of the input' },
        ],
        captureGroups: 1,
        redos: { risk: 'low', findings: [], method: METHOD },
      },
    },
    {
      title: 'The classic catastrophic pattern',
      input: { pattern: '(a+)+$' },
      output: {
        pattern: '(a+)+$', flags: '', flagDescriptions: [],
        tokens: [
          { token: '(a+)', start: 0, depth: 0, description: 'capture group 1' },
          { token: 'a', start: 1, depth: 1, description: 'the character "a"' },
          { token: '+', start: 2, depth: 1, description: 'repeat the previous item one or more times' },
          { token: '+', start: 4, depth: 0, description: 'repeat the previous item one or more times' },
          { token: '$', start: 5, depth: 0, description: 'the end of the input' },
        ],
        captureGroups: 1,
        redos: {
          risk: 'exponential',
          findings: [{ token: '(a+)+', start: 0, risk: 'exponential', reason: 'an unbounded quantifier repeats "a+", which is itself unbounded: nested quantifiers' }],
          method: METHOD,
        },
      },
    },
  ],
  async run({ pattern, flags }): Promise<Result> {
    if (new Set(flags).size !== flags.length) invalid(`flags: "${flags}" repeats a flag`);
    try {
      new RegExp(pattern, flags);
    } catch (error) {
      invalid(`pattern: ${(error instanceof Error ? error.message : String(error)).replace(/^Invalid regular expression: /, '')}`);
    }
    const regexpTree = await loadRegexpTree();
    let ast: AstNode;
    try {
      ast = regexpTree.parse(`/${pattern}/${flags.replace('d', '')}`, { captureLocations: true }) as unknown as AstNode;
    } catch (error) {
      // Annex B syntax such as a quantified lookahead, (?=a)+, which JavaScript accepts outside u mode.
      const lines = (error instanceof Error ? error.message : String(error)).split('\n').filter((line) => line.trim() !== '');
      invalid(`pattern: regexp-tree cannot read it: ${lines.at(-1) ?? 'unknown error'}`);
    }
    return new Explainer(pattern, flags).explain(ast);
  },
});

class Explainer {
  private readonly tokens: Token[] = [];
  private readonly findings: Finding[] = [];
  private readonly firstCache = new Map<string, Set<number>>();
  private captureGroups = 0;

  constructor(private readonly pattern: string, private readonly flags: string) {}

  explain(ast: AstNode): Result {
    const body = ast.body as AstNode | null;
    if (body) this.walk(body, 0);
    if (body) this.analyse(body);
    const risk = this.findings.some((f) => f.risk === 'exponential') ? 'exponential' : this.findings.length > 0 ? 'polynomial' : 'low';
    return {
      pattern: this.pattern,
      flags: this.flags,
      flagDescriptions: [...this.flags].map((flag) => FLAG_TEXT[flag]!),
      tokens: this.tokens,
      captureGroups: this.captureGroups,
      redos: { risk, findings: this.findings, method: METHOD },
    };
  }

  /** The pattern text of a node (offsets are into "/pattern/", so one less). */
  private source(node: AstNode): { text: string; start: number } {
    const start = node.loc!.start.offset - 1;
    return { text: this.pattern.slice(start, node.loc!.end.offset - 1), start };
  }

  private push(node: AstNode | Loc, depth: number, description: string): void {
    const loc = 'type' in node ? (node as AstNode).loc! : (node as Loc);
    const start = loc.start.offset - 1;
    this.tokens.push({ token: this.pattern.slice(start, loc.end.offset - 1), start, depth, description });
  }

  private walk(node: AstNode, depth: number): void {
    switch (node.type) {
      case 'Alternative':
        for (const child of node.expressions as AstNode[]) this.walk(child, depth);
        return;
      case 'Disjunction': {
        const branches = this.branches(node);
        branches.forEach((branch, index) => {
          if (branch === null) {
            this.tokens.push({ token: '', start: this.source(node).start, depth, description: `alternative ${index + 1} of ${branches.length}: the empty string` });
            return;
          }
          this.push(branch, depth, `alternative ${index + 1} of ${branches.length}`);
          this.walk(branch, depth + 1);
        });
        return;
      }
      case 'Group': {
        let description = 'a non-capturing group';
        if (node.capturing) {
          this.captureGroups++;
          description = `capture group ${node.number as number}${node.name ? `, named "${node.name as string}"` : ''}`;
        }
        this.push(node, depth, description);
        if (node.expression) this.walk(node.expression as AstNode, depth + 1);
        return;
      }
      case 'Repetition': {
        this.walk(node.expression as AstNode, depth);
        const quantifier = node.quantifier as AstNode;
        // The quantifier's own location leaves out a lazy "?"; the repetition ends after it.
        const loc = quantifier.loc ? { start: quantifier.loc.start, end: node.loc!.end } : node.loc!;
        this.push(loc, depth, `repeat the previous item ${quantifierText(quantifier)}`);
        return;
      }
      case 'Assertion': {
        const kind = node.kind as string;
        if (kind === 'Lookahead' || kind === 'Lookbehind') {
          const verb = kind === 'Lookahead' ? (node.negative ? 'not followed by' : 'followed by') : node.negative ? 'not preceded by' : 'preceded by';
          this.push(node, depth, `${kind === 'Lookahead' ? 'lookahead' : 'lookbehind'}: only where ${verb} what is inside, without consuming it`);
          this.walk(node.assertion as AstNode, depth + 1);
          return;
        }
        const multiline = this.flags.includes('m');
        const text: Record<string, string> = {
          '^': multiline ? 'the start of the input or of a line' : 'the start of the input',
          $: multiline ? 'the end of the input or of a line' : 'the end of the input',
          '\\b': 'a word boundary', '\\B': 'a position that is not a word boundary',
        };
        this.push(node, depth, text[kind] ?? kind);
        return;
      }
      case 'Backreference':
        this.push(node, depth, `the same text that group ${node.kind === 'name' ? `"${node.reference as string}"` : String(node.reference)} matched`);
        return;
      case 'CharacterClass': {
        const items = (node.expressions as AstNode[]).map((item) => this.classItem(item));
        this.push(node, depth, node.negative ? `one character that is not any of: ${items.join(', ') || 'nothing (so any character)'}` : `one character from: ${items.join(', ') || 'nothing (never matches)'}`);
        return;
      }
      case 'Char':
        this.push(node, depth, this.charText(node));
        return;
      case 'UnicodeProperty': {
        const property = `${node.canonicalName as string}${node.value && node.value !== node.name ? `=${node.canonicalValue as string}` : ''}`;
        this.push(node, depth, `a character ${node.negative ? 'without' : 'with'} the Unicode property ${property}`);
        return;
      }
      default:
        this.push(node, depth, node.type);
    }
  }

  private branches(node: AstNode): (AstNode | null)[] {
    const out: (AstNode | null)[] = [];
    let current: AstNode | null = node;
    const right: (AstNode | null)[] = [];
    // Disjunctions nest to the left: ((a|b)|c).
    while (current && current.type === 'Disjunction') {
      right.unshift(current.right as AstNode | null);
      current = current.left as AstNode | null;
    }
    out.push(current, ...right);
    return out;
  }

  private classItem(item: AstNode): string {
    if (item.type === 'ClassRange') return `${this.charName(item.from as AstNode)} to ${this.charName(item.to as AstNode)}`;
    return (item.kind === 'meta' || item.kind === 'control') ? this.charText(item) : this.charName(item);
  }

  private charName(node: AstNode): string {
    const codePoint = node.codePoint as number | null;
    if (codePoint === null || codePoint === undefined) return this.charText(node);
    const char = String.fromCodePoint(codePoint);
    const printable = codePoint > 0x20 && codePoint !== 0x7f;
    return printable ? `"${char}"` : `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
  }

  private charText(node: AstNode): string {
    const value = node.value as string;
    if (node.kind === 'meta') {
      if (value === '.') return this.flags.includes('s') ? 'any character' : 'any character except a line break';
      if (META[value]) return META[value];
      const property = /^\\([pP])\{(.+)\}$/.exec(value);
      if (property) return `a character ${property[1] === 'P' ? 'without' : 'with'} the Unicode property ${property[2]}`;
      return `the escape ${value}`;
    }
    if (META[value]) return META[value];
    const name = this.charName(node);
    const base = `the character ${name}`;
    return node.kind === 'simple' || node.kind === 'decimal' ? base : `${base} (written ${value})`;
  }

  // ReDoS analysis.

  private firstSet(node: AstNode | null): Set<number> {
    if (!node) return new Set();
    switch (node.type) {
      case 'Char':
      case 'UnicodeProperty':
      case 'CharacterClass': {
        const { text } = this.source(node);
        const cached = this.firstCache.get(text);
        if (cached) return cached;
        const probe = new RegExp(`^(?:${text})$`, this.flags.replace(/[gyd]/g, ''));
        const set = new Set(SAMPLE.filter((code) => probe.test(String.fromCodePoint(code))));
        this.firstCache.set(text, set);
        return set;
      }
      case 'Group': return this.firstSet(node.expression as AstNode | null);
      case 'Repetition': return this.firstSet(node.expression as AstNode);
      case 'Disjunction': return union(this.firstSet(node.left as AstNode | null), this.firstSet(node.right as AstNode | null));
      case 'Alternative': {
        let set = new Set<number>();
        for (const child of node.expressions as AstNode[]) {
          set = union(set, this.firstSet(child));
          if (!this.nullable(child)) break;
        }
        return set;
      }
      default: return new Set();
    }
  }

  private nullable(node: AstNode | null): boolean {
    if (!node) return true;
    switch (node.type) {
      case 'Char':
      case 'UnicodeProperty':
      case 'CharacterClass': return false;
      case 'Group': return this.nullable(node.expression as AstNode | null);
      case 'Repetition': return (node.quantifier as AstNode).kind === '*' || (node.quantifier as AstNode).kind === '?' || (node.quantifier as AstNode).from === 0 || this.nullable(node.expression as AstNode);
      case 'Disjunction': return this.nullable(node.left as AstNode | null) || this.nullable(node.right as AstNode | null);
      case 'Alternative': return (node.expressions as AstNode[]).every((child) => this.nullable(child));
      default: return true;
    }
  }

  private analyse(node: AstNode | null): void {
    if (!node) return;
    if (node.type === 'Repetition' && unbounded(node)) {
      const inner = this.innerUnbounded(node.expression as AstNode);
      const { text, start } = this.source(node);
      if (inner) {
        this.findings.push({ token: text, start, risk: 'exponential', reason: `an unbounded quantifier repeats "${this.source(inner).text}", which is itself unbounded: nested quantifiers` });
      } else {
        const overlap = this.overlappingAlternatives(node.expression as AstNode);
        if (overlap) this.findings.push({ token: text, start, risk: 'exponential', reason: `an unbounded quantifier repeats alternatives that can start with the same character (${overlap})` });
      }
    }
    if (node.type === 'Alternative') {
      const children = node.expressions as AstNode[];
      for (let i = 0; i + 1 < children.length; i++) {
        const [a, b] = [children[i]!, children[i + 1]!];
        if (a.type === 'Repetition' && b.type === 'Repetition' && unbounded(a) && unbounded(b) && intersects(this.firstSet(a), this.firstSet(b))) {
          const start = this.source(a).start;
          this.findings.push({
            token: this.pattern.slice(start, b.loc!.end.offset - 1), start, risk: 'polynomial',
            reason: 'two unbounded quantifiers side by side can match the same characters, so a failing match tries every split between them',
          });
        }
      }
    }
    for (const child of children(node)) this.analyse(child);
  }

  /** An unbounded repetition inside `node` (not inside a lookaround) that matches something non-empty. */
  private innerUnbounded(node: AstNode | null): AstNode | undefined {
    if (!node || node.type === 'Assertion') return undefined;
    if (node.type === 'Repetition' && unbounded(node) && this.firstSet(node).size > 0) return node;
    for (const child of children(node)) {
      const found = this.innerUnbounded(child);
      if (found) return found;
    }
    return undefined;
  }

  private overlappingAlternatives(node: AstNode | null): string | undefined {
    let current = node;
    while (current && current.type === 'Group') current = current.expression as AstNode | null;
    if (!current || current.type !== 'Disjunction') return undefined;
    const branches = this.branches(current).filter((branch): branch is AstNode => branch !== null);
    for (let i = 0; i < branches.length; i++) {
      for (let j = i + 1; j < branches.length; j++) {
        if (intersects(this.firstSet(branches[i]!), this.firstSet(branches[j]!))) return `"${this.source(branches[i]!).text}" and "${this.source(branches[j]!).text}"`;
      }
    }
    return undefined;
  }
}

function children(node: AstNode): AstNode[] {
  switch (node.type) {
    case 'Alternative': return node.expressions as AstNode[];
    case 'Disjunction': return [node.left, node.right].filter(Boolean) as AstNode[];
    case 'Group':
    case 'Repetition': return node.expression ? [node.expression as AstNode] : [];
    case 'Assertion': return node.assertion ? [node.assertion as AstNode] : [];
    default: return [];
  }
}

function union(a: Set<number>, b: Set<number>): Set<number> {
  if (a.size === 0) return b;
  if (b.size === 0) return a;
  return new Set([...a, ...b]);
}

function intersects(a: Set<number>, b: Set<number>): boolean {
  for (const value of a) if (b.has(value)) return true;
  return false;
}
