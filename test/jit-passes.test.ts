// jit's passes and the fused sum, piece by piece: the fuser's primitives come from the registry's
// rows (what the emitter computes of them), and a fused whole-array sum or mean, fed leaf by leaf,
// gives op by op's bits (src/jit/fused-sum.ts: today the sum kernel, later the reductions' executor).
import { describe, expect, it } from 'vitest';
import { array, mean, sum } from '../src/index.js';
import { dataPointer } from '../src/memory/memory.js';
import { allocBytes, freeBytes, memory } from '../src/kernels/heap.js';
import { operationRows, selectionRows } from '../src/registry/registry.js';
import { emits } from '../src/jit/emit/lanes.js';
import { fusedPrimitives } from '../src/jit/passes/classify.js';
import { fusedSumInto } from '../src/jit/fused-sum.js';

describe('jit passes', () => {
  it('fuses registry operations (and where, and casts) that the emitter computes, per lane', () => {
    const rows = new Set<string>([...operationRows, ...selectionRows].map((row) => row.name));
    for (const lane of ['f32', 'f64', 'i32', 'u32'] as const) {
      for (const primitive of fusedPrimitives[lane]) {
        expect(primitive === 'astype' || rows.has(primitive), primitive).toBe(true);
        expect(emits(lane, primitive), `${lane} ${primitive}`).toBe(true);
      }
    }
    // What the emitter computes today (a lost entry would silently stop fusing it).
    const arithmetic = [
      'add',
      'subtract',
      'multiply',
      'maximum',
      'minimum',
      'negative',
      'square',
      'where',
      // the element itself on a real lane (asm/parts.ts's copies)
      'positive',
      'real',
      'conjugate',
    ];
    const floats = [...arithmetic, 'divide', 'abs', 'sqrt'];
    expect([...fusedPrimitives.f32].sort()).toEqual([...floats, 'astype'].sort());
    expect([...fusedPrimitives.f64].sort()).toEqual([...floats].sort());
    expect([...fusedPrimitives.i32].sort()).toEqual([...arithmetic].sort());
    expect([...fusedPrimitives.u32].sort()).toEqual([...arithmetic].sort());
  });

  it.each([1, 15, 16, 2047, 2048, 2049, 4111, 10_007, 70_001])(
    'a fused sum or mean fed leaf by leaf gives op by op’s bits (n=%i)',
    (count) => {
      for (const dtype of ['float32', 'float64'] as const) {
        let state = count;
        const values = Array.from({ length: count }, () => {
          state = (Math.imul(state, 1103515245) + 12345) >>> 0;
          return ((state >>> 8) / 2 ** 24 - 0.5) * 10 ** ((state % 7) - 3);
        });
        const x = array(values, dtype);
        const bytes = dtype === 'float32' ? 4 : 8;
        const scratch = allocBytes(32);
        try {
          for (const averaged of [false, true]) {
            const source = dataPointer(x);
            const leaves: [number, number][] = [];
            fusedSumInto(
              dtype,
              count,
              (start, size) => {
                leaves.push([start, size]);
                return source + start * bytes;
              },
              scratch,
              scratch + 16,
              averaged,
            );
            // The leaves cover the values once, in order.
            let next = 0;
            for (const [start, size] of leaves) {
              expect(start).toBe(next);
              next = start + size;
            }
            expect(next).toBe(count);
            const got =
              dtype === 'float32'
                ? new Float32Array(memory().buffer, scratch + 16, 1)[0]!
                : new Float64Array(memory().buffer, scratch + 16, 1)[0]!;
            const expected = (averaged ? mean(x) : sum(x)).toArray() as number;
            expect({ dtype, averaged, got }).toEqual({ dtype, averaged, got: expected });
          }
        } finally {
          freeBytes(scratch);
          x.dispose();
        }
      }
    },
  );
});
