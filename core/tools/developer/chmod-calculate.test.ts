import fc from 'fast-check';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { call, expectInvalid, run } from '../../../test/helpers.ts';

interface ChmodResult {
  octal: string;
  octalFull: string;
  symbolic: string;
  owner: { read: boolean; write: boolean; execute: boolean; octal: number; symbolic: string };
  group: { read: boolean; write: boolean; execute: boolean; octal: number; symbolic: string };
  others: { read: boolean; write: boolean; execute: boolean; octal: number; symbolic: string };
  special: { setuid: boolean; setgid: boolean; sticky: boolean; octal: number };
  command: string;
  symbolicCommand: string;
  summary: string;
}

const calculate = (mode: string) => run<ChmodResult>('chmod-calculate', { mode });

/** GNU coreutils 9.1, by hand: `touch f; chmod MODE f; stat -c '%a %A' f` (the type letter dropped). */
const GNU: [string, string, string][] = [
  ['755', '755', 'rwxr-xr-x'],
  ['4755', '4755', 'rwsr-xr-x'],
  ['1777', '1777', 'rwxrwxrwt'],
  ['0644', '644', 'rw-r--r--'],
  ['4644', '4644', 'rwSr--r--'],
  ['2755', '2755', 'rwxr-sr-x'],
  ['2745', '2745', 'rwxr-Sr-x'],
  ['7000', '7000', '--S--S--T'],
  ['7777', '7777', 'rwsrwsrwt'],
  ['6711', '6711', 'rws--s--x'],
  ['0', '0', '---------'],
  ['1', '1', '--------x'],
  ['7', '7', '------rwx'],
  ['55', '55', '---r-xr-x'],
  ['3710', '3710', 'rwx--s--T'],
];

/** GNU coreutils 9.1, by hand: `chmod 7777 f; chmod ASSIGNMENTS f; stat -c '%a' f`. */
const GNU_ASSIGNMENTS: [string, string][] = [
  ['u=rwx,g=rx,o=rx', '755'],
  ['u=rws,g=r,o=r', '4644'],
  ['u=rwxt,go=rx', '755'], // t only counts for o
  ['o=rwxs,ug=rx', '557'], // s only counts for u and g
  ['a=rwxst', '7777'],
  ['a=st', '7000'],
  ['u=,g=,o=', '0'],
  ['u=rwx,go=rx', '755'],
  ['u=rwxs,g=rxs,o=rxt', '7755'],
];

describe('chmod-calculate', () => {
  it('turns octal into what stat prints', async () => {
    for (const [mode, octal, symbolic] of GNU) expect(await calculate(mode), mode).toMatchObject({ octal, symbolic });
  });

  it('turns what stat prints back into octal', async () => {
    for (const [, octal, symbolic] of GNU) {
      expect((await calculate(symbolic)).octal, symbolic).toBe(octal);
      expect((await calculate(`-${symbolic}`)).octal, `-${symbolic}`).toBe(octal);
    }
    // ls -l of a directory, and the ACL marker ls adds.
    expect((await calculate('drwxr-xr-x')).octal).toBe('755');
    expect((await calculate('-rw-r--r--+')).octal).toBe('644');
    expect((await calculate('-rw-r--r--.')).octal).toBe('644');
    expect((await calculate('---------+')).octal).toBe('0');
    expect((await calculate('rwxr-xr-x@')).octal).toBe('755');
  });

  it('reads assignments as GNU chmod applies them', async () => {
    for (const [mode, octal] of GNU_ASSIGNMENTS) expect((await calculate(mode)).octal, mode).toBe(octal);
  });

  it('writes a symbolic command that GNU chmod turns back into the same mode', async () => {
    // Each symbolicCommand was run by hand (chmod 7777 f; chmod u=rws,g=r,o=r f; stat -c %a f → 4644, and so on).
    expect((await calculate('4644')).symbolicCommand).toBe('chmod u=rws,g=r,o=r');
    expect((await calculate('7755')).symbolicCommand).toBe('chmod u=rwxs,g=rxs,o=rxt');
    expect((await calculate('0')).symbolicCommand).toBe('chmod u=,g=,o=');
    for (let mode = 0; mode < 0o10000; mode++) {
      const octal = mode.toString(8);
      const result = await calculate(octal);
      const assignments = result.symbolicCommand.replace(/^chmod /, '');
      expect((await calculate(assignments)).octalFull, `${octal} → ${assignments}`).toBe(result.octalFull);
      expect((await calculate(result.symbolic)).octalFull, `${octal} → ${result.symbolic}`).toBe(result.octalFull);
      expect(result.command).toBe(`chmod ${octal.padStart(3, '0')}`);
    }
  });

  // python3 is on every machine this suite runs on (CI installs nothing else); its absence is a failure.
  it('writes every one of the 4096 modes as Python\'s stat.filemode does', async () => {
    // python3: stat.filemode(0o100000 | mode)[1:] for mode in range(4096)
    const reference = execFileSync('python3', ['-c', 'import stat\nfor m in range(4096): print(stat.filemode(0o100000 | m)[1:])'], { encoding: 'utf8' }).trim().split('\n');
    expect(reference).toHaveLength(4096);
    for (let mode = 0; mode < 4096; mode++) {
      expect((await calculate(mode.toString(8).padStart(4, '0'))).symbolic, mode.toString(8)).toBe(reference[mode]);
    }
  });

  it('breaks the mode down by class', async () => {
    const result = await calculate('4751');
    expect(result).toMatchObject({
      octal: '4751',
      octalFull: '4751',
      owner: { read: true, write: true, execute: true, octal: 7, symbolic: 'rws' },
      group: { read: true, write: false, execute: true, octal: 5, symbolic: 'r-x' },
      others: { read: false, write: false, execute: true, octal: 1, symbolic: '--x' },
      special: { setuid: true, setgid: false, sticky: false, octal: 4 },
      command: 'chmod 4751',
      summary: 'owner: read, write, execute; group: read, execute; others: execute; setuid',
    });
    expect((await calculate('0')).summary).toBe('owner: no access; group: no access; others: no access');
    expect((await calculate('640')).octalFull).toBe('0640');
  });

  it('names the character at fault in a permission string', async () => {
    await expectInvalid('chmod-calculate', { mode: 'rwxr-xr-q' }, 'mode: character 9 ("q") must be x, t, T or -');
    await expectInvalid('chmod-calculate', { mode: 'rwsr-xr-s' }, 'mode: character 9 ("s") must be x, t, T or -');
    await expectInvalid('chmod-calculate', { mode: 'rwtr-xr-x' }, 'mode: character 3 ("t") must be x, s, S or -');
    await expectInvalid('chmod-calculate', { mode: 'wrxr-xr-x' }, 'mode: character 1 ("w") must be r or -');
    await expectInvalid('chmod-calculate', { mode: '-rwxr-xr-q' }, 'mode: character 10 ("q") must be x, t, T or -');
    await expectInvalid('chmod-calculate', { mode: 'rwxr-x' }, 'mode: a permission string has 9 characters (rwxr-xr-x), optionally after a file-type letter; got 6');
  });

  it('refuses octal modes that are not octal or too long', async () => {
    await expectInvalid('chmod-calculate', { mode: '789' }, 'mode: "789" is not octal: the digit 8 at position 2 is not 0-7');
    await expectInvalid('chmod-calculate', { mode: '07555' }, 'mode: "07555" has 5 digits; an octal mode has at most 4 (special, owner, group, others)');
    await expectInvalid('chmod-calculate', { mode: '' }, /mode: is empty/);
    await expectInvalid('chmod-calculate', { mode: ' 755' }, /mode: " 755" is not an octal mode/);
  });

  it('refuses assignments whose result depends on the file', async () => {
    await expectInvalid('chmod-calculate', { mode: 'u+x' }, /mode: "u\+x" changes the current mode/);
    await expectInvalid('chmod-calculate', { mode: '+x' }, /mode: "\+x" changes the current mode/);
    await expectInvalid('chmod-calculate', { mode: 'a=r,u+w' }, /mode: "u\+w" changes the current mode/);
    await expectInvalid('chmod-calculate', { mode: 'u=rwx' }, 'mode: leaves group and others as they are, so the result depends on the file; assign all three classes (e.g. u=rwx,go=rx) or give an octal mode');
    await expectInvalid('chmod-calculate', { mode: '=rwx' }, /mode: "=rwx" names no class/);
    await expectInvalid('chmod-calculate', { mode: 'a=rX' }, /uses X/);
    await expectInvalid('chmod-calculate', { mode: 'u=rwx,go=u' }, /copies another class's permissions/);
    await expectInvalid('chmod-calculate', { mode: 'u=rwx,,go=r' }, /mode: has an empty assignment/);
    await expectInvalid('chmod-calculate', { mode: 'x=rwx' }, 'mode: "x=rwx" has "x" where a class (u, g, o or a) belongs');
    await expectInvalid('chmod-calculate', { mode: 'a=rwq' }, 'mode: "a=rwq" has "q" where a permission (r, w, x, s or t) belongs');
  });

  it('holds the 1,000,000-character bound and refuses wrong types', async () => {
    await expectInvalid('chmod-calculate', { mode: '7'.repeat(1_000_000) }, 'mode: "777777777777"… has 1000000 digits; an octal mode has at most 4 (special, owner, group, others)');
    await expectInvalid('chmod-calculate', { mode: '7'.repeat(1_000_001) }, 'mode: must be at most 1000000 characters');
    await expectInvalid('chmod-calculate', { mode: 755 }, 'mode: must be a string, got an integer');
    await expectInvalid('chmod-calculate', {}, 'mode: is required');
  });

  it('answers any text with a result or a VALIDATION_ERROR, never a crash', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ unit: 'grapheme-composite', maxLength: 15 }), fc.stringMatching(/^[ugoarwxXstST=+\-,0-9]{0,12}$/)), async (text) => {
        const envelope = await call('chmod-calculate', { mode: text });
        if (!envelope.success) expect(envelope.error.code, JSON.stringify(text)).toBe('VALIDATION_ERROR');
      }),
      { numRuns: 1000 },
    );
  });
});
