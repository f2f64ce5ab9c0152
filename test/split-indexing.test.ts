// The executors of indexing, where and sorting run over a range of their output (rows of a gather or
// put, elements of where and of an accumulating scatter's target, lines of a sort); running the
// whole range and running it cut into random pieces must give the same bytes, for several dtypes:
// that is where threads will split the work.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocBytes, freeBytes, memory } from '../src/kernels/heap.js';
import { itemSize, type DType } from '../src/lattice/dtypes.js';
import { indexingPlan } from '../src/plan/indexing.js';
import { wherePlan } from '../src/plan/selection.js';
import {
  accumulate,
  freeTables,
  offsetsOf,
  runRows,
  tablesOf,
  type Accumulation,
  type Addresses,
} from '../src/execute/indexing.js';
import { runWhere, whereWalk } from '../src/execute/selection.js';
import { gatherRange, orderLines, type Lines } from '../src/execute/sorting.js';
import type { Keys } from '../src/execute/sort-keys.js';
import { rowMajorStrides } from '../src/shape/strides.js';

/** [begin, end) pieces of [0, size): the cuts sorted, the whole range's ends added. */
function piecesOf(size: number, cuts: number[]): [number, number][] {
  const points = [...new Set([0, size, ...cuts.map((cut) => cut % (size + 1))])].sort((a, b) => a - b);
  return points.slice(1).map((end, each) => [points[each]!, end]);
}

const cutsArbitrary = fc.array(fc.nat(10_000), { maxLength: 6 });

/** A block of wasm memory with `bytes` random bytes (from `seed`), freed by the caller. */
function randomBlock(bytes: number, seed: number): number {
  const pointer = allocBytes(Math.max(bytes, 1));
  const view = new Uint8Array(memory().buffer, pointer, bytes);
  let state = seed >>> 0 || 1;
  for (let each = 0; each < bytes; each += 1) {
    state = (state * 1664525 + 1013904223) >>> 0;
    view[each] = state >>> 24;
  }
  return pointer;
}

const bytesAt = (pointer: number, bytes: number) => new Uint8Array(memory().buffer, pointer, bytes).slice();

const dtypes: DType[] = ['bool', 'int8', 'float16', 'int32', 'float32', 'float64', 'int64', 'complex128'];

describe('gathers and puts over row ranges (take, takeAlongAxis, at, with)', () => {
  it('take along an axis: the whole range and its pieces give the same bytes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...dtypes),
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 3 }),
        fc.nat(2),
        fc.array(fc.nat(100), { maxLength: 7 }),
        fc.boolean(),
        cutsArbitrary,
        fc.nat(),
        (dtype, shape, axisSeed, picks, tableInner, cuts, seed) => {
          const { bytes, take } = indexingPlan(dtype);
          const axis = axisSeed % shape.length;
          const strides = rowMajorStrides(shape);
          const size = shape.reduce((product, each) => product * each, 1);
          const tail = shape.slice(axis + 1);
          const addresses: Addresses = {
            outer: offsetsOf(shape.slice(0, axis), strides.slice(0, axis), bytes),
            bases: Int32Array.from(picks, (pick) => (pick % shape[axis]!) * strides[axis]! * bytes),
            // The inner part as a table of offsets, or contiguous (the kernel's memory.copy path).
            inner: tableInner ? offsetsOf(tail, strides.slice(axis + 1), bytes) : undefined,
            innerCount: tail.reduce((product, each) => product * each, 1),
          };
          const source = randomBlock(size * bytes, seed);
          const tables = tablesOf(addresses);
          const outBytes = tables.rows * tables.innerCount * bytes;
          const whole = allocBytes(Math.max(outBytes, 1));
          const cut = allocBytes(Math.max(outBytes, 1));
          try {
            runRows(take, bytes, source, tables, whole);
            const expected = bytesAt(whole, outBytes);
            const rowBytes = tables.innerCount * bytes;
            for (const [begin, end] of piecesOf(tables.rows, cuts)) {
              // Each piece writes its rows and nothing else (a sentinel elsewhere stays).
              new Uint8Array(memory().buffer, cut, outBytes).fill(0xab);
              runRows(take, bytes, source, tables, cut, begin, end);
              const sentinel = new Uint8Array(outBytes).fill(0xab);
              sentinel.set(expected.subarray(begin * rowBytes, end * rowBytes), begin * rowBytes);
              expect(bytesAt(cut, outBytes)).toEqual(sentinel);
            }
          } finally {
            for (const pointer of [source, whole, cut]) freeBytes(pointer);
            freeTables(tables);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('takeAlongAxis (an address per element) and a put with repeated addresses, pieces run in order', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...dtypes),
        fc.integer({ min: 1, max: 12 }),
        fc.array(fc.nat(100), { maxLength: 20 }),
        cutsArbitrary,
        fc.nat(),
        (dtype, size, picks, cuts, seed) => {
          const { bytes, take, put } = indexingPlan(dtype);
          const addresses: Addresses = {
            outer: Int32Array.of(0),
            bases: Int32Array.from(picks, (pick) => (pick % size) * bytes),
            inner: undefined,
            innerCount: 1,
          };
          const tables = tablesOf(addresses);
          const count = picks.length * bytes;
          const source = randomBlock(size * bytes, seed);
          const values = randomBlock(count, seed + 1);
          const whole = allocBytes(Math.max(count, 1));
          const cut = allocBytes(Math.max(count, 1));
          const putWhole = randomBlock(size * bytes, seed + 2);
          const putCut = randomBlock(size * bytes, seed + 2);
          try {
            runRows(take, bytes, source, tables, whole);
            // A put's repeated address keeps the last write: its pieces run in ascending order, as the whole does.
            runRows(put, bytes, putWhole, tables, values);
            for (const [begin, end] of piecesOf(tables.rows, cuts)) {
              runRows(take, bytes, source, tables, cut, begin, end);
              runRows(put, bytes, putCut, tables, values, begin, end);
            }
            expect(bytesAt(cut, count)).toEqual(bytesAt(whole, count));
            expect(bytesAt(putCut, size * bytes)).toEqual(bytesAt(putWhole, size * bytes));
          } finally {
            for (const pointer of [source, values, whole, cut, putWhole, putCut]) freeBytes(pointer);
            freeTables(tables);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('accumulating scatters over ranges of their target', () => {
  it('scatter add/multiply/min/max with repeated indices: any cut, pieces in any order, gives the same bytes', () => {
    const loopTypes: DType[] = ['bool', 'int8', 'uint8', 'int16', 'uint16', 'int32', 'uint32', 'float32', 'float64'];
    fc.assert(
      fc.property(
        fc.constantFrom(...loopTypes),
        fc.constantFrom<Accumulation>('add', 'multiply', 'min', 'max'),
        fc.integer({ min: 1, max: 10 }),
        fc.array(fc.nat(100), { maxLength: 30 }),
        cutsArbitrary,
        fc.nat(),
        (dtype, kind, size, picks, cuts, seed) => {
          const bytes = itemSize(dtype);
          // Small values, so that sums and products of floats round (the order of repeats matters).
          const values = smallValues(dtype, picks.length, seed);
          const start = smallValues(dtype, size, seed + 7);
          const whole = allocBytes(size * bytes);
          const cut = allocBytes(size * bytes);
          new Uint8Array(memory().buffer).copyWithin(whole, start, start + size * bytes);
          new Uint8Array(memory().buffer).copyWithin(cut, start, start + size * bytes);
          const addresses = Int32Array.from(picks, (pick) => (pick % size) * bytes);
          const from = Int32Array.from(picks, (_, each) => each * bytes);
          try {
            accumulate({ dtype, kind, target: whole, addresses, values, from }, 0, size);
            const pieces = piecesOf(size, cuts);
            pieces.sort((left, right) => ((left[0] * 7 + seed) % 5) - ((right[0] * 7 + seed) % 5)); // any order
            for (const [begin, end] of pieces)
              accumulate({ dtype, kind, target: cut, addresses, values, from }, begin, end);
            expect(bytesAt(cut, size * bytes)).toEqual(bytesAt(whole, size * bytes));
            // The kernel's arithmetic is the dtype's: the same bytes as a JS loop that rounds and wraps as it does.
            const reference = allocBytes(size * bytes);
            try {
              new Uint8Array(memory().buffer).copyWithin(reference, start, start + size * bytes);
              referenceAccumulate(dtype, kind, reference, addresses, values, from);
              expect(bytesAt(whole, size * bytes)).toEqual(bytesAt(reference, size * bytes));
            } finally {
              freeBytes(reference);
            }
          } finally {
            for (const pointer of [values, start, whole, cut]) freeBytes(pointer);
          }
        },
      ),
      { numRuns: 80 },
    );
  });
});

/** `count` elements of `dtype` with small values (floats with fractions), in a fresh block. */
function smallValues(dtype: DType, count: number, seed: number): number {
  const bytes = itemSize(dtype);
  const pointer = allocBytes(Math.max(count * bytes, 1));
  const Typed = typedArrays[dtype]!;
  const view = new Typed(memory().buffer, pointer, count);
  let state = seed >>> 0 || 1;
  for (let each = 0; each < count; each += 1) {
    state = (state * 1664525 + 1013904223) >>> 0;
    const value = (state >>> 20) / 64 - 16;
    view[each] = dtype === 'bool' ? state >>> 31 : dtype.startsWith('float') ? value : Math.round(value);
  }
  return pointer;
}

describe('where over element ranges', () => {
  it('broadcast operands: the whole range and its pieces give the same bytes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...dtypes),
        fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 4 }),
        fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
        cutsArbitrary,
        fc.nat(),
        (dtype, outShape, ones, cuts, seed) => {
          const plan = wherePlan(dtype);
          const bytes = plan.bytes;
          // Each operand: the output's shape with some axes 1, and some leading axes dropped.
          const shapeOf = (operand: number) => {
            const shape = outShape.map((size, axis) => (ones[operand * 4 + axis] ? 1 : size));
            return shape.slice(ones[operand * 4 + 3] ? Math.min(1, shape.length) : 0);
          };
          const shapes = [shapeOf(0), shapeOf(1), shapeOf(2)];
          const sizes = shapes.map((shape) => shape.reduce((product, each) => product * each, 1));
          const size = outShape.reduce((product, each) => product * each, 1);
          const cond = randomBlock(sizes[0]!, seed);
          new Uint8Array(memory().buffer, cond, sizes[0]!).forEach((value, each, view) => {
            view[each] = value & 1;
          });
          const left = randomBlock(sizes[1]! * bytes, seed + 1);
          const right = randomBlock(sizes[2]! * bytes, seed + 2);
          const whole = allocBytes(Math.max(size * bytes, 1));
          const cut = allocBytes(Math.max(size * bytes, 1));
          try {
            const operands = [
              { pointer: cond, shape: shapes[0]! },
              { pointer: left, shape: shapes[1]! },
              { pointer: right, shape: shapes[2]! },
            ] as const;
            runWhere(whereWalk(plan, outShape, ...operands, whole));
            const walk = whereWalk(plan, outShape, ...operands, cut);
            for (const [begin, end] of piecesOf(size, cuts)) runWhere(walk, begin, end);
            expect(bytesAt(cut, size * bytes)).toEqual(bytesAt(whole, size * bytes));
          } finally {
            for (const pointer of [cond, left, right, whole, cut]) freeBytes(pointer);
          }
        },
      ),
      { numRuns: 80 },
    );
  });
});

describe('sort and argsort over line ranges', () => {
  const keyKinds = ['float32', 'float64', 'int16', 'bigint', 'complex'] as const;
  /** Keys with ties, NaN and -0 where the kind has them. */
  function keysOf(kind: (typeof keyKinds)[number], count: number, seed: number): Keys {
    let state = seed >>> 0 || 1;
    const next = () => {
      state = (state * 1664525 + 1013904223) >>> 0;
      const pick = state >>> 28;
      return pick === 0 ? Number.NaN : pick === 1 ? -0 : (pick % 6) - 2;
    };
    if (kind === 'bigint')
      return { kind: 'bigint', values: BigInt64Array.from({ length: count }, () => BigInt(next() || 0)) };
    if (kind === 'complex') return { kind: 'complex', values: Float64Array.from({ length: 2 * count }, next) };
    if (kind === 'int16') return { kind: 'number', values: Int16Array.from({ length: count }, () => next() || 0) };
    if (kind === 'float32') return { kind: 'number', values: Float32Array.from({ length: count }, next) };
    return { kind: 'number', values: Float64Array.from({ length: count }, next) };
  }

  it('argsort (and topK descending, cut to k): the whole range and its pieces give the same order', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...keyKinds),
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 3 }),
        fc.nat(2),
        fc.boolean(),
        cutsArbitrary,
        fc.nat(),
        (kind, shape, axisSeed, descending, cuts, seed) => {
          const axis = axisSeed % shape.length;
          const size = shape.reduce((product, each) => product * each, 1);
          const keys = keysOf(kind, size, seed);
          let outer = 1;
          let inner = 1;
          for (let each = 0; each < axis; each += 1) outer *= shape[each]!;
          for (let each = axis + 1; each < shape.length; each += 1) inner *= shape[each]!;
          const lines: Lines = { outer, length: shape[axis]!, inner };
          const take = descending ? Math.ceil(shape[axis]! / 2) : shape[axis]!;
          const whole = new Uint32Array(outer * take * inner);
          const cut = new Uint32Array(whole.length);
          orderLines(keys, lines, descending, take, whole);
          for (const [begin, end] of piecesOf(outer * inner, cuts))
            orderLines(keys, lines, descending, take, cut, begin, end);
          expect(cut).toEqual(whole);
          // sort is argsort's gather: over any cut of the output elements, the same words.
          const elementBytes = keys.values.byteLength / size;
          const Storage = elementBytes === 2 ? Uint16Array : Uint32Array;
          const words = elementBytes >= 4 ? elementBytes / 4 : 1;
          const from = new Storage(keys.values.buffer as ArrayBuffer);
          const gathered = new Storage(whole.length * words);
          const gatheredCut = new Storage(whole.length * words);
          gatherRange(from, gathered, words, whole);
          for (const [begin, end] of piecesOf(whole.length, cuts))
            gatherRange(from, gatheredCut, words, whole, begin, end);
          expect(gatheredCut).toEqual(gathered);
        },
      ),
      { numRuns: 80 },
    );
  });
});

type Typed = new (buffer: ArrayBufferLike, offset: number, length: number) => { [index: number]: number };
const typedArrays: Partial<Record<DType, Typed>> = {
  bool: Uint8Array,
  int8: Int8Array,
  uint8: Uint8Array,
  int16: Int16Array,
  uint16: Uint16Array,
  int32: Int32Array,
  uint32: Uint32Array,
  float32: Float32Array,
  float64: Float64Array,
};

/** The updates as a JS loop over a typed array: JS's arithmetic, rounded and wrapped as the dtype's. */
function referenceAccumulate(
  dtype: DType,
  kind: Accumulation,
  target: number,
  addresses: Int32Array,
  values: number,
  from: Int32Array,
): void {
  const Typed = typedArrays[dtype]!;
  const bytes = itemSize(dtype);
  const heap = new Typed(memory().buffer, 0, memory().buffer.byteLength / bytes);
  const float = dtype === 'float32' || dtype === 'float64';
  const round = dtype === 'float32' ? Math.fround : (value: number) => value;
  const combine =
    dtype === 'bool'
      ? kind === 'add' || kind === 'max'
        ? (left: number, right: number) => left | right
        : (left: number, right: number) => left & right
      : kind === 'add'
        ? (left: number, right: number) => round(left + right)
        : kind === 'multiply'
          ? float
            ? (left: number, right: number) => round(left * right)
            : Math.imul
          : kind === 'min'
            ? (left: number, right: number) => (left !== left || right !== right ? Number.NaN : Math.min(left, right))
            : (left: number, right: number) => (left !== left || right !== right ? Number.NaN : Math.max(left, right));
  addresses.forEach((address, each) => {
    const element = (target + address) / bytes;
    heap[element] = combine(heap[element]!, heap[(values + from[each]!) / bytes]!);
  });
}
