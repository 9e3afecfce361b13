/** The one tool search: real queries against the real catalog, then its ranking rules one by one on small made-up catalogs. */
import { describe, expect, it } from 'vitest';
import { tools } from './catalog-metadata.ts';
import { createToolSearch, MAX_TERMS, searchTools, typoDistance, type SearchEntry } from './search.ts';

const catalog = createToolSearch(tools);
const top = (query: string, count = 3) => catalog(query, { limit: count }).matches.map((tool) => tool.id);

/**
 * What people type on CyberChef, IT-Tools or DevToys, and what they are after. `first`: the
 * first results, as a set (their order among themselves is not the point); `alsoTop3`: tools
 * that must be in the top 3 too.
 */
const QUERIES: { query: string; first: string[]; alsoTop3?: string[] }[] = [
  { query: 'sha256', first: ['hash', 'hash-generate'] },
  { query: 'SHA-256', first: ['hash', 'hash-generate'] },
  { query: 'md5', first: ['hash', 'hash-generate'] },
  { query: 'sha1', first: ['hash', 'hash-generate'] },
  { query: 'sha512 checksum', first: ['hash', 'hash-generate'] },
  { query: 'checksum', first: ['checksum'], alsoTop3: ['hash'] },
  { query: 'crc32', first: ['checksum'] },
  { query: 'totp', first: ['otp'] },
  { query: 'b64', first: ['base64'] },
  { query: 'base 64', first: ['base64'] },
  { query: 'atob', first: ['base64'] },
  { query: 'yml', first: ['json-yaml-converter', 'yaml-to-json'] },
  { query: 'yaml to json', first: ['yaml-to-json'], alsoTop3: ['json-yaml-converter'] },
  { query: 'epoch', first: ['epoch-convert'], alsoTop3: ['unix-timestamp'] },
  { query: 'unix time', first: ['unix-timestamp'] },
  { query: 'posix', first: ['unix-timestamp'] },
  { query: 'regexp', first: ['regex-test'] },
  { query: 'regular expression', first: ['regex-test'] },
  { query: 'cron', first: ['cron-describe'] },
  { query: 'crontab', first: ['cron-describe'] },
  { query: 'uuid v4', first: ['uuid'] },
  { query: 'guid', first: ['uuid'] },
  { query: 'csv to json', first: ['csv-to-json'], alsoTop3: ['json-to-csv'] },
  { query: 'convert CSV to JSON', first: ['csv-to-json'] },
  { query: 'pretty print json', first: ['json-format'] },
  { query: 'beautify json', first: ['json-format'] },
  { query: 'minify json', first: ['json-minifier'], alsoTop3: ['json-format'] },
  { query: 'jwt', first: ['jwt-decode', 'jwt-sign', 'jwt-verify'] },
  { query: 'decode jwt', first: ['jwt-decode'] },
  { query: 'url decode', first: ['url-encode'] },
  { query: 'urlencode', first: ['url-encode'] },
  { query: 'percent encoding', first: ['url-encode'] },
  { query: 'color picker', first: ['color-convert'] },
  { query: 'hex to rgb', first: ['color-convert'] },
  { query: 'lorem', first: ['lorem-ipsum'] },
  // The flagship and the catalog's generator (spec 4.2 and 4.3) are both the right answer.
  { query: 'dummy text', first: ['lorem-ipsum', 'lorem-ipsum-generate'] },
  { query: 'word count', first: ['word-count'] },
  { query: 'character count', first: ['word-count'] },
  { query: 'hmac', first: ['hmac', 'hmac-generate'] },
  { query: 'hmac sha256', first: ['hmac', 'hmac-generate'] },
  { query: 'random password', first: ['password-generate'] },
  { query: 'password strength', first: ['password-strength'] },
  { query: 'zxcvbn', first: ['password-strength'] },
  { query: 'subnet', first: ['subnet-split'], alsoTop3: ['cidr-calculate'] },
  { query: 'netmask', first: ['cidr-calculate'] },
  { query: 'chmod 755', first: ['chmod-calculate'] },
  { query: 'file permissions', first: ['chmod-calculate'] },
  { query: 'jsonpath', first: ['json-query', 'json-path-finder'] },
  { query: 'jq', first: ['jq-playground'] },
  { query: 'xml to json', first: ['xml-to-json'], alsoTop3: ['json-to-xml'] },
  { query: 'md to html', first: ['markdown-to-html'] },
  { query: 'markdown table', first: ['json-to-markdown-table', 'markdown-table-generator', 'markdown-table-parse'] },
  { query: 'minify css', first: ['css-minifier'] },
  { query: 'beautify sql', first: ['sql-formatter'] },
  { query: 'json to typescript', first: ['json-to-typescript'] },
  { query: 'golang struct', first: ['json-to-go-struct'] },
  { query: 'pydantic', first: ['json-to-python-class'] },
  { query: 'dotenv', first: ['config-convert'], alsoTop3: ['env-linter'] },
  { query: 'glob', first: ['glob-pattern-tester'] },
  { query: 'fake data', first: ['json-faker', 'mock-json-generator'] },
  { query: 'luhn', first: ['luhn'], alsoTop3: ['credit-card-validate'] },
  { query: 'ipv6', first: ['ipv6-ula'], alsoTop3: ['ip-validate'] },
  { query: 'phone number', first: ['phone-format'] },
  { query: 'email', first: ['email-validate'] },
  { query: 'compare json', first: ['json-comparer', 'json-diff'] },
  { query: 'jsonl', first: ['csv-to-ndjson', 'ndjson-to-csv'] },
  { query: 'tab separated', first: ['csv-to-tsv', 'tsv-to-csv'] },
  { query: 'vcard', first: ['vcf-to-csv'] },
  { query: 'tailwind', first: ['css-to-tailwind', 'tailwind-to-css'] },
  { query: 'days between dates', first: ['date-diff'] },
  { query: 'percent change', first: ['percentage'] },
  { query: 'celsius to fahrenheit', first: ['unit-convert'] },
  { query: 'binary to hex', first: ['number-base'] },
  { query: 'camelcase', first: ['case-convert'] },
  { query: 'snake case', first: ['case-convert'] },
  { query: 'open graph', first: ['meta-tags-generate'], alsoTop3: ['url-metadata'] },
  { query: 'llm vram', first: ['llm-requirements-calculator'] },
  { query: 'gdpr', first: ['privacy-policy-checker'] },
  { query: 'testnet faucet', first: ['crypto-testnet-faucets'] },
  { query: 'serverless pricing', first: ['edge-platform-cost-calculate'] },
  { query: 'swagger 2 to openapi 3', first: ['swagger-to-openapi'] },
  { query: 'query string', first: ['query-string-parse', 'query-string-stringify'] },
  // Typos: a letter dropped, two swapped, one wrong.
  { query: 'jsno fromat', first: ['json-format'] },
  { query: 'pasword genrator', first: ['password-generate'] },
  { query: 'timestmp', first: ['unix-timestamp'] },
  { query: 'regx', first: ['regex-explain'], alsoTop3: ['regex-test'] },
];

describe('real queries against the catalog', () => {
  it('has a table of at least 40 queries', () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(QUERIES)('"$query" puts $first first', ({ query, first, alsoTop3 = [] }) => {
    const found = top(query, Math.max(3, first.length));
    expect(new Set(found.slice(0, first.length)), found.join(', ')).toEqual(new Set(first));
    for (const id of alsoTop3) expect(found.slice(0, 3), found.join(', ')).toContain(id);
  });

  it('finds the JSON tools by "jsn", a letter short', () => {
    const { matches, total } = catalog('jsn', { limit: 10 });
    expect(total).toBeGreaterThanOrEqual(10);
    for (const tool of matches) expect(tool.id).toContain('json');
  });

  it('names only tools of the catalog, each once', () => {
    const ids = new Set(tools.map((tool) => tool.id));
    for (const { first, alsoTop3 = [] } of QUERIES) for (const id of [...first, ...alsoTop3]) expect(ids).toContain(id);
  });
});

describe('what MCP search_tools promised before it used this search (moved from server/mcp/tool-search.test.ts)', () => {
  it('finds both HMAC tools by "hmac", the one whose id it is first', () => {
    expect(top('hmac', 2)).toEqual(['hmac', 'hmac-generate']);
  });

  it('ignores case, punctuation and filler words', () => {
    expect(top('HMAC!!', 10)).toEqual(top('hmac', 10));
    expect(top('the hash of a text', 1)).toEqual(['hash']);
    expect(top('UUID', 1)).toEqual(['uuid']);
  });

  it('lists every tool in catalog order for an empty query, keeps to a category and counts before the limit', () => {
    expect(catalog('', { limit: 50 })).toEqual({ matches: tools.slice(0, 50), total: tools.length });
    const crypto = catalog('', { limit: 50, category: 'crypto' });
    expect(crypto.matches.every((tool) => tool.category === 'crypto')).toBe(true);
    expect(crypto.total).toBe(tools.filter((tool) => tool.category === 'crypto').length);
    const json = catalog('json', { limit: 2 });
    expect(json.matches).toHaveLength(2);
    expect(json.total).toBeGreaterThan(10);
  });
});

/** A made-up tool: only the fields given say anything. */
function entry(id: string, fields: Partial<SearchEntry> = {}): SearchEntry {
  return { id, name: id, category: 'text', description: 'nothing to see', keywords: [], ...fields };
}
const ids = (entries: readonly SearchEntry[], query: string, options?: Parameters<typeof searchTools>[2]) =>
  searchTools(entries, query, options).matches.map((tool) => tool.id);

describe('ranking', () => {
  it('weighs a word in the id above the name, keywords, category and description, whatever the order given', () => {
    const entries = [
      entry('in-description', { description: 'a widget maker' }),
      entry('in-category', { category: 'widget' }),
      entry('in-keywords', { keywords: ['widget'] }),
      entry('in-name', { name: 'Widget maker' }),
      entry('widget-in-id', { name: 'Something' }),
    ];
    expect(ids(entries, 'widget')).toEqual(['widget-in-id', 'in-name', 'in-keywords', 'in-category', 'in-description']);
  });

  it('weighs a whole word above the start of one', () => {
    const entries = [entry('prefix', { keywords: ['abcdexyz'] }), entry('whole', { keywords: ['abcde'] })];
    expect(ids(entries, 'abcde')).toEqual(['whole', 'prefix']);
  });

  it('weighs a typo by the field it is in, like any other match', () => {
    const entries = [entry('in-keywords', { keywords: ['zebra'] }), entry('zebra-in-id')];
    expect(ids(entries, 'zebar')).toEqual(['zebra-in-id', 'in-keywords']);
  });

  it('keeps the given order among equals', () => {
    const entries = [entry('b', { keywords: ['same'] }), entry('a', { keywords: ['same'] }), entry('c', { keywords: ['same'] })];
    expect(ids(entries, 'same')).toEqual(['b', 'a', 'c']);
  });

  it('puts the tool whose id or name is the whole query first, and prefers a keyword that is the whole query among equals', () => {
    const entries = [entry('csv-to-json-lines'), entry('csv-to-json'), entry('words-apart', { keywords: ['unix', 'time'] }), entry('one-keyword', { keywords: ['unix time'] })];
    expect(ids(entries, 'csv to json')[0]).toBe('csv-to-json');
    expect(ids(entries, 'CSV-to-JSON')[0]).toBe('csv-to-json');
    expect(ids(entries, 'unix time')).toEqual(['one-keyword', 'words-apart']);
    expect(ids(entries, 'time unix')).toEqual(['words-apart', 'one-keyword']);
  });

  it('answers the tools that match every word when any do, else those matching most words first', () => {
    const entries = [entry('csv-only'), entry('json-only'), entry('csv-json')];
    expect(ids(entries, 'csv json')).toEqual(['csv-json']);
    expect(searchTools(entries, 'csv json').total).toBe(1);
    const partial = [entry('csv-only'), entry('json-yaml'), entry('yaml-only')];
    expect(ids(partial, 'json yaml csv')).toEqual(['json-yaml', 'csv-only', 'yaml-only']);
  });

  it('answers only tools matching every word with match: all', () => {
    const entries = [entry('csv-only'), entry('json-only')];
    expect(searchTools(entries, 'csv json', { match: 'all' })).toEqual({ matches: [], total: 0 });
    expect(ids(entries, 'csv', { match: 'all' })).toEqual(['csv-only']);
  });

  it('drops filler words unless the query has nothing else', () => {
    const entries = [entry('hash', { description: 'the hash of a text' }), entry('filler', { description: 'the and of a' })];
    expect(ids(entries, 'the hash of a')).toEqual(['hash']);
    expect(ids(entries, 'the')).toEqual(['hash', 'filler']);
  });

  it('returns the objects it was given', () => {
    const entries = [{ ...entry('own'), extra: 42 }];
    const [found] = searchTools(entries, 'own').matches;
    expect(found).toBe(entries[0]);
    expect(found!.extra).toBe(42);
  });
});

describe('typo tolerance', () => {
  const entries = [entry('json-format'), entry('password-generate'), entry('css-minifier'), entry('csv-parse'), entry('ab-tool')];

  it('forgives one typo in a word of 3 to 7 letters: dropped, added, wrong or two swapped', () => {
    expect(ids(entries, 'jsn')).toEqual(['json-format']);
    expect(ids(entries, 'jsoon')).toEqual(['json-format']);
    expect(ids(entries, 'jsom')).toEqual(['json-format']);
    expect(ids(entries, 'jsno')).toEqual(['json-format']);
    expect(ids(entries, 'jxxn')).toEqual([]);
  });

  it('forgives two typos from 8 letters, not three; and only one below 8', () => {
    expect(ids(entries, 'genrate')).toEqual(['password-generate']);
    expect(ids(entries, 'pasworrd')).toEqual(['password-generate']);
    expect(ids(entries, 'paswarrd')).toEqual([]);
    expect(ids(entries, 'paswrod')).toEqual([]);
  });

  it('forgives none under 3 letters', () => {
    expect(ids(entries, 'ac')).toEqual([]);
    expect(ids(entries, 'ab')).toEqual(['ab-tool']);
  });

  it('tries typos only for a word nothing matches whole or by its start: "csv" never finds "css"', () => {
    expect(ids(entries, 'csv')).toEqual(['csv-parse']);
    expect(ids(entries, 'cs')).toEqual(['css-minifier', 'csv-parse']);
    expect(ids([entries[2]!], 'csv')).toEqual(['css-minifier']);
  });

  it('measures the distance as Levenshtein with adjacent swaps (optimal string alignment)', () => {
    // Known answers: kitten → sitting is 3 edits (Levenshtein's classic example); CA → ABC is 3
    // under optimal string alignment (2 under unrestricted Damerau–Levenshtein), per Wikipedia.
    expect(typoDistance('kitten', 'sitting', 5)).toBe(3);
    expect(typoDistance('ca', 'abc', 5)).toBe(3);
    expect(typoDistance('ab', 'ba', 5)).toBe(1);
    expect(typoDistance('same', 'same', 1)).toBe(0);
    // Past the bound it answers bound + 1 without finishing.
    expect(typoDistance('kitten', 'sitting', 1)).toBe(2);
    expect(typoDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('filters and limits', () => {
  const entries = [entry('a-json', { category: 'data' }), entry('b-json', { category: 'text' }), entry('c-json', { category: 'data' }), entry('d-other', { category: 'data' })];

  it('keeps to a category, for a query and for the empty one', () => {
    expect(ids(entries, 'json', { category: 'data' })).toEqual(['a-json', 'c-json']);
    expect(ids(entries, '', { category: 'data' })).toEqual(['a-json', 'c-json', 'd-other']);
    expect(searchTools(entries, 'json', { category: 'nope' })).toEqual({ matches: [], total: 0 });
  });

  it('cuts at the limit and counts every match in total', () => {
    expect(searchTools(entries, 'json', { limit: 1 })).toEqual({ matches: [entries[0]], total: 3 });
    expect(searchTools(entries, '', { limit: 2 })).toEqual({ matches: entries.slice(0, 2), total: 4 });
  });

  it('lists every tool in the given order for an empty or wordless query', () => {
    for (const query of ['', '   ', '... !? --', '()']) expect(searchTools(entries, query)).toEqual({ matches: entries, total: 4 });
  });
});

describe('hostile queries', () => {
  it('finds nothing for words no tool has, whatever their characters', () => {
    expect(catalog('zzqxv')).toEqual({ matches: [], total: 0 });
    expect(catalog('a'.repeat(200))).toEqual({ matches: [], total: 0 });
    const known = new Set(tools.map((tool) => tool.id));
    for (const query of ['__proto__ constructor hasOwnProperty', 'toString valueOf', '(a+)+$ .* [ \\', '\u0000 \ud800 🙂']) {
      for (const tool of catalog(query).matches) expect(known).toContain(tool.id);
    }
  });

  it(`reads at most ${MAX_TERMS} meaningful words: a 1,000-character query answers as its first ${MAX_TERMS}`, () => {
    const words = Array.from({ length: 200 }, (_, i) => `w${i}x`);
    const long = `json csv ${words.join(' ')}`.slice(0, 1000);
    expect(long.length).toBe(1000);
    const firstWords = long.split(' ').slice(0, MAX_TERMS).join(' ');
    expect(catalog(long)).toEqual(catalog(firstWords));
  });

  it('costs about the same for a 1,000-character query as for its first words (best of 20 runs each)', () => {
    const long = Array.from({ length: 120 }, (_, i) => `jsn${i} tmestamp`).join(' ').slice(0, 1000);
    const short = long.split(' ').slice(0, MAX_TERMS).join(' ');
    const best = (query: string) => {
      let fastest = Number.POSITIVE_INFINITY;
      for (let run = 0; run < 20; run++) {
        // A fresh index each run: the search remembers terms it has scored, which would hide the work.
        const fresh = createToolSearch(tools);
        const start = performance.now();
        fresh(query);
        fastest = Math.min(fastest, performance.now() - start);
      }
      return fastest;
    };
    best(short);
    // The cap makes them the same work; 4× leaves room for a noisy machine.
    expect(best(long)).toBeLessThan(best(short) * 4 + 0.05);
  });
});
