// Reductions against NumPy's values (scripts/reduction_oracle.py → test/fixtures/reductions),
// for every dtype and several axes; JAX's result dtypes pinned for x64 on and off; accuracy of
// float32 sums; bad input gives a clear error and leaks nothing.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  add,
  array,
  dtypeRows,
  dtypes,
  full,
  mean,
  ones,
  reductionResultType,
  reductionRows,
  sum,
  variance,
  withPolicy,
  zeros,
  type DType,
  type NDArray,
} from '../src/x64.js';
import { readsX64 } from '../src/policy/policy.js';
import { randomFloats } from '../src/registry/registry.js';
import { usedHeapBytes } from './support/heap.js';

type Library = typeof import('../src/index.js');
type Encoded = boolean | number | string | [number | string, number | string];

interface Case {
  dtype: DType;
  shape: number[];
  values: Encoded[];
  results: { op: string; axis: number | number[] | null; keepdims: boolean; shape: number[]; values: Encoded[] }[];
}

const oracle = JSON.parse(readFileSync(new URL('./fixtures/reductions/oracle.json', import.meta.url), 'utf8')) as {
  cases: Case[];
};
// NumPy's oracle is 64-bit (int64 indices and sums): the reductions run under x64, from its entry.
const library = (await import('../src/x64.js')) as unknown as Record<string, (...args: unknown[]) => NDArray>;
/** The root entry, x64 off (JAX's default). */
const root = (await import('../src/index.js')) as unknown as Record<string, (...args: unknown[]) => NDArray>;

function decodeNumber(value: number | string): number {
  if (value === 'nan') return Number.NaN;
  if (value === 'inf') return Number.POSITIVE_INFINITY;
  if (value === '-inf') return Number.NEGATIVE_INFINITY;
  return Number(value);
}

function decodeInput(value: Encoded, dtype: DType): unknown {
  if (Array.isArray(value)) return { re: decodeNumber(value[0]), im: decodeNumber(value[1]) };
  if (typeof value === 'boolean') return value;
  if (dtype === 'int64' || dtype === 'uint64') return BigInt(value);
  return decodeNumber(value);
}

/** The 16-bit floats of the registry (computed in float32, rounded back once). */
const halfFloats = dtypeRows.flatMap((row) => (row.kind === 'float' && row.bits === 16 ? [row.name] : []));

/**
 * What a 16-bit float's tolerance and largest value follow from: its format, the registry's
 * randomFloats row (m mantissa bits, 15 − m exponent bits, bias 1 − tinyExponent), IEEE-style
 * (the top exponent is inf and NaN). The tolerance is one rounding, 2^−m, rounded up to one
 * significant digit; the largest value has every mantissa bit set at the exponent below the top.
 */
function halfFormat(dtype: DType): { tolerance: number; largest: number } {
  const format = randomFloats.find((row) => row.name === dtype);
  if (!format) throw new Error(`${dtype}: a 16-bit float without a randomFloats row (src/registry/registry.js)`);
  const unit = 2 ** -format.mantissa;
  const scale = 10 ** Math.floor(Math.log10(unit));
  const topExponent = 2 ** (15 - format.mantissa) - 2 - (1 - format.tinyExponent);
  return { tolerance: Math.ceil(unit / scale) * scale, largest: (2 - unit) * 2 ** topExponent };
}

/**
 * Relative tolerance of a result dtype (its rounding; 16-bit floats round the float32 result once):
 * pinned where named, any other 16-bit float's from its format.
 */
const tolerance: Partial<Record<DType, number>> = {
  ...Object.fromEntries(halfFloats.map((dtype) => [dtype, halfFormat(dtype).tolerance])),
  float64: 1e-12,
  complex128: 1e-12,
  float32: 2e-6,
  complex64: 2e-6,
  float16: 1e-3,
  bfloat16: 8e-3,
};
/** The largest finite value of a result dtype: pinned where named, any other 16-bit float's from its format. */
const largest: Partial<Record<DType, number>> = {
  ...Object.fromEntries(halfFloats.map((dtype) => [dtype, halfFormat(dtype).largest])),
  float16: 65504,
  bfloat16: 3.3895e38,
  float32: 3.4028234e38,
  complex64: 3.4028234e38,
};

function close(actual: number, expected: number, dtype: DType): boolean {
  if (Number.isNaN(expected)) return Number.isNaN(actual);
  const limit = largest[dtype];
  if (limit !== undefined && Math.abs(expected) > limit * (1 + (tolerance[dtype] ?? 0)))
    return actual === Math.sign(expected) * Infinity;
  return Math.abs(actual - expected) <= (tolerance[dtype] ?? 0) * Math.abs(expected) + 1e-12;
}

function matches(actual: unknown, expected: Encoded, dtype: DType): boolean {
  if (typeof expected === 'boolean') return actual === expected;
  if (Array.isArray(expected)) {
    // Complex: the error relative to |z| (products cancel in one part), allowing one rounding per
    // factor of a running product.
    const { re, im } = actual as { re: number; im: number };
    const [expectedRe, expectedIm] = [decodeNumber(expected[0]), decodeNumber(expected[1])];
    const size = Math.hypot(expectedRe, expectedIm);
    return Math.hypot(re - expectedRe, im - expectedIm) <= 64 * (tolerance[dtype] ?? 0) * size + 1e-12;
  }
  if (typeof actual === 'bigint') return actual === BigInt(expected);
  if (typeof expected === 'string' && /^-?\d+$/.test(expected)) return actual === Number(expected);
  return close(actual as number, decodeNumber(expected), dtype);
}

function flatten(value: unknown): unknown[] {
  return Array.isArray(value) ? value.flatMap(flatten) : [value];
}

describe('reductions match NumPy for every dtype, axis and keepdims', () => {
  for (const testCase of oracle.cases) {
    it(`${testCase.dtype}`, () => {
      const input = array(
        testCase.values.map((value) => decodeInput(value, testCase.dtype)) as never,
        testCase.dtype,
      ).reshape(testCase.shape);
      const failures: string[] = [];
      for (const result of testCase.results) {
        const options: Record<string, unknown> = {};
        if (result.axis !== null) options.axis = result.axis;
        if (result.keepdims) options.keepdims = true;
        const made = library[result.op === 'var' ? 'variance' : result.op]!(input, options);
        const expectedDType = reductionResultType(
          reductionRows.find((row) => row.name === result.op)!.rule,
          testCase.dtype,
        );
        const label = `${result.op}(${testCase.dtype}, axis ${JSON.stringify(result.axis)}${result.keepdims ? ', keepdims' : ''})`;
        if (made.dtype !== expectedDType) failures.push(`${label}: dtype ${made.dtype}, expected ${expectedDType}`);
        if (JSON.stringify(made.shape) !== JSON.stringify(result.shape))
          failures.push(`${label}: shape ${JSON.stringify(made.shape)}, expected ${JSON.stringify(result.shape)}`);
        const values = flatten(made.toArray());
        const wrong = values.findIndex((value, index) => !matches(value, result.values[index]!, made.dtype as DType));
        if (wrong >= 0)
          failures.push(
            `${label}: [${wrong}] is ${String(values[wrong])}, expected ${JSON.stringify(result.values[wrong])}`,
          );
        made.dispose();
      }
      input.dispose();
      expect(failures).toEqual([]);
    });
  }
});

describe('the 16-bit floats: tolerance and largest value from the format', () => {
  it('gives the pinned values of float16 and bfloat16', () => {
    expect(halfFloats).toEqual(expect.arrayContaining(['float16', 'bfloat16']));
    expect(halfFormat('float16')).toEqual({ tolerance: 1e-3, largest: 65504 });
    expect(halfFormat('bfloat16').tolerance).toBe(8e-3);
    expect(halfFormat('bfloat16').largest).toBe(3.3895313892515355e38); // (2 − 2^−7)·2^127, pinned as 3.3895e38
    for (const dtype of halfFloats) expect([tolerance[dtype], largest[dtype]], dtype).not.toContain(undefined);
  });
});

describe("JAX's result dtypes, pinned", () => {
  // jax/_src/numpy/reductions.py: sum/prod/cumsum promote integers below the default int to it
  // (unsigned to the default uint, bool to the default int); mean/var/std take the inexact dtype
  // (up to 32-bit integers → float32, 64-bit → float64), var/std of complex its real dtype;
  // argmin/argmax the default int; any/all bool; min/max the input's.
  const pinned: Record<string, [string, string, string, string, string, string]> = {
    // dtype: [sum x64, sum x32, mean, var, argmax x64, argmax x32]
    bool: ['int64', 'int32', 'float32', 'float32', 'int64', 'int32'],
    uint8: ['uint64', 'uint32', 'float32', 'float32', 'int64', 'int32'],
    uint16: ['uint64', 'uint32', 'float32', 'float32', 'int64', 'int32'],
    uint32: ['uint64', 'uint32', 'float32', 'float32', 'int64', 'int32'],
    uint64: ['uint64', 'uint64', 'float64', 'float64', 'int64', 'int32'],
    int8: ['int64', 'int32', 'float32', 'float32', 'int64', 'int32'],
    int16: ['int64', 'int32', 'float32', 'float32', 'int64', 'int32'],
    int32: ['int64', 'int32', 'float32', 'float32', 'int64', 'int32'],
    int64: ['int64', 'int64', 'float64', 'float64', 'int64', 'int32'],
    bfloat16: ['bfloat16', 'bfloat16', 'bfloat16', 'bfloat16', 'int64', 'int32'],
    float16: ['float16', 'float16', 'float16', 'float16', 'int64', 'int32'],
    float32: ['float32', 'float32', 'float32', 'float32', 'int64', 'int32'],
    float64: ['float64', 'float64', 'float64', 'float64', 'int64', 'int32'],
    complex64: ['complex64', 'complex64', 'complex64', 'float32', 'int64', 'int32'],
    complex128: ['complex128', 'complex128', 'complex128', 'float64', 'int64', 'int32'],
    // The narrow dtypes: sub-byte integers as the others; the floats below.
    int2: ['int64', 'int32', 'float32', 'float32', 'int64', 'int32'],
    int4: ['int64', 'int32', 'float32', 'float32', 'int64', 'int32'],
    uint2: ['uint64', 'uint32', 'float32', 'float32', 'int64', 'int32'],
    uint4: ['uint64', 'uint32', 'float32', 'float32', 'int64', 'int32'],
  };
  // Every other float (the narrow ones, and any other of the registry) keeps its dtype, mean and
  // var too: one rule, so listed from the registry.
  for (const row of dtypeRows) {
    if (row.kind === 'float' && !(row.name in pinned))
      pinned[row.name] = [row.name, row.name, row.name, row.name, 'int64', 'int32'];
  }

  it('the rule table', () => {
    for (const dtype of dtypes) {
      const [sumX64, sumX32, meanOf, varianceOf, indexX64, indexX32] = pinned[dtype]!;
      expect([
        reductionResultType('accumulate', dtype),
        reductionResultType('accumulate', dtype, false),
        reductionResultType('mean', dtype),
        reductionResultType('variance', dtype),
        reductionResultType('index', dtype),
        reductionResultType('index', dtype, false),
      ]).toEqual([sumX64, sumX32, meanOf, varianceOf, indexX64, indexX32]);
      expect([reductionResultType('extreme', dtype), reductionResultType('truth', dtype)]).toEqual([dtype, 'bool']);
      // cumsum and cumprod keep ints and uints (JAX does not widen a scan); bool → the default int.
      const scanned = dtype === 'bool' ? ['int64', 'int32'] : [dtype, dtype];
      expect([reductionResultType('scan', dtype), reductionResultType('scan', dtype, false)]).toEqual(scanned);
    }
  });

  it('the arrays the runtime makes, under every policy, x64 on and off', () => {
    const names = ['jax', 'strict', 'numpy', 'torch', 'tensorflow', 'lax', 'triton', 'array-api'] as const;
    for (const policy of names) {
      for (const x64 of [true, false]) {
        // x64 off reaches only the policies that read it (SPEC §6: 'jax', 'strict', 'lax').
        const inForce = x64 || !readsX64(policy);
        expect(withPolicy({ policy, x64 }).x64).toBe(inForce);
        const bound = withPolicy({ policy, x64 }) as unknown as Record<string, (...args: unknown[]) => NDArray>;
        for (const dtype of dtypes) {
          const input = zeros([2, 2], dtype);
          for (const [name, rule] of [
            ['sum', 'accumulate'],
            ['cumprod', 'scan'],
            ['cumsum', 'scan'],
            ['mean', 'mean'],
            ['std', 'variance'],
            ['argmin', 'index'],
            ['all', 'truth'],
            ['max', 'extreme'],
          ] as const) {
            const made = bound[name]!(input, { axis: 0 });
            expect(`${policy}/${x64}/${name}/${dtype}: ${made.dtype}`).toBe(
              `${policy}/${x64}/${name}/${dtype}: ${reductionResultType(rule, dtype, inForce)}`,
            );
            expect(made.weakType).toBe(false);
            made.dispose();
          }
          input.dispose();
        }
      }
    }
  });

  it('weakly typed inputs reduce as the dtype they hold, to strong results', () => {
    const weak = add(2.5, 1) as unknown as NDArray;
    expect(weak.weakType).toBe(true);
    const total = sum(weak);
    expect([total.dtype, total.weakType]).toEqual(['float64', false]);
    const narrow = withPolicy({ x64: false }).add(2, 1) as unknown as NDArray;
    expect([narrow.dtype, narrow.weakType]).toEqual(['int32', true]);
    expect(withPolicy({ x64: false }).sum(narrow).dtype).toBe('int32');
    expect(sum(narrow).dtype).toBe('int64');
  });
});

describe('accuracy of float32 sums (pairwise)', () => {
  it('sums 10⁷ ones exactly', () => {
    const values = ones([10_000_000], 'float32');
    const total = sum(values);
    expect(total.toArray()).toBe(10_000_000);
    const columns = sum(values.reshape([10_000, 1000]), { axis: 0 });
    expect(new Set(columns.toTypedArray() as Float32Array)).toEqual(new Set([10_000]));
    for (const array of [values, total, columns]) array.dispose();
  });

  it('is within a few float32 ulps of the exact sum of random data (rows and columns)', () => {
    let seed = 12345;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const data = new Float32Array(1 << 20);
    for (let index = 0; index < data.length; index += 1) data[index] = random() * 2 - 0.5;
    let exact = 0;
    for (const value of data) exact += value; // float64: exact enough (2^20 terms)
    const values = array(data);
    const total = sum(values).toArray() as number;
    const relative = Math.abs(total - exact) / Math.abs(exact);
    expect(relative).toBeLessThan(2e-7);
    const byColumns = sum(values.reshape([1 << 10, 1 << 10]), { axis: 0 });
    const columnTotal = sum(byColumns.astype('float64')).toArray() as number;
    expect(Math.abs(columnTotal - exact) / Math.abs(exact)).toBeLessThan(1e-6);
    const average = mean(values).toArray() as number;
    expect(Math.abs(average - exact / data.length) / Math.abs(exact / data.length)).toBeLessThan(2e-7);
    values.dispose();
    byColumns.dispose();
  });
});

describe('bad input: a clear error, nothing leaked', () => {
  it('axes out of range, repeated, not integers; lists for one-axis reductions; empty reductions without identity', () => {
    const x = zeros([2, 3], 'int8');
    const wrongDType = zeros([2], 'int32');
    const wrongShape = zeros([3], 'int64');
    const empty = zeros([0, 3]);
    const before = usedHeapBytes();
    expect(() => sum(x, { axis: 2 } as never)).toThrow(
      new RangeError('sum: axis 2 is out of bounds for an array of 2 dimensions.'),
    );
    expect(() => sum(x, { axis: -3 } as never)).toThrow('sum: axis -3 is out of bounds for an array of 2 dimensions.');
    // @ts-expect-error sum: axis 0 is repeated in [0, -2] (a compile error in the same words).
    expect(() => sum(x, { axis: [0, -2] })).toThrow(new RangeError('sum: axis 0 is repeated in [0, -2].'));
    expect(() => sum(x, { axis: 0.5 } as never)).toThrow(
      new TypeError('sum: axis must be an integer or a list of integers, got 0.5.'),
    );
    expect(() => (library.argmax as (...args: unknown[]) => unknown)(x, { axis: [0, 1] })).toThrow(
      'argmax: axis is one axis (or undefined, for the flattened array), got [0, 1].',
    );
    expect(() => (library.max as (...args: unknown[]) => unknown)(empty, { axis: 0 })).toThrow(
      'max: the reduction is over no elements (shape [0, 3]), and max has no identity',
    );
    expect(() => sum(x, { keepdims: 1 } as never)).toThrow('sum: keepdims must be true or false, got 1.');
    expect(() => sum([1, 2] as never)).toThrow(
      'sum: the operand must be an NDArray, got [1, 2]; make one with array() first.',
    );
    expect(() => sum(x, { out: wrongDType } as never)).toThrow(
      new TypeError(
        'sum: out is int32 of shape [2], but the result is int64 of shape []; out must have exactly the result dtype and shape.',
      ),
    );
    expect(() => sum(x, { axis: 1, out: wrongShape } as never)).toThrow(
      new RangeError(
        'sum: out is int64 of shape [3], but the result is int64 of shape [2]; out must have exactly the result dtype and shape.',
      ),
    );
    expect(usedHeapBytes()).toBe(before);
    const gone = zeros([2]);
    gone.dispose();
    expect(() => sum(gone)).toThrow('This float64 array of shape [2] was disposed');
    x.dispose();
  });

  it('empty reductions with an identity', () => {
    expect(sum(zeros([0, 2]), { axis: 0 }).toArray()).toEqual([0, 0]);
    expect((library.prod as (...args: unknown[]) => NDArray)(zeros([2, 0], 'int8'), { axis: 1 }).toArray()).toEqual([
      1n,
      1n,
    ]);
    // x64 off: the same identity in int32, as numbers.
    const narrow = root.prod!(zeros([2, 0], 'int8'), { axis: 1 });
    expect([narrow.dtype, narrow.toArray()]).toEqual(['int32', [1, 1]]);
    narrow.dispose();
    expect(Number.isNaN(mean(zeros([0])).toArray() as number)).toBe(true);
    expect(Number.isNaN(variance(ones([1]), { ddof: 1 }).toArray() as number)).toBe(true);
    expect((library.all as (...args: unknown[]) => NDArray)(zeros([0], 'bool')).toArray()).toBe(true);
    expect((library.any as (...args: unknown[]) => NDArray)(zeros([0], 'bool')).toArray()).toBe(false);
  });
});

describe('out', () => {
  it('reductions write into out and return it', () => {
    const x = array(
      [
        [1, 2, 3],
        [4, 5, 6],
      ],
      'int8',
    );
    const totals = zeros([2], 'int64');
    expect(sum(x, { axis: 1, out: totals })).toBe(totals);
    expect(totals.toArray()).toEqual([6n, 15n]);
    const means = full([1, 3], 0, 'float32');
    expect(x.mean({ axis: 0, keepdims: true, out: means })).toBe(means);
    expect(means.toArray()).toEqual([[2.5, 3.5, 4.5]]);
  });
});

export type { Library };
