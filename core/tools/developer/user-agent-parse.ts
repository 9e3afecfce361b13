import { Type, type Static } from '@sinclair/typebox';
import { lazy, lazyModule } from '../../lib/lazy.ts';
import { closedObject } from '../../schema.ts';
import { defineTool } from '../../tool.ts';

/*
 * Decisions (the issue leaves them open):
 * - The parser is ua-parser-js 1.x (MIT; 2.x is AGPL, so it stays on 1.x). Its names are its own
 *   ("Mac OS", "Mobile Safari", "Blink"), not uap-core's ("Mac OS X", "Chrome Mobile").
 * - Like the library, only the first 500 characters are read: real user agents are shorter, and the
 *   cut keeps its regular expressions cheap on hostile input. `truncated` says when it happened.
 * - Every part the library cannot tell is null rather than absent, so the shape is always the same.
 *   A user agent that names no known browser (curl, bots) answers all nulls, not an error.
 * - device.type is one of the library's kinds (mobile, tablet, smarttv, console, wearable, embedded,
 *   xr) or null: a desktop browser names no device, so the library leaves it unset.
 */

const loadModule = lazyModule(() => import('ua-parser-js'));

/**
 * The library on first run, with its few hundred regular expressions compiled: V8 compiles a regular
 * expression on its first use, once for one-byte and once for two-byte strings, so a string that
 * matches none (emoji, say) paid ~150 ms of compiling in the run that sent it. Two strings that
 * match nothing, one of each width, pay it here, once, with the import.
 */
const loadParser = lazy(async () => {
  const parser = await loadModule();
  for (let round = 0; round < 2; round++) {
    new parser.UAParser('\u0000').getResult();
    new parser.UAParser('\u0100').getResult();
  }
  return parser;
});

/** The length ua-parser-js 1.x reads (its UA_MAX_LENGTH). */
const READ_LENGTH = 500;

const nullableString = (description: string) => Type.Union([Type.String(), Type.Null()], { description });

const output = closedObject({
  browser: closedObject({
    name: nullableString('The browser or app, e.g. Chrome, Firefox, Mobile Safari; null when unknown'),
    version: nullableString('Its full version as written, e.g. 120.0.0.0; null when absent'),
    major: nullableString('The major version, e.g. 120; null when absent'),
  }, { description: 'The browser' }),
  engine: closedObject({
    name: nullableString('The rendering engine, e.g. Blink, Gecko, WebKit; null when unknown'),
    version: nullableString('The engine version; null when absent'),
  }, { description: 'The rendering engine' }),
  os: closedObject({
    name: nullableString('The operating system, e.g. Windows, Mac OS, iOS, Android, Ubuntu; null when unknown'),
    version: nullableString('Its version, e.g. 10, 17.1; null when absent'),
  }, { description: 'The operating system' }),
  device: closedObject({
    type: nullableString('mobile, tablet, smarttv, console, wearable, embedded or xr; null for desktops and unknown devices'),
    vendor: nullableString('The maker, e.g. Apple, Samsung; null when unknown'),
    model: nullableString('The model, e.g. iPhone, SM-S918B; null when unknown'),
  }, { description: 'The device' }),
  cpu: closedObject({
    architecture: nullableString('The CPU architecture, e.g. amd64, arm64, ia32; null when the string does not say'),
  }, { description: 'The processor' }),
  truncated: Type.Boolean({ description: `True when the string was longer than ${READ_LENGTH} characters and only its start was read` }),
});

type Result = Static<typeof output>;

const orNull = (value: string | undefined): string | null => value ?? null;

export default defineTool({
  id: 'user-agent-parse',
  name: 'User Agent Parser',
  category: 'developer',
  description:
    'Read a browser\'s User-Agent string: the browser and its version, the rendering engine, the operating system, the device (type, vendor, model) and the CPU architecture (ua-parser-js).',
  keywords: ['user agent', 'useragent', 'ua', 'ua parser', 'browser detect', 'user-agent header', 'device detect', 'what browser'],
  mcp: true,
  input: closedObject({
    ua: Type.String({
      maxLength: 1_000_000,
      description: `The User-Agent header value, at most 1,000,000 characters; only the first ${READ_LENGTH} are read`,
    }),
  }),
  output,
  examples: [
    {
      title: 'Chrome on Windows',
      input: { ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36' },
      output: {
        browser: { name: 'Chrome', version: '120.0.0.0', major: '120' },
        engine: { name: 'Blink', version: '120.0.0.0' },
        os: { name: 'Windows', version: '10' },
        device: { type: null, vendor: null, model: null },
        cpu: { architecture: 'amd64' },
        truncated: false,
      },
    },
    {
      title: 'Safari on an iPhone',
      input: { ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1' },
      output: {
        browser: { name: 'Mobile Safari', version: '17.1', major: '17' },
        engine: { name: 'WebKit', version: '605.1.15' },
        os: { name: 'iOS', version: '17.1' },
        device: { type: 'mobile', vendor: 'Apple', model: 'iPhone' },
        cpu: { architecture: null },
        truncated: false,
      },
    },
  ],
  async run({ ua }): Promise<Result> {
    const { UAParser } = await loadParser();
    const parsed = new UAParser(ua).getResult();
    return {
      browser: { name: orNull(parsed.browser.name), version: orNull(parsed.browser.version), major: orNull(parsed.browser.major) },
      engine: { name: orNull(parsed.engine.name), version: orNull(parsed.engine.version) },
      os: { name: orNull(parsed.os.name), version: orNull(parsed.os.version) },
      device: { type: orNull(parsed.device.type), vendor: orNull(parsed.device.vendor), model: orNull(parsed.device.model) },
      cpu: { architecture: orNull(parsed.cpu.architecture) },
      truncated: ua.length > READ_LENGTH,
    };
  },
});
