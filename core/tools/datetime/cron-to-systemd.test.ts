import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Cron } from 'croner';
import { describe, expect, it } from 'vitest';
import { expectInvalid, run } from '../../../test/helpers.ts';

interface Result {
  expression: string; unit_name: string; on_calendar: string[];
  timer_file: string; timer_unit: string; service_file: string; service_unit: string; install: string; notes: string[];
}

const convert = (input: Record<string, unknown>) => run<Result>('cron-to-systemd', input);

/**
 * The next `count` elapses of OnCalendar expressions after `base`, as systemd itself computes them
 * (`systemd-analyze calendar --iterations --base-time`, in UTC), merged as one timer fires on any of them.
 * Also returns systemd's normalized form of each expression.
 */
function systemdElapses(events: string[], base: string, count = 5): { runs: string[]; normalized: string[] } {
  if (events.length === 0) return { runs: [], normalized: [] };
  const out = execFileSync('systemd-analyze', ['calendar', `--iterations=${count}`, `--base-time=${base.replace('T', ' ').replace(/\.000Z$|Z$/, '')} UTC`, ...events], {
    env: { ...process.env, TZ: 'UTC' },
    encoding: 'utf8',
  });
  const runs = [...out.matchAll(/(?:Next elapse|Iter\. #\d+): \w{3} (\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) UTC/g)].map((m) => `${m[1]}T${m[2]}.000Z`);
  const normalized = [...out.matchAll(/Normalized form: (.*)/g)].map((m) => m[1]!);
  return { runs: [...new Set(runs)].sort().slice(0, count), normalized };
}

/** croner's next runs of the cron expression (domAndDow false: either day field, as crontab(5)). */
function cronerRuns(expression: string, base: string, count = 5): string[] {
  return new Cron(expression, { timezone: 'UTC', mode: '5-part', domAndDow: false }).nextRuns(count, new Date(base)).map((date) => date.toISOString());
}

/*
 * Each expression is converted, its OnCalendar= lines are handed to systemd-analyze, and systemd's next
 * five elapses must equal croner's next five runs of the cron expression from the same base time. Both
 * are outside references; neither is our code. 2024-01-01 is a Monday.
 */
const CASES: [string, string][] = [
  ['30 2 * * 1-5', '2024-01-01T00:00:00Z'],
  ['0 9 1,15 * MON', '2024-01-01T00:00:00Z'],
  ['*/15 9-17 * * 1-5', '2024-01-05T16:50:00Z'],
  ['0 0 29 2 *', '2024-01-01T00:00:00Z'],
  ['0 12 * JAN,JUL SUN', '2024-01-20T00:00:00Z'],
  ['5 4 * * SAT-SUN', '2024-01-01T00:00:00Z'],
  ['0 0 * * 7', '2024-01-01T00:00:00Z'],
  ['0 */7 * * *', '2024-01-01T20:00:00Z'],
  ['15 10 1-7 * 5', '2024-01-01T00:00:00Z'],
  ['0 0 31 * *', '2024-01-01T00:00:00Z'],
  ['@hourly', '2024-01-01T00:30:00Z'],
  ['@weekly', '2024-01-01T00:00:00Z'],
  ['@yearly', '2024-06-01T00:00:00Z'],
  ['@annually', '2024-06-01T00:00:00Z'],
  ['@monthly', '2024-01-15T00:00:00Z'],
  ['@daily', '2024-02-27T12:00:00Z'],
  ['@midnight', '2024-02-27T12:00:00Z'],
  ['0 0 1-31/2 * 1', '2024-01-01T00:00:00Z'],
  ['0 0 * * 0,1', '2024-01-01T00:00:00Z'],
  ['10,20,30,40 * * * *', '2024-01-01T00:35:00Z'],
  ['0 0 1 1-12/3 *', '2024-01-01T00:00:00Z'],
  ['0 0 * * 5-7', '2024-01-01T00:00:00Z'],
  ['59 23 31 12 *', '2024-01-01T00:00:00Z'],
  ['0 0 1-5,10-15 * *', '2024-01-04T00:00:00Z'],
  ['0,1,2,3,5,8 1,2 * * tue-thu', '2024-01-01T00:00:00Z'],
  ['0 0 * * 1-5/2', '2024-01-01T00:00:00Z'],
  ['0-59/20 0-23/6 1-31/10 * *', '2024-01-01T00:00:00Z'],
  ['0 0 1-31 * 0-6', '2024-01-01T00:00:00Z'],
  ['45 23 28-31 2 *', '2023-01-01T00:00:00Z'],
  ['* * * * *', '2024-12-31T23:58:30Z'],
  ['0 6 13 * 5', '2024-01-01T00:00:00Z'],
];

describe('cron-to-systemd', () => {
  it('writes OnCalendar= lines whose elapses, per systemd-analyze, are croner\'s runs of the cron expression', async () => {
    for (const [expression, base] of CASES) {
      const { on_calendar } = await convert({ expression });
      const systemd = systemdElapses(on_calendar, base);
      expect(systemd.runs, `${expression} → ${on_calendar.join(' | ')}`).toEqual(cronerRuns(expression, base));
      expect(systemd.runs.length, expression).toBe(5);
      // Already in systemd's normalized form.
      expect(systemd.normalized, expression).toEqual(on_calendar);
    }
  });

  it('follows crontab(5) when a day field starts with *: a step over * does not make it restricted', async () => {
    // crontab(5): both fields must "not start with *" for OR. croner ORs */2 with a weekday; Vixie cron and cronie AND them.
    // python3 by hand: d=date(2024,1,1); step a day until 5 with d.day%2==1 and d.weekday()==0 →
    // ['2024-01-15', '2024-01-29', '2024-02-05', '2024-02-19', '2024-03-11']
    const monday = await convert({ expression: '0 0 */2 * 1' });
    expect(monday.on_calendar).toEqual(['Mon *-*-01/2 00:00:00']);
    expect(systemdElapses(monday.on_calendar, '2024-01-01T00:00:00Z').runs).toEqual(
      ['2024-01-15', '2024-01-29', '2024-02-05', '2024-02-19', '2024-03-11'].map((day) => `${day}T00:00:00.000Z`),
    );
    // Same with both fields stepped over *: odd days that are Sun/Tue/Thu/Sat (d.weekday() in (6,1,3,5)) →
    // ['2024-01-07', '2024-01-09', '2024-01-11', '2024-01-13', '2024-01-21']
    const both = await convert({ expression: '0 0 */2 * */2' });
    expect(both.on_calendar).toEqual(['Tue,Thu,Sat,Sun *-*-01/2 00:00:00']);
    expect(systemdElapses(both.on_calendar, '2024-01-01T00:00:00Z').runs).toEqual(
      ['2024-01-07', '2024-01-09', '2024-01-11', '2024-01-13', '2024-01-21'].map((day) => `${day}T00:00:00.000Z`),
    );
  });

  it('gives no elapse for a date that never comes, as systemd and croner agree', async () => {
    const { on_calendar } = await convert({ expression: '0 0 30 2 *' });
    expect(on_calendar).toEqual(['*-02-30 00:00:00']);
    expect(systemdElapses(on_calendar, '2024-01-01T00:00:00Z').runs).toEqual([]);
    expect(cronerRuns('0 0 30 2 *', '2024-01-01T00:00:00Z')).toEqual([]);
  });

  it('writes the timer and service units', async () => {
    const result = await convert({ expression: '0 9 1,15 * MON', unit_name: 'report.service', command: 'echo hi' });
    expect(result).toMatchObject({ expression: '0 9 1,15 * MON', unit_name: 'report', timer_file: 'report.timer', service_file: 'report.service' });
    expect(result.timer_unit).toBe([
      '[Unit]',
      'Description=Run report.service on the cron schedule 0 9 1,15 * MON',
      '',
      '[Timer]',
      '# cron runs when the day of month OR the day of week matches: one line for each',
      'OnCalendar=*-*-01,15 09:00:00',
      'OnCalendar=Mon *-*-* 09:00:00',
      '# cron skips runs missed while the machine was off; Persistent=true would catch up at boot',
      'Persistent=false',
      '',
      '[Install]',
      'WantedBy=timers.target',
      '',
    ].join('\n'));
    expect(result.service_unit).toContain('\nType=oneshot\n');
    expect(result.service_unit).toContain("\nExecStart=/bin/sh -c 'echo hi'\n");
    expect(result.install).toContain('systemctl enable --now report.timer');
  });

  it('escapes the command as systemd.service(5) reads ExecStart=, and systemd-analyze verify accepts the units', async () => {
    // systemd.service(5), "Command lines": C-style escapes inside quotes (\\ and \'), %% for a literal %, $$ for a literal $.
    const command = `printf '%s\\n' "$HOME" it\\'s > /tmp/out 2>&1 | cat; echo 100%`;
    const result = await convert({ expression: '*/5 * * * *', unit_name: 'escape-test', command });
    expect(result.service_unit).toContain(
      `\nExecStart=/bin/sh -c 'printf \\'%%s\\\\n\\' "$$HOME" it\\\\\\'s > /tmp/out 2>&1 | cat; echo 100%%'\n`,
    );
    const dir = mkdtempSync(join(tmpdir(), 'cron-to-systemd-'));
    try {
      writeFileSync(join(dir, result.timer_file), result.timer_unit);
      writeFileSync(join(dir, result.service_file), result.service_unit);
      const verify = spawnSync('systemd-analyze', ['verify', '--man=no', join(dir, result.timer_file), join(dir, result.service_file)], { encoding: 'utf8' });
      expect(verify.stderr).toBe('');
      expect(verify.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('leaves ExecStart= for the user when no command is given, which systemd-analyze verify flags', async () => {
    const result = await convert({ expression: '@daily' });
    expect(result.unit_name).toBe('cron-job');
    expect(result.service_unit).toContain("\n#ExecStart=/bin/sh -c 'your command here'\n");
    expect(result.service_unit).not.toMatch(/^ExecStart=/m);
    expect(result.notes.at(-1)).toBe('No command was given, so ExecStart= is commented out in the service; systemd refuses to start it until you add one.');
    const dir = mkdtempSync(join(tmpdir(), 'cron-to-systemd-'));
    try {
      writeFileSync(join(dir, result.service_file), result.service_unit);
      const verify = spawnSync('systemd-analyze', ['verify', '--man=no', join(dir, result.service_file)], { encoding: 'utf8' });
      expect(verify.stderr).toMatch(/has no ExecStart=/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('turns @reboot into OnBootSec=0 with no calendar', async () => {
    const result = await convert({ expression: '@REBOOT', command: '/usr/local/bin/warm-cache' });
    expect(result.expression).toBe('@reboot');
    expect(result.on_calendar).toEqual([]);
    expect(result.timer_unit).toContain('\n[Timer]\n# @reboot: once per boot, as soon as timers run\nOnBootSec=0\n\n[Install]\n');
    expect(result.timer_unit).not.toContain('Persistent');
    const verifyDir = mkdtempSync(join(tmpdir(), 'cron-to-systemd-'));
    try {
      writeFileSync(join(verifyDir, result.timer_file), result.timer_unit);
      writeFileSync(join(verifyDir, result.service_file), result.service_unit.replace('/usr/local/bin/warm-cache', '/bin/true'));
      const verify = spawnSync('systemd-analyze', ['verify', '--man=no', join(verifyDir, result.timer_file)], { encoding: 'utf8' });
      expect(verify.stderr).toBe('');
    } finally {
      rmSync(verifyDir, { recursive: true, force: true });
    }
  });

  it('refuses six and seven fields, saying so', async () => {
    await expectInvalid('cron-to-systemd', { expression: '0 0 9 * * 1' },
      'expression: has 6 fields; only the standard 5 (minute hour day-of-month month day-of-week) are supported, not a seconds field (Quartz, croner, Spring) or a year field');
    await expectInvalid('cron-to-systemd', { expression: '0 0 9 * * 1 2024' }, /^expression: has 7 fields; only the standard 5/);
    await expectInvalid('cron-to-systemd', { expression: '0 9 * *' }, 'expression: has 4 fields; a cron expression has 5: minute hour day-of-month month day-of-week');
    await expectInvalid('cron-to-systemd', { expression: '   ' }, /^expression: is empty/);
  });

  it('refuses bad fields, naming the field', async () => {
    const bad = (expression: string, message: string | RegExp) => expectInvalid('cron-to-systemd', { expression }, message);
    await bad('60 * * * *', 'expression: minute (field 1) "60": 60 is out of range 0-59');
    await bad('0 24 * * *', /hour \(field 2\) "24": 24 is out of range 0-23/);
    await bad('0 0 0 * *', /day of month \(field 3\) "0": 0 is out of range 1-31/);
    await bad('0 0 * 13 *', /month \(field 4\) "13": 13 is out of range 1-12/);
    await bad('0 0 * * 8', /day of week \(field 5\) "8": 8 is out of range 0-7/);
    await bad('0 0 * FOO *', /month \(field 4\) "FOO": "FOO" is not a number 1-12 or a name JAN-DEC/);
    await bad('0 0 L * *', /the \?, L, W and # extensions are not standard cron/);
    await bad('0 0 ? * 1', /the \?, L, W and # extensions are not standard cron/);
    await bad('0 0 * * FRI#2', /the \?, L, W and # extensions are not standard cron/);
    await bad('0 0 15W * *', /the \?, L, W and # extensions are not standard cron/);
    await bad('5/15 * * * *', /a step follows \* or a range/);
    await bad('*/0 * * * *', /a step is a whole number 1-99/);
    await bad('*/100 * * * *', /a step is a whole number 1-99/);
    await bad('10-5 * * * *', /runs from 10 down to 5; write the smaller value first/);
    await bad('1,,2 * * * *', /empty list item/);
    await bad('1-2-3 * * * *', /more than one "-"/);
    await bad('*/2/3 * * * *', /more than one "\/"/);
    await bad(`${Array.from({ length: 101 }, () => '1').join(',')} * * * *`, /lists 101 items; at most 100/);
    await bad('@often', /^expression: unknown nickname "@often"; known: @yearly/);
    await bad('<script> * * * *', /^expression: minute \(field 1\) "<script>"/);
  });

  it('refuses bad unit names and commands, naming the field', async () => {
    for (const name of ['my job', 'a/b', '-rf', '.hidden', 'x@y', 'ü', '<b>', '', '.service', 'a%b']) {
      await expectInvalid('cron-to-systemd', { expression: '@daily', unit_name: name }, /^unit_name: /);
    }
    await expectInvalid('cron-to-systemd', { expression: '@daily', unit_name: 'a'.repeat(201) }, 'unit_name: must be at most 200 characters');
    const escaped = await convert({ expression: '@daily', unit_name: 'Sys:backup_2.daily\\x2dx.timer' });
    expect(escaped.timer_file).toBe('Sys:backup_2.daily\\x2dx.timer');
    expect(escaped.install).toContain("systemctl enable --now 'Sys:backup_2.daily\\x2dx.timer';");
    await expectInvalid('cron-to-systemd', { expression: '@daily', command: 'echo a\nrm -rf /' }, 'command: contains a control character (U+000A); a unit file\'s ExecStart= is one line');
    await expectInvalid('cron-to-systemd', { expression: '@daily', command: 'echo \u0000' }, /^command: contains a control character \(U\+0000\)/);
    await expectInvalid('cron-to-systemd', { expression: '@daily', command: 'x'.repeat(4001) }, 'command: must be at most 4000 characters');
    await expectInvalid('cron-to-systemd', { expression: '@daily', zzz: 1 }, 'zzz: unknown field');
    await expectInvalid('cron-to-systemd', JSON.parse('{"expression":"@daily","__proto__":{"command":"x"}}'), '__proto__: unknown field');
  });

  it('keeps markup and unicode in the command as text', async () => {
    const result = await convert({ expression: '@hourly', command: 'echo "<script>alert(1)</script> ✓ שלום"' });
    expect(result.service_unit).toContain(`ExecStart=/bin/sh -c 'echo "<script>alert(1)</script> ✓ שלום"'`);
  });
});
