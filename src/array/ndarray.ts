// The NDArray class and the helpers operations share: pointers, allocation, casts, shape checks.
// NDArray's type is the type level's (types/ndarray.ts); the class here provides it at run time.
import type { AnyDType, DType } from '../../types/dtype.js';
import type { AnyNDArray, NDArray as ArrayType, GuardedArray, SharedBlock, Storage } from '../../types/ndarray.js';
import type { Shape } from '../../types/shape.js';
import { castElements } from '../memory/casts.js';
import { byteLength, dtypeInfo, isDType, isNarrow, isWeakType, itemSize, materialize } from '../lattice/dtypes.js';
import { formatArray } from './format.js';
import { encodeJSON } from './json.js';
import {
  adopt,
  allocateArrayBytes,
  allocateScratch,
  dataPointer,
  handOver,
  releaseArray,
  tryAllocate,
  shareBlock,
  storage,
} from '../memory/memory.js';
import { show, shapeText, unknownDTypeText, weakTypeAsDTypeText } from '../errors/messages.js';
import { elementOffset } from '../shape/item.js';
import { resolveReshape } from '../shape/reshape.js';
import { rowMajorStrides } from '../shape/strides.js';
import { nest, readElement, readElements } from '../memory/values.js';
import { castKernel } from '../kernels/elementwise.js';
import { copyMemory, freeBytes } from '../kernels/heap.js';
import { gatherKernel } from '../kernels/strided-copy.js';
import { gatherInto, stridedUnary, wantsGather } from '../shape/strided.js';
import { gatherPacked, isPacked } from '../memory/packed.js';
import { astypeOptionNames, checkOptions } from '../errors/options.js';
import { recorder } from './trace-hook.js';
import { readBytes, readStorage } from '../memory/typed-storage.js';

export { dataPointer, pointerOf, storage } from '../memory/memory.js';

const constructToken = Symbol('dtype-lattice construct');
/** As constructToken, from a caller whose shape is an array's own (frozen, so kept as it is). */
const frozenShapeToken = Symbol('dtype-lattice construct, frozen shape');

// The class at run time (named NDArray, as printed and in stacks). Its own types are loose (a
// dtype, a shape); what users see is types/ndarray.ts's NDArray<Node, Dims>, which `NDArray` below
// gives this class as its type, as lib.d.ts gives `Array` its ArrayConstructor.
// The fields are `declare`d: the constructor assigns each once, where emitted class fields would
// first define every one as undefined (a measurable part of a small operation's cost).
const ArrayClass = class NDArray {
  declare readonly dtype: DType;
  declare readonly shape: readonly number[];
  declare readonly weakType: boolean;
  declare readonly size: number;
  declare readonly [storage]: Storage;

  constructor(
    token: typeof constructToken | typeof frozenShapeToken,
    pointer: number,
    bytes: number,
    dtype: DType,
    shape: readonly number[],
    weak: boolean,
    shared?: SharedBlock,
    strides?: readonly number[],
    phase = 0,
  ) {
    if (token !== constructToken && token !== frozenShapeToken)
      throw new TypeError('Create arrays with array(), zeros(), ones(), full() or arange().');
    this.dtype = dtype;
    // Shapes are frozen, so a result may share its input's shape array.
    // (Object.isFrozen is a call into the engine's runtime: measurable on a small operation.)
    this.shape =
      shape.length === 0
        ? scalarShape
        : token === frozenShapeToken || Object.isFrozen(shape)
          ? shape
          : Object.freeze([...shape]);
    this.weakType = weak;
    let size = 1;
    for (let axis = 0; axis < shape.length; axis += 1) size *= shape[axis]!;
    this.size = size;
    const state: Storage = { pointer, bytes, kept: false, ballast: undefined, shared, strides, phase };
    this[storage] = state;
    adopt(this as unknown as AnyNDArray);
  }

  get ndim(): number {
    return this.shape.length;
  }

  get T(): AnyNDArray {
    return (this as unknown as AnyNDArray).transpose();
  }

  get mT(): AnyNDArray {
    const ndim = this.shape.length;
    if (ndim < 2) {
      throw new RangeError(
        `mT: the matrix transpose needs at least 2 axes, got an array of shape ${shapeText(this.shape)} (${ndim} axes); use x.T or reshape first.`,
      );
    }
    const axes = this.shape.map((_, axis) => (axis < ndim - 2 ? axis : 2 * ndim - 3 - axis));
    return (this as unknown as AnyNDArray).transpose(axes);
  }

  get strides(): number[] {
    const strides = this[storage].strides;
    return strides === undefined ? rowMajorStrides(this.shape) : [...strides];
  }

  get offset(): number {
    const state = this[storage];
    if (state.shared === undefined || state.pointer === 0) return 0;
    return (state.pointer - state.shared.pointer) / itemSize(this.dtype) + state.phase;
  }

  get contiguous(): boolean {
    return this[storage].strides === undefined;
  }

  get disposed(): boolean {
    return this[storage].pointer === 0;
  }

  dispose(): void {
    // The registry's later callback finds pointer 0 and does nothing (cheaper than unregister).
    releaseArray(this as unknown as AnyNDArray);
  }

  [Symbol.dispose](): void {
    this.dispose();
  }

  toArray(this: AnyNDArray): unknown {
    if (recorder !== undefined) recorder.read(this, 'toArray()');
    if (this.size > maxListLength) {
      throw new RangeError(
        `toArray: this ${this.dtype} array of shape ${shapeText(this.shape)} has ${this.size} elements, more than a JavaScript array holds (${maxListLength}); read it with toTypedArray().`,
      );
    }
    const flat = withContiguous(this, readElements);
    if (this.shape.length === 0) return flat[0];
    return nest(flat, this.shape, 0, 0);
  }

  toTypedArray(this: AnyNDArray): unknown {
    if (recorder !== undefined) recorder.read(this, 'toTypedArray()');
    dataPointer(this);
    return withContiguous(this, readStorage);
  }

  tobytes(this: AnyNDArray): unknown {
    if (recorder !== undefined) recorder.read(this, 'tobytes()');
    dataPointer(this);
    return withContiguous(this, readBytes);
  }

  item(this: AnyNDArray, ...index: number[]): unknown {
    if (recorder !== undefined) recorder.read(this, 'item()');
    return readElement(this, elementOffset(this, index));
  }

  astype(this: AnyNDArray, dtype: DType, options?: { readonly discardImaginary?: boolean }): AnyNDArray {
    const target = checkDType(dtype, 'astype');
    if (options !== undefined) checkOptions('astype', options, astypeOptionNames);
    const source = this.dtype as DType;
    if (dtypeInfo[source].kind === 'complex' && dtypeInfo[target].kind !== 'complex' && !options?.discardImaginary) {
      throw new TypeError(
        `astype: casting ${source} to ${target} would discard the imaginary part; pass { discardImaginary: true } to do it on purpose.`,
      );
    }
    // While jit traces: the cast is run and recorded (src/jit/trace.ts).
    if (recorder !== undefined)
      return recorder.operation(
        (input) => castArray(input as AnyNDArray, target, false, 'astype'),
        'astype',
        [this],
        undefined,
      ) as AnyNDArray;
    return castArray(this, target, false, 'astype');
  }

  reshape(this: AnyNDArray, shape: readonly number[]): AnyNDArray {
    dataPointer(this);
    const target = resolveReshape(shape, this.size, this.shape);
    // A packed view starting inside a byte is contiguous too (its phase says where it starts).
    const strides = this[storage].strides;
    if (strides === undefined || (isPacked(this.dtype as DType) && isContiguous(this.shape, strides)))
      return viewOf(this, target, rowMajorStrides(target), 0);
    const copy = castArray(this, this.dtype as DType, this.weakType, 'reshape');
    try {
      return viewOf(copy, target, rowMajorStrides(target), 0);
    } finally {
      copy.dispose();
    }
  }

  toJSON(this: AnyNDArray): unknown {
    return encodeJSON(this);
  }

  /** console.log shows the values, as toString does. */
  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return this.toString();
  }

  toString(): string {
    return formatArray(this as unknown as AnyNDArray);
  }
};

/** The NDArray class: `x instanceof NDArray`, `NDArray.prototype`; `new NDArray` throws (arrays come from array(), zeros(), operations …). */
export const NDArray = ArrayClass as unknown as typeof ArrayType;
/** An n-dimensional array (types/ndarray.ts). */
export type NDArray<Node extends AnyDType = AnyDType, Dims extends Shape = number[]> = ArrayType<Node, Dims>;

/**
 * Whether `value` is an NDArray (of `dtype`, when given): a type guard. A weakly typed array
 * matches its materialised dtype (`isNDArray(add(2.5, 1), 'float64')` is true), as `.dtype` does.
 * @example if (isNDArray(x, 'float32')) x // NDArray<'float32', …> (the shape kept)
 */
export function isNDArray<Value>(value: Value): value is Value & GuardedArray<Value, DType>;
export function isNDArray<Value, const D extends DType>(
  value: Value,
  dtype: D,
): value is Value & GuardedArray<Value, D>;
export function isNDArray(value: unknown, dtype?: DType): boolean {
  if (!(value instanceof NDArray)) return false;
  if (dtype === undefined) return true;
  checkDType(dtype, 'isNDArray');
  return value.dtype === dtype;
}

// ── internal helpers shared with the operations and creation ─────────────────────────────────

/** The lattice node an array promotes as: its weak type if weakly typed, else its dtype. */
export function nodeOfArray(array: AnyNDArray): AnyDType {
  if (!array.weakType) return array.dtype as DType;
  const kind = dtypeInfo[array.dtype as DType].kind;
  return kind === 'complex' ? 'complex' : kind === 'float' ? 'float' : 'int';
}

/** The shape of every 0-d array, frozen once. */
export const scalarShape: readonly number[] = Object.freeze([]);

/** A new uninitialised array of `dtype` and `shape`. */
export function allocArray(dtype: DType, shape: readonly number[], weak: boolean, where?: string): AnyNDArray {
  let size = 1;
  for (let axis = 0; axis < shape.length; axis += 1) size *= shape[axis]!;
  const bytes = byteLength(dtype, size);
  return new ArrayClass(
    constructToken,
    allocateFor(dtype, shape, bytes, where),
    bytes,
    dtype,
    shape,
    weak,
  ) as unknown as AnyNDArray;
}

/** `bytes` for an array of `dtype` and `shape`; out of memory, the error names the array and `where`. */
function allocateFor(dtype: DType, shape: readonly number[], bytes: number, where: string | undefined): number {
  const pointer = tryAllocate(bytes);
  if (pointer !== 0) return pointer;
  return allocateArrayBytes(
    bytes,
    () => `${dtype.startsWith('int') ? 'an' : 'a'} ${dtype} array of shape ${shapeText(shape)}`,
    where,
  );
}

/**
 * allocArray for an operation's result whose shape is an array's own (frozen) and whose byte
 * length the caller knows (`size` elements of a dtype that is not packed).
 */
export function allocResult(
  dtype: DType,
  shape: readonly number[],
  bytes: number,
  weak: boolean,
  where: string,
): AnyNDArray {
  return new ArrayClass(
    frozenShapeToken,
    allocateFor(dtype, shape, bytes, where),
    bytes,
    dtype,
    shape,
    weak,
  ) as unknown as AnyNDArray;
}

/**
 * A new uninitialised array of `dtype` and `shape` laid out with `strides`: a permutation of a
 * row-major block (src/execute/layout.ts), which the array owns.
 */
export function allocStrided(
  dtype: DType,
  shape: readonly number[],
  strides: readonly number[],
  weak: boolean,
  where?: string,
): AnyNDArray {
  const array = allocArray(dtype, shape, weak, where);
  const state = array[storage];
  state.strides = Object.isFrozen(strides) ? strides : Object.freeze([...strides]);
  return array;
}

/** Validates a dtype name given by a user, in the words of the unknown-dtype error. */
export function checkDType(value: unknown, where: string): DType {
  if (isDType(value)) return value;
  if (isWeakType(value)) throw new TypeError(`${where}: ${weakTypeAsDTypeText(value, materialize(value))}`);
  throw new TypeError(`${where}: ${unknownDTypeText(show(value))}`);
}

/** The longest list toArray() builds: V8's limit for a fast array (larger ones fail or exhaust the JS heap). */
const maxListLength = 2 ** 27 - 3;

/** Copies bytes inside wasm memory (the view is taken fresh: memory may have grown). */
export function copyBytes(from: number, to: number, bytes: number): void {
  copyMemory(from, to, bytes);
}

/** A copy of `array` as `dtype` through the cast kernel (same dtype: a plain copy). */
export function castArray(array: AnyNDArray, dtype: DType, weak: boolean, where?: string): AnyNDArray {
  const pointer = dataPointer(array);
  const result = allocArray(dtype, array.shape, weak, where);
  const from = array.dtype as DType;
  const strides = array[storage].strides;
  if (strides !== undefined && isPacked(from)) {
    // A view of a packed dtype (int4 …): its elements gathered into a contiguous block, then cast.
    const packed = from === dtype ? result : allocArray(from, array.shape, false, where);
    try {
      gatherPacked(array, packed[storage].pointer);
      if (packed !== result) castElements(from, dtype, packed[storage].pointer, result[storage].pointer, array.size);
    } finally {
      if (packed !== result) packed.dispose();
    }
  } else if (strides !== undefined && (isNarrow(from) || isNarrow(dtype))) {
    // A strided view with a narrow dtype on either side: gathered in its own dtype first (a byte
    // copy: the packed ones were handled above), then cast.
    const gathered = allocArray(from, array.shape, false, where);
    try {
      if (result.size > 0) {
        const bytes = itemSize(from);
        stridedUnary(
          castKernel(sameSizeDType[bytes]!, sameSizeDType[bytes]!),
          pointer,
          strides,
          bytes,
          gathered[storage].pointer,
          array.shape,
          bytes,
        );
        castElements(from, dtype, gathered[storage].pointer, result[storage].pointer, array.size);
      }
    } finally {
      gathered.dispose();
    }
  } else if (strides !== undefined && wantsGather(array.shape, strides, array.size)) {
    // Gather into contiguous memory first (tiled), then cast in one contiguous pass.
    const gather = gatherKernel(itemSize(from));
    if (from === dtype) gatherInto(gather, pointer, array.shape, strides, itemSize(from), result[storage].pointer);
    else {
      const scratch = allocateScratch(array.size * itemSize(from), () => `a ${from} scratch copy`, where);
      try {
        gatherInto(gather, pointer, array.shape, strides, itemSize(from), scratch);
        castKernel(from, dtype)(scratch, 1, result[storage].pointer, array.size);
      } finally {
        freeBytes(scratch);
      }
    }
  } else if (strides !== undefined) {
    if (result.size > 0)
      stridedUnary(
        castKernel(from, dtype),
        pointer,
        strides,
        itemSize(from),
        result[storage].pointer,
        array.shape,
        itemSize(dtype),
      );
  } else if (from === dtype) copyBytes(pointer, result[storage].pointer, byteLength(dtype, array.size));
  else castElements(from, dtype, pointer, result[storage].pointer, array.size);
  return result;
}

/** A dtype of each item size whose same-dtype cast kernel copies elements unchanged. */
const sameSizeDType: Readonly<Record<number, DType>> = {
  1: 'uint8',
  2: 'uint16',
  4: 'uint32',
  8: 'uint64',
  16: 'complex128',
};

/** Runs `body` on `array` made contiguous (a temporary copy for a strided view, freed after). */
export function withContiguous<Result>(array: AnyNDArray, body: (contiguous: AnyNDArray) => Result): Result {
  if (array[storage].strides === undefined) return body(array);
  const copy = castArray(array, array.dtype as DType, array.weakType);
  try {
    return body(copy);
  } finally {
    copy.dispose();
  }
}

/**
 * A view of `base`'s memory: `shape` and `strides` (in elements, any sign) from the element at
 * `offset` (in elements, relative to base's first element). No data is copied; the memory stays
 * allocated while base or any of its views is alive (see SharedBlock).
 */
export function viewOf(
  base: AnyNDArray,
  shape: readonly number[],
  strides: readonly number[],
  offset: number,
  weak = base.weakType,
): AnyNDArray {
  const dtype = base.dtype as DType;
  const pointer = dataPointer(base);
  const state = base[storage];
  const block = shareBlock(state);
  let size = 1;
  for (const length of shape) size *= length;
  const bytes = itemSize(dtype);
  if (bytes < 1) {
    // Packed (int4: two per byte …): the first element's byte, and where in it the element starts.
    const perByte = Math.round(1 / bytes);
    const element = state.phase + offset;
    const byte = size === 0 ? 0 : Math.floor(element / perByte);
    const phase = size === 0 ? 0 : element - byte * perByte;
    const layout =
      size === 0 || (phase === 0 && isContiguous(shape, strides)) ? undefined : Object.freeze([...strides]);
    return new ArrayClass(
      constructToken,
      pointer + byte,
      0,
      dtype,
      shape,
      weak,
      block,
      layout,
      phase,
    ) as unknown as AnyNDArray;
  }
  const layout = size === 0 || isContiguous(shape, strides) ? undefined : Object.freeze([...strides]);
  const first = size === 0 ? pointer : pointer + offset * bytes;
  return new ArrayClass(constructToken, first, 0, dtype, shape, weak, block, layout) as unknown as AnyNDArray;
}

/**
 * A fresh row-major `array`'s block as an array of `shape` and `strides` (the same elements in the
 * same memory order, seen in another axis order: a permuted result, src/execute/layout.ts). The new
 * array owns the block; `array` is left disposed. An array sharing its block gets a view instead.
 */
export function restrided(array: AnyNDArray, shape: readonly number[], strides: readonly number[]): AnyNDArray {
  const state = array[storage];
  if (state.shared !== undefined || isContiguous(shape, strides)) {
    try {
      return viewOf(array, shape, strides, 0);
    } finally {
      array.dispose();
    }
  }
  const moved = new ArrayClass(
    constructToken,
    state.pointer,
    state.bytes,
    array.dtype as DType,
    shape,
    array.weakType,
    undefined,
    Object.freeze([...strides]),
  ) as unknown as AnyNDArray;
  handOver(state);
  return moved;
}

/** Whether strides are row-major contiguous for shape (axes of size 1 may have any stride). */
export function isContiguous(shape: readonly number[], strides: readonly number[]): boolean {
  let expected = 1;
  for (let axis = shape.length - 1; axis >= 0; axis -= 1) {
    const length = shape[axis]!;
    if (length === 1) continue;
    if (strides[axis] !== expected) return false;
    expected *= length;
  }
  return true;
}

/** The strides of a live array: its own for a view, row-major otherwise. */
export function stridesOf(array: AnyNDArray): readonly number[] {
  return array[storage].strides ?? rowMajorStrides(array.shape);
}
