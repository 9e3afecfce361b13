/** What the CLI touches outside itself, one interface so tests can run it in-process and the runtimes differ in one place only. */
import { readFile, stat, writeFile } from 'node:fs/promises';
import { UsageError } from './usage-error.ts';

/**
 * The most the CLI reads from stdin or from one file: the server's default request body limit
 * (MAX_BODY_BYTES, 25 MiB). No tool takes more (a PDF is at most 15 MB), so a larger input is
 * refused before it is held in memory whole.
 */
export const MAX_READ_BYTES = 25 * 1024 * 1024;

const tooLarge = (what: string) => new UsageError(`${what} holds more than ${MAX_READ_BYTES / 1024 / 1024} MiB, more than any tool takes`);

export interface Io {
  stdin: { isTTY: boolean; read(): Promise<Uint8Array> };
  stdout: { isTTY: boolean; write(data: string | Uint8Array): void };
  stderr: { write(text: string): void };
  readFile(path: string): Promise<Uint8Array>;
  writeFile(path: string, data: string | Uint8Array): Promise<void>;
  env: Record<string, string | undefined>;
}

/** The process's own streams and files: node:process and node:fs, which Node, Bun and Deno all provide. */
export function processIo(): Io {
  return {
    stdin: {
      isTTY: process.stdin.isTTY === true,
      async read() {
        const chunks: Uint8Array[] = [];
        let size = 0;
        for await (const chunk of process.stdin) {
          const bytes = typeof chunk === 'string' ? new TextEncoder().encode(chunk) : (chunk as Uint8Array);
          size += bytes.length;
          if (size > MAX_READ_BYTES) throw tooLarge('stdin');
          chunks.push(bytes);
        }
        return Buffer.concat(chunks);
      },
    },
    stdout: { isTTY: process.stdout.isTTY === true, write: (data) => void process.stdout.write(data) },
    stderr: { write: (text) => void process.stderr.write(text) },
    async readFile(path) {
      if ((await stat(path)).size > MAX_READ_BYTES) throw tooLarge(path);
      return readFile(path);
    },
    writeFile: (path, data) => writeFile(path, data),
    env: process.env,
  };
}
