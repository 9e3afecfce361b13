#!/usr/bin/env node
/** The `tooldeck` command (package.json "bin"): Node 20+, Bun and Deno run this same file from dist/cli/. */
import { processIo } from './io.ts';
import { run } from './run.ts';

process.exitCode = await run(process.argv.slice(2), processIo());
