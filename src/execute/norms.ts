// linalg.norm's executor: norms of vectors or matrices of a contiguous float64 (or complex128) array,
// over a range [begin, end) of the result's elements, written as float64. Each result element is
// computed from its own vector or matrix alone, so a range cut into pieces gives the same bits.
import { elementView } from '../kernels/heap.js';
import { dtypeCode } from '../lattice/dtypes.js';
import { walkOffsets } from '../shape/walk.js';

/** One prepared norm: the elements, which axes reduce, and where the float64 results go. */
export interface NormCall {
  /** Contiguous float64, or complex128 (`complex`), elements. */
  readonly values: number;
  readonly complex: boolean;
  readonly size: number;
  /** The kept axes' sizes and element strides (one result each), and the reduced axes' (in the order given). */
  readonly keptShape: readonly number[];
  readonly keptStrides: readonly number[];
  readonly reducedShape: readonly number[];
  readonly reducedStrides: readonly number[];
  /** A matrix norm ('fro', ±1, ±inf over two reduced axes) or a vector norm (any p). */
  readonly matrix: boolean;
  readonly ord: number | 'fro';
  /** float64 results, one per kept index. */
  readonly out: number;
}

const float64 = dtypeCode('float64');

/** Writes the norms of results [begin, end). */
export function runNorms(call: NormCall, begin: number, end: number): void {
  if (begin >= end) return;
  const magnitude = magnitudesOf(call);
  const out = elementView(float64, call.out, end) as Float64Array;
  const line: number[] = [];
  walkOffsets(
    call.keptShape,
    [call.keptStrides],
    (offsets, flat) => {
      const base = offsets[0]!;
      if (call.matrix) {
        const [rows, columns] = call.reducedShape as [number, number];
        const [rowStride, columnStride] = call.reducedStrides as [number, number];
        out[flat] = matrixNorm(
          rows,
          columns,
          (row, column) => magnitude(base + row * rowStride + column * columnStride),
          call.ord,
        );
        return;
      }
      line.length = 0;
      walkOffsets(call.reducedShape, [call.reducedStrides], (inner) => void line.push(magnitude(base + inner[0]!)));
      out[flat] = vectorNorm(line, call.ord as number);
    },
    begin,
    end,
  );
}

/** |x| of the element at an offset (complex: |re + i·im|), read from a view taken once (nothing allocates meanwhile). */
function magnitudesOf(call: NormCall): (offset: number) => number {
  if (call.complex) {
    const parts = elementView(dtypeCode('complex128'), call.values, call.size) as Float64Array;
    return (offset) => Math.hypot(parts[2 * offset]!, parts[2 * offset + 1]!);
  }
  const own = elementView(float64, call.values, call.size) as Float64Array;
  return (offset) => Math.abs(own[offset]!);
}

/** A vector norm of magnitudes. The 2-norm scales by the largest, so it neither overflows nor underflows where the result is representable. */
function vectorNorm(values: readonly number[], ord: number): number {
  if (ord === Infinity) return values.reduce((most, each) => (each > most || each !== each ? each : most), 0);
  if (ord === -Infinity)
    return values.length === 0
      ? Infinity
      : values.reduce((least, each) => (each < least || each !== each ? each : least), Infinity);
  if (ord === 0) return values.filter((each) => each !== 0).length;
  if (ord === 1) return values.reduce((sum, each) => sum + each, 0);
  if (ord === 2) {
    const scale = values.reduce((most, each) => (each > most || each !== each ? each : most), 0);
    if (scale === 0 || !Number.isFinite(scale)) return scale;
    return scale * Math.sqrt(values.reduce((sum, each) => sum + (each / scale) ** 2, 0));
  }
  return values.reduce((sum, each) => sum + each ** ord, 0) ** (1 / ord);
}

function matrixNorm(
  rows: number,
  columns: number,
  at: (row: number, column: number) => number,
  ord: number | 'fro',
): number {
  if (ord === 'fro') {
    const all: number[] = [];
    for (let row = 0; row < rows; row += 1)
      for (let column = 0; column < columns; column += 1) all.push(at(row, column));
    return vectorNorm(all, 2);
  }
  const byColumns = ord === 1 || ord === -1;
  const sums: number[] = [];
  for (let outer = 0; outer < (byColumns ? columns : rows); outer += 1) {
    let sum = 0;
    for (let inner = 0; inner < (byColumns ? rows : columns); inner += 1)
      sum += byColumns ? at(inner, outer) : at(outer, inner);
    sums.push(sum);
  }
  return ord > 0 ? vectorNorm(sums, Infinity) : vectorNorm(sums, -Infinity);
}
