// A worker thread of the pool (pool.ts): instantiates the kernel module on the shared memory, says
// it is ready, then runs the piece the calling thread mails it, or claims and runs pieces of a job
// it publishes on the job word (commands.ts), spinning a while between jobs (on its mailbox's line
// and the job word's) and then sleeping in Atomics.wait. It allocates nothing in wasm memory (the
// allocator is the calling thread's) and runs no event loop once it works: generated modules (jit)
// reach it through the control block, as bytes in the shared memory it compiles on first use.
// It imports only commands.ts, so bundlers carry one small file with the wasm.
import {
  abortError,
  answerMail,
  asleepOf,
  ownerOf,
  CALLER_WAITING,
  type Callable,
  claimable,
  claimPieces,
  doneOf,
  GENERATED_BASE,
  MAILBOX_BYTES,
  type Mailboxes,
  mailOf,
  JOB,
  MODULE_BASE,
  NAP,
  MODULE_SLOTS,
  READY,
  READY_BASE,
  RUNNING,
  SLEEPERS,
  slotState,
  STARTING,
  STOP,
} from './commands.js';

/** What the pool sends a worker once. */
export interface WorkerSetup {
  module: object;
  /** The compiled micro-kernel module the kernel module imports its float tiles from (micro-module.ts). */
  micro: object;
  memory: { buffer: ArrayBufferLike };
  control: SharedArrayBuffer;
  commands: SharedArrayBuffer;
  errors: SharedArrayBuffer;
  /** The mailbox block's byte offset in wasm memory (commands.ts: Mailboxes). */
  mailboxes: number;
  /** Spins between jobs before sleeping (Atomics.load calls). */
  spins: number;
  /** This worker's number (1 …; 0 is the calling thread). */
  index: number;
  /** Which of the workers started in this slot it is (the slot's value is tagged with it). */
  generation: number;
}

interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: Record<string, unknown> };
}
interface Port {
  postMessage(message: unknown): void;
  on?(event: 'message', listener: (message: unknown) => void): void;
  once?(event: 'message', listener: (message: unknown) => void): void;
}

const api = (
  globalThis as unknown as { WebAssembly: WasmApi & { Module: { exports(module: object): { name: string }[] } } }
).WebAssembly;

function start(setup: WorkerSetup, port: Port): void {
  const { memory } = setup;
  const control = new Int32Array(setup.control);
  const commands = new Float64Array(setup.commands);
  const errors = new Uint16Array(setup.errors);
  const boxes: Mailboxes = {
    words: new Int32Array(memory.buffer, setup.mailboxes, MAILBOX_BYTES / 4),
    values: new Float64Array(memory.buffer, setup.mailboxes, MAILBOX_BYTES / 8),
  };
  const micro = new api.Instance(setup.micro, { env: { memory } }).exports;
  const instance = new api.Instance(setup.module, {
    env: {
      memory,
      micro_f32: micro.micro_f32,
      micro_f64: micro.micro_f64,
      abort(message: number, file: number, line: number, column: number): never {
        throw abortError(memory.buffer, message, file, line, column);
      },
    },
  });
  // Its own static scratch, which kernels use instead of the calling thread's (asm/memory.ts).
  (instance.exports.set_thread_area as (index: number) => void)(setup.index);
  const names = api.Module.exports(setup.module).map((each) => each.name);
  const kernels = names.map((name) => instance.exports[name] as Callable);
  const generated = new Map<number, Callable>();
  const functionOf = (id: number): Callable => {
    if (id < GENERATED_BASE) return kernels[id]!;
    return generated.get(id) ?? load(id);
  };
  // A generated module's bytes, from its slot (pool.ts keeps them in wasm memory while in use).
  const load = (id: number): Callable => {
    const slot = MODULE_BASE + 3 * ((id - GENERATED_BASE) % MODULE_SLOTS);
    if (control[slot] !== id) throw new Error(`dtype-lattice worker: generated module ${id} is not in its slot`);
    const bytes = new Uint8Array(memory.buffer, control[slot + 1]!, control[slot + 2]!).slice();
    const run = new api.Instance(new api.Module(bytes), { env: { memory } }).exports.run as Callable;
    if (generated.size >= 2 * MODULE_SLOTS) generated.clear();
    generated.set(id, run);
    return run;
  };
  // Ready only from its own STARTING: asked to leave meanwhile (or replaced), it never takes a piece.
  const slot = READY_BASE + setup.index;
  const ready = slotState(setup.generation, READY);
  const starting = slotState(setup.generation, STARTING);
  const owner = ownerOf(setup.index);
  // The index's scratch area is this worker's alone: a predecessor still finishing a piece it claimed
  // before it saw it was to leave runs there too, so this one waits until it has gone.
  while (Atomics.compareExchange(boxes.words, owner, 0, setup.generation) !== 0) {
    if (Atomics.load(control, STOP) === 1 || Atomics.load(control, slot) !== starting) return;
    Atomics.wait(boxes.words, owner, Atomics.load(boxes.words, owner), 5);
  }
  try {
    if (Atomics.compareExchange(control, slot, starting, ready) !== starting) return;
    Atomics.add(control, RUNNING, 1);
    try {
      work(setup, port, control, boxes, commands, errors, functionOf, slot, ready);
    } finally {
      Atomics.sub(control, RUNNING, 1); // leaving, by the pool's word or an error
    }
  } finally {
    Atomics.store(boxes.words, owner, 0);
    Atomics.notify(boxes.words, owner);
  }
}

/** Claims the pieces of each job the calling thread publishes, until the pool asks this worker to leave. */
function work(
  setup: WorkerSetup,
  port: Port,
  control: Int32Array,
  boxes: Mailboxes,
  commands: Float64Array,
  errors: Uint16Array,
  functionOf: (id: number) => Callable,
  slot: number,
  ready: number,
): void {
  const { index } = setup;
  const mail = mailOf(index);
  const asleep = asleepOf(index);
  // Mail already there was for a worker before this one in the slot (the pool has taken it back).
  let answered = Atomics.load(boxes.words, mail);
  port.postMessage('ready');
  // The pool sets this worker's slot to LEAVE (between jobs) when it has fewer threads.
  const leaving = (): boolean => Atomics.load(control, STOP) === 1 || Atomics.load(control, slot) !== ready;
  // A worker just started has no job coming (the first is a call away): it sleeps at once, rather
  // than spin on CPU time the calling thread's own work may need (bench:threads-small).
  let spins = setup.spins;
  for (;;) {
    let word = Atomics.load(control, JOB);
    let serial = Atomics.load(boxes.words, mail);
    while (serial === answered && !claimable(word)) {
      if (leaving()) return;
      // Napping (the calling thread found the workers sharing its core): no job comes until it
      // wakes them, so spinning would only take its time.
      if (++spins < setup.spins && Atomics.load(control, NAP) === 0) {
        serial = Atomics.load(boxes.words, mail);
        word = Atomics.load(control, JOB);
        continue;
      }
      // Counted, then marked asleep before the last look at the mail: the calling thread publishes
      // mail, then reads the mark, and changes the job word where it finds one (pool.ts), so one
      // of the two sees the other. (In this order, a worker killed asleep is taken off the count.)
      Atomics.add(control, SLEEPERS, 1);
      Atomics.store(boxes.words, asleep, setup.generation);
      serial = Atomics.load(boxes.words, mail);
      if (serial === answered) Atomics.wait(control, JOB, word);
      Atomics.compareExchange(boxes.words, asleep, setup.generation, 0);
      Atomics.sub(control, SLEEPERS, 1);
      serial = Atomics.load(boxes.words, mail);
      word = Atomics.load(control, JOB);
      spins = 0;
    }
    if (leaving()) return;
    if (serial !== answered) {
      answered = serial;
      if (answerMail(boxes, commands, errors, functionOf, index, serial) && Atomics.load(control, CALLER_WAITING) === 1)
        Atomics.notify(boxes.words, doneOf(index));
    }
    if (claimable(word)) claimPieces(control, commands, errors, functionOf, index);
    spins = 0;
  }
}

// Node's worker_threads, or a web worker (browsers, Deno).
const node = (globalThis as { process?: { getBuiltinModule?(id: string): unknown } }).process?.getBuiltinModule?.(
  'node:worker_threads',
) as { parentPort: Port | null } | undefined;
if (node?.parentPort) {
  const port = node.parentPort;
  port.once!('message', (setup) => {
    start(setup as WorkerSetup, port);
    (port as unknown as { close(): void }).close(); // the thread ends with its loop
  });
} else {
  const scope = globalThis as unknown as Port & { onmessage: ((event: { data: unknown }) => void) | null };
  scope.onmessage = (event) => {
    scope.onmessage = null;
    start(event.data as WorkerSetup, scope);
    (scope as unknown as { close(): void }).close();
  };
}
