// round (decimals), nanToNum (nan, posinf, neginf) and angle (deg): registry rows with a parameters
// column and kernels (asm/parameters.ts). Their bits against the scaled steps jax.numpy composes them
// from (multiply, rint, divide; where; arctan2, multiply), every dtype; jit traces each as one node that
// runs block by block with its neighbours, its parameters part of what the trace is keyed by.
import { describe, expect, it } from 'vitest';
import {
  angle,
  arctan2,
  array,
  divide,
  equal,
  imag,
  jit,
  multiply,
  nanToNum,
  notEqual,
  real,
  rint,
  round,
  where,
  withPolicy,
} from '../src/index.js';
import { fuseCounts } from '../src/jit/program.js';
import { usedHeapBytes } from './support/heap.js';
import { largestFinite } from '../src/ops/parameters.js';
import { parameterRows } from '../src/registry/registry.js';
import { listRows } from '../scripts/gen-kernels.mjs';
import { optionalExport } from '../src/kernels/instance.js';

type Any = ReturnType<typeof array>;

// Deterministic values: ordinary magnitudes, halves, and the special values.
function valuesOf(count: number, seed: number): number[] {
  const specials = [Number.NaN, Infinity, -Infinity, 0, -0, 0.5, 1.5, 2.5, -2.5, 1e-40, 65504, 1e38];
  const values: number[] = [];
  let state = seed;
  const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
  for (let index = 0; index < count; index += 1) {
    const r = next();
    if (r < 0.1) values.push(specials[Math.floor(next() * specials.length)]!);
    else values.push((next() < 0.5 ? -1 : 1) * 10 ** (next() * 10 - 5));
  }
  return values;
}

const bytes = (x: Any) => Array.from(x.tobytes());

/** jnp.round's steps, op by op (float16 scaled in float32). */
function steppedRound(x: Any, decimals: number): Any {
  const dtype = x.dtype as string;
  const part = (value: Any): Any => {
    if (decimals === 0) return rint(value) as Any;
    if (decimals > Math.log10(largestFinite(value.dtype as never))) return value;
    const wide = value.dtype === 'float16' ? (value.astype('float32') as Any) : value;
    const scaled = divide(rint(multiply(wide, 10 ** decimals)), 10 ** decimals) as Any;
    return wide === value ? scaled : (scaled.astype('float16') as Any);
  };
  if (!dtype.startsWith('complex')) return part(x);
  const re = part(real(x) as Any);
  const im = part(imag(x) as Any);
  const pairs = (re.toArray() as number[]).map((value, index) => ({
    re: value,
    im: (im.toArray() as number[])[index]!,
  }));
  return array(pairs, dtype as never) as Any;
}

describe('round, nanToNum and angle are rows with kernels', () => {
  it('each row has a kernel export per dtype of its kinds, and the dry run lists it', () => {
    const lines = listRows();
    for (const row of parameterRows) {
      const line = lines.find((each: string) => each.startsWith(`${row.name}`) && each.includes('parameters'));
      expect(line, row.name).toBeDefined();
      const kernel = row.name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
      for (const dtype of ['float32', 'float64', 'float16', 'complex64'])
        expect(optionalExport(`${kernel}_${dtype}` as never), `${kernel}_${dtype}`).toBeDefined();
    }
  });
});

describe('same bits as the scaled steps', () => {
  const values = valuesOf(1037, 7);
  for (const dtype of ['float16', 'bfloat16', 'float32', 'float64', 'float8_e4m3fn', 'float8_e5m2'] as const) {
    it(`round in ${dtype}, decimals −2 … 17`, () => {
      const x = array(values, dtype) as Any;
      for (const decimals of [-2, -1, 0, 1, 2, 3, 6, 17])
        expect(bytes(round(x, decimals) as Any)).toEqual(bytes(steppedRound(x, decimals)));
    });
    it(`nanToNum and angle in ${dtype}`, () => {
      const x = array(values, dtype) as Any;
      const largest = largestFinite(dtype);
      for (const options of [{}, { nan: 5, posinf: 7.25, neginf: -1 }]) {
        const o = options as { nan?: number; posinf?: number; neginf?: number };
        let expected = where(notEqual(x, x), o.nan ?? 0, x) as Any;
        expected = where(equal(x, Infinity), o.posinf ?? largest, expected) as Any;
        expected = where(equal(x, -Infinity), o.neginf ?? -largest, expected) as Any;
        expect(bytes(nanToNum(x, options) as Any)).toEqual(bytes(expected));
      }
      const radians = arctan2(imag(x) as Any, x) as Any;
      expect(bytes(angle(x) as Any)).toEqual(bytes(radians));
      expect(bytes(angle(x, true) as Any)).toEqual(bytes(multiply(radians, 180 / Math.PI) as Any));
    });
  }
  for (const dtype of ['complex64', 'complex128'] as const) {
    it(`round, nanToNum and angle in ${dtype}, part by part`, () => {
      const parts = values.map((value, index) => ({ re: value, im: values[(index * 7) % values.length]! }));
      const z = array(parts, dtype) as Any;
      for (const decimals of [0, 1, 3, -1])
        expect(bytes(round(z, decimals) as Any)).toEqual(bytes(steppedRound(z, decimals)));
      const radians = arctan2(imag(z) as Any, real(z) as Any) as Any;
      expect(bytes(angle(z) as Any)).toEqual(bytes(radians));
      expect(bytes(angle(z, true) as Any)).toEqual(bytes(multiply(radians, 180 / Math.PI) as Any));
      const replaced = nanToNum(z) as Any;
      expect(
        (replaced.toArray() as { re: number; im: number }[]).every(
          (c) => Number.isFinite(c.re) && Number.isFinite(c.im),
        ),
      ).toBe(true);
    });
  }
  it('integers: round and nanToNum unchanged, angle 0 or π in the default float', () => {
    for (const dtype of ['int8', 'uint16', 'int32', 'int64', 'int4'] as const) {
      const x = array([1, 2, 7], dtype) as Any;
      expect(bytes(round(x, 2) as Any)).toEqual(bytes(x));
      expect(bytes(nanToNum(x) as Any)).toEqual(bytes(x));
    }
    expect((angle(array([-3, 0, 4], 'int16')) as Any).toArray()).toEqual([Math.fround(Math.PI), 0, 0]);
  });
});

describe('views', () => {
  it('a transposed (strided) input gives what its contiguous copy gives', () => {
    const values = valuesOf(64 * 2, 5);
    for (const dtype of [
      'float32',
      'float64',
      'float16',
      'bfloat16',
      'complex64',
      'complex128',
      'int16',
      'float8_e5m2',
    ] as const) {
      const data = dtype.startsWith('complex')
        ? values.slice(0, 64).map((re, index) => ({ re, im: values[64 + index]! }))
        : dtype === 'int16'
          ? values.slice(0, 64).map((value, index) => (Number.isFinite(value) ? Math.round(value) % 1000 : index))
          : values.slice(0, 64);
      const view = (array(data as never, dtype) as Any).reshape([8, 8]).T as Any;
      const copy = view.copy() as Any;
      const calls: ((x: Any) => Any)[] = [(x) => round(x, 2) as Any, (x) => nanToNum(x, { nan: 3 }) as Any];
      if (dtype !== 'int16')
        calls.push(
          (x) => angle(x, true) as Any,
          (x) => round(x) as Any,
        );
      for (const call of calls) expect(bytes(call(view)), dtype).toEqual(bytes(call(copy)));
    }
  });
});

describe('under jit', () => {
  const values = valuesOf(3001, 11);
  const chains: [string, (x: Any) => Any][] = [
    ['round', (x) => (round(x.multiply(3), 2) as Any).add(1) as Any],
    ['nanToNum', (x) => (nanToNum(x.multiply(2), { nan: 1, posinf: 9 }) as Any).add(1) as Any],
    ['angle', (x) => (angle(x.add(1), true) as Any).multiply(2) as Any],
  ];
  for (const dtype of ['float32', 'float64', 'float16', 'bfloat16', 'complex64', 'int32'] as const) {
    it(`fuses each with its neighbours into one blocked step, with op by op's bits (${dtype})`, () => {
      const x = array(
        dtype === 'complex64'
          ? values.map((value, index) => ({ re: value, im: -index }))
          : dtype === 'int32'
            ? values.map((value) => (Number.isFinite(value) ? Math.round(value) % 1000 : 0))
            : values,
        dtype,
      ) as Any;
      for (const [name, chain] of chains) {
        const eager = bytes(chain(x));
        const jitted = jit(chain);
        const before = { blocked: fuseCounts.blockedSteps, operations: fuseCounts.operationSteps };
        expect(bytes(jitted(x) as Any), name).toEqual(eager);
        expect(fuseCounts.blockedSteps - before.blocked, name).toBe(1);
        expect(fuseCounts.operationSteps - before.operations, name).toBe(0);
        expect(bytes(jitted(x) as Any), name).toEqual(eager);
      }
    });
  }

  it('distinct parameters give distinct results (constants and arguments alike)', () => {
    const x = array([1.23456, 2.34567], 'float32') as Any;
    const two = jit((a: Any) => round(a, 2) as Any);
    const three = jit((a: Any) => round(a, 3) as Any);
    expect(two(x).toArray()).toEqual((round(x, 2) as Any).toArray());
    expect(three(x).toArray()).toEqual((round(x, 3) as Any).toArray());
    expect(two(x).toArray()).not.toEqual(three(x).toArray());
    const byArgument = jit((a: Any, decimals: number) => round(a, decimals) as Any);
    for (const decimals of [1, 2, 3, 1])
      expect(byArgument(x, decimals).toArray()).toEqual((round(x, decimals) as Any).toArray());
    const replace = jit((a: Any, value: number) => nanToNum(a, { nan: value }) as Any);
    const nans = array([Number.NaN, 1], 'float32') as Any;
    expect(replace(nans, 5).toArray()).toEqual([5, 1]);
    expect(replace(nans, 7).toArray()).toEqual([7, 1]);
    const degrees = jit((a: Any, deg: boolean) => angle(a, deg) as Any);
    const negative = array([-1], 'float32') as Any;
    expect(degrees(negative, true).toArray()).toEqual([180]);
    expect(degrees(negative, false).toArray()).toEqual([Math.fround(Math.PI)]);
  });
});

describe('bad parameters', () => {
  const x = array([1.5, Number.NaN], 'float32') as Any;
  it('are errors naming the function, the parameter and the value, eagerly and under jit', () => {
    const cases: [() => unknown, RegExp][] = [
      [() => round(x, 1.5), /^round: decimals is an integer, got 1\.5\.$/],
      [() => round(x, '2' as never), /^round: decimals is an integer, got '2'\.$/],
      [() => round(array([7], 'int8'), -1), /^round: integer dtypes take no negative decimals/],
      [() => round(array([true]) as never), /round is not defined for 'bool'/],
      [() => nanToNum(x, { nan: 'x' } as never), /^nanToNum: the nan option is a number, got 'x'\.$/],
      [() => nanToNum(x, { bad: 1 } as never), /^nanToNum: unknown option 'bad'/],
      [() => angle(x, 1 as never), /^angle: deg is true or false, got 1\.$/],
    ];
    for (const [call, message] of cases) {
      expect(call).toThrow(message);
      expect(() => jit(call as () => never)()).toThrow(message);
    }
  });
});

// angle(x, true) computes its two constants once per dtype by arctan2 and a multiply by 180/π; a
// policy that refuses the multiply for a narrow float (TensorFlow's, PyTorch's) threw with arctan2's
// result still allocated (the fuzz test found it: 64 bytes a call).
describe('a refused parameter row frees what it made', () => {
  it('angle of a narrow float in degrees under tensorflow and torch', () => {
    for (const name of ['tensorflow', 'torch'] as const) {
      const policy = withPolicy(name);
      for (const dtype of ['float8_e8m0fnu', 'float4_e2m1fn', 'float8_e4m3fn'] as const) {
        const x = policy.full([3], 1, dtype);
        const before = usedHeapBytes();
        expect(() => policy.angle(x, true), `${name} ${dtype}`).toThrow(/angle: No implicit promotion/);
        expect(usedHeapBytes(), `${name} ${dtype}`).toBe(before);
        x.dispose();
      }
    }
  });

  it('round of a narrow float with decimals, its steps refused (triton: a narrow float times a scalar)', () => {
    const policy = withPolicy('triton');
    const x = policy.full([], 1, 'float8_e4m3fn');
    const before = usedHeapBytes();
    let refused = false;
    try {
      policy.round(x, -296).dispose();
    } catch {
      refused = true;
    }
    expect(usedHeapBytes()).toBe(before);
    expect(refused).toBe(true);
    x.dispose();
  });
});
