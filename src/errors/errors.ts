import type { AnyDType } from '../lattice/dtypes.js';
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
// (publicFunction and the allocator's words are in src/array/public-function.ts: promotion alone loads no allocator.)

/** Another public function's name at the start of a message ("max: …", "array(): …"). */
const leadingName = /^[A-Za-z][\w.]*(\(\))?: /;

/** A message without the name of the function that raised it ("max: axis 5 …" → "axis 5 …"). */
export function withoutName(message: string): string {
  return message.replace(leadingName, '');
}

/** The error, its message made to start with `where` (in place: its class, stack and fields stay). */
export function namedError(error: unknown, where: string): unknown {
  if (!(error instanceof Error)) return error;
  const message = error.message;
  if (message.startsWith(`${where}: `)) return error;
  const named = `${where}: ${withoutName(message)}`;
  if (typeof error.stack === 'string') error.stack = error.stack.replace(message, named);
  error.message = named;
  return error;
}

/**
 * NumPy's numpy.linalg.LinAlgError: thrown by linalg where the data says the problem has no answer
 * (a singular matrix to solve or invert, a matrix that is not positive definite to Cholesky-factor).
 * JAX returns NaNs there instead (docs/linalg.md). A RangeError, as NumPy's is a ValueError.
 */
export class LinAlgError extends RangeError {
  override readonly name = 'LinAlgError';
}
