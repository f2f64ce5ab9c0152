// Deferred kernel calls. While a parallel job is being prepared (pool.ts), each kernel handle
// (instance.ts) appends its call to the job's command list instead of running it: the executors'
// range functions run unchanged over each piece's range, and the calls they make become the piece.
// A recorded call returns 0; its real status is the piece's, which the job ORs in.

/** Whether calls are being recorded (read on every kernel call: a plain module variable). */
export let recording = false;
let commands: Float64Array = new Float64Array(0);
let at = 0;
let limit = 0;
let overflowed = false;

let deferredFrees: number[] = [];

/** Frees of blocks a recorded piece used (its scratch), held until the job has run: see heap.ts. */
export function deferFree(pointer: number): void {
  deferredFrees.push(pointer);
}

/** The frees deferred while recording, handed over (and forgotten here). */
export function takeDeferredFrees(): number[] {
  const taken = deferredFrees;
  deferredFrees = [];
  return taken;
}

/** Starts recording calls into `buffer` from `start`, up to `end`. */
export function startRecording(buffer: Float64Array, start: number, end: number): void {
  commands = buffer;
  at = start;
  limit = end;
  overflowed = false;
  recording = true;
}

/** Stops recording: where the recorded calls end, or −1 when they did not fit. */
export function stopRecording(): number {
  recording = false;
  return overflowed ? -1 : at;
}

/** Appends a call of kernel `id` with its `count` arguments (the first `count` of a0 …). */
export function record(
  id: number,
  count: number,
  a0 = 0,
  a1 = 0,
  a2 = 0,
  a3 = 0,
  a4 = 0,
  a5 = 0,
  a6 = 0,
  a7 = 0,
  a8 = 0,
  a9 = 0,
  a10 = 0,
  a11 = 0,
): number {
  if (at + 2 + count > limit) {
    overflowed = true;
    return 0;
  }
  if (count > 12) throw new Error(`dtype-lattice: a kernel of ${count} arguments cannot be recorded`);
  // Written one by one (no array per call: recording is on every parallel job's path).
  const base = at + 2;
  commands[at] = id;
  commands[at + 1] = count;
  if (count > 0) commands[base] = a0;
  if (count > 1) commands[base + 1] = a1;
  if (count > 2) commands[base + 2] = a2;
  if (count > 3) commands[base + 3] = a3;
  if (count > 4) commands[base + 4] = a4;
  if (count > 5) commands[base + 5] = a5;
  if (count > 6) commands[base + 6] = a6;
  if (count > 7) commands[base + 7] = a7;
  if (count > 8) commands[base + 8] = a8;
  if (count > 9) commands[base + 9] = a9;
  if (count > 10) commands[base + 10] = a10;
  if (count > 11) commands[base + 11] = a11;
  at += 2 + count;
  return 0;
}

type Kernel = (...args: number[]) => number;

/**
 * The handle of kernel `raw` (command id `id`): calls it, or records the call while recording.
 * One wrapper per arity, so the direct call passes its arguments without a spread.
 */
export function recordable(id: number, raw: Kernel): Kernel {
  switch (raw.length) {
    case 0:
      return () => (recording ? record(id, 0) : raw());
    case 1:
      return (a) => (recording ? record(id, 1, a) : raw(a));
    case 2:
      return (a, b) => (recording ? record(id, 2, a, b) : raw(a, b));
    case 3:
      return (a, b, c) => (recording ? record(id, 3, a, b, c) : raw(a, b, c));
    case 4:
      return (a, b, c, d) => (recording ? record(id, 4, a, b, c, d) : raw(a, b, c, d));
    case 5:
      return (a, b, c, d, e) => (recording ? record(id, 5, a, b, c, d, e) : raw(a, b, c, d, e));
    case 6:
      return (a, b, c, d, e, f) => (recording ? record(id, 6, a, b, c, d, e, f) : raw(a, b, c, d, e, f));
    case 7:
      return (a, b, c, d, e, f, g) => (recording ? record(id, 7, a, b, c, d, e, f, g) : raw(a, b, c, d, e, f, g));
    case 8:
      return (a, b, c, d, e, f, g, h) =>
        recording ? record(id, 8, a, b, c, d, e, f, g, h) : raw(a, b, c, d, e, f, g, h);
    default:
      return (...args) => (recording ? record(id, args.length, ...args) : raw(...args));
  }
}
