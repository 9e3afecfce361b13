/**
 * The characters of a code as people type it (an IBAN, ISBN, VAT number, VIN…), its separators
 * skipped, for the validators that read one. Runs of separators are jumped by a native regex
 * search and the scan stops past `limit` characters, so a megabyte of input costs microseconds,
 * where a JavaScript loop over every character costs tens of milliseconds on a busy server.
 */

export interface TypedCode {
  /** The characters kept, in order: at most limit + 1 of them. */
  chars: string;
  /** Where each kept character sits in the input (UTF-16 index). */
  indices: number[];
  /** Whether more than `limit` characters were found. */
  overLimit: boolean;
}

/** `keep` must be a global (g) regex matching one character that is not a separator. */
export function typedCode(text: string, keep: RegExp, limit: number): TypedCode {
  let chars = '';
  const indices: number[] = [];
  keep.lastIndex = 0;
  for (let match = keep.exec(text); match !== null; match = keep.exec(text)) {
    chars += match[0];
    indices.push(match.index);
    if (indices.length > limit) return { chars, indices, overLimit: true };
  }
  return { chars, indices, overLimit: false };
}
