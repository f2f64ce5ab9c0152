import type { DTypeError } from './error.js';
import type { NoPromotionText } from './messages.js';

/**
 * The promotion table of a lattice, computed by the checker from the same edge objects the runtime
 * uses (`typeof jaxLattice`). Build it once per lattice as a named alias; a lookup
 * `Table[Left][Right]` is then one indexed access, never a join per call site.
 *
 * Upper bounds: the reflexive-transitive closure of the edges, by repeated squaring (each step
 * doubles the path length covered; four steps cover paths of 16 edges, the longest here has 10).
 * Join: the common upper bound `c` with every common upper bound above it.
 */
export type JoinTable<Edges, PolicyName extends string> = {
  readonly [Left in keyof Edges]-?: {
    readonly [Right in keyof Edges]-?: JoinOrError<Left, Right, UpperBounds<Edges>, PolicyName>;
  };
};

/** The upper-bound set (as a union) of every node of a lattice. */
export type UpperBounds<Edges> = Square<Square<Square<Square<ReachInOneStep<Edges>>>>>;

type ReachInOneStep<Edges> = { [Node in keyof Edges]: Node | ElementOf<Edges[Node]> };

type Square<Reach> = { [Node in keyof Reach]: Reach[Node] | Reach[Reach[Node] & keyof Reach] };

type ElementOf<List> = List extends readonly (infer Element)[] ? Element : never;

type JoinOrError<Left, Right, Bounds, PolicyName extends string> =
  LeastOf<Bounds[Left & keyof Bounds] & Bounds[Right & keyof Bounds], Bounds> extends infer Join
    ? [Join] extends [never]
      ? DTypeError<NoPromotionText<Left & string, Right & string, PolicyName>>
      : Join
    : never;

// Distributes over each candidate, keeping the whole common set to compare against.
type LeastOf<Common, Bounds, Candidate = Common> = Candidate extends keyof Bounds
  ? [Common] extends [Bounds[Candidate]]
    ? Candidate
    : never
  : never;
