/**
 * For the CSS generators' tests only: parses generated CSS with csso's CSS parser (css-tree)
 * and checks every declaration against the CSS grammars css-tree ships (its lexer knows the
 * value syntax of each standard property), so malformed or ill-typed CSS fails a test instead of
 * being silently dropped by a browser. Returns one line per problem; empty when all is well.
 */
import { syntax } from 'csso';

export function cssProblems(css: string): string[] {
  const problems: string[] = [];
  // css-tree, like a browser, closes blocks left open at the end; a generator must not leave one open.
  const opened = css.split('{').length - 1;
  const closed = css.split('}').length - 1;
  if (opened !== closed) problems.push(`${opened} { against ${closed} }`);
  const ast = syntax.parse(css, {
    parseValue: true,
    onParseError: (error) => problems.push(`parse error: ${error.message}`),
  });
  syntax.walk(ast, {
    visit: 'Declaration',
    enter(node) {
      // A custom property's value is kept raw (any tokens are allowed); it must still parse as a value.
      if (node.property.startsWith('--')) {
        try {
          syntax.parse(syntax.generate(node.value), { context: 'value', onParseError: (error) => problems.push(`${node.property}: ${error.message}`) });
        } catch (error) {
          problems.push(`${node.property}: ${(error as Error).message}`);
        }
        return;
      }
      // Vendor-prefixed properties are not in css-tree's grammar; check them as their standard twin.
      const property = node.property.replace(/^-webkit-/, '');
      const match = syntax.lexer.matchProperty(property, node.value);
      if (match.error) problems.push(`${node.property}: ${match.error.message.split('\n')[0]}`);
    },
  });
  syntax.walk(ast, {
    visit: 'Raw',
    enter(node) {
      if (this.declaration?.property.startsWith('--')) return;
      problems.push(`unparsed text: ${node.value.slice(0, 60)}`);
    },
  });
  return problems;
}
