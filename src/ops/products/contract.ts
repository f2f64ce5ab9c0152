// The one routine every product runs through: a contraction of labelled axes, as einsum spells it
// (`matmul` of [2, 3] and [3, 4] is 'mk,kn->mn'). Operands go to the plan's operand dtype (or as
// they are where the kernel widens them), axes are grouped into batch / rows / columns / contracted,
// each group seen as one stride where the memory allows (a transposed view is read as it is), else
// gathered once; then the products executor runs every (batch, row) of the result. A label that
// only one operand has and the result drops is contracted against a stride-0 axis of the other
// operand (the sum of a · b over it is b · the sum of a over it), so sums, traces and broadcasting
// need no path of their own. The dtypes are the plan's (src/plan/products.ts).
import type { AnyNDArray } from '../../../types/index.js';
import { itemSize, type DType } from '../../lattice/dtypes.js';
import { allocArray, castArray, copyBytes, storage, stridesOf, viewOf } from '../../array/ndarray.js';
import { rowMajorStrides } from '../../shape/strides.js';
import { contractionKernel, type ProductPlan, type ProductPlanner } from '../../plan/products.js';
import { runProduct, writeOne, type ProductCall } from '../../execute/products.js';
import { checkProductOut, type ProductOptions } from './options.js';

/** An operand with a label per axis (labels may repeat: a diagonal). `pad` virtual size-1 axes lead. */
export interface Term {
  array: AnyNDArray;
  labels: readonly number[];
  pad: number;
}

/** Runs `body` with a list for temporaries, which are disposed afterwards whatever happens. */
export function withTemporaries<Result>(body: (temporary: (array: AnyNDArray) => AnyNDArray) => Result): Result {
  const made: AnyNDArray[] = [];
  try {
    return body((array) => {
      made.push(array);
      return array;
    });
  } finally {
    for (let index = made.length - 1; index >= 0; index -= 1) made[index]!.dispose();
  }
}

export type LabelName = (label: number) => string;
/** Whether a label's size-1 axes stretch to the other operand's size. */
export type Broadcasts = (label: number) => boolean;
export const everyLabel: Broadcasts = () => true;
export const noLabel: Broadcasts = () => false;

/** The axis sizes and per-label strides of a term (strides summed over a repeated label; 0 on size-1 axes that broadcast). */
function labelStrides(term: Term, sizes: ReadonlyMap<number, number>): Map<number, number> {
  const strides = new Map<number, number>();
  const own = stridesOf(term.array);
  term.labels.forEach((label, axis) => {
    const inner = axis - term.pad;
    const size = inner < 0 ? 1 : term.array.shape[inner]!;
    const stride = inner < 0 || (size === 1 && sizes.get(label)! !== 1) ? 0 : own[inner]!;
    strides.set(label, (strides.get(label) ?? 0) + stride);
  });
  return strides;
}

/** One stride for a run of labels when the memory allows (each stride the next one's times its size); else undefined. */
function mergedStride(
  labels: readonly number[],
  strides: ReadonlyMap<number, number>,
  sizes: ReadonlyMap<number, number>,
): number | undefined {
  const kept = labels.filter((label) => sizes.get(label)! !== 1);
  if (kept.length === 0) return 1;
  for (let index = 0; index + 1 < kept.length; index += 1) {
    const next = kept[index + 1]!;
    if ((strides.get(kept[index]!) ?? 0) !== (strides.get(next) ?? 0) * sizes.get(next)!) return undefined;
  }
  return strides.get(kept[kept.length - 1]!) ?? 0;
}

/**
 * The contraction of two terms into the labels `output` (each in one of them): an array of
 * `plan.compute` (or, when `final`, of `plan.result`) whose axes follow `output`. Labels that
 * `broadcasts` (matmul's batch axes, einsum's '...') stretch a size of 1 to the other term's size;
 * other labels' sizes must agree.
 */
function contract(
  name: string,
  left: Term,
  right: Term,
  output: readonly number[],
  plan: ProductPlan,
  final: boolean,
  broadcasts: Broadcasts,
  labelName: LabelName,
  temporary: (array: AnyNDArray) => AnyNDArray,
): AnyNDArray {
  const sizes = new Map<number, number>();
  for (const term of [left, right]) {
    term.labels.forEach((label, axis) => {
      const size = axis < term.pad ? 1 : term.array.shape[axis - term.pad]!;
      const known = sizes.get(label);
      if (known === undefined || (known === 1 && broadcasts(label))) sizes.set(label, size);
      else if (known !== size && !(size === 1 && broadcasts(label))) {
        throw new RangeError(`${name}: ${labelName(label)} has sizes ${known} and ${size}.`);
      }
    });
  }
  // Operands in the accumulation dtype, or both as they are where the kernel widens them.
  const { operand, kernel } = contractionKernel(plan, left.array.dtype as DType, right.array.dtype as DType);
  const cast = (term: Term): Term =>
    term.array.dtype === operand ? term : { ...term, array: temporary(castArray(term.array, operand, false, name)) };
  let first = cast(left);
  let second = cast(right);
  const inLeft = new Set(left.labels);
  const inRight = new Set(right.labels);
  const kept = new Set(output);
  const batch = output.filter((label) => inLeft.has(label) && inRight.has(label));
  const rows = output.filter((label) => inLeft.has(label) && !inRight.has(label));
  const cols = output.filter((label) => !inLeft.has(label) && inRight.has(label));
  const inner = [...new Set([...left.labels, ...right.labels])].filter((label) => !kept.has(label));
  const sizeOf = (labels: readonly number[]) => labels.reduce((product, label) => product * sizes.get(label)!, 1);
  const rowCount = sizeOf(rows);
  const colCount = sizeOf(cols);
  const depth = sizeOf(inner);
  const batchSizes = batch.map((label) => sizes.get(label)!);

  // Each operand as matrices: one stride for its rows (columns) and one for the contracted axes,
  // gathered into [batch, rows, contracted] ([batch, contracted, cols]) order where they are not.
  const layout = (
    term: Term,
    outer: readonly number[],
    isLeft: boolean,
  ): { term: Term; strides: Map<number, number>; outerStride: number; innerStride: number } => {
    let strides = labelStrides(term, sizes);
    let outerStride = mergedStride(outer, strides, sizes);
    let innerStride = mergedStride(inner, strides, sizes);
    if (outerStride === undefined || innerStride === undefined) {
      const order = isLeft ? [...batch, ...outer, ...inner] : [...batch, ...inner, ...outer];
      const view = temporary(
        viewOf(
          term.array,
          order.map((label) => sizes.get(label)!),
          order.map((label) => strides.get(label) ?? 0),
          0,
          false,
        ),
      );
      const gathered = temporary(castArray(view, operand, false, name));
      term = { array: gathered, labels: order, pad: 0 };
      strides = labelStrides(term, sizes);
      outerStride = mergedStride(outer, strides, sizes)!;
      innerStride = mergedStride(inner, strides, sizes)!;
    }
    return { term, strides, outerStride, innerStride };
  };
  const a = layout(first, rows, true);
  const b = layout(second, cols, false);
  first = a.term;
  second = b.term;

  // [batch, rows, cols] in memory; made in the output's shape when that is its order.
  const natural = [...batch, ...rows, ...cols];
  const outputShape = output.map((label) => sizes.get(label)!);
  const inOrder = natural.every((label, axis) => output[axis] === label);
  const target = final ? plan.result : plan.compute;
  const weak = final && plan.weak;
  const product = allocArray(
    plan.compute,
    inOrder ? outputShape : [...batchSizes, rowCount, colCount],
    weak && target === plan.compute,
    name,
  );
  const call: ProductCall = {
    kernel,
    operandBytes: itemSize(operand),
    resultBytes: itemSize(plan.compute),
    a: first.array[storage].pointer,
    aRow: rows.length === 0 ? 0 : a.outerStride,
    aCol: a.innerStride,
    b: second.array[storage].pointer,
    bRow: b.innerStride,
    bCol: cols.length === 0 ? 0 : b.outerStride,
    c: product[storage].pointer,
    rows: rowCount,
    cols: colCount,
    depth,
    batchShape: batchSizes,
    batchStrides: [batch.map((label) => a.strides.get(label) ?? 0), batch.map((label) => b.strides.get(label) ?? 0)],
  };
  if (runProduct(call) !== 0) {
    product.dispose();
    throw new RangeError(outOfMemoryText(name, rowCount, depth, colCount));
  }
  // The output's order and dtype.
  if (inOrder) {
    if (target === plan.compute) return product;
    try {
      return castArray(product, target, weak, name);
    } finally {
      product.dispose();
    }
  }
  const naturalStrides = rowMajorStrides(natural.map((label) => sizes.get(label)!));
  const strides = output.map((label) => naturalStrides[natural.indexOf(label)]!);
  try {
    const view = viewOf(product, outputShape, strides, 0, false);
    try {
      return castArray(view, target, weak, name);
    } finally {
      view.dispose();
    }
  } finally {
    product.dispose();
  }
}

/** Writes a finished result into `out` (checked before the work) and frees it; without out, the result. */
function deliver(result: AnyNDArray, out: AnyNDArray | undefined): AnyNDArray {
  if (out === undefined) return result;
  try {
    copyBytes(result[storage].pointer, out[storage].pointer, result.size * itemSize(result.dtype as DType));
    return out;
  } finally {
    result.dispose();
  }
}

/**
 * A product of terms into `output`, with its result dtype and out handled: the common tail of every
 * public function. More than two terms contract left to right, keeping the labels still needed.
 */
export function product(
  name: string,
  planner: ProductPlanner,
  terms: Term[],
  output: readonly number[],
  outputShape: readonly number[],
  options: ProductOptions,
  broadcasts: Broadcasts,
  labelName: LabelName,
  prepare?: (plan: ProductPlan, temporary: (array: AnyNDArray) => AnyNDArray) => void,
): AnyNDArray {
  const arrays = terms.map((term) => term.array);
  const plan = planner(name, arrays, options.preferredElementType);
  const { out } = options;
  if (out !== undefined) checkProductOut(name, out, plan.result, outputShape, arrays);
  return deliver(
    withTemporaries((temporary) => {
      // Operands of different dtypes converted to the common dtype first where the plan says so
      // (in place: prepare reads the same list); operands of one dtype go to the kernel as they are.
      terms.forEach((term, index) => {
        if (plan.roundFirst[index] === true)
          terms[index] = { ...term, array: temporary(castArray(term.array, plan.common, false, name)) };
      });
      prepare?.(plan, temporary);
      if (terms.length === 1) {
        const one = temporary(allocArray(plan.compute, [], false, name));
        writeOne(plan.compute, one[storage].pointer);
        terms = [terms[0]!, { array: one, labels: [], pad: 0 }];
      }
      let current = terms[0]!;
      for (let index = 1; index < terms.length; index += 1) {
        const next = terms[index]!;
        const final = index === terms.length - 1;
        let labels = output;
        if (!final) {
          const later = new Set([...output, ...terms.slice(index + 1).flatMap((term) => term.labels)]);
          labels = [...new Set([...current.labels, ...next.labels])].filter((label) => later.has(label));
        }
        const array = contract(name, current, next, labels, plan, final, broadcasts, labelName, temporary);
        current = { array: final ? array : temporary(array), labels, pad: 0 };
      }
      return current.array;
    }),
    out,
  );
}

export const axisLabel: LabelName = (label) => `axis label ${label}`;

/**
 * A 2-D product whose operands are already in the kernel's dtype and whose result is that dtype
 * (float32 @ float32 …): one kernel call on the operands' own strides, without the general
 * routine's bookkeeping, which costs more than the arithmetic of a 16×16 product. Undefined where
 * the general routine is needed (casts, a wider result, an empty axis).
 */
export function directProduct(
  planner: ProductPlanner,
  a: AnyNDArray,
  b: AnyNDArray,
  preferred: DType | undefined,
): AnyNDArray | undefined {
  const plan = planner('matmul', [a, b], preferred);
  if (a.dtype !== plan.operand || b.dtype !== plan.operand || plan.result !== plan.compute) return undefined;
  const [rows, depth] = a.shape as [number, number];
  const columns = b.shape[1]!;
  if (rows === 0 || depth === 0 || columns === 0) return undefined;
  const stridesA = stridesOf(a);
  const stridesB = stridesOf(b);
  const result = allocArray(plan.result, [rows, columns], plan.weak, 'matmul');
  const bytes = itemSize(plan.operand);
  const call: ProductCall = {
    kernel: plan.kernel,
    operandBytes: bytes,
    resultBytes: bytes,
    a: a[storage].pointer,
    aRow: stridesA[0]!,
    aCol: stridesA[1]!,
    b: b[storage].pointer,
    bRow: stridesB[0]!,
    bCol: stridesB[1]!,
    c: result[storage].pointer,
    rows,
    cols: columns,
    depth,
    batchShape: noBatch,
    batchStrides: noBatchStrides,
  };
  if (runProduct(call) !== 0) {
    result.dispose();
    throw new RangeError(outOfMemoryText('matmul', rows, depth, columns));
  }
  return result;
}

const noBatch: readonly number[] = Object.freeze([]);
const noBatchStrides: readonly [readonly number[], readonly number[]] = Object.freeze([noBatch, noBatch] as const);

function outOfMemoryText(name: string, rows: number, depth: number, columns: number): string {
  return `${name}: out of WebAssembly memory for the packed operands of a ${rows}×${depth} by ${depth}×${columns} product.`;
}
