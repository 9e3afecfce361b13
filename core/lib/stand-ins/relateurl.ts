/**
 * Stands in for relateurl in every build of the catalog (scripts/bundler-aliases.ts).
 * html-minifier-terser imports it for its minifyURLs option, and relateurl reads Node's
 * `require('url').parse` as it loads, which a browser build has not (Vite's empty stand-in for
 * `url` throws on that read). html-minify never sets minifyURLs, so nothing calls this; were it
 * called, it keeps each URL as written.
 */
const RelateURL = {
  relate(url: string): string {
    return url;
  },
};

export default RelateURL;
