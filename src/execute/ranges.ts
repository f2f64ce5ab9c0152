// Where an executor's range is cut, and on which threads the pieces run. Every executor runs its
// plan over a range [begin, end) of its output (elements, or leading rows for the blocked executor)
// and the whole-array entry calls that range function: once over the full range, or once per piece.
// Pieces come from the thread pool (src/kernels/pool.ts) when the job is large enough for the cost
// model (src/kernels/cost-model.ts), or from a split a test sets (test/split-elementwise); they run
// on the pool's threads, and the result never depends on the cut.
import { threadPieces, type WorkKind } from '../kernels/cost-model.js';
import { parallelFor } from '../kernels/pool.js';

export { evenPieces, SMALLEST_SPLIT, setSplitThresholdForTesting } from '../kernels/cost-model.js';

/** Pieces of [0, total), cut only at multiples of `grain` (besides `total`), in any order. */
export type RangeSplit = (total: number, grain: number) => readonly (readonly [number, number])[];

/** The split a test set (undefined: none); read it only to skip rangePieces on hot paths. */
export let split: RangeSplit | undefined;
let taken = 0;

/** How many ranges a split has cut so far (for tests: that an entry did run its range by the split). */
export function rangeSplitsTaken(): number {
  return taken;
}

/** Sets (or, with undefined, clears) the split the executors' entries run their ranges by. */
export function setRangeSplit(next: RangeSplit | undefined): void {
  split = next;
}

/**
 * The pieces to run [0, total) as, or undefined for one range over all of it: the test's split,
 * else one piece per thread where the job (`kind` of work) is worth cutting (the cost model);
 * `bytesPerElement` from a memory-bound loop whose result does not depend on the cut (threadPieces).
 */
export function rangePieces(
  total: number,
  grain = 1,
  kind: WorkKind = 'elementwise',
  elementsPerUnit = 1,
  bytesPerElement?: number,
): readonly (readonly [number, number])[] | undefined {
  if (total === 0) return undefined;
  if (split !== undefined) {
    taken += 1;
    return split(total, grain);
  }
  return threadPieces(total, grain, kind, elementsPerUnit, bytesPerElement);
}

/** Runs `range(job, begin, end)` over each piece, on the pool's threads: the OR of the statuses. */
export function runPieces<Job>(
  pieces: readonly (readonly [number, number])[],
  range: (job: Job, begin: number, end: number) => number,
  job: Job,
): number {
  return parallelFor(pieces.length, (index) => range(job, pieces[index]![0], pieces[index]![1]));
}

/** runPieces with the piece's index given to `range` (for pieces with state of their own). */
export function runIndexedPieces(
  pieces: readonly (readonly [number, number])[],
  range: (index: number, begin: number, end: number) => number,
): number {
  return parallelFor(pieces.length, (index) => range(index, pieces[index]![0], pieces[index]![1]));
}
