// The creation functions under a policy (issue #41): x64 off by default (int32, float32, complex64, as
// JAX), x64 on with `{ x64: true }`, and NumPy's, PyTorch's and TensorFlow's own defaults. The table
// `staticCases` is the static = runtime check: test-d/creation-x64.test-d.ts asserts that each call's
// static dtype is `expectedNodes[spec][call]`, and this file that the runtime's node is the same.
import { describe, expect, it } from 'vitest';
import { arange, array, full, type NDArray } from '../src/index.js';
import { createCreation, creationFunctions } from '../src/ops/creation.js';
import { resolvePolicy } from '../src/policy/policy.js';
import type { CreationFunctions } from '../types/creation.js';
import type { PolicySpec } from '../types/policy.js';

/** The specs of the table, by a short name. */
export const specs = {
  jax: 'jax',
  x64: { x64: true },
  numpy: 'numpy',
  torch: 'torch',
  tensorflow: 'tensorflow',
} as const;

/** The specs in the order of `expectedNodes`' columns. */
export const specOrder = ['jax', 'x64', 'numpy', 'torch', 'tensorflow'] as const;

/** The calls of the table under one policy's creation functions (lazily: each makes an array). */
export function staticCases<const Spec extends PolicySpec>(c: CreationFunctions<Spec>) {
  return {
    'array([1, 2])': () => c.array([1, 2]),
    'array([1.5])': () => c.array([1.5]),
    'array([1, 2.5])': () => c.array([1, 2.5]),
    'array([{ re: 1, im: 0 }])': () => c.array([{ re: 1, im: 0 }]),
    'array([])': () => c.array([]),
    'array([true])': () => c.array([true]),
    "array([3000000000n], 'int64')": () => c.array([3000000000n], 'int64'),
    'array(new Float64Array(2))': () => c.array(new Float64Array(2)),
    'array(new Int8Array(2))': () => c.array(new Int8Array(2)),
    "array([1, 2], 'int8')": () => c.array([1, 2], 'int8'),
    'arange(5)': () => c.arange(5),
    'arange(0, 1, 0.25)': () => c.arange(0, 1, 0.25),
    'arange(2, 10, 2)': () => c.arange(2, 10, 2),
    "arange(3, 'int8')": () => c.arange(3, 'int8'),
    'zeros([2])': () => c.zeros([2]),
    "zeros([2], 'int8')": () => c.zeros([2], 'int8'),
    'ones([2])': () => c.ones([2]),
    'empty([2])': () => c.empty([2]),
    'full([2], 3)': () => c.full([2], 3),
    'full([2], 0.5)': () => c.full([2], 0.5),
    'full([2], true)': () => c.full([2], true),
    'full([2], { re: 1, im: 2 })': () => c.full([2], { re: 1, im: 2 }),
    "full([2], 3, 'uint8')": () => c.full([2], 3, 'uint8'),
    'linspace(0, 1, 5)': () => c.linspace(0, 1, 5),
    'eye(2)': () => c.eye(2),
    'identity(2)': () => c.identity(2),
    'tri(2)': () => c.tri(2),
  };
}

export type CaseName = keyof ReturnType<typeof staticCases>;

/**
 * The node of each call (its dtype, or its weak type where the array is weakly typed) under each
 * spec, in the order of `specOrder`: the static type (test-d) and the runtime (here) must both be it.
 */
export const expectedNodes = {
  //                                  jax          x64           numpy         torch        tensorflow
  'array([1, 2])': ['int32', 'int64', 'int64', 'int64', 'int32'],
  'array([1.5])': ['float32', 'float64', 'float64', 'float32', 'float32'],
  'array([1, 2.5])': ['float32', 'float64', 'float64', 'float32', 'float32'],
  'array([{ re: 1, im: 0 }])': ['complex64', 'complex128', 'complex128', 'complex64', 'complex128'],
  'array([])': ['float32', 'float64', 'float64', 'float32', 'float32'],
  'array([true])': ['bool', 'bool', 'bool', 'bool', 'bool'],
  "array([3000000000n], 'int64')": ['int64', 'int64', 'int64', 'int64', 'int64'],
  'array(new Float64Array(2))': ['float64', 'float64', 'float64', 'float64', 'float64'],
  'array(new Int8Array(2))': ['int8', 'int8', 'int8', 'int8', 'int8'],
  "array([1, 2], 'int8')": ['int8', 'int8', 'int8', 'int8', 'int8'],
  'arange(5)': ['int32', 'int64', 'int64', 'int64', 'int32'],
  'arange(0, 1, 0.25)': ['float32', 'float64', 'float64', 'float32', 'float32'],
  'arange(2, 10, 2)': ['int32', 'int64', 'int64', 'int64', 'int32'],
  "arange(3, 'int8')": ['int8', 'int8', 'int8', 'int8', 'int8'],
  'zeros([2])': ['float32', 'float64', 'float64', 'float32', 'float32'],
  "zeros([2], 'int8')": ['int8', 'int8', 'int8', 'int8', 'int8'],
  'ones([2])': ['float32', 'float64', 'float64', 'float32', 'float32'],
  'empty([2])': ['float32', 'float64', 'float64', 'float32', 'float32'],
  'full([2], 3)': ['int', 'int', 'int64', 'int64', 'int32'],
  'full([2], 0.5)': ['float', 'float', 'float64', 'float32', 'float32'],
  'full([2], true)': ['bool', 'bool', 'bool', 'bool', 'bool'],
  'full([2], { re: 1, im: 2 })': ['complex', 'complex', 'complex128', 'complex64', 'complex128'],
  "full([2], 3, 'uint8')": ['uint8', 'uint8', 'uint8', 'uint8', 'uint8'],
  'linspace(0, 1, 5)': ['float32', 'float64', 'float64', 'float32', 'float32'],
  'eye(2)': ['float32', 'float64', 'float64', 'float32', 'float32'],
  'identity(2)': ['float32', 'float64', 'float64', 'float32', 'float32'],
  'tri(2)': ['float32', 'float64', 'float64', 'float32', 'float32'],
} as const satisfies Record<CaseName, readonly [string, string, string, string, string]>;

/** An array's node: its weak type where weakly typed (held as the policy's dtype for it), else its dtype. */
function nodeOf(result: NDArray): string {
  if (!result.weakType) return result.dtype;
  return result.dtype.startsWith('complex') ? 'complex' : result.dtype.startsWith('float') ? 'float' : 'int';
}

describe('static = runtime: each call of the table has the node its static type states', () => {
  specOrder.forEach((name, column) => {
    const spec: PolicySpec = specs[name];
    it(`under ${JSON.stringify(spec)}`, () => {
      const calls = staticCases(creationFunctions(spec)) as Record<CaseName, () => NDArray>;
      for (const [call, make] of Object.entries(calls) as [CaseName, () => NDArray][]) {
        using result = make();
        expect(nodeOf(result), `${call} under ${JSON.stringify(spec)}`).toBe(expectedNodes[call][column]);
      }
    });
  });
});

describe('defaults with x64 off (the default policy, as JAX)', () => {
  it('values are rounded once to float32 and held as int32', () => {
    using tenth = array([0.1]);
    expect(tenth.toArray()).toEqual([0.10000000149011612]);
    using ints = array([1, -2]);
    expect([ints.dtype, ints.toArray()]).toEqual(['int32', [1, -2]]);
    using complex = array([{ re: 0.1, im: 1 }]);
    expect(complex.toArray()).toEqual([{ re: Math.fround(0.1), im: 1 }]);
    using bigints = array([3n, -4n]);
    expect([bigints.dtype, bigints.toArray()]).toEqual(['int32', [3, -4]]);
    using mixed = array([true, 2]);
    expect(mixed.dtype).toBe('int32');
  });

  it('a typed array keeps its own dtype under every policy', () => {
    for (const spec of Object.values(specs)) {
      const c = creationFunctions(spec as PolicySpec);
      using doubles = c.array(new Float64Array([0.1, 2]));
      expect([doubles.dtype, doubles.toArray()]).toEqual(['float64', [0.1, 2]]);
      using longs = c.array(new BigInt64Array([2n ** 40n]));
      expect([longs.dtype, longs.toArray()]).toEqual(['int64', [2n ** 40n]]);
    }
  });

  it('arange(0, 1, 0.1) is jnp.arange’s with x64 off: computed in float32', () => {
    using tenths = arange(0, 1, 0.1);
    using named = arange(0, 1, 0.1, 'float32');
    expect(tenths.dtype).toBe('float32');
    expect(tenths.shape).toEqual([10]);
    expect(tenths.toArray()).toEqual(named.toArray());
    // jnp.arange(0, 1, 0.1)[9] with x64 off: 0.90000004, not float32's nearest to 0.9 (0.89999998).
    expect(tenths.item(9)).toBe(Math.fround(0.90000004));
    expect(tenths.item(3)).toBe(Math.fround(0.3));
    using counted = arange(3.5);
    expect([counted.dtype, counted.toArray()]).toEqual(['float32', [0, 1, 2, 3]]);
    using shifted = arange(0.5, 3);
    expect(shifted.toArray()).toEqual([0.5, 1.5, 2.5]);
  });

  it('linspace is NumPy’s float64 values rounded once to float32', () => {
    const wide = creationFunctions({ x64: true });
    using narrow = wide.linspace(0, 1, 7);
    using values = creationFunctions('jax').linspace(0, 1, 7);
    expect(values.dtype).toBe('float32');
    expect(values.toArray()).toEqual((narrow.toArray() as number[]).map(Math.fround));
  });

  it('full without a dtype is weakly typed, held as the default dtype of its kind', () => {
    using three = full([2], 3);
    expect([three.dtype, three.weakType, three.toArray()]).toEqual(['int32', true, [3, 3]]);
    using half = full([2], 0.1);
    expect([half.dtype, half.weakType, half.toArray()]).toEqual([
      'float32',
      true,
      [0.10000000149011612, 0.10000000149011612],
    ]);
    using flag = full([1], true);
    expect([flag.dtype, flag.weakType]).toEqual(['bool', false]);
  });
});

describe('under each policy', () => {
  it('{ x64: true }: the 64-bit defaults, values as given', () => {
    const c = createCreation(resolvePolicy({ x64: true }));
    using tenth = c.array([0.1]);
    expect([tenth.dtype, tenth.toArray()]).toEqual(['float64', [0.1]]);
    using large = c.array([2 ** 31]);
    expect([large.dtype, large.toArray()]).toEqual(['int64', [2n ** 31n]]);
    using range = c.arange(2 ** 31 - 1, 2 ** 31 + 1);
    expect(range.toArray()).toEqual([2n ** 31n - 1n, 2n ** 31n]);
    using filled = c.full([2], 2 ** 31);
    expect([filled.dtype, filled.weakType, filled.toArray()]).toEqual(['int64', true, [2n ** 31n, 2n ** 31n]]);
    using tenths = c.arange(0, 1, 0.1);
    expect(tenths.item(3)).toBe(0.30000000000000004);
  });

  it('NumPy, PyTorch and TensorFlow: no weak arrays, full is strongly typed in their dtype', () => {
    for (const [spec, dtype] of [
      ['numpy', 'int64'],
      ['torch', 'int64'],
      ['tensorflow', 'int32'],
    ] as const) {
      const c = createCreation(resolvePolicy(spec));
      using seven = c.full([2], 7);
      expect([seven.dtype, seven.weakType], spec).toEqual([dtype, false]);
    }
    const torch = createCreation(resolvePolicy('torch'));
    using tenth = torch.array([0.1]);
    expect(tenth.toArray()).toEqual([0.10000000149011612]);
    using ints = torch.array([2 ** 31]);
    expect(ints.toArray()).toEqual([2n ** 31n]);
  });

  it("JAX's other policies keep full's weak type: 'strict' and 'lax'", () => {
    for (const spec of ['strict', 'lax', { policy: 'lax', x64: true }] as const) {
      const c = createCreation(resolvePolicy(spec));
      using three = c.full([2], 3);
      expect([three.dtype, three.weakType], JSON.stringify(spec)).toEqual([
        typeof spec === 'string' ? 'int32' : 'int64',
        true,
      ]);
      using ints = c.array([1]);
      expect(ints.dtype).toBe(typeof spec === 'string' ? 'int32' : 'int64');
    }
  });

  it('Triton has no complex default: a complex value without a dtype is refused, naming the function', () => {
    const c = createCreation(resolvePolicy('triton'));
    expect(() => c.array([{ re: 1, im: 2 }])).toThrow("array: Policy 'triton' has no dtype for a complex scalar.");
    expect(() => c.full([1], { re: 1, im: 2 })).toThrow("full: Policy 'triton' has no dtype for a complex scalar.");
    using named = c.array([{ re: 1, im: 2 }], 'complex64');
    expect(named.dtype).toBe('complex64');
    using ints = c.arange(3);
    expect(ints.dtype).toBe('int32');
  });
});

describe('an integer beyond the default int32 (x64 off)', () => {
  const words = (where: string, value: string, index: string) =>
    new RangeError(
      `${where}(): the value at index ${index} is ${value}, out of range for int32, the default int with x64 off (-2147483648 to 2147483647); pass the dtype 'int64' or 'float64', or import from 'dtype-lattice/x64' (x64 on: int64 by default).`,
    );

  it('names the value, its index and the default, and asks for int64 or x64', () => {
    expect(() => array([2 ** 31])).toThrow(words('array', '2147483648', '[0]'));
    expect(() => array([[1], [-(2 ** 31) - 1]])).toThrow(words('array', '-2147483649', '[1, 0]'));
    expect(() => array([3000000000n])).toThrow(words('array', '3000000000n', '[0]'));
    expect(() => arange(2 ** 31 - 1, 2 ** 31 + 1)).toThrow(words('arange', '2147483648', '[1]'));
    expect(() => full([2], 2 ** 31)).toThrow(
      new RangeError(
        "full(): the fill value is 2147483648, out of range for int32, the default int with x64 off (-2147483648 to 2147483647); pass the dtype 'int64' or 'float64', or import from 'dtype-lattice/x64' (x64 on: int64 by default).",
      ),
    );
  });

  it('int32 and float64 values within range are fine; the x64 dtypes take them', () => {
    using edge = array([2 ** 31 - 1, -(2 ** 31)]);
    expect(edge.toArray()).toEqual([2 ** 31 - 1, -(2 ** 31)]);
    using wide = array([2 ** 31], 'int64');
    expect(wide.toArray()).toEqual([2n ** 31n]);
    using float = array([2 ** 31, 0.5]);
    expect([float.dtype, float.toArray()]).toEqual(['float32', [2 ** 31, 0.5]]);
  });

  it('a dtype the user named keeps the astype() advice', () => {
    expect(() => array([2 ** 31], 'int32')).toThrow(
      new RangeError(
        'array(): the value at index [0] is 2147483648, out of range for int32 (-2147483648 to 2147483647); use astype() to cast on purpose.',
      ),
    );
    expect(() => arange(0, 2 ** 31 + 1, 2 ** 31, 'int32')).toThrow(
      'arange(): the value at index [1] is 2147483648, out of range for int32 (-2147483648 to 2147483647); use astype() to cast on purpose.',
    );
    expect(() => full([1], 300, 'uint8')).toThrow('use astype() to cast on purpose.');
  });

  it("other policies' default ints say whose default they are", () => {
    const tensorflow = createCreation(resolvePolicy('tensorflow'));
    expect(() => tensorflow.array([2 ** 31])).toThrow(
      "array(): the value at index [0] is 2147483648, out of range for int32, the default int under the policy 'tensorflow' (-2147483648 to 2147483647); pass the dtype 'int64' or 'float64'.",
    );
    const strict = createCreation(resolvePolicy('strict'));
    expect(() => strict.array([2 ** 31])).toThrow(
      "out of range for int32, the default int with x64 off (-2147483648 to 2147483647); pass the dtype 'int64' or 'float64', or turn x64 on (withPolicy({ policy: 'strict', x64: true })).",
    );
    const x64 = createCreation(resolvePolicy({ x64: true }));
    expect(() => x64.array([2n ** 63n])).toThrow(
      "array(): the value at index [0] is 9223372036854775808n, out of range for int64, the default int with x64 on (-9223372036854775808 to 9223372036854775807); pass the dtype 'uint64' or 'float64'.",
    );
  });
});
