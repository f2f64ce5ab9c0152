// The pool's shared control block and the command lists threads run: what the calling thread
// (pool.ts) and the workers (worker.ts) both read, so it imports nothing.
//
// A parallel job is a list of pieces. Each piece is a list of kernel calls the calling thread
// recorded (the executors' range functions, run over the piece's range with the calls deferred);
// every thread, the calling one too, claims pieces from one atomic word and runs their calls. A
// piece's calls are the same whoever runs them, so a result never depends on which thread ran what,
// and a piece nobody else claimed (a worker asleep, busy or gone) is run by the calling thread.

/** Indices into the control block's Int32Array. */
// What a worker reads to start a piece (the job word and the first pieces' slots) shares the job
// word's cache line, so that one transfer between cores brings it; what the calling thread spins on
// while it waits (REMAINING) and what idle workers poll (STOP) sit in lines of their own, so that
// neither thread's polling pulls the other's line away. (Each line moved between cores costs about
// 0.1 µs, a job's whole hand-off about 1 µs.)
// The job word: (serial << 16) | (front << 8) | back: the pieces not claimed are [front, back). The
// calling thread claims from the front, workers from the back, so that on two threads each keeps
// its end of the data from call to call (its cache: a float32 add of 10^6 in 4 pieces, claimed in
// turn from the front, cost 100–134 µs against 83–99 in 2). One atomic word, so a claim (a
// compare-exchange) is always of the job published.
export const JOB = 0;

/**
 * Per piece: [start, length] of its commands, its status (the OR of its calls'), its error flag,
 * the thread that claimed it (0: the calling thread, w: worker w), and 1 once it is finished.
 */
export const PIECE_BASE = 1;
export const PIECE_STRIDE = 6;
export const MAX_PIECES = 64;
export const START = 0;
export const LENGTH = 1;
export const STATUS = 2;
export const ERROR = 3;
export const OWNER = 4;
export const FINISHED = 5;

/** A cache line's Int32 words (64 bytes). */
const LINE = 16;
const lineAfter = (index: number): number => Math.ceil(index / LINE) * LINE;

const WAITING_LINE = lineAfter(PIECE_BASE + MAX_PIECES * PIECE_STRIDE) + LINE;
export const REMAINING = WAITING_LINE; // pieces of the job not finished (the calling thread waits on it)
export const CALLER_WAITING = WAITING_LINE + 1; // 1 while the calling thread sleeps on REMAINING
export const FAILED = WAITING_LINE + 2; // 1 when a piece failed (its error text is in the piece's slot)
const IDLE_LINE = WAITING_LINE + 2 * LINE;
export const SLEEPERS = IDLE_LINE; // workers sleeping on JOB
export const STOP = IDLE_LINE + 1; // 1: workers leave
export const NAP = IDLE_LINE + 2; // 1: workers sleep rather than spin (the calling thread runs jobs whole; pool.ts)
export const RUNNING = IDLE_LINE + 3; // workers in their job loop (written as they join and leave; tests count them)

/**
 * Per worker slot (1 …): the state of the worker the pool last started there, tagged with that
 * worker's generation (slotState): STARTING until it has instantiated the kernels, READY while it
 * takes jobs, LEAVE when it should stop. A worker becomes ready by a compare-exchange from its own
 * STARTING, and works only while the slot says its own READY: one asked to leave while it was still
 * starting, or whose slot has since gone to a newer worker, leaves without taking a piece.
 */
export const READY_BASE = IDLE_LINE + 2 * LINE;
export const STARTING = 0;
export const READY = 1;
export const LEAVE = 2;

/** A worker slot's value: `state` of the worker of `generation` (a count the pool keeps per slot). */
export function slotState(generation: number, state: number): number {
  return ((generation & 0x1fffffff) << 2) | state;
}
/** Workers at most (asm/memory.ts has a static scratch area for each): 64 threads with the calling one. */
export const MAX_WORKERS = 63;

/** Generated modules (jit) the workers instantiate on first use: [id, pointer, length] per slot. */
export const MODULE_BASE = READY_BASE + MAX_WORKERS + 1;
/** Threads at most: the workers and the calling thread. */
export const MAX_THREADS = MAX_WORKERS + 1;
export const MODULE_SLOTS = 1024;
export const CONTROL_INTS = MODULE_BASE + 3 * MODULE_SLOTS;

/**
 * Mailboxes: a job of one piece per worker, every worker awake, skips the claims of the job word:
 * piece w goes to worker w alone (pool.ts runMailJob). Each worker has three lines of its own, in
 * wasm memory (the only buffer whose lines we can align: a SharedArrayBuffer's base is the
 * allocator's), 128 bytes apart (a line and the neighbour its core may fetch with it):
 * - its mail, which the calling thread writes: [serial, length, …] with the piece's calls inline as
 *   float64 from byte 8 (up to MAIL_INLINE values: a call of five arguments), or [serial, −1,
 *   start, length] in the commands buffer. One line, so that one transfer brings the worker the
 *   job and its calls;
 * - its claim: the serial of the last mail claimed. Only the worker writes it, while the calling
 *   thread leaves it be (a claim then stays in the worker's cache); the calling thread reads it, and
 *   takes the piece back by a compare-exchange, only when the worker is late (asleep, or gone);
 * - its done line: [serial, status, error, (scratch), asleep, owner]. The worker writes it, the calling
 *   thread spins on it at a job's end and reads `asleep` at the next one's start (the worker's
 *   generation while it sleeps in Atomics.wait, else 0: a worker leaving the slot or killed there
 *   leaves no mark its successor would be taken by), both from its own cache unless the worker has
 *   written since.
 * Offsets are Int32 indices into the mailbox block.
 */
export const MAIL_STRIDE = 32;
export const MAIL_INLINE = 7;
export const MAILBOX_BYTES = (MAX_WORKERS + 1) * 3 * MAIL_STRIDE * 4;
export const mailOf = (worker: number): number => 3 * worker * MAIL_STRIDE;
export const claimOf = (worker: number): number => mailOf(worker) + MAIL_STRIDE;
export const doneOf = (worker: number): number => mailOf(worker) + 2 * MAIL_STRIDE;
export const asleepOf = (worker: number): number => doneOf(worker) + 4;
/**
 * The generation of the worker that holds the slot's index: one at a time, since each runs kernels in
 * the index's static scratch area (asm/memory.ts). A worker asked to leave may still finish a piece it
 * claimed while its successor starts; the successor waits for it (worker.ts), and the pool frees the
 * word of a worker killed from outside.
 */
export const ownerOf = (worker: number): number => doneOf(worker) + 5;
/** A mail's serial after `serial` (never 0, the value a mailbox starts with). */
export const nextMail = (serial: number): number => (serial + 1) & 0x7fffffff || 1;

/** The mailbox block's views: Int32 words, and the same bytes as float64 (the inline calls). */
export interface Mailboxes {
  words: Int32Array;
  values: Float64Array;
}

/** Runs the calls of worker `worker`'s mail (inline, or in the commands buffer): their status. */
export function runMailCalls(
  boxes: Mailboxes,
  commands: Float64Array,
  functionOf: (id: number) => Callable,
  worker: number,
): number {
  const mail = mailOf(worker);
  const length = boxes.words[mail + 1]!;
  if (length >= 0) return runCommands(boxes.values, (mail >> 1) + 1, length, functionOf);
  return runCommands(commands, boxes.words[mail + 2]!, boxes.words[mail + 3]!, functionOf);
}

/**
 * Runs worker `worker`'s mail of `serial` (on the worker, or on the calling thread when it took the
 * piece back) and reports it done: status and error flag, then the serial. An error's text goes to
 * the error area's slot `worker − 1`.
 */
export function finishMail(
  boxes: Mailboxes,
  commands: Float64Array,
  errors: Uint16Array,
  functionOf: (id: number) => Callable,
  worker: number,
  serial: number,
): void {
  const done = doneOf(worker);
  let status = 0;
  let failed = 0;
  try {
    status = runMailCalls(boxes, commands, functionOf, worker);
  } catch (error) {
    writeError(errors, worker - 1, error);
    failed = 1;
  }
  boxes.words[done + 1] = status;
  boxes.words[done + 2] = failed;
  Atomics.store(boxes.words, done, serial);
}

/**
 * Claims worker `worker`'s mail of `serial` for the thread that calls (the worker, or the calling
 * thread taking it back): whether it got it (false: the other one has it).
 */
export function claimMail(boxes: Mailboxes, worker: number, serial: number): boolean {
  const claim = claimOf(worker);
  const held = Atomics.load(boxes.words, claim);
  return held !== serial && Atomics.compareExchange(boxes.words, claim, held, serial) === held;
}

/**
 * A worker's side of mail `serial`: claims it (unless the calling thread has taken it back) and
 * runs it. Returns whether it ran it.
 */
export function answerMail(
  boxes: Mailboxes,
  commands: Float64Array,
  errors: Uint16Array,
  functionOf: (id: number) => Callable,
  worker: number,
  serial: number,
): boolean {
  if (!claimMail(boxes, worker, serial)) return false;
  // A plain store to the done line now: its line comes to this core while the piece runs, not after.
  boxes.words[doneOf(worker) + 3] = serial;
  finishMail(boxes, commands, errors, functionOf, worker, serial);
  return true;
}

/** Error text per piece (UTF-16 code units, the first its length): [kind, length, …text]. */
export const ERROR_CHARS = 512;

/** Command ids at and above this are functions of generated modules (id − base = module id). */
export const GENERATED_BASE = 1 << 24;

/** A kernel call: [id, argument count, …arguments] in a Float64Array. */
export type Callable = (...args: number[]) => number | undefined;

/** Whether job word `word` has pieces nobody has claimed. */
export function claimable(word: number): boolean {
  return ((word >>> 8) & 0xff) < (word & 0xff);
}

/** A job word: its serial (wrapping) and its pieces, none claimed. */
export function jobWord(serial: number, pieces: number): number {
  return ((serial & 0x7fff) << 16) | pieces;
}

/**
 * Claims and runs pieces of the published job until none is left: what every thread does. A
 * piece's status goes to its slot; a thrown error is written to the error area instead. Returns
 * how many pieces this thread ran.
 */
export function claimPieces(
  control: Int32Array,
  commands: Float64Array,
  errors: Uint16Array,
  functionOf: (id: number) => Callable,
  self: number,
): number {
  let ran = 0;
  for (; ; ran++) {
    const word = Atomics.load(control, JOB);
    if (!claimable(word)) return ran;
    // The calling thread (0) takes the front piece, a worker the back one.
    const piece = self === 0 ? (word >>> 8) & 0xff : (word & 0xff) - 1;
    if (Atomics.compareExchange(control, JOB, word, self === 0 ? word + 0x100 : word - 1) !== word) continue;
    const slot = PIECE_BASE + piece * PIECE_STRIDE;
    Atomics.store(control, slot + OWNER, self);
    runPiece(control, commands, errors, functionOf, piece);
  }
}

/** Runs one claimed piece: its status or error to its slot, then marks it finished. */
export function runPiece(
  control: Int32Array,
  commands: Float64Array,
  errors: Uint16Array,
  functionOf: (id: number) => Callable,
  piece: number,
): void {
  const slot = PIECE_BASE + piece * PIECE_STRIDE;
  try {
    control[slot + STATUS] = runCommands(commands, control[slot + START]!, control[slot + LENGTH]!, functionOf);
  } catch (error) {
    writeError(errors, piece, error);
    control[slot + ERROR] = 1;
    Atomics.store(control, FAILED, 1);
  }
  Atomics.store(control, slot + FINISHED, 1);
  if (Atomics.sub(control, REMAINING, 1) === 1 && Atomics.load(control, CALLER_WAITING) === 1)
    Atomics.notify(control, REMAINING);
}

/** Runs the calls of `commands[start … start + length)`; the OR of their results. */
export function runCommands(
  commands: Float64Array,
  start: number,
  length: number,
  functionOf: (id: number) => Callable,
): number {
  let status = 0;
  const end = start + length;
  let at = start;
  while (at < end) {
    const fn = functionOf(commands[at]!);
    const count = commands[at + 1]!;
    const a = at + 2;
    at = a + count;
    let result: number | undefined;
    // Spelled out by arity: a spread would allocate per call.
    switch (count) {
      case 0:
        result = fn();
        break;
      case 1:
        result = fn(commands[a]!);
        break;
      case 2:
        result = fn(commands[a]!, commands[a + 1]!);
        break;
      case 3:
        result = fn(commands[a]!, commands[a + 1]!, commands[a + 2]!);
        break;
      case 4:
        result = fn(commands[a]!, commands[a + 1]!, commands[a + 2]!, commands[a + 3]!);
        break;
      case 5:
        result = fn(commands[a]!, commands[a + 1]!, commands[a + 2]!, commands[a + 3]!, commands[a + 4]!);
        break;
      case 6:
        result = fn(
          commands[a]!,
          commands[a + 1]!,
          commands[a + 2]!,
          commands[a + 3]!,
          commands[a + 4]!,
          commands[a + 5]!,
        );
        break;
      default:
        result = fn(...Array.from(commands.subarray(a, a + count)));
    }
    status |= result ?? 0;
  }
  return status;
}

/** AssemblyScript's abort(message, file, line, column) as an Error (strings: UTF-16, byte length at ptr − 4). */
export function abortError(
  buffer: ArrayBufferLike,
  message: number,
  file: number,
  line: number,
  column: number,
): Error {
  const text = (pointer: number): string => {
    if (!pointer) return '';
    const bytes = new DataView(buffer).getUint32(pointer - 4, true);
    return String.fromCharCode(...new Uint16Array(buffer, pointer, bytes >>> 1));
  };
  return new Error(`WebAssembly kernel aborted: ${text(message)} (${text(file)}:${line}:${column})`);
}

/** Writes an error's kind and message into a piece's slot of the error area. */
export function writeError(errors: Uint16Array, piece: number, error: unknown): void {
  const base = piece * ERROR_CHARS;
  const kind = error instanceof Error && error.name === 'RuntimeError' ? 1 : 0;
  const text = error instanceof Error ? error.message : String(error);
  const length = Math.min(text.length, ERROR_CHARS - 2);
  errors[base] = kind;
  errors[base + 1] = length;
  for (let index = 0; index < length; index++) errors[base + 2 + index] = text.charCodeAt(index);
}
