/**
 * Splits a VALIDATION_ERROR message into the parts that belong beside each field. core's
 * validator joins one `path: problem` per field with "; " (core/validate.ts), and tools name
 * the field first too (`text: not valid Base64: ...`); a path like `rows[0].name` belongs to
 * the top-level field `rows`.
 */
export interface FieldErrors {
  /** Top-level field → the messages to show under it. */
  byField: Map<string, string[]>;
  /** Messages that name no field of the form (`input: ...`, or a tool's free-form text). */
  general: string[];
}

/** A "; " starts a new part only when what follows reads as `path: `. */
const PART_BOUNDARY = /; (?=[A-Za-z_$][\w$-]*(?:\[\d+\]|\.[A-Za-z_$][\w$-]*)*: )/;
const LEADING_PATH = /^([A-Za-z_$][\w$-]*)((?:\[\d+\]|\.[A-Za-z_$][\w$-]*)*): ([\s\S]*)$/;

export function fieldErrors(message: string, fields: readonly string[]): FieldErrors {
  const known = new Set(fields);
  const byField = new Map<string, string[]>();
  const general: string[] = [];
  for (const part of message.split(PART_BOUNDARY)) {
    const match = LEADING_PATH.exec(part);
    const field = match?.[1];
    if (!match || field === undefined || !known.has(field)) {
      general.push(part);
      continue;
    }
    // Beside `rows`, "rows[0].name: ..." keeps its path; beside `text`, "text: " is redundant.
    const shown = match[2] ? `${field}${match[2]}: ${match[3]}` : match[3]!;
    byField.set(field, [...(byField.get(field) ?? []), shown]);
  }
  return { byField, general };
}
