/**
 * Offsets in a string as the 1-based line and column an editor shows: a line ends at CRLF, LF
 * or a lone CR, and a column counts code points (an emoji is one column, not two UTF-16 units).
 */

export interface LineColumn {
  line: number;
  column: number;
}

/**
 * Answers many positions in one text in a single forward pass when they come in increasing
 * order (a CSV's rows); an earlier offset restarts from the beginning.
 */
export class TextPositions {
  private offset = 0;
  private line = 1;
  private lineStart = 0;
  private readonly text: string;

  // No parameter property: Node's type stripping refuses them.
  constructor(text: string) {
    this.text = text;
  }

  at(target: number): LineColumn {
    const line = this.lineAt(target);
    return { line, column: codePointCount(this.text, this.lineStart, this.offset) + 1 };
  }

  /** Just the line, without counting columns (cheap on very long lines). */
  lineAt(target: number): number {
    const text = this.text;
    const end = Math.max(0, Math.min(target, text.length));
    if (end < this.offset) {
      this.offset = 0;
      this.line = 1;
      this.lineStart = 0;
    }
    for (let i = this.offset; i < end; i++) {
      const unit = text.charCodeAt(i);
      // A CR followed by LF ends its line at the LF.
      if (unit === 0x0a || (unit === 0x0d && text.charCodeAt(i + 1) !== 0x0a)) {
        this.line++;
        this.lineStart = i + 1;
      }
    }
    this.offset = end;
    return this.line;
  }
}

/** Line and column of one offset. */
export function lineColumnAt(text: string, offset: number): LineColumn {
  return new TextPositions(text).at(offset);
}

function codePointCount(text: string, start: number, end: number): number {
  let count = 0;
  for (let i = start; i < end; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < end) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    count++;
  }
  return count;
}
