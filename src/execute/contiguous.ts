// Kernels over contiguous operands, over a range of output elements: the range form the one-call
// executors share (same dtype, a scalar operand, dense order, a unary kernel on contiguous input).
// An operand of step 0 is one element read for every output element (a scalar slot).
import type { BinaryKernel, UnaryKernel } from '../kernels/elementwise.js';
import { rangePieces, runPieces, SMALLEST_SPLIT, split } from './ranges.js';

/**
 * A binary kernel over output elements [begin, end): operands of `bytes` per element read with
 * step 1 or 0, the output of `outBytes` per element. The kernel's status.
 */
export function binaryRange(
  run: BinaryKernel,
  left: number,
  leftStep: number,
  right: number,
  rightStep: number,
  bytes: number,
  out: number,
  outBytes: number,
  begin: number,
  end: number,
): number {
  if (begin >= end) return 0;
  const skip = begin * bytes;
  return run(
    left + skip * leftStep,
    leftStep,
    right + skip * rightStep,
    rightStep,
    out + begin * outBytes,
    end - begin,
  );
}

/** binaryRange over all `total` output elements, as the range split cuts them (src/execute/ranges.ts). */
export function binaryRanges(
  run: BinaryKernel,
  left: number,
  leftStep: number,
  right: number,
  rightStep: number,
  bytes: number,
  out: number,
  outBytes: number,
  total: number,
): number {
  // No split: binaryRange over [0, total), its zero offsets folded (the operations' hottest path).
  if (split === undefined && total < SMALLEST_SPLIT)
    return total === 0 ? 0 : run(left, leftStep, right, rightStep, out, total);
  const pieces = rangePieces(total);
  if (pieces === undefined) return binaryRange(run, left, leftStep, right, rightStep, bytes, out, outBytes, 0, total);
  return runPieces(
    pieces,
    (_, begin, end) => binaryRange(run, left, leftStep, right, rightStep, bytes, out, outBytes, begin, end),
    undefined,
  );
}

/** A unary kernel over output elements [begin, end) of a contiguous input. The kernel's status. */
export function unaryRange(
  run: UnaryKernel,
  input: number,
  inBytes: number,
  out: number,
  outBytes: number,
  begin: number,
  end: number,
): number {
  return begin >= end ? 0 : run(input + begin * inBytes, 1, out + begin * outBytes, end - begin);
}

/** unaryRange over all `total` output elements, as the range split cuts them. */
export function unaryRanges(
  run: UnaryKernel,
  input: number,
  inBytes: number,
  out: number,
  outBytes: number,
  total: number,
): number {
  // No split: unaryRange over [0, total), its zero offsets folded.
  if (split === undefined && total < SMALLEST_SPLIT) return total === 0 ? 0 : run(input, 1, out, total);
  const pieces = rangePieces(total);
  if (pieces === undefined) return unaryRange(run, input, inBytes, out, outBytes, 0, total);
  return runPieces(pieces, (_, begin, end) => unaryRange(run, input, inBytes, out, outBytes, begin, end), undefined);
}

/**
 * Runs `range(job, begin, end)` over [0, total) as the range split cuts it (at multiples of
 * `grain`); the OR of its statuses. The job is passed through (no closure per call).
 */
export function overRanges<Job>(
  total: number,
  grain: number,
  range: (job: Job, begin: number, end: number) => number,
  job: Job,
  elementsPerUnit = 1,
): number {
  const pieces =
    split === undefined && total * elementsPerUnit < SMALLEST_SPLIT
      ? undefined
      : rangePieces(total, grain, 'elementwise', elementsPerUnit);
  if (pieces === undefined) return range(job, 0, total);
  return runPieces(pieces, range, job);
}
