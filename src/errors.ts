import type { AnyDType } from './dtypes.js';
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
