import { isNode, latticeNodes, type AnyDType } from './dtypes.js';

/** Immediate-successor edges over every node (JAX's lattices name each one). */
export type LatticeEdges = { readonly [Node in AnyDType]: readonly AnyDType[] };

/** Another system's edges: a dtype it does not list has none (an island: it meets only itself). */
export type SystemEdges = { readonly [Node in AnyDType]?: readonly AnyDType[] };

/**
 * A lattice ready for lookups: the upper-bound set of every node and the full join table.
 *
 * The math, as in JAX's dtypes.py: `upperBounds(n)` is the reflexive-transitive closure of the
 * edges from n. The join of a and b is the common upper bound c such that every common upper
 * bound lies above c, i.e. `common ⊆ upperBounds(c)`. It is unique when it exists.
 */
export interface Lattice {
  readonly upperBounds: ReadonlyMap<AnyDType, ReadonlySet<AnyDType>>;
  /** join of (left, right), or undefined where the pair has no join. */
  join(left: AnyDType, right: AnyDType): AnyDType | undefined;
}

/** Derives upper bounds and the join table from the edges. Throws on a cycle or unknown node. */
export function deriveLattice(edges: LatticeEdges | SystemEdges): Lattice {
  const upperBounds = closure(edges);
  const size = latticeNodes.length;
  const index = new Map(latticeNodes.map((node, position) => [node, position]));
  const table: (AnyDType | undefined)[] = new Array(size * size);
  for (const left of latticeNodes) {
    for (const right of latticeNodes) {
      table[index.get(left)! * size + index.get(right)!] = leastCommonBound(upperBounds, left, right);
    }
  }
  return {
    upperBounds,
    join: (left, right) => table[index.get(left)! * size + index.get(right)!],
  };
}

function closure(edges: SystemEdges): Map<AnyDType, Set<AnyDType>> {
  const bounds = new Map<AnyDType, Set<AnyDType>>();
  const inProgress = new Set<AnyDType>();
  const visit = (node: AnyDType, path: readonly AnyDType[]): Set<AnyDType> => {
    const known = bounds.get(node);
    if (known) return known;
    if (inProgress.has(node)) throw new Error(`The lattice has a cycle: ${[...path, node].join(' → ')}`);
    if (!isNode(node)) throw new Error(`The lattice names an unknown node '${node}'`);
    const successors = edges[node] ?? [];
    inProgress.add(node);
    const reach = new Set<AnyDType>([node]);
    for (const next of successors) for (const bound of visit(next, [...path, node])) reach.add(bound);
    inProgress.delete(node);
    bounds.set(node, reach);
    return reach;
  };
  for (const node of latticeNodes) visit(node, []);
  return bounds;
}

function leastCommonBound(
  bounds: ReadonlyMap<AnyDType, ReadonlySet<AnyDType>>,
  left: AnyDType,
  right: AnyDType,
): AnyDType | undefined {
  const rightBounds = bounds.get(right)!;
  const common = [...bounds.get(left)!].filter((node) => rightBounds.has(node));
  const least = common.filter((candidate) => common.every((node) => bounds.get(candidate)!.has(node)));
  return least[0];
}
