// A reduction's `where` mask: checked against the input's shape and broadcast to it, and the
// values it leaves out replaced by the reduction's identity (JAX's where(mask, a, identity)).
import type { AnyNDArray } from '../../../types/index.js';
import { dtypeInfo, type DType } from '../../lattice/dtypes.js';
import { shapeText } from '../../errors/messages.js';
import { writeScalar } from '../../memory/values.js';
import { allocArray, castArray, pointerOf, storage } from '../../array/ndarray.js';
import { scalarSlot } from '../../kernels/heap.js';
import { stepsPlan, type RowsOp } from '../../plan/reductions.js';
import { selectMasked } from '../../execute/reductions.js';
import { broadcastTo } from '../views.js';
import type { Temporary } from './arrays.js';

/** A `where` mask checked against the input's shape and broadcast to it (a contiguous bool array). */
export function fullMask(name: string, mask: AnyNDArray, shape: readonly number[], temporary: Temporary): AnyNDArray {
  const dims = mask.shape as readonly number[];
  const pad = shape.length - dims.length;
  if (pad < 0 || dims.some((size, axis) => size !== 1 && size !== shape[axis + pad])) {
    throw new RangeError(
      `${name}: the where mask of shape ${shapeText(dims)} does not broadcast to the input's shape ${shapeText(shape)}.`,
    );
  }
  if (mask.contiguous && dims.length === shape.length && pad === 0 && dims.every((size, axis) => size === shape[axis]))
    return mask;
  const view = broadcastTo(mask, shape as number[]) as AnyNDArray;
  try {
    return temporary(castArray(view, 'bool', false, name));
  } finally {
    view.dispose();
  }
}

const describeFill = () => 'the identity of the reduction';

/** `values` where `mask` holds, else `fill` (in values' dtype): JAX's where(mask, a, identity). */
export function masked(
  values: AnyNDArray,
  mask: AnyNDArray,
  fill: number | bigint | boolean,
  name: string,
): AnyNDArray {
  const dtype = values.dtype as DType;
  const slot = scalarSlot();
  writeScalar(fill, dtype, slot, describeFill);
  const result = allocArray(dtype, values.shape, false, name);
  selectMasked(stepsPlan(dtype), pointerOf(mask), pointerOf(values), slot, result[storage].pointer, 0, result.size);
  return result;
}

/** What a masked-out element counts as: the identity of `op` in `dtype`. */
export function identityOf(op: RowsOp, dtype: DType): number | bigint | boolean {
  if (op === 'sum') return 0;
  if (op === 'prod') return 1;
  const { kind, bits } = dtypeInfo[dtype];
  const highest = op === 'min';
  if (kind === 'bool') return highest;
  if (kind === 'float' || kind === 'complex') return highest ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
  const unsigned = kind === 'uint';
  const top = unsigned ? 2n ** BigInt(bits) - 1n : 2n ** BigInt(bits - 1) - 1n;
  const bottom = unsigned ? 0n : -(2n ** BigInt(bits - 1));
  const value = highest ? top : bottom;
  return bits === 64 ? value : Number(value);
}
