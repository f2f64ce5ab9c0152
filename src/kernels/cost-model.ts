// When a job is worth cutting for threads, and into which pieces: the one place that decides, from measured costs
// (bench/threads.mjs prints them: the hand-off, and one thread's time per element of each kind).
// A job of n elements costs n·c on one thread and n·c/T + h on T threads; it is cut when that saves
// at least the hand-off again (n·c·(1 − 1/T) ≥ 2h), so a small job never pays for threads.
import { setNappingForTesting, threadsForJob } from './pool.js';

/**
 * The calling thread's cost to publish a job and collect it from spinning workers, in ns: measured on
 * 2 cores 454 through the mailboxes, 730–770 through the job word's claims (bench:threads), with margin.
 */
export const HANDOFF_NS = 1000;

/** One thread's cost per output element (ns), by the kind of work. */
export const ELEMENT_NS = {
  /** Same-dtype arithmetic, comparisons, casts, where: memory-bound loops. */
  elementwise: 0.3,
  /** Transcendental functions (exp, tanh, sin …) and random bits. */
  transcendental: 1.4,
  /** A reduction's input elements. */
  reduction: 0.15,
  /** A sorted element (a line's radix order: its keys, up to four byte passes, the gather after; measured 15.6). */
  sort: 15,
  /** One multiply-add of a matrix product (per output element: times the inner length). */
  product: 0.05,
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
export let SMALLEST_SPLIT = 0;
/** The fewest elements of each kind worth cutting on the most threads (a job below runs here unasked). */
const smallestOf: Record<WorkKind, number> = { ...ELEMENT_NS };

function setThresholds(): void {
  for (const kind of Object.keys(ELEMENT_NS) as WorkKind[]) smallestOf[kind] = splitThreshold(kind, 64);
  SMALLEST_SPLIT = Math.min(...Object.values(smallestOf));
}
setThresholds();

/** For tests: the forced cuts' piece size (Infinity: one piece per thread). */
let forcedPiece: number | undefined;

/**
 * For tests: cut every job of at least `elements` elements, into pieces of about that many, or
 * with `onePerThread` into one piece per thread (undefined: the measured costs again), so that
 * small arrays exercise the threads: the job word's claims, and the mailboxes (pool.ts).
 */
export function setSplitThresholdForTesting(elements: number | undefined, onePerThread = false): void {
  forced = elements;
  forcedPiece = elements !== undefined && onePerThread ? Number.POSITIVE_INFINITY : elements;
  // Cuts forced to exercise the threads are kept: workers do not nap (pool.ts) while they are.
  setNappingForTesting(elements === undefined);
  setThresholds();
}

/**
 * The work (ns on one thread) of a piece where a job is cut into more pieces than threads; Infinity
 * for a kind whose pieces each repeat work (a product packs its B operand again in every piece):
 * one piece per thread. More pieces keep a job from waiting on a thread that is late or
 * descheduled (a neighbour's process on its core): the threads that run claim the pieces it has not
 * started, and the last piece (which the others may wait for) is short. Fewer pieces cost less:
 * each starts its loops' streams afresh (a float32 add of 10^6 on 2 quiet threads, the pieces
 * claimed in turn from one counter: 84 µs in 2 pieces, 85–94 in 4, 113 in 8, 118 in 16; exp: 990,
 * 993, 1020, 1087 µs).
 */
export const PIECE_NS: Record<WorkKind, number> = {
  // A jitted loop loses its threads' caches between pieces more than an eager add: jit affine (x·1.5
  // + y) of 10^6 on 2 threads gave 1.5–1.7× in 4 pieces, 2.85× in 2 (main: 2.3–2.8×).
  elementwise: 150_000,
  transcendental: 64_000,
  reduction: 64_000,
  sort: 64_000,
  product: Number.POSITIVE_INFINITY,
};
/**
 * How far a worker's piece trails the calling thread's (ns), on a job cut one piece per thread: the
 * calling thread starts its own piece as it publishes the job, while a worker first sees its mail
 * (one cache line from the other core, with the piece's calls in it; pool.ts), and its end reaches
 * the calling thread one line later. Measured on 2 cores (bench/lag.mjs): an int8 + uint8 add of
 * 65,536 was fastest with the calling thread's piece 52% of it, which balances a lag of 170–180 ns
 * (of 0.6–0.7 µs when the worker claimed its piece from the shared job word and read its calls from
 * another line: 58%); at 262,144, 50%.
 */
export const WORKER_LAG_NS = 180;

/** One thread's time per byte a memory-bound elementwise loop reads and writes in cache (ns; measured 0.015–0.017). */
export const BYTE_NS = 0.016;

/** Pieces a job is cut into at most (unless there are more threads). */
export const MOST_PIECES = 8;

/** Pieces start at multiples of this many elements at least (a cache line of most dtypes). */
const ALIGN = 16;

/**
 * The pieces to cut [0, total) into (at multiples of `grain` units), or undefined where the job
 * (`kind` of work, `elementsPerUnit` elements a unit) is not worth cutting for the threads working
 * now. Their count comes from the work (PIECE_NS, at most MOST_PIECES, a power of two), one per
 * thread at least: so on up to MOST_PIECES threads the boundaries do not depend on how many run.
 * `bytesPerElement`, from a loop whose time is its memory traffic and whose result does not depend
 * on the cut: where there is one piece per thread, the first (the calling thread's) is longer by
 * what the workers do while their lag passes (WORKER_LAG_NS), so that all end together.
 */
export function threadPieces(
  total: number,
  grain: number,
  kind: WorkKind,
  elementsPerUnit = 1,
  bytesPerElement?: number,
): readonly (readonly [number, number])[] | undefined {
  const elements = total * elementsPerUnit;
  // Small work returns here, before the pool is looked at (a 1,000-element add costs what it did).
  if (elements < smallestOf[kind]) return undefined;
  const threads = threadsForJob();
  if (elements < splitThreshold(kind, threads)) return undefined;
  const unit = elementsPerUnit > 1 ? grain : grain * Math.ceil(ALIGN / grain);
  // A test's forced threshold is its piece size too, so that small arrays are cut into many pieces.
  const perPiece = forcedPiece ?? PIECE_NS[kind] / ELEMENT_NS[kind];
  // A power of two (at most MOST_PIECES, 8), so that 2, 4 and 8 threads take whole shares whatever
  // the work: 5 pieces on 2 threads left one thread 3 (nn.softmax of [64, 4096]: 1.65× on 2 threads,
  // where 4 pieces give 2×). Still the same cut on any number of threads up to MOST_PIECES.
  const byWork = Math.min(MOST_PIECES, Math.floor(elements / perPiece));
  const count = Math.max(threads, byWork < 1 ? 0 : 2 ** Math.floor(Math.log2(byWork)));
  const pieces = Math.min(count, Math.ceil(total / unit));
  const lead =
    bytesPerElement !== undefined && pieces === threads ? leadUnits(total, unit, threads, bytesPerElement) : 0;
  // The last cut again where it is asked again (a loop of one op): no arrays per call.
  if (last.total !== total || last.unit !== unit || last.count !== pieces || last.lead !== lead)
    last = { total, unit, count: pieces, lead, pieces: leadingPieces(total, unit, pieces, lead) };
  return last.pieces;
}
let last: {
  total: number;
  unit: number;
  count: number;
  lead: number;
  pieces: readonly (readonly [number, number])[];
} = { total: -1, unit: 0, count: 0, lead: 0, pieces: [] };

/**
 * The units the calling thread's piece gets beyond an even share, on `threads` pieces: its piece
 * takes c·n₀ and a worker's L + c·(total − n₀)/(T − 1), equal when n₀ = (total + (T − 1)·L/c)/T.
 * At most half the job again (a worker keeps a quarter of it on 2 threads).
 */
function leadUnits(total: number, unit: number, threads: number, bytesPerElement: number): number {
  const lagElements = WORKER_LAG_NS / (BYTE_NS * bytesPerElement);
  const extra = ((threads - 1) * lagElements) / threads;
  return Math.floor(Math.min(extra, total / (2 * threads)) / unit);
}

/** `count` pieces of [0, total) at multiples of `unit`, the first `lead` units longer than an even share. */
function leadingPieces(total: number, unit: number, count: number, lead: number): (readonly [number, number])[] {
  if (lead === 0) return evenPieces(total, unit, count);
  const units = Math.ceil(total / unit);
  const first = Math.min(total, (Math.round(units / count) + lead) * unit);
  return [
    [0, first] as const,
    ...evenPieces(total - first, unit, count - 1).map(([b, e]) => [b + first, e + first] as const),
  ];
}

/** [0, total) in `count` nearly equal pieces cut at multiples of `unit`. */
export function evenPieces(total: number, unit: number, count: number): (readonly [number, number])[] {
  const units = Math.ceil(total / unit);
  const pieces: (readonly [number, number])[] = [];
  let begin = 0;
  for (let index = 1; index <= count && begin < total; index++) {
    const end = Math.min(total, Math.round((units * index) / count) * unit);
    if (end > begin) pieces.push([begin, end]);
    begin = end;
  }
  return pieces;
}
