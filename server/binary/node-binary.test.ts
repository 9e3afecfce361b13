import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findNode } from './node-binary.ts';

const emptyDirectory = mkdtempSync(join(tmpdir(), 'tooldeck-no-node-'));
afterAll(() => rmSync(emptyDirectory, { recursive: true, force: true }));

describe('findNode', () => {
  it('takes NODE_BINARY, by its own --version', () => {
    expect(findNode({ PATH: emptyDirectory, NODE_BINARY: process.execPath }, '>=20.19')).toEqual({ ok: true, path: process.execPath, version: process.version });
  });

  it('says how to fix a PATH without node', () => {
    const found = findNode({ PATH: emptyDirectory }, '>=20.19');
    expect(found).toEqual({ ok: false, problem: 'the isolate tools run on Node.js, and `node` on PATH was not found: install Node.js >=20.19 or set NODE_BINARY to its path' });
  });

  it('refuses a Node older than the range, naming the one found', () => {
    const found = findNode({ NODE_BINARY: process.execPath }, '>=999.1');
    expect(found).toEqual({ ok: false, problem: `the isolate tools run on Node.js >=999.1, and NODE_BINARY=${process.execPath} is ${process.version}: install Node.js >=999.1 or set NODE_BINARY to its path` });
  });

  it('refuses a program that does not answer --version as Node does', () => {
    const found = findNode({ NODE_BINARY: '/bin/true' }, '>=20.19');
    expect(found.ok).toBe(false);
    expect(!found.ok && found.problem).toContain('did not answer --version as Node does');
  });
});
