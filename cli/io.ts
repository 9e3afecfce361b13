/** What the CLI touches outside itself, one interface so tests can run it in-process and the runtimes differ in one place only. */
import { readFile, writeFile } from 'node:fs/promises';

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
        for await (const chunk of process.stdin) chunks.push(typeof chunk === 'string' ? new TextEncoder().encode(chunk) : (chunk as Uint8Array));
        return Buffer.concat(chunks);
      },
    },
    stdout: { isTTY: process.stdout.isTTY === true, write: (data) => void process.stdout.write(data) },
    stderr: { write: (text) => void process.stderr.write(text) },
    readFile: (path) => readFile(path),
    writeFile: (path, data) => writeFile(path, data),
    env: process.env,
  };
}
