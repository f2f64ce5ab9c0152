// Walking strided operands with kernels that take one stride per operand: the axes are
// simplified (size-1 axes dropped, axes that stay contiguous for every operand merged, the
// output's innermost axis kept innermost), then the kernel runs once per row of the innermost
// axis. Strides are in elements and may be negative or 0 (a broadcast operand); the output is
// always a fresh row-major block.
import type { BinaryKernel, UnaryKernel } from '../kernels/elementwise.js';
import type { GatherKernel } from '../kernels/strided-copy.js';
import { rowMajorStrides } from './strides.js';

/** One axis of the walk: its length and each operand's stride along it (in elements). */
interface Axis {
  size: number;
  left: number;
  right: number;
  out: number;
}

/**
 * Merges axes for the walk. `left`/`right` are strides aligned to `shape` (0 where broadcast);
 * the output's strides are row-major. Returns at least one axis.
 */
export function collapseAxes(shape: readonly number[], left: readonly number[], right: readonly number[]): Axis[] {
  const out = rowMajorStrides(shape);
  const axes: Axis[] = [];
  for (let axis = 0; axis < shape.length; axis += 1) {
    const size = shape[axis]!;
    if (size === 1) continue;
    const next: Axis = { size, left: left[axis]!, right: right[axis]!, out: out[axis]! };
    const previous = axes.length === 0 ? undefined : axes[axes.length - 1];
    if (
      previous !== undefined &&
      previous.left === next.left * next.size &&
      previous.right === next.right * next.size &&
      previous.out === next.out * next.size
    ) {
      previous.size *= next.size;
      previous.left = next.left;
      previous.right = next.right;
      previous.out = next.out;
    } else {
      axes.push(next);
    }
  }
  return axes.length > 0 ? axes : [{ size: 1, left: 0, right: 0, out: 1 }];
}

/**
 * Runs a binary kernel over every row of `shape` with per-operand strides (in elements, aligned
 * to `shape`), `leftBytes`/`rightBytes`/`outBytes` per element. Returns the OR of the statuses.
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
): number {
  const axes = collapseAxes(shape, leftStrides, rightStrides);
  const inner = axes[axes.length - 1]!;
  if (axes.length === 1) return run(left, inner.left, right, inner.right, out, inner.size);
  const outer = axes.length - 1;
  const counter = new Array<number>(outer).fill(0);
  let leftOffset = 0;
  let rightOffset = 0;
  let outOffset = 0;
  let status = 0;
  for (;;) {
    status |= run(
      left + leftOffset * leftBytes,
      inner.left,
      right + rightOffset * rightBytes,
      inner.right,
      out + outOffset * outBytes,
      inner.size,
    );
    let axis = outer - 1;
    for (; axis >= 0; axis -= 1) {
      const { size, left: leftStride, right: rightStride, out: outStride } = axes[axis]!;
      counter[axis] += 1;
      leftOffset += leftStride;
      rightOffset += rightStride;
      outOffset += outStride;
      if (counter[axis]! < size) break;
      counter[axis] = 0;
      leftOffset -= leftStride * size;
      rightOffset -= rightStride * size;
      outOffset -= outStride * size;
    }
    if (axis < 0) return status;
  }
}

/** Rows up to this long go through blockedBinary: below it a kernel call costs more than its row. */
const shortRow = 512;
/** Elements per block of blockedBinary (a scratch block of 16-byte elements is 64 KiB). */
const blockElements = 4096;

/**
 * stridedBinary for walks of two axes with short rows (a column broadcast, `[R, C] − [R, 1]`; a
 * row against a transposed operand): rather than one kernel call per row, whose cost is the row's
 * several times over, a block of rows is one call. The output and an operand contiguous over the
 * block are used in place; any other operand (a broadcast column, a strided view) is first copied
 * into a scratch block by the gather kernel (stride 0 repeats an element). Both operands must have
 * `bytes` per element. Returns undefined, doing nothing, for any other walk.
 */
export function blockedBinary(
  run: BinaryKernel,
  left: number,
  leftStrides: readonly number[],
  right: number,
  rightStrides: readonly number[],
  out: number,
  shape: readonly number[],
  bytes: number,
  outBytes: number,
  scratch: {
    gather(bytes: number): GatherKernel | undefined;
    alloc(bytes: number): number;
    free(pointer: number): void;
  },
): number | undefined {
  const axes = collapseAxes(shape, leftStrides, rightStrides);
  if (axes.length !== 2) return undefined;
  const [outer, inner] = axes as [Axis, Axis];
  if (inner.size > shortRow || outer.size < 4) return undefined;
  const gather = scratch.gather(bytes);
  if (gather === undefined) return undefined;
  const rows = Math.max(1, Math.min(outer.size, Math.floor(blockElements / inner.size)));
  // An operand is read in place when its rows follow each other like the output's.
  const inPlace = (outerStride: number, innerStride: number) => innerStride === 1 && outerStride === inner.size;
  const leftInPlace = inPlace(outer.left, inner.left);
  const rightInPlace = inPlace(outer.right, inner.right);
  let leftBlock = 0;
  let rightBlock = 0;
  try {
    if (!leftInPlace) leftBlock = scratch.alloc(rows * inner.size * bytes);
    if (!rightInPlace) rightBlock = scratch.alloc(rows * inner.size * bytes);
    let status = 0;
    for (let row = 0; row < outer.size; row += rows) {
      const count = Math.min(rows, outer.size - row);
      let a = left + row * outer.left * bytes;
      let b = right + row * outer.right * bytes;
      if (!leftInPlace) {
        gather(a, count, outer.left, inner.size, inner.left, leftBlock);
        a = leftBlock;
      }
      if (!rightInPlace) {
        gather(b, count, outer.right, inner.size, inner.right, rightBlock);
        b = rightBlock;
      }
      status |= run(a, 1, b, 1, out + row * inner.size * outBytes, count * inner.size);
    }
    return status;
  } finally {
    if (leftBlock !== 0) scratch.free(leftBlock);
    if (rightBlock !== 0) scratch.free(rightBlock);
  }
}

/** Runs a unary kernel (or a cast) over a strided input into a row-major output. */
export function stridedUnary(
  run: UnaryKernel,
  input: number,
  strides: readonly number[],
  inBytes: number,
  out: number,
  shape: readonly number[],
  outBytes: number,
): number {
  const none = new Array<number>(shape.length).fill(0);
  // The binary walk with a phantom right operand of stride 0.
  return stridedBinary(
    (a, strideA, _b, _strideB, target, count) => run(a, strideA, target, count),
    input,
    strides,
    0,
    none,
    out,
    shape,
    inBytes,
    0,
    outBytes,
  );
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

/** Copies a strided operand (shape, strides in elements) into contiguous memory at `dst`. */
export function gatherInto(
  gather: GatherKernel,
  src: number,
  shape: readonly number[],
  strides: readonly number[],
  bytes: number,
  dst: number,
): void {
  // Drop size-1 axes and merge axes that are contiguous with each other in the source.
  const sizes: number[] = [];
  const steps: number[] = [];
  for (let axis = 0; axis < shape.length; axis += 1) {
    const size = shape[axis]!;
    if (size === 1) continue;
    const last = sizes.length - 1;
    if (last >= 0 && steps[last] === strides[axis]! * size) {
      sizes[last] *= size;
      steps[last] = strides[axis]!;
    } else {
      sizes.push(size);
      steps.push(strides[axis]!);
    }
  }
  if (sizes.length === 0) {
    gather(src, 1, 0, 1, 1, dst);
    return;
  }
  if (sizes.length === 1) {
    gather(src, 1, 0, sizes[0]!, steps[0]!, dst);
    return;
  }
  // The last two axes in one call; any further outer axes walked here.
  const axes = sizes.length;
  const inner = sizes[axes - 1]!;
  const outer = sizes[axes - 2]!;
  const block = inner * outer;
  const counter = new Array<number>(axes - 2).fill(0);
  let offset = 0;
  let written = 0;
  for (;;) {
    gather(src + offset * bytes, outer, steps[axes - 2]!, inner, steps[axes - 1]!, dst + written * bytes);
    written += block;
    let axis = axes - 3;
    for (; axis >= 0; axis -= 1) {
      counter[axis] += 1;
      offset += steps[axis]!;
      if (counter[axis]! < sizes[axis]!) break;
      counter[axis] = 0;
      offset -= steps[axis]! * sizes[axis]!;
    }
    if (axis < 0) return;
  }
}
