import type { AnyDType } from './dtype.js';
import type { PolicySpec, PromotionTables, TableKey } from './policy.js';

/**
 * The dtype two dtypes promote to: the join on JAX's lattice by default, or under another policy.
 * A pair the policy does not define gives a `DTypeError` whose text is the runtime error's.
 * @example
 * Promote<'int8', 'uint8'>               //=> 'int16'
 * Promote<'uint64', 'int8'>              //=> 'float'
 * Promote<'bfloat16', 'float16'>         //=> 'float32'
 * Promote<'uint32', 'int32', { x64: false }> //=> 'int32'
 */
export type Promote<
  Left extends AnyDType,
  Right extends AnyDType,
  Policy extends PolicySpec = 'jax',
> = PromotionTables[TableKey<Policy>][Left][Right];
