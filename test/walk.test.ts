// The one multi-index walker (src/shape/walk.ts): offsets equal Σ index·stride at every element, and a
// range cut into any pieces visits what the whole range does.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { broadcastStrides, sizeOf, walkOffsets } from '../src/shape/walk.js';
import { rowMajorStrides } from '../src/shape/strides.js';

function visits(shape: number[], strides: number[][], begin?: number, end?: number): number[][] {
  const seen: number[][] = [];
  walkOffsets(shape, strides, (offsets, flat) => seen.push([flat, ...offsets]), begin, end);
  return seen;
}

const shapes = fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 4 });

describe('walkOffsets', () => {
  it('gives Σ index·stride for every element, in row-major order', () => {
    fc.assert(
      fc.property(shapes, fc.array(fc.integer({ min: -5, max: 5 }), { minLength: 4, maxLength: 4 }), (shape, raw) => {
        const strides = [raw.slice(0, shape.length), rowMajorStrides(shape)];
        const seen = visits(shape, strides);
        expect(seen.length).toBe(sizeOf(shape));
        seen.forEach(([flat, first, second]) => {
          let rest = flat!;
          let expected = 0;
          for (let axis = shape.length - 1; axis >= 0; axis -= 1) {
            expected += (rest % shape[axis]!) * strides[0]![axis]!;
            rest = Math.floor(rest / shape[axis]!);
          }
          expect(first).toBe(expected);
          expect(second).toBe(flat);
        });
      }),
    );
  });

  it('visits the same elements with the same offsets however the range is cut', () => {
    fc.assert(
      fc.property(shapes, fc.array(fc.nat(), { maxLength: 5 }), (shape, cuts) => {
        const size = sizeOf(shape);
        const strides = [rowMajorStrides(shape).map((stride) => stride * 3), broadcastStrides(shape.slice(1), shape)];
        const points = [0, ...cuts.map((cut) => (size === 0 ? 0 : cut % (size + 1))).sort((a, b) => a - b), size];
        const pieces = points.slice(1).flatMap((end, piece) => visits(shape, strides, points[piece], end));
        expect(pieces).toEqual(visits(shape, strides));
      }),
    );
  });

  it('broadcastStrides reads a smaller operand along the trailing axes, 0 where it broadcasts', () => {
    expect(broadcastStrides([3, 1], [2, 3, 4])).toEqual([0, 1, 0]);
    expect(broadcastStrides([4], [2, 4])).toEqual([0, 1]);
    expect(broadcastStrides([2, 4], [2, 4], [1, 2])).toEqual([1, 2]);
  });
});
