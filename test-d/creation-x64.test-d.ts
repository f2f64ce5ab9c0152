// The creation functions' static dtypes under a policy (issue #41): x64 off by default, x64 on with
// `{ x64: true }`, NumPy's and PyTorch's own defaults. test/creation-x64.test.ts runs the same calls:
// its table `staticCases` has, under each spec, the nodes `expectedNodes` states, checked here
// statically and there at run time (static = runtime).
import {
  arange,
  array,
  empty,
  eye,
  full,
  identity,
  linspace,
  ones,
  tri,
  zeros,
  type DTypeOf,
  type NDArray,
} from '../src/index.js';
import type { ArangeDType, DefaultDType } from '../types/array-values.js';
import type { CreationFunctions } from '../types/creation.js';
import type { MaterializeUnder, PolicySpec } from '../types/policy.js';
import type { CaseName, expectedNodes, specOrder, specs, staticCases } from '../test/creation-x64.test.js';
import { expectExact, type Assert, type Equal } from './helpers.js';

// ── static = runtime: the table of test/creation-x64.test.ts ───────────────────────────────────

type Calls<Spec extends PolicySpec> = ReturnType<typeof staticCases<Spec>>;
type SpecName = keyof typeof specs;
/** The column of a spec in `expectedNodes`: its index in `specOrder`. */
type Column<Name, Order = typeof specOrder, Count extends unknown[] = []> = Order extends readonly [
  infer First,
  ...infer Rest,
]
  ? First extends Name
    ? Count['length']
    : Column<Name, Rest, [...Count, unknown]>
  : never;
/** Each call's static node (its NDArray's dtype, or weak type) under a spec. */
type StaticNodes<Name extends SpecName> = {
  readonly [Call in CaseName]: DTypeOf<ReturnType<Calls<(typeof specs)[Name]>[Call]>>;
};
/** Each call's node in the table, for a spec's column. */
type TableNodes<Name extends SpecName> = {
  readonly [Call in CaseName]: (typeof expectedNodes)[Call][Column<Name>];
};
/** The calls whose static node is not the table's under a spec (compared call by call). */
type Mismatches<Name extends SpecName> = {
  [Call in CaseName]: Equal<StaticNodes<Name>[Call], TableNodes<Name>[Call]> extends true ? never : Call;
}[CaseName];
type StatesTable<Name extends SpecName> = Equal<Mismatches<Name>, never>;

export type TableCases = [
  Assert<StatesTable<'jax'>>,
  Assert<StatesTable<'x64'>>,
  Assert<StatesTable<'numpy'>>,
  Assert<StatesTable<'torch'>>,
  Assert<StatesTable<'tensorflow'>>,
];

// ── the default exports: x64 off ───────────────────────────────────────────────────────────────

declare const someNumber: number;
declare const someValues: number[];
expectExact<NDArray<'int32', [2]>>()(array([1, 2]));
expectExact<NDArray<'float32', [1]>>()(array([1.5]));
expectExact<NDArray<'complex64', [1]>>()(array([{ re: 1, im: 0 }]));
expectExact<NDArray<'float32', [0]>>()(array([]));
expectExact<NDArray<'int32', [1]>>()(array([3000000000n]));
expectExact<NDArray<'int32' | 'float32', [number]>>()(array(someValues));
expectExact<NDArray<'float64', [number]>>()(array(new Float64Array(2)));
expectExact<NDArray<'int32', [5]>>()(arange(5));
expectExact<NDArray<'float32', [number]>>()(arange(0, 1, 0.25));
expectExact<NDArray<'int32' | 'float32', [number]>>()(arange(someNumber));
expectExact<NDArray<'float32', [2, 3]>>()(zeros([2, 3]));
expectExact<NDArray<'float32', [2]>>()(ones([2]));
expectExact<NDArray<'float32', [2]>>()(empty([2]));
expectExact<NDArray<'int', [2]>>()(full([2], 3));
expectExact<NDArray<'float', [2]>>()(full([2], 0.5));
expectExact<NDArray<'float32', [5]>>()(linspace(0, 1, 5));
expectExact<NDArray<'float32', [2, 2]>>()(eye(2));
expectExact<NDArray<'float32', [2, 2]>>()(identity(2));
expectExact<NDArray<'float32', [2, 2]>>()(tri(2));

// ── under a policy ─────────────────────────────────────────────────────────────────────────────

declare const x32: CreationFunctions<'jax'>;
declare const x64: CreationFunctions<{ x64: true }>;
declare const numpy: CreationFunctions<'numpy'>;
declare const torch: CreationFunctions<'torch'>;
declare const lax: CreationFunctions<'lax'>;

expectExact<NDArray<'int32', [2]>>()(x32.array([1, 2]));
expectExact<NDArray<'int64', [2]>>()(x64.array([1, 2]));
expectExact<NDArray<'int64', [2]>>()(numpy.array([1, 2]));
expectExact<NDArray<'int64', [2]>>()(torch.array([1, 2]));
expectExact<NDArray<'int32', [1]>>()(lax.array([1]));

expectExact<NDArray<'float64', [1]>>()(x64.array([1.5]));
expectExact<NDArray<'float64', [1]>>()(numpy.array([1.5]));
expectExact<NDArray<'float32', [1]>>()(torch.array([1.5]));
expectExact<NDArray<'complex128', [1]>>()(x64.array([{ re: 1, im: 0 }]));
expectExact<NDArray<'complex64', [1]>>()(torch.array([{ re: 1, im: 0 }]));
expectExact<NDArray<'float64', [0]>>()(x64.array([]));
expectExact<NDArray<'bool', [1]>>()(torch.array([true]));
expectExact<NDArray<'int8', [number]>>()(x64.array(new Int8Array(2)));
expectExact<NDArray<'int8', [2]>>()(numpy.array([1, 2], 'int8'));

expectExact<NDArray<'int64', [5]>>()(x64.arange(5));
expectExact<NDArray<'float64', [number]>>()(x64.arange(0, 1, 0.25));
expectExact<NDArray<'int64', [5]>>()(torch.arange(5));
expectExact<NDArray<'float32', [number]>>()(torch.arange(0, 1, 0.25));
expectExact<NDArray<'int8', [3]>>()(torch.arange(3, 'int8'));

expectExact<NDArray<'float64', [2]>>()(x64.zeros([2]));
expectExact<NDArray<'float64', [2]>>()(numpy.ones([2]));
expectExact<NDArray<'float32', [2]>>()(torch.empty([2]));
expectExact<NDArray<'int8', [2]>>()(torch.zeros([2], 'int8'));
expectExact<NDArray<'float64', [5]>>()(x64.linspace(0, 1, 5));
expectExact<NDArray<'float32', [5]>>()(torch.linspace(0, 1, 5));
expectExact<NDArray<'float64', [2, 3]>>()(numpy.eye(2, 3));
expectExact<NDArray<'float64', [2, 2]>>()(x64.identity(2));
expectExact<NDArray<'float32', [2, 2]>>()(torch.tri(2));

// full: weak under JAX's policies (x64 on or off), the system's dtype under the others.
expectExact<NDArray<'int', [2]>>()(x64.full([2], 3));
expectExact<NDArray<'int', [2]>>()(lax.full([2], 3));
expectExact<NDArray<'int64', [2]>>()(numpy.full([2], 3));
expectExact<NDArray<'float64', [2]>>()(numpy.full([2], 0.5));
expectExact<NDArray<'int64', [2]>>()(torch.full([2], 3));
expectExact<NDArray<'float32', [2]>>()(torch.full([2], 0.5));
expectExact<NDArray<'bool', [2]>>()(torch.full([2], true));
expectExact<NDArray<'uint8', [2]>>()(numpy.full([2], 3, 'uint8'));

// ── the helper types ───────────────────────────────────────────────────────────────────────────

export type HelperCases = [
  Assert<Equal<DefaultDType<[1, 2]>, 'int32'>>,
  Assert<Equal<DefaultDType<[1, 2], { x64: true }>, 'int64'>>,
  Assert<Equal<DefaultDType<[1, 2.5], 'torch'>, 'float32'>>,
  Assert<Equal<DefaultDType<boolean[]>, 'bool' | 'float32'>>,
  Assert<Equal<DefaultDType<[true, 1n], 'tensorflow'>, 'int32'>>,
  Assert<Equal<ArangeDType<5>, 'int32'>>,
  Assert<Equal<ArangeDType<0.5, 'numpy'>, 'float64'>>,
  Assert<Equal<ArangeDType<number, { x64: true }>, 'int64' | 'float64'>>,
  // lax keeps weak arrays, but a value's default dtype is JAX's by x64
  Assert<Equal<MaterializeUnder<'int', 'lax'>, 'int32'>>,
  Assert<Equal<MaterializeUnder<'float', { policy: 'lax'; x64: true }>, 'float64'>>,
];

// Errors stay errors under a policy.
// @ts-expect-error -- a dtype that is not one
x64.zeros([2], 'float128');
// @ts-expect-error -- an unknown option
torch.linspace(0, 1, 3, { step: 1 });
