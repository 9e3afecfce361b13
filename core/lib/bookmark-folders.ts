/**
 * The folder column of the bookmark CSV tools: a folder path as its names joined by "/", with a
 * "/" or "\" inside a name escaped by a backslash ("Tech\/Science" is one folder). Reading splits on
 * the unescaped slashes, trims each name and skips empty ones, so "Work / Projects", "/Work/Projects/"
 * and "Work//Projects" are the same two folders.
 */

export function joinFolderPath(names: readonly string[]): string {
  return names.map((name) => name.replace(/[\\/]/g, (char) => `\\${char}`)).join('/');
}

export function splitFolderPath(path: string): string[] {
  const names: string[] = [];
  let current = '';
  for (let i = 0; i < path.length; i++) {
    const char = path[i]!;
    if (char === '\\' && i + 1 < path.length) {
      current += path[++i];
    } else if (char === '/') {
      names.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  names.push(current);
  return names.map((name) => name.trim()).filter((name) => name !== '');
}

/** Orders folder paths name by name (so a folder's subfolders follow it), by UTF-16 code units. */
export function compareFolderPaths(a: readonly string[], b: readonly string[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  }
  return a.length - b.length;
}

/** A Netscape bookmark ADD_DATE (seconds since 1970; values that can only be ms or µs are read as such) in ms, or undefined. */
export function bookmarkDateMs(value: string): number | undefined {
  const text = value.trim();
  if (!/^-?\d{1,20}$/.test(text)) return undefined;
  const number = Number(text);
  const magnitude = Math.abs(number);
  // 1e11 s is the year 5138 and 1e14 ms the year 5138 too: larger values are ms or µs.
  const ms = magnitude >= 1e14 ? number / 1000 : magnitude >= 1e11 ? number : number * 1000;
  return Math.abs(ms) <= 8.64e15 ? Math.trunc(ms) : undefined;
}

/** An instant as ISO 8601 in UTC, to the second, with milliseconds only when there are some. */
export function isoSeconds(ms: number): string {
  const iso = new Date(ms).toISOString();
  return iso.endsWith('.000Z') ? `${iso.slice(0, -5)}Z` : iso;
}
