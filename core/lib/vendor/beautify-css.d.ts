/** Types for the vendored CSS beautifier of js-beautify 1.15 (beautify-css.js beside this file). */
export interface CssBeautifyOptions {
  indent_size?: number;
  indent_char?: string;
  end_with_newline?: boolean;
  newline_between_rules?: boolean;
  selector_separator_newline?: boolean;
}

export declare function css_beautify(source: string, options?: CssBeautifyOptions): string;
