// The matrix products' signatures, as functions and as methods (their shapes are in
// product-shapes.ts, their results and checks in product-results.ts, einsum's in einsum.ts).
import type { Accepted } from './array.js';
import type { KeptUnaryDefault } from './kept.js';
import type { AnyNDArray, ShapeOf } from './ndarray.js';
import type { CheckSlot, Checked } from './check-slot.js';
import type { TensordotMixedText } from './messages.js';
import type { OpenOptions, OptionsSlot } from './options.js';
import type { PolicySpec } from './policy.js';
import type { Shape, ShapeError } from './shape.js';
import type { EinsumFunction } from './einsum.js';
import type { KeptProductBound, ProductArray, ProductOptions, ProductOutSlot, ProductSlot } from './product-results.js';
import type {
  ContractedAxes,
  DotShape,
  InnerShape,
  MatmulShape,
  TensordotAxes,
  TensordotShape,
} from './product-shapes.js';

/** matmul, dot and inner as functions: literal shapes give the literal result shape; a mismatch is a compile error. */
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default checked against its bound at each call, not here (see KeptProductBound) */
export type MatmulFunction<Policy extends PolicySpec = 'jax'> = <
  const Left extends AnyNDArray,
  const Right extends AnyNDArray,
  // unbounded, so only a call computes it (see CheckSlot)
  ComputedSlot = ProductSlot<MatmulShape<ShapeOf<Left>, ShapeOf<Right>>, Left, Right, Policy>,
  // @ts-ignore -- a default that is no check slot (a shape that waits for a type parameter) falls back to `{}` at the call
  Slot extends CheckSlot = ComputedSlot,
  // @ts-ignore -- the default is checked against the bound at each call (generic code: see KeptProductBound)
  Node extends KeptProductBound<Left, Right, Policy, Slot> = KeptUnaryDefault<Left, Slot>,
  const Options extends ProductOptions = {},
  // @ts-ignore -- a default that is no check slot (generic code) falls back to `{}` at the call
  OptionSlot extends CheckSlot = ProductOutSlot<
    'matmul',
    Left,
    Right,
    Options,
    MatmulShape<ShapeOf<Left>, ShapeOf<Right>>,
    Policy
  >,
>(
  a: Left,
  b: Checked<NoInfer<Slot>, Right>,
  options?: Checked<NoInfer<OptionSlot>, Options>,
) => ProductArray<
  NoInfer<Left>,
  NoInfer<Right>,
  Options,
  MatmulShape<ShapeOf<NoInfer<Left>>, ShapeOf<NoInfer<Right>>>,
  Policy,
  Node
>;

/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default checked against its bound at each call, not here (see KeptProductBound) */
export type DotFunction<Policy extends PolicySpec = 'jax'> = <
  const Left extends AnyNDArray,
  const Right extends AnyNDArray,
  // unbounded, so only a call computes it (see CheckSlot)
  ComputedSlot = ProductSlot<DotShape<ShapeOf<Left>, ShapeOf<Right>>, Left, Right, Policy>,
  // @ts-ignore -- a default that is no check slot (a shape that waits for a type parameter) falls back to `{}` at the call
  Slot extends CheckSlot = ComputedSlot,
  // @ts-ignore -- the default is checked against the bound at each call (generic code: see KeptProductBound)
  Node extends KeptProductBound<Left, Right, Policy, Slot> = KeptUnaryDefault<Left, Slot>,
  const Options extends ProductOptions = {},
  // @ts-ignore -- a default that is no check slot (generic code) falls back to `{}` at the call
  OptionSlot extends CheckSlot = ProductOutSlot<
    'dot',
    Left,
    Right,
    Options,
    DotShape<ShapeOf<Left>, ShapeOf<Right>>,
    Policy
  >,
>(
  a: Left,
  b: Checked<NoInfer<Slot>, Right>,
  options?: Checked<NoInfer<OptionSlot>, Options>,
) => ProductArray<
  NoInfer<Left>,
  NoInfer<Right>,
  Options,
  DotShape<ShapeOf<NoInfer<Left>>, ShapeOf<NoInfer<Right>>>,
  Policy,
  Node
>;

/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default checked against its bound at each call, not here (see KeptProductBound) */
export type InnerFunction<Policy extends PolicySpec = 'jax'> = <
  const Left extends AnyNDArray,
  const Right extends AnyNDArray,
  // unbounded, so only a call computes it (see CheckSlot)
  ComputedSlot = ProductSlot<InnerShape<ShapeOf<Left>, ShapeOf<Right>>, Left, Right, Policy>,
  // @ts-ignore -- a default that is no check slot (a shape that waits for a type parameter) falls back to `{}` at the call
  Slot extends CheckSlot = ComputedSlot,
  // @ts-ignore -- the default is checked against the bound at each call (generic code: see KeptProductBound)
  Node extends KeptProductBound<Left, Right, Policy, Slot> = KeptUnaryDefault<Left, Slot>,
  const Options extends ProductOptions = {},
  // @ts-ignore -- a default that is no check slot (generic code) falls back to `{}` at the call
  OptionSlot extends CheckSlot = ProductOutSlot<
    'inner',
    Left,
    Right,
    Options,
    InnerShape<ShapeOf<Left>, ShapeOf<Right>>,
    Policy
  >,
>(
  a: Left,
  b: Checked<NoInfer<Slot>, Right>,
  options?: Checked<NoInfer<OptionSlot>, Options>,
) => ProductArray<
  NoInfer<Left>,
  NoInfer<Right>,
  Options,
  InnerShape<ShapeOf<NoInfer<Left>>, ShapeOf<NoInfer<Right>>>,
  Policy,
  Node
>;

/** vdot: every element of a (conjugated) times b's: a 0-d array. */
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default checked against its bound at each call, not here (see KeptProductBound) */
export type VdotFunction<Policy extends PolicySpec = 'jax'> = <
  const Left extends AnyNDArray,
  const Right extends AnyNDArray,
  // unbounded, so only a call computes it (see CheckSlot)
  ComputedSlot = ProductSlot<[], Left, Right, Policy>,
  // @ts-ignore -- a default that is no check slot (generic code) falls back to `{}` at the call
  Slot extends CheckSlot = ComputedSlot,
  // @ts-ignore -- the default is checked against the bound at each call (generic code: see KeptProductBound)
  Node extends KeptProductBound<Left, Right, Policy, Slot> = KeptUnaryDefault<Left, Slot>,
  const Options extends ProductOptions = {},
  // @ts-ignore -- a default that is no check slot (generic code) falls back to `{}` at the call
  OptionSlot extends CheckSlot = ProductOutSlot<'vdot', Left, Right, Options, [], Policy>,
>(
  a: Left,
  b: Checked<NoInfer<Slot>, Right>,
  options?: Checked<NoInfer<OptionSlot>, Options>,
) => ProductArray<NoInfer<Left>, NoInfer<Right>, Options, [], Policy, Node>;

/** outer: [a.size, b.size]. */
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default checked against its bound at each call, not here (see KeptProductBound) */
export type OuterFunction<Policy extends PolicySpec = 'jax'> = <
  const Left extends AnyNDArray,
  const Right extends AnyNDArray,
  // unbounded, so only a call computes it (see CheckSlot)
  ComputedSlot = ProductSlot<[], Left, Right, Policy>,
  // @ts-ignore -- a default that is no check slot (generic code) falls back to `{}` at the call
  Slot extends CheckSlot = ComputedSlot,
  // @ts-ignore -- the default is checked against the bound at each call (generic code: see KeptProductBound)
  Node extends KeptProductBound<Left, Right, Policy, Slot> = KeptUnaryDefault<Left, Slot>,
  const Options extends ProductOptions = {},
  // @ts-ignore -- a default that is no check slot (generic code) falls back to `{}` at the call
  OptionSlot extends CheckSlot = ProductOutSlot<
    'outer',
    Left,
    Right,
    Options,
    [SizeOf<ShapeOf<Left>>, SizeOf<ShapeOf<Right>>],
    Policy
  >,
>(
  a: Left,
  b: Checked<NoInfer<Slot>, Right>,
  options?: Checked<NoInfer<OptionSlot>, Options>,
) => ProductArray<
  NoInfer<Left>,
  NoInfer<Right>,
  Options,
  [SizeOf<ShapeOf<NoInfer<Left>>>, SizeOf<ShapeOf<NoInfer<Right>>>],
  Policy,
  Node
>;

/**
 * The check of tensordot's `axes`: the runtime's words where it refuses them, else `Accepted`
 * (where they are not known too: the runtime checks). A contraction of different sizes is the
 * second operand's error (ProductSlot), as matmul's. (The `null` branches, never taken for known
 * shapes, make the check of a shape that is a type parameter no `CheckSlot`: it falls back to `{}`,
 * and generic code compiles.)
 */
export type TensordotAxesSlot<Left, Right, Axes> = [ShapeOf<Left>, ShapeOf<Right>] extends [
  infer LeftDims extends Shape,
  infer RightDims extends Shape,
]
  ? number extends LeftDims['length'] | RightDims['length']
    ? Accepted
    : ContractedAxes<LeftDims, RightDims, [Axes] extends [undefined] ? 2 : Axes> extends infer Pair
      ? Pair extends ShapeError<infer Message>
        ? Message
        : Pair extends Shape | [Shape, Shape]
          ? Accepted
          : null
      : null
  : null;

/**
 * The shape tensordot's product check compares: none where the axes are refused (their error is
 * reported), else TensordotShape. An alias so that the declaration's type parameters stay on the
 * line its ts-ignore covers.
 */
type TensordotCheckedShape<Left, Right, Axes, AxesSlot> = [AxesSlot] extends [string]
  ? []
  : TensordotShape<ShapeOf<Left>, ShapeOf<Right>, Axes>;

/** tensordot's keywords, NumPy's spelling: `tensordot(a, b, { axes, out, preferredElementType })`. */
export interface TensordotOptions extends ProductOptions {
  readonly axes?: TensordotAxes;
}

/** The names tensordot's keyword form takes (src/ops/products/options.ts checks the same at run time). */
export type TensordotOptionNames = readonly ['axes', 'out', 'preferredElementType'];

/** Whether tensordot's third argument is its keywords: an object, which axes (a number or a pair) never is. */
type IsTensordotKeywords<Third> = [Third] extends [TensordotAxes | undefined] ? false : true;

/** tensordot's axes: the third argument, or the keywords' `axes` (undefined: the default, 2). */
export type TensordotAxesOf<Third> = Extract<
  IsTensordotKeywords<Third> extends true ? ('axes' extends keyof Third ? Third['axes'] : undefined) : Third,
  TensordotAxes | undefined
>;

/** tensordot's options: the fourth argument, or the keywords (their out and preferredElementType). */
type TensordotGiven<Third, Fourth> = IsTensordotKeywords<Third> extends true ? Third : Fourth;

/**
 * The check of tensordot's third argument: the axes'; in the keyword form also the names the
 * keywords take (first) and the options' (out).
 */
type TensordotThirdSlot<Third, AxesSlot, OptionSlot> =
  IsTensordotKeywords<Third> extends true
    ? OptionsSlot<'tensordot', Third, TensordotOptionNames> extends infer Names extends string
      ? Names
      : AxesSlot extends string
        ? AxesSlot
        : OptionSlot
    : AxesSlot;

/** The check of tensordot's fourth argument: the options', or (after the keywords) none may be given. */
type TensordotFourthSlot<Third, Fourth, OptionSlot> =
  IsTensordotKeywords<Third> extends true ? ([keyof Fourth] extends [never] ? {} : TensordotMixedText) : OptionSlot;

/**
 * tensordot: the result's dtype, and with literal shapes and axes its literal shape (TensordotShape).
 * The axes and options may be NumPy's keywords: `tensordot(a, b, { axes: 1 })`, typed alike.
 */
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default checked against its bound at each call, not here (see KeptProductBound) */
export type TensordotFunction<Policy extends PolicySpec = 'jax'> = <
  const Left extends AnyNDArray,
  const Right extends AnyNDArray,
  const Third extends TensordotAxes | undefined | OpenOptions<TensordotOptions> = 2,
  Axes extends TensordotAxes | undefined = TensordotAxesOf<Third>,
  // @ts-ignore -- a default that is no check slot (a shape that waits for a type parameter) falls back to `{}` at the call
  AxesSlot extends CheckSlot = TensordotAxesSlot<Left, Right, Axes>,
  // unbounded, so only a call computes it (see CheckSlot)
  ComputedSlot = ProductSlot<TensordotCheckedShape<Left, Right, Axes, AxesSlot>, Left, Right, Policy>,
  // @ts-ignore -- a default that is no check slot (a shape that waits for a type parameter) falls back to `{}` at the call
  Slot extends CheckSlot = ComputedSlot,
  // @ts-ignore -- the default is checked against the bound at each call (generic code: see KeptProductBound)
  Node extends KeptProductBound<Left, Right, Policy, Slot> = KeptUnaryDefault<Left, Slot>,
  const Options extends ProductOptions = {},
  Given = TensordotGiven<Third, Options>,
  // @ts-ignore -- a default that is no check slot (generic code) falls back to `{}` at the call
  OptionSlot extends CheckSlot = ProductOutSlot<
    'tensordot',
    Left,
    Right,
    Given,
    TensordotShape<ShapeOf<Left>, ShapeOf<Right>, Axes>,
    Policy
  >,
>(
  a: Left,
  b: Checked<NoInfer<Slot>, Right>,
  axes?: Checked<NoInfer<TensordotThirdSlot<Third, AxesSlot, OptionSlot>>, Third>,
  options?: Checked<NoInfer<TensordotFourthSlot<Third, Options, OptionSlot>>, Options>,
) => ProductArray<
  NoInfer<Left>,
  NoInfer<Right>,
  Given,
  TensordotShape<ShapeOf<NoInfer<Left>>, ShapeOf<NoInfer<Right>>, NoInfer<Axes>>,
  Policy,
  Node
>;

type SizeOf<Dims extends Shape> = number extends Dims['length']
  ? number
  : Dims extends readonly []
    ? 1
    : Dims extends readonly [infer Only extends number]
      ? Only
      : number;

/** The product functions under one policy (`withPolicy(policy)` and `createProducts(policy)` give them). */
export type ProductFunctions<Policy extends PolicySpec = 'jax'> = {
  readonly matmul: MatmulFunction<Policy>;
  readonly dot: DotFunction<Policy>;
  readonly vdot: VdotFunction<Policy>;
  readonly inner: InnerFunction<Policy>;
  readonly outer: OuterFunction<Policy>;
  readonly tensordot: TensordotFunction<Policy>;
  readonly einsum: EinsumFunction<Policy>;
};

/** The products as methods: `a.matmul(b)` is `matmul(a, b)` (the array's type read from `this`). */
export type ProductMethods = {
  readonly matmul: MatmulMethod;
  readonly dot: DotMethod;
};

/** `a.matmul(b)`. */
type MatmulMethod = MatmulMethodUnder<'jax'>;
/**
 * The method under a policy. (Generic in the policy, as the functions are, so that checking the
 * declarations does not evaluate JAX's table for every pair of dtypes, which relating the literal
 * policy's defaults to their bounds did: 9 s and 650 MB. An alias of its own, so that declaration
 * files keep its `@ts-ignore` on the line before it.)
 */
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default checked against its bound at each call, not here (see KeptProductBound) */
type MatmulMethodUnder<Policy extends PolicySpec> = <
  const Self extends AnyNDArray,
  const Right extends AnyNDArray,
  // unbounded, so only a call computes it (see CheckSlot)
  ComputedSlot = ProductSlot<MatmulShape<ShapeOf<Self>, ShapeOf<Right>>, Self, Right, Policy>,
  // @ts-ignore -- a default that is no check slot (a shape that waits for a type parameter) falls back to `{}` at the call
  Slot extends CheckSlot = ComputedSlot,
  // @ts-ignore -- the default is checked against the bound at each call (generic code: see KeptProductBound)
  Node extends KeptProductBound<Self, Right, Policy, Slot> = KeptUnaryDefault<Self, Slot>,
  const Options extends ProductOptions = {},
  // @ts-ignore -- a default that is no check slot (generic code) falls back to `{}` at the call
  OptionSlot extends CheckSlot = ProductOutSlot<
    'matmul',
    Self,
    Right,
    Options,
    MatmulShape<ShapeOf<Self>, ShapeOf<Right>>,
    Policy
  >,
>(
  this: Self,
  b: Checked<NoInfer<Slot>, Right>,
  options?: Checked<NoInfer<OptionSlot>, Options>,
) => ProductArray<
  NoInfer<Self>,
  NoInfer<Right>,
  Options,
  MatmulShape<ShapeOf<NoInfer<Self>>, ShapeOf<NoInfer<Right>>>,
  Policy,
  Node
>;

/** `a.dot(b)`. */
type DotMethod = DotMethodUnder<'jax'>;
/** The method under a policy (see MatmulMethodUnder). */
/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default checked against its bound at each call, not here (see KeptProductBound) */
type DotMethodUnder<Policy extends PolicySpec> = <
  const Self extends AnyNDArray,
  const Right extends AnyNDArray,
  // unbounded, so only a call computes it (see CheckSlot)
  ComputedSlot = ProductSlot<DotShape<ShapeOf<Self>, ShapeOf<Right>>, Self, Right, Policy>,
  // @ts-ignore -- a default that is no check slot (a shape that waits for a type parameter) falls back to `{}` at the call
  Slot extends CheckSlot = ComputedSlot,
  // @ts-ignore -- the default is checked against the bound at each call (generic code: see KeptProductBound)
  Node extends KeptProductBound<Self, Right, Policy, Slot> = KeptUnaryDefault<Self, Slot>,
  const Options extends ProductOptions = {},
  // @ts-ignore -- a default that is no check slot (generic code) falls back to `{}` at the call
  OptionSlot extends CheckSlot = ProductOutSlot<
    'dot',
    Self,
    Right,
    Options,
    DotShape<ShapeOf<Self>, ShapeOf<Right>>,
    Policy
  >,
>(
  this: Self,
  b: Checked<NoInfer<Slot>, Right>,
  options?: Checked<NoInfer<OptionSlot>, Options>,
) => ProductArray<
  NoInfer<Self>,
  NoInfer<Right>,
  Options,
  DotShape<ShapeOf<NoInfer<Self>>, ShapeOf<NoInfer<Right>>>,
  Policy,
  Node
>;
