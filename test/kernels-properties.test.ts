// Kernels against a plain-TypeScript reference on random arrays (fast-check): integer ops through
// BigInt, float ops through JS doubles, and 16-bit floats through an exact rounding written here.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocBytes, freeBytes, memory } from '../src/kernels/heap.js';
import { kernel } from '../src/kernels/instance.js';

// ---- moving arrays through wasm memory ------------------------------------------------------------

type Layout = 'contiguous' | 'scalar-a' | 'scalar-b' | 'strided';

/** Runs a binary kernel on byte arrays of equal length; `layout` picks the strides. */
function runBinary(
  name: string,
  itemSize: number,
  outSize: number,
  inputA: Uint8Array,
  inputB: Uint8Array,
  layout: Layout,
): Uint8Array {
  const count = inputA.length / itemSize;
  const stride = layout === 'strided' ? 2 : 1;
  const pointers: number[] = [];
  const put = (bytes: Uint8Array, step: number) => {
    const pointer = allocBytes(Math.max(bytes.length * step, 1));
    pointers.push(pointer);
    const heap = new Uint8Array(memory().buffer);
    for (let index = 0; index < bytes.length / itemSize; index++) {
      heap.set(bytes.subarray(index * itemSize, (index + 1) * itemSize), pointer + index * step * itemSize);
    }
    return pointer;
  };
  try {
    const left = put(layout === 'scalar-a' ? inputA.subarray(0, itemSize) : inputA, stride);
    const right = put(layout === 'scalar-b' ? inputB.subarray(0, itemSize) : inputB, stride);
    const out = allocBytes(Math.max(count * outSize, 1));
    pointers.push(out);
    kernel(name)(left, layout === 'scalar-a' ? 0 : stride, right, layout === 'scalar-b' ? 0 : stride, out, count);
    return new Uint8Array(memory().buffer, out, count * outSize).slice();
  } finally {
    for (const pointer of pointers) freeBytes(pointer);
  }
}

function runUnary(name: string, itemSize: number, outSize: number, inputA: Uint8Array, stride: number): Uint8Array {
  const count = inputA.length / itemSize;
  const input = allocBytes(Math.max(inputA.length * stride, 1));
  const out = allocBytes(Math.max(count * outSize, 1));
  try {
    const heap = new Uint8Array(memory().buffer);
    for (let index = 0; index < count; index++) {
      heap.set(inputA.subarray(index * itemSize, (index + 1) * itemSize), input + index * stride * itemSize);
    }
    kernel(name)(input, stride, out, count);
    return new Uint8Array(memory().buffer, out, count * outSize).slice();
  } finally {
    freeBytes(input);
    freeBytes(out);
  }
}

/** What the kernel saw at element i for the given layout. */
function operand(values: readonly unknown[], index: number, scalar: boolean) {
  return values[scalar ? 0 : index];
}

const layouts: Layout[] = ['contiguous', 'scalar-a', 'scalar-b', 'strided'];
const layoutArbitrary = fc.constantFrom(...layouts);

// ---- integers ----------------------------------------------------------------------------------

interface IntegerDtype {
  name: string;
  bits: number;
  signed: boolean;
}
const INTEGERS: IntegerDtype[] = [
  { name: 'uint8', bits: 8, signed: false },
  { name: 'uint16', bits: 16, signed: false },
  { name: 'uint32', bits: 32, signed: false },
  { name: 'uint64', bits: 64, signed: false },
  { name: 'int8', bits: 8, signed: true },
  { name: 'int16', bits: 16, signed: true },
  { name: 'int32', bits: 32, signed: true },
  { name: 'int64', bits: 64, signed: true },
];

function wrap(value: bigint, dtype: IntegerDtype): bigint {
  return dtype.signed ? BigInt.asIntN(dtype.bits, value) : BigInt.asUintN(dtype.bits, value);
}

function encodeIntegers(values: bigint[], dtype: IntegerDtype): Uint8Array {
  const size = dtype.bits / 8;
  const bytes = new Uint8Array(values.length * size);
  values.forEach((value, index) => {
    let bits = BigInt.asUintN(dtype.bits, value);
    for (let byte = 0; byte < size; byte++) {
      bytes[index * size + byte] = Number(bits & 0xffn);
      bits >>= 8n;
    }
  });
  return bytes;
}

function decodeIntegers(bytes: Uint8Array, dtype: IntegerDtype): bigint[] {
  const size = dtype.bits / 8;
  const values: bigint[] = [];
  for (let index = 0; index < bytes.length / size; index++) {
    let bits = 0n;
    for (let byte = size - 1; byte >= 0; byte--) bits = (bits << 8n) | BigInt(bytes[index * size + byte]);
    values.push(wrap(bits, dtype));
  }
  return values;
}

function floorDivide(first: bigint, second: bigint): bigint {
  if (second === 0n) return 0n;
  const quotient = first / second;
  return first % second !== 0n && first < 0n !== second < 0n ? quotient - 1n : quotient;
}

function remainder(first: bigint, second: bigint): bigint {
  if (second === 0n) return 0n;
  const rest = first % second;
  return rest !== 0n && rest < 0n !== second < 0n ? rest + second : rest;
}

function power(base: bigint, exponent: bigint, dtype: IntegerDtype): bigint {
  if (exponent < 0n) return 1n;
  let result = 1n;
  let factor = wrap(base, dtype);
  let remaining = exponent;
  while (remaining > 0n) {
    if (remaining & 1n) result = wrap(result * factor, dtype);
    factor = wrap(factor * factor, dtype);
    remaining >>= 1n;
  }
  return result;
}

const INTEGER_OPS: Record<string, (first: bigint, second: bigint, dtype: IntegerDtype) => bigint> = {
  add: (first, second) => first + second,
  subtract: (first, second) => first - second,
  multiply: (first, second) => first * second,
  floor_divide: floorDivide,
  remainder,
  power,
  maximum: (first, second) => (first > second ? first : second),
  minimum: (first, second) => (first < second ? first : second),
};
const COMPARISONS: Record<string, (first: number | bigint, second: number | bigint) => boolean> = {
  equal: (first, second) => first === second,
  not_equal: (first, second) => first !== second,
  less: (first, second) => first < second,
  less_equal: (first, second) => first <= second,
  greater: (first, second) => first > second,
  greater_equal: (first, second) => first >= second,
};

function integerArbitrary(dtype: IntegerDtype) {
  const min = dtype.signed ? -(1n << BigInt(dtype.bits - 1)) : 0n;
  const max = dtype.signed ? (1n << BigInt(dtype.bits - 1)) - 1n : (1n << BigInt(dtype.bits)) - 1n;
  // Mostly full-range values, some small ones so division and power are exercised meaningfully.
  return fc.oneof(fc.bigInt({ min, max }), fc.bigInt({ min: dtype.signed ? -9n : 0n, max: 9n }));
}

describe('integer kernels equal a BigInt reference', () => {
  for (const dtype of INTEGERS) {
    const size = dtype.bits / 8;
    const values = fc.array(integerArbitrary(dtype), { minLength: 1, maxLength: 90 });
    for (const [op, reference] of Object.entries(INTEGER_OPS)) {
      it(`${op} ${dtype.name}`, () => {
        fc.assert(
          fc.property(values, values, layoutArbitrary, (left, right, layout) => {
            const count = Math.min(left.length, right.length);
            const inputA = left.slice(0, count);
            const inputB = right.slice(0, count);
            const got = decodeIntegers(
              runBinary(
                `${op}_${dtype.name}`,
                size,
                size,
                encodeIntegers(inputA, dtype),
                encodeIntegers(inputB, dtype),
                layout,
              ),
              dtype,
            );
            const want = inputA.map((unused, index) =>
              wrap(
                reference(
                  operand(inputA, index, layout === 'scalar-a') as bigint,
                  operand(inputB, index, layout === 'scalar-b') as bigint,
                  dtype,
                ),
                dtype,
              ),
            );
            expect(got).toEqual(want);
          }),
          { numRuns: 40 },
        );
      });
    }
    it(`comparisons ${dtype.name}`, () => {
      fc.assert(
        fc.property(
          values,
          values,
          layoutArbitrary,
          fc.constantFrom(...Object.keys(COMPARISONS)),
          (left, right, layout, op) => {
            const count = Math.min(left.length, right.length);
            const inputA = left.slice(0, count);
            const inputB = right.slice(0, count);
            const got = Array.from(
              runBinary(
                `${op}_${dtype.name}`,
                size,
                1,
                encodeIntegers(inputA, dtype),
                encodeIntegers(inputB, dtype),
                layout,
              ),
            );
            const want = inputA.map((unused, index) =>
              Number(
                COMPARISONS[op](
                  operand(inputA, index, layout === 'scalar-a') as bigint,
                  operand(inputB, index, layout === 'scalar-b') as bigint,
                ),
              ),
            );
            expect(got).toEqual(want);
          },
        ),
        { numRuns: 60 },
      );
    });
  }
});

// ---- floats ------------------------------------------------------------------------------------

/** Exact rounding of a double to `precision` significant bits, exponent range [minExponent, maxExponent], ties to even. */
function roundToFormat(value: number, precision: number, minExponent: number, maxExponent: number): number {
  if (!Number.isFinite(value) || value === 0) return value;
  const magnitude = Math.abs(value);
  let exponent = Math.floor(Math.log2(magnitude));
  while (2 ** exponent > magnitude) exponent -= 1; // log2 may be off by one near powers of two
  while (2 ** (exponent + 1) <= magnitude) exponent += 1;
  const quantum = Math.max(exponent, minExponent) - (precision - 1);
  const scaled = magnitude / 2 ** quantum; // exact: a power-of-two scaling of a double
  let steps = Math.floor(scaled);
  const fraction = scaled - steps;
  if (fraction > 0.5 || (fraction === 0.5 && steps % 2 === 1)) steps += 1;
  const rounded = steps * 2 ** quantum;
  const result = rounded >= 2 ** (maxExponent + 1) ? Infinity : rounded;
  return value < 0 ? -result : result;
}

const f32Bits = new Uint32Array(1);
const f32View = new Float32Array(f32Bits.buffer);

function bf16Encode(value: number): number {
  if (Number.isNaN(value)) return 0x7fc0;
  f32View[0] = roundToFormat(value, 8, -126, 127);
  return (f32Bits[0] >>> 16) | (Object.is(value, -0) || value < 0 ? 0x8000 : 0);
}

function bf16Decode(bits: number): number {
  f32Bits[0] = bits << 16;
  return f32View[0];
}

function f16Encode(value: number): number {
  if (Number.isNaN(value)) return 0x7e00;
  const sign = value < 0 || Object.is(value, -0) ? 0x8000 : 0;
  const magnitude = Math.abs(roundToFormat(value, 11, -14, 15));
  if (magnitude === Infinity) return sign | 0x7c00;
  if (magnitude < 2 ** -14) return sign | (magnitude / 2 ** -24);
  const exponent = Math.floor(Math.log2(magnitude));
  return sign | ((exponent + 15) << 10) | (magnitude / 2 ** (exponent - 10) - 1024);
}

function f16Decode(bits: number): number {
  const sign = bits & 0x8000 ? -1 : 1;
  const exponent = (bits >> 10) & 0x1f;
  const mantissa = bits & 0x3ff;
  if (exponent === 0x1f) return mantissa ? NaN : sign * Infinity;
  if (exponent === 0) return sign * mantissa * 2 ** -24;
  return sign * (1024 + mantissa) * 2 ** (exponent - 25);
}

interface FloatDtype {
  name: string;
  size: number;
  decode(bytes: Uint8Array): number[];
  encode(values: number[]): Uint8Array;
  round(value: number): number;
}

function viaArray(size: 4 | 8): Pick<FloatDtype, 'decode' | 'encode' | 'round'> {
  const ArrayType = size === 4 ? Float32Array : Float64Array;
  return {
    decode: (bytes) => [...new ArrayType(bytes.slice().buffer)],
    encode: (values) => new Uint8Array(new ArrayType(values).buffer),
    round: size === 4 ? Math.fround : (value) => value,
  };
}

function viaHalf(
  encode: (value: number) => number,
  decode: (bits: number) => number,
): Pick<FloatDtype, 'decode' | 'encode' | 'round'> {
  return {
    decode: (bytes) => [...new Uint16Array(bytes.slice().buffer)].map(decode),
    encode: (values) => new Uint8Array(new Uint16Array(values.map(encode)).buffer),
    // float32 result (exact in a double for + − × ÷), then one rounding to 16 bits
    round: (value) => decode(encode(Math.fround(value))),
  };
}

const FLOATS: FloatDtype[] = [
  { name: 'float32', size: 4, ...viaArray(4) },
  { name: 'float64', size: 8, ...viaArray(8) },
  { name: 'bfloat16', size: 2, ...viaHalf(bf16Encode, bf16Decode) },
  { name: 'float16', size: 2, ...viaHalf(f16Encode, f16Decode) },
];

const FLOAT_OPS: Record<string, (first: number, second: number) => number> = {
  add: (first, second) => first + second,
  subtract: (first, second) => first - second,
  multiply: (first, second) => first * second,
  divide: (first, second) => first / second,
  maximum: (first, second) => (first > second || Number.isNaN(first) ? first : second),
  minimum: (first, second) => (first < second || Number.isNaN(first) ? first : second),
};

function sameFloat(first: number, second: number): boolean {
  return Object.is(first, second) || (Number.isNaN(first) && Number.isNaN(second));
}

function floatArbitrary(dtype: FloatDtype) {
  const base = fc.oneof(
    fc.double({ noDefaultInfinity: false }),
    fc.double({ min: -1e3, max: 1e3 }),
    fc.constantFrom(0, -0, 1, -1, NaN, Infinity, -Infinity, 65504, 2 ** -24, 3e38),
  );
  // Inputs are values of the dtype itself.
  return base.map((value) => dtype.decode(dtype.encode([value]))[0]);
}

describe('float kernels equal a JS-double reference (16-bit floats via exact rounding)', () => {
  for (const dtype of FLOATS) {
    const values = fc.array(floatArbitrary(dtype), { minLength: 1, maxLength: 90 });
    for (const [op, reference] of Object.entries(FLOAT_OPS)) {
      it(`${op} ${dtype.name}`, () => {
        fc.assert(
          fc.property(values, values, layoutArbitrary, (left, right, layout) => {
            const count = Math.min(left.length, right.length);
            const inputA = left.slice(0, count);
            const inputB = right.slice(0, count);
            const got = dtype.decode(
              runBinary(
                `${op}_${dtype.name}`,
                dtype.size,
                dtype.size,
                dtype.encode(inputA),
                dtype.encode(inputB),
                layout,
              ),
            );
            inputA.forEach((unused, index) => {
              const first = operand(inputA, index, layout === 'scalar-a') as number;
              const second = operand(inputB, index, layout === 'scalar-b') as number;
              const want = dtype.round(reference(first, second));
              if (!sameFloat(got[index], want))
                expect({ first, second, got: got[index] }).toEqual({ first, second, got: want });
            });
          }),
          { numRuns: 60 },
        );
      });
    }
    it(`comparisons ${dtype.name}`, () => {
      fc.assert(
        fc.property(
          values,
          values,
          layoutArbitrary,
          fc.constantFrom(...Object.keys(COMPARISONS)),
          (left, right, layout, op) => {
            const count = Math.min(left.length, right.length);
            const inputA = left.slice(0, count);
            const inputB = right.slice(0, count);
            const got = Array.from(
              runBinary(`${op}_${dtype.name}`, dtype.size, 1, dtype.encode(inputA), dtype.encode(inputB), layout),
            );
            const want = inputA.map((unused, index) =>
              Number(
                COMPARISONS[op](
                  operand(inputA, index, layout === 'scalar-a') as number,
                  operand(inputB, index, layout === 'scalar-b') as number,
                ),
              ),
            );
            expect(got).toEqual(want);
          },
        ),
        { numRuns: 60 },
      );
    });
  }
});

// ---- 16-bit conversions, exhaustively and at random ------------------------------------------------

describe('16-bit float conversions', () => {
  const everyPattern = new Uint8Array(new Uint16Array(65536).map((unused, index) => index).buffer);

  for (const [name, decode] of [
    ['float16', f16Decode],
    ['bfloat16', bf16Decode],
  ] as const) {
    for (const stride of [1, 3]) {
      it(`${name} -> float32 is exact for all 65536 patterns (stride ${stride})`, () => {
        const widened = new Float32Array(runUnary(`cast_${name}_float32`, 2, 4, everyPattern, stride).buffer);
        for (let bits = 0; bits < 65536; bits++) {
          const want = Math.fround(decode(bits));
          if (!sameFloat(widened[bits], want)) expect({ bits, got: widened[bits] }).toEqual({ bits, got: want });
        }
      });
    }
  }

  for (const [name, encode] of [
    ['float16', f16Encode],
    ['bfloat16', bf16Encode],
  ] as const) {
    it(`float32 -> ${name} rounds once to nearest even (random bit patterns, SIMD and scalar)`, () => {
      fc.assert(
        fc.property(
          fc.array(fc.integer({ min: 0, max: 0xffffffff }), { minLength: 1, maxLength: 200 }),
          fc.constantFrom(1, 2),
          (patterns, stride) => {
            const input = new Uint8Array(new Uint32Array(patterns).buffer);
            const got = new Uint16Array(runUnary(`cast_float32_${name}`, 4, 2, input, stride).buffer);
            const floats = new Float32Array(input.buffer);
            floats.forEach((value, index) => {
              const want = encode(value);
              const isNaN = Number.isNaN(value);
              if (
                isNaN
                  ? !Number.isNaN(name === 'float16' ? f16Decode(got[index]) : bf16Decode(got[index]))
                  : got[index] !== want
              ) {
                expect({ value, got: got[index].toString(16) }).toEqual({ value, got: want.toString(16) });
              }
            });
          },
        ),
        { numRuns: 200 },
      );
    });

    it(`float64 -> ${name} rounds once, not via float32`, () => {
      fc.assert(
        fc.property(
          fc.array(fc.oneof(fc.double(), fc.double({ min: -7e4, max: 7e4 })), { minLength: 1, maxLength: 100 }),
          (values) => {
            const input = new Uint8Array(new Float64Array(values).buffer);
            const got = new Uint16Array(runUnary(`cast_float64_${name}`, 8, 2, input, 1).buffer);
            values.forEach((value, index) => {
              if (Number.isNaN(value)) return;
              expect(got[index].toString(16)).toBe(encode(value).toString(16));
            });
          },
        ),
        { numRuns: 200 },
      );
    });
  }

  it('int64 -> float32 / bfloat16 round the exact integer once', () => {
    const dtype = INTEGERS.find(({ name }) => name === 'int64')!;
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: -(1n << 63n), max: (1n << 63n) - 1n }), { minLength: 1, maxLength: 60 }),
        (values) => {
          const input = encodeIntegers(values, dtype);
          const asF32 = new Float32Array(runUnary('cast_int64_float32', 8, 4, input, 1).buffer);
          const asBf16 = new Uint16Array(runUnary('cast_int64_bfloat16', 8, 2, input, 1).buffer);
          values.forEach((value, index) => {
            // A double holds 53 bits; round the exact bigint in two halves so nothing rounds early.
            const exact = exactBigIntRound(value, 24);
            expect(asF32[index]).toBe(exact);
            expect(asBf16[index].toString(16)).toBe(bf16Encode(exactBigIntRound(value, 8)).toString(16));
          });
        },
      ),
      { numRuns: 100 },
    );
  });
});

/** A bigint rounded to `precision` significant bits, ties to even (no overflow in these ranges). */
function exactBigIntRound(value: bigint, precision: number): number {
  const negative = value < 0n;
  let magnitude = negative ? -value : value;
  const length = magnitude.toString(2).length;
  if (length > precision) {
    const drop = BigInt(length - precision);
    const kept = magnitude >> drop;
    const rest = magnitude - (kept << drop);
    const half = 1n << (drop - 1n);
    const up = rest > half || (rest === half && (kept & 1n) === 1n);
    magnitude = (kept + (up ? 1n : 0n)) << drop;
  }
  const result = Number(magnitude); // exact: at most `precision` significant bits
  return negative ? -result : result;
}
