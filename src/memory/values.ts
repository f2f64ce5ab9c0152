// Moving values between JavaScript and wasm memory: reading elements out (toArray) and writing
// JavaScript values in with the checks of SPEC §5.
import type { AnyNDArray } from '../../types/ndarray.js';
import { castElements } from './casts.js';
import {
  byteLength,
  computeDType,
  dtypeCode,
  dtypeInfo,
  integerRange,
  isNarrow,
  itemSize,
  type DType,
} from '../lattice/dtypes.js';
import { show } from '../errors/messages.js';
import { dataPointer, pointerOf, storage } from './memory.js';
import { allocBytes, elementView, freeBytes, memory } from '../kernels/heap.js';

/**
 * The dtype JavaScript values of `dtype` are read through, where they are not read from its storage
 * directly: the narrow dtypes' compute dtype, and float32 for the 16-bit floats, whose storage holds
 * bit patterns (every 16-bit float value is exact in float32, the dtype they compute in). Derived
 * from the registry's columns, so a new format needs no decoder here: the cast kernel is its decoder.
 */
export function valuesThrough(dtype: DType): DType | undefined {
  if (isNarrow(dtype)) return computeDType(dtype);
  const { kind, bits } = dtypeInfo[dtype];
  return kind === 'float' && bits === 16 ? 'float32' : undefined;
}

export function readElements(array: AnyNDArray): unknown[] {
  const pointer = pointerOf(array);
  const dtype = array.dtype as DType;
  const through = valuesThrough(dtype);
  if (through !== undefined) return readThrough(dtype, through, pointer, array.size);
  const view = elementView(dtypeCode(dtype), pointer, array.size);
  const { kind } = dtypeInfo[dtype];
  const values = new Array<unknown>(array.size);
  if (kind === 'complex') {
    for (let index = 0; index < array.size; index += 1) {
      values[index] = { re: view[2 * index] as number, im: view[2 * index + 1] as number };
    }
  } else if (kind === 'bool') {
    for (let index = 0; index < array.size; index += 1) values[index] = view[index] !== 0;
  } else {
    for (let index = 0; index < array.size; index += 1) values[index] = view[index];
  }
  return values;
}

/** Values read through a wider dtype (`valuesThrough`: exact), by the cast kernel, a chunk at a time. */
function readThrough(dtype: DType, wide: DType, pointer: number, count: number): unknown[] {
  const values = new Array<unknown>(count);
  const scratch = allocBytes(Math.max(Math.min(count, chunkElements) * 4, 16));
  try {
    for (let start = 0; start < count; start += chunkElements) {
      const length = Math.min(chunkElements, count - start);
      castElements(dtype, wide, pointer + byteLength(dtype, start), scratch, length);
      const view = elementView(dtypeCode(wide), scratch, length);
      for (let offset = 0; offset < length; offset += 1) values[start + offset] = view[offset];
    }
  } finally {
    freeBytes(scratch);
  }
  return values;
}

/** One element of a narrow array, `offset` elements (any sign) from the start of the byte at `pointer`. */
function readNarrowElement(dtype: DType, pointer: number, offset: number): unknown {
  const perByte = Math.round(1 / itemSize(dtype));
  const byteIndex = Math.floor(offset / perByte);
  const byte = elementView(dtypeCode('uint8'), pointer + byteIndex, 1)[0] as number;
  const code =
    perByte === 1 ? byte : (byte >> ((offset - byteIndex * perByte) * (8 / perByte))) & ((1 << (8 / perByte)) - 1);
  const scratch = allocBytes(16);
  try {
    elementView(dtypeCode('uint8'), scratch, 1)[0] = code;
    return readThrough(dtype, computeDType(dtype), scratch, 1)[0];
  } finally {
    freeBytes(scratch);
  }
}

/** One element, `offset` elements past the array's data pointer, as toArray() gives it. */
export function readElement(array: AnyNDArray, offset: number): unknown {
  const dtype = array.dtype as DType;
  if (isNarrow(dtype)) return readNarrowElement(dtype, dataPointer(array), offset + array[storage].phase);
  const view = elementView(dtypeCode(dtype), dataPointer(array) + offset * itemSize(dtype), 1);
  const { kind } = dtypeInfo[dtype];
  // The pattern first: making the table may grow memory, which detaches `view`.
  if (valuesThrough(dtype) !== undefined) return lookUpHalf(dtype, view[0] as number);
  if (kind === 'complex') return { re: view[0] as number, im: view[1] as number };
  if (kind === 'bool') return view[0] !== 0;
  return view[0];
}

const halfTables = new Map<DType, Float32Array>();

/**
 * The value of one 16-bit float pattern, from a table of all 65,536 (256 KiB, made by one cast the
 * first time one element is read alone): `item()` and printing read one element at a time.
 */
function lookUpHalf(dtype: DType, bits: number): number {
  let table = halfTables.get(dtype);
  if (table === undefined) {
    const patterns = allocBytes(65536 * 2);
    const values = allocBytes(65536 * 4);
    try {
      const codes = elementView(dtypeCode('uint16'), patterns, 65536) as Uint16Array;
      for (let pattern = 0; pattern < 65536; pattern += 1) codes[pattern] = pattern;
      castElements(dtype, 'float32', patterns, values, 65536);
      table = (elementView(dtypeCode('float32'), values, 65536) as Float32Array).slice();
    } finally {
      freeBytes(values);
      freeBytes(patterns);
    }
    halfTables.set(dtype, table);
  }
  return table[bits]!;
}

export function nest(flat: unknown[], shape: readonly number[], axis: number, offset: number): unknown[] {
  const size = shape[axis]!;
  if (axis === shape.length - 1) return flat.slice(offset, offset + size);
  const inner = shape.slice(axis + 1).reduce((product, length) => product * length, 1);
  return Array.from({ length: size }, (_, index) => nest(flat, shape, axis + 1, offset + index * inner));
}

/** Elements per pass where values go through a scratch block (bounded, whatever the array's size). */
export const chunkElements = 65536;

/**
 * For an integer dtype the user did not name (creation's default int): what it is to them and what
 * to do instead, in the out-of-range error, where a named dtype's says to use astype().
 */
export interface DefaultedInt {
  /** The dtype's role, after its name: "the default int with x64 off". */
  readonly role: string;
  /** What to do with this value: "pass the dtype 'int64' or 'float64', or import from 'dtype-lattice/x64'". */
  advice(value: bigint): string;
}

/**
 * Writes JavaScript values into `count` elements of `dtype` at `pointer`, checking each (SPEC §5):
 * integer dtypes must represent every value exactly. `describe(index)` names an element for errors;
 * `defaulted` words the out-of-range error where the dtype was a default, not the user's.
 */
export function writeValues(
  values: ArrayLike<unknown>,
  dtype: DType,
  pointer: number,
  describe: (index: number) => string,
  defaulted?: DefaultedInt,
): void {
  const count = values.length;
  const { kind } = dtypeInfo[dtype];
  if (kind === 'complex') {
    const view = elementView(dtypeCode(dtype), pointer, count);
    for (let index = 0; index < count; index += 1) {
      const [re, im] = complexParts(values[index], dtype, describe, index);
      view[2 * index] = re;
      view[2 * index + 1] = im;
    }
  } else if (kind === 'float') {
    if (dtype === 'float32' || dtype === 'float64') {
      const view = elementView(dtypeCode(dtype), pointer, count);
      for (let index = 0; index < count; index += 1) view[index] = realValue(values[index], dtype, describe, index);
      return;
    }
    // The 16-bit floats: round once from float64 with the cast kernel, as astype does, a chunk at a time.
    const chunk = Math.min(count, chunkElements);
    const scratch = allocBytes(Math.max(chunk * 8, 8));
    try {
      for (let start = 0; start < count; start += chunk) {
        const length = Math.min(chunk, count - start);
        const view = elementView(dtypeCode('float64'), scratch, length);
        for (let offset = 0; offset < length; offset += 1) {
          view[offset] = realValue(values[start + offset], dtype, describe, start + offset);
        }
        castElements('float64', dtype, scratch, pointer + byteLength(dtype, start), length);
      }
    } finally {
      freeBytes(scratch);
    }
  } else if (isNarrow(dtype)) {
    // int4, uint2 …: checked, then packed by the cast kernel from int32, a chunk at a time.
    const range = integerRange(dtype)!;
    const scratch = allocBytes(Math.max(Math.min(count, chunkElements) * 4, 16));
    try {
      for (let start = 0; start < count; start += chunkElements) {
        const length = Math.min(chunkElements, count - start);
        const view = elementView(dtypeCode('int32'), scratch, length);
        for (let offset = 0; offset < length; offset += 1) {
          view[offset] = Number(integerValue(values[start + offset], dtype, range, describe, start + offset));
        }
        castElements('int32', dtype, scratch, pointer + byteLength(dtype, start), length);
      }
    } finally {
      freeBytes(scratch);
    }
  } else {
    const range = integerRange(dtype)!;
    const view = elementView(dtypeCode(dtype), pointer, count);
    const wide = dtypeInfo[dtype].bits === 64;
    for (let index = 0; index < count; index += 1) {
      const exact = integerValue(values[index], dtype, range, describe, index, defaulted);
      view[index] = (wide ? exact : Number(exact)) as never;
    }
  }
}

/**
 * writeValues for one value: an operation's scalar operand, written into the scalar slot on each
 * call. The common dtypes go through a DataView kept over the memory's buffer (a new typed array
 * per call costs more than the rest of the write); the values are checked as writeValues does.
 */
export function writeScalar(value: unknown, dtype: DType, pointer: number, describe: (index: number) => string): void {
  switch (dtype) {
    case 'float32':
      memoryView().setFloat32(pointer, realValue(value, dtype, describe, 0), true);
      return;
    case 'float64':
      memoryView().setFloat64(pointer, realValue(value, dtype, describe, 0), true);
      return;
    case 'int8':
    case 'uint8':
    case 'int16':
    case 'uint16':
    case 'int32':
    case 'uint32': {
      const exact = Number(integerValue(value, dtype, integerRange(dtype)!, describe, 0));
      const view = memoryView();
      if (dtype === 'int8' || dtype === 'uint8') view.setUint8(pointer, exact & 0xff);
      else if (dtype === 'int16' || dtype === 'uint16') view.setUint16(pointer, exact & 0xffff, true);
      else view.setUint32(pointer, exact >>> 0, true);
      return;
    }
    default:
      writeValues([value], dtype, pointer, describe);
  }
}

let viewedBuffer: ArrayBuffer | undefined;
let bufferView: DataView | undefined;

/** A DataView over the wasm memory, renewed when the memory has grown (its old buffer detaches). */
export function memoryView(): DataView {
  const buffer = memory().buffer;
  if (buffer !== viewedBuffer || bufferView === undefined) {
    viewedBuffer = buffer;
    bufferView = new DataView(buffer);
  }
  return bufferView;
}

function integerValue(
  value: unknown,
  dtype: DType,
  range: { readonly min: bigint; readonly max: bigint },
  describe: (index: number) => string,
  index: number,
  defaulted?: DefaultedInt,
): bigint {
  let exact: bigint;
  if (typeof value === 'boolean') exact = value ? 1n : 0n;
  else if (typeof value === 'bigint') exact = value;
  else if (typeof value === 'number') {
    if (!Number.isInteger(value)) {
      throw new RangeError(
        `${describe(index)} is ${show(value)}, which ${dtype} cannot represent exactly (not an integer); use astype() to cast on purpose.`,
      );
    }
    exact = BigInt(value);
  } else if (isComplexScalar(value)) throw complexIntoReal(value, dtype, describe, index);
  else throw notAScalar(value, dtype, describe, index);
  if (exact < range.min || exact > range.max) {
    const named = defaulted === undefined ? dtype : `${dtype}, ${defaulted.role}`;
    const advice = defaulted === undefined ? 'use astype() to cast on purpose' : defaulted.advice(exact);
    throw new RangeError(
      `${describe(index)} is ${show(value)}, out of range for ${named} (${range.min} to ${range.max}); ${advice}.`,
    );
  }
  return exact;
}

function realValue(value: unknown, dtype: DType, describe: (index: number) => string, index: number): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (isComplexScalar(value)) throw complexIntoReal(value, dtype, describe, index);
  throw notAScalar(value, dtype, describe, index);
}

function complexIntoReal(value: unknown, dtype: DType, describe: (index: number) => string, index: number): TypeError {
  return new TypeError(
    `${describe(index)} is complex ${show(value)}, but ${dtype} is real; make a complex array and use astype() to drop the imaginary part on purpose.`,
  );
}

function complexParts(
  value: unknown,
  dtype: DType,
  describe: (index: number) => string,
  index: number,
): [number, number] {
  if (isComplexScalar(value)) return [value.re, value.im];
  return [realValue(value, dtype, describe, index), 0];
}

export function isComplexScalar(value: unknown): value is { re: number; im: number } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { re?: unknown }).re === 'number' &&
    typeof (value as { im?: unknown }).im === 'number'
  );
}

function notAScalar(value: unknown, dtype: DType, describe: (index: number) => string, index: number): TypeError {
  return new TypeError(
    `${describe(index)} is ${show(value)}, which is not a number, bigint, boolean or { re, im } (for ${dtype}).`,
  );
}
