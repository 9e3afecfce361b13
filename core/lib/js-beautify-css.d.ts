/** Types for js-beautify's standalone CSS beautifier, which @types/js-beautify does not cover (it types only the package root). */
declare module 'js-beautify/js/lib/beautify-css.js' {
  interface CssBeautifyOptions {
    indent_size?: number;
    indent_char?: string;
    end_with_newline?: boolean;
    newline_between_rules?: boolean;
    selector_separator_newline?: boolean;
  }
  type CssBeautify = (source: string, options?: CssBeautifyOptions) => string;
  export const css_beautify: CssBeautify | undefined;
  const module: { css_beautify: CssBeautify };
  export default module;
}
