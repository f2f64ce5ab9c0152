// The reductions' executor: the only code that walks memory for reductions and scans. It takes
// pointers and a plan's kernels (src/plan/reductions.ts), never a dtype rule, and runs over a range
// [begin, end) of OUTPUT ROWS: the outer rows of one pass (a pass reduces one run of adjacent axes,
// [outer, length, inner] → [outer, inner]; a reduction over separated axes is several passes, each
// reading the one before, innermost first). Every row's value is computed by the same kernel calls
// whatever rows share the call, so a range cut into pieces gives the bits the whole range gives:
// this is where threads will split a pass (and wait for each other between passes).
import { dtypeInfo, itemSize, type DType } from '../lattice/dtypes.js';
import type { NanKernels, NanRowsPlan, RowsPlan, StepsPlan, WholeVarianceKernels } from '../plan/reductions.js';
import { allocateScratch } from '../memory/memory.js';
import { memoryView, writeScalar } from '../memory/values.js';
import { freeBytes, memory, scalarSlot } from '../kernels/heap.js';
import {
  PAIRWISE_LEAF,
  sumLanesKernel,
  sumLanesTwoKernel,
  TWO_STREAM_BYTES,
  type AxisKernel,
  type SumLanesTwoKernel,
  type WholeKernel,
  type WidenedSum,
} from '../kernels/reductions.js';
import type { BinaryKernel } from '../kernels/elementwise.js';
import { evenPieces, rangePieces, runIndexedPieces, runPieces } from './ranges.js';

const describeCount = () => 'the element count';

/** One pass: reduce the middle axis of [outer, length, inner] (inner 1: rows, contiguous). */
export interface ReductionPass {
  readonly outer: number;
  readonly length: number;
  readonly inner: number;
}

/**
 * How a reduction of `shape` over `axes` runs: 'whole' (every axis, one row of every element),
 * 'copy' (nothing but axes of size 1 reduced), or passes innermost first. Axes of size 1 drop
 * out; adjacent axes all reduced or all kept merge into one run.
 */
export type ReductionLayout =
  | { readonly kind: 'whole'; readonly passes: readonly [ReductionPass] }
  | { readonly kind: 'copy'; readonly size: number }
  | { readonly kind: 'passes'; readonly passes: readonly ReductionPass[] };

export function reductionLayout(shape: readonly number[], axes: readonly number[]): ReductionLayout {
  let size = 1;
  for (const each of shape) size *= each;
  if (axes.length === shape.length && size > 1)
    return { kind: 'whole', passes: [{ outer: 1, length: size, inner: 1 }] };
  const runs: { size: number; reduced: boolean }[] = [];
  shape.forEach((extent, axis) => {
    if (extent === 1) return;
    const reduced = axes.includes(axis);
    const last = runs.length === 0 ? undefined : runs[runs.length - 1];
    if (last && last.reduced === reduced) last.size *= extent;
    else runs.push({ size: extent, reduced });
  });
  if (!runs.some((run) => run.reduced)) return { kind: 'copy', size };
  const passes: ReductionPass[] = [];
  for (let index = runs.length - 1; index >= 0; index -= 1) {
    const run = runs[index]!;
    if (!run.reduced) continue;
    let outer = 1;
    for (let before = 0; before < index; before += 1) outer *= runs[before]!.size;
    let inner = 1;
    for (let after = index + 1; after < runs.length; after += 1) inner *= runs[after]!.size;
    passes.push({ outer, length: run.size, inner });
    runs.splice(index, 1);
  }
  return { kind: 'passes', passes };
}

/**
 * Middle-axis float sums longer than this are split in halves whose partial sums are added
 * (pairwise); asm/reduce.ts's PAIRWISE_ROWS, which the one-call kernel uses (a test checks they agree).
 */
export const PAIRWISE_ROWS = 64;

/**
 * One pass over output rows [begin, end) (its outer rows): `input` holds the pass's
 * [outer, length, inner] elements of plan.dtype, `out` receives [outer, inner].
 */
export function reducePass(
  plan: RowsPlan,
  pass: ReductionPass,
  input: number,
  out: number,
  begin = 0,
  end = pass.outer,
): void {
  const rows = end - begin;
  if (rows <= 0 || pass.inner === 0) return;
  const { length, inner } = pass;
  const bytes = plan.bytes;
  const from = input + begin * length * inner * bytes;
  const to = out + begin * inner * bytes;
  if (inner === 1) plan.rows(from, length, rows, to);
  else middle(plan, from, rows, length * inner, length, inner, to);
}

/** reducePass over all its rows, cut by rows for threads where the pass is large enough. */
function reducePassSplit(plan: RowsPlan, pass: ReductionPass, input: number, out: number): void {
  const pieces = pass.outer > 1 ? rangePieces(pass.outer, 1, 'reduction', pass.length * pass.inner) : undefined;
  if (pieces === undefined) reducePass(plan, pass, input, out);
  else
    runPieces(
      pieces,
      (_, begin, end) => {
        reducePass(plan, pass, input, out, begin, end);
        return 0;
      },
      undefined,
    );
}

/** A reduction along the middle axis; long float sums as two halves added (pairwise). */
function middle(
  plan: RowsPlan,
  input: number,
  outer: number,
  stride: number,
  length: number,
  inner: number,
  out: number,
): void {
  if (!plan.pairwise || length <= PAIRWISE_ROWS) {
    plan.middle(input, outer, stride, length, inner, out);
    return;
  }
  const count = outer * inner;
  if (plan.pairwiseMiddle !== undefined) {
    // The same halves in one kernel call (asm/reduce.ts pairwiseAxis), the second halves' sums in
    // scratch: a level of halving each, the longer (second) half the deepest.
    let levels = 0;
    for (let rows = length; rows > PAIRWISE_ROWS; rows -= rows >> 1) levels += 1;
    const scratch = allocateScratch(
      levels * count * plan.bytes,
      () => `a scratch block for ${levels} levels of ${count} partial sums (${plan.dtype})`,
      'sum',
    );
    try {
      plan.pairwiseMiddle(input, outer, stride, length, inner, out, scratch);
    } finally {
      freeBytes(scratch);
    }
    return;
  }
  const half = length >> 1;
  middle(plan, input, outer, stride, half, inner, out);
  const partial = allocateScratch(
    count * plan.bytes,
    () => `a scratch block for ${count} partial sums (${plan.dtype})`,
    'sum',
  );
  try {
    middle(plan, input + half * inner * plan.bytes, outer, stride, length - half, inner, partial);
    plan.add(out, 1, partial, 1, out, count);
  } finally {
    freeBytes(partial);
  }
}

/**
 * Every element of a contiguous input reduced as one row (the whole-array fast path): one kernel
 * call, or, for a long float sum where threads work, its pairwise tree's subtrees on the threads.
 */
export function reduceWhole(plan: RowsPlan, input: number, count: number, out: number): void {
  if (plan.op === 'sum' && splitSum(plan.dtype, input, count, out)) return;
  if (splitIntegerWhole(plan, input, count, out)) return;
  plan.rows(input, count, 1, out);
}

/**
 * An integer sum, product, max or min of `count` contiguous values cut for threads: each piece
 * reduces its part into a partial, and the partials are reduced as one row. Integer arithmetic
 * wraps, and max and min pick a value, so the order does not change the result. False where it
 * does not cut.
 */
function splitIntegerWhole(plan: RowsPlan, input: number, count: number, out: number): boolean {
  const kind = dtypeInfo[plan.dtype].kind;
  if (kind !== 'int' && kind !== 'uint') return false;
  const pieces = rangePieces(count, 16, 'reduction');
  if (pieces === undefined || pieces.length < 2) return false;
  const bytes = plan.bytes;
  const partials = allocateScratch(
    bytes * pieces.length,
    () => `a scratch block for ${pieces.length} partial values`,
    plan.op,
  );
  try {
    runIndexedPieces(pieces, (index, begin, end) => {
      plan.rows(input + begin * bytes, end - begin, 1, partials + index * bytes);
      return 0;
    });
    plan.rows(partials, pieces.length, 1, out);
  } finally {
    freeBytes(partials);
  }
  return true;
}

/**
 * A float32/float64 sum of `count` contiguous values cut for threads, with the kernel's bits: the
 * pairwise tree (asm/reduce.ts) is cut at subtrees of at most `cutoff` values, whose lanes the
 * threads compute (sum_lanes runs a subtree exactly as the whole sum does), and the levels above
 * are added here in the tree's order, as pairwiseSum adds them. False where it does not cut.
 */
function splitSum(dtype: DType, input: number, count: number, out: number): boolean {
  if (dtype !== 'float32' && dtype !== 'float64') return false;
  const bytes = itemSize(dtype);
  // From memory, two neighbouring subtrees of one size are read in step (two streams), as the
  // kernel reads its own halves: the same lanes, faster.
  const runTwo = count * bytes >= TWO_STREAM_BYTES ? sumLanesTwoKernel(dtype) : undefined;
  return sumByLanes(dtype === 'float32', sumLanesKernel(dtype), runTwo, bytes, input, count, out, false);
}

/**
 * The float32 sum of `count` contiguous integers of `inBytes` each as the sum of their float32 cast
 * would be (`run`: asm/sums.ts's converting lanes, the pairwise tree over the values as read), with
 * no cast copy; cut for threads as splitSum cuts, or whole.
 */
export function sumConverted(run: WholeKernel, inBytes: number, input: number, count: number, out: number): void {
  sumByLanes(true, run, undefined, inBytes, input, count, out, true);
}

/**
 * A float sum whose subtrees' lanes `run` gives (`runTwo`: two subtrees of one size at once): cut
 * for threads where they work, else (when `whole`) the tree in one call; false where it does not
 * run (not cut, and not `whole`).
 */
function sumByLanes(
  single: boolean,
  run: WholeKernel,
  runTwo: SumLanesTwoKernel | undefined,
  bytes: number,
  input: number,
  count: number,
  out: number,
  whole: boolean,
): boolean {
  const pieces = rangePieces(count, 1, 'reduction');
  if (pieces === undefined || pieces.length < 2) {
    if (!whole) return false;
    // The lanes in the scalar slot (16 bytes, read at once): no block a call.
    const lanes = scalarSlot();
    run(input, count, lanes);
    const read = new Float32Array(memory().buffer, lanes, 4);
    memoryView().setFloat32(
      out,
      Math.fround(Math.fround(read[0]! + read[1]!) + Math.fround(read[2]! + read[3]!)),
      true,
    );
    return true;
  }
  const cutoff = Math.max(PAIRWISE_LEAF, Math.ceil(count / (4 * pieces.length)));
  const nodes: number[] = [];
  const walk = (start: number, size: number): void => {
    if (size <= cutoff) {
      nodes.push(start, size);
      return;
    }
    const half = (size >> 1) & ~15;
    walk(start, half);
    walk(start + half, size - half);
  };
  walk(0, count);
  const nodeCount = nodes.length / 2;
  const lanes = allocateScratch(16 * nodeCount, () => `a scratch block for ${nodeCount} partial sums`, 'sum');
  try {
    runPieces(
      evenPieces(nodeCount, 1, pieces.length),
      (_, begin, end) => {
        for (let node = begin; node < end; ) {
          const size = nodes[2 * node + 1]!;
          if (runTwo !== undefined && node + 1 < end && nodes[2 * node + 3] === size) {
            runTwo(input + nodes[2 * node]! * bytes, input + nodes[2 * node + 2]! * bytes, size, lanes + 16 * node);
            node += 2;
          } else {
            run(input + nodes[2 * node]! * bytes, size, lanes + 16 * node);
            node += 1;
          }
        }
        return 0;
      },
      undefined,
    );
    const laneCount = single ? 4 : 2;
    const read = single
      ? new Float32Array(memory().buffer, lanes, 4 * nodeCount)
      : new Float64Array(memory().buffer, lanes, 2 * nodeCount);
    const stack = laneStack;
    let next = 0;
    const tree = (size: number, level: number): void => {
      const at = 4 * level;
      if (size <= cutoff) {
        for (let lane = 0; lane < laneCount; lane += 1) stack[at + lane] = read[next * laneCount + lane]!;
        next += 1;
        return;
      }
      const half = (size >> 1) & ~15;
      tree(half, level);
      tree(size - half, level + 1);
      for (let lane = 0; lane < laneCount; lane += 1) {
        const added = stack[at + lane]! + stack[at + 4 + lane]!;
        stack[at + lane] = single ? Math.fround(added) : added;
      }
    };
    tree(count, 0);
    const view = memoryView();
    if (single)
      view.setFloat32(out, Math.fround(Math.fround(stack[0]! + stack[1]!) + Math.fround(stack[2]! + stack[3]!)), true);
    else view.setFloat64(out, stack[0]! + stack[1]!, true);
  } finally {
    freeBytes(lanes);
  }
  return true;
}

/** The mean of every element: the sum, then divided in place by the count written in `dtype` (as divideBy does). */
export function meanWhole(
  plan: RowsPlan,
  divide: BinaryKernel,
  dtype: DType,
  input: number,
  count: number,
  out: number,
): void {
  reduceWhole(plan, input, count, out);
  const slot = scalarSlot();
  writeScalar(count, dtype, slot, describeCount);
  divide(out, 1, slot, 0, out, 1);
}

/**
 * A whole-array sum through asm/sums.ts's fused widening kernel (no cast copy) of `count` elements
 * of `inBytes`. An integer sum (one with a `combine` kernel: it wraps the same in any order) is cut
 * for threads: each piece's total, then the pieces' totals summed by that kernel.
 */
export function sumWidened(fused: WidenedSum, inBytes: number, input: number, count: number, out: number): void {
  const { combine } = fused;
  const pieces = combine === undefined ? undefined : rangePieces(count, 32, 'reduction');
  if (pieces === undefined) {
    fused.run(input, count, out);
    return;
  }
  const totals = allocateScratch(pieces.length * fused.bytes, () => `${pieces.length} partial sums`, 'sum');
  try {
    runIndexedPieces(pieces, (index, begin, end) =>
      fused.run(input + begin * inBytes, end - begin, totals + index * fused.bytes),
    );
    combine!(totals, pieces.length, 1, out);
  } finally {
    freeBytes(totals);
  }
}

/**
 * A whole reduction by its layout: `input` contiguous elements of plan.dtype, `out` the reduced
 * elements. Passes before the last write to scratch blocks; each runs over all its rows. The passes
 * after the first run `later` (a nansum's partial sums are added by the plain sum: a NaN there
 * came from inf − inf, and stays, as NumPy's sum of the zero-filled values keeps it).
 */
export function reduceAll(
  plan: RowsPlan,
  layout: ReductionLayout,
  input: number,
  out: number,
  where: string,
  later: RowsPlan = plan,
): void {
  if (layout.kind === 'copy') {
    const bytes = layout.size * plan.bytes;
    new Uint8Array(memory().buffer).copyWithin(out, input, input + bytes);
    return;
  }
  const { passes } = layout;
  let current = input;
  try {
    for (let index = 0; index < passes.length; index += 1) {
      const pass = passes[index]!;
      const last = index === passes.length - 1;
      const count = pass.outer * pass.inner;
      const next = last
        ? out
        : allocateScratch(count * plan.bytes, () => `a scratch block for ${count} partial ${where} values`, where);
      try {
        if (count > 0) reducePassSplit(index === 0 ? plan : later, pass, current, next);
      } catch (error) {
        if (next !== out) freeBytes(next);
        throw error;
      }
      if (current !== input) freeBytes(current);
      current = next;
    }
  } catch (error) {
    if (current !== input && current !== out) freeBytes(current);
    throw error;
  }
}

/**
 * A scan or an index reduction along the middle axis of [outer, length, inner], over outer rows
 * [begin, end): `inBytes` per input element; each output row holds `rowOut` elements of `outBytes`
 * (length · inner for a scan, inner for an index).
 */
export function alongAxis(
  run: AxisKernel,
  input: number,
  inBytes: number,
  outer: number,
  length: number,
  inner: number,
  out: number,
  outBytes: number,
  rowOut: number,
  begin = 0,
  end = outer,
): void {
  if (end <= begin) return;
  run(input + begin * length * inner * inBytes, end - begin, length, inner, out + begin * rowOut * outBytes);
}

/** Elements [begin, end) of `values` where `mask` (bool) holds, else the value in `fill` (a scalar slot). */
export function selectMasked(
  plan: StepsPlan,
  mask: number,
  values: number,
  fill: number,
  out: number,
  begin: number,
  end: number,
): void {
  if (end <= begin) return;
  const bytes = plan.bytes;
  plan.select(mask + begin, 1, values + begin * bytes, 1, fill, 0, out + begin * bytes, end - begin);
}

/** Elements [begin, end) of `left / right` (`rightStride` 0: one divisor) in plan.dtype. */
export function divideElements(
  plan: StepsPlan,
  left: number,
  right: number,
  rightStride: 0 | 1,
  out: number,
  begin: number,
  end: number,
): void {
  if (end <= begin) return;
  const bytes = plan.bytes;
  plan.divide(
    left + begin * bytes,
    1,
    right + begin * rightStride * bytes,
    rightStride,
    out + begin * bytes,
    end - begin,
  );
}

/**
 * var or std of `count` contiguous float32/float64 values, in two steps around the caller's
 * allocation of the result (made after the scratch block is freed, as op by op would): the same
 * steps as the general path (sum, divide by the count, squared deviations, sum; then divide, sqrt),
 * each rounded the same way, with the totals in the scalar slot (total at +0, divisor at +8) and
 * one scratch block for the squares. One output row: it is not split.
 */
export function varianceSquares(
  kernels: WholeVarianceKernels,
  dtype: 'float32' | 'float64',
  input: number,
  count: number,
  where: string,
): void {
  const slot = scalarSlot();
  const { sum, divide } = kernels;
  const squares = allocateScratch(
    count * itemSize(dtype),
    () => `a scratch block for the squared deviations of ${count} ${dtype} elements`,
    where,
  );
  try {
    sum(input, count, 1, slot);
    writeScalar(count, dtype, slot + 8, describeCount);
    divide(slot, 1, slot + 8, 0, slot, 1);
    kernels.deviations(input, slot, squares, count);
    sum(squares, count, 1, slot);
  } finally {
    freeBytes(squares);
  }
}

/** The sum of squares varianceSquares left in the scalar slot divided by `divisor` (and its sqrt for std) into `out`. */
export function varianceFinish(
  kernels: WholeVarianceKernels,
  dtype: 'float32' | 'float64',
  std: boolean,
  divisor: number,
  out: number,
): void {
  const slot = scalarSlot();
  // JAX gives NaN where the divisor is not positive.
  writeScalar(divisor > 0 ? divisor : Number.NaN, dtype, slot + 8, describeCount);
  kernels.divide(slot, 1, slot + 8, 0, out, 1);
  if (std) kernels.sqrt(out, 1, out, 1);
}

/** Partial sums of a pairwise tree's open levels: four lanes a level (a tree over 2³¹ values has 21). */
const laneStack = new Float64Array(4 * 64);

/**
 * The float sum kernel's total (asm/reduce.ts's pairwise tree: halves of `(count >> 1) & ~15`
 * down to leaves of at most PAIRWISE_LEAF values, each leaf's lanes from sum_lanes, lanes added
 * lane by lane as the tree does, then across as the kernel does) of `count` values that `leaf`
 * makes: `leaf(start, size)` returns the address of values [start, start + size), made or already
 * there, and is called once per leaf in order. `lanes` is 16 bytes of scratch. With `mean`, the
 * total divided by the count in the dtype (what mean gives). The result is the float32/float64
 * value as a JS number; for a contiguous array (`leaf = (start) => input + start · bytes`) it is
 * bit for bit what reduce_sum gives.
 *
 * For jit: a fused whole-array sum or mean takes its order from here. `leaf` must not allocate wasm
 * memory between leaves (the lanes are read through one view).
 */
export function pairwiseSum(
  dtype: 'float32' | 'float64',
  count: number,
  leaf: (start: number, size: number) => number,
  lanes: number,
  mean = false,
): number {
  const single = dtype === 'float32';
  const laneCount = single ? 4 : 2;
  const run = sumLanesKernel(dtype);
  const read = single ? new Float32Array(memory().buffer, lanes, 4) : new Float64Array(memory().buffer, lanes, 2);
  const stack = laneStack;
  const tree = (start: number, size: number, level: number): void => {
    const at = 4 * level;
    if (size <= PAIRWISE_LEAF) {
      run(leaf(start, size), size, lanes);
      for (let lane = 0; lane < laneCount; lane += 1) stack[at + lane] = read[lane]!;
      return;
    }
    const half = (size >> 1) & ~15;
    tree(start, half, level);
    tree(start + half, size - half, level + 1);
    for (let lane = 0; lane < laneCount; lane += 1) {
      const added = stack[at + lane]! + stack[at + 4 + lane]!;
      stack[at + lane] = single ? Math.fround(added) : added;
    }
  };
  tree(0, count, 0);
  let total = single
    ? Math.fround(Math.fround(stack[0]! + stack[1]!) + Math.fround(stack[2]! + stack[3]!))
    : stack[0]! + stack[1]!;
  if (mean) total = single ? Math.fround(total / Math.fround(count)) : total / count;
  return total;
}

/** pairwiseSum written to `out` as its dtype. */
export function pairwiseSumInto(
  dtype: 'float32' | 'float64',
  count: number,
  leaf: (start: number, size: number) => number,
  lanes: number,
  out: number,
  mean = false,
): void {
  const total = pairwiseSum(dtype, count, leaf, lanes, mean);
  const view = memoryView();
  if (dtype === 'float32') view.setFloat32(out, total, true);
  else view.setFloat64(out, total, true);
}

/**
 * nansum (or, with `mean`, nanmean) of `count` contiguous float32/float64 values into `out`: the
 * rows kernel in one call, or, where threads work, the pairwise tree cut as splitSum cuts it (the
 * same bits on any thread count: the plain sum's of the values with NaN read as 0), each subtree's
 * lanes and count of values kept from the plan's lanes kernel (24 bytes a node).
 */
export function nanReduceWhole(plan: NanRowsPlan, input: number, count: number, out: number): void {
  const dtype = plan.dtype as 'float32' | 'float64';
  const pieces = rangePieces(count, 1, 'reduction');
  if (pieces === undefined || pieces.length < 2) {
    plan.rows(input, count, 1, out);
    return;
  }
  const cutoff = Math.max(PAIRWISE_LEAF, Math.ceil(count / (4 * pieces.length)));
  const nodes: number[] = [];
  const walk = (start: number, size: number): void => {
    if (size <= cutoff) {
      nodes.push(start, size);
      return;
    }
    const half = (size >> 1) & ~15;
    walk(start, half);
    walk(start + half, size - half);
  };
  walk(0, count);
  const nodeCount = nodes.length / 2;
  const bytes = itemSize(dtype);
  const run = plan.lanes;
  const lanes = allocateScratch(32 * nodeCount, () => `a scratch block for ${nodeCount} partial sums`, 'sum');
  try {
    runPieces(
      evenPieces(nodeCount, 1, pieces.length),
      (_, begin, end) => {
        for (let node = begin; node < end; node += 1)
          run(input + nodes[2 * node]! * bytes, nodes[2 * node + 1]!, lanes + 32 * node);
        return 0;
      },
      undefined,
    );
    const single = dtype === 'float32';
    const laneCount = single ? 4 : 2;
    const view = memoryView();
    let kept = 0;
    for (let node = 0; node < nodeCount; node += 1) kept += Number(view.getBigInt64(lanes + 32 * node + 16, true));
    const read = single
      ? new Float32Array(memory().buffer, lanes, 8 * nodeCount)
      : new Float64Array(memory().buffer, lanes, 4 * nodeCount);
    const stack = laneStack;
    let next = 0;
    const tree = (size: number, level: number): void => {
      const at = 4 * level;
      if (size <= cutoff) {
        for (let lane = 0; lane < laneCount; lane += 1) stack[at + lane] = read[next * 2 * laneCount + lane]!;
        next += 1;
        return;
      }
      const half = (size >> 1) & ~15;
      tree(half, level);
      tree(size - half, level + 1);
      for (let lane = 0; lane < laneCount; lane += 1) {
        const added = stack[at + lane]! + stack[at + 4 + lane]!;
        stack[at + lane] = single ? Math.fround(added) : added;
      }
    };
    tree(count, 0);
    let total = single
      ? Math.fround(Math.fround(stack[0]! + stack[1]!) + Math.fround(stack[2]! + stack[3]!))
      : stack[0]! + stack[1]!;
    if (plan.nan === 'mean') total = single ? Math.fround(total / Math.fround(kept)) : total / kept;
    if (single) view.setFloat32(out, total, true);
    else view.setFloat64(out, total, true);
  } finally {
    freeBytes(lanes);
  }
}

/**
 * nanmean's sums and counts along the middle axis of one pass, in one pass over the input: the
 * sums in `out` with nansum's bits (nan_sum_axis's order and middle's pairwise halves), the counts
 * of values kept in `counts` (zeroed here; each half adds its counts); then out = out / counts. Cut
 * by outer rows for threads: each row's values are the same on any cut.
 */
export function nanMeanPass(
  kernels: NanKernels,
  pass: ReductionPass,
  input: number,
  out: number,
  counts: number,
  where: string,
): void {
  const { outer, length, inner } = pass;
  const bytes = kernels.bytes;
  new Uint8Array(memory().buffer, counts, outer * inner * bytes).fill(0);
  const halves = (from: number, rows: number, to: number, tally: number, size: number): void => {
    if (size <= PAIRWISE_ROWS) {
      kernels.sumCount(from, rows, length * inner, size, inner, to, tally);
      return;
    }
    const half = size >> 1;
    halves(from, rows, to, tally, half);
    const count = rows * inner;
    const partial = allocateScratch(
      count * bytes,
      () => `a scratch block for ${count} partial sums (${kernels.dtype})`,
      where,
    );
    try {
      halves(from + half * inner * bytes, rows, partial, tally, size - half);
      kernels.add(to, 1, partial, 1, to, count);
    } finally {
      freeBytes(partial);
    }
  };
  const range = (begin: number, end: number): number => {
    if (end <= begin) return 0;
    const offset = begin * inner * bytes;
    halves(input + begin * length * inner * bytes, end - begin, out + offset, counts + offset, length);
    kernels.divide(out + offset, 1, counts + offset, 1, out + offset, (end - begin) * inner);
    return 0;
  };
  const pieces = outer > 1 ? rangePieces(outer, 1, 'reduction', length * inner) : undefined;
  if (pieces === undefined) range(0, outer);
  else runPieces(pieces, (_, begin, end) => range(begin, end), undefined);
}

/**
 * nanvar/nanstd over one pass [outer, length, inner] of contiguous float32/float64 values: rows
 * (inner 1) by the rows kernel, a middle axis by the axis kernel (3 · inner float64 of scratch a
 * piece). Cut by outer rows for threads: each output value is computed alone, so any cut gives the
 * same bits.
 */
export function nanVariancePass(
  kernels: NanKernels,
  pass: ReductionPass,
  input: number,
  out: number,
  ddof: number,
  std: boolean,
  where: string,
): void {
  const { outer, length, inner } = pass;
  const bytes = kernels.bytes;
  const range = (begin: number, end: number): number => {
    if (end <= begin) return 0;
    const from = input + begin * length * inner * bytes;
    const to = out + begin * inner * bytes;
    if (inner === 1) return kernels.varianceRows(from, length, end - begin, to, ddof, std ? 1 : 0);
    const scratch = allocateScratch(
      24 * inner,
      () => `a scratch block for the sums of ${inner} columns (${kernels.dtype})`,
      where,
    );
    try {
      return kernels.varianceAxis(from, end - begin, length * inner, length, inner, to, scratch, ddof, std ? 1 : 0);
    } finally {
      freeBytes(scratch);
    }
  };
  const pieces = outer > 1 ? rangePieces(outer, 1, 'reduction', length * inner) : undefined;
  if (pieces === undefined) range(0, outer);
  else runPieces(pieces, (_, begin, end) => range(begin, end), undefined);
}

/**
 * nanargmax/nanargmin (`op`) along the middle axis of [outer, length, inner]: int64 indices into
 * `out`, −1 where a slice is all NaN (`inner` elements of scratch for the running extremes).
 */
export function nanIndexAlong(
  kernels: NanKernels,
  op: 'argmax' | 'argmin',
  input: number,
  outer: number,
  length: number,
  inner: number,
  out: number,
  where: string,
): void {
  const scratch = allocateScratch(
    inner * kernels.bytes,
    () => `a scratch block for ${inner} running extremes (${kernels.dtype})`,
    where,
  );
  try {
    kernels[op](input, outer, length, inner, out, scratch);
  } finally {
    freeBytes(scratch);
  }
}
