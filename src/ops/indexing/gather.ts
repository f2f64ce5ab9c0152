// The gathers of indexing: an address plan (elements at outer[o] + bases[b] + inner[i] bytes from
// the data; src/execute/indexing.ts runs it) turned into a new row-major array, out-of-bounds rows
// filled (take's mode 'fill'). Packed dtypes (int4 …) are indexed in their compute dtype and packed
// again, exact both ways (the plan, src/plan/indexing.ts, says which dtype).
import type { AnyNDArray } from '../../../types/index.js';
import { dtypeInfo, type DType } from '../../lattice/dtypes.js';
import { allocArray, castArray, dataPointer, isContiguous, storage } from '../../array/ndarray.js';
import { writeValues } from '../../memory/values.js';
import { indexingPlan } from '../../plan/indexing.js';
import { fillRows, offsetsOf, runAddresses, type Addresses } from '../../execute/indexing.js';

/** An address plan, the indexed shape, and the positions of `bases` out of bounds (mode 'fill' / 'drop'), else undefined. */
export interface AddressPlan extends Addresses {
  readonly shape: readonly number[];
  readonly missing: readonly number[] | undefined;
}

/** The inner part of a plan: contiguous (undefined) or its offsets. */
export function innerPart(
  shape: readonly number[],
  strides: readonly number[],
  bytes: number,
): { inner: Int32Array | undefined; innerCount: number } {
  const innerCount = shape.reduce((product, size) => product * size, 1);
  return isContiguous(shape, strides)
    ? { inner: undefined, innerCount }
    : { inner: offsetsOf(shape, strides, bytes), innerCount };
}

/** Runs `body` on the array in its plan's work dtype (whole bytes: the packed ones widened), then packs its result back. */
export function byteAddressed(input: AnyNDArray, where: string, body: (source: AnyNDArray) => AnyNDArray): AnyNDArray {
  const plan = indexingPlan(input.dtype as DType);
  if (!plan.widened) return body(input);
  const wide = castArray(input, plan.workDType, false, where);
  try {
    const result = body(wide);
    try {
      return castArray(result, plan.dtype, input.weakType, where);
    } finally {
      result.dispose();
    }
  } finally {
    wide.dispose();
  }
}

/** The gathered elements of `source` as a new row-major array of the plan's shape; `fill` writes the missing ones. */
export function gather(
  source: AnyNDArray,
  plan: AddressPlan,
  where: string,
  weak: boolean,
  fill?: unknown,
): AnyNDArray {
  const dtype = source.dtype as DType;
  const { bytes, take } = indexingPlan(dtype);
  const result = allocArray(dtype, plan.shape, weak, where);
  try {
    const missing = plan.missing === undefined ? undefined : new Set(plan.missing);
    const bases =
      missing === undefined ? plan.bases : plan.bases.map((base, position) => (missing.has(position) ? 0 : base));
    if (missing === undefined || source.size > 0)
      runAddresses(take, bytes, dataPointer(source), { ...plan, bases }, result[storage].pointer, true);
    if (missing !== undefined && missing.size > 0) writeFill(result, plan, missing, fill, where);
  } catch (error) {
    result.dispose();
    throw error;
  }
  return result;
}

/** JAX's default fill of take(mode 'fill'): NaN for inexact dtypes (NaN+0j for complex), the minimum of signed ints, the maximum of unsigned ones, true for bool. */
function defaultFill(dtype: DType): unknown {
  const { kind, bits } = dtypeInfo[dtype];
  if (kind === 'bool') return true;
  if (kind === 'int') return -(2 ** (bits - 1));
  if (kind === 'uint') return bits === 64 ? 2n ** 64n - 1n : 2 ** bits - 1;
  return kind === 'complex' ? { re: Number.NaN, im: 0 } : Number.NaN;
}

function writeFill(
  result: AnyNDArray,
  plan: AddressPlan,
  missing: ReadonlySet<number>,
  fill: unknown,
  where: string,
): void {
  const dtype = result.dtype as DType;
  const value = allocArray(dtype, [1], false, where);
  try {
    writeValues(
      [fill === undefined ? defaultFill(dtype) : fill],
      dtype,
      value[storage].pointer,
      () => `${where}: fillValue`,
    );
    const tables = {
      baseCount: plan.bases.length,
      innerCount: plan.innerCount,
      rows: plan.outer.length * plan.bases.length,
    };
    fillRows(result[storage].pointer, indexingPlan(dtype).bytes, tables, missing, value[storage].pointer);
  } finally {
    value.dispose();
  }
}
