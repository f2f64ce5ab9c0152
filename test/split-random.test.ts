// The random executors (src/execute/random.ts) over a range of their output: the whole range and
// the same range cut into random pieces, run in any order, write identical bytes (threefry is
// counter based: element i depends only on the key and i). This is where threads will split work.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { erfinvFloat32, erfinvFloat64 } from '../src/execute/erfinv.js';
import { array, random } from '../src/index.js';
import { dtypeCode, itemSize, type DType } from '../src/lattice/dtypes.js';
import { allocBytes, elementView, freeBytes } from '../src/kernels/heap.js';
import { resolvePolicy } from '../src/policy/policy.js';
import { random as random64 } from '../src/x64.js';
import { broadcastStrides } from '../src/shape/walk.js';
import { dtypeRows, randomFloats, randomRows } from '../src/registry/registry.js';
import {
  defaultDType,
  planBits,
  planRandint,
  planUniform,
  randintBounds,
  type UniformDType,
} from '../src/plan/random.js';
import {
  bernoulliWorkspace,
  bits32,
  randintWorkspace,
  roundToDType,
  runBernoulli,
  runBits,
  runNormal,
  runRandint,
  runUniform,
  uniformNumbers,
  uniformWorkspace,
  writeRandintBounds,
  type KeyWords,
  type RandomBound,
} from '../src/execute/random.js';
import { randomBitsKernel } from '../src/kernels/random.js';

const jax = resolvePolicy('jax');

/** Runs `run(out, work, begin, end)` over [0, size) whole and over pieces (in the order given); returns both outputs' bytes. */
function wholeAndCut(
  dtype: DType,
  size: number,
  workPerElement: number,
  cuts: readonly number[],
  reversed: boolean,
  run: (out: number, work: number, begin: number, end: number) => void,
): [Uint8Array, Uint8Array] {
  const bytes = Math.max(Math.ceil(size * itemSize(dtype)), 1);
  const results: Uint8Array[] = [];
  for (const pieces of [
    [0, size],
    [0, ...cuts.map((cut) => cut % (size + 1)).sort((a, b) => a - b), size],
  ]) {
    const out = allocBytes(bytes);
    const work = allocBytes(Math.max(size * workPerElement, 16));
    try {
      (elementView(dtypeCode('uint8'), out, bytes) as Uint8Array).fill(0xa5); // garbage a piece must overwrite
      const ranges = pieces.slice(1).map((end, index) => [pieces[index]!, end] as const);
      for (const [begin, end] of reversed ? ranges.reverse() : ranges) run(out, work, begin, end);
      results.push((elementView(dtypeCode('uint8'), out, bytes) as Uint8Array).slice());
    } finally {
      freeBytes(out);
      freeBytes(work);
    }
  }
  return results as [Uint8Array, Uint8Array];
}

const seeds = fc.tuple(fc.nat({ max: 0xffffffff }), fc.nat({ max: 0xffffffff })) as fc.Arbitrary<KeyWords>;
const cutsArb = fc.array(fc.nat({ max: 1000 }), { maxLength: 6 });
const runs = { numRuns: 25 };

describe('random executors: a range cut into pieces gives the bytes of the whole', () => {
  it.each(['uint8', 'uint16', 'uint32', 'uint64'] as const)('bits %s', (dtype) => {
    const plan = planBits(jax, dtype);
    fc.assert(
      fc.property(seeds, fc.nat({ max: 300 }), cutsArb, fc.boolean(), (key, size, cuts, reversed) => {
        const [whole, cut] = wholeAndCut(dtype, size, 0, cuts, reversed, (out, _, begin, end) =>
          runBits(plan, key, out, begin, end),
        );
        expect(cut).toEqual(whole);
      }),
      runs,
    );
  });

  const floats: UniformDType[] = ['float32', 'float64', 'float16', 'bfloat16', 'float8_e4m3fn', 'float8_e5m2'];

  it.each(floats)('uniform %s, number bounds', (dtype) => {
    const plan = planUniform(jax, dtype, 'uniform');
    const [low, high] = roundToDType(dtype, [-2.5, 3], 'test') as unknown as [number, number];
    fc.assert(
      fc.property(seeds, fc.nat({ max: 300 }), cutsArb, fc.boolean(), (key, size, cuts, reversed) => {
        const dims = [size];
        const [whole, cut] = wholeAndCut(
          dtype,
          size,
          uniformWorkspace(plan, true),
          cuts,
          reversed,
          (out, work, begin, end) => runUniform(plan, key, low, high, dims, out, work, begin, end),
        );
        expect(cut).toEqual(whole);
      }),
      runs,
    );
  });

  it.each(['float32', 'float64', 'float16', 'float8_e4m3fn'] as const)(
    'uniform %s, array bounds broadcast',
    (dtype) => {
      const plan = planUniform(jax, dtype, 'uniform');
      fc.assert(
        fc.property(
          seeds,
          fc.nat({ max: 17 }),
          fc.nat({ max: 17 }),
          cutsArb,
          fc.boolean(),
          (key, rows, columns, cuts, reversed) => {
            const dims = [rows, columns];
            // minval per column ([columns]), maxval per row ([rows, 1]).
            const low: RandomBound = {
              values: roundToDType(
                dtype,
                Array.from({ length: columns }, (_, index) => index / 4 - 1),
                'test',
              ),
              strides: broadcastStrides([columns], dims),
            };
            const high: RandomBound = {
              values: roundToDType(
                dtype,
                Array.from({ length: rows }, (_, index) => index + 1),
                'test',
              ),
              strides: broadcastStrides([rows, 1], dims),
            };
            const [whole, cut] = wholeAndCut(
              dtype,
              rows * columns,
              uniformWorkspace(plan, false),
              cuts,
              reversed,
              (out, work, begin, end) => runUniform(plan, key, low, high, dims, out, work, begin, end),
            );
            expect(cut).toEqual(whole);
          },
        ),
        runs,
      );
    },
  );

  it.each(floats)('normal %s', (dtype) => {
    const plan = planUniform(jax, dtype, 'normal');
    fc.assert(
      fc.property(seeds, fc.nat({ max: 300 }), cutsArb, fc.boolean(), (key, size, cuts, reversed) => {
        const [whole, cut] = wholeAndCut(
          dtype,
          size,
          uniformWorkspace(plan, true),
          cuts,
          reversed,
          (out, work, begin, end) => runNormal(plan, key, out, work, begin, end),
        );
        expect(cut).toEqual(whole);
      }),
      runs,
    );
  });

  it.each([
    ['int8', -3n, 4n],
    ['uint16', 0n, 60000n],
    ['int32', -(2n ** 31n), 2n ** 31n],
    ['int64', -5n, 1000n],
    ['uint64', 0n, 2n ** 64n],
  ] as const)('randint %s in [%s, %s)', (dtype, minval, maxval) => {
    const plan = planRandint(jax, dtype);
    const bounds = randintBounds(plan, minval, maxval);
    const work = allocBytes(Math.max(randintWorkspace(plan), 16));
    try {
      writeRandintBounds(plan, bounds, work);
      fc.assert(
        fc.property(
          seeds,
          seeds,
          fc.nat({ max: 300 }),
          cutsArb,
          fc.boolean(),
          (higher, lower, size, cuts, reversed) => {
            const [whole, cut] = wholeAndCut(dtype, size, 0, cuts, reversed, (out, _, begin, end) =>
              runRandint(plan, bounds, higher, lower, out, work, begin, end),
            );
            expect(cut).toEqual(whole);
          },
        ),
        runs,
      );
    } finally {
      freeBytes(work);
    }
  });

  it.each(['float32', 'float64', 'float16', 'bfloat16', 'float8_e5m2'] as const)('bernoulli in %s', (dtype) => {
    const plan = planUniform(jax, dtype, 'bernoulli');
    fc.assert(
      fc.property(
        seeds,
        fc.nat({ max: 12 }),
        fc.nat({ max: 25 }),
        fc.constantFrom('number', 'dense', 'broadcast'),
        cutsArb,
        fc.boolean(),
        (key, rows, columns, form, cuts, reversed) => {
          const dims = [rows, columns];
          const shape = form === 'number' ? [] : form === 'dense' ? dims : [columns];
          const values = roundToDType(
            dtype,
            Array.from({ length: shape.reduce((a, b) => a * b, 1) }, (_, index) => ((index * 7) % 11) / 10),
            'test',
          );
          // p is in memory too (the comparison kernel reads it there, float8 aside).
          const memory = allocBytes(Math.max(values.length * itemSize(dtype), 16));
          try {
            const bytes = new Uint8Array(array(Array.from(values), 'float64').astype(dtype).tobytes());
            (elementView(dtypeCode('uint8'), memory, bytes.length) as Uint8Array).set(bytes);
            const p: RandomBound = { values, strides: broadcastStrides(shape, dims), pointer: memory };
            const [whole, cut] = wholeAndCut(
              'bool',
              rows * columns,
              bernoulliWorkspace(plan),
              cuts,
              reversed,
              (out, work, begin, end) => runBernoulli(plan, key, p, dims, out, work, begin, end),
            );
            expect(cut).toEqual(whole);
          } finally {
            freeBytes(memory);
          }
        },
      ),
      runs,
    );
  });

  it('the whole range is what the public functions return', () => {
    const key = random.key(42);
    const words = random.keyData(key).toArray() as unknown as KeyWords;
    const plan = planUniform(jax, 'float16', 'uniform');
    const [whole] = wholeAndCut('float16', 9, uniformWorkspace(plan, true), [], false, (out, work, begin, end) =>
      runUniform(plan, words, 0, 1, [9], out, work, begin, end),
    );
    expect(whole).toEqual(new Uint8Array(random.uniform(key, [9], { dtype: 'float16' }).tobytes()));
    const normal = planUniform(jax, 'bfloat16', 'normal');
    const [drawn] = wholeAndCut('bfloat16', 9, uniformWorkspace(normal, true), [], false, (out, work, begin, end) =>
      runNormal(normal, words, out, work, begin, end),
    );
    expect(drawn).toEqual(new Uint8Array(random.normal(key, [9], { dtype: 'bfloat16' }).tobytes()));
    const p = array([0.25, 0.5, 0.75], 'float32');
    const bernoulli = planUniform(jax, 'float32', 'bernoulli');
    const probability = { values: [0.25, 0.5, 0.75], strides: broadcastStrides([3], [4, 3]) };
    const [flags] = wholeAndCut('bool', 12, bernoulliWorkspace(bernoulli), [], false, (out, work, begin, end) =>
      runBernoulli(bernoulli, words, probability, [4, 3], out, work, begin, end),
    );
    expect(flags).toEqual(new Uint8Array(random.bernoulli(key, p, [4, 3]).tobytes()));
    // The comparison kernel (p a number in memory) and the JavaScript loop (p as values) agree: a
    // number p is drawn against in the default float, float32 with x64 off and float64 with x64.
    for (const [dtype, sampler] of [
      ['float32', random.bernoulli],
      ['float64', random64.bernoulli],
    ] as const) {
      const plan = planUniform(jax, dtype, 'bernoulli');
      const p = dtype === 'float32' ? Math.fround(0.3) : 0.3;
      const [looped] = wholeAndCut('bool', 101, bernoulliWorkspace(plan), [], false, (out, work, begin, end) =>
        runBernoulli(plan, words, { values: [p], strides: [0] }, [101], out, work, begin, end),
      );
      expect(looped).toEqual(new Uint8Array(sampler(key, 0.3, [101]).tobytes()));
    }
    p.dispose();
  });
});

describe("normal's kernel (float32, float64) against the transform in JavaScript", () => {
  // random_normal_float32/64 (asm/random.ts) run the uniform, then √2·erfinv with fdlibm's log1p:
  // the same bits as the uniform kernel followed by erfinv.ts's erfinvFloat32/64 and Math.log1p.
  it('draws the bits of the uniform through erfinvFloat32 and erfinvFloat64, element by element', () => {
    const words = random.keyData(random.key(7)).toArray() as unknown as KeyWords;
    const size = 1 << 20;
    for (const dtype of ['float32', 'float64'] as const) {
      const plan = planUniform(jax, dtype, 'normal');
      const [drawn] = wholeAndCut(dtype, size, 0, [], false, (out, work, begin, end) =>
        runNormal(plan, words, out, work, begin, end),
      );
      const [uniform] = wholeAndCut(dtype, size, 0, [], false, (out, work, begin, end) =>
        runUniform(plan, words, plan.lowest, 1, [size], out, work, begin, end),
      );
      const u = dtype === 'float32' ? new Float32Array(uniform.buffer) : new Float64Array(uniform.buffer);
      const expected = dtype === 'float32' ? new Float32Array(size) : new Float64Array(size);
      const sqrt2 = dtype === 'float32' ? Math.fround(Math.SQRT2) : Math.SQRT2;
      for (let index = 0; index < size; index += 1)
        expected[index] = sqrt2 * (dtype === 'float32' ? erfinvFloat32(u[index]!) : erfinvFloat64(u[index]!));
      const got = dtype === 'float32' ? new Float32Array(drawn.buffer) : new Float64Array(drawn.buffer);
      let differing = 0;
      for (let index = 0; index < size; index += 1) if (!Object.is(got[index], expected[index])) differing += 1;
      expect(differing, `${dtype}: elements whose bits differ from the JavaScript transform`).toBe(0);
    }
  });
});

describe('the narrow-store kernels against the JavaScript they replaced', () => {
  const keys: KeyWords[] = [
    [0, 42],
    [0xffffffff, 1],
    [123456789, 987654321],
  ];

  it('8- and 16-bit bits are the low bits of the 32-bit bits', () => {
    for (const key of keys)
      for (const dtype of ['uint8', 'uint16'] as const) {
        const size = 4099;
        const [drawn] = wholeAndCut(dtype, size, 0, [], false, (out, _, begin, end) =>
          runBits(planBits(jax, dtype), key, out, begin, end),
        );
        const wide = bits32(key, 0, size, 'test');
        const expected = dtype === 'uint8' ? Uint8Array.from(wide) : Uint16Array.from(wide);
        expect(drawn).toEqual(new Uint8Array(expected.buffer));
      }
  });

  // The two draws combined in BigInt, as runRandint did before its kernel (JAX's randint).
  function randintByBigInt(
    dtype: DType,
    bounds: ReturnType<typeof randintBounds>,
    width: number,
    higher: KeyWords,
    lower: KeyWords,
    size: number,
  ): Uint8Array {
    const draw = (key: KeyWords): bigint[] => {
      const pointer = allocBytes(Math.max(size * (width >>> 3), 16));
      try {
        randomBitsKernel(width === 64 ? 64 : 32)(key[0], key[1], 0, 0, pointer, size);
        return Array.from(elementView(dtypeCode(width === 64 ? 'uint64' : 'uint32'), pointer, size), BigInt);
      } finally {
        freeBytes(pointer);
      }
    };
    const high = draw(higher);
    const low = draw(lower);
    const mask = (1n << BigInt(width)) - 1n;
    const { span, multiplier } = bounds;
    const rem = (value: bigint) => (span === 0n ? value : value % span);
    const wide = itemSize(dtype) === 8;
    const out = new (
      {
        int8: Int8Array,
        int16: Int16Array,
        int32: Int32Array,
        uint8: Uint8Array,
        uint16: Uint16Array,
        uint32: Uint32Array,
        int64: BigInt64Array,
        uint64: BigUint64Array,
      } as Record<string, new (size: number) => { [index: number]: number | bigint; buffer: ArrayBuffer }>
    )[dtype]!(size);
    for (let index = 0; index < size; index += 1) {
      const value = bounds.low + rem((((rem(high[index]!) * multiplier) & mask) + rem(low[index]!)) & mask);
      out[index] = wide ? value : Number(value);
    }
    return new Uint8Array(out.buffer);
  }

  it.each([
    ['int8', -3n, 4n],
    ['int8', -1000n, 1000n],
    ['uint8', 0n, 256n],
    ['int16', -300n, 70000n],
    ['uint16', 7n, 60000n],
    ['int32', -(2n ** 31n), 2n ** 31n],
    ['int32', -5n, 1000n],
    ['uint32', 0n, 2n ** 32n],
    ['uint32', 3n, 3000000001n],
    ['int64', -5n, 1000n],
    ['int64', -(2n ** 63n), 2n ** 63n],
    ['int64', -(3n ** 39n), 3n ** 39n],
    ['uint64', 0n, 2n ** 64n],
    ['uint64', 1n, 2n ** 63n + 12345n],
  ] as const)('randint %s in [%s, %s): the kernel gives the BigInt combination', (dtype, minval, maxval) => {
    const plan = planRandint(jax, dtype);
    const bounds = randintBounds(plan, minval, maxval);
    const work = allocBytes(Math.max(randintWorkspace(plan), 16));
    try {
      writeRandintBounds(plan, bounds, work);
      for (const [index, higher] of keys.entries()) {
        const lower = keys[(index + 1) % keys.length]!;
        const size = 2053;
        const [drawn] = wholeAndCut(dtype, size, 0, [], false, (out, _, begin, end) =>
          runRandint(plan, bounds, higher, lower, out, work, begin, end),
        );
        expect(drawn).toEqual(randintByBigInt(dtype, bounds, plan.width, higher, lower, size));
      }
    } finally {
      freeBytes(work);
    }
  });

  // uniformNumbers still draws float16 and bfloat16 in JavaScript (for Gumbel noise): the kernels'
  // uniform is it rounded to the dtype, their normal its transform step by step (erfinv.ts).
  it.each(['float16', 'bfloat16'] as const)('%s uniform and normal: the JavaScript steps, 2^20 elements', (dtype) => {
    const plan = planUniform(jax, dtype, 'normal');
    const size = 1 << 20;
    const key = keys[2]!;
    const bytesOf = (values: ArrayLike<number>) =>
      new Uint8Array(array(Array.from(values), 'float64').astype(dtype).tobytes());
    // Infinite and NaN bounds too: the kernel's NaN is JavaScript's (positive), not the hardware's.
    for (const [minval, maxval, count] of [
      [-2.5, 3, size],
      [-Infinity, 1, 37],
      [0, Infinity, 37],
      [-Infinity, Infinity, 37],
      [NaN, 1, 37],
      [0, NaN, 37],
      [5, -5, 37],
      [-1e30, 1e30, 37],
    ] as const) {
      const [low, high] = roundToDType(dtype, [minval, maxval], 'test') as unknown as [number, number];
      const [uniform] = wholeAndCut(dtype, count, 0, [], false, (out, _, begin, end) =>
        runUniform(plan, key, low, high, [count], out, 0, begin, end),
      );
      expect(uniform, `[${minval}, ${maxval})`).toEqual(
        bytesOf(uniformNumbers(plan, key, low, high, 0, count, 'test')),
      );
    }
    const [normal] = wholeAndCut(dtype, size, 0, [], false, (out, _, begin, end) =>
      runNormal(plan, key, out, 0, begin, end),
    );
    const u = uniformNumbers(plan, key, plan.lowest, 1, 0, size, 'test');
    const erfinv = roundToDType(dtype, Array.from(u, erfinvFloat32), 'test');
    expect(normal).toEqual(bytesOf(erfinv.map((value) => value * plan.sqrt2)));
  });
});

describe('bernoulli in float16 and bfloat16: the kernels (p in memory) give the JavaScript comparison', () => {
  it.each(['float16', 'bfloat16'] as const)('%s', (dtype) => {
    const plan = planUniform(jax, dtype, 'bernoulli');
    const key: KeyWords = [17, 0xdeadbeef];
    for (const shape of [[], [1], [3001]]) {
      const size = 3001;
      const values = roundToDType(
        dtype,
        Array.from({ length: shape.length === 0 ? 1 : shape[0]! }, (_, index) => ((index * 37 + 50) % 101) / 100),
        'test',
      );
      const bytes = new Uint8Array(array(Array.from(values), 'float64').astype(dtype).tobytes());
      const memory = allocBytes(Math.max(bytes.length, 16));
      try {
        (elementView(dtypeCode('uint8'), memory, bytes.length) as Uint8Array).set(bytes);
        const strides = broadcastStrides(shape, [size]);
        const run = (p: RandomBound) =>
          wholeAndCut('bool', size, bernoulliWorkspace(plan), [], false, (out, work, begin, end) =>
            runBernoulli(plan, key, p, [size], out, work, begin, end),
          )[0];
        const byKernels = run({ values, strides, pointer: memory });
        expect(byKernels).toEqual(run({ values, strides }));
        expect(byKernels.some((flag) => flag === 1) && byKernels.some((flag) => flag === 0)).toBe(true);
      } finally {
        freeBytes(memory);
      }
    }
  });
});

describe('uniform between bounds in memory (float32): the kernel gives the JavaScript steps', () => {
  it.each(['float32'] as const)('%s', (dtype) => {
    const plan = planUniform(jax, dtype, 'uniform');
    const key: KeyWords = [5, 0x12345678];
    const size = 4099;
    const special = [NaN, -Infinity, Infinity, 0, -0, 1e30, -1e30, 2.5, -3];
    const lowValues = roundToDType(
      dtype,
      Array.from({ length: size }, (_, index) => special[index % 9]! - (index % 5)),
      'test',
    );
    const highValues = roundToDType(
      dtype,
      Array.from({ length: size }, (_, index) => special[(index * 7) % 9]! + (index % 3)),
      'test',
    );
    const memory = allocBytes(2 * size * itemSize(dtype));
    try {
      const lows = elementView(dtypeCode(dtype), memory, size) as Float64Array;
      lows.set(lowValues);
      (elementView(dtypeCode(dtype), memory + size * itemSize(dtype), size) as Float64Array).set(highValues);
      for (const [lowShape, highShape] of [
        [[size], [size]],
        [[], [size]],
        [[size], []],
        [[], []],
      ] as const) {
        const bound = (values: Float64Array, shape: readonly number[], pointer: number | undefined): RandomBound => ({
          values: shape.length === 0 ? values.subarray(0, 1) : values,
          strides: broadcastStrides(shape, [size]),
          ...(pointer === undefined ? {} : { pointer }),
        });
        const run = (inMemory: boolean) =>
          wholeAndCut(dtype, size, uniformWorkspace(plan, false), [1000, 2001], true, (out, work, begin, end) =>
            runUniform(
              plan,
              key,
              bound(lowValues, lowShape, inMemory ? memory : undefined),
              bound(highValues, highShape, inMemory ? memory + size * itemSize(dtype) : undefined),
              [size],
              out,
              work,
              begin,
              end,
            ),
          );
        const [kernel, kernelCut] = run(true);
        const [javaScript] = run(false);
        expect(kernelCut).toEqual(kernel);
        expect(kernel, `${lowShape} ${highShape}`).toEqual(javaScript);
      }
    } finally {
      freeBytes(memory);
    }
  });
});

describe('the random planner: every policy reaches the defaults', () => {
  it.each([
    ['jax', true, 'float64', 'int64', 'uint64'],
    ['jax', false, 'float32', 'int32', 'uint32'],
    ['numpy', true, 'float64', 'int64', 'uint64'],
    ['torch', true, 'float32', 'int64', 'uint64'],
  ] as const)('%s with x64 %s: %s, %s, %s', (name, x64, float, int, uint) => {
    const policy = resolvePolicy({ policy: name, x64 });
    expect(defaultDType(policy, 'uniform')).toBe(float);
    expect(defaultDType(policy, 'normal')).toBe(float);
    expect(defaultDType(policy, 'randint')).toBe(int);
    expect(defaultDType(policy, 'permutation')).toBe(int);
    expect(defaultDType(policy, 'bits')).toBe(uint);
    expect(planUniform(policy, undefined, 'uniform').dtype).toBe(float);
    expect(planRandint(policy, undefined).dtype).toBe(int);
    expect(planBits(policy, undefined).dtype).toBe(uint);
  });

  it('plans are cached, and refuse the dtypes JAX refuses', () => {
    expect(planUniform(jax, 'float32', 'uniform')).toBe(planUniform(jax, 'float32', 'normal'));
    expect(planUniform(jax, 'float16', 'uniform').width).toBe(16);
    expect(planUniform(jax, 'bfloat16', 'uniform').width).toBe(8); // JAX draws 8 bits below 8 mantissa bits
    expect(planRandint(jax, 'int8').width).toBe(32); // sampled as int32
    expect(() => planUniform(jax, 'int8', 'uniform')).toThrow('random.uniform: dtype must be a float dtype');
    expect(() => planBits(jax, 'uint4')).toThrow('random.bits: dtype must be an unsigned integer dtype');
    expect(() => planRandint(jax, 'float32')).toThrow('random.randint: dtype must be an integer dtype');
  });

  it("the registry's random rows: known default kinds, and floats that are the registry's", () => {
    for (const row of randomRows) {
      expect(Object.keys(row).sort()).toEqual(['default', 'name', 'options']);
      expect(['float', 'int', 'uint']).toContain(row.default);
    }
    for (const row of randomFloats) {
      const dtype = dtypeRows.find((each) => each.name === row.name)!;
      expect(dtype.kind).toBe('float');
      expect(row.bits).toBe(row.mantissa < 8 ? 8 : dtype.bits); // JAX draws at least 8 bits
      expect(row.kernel).toBe(row.name === 'float32' || row.name === 'float64');
    }
  });
});
