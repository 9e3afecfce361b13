/** An Io for running the CLI in this process: stdin given up front, stdout and files captured. */
import type { Io } from '../../cli/io.ts';

export interface CapturedIo extends Io {
  out(): string;
  outBytes(): Uint8Array;
  err(): string;
  files: Map<string, Uint8Array>;
}

export function capturedIo({ stdin, terminal = false, files = {} }: { stdin?: string | Uint8Array; terminal?: boolean; files?: Record<string, string | Uint8Array> } = {}): CapturedIo {
  const out: Uint8Array[] = [];
  let err = '';
  const stored = new Map(Object.entries(files).map(([path, data]) => [path, typeof data === 'string' ? new TextEncoder().encode(data) : data]));
  const bytes = (data: string | Uint8Array) => (typeof data === 'string' ? new TextEncoder().encode(data) : data);
  return {
    // No stdin given: a terminal, which the CLI never reads.
    stdin: { isTTY: stdin === undefined, read: async () => bytes(stdin ?? '') },
    stdout: { isTTY: terminal, write: (data) => void out.push(bytes(data)) },
    stderr: { write: (text) => void (err += text) },
    async readFile(path) {
      const data = stored.get(path);
      if (!data) throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
      return data;
    },
    async writeFile(path, data) {
      stored.set(path, bytes(data));
    },
    env: {},
    out: () => new TextDecoder().decode(Buffer.concat(out)),
    outBytes: () => Buffer.concat(out),
    err: () => err,
    files: stored,
  };
}
