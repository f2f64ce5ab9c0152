// Making arrays of a pattern: linspace, eye, identity, tri, meshgrid; and arrays shaped like
// another (zerosLike, onesLike, fullLike, emptyLike) and `empty`.
import type { AnyNDArray, DTypeOf, ShapeOf } from '../../types/ndarray.js';
import type {
  DiagonalFunction,
  DTypeArgument,
  DTypeFromArgument,
  EmptyFunction,
  IdentityFunction,
  LikeOptions,
  LikeShape,
  LinspaceFunction,
  LogspaceFunction,
  MeshgridOptions,
  MeshgridResult,
} from '../../types/creation.js';
import type { DType } from '../../types/dtype.js';
import { filled, type ValueDefaults } from '../array/from-values.js';
import { checkShape } from '../shape/check.js';
import { materializeUnder } from '../plan/planner.js';
import { readsX64, resolvePolicy, type Policy } from '../policy/policy.js';
import type { DefaultedInt } from '../memory/values.js';
import { namedError } from '../errors/errors.js';
import { allocateScratch, checkFits } from '../memory/memory.js';
import { dtypeCode, dtypeInfo, integerRange } from '../lattice/dtypes.js';
import { show } from '../errors/messages.js';
import { NDArray, allocArray, castArray, checkDType, dataPointer, storage } from '../array/ndarray.js';
import { chunkElements, writeValues } from '../memory/values.js';
import { broadcastTo, reshape } from './views.js';
import { jaxOperations } from './operations.js';
import { elementView, freeBytes, memory } from '../kernels/heap.js';
import './methods.js'; // the arrays made here have their methods (src/ops/methods.ts installs them as it loads)

type FillValue = number | bigint | boolean | { re: number; im: number };

/**
 * The dtypes a policy gives values without a named dtype (materializeUnder: int32, float32, complex64
 * with x64 off, JAX's default), bound once per policy by the creation functions, and the words of
 * the default int's out-of-range error.
 */
export function creationDefaults(policy: Policy): ValueDefaults {
  const int = materializeUnder(policy, 'int');
  return Object.freeze({
    int,
    float: materializeUnder(policy, 'float'),
    // Triton has no complex default: its refusal is thrown where a complex value asks for one.
    complex: (where: string) => {
      try {
        return materializeUnder(policy, 'complex');
      } catch (error) {
        throw namedError(error, where);
      }
    },
    intRange: defaultIntWords(policy, int),
  });
}

/** What the default int is to the user, and what to do when a value is out of its range. */
function defaultIntWords(policy: Policy, int: DType): DefaultedInt {
  const switchable = readsX64(policy.name);
  const role = switchable
    ? `the default int with x64 ${policy.x64 ? 'on' : 'off'}`
    : `the default int under the policy '${policy.name}'`;
  let x64 = '';
  if (switchable && !policy.x64) {
    x64 =
      policy.name === 'jax'
        ? ", or import from 'dtype-lattice/x64' (x64 on: int64 by default)"
        : `, or turn x64 on (withPolicy({ policy: '${policy.name}', x64: true }))`;
  }
  // Only the dtypes that hold the value are named: float64 always (rounded beyond 2^53).
  const advice = (value: bigint) => {
    const int64 = value >= -(2n ** 63n) && value < 2n ** 63n;
    const uint64 = value >= 0n && value < 2n ** 64n;
    const wider = int !== 'int64' && int64 ? "'int64' or 'float64'" : uint64 ? "'uint64' or 'float64'" : "'float64'";
    return `pass the dtype ${wider}${int64 ? x64 : ''}`;
  };
  return { role, advice };
}

/** empty, linspace, eye, identity and tri with a policy's defaults (src/ops/creation.ts createCreation). */
export function createPatterns(defaults: ValueDefaults) {
  const float = defaults.float;
  return {
    empty: (shape: unknown, dtype?: unknown) =>
      filled('empty', shape, 0, optionsOf('empty', dtype, []).dtype, false, float),
    linspace: (start: unknown, stop: unknown, third?: unknown, fourth?: unknown) =>
      linspaceWith(float, start, stop, third, fourth),
    logspace: (start: unknown, stop: unknown, third?: unknown, fourth?: unknown) =>
      logspaceWith(float, start, stop, third, fourth),
    geomspace: (start: unknown, stop: unknown, third?: unknown, fourth?: unknown) =>
      geomspaceWith(float, start, stop, third, fourth),
    eye: (n: unknown, second?: unknown, third?: unknown, fourth?: unknown) =>
      banded('eye', float, n, second, third, fourth, (row, k) => [row + k, row + k + 1]),
    identity: (n: unknown, dtype?: unknown) => {
      const { dtype: given } = optionsOf('identity', dtype, []);
      const options = given === undefined ? {} : { dtype: given };
      return banded('identity', float, n, n, options, undefined, (row) => [row, row + 1]);
    },
    tri: (n: unknown, second?: unknown, third?: unknown, fourth?: unknown) =>
      banded('tri', float, n, second, third, fourth, (row, k) => [0, row + k + 1]),
  };
}

const jaxPatterns = createPatterns(creationDefaults(resolvePolicy(undefined)));

/**
 * An array of `shape` whose elements are zero. JAX's `empty` is `zeros`, and so is this one: never
 * the old bytes of a freed array. Default dtype float32 (the default policy's float; float64 with x64).
 * @example empty([2, 3], 'int8') // NDArray<'int8', [2, 3]>, all 0
 * @example empty([2]).dtype //=> 'float32'
 */
export const empty: EmptyFunction = jaxPatterns.empty as never;

/**
 * An array of zeros with the dtype and shape of `like` (a weakly typed one stays weak), unless a
 * `dtype` or `shape` is given (`{ dtype, shape }`, or the dtype alone).
 * @example zerosLike(array([[1, 2]], 'int8')) // NDArray<'int8', [1, 2]>: [[0, 0]]
 * @example zerosLike(array([[1, 2]], 'int8'), { shape: [3] }).toArray() //=> [0, 0, 0]
 */
export function zerosLike<const Input extends AnyNDArray, const Argument extends DTypeArgument<LikeOptions> = {}>(
  like: Input,
  dtype?: Argument,
): NDArray<DTypeFromArgument<Argument, DTypeOf<Input>>, LikeShape<Argument, Input>>;
export function zerosLike(like: unknown, dtype?: unknown): AnyNDArray {
  return filledLike('zerosLike', like, 0, dtype);
}

/**
 * An array of ones with the dtype and shape of `like` (a weakly typed one stays weak), unless a
 * `dtype` is given.
 * @example onesLike(array([1.5, 2.5], 'float32')) // NDArray<'float32', [2]>: [1, 1]
 */
export function onesLike<const Input extends AnyNDArray, const Argument extends DTypeArgument<LikeOptions> = {}>(
  like: Input,
  dtype?: Argument,
): NDArray<DTypeFromArgument<Argument, DTypeOf<Input>>, LikeShape<Argument, Input>>;
export function onesLike(like: unknown, dtype?: unknown): AnyNDArray {
  return filledLike('onesLike', like, 1, dtype);
}

/**
 * An array filled with `value` with the dtype and shape of `like` (a weakly typed one stays weak),
 * unless a `dtype` is given. The value is checked as `full` checks it.
 * @example fullLike(array([1, 2, 3], 'uint8'), 7) // NDArray<'uint8', [3]>: [7, 7, 7]
 */
export function fullLike<const Input extends AnyNDArray, const Argument extends DTypeArgument<LikeOptions> = {}>(
  like: Input,
  value: FillValue,
  dtype?: Argument,
): NDArray<DTypeFromArgument<Argument, DTypeOf<Input>>, LikeShape<Argument, Input>>;
export function fullLike(like: unknown, value: unknown, dtype?: unknown): AnyNDArray {
  return filledLike('fullLike', like, value, dtype);
}

/**
 * `empty` with the dtype and shape of `like`: zeros (never a freed array's old bytes).
 * @example emptyLike(array([1, 2]), 'float32') // NDArray<'float32', [2]>: [0, 0]
 */
export function emptyLike<const Input extends AnyNDArray, const Argument extends DTypeArgument<LikeOptions> = {}>(
  like: Input,
  dtype?: Argument,
): NDArray<DTypeFromArgument<Argument, DTypeOf<Input>>, LikeShape<Argument, Input>>;
export function emptyLike(like: unknown, dtype?: unknown): AnyNDArray {
  return filledLike('emptyLike', like, 0, dtype);
}

function filledLike(where: string, like: unknown, value: unknown, dtype: unknown): AnyNDArray {
  if (!(like instanceof NDArray))
    throw new TypeError(`${where}: expects an NDArray to take the dtype and shape of, got ${show(like)}.`);
  dataPointer(like); // a disposed array throws, naming itself
  // JAX's and NumPy's shape: another shape than like's (a number is one axis).
  const options = optionsOf(where, dtype, ['shape']);
  const shape =
    options.shape === undefined
      ? like.shape
      : checkShape(typeof options.shape === 'number' ? [options.shape] : options.shape, where);
  if (options.dtype === undefined) return filled(where, shape, value, like.dtype, like.weakType);
  return filled(where, shape, value, options.dtype);
}

/**
 * `num` evenly spaced values from `start` to `stop` (included unless `endpoint: false`), NumPy's
 * values: step = (stop − start) / (num − 1) (or / num without the endpoint), value i = i·step +
 * start, the last exactly `stop`, each computed in float64 and rounded once to the dtype. Default
 * `num` 50, dtype float32 (the default policy's float; float64 with x64); an integer dtype takes the
 * floor of each value (as NumPy 2).
 * @example linspace(0, 1, 5) // NDArray<'float32', [5]>: [0, 0.25, 0.5, 0.75, 1]
 * @example linspace(0, 1, 4, { endpoint: false, dtype: 'float64' }) // NDArray<'float64', [4]>: [0, 0.25, 0.5, 0.75]
 * @example linspace(0, 1, { num: 3 }) // NDArray<'float32', [3]>: [0, 0.5, 1]
 */
export const linspace: LinspaceFunction = jaxPatterns.linspace as never;

/**
 * `num` values `base ** v` for v linspace's values from `start` to `stop` (NumPy's and JAX's
 * `logspace`; `base` default 10, an option beside `endpoint` and `dtype`): each computed in float64 (the
 * power kernel's, within an ulp of NumPy's glibc pow: 9 of 6,000 random values differ) and rounded once to the dtype (truncated toward zero for an integer dtype, as NumPy's astype). Default
 * `num` 50, dtype float32 (the default policy's float; float64 with x64).
 * @example logspace(0, 3, 4) // NDArray<'float32', [4]>: [1, 10, 100, 1000]
 * @example logspace(0, 3, 4, { base: 2, dtype: 'int32' }) // NDArray<'int32', [4]>: [1, 2, 4, 8]
 */
export const logspace: LogspaceFunction = jaxPatterns.logspace as never;

/**
 * `num` values from `start` to `stop` (neither 0, both of one sign) in a geometric progression: NumPy's
 * and JAX's `geomspace`. The ends are `start` and `stop` exactly (NumPy puts them back after spacing
 * the logarithms); the rest are 10 ** linspace(log10 start, log10 stop), computed in float64 and
 * rounded once (within a few float64 ulps of NumPy's: log10 is not correctly rounded in every libm).
 * Default `num` 50, dtype float32 (float64 with x64).
 * @example geomspace(1, 1000, 4) // NDArray<'float32', [4]>: [1, 10, 100, 1000]
 * @example geomspace(-1, -1000, 4, { dtype: 'float64' }) // NDArray<'float64', [4]>: [-1, -10, -100, -1000]
 */
export const geomspace: LinspaceFunction = jaxPatterns.geomspace as never;

/** The arguments linspace, logspace and geomspace share: num (positional or an option), endpoint, dtype, and `extra` options. */
interface Spaced {
  readonly from: number;
  readonly to: number;
  readonly count: number;
  readonly endpoint: boolean;
  readonly dtype: DType;
  readonly options: { readonly [option: string]: unknown };
}

function spacedArguments(
  where: string,
  float: DType,
  start: unknown,
  stop: unknown,
  third: unknown,
  fourth: unknown,
  extra: readonly string[] = [],
): Spaced {
  // NumPy's keywords alone, `linspace(0, 1, { num: 5, endpoint: false })`, or num positionally.
  const keywords = typeof third === 'object' && third !== null && !Array.isArray(third) && !(third instanceof NDArray);
  if (keywords && fourth !== undefined)
    throw new TypeError(`${where}: the options object comes last; got ${show(fourth)} after ${show(third)}.`);
  const trailing = keywords ? third : fourth;
  const allowed = keywords ? ['endpoint', 'num', ...extra] : ['endpoint', ...extra];
  const num = keywords ? optionsOf(where, third, allowed).num : third;
  for (const [name, value] of [
    ['start', start],
    ['stop', stop],
  ] as const) {
    if (typeof value !== 'number') throw new TypeError(`${where}: ${name} must be a number, got ${show(value)}.`);
  }
  const count = num === undefined ? 50 : checkSize(where, 'num', num);
  const options = optionsOf(where, trailing, allowed);
  const { endpoint = true, dtype: given } = options;
  if (typeof endpoint !== 'boolean')
    throw new TypeError(`${where}: the option endpoint must be true or false, got ${show(endpoint)}.`);
  const dtype = given === undefined ? float : checkDType(given, where);
  return { from: start as number, to: stop as number, count, endpoint, dtype, options };
}

/** linspace's float64 values, in NumPy's order of operations, so they are NumPy's to the last bit. */
function spacing(from: number, to: number, count: number, endpoint: boolean): (index: number) => number {
  const divisions = endpoint ? count - 1 : count;
  const delta = to - from;
  const step = delta / divisions;
  return (index) => {
    if (endpoint && count > 1 && index === count - 1) return to;
    if (divisions > 0) return (step === 0 ? (index / divisions) * delta : index * step) + from;
    return index * delta + from;
  };
}

/** An array of `count` float64 values, cast once to `dtype` (rounded to nearest, or truncated to an integer dtype as astype does). */
function float64Values(where: string, count: number, dtype: DType, value: (index: number) => number): AnyNDArray {
  const values = allocArray('float64', [count], false, where);
  const pointer = values[storage].pointer;
  for (let done = 0; done < count; done += chunkElements) {
    const length = Math.min(chunkElements, count - done);
    const view = elementView(dtypeCode('float64'), pointer + done * 8, length);
    for (let offset = 0; offset < length; offset += 1) view[offset] = value(done + offset);
  }
  if (dtype === 'float64') return values;
  try {
    return castArray(values, dtype, false, where);
  } finally {
    values.dispose();
  }
}

const isIntegerDType = (dtype: DType) => {
  const { kind } = dtypeInfo[dtype];
  return kind === 'int' || kind === 'uint';
};

function linspaceWith(float: DType, start: unknown, stop: unknown, third?: unknown, fourth?: unknown): AnyNDArray {
  const where = 'linspace';
  const { from, to, count, endpoint, dtype } = spacedArguments(where, float, start, stop, third, fourth);
  const spaced = spacing(from, to, count, endpoint);
  const integer = isIntegerDType(dtype);
  const value = integer ? (index: number) => Math.floor(spaced(index)) : spaced;
  if (integer && count > 0) checkEnds(where, dtype, [value(0), value(count - 1)], [0, count - 1]);
  return float64Values(where, count, dtype, value);
}

/** base ** each of linspace's float64 values, or −∞ … where the base and exponent say (Math.pow's IEEE cases). */
function logspaceWith(float: DType, start: unknown, stop: unknown, third?: unknown, fourth?: unknown): AnyNDArray {
  const where = 'logspace';
  const spaced = spacedArguments(where, float, start, stop, third, fourth, ['base']);
  const { base = 10 } = spaced.options;
  if (typeof base !== 'number') throw new TypeError(`${where}: the option base must be a number, got ${show(base)}.`);
  return powers(where, spaced, base);
}

function powers(where: string, { from, to, count, endpoint, dtype }: Spaced, base: number): AnyNDArray {
  // The float64 power kernel is correctly rounded (NumPy's glibc pow is too; JavaScript's ** is not always).
  const exponents = float64Values(where, count, 'float64', spacing(from, to, count, endpoint));
  const values = jaxOperations.power(base, exponents) as AnyNDArray;
  exponents.dispose();
  try {
    if (isIntegerDType(dtype)) checkIntegral(where, values, dtype);
    return dtype === 'float64' ? values : castArray(values, dtype, false, where);
  } finally {
    if (dtype !== 'float64') values.dispose();
  }
}

/** Float64 values an integer dtype is to hold, truncated as astype truncates: each finite and in its range. */
function checkIntegral(where: string, values: AnyNDArray, dtype: DType): void {
  const read = values.toTypedArray() as Float64Array;
  const { min, max } = integerRange(dtype)!;
  read.forEach((value, index) => {
    const truncated = Math.trunc(value);
    if (!(truncated >= Number(min) && truncated <= Number(max)))
      throw new RangeError(
        `${where}: the value at index [${index}] is ${value}, which the integer dtype ${dtype} cannot hold; ask for a float dtype.`,
      );
  });
}

function geomspaceWith(float: DType, start: unknown, stop: unknown, third?: unknown, fourth?: unknown): AnyNDArray {
  const where = 'geomspace';
  const spaced = spacedArguments(where, float, start, stop, third, fourth);
  const { from, to, count, endpoint, dtype } = spaced;
  if (from === 0 || to === 0)
    throw new RangeError(`${where}: a geometric sequence cannot include zero (start ${from}, stop ${to}).`);
  if (dtypeInfo[dtype].kind === 'complex')
    throw new TypeError(`${where}: complex dtypes are not supported (dtype ${dtype}); ask for a real one.`);
  // NumPy's way: rotate start to the positive reals, space the logarithms (10 ** each, the
  // correctly rounded kernel), put the ends back exactly, rotate back.
  const sign = Math.sign(from);
  const [first, last] = [from / sign, to / sign];
  // Math.log10, not the kernel's: of the two it agrees with glibc's log10 (NumPy's) more often; where they
  // differ by an ulp, the interior values differ from NumPy's by a few ulps (10^y amplifies y's error).
  const exponents = float64Values(
    where,
    count,
    'float64',
    spacing(Math.log10(first), Math.log10(last), count, endpoint),
  );
  const values = jaxOperations.power(10, exponents) as AnyNDArray;
  exponents.dispose();
  try {
    const view = elementView(dtypeCode('float64'), values[storage].pointer, count) as Float64Array;
    for (let index = 0; index < count; index += 1) view[index] = view[index]! * sign;
    if (count > 0) view[0] = from;
    if (count > 1 && endpoint) view[count - 1] = to;
    if (isIntegerDType(dtype)) checkIntegral(where, values, dtype);
    return dtype === 'float64' ? values : castArray(values, dtype, false, where);
  } finally {
    if (dtype !== 'float64') values.dispose();
  }
}

/**
 * A 2-d array with ones on the `k`-th diagonal (0 the main one, > 0 above, < 0 below) and zeros
 * elsewhere: `n` rows, `m` columns (default `n`). Default dtype float32 (the default policy's
 * float; float64 with x64).
 * @example eye(2) // NDArray<'float32', [2, 2]>: [[1, 0], [0, 1]]
 * @example eye(2, 3, { k: 1, dtype: 'int8' }) // NDArray<'int8', [2, 3]>: [[0, 1, 0], [0, 0, 1]]
 * @example eye(2, 3, 1, 'int8') // NDArray<'int8', [2, 3]>: [[0, 1, 0], [0, 0, 1]]
 */
export const eye: DiagonalFunction = jaxPatterns.eye as never;

/**
 * The square identity matrix of size `n` (default dtype float32, the default policy's float).
 * @example identity(3, 'int32') // NDArray<'int32', [3, 3]>
 * @example identity(2).dtype //=> 'float32'
 */
export const identity: IdentityFunction = jaxPatterns.identity as never;

/**
 * A 2-d array with ones at and below the `k`-th diagonal and zeros above: `n` rows, `m` columns
 * (default `n`). Default dtype float32 (the default policy's float; float64 with x64).
 * @example tri(3, 3, { k: -1, dtype: 'bool' }) // NDArray<'bool', [3, 3]>: [[false, false, false], [true, false, false], [true, true, false]]
 */
export const tri: DiagonalFunction = jaxPatterns.tri as never;

/**
 * An n-by-m array that is 1 in columns [from, to) of each row and 0 elsewhere, built as a bool mask
 * (one fill per row) and cast once to the dtype, so every dtype (packed ones included) is made alike.
 */
function banded(
  where: string,
  float: DType,
  rowsArgument: unknown,
  second: unknown,
  third: unknown,
  fourth: unknown,
  band: (row: number, k: number) => [number, number],
): AnyNDArray {
  const rows = checkSize(where, 'n', rowsArgument);
  const columnsGiven = typeof second === 'number' || second === null || second === undefined;
  // NumPy's positional k (`eye(3, 3, 1, 'int8')`), or k among the options (and M too, where it is not positional).
  const kGiven = columnsGiven && typeof third === 'number';
  if (!kGiven && fourth !== undefined)
    throw new TypeError(`${where}: the options object comes last; got ${show(fourth)} after ${show(third)}.`);
  const options = kGiven
    ? optionsOf(where, fourth, [])
    : columnsGiven
      ? optionsOf(where, third, ['k'])
      : optionsOf(where, second, ['k', 'M']);
  const m = columnsGiven ? second : options.M;
  const columns = m !== null && m !== undefined ? checkSize(where, 'm', m) : rows;
  const { k = 0 } = kGiven ? { k: third } : options;
  if (typeof k !== 'number' || !Number.isSafeInteger(k))
    throw new TypeError(`${where}: the option k must be an integer, got ${show(k)}.`);
  const dtype = options.dtype === undefined ? float : checkDType(options.dtype, where);
  const mask = allocArray('bool', [rows, columns], false, where);
  const bytes = new Uint8Array(memory().buffer, mask[storage].pointer, rows * columns);
  bytes.fill(0);
  for (let row = 0; row < rows; row += 1) {
    const [from, to] = band(row, k);
    const [start, end] = [Math.max(from, 0), Math.min(to, columns)];
    if (start < end) bytes.fill(1, row * columns + start, row * columns + end);
  }
  if (dtype === 'bool') return mask;
  try {
    return castArray(mask, dtype, false, where);
  } finally {
    mask.dispose();
  }
}

/**
 * Coordinate arrays from coordinate vectors: for inputs of sizes n0, n1, …, one array per input,
 * each of shape [n1, n0, …] ('xy' indexing, the default: Cartesian, as NumPy's) or [n0, n1, …]
 * ('ij': matrix), holding its input's values along its own axis. Each keeps its input's dtype; an
 * input that is not 1-d counts flattened, as in NumPy. Returns a JavaScript array of new arrays.
 * With `sparse: true`, each array has its length along its own axis and 1 along the others (they
 * broadcast to the full grid).
 * @example const [xs, ys] = meshgrid(array([1, 2, 3]), array([4, 5])) // two NDArray<'int32', [2, 3]>
 * @example meshgrid(array([1, 2, 3]), array([4, 5]), { sparse: true }).map((each) => each.shape) //=> [[1, 3], [2, 1]]
 * @example meshgrid(array([1, 2, 3]), array([4, 5]), { indexing: 'ij' }) // shapes [3, 2]
 * @example meshgrid(array([1, 2], 'int8'), array([4, 5, 6], 'int8')).map((each) => each.toArray()) //=> [[[1, 2], [1, 2], [1, 2]], [[4, 4], [5, 5], [6, 6]]]
 */
export function meshgrid<
  const Inputs extends readonly AnyNDArray[],
  const Indexing extends 'xy' | 'ij' = 'xy',
  const Sparse extends boolean = false,
>(...inputs: [...Inputs, MeshgridOptions<Indexing, Sparse>]): MeshgridResult<Inputs, Indexing, Sparse>;
export function meshgrid<const Inputs extends readonly AnyNDArray[]>(...inputs: Inputs): MeshgridResult<Inputs, 'xy'>;
export function meshgrid(...inputs: unknown[]): AnyNDArray[] {
  const where = 'meshgrid';
  const last = inputs[inputs.length - 1];
  const hasOptions = typeof last === 'object' && last !== null && !(last instanceof NDArray) && !Array.isArray(last);
  const arrays = hasOptions ? inputs.slice(0, -1) : inputs;
  const {
    indexing = 'xy',
    sparse = false,
    ...rest
  } = (hasOptions ? last : {}) as {
    indexing?: unknown;
    sparse?: unknown;
  };
  for (const key of Object.keys(rest))
    throw new TypeError(`${where}: unknown option '${key}' (it takes indexing, sparse).`);
  if (indexing !== 'xy' && indexing !== 'ij')
    throw new TypeError(`${where}: the option indexing must be 'xy' or 'ij', got ${show(indexing)}.`);
  if (typeof sparse !== 'boolean')
    throw new TypeError(`${where}: the option sparse must be true or false, got ${show(sparse)}.`);
  arrays.forEach((input, index) => {
    if (!(input instanceof NDArray))
      throw new TypeError(`${where}: argument ${index} must be an NDArray, got ${show(input)}.`);
    dataPointer(input);
  });
  const checked = arrays as AnyNDArray[];
  const axisOf = (index: number) => (indexing === 'xy' && checked.length >= 2 && index < 2 ? 1 - index : index);
  const shape = checked.map((_, axis) => checked[axisOf(axis)]!.size);
  for (const input of checked) checkFits(where, input.dtype as DType, shape); // before the first result is made
  return checked.map((input, index) => {
    const along = shape.map((length, axis) => (axis === axisOf(index) ? length : 1));
    const lined = reshape(input, along) as AnyNDArray;
    // sparse: the array along its own axis alone (a copy, as JAX's; NumPy's is a view).
    if (sparse)
      try {
        return castArray(lined, input.dtype as DType, input.weakType, where);
      } finally {
        lined.dispose();
      }
    try {
      const spread = broadcastTo(lined, shape) as AnyNDArray;
      try {
        return castArray(spread, input.dtype as DType, input.weakType, where);
      } finally {
        spread.dispose();
      }
    } finally {
      lined.dispose();
    }
  });
}

// ── argument checks shared by the creation functions ──────────────────────────────────────────

/** A size argument (`num`, `n`, `m`): a non-negative integer; errors name the function, argument and value. */
function checkSize(where: string, name: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new TypeError(`${where}: ${name} must be a non-negative integer, got ${show(value)}.`);
  }
  if (value < 0) throw new RangeError(`${where}: ${name} must be a non-negative integer, got ${value}.`);
  if (!Number.isSafeInteger(value))
    throw new RangeError(`${where}: ${name} = ${value} is more elements than WebAssembly memory can hold (4 GiB).`);
  return value;
}

/**
 * The trailing argument of a creation function: a dtype name, an options object (`dtype` and the
 * names in `allowed`; any other key is a TypeError naming it) or undefined.
 */
function optionsOf(
  where: string,
  value: unknown,
  allowed: readonly string[],
): { dtype?: unknown; [option: string]: unknown } {
  if (value === undefined) return {};
  if (typeof value === 'string') return { dtype: value };
  const names = ['dtype', ...allowed];
  if (typeof value !== 'object' || value === null || Array.isArray(value) || value instanceof NDArray) {
    throw new TypeError(
      `${where}: the last argument is a dtype name or an options object { ${names.join(', ')} }, got ${show(value)}.`,
    );
  }
  for (const key of Object.keys(value)) {
    if (!names.includes(key)) throw new TypeError(`${where}: unknown option '${key}' (it takes ${names.join(', ')}).`);
  }
  return value as { dtype?: unknown };
}

/**
 * For an integer dtype: the values run monotonically from the first to the last, so checking those
 * two checks them all (a RangeError naming the index, value and dtype, as array() words it).
 */
function checkEnds(where: string, dtype: DType, ends: readonly number[], indices: readonly number[]): void {
  const scratch = allocateScratch(16, () => 'a scratch element', where);
  try {
    ends.forEach((end, position) =>
      writeValues([end], dtype, scratch, () => `${where}(): the value at index [${indices[position]}]`),
    );
  } finally {
    freeBytes(scratch);
  }
}
