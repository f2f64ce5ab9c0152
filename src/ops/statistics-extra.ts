// The rest of issue #44's statistics and calculus, bound to a policy (src/ops/statistics.ts merges
// them): cov and corrcoef (the centred observations through the matrix product), histogram2d,
// gradient (NumPy's edge orders and spacings), unwrap, and cumulativeSum / cumulativeProd (the
// cumsum and cumprod kernels, with `includeInitial`). Dtypes are JAX's under the policy (cov,
// corrcoef, histogram2d's edges and gradient promote to an inexact dtype, cumulativeSum promotes
// the small integers as sum does, unwrap promotes with its period); values NumPy's.
import type { AnyNDArray } from '../../types/index.js';
import { dtypeCode, dtypeInfo, isWeakType, type DType } from '../lattice/dtypes.js';
import { show, shapeText } from '../errors/messages.js';
import { checkOptions } from '../errors/options.js';
import type { Policy } from '../policy/policy.js';
import { checkAxis } from '../shape/axes.js';
import { NDArray, allocArray, castArray, nodeOfArray, storage, viewOf } from '../array/ndarray.js';
import { elementView } from '../kernels/heap.js';
import { binaryResultWith } from '../plan/promote.js';
import { materializeUnder } from '../plan/planner.js';
import { reductionResultType } from '../plan/reductions.js';
import { moveaxis, reshape, transpose } from './views.js';
import { concatenate } from './joining.js';
import { ownName } from './reductions/arrays.js';
import { jaxSelection } from './selection.js';
import { gradientAlong, gradientWeights } from '../execute/gradient.js';
import { evenEdges, rounding, unrounded, type Rounding } from './histogram-edges.js';
import { namedTuple } from '../array/named-tuple.js';

type Run = (...operands: unknown[]) => AnyNDArray;

/** What the extra statistics need from their policy's other functions. */
export interface ExtraContext {
  readonly policy: Policy;
  readonly operations: Record<string, Run>;
  readonly reductions: Record<string, Run>;
  readonly products: Record<string, Run>;
}

const kindOf = (dtype: unknown): string => dtypeInfo[dtype as DType].kind;
const isComplex = (array: AnyNDArray) => kindOf(array.dtype) === 'complex';

function arrayArgument(name: string, value: unknown, what: string): AnyNDArray {
  if (!(value instanceof NDArray)) throw new TypeError(`${name}: ${what} must be an NDArray, got ${show(value)}.`);
  return value as AnyNDArray;
}

/** The values as float64 numbers (complex: interleaved real, imaginary), a fresh JS copy. */
function readValues(array: AnyNDArray, name: string): Float64Array {
  const complex = isComplex(array);
  const wide = castArray(array, complex ? 'complex128' : 'float64', false, name);
  try {
    return (
      elementView(dtypeCode('float64'), wide[storage].pointer, wide.size * (complex ? 2 : 1)) as Float64Array
    ).slice();
  } finally {
    wide.dispose();
  }
}

/** A new array of `dtype` holding `values` (interleaved where `complex`). */
function writeValues(
  values: ArrayLike<number>,
  shape: readonly number[],
  dtype: DType,
  name: string,
  complex = kindOf(dtype) === 'complex',
  weak = false,
): AnyNDArray {
  const wide = allocArray(complex ? 'complex128' : 'float64', shape, false, name);
  (elementView(dtypeCode('float64'), wide[storage].pointer, values.length) as Float64Array).set(values);
  if (wide.dtype === dtype && !weak) return wide;
  try {
    return castArray(wide, dtype, weak, name);
  } finally {
    wide.dispose();
  }
}

/**
 * A new float64 (complex: complex128) array of `input`'s shape, `body` filling it from `input`'s
 * values as float64 (interleaved where complex). Both are read through views of wasm memory, with
 * nothing allocated while they are held (no copy on the JS heap), then cast to `dtype`.
 */
function mapValues(
  input: AnyNDArray,
  dtype: DType,
  complex: boolean,
  weak: boolean,
  name: string,
  body: (source: Float64Array, target: Float64Array) => void,
): AnyNDArray {
  const wideType: DType = complex ? 'complex128' : 'float64';
  const parts = complex ? 2 : 1;
  const out = allocArray(wideType, input.shape, false, name);
  try {
    const wide = castArray(input, wideType, false, name);
    try {
      const source = elementView(dtypeCode('float64'), wide[storage].pointer, wide.size * parts) as Float64Array;
      const target = elementView(dtypeCode('float64'), out[storage].pointer, out.size * parts) as Float64Array;
      body(source, target);
    } finally {
      wide.dispose();
    }
    if (dtype === wideType && !weak) return out;
    const cast = castArray(out, dtype, weak, name);
    out.dispose();
    return cast;
  } catch (error) {
    if (!out.disposed) out.dispose();
    throw error;
  }
}

/** `options` as a checked object, or the error naming the function. */
function optionsOf(name: string, options: unknown, accepted: readonly string[]): Record<string, unknown> {
  return checkOptions(name, options, accepted);
}

function booleanOption(name: string, key: string, value: unknown, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') throw new TypeError(`${name}: ${key} must be true or false, got ${show(value)}.`);
  return value;
}

function inexactDTypeOption(name: string, dtype: unknown): DType | undefined {
  if (dtype === undefined || dtype === null) return undefined;
  if (typeof dtype !== 'string' || !Object.hasOwn(dtypeInfo, dtype))
    throw new TypeError(`${name}: dtype must be a dtype name, got ${show(dtype)}.`);
  const kind = kindOf(dtype);
  if (kind !== 'float' && kind !== 'complex')
    throw new TypeError(`${name}: dtype must be a float or complex dtype, got '${dtype}'.`);
  return dtype as DType;
}

/** The dtype the extra statistics run in: the result's, or float32 for the half and narrow floats. */
function workOf(dtype: DType): DType {
  if (dtype === 'float64' || dtype === 'complex128' || dtype === 'complex64') return dtype;
  return 'float32';
}

export function createExtraStatistics(context: ExtraContext): Record<string, (...args: never[]) => unknown> {
  const { policy, operations, reductions, products } = context;
  const x64 = policy.x64;
  const defaultInt: DType = x64 ? 'int64' : 'int32';

  /** JAX's promote_dtypes_inexact of the arrays under the policy (a strong dtype). */
  const inexactOf = (name: string, ...inputs: AnyNDArray[]): DType => {
    let node = nodeOfArray(inputs[0]!);
    for (const each of inputs.slice(1)) node = binaryResultWith(policy, 'divide', node, nodeOfArray(each));
    if (inputs.length === 1) node = binaryResultWith(policy, 'divide', node, node);
    const dtype = materializeUnder(policy, node);
    const kind = kindOf(dtype);
    if (kind !== 'float' && kind !== 'complex')
      throw new TypeError(`${name}: no inexact dtype for ${inputs.map((each) => each.dtype).join(', ')}.`);
    return dtype;
  };

  // ---- cov, corrcoef -----------------------------------------------------------------------------

  /** A 1-D weight list of `length` non-negative reals as numbers. */
  const weightsOf = (what: 'fweights' | 'aweights', value: unknown, length: number): Float64Array => {
    const given =
      Array.isArray(value) && value.every((entry) => typeof entry === 'number')
        ? undefined
        : arrayArgument('cov', value, what);
    if (given !== undefined) {
      if (given.ndim !== 1)
        throw new RangeError(`cov: ${what} must be one-dimensional, got shape ${shapeText(given.shape)}.`);
      const kind = kindOf(given.dtype);
      if (what === 'fweights' && kind !== 'int' && kind !== 'uint')
        throw new TypeError(`cov: fweights must be integer, got dtype ${given.dtype}.`);
      if (kind === 'complex') throw new TypeError(`cov: aweights must be real, got dtype ${given.dtype}.`);
    }
    const values = given === undefined ? Float64Array.from(value as number[]) : readValues(given, 'cov');
    if (values.length !== length)
      throw new RangeError(`cov: ${what} has ${values.length} entries for ${length} observations.`);
    for (const each of values) {
      if (what === 'fweights' && !Number.isInteger(each))
        throw new TypeError(`cov: fweights must be integer, got ${each}.`);
      if (!(each >= 0)) throw new RangeError(`cov: ${what} cannot be negative, got ${each}.`);
    }
    return values;
  };

  /** m (and y) as the 2-D [variables, observations] array of `work`. */
  const observations = (m: AnyNDArray, y: AnyNDArray | undefined, rowvar: boolean, work: DType): AnyNDArray => {
    // NumPy's (and JAX's): with rowvar false, a 2-D m turns, and y of more than one row.
    const twoD = (input: AnyNDArray, what: string): AnyNDArray => {
      if (input.ndim > 2)
        throw new RangeError(`cov: ${what} has more than 2 dimensions, got shape ${shapeText(input.shape)}.`);
      const matrix =
        input.ndim === 2 ? input : (reshape(input, input.ndim === 0 ? [1, 1] : [1, input.size]) as AnyNDArray);
      const turns = what === 'm' ? input.ndim !== 1 : matrix.shape[0] !== 1;
      const turned = !rowvar && turns ? (transpose(matrix) as AnyNDArray) : matrix;
      // Read in place where it already is a contiguous block of the work dtype (nothing writes it).
      if (turned.dtype === work && turned[storage].strides === undefined && !turned.weakType) return turned;
      return castArray(turned, work, false, 'cov');
    };
    const x = twoD(m, 'm');
    if (y === undefined) return x;
    const second = twoD(y, 'y');
    if (second.shape[1] !== x.shape[1])
      throw new RangeError(
        `cov: m and y need the same number of observations, got ${x.shape[1]} and ${second.shape[1]} (shapes ${shapeText(m.shape)} and ${shapeText(y.shape)}).`,
      );
    return concatenate([x, second] as never, 0 as never) as AnyNDArray;
  };

  /** The arguments (m, y?, options?) of cov and corrcoef. */
  const splitArguments = (
    name: string,
    m: unknown,
    second: unknown,
    third: unknown,
  ): [AnyNDArray, AnyNDArray | undefined, unknown] => {
    const input = arrayArgument(name, m, 'm');
    if (second instanceof NDArray) return [input, second as AnyNDArray, third];
    if (second === null || second === undefined) return [input, undefined, third];
    if (third !== undefined)
      throw new TypeError(`${name}: y must be an NDArray or null, got ${show(second)}; the options object comes last.`);
    return [input, undefined, second];
  };

  const covOf = (input: AnyNDArray, y: AnyNDArray | undefined, options: Record<string, unknown>): AnyNDArray => {
    const rowvar = booleanOption('cov', 'rowvar', options.rowvar, true);
    const bias = booleanOption('cov', 'bias', options.bias, false);
    const chosen = inexactDTypeOption('cov', options.dtype);
    const { ddof: ddofGiven } = options;
    if (
      ddofGiven !== undefined &&
      ddofGiven !== null &&
      (typeof ddofGiven !== 'number' || !Number.isInteger(ddofGiven))
    )
      throw new TypeError(`cov: ddof must be an integer, got ${show(ddofGiven)}.`);
    if (input.ndim > 2) throw new RangeError(`cov: m has more than 2 dimensions, got shape ${shapeText(input.shape)}.`);
    const result = chosen ?? (y === undefined ? inexactOf('cov', input) : inexactOf('cov', input, y));
    const work = workOf(result);
    const x = observations(input, y, rowvar, work);
    const [variables, count] = x.shape as [number, number];
    if (variables === 0) return allocArray(result, [0, 0], false, 'cov');
    const shape = variables === 1 ? [] : [variables, variables];
    const ddof = (ddofGiven as number | undefined | null) ?? (bias ? 0 : 1);
    let weights: Float64Array | undefined;
    let frequency: Float64Array | undefined;
    let analytic: Float64Array | undefined;
    if (options.fweights !== undefined && options.fweights !== null) {
      frequency = weightsOf('fweights', options.fweights, count);
      weights = frequency;
    }
    if (options.aweights !== undefined && options.aweights !== null) {
      analytic = weightsOf('aweights', options.aweights, count);
      weights = frequency === undefined ? analytic : frequency.map((value, index) => value * analytic![index]!);
    }
    if (count === 0) return writeValues(new Float64Array(variables * variables).fill(Number.NaN), shape, result, 'cov');
    let total = count;
    let centred: AnyNDArray;
    let right: AnyNDArray;
    if (weights === undefined) {
      const mean = reductions.mean!(x, { axis: 1, keepdims: true });
      centred = operations.subtract!(x, mean);
      right = centred;
    } else {
      total = 0;
      for (const each of weights) total += each;
      const w = writeValues(
        weights,
        [count],
        work === 'float64' || work === 'complex128' ? 'float64' : 'float32',
        'cov',
      );
      const weighted = operations.multiply!(x, w);
      const mean = operations.divide!(reductions.sum!(weighted, { axis: 1, keepdims: true }), total);
      centred = operations.subtract!(x, mean);
      right = operations.multiply!(centred, w);
    }
    let factor: number;
    if (weights === undefined) factor = count - ddof;
    else if (ddof === 0) factor = total;
    else if (analytic === undefined) factor = total - ddof;
    else {
      let both = 0;
      for (let index = 0; index < count; index += 1) both += weights[index]! * analytic[index]!;
      factor = total - (ddof * both) / total;
    }
    // NumPy's: no degrees of freedom left divides by 0 (inf and NaN).
    if (!(factor > 0)) factor = 0;
    const product =
      kindOf(work) === 'complex'
        ? products.matmul!(centred, transpose((jaxSelection.conj as unknown as Run)(right)) as AnyNDArray)
        : symmetricProduct(centred, right, work);
    const scaled = operations.divide!(product, factor);
    const shaped = variables === 1 ? (reshape(scaled, []) as AnyNDArray) : scaled;
    return shaped.dtype === result ? shaped : castArray(shaped, result, false, 'cov');
  };

  /**
   * x · yᵀ for real contiguous [variables, observations] x and y whose product is symmetric (cov's:
   * y is x, or x times the weights): a band of rows at a time, each only from its own diagonal
   * block rightwards (the matrix product with yᵀ a view, no copy), the rest mirrored: about 5/8 of
   * the full product's multiplications for four bands. Few variables: the one product.
   */
  const symmetricProduct = (x: AnyNDArray, y: AnyNDArray, work: DType): AnyNDArray => {
    const [variables, count] = x.shape as [number, number];
    const bands = variables >= 64 ? 4 : 1;
    if (bands === 1) return products.matmul!(x, transpose(y) as AnyNDArray);
    const out = allocArray(work, [variables, variables], false, 'cov');
    try {
      const code = dtypeCode(work);
      const height = Math.ceil(variables / bands);
      for (let start = 0; start < variables; start += height) {
        const end = Math.min(variables, start + height);
        const rows = viewOf(x, [end - start, count], [count, 1], start * count);
        const columns = viewOf(y, [count, variables - start], [1, count], start * count);
        const band = products.matmul!(rows, columns);
        try {
          const width = variables - start;
          const values = elementView(code, band[storage].pointer, band.size);
          const target = elementView(code, out[storage].pointer, variables * variables);
          for (let i = 0; i < end - start; i += 1)
            for (let j = 0; j < width; j += 1) {
              const value = values[i * width + j]!;
              target[(start + i) * variables + start + j] = value;
              target[(start + j) * variables + start + i] = value;
            }
        } finally {
          band.dispose();
          rows.dispose();
          columns.dispose();
        }
      }
      return out;
    } catch (error) {
      out.dispose();
      throw error;
    }
  };

  // np.cov(m, y, rowvar, bias, ddof, fweights, aweights, dtype): y positional or null, the rest options.
  const cov = (m: unknown, second?: unknown, third?: unknown): AnyNDArray => {
    const [input, y, rest] = splitArguments('cov', m, second, third);
    const options = optionsOf('cov', rest, ['rowvar', 'bias', 'ddof', 'fweights', 'aweights', 'dtype']);
    return covOf(input, y, options);
  };

  // np.corrcoef(x, y, rowvar, dtype): cov normalised, real and imaginary parts clipped to [-1, 1].
  const corrcoef = (x: unknown, second?: unknown, third?: unknown): AnyNDArray => {
    const [input, y, rest] = splitArguments('corrcoef', x, second, third);
    const options = optionsOf('corrcoef', rest, ['rowvar', 'dtype']);
    let c: AnyNDArray;
    try {
      c = covOf(input, y, { rowvar: options.rowvar, dtype: options.dtype });
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('cov: '))
        throw new (error.constructor as ErrorConstructor)(`corrcoef: ${error.message.slice(5)}`);
      throw error;
    }
    if (c.ndim === 0) return operations.divide!(c, c);
    const n = c.shape[0]!;
    const complex = isComplex(c);
    const parts = complex ? 2 : 1;
    const values = readValues(c, 'corrcoef');
    const deviation = Float64Array.from({ length: n }, (_, index) => Math.sqrt(values[(index * n + index) * parts]!));
    const clip = (value: number) => (value < -1 ? -1 : value > 1 ? 1 : value);
    for (let row = 0; row < n; row += 1)
      for (let column = 0; column < n; column += 1)
        for (let part = 0; part < parts; part += 1) {
          const at = (row * n + column) * parts + part;
          values[at] = clip(values[at]! / deviation[row]! / deviation[column]!);
        }
    return writeValues(values, c.shape, c.dtype as DType, 'corrcoef');
  };

  // ---- histogram2d -----------------------------------------------------------------------------

  /**
   * One dimension's edges: a count over its range (or the data's, the edges then rounded by
   * `round`, as NumPy's linspace of the data's min and max runs in its dtype), or the edges given.
   */
  const edgesOf = (
    extremes: (() => [number, number] | undefined) | undefined,
    bins: unknown,
    range: unknown,
    which: 'x' | 'y',
    round: Rounding,
  ): [Float64Array, boolean] => {
    if (bins instanceof NDArray || Array.isArray(bins)) {
      const edges = bins instanceof NDArray ? readValues(bins as AnyNDArray, 'histogram2d') : Float64Array.from(bins);
      if (bins instanceof NDArray && ((bins as AnyNDArray).ndim !== 1 || isComplex(bins as AnyNDArray)))
        throw new TypeError(`histogram2d: the ${which} edges must be a 1-D real array.`);
      if (edges.length < 1 || edges.some((edge) => typeof edge !== 'number' || Number.isNaN(edge)))
        throw new TypeError(`histogram2d: the ${which} edges must be numbers, got ${show(bins)}.`);
      for (let index = 1; index < edges.length; index += 1)
        if (!(edges[index]! >= edges[index - 1]!))
          throw new RangeError(`histogram2d: the ${which} edges must increase monotonically, got ${show(bins)}.`);
      return [edges, false];
    }
    if (typeof bins !== 'number' || !Number.isSafeInteger(bins) || bins < 1)
      throw new TypeError(
        `histogram2d: bins must be a positive integer, a pair of them, edges or a pair of edges, got ${show(bins)}.`,
      );
    let first: number;
    let last: number;
    let rounded = unrounded;
    if (range !== undefined && range !== null) {
      if (!Array.isArray(range) || range.length !== 2 || range.some((end) => typeof end !== 'number'))
        throw new TypeError(`histogram2d: the ${which} range must be [min, max], got ${show(range)}.`);
      [first, last] = range as [number, number];
      if (first > last)
        throw new RangeError(`histogram2d: max must be larger than min in the ${which} range, got ${show(range)}.`);
      if (!Number.isFinite(first) || !Number.isFinite(last))
        throw new RangeError(`histogram2d: the ${which} range [${first}, ${last}] is not finite.`);
    } else {
      // The data's min and max (the min and max kernels; NaN propagates and is refused, as NumPy).
      const found = extremes?.();
      [first, last] = found ?? [0, 1];
      if (!Number.isFinite(first) || !Number.isFinite(last))
        throw new RangeError(`histogram2d: autodetected range of [${first}, ${last}] is not finite.`);
      if (found !== undefined) rounded = round;
    }
    return [evenEdges(first, last, bins, rounded), true];
  };

  /** The bin of a value (-1: outside), the last bin closed: NumPy's searchsorted 'right' and on-edge rule. */
  const binOf = (value: number, edges: Float64Array, uniform: boolean, scale: number): number => {
    const count = edges.length - 1;
    const first = edges[0]!;
    const last = edges[count]!;
    if (!(value >= first && value <= last) || count === 0) return -1;
    let bin: number;
    if (value === last) {
      // the last edge belongs to the last bin whose upper edge it is
      bin = count - 1;
      while (bin > 0 && edges[bin]! === last) bin -= 1;
    } else if (uniform) {
      bin = Math.min(Math.floor((value - first) * scale), count - 1);
      while (bin > 0 && value < edges[bin]!) bin -= 1;
      while (bin < count - 1 && value >= edges[bin + 1]!) bin += 1;
    } else {
      let low = 0;
      let high = count;
      while (high - low > 1) {
        const middle = (low + high) >> 1;
        if (edges[middle]! <= value) low = middle;
        else high = middle;
      }
      bin = low;
    }
    return bin;
  };

  /** An array's min and max as numbers (undefined: empty). */
  const extremesOf = (array: AnyNDArray) => (): [number, number] | undefined => {
    if (array.size === 0) return undefined;
    const low = reductions.min!(array);
    const high = reductions.max!(array);
    try {
      return [Number(low.item()), Number(high.item())];
    } finally {
      low.dispose();
      high.dispose();
    }
  };

  // np.histogram2d(x, y, bins, range, density, weights) → [hist, xedges, yedges], also by name.
  const histogram2d = (x: unknown, y: unknown, options?: unknown) => {
    const first = arrayArgument('histogram2d', x, 'x');
    const second = arrayArgument('histogram2d', y, 'y');
    const {
      bins = 10,
      range,
      density: densityGiven,
      weights,
    } = optionsOf('histogram2d', options, ['bins', 'range', 'density', 'weights']);
    const density = booleanOption('histogram2d', 'density', densityGiven, false);
    if (first.ndim !== 1 || second.ndim !== 1 || first.size !== second.size)
      throw new RangeError(
        `histogram2d: x and y must be 1-D of one length, got shapes ${shapeText(first.shape)} and ${shapeText(second.shape)}.`,
      );
    if (isComplex(first) || isComplex(second)) throw new TypeError('histogram2d: complex input is not supported.');
    const w = weights === undefined || weights === null ? undefined : arrayArgument('histogram2d', weights, 'weights');
    if (w !== undefined) {
      if (w.ndim !== 1 || w.size !== first.size)
        throw new RangeError(
          `histogram2d: weights of shape ${shapeText(w.shape)} must match x's ${shapeText(first.shape)}.`,
        );
      if (isComplex(w)) throw new TypeError('histogram2d: complex weights are not supported.');
    }
    const sample =
      w === undefined ? inexactOf('histogram2d', first, second) : inexactOf('histogram2d', first, second, w);
    let ranges: [unknown, unknown] = [undefined, undefined];
    if (range !== undefined && range !== null) {
      if (!Array.isArray(range) || range.length !== 2)
        throw new TypeError(`histogram2d: range must be [[xmin, xmax], [ymin, ymax]], got ${show(range)}.`);
      ranges = [range[0], range[1]];
    }
    let perDimension: [unknown, unknown];
    if (Array.isArray(bins) && bins.length === 2) perDimension = [bins[0], bins[1]];
    else if (Array.isArray(bins) && bins.length === 1) perDimension = [bins[0], bins[0]];
    else perDimension = [bins, bins];
    // NumPy's sample is x and y in one array: their min and max are of its dtype, float32 (float16)
    // where both are (a mix of dtypes: computed in float64 here).
    const round = first.dtype === second.dtype ? rounding(first.dtype as DType, 'histogram2d') : unrounded;
    const [xedges, xuniform] = edgesOf(extremesOf(first), perDimension[0], ranges[0], 'x', round);
    const [yedges, yuniform] = edgesOf(extremesOf(second), perDimension[1], ranges[1], 'y', round);
    const nx = xedges.length - 1;
    const ny = yedges.length - 1;
    const xscale = nx / (xedges[nx]! - xedges[0]!);
    const yscale = ny / (yedges[ny]! - yedges[0]!);
    const counts = new Float64Array(nx * ny);
    // The values as float64 in wasm memory, read through views once every copy is made.
    const xwide = castArray(first, 'float64', false, 'histogram2d');
    const ywide = castArray(second, 'float64', false, 'histogram2d');
    const wwide = w === undefined ? undefined : castArray(w, 'float64', false, 'histogram2d');
    try {
      const size = first.size;
      const xs = elementView(dtypeCode('float64'), xwide[storage].pointer, size) as Float64Array;
      const ys = elementView(dtypeCode('float64'), ywide[storage].pointer, size) as Float64Array;
      const wv =
        wwide === undefined
          ? undefined
          : (elementView(dtypeCode('float64'), wwide[storage].pointer, size) as Float64Array);
      for (let index = 0; index < size; index += 1) {
        const bx = binOf(xs[index]!, xedges, xuniform, xscale);
        if (bx < 0) continue;
        const by = binOf(ys[index]!, yedges, yuniform, yscale);
        if (by < 0) continue;
        counts[bx * ny + by] += wv === undefined ? 1 : wv[index]!;
      }
    } finally {
      xwide.dispose();
      ywide.dispose();
      wwide?.dispose();
    }
    if (density) {
      let total = 0;
      for (const each of counts) total += each;
      for (let i = 0; i < nx; i += 1)
        for (let j = 0; j < ny; j += 1)
          counts[i * ny + j] =
            counts[i * ny + j]! / total / (xedges[i + 1]! - xedges[i]!) / (yedges[j + 1]! - yedges[j]!);
    }
    const histType: DType = w !== undefined || density ? sample : defaultInt;
    return namedTuple({
      hist: writeValues(counts, [nx, ny], histType, 'histogram2d'),
      xedges: writeValues(xedges, [nx + 1], sample, 'histogram2d'),
      yedges: writeValues(yedges, [ny + 1], sample, 'histogram2d'),
    });
  };

  // ---- gradient -------------------------------------------------------------------------------------

  // np.gradient(f, ...varargs, { axis, edgeOrder }): central differences inside, one-sided at the ends.
  const gradient = (f: unknown, ...rest: unknown[]): AnyNDArray | AnyNDArray[] => {
    const input = arrayArgument('gradient', f, 'f');
    const last = rest.at(-1);
    const hasOptions =
      rest.length > 0 &&
      typeof last === 'object' &&
      last !== null &&
      !Array.isArray(last) &&
      !(last instanceof NDArray);
    const options = optionsOf('gradient', hasOptions ? last : undefined, ['axis', 'edgeOrder']);
    const spacingGiven = hasOptions ? rest.slice(0, -1) : rest;
    const edgeOrder = options.edgeOrder ?? 1;
    if (edgeOrder !== 1 && edgeOrder !== 2)
      throw new RangeError(`gradient: edgeOrder must be 1 or 2, got ${show(edgeOrder)}.`);
    if (input.ndim === 0) throw new RangeError('gradient: f must be at least one-dimensional, got a 0-d array.');
    let axes: number[];
    if (options.axis === undefined || options.axis === null) axes = Array.from({ length: input.ndim }, (_, i) => i);
    else {
      const list = Array.isArray(options.axis) ? options.axis : [options.axis];
      axes = list.map((axis) => checkAxis('gradient', axis, input.ndim));
      if (new Set(axes).size !== axes.length) throw new RangeError(`gradient: repeated axis in ${show(options.axis)}.`);
    }
    const spacingArrays: AnyNDArray[] = [];
    const spacings = spacingGiven.map((value, index): number | Float64Array | AnyNDArray => {
      if (typeof value === 'number') return value;
      if (Array.isArray(value) && value.every((entry) => typeof entry === 'number')) return Float64Array.from(value);
      const given = arrayArgument('gradient', value, `spacing ${index}`);
      if (given.ndim > 1)
        throw new RangeError(`gradient: spacing arrays must be 1-D or scalars, got shape ${shapeText(given.shape)}.`);
      spacingArrays.push(given);
      return given;
    });
    let perAxis: (number | Float64Array | AnyNDArray)[];
    if (spacings.length === 0) perAxis = axes.map(() => 1);
    else if (spacings.length === 1) perAxis = axes.map(() => spacings[0]!);
    else if (spacings.length === axes.length) perAxis = spacings;
    else
      throw new TypeError(`gradient: ${spacings.length} spacings for ${axes.length} axes; give one, or one per axis.`);
    const result = inexactOf('gradient', input, ...spacingArrays);
    if (axes.length === 0) return [];
    for (const axis of axes)
      if (input.shape[axis]! < edgeOrder + 1)
        throw new RangeError(
          `gradient: shape ${shapeText(input.shape)} is too small along axis ${axis} to calculate a numerical gradient; at least ${edgeOrder + 1} elements are required.`,
        );
    // Each axis's spacing: a step, or coordinates (NumPy's: evenly spaced ones are a step).
    const plans = axes.map((axis, which): { step: number } | { coordinates: Float64Array } => {
      const n = input.shape[axis]!;
      const h = perAxis[which]!;
      if (typeof h === 'number') return { step: h };
      if (!(h instanceof Float64Array) && h.ndim === 0) return { step: readValues(h, 'gradient')[0]! };
      if (!(h instanceof Float64Array) && isComplex(h)) throw new TypeError('gradient: spacing arrays must be real.');
      const coordinates = h instanceof Float64Array ? h : readValues(h, 'gradient');
      if (coordinates.length !== n)
        throw new RangeError(
          `gradient: the spacing array for axis ${axis} has ${coordinates.length} entries; the axis has ${n}.`,
        );
      const first = coordinates[1]! - coordinates[0]!;
      for (let i = 2; i < n; i += 1) if (coordinates[i]! - coordinates[i - 1]! !== first) return { coordinates };
      return { step: first };
    });
    // The kernels run in float32 (the narrow floats through it) or float64, the 16-bit floats with a
    // step in their own dtype; complex as its parts. f read in place when it is already a contiguous
    // block of the dtype a kernel takes.
    const work = workOf(result);
    const complex = kindOf(work) === 'complex';
    const half = result === 'float16' || result === 'bfloat16';
    const sources = new Map<DType, AnyNDArray>();
    const sourceOf = (dtype: DType): AnyNDArray => {
      if (input.dtype === dtype && input[storage].strides === undefined) return input;
      let cast = sources.get(dtype);
      if (cast === undefined) {
        cast = castArray(input, dtype, false, 'gradient');
        sources.set(dtype, cast);
      }
      return cast;
    };
    const outputs: AnyNDArray[] = [];
    try {
      axes.forEach((axis, which) => {
        const n = input.shape[axis]!;
        let outer = 1;
        for (let each = 0; each < axis; each += 1) outer *= input.shape[each]!;
        let inner = complex ? 2 : 1;
        for (let each = axis + 1; each < input.ndim; each += 1) inner *= input.shape[each]!;
        const plan = plans[which]!;
        const dtype: DType = half && 'step' in plan ? result : work;
        const lanes = (dtype === 'complex64' ? 'float32' : dtype === 'complex128' ? 'float64' : dtype) as
          | 'float16'
          | 'bfloat16'
          | 'float32'
          | 'float64';
        const source = sourceOf(dtype);
        const out = allocArray(dtype, input.shape, false, 'gradient');
        let weights: AnyNDArray | undefined;
        try {
          if ('step' in plan)
            gradientAlong({
              dtype: lanes,
              f: source[storage].pointer,
              out: out[storage].pointer,
              outer,
              n,
              inner,
              edgeOrder,
              step: plan.step,
            });
          else {
            const x = plan.coordinates;
            weights = writeValues(gradientWeights(x, edgeOrder), [3 * n], 'float64', 'gradient');
            gradientAlong({
              dtype: lanes,
              f: source[storage].pointer,
              out: out[storage].pointer,
              outer,
              n,
              inner,
              edgeOrder,
              weights: weights[storage].pointer,
              dxFirst: x[1]! - x[0]!,
              dxLast: x[n - 1]! - x[n - 2]!,
            });
          }
          if (dtype === result) outputs.push(out);
          else {
            outputs.push(castArray(out, result, false, 'gradient'));
            out.dispose();
          }
        } catch (error) {
          if (!out.disposed) out.dispose();
          throw error;
        } finally {
          weights?.dispose();
        }
      });
    } catch (error) {
      for (const each of outputs) each.dispose();
      throw error;
    } finally {
      for (const each of sources.values()) each.dispose();
    }
    return outputs.length === 1 ? outputs[0]! : outputs;
  };

  // ---- unwrap ---------------------------------------------------------------------------------------

  // np.unwrap(p, { discont, axis, period }): jumps larger than discont replaced by their period complement.
  const unwrap = (p: unknown, options?: unknown): AnyNDArray => {
    const input = arrayArgument('unwrap', p, 'p');
    const checked = optionsOf('unwrap', options, ['discont', 'axis', 'period']);
    const period = checked.period ?? 2 * Math.PI;
    if (typeof period !== 'number' || !Number.isFinite(period))
      throw new TypeError(`unwrap: period must be a finite number, got ${show(period)}.`);
    if (checked.discont !== undefined && checked.discont !== null && typeof checked.discont !== 'number')
      throw new TypeError(`unwrap: discont must be a number, got ${show(checked.discont)}.`);
    if (isComplex(input)) throw new TypeError(`unwrap: complex input is not supported, got dtype ${input.dtype}.`);
    if (input.ndim === 0) throw new RangeError('unwrap: p must be at least one-dimensional, got a 0-d array.');
    const axis = checkAxis('unwrap', checked.axis ?? -1, input.ndim);
    const periodNode = Number.isInteger(period) && checked.period !== undefined ? 'int' : 'float';
    const node = binaryResultWith(policy, 'add', nodeOfArray(input), periodNode);
    let result = materializeUnder(policy, node);
    if (result === 'bool') result = x64 ? 'int64' : 'int32';
    const weak = isWeakType(node);
    const integer = kindOf(result) === 'int' || kindOf(result) === 'uint';
    const high = integer ? Math.floor(period / 2) : period / 2;
    const ambiguous = integer ? period % 2 === 0 : true;
    const discont = (checked.discont as number | undefined | null) ?? period / 2;
    const n = input.shape[axis]!;
    const moved = moveaxis(input, axis as never, -1 as never) as AnyNDArray;
    const rows = n === 0 ? 0 : moved.size / n;
    const fill = (values: Float64Array, out: Float64Array) => {
      for (let row = 0; row < rows; row += 1) {
        const base = row * n;
        let correction = 0;
        let previous = values[base]!;
        out[base] = previous;
        for (let i = 1; i < n; i += 1) {
          const value = values[base + i]!;
          const d = value - previous;
          previous = value;
          if (!(Math.abs(d) < discont)) {
            // NumPy's mod (the sign of the period) of d + high, less high
            let r = (d + high) % period;
            if (r !== 0 && r < 0 !== period < 0) r += period;
            let dmod = r - high;
            if (ambiguous && dmod === -high && d > 0) dmod = high;
            correction += dmod - d;
          }
          out[base + i] = value + correction;
        }
      }
    };
    const written = mapValues(moved, result, false, weak, 'unwrap', fill);
    return moveaxis(written, -1 as never, axis as never) as AnyNDArray;
  };

  // ---- cumulativeSum, cumulativeProd ------------------------------------------------------------

  const cumulative =
    (name: 'cumulativeSum' | 'cumulativeProd', plain: 'cumsum' | 'cumprod', initial: number) =>
    (x: unknown, options?: unknown): AnyNDArray => {
      const input = arrayArgument(name, x, 'x');
      const { axis, dtype, includeInitial } = optionsOf(name, options, ['axis', 'dtype', 'includeInitial']);
      const include = booleanOption(name, 'includeInitial', includeInitial, false);
      if (input.ndim === 0) throw new RangeError(`${name}: x must be at least one-dimensional, got a 0-d array.`);
      if ((axis === undefined || axis === null) && input.ndim > 1)
        throw new RangeError(
          `${name}: x has ${input.ndim} dimensions (shape ${shapeText(input.shape)}); give the axis (it may be left out only for 1-D x).`,
        );
      const along = checkAxis(name, axis ?? 0, input.ndim);
      let chosen = dtype;
      if (chosen === undefined || chosen === null) {
        // jnp.cumulative_sum promotes the small integers (and bool) to the default ints, as sum;
        // cumulative_prod keeps cumprod's dtype.
        if (plain === 'cumsum') chosen = reductionResultType('accumulate', input.dtype as DType, x64);
      }
      const out = reductions[plain]!(
        input,
        chosen === undefined || chosen === null ? { axis: along } : { axis: along, dtype: chosen },
      );
      if (!include) return out;
      const shape = [...out.shape];
      shape[along] = 1;
      const size = shape.reduce((product, each) => product * each, 1);
      const start = writeValues(new Float64Array(size).fill(initial), shape, out.dtype as DType, name, false);
      const joined = concatenate([start, out] as never, along as never) as AnyNDArray;
      return joined.weakType === out.weakType ? joined : castArray(joined, joined.dtype as DType, out.weakType, name);
    };

  const functions: Record<string, (...args: never[]) => unknown> = {
    cov,
    corrcoef,
    histogram2d,
    gradient,
    unwrap,
    cumulativeSum: cumulative('cumulativeSum', 'cumsum', 0),
    cumulativeProd: cumulative('cumulativeProd', 'cumprod', 1),
  };
  // An error from a step inside (a view, a product) is reported in the function's name.
  return Object.fromEntries(
    Object.entries(functions).map(([name, fn]) => [
      name,
      (...args: never[]) => {
        try {
          return fn(...args);
        } catch (error) {
          throw ownName(error, name);
        }
      },
    ]),
  );
}
