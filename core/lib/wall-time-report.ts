/**
 * How a local wall time fell in its zone (once, in a DST gap, or in an overlap), reported the same
 * way by every tool that reads wall times: the schema of the `dst` result field and its text.
 */
import { Type, type Static } from '@sinclair/typebox';
import { closedObject, stringEnum } from '../schema.ts';
import { MS_PER_SECOND } from './calendar.ts';
import { formatOffset, formatWallTime, type WallTimeResolution } from './time-zone.ts';

export const wallTimeReportSchema = (description: string) =>
  closedObject({
    kind: stringEnum(['none', 'gap', 'overlap'], {
      description: 'none: the wall time exists once; gap: it was skipped when clocks went forward; overlap: it happened twice when clocks went back (DST or any other change of offset)',
    }),
    explanation: Type.String({ description: 'What happened and which instant was chosen' }),
    transition_utc: Type.Optional(Type.String({ description: 'Gap or overlap: the moment the clocks changed, ISO 8601 in UTC' })),
    offset_before: Type.Optional(Type.String({ description: 'Gap or overlap: the UTC offset before the change' })),
    offset_after: Type.Optional(Type.String({ description: 'Gap or overlap: the UTC offset after the change' })),
    later_instant_utc: Type.Optional(Type.String({ description: 'Overlap: the second, later instant with the same wall time (not chosen)' })),
  }, { description });

export type WallTimeReport = Static<ReturnType<typeof wallTimeReportSchema>>;

/** An instant as ISO 8601 in UTC to the second, e.g. 2024-03-10T07:30:00Z. */
export const utcText = (ms: number): string => `${formatWallTime(ms)}Z`;

/** HH:MM (with :SS when there are seconds) of a wall time. */
const clock = (wallMs: number) => formatWallTime(wallMs).slice(11).replace(/:00$/, '');

const RULE = "as python's zoneinfo does with fold=0 and Temporal's 'compatible' disambiguation";

/** The report for wall time `wallMs` in `zone`, resolved as `resolution` says. */
export function describeWallTime(zone: string, wallMs: number, resolution: WallTimeResolution): WallTimeReport {
  const wall = formatWallTime(wallMs);
  if (resolution.kind === 'none') return { kind: 'none', explanation: `${wall} occurs exactly once in ${zone}.` };
  const { transition, offsetBefore, offsetAfter, instant } = resolution;
  const before = formatOffset(offsetBefore);
  const after = formatOffset(offsetAfter);
  const change = `at ${utcText(transition)} the clocks went ${resolution.kind === 'gap' ? 'forward' : 'back'} from ` +
    `${clock(transition + offsetBefore * MS_PER_SECOND)} to ${clock(transition + offsetAfter * MS_PER_SECOND)} (UTC offset ${before} to ${after})`;
  const common = { transition_utc: utcText(transition), offset_before: before, offset_after: after };
  if (resolution.kind === 'gap') {
    const shown = formatWallTime(instant + offsetAfter * MS_PER_SECOND);
    return {
      kind: 'gap',
      explanation: `${wall} does not exist in ${zone}: ${change}. It was read with the offset before the change (${before}), ${RULE}: ${utcText(instant)}, which the clocks there showed as ${shown}.`,
      ...common,
    };
  }
  return {
    kind: 'overlap',
    explanation: `${wall} happens twice in ${zone}: ${change}. The earlier instant was chosen (offset ${before}, ${utcText(instant)}), ${RULE}; the later one is ${utcText(resolution.laterInstant!)} (offset ${after}).`,
    ...common,
    later_instant_utc: utcText(resolution.laterInstant!),
  };
}
