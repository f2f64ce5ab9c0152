// What a reduction gives: its result dtype (the registry's reduction rows' rules), the node of its
// result array, and the shape it leaves.
import type { reductionRows } from '../src/registry/registry.js';
import type { AnyDType, DType } from './dtype.js';
import type { DTypeInfo } from './dtype-rows.js';
import type { DTypeProperty } from './elements.js';
import type { PolicySpec, X64Of } from './policy.js';
import type { OutputNode } from './result-nodes.js';
import type { Shape } from './shape.js';

type ReductionRow = (typeof reductionRows)[number];

/** The reductions and scans: `'sum' | 'prod' | 'mean' | … | 'cumprod'` (rows of src/registry/registry.js). */
export type ReductionName = ReductionRow['name'];

type RowOf<Name extends ReductionName> = Extract<ReductionRow, { readonly name: Name }>;

/**
 * The result dtype of a reduction on an input dtype: JAX's jnp reductions (the registry's
 * `reductionRules`, applied by src/plan/reductions.ts at run time), under every policy; `X64` picks the
 * default int (int64 or int32).
 * @example
 * ReductionResult<'sum', 'int8'>            //=> 'int64'
 * ReductionResult<'sum', 'int8', false>     //=> 'int32'
 * ReductionResult<'cumsum', 'int8'>         //=> 'int8'
 * ReductionResult<'mean', 'int16'>          //=> 'float32'
 * ReductionResult<'var', 'complex64'>       //=> 'float32'
 * ReductionResult<'argmax', 'float16'>      //=> 'int64'
 */
export type ReductionResult<
  Name extends ReductionName,
  Input extends DType,
  X64 extends boolean = true,
> = ApplyReductionRule<RowOf<Name>['rule'], Input, X64>;

// Distributes over a union of input dtypes and over X64 = boolean (options that are not literals).
type ApplyReductionRule<Rule, Input, X64> = Input extends DType
  ? X64 extends boolean
    ? Rule extends 'accumulate'
      ? Accumulate<Input, DTypeInfo[Input]['kind'], X64>
      : Rule extends 'scan'
        ? DTypeInfo[Input]['kind'] extends 'bool'
          ? X64 extends false
            ? 'int32'
            : 'int64'
          : Input
        : Rule extends 'mean'
          ? DTypeInfo[Input]['inexact']
          : Rule extends 'variance'
            ? DTypeInfo[DTypeInfo[Input]['inexact']]['real']
            : Rule extends 'extreme'
              ? Input
              : Rule extends 'index'
                ? X64 extends false
                  ? 'int32'
                  : 'int64'
                : 'bool'
    : never
  : never;

type Accumulate<Input, Kind, X64> = Kind extends 'bool'
  ? X64 extends false
    ? 'int32'
    : 'int64'
  : Kind extends 'int'
    ? Input extends 'int64'
      ? Input
      : X64 extends false
        ? Input extends 'int32'
          ? Input
          : 'int32'
        : 'int64'
    : Kind extends 'uint'
      ? Input extends 'uint64'
        ? Input
        : X64 extends false
          ? Input extends 'uint32'
            ? Input
            : 'uint32'
          : 'uint64'
      : Input;

/** The node of a reduction's result for an input node (a weak node reduces as the dtypes it may hold). */
export type ReductionNode<
  Name extends ReductionName,
  Input extends AnyDType,
  Policy extends PolicySpec = 'jax',
> = OutputNode<
  // Through `infer`, not `& DType`: the intersection with a generic input would distribute over
  // every dtype wherever the checker instantiates this for a generic call (a declared result type).
  DTypeProperty<Input> extends infer Held extends DType ? ReductionResult<Name, Held, X64Of<Policy>> : never
>;

/**
 * The shape a reduction leaves: literal where the input's shape and the axes are literals.
 * @example
 * ReducedShape<[2, 3], 1, false>         //=> [2]
 * ReducedShape<[2, 3], -1, true>         //=> [2, 1]
 * ReducedShape<[2, 3], undefined, false> //=> []
 * ReducedShape<[2, 3], [0, 1], false>    //=> []
 */
export type ReducedShape<Dims extends Shape, Axis, Keep> = boolean extends Keep
  ? number[]
  : Keep extends true
    ? KeepDims<Dims, Axis>
    : [Axis] extends [undefined]
      ? []
      : Reduced<Dims, Axis>;

/**
 * The shape a reduction with `keepdims` leaves: the axes set to 1. For a shape that is a type
 * parameter it stays `KeepDims<S, Axis>`, which broadcasts with `S` to `S` (see GenericBroadcast).
 * @example KeepDims<[2, 3], -1> //=> [2, 1]
 */
export type KeepDims<Dims extends Shape, Axis> = number extends Dims['length']
  ? number[]
  : [Axis] extends [undefined]
    ? { -readonly [Index in keyof Dims]: 1 }
    : Axis extends number
      ? number extends Axis
        ? number[]
        : Remove<Dims, `${Axis}`, true, [], []>
      : Axis extends readonly number[]
        ? number extends Axis['length']
          ? number[]
          : Remove<Dims, `${Axis[number]}`, true, [], []>
        : never;

/**
 * The shape a reduction over `Axis` leaves (without keepdims): the axes removed.
 * @example Reduced<[2, 3], 0> //=> [3]
 */
export type Reduced<Dims extends Shape, Axis> = number extends Dims['length']
  ? number[]
  : Axis extends number
    ? number extends Axis
      ? number[]
      : Remove<Dims, `${Axis}`, false, [], []>
    : Axis extends readonly number[]
      ? number extends Axis['length']
        ? number[]
        : Remove<Dims, `${Axis[number]}`, false, [], []>
      : number[];

/** Drops (or, with keepdims, sets to 1) the axes named in `Axes`, as `'1'` or `'-1'`; one step per axis. */
type Remove<Dims, Axes extends string, Keep, Done extends number[], Seen extends unknown[]> = Dims extends readonly [
  infer Head extends number,
  ...infer Rest extends number[],
]
  ? `${Seen['length']}` | `-${[unknown, ...Rest]['length']}` extends infer Names
    ? [Extract<Names, Axes>] extends [never]
      ? Remove<Rest, Axes, Keep, [...Done, Head], [...Seen, unknown]>
      : Remove<Rest, Axes, Keep, Keep extends true ? [...Done, 1] : Done, [...Seen, unknown]>
    : never
  : Done;
