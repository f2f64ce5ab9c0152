// where's executor: out[i] = cond[i] ? x[i] : y[i] over a range [begin, end) of the output's
// elements (row-major), each operand broadcast against the output. Axes of size 1 drop out and
// axes every operand walks contiguously merge, so the kernel's innermost run is long; the runs are
// walked with the one walker (src/shape/walk.ts). Any cut of the range gives the same bits.
import type { WherePlan } from '../plan/selection.js';
import { rowMajorStrides } from '../shape/strides.js';
import { broadcastStrides, sizeOf, walkOffsets } from '../shape/walk.js';
import { rangePieces, runPieces, SMALLEST_SPLIT, split } from './ranges.js';

/** An operand as a pointer to its data (in the plan's dtype; the condition as bool) and its shape. */
export interface WhereOperand {
  readonly pointer: number;
  readonly shape: readonly number[];
}

/** One where call, laid out: the runs' outer shape and strides, and the run length and strides (elements). */
export interface WhereWalk {
  readonly plan: WherePlan;
  /** Condition, x, y, output. */
  readonly pointers: readonly [number, number, number, number];
  readonly rowShape: readonly number[];
  readonly rowStrides: readonly (readonly number[])[];
  readonly run: number;
  readonly runStrides: readonly number[];
  readonly size: number;
}

/** Lays out a where call over `outShape`. */
export function whereWalk(
  plan: WherePlan,
  outShape: readonly number[],
  cond: WhereOperand,
  left: WhereOperand,
  right: WhereOperand,
  target: number,
): WhereWalk {
  const size = sizeOf(outShape);
  const pointers = [cond.pointer, left.pointer, right.pointer, target] as const;
  const steps = [flatStep(cond.shape, outShape), flatStep(left.shape, outShape), flatStep(right.shape, outShape)];
  if (steps[0]! >= 0 && steps[1]! >= 0 && steps[2]! >= 0) {
    // Each operand the output's shape or a single element: one run over the flat elements.
    return { plan, pointers, rowShape: noRows, rowStrides: noRows, run: size, runStrides: [...steps, 1], size };
  }
  const operandStrides = [
    broadcastStrides(cond.shape, outShape),
    broadcastStrides(left.shape, outShape),
    broadcastStrides(right.shape, outShape),
    rowMajorStrides(outShape),
  ];
  const axes: { size: number; strides: number[] }[] = [];
  outShape.forEach((axisSize, axis) => {
    if (axisSize === 1) return;
    const strides = operandStrides.map((each) => each[axis]!);
    const last = axes.length === 0 ? undefined : axes[axes.length - 1];
    if (last?.strides.every((stride, index) => stride === strides[index]! * axisSize)) {
      last.size *= axisSize;
      last.strides = strides;
    } else axes.push({ size: axisSize, strides });
  });
  const inner = axes.pop() ?? { size: 1, strides: [0, 0, 0, 0] };
  return {
    plan,
    pointers,
    rowShape: axes.map((axis) => axis.size),
    rowStrides: operandStrides.map((_, operand) => axes.map((axis) => axis.strides[operand]!)),
    run: inner.size,
    runStrides: inner.strides,
    size,
  };
}

const noRows: readonly never[] = Object.freeze([]);

/**
 * where over the whole output in one kernel call when every operand has the output's shape or is
 * one element and no range split is set (the common call, without laying out a walk): what
 * runWhere(whereWalk(…)) does then. False where it does not apply.
 */
export function runWhereWhole(
  plan: WherePlan,
  outShape: readonly number[],
  cond: WhereOperand,
  left: WhereOperand,
  right: WhereOperand,
  target: number,
): boolean {
  if (split !== undefined) return false;
  const size = sizeOf(outShape);
  if (size >= SMALLEST_SPLIT) return false; // threads may cut it: runWhereAll
  const condStep = flatStep(cond.shape, outShape);
  const leftStep = flatStep(left.shape, outShape);
  const rightStep = flatStep(right.shape, outShape);
  if (condStep < 0 || leftStep < 0 || rightStep < 0) return false;
  if (size > 0) plan.select(cond.pointer, condStep, left.pointer, leftStep, right.pointer, rightStep, target, size);
  return true;
}

/** Runs where over all its output elements, cut for threads where worth it. */
export function runWhereAll(walk: WhereWalk): void {
  const pieces = rangePieces(walk.size);
  if (pieces === undefined) runWhere(walk);
  else
    runPieces(
      pieces,
      (_, begin, end) => {
        runWhere(walk, begin, end);
        return 0;
      },
      undefined,
    );
}

/** Runs where over output elements [begin, end). */
export function runWhere(walk: WhereWalk, begin = 0, end = walk.size): void {
  if (begin >= end) return;
  const { select, bytes } = walk.plan;
  const [cond, left, right, target] = walk.pointers;
  const { run, runStrides } = walk;
  const [condStep, leftStep, rightStep, targetStep] = runStrides as [number, number, number, number];
  if (walk.rowShape.length === 0) {
    // One run (operands of the output's shape or single elements): one call, no walker.
    const count = Math.min(end, run) - begin;
    select(
      cond + begin * condStep,
      condStep,
      left + begin * leftStep * bytes,
      leftStep,
      right + begin * rightStep * bytes,
      rightStep,
      target + begin * targetStep * bytes,
      count,
    );
    return;
  }
  const rowBegin = Math.floor(begin / run);
  const rowEnd = Math.ceil(end / run);
  walkOffsets(
    walk.rowShape,
    walk.rowStrides,
    (offsets, row) => {
      const first = Math.max(begin - row * run, 0);
      const count = Math.min(end - row * run, run) - first;
      select(
        cond + offsets[0]! + first * condStep,
        condStep,
        left + (offsets[1]! + first * leftStep) * bytes,
        leftStep,
        right + (offsets[2]! + first * rightStep) * bytes,
        rightStep,
        target + (offsets[3]! + first * targetStep) * bytes,
        count,
      );
    },
    rowBegin,
    rowEnd,
  );
}

/**
 * The flat step of a contiguous operand against the output: 1 when it has the output's shape,
 * 0 when it is one element (broadcast to all), −1 otherwise (a real broadcast).
 */
function flatStep(shape: readonly number[], outShape: readonly number[]): number {
  let size = 1;
  for (let axis = 0; axis < shape.length; axis += 1) size *= shape[axis]!;
  if (size === 1) return 0;
  if (shape.length !== outShape.length) return -1;
  for (let axis = 0; axis < shape.length; axis += 1) if (shape[axis] !== outShape[axis]) return -1;
  return 1;
}
