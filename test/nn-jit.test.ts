// jax.nn inside jit: each nn function is one traced primitive whose jitted result is eager nn's, bit
// for bit (the same kernels); softmax and logSoftmax over the last axis run as row steps with the
// elementwise operations around them, and the kernel-backed activations run block by block with theirs.
import { describe, expect, it } from 'vitest';
import { add, array, jit, memoryStats, multiply, nn, type AnyNDArray } from '../src/index.js';
import { fuseCounts } from '../src/jit/program.js';

type Any = AnyNDArray;
type Fn = (...args: any[]) => any;

/** Seeded values of several magnitudes, with specials (NaN, ±∞, ±0, large), in `dtype`. */
function inputs(dtype: string, shape: number[], seed: number): Any {
  const size = shape.reduce((product, length) => product * length, 1);
  let state = (seed * 2654435761) >>> 0 || 1;
  const next = (): number => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  const specials = [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 0, -0, 90, -90, 1e30];
  const values: number[] = [];
  for (let index = 0; index < size; index += 1)
    values.push(
      index % 7 === 3 ? specials[(index + seed) % specials.length]! : (next() - 0.5) * 2 ** Math.floor(next() * 8),
    );
  return (array(values, dtype as 'float32') as Any).reshape(shape) as Any;
}

/** The values as numbers, NaN of either sign as one (jit's elementwise loops may give the other sign's NaN). */
function valuesOf(value: Any): unknown[] {
  return Array.from(value.toTypedArray() as ArrayLike<number>, (item) =>
    Number.isNaN(item) ? 'NaN' : Object.is(item, -0) ? '-0' : item,
  );
}

/** jit(fn)(...args) equals fn(...args): dtype, weak type, shape and bits (but NaN's sign), no array left behind. */
function expectSame(fn: Fn, args: unknown[]): void {
  const eager = fn(...args) as Any;
  const jitted = jit(fn);
  for (let call = 0; call < 2; call += 1) {
    const live = memoryStats().liveArrays;
    const result = jitted(...args) as Any;
    expect([result.dtype, result.weakType, result.shape]).toEqual([eager.dtype, eager.weakType, eager.shape]);
    expect(valuesOf(result)).toEqual(valuesOf(eager));
    result.dispose();
    expect(memoryStats().liveArrays).toBe(live);
  }
  eager.dispose();
}

/** Whether jit built a program for `fn` (its trace was not opaque), and the fuse counters it moved. */
function counted(fn: Fn, args: unknown[]): typeof fuseCounts {
  const before = { ...fuseCounts };
  jit(fn)(...args);
  const moved = { ...fuseCounts };
  for (const key of Object.keys(moved) as (keyof typeof fuseCounts)[]) moved[key] -= before[key];
  return moved;
}

const shapes = [[7], [3, 5], [2, 3, 17], [64, 33], [1000], [4, 1], [130, 8]];
const dtypes = ['float32', 'float64', 'float16', 'bfloat16'];

describe('nn inside jit', () => {
  const functions: [string, Fn][] = [
    ['softmax', (x) => nn.softmax(x)],
    ['softmax axis 0', (x) => nn.softmax(x, { axis: 0 })],
    ['logSoftmax', (x) => nn.logSoftmax(x, { axis: -1 })],
    ['logsumexp', (x) => nn.logsumexp(x, { axis: -1 })],
    ['logsumexp keepdims', (x) => nn.logsumexp(x, { axis: -1, keepdims: true })],
    ['sigmoid', (x) => nn.sigmoid(x)],
    ['silu', (x) => nn.silu(x)],
    ['swish', (x) => nn.swish(x)],
    ['relu', (x) => nn.relu(x)],
    ['gelu', (x) => nn.gelu(x)],
    ['gelu erf', (x) => nn.gelu(x, { approximate: false })],
    ['gelu flag', (x) => nn.gelu(x, false)],
    ['leakyRelu', (x) => nn.leakyRelu(x, 0.2)],
    ['softplus', (x) => nn.softplus(x)],
    ['mish', (x) => nn.mish(x)],
    ['logSigmoid', (x) => nn.logSigmoid(x)],
    ['elu', (x) => nn.elu(x, 0.5)],
    ['selu', (x) => nn.selu(x)],
    ['standardize', (x) => nn.standardize(x)],
  ];

  it('gives eager nn’s bits for every function, shape and float dtype, as one traced primitive', () => {
    let seed = 1;
    for (const [name, fn] of functions)
      for (const dtype of dtypes)
        for (const shape of shapes) {
          const x = inputs(dtype, shape, seed++);
          expectSame(fn, [x]);
          // One primitive: the trace is replayed (a program step), not opaque.
          const moved = counted(fn, [inputs(dtype, shape, seed++)]);
          expect(moved.operationSteps + moved.blockedSteps, `${name} ${dtype} [${shape}]`).toBeGreaterThan(0);
        }
  });

  it('softmax between elementwise operations runs as one row step with them, with eager’s bits', () => {
    const chain = (x: Any) => add(nn.softmax(multiply(x, 2)), 1);
    const logChain = (x: Any) => add(nn.logSoftmax(multiply(x, 2), { axis: -1 }), 1);
    for (const [index, shape] of [
      [64, 33],
      [1000, 64],
      [3, 4096],
      [5, 1],
    ].entries())
      for (const dtype of ['float32', 'float64']) {
        const x = inputs(dtype, shape!, 100 + index);
        expectSame(chain, [x]);
        expectSame(logChain, [x]);
        const moved = counted(chain, [inputs(dtype, shape!, 200 + index)]);
        expect(moved.nnRows, `[${shape}] ${dtype}`).toBe(1);
        expect(moved.blockedSteps).toBe(1);
        expect(moved.operationSteps).toBe(0);
      }
    // float16 goes through nn's own path (widened, rounded once): replayed, same bits.
    expectSame(chain, [inputs('float16', [16, 9], 7)]);
  });

  it('activations run block by block with the elementwise operations around them, with eager’s bits', () => {
    for (const activation of [
      nn.silu,
      nn.sigmoid,
      nn.relu,
      (x: Any) => nn.gelu(x),
      (x: Any) => nn.gelu(x, false),
      nn.softplus,
      nn.logSigmoid,
      nn.mish,
      nn.selu,
      (x: Any) => nn.elu(x),
      (x: Any) => nn.celu(x, 0.5),
    ] as unknown as ((x: Any) => Any)[])
      for (const dtype of ['float32', 'float64']) {
        const chain = (x: Any) => add(activation(multiply(x, 2)), 1);
        for (const size of [5, 1000, 70001]) {
          const x = inputs(dtype, [size], size);
          expectSame(chain, [x]);
          const moved = counted(chain, [inputs(dtype, [size], size + 1)]);
          expect(moved.blockedSteps).toBe(1);
          expect(moved.operationSteps).toBe(0);
        }
      }
  });

  it('replays nn functions with numbers, options and several operands; a where mask runs op by op', () => {
    const x = inputs('float32', [4, 6], 11);
    expectSame((v: Any) => nn.oneHot(v, 5), [array([0, 3, 7, -1], 'int32')]);
    expectSame((v: Any) => nn.glu(v), [x]);
    expectSame((v: Any) => nn.celu(v, 0.5), [x]);
    expectSame((v: Any) => nn.logmeanexp(v, { axis: 0 }), [x]);
    expectSame((v: Any) => nn.identity(add(v, 1)), [x]);
    const mask = array([true, false, true, true, false, true]);
    expectSame((v: Any, m: Any) => nn.softmax(v, { where: m }), [x, mask]);
    const q = inputs('float32', [3, 2, 4], 12);
    expectSame((a: Any, b: Any, c: Any) => nn.dotProductAttention(a, b, c), [q, q, q]);
  });

  it('throws eager nn’s errors from a jitted call', () => {
    expect(() => jit((v: Any) => nn.softmax(v, { axis: 2 }))(array([1, 2]))).toThrow(/nn\.softmax/);
    expect(() => jit((v: Any) => nn.silu(v))(array([1, 2], 'int32'))).toThrow(/nn\.silu: integer input/);
  });
});

describe('nn row functions’ errors', () => {
  it('says what test-d/nn.test-d.ts’s compile errors say (the same words)', () => {
    const floats = array([
      [1, 2, 3],
      [4, 5, 6],
    ]);
    const wideMask = array([true, false, true, true]);
    expect(() => nn.softmax(floats, { axis: 2 } as never)).toThrow(
      'nn.softmax: axis 2 is out of bounds for an array of 2 dimensions.',
    );
    expect(() => nn.logSoftmax(floats, -3 as never)).toThrow(
      'nn.logSoftmax: axis -3 is out of bounds for an array of 2 dimensions.',
    );
    expect(() => nn.softmax(floats, { where: wideMask } as never)).toThrow(
      "nn.softmax: where's shape [4] does not broadcast to the input's [2, 3].",
    );
    expect(() => nn.softmax(floats, { axis: 7, where: wideMask } as never)).toThrow(
      "nn.softmax: where's shape [4] does not broadcast to the input's [2, 3].",
    );
    expect(() => nn.logSoftmax(array([1, 2, 3]), { axis: 0, where: wideMask } as never)).toThrow(
      "nn.logSoftmax: where's shape [4] does not broadcast to the input's [3].",
    );
    expect(nn.softmax(array(1.5), { axis: 3 }).item()).toBe(1);
  });
});
