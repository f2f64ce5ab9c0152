// Reductions and scans: sum, prod, mean, var, std, min, max, argmin, argmax, any, all, cumsum,
// cumprod. Result dtypes follow the registry's reduction rules (JAX's jnp reductions); the kernels
// (asm/reduce.ts) run on the dtype a rule accumulates in, and the result is cast once at the end.
//
// A reduction over any set of axes runs as reductions over one run of adjacent axes at a time,
// innermost first: a run at the end of the shape is a row reduction (contiguous, SIMD, pairwise
// for floats); a run in the middle combines whole rows with v128 steps, and long float sums over
// it are split in halves whose partial sums are added (pairwise again).
import type { AnyNDArray } from '../types/array.js';
import type { PolicySpec } from '../types/policy.js';
import type { ReductionFunctions } from '../types/reductions.js';
import { byteLength, computeDType as narrowCompute, dtypeInfo, isNarrow, itemSize, type DType } from './dtypes.js';
import { axisOutOfBoundsText, shapeText, show } from './messages.js';
import { isPackedView, scatterPacked } from './packed.js';
import { NDArray, allocArray, scalarShape, castArray, copyBytes, dataPointer, pointerOf, storage, withContiguous } from './ndarray.js';
import { jaxOperations } from './operations.js';
import { checkOut } from './out.js';
import { resolvePolicy } from './policy.js';
import { full } from './creation.js';
import { reductionRows, type reductionRules } from './registry.js';
import { writeScalar } from './values.js';
import { allocBytes, freeBytes, kernel, kernelFor, scalarSlot } from './wasm/instance.js';

type AnyArray = AnyNDArray;
type ReductionRow = (typeof reductionRows)[number];
/** Every reduction, by name. */
export type ReductionName = ReductionRow['name'];
/** The reduction result rules (the registry's `reductionRules`). */
export type ReductionRule = keyof typeof reductionRules;

/** Each reduction's registry row, by name. */
export const reductionInfo = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ Object.fromEntries(/* @__PURE__ */ reductionRows.map((row) => [row.name, row])),
) as { readonly [Name in ReductionName]: Extract<ReductionRow, { readonly name: Name }> };

/** Reductions, in registry order. */
export const reductionNames = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ reductionRows.map((row) => row.name)) as readonly ReductionName[];

/**
 * The result dtype of a reduction rule on an input dtype (JAX's jnp reductions), with the
 * default int/uint (int64/uint64 with x64, int32/uint32 without).
 */
export function reductionResultType(rule: ReductionRule, dtype: DType, x64 = true): DType {
  const { kind, bits, inexact } = dtypeInfo[dtype];
  const width = x64 ? 64 : 32;
  switch (rule) {
    case 'accumulate':
      if (kind === 'bool') return x64 ? 'int64' : 'int32';
      if (kind === 'int' && bits < width) return x64 ? 'int64' : 'int32';
      if (kind === 'uint' && bits < width) return x64 ? 'uint64' : 'uint32';
      return dtype;
    case 'mean':
      return inexact;
    case 'variance':
      return dtypeInfo[inexact].real;
    case 'extreme':
      return dtype;
    case 'index':
      return x64 ? 'int64' : 'int32';
    case 'truth':
      return 'bool';
  }
}

/** float16 and bfloat16 compute in float32 (JAX's upcast), the narrow dtypes in theirs (float32, int32); everything else in itself. */
function computeDType(dtype: DType): DType {
  if (isNarrow(dtype)) return narrowCompute(dtype);
  return dtypeInfo[dtype].kind === 'float' && dtypeInfo[dtype].bits === 16 ? 'float32' : dtype;
}

/** Options a reduction takes (ddof only for var and std). */
interface ReductionOptions {
  axis?: number | readonly number[];
  keepdims?: boolean;
  ddof?: number;
  out?: AnyArray;
}

function readOptions(name: ReductionName, options: unknown): ReductionOptions {
  if (options === undefined) return {};
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new TypeError(`${name}: options must be an object like { axis, keepdims, out }, got ${show(options)}.`);
  }
  const { axis, keepdims, ddof, out } = options as Record<string, unknown>;
  if (keepdims !== undefined && typeof keepdims !== 'boolean') throw new TypeError(`${name}: keepdims must be true or false, got ${show(keepdims)}.`);
  if (ddof !== undefined && (name !== 'var' && name !== 'std')) throw new TypeError(`${name}: ddof is an option of var and std only.`);
  if (ddof !== undefined && (typeof ddof !== 'number' || !Number.isFinite(ddof))) throw new TypeError(`${name}: ddof must be a finite number, got ${show(ddof)}.`);
  if (out !== undefined && !(out instanceof NDArray)) throw new TypeError(`${name}: out must be an NDArray, got ${show(out)}.`);
  if (keepdims !== undefined && isScan(name)) {
    throw new TypeError(`${name}: keepdims is not an option of ${name} (its result has the input's shape).`);
  }
  return { axis: axis as ReductionOptions['axis'], keepdims: keepdims as boolean | undefined, ddof: ddof as number | undefined, out: out as AnyArray | undefined };
}

function isScan(name: ReductionName): boolean {
  const { kernel: own } = reductionInfo[name];
  return typeof own === 'object' && own.abi === 'scan';
}

/**
 * The axes a reduction runs over, normalised (negative counted from the end), sorted and checked:
 * integers in [-ndim, ndim), none repeated; one axis at most for 'one'-axis reductions.
 * `undefined` means every axis.
 */
export function reductionAxes(name: ReductionName, shape: readonly number[], axis: unknown): number[] {
  const ndim = shape.length;
  if (axis === undefined || axis === null) return shape.map((_, index) => index);
  const many = reductionInfo[name].axes === 'many';
  const list = Array.isArray(axis) ? axis : [axis];
  if (Array.isArray(axis) && !many) {
    throw new TypeError(`${name}: axis is one axis (or undefined, for the flattened array), got ${show(axis)}.`);
  }
  const seen = new Set<number>();
  for (const entry of list) {
    if (typeof entry !== 'number' || !Number.isInteger(entry)) {
      throw new TypeError(`${name}: axis must be an integer${many ? ' or a list of integers' : ''}, got ${show(axis)}.`);
    }
    if (entry < -ndim || entry >= ndim) throw new RangeError(axisOutOfBoundsText(name, String(entry), String(ndim)));
    const normal = entry < 0 ? entry + ndim : entry;
    if (seen.has(normal)) throw new RangeError(`${name}: axis ${normal} is repeated in ${show(axis)}.`);
    seen.add(normal);
  }
  return [...seen].sort((first, second) => first - second);
}

/** The shape left after reducing `axes` (kept as 1s with keepdims). */
function reducedShape(shape: readonly number[], axes: readonly number[], keepdims: boolean): number[] {
  const result: number[] = [];
  for (let axis = 0; axis < shape.length; axis += 1) {
    if (!axes.includes(axis)) result.push(shape[axis]!);
    else if (keepdims) result.push(1);
  }
  return result;
}

type RowsEntry = 'sum' | 'prod' | 'max_' | 'min_';

/** Middle-axis float sums longer than this are split in halves (pairwise over rows). */
const PAIRWISE_ROWS = 64;

/**
 * Reduces a contiguous array of a kernel dtype over `axes` into a new array of `shape` (the
 * reduced shape, keepdims applied). The caller has handled empty reductions.
 */
function reduceAxes(entry: RowsEntry, source: AnyArray, axes: readonly number[], shape: readonly number[]): AnyArray {
  const dtype = source.dtype as DType;
  if (axes.length === source.shape.length && source.size > 1) {
    // Every axis: one run over all the elements (what the runs below come to), one kernel call.
    const total = allocArray(dtype, shape, false, entry);
    kernelFor(`reduce_${entry}_`, dtype)(pointerOf(source), source.size, 1, total[storage].pointer);
    return total;
  }
  const bytes = itemSize(dtype);
  // Runs of adjacent axes that are all reduced or all kept; axes of size 1 drop out.
  const runs: { size: number; reduced: boolean }[] = [];
  source.shape.forEach((size: number, axis: number) => {
    if (size === 1) return;
    const reduced = axes.includes(axis);
    const last = runs.length === 0 ? undefined : runs[runs.length - 1];
    if (last && last.reduced === reduced) last.size *= size;
    else runs.push({ size, reduced });
  });
  let current = source;
  try {
    let remaining = runs.filter((run) => run.reduced).length;
    if (remaining === 0) {
      const copy = allocArray(dtype, shape, false, entry);
      copyBytes(pointerOf(source), copy[storage].pointer, source.size * bytes);
      return copy;
    }
    for (let index = runs.length - 1; index >= 0; index -= 1) {
      const run = runs[index]!;
      if (!run.reduced) continue;
      let outer = 1;
      for (let before = 0; before < index; before += 1) outer *= runs[before]!.size;
      let inner = 1;
      for (let after = index + 1; after < runs.length; after += 1) inner *= runs[after]!.size;
      remaining -= 1;
      const next = allocArray(dtype, remaining === 0 ? shape : [outer * inner], false, entry);
      if (outer * inner > 0) {
        if (inner === 1) kernelFor(`reduce_${entry}_`, dtype)(pointerOf(current), run.size, outer, next[storage].pointer);
        else middle(entry, dtype, pointerOf(current), outer, run.size * inner, run.size, inner, next[storage].pointer);
      }
      if (current !== source) current.dispose();
      current = next;
      runs.splice(index, 1);
    }
    return current;
  } catch (error) {
    if (current !== source) current.dispose();
    throw error;
  }
}

/** A reduction along the middle axis; long float sums as two halves added (pairwise). */
function middle(entry: RowsEntry, dtype: DType, input: number, outer: number, stride: number, length: number, inner: number, out: number): void {
  const run = kernelFor(`reduce_${entry.replace(/_$/, '')}_axis_`, dtype);
  const kind = dtypeInfo[dtype].kind;
  if (entry !== 'sum' || length <= PAIRWISE_ROWS || (kind !== 'float' && kind !== 'complex')) {
    run(input, outer, stride, length, inner, out);
    return;
  }
  const half = length >> 1;
  middle(entry, dtype, input, outer, stride, half, inner, out);
  const partial = allocArray(dtype, [outer * inner], false, 'sum');
  try {
    middle(entry, dtype, input + half * inner * itemSize(dtype), outer, stride, length - half, inner, partial[storage].pointer);
    kernelFor('add_', dtype)(out, 1, partial[storage].pointer, 1, out, outer * inner);
  } finally {
    partial.dispose();
  }
}

/**
 * `total / divisor` in total's dtype (a float or complex one), the divisor written once as a 0-d
 * array of that dtype: the same quotient as dividing by the weak scalar, without its slower path.
 */
function divideBy(total: AnyArray, divisor: number): AnyArray {
  const dtype = total.dtype as DType;
  const slot = scalarSlot();
  writeScalar(divisor, dtype, slot, describeCount);
  const quotient = allocArray(dtype, total.shape, false, 'mean');
  if (total.size > 0) kernelFor('divide_', dtype)(total[storage].pointer, 1, slot, 0, quotient[storage].pointer, total.size);
  return quotient;
}

/**
 * var or std of every element of a contiguous float32/float64 array: the same steps as the
 * general path (sum, divide by the count, squared deviations, sum, divide, sqrt), each rounded
 * the same way, with the totals in the scalar slot (total at +0, divisor at +8) and one scratch
 * block for the squares instead of five arrays.
 */
function wholeVariance(name: 'var' | 'std', values: AnyArray, shape: readonly number[], divisor: number): AnyArray {
  const dtype = values.dtype as 'float32' | 'float64';
  const bytes = itemSize(dtype);
  const count = values.size;
  const input = values[storage].pointer;
  const slot = scalarSlot();
  const divide = kernelFor('divide_', dtype);
  const sum = kernelFor('reduce_sum_', dtype);
  const squares = allocBytes(count * bytes);
  try {
    sum(input, count, 1, slot);
    writeScalar(count, dtype, slot + 8, describeCount);
    divide(slot, 1, slot + 8, 0, slot, 1);
    kernelFor('squared_deviations_', dtype)(input, slot, squares, count);
    sum(squares, count, 1, slot);
  } finally {
    freeBytes(squares);
  }
  // JAX gives NaN where the divisor is not positive.
  writeScalar(divisor > 0 ? divisor : Number.NaN, dtype, slot + 8, describeCount);
  const result = allocArray(dtype, shape, false, name);
  const pointer = result[storage].pointer;
  divide(slot, 1, slot + 8, 0, pointer, 1);
  if (name === 'std') kernelFor('sqrt_', dtype)(pointer, 1, pointer, 1);
  return result;
}

/** Runs `body` with a list for temporaries, which are disposed afterwards whatever happens. */
function withTemporaries<Result>(body: (temporary: <Made extends AnyArray>(array: Made) => Made) => Result): Result {
  const made: AnyArray[] = [];
  try {
    return body((array) => {
      made.push(array);
      return array;
    });
  } finally {
    for (const array of made) array.dispose();
  }
}

/** The input as `dtype` (itself when it already is; else a temporary cast). */
function asDType(input: AnyArray, dtype: DType, name: string, temporary: <Made extends AnyArray>(array: Made) => Made): AnyArray {
  return input.dtype === dtype ? input : temporary(castArray(input, dtype, false, name));
}

/** A strongly typed copy (or cast) of `array` as `dtype`, or `array` itself if it already is one. */
function finish(array: AnyArray, dtype: DType, name: string): AnyArray {
  if (array.dtype === dtype && !array.weakType) return array;
  try {
    return castArray(array, dtype, false, name);
  } finally {
    array.dispose();
  }
}

/** Writes `result` into `out` (checked beforehand) and frees it; without out, `result` itself. */
function deliver(result: AnyArray, out: AnyArray | undefined): AnyArray {
  if (out === undefined) return result;
  try {
    // A packed view (int4 starting inside a byte, stepped …) is written element by element.
    if (isPackedView(out)) scatterPacked(result[storage].pointer, out);
    else copyBytes(result[storage].pointer, pointerOf(out), byteLength(result.dtype as DType, result.size)); // int4 …: whole bytes
    return out;
  } finally {
    result.dispose();
  }
}

function checkInput(name: string, input: unknown): AnyArray {
  if (!(input instanceof NDArray)) {
    throw new TypeError(`${name}: the operand must be an NDArray, got ${show(input)}; make one with array() first.`);
  }
  dataPointer(input as AnyArray); // a clear error for a disposed array
  return input as AnyArray;
}

/** The dtypes whose mean is computed in themselves (others compute in float32 or cast first). */
const MEAN_IN_PLACE: ReadonlySet<string> = new Set(['float32', 'float64', 'complex64', 'complex128']);
const describeCount = () => 'the element count';

/** asm/sums.ts kernels by `${input dtype} ${result dtype}`: the same totals as casting first. */
const FUSED_SUMS: ReadonlyMap<string, { readonly result: DType; readonly kernel: string }> = new Map([
  ['bool', { result: 'int64', kernel: 'sum_widen_uint8' }],
  ['int8', { result: 'int64', kernel: 'sum_widen_int8' }],
  ['uint8', { result: 'uint64', kernel: 'sum_widen_uint8' }],
  ['int16', { result: 'int64', kernel: 'sum_widen_int16' }],
  ['uint16', { result: 'uint64', kernel: 'sum_widen_uint16' }],
  ['int32', { result: 'int64', kernel: 'sum_widen_int32' }],
  ['uint32', { result: 'uint64', kernel: 'sum_widen_uint32' }],
  ['float16', { result: 'float16', kernel: 'sum_float16' }],
]);

/** One reduction bound to a policy's x64 setting. */
function reduction(name: ReductionName, x64: boolean): (input: unknown, options?: unknown) => AnyArray {
  const row = reductionInfo[name];
  const own = row.kernel;
  const rowsEntry = typeof own === 'object' && own.abi === 'rows' ? own.entry : undefined;
  const rowsPrefix = rowsEntry === undefined ? undefined : `reduce_${rowsEntry}_`;
  const run = (input: AnyArray, options: unknown): AnyArray => {
    const dtype = input.dtype as DType;
    const result = reductionResultType(row.rule, dtype, x64);
    // The common call, sum(x) of a dtype the kernel takes as it is: one kernel call.
    if (options === undefined && rowsEntry !== undefined && result === dtype && input.size > 0 && computeDType(dtype) === dtype) {
      const total = allocArray(dtype, scalarShape, false, name);
      kernelFor(rowsPrefix!, dtype)(input[storage].pointer, input.size, 1, total[storage].pointer);
      return total;
    }
    // mean(x) of a float or complex dtype: the sum kernel, then the total divided in place by the
    // count written in that dtype (as divideBy does), with no other array.
    if (name === 'mean' && options === undefined && result === dtype && input.size > 0 && MEAN_IN_PLACE.has(dtype)) {
      const total = allocArray(dtype, scalarShape, false, name);
      const pointer = total[storage].pointer;
      kernelFor('reduce_sum_', dtype)(input[storage].pointer, input.size, 1, pointer);
      const slot = scalarSlot();
      writeScalar(input.size, dtype, slot, describeCount);
      kernelFor('divide_', dtype)(pointer, 1, slot, 0, pointer, 1);
      return total;
    }
    // sum(x) of int32/uint32 into 64 bits, or of float16 in float32: one fused kernel, no cast copy.
    const fused = name === 'sum' && options === undefined && input.size > 0 && input[storage].strides === undefined
      ? FUSED_SUMS.get(dtype) : undefined;
    if (fused !== undefined && fused.result === result) {
      const total = allocArray(result, scalarShape, false, name);
      kernel(fused.kernel)(input[storage].pointer, input.size, total[storage].pointer);
      return total;
    }
    const { axis, keepdims = false, ddof = 0, out } = readOptions(name, options);
    if (row.axes === 'one') return alongOneAxis(name, input, axis, keepdims, result, out);
    const axes = reductionAxes(name, input.shape, axis);
    const shape = reducedShape(input.shape, axes, keepdims);
    if (out !== undefined) checkOut(name, out, result, shape, isPackedView(out));
    const count = axes.reduce((product, each) => product * input.shape[each]!, 1);
    if (count === 0 && !row.identity) {
      throw new RangeError(`${name}: the reduction is over no elements (shape ${shapeText(input.shape)}), and ${name} has no identity; pass a non-empty array.`);
    }
    return deliver(withTemporaries((temporary) => {
      switch (name) {
        case 'sum':
        case 'prod':
        case 'max':
        case 'min':
        case 'any':
        case 'all': {
          const entry: RowsEntry = name === 'sum' || name === 'prod' ? name : name === 'max' || name === 'any' ? 'max_' : 'min_';
          const compute = name === 'any' || name === 'all' ? 'bool' : computeDType(result);
          if (count === 0) return full(shape, name === 'prod' || name === 'all' ? 1 : 0, result as 'float64') as AnyArray;
          return finish(reduceAxes(entry, asDType(input, compute, name, temporary), axes, shape), result, name);
        }
        case 'mean': {
          const compute = computeDType(result);
          const total = temporary(reduceAxes('sum', asDType(input, compute, name, temporary), axes, shape));
          return finish(divideBy(total, count), result, name);
        }
        case 'var':
        case 'std': {
          const compute = computeDType(dtypeInfo[dtype].inexact);
          const values = asDType(input, compute, name, temporary);
          if (axes.length === input.shape.length && result === compute && out === undefined && values.size > 1 && (compute === 'float32' || compute === 'float64')) {
            return wholeVariance(name, values, shape, count - ddof);
          }
          const kept = reducedShape(input.shape, axes, true);
          const total = temporary(reduceAxes('sum', values, axes, kept));
          const average = temporary(divideBy(total, count));
          const centered = temporary(jaxOperations.subtract(values, average as never) as AnyArray);
          const magnitude = dtypeInfo[compute].kind === 'complex' ? temporary(jaxOperations.abs(centered) as AnyArray) : centered;
          const squares = temporary(jaxOperations.multiply(magnitude, magnitude as never) as AnyArray);
          const sumOfSquares = temporary(reduceAxes('sum', squares, axes, shape));
          const divisor = count - ddof;
          // JAX gives NaN where the divisor is not positive.
          const variance = divideBy(sumOfSquares, divisor > 0 ? divisor : Number.NaN);
          if (name === 'var') return finish(variance, result, name);
          try {
            return finish(jaxOperations.sqrt(variance) as AnyArray, result, name);
          } finally {
            variance.dispose();
          }
        }
      }
      throw new Error(`unreachable: ${name}`);
    }), out);
  };
  // A strided view is reduced from a contiguous copy.
  return (value, options) => withContiguous(checkInput(name, value), (input) => run(input, options));
}

/** argmin, argmax, cumsum, cumprod: along one axis, or the flattened array. */
function alongOneAxis(name: ReductionName, input: AnyArray, axis: unknown, keepdims: boolean, result: DType, out: AnyArray | undefined): AnyArray {
  const row = reductionInfo[name];
  const scan = isScan(name);
  const flat = axis === undefined || axis === null;
  const [chosen] = flat ? [0] : reductionAxes(name, input.shape, axis);
  const shape = flat ? [input.size] : input.shape;
  const outer = shape.slice(0, chosen).reduce((product: number, size: number) => product * size, 1);
  const length = shape[chosen!] ?? 1;
  const inner = shape.slice(chosen! + 1).reduce((product: number, size: number) => product * size, 1);
  const resultShape = scan
    ? shape
    : flat
      ? keepdims ? input.shape.map(() => 1) : []
      : reducedShape(input.shape, [chosen!], keepdims);
  if (out !== undefined) checkOut(name, out, result, resultShape, isPackedView(out));
  if (!scan && length === 0) {
    throw new RangeError(`${name}: the reduction is over no elements (shape ${shapeText(input.shape)}), and ${name} has no identity; pass a non-empty array.`);
  }
  const { kernel: own } = row as { kernel: { entry: string } };
  return deliver(withTemporaries((temporary) => {
    const compute = scan ? computeDType(result) : computeDType(input.dtype as DType);
    const values = asDType(input, compute, name, temporary);
    if (scan) {
      const scanned = allocArray(compute, resultShape, false, name);
      if (scanned.size > 0) kernelFor(`reduce_${own.entry}_`, compute)(pointerOf(values), outer, length, inner, scanned[storage].pointer);
      return finish(scanned, result, name);
    }
    const indices = allocArray('int64', resultShape, false, name);
    if (indices.size > 0) kernelFor(`reduce_${own.entry}_`, compute)(pointerOf(values), outer, length, inner, indices[storage].pointer);
    return finish(indices, result, name);
  }), out);
}

/** The reductions bound to one policy (the reduction rules are JAX's under every policy; x64 decides the default int). */
export function createReductions<Policy extends PolicySpec>(spec?: Policy): ReductionFunctions<Policy> {
  const { x64 } = resolvePolicy(spec as PolicySpec | undefined);
  const functions: Record<string, unknown> = {};
  for (const name of reductionNames) functions[name] = reduction(name, x64);
  return Object.freeze(functions) as ReductionFunctions<Policy>;
}

/** The reductions under JAX's policy (the default). */
export const jaxReductions = createReductions('jax');
