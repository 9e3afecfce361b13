// unicode-name 1.2.0 (Unicode 18 character names, aliases and labels) ships no types; unicode-inspect
// reads the name and the readable name of one character at a time. Only what is used is declared.
declare module 'unicode-name' {
  /** The character's name in UnicodeData.txt, as Python's unicodedata.name gives it; undefined for controls, unassigned and the like. */
  export function unicodeBaseName(char: string): string | undefined;
  /** The corrected name, else an alias (LINE FEED), else a label (<control-000A>, <surrogate-D800>). */
  export function unicodeReadableName(char: string): string | undefined;
}
