// One-pass loops for cross, kron and triu / tril over contiguous memory of one real dtype (float32 and float64
// in asm/signal.ts's kernels, cut by rows for threads; the integers in loops here). cross: 3-vectors
// ([count, 3] row-major), x = u1·v2 − u2·v1, y = u2·v0 − u0·v2, z = u0·v1 − u1·v0. kron: the
// Kronecker product of two matrices, written in output order. Each product and difference is the
// dtype's own operation (the kernels' float ops; here the 32-bit ints through Math.imul, the narrow
// ints exact in a double and wrapped on the store), so the values are the elementwise multiply's
// and subtract's, wrapping as they do.
import { memory } from '../kernels/heap.js';
import { crossRowsKernel, kronRowsKernel, triangleRowsKernel } from '../kernels/signal.js';
import { rangePieces, runPieces } from './ranges.js';

/** The dtypes crossRows and kronMatrices walk. */
export type CrossDType = 'float32' | 'float64' | 'int8' | 'int16' | 'int32' | 'uint8' | 'uint16' | 'uint32';

const views = {
  float32: Float32Array,
  float64: Float64Array,
  int8: Int8Array,
  int16: Int16Array,
  int32: Int32Array,
  uint8: Uint8Array,
  uint16: Uint16Array,
  uint32: Uint32Array,
} as const;

/** Whether crossRows and kronMatrices take `dtype`. */
export const crossDType = (dtype: string): dtype is CrossDType => Object.hasOwn(views, dtype);

/** out[r] = a[r] × b[r] for the `count` rows of 3 elements at the byte addresses a, b, out. */
export function crossRows(dtype: CrossDType, a: number, b: number, out: number, count: number): void {
  if (dtype === 'float32' || dtype === 'float64') {
    const run = crossRowsKernel(dtype);
    const pieces = rangePieces(count, 1, 'elementwise', 3);
    if (pieces === undefined) run(a, b, out, 0, count);
    else runPieces(pieces, (_, begin, end) => run(a, b, out, begin, end), undefined);
    return;
  }
  const buffer = memory().buffer;
  const View = views[dtype];
  const u = new View(buffer, a, 3 * count);
  const v = new View(buffer, b, 3 * count);
  const w = new View(buffer, out, 3 * count);
  if (dtype === 'int32' || dtype === 'uint32') {
    const m = Math.imul;
    for (let i = 0; i < 3 * count; i += 3) {
      const u0 = u[i]!;
      const u1 = u[i + 1]!;
      const u2 = u[i + 2]!;
      const v0 = v[i]!;
      const v1 = v[i + 1]!;
      const v2 = v[i + 2]!;
      w[i] = m(u1, v2) - m(u2, v1);
      w[i + 1] = m(u2, v0) - m(u0, v2);
      w[i + 2] = m(u0, v1) - m(u1, v0);
    }
  } else {
    for (let i = 0; i < 3 * count; i += 3) {
      const u0 = u[i]!;
      const u1 = u[i + 1]!;
      const u2 = u[i + 2]!;
      const v0 = v[i]!;
      const v1 = v[i + 1]!;
      const v2 = v[i + 2]!;
      w[i] = u1 * v2 - u2 * v1;
      w[i + 1] = u2 * v0 - u0 * v2;
      w[i + 2] = u0 * v1 - u1 * v0;
    }
  }
}

/**
 * out (m·p × n·q) = kron(a (m × n), b (p × q)), all contiguous row-major at the byte addresses a,
 * b, out: out[i·p + k, j·q + l] = a[i, j] · b[k, l]. float32 and float64 run asm/signal.ts's SIMD
 * kernel, cut by output rows for threads; the integers a loop here.
 */
export function kronMatrices(
  dtype: CrossDType,
  a: number,
  m: number,
  n: number,
  b: number,
  p: number,
  q: number,
  out: number,
): void {
  if (dtype === 'float32' || dtype === 'float64') {
    const run = kronRowsKernel(dtype);
    const rows = m * p;
    const pieces = rangePieces(rows, 1, 'elementwise', n * q);
    if (pieces === undefined) run(a, n, b, p, q, out, 0, rows);
    else runPieces(pieces, (_, begin, end) => run(a, n, b, p, q, out, begin, end), undefined);
    return;
  }
  const buffer = memory().buffer;
  const View = views[dtype];
  const left = new View(buffer, a, m * n);
  const right = new View(buffer, b, p * q);
  const result = new View(buffer, out, m * n * p * q);
  const wide = dtype === 'int32' || dtype === 'uint32';
  let at = 0;
  for (let i = 0; i < m; i += 1)
    for (let k = 0; k < p; k += 1) {
      const row = k * q;
      for (let j = 0; j < n; j += 1) {
        const scale = left[i * n + j]!;
        if (wide) for (let l = 0; l < q; l += 1) result[at++] = Math.imul(scale, right[row + l]!);
        else for (let l = 0; l < q; l += 1) result[at++] = scale * right[row + l]!;
      }
    }
}

/**
 * triu or tril of `count` contiguous rows (rows × columns matrices, one after another, `size` bytes
 * an element) from the byte address `from` into `to`: each row's kept run copied, the rest zeroed, in
 * one wasm pass a row (asm/signal.ts), cut by rows for threads.
 */
export function triangleRows(
  lower: boolean,
  from: number,
  to: number,
  rows: number,
  columns: number,
  size: number,
  k: number,
  count: number,
): void {
  const run = triangleRowsKernel();
  const flag = lower ? 1 : 0;
  const pieces = rangePieces(count, 1, 'elementwise', columns);
  if (pieces === undefined) run(from, to, rows, columns, size, k, flag, 0, count);
  else runPieces(pieces, (_, begin, end) => run(from, to, rows, columns, size, k, flag, begin, end), undefined);
}
