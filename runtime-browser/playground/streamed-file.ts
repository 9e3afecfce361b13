/**
 * Files the playground hashes as a stream (issue 21 item 4): the file fields of hash-all and
 * checksum take a file of any size. One within the tool's 10 MB bound is also read into Base64,
 * as every file field is, so the server and the algorithms hash-wasm lacks still get it; a
 * larger one is only kept as the File, its field's value a LargeFile, which JSON leaves out
 * (the link, the server) and only the stream reads. Light on purpose: main.ts imports it.
 */

/** Tool id → the field whose file is streamed. */
const STREAMED_FIELDS: Readonly<Record<string, string>> = { 'hash-all': 'bin', checksum: 'bin' };

export function streamedField(toolId: string): string | undefined {
  return Object.hasOwn(STREAMED_FIELDS, toolId) ? STREAMED_FIELDS[toolId] : undefined;
}

/** A picked file too large for the tool's JSON input: only a stream can read it. */
export class LargeFile {
  constructor(readonly file: File) {}
  /** Left out of JSON (a link, a server request): its bytes never travel as Base64. */
  toJSON(): undefined {
    return undefined;
  }
}
