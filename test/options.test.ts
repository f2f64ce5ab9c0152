// Issue #23, reductions and options: cumsum/cumprod keep integer dtypes (and wrap); x.T and x.mT
// as views; every options object checked (unknown names and options given as undefined are
// TypeErrors); the reduction options dtype, where and initial, as JAX has them.
import { describe, expect, it } from 'vitest';
import { add, array, cumprod, cumsum, multiply, withPolicy, zeros, type NDArray } from '../src/x64.js';
import { usedHeapBytes } from './support/heap.js';

// The functions by name, under x64 (as the imports above); `root` is the root entry's, x64 off.
const loose = (await import('../src/x64.js')) as unknown as Record<string, (...args: unknown[]) => NDArray>;
const root = (await import('../src/index.js')) as unknown as Record<string, (...args: unknown[]) => NDArray>;

describe('cumsum and cumprod keep ints and uints', () => {
  it('result dtypes (bool → the default int)', () => {
    const cases: [string, string, string][] = [
      ['int8', 'int8', 'int8'],
      ['uint16', 'uint16', 'uint16'],
      ['int32', 'int32', 'int32'],
      ['uint64', 'uint64', 'uint64'],
      ['bool', 'int64', 'int32'],
      ['float16', 'float16', 'float16'],
      ['int4', 'int4', 'int4'],
      ['uint2', 'uint2', 'uint2'],
    ];
    for (const [dtype, x64, x32] of cases) {
      const x = zeros([2, 3], dtype as 'int8');
      for (const name of ['cumsum', 'cumprod'] as const) {
        const made = loose[name]!(x, { axis: 1 });
        const narrow = withPolicy({ x64: false })[name](x, { axis: 1 });
        const byDefault = root[name]!(x, { axis: 1 });
        expect([name, dtype, made.dtype, narrow.dtype, byDefault.dtype]).toEqual([name, dtype, x64, x32, x32]);
        made.dispose();
        narrow.dispose();
        byDefault.dispose();
      }
      x.dispose();
    }
  });

  it('integers wrap in the scan at their own width', () => {
    const bytes = array([100, 100, 100, -128], 'int8');
    expect(cumsum(bytes).toArray()).toEqual([100, -56, 44, -84]);
    const words = array([60000, 60000], 'uint16');
    expect(cumsum(words).toArray()).toEqual([60000, 54464]);
    expect(cumprod(array([16, 16, 3], 'uint8')).toArray()).toEqual([16, 0, 0]);
    expect(cumprod(array([-128, -1], 'int8')).toArray()).toEqual([-128, -128]);
    expect(cumsum(array([true, true, false])).toArray()).toEqual([1n, 2n, 2n]);
    const sub = array([7, 7], 'int4');
    expect(cumsum(sub).toArray()).toEqual([7, -2]);
    for (const array of [bytes, words, sub]) array.dispose();
  });
});

describe('x.T and x.mT', () => {
  it('are views sharing memory: T reverses every axis, mT swaps the last two', () => {
    const x = array(
      [
        [
          [1, 2, 3],
          [4, 5, 6],
        ],
        [
          [7, 8, 9],
          [10, 11, 12],
        ],
      ],
      'int16',
    );
    const t = x.T;
    expect(t.shape).toEqual([3, 2, 2]);
    expect(t.toArray()).toEqual([
      [
        [1, 7],
        [4, 10],
      ],
      [
        [2, 8],
        [5, 11],
      ],
      [
        [3, 9],
        [6, 12],
      ],
    ]);
    const m = x.mT;
    expect(m.shape).toEqual([2, 3, 2]);
    expect(m.toArray()).toEqual([
      [
        [1, 4],
        [2, 5],
        [3, 6],
      ],
      [
        [7, 10],
        [8, 11],
        [9, 12],
      ],
    ]);
    expect([t.contiguous, m.contiguous, t.offset, m.offset]).toEqual([false, false, 0, 0]);
    const vector = array([1, 2, 3], 'float32');
    expect(vector.T.toArray()).toEqual([1, 2, 3]);
    expect(() => vector.mT).toThrow(
      new RangeError(
        'mT: the matrix transpose needs at least 2 axes, got an array of shape [3] (1 axes); use x.T or reshape first.',
      ),
    );
    for (const array of [x, t, m, vector]) array.dispose();
  });

  it('add(a, b, { out: c.T }) writes into c', () => {
    const a = array(
      [
        [1, 2, 3],
        [4, 5, 6],
      ],
      'float32',
    );
    const b = array(
      [
        [10, 20, 30],
        [40, 50, 60],
      ],
      'float32',
    );
    const c = zeros([3, 2], 'float32');
    const before = usedHeapBytes();
    const view = c.T;
    expect(add(a, b, { out: view })).toBe(view);
    expect(c.toArray()).toEqual([
      [11, 44],
      [22, 55],
      [33, 66],
    ]);
    multiply(a.T, 2, { out: c });
    expect(c.toArray()).toEqual([
      [2, 8],
      [4, 10],
      [6, 12],
    ]);
    view.dispose();
    expect(usedHeapBytes()).toBe(before);
    for (const array of [a, b, c]) array.dispose();
  });
});

describe('options objects are checked: unknown names and options given as undefined are TypeErrors', () => {
  it('names the function, the option and the options it takes', () => {
    const x = array(
      [
        [1, 2],
        [3, 4],
      ],
      'float32',
    );
    const condition = array([true, false]);
    const before = usedHeapBytes();
    expect(() => loose.sum!(x, { axes: 1 })).toThrow(
      new TypeError("sum: unknown option 'axes'; the options of sum are axis, keepdims, dtype, where, initial, out."),
    );
    expect(() => loose.mean!(x, { keepDims: true })).toThrow(
      new TypeError("mean: unknown option 'keepDims'; the options of mean are axis, keepdims, dtype, where, out."),
    );
    expect(() => loose.cumsum!(x, { keepdims: true })).toThrow(
      new TypeError("cumsum: unknown option 'keepdims'; the options of cumsum are axis, dtype, out."),
    );
    expect(() => loose.argmax!(x, { initial: 0 })).toThrow(
      "argmax: unknown option 'initial'; the options of argmax are axis, keepdims, out.",
    );
    expect(() => loose.add!(x, x, { outt: x })).toThrow(
      new TypeError("add: unknown option 'outt'; the options of add are out."),
    );
    expect(() => loose.negative!(x, { axis: 0 })).toThrow(
      "negative: unknown option 'axis'; the options of negative are out.",
    );
    expect(() => loose.isnan!(x, { output: x })).toThrow(
      "isnan: unknown option 'output'; the options of isnan are out.",
    );
    expect(() => loose.where!(condition, 1, 2, { dtype: 'int8' })).toThrow(
      "where: unknown option 'dtype'; the options of where are out.",
    );
    expect(() => loose.clip!(x, 0, 1, { outt: x })).toThrow(
      "clip: unknown option 'outt'; the options of clip are out.",
    );
    expect(() => x.add(x, { outt: x } as never)).toThrow("add: unknown option 'outt'");
    expect(() => x.sum({ axes: 0 } as never)).toThrow("sum: unknown option 'axes'");
    expect(() => x.astype('float64', { discardImag: true } as never)).toThrow(
      new TypeError("astype: unknown option 'discardImag'; the options of astype are discardImaginary."),
    );
    expect(() => loose.promoteTypes!('int8', 'uint8', { polcy: 'numpy' })).toThrow(
      "promoteTypes: unknown option 'polcy'; the options of promoteTypes are policy, x64.",
    );
    expect(() => withPolicy({ x64: false, strict: true } as never)).toThrow(
      "withPolicy: unknown option 'strict'; the options of withPolicy are policy, x64.",
    );
    expect(() => loose.add!(x, x, x)).toThrow(
      'add: options must be an object like { out }, got an NDArray of dtype float32 and shape [2, 2].',
    );
    expect(usedHeapBytes()).toBe(before);
    x.dispose();
    condition.dispose();
  });

  it('an option present but undefined is an error, never the default', () => {
    const a = array([1, 2], 'float32');
    const c = zeros([2], 'float32');
    const before = usedHeapBytes();
    const missing = (c as unknown as { missing?: NDArray }).missing;
    expect(() => loose.add!(a, a, { out: missing })).toThrow(
      new TypeError("add: the option 'out' is undefined; leave it out for the default, or give it a value."),
    );
    expect(c.toArray()).toEqual([0, 0]);
    expect(() => loose.sum!(a, { axis: undefined })).toThrow(
      "sum: the option 'axis' is undefined; leave it out for the default, or give it a value.",
    );
    expect(() => loose.sqrt!(a, { out: undefined })).toThrow("sqrt: the option 'out' is undefined");
    expect(() => a.astype('int8', { discardImaginary: undefined } as never)).toThrow(
      "astype: the option 'discardImaginary' is undefined",
    );
    expect(() => withPolicy({ policy: undefined } as never)).toThrow("withPolicy: the option 'policy' is undefined");
    expect(usedHeapBytes()).toBe(before);
    // The library keeps working, and the right call writes into c.
    expect(loose.add!(a, a, { out: c })).toBe(c);
    expect(c.toArray()).toEqual([2, 4]);
    a.dispose();
    c.dispose();
  });
});

describe('reduction options: dtype, where, initial (as JAX)', () => {
  it('dtype accumulates and returns in that dtype', () => {
    const bytes = array([200, 100, 50], 'uint8');
    const total = loose.sum!(bytes, { dtype: 'uint32' });
    expect([total.dtype, total.toArray()]).toEqual(['uint32', 350]);
    const wrapped = loose.sum!(bytes, { dtype: 'uint8' });
    expect([wrapped.dtype, wrapped.toArray()]).toEqual(['uint8', 94]);
    const halves = loose.sum!(array([0.1, 0.2, 0.3], 'float64'), { dtype: 'float16' });
    expect([halves.dtype, halves.toArray()]).toEqual(['float16', 0.60009765625]);
    const ints = array([1, 2, 4], 'int32');
    const average = loose.mean!(ints, { dtype: 'float64' });
    expect([average.dtype, average.toArray()]).toEqual(['float64', 7 / 3]);
    const truncated = loose.mean!(ints, { dtype: 'int32' });
    expect([truncated.dtype, truncated.toArray()]).toEqual(['int32', 2]);
    const spread = loose.variance!(ints, { dtype: 'float64' });
    expect(spread.dtype).toBe('float64');
    expect(spread.toArray()).toBeCloseTo(14 / 9, 12);
    const running = loose.cumsum!(bytes, { dtype: 'int16' });
    expect([running.dtype, running.toArray()]).toEqual(['int16', [200, 300, 350]]);
    const products = loose.cumprod!(array([true, true, false, true]), { dtype: 'bool' });
    expect([products.dtype, products.toArray()]).toEqual(['bool', [true, true, false, false]]);
    const flags = loose.prod!(array([2, 3], 'int8'), { dtype: 'bool' });
    expect([flags.dtype, flags.toArray()]).toEqual(['bool', true]);
    for (const array of [bytes, total, wrapped, halves, ints, average, truncated, spread, running, products, flags])
      array.dispose();
  });

  it('where masks elements out (a bool array broadcast to the input)', () => {
    const x = array(
      [
        [1, 2, 3],
        [4, 5, 6],
      ],
      'float32',
    );
    const mask = array([
      [true, false, true],
      [false, false, true],
    ]);
    const columns = array([true, false, true]);
    const middle = array([false, true, false]);
    const truths = array([
      [true, false],
      [true, true],
    ]);
    const first = array([true, false]);
    const none = zeros([3], 'bool');
    const check = (made: NDArray, dtype: string, values: unknown) => {
      expect([made.dtype, made.toArray()]).toEqual([dtype, values]);
      made.dispose();
    };
    const before = usedHeapBytes();
    check(loose.sum!(x, { where: mask }), 'float32', 10);
    check(loose.sum!(x, { where: columns, axis: 1 }), 'float32', [4, 10]);
    check(loose.prod!(x, { where: mask, axis: 0 }), 'float32', [1, 1, 18]);
    check(loose.mean!(x, { where: mask }), 'float32', Math.fround(10 / 3));
    check(loose.mean!(x, { where: mask, axis: 1 }), 'float32', [2, 6]);
    check(loose.max!(x, { where: mask, initial: 0, axis: 1 }), 'float32', [3, 6]);
    check(loose.min!(x, { where: mask, initial: 100, axis: 0 }), 'float32', [1, 100, 3]);
    check(loose.any!(x, { where: middle, axis: 1 }), 'bool', [true, true]);
    check(loose.all!(truths, { where: first }), 'bool', true);
    check(loose.variance!(x, { where: mask, axis: 1 }), 'float32', [1, 0]);
    const deviations = loose.std!(x, { where: mask, axis: 1, ddof: 1 });
    expect(deviations.dtype).toBe('float32');
    const [one, two] = deviations.toArray() as number[];
    expect([one, Number.isNaN(two)]).toEqual([Math.fround(Math.SQRT2), true]);
    deviations.dispose();
    const empty = loose.mean!(x, { where: none, axis: 1 });
    expect((empty.toArray() as number[]).every(Number.isNaN)).toBe(true);
    empty.dispose();
    expect(usedHeapBytes()).toBe(before);
    for (const array of [x, mask, columns, middle, truths, first, none]) array.dispose();
  });

  it('initial is folded into every result; max of nothing with initial is initial', () => {
    const check = (made: NDArray, dtype: string, values: unknown) => {
      expect([made.dtype, made.toArray()]).toEqual([dtype, values]);
      made.dispose();
    };
    const nothing = zeros([0]);
    check(loose.max!(nothing, { initial: 0 }), 'float64', 0);
    check(loose.min!(zeros([2, 0], 'int8'), { initial: 5, axis: 1 }), 'int8', [5, 5]);
    const x = array(
      [
        [1, 2],
        [3, 4],
      ],
      'int16',
    );
    check(loose.sum!(x, { initial: 10 }), 'int64', 20n);
    check(root.sum!(x, { initial: 10 }), 'int32', 20); // x64 off
    check(loose.prod!(x, { initial: 2, axis: 0 }), 'int64', [6n, 16n]);
    check(loose.max!(x, { initial: 3, axis: 1 }), 'int16', [3, 4]);
    x.dispose();
    nothing.dispose();
  });

  it('bad values are clear errors, and nothing leaks', () => {
    const x = array(
      [
        [1, 2, 3],
        [4, 5, 6],
      ],
      'float32',
    );
    const notBool = array([1, 0, 1], 'int8');
    const wrongShape = array([true, false]);
    const column = wrongShape.reshape([2, 1]);
    const empty = zeros([0]);
    const complex = array([{ re: 1, im: 1 }]);
    const before = usedHeapBytes();
    expect(() => loose.sum!(x, { where: notBool })).toThrow(
      new TypeError(
        "sum: where must be a bool array (a mask broadcast to the input), got an NDArray of dtype int8 and shape [3]; compare first (e.g. greater(x, 0)) or cast with astype('bool').",
      ),
    );
    expect(() => loose.sum!(x, { where: [true, false, true] })).toThrow('sum: where must be a bool array');
    expect(() => loose.mean!(x, { where: wrongShape })).toThrow(
      new RangeError("mean: the where mask of shape [2] does not broadcast to the input's shape [2, 3]."),
    );
    expect(() => loose.sum!(x, { dtype: 'int9' })).toThrow("sum: Unknown dtype 'int9'.");
    expect(() => loose.max!(x, { where: column })).toThrow(
      new TypeError(
        'max: where needs initial, as max has no identity (the value where the mask leaves no element); pass { where, initial }, as JAX requires.',
      ),
    );
    expect(() => loose.max!(empty, {})).toThrow(
      'max: the reduction is over no elements (shape [0]), and max has no identity; pass a non-empty array, or { initial }.',
    );
    expect(() => loose.sum!(x, { initial: 'one' })).toThrow(
      "sum: initial must be a number, bigint or boolean, got 'one'.",
    );
    expect(() => loose.variance!(complex, { dtype: 'float64' })).toThrow(
      "var: dtype 'float64' is real, but the input is complex128",
    );
    expect(() => loose.std!(x, { dtype: 'int32' })).toThrow(
      "std: dtype must be a float or complex dtype, got 'int32'.",
    );
    expect(usedHeapBytes()).toBe(before);
    for (const array of [x, notBool, wrongShape, column, empty, complex]) array.dispose();
  });
});
