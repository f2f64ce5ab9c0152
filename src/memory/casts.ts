// Casts between any two dtypes over contiguous elements. Most pairs have a kernel of their own;
// a pair with a narrow dtype (float8, int4 …) that has none goes through an exact intermediate
// (asm/narrow.ts converts narrow dtypes only to and from float32, float64, int32, int64, uint64),
// so every cast still rounds once. A cast runs over a range of elements (castRange).
import { byteLength, computeDType, dtypeInfo, isNarrow, itemSize, type DType } from '../lattice/dtypes.js';
import { allocateScratch } from './memory.js';
import { castExport } from '../kernels/elementwise.js';
import { SMALLEST_SPLIT, threadPieces } from '../kernels/cost-model.js';
import { copyMemory, freeBytes } from '../kernels/heap.js';
import { parallelFor } from '../kernels/pool.js';
import type { UnaryKernel } from '../kernels/kernels.generated.js';

/**
 * The dtype a wide dtype converts to a narrow one through, without rounding on the way: from its
 * registry row, integers and bool narrower than 32 bits through int32, uint32 through int64,
 * 16-bit floats through float32, complex through its real dtype; the others go straight.
 */
function exactIntermediate(from: DType): DType | undefined {
  const { kind, bits, real } = dtypeInfo[from];
  if (kind === 'complex') return real;
  if (kind === 'float') return bits === 16 ? 'float32' : undefined;
  if (bits < 32) return 'int32';
  return kind === 'uint' && bits === 32 ? 'int64' : undefined;
}

/** Elements per pass of a two-step cast (its scratch block stays bounded). */
const chunk = 65536;

function direct(from: DType, to: DType): UnaryKernel | undefined {
  return castExport(from, to);
}

/** The intermediate a cast goes through, or undefined where it has a kernel of its own. */
function intermediate(from: DType, to: DType): DType | undefined {
  if (from === to || direct(from, to)) return undefined;
  const step = isNarrow(from) ? computeDType(from) : (exactIntermediate(from) ?? computeDType(to));
  if (step === from || step === to) throw new Error(`no cast from ${from} to ${to}`);
  return step;
}

/** Casts `count` contiguous elements of `from` at `input` to `to` at `out` (SPEC §5, one rounding). */
export function castElements(from: DType, to: DType, input: number, out: number, count: number): void {
  // castRange over [0, count), without its offset arithmetic (a small astype's call path); a large
  // one cut for threads (castRange's bytes do not depend on the cut).
  if (count <= 0) return;
  const pieces = count < SMALLEST_SPLIT ? undefined : threadPieces(count, castGrain(from, to), 'elementwise');
  if (pieces === undefined) castRun(from, to, input, out, count);
  else
    parallelFor(pieces.length, (index) => {
      castRange(from, to, input, out, pieces[index]![0], pieces[index]![1]);
      return 0;
    });
}

/**
 * Where a range of a cast may start: a multiple of 8 elements (a whole byte) when either dtype is
 * packed, so that no byte is read or written by two ranges; any element otherwise.
 */
export function castGrain(from: DType, to: DType): number {
  return itemSize(from) < 1 || itemSize(to) < 1 ? 8 : 1;
}

/**
 * Elements [begin, end) of a cast of contiguous elements at `input` to `out` (`begin` a multiple
 * of castGrain): the bytes castElements writes there, however the elements are cut into ranges.
 */
export function castRange(from: DType, to: DType, input: number, out: number, begin: number, end: number): void {
  if (begin >= end) return;
  castRun(from, to, input + byteLength(from, begin), out + byteLength(to, begin), end - begin);
}

function castRun(from: DType, to: DType, input: number, out: number, count: number): void {
  if (from === to) {
    copyMemory(input, out, byteLength(from, count));
    return;
  }
  const step = intermediate(from, to);
  if (step === undefined) {
    direct(from, to)!(input, 1, out, count);
    return;
  }
  const size = Math.min(count, chunk);
  const scratch = allocateScratch(
    Math.max(byteLength(step, size), 16),
    () => `a ${step} scratch block for the cast`,
    undefined,
  );
  try {
    for (let start = 0; start < count; start += chunk) {
      const length = Math.min(chunk, count - start);
      castRun(from, step, input + byteLength(from, start), scratch, length);
      castRun(step, to, scratch, out + byteLength(to, start), length);
    }
  } finally {
    freeBytes(scratch);
  }
}
