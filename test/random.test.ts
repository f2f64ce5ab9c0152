// random (src/ops/random/, src/plan/random.ts, src/execute/random.ts, asm/random.ts). The Random123
// known answers for Threefry-2x32-20 are published and verified. Every other expected value below
// comes from test/fixtures/random-jax.json: DERIVED FROM JAX'S CODE (scripts/jax_random_reference.py,
// a NumPy model of jax.random with jax_threefry_partitionable=True), NOT RECORDED FROM JAX — no JAX
// ran to make them. Those are JAX's streams with x64, so this file draws from the namespace under
// x64 (the `dtype-lattice/x64` entry's, src/x64.ts); test/random-x64.test.ts checks the
// default namespace (x64 off) and the binding.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { array, zeros, type NDArray } from '../src/index.js';
import { random } from '../src/x64.js';
import { erfinv, erfinvFloat32, erfinvFloat64, sqrt2Erfinv } from '../src/execute/erfinv.js';
import { randomFloats } from '../src/registry/registry.js';
import { usedHeapBytes } from './support/heap.js';

const derived = JSON.parse(readFileSync(new URL('./fixtures/random-jax.json', import.meta.url), 'utf8'));
const hex = (values: readonly string[]) => values.map((value) => Number(value));
const words = (key: random.Key) => random.keyData(key).toArray() as number[];
/** The wide floats random samples, as its errors list them: the registry's randomFloats, in order. */
const randomFloatList = randomFloats.map((row) => row.name).join(', ');

/** Distance in units in the last place (float64 bit patterns, or float32's with f32). */
function ulps(a: number, b: number, f32 = false): number {
  if (f32) {
    const view = new DataView(new ArrayBuffer(8));
    view.setFloat32(0, a);
    view.setFloat32(4, b);
    const ia = view.getInt32(0);
    const ib = view.getInt32(4);
    return Math.abs((ia < 0 ? -(ia & 0x7fffffff) : ia) - (ib < 0 ? -(ib & 0x7fffffff) : ib));
  }
  const view = new DataView(new ArrayBuffer(16));
  view.setFloat64(0, a);
  view.setFloat64(8, b);
  const ia = view.getBigInt64(0);
  const ib = view.getBigInt64(8);
  const ordered = (value: bigint) => (value < 0n ? -(value & 0x7fffffffffffffffn) : value);
  const difference = ordered(ia) - ordered(ib);
  return Number(difference < 0n ? -difference : difference);
}

describe('threefry2x32: Random123 known answers (verified)', () => {
  const cases: [number[], number[], number[]][] = [
    [
      [0, 0],
      [0, 0],
      [0x6b200159, 0x99ba4efe],
    ],
    [
      [0xffffffff, 0xffffffff],
      [0xffffffff, 0xffffffff],
      [0x1cb996fc, 0xbb002be7],
    ],
    [
      [0x13198a2e, 0x03707344],
      [0x243f6a88, 0x85a308d3],
      [0xc4923a9c, 0x483df7a0],
    ],
  ];
  it.each(cases)('key %j count %j', (keyWords, count, expected) => {
    expect(random.threefry2x32(array(keyWords, 'uint32'), array(count, 'uint32')).toArray()).toEqual(expected);
  });

  it('gives the same answer in the SIMD lanes and the scalar tail', () => {
    for (const [keyWords, count, expected] of cases) {
      // 9 blocks: two vectors of four and a tail of one, every block the same.
      const counts = array(new Uint32Array([...Array(9).fill(count[0]), ...Array(9).fill(count[1])]));
      const out = random.threefry2x32(keyWords, counts).toArray() as number[];
      expect(out).toEqual([...Array(9).fill(expected[0]), ...Array(9).fill(expected[1])]);
    }
  });

  it('follows JAX: an odd count is padded with 0 and the result keeps the count shape (derived)', () => {
    const { key, count, out } = derived.threefry_2x32;
    const result = random.threefry2x32(array(hex(key), 'uint32'), array(count as number[], 'uint32'));
    expect(result.shape).toEqual([5]);
    expect(result.toArray()).toEqual(hex(out));
    expect(random.threefry2x32([0, 0], zeros([0], 'uint32')).shape).toEqual([0]);
  });
});

describe('keys', () => {
  it('key(seed) is the seed as int64 in two uint32 words (JAX: key_data(key(0)) = [0, 0], PRNGKey(42) = [0, 42])', () => {
    expect(words(random.key(0))).toEqual([0, 0]);
    expect(words(random.key(42))).toEqual([0, 42]);
    expect(words(random.key(-1))).toEqual(hex(derived.key['-1']));
    expect(words(random.key(2 ** 32))).toEqual([1, 0]);
    expect(words(random.key(2n ** 63n - 1n))).toEqual([0x7fffffff, 0xffffffff]);
    expect(random.keyData(random.key(0)).dtype).toBe('uint32');
  });

  it('split and foldIn give the derived partitionable streams', () => {
    const [first, second] = random.split(random.key(0));
    expect([...words(first!), ...words(second!)]).toEqual(hex(derived.split['0']));
    expect(random.split(random.key(42), 3).flatMap(words)).toEqual(hex(derived.split['42_3']));
    expect(words(random.foldIn(random.key(0), 1))).toEqual(hex(derived.fold_in['0_1']));
    expect(words(random.foldIn(random.key(42), 7))).toEqual(hex(derived.fold_in['42_7']));
    expect(random.split(random.key(0), 0)).toEqual([]);
    // 9 keys cover the SIMD body and the scalar tail; the first two are split's default pair.
    expect(random.split(random.key(0), 9).slice(0, 2).flatMap(words)).toEqual(hex(derived.split['0']));
  });

  it('keys are opaque, frozen and recognised by isKey', () => {
    const k = random.key(1);
    expect(random.isKey(k)).toBe(true);
    expect(random.isKey(array([0, 1], 'uint32'))).toBe(false);
    expect(random.isKey({ impl: 'threefry2x32' })).toBe(false);
    expect(Object.isFrozen(k)).toBe(true);
    expect(String(k)).toBe('Key(threefry2x32, [0, 1])');
  });
});

describe('samplers match the derived JAX streams', () => {
  const k0 = random.key(0);
  const k42 = random.key(42);

  it('bits', () => {
    const b32 = random.bits(k0, [2, 3], { dtype: 'uint32' });
    expect(b32.shape).toEqual([2, 3]);
    expect((b32.toArray() as number[][]).flat()).toEqual(hex(derived.bits.uint32));
    expect(random.bits(k0, [5], { dtype: 'uint8' }).toArray()).toEqual(derived.bits.uint8);
    expect(random.bits(k0, [5], { dtype: 'uint16' }).toArray()).toEqual(derived.bits.uint16);
    const b64 = random.bits(k42, [3]);
    expect(b64.dtype).toBe('uint64');
    expect(b64.toArray()).toEqual(derived.bits.uint64.map(BigInt));
  });

  it('uniform float32 / float64 / float16, with a range', () => {
    expect(random.uniform(k0, [7], { dtype: 'float32' }).toArray()).toEqual(derived.uniform.float32);
    expect(random.uniform(k0, [3]).toArray()).toEqual(derived.uniform.float64);
    expect(random.uniform(k42, [5], { dtype: 'float16' }).toArray()).toEqual(derived.uniform.float16);
    // bfloat16 (7 mantissa bits) takes 8 random bits, the low byte of the 32-bit bits, as JAX does.
    expect(random.uniform(k42, [6], { dtype: 'bfloat16' }).toArray()).toEqual(derived.uniform.bfloat16);
    expect(random.uniform(k42, [4], { dtype: 'float32', minval: -2, maxval: 3 }).toArray()).toEqual(
      derived.uniform.float32_range,
    );
    expect(random.uniform(k0).shape).toEqual([]);
  });

  it('uniform float32 from the SIMD kernel equals the scalar model at every position', () => {
    const kernelValues = random
      .uniform(k42, [1001], { dtype: 'float32', minval: 0.25, maxval: 0.75 })
      .toArray() as number[];
    const bits = random.bits(k42, [1001], { dtype: 'uint32' }).toArray() as number[];
    const model = bits.map((value) => {
      const fraction = Math.fround((value >>> 9) / 2 ** 23);
      return Math.max(0.25, Math.fround(Math.fround(fraction * 0.5) + 0.25));
    });
    expect(kernelValues).toEqual(model);
    expect(Math.min(...kernelValues)).toBeGreaterThanOrEqual(0.25);
    expect(Math.max(...kernelValues)).toBeLessThan(0.75);
  });

  it('uniform with array bounds broadcast to the shape (converted to the dtype first)', () => {
    const lo = array([[-1], [10]], 'float32');
    const hi = array([0, 1, 100], 'float32');
    const f32 = random.uniform(k0, [2, 3], { dtype: 'float32', minval: lo, maxval: hi });
    expect(f32.shape).toEqual([2, 3]);
    expect((f32.toArray() as number[][]).flat()).toEqual(derived.uniform_bounds.float32);
    const f64 = random.uniform(k42, [2, 3], { minval: array([0, -5, 1e6]), maxval: 2e6 });
    expect((f64.toArray() as number[][]).flat()).toEqual(derived.uniform_bounds.float64);
    const f16 = random.uniform(k42, [4], {
      dtype: 'float16',
      minval: array([0.1, 0.2, 0.3, 0.4], 'float16'),
      maxval: 1,
    });
    expect(f16.toArray()).toEqual(derived.uniform_bounds.float16);
    // Scalar bounds through the array path give the kernel's values.
    expect(random.uniform(k0, [5], { dtype: 'float32', minval: array(-2, 'float32'), maxval: 3 }).toArray()).toEqual(
      random.uniform(k0, [5], { dtype: 'float32', minval: -2, maxval: 3 }).toArray(),
    );
    expect(() => random.uniform(k0, [2], { minval: array([0, 1, 2]) })).toThrow(
      new RangeError('random.uniform: minval of shape [3] does not broadcast to the shape [2].'),
    );
    expect(() => random.uniform(k0, [2], { maxval: 'one' as never })).toThrow(
      new TypeError("random.uniform: maxval must be a number or an NDArray, got 'one'."),
    );
    for (const x of [lo, hi]) x.dispose();
  });

  it("bernoulli with an array p: broadcast to shape, or its own shape; the uniform in p's dtype", () => {
    const p = array([[0.1, 0.5, 0.9]], 'float32');
    expect((random.bernoulli(k0, p, [2, 3]).toArray() as boolean[][]).flat()).toEqual(derived.bernoulli_array);
    const p64 = array([0.2, 0.4, 0.6, 0.8], 'float64');
    const own = random.bernoulli(k42, p64);
    expect(own.shape).toEqual([4]);
    expect(own.toArray()).toEqual(derived.bernoulli_array_float64);
    expect(random.bernoulli(k0, array([0, 1], 'float16'), [3, 2]).toArray()).toEqual(Array(3).fill([false, true]));
    // The list the errors give: the registry's randomFloats, these four among them in this order.
    const named = ['float16', 'bfloat16', 'float32', 'float64'];
    expect(randomFloats.map((row) => row.name).filter((name) => named.includes(name))).toEqual(named);
    expect(() => random.bernoulli(k0, array([1, 2], 'int32') as never)).toThrow(
      new TypeError(
        `random.bernoulli: p must have a float dtype (${randomFloatList} or an 8-bit float8 format), got int32.`,
      ),
    );
    expect(() => random.bernoulli(k0, p, [3])).toThrow(
      new RangeError('random.bernoulli: p of shape [1, 3] does not broadcast to the shape [3].'),
    );
    p.dispose();
    p64.dispose();
  });

  it('uniform and normal in the float8 formats (8 random bits, each operation rounded to the format, as JAX)', () => {
    for (const [name, expected] of Object.entries(derived.uniform_float8 as Record<string, number[]>)) {
      const values = random.uniform(k0, [8], { dtype: name as random.Float8DType });
      expect(values.dtype).toBe(name);
      expect(values.toArray()).toEqual(expected);
    }
    expect(random.uniform(k42, [6], { dtype: 'float8_e4m3fn', minval: -3, maxval: 5 }).toArray()).toEqual(
      derived.uniform_float8_range,
    );
    for (const [name, expected] of Object.entries(derived.normal_float8 as Record<string, number[]>)) {
      expect(random.normal(k42, [8], { dtype: name as random.Float8DType }).toArray()).toEqual(expected);
    }
    expect(random.bernoulli(k0, array([0, 1], 'float8_e5m2'), [2, 2]).toArray()).toEqual([
      [false, true],
      [false, true],
    ]);
    // JAX's uniform takes 8-, 16-, 32- and 64-bit floats: not float6 / float4, nor float8_e8m0fnu (no zero).
    expect(() => random.uniform(k0, [2], { dtype: 'float4_e2m1fn' as never })).toThrow(
      new TypeError(
        `random.uniform: dtype must be a float dtype (${randomFloatList} or an 8-bit float8 format), got 'float4_e2m1fn' (JAX's uniform takes 8-, 16-, 32- and 64-bit floats with a zero).`,
      ),
    );
    expect(() => random.normal(k0, [2], { dtype: 'float8_e8m0fnu' as never })).toThrow(
      'random.normal: dtype must be a float dtype',
    );
  });

  it('a value depends on its flat position only (partitionable), not on the shape', () => {
    const flat = random.uniform(k0, [6], { dtype: 'float32' }).toArray() as number[];
    const matrix = random.uniform(k0, [2, 3], { dtype: 'float32' }).toArray() as number[][];
    expect(matrix.flat()).toEqual(flat);
    expect((random.uniform(k0, [8], { dtype: 'float32' }).toArray() as number[]).slice(0, 6)).toEqual(flat);
  });

  it("normal evaluates erf_inv as XLA does (Giles' polynomials): the derived JAX values, every dtype", () => {
    // Equal, not close: the model runs the same steps in NumPy (only log1p could differ in a last bit).
    expect(random.normal(k0, [6], { dtype: 'float32' }).toArray()).toEqual(derived.normal.float32);
    expect(random.normal(k42, [4]).toArray()).toEqual(derived.normal.float64);
    expect(random.normal(k42, [1000], { dtype: 'float32' }).toArray()).toEqual(derived.normal.float32_1000);
    expect(random.normal(k0, [1000]).toArray()).toEqual(derived.normal.float64_1000);
    expect(random.normal(k0, [8], { dtype: 'float16' }).toArray()).toEqual(derived.normal.float16);
    expect(random.normal(k0, [8], { dtype: 'bfloat16' }).toArray()).toEqual(derived.normal.bfloat16);
  });

  it("XLA's erf_inv (float32 and float64) on a grid reaching ±1, its three float64 branches and ±inf", () => {
    for (const [u, float64, float32] of derived.erfinv_xla as [number, number, number | null][]) {
      expect(erfinvFloat64(u)).toBe(float64);
      expect(erfinvFloat32(u)).toBe(float32 ?? Math.sign(u) * Infinity); // null: u rounds to ±1 in float32
    }
    expect(erfinvFloat32(1)).toBe(Infinity);
    expect(erfinvFloat64(-1)).toBe(-Infinity);
    expect(erfinvFloat64(NaN)).toBeNaN();
  });

  it("XLA's erf_inv is within 3 ulp of the exact value for |u| < 0.99 (as JAX's normal is)", () => {
    for (const [u, exact] of derived.sqrt2_erfinv as [number, number][]) {
      if (Math.abs(u) < 0.99) expect(ulps(Math.SQRT2 * erfinvFloat64(u), exact)).toBeLessThanOrEqual(3);
    }
  });

  it('sqrt(2)·erfinv (AS241 in float64) is within 4 ulp of the exact value (mpmath), tails included', () => {
    for (const [u, exact] of derived.sqrt2_erfinv as [number, number][])
      expect(ulps(sqrt2Erfinv(u), exact)).toBeLessThanOrEqual(4);
    for (const [u, exact] of derived.sqrt2_erfinv as [number, number][])
      expect(ulps(erfinv(u), exact / Math.SQRT2)).toBeLessThanOrEqual(4);
    expect(erfinv(1)).toBe(Infinity);
    expect(erfinv(-1)).toBe(-Infinity);
    expect(erfinv(0)).toBe(0);
  });

  it('randint (its two draws on a split key), int32, int64 and int8', () => {
    expect(random.randint(k0, [6], 0, 10, { dtype: 'int32' }).toArray()).toEqual(derived.randint.int32);
    const int64 = random.randint(k42, [4], -5, 1000);
    expect(int64.dtype).toBe('int64');
    expect(int64.toArray()).toEqual(derived.randint.int64.map(BigInt));
    expect(random.randint(k0, [5], -3, 4, { dtype: 'int8' }).toArray()).toEqual(derived.randint.int8);
    const wide = random.randint(k0, [200], 0, 3, { dtype: 'uint8' }).toArray() as number[];
    expect(new Set(wide)).toEqual(new Set([0, 1, 2]));
  });

  it('bernoulli and permutation', () => {
    expect(random.bernoulli(k0, 0.3, [8]).toArray()).toEqual(derived.bernoulli);
    // JAX's default p is np.float32(0.5): the uniform is float32.
    expect(random.bernoulli(k42, undefined, [8]).toArray()).toEqual(derived.bernoulli_default);
    expect(random.permutation(k0, 10).toArray()).toEqual(derived.permutation['10'].map(BigInt));
    expect(random.permutation(k42, 6).toArray()).toEqual(derived.permutation['42_6'].map(BigInt));
  });

  it('permutation of an array moves whole slices along the axis and leaves the input alone', () => {
    const x = array(
      [
        [1, 2, 3],
        [4, 5, 6],
        [7, 8, 9],
        [10, 11, 12],
        [13, 14, 15],
        [16, 17, 18],
      ],
      'int16',
    );
    const order = (random.permutation(k42, 6).toArray() as bigint[]).map(Number);
    const rows = random.permutation(k42, x);
    expect(rows.dtype).toBe('int16');
    expect(rows.toArray()).toEqual(order.map((row) => (x.toArray() as number[][])[row]));
    const columns = random.permutation(k0, x, { axis: 1 }).toArray() as number[][];
    expect(columns.map((row) => [...row].sort((a, b) => a - b))).toEqual(x.toArray());
    expect(x.toArray()).toEqual([
      [1, 2, 3],
      [4, 5, 6],
      [7, 8, 9],
      [10, 11, 12],
      [13, 14, 15],
      [16, 17, 18],
    ]);
  });

  it('permutation with independent: true shuffles each slice along the axis on its own (derived)', () => {
    const x = array(
      [
        [0, 1, 2, 3],
        [4, 5, 6, 7],
        [8, 9, 10, 11],
      ],
      'int32',
    );
    const rows = random.permutation(k0, x, { axis: 1, independent: true });
    expect(rows.dtype).toBe('int32');
    expect(rows.shape).toEqual([3, 4]);
    expect((rows.toArray() as number[][]).flat()).toEqual(derived.permutation_independent.axis1);
    expect((random.permutation(k42, x, { axis: 0, independent: true }).toArray() as number[][]).flat()).toEqual(
      derived.permutation_independent.axis0,
    );
    // 1-D: the same as without it.
    const line = array([5, 6, 7, 8, 9], 'int8');
    expect(random.permutation(k42, line, { independent: true }).toArray()).toEqual(
      random.permutation(k42, line).toArray(),
    );
    expect(() => random.permutation(k0, x, { independent: 1 as never })).toThrow(
      new TypeError('random.permutation: independent must be a boolean, got 1.'),
    );
    x.dispose();
    line.dispose();
  });

  it('choice: with replacement (randint), without (a permutation prefix), by p', () => {
    const uniformDraws = random.choice(k0, 5, { shape: [3] });
    expect(uniformDraws.dtype).toBe('int64');
    expect(uniformDraws.toArray()).toEqual(random.randint(k0, [3], 0, 5).toArray());
    const noReplace = random.choice(k42, array([10, 20, 30, 40, 50, 60], 'float32'), { shape: [4], replace: false });
    expect(noReplace.toArray()).toEqual(
      (random.permutation(k42, 6).toArray() as bigint[]).slice(0, 4).map((index) => 10 * (Number(index) + 1)),
    );
    const weighted = random.choice(k0, 3, { shape: [50], p: [0, 1, 0] }).toArray() as bigint[];
    expect(new Set(weighted)).toEqual(new Set([1n]));
    const top = random.choice(k0, 4, { shape: [2], replace: false, p: [0.7, 0.1, 0, 0.2] }).toArray() as bigint[];
    expect(new Set(top).size).toBe(2);
    expect(top).not.toContain(2n);
    expect(
      random.choice(
        k0,
        array(
          [
            [1, 2],
            [3, 4],
          ],
          'int8',
        ),
        { shape: [3], axis: 1 },
      ).shape,
    ).toEqual([2, 3]);
  });

  it('categorical: the category of a dominant logit, over the axis asked', () => {
    const logits = array(
      [
        [0, 50, 0],
        [0, 0, 50],
      ],
      'float32',
    );
    const picks = random.categorical(k0, logits);
    expect(picks.dtype).toBe('int64');
    expect(picks.toArray()).toEqual([1n, 2n]);
    const columns = random.categorical(k0, logits, { axis: 0 }).toArray() as bigint[];
    expect(columns.slice(1)).toEqual([0n, 1n]);
    expect(random.categorical(k0, logits, { shape: [4, 2] }).toArray()).toEqual(Array(4).fill([1n, 2n]));
  });

  it('draws are roughly uniform / standard normal (10^5 values)', () => {
    const u = random.uniform(k0, [100_000], { dtype: 'float32' }).toArray() as number[];
    const mean = u.reduce((total, value) => total + value, 0) / u.length;
    expect(Math.abs(mean - 0.5)).toBeLessThan(0.01);
    const z = random.normal(k42, [100_000], { dtype: 'float32' }).toArray() as number[];
    const zMean = z.reduce((total, value) => total + value, 0) / z.length;
    const zVar = z.reduce((total, value) => total + (value - zMean) ** 2, 0) / z.length;
    expect(Math.abs(zMean)).toBeLessThan(0.02);
    expect(Math.abs(zVar - 1)).toBeLessThan(0.03);
  });
});

describe('bad input: clear errors, nothing lost', () => {
  it('names the function and the value', () => {
    const before = usedHeapBytes();
    const k = random.key(0);
    const notKey = array([0, 0], 'uint32');
    expect(() => random.uniform(notKey as never, [2])).toThrow(
      new TypeError(
        "random.uniform: the key must be a random key (from random.key, split or foldIn), got an NDArray of dtype uint32 and shape [2]; raw uint32 key arrays (JAX's legacy PRNGKey) are not keys here: use random.key(seed).",
      ),
    );
    expect(() => random.split(0 as never)).toThrow('random.split: the key must be a random key');
    expect(() => random.split(k, -1)).toThrow(
      new RangeError('random.split: num must be a non-negative integer, got -1.'),
    );
    expect(() => random.randint(k, [2], 5, 5)).toThrow(
      new RangeError('random.randint: minval must be less than maxval, got minval 5 and maxval 5 (int64).'),
    );
    expect(() => random.uniform(k, [2, -1])).toThrow(
      new TypeError('random.uniform: a shape is an array of non-negative integers, got [2, -1]: axis 1 is -1.'),
    );
    expect(() => random.uniform(k, [2], { dtype: 'int8' as never })).toThrow(
      new TypeError(
        `random.uniform: dtype must be a float dtype (${randomFloatList} or an 8-bit float8 format), got 'int8'.`,
      ),
    );
    expect(() => random.normal(k, [2], { dtype: 'complex64' as never })).toThrow(
      'random.normal: dtype must be a float dtype',
    );
    expect(() => random.bits(k, [2], { dtype: 'int32' as never })).toThrow(
      'random.bits: dtype must be an unsigned integer dtype',
    );
    expect(() => random.randint(k, [2], 0, 3, { dtype: 'float32' as never })).toThrow(
      'random.randint: dtype must be an integer dtype',
    );
    expect(() => random.uniform(k, [2], { dtyp: 'float32' } as never)).toThrow(
      new TypeError("random.uniform: unknown option 'dtyp'; the options of random.uniform are dtype, minval, maxval."),
    );
    // The library's rule for options: undefined is not "the default" (leave the option out).
    expect(() => random.normal(k, [2], { dtype: undefined })).toThrow(
      new TypeError(
        "random.normal: the option 'dtype' is undefined; leave it out for the default, or give it a value.",
      ),
    );
    expect(() => random.key(1.5)).toThrow(
      new TypeError('random.key: the seed must be an integer (a safe-integer number or a bigint), got 1.5.'),
    );
    expect(() => random.key(2n ** 63n)).toThrow(RangeError);
    expect(() => random.foldIn(k, 2 ** 32)).toThrow('random.foldIn: data must be an integer');
    expect(() => random.permutation(k, -3)).toThrow('random.permutation: x must be a non-negative integer, got -3.');
    expect(() => random.choice(k, 3, { shape: [4], replace: false })).toThrow(
      'random.choice: cannot take a larger sample (size 4) than the population (size 3) when replace is false.',
    );
    const int32Count = array([1, 2], 'int32');
    expect(() => random.threefry2x32([0, 0], int32Count as never)).toThrow(
      'random.threefry2x32: count must be a uint32 array, got an int32 array.',
    );
    int32Count.dispose();
    const gone = array([0.5], 'float32');
    gone.dispose();
    expect(() => random.bernoulli(k, gone)).toThrow(
      new TypeError('random.bernoulli: p: This float32 array of shape [1] was disposed; it can no longer be used.'),
    );
    expect(() => random.categorical(k, gone)).toThrow('random.categorical: logits: This float32 array');
    notKey.dispose();
    expect(usedHeapBytes()).toBe(before);
  });

  it('samplers free their scratch memory', () => {
    const k = random.key(3);
    const before = usedHeapBytes();
    for (const array of [
      random.uniform(k, [37]),
      random.normal(k, [37], { dtype: 'float32' }),
      random.randint(k, [37], 0, 9),
      random.bits(k, [37], { dtype: 'uint8' }),
      random.permutation(k, 37),
      random.bernoulli(k, 0.5, [37]),
    ] as NDArray[])
      array.dispose();
    random.split(k, 37);
    random.foldIn(k, 3);
    expect(usedHeapBytes()).toBe(before);
  });
});
