/** tr46 (UTS #46 processing, used by whatwg-url) ships no types; the two functions the punycode tool calls. */
declare module 'tr46' {
  export interface Tr46Options {
    checkBidi?: boolean;
    checkJoiners?: boolean;
    checkHyphens?: boolean;
    useSTD3ASCIIRules?: boolean;
    transitionalProcessing?: boolean;
    verifyDNSLength?: boolean;
    ignoreInvalidPunycode?: boolean;
  }
  /** The ASCII (xn--) form, or null when the name is not valid. */
  export function toASCII(domainName: string, options?: Tr46Options): string | null;
  export function toUnicode(domainName: string, options?: Tr46Options): { domain: string; error: boolean };
}
