// When a job is worth cutting for threads: the one place that decides, from measured costs
// (bench/threads.mjs prints them: the hand-off, and one thread's time per element of each kind).
// A job of n elements costs n·c on one thread and n·c/T + h on T threads; it is cut when that saves
// at least the hand-off again (n·c·(1 − 1/T) ≥ 2h), so a small job never pays for threads.

/** The calling thread's cost to publish a job and collect it from spinning workers, in ns. */
export const HANDOFF_NS = 2500;

/** One thread's cost per output element (ns), by the kind of work. */
export const ELEMENT_NS = {
  /** Same-dtype arithmetic, comparisons, casts, where: memory-bound loops. */
  elementwise: 0.3,
  /** Transcendental functions (exp, tanh, sin …) and random bits. */
  transcendental: 2,
  /** A reduction's input elements. */
  reduction: 0.15,
  /** One multiply-add of a matrix product (per output element: times the inner length). */
  product: 0.02,
} as const;

export type WorkKind = keyof typeof ELEMENT_NS;

/** The fewest elements of `kind` worth cutting for `threads` threads. */
export function splitThreshold(kind: WorkKind, threads: number): number {
  if (threads < 2) return Number.POSITIVE_INFINITY;
  if (forced !== undefined) return forced;
  return Math.ceil((2 * HANDOFF_NS) / (ELEMENT_NS[kind] * (1 - 1 / threads)));
}

let forced: number | undefined;

/** The smallest job of any kind that may be cut (below it, executors skip asking). */
export let SMALLEST_SPLIT = smallestSplit();

function smallestSplit(): number {
  return Math.min(...Object.keys(ELEMENT_NS).map((kind) => splitThreshold(kind as WorkKind, 64)));
}

/**
 * For tests: cut every job of at least `elements` elements (undefined: the measured costs again),
 * so that small arrays exercise the threads.
 */
export function setSplitThresholdForTesting(elements: number | undefined): void {
  forced = elements;
  SMALLEST_SPLIT = smallestSplit();
}
