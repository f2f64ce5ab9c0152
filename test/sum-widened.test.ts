// Whole-array sums of 8- to 32-bit integers and bool go through asm/sums.ts's fused widening
// kernels: into int64/uint64 with x64, into int32/uint32 without (JAX's default), with no cast copy.
// Their totals are the exact sum wrapped to the result dtype, whole or cut into pieces at any
// multiples of 32 (threads add the pieces' totals, wrapping), and the default policy no longer
// casts the array first (bench:peers: uint8 at 10⁶ 812 → 26 µs).
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import * as np from '../src/index.js';
import * as x64 from '../src/x64.js';
import { setRangeSplit, rangeSplitsTaken } from '../src/execute/ranges.js';
import { memoryStats } from '../src/index.js';

type Any = ReturnType<typeof np.array>;

/** sum without x64 (JAX's default) and with it. */
const SUMS = [np.sum, x64.sum] as unknown as readonly ((x: Any) => Any)[];

const INTEGERS = ['bool', 'int8', 'uint8', 'int16', 'uint16', 'int32', 'uint32'] as const;
const RANGE: Record<(typeof INTEGERS)[number], [number, number]> = {
  bool: [0, 1],
  int8: [-128, 127],
  uint8: [0, 255],
  int16: [-32768, 32767],
  uint16: [0, 65535],
  int32: [-(2 ** 31), 2 ** 31 - 1],
  uint32: [0, 2 ** 32 - 1],
};

/** The exact total of `values`, wrapped to `dtype` as a BigInt. */
function wrapped(values: readonly number[], dtype: string): bigint {
  let total = 0n;
  for (const value of values) total += BigInt(value);
  const bits = dtype.endsWith('64') ? 64 : 32;
  return dtype.startsWith('u') ? BigInt.asUintN(bits, total) : BigInt.asIntN(bits, total);
}

function make(dtype: (typeof INTEGERS)[number], values: readonly number[]): Any {
  if (dtype === 'bool') return np.array(values.map((value) => value !== 0));
  return np.array(values, dtype as 'int32');
}

/** Pieces of [0, total) cut at the given fractions, at multiples of the grain, in a shuffled order. */
function cutAt(fractions: readonly number[], seed: number) {
  return (total: number, grain: number) => {
    const units = Math.ceil(total / grain);
    const cuts = [...new Set(fractions.map((fraction) => Math.floor(fraction * units) * grain))]
      .filter((cut) => cut > 0 && cut < total)
      .sort((a, b) => a - b);
    const bounds = [0, ...cuts, total];
    const pieces = bounds.slice(1).map((end, index) => [bounds[index]!, end] as const);
    return pieces.sort((a, b) => ((a[0] * 7919 + seed) % 13) - ((b[0] * 7919 + seed) % 13));
  };
}

afterEach(() => setRangeSplit(undefined));

describe('whole-array sums of narrow integers', () => {
  it('are the exact total wrapped to the result dtype, whole and cut into any pieces, with and without x64', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...INTEGERS),
        fc.integer({ min: 1, max: 700 }),
        fc.integer(),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 5 }),
        fc.integer({ min: 0, max: 12 }),
        (dtype, length, seed, fractions, order) => {
          const [low, high] = RANGE[dtype];
          // Values near the ends of the range, so that 32-bit totals wrap.
          const values = Array.from({ length }, (_, index) => {
            const pick = Math.abs((seed + index * 2654435761) % 1000);
            const step = pick % 8;
            return pick < 500 ? Math.max(low, high - step) : Math.min(high, low + step);
          });
          const x = make(dtype, values);
          try {
            for (const sum of SUMS) {
              setRangeSplit(undefined);
              const whole = sum(x);
              setRangeSplit(cutAt(fractions, order));
              const cut = sum(x);
              setRangeSplit(undefined);
              expect(cut.dtype).toBe(whole.dtype);
              expect(BigInt(whole.item() as number)).toBe(wrapped(values, whole.dtype));
              expect(BigInt(cut.item() as number)).toBe(wrapped(values, whole.dtype));
              whole.dispose();
              cut.dispose();
            }
          } finally {
            x.dispose();
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('wrap past 32 bits without x64 and keep 64 with it, on 1 and 2 threads, cut where large', async () => {
    try {
      for (const threads of [1, 2]) {
        await np.setThreads(threads);
        for (const [dtype, value, size] of [
          ['uint8', 255, 17_000_003],
          ['int8', -128, 17_000_003],
          ['uint16', 65535, 70_001],
          ['int16', -32768, 70_001],
        ] as const) {
          const x = np.full([size], value, dtype);
          const exact = BigInt(value) * BigInt(size);
          const plain = np.sum(x);
          expect(plain.dtype).toBe(dtype.startsWith('u') ? 'uint32' : 'int32');
          expect(BigInt(plain.item() as number)).toBe(
            dtype.startsWith('u') ? BigInt.asUintN(32, exact) : BigInt.asIntN(32, exact),
          );
          const wide = x64.sum(x);
          expect(wide.dtype).toBe(dtype.startsWith('u') ? 'uint64' : 'int64');
          expect(BigInt(wide.item() as bigint)).toBe(exact);
          plain.dispose();
          wide.dispose();
          x.dispose();
        }
      }
    } finally {
      await np.setThreads('auto');
    }
  });

  it('read the array where it is (no cast copy) and are cut by the range split', () => {
    const x = np.full([100_000], 3, 'uint8');
    const before = memoryStats({ resetPeak: true }).bytesHeld;
    const taken = rangeSplitsTaken();
    setRangeSplit(cutAt([0.25, 0.5], 1));
    const total = np.sum(x);
    // The total and nothing else: a cast copy would have been 400,000 bytes.
    expect(memoryStats().peakBytes - before).toBeLessThan(1024);
    expect(rangeSplitsTaken()).toBe(taken + 1);
    expect(total.item()).toBe(300_000);
    total.dispose();
    x.dispose();
  });
});

// mean of an integer array without x64 is float32: JAX casts, then sums. The sum reads the integers
// converting as it goes (asm/sums.ts: pairwise32's tree over the converted values), with the cast's
// bits, whole or cut for threads, and no cast copy.
describe('mean of integers in float32', () => {
  const floatBits = (value: number) => new Uint32Array(Float32Array.of(value).buffer)[0];

  it("is the float32 cast's mean, bit for bit, whole and cut into any pieces", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...INTEGERS),
        fc.integer({ min: 1, max: 9000 }),
        fc.integer(),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 5 }),
        (dtype, length, seed, fractions) => {
          const [low, high] = RANGE[dtype];
          const values = Array.from({ length }, (_, index) => {
            const pick = Math.abs(Math.sin(seed + index * 12.9898));
            return Math.min(high, Math.max(low, Math.round(low + pick * (high - low))));
          });
          const x = make(dtype, values);
          const cast = x.astype('float32');
          try {
            const expected = np.mean(cast) as Any;
            setRangeSplit(undefined);
            const whole = np.mean(x) as Any;
            setRangeSplit(cutAt(fractions, seed & 7));
            const cut = np.mean(x) as Any;
            setRangeSplit(undefined);
            expect(whole.dtype).toBe('float32');
            expect(floatBits(whole.item() as number)).toBe(floatBits(expected.item() as number));
            expect(floatBits(cut.item() as number)).toBe(floatBits(expected.item() as number));
            for (const each of [expected, whole, cut]) each.dispose();
          } finally {
            cast.dispose();
            x.dispose();
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('reads the array where it is (no cast copy)', () => {
    const x = np.full([100_000], 7, 'int16');
    const before = memoryStats({ resetPeak: true }).bytesHeld;
    const average = np.mean(x);
    expect(memoryStats().peakBytes - before).toBeLessThan(1024);
    expect(average.item()).toBe(7);
    average.dispose();
    x.dispose();
  });
});
