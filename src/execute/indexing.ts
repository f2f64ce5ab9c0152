// The executors of indexing: gathers (take, takeAlongAxis, at with index arrays), scatters (with,
// scatter 'set') and accumulating updates (scatter 'add', 'multiply', 'min', 'max'). A gather and a
// put run over a range of ROWS: row r is the (outer, base) pair r = o · baseCount + b, each row
// `innerCount` elements of the contiguous side. An accumulating update runs over a range of its
// TARGET's elements. Cutting either range into pieces gives the same bits (test/split-indexing.test.ts).
import { rangePieces, runPieces } from './ranges.js';
import { itemSize, type DType } from '../lattice/dtypes.js';
import { accumulateDTypes, accumulateKernel, type IndexKernel } from '../kernels/indexing.js';
import { allocBytes, freeBytes, memory } from '../kernels/heap.js';
import { sizeOf, walkOffsets } from '../shape/walk.js';

/**
 * Elements addressed as `outer[o] + bases[b] + inner[i]` bytes from the data pointer, in that
 * order; `inner` undefined: `innerCount` elements one after another.
 */
export interface Addresses {
  readonly outer: Int32Array;
  readonly bases: Int32Array;
  readonly inner: Int32Array | undefined;
  readonly innerCount: number;
}

/** Addresses copied into wasm memory for the kernels (free them with freeTables). */
export interface IndexTables {
  readonly outer: number;
  readonly outerCount: number;
  readonly bases: number;
  readonly baseCount: number;
  /** 0: the inner part is contiguous. */
  readonly inner: number;
  readonly innerCount: number;
  /** outerCount · baseCount: the range a gather or put runs over. */
  readonly rows: number;
  readonly pointers: readonly number[];
}

/** Byte offsets of every element of a strided block, in row-major order. */
export function offsetsOf(shape: readonly number[], strides: readonly number[], bytes: number): Int32Array {
  const result = new Int32Array(sizeOf(shape));
  if (shape.length <= 1) {
    // One axis (take's outer rows): no walker needed.
    const step = (strides[0] ?? 0) * bytes;
    for (let each = 0; each < result.length; each += 1) result[each] = each * step;
    return result;
  }
  walkOffsets(shape, [strides], (offsets, flat) => {
    result[flat] = offsets[0]! * bytes;
  });
  return result;
}

/** Copies the address tables into wasm memory. */
export function tablesOf(addresses: Addresses): IndexTables {
  const tables = [addresses.outer, addresses.bases, addresses.inner ?? new Int32Array(0)];
  const pointers: number[] = [];
  try {
    for (const table of tables) {
      const pointer = allocBytes(Math.max(table.byteLength, 4));
      pointers.push(pointer);
      new Int32Array(memory().buffer, pointer, table.length).set(table);
    }
  } catch (error) {
    for (const pointer of pointers) freeBytes(pointer);
    throw error;
  }
  return {
    outer: pointers[0]!,
    outerCount: addresses.outer.length,
    bases: pointers[1]!,
    baseCount: addresses.bases.length,
    inner: addresses.inner === undefined ? 0 : pointers[2]!,
    innerCount: addresses.innerCount,
    rows: addresses.outer.length * addresses.bases.length,
    pointers,
  };
}

export function freeTables(tables: IndexTables): void {
  for (const pointer of tables.pointers) freeBytes(pointer);
}

/**
 * Runs a take or put kernel over rows [begin, end): a partial outer block, the whole blocks in one
 * call, a partial block (at most three calls). `contiguous` is the gather's target or the put's
 * source, row r at `contiguous + r · innerCount · bytes`.
 */
export function runRows(
  kernel: IndexKernel,
  bytes: number,
  data: number,
  tables: IndexTables,
  contiguous: number,
  begin = 0,
  end = tables.rows,
): void {
  const { baseCount, innerCount } = tables;
  if (baseCount === 0 || innerCount === 0) return;
  const rowBytes = innerCount * bytes;
  let row = begin;
  while (row < end) {
    const outer = Math.floor(row / baseCount);
    const base = row - outer * baseCount;
    const at = contiguous + row * rowBytes;
    if (base === 0 && end - row >= baseCount) {
      const blocks = Math.floor((end - row) / baseCount);
      kernel(data, tables.outer + 4 * outer, blocks, tables.bases, baseCount, tables.inner, innerCount, at);
      row += blocks * baseCount;
    } else {
      const count = Math.min(baseCount - base, end - row);
      kernel(data, tables.outer + 4 * outer, 1, tables.bases + 4 * base, count, tables.inner, innerCount, at);
      row += count;
    }
  }
}

/** Writes the element at `value` into every element of the rows whose base is `missing` (take's mode 'fill'), over rows [begin, end). */
export function fillRows(
  target: number,
  bytes: number,
  tables: Pick<IndexTables, 'baseCount' | 'innerCount' | 'rows'>,
  missing: ReadonlySet<number>,
  value: number,
  begin = 0,
  end = tables.rows,
): void {
  const rowBytes = tables.innerCount * bytes;
  const buffer = new Uint8Array(memory().buffer);
  for (let row = begin; row < end; row += 1) {
    if (!missing.has(row % tables.baseCount)) continue;
    for (let element = 0; element < tables.innerCount; element += 1)
      buffer.copyWithin(target + row * rowBytes + element * bytes, value, value + bytes);
  }
}

/** An accumulating update's combination. */
export type Accumulation = 'add' | 'multiply' | 'min' | 'max';

/**
 * The updates of an accumulating scatter: update k combines the value at `values + from[k]` into
 * the element at `target + addresses[k]` (byte offsets; addresses relative to the target's first
 * element, so element `addresses[k] / bytes` of it).
 */
export interface Accumulate {
  readonly dtype: DType;
  readonly kind: Accumulation;
  readonly target: number;
  readonly addresses: Int32Array;
  readonly values: number;
  readonly from: Int32Array;
}

/** The dtypes accumulate() runs with a kernel of their own (the others: through elementwise operations, in rounds). */
export const kernelAccumulated: ReadonlySet<DType> = accumulateDTypes as ReadonlySet<DType>;

const kindCodes: Record<Accumulation, number> = { add: 0, multiply: 1, min: 2, max: 3 };

/** The update's index tables copied into wasm memory (free both pointers). */
function updateTables(update: Accumulate): [number, number] {
  const { addresses, from } = update;
  const tables: number[] = [];
  try {
    for (const table of [addresses, from]) {
      const pointer = allocBytes(Math.max(table.byteLength, 4));
      tables.push(pointer);
      new Int32Array(memory().buffer, pointer, table.length).set(table);
    }
  } catch (error) {
    for (const pointer of tables) freeBytes(pointer);
    throw error;
  }
  return tables as [number, number];
}

/**
 * Applies the updates whose target element lies in [begin, end), in the order they are listed (a
 * repeated index accumulates one update after another, in the index's row-major order). A piece
 * of the range touches only its own elements and keeps, for each of them, the sequence the whole
 * run applies: so any cut, in any order of pieces, gives the same bits, and pieces may run at once.
 */
export function accumulate(update: Accumulate, begin: number, end: number): void {
  const [addresses, from] = updateTables(update);
  try {
    accumulateRange(update, addresses, from, begin, end);
  } finally {
    freeBytes(addresses);
    freeBytes(from);
  }
}

function accumulateRange(update: Accumulate, addresses: number, from: number, begin: number, end: number): void {
  const bytes = itemSize(update.dtype);
  accumulateKernel(update.dtype)(
    kindCodes[update.kind],
    update.target,
    addresses,
    update.values,
    from,
    update.addresses.length,
    begin * bytes,
    end * bytes,
  );
}

/**
 * Every update into a target of `size` elements, cut by target range for threads: each piece
 * reads every update and applies those in its range (reading is cheap beside the scattered writes).
 */
export function accumulateAll(update: Accumulate, size: number): void {
  const count = update.addresses.length;
  if (count === 0 || size === 0) return;
  const [addresses, from] = updateTables(update);
  try {
    const pieces = rangePieces(size, 1, 'elementwise', count / size);
    if (pieces === undefined) accumulateRange(update, addresses, from, 0, size);
    else
      runPieces(
        pieces,
        (_, begin, end) => {
          accumulateRange(update, addresses, from, begin, end);
          return 0;
        },
        undefined,
      );
  } finally {
    freeBytes(addresses);
    freeBytes(from);
  }
}

/**
 * Whether the bases name distinct elements: then no two rows of a put write one element (its
 * outer and inner offsets walk the other axes of a view of a fresh array), so any cut of its rows
 * gives the same bits. One byte per element of the span the bases cover.
 */
export function distinctBases(bases: Int32Array, bytes: number): boolean {
  if (bases.length < 2) return true;
  let lowest = bases[0]!;
  let highest = lowest;
  for (const base of bases) {
    if (base < lowest) lowest = base;
    else if (base > highest) highest = base;
  }
  const span = (highest - lowest) / bytes + 1;
  if (span < bases.length) return false;
  const seen = new Uint8Array(span);
  for (const base of bases) {
    const at = (base - lowest) / bytes;
    if (seen[at] === 1) return false;
    seen[at] = 1;
  }
  return true;
}

/**
 * A whole take or put: the tables copied in, every row run, the tables freed (nothing allocated
 * when there is nothing to move). Cut by rows for threads when each element of the output is
 * written by one row: a take's (`byOutput`), or a put's whose bases are distinct. A put with a
 * repeated index runs whole on the calling thread, so that its last write wins.
 */
export function runAddresses(
  kernel: IndexKernel,
  bytes: number,
  data: number,
  addresses: Addresses,
  contiguous: number,
  byOutput = false,
): void {
  if (addresses.outer.length * addresses.bases.length * addresses.innerCount === 0) return;
  const tables = tablesOf(addresses);
  try {
    let pieces = rangePieces(tables.rows, 1, 'elementwise', tables.innerCount);
    if (pieces !== undefined && !byOutput && !distinctBases(addresses.bases, bytes)) pieces = undefined;
    if (pieces === undefined) runRows(kernel, bytes, data, tables, contiguous);
    else
      runPieces(
        pieces,
        (_, begin, end) => {
          runRows(kernel, bytes, data, tables, contiguous, begin, end);
          return 0;
        },
        undefined,
      );
  } finally {
    freeTables(tables);
  }
}
