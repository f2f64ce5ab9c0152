// Matrix products: matmul, dot, vdot, inner, outer, tensordot, einsum (NumPy's semantics, JAX's
// dtypes). Every one of them is written as a contraction of labelled axes, as einsum spells it
// (`matmul` of [2, 3] and [3, 4] is 'mk,kn->mn'), and runs through one routine: operands cast to
// the accumulation dtype, axes grouped into batch / rows / columns / contracted, each group seen as
// one stride where the memory allows (a transposed view is read as it is), else gathered once,
// then one call of the matrix-product kernel (asm/matmul.ts) per batch element. A label that only
// one operand has and the result drops is contracted against a stride-0 axis of the other operand
// (the sum of a · b over it is b · the sum of a over it), so sums, traces and broadcasting need no
// path of their own.
//
// Dtypes: the result is the operands' promotion under the policy (weak if that is weak), or
// `preferredElementType`. Operands of different dtypes are first converted to that result dtype,
// as JAX's dot_general converts them (int32 257 with bfloat16 is 256), then widened to the
// accumulation dtype: float16/bfloat16 and the narrow floats in float32, integers of up to 32 bits
// (and bool, as a count whose truth is the `or` of the `and`s) in int32, 64-bit integers in int64,
// wrapping; the result is rounded or wrapped once at the end.
import type { AnyNDArray } from '../../types/ndarray.js';
import type { AnyDType } from '../../types/dtype.js';
import type { PolicySpec } from '../../types/policy.js';
import type {
  DotFunction,
  EinsumFunction,
  InnerFunction,
  MatmulFunction,
  OuterFunction,
  ProductFunctions,
  TensordotFunction,
  VdotFunction,
} from '../../types/matmul.js';
import {
  computeDType as narrowCompute,
  dtypeInfo,
  integerRange,
  isDType,
  isNarrow,
  isWeakType,
  itemSize,
  type DType,
} from '../lattice/dtypes.js';
import {
  axesCountText,
  axesLengthsText,
  batchMismatchText,
  contractionMismatchText,
  operandAxisRepeatedText,
  operandAxisText,
  scalarMatmulText,
  shapeText,
  show,
  tensordotMixedText,
} from '../errors/messages.js';
import {
  NDArray,
  allocArray,
  castArray,
  copyBytes,
  dataPointer,
  nodeOfArray,
  storage,
  stridesOf,
  viewOf,
} from '../array/ndarray.js';
import { checkOptions } from '../errors/options.js';
import { checkOut } from '../array/out.js';
import { resolvePolicy, type Policy } from '../policy/policy.js';
import { materializeUnder, resultNode } from '../plan/planner.js';
import { kernel, kernelFor, memory } from '../kernels/instance.js';

/** An operand with a label per axis (labels may repeat: a diagonal). `pad` virtual size-1 axes lead. */
interface Term {
  array: AnyNDArray;
  labels: readonly number[];
  pad: number;
}

/** The dtypes of a product: what it returns (and whether weakly typed), and what it accumulates in. */
interface DTypePlan {
  result: DType;
  weak: boolean;
  /** What operands of different dtypes are converted to first: the result dtype (as JAX's dot_general). */
  common: DType;
  compute: DType;
  /** What the operands are cast to: the compute dtype, or int16 for int32 products of 8- and 16-bit operands (the dot_i16x8_s kernel). */
  operand: DType;
}

/** Operands an int32 product reads as int16 (exactly; uint16 does not fit). */
const SIXTEEN_BITS: ReadonlySet<string> = new Set(['bool', 'int8', 'uint8', 'int16']);

/**
 * The dtype a contraction of two arrays of `dtype` hands the kernel: `dtype` itself where a kernel
 * widens it exactly while packing (8-bit integers and bool into the int16 kernel, bfloat16 and
 * float16 into the float32 one: no cast pass, no temporaries), else the plan's operand dtype.
 */
function kernelOperand(dtype: DType, plan: DTypePlan): DType {
  if (plan.operand === 'int16' && (dtype === 'int8' || dtype === 'uint8' || dtype === 'bool')) return dtype;
  if (plan.operand === 'float32' && (dtype === 'bfloat16' || dtype === 'float16')) return dtype;
  return plan.operand;
}

function withOperand(inputs: readonly AnyNDArray[], result: DType, weak: boolean): DTypePlan {
  const compute = accumulationDType(result);
  const narrow = compute === 'int32' && inputs.every((input) => SIXTEEN_BITS.has(input.dtype as string));
  return { result, weak, common: result, compute, operand: narrow ? 'int16' : compute };
}

/**
 * Whether an operand of `dtype` must be converted to `common` before it is widened to the
 * accumulation dtype: unless `common` holds every value of `dtype` (an integer in a wider
 * integer), casting straight to the accumulation dtype would skip its rounding (257 in bfloat16
 * is 256; uint64's maximum in float16 is inf, and inf · 0 is NaN).
 */
function roundsIn(dtype: DType, common: DType): boolean {
  if (dtype === common) return false;
  const own = integerRange(dtype);
  const target = integerRange(common);
  return own === undefined || target === undefined || own.min < target.min || own.max > target.max;
}

interface ProductOptions {
  out?: AnyNDArray;
  preferredElementType?: DType;
}

/** The dtype a product of `dtype` accumulates in: one of the kernels' six. */
export function accumulationDType(dtype: DType): DType {
  const wide = isNarrow(dtype) ? narrowCompute(dtype) : dtype;
  const { kind, bits } = dtypeInfo[wide];
  if (kind === 'bool') return 'int32';
  if (kind === 'int' || kind === 'uint') return bits === 64 ? 'int64' : 'int32';
  if (kind === 'float') return bits === 64 ? 'float64' : 'float32';
  return wide;
}

type Category = 'integral' | 'floating' | 'complex';
function categoryOf(dtype: DType): Category {
  const kind = dtypeInfo[dtype].kind;
  return kind === 'complex' ? 'complex' : kind === 'float' ? 'floating' : 'integral';
}

/**
 * The result dtype of a product of `inputs` (their promotion under the policy), or the preferred
 * element type, checked as JAX checks it: (integral → integral or floating), (floating →
 * floating), (complex → complex), and no narrower than the promotion.
 */
function planDTypes(
  name: string,
  policy: Policy,
  inputs: readonly AnyNDArray[],
  preferred: DType | undefined,
): DTypePlan {
  let node: AnyDType = nodeOfArray(inputs[0]!);
  node = resultNode(policy, 'multiply', [node, inputs.length === 1 ? node : nodeOfArray(inputs[1]!)]);
  for (let index = 2; index < inputs.length; index += 1)
    node = resultNode(policy, 'multiply', [node, nodeOfArray(inputs[index]!)]);
  const promoted = materializeUnder(policy, node);
  if (preferred === undefined) return withOperand(inputs, promoted, isWeakType(node));
  const from = categoryOf(promoted);
  const to = categoryOf(preferred);
  const compatible = from === to || (from === 'integral' && to === 'floating');
  if (!compatible) {
    throw new TypeError(
      `${name}: preferredElementType '${preferred}' does not fit operands of dtype '${promoted}': the pairs allowed are (integer, integer), (integer, float), (float, float) and (complex, complex).`,
    );
  }
  if (from === to && itemSize(preferred) < itemSize(promoted)) {
    throw new TypeError(
      `${name}: preferredElementType '${preferred}' is narrower than the operands' dtype '${promoted}'.`,
    );
  }
  return withOperand(inputs, preferred, false);
}

/** Reads `{ out, preferredElementType }`; anything else is a TypeError naming it. */
function readOptions(name: string, options: unknown): ProductOptions {
  if (options === undefined) return {};
  if (typeof options !== 'object' || options === null || Array.isArray(options) || options instanceof NDArray) {
    throw new TypeError(`${name}: options must be an object like { out, preferredElementType }, got ${show(options)}.`);
  }
  const { out, preferredElementType, ...rest } = options as Record<string, unknown>;
  const unknown = Object.keys(rest);
  if (unknown.length > 0)
    throw new TypeError(`${name}: unknown option '${unknown[0]}'; the options are out and preferredElementType.`);
  if (out !== undefined && !(out instanceof NDArray))
    throw new TypeError(`${name}: out must be an NDArray, got ${show(out)}.`);
  if (preferredElementType !== undefined && !isDType(preferredElementType)) {
    throw new TypeError(
      `${name}: preferredElementType must be a dtype name such as 'int32' or 'float32', got ${show(preferredElementType)}.`,
    );
  }
  return { out: out as AnyNDArray | undefined, preferredElementType: preferredElementType as DType | undefined };
}

/** The names tensordot's keyword form takes: NumPy's `axes`, and the products' options. */
export const tensordotOptionNames: readonly ['axes', 'out', 'preferredElementType'] = Object.freeze([
  'axes',
  'out',
  'preferredElementType',
] as const);

/**
 * tensordot's (axes, options), from tensordot(a, b, axes, options) or NumPy's keyword spelling
 * tensordot(a, b, { axes, out, preferredElementType }): an options object is a plain object, which
 * axes (a number or a pair of lists) never is.
 */
function tensordotArguments(third: unknown, fourth: unknown): [unknown, unknown] {
  const plain = typeof third === 'object' && third !== null && !Array.isArray(third) && !(third instanceof NDArray);
  if (!plain) return [third, fourth];
  const { axes = 2, ...options } = checkOptions('tensordot', third, tensordotOptionNames);
  if (fourth !== undefined) throw new TypeError(tensordotMixedText());
  return [axes, options];
}

function checkOperand(name: string, side: string, value: unknown): AnyNDArray {
  if (!(value instanceof NDArray))
    throw new TypeError(
      `${name}: operand ${side} must be an NDArray, got ${show(value)}; make one with array() first.`,
    );
  dataPointer(value as AnyNDArray); // a clear error for a disposed array
  return value as AnyNDArray;
}

/** The bytes an array's elements may touch: [first, end). */
function extent(array: AnyNDArray): [number, number] {
  const bytes = itemSize(array.dtype as DType);
  const pointer = array[storage].pointer;
  if (array.size === 0) return [pointer, pointer];
  const strides = stridesOf(array);
  let low = 0;
  let high = 0;
  array.shape.forEach((size: number, axis: number) => {
    const stride = strides[axis]!;
    if (stride > 0) high += stride * (size - 1);
    else low += stride * (size - 1);
  });
  return [pointer + low * bytes, pointer + Math.ceil((high + 1) * bytes)];
}

/** `out` checked before any work: the result's dtype and shape, and no memory shared with an operand. */
function checkProductOut(
  name: string,
  out: AnyNDArray,
  plan: DTypePlan,
  shape: readonly number[],
  operands: readonly AnyNDArray[],
): void {
  checkOut(name, out, plan.result, shape);
  const [start, end] = extent(out);
  operands.forEach((operand, index) => {
    const [first, last] = extent(operand);
    if (first < end && start < last) {
      throw new TypeError(
        `${name}: out (${out.dtype}, shape ${shapeText(out.shape)}) shares memory with operand ${index} (${operand.dtype}, shape ${shapeText(operand.shape)}); pass an out that no operand reads.`,
      );
    }
  });
}

/** Runs `body` with a list for temporaries, which are disposed afterwards whatever happens. */
function withTemporaries<Result>(body: (temporary: (array: AnyNDArray) => AnyNDArray) => Result): Result {
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

type LabelName = (label: number) => string;
/** Whether a label's size-1 axes stretch to the other operand's size. */
type Broadcasts = (label: number) => boolean;
const everyLabel: Broadcasts = () => true;
const noLabel: Broadcasts = () => false;

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
  plan: DTypePlan,
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
  const sameDType = left.array.dtype === right.array.dtype;
  const operand = sameDType ? kernelOperand(left.array.dtype as DType, plan) : plan.operand;
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
  const batchCount = sizeOf(batch);

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
  const bytes = itemSize(plan.compute);
  const total = batchCount * rowCount * colCount;
  if (total > 0 && depth === 0) new Uint8Array(memory().buffer, product[storage].pointer, total * bytes).fill(0);
  else if (total > 0) {
    const run = kernel(`matmul_${operand}`);
    const operandBytes = itemSize(operand);
    const index = batch.map(() => 0);
    const batchA = batch.map((label) => a.strides.get(label) ?? 0);
    const batchB = batch.map((label) => b.strides.get(label) ?? 0);
    let offsetA = 0;
    let offsetB = 0;
    const baseA = first.array[storage].pointer;
    const baseB = second.array[storage].pointer;
    const stepC = rowCount * colCount * bytes;
    for (let step = 0; step < batchCount; step += 1) {
      const status = run(
        baseA + offsetA * operandBytes,
        rows.length === 0 ? 0 : a.outerStride,
        a.innerStride,
        baseB + offsetB * operandBytes,
        b.innerStride,
        cols.length === 0 ? 0 : b.outerStride,
        product[storage].pointer + step * stepC,
        rowCount,
        colCount,
        depth,
      );
      if (status !== 0) {
        product.dispose();
        throw new RangeError(
          `${name}: out of WebAssembly memory for the packed operands of a ${rowCount}×${depth} by ${depth}×${colCount} product.`,
        );
      }
      // The next batch index (row-major), and the operands' offsets with it.
      for (let axis = batch.length - 1; axis >= 0; axis -= 1) {
        index[axis] += 1;
        offsetA += batchA[axis]!;
        offsetB += batchB[axis]!;
        if (index[axis]! < batchSizes[axis]!) break;
        offsetA -= batchA[axis]! * batchSizes[axis]!;
        offsetB -= batchB[axis]! * batchSizes[axis]!;
        index[axis] = 0;
      }
    }
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
  const naturalStrides = contiguous(natural.map((label) => sizes.get(label)!));
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

function contiguous(shape: readonly number[]): number[] {
  const strides = shape.map(() => 1);
  for (let axis = shape.length - 2; axis >= 0; axis -= 1) strides[axis] = strides[axis + 1]! * shape[axis + 1]!;
  return strides;
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
function product(
  name: string,
  policy: Policy,
  terms: Term[],
  output: readonly number[],
  outputShape: readonly number[],
  options: ProductOptions,
  broadcasts: Broadcasts,
  labelName: LabelName,
  prepare?: (plan: DTypePlan, temporary: (array: AnyNDArray) => AnyNDArray) => void,
): AnyNDArray {
  let plan = planDTypes(
    name,
    policy,
    terms.map((term) => term.array),
    options.preferredElementType,
  );
  // Intermediate products (more than two operands) and the stand-in 1 are in the compute dtype.
  if (terms.length !== 2) plan = { ...plan, operand: plan.compute };
  const { out } = options;
  if (out !== undefined)
    checkProductOut(
      name,
      out,
      plan,
      outputShape,
      terms.map((term) => term.array),
    );
  return deliver(
    withTemporaries((temporary) => {
      // Operands of different dtypes converted to the common dtype first (in place: prepare reads
      // the same list); operands of one dtype go to the kernel as they are, as before.
      const mixed = terms.some((term) => term.array.dtype !== terms[0]!.array.dtype);
      terms.forEach((term, index) => {
        if (mixed && roundsIn(term.array.dtype as DType, plan.common))
          terms[index] = { ...term, array: temporary(castArray(term.array, plan.common, false, name)) };
      });
      prepare?.(plan, temporary);
      if (terms.length === 1) {
        const one = temporary(allocArray(plan.compute, [], false, name));
        new Uint8Array(memory().buffer, one[storage].pointer, itemSize(plan.compute)).fill(0);
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

/** Writes 1 in an accumulation dtype at `pointer` (the stand-in second operand of a one-operand einsum). */
function writeOne(dtype: DType, pointer: number): void {
  const view = new DataView(memory().buffer);
  switch (dtype) {
    case 'float32':
    case 'complex64':
      view.setFloat32(pointer, 1, true);
      break;
    case 'float64':
    case 'complex128':
      view.setFloat64(pointer, 1, true);
      break;
    case 'int32':
      view.setInt32(pointer, 1, true);
      break;
    default:
      view.setBigInt64(pointer, 1n, true);
  }
}

const axisLabel: LabelName = (label) => `axis label ${label}`;

/** NumPy's broadcast of matmul's batch axes; undefined where they do not broadcast. */
function broadcastBatch(left: readonly number[], right: readonly number[]): number[] | undefined {
  const length = Math.max(left.length, right.length);
  const result: number[] = [];
  for (let index = 0; index < length; index += 1) {
    const first = left[left.length - length + index] ?? 1;
    const second = right[right.length - length + index] ?? 1;
    if (first !== second && first !== 1 && second !== 1) return undefined;
    result.push(first === 1 ? second : first);
  }
  return result;
}

/**
 * A 2-D product whose operands are already in the kernel's dtype and whose result is that dtype
 * (float32 @ float32 …): one kernel call on the operands' own strides, without the general
 * routine's bookkeeping, which costs more than the arithmetic of a 16×16 product. Undefined where
 * the general routine is needed (casts, a wider result, an empty axis).
 */
function directProduct(
  policy: Policy,
  a: AnyNDArray,
  b: AnyNDArray,
  preferred: DType | undefined,
): AnyNDArray | undefined {
  const plan = planDTypes('matmul', policy, [a, b], preferred);
  if (a.dtype !== plan.operand || b.dtype !== plan.operand || plan.result !== plan.compute) return undefined;
  const [rows, depth] = a.shape as [number, number];
  const columns = b.shape[1]!;
  if (rows === 0 || depth === 0 || columns === 0) return undefined;
  const stridesA = stridesOf(a);
  const stridesB = stridesOf(b);
  const result = allocArray(plan.result, [rows, columns], plan.weak, 'matmul');
  const status = kernelFor('matmul_', plan.operand)(
    a[storage].pointer,
    stridesA[0]!,
    stridesA[1]!,
    b[storage].pointer,
    stridesB[0]!,
    stridesB[1]!,
    result[storage].pointer,
    rows,
    columns,
    depth,
  );
  if (status !== 0) {
    result.dispose();
    throw new RangeError(
      `matmul: out of WebAssembly memory for the packed operands of a ${rows}×${depth} by ${depth}×${columns} product.`,
    );
  }
  return result;
}

/** The product functions bound to one policy (`withPolicy(policy)` includes them). */
export function createProducts<Policy extends PolicySpec = 'jax'>(spec?: Policy): ProductFunctions<Policy> {
  const policy = resolvePolicy(spec as PolicySpec | undefined, 'createProducts');

  function matmul(left: unknown, right: unknown, options?: unknown): AnyNDArray {
    const a = checkOperand('matmul', 'a', left);
    const b = checkOperand('matmul', 'b', right);
    const settings = readOptions('matmul', options);
    if (a.ndim === 0) throw new TypeError(scalarMatmulText('matmul', 'a'));
    if (b.ndim === 0) throw new TypeError(scalarMatmulText('matmul', 'b'));
    const depthA = a.shape[a.ndim - 1]!;
    const depthB = b.ndim === 1 ? b.shape[0]! : b.shape[b.ndim - 2]!;
    if (depthA !== depthB) {
      throw new RangeError(
        contractionMismatchText('matmul', String(depthA), String(depthB), shapeText(a.shape), shapeText(b.shape)),
      );
    }
    if (a.ndim === 2 && b.ndim === 2 && settings.out === undefined) {
      const direct = directProduct(policy, a, b, settings.preferredElementType);
      if (direct !== undefined) return direct;
    }
    const batchA = a.shape.slice(0, Math.max(0, a.ndim - 2));
    const batchB = b.shape.slice(0, Math.max(0, b.ndim - 2));
    const batch = broadcastBatch(batchA, batchB);
    if (batch === undefined) throw new RangeError(batchMismatchText('matmul', shapeText(a.shape), shapeText(b.shape)));
    // Labels: batch axes 3, 4, … (aligned from the right), rows 0, contracted 1, columns 2.
    const batchLabels = batch.map((_, index) => 3 + index);
    const labelsA = [...batchLabels, ...(a.ndim === 1 ? [] : [0]), 1];
    const labelsB = [...batchLabels, 1, ...(b.ndim === 1 ? [] : [2])];
    const output = [...batchLabels, ...(a.ndim === 1 ? [] : [0]), ...(b.ndim === 1 ? [] : [2])];
    const shape = [
      ...batch,
      ...(a.ndim === 1 ? [] : [a.shape[a.ndim - 2]!]),
      ...(b.ndim === 1 ? [] : [b.shape[b.ndim - 1]!]),
    ];
    const termA: Term = { array: a, labels: labelsA, pad: labelsA.length - a.ndim };
    const termB: Term = { array: b, labels: labelsB, pad: labelsB.length - b.ndim };
    return product('matmul', policy, [termA, termB], output, shape, settings, everyLabel, axisLabel);
  }

  /** Contracts axes `axesA` of a with `axesB` of b (already normalised); the rest in order, a's first. */
  function pairProduct(
    name: string,
    a: AnyNDArray,
    b: AnyNDArray,
    axesA: readonly number[],
    axesB: readonly number[],
    settings: ProductOptions,
  ): AnyNDArray {
    axesA.forEach((axis, index) => {
      const sizeA = a.shape[axis]!;
      const sizeB = b.shape[axesB[index]!]!;
      if (sizeA !== sizeB)
        throw new RangeError(
          contractionMismatchText(name, String(sizeA), String(sizeB), shapeText(a.shape), shapeText(b.shape)),
        );
    });
    const labelsA = a.shape.map((_: number, axis: number) => axis);
    const labelsB = b.shape.map((_: number, axis: number) => a.ndim + axis);
    axesB.forEach((axis, index) => {
      labelsB[axis] = axesA[index]!;
    });
    const output = [
      ...labelsA.filter((label: number) => !axesA.includes(label)),
      ...labelsB.filter((label: number) => label >= a.ndim),
    ];
    const shape = [
      ...a.shape.filter((_: number, axis: number) => !axesA.includes(axis)),
      ...b.shape.filter((_: number, axis: number) => !axesB.includes(axis)),
    ];
    return product(
      name,
      policy,
      [
        { array: a, labels: labelsA, pad: 0 },
        { array: b, labels: labelsB, pad: 0 },
      ],
      output,
      shape,
      settings,
      noLabel,
      axisLabel,
    );
  }

  function normaliseAxes(name: string, side: string, array: AnyNDArray, axes: unknown): number[] {
    const list = typeof axes === 'number' ? [axes] : axes;
    if (!Array.isArray(list))
      throw new TypeError(`${name}: the axes of ${side} must be an integer or a list of integers, got ${show(axes)}.`);
    const seen = new Set<number>();
    return list.map((axis: unknown) => {
      if (typeof axis !== 'number' || !Number.isInteger(axis))
        throw new TypeError(`${name}: the axes of ${side} must be integers, got ${show(axes)}.`);
      if (axis < -array.ndim || axis >= array.ndim) {
        throw new RangeError(operandAxisText(name, String(axis), side, shapeText(array.shape)));
      }
      const normal = axis < 0 ? axis + array.ndim : axis;
      if (seen.has(normal)) throw new RangeError(operandAxisRepeatedText(name, normal, side, show(axes)));
      seen.add(normal);
      return normal;
    });
  }

  function tensordot(left: unknown, right: unknown, third: unknown = 2, fourth?: unknown): AnyNDArray {
    const a = checkOperand('tensordot', 'a', left);
    const b = checkOperand('tensordot', 'b', right);
    const [axes, options] = tensordotArguments(third, fourth);
    const settings = readOptions('tensordot', options);
    let axesA: number[];
    let axesB: number[];
    if (typeof axes === 'number') {
      if (!Number.isInteger(axes) || axes < 0 || axes > a.ndim || axes > b.ndim) {
        throw new RangeError(axesCountText('tensordot', String(axes), a.ndim, b.ndim));
      }
      axesA = a.shape.map((_: number, axis: number) => axis).slice(a.ndim - axes);
      axesB = b.shape.map((_: number, axis: number) => axis).slice(0, axes);
    } else if (Array.isArray(axes) && axes.length === 2) {
      axesA = normaliseAxes('tensordot', 'a', a, axes[0]);
      axesB = normaliseAxes('tensordot', 'b', b, axes[1]);
      if (axesA.length !== axesB.length) {
        throw new RangeError(axesLengthsText('tensordot', axesA.length, axesB.length, show(axes)));
      }
    } else {
      throw new TypeError(`tensordot: axes must be an integer or a pair [axes of a, axes of b], got ${show(axes)}.`);
    }
    return pairProduct('tensordot', a, b, axesA, axesB, settings);
  }

  function dot(left: unknown, right: unknown, options?: unknown): AnyNDArray {
    const a = checkOperand('dot', 'a', left);
    const b = checkOperand('dot', 'b', right);
    const settings = readOptions('dot', options);
    if (a.ndim === 0 || b.ndim === 0) return pairProduct('dot', a, b, [], [], settings);
    return pairProduct('dot', a, b, [a.ndim - 1], [b.ndim === 1 ? 0 : b.ndim - 2], settings);
  }

  function inner(left: unknown, right: unknown, options?: unknown): AnyNDArray {
    const a = checkOperand('inner', 'a', left);
    const b = checkOperand('inner', 'b', right);
    const settings = readOptions('inner', options);
    if (a.ndim === 0 || b.ndim === 0) return pairProduct('inner', a, b, [], [], settings);
    return pairProduct('inner', a, b, [a.ndim - 1], [b.ndim - 1], settings);
  }

  /** A 1-D view of every element (a copy where the memory is not one run). */
  function ravel(array: AnyNDArray, temporary: (array: AnyNDArray) => AnyNDArray, name: string): AnyNDArray {
    const flat =
      array[storage].strides === undefined ? array : temporary(castArray(array, array.dtype as DType, false, name));
    return temporary(viewOf(flat, [array.size], [1], 0, array.weakType));
  }

  function outer(left: unknown, right: unknown, options?: unknown): AnyNDArray {
    const a = checkOperand('outer', 'a', left);
    const b = checkOperand('outer', 'b', right);
    const settings = readOptions('outer', options);
    return withTemporaries((temporary) =>
      pairProduct('outer', ravel(a, temporary, 'outer'), ravel(b, temporary, 'outer'), [], [], settings),
    );
  }

  function vdot(left: unknown, right: unknown, options?: unknown): AnyNDArray {
    const a = checkOperand('vdot', 'a', left);
    const b = checkOperand('vdot', 'b', right);
    const settings = readOptions('vdot', options);
    if (a.size !== b.size)
      throw new RangeError(
        contractionMismatchText('vdot', String(a.size), String(b.size), shapeText(a.shape), shapeText(b.shape)),
      );
    return withTemporaries((temporary) => {
      const flatA = ravel(a, temporary, 'vdot');
      const flatB = ravel(b, temporary, 'vdot');
      const terms: Term[] = [
        { array: flatA, labels: [0], pad: 0 },
        { array: flatB, labels: [0], pad: 0 },
      ];
      // Complex a is conjugated: cast to the accumulation dtype (a copy of our own), imaginary parts negated.
      const conjugate = (plan: DTypePlan, own: (array: AnyNDArray) => AnyNDArray) => {
        if (dtypeInfo[plan.compute].kind !== 'complex') return;
        const copy = own(castArray(terms[0]!.array, plan.compute, false, 'vdot'));
        const parts =
          plan.compute === 'complex64'
            ? new Float32Array(memory().buffer, copy[storage].pointer, copy.size * 2)
            : new Float64Array(memory().buffer, copy[storage].pointer, copy.size * 2);
        for (let index = 1; index < parts.length; index += 2) parts[index] = -parts[index]!;
        terms[0] = { array: copy, labels: [0], pad: 0 };
      };
      return product('vdot', policy, terms, [], [], settings, noLabel, axisLabel, conjugate);
    });
  }

  function einsum(subscripts: unknown, ...rest: unknown[]): AnyNDArray {
    if (typeof subscripts !== 'string')
      throw new TypeError(
        `einsum: the first argument must be a subscripts string such as 'ij,jk->ik', got ${show(subscripts)}.`,
      );
    const last = rest[rest.length - 1];
    const settings =
      rest.length > 0 && !(last instanceof NDArray) && typeof last === 'object' && last !== null
        ? readOptions('einsum', rest.pop())
        : {};
    const operands = rest.map((value, index) => checkOperand('einsum', String(index), value));
    const { inputs, output } = parseSubscripts(
      subscripts,
      operands.map((operand) => operand.ndim),
    );
    const sizes = new Map<number, number>();
    const owner = new Map<number, number>();
    inputs.forEach((labels, index) => {
      const array = operands[index]!;
      labels.forEach((label, axis) => {
        const size = array.shape[axis]!;
        const known = sizes.get(label);
        const stretches = isEllipsisLabel(label);
        if (known === undefined || (known === 1 && stretches)) {
          sizes.set(label, size);
          owner.set(label, index);
        } else if (known !== size && !(size === 1 && stretches)) {
          const first = owner.get(label)!;
          throw new RangeError(
            stretches
              ? `einsum: the axes '...' stands for do not broadcast: sizes ${known} (operand ${first}, shape ${shapeText(operands[first]!.shape)}) and ${size} (operand ${index}, shape ${shapeText(array.shape)}) in '${subscripts}'.`
              : `einsum: letter '${String.fromCharCode(label)}' has sizes ${known} (operand ${first}) and ${size} (operand ${index}) in '${subscripts}'.`,
          );
        }
      });
    });
    const terms = inputs.map((labels, index) => ({ array: operands[index]!, labels, pad: 0 }));
    return product(
      'einsum',
      policy,
      terms,
      output,
      output.map((label) => sizes.get(label)!),
      settings,
      isEllipsisLabel,
      einsumLabel,
    );
  }

  return Object.freeze({ matmul, dot, vdot, inner, outer, tensordot, einsum }) as unknown as ProductFunctions<Policy>;
}

/** The most operands einsum takes (NumPy's limit). */
const MAX_OPERANDS = 32;

/**
 * Labels of the axes that '...' stands for: ELLIPSIS + d for the d-th such axis from the right, so
 * that operands with fewer of them line up on the right, as NumPy's broadcasting does.
 */
const ELLIPSIS = 0x10000;
const isEllipsisLabel: Broadcasts = (label) => label >= ELLIPSIS;
const einsumLabel: LabelName = (label) =>
  label >= ELLIPSIS
    ? `the axis ${label - ELLIPSIS + 1} from the right of '...'`
    : `letter '${String.fromCharCode(label)}'`;

/**
 * Parses einsum subscripts ('ij,jk->ik', implicit 'ij,jk': the letters used once, in alphabetical
 * order, or with '...': '...ij,...jk->...ik') for operands of `ndims` dimensions into labels per
 * operand and for the output (letter codes, and ELLIPSIS + d for the axes '...' stands for), with
 * NumPy's rules and errors. Implicit output puts the '...' axes first; an explicit output without
 * '...' is refused when '...' stands for any axis (NumPy's rule: those axes are not summed).
 */
export function parseSubscripts(
  subscripts: string,
  ndims: readonly number[],
): { inputs: number[][]; output: number[] } {
  const text = subscripts.replace(/\s+/g, '');
  const count = ndims.length;
  if (count === 0)
    throw new TypeError(`einsum: no operands for '${subscripts}'; pass one array per comma-separated term.`);
  if (count > MAX_OPERANDS)
    throw new RangeError(`einsum: too many operands (${count}); einsum takes at most ${MAX_OPERANDS}.`);
  const arrow = text.indexOf('->');
  if (arrow !== text.lastIndexOf('->')) throw new TypeError(`einsum: '${subscripts}' has more than one '->'.`);
  const left = arrow < 0 ? text : text.slice(0, arrow);
  const terms = left.split(',');
  if (terms.length !== count)
    throw new RangeError(
      `einsum: '${subscripts}' names ${terms.length} operand${terms.length === 1 ? '' : 's'}, but ${count} were given.`,
    );
  const letter = /^[a-zA-Z]$/;
  /** The letters of a term, and where its '...' is (-1 without one). */
  const split = (term: string): { codes: number[]; at: number } => {
    const dots = term.indexOf('.');
    let rest = term;
    let at = -1;
    if (dots >= 0) {
      if (term.slice(dots, dots + 3) !== '...' || term.indexOf('.', dots + 3) >= 0) {
        throw new TypeError(
          `einsum: '${term}' in '${subscripts}' has a '.' that is not part of one '...'; a term has at most one ellipsis.`,
        );
      }
      rest = term.slice(0, dots) + term.slice(dots + 3);
      at = dots;
    }
    const codes = [...rest].map((character) => {
      if (!letter.test(character))
        throw new TypeError(
          `einsum: '${character}' in '${subscripts}' is not a letter; subscripts are the letters a-z and A-Z (and '...').`,
        );
      return character.charCodeAt(0);
    });
    return { codes, at };
  };
  const parsed = terms.map(split);
  let ellipsisRank = 0;
  const inputs = parsed.map(({ codes, at }, index) => {
    const ndim = ndims[index]!;
    const covered = ndim - codes.length;
    if (at < 0 ? covered !== 0 : covered < 0) {
      throw new RangeError(
        `einsum: operand ${index} has ${ndim} dimension${ndim === 1 ? '' : 's'}, but its subscripts '${terms[index]}' name ${at < 0 ? '' : 'at least '}${codes.length}.`,
      );
    }
    if (at < 0) return codes;
    ellipsisRank = Math.max(ellipsisRank, covered);
    return [...codes.slice(0, at), ...ellipsisLabels(covered), ...codes.slice(at)];
  });
  const counts = new Map<number, number>();
  for (const { codes } of parsed) for (const code of codes) counts.set(code, (counts.get(code) ?? 0) + 1);
  let output: number[];
  if (arrow < 0) {
    output = [
      ...ellipsisLabels(ellipsisRank),
      ...[...counts.keys()].filter((code) => counts.get(code) === 1).sort((first, second) => first - second),
    ];
  } else {
    const { codes, at } = split(text.slice(arrow + 2));
    const seen = new Set<number>();
    for (const code of codes) {
      if (!counts.has(code))
        throw new RangeError(
          `einsum: output letter '${String.fromCharCode(code)}' of '${subscripts}' appears in no operand's subscripts.`,
        );
      if (seen.has(code))
        throw new RangeError(`einsum: output letter '${String.fromCharCode(code)}' appears twice in '${subscripts}'.`);
      seen.add(code);
    }
    if (at < 0 && ellipsisRank > 0) {
      throw new RangeError(
        `einsum: '...' stands for ${ellipsisRank} ax${ellipsisRank === 1 ? 'is' : 'es'} in '${subscripts}', but the output has no '...' to keep ${ellipsisRank === 1 ? 'it' : 'them'}; write '...' in the output (NumPy does not sum them).`,
      );
    }
    output = at < 0 ? codes : [...codes.slice(0, at), ...ellipsisLabels(ellipsisRank), ...codes.slice(at)];
  }
  return { inputs, output };
}

/** The labels of `rank` axes that '...' stands for, leftmost first. */
function ellipsisLabels(rank: number): number[] {
  return Array.from({ length: rank }, (_, index) => ELLIPSIS + rank - 1 - index);
}

/** The products under JAX's policy (the default). */
export const jaxProducts = /* @__PURE__ */ createProducts('jax');

/** NumPy's `a @ b`: `matmul(NDArray<'float32', [2, 3]>, NDArray<'float32', [3, 4]>)` is an `NDArray<'float32', [2, 4]>`. */
export const matmul = jaxProducts.matmul as unknown as MatmulFunction;
/** NumPy's `dot`: a scalar multiplies; 1-D · 1-D is the inner product; else a's last axis with b's second-to-last (or only). */
export const dot = jaxProducts.dot as unknown as DotFunction;
/** NumPy's `vdot`: the flattened a, conjugated, times the flattened b, summed. */
export const vdot = jaxProducts.vdot as unknown as VdotFunction;
/** NumPy's `inner`: the last axes contract. */
export const inner = jaxProducts.inner as unknown as InnerFunction;
/** NumPy's `outer`: every element of a times every element of b, shape [a.size, b.size]. */
export const outer = jaxProducts.outer as unknown as OuterFunction;
/** NumPy's `tensordot(a, b, axes)`: axes N (a's last N with b's first N) or [axes of a, axes of b]. */
export const tensordot = jaxProducts.tensordot as unknown as TensordotFunction;
/** NumPy's `einsum('ij,jk->ik', a, b)`, options last. */
export const einsum = jaxProducts.einsum as unknown as EinsumFunction;
