// max and min of float rows shorter than the kernel's vector loop ([N, 2] points, [H·W, 3] pixels) run a
// vector of rows at a time (asm/reduce.ts shortRowsExtreme), longer rows fold their lanes in the vector,
// argmax and argmin of short rows run a vector of rows at a time (argLanes32, argRows64, argRowsNarrow), and integer
// sums of short rows add in a register. Checked against JavaScript's Math.max and Math.min
// (the IEEE maximum and minimum: NaN if any, −0 below +0), row by row, with NaN, ±0 and ±∞ among the
// values and groups of rows where only some hold a NaN; integer sums against wrapping JavaScript sums.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as np from '../src/index.js';

const VALUES = [Number.NaN, -0, 0, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1.5, -1.5, 3, -7.25, 1e30];

/**
 * [rows, cols] values drawn from the specials and small numbers. No −0 in rows long enough for the
 * kernel's vector loop (`loop` elements: 16 float32, 8 float64), whose pmax and pmin keep whichever
 * zero they met first rather than the IEEE maximum or minimum of ±0.
 */
const gridsOf = (loop: number) =>
  fc
    .record({
      rows: fc.integer({ min: 1, max: 37 }),
      cols: fc.integer({ min: 1, max: 24 }),
      seed: fc.nat(),
      nanShare: fc.constantFrom(0, 0.01, 0.1),
    })
    .map(({ rows, cols, seed, nanShare }) => {
      let state = seed || 1;
      const next = () => {
        state = (Math.imul(state, 1103515245) + 12345) >>> 0;
        return state / 2 ** 32;
      };
      const values: number[] = [];
      for (let index = 0; index < rows * cols; index += 1) {
        const draw = next();
        let value = draw < nanShare ? Number.NaN : VALUES[1 + Math.floor(next() * (VALUES.length - 1))]!;
        if (cols >= loop && Object.is(value, -0)) value = -1;
        if (next() < 0.3) value = Math.round((next() - 0.5) * 1000) / 8;
        values.push(value);
      }
      return { rows, cols, values };
    });

function rowsOf(values: readonly number[], rows: number, cols: number): number[][] {
  return Array.from({ length: rows }, (_, row) => values.slice(row * cols, (row + 1) * cols));
}

describe('max and min along the last axis of short float rows', () => {
  for (const dtype of ['float32', 'float64'] as const) {
    it(`${dtype}: each row's IEEE maximum and minimum, NaN where the row has one`, () => {
      const round = dtype === 'float32' ? Math.fround : (value: number) => value;
      fc.assert(
        fc.property(gridsOf(dtype === 'float32' ? 16 : 8), ({ rows, cols, values }) => {
          const x = np.array(values, dtype).reshape([rows, cols]);
          const wanted = rowsOf(values.map(round), rows, cols);
          for (const [name, reduce, reference] of [
            ['max', np.max, (row: number[]) => Math.max(...row)],
            ['min', np.min, (row: number[]) => Math.min(...row)],
          ] as const) {
            const got = reduce(x, { axis: 1 });
            const expected = wanted.map(reference);
            const actual = Array.from(got.toTypedArray() as Float32Array | Float64Array);
            actual.forEach((value, row) => {
              if (Number.isNaN(expected[row]!)) expect(value, `${name} row ${row}`).toBeNaN();
              else
                expect(Object.is(value, expected[row]), `${name} row ${row}: ${value} against ${expected[row]}`).toBe(
                  true,
                );
            });
            got.dispose();
          }
          x.dispose();
        }),
        { numRuns: 300, seed: 7 },
      );
    });
  }
});

/** The scalar rule: the first index of the strictly best value, or of the first NaN. */
function argReference(row: readonly number[], isMax: boolean): number {
  let best = 0;
  for (let index = 0; index < row.length; index += 1) {
    if (Number.isNaN(row[index]!)) return index;
    if (isMax ? row[index]! > row[best]! : row[index]! < row[best]!) best = index;
  }
  return best;
}

describe('argmax and argmin along the last axis of short rows', () => {
  const whole = (value: number) => (Number.isFinite(value) ? Math.trunc(value) | 0 : 0);
  const converters = {
    float32: Math.fround,
    float64: (value: number) => value,
    int32: whole,
    int16: (value: number) => (whole(value) << 16) >> 16,
    uint16: (value: number) => whole(value) & 0xffff,
    int8: (value: number) => (whole(value) << 24) >> 24,
    uint8: (value: number) => whole(value) & 0xff,
    bool: (value: number) => (value > 0 ? 1 : 0),
  } as const;
  for (const dtype of Object.keys(converters) as (keyof typeof converters)[]) {
    it(`${dtype}: the first index of each row's best value, or of its first NaN`, () => {
      const convert = converters[dtype];
      fc.assert(
        fc.property(gridsOf(1000), ({ rows, cols, values }) => {
          const converted = values.map(convert);
          const x = (dtype === 'bool' ? np.array(converted.map(Boolean)) : np.array(converted, dtype)).reshape([
            rows,
            cols,
          ]);
          for (const [name, reduce, isMax] of [
            ['argmax', np.argmax, true],
            ['argmin', np.argmin, false],
          ] as const) {
            const got = reduce(x, { axis: 1 });
            const actual = Array.from(got.toTypedArray() as Int32Array, Number);
            expect(actual, name).toEqual(rowsOf(converted, rows, cols).map((row) => argReference(row, isMax)));
            got.dispose();
          }
          x.dispose();
        }),
        { numRuns: 300, seed: 13 },
      );
    });
  }
});

describe('sums along the last axis of short integer rows', () => {
  it('int32 and uint8 (a uint32 sum) wrap as JavaScript does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 37 }),
        fc.integer({ min: 1, max: 40 }),
        fc.array(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), { minLength: 37 * 40, maxLength: 37 * 40 }),
        (rows, cols, pool) => {
          const values = pool.slice(0, rows * cols);
          const wide = np.array(values, 'int32').reshape([rows, cols]);
          const sums = Array.from(np.sum(wide, { axis: 1 }).toTypedArray() as Int32Array);
          expect(sums).toEqual(rowsOf(values, rows, cols).map((row) => row.reduce((a, b) => (a + b) | 0, 0)));
          const bytes = values.map((value) => value & 0xff);
          const narrow = np.array(bytes, 'uint8').reshape([rows, cols]);
          const narrowSums = Array.from(np.sum(narrow, { axis: 1 }).toTypedArray() as Uint32Array);
          expect(narrowSums).toEqual(rowsOf(bytes, rows, cols).map((row) => row.reduce((a, b) => a + b, 0)));
          wide.dispose();
          narrow.dispose();
        },
      ),
      { numRuns: 200, seed: 11 },
    );
  });
});
