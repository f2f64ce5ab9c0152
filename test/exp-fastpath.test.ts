// The exp fast paths (asm/math.ts exp32x4, asm/unary.ts halfTabulated) against their references:
// float32 special values and hard cases (expected bits from mpmath, correctly rounded), vectors that
// take the float64 fallback, and float16/bfloat16 (direct and through the table) against the float32
// kernel's result rounded once, on all 65,536 patterns. The float32-lane path against the float64
// path on all 2^32 inputs is a one-off script (node scripts/exp32-exhaustive.mjs: 0 differences).
// float64 exp in two lanes against Math.exp (the scalar path), bit for bit.
import { describe, expect, it } from 'vitest';
import { allocBytes, freeBytes, memory } from '../src/kernels/heap.js';
import { kernel, wasm } from '../src/kernels/instance.js';
import { usedHeapBytes } from './support/heap.js';

/** Runs a unary kernel over raw element bytes (contiguous, or every `stride`-th element). */
function run(name: string, size: number, input: Uint8Array, stride = 1, outSize = size): Uint8Array {
  const count = input.length / size;
  const source = allocBytes(Math.max(input.length * stride, 1));
  const out = allocBytes(Math.max(count * outSize, 1));
  try {
    const heap = new Uint8Array(memory().buffer);
    for (let index = 0; index < count; index++) {
      heap.set(input.subarray(index * size, (index + 1) * size), source + index * stride * size);
    }
    kernel(name)(source, stride, out, count);
    return new Uint8Array(memory().buffer, out, count * outSize).slice();
  } finally {
    freeBytes(source);
    freeBytes(out);
  }
}

const exp32 = (bits: readonly number[]): Uint32Array =>
  new Uint32Array(run('exp_float32', 4, new Uint8Array(new Uint32Array(bits).buffer)).buffer);

const hex = (values: ArrayLike<number>): string[] =>
  Array.from(values, (value) => (value >>> 0).toString(16).padStart(8, '0'));

// [input bits, e^x correctly rounded to float32 (mpmath)]: signed zeros, subnormal inputs, the
// overflow threshold (largest finite results), the smallest normal and subnormal results, ±inf, ±max.
const SPECIAL: readonly (readonly [number, number])[] = [
  [0x42b17216, 0x7f7fff04], // 88.72282409667969 -> 3.4027725575371834e+38
  [0x42b17217, 0x7f7fff84], // 88.72283172607422 -> 3.402798519021476e+38
  [0x42b17218, 0x7f800000], // 88.72283935546875 -> inf
  [0xc2aeac4e, 0x00800066], // -87.33653259277344 -> 1.1755086440666236e-38
  [0xc2aeac4f, 0x00800026], // -87.33654022216797 -> 1.175499675756452e-38
  [0xc2aeac50, 0x007fffe6], // -87.3365478515625 -> 1.1754907074462803e-38
  [0xc2cff1b3, 0x00000001], // -103.9720687866211 -> 1.401298464324817e-45
  [0xc2cff1b4, 0x00000001], // -103.97207641601562 -> 1.401298464324817e-45
  [0xc2cff1b5, 0x00000000], // -103.97208404541016 -> 0.0
  [0x00000000, 0x3f800000], // 0.0 -> 1.0
  [0x80000000, 0x3f800000], // -0.0 -> 1.0
  [0x00000001, 0x3f800000], // 1.401298464324817e-45 -> 1.0
  [0x80000001, 0x3f800000], // -1.401298464324817e-45 -> 1.0
  [0x007fffff, 0x3f800000], // 1.1754942106924411e-38 -> 1.0
  [0x807fffff, 0x3f800000], // -1.1754942106924411e-38 -> 1.0
  [0x00800000, 0x3f800000], // 1.1754943508222875e-38 -> 1.0
  [0x80800000, 0x3f800000], // -1.1754943508222875e-38 -> 1.0
  [0x7f800000, 0x7f800000], // inf -> inf
  [0xff800000, 0x00000000], // -inf -> 0.0
  [0x3f800000, 0x402df854], // 1.0 -> 2.7182817459106445
  [0xbf800000, 0x3ebc5ab2], // -1.0 -> 0.3678794503211975
  [0x42ae0000, 0x7e36d809], // 87.0 -> 6.076030347399616e+37
  [0xc2ae0000, 0x00b33687], // -87.0 -> 1.6458114537543937e-38
  [0x42b10000, 0x7f4cdcc4], // 88.5 -> 2.723087918012828e+38
  [0xc2b10000, 0x0027fce2], // -88.5 -> 3.672301610145117e-39
  [0x33800000, 0x3f800001], // 5.960464477539063e-08 -> 1.0000001192092896
  [0xb3800000, 0x3f7fffff], // -5.960464477539063e-08 -> 0.9999999403953552
  [0x7f7fffff, 0x7f800000], // 3.4028234663852886e+38 -> inf
  [0xff7fffff, 0x00000000], // -3.4028234663852886e+38 -> 0.0
];

// Inputs in [-10, 10] whose e^x lies within ~10^-13 (relative) of a float32 rounding boundary: far
// inside the rounding test's margin (2^-31), so their vectors always take the float64 path.
const HARD: readonly (readonly [number, number])[] = [
  [0x4016bd40, 0x4128a92b], // 2.355301: 1.31e-14 from a midpoint
  [0xc0089f0f, 0x3df23c50], // -2.1347082: 1.50e-14 from a midpoint
  [0xc0a63302, 0x3bb5e786], // -5.1937265: 2.06e-14 from a midpoint
  [0xc09feb7d, 0x3bdd57b3], // -4.997496: 2.11e-14 from a midpoint
  [0xbf615575, 0x3ed452ff], // -0.8802102: 2.42e-14 from a midpoint
  [0xbfc9d7de, 0x3e5392c5], // -1.5769002: 3.06e-14 from a midpoint
  [0x409bc65a, 0x43020e42], // 4.867963: 3.56e-14 from a midpoint
  [0x40e56d41, 0x44a269d6], // 7.1695867: 4.30e-14 from a midpoint
  [0xbe9f3cc3, 0x3f3b92a3], // -0.31101045: 5.11e-14 from a midpoint
  [0x40d74d01, 0x4450e664], // 6.72815: 7.55e-14 from a midpoint
  [0xc0978f18, 0x3c0fb770], // -4.7362175: 8.03e-14 from a midpoint
  [0x40f00379, 0x44e219e4], // 7.500424: 9.11e-14 from a midpoint
  [0xbfc461d9, 0x3e5ccb94], // -1.5342361: 1.27e-13 from a midpoint
  [0x40ae014c, 0x4365e738], // 5.4376583: 1.27e-13 from a midpoint
  [0x40f09368, 0x44e61bdc], // 7.517994: 1.31e-13 from a midpoint
  [0xbe90014a, 0x3f413caf], // -0.28125983: 1.36e-13 from a midpoint
  [0x40ede946, 0x44d3b961], // 7.4347258: 1.41e-13 from a midpoint
  [0x40bda6eb, 0x43bb7197], // 5.9266257: 1.53e-13 from a midpoint
  [0xc0f2bc5a, 0x3a051b85], // -7.585492: 1.63e-13 from a midpoint
  [0xc0f5fea4, 0x39f07023], // -7.687334: 1.73e-13 from a midpoint
  [0xc1143e84, 0x38c681fc], // -9.265263: 1.80e-13 from a midpoint
  [0xc06cf9f2, 0x3cc9fa53], // -3.7027555: 1.83e-13 from a midpoint
  [0x3fd3b1e2, 0x40a744ce], // 1.653866: 1.88e-13 from a midpoint
  [0xc0dea0cb, 0x3a7983fa], // -6.957128: 2.11e-13 from a midpoint
];

describe('exp float32', () => {
  it('gives the correctly rounded result for special values, alone and in every lane position', () => {
    const inputs = SPECIAL.map(([input]) => input);
    const want = hex(SPECIAL.map(([, result]) => result));
    expect(hex(exp32(inputs))).toEqual(want);
    // each value in each lane of a vector of ordinary values, and in the scalar tail
    for (let lane = 0; lane < 5; lane++) {
      for (const [input, result] of SPECIAL) {
        const vector = [0x3f000000, 0x3f000000, 0x3f000000, 0x3f000000, 0x3f000000];
        vector[lane] = input;
        const got = exp32(vector);
        expect(hex([got[lane]])).toEqual(hex([result]));
        expect(hex([got[(lane + 1) % 5]])).toEqual(['3fd3094c']); // e^0.5
      }
    }
  });

  it('NaN in, NaN out, in the vector and the scalar paths', () => {
    const bits = exp32([0x7fc00000, 0x3f800000, 0xffc00001, 0x7f800001, 0x7fc00000]);
    const got = new Float32Array(bits.buffer);
    expect([0, 2, 3, 4].map((index) => Number.isNaN(got[index]))).toEqual([true, true, true, true]);
    expect(hex([bits[1]])).toEqual(['402df854']);
  });

  it('takes the float64 path for inputs near a rounding boundary and rounds them correctly', () => {
    const want = hex(HARD.map(([, result]) => result));
    expect(hex(exp32(HARD.map(([input]) => input)))).toEqual(want);
    // a hard case among easy lanes: the whole vector is redone, the easy lanes unchanged
    for (const [input, result] of HARD) {
      const got = exp32([0x3f800000, input, 0xbf800000, 0x40000000]);
      expect(hex(got)).toEqual(hex([0x402df854, result, 0x3ebc5ab2, 0x40ec7326]));
    }
  });

  it('gives the same bits for an input whatever its neighbours and position', () => {
    const values = new Float32Array(4099);
    for (let index = 0; index < values.length; index++) values[index] = -90 + (180 * index) / values.length;
    const together = exp32(Array.from(new Uint32Array(values.buffer)));
    const alone = new Uint32Array(values.length);
    for (let index = 0; index < values.length; index++)
      alone[index] = exp32([new Uint32Array(values.buffer)[index]])[0];
    expect(hex(together)).toEqual(hex(alone));
  });
});

describe("exp float32 in large calls (the test's branch one iteration late)", () => {
  // From 2^17 elements, contiguous and not in place, the kernel runs exp32Deferred: every vector's
  // float32-lane result is stored and the vectors that failed the test are redone an iteration later.
  const count = (1 << 17) * 2 + 13; // a scalar tail and a partial vector group after the last block
  const values = new Float32Array(count);
  let state = 123456789;
  const random = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  const specials = [
    NaN,
    Infinity,
    -Infinity,
    0,
    -0,
    88.72283935546875,
    -103.97208404541016,
    ...HARD.map(([input]) => new Float32Array(new Uint32Array([input]).buffer)[0]),
  ];
  for (let index = 0; index < count; index++) {
    const kind = index % 5;
    values[index] =
      kind === 0 ? specials[(index / 5) % specials.length] : kind === 1 ? -100 + 200 * random() : -10 + 20 * random();
  }
  const bits = new Uint8Array(values.buffer);
  // the reference: the same kernel in calls of 4,099 elements, below the threshold
  const small = new Uint32Array(count);
  for (let start = 0; start < count; start += 4099) {
    const chunk = bits.subarray(start * 4, Math.min(count, start + 4099) * 4);
    small.set(new Uint32Array(run('exp_float32', 4, chunk).buffer), start);
  }

  it('gives the same bits as calls below the threshold, on values that often fall back', () => {
    const large = new Uint32Array(run('exp_float32', 4, bits).buffer);
    expect(large.length).toBe(count);
    let differences = 0;
    for (let index = 0; index < count; index++) if (large[index] !== small[index]) differences++;
    expect(differences).toBe(0);
  });

  it('in place (out is the input) takes the plain loop and gives the same bits', () => {
    const pointer = allocBytes(count * 4);
    try {
      new Uint8Array(memory().buffer, pointer, count * 4).set(bits);
      kernel('exp_float32')(pointer, 1, pointer, count);
      const inPlace = new Uint32Array(memory().buffer, pointer, count).slice();
      let differences = 0;
      for (let index = 0; index < count; index++) if (inPlace[index] !== small[index]) differences++;
      expect(differences).toBe(0);
    } finally {
      freeBytes(pointer);
    }
  });
});

describe('exp float64 in float64 lanes', () => {
  // The vector path (stride 1) against the scalar one (stride 2 walks Math.exp element by element),
  // which is AssemblyScript's Math.exp: the same algorithm and table, so every result is the same bits.
  it("gives Math.exp's bits for ordinary, tiny, huge and special inputs in every lane position", () => {
    const values: number[] = [
      NaN,
      Infinity,
      -Infinity,
      0,
      -0,
      5e-324,
      -5e-324,
      709.78,
      709.79,
      -708.4,
      -745.2,
      -746,
      512,
      -512,
      511.99,
      -511.99,
      2 ** -54,
      -(2 ** -54),
      2 ** -55,
      1,
      -1,
      0.5,
      Math.LN2,
      88.7,
    ];
    let state = 987654321;
    const random = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
    for (let index = 0; index < 200_000; index++) {
      const kind = index % 6;
      values.push(
        kind === 0
          ? -745 + 1455 * random()
          : kind === 1
            ? (random() - 0.5) * 20
            : kind === 2
              ? (random() - 0.5) * 1e-15
              : kind === 3
                ? (random() - 0.5) * 1030
                : kind === 4
                  ? (random() - 0.5) * 2
                  : 2 ** (-60 + 70 * random()),
      );
    }
    for (const shift of [0, 1]) {
      const input = new Uint8Array(new Float64Array(values.slice(shift)).buffer);
      const fast = new Float64Array(run('exp_float64', 8, input).buffer);
      const slow = new Float64Array(run('exp_float64', 8, input, 2).buffer);
      let differences = 0;
      for (let index = 0; index < fast.length; index++) if (!Object.is(fast[index], slow[index])) differences++;
      expect(differences).toBe(0);
      expect(fast.length).toBe(values.length - shift);
    }
  });
});

describe('exp float16 and bfloat16 through the table', () => {
  const everyPattern = new Uint8Array(new Uint16Array(65536).map((unused, index) => index).buffer);

  for (const dtype of ['float16', 'bfloat16'] as const) {
    it(`${dtype}: the float32 kernel's result rounded once, directly and through the table, on all 65,536 patterns`, () => {
      // the reference: widen (exact), the float32 kernel, round once
      const widened = run(`cast_${dtype}_float32`, 2, everyPattern, 1, 4);
      const want = Buffer.from(run(`cast_float32_${dtype}`, 4, run('exp_float32', 4, widened), 1, 2));
      // a first small call computes directly (the table is built after 65,536 elements)
      const small = everyPattern.subarray(0x3c00 * 2, 0x3c00 * 2 + 2000);
      expect(Buffer.from(run(`exp_${dtype}`, 2, small)).equals(want.subarray(0x3c00 * 2, 0x3c00 * 2 + 2000))).toBe(
        true,
      );
      // all patterns in one call: builds the table and reads it
      expect(Buffer.from(run(`exp_${dtype}`, 2, everyPattern)).equals(want)).toBe(true);
      expect(Buffer.from(run(`exp_${dtype}`, 2, everyPattern, 3)).equals(want)).toBe(true);
      // small calls now read the table too, at any offset, with a scalar tail
      for (const start of [0, 1, 0x7bff, 0xfc01, 65533]) {
        const chunk = everyPattern.subarray(start * 2, Math.min(start * 2 + 14, everyPattern.length));
        expect(
          Buffer.from(run(`exp_${dtype}`, 2, chunk)).equals(want.subarray(start * 2, start * 2 + chunk.length)),
        ).toBe(true);
      }
    });

    it(`${dtype}: the table is static memory (later calls allocate and grow nothing)`, () => {
      run(`exp_${dtype}`, 2, everyPattern);
      const used = usedHeapBytes();
      const bytes = memory().buffer.byteLength;
      const heap = wasm().heap_size();
      for (let round = 0; round < 3; round++) run(`exp_${dtype}`, 2, everyPattern);
      expect([usedHeapBytes(), memory().buffer.byteLength, wasm().heap_size()]).toEqual([used, bytes, heap]);
    });
  }
});
