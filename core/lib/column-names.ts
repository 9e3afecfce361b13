/**
 * Unique object keys from a header row, as csv-to-json names its columns: a name really in the
 * header is kept (its first use); a repeat becomes `name_2`, `name_3`…; an empty name becomes
 * `column_<position>`. A generated name never takes one the header itself uses.
 */
import { quoteClipped } from './quote.ts';

export function uniqueColumnNames(header: readonly string[]): { names: string[]; renamed: string[] } {
  const reserved = new Set(header.filter((name) => name !== ''));
  const used = new Set<string>();
  const nextSuffix = new Map<string, number>();
  const renamed: string[] = [];

  const withSuffix = (name: string): string => {
    let suffix = nextSuffix.get(name) ?? 2;
    while (used.has(`${name}_${suffix}`) || reserved.has(`${name}_${suffix}`)) suffix++;
    nextSuffix.set(name, suffix + 1);
    return `${name}_${suffix}`;
  };

  const names = header.map((name, index) => {
    let unique: string;
    if (name === '') {
      const generated = `column_${index + 1}`;
      unique = used.has(generated) || reserved.has(generated) ? withSuffix(generated) : generated;
      renamed.push(`column ${index + 1} has no name; it is called ${quoteClipped(unique)}`);
    } else if (used.has(name)) {
      unique = withSuffix(name);
      renamed.push(`column ${index + 1} repeats the name ${quoteClipped(name)}; it is called ${quoteClipped(unique, 50)}`);
    } else {
      unique = name;
    }
    used.add(unique);
    return unique;
  });
  return { names, renamed };
}

/** A row as an object without a prototype, so `__proto__`, `constructor` and `prototype` are plain keys. */
export function rowObject<V>(names: readonly string[], cells: readonly V[]): Record<string, V> {
  const row = Object.create(null) as Record<string, V>;
  names.forEach((name, i) => {
    row[name] = cells[i]!;
  });
  return row;
}
