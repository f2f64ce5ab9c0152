// Issue #39 §2 (SPEC §10): array(x.toTypedArray(), x.dtype) gives back x for every dtype. The
// rule: a typed array of the class toTypedArray() gives for a dtype (its storage class) is read as
// that dtype's storage, exactly as toTypedArray() writes it (float16/bfloat16 bit patterns in a
// Uint16Array, complex (re, im) pairs interleaved, one narrow code per element in a Uint8Array);
// every other typed array, and every list, is read as values. tobytes()/frombuffer() are the
// raw-bytes door (packed 4- and 2-bit dtypes).
import { describe, expect, it } from 'vitest';
import { type DType, add, array, dtypeRows, dtypes, frombuffer, jit, memoryStats } from '../src/index.js';
import type { AnyNDArray } from '../types/ndarray.js';

/** The class toTypedArray() gives per dtype, pinned here so that a change shows in review. */
const storageClass: Record<DType, string> = {
  bool: 'Uint8Array',
  uint8: 'Uint8Array',
  uint16: 'Uint16Array',
  uint32: 'Uint32Array',
  uint64: 'BigUint64Array',
  int8: 'Int8Array',
  int16: 'Int16Array',
  int32: 'Int32Array',
  int64: 'BigInt64Array',
  bfloat16: 'Uint16Array',
  float16: 'Uint16Array',
  float32: 'Float32Array',
  float64: 'Float64Array',
  complex64: 'Float32Array',
  complex128: 'Float64Array',
  float8_e4m3fn: 'Uint8Array',
  float8_e5m2: 'Uint8Array',
  float8_e4m3fnuz: 'Uint8Array',
  float8_e5m2fnuz: 'Uint8Array',
  float8_e4m3b11fnuz: 'Uint8Array',
  float8_e3m4: 'Uint8Array',
  float8_e4m3: 'Uint8Array',
  float8_e8m0fnu: 'Uint8Array',
  float6_e2m3fn: 'Uint8Array',
  float6_e3m2fn: 'Uint8Array',
  float4_e2m1fn: 'Uint8Array',
  int2: 'Uint8Array',
  int4: 'Uint8Array',
  uint2: 'Uint8Array',
  uint4: 'Uint8Array',
};

/** Bits of one element (the narrow dtypes' code widths; complex: one part). */
const codeBits: Partial<Record<DType, number>> = {
  float6_e2m3fn: 6,
  float6_e3m2fn: 6,
  float4_e2m1fn: 4,
  int4: 4,
  uint4: 4,
  int2: 2,
  uint2: 2,
};

/** The 16-bit floats (bit patterns in a Uint16Array), read from the registry's kind and storage, not named. */
const halfFloats = dtypes.filter((dtype) =>
  dtypeRows.some((row) => row.name === dtype && row.kind === 'float' && row.storage === 'Uint16Array'),
);

const float32Patterns = [
  0x00000000, 0x80000000, 0x3f800000, 0xbf800000, 0x7f800000, 0xff800000, 0x7fc00000, 0xffc00000, 0x7fc12345,
  0xffd54321, 0x7f800001, 0xff800abc, 0x00000001, 0x80000001, 0x007fffff, 0x00800000, 0x7f7fffff, 0xff7fffff,
  0x33800000,
];
const float64Patterns = [
  0x0000000000000000n,
  0x8000000000000000n,
  0x3ff0000000000000n,
  0xbff0000000000000n,
  0x7ff0000000000000n,
  0xfff0000000000000n,
  0x7ff8000000000000n,
  0xfff8000000000001n,
  0x7ff8dead0000beefn,
  0x7ff0000000000001n,
  0x0000000000000001n,
  0x800fffffffffffffn,
  0x0010000000000000n,
  0x7fefffffffffffffn,
  0xffefffffffffffffn,
  0x3ca0000000000000n,
];

/**
 * The raw little-endian bytes of specimen elements of `dtype`, written here bit by bit (not by the
 * library): every code of the 16-bit and narrow floats, NaN with payloads, ±0, ±inf, subnormals
 * and extremes of the wide floats, the range ends of the integers. The packed dtypes are packed
 * as frombuffer() reads them; `count` is their number of elements.
 */
function specimens(dtype: DType): { bytes: Uint8Array; count: number } {
  const bits = codeBits[dtype];
  if (bits !== undefined) {
    const count = 2 ** bits;
    const perByte = bits === 6 ? 1 : 8 / bits;
    const bytes = new Uint8Array(Math.ceil(count / perByte));
    for (let code = 0; code < count; code += 1) {
      bytes[Math.floor(code / perByte)]! |= code << ((code % perByte) * (8 / perByte));
    }
    return { bytes, count };
  }
  if (dtype.startsWith('float8')) return { bytes: Uint8Array.from({ length: 256 }, (_, code) => code), count: 256 };
  if (halfFloats.includes(dtype)) {
    const all = Uint16Array.from({ length: 65536 }, (_, code) => code);
    return { bytes: new Uint8Array(all.buffer), count: 65536 };
  }
  if (dtype === 'bool') return { bytes: new Uint8Array([0, 1, 1, 0]), count: 4 };
  const view = (length: number, write: (data: DataView) => void) => {
    const data = new DataView(new ArrayBuffer(length));
    write(data);
    return new Uint8Array(data.buffer);
  };
  if (dtype === 'float32' || dtype === 'complex64') {
    // complex64: every pattern as a real part beside each of a few as the imaginary part.
    const parts =
      dtype === 'float32'
        ? float32Patterns
        : float32Patterns.flatMap((re) => [0, 0x80000000, 0x7fc00001, 0x1].flatMap((im) => [re, im]));
    const bytes = view(parts.length * 4, (data) =>
      parts.forEach((part, index) => data.setUint32(index * 4, part, true)),
    );
    return { bytes, count: dtype === 'float32' ? parts.length : parts.length / 2 };
  }
  if (dtype === 'float64' || dtype === 'complex128') {
    const parts =
      dtype === 'float64'
        ? float64Patterns
        : float64Patterns.flatMap((re) => [0n, 0x8000000000000000n, 0x7ff8000000000001n].flatMap((im) => [re, im]));
    const bytes = view(parts.length * 8, (data) =>
      parts.forEach((part, index) => data.setBigUint64(index * 8, part, true)),
    );
    return { bytes, count: dtype === 'float64' ? parts.length : parts.length / 2 };
  }
  // Integers: 0, ±1, the range ends and a few more, as two's complement of the width.
  const width = Number(dtype.replace(/\D/g, ''));
  const signed = dtype.startsWith('int');
  const min = signed ? -(1n << BigInt(width - 1)) : 0n;
  const max = signed ? (1n << BigInt(width - 1)) - 1n : (1n << BigInt(width)) - 1n;
  const values = [0n, 1n, max, min, max - 1n, min + 1n, 42n, ...(signed ? [-1n, -42n] : [])];
  const bytesPer = width / 8;
  const bytes = view(values.length * bytesPer, (data) =>
    values.forEach((value, index) => {
      const bitsOf = BigInt.asUintN(width, value);
      for (let byte = 0; byte < bytesPer; byte += 1) {
        data.setUint8(index * bytesPer + byte, Number((bitsOf >> BigInt(8 * byte)) & 0xffn));
      }
    }),
  );
  return { bytes, count: values.length };
}

const className = (value: unknown) => Object.prototype.toString.call(value).slice(8, -1);
const bytesOf = (typed: ArrayBufferView) => new Uint8Array(typed.buffer, typed.byteOffset, typed.byteLength);

/** Whether two arrays are the same: dtype, shape, weak flag and every bit of every element. */
function expectSame(got: AnyNDArray, expected: AnyNDArray, where: string): void {
  expect(got.dtype, where).toBe(expected.dtype);
  expect(got.shape, where).toEqual(expected.shape);
  expect(got.weakType, where).toBe(expected.weakType);
  expect(got.tobytes(), where).toEqual(expected.copy().tobytes());
}

describe('array(x.toTypedArray(), x.dtype) is x, for every dtype', () => {
  it(`covers the ${dtypes.length} dtypes`, () => {
    expect(Object.keys(storageClass).sort()).toEqual([...dtypes].sort());
    expect(halfFloats).toEqual(expect.arrayContaining(['float16', 'bfloat16']));
  });

  for (const dtype of dtypes) {
    it(`${dtype}: every specimen bit pattern and code comes back, as storage of class ${storageClass[dtype]}`, () => {
      const { bytes, count } = specimens(dtype);
      using x = frombuffer(bytes, dtype, count);
      const typed = x.toTypedArray();
      expect(className(typed)).toBe(storageClass[dtype]);
      expect(typed.length).toBe(dtype.startsWith('complex') ? 2 * count : count);
      if (codeBits[dtype] === undefined || codeBits[dtype] === 6) {
        // Unpacked dtypes: toTypedArray() is the bytes as they lie in memory.
        expect(bytesOf(typed)).toEqual(bytes);
      } else {
        // Packed dtypes: one code per element, every code in order.
        expect(Array.from(typed as Uint8Array)).toEqual(Array.from({ length: count }, (_, code) => code));
      }
      using back = array(typed, dtype);
      expectSame(back, x, dtype);
      expect(back.tobytes()).toEqual(bytes);
      if (count <= 4096) expect(back.toArray()).toStrictEqual(x.toArray());
      // toTypedArray() is a copy: writing it changes neither array.
      if (typed.length > 0) bytesOf(typed)[0]! ^= 1;
      expect(x.tobytes()).toEqual(bytes);
      expect(back.tobytes()).toEqual(bytes);
    });
  }
});

describe('shapes and views: toTypedArray() gives the elements in row-major order', () => {
  /** A small array of dtype with varied elements (shape [4, 6]), made from its specimens. */
  const grid = (dtype: DType): AnyNDArray => {
    const { bytes, count } = specimens(dtype);
    using all = frombuffer(bytes, dtype, count);
    const indices = Array.from({ length: 24 }, (_, index) => (index * 7 + 3) % count);
    using picked = all.take(array(indices, 'int32'));
    return picked.reshape([4, 6]);
  };

  for (const dtype of dtypes) {
    it(`${dtype}: 0-d, empty, 2-d, transposed, strided, offset and broadcast views`, () => {
      using base = grid(dtype);
      using scalar = base.at('1, 2');
      using empty = base.slice('2:2');
      using transposed = base.T;
      using strided = base.slice('::-2', '1::3');
      using offset = base.at('1, 1:4');
      using broadcast = base.at('0:1, 3').broadcastTo([3, 5]);
      using reshaped = base.reshape([2, 12]);
      const cases: [string, AnyNDArray][] = [
        ['2-d', base],
        ['0-d', scalar],
        ['empty', empty],
        ['transposed', transposed],
        ['strided', strided],
        ['offset', offset],
        ['broadcast', broadcast],
        ['reshaped', reshaped],
      ];
      for (const [name, x] of cases) {
        const where = `${dtype} ${name} ${JSON.stringify(x.shape)}`;
        const typed = x.toTypedArray();
        expect(className(typed), where).toBe(storageClass[dtype]);
        expect(typed.length, where).toBe(x.size * (dtype.startsWith('complex') ? 2 : 1));
        using flat = array(typed, dtype);
        expect(flat.shape, where).toEqual([x.size]);
        using back = flat.reshape(x.shape);
        expectSame(back, x, where);
        // The same elements as the view's own readers give, one by one.
        using copied = x.copy();
        expect(flat.toTypedArray(), where).toEqual(copied.toTypedArray());
      }
    });
  }
});

describe('property: random arrays and views of every dtype round-trip', () => {
  /** A seeded generator (mulberry32), so that a failure names a case that can be rerun. */
  const generator = (seed: number) => () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let mixed = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };

  it('random bits, random shapes (0 to 3 axes), random slices and transposes', () => {
    const cases = 240;
    for (let seed = 1; seed <= cases; seed += 1) {
      const random = generator(seed);
      const dtype = dtypes[Math.floor(random() * dtypes.length)]!;
      const rank = Math.floor(random() * 4);
      const shape = Array.from({ length: rank }, () => Math.floor(random() * 5));
      const size = shape.reduce((product, length) => product * length, 1);
      const { count: specimenCount } = specimens(dtype);
      // Random elements: specimens picked at random (every value a dtype can hold is among them for
      // the 16-bit and narrow dtypes), so that no invalid code or bool byte is made.
      const { bytes } = specimens(dtype);
      using pool = frombuffer(bytes, dtype, specimenCount);
      const picks = Array.from({ length: size }, () => Math.floor(random() * specimenCount));
      using flat = pool.take(array(picks, 'int32'));
      using x = flat.reshape(shape);
      const views: AnyNDArray[] = [x];
      if (rank > 0 && shape[0]! > 1)
        views.push(x.slice(`${Math.floor(random() * 2)}::${1 + Math.floor(random() * 2)}`));
      if (rank > 1) views.push(x.T);
      if (rank > 0) views.push(x.slice('::-1'));
      try {
        for (const view of views) {
          const where = `seed ${seed}: ${dtype} ${JSON.stringify(view.shape)}`;
          using back = array(view.toTypedArray(), dtype);
          using shaped = back.reshape(view.shape);
          expectSame(shaped, view, where);
          using bytesBack = frombuffer(view.tobytes(), dtype, view.size);
          using bytesShaped = bytesBack.reshape(view.shape);
          expectSame(bytesShaped, view, `${where} (tobytes)`);
        }
      } finally {
        for (const view of views.slice(1)) view.dispose();
      }
    }
  });
});

describe('property: the other direction, array(t, dtype).toTypedArray() is t for any storage t', () => {
  const generator = (seed: number) => () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let mixed = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
  const constructors: Record<string, new (buffer: ArrayBuffer, offset?: number, length?: number) => ArrayBufferView> = {
    Uint8Array,
    Uint16Array,
    Uint32Array,
    BigUint64Array,
    Int8Array,
    Int16Array,
    Int32Array,
    BigInt64Array,
    Float32Array,
    Float64Array,
  };

  it('any other class is read as its values, as the same numbers in a list are (or throws what they throw)', () => {
    const cases = 300;
    const outcome = (make: () => AnyNDArray) => {
      try {
        using made = make();
        return { dtype: made.dtype, bytes: made.tobytes() };
      } catch (error) {
        return { error: (error as Error).message };
      }
    };
    for (let seed = 1; seed <= cases; seed += 1) {
      const random = generator(seed);
      const dtype = dtypes[Math.floor(random() * dtypes.length)]!;
      const names = [...Object.keys(constructors), 'Uint8ClampedArray'].filter((name) => name !== storageClass[dtype]);
      const name = names[Math.floor(random() * names.length)]!;
      const length = Math.floor(random() * 6);
      const big = name.startsWith('Big');
      const float = name.startsWith('Float');
      const numbers = Array.from({ length }, () => {
        const value = float ? random() * 40 - 20 : Math.floor(random() * 40) - (name.startsWith('Uint') ? 0 : 20);
        return big ? BigInt(Math.trunc(value)) : value;
      });
      const Class = (name === 'Uint8ClampedArray' ? Uint8ClampedArray : constructors[name]) as unknown as {
        from(values: unknown[]): ArrayLike<unknown>;
      };
      const typed = Class.from(numbers);
      const list = Array.from(typed);
      const where = `seed ${seed}: ${name} [${list.join(', ')}] as ${dtype}`;
      expect(
        outcome(() => array(typed as never, dtype)),
        where,
      ).toEqual(outcome(() => array(list as never, dtype)));
    }
  });

  it('random bits of every storage class (a view into a larger buffer, at an offset), every dtype but bool', () => {
    const cases = 300;
    for (let seed = 1; seed <= cases; seed += 1) {
      const random = generator(seed);
      const dtype = dtypes[1 + Math.floor(random() * (dtypes.length - 1))]!;
      const Class = constructors[storageClass[dtype]]!;
      const slot = (Class as unknown as { BYTES_PER_ELEMENT: number }).BYTES_PER_ELEMENT;
      const parts = dtype.startsWith('complex') ? 2 : 1;
      const length = parts * Math.floor(random() * 40);
      const before = 1 + Math.floor(random() * 3);
      const buffer = new ArrayBuffer((before + length + 2) * slot);
      const bytes = new Uint8Array(buffer);
      for (let index = 0; index < bytes.length; index += 1) bytes[index] = Math.floor(random() * 256);
      const typed = new Class(buffer, before * slot, length);
      const width = codeBits[dtype];
      const own = bytesOf(typed);
      // Narrow codes within their width (a wider one is an error, tested below).
      if (width !== undefined) own.forEach((code, index) => (own[index] = code & ((1 << width) - 1)));
      const kept = own.slice();
      using x = array(typed as never, dtype);
      const where = `seed ${seed}: ${dtype}, ${length} slots at ${before}`;
      expect(x.shape, where).toEqual([length / parts]);
      expect(bytesOf(x.toTypedArray()), where).toEqual(kept);
      expect(own, `${where}: the input is unchanged`).toEqual(kept);
    }
  });
});

describe('the rule, case by case: storage for the storage class, values for anything else', () => {
  it("float16/bfloat16: a Uint16Array is bit patterns (ONNX Runtime's float16 tensors)", () => {
    using half = array(new Uint16Array([0x3c00, 0xc000, 0x7c00, 0x0001, 0x8000, 0x7e00]), 'float16');
    expect(half.toArray()).toStrictEqual([1, -2, Infinity, 2 ** -24, -0, Number.NaN]);
    using brain = array(new Uint16Array([0x3f80, 0xc040, 0xff80, 0x0001]), 'bfloat16');
    expect(brain.toArray()).toStrictEqual([1, -3, -Infinity, 2 ** -133]);
  });

  it('float16/bfloat16: other typed arrays and lists are values; astype converts a Uint16Array of values', () => {
    using fromFloat = array(new Float32Array([1, 0.1, 65520]), 'float16');
    expect(fromFloat.toArray()).toStrictEqual([1, 0.0999755859375, Infinity]);
    using fromInt = array(new Int16Array([15360, -2]), 'float16');
    expect(fromInt.toArray()).toStrictEqual([15360, -2]);
    using values = array(new Uint16Array([15360, 3])).astype('float16');
    expect(values.toArray()).toStrictEqual([15360, 3]);
    using list = array([15360, 3], 'bfloat16');
    expect(list.toArray()).toStrictEqual([15360, 3]);
  });

  it.runIf(typeof (globalThis as { Float16Array?: unknown }).Float16Array === 'function')(
    'a Float16Array is values: float16 without a dtype, rounded into any other',
    () => {
      const Float16 = (globalThis as unknown as { Float16Array: new (values: number[]) => Float32Array }).Float16Array;
      using own = array(new Float16([1, -0, 65504, Number.NaN]) as never);
      expect(own.dtype).toBe('float16');
      expect(own.toArray()).toStrictEqual([1, -0, 65504, Number.NaN]);
      using wide = array(new Float16([0.5, 3]) as never, 'complex64');
      expect(wide.toArray()).toStrictEqual([
        { re: 0.5, im: 0 },
        { re: 3, im: 0 },
      ]);
    },
  );

  it('a Float16Array is values: the path, with a stand-in where the platform has none (Node 20)', () => {
    // A Float32Array whose tag says Float16Array: what array() tells classes by (a real one's
    // values are float16 values, so the stand-in holds only such values).
    const standIn = new Float32Array([1, -0, 65504, Number.NaN, 2 ** -24]);
    Object.defineProperty(standIn, Symbol.toStringTag, { value: 'Float16Array' });
    using own = array(standIn as never);
    expect(own.dtype).toBe('float16');
    expect(own.toArray()).toStrictEqual([1, -0, 65504, Number.NaN, 2 ** -24]);
    expect(Array.from(own.toTypedArray())).toEqual([0x3c00, 0x8000, 0x7bff, 0x7e00, 0x0001]);
    using wide = array(standIn as never, 'bfloat16');
    expect(wide.toArray()).toStrictEqual([1, -0, 65536, Number.NaN, 2 ** -24]);
  });

  it('complex: the storage class is interleaved (re, im); the other float class is real values', () => {
    using pairs = array(new Float32Array([1, 2, -0, Number.NaN]), 'complex64');
    expect(pairs.shape).toEqual([2]);
    expect(pairs.toArray()).toStrictEqual([
      { re: 1, im: 2 },
      { re: -0, im: Number.NaN },
    ]);
    using wide = array(new Float64Array([1, 2]), 'complex128');
    expect(wide.toArray()).toStrictEqual([{ re: 1, im: 2 }]);
    using reals = array(new Float64Array([1, 2]), 'complex64');
    expect(reals.toArray()).toStrictEqual([
      { re: 1, im: 0 },
      { re: 2, im: 0 },
    ]);
    using converted = array(new Float32Array([1, 2])).astype('complex64');
    expect(converted.toArray()).toStrictEqual([
      { re: 1, im: 0 },
      { re: 2, im: 0 },
    ]);
  });

  it('narrow: a Uint8Array is one code per element; other classes are values', () => {
    using e4m3 = array(new Uint8Array([0x38, 0xb8, 0x7f, 0x7e, 0x01]), 'float8_e4m3fn');
    expect(e4m3.toArray()).toStrictEqual([1, -1, Number.NaN, 448, 2 ** -9]);
    using int4 = array(new Uint8Array([1, 15, 8, 7]), 'int4');
    expect(int4.toArray()).toStrictEqual([1, -1, -8, 7]);
    using uint2 = array(new Uint8Array([0, 1, 2, 3, 3]), 'uint2');
    expect(uint2.toArray()).toStrictEqual([0, 1, 2, 3, 3]);
    expect(uint2.tobytes()).toEqual(new Uint8Array([0b11100100, 0b00000011]));
    using fromValues = array(new Int8Array([-8, 7, -1]), 'int4');
    expect(fromValues.toArray()).toStrictEqual([-8, 7, -1]);
    using floats = array(new Float32Array([1, 500]), 'float8_e4m3fn');
    expect(floats.toArray()).toStrictEqual([1, Number.NaN]);
    using e8m0 = array(new Uint8Array([127, 0, 255]), 'float8_e8m0fnu');
    expect(e8m0.toArray()).toStrictEqual([1, 2 ** -127, Number.NaN]);
  });

  it('the plain dtypes read their own class bit for bit (NaN payloads kept), other classes as values', () => {
    const payloads = new Uint32Array([0x7f800001, 0xffc12345]);
    using x = array(new Float32Array(payloads.buffer), 'float32');
    expect(new Uint32Array(x.toTypedArray().buffer)).toEqual(payloads);
    using noDType = array(new Float32Array(payloads.buffer));
    expect(noDType.dtype).toBe('float32');
    expect(new Uint32Array(noDType.toTypedArray().buffer)).toEqual(payloads);
    using clamped = array(new Uint8ClampedArray([0, 255]), 'uint8');
    expect(clamped.toArray()).toEqual([0, 255]);
    expect(() => array(new Int16Array([300]), 'int8')).toThrow(RangeError);
  });

  it('bool: a Uint8Array of 0 and 1 comes back as it went', () => {
    using flags = array(new Uint8Array([1, 0, 1]), 'bool');
    expect(flags.toArray()).toEqual([true, false, true]);
    expect(flags.toTypedArray()).toEqual(new Uint8Array([1, 0, 1]));
  });

  it('tobytes() and frombuffer() are the packed-bytes door, both ways', () => {
    using int4 = array([1, 2, -1, -8, 3], 'int4');
    const packed = int4.tobytes();
    expect(packed).toEqual(new Uint8Array([0x21, 0x8f, 0x03]));
    expect(Array.from(int4.toTypedArray())).toEqual([1, 2, 15, 8, 3]);
    using back = frombuffer(packed, 'int4', 5);
    expect(back.toArray()).toEqual([1, 2, -1, -8, 3]);
    using half = array([1, -2], 'float16');
    expect(half.tobytes()).toEqual(new Uint8Array([0x00, 0x3c, 0x00, 0xc0]));
    using tail = int4.slice('1:4');
    expect(tail.tobytes()).toEqual(new Uint8Array([0xf2, 0x08]));
  });
});

describe('jit', () => {
  it('reading a traced array with toTypedArray() or tobytes() is an error naming the reader; typed arrays in work', () => {
    using x = array([1, 2], 'int4');
    expect(() => jit((a: AnyNDArray) => add(a, 1).tobytes())(x)).toThrow(/tobytes\(\)/);
    expect(() => jit((a: AnyNDArray) => add(a, 1).toTypedArray())(x)).toThrow(/toTypedArray\(\)/);
    const codes = new Uint8Array([15, 1]);
    const addCodes = jit((a: AnyNDArray) => add(a, array(codes, 'int4')));
    using sum = addCodes(x) as AnyNDArray;
    expect(sum.toArray()).toEqual([0, 3]);
  });
});

describe('bad storage is an error naming array, the dtype and the value; nothing leaks', () => {
  it('an odd-length interleaved complex array', () => {
    const before = memoryStats().liveArrays;
    expect(() => array(new Float32Array([1, 2, 3]), 'complex64')).toThrow(
      new RangeError(
        "array(): a Float32Array given with dtype complex64 is read as its storage, interleaved (re, im) pairs as toTypedArray() gives them, but its length 3 is odd. To make complex values from reals, pass another typed array class or a list, or use array(values).astype('complex64').",
      ),
    );
    expect(() => array(new Float64Array(1), 'complex128')).toThrow('its length 1 is odd');
    expect(memoryStats().liveArrays).toBe(before);
  });

  it('a code wider than the dtype: float6, float4, int4, uint4, int2, uint2', () => {
    const before = memoryStats().liveArrays;
    expect(() => array(new Uint8Array([1, 2, 16]), 'uint4')).toThrow(
      new RangeError(
        "array(): the code at index 2 is 16, not a uint4 code (0 to 15): a Uint8Array given with dtype uint4 is read as its storage, one 4-bit code per element as toTypedArray() gives them. For values, pass a list or another typed array class (Int8Array, Float32Array …); for packed bytes, frombuffer(bytes, 'uint4', count).",
      ),
    );
    for (const [dtype, width] of Object.entries(codeBits) as [DType, number][]) {
      expect(() => array(new Uint8Array([0, 2 ** width]), dtype), dtype).toThrow(
        `array(): the code at index 1 is ${2 ** width}, not a ${dtype} code (0 to ${2 ** width - 1})`,
      );
      expect(() => array(new Uint8Array([255]), dtype), dtype).toThrow(`not a ${dtype} code`);
    }
    expect(memoryStats().liveArrays).toBe(before);
    // The library keeps working.
    using after = array(new Uint8Array([15, 0]), 'int4');
    expect(after.toArray()).toEqual([-1, 0]);
  });

  it('array() never changes the typed array it reads', () => {
    const codes = new Uint8Array([1, 2, 3]);
    using x = array(codes, 'uint4');
    expect(codes).toEqual(new Uint8Array([1, 2, 3]));
    const parts = new Float32Array([1, 2]);
    using z = array(parts, 'complex64');
    expect(parts).toEqual(new Float32Array([1, 2]));
    expect(x.size + z.size).toBe(4);
  });
});

describe('one element of a 16-bit float at a time (item(), printing) is the value toArray() gives', () => {
  it.each(halfFloats)('%s: every bit pattern', (dtype) => {
    const x = array(
      Uint16Array.from({ length: 65536 }, (_, bits) => bits),
      dtype,
    );
    try {
      const values = x.toArray() as number[];
      for (let index = 0; index < values.length; index += 1) expect(Object.is(x.item(index), values[index])).toBe(true);
    } finally {
      x.dispose();
    }
  });
});
