/**
 * The hostile sweep: every tool, fed bodies nobody should send, answers a success whose result
 * fits its output schema, or a 4xx envelope. Never INTERNAL_ERROR, never a throw, never a hang.
 * New tools join automatically.
 */
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { executeTool } from '../../core/index.ts';
import { tools } from '../../core/catalog-metadata.ts';
import { EXAMPLE_NOW, zeroRandom } from '../helpers.ts';
import type { ToolMeta } from '../../core/catalog-types.ts';

/** Values of every JSON type plus the classic troublemakers, tried in every field. */
const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  ' ',
  '\uD800',
  '\u0000',
  '{',
  '<a href="javascript:alert(1)">',
  '%E0%A4%A',
  '-1',
  'NaN',
  [],
  [null],
  {},
  JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}'),
];

/** The string fields of a schema with a maxLength, to try one character past it. */
function overlongValue(field: TSchema): string | undefined {
  const max = field.maxLength as number | undefined;
  return max !== undefined && max <= 1_000_000 ? 'a'.repeat(max + 1) : undefined;
}

function bodiesFor(tool: ToolMeta): unknown[] {
  const base = (tool.examples[0]?.input ?? {}) as Record<string, unknown>;
  const fields = Object.entries((tool.input.properties ?? {}) as Record<string, TSchema>);
  const bodies: unknown[] = [{}, JSON.parse('{"__proto__": {"polluted": true}}'), { ...base, constructor: 1 }];
  for (const [name, field] of fields) {
    for (const value of HOSTILE_VALUES) {
      bodies.push({ ...base, [name]: value });
      bodies.push({ [name]: value });
    }
    const overlong = overlongValue(field);
    if (overlong !== undefined) bodies.push({ ...base, [name]: overlong });
  }
  return bodies;
}

const now = new Date(EXAMPLE_NOW);
const FOUR_XX = new Set(['VALIDATION_ERROR', 'NOT_FOUND', 'PAYLOAD_TOO_LARGE', 'TIMEOUT', 'RATE_LIMITED']);

describe('the hostile sweep', () => {
  for (const tool of tools) {
    it(`${tool.id} answers every hostile body with a success or a 4xx envelope`, async () => {
      for (const body of bodiesFor(tool)) {
        const envelope = await executeTool(tool, body, { now: () => now, random: zeroRandom, timeoutMs: 5_000 });
        const label = `${tool.id} ${JSON.stringify(body).slice(0, 200)}`;
        if (envelope.success) {
          expect([...Value.Errors(tool.output, envelope.result)], label).toEqual([]);
        } else {
          expect(FOUR_XX.has(envelope.error.code), `${label} → ${envelope.error.code} ${envelope.error.message}`).toBe(true);
          expect(envelope.error.message.length, label).toBeLessThan(2_000);
        }
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  }
});
