// The one multi-index walker (src/shape/walk.ts): offsets equal Σ index·stride at every element, and a
// range cut into any pieces visits what the whole range does.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { broadcastStrides, collapseAxes, sizeOf, walkOffsets, walkRows } from '../src/shape/walk.js';
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

/** walkRows' visits spread into elements: [flat, ...offsets] of each, stepping by the last axis' strides. */
function rowVisits(shape: number[], strides: number[][], begin?: number, end?: number): number[][] {
  const seen: number[][] = [];
  const inner = strides.map((own) => (own.length === 0 ? 0 : own[own.length - 1]!));
  walkRows(
    shape,
    strides,
    (offsets, flat, length) => {
      expect(length).toBeGreaterThan(0);
      for (let step = 0; step < length; step += 1)
        seen.push([flat + step, ...offsets.map((offset, operand) => offset + step * inner[operand]!)]);
    },
    begin,
    end,
  );
  return seen;
}

describe('walkRows', () => {
  const strideSets = fc.array(fc.integer({ min: -5, max: 5 }), { minLength: 4, maxLength: 4 });

  it('visits, row by row, what walkOffsets visits element by element, for any range', () => {
    fc.assert(
      fc.property(shapes, strideSets, fc.nat(), fc.nat(), (shape, raw, a, b) => {
        const size = sizeOf(shape);
        const strides = [raw.slice(0, shape.length), rowMajorStrides(shape)];
        const [begin, end] = [a % (size + 1), b % (size + 1)].sort((x, y) => x - y) as [number, number];
        expect(rowVisits(shape, strides, begin, end)).toEqual(visits(shape, strides, begin, end));
      }),
    );
  });

  it('walks collapsed axes in the same order, with the same offsets', () => {
    fc.assert(
      fc.property(shapes, strideSets, fc.boolean(), (shape, raw, contiguous) => {
        const own = contiguous ? rowMajorStrides(shape).map((stride) => stride * 2) : raw.slice(0, shape.length);
        const strides = [own, rowMajorStrides(shape)];
        const collapsed = collapseAxes(shape, strides);
        expect(sizeOf(collapsed.shape)).toBe(Math.max(sizeOf(shape), sizeOf(shape) === 0 ? 0 : 1));
        if (sizeOf(shape) === 0) return;
        expect(rowVisits(collapsed.shape, collapsed.strides)).toEqual(visits(shape, strides));
        if (contiguous) expect(collapsed.shape.length).toBe(1);
      }),
    );
  });
});
