// Shared pieces of the benchmarks: the SIMD ceiling (bench/ceiling/ceiling.ts, compiled here and
// run on the library's own memory), random inputs, the plain-JS loops a user would write, and a
// timer that lets the measured calls take turns so background load affects them alike.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import asc from 'assemblyscript/asc';

const root = fileURLToPath(new URL('..', import.meta.url));
export const quick = process.argv.includes('--quick');
export const SIZES = [1e3, 1e4, 65536, 1e6];
const BATCH_SECONDS = quick ? 0.01 : 0.03;
export const BATCHES = quick ? 3 : 7;

export const workDir = mkdtempSync(join(tmpdir(), 'dtype-lattice-bench-'));
process.on('exit', () => rmSync(workDir, { recursive: true, force: true }));

/**
 * The hand-unrolled SIMD loops, instantiated on `memory`, the library's (they allocate nothing).
 * Instantiating a module writes its data segments into the memory: the ceiling's static data (the
 * lookup tables of the asm/ files it imports) is compiled to start in a block taken from the
 * library's allocator for the life of the process, so that it lands on nothing the library uses.
 */
export async function loadCeiling(memory) {
  const compile = async (memoryBase) => {
    const ceilingFile = join(workDir, `ceiling-${memoryBase}.wasm`);
    const built = await asc.main(
      [
        'bench/ceiling/ceiling.ts',
        '--enable',
        'simd',
        '-O3',
        '--noAssert',
        '--runtime',
        'stub',
        '--importMemory',
        // The library's memory is shared (threads): the ceiling imports it as such.
        '--enable',
        'threads',
        '--sharedMemory',
        '--maximumMemory',
        '65536',
        '--memoryBase',
        String(memoryBase),
        '--outFile',
        ceilingFile,
      ],
      { baseDir: root, stdout: process.stdout, stderr: process.stderr },
    );
    if (built.error) throw built.error;
    return readFileSync(ceilingFile);
  };
  // Once to learn how much static data there is, then again to put it in a block of the library's.
  const { dataExtent } = await import('../dist/src/kernels/module-bytes.js');
  const extentOf = (bytes) => {
    const extent = dataExtent(bytes);
    if (extent === undefined)
      throw new Error('the ceiling module has a data segment of another form than flag 0 at a constant');
    return extent;
  };
  const [, probeEnd] = extentOf(await compile(0));
  const { allocBytes } = await import('../dist/src/kernels/heap.js');
  const size = probeEnd + 64;
  const block = allocBytes(size);
  const base = Math.ceil(block / 16) * 16;
  const bytes = await compile(base);
  const [start, end] = extentOf(bytes);
  if (start < base || end > block + size)
    throw new Error(`the ceiling's data [${start}, ${end}) is outside its block [${block}, ${block + size})`);
  const ceilingModule = new WebAssembly.Module(bytes);
  if (WebAssembly.Module.imports(ceilingModule).some((entry) => entry.kind !== 'memory')) {
    throw new Error('the ceiling module must import only memory');
  }
  return new WebAssembly.Instance(ceilingModule, { env: { memory } }).exports;
}

/**
 * jax-js tests `data instanceof Float16Array` before it accepts a Float64Array, and Node 20 has
 * no Float16Array: a stand-in class (nothing is an instance of it) while jax-js makes the array.
 */
export function withFloat16Array(make) {
  if (typeof globalThis.Float16Array !== 'undefined') return make();
  globalThis.Float16Array = class Float16Array {};
  try {
    return make();
  } finally {
    delete globalThis.Float16Array;
  }
}

// ---- dtypes: storage, random inputs, plain-JS loops ------------------------------------------------

const scratch = new DataView(new ArrayBuffer(4));
function bf16ToF32(bits) {
  scratch.setUint32(0, bits << 16);
  return scratch.getFloat32(0);
}
function f32ToBf16(value) {
  scratch.setFloat32(0, value);
  const bits = scratch.getUint32(0);
  if ((bits & 0x7fffffff) > 0x7f800000) return (bits >>> 16) | 0x40;
  return (bits + 0x7fff + ((bits >>> 16) & 1)) >>> 16;
}
const F16_TABLE = new Float32Array(65536).map((unused, bits) => {
  const sign = bits & 0x8000 ? -1 : 1;
  const exponent = (bits >> 10) & 31;
  const mantissa = bits & 1023;
  if (exponent === 31) return mantissa ? NaN : sign * Infinity;
  return exponent === 0 ? sign * mantissa * 2 ** -24 : sign * (1024 + mantissa) * 2 ** (exponent - 25);
});
function f32ToF16(value) {
  scratch.setFloat32(0, value);
  const bits = scratch.getUint32(0);
  const sign = (bits >>> 16) & 0x8000;
  const magnitude = bits & 0x7fffffff;
  if (magnitude >= 0x47800000) return sign | (magnitude > 0x7f800000 ? 0x7e00 : 0x7c00);
  if (magnitude < 0x38800000) {
    scratch.setUint32(0, magnitude);
    scratch.setFloat32(0, Math.fround(scratch.getFloat32(0) + 0.5));
    return sign | (scratch.getUint32(0) - 0x3f000000);
  }
  return sign | ((magnitude + 0xfff + ((magnitude >>> 13) & 1) - 0x38000000) >>> 13);
}

export const DTYPES = {
  uint8: { code: 1, array: Uint8Array },
  uint16: { code: 2, array: Uint16Array },
  uint32: { code: 3, array: Uint32Array },
  uint64: { code: 4, array: BigUint64Array },
  int8: { code: 5, array: Int8Array },
  int16: { code: 6, array: Int16Array },
  int32: { code: 7, array: Int32Array },
  int64: { code: 8, array: BigInt64Array },
  bfloat16: { code: 9, array: Uint16Array, half: [bf16ToF32, f32ToBf16] },
  float16: { code: 10, array: Uint16Array, half: [(bits) => F16_TABLE[bits], f32ToF16] },
  float32: { code: 11, array: Float32Array },
  float64: { code: 12, array: Float64Array },
};

export function randomValues(name, count) {
  const { array, half } = DTYPES[name];
  const values = new array(count);
  for (let index = 0; index < count; index++) {
    const value = Math.random() * 200 - 100 || 1; // nonzero: also a divisor
    if (half) values[index] = half[1](value);
    else if (array === BigInt64Array || array === BigUint64Array)
      values[index] = BigInt(Math.floor(Math.random() * 2 ** 40) + 1);
    else if (array === Float32Array || array === Float64Array) values[index] = value;
    else values[index] = Math.floor(Math.random() * 2 ** 31) | 1;
  }
  return values;
}

/**
 * The straightforward JS loop a user would write. Each dtype gets its own function (new
 * Function): closures of one source share optimized code in V8, and a loop that has seen
 * several typed-array kinds deoptimizes, which would make the baseline unfairly slow.
 */
export function plainLoop(op, name) {
  const { array, half } = DTYPES[name];
  const bigint = array === BigInt64Array || array === BigUint64Array;
  const symbol = { add: '+', multiply: '*', divide: '/' }[op];
  if (half) {
    const [widen, narrow] = half;
    const loop = new Function(
      'widen',
      'narrow',
      `return (left, right, out, count) => { for (let i = 0; i < count; i++) out[i] = narrow(Math.fround(widen(left[i]) ${symbol} widen(right[i]))); };`,
    );
    return loop(widen, narrow);
  }
  // int32 products exceed 2^53: Math.imul is what a careful user writes.
  const body =
    op === 'multiply' && !bigint && array.BYTES_PER_ELEMENT === 4 && array !== Float32Array
      ? 'out[i] = Math.imul(left[i], right[i]);'
      : `out[i] = left[i] ${symbol} right[i];`;
  return new Function('left', 'right', 'out', 'count', `for (let i = 0; i < count; i++) ${body}`);
}

// ---- timing ---------------------------------------------------------------------------------------

/** Repetitions of `call` that take about one batch. */
function calibrate(call) {
  let reps = 1;
  for (;;) {
    const start = performance.now();
    for (let rep = 0; rep < reps; rep++) call();
    const elapsed = (performance.now() - start) / 1000;
    if (elapsed >= BATCH_SECONDS / 4) return Math.max(1, Math.ceil((reps * BATCH_SECONDS) / elapsed));
    reps *= 4;
  }
}

/**
 * Best throughput (elements per ns = Gelem/s) of each call over several rounds. The calls take
 * turns within a round, so a noisy neighbour slows all of them alike and the ratios stay fair.
 */
export function measure(calls, count) {
  const reps = calls.map(calibrate);
  const best = calls.map(() => 0);
  for (let round = 0; round < BATCHES; round++) {
    calls.forEach((call, index) => {
      const start = performance.now();
      for (let rep = 0; rep < reps[index]; rep++) call();
      const nanoseconds = (performance.now() - start) * 1e6;
      best[index] = Math.max(best[index], (count * reps[index]) / nanoseconds);
    });
  }
  return best;
}

export function sameBytes(first, second) {
  const left = new Uint8Array(first.buffer, first.byteOffset, first.byteLength);
  const right = new Uint8Array(second.buffer, second.byteOffset, second.byteLength);
  if (left.length !== right.length) return false;
  for (let index = 0; index < left.length; index++) if (left[index] !== right[index]) return false;
  return true;
}

/** A deterministic array of `shape` and `dtype` (values every dtype holds), made with `library`. */
export function randomArray(library, shape, dtype, seed) {
  const size = shape.reduce((product, length) => product * length, 1);
  const values = new Array(size);
  let state = seed;
  for (let index = 0; index < size; index += 1) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    values[index] = dtype.startsWith('float')
      ? (state % 2000) / 16 - 60
      : (state % 100) - (dtype.startsWith('uint') ? 0 : 50);
  }
  const flat = library.array(values, dtype);
  const shaped = flat.reshape(shape);
  flat.dispose();
  return shaped;
}

/** Throws unless two arrays have one dtype and the same elements (NaN equal to NaN). */
export function checkSame(first, second, label) {
  const a = first.toTypedArray();
  const b = second.toTypedArray();
  if (
    first.dtype !== second.dtype ||
    a.length !== b.length ||
    a.some((value, index) => value !== b[index] && !(value !== value && b[index] !== b[index]))
  ) {
    throw new Error(`${label}: results differ`);
  }
}

export const sizeLabel = (count) => (count === 65536 ? '65536' : count.toExponential(0).replace('+', ''));

/**
 * Seconds per call of `run` (each result passed to `free`): batches of about 20 ms (5 ms with
 * --quick), the fastest of 7 (3), after a warm-up. `timeAsync` awaits each call (libraries whose
 * results are promises); `timeSync` does not (an await would dominate a 1 µs call).
 */
export async function timeAsync(run, free = () => {}) {
  for (let index = 0; index < 5; index += 1) free(await run());
  const count = await callsPerBatch(async (times) => {
    for (let index = 0; index < times; index += 1) free(await run());
  });
  let best = Infinity;
  for (let batch = 0; batch < BATCHES; batch += 1) {
    const started = performance.now();
    for (let index = 0; index < count; index += 1) free(await run());
    best = Math.min(best, (performance.now() - started) / 1000 / count);
  }
  return best;
}

export function timeSync(run, free = () => {}) {
  for (let index = 0; index < 5; index += 1) free(run());
  const batch = (times) => {
    const started = performance.now();
    for (let index = 0; index < times; index += 1) free(run());
    return (performance.now() - started) / 1000;
  };
  const target = quick ? 0.005 : 0.02;
  let count = 1;
  for (let seconds = batch(count); seconds < target; seconds = batch(count)) count *= growth(seconds, target);
  let best = Infinity;
  for (let index = 0; index < BATCHES; index += 1) best = Math.min(best, batch(count) / count);
  return best;
}

/** The number of calls a batch needs to last the target time. */
async function callsPerBatch(batch) {
  const target = quick ? 0.005 : 0.02;
  let count = 1;
  for (;;) {
    const started = performance.now();
    await batch(count);
    const seconds = (performance.now() - started) / 1000;
    if (seconds >= target) return count;
    count *= growth(seconds, target);
  }
}

const growth = (seconds, target) => (seconds > 0 ? Math.min(100, Math.max(2, Math.ceil(target / seconds))) : 100);
