// Every kernel against NumPy's answers (scripts/oracle_kernels.py → test/fixtures/kernels/*.json),
// bit for bit, in contiguous, scalar-broadcast, strided and sub-range layouts; plus the allocator.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BINARY_KERNELS, KERNEL_DTYPES, KERNEL_OUTPUTS, UNARY_KERNELS } from '../src/kernels/elementwise.js';
import { allocBytes, elementView, freeBytes, heapView, itemSize, memory, STORAGE } from '../src/kernels/heap.js';
import { kernel, wasm } from '../src/kernels/instance.js';
import { dtypeRows, randomFloats } from '../src/registry/registry.js';

// ---- helpers ----------------------------------------------------------------------------------

type Dtype = (typeof KERNEL_DTYPES)[number];

const rowOf = (dtype: Dtype) => dtypeRows.find((row) => row.name === dtype)!;

/** Bytes of one element: the registry's bits (every kernel dtype is whole bytes). */
const ITEM_SIZE = Object.fromEntries(KERNEL_DTYPES.map((dtype) => [dtype, rowOf(dtype).bits / 8])) as Record<
  Dtype,
  number
>;

/** Bytes of one float part, or 0 for integer dtypes (and bool): a complex element is two parts. */
const FLOAT_PART = Object.fromEntries(
  KERNEL_DTYPES.map((dtype) => {
    const { kind, bits } = rowOf(dtype);
    return [dtype, kind === 'float' ? bits / 8 : kind === 'complex' ? bits / 16 : 0];
  }),
) as Record<Dtype, number>;

/**
 * The exponent and mantissa masks of each 16-bit float, from its format (the registry's randomFloats
 * row: m mantissa bits, 15 − m exponent bits), not from its name: a 16-bit float without a row fails here.
 */
const HALF_MASKS = new Map(
  KERNEL_DTYPES.filter((dtype) => FLOAT_PART[dtype] === 2).map((dtype) => {
    const format = randomFloats.find((row) => row.name === dtype);
    if (!format) throw new Error(`${dtype}: a 16-bit float without a randomFloats row (src/registry/registry.js)`);
    const bits = format.mantissa;
    const exponent = BigInt(((1 << (15 - bits)) - 1) << bits);
    return [dtype, { exponent, mantissa: BigInt((1 << bits) - 1) }] as const;
  }),
);

function hexToBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index++) bytes[index] = parseInt(hex.slice(2 * index, 2 * index + 2), 16);
  return bytes;
}

/** Tracks blocks so a test frees everything it allocated. */
class Arena {
  private blocks: number[] = [];

  alloc(bytes: number): number {
    const pointer = allocBytes(bytes);
    this.blocks.push(pointer);
    return pointer;
  }

  /** Copies `bytes` into a new block; element i of `itemSize` bytes lands at i·stride items. */
  put(bytes: Uint8Array, itemSize: number, stride = 1): number {
    const count = bytes.length / itemSize;
    const span = Math.max(1, (count - 1) * Math.max(stride, 1) + 1) * itemSize;
    const pointer = this.alloc(span + 16);
    const heap = new Uint8Array(memory().buffer);
    heap.fill(0xa5, pointer, pointer + span); // garbage in the gaps
    for (let index = 0; index < count; index++) {
      heap.set(bytes.subarray(index * itemSize, (index + 1) * itemSize), pointer + index * stride * itemSize);
    }
    return pointer;
  }

  free(): void {
    for (const pointer of this.blocks) freeBytes(pointer);
    this.blocks = [];
  }
}

function readBytes(pointer: number, length: number): Uint8Array {
  return new Uint8Array(memory().buffer, pointer, length).slice();
}

/** Repeats `bytes` until at least `minimum` items of `itemSize`. */
function tile(bytes: Uint8Array, itemSize: number, minimum: number): Uint8Array {
  const count = bytes.length / itemSize;
  const times = Math.ceil(minimum / count);
  const out = new Uint8Array(bytes.length * times);
  for (let index = 0; index < times; index++) out.set(bytes, index * bytes.length);
  return out;
}

/** Items start, start + step, … (count of them). */
function gather(bytes: Uint8Array, itemSize: number, start: number, step: number, count: number): Uint8Array {
  const out = new Uint8Array(count * itemSize);
  for (let index = 0; index < count; index++) {
    const from = (start + index * step) * itemSize;
    out.set(bytes.subarray(from, from + itemSize), index * itemSize);
  }
  return out;
}

type CompareMode = { compare: 'exact' } | { compare: 'ulp'; ulps: number } | { compare: 'relative'; tolerance: number };

function partValue(bytes: Uint8Array, offset: number, size: number): { bits: bigint; value: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset + offset, size);
  if (size === 2) {
    const bits = view.getUint16(0, true);
    return { bits: BigInt(bits), value: NaN };
  }
  if (size === 4) return { bits: BigInt(view.getUint32(0, true)), value: view.getFloat32(0, true) };
  return { bits: view.getBigUint64(0, true), value: view.getFloat64(0, true) };
}

function isNaNBits(bits: bigint, size: number, dtype: Dtype): boolean {
  if (size === 2) {
    const { exponent: exponentMask, mantissa: mantissaMask } = HALF_MASKS.get(dtype)!;
    return (bits & exponentMask) === exponentMask && (bits & mantissaMask) !== 0n;
  }
  if (size === 4) return (bits & 0x7f800000n) === 0x7f800000n && (bits & 0x7fffffn) !== 0n;
  return (bits & 0x7ff0000000000000n) === 0x7ff0000000000000n && (bits & 0xfffffffffffffn) !== 0n;
}

/** Position on the number line in ulps (±0 both 0): distance = difference. */
function ordinal(bits: bigint, size: number): bigint {
  const signBit = 1n << BigInt(size * 8 - 1);
  return bits & signBit ? -(bits & (signBit - 1n)) : bits;
}

/**
 * null when `got` matches `expected` for every element of `dtype` (NaN equals any NaN, −0 differs
 * from 0 in exact mode), else a message describing the first mismatch.
 */
function mismatch(dtype: Dtype, expected: Uint8Array, got: Uint8Array, mode: CompareMode): string | null {
  const itemSize = ITEM_SIZE[dtype];
  const part = FLOAT_PART[dtype];
  const count = expected.length / itemSize;
  if (got.length !== expected.length) return `length ${got.length} != ${expected.length}`;
  const hexOf = (bytes: Uint8Array, index: number) =>
    Array.from(bytes.subarray(index * itemSize, (index + 1) * itemSize))
      .reverse()
      .map((byte) => byte.toString(16).padStart(2, '0'))
      .join('');
  const describe = (index: number, why: string) =>
    `element ${index}: expected 0x${hexOf(expected, index)}, got 0x${hexOf(got, index)} (${why})`;
  for (let index = 0; index < count; index++) {
    const base = index * itemSize;
    if (part === 0) {
      for (let byte = 0; byte < itemSize; byte++) {
        if (expected[base + byte] !== got[base + byte]) return describe(index, 'bits differ');
      }
      continue;
    }
    if (mode.compare === 'relative') {
      const reason = relativeMismatch(expected, got, base, part, mode.tolerance);
      if (reason) return describe(index, reason);
      continue;
    }
    for (let offset = 0; offset < itemSize; offset += part) {
      const want = partValue(expected, base + offset, part);
      const have = partValue(got, base + offset, part);
      const wantNaN = isNaNBits(want.bits, part, dtype);
      const haveNaN = isNaNBits(have.bits, part, dtype);
      if (wantNaN || haveNaN) {
        if (wantNaN !== haveNaN) return describe(index, 'NaN mismatch');
        continue;
      }
      if (mode.compare === 'exact') {
        if (want.bits !== have.bits) return describe(index, 'bits differ');
      } else {
        const distance = ordinal(want.bits, part) - ordinal(have.bits, part);
        if ((distance < 0n ? -distance : distance) > BigInt(mode.ulps)) {
          return describe(index, `${distance} ulps apart, allowed ${mode.ulps}`);
        }
      }
    }
  }
  return null;
}

function relativeMismatch(
  expected: Uint8Array,
  got: Uint8Array,
  base: number,
  part: number,
  tolerance: number,
): string | null {
  const [wantRe, wantIm] = [partValue(expected, base, part).value, partValue(expected, base + part, part).value];
  const [haveRe, haveIm] = [partValue(got, base, part).value, partValue(got, base + part, part).value];
  if (![wantRe, wantIm].every(Number.isFinite)) {
    const same = (want: number, have: number) => Object.is(want, have) || (Number.isNaN(want) && Number.isNaN(have));
    return same(wantRe, haveRe) && same(wantIm, haveIm) ? null : 'non-finite mismatch';
  }
  const error = Math.hypot(wantRe - haveRe, wantIm - haveIm);
  const scale = Math.max(Math.hypot(wantRe, wantIm), 1e-300);
  return error <= tolerance * scale ? null : `relative error ${error / scale} > ${tolerance}`;
}

// ---- fixtures ------------------------------------------------------------------------------------

interface OpFixture {
  out: string;
  status?: number;
  compare: 'exact' | 'ulp' | 'relative';
  ulps?: number;
  tolerance?: number;
}
interface BinaryFixture {
  count: number;
  inputA: string;
  inputB: string;
  ops: Record<string, OpFixture>;
}
interface UnaryFixture {
  count: number;
  input: string;
  ops: Record<string, OpFixture>;
}
interface DtypeFixture {
  dtype: Dtype;
  edgeCount: number;
  binary: BinaryFixture;
  binaryApprox?: BinaryFixture;
  unary: UnaryFixture;
  unaryApprox?: UnaryFixture;
  unarySpecial?: UnaryFixture;
  binarySpecial?: BinaryFixture;
  casts: { count: number; input: string; to: Record<Dtype, string> };
}

const FIXTURE_DIR = fileURLToPath(new URL('./fixtures/kernels/', import.meta.url));
const fixtures: DtypeFixture[] = KERNEL_DTYPES.map(
  (dtype) => JSON.parse(readFileSync(`${FIXTURE_DIR}${dtype}.json`, 'utf8')) as DtypeFixture,
);

function outputDtype(op: string, dtype: Dtype): Dtype {
  const table = KERNEL_OUTPUTS as Record<string, Record<string, Dtype>>;
  return table[op]?.[dtype] ?? dtype;
}

function modeOf(fixture: OpFixture): CompareMode {
  if (fixture.compare === 'ulp') return { compare: 'ulp', ulps: fixture.ulps! };
  if (fixture.compare === 'relative') return { compare: 'relative', tolerance: fixture.tolerance! };
  return { compare: 'exact' };
}

/** Sub-ranges (start, length) that hit the SIMD body, the tail and unaligned pointers. */
const RANGES: [number, number][] = [
  [0, 1],
  [3, 7],
  [5, 33],
  [1, 67],
  [2, 130],
];

/** Runs one binary kernel over every layout; returns the list of failures. */
function checkBinary(
  dtype: Dtype,
  op: string,
  set: BinaryFixture,
  edgeCount: number,
  expectedFixture: OpFixture,
): string[] {
  const run = kernel(`${op}_${dtype}`);
  const inSize = ITEM_SIZE[dtype];
  const out = outputDtype(op, dtype);
  const outSize = ITEM_SIZE[out];
  const mode = modeOf(expectedFixture);
  const bytesA = hexToBytes(set.inputA);
  const bytesB = hexToBytes(set.inputB);
  const expected = hexToBytes(expectedFixture.out);
  const failures: string[] = [];
  const arena = new Arena();
  const attempt = (
    label: string,
    pointerA: number,
    strideA: number,
    pointerB: number,
    strideB: number,
    want: Uint8Array,
    expectStatus?: number,
  ) => {
    const count = want.length / outSize;
    const output = arena.alloc(count * outSize + 16);
    const status = run(pointerA, strideA, pointerB, strideB, output, count);
    const problem = mismatch(out, want, readBytes(output, count * outSize), mode);
    if (problem) failures.push(`${label}: ${problem}`);
    if (expectStatus !== undefined && status !== expectStatus)
      failures.push(`${label}: status ${status}, expected ${expectStatus}`);
  };
  try {
    const count = set.count;
    attempt('contiguous', arena.put(bytesA, inSize), 1, arena.put(bytesB, inSize), 1, expected, expectedFixture.status);
    for (const [start, length] of RANGES) {
      if (start + length > count) continue;
      const slice = (bytes: Uint8Array, size: number) => bytes.subarray(start * size, (start + length) * size);
      attempt(
        `range ${start}+${length}`,
        arena.put(slice(bytesA, inSize), inSize),
        1,
        arena.put(slice(bytesB, inSize), inSize),
        1,
        slice(expected, outSize),
      );
    }
    attempt('strided 2/3', arena.put(bytesA, inSize, 2), 2, arena.put(bytesB, inSize, 3), 3, expected);
    attempt('strided 3/1', arena.put(bytesA, inSize, 3), 3, arena.put(bytesB, inSize, 1), 1, expected);
    // Broadcasting: the first edgeCount² pairs are a-major, so a fixed a-value has every b-value
    // at consecutive positions, and a fixed b-value recurs every edgeCount positions.
    if (edgeCount > 0 && edgeCount * edgeCount <= count) {
      const edges = gather(bytesB, inSize, 0, 1, edgeCount);
      const repeated = tile(edges, inSize, 70);
      const times = repeated.length / edges.length;
      for (let index = 0; index < edgeCount; index++) {
        const scalar = arena.put(gather(bytesA, inSize, index * edgeCount, 1, 1), inSize);
        const want = tile(gather(expected, outSize, index * edgeCount, 1, edgeCount), outSize, edgeCount * times);
        attempt(`scalar a = edge ${index}`, scalar, 0, arena.put(repeated, inSize), 1, want);
        const scalarB = arena.put(gather(bytesB, inSize, index, 1, 1), inSize);
        const wantB = tile(gather(expected, outSize, index, edgeCount, edgeCount), outSize, edgeCount * times);
        attempt(`scalar b = edge ${index}`, arena.put(repeated, inSize), 1, scalarB, 0, wantB);
        if (failures.length > 4) break;
      }
      attempt(
        'both scalar',
        arena.put(gather(bytesA, inSize, 0, 1, 1), inSize),
        0,
        arena.put(gather(bytesB, inSize, 0, 1, 1), inSize),
        0,
        tile(gather(expected, outSize, 0, 1, 1), outSize, 19),
      );
    }
  } finally {
    arena.free();
  }
  return failures;
}

function checkUnary(
  dtype: Dtype,
  name: string,
  out: Dtype,
  set: { count: number; input: string },
  expectedHex: string,
  mode: CompareMode,
): string[] {
  const run = kernel(name);
  const inSize = ITEM_SIZE[dtype];
  const outSize = ITEM_SIZE[out];
  const input = hexToBytes(set.input);
  const expected = hexToBytes(expectedHex);
  const failures: string[] = [];
  const arena = new Arena();
  const attempt = (label: string, pointer: number, stride: number, want: Uint8Array) => {
    const count = want.length / outSize;
    const output = arena.alloc(count * outSize + 16);
    const status = run(pointer, stride, output, count);
    const problem = mismatch(out, want, readBytes(output, count * outSize), mode);
    if (problem) failures.push(`${label}: ${problem}`);
    if (status !== 0) failures.push(`${label}: status ${status}`);
  };
  try {
    attempt('contiguous', arena.put(input, inSize), 1, expected);
    for (const [start, length] of RANGES) {
      if (start + length > set.count) continue;
      attempt(
        `range ${start}+${length}`,
        arena.put(input.subarray(start * inSize, (start + length) * inSize), inSize),
        1,
        expected.subarray(start * outSize, (start + length) * outSize),
      );
    }
    attempt('strided 3', arena.put(input, inSize, 3), 3, expected);
    for (const index of [0, 1, set.count - 1]) {
      attempt(
        `scalar ${index}`,
        arena.put(gather(input, inSize, index, 1, 1), inSize),
        0,
        tile(gather(expected, outSize, index, 1, 1), outSize, 21),
      );
    }
  } finally {
    arena.free();
  }
  return failures;
}

const binaryCases = fixtures.flatMap((fixture) => [
  ...Object.entries(fixture.binary.ops).map(([op, expected]) => ({
    dtype: fixture.dtype,
    op,
    variant: '',
    set: fixture.binary,
    edgeCount: fixture.edgeCount,
    expected,
  })),
  ...Object.entries(fixture.binaryApprox?.ops ?? {}).map(([op, expected]) => ({
    dtype: fixture.dtype,
    op,
    variant: ' (moderate values)',
    set: fixture.binaryApprox!,
    edgeCount: 0,
    expected,
  })),
  ...Object.entries(fixture.binarySpecial?.ops ?? {}).map(([op, expected]) => ({
    dtype: fixture.dtype,
    op,
    variant: ' (special values)',
    set: fixture.binarySpecial!,
    edgeCount: 0,
    expected,
  })),
]);
const unaryCases = fixtures.flatMap((fixture) => [
  ...Object.entries(fixture.unary.ops).map(([op, expected]) => ({
    dtype: fixture.dtype,
    op,
    variant: '',
    set: fixture.unary,
    expected,
  })),
  ...Object.entries(fixture.unaryApprox?.ops ?? {}).map(([op, expected]) => ({
    dtype: fixture.dtype,
    op,
    variant: ' (moderate values)',
    set: fixture.unaryApprox!,
    expected,
  })),
  ...Object.entries(fixture.unarySpecial?.ops ?? {}).map(([op, expected]) => ({
    dtype: fixture.dtype,
    op,
    variant: ' (special values)',
    set: fixture.unarySpecial!,
    expected,
  })),
]);
const castCases = fixtures.flatMap((fixture) =>
  KERNEL_DTYPES.map((to) => ({ from: fixture.dtype, to, set: fixture.casts, expected: fixture.casts.to[to] })),
);

/** Kernels whose cases live in a dedicated oracle test instead of the kernel fixtures. */
const COVERED_ELSEWHERE: Record<string, string> = Object.fromEntries([
  ...['sinc', 'logaddexp', 'logaddexp2'].flatMap((op) =>
    ['complex64', 'complex128'].map((dtype) => [`${op}_${dtype}`, 'test/complex-sinc-logaddexp.test.ts']),
  ),
  // frexp's parts (registry partRows): checked against frexp's definition, every 16-bit pattern.
  ...['frexp_mantissa', 'frexp_exponent'].flatMap((op) =>
    ['bfloat16', 'float16', 'float32', 'float64'].map((dtype) => [`${op}_${dtype}`, 'test/two-results.test.ts']),
  ),
]);

describe('fixtures cover every kernel', () => {
  it('has a binary case for each binary kernel and a unary case for each unary kernel', () => {
    const binary = new Set(binaryCases.map(({ op, dtype }) => `${op}_${dtype}`));
    const unary = new Set(unaryCases.map(({ op, dtype }) => `${op}_${dtype}`));
    const missing = [
      ...Object.entries(BINARY_KERNELS).flatMap(([op, dtypes]) =>
        dtypes.map((dtype) => `${op}_${dtype}`).filter((name) => !binary.has(name)),
      ),
      ...Object.entries(UNARY_KERNELS).flatMap(([op, dtypes]) =>
        dtypes.map((dtype) => `${op}_${dtype}`).filter((name) => !unary.has(name)),
      ),
    ];
    // A kernel without a case here must be one that its own mpmath oracle test covers, and that test
    // must name it (complex sinc and logaddexp: NumPy has no complex logaddexp to generate cases from).
    for (const name of missing) {
      const file = COVERED_ELSEWHERE[name];
      expect(file, `${name}: no fixture case and no oracle test named for it`).toBeDefined();
      const op = name.slice(0, name.lastIndexOf('_'));
      expect(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8')).toContain(op);
    }
    expect(castCases).toHaveLength(KERNEL_DTYPES.length ** 2);
  });
});

describe('binary kernels match NumPy', () => {
  it.each(binaryCases)('$op $dtype$variant', ({ dtype, op, set, edgeCount, expected }) => {
    expect(checkBinary(dtype, op, set, edgeCount, expected)).toEqual([]);
  });
});

describe('unary kernels match NumPy', () => {
  it.each(unaryCases)('$op $dtype$variant', ({ dtype, op, set, expected }) => {
    expect(checkUnary(dtype, `${op}_${dtype}`, outputDtype(op, dtype), set, expected.out, modeOf(expected))).toEqual(
      [],
    );
  });
});

describe('casts match the SPEC §5 reference', () => {
  it.each(castCases)('$from -> $to', ({ from, to, set, expected }) => {
    expect(checkUnary(from, `cast_${from}_${to}`, to, set, expected, { compare: 'exact' })).toEqual([]);
  });
});

// ---- lookup and memory ----------------------------------------------------------------------------

describe('the comparison helpers', () => {
  it('take sizes and 16-bit masks from the registry: these dtypes as before, any other from its row', () => {
    // toMatchObject: the dtypes named here are pinned; a new one is read from its row alone.
    expect(ITEM_SIZE).toMatchObject({
      bool: 1,
      uint8: 1,
      uint16: 2,
      uint32: 4,
      uint64: 8,
      int8: 1,
      int16: 2,
      int32: 4,
      int64: 8,
      bfloat16: 2,
      float16: 2,
      float32: 4,
      float64: 8,
      complex64: 8,
      complex128: 16,
    });
    expect(FLOAT_PART).toMatchObject({
      bool: 0,
      uint8: 0,
      uint16: 0,
      uint32: 0,
      uint64: 0,
      int8: 0,
      int16: 0,
      int32: 0,
      int64: 0,
      bfloat16: 2,
      float16: 2,
      float32: 4,
      float64: 8,
      complex64: 4,
      complex128: 8,
    });
    expect(HALF_MASKS.get('float16')).toEqual({ exponent: 0x7c00n, mantissa: 0x03ffn });
    expect(HALF_MASKS.get('bfloat16')).toEqual({ exponent: 0x7f80n, mantissa: 0x007fn });
    for (const dtype of KERNEL_DTYPES) expect(Number.isInteger(ITEM_SIZE[dtype]), dtype).toBe(true);
  });
});

describe('kernel lookup', () => {
  it('finds kernels by name and throws a clear error for a missing one', () => {
    expect(typeof kernel('add_float32')).toBe('function');
    expect(() => kernel('sqrt_int32')).toThrow('no WebAssembly kernel named "sqrt_int32"');
    expect(() => kernel('alloc')).toThrow(/no WebAssembly kernel/);
  });

  it('reports a negative integer exponent through the status', () => {
    const arena = new Arena();
    try {
      const base = arena.put(new Uint8Array(new Int32Array([2, 3]).buffer), 4);
      const exponent = arena.put(new Uint8Array(new Int32Array([3, -1]).buffer), 4);
      const out = arena.alloc(8);
      expect(wasm().power_int32(base, 1, exponent, 1, out, 2)).toBe(1);
      expect(Array.from(new Int32Array(memory().buffer, out, 2))).toEqual([8, 1]);
      expect(wasm().power_int32(base, 1, exponent, 1, out, 1)).toBe(0);
    } finally {
      arena.free();
    }
  });
});

describe('memory', () => {
  it('returns cache-line (64-byte) aligned, non-overlapping blocks and reuses freed ones', () => {
    const sizes = [0, 1, 15, 16, 17, 48, 49, 64, 100, 4096, 70000, 3, 1 << 20];
    const blocks = sizes.map((size) => ({ size, pointer: allocBytes(size) }));
    for (const { pointer } of blocks) expect(pointer % 64).toBe(0);
    const sorted = [...blocks].sort((first, second) => first.pointer - second.pointer);
    for (let index = 1; index < sorted.length; index++) {
      expect(sorted[index - 1].pointer + sorted[index - 1].size).toBeLessThanOrEqual(sorted[index].pointer);
    }
    for (const { pointer } of blocks) freeBytes(pointer);
    const again = allocBytes(1 << 20);
    expect(again).toBeLessThanOrEqual(Math.max(...blocks.map(({ pointer }) => pointer)));
    freeBytes(again);
  });

  it('survives a random alloc/free workload without overlap', () => {
    const live = new Map<number, { size: number; tag: number }>();
    let seed = 12345;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let step = 0; step < 3000; step++) {
      if (live.size > 0 && random() < 0.45) {
        const keys = [...live.keys()];
        const pointer = keys[Math.floor(random() * keys.length)];
        const { size, tag } = live.get(pointer)!;
        // Every byte still holds the tag (compared in one call, not byte by byte through a callback).
        const bytes = Buffer.from(memory().buffer, pointer, size);
        expect(bytes.equals(Buffer.alloc(size, tag))).toBe(true);
        freeBytes(pointer);
        live.delete(pointer);
      } else {
        const size = Math.floor(random() ** 3 * 200000);
        const pointer = allocBytes(size);
        expect(pointer % 64).toBe(0); // split and coalesced blocks keep payloads on cache lines
        const tag = step & 0xff;
        new Uint8Array(memory().buffer, pointer, size).fill(tag);
        live.set(pointer, { size, tag });
      }
    }
    for (const pointer of live.keys()) freeBytes(pointer);
  });

  it('throws a RangeError when memory is exhausted and keeps working afterwards', () => {
    expect(wasm().alloc(0xffffffff)).toBe(0);
    expect(() => allocBytes(0xffffffff)).toThrow('out of WebAssembly memory: could not allocate 4294967295 bytes');
    expect(() => allocBytes(2 ** 40)).toThrow(RangeError);
    // A real memory.grow failure: take 1 GiB blocks until the 4 GiB address space is used up.
    const big: number[] = [];
    let failure: unknown;
    try {
      for (let attempt = 0; attempt < 8; attempt++) big.push(allocBytes(2 ** 30));
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(RangeError);
    expect((failure as Error).message).toBe('out of WebAssembly memory: could not allocate 1073741824 bytes');
    expect(big.length).toBeGreaterThan(0);
    expect(big.length).toBeLessThan(4);
    for (const pointer of big) freeBytes(pointer);
    const small = allocBytes(64);
    const arena = new Arena();
    try {
      const values = arena.put(new Uint8Array(new Float32Array([1, 2]).buffer), 4);
      wasm().add_float32(values, 1, values, 1, small, 2);
      expect(Array.from(new Float32Array(memory().buffer, small, 2))).toEqual([2, 4]);
      // The freed gigabytes are reusable.
      const again = allocBytes(2 ** 30);
      freeBytes(again);
    } finally {
      arena.free();
      freeBytes(small);
    }
  });

  it('rejects freeing a pointer it did not hand out', () => {
    const pointer = allocBytes(32);
    freeBytes(pointer);
    expect(() => freeBytes(pointer)).toThrow(/not an allocated block/);
    expect(() => freeBytes(pointer + 4)).toThrow(/not an allocated block/);
  });

  it('hands out fresh views for every dtype code', () => {
    for (let code = 0; code < KERNEL_DTYPES.length; code++) {
      const view = heapView(code);
      expect(view.buffer).toBe(memory().buffer);
      expect(view.BYTES_PER_ELEMENT * STORAGE[code].parts).toBe(itemSize(code));
      expect(itemSize(code)).toBe(ITEM_SIZE[KERNEL_DTYPES[code]]);
    }
    const pointer = allocBytes(32);
    const view = elementView(14, pointer, 2);
    expect(view).toBeInstanceOf(Float64Array);
    expect(view.length).toBe(4);
    freeBytes(pointer);
    expect(() => heapView(STORAGE.length)).toThrow(RangeError);
  });
});
