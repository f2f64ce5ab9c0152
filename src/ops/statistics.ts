// The nan-aware reductions (nansum … nancumprod), the order statistics (median, quantile,
// percentile and their nan versions: one pass of selection per slice, no full sort) and the
// statistics built on reductions (ptp, countNonzero, average) or counting (bincount, histogram,
// digitize), bound to a policy. Dtypes are JAX's (the plain reductions' rules: nanmean as mean,
// median as mean, countNonzero and bincount the default int); values NumPy's.
import { scope } from '../memory/memory.js';
import type { AnyNDArray } from '../../types/index.js';
import type { PolicySpec } from '../../types/policy.js';
import type { StatisticsFunctions } from '../../types/statistics.js';
import { dtypeCode, dtypeInfo, type DType } from '../lattice/dtypes.js';
import { isPacked } from '../memory/packed.js';
import { show, shapeText } from '../errors/messages.js';
import { checkOptions, positionalOrKeyword } from '../errors/options.js';
import { resolvePolicy } from '../policy/policy.js';
import { checkAxis } from '../shape/axes.js';
import { NDArray, allocArray, castArray, pointerOf, storage, withContiguous } from '../array/ndarray.js';
import { elementView } from '../kernels/heap.js';
import { nanKernels, nanRowsPlan, reductionResultType, rowsPlan, stepsPlan } from '../plan/reductions.js';
import {
  alongAxis,
  divideElements,
  nanIndexAlong,
  nanMeanPass,
  nanReduceWhole,
  nanVariancePass,
  reduceAll,
  reductionLayout,
} from '../execute/reductions.js';
import { reducedShape } from './reductions/options.js';
import { createOperations } from './operations.js';
import { createReductions } from './reductions/functions.js';
import { masked } from './reductions/masks.js';
import { ownName } from './reductions/arrays.js';
import { broadcastTo, reshape, transpose } from './views.js';
import { createProducts } from './products/products.js';
import { createExtraStatistics } from './statistics-extra.js';
import { countHistogram } from '../execute/histogram.js';
import { evenEdges, rounding, unrounded } from './histogram-edges.js';

type Run = (...operands: unknown[]) => AnyNDArray;

const isInexact = (dtype: DType) => {
  const { kind } = dtypeInfo[dtype];
  return kind === 'float' || kind === 'complex';
};

function checkInput(name: string, value: unknown): AnyNDArray {
  if (!(value instanceof NDArray)) throw new TypeError(`${name}: a must be an NDArray, got ${show(value)}.`);
  return value as AnyNDArray;
}

/** The options of `sum(x, axis, rest)`-style calls as one object (null: every axis). */
function merged(name: string, axisOrOptions: unknown, rest: unknown): Record<string, unknown> {
  const positional = typeof axisOrOptions === 'number' || Array.isArray(axisOrOptions) || axisOrOptions === null;
  if (!positional) {
    if (rest !== undefined)
      throw new TypeError(`${name}: give the axis positionally or in the options object, and one options object.`);
    if (axisOrOptions === undefined) return {};
    if (typeof axisOrOptions !== 'object' || axisOrOptions === null)
      throw new TypeError(`${name}: options must be an object, got ${show(axisOrOptions)}.`);
    return { ...(axisOrOptions as Record<string, unknown>) };
  }
  if (rest === undefined) return axisOrOptions === null ? {} : { axis: axisOrOptions };
  if (typeof rest !== 'object' || rest === null || Array.isArray(rest))
    throw new TypeError(`${name}: options must be an object, got ${show(rest)}.`);
  if ('axis' in rest) throw new TypeError(`${name}: the axis is given twice (positionally and in the options).`);
  return axisOrOptions === null ? { ...rest } : { ...rest, axis: axisOrOptions };
}

/** An error of a plain reduction run for `name` given `name`'s words. */
function renamed(error: unknown, plain: string, name: string): unknown {
  if (error instanceof Error && error.message.startsWith(`${plain}: `)) {
    const rest = error.message
      .slice(plain.length + 2)
      .replace(`the options of ${plain} are`, `the options of ${name} are`);
    const copy = new (error.constructor as ErrorConstructor)(`${name}: ${rest}`);
    return copy;
  }
  return ownName(error, name);
}

/** The axis and keepdims of `options`, those given. */
function axisKeep(options: Record<string, unknown>): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  if (options.axis !== undefined && options.axis !== null) picked.axis = options.axis;
  if (options.keepdims !== undefined) picked.keepdims = options.keepdims;
  return picked;
}

/** Sorted, normalised axes (undefined / null: all). */
function axesOf(name: string, ndim: number, axis: unknown): number[] {
  if (axis === undefined || axis === null) return Array.from({ length: ndim }, (_, index) => index);
  const list = Array.isArray(axis) ? axis : [axis];
  const seen = new Set<number>();
  for (const entry of list) {
    const normal = checkAxis(name, entry, ndim);
    if (seen.has(normal)) throw new RangeError(`${name}: axis ${normal} is repeated in ${show(axis)}.`);
    seen.add(normal);
  }
  return [...seen].sort((first, second) => first - second);
}

// ---- selection --------------------------------------------------------------------------------

type Floats = Float32Array | Float64Array;

/** Floyd–Rivest selection: a[k] becomes the k-th smallest of a[left..right], smaller ones before it. */
function select(a: Floats, left: number, right: number, k: number): void {
  while (right > left) {
    if (right - left > 600) {
      const n = right - left + 1;
      const m = k - left + 1;
      const z = Math.log(n);
      const s = 0.5 * Math.exp((2 * z) / 3);
      const sd = 0.5 * Math.sqrt((z * s * (n - s)) / n) * (m - n / 2 < 0 ? -1 : 1);
      const newLeft = Math.max(left, Math.floor(k - (m * s) / n + sd));
      const newRight = Math.min(right, Math.floor(k + ((n - m) * s) / n + sd));
      select(a, newLeft, newRight, k);
    }
    const t = a[k]!;
    let i = left;
    let j = right;
    swap(a, left, k);
    if (a[right]! > t) swap(a, left, right);
    while (i < j) {
      swap(a, i, j);
      i += 1;
      j -= 1;
      while (a[i]! < t) i += 1;
      while (a[j]! > t) j -= 1;
    }
    if (a[left] === t) swap(a, left, j);
    else {
      j += 1;
      swap(a, j, right);
    }
    if (j <= k) left = j + 1;
    if (k <= j) right = j - 1;
  }
}

function swap(a: Floats, i: number, j: number): void {
  const t = a[i]!;
  a[i] = a[j]!;
  a[j] = t;
}

/** NumPy 2's quantile methods: the continuous ones by (alpha, beta), the others by name. */
const continuous: { readonly [method: string]: readonly [number, number] } = {
  interpolated_inverted_cdf: [0, 1],
  hazen: [0.5, 0.5],
  weibull: [0, 0],
  linear: [1, 1],
  median_unbiased: [1 / 3, 1 / 3],
  normal_unbiased: [3 / 8, 3 / 8],
};
const discrete = [
  'inverted_cdf',
  'averaged_inverted_cdf',
  'closest_observation',
  'lower',
  'higher',
  'midpoint',
  'nearest',
];
const methodNames = [...Object.keys(continuous), ...discrete];

/** NumPy's _lerp: a + (b - a)·t, from b's side for t ≥ 0.5 (monotone, exact at the ends). */
function lerp(a: number, b: number, t: number): number {
  const diff = b - a;
  return t >= 0.5 ? b - diff * (1 - t) : a + diff * t;
}

/** The `q`-quantile of the n values a[0..n) (no NaN), `a` reordered (selection). */
function quantileOf(a: Floats, n: number, q: number, method: string): number {
  const last = n - 1;
  const at = (k: number): number => {
    select(a, 0, last, k);
    return a[k]!;
  };
  /** a[k] and a[k+1], after select(k): the next one is the smallest to its right. */
  const pair = (k: number): [number, number] => {
    const low = at(k);
    if (k >= last) return [low, low];
    let high = a[k + 1]!;
    for (let index = k + 2; index < n; index += 1) if (a[index]! < high) high = a[index]!;
    return [low, high];
  };
  const clampIndex = (index: number) => Math.min(Math.max(index, 0), last);
  if (method === 'median') {
    // np.median: the middle element, or the mean of the middle two (inf with inf, as NumPy's mean).
    const middle = last >> 1;
    if (n % 2 === 1) return at(middle);
    const [low, high] = pair(middle);
    return (low + high) / 2;
  }
  const ab = continuous[method];
  if (ab !== undefined) {
    const [alpha, beta] = ab;
    const virtual = n * q + (alpha + q * (1 - alpha - beta)) - 1;
    if (virtual <= 0) return at(0);
    if (virtual >= last) return at(last);
    const below = Math.floor(virtual);
    const [low, high] = pair(below);
    return lerp(low, high, virtual - below);
  }
  switch (method) {
    case 'lower':
      return at(Math.floor(q * last));
    case 'higher':
      return at(Math.ceil(q * last));
    case 'nearest': {
      // NumPy rounds the virtual index half to even.
      const virtual = q * last;
      const floor = Math.floor(virtual);
      const fraction = virtual - floor;
      const index = fraction > 0.5 || (fraction === 0.5 && floor % 2 === 1) ? floor + 1 : floor;
      return at(index);
    }
    case 'midpoint': {
      const virtual = q * last;
      const below = Math.floor(virtual);
      if (virtual === below) return at(below);
      const [low, high] = pair(below);
      return lerp(low, high, 0.5);
    }
    case 'inverted_cdf': {
      const virtual = n * q - 1;
      return at(clampIndex(Math.ceil(virtual)));
    }
    case 'averaged_inverted_cdf': {
      const virtual = n * q - 1;
      const below = Math.floor(virtual);
      if (virtual === below && below >= 0 && below < last) {
        const [low, high] = pair(below);
        return lerp(low, high, 0.5);
      }
      return at(clampIndex(Math.ceil(virtual)));
    }
    default: {
      // closest_observation: the nearest order statistic, ties to the even (1-based) one.
      const virtual = n * q - 1 - 0.5;
      const floor = Math.floor(virtual);
      const fraction = virtual - floor;
      const index = fraction > 0 || floor % 2 === 0 ? floor + 1 : floor;
      return at(clampIndex(index));
    }
  }
}

interface QuantileCall {
  readonly name: string;
  readonly input: AnyNDArray;
  readonly qs: readonly number[];
  readonly qShape: readonly number[];
  readonly axis: unknown;
  readonly keepdims: boolean;
  readonly method: string;
  readonly skipNaN: boolean;
  readonly result: DType;
}

/** The quantiles of every slice: the reduced axes moved last, each row copied once and selected. */
function quantiles(call: QuantileCall): AnyNDArray {
  const { name, input, qs, qShape, keepdims, method, skipNaN, result } = call;
  const ndim = input.shape.length;
  const axes = axesOf(name, ndim, call.axis);
  const kept = Array.from({ length: ndim }, (_, index) => index).filter((axis) => !axes.includes(axis));
  const outer = kept.reduce((product, axis) => product * input.shape[axis]!, 1);
  const n = axes.reduce((product, axis) => product * input.shape[axis]!, 1);
  const shape = [
    ...qShape,
    ...(input.shape as readonly number[]).flatMap((size, axis) =>
      axes.includes(axis) ? (keepdims ? [1] : []) : [size],
    ),
  ];
  const work: DType = result === 'float64' ? 'float64' : 'float32';
  const values = new Float64Array(qs.length * outer);
  if (n === 0) values.fill(Number.NaN);
  else {
    const moved = transpose(input, [...kept, ...axes]) as AnyNDArray;
    let rows: AnyNDArray;
    try {
      rows = castArray(moved, work, false, name);
    } finally {
      moved.dispose();
    }
    try {
      // `rows` is this call's own copy: each row is selected in place (no allocation meanwhile, so
      // the view stays attached).
      for (let row = 0; row < outer; row += 1) {
        const view = elementView(
          dtypeCode(work),
          pointerOf(rows) + row * n * (work === 'float64' ? 8 : 4),
          n,
        ) as Floats;
        let count = 0;
        let sawNaN = false;
        if (skipNaN) {
          for (let index = 0; index < n; index += 1) {
            const value = view[index]!;
            if (value === value) view[count++] = value;
          }
        } else {
          for (let index = 0; index < n; index += 1) if (view[index]! !== view[index]!) sawNaN = true;
          count = n;
        }
        for (let which = 0; which < qs.length; which += 1) {
          values[which * outer + row] =
            sawNaN || count === 0 ? Number.NaN : quantileOf(view, count, qs[which]!, method);
        }
      }
    } finally {
      rows.dispose();
    }
  }
  const wide = allocArray('float64', shape, false, name);
  (elementView(dtypeCode('float64'), wide[storage].pointer, values.length) as Float64Array).set(values);
  if (result === 'float64') return wide;
  try {
    return castArray(wide, result, false, name);
  } finally {
    wide.dispose();
  }
}

/** q as a flat list of numbers and its shape (a number: shape []). */
function readQ(name: string, q: unknown, scale: number): { qs: number[]; qShape: number[] } {
  let qs: number[];
  let qShape: number[];
  if (typeof q === 'number') {
    qs = [q];
    qShape = [];
  } else if (Array.isArray(q) && q.every((entry) => typeof entry === 'number')) {
    qs = [...q];
    qShape = [q.length];
  } else if (q instanceof NDArray) {
    const array = q as AnyNDArray;
    if (!isInexact(array.dtype as DType) && dtypeInfo[array.dtype as DType].kind === 'complex')
      throw new TypeError(`${name}: q must be real.`);
    const wide = castArray(array, 'float64', false, name);
    try {
      qs = [...(elementView(dtypeCode('float64'), wide[storage].pointer, wide.size) as Float64Array)];
    } finally {
      wide.dispose();
    }
    qShape = [...array.shape];
  } else {
    throw new TypeError(`${name}: q must be a number, a list of numbers or an NDArray, got ${show(q)}.`);
  }
  const top = scale === 100 ? 'Percentiles must be in the range [0, 100]' : 'Quantiles must be in the range [0, 1]';
  for (const value of qs) if (!(value >= 0 && value <= scale)) throw new RangeError(`${name}: ${top}, got ${value}.`);
  return { qs: scale === 1 ? qs : qs.map((value) => value / 100), qShape };
}

// ---- counting ---------------------------------------------------------------------------------

/**
 * Each value's bin (the last closed) counted, or its weight added: NumPy's histogram, by the wasm
 * kernel (src/execute/histogram.ts) over `contiguous` (float32 or float64). Evenly spaced edges
 * compute the bin in the values' dtype, as NumPy's (a degenerate scale searches instead); given
 * edges are searched.
 */
function countBins(
  contiguous: AnyNDArray,
  edges: Float64Array,
  uniform: boolean,
  weights: Float64Array | undefined,
): Float64Array {
  const count = edges.length - 1;
  const made: AnyNDArray[] = [];
  try {
    const span = edges[count]! - edges[0]!;
    const even = uniform && span > 0 && Number.isFinite(count / span);
    const single = contiguous.dtype === 'float32';
    // NumPy's evenly spaced edges are of the values' dtype: float32 ones rounded (searched edges stay float64).
    const edgeArray = fromNumbers(even && single ? edges.map(Math.fround) : edges, [count + 1], 'float64', 'histogram');
    made.push(edgeArray);
    const weightArray =
      weights === undefined ? undefined : fromNumbers(weights, [weights.length], 'float64', 'histogram');
    if (weightArray !== undefined) made.push(weightArray);
    const counts = allocArray('float64', [count], false, 'histogram');
    made.push(counts);
    countHistogram(
      contiguous.dtype as 'float32' | 'float64',
      pointerOf(contiguous),
      contiguous.size,
      edgeArray[storage].pointer,
      count,
      even,
      span,
      weightArray === undefined ? 0 : weightArray[storage].pointer,
      counts[storage].pointer,
    );
    return (elementView(dtypeCode('float64'), counts[storage].pointer, count) as Float64Array).slice();
  } finally {
    for (const each of made) each.dispose();
  }
}

/** A real array's values as float64 numbers (a fresh JS copy). */
function numbers(array: AnyNDArray, name: string): Float64Array {
  const wide = castArray(array, 'float64', false, name);
  try {
    return (elementView(dtypeCode('float64'), wide[storage].pointer, wide.size) as Float64Array).slice();
  } finally {
    wide.dispose();
  }
}

function fromNumbers(values: ArrayLike<number>, shape: readonly number[], dtype: DType, name: string): AnyNDArray {
  const wide = allocArray('float64', shape, false, name);
  (elementView(dtypeCode('float64'), wide[storage].pointer, values.length) as Float64Array).set(values);
  if (dtype === 'float64') return wide;
  try {
    return castArray(wide, dtype, false, name);
  } finally {
    wide.dispose();
  }
}

/** A whole-array min or max as a number. */
function extremeOf(reduce: Run, array: AnyNDArray): number {
  const result = reduce(array);
  try {
    return Number(result.item());
  } finally {
    result.dispose();
  }
}

/**
 * nansum, nanprod, nanmean, nanmax, nanmin of a float32/float64 array (float16/bfloat16 too but
 * for nanmean: reduced in float32, as the plain ones) over any axes, with no option but axis and
 * keepdims: one pass of the fused kernels (asm/nanreduce.ts) per reduced run of axes, no mask or
 * filled copy (nanmean along one middle run: its sums and counts in the same pass). nansum and
 * nanprod give the plain sum's (prod's) bits over the values with NaN read as 0 (1) (NumPy's
 * definition), on any thread count. Undefined where the call is not one of these (the general
 * path runs). `made` takes the temporaries.
 */
function nanFused(
  name: string,
  op: 'sum' | 'mean' | 'max' | 'min' | 'prod',
  input: AnyNDArray,
  options: Record<string, unknown>,
  made: AnyNDArray[],
): AnyNDArray | undefined {
  for (const key of Object.keys(options))
    if ((key !== 'axis' && key !== 'keepdims') || options[key] === undefined) return undefined;
  const { keepdims = false } = options;
  if (typeof keepdims !== 'boolean' || input.size === 0) return undefined;
  const dtype = input.dtype as DType;
  const compute =
    dtype === 'float32' || dtype === 'float64'
      ? dtype
      : (dtype === 'float16' || dtype === 'bfloat16') && op !== 'mean'
        ? 'float32'
        : undefined;
  if (compute === undefined) return undefined;
  const axes = axesOf(name, input.ndim, options.axis);
  const layout = reductionLayout(input.shape, axes);
  if (layout.kind === 'copy') return undefined;
  return withContiguous(input, (contiguous) => {
    let source = contiguous;
    if (compute !== dtype) {
      source = castArray(contiguous, compute, false, name);
      made.push(source);
    }
    const shape = reducedShape(input.shape, axes, keepdims);
    const result = allocArray(compute, shape, false, name);
    try {
      const from = pointerOf(source);
      const to = result[storage].pointer;
      const plain = rowsPlan('sum', compute);
      if (layout.kind === 'whole' && (op === 'sum' || op === 'mean'))
        nanReduceWhole(nanRowsPlan(op, compute), from, source.size, to);
      else if (op !== 'mean') {
        const later = op === 'sum' ? plain : op === 'prod' ? rowsPlan('prod', compute) : undefined;
        reduceAll(nanRowsPlan(op, compute), layout, from, to, name, later);
      } else if (layout.passes.length === 1 && layout.passes[0]!.inner === 1)
        reduceAll(nanRowsPlan('mean', compute), layout, from, to, name);
      else if (layout.passes.length === 1) {
        // One pass along a middle axis: the sums and the counts together, then divided.
        const counts = allocArray(compute, shape, false, name);
        made.push(counts);
        nanMeanPass(nanKernels(compute), layout.passes[0]!, from, to, counts[storage].pointer, name);
      } else {
        const total = allocArray(compute, shape, false, name);
        made.push(total);
        const counts = allocArray(compute, shape, false, name);
        made.push(counts);
        reduceAll(nanRowsPlan('sum', compute), layout, from, total[storage].pointer, name, plain);
        reduceAll(nanRowsPlan('count', compute), layout, from, counts[storage].pointer, name, plain);
        divideElements(stepsPlan(compute), total[storage].pointer, counts[storage].pointer, 1, to, 0, result.size);
      }
    } catch (error) {
      result.dispose();
      throw error;
    }
    if (compute === dtype) return result;
    made.push(result);
    return castArray(result, dtype, false, name);
  });
}

/** The kernels' dtype of a float dtype: float32/float64 as they are, the 16-bit floats in float32 with `widen`; else undefined. */
function kernelFloat(dtype: DType, widen = false): 'float32' | 'float64' | undefined {
  if (dtype === 'float32' || dtype === 'float64') return dtype;
  return widen && (dtype === 'float16' || dtype === 'bfloat16') ? 'float32' : undefined;
}

/** `body` of a contiguous copy of `input` in `compute` (the input itself where it is one), the copy freed after. */
function inDType<Result>(
  input: AnyNDArray,
  compute: DType,
  name: string,
  body: (source: AnyNDArray) => Result,
): Result {
  return withContiguous(input, (contiguous) => {
    if (contiguous.dtype === compute) return body(contiguous);
    const source = castArray(contiguous, compute, false, name);
    try {
      return body(source);
    } finally {
      source.dispose();
    }
  });
}

/** True where `options` has only the given keys (undefined values aside). */
function onlyOptions(options: Record<string, unknown>, keys: readonly string[]): boolean {
  for (const key of Object.keys(options)) if (options[key] !== undefined && !keys.includes(key)) return false;
  return true;
}

/**
 * nanvar/nanstd of a float32/float64 array over a run of adjacent axes (or all), with axis,
 * keepdims and a number ddof only: one kernel per output row (asm/nanreduce.ts: the nanmean, then
 * the squared deviations from it summed, over count − ddof, NaN where that is ≤ 0). Undefined where
 * the call is not one of these (the general path runs).
 */
function nanVarianceFused(
  name: string,
  std: boolean,
  input: AnyNDArray,
  options: Record<string, unknown>,
): AnyNDArray | undefined {
  if (!onlyOptions(options, ['axis', 'keepdims', 'ddof'])) return undefined;
  const { keepdims = false, ddof = 0 } = options;
  if (typeof keepdims !== 'boolean' || typeof ddof !== 'number' || !Number.isFinite(ddof) || input.size === 0)
    return undefined;
  // The 16-bit floats computed in float32, the result cast back (jnp's upcast).
  const dtype = input.dtype as DType;
  const compute = kernelFloat(dtype, true);
  if (compute === undefined) return undefined;
  const axes = axesOf(name, input.ndim, options.axis);
  const layout = reductionLayout(input.shape, axes);
  if (layout.kind === 'copy' || layout.passes.length !== 1) return undefined;
  return inDType(input, compute, name, (source) => {
    const result = allocArray(compute, reducedShape(input.shape, axes, keepdims), false, name);
    try {
      nanVariancePass(
        nanKernels(compute),
        layout.passes[0]!,
        pointerOf(source),
        result[storage].pointer,
        ddof,
        std,
        name,
      );
    } catch (error) {
      result.dispose();
      throw error;
    }
    if (compute === dtype) return result;
    try {
      return castArray(result, dtype, false, name);
    } finally {
      result.dispose();
    }
  });
}

/** [outer, length, inner] of one axis of `shape`, or of the flattened array (axis undefined / null). */
function alongLayout(name: string, shape: readonly number[], axis: unknown) {
  const flat = axis === undefined || axis === null;
  const size = shape.reduce((product, each) => product * each, 1);
  if (flat) return { axis: undefined, outer: 1, length: size, inner: 1 };
  const chosen = checkAxis(name, axis, shape.length);
  const outer = shape.slice(0, chosen).reduce((product, each) => product * each, 1);
  const inner = shape.slice(chosen + 1).reduce((product, each) => product * each, 1);
  return { axis: chosen, outer, length: shape[chosen]!, inner };
}

/**
 * nanargmax/nanargmin of a float32/float64 array along one axis (or flattened), with axis and
 * keepdims only: one kernel call (the first index of the extreme of the values that are not NaN,
 * −1 for an all-NaN slice, as jnp), int64 indices cast to `result`. Undefined where the call is
 * not one of these.
 */
function nanIndexFused(
  name: string,
  op: 'argmax' | 'argmin',
  input: AnyNDArray,
  options: Record<string, unknown>,
  result: DType,
): AnyNDArray | undefined {
  if (!onlyOptions(options, ['axis', 'keepdims'])) return undefined;
  const { keepdims = false } = options;
  // The 16-bit floats widen to float32 exactly: the same order, the same indices.
  const compute = kernelFloat(input.dtype as DType, true);
  if (typeof keepdims !== 'boolean' || compute === undefined || input.size === 0) return undefined;
  if (Array.isArray(options.axis)) return undefined;
  const { axis, outer, length, inner } = alongLayout(name, input.shape, options.axis);
  const shape =
    axis === undefined ? (keepdims ? input.shape.map(() => 1) : []) : reducedShape(input.shape, [axis], keepdims);
  return inDType(input, compute, name, (source) => {
    const indices = allocArray('int64', shape, false, name);
    try {
      nanIndexAlong(nanKernels(compute), op, pointerOf(source), outer, length, inner, indices[storage].pointer, name);
    } catch (error) {
      indices.dispose();
      throw error;
    }
    if (result === 'int64') return indices;
    try {
      return castArray(indices, result, false, name);
    } finally {
      indices.dispose();
    }
  });
}

/**
 * nancumsum/nancumprod of a float32/float64 array along one axis (or flattened), with axis only:
 * the plain scan's steps on the values with NaN read as 0 (1), in one kernel call. Undefined where
 * the call is not one of these.
 */
function nanScanFused(
  name: string,
  op: 'cumsum' | 'cumprod',
  input: AnyNDArray,
  options: Record<string, unknown>,
): AnyNDArray | undefined {
  if (!onlyOptions(options, ['axis'])) return undefined;
  const compute = kernelFloat(input.dtype as DType);
  if (compute === undefined || input.size === 0 || Array.isArray(options.axis)) return undefined;
  const { axis, outer, length, inner } = alongLayout(name, input.shape, options.axis);
  const shape = axis === undefined ? [input.size] : input.shape;
  return withContiguous(input, (contiguous) => {
    const result = allocArray(compute, shape, false, name);
    const kernels = nanKernels(compute);
    try {
      alongAxis(
        kernels[op],
        pointerOf(contiguous),
        kernels.bytes,
        outer,
        length,
        inner,
        result[storage].pointer,
        kernels.bytes,
        length * inner,
      );
    } catch (error) {
      result.dispose();
      throw error;
    }
    return result;
  });
}

/** The statistics bound to one policy. */
export function createStatistics<Policy extends PolicySpec>(spec?: Policy): StatisticsFunctions<Policy> {
  const policy = resolvePolicy(spec as PolicySpec | undefined, 'createStatistics');
  const reductions = createReductions(spec) as unknown as Record<string, Run>;
  const operations = createOperations(spec) as unknown as Record<string, Run>;
  const defaultInt: DType = policy.x64 ? 'int64' : 'int32';
  const floatOf = (dtype: DType): DType => reductionResultType('mean', dtype, policy.x64);

  /**
   * Runs `body` in a scope (an error part-way frees what it made), disposing `made` after, errors
   * in `name`'s words.
   */
  const guarded = <Result>(name: string, plain: string, body: (made: AnyNDArray[]) => Result): Result => {
    const made: AnyNDArray[] = [];
    try {
      return scope(() => body(made));
    } catch (error) {
      throw renamed(error, plain, name);
    } finally {
      for (const array of made) array.dispose();
    }
  };

  /** x == x: true where x is not NaN. */
  const notNaN = (input: AnyNDArray): AnyNDArray => operations.equal!(input, input);

  /** `input` (contiguous) with NaN replaced by `fill`, and the not-NaN mask; both fresh, in `made`. */
  const withoutNaN = (input: AnyNDArray, fill: number, name: string, made: AnyNDArray[]): [AnyNDArray, AnyNDArray] =>
    withContiguous(input, (contiguous) => {
      const mask = notNaN(contiguous);
      made.push(mask);
      const filled = masked(contiguous, mask, fill, name);
      made.push(filled);
      return [filled, mask];
    });

  /** The `where` a nan reduction passes on: not NaN, and the user's where. */
  const keptMask = (input: AnyNDArray, options: Record<string, unknown>, made: AnyNDArray[]): AnyNDArray => {
    const mask = notNaN(input);
    made.push(mask);
    if (options.where === undefined) return mask;
    const both = operations.logicalAnd!(mask, options.where);
    made.push(both);
    return both;
  };

  const noOut = (name: string, options: Record<string, unknown>) => {
    if (options.out !== undefined)
      throw new TypeError(`${name}: out is not supported (as in jnp.${name}); assign the result instead.`);
  };

  /** nansum, nanprod, nanmean, nanvar, nanstd: the plain reduction with NaN left out by `where`. */
  const nanMasked =
    (name: string, plain: string) =>
    (a: unknown, axisOrOptions?: unknown, rest?: unknown): AnyNDArray =>
      guarded(name, plain, (made) => {
        const input = checkInput(name, a);
        const options = merged(name, axisOrOptions, rest);
        noOut(name, options);
        if (!isInexact(input.dtype as DType)) return reductions[plain]!(input, options);
        if (plain === 'sum' || plain === 'mean' || plain === 'prod') {
          const fused = nanFused(name, plain, input, options, made);
          if (fused !== undefined) return fused;
        }
        if (plain === 'var' || plain === 'std') {
          const fused = nanVarianceFused(name, plain === 'std', input, options);
          if (fused !== undefined) return fused;
        }
        if ((plain === 'sum' || plain === 'prod') && options.where === undefined) {
          // NaN replaced by the identity, then the plain reduction's own path (its fast whole-array call).
          const [filled] = withoutNaN(input, plain === 'sum' ? 0 : 1, name, made);
          return reductions[plain]!(filled, options);
        }
        return reductions[plain]!(input, { ...options, where: keptMask(input, options, made) });
      });

  /** nanmin, nanmax: NaN left out; an all-NaN slice is NaN (NumPy's value, its warning aside). */
  const nanExtreme =
    (name: string, plain: 'min' | 'max') =>
    (a: unknown, axisOrOptions?: unknown, rest?: unknown): AnyNDArray =>
      guarded(name, plain, (made) => {
        const input = checkInput(name, a);
        const options = merged(name, axisOrOptions, rest);
        noOut(name, options);
        if (!isInexact(input.dtype as DType) || input.size === 0) return reductions[plain]!(input, options);
        const fused = nanFused(name, plain, input, options, made);
        if (fused !== undefined) return fused;
        const extreme = plain === 'min' ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
        if (
          options.where === undefined &&
          options.initial === undefined &&
          dtypeInfo[input.dtype as DType].kind === 'float'
        ) {
          // NaN as the extreme the other way, then the plain reduction's own path; the slices whose
          // result is that extreme are checked for being all NaN (none, most often: no second pass).
          const [filled, mask] = withoutNaN(input, extreme, name, made);
          const reduced = reductions[plain]!(filled, options);
          if (!numbers(reduced, name).includes(extreme)) return reduced;
          made.push(reduced);
          const any = reductions.any!(mask, axisKeep(options));
          made.push(any);
          return masked(reduced, any, Number.NaN, name);
        }
        const mask = keptMask(input, options, made);
        if (options.initial !== undefined) return reductions[plain]!(input, { ...options, where: mask });
        const reduced = reductions[plain]!(input, { ...options, where: mask, initial: extreme });
        made.push(reduced);
        const any = reductions.any!(mask, axisKeep(options));
        made.push(any);
        return masked(reduced, any, Number.NaN, name);
      });

  /** nanargmin, nanargmax: NaN as +inf (−inf); an all-NaN slice gives −1 (jnp's; NumPy raises). */
  const nanArg =
    (name: string, plain: 'argmin' | 'argmax') =>
    (a: unknown, axisOrOptions?: unknown, rest?: unknown): AnyNDArray =>
      guarded(name, plain, (made) => {
        const input = checkInput(name, a);
        const options = merged(name, axisOrOptions, rest);
        noOut(name, options);
        if (!isInexact(input.dtype as DType) || dtypeInfo[input.dtype as DType].kind === 'complex')
          return reductions[plain]!(input, options);
        const fused = nanIndexFused(
          name,
          plain,
          input,
          options,
          reductionResultType('index', input.dtype as DType, policy.x64),
        );
        if (fused !== undefined) return fused;
        const fill = plain === 'argmin' ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
        const [filled, mask] = withoutNaN(input, fill, name, made);
        const index = reductions[plain]!(filled, options);
        made.push(index);
        const any = reductions.any!(mask, axisKeep(options));
        made.push(any);
        return masked(index, any, -1, name);
      });

  /** nancumsum, nancumprod: NaN as 0 (1). */
  const nanScan =
    (name: string, plain: 'cumsum' | 'cumprod') =>
    (a: unknown, axisOrOptions?: unknown, rest?: unknown): AnyNDArray =>
      guarded(name, plain, (made) => {
        const input = checkInput(name, a);
        const options = merged(name, axisOrOptions, rest);
        noOut(name, options);
        if (!isInexact(input.dtype as DType)) return reductions[plain]!(input, options);
        const fused = nanScanFused(name, plain, input, options);
        if (fused !== undefined) return fused;
        const [filled] = withoutNaN(input, plain === 'cumsum' ? 0 : 1, name, made);
        return reductions[plain]!(filled, options);
      });

  const quantileOptions = ['axis', 'keepdims', 'method', 'out', 'overwriteInput'] as const;
  /** quantile, percentile, median and the nan versions. */
  const quantile =
    (name: string, scale: number, skipNaN: boolean) =>
    (a: unknown, q: unknown, axisOrOptions?: unknown, rest?: unknown): AnyNDArray =>
      guarded(name, name, () => {
        const input = checkInput(name, a);
        const given = merged(name, axisOrOptions, rest);
        const { axis, keepdims = false, method = 'linear', out } = checkOptions(name, given, quantileOptions);
        if (out !== undefined) throw new TypeError(`${name}: out is not supported (as in jnp.${name}).`);
        if (typeof keepdims !== 'boolean')
          throw new TypeError(`${name}: keepdims must be true or false, got ${show(keepdims)}.`);
        if (
          typeof method !== 'string' ||
          !(methodNames.includes(method) || (method === 'median' && name.endsWith('median')))
        )
          throw new TypeError(`${name}: method must be one of ${methodNames.join(', ')}; got ${show(method)}.`);
        const dtype = input.dtype as DType;
        if (dtypeInfo[dtype].kind === 'complex')
          throw new TypeError(`${name}: complex input is not supported (as in jnp.${name}).`);
        const { qs, qShape } = readQ(name, q, scale);
        return withContiguous(input, (contiguous) =>
          quantiles({ name, input: contiguous, qs, qShape, axis, keepdims, method, skipNaN, result: floatOf(dtype) }),
        );
      });
  const median =
    (name: string, skipNaN: boolean) =>
    (a: unknown, axisOrOptions?: unknown, rest?: unknown): AnyNDArray => {
      const given = merged(name, axisOrOptions, rest);
      if ('method' in given) throw new TypeError(`${name}: options take no method (median is the 0.5 quantile).`);
      return quantile(name, 1, skipNaN)(a, 0.5, { ...given, method: 'median' });
    };

  // jnp.ptp: max − min, in the input's dtype (integers wrap); bool refused.
  const ptp = (a: unknown, axisOrOptions?: unknown, rest?: unknown): AnyNDArray =>
    guarded('ptp', 'max', (made) => {
      const input = checkInput('ptp', a);
      const options = merged('ptp', axisOrOptions, rest);
      checkOptions('ptp', options, ['axis', 'keepdims', 'out']);
      noOut('ptp', options);
      if (input.dtype === 'bool') throw new TypeError('ptp: bool input is not supported (max − min of bools).');
      const high = reductions.max!(input, options);
      made.push(high);
      const low = reductions.min!(input, options);
      made.push(low);
      return operations.subtract!(high, low);
    });

  // jnp.count_nonzero: the default int.
  const countNonzero = (a: unknown, axisOrOptions?: unknown, rest?: unknown): AnyNDArray =>
    guarded('countNonzero', 'sum', (made) => {
      const input = checkInput('countNonzero', a);
      const options = merged('countNonzero', axisOrOptions, rest);
      checkOptions('countNonzero', options, ['axis', 'keepdims']);
      const nonzero = input.dtype === 'bool' ? input : operations.notEqual!(input, 0);
      if (nonzero !== input) made.push(nonzero);
      return reductions.sum!(nonzero, { ...options, dtype: defaultInt });
    });

  // jnp.average: mean without weights; with weights sum(a·w)/sum(w) in their inexact promotion.
  const average = (a: unknown, axisOrOptions?: unknown, rest?: unknown): AnyNDArray | [AnyNDArray, AnyNDArray] =>
    guarded('average', 'mean', (made) => {
      const input = checkInput('average', a);
      const options = merged('average', axisOrOptions, rest);
      const {
        axis = null,
        weights,
        returned = false,
        keepdims = false,
      } = checkOptions('average', options, ['axis', 'weights', 'returned', 'keepdims']);
      if (typeof returned !== 'boolean')
        throw new TypeError(`average: returned must be true or false, got ${show(returned)}.`);
      let avg: AnyNDArray;
      let total: AnyNDArray;
      if (weights === undefined) {
        avg = reductions.mean!(input, axisKeep({ axis, keepdims }));
        if (!returned) return avg;
        const count = avg.size === 0 ? 0 : input.size / avg.size;
        total = fromNumbers(new Float64Array(avg.size).fill(count), avg.shape, avg.dtype as DType, 'average');
      } else {
        if (!(weights instanceof NDArray))
          throw new TypeError(`average: weights must be an NDArray, got ${show(weights)}.`);
        let w = weights as AnyNDArray;
        const sameShape =
          w.shape.length === input.shape.length &&
          (w.shape as readonly number[]).every((size, index) => size === input.shape[index]);
        if (!sameShape) {
          if (axis === null || Array.isArray(axis) || w.shape.length !== 1)
            throw new RangeError(
              `average: weights of shape ${shapeText(w.shape)} differ from a's ${shapeText(input.shape)}; give 1-D weights with one axis.`,
            );
          const along = checkAxis('average', axis, input.shape.length);
          if (w.shape[0] !== input.shape[along])
            throw new RangeError(
              `average: the weights' length ${w.shape[0]} differs from a's axis ${along} (${input.shape[along]}).`,
            );
          const dims = (input.shape as readonly number[]).map((_, index) => (index === along ? w.shape[0]! : 1));
          w = reshape(w, dims) as AnyNDArray;
          made.push(w);
        }
        const product = operations.multiply!(input, w);
        made.push(product);
        const numerator = reductions.sum!(product, axisKeep({ axis, keepdims }));
        made.push(numerator);
        const wide = broadcastTo(w, product.shape as number[]) as AnyNDArray;
        made.push(wide);
        total = reductions.sum!(wide, axisKeep({ axis, keepdims }));
        const inexact = isInexact(total.dtype as DType)
          ? total
          : castArray(total, floatOf(total.dtype as DType), false, 'average');
        if (inexact !== total) {
          made.push(total);
          total = inexact;
        }
        avg = operations.divide!(numerator, total);
        if (!returned) {
          made.push(total);
          return avg;
        }
      }
      if (total.dtype !== avg.dtype) {
        made.push(total);
        total = castArray(total, avg.dtype as DType, false, 'average');
      }
      return [avg, total] as never;
    }) as never;

  // np.bincount: counts of each non-negative integer (the default int), or the weights' sums.
  const bincount = (x: unknown, options?: unknown): AnyNDArray =>
    guarded('bincount', 'bincount', () => {
      const input = checkInput('bincount', x);
      const { weights, minlength = 0, length } = checkOptions('bincount', options, ['weights', 'minlength', 'length']);
      const { kind } = dtypeInfo[input.dtype as DType];
      if (kind !== 'int' && kind !== 'uint' && kind !== 'bool')
        throw new TypeError(`bincount: x must be an integer array, got ${input.dtype}.`);
      if (input.shape.length !== 1)
        throw new RangeError(`bincount: x must be 1-D, got shape ${shapeText(input.shape)}.`);
      if (typeof minlength !== 'number' || !Number.isSafeInteger(minlength) || minlength < 0)
        throw new RangeError(`bincount: minlength must be a non-negative integer, got ${show(minlength)}.`);
      const values = numbers(input, 'bincount');
      let top = -1;
      for (const value of values) {
        if (value < 0) throw new RangeError(`bincount: x must be non-negative, got ${value}.`);
        if (value > top) top = value;
      }
      let size = Math.max(top + 1, minlength);
      if (length !== undefined) {
        if (typeof length !== 'number' || !Number.isSafeInteger(length) || length < 0)
          throw new RangeError(`bincount: length must be a non-negative integer, got ${show(length)}.`);
        size = length;
      }
      let w: Float64Array | undefined;
      let dtype: DType = defaultInt;
      if (weights !== undefined) {
        if (!(weights instanceof NDArray))
          throw new TypeError(`bincount: weights must be an NDArray, got ${show(weights)}.`);
        const array = weights as AnyNDArray;
        if (array.shape.length !== 1 || array.shape[0] !== values.length)
          throw new RangeError(
            `bincount: weights of shape ${shapeText(array.shape)} must match x's ${shapeText(input.shape)}.`,
          );
        if (dtypeInfo[array.dtype as DType].kind === 'complex')
          throw new TypeError('bincount: complex weights are not supported.');
        w = numbers(array, 'bincount');
        dtype = array.dtype === 'bool' ? defaultInt : (array.dtype as DType);
      }
      const counts = new Float64Array(size);
      for (let index = 0; index < values.length; index += 1) {
        const bin = values[index]!;
        if (bin < size) counts[bin] += w === undefined ? 1 : w[index]!;
      }
      return fromNumbers(counts, [size], dtype, 'bincount');
    });

  /**
   * The edges: `bins` edges as given, or `bins` equal bins over the range (NumPy's linspace). The
   * range autodetected from `input` (`size` > 0, no range given) is its min and max by the
   * reduction kernels, and the edges are then computed in the input's own float dtype, each step
   * rounded as NumPy rounds it (its linspace runs in the dtype of the data's min and max scalars);
   * otherwise in float64.
   */
  const edgesOf = (name: string, input: AnyNDArray, bins: unknown, range: unknown): Float64Array => {
    if (bins instanceof NDArray || Array.isArray(bins)) {
      const edges = bins instanceof NDArray ? numbers(bins as AnyNDArray, name) : Float64Array.from(bins as number[]);
      if (edges.length < 2) throw new RangeError(`${name}: bins needs at least 2 edges.`);
      for (let index = 1; index < edges.length; index += 1)
        if (!(edges[index]! >= edges[index - 1]!)) throw new RangeError(`${name}: bins must increase monotonically.`);
      return edges;
    }
    if (typeof bins === 'string')
      throw new TypeError(
        `${name}: bins as an estimator name (${show(bins)}) is not supported; give a number of bins or the edges.`,
      );
    if (typeof bins !== 'number' || !Number.isSafeInteger(bins) || bins < 1)
      throw new TypeError(`${name}: bins must be a positive integer or a list of edges, got ${show(bins)}.`);
    let first: number;
    let last: number;
    let round = unrounded;
    if (range !== undefined) {
      if (!Array.isArray(range) || range.length !== 2 || range.some((end) => typeof end !== 'number'))
        throw new TypeError(`${name}: range must be [min, max], got ${show(range)}.`);
      [first, last] = range as [number, number];
      if (first > last) throw new RangeError(`${name}: max must be larger than min in range, got ${show(range)}.`);
      if (!Number.isFinite(first) || !Number.isFinite(last))
        throw new RangeError(`${name}: range [${first}, ${last}] is not finite.`);
    } else if (input.size === 0) {
      first = 0;
      last = 1;
    } else {
      // NaN propagates through the min and max kernels: refused here, as NumPy refuses it.
      first = extremeOf(reductions.min!, input);
      last = extremeOf(reductions.max!, input);
      if (!Number.isFinite(first) || !Number.isFinite(last))
        throw new RangeError(`${name}: autodetected range of [${first}, ${last}] is not finite.`);
      round = rounding(input.dtype as DType, name);
    }
    return evenEdges(first, last, bins, round);
  };
  // np.histogram: counts per bin (the last bin closed), edges; JAX's dtypes (both the input's float).
  const histogram = (a: unknown, options?: unknown): [AnyNDArray, AnyNDArray] =>
    guarded('histogram', 'histogram', (made) => {
      const input = checkInput('histogram', a);
      const {
        bins = 10,
        range,
        density = false,
        weights,
      } = checkOptions('histogram', options, ['bins', 'range', 'density', 'weights']);
      if (typeof density !== 'boolean')
        throw new TypeError(`histogram: density must be true or false, got ${show(density)}.`);
      if (dtypeInfo[input.dtype as DType].kind === 'complex')
        throw new TypeError('histogram: complex input is not supported.');
      const dtype = floatOf(input.dtype as DType);
      let w: Float64Array | undefined;
      if (weights !== undefined) {
        if (!(weights instanceof NDArray))
          throw new TypeError(`histogram: weights must be an NDArray, got ${show(weights)}.`);
        const array = weights as AnyNDArray;
        if (array.size !== input.size)
          throw new RangeError(
            `histogram: weights of shape ${shapeText(array.shape)} must match a's ${shapeText(input.shape)}.`,
          );
        w = numbers(array, 'histogram');
      }
      // The values read in place (float32 and float64; others through a float64 copy): nothing is
      // allocated in wasm memory while the view is held.
      const wide =
        input.dtype === 'float32' || input.dtype === 'float64'
          ? undefined
          : castArray(input, 'float64', false, 'histogram');
      if (wide !== undefined) made.push(wide);
      const source = wide ?? input;
      const edges = edgesOf('histogram', input, bins, range);
      let counts: Float64Array = new Float64Array(0);
      withContiguous(source, (contiguous) => {
        counts = countBins(contiguous, edges, !(bins instanceof NDArray || Array.isArray(bins)), w);
      });
      const count = edges.length - 1;
      if (density) {
        let total = 0;
        for (const value of counts) total += value;
        for (let index = 0; index < count; index += 1)
          counts[index] = counts[index]! / (edges[index + 1]! - edges[index]!) / total;
      }
      const hist = fromNumbers(counts, [count], dtype, 'histogram');
      return [hist, fromNumbers(edges, [count + 1], dtype, 'histogram')] as [AnyNDArray, AnyNDArray];
    });

  // np.histogram_bin_edges: histogram's edges alone (its bins, range; weights unused), the input's inexact dtype.
  const histogramBinEdges = (a: unknown, options?: unknown): AnyNDArray =>
    guarded('histogramBinEdges', 'histogramBinEdges', () => {
      const input = checkInput('histogramBinEdges', a);
      const { bins = 10, range } = checkOptions('histogramBinEdges', options, ['bins', 'range', 'weights']);
      if (dtypeInfo[input.dtype as DType].kind === 'complex')
        throw new TypeError('histogramBinEdges: complex input is not supported.');
      const edges = edgesOf('histogramBinEdges', input, bins, range);
      return fromNumbers(edges, [edges.length], floatOf(input.dtype as DType), 'histogramBinEdges');
    });

  // np.digitize: the bin of each value (the default int); bins increasing or decreasing.
  const digitize = (x: unknown, bins: unknown, ...rest: unknown[]): AnyNDArray =>
    guarded('digitize', 'digitize', () => {
      const { right = false } = positionalOrKeyword('digitize', rest, ['right']);
      const input = checkInput('digitize', x);
      if (typeof right !== 'boolean') throw new TypeError(`digitize: right must be true or false, got ${show(right)}.`);
      if (!(bins instanceof NDArray) && !Array.isArray(bins))
        throw new TypeError(`digitize: bins must be a 1-D NDArray or list, got ${show(bins)}.`);
      const edges =
        bins instanceof NDArray ? numbers(bins as AnyNDArray, 'digitize') : Float64Array.from(bins as number[]);
      let increasing = true;
      let decreasing = true;
      for (let index = 1; index < edges.length; index += 1) {
        if (edges[index]! < edges[index - 1]!) increasing = false;
        if (edges[index]! > edges[index - 1]!) decreasing = false;
      }
      if (!increasing && !decreasing)
        throw new RangeError('digitize: bins must be monotonically increasing or decreasing.');
      const data = numbers(input, 'digitize');
      const result = new Float64Array(data.length);
      const m = edges.length;
      // The number of edges e with e ≤ v (right: e < v) in increasing order; NaN sorts last.
      const countBelow = (value: number, strict: boolean, reversed: boolean): number => {
        let low = 0;
        let high = m;
        while (low < high) {
          const middle = (low + high) >> 1;
          const edge = edges[reversed ? m - 1 - middle : middle]!;
          const before = value !== value ? edge === edge || false : strict ? edge < value : edge <= value;
          if (before) low = middle + 1;
          else high = middle;
        }
        return low;
      };
      for (let index = 0; index < data.length; index += 1) {
        const value = data[index]!;
        result[index] = increasing ? countBelow(value, right, false) : m - countBelow(value, right, true);
      }
      return fromNumbers(result, input.shape, defaultInt, 'digitize');
    });

  // Each runs in a scope: an error part-way (a dtype refused after a first step) frees what it made.
  const functions: Record<string, (...args: never[]) => unknown> = {
    nansum: nanMasked('nansum', 'sum'),
    nanprod: nanMasked('nanprod', 'prod'),
    nanmean: nanMasked('nanmean', 'mean'),
    nanvar: nanMasked('nanvar', 'var'),
    nanstd: nanMasked('nanstd', 'std'),
    nanmin: nanExtreme('nanmin', 'min'),
    nanmax: nanExtreme('nanmax', 'max'),
    nanargmin: nanArg('nanargmin', 'argmin'),
    nanargmax: nanArg('nanargmax', 'argmax'),
    nancumsum: nanScan('nancumsum', 'cumsum'),
    nancumprod: nanScan('nancumprod', 'cumprod'),
    median: median('median', false),
    nanmedian: median('nanmedian', true),
    quantile: quantile('quantile', 1, false),
    nanquantile: quantile('nanquantile', 1, true),
    percentile: quantile('percentile', 100, false),
    nanpercentile: quantile('nanpercentile', 100, true),
    ptp,
    countNonzero,
    average,
    bincount,
    histogram,
    histogramBinEdges,
    digitize,
    ...createExtraStatistics({
      policy,
      operations,
      reductions,
      products: createProducts(spec) as unknown as Record<string, Run>,
    }),
  };
  // Packed dtypes (int4, float4 …: several elements a byte) have no index kernels to mask with yet.
  const packedRefused = (name: string, args: readonly unknown[]): void => {
    const packed = args.find((arg) => arg instanceof NDArray && isPacked(arg.dtype as DType)) as AnyNDArray | undefined;
    if (packed !== undefined)
      throw new TypeError(
        `${name}: '${packed.dtype}' (a packed dtype) is not supported yet; cast it with astype('float32') first.`,
      );
  };
  const scoped = Object.fromEntries(
    Object.entries(functions).map(([name, fn]) => [
      name,
      (...args: never[]) => {
        packedRefused(name, args);
        return scope(() => fn(...args));
      },
    ]),
  );
  return Object.freeze(scoped) as unknown as StatisticsFunctions<Policy>;
}

/** The statistics under JAX's policy (the default). */
export const jaxStatistics = createStatistics('jax');
