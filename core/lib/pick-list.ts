/**
 * The entries of a picker's list (random-name-picker's names, random-picker's items): each is
 * trimmed, blank ones are dropped, duplicates are kept as separate entries (a name listed twice
 * is two tickets in the hat), and each remembers its index in the list as sent.
 */
import { invalid } from '../errors.ts';

export interface Entry {
  /** The entry, trimmed. */
  name: string;
  /** Its 0-based position in the list as sent (blank entries count). */
  index: number;
}

export interface PickList {
  entries: Entry[];
  /** How many entries were blank (empty or only white space) and left out. */
  blank: number;
  /** Names that occur more than once, each once, in order of first appearance. */
  duplicates: string[];
}

export function readPickList(items: readonly string[], field: string): PickList {
  const entries: Entry[] = [];
  const seen = new Map<string, number>();
  const duplicates: string[] = [];
  items.forEach((item, index) => {
    const name = item.trim();
    if (name === '') return;
    entries.push({ name, index });
    const times = (seen.get(name) ?? 0) + 1;
    seen.set(name, times);
    if (times === 2) duplicates.push(name);
  });
  if (entries.length === 0) invalid(`${field}: every entry is blank; give at least one non-blank entry`);
  return { entries, blank: items.length - entries.length, duplicates };
}
