import { Type, type Static } from '@sinclair/typebox';
import { quoteClipped } from '../../lib/quote.ts';
import { closedObject } from '../../schema.ts';
import { defineTool, invalid } from '../../tool.ts';

/*
 * Decisions (the spec leaves them open):
 * - `mode` takes three forms, all absolute: an octal mode of 1-4 digits ("755", "0644", "4755"; fewer
 *   digits are leading zeros, as GNU chmod reads them); a 9-character permission string as `ls -l` and
 *   `stat -c %A` print it ("rwxr-xr-x", "rwsr-xr-x", "rwxrwxrwt", capital S/T when execute is off),
 *   optionally with the file-type letter in front and an ACL/SELinux marker (+ . @) behind; or symbolic
 *   assignments with "=" that together set all three classes ("u=rwx,go=rx", "a=r,u+w" is refused).
 * - Assignments follow GNU chmod: s sets setuid for u and setgid for g (nothing for o); t sets the
 *   sticky bit only when o is assigned (a includes it); an assignment clears the special bit of each
 *   class it names. Relative changes (+, -), copies (u=g), X and a missing class (which would apply the
 *   umask) depend on the file, so they are refused.
 * - `octal` is what `stat -c %a` prints (no leading zeros: 755, 4755, 55, 0); `octalFull` has all four
 *   digits; `command` uses at least three (chmod 055).
 */

type ClassName = 'owner' | 'group' | 'others';
const CLASSES: readonly ClassName[] = ['owner', 'group', 'others'];
const WHO: Record<string, ClassName[]> = { u: ['owner'], g: ['group'], o: ['others'], a: ['owner', 'group', 'others'] };
// The special bit that belongs to each class: setuid (4000), setgid (2000), sticky (1000).
const SPECIAL_BIT: Record<ClassName, number> = { owner: 0o4000, group: 0o2000, others: 0o1000 };
const SHIFT: Record<ClassName, number> = { owner: 6, group: 3, others: 0 };
const CLASS_LETTER: Record<ClassName, string> = { owner: 'u', group: 'g', others: 'o' };
const SYMBOLIC_PREFIX = /^[-bcdlpsD]$/;
const SYMBOLIC_SUFFIX = /^[.+@]$/;

/** What each of the 9 positions of a permission string may hold, and the mode bits each letter sets. */
const POSITIONS: { letters: Record<string, number>; expected: string }[] = (() => {
  const positions: { letters: Record<string, number>; expected: string }[] = [];
  for (const name of CLASSES) {
    const shift = SHIFT[name];
    const special = SPECIAL_BIT[name];
    const [on, off] = name === 'others' ? ['t', 'T'] : ['s', 'S'];
    positions.push({ letters: { r: 4 << shift, '-': 0 }, expected: 'r or -' });
    positions.push({ letters: { w: 2 << shift, '-': 0 }, expected: 'w or -' });
    positions.push({ letters: { x: 1 << shift, '-': 0, [on!]: special | (1 << shift), [off!]: special }, expected: `x, ${on}, ${off} or -` });
  }
  return positions;
})();

function fromOctal(mode: string): number {
  if (mode.length > 4) invalid(`mode: ${quoteClipped(mode, 12)} has ${mode.length} digits; an octal mode has at most 4 (special, owner, group, others)`);
  return Number.parseInt(mode, 8);
}

function fromPermissionString(mode: string): number {
  let text = mode;
  let offset = 0;
  // The marker first: it can never end a 10-character type-and-permissions string ("---------+" has none).
  if (text.length >= 10 && SYMBOLIC_SUFFIX.test(text[text.length - 1]!)) text = text.slice(0, -1);
  if (text.length >= 10 && SYMBOLIC_PREFIX.test(text[0]!)) {
    text = text.slice(1);
    offset = 1;
  }
  if (text.length !== 9) invalid(`mode: a permission string has 9 characters (rwxr-xr-x), optionally after a file-type letter; got ${mode.length}`);
  let value = 0;
  for (let i = 0; i < 9; i++) {
    const position = POSITIONS[i]!;
    const bits = position.letters[text[i]!];
    if (bits === undefined) {
      invalid(`mode: character ${i + 1 + offset} (${JSON.stringify(text[i])}) must be ${position.expected}`);
    }
    value |= bits;
  }
  return value;
}

function fromAssignments(mode: string): number {
  let value = 0;
  const assigned = new Set<ClassName>();
  for (const clause of mode.split(',')) {
    const shown = quoteClipped(clause, 20);
    if (clause === '') invalid('mode: has an empty assignment (two commas in a row, or a comma at the start or end)');
    if (/[+-]/.test(clause) && !clause.includes('=')) {
      invalid(`mode: ${shown} changes the current mode; give absolute assignments with = (u=rwx,go=rx), an octal mode or a permission string`);
    }
    const match = /^([^=]*)=(.*)$/.exec(clause);
    if (!match) invalid(`mode: ${shown} is not an assignment such as u=rwx`);
    const [, who, permissions] = match as unknown as [string, string, string];
    if (who === '') invalid(`mode: ${shown} names no class; write u, g, o or a before = (without one chmod applies the umask)`);
    const badWho = /[^ugoa]/.exec(who);
    if (badWho) invalid(`mode: ${shown} has ${JSON.stringify(badWho[0])} where a class (u, g, o or a) belongs`);
    if (/[+-]/.test(permissions)) invalid(`mode: ${shown} chains a relative change (+ or -), which depends on the current mode`);
    if (/^[ugo]+$/.test(permissions) && permissions !== '') invalid(`mode: ${shown} copies another class's permissions, which depends on the current mode`);
    if (permissions.includes('X')) invalid(`mode: ${shown} uses X (execute only for directories or files already executable), which depends on the file; use x`);
    const badPermission = /[^rwxst]/.exec(permissions);
    if (badPermission) invalid(`mode: ${shown} has ${JSON.stringify(badPermission[0])} where a permission (r, w, x, s or t) belongs`);

    const classes = new Set([...who].flatMap((letter) => WHO[letter]!));
    for (const name of classes) {
      const shift = SHIFT[name];
      value &= ~((7 << shift) | SPECIAL_BIT[name]);
      if (permissions.includes('r')) value |= 4 << shift;
      if (permissions.includes('w')) value |= 2 << shift;
      if (permissions.includes('x')) value |= 1 << shift;
      if (permissions.includes('s') && name !== 'others') value |= SPECIAL_BIT[name];
      if (permissions.includes('t') && name === 'others') value |= SPECIAL_BIT.others;
      assigned.add(name);
    }
  }
  const missing = CLASSES.filter((name) => !assigned.has(name));
  if (missing.length > 0) {
    invalid(`mode: leaves ${missing.join(' and ')} as they are, so the result depends on the file; assign all three classes (e.g. u=rwx,go=rx) or give an octal mode`);
  }
  return value;
}

function parseMode(mode: string): number {
  if (mode === '') invalid('mode: is empty; give an octal mode (755), a permission string (rwxr-xr-x) or assignments (u=rwx,go=rx)');
  if (/^\d+$/.test(mode)) {
    const bad = /[89]/.exec(mode);
    if (bad) invalid(`mode: ${quoteClipped(mode, 12)} is not octal: the digit ${bad[0]} at position ${bad.index + 1} is not 0-7`);
    return fromOctal(mode);
  }
  if (/^[-bcdlpsD]?[-rwxsStT]{9}[.+@]?$/.test(mode)) return fromPermissionString(mode);
  // "u+x", "+x", "go-w": relative changes, refused by fromAssignments with the reason.
  if (mode.includes('=') || /^[ugoa]*[+-][rwxXst]*(?:,|$)/.test(mode)) return fromAssignments(mode);
  // Nine to eleven characters starting like one, or only permission letters: read as a permission string,
  // so a typo is named by position.
  if ((mode.length >= 9 && mode.length <= 11 && /^[-rwxsStTbcdlpD]/.test(mode)) || /^[-rwxsStTbcdlpD.+@]+$/.test(mode)) {
    return fromPermissionString(mode);
  }
  invalid(`mode: ${quoteClipped(mode, 20)} is not an octal mode (755), a permission string (rwxr-xr-x) or assignments (u=rwx,go=rx)`);
}

/** The 9-character permission string `stat -c %A` prints after the file type. */
function permissionString(value: number): string {
  let text = '';
  for (const name of CLASSES) {
    const shift = SHIFT[name];
    const special = (value & SPECIAL_BIT[name]) !== 0;
    const execute = (value & (1 << shift)) !== 0;
    const [on, off] = name === 'others' ? ['t', 'T'] : ['s', 'S'];
    text += value & (4 << shift) ? 'r' : '-';
    text += value & (2 << shift) ? 'w' : '-';
    text += special ? (execute ? on : off) : execute ? 'x' : '-';
  }
  return text;
}

const classSchema = (who: string) =>
  closedObject(
    {
      read: Type.Boolean({ description: 'r' }),
      write: Type.Boolean({ description: 'w' }),
      execute: Type.Boolean({ description: 'x (search, for a directory)' }),
      octal: Type.Integer({ minimum: 0, maximum: 7, description: 'The octal digit: read 4 + write 2 + execute 1' }),
      symbolic: Type.String({ description: 'The three letters, e.g. r-x' }),
    },
    { description: `The permissions of ${who}` },
  );

const output = closedObject({
  octal: Type.String({ description: 'The mode in octal as `stat -c %a` prints it: no leading zeros (755, 4755, 55)' }),
  octalFull: Type.String({ description: 'The mode in octal with all 4 digits (0755)' }),
  symbolic: Type.String({ description: 'The 9-character permission string as `ls -l` and `stat -c %A` print it (rwxr-xr-x; s/t with execute, S/T without)' }),
  owner: classSchema('the owner (u)'),
  group: classSchema('the group (g)'),
  others: classSchema('everyone else (o)'),
  special: closedObject(
    {
      setuid: Type.Boolean({ description: 'Set-user-ID (4000): run with the owner\'s privileges' }),
      setgid: Type.Boolean({ description: 'Set-group-ID (2000): run with the group\'s privileges; in a directory, new files inherit its group' }),
      sticky: Type.Boolean({ description: 'Sticky / restricted deletion (1000): in a directory, only a file\'s owner may delete or rename it' }),
      octal: Type.Integer({ minimum: 0, maximum: 7, description: 'The leading octal digit: setuid 4 + setgid 2 + sticky 1' }),
    },
    { description: 'The special bits' },
  ),
  command: Type.String({
    description: 'The numeric chmod command with at least 3 digits, e.g. chmod 755 (append the file). GNU chmod keeps a directory\'s setuid/setgid bits unless the mode has 5 digits (00755) or names them',
  }),
  symbolicCommand: Type.String({ description: 'The same mode as a symbolic chmod command that sets all three classes, e.g. chmod u=rwx,g=rx,o=rx' }),
  summary: Type.String({ description: 'The permissions in words' }),
});

type Result = Static<typeof output>;

function describeClass(name: ClassName, bits: number): string {
  const words = [bits & 4 ? 'read' : '', bits & 2 ? 'write' : '', bits & 1 ? 'execute' : ''].filter(Boolean);
  return `${name}: ${words.length > 0 ? words.join(', ') : 'no access'}`;
}

export default defineTool({
  id: 'chmod-calculate',
  name: 'chmod Calculator',
  category: 'developer',
  description:
    'Convert Unix file permissions between octal (755, 4755) and symbolic form (rwxr-xr-x, rwsr-xr-x, rwxrwxrwt; S/T when execute is off), ' +
    'including setuid, setgid and sticky bits, with a per-class breakdown and the chmod commands. Also reads assignments such as u=rwx,go=rx.',
  keywords: ['file permissions', 'unix permissions', 'permission calculator', 'rwx', '755', 'octal mode', 'setuid'],
  // its worst input (many-assignments) took 2467.1 ms inline: never on the server's event loop (bench/worst-case.ts, DESIGN's 50 ms rule).
  isolate: true,
  input: closedObject({
    mode: Type.String({
      maxLength: 1_000_000,
      description: 'An octal mode (755, 0644, 4755), a permission string (rwxr-xr-x or -rwxr-xr-x as ls -l shows it) or assignments for all classes (u=rwx,go=rx)',
    }),
  }),
  output,
  examples: [
    {
      title: 'Octal to symbolic',
      input: { mode: '755' },
      output: {
        octal: '755',
        octalFull: '0755',
        symbolic: 'rwxr-xr-x',
        owner: { read: true, write: true, execute: true, octal: 7, symbolic: 'rwx' },
        group: { read: true, write: false, execute: true, octal: 5, symbolic: 'r-x' },
        others: { read: true, write: false, execute: true, octal: 5, symbolic: 'r-x' },
        special: { setuid: false, setgid: false, sticky: false, octal: 0 },
        command: 'chmod 755',
        symbolicCommand: 'chmod u=rwx,g=rx,o=rx',
        summary: 'owner: read, write, execute; group: read, execute; others: read, execute',
      },
    },
    {
      title: 'Symbolic with the sticky bit, as /tmp has it',
      input: { mode: 'drwxrwxrwt' },
      output: {
        octal: '1777',
        octalFull: '1777',
        symbolic: 'rwxrwxrwt',
        owner: { read: true, write: true, execute: true, octal: 7, symbolic: 'rwx' },
        group: { read: true, write: true, execute: true, octal: 7, symbolic: 'rwx' },
        others: { read: true, write: true, execute: true, octal: 7, symbolic: 'rwt' },
        special: { setuid: false, setgid: false, sticky: true, octal: 1 },
        command: 'chmod 1777',
        symbolicCommand: 'chmod u=rwx,g=rwx,o=rwxt',
        summary: 'owner: read, write, execute; group: read, write, execute; others: read, write, execute; sticky',
      },
    },
  ],
  run({ mode }): Result {
    const value = parseMode(mode);
    const symbolic = permissionString(value);
    const classOf = (name: ClassName, index: number) => {
      const bits = (value >> SHIFT[name]) & 7;
      return { read: (bits & 4) !== 0, write: (bits & 2) !== 0, execute: (bits & 1) !== 0, octal: bits, symbolic: symbolic.slice(index * 3, index * 3 + 3) };
    };
    const special = { setuid: (value & 0o4000) !== 0, setgid: (value & 0o2000) !== 0, sticky: (value & 0o1000) !== 0, octal: value >> 9 };
    const octalFull = value.toString(8).padStart(4, '0');
    const octal = value.toString(8);
    const assignments = CLASSES.map((name) => {
      const bits = (value >> SHIFT[name]) & 7;
      const letters = `${bits & 4 ? 'r' : ''}${bits & 2 ? 'w' : ''}${bits & 1 ? 'x' : ''}`;
      const specialLetter = value & SPECIAL_BIT[name] ? (name === 'others' ? 't' : 's') : '';
      return `${CLASS_LETTER[name]}=${letters}${specialLetter}`;
    });
    const specialWords = [special.setuid ? 'setuid' : '', special.setgid ? 'setgid' : '', special.sticky ? 'sticky' : ''].filter(Boolean);
    return {
      octal,
      octalFull,
      symbolic,
      owner: classOf('owner', 0),
      group: classOf('group', 1),
      others: classOf('others', 2),
      special,
      command: `chmod ${octal.padStart(3, '0')}`,
      symbolicCommand: `chmod ${assignments.join(',')}`,
      summary: [...CLASSES.map((name) => describeClass(name, (value >> SHIFT[name]) & 7)), ...specialWords].join('; '),
    };
  },
});
