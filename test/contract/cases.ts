/**
 * The contract: cases written as data, run against every client (local, Node worker pool, HTTP,
 * the browser worker). Known answers come from the RFCs named beside them. Every tool's examples
 * join automatically (see examples.ts).
 */
import type { ErrorCode } from '../../core/index.ts';

export interface ContractCase {
  title: string;
  tool: string;
  input: unknown;
  /** The result the call must succeed with (compared exactly). */
  expect?: unknown;
  /** The error it must fail with; `message` is compared exactly when given. */
  error?: { code: ErrorCode; message?: string | RegExp };
  /** Runs forever in a backtracking engine: only clients that isolate calls can stop it. */
  runaway?: boolean;
  timeoutMs?: number;
}

export const CASES: ContractCase[] = [
  // RFC 4648 §10 test vectors.
  { title: 'base64 encodes "foobar" (RFC 4648 §10)', tool: 'base64', input: { action: 'encode', text: 'foobar' }, expect: { result: 'Zm9vYmFy' } },
  { title: 'base64 decodes "Zm9vYg==" (RFC 4648 §10)', tool: 'base64', input: { action: 'decode', text: 'Zm9vYg==' }, expect: { result: 'foob' } },
  // FIPS 180-4 examples (NIST CSRC "SHA256.pdf", "SHA512.pdf"): "abc".
  {
    title: 'hash SHA-256 of "abc" (FIPS 180-4)',
    tool: 'hash',
    input: { text: 'abc' },
    expect: { hash: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad', algorithm: 'SHA-256' },
  },
  {
    title: 'hash SHA-512 of "abc" (FIPS 180-4)',
    tool: 'hash',
    input: { text: 'abc', algorithm: 'SHA-512' },
    expect: {
      hash: 'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
      algorithm: 'SHA-512',
    },
  },
  // RFC 1321 §A.5.
  { title: 'hash MD5 of "message digest" (RFC 1321)', tool: 'hash', input: { text: 'message digest', algorithm: 'MD5' }, expect: { hash: 'f96b697d7cb7938d525a2f31aaf161d0', algorithm: 'MD5' } },
  // RFC 4231 test case 2.
  {
    title: 'hmac SHA-256, key "Jefe" (RFC 4231 case 2)',
    tool: 'hmac',
    input: { text: 'what do ya want for nothing?', key: 'Jefe' },
    expect: { hmac: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843', algorithm: 'SHA-256' },
  },
  // RFC 3986 §2.1: percent-encoding uses uppercase hex.
  { title: 'url-encode a component (RFC 3986)', tool: 'url-encode', input: { action: 'encode', text: 'a b&c/é' }, expect: { result: 'a%20b%26c%2F%C3%A9' } },
  { title: 'json-format minifies', tool: 'json-format', input: { json: '{ "a" : [1, 2] }', action: 'minify' }, expect: { result: '{"a":[1,2]}' } },

  { title: 'an unknown tool is NOT_FOUND', tool: 'no-such-tool', input: {}, error: { code: 'NOT_FOUND', message: 'no tool with id "no-such-tool"' } },
  { title: 'an enum violation names the field', tool: 'base64', input: { action: 'nope', text: 'x' }, error: { code: 'VALIDATION_ERROR', message: 'action: must be one of encode, decode' } },
  { title: 'an unknown field is refused', tool: 'base64', input: { action: 'encode', text: 'x', zzz: 1 }, error: { code: 'VALIDATION_ERROR', message: 'zzz: unknown field' } },
  { title: 'a missing field is refused', tool: 'hash', input: {}, error: { code: 'VALIDATION_ERROR', message: 'text: is required' } },
  { title: 'a wrong type is refused', tool: 'base64', input: { action: 'encode', text: 42 }, error: { code: 'VALIDATION_ERROR', message: 'text: must be a string, got an integer' } },
  { title: 'malformed Base64 is refused', tool: 'base64', input: { action: 'decode', text: 'Zm9v!' }, error: { code: 'VALIDATION_ERROR' } },
  { title: '__proto__ is an unknown field, not a prototype', tool: 'base64', input: JSON.parse('{"action":"encode","text":"x","__proto__":{"admin":true}}'), error: { code: 'VALIDATION_ERROR', message: '__proto__: unknown field' } },

  {
    title: 'a runaway regex comes back TIMEOUT without freezing the caller',
    tool: 'regex-test',
    input: { pattern: '(a+)+$', text: `${'a'.repeat(40)}!` },
    error: { code: 'TIMEOUT' },
    runaway: true,
  },
];
