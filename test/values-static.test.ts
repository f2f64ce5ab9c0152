// Reading values out, for every dtype: item() by every index form, and the JavaScript type of
// each value matching what the types say (test-d/values.test-d.ts: bool → boolean, int64/uint64 →
// bigint, complex → { re, im }, the rest → number; a union of dtypes gives each one's values).
import { describe, expect, it } from 'vitest';
import { arange, at, broadcastTo, dtypeRows, dtypes, transpose, type AnyNDArray, type DType } from '../src/index.js';

/** The static element type of test-d/values.test-d.ts, as a runtime typeof. */
function staticKind(dtype: DType): string {
  if (dtype === 'bool') return 'boolean';
  if (dtype === 'int64' || dtype === 'uint64') return 'bigint';
  if (dtype === 'complex64' || dtype === 'complex128') return 'object';
  return 'number';
}

describe('item()', () => {
  for (const dtype of dtypes) {
    it(`${dtype}: every index form gives toArray()'s value, of the static type`, () => {
      using x = arange(6).astype(dtype).reshape([2, 3]) as AnyNDArray;
      const nested = x.toArray() as unknown[][];
      for (let row = 0; row < 2; row += 1) {
        for (let column = 0; column < 3; column += 1) {
          const expected = nested[row]![column];
          expect(x.item(row, column)).toEqual(expected);
          expect(x.item(row - 2, column - 3)).toEqual(expected);
          expect(x.item(row * 3 + column)).toEqual(expected);
          expect(x.item(row * 3 + column - 6)).toEqual(expected);
          expect(typeof x.item(row, column)).toBe(staticKind(dtype));
        }
      }
      using one = x.reshape([6]) as AnyNDArray;
      expect(one.item(4)).toEqual(nested[1]![1]);
    });
  }

  it('reads views where toArray() does: transposed, reversed and broadcast', () => {
    using x = arange(12, 'int16').reshape([3, 4]);
    for (const view of [transpose(x), at(x, '::-1, 1::2'), broadcastTo(at(x, '1'), [2, 4])] as AnyNDArray[]) {
      const nested = view.toArray() as unknown[][];
      expect([nested.length, nested[0]!.length]).toEqual([...view.shape]);
      for (let row = 0; row < view.shape[0]!; row += 1) {
        for (let column = 0; column < view.shape[1]!; column += 1) {
          expect(view.item(row, column)).toBe(nested[row]![column]);
          expect(view.item(row * view.shape[1]! + column)).toBe(nested[row]![column]);
        }
      }
      view.dispose();
    }
  });

  it('takes no index for a one-element array of any rank', () => {
    using scalar = arange(1).reshape([]);
    using cube = arange(1).reshape([1, 1, 1]);
    // arange's default int is int32 (x64 off): a number, not a bigint.
    expect(scalar.item()).toBe(0);
    expect(cube.item()).toBe(0);
    using wide = arange(1, 'int64').reshape([1, 1]);
    expect(wide.item()).toBe(0n);
  });

  it('names the indices, the shape and the bound when an index is wrong, and keeps working', () => {
    using x = arange(6, 'float32').reshape([2, 3]);
    expect(() => x.item()).toThrow(
      'item() on an array of shape [2, 3]: only an array of one element has an item() without indices; this one has 6. Give an index.',
    );
    expect(() => x.item(6)).toThrow('item(6) on an array of shape [2, 3]: index 6 is out of bounds for 6 elements.');
    expect(() => x.item(0, 3)).toThrow(
      'item(0, 3) on an array of shape [2, 3]: index 3 is out of bounds for axis 1 of size 3.',
    );
    expect(() => x.item(0, 0, 0)).toThrow('give one index, or one per axis (2)');
    expect(() => x.item(1.5)).toThrow(TypeError);
    expect(x.item(1, 2)).toBe(5);
    x.dispose();
    expect(() => x.item(0)).toThrow(/disposed/);
  });
});

describe('values of a union of dtypes', () => {
  it("are each dtype's own values, never mixed (as the types say: number[] | bigint[] | …)", () => {
    for (const dtype of dtypes) {
      using x = arange(4).astype(dtype) as AnyNDArray;
      const values = x.toArray() as unknown[];
      expect(new Set(values.map((value) => typeof value))).toEqual(new Set([staticKind(dtype)]));
      // One slot per element (complex: two); tobytes() packs int4, float4 two per byte, int2, uint2 four.
      expect(x.toTypedArray().length).toBe(dtype.startsWith('complex') ? 8 : 4);
      const bytesEach = dtype.startsWith('float6_') ? 1 : dtypeRows.find((row) => row.name === dtype)!.bits / 8;
      expect(x.tobytes().length, dtype).toBe(4 * bytesEach);
    }
  });
});
