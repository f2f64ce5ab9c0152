// The blocked path of narrow-dtype arithmetic (src/execute/narrow-blocks.ts: decode a block, compute in
// float32/int32, round the block once) against the whole-array path it replaces (cast each operand,
// compute, cast the result), bit for bit: every narrow dtype, binary and unary operations, sizes
// around the block and the packing, scalars (weak ones rounded to the narrow dtype first), size-1
// operands, `out`, errors, and no scratch left on the heap.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { NDArray, dtypeRows, frombuffer, subtract, type DType } from '../src/index.js';
import { narrowBlockedRuns, setNarrowBlocking } from '../src/execute/narrow-blocks.js';
import { castKernel } from '../src/kernels/elementwise.js';
import { allocBytes, freeBytes, memory } from '../src/kernels/heap.js';
import { usedHeapBytes } from './support/heap.js';
import { sweep } from './support/tier.js';

const narrow = dtypeRows.filter((row) => 'narrow' in row).map((row) => row.name as DType);
const floats = narrow.filter((dtype) => dtype.startsWith('float'));
const perByte = (dtype: DType) =>
  (dtypeRows.find((row) => row.name === dtype) as unknown as { narrow: { perByte: number } }).narrow.perByte;

// Around the block and the packing; the unit tier (test/support/tier.ts) takes one of each side.
const sizes = sweep([1, 7, 8, 4095, 4096, 4097, 10001], [7, 4097, 10001]);
const floatBinary = [
  'add',
  'subtract',
  'multiply',
  'divide',
  'maximum',
  'minimum',
  'power',
  'hypot',
  'arctan2',
  'remainder',
  'floorDivide',
  'equal',
  'notEqual',
  'less',
  'greaterEqual',
];
const intBinary = [
  'add',
  'subtract',
  'multiply',
  'floorDivide',
  'remainder',
  'maximum',
  'minimum',
  'bitwiseAnd',
  'bitwiseOr',
  'bitwiseXor',
  'equal',
  'less',
  'greater',
];
const floatUnary = [
  'negative',
  'abs',
  'square',
  'sign',
  'sqrt',
  'exp',
  'log',
  'sin',
  'tanh',
  'expm1',
  'reciprocal',
  'floor',
  'isnan',
];
const intUnary = ['negative', 'abs', 'square', 'sign', 'bitwiseNot'];

type Any = NDArray;
type Method = (this: Any, ...args: unknown[]) => Any;

/** `count` pseudo-random elements of `dtype`, every code possible (NaN and inf included). */
function randomArray(dtype: DType, count: number, seed: number): Any {
  const per = perByte(dtype);
  const bytes = new Uint8Array(Math.ceil(count / per));
  let state = seed;
  for (let index = 0; index < bytes.length; index += 1) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    bytes[index] = state >>> 16;
  }
  if (per === 1 && dtype.startsWith('float6')) bytes.forEach((byte, index) => (bytes[index] = byte & 0x3f));
  // A packed array with an odd count keeps the unused high bits of its last byte zero.
  if (count % per !== 0) bytes[bytes.length - 1]! &= (1 << ((count % per) * (8 / per))) - 1;
  return frombuffer(bytes, dtype, count) as Any;
}

/** Runs `body` on the old (whole-array) path, then on the blocked one; both results' bytes, or both errors. */
function bothPaths(body: () => Any): { old: unknown; blocked: unknown; took: number } {
  const attempt = (): unknown => {
    try {
      const result = body();
      const bytes = Array.from(new Uint8Array(result.toTypedArray().buffer as ArrayBuffer));
      const described = { dtype: result.dtype, shape: result.shape, bytes };
      result.dispose();
      return described;
    } catch (error) {
      return { error: String(error) };
    }
  };
  setNarrowBlocking(false);
  const old = attempt();
  setNarrowBlocking(true);
  const before = narrowBlockedRuns();
  const blocked = attempt();
  return { old, blocked, took: narrowBlockedRuns() - before };
}

afterEach(() => setNarrowBlocking(true));

describe('narrow arithmetic, blocked = whole-array, bit for bit', () => {
  it('binary operations on two arrays, every narrow dtype, sizes around the block and the packing', () => {
    const heap = usedHeapBytes();
    let blockedCalls = 0;
    for (const dtype of narrow) {
      const operations = floats.includes(dtype) ? floatBinary : intBinary;
      for (const count of sizes) {
        const left = randomArray(dtype, count, 11 + count);
        const right = randomArray(dtype, count, 7 * count + 3);
        for (const operation of operations) {
          const { old, blocked, took } = bothPaths(() =>
            (left[operation as keyof Any] as unknown as Method).call(left, right),
          );
          expect(blocked, `${dtype} ${operation} n=${count}`).toEqual(old);
          if (!('error' in (old as object))) {
            expect(took, `${dtype} ${operation} n=${count} took the blocked path`).toBe(1);
            blockedCalls += 1;
          }
        }
        left.dispose();
        right.dispose();
      }
    }
    expect(blockedCalls).toBeGreaterThan(narrow.length * sizes.length * 8);
    expect(usedHeapBytes()).toBe(heap);
  });

  it('unary operations, every narrow dtype', () => {
    const heap = usedHeapBytes();
    for (const dtype of narrow) {
      const operations = floats.includes(dtype) ? floatUnary : intUnary;
      for (const count of sizes) {
        const input = randomArray(dtype, count, 5 + count);
        for (const operation of operations) {
          const { old, blocked, took } = bothPaths(() =>
            (input[operation as keyof Any] as unknown as Method).call(input),
          );
          expect(blocked, `${dtype} ${operation} n=${count}`).toEqual(old);
          // isnan is computed in the narrow dtype's own kernel, not float32: no narrow plan.
          if (!('error' in (old as object)) && operation !== 'isnan')
            expect(took, `${dtype} ${operation} n=${count} took the blocked path`).toBe(1);
        }
        input.dispose();
      }
    }
    expect(usedHeapBytes()).toBe(heap);
  });

  it('scalars (weak ones rounded to the narrow dtype first), size-1 and 0-d arrays, on either side', () => {
    const heap = usedHeapBytes();
    for (const dtype of narrow) {
      const isFloat = floats.includes(dtype);
      const scalars: unknown[] = isFloat ? [0.3, 1, -2.75, 1e30, Number.NaN, 2n] : [1, -1, 0, true];
      for (const count of sweep([1, 9, 4097, 10001], [9, 4097])) {
        const input = randomArray(dtype, count, 99 + count);
        const one = randomArray(dtype, 1, 1234);
        const zeroD = one.reshape([]);
        for (const operand of [...scalars, one, zeroD]) {
          for (const operation of ['add', 'multiply', 'maximum', 'less', isFloat ? 'divide' : 'bitwiseXor']) {
            const method = input[operation as keyof Any] as unknown as Method;
            const forward = bothPaths(() => method.call(input, operand));
            expect(forward.blocked, `${dtype} ${operation}(x, ${String(operand)}) n=${count}`).toEqual(forward.old);
            if (!('error' in (forward.old as object)))
              expect(forward.took, `${dtype} ${operation}(x, ${String(operand)}) blocked`).toBe(1);
          }
          const backward = bothPaths(() => subtract(operand as never, input as never) as unknown as Any);
          expect(backward.blocked, `${dtype} subtract(${String(operand)}, x) n=${count}`).toEqual(backward.old);
        }
        zeroD.dispose();
        one.dispose();
        input.dispose();
      }
    }
    expect(usedHeapBytes()).toBe(heap);
  });

  it('writes into out (also out = an operand), and leaves out untouched when the call fails', () => {
    const heap = usedHeapBytes();
    for (const dtype of narrow) {
      for (const count of [7, 4097, 10001]) {
        const left = randomArray(dtype, count, 3 + count);
        const right = randomArray(dtype, count, 17 + count);
        const results: number[][] = [];
        for (const on of [false, true]) {
          setNarrowBlocking(on);
          const out = randomArray(dtype, count, 1);
          const returned = left.multiply(right, { out } as never) as unknown as Any;
          expect(returned).toBe(out);
          const copy = left.copy() as Any;
          copy.add(right, { out: copy } as never);
          results.push(
            Array.from(new Uint8Array(out.toTypedArray().buffer as ArrayBuffer)),
            Array.from(new Uint8Array(copy.toTypedArray().buffer as ArrayBuffer)),
          );
          out.dispose();
          copy.dispose();
        }
        expect(results[2], `${dtype} multiply into out n=${count}`).toEqual(results[0]);
        expect(results[3], `${dtype} add into an operand n=${count}`).toEqual(results[1]);
        left.dispose();
        right.dispose();
      }
    }
    expect(usedHeapBytes()).toBe(heap);
  });

  it('errors: integer power of a negative exponent, an out of the wrong dtype, a scalar out of range', () => {
    const heap = usedHeapBytes();
    const base = frombuffer(new Uint8Array(2049).fill(0x12), 'int4', 4097) as Any;
    const exponent = frombuffer(new Uint8Array(2049).fill(0x11).fill(0xf1, 1500), 'int4', 4097) as Any;
    const bad = randomArray('float8_e4m3fn', 4097, 1);
    for (const on of [false, true]) {
      setNarrowBlocking(on);
      expect(() => base.power(exponent)).toThrow(/negative integer powers/);
      const out = randomArray('int4', 4097, 5);
      const before = Array.from(new Uint8Array(out.toTypedArray().buffer as ArrayBuffer));
      expect(() => base.power(exponent, { out } as never)).toThrow(/negative integer powers/);
      expect(Array.from(new Uint8Array(out.toTypedArray().buffer as ArrayBuffer))).toEqual(before);
      expect(() => base.add(base, { out: bad } as never)).toThrow(/out is float8_e4m3fn/);
      expect(() => base.add(100)).toThrow(/int4/);
      out.dispose();
    }
    base.dispose();
    exponent.dispose();
    bad.dispose();
    expect(usedHeapBytes()).toBe(heap);
  });
});

/** Bytes a narrow cast kernel writes for `count` elements read at `stride` (1: SIMD loops, 2: the scalar loop). */
function runCast(from: DType, to: DType, words: Uint32Array, stride: number): number[] {
  const count = words.length;
  const input = allocBytes(count * 4 * stride + 16);
  const output = allocBytes(count * 4 + 16);
  try {
    const view = new Uint32Array(memory().buffer, input, count * stride);
    words.forEach((word, index) => (view[index * stride] = word));
    castKernel(from, to)(input, stride, output, count);
    const bytes = to === 'int32' || to === 'float32' ? count * 4 : Math.ceil((count * 8) / (8 * perByte(to)));
    return Array.from(new Uint8Array(memory().buffer, output, bytes));
  } finally {
    freeBytes(input);
    freeBytes(output);
  }
}

describe('the SIMD conversion loops = the scalar loop', () => {
  const words = (count: number, seed: number, mask = 0xffffffff) => {
    let state = seed;
    return Uint32Array.from({ length: count }, () => {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      const high = state >>> 8;
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      return ((high << 16) ^ state) & mask;
    });
  };

  it("float32 → every narrow float format: random patterns, and values near the formats' ranges", () => {
    for (const dtype of floats) {
      const random = words(4133, 17);
      // Values scaled into the format's range, where rounding decides: float32 bits with small exponents.
      const near = words(4133, 29).map((word) => (word & 0x807fffff) | ((((word >>> 23) % 40) + 100) << 23));
      for (const input of [random, near])
        expect(runCast('float32', dtype, input, 1), dtype).toEqual(runCast('float32', dtype, input, 2));
    }
  });

  it('int32 → int4/int2/uint4/uint2 (the low bits) and back (sign-extended where signed)', () => {
    for (const dtype of narrow.filter((name) => !floats.includes(name))) {
      for (const count of [63, 64, 65, 1000, 4097]) {
        const input = words(count, count);
        const packed = runCast('int32', dtype, input, 1);
        expect(packed, `int32 → ${dtype} n=${count}`).toEqual(runCast('int32', dtype, input, 2));
        const bytes = Uint8Array.from(packed);
        const decoded = frombuffer(bytes, dtype, count) as Any;
        const expected = Array.from(input, (value) => {
          const bits = 8 / perByte(dtype);
          const low = value & ((1 << bits) - 1);
          return dtype.startsWith('u') ? low : (low << (32 - bits)) >> (32 - bits);
        });
        using wide = decoded.astype('int32' as never) as unknown as Any;
        expect(Array.from(wide.toTypedArray() as Int32Array), `${dtype} → int32 n=${count}`).toEqual(expected);
        decoded.dispose();
      }
    }
  });
});

const oracle = JSON.parse(readFileSync(new URL('./fixtures/narrow-arith.json', import.meta.url), 'utf8')) as {
  ml_dtypes: string;
  count: number;
  formats: Record<string, { a: string; b: string; results: Record<string, string> }>;
};

/** Codes (two hex digits each) as an array of `dtype`, packed as it stores them (element 0 lowest). */
function fromCodes(hex: string, dtype: DType): Any {
  const codes = hex.match(/../g)!.map((pair) => parseInt(pair, 16));
  const per = perByte(dtype);
  const bytes = new Uint8Array(Math.ceil(codes.length / per));
  codes.forEach((code, index) => (bytes[Math.floor(index / per)]! |= code << ((index % per) * (8 / per))));
  return frombuffer(bytes, dtype, codes.length) as Any;
}

describe(`narrow arithmetic matches ml_dtypes ${oracle.ml_dtypes}`, () => {
  it('every narrow dtype: add, subtract, multiply, divide, maximum, minimum, comparisons (NaN as any NaN)', () => {
    const heap = usedHeapBytes();
    let checked = 0;
    for (const [dtype, data] of Object.entries(oracle.formats) as [DType, (typeof oracle.formats)[string]][]) {
      using left = fromCodes(data.a, dtype);
      using right = fromCodes(data.b, dtype);
      for (const [operation, expectedHex] of Object.entries(data.results)) {
        const before = narrowBlockedRuns();
        using ours = (left[operation as keyof Any] as unknown as Method).call(left, right);
        expect(narrowBlockedRuns() - before, `${dtype} ${operation} blocked`).toBe(1);
        const bool = ours.dtype === 'bool';
        using expected = bool
          ? (frombuffer(
              Uint8Array.from(expectedHex.match(/../g)!, (pair) => parseInt(pair, 16)),
              'bool' as DType,
            ) as Any)
          : fromCodes(expectedHex, dtype);
        using oursWide = ours.astype('float32' as never) as unknown as Any;
        using expectedWide = expected.astype('float32' as never) as unknown as Any;
        const got = oursWide.toTypedArray() as Float32Array;
        const want = expectedWide.toTypedArray() as Float32Array;
        const bad: string[] = [];
        for (let index = 0; index < want.length; index += 1) {
          if (Object.is(got[index], want[index]) || (Number.isNaN(got[index]) && Number.isNaN(want[index]))) continue;
          if (bad.length < 5)
            bad.push(
              `[${index}] ${data.a.slice(2 * index, 2 * index + 2)} ${operation} ${data.b.slice(2 * index, 2 * index + 2)}: ${got[index]} (ml_dtypes ${want[index]})`,
            );
        }
        expect(bad, `${dtype} ${operation}`).toEqual([]);
        checked += want.length;
      }
    }
    expect(checked).toBeGreaterThan(100000);
    expect(usedHeapBytes()).toBe(heap);
  });
});
