// Views of the packed dtypes (int4, uint4, float4_e2m1fn: two per byte; int2, uint2: four) are
// views, as every other dtype's are (src/memory/packed.ts): a view starting inside a byte, stepped,
// reversed, transposed or broadcast shares its base's memory. Reads see the base's current values,
// writes through a view (an operation's `out`) land in the base, and a broadcast view allocates
// nothing. Each case is checked against the same views of an int32/float32 copy of the base.
import { describe, expect, it } from 'vitest';
import {
  NDArray,
  add,
  array,
  broadcastTo,
  clip,
  copy,
  dtypeRows,
  expandDims,
  frombuffer,
  min,
  scope,
  max,
  negative,
  sum,
  transpose,
  where,
  zeros,
  type DType,
} from '../src/x64.js';
import { undisposed } from '../src/memory/memory.js';
import { usedHeapBytes } from './support/heap.js';

type Any = NDArray;
const packed = dtypeRows.filter((row) => 'narrow' in row && row.narrow.perByte > 1).map((row) => row.name as DType);
const perByte = (dtype: DType) =>
  (dtypeRows.find((row) => row.name === dtype) as unknown as { narrow: { perByte: number } }).narrow.perByte;
const wideOf = (dtype: DType): DType => (dtype.startsWith('float') ? 'float32' : 'int32');

/** Pseudo-random elements of `dtype` (every code possible) in `shape`. */
function randomArray(dtype: DType, shape: readonly number[], seed: number): Any {
  return scope(() =>
    randomFlat(
      dtype,
      shape.reduce((product, size) => product * size, 1),
      seed,
    ).reshape(shape as number[]),
  );
}

function randomFlat(dtype: DType, count: number, seed: number): Any {
  const per = perByte(dtype);
  const bytes = new Uint8Array(Math.ceil(count / per));
  let state = seed;
  for (let index = 0; index < bytes.length; index += 1) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    bytes[index] = state >>> 16;
  }
  if (count % per !== 0) bytes[bytes.length - 1]! &= (1 << ((count % per) * (8 / per))) - 1;
  return frombuffer(bytes, dtype, count) as Any;
}

/** Views as recipes, applied alike to a packed array and its wide copy (a 4×6 base). */
const recipeSteps: Record<string, (base: Any) => Any> = {
  'slice 1:': (base) => base.reshape([24]).slice('1:'),
  'slice 3:10': (base) => base.reshape([24]).slice('3:10'),
  'slice 4:11 (ends inside a byte)': (base) => base.reshape([24]).slice('4:11'),
  'slice 8:13 (ends inside a byte)': (base) => base.reshape([24]).slice('8:13'),
  'slice ::3': (base) => base.reshape([24]).slice('::3'),
  'slice 2::5': (base) => base.reshape([24]).slice('2::5'),
  'slice ::-1': (base) => base.reshape([24]).slice('::-1'),
  'slice 22:1:-7': (base) => base.reshape([24]).slice('22:1:-7'),
  'rows 1:3, columns 1:': (base) => base.slice('1:3', '1:'),
  'columns ::-2': (base) => base.slice(':', '::-2'),
  'integer index 1, then 3:': (base) => base.slice(1, '3:'),
  'one element at 5': (base) => base.reshape([24]).slice(5),
  transpose: (base) => transpose(base),
  'transpose of a slice': (base) => base.slice('1:', '1:5').transpose(),
  broadcastTo: (base) => broadcastTo(base.slice(2, '1:4'), [5, 3]),
  'broadcastTo of a column': (base) => broadcastTo(base.slice(':', '3:4'), [4, 6]),
  'expandDims of a slice': (base) => expandDims(base.reshape([24]).slice('1:7'), [0, 2]),
  'reshape of a slice': (base) => base.reshape([24]).slice('1:13').reshape([3, 4]),
  'reshape of a slice of a slice': (base) => base.reshape([24]).slice('1:').slice('2:14').reshape([2, 2, 3]),
};

/** The recipes, each in a scope that frees its intermediate views. */
const recipes: Record<string, (base: Any) => Any> = Object.fromEntries(
  Object.entries(recipeSteps).map(([name, steps]) => [name, (base: Any) => scope(() => steps(base))]),
);

/** Values as the wide copy's: numbers (int4 → number, float4 → number). */
const values = (array: Any): unknown => array.toArray();

describe('packed views read the elements they name', () => {
  it('toArray, item, toTypedArray, copy, astype, String and an operation of each view, every packed dtype', () => {
    const heap = usedHeapBytes();
    for (const dtype of packed) {
      using base = randomArray(dtype, [4, 6], 17);
      using wide = base.astype(wideOf(dtype));
      for (const [name, recipe] of Object.entries(recipes)) {
        const where = `${dtype} ${name}`;
        using view = recipe(base);
        using wideView = recipe(wide);
        expect(view.shape, where).toEqual(wideView.shape);
        expect(values(view), where).toEqual(values(wideView));
        using copied = copy(view);
        expect(copied.contiguous, where).toBe(true);
        expect(values(copied), where).toEqual(values(wideView));
        expect(view.toTypedArray(), where).toEqual(copied.toTypedArray());
        expect(String(view), where).toBe(String(copied));
        if (view.size > 0) expect(view.item(view.size - 1), where).toEqual(wideView.item(wideView.size - 1));
        using back = view.astype(wideOf(dtype));
        expect(values(back), where).toEqual(values(wideView));
        using sumOf = add(view, view);
        using twiceWide = add(wideView, wideView);
        using sumOfWide = twiceWide.astype(dtype);
        expect(values(sumOf), where).toEqual(values(sumOfWide));
      }
    }
    expect(usedHeapBytes()).toBe(heap);
  });

  it('a view shares its base: it sees later writes to the base, and its offset is in elements', () => {
    using base = zeros([6], 'int4');
    using view = base.slice('1:4');
    expect(view.offset).toBe(1);
    expect(view.contiguous).toBe(false); // it starts inside a byte
    expect(view.strides).toEqual([1]);
    add(array([1, 2, 3, 4, 5, 6], 'int4'), 0, { out: base });
    expect(view.toArray()).toEqual([2, 3, 4]);
    using stepped = base.slice('1::2');
    expect(stepped.offset).toBe(1);
    expect(stepped.toArray()).toEqual([2, 4, 6]);
    using aligned = base.slice('2:');
    expect(aligned.contiguous).toBe(true); // starts on a byte: a plain run of bytes
    expect(aligned.tobytes()).toEqual(new Uint8Array([0x43, 0x65]));
  });

  it('broadcastTo of a packed array allocates nothing, whatever its size', () => {
    using one = array([1], 'int4');
    const before = undisposed().bytes;
    using huge = broadcastTo(one, [2 ** 34]);
    expect(undisposed().bytes).toBe(before);
    expect(huge.shape).toEqual([2 ** 34]);
    expect(huge.item(2 ** 34 - 1)).toBe(1);
    using small = broadcastTo(expandDims(huge.slice('5:8'), 0), [2, 3]);
    expect(small.toArray()).toEqual([
      [1, 1, 1],
      [1, 1, 1],
    ]);
  });
});

describe('packed views as out: the writes land in the base', () => {
  it('every writable recipe, every packed dtype, elementwise binary and unary operations', () => {
    const heap = usedHeapBytes();
    for (const dtype of packed) {
      for (const [name, recipe] of Object.entries(recipes)) {
        if (name.startsWith('broadcastTo')) continue;
        const where = `${dtype} ${name}`;
        using base = zeros([4, 6], dtype);
        using view = recipe(base);
        using input = randomArray(dtype, view.shape as number[], 5);
        using result = add(input, -0, { out: view }); // x + -0 is x, -0 included
        expect(result, where).toBe(view);
        expect(flatValues(base), where).toEqual(written(recipe, input));
        // biome-ignore lint/correctness/noUnusedVariables: held only to be disposed at the block's end
        using negated = negative(view, { out: view });
        using negatedInput = negative(input);
        expect(values(view), where).toEqual(values(negatedInput));
      }
    }
    expect(usedHeapBytes()).toBe(heap);
  });

  it('the issue\'s case: add(x, 0, { out: b.slice("1:4") }) writes b', () => {
    using b = zeros([6], 'int4');
    using x = array([1, 2, 3], 'int4');
    add(x, 0, { out: b.slice('1:4') }).dispose();
    expect(b.toArray()).toEqual([0, 1, 2, 3, 0, 0]);
    using c = zeros([8], 'uint2');
    add(array([1, 2, 3, 1], 'uint2'), 0, { out: c.slice('::2') }).dispose();
    expect(c.toArray()).toEqual([1, 0, 2, 0, 3, 0, 1, 0]);
    expect(c.tobytes()).toEqual(new Uint8Array([0b00100001, 0b00010011]));
  });

  it('transposed, reshaped and expanded views as out', () => {
    using matrix = array(
      [
        [1, 2, 3],
        [4, 5, 6],
      ],
      'int4',
    );
    using target = zeros([3, 2], 'int4');
    negative(matrix, { out: target.transpose() }).dispose();
    expect(target.toArray()).toEqual([
      [-1, -4],
      [-2, -5],
      [-3, -6],
    ]);
    using floats = zeros([7], 'float4_e2m1fn');
    using grid = floats.slice('1:').reshape([2, 3]);
    add(
      array(
        [
          [1, 2, 3],
          [4, 6, -1],
        ],
        'float4_e2m1fn',
      ),
      0,
      { out: grid },
    ).dispose();
    expect(floats.toArray()).toEqual([0, 1, 2, 3, 4, 6, -1]);
    using ints = zeros([5], 'int4');
    add(array([[1, 2, 3, 4]], 'int4'), 0, { out: expandDims(ints.slice('1:'), 0) }).dispose();
    expect(ints.toArray()).toEqual([0, 1, 2, 3, 4]);
  });

  it('where, reductions and scans with a packed view as out', () => {
    using chosen = zeros([6], 'int4');
    where(array([true, false, true]), array([1, 2, 3], 'int4'), array([4, 5, 6], 'int4'), {
      out: chosen.slice('1:4'),
    }).dispose();
    expect(chosen.toArray()).toEqual([0, 1, 5, 3, 0, 0]);
    using largest = zeros([5], 'int4');
    max(
      array(
        [
          [1, 7],
          [3, 2],
        ],
        'int4',
      ),
      { axis: 1, out: largest.slice('1:3') },
    ).dispose();
    expect(largest.toArray()).toEqual([0, 7, 3, 0, 0]);
    using smallest = zeros([7], 'uint4');
    min(
      array(
        [
          [1, 9, 3],
          [4, 2, 6],
        ],
        'uint4',
      ),
      { axis: 0, out: smallest.slice('::-3') },
    ).dispose();
    expect(smallest.toArray()).toEqual([3, 0, 0, 2, 0, 0, 1]);
    using total = sum(chosen.slice('1:'));
    expect(total.toArray()).toBe(9n);
  });

  it("a view that starts on a byte and ends inside one: its last byte's other elements are kept", () => {
    using base = array([1, 2, 3, 4, 5, 6], 'int4');
    using middle = base.slice('2:5');
    expect(middle.contiguous).toBe(true);
    expect(middle.tobytes()).toEqual(new Uint8Array([0x43, 0x05]));
    expect(middle.toTypedArray()).toEqual(new Uint8Array([3, 4, 5]));
    add(array([7, 7, 7], 'int4'), 0, { out: middle });
    expect(base.toArray()).toEqual([1, 2, 7, 7, 7, 6]);
    max(
      array(
        [
          [1, -1],
          [0, -8],
          [5, 2],
        ],
        'int4',
      ),
      { axis: 1, out: middle },
    );
    expect(base.toArray()).toEqual([1, 2, 1, 0, 5, 6]);
    where(array([true, false, true]), 3, array([-1, -2, -3], 'int4'), { out: middle });
    expect(base.toArray()).toEqual([1, 2, 3, -2, 3, 6]);
    clip(array([-5, 0, 5], 'int4'), undefined, undefined, { out: middle });
    expect(base.toArray()).toEqual([1, 2, -5, 0, 5, 6]);
    clip(array([-5, 0, 5], 'int4'), -1, 1, { out: middle });
    expect(base.toArray()).toEqual([1, 2, -1, 0, 1, 6]);
  });

  it('a plain array of an odd number of packed elements as out gets every element', () => {
    using three = zeros([3], 'int4');
    max(
      array(
        [
          [1, -1],
          [0, -8],
          [5, 2],
        ],
        'int4',
      ),
      { axis: 1, out: three },
    );
    expect(three.toArray()).toEqual([1, 0, 5]);
    clip(array([-5, 0, 5], 'int4'), undefined, undefined, { out: three });
    expect(three.toArray()).toEqual([-5, 0, 5]);
  });

  it('an out that overlaps an operand is read before it is written', () => {
    using base = array([1, 2, 3, 4, 5, 6, 7], 'int4');
    add(base.slice('1:'), base.slice(':-1'), { out: base.slice('1:') }).dispose();
    expect(base.toArray()).toEqual([1, 3, 5, 7, -7, -5, -3]);
  });

  it('a broadcast view as out is a TypeError that names it, and nothing is written', () => {
    using one = zeros([1], 'int4');
    using two = broadcastTo(one, [2]);
    expect(() => add(array([1, 2], 'int4'), 0, { out: two })).toThrow(
      'add: out (int4, shape [2]) is a broadcast view: axis 0 repeats one element 2 times, so it cannot be written',
    );
    expect(() =>
      max(
        array(
          [
            [1, 2],
            [3, 4],
          ],
          'int4',
        ),
        { axis: 1, out: two },
      ),
    ).toThrow(TypeError);
    expect(one.toArray()).toEqual([0]);
    using base = zeros([6], 'int4');
    expect(() => add(array([1, 2, 3], 'int4'), 0, { out: base.slice('1:5') } as never)).toThrow(
      'out must have exactly the result dtype and shape',
    );
    expect(base.toArray()).toEqual([0, 0, 0, 0, 0, 0]);
  });
});

/** The elements of an array, row-major, as a flat list. */
function flatValues(array: Any): unknown[] {
  return [array.toArray()].flat(Infinity as 1);
}

/** A zeroed 4×6 base's elements after `input`'s are written into `recipe(base)`: positions found by the same view of an index array. */
function written(recipe: (base: Any) => Any, input: Any): unknown[] {
  const result: unknown[] = new Array(24).fill(0);
  using indices = scope(() => array([...Array(24).keys()], 'int32').reshape([4, 6]));
  using positions = recipe(indices);
  const sources = flatValues(input);
  (flatValues(positions) as number[]).forEach((target, index) => (result[target] = sources[index]));
  return result;
}
