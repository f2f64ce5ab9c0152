// Reductions and scans: sum, prod, mean, var, std, min, max, argmin, argmax, any, all, cumsum,
// cumprod. Result dtypes follow the registry's reduction rules (JAX's jnp reductions); the kernels
// (asm/reduce.ts) run on the dtype a rule accumulates in, and the result is cast once at the end.
//
// A reduction over any set of axes runs as reductions over one run of adjacent axes at a time,
// innermost first: a run at the end of the shape is a row reduction (contiguous, SIMD, pairwise
// for floats); a run in the middle combines whole rows with v128 steps, and long float sums over
// it are split in halves whose partial sums are added (pairwise again).
import type { AnyNDArray } from '../../types/ndarray.js';
import type { PolicySpec } from '../../types/policy.js';
import type { ReductionFunctions } from '../../types/reductions.js';
import {
  byteLength,
  computeDType as narrowCompute,
  dtypeInfo,
  isNarrow,
  itemSize,
  type DType,
} from '../lattice/dtypes.js';
import {
  axisOutOfBoundsText,
  axisRepeatedText,
  axisTwiceText,
  reductionMixedText,
  shapeText,
  show,
} from '../errors/messages.js';
import { isPackedView, scatterPacked } from '../memory/packed.js';
import {
  NDArray,
  allocArray,
  scalarShape,
  castArray,
  checkDType,
  copyBytes,
  dataPointer,
  pointerOf,
  storage,
  withContiguous,
} from '../array/ndarray.js';
import { jaxOperations } from './operations.js';
import { checkOptions } from '../errors/options.js';
import { checkOut } from '../array/out.js';
import { broadcastTo } from './views.js';
import { resolvePolicy } from '../policy/policy.js';
import { filled } from '../array/from-values.js';
import { reductionRows, reductionRules } from '../registry/registry.js';
import { writeScalar } from '../memory/values.js';
import { namedFailure } from '../array/public-function.js';
import { allocateScratch } from '../memory/memory.js';
import { freeBytes, kernel, kernelFor, scalarSlot } from '../kernels/instance.js';
import { recorder } from '../array/trace-hook.js';

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
export const reductionNames = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ reductionRows.map((row) => row.name),
) as readonly ReductionName[];

/**
 * The result dtype of a reduction rule on an input dtype (JAX's jnp reductions), with the
 * default int/uint (int64/uint64 with x64, int32/uint32 without).
 */
export function reductionResultType(rule: ReductionRule, dtype: DType, x64 = true): DType {
  if (!Object.hasOwn(reductionRules, rule as string))
    throw new TypeError(
      `reductionResultType: unknown rule ${show(rule)}; the rules are ${Object.keys(reductionRules).join(', ')}.`,
    );
  if (typeof x64 !== 'boolean')
    throw new TypeError(`reductionResultType: x64 must be true or false, got ${show(x64)}.`);
  const { kind, bits, inexact } = dtypeInfo[checkDType(dtype, 'reductionResultType')];
  const width = x64 ? 64 : 32;
  switch (rule) {
    case 'accumulate':
      if (kind === 'bool') return x64 ? 'int64' : 'int32';
      if (kind === 'int' && bits < width) return x64 ? 'int64' : 'int32';
      if (kind === 'uint' && bits < width) return x64 ? 'uint64' : 'uint32';
      return dtype;
    case 'scan':
      return kind === 'bool' ? (x64 ? 'int64' : 'int32') : dtype;
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

/** Options a reduction takes (each reduction the names of its registry row's `options`). */
interface ReductionOptions {
  axis?: number | readonly number[];
  keepdims?: boolean;
  ddof?: number;
  dtype?: DType;
  where?: AnyArray;
  initial?: number | bigint | boolean;
  out?: AnyArray;
}

/**
 * A reduction's options from NumPy's positional axis, `sum(x, 1)` or `sum(x, [0, 1], { keepdims })`
 * (null: every axis, NumPy's None), or from one options object `sum(x, { axis: 1, keepdims })`.
 * Only where the axis is read from differs; readOptions checks the merged options as before.
 */
function positionalAxis(name: ReductionName, axisOrOptions: unknown, rest: unknown): unknown {
  const positional = typeof axisOrOptions === 'number' || Array.isArray(axisOrOptions) || axisOrOptions === null;
  if (!positional) {
    if (rest !== undefined) throw new TypeError(reductionMixedText(name));
    return axisOrOptions;
  }
  if (rest === undefined) return axisOrOptions === null ? undefined : { axis: axisOrOptions };
  if (typeof rest !== 'object' || rest === null || Array.isArray(rest)) return rest; // readOptions reports it
  if ('axis' in rest) throw new TypeError(axisTwiceText(name));
  return axisOrOptions === null ? rest : { ...rest, axis: axisOrOptions };
}

function readOptions(name: ReductionName, options: unknown): ReductionOptions {
  if (options === undefined) return {};
  const { axis, keepdims, ddof, dtype, where, initial, out } = checkOptions(name, options, reductionInfo[name].options);
  if (keepdims !== undefined && typeof keepdims !== 'boolean')
    throw new TypeError(`${name}: keepdims must be true or false, got ${show(keepdims)}.`);
  if (ddof !== undefined && (typeof ddof !== 'number' || !Number.isFinite(ddof)))
    throw new TypeError(`${name}: ddof must be a finite number, got ${show(ddof)}.`);
  if (out !== undefined && !(out instanceof NDArray))
    throw new TypeError(`${name}: out must be an NDArray, got ${show(out)}.`);
  if (where !== undefined && (!(where instanceof NDArray) || where.dtype !== 'bool')) {
    throw new TypeError(
      `${name}: where must be a bool array (a mask broadcast to the input), got ${show(where)}; compare first (e.g. greater(x, 0)) or cast with astype('bool').`,
    );
  }
  if (
    initial !== undefined &&
    typeof initial !== 'number' &&
    typeof initial !== 'bigint' &&
    typeof initial !== 'boolean'
  ) {
    throw new TypeError(`${name}: initial must be a number, bigint or boolean, got ${show(initial)}.`);
  }
  return {
    axis: axis as ReductionOptions['axis'],
    keepdims: keepdims as boolean | undefined,
    ddof: ddof as number | undefined,
    dtype: dtype === undefined ? undefined : checkDType(dtype, name),
    where: where as AnyArray | undefined,
    initial: initial as ReductionOptions['initial'],
    out: out as AnyArray | undefined,
  };
}

/**
 * The dtype a kernel runs for a reduction or scan computing in `dtype`: integers narrower than 32
 * bits in int32/uint32 (the low bits of a wrapped sum or product are the same in any width, so
 * casting back wraps as `dtype` would), bool in int64 (cast back, a sum is `or` and a product
 * `and`, as JAX's bool reductions are), others as computeDType.
 */
function kernelDType(dtype: DType): DType {
  const { kind, bits } = dtypeInfo[dtype];
  if (kind === 'bool') return 'int64';
  if ((kind === 'int' || kind === 'uint') && bits < 32) return kind === 'int' || isNarrow(dtype) ? 'int32' : 'uint32';
  return computeDType(dtype);
}

/**
 * The input ready for a kernel: with a `dtype` option, first converted to it (in float32 for the
 * 16-bit and narrow floats: JAX's upcast), as JAX converts it, then widened for the kernel.
 */
function prepared(
  input: AnyArray,
  chosen: DType | undefined,
  compute: DType,
  name: string,
  temporary: <Made extends AnyArray>(array: Made) => Made,
): AnyArray {
  const first = chosen === undefined ? input : asDType(input, computeDType(chosen), name, temporary);
  return asDType(first, compute, name, temporary);
}

/** A `where` mask checked against the input's shape and broadcast to it (a contiguous bool array). */
function fullMask(
  name: string,
  mask: AnyArray,
  shape: readonly number[],
  temporary: <Made extends AnyArray>(array: Made) => Made,
): AnyArray {
  const dims = mask.shape as readonly number[];
  const pad = shape.length - dims.length;
  if (pad < 0 || dims.some((size, axis) => size !== 1 && size !== shape[axis + pad])) {
    throw new RangeError(
      `${name}: the where mask of shape ${shapeText(dims)} does not broadcast to the input's shape ${shapeText(shape)}.`,
    );
  }
  if (mask.contiguous && dims.length === shape.length && pad === 0 && dims.every((size, axis) => size === shape[axis]))
    return mask;
  const view = broadcastTo(mask, shape as number[]) as AnyArray;
  try {
    return temporary(castArray(view, 'bool', false, name));
  } finally {
    view.dispose();
  }
}

/** `values` where `mask` holds, else `fill` (in values' dtype): JAX's where(mask, a, identity). */
function masked(values: AnyArray, mask: AnyArray, fill: number | bigint | boolean, name: string): AnyArray {
  const dtype = values.dtype as DType;
  const slot = scalarSlot();
  writeScalar(fill, dtype, slot, describeFill);
  const result = allocArray(dtype, values.shape, false, name);
  if (result.size > 0)
    kernel(`reduce_select_${itemSize(dtype)}`)(
      pointerOf(mask),
      1,
      pointerOf(values),
      1,
      slot,
      0,
      result[storage].pointer,
      result.size,
    );
  return result;
}

const describeFill = () => 'the identity of the reduction';

/** What a masked-out element counts as: the identity of the reduction in `dtype`. */
function identityOf(entry: RowsEntry, dtype: DType): number | bigint | boolean {
  if (entry === 'sum') return 0;
  if (entry === 'prod') return 1;
  const { kind, bits } = dtypeInfo[dtype];
  const highest = entry === 'min_';
  if (kind === 'bool') return highest;
  if (kind === 'float' || kind === 'complex') return highest ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
  const unsigned = kind === 'uint';
  const top = unsigned ? 2n ** BigInt(bits) - 1n : 2n ** BigInt(bits - 1) - 1n;
  const bottom = unsigned ? 0n : -(2n ** BigInt(bits - 1));
  const value = highest ? top : bottom;
  return bits === 64 ? value : Number(value);
}

/** Element-by-element `left / right` of two arrays of one shape: integers truncating, as lax.div. */
function divideArrays(left: AnyArray, right: AnyArray, name: string): AnyArray {
  const dtype = left.dtype as DType;
  const kind = dtypeInfo[dtype].kind;
  if (kind === 'float' || kind === 'complex') return jaxOperations.divide(left, right as never) as AnyArray;
  const quotient = allocArray(dtype, left.shape, false, name);
  if (quotient.size > 0)
    kernelFor('divide_', dtype)(pointerOf(left), 1, pointerOf(right), 1, quotient[storage].pointer, quotient.size);
  return quotient;
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
      throw new TypeError(
        `${name}: axis must be an integer${many ? ' or a list of integers' : ''}, got ${show(axis)}.`,
      );
    }
    if (entry < -ndim || entry >= ndim) throw new RangeError(axisOutOfBoundsText(name, String(entry), String(ndim)));
    const normal = entry < 0 ? entry + ndim : entry;
    if (seen.has(normal)) throw new RangeError(axisRepeatedText(name, normal, show(axis)));
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
/** `source` reduced over `axes` by the kernel `entry`, for the public function `where` (its errors' name). */
function reduceAxes(
  entry: RowsEntry,
  source: AnyArray,
  axes: readonly number[],
  shape: readonly number[],
  where: string,
): AnyArray {
  const dtype = source.dtype as DType;
  if (axes.length === source.shape.length && source.size > 1) {
    // Every axis: one run over all the elements (what the runs below come to), one kernel call.
    const total = allocArray(dtype, shape, false, where);
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
      const copy = allocArray(dtype, shape, false, where);
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
      const next = allocArray(dtype, remaining === 0 ? shape : [outer * inner], false, where);
      if (outer * inner > 0) {
        if (inner === 1)
          kernelFor(`reduce_${entry}_`, dtype)(pointerOf(current), run.size, outer, next[storage].pointer);
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
function middle(
  entry: RowsEntry,
  dtype: DType,
  input: number,
  outer: number,
  stride: number,
  length: number,
  inner: number,
  out: number,
): void {
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
    middle(
      entry,
      dtype,
      input + half * inner * itemSize(dtype),
      outer,
      stride,
      length - half,
      inner,
      partial[storage].pointer,
    );
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
  if (total.size > 0)
    kernelFor('divide_', dtype)(total[storage].pointer, 1, slot, 0, quotient[storage].pointer, total.size);
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
  const squares = allocateScratch(
    count * bytes,
    () => `a scratch block for the squared deviations of ${count} ${dtype} elements`,
    name,
  );
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
function asDType(
  input: AnyArray,
  dtype: DType,
  name: string,
  temporary: <Made extends AnyArray>(array: Made) => Made,
): AnyArray {
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

/** The reduced values combined with `initial` (written in their dtype): JAX's op(result, initial). */
function withInitial(name: string, entry: RowsEntry, reduced: AnyArray, initial: number | bigint | boolean): AnyArray {
  const start = filled(name, [], initial, reduced.dtype) as AnyArray;
  try {
    // One call per operation (a union of the generic operation signatures is costly to check).
    const right = start as never;
    if (entry === 'sum') return jaxOperations.add(reduced, right) as AnyArray;
    if (entry === 'prod') return jaxOperations.multiply(reduced, right) as AnyArray;
    if (entry === 'max_') return jaxOperations.maximum(reduced, right) as AnyArray;
    return jaxOperations.minimum(reduced, right) as AnyArray;
  } catch (error) {
    throw error instanceof Error && !error.message.startsWith(name)
      ? new TypeError(`${name}: initial ${show(initial)}: ${error.message}`)
      : error;
  } finally {
    start.dispose();
  }
}

/** var and std take a `dtype` of the float or complex kind, a complex one for complex input (JAX). */
function checkVarianceDType(name: string, input: DType, chosen: DType): void {
  const kind = dtypeInfo[chosen].kind;
  if (kind !== 'float' && kind !== 'complex') {
    throw new TypeError(`${name}: dtype must be a float or complex dtype, got '${chosen}'.`);
  }
  if (dtypeInfo[input].kind === 'complex' && kind !== 'complex') {
    throw new TypeError(
      `${name}: dtype '${chosen}' is real, but the input is ${input}; JAX takes only a complex dtype for complex input (take abs() first).`,
    );
  }
}

/** One reduction bound to a policy's x64 setting. */
function reduction(
  name: ReductionName,
  x64: boolean,
): (input: unknown, axisOrOptions?: unknown, rest?: unknown) => AnyArray {
  const row = reductionInfo[name];
  const own = row.kernel;
  const rowsEntry = typeof own === 'object' && own.abi === 'rows' ? own.entry : undefined;
  const rowsPrefix = rowsEntry === undefined ? undefined : `reduce_${rowsEntry}_`;
  const run = (input: AnyArray, options: unknown): AnyArray => {
    const dtype = input.dtype as DType;
    const ruled = reductionResultType(row.rule, dtype, x64);
    // The common call, sum(x) of a dtype the kernel takes as it is: one kernel call.
    if (
      options === undefined &&
      rowsEntry !== undefined &&
      ruled === dtype &&
      input.size > 0 &&
      computeDType(dtype) === dtype
    ) {
      const total = allocArray(dtype, scalarShape, false, name);
      kernelFor(rowsPrefix!, dtype)(input[storage].pointer, input.size, 1, total[storage].pointer);
      return total;
    }
    // mean(x) of a float or complex dtype: the sum kernel, then the total divided in place by the
    // count written in that dtype (as divideBy does), with no other array.
    if (name === 'mean' && options === undefined && ruled === dtype && input.size > 0 && MEAN_IN_PLACE.has(dtype)) {
      const total = allocArray(dtype, scalarShape, false, name);
      const pointer = total[storage].pointer;
      kernelFor('reduce_sum_', dtype)(input[storage].pointer, input.size, 1, pointer);
      const slot = scalarSlot();
      writeScalar(input.size, dtype, slot, describeCount);
      kernelFor('divide_', dtype)(pointer, 1, slot, 0, pointer, 1);
      return total;
    }
    // sum(x) of int32/uint32 into 64 bits, or of float16 in float32: one fused kernel, no cast copy.
    const fused =
      name === 'sum' && options === undefined && input.size > 0 && input[storage].strides === undefined
        ? FUSED_SUMS.get(dtype)
        : undefined;
    if (fused !== undefined && fused.result === ruled) {
      const total = allocArray(ruled, scalarShape, false, name);
      kernel(fused.kernel)(input[storage].pointer, input.size, total[storage].pointer);
      return total;
    }
    const { axis, keepdims = false, ddof = 0, out, dtype: chosen, where: mask, initial } = readOptions(name, options);
    const result = chosen ?? ruled;
    if (chosen !== undefined && (name === 'var' || name === 'std')) checkVarianceDType(name, dtype, chosen);
    if (row.axes === 'one') return alongOneAxis(name, input, axis, keepdims, result, out, chosen);
    const axes = reductionAxes(name, input.shape, axis);
    const shape = reducedShape(input.shape, axes, keepdims);
    if (out !== undefined) checkOut(name, out, result, shape, isPackedView(out));
    const count = axes.reduce((product, each) => product * input.shape[each]!, 1);
    if (!row.identity && initial === undefined) {
      if (count === 0) {
        throw new RangeError(
          `${name}: the reduction is over no elements (shape ${shapeText(input.shape)}), and ${name} has no identity; pass a non-empty array, or { initial }.`,
        );
      }
      if (mask !== undefined) {
        throw new TypeError(
          `${name}: where needs initial, as ${name} has no identity (the value where the mask leaves no element); pass { where, initial }, as JAX requires.`,
        );
      }
    }
    return deliver(
      withTemporaries((temporary) => {
        const maskFull = mask === undefined ? undefined : fullMask(name, mask, input.shape, temporary);
        switch (name) {
          case 'sum':
          case 'prod':
          case 'max':
          case 'min':
          case 'any':
          case 'all': {
            const entry: RowsEntry =
              name === 'sum' || name === 'prod' ? name : name === 'max' || name === 'any' ? 'max_' : 'min_';
            const compute =
              name === 'any' || name === 'all'
                ? 'bool'
                : chosen !== undefined
                  ? kernelDType(chosen)
                  : computeDType(result);
            if (count === 0)
              return filled(name, shape, initial ?? (name === 'prod' || name === 'all' ? 1 : 0), result) as AnyArray;
            let values = prepared(input, chosen, compute, name, temporary);
            if (maskFull !== undefined) values = temporary(masked(values, maskFull, identityOf(entry, compute), name));
            let reduced = reduceAxes(entry, values, axes, shape, name);
            if (initial !== undefined) reduced = withInitial(name, entry, temporary(reduced), initial);
            return finish(reduced, result, name);
          }
          case 'mean': {
            const compute = chosen !== undefined ? kernelDType(chosen) : computeDType(result);
            let values = prepared(input, chosen, compute, name, temporary);
            if (maskFull !== undefined) values = temporary(masked(values, maskFull, 0, name));
            const total = temporary(reduceAxes('sum', values, axes, shape, name));
            if (maskFull === undefined) return finish(divideBy(total, count), result, name);
            const counts = temporary(
              reduceAxes('sum', temporary(castArray(maskFull, compute, false, name)), axes, shape, name),
            );
            return finish(divideArrays(total, counts, name), result, name);
          }
          case 'var':
          case 'std': {
            const compute = computeDType(chosen ?? dtypeInfo[dtype].inexact);
            const values = prepared(input, undefined, compute, name, temporary);
            if (
              maskFull === undefined &&
              axes.length === input.shape.length &&
              result === compute &&
              out === undefined &&
              values.size > 1 &&
              (compute === 'float32' || compute === 'float64')
            ) {
              return wholeVariance(name, values, shape, count - ddof);
            }
            const real = dtypeInfo[compute].real;
            const kept = reducedShape(input.shape, axes, true);
            // Masked: the mean and the sum of squares over the elements the mask keeps, each output
            // element divided by its own count (JAX's normalizer).
            const counts = maskFull === undefined ? undefined : temporary(castArray(maskFull, real, false, name));
            const total = temporary(
              reduceAxes(
                'sum',
                maskFull === undefined ? values : temporary(masked(values, maskFull, 0, name)),
                axes,
                kept,
                name,
              ),
            );
            const average = temporary(
              counts === undefined
                ? divideBy(total, count)
                : divideArrays(total, temporary(reduceAxes('sum', counts, axes, kept, name)), name),
            );
            const centered = temporary(jaxOperations.subtract(values, average as never) as AnyArray);
            const magnitude =
              dtypeInfo[compute].kind === 'complex' ? temporary(jaxOperations.abs(centered) as AnyArray) : centered;
            let squares = temporary(jaxOperations.multiply(magnitude, magnitude as never) as AnyArray);
            if (maskFull !== undefined) squares = temporary(masked(squares, maskFull, 0, name));
            const sumOfSquares = temporary(reduceAxes('sum', squares, axes, shape, name));
            let variance: AnyArray;
            if (counts === undefined) {
              const divisor = count - ddof;
              // JAX gives NaN where the divisor is not positive.
              variance = divideBy(sumOfSquares, divisor > 0 ? divisor : Number.NaN);
            } else {
              const divisors = temporary(
                jaxOperations.subtract(
                  temporary(reduceAxes('sum', counts, axes, shape, name)),
                  ddof as never,
                ) as AnyArray,
              );
              const positive = temporary(jaxOperations.greater(divisors, 0 as never) as AnyArray);
              variance = divideArrays(
                sumOfSquares,
                temporary(masked(divisors, temporary(castArray(positive, 'bool', false, name)), Number.NaN, name)),
                name,
              );
            }
            const widened =
              chosen !== undefined && dtypeInfo[chosen].kind === 'complex' ? temporary(variance) : undefined;
            if (widened !== undefined) variance = castArray(widened, chosen!, false, name);
            if (name === 'var') return finish(variance, result, name);
            try {
              return finish(jaxOperations.sqrt(variance) as AnyArray, result, name);
            } finally {
              variance.dispose();
            }
          }
        }
        throw new Error(`unreachable: ${name}`);
      }),
      out,
    );
  };
  // A strided view is reduced from a contiguous copy. While jit traces, the call is run and recorded.
  const reduce = (value: unknown, axisOrOptions?: unknown, rest?: unknown): AnyArray => {
    const options = positionalAxis(name, axisOrOptions, rest);
    if (recorder !== undefined) return recorder.operation(reduce as never, name, [value], options) as AnyArray;
    try {
      return withContiguous(checkInput(name, value), (input) => run(input, options));
    } catch (error) {
      throw ownName(error, name);
    }
  };
  return reduce;
}

/**
 * A reduction built on others (mean and var on sum's kernels and on subtract and multiply, an
 * initial through add) names its errors itself: one raised under another name, or under none
 * (a scratch block's allocation), is given the reduction's; its own ("sum: …", "sum(): …") stay.
 */
function ownName(error: unknown, name: string): unknown {
  if (!(error instanceof Error)) return error;
  if (error.message.startsWith(`${name}: `) || error.message.startsWith(`${name}(): `)) return error;
  return namedFailure(error, name);
}

/** argmin, argmax, cumsum, cumprod: along one axis, or the flattened array. */
function alongOneAxis(
  name: ReductionName,
  input: AnyArray,
  axis: unknown,
  keepdims: boolean,
  result: DType,
  out: AnyArray | undefined,
  dtypeOption?: DType,
): AnyArray {
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
      ? keepdims
        ? input.shape.map(() => 1)
        : []
      : reducedShape(input.shape, [chosen!], keepdims);
  if (out !== undefined) checkOut(name, out, result, resultShape, isPackedView(out));
  if (!scan && length === 0) {
    throw new RangeError(
      `${name}: the reduction is over no elements (shape ${shapeText(input.shape)}), and ${name} has no identity; pass a non-empty array.`,
    );
  }
  const { kernel: own } = row as { kernel: { entry: string } };
  return deliver(
    withTemporaries((temporary) => {
      const compute = scan ? kernelDType(result) : computeDType(input.dtype as DType);
      const values = prepared(input, dtypeOption, compute, name, temporary);
      if (scan) {
        const scanned = allocArray(compute, resultShape, false, name);
        if (scanned.size > 0)
          kernelFor(`reduce_${own.entry}_`, compute)(pointerOf(values), outer, length, inner, scanned[storage].pointer);
        return finish(scanned, result, name);
      }
      const indices = allocArray('int64', resultShape, false, name);
      if (indices.size > 0)
        kernelFor(`reduce_${own.entry}_`, compute)(pointerOf(values), outer, length, inner, indices[storage].pointer);
      return finish(indices, result, name);
    }),
    out,
  );
}

/** The reductions bound to one policy (the reduction rules are JAX's under every policy; x64 decides the default int). */
export function createReductions<Policy extends PolicySpec>(spec?: Policy): ReductionFunctions<Policy> {
  const { x64 } = resolvePolicy(spec as PolicySpec | undefined, 'createReductions');
  const functions: Record<string, unknown> = {};
  for (const name of reductionNames) functions[name] = reduction(name, x64);
  return Object.freeze(functions) as ReductionFunctions<Policy>;
}

/** The reductions under JAX's policy (the default). */
export const jaxReductions = createReductions('jax');
