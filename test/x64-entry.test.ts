// The x64 entry (`dtype-lattice/x64`, src/x64.ts): the whole API under JAX's x64 mode. Every root
// export is there under its name; every policy-bound function is withPolicy({ x64: true })'s; the
// functions that take x64 or a policy spec as an argument default to x64 on. Its arrays are the
// root's, whose methods stay x64 off.
import { describe, expect, it } from 'vitest';
import * as root from '../src/index.js';
import * as np from '../src/x64.js';
import { operationRows, reductionRows } from '../src/registry/registry.js';

// The entry's library is withPolicy({ x64: true }) (test below: it is x64's), bound once.
const wide = np.x64Library as unknown as Record<string, unknown>;
const entry = np as unknown as Record<string, unknown>;
// Members withPolicy has that the entry wraps (they take options) or names otherwise.
const wrapped = new Set(['promoteTypes', 'binaryResultType', 'unaryResultType', 'random', 'nn', 'fft', 'linalg']);
const renamed: Record<string, string> = { var: 'variance' };
// A registry row's aliases (asin …) are further exports of its member (arcsin …), at the root and here.
const aliasOf = Object.fromEntries(
  [...operationRows, ...reductionRows].flatMap((row) =>
    'aliases' in row ? row.aliases.map((alias) => [alias, row.name]) : [],
  ),
) as Record<string, string>;

describe('the x64 entry', () => {
  it('exports every name the root does', () => {
    const missing = Object.keys(root).filter((name) => !(name in np));
    expect(missing).toEqual([]);
  });

  it("is withPolicy({ x64: true })'s member for every policy-bound function", () => {
    expect(np.x64Library.x64).toBe(true);
    expect(np.x64Library.policy).toBe('jax');
    expect(Object.keys(np.x64Library).sort()).toEqual(Object.keys(root.withPolicy({ x64: true })).sort());
    const functions = Object.keys(wide).filter((name) => typeof wide[name] === 'function' && !wrapped.has(name));
    expect(functions.length).toBeGreaterThan(80);
    for (const name of functions) expect(entry[renamed[name] ?? name], name).toBe(wide[name]);
    for (const [alias, name] of Object.entries(aliasOf)) expect(entry[alias], alias).toBe(wide[name]);
    // Everything else is the root's own export.
    for (const name of Object.keys(root)) {
      const bound = Object.keys(renamed).find((member) => renamed[member] === name) ?? aliasOf[name] ?? name;
      if (typeof wide[bound] === 'function' || wrapped.has(bound)) continue;
      if (['withPolicy', 'materialize', 'reductionResultType'].includes(name)) continue;
      expect(entry[name], name).toBe((root as Record<string, unknown>)[name]);
    }
  });

  it("gives NumPy's 64-bit defaults where the root gives JAX's 32-bit ones", () => {
    const cases: [string, () => { dtype: string }, () => { dtype: string }, string, string][] = [
      ['array of ints', () => np.array([1, 2]), () => root.array([1, 2]), 'int64', 'int32'],
      ['array of floats', () => np.array([0.5]), () => root.array([0.5]), 'float64', 'float32'],
      ['arange', () => np.arange(3), () => root.arange(3), 'int64', 'int32'],
      ['zeros', () => np.zeros([2]), () => root.zeros([2]), 'float64', 'float32'],
      ['linspace', () => np.linspace(0, 1, 3), () => root.linspace(0, 1, 3), 'float64', 'float32'],
      ['eye', () => np.eye(2), () => root.eye(2), 'float64', 'float32'],
      ['weak result', () => np.add(1, 2), () => root.add(1, 2), 'int64', 'int32'],
      ['sum of int8', () => np.sum(np.array([1], 'int8')), () => root.sum(root.array([1], 'int8')), 'int64', 'int32'],
      ['argmax', () => np.argmax(np.array([1, 3])), () => root.argmax(root.array([1, 3])), 'int64', 'int32'],
      ['argsort', () => np.argsort(np.array([3, 1])), () => root.argsort(root.array([3, 1])), 'int64', 'int32'],
      [
        'uint32 with int32',
        () => np.add(np.array([1], 'uint32'), np.array([1], 'int32')),
        () => root.add(root.array([1], 'uint32'), root.array([1], 'int32')),
        'int64',
        'int32',
      ],
      [
        'concatenate of uint32 and int32',
        () => np.concatenate([np.array([1], 'uint32'), np.array([1], 'int32')]),
        () => root.concatenate([root.array([1], 'uint32'), root.array([1], 'int32')]),
        'int64',
        'int32',
      ],
      [
        'random.uniform',
        () => np.random.uniform(np.random.key(0), [2]),
        () => root.random.uniform(root.random.key(0), [2]),
        'float64',
        'float32',
      ],
      [
        'random.randint',
        () => np.random.randint(np.random.key(0), [2], 0, 5),
        () => root.random.randint(root.random.key(0), [2], 0, 5),
        'int64',
        'int32',
      ],
    ];
    for (const [what, x64, x32, on, off] of cases) {
      expect(x64().dtype, what).toBe(on);
      expect(x32().dtype, what).toBe(off);
    }
    // A typed array's dtype is its own in both.
    expect(np.array(new Float32Array([1])).dtype).toBe('float32');
    expect(root.array(new Float64Array([1])).dtype).toBe('float64');
  });

  it('seeds keys as JAX does with x64 on, and compares uint32 with int32 without wrapping', () => {
    expect(np.random.keyData(np.random.key(-1)).toArray()).toEqual([4294967295, 4294967295]);
    expect(np.nn).toBe(np.x64Library.nn);
    expect(np.nn.softmax(np.array([1, 2], 'int64')).dtype).toBe('float64');
    // linalg: a rank is the default int, int64 under x64 (JAX's sum of a bool mask).
    expect(np.linalg).toBe(np.x64Library.linalg);
    expect(np.linalg.matrixRank(np.eye(3)).dtype).toBe('int64');
    expect(root.linalg.matrixRank(root.eye(3)).dtype).toBe('int32');
    expect(root.random.keyData(root.random.key(-1)).toArray()).toEqual([0, 4294967295]);
    // 3e9 as uint32 and as int32 (wrapped) are the same bits: equal where they meet at int32 (x64 off, as JAX).
    const big = np.array([3e9], 'uint32');
    const wrapped32 = np.array([3e9 - 2 ** 32], 'int32');
    expect(np.arrayEqual(big, wrapped32)).toBe(false);
    expect(root.arrayEqual(big, wrapped32)).toBe(true);
  });

  it('takes options with x64 on unless they say otherwise', () => {
    expect(np.promoteTypes('uint32', 'int32')).toBe('int64');
    expect(np.promoteTypes('uint32', 'int32', { x64: false })).toBe('int32');
    expect(np.promoteTypes('uint32', 'int32', 'jax')).toBe('int64');
    expect(() => np.promoteTypes('int8', 'uint8', 'strict')).toThrow(root.TypePromotionError);
    expect(np.binaryResultType('add', 1, 2)).toBe('int');
    expect(np.unaryResultType('rint', 'int8')).toBe('float64');
    expect(np.unaryResultType('rint', 'int8', { x64: false })).toBe('float32');
    expect(np.materialize('float')).toBe('float64');
    expect(np.materialize('float', false)).toBe('float32');
    expect(np.reductionResultType('accumulate', 'int8')).toBe('int64');
    expect(np.withPolicy('strict').x64).toBe(true);
    expect(np.withPolicy({ policy: 'lax', x64: false }).x64).toBe(false);
    expect(np.withPolicy('numpy').array([1]).dtype).toBe('int64');
    expect(() => np.promoteTypes('int8', 'int8', 'matlab' as never)).toThrow(/promoteTypes: .*matlab/);
  });

  it("makes the root's arrays, whose methods are the root's (x64 off)", () => {
    const x = np.array([1, 2], 'int8');
    expect(x).toBeInstanceOf(root.NDArray);
    expect(x.sum().dtype).toBe('int32');
    expect(np.sum(x).dtype).toBe('int64');
    expect(root.sum(x).dtype).toBe('int32');
  });
});
