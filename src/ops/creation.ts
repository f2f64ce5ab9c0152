// Making arrays: from JavaScript values (array), filled (zeros, ones, full) and ranges (arange), and
// createCreation, every creation function whose defaults a policy decides, bound to one policy.
import type { AnyNDArray } from '../../types/ndarray.js';
import type {
  ArrayFunction,
  ArangeFunction,
  AsarrayFunction,
  CreationFunctions,
  FilledFunction,
  FullFunction,
} from '../../types/creation.js';
import type { PolicySpec } from '../../types/policy.js';
import type { DType, WeakType } from '../../types/dtype.js';
import { castElements } from '../memory/casts.js';
import { byteLength, dtypeCode, dtypeInfo, integerRange, isWeakType, itemSize } from '../lattice/dtypes.js';
import { show } from '../errors/messages.js';
import { NDArray, allocArray, castArray, checkDType, dataPointer, storage } from '../array/ndarray.js';
import { publicFunction } from '../array/public-function.js';
import { arrayFrom, dtypeOption, filled, type ValueDefaults } from '../array/from-values.js';
import { chunkElements, isComplexScalar, writeValues, type DefaultedInt } from '../memory/values.js';
import { allocateScratch } from '../memory/memory.js';
import { elementView, freeBytes } from '../kernels/heap.js';
import { resolvePolicy, type Policy } from '../policy/policy.js';
import { createPatterns, creationDefaults } from './creation-patterns.js';
import './methods.js'; // the arrays made here have their methods (src/ops/methods.ts installs them as it loads)

/**
 * array, zeros, ones, full, arange, empty, linspace, eye, identity and tri under one policy: where no
 * dtype is named, a value of kind int, float or complex gets the policy's dtype for it
 * (materializeUnder: int32, float32, complex64 with x64 off; 64-bit with x64 on; NumPy's, PyTorch's
 * … under theirs), bound once here so that a call looks nothing up. Type it with the policy's spec:
 * `createCreation(resolvePolicy(spec)) as CreationFunctions<Spec>`.
 */
export function createCreation(policy: Policy) {
  const defaults = creationDefaults(policy);
  const fullWith = fullFunction(policy, defaults);
  return Object.freeze({
    array: (values: unknown, dtype?: DType) => arrayFrom(values, dtype, defaults),
    asarray: publicFunction('asarray', (values: unknown, dtype?: unknown) => asarrayWith(defaults, values, dtype)),
    zeros: (shape: unknown, dtype?: unknown) => filled('zeros', shape, 0, dtype, false, defaults.float),
    ones: (shape: unknown, dtype?: unknown) => filled('ones', shape, 1, dtype, false, defaults.float),
    full: fullWith,
    arange: (first: unknown, second?: unknown, third?: unknown, fourth?: unknown) =>
      arangeWith(defaults, first, second, third, fourth),
    ...createPatterns(defaults),
  });
}

/** createCreation typed with the spec it was resolved from (withPolicy and 'dtype-lattice/x64' take this one). */
export function creationFunctions<const Spec extends PolicySpec>(spec: Spec, where?: string): CreationFunctions<Spec> {
  return createCreation(resolvePolicy(spec, where)) as never;
}

const jaxCreation = createCreation(resolvePolicy(undefined));

/**
 * An array from nested JavaScript values, a typed array, or the `{ dtype, shape, data }` object
 * `toJSON()` writes (read back exactly: `array(JSON.parse(JSON.stringify(x)))` equals x). Without a dtype: a typed array's own
 * dtype, else (as JAX, x64 off) bool, int32, float32 or complex64 by the values' kinds (float32 for no
 * values; the 64-bit ones with x64: `withPolicy({ x64: true })` or 'dtype-lattice/x64').
 * Integer dtypes must represent every value exactly (RangeError naming the index otherwise; an
 * integer beyond int32 without a dtype asks for 'int64' or x64).
 * A typed array of the class `toTypedArray()` gives for `dtype` is read as its storage, as
 * toTypedArray() writes it (`array(x.toTypedArray(), x.dtype)` is x, flattened): a Uint16Array as
 * float16/bfloat16 bit patterns (ONNX Runtime's float16 tensors), a Float32Array/Float64Array as
 * complex64/complex128 (re, im) pairs, a Uint8Array as one narrow code per element (int4 −1 is
 * 15). Any other typed array is read as values; to convert such a class's values, use
 * `array(typed).astype(dtype)`. Packed bytes: `frombuffer`.
 * @example array([[1, 2], [3, 4]], 'int8') // NDArray<'int8', [2, 2]>
 * @example array([1, 2]).dtype //=> 'int32'
 * @example array([0.1]).toArray() //=> [0.10000000149011612]
 */
export const array: ArrayFunction = jaxCreation.array as never;

/**
 * `values` as an array: an NDArray itself (no copy) when no dtype is named or it already has that
 * dtype (a weakly typed one only without a dtype: naming one makes it strong, as JAX's), else a copy
 * cast to it (astype); anything else as `array(values, dtype)` makes it. JAX's `jnp.asarray`.
 * @example asarray([1, 2]) // NDArray<'int32', [2]>: [1, 2]
 * @example asarray(array([1.5], 'float16'), 'float32') // NDArray<'float32', [1]>: [1.5]
 */
export const asarray: AsarrayFunction = jaxCreation.asarray as never;

function asarrayWith(defaults: ValueDefaults, values: unknown, dtype: unknown): AnyNDArray {
  if (!(values instanceof NDArray)) return arrayFrom(values, dtype as DType | undefined, defaults);
  const input = values as AnyNDArray;
  dataPointer(input); // a disposed array throws, naming itself
  if (dtype === undefined) return input;
  const target = checkDType(dtype, 'asarray');
  if (target === input.dtype && !input.weakType) return input;
  return castArray(input, target, false, 'asarray');
}

/**
 * An array of `shape` filled with zeros. Default dtype float32 (the default policy's float; float64 with x64).
 * @example zeros([2]).dtype //=> 'float32'
 */
export const zeros: FilledFunction = jaxCreation.zeros as never;

/**
 * An array of `shape` filled with ones. Default dtype float32 (the default policy's float; float64 with x64).
 * @example ones([2], 'int8').toArray() //=> [1, 1]
 */
export const ones: FilledFunction = jaxCreation.ones as never;

/**
 * An array of `shape` filled with `value` (checked like array()'s values). Without a dtype, the
 * value's own as jnp.full infers it: a boolean is bool; an integer-valued number or a bigint a
 * weakly typed int, any other number a weakly typed float, `{ re, im }` a weakly typed complex
 * (held as int32, float32, complex64 with x64 off; the 64-bit ones with x64). Under a policy
 * without weak arrays (NumPy's, PyTorch's …), the policy's dtype for the value, strongly typed.
 * @example full([2], 3).toArray() //=> [3, 3]
 * @example full([2], 3).weakType //=> true
 * @example full([2], 0.5, 'float32') // NDArray<'float32', [2]>: [0.5, 0.5]
 */
export const full: FullFunction = jaxCreation.full as never;

/**
 * Evenly spaced values in [start, stop): `arange(5)`, `arange(2, 10, 2)`, optionally with a dtype
 * (default: the policy's int when every argument is an integer, else its float: int32 and float32
 * with x64 off, int64 and float64 with x64). The values are jnp.arange's: with a step,
 * start + step·i with each operation rounded in float32 for float32 and narrower floats (float64 for
 * float64), so `arange(0, 1, 0.1)[9]` is 0.90000004 as in JAX and NumPy.
 * @example arange(4).toArray() //=> [0, 1, 2, 3]
 * @example arange(0, 1, 0.25).dtype //=> 'float32'
 */
export const arange: ArangeFunction = jaxCreation.arange as never;

/** full under a policy: without a dtype, the value's kind, weak where the policy keeps weak arrays. */
function fullFunction(policy: Policy, defaults: ValueDefaults) {
  return (shape: unknown, value: unknown, dtype?: unknown): AnyNDArray => {
    const named = dtypeOption('full', dtype);
    if (named !== undefined) return filled('full', shape, value, named);
    const node = valueNode(value);
    // A value of no scalar kind: the float fill reports it in array()'s words.
    if (node === undefined) return filled('full', shape, value, undefined, false, defaults.float);
    if (node === 'bool') return filled('full', shape, value, 'bool');
    const stored = node === 'int' ? defaults.int : node === 'float' ? defaults.float : defaults.complex('full');
    const words = node === 'int' ? defaults.intRange : undefined;
    return filled('full', shape, value, undefined, policy.weakArrays && isWeakType(node), stored, words);
  };
}

/** The node of a JavaScript scalar (SPEC §3), undefined for a value of no scalar kind. */
function valueNode(value: unknown): 'bool' | WeakType | undefined {
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'bigint') return 'int';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  return isComplexScalar(value) ? 'complex' : undefined;
}

/** arange under a policy's defaults (see `arange`). */
function arangeWith(
  defaults: ValueDefaults,
  first: unknown,
  second?: unknown,
  third?: unknown,
  fourth?: unknown,
): AnyNDArray {
  if (typeof second !== 'number' && second !== undefined && (third !== undefined || fourth !== undefined))
    throw new TypeError(
      `arange: a dtype (${show(second)}) as the second argument takes no step; use arange(start, stop, step, dtype).`,
    );
  const [start, stop, step, dtype] =
    typeof second === 'number' ? [first, second, third ?? 1, fourth] : [0, first, 1, second];
  const stepGiven = typeof second === 'number' && third !== undefined;
  for (const [name, value] of [
    ['start', start],
    ['stop', stop],
    ['step', step],
  ] as const) {
    if (typeof value !== 'number' || !Number.isFinite(value))
      throw new TypeError(`arange: ${name} must be a finite number, got ${show(value)}.`);
  }
  const [from, to, by] = [start, stop, step] as number[];
  if (by === 0) throw new RangeError('arange: step must not be 0.');
  const integers = [from, to, by].every(Number.isInteger);
  const resolved = dtype === undefined ? (integers ? defaults.int : defaults.float) : checkDType(dtype, 'arange');
  const length = Math.max(0, Math.ceil((to - from) / by));
  if (!Number.isSafeInteger(length)) {
    throw new RangeError(
      `arange: from ${from} to ${to} by ${by} is ${length} elements, more than WebAssembly memory can hold (4 GiB).`,
    );
  }
  const words = dtype === undefined ? defaults.intRange : undefined;
  if (integerRange(resolved) && length > 0) checkIntegerRange(from, by, length, resolved, words);
  const result = allocArray(resolved, [length], false, 'arange');
  try {
    writeRange(result[storage].pointer, from, by, length, resolved, stepGiven);
  } catch (error) {
    result.dispose();
    throw error;
  }
  return result;
}

/**
 * For an integer dtype: every value must be an exact integer in range. The values run
 * monotonically from the first to the last, so checking those two (and that the step is an
 * integer) checks them all.
 */
function checkIntegerRange(start: number, step: number, length: number, dtype: DType, defaulted?: DefaultedInt): void {
  const last = start + (length - 1) * step;
  const describe = (index: number) => `arange(): the value at index [${index}]`;
  const scratch = allocateScratch(16, () => 'a scratch element', 'arange');
  try {
    writeValues([start], dtype, scratch, () => describe(0), defaulted);
    if (length === 1) return;
    if (!Number.isInteger(step)) {
      throw new RangeError(
        `arange: the step ${step} is not an integer, so the values are not, and ${dtype} cannot represent them exactly; use a float dtype.`,
      );
    }
    writeValues([last], dtype, scratch, () => describe(length - 1), defaulted);
    if (!Number.isSafeInteger(start) || !Number.isSafeInteger(last)) {
      throw new RangeError(
        `arange: the values from ${start} to ${last} go beyond ±2^53, where JavaScript numbers are not exact integers; make the array from bigints with array().`,
      );
    }
  } finally {
    freeBytes(scratch);
  }
}

/**
 * The float dtype whose arithmetic makes the values of an inexact dtype, as `jnp.arange` computes
 * them: float64 for float64 and complex128, float32 for every narrower float and complex64.
 */
function workingDType(dtype: DType): 'float32' | 'float64' | undefined {
  const { kind } = dtypeInfo[dtype];
  if (kind !== 'float' && kind !== 'complex') return undefined;
  return dtype === 'float64' || dtype === 'complex128' ? 'float64' : 'float32';
}

/** `values` each rounded to `dtype` (and back to float64, exactly): a float64 → dtype cast in place. */
function roundTo(dtype: DType, values: Float64Array): void {
  if (dtype === 'float64' || dtype === 'complex128') return;
  if (dtype === 'float32' || dtype === 'complex64') {
    for (let each = 0; each < values.length; each += 1) values[each] = Math.fround(values[each]!);
    return;
  }
  const wide = allocateScratch(Math.max(values.length, 1) * 8, () => 'a scratch block', 'arange');
  const narrow = allocateScratch(Math.max(byteLength(dtype, values.length), 16), () => 'a scratch block', 'arange');
  try {
    (elementView(dtypeCode('float64'), wide, values.length) as Float64Array).set(values);
    castElements('float64', dtype, wide, narrow, values.length);
    castElements(dtype, 'float64', narrow, wide, values.length);
    values.set(elementView(dtypeCode('float64'), wide, values.length) as Float64Array);
  } finally {
    freeBytes(narrow);
    freeBytes(wide);
  }
}

/**
 * Element `index` of an inexact arange before its rounding to the dtype, as jnp.arange makes it:
 * with a step, start + step·iota with each operation rounded in the working dtype (float32 for
 * float32 and narrower; float64 for float64); without one, iota itself, or start + iota added in
 * the dtype (`startInDType` the start rounded to it, `iotaInDType` the indices rounded to it).
 */
type RangeValue = (index: number, iotaInDType: number) => number;

function rangeValue(start: number, step: number, dtype: DType, stepGiven: boolean): RangeValue {
  const working = workingDType(dtype);
  if (working === undefined || working === 'float64') {
    // Integers (exact: checked by checkIntegerRange), bool, float64 and complex128: in float64.
    return stepGiven ? (index) => start + index * step : (index) => start + index;
  }
  const round = Math.fround;
  if (stepGiven) {
    const [first, by] = [round(start), round(step)];
    return (index) => round(first + round(by * round(index)));
  }
  if (start === 0) return (_, iota) => iota;
  const startInDType = new Float64Array([start]);
  roundTo(dtype, startInDType);
  const first = startInDType[0]!;
  // The sum of two values of the dtype, in float32 (the dtype's addition), rounded to the dtype by the write.
  return (_, iota) => round(first + iota);
}

/**
 * Writes the values straight into wasm memory a chunk at a time (no JS array of the whole): each
 * computed as jnp.arange computes it (rangeValue), then rounded once to the dtype by a cast.
 */
function writeRange(
  pointer: number,
  start: number,
  step: number,
  length: number,
  dtype: DType,
  stepGiven: boolean,
): void {
  const bytes = itemSize(dtype);
  const valueOf = rangeValue(start, step, dtype, stepGiven);
  // Without a step, the inexact dtypes add (or are) the indices as the dtype holds them: iota in the dtype.
  const iotaRounded = !stepGiven && workingDType(dtype) === 'float32';
  const iota = new Float64Array(Math.min(chunkElements, Math.max(length, 1)));
  if (dtype === 'float64') {
    for (let done = 0; done < length; done += chunkElements) {
      const count = Math.min(chunkElements, length - done);
      const view = elementView(dtypeCode('float64'), pointer + done * bytes, count);
      for (let offset = 0; offset < count; offset += 1) view[offset] = valueOf(done + offset, done + offset);
    }
    return;
  }
  const scratch = allocateScratch(Math.min(chunkElements, Math.max(length, 1)) * 8, () => 'a scratch block', 'arange');
  try {
    for (let done = 0; done < length; done += chunkElements) {
      const count = Math.min(chunkElements, length - done);
      const indices = iota.subarray(0, count);
      for (let offset = 0; offset < count; offset += 1) indices[offset] = done + offset;
      if (iotaRounded) roundTo(dtype, indices);
      const view = elementView(dtypeCode('float64'), scratch, count);
      for (let offset = 0; offset < count; offset += 1) view[offset] = valueOf(done + offset, indices[offset]!);
      castElements('float64', dtype, scratch, pointer + byteLength(dtype, done), count);
    }
  } finally {
    freeBytes(scratch);
  }
}
