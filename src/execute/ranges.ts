// Where an elementwise executor's range is cut. Every executor runs its plan over a range [begin,
// end) of its output (elements, or leading rows for the blocked executor) and the whole-array entry
// calls that range function: once over the full range, or, while a split is set, once per piece in
// the split's order. Threads will set the split; tests set random ones (test/split-elementwise).

/** Pieces of [0, total), cut only at multiples of `grain` (besides `total`), in any order. */
export type RangeSplit = (total: number, grain: number) => readonly (readonly [number, number])[];

/** The split set (undefined: none, each range whole); read it only to skip rangePieces on hot paths. */
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

/** The pieces to run [0, total) as, or undefined for one range over all of it (the default). */
export function rangePieces(total: number, grain = 1): readonly (readonly [number, number])[] | undefined {
  if (split === undefined || total === 0) return undefined;
  taken += 1;
  return split(total, grain);
}
