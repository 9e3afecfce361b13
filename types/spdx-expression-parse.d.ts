// spdx-expression-parse 5 ships no typings; this is its documented result shape.
declare module 'spdx-expression-parse' {
  export interface LicenseLeaf {
    license: string;
    plus?: true;
    exception?: string;
  }
  export interface Conjunction {
    left: SpdxNode;
    conjunction: 'and' | 'or';
    right: SpdxNode;
  }
  export type SpdxNode = LicenseLeaf | Conjunction;
  /** Parses an SPDX license expression; throws an Error on a malformed one. */
  export default function parse(expression: string): SpdxNode;
}
