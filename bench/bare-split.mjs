// The machine's bound for splitting one kernel call over two threads, without the pool: a bare
// worker instantiates the kernel module on the library's shared memory and, each trip, runs the
// second half of the call as soon as it sees the trip's word, while this thread runs the first half
// and then spins until the worker's word comes back. Nothing is recorded, claimed or counted: what
// is left is the two halves at their concurrent speed and one cache line each way. bench/threads.mjs
// prints it beside the pool's figures (what the API could reach at best: its own fixed costs, the
// same on one thread, plus this).
import { Worker } from 'node:worker_threads';
import { allocBytes, freeBytes, memory } from '../dist/src/kernels/heap.js';
import { kernelModule, wasm } from '../dist/src/kernels/loader.js';
import { microModule } from '../dist/src/kernels/micro-module.js';

const WORKER_SOURCE = `
const { workerData } = require('node:worker_threads');
const { module, micro, memory, words: buffer, name, args, index } = workerData;
const words = new Int32Array(buffer);
const { micro_f32, micro_f64 } = new WebAssembly.Instance(micro, { env: { memory } }).exports;
const env = { memory, micro_f32, micro_f64, abort() { throw new Error('abort'); } };
const instance = new WebAssembly.Instance(module, { env });
instance.exports.set_thread_area(index);
const kernel = instance.exports[name];
for (;;) {
  let trip;
  while ((trip = Atomics.load(words, 0)) === Atomics.load(words, 32));
  if (trip < 0) break;
  kernel(...args);
  Atomics.store(words, 32, trip);
}`;

/** Seconds per call: the best of `rounds` batches of about `seconds` each. */
function best(run, rounds = 7, seconds = 0.03) {
  let fastest = Number.POSITIVE_INFINITY;
  let reps = 1;
  for (let round = 0; round < rounds; round += 1) {
    for (;;) {
      const started = performance.now();
      run(reps);
      const elapsed = (performance.now() - started) / 1000;
      if (elapsed >= seconds || reps >= 1 << 22) {
        fastest = Math.min(fastest, elapsed / reps);
        break;
      }
      reps *= 2;
    }
  }
  return fastest;
}

/**
 * One kernel call over `count` elements split in two at an element index that is a multiple of 64
 * (this thread's part `share` of it: more than half balances the worker's lag), timed whole on this
 * thread and split with a bare worker. `pointers(begin, end, buffers)` gives the kernel's arguments
 * for elements [begin, end); `bytes` the byte size of each buffer to allocate (filled with a
 * pattern). Returns seconds: { whole, split, firstHalf }.
 */
export async function bareSplit(name, count, bytes, argumentsOf, share = 0.5) {
  const exports = wasm();
  if (!(memory().buffer instanceof SharedArrayBuffer)) return undefined;
  const buffers = bytes.map((size) => allocBytes(size));
  try {
    for (const [index, buffer] of buffers.entries()) {
      const view = new Uint8Array(memory().buffer, buffer, bytes[index]);
      for (let at = 0; at < view.length; at += 1) view[at] = (at * 7919 + index * 13) & 0x7f;
    }
    const cut = Math.round((count * share) / 64) * 64;
    const kernel = exports[name];
    const whole = argumentsOf(0, count, buffers);
    const first = argumentsOf(0, cut, buffers);
    const second = argumentsOf(cut, count, buffers);
    const words = new Int32Array(new SharedArrayBuffer(256));
    // Index 63: the last thread area, which a pool of fewer than 64 threads leaves alone.
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        module: kernelModule(),
        micro: microModule(true),
        memory: memory(),
        words: words.buffer,
        name,
        args: second,
        index: 63,
      },
    });
    await new Promise((resolve) => worker.once('online', resolve));
    let trip = 0;
    const split = (reps) => {
      for (let rep = 0; rep < reps; rep += 1) {
        trip += 1;
        Atomics.store(words, 0, trip);
        kernel(...first);
        while (Atomics.load(words, 32) !== trip);
      }
    };
    split(1000); // the worker's kernel compiled and warm
    const result = {
      split: best(split),
      whole: best((reps) => {
        for (let rep = 0; rep < reps; rep += 1) kernel(...whole);
      }),
      firstHalf: best((reps) => {
        for (let rep = 0; rep < reps; rep += 1) kernel(...first);
      }),
    };
    result.split = Math.min(result.split, best(split));
    Atomics.store(words, 0, -1);
    await worker.terminate();
    return result;
  } finally {
    for (const buffer of buffers) freeBytes(buffer);
  }
}

/** bareSplit of a same-dtype binary kernel (inputA, strideA, inputB, strideB, out, count). */
export function bareBinary(name, count, size, share) {
  return bareSplit(name, count, [count * size, count * size, count * size], (begin, end, [a, b, out]) => [
    a + begin * size,
    1,
    b + begin * size,
    1,
    out + begin * size,
    end - begin,
  ]);
}

/** bareSplit of a fused mixed-dtype kernel (inputA, inputB, out, count) of element sizes a, b, out. */
export function bareMixed(name, count, sizes, share) {
  return bareSplit(
    name,
    count,
    sizes.map((size) => count * size),
    (begin, end, [a, b, out]) => [a + begin * sizes[0], b + begin * sizes[1], out + begin * sizes[2], end - begin],
    share,
  );
}
