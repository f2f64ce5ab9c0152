// Views and indexing against NumPy (test/fixtures/views/cases.json from scripts/views_oracle.py),
// strided inputs through every operation family, the memory rules of views (a view keeps its
// base's block alive; nothing leaks), and the errors.
import { readFileSync } from 'node:fs';
import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  add,
  arange,
  array,
  at,
  bitwiseAnd,
  broadcastTo,
  concatenate,
  copy,
  divide,
  dtypes,
  exp,
  expandDims,
  flatten,
  less,
  multiply,
  negative,
  NDArray,
  permuteDims,
  reshape,
  scope,
  slice,
  sqrt,
  squeeze,
  stack,
  subtract,
  transpose,
  zeros,
  type DType,
  type SliceIndex,
} from '../src/index.js';
import { undisposed } from '../src/memory/memory.js';
import { memory } from '../src/kernels/heap.js';
import { usedHeapBytes } from './support/heap.js';

type Item = number | null | '...' | [number | null, number | null, number | null];
type Step =
  | ['index', Item[], string]
  | ['transpose', number[] | null]
  | ['expandDims', number]
  | ['squeeze', null]
  | ['broadcastTo', number[]]
  | ['flatten', null];
interface Case {
  shape: number[];
  steps: Step[];
  resultShape: number[];
  values: number[];
}
const oracle = JSON.parse(readFileSync(new URL('./fixtures/views/cases.json', import.meta.url), 'utf8')) as {
  cases: Case[];
  errors: { shape: number[]; index: Item[]; numpy: string }[];
};

function flat(value: unknown): unknown[] {
  return Array.isArray(value) ? value.flatMap(flat) : [value];
}

function apply(base: NDArray, step: Step, textual: boolean): NDArray {
  switch (step[0]) {
    case 'index':
      return textual ? at(base, step[2]) : slice(base, ...(step[1] as SliceIndex[]));
    case 'transpose':
      return step[1] === null ? base.transpose() : permuteDims(base, step[1]);
    case 'expandDims':
      return expandDims(base, step[1]);
    case 'squeeze':
      return squeeze(base);
    case 'broadcastTo':
      return broadcastTo(base, step[1]);
    case 'flatten':
      return flatten(base);
  }
}

describe('views against NumPy', () => {
  let baseline = 0;

  it(`replays ${oracle.cases.length} chains of indexing and view operations`, () => {
    zeros([1], 'int8').dispose();
    baseline = usedHeapBytes();
    oracle.cases.forEach((testCase, number) => {
      for (const textual of [false, true]) {
        const made: NDArray[] = [];
        try {
          const size = testCase.shape.reduce((product, length) => product * length, 1);
          const start = arange(size, 'int32');
          made.push(start);
          let current = start.reshape(testCase.shape) as NDArray;
          made.push(current);
          for (const step of testCase.steps) {
            current = apply(current, step, textual);
            made.push(current);
          }
          const label = `case ${number}: ${JSON.stringify(testCase.steps)}`;
          expect(current.shape, label).toEqual(testCase.resultShape);
          expect(flat(current.toArray()), label).toEqual(testCase.values);
          // The same elements through the strided kernel paths: a binary op, a cast, a copy.
          const sum = add(current, 0);
          const cast = current.astype('float64');
          const copied = copy(current);
          made.push(sum, cast, copied);
          expect(Array.from(sum.toTypedArray() as ArrayLike<number>), label).toEqual(testCase.values);
          expect(Array.from(cast.toTypedArray() as ArrayLike<number>), label).toEqual(testCase.values);
          expect(Array.from(copied.toTypedArray() as ArrayLike<number>), label).toEqual(testCase.values);
          expect(copied.contiguous).toBe(true);
        } finally {
          for (const each of made) each.dispose();
        }
      }
    });
    expect(usedHeapBytes()).toBe(baseline);
  });

  it('refuses integer indices out of bounds, naming index, axis and size (NumPy raises IndexError)', () => {
    for (const { shape, index, numpy } of oracle.errors) {
      const base = zeros(shape, 'int8');
      try {
        expect(() => slice(base, ...(index as SliceIndex[]))).toThrow(RangeError);
        if (numpy.startsWith('index'))
          expect(() => slice(base, ...(index as SliceIndex[]))).toThrow(`slice: ${numpy}.`);
      } finally {
        base.dispose();
      }
    }
    expect(usedHeapBytes()).toBe(baseline);
  });
});

describe('slice and at', () => {
  it('reads like NumPy', () => {
    using x = arange(24, 'int32').reshape([2, 3, 4]);
    using a = x.slice(1, '::-1', [1, null, 2]);
    expect(a.toArray()).toEqual([
      [21, 23],
      [17, 19],
      [13, 15],
    ]);
    expect(a.strides).toEqual([-4, 2]);
    expect(a.offset).toBe(21);
    using b = at(x, '..., 0');
    expect(b.toArray()).toEqual([
      [0, 4, 8],
      [12, 16, 20],
    ]);
    using c = x.slice(null, 0, '1:');
    expect(c.shape).toEqual([1, 2, 4]);
    using d = x.slice(':', [5, 1, -1]);
    expect(d.shape).toEqual([2, 1, 4]);
    using e = x.slice(0, [10, 20]);
    expect(e.shape).toEqual([0, 4]);
    expect(e.toArray()).toEqual([]);
  });

  it('errors name the problem', () => {
    using x = zeros([2, 3], 'float32');
    // @ts-expect-error the checker refuses it in the same words
    expect(() => x.slice(0, 3)).toThrow('slice: index 3 is out of bounds for axis 1 with size 3.');
    // @ts-expect-error the checker refuses it in the same words
    expect(() => x.slice(0, 0, 0)).toThrow('slice: too many indices for an array of shape [2, 3]: 2 axes, 3 indexed.');
    expect(() => x.slice('::0')).toThrow("slice: the step of slice '::0' cannot be 0.");
    expect(() => x.slice('...', '...')).toThrow("slice: an index can have only one ellipsis ('...').");
    expect(() => x.slice(1.5)).toThrow(TypeError);
    expect(() => x.slice('a:b')).toThrow(TypeError);
    expect(() => x.slice({} as never)).toThrow(TypeError);
    expect(() => at(x, {} as never)).toThrow(TypeError);
    // @ts-expect-error the checker refuses it in the same words
    expect(() => at(x, '5')).toThrow('at: index 5 is out of bounds for axis 0 with size 2.');
  });
});

describe('view operations', () => {
  it('transpose, permuteDims, expandDims, squeeze, broadcastTo, flatten, reshape', () => {
    using x = arange(6, 'float32').reshape([2, 3]);
    using t = transpose(x);
    expect(t.toArray()).toEqual([
      [0, 3],
      [1, 4],
      [2, 5],
    ]);
    expect(t.contiguous).toBe(false);
    using p = permuteDims(x, [-1, 0]);
    expect(p.strides).toEqual([1, 3]);
    using e = expandDims(x, [0, -1]);
    expect(e.shape).toEqual([1, 2, 3, 1]);
    expect(e.contiguous).toBe(true);
    using s = squeeze(e, 0);
    expect(s.shape).toEqual([2, 3, 1]);
    using b = broadcastTo(array([1, 2, 3], 'int8'), [2, 2, 3]);
    expect(b.strides).toEqual([0, 0, 1]);
    expect(b.toArray()).toEqual([
      [
        [1, 2, 3],
        [1, 2, 3],
      ],
      [
        [1, 2, 3],
        [1, 2, 3],
      ],
    ]);
    using f = flatten(t);
    expect(f.toArray()).toEqual([0, 3, 1, 4, 2, 5]);
    using r = reshape(t, [-1]);
    expect(r.toArray()).toEqual([0, 3, 1, 4, 2, 5]);
    using contiguousFlat = flatten(x);
    expect(contiguousFlat.offset).toBe(0);
  });

  it('errors name axes and shapes', () => {
    using x = zeros([2, 3], 'float32');
    // Each is also a compile error in the same words (test-d/shapes.test-d.ts).
    // @ts-expect-error transpose: axis 0 is repeated in [0, 0].
    expect(() => transpose(x, [0, 0])).toThrow('transpose: axis 0 is repeated in [0, 0].');
    // @ts-expect-error transpose: axes [0] must name each of the 2 axes …
    expect(() => transpose(x, [0])).toThrow(
      'transpose: axes [0] must name each of the 2 axes of an array of shape [2, 3] once.',
    );
    // @ts-expect-error transpose: axis 2 is out of range for 2 axes (-2 to 1).
    expect(() => transpose(x, [0, 2])).toThrow('transpose: axis 2 is out of range for 2 axes (-2 to 1).');
    expect(() => permuteDims(x, undefined as never)).toThrow(TypeError);
    // @ts-expect-error expandDims: axis 3 is out of range for 3 axes (-3 to 2).
    expect(() => expandDims(x, 3)).toThrow(RangeError);
    // @ts-expect-error squeeze: axis 1 of shape [2, 3] has size 3, not 1.
    expect(() => squeeze(x, 1)).toThrow('squeeze: axis 1 of shape [2, 3] has size 3, not 1.');
    // @ts-expect-error broadcastTo: cannot broadcast an array of shape [2, 3] to shape [3, 3].
    expect(() => broadcastTo(x, [3, 3])).toThrow(
      'broadcastTo: cannot broadcast an array of shape [2, 3] to shape [3, 3].',
    );
    // @ts-expect-error broadcastTo: cannot broadcast an array of shape [2, 3] to shape [3].
    expect(() => broadcastTo(x, [3])).toThrow(RangeError);
    expect(() => transpose(5 as never)).toThrow(
      'transpose: the array must be an NDArray, got 5; make one with array() first.',
    );
  });

  it('concatenate and stack with negative axes: the static shape is the runtime one', () => {
    using cube = zeros([4, 5, 6], 'int8');
    using last = concatenate([cube, cube], -1);
    const lastShape: [4, 5, number] = last.shape;
    expect(lastShape).toEqual([4, 5, 12]);
    using first = concatenate([cube, cube], -3);
    const firstShape: [number, 5, 6] = first.shape;
    expect(firstShape).toEqual([8, 5, 6]);
    using stacked = stack([cube, cube, cube], -1);
    const stackedShape: [4, 5, 6, 3] = stacked.shape;
    expect(stackedShape).toEqual([4, 5, 6, 3]);
  });

  it('concatenate, stack and copy', () => {
    using a = array(
      [
        [1, 2],
        [3, 4],
      ],
      'int8',
    );
    using b = array([[5, 6]], 'uint8');
    using joined = concatenate([a, b]);
    expect(joined.dtype).toBe('int16');
    expect(joined.toArray()).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]);
    using at1 = concatenate([a, a.transpose()], 1);
    expect(at1.toArray()).toEqual([
      [1, 2, 1, 3],
      [3, 4, 2, 4],
    ]);
    using stacked = stack([a, a.transpose()], -1);
    expect(stacked.shape).toEqual([2, 2, 2]);
    expect(stacked.toArray()).toEqual([
      [
        [1, 1],
        [2, 3],
      ],
      [
        [3, 2],
        [4, 4],
      ],
    ]);
    // array() of numbers is float32 (x64 off); a float64 input still widens the stack.
    using weak = stack([add(array([1.5]), 0), array([2], 'float32')]);
    expect(weak.dtype).toBe('float32');
    using wide = stack([add(array([1.5], 'float64'), 0), array([2], 'float32')]);
    expect(wide.dtype).toBe('float64');
    using weakFloat = stack([array([1.5]).add(0.5).astype('float64'), array([2], 'float32')]);
    expect(weakFloat.dtype).toBe('float64');
    using copied = copy(a.slice('::-1'));
    expect(copied.toArray()).toEqual([
      [3, 4],
      [1, 2],
    ]);
    // Also compile errors in the same words (test-d/shapes.test-d.ts).
    // @ts-expect-error concatenate: array 1 has shape [2], which does not match [2, 2] except along axis 0.
    expect(() => concatenate([a, array([1, 2], 'int8')])).toThrow(
      'concatenate: array 1 has shape [2], which does not match [2, 2] except along axis 0.',
    );
    // @ts-expect-error stack: array 1 has shape [1, 2]; every array must have shape [2, 2].
    expect(() => stack([a, b])).toThrow('stack: array 1 has shape [1, 2]; every array must have shape [2, 2].');
    expect(() => concatenate([])).toThrow(TypeError);
    expect(() => concatenate([a, 1] as never)).toThrow(
      'concatenate: item 1 of the list must be an NDArray, got 1; make one with array() first.',
    );
  });
});

describe('strided inputs through every operation family', () => {
  const inputs = (dtype: DType) => {
    const base = arange(24, 'int32').reshape([4, 6]);
    const cast = base.astype(dtype, { discardImaginary: true });
    base.dispose();
    return cast;
  };

  it('binary arithmetic, comparison, bitwise, divide, unary math: strided = contiguous copy', () => {
    const operations = [
      (x: NDArray, y: NDArray) => add(x, y),
      (x: NDArray, y: NDArray) => multiply(x, y),
      (x: NDArray, y: NDArray) => subtract(x, 2),
      (x: NDArray, y: NDArray) => less(x, y),
      (x: NDArray, y: NDArray) => divide(x, y),
      (x: NDArray) => sqrt(x),
      (x: NDArray) => exp(x),
      (x: NDArray) => negative(x),
    ];
    for (const dtype of [
      'int8',
      'uint16',
      'int32',
      'int64',
      'float16',
      'bfloat16',
      'float32',
      'float64',
      'complex64',
    ] as const) {
      using base = inputs(dtype);
      using left = base.slice('::-1', '1::2'); // strides [-6, 2], offset 19
      using right = base.transpose().slice('::2', [null, null, -1]).transpose(); // strided both ways
      using leftCopy = copy(left);
      using rightCopy = copy(right);
      for (const operation of operations) {
        using viaViews = operation(left, right);
        using viaCopies = operation(leftCopy, rightCopy);
        expect(viaViews.dtype).toBe(viaCopies.dtype);
        expect(viaViews.toArray(), `${dtype} ${operation}`).toEqual(viaCopies.toArray());
      }
      if (dtype === 'int8' || dtype === 'int32') {
        using bits = bitwiseAnd(left, right);
        using bitsCopy = bitwiseAnd(leftCopy, rightCopy);
        expect(bits.toArray()).toEqual(bitsCopy.toArray());
      }
      using row = broadcastTo(base.slice(0, '::-2'), [4, 3]);
      using broadcast = add(row, left);
      using rowCopy = copy(row);
      using broadcastCopy = add(rowCopy, leftCopy);
      expect(broadcast.toArray()).toEqual(broadcastCopy.toArray());
    }
  });

  it('astype, toArray, toTypedArray and format of a strided view, every dtype', () => {
    for (const dtype of dtypes) {
      using base = inputs(dtype);
      using view = base.slice('1::2', '::-3');
      using contiguousCopy = copy(view);
      // A view of every dtype, packed ones (int4: two per byte …) included (see src/memory/packed.ts).
      expect(view.contiguous).toBe(false);
      expect(view.toArray()).toEqual(contiguousCopy.toArray());
      expect(view.toTypedArray()).toEqual(contiguousCopy.toTypedArray());
      expect(String(view)).toBe(String(contiguousCopy));
      for (const target of dtypes) {
        using cast = view.astype(target, { discardImaginary: true });
        using castCopy = contiguousCopy.astype(target, { discardImaginary: true });
        expect(cast.toTypedArray(), `${dtype} → ${target}`).toEqual(castCopy.toTypedArray());
      }
    }
  });
});

describe('memory of views', () => {
  it('a view keeps its base block alive; the block is freed with its last user, in any order', () => {
    const before = usedHeapBytes();
    const held = undisposed();
    const base = arange(1000, 'float64');
    const view = base.slice('::-2');
    const reshaped = view.reshape([10, 50]); // a strided view: a copy
    const other = reshaped.transpose();
    reshaped.dispose();
    base.dispose();
    expect(base.disposed).toBe(true);
    expect(() => base.slice(0)).toThrow('was disposed');
    using first = view.slice(0);
    expect(first.toArray()).toBe(999);
    view.dispose();
    using corner = other.slice(0, 0);
    expect(corner.toArray()).toBe(999);
    expect(usedHeapBytes()).toBeGreaterThan(before);
    other.dispose();
    first.dispose();
    expect(usedHeapBytes()).toBeGreaterThan(before);
    corner.dispose();
    expect(usedHeapBytes()).toBe(before);
    expect(undisposed()).toEqual(held);
  });

  it('scope() disposes views made inside and keeps a returned view working', () => {
    const before = usedHeapBytes();
    const result = scope(() => {
      const base = arange(12, 'int16').reshape([3, 4]);
      return base.transpose().slice(0);
    });
    expect(result.toArray()).toEqual([0, 4, 8]);
    result.dispose();
    expect(usedHeapBytes()).toBe(before);
  });

  it('views that are forgotten are reclaimed with their base', async () => {
    v8.setFlagsFromString('--expose-gc');
    const collect = vm.runInNewContext('gc') as () => void;
    const forget = () => {
      for (let index = 0; index < 100; index += 1) {
        const base = zeros([256 * 1024], 'float64'); // 2 MiB each, never disposed
        base.slice('::2').transpose();
        broadcastTo(base.slice(0), [3]);
      }
    };
    forget();
    for (let round = 0; round < 5; round += 1) {
      collect();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const afterFirst = memory().buffer.byteLength;
    for (let round = 0; round < 5; round += 1) {
      forget();
      collect();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(memory().buffer.byteLength - afterFirst).toBeLessThan(512 * 1024 * 1024);
  });
});
