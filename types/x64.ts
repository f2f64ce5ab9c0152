// The types of the `dtype-lattice/x64` entry (src/x64.ts): the result-type aliases with JAX's x64
// mode as their default policy, so that `Promote<'uint32', 'int32'>` imported from the entry is
// 'int64' as its functions give. The per-operation aliases are generated (types/x64.generated.ts).
import type { AnyDType } from './dtype.js';
import type { PolicyName, PolicySpec, X64Spec } from './policy.js';
import type { Promote as PromoteUnder } from './promote.js';
import type { ResultType as ResultTypeUnder, ResultTypeInput } from './result-type.js';
import type {
  BinaryOperation,
  BinaryResult as BinaryResultUnder,
  UnaryOperation,
  UnaryResult as UnaryResultUnder,
} from './operations.js';
import type { Materialize as MaterializeAt } from './dtype.js';

export type * from './x64.generated.js';

export type { X64Spec };

/**
 * A spec as the x64 entry's `withPolicy` reads it: x64 on unless the spec says otherwise.
 * @example WithX64<'strict'> //=> { readonly policy: 'strict'; readonly x64: true }
 */
export type WithX64<Spec extends PolicySpec> = Spec extends PolicyName
  ? { readonly policy: Spec; readonly x64: true }
  : 'x64' extends keyof Spec
    ? undefined extends Spec['x64' & keyof Spec]
      ? Omit<Spec, 'x64'> & { readonly x64: Exclude<Spec['x64' & keyof Spec], undefined> | true }
      : Spec
    : Spec & X64Spec;

/** The promotion of two dtypes, under x64 by default (see the root entry's Promote). */
export type Promote<Left extends AnyDType, Right extends AnyDType, Policy extends PolicySpec = X64Spec> = PromoteUnder<
  Left,
  Right,
  Policy
>;

/** The dtype of several inputs together, under x64 by default. */
export type ResultType<
  Inputs extends readonly ResultTypeInput[],
  Policy extends PolicySpec = X64Spec,
> = ResultTypeUnder<Inputs, Policy>;

/** The result dtype of a binary operation, under x64 by default. */
export type BinaryResult<
  Operation extends BinaryOperation,
  Left extends AnyDType,
  Right extends AnyDType,
  Policy extends PolicySpec = X64Spec,
> = BinaryResultUnder<Operation, Left, Right, Policy>;

/** The result dtype of a unary operation, under x64 by default. */
export type UnaryResult<
  Operation extends UnaryOperation,
  Input extends AnyDType,
  Policy extends PolicySpec = X64Spec,
> = UnaryResultUnder<Operation, Input, Policy>;

/** The strong dtype a weak type materialises as: 64-bit by default here. */
export type Materialize<Node extends AnyDType, X64 extends boolean = true> = MaterializeAt<Node, X64>;
