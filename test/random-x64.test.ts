// The random namespace bound to a policy (src/ops/random/create.ts): the default namespace is
// JAX's with x64 off (float32, int32, uint32 by default; key(seed) keeps the seed's low 32 bits),
// `createRandom(resolvePolicy({ x64: true }))` and the x64 entry's `random` (src/x64.ts) are JAX's x64 mode. The
// expected values come from test/fixtures/random-jax.json's x64_off section: DERIVED FROM JAX'S
// CODE (scripts/jax_random_reference.py, a NumPy model of jax.random), NOT RECORDED FROM JAX.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { array, random } from '../src/index.js';
import { resolvePolicy } from '../src/policy/policy.js';
import { createRandom } from '../src/ops/random/create.js';
import { random as random64 } from '../src/x64.js';

const fixtures = JSON.parse(readFileSync(new URL('./fixtures/random-jax.json', import.meta.url), 'utf8'));
const derived = fixtures.x64_off;
const hex = (values: readonly string[]) => values.map((value) => Number(value));
const x64 = createRandom<{ x64: true }>(resolvePolicy({ x64: true }));
const words = (key: random.Key) => random.keyData(key).toArray() as number[];

describe('createRandom', () => {
  it('binds once per policy: the same policy gives the same frozen namespace', () => {
    expect(createRandom(resolvePolicy({ x64: true }))).toBe(x64);
    expect(createRandom(resolvePolicy(undefined))).toBe(createRandom(resolvePolicy('jax')));
    expect(createRandom(resolvePolicy('jax'))).not.toBe(x64);
    expect(Object.isFrozen(x64)).toBe(true);
  });

  it('gives every member of the namespace but Key and isKey, the policy-free ones shared', () => {
    const members = Object.keys(random)
      .filter((name) => name !== 'Key' && name !== 'isKey')
      .sort();
    expect(Object.keys(x64).sort()).toEqual(members);
    expect(Object.keys(random64).sort()).toEqual(Object.keys(random).sort());
    for (const name of ['keyData', 'split', 'foldIn', 'threefry2x32'] as const) expect(x64[name]).toBe(random[name]);
    expect(random64.Key).toBe(random.Key);
  });
});

describe('default dtypes', () => {
  const key = random.key(0);
  const logits = array([[0, 1, 2]], 'float32');
  it('x64 off (the default namespace): float32, int32, uint32', () => {
    expect(random.uniform(key, [2]).dtype).toBe('float32');
    expect(random.normal(key, [2]).dtype).toBe('float32');
    expect(random.randint(key, [2], 0, 5).dtype).toBe('int32');
    expect(random.bits(key, [2]).dtype).toBe('uint32');
    expect(random.permutation(key, 4).dtype).toBe('int32');
    expect(random.choice(key, 4, { shape: [2] }).dtype).toBe('int32');
    expect(random.choice(key, 4, { shape: [2], replace: false }).dtype).toBe('int32');
    expect(random.choice(key, 4, { shape: [2], p: [0.25, 0.25, 0.25, 0.25] }).dtype).toBe('int32');
    expect(random.categorical(key, logits).dtype).toBe('int32');
  });

  it('x64 on (createRandom and the x64 module): float64, int64, uint64', () => {
    for (const namespace of [x64, random64]) {
      expect(namespace.uniform(key, [2]).dtype).toBe('float64');
      expect(namespace.normal(key, [2]).dtype).toBe('float64');
      expect(namespace.randint(key, [2], 0, 5).dtype).toBe('int64');
      expect(namespace.bits(key, [2]).dtype).toBe('uint64');
      expect(namespace.permutation(key, 4).dtype).toBe('int64');
      expect(namespace.choice(key, 4, { shape: [2] }).dtype).toBe('int64');
      expect(namespace.categorical(key, logits).dtype).toBe('int64');
    }
  });

  it('a policy without an x64 switch: its own defaults (torch: float32, int64, so uint64 bits)', () => {
    const torch = createRandom(resolvePolicy('torch'));
    expect(torch.uniform(key, [1]).dtype).toBe('float32');
    expect(torch.randint(key, [1], 0, 5).dtype).toBe('int64');
    expect(torch.bits(key, [1]).dtype).toBe('uint64');
    const numpy = createRandom(resolvePolicy({ policy: 'numpy', x64: false }));
    expect(numpy.uniform(key, [1]).dtype).toBe('float64');
    expect(numpy.permutation(key, 3).dtype).toBe('int64');
  });

  it('a named dtype is the same draw in both modes', () => {
    expect(random.uniform(key, [3], { dtype: 'float64' }).toArray()).toEqual(x64.uniform(key, [3]).toArray());
    expect(x64.uniform(key, [3], { dtype: 'float32' }).toArray()).toEqual(random.uniform(key, [3]).toArray());
    expect(random.randint(key, [3], 0, 9, { dtype: 'int64' }).toArray()).toEqual(x64.randint(key, [3], 0, 9).toArray());
  });
});

describe('key(seed) as JAX seeds it', () => {
  const seeds: [string, number | bigint][] = [
    ['0', 0],
    ['42', 42],
    ['-1', -1],
    ['2147483648', 2 ** 31],
    ['4294967303', 2 ** 32 + 7],
    ['-1099511627776', -(2 ** 40)],
    ['9223372036854775807', 2n ** 63n - 1n],
  ];
  it.each(seeds)('seed %s: x64 off keeps the low 32 bits, x64 on the int64 (derived)', (name, seed) => {
    expect(words(random.key(seed))).toEqual(hex(derived.key[name].x64_off));
    expect(words(x64.key(seed))).toEqual(hex(derived.key[name].x64_on));
    expect(words(random64.key(seed))).toEqual(hex(derived.key[name].x64_on));
  });

  it('matches the brief: key(-1) is [0, 4294967295] and key(2 ** 40 + 5) is [0, 5] with x64 off', () => {
    expect(words(random.key(-1))).toEqual([0, 4294967295]);
    expect(words(random.key(2 ** 40 + 5))).toEqual([0, 5]);
    expect(words(x64.key(2 ** 40 + 5))).toEqual([256, 5]);
  });

  it('a seed is an int64 first in both modes: beyond it a RangeError, a non-integer a TypeError', () => {
    for (const key of [random.key, x64.key]) {
      expect(() => key(2n ** 63n)).toThrow(RangeError);
      expect(() => key(-(2n ** 63n) - 1n)).toThrow('random.key: the seed -9223372036854775809 does not fit int64');
      expect(() => key(1.5)).toThrow(TypeError);
      expect(words(key(-(2n ** 63n)))[1]).toBe(0);
    }
  });

  it('a policy without an x64 switch seeds as x64 on', () => {
    expect(words(createRandom(resolvePolicy('numpy')).key(-1))).toEqual([4294967295, 4294967295]);
  });

  it('foldIn takes its data as uint32 in both modes (JAX: jnp.uint32(data))', () => {
    const folded = random.foldIn(random.key(-1), 7);
    expect(words(folded)).toEqual(hex(derived.fold_in['key(-1)_7']));
    expect(words(random.foldIn(random.key(3), -1))).toEqual(words(x64.foldIn(x64.key(3), 2 ** 32 - 1)));
  });
});

describe("x64 off streams: JAX's with x64 off (derived)", () => {
  const k0 = random.key(0);
  const k42 = random.key(42);
  it('uniform, normal, randint, bits and bernoulli with their default dtypes', () => {
    expect(random.uniform(k0, [5]).toArray()).toEqual(derived.uniform);
    expect(random.uniform(k42, [4], { minval: -2, maxval: 3 }).toArray()).toEqual(derived.uniform_range);
    expect(random.normal(k42, [5]).toArray()).toEqual(derived.normal);
    expect(random.randint(k0, [6], 0, 10).toArray()).toEqual(derived.randint);
    expect(random.randint(k42, [4], -(2 ** 31), 2 ** 31 - 1).toArray()).toEqual(derived.randint_wide);
    expect(random.bits(k0, [4]).toArray()).toEqual(hex(derived.bits));
    expect(random.bernoulli(k0, 0.3, [8]).toArray()).toEqual(derived.bernoulli);
  });

  it('permutation and choice', () => {
    expect(random.permutation(k0, 10).toArray()).toEqual(derived.permutation);
    expect(random.choice(k0, 10, { shape: [5] }).toArray()).toEqual(derived.choice);
    expect(random.choice(k42, 10, { shape: [4], replace: false }).toArray()).toEqual(derived.choice_replace_false);
  });

  it('choice by p weighs in the default float: float32 with x64 off, float64 with x64', () => {
    const p = [0.1, 0.2, 0.3, 0.4];
    const q = [0.1, 0.3, 0.2, 0.25, 0.15];
    expect(random.choice(k0, 4, { shape: [8], p }).toArray()).toEqual(derived.choice_p);
    expect(random.choice(k42, 5, { shape: [3], replace: false, p: q }).toArray()).toEqual(
      derived.choice_p_replace_false,
    );
    expect(x64.choice(k0, 4, { shape: [8], p }).toArray()).toEqual(derived.choice_p_x64.map(BigInt));
    expect(x64.choice(k42, 5, { shape: [3], replace: false, p: q }).toArray()).toEqual(
      derived.choice_p_replace_false_x64.map(BigInt),
    );
    // An array p weighs in its own dtype whatever the policy.
    expect(x64.choice(k0, 4, { shape: [8], p: array(p, 'float32') }).toArray()).toEqual(derived.choice_p.map(BigInt));
    expect(random.choice(k0, 4, { shape: [8], p: array(p, 'float64') }).toArray()).toEqual(derived.choice_p_x64);
  });
});
