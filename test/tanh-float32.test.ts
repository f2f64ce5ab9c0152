// float32 tanh (asm/tanh32.ts: the addition formula in float64 lanes, a rounding test, tanh64 lane by
// lane near a float32 rounding midpoint) against correctly rounded results: special values in every
// lane position, inputs near a midpoint (the vectors redone lane by lane; expected bits checked with
// mpmath at 200 bits by scripts/elementary32_differences.py), and 2^19 inputs across every binade
// from 2^-13 to 11 against Math.tanh rounded once. That the kernel gives the previous kernel's bits on
// all 2^32 inputs is a one-off script (node scripts/tanh32-exhaustive.mjs --previous: 0 differ).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allocBytes, freeBytes, memory } from '../src/kernels/heap.js';
import { kernel } from '../src/kernels/instance.js';

/** float32 tanh of bit patterns through the kernel (the vector loop, then the scalar tail). */
function tanh32(bits: ArrayLike<number>): Uint32Array {
  const count = bits.length;
  const source = allocBytes(Math.max(count * 4, 1));
  const out = allocBytes(Math.max(count * 4, 1));
  try {
    new Uint32Array(memory().buffer, source, count).set(bits);
    kernel('tanh_float32')(source, 1, out, count);
    return new Uint32Array(memory().buffer, out, count).slice();
  } finally {
    freeBytes(source);
    freeBytes(out);
  }
}

const hex = (values: ArrayLike<number>): string[] =>
  Array.from(values, (value) => (value >>> 0).toString(16).padStart(8, '0'));

// [input bits, tanh x correctly rounded to float32 (mpmath)]: signed zeros, subnormals, the last input below
// 2^-12 and 2^-12, where tanh reaches 1 in float32 (about 13·ln 2), the clamp at 10, ±inf, ±max.
const SPECIAL: readonly (readonly [number, number])[] = [
  [0x00000000, 0x00000000], // 0 -> 0
  [0x80000000, 0x80000000], // -0 -> -0
  [0x00000001, 0x00000001], // 2^-149 -> 2^-149
  [0x807fffff, 0x807fffff], // -1.1754942e-38 -> itself
  [0x397fffff, 0x397fffff], // 2^-12 less an ulp -> itself
  [0x39800000, 0x39800000], // 2^-12 -> itself
  [0x3f800000, 0x3f42f7d6], // 1 -> 0.7615942
  [0xbf000000, 0xbeec9a9f], // -0.5 -> -0.46211717
  [0x41102cb3, 0x3f7fffff], // 9.010913 -> 1 - 2^-24, the last below 1
  [0x41102cb4, 0x3f800000], // 9.010914 -> 1, the first
  [0x41200000, 0x3f800000], // 10 -> 1
  [0x41200001, 0x3f800000], // 10 + an ulp (clamped) -> 1
  [0xc2c80000, 0xbf800000], // -100 -> -1
  [0x7f7fffff, 0x3f800000], // max -> 1
  [0xff7fffff, 0xbf800000], // -max -> -1
  [0x7f800000, 0x3f800000], // inf -> 1
  [0xff800000, 0xbf800000], // -inf -> -1
];

// Inputs whose float64 value lies within 2^12 units of 2^-52 of a float32 rounding midpoint, whose
// vectors tanh64 redoes (1,927 of the positive float32 below 10; every 64th, and the four within 16
// units), with their correctly rounded tanh (mpmath).
const NEAR_MIDPOINT: readonly (readonly [number, number])[] = [
  [0x39b89b65, 0x39b89b65],
  [0x39b89ba5, 0x39b89ba4],
  [0x3a27ba2d, 0x3a27ba2c],
  [0x3a5e7735, 0x3a5e7732],
  [0x3aa2eec2, 0x3aa2eebc],
  [0x3ac37de2, 0x3ac37dd9], // within 16 units
  [0x3ae6249c, 0x3ae6248d],
  [0x3b28e266, 0x3b28e24e],
  [0x3b6a651b, 0x3b6a64d9],
  [0x3bafc7af, 0x3bafc740],
  [0x3be82348, 0x3be8224a],
  [0x3c306068, 0x3c305ea9],
  [0x3c6d3cad, 0x3c6d386f],
  [0x3ca49a36, 0x3ca4948a],
  [0x3cd41b91, 0x3cd40f70], // within 16 units
  [0x3cf541c0, 0x3cf52eff],
  [0x3d3b7416, 0x3d3b529d],
  [0x3d6bd707, 0x3d6b9465],
  [0x3db42fc3, 0x3db3b91c],
  [0x3dfd2116, 0x3dfbd91d],
  [0x3e40528b, 0x3e3e17b0],
  [0x3e7d2c68, 0x3e782350],
  [0x3ebd1c0b, 0x3eb4f464],
  [0x3eee0566, 0x3ede3cbe], // within 16 units
  [0x3efbbf1e, 0x3ee93efd],
  [0x3f3a315c, 0x3f1f1568],
  [0x3f781161, 0x3f3f8eb4],
  [0x3fab0f92, 0x3f5eed45],
  [0x3ff4163e, 0x3f74f299],
  [0x401f2b44, 0x3f7c7bd5],
  [0x40547b68, 0x3f7f54eb],
  [0x408e93b5, 0x3f7fee52],
  [0x40acb4d0, 0x3f7ffd50], // within 16 units
  [0x40d25896, 0x3f7fffbf],
  [0x41102cb5, 0x3f800000], // near 1 - 2^-25
];

describe('tanh float32', () => {
  it('gives the correctly rounded result for special values and near midpoints, in every lane position', () => {
    for (const cases of [SPECIAL, NEAR_MIDPOINT]) {
      // as given, and negated (tanh is odd)
      const inputs = cases.flatMap(([input]) => [input, (input ^ 0x80000000) >>> 0]);
      const want = cases.flatMap(([, result]) => [result, (result ^ 0x80000000) >>> 0]);
      expect(hex(tanh32(inputs))).toEqual(hex(want));
      // each case in each lane of a vector of ordinary values, and in the scalar tail
      for (let lane = 0; lane < 5; lane++) {
        for (const [input, result] of cases) {
          const vector = [0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000];
          vector[lane] = input;
          const got = tanh32(vector);
          expect(hex([got[lane]]), hex([input])[0]).toEqual(hex([result]));
          expect(hex([got[(lane + 1) % 5]])).toEqual(['3f42f7d6']); // tanh 1
        }
      }
    }
  });

  it('gives NaN for NaN, its sign bit set (as the kernel before gave it), in the vector and the scalar paths', () => {
    const got = tanh32([0x7fc00000, 0xffc00001, 0x7f800001, 0x3f800000, 0x7fa00000]);
    const values = new Float32Array(got.buffer);
    for (const index of [0, 1, 2, 4]) {
      expect(Number.isNaN(values[index])).toBe(true);
      expect(got[index] >>> 31, `lane ${index}`).toBe(1); // the payload is the CPU's (WebAssembly)
    }
    expect(hex([got[3]])).toEqual(['3f42f7d6']);
  });

  it('is correctly rounded on 2^19 inputs from 2^-13 to 11 (Math.tanh rounded once as the reference)', () => {
    // every 256th float32 bit pattern from 2^-13 to 11, offset by a pseudo-random amount, and negated
    let seed = 0x9e3779b9;
    const FIRST = 0x39000000;
    const END = 0x41300000;
    const inputs: number[] = [];
    for (let bits = FIRST; bits < END; bits += 256) {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      const pattern = bits + (seed >>> 24);
      inputs.push(pattern, (pattern | 0x80000000) >>> 0);
    }
    expect(inputs.length).toBeGreaterThanOrEqual(2 ** 19);
    const got = new Float32Array(tanh32(inputs).buffer);
    const values = new Float32Array(new Uint32Array(inputs).buffer);
    const f = Math.fround;
    let skipped = 0;
    const wrong: string[] = [];
    values.forEach((value, index) => {
      const want = Math.tanh(value); // within an ulp of float64: its rounding is trusted away from midpoints
      if (f(want * (1 - 2 ** -50)) !== f(want * (1 + 2 ** -50))) {
        skipped++;
        return;
      }
      if (!Object.is(got[index], f(want)) && wrong.length < 5) wrong.push(`tanh(${value}) = ${got[index]}`);
    });
    expect(wrong).toEqual([]);
    expect(skipped).toBeLessThan(64);
  });

  it('reads a table that is its definition, tanh(j/64) for j = 0 … 640 (scripts/tanh32_table.py)', () => {
    const source = readFileSync(new URL('../asm/tanh32.ts', import.meta.url), 'utf8');
    const body = source.slice(source.indexOf('const TANH32_TABLE: usize = memory.data')).split('],')[0];
    const table = body
      .slice(body.indexOf('[') + 1)
      .split(',')
      .filter((entry) => entry.trim() !== '')
      .map(Number);
    expect(table.length).toBe(641);
    // within 2^-51 (relative) of Math.tanh, itself within an ulp: the generator rounds mpmath's value once
    table.forEach((value, j) => {
      const want = Math.tanh(j / 64);
      expect(Math.abs(value - want) <= want * 2 ** -51, `row ${j}`).toBe(true);
    });
  });
});
