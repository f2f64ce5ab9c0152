// The one place the operations and the array class meet jit: while a jitted function is traced,
// `recorder` is set, and the elementwise operations hand their calls to it (to run and record), and
// the readers of values (item, toArray, toTypedArray) ask it first. No imports: every layer may read it.

/** An operation as the tracer sees it: the function itself (bound to its policy), to replay. */
export type Replayable = (...operands: unknown[]) => unknown;

export interface Recorder {
  /** Runs `run(...operands)` (recording off) and records the call. */
  operation(run: Replayable, name: string, operands: unknown[], options: unknown): unknown;
  /** Throws when `array`'s values depend on the traced arguments. */
  read(array: object, reader: string): void;
}

/** Set while a jitted function is traced; undefined otherwise (the common case: one load and compare). */
export let recorder: Recorder | undefined;

export function setRecorder(next: Recorder | undefined): void {
  recorder = next;
}
