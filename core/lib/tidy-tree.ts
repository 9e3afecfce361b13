/**
 * Tidy layout of a rooted tree (or a forest) for the org chart, after Reingold & Tilford, "Tidier
 * Drawings of Trees", IEEE Transactions on Software Engineering SE-7(2), 1981:
 *   - nodes of one depth sit on one row;
 *   - a parent is centred over its leftmost and rightmost children;
 *   - subtrees are laid out bottom-up and each is pushed against its left neighbours as close as
 *     their contours (the leftmost and rightmost node of every row) allow, keeping `separation`
 *     between node centres on every row;
 *   - a subtree is drawn the same wherever it occurs.
 * RT thread the contours to run in linear time; here each subtree keeps its contour as arrays
 * (one entry per row below it), which costs O(nodes × depth) and is simpler to check. A forest is
 * laid out as the children of an invisible root, so its trees pack the same way.
 */

export interface TreeInput {
  /** children[i]: the indexes of node i's children, in order. */
  children: readonly (readonly number[])[];
  roots: readonly number[];
}

export interface TreeLayout {
  /** Centre x of each node (the leftmost node at 0) and its depth (roots at 0). */
  x: number[];
  depth: number[];
  /** Rightmost centre x and the deepest depth. */
  maxX: number;
  maxDepth: number;
}

interface Contour {
  left: number[];
  right: number[];
}

export function tidyTree({ children, roots }: TreeInput, separation: number, treeSeparation = separation): TreeLayout {
  const count = children.length;
  const offset = new Array<number>(count).fill(0); // x relative to the parent
  const depth = new Array<number>(count).fill(0);
  const contour = new Array<Contour | undefined>(count);

  /** Packs subtrees left to right; returns their offsets from the first and the merged contour (row 0 = the subtrees' roots). */
  const pack = (items: readonly number[], gap: number): { offsets: number[]; merged: Contour } => {
    const merged: Contour = { left: [], right: [] };
    const offsets: number[] = [];
    items.forEach((item, index) => {
      const own = contour[item]!;
      let shift = 0;
      if (index > 0) {
        const rows = Math.min(own.left.length, merged.right.length);
        shift = -Infinity;
        for (let row = 0; row < rows; row++) shift = Math.max(shift, merged.right[row]! + gap - own.left[row]!);
      }
      offsets.push(shift);
      own.left.forEach((value, row) => {
        const left = value + shift;
        const right = own.right[row]! + shift;
        if (row >= merged.left.length) {
          merged.left.push(left);
          merged.right.push(right);
        } else {
          merged.left[row] = Math.min(merged.left[row]!, left);
          merged.right[row] = Math.max(merged.right[row]!, right);
        }
      });
    });
    return { offsets, merged };
  };

  // Post-order without recursion: a node is laid out once all its children are.
  const order: number[] = [];
  const stack = [...roots];
  for (const root of roots) depth[root] = 0;
  while (stack.length > 0) {
    const node = stack.pop()!;
    order.push(node);
    for (const child of children[node]!) {
      depth[child] = depth[node]! + 1;
      stack.push(child);
    }
  }
  for (let index = order.length - 1; index >= 0; index--) {
    const node = order[index]!;
    const kids = children[node]!;
    if (kids.length === 0) {
      contour[node] = { left: [0], right: [0] };
      continue;
    }
    const { offsets, merged } = pack(kids, separation);
    const middle = (offsets[0]! + offsets[offsets.length - 1]!) / 2;
    kids.forEach((kid, at) => {
      offset[kid] = offsets[at]! - middle;
    });
    contour[node] = { left: [0, ...merged.left.map((value) => value - middle)], right: [0, ...merged.right.map((value) => value - middle)] };
  }

  const { offsets } = pack(roots, treeSeparation);
  const x = new Array<number>(count).fill(0);
  roots.forEach((root, at) => {
    x[root] = offsets[at]!;
  });
  for (const node of order) for (const child of children[node]!) x[child] = x[node]! + offset[child]!;
  let minX = Infinity;
  let maxX = -Infinity;
  let maxDepth = 0;
  for (const node of order) {
    minX = Math.min(minX, x[node]!);
    maxX = Math.max(maxX, x[node]!);
    maxDepth = Math.max(maxDepth, depth[node]!);
  }
  for (const node of order) x[node] = x[node]! - minX;
  return { x, depth, maxX: maxX - minX, maxDepth };
}
