// The fft namespace: values against a float64 direct DFT computed here (no Python needed), the
// complex64 transforms against our complex128 ones (checked against the direct DFT), JAX's dtypes,
// NumPy's shapes, norms, errors and leaks.
import { describe, expect, it } from 'vitest';
import { array, fft, withPolicy, type NDArray } from '../src/index.js';
import { undisposed } from '../src/memory/memory.js';
import { rangeSplitsTaken, setRangeSplit } from '../src/execute/ranges.js';

/** A seeded generator (mulberry32) of values in [-1, 1). */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) / 4294967296) * 2 - 1;
  };
}

/** The direct DFT in float64, the angles reduced exactly (j·k mod n). */
function dft(re: Float64Array, im: Float64Array, inverse = false): [Float64Array, Float64Array] {
  const n = re.length;
  const outRe = new Float64Array(n);
  const outIm = new Float64Array(n);
  const cos = new Float64Array(n);
  const sin = new Float64Array(n);
  for (let k = 0; k < n; k += 1) {
    cos[k] = Math.cos((2 * Math.PI * k) / n);
    sin[k] = (inverse ? 1 : -1) * Math.sin((2 * Math.PI * k) / n);
  }
  for (let k = 0; k < n; k += 1) {
    let sr = 0;
    let si = 0;
    let index = 0;
    for (let j = 0; j < n; j += 1) {
      sr += re[j]! * cos[index]! - im[j]! * sin[index]!;
      si += re[j]! * sin[index]! + im[j]! * cos[index]!;
      index += k;
      if (index >= n) index -= n;
    }
    outRe[k] = sr;
    outIm[k] = si;
  }
  return [outRe, outIm];
}

/** Relative RMS error of interleaved values against a reference (re, im). */
function relativeRms(actual: ArrayLike<number>, re: ArrayLike<number>, im: ArrayLike<number>): number {
  let error = 0;
  let norm = 0;
  for (let k = 0; k < re.length; k += 1) {
    error += (actual[2 * k]! - re[k]!) ** 2 + (actual[2 * k + 1]! - im[k]!) ** 2;
    norm += re[k]! ** 2 + im[k]! ** 2;
  }
  return norm === 0 ? Math.sqrt(error) : Math.sqrt(error / norm);
}

function complexInput(n: number, seed: number): [Float64Array, Float64Array, number[][]] {
  const random = seeded(seed);
  const re = new Float64Array(n);
  const im = new Float64Array(n);
  const pairs: number[][] = [];
  for (let k = 0; k < n; k += 1) {
    re[k] = random();
    im[k] = random();
    pairs.push([re[k]!, im[k]!]);
  }
  return [re, im, pairs];
}

/** The array's interleaved storage as numbers (complex: [re, im] pairs). */
function interleaved(x: NDArray): Float64Array {
  return Float64Array.from(
    (x.toArray() as unknown as (number | number[] | { re: number; im: number })[])
      .flat(Infinity)
      .flatMap((v) => (typeof v === 'number' ? [v] : [(v as { re: number }).re, (v as { im: number }).im])),
  );
}

const eps64 = 2 ** -52;
const bound = (n: number, eps: number) => 2 * Math.max(1, Math.log2(n)) * eps;

/** A complex array from re, im parts (rounded to the dtype). */
function complexArray(re: Float64Array, im: Float64Array, dtype: 'complex64' | 'complex128'): NDArray {
  return array(Array.from(re, (value, k) => ({ re: value, im: im[k]! })) as never, dtype) as NDArray;
}

const eps32 = 2 ** -23;

/** Interleaved parts of the fft of seeded complex values in `dtype`, and the input's parts. */
function transformOf(
  n: number,
  seed: number,
  dtype: 'complex64' | 'complex128',
  round = dtype === 'complex64',
): [Float64Array, Float64Array, Float64Array] {
  const [re, im] = complexInput(n, seed);
  if (round)
    for (let k = 0; k < n; k += 1) {
      re[k] = Math.fround(re[k]!);
      im[k] = Math.fround(im[k]!);
    }
  const x = complexArray(re, im, dtype);
  const y = fft.fft(x);
  const z = fft.ifft(y);
  const parts = new Float64Array(2 * n);
  for (let k = 0; k < n; k += 1) {
    parts[2 * k] = re[k]!;
    parts[2 * k + 1] = im[k]!;
  }
  const result: [Float64Array, Float64Array, Float64Array] = [interleaved(y), interleaved(z), parts];
  x.dispose();
  y.dispose();
  z.dispose();
  return result;
}

const split = (values: Float64Array): [Float64Array, Float64Array] => [
  values.filter((_, index) => index % 2 === 0),
  values.filter((_, index) => index % 2 === 1),
];

describe('fft accuracy (relative RMS error ≤ 2·log2(n)·ε)', () => {
  it('complex128 against a float64 direct DFT, every length to 128 and some to 4099', () => {
    for (const n of [...Array(128).keys()].map((k) => k + 1).concat([360, 509, 1000, 1024, 4099])) {
      const [re, im] = complexInput(n, n);
      const [dre, dim] = dft(re, im);
      const [y, z, parts] = transformOf(n, n, 'complex128');
      expect(relativeRms(y, dre, dim), `n=${n}`).toBeLessThanOrEqual(bound(n, eps64));
      const [pr, pi] = split(parts);
      expect(relativeRms(z, pr, pi), `round trip n=${n}`).toBeLessThanOrEqual(bound(n, eps64));
    }
  });

  it('complex64 against complex128 at every length 1..4096 and at 4099, 65537, 2^20', () => {
    const last = process.env.DTYPE_LATTICE_TIER === 'unit' ? 1024 : 4096;
    const lengths = [...Array(last).keys()].map((k) => k + 1).concat([4099, 65537, 2 ** 20]);
    for (const n of lengths) {
      const [y, z, parts] = transformOf(n, 7 * n, 'complex64');
      // The reference: the complex128 transform of the same float32-rounded values.
      const [reference] = transformOf(n, 7 * n, 'complex128', true);
      const [rr, ri] = split(reference);
      const [pr, pi] = split(parts);
      expect(relativeRms(y, rr, ri), `n=${n}`).toBeLessThanOrEqual(bound(n, eps32));
      expect(relativeRms(z, pr, pi), `round trip n=${n}`).toBeLessThanOrEqual(bound(n, eps32));
    }
    // 4,099 transforms of two dtypes: 48 s in CI, 131 s beside four other jobs (load 11),
    // past the default 120 s guard; a runaway guard, not a speed test.
  }, 400_000);
});

const close = (actual: unknown, expected: number[], digits = 5) => {
  const values = (actual as unknown[])
    .flat(Infinity)
    .flatMap((v) => (typeof v === 'number' ? [v] : [(v as { re: number }).re, (v as { im: number }).im]));
  expect(values).toHaveLength(expected.length);
  values.forEach((value, index) => expect(value).toBeCloseTo(expected[index]!, digits));
};

describe('fft functions (NumPy values)', () => {
  it('fft, ifft, rfft, irfft, hfft, ihfft of small vectors', () => {
    const x = array([1, 2, 3, 4], 'float64');
    close(fft.fft(x).toArray(), [10, 0, -2, 2, -2, 0, -2, -2]);
    close(fft.ifft(x).toArray(), [2.5, 0, -0.5, -0.5, -0.5, 0, -0.5, 0.5]);
    close(fft.rfft(x).toArray(), [10, 0, -2, 2, -2, 0]);
    close(fft.irfft(fft.rfft(x)).toArray(), [1, 2, 3, 4]);
    close(fft.rfft(array([1, 2, 3], 'float32')).toArray(), [6, 0, -1.5, 0.8660254]);
    close(fft.irfft(fft.rfft(array([1, 2, 3], 'float32')), 3).toArray(), [1, 2, 3]);
    // np.fft.hfft([1, 2, 3]) = [8, -2, 0, -2]; np.fft.ihfft([1, 2, 3, 4]) = [2.5, -0.5+0.5j, -0.5]
    close(fft.hfft(array([1, 2, 3], 'float64')).toArray(), [8, -2, 0, -2]);
    close(fft.ihfft(x).toArray(), [2.5, 0, -0.5, -0.5, -0.5, 0]);
    // n pads and crops; norm scales.
    close(fft.fft(x, 2).toArray(), [3, 0, -1, 0]);
    close((fft.fft(x, 5).toArray() as unknown[]).slice(0, 1), [10, 0]);
    close((fft.fft(x, { norm: 'ortho' }).toArray() as unknown[]).slice(0, 1), [5, 0]);
    close((fft.fft(x, null, -1, 'forward').toArray() as unknown[]).slice(0, 1), [2.5, 0]);
    close((fft.ifft(x, { norm: 'forward' }).toArray() as unknown[]).slice(0, 1), [10, 0]);
  });

  it('2-D and n-D transforms along any axes', () => {
    const m = array(
      [
        [1, 2, 3],
        [4, 5, 6],
      ],
      'float64',
    );
    close(fft.fft(m, { axis: 0 }).toArray(), [5, 0, 7, 0, 9, 0, -3, 0, -3, 0, -3, 0]);
    close((fft.fft2(m).toArray() as unknown[][]).flat().slice(0, 1), [21, 0]);
    expect(fft.fft2(m).shape).toEqual([2, 3]);
    expect(fft.rfft2(m).shape).toEqual([2, 2]);
    expect(fft.rfftn(m, [2, 4]).shape).toEqual([2, 3]);
    expect(fft.irfftn(fft.rfftn(m), [2, 3]).shape).toEqual([2, 3]);
    close(fft.irfftn(fft.rfftn(m), [2, 3]).toArray(), [1, 2, 3, 4, 5, 6], 10);
    close(fft.ifftn(fft.fftn(m)).toArray(), [1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0], 10);
    close(fft.irfft2(fft.rfft2(m), { s: [2, 3] }).toArray(), [1, 2, 3, 4, 5, 6], 10);
    close(fft.ifft2(fft.fft2(m, null, [0, 1])).toArray(), [1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0], 10);
  });

  it('frequencies and shifts', () => {
    close(fft.fftfreq(5).toArray(), [0, 0.2, 0.4, -0.4, -0.2]);
    close(fft.rfftfreq(6, 0.5).toArray(), [0, 1 / 3, 2 / 3, 1]);
    expect(fft.fftfreq(4).dtype).toBe('float32');
    expect(withPolicy({ x64: true }).fft.fftfreq(4).dtype).toBe('float64');
    expect(fft.fftfreq(4, { dtype: 'float64' }).dtype).toBe('float64');
    expect(fft.fftshift(array([0, 1, 2, 3, 4])).toArray()).toEqual([3, 4, 0, 1, 2]);
    expect(fft.ifftshift(array([3, 4, 0, 1, 2])).toArray()).toEqual([0, 1, 2, 3, 4]);
    expect(
      fft
        .fftshift(
          array([
            [0, 1, 2],
            [3, 4, 5],
          ]),
          { axes: 1 },
        )
        .toArray(),
    ).toEqual([
      [2, 0, 1],
      [5, 3, 4],
    ]);
  });
});

describe("fft dtypes (JAX's jnp.fft)", () => {
  it('complex transforms: complex64 from 32-bit and smaller, complex128 from float64', () => {
    for (const [dtype, expected] of [
      ['bool', 'complex64'],
      ['int8', 'complex64'],
      ['int32', 'complex64'],
      ['uint32', 'complex64'],
      ['float16', 'complex64'],
      ['bfloat16', 'complex64'],
      ['float32', 'complex64'],
      ['float64', 'complex128'],
      ['complex64', 'complex64'],
      ['complex128', 'complex128'],
    ] as const) {
      const x = array([1, 0], dtype as never);
      expect(fft.fft(x).dtype, dtype).toBe(expected);
      expect(fft.ifft2(x.reshape([1, 2])).dtype, dtype).toBe(expected);
      expect(fft.irfft(x).dtype, dtype).toBe(expected === 'complex64' ? 'float32' : 'float64');
    }
    expect(fft.fft(array([1, 2], 'int64')).dtype).toBe('complex64');
    expect(withPolicy({ x64: true }).fft.fft(array([1, 2], 'int64')).dtype).toBe('complex128');
  });

  it('rfft: float32 and float64 (integers promoted); float16, bfloat16 and complex refused', () => {
    expect(fft.rfft(array([1, 2], 'int16')).dtype).toBe('complex64');
    expect(fft.rfft(array([1, 2], 'float64')).dtype).toBe('complex128');
    expect(() => fft.rfft(array([1, 2], 'float16'))).toThrow(/^fft\.rfft: .*float16/);
    expect(() => fft.rfft(array([1, 2], 'bfloat16'))).toThrow(/^fft\.rfft: .*bfloat16/);
    expect(() => fft.rfft(array([1, 2], 'complex64'))).toThrow(/^fft\.rfft: the input must be real/);
    expect(() => fft.ihfft(array([1, 2], 'float16'))).toThrow(/^fft\.ihfft: /);
  });
});

describe('fft errors and memory', () => {
  it('names the function, the argument and the value', () => {
    const x = array([1, 2, 3, 4], 'float32');
    // @ts-expect-error a literal n below 1 is a compile error too (types/fft.ts)
    expect(() => fft.fft(x, 0)).toThrow(/^fft\.fft: n must be at least 1, got 0/);
    expect(() => fft.fft(x, 1.5)).toThrow(/^fft\.fft: n must be an integer/);
    // @ts-expect-error a literal axis out of range is a compile error too
    expect(() => fft.fft(x, null, 3)).toThrow(/^fft\.fft: axis 3 is out of bounds/);
    expect(() => fft.fft(x, { norm: 'twice' as never })).toThrow(/^fft\.fft: norm must be/);
    expect(() => fft.fft(x, { bogus: 1 } as never)).toThrow(/^fft\.fft: .*bogus/);
    // @ts-expect-error fft2's default axes [-2, -1] on a 1-D array: a compile error too
    expect(() => fft.fft2(x)).toThrow(/^fft\.fft2: axes -2 is out of bounds|^fft\.fft2: /);
    expect(() => fft.fftn(x, [2, 2])).toThrow(/^fft\.fftn: /);
    expect(() => fft.irfft(array([1], 'complex64'))).toThrow(/^fft\.irfft: invalid number of FFT data points \(0\)/);
    // @ts-expect-error a literal n below 1
    expect(() => fft.fftfreq(0)).toThrow(/^fft\.fftfreq: n must be at least 1/);
    expect(() => fft.fftshift(x, 2)).toThrow(/^fft\.fftshift: /);
    expect(() => fft.fft(array(1))).toThrow(/^fft\.fft: /);
    x.dispose();
  });

  it('leaves no memory behind, on success and on errors, and does not mutate its input', () => {
    const x = array(
      [
        [1, 2, 3],
        [4, 5, 6],
      ],
      'float32',
    );
    const transposed = x.transpose();
    const complexes = x.astype('complex64');
    const before = undisposed();
    for (const run of [
      () => fft.fft(x, 5, 0),
      () => fft.rfftn(x),
      () => fft.irfftn(x, [3, 5]),
      () => fft.hfft(x, 4),
      () => fft.ihfft(x, 7),
      () => fft.fftshift(x),
      () => fft.fft2(transposed),
    ])
      run().dispose();
    // @ts-expect-error a literal n below 1
    for (const bad of [() => fft.fft(x, -1), () => fft.rfft(complexes), () => fft.fftn(x, null, [0, 0])]) {
      expect(bad).toThrow(/^fft\./);
    }
    expect(undisposed().arrays - before.arrays).toBeLessThanOrEqual(0);
    transposed.dispose();
    complexes.dispose();
    expect(x.toArray()).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
    x.dispose();
  });
});

describe("fft against NumPy's pocketfft (test/fixtures/fft-numpy.json, scripts/fft_accuracy.py)", () => {
  it('complex128 within 2·log2(n)·ε of NumPy', async () => {
    const { readFileSync } = await import('node:fs');
    const fixture = JSON.parse(readFileSync(new URL('./fixtures/fft-numpy.json', import.meta.url), 'utf8')) as {
      cases: { n: number; re: number[]; im: number[] }[];
    };
    for (const { n, re, im } of fixture.cases) {
      const x = array(
        Array.from({ length: n }, (_, k) => ({ re: Math.sin(0.37 * k), im: Math.cos(1.3 * k) })) as never,
        'complex128',
      );
      const y = fft.fft(x);
      expect(relativeRms(interleaved(y), re, im), `n=${n}`).toBeLessThanOrEqual(bound(n, eps64));
      x.dispose();
      y.dispose();
    }
  });
});

describe('real transforms and rows (the fused rfft rows, the fast call, rows cut for threads)', () => {
  /** Seeded reals in `dtype` of shape [rows, n]. */
  function reals(rows: number, n: number, seed: number, dtype: 'float32' | 'float64'): NDArray {
    const random = seeded(seed);
    return array(
      Array.from({ length: rows * n }, () => random()),
      dtype,
    ).reshape([rows, n]) as NDArray;
  }

  it('rfft equals the first n/2 + 1 values of fft within 2·log2(n)·ε, every length to 300 and some to 65,538', () => {
    const lengths = [
      ...Array.from({ length: 300 }, (_, index) => index + 1),
      512,
      1000,
      1024,
      4096,
      4098,
      65536,
      65538,
    ];
    for (const dtype of ['float32', 'float64'] as const)
      for (const rows of [1, 3])
        for (const n of lengths) {
          if (rows * n > 70_000 && rows > 1) continue;
          const x = reals(rows, n, n + rows, dtype);
          const r = fft.rfft(x);
          const f = fft.fft(x);
          const half = Math.floor(n / 2) + 1;
          const got = interleaved(r);
          const full = interleaved(f);
          const want = new Float64Array(rows * half * 2);
          for (let row = 0; row < rows; row += 1)
            want.set(full.subarray(row * n * 2, row * n * 2 + half * 2), row * half * 2);
          const [re, im] = split(want);
          expect(relativeRms(got, re, im), `${dtype} [${rows}, ${n}]`).toBeLessThanOrEqual(
            bound(n, dtype === 'float32' ? eps32 : eps64),
          );
          const back = fft.irfft(r, n);
          expect(back.shape).toEqual([rows, n]);
          x.dispose();
          r.dispose();
          f.dispose();
          back.dispose();
        }
  });

  it('gives the same bits with its rows cut into uneven pieces (as threads run them)', () => {
    const cases: [string, () => NDArray][] = [];
    for (const dtype of ['float32', 'float64'] as const)
      for (const n of [256, 96, 101, 4099]) {
        const complex = dtype === 'float32' ? 'complex64' : 'complex128';
        cases.push(
          [`fft ${dtype} ${n}`, () => fft.fft(reals(7, n, n, dtype).astype(complex) as never) as NDArray],
          [`ifft ${dtype} ${n}`, () => fft.ifft(reals(7, n, n, dtype).astype(complex) as never) as NDArray],
          [`rfft ${dtype} ${n}`, () => fft.rfft(reals(7, n, n, dtype) as never) as NDArray],
          [`irfft ${dtype} ${n}`, () => fft.irfft(fft.rfft(reals(7, n, n, dtype) as never)) as NDArray],
        );
      }
    const whole = cases.map(([, run]) => interleaved(run()));
    setRangeSplit((total) => [
      [0, 1],
      [1, 4],
      [4, total],
    ]);
    try {
      cases.forEach(([label, run], index) => {
        const taken = rangeSplitsTaken();
        expect(Array.from(interleaved(run())), label).toEqual(Array.from(whole[index]!));
        expect(rangeSplitsTaken(), label).toBeGreaterThan(taken);
      });
    } finally {
      setRangeSplit(undefined);
    }
  });
});
