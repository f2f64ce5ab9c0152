// Joining's executor (concatenate, stack) runs over a range of the output's outer rows: copying the
// whole range and copying it cut into random pieces, in any order, must write the same bytes, for
// several dtypes. That is where threads will split the work.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocBytes, freeBytes, memory } from '../src/kernels/heap.js';
import type { DType } from '../src/lattice/dtypes.js';
import { joinPlan } from '../src/plan/joining.js';
import { copyRows } from '../src/execute/join.js';

/** [begin, end) pieces of [0, size): the cuts sorted, the whole range's ends added, in a shuffled order. */
function piecesOf(size: number, cuts: number[], seed: number): [number, number][] {
  const points = [...new Set([0, size, ...cuts.map((cut) => cut % (size + 1))])].sort((a, b) => a - b);
  const pieces = points.slice(1).map((end, each): [number, number] => [points[each]!, end]);
  let state = seed >>> 0;
  for (let index = pieces.length - 1; index > 0; index -= 1) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    const other = state % (index + 1);
    [pieces[index], pieces[other]] = [pieces[other]!, pieces[index]!];
  }
  return pieces;
}

/** A block of wasm memory holding `bytes` bytes from `seed` (0 or 1 each for `bits` 1: bools), freed by the caller. */
function randomBlock(bytes: number, seed: number, bits = 8): number {
  const pointer = allocBytes(Math.max(bytes, 1));
  const view = new Uint8Array(memory().buffer, pointer, bytes);
  let state = seed >>> 0 || 1;
  for (let each = 0; each < bytes; each += 1) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    view[each] = state >>> (32 - bits);
  }
  return pointer;
}

const bytesAt = (pointer: number, bytes: number) => new Uint8Array(memory().buffer, pointer, bytes).slice();

const dtypes: DType[] = ['bool', 'int8', 'uint16', 'float16', 'int32', 'float32', 'float64', 'int64', 'complex128'];

describe("joining's row copies over ranges of outer rows (concatenate, stack)", () => {
  it('the whole range and its pieces write the same bytes, and each row lands in its columns', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...dtypes),
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 6 }),
        fc.array(fc.nat(1000), { maxLength: 6 }),
        fc.nat(),
        (dtype, outer, part, before, after, cuts, seed) => {
          const plan = joinPlan(dtype);
          const { bytes } = plan;
          const row = before + part + after;
          const source = randomBlock(outer * part * bytes, seed, dtype === 'bool' ? 1 : 8); // a bool is 0 or 1
          const whole = randomBlock(outer * row * bytes, seed + 1);
          const cut = randomBlock(outer * row * bytes, seed + 1);
          try {
            const start = bytesAt(whole, outer * row * bytes);
            copyRows(plan, source, part, whole, row, before, 0, outer);
            for (const [begin, end] of piecesOf(outer, cuts, seed))
              copyRows(plan, source, part, cut, row, before, begin, end);
            const expected = bytesAt(whole, outer * row * bytes);
            expect(bytesAt(cut, outer * row * bytes)).toEqual(expected);
            // The same bytes a copy in JavaScript gives: the source's rows in their columns, the rest untouched.
            const from = bytesAt(source, outer * part * bytes);
            for (let line = 0; line < outer; line += 1)
              start.set(from.subarray(line * part * bytes, (line + 1) * part * bytes), (line * row + before) * bytes);
            expect(expected).toEqual(start);
          } finally {
            freeBytes(source);
            freeBytes(whole);
            freeBytes(cut);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
