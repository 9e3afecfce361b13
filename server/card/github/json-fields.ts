/**
 * Reading GitHub's JSON defensively: a field that is missing or of the wrong type is treated as
 * absent (null, 0, false), never trusted and never a TypeError. GitHub's answers are well formed
 * in practice, but a proxy, a GitHub Enterprise quirk or a hostile fake must not crash a card.
 */

export type JsonObject = Record<string, unknown>;

export function asObject(value: unknown): JsonObject | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonObject) : null;
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function stringField(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** A count: a finite number ≥ 0, rounded down; anything else is 0. */
export function countField(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** Only the boolean true is true (a string "false" is not). */
export function flagField(value: unknown): boolean {
  return value === true;
}

/** An ISO 8601 timestamp as ms since the epoch, or null when it is not a string that parses. */
export function dateField(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const time = Date.parse(value);
  return Number.isFinite(time) ? time : null;
}
