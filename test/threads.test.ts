// Threads (src/kernels/pool.ts): the same bits on 1, 2, 3, 7 and 16 threads for every family the
// executors split, over random operations, dtypes, shapes and policies; errors from workers; the
// pool resized between calls; a worker killed from outside; jit modules compiled after the pool
// started; memory flat over many threaded operations. The split threshold is lowered so that small
// arrays are cut too (setSplitThresholdForTesting).
import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  add,
  arcsinh,
  argmax,
  array,
  cumsum,
  exp,
  jit,
  matmul,
  max,
  mean,
  memoryStats,
  nanmax,
  nanmean,
  nanmin,
  nansum,
  multiply,
  nn,
  random,
  scatter,
  scope,
  setThreads,
  subtract,
  sum,
  take,
  tanh,
  threadCount,
  threadStatus,
  threadsReady,
  where,
  greater,
  withPolicy,
} from '../src/index.js';
import type { AnyNDArray } from '../types/index.js';
import { setSplitThresholdForTesting } from '../src/execute/ranges.js';
import { copyMemory } from '../src/kernels/heap.js';
import { BYTE_NS, ELEMENT_NS, MOST_PIECES, PIECE_NS, threadPieces, WORKER_LAG_NS } from '../src/kernels/cost-model.js';
import {
  ClaimWatch,
  napForTesting,
  parallelFor,
  poolStats,
  runningWorkersForTesting,
  setMailForTesting,
  setNappingForTesting,
  holdIndexForTesting,
  sleepersForTesting,
  stopThreads,
  terminateWorkerForTesting,
  threadsForJob,
} from '../src/kernels/pool.js';
import { runs } from './support/tier.js';

type Any = AnyNDArray;

const threadCounts = [1, 2, 3, 7, 16] as const;
const dtypes = [
  'bool',
  'int8',
  'uint8',
  'int16',
  'int32',
  'uint32',
  'int64',
  'float16',
  'bfloat16',
  'float32',
  'float64',
  'complex64',
] as const;

/** The bytes of an array, as a string: equal strings are equal bits (NaN payloads included). */
function bits(value: unknown): string {
  if (Array.isArray(value)) return value.map(bits).join('|');
  const array = value as Any;
  const typed = array.toTypedArray() as unknown as ArrayBufferView;
  return `${array.dtype}${JSON.stringify(array.shape)}:${Buffer.from(typed.buffer, typed.byteOffset, typed.byteLength).toString('hex')}`;
}

function input(dtype: string, shape: readonly number[], seed: number): Any {
  return scope(() => {
    const uniform = random.uniform(random.key(seed), shape as number[], {
      dtype: 'float32',
      minval: -40,
      maxval: 40,
    }) as Any;
    if (dtype === 'bool') return greater(uniform, 0) as Any;
    return uniform.astype(dtype as 'float32') as Any;
  });
}

/** What `run` throws (the test fails where it throws nothing). */
function thrownBy(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected an error');
}

/** A kernel's trap on one thread, then inside piece 1 of a job on the pool: the two errors. */
function trapAloneAndThreaded(): [Error, Error] {
  const far = 0xfffffff0;
  const alone = thrownBy(() => copyMemory(far, 0, 4096));
  // Piece 1 is recorded and run by whichever thread has it; piece 0 is fine.
  const threaded = thrownBy(() =>
    parallelFor(2, (index) => {
      if (index === 1) copyMemory(far, 0, 4096);
      return 0;
    }),
  );
  return [alone, threaded];
}

/** A float array of x (its own where it is one). */
function floats(x: Any): Any {
  return ['float16', 'bfloat16', 'float32', 'float64'].includes(x.dtype) ? x : (x.astype('float32') as Any);
}

/** A float array of x with NaN where x > 25 (the nan reductions' input). */
function withNaN(x: Any): Any {
  return scope(() => {
    const values = floats(x);
    return where(greater(values, 25), Number.NaN, values) as Any;
  });
}

/** Operations of every family the executors split, by name. */
type Library = any;
const operations: Record<string, (x: Any, y: Any, np: Library) => unknown> = {
  add: (x, y, np) => np.add(x, y),
  multiplyScalar: (x, _, np) => np.multiply(x, 3),
  subtractBroadcast: (x, y, np) => np.subtract(x, (y as Library).reshape([-1]).slice([0, 1])),
  transposed: (x, y, np) => (x.ndim === 2 ? np.add(x.T, y.T) : np.add(x, y)),
  exp: (x, _, np) =>
    x.dtype === 'bool' || x.dtype.startsWith('int') || x.dtype.startsWith('uint')
      ? np.exp(x.astype('float32'))
      : np.exp(x),
  tanh: (x) => (x.dtype.startsWith('float') || x.dtype === 'bfloat16' ? tanh(x) : tanh(x.astype('float32'))),
  cast: (x) => x.astype('float16'),
  castNarrow: (x) =>
    x.dtype === 'complex64' ? x.astype('float32') : x.astype('float8_e4m3fn').astype('int4' as 'int8'),
  where: (x, y) => where(greater(x, y), x, y),
  sum: (x) => sum(x),
  sumRows: (x) => (x.ndim === 2 ? sum(x, { axis: 1 }) : sum(x)),
  sumColumns: (x) => (x.ndim === 2 ? sum(x, { axis: 0 }) : sum(x)),
  mean: (x) => (x.dtype === 'bool' ? mean(x.astype('float32')) : mean(x)),
  max: (x) => (x.ndim === 2 ? max(x, { axis: 0 }) : max(x)),
  nansum: (x) => nansum(withNaN(x)),
  nansumColumns: (x) => (x.ndim === 2 ? nansum(withNaN(x), { axis: 0 }) : nansum(withNaN(x))),
  nanmeanRows: (x) => (x.ndim === 2 ? nanmean(withNaN(x), { axis: 1 }) : nanmean(withNaN(x))),
  nanmaxColumns: (x) => (x.ndim === 2 ? nanmax(withNaN(x), { axis: 0 }) : nanmax(withNaN(x))),
  nanmin: (x) => nanmin(withNaN(x)),
  argmax: (x) => argmax(x),
  cumsum: (x) => cumsum(x),
  matmul: (x, y) => (x.ndim === 2 && x.dtype !== 'bool' ? matmul(x, y.T) : add(x, y)),
  uniform: (x) => random.uniform(random.key(x.size), [x.size]),
  normal: (x) => random.normal(random.key(x.size + 1), [x.size]),
  bernoulli: (x) => random.bernoulli(random.key(x.size + 5), 0.3, [x.size]),
  bernoulliArray: (x) => random.bernoulli(random.key(x.size + 6), random.uniform(random.key(1), [x.size])),
  bits: (x) => random.bits(random.key(x.size + 3), [x.size]),
  bitsPolicy: (x, _, np) => np.random.bits(np.random.key(x.size + 4), [x.size]),
  normalFloat64: (x) => random.normal(random.key(x.size + 2), [x.size], { dtype: 'float64' }),
  normalHalf: (x) =>
    random.normal(random.key(x.size + 7), [x.size], { dtype: x.size % 2 === 0 ? 'float16' : 'bfloat16' }),
  uniformHalf: (x) =>
    random.uniform(random.key(x.size + 8), [x.size], {
      dtype: x.size % 2 === 0 ? 'bfloat16' : 'float16',
      minval: -3,
      maxval: 2,
    }),
  bitsNarrow: (x) => random.bits(random.key(x.size + 9), [x.size], { dtype: x.size % 2 === 0 ? 'uint8' : 'uint16' }),
  randint: (x, _, np) =>
    np.random.randint(np.random.key(x.size + 10), [x.size], -7, 1000, {
      dtype: x.dtype.startsWith('int') || x.dtype.startsWith('uint') ? x.dtype : 'int32',
    }),
  randintWide: (x, _, np) =>
    np.random.randint(np.random.key(x.size + 11), [x.size], -(2n ** 40n), 2n ** 40n + 3n, { dtype: 'int64' }),
  jitAffine: (x, y) => jit((a: Any, b: Any) => add(multiply(a, 2), b))(x, y),
  softmax: (x) => nn.softmax(floats(x)),
  logSoftmax: (x) => nn.logSoftmax(floats(x), { axis: 0 }),
  sigmoid: (x) => nn.sigmoid(floats(x)),
  gelu: (x) => nn.gelu(floats(x)),
  arcsinh: (x) => arcsinh(floats(x)),
  take: (x) =>
    take(
      x.reshape([-1]),
      array(
        Array.from({ length: 4000 }, (_, index) => (index * 7919) % x.size),
        'int32',
      ),
    ),
  // Distinct indices: the put is cut by rows; a repeated one: it runs whole (the last write wins).
  scatterSet: (x, y) =>
    scatter(
      x.reshape([-1]),
      array(
        Array.from({ length: 500 }, (_, index) => (index * 7919) % x.size),
        'int32',
      ),
      take(y.reshape([-1]), array([0], 'int32')).reshape([]),
    ),
  scatterRepeated: (x, y) =>
    scatter(
      x.reshape([-1]),
      array(
        Array.from({ length: 500 }, (_, index) => (index * 13) % 97),
        'int32',
      ),
      y.reshape([-1]).slice([0, 500]),
    ),
  withRows: (x, y) =>
    x.ndim === 2
      ? x.with([array([3, 0, 2], 'int32')], y.slice([0, 3]))
      : x.with(0, y.reshape([-1]).slice([0, 1]).reshape([])),
  fftRows: (x, _, np) => np.fft.fft(x),
  rfftRows: (x, _, np) => np.fft.rfft(x.dtype === 'float64' ? x : x.astype('float32')),
  sortRows: (x, _, np) => np.sort(x, { axis: -1 }),
  argsortColumns: (x, _, np) => np.argsort(x, { axis: 0 }),
  sortDescendingColumns: (x, _, np) => np.sort(x, { axis: 0, descending: true }),
  argsortDescendingRows: (x, _, np) => np.argsort(x, { axis: -1, descending: true }),
  takeRows: (x) =>
    x.ndim === 2
      ? take(x, array([3, 1, 0, 2, 1, 1, 0, 3, 2, 2], 'int32'), { axis: 0 })
      : take(x, array([5, 1], 'int32')),
};

describe('threads give the same bits on any thread count', () => {
  beforeAll(() => setSplitThresholdForTesting(64));
  afterAll(async () => {
    setSplitThresholdForTesting(undefined);
    await setThreads('auto');
  });

  it('over random operations, dtypes, shapes and policies on 1, 2, 3, 7 and 16 threads', async () => {
    const cases = fc.sample(
      fc.record({
        op: fc.constantFrom(...Object.keys(operations)),
        dtype: fc.constantFrom(...dtypes),
        shape: fc.constantFrom([1000], [257, 33], [64, 200], [3001], [96, 96]),
        policy: fc.constantFrom('jax', 'numpy', 'torch', { x64: true } as const),
        seed: fc.nat(1000),
      }),
      { numRuns: runs(120, 30), seed: 42 },
    );
    const expected: string[] = [];
    // Jobs cut into more pieces than threads, claimed from the job word; and one piece per thread,
    // through the workers' mailboxes.
    type Run = { threads: number; mail: 'never' | 'always' };
    const runsOf: Run[] = threadCounts.flatMap((threads): Run[] =>
      threads === 1
        ? [{ threads, mail: 'never' }]
        : [
            { threads, mail: 'never' },
            { threads, mail: 'always' },
          ],
    );
    for (const { threads, mail } of runsOf) {
      await setThreads(threads);
      setMailForTesting(mail);
      setSplitThresholdForTesting(64, mail === 'always');
      expect(threadCount()).toBe(threads);
      const mailed = poolStats.mailJobs;
      cases.forEach((testCase, index) => {
        const np: Library = withPolicy(testCase.policy as 'jax');
        const got = scope(() => {
          const x = input(testCase.dtype, testCase.shape, testCase.seed);
          const y = input(testCase.dtype, testCase.shape, testCase.seed + 1);
          try {
            return bits(operations[testCase.op]!(x, y, np));
          } catch (error) {
            return `error ${(error as Error).name}: ${(error as Error).message}`;
          }
        });
        if (threads === 1) expected[index] = got;
        else expect(got, `${JSON.stringify(testCase)} on ${threads} threads, mail ${mail}`).toBe(expected[index]);
      });
      if (mail === 'always') expect(poolStats.mailJobs, `mailed jobs on ${threads} threads`).toBeGreaterThan(mailed);
      else expect(poolStats.mailJobs).toBe(mailed);
    }
    setMailForTesting('auto');
  }, 600_000);
});

describe('every random draw that a kernel makes gives the same bits on any thread count', () => {
  beforeAll(() => setSplitThresholdForTesting(64));
  afterAll(async () => {
    setSplitThresholdForTesting(undefined);
    await setThreads('auto');
  });

  const np: Library = withPolicy({ x64: true } as unknown as 'jax');
  const draws: Record<string, (size: number) => AnyNDArray> = {};
  for (const dtype of ['int8', 'uint8', 'int16', 'uint16', 'int32', 'uint32', 'int64', 'uint64'])
    draws[`randint ${dtype}`] = (size) => np.random.randint(np.random.key(size), [size], 0, 2n ** 64n, { dtype });
  draws['randint int64, a span past 2^32'] = (size) =>
    np.random.randint(np.random.key(size), [size], -(3n ** 39n), 3n ** 39n, { dtype: 'int64' });
  draws['randint int32, a small span'] = (size) => np.random.randint(np.random.key(size), [size], -3, 4);
  for (const dtype of ['uint8', 'uint16', 'uint32', 'uint64'])
    draws[`bits ${dtype}`] = (size) => np.random.bits(np.random.key(size), [size], { dtype });
  for (const dtype of ['float16', 'bfloat16', 'float32', 'float64']) {
    draws[`normal ${dtype}`] = (size) => np.random.normal(np.random.key(size), [size], { dtype });
    draws[`uniform ${dtype}`] = (size) =>
      np.random.uniform(np.random.key(size), [size], { dtype, minval: -2.5, maxval: 3 });
  }

  for (const dtype of ['float16', 'bfloat16', 'float32']) {
    draws[`bernoulli ${dtype}, p one value`] = (size) =>
      np.random.bernoulli(np.random.key(size), np.array([0.3], dtype), [size]);
    draws[`bernoulli ${dtype}, p per element`] = (size) =>
      np.random.bernoulli(np.random.key(size), np.random.uniform(np.random.key(1), [size], { dtype }));
  }

  for (const dtype of ['float32', 'float64']) {
    draws[`uniform ${dtype}, array bounds`] = (size) =>
      np.random.uniform(np.random.key(size), [size], {
        dtype,
        minval: np.random.uniform(np.random.key(2), [size], { dtype }),
        maxval: np.array([3], dtype),
      });
  }

  it('randint, bits, normal, uniform and bernoulli on 1, 2, 3, 7 and 16 threads', async () => {
    const expected = new Map<string, string>();
    for (const threads of threadCounts) {
      await setThreads(threads);
      const jobs = poolStats.jobs;
      for (const [name, draw] of Object.entries(draws))
        for (const size of [0, 1, 7, 999, 4099]) {
          const got = scope(() => bits(draw(size)));
          const label = `${name}, ${size} elements`;
          if (threads === 1) expected.set(label, got);
          else expect(got, `${label} on ${threads} threads`).toBe(expected.get(label));
        }
      if (threads > 1) expect(poolStats.jobs, `jobs on ${threads} threads`).toBeGreaterThan(jobs);
    }
  }, 300_000);
});

describe('the pool', () => {
  beforeAll(() => setSplitThresholdForTesting(64));
  afterAll(async () => {
    setSplitThresholdForTesting(undefined);
    await setThreads('auto');
  });

  it('refuses a thread count that is not a positive integer or auto, naming the value', () => {
    expect(() => setThreads(0)).toThrow(/setThreads: threads must be an integer from 1 to 64 or 'auto', not 0/);
    expect(() => setThreads(2.5)).toThrow(/not 2\.5/);
    expect(() => setThreads('all' as 'auto')).toThrow(/not "all"/);
  });

  it('reports what runs and why', async () => {
    await setThreads(3);
    expect(threadStatus()).toEqual({ requested: 3, running: 3 });
    await setThreads(1);
    expect(threadStatus()).toEqual({ requested: 1, running: 1 });
  });

  it("throws a worker's kernel error on the calling thread as the same error, and keeps working", async () => {
    await setThreads(2);
    const [alone, threaded] = trapAloneAndThreaded();
    expect(alone.name).toBe('RuntimeError');
    expect(threaded.name).toBe('RuntimeError');
    expect(threaded.message).toBe(alone.message);
    const x = input('float32', [5000], 1);
    expect(bits(add(x, x))).toBe(bits(multiply(x, 2)));
  });

  it('is resized between calls, with the same results', async () => {
    const x = input('float32', [20_000], 3);
    const results = new Set<string>();
    for (const threads of [4, 1, 3, 2, 5]) {
      await setThreads(threads);
      results.add(bits(exp(subtract(x, 1))));
    }
    expect(results.size).toBe(1);
  });

  it('lets a worker asked to leave while it starts go, so that it does not work beside its replacement', async () => {
    // setThreads(1) before the first worker is up, then 2 again: the first one used to mark itself
    // ready over the pool's word to leave and stay, a third thread on two cores, for good.
    stopThreads();
    const started = setThreads(2);
    await setThreads(1);
    await setThreads(2);
    await started;
    const x = input('float32', [50_000], 5);
    const expected = bits(tanh(x));
    for (let wait = 0; wait < 100 && runningWorkersForTesting() !== 1; wait += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(runningWorkersForTesting()).toBe(1);
    expect(threadCount()).toBe(2);
    for (let round = 0; round < 5; round += 1) expect(bits(tanh(x))).toBe(expected);
    expect(runningWorkersForTesting()).toBe(1);
    await setThreads(3);
    expect(runningWorkersForTesting()).toBe(2);
    await setThreads(1);
    for (let wait = 0; wait < 100 && runningWorkersForTesting() !== 0; wait += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(runningWorkersForTesting()).toBe(0);
  });

  it('survives a worker killed from outside: its pieces run elsewhere and a new worker takes its place', async () => {
    await setThreads(3);
    const x = input('float32', [50_000], 4);
    const expected = bits(tanh(x));
    expect(terminateWorkerForTesting(1)).toBe(true);
    for (let round = 0; round < 20; round += 1) expect(bits(tanh(x))).toBe(expected);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bits(tanh(x))).toBe(expected);
    await threadsReady();
    expect(threadCount()).toBe(3);
  });

  it('runs a jit compiled after the pool started on every thread, with op by op bits', async () => {
    await setThreads(4);
    const chain = (a: Any, b: Any) => subtract(multiply(exp(multiply(a, 0.01)), b), add(a, 0.75));
    const x = input('float32', [40_003], 5);
    const y = input('float32', [40_003], 6);
    const jitted = jit(chain);
    expect(bits(jitted(x, y))).toBe(bits(scope(() => chain(x, y))));
    expect(bits(jitted(y, x))).toBe(bits(scope(() => chain(y, x))));
  });

  it('runs nn inside a jitted chain on every thread (row steps and blocked activations), with eager nn bits', async () => {
    await setThreads(4);
    const rows = (a: Any) => add(nn.softmax(multiply(a, 2)), 1);
    const activation = (a: Any) => add(nn.silu(multiply(a, 2)), 1);
    const x = input('float32', [40_003], 7);
    const grid = input('float32', [3001, 64], 8);
    expect(bits(jit(activation)(x))).toBe(bits(scope(() => activation(x))));
    expect(bits(jit(rows)(grid))).toBe(bits(scope(() => rows(grid))));
  });

  it('keeps memory flat over many threaded operations, with dispose and scope', async () => {
    await setThreads(2);
    const x = input('float32', [256], 7);
    const y = input('float32', [256], 8);
    for (let index = 0; index < 2000; index += 1) add(x, y).dispose();
    const before = memoryStats();
    const count = runs(1_000_000, 100_000);
    for (let index = 0; index < count; index += 1) {
      if (index % 2 === 0) add(x, y).dispose();
      else
        scope(() => {
          multiply(add(x, y), 2);
        });
    }
    const after = memoryStats();
    expect(after.liveArrays).toBe(before.liveArrays);
    expect(after.bytesHeld).toBe(before.bytesHeld);
    expect(after.wasmMemoryBytes).toBe(before.wasmMemoryBytes);
  }, 600_000);
});

// A job of one piece per worker, every worker awake, goes to the workers' mailboxes (pool.ts
// runMailJob); 'always' sends it there with workers asleep too, so that the calling thread wakes
// them, or takes their pieces back.
// The cost model's own cuts: one piece per thread (a lowered threshold would cut more pieces).
describe('jobs mailed to the workers', () => {
  afterAll(async () => {
    setMailForTesting('auto');
    setNappingForTesting(true);
    await setThreads('auto');
  });

  it('go to awake workers, with the bits of the job word and of one thread', async () => {
    setNappingForTesting(false);
    const x = input('float32', [100_000], 11);
    const a = input('int8', [100_000], 12);
    const b = input('uint8', [100_000], 13);
    const run = () => [bits(scope(() => tanh(x))), bits(scope(() => add(a, b))), bits(scope(() => sum(x)))].join();
    await setThreads(1);
    const expected = run();
    await setThreads(2);
    setMailForTesting('never');
    expect(run()).toBe(expected);
    setMailForTesting('auto');
    const before = poolStats.mailJobs;
    for (let round = 0; round < 200; round += 1) expect(run()).toBe(expected);
    // Jobs in a row keep the worker awake (it spins between them), so they go to its mailbox.
    expect(poolStats.mailJobs - before).toBeGreaterThan(0);
    for (const threads of [3, 7]) {
      await setThreads(threads);
      setMailForTesting('always');
      for (let round = 0; round < 10; round += 1) expect(run(), `${threads} threads`).toBe(expected);
      setMailForTesting('auto');
    }
    [x, a, b].forEach((array) => array.dispose());
  });

  it("throw a worker's kernel error on the calling thread as the same error, and keep working", async () => {
    await setThreads(2);
    setMailForTesting('always');
    for (let round = 0; round < 5; round += 1) {
      const before = poolStats.mailJobs;
      const [alone, threaded] = trapAloneAndThreaded();
      expect(poolStats.mailJobs - before).toBe(1);
      expect(threaded.name).toBe('RuntimeError');
      expect(threaded.message).toBe(alone.message);
    }
    const x = input('float32', [5000], 1);
    expect(bits(add(x, x))).toBe(bits(multiply(x, 2)));
    setMailForTesting('auto');
  });

  it('are taken back from a worker killed from outside (asleep), and a new worker takes its place and part', async () => {
    setNappingForTesting(false);
    await setThreads(2);
    setMailForTesting('always');
    const x = input('float32', [50_000], 4);
    const expected = bits(tanh(x));
    // Asleep when killed: it must not stay counted as a sleeper (the pool would then wake nobody,
    // nor mail anybody, for good).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(terminateWorkerForTesting(1)).toBe(true);
    for (let round = 0; round < 20; round += 1) expect(bits(tanh(x))).toBe(expected);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bits(tanh(x))).toBe(expected);
    await threadsReady();
    expect(threadCount()).toBe(2);
    setMailForTesting('auto');
    const before = { ...poolStats };
    for (let round = 0; round < 200; round += 1) expect(bits(scope(() => tanh(x)))).toBe(expected);
    expect(poolStats.mailJobs - before.mailJobs).toBeGreaterThan(0);
    expect(poolStats.callerPieces - before.callerPieces).toBeLessThan(poolStats.pieces - before.pieces);
    // The killed one is not counted asleep: the count is the workers marked asleep (once the new
    // one has gone to sleep, or not, in between).
    let sleepers = sleepersForTesting();
    for (let wait = 0; wait < 100 && (sleepers.counted !== sleepers.marked || sleepers.marked === 0); wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      sleepers = sleepersForTesting();
    }
    expect(sleepers).toEqual({ counted: 1, marked: 1 });
  });
});

// A worker asked to leave may still finish a piece it claimed just before, in its index's scratch
// area; its successor in the slot waits for it (worker.ts), or the two ran kernels in one area (under
// load, 2 threads once gave other bits than one).
describe('one worker per index', () => {
  it("waits for the index's holder to leave before it takes jobs, then takes them with one thread's bits", async () => {
    const x = input('float32', [100_000], 21);
    await setThreads(1);
    const expected = bits(scope(() => tanh(x)));
    await setThreads(2);
    await setThreads(1);
    // The worker asked to leave frees the index as it goes (soon after setThreads resolves).
    for (let tries = 0; !holdIndexForTesting(1, true); tries += 1) {
      expect(tries).toBeLessThan(500);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const starting = setThreads(2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(threadCount()).toBe(1); // started, but waiting for the index
    expect(bits(scope(() => tanh(x)))).toBe(expected);
    expect(holdIndexForTesting(1, false)).toBe(true);
    await starting;
    expect(threadCount()).toBe(2);
    expect(bits(scope(() => tanh(x)))).toBe(expected);
    x.dispose();
  });
});

describe('a Node process', () => {
  it('exits without waiting for the pool', () => {
    const script = [
      "const m = await import('./src/index.js');",
      'await m.setThreads(3);',
      'const x = m.ones([1 << 20]);',
      'm.add(x, x);',
      "console.log('threads', m.threadCount());",
    ].join('\n');
    const started = performance.now();
    const child = spawnSync(
      process.execPath,
      ['--import', './scripts/src-loader.mjs', '--input-type=module', '-e', script],
      { encoding: 'utf8', timeout: 60_000, env: { ...process.env, VITEST: '' } },
    );
    expect(child.stderr).toBe('');
    expect(child.stdout.trim()).toBe('threads 3');
    expect(child.status).toBe(0);
    expect(performance.now() - started).toBeLessThan(60_000);
  });

  it('takes its thread count from DTYPE_LATTICE_THREADS', () => {
    const script =
      "const m = await import('./src/index.js'); await m.threadsReady(); console.log(JSON.stringify(m.threadStatus()));";
    const child = spawnSync(
      process.execPath,
      ['--import', './scripts/src-loader.mjs', '--input-type=module', '-e', script],
      {
        encoding: 'utf8',
        timeout: 60_000,
        env: { ...process.env, VITEST: '', DTYPE_LATTICE_THREADS: '3' },
      },
    );
    expect(child.stderr).toBe('');
    expect(JSON.parse(child.stdout)).toEqual({ requested: 3, running: 3 });
  });
});

// A small array operation stays on the calling thread (the cost model's thresholds).
describe('small work stays put', () => {
  it('does not cut a 1,000-element add, and cuts a 10^6-element one', async () => {
    setSplitThresholdForTesting(undefined);
    setNappingForTesting(false); // counts jobs: no nap may run one whole (a loaded machine)
    await setThreads(2);
    const small = array(
      Array.from({ length: 1000 }, (_, index) => index),
      'float32',
    );
    const before = poolStats.jobs;
    add(small, small).dispose();
    expect(poolStats.jobs).toBe(before);
    const large = input('float32', [1_000_000], 9);
    const made = poolStats.jobs;
    add(large, large).dispose();
    expect(poolStats.jobs).toBe(made + 1);
  });
});

// A large job is cut by its work (the cost model's PIECE_NS), into more pieces than threads: where a
// worker is late or descheduled the calling thread claims the pieces it has not started. The cut
// does not depend on the thread count; a product (which packs B again in every piece) is cut once
// per thread.
describe('pieces', () => {
  afterAll(async () => {
    setSplitThresholdForTesting(undefined);
    await setThreads('auto');
  });

  it('cut a large job by its work, the same on 2 and 3 threads, and a product once per thread', async () => {
    setSplitThresholdForTesting(undefined);
    const cuts: unknown[] = [];
    for (const threads of [2, 3]) {
      await setThreads(threads);
      expect(threadPieces(100_000_000, 1, 'elementwise')!.length).toBe(MOST_PIECES);
      const pieces = threadPieces(4_000_000, 1, 'elementwise')!;
      expect(pieces.length).toBe(
        2 **
          Math.floor(
            Math.log2(Math.min(MOST_PIECES, Math.floor((4_000_000 * ELEMENT_NS.elementwise) / PIECE_NS.elementwise))),
          ),
      );
      expect(pieces.length).toBeGreaterThan(threads);
      expect(pieces[0]![0]).toBe(0);
      expect(pieces.at(-1)![1]).toBe(4_000_000);
      for (let index = 1; index < pieces.length; index += 1) {
        expect(pieces[index]![0]).toBe(pieces[index - 1]![1]);
        expect(pieces[index]![0] % 16).toBe(0);
      }
      cuts.push(pieces);
      expect(threadPieces(1024, 10, 'product', 1024 * 1024)!.length).toBe(threads);
    }
    expect(cuts[1]).toEqual(cuts[0]);
  });

  // A worker starts its piece a lag after the job is published; a loop as fast as its bytes gives
  // the calling thread's piece what the worker would do meanwhile, so that both end together.
  it('give the calling thread a longer first piece where a memory-bound loop is cut once per thread', async () => {
    setSplitThresholdForTesting(undefined);
    for (const threads of [2, 3]) {
      await setThreads(threads);
      const even = threadPieces(65_536, 1, 'elementwise')!;
      expect(even.length).toBe(threads);
      const led = threadPieces(65_536, 1, 'elementwise', 1, 4)!;
      expect(led.length).toBe(threads);
      expect(led[0]![0]).toBe(0);
      expect(led.at(-1)![1]).toBe(65_536);
      for (let index = 1; index < led.length; index += 1) {
        expect(led[index]![0]).toBe(led[index - 1]![1]);
        expect(led[index]![0] % 16).toBe(0);
      }
      // n₀ = (total + (T − 1)·L/c)/T, to a unit of 16 elements.
      const lag = WORKER_LAG_NS / (BYTE_NS * 4);
      expect(Math.abs(led[0]![1] - (65_536 + (threads - 1) * lag) / threads)).toBeLessThanOrEqual(32);
      // The workers' pieces stay even among themselves; a job cut by its work (more pieces than threads) is not led.
      if (threads === 3) expect(Math.abs(led[1]![1] - led[1]![0] - (led[2]![1] - led[2]![0]))).toBeLessThanOrEqual(16);
      expect(threadPieces(100_000_000, 1, 'elementwise', 1, 4)).toEqual(threadPieces(100_000_000, 1, 'elementwise'));
    }
    // The mixed-dtype add is cut so, with the same bits as one thread's.
    setNappingForTesting(false);
    await setThreads(2);
    const left = input('int8', [65_536], 11);
    const right = input('uint8', [65_536], 12);
    const before = poolStats.jobs;
    const split = bits(scope(() => add(left, right)));
    expect(poolStats.jobs - before).toBe(1);
    await setThreads(1);
    expect(bits(scope(() => add(left, right)))).toBe(split);
    left.dispose();
    right.dispose();
  });

  it('are counted, the calling thread running its own and any no worker claimed', async () => {
    setSplitThresholdForTesting(undefined);
    setNappingForTesting(false);
    await setThreads(2);
    const x = input('float32', [1_000_000], 5);
    const before = { ...poolStats };
    const expected = bits(scope(() => add(x, x)));
    expect(poolStats.jobs - before.jobs).toBe(1);
    const pieces = poolStats.pieces - before.pieces;
    expect(pieces).toBe(threadPieces(1_000_000, 1, 'elementwise')!.length);
    const ran = poolStats.callerPieces - before.callerPieces;
    expect(ran).toBeGreaterThanOrEqual(1);
    expect(ran).toBeLessThanOrEqual(pieces);
    await setThreads(1);
    expect(bits(scope(() => add(x, x)))).toBe(expected);
    x.dispose();
  });
});

// Workers that are awake but take no piece (they share the calling thread's core, or wait for one
// a neighbour's process holds) nap: jobs run whole on the calling thread for a while, then the
// workers are woken to try again.
describe('workers nap when they take no part', () => {
  it('naps after eight jobs in a row the calling thread ran whole while the workers were awake', () => {
    const watch = new ClaimWatch(8);
    for (let job = 1; job < 8; job++) expect(watch.observe(true, true)).toBe(false);
    expect(watch.observe(true, true)).toBe(true);
    // A piece a worker ran, or workers asleep (a wake-up's latency), start the count again.
    for (let job = 1; job < 8; job++) expect(watch.observe(true, true)).toBe(false);
    expect(watch.observe(true, false)).toBe(false);
    for (let job = 1; job < 8; job++) expect(watch.observe(true, true)).toBe(false);
    expect(watch.observe(false, true)).toBe(false);
    expect(watch.observe(true, true)).toBe(false);
  });

  it('runs jobs whole while napping, with the same bits, and cuts them again after', async () => {
    setSplitThresholdForTesting(undefined);
    setNappingForTesting(true);
    await setThreads(2);
    const x = input('float32', [1_000_000], 11);
    const expected = bits(scope(() => exp(x)));
    napForTesting(60_000);
    expect(threadsForJob()).toBe(1);
    const jobs = poolStats.jobs;
    expect(bits(scope(() => exp(x)))).toBe(expected);
    expect(poolStats.jobs).toBe(jobs);
    napForTesting(0);
    expect(threadsForJob()).toBe(2);
    expect(bits(scope(() => exp(x)))).toBe(expected);
    expect(poolStats.jobs).toBe(jobs + 1);
    setNappingForTesting(false);
    x.dispose();
  });
});

// scatter's 'set' is cut by output: rows that write distinct elements are cut; with a repeated
// index the put runs whole, so that its last write wins.
describe('scatter is cut by output', () => {
  afterAll(() => setSplitThresholdForTesting(undefined));

  it('cuts a put whose indices are distinct, not one with a repeated index, and both give the last write', async () => {
    await setThreads(2);
    setSplitThresholdForTesting(64);
    scope(() => {
      const x = input('float32', [10_000], 3);
      const distinct = array(
        Array.from({ length: 5000 }, (_, index) => (index * 7) % 10_000),
        'int32',
      );
      const values = input('float32', [5000], 4);
      const before = poolStats.jobs;
      const cut = scatter(x, distinct, values) as Any;
      const cutJobs = poolStats.jobs - before;
      const expected = Array.from(x.toArray() as number[]);
      const given = values.toArray() as number[];
      for (let each = 0; each < 5000; each += 1) expected[(each * 7) % 10_000] = given[each]!;
      expect(cut.toArray()).toEqual(expected);

      const repeated = array(
        Array.from({ length: 5000 }, (_, index) => index % 100),
        'int32',
      );
      const whole = poolStats.jobs;
      const last = scatter(x, repeated, values) as Any;
      // The same copy of x before either put; one more job: the cut put.
      expect(cutJobs).toBe(poolStats.jobs - whole + 1);
      const lastExpected = Array.from(x.toArray() as number[]);
      for (let each = 0; each < 5000; each += 1) lastExpected[each % 100] = given[each]!;
      expect(last.toArray()).toEqual(lastExpected);
    });
  });
});
