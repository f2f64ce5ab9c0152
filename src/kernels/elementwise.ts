// Typed handles to the elementwise kernels (binary, unary, casts, the fused mixed-dtype ones), by
// op and dtype, and the names plans keep for them. Each handle is looked up once and kept.
import type { DType } from '../lattice/dtypes.js';
import { dtypeRows } from '../registry/registry.js';
import type { BinaryKernel, BinaryOp, KernelDtype, MixedKernel, UnaryKernel, UnaryOp } from './kernels.generated.js';
import type { KernelName } from './exports.generated.js';
import { kernel, optionalExport } from './instance.js';

export {
  BINARY_KERNELS,
  KERNEL_DTYPES,
  KERNEL_OUTPUTS,
  UNARY_KERNELS,
  type BinaryKernel,
  type BinaryOp,
  type KernelDtype,
  type MixedKernel,
  type UnaryKernel,
  type UnaryOp,
} from './kernels.generated.js';

/**
 * The name of an elementwise kernel: what a plan keeps to say which kernel runs it (and what `jit`
 * compares). Only this module makes one.
 */
export type ElementwiseKernelName = string & { readonly [kernelNameBrand]: true };
// A brand rather than the union of every export's name: the plans (and so the package's public
// declarations) stay free of the kernel table, which only src/kernels/ reads.
declare const kernelNameBrand: unique symbol;

/**
 * The kernel `${base}_${dtype}` of an operation whose kernels are named `base` (`floor_divide`,
 * `true_divide`) for one compute dtype. The planner has checked that the op has one for the dtype.
 */
export function elementwiseKernelName(base: string, dtype: DType): ElementwiseKernelName {
  return `${base}_${dtype}` as ElementwiseKernelName;
}

/** The handle of the elementwise kernel a plan names; throws naming it where there is none. */
export function elementwiseKernel(name: ElementwiseKernelName): BinaryKernel | UnaryKernel {
  return kernel(name as KernelName) as BinaryKernel | UnaryKernel;
}

/** `${op}_${dtype}` for a binary op (both operands of dtype). */
export function binaryKernel(op: BinaryOp, dtype: KernelDtype): BinaryKernel {
  return kernel(`${op}_${dtype}`) as BinaryKernel;
}

/** `${op}_${dtype}` for a unary op. */
export function unaryKernel(op: UnaryOp, dtype: KernelDtype): UnaryKernel {
  return kernel(`${op}_${dtype}`) as UnaryKernel;
}

/** `cast_${from}_${to}`; throws for a pair without one (casts with narrow dtypes: src/memory/casts.ts). */
export function castKernel(from: DType, to: DType): UnaryKernel {
  const found = castExport(from, to);
  if (found === undefined) throw new Error(`no WebAssembly kernel named "cast_${from}_${to}"`);
  return found;
}

/** The kernel `cast_${from}_${to}`, or undefined where there is none; looked up once per pair. */
export function castExport(from: DType, to: DType): UnaryKernel | undefined {
  let byTarget = castsBySource.get(from);
  if (byTarget === undefined) castsBySource.set(from, (byTarget = new Map()));
  let found = byTarget.get(to);
  if (found === undefined) byTarget.set(to, (found = optionalExport<'cast_int8_int8'>(`cast_${from}_${to}`) ?? null));
  return found ?? undefined;
}

const castsBySource = new Map<string, Map<string, UnaryKernel | null>>();

/**
 * The lanes a mixed kernel computes a result dtype in: the float itself, or for integers the
 * signed dtype of the result's width (wrapping add, subtract and multiply give the same bits
 * signed or unsigned, so uint16 results use the int16 kernels).
 */
const mixedLanes: Readonly<Partial<Record<string, string>>> = Object.fromEntries([
  ['float32', 'float32'],
  ['float64', 'float64'],
  ...dtypeRows
    .filter((row) => (row.kind === 'int' || row.kind === 'uint') && !('narrow' in row))
    .map((row) => [row.name, `int${row.bits}`]),
]);

// The fused mixed-dtype kernels of asm/mixed.ts (null: no such kernel), keyed by the result's
// lanes, operation, left dtype, right dtype: no name is built per call (a new string is hashed on
// every lookup).
const mixedKernels = new Map<string, Map<string, Map<string, Map<string, MixedKernel | null>>>>();

/**
 * The fused kernel of asm/mixed.ts for two contiguous operands of different dtypes (`left`,
 * `right`) of operation `operation` (add, subtract, multiply) whose result is `result`, if any.
 */
export function mixedKernel(operation: string, left: DType, right: DType, result: DType): MixedKernel | undefined {
  const lanes = mixedLanes[result];
  if (lanes === undefined) return undefined;
  let byOperation = mixedKernels.get(lanes);
  if (byOperation === undefined) mixedKernels.set(lanes, (byOperation = new Map()));
  let byLeft = byOperation.get(operation);
  if (byLeft === undefined) byOperation.set(operation, (byLeft = new Map()));
  let byRight = byLeft.get(left);
  if (byRight === undefined) byLeft.set(left, (byRight = new Map()));
  let found = byRight.get(right);
  if (found === undefined) {
    found = optionalExport<'mixed_add_int8_uint8_int16'>(`mixed_${operation}_${left}_${right}_${lanes}`) ?? null;
    byRight.set(right, found);
  }
  return found ?? undefined;
}
