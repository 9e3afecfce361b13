import { describe, expect, it } from 'vitest';
import { pathDataProblem } from './svg-path-data.ts';

describe('pathDataProblem (SVG 1.1 §8.3.9 path grammar)', () => {
  it.each([
    // SVG 1.1 §8.3.1's triangle example.
    'M 100 100 L 300 100 L 200 300 z',
    // SVG 1.1 §8.3.8's arc example.
    'M600,350 l 50,-25 a25,25 -30 0,1 50,-25 l 50,-25 a25,50 -30 0,1 50,-25 l 50,-25',
    // SVG 1.1 §8.3.6's cubic Bézier example.
    'M100,200 C100,100 250,100 250,200 S400,300 400,200',
    // Flags touching what follows, numbers run together with signs and dots (all legal in the grammar).
    'M0,0a1 1 0 011 1',
    'M10-20-30-40',
    'M.5.5L1e2,1E-2',
    'M1 1 2 3 4 5',
    'M1 1 Z m2 2 h3 v4 H5 V6 q1 2 3 4 t5 6 Z',
    '  M1\t1\nL2\r\n2  ',
  ])('accepts %j', (d) => {
    expect(pathDataProblem(d)).toBeUndefined();
  });

  it.each([
    ['', /empty/],
    ['   ', /empty/],
    ['L1 1', /must start with a moveto/],
    ['M 1', /M needs 2 numbers .*position 4/],
    ['M1 1 L', /L needs 2 numbers/],
    ['M1 1h', /h needs 1 number per segment/],
    ['M1,1,', /after the comma/],
    ['M1 1 Z 3 4', /expected a command letter at position 8/],
    ['M1 1 A-1 1 0 0 1 2 2', /arc radius .* negative/],
    ['M1 1 A1 1 0 2 1 2 2', /arc flag expected/],
    ['M1 1e', /command letter at position 5, found "e"/],
    ['M1 1 c 1 2 3 4 5 6 7', /c needs 6 numbers/],
    ['M1 1 <script>', /"<" at position 6 is not allowed/],
    ['M1 1 X2 2', /"X" at position 6 is not allowed/],
    ['M1 1 L2 2"/><script>', /"\\"" at position 10/],
    ['M1 1 L 1 1 L url(#x)', /"u" at position 14/],
  ])('refuses %j', (d, reason) => {
    expect(pathDataProblem(d)).toMatch(reason);
  });

  it('is linear: 100 000 segments check at once', () => {
    expect(pathDataProblem('M0 0' + ' L1 1'.repeat(100_000))).toBeUndefined();
  });
});
