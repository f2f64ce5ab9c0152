// `{ out }`: an operation writing into an existing array, and the compile-time check that the array
// is of the result's dtype and shape (in the runtime's words, src/array/out.ts).
import type { AnyDType, Materialize, WeakType } from './dtype.js';
import type { OutMismatchText } from './messages.js';
import type { AnyNDArray, DTypeOf, ShapeOf } from './ndarray.js';
import type { OptionsSlot } from './options.js';
import type { PolicySpec, X64Of } from './policy.js';
import type { Shape, ShapeText } from './shape.js';

/** `{ out }`: write the result into an existing array of the result's dtype and shape. */
export interface OutOptions {
  readonly out?: AnyNDArray;
}

/** The names an `{ out }` options object takes (src/errors/options.ts checks the same at run time). */
export type OutOptionNames = readonly ['out'];

/**
 * The array an operation returns: `out` where given, otherwise `Result`. (Through one-element
 * tuples: a declared result type is then not inferred into `Result`, whose tables the checker would
 * otherwise instantiate for the call's generic operands; hovers still show the plain array.)
 */
export type OutOr<Options, Result> = (Options extends { readonly out: infer Out extends AnyNDArray }
  ? [Out]
  : [Result])[0];

/** An options object that gives `out` (the result is computed for the check only then: the common call pays nothing). */
export interface OutGiven {
  readonly out: unknown;
}

/**
 * The check slot of an `{ out }` options object: an option the function does not take (OptionsSlot)
 * first, then `out` against the array the call gives under the policy (OutSlot).
 */
export type OutOptionsSlot<
  Operation extends string,
  Options,
  Result,
  Policy extends PolicySpec,
  Names extends readonly string[] = OutOptionNames,
> =
  OptionsSlot<Operation, Options, Names> extends infer Text extends string
    ? Text
    : OutSlot<Operation, Options, Result, Policy>;

/**
 * `out` against the array the call gives, in the runtime's words (src/array/out.ts): the text where the
 * dtype or the shape differs, where both are known exactly (one dtype, literal sizes); otherwise
 * `{}` (a union of dtypes, a weak `out`, `any`, `number` sizes: the runtime checks), as without
 * `out`. A weak result is the dtype the policy's x64 makes of it (src/plan/planner.ts: int64 / int32 …),
 * exact where x64 is a literal. In generic code (a type-parameter dtype or shape) `null`, no check
 * slot: the slot falls back to `{}` and the runtime checks.
 * @example OutSlot<'add', { out: NDArray<'int8', [2]> }, NDArray<'float32', [2]>, 'jax'>
 * //=> "add: out is int8 of shape [2], but the result is float32 of shape [2]; out must have …"
 */
export type OutSlot<Operation extends string, Options, Result, Policy extends PolicySpec> = Options extends {
  readonly out: infer Out;
}
  ? [DTypeOf<Out>, DTypeOf<Result>, ShapeOf<Out>, ShapeOf<Result>] extends [
      infer OutNode extends AnyDType,
      infer ResultNode extends AnyDType,
      infer OutDims extends Shape,
      infer ResultDims extends Shape,
    ]
    ? OutCheck<Operation, OutNode, ResultNode, OutDims, ResultDims, Policy>
    : null
  : {};

// `any` on either side, or a result that is an error (the call's own error is reported): no check.
type OutCheck<
  Operation extends string,
  OutNode extends AnyDType,
  ResultNode extends AnyDType,
  OutDims extends Shape,
  ResultDims extends Shape,
  Policy extends PolicySpec,
> = 0 extends 1 & (OutNode | ResultNode)
  ? {}
  : [ResultNode] extends [never]
    ? {}
    : OutText<
        Operation,
        OneDType<OutNode>,
        ResultDType<ResultNode, Policy>,
        LiteralShapeText<OutDims>,
        LiteralShapeText<ResultDims>
      >;

// Each side's dtype and shape text, never where not known exactly: the words where they differ.
type OutText<Operation extends string, OutDType, ResultDType, OutShape, ResultShape> = [OutDType] extends [never]
  ? {}
  : [ResultDType] extends [never]
    ? {}
    : [OutShape] extends [never]
      ? {}
      : [ResultShape] extends [never]
        ? {}
        : [OutDType, OutShape] extends [ResultDType, ResultShape]
          ? {}
          : OutMismatchText<
              Operation,
              OutDType & string,
              OutShape & string,
              ResultDType & string,
              ResultShape & string
            >;

/**
 * The one dtype an array of this node holds at run time, or never (a union; a weak node, made
 * 64- or 32-bit by the policy that made it, which its type does not say).
 */
type OneDType<Node extends AnyDType> = IsOne<Node> extends true ? ([Node] extends [WeakType] ? never : Node) : never;

/**
 * The one dtype a result of this node gets: a weak node materialises under the call's policy
 * (every policy that keeps weak arrays, 'jax', 'strict' and 'lax', gives a weak result the
 * 64-bit dtype with x64 on and the 32-bit one with it off, whatever its operands held); never
 * where x64 is not a literal (`withPolicy(options as PromoteOptions)`) or the dtype is not one.
 * (X64Of only in the weak branch: most results are strong and pay nothing.)
 */
type ResultDType<Node extends AnyDType, Policy extends PolicySpec> = [Extract<Node, WeakType>] extends [never]
  ? OneDType<Node>
  : X64Of<Policy> extends infer X64 extends boolean
    ? boolean extends X64
      ? never
      : OneDType<Materialize<Node, X64>>
    : never;

type IsOne<Union, All = Union> = Union extends unknown ? ([All] extends [Union] ? true : false) : never;

/** `[2, 3]` for a shape of literal sizes, else never. */
type LiteralShapeText<Dims extends Shape> = number extends Dims['length']
  ? never
  : number extends Dims[number]
    ? never
    : ShapeText<Dims>;
