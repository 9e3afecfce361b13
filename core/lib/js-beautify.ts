/**
 * js-beautify, loaded on first use. Its entry is CommonJS that assigns a function to
 * module.exports (with js, css and html as its properties), which no ES module loader can read
 * named exports from: so the beautifiers come from `default` unless the loader exposed them.
 */
import { lazy } from './lazy.ts';

type JsBeautify = typeof import('js-beautify');

export const loadJsBeautify = lazy(async (): Promise<JsBeautify> => {
  const module = (await import('js-beautify')) as JsBeautify & { default?: JsBeautify };
  return typeof module.html === 'function' ? module : module.default!;
});
