// Typed handles to the index kernels: take/put (asm/take.ts: gathers and scatters of elements at
// byte offsets outer[o] + bases[b] + inner[i]) and where's select (asm/reduce.ts). They move
// elements by size, so a handle is chosen by the element's bytes, not its dtype.
import type { KernelExports } from './exports.generated.js';
import type { SelectKernel, TakeKernel } from './kernels.generated.js';
import { kernel, wasm } from './instance.js';

/** An element size the index kernels move: 1, 2, 4, 8 or 16 bytes. */
export type ElementBytes = 1 | 2 | 4 | 8 | 16;

/** take_N: `dst` (contiguous) ← the addressed elements of `src`; put_N: the reverse (a repeated address keeps the last write). */
export type IndexKernel = TakeKernel;
export type { SelectKernel };

const takeKernels: IndexKernel[] = [];
const putKernels: IndexKernel[] = [];
const selectKernels: SelectKernel[] = [];

/** The gather of `bytes`-sized elements (take, at with index arrays, the reads of an update). */
export function takeKernel(bytes: number): IndexKernel {
  return (takeKernels[bytes] ??= pick(bytes, takeByBytes));
}

/** The scatter of `bytes`-sized elements (with(), scatter's 'set'). */
export function putKernel(bytes: number): IndexKernel {
  return (putKernels[bytes] ??= pick(bytes, putByBytes));
}

/** where's select of `bytes`-sized elements: out[i] = cond[i] ? a[i] : b[i], each with its own stride. */
export function selectKernel(bytes: number): SelectKernel {
  return (selectKernels[bytes] ??= pick(bytes, selectByBytes));
}

// The exports by element size (the export names live here and nowhere above).
const takeByBytes = (exports: KernelExports, bytes: ElementBytes): IndexKernel =>
  ({ 1: exports.take_1, 2: exports.take_2, 4: exports.take_4, 8: exports.take_8, 16: exports.take_16 })[bytes];
const putByBytes = (exports: KernelExports, bytes: ElementBytes): IndexKernel =>
  ({ 1: exports.put_1, 2: exports.put_2, 4: exports.put_4, 8: exports.put_8, 16: exports.put_16 })[bytes];
const selectByBytes = (exports: KernelExports, bytes: ElementBytes): SelectKernel =>
  ({
    1: exports.reduce_select_1,
    2: exports.reduce_select_2,
    4: exports.reduce_select_4,
    8: exports.reduce_select_8,
    16: exports.reduce_select_16,
  })[bytes];

function pick<Kernel>(bytes: number, from: (exports: KernelExports, bytes: ElementBytes) => Kernel): Kernel {
  if (bytes !== 1 && bytes !== 2 && bytes !== 4 && bytes !== 8 && bytes !== 16)
    throw new Error(`no index kernel moves ${bytes}-byte elements`);
  return from(wasm(), bytes);
}

/**
 * An accumulating scatter's kernel (asm/scatter.ts): (kind, target, addresses, values, from, count,
 * low, high) applies, in k's order, the updates k whose target byte offset addresses[k] lies in
 * [low, high); kind 0 add, 1 multiply, 2 min, 3 max.
 */
export type AccumulateKernel = (
  kind: number,
  target: number,
  addresses: number,
  values: number,
  from: number,
  count: number,
  low: number,
  high: number,
) => void;

/** The dtypes with an accumulate kernel (the others combine through their elementwise operations). */
export const accumulateDTypes: ReadonlySet<string> = new Set([
  'bool',
  'int8',
  'uint8',
  'int16',
  'uint16',
  'int32',
  'uint32',
  'int64',
  'uint64',
  'float32',
  'float64',
]);

/** The accumulate kernel of `dtype` (one of accumulateDTypes). */
export function accumulateKernel(dtype: string): AccumulateKernel {
  if (!accumulateDTypes.has(dtype)) throw new Error(`no accumulate kernel for ${dtype}`);
  return kernel(`scatter_accumulate_${dtype}`) as unknown as AccumulateKernel;
}
