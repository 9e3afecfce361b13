/**
 * Writing CSV records as RFC 4180 and Python's csv.QUOTE_MINIMAL do: a field is quoted when it holds
 * the delimiter, a double quote, CR or LF, with its quotes doubled; every record ends with CRLF; a
 * record of one empty field is written `""`, so readers do not skip it as a blank line.
 */

/** One field, quoted only when it must be. */
export function csvField(value: string, delimiter: string): string {
  return value.includes(delimiter) || /["\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** One record, CRLF included. */
export function csvRecord(values: readonly string[], delimiter: string): string {
  if (values.length === 1 && values[0] === '') return '""\r\n';
  return values.map((value) => csvField(value, delimiter)).join(delimiter) + '\r\n';
}
