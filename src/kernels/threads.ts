// The public face of the thread pool (pool.ts): how many threads operations run on.
import {
  availableParallelism,
  setThreads as setPoolThreads,
  threadCount as poolThreadCount,
  threadStatus as poolThreadStatus,
  threadsReady as poolThreadsReady,
  type ThreadStatus,
} from './pool.js';

export type { ThreadStatus } from './pool.js';

/**
 * Sets how many threads run array operations, the calling thread included: a count from 1, or
 * 'auto' (the default, or `DTYPE_LATTICE_THREADS` in Node) for the available parallelism. Workers
 * start in the background; the promise resolves once they are ready, and until then operations
 * run on the threads that are. Results are the same bits on any number of threads. Where threads
 * cannot run (no cross-origin isolation in a browser, workers refused), operations run on the
 * calling thread and `threadStatus()` says why.
 * @example await setThreads('auto')
 */
export function setThreads(count: number | 'auto'): Promise<void> {
  return setPoolThreads(count);
}

/**
 * The number of threads array operations run on now: the calling thread and every worker that is
 * ready (1 before the pool has started, and where threads cannot run).
 * @example threadCount() >= 1 //=> true
 */
export function threadCount(): number {
  return poolThreadCount();
}

/**
 * What was asked for (`requested`), what runs (`running`), and, where operations run on the calling
 * thread alone for good, why (`singleThreaded`).
 * @example typeof threadStatus().running //=> 'number'
 */
export function threadStatus(): ThreadStatus {
  return poolThreadStatus();
}

/** Resolves once every requested thread is ready (starting the pool if it has not started). */
export function threadsReady(): Promise<void> {
  return poolThreadsReady();
}

/** The available parallelism: Node's os.availableParallelism(), a browser's navigator.hardwareConcurrency. */
export function availableThreads(): number {
  return availableParallelism();
}
