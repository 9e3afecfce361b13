/**
 * Stands in for clean-css in every build of the catalog (scripts/bundler-aliases.ts).
 * html-minifier-terser imports clean-css at its top, and clean-css reads `process.platform` as it
 * loads and `process.cwd()` as it runs: a browser worker has no `process`, so the import alone
 * failed there. html-minify gives its own CSS minifier (csso) through `minifyCSS`, so clean-css is
 * never asked to minify; html-minifier-terser still calls `new CleanCSS().minify(css).warnings` when
 * the page holds template fragments (<% %>, <? ?>), to shield those clean-css would drop. This
 * stand-in reports no warnings: the minifier html-minify gives leaves unchanged any CSS its parser
 * reports a problem in, so no fragment is lost either way.
 */

interface CleanCssOutput {
  styles: string;
  errors: string[];
  warnings: string[];
}

export default class CleanCSS {
  constructor(_options?: unknown) {}

  /** The stylesheet unchanged, with no errors or warnings: given to `callback` when there is one, else returned. */
  minify(styles: string, callback?: (error: null, output: CleanCssOutput) => void): CleanCssOutput | undefined {
    const output: CleanCssOutput = { styles, errors: [], warnings: [] };
    if (!callback) return output;
    callback(null, output);
    return undefined;
  }
}
