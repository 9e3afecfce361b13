import { describe, expect, it } from 'vitest';
import { cacheNameOf, routeOf, staleCaches } from './offline-routes.ts';

const files = new Set(['', 'favicon.svg', 'manifest.webmanifest', 'assets/index-B3x.js', 'assets/yaml-Q1w.js']);

describe('routeOf', () => {
  for (const scope of ['http://127.0.0.1:3000/', 'https://example.com/tools/deck/']) {
    describe(`with the scope ${scope}`, () => {
      it('answers the page at the scope and at playground, network first, from the one cached page', () => {
        for (const path of ['', 'playground', 'playground?x=1', '?tool=base64']) {
          expect(routeOf(`${scope}${path}`, scope, files)).toEqual({ url: scope, strategy: 'network-first' });
        }
      });

      it('answers listed files from the cache first', () => {
        expect(routeOf(`${scope}assets/yaml-Q1w.js`, scope, files)).toEqual({ url: `${scope}assets/yaml-Q1w.js`, strategy: 'cache-first' });
        expect(routeOf(`${scope}favicon.svg`, scope, files)?.strategy).toBe('cache-first');
      });

      it('leaves the API, other surfaces, unlisted files and queried files to the network', () => {
        for (const path of ['api/tools', 'api/tools/base64/execute', 'docs', 'bins/x', 'playground/', 'assets/unknown.js', 'assets/index-B3x.js?v=2', 'sw.js', 'assets/']) {
          expect(routeOf(`${scope}${path}`, scope, files), path).toBeUndefined();
        }
      });
    });
  }

  it('leaves other origins and paths outside the scope alone', () => {
    const scope = 'https://example.com/tools/deck/';
    expect(routeOf('https://example.com/', scope, files)).toBeUndefined();
    expect(routeOf('https://example.com/tools/deck', scope, files)).toBeUndefined();
    expect(routeOf('https://example.com/tools/deckassets/index-B3x.js', scope, files)).toBeUndefined();
    expect(routeOf('https://other.example/tools/deck/assets/index-B3x.js', scope, files)).toBeUndefined();
    expect(routeOf('not a url', scope, files)).toBeUndefined();
  });
});

describe('staleCaches', () => {
  it("names older builds' caches, never this build's or another app's", () => {
    expect(staleCaches([cacheNameOf('old1'), cacheNameOf('new'), 'someone-else', cacheNameOf('old2')], 'new')).toEqual([cacheNameOf('old1'), cacheNameOf('old2')]);
  });
});
