// Public functions name every error that leaves them (errors.ts's namedError), an allocation failure
// deep in shared code that knows no caller included, said in exhausted memory's words. Apart from
// errors.ts so that promotion alone (promoteTypes in a bundle) loads no allocator.
import { namedError } from '../errors/errors.js';
import { exhaustedText } from '../memory/memory.js';

/** What the JavaScript engine says when a list or typed array is too long to make. */
const engineLength = /^Invalid (typed )?array length/;
/** What the allocator says when a scratch block does not fit (src/kernels/heap.ts allocBytes). */
const allocatorWords = /^out of WebAssembly memory: could not allocate (\d+) bytes$/;

/**
 * namedError, with the engine's and the allocator's bare words said in ours: a list too long to make,
 * and exhausted memory (what holds it, what to do).
 */
export function namedFailure(error: unknown, where: string): unknown {
  if (!(error instanceof RangeError)) return namedError(error, where);
  const scratch = allocatorWords.exec(error.message);
  let words: string | undefined;
  if (scratch !== null) words = exhaustedText('a scratch block', Number(scratch[1]));
  else if (engineLength.test(error.message))
    words = 'the result is too large: more elements than JavaScript lists and WebAssembly memory (4 GiB) can hold.';
  if (words !== undefined) {
    if (typeof error.stack === 'string') error.stack = error.stack.replace(error.message, words);
    error.message = words;
  }
  return namedError(error, where);
}

/**
 * For functions that name their own errors: a scratch block's allocation failure (deep in shared
 * code that knows no caller) in exhausted memory's words, named `where`; any other error as it is.
 */
export function namedScratchFailure(error: unknown, where: string): unknown {
  return error instanceof RangeError && allocatorWords.test(error.message) ? namedFailure(error, where) : error;
}

/** `run` as the public function `where`: whatever it throws names `where` (see namedFailure). */
export function publicFunction<Run extends (...args: never[]) => unknown>(where: string, run: Run): Run {
  const named = function (this: unknown, ...args: Parameters<Run>): ReturnType<Run> {
    try {
      return run.apply(this, args) as ReturnType<Run>;
    } catch (error) {
      throw namedFailure(error, where);
    }
  };
  return named as unknown as Run;
}

/** Runs `body` as the public function `where` (publicFunction's check, for one call). */
export function runAs<Result>(where: string, body: () => Result): Result {
  try {
    return body();
  } catch (error) {
    throw namedFailure(error, where);
  }
}
