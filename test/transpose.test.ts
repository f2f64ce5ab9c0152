// Transposed, reversed, stepped and permuted views through the tiled gathers (asm/gather.ts: SIMD
// block transposes for 1, 2, 4 and 8-byte elements, edges by overlapping tiles) and the blocked
// paths that use them (binary, with a scalar, unary, mixed dtypes, out). Each view's copy is checked
// against a plain reference read from the contiguous base with the view's strides; every operation
// on the view is then checked against the same operation on that (verified) contiguous copy.
import { describe, expect, it } from 'vitest';
import {
  abs,
  add,
  at,
  copy,
  dtypes as allDTypes,
  multiply,
  permuteDims,
  zeros,
  type DType,
  type NDArray,
} from '../src/index.js';
import { isNarrow } from '../src/lattice/dtypes.js';
import { usedHeapBytes } from './support/heap.js';
import { values } from './support/values.js';

// Narrow dtypes (float8, int4 …) keep their own strided path (test/narrow.test.ts).
const dtypes = allDTypes.filter((dtype) => !isNarrow(dtype));

type Typed = ArrayLike<number | bigint> & { length: number };

/** The elements of a view of `flat` (the base's storage; complex: 2 numbers each), row-major. */
function reference(
  flat: Typed,
  parts: number,
  shape: readonly number[],
  strides: readonly number[],
  offset: number,
): (number | bigint)[] {
  const out: (number | bigint)[] = [];
  const walk = (axis: number, at: number) => {
    if (axis === shape.length) {
      for (let part = 0; part < parts; part += 1) out.push(flat[at * parts + part]!);
      return;
    }
    for (let index = 0; index < shape[axis]!; index += 1) walk(axis + 1, at + index * strides[axis]!);
  };
  walk(0, offset);
  return out;
}

/** The views of a [rows, columns] base: its transpose, reversed both ways, stepped; element offsets. */
function views(base: NDArray, rows: number, columns: number): [string, NDArray, number][] {
  const t = base.transpose();
  using stepped = base.slice('::2'); // the transposed view below keeps the memory alive
  return [
    ['transpose', t, 0],
    ['transpose, rows reversed', t.slice('::-1'), columns - 1],
    ['transpose, columns reversed', at(t, ':, ::-1'), (rows - 1) * columns],
    ['stepped, then transposed', stepped.transpose(), 0],
    ['transposed, stepped', t.slice('1::3'), 1],
  ];
}

/** The first index where two lists differ (-1: none), so that large mismatches print briefly. */
function firstDifference(got: Typed, want: Typed): number {
  if (got.length !== want.length) return Math.min(got.length, want.length);
  for (let index = 0; index < got.length; index += 1) if (got[index] !== want[index]) return index;
  return -1;
}

function expectSame(got: NDArray, want: NDArray, label: string) {
  expect(got.dtype, label).toBe(want.dtype);
  expect(got.shape, label).toEqual(want.shape);
  expect(firstDifference(got.toTypedArray() as Typed, want.toTypedArray() as Typed), label).toBe(-1);
}

/** Every blocked path on `view` against the same call on its contiguous copy `plain`. */
function checkOperations(view: NDArray, plain: NDArray, dtype: DType, label: string, light = false) {
  using other = values(dtype, plain.size);
  using y = other.reshape(plain.shape);
  using sum = add(view, y);
  using sumPlain = add(plain, y);
  expectSame(sum, sumPlain, `${label}: add`);
  if (light) {
    using negated = multiply(view, -1);
    using negatedPlain = multiply(plain, -1);
    expectSame(negated, negatedPlain, `${label}: multiply by a scalar`);
    return;
  }
  using flipped = add(y, view);
  expectSame(flipped, sumPlain, `${label}: add, view second`);
  if (dtype !== 'bool') {
    using scaled = multiply(view, 3);
    using scaledPlain = multiply(plain, 3);
    expectSame(scaled, scaledPlain, `${label}: multiply by a scalar`);
  }
  using magnitude = abs(view);
  using magnitudePlain = abs(plain);
  expectSame(magnitude, magnitudePlain, `${label}: abs`);
  if (!dtype.startsWith('complex')) {
    using mixed = add(view, 0.5);
    using mixedPlain = add(plain, 0.5);
    expectSame(mixed, mixedPlain, `${label}: add a float`);
  }
  using target = zeros(plain.shape, sumPlain.dtype as DType);
  expect(add(view, y, { out: target })).toBe(target);
  expectSame(target, sumPlain, `${label}: add into out`);
  using magnitudeTarget = zeros(plain.shape, magnitudePlain.dtype as DType);
  expect(abs(view, { out: magnitudeTarget })).toBe(magnitudeTarget);
  expectSame(magnitudeTarget, magnitudePlain, `${label}: abs into out`);
}

function checkView(
  flat: Typed,
  parts: number,
  view: NDArray,
  offset: number,
  dtype: DType,
  label: string,
  light = false,
) {
  using plain = copy(view);
  expect(plain.contiguous).toBe(true);
  expect(
    firstDifference(plain.toTypedArray() as Typed, reference(flat, parts, view.shape, view.strides, offset)),
    `${label}: copy`,
  ).toBe(-1);
  checkOperations(view, plain, dtype, label, light);
}

describe('transposed and permuted views (tiled gathers)', () => {
  it('2-D views of odd shapes, every dtype: copy = reference, operations = on the copy', () => {
    const before = usedHeapBytes();
    for (const dtype of dtypes) {
      const parts = dtype.startsWith('complex') ? 2 : 1;
      for (const [rows, columns] of [
        [1, 300],
        [300, 1],
        [17, 33],
        [33, 17],
        [16, 16],
        [64, 64],
        [65, 63],
        [130, 70],
        [7, 900],
      ]) {
        using flatBase = values(dtype, rows * columns);
        using base = flatBase.reshape([rows, columns]);
        const flat = base.toTypedArray() as Typed;
        for (const [name, view, offset] of views(base, rows, columns)) {
          using owned = view;
          checkView(flat, parts, owned, offset, dtype, `${dtype} [${rows}, ${columns}] ${name}`);
        }
      }
    }
    expect(usedHeapBytes()).toBe(before);
  }, 120_000);

  it('large transposes (1023 × 1025, 1024 × 1024), each element size', () => {
    const before = usedHeapBytes();
    for (const dtype of ['int8', 'int16', 'float32', 'float64'] as DType[]) {
      const parts = dtype.startsWith('complex') ? 2 : 1;
      for (const [rows, columns] of [
        [1023, 1025],
        [1024, 1024],
      ]) {
        using flatBase = values(dtype, rows * columns);
        using base = flatBase.reshape([rows, columns]);
        const flat = base.toTypedArray() as Typed;
        using view = base.transpose();
        checkView(flat, parts, view, 0, dtype, `${dtype} [${rows}, ${columns}] transpose`, true);
        using reversed = at(view, '::-1, ::-1');
        checkView(
          flat,
          parts,
          reversed,
          rows * columns - 1,
          dtype,
          `${dtype} [${rows}, ${columns}] transpose reversed`,
          true,
        );
      }
    }
    expect(usedHeapBytes()).toBe(before);
  }, 120_000);

  it('3-D permutations (channels first, batched transposes), every element size', () => {
    const before = usedHeapBytes();
    for (const dtype of ['bool', 'int8', 'int16', 'float32', 'int64', 'complex128'] as DType[]) {
      const parts = dtype.startsWith('complex') ? 2 : 1;
      for (const shape of [
        [40, 50, 3],
        [33, 17, 4],
        [9, 130, 20],
        [2, 64, 65],
      ]) {
        const [height, width, channels] = shape as [number, number, number];
        using flatBase = values(dtype, height * width * channels);
        using base = flatBase.reshape(shape);
        const flat = base.toTypedArray() as Typed;
        for (const axes of [
          [2, 0, 1],
          [0, 2, 1],
          [1, 0, 2],
          [2, 1, 0],
          [1, 2, 0],
        ]) {
          using view = permuteDims(base, axes);
          checkView(flat, parts, view, 0, dtype, `${dtype} [${shape}] permuteDims ${axes}`);
        }
        using channelsFirst = permuteDims(base, [2, 0, 1]);
        using reversed = at(channelsFirst, '::-1, :, ::-1');
        checkView(
          flat,
          parts,
          reversed,
          channels - 1 + (width - 1) * channels,
          dtype,
          `${dtype} [${shape}] permuted, reversed`,
        );
      }
    }
    expect(usedHeapBytes()).toBe(before);
  }, 120_000);

  it('mixed dtypes with a transposed operand (cast per block)', () => {
    const before = usedHeapBytes();
    for (const [left, right] of [
      ['int8', 'uint8'],
      ['int16', 'float32'],
      ['uint8', 'float64'],
      ['float32', 'float64'],
    ] as [DType, DType][]) {
      using flatBase = values(left, 70 * 90);
      using base = flatBase.reshape([70, 90]);
      using view = base.transpose();
      using plain = copy(view);
      using flatOther = values(right, 90 * 70);
      using other = flatOther.reshape([90, 70]);
      using fast = add(view, other);
      using slow = add(plain, other);
      expectSame(fast, slow, `${left} transposed + ${right}`);
    }
    expect(usedHeapBytes()).toBe(before);
  }, 120_000);
});

describe('views with small steps (rows compacted 16 bytes at a time) and transposes straight to the output', () => {
  it('1-D and 2-D views with steps 2, 3, 4 (and reversed), every dtype, odd lengths', () => {
    const before = usedHeapBytes();
    for (const dtype of dtypes) {
      const parts = dtype.startsWith('complex') ? 2 : 1;
      for (const length of [257, 1000, 4099]) {
        using base = values(dtype, length);
        const flat = base.toTypedArray() as Typed;
        for (const [text, step, offset] of [
          ['::2', 2, 0],
          ['1::3', 3, 1],
          ['3::4', 4, 3],
          ['::-2', -2, length - 1],
          ['2::3', 3, 2],
        ] as [string, number, number][]) {
          using view = base.slice(text);
          expect(view.strides, `${dtype} ${text}`).toEqual([step]);
          checkView(flat, parts, view, offset, dtype, `${dtype} [${length}] ${text}`);
        }
      }
      for (const [rows, columns] of [
        [1, 1000],
        [9, 300],
        [40, 77],
      ]) {
        using flatBase = values(dtype, rows * columns);
        using base = flatBase.reshape([rows, columns]);
        const flat = base.toTypedArray() as Typed;
        for (const [text, offset] of [
          [':, ::2', 0],
          [':, 1::3', 1],
          ['::-1, ::4', (rows - 1) * columns],
          [':, ::-3', columns - 1],
        ] as [string, number][]) {
          using view = at(base, text);
          checkView(flat, parts, view, offset, dtype, `${dtype} [${rows}, ${columns}] ${text}`);
        }
      }
    }
    expect(usedHeapBytes()).toBe(before);
  }, 120_000);

  it('channels first of large interleaved images (one channel plane per block), every dtype', () => {
    const before = usedHeapBytes();
    for (const dtype of dtypes) {
      const parts = dtype.startsWith('complex') ? 2 : 1;
      for (const shape of [
        [200, 301, 3],
        [150, 221, 4],
        [131, 257, 2],
      ]) {
        const [height, width, channels] = shape as [number, number, number];
        using flatBase = values(dtype, height * width * channels);
        using base = flatBase.reshape(shape);
        const flat = base.toTypedArray() as Typed;
        using view = permuteDims(base, [2, 0, 1]);
        checkView(flat, parts, view, 0, dtype, `${dtype} [${shape}] permuteDims 2,0,1`);
        using magnitude = abs(view);
        using plain = copy(view);
        using magnitudePlain = abs(plain);
        expectSame(magnitude, magnitudePlain, `${dtype} [${shape}] abs of channels first`);
        using cropped = at(base, ':, 1:-2, :');
        using croppedView = permuteDims(cropped, [2, 0, 1]);
        checkView(flat, parts, croppedView, channels, dtype, `${dtype} [${shape}] cropped, permuteDims 2,0,1`);
      }
    }
    expect(usedHeapBytes()).toBe(before);
  }, 120_000);

  it('transposes of every size around the block and strip widths, views of views, 1 row or column', () => {
    const before = usedHeapBytes();
    for (const dtype of ['bool', 'int8', 'uint16', 'float32', 'int64'] as DType[]) {
      for (const [rows, columns] of [
        [8, 300],
        [300, 8],
        [15, 16],
        [16, 15],
        [63, 65],
        [100, 513],
        [513, 100],
        [1, 512],
        [512, 1],
        [250, 520],
      ]) {
        using flatBase = values(dtype, rows * columns);
        using base = flatBase.reshape([rows, columns]);
        const flat = base.toTypedArray() as Typed;
        for (const [name, view, offset] of views(base, rows, columns)) {
          using owned = view;
          checkView(flat, 1, owned, offset, dtype, `${dtype} [${rows}, ${columns}] ${name}`);
        }
        using once = base.transpose();
        using back = once.transpose();
        using reversed = back.slice('::-1');
        using twice = reversed.transpose();
        checkView(
          flat,
          1,
          twice,
          (rows - 1) * columns,
          dtype,
          `${dtype} [${rows}, ${columns}] transpose of a reversed transpose`,
        );
      }
    }
    expect(usedHeapBytes()).toBe(before);
  }, 120_000);

  it('unary ops on transposed views into out, and with out aliasing the input', () => {
    const before = usedHeapBytes();
    for (const dtype of ['int8', 'int16', 'float32', 'float64'] as DType[]) {
      using flatBase = values(dtype, 70 * 70);
      using base = flatBase.reshape([70, 70]);
      using view = base.transpose();
      using plain = copy(view);
      using want = abs(plain);
      using target = zeros([70, 70], dtype);
      expect(abs(view, { out: target })).toBe(target);
      expectSame(target, want, `${dtype} abs(x.T) into out`);
      using again = copy(base);
      using againView = again.transpose();
      expect(abs(againView, { out: again })).toBe(again);
      expectSame(again, want, `${dtype} abs(x.T) into x`);
    }
    expect(usedHeapBytes()).toBe(before);
  }, 120_000);
});
