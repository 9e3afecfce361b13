/**
 * The deployment files through their own linters (no image registry or Docker engine here, so
 * nothing is built or started): the Dockerfile through dockerfile-utils (the VS Code Docker
 * language server's validator), compose.yaml through dclint (the Compose Specification's JSON
 * schema, then its best-practice rules), the systemd unit through `systemd-analyze verify` and
 * `security`. Each linter is also shown a broken copy, so a linter that silently checks nothing
 * cannot pass these.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validate, ValidationSeverity, type ValidatorSettings } from 'dockerfile-utils';
import { afterAll, describe, expect, it } from 'vitest';
import { describeNeeding } from './outside-programs.ts';
import { COMPOSE, DOCKERFILE, NGINX, ROOT, UNIT, UNIT_INSTALL_DIR } from './deploy-files.ts';

const scratch = mkdtempSync(join(tmpdir(), 'tooldeck-deploy-lint-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('Dockerfile, by dockerfile-utils', () => {
  // Its optional checks (instruction casing, one CMD, JSON in single quotes, relative WORKDIR…) raised to errors.
  const strict: ValidatorSettings = {
    deprecatedMaintainer: ValidationSeverity.ERROR,
    directiveCasing: ValidationSeverity.ERROR,
    emptyContinuationLine: ValidationSeverity.ERROR,
    instructionCasing: ValidationSeverity.ERROR,
    instructionCmdMultiple: ValidationSeverity.ERROR,
    instructionEntrypointMultiple: ValidationSeverity.ERROR,
    instructionHealthcheckMultiple: ValidationSeverity.ERROR,
    instructionJSONInSingleQuotes: ValidationSeverity.ERROR,
    instructionWorkdirRelative: ValidationSeverity.ERROR,
  };

  it('has no finding at any severity', () => {
    const findings = validate(readFileSync(DOCKERFILE, 'utf8'), strict).map((finding) => `line ${finding.range.start.line + 1}: ${finding.message}`);
    expect(findings).toEqual([]);
  });

  it('flags a broken copy (a duration without its unit)', () => {
    const broken = readFileSync(DOCKERFILE, 'utf8').replace('--interval=15s', '--interval=15');
    expect(validate(broken, strict).map((finding) => finding.message)).toContainEqual(expect.stringContaining('missing unit'));
  });
});

/** dclint on a file; --max-warnings 0 makes a best-practice warning fail it as an error does. */
function dclint(file: string) {
  return spawnSync(process.execPath, [join(ROOT, 'node_modules/dclint/bin/dclint.cjs'), file, '--max-warnings', '0', '--formatter', 'json', '--no-color'], {
    encoding: 'utf8',
  });
}

describe('compose.yaml, by dclint', () => {
  it('validates against the Compose Specification and breaks none of its rules', () => {
    const run = dclint(COMPOSE);
    const results = JSON.parse(run.stdout) as { messages: { line: number; message: string }[] }[];
    expect(results.flatMap((result) => result.messages.map((message) => `line ${message.line}: ${message.message}`))).toEqual([]);
    expect(run.status).toBe(0);
  });

  it('flags a broken copy (a misspelt healthcheck key) as the schema does', () => {
    const dir = join(scratch, 'compose');
    mkdirSync(join(dir, 'deploy'), { recursive: true });
    copyFileSync(NGINX, join(dir, 'deploy/nginx.conf'));
    writeFileSync(join(dir, 'compose.yaml'), readFileSync(COMPOSE, 'utf8').replace('      interval: 5s', '      intervall: 5s'));
    const run = dclint(join(dir, 'compose.yaml'));
    expect(run.status).not.toBe(0);
    expect(run.stdout).toContain('invalid-schema');
  });
});

/**
 * The unit names its checkout, /opt/tooldeck, and systemd-analyze verify checks that ExecStart's
 * program exists and is executable: the copy it verifies names this checkout instead, and nothing
 * else changes. verify exits 0 on an unknown key (it only warns), so its output must be empty too.
 */
function unitAsInstalledHere(text = readFileSync(UNIT, 'utf8')): string {
  const dir = mkdtempSync(join(scratch, 'unit-'));
  const file = join(dir, 'tooldeck.service');
  writeFileSync(file, text.replaceAll(UNIT_INSTALL_DIR, ROOT.replace(/\/$/, '')));
  return file;
}

function systemdAnalyze(args: string[]) {
  const run = spawnSync('systemd-analyze', args, { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}`.trim() };
}

describeNeeding({ paths: ['/usr/bin/systemd-analyze'], packages: 'systemd' }, 'deploy/tooldeck.service, by systemd-analyze', () => {
  it('verifies without a word', () => {
    expect(systemdAnalyze(['verify', '--man=no', unitAsInstalledHere()])).toEqual({ status: 0, output: '' });
  });

  it('reports a broken copy (a misspelt key)', () => {
    const broken = readFileSync(UNIT, 'utf8').replace('ProtectClock=yes', 'ProtectClok=yes');
    expect(systemdAnalyze(['verify', '--man=no', unitAsInstalledHere(broken)]).output).toContain("Unknown key 'ProtectClok'");
  });

  // systemd's own exposure score, 0 (locked down) to 10 (none); up to 2.0 is its "OK" band.
  // --threshold is that score times ten.
  it("stays in systemd-analyze security's OK band, so dropping a hardening option fails here", () => {
    const run = systemdAnalyze(['security', '--offline=yes', '--threshold=20', '--no-pager', unitAsInstalledHere()]);
    expect(run.output).toMatch(/Overall exposure level for tooldeck\.service: [0-9.]+ OK/);
    expect(run.status).toBe(0);
  });
});
