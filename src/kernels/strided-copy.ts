// Typed handles to the strided → contiguous copy kernels (asm/gather.ts), by element size.
import type { GatherKernel } from './kernels.generated.js';
import { exportOf } from './instance.js';

export type { GatherKernel } from './kernels.generated.js';

const GATHER_NAMES = { 1: 'gather_1', 2: 'gather_2', 4: 'gather_4', 8: 'gather_8', 16: 'gather_16' } as const;
const gathers: (GatherKernel | undefined)[] = [];

/** Whether elements of `bytes` bytes have a copy kernel (1, 2, 4, 8, 16). */
export function hasGatherKernel(bytes: number): boolean {
  return bytes in GATHER_NAMES;
}

/**
 * The copy kernel for elements of `bytes` bytes (1, 2, 4, 8 or 16): (src, outer, outerStride,
 * inner, innerStride, dst), strides in bytes. Looked up once per size.
 */
export function gatherKernel(bytes: number): GatherKernel {
  const found = gathers[bytes];
  if (found !== undefined) return found;
  const name = GATHER_NAMES[bytes as keyof typeof GATHER_NAMES];
  if (name === undefined) throw new RangeError(`no strided copy kernel for ${bytes}-byte elements`);
  return (gathers[bytes] = exportOf(name));
}
