// The fft namespace's literal shapes at run time: each call's static type (checked by tsc through
// the annotation) is the shape the runtime gives, and each literal mistake the checker refuses (in
// the runtime's words, types/fft.ts) throws those words.
import { describe, expect, it } from 'vitest';
import { fft, type NDArray, zeros } from '../src/index.js';
import { undisposed } from '../src/memory/memory.js';

/** A result's shape and dtype, checked, then the result disposed. */
function shapeOf(result: NDArray): { dtype: string; shape: readonly number[] } {
  const seen = { dtype: result.dtype as string, shape: [...result.shape] };
  result.dispose();
  return seen;
}

describe('fft: the static shape is the runtime shape', () => {
  it('1-D transforms: n, axis, rfft n/2 + 1, irfft 2·(m − 1)', () => {
    const before = undisposed();
    const ints = zeros([2, 8], 'int16');
    const doubles = zeros([3, 8], 'float64');
    const complexes = zeros([4], 'complex128');
    const long = zeros([2, 1000], 'float32');
    const cases: [NDArray, string, number[]][] = [
      [fft.fft(ints, 16) satisfies NDArray<'complex64', [2, 16]>, 'complex64', [2, 16]],
      [fft.fft(ints, { n: 5, axis: 0 }) satisfies NDArray<'complex64', [5, 8]>, 'complex64', [5, 8]],
      [fft.ifft(ints, 3, { axis: -1 }) satisfies NDArray<'complex64', [2, 3]>, 'complex64', [2, 3]],
      [fft.rfft(ints) satisfies NDArray<'complex64', [2, 5]>, 'complex64', [2, 5]],
      [fft.rfft(ints, undefined, -2) satisfies NDArray<'complex64', [2, 8]>, 'complex64', [2, 8]],
      [fft.rfft(doubles, { n: 16, axis: 0 }) satisfies NDArray<'complex128', [9, 8]>, 'complex128', [9, 8]],
      [fft.rfft(long) satisfies NDArray<'complex64', [2, 501]>, 'complex64', [2, 501]],
      [fft.irfft(long) satisfies NDArray<'float32', [2, 1998]>, 'float32', [2, 1998]],
      [fft.irfft(doubles, 7) satisfies NDArray<'float64', [3, 7]>, 'float64', [3, 7]],
      [fft.irfft(doubles, undefined, 0) satisfies NDArray<'float64', [4, 8]>, 'float64', [4, 8]],
      [fft.hfft(complexes) satisfies NDArray<'float64', [6]>, 'float64', [6]],
      [fft.ihfft(doubles) satisfies NDArray<'complex128', [3, 5]>, 'complex128', [3, 5]],
    ];
    for (const [result, dtype, shape] of cases) expect(shapeOf(result)).toEqual({ dtype, shape });
    for (const each of [ints, doubles, complexes, long]) each.dispose();
    expect(undisposed()).toEqual(before);
  });

  it('n-D transforms: s, axes, fft2 over [-2, -1], fftn over the last s.length axes', () => {
    const ints = zeros([2, 8], 'int16');
    const doubles = zeros([3, 8], 'float64');
    const complexes = zeros([4], 'complex128');
    const cases: [NDArray, string, number[]][] = [
      [fft.fft2(ints) satisfies NDArray<'complex64', [2, 8]>, 'complex64', [2, 8]],
      [fft.ifft2(ints, [4, 4]) satisfies NDArray<'complex64', [4, 4]>, 'complex64', [4, 4]],
      [fft.fftn(doubles, [6]) satisfies NDArray<'complex128', [3, 6]>, 'complex128', [3, 6]],
      [fft.fftn(doubles, null, [0]) satisfies NDArray<'complex128', [3, 8]>, 'complex128', [3, 8]],
      [fft.rfft2(ints) satisfies NDArray<'complex64', [2, 5]>, 'complex64', [2, 5]],
      [fft.rfftn(doubles, [5, 9]) satisfies NDArray<'complex128', [5, 5]>, 'complex128', [5, 5]],
      [fft.rfftn(doubles, { axes: [0] }) satisfies NDArray<'complex128', [2, 8]>, 'complex128', [2, 8]],
      [fft.irfftn(complexes, [6]) satisfies NDArray<'float64', [6]>, 'float64', [6]],
      [fft.irfft2(doubles) satisfies NDArray<'float64', [3, 14]>, 'float64', [3, 14]],
      [fft.fftfreq(8) satisfies NDArray<'float32', [8]>, 'float32', [8]],
      [fft.rfftfreq(9) satisfies NDArray<'float32', [5]>, 'float32', [5]],
      [fft.rfftfreq(1000, 0.5) satisfies NDArray<'float32', [501]>, 'float32', [501]],
    ];
    for (const [result, dtype, shape] of cases) expect(shapeOf(result)).toEqual({ dtype, shape });
    for (const each of [ints, doubles, complexes]) each.dispose();
  });

  it("the literal mistakes the checker refuses throw the checker's words", () => {
    const ints = zeros([2, 8], 'int16');
    const singles = zeros([8], 'float32');
    const doubles = zeros([3, 8], 'float64');
    const before = undisposed();
    // @ts-expect-error fft.fft: axis 2 is out of bounds for an array of 2 dimensions.
    expect(() => fft.fft(ints, null, 2)).toThrow('fft.fft: axis 2 is out of bounds for an array of 2 dimensions.');
    // @ts-expect-error fft.rfft: axis -3 is out of bounds for an array of 2 dimensions.
    expect(() => fft.rfft(ints, { axis: -3 })).toThrow(
      'fft.rfft: axis -3 is out of bounds for an array of 2 dimensions.',
    );
    // @ts-expect-error fft.fft: n must be at least 1, got 0.
    expect(() => fft.fft(ints, 0)).toThrow('fft.fft: n must be at least 1, got 0.');
    // @ts-expect-error fft.irfft: n must be at least 1, got -4.
    expect(() => fft.irfft(doubles, { n: -4 })).toThrow('fft.irfft: n must be at least 1, got -4.');
    // @ts-expect-error fft.irfftn: s must be at least 1, got 0.
    expect(() => fft.irfftn(doubles, [0])).toThrow('fft.irfftn: s must be at least 1, got 0.');
    // @ts-expect-error fft.fftn: axis 5 is out of bounds for an array of 2 dimensions.
    expect(() => fft.fftn(doubles, null, [0, 5])).toThrow(
      'fft.fftn: axis 5 is out of bounds for an array of 2 dimensions.',
    );
    // @ts-expect-error fft.fft2: axis -2 is out of bounds for an array of 1 dimensions.
    expect(() => fft.fft2(singles)).toThrow('fft.fft2: axis -2 is out of bounds for an array of 1 dimensions.');
    // @ts-expect-error fft.fftfreq: n must be at least 1, got 0.
    expect(() => fft.fftfreq(0)).toThrow('fft.fftfreq: n must be at least 1, got 0.');
    expect(undisposed()).toEqual(before);
    for (const each of [ints, singles, doubles]) each.dispose();
  });
});
