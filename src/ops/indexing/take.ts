// take and takeAlongAxis (NumPy's and JAX's): index values turned into an address plan along one
// axis, then gathered (./gather.ts, run by src/execute/indexing.ts).
import type { AnyNDArray } from '../../../types/index.js';
import type { TakeAlongAxisFunction, TakeFunction } from '../../../types/indexing.js';
import type { DType } from '../../lattice/dtypes.js';
import { show, shapeText } from '../../errors/messages.js';
import { checkOptions } from '../../errors/options.js';
import { castArray, stridesOf } from '../../array/ndarray.js';
import { checkArray } from '../../array/operands.js';
import { checkAxis } from '../../shape/axes.js';
import { rowMajorStrides } from '../../shape/strides.js';
import { walkOffsets } from '../../shape/walk.js';
import { indexingPlan } from '../../plan/indexing.js';
import { offsetsOf } from '../../execute/indexing.js';
import { checkMode, indexValues, positions, type IndexValues, type Mode, type NegativeClip } from './index-values.js';
import { byteAddressed, gather, innerPart, type AddressPlan } from './gather.js';

/** take's indices: an NDArray or typed array of integers, a JS number, or a flat JS array of numbers. */
function takeIndices(indices: unknown): unknown {
  if (typeof indices === 'number') {
    if (!Number.isSafeInteger(indices)) throw new TypeError(`take: an index must be an integer, got ${show(indices)}.`);
    return { scalar: indices };
  }
  if (Array.isArray(indices)) {
    if (!indices.every((value) => typeof value === 'number' && Number.isSafeInteger(value))) {
      throw new TypeError(`take: a list of indices must hold integers, got ${show(indices)}.`);
    }
    return Float64Array.from(indices as number[]);
  }
  return indices;
}

function takeFunction(x: unknown, indices: unknown, axisOrOptions?: unknown, options?: unknown): AnyNDArray {
  const input = checkArray('take', x) as AnyNDArray;
  const { axis, mode: modeOption, fillValue } = takeOptions(axisOrOptions, options);
  const mode = checkMode(modeOption, 'take', ['raise', 'wrap', 'clip', 'fill']);
  if (fillValue !== undefined && mode !== 'fill')
    throw new TypeError(`take: fillValue is used with mode 'fill' only, got mode '${mode}'.`);
  const given = takeIndices(indices);
  const index: IndexValues =
    typeof given === 'object' && given !== null && 'scalar' in given
      ? { values: [(given as { scalar: number }).scalar], shape: [] }
      : given instanceof Float64Array
        ? { values: given, shape: [given.length] }
        : indexValues(given, 'take', 'the indices');
  if (axis === undefined && input.ndim !== 1) return takeFlat(input, index, mode, fillValue, 'take');
  if (axis !== undefined && input.ndim === 0)
    throw new RangeError(`take: axis ${show(axis)} is out of range for a 0-d array.`);
  if (input.ndim === 0) throw new RangeError('take: a 0-d array has no elements to take along an axis.');
  return takeAlong(input, index, axis === undefined ? 0 : checkAxis('take', axis, input.ndim), mode, fillValue);
}

/**
 * take's options, from NumPy's positional axis (a number, or null: x flattened, as NumPy's None)
 * followed by `{ mode, fillValue }`, or from one options object `{ axis, mode, fillValue }`.
 */
function takeOptions(axisOrOptions: unknown, options: unknown): Record<string, unknown> {
  if (typeof axisOrOptions === 'object' && axisOrOptions !== null && !Array.isArray(axisOrOptions)) {
    if (options !== undefined)
      throw new TypeError(
        `take: give the options once, as take(x, indices, { axis, mode, fillValue }); got a second options argument ${show(options)}.`,
      );
    return checkOptions('take', axisOrOptions, ['axis', 'mode', 'fillValue']);
  }
  const rest = checkOptions('take', options, ['mode', 'fillValue']);
  return axisOrOptions === null || axisOrOptions === undefined ? rest : { ...rest, axis: axisOrOptions };
}

/** take from x flattened (take without an axis; takeAlongAxis with axis null). */
function takeFlat(
  input: AnyNDArray,
  index: IndexValues,
  mode: Mode,
  fill: unknown,
  where: 'take' | 'takeAlongAxis',
): AnyNDArray {
  const contiguous = input.contiguous ? input : castArray(input, input.dtype as DType, input.weakType, where);
  const flat = contiguous.reshape([input.size]) as AnyNDArray;
  try {
    // JAX's take clamps a negative index to 0 under 'clip'; take_along_axis counts it from the end.
    return takeAlong(flat, index, 0, mode, fill, where, where === 'take' ? 'to zero' : 'from the end');
  } finally {
    flat.dispose();
    if (contiguous !== input) contiguous.dispose();
  }
}

function takeAlong(
  input: AnyNDArray,
  index: IndexValues,
  axis: number,
  mode: Mode,
  fill: unknown,
  where = 'take',
  negativeClip: NegativeClip = 'to zero',
): AnyNDArray {
  return byteAddressed(input, where, (source) => {
    const shape = source.shape as readonly number[];
    const strides = stridesOf(source);
    const { bytes } = indexingPlan(source.dtype as DType);
    const at = positions(index, shape[axis]!, mode, axis, where, negativeClip);
    const missing: number[] = [];
    const bases = new Int32Array(at.length);
    at.forEach((position, each) => {
      if (position < 0) missing.push(each);
      else bases[each] = position * strides[axis]! * bytes;
    });
    const plan: AddressPlan = {
      outer: offsetsOf(shape.slice(0, axis), strides.slice(0, axis), bytes),
      bases,
      ...innerPart(shape.slice(axis + 1), strides.slice(axis + 1), bytes),
      shape: [...shape.slice(0, axis), ...index.shape, ...shape.slice(axis + 1)],
      missing: mode === 'fill' ? missing : undefined,
    };
    return gather(source, plan, where, input.weakType, fill);
  });
}

/**
 * takeAlongAxis's axis and options from its trailing arguments: `(axis)`, `(axis, { mode, fillValue })`
 * or `({ axis, mode, fillValue })` (NumPy's keyword arguments); no axis is NumPy's and JAX's -1.
 */
function alongAxisOptions(axisOrOptions: unknown, options: unknown): Record<string, unknown> {
  const where = 'takeAlongAxis';
  if (typeof axisOrOptions === 'object' && axisOrOptions !== null && !Array.isArray(axisOrOptions)) {
    if (options !== undefined)
      throw new TypeError(
        `${where}: give the options once, as takeAlongAxis(x, indices, { axis, mode, fillValue }); got a second options argument ${show(options)}.`,
      );
    return { axis: -1, ...checkOptions(where, axisOrOptions, ['axis', 'mode', 'fillValue']) };
  }
  return {
    ...checkOptions(where, options, ['mode', 'fillValue']),
    axis: axisOrOptions === undefined ? -1 : axisOrOptions,
  };
}

function takeAlongAxisFunction(x: unknown, indices: unknown, axisOrOptions?: unknown, options?: unknown): AnyNDArray {
  const input = checkArray('takeAlongAxis', x) as AnyNDArray;
  const { axis, mode: modeOption, fillValue } = alongAxisOptions(axisOrOptions, options);
  const mode = checkMode(modeOption, 'takeAlongAxis', ['raise', 'wrap', 'clip', 'fill']);
  if (fillValue !== undefined && mode !== 'fill')
    throw new TypeError(`takeAlongAxis: fillValue is used with mode 'fill' only, got mode '${mode}'.`);
  const index = indexValues(indices, 'takeAlongAxis', 'the indices');
  if (axis === null) {
    // NumPy's and JAX's axis=None: 1-d indices into x flattened.
    if (index.shape.length !== 1)
      throw new RangeError(
        `takeAlongAxis: with axis null the indices must have 1 axis, got shape ${shapeText(index.shape)}.`,
      );
    return takeFlat(input, index, mode, fillValue, 'takeAlongAxis');
  }
  const shape = input.shape as readonly number[];
  const along = checkAxis('takeAlongAxis', axis, shape.length);
  if (index.shape.length !== shape.length) {
    throw new RangeError(
      `takeAlongAxis: the indices have ${index.shape.length} axes (shape ${shapeText(index.shape)}); they need the array's ${shape.length} (shape ${shapeText(shape)}).`,
    );
  }
  const outShape = shape.map((size, each) => {
    if (each === along) return index.shape[each]!;
    const other = index.shape[each]!;
    if (size === other || other === 1) return size;
    if (size === 1) return other;
    throw new RangeError(
      `takeAlongAxis: indices of shape ${shapeText(index.shape)} do not broadcast with the array's shape ${shapeText(shape)} (axis ${each}).`,
    );
  });
  return byteAddressed(input, 'takeAlongAxis', (source) => {
    const strides = stridesOf(source);
    const { bytes } = indexingPlan(source.dtype as DType);
    const at = positions(index, shape[along]!, mode, along, 'takeAlongAxis');
    const indexStrides = rowMajorStrides(index.shape).map((stride, each) => (index.shape[each] === 1 ? 0 : stride));
    const sourceStrides = strides.map((stride, each) => (shape[each] === 1 ? 0 : stride));
    const total = outShape.reduce((product, size) => product * size, 1);
    const bases = new Int32Array(total);
    const missing: number[] = [];
    // The source's offset without the indexed axis; that axis's position comes from the index.
    const besideAxis = sourceStrides.map((stride, each) => (each === along ? 0 : stride));
    walkOffsets(outShape, [indexStrides, besideAxis], (offsets, each) => {
      const position = at[offsets[0]!]!;
      if (position < 0) missing.push(each);
      else bases[each] = (offsets[1]! + position * strides[along]!) * bytes;
    });
    const plan: AddressPlan = {
      outer: Int32Array.of(0),
      bases,
      inner: undefined,
      innerCount: 1,
      shape: outShape,
      missing: mode === 'fill' ? missing : undefined,
    };
    return gather(source, plan, 'takeAlongAxis', input.weakType, fillValue);
  });
}

/**
 * NumPy's and JAX's take: the elements of `x` at `indices` along `axis` (without an axis, of x
 * flattened); the result's shape is x's with that axis replaced by the indices' shape. Indices are
 * an integer NDArray or typed array, an integer, or a list of integers. `mode` says what an
 * out-of-bounds index does: 'raise' (default: a RangeError naming the index, the axis and its
 * size), 'wrap', 'clip' (NumPy's), or 'fill' (JAX's: `fillValue`, by default NaN, or the
 * minimum of a signed int dtype, the maximum of an unsigned one, true for bool; NaN+0j for complex).
 * Negative indices count from the end, except under 'clip' (as in JAX's and NumPy's take: they
 * become 0). 64-bit indices are read exactly ('wrap' of an index beyond 2^53 included). The axis
 * comes with the options (`{ axis, mode, fillValue }`) or positionally, as NumPy's
 * (`take(x, indices, 1, { mode })`; null: x flattened).
 * @example
 * const x = array([[1, 2, 3], [4, 5, 6]], 'float32');
 * take(x, array([2, 0], 'int32'), { axis: 1 }) // NDArray<'float32', [2, 2]>: [[3, 1], [6, 4]]
 * take(x, array([2, 0], 'int32'), 1)           // the same
 * take(x, [0, -1])                             // NDArray<'float32', [number]>: [1, 6]
 */
export const take: TakeFunction = takeFunction as never;

/**
 * NumPy's take_along_axis: `indices` has as many axes as `x`; along `axis` (default -1, as NumPy's
 * and JAX's; null: x flattened, 1-d indices) it picks elements, and its other axes broadcast with
 * x's. The usual partner of argsort and argmax with keepdims. The axis comes positionally or with
 * the options as one object (NumPy's keywords): `takeAlongAxis(x, i, 1, { mode })` or
 * `takeAlongAxis(x, i, { axis: 1, mode })`. Modes as take's, except that under 'clip' a negative
 * index counts from the end first (JAX's take_along_axis), then is clamped.
 * @example
 * const x = array([[10, 30, 20], [60, 40, 50]], 'float32');
 * takeAlongAxis(x, array([[0, 2, 1], [1, 2, 0]], 'int32'), 1).toArray() //=> [[10, 20, 30], [40, 50, 60]]
 * takeAlongAxis(x, array([[-1], [5]], 'int32'), { axis: 1, mode: 'clip' }).toArray() //=> [[20], [50]]
 */
export const takeAlongAxis: TakeAlongAxisFunction = takeAlongAxisFunction as never;
