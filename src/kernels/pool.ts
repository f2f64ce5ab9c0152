// The worker pool: threads that run kernels on the one shared memory (pthreadpool's design: the
// calling thread works too; idle workers spin briefly, then sleep in Atomics.wait).
//
// A parallel job (parallelFor) is cut into pieces by its executor. The calling thread records every
// piece but its own as kernel calls (recorder.ts), publishes them, runs its own piece directly, then
// claims what no worker has claimed, and waits for the rest. A job of one piece per worker, every
// worker awake, is mailed instead: piece w to worker w (runMailJob; commands.ts: Mailboxes). Results never depend on who ran which
// piece: the pieces are the executor's, and each runs the same calls on any thread.
//
// Workers start asynchronously (in Node without waiting for the event loop: each sets a ready flag
// in the control block); until then the calling thread works alone. Workers never allocate: the
// allocator stays on the calling thread, and memory growth is safe since the memory is shared.
import {
  asleepOf,
  ownerOf,
  CALLER_WAITING,
  type Callable,
  claimMail,
  claimPieces,
  CONTROL_INTS,
  doneOf,
  ERROR,
  ERROR_CHARS,
  FAILED,
  FINISHED,
  finishMail,
  GENERATED_BASE,
  JOB,
  jobWord,
  LEAVE,
  LENGTH,
  MAIL_INLINE,
  MAILBOX_BYTES,
  type Mailboxes,
  mailOf,
  MAX_PIECES,
  NAP,
  MAX_THREADS,
  MODULE_BASE,
  MODULE_SLOTS,
  nextMail,
  OWNER,
  PIECE_BASE,
  PIECE_STRIDE,
  READY,
  READY_BASE,
  REMAINING,
  runPiece,
  RUNNING,
  SLEEPERS,
  slotState,
  START,
  STARTING,
  STATUS,
  STOP,
} from './commands.js';
import { kernelModule, sharingRefused, wasm } from './loader.js';
import { microModule } from './micro-module.js';
import { startRecording, stopRecording, takeDeferredFrees } from './recorder.js';
import { workerScript } from './worker-script.generated.js';

/** Command slots (float64 each) a job's recorded calls may take; a job that needs more runs here. */
const CAPACITY = 1 << 17;
/** Atomics.load spins before a worker sleeps (about 0.3–0.5 ms). */
const WORKER_SPINS = 1 << 18;
/** Atomics.load spins before the calling thread sleeps (where it may) waiting for workers' pieces. */
const CALLER_SPINS = 1 << 14;
/**
 * Atomics.load spins (a few µs) the calling thread waits for a mailed piece before it looks whether
 * the worker has claimed it, and takes it back if not. Looking sooner would pull the worker's claim
 * line away on every job, and its next claim would wait for the line.
 */
const STEAL_SPINS = 1 << 12;

interface Member {
  /** Whether it has instantiated the kernels (its slot says it is ready). */
  ready: boolean;
  /** Which of the workers started in its slot it is (commands.ts: slotState). */
  generation: number;
  gone: boolean;
  terminate(): void;
  /** False once the thread has stopped (Node knows synchronously; elsewhere the error event says). */
  alive(): boolean;
}

interface Pool {
  control: Int32Array;
  commands: Float64Array;
  errors: Uint16Array;
  members: (Member | undefined)[]; // index 0 unused: the calling thread
  /** Whether this thread may sleep in Atomics.wait (not a browser's main thread). */
  canWait: boolean;
  serial: number;
  /** The workers' mailboxes (commands.ts), and where they are in wasm memory. */
  boxes: Mailboxes;
  mailboxes: number;
}

/**
 * Workers started per slot so far (a new one's generation), and the last mail's serial: kept for
 * the process, since the mailboxes are (a pool started again after stopThreads shares them with
 * the workers of the one before, until they have left).
 */
const generations: number[] = [];
let lastMail = 0;

type Request = number | 'auto';

let pool: Pool | undefined;
/** Why fewer threads work than requested, when that is for good (no shared memory, no workers). */
let refused: string | undefined;
let readyWaiters: (() => void)[] = [];

interface NodeWorker {
  threadId: number;
  unref(): void;
  terminate(): Promise<number>;
  postMessage(message: unknown): void;
  on(event: string, listener: (value: unknown) => void): void;
}
interface WebWorker {
  postMessage(message: unknown): void;
  terminate(): void;
  addEventListener(event: string, listener: (event: unknown) => void): void;
}
const scope = globalThis as unknown as {
  process?: { env?: Record<string, string | undefined>; getBuiltinModule?(id: string): unknown };
  navigator?: { hardwareConcurrency?: number };
  Worker?: new (url: string, options: { type: 'module' }) => WebWorker;
  Blob?: new (parts: string[], options: { type: string }) => object;
  URL: { createObjectURL?(blob: object): string };
};

/** What setThreads asked for; until it is called, DTYPE_LATTICE_THREADS in Node, else 'auto'. */
let requested: Request | undefined;

/**
 * Node's built-in modules (Node ≥ 20.16, Bun, Deno 2): Deno's node:worker_threads can be unref'd,
 * its web workers cannot (they would keep the process alive).
 */
function nodeModule<T>(id: string): T | undefined {
  return scope.process?.getBuiltinModule?.(id) as T | undefined;
}

function initialRequest(): Request {
  let text: string | undefined;
  try {
    text = scope.process?.env?.DTYPE_LATTICE_THREADS;
  } catch {
    return 'auto'; // an environment we may not read (Deno without --allow-env)
  }
  if (text === undefined || text === '' || text === 'auto') return 'auto';
  const count = Number(text);
  return Number.isInteger(count) && count >= 1 ? count : 'auto';
}

let cores: number | undefined;
/** availableParallelism(), asked once (a job's hand-off reads it). */
const coreCount = (): number => {
  cores ??= availableParallelism();
  return cores;
};

/** The available parallelism: Node's os.availableParallelism(), a browser's hardwareConcurrency. */
export function availableParallelism(): number {
  let count = scope.navigator?.hardwareConcurrency;
  try {
    const os = nodeModule<{ availableParallelism?(): number; cpus(): unknown[] }>('node:os');
    if (os) count = os.availableParallelism?.() ?? os.cpus().length;
  } catch {
    // Deno without --allow-sys: navigator.hardwareConcurrency
  }
  return Math.max(1, Math.min(MAX_THREADS, count ?? 1));
}

function requestedThreads(): number {
  requested ??= initialRequest();
  return requested === 'auto' ? availableParallelism() : requested;
}

/**
 * Sets how many threads run operations (the calling thread included): a count, or 'auto' for the
 * available parallelism. Resolves once they are ready; until then operations run on the threads
 * already ready (at first, the calling thread alone).
 */
export function setThreads(count: Request): Promise<void> {
  if (count !== 'auto' && (!Number.isInteger(count) || count < 1 || count > MAX_THREADS)) {
    const shown = typeof count === 'string' ? `"${count}"` : String(count);
    throw new RangeError(`setThreads: threads must be an integer from 1 to ${MAX_THREADS} or 'auto', not ${shown}`);
  }
  requested = count;
  resize();
  return threadsReady();
}

/** The threads operations run on now: the calling thread and every ready worker. */
export function threadCount(): number {
  const current = pool;
  if (current === undefined) return 1;
  let count = 1;
  for (const member of current.members) if (member !== undefined && isReady(current, member)) count++;
  return count;
}

/** What was asked for, what runs, and why fewer where that is so. */
export interface ThreadStatus {
  requested: number;
  running: number;
  /** Why operations run on the calling thread alone (no shared memory, workers refused). */
  singleThreaded?: string;
}

export function threadStatus(): ThreadStatus {
  const status: ThreadStatus = { requested: requestedThreads(), running: threadCount() };
  if (refused !== undefined) status.singleThreaded = refused;
  return status;
}

/** Resolves once every requested thread is ready (at once where threads are not available). */
export function threadsReady(): Promise<void> {
  resize();
  if (allReady()) return Promise.resolve();
  return new Promise((resolve) => readyWaiters.push(resolve));
}

function allReady(): boolean {
  return pool === undefined || refused !== undefined || threadCount() >= Math.min(requestedThreads(), poolSize());
}

function poolSize(): number {
  return pool === undefined ? 1 : 1 + pool.members.filter((member) => member !== undefined && !member.gone).length;
}

function settle(): void {
  if (!allReady()) return;
  const waiting = readyWaiters;
  readyWaiters = [];
  for (const resolve of waiting) resolve();
}

function isReady(current: Pool, member: Member): boolean {
  if (member.gone) return false;
  if (!member.ready)
    member.ready =
      Atomics.load(current.control, READY_BASE + current.members.indexOf(member)) ===
      slotState(member.generation, READY);
  return member.ready;
}

/** Set when a worker stopped unasked: the next job starts a new one in its place. */
let lost = false;

/** Starts or stops workers so that the requested number of threads run. */
function resize(): void {
  const wanted = requestedThreads() - 1;
  if (pool === undefined) {
    if (wanted === 0 || refused !== undefined) return;
    pool = createPool();
    if (pool === undefined) {
      settle();
      return;
    }
  }
  const current = pool;
  let asked = false;
  for (let index = 1; index < current.members.length; index++) {
    const member = current.members[index];
    if (member !== undefined && index > wanted) {
      // It leaves by itself between jobs (terminating it could stop it inside a piece); one still
      // starting leaves as soon as it is up, without taking a piece (worker.ts).
      member.gone = true;
      current.members[index] = undefined;
      Atomics.store(current.control, READY_BASE + index, slotState(member.generation, LEAVE));
      asked = true;
    }
  }
  if (asked) {
    // A job word of no pieces: a worker that looked at its slot just before it changed and is about
    // to sleep on the job word finds the word changed and looks again (a notify alone would be lost,
    // and it would sleep, not gone, until the next job woke it).
    Atomics.store(current.control, JOB, jobWord(++current.serial, 0));
    Atomics.notify(current.control, JOB);
  }
  for (let index = 1; index <= wanted; index++) {
    if (current.members[index] === undefined || current.members[index]!.gone) {
      // A new generation in the slot: a worker that was there before, if still starting, sees
      // another's STARTING and leaves (it would otherwise take jobs beside the new one).
      const generation = (generations[index] ?? 0) + 1;
      generations[index] = generation;
      Atomics.store(current.control, READY_BASE + index, slotState(generation, STARTING));
      const member = startWorker(current, index, generation);
      if (member === undefined) break;
      current.members[index] = member;
    }
  }
  settle();
}

function createPool(): Pool | undefined {
  wasm();
  const why = sharingRefused();
  if (why !== undefined) {
    refused = `${why}; operations run on the calling thread`;
    return undefined;
  }
  let canWait = true;
  try {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 1, 0);
  } catch {
    canWait = false; // a browser's main thread: it spins instead (as emscripten does there)
  }
  const mailboxes = mailboxBlock();
  const buffer = wasm().memory.buffer;
  const created: Pool = {
    boxes: {
      words: new Int32Array(buffer, mailboxes, MAILBOX_BYTES / 4),
      values: new Float64Array(buffer, mailboxes, MAILBOX_BYTES / 8),
    },
    mailboxes,
    control: new Int32Array(new SharedArrayBuffer(CONTROL_INTS * 4)),
    commands: new Float64Array(new SharedArrayBuffer(CAPACITY * 8)),
    errors: new Uint16Array(new SharedArrayBuffer(MAX_PIECES * ERROR_CHARS * 2)),
    members: [undefined],
    canWait,
    serial: 0,
  };
  // Modules generated before the pool started (jit compiled first) reach its workers too.
  for (const [id, [pointer, length]] of generatedBytes) publishGenerated(created, id, pointer, length);
  return created;
}

/** The mailboxes' block: static in the kernel module (asm/memory.ts), so aligned and never allocated. */
function mailboxBlock(): number {
  const kernels = wasm();
  if (kernels.pool_mailboxes_bytes() < MAILBOX_BYTES)
    throw new Error('dtype-lattice: the kernels have too small a mailbox block for the pool');
  return kernels.pool_mailboxes() >>> 0;
}

function startWorker(current: Pool, index: number, generation: number): Member | undefined {
  const setup = {
    module: kernelModule(),
    micro: microModule(true),
    memory: wasm().memory,
    control: current.control.buffer,
    commands: current.commands.buffer,
    errors: current.errors.buffer,
    mailboxes: current.mailboxes,
    // More threads than cores: the workers past the cores' count never spin (spinning, they would
    // take the time of the threads doing the work); they sleep until woken.
    spins: index < coreCount() ? WORKER_SPINS : 0,
    index,
    generation,
  };
  const threads = nodeModule<{ Worker: new (code: string, options: { eval: true }) => NodeWorker }>(
    'node:worker_threads',
  );
  try {
    if (threads) return nodeMember(current, new threads.Worker(workerScript, { eval: true }), setup);
    if (scope.Worker && scope.Blob && scope.URL.createObjectURL) {
      const url = scope.URL.createObjectURL(new scope.Blob([workerScript], { type: 'text/javascript' }));
      return webMember(current, new scope.Worker(url, { type: 'module' }), setup);
    }
    refused = 'this platform has no workers; operations run on the calling thread';
  } catch (error) {
    refused = `workers could not be started (${(error as Error).message}); operations run on the calling thread`;
  }
  return undefined;
}

function nodeMember(current: Pool, worker: NodeWorker, setup: { index: number; generation: number }): Member {
  const member: Member = {
    ready: false,
    generation: setup.generation,
    gone: false,
    terminate: () => void worker.terminate(),
    alive: () => !member.gone && worker.threadId !== -1,
  };
  // Held (ref'd) while it starts, so `await setThreads(n)` keeps the process alive until it is
  // ready; then let go: a process exits without waiting for the pool.
  worker.on('message', () => {
    worker.unref();
    settle();
  });
  const stopped = (): void => {
    if (!member.gone) lost = true;
    member.gone = true;
    forgetSleeper(current, setup.index, setup.generation);
    settle();
  };
  worker.on('error', stopped);
  worker.on('exit', stopped);
  worker.postMessage(setup);
  return member;
}

/**
 * A worker that stopped while asleep (killed from outside) is taken off the count of sleepers,
 * which would otherwise keep jobs from its slot's next worker's mailbox and wake nobody for good;
 * one that stopped holding its index (killed) gives it up for its successor.
 */
function forgetSleeper(current: Pool, index: number, generation: number): void {
  if (Atomics.compareExchange(current.boxes.words, asleepOf(index), generation, 0) === generation)
    Atomics.sub(current.control, SLEEPERS, 1);
  // Killed, it never freed its index: its successor waits for that (worker.ts).
  if (Atomics.compareExchange(current.boxes.words, ownerOf(index), generation, 0) === generation)
    Atomics.notify(current.boxes.words, ownerOf(index));
}

function webMember(current: Pool, worker: WebWorker, setup: { index: number; generation: number }): Member {
  const member: Member = {
    ready: false,
    generation: setup.generation,
    gone: false,
    terminate: () => worker.terminate(),
    alive: () => !member.gone,
  };
  worker.addEventListener('message', () => settle());
  worker.addEventListener('error', () => {
    if (!member.gone) lost = true;
    member.gone = true;
    forgetSleeper(current, setup.index, setup.generation);
    settle();
  });
  worker.postMessage(setup);
  return member;
}

/** The pool when at least one worker is ready; starts it on first use. */
function workingPool(): Pool | undefined {
  if (pool === undefined || lost) {
    if (refused !== undefined || requestedThreads() < 2) return undefined;
    lost = false;
    resize();
  }
  if (napUntil !== 0 && !napOver()) return undefined;
  return pool !== undefined && threadCount() > 1 ? pool : undefined;
}

/**
 * Whether awake workers take part in the jobs, from the calling thread's side: after `patience`
 * jobs in a row whose every piece it ran itself while the workers were awake (spinning, not asleep),
 * they are not running beside it but sharing its core or waiting for one (a neighbour's process
 * took the other cores), and a spinning worker then only takes the calling thread's time (an add
 * of 10^6 on 2 threads cost twice one thread's time): time to nap.
 */
export class ClaimWatch {
  private strikes = 0;
  constructor(private readonly patience: number) {}
  /** One job: whether workers were awake when it was published, and whether this thread ran every piece. Returns whether to nap. */
  observe(workersAwake: boolean, allHere: boolean): boolean {
    if (!workersAwake || !allHere) {
      this.strikes = 0;
      return false;
    }
    if (++this.strikes < this.patience) return false;
    this.strikes = 0;
    return true;
  }
}

/** Jobs in a row the calling thread runs whole, workers awake, before they nap. */
const NAP_PATIENCE = 8;
/** How long a nap lasts (ms): jobs run on the calling thread, then the workers are woken to try again. */
const NAP_MS = 10;
const watch = new ClaimWatch(NAP_PATIENCE);
/** When the workers' nap ends (the clock's ms); 0 while they are not napping. */
let napUntil = 0;

/** Whether workers may nap (tests that count jobs, or force cuts to exercise the threads, turn it off). */
let napping = true;

/** Test hook: whether workers may nap (false also wakes them now). */
export function setNappingForTesting(enabled: boolean): void {
  napping = enabled;
  if (!enabled && napUntil !== 0) napForTesting(0);
}

function nap(current: Pool, ms: number): void {
  if (!napping) return;
  napUntil = clock.now() + ms;
  poolStats.naps += 1;
  Atomics.store(current.control, NAP, 1);
}

/** Whether the nap is over (and if so, wakes the workers). */
function napOver(): boolean {
  if (clock.now() < napUntil) return false;
  napUntil = 0;
  if (pool !== undefined) {
    Atomics.store(pool.control, NAP, 0);
    Atomics.notify(pool.control, JOB);
  }
  return true;
}

/** Test hook: makes the workers nap for `ms` (0: wakes them now). */
export function napForTesting(ms: number): void {
  if (pool === undefined) return;
  if (ms > 0) {
    napUntil = clock.now() + ms;
    Atomics.store(pool.control, NAP, 1);
  } else {
    napUntil = clock.now();
    napOver();
  }
}

/** How many threads a job may be cut for now (1: run it here, whole). */
export function threadsForJob(): number {
  return workingPool() === undefined ? 1 : threadCount();
}

// Functions by command id on this thread: the raw exports, and the generated modules' `run`s.
let exportList: Callable[] | undefined;
const generated = new Map<number, Callable>();

function functionOf(id: number): Callable {
  if (id >= GENERATED_BASE) return generated.get(id)!;
  if (exportList === undefined) {
    const exports = wasm() as unknown as Record<string, Callable>;
    const api = globalThis as unknown as { WebAssembly: { Module: { exports(module: object): { name: string }[] } } };
    exportList = api.WebAssembly.Module.exports(kernelModule()!).map((each) => exports[each.name]!);
  }
  return exportList[id]!;
}

/**
 * Registers a generated module's `run` (jit) so workers can call it: they compile `bytes` from the
 * shared memory (at `pointer`, kept there by the caller while the module is in use) on first use.
 * Returns its command id.
 */
let generatedCount = 0;
const generatedBytes = new Map<number, readonly [pointer: number, length: number]>();

export function registerGenerated(run: Callable, pointer: number, length: number): number {
  const id = GENERATED_BASE + generatedCount++;
  generated.set(id, run);
  generatedBytes.set(id, [pointer, length]);
  if (pool !== undefined) publishGenerated(pool, id, pointer, length);
  return id;
}

function publishGenerated(current: Pool, id: number, pointer: number, length: number): void {
  const slot = MODULE_BASE + 3 * ((id - GENERATED_BASE) % MODULE_SLOTS);
  Atomics.store(current.control, slot + 1, pointer);
  Atomics.store(current.control, slot + 2, length);
  Atomics.store(current.control, slot, id);
}

/** Forgets a generated module (evicted from jit's cache): its id is not called again. */
export function forgetGenerated(id: number): void {
  generated.delete(id);
  generatedBytes.delete(id);
}

/**
 * Runs `piece(0)` … `piece(count − 1)` (each a range of one job, whose kernel calls are independent
 * of one another), on the pool's threads where one works and `count` > 1, else here in order. The
 * OR of the pieces' statuses; a piece's error is thrown here as it was thrown there.
 */
export function parallelFor(count: number, piece: (index: number) => number): number {
  const current = count > 1 ? workingPool() : undefined;
  if (current === undefined || count > MAX_PIECES + 1) return sequential(count, piece);
  try {
    return mailable(current, count - 1) ? runMailJob(current, count, piece) : runJob(current, count, piece);
  } finally {
    const free = (wasm() as unknown as { free(pointer: number): void }).free;
    for (const pointer of takeDeferredFrees()) free(pointer);
  }
}

/**
 * What the pool has done (for tests, and benches that explain their figures): jobs run on its
 * threads (0 where small work stayed on the calling thread), their pieces, the pieces the calling
 * thread ran (its own first one, and those no worker had claimed), and the time it waited for
 * pieces workers were running, having none left to claim (ms).
 */
export const poolStats = { jobs: 0, mailJobs: 0, pieces: 0, callerPieces: 0, waitMs: 0, naps: 0, timing: false };

const clock = (globalThis as unknown as { performance: { now(): number } }).performance;

function runJob(current: Pool, count: number, piece: (index: number) => number): number {
  poolStats.jobs += 1;
  const { control, commands } = current;
  // Record the pieces other threads may take (1 …); piece 0 is this thread's, run directly.
  let at = 0;
  for (let index = 1; index < count; index++) {
    const end = recordPiece(commands, at, piece, index);
    if (end < 0) return sequential(count, piece); // too many calls to record: all here
    const slot = PIECE_BASE + (index - 1) * PIECE_STRIDE;
    control[slot + START] = at;
    control[slot + LENGTH] = end - at;
    control[slot + STATUS] = 0;
    control[slot + ERROR] = 0;
    control[slot + OWNER] = -1;
    control[slot + FINISHED] = 0;
    at = end;
  }
  const others = count - 1;
  // Plain writes: the job word's atomic store below publishes them with the pieces (a worker reads
  // them only after it has seen the new word), and each atomic store is a full fence.
  control[FAILED] = 0;
  control[REMAINING] = others;
  Atomics.store(control, JOB, jobWord(++current.serial, others));
  // Wake no more sleepers than there are other cores: on more threads than cores, the ones woken
  // claim every piece, rather than all of them taking turns on the cores (the bits are the same,
  // whoever runs a piece).
  const sleepers = Atomics.load(control, SLEEPERS);
  if (sleepers > 0) Atomics.notify(control, JOB, Math.max(1, Math.min(others, coreCount() - 1)));
  let status = 0;
  let thrown: unknown;
  try {
    status = piece(0);
  } catch (error) {
    thrown = error; // still wait: the other pieces run on memory the caller may free
  }
  const ownPieces = 1 + claimPieces(control, commands, current.errors, functionOf, 0);
  // The clock costs about 0.1 µs a reading: read only for benches that ask (poolStats.timing).
  const waited = poolStats.timing ? clock.now() : 0;
  const rescued = waitForPieces(current, others);
  if (poolStats.timing) poolStats.waitMs += clock.now() - waited;
  poolStats.pieces += count;
  poolStats.callerPieces += ownPieces + rescued;
  if (watch.observe(sleepers === 0, ownPieces + rescued === count)) nap(current, NAP_MS);
  if (thrown !== undefined) throw thrown;
  for (let index = 0; index < others; index++) {
    const slot = PIECE_BASE + index * PIECE_STRIDE;
    if (control[slot + ERROR] === 1) throw pieceError(current, index);
    status |= control[slot + STATUS]!;
  }
  return status;
}

/**
 * Whether workers 1 … `others` are ready, and every worker awake (spinning): a job for the
 * mailboxes. Where one sleeps, the job word's claims serve better: the calling thread claims at
 * once what a worker just woken has not.
 */
function mailable(current: Pool, others: number): boolean {
  if (mailing === 'never' || others >= current.members.length) return false;
  for (let worker = 1; worker <= others; worker++) {
    const member = current.members[worker];
    if (member === undefined || !isReady(current, member)) return false;
  }
  return mailing === 'always' || !anyAsleep(current, others);
}

/** Whether any of workers 1 … `others` sleeps (its mark, in the line the calling thread reads at each job's end). */
function anyAsleep(current: Pool, others: number): boolean {
  for (let worker = 1; worker <= others; worker++)
    if (Atomics.load(current.boxes.words, asleepOf(worker)) === current.members[worker]?.generation) return true;
  return false;
}

let mailing: 'auto' | 'always' | 'never' = 'auto';

/**
 * Test hook: when jobs go to the workers' mailboxes: 'auto' (every worker awake), 'always' (to
 * test the mail's paths: sleepers woken, pieces taken back), 'never' (the job word's claims).
 */
export function setMailForTesting(mode: 'auto' | 'always' | 'never'): void {
  mailing = mode;
}

/**
 * A job whose pieces 1 … count − 1 go to workers 1 … count − 1, one each, through their mailboxes:
 * no claims on a shared word, the calls in the line the worker polls, its end in a line of its own.
 */
function runMailJob(current: Pool, count: number, piece: (index: number) => number): number {
  poolStats.jobs += 1;
  poolStats.mailJobs += 1;
  const { boxes, commands, control } = current;
  const others = count - 1;
  let at = 0;
  for (let worker = 1; worker <= others; worker++) {
    const end = recordPiece(commands, at, piece, worker);
    if (end < 0) return sequential(count, piece); // too many calls to record: all here
    const mail = mailOf(worker);
    const length = end - at;
    if (length <= MAIL_INLINE) {
      const to = (mail >> 1) + 1;
      for (let index = 0; index < length; index++) boxes.values[to + index] = commands[at + index]!;
      boxes.words[mail + 1] = length;
    } else {
      boxes.words[mail + 1] = -1;
      boxes.words[mail + 2] = at;
      boxes.words[mail + 3] = length;
      at = end;
    }
  }
  const serial = nextMail(lastMail);
  lastMail = serial;
  for (let worker = 1; worker <= others; worker++) Atomics.store(boxes.words, mailOf(worker), serial);
  // A worker that went to sleep since mailable() looked: a changed job word wakes it (worker.ts
  // looks at its mail after counting itself asleep, so one of the two sees the other).
  if (anyAsleep(current, others)) {
    Atomics.store(control, JOB, jobWord(++current.serial, 0));
    Atomics.notify(control, JOB);
  }
  let status = 0;
  let thrown: unknown;
  try {
    status = piece(0);
  } catch (error) {
    thrown = error; // still wait: the other pieces run on memory the caller may free
  }
  const waited = poolStats.timing ? clock.now() : 0;
  let here = 0;
  for (let worker = 1; worker <= others; worker++) here += awaitMail(current, worker, serial);
  if (poolStats.timing) poolStats.waitMs += clock.now() - waited;
  poolStats.pieces += count;
  poolStats.callerPieces += 1 + here;
  if (watch.observe(true, here === others)) nap(current, NAP_MS);
  if (thrown !== undefined) throw thrown;
  for (let worker = 1; worker <= others; worker++) {
    const done = doneOf(worker);
    if (boxes.words[done + 2] === 1) throw pieceError(current, worker - 1);
    status |= boxes.words[done + 1]!;
  }
  return status;
}

/**
 * Waits for worker `worker`'s mail of `serial` to be done. A worker late to claim it (asleep, or
 * gone) has it taken back and run here, as has one that stopped while running it. Returns 1 where it
 * ran here.
 */
function awaitMail(current: Pool, worker: number, serial: number): number {
  const { boxes, control } = current;
  const done = doneOf(worker);
  let spins = 0;
  let claimed = false;
  for (;;) {
    const seen = Atomics.load(boxes.words, done);
    if (seen === serial) return 0;
    if (++spins < STEAL_SPINS) continue;
    if (!claimed) {
      if (claimMail(boxes, worker, serial)) {
        finishMail(boxes, current.commands, current.errors, functionOf, worker, serial);
        return 1;
      }
      claimed = true; // the worker's (a failed exchange: it claimed meanwhile)
    }
    if (spins < CALLER_SPINS) continue;
    spins = STEAL_SPINS;
    if (current.canWait) {
      Atomics.store(control, CALLER_WAITING, 1);
      if (Atomics.load(boxes.words, done) === seen) Atomics.wait(boxes.words, done, seen, 20);
      Atomics.store(control, CALLER_WAITING, 0);
    }
    const member = current.members[worker];
    if (Atomics.load(boxes.words, done) !== serial && (member === undefined || !member.alive())) {
      finishMail(boxes, current.commands, current.errors, functionOf, worker, serial);
      return 1;
    }
  }
}

/** Records piece `index`'s kernel calls into `commands` from `at`: where they end, or −1 when they did not fit. */
function recordPiece(commands: Float64Array, at: number, piece: (index: number) => number, index: number): number {
  startRecording(commands, at, CAPACITY);
  try {
    piece(index);
  } catch (error) {
    stopRecording();
    throw error;
  }
  return stopRecording();
}

function sequential(count: number, piece: (index: number) => number): number {
  let status = 0;
  for (let index = 0; index < count; index++) status |= piece(index);
  return status;
}

/**
 * Waits until every published piece has finished; runs here the pieces of a worker that died
 * (returns how many).
 */
function waitForPieces(current: Pool, others: number): number {
  const { control } = current;
  let spins = 0;
  let rescued = 0;
  while (Atomics.load(control, REMAINING) > 0) {
    if (++spins < CALLER_SPINS) continue;
    spins = 0;
    if (current.canWait) {
      Atomics.store(control, CALLER_WAITING, 1);
      const remaining = Atomics.load(control, REMAINING);
      if (remaining > 0) Atomics.wait(control, REMAINING, remaining, 20);
      Atomics.store(control, CALLER_WAITING, 0);
    }
    rescued += rescue(current, others);
  }
  return rescued;
}

/** Pieces claimed by a worker that has stopped, not finished: run them here (returns how many). */
function rescue(current: Pool, others: number): number {
  const { control } = current;
  let rescued = 0;
  for (let index = 0; index < others; index++) {
    const slot = PIECE_BASE + index * PIECE_STRIDE;
    const owner = Atomics.load(control, slot + OWNER);
    if (owner <= 0 || Atomics.load(control, slot + FINISHED) === 1) continue;
    const member = current.members[owner];
    if (member === undefined || !member.alive()) {
      Atomics.store(control, slot + OWNER, 0);
      runPiece(control, current.commands, current.errors, functionOf, index);
      rescued++;
    }
  }
  return rescued;
}

function pieceError(current: Pool, piece: number): Error {
  const base = piece * ERROR_CHARS;
  const kind = current.errors[base];
  const text = String.fromCharCode(...current.errors.subarray(base + 2, base + 2 + current.errors[base + 1]!));
  const runtime = (globalThis as unknown as { WebAssembly: { RuntimeError: new (message: string) => Error } })
    .WebAssembly.RuntimeError;
  return kind === 1 ? new runtime(text) : new Error(text);
}

/** Stops the workers (they leave their loop); the next parallel job starts new ones. For tests and shutdown. */
export function stopThreads(): void {
  const current = pool;
  if (current === undefined) return;
  Atomics.store(current.control, STOP, 1);
  Atomics.notify(current.control, JOB);
  for (const member of current.members) {
    if (member === undefined) continue;
    member.gone = true;
    member.terminate();
  }
  pool = undefined;
}

/** Test hook: how many workers of the pool are in their job loop now (commands.ts: RUNNING). */
export function runningWorkersForTesting(): number {
  return pool === undefined ? 0 : Atomics.load(pool.control, RUNNING);
}

/**
 * Test hook: how many workers the pool counts asleep (commands.ts: SLEEPERS), and how many of its
 * workers are marked asleep in their done lines (equal, but for a worker between the two).
 */
/**
 * For tests: holds worker `index`'s index, free, as a predecessor still finishing a piece would (a
 * generation no worker has: whether it took it), or gives the hold back.
 */
export function holdIndexForTesting(index: number, hold: boolean): boolean {
  const words = pool?.boxes.words;
  if (words === undefined) return false;
  if (hold) return Atomics.compareExchange(words, ownerOf(index), 0, -1) === 0;
  const held = Atomics.compareExchange(words, ownerOf(index), -1, 0) === -1;
  Atomics.notify(words, ownerOf(index));
  return held;
}

export function sleepersForTesting(): { counted: number; marked: number } {
  const current = pool;
  if (current === undefined) return { counted: 0, marked: 0 };
  let marked = 0;
  current.members.forEach((member, index) => {
    if (member !== undefined && Atomics.load(current.boxes.words, asleepOf(index)) === member.generation) marked++;
  });
  return { counted: Atomics.load(current.control, SLEEPERS), marked };
}

/** Test hook: terminates worker `index` from outside, as a crash would. */
export function terminateWorkerForTesting(index: number): boolean {
  const member = pool?.members[index];
  if (member === undefined) return false;
  member.terminate();
  return true;
}
