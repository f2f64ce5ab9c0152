// The products' arguments: operands, `{ out, preferredElementType }`, tensordot's keyword form, and
// `out` checked against the result before any work.
import type { AnyNDArray } from '../../../types/index.js';
import { isDType, itemSize, type DType } from '../../lattice/dtypes.js';
import { shapeText, show, tensordotMixedText } from '../../errors/messages.js';
import { checkOptions } from '../../errors/options.js';
import { NDArray, storage, stridesOf } from '../../array/ndarray.js';
import { checkArray } from '../../array/operands.js';
import { checkOut } from '../../array/out.js';

export interface ProductOptions {
  out?: AnyNDArray;
  preferredElementType?: DType;
}

/** The options every product takes. */
const productOptionNames: readonly string[] = Object.freeze(['out', 'preferredElementType']);

/** Reads `{ out, preferredElementType }`; anything else is a TypeError naming it. */
export function readOptions(name: string, options: unknown): ProductOptions {
  const { out, preferredElementType } = checkOptions(name, options, productOptionNames);
  if (out !== undefined && !(out instanceof NDArray))
    throw new TypeError(`${name}: out must be an NDArray, got ${show(out)}.`);
  if (preferredElementType !== undefined && !isDType(preferredElementType)) {
    throw new TypeError(
      `${name}: preferredElementType must be a dtype name such as 'int32' or 'float32', got ${show(preferredElementType)}.`,
    );
  }
  return { out: out as AnyNDArray | undefined, preferredElementType: preferredElementType as DType | undefined };
}

/** An operand of a product (`side`: 'a', 'b', or einsum's position): an NDArray not disposed. */
export function checkOperand(name: string, side: string, value: unknown): AnyNDArray {
  return checkArray(name, value, `operand ${side}`) as AnyNDArray;
}

/** The names tensordot's keyword form takes: NumPy's `axes`, and the products' options. */
export const tensordotOptionNames: readonly ['axes', 'out', 'preferredElementType'] = Object.freeze([
  'axes',
  'out',
  'preferredElementType',
] as const);

/**
 * tensordot's (axes, options), from tensordot(a, b, axes, options) or NumPy's keyword spelling
 * tensordot(a, b, { axes, out, preferredElementType }): an options object is a plain object, which
 * axes (a number or a pair of lists) never is.
 */
export function tensordotArguments(third: unknown, fourth: unknown): [unknown, unknown] {
  const plain = typeof third === 'object' && third !== null && !Array.isArray(third) && !(third instanceof NDArray);
  if (!plain) return [third, fourth];
  const { axes = 2, ...options } = checkOptions('tensordot', third, tensordotOptionNames);
  if (fourth !== undefined) throw new TypeError(tensordotMixedText());
  return [axes, options];
}

/** The bytes an array's elements may touch: [first, end). */
function extent(array: AnyNDArray): [number, number] {
  const bytes = itemSize(array.dtype as DType);
  const pointer = array[storage].pointer;
  if (array.size === 0) return [pointer, pointer];
  const strides = stridesOf(array);
  let low = 0;
  let high = 0;
  array.shape.forEach((size: number, axis: number) => {
    const stride = strides[axis]!;
    if (stride > 0) high += stride * (size - 1);
    else low += stride * (size - 1);
  });
  return [pointer + low * bytes, pointer + Math.ceil((high + 1) * bytes)];
}

/** `out` checked before any work: the result's dtype and shape, and no memory shared with an operand. */
export function checkProductOut(
  name: string,
  out: AnyNDArray,
  result: DType,
  shape: readonly number[],
  operands: readonly AnyNDArray[],
): void {
  checkOut(name, out, result, shape);
  const [start, end] = extent(out);
  operands.forEach((operand, index) => {
    const [first, last] = extent(operand);
    if (first < end && start < last) {
      throw new TypeError(
        `${name}: out (${out.dtype}, shape ${shapeText(out.shape)}) shares memory with operand ${index} (${operand.dtype}, shape ${shapeText(operand.shape)}); pass an out that no operand reads.`,
      );
    }
  });
}
