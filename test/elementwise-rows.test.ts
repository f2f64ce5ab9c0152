// fabs, floatPower, fmax, fmin, copysign, heaviside, fmod, nextafter, gcd, lcm, leftShift, rightShift,
// bitwiseCount: registry rows with
// kernels (asm/elementary.ts, asm/integer.ts). Every dtype each takes, on 37 elements (the v128
// bodies of four and one vector and the scalar tail), array with array, array with scalar and
// scalar with array, against exact references (each result is exact in its dtype); and under jit,
// op-by-op's bits.
import { describe, expect, it } from 'vitest';
import {
  array,
  bitwiseCount,
  copysign,
  fabs,
  fmax,
  fmin,
  fmod,
  gcd,
  heaviside,
  jit,
  lcm,
  leftShift,
  nextafter,
  rightShift,
} from '../src/index.js';
import { operationRows } from '../src/registry/registry.js';

type Values = (number | bigint)[];
type Run = (x1: unknown, x2: unknown) => { toArray(): unknown; dtype: string };

const length = 37;
let seed = 12345;
const next = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};

/** Floats exact in every 16-bit float: quarters in [−8, 8], with ±0, ±inf and NaN among them. */
function floats(): number[] {
  const specials = [0, -0, Infinity, -Infinity, Number.NaN, 1, -1];
  return Array.from({ length }, (_, index) =>
    index % 5 === 0 ? specials[(index / 5) % specials.length]! : Math.round((next() - 0.5) * 64) / 4,
  );
}

/** Element by element, ±0 and NaN included. */
const same = (actual: unknown, expected: number[]) =>
  (actual as number[]).forEach((value, index) =>
    expect(Object.is(value, expected[index]), `${index}: ${value} vs ${expected[index]}`).toBe(true),
  );

const floatReferences: { [name: string]: [Run, (a: number, b: number) => number] } = {
  fmax: [fmax as unknown as Run, (a, b) => (a > b || Number.isNaN(b) ? a : b)],
  fmin: [fmin as unknown as Run, (a, b) => (a < b || Number.isNaN(b) ? a : b)],
  copysign: [copysign as unknown as Run, (a, b) => (b < 0 || Object.is(b, -0) ? -Math.abs(a) : Math.abs(a))],
  heaviside: [heaviside as unknown as Run, (a, b) => (a < 0 ? 0 : a > 0 ? 1 : a === 0 ? b : a)],
  fmod: [fmod as unknown as Run, (a, b) => a % b],
};

describe('the float rows', () => {
  for (const [name, [run, reference]] of Object.entries(floatReferences)) {
    it(`${name} on bfloat16, float16, float32, float64 (v128 bodies, tails, scalars)`, () => {
      for (const dtype of ['bfloat16', 'float16', 'float32', 'float64']) {
        const a = floats();
        const b = floats().filter((value) => name !== 'copysign' || !Number.isNaN(value));
        while (b.length < length) b.push(-2.5);
        const expect1 = a.map((value, index) => reference(value, b[index]!));
        const result = run(array(a, dtype as 'float32'), array(b, dtype as 'float32'));
        expect(result.dtype).toBe(dtype);
        same(result.toArray(), expect1);
        same(
          run(array(a, dtype as 'float32'), -0.75).toArray(),
          a.map((value) => reference(value, -0.75)),
        );
        same(
          run(2.5, array(b, dtype as 'float32')).toArray(),
          b.map((value) => reference(2.5, value)),
        );
      }
    });
  }
});

describe('nextafter', () => {
  it("steps in each float's own precision: the v128 lanes give the one-element (scalar) loop's bits", () => {
    for (const dtype of ['bfloat16', 'float16', 'float32', 'float64'] as const) {
      const a = floats();
      const b = floats().reverse();
      a[3] = 65504;
      b[3] = Infinity;
      a[4] = -0;
      b[4] = -0;
      a[6] = 0;
      b[6] = -1;
      const lanes = nextafter(array(a, dtype), array(b, dtype)).toArray() as number[];
      const one = a.map(
        (value, index) => (nextafter(array([value], dtype), array([b[index]!], dtype)).toArray() as number[])[0],
      );
      same(lanes, one as number[]);
      const toward = nextafter(array(a, dtype), 100).toArray() as number[];
      same(
        toward,
        a.map((value) => (nextafter(array([value], dtype), 100).toArray() as number[])[0]!),
      );
      expect(lanes[6]! < 0 && lanes[6]! > -1e-7, dtype).toBe(true);
      expect(
        lanes.filter((value, index) => Number.isFinite(a[index]!) && a[index] !== b[index] && value === a[index]),
      ).toEqual([]);
    }
  });
});

describe('fabs', () => {
  it("is abs's kernel at the inexact dtype", () => {
    expect(fabs(array([-3, 2], 'int16')).dtype).toBe('float32');
    same(fabs(array([-0, -2.5, Number.NaN], 'bfloat16')).toArray() as number[], [0, 2.5, Number.NaN]);
  });
});

const integerDTypes = ['int8', 'uint8', 'int16', 'uint16', 'int32', 'uint32', 'int64', 'uint64'] as const;
const widthOf = (dtype: string) => Number(dtype.replace(/\D/g, ''));
const wrap = (dtype: string, value: bigint) =>
  dtype.startsWith('u') ? BigInt.asUintN(widthOf(dtype), value) : BigInt.asIntN(widthOf(dtype), value);
const magnitude = (value: bigint) => (value < 0n ? -value : value);
const euclid = (a: bigint, b: bigint): bigint => (b === 0n ? a : euclid(b, a % b));

const integerReferences: { [name: string]: [Run, (a: bigint, b: bigint, dtype: string) => bigint] } = {
  fmax: [fmax as unknown as Run, (a, b) => (a > b ? a : b)],
  fmin: [fmin as unknown as Run, (a, b) => (a < b ? a : b)],
  fmod: [fmod as unknown as Run, (a, b) => (b === 0n ? 0n : a % b)],
  gcd: [gcd as unknown as Run, (a, b) => euclid(magnitude(a), magnitude(b))],
  lcm: [
    lcm as unknown as Run,
    (a, b) => {
      const divisor = euclid(magnitude(a), magnitude(b));
      return divisor === 0n ? 0n : (magnitude(a) / divisor) * magnitude(b);
    },
  ],
  leftShift: [leftShift as unknown as Run, (a, b, dtype) => (b < 0n || b >= BigInt(widthOf(dtype)) ? 0n : a << b)],
  rightShift: [
    rightShift as unknown as Run,
    (a, b, dtype) => (b < 0n || b >= BigInt(widthOf(dtype)) ? (a < 0n ? -1n : 0n) : a >> b),
  ],
};

describe('the integer rows', () => {
  for (const [name, [run, reference]] of Object.entries(integerReferences)) {
    it(`${name} on every integer dtype (extremes, zeros, shifts beyond the width)`, () => {
      for (const dtype of integerDTypes) {
        const bits = widthOf(dtype);
        const signed = !dtype.startsWith('u');
        const low = signed ? -(2n ** BigInt(bits - 1)) : 0n;
        const high = signed ? 2n ** BigInt(bits - 1) - 1n : 2n ** BigInt(bits) - 1n;
        const draw = (shift: boolean) =>
          Array.from({ length }, (_, index) => {
            if (shift) return wrap(dtype, BigInt(Math.floor(next() * (bits + 6)) - (signed ? 3 : 0)));
            if (index % 7 === 0) return [low, high, 0n, -1n, 1n][(index / 7) % 5]!;
            return wrap(dtype, BigInt(Math.floor((next() - 0.5) * 2 ** 20)));
          }).map((value) => wrap(dtype, value));
        const a = draw(false);
        const b = draw(name.endsWith('Shift'));
        const as = (values: bigint[]): Values => (bits === 64 ? values : values.map(Number));
        const expected = as(a.map((value, index) => wrap(dtype, reference(value, b[index]!, dtype))));
        const result = run(array(as(a), dtype), array(as(b), dtype));
        expect(result.dtype).toBe(dtype);
        expect(result.toArray(), dtype).toEqual(expected);
        const three = as([3n])[0];
        expect(run(array(as(a), dtype), array([three], dtype)).toArray(), `${dtype} scalar`).toEqual(
          as(a.map((value) => wrap(dtype, reference(value, 3n, dtype)))),
        );
      }
    });
  }
});

describe('bitwiseCount', () => {
  it('counts the set bits of |x| as uint8 on every integer dtype, sixteen at a time and one at a time', () => {
    const popcount = (value: bigint) => value.toString(2).replace(/0/g, '').length;
    for (const dtype of integerDTypes) {
      const bits = widthOf(dtype);
      const values = Array.from({ length }, (_, index) =>
        wrap(
          dtype,
          index % 6 === 0
            ? [-(2n ** BigInt(bits - 1)), -1n, 0n][(index / 6) % 3]!
            : BigInt(Math.floor((next() - 0.5) * 2 ** 40)),
        ),
      );
      const input = bits === 64 ? values : values.map(Number);
      const expected = values.map((value) =>
        popcount(wrap(dtype.replace(/^int/, 'uint'), value < 0n ? -value : value)),
      );
      const result = bitwiseCount(array(input, dtype));
      expect(result.dtype).toBe('uint8');
      expect(result.toArray(), dtype).toEqual(expected);
      expect(bitwiseCount(array(input.slice(0, 3), dtype)).toArray(), `${dtype} tail`).toEqual(expected.slice(0, 3));
    }
    const bools = bitwiseCount(
      array(
        Array.from({ length }, (_, index) => index % 3 === 0),
        'bool',
      ),
    );
    expect(bools.dtype).toBe('uint8');
    expect(bools.toArray()).toEqual(Array.from({ length }, (_, index) => (index % 3 === 0 ? 1 : 0)));
    expect(bitwiseCount(array([-8, 7, -1], 'int4')).toArray()).toEqual([1, 3, 1]);
    expect(() => bitwiseCount(array([1.5], 'float32') as never)).toThrow(/bitwiseCount takes only integer dtypes/);
  });
});

describe('rows, kernels and jit', () => {
  it('are registry rows (the aliases in its aliases column)', () => {
    const names = operationRows.map((row) => row.name) as string[];
    for (const name of [
      'fabs',
      'fmax',
      'fmin',
      'copysign',
      'heaviside',
      'fmod',
      'nextafter',
      'gcd',
      'lcm',
      'leftShift',
      'rightShift',
    ])
      expect(names).toContain(name);
  });

  it("fuse under jit with op-by-op's bits", () => {
    const x = array(floats(), 'float32');
    const y = array(floats(), 'float32');
    const ints = array([12, -18, 7, 0, 5, -128, 127, 3, 9], 'int8');
    const chains: [string, () => { toArray(): unknown }][] = [
      ['float chain', () => heaviside(fmax(copysign(x, y), fmin(x, 1)).multiply(2), 0.5).add(fmod(x, 1.5))],
      ['nextafter chain', () => nextafter(fabs(x), y).multiply(3)],
      ['half chain', () => fmax(x.astype('bfloat16'), y.astype('bfloat16')).add(1)],
      ['integer chain', () => gcd(leftShift(ints, 2), rightShift(ints, 1)).add(lcm(ints, 6)).add(fmod(ints, 5))],
      ['count chain', () => bitwiseCount(ints.multiply(3)).add(1)],
    ];
    for (const [name, chain] of chains) {
      const eager = chain().toArray();
      const traced = jit(chain as () => never)() as { toArray(): unknown };
      expect(traced.toArray(), name).toEqual(eager);
    }
  });
});
