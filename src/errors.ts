import type { AnyDType } from './dtypes.js';
import { exhaustedText } from './memory.js';
import { noPromotionText } from './messages.js';

/**
 * Thrown where a policy defines no promotion for a pair of dtypes (JAX's TypePromotionError).
 * A TypeError, so code that catches type errors catches it too.
 */
export class TypePromotionError extends TypeError {
  override readonly name = 'TypePromotionError';
  constructor(
    readonly left: AnyDType,
    readonly right: AnyDType,
    readonly policy: string,
    /** The words, where an operation's own table leaves the pair undefined (tf.add of two bools). */
    message: string = noPromotionText(left, right, policy),
  ) {
    super(message);
  }
}

// ── errors name the public function called ───────────────────────────────────────────────────
// A function built on others (logsumexp on max, meshgrid on reshape, sort on a contiguous copy)
// would otherwise let their errors out under their names, or under none (an allocation deep in a
// shared helper, an engine RangeError). Its export is wrapped once, in publicFunction: every error
// leaving it starts with its own name, whatever raised it, keeping its class and the rest of its words.

/** Another public function's name at the start of a message ("max: …", "array(): …"). */
const leadingName = /^[A-Za-z][\w.]*(\(\))?: /;
/** What the JavaScript engine says when a list or typed array is too long to make. */
const engineLength = /^Invalid (typed )?array length/;
/** What the allocator says when a scratch block does not fit (src/wasm/instance.ts allocBytes). */
const allocatorWords = /^out of WebAssembly memory: could not allocate (\d+) bytes$/;

/** A message without the name of the function that raised it ("max: axis 5 …" → "axis 5 …"). */
export function withoutName(message: string): string {
  return message.replace(leadingName, '');
}

/** The error, its message made to start with `where` (in place: its class, stack and fields stay). */
export function namedError(error: unknown, where: string): unknown {
  if (!(error instanceof Error)) return error;
  const message = error.message;
  if (message.startsWith(`${where}: `)) return error;
  let rest = withoutName(message);
  if (error instanceof RangeError && engineLength.test(message)) {
    rest = 'the result is too large: more elements than JavaScript lists and WebAssembly memory (4 GiB) can hold.';
  }
  const scratch = error instanceof RangeError ? allocatorWords.exec(message) : null;
  if (scratch !== null) rest = exhaustedText('a scratch block', Number(scratch[1]));
  const named = `${where}: ${rest}`;
  if (typeof error.stack === 'string') error.stack = error.stack.replace(message, named);
  error.message = named;
  return error;
}

/**
 * For functions that name their own errors: a scratch block's allocation failure (deep in shared
 * code that knows no caller) in exhausted memory's words, named `where`; any other error as it is.
 */
export function namedScratchFailure(error: unknown, where: string): unknown {
  return error instanceof RangeError && allocatorWords.test(error.message) ? namedError(error, where) : error;
}

/** `run` as the public function `where`: whatever it throws names `where` (see namedError). */
export function publicFunction<Run extends (...args: never[]) => unknown>(where: string, run: Run): Run {
  const named = function (this: unknown, ...args: Parameters<Run>): ReturnType<Run> {
    try {
      return run.apply(this, args) as ReturnType<Run>;
    } catch (error) {
      throw namedError(error, where);
    }
  };
  return named as unknown as Run;
}

/** Runs `body` as the public function `where` (publicFunction's check, for one call). */
export function runAs<Result>(where: string, body: () => Result): Result {
  try {
    return body();
  } catch (error) {
    throw namedError(error, where);
  }
}
