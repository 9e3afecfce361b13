// ua-parser-js 1.x ships no typings (and @types/ua-parser-js would be one more package): only what
// core/tools/developer/user-agent-parse.ts uses. Every part is undefined where the string does not say.
declare module 'ua-parser-js' {
  export interface UAParserResult {
    ua: string;
    browser: { name?: string; version?: string; major?: string };
    engine: { name?: string; version?: string };
    os: { name?: string; version?: string };
    device: { type?: string; vendor?: string; model?: string };
    cpu: { architecture?: string };
  }

  export class UAParser {
    constructor(ua?: string);
    getResult(): UAParserResult;
  }
}
