// The view methods of an array, and the checks of the functions that join arrays (concatenate,
// stack): the parts of the views that need the array type (types/views.ts and types/slices.ts
// have the shapes).
import type { Undecided } from './array.js';
import type { CheckSlot, Checked } from './check-slot.js';
import type { AnyDType } from './dtype.js';
import type { DTypeError } from './error.js';
import type { ConcatenateMismatchText, StackMismatchText, StackingMismatchText } from './messages.js';
import type { AnyNDArray, DTypeOf, NDArray, ShapeOf } from './ndarray.js';
import type { ResultType } from './result-type.js';
import type { ResultNode } from './operations.js';
import type { PolicySpec } from './policy.js';
import type { Shape, ShapeText, WritableShape } from './shape.js';
import type { DimAdd } from './shape-arithmetic.js';
import type { CheckedIndices, SliceIndex, SliceShape, SliceSlot, SmallerThan, WhenSizeKnown } from './slices.js';
import type {
  AxisArgument,
  AxisOf,
  AxisOptionsSlot,
  BroadcastToSlot,
  ConcatenatedShape,
  FlatAxis,
  StackShape,
  ExpandShape,
  ExpandSlot,
  PositiveAxis,
  RavelShape,
  SwapaxesShape,
  SwapaxesSlot,
  AtLeastShape,
  SlotThen,
  SqueezeShape,
  SqueezeSlot,
  TransposeShape,
  TransposeSlot,
} from './views.js';

/**
 * The dtype node of several arrays joined (concatenate, stack): add()'s promotion under the policy
 * (a weak result stays weak under JAX's policies, and is the policy's dtype for it under the others).
 */
export type JoinedNode<
  Arrays extends readonly AnyNDArray[],
  Policy extends PolicySpec = 'jax',
> = number extends Arrays['length']
  ? OneNode<DTypeOf<Arrays[number]>, DTypeOf<Arrays[number]>> // a list, not a tuple: its arrays' dtype where they share one
  : ResultType<{ [Position in keyof Arrays]: DTypeOf<Arrays[Position]> }, Policy> extends infer Node extends AnyDType
    ? ResultNode<Node, Policy> & AnyDType
    : never;

/** A node that is one dtype stays itself; a union (arrays of several dtypes in a list) is any dtype. */
type OneNode<Node, Every> = Node extends unknown ? ([Every] extends [Node] ? Node : AnyDType) : never;

/**
 * concatenate()'s and stack()'s check slot: `{}`, or the runtime's words for the first error it
 * throws that the literal types know: an array whose shape differs from the first's (other than
 * along a literal axis, for concatenate), then dtypes that do not promote (add()'s promotion,
 * folded over the list). Arrays of a type-parameter dtype give no check slot (`null`), so the slot
 * falls back to `{}` and the runtime decides; so do lists that are not tuples, `number` sizes and
 * shapes that are not tuples.
 * @example JoinSlot<'stack', [NDArray<'int8', [2]>, NDArray<'int8', [3]>], 0> //=> "stack: array 1 has shape [3]; …"
 */
export type JoinSlot<
  Operation extends 'concatenate' | 'stack',
  Arrays extends readonly AnyNDArray[],
  Axis,
  Policy extends PolicySpec = 'jax',
> = number extends Arrays['length']
  ? {} // a list, not a tuple (and the empty list, below): left to the runtime
  : Arrays extends readonly [infer First extends AnyNDArray, ...infer Rest]
    ? ShapesSlot<
        Operation,
        ShapeOf<First>,
        Rest,
        AlongAxis<Operation, ShapeOf<First>, Axis>,
        [unknown]
      > extends infer Text extends string
      ? Text
      : ShapesSlot<Operation, ShapeOf<First>, Rest, AlongAxis<Operation, ShapeOf<First>, Axis>, [unknown]> extends null
        ? null // waits for a type parameter's size: no check slot
        : PromotionSlotOf<Arrays, Policy>
    : {};

/** The axis concatenate() may differ along, from the start; `'none'` for stack; `'skip'` where it is not known (no check). */
type AlongAxis<Operation, First extends Shape, Axis> = Operation extends 'stack'
  ? 'none'
  : number extends Axis | First['length']
    ? 'skip'
    : First extends readonly []
      ? 'skip' // 0-d: the runtime's own error
      : [PositiveAxis<First, Axis>] extends [never]
        ? 'skip' // out of range: the runtime's own error
        : `${PositiveAxis<First, Axis> & number}` extends `${SmallerThan<First['length']>}`
          ? PositiveAxis<First, Axis>
          : 'skip';

type ShapesSlot<Operation extends string, First extends Shape, Rest, Along, Position extends unknown[]> = [
  Along,
] extends ['skip']
  ? {}
  : Rest extends readonly [infer Next, ...infer More]
    ? SameShape<ShapeOf<Next>, First, Along, []> extends false
      ? Operation extends 'stack'
        ? StackMismatchText<Position['length'], ShapeText<ShapeOf<Next>>, ShapeText<First>>
        : ConcatenateMismatchText<Position['length'], ShapeText<ShapeOf<Next>>, ShapeText<First>, Along & number>
      : SameShape<ShapeOf<Next>, First, Along, []> extends true
        ? ShapesSlot<Operation, First, More, Along, [...Position, unknown]>
        : null // sizes that wait for a type parameter (see WhenSizeKnown)
    : {};

/** `false` where two literal shapes differ (in rank, or in a literal size other than at `Along`). */
type SameShape<Dims, First, Along, Seen extends unknown[]> = number extends
  | (Dims & Shape)['length']
  | (First & Shape)['length']
  ? true
  : Dims extends readonly [infer Size extends number, ...infer Rest]
    ? First extends readonly [infer Other extends number, ...infer More]
      ? Seen['length'] extends Along
        ? SameShape<Rest, More, Along, [...Seen, unknown]>
        : number extends Size | Other
          ? SameShape<Rest, More, Along, [...Seen, unknown]>
          : WhenSizeKnown<
              Size,
              WhenSizeKnown<
                Other,
                [Size, Other] extends [Other, Size] ? SameShape<Rest, More, Along, [...Seen, unknown]> : false
              >
            >
      : false
    : First extends readonly []
      ? true
      : false;

type PromotionSlotOf<Arrays extends readonly AnyNDArray[], Policy extends PolicySpec> =
  'any' extends Undecided<DTypeOf<Arrays[number]>>
    ? {}
    : [Undecided<DTypeOf<Arrays[number]>>] extends [false]
      ? ResultType<{ [Position in keyof Arrays]: DTypeOf<Arrays[Position]> }, Policy> extends DTypeError<infer Message>
        ? Message
        : {}
      : null;

/**
 * concatenate under a policy: the arrays joined along an existing axis (default 0; `null`: each
 * flattened). Their dtypes promote as add()'s do under the policy; the other axes must match.
 */
export type ConcatenateFunction<Policy extends PolicySpec = 'jax'> = <
  const Arrays extends readonly AnyNDArray[],
  const Axis extends AxisArgument<number | null> = 0,
  Slot extends CheckSlot = JoinSlot<'concatenate', Arrays, FlatAxis<AxisOf<Axis, 0>>, Policy>,
  OptionsCheck extends CheckSlot = AxisOptionsSlot<'concatenate', Axis>,
>(
  arrays: Checked<NoInfer<Slot>, Arrays>,
  axis?: Checked<NoInfer<OptionsCheck>, Axis>,
) => NDArray<JoinedNode<Arrays, Policy>, ConcatenatedShape<ShapeOf<Arrays[0]>, AxisOf<Axis, 0>>>;

/** stack under a policy: the arrays (all of one shape) stacked along a new axis (default 0); dtypes promote as in concatenate. */
export type StackFunction<Policy extends PolicySpec = 'jax'> = <
  const Arrays extends readonly AnyNDArray[],
  const Axis extends AxisArgument<number> = 0,
  Slot extends CheckSlot = JoinSlot<'stack', Arrays, AxisOf<Axis, 0>, Policy>,
  OptionsCheck extends CheckSlot = AxisOptionsSlot<'stack', Axis>,
>(
  arrays: Checked<NoInfer<Slot>, Arrays>,
  axis?: Checked<NoInfer<OptionsCheck>, Axis>,
) => NDArray<JoinedNode<Arrays, Policy>, StackShape<ShapeOf<Arrays[0]>, Arrays['length'], AxisOf<Axis, 0>>>;

/** NumPy's concatenate after atleast_1d/2d/3d: hstack, vstack, dstack, and column_stack (1-d inputs as columns). */
export type Stacking = 'hstack' | 'vstack' | 'dstack' | 'columnStack';

/**
 * A shape as a stacking function sees it: at least 1-d (hstack), 2-d (vstack: `[n]` is `[1, n]`),
 * 3-d (dstack: `[n]` is `[1, n, 1]`, `[m, n]` is `[m, n, 1]`), or a column (columnStack: `[n]` is `[n, 1]`).
 * @example LiftedShape<'dstack', [2, 3]> //=> [2, 3, 1]
 */
export type LiftedShape<Operation extends Stacking, Dims extends Shape> = number extends Dims['length']
  ? number[]
  : Dims extends readonly []
    ? Operation extends 'hstack'
      ? [1]
      : Operation extends 'dstack'
        ? [1, 1, 1]
        : [1, 1]
    : Dims extends readonly [infer Only extends number]
      ? Operation extends 'vstack'
        ? [1, Only]
        : Operation extends 'dstack'
          ? [1, Only, 1]
          : Operation extends 'columnStack'
            ? [Only, 1]
            : [Only]
      : Operation extends 'dstack'
        ? Dims extends readonly [infer Rows extends number, infer Columns extends number]
          ? [Rows, Columns, 1]
          : WritableShape<Dims>
        : WritableShape<Dims>;

/** The axis a stacking function joins along (its inputs lifted): hstack's is 0 for 1-d inputs, else 1. */
type StackingAxis<Operation extends Stacking, First extends Shape> = Operation extends 'vstack'
  ? 0
  : Operation extends 'dstack'
    ? 2
    : Operation extends 'columnStack'
      ? 1
      : number extends First['length']
        ? number
        : First extends readonly [unknown]
          ? 0
          : 1;

/**
 * The shape hstack, vstack, dstack or columnStack gives: the first input's lifted shape with the
 * sizes along the axis summed (a tuple of arrays of literal shapes), `number` there for a list.
 * @example StackedShape<'hstack', [NDArray<'int8', [2]>, NDArray<'int8', [3]>]> //=> [5]
 */
export type StackedShape<Operation extends Stacking, Arrays extends readonly AnyNDArray[]> =
  LiftedShape<Operation, ShapeOf<Arrays[0]>> extends infer First extends Shape
    ? StackingAxis<Operation, First> extends infer Along extends number
      ? number extends Along | First['length']
        ? number[]
        : {
              -readonly [Key in keyof First]: Key extends `${Along}`
                ? number extends Arrays['length']
                  ? number
                  : SumAlong<Operation, Arrays, Along, 0>
                : First[Key];
            } extends infer Result extends Shape
          ? Result
          : number[]
      : never
    : never;

/** The lifted sizes along `Along` of a tuple of arrays, added (`number` where one is not literal). */
type SumAlong<Operation extends Stacking, Arrays, Along extends number, Total> = Arrays extends readonly [
  infer Next extends AnyNDArray,
  ...infer Rest,
]
  ? SumAlong<Operation, Rest, Along, DimAdd<Total, LiftedShape<Operation, ShapeOf<Next>>[Along]>>
  : Total;

/**
 * hstack's, vstack's, dstack's and columnStack's check slot: the runtime's words for a lifted shape
 * that differs from the first's other than along the axis, then for dtypes that do not promote
 * (as JoinSlot's).
 */
export type StackingSlot<
  Operation extends Stacking,
  Arrays extends readonly AnyNDArray[],
  Policy extends PolicySpec = 'jax',
> = number extends Arrays['length']
  ? {}
  : Arrays extends readonly [infer First extends AnyNDArray, ...infer Rest]
    ? LiftedShape<Operation, ShapeOf<First>> extends infer Lifted extends Shape
      ? StackingAxis<Operation, Lifted> extends infer Along extends number
        ? number extends Along | Lifted['length']
          ? PromotionSlotOf<Arrays, Policy>
          : LiftedSlot<Operation, Lifted, Rest, Along, [unknown]> extends infer Text
            ? Text extends string
              ? Text
              : Text extends null
                ? null
                : PromotionSlotOf<Arrays, Policy>
            : never
        : never
      : never
    : {};

type LiftedSlot<
  Operation extends Stacking,
  First extends Shape,
  Rest,
  Along extends number,
  Position extends unknown[],
> = Rest extends readonly [infer Next extends AnyNDArray, ...infer More]
  ? LiftedShape<Operation, ShapeOf<Next>> extends infer Dims extends Shape
    ? SameShape<Dims, First, Along, []> extends infer Same
      ? Same extends false
        ? StackingMismatchText<Operation, Position['length'], ShapeText<Dims>, ShapeText<First>, Along>
        : Same extends true
          ? LiftedSlot<Operation, First, More, Along, [...Position, unknown]>
          : null // sizes that wait for a type parameter (see WhenSizeKnown)
      : never
    : never
  : {};

/** hstack, vstack, dstack or columnStack under a policy: the arrays lifted, then concatenated; dtypes promote as in concatenate. */
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default that is no check slot falls back to `{}` at the call (generic code) */
export type StackingFunction<Operation extends Stacking, Policy extends PolicySpec = 'jax'> = <
  const Arrays extends readonly AnyNDArray[],
  // unbounded, so only a call computes it (see CheckSlot)
  ComputedSlot = StackingSlot<Operation, Arrays, Policy>,
  // @ts-ignore -- a default that is no check slot falls back to `{}` at the call (generic code)
  Slot extends CheckSlot = ComputedSlot,
>(
  arrays: Checked<NoInfer<Slot>, Arrays>,
) => NDArray<JoinedNode<Arrays, Policy>, StackedShape<Operation, Arrays>>;

/** hstack under a policy: joined along axis 1 (axis 0 for 1-d arrays; 0-d ones as 1-d). */
export type HstackFunction<Policy extends PolicySpec = 'jax'> = StackingFunction<'hstack', Policy>;
/** vstack under a policy: each made at least 2-d, joined along axis 0. */
export type VstackFunction<Policy extends PolicySpec = 'jax'> = StackingFunction<'vstack', Policy>;
/** dstack under a policy: each made at least 3-d, joined along axis 2. */
export type DstackFunction<Policy extends PolicySpec = 'jax'> = StackingFunction<'dstack', Policy>;
/** columnStack under a policy: 1-d arrays as columns, joined along axis 1. */
export type ColumnStackFunction<Policy extends PolicySpec = 'jax'> = StackingFunction<'columnStack', Policy>;

/** concatenate, stack, hstack, vstack, dstack and columnStack under a policy (withPolicy's). */
export interface JoiningFunctions<Policy extends PolicySpec = 'jax'> {
  readonly concatenate: ConcatenateFunction<Policy>;
  readonly stack: StackFunction<Policy>;
  readonly hstack: HstackFunction<Policy>;
  readonly vstack: VstackFunction<Policy>;
  readonly dstack: DstackFunction<Policy>;
  readonly columnStack: ColumnStackFunction<Policy>;
}

/** ravel()'s options: NumPy's `order`, of which only 'C' (row-major) is supported. */
export interface RavelOptions {
  readonly order?: 'C';
}

/**
 * What atleast1d(), atleast2d() and atleast3d() give (`Rank`): for one array, the array with at
 * least `Rank` axes; for several, a list of them (NumPy's tuple); for a list that is not a tuple,
 * either.
 */
export type AtLeastResult<Arrays extends readonly AnyNDArray[], Rank extends 1 | 2 | 3> = Arrays extends readonly [
  infer One extends AnyNDArray,
]
  ? NDArray<DTypeOf<One>, AtLeastShape<ShapeOf<One>, Rank>>
  : number extends Arrays['length']
    ?
        | NDArray<DTypeOf<Arrays[number]>, AtLeastShape<ShapeOf<Arrays[number]>, Rank>>
        | NDArray<DTypeOf<Arrays[number]>, AtLeastShape<ShapeOf<Arrays[number]>, Rank>>[]
    : { -readonly [Key in keyof Arrays]: NDArray<DTypeOf<Arrays[Key]>, AtLeastShape<ShapeOf<Arrays[Key]>, Rank>> };

/** The view methods on NDArray (the functions of src/ops/views.ts under the same names). */
export interface ViewMethods {
  /** NumPy's basic indexing as a view (no copy): see slice(). */
  /** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default that is no check slot falls back to `{}` at the call (generic code) */
  slice<
    Self extends AnyNDArray,
    const Indices extends readonly SliceIndex[],
    // unbounded, so only a call computes it (see CheckSlot)
    ComputedSlot = SliceSlot<'slice', ShapeOf<Self>, Indices>,
    // @ts-ignore -- a default that is no check slot falls back to `{}` at the call (generic code)
    Slot extends CheckSlot = ComputedSlot,
  >(
    this: Self,
    ...indices: CheckedIndices<NoInfer<Slot>, Indices>
  ): NDArray<DTypeOf<Self>, SliceShape<ShapeOf<Self>, Indices>>;
  /** The axes reversed, or permuted by `axes`, as a view. */
  /** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default that is no check slot falls back to `{}` at the call (generic code) */
  transpose<
    Self extends AnyNDArray,
    const Axes extends AxisArgument<readonly number[] | null, 'axes'> | undefined = undefined,
    // unbounded, so only a call computes it (see CheckSlot)
    ComputedSlot = SlotThen<
      AxisOptionsSlot<'transpose', Axes, 'axes'>,
      TransposeSlot<'transpose', ShapeOf<Self>, AxisOf<Axes, undefined, 'axes'>>
    >,
    // @ts-ignore -- a default that is no check slot falls back to `{}` at the call (generic code)
    Slot extends CheckSlot = ComputedSlot,
  >(
    this: Self,
    axes?: Checked<NoInfer<Slot>, Axes>,
  ): NDArray<DTypeOf<Self>, TransposeShape<ShapeOf<Self>, AxisOf<Axes, undefined, 'axes'>>>;
  /** The axes permuted by `axes` (the Array API's name), as a view. */
  /** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default that is no check slot falls back to `{}` at the call (generic code) */
  permuteDims<
    Self extends AnyNDArray,
    const Axes extends AxisArgument<readonly number[], 'axes'>,
    // unbounded, so only a call computes it (see CheckSlot)
    ComputedSlot = SlotThen<
      AxisOptionsSlot<'permuteDims', Axes, 'axes'>,
      TransposeSlot<'permuteDims', ShapeOf<Self>, AxisOf<Axes, undefined, 'axes'>>
    >,
    // @ts-ignore -- a default that is no check slot falls back to `{}` at the call (generic code)
    Slot extends CheckSlot = ComputedSlot,
  >(
    this: Self,
    axes: Checked<NoInfer<Slot>, Axes>,
  ): NDArray<DTypeOf<Self>, TransposeShape<ShapeOf<Self>, AxisOf<Axes, undefined, 'axes'>>>;
  /** A new axis of size 1 at `axis` (or several), as a view. */
  /** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default that is no check slot falls back to `{}` at the call (generic code) */
  expandDims<
    Self extends AnyNDArray,
    const Axis extends AxisArgument<number | readonly number[]>,
    // unbounded, so only a call computes it (see CheckSlot)
    ComputedSlot = SlotThen<AxisOptionsSlot<'expandDims', Axis>, ExpandSlot<ShapeOf<Self>, AxisOf<Axis>>>,
    // @ts-ignore -- a default that is no check slot falls back to `{}` at the call (generic code)
    Slot extends CheckSlot = ComputedSlot,
  >(this: Self, axis: Checked<NoInfer<Slot>, Axis>): NDArray<DTypeOf<Self>, ExpandShape<ShapeOf<Self>, AxisOf<Axis>>>;
  /** Without axes of size 1 (all, or those given), as a view. */
  /** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default that is no check slot falls back to `{}` at the call (generic code) */
  squeeze<
    Self extends AnyNDArray,
    const Axis extends AxisArgument<number | readonly number[] | null> | undefined = undefined,
    // unbounded, so only a call computes it (see CheckSlot)
    ComputedSlot = SlotThen<AxisOptionsSlot<'squeeze', Axis>, SqueezeSlot<ShapeOf<Self>, AxisOf<Axis>>>,
    // @ts-ignore -- a default that is no check slot falls back to `{}` at the call (generic code)
    Slot extends CheckSlot = ComputedSlot,
  >(this: Self, axis?: Checked<NoInfer<Slot>, Axis>): NDArray<DTypeOf<Self>, SqueezeShape<ShapeOf<Self>, AxisOf<Axis>>>;
  /** Broadcast to `shape` as a view (strides of 0 where repeated). */
  /** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default that is no check slot falls back to `{}` at the call (generic code) */
  broadcastTo<
    Self extends AnyNDArray,
    const Dims extends Shape,
    // @ts-ignore -- a default that is no check slot falls back to `{}` at the call (generic code)
    Slot extends CheckSlot = BroadcastToSlot<ShapeOf<Self>, Dims>,
  >(this: Self, shape: Checked<NoInfer<Slot>, Dims>): NDArray<DTypeOf<Self>, WritableShape<Dims>>;
  /** One axis: a view when contiguous, else a copy. */
  flatten<Self extends AnyNDArray>(this: Self): NDArray<DTypeOf<Self>, [number]>;
  /**
   * Two axes exchanged, as a view: see swapaxes().
   * @example array([[1, 2, 3]]).swapaxes(0, 1).toArray() //=> [[1], [2], [3]]
   */
  /** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default that is no check slot falls back to `{}` at the call (generic code) */
  swapaxes<
    Self extends AnyNDArray,
    const Axis1 extends number,
    const Axis2 extends number,
    // unbounded, so only a call computes them (see CheckSlot)
    ComputedSlot1 = SwapaxesSlot<ShapeOf<Self>, Axis1>,
    ComputedSlot2 = SwapaxesSlot<ShapeOf<Self>, Axis2>,
    // @ts-ignore -- a default that is no check slot falls back to `{}` at the call (generic code)
    Slot1 extends CheckSlot = ComputedSlot1,
    // @ts-ignore -- a default that is no check slot falls back to `{}` at the call (generic code)
    Slot2 extends CheckSlot = ComputedSlot2,
  >(
    this: Self,
    axis1: Checked<NoInfer<Slot1>, Axis1>,
    axis2: Checked<NoInfer<Slot2>, Axis2>,
  ): NDArray<DTypeOf<Self>, SwapaxesShape<ShapeOf<Self>, Axis1, Axis2>>;
  /**
   * One axis in row-major order (NumPy's order 'C'): a view when contiguous, else a copy; see ravel().
   * @example array([[1, 2], [3, 4]]).T.ravel().toArray() //=> [1, 3, 2, 4]
   */
  ravel<Self extends AnyNDArray>(this: Self, options?: RavelOptions): NDArray<DTypeOf<Self>, RavelShape<ShapeOf<Self>>>;
  /** A contiguous copy owning its memory. */
  copy<Self extends AnyNDArray>(this: Self): NDArray<DTypeOf<Self>, ShapeOf<Self>>;
}
