/**
 * GitHub's heading anchors, by the rules of github-slugger (what GitHub, remark and most TOC tools
 * use): lower case; dropped every character of the Unicode categories No, Pd, Pe, Pf, Pi, Po, Ps,
 * S*, Cc, Cf, Co, Cn and Z*, except alphabetic ones, the space and "-"; spaces to "-". A slug
 * already given gets -1, -2… (counting on from the base slug's last number). github-slugger builds
 * its pattern from Unicode 13 tables; this one asks the engine's, which differ only on characters
 * assigned since.
 */
const STRIPPED = /(?![\p{Alphabetic} -])[\p{No}\p{Pd}\p{Pe}\p{Pf}\p{Pi}\p{Po}\p{Ps}\p{S}\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Z}]/gu;

/** The anchor of one heading's text, before numbering repeats. */
export function githubSlug(text: string): string {
  return text.toLowerCase().replace(STRIPPED, '').replaceAll(' ', '-');
}

/** A slugger for one document: each call numbers a repeated slug as GitHub does. */
export function githubSlugger(): { slug(text: string): string } {
  const occurrences = new Map<string, number>();
  return {
    slug(text: string): string {
      const base = githubSlug(text);
      let result = base;
      while (occurrences.has(result)) {
        const count = occurrences.get(base)! + 1;
        occurrences.set(base, count);
        result = `${base}-${count}`;
      }
      occurrences.set(result, 0);
      return result;
    },
  };
}
