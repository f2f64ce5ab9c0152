// Signal and calculus, as jax.numpy has them: convolve and correlate (NumPy's full, same and valid
// modes; a direct sum per output element, see src/execute/signal.ts, or the fft where both
// operands are long, src/ops/signal-fft.ts), diff, trapezoid, interp, and
// rot90 (views). Result dtypes are JAX's: convolve, correlate, trapezoid and interp promote to an
// inexact dtype (the rule of true division); diff keeps its input's (bool through not_equal).
import type { AnyNDArray } from '../../types/ndarray.js';
import type {
  ConvolveFunction,
  CorrelateFunction,
  DiffFunction,
  Ediff1dFunction,
  InterpFunction,
  Rot90Function,
  TrapezoidFunction,
} from '../../types/signal.js';
import { dtypeInfo, isWeakType, type DType } from '../lattice/dtypes.js';
import { publicFunction } from '../array/public-function.js';
import { shapeText, show } from '../errors/messages.js';
import { allocArray, castArray, nodeOfArray, storage } from '../array/ndarray.js';
import { checkArray } from '../array/operands.js';
import { checkOptions, positionalOrKeyword } from '../errors/options.js';
import { checkAxis } from '../shape/axes.js';
import { array } from './creation.js';
import { basicIndex, broadcastTo, moveaxis, transpose, type Item } from './views.js';
import { concatenate } from './joining.js';
import { flip } from './shaping.js';
import { jaxOperations } from './operations.js';
import { jaxReductions } from './reductions/functions.js';
import { binaryResultWith } from '../plan/promote.js';
import { materializeUnder } from '../plan/planner.js';
import { resolvePolicy, type Policy } from '../policy/policy.js';
import { correlateRange, type SignalDType } from '../execute/signal.js';
import { correlateByFft, prefersFft } from './signal-fft.js';

type Run = (...operands: unknown[]) => AnyNDArray;
const operations = jaxOperations as unknown as Record<string, Run>;
const sum = (jaxReductions as unknown as Record<string, Run>).sum!;
const policy = resolvePolicy(undefined);

/** JAX's promote_dtypes_inexact of the arrays: the dtype true division gives them (weak where all are). */
function inexactNode(where: string, ...inputs: AnyNDArray[]): [DType, boolean] {
  return inexactNodeUnder(policy, where, ...inputs);
}

/** inexactNode under another policy (polymul's, bound by withPolicy). */
function inexactNodeUnder(policy: Policy, where: string, ...inputs: AnyNDArray[]): [DType, boolean] {
  let node = nodeOfArray(inputs[0]!);
  for (const each of inputs.slice(1)) node = binaryResultWith(policy, 'divide', node, nodeOfArray(each));
  if (inputs.length === 1) node = binaryResultWith(policy, 'divide', node, node);
  const dtype = materializeUnder(policy, node);
  if (dtypeInfo[dtype].kind !== 'float' && dtypeInfo[dtype].kind !== 'complex')
    throw new TypeError(`${where}: no inexact dtype for ${inputs.map((each) => each.dtype).join(', ')}.`);
  return [dtype, isWeakType(node)];
}

/** The weak node of an inexact dtype. */
const weakNode = (dtype: DType) => (dtypeInfo[dtype].kind === 'complex' ? 'complex' : 'float');

/** An axis slice [start, stop) of `input` as a view. */
function axisSlice(input: AnyNDArray, axis: number, start: number | undefined, stop: number | undefined): AnyNDArray {
  const items: Item[] = [];
  for (let each = 0; each < axis; each += 1)
    items.push({ kind: 'slice', start: undefined, stop: undefined, step: undefined });
  items.push({ kind: 'slice', start, stop, step: undefined });
  return basicIndex(input, items, 'slice');
}

// ---- convolve, correlate -------------------------------------------------------------------------

type Mode = 'full' | 'same' | 'valid';

function modeOf(where: string, argument: unknown, fallback: Mode): Mode {
  const mode =
    typeof argument === 'object' && argument !== null ? checkOptions(where, argument, ['mode']).mode : argument;
  if (mode === undefined) return fallback;
  if (mode !== 'full' && mode !== 'same' && mode !== 'valid')
    throw new RangeError(`${where}: mode must be 'full', 'same' or 'valid', got ${show(mode)}.`);
  return mode;
}

/** The dtype the direct sum runs in: the result's, or float32 for the half and narrow floats. */
function computeDType(dtype: DType): SignalDType {
  if (dtype === 'float64' || dtype === 'complex64' || dtype === 'complex128') return dtype;
  return 'float32';
}

function signalUntyped(where: 'convolve' | 'correlate', a: unknown, v: unknown, options: unknown): AnyNDArray {
  return signalUnder(policy, where, a, v, options);
}

/** convolve or correlate with the result dtype under `policy` (polymul's under withPolicy). */
export function signalUnder(
  policy: Policy,
  where: 'convolve' | 'correlate',
  a: unknown,
  v: unknown,
  options: unknown,
): AnyNDArray {
  const x = checkArray(where, a, 'a') as AnyNDArray;
  const y = checkArray(where, v, 'v') as AnyNDArray;
  const mode = modeOf(where, options, where === 'convolve' ? 'full' : 'valid');
  if (x.ndim !== 1 || y.ndim !== 1)
    throw new RangeError(
      `${where}: a and v must be one-dimensional, got shapes ${shapeText(x.shape)} and ${shapeText(y.shape)}.`,
    );
  const n = x.shape[0]!;
  const m = y.shape[0]!;
  if (n === 0 || m === 0)
    throw new RangeError(
      `${where}: a and v cannot be empty, got shapes ${shapeText(x.shape)} and ${shapeText(y.shape)}.`,
    );
  const [dtype, weak] = inexactNodeUnder(policy, where, x, y);
  const compute = computeDType(dtype);
  const low = Math.min(n, m);
  const full = n + m - 1;
  const [start, length] =
    mode === 'full'
      ? [0, full]
      : mode === 'valid'
        ? [low - 1, Math.max(n, m) - low + 1]
        : where === 'convolve' || n >= m
          ? [low - 1 - Math.floor(low / 2), Math.max(n, m)]
          : [Math.floor(n / 2), m];
  const signal = castArray(x, compute, false, where);
  const reversed = where === 'convolve' ? (flip(y) as AnyNDArray) : y;
  const kernel = castArray(reversed, compute, false, where);
  if (reversed !== y) reversed.dispose();
  try {
    const conjugate = where === 'correlate';
    let out: AnyNDArray;
    if (prefersFft(compute, n, m, start, length)) {
      out = correlateByFft(compute, signal, kernel, start, length, conjugate, weak && compute === dtype, where);
    } else {
      out = allocArray(compute, [length], weak && compute === dtype, where);
      correlateRange(
        compute,
        signal[storage].pointer,
        n,
        kernel[storage].pointer,
        m,
        out[storage].pointer,
        start,
        length,
        conjugate,
      );
    }
    if (compute === dtype) return out;
    try {
      return castArray(out, dtype, weak, where);
    } finally {
      out.dispose();
    }
  } finally {
    signal.dispose();
    kernel.dispose();
  }
}

/**
 * The discrete linear convolution of two one-dimensional arrays (NumPy's `convolve`): `mode` 'full'
 * (the default, n + m - 1 elements), 'same' (max(n, m), centred) or 'valid' (where they overlap
 * fully), positional or `{ mode }`. The result is inexact, as true division promotes (JAX's dtype).
 * A direct sum, or, where both operands are long enough that it is cheaper, the fft in float64 (its
 * error is then about 1e-16·log2(n + m) of ‖a‖·‖v‖, an exact zero included).
 * @example convolve(array([1, 2, 3]), array([0, 1, 0.5])).toArray() //=> [0, 1, 2.5, 4, 1.5]
 * @example convolve(array([1, 2, 3]), array([0, 1, 0.5]), 'same').toArray() //=> [1, 2.5, 4]
 */
export const convolve: ConvolveFunction = publicFunction('convolve', (a: unknown, v: unknown, mode?: unknown) =>
  signalUntyped('convolve', a, v, mode),
) as never;

/**
 * The cross-correlation of two one-dimensional arrays (NumPy's `correlate`: Σ a[n + k] · conj(v[n])),
 * `mode` 'valid' by default, or 'same' or 'full'. The result is inexact (JAX's dtype).
 * @example correlate(array([1, 2, 3]), array([0, 1, 0.5])).toArray() //=> [3.5]
 * @example correlate(array([1, 2, 3]), array([0, 1, 0.5]), 'full').toArray() //=> [0.5, 2, 3.5, 3, 0]
 */
export const correlate: CorrelateFunction = publicFunction('correlate', (a: unknown, v: unknown, mode?: unknown) =>
  signalUntyped('correlate', a, v, mode),
) as never;

// ---- diff --------------------------------------------------------------------------------------------

/** An appended or prepended value as an array of x's shape with one element along the axis; made: what to free. */
function edgeOf(input: AnyNDArray, value: unknown, axis: number, what: string, made: AnyNDArray[]): AnyNDArray {
  if (typeof value === 'object' && value !== null) {
    const edge = checkArray('diff', value, what) as AnyNDArray;
    if (edge.ndim !== 0) return edge;
    const shape = [...input.shape];
    shape[axis] = 1;
    const wide = broadcastTo(edge, shape) as AnyNDArray;
    made.push(wide);
    return wide;
  }
  if (typeof value !== 'number' && typeof value !== 'boolean' && typeof value !== 'bigint')
    throw new TypeError(`diff: ${what} must be an NDArray or a scalar, got ${show(value)}.`);
  // A JavaScript scalar joins as JAX's Python scalar does: weakly typed (bool is never weak).
  const strong = array(value as never) as AnyNDArray;
  const scalar = castArray(strong, strong.dtype as DType, typeof value !== 'boolean', 'diff');
  strong.dispose();
  made.push(scalar);
  const shape = [...input.shape];
  shape[axis] = 1;
  const wide = broadcastTo(scalar, shape) as AnyNDArray;
  made.push(wide);
  return wide;
}

function diffUntyped(a: unknown, second?: unknown, third?: unknown): AnyNDArray {
  const input = checkArray('diff', a, 'a') as AnyNDArray;
  const fromObject = typeof second === 'object' && second !== null;
  if (fromObject && third !== undefined)
    throw new TypeError(`diff: the options object comes last; got ${show(third)} after it.`);
  const options = checkOptions('diff', fromObject ? second : third, ['n', 'axis', 'prepend', 'append']);
  if (!fromObject && second !== undefined && options.n !== undefined)
    throw new TypeError('diff: n given twice, positionally and as an option.');
  const n = fromObject || second === undefined ? (options.n ?? 1) : second;
  if (typeof n !== 'number' || !Number.isInteger(n)) throw new TypeError(`diff: n must be an integer, got ${show(n)}.`);
  if (n < 0) throw new RangeError(`diff: n must be non-negative, got ${n}.`);
  if (input.ndim === 0) throw new RangeError('diff: a must be at least one-dimensional, got a 0-d array.');
  const axis = checkAxis('diff', options.axis ?? -1, input.ndim);
  const made: AnyNDArray[] = [];
  try {
    let joined = input;
    if (options.prepend !== undefined || options.append !== undefined) {
      const parts: AnyNDArray[] = [];
      if (options.prepend !== undefined) parts.push(edgeOf(input, options.prepend, axis, 'prepend', made));
      parts.push(input);
      if (options.append !== undefined) parts.push(edgeOf(input, options.append, axis, 'append', made));
      joined = concatenate(parts as never, axis as never) as AnyNDArray;
    }
    if (n === 0) return joined === input ? castArray(input, input.dtype as DType, input.weakType, 'diff') : joined;
    const op = joined.dtype === 'bool' ? operations.notEqual! : operations.subtract!;
    let current = joined;
    for (let step = 0; step < n; step += 1) {
      const length = current.shape[axis]!;
      // An empty axis stays empty, in the same dtype: the steps left change nothing (n may be huge).
      if (length === 0 && step > 0) break;
      const upper = axisSlice(current, axis, Math.min(1, length), undefined);
      const lower = axisSlice(current, axis, 0, Math.max(length - 1, 0));
      const next = op(upper, lower);
      upper.dispose();
      lower.dispose();
      if (current !== input) current.dispose();
      current = next;
    }
    return current;
  } finally {
    for (const each of made.reverse()) each.dispose();
  }
}

/**
 * The n-th discrete difference along `axis` (default the last): out[i] = a[i + 1] - a[i], n times
 * (NumPy's `diff(a, n, axis, prepend, append)`; n positional or an option, the rest options).
 * `prepend` and `append` (a scalar or an array) join a first. bool arrays give bool (not_equal), as JAX's.
 * @example diff(array([1, 2, 4, 7])).toArray() //=> [1, 2, 3]
 * @example diff(array([1, 2, 4, 7]), 2).toArray() //=> [1, 1]
 * @example diff(array([1, 2, 4]), { prepend: 0 }).toArray() //=> [1, 1, 2]
 */
export const diff: DiffFunction = publicFunction('diff', diffUntyped) as never;

// ---- trapezoid ---------------------------------------------------------------------------------------

function trapezoidUntyped(y: unknown, second?: unknown, third?: unknown): AnyNDArray {
  const input = checkArray('trapezoid', y, 'y') as AnyNDArray;
  const fromObject = typeof second === 'object' && second !== null && !('dtype' in (second as object));
  if (fromObject && third !== undefined)
    throw new TypeError(`trapezoid: the options object comes last; got ${show(third)} after it.`);
  const options = checkOptions('trapezoid', fromObject ? second : third, ['x', 'dx', 'axis']);
  if (!fromObject && second !== undefined && options.x !== undefined)
    throw new TypeError('trapezoid: x given twice, positionally and as an option.');
  const xs = fromObject || second === undefined || second === null ? options.x : second;
  if (input.ndim === 0) throw new RangeError('trapezoid: y must be at least one-dimensional, got a 0-d array.');
  const axis = checkAxis('trapezoid', options.axis ?? -1, input.ndim);
  const dx = options.dx ?? 1;
  if (typeof dx !== 'number') throw new TypeError(`trapezoid: dx must be a number, got ${show(dx)}.`);
  const spacing = xs === undefined || xs === null ? undefined : (checkArray('trapezoid', xs, 'x') as AnyNDArray);
  const [dtype, weak] =
    spacing === undefined ? inexactNode('trapezoid', input) : inexactNode('trapezoid', input, spacing);
  const made: AnyNDArray[] = [];
  const keep = <T extends AnyNDArray>(value: T): T => {
    made.push(value);
    return value;
  };
  try {
    const values = keep(castArray(input, dtype, weak, 'trapezoid'));
    const last = keep(moveaxis(values, axis as never, -1 as never) as AnyNDArray);
    const length = last.shape[last.ndim - 1]!;
    const upper = keep(axisSlice(last, last.ndim - 1, Math.min(1, length), undefined));
    const lower = keep(axisSlice(last, last.ndim - 1, 0, Math.max(length - 1, 0)));
    const sums = keep(operations.add!(upper, lower));
    let widths: AnyNDArray | number = dx;
    if (spacing !== undefined) {
      const points = keep(castArray(spacing, dtype, false, 'trapezoid'));
      if (points.ndim === 1) widths = keep(diff(points as never) as AnyNDArray);
      else
        widths = keep(
          moveaxis(
            keep(diff(points as never, { axis } as never) as AnyNDArray),
            axis as never,
            -1 as never,
          ) as AnyNDArray,
        );
    }
    const products = keep(operations.multiply!(widths, sums));
    const total = keep(sum(products, -1));
    return operations.multiply!(total, 0.5);
  } finally {
    for (const each of made.reverse()) each.dispose();
  }
}

/**
 * The integral of `y` along `axis` (default the last) by the trapezoidal rule, at sample points `x`
 * (positional or an option) or a constant spacing `dx` (default 1). NumPy's `trapezoid`; the result
 * is inexact (JAX's dtype).
 * @example trapezoid(array([1, 2, 3])).item() //=> 4
 * @example trapezoid(array([1, 2, 3]), { dx: 2 }).item() //=> 8
 */
export const trapezoid: TrapezoidFunction = publicFunction('trapezoid', trapezoidUntyped) as never;

// ---- interp ------------------------------------------------------------------------------------------

function numberOption(name: string, value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number') throw new TypeError(`interp: ${name} must be a number, got ${show(value)}.`);
  return value;
}

function interpUntyped(x: unknown, xp: unknown, fp: unknown, options?: unknown): AnyNDArray {
  const at = checkArray('interp', x, 'x') as AnyNDArray;
  const points = checkArray('interp', xp, 'xp') as AnyNDArray;
  const values = checkArray('interp', fp, 'fp') as AnyNDArray;
  const checked = checkOptions('interp', options, ['left', 'right', 'period']);
  if (points.ndim !== 1 || values.ndim !== 1 || points.shape[0] !== values.shape[0])
    throw new RangeError(
      `interp: xp and fp must be one-dimensional arrays of equal size, got shapes ${shapeText(points.shape)} and ${shapeText(values.shape)}.`,
    );
  if (points.shape[0] === 0) throw new RangeError('interp: xp and fp cannot be empty.');
  const left = numberOption('left', checked.left);
  const right = numberOption('right', checked.right);
  const period = numberOption('period', checked.period);
  if (period === 0) throw new RangeError('interp: period must be a non-zero value.');
  const [position, positionWeak] = inexactNode('interp', at, points);
  const [valueType, valueWeak] = inexactNode('interp', values);
  const node = binaryResultWith(
    policy,
    'add',
    positionWeak ? weakNode(position) : position,
    valueWeak ? weakNode(valueType) : valueType,
  );
  const dtype = materializeUnder(policy, node);
  const weak = isWeakType(node);
  if (dtypeInfo[dtype].kind === 'complex')
    throw new TypeError(`interp: complex values are not supported yet, got fp of dtype ${values.dtype}.`);
  const complex = false;
  const read = (source: AnyNDArray, as: DType): Float64Array => {
    const cast = castArray(source, as, false, 'interp');
    try {
      return Float64Array.from(cast.toTypedArray() as Float64Array);
    } finally {
      cast.dispose();
    }
  };
  // The positions in their promoted dtype (as JAX rounds them), then in float64.
  const rounded = (source: AnyNDArray): Float64Array => {
    const cast = castArray(source, position, false, 'interp');
    try {
      return read(cast, 'float64');
    } finally {
      cast.dispose();
    }
  };
  let xs = rounded(at);
  let xps = rounded(points);
  let fps = read(values, complex ? 'complex128' : 'float64');
  const parts = complex ? 2 : 1;
  if (period !== undefined) {
    const p = Math.abs(period);
    const wrap = (value: number) => ((value % p) + p) % p;
    xs = xs.map(wrap);
    const order = Array.from(xps, (value, index) => [wrap(value), index] as const).sort((l, r) => l[0] - r[0]);
    const count = order.length;
    const nextX = new Float64Array(count + 2);
    const nextF = new Float64Array((count + 2) * parts);
    order.forEach(([value, index], slot) => {
      nextX[slot + 1] = value;
      for (let part = 0; part < parts; part += 1) nextF[(slot + 1) * parts + part] = fps[index * parts + part]!;
    });
    nextX[0] = nextX[count]! - p;
    nextX[count + 1] = nextX[1]! + p;
    for (let part = 0; part < parts; part += 1) {
      nextF[part] = nextF[count * parts + part]!;
      nextF[(count + 1) * parts + part] = nextF[parts + part]!;
    }
    xps = nextX;
    fps = nextF;
  }
  const count = xps.length;
  const out = new Float64Array(xs.length * parts);
  for (let index = 0; index < xs.length; index += 1) {
    const value = xs[index]!;
    // searchsorted(xp, x, 'right'), clipped to [1, count - 1]
    let lo = 0;
    let hi = count;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (xps[mid]! <= value) lo = mid + 1;
      else hi = mid;
    }
    const i = Math.min(Math.max(lo, 1), Math.max(count - 1, 1));
    const below = count === 1 ? 0 : i - 1;
    const dx = count === 1 ? 0 : xps[i]! - xps[below]!;
    const flat = dx === 0 || !(Math.abs(dx) > 0);
    for (let part = 0; part < parts; part += 1) {
      const f0 = fps[below * parts + part]!;
      const df = count === 1 ? 0 : fps[i * parts + part]! - f0;
      let result = flat ? f0 : f0 + ((value - xps[below]!) / dx) * df;
      if (period === undefined) {
        if (value < xps[0]!) result = left !== undefined ? (part === 0 ? left : 0) : fps[part]!;
        else if (value > xps[count - 1]!)
          result = right !== undefined ? (part === 0 ? right : 0) : fps[(count - 1) * parts + part]!;
      }
      out[index * parts + part] = result;
    }
  }
  const wide = array(out as never, 'float64' as never) as AnyNDArray;
  try {
    const shaped = castArray(wide, dtype, weak, 'interp');
    try {
      return shaped.reshape(at.shape as never) as AnyNDArray;
    } finally {
      shaped.dispose();
    }
  } finally {
    wide.dispose();
  }
}

/**
 * The one-dimensional piecewise-linear interpolant of the points (xp, fp) at `x` (NumPy's `interp`;
 * xp increasing). Outside xp, `left` and `right` (default fp's first and last); with `period`, x and
 * xp wrap around it. The result is inexact (JAX's dtype); complex fp is not supported yet.
 * @example interp(array([0.5, 1.5, 3]), array([0, 1, 2]), array([0, 10, 20])).toArray() //=> [5, 15, 20]
 * @example interp(array([-1]), array([0, 1]), array([1, 2]), { left: 0 }).toArray() //=> [0]
 */
export const interp: InterpFunction = publicFunction('interp', interpUntyped) as never;

// ---- rot90 -------------------------------------------------------------------------------------------

function rot90Untyped(m: unknown, ...rest: unknown[]): AnyNDArray {
  const input = checkArray('rot90', m, 'm') as AnyNDArray;
  const { k: turns = 1, axes = [0, 1] } = positionalOrKeyword('rot90', rest, ['k', 'axes']);
  if (typeof turns !== 'number' || !Number.isInteger(turns))
    throw new TypeError(`rot90: k must be an integer, got ${show(turns)}.`);
  if (!Array.isArray(axes) || axes.length !== 2)
    throw new TypeError(`rot90: axes must be a pair of axes, got ${show(axes)}.`);
  if (input.ndim < 2)
    throw new RangeError(`rot90: m must have at least two axes, got shape ${shapeText(input.shape)}.`);
  const first = checkAxis('rot90', axes[0], input.ndim);
  const second = checkAxis('rot90', axes[1], input.ndim);
  if (first === second) throw new RangeError(`rot90: the axes must be different, got ${show(axes)}.`);
  const quarter = ((turns % 4) + 4) % 4;
  if (quarter === 0) return basicIndex(input, [], 'rot90');
  if (quarter === 2) {
    return flip(input, [first, second]) as AnyNDArray;
  }
  const perm = Array.from({ length: input.ndim }, (_, index) => index);
  perm[first] = second;
  perm[second] = first;
  if (quarter === 1) {
    const flipped = flip(input, second) as AnyNDArray;
    try {
      return transpose(flipped as never, perm as never) as AnyNDArray;
    } finally {
      flipped.dispose();
    }
  }
  const turned = transpose(input as never, perm as never) as AnyNDArray;
  try {
    return flip(turned, second) as AnyNDArray;
  } finally {
    turned.dispose();
  }
}

/**
 * `m` turned by 90° k times (default 1) in the plane of `axes` (default [0, 1]; positional or
 * `{ axes }`), from the first axis towards the second: a view, as NumPy's.
 * @example rot90(array([[1, 2], [3, 4]])).toArray() //=> [[2, 4], [1, 3]]
 * @example rot90(array([[1, 2], [3, 4]]), 2).toArray() //=> [[4, 3], [2, 1]]
 */
export const rot90: Rot90Function = publicFunction('rot90', rot90Untyped) as never;

// ---- ediff1d -----------------------------------------------------------------------------------------

/** to_begin or to_end as a flat array of x's dtype (cast, as JAX's asarray(…, dtype=arr.dtype)). */
function endOf(value: unknown, dtype: DType, what: string, made: AnyNDArray[]): AnyNDArray {
  let given: AnyNDArray;
  if (typeof value === 'object' && value !== null && !Array.isArray(value))
    given = checkArray('ediff1d', value, what) as AnyNDArray;
  else if (
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    typeof value === 'bigint' ||
    Array.isArray(value)
  ) {
    given = array(value as never) as AnyNDArray;
    made.push(given);
  } else throw new TypeError(`ediff1d: ${what} must be an NDArray, a scalar or a list, got ${show(value)}.`);
  const cast = castArray(given, dtype, false, 'ediff1d');
  made.push(cast);
  const flat = cast.reshape([cast.size] as never) as AnyNDArray;
  made.push(flat);
  return flat;
}

function ediff1dUntyped(ary: unknown, options?: unknown): AnyNDArray {
  const input = checkArray('ediff1d', ary, 'ary') as AnyNDArray;
  const { toEnd, toBegin } = checkOptions('ediff1d', options, ['toEnd', 'toBegin']);
  if (input.dtype === 'bool') throw new TypeError('ediff1d: bool arrays have no difference (subtract refuses bool).');
  const made: AnyNDArray[] = [];
  try {
    const flat = input.reshape([input.size] as never) as AnyNDArray;
    made.push(flat);
    const differences = diffUntyped(flat);
    if (toBegin === undefined && toEnd === undefined) return differences;
    made.push(differences);
    const parts: AnyNDArray[] = [];
    if (toBegin !== undefined && toBegin !== null) parts.push(endOf(toBegin, input.dtype as DType, 'toBegin', made));
    parts.push(differences);
    if (toEnd !== undefined && toEnd !== null) parts.push(endOf(toEnd, input.dtype as DType, 'toEnd', made));
    const joined = concatenate(parts as never) as AnyNDArray;
    return input.weakType === joined.weakType ? joined : castArray(joined, joined.dtype as DType, input.weakType);
  } finally {
    for (const each of made.reverse()) each.dispose();
  }
}

/**
 * The differences between consecutive elements of the flattened array (NumPy's `ediff1d`), with
 * `toBegin` and `toEnd` (a scalar, list or array, cast to x's dtype) joined before and after.
 * @example ediff1d(array([[1, 2], [4, 7]])).toArray() //=> [1, 2, 3]
 * @example ediff1d(array([1, 2, 4]), { toBegin: 0, toEnd: [9, 9] }).toArray() //=> [0, 1, 2, 9, 9]
 */
export const ediff1d: Ediff1dFunction = publicFunction('ediff1d', ediff1dUntyped) as never;
