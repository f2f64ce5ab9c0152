// Index arrays read out (their integer values, exact beyond 2^53 for 64-bit ones) and turned into
// positions along an axis under a mode: NumPy's raise/wrap/clip, JAX's fill (gathers) and drop (scatters).
import type { AnyNDArray } from '../../../types/index.js';
import { dtypeInfo, type DType } from '../../lattice/dtypes.js';
import { show } from '../../errors/messages.js';
import { NDArray, castArray, dataPointer, storage } from '../../array/ndarray.js';
import { memory } from '../../kernels/heap.js';

/** The typed arrays an index may be (besides an NDArray): integers only. */
const integerTypedArrays = [
  Int8Array,
  Uint8Array,
  Uint8ClampedArray,
  Int16Array,
  Uint16Array,
  Int32Array,
  Uint32Array,
  BigInt64Array,
  BigUint64Array,
];

export function isTypedArray(value: unknown): value is ArrayLike<number | bigint> {
  return ArrayBuffer.isView(value) && !(value instanceof DataView);
}

/**
 * An index array read out: its integer values and shape. `values` holds each value as a number,
 * exact up to ±2^53; `exact` holds the exact value of each one beyond (a 64-bit index), by position.
 */
export interface IndexValues {
  readonly values: ArrayLike<number>;
  readonly shape: readonly number[];
  readonly exact?: ReadonlyMap<number, bigint>;
}

/** The largest high word (of a 64-bit integer's two 32-bit words) whose value is a safe integer. */
const safeHighWord = 2 ** 21;

/** 64-bit integers given as 32-bit word pairs (low first), read exactly: numbers where safe, the others aside. */
function wordPairValues(words: Int32Array, signed: boolean): Pick<IndexValues, 'values' | 'exact'> {
  const count = words.length / 2;
  const values = new Float64Array(count);
  let exact: Map<number, bigint> | undefined;
  for (let each = 0; each < count; each += 1) {
    const low = words[2 * each]! >>> 0;
    const high = signed ? words[2 * each + 1]! : words[2 * each + 1]! >>> 0;
    if (high >= -safeHighWord && high < safeHighWord) values[each] = high * 2 ** 32 + low;
    else {
      const value = (BigInt(high) << 32n) + BigInt(low);
      values[each] = Number(value);
      (exact ??= new Map()).set(each, value);
    }
  }
  return { values, exact };
}

/** Index values of a BigInt64Array or BigUint64Array: exact, as wordPairValues reads them. */
function bigIntIndexValues(index: BigInt64Array | BigUint64Array): Pick<IndexValues, 'values' | 'exact'> {
  const values = new Float64Array(index.length);
  let exact: Map<number, bigint> | undefined;
  index.forEach((value: bigint, each: number) => {
    values[each] = Number(value);
    if (!Number.isSafeInteger(values[each])) (exact ??= new Map()).set(each, value);
  });
  return { values, exact };
}

/** An NDArray or typed array of integers as values; anything else is a TypeError naming it. */
export function indexValues(index: unknown, where: string, what: string): IndexValues {
  if (index instanceof NDArray) {
    dataPointer(index);
    const { kind, bits } = dtypeInfo[index.dtype as DType];
    if (kind !== 'int' && kind !== 'uint') {
      throw new TypeError(
        `${where}: ${what} must have an integer dtype, got ${index.dtype}${kind === 'bool' ? ' (a bool mask is an index of at() and with() only)' : ''}; cast it with astype('int32') first.`,
      );
    }
    if (index.size === 0) return { values: new Float64Array(0), shape: index.shape };
    // Up to 32 bits, through float64 (exact); 64-bit indices word by word, so that 'wrap' and the
    // errors see their exact values beyond 2^53.
    const wide = castArray(index as AnyNDArray, bits === 64 ? (index.dtype as DType) : 'float64', false, where);
    try {
      if (bits === 64) {
        const words = new Int32Array(memory().buffer, wide[storage].pointer, 2 * wide.size).slice();
        return { ...wordPairValues(words, kind === 'int'), shape: index.shape };
      }
      return {
        values: new Float64Array(memory().buffer, wide[storage].pointer, wide.size).slice(),
        shape: index.shape,
      };
    } finally {
      wide.dispose();
    }
  }
  if (isTypedArray(index)) {
    if (!integerTypedArrays.some((type) => index instanceof type)) {
      throw new TypeError(
        `${where}: ${what} must hold integers, got a ${index.constructor.name}; use an Int32Array (or an integer NDArray).`,
      );
    }
    if (index instanceof BigInt64Array || index instanceof BigUint64Array)
      return { ...bigIntIndexValues(index), shape: [index.length] };
    return { values: index as ArrayLike<number>, shape: [index.length] };
  }
  throw new TypeError(`${where}: ${what} must be an integer NDArray or typed array, got ${show(index)}.`);
}

/** How out-of-bounds indices are handled: NumPy's raise/wrap/clip, JAX's fill (gathers) and drop (scatters). */
export type Mode = 'raise' | 'wrap' | 'clip' | 'fill' | 'drop';

export function checkMode(mode: unknown, where: string, allowed: readonly Mode[]): Mode {
  if (mode === undefined) return 'raise';
  if (typeof mode !== 'string' || !allowed.includes(mode as Mode)) {
    throw new TypeError(
      `${where}: mode must be one of ${allowed.map((each) => `'${each}'`).join(', ')}, got ${show(mode)}.`,
    );
  }
  return mode as Mode;
}

/**
 * What 'clip' does with a negative index: JAX's take clamps it to 0 (as NumPy's clip does);
 * take_along_axis and the `.at[]` updates count it from the end first, then clamp.
 */
export type NegativeClip = 'to zero' | 'from the end';

/**
 * Positions along an axis of `size` for index values: negative values count from the end ('raise',
 * 'fill', 'drop', and 'clip' where `negativeClip` says so); 'wrap' takes them modulo the size (exactly,
 * for 64-bit indices beyond 2^53), 'clip' clamps to [0, size − 1]. Out of bounds: a RangeError
 * naming the index, the axis and its size ('raise'), or −1 ('fill', 'drop').
 */
export function positions(
  index: IndexValues,
  size: number,
  mode: Mode,
  axis: number,
  where: string,
  negativeClip: NegativeClip = 'from the end',
): Int32Array {
  const { values, exact } = index;
  const count = values.length;
  const result = new Int32Array(count);
  const exactValue = (each: number): number | bigint => exact?.get(each) ?? values[each]!;
  if ((mode === 'wrap' || mode === 'clip') && size === 0 && count > 0) {
    throw new RangeError(`${where}: cannot ${mode} index ${exactValue(0)} on axis ${axis} of size 0.`);
  }
  for (let each = 0; each < count; each += 1) {
    const value = values[each]!;
    let position: number;
    if (mode === 'wrap') {
      const big = exact?.get(each);
      position =
        big === undefined
          ? ((value % size) + size) % size
          : Number(((big % BigInt(size)) + BigInt(size)) % BigInt(size));
    } else {
      // Beyond ±2^53 a value is far out of bounds, so its rounded number decides as well as its exact one.
      position = value < 0 && (mode !== 'clip' || negativeClip === 'from the end') ? value + size : value;
      if (position < 0 || position >= size) {
        if (mode === 'clip') position = position < 0 ? 0 : size - 1;
        else if (mode === 'raise')
          throw new RangeError(
            `${where}: index ${exactValue(each)} is out of bounds for axis ${axis} with size ${size}.`,
          );
        else position = -1;
      }
    }
    result[each] = position;
  }
  return result;
}
