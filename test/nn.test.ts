// jax.nn (src/ops/nn.ts, asm/nn.ts): values against a float64 reference within the documented bounds
// (docs/accuracy.md's nn section, test/fixtures/accuracy/nn.json from scripts/nn-accuracy.mjs), JAX's
// special values (large logits, −∞ entries, all −∞ rows, where masks), result dtypes, any axis, rows
// cut into ranges, and the errors.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { array, logsumexp, nn, withPolicy, type AnyNDArray } from '../src/index.js';
import * as x64 from '../src/x64.js';
import { storage } from '../src/array/ndarray.js';
import { runNnRows } from '../src/execute/nn.js';

const f32 = Math.fround;
const values = (a: AnyNDArray): number[] => {
  const flat: number[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else flat.push(value as number);
  };
  walk(a.toArray() as unknown);
  return flat;
};

let seed = 12345;
function random(): number {
  seed = (seed * 1664525 + 1013904223) >>> 0;
  return seed / 2 ** 32;
}
function ulpOf(value: number): number {
  const magnitude = Math.abs(f32(value));
  return magnitude < 2 ** -126 ? 2 ** -149 : 2 ** (Math.floor(Math.log2(magnitude)) - 23);
}
function sigmoid64(x: number): number {
  return x >= 0 ? 1 / (1 + Math.exp(-x)) : Math.exp(x) / (1 + Math.exp(x));
}
function erf64(x: number): number {
  // The Taylor series is enough on |x| ≤ 3 (the test's gelu inputs reach x/√2 ≤ 2.9).
  let term = x;
  let sum = x;
  for (let n = 1; n < 200; n += 1) {
    term *= (-x * x) / n;
    sum += term / (2 * n + 1);
  }
  return (2 * sum) / Math.sqrt(Math.PI);
}

/** Worst ulp (normal results counted) and worst |error| / (2^-24 · scale). */
function measure(
  ours: number[],
  reference: number[],
  scale: (index: number) => number,
  counted: (index: number) => boolean = () => true,
) {
  let ulp = 0;
  let scaled = 0;
  for (let index = 0; index < ours.length; index += 1) {
    const error = Math.abs(ours[index]! - reference[index]!);
    if (Math.abs(f32(reference[index]!)) >= 2 ** -126 && counted(index))
      ulp = Math.max(ulp, error / ulpOf(reference[index]!));
    scaled = Math.max(scaled, error / (2 ** -24 * Math.max(scale(index), 2 ** -100)));
  }
  return { ulp, scaled };
}

const inputs = Array.from({ length: 20000 }, (_, index) =>
  index % 2 === 0 ? f32(-20 + 40 * random()) : f32((random() < 0.5 ? -1 : 1) * 2 ** (-30 + 60 * random())),
);

describe('nn activations (float32 accuracy)', () => {
  const x = array(inputs, 'float32');
  it('sigmoid within 4 ulp', () => {
    const { ulp } = measure(values(nn.sigmoid(x)), inputs.map(sigmoid64), () => 1);
    expect(ulp).toBeLessThanOrEqual(4);
  });
  it('silu within 4 ulp', () => {
    const { ulp } = measure(
      values(nn.silu(x)),
      inputs.map((v) => v * sigmoid64(v)),
      (i) => Math.abs(inputs[i]!),
    );
    expect(ulp).toBeLessThanOrEqual(4);
    expect(values(nn.swish(x))).toEqual(values(nn.silu(x)));
  });
  it('gelu (tanh) within 16 ulp for x ≥ −3 and 3·2^-24·|x| everywhere', () => {
    const reference = inputs.map((v) => v * sigmoid64(2 * Math.sqrt(2 / Math.PI) * (v + 0.044715 * v * v * v)));
    const { ulp, scaled } = measure(
      values(nn.gelu(x)),
      reference,
      (i) => Math.abs(inputs[i]!),
      (i) => inputs[i]! >= -3,
    );
    expect(ulp).toBeLessThanOrEqual(16);
    expect(scaled).toBeLessThanOrEqual(3);
  });
  it('gelu (erf) within 6 ulp for x ≥ −1 and 4·2^-24·|x| on |x| ≤ 4', () => {
    const small = inputs.filter((v) => Math.abs(v) <= 4);
    const reference = small.map((v) => 0.5 * v * (1 + erf64(v / Math.SQRT2)));
    const { ulp, scaled } = measure(
      values(nn.gelu(array(small, 'float32'), { approximate: false })),
      reference,
      (i) => Math.abs(small[i]!),
      (i) => small[i]! >= -1,
    );
    expect(ulp).toBeLessThanOrEqual(6);
    expect(scaled).toBeLessThanOrEqual(4);
  });
  it('softplus, logSigmoid, elu, celu, selu and mish (fused kernels) within a few ulp', () => {
    const softplus = (v: number) => Math.max(v, 0) + Math.log1p(Math.exp(-Math.abs(v)));
    const elu = (v: number, alpha: number) => (v >= 0 ? v : alpha * Math.expm1(v));
    const wide = (i: number) => Math.max(1, Math.abs(inputs[i]!));
    const cases: [AnyNDArray, (v: number) => number, number, number, (i: number) => number][] = [
      [nn.softplus(x), softplus, 4, 3, wide],
      [nn.logSigmoid(x), (v) => -softplus(-v), 4, 3, wide],
      [nn.elu(x), (v) => elu(v, 1), 2, 2, wide],
      [nn.elu(x, 0.5), (v) => elu(v, 0.5), 2, 2, wide],
      [nn.celu(x, 0.5), (v) => (v >= 0 ? v : 0.5 * Math.expm1(v / 0.5)), 2, 2, wide],
      [nn.selu(x), (v) => 1.0507009873554805 * elu(v, 1.6732632423543772), 3, 3, wide],
      [nn.mish(x), (v) => v * Math.tanh(softplus(v)), 6, 3, (i) => Math.abs(inputs[i]!)],
    ];
    for (const [got, reference, ulpBound, scaledBound, scale] of cases) {
      const { ulp, scaled } = measure(values(got), inputs.map(reference), scale);
      expect(ulp).toBeLessThanOrEqual(ulpBound);
      expect(scaled).toBeLessThanOrEqual(scaledBound);
      got.dispose();
    }
  });
  it('the fused activations at the edges: finite where JAX is, its values at ±∞ and NaN', () => {
    const edges = array(
      [Number.NEGATIVE_INFINITY, -1e30, -200, -100, -88, -0, 0, 88, 200, 1e30, Number.POSITIVE_INFINITY, Number.NaN],
      'float32',
    );
    const inner = (a: AnyNDArray) => values(a).slice(1, 10);
    for (const run of [
      nn.softplus,
      nn.logSigmoid,
      nn.elu,
      nn.selu,
      nn.mish,
      (a: AnyNDArray) => nn.celu(a as never, 0.5),
    ] as unknown as ((a: AnyNDArray) => AnyNDArray)[])
      expect(inner(run(edges)).every(Number.isFinite)).toBe(true);
    const at = (a: AnyNDArray) => values(a);
    expect(at(nn.softplus(edges))).toEqual([
      0,
      0,
      0,
      f32(Math.exp(-100)),
      expect.any(Number),
      f32(Math.LN2),
      f32(Math.LN2),
      88,
      200,
      f32(1e30),
      Number.POSITIVE_INFINITY,
      Number.NaN,
    ]);
    expect(at(nn.logSigmoid(edges))[0]).toBe(Number.NEGATIVE_INFINITY);
    expect(at(nn.logSigmoid(edges))[10]).toBe(-0);
    expect(at(nn.elu(edges))).toEqual([
      -1,
      -1,
      -1,
      -1,
      -1,
      -0,
      0,
      88,
      200,
      f32(1e30),
      Number.POSITIVE_INFINITY,
      Number.NaN,
    ]);
    // mish(−∞) is −∞·tanh(0), NaN in JAX; large negative x give −0 (x·tanh of an underflowed softplus).
    expect(at(nn.mish(edges))).toEqual([
      Number.NaN,
      -0,
      -0,
      f32(-100 * Math.exp(-100)),
      expect.any(Number),
      -0,
      0,
      88,
      200,
      f32(1e30),
      Number.POSITIVE_INFINITY,
      Number.NaN,
    ]);
  });
  it('every activation kernel in float16 and bfloat16 is the float32 result rounded once', () => {
    const wide = array(inputs.slice(0, 4099), 'float32');
    for (const half of ['float16', 'bfloat16'] as const) {
      const narrow = wide.astype(half);
      const widened = narrow.astype('float32');
      for (const run of [
        nn.sigmoid,
        nn.silu,
        nn.gelu,
        (a: AnyNDArray) => nn.gelu(a, false),
        nn.relu,
        nn.softplus,
        nn.logSigmoid,
        nn.elu,
        (a: AnyNDArray) => nn.celu(a, 0.5),
        nn.selu,
        nn.mish,
      ] as unknown as ((a: AnyNDArray) => AnyNDArray)[]) {
        const direct = run(narrow);
        const through = run(widened).astype(half);
        expect(direct.dtype).toBe(half);
        expect(values(direct)).toEqual(values(through));
      }
    }
  });
  it('relu is exact and keeps NaN', () => {
    expect(values(nn.relu(array([-2, -0, 0, 3, Number.NaN], 'float32')))).toEqual([0, 0, 0, 3, Number.NaN]);
    expect(values(nn.relu(array([-2, 5], 'int8')))).toEqual([0, 5]);
    expect(nn.relu(array([-2, 5], 'int8')).dtype).toBe('int8');
  });
  it('edge values: no ∞ or NaN where the function is finite', () => {
    const edges = array(
      [Number.NEGATIVE_INFINITY, -1e30, -200, -88, 0, 88, 200, 1e30, Number.POSITIVE_INFINITY],
      'float32',
    );
    expect(values(nn.sigmoid(edges))).toEqual([0, 0, 0, expect.any(Number), 0.5, 1, 1, 1, 1]);
    expect(values(nn.silu(edges)).slice(1, 8).every(Number.isFinite)).toBe(true);
    expect(values(nn.gelu(edges)).slice(1, 8).every(Number.isFinite)).toBe(true);
    expect(
      values(nn.gelu(edges, { approximate: false }))
        .slice(1, 8)
        .every(Number.isFinite),
    ).toBe(true);
    expect(values(nn.silu(array([1e30], 'float32')))).toEqual([f32(1e30)]);
    // x·2^32 overflows beyond 2^96 (the kernels' numerator): silu and gelu still give x there, in a
    // vector (four lanes) and in the tail.
    const huge = [2 ** 96, 3e38, 2 ** 95, 7, -3e38, 2 ** 100];
    for (const run of [nn.silu, nn.gelu] as unknown as ((a: AnyNDArray) => AnyNDArray)[])
      expect(values(run(array(huge, 'float32'))).map((value, i) => (i === 3 ? 0 : value))).toEqual([
        2 ** 96,
        f32(3e38),
        2 ** 95,
        0,
        -0,
        2 ** 100,
      ]);
    // Subnormal results are kept (e^−|u| is built 2^32 higher and scaled back once), not flushed to 0.
    const tiny = [-88.5, -95, -100, -103];
    const sig = values(nn.sigmoid(array(tiny, 'float32')));
    const silu = values(nn.silu(array(tiny, 'float32')));
    tiny.forEach((v, i) => {
      const want = sigmoid64(f32(v));
      expect(sig[i]).toBeGreaterThan(0);
      expect(Math.abs(sig[i]! - want)).toBeLessThanOrEqual(ulpOf(want));
      expect(Math.abs(silu[i]! - f32(v) * want)).toBeLessThanOrEqual(2 * ulpOf(f32(v) * want));
    });
  });
  it('float64 runs libm within 2 ulp of float64', () => {
    const wide = [-30, -3.5, -0.25, 0, 0.5, 2, 17];
    const got = values(nn.sigmoid(array(wide, 'float64')));
    for (let index = 0; index < wide.length; index += 1)
      expect(Math.abs(got[index]! - sigmoid64(wide[index]!))).toBeLessThanOrEqual(4e-16 * sigmoid64(wide[index]!));
    expect(nn.gelu(array(wide, 'float64')).dtype).toBe('float64');
  });
  it('16-bit floats are the float32 result rounded once', () => {
    const half = array([-3, -0.5, 0, 0.75, 4], 'float16');
    const through = nn.sigmoid(half.astype('float32')).astype('float16');
    expect(nn.sigmoid(half).dtype).toBe('float16');
    expect(values(nn.sigmoid(half))).toEqual(values(through));
    expect(nn.gelu(array([1, 2], 'bfloat16')).dtype).toBe('bfloat16');
  });
});

function softmax64(row: number[]): number[] {
  const top = Math.max(...row);
  const exps = row.map((v) => Math.exp(v - top));
  const sum = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / sum);
}
function logSoftmax64(row: number[]): number[] {
  const top = Math.max(...row);
  const log = Math.log(row.reduce((a, v) => a + Math.exp(v - top), 0));
  return row.map((v) => v - top - log);
}

describe('nn.softmax, nn.logSoftmax, logsumexp (rows)', () => {
  it('within a few 2^-24 of the float64 reference over rows of 1 to 10⁴', () => {
    for (const length of [1, 3, 17, 64, 1000, 10000]) {
      for (const spread of [1, 30]) {
        const row = Array.from({ length }, () => f32(spread * (2 * random() - 1)));
        const x = array([row], 'float32');
        const soft = measure(values(nn.softmax(x)), softmax64(row), () => 1);
        expect(soft.scaled).toBeLessThanOrEqual(2);
        const top = Math.max(...row);
        const reference = logSoftmax64(row);
        const log = measure(values(nn.logSoftmax(x)), reference, (i) =>
          Math.max(1, Math.abs(row[i]! - top), Math.abs(reference[i]!)),
        );
        expect(log.scaled).toBeLessThanOrEqual(4);
        const lse = values(logsumexp(x, 1))[0]!;
        const want = top + Math.log(row.reduce((a, v) => a + Math.exp(v - top), 0));
        expect(Math.abs(lse - want)).toBeLessThanOrEqual(2 * ulpOf(want));
      }
    }
  });
  it('float16 and bfloat16 softmax and logSoftmax (their own kernels) are the float32 results rounded once', () => {
    for (const half of ['float16', 'bfloat16'] as const)
      for (const length of [1, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 33, 255, 256, 257, 300, 1000, 4099]) {
        const rows = Array.from({ length: 3 }, (_, r) =>
          Array.from({ length }, (_, i) =>
            r === 2 && i % 5 === 1 ? Number.NEGATIVE_INFINITY : (random() * 2 - 1) * [1, 30, 1e4][r]!,
          ),
        );
        const narrow = array(rows, half);
        const widened = narrow.astype('float32');
        for (const run of [
          (a: AnyNDArray) => nn.softmax(a as never) as AnyNDArray,
          (a: AnyNDArray) => nn.logSoftmax(a as never) as AnyNDArray,
        ]) {
          const direct = run(narrow);
          expect(direct.dtype).toBe(half);
          expect(values(direct), `${half} ${length}`).toEqual(values(run(widened).astype(half)));
        }
        // Along another axis too (moved last, then the same kernel).
        expect(values(nn.softmax(narrow, { axis: 0 }))).toEqual(values(nn.softmax(widened, { axis: 0 }).astype(half)));
      }
    const special = array(
      [
        [Number.NaN, 1, 2],
        [Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY],
        [6e4, -6e4, 1],
      ],
      'float16',
    );
    expect(values(nn.softmax(special))).toEqual(values(nn.softmax(special.astype('float32')).astype('float16')));
    expect(values(nn.logSoftmax(special))).toEqual(values(nn.logSoftmax(special.astype('float32')).astype('float16')));
  });
  it('float16 and bfloat16 logsumexp and standardize (their own kernels) are the float32 results rounded once', () => {
    for (const half of ['float16', 'bfloat16'] as const)
      for (const length of [1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 33, 255, 256, 257, 300, 1000, 4099]) {
        const rows = Array.from({ length: 3 }, (_, r) =>
          Array.from({ length }, (_, i) =>
            r === 2 && i % 5 === 1 ? Number.NEGATIVE_INFINITY : (random() * 2 - 1) * [1, 30, 1e4][r]!,
          ),
        );
        const narrow = array(rows, half);
        const widened = narrow.astype('float32');
        const lse = logsumexp(narrow, 1);
        expect(lse.dtype).toBe(half);
        expect(values(lse), `logsumexp ${half} ${length}`).toEqual(values(logsumexp(widened, 1).astype(half)));
        const finite = array(rows.slice(0, 2), half);
        const standardized = nn.standardize(finite);
        expect(standardized.dtype).toBe(half);
        expect(values(standardized), `standardize ${half} ${length}`).toEqual(
          values(nn.standardize(finite.astype('float32')).astype(half)),
        );
        // Along another axis (moved last, then the same kernels), and over every value.
        expect(values(logsumexp(narrow, 0))).toEqual(values(logsumexp(widened, 0).astype(half)));
        expect(values(logsumexp(narrow))).toEqual(values(logsumexp(widened).astype(half)));
        expect(values(nn.standardize(finite, { axis: 0 }))).toEqual(
          values(nn.standardize(finite.astype('float32'), { axis: 0 }).astype(half)),
        );
      }
    const special = array(
      [
        [Number.NaN, 1, 2],
        [Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY],
        [Number.POSITIVE_INFINITY, 1, 2],
        [6e4, -6e4, 1],
      ],
      'float16',
    );
    expect(values(logsumexp(special, 1))).toEqual([
      Number.NaN,
      Number.NEGATIVE_INFINITY,
      Number.POSITIVE_INFINITY,
      6e4,
    ]);
    expect(values(logsumexp(special, 1))).toEqual(values(logsumexp(special.astype('float32'), 1).astype('float16')));
    expect(values(nn.standardize(special))).toEqual(
      values(nn.standardize(special.astype('float32')).astype('float16')),
    );
    // The kernels run on the 16-bit values themselves: any cut of the rows gives the same bits.
    const data = array(
      Array.from({ length: 37 }, () => Array.from({ length: 21 }, () => random() * 8 - 4)),
      'bfloat16',
    );
    const whole = nn.standardize(data);
    const cut = nn.standardize(data).multiply(0);
    for (const [begin, end] of [
      [0, 5],
      [5, 6],
      [6, 37],
    ] as const)
      runNnRows(
        {
          name: 'standardize',
          dtype: 'bfloat16',
          parameter: 1e-5,
          input: data[storage].pointer,
          out: cut[storage].pointer,
          rows: 37,
          length: 21,
        },
        begin,
        end,
      );
    expect(values(cut)).toEqual(values(whole));
  });
  it('the committed figures hold the documented bounds', () => {
    const measured = JSON.parse(readFileSync(new URL('./fixtures/accuracy/nn.json', import.meta.url), 'utf8'))
      .functions as Record<string, { worstUlp: number; worstScaled: number; mismatches: number; samples: number }>;
    const bounds: Record<string, [number, number]> = {
      sigmoid: [4, 2],
      silu: [4, 3],
      gelu_tanh: [16, 3],
      gelu_erf: [6, 4],
      relu: [0, 0],
      softplus: [4, 3],
      logSigmoid: [4, 3],
      elu: [2, 2],
      elu_half: [2, 2],
      celu_half: [2, 2],
      selu: [3, 3],
      mish: [6, 3],
      softmax: [100, 2],
      logSoftmax: [2, 4],
      logsumexp: [1, 2],
      standardize: [1, 4],
    };
    for (const [name, [ulp, scaled]] of Object.entries(bounds)) {
      expect(measured[name]!.worstUlp, name).toBeLessThanOrEqual(ulp);
      expect(measured[name]!.worstScaled, name).toBeLessThanOrEqual(scaled);
      expect(measured[name]!.mismatches, name).toBe(0);
    }
    for (const [name, figures] of Object.entries(measured))
      if ('float16' in figures)
        expect([name, (figures as any).float16, (figures as any).bfloat16]).toEqual([name, 0, 0]);
    expect(measured.sigmoid!.samples).toBeGreaterThanOrEqual(1e5);
  });
  it('large logits, −∞ entries and all −∞ rows as JAX gives them', () => {
    const x = array(
      [
        [3e38, -3e38, 1e30],
        [1, Number.NEGATIVE_INFINITY, 1],
        [Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY],
      ],
      'float32',
    );
    const soft = nn.softmax(x).toArray() as number[][];
    expect(soft[0]).toEqual([1, 0, 0]);
    expect(soft[1]).toEqual([0.5, 0, 0.5]);
    expect(soft[2]!.every(Number.isNaN)).toBe(true);
    const log = nn.logSoftmax(x).toArray() as number[][];
    expect(log[1]).toEqual([f32(-Math.LN2), Number.NEGATIVE_INFINITY, f32(-Math.LN2)]);
    expect(log[2]!.every(Number.isNaN)).toBe(true);
    expect(values(logsumexp(x, 1))).toEqual([f32(3e38), f32(1 + Math.LN2), Number.NEGATIVE_INFINITY]);
    expect(values(logsumexp(array([Number.POSITIVE_INFINITY, 1], 'float32')))).toEqual([Number.POSITIVE_INFINITY]);
  });
  it('where: masked entries are 0 (softmax) or −∞ (logSoftmax); an all-masked row is 0', () => {
    const x = array(
      [
        [1, 2, 3],
        [4, 5, 6],
      ],
      'float32',
    );
    const mask = array([
      [true, false, true],
      [false, false, false],
    ]);
    const soft = nn.softmax(x, { where: mask }).toArray() as number[][];
    expect(soft[0]![1]).toBe(0);
    expect(soft[0]![0]! + soft[0]![2]!).toBeCloseTo(1, 6);
    expect(soft[1]).toEqual([0, 0, 0]);
    const log = nn.logSoftmax(x, { where: mask }).toArray() as number[][];
    expect(log[0]![1]).toBe(Number.NEGATIVE_INFINITY);
    expect(log[1]).toEqual([Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY]);
    // A mask that broadcasts.
    expect(values(nn.softmax(x, { where: array([true, false, true]) }))[1]).toBe(0);
  });
  it('any axis: the same values as the axis moved last', () => {
    const data = Array.from({ length: 2 * 5 * 3 }, () => f32(4 * random() - 2));
    const x = array(data, 'float32').reshape([2, 5, 3]);
    for (const fn of [nn.softmax, nn.logSoftmax]) {
      const along = fn(x, { axis: 1 });
      const moved = fn(x.transpose([0, 2, 1]), { axis: -1 }).transpose([0, 2, 1]);
      expect(values(along)).toEqual(values(moved));
      expect(along.shape).toEqual([2, 5, 3]);
      expect(values(fn(x, 1))).toEqual(values(along));
    }
    expect(values(logsumexp(x, 1))).toEqual(values(logsumexp(x.transpose([0, 2, 1]), 2)));
    expect(logsumexp(x, { axis: 1, keepdims: true }).shape).toEqual([2, 1, 3]);
  });
  it('rows cut into ranges give the same bits as one call', () => {
    const rows = 37;
    const length = 129;
    const x = array(
      Array.from({ length: rows * length }, () => f32(20 * random() - 10)),
      'float32',
    ).reshape([rows, length]);
    for (const name of ['softmax', 'log_softmax'] as const) {
      const one = array(new Float32Array(rows * length)).reshape([rows, length]);
      const cut = array(new Float32Array(rows * length)).reshape([rows, length]);
      const call = (out: AnyNDArray) => ({
        name,
        dtype: 'float32' as const,
        input: x[storage].pointer,
        out: out[storage].pointer,
        rows,
        length,
      });
      runNnRows(call(one), 0, rows);
      for (const [begin, end] of [
        [0, 5],
        [5, 6],
        [6, 30],
        [30, 37],
      ] as const)
        runNnRows(call(cut), begin, end);
      expect(values(cut)).toEqual(values(one));
    }
  });
  it('result dtypes: ints and bool → the inexact dtype; 16-bit floats keep theirs', () => {
    expect(nn.softmax(array([1, 2, 3], 'int32')).dtype).toBe('float32');
    expect(nn.logSoftmax(array([true, false])).dtype).toBe('float32');
    expect(nn.softmax(array([1, 2, 3], 'int64')).dtype).toBe('float64');
    expect(nn.softmax(array([1, 2], 'float16')).dtype).toBe('float16');
    expect(withPolicy({ x64: true }).nn.softmax(array([1, 2], 'float64')).dtype).toBe('float64');
    expect(x64.nn.softmax(array([1, 2], 'int64')).dtype).toBe('float64');
    expect(values(nn.softmax(array([0, 0], 'int32')))).toEqual([0.5, 0.5]);
    expect(values(nn.softmax(array(5, 'float32')))).toEqual([1]);
  });
  it("logsumexp's b, where and returnSign (JAX's)", () => {
    const x = array([1, 2, 3], 'float64');
    const weighted = values(logsumexp(x, { b: array([1, 2, 0.5], 'float64') }))[0]!;
    expect(weighted).toBeCloseTo(Math.log(Math.E + 2 * Math.E ** 2 + 0.5 * Math.E ** 3), 12);
    const negative = logsumexp(x, { b: array([1, -1, -1], 'float64') });
    expect(Number.isNaN(values(negative)[0])).toBe(true);
    const [magnitude, sign] = logsumexp(x, { b: array([1, -1, -1], 'float64'), returnSign: true }) as unknown as [
      AnyNDArray,
      AnyNDArray,
    ];
    expect(values(sign)).toEqual([-1]);
    expect(values(magnitude)[0]).toBeCloseTo(Math.log(Math.E ** 2 + Math.E ** 3 - Math.E), 12);
    const masked = values(logsumexp(x, { where: array([true, false, true]) }))[0]!;
    expect(masked).toBeCloseTo(Math.log(Math.E + Math.E ** 3), 12);
    expect(values(nn.logsumexp(x))).toEqual(values(logsumexp(x)));
  });
});

describe('the other activations (fused kernels and compositions) and oneHot, glu, standardize, logmeanexp', () => {
  const xs = [-3, -1, -0.5, 0, 0.5, 1, 3];
  const x = array(xs, 'float64');
  const softplus = (v: number) => Math.max(v, 0) + Math.log1p(Math.exp(-Math.abs(v)));
  const hardSigmoid = (v: number) => Math.min(Math.max(v + 3, 0), 6) / 6;
  const cases: [string, (v: number) => number, number?][] = [
    ['softplus', softplus],
    ['logSigmoid', (v) => -softplus(-v)],
    ['relu6', (v) => Math.min(Math.max(v, 0), 6)],
    ['leakyRelu', (v) => (v >= 0 ? v : 0.2 * v), 0.2],
    ['elu', (v) => (v > 0 ? v : Math.expm1(v))],
    ['celu', (v) => (v > 0 ? v : 2 * Math.expm1(v / 2)), 2],
    ['selu', (v) => 1.0507009873554805 * (v > 0 ? v : 1.6732632423543772 * Math.expm1(v))],
    ['hardTanh', (v) => Math.min(Math.max(v, -1), 1)],
    ['hardSigmoid', hardSigmoid],
    ['hardSilu', (v) => v * hardSigmoid(v)],
    ['hardSwish', (v) => v * hardSigmoid(v)],
    ['softSign', (v) => v / (Math.abs(v) + 1)],
    ['sparsePlus', (v) => (v <= -1 ? 0 : v >= 1 ? v : (v + 1) ** 2 / 4)],
    ['sparseSigmoid', (v) => 0.5 * Math.min(Math.max(v + 1, 0), 2)],
    ['squareplus', (v) => (v + Math.sqrt(v * v + 4)) / 2],
    ['mish', (v) => v * Math.tanh(softplus(v))],
  ];
  it.each(cases)('%s as JAX writes it', (name, reference, parameter) => {
    const fn = (nn as unknown as Record<string, (a: AnyNDArray, p?: number) => AnyNDArray>)[name]!;
    const got = values(fn(x, parameter));
    xs.forEach((v, i) => expect(got[i]).toBeCloseTo(reference(v), 12));
    expect(fn(array(xs, 'float16'), parameter).dtype).toBe('float16');
  });
  it('log1mexp and identity', () => {
    const got = values(nn.log1mexp(array([0.1, 1, 5], 'float64')));
    [0.1, 1, 5].forEach((v, i) => expect(got[i]).toBeCloseTo(Math.log(-Math.expm1(-v)), 12));
    expect(nn.identity(x)).toBe(x);
  });
  it('oneHot: a zero row out of range, the policy default float, any axis; non-integer classes refused', () => {
    expect(nn.oneHot(array([0, 2, 5, -1], 'int32'), 3).toArray()).toEqual([
      [1, 0, 0],
      [0, 0, 1],
      [0, 0, 0],
      [0, 0, 0],
    ]);
    expect(nn.oneHot(array([1], 'int32'), 3).dtype).toBe('float32');
    expect(x64.nn.oneHot(array([1], 'int32'), 3).dtype).toBe('float64');
    expect(nn.oneHot(array([1, 0], 'int32'), 3, { axis: 0, dtype: 'int8' }).toArray()).toEqual([
      [0, 1],
      [1, 0],
      [0, 0],
    ]);
    expect(() => nn.oneHot(array([1.5], 'float32') as never, 3)).toThrow(/nn\.oneHot: the classes must be integers/);
    expect(() => nn.oneHot(array([1], 'int32'), 2.5)).toThrow(/numClasses/);
  });
  it('standardize: a fused two-pass rows kernel over any axis, within an ulp of float64', () => {
    const standardize64 = (row: number[], epsilon = 1e-5) => {
      const mean = row.reduce((a, b) => a + b, 0) / row.length;
      const variance = row.reduce((a, b) => a + (b - mean) ** 2, 0) / row.length;
      return row.map((v) => (v - mean) / Math.sqrt(variance + epsilon));
    };
    for (const [length, offset, spread] of [
      [1, 0, 1],
      [3, 0, 1],
      [7, 100, 1],
      [64, 0, 10],
      [1000, 1e4, 1],
      [4099, -3, 0.01],
    ] as const) {
      const rows = Array.from({ length: 3 }, () =>
        Array.from({ length }, () => f32(offset + spread * (random() * 2 - 1))),
      );
      const got = nn.standardize(array(rows, 'float32')).toArray() as unknown as number[][];
      rows.forEach((row, r) => {
        const want = standardize64(row);
        // Everything in float64, each result rounded once: within an ulp (and 10^-9 where it crosses 0).
        want.forEach((w, i) =>
          expect(Math.abs(got[r]![i]! - w), `${length} ${offset}`).toBeLessThanOrEqual(ulpOf(w) + 1e-9),
        );
      });
    }
    // Any axis gives the transposed result; a constant row gives 0; float64 to within a few ulp.
    const grid = array(
      Array.from({ length: 4 }, (_, i) => Array.from({ length: 5 }, (_, j) => f32(i * 1.5 - j * j))),
      'float32',
    );
    expect(nn.standardize(grid, { axis: 0 }).toArray()).toEqual(nn.standardize(grid.T).T.toArray());
    expect(values(nn.standardize(array([2, 2, 2], 'float32')))).toEqual([0, 0, 0]);
    const wide = [1, 2, 3, 4, 1e3];
    const exact = standardize64(wide);
    values(nn.standardize(array(wide, 'float64'))).forEach((v, i) =>
      expect(Math.abs(v - exact[i]!)).toBeLessThanOrEqual(4 * Number.EPSILON * Math.max(1, Math.abs(exact[i]!))),
    );
    // Integers give the policy's float; bfloat16 the float32 result rounded once; epsilon checked.
    expect(nn.standardize(array([1, 2, 3], 'int32')).dtype).toBe('float32');
    const half = array([1, 2, 3, 5], 'bfloat16');
    expect(values(nn.standardize(half))).toEqual(values(nn.standardize(half.astype('float32')).astype('bfloat16')));
    expect(() => nn.standardize(grid, { epsilon: 'x' as never })).toThrow(/nn\.standardize: epsilon/);
  });
  it('glu, standardize, logmeanexp', () => {
    const g = values(nn.glu(array([1, 2, 3, 4], 'float32')));
    expect(g[0]).toBeCloseTo(1 / (1 + Math.exp(-3)), 6);
    expect(g[1]).toBeCloseTo(2 / (1 + Math.exp(-4)), 6);
    expect(() => nn.glu(array([1, 2, 3], 'float32'))).toThrow(/odd size/);
    const s = values(nn.standardize(array([1, 2, 3, 4], 'float64')));
    const sd = Math.sqrt(1.25 + 1e-5);
    [1, 2, 3, 4].forEach((v, i) => expect(s[i]).toBeCloseTo((v - 2.5) / sd, 12));
    const m = values(nn.logmeanexp(array([1, 2, 3], 'float64')))[0]!;
    expect(m).toBeCloseTo(Math.log((Math.E + Math.E ** 2 + Math.E ** 3) / 3), 12);
  });
});

describe('nn.dotProductAttention', () => {
  it('softmax(q·kᵀ/√H) · v over [B, T, N, H], with a causal mask and a bool mask', () => {
    const [B, T, S, N, H] = [2, 3, 3, 2, 4];
    const make = (offset: number) => Array.from({ length: B * T * N * H }, (_, i) => Math.sin(i * 1.3 + offset) * 2);
    const [qd, kd, vd] = [make(0), make(1), make(2)];
    const q = array(qd, 'float64').reshape([B, T, N, H]);
    const k = array(kd, 'float64').reshape([B, S, N, H]);
    const v = array(vd, 'float64').reshape([B, S, N, H]);
    const reference = (causal: boolean) => {
      const out: number[] = [];
      for (let b = 0; b < B; b += 1)
        for (let t = 0; t < T; t += 1)
          for (let n = 0; n < N; n += 1) {
            const logits: number[] = [];
            for (let s = 0; s < S; s += 1) {
              let dot = 0;
              for (let h = 0; h < H; h += 1)
                dot += qd[((b * T + t) * N + n) * H + h]! * kd[((b * S + s) * N + n) * H + h]!;
              logits.push(causal && s > t ? Number.NEGATIVE_INFINITY : dot / Math.sqrt(H));
            }
            const weights = softmax64(logits);
            for (let h = 0; h < H; h += 1)
              out.push(weights.reduce((acc, w, s) => acc + w * vd[((b * S + s) * N + n) * H + h]!, 0));
          }
      return out;
    };
    for (const causal of [false, true]) {
      const got = values(nn.dotProductAttention(q, k, v, { isCausal: causal }));
      reference(causal).forEach((want, i) => expect(got[i]).toBeCloseTo(want, 12));
    }
    const lower = array(Array.from({ length: 9 }, (_, i) => i % 3 <= Math.floor(i / 3))).reshape([3, 3]);
    expect(values(nn.dotProductAttention(q, k, v, { mask: lower }))).toEqual(
      values(nn.dotProductAttention(q, k, v, { isCausal: true })),
    );
    const q3 = array(qd.slice(0, T * N * H), 'float32').reshape([T, N, H]);
    expect(nn.dotProductAttention(q3, q3, q3).shape).toEqual([T, N, H]);
    expect(() => nn.dotProductAttention(array([1, 2], 'float32'), q3, q3)).toThrow(/\[T, N, H\] or \[B, T, N, H\]/);
  });
});

describe('nn errors', () => {
  it('refuses what JAX refuses, naming the function', () => {
    expect(() => nn.sigmoid(array([1, 2], 'int32') as never)).toThrow(/nn\.sigmoid: integer input \(int32\)/);
    expect(() => nn.gelu(array([true]) as never)).toThrow(/nn\.gelu: bool input/);
    expect(() => nn.silu(array([1], 'complex64') as never)).toThrow(/nn\.silu: complex input/);
    expect(() => nn.softmax(array([1], 'complex64'))).toThrow(/nn\.softmax: complex input/);
    expect(() => nn.relu(array([true]) as never)).toThrow(/nn\.relu: bool input/);
    // Compile errors too (test-d/nn.test-d.ts): cast to reach the runtime's check.
    expect(() => nn.softmax(array([1, 2], 'float32'), { axis: 3 } as never)).toThrow(
      /nn\.softmax: axis 3 is out of bounds/,
    );
    expect(() => nn.logSoftmax(array([1, 2], 'float32'), { where: array([true, false, true]) } as never)).toThrow(
      /nn\.logSoftmax: where's shape \[3\] does not broadcast/,
    );
    expect(() => nn.softmax(array([1, 2], 'float32'), { where: array([1, 0], 'int32') })).toThrow(
      /where must be a bool array/,
    );
    expect(() => nn.softmax(array([1, 2], 'float32'), { axes: 0 } as never)).toThrow(/axes/);
    expect(() => nn.gelu(array([1], 'float32'), { approximate: 'yes' } as never)).toThrow(/approximate/);
  });
});
