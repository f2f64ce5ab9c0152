// Issue #39, section 1: no silent wrong value in the newer features. Two classes live here.
// Bool storage: the kernels take a bool byte as 0 or 1 (sum adds it, equal compares it, bitwise
// ops combine it), so every way bytes enter a bool array makes them 0/1 there (nonzero → 1).
// Products: each operand is rounded to the operands' promotion before it is widened to the
// accumulation dtype, as JAX's promote_dtypes does before dot_general.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as library from '../src/x64.js';
import { NDArray, array, dtypes, frombuffer, withPolicy, type DType } from '../src/x64.js';
import { runs, sweep } from './support/tier.js';

type Fn = (...args: any[]) => any;
type Any = NDArray;
const call = library as unknown as Record<string, Fn>;

/** A seeded stream of bytes (a linear congruential generator: the same cases on every run). */
function bytesFrom(seed: number, count: number): Uint8Array {
  const bytes = new Uint8Array(count);
  let state = seed >>> 0 || 1;
  for (let index = 0; index < count; index += 1) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    bytes[index] = state >>> 24;
  }
  return bytes;
}

/** A result as comparable data: dtype, shape and bytes (a list of them for several arrays). */
function summary(value: unknown): unknown {
  if (value instanceof NDArray) {
    const result = value as Any;
    return { dtype: result.dtype, shape: [...result.shape], bytes: result.toTypedArray() };
  }
  if (Array.isArray(value)) return value.map(summary);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, each]) => [key, summary(each)]));
  return value;
}

/** What `body` gives, or the error's class and message: a call that throws must throw alike. */
function outcome(body: () => unknown): unknown {
  try {
    return summary(body());
  } catch (error) {
    return { error: (error as Error).constructor.name, message: (error as Error).message };
  }
}

describe('bool storage is 0/1 wherever bytes enter', () => {
  const mask = new Uint8Array([0, 255, 255, 1, 2, 0, 128]);
  const canonical = [false, true, true, true, true, false, true];

  it("the issue's case: frombuffer of a 0/255 mask sums, compares, sorts and combines as its 0/1 values", () => {
    const x = frombuffer(mask, 'bool') as Any;
    const reference = array(canonical) as Any;
    expect(x.toTypedArray()).toEqual(new Uint8Array([0, 1, 1, 1, 1, 0, 1]));
    expect(x.toArray()).toEqual(canonical);
    expect(call.sum!(x).item()).toBe(5n);
    expect(call.equal!(x, true).toArray()).toEqual(canonical);
    expect(call.equal!(x, reference).toArray()).toEqual(canonical.map(() => true));
    expect(call.unique!(x).toArray()).toEqual([false, true]);
    expect(call.unique!(x, { returnCounts: true }).counts.toArray()).toEqual([2n, 5n]);
    expect(call.argsort!(x).toArray()).toEqual([0n, 5n, 1n, 2n, 3n, 4n, 6n]);
    expect(call.bitwiseXor!(x, true).toArray()).toEqual(canonical.map((value) => !value));
    expect(call.bitwiseNot!(x).toArray()).toEqual(canonical.map((value) => !value));
    expect(call.any!(call.logicalXor!(x, reference)).item()).toBe(false);
  });

  it('frombuffer reads an ArrayBuffer, a DataView and a typed array of any element size alike', () => {
    const words = new Uint16Array([0x00ff, 0x0100, 0]);
    const expected = [true, false, false, true, false, false];
    for (const source of [words, words.buffer, new DataView(words.buffer)])
      expect((frombuffer(source, 'bool') as Any).toTypedArray()).toEqual(new Uint8Array(expected.map(Number)));
    // A byte offset into a larger buffer, and a count.
    const inner = new Uint8Array(mask.buffer, 1, 4);
    expect((frombuffer(inner, 'bool', 3) as Any).toTypedArray()).toEqual(new Uint8Array([1, 1, 1]));
  });

  it('frombuffer of every byte value 0…255: each is true but 0, at every length through the SIMD loop and its tail', () => {
    const all = Uint8Array.from({ length: 256 }, (_, index) => index);
    for (const length of [1, 15, 16, 17, 31, 33, 64, 255, 256]) {
      const x = frombuffer(all.subarray(256 - length), 'bool') as Any;
      const expected = Uint8Array.from(all.subarray(256 - length), (byte) => (byte === 0 ? 0 : 1));
      expect(x.toTypedArray()).toEqual(expected);
      expect(call.sum!(x).item()).toBe(BigInt(expected.reduce((sum, bit) => sum + bit, 0)));
      x.dispose();
    }
  });

  it('array() of a typed array or JSON holding bytes other than 0/1 as bool is a RangeError naming the index, never a wrong value', () => {
    expect(() => array(new Uint8Array([0, 255]), 'bool')).toThrow(
      new RangeError(
        'array(): the value at index [1] is 255, out of range for bool (0 to 1); use astype() to cast on purpose.',
      ),
    );
    expect(() => array({ dtype: 'uint8', shape: [2], data: [0, 3] } as never, 'bool')).toThrow(
      "array(): the JSON data's value at index [1] is 3, out of range for bool (0 to 1)",
    );
    expect(() => array({ dtype: 'bool', shape: [1], data: [2] } as never)).toThrow(
      "array(): the JSON data's value at index [0] is 2; an element of bool in JSON is true or false.",
    );
    // A typed array of 0s and 1s is read as bool; the library keeps working after the errors.
    expect((array(new Uint8Array([1, 0, 1]), 'bool') as Any).toTypedArray()).toEqual(new Uint8Array([1, 0, 1]));
  });

  it('casts to bool from every dtype give 0/1 bytes (x != 0: NaN true, -0 false), through SIMD loops, views and jit', () => {
    for (const dtype of dtypes) {
      // Every bit pattern of the dtype, 40 elements (two SIMD blocks and a tail), and a reversed view.
      const x = elements(dtype, 40, dtypes.indexOf(dtype) + 1);
      const expected = (x.toArray() as unknown[]).map((value) => Number(isNonzero(value)));
      for (const [how, cast] of [
        ['astype', (input: Any) => input.astype('bool', { discardImaginary: true })],
        ['notEqual', (input: Any) => call.notEqual!(input, call.zerosLike!(input))],
        ['logicalNot twice', (input: Any) => call.logicalNot!(call.logicalNot!(input))],
        ['jit astype', library.jit((input: Any) => input.astype('bool', { discardImaginary: true })) as Fn],
      ] as const) {
        const forward = cast(x) as Any;
        expect({ dtype, how, bytes: forward.toTypedArray() }).toEqual({ dtype, how, bytes: Uint8Array.from(expected) });
        const reversed = cast(x.slice('::-1')) as Any;
        expect({ dtype, how, bytes: reversed.toTypedArray() }).toEqual({
          dtype,
          how,
          bytes: Uint8Array.from(expected).reverse(),
        });
      }
    }
  });

  it('with(), scatter() and out take values into a bool array as x != 0', () => {
    const values = frombuffer(new Uint8Array([0, 7, 255, 0]), 'uint8') as Any;
    const target = call.zeros!([4], 'bool') as Any;
    expect(target.with(new Int32Array([0, 1, 2, 3]), values).toTypedArray()).toEqual(new Uint8Array([0, 1, 1, 0]));
    expect(library.scatter(target, array([3, 2, 1, 0], 'int32'), values).toTypedArray()).toEqual(
      new Uint8Array([0, 1, 1, 0]),
    );
    for (const update of ['add', 'max', 'multiply', 'min'] as const)
      expect(
        library
          .scatter(call.ones!([4], 'bool'), array([1, 1, 2, 2], 'int32'), values, { update } as never)
          .toTypedArray(),
      ).toEqual(new Uint8Array(update === 'add' || update === 'max' ? [1, 1, 1, 1] : [1, 0, 0, 1]));
    const out = call.zeros!([4], 'bool') as Any;
    call.logicalOr!(values, false, { out });
    expect(out.toTypedArray()).toEqual(new Uint8Array([0, 1, 1, 0]));
    expect(() => target.with(0, 2)).toThrow('out of range for bool (0 to 1)');
  });

  it('every function that makes a bool array writes 0/1 bytes', () => {
    const t = array([true, false, true]) as Any;
    const floats = array([0, -0, Number.NaN, 2, -Infinity, 1e-40], 'float32') as Any;
    const makers: Record<string, () => unknown> = {
      'random.bernoulli': () => library.random.bernoulli(library.random.key(7), 0.5, [1000]),
      'random.permutation': () => library.random.permutation(library.random.key(7), t),
      linspace: () => call.linspace!(0, 5, 4, { dtype: 'bool' }),
      eye: () => call.eye!(3, { dtype: 'bool' }),
      tri: () => call.tri!(3, 3, { dtype: 'bool' }),
      'full, fullLike, ones': () => [call.full!([2], true, 'bool'), call.fullLike!(t, true), call.ones!([3], 'bool')],
      arange: () => call.arange!(0, 2, 1, 'bool'),
      'isclose, isnan, isinf, isfinite': () => [
        library.isclose(floats, floats, { equalNan: true } as never),
        call.isnan!(floats),
        call.isinf!(floats),
        call.isfinite!(floats),
      ],
      'any, all along an axis': () => [call.any!(floats.reshape([2, 3]), { axis: 0 }), call.all!(floats, { axis: 0 })],
      'take with mode fill': () => library.take(t, [0, 9], { mode: 'fill' } as never),
      'pad, repeat, tile, roll, flip, concatenate': () => [
        call.pad!(t, 1, { constantValues: true }),
        call.repeat!(t, 2),
        call.tile!(t, 2),
        call.roll!(t, 1),
        call.flip!(t),
        call.concatenate!([t, floats.astype('bool')]),
      ],
      'sum, cumsum, cumprod, prod in bool': () => [
        call.sum!(t, { dtype: 'bool', initial: true }),
        call.cumsum!(t, { dtype: 'bool' }),
        call.cumprod!(t, { dtype: 'bool' }),
        call.prod!(t, { dtype: 'bool' }),
      ],
      'matmul of bool': () => library.matmul(t.reshape([3, 1]), t.reshape([1, 3])),
    };
    for (const [name, make] of Object.entries(makers)) {
      const made = [make()].flat() as Any[];
      for (const each of made) {
        expect({ name, dtype: each.dtype }).toEqual({ name, dtype: 'bool' });
        const bytes = each.toTypedArray() as Uint8Array;
        expect({ name, bytes: bytes.filter((byte) => byte > 1) }).toEqual({ name, bytes: new Uint8Array(0) });
      }
    }
  });

  // Every entry above, from random bytes: the array each gives behaves as the 0/1 array of its truth values.
  const entries: Record<string, (bytes: Uint8Array) => Any> = {
    'frombuffer(Uint8Array)': (bytes) => frombuffer(bytes, 'bool') as Any,
    'frombuffer(ArrayBuffer)': (bytes) => frombuffer(bytes.slice().buffer, 'bool') as Any,
    'frombuffer, reversed view': (bytes) => (frombuffer(bytes.slice().reverse(), 'bool') as Any).slice('::-1'),
    'frombuffer of a 2-d shape, transposed back': (bytes) =>
      (frombuffer(transposedBytes(bytes), 'bool') as Any)
        .reshape([2, bytes.length / 2])
        .transpose()
        .reshape([-1]),
    'uint8 astype bool': (bytes) => (frombuffer(bytes, 'uint8') as Any).astype('bool'),
    'int8 notEqual 0': (bytes) => call.notEqual!(frombuffer(bytes, 'int8'), 0),
    'JSON round trip': (bytes) => array(JSON.parse(JSON.stringify(frombuffer(bytes, 'bool')))) as Any,
    'with()': (bytes) =>
      (call.zeros!([bytes.length], 'bool') as Any).with(
        Int32Array.from(bytes, (_, index) => index),
        frombuffer(bytes, 'uint8'),
      ),
    scatter: (bytes) =>
      library.scatter(
        call.zeros!([bytes.length], 'bool'),
        Int32Array.from(bytes, (_, index) => index),
        frombuffer(bytes, 'int8'),
      ) as Any,
    'jit of frombuffer bytes': (bytes) =>
      (library.jit((input: Any) => call.logicalOr!(input, false)) as Fn)(frombuffer(bytes, 'bool')),
  };

  const checks: Record<string, (x: Any, other: Any) => unknown> = {
    bytes: (x) => x.toTypedArray(),
    toArray: (x) => x.toArray(),
    sum: (x) => call.sum!(x),
    'sum dtype bool': (x) => call.sum!(x, { dtype: 'bool' }),
    mean: (x) => call.mean!(x),
    prod: (x) => call.prod!(x),
    cumsum: (x) => call.cumsum!(x),
    'max, min, argmax, argmin': (x) => [call.max!(x), call.min!(x), call.argmax!(x), call.argmin!(x)],
    'any, all': (x) => [call.any!(x), call.all!(x)],
    comparisons: (x, other) =>
      ['equal', 'notEqual', 'less', 'lessEqual', 'greater', 'greaterEqual'].flatMap((name) => [
        call[name]!(x, other),
        call[name]!(x, true),
        call[name]!(x, array([1], 'int8')),
      ]),
    'bitwise ops': (x, other) => [
      call.bitwiseAnd!(x, other),
      call.bitwiseOr!(x, other),
      call.bitwiseXor!(x, other),
      call.bitwiseNot!(x),
      call.bitwiseAnd!(x, array([3], 'uint8')),
    ],
    'logical ops': (x, other) => [
      call.logicalAnd!(x, other),
      call.logicalOr!(x, other),
      call.logicalXor!(x, other),
      call.logicalNot!(x),
    ],
    arithmetic: (x, other) => [
      call.add!(x, other),
      call.multiply!(x, other),
      call.maximum!(x, other),
      call.add!(x, 1),
      call.multiply!(x, array([3], 'float32')),
    ],
    astype: (x) =>
      (['int8', 'int64', 'float16', 'float32', 'complex64', 'float8_e4m3fn', 'int4'] as const).map((to) =>
        x.astype(to),
      ),
    where: (x, other) => [call.where!(x, 1, 0), call.where!(x, other, true), call.where!(other, x, false)],
    'unique, sort, argsort': (x) => [
      call.unique!(x, { returnCounts: true }),
      call.sort!(x),
      call.argsort!(x),
      call.argsort!(call.reshape!(x, [2, -1]), { axis: 0 }),
      call.topK?.(x.astype('int8'), 2),
    ],
    'nonzero, argwhere, mask indexing': (x) => [
      call.nonzero!(x),
      call.argwhere!(x),
      library.at(call.arange!(x.size, 'int32'), x as never),
      (call.zeros!([x.size], 'int8') as Any).with(x as never, 5),
    ],
    'reductions with where': (x, other) => [call.sum!(other, { where: x }), call.any!(other, { where: x })],
    products: (x, other) => [
      library.dot(x, other),
      library.matmul(
        x,
        array(
          Array.from({ length: x.size }, (_, index) => index % 3),
          'int8',
        ),
      ),
    ],
    'arrayEqual, allclose': (x, other) => [library.arrayEqual(x, other), library.allclose(x, other)],
  };

  it('each check and each entry runs (none of them only compares two errors)', () => {
    const bytes = new Uint8Array([0, 255, 1, 0, 7, 0]);
    const reference = array(Array.from(bytes, (byte) => byte !== 0)) as Any;
    const other = array([true, false, true, true, false, false]) as Any;
    for (const [check, run] of Object.entries(checks)) {
      const result = outcome(() => run(reference, other)) as { message?: string };
      expect({ check, error: result.message }).toEqual({ check, error: undefined });
    }
    for (const [entry, make] of Object.entries(entries))
      expect({ entry, bytes: make(bytes).toTypedArray() }).toEqual({
        entry,
        bytes: new Uint8Array([0, 1, 1, 0, 1, 0]),
      });
  });

  it('property: an array from random bytes through each entry gives what the array of its truth values gives', () => {
    const byteList = fc
      .array(fc.oneof(fc.constantFrom(0, 1, 255, 2, 128), fc.integer({ min: 0, max: 255 })), {
        minLength: 1,
        maxLength: 24,
      })
      .map((list) => Uint8Array.from(list.length % 2 === 0 ? list : [...list, 0]));
    fc.assert(
      fc.property(byteList, fc.constantFrom(...Object.keys(entries)), byteList, (bytes, entry, otherBytes) => {
        library.scope(() => {
          const truth = Array.from(bytes, (byte) => byte !== 0);
          const reference = array(truth) as Any;
          const other = array(
            Array.from({ length: bytes.length }, (_, index) => otherBytes[index % otherBytes.length] !== 0),
          ) as Any;
          const x = entries[entry]!(bytes);
          for (const [check, run] of Object.entries(checks)) {
            const got = outcome(() => run(x, other));
            const expected = outcome(() => run(reference, other));
            if (JSON.stringify(got, replacer) !== JSON.stringify(expected, replacer))
              expect({ entry, check, bytes: [...bytes], got }).toEqual({
                entry,
                check,
                bytes: [...bytes],
                got: expected,
              });
          }
        });
      }),
      { numRuns: runs(200, 60), seed: 39 },
    );
  });
});

/** JSON.stringify's view of typed arrays and bigints, for one comparison of a whole summary. */
function replacer(_key: string, value: unknown): unknown {
  if (typeof value === 'bigint') return `${value}n`;
  if (ArrayBuffer.isView(value)) return `${value.constructor.name}[${Array.from(value as Uint8Array).join(',')}]`;
  return value;
}

/** The bytes of a [n/2, 2] array whose transpose, flattened, is `bytes`. */
function transposedBytes(bytes: Uint8Array): Uint8Array {
  const half = bytes.length / 2;
  const result = new Uint8Array(bytes.length);
  for (let index = 0; index < bytes.length; index += 1)
    result[(index % 2) * half + Math.floor(index / 2)] = bytes[index]!;
  return result;
}

/** `count` elements of `dtype` from a seed, every bit pattern possible (a float6 byte's two spare bits clear). */
function elements(dtype: DType, count: number, seed: number): Any {
  const bytes = bytesFrom(seed, byteCount(dtype, count));
  if (library.dtypeRows.find((each) => each.name === dtype)!.bits === 6)
    bytes.forEach((byte, index) => (bytes[index] = byte & 0x3f));
  return frombuffer(bytes, dtype, count) as Any;
}

/** The bytes `count` elements of `dtype` take. */
function byteCount(dtype: DType, count: number): number {
  const row = library.dtypeRows.find((each) => each.name === dtype)!;
  return row.bits < 8 && row.bits !== 6 ? Math.ceil((count * row.bits) / 8) : count * Math.ceil(row.bits / 8);
}

/** NumPy's truth of a value as toArray() gives it. */
function isNonzero(value: unknown): boolean {
  if (typeof value === 'object' && value !== null) {
    const { re, im } = value as { re: number; im: number };
    return re !== 0 || im !== 0;
  }
  return typeof value === 'bigint' ? value !== 0n : value !== 0;
}

describe('a 6-bit float from bytes: the spare bits are an error, never a guess', () => {
  it('frombuffer of a float6 byte with either of its top two bits set is a RangeError naming the byte; codes 0…63 read as before', () => {
    for (const dtype of ['float6_e2m3fn', 'float6_e3m2fn'] as const) {
      for (const byte of [0x40, 0x80, 0xc1, 0xff])
        expect(() => frombuffer(new Uint8Array([0x01, byte]), dtype)).toThrow(
          new RangeError(
            `frombuffer: byte 1 is 0x${byte.toString(16)}, which is not a ${dtype} element: each byte holds one 6-bit code, and its top 2 bits must be 0.`,
          ),
        );
      const codes = Uint8Array.from({ length: 64 }, (_, code) => code);
      expect((frombuffer(codes, dtype) as Any).toTypedArray()).toEqual(codes);
    }
  });
});

describe('products round each operand to the promoted dtype first', () => {
  it("the issue's cases: int32 257s with bfloat16 ones is 768 (as multiply then sum); uint64's maximum times a float16 zero is NaN", () => {
    const a = call.full!([1, 3], 257, 'int32') as Any;
    const b = call.ones!([3, 1], 'bfloat16') as Any;
    expect(library.matmul(a, b).toArray()).toEqual([[768]]);
    expect(call.sum!(call.multiply!(a, call.reshape!(b, [1, 3]))).item()).toBe(768);
    const big = array([18446744073709551615n], 'uint64') as Any;
    const zero = call.zeros!([1], 'float16') as Any;
    const products: Record<string, () => Any> = {
      matmul: () => library.matmul(big, zero),
      dot: () => library.dot(big, zero),
      vdot: () => library.vdot(big, zero),
      inner: () => library.inner(big, zero),
      outer: () => library.outer(big, zero),
      tensordot: () => library.tensordot(big, zero, 1),
      einsum: () => library.einsum('i,i->', big, zero),
      'einsum of three': () => library.einsum('i,i,i->', big, zero, call.ones!([1], 'float16')),
      'dot with a 0-d operand': () => library.dot(big.reshape([]), zero),
      'matmul with preferredElementType float16': () =>
        library.matmul(big, zero, { preferredElementType: 'float16' } as never),
    };
    for (const [name, run] of Object.entries(products)) {
      const result = run();
      expect({ name, dtype: result.dtype, value: result.reshape([-1]).toArray() }).toEqual({
        name,
        dtype: 'float16',
        value: [Number.NaN],
      });
    }
  });

  it('64-bit integers in float32 round once, as NumPy casts them (2^63 + 2^39 + 1 → 2^63 + 2^40; the tie 2^63 + 2^39 → 2^63)', () => {
    // Oracle: np.array([...], np.uint64).astype(np.float32) in NumPy 2.4.
    const big = array([2n ** 63n + 2n ** 39n + 1n, 2n ** 63n + 2n ** 39n], 'uint64') as Any;
    const one = array([1, 1], 'float32') as Any;
    expect(
      library
        .outer(big, array([1], 'float32'))
        .reshape([-1])
        .toArray(),
    ).toEqual([9223373136366403584, 9223372036854775808]);
    expect(library.dot(big, array([1, 0], 'float32')).item()).toBe(9223373136366403584);
    const signed = array([-(2n ** 62n + 2n ** 38n + 1n)], 'int64') as Any;
    expect(library.vdot(signed, array([1], 'float32')).item()).toBe(-4611686568183201792);
    expect(library.matmul(big, one).dtype).toBe('float32');
  });

  it('a narrow float, bool and a weak operand are rounded too', () => {
    // int8 100 in float8_e4m3fn is 96 (a tie, to even): 96 + 4 = 100 → 96, where 100 + 4 would give 104.
    const eight = library.dot(array([100, 4], 'int8'), array([1, 1], 'float8_e4m3fn') as Any);
    expect([eight.dtype, eight.item()]).toEqual(['float8_e4m3fn', 96]);
    // A weak float64 array meets float16 (JAX's lattice_result_type): each 1 + 2^-11, a tie, is float16's 1
    // first, so three of them make 3; unrounded, 3 + 3·2^-11 would round to 3 + 2^-9.
    const tie = library.add(1 + 2 ** -11, 0);
    const weak = library.stack([tie, tie, tie]) as Any;
    expect(weak.weakType).toBe(true);
    const half = library.dot(array([1, 1, 1], 'float16'), weak);
    expect([half.dtype, half.item()]).toEqual(['float16', 3]);
    // bool with float8_e8m0fnu, which has no zero: false is its NaN (as astype gives it), and NaN · 2 is NaN.
    const scale = library.dot(array([false, true]), array([2, 2], 'float8_e8m0fnu') as Any) as Any;
    expect([scale.dtype, scale.item()]).toEqual([
      'float8_e8m0fnu',
      (array([0], 'float32') as Any).astype('float8_e8m0fnu').item(),
    ]);
  });

  it("preferredElementType: operands of different dtypes are converted to it, as JAX's dot_general converts them to its output dtype", () => {
    // int32 257 with bfloat16 ones accumulating in float32: 257 stays 257 (JAX: 771).
    const a = call.full!([1, 3], 257, 'int32') as Any;
    const b = call.ones!([3, 1], 'bfloat16') as Any;
    expect((library.matmul(a, b, { preferredElementType: 'float32' } as never) as Any).toArray()).toEqual([[771]]);
    // uint32 meets int32 under x64 off: the result is int32 (2^32 - 1 wraps to -1), but with float32
    // preferred each operand is converted to float32.
    const x32 = withPolicy({ x64: false } as never) as unknown as Record<string, Fn>;
    const left = array([4294967295], 'uint32');
    const right = array([1], 'int32');
    expect([x32.dot!(left, right).dtype, x32.dot!(left, right).item()]).toEqual(['int32', -1]);
    const preferred = x32.dot!(left, right, { preferredElementType: 'float32' });
    expect([preferred.dtype, preferred.item()]).toEqual(['float32', 4294967296]);
    // Operands of one dtype go to the kernel as they are: int8 × int8 accumulating in int32 does not wrap in int8.
    const bytes = library.dot(array([100, 100], 'int8'), array([100, 100], 'int8'), {
      preferredElementType: 'int32',
    } as never) as Any;
    expect(bytes.item()).toBe(20000);
  });

  it('linalg.norm converts integers to its float dtype first: the same bits as the norm of x.astype(float32)', () => {
    // JAX converts int32 to float32 before it sums: 16777217 counts as 16777216.
    const ones = array([16777217, 16777217, 16777217, 1], 'int32') as Any;
    expect(library.linalg.norm(ones, 1).item()).toBe(50331648);
    expect(library.linalg.norm(array([16777217, 3, 5], 'int32')).item()).toBe(16777216);
    const integers = dtypes.filter((dtype) => {
      const { kind, bits } = library.dtypeRows.find((row) => row.name === dtype)!;
      return (kind === 'int' || kind === 'uint' || kind === 'bool') && bits <= 32;
    });
    const ords = [undefined, 1, 2, 3, 0, Infinity, -Infinity];
    integers.forEach((dtype, index) =>
      library.scope(() => {
        const x = elements(dtype, 12, index + 1);
        const wide = x.astype('float32');
        for (const ord of ords)
          expect({ dtype, ord, norm: library.linalg.norm(x, ord as number).toTypedArray() }).toEqual({
            dtype,
            ord,
            norm: library.linalg.norm(wide, ord as number).toTypedArray(),
          });
        for (const ord of ['fro', 1, -1, Infinity, -Infinity])
          expect({ dtype, ord, norm: library.linalg.norm(x.reshape([3, 4]), ord as number).toTypedArray() }).toEqual({
            dtype,
            ord,
            norm: library.linalg.norm(wide.reshape([3, 4]), ord as number).toTypedArray(),
          });
      }),
    );
  });

  /** A product on operands of six elements (and a third of three, einsum of three), with its options. */
  type Product = (lib: Record<string, Fn>, a: Any, b: Any, c: Any, options: object | undefined) => Any;
  const optional = (options: object | undefined) => (options === undefined ? [] : [options]);
  const productCases: Record<string, Product> = {
    matmul: (lib, a, b, _c, options) => lib.matmul!(a.reshape([2, 3]), b.reshape([3, 2]), options),
    'matmul, batched, of a transposed view': (lib, a, b, _c, options) =>
      lib.matmul!(a.reshape([2, 1, 3]), b.reshape([2, 3]).transpose(), options),
    dot: (lib, a, b, _c, options) => lib.dot!(a.reshape([3, 2]), b.reshape([2, 3]), options),
    vdot: (lib, a, b, _c, options) => lib.vdot!(a, b, options),
    inner: (lib, a, b, _c, options) => lib.inner!(a.reshape([2, 3]), b.reshape([2, 3]), options),
    outer: (lib, a, b, _c, options) => lib.outer!(a, b.slice('::2'), options),
    tensordot: (lib, a, b, _c, options) =>
      lib.tensordot!(
        a.reshape([2, 3]),
        b.reshape([3, 2]),
        [
          [0, 1],
          [1, 0],
        ],
        options,
      ),
    einsum: (lib, a, b, _c, options) =>
      lib.einsum!('ij,kj->ik', a.reshape([2, 3]), b.reshape([2, 3]), ...optional(options)),
    'einsum of three': (lib, a, b, c, options) =>
      lib.einsum!('ij,jk,k->i', a.reshape([3, 2]), b.reshape([2, 3]), c, ...optional(options)),
  };

  /**
   * Six elements of `dtype` from a seed: every bit pattern (NaN, inf and subnormals too), or values that
   * round in narrow dtypes (257, 16777217, 2^63 + 1, k/8), cast as astype casts them.
   */
  function operand(dtype: DType, count: number, seed: number): Any {
    if (seed % 2 === 0) return elements(dtype, count, seed);
    const bytes = bytesFrom(seed, count);
    const values = Array.from(bytes, (byte, index) =>
      index % 3 === 0 ? [257, 16777217, -129, 65519, 3e9, 2 ** 63 + 2 ** 40][byte % 6]! : (byte - 128) / 8,
    );
    return (array(values, 'float64') as Any).astype(dtype);
  }

  const promotable = (lib: Record<string, Fn>, left: DType, right: DType): DType | undefined => {
    try {
      return lib.binaryResultType!('multiply', left, right) as DType;
    } catch {
      return undefined;
    }
  };

  /** The product of the operands, and the same product of the operands cast to its dtype first. */
  function bothWays(
    lib: Record<string, Fn>,
    name: string,
    [a, b, c]: readonly Any[],
    preferred?: DType,
  ): [unknown, unknown] | undefined {
    const run = productCases[name]!;
    let promoted: DType;
    try {
      promoted = run(lib, a!, b!, c!, undefined).dtype as DType;
    } catch {
      return undefined;
    }
    const options = preferred === undefined ? undefined : { preferredElementType: preferred };
    // Operands of different dtypes are converted to the result dtype first; operands of one dtype are not.
    const mixed = new Set([a!.dtype, b!.dtype, c!.dtype]).size > 1;
    const cast = () => [a!, b!, c!].map((each) => (mixed ? each.astype(preferred ?? promoted) : each));
    // A refused preferredElementType (narrower than the promotion) is refused before any cast.
    const got = outcome(() => run(lib, a!, b!, c!, options));
    if (Object.hasOwn(got as object, 'error')) return [got, got];
    return [
      got,
      outcome(() => {
        const [first, second, third] = cast();
        return run(lib, first!, second!, third!, options);
      }),
    ];
  }

  it('every promotable pair of dtypes, every product: the same bits as the product of the operands cast to the promoted dtype', () => {
    const jax = library as unknown as Record<string, Fn>;
    const pairs = dtypes.flatMap((left, row) =>
      dtypes.flatMap((right, column) =>
        promotable(jax, left, right) === undefined ? [] : [{ left, right, row, column }],
      ),
    );
    // Every pair in the integration tier, a quarter of them in the unit tier.
    const chosen = sweep(
      pairs,
      pairs.filter((_, index) => index % 4 === 0),
    );
    let compared = 0;
    for (const { left, right, row, column } of chosen) {
      library.scope(() => {
        const seed = row * dtypes.length + column;
        const operands = [operand(left, 6, seed), operand(right, 6, seed + 7), operand(left, 3, seed + 11)];
        for (const name of Object.keys(productCases)) {
          const [got, expected] = bothWays(jax, name, operands)!;
          compared += 1;
          if (JSON.stringify(got, replacer) !== JSON.stringify(expected, replacer))
            expect({ left, right, name, got }).toEqual({ left, right, name, got: expected });
        }
      });
    }
    expect(compared).toBe(chosen.length * Object.keys(productCases).length);
    expect(pairs.length).toBeGreaterThan(400);
  });

  it('property: any policy, pair, product, preferredElementType and weak operand gives the bits of the operands cast first', () => {
    const policies = ['jax', { x64: false }, 'numpy', 'torch', 'array-api'] as const;
    const libraries = policies.map((policy) => withPolicy(policy as never) as unknown as Record<string, Fn>);
    // The pairs each policy promotes (a product of any other pair is the same error both ways).
    const pairsOf = libraries.map((lib) =>
      dtypes.flatMap((left) =>
        dtypes.flatMap((right) => (promotable(lib, left, right) ? [[left, right] as const] : [])),
      ),
    );
    const preferredTypes = ['int32', 'int64', 'float32', 'float64', 'complex64', 'complex128'] as const;
    let products = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: policies.length - 1 }),
        fc.nat(),
        fc.constantFrom(...Object.keys(productCases)),
        fc.oneof({ weight: 2, arbitrary: fc.constant(undefined) }, fc.constantFrom(...preferredTypes)),
        fc.constantFrom('strong', 'weak b'),
        fc.integer({ min: 0, max: 1 << 20 }),
        (policyIndex, pairIndex, name, preferred, variant, seed) => {
          const lib = libraries[policyIndex]!;
          const pairs = pairsOf[policyIndex]!;
          const [left, right] = pairs[pairIndex % pairs.length]!;
          library.scope(() => {
            const operands = [operand(left, 6, seed), operand(right, 6, seed + 1), operand(left, 3, seed + 2)];
            if (variant === 'weak b') operands[1] = weakCopy(operands[1]!);
            const both = bothWays(lib, name, operands, preferred);
            if (both === undefined) return;
            const [got, expected] = both;
            if (!Object.hasOwn(got as object, 'error')) products += 1;
            if (JSON.stringify(got, replacer) !== JSON.stringify(expected, replacer))
              expect({ policy: policies[policyIndex], left, right, name, preferred, variant, got }).toEqual({
                policy: policies[policyIndex],
                left,
                right,
                name,
                preferred,
                variant,
                got: expected,
              });
          });
        },
      ),
      { numRuns: runs(1000, 300), seed: 39 },
    );
    // Not a comparison of errors only: most promotable draws make a product.
    expect(products).toBeGreaterThan(runs(1000, 300) / 3);
  });
});

/** A weakly typed copy of an array (int64, float64 or complex128 here), as JAX's Python scalars make one. */
function weakCopy(x: Any): Any {
  const kind = library.dtypeRows.find((row) => row.name === x.dtype)!.kind;
  if (kind === 'float') {
    // A weak float zero: an integer-valued number alone would be a weak int.
    const zero = library.add(0.5, -0.5);
    return library.stack(
      ((x.astype('float64') as Any).toArray() as number[]).map((value) => library.add(zero, value)),
    ) as Any;
  }
  const wide = x.astype(kind === 'complex' ? 'complex128' : 'int64') as Any;
  return library.stack((wide.toArray() as unknown[]).map((value) => library.add(value as never, 0))) as Any;
}
