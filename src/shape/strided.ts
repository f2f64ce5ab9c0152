// Walking strided operands with kernels that take one stride per operand: the axes are
// simplified (size-1 axes dropped, axes that stay contiguous for every operand merged: the output
// is a row-major block, contiguous along any merge), then the kernel runs once per row of the
// innermost axis, over a flat range of output elements, on the one row walker (walk.ts's walkRows).
// Strides are in elements and may be negative or 0 (a broadcast operand).
import type { BinaryKernel, UnaryKernel } from '../kernels/elementwise.js';
import type { GatherKernel } from '../kernels/strided-copy.js';
import { type Collapsed, collapseAxes, sizeOf, walkRows } from './walk.js';

/** Scratch blocks and gather kernels for the blocked form of stridedBinary. */
export interface BlockScratch {
  gather(bytes: number): GatherKernel | undefined;
  alloc(bytes: number): number;
  free(pointer: number): void;
}

/**
 * Runs a binary kernel over the flat range [begin, end) of `shape` (row-major output elements,
 * default all) with per-operand strides (in elements, aligned to `shape`), `leftBytes`/
 * `rightBytes`/`outBytes` per element: one kernel call per row of the collapsed axes (partial at
 * the range's edges). With `scratch` (operands of one size), a walk of two axes with short rows
 * goes a block of rows per call instead (see blockedRows). Returns the OR of the statuses.
 */
export function stridedBinary(
  run: BinaryKernel,
  left: number,
  leftStrides: readonly number[],
  right: number,
  rightStrides: readonly number[],
  out: number,
  shape: readonly number[],
  leftBytes: number,
  rightBytes: number,
  outBytes: number,
  scratch?: BlockScratch,
  begin = 0,
  end = sizeOf(shape),
): number {
  if (begin >= end) return 0;
  const axes = collapseAxes(shape, [leftStrides, rightStrides]);
  if (scratch !== undefined && leftBytes === rightBytes) {
    const blocked = blockedRows(run, left, right, out, axes, leftBytes, outBytes, scratch, begin, end);
    if (blocked !== undefined) return blocked;
  }
  return stridedRows(run, left, right, out, axes, leftBytes, rightBytes, outBytes, begin, end);
}

/** stridedBinary on collapsed axes: a kernel call per row of the walk. */
function stridedRows(
  run: BinaryKernel,
  left: number,
  right: number,
  out: number,
  axes: Collapsed,
  leftBytes: number,
  rightBytes: number,
  outBytes: number,
  begin: number,
  end: number,
): number {
  if (begin >= end) return 0;
  // Index reads, not destructuring: this runs on every strided call.
  const leftSteps = axes.strides[0]!;
  const rightSteps = axes.strides[1]!;
  const last = axes.shape.length - 1;
  const leftInner = leftSteps[last]!;
  const rightInner = rightSteps[last]!;
  if (last === 0)
    return run(
      left + begin * leftInner * leftBytes,
      leftInner,
      right + begin * rightInner * rightBytes,
      rightInner,
      out + begin * outBytes,
      end - begin,
    );
  let status = 0;
  walkRows(
    axes.shape,
    axes.strides,
    (offsets, flat, length) => {
      status |= run(
        left + offsets[0]! * leftBytes,
        leftInner,
        right + offsets[1]! * rightBytes,
        rightInner,
        out + flat * outBytes,
        length,
      );
    },
    begin,
    end,
  );
  return status;
}

/** Rows up to this long go through blockedRows: below it a kernel call costs more than its row. */
const shortRow = 512;
/** Elements per block of blockedRows (a scratch block of 16-byte elements is 64 KiB). */
const blockElements = 4096;

/**
 * stridedBinary for walks of two axes with short rows (a column broadcast, `[R, C] − [R, 1]`; a
 * row against a transposed operand): rather than one kernel call per row, whose cost is the row's
 * several times over, a block of rows is one call. The output and an operand contiguous over the
 * block are used in place; any other operand (a broadcast column, a strided view) is first copied
 * into a scratch block by the gather kernel (stride 0 repeats an element). Both operands have
 * `bytes` per element. Rows the range [begin, end) cuts go through stridedRows. Returns
 * undefined, doing nothing, for any other walk.
 */
function blockedRows(
  run: BinaryKernel,
  left: number,
  right: number,
  out: number,
  axes: Collapsed,
  bytes: number,
  outBytes: number,
  scratch: BlockScratch,
  begin: number,
  end: number,
): number | undefined {
  if (axes.shape.length !== 2) return undefined;
  const outerSize = axes.shape[0]!;
  const innerSize = axes.shape[1]!;
  const leftSteps = axes.strides[0]!;
  const rightSteps = axes.strides[1]!;
  const leftOuter = leftSteps[0]!;
  const leftInner = leftSteps[1]!;
  const rightOuter = rightSteps[0]!;
  const rightInner = rightSteps[1]!;
  if (innerSize > shortRow || outerSize < 4) return undefined;
  const gather = scratch.gather(bytes);
  if (gather === undefined) return undefined;
  // Whole rows in blocks; a row the range cuts, row by row.
  const first = Math.ceil(begin / innerSize);
  const stop = Math.max(first, Math.floor(end / innerSize));
  let status = stridedRows(
    run,
    left,
    right,
    out,
    axes,
    bytes,
    bytes,
    outBytes,
    begin,
    Math.min(end, first * innerSize),
  );
  const rows = Math.max(1, Math.min(outerSize, Math.floor(blockElements / innerSize)));
  // An operand is read in place when its rows follow each other like the output's.
  const inPlace = (outerStride: number, innerStride: number) => innerStride === 1 && outerStride === innerSize;
  const leftInPlace = inPlace(leftOuter, leftInner);
  const rightInPlace = inPlace(rightOuter, rightInner);
  let leftBlock = 0;
  let rightBlock = 0;
  if (stop > first) {
    try {
      if (!leftInPlace) leftBlock = scratch.alloc(rows * innerSize * bytes);
      if (!rightInPlace) rightBlock = scratch.alloc(rows * innerSize * bytes);
      for (let row = first; row < stop; row += rows) {
        const count = Math.min(rows, stop - row);
        let a = left + row * leftOuter * bytes;
        let b = right + row * rightOuter * bytes;
        if (!leftInPlace) {
          gather(a, count, leftOuter, innerSize, leftInner, leftBlock);
          a = leftBlock;
        }
        if (!rightInPlace) {
          gather(b, count, rightOuter, innerSize, rightInner, rightBlock);
          b = rightBlock;
        }
        status |= run(a, 1, b, 1, out + row * innerSize * outBytes, count * innerSize);
      }
    } finally {
      if (leftBlock !== 0) scratch.free(leftBlock);
      if (rightBlock !== 0) scratch.free(rightBlock);
    }
  }
  const from = Math.max(begin, stop * innerSize);
  return status | stridedRows(run, left, right, out, axes, bytes, bytes, outBytes, from, end);
}

/**
 * Runs a unary kernel (or a cast) over a strided input into a row-major output, over the flat
 * range [begin, end) of output elements (default all).
 */
export function stridedUnary(
  run: UnaryKernel,
  input: number,
  strides: readonly number[],
  inBytes: number,
  out: number,
  shape: readonly number[],
  outBytes: number,
  begin = 0,
  end = sizeOf(shape),
): number {
  if (begin >= end) return 0;
  const axes = collapseAxes(shape, [strides]);
  const steps = axes.strides[0]!;
  const inner = steps[steps.length - 1]!;
  if (steps.length === 1) return run(input + begin * inner * inBytes, inner, out + begin * outBytes, end - begin);
  let status = 0;
  walkRows(
    axes.shape,
    [steps],
    (offsets, flat, length) => {
      status |= run(input + offsets[0]! * inBytes, inner, out + flat * outBytes, length);
    },
    begin,
    end,
  );
  return status;
}

/**
 * Whether a strided operand is worth gathering into a contiguous block before a kernel runs on
 * it: its innermost moving axis has a stride other than ±1 (a transposed array, a stepped slice),
 * it repeats nothing (no 0 strides: broadcast axes stay cheap as they are), and it is not tiny.
 */
export function wantsGather(shape: readonly number[], strides: readonly number[], size: number): boolean {
  if (size < 256) return false;
  let inner = 0;
  for (let axis = shape.length - 1; axis >= 0; axis -= 1) {
    if (shape[axis] === 1) continue;
    if (strides[axis] === 0) return false;
    if (inner === 0) inner = strides[axis]!;
  }
  return inner !== 1 && inner !== -1;
}

/**
 * Copies a strided operand (shape, strides in elements) into contiguous memory at `dst`: the flat
 * range [begin, end) of its elements (default all), element `flat` to `dst + (flat − begin)·bytes`.
 * Whole rows go a tile of the last two collapsed axes per kernel call; a row the range cuts, alone.
 */
export function gatherInto(
  gather: GatherKernel,
  src: number,
  shape: readonly number[],
  strides: readonly number[],
  bytes: number,
  dst: number,
  begin = 0,
  end = sizeOf(shape),
): void {
  if (begin >= end) return;
  // Size-1 axes dropped, axes contiguous with each other in the source merged (dst is row-major).
  const axes = collapseAxes(shape, [strides]);
  const sizes = axes.shape;
  const steps = axes.strides[0]!;
  const last = sizes.length - 1;
  const inner = sizes[last]!;
  const innerStep = steps[last]!;
  if (last === 0) {
    gather(src + begin * innerStep * bytes, 1, 0, end - begin, innerStep, dst);
    return;
  }
  const first = Math.ceil(begin / inner);
  const stop = Math.max(first, Math.floor(end / inner));
  if (begin < first * inner) gatherRuns(gather, src, axes, bytes, dst, begin, begin, Math.min(end, first * inner));
  // Whole rows: the rows of the axis before the last, a tile per kernel call.
  const outerStep = steps[last - 1]!;
  const at = dst + (first * inner - begin) * bytes;
  if (last === 1) {
    if (stop > first) gather(src + first * outerStep * bytes, stop - first, outerStep, inner, innerStep, at);
  } else {
    walkRows(
      sizes.slice(0, last),
      [steps.slice(0, last)],
      (offsets, row, count) =>
        gather(src + offsets[0]! * bytes, count, outerStep, inner, innerStep, dst + (row * inner - begin) * bytes),
      first,
      stop,
    );
  }
  if (stop * inner < end) gatherRuns(gather, src, axes, bytes, dst, begin, Math.max(begin, stop * inner), end);
}

/** gatherInto's parts of rows at a range's edges: one kernel call per (partial) row. */
function gatherRuns(
  gather: GatherKernel,
  src: number,
  axes: Collapsed,
  bytes: number,
  dst: number,
  begin: number,
  from: number,
  to: number,
): void {
  const steps = axes.strides[0]!;
  const innerStep = steps[steps.length - 1]!;
  walkRows(
    axes.shape,
    axes.strides,
    (offsets, flat, length) => gather(src + offsets[0]! * bytes, 1, 0, length, innerStep, dst + (flat - begin) * bytes),
    from,
    to,
  );
}
