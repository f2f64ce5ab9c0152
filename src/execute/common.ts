// What the executors share: an operand brought to the compute dtype (prepare), scalars' truth and
// description, the kernel status check, the narrow result's one rounding, cast kernels by code.
import type { AnyNDArray } from '../../types/ndarray.js';
import { dtypeCode, type DType } from '../lattice/dtypes.js';
import { NDArray, allocArray, castArray, dataPointer, scalarShape, storage } from '../array/ndarray.js';
import { copyInto } from '../array/out.js';
import { isPacked } from '../memory/packed.js';
import type { Plan } from '../plan/planner.js';
import { wantsGather } from '../shape/strided.js';
import { isComplexScalar, writeValues } from '../memory/values.js';
import { castKernel, elementwiseKernel, type UnaryKernel } from '../kernels/elementwise.js';
import { negativePowerError, scalarDescription } from './words.js';

export type AnyArray = AnyNDArray;

/** An operand made ready for a kernel: a pointer to data of the compute dtype, and its shape. */
export interface Prepared {
  pointer: number;
  shape: readonly number[];
  /** Element strides (row-major for anything but a strided view). */
  strides: readonly number[] | undefined;
  size: number;
  /** A temporary made for this call (a cast or a scalar), freed afterwards. */
  temporary?: AnyArray;
}

/** Brings an operand to `dtype`: arrays by a cast (when needed), scalars into a 0-d temporary. */
export function prepare(operand: unknown, dtype: DType, operation: string, truth: boolean, inputsAs?: DType): Prepared {
  if (inputsAs !== undefined && !(operand instanceof NDArray && operand.dtype === inputsAs)) {
    // An operand meeting a narrow dtype becomes that dtype first (a scalar checked, every value
    // rounded to it), as JAX converts its inputs to the promoted dtype.
    const narrow = prepare(operand, inputsAs, operation, truth);
    try {
      return prepare(narrow.temporary, dtype, operation, false);
    } finally {
      narrow.temporary!.dispose();
    }
  }
  if (operand instanceof NDArray) {
    const pointer = dataPointer(operand);
    const strides = operand[storage].strides;
    // A transposed or stepped view is gathered (tiled) into a contiguous temporary first: the
    // kernels then run their SIMD loops instead of a cache-hostile strided walk.
    const gather = strides !== undefined && (wantsGather(operand.shape, strides, operand.size) || isPacked(dtype));
    if (operand.dtype === dtype && !gather) return { pointer, shape: operand.shape, strides, size: operand.size };
    const temporary = castArray(operand, dtype, false, operation) as AnyArray;
    return {
      pointer: temporary[storage].pointer,
      shape: operand.shape,
      strides: undefined,
      size: operand.size,
      temporary,
    };
  }
  const temporary = allocArray(dtype, scalarShape, false, operation) as AnyArray;
  try {
    const value = truth ? truthOf(operand) : operand;
    writeValues([value], dtype, temporary[storage].pointer, scalarDescription(operation));
  } catch (error) {
    temporary.dispose();
    throw error;
  }
  return { pointer: temporary[storage].pointer, shape: [], strides: undefined, size: 1, temporary };
}

export function truthOf(value: unknown): boolean {
  if (isComplexScalar(value)) return value.re !== 0 || value.im !== 0;
  if (typeof value === 'bigint') return value !== 0n;
  return Boolean(value) || Number.isNaN(value as number);
}

// Cast kernels by (from, to) dtype codes: the blocked path looks two up per call.
const castCache: (UnaryKernel | undefined)[] = [];

export function cachedCast(from: DType, to: DType): UnaryKernel {
  const key = dtypeCode(from) * 64 + dtypeCode(to);
  return (castCache[key] ??= castKernel(from, to));
}

/** A result computed wide (float32, int32) rounded once to its narrow dtype; the wide one freed. */
export function narrowed(plan: Plan, computed: AnyArray, operation: string, out?: AnyArray): AnyArray {
  if (plan.output === undefined) return computed;
  let rounded: AnyArray;
  try {
    rounded = castArray(computed, plan.result, plan.weak, operation) as AnyArray;
  } finally {
    computed.dispose();
  }
  return out === undefined ? rounded : copyInto(operation, out, rounded);
}

/**
 * A kernel's status: non-zero when an integer met a negative power. The result is then freed
 * (unless it is the caller's `out`) and the error thrown.
 */
export function checkStatus(status: number, operation: string, result: AnyArray, out?: AnyArray): void {
  if (status === 0) return;
  if (result !== out) result.dispose();
  throw negativePowerError(operation);
}

/**
 * An operand's shape; a scalar's is []. Operands reach the executors after planning, which has
 * checked them (operandNode, src/array/operands.ts): anything not an array is a scalar here.
 */
export function shapeOfOperand(operand: unknown): readonly number[] {
  if (operand instanceof NDArray) return operand.shape;
  return [];
}

/** Whether an operand is a live strided view (so its layout may be kept, see src/execute/layout.ts). */
export function isStrided(operand: unknown): boolean {
  return operand instanceof NDArray && operand[storage].strides !== undefined;
}

/** The plan's kernel (it has one), found by name once per plan and kept on it. */
export function kernelOf<Kernel>(plan: Plan): Kernel {
  if (plan.kernelHandle !== undefined) return plan.kernelHandle as Kernel;
  const found = elementwiseKernel(plan.kernel!) as (...args: number[]) => number;
  const scalars = plan.parameters;
  // A kernel with scalar arguments (parameterRows) as a unary kernel: its scalars bound after the count.
  plan.kernelHandle =
    scalars === undefined
      ? found
      : (input: number, stride: number, out: number, count: number) => found(input, stride, out, count, ...scalars);
  return plan.kernelHandle as Kernel;
}
