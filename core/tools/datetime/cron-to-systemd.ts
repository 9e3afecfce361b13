import { Type, type Static } from '@sinclair/typebox';
import { parseCron } from '../../lib/cron-fields.ts';
import { quoteClipped } from '../../lib/quote.ts';
import { onCalendarEvents } from '../../lib/systemd-calendar.ts';
import { closedObject, withDefault } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec gives the fields, not these):
 * - Schedules: lib/cron-fields.ts (crontab(5) syntax, six or seven fields refused) and
 *   lib/systemd-calendar.ts (systemd.time(7)); when both day fields are restricted cron runs on
 *   either, so the timer gets two OnCalendar= lines. Times are the machine's local time, as cron's are.
 * - @reboot has no calendar: the timer gets OnBootSec=0, elapsing once per boot as soon as timers
 *   run (cron's @reboot runs when the cron daemon starts).
 * - Persistent=false is written out: cron does not run jobs missed while the machine was off
 *   (anacron does; Persistent=true is systemd's way to do that).
 * - The command runs through /bin/sh -c, as cron runs it (crontab(5): SHELL defaults to /bin/sh), so
 *   pipes and redirections keep working. systemd.service(5) "Command lines": inside single quotes
 *   backslash escapes are read C-style, so \ and ' are escaped; % starts a specifier and $ a variable
 *   substitution, so they are doubled. crontab's own %-means-newline rule is not applied: the command is
 *   taken as you would type it in a shell. Control characters (a newline would end the line) are refused.
 * - Without a command the service has its ExecStart= line commented out with a note: systemd refuses
 *   to start a service with no ExecStart=, so nothing runs until you add one. No placeholder program.
 * - unit_name: systemd's unit-name characters (systemd.unit(5): ASCII letters, digits, : - _ . \),
 *   starting with a letter, digit or _ (a leading - would read as an option to systemctl), at most 200
 *   characters (a unit name has at most 255 with its suffix); a trailing .service or .timer is dropped.
 */

const UNIT_NAME = /^[A-Za-z0-9_][A-Za-z0-9:_.\\-]*$/;

function unitBase(text: string): string {
  const trimmed = text.trim().replace(/\.(?:service|timer)$/, '');
  if (trimmed === '') invalid('unit_name: must not be empty (e.g. backup or cron-job)');
  if (!UNIT_NAME.test(trimmed)) {
    invalid(`unit_name: ${quoteClipped(trimmed)} is not a systemd unit name; use ASCII letters, digits and : _ . - \\ only, starting with a letter, digit or _ (systemd.unit(5))`);
  }
  return trimmed;
}

/** The command as one single-quoted argument of an ExecStart= line (systemd.service(5) quoting). */
function execArgument(command: string): string {
  const control = /[\u0000-\u0008\u000a-\u001f\u007f]/.exec(command);
  if (control) invalid(`command: contains a control character (U+${control[0].charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()}); a unit file's ExecStart= is one line`);
  const escaped = command.replace(/[\\']/g, (char) => `\\${char}`).replace(/%/g, '%%').replace(/\$/g, '$$$$');
  return `'${escaped}'`;
}

const output = closedObject({
  expression: Type.String({ description: 'The cron expression as read: five fields separated by single spaces (a nickname expanded), or @reboot' }),
  unit_name: Type.String({ description: 'The unit name used, without suffix' }),
  on_calendar: Type.Array(Type.String(), {
    maxItems: 2,
    description: 'The OnCalendar= expressions: one, two when cron ORs the day fields, none for @reboot',
  }),
  timer_file: Type.String({ description: 'The file name for the timer unit' }),
  timer_unit: Type.String({ description: 'The .timer unit file text' }),
  service_file: Type.String({ description: 'The file name for the service unit' }),
  service_unit: Type.String({ description: 'The .service unit file text' }),
  install: Type.String({ description: 'Where to put the files and the commands that start the timer' }),
  notes: Type.Array(Type.String(), { description: 'How cron behaviour was carried over' }),
});

type Result = Static<typeof output>;

const NOTE_LOCAL_TIME = 'OnCalendar= uses the machine\'s local time zone, as cron does; append a zone (e.g. " UTC") to an expression to pin it.';
const NOTE_PERSISTENT = 'Persistent=false: like cron, runs missed while the machine was off are skipped; set Persistent=true to catch up at boot, as anacron would.';
const NOTE_ACCURACY = 'systemd may start a timer up to AccuracySec= (default 1min) late to batch wake-ups; add AccuracySec=1s to fire on the minute as cron does.';

export default defineTool({
  id: 'cron-to-systemd',
  name: 'Cron to systemd Timer',
  category: 'datetime',
  description:
    'Turn a standard 5-field crontab line into a systemd .timer and .service pair with the equivalent OnCalendar= expressions (systemd.time(7)); ' +
    'when both day fields are set, cron runs on either (crontab(5)), so two OnCalendar= lines are written. Six-field (seconds) expressions are refused.',
  keywords: ['systemd timer', 'oncalendar', 'timer unit', 'cron job', 'systemctl', 'schedule', 'cron migration'],
  mcp: true,
  input: closedObject({
    expression: Type.String({
      maxLength: 1000,
      description: 'A 5-field cron expression (minute hour day-of-month month day-of-week), e.g. "30 2 * * MON-FRI", or a nickname such as @daily or @reboot. At most 100 list items per field',
    }),
    unit_name: withDefault(Type.String({
      maxLength: 200,
      description: 'The unit name without suffix (cron-job gives cron-job.timer and cron-job.service): letters, digits, : _ . - \\; a .service or .timer suffix is dropped',
    }), 'cron-job'),
    command: Type.Optional(Type.String({
      maxLength: 4000,
      description: 'The shell command the job runs, as typed in sh (run with /bin/sh -c, as cron does); without it the ExecStart= line is left for you to fill in',
    })),
  }),
  output,
  examples: [
    {
      title: 'Weekday backups at 02:30',
      input: { expression: '30 2 * * 1-5', unit_name: 'backup', command: 'tar czf /var/backups/home-$(date +%F).tgz /home' },
      output: {
        expression: "30 2 * * 1-5",
        unit_name: "backup",
        on_calendar: [
          "Mon..Fri *-*-* 02:30:00"
        ],
        timer_file: "backup.timer",
        timer_unit: "[Unit]\nDescription=Run backup.service on the cron schedule 30 2 * * 1-5\n\n[Timer]\nOnCalendar=Mon..Fri *-*-* 02:30:00\n# cron skips runs missed while the machine was off; Persistent=true would catch up at boot\nPersistent=false\n\n[Install]\nWantedBy=timers.target\n",
        service_file: "backup.service",
        service_unit: "[Unit]\nDescription=backup (from cron: 30 2 * * 1-5)\n\n[Service]\nType=oneshot\n# cron ran the job as the crontab's owner: set User= here, or install both files as user units\nExecStart=/bin/sh -c 'tar czf /var/backups/home-$$(date +%%F).tgz /home'\n",
        install: "Save both files in /etc/systemd/system/ (or ~/.config/systemd/user/ with systemctl --user), then: systemctl daemon-reload && systemctl enable --now backup.timer; check the next run with systemctl list-timers backup.timer",
        notes: [
          "OnCalendar= uses the machine's local time zone, as cron does; append a zone (e.g. \" UTC\") to an expression to pin it.",
          "Persistent=false: like cron, runs missed while the machine was off are skipped; set Persistent=true to catch up at boot, as anacron would.",
          "systemd may start a timer up to AccuracySec= (default 1min) late to batch wake-ups; add AccuracySec=1s to fire on the minute as cron does."
        ]
      },
    },
    {
      title: 'Day of month OR day of week: two OnCalendar= lines',
      input: { expression: '0 9 1,15 * MON' },
      output: {
        expression: "0 9 1,15 * MON",
        unit_name: "cron-job",
        on_calendar: [
          "*-*-01,15 09:00:00",
          "Mon *-*-* 09:00:00"
        ],
        timer_file: "cron-job.timer",
        timer_unit: "[Unit]\nDescription=Run cron-job.service on the cron schedule 0 9 1,15 * MON\n\n[Timer]\n# cron runs when the day of month OR the day of week matches: one line for each\nOnCalendar=*-*-01,15 09:00:00\nOnCalendar=Mon *-*-* 09:00:00\n# cron skips runs missed while the machine was off; Persistent=true would catch up at boot\nPersistent=false\n\n[Install]\nWantedBy=timers.target\n",
        service_file: "cron-job.service",
        service_unit: "[Unit]\nDescription=cron-job (from cron: 0 9 1,15 * MON)\n\n[Service]\nType=oneshot\n# cron ran the job as the crontab's owner: set User= here, or install both files as user units\n# No command was given: add the line below with yours. systemd will not start a service without ExecStart=.\n#ExecStart=/bin/sh -c 'your command here'\n",
        install: "Save both files in /etc/systemd/system/ (or ~/.config/systemd/user/ with systemctl --user), then: systemctl daemon-reload && systemctl enable --now cron-job.timer; check the next run with systemctl list-timers cron-job.timer",
        notes: [
          "Both day fields are restricted, so cron runs when either matches (crontab(5)); systemd ANDs a weekday with a date, so there is one OnCalendar= per day field.",
          "OnCalendar= uses the machine's local time zone, as cron does; append a zone (e.g. \" UTC\") to an expression to pin it.",
          "Persistent=false: like cron, runs missed while the machine was off are skipped; set Persistent=true to catch up at boot, as anacron would.",
          "systemd may start a timer up to AccuracySec= (default 1min) late to batch wake-ups; add AccuracySec=1s to fire on the minute as cron does.",
          "No command was given, so ExecStart= is commented out in the service; systemd refuses to start it until you add one."
        ]
      },
    },
  ],
  run({ expression, unit_name, command }): Result {
    const parsed = parseCron(expression);
    const name = unitBase(unit_name);
    const onCalendar = parsed.reboot ? [] : onCalendarEvents(parsed);
    const orDays = !parsed.reboot && parsed.dayOfMonthRestricted && parsed.dayOfWeekRestricted;

    const timerLines = [
      '[Unit]',
      `Description=Run ${name}.service on the cron schedule ${parsed.expression}`,
      '',
      '[Timer]',
      ...(parsed.reboot ? ['# @reboot: once per boot, as soon as timers run', 'OnBootSec=0'] : []),
      ...(orDays ? ['# cron runs when the day of month OR the day of week matches: one line for each'] : []),
      ...onCalendar.map((event) => `OnCalendar=${event}`),
      ...(parsed.reboot ? [] : ['# cron skips runs missed while the machine was off; Persistent=true would catch up at boot', 'Persistent=false']),
      '',
      '[Install]',
      'WantedBy=timers.target',
      '',
    ];
    const exec = command === undefined || command.trim() === ''
      ? ['# No command was given: add the line below with yours. systemd will not start a service without ExecStart=.', '#ExecStart=/bin/sh -c \'your command here\'']
      : [`ExecStart=/bin/sh -c ${execArgument(command)}`];
    const serviceLines = [
      '[Unit]',
      `Description=${name} (from cron: ${parsed.expression})`,
      '',
      '[Service]',
      'Type=oneshot',
      '# cron ran the job as the crontab\'s owner: set User= here, or install both files as user units',
      ...exec,
      '',
    ];

    const notes = [
      ...(orDays ? ['Both day fields are restricted, so cron runs when either matches (crontab(5)); systemd ANDs a weekday with a date, so there is one OnCalendar= per day field.'] : []),
      ...(parsed.reboot ? ['@reboot has no calendar: OnBootSec=0 starts the service once per boot when timers.target is reached; add a delay (OnBootSec=1min) or After= lines if it needs the network.'] : [NOTE_LOCAL_TIME, NOTE_PERSISTENT, NOTE_ACCURACY]),
      ...(command === undefined || command.trim() === '' ? ['No command was given, so ExecStart= is commented out in the service; systemd refuses to start it until you add one.'] : []),
    ];

    // A backslash (systemd's \x2d escapes) means something to the shell, so such a name is single-quoted there.
    const shellTimer = name.includes('\\') ? `'${name}.timer'` : `${name}.timer`;
    return {
      expression: parsed.expression,
      unit_name: name,
      on_calendar: onCalendar,
      timer_file: `${name}.timer`,
      timer_unit: timerLines.join('\n'),
      service_file: `${name}.service`,
      service_unit: serviceLines.join('\n'),
      install: `Save both files in /etc/systemd/system/ (or ~/.config/systemd/user/ with systemctl --user), then: systemctl daemon-reload && systemctl enable --now ${shellTimer}; check the next run with systemctl list-timers ${shellTimer}`,
      notes,
    };
  },
});
