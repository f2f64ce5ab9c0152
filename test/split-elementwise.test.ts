// The elementwise executors (src/execute/) over ranges of their output: with a range split set
// (src/execute/ranges.ts), every executor's entry runs its range function once per piece, the
// pieces in shuffled order, and the result must hold the bytes of the one whole range, for each
// executor kind and several dtypes. Casts (src/memory/casts.ts) are cut through castRange. This is
// where threads will split elementwise work.
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  abs,
  add,
  exp,
  frombuffer,
  multiply,
  negative,
  sqrt,
  subtract,
  type DType,
  type NDArray,
} from '../src/index.js';
import { narrowBlockedRuns } from '../src/execute/narrow-blocks.js';
import { rangeSplitsTaken, setRangeSplit } from '../src/execute/ranges.js';
import { allocBytes, freeBytes, memory } from '../src/kernels/heap.js';
import { byteLength } from '../src/lattice/dtypes.js';
import { castElements, castGrain, castRange } from '../src/memory/casts.js';
import { runs } from './support/tier.js';

type Any = NDArray<any, any>;

/** Random bytes from a seed (a linear congruential generator: the same seed, the same bytes). */
function randomBytes(count: number, seed: number): Uint8Array {
  const bytes = new Uint8Array(count);
  let state = seed >>> 0 || 1;
  for (let index = 0; index < count; index += 1) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    bytes[index] = state >>> 24;
  }
  return bytes;
}

/** An array of `shape` and `dtype` with random bit patterns (for floats: small finite values). */
function random(dtype: DType, shape: readonly number[], seed: number): Any {
  const size = shape.reduce((product, length) => product * length, 1);
  const bytes = randomBytes(Math.max(1, byteLength(dtype, size)), seed);
  // Keep float exponents small (no inf/NaN, no overflow in exp): clear the exponent's top bits.
  const width = { float16: 2, bfloat16: 2, float32: 4, float64: 8 }[dtype as string];
  if (width !== undefined) for (let at = width - 1; at < bytes.length; at += width) bytes[at]! &= 0xbf;
  const flat = frombuffer(bytes, dtype, size) as Any;
  const shaped = flat.reshape(shape as number[]) as Any;
  if (shaped !== flat) flat.dispose();
  return shaped;
}

/** A split into pieces cut at `cuts` (rounded down to the grain), run in the order `order` shuffles them to. */
function splitAt(cuts: readonly number[], order: readonly number[]) {
  return (total: number, grain: number): [number, number][] => {
    const points = [...new Set([0, total, ...cuts.map((cut) => Math.floor((cut % (total + 1)) / grain) * grain)])].sort(
      (a, b) => a - b,
    );
    const pieces = points.slice(1).map((end, piece): [number, number] => [points[piece]!, end]);
    // Shuffled: a piece's result must not depend on the pieces run before it.
    for (let index = pieces.length - 1; index > 0; index -= 1) {
      const other = (order[index % Math.max(1, order.length)] ?? 0) % (index + 1);
      [pieces[index], pieces[other]] = [pieces[other]!, pieces[index]!];
    }
    return pieces;
  };
}

/** The bytes of a result, then the result disposed. */
function bytesOf(result: Any): Uint8Array {
  const bytes = (result.tobytes() as Uint8Array).slice();
  result.dispose();
  return bytes;
}

afterEach(() => setRangeSplit(undefined));

/** One executor kind: operands made from a size and a seed, the operation on them. */
interface Kind {
  name: string;
  dtypes: readonly DType[];
  make(dtype: DType, n: number, seed: number): { run: () => Any[]; operands: Any[] };
}

const kinds: Kind[] = [
  {
    name: 'same dtype, contiguous',
    dtypes: ['float32', 'int8', 'float64', 'bfloat16'],
    make: (dtype, n, seed) => {
      const x = random(dtype, [n], seed);
      const y = random(dtype, [n], seed + 1);
      return { run: () => [add(x, y) as Any], operands: [x, y] };
    },
  },
  {
    name: 'scalar operand (either side) and a one-element array',
    dtypes: ['float32', 'int16', 'float16'],
    make: (dtype, n, seed) => {
      const x = random(dtype, [n, 3], seed);
      const one = random(dtype, [1, 1], seed + 1);
      return {
        run: () => {
          const a = multiply(x, 3) as Any;
          const b = subtract(2, a) as Any;
          return [a, b, add(b, one) as Any];
        },
        operands: [x, one],
      };
    },
  },
  {
    name: 'trailing repeat (a row against a matrix)',
    dtypes: ['float32', 'int32', 'float64'],
    make: (dtype, n, seed) => {
      const x = random(dtype, [Math.ceil(n / 17) + 1, 17], seed);
      const row = random(dtype, [17], seed + 1);
      return { run: () => [subtract(row, x) as Any], operands: [x, row] };
    },
  },
  {
    name: 'broadcast, general strided walk and short-row blocks',
    dtypes: ['float32', 'int8', 'float64', 'uint16'],
    make: (dtype, n, seed) => {
      const rows = Math.ceil(n / 9) + 4;
      const x = random(dtype, [rows, 1, 9], seed);
      const y = random(dtype, [3, 1], seed + 1);
      const column = random(dtype, [rows, 1], seed + 2);
      const matrix = random(dtype, [rows, 9], seed + 3);
      const stepped = random(dtype, [rows, 18], seed + 4);
      return {
        run: () => {
          const a = add(x, y) as Any; // [rows, 3, 9]: rows of the collapsed walk
          const b = subtract(matrix, column) as Any; // [rows, 9] − [rows, 1]: blocked short rows
          const view = stepped.at(':, ::2') as Any;
          const c = multiply(view, b) as Any; // a stepped view against a contiguous array
          const d = add(a, c.reshape([rows, 1, 9])) as Any;
          view.dispose();
          return [a, b, c, d];
        },
        operands: [x, y, column, matrix, stepped],
      };
    },
  },
  {
    name: 'transposed dense order (layout kept)',
    dtypes: ['float32', 'int8', 'float64'],
    make: (dtype, n, seed) => {
      const x = random(dtype, [Math.ceil(n / 5) + 1, 5], seed);
      const y = random(dtype, [Math.ceil(n / 5) + 1, 5], seed + 1);
      return {
        run: () => {
          const xT = x.transpose() as Any;
          const yT = y.transpose() as Any;
          const sum = add(xT, yT) as Any;
          const scaled = multiply(sum, 2) as Any;
          const negated = negative(scaled) as Any;
          xT.dispose();
          yT.dispose();
          return [sum, scaled, negated];
        },
        operands: [x, y],
      };
    },
  },
  {
    name: 'blocked mixed dtypes (a gathered view against a cast operand)',
    dtypes: ['float32', 'int16', 'uint8'],
    make: (dtype, n, seed) => {
      const side = Math.max(17, Math.ceil(Math.sqrt(n)));
      const x = random(dtype, [side, side + 3], seed);
      const y = random('int32', [side + 3, side], seed + 1);
      return {
        run: () => {
          const xT = x.transpose() as Any;
          const sum = add(xT, y) as Any;
          xT.dispose();
          return [sum];
        },
        operands: [x, y],
      };
    },
  },
  {
    name: 'cast blocks and fused mixed dtypes',
    dtypes: ['int8', 'int32', 'uint16', 'int64', 'float16'],
    make: (dtype, n, seed) => {
      const x = random(dtype, [n + 4100], seed);
      const y = random('float32', [n + 4100], seed + 1);
      const u = random('uint8', [n + 4100], seed + 2);
      return {
        run: () => {
          const a = add(x, y) as Any; // cast blocks (or a fused kernel)
          const b = multiply(x, u) as Any; // fused mixed where asm/mixed.ts has the pair
          return [a, b, add(a, b) as Any];
        },
        operands: [x, y, u],
      };
    },
  },
  {
    name: 'narrow blocks (float8, int4, uint2)',
    dtypes: ['float8_e4m3fn', 'int4', 'uint2', 'float4_e2m1fn'],
    make: (dtype, n, seed) => {
      const x = random(dtype, [n + 4099], seed);
      const y = random(dtype, [n + 4099], seed + 1);
      return {
        run: () => {
          const before = narrowBlockedRuns();
          const sum = multiply(x, y) as Any;
          const negated = negative(sum) as Any;
          expect(narrowBlockedRuns()).toBe(before + 2);
          return [sum, negated];
        },
        operands: [x, y],
      };
    },
  },
  {
    name: 'unary: contiguous, gathered (transposed) and strided input',
    dtypes: ['float32', 'float64', 'int16', 'int8'],
    make: (dtype, n, seed) => {
      const side = Math.max(17, Math.ceil(Math.sqrt(n)));
      const x = random(dtype, [side, side + 1], seed);
      const small = random(dtype, [6, 7], seed + 1);
      return {
        run: () => {
          // x.T is a permuted dense block (the dense-order executor); a stepped x.T is gathered.
          const xT = x.transpose() as Any;
          const stepped = x.at('::2').transpose() as Any;
          const a = abs(xT) as Any;
          const b = abs(stepped) as Any; // gathered a block at a time
          const c = sqrt(b) as Any; // contiguous (int16: through the blocked path)
          const view = small.at('::2, ::3') as Any;
          const d = exp(view) as Any; // a small strided view: the strided walk
          for (const each of [xT, stepped, view]) each.dispose();
          return [a, b, c, d];
        },
        operands: [x, small],
      };
    },
  },
];

const cuts = fc.array(fc.nat({ max: 1 << 16 }), { maxLength: 6 });
const order = fc.array(fc.nat(), { maxLength: 8 });

describe('elementwise executors over ranges: any cut gives the bytes of the whole range', () => {
  for (const kind of kinds) {
    it(kind.name, () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...kind.dtypes),
          fc.integer({ min: 1, max: 5000 }),
          fc.nat(),
          cuts,
          order,
          (dtype, n, seed, cutAt, shuffle) => {
            const { run, operands } = kind.make(dtype, n, seed);
            try {
              setRangeSplit(undefined);
              const whole = run();
              setRangeSplit(splitAt(cutAt, shuffle));
              const taken = rangeSplitsTaken();
              let pieces: Any[];
              try {
                pieces = run();
              } finally {
                setRangeSplit(undefined);
              }
              // The executors did run by the split (the ops' direct paths would bypass them).
              expect(rangeSplitsTaken()).toBeGreaterThan(taken);
              // Every result (intermediates too) alive until compared: one made by the pieces
              // cannot reuse the memory of the whole range's, and find its bytes there.
              pieces.forEach((result, index) => expect(bytesOf(result)).toEqual(bytesOf(whole[index]!)));
            } finally {
              for (const operand of operands) operand.dispose();
            }
          },
        ),
        { numRuns: runs(40, 12) },
      );
    });
  }
});

const castPairs: readonly (readonly [DType, DType])[] = [
  ['float32', 'int4'],
  ['int4', 'float32'],
  ['float8_e4m3fn', 'uint2'],
  ['uint32', 'float8_e5m2'],
  ['float64', 'bfloat16'],
  ['complex64', 'float4_e2m1fn'],
  ['int2', 'int8'],
  ['int16', 'float16'],
];

describe('casts over ranges (castRange)', () => {
  it('cut anywhere on the grain, in any order, write the bytes of the whole cast', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...castPairs),
        fc.integer({ min: 0, max: 70000 }),
        fc.nat(),
        cuts,
        order,
        ([from, to], count, seed, cutAt, shuffle) => {
          const inBytes = Math.max(16, byteLength(from, count));
          const outBytes = Math.max(16, byteLength(to, count));
          const input = allocBytes(inBytes);
          const whole = allocBytes(outBytes);
          const split = allocBytes(outBytes);
          try {
            const heap = () => new Uint8Array(memory().buffer);
            const source = randomBytes(inBytes, seed);
            // Finite floats only: NaN payloads are not what this test is about.
            if (from === 'float32' || from === 'complex64') for (let at = 3; at < inBytes; at += 4) source[at]! &= 0xbf;
            if (from === 'float64') for (let at = 7; at < inBytes; at += 8) source[at]! &= 0xbf;
            heap().set(source, input);
            heap().fill(0x5a, whole, whole + outBytes);
            heap().fill(0x5a, split, split + outBytes);
            castElements(from, to, input, whole, count);
            for (const [begin, end] of splitAt(cutAt, shuffle)(count, castGrain(from, to)))
              castRange(from, to, input, split, begin, end);
            expect(heap().slice(split, split + outBytes)).toEqual(heap().slice(whole, whole + outBytes));
          } finally {
            freeBytes(input);
            freeBytes(whole);
            freeBytes(split);
          }
        },
      ),
      { numRuns: runs(60, 20) },
    );
  });
});
