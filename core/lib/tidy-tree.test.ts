import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tidyTree } from './tidy-tree.ts';

describe('tidyTree (Reingold–Tilford)', () => {
  it('centres a parent over its leaves', () => {
    // By hand: leaves one separation apart, the root over the middle one.
    const layout = tidyTree({ children: [[1, 2, 3], [], [], []], roots: [0] }, 10);
    expect(layout.x).toEqual([10, 0, 10, 20]);
    expect(layout.depth).toEqual([0, 1, 1, 1]);
    expect(layout).toMatchObject({ maxX: 20, maxDepth: 1 });
  });

  it('packs a subtree by the rows both have, so a leaf may sit over a deeper neighbour', () => {
    // Root 0 → A (1) with leaves 3, 4, and B (2). By hand: A's leaves at -5, +5 around A; B is one
    // separation right of A on row 1 (row 2 holds nothing of B's); the root halfway between A and B.
    // Shifted so the leftmost node is at 0: leaf 3 = 0, A = 5, root = 10, leaf 4 = 10, B = 15.
    const layout = tidyTree({ children: [[1, 2], [3, 4], [], [], []], roots: [0] }, 10);
    expect(layout.x).toEqual([10, 5, 15, 0, 10]);
  });

  it('keeps the deeper rows apart too', () => {
    // A (1) over one leaf (3) and B (2) over one leaf (4): nothing forces them wider than one separation.
    expect(tidyTree({ children: [[1, 2], [3], [4], [], []], roots: [0] }, 10).x).toEqual([5, 0, 10, 0, 10]);
    // A over leaves 3, 4; B over leaves 5, 6: row 2 needs 4 and 5 one separation apart → A and B 20 apart.
    expect(tidyTree({ children: [[1, 2], [3, 4], [5, 6], [], [], [], []], roots: [0] }, 10).x).toEqual([15, 5, 25, 0, 10, 20, 30]);
  });

  it('lays out a forest with the tree separation between trees', () => {
    const layout = tidyTree({ children: [[], [], [3], []], roots: [0, 1, 2] }, 10, 30);
    expect(layout.x).toEqual([0, 30, 60, 60]);
  });

  it('never puts two nodes of a row closer than the separation, and centres every parent (random trees)', () => {
    const trees = fc.array(fc.nat(), { minLength: 1, maxLength: 120 }).map((parents) => {
      // Node i + 1's parent is one of the nodes before it (node 0 is the root).
      const children: number[][] = [[]];
      parents.forEach((pick, index) => {
        children.push([]);
        children[pick % (index + 1)]!.push(index + 1);
      });
      return children;
    });
    fc.assert(
      fc.property(trees, (children) => {
        const { x, depth } = tidyTree({ children, roots: [0] }, 10);
        const rows = new Map<number, number[]>();
        x.forEach((value, node) => rows.set(depth[node]!, [...(rows.get(depth[node]!) ?? []), value]));
        for (const row of rows.values()) {
          const sorted = [...row].sort((a, b) => a - b);
          for (let at = 1; at < sorted.length; at++) expect(sorted[at]! - sorted[at - 1]!).toBeGreaterThanOrEqual(10 - 1e-9);
        }
        children.forEach((kids, parent) => {
          if (kids.length > 0) expect(x[parent]).toBeCloseTo((x[kids[0]!]! + x[kids[kids.length - 1]!]!) / 2, 9);
          for (let at = 1; at < kids.length; at++) expect(x[kids[at]!]!).toBeGreaterThan(x[kids[at - 1]!]!);
        });
        expect(Math.min(...x)).toBe(0);
      }),
      { numRuns: 200 },
    );
  });
});
