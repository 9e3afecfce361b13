import { describe, expect, it } from 'vitest';
import { ToolError } from '../errors.ts';
import { lazyOptional, missingPackageMessage } from './optional-package.ts';

describe('lazyOptional', () => {
  it('answers a VALIDATION_ERROR naming the package and its install command when it cannot load, and tries again next time', async () => {
    let attempts = 0;
    const load = lazyOptional('openpgp', async () => {
      attempts++;
      if (attempts === 1) throw Object.assign(new Error("Cannot find package 'openpgp'"), { code: 'ERR_MODULE_NOT_FOUND' });
      return { loaded: true };
    });
    const error = await load().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ToolError);
    expect((error as ToolError).code).toBe('VALIDATION_ERROR');
    expect((error as ToolError).message).toBe('this tool needs the optional package "openpgp", which is not installed (npm install "openpgp@^6.3.2")');
    expect(await load()).toEqual({ loaded: true });
    expect(missingPackageMessage('openpgp')).toContain('npm install "openpgp@^6.3.2"');
  });
});
