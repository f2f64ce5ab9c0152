// numpy.fft / jax.numpy.fft: complex and real discrete Fourier transforms along any axes, the
// Hermitian ones, the sample frequencies and the shifts. Each 1-D step moves its axis last, copies
// (cast to the transform's dtype, cropped or zero-padded to n) into contiguous rows, runs
// src/execute/fft.ts over them and hands the result back in the original axis order (a permuted
// block, no copy). Dtypes are JAX's (jax/_src/lax/fft.py): complex transforms take
// to_complex_dtype (bool and integers up to 32 bits, float16, bfloat16, float32 → complex64;
// float64 → complex128; int64 and uint64 → complex128 under x64, complex64 without), rfft takes
// real input only, float32 or float64 (integers promoted as above; float16 and bfloat16 refused),
// irfft and hfft give the complex dtype's real part.
import type { AnyNDArray } from '../../types/index.js';
import type { FftFunctions } from '../../types/fft.js';
import type { PolicySpec } from '../../types/policy.js';
import type { DType } from '../lattice/dtypes.js';
import { show } from '../errors/messages.js';
import { checkAxis } from '../shape/axes.js';
import { allocArray, castArray, restrided, stridesOf, viewOf } from '../array/ndarray.js';
import { storage } from '../memory/memory.js';
import { rowMajorStrides } from '../shape/strides.js';
import { checkArray } from '../array/operands.js';
import { checkOptions } from '../errors/options.js';
import { publicFunction } from '../array/public-function.js';
import { memory } from '../kernels/heap.js';
import { complexRows, type FftPart, realForwardRows, realInverseRows, scaleValues } from '../execute/fft.js';
import { resolvePolicy } from '../policy/policy.js';
import { roll } from './shaping.js';
import { arrayFrom } from '../array/from-values.js';

type Norm = 'backward' | 'ortho' | 'forward';
type Kind = 'c2c' | 'r2c' | 'c2r';

const isOptions = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(Symbol.iterator in value);

/**
 * NumPy's spellings: positional arguments in `names` order, then optionally an options object
 * (last) with the rest. An unknown option, or one given twice, is a TypeError naming it.
 */
function parseArguments(where: string, names: readonly string[], rest: readonly unknown[]): Record<string, unknown> {
  let last = rest.length;
  while (last > 0 && rest[last - 1] === undefined) last -= 1;
  const args = rest.slice(0, last);
  const result: Record<string, unknown> = {};
  let positional = args;
  if (args.length > 0 && isOptions(args[args.length - 1])) {
    positional = args.slice(0, -1);
    const options = checkOptions(where, args[args.length - 1], names.slice(positional.length));
    Object.assign(result, options);
  }
  if (positional.length > names.length)
    throw new TypeError(`${where}: takes at most ${names.length + 1} arguments, got ${positional.length + 1}.`);
  positional.forEach((value, index) => {
    if (isOptions(value))
      throw new TypeError(`${where}: the options object comes last; got ${show(value)} as ${names[index]}.`);
    result[names[index]!] = value;
  });
  return result;
}

function checkNorm(where: string, norm: unknown): Norm {
  if (norm === undefined || norm === null) return 'backward';
  if (norm === 'backward' || norm === 'ortho' || norm === 'forward') return norm;
  throw new TypeError(`${where}: norm must be 'backward', 'ortho' or 'forward', got ${show(norm)}.`);
}

function checkLength(where: string, name: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value))
    throw new TypeError(`${where}: ${name} must be an integer, got ${show(value)}.`);
  if (value < 1) throw new RangeError(`${where}: ${name} must be at least 1, got ${value}.`);
  if (value > 2 ** 31 - 1) throw new RangeError(`${where}: ${name} ${value} is too large (at most 2147483647).`);
  return value;
}

const partOf = (dtype: DType): FftPart => (dtype === 'complex128' || dtype === 'float64' ? 'float64' : 'float32');

/** JAX's to_complex_dtype under x64 or not. */
function complexTarget(where: string, dtype: DType, x64: boolean): DType {
  if (dtype === 'complex64' || dtype === 'complex128') return dtype;
  if (dtype === 'float64') return 'complex128';
  if (dtype === 'int64' || dtype === 'uint64') return x64 ? 'complex128' : 'complex64';
  if (typeof dtype !== 'string') throw new TypeError(`${where}: unsupported dtype ${show(dtype)}.`);
  return 'complex64';
}

/** rfft's real dtype (JAX: to_inexact_dtype, then float32 or float64 only). */
function realTarget(where: string, dtype: DType, x64: boolean): DType {
  if (dtype === 'complex64' || dtype === 'complex128')
    throw new TypeError(`${where}: the input must be real, got ${dtype}; use fft.fft for complex input.`);
  if (dtype === 'float32' || dtype === 'float64') return dtype;
  if (dtype === 'int64' || dtype === 'uint64') return x64 ? 'float64' : 'float32';
  if (dtype === 'bool' || /^u?int\d+$/.test(dtype)) return 'float32';
  throw new TypeError(`${where}: the input must be float32 or float64 (as JAX's rfft), got ${dtype}.`);
}

/** The factor a transform of length n is scaled by. */
function normFactor(norm: Norm, n: number, inverse: boolean): number {
  if (norm === 'ortho') return 1 / Math.sqrt(n);
  if (norm === 'forward') return inverse ? 1 : 1 / n;
  return inverse ? 1 / n : 1;
}

/**
 * One 1-D transform of `x` along `axis`: c2c (complex → complex of length n), r2c (real → n/2 + 1
 * complex) or c2r (n/2 + 1 complex → n reals). `conjugate` conjugates the input (hfft) or the
 * output (ihfft). The result in x's axis order.
 */
function along(
  where: string,
  x: AnyNDArray,
  axis: number,
  n: number,
  kind: Kind,
  inverse: boolean,
  norm: Norm,
  x64: boolean,
  conjugate: 'input' | 'output' | undefined,
): AnyNDArray {
  const shape = x.shape as readonly number[];
  const ndim = shape.length;
  const order = [...shape.keys()].filter((each) => each !== axis).concat([axis]);
  const dtype = x.dtype as DType;
  const complex =
    kind === 'r2c' ? complexTarget(where, realTarget(where, dtype, x64), x64) : complexTarget(where, dtype, x64);
  const source = kind === 'r2c' ? realTarget(where, dtype, x64) : complex;
  const part = partOf(complex);
  const bytes = part === 'float32' ? 4 : 8;
  const inLength = shape[axis]!;
  const want = kind === 'c2r' ? Math.floor(n / 2) + 1 : n;
  const outLength = kind === 'r2c' ? Math.floor(n / 2) + 1 : n;
  const outer = order.slice(0, -1).map((each) => shape[each]!);
  const rows = outer.reduce((product, size) => product * size, 1);
  const strides = stridesOf(x);
  // The rows, contiguous, in the source dtype.
  let rowsArray: AnyNDArray;
  const direct =
    conjugate !== 'input' &&
    axis === ndim - 1 &&
    x[storage].strides === undefined &&
    dtype === source &&
    inLength === want;
  if (direct) rowsArray = x;
  else {
    const moved = viewOf(
      x,
      order.map((each) => shape[each]!),
      order.map((each) => strides[each]!),
      0,
    );
    let copy: AnyNDArray;
    try {
      copy = castArray(moved, source, false, where);
    } finally {
      moved.dispose();
    }
    if (inLength === want) rowsArray = copy;
    else {
      try {
        rowsArray = allocArray(source, [...outer, want], false, where);
        const elementParts = source === complex ? 2 : 1;
        const heap = memory().buffer;
        const from =
          bytes === 4
            ? new Float32Array(heap, copy[storage].pointer, rows * inLength * elementParts)
            : new Float64Array(heap, copy[storage].pointer, rows * inLength * elementParts);
        const to =
          bytes === 4
            ? new Float32Array(heap, rowsArray[storage].pointer, rows * want * elementParts)
            : new Float64Array(heap, rowsArray[storage].pointer, rows * want * elementParts);
        to.fill(0);
        const keep = Math.min(inLength, want) * elementParts;
        for (let row = 0; row < rows; row += 1)
          to.set(
            from.subarray(row * inLength * elementParts, row * inLength * elementParts + keep),
            row * want * elementParts,
          );
      } finally {
        copy.dispose();
      }
    }
  }
  const outDType = kind === 'c2r' ? part : complex;
  let out: AnyNDArray | undefined;
  try {
    if (conjugate === 'input') {
      // A copy of our own (rowsArray is never x here: hfft's input is copied above).
      const values = new (bytes === 4 ? Float32Array : Float64Array)(
        memory().buffer,
        rowsArray[storage].pointer,
        rows * want * 2,
      );
      for (let index = 1; index < values.length; index += 2) values[index] = -values[index]!;
    }
    out = allocArray(outDType, [...outer, outLength], false, where);
    const input = rowsArray[storage].pointer;
    const output = out[storage].pointer;
    if (kind === 'c2c') complexRows(part, input, output, rows, n, inverse);
    else if (kind === 'r2c' && n % 2 === 0) realForwardRows(part, input, output, rows, n);
    else if (kind === 'c2r' && n % 2 === 0) realInverseRows(part, input, output, rows, n);
    else oddReal(where, kind, part, complex, input, output, rows, n);
    const parts = rows * outLength * (kind === 'c2r' ? 1 : 2);
    scaleValues(part, output, parts, normFactor(norm, n, inverse));
    if (conjugate === 'output') {
      const values = new (bytes === 4 ? Float32Array : Float64Array)(memory().buffer, output, parts);
      for (let index = 1; index < values.length; index += 2) values[index] = -values[index]!;
    }
  } catch (error) {
    out?.dispose();
    throw error;
  } finally {
    if (rowsArray !== x) rowsArray.dispose();
  }
  // Back in x's axis order: out's block is row-major in `order`.
  const movedStrides = rowMajorStrides([...outer, outLength]);
  const finalShape = shape.map((size, index) => (index === axis ? outLength : size));
  const finalStrides: number[] = new Array(ndim);
  order.forEach((each, position) => {
    finalStrides[each] = movedStrides[position]!;
  });
  return axis === ndim - 1 ? out : restrided(out, finalShape, finalStrides);
}

/** rfft and irfft of odd length through a complex transform of length n. */
function oddReal(
  where: string,
  kind: Kind,
  part: FftPart,
  complex: DType,
  input: number,
  output: number,
  rows: number,
  n: number,
): void {
  const full = allocArray(complex, [rows, n], false, where);
  const result = allocArray(complex, [rows, n], false, where);
  try {
    const Typed = part === 'float32' ? Float32Array : Float64Array;
    const heap = memory().buffer;
    const f = new Typed(heap, full[storage].pointer, rows * n * 2);
    const half = Math.floor(n / 2) + 1;
    if (kind === 'r2c') {
      const x = new Typed(heap, input, rows * n);
      for (let index = 0; index < rows * n; index += 1) {
        f[2 * index] = x[index]!;
        f[2 * index + 1] = 0;
      }
    } else {
      const x = new Typed(heap, input, rows * half * 2);
      for (let row = 0; row < rows; row += 1) {
        const a = row * half * 2;
        const b = row * n * 2;
        f[b] = x[a]!;
        f[b + 1] = 0;
        for (let k = 1; k < half; k += 1) {
          f[b + 2 * k] = x[a + 2 * k]!;
          f[b + 2 * k + 1] = x[a + 2 * k + 1]!;
          f[b + 2 * (n - k)] = x[a + 2 * k]!;
          f[b + 2 * (n - k) + 1] = -x[a + 2 * k + 1]!;
        }
      }
    }
    complexRows(part, full[storage].pointer, result[storage].pointer, rows, n, kind === 'c2r');
    const r = new Typed(memory().buffer, result[storage].pointer, rows * n * 2);
    if (kind === 'r2c') {
      const out = new Typed(memory().buffer, output, rows * half * 2);
      for (let row = 0; row < rows; row += 1) out.set(r.subarray(row * n * 2, row * n * 2 + half * 2), row * half * 2);
    } else {
      const out = new Typed(memory().buffer, output, rows * n);
      for (let index = 0; index < rows * n; index += 1) out[index] = r[2 * index]!;
    }
  } finally {
    full.dispose();
    result.dispose();
  }
}

interface Family {
  readonly kind: Kind;
  readonly inverse: boolean;
  readonly hermitian?: boolean;
}

const FAMILIES: Record<string, Family> = {
  fft: { kind: 'c2c', inverse: false },
  ifft: { kind: 'c2c', inverse: true },
  rfft: { kind: 'r2c', inverse: false },
  irfft: { kind: 'c2r', inverse: true },
  hfft: { kind: 'c2r', inverse: true, hermitian: true },
  ihfft: { kind: 'r2c', inverse: false, hermitian: true },
};

const swapNorm = (norm: Norm): Norm => (norm === 'backward' ? 'forward' : norm === 'forward' ? 'backward' : norm);

/** Frozen 1-D shapes [length] by length (an array's shape is frozen: a result may share one). */
const lineShapes = new Map<number, readonly number[]>();

/** `shape` with its last length replaced, frozen; 1-D shapes cached. */
function halfShape(shape: readonly number[], last: number): readonly number[] {
  if (shape.length === 1) {
    let found = lineShapes.get(last);
    if (found === undefined) {
      found = Object.freeze([last]);
      if (lineShapes.size < 256) lineShapes.set(last, found);
    }
    return found;
  }
  const result = shape.slice();
  result[shape.length - 1] = last;
  return Object.freeze(result);
}

/**
 * The common call, fft/ifft/rfft(x) with no other argument, of a contiguous complex64/complex128
 * (float32/float64 for rfft, even length) array along its last axis: straight from x's block to
 * the result's, no copy, no options, no axis moves. Undefined where the general path must run.
 */
function lastAxis(where: string, x: AnyNDArray, family: Family): AnyNDArray | undefined {
  const state = x[storage];
  const shape = x.shape as readonly number[];
  const ndim = shape.length;
  if (state.strides !== undefined || ndim === 0) return undefined;
  const dtype = x.dtype as DType;
  const n = shape[ndim - 1]!;
  const rows = x.size / n;
  if (n === 0 || rows === 0) return undefined;
  let part: FftPart;
  let out: AnyNDArray;
  if (family.kind === 'c2c') {
    if (dtype === 'complex64') part = 'float32';
    else if (dtype === 'complex128') part = 'float64';
    else return undefined;
    out = allocArray(dtype, shape, false, where);
  } else {
    if (dtype === 'float32') part = 'float32';
    else if (dtype === 'float64') part = 'float64';
    else return undefined;
    if (n % 2 !== 0) return undefined;
    out = allocArray(part === 'float32' ? 'complex64' : 'complex128', halfShape(shape, n / 2 + 1), false, where);
  }
  try {
    const output = out[storage].pointer;
    if (family.kind === 'c2c') complexRows(part, state.pointer, output, rows, n, family.inverse);
    else realForwardRows(part, state.pointer, output, rows, n);
    if (family.inverse) scaleValues(part, output, rows * n * 2, 1 / n);
  } catch (error) {
    out.dispose();
    throw error;
  }
  return out;
}

/** A 1-D transform: (a, n, axis, norm). */
function oneAxis(name: string, family: Family, x64: boolean) {
  const where = `fft.${name}`;
  const plain = family.kind !== 'c2r' && !family.hermitian;
  return publicFunction(where, (a: unknown, ...rest: unknown[]): AnyNDArray => {
    const x = checkArray(where, a) as AnyNDArray;
    if (plain && rest.length === 0) {
      const result = lastAxis(where, x, family);
      if (result !== undefined) return result;
    }
    const { n, axis, norm } = parseArguments(where, ['n', 'axis', 'norm'], rest);
    if (x.ndim === 0) throw new RangeError(`${where}: the input must have at least 1 axis, got a 0-d array.`);
    const along1 = checkAxis(where, axis ?? -1, x.ndim);
    let scale = checkNorm(where, norm);
    const length = x.shape[along1] as number;
    const size =
      n === undefined || n === null ? (family.kind === 'c2r' ? 2 * (length - 1) : length) : checkLength(where, 'n', n);
    if (size < 1) throw new RangeError(`${where}: invalid number of FFT data points (${size}) along axis ${along1}.`);
    if (family.hermitian) scale = swapNorm(scale);
    return along(
      where,
      x,
      along1,
      size,
      family.kind,
      family.inverse,
      scale,
      x64,
      family.hermitian ? (family.kind === 'c2r' ? 'input' : 'output') : undefined,
    );
  });
}

/** An n-D transform: (a, s, axes, norm); fft2's axes default to [-2, -1]. */
function manyAxes(name: string, family: Family, x64: boolean, two: boolean) {
  const where = `fft.${name}`;
  return publicFunction(where, (a: unknown, ...rest: unknown[]): AnyNDArray => {
    const x = checkArray(where, a) as AnyNDArray;
    const { s, axes, norm } = parseArguments(where, ['s', 'axes', 'norm'], rest);
    const scale = checkNorm(where, norm);
    const ndim = x.ndim;
    let lengths: number[] | undefined;
    if (s !== undefined && s !== null) {
      if (!Array.isArray(s)) throw new TypeError(`${where}: s must be a list of integers, got ${show(s)}.`);
      lengths = s.map((each) => checkLength(where, 's', each));
    }
    let list: number[];
    if (axes === undefined || axes === null) {
      if (two) list = [-2, -1];
      else if (lengths !== undefined) list = lengths.map((_, index) => ndim - lengths!.length + index);
      else list = [...Array(ndim).keys()];
    } else if (typeof axes === 'number') list = [axes];
    else if (Array.isArray(axes)) list = axes as number[];
    else throw new TypeError(`${where}: axes must be a list of integers, got ${show(axes)}.`);
    const checked = list.map((each) => checkAxis(where, each, ndim, 'axes'));
    if (new Set(checked).size !== checked.length)
      throw new RangeError(`${where}: axes lists an axis twice (${show(axes ?? list)}).`);
    if (lengths !== undefined && lengths.length !== checked.length)
      throw new RangeError(
        `${where}: s has ${lengths.length} lengths for ${checked.length} axes (${show(s)}); give one per axis.`,
      );
    if (checked.length === 0)
      return castArray(
        x,
        family.kind === 'c2r'
          ? (partOf(complexTarget(where, x.dtype as DType, x64)) as DType)
          : complexTarget(where, x.dtype as DType, x64),
        false,
        where,
      );
    const sizes = checked.map((axis, index) => {
      const length = x.shape[axis] as number;
      if (lengths !== undefined) return lengths[index]!;
      return family.kind === 'c2r' && index === checked.length - 1 ? 2 * (length - 1) : length;
    });
    sizes.forEach((size, index) => {
      if (size < 1)
        throw new RangeError(`${where}: invalid number of FFT data points (${size}) along axis ${checked[index]}.`);
    });
    // rfftn: the real transform along the last axis first, then complex ones; irfftn: complex ones,
    // then the real one along the last axis.
    const last = checked.length - 1;
    const steps: [number, number, Kind][] = [];
    if (family.kind === 'c2r') {
      for (let index = 0; index < last; index += 1) steps.push([checked[index]!, sizes[index]!, 'c2c']);
      steps.push([checked[last]!, sizes[last]!, 'c2r']);
    } else {
      steps.push([checked[last]!, sizes[last]!, family.kind]);
      for (let index = last - 1; index >= 0; index -= 1) steps.push([checked[index]!, sizes[index]!, 'c2c']);
    }
    let current = x;
    try {
      for (const [axis, size, kind] of steps) {
        const next = along(where, current, axis, size, kind, family.inverse, scale, x64, undefined);
        if (current !== x) current.dispose();
        current = next;
      }
    } catch (error) {
      if (current !== x) current.dispose();
      throw error;
    }
    return current;
  });
}

function checkSpacing(where: string, d: unknown): number {
  if (d === undefined || d === null) return 1;
  if (typeof d !== 'number' || !Number.isFinite(d) || d === 0)
    throw new TypeError(`${where}: d must be a finite nonzero number, got ${show(d)}.`);
  return d;
}

function frequencies(name: string, real: boolean, x64: boolean) {
  const where = `fft.${name}`;
  return publicFunction(where, (n: unknown, ...rest: unknown[]): AnyNDArray => {
    const length = checkLength(where, 'n', n);
    const { d, dtype } = parseArguments(where, ['d', 'dtype'], rest);
    const spacing = checkSpacing(where, d);
    const target = (dtype ?? (x64 ? 'float64' : 'float32')) as DType;
    if (target !== 'float32' && target !== 'float64' && target !== 'float16' && target !== 'bfloat16')
      throw new TypeError(`${where}: dtype must be a real float dtype, got ${show(dtype)}.`);
    const count = real ? Math.floor(length / 2) + 1 : length;
    const values: number[] = new Array(count);
    const round = target === 'float64' ? (value: number) => value : Math.fround;
    const denominator = round(spacing * length);
    for (let index = 0; index < count; index += 1) {
      const k = real ? index : index < Math.ceil(length / 2) ? index : index - length;
      values[index] = round(round(k) / denominator);
    }
    return arrayFrom(values, target) as AnyNDArray;
  });
}

function shift(name: string, inverse: boolean) {
  const where = `fft.${name}`;
  return publicFunction(where, (a: unknown, ...rest: unknown[]): AnyNDArray => {
    const x = checkArray(where, a) as AnyNDArray;
    const { axes } = parseArguments(where, ['axes'], rest);
    const shape = x.shape as readonly number[];
    let list: number[];
    if (axes === undefined || axes === null) list = [...shape.keys()];
    else if (typeof axes === 'number') list = [checkAxis(where, axes, x.ndim, 'axes')];
    else if (Array.isArray(axes)) list = axes.map((each) => checkAxis(where, each, x.ndim, 'axes'));
    else throw new TypeError(`${where}: axes must be an integer or a list of integers, got ${show(axes)}.`);
    if (list.length === 0) return castArray(x, x.dtype as DType, x.weakType, where);
    const shifts = list.map((axis) => (inverse ? -Math.floor(shape[axis]! / 2) : Math.floor(shape[axis]! / 2)));
    return (roll as unknown as (x: unknown, shift: unknown, options: unknown) => AnyNDArray)(x, shifts, { axis: list });
  });
}

/** The `fft` namespace for one x64 setting. */
function build(x64: boolean): FftFunctions<PolicySpec> {
  return Object.freeze({
    fft: oneAxis('fft', FAMILIES.fft!, x64),
    ifft: oneAxis('ifft', FAMILIES.ifft!, x64),
    rfft: oneAxis('rfft', FAMILIES.rfft!, x64),
    irfft: oneAxis('irfft', FAMILIES.irfft!, x64),
    hfft: oneAxis('hfft', FAMILIES.hfft!, x64),
    ihfft: oneAxis('ihfft', FAMILIES.ihfft!, x64),
    fft2: manyAxes('fft2', FAMILIES.fft!, x64, true),
    ifft2: manyAxes('ifft2', FAMILIES.ifft!, x64, true),
    rfft2: manyAxes('rfft2', FAMILIES.rfft!, x64, true),
    irfft2: manyAxes('irfft2', FAMILIES.irfft!, x64, true),
    fftn: manyAxes('fftn', FAMILIES.fft!, x64, false),
    ifftn: manyAxes('ifftn', FAMILIES.ifft!, x64, false),
    rfftn: manyAxes('rfftn', FAMILIES.rfft!, x64, false),
    irfftn: manyAxes('irfftn', FAMILIES.irfft!, x64, false),
    fftfreq: frequencies('fftfreq', false, x64),
    rfftfreq: frequencies('rfftfreq', true, x64),
    fftshift: shift('fftshift', false),
    ifftshift: shift('ifftshift', true),
  }) as never;
}

const bound = new Map<boolean, unknown>();

/** The `fft` namespace under a policy (its x64 setting picks int64's and fftfreq's dtypes). */
export function createFft<Spec extends PolicySpec = 'jax'>(spec?: Spec): FftFunctions<Spec> {
  const x64 = resolvePolicy(spec as PolicySpec | undefined, 'withPolicy').x64;
  let functions = bound.get(x64);
  if (functions === undefined) bound.set(x64, (functions = build(x64)));
  return functions as FftFunctions<Spec>;
}

/**
 * NumPy's `fft` namespace (jax.numpy.fft's dtypes): fft, ifft, fft2, ifft2, fftn, ifftn, rfft,
 * irfft, rfft2, irfft2, rfftn, irfftn, hfft, ihfft, fftfreq, rfftfreq, fftshift, ifftshift.
 * @example fft.fft(array([1, 0, 0, 0])).dtype //=> 'complex64'
 * @example fft.rfft(array([1, 2, 3, 4], 'float64')).shape //=> [3]
 * @example fft.rfft(zeros([2, 8])) // NDArray<'complex64', [2, 5]>
 * @example fft.irfft(fft.rfft(array([1, 2, 3, 4], 'float64'))).dtype //=> 'float64'
 * @example fft.fftfreq(4).toArray() //=> [0, 0.25, -0.5, -0.25]
 */
export const fft: FftFunctions<'jax'> = createFft();
