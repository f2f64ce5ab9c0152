// The products' executor: a batch of matrix products C[batch] = A[batch] · B[batch], run over a
// range [begin, end) of C's rows, counted through the batch (row r of batch element t is t·rows + r).
// Each element of C is one lane's sum over k in order, however its rows are grouped into kernel
// calls, so a range cut into pieces gives the bits of the whole: threads will split here.
import { allocBytes, elementView, freeBytes, memory } from '../kernels/heap.js';
import { productScratchBytes, setProductScratch, type ProductKernel } from '../kernels/products.js';
import { rangePieces, runIndexedPieces } from './ranges.js';
import { dtypeCode, type DType } from '../lattice/dtypes.js';
import { walkOffsets } from '../shape/walk.js';

/** One prepared batch of products: pointers in bytes, strides in elements of the operand dtype. */
export interface ProductCall {
  readonly kernel: ProductKernel;
  /** Bytes of one operand element (both operands are of the kernel's dtype). */
  readonly operandBytes: number;
  /** Bytes of one element of C (the accumulation dtype). */
  readonly resultBytes: number;
  readonly a: number;
  readonly aRow: number;
  readonly aCol: number;
  readonly b: number;
  readonly bRow: number;
  readonly bCol: number;
  /** C: batch × rows × cols, contiguous. */
  readonly c: number;
  readonly rows: number;
  readonly cols: number;
  readonly depth: number;
  /** The batch's shape, and each operand's strides along it (0 where it broadcasts). */
  readonly batchShape: readonly number[];
  readonly batchStrides: readonly [readonly number[], readonly number[]];
}

/** The size of an executor's range: C's rows through the batch. */
export function productRowCount(call: ProductCall): number {
  let count = call.rows;
  for (const size of call.batchShape) count *= size;
  return count;
}

/**
 * Runs every row of a product call: cut by rows (of C, through the batch) for the threads where
 * the product is large enough, each piece but the calling thread's with packing scratch of its own.
 */
export function runProduct(call: ProductCall): number {
  const total = productRowCount(call);
  const pieces =
    call.depth > 0 && call.cols > 0 ? rangePieces(total, 10, 'product', call.cols * call.depth) : undefined;
  if (pieces === undefined) return runProductRows(call, 0, total);
  const bytes = productScratchBytes(call.cols);
  return runIndexedPieces(pieces, (index, begin, end) => {
    if (index === 0) return runProductRows(call, begin, end);
    const scratch = allocBytes(bytes);
    try {
      setProductScratch(scratch, bytes);
      const status = runProductRows(call, begin, end);
      setProductScratch(0, 0);
      return status;
    } finally {
      freeBytes(scratch); // while recorded, held until the job has run (heap.ts)
    }
  });
}

/**
 * Runs rows [begin, end) of a product call. Returns 0, or the kernel's status (1: no memory for
 * its packing scratch); an empty contraction (depth 0) writes zeros.
 */
export function runProductRows(call: ProductCall, begin: number, end: number): number {
  if (begin >= end || call.cols === 0) return 0;
  const { rows, cols } = call;
  if (call.depth === 0) {
    const rowBytes = cols * call.resultBytes;
    new Uint8Array(memory().buffer, call.c + begin * rowBytes, (end - begin) * rowBytes).fill(0);
    return 0;
  }
  if (call.batchShape.length === 0) return rowsOf(call, 0, 0, 0, begin, end);
  let status = 0;
  const first = Math.floor(begin / rows);
  const last = Math.floor((end - 1) / rows);
  walkOffsets(
    call.batchShape,
    call.batchStrides,
    (offsets, batch) => {
      if (status !== 0) return;
      const from = batch === first ? begin - batch * rows : 0;
      const to = batch === last ? end - batch * rows : rows;
      status = rowsOf(call, batch, offsets[0]!, offsets[1]!, from, to);
    },
    first,
    last + 1,
  );
  return status;
}

/** Rows [from, to) of batch element `batch`, whose operands start `offsetA` and `offsetB` elements in. */
function rowsOf(call: ProductCall, batch: number, offsetA: number, offsetB: number, from: number, to: number): number {
  const { operandBytes, cols } = call;
  return call.kernel(
    call.a + (offsetA + from * call.aRow) * operandBytes,
    call.aRow,
    call.aCol,
    call.b + offsetB * operandBytes,
    call.bRow,
    call.bCol,
    call.c + (batch * call.rows + from) * cols * call.resultBytes,
    to - from,
    cols,
    call.depth,
  );
}

/** Writes 1 of `dtype` (an accumulation dtype) at `pointer`: einsum's stand-in second operand. */
export function writeOne(dtype: DType, pointer: number): void {
  const view = elementView(dtypeCode(dtype), pointer, 1);
  if (view instanceof BigInt64Array || view instanceof BigUint64Array) view[0] = 1n;
  else {
    view.fill(0); // complex: the imaginary part
    view[0] = 1;
  }
}

/** Negates the imaginary parts of `count` complex elements at `pointer`, in place (vdot's conjugate). */
export function conjugateInPlace(dtype: DType, pointer: number, count: number): void {
  const parts = elementView(dtypeCode(dtype), pointer, count);
  for (let index = 1; index < parts.length; index += 2) parts[index] = -parts[index]! as never;
}
