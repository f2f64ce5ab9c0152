// The one place the operations and the array class meet jit: while a jitted function is traced,
// `recorder` is set, and the elementwise operations hand their calls to it (to run and record), and
// the readers of values (item, toArray, toTypedArray) ask it first. No imports: every layer may read it.

/** An operation as the tracer sees it: the function itself (bound to its policy), to replay. */
export type Replayable = (...operands: unknown[]) => unknown;

export interface Recorder {
  /**
   * Runs `run(...operands)` (recording off) and records the call. `plan` gives the operation's plan
   * for these operands (src/plan/planner.ts), asked for after the call succeeded: what lets jit call the
   * same kernel over blocks of the operands. `valueFree`: the plan holds for every value of a
   * scalar operand's kind (the policy never reads values, and the kernel is not chosen by them).
   */
  operation(
    run: Replayable,
    name: string,
    operands: unknown[],
    options: unknown,
    plan?: () => unknown,
    valueFree?: boolean,
  ): unknown;
  /** Throws when `array`'s values depend on the traced arguments. */
  read(array: object, reader: string): void;
}

/** Set while a jitted function is traced; undefined otherwise (the common case: one load and compare). */
export let recorder: Recorder | undefined;

export function setRecorder(next: Recorder | undefined): void {
  recorder = next;
}

/**
 * What the function being traced does to an error of the operations it calls now (clip's
 * `clip: the lower bound: …` prefix, src/ops/selection.ts): recorded with each node, so that a jitted
 * call that finds the same error (a scalar argument out of range) throws it in the same words.
 */
export type ErrorFrame = (error: unknown) => void;

export let errorFrame: ErrorFrame | undefined;

/** Runs `step` with `frame` added to the current one (inner first); only while tracing does it matter. */
export function inErrorFrame<Result>(frame: ErrorFrame, step: () => Result): Result {
  if (recorder === undefined) return step();
  const outer = errorFrame;
  errorFrame = outer === undefined ? frame : (error) => (frame(error), outer(error));
  try {
    return step();
  } finally {
    errorFrame = outer;
  }
}
