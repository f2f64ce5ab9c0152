import type { defaultX64, jaxLattice, jaxLatticeX32, strictLattice } from '../src/registry/lattice-data.js';
import type { JoinTable } from './lattice.js';
import type { Materialize, WeakType } from './dtype.js';
import type {
  ArrayApiOperations,
  ArrayApiPromotion,
  ArrayApiUnary,
  ArrayApiWeakDTypes,
} from './policies/array-api.generated.js';
import type {
  LaxOperations,
  LaxPromotion,
  LaxUnary,
  LaxWeakDTypes,
  LaxX32Operations,
  LaxX32Promotion,
  LaxX32Unary,
  LaxX32WeakDTypes,
} from './policies/lax.generated.js';
import type { NumpyOperations, NumpyPromotion, NumpyUnary, NumpyWeakDTypes } from './policies/numpy.generated.js';
import type {
  TensorflowOperations,
  TensorflowPromotion,
  TensorflowUnary,
  TensorflowWeakDTypes,
} from './policies/tensorflow.generated.js';
import type { TorchOperations, TorchPromotion, TorchUnary, TorchWeakDTypes } from './policies/torch.generated.js';
import type { TritonOperations, TritonPromotion, TritonUnary, TritonWeakDTypes } from './policies/triton.generated.js';

/**
 * The promotion policies: `'jax'` (the default lattice), `'strict'` (JAX's strict mode), and the
 * other systems' rules (SPEC §6): `'numpy'`, `'torch'`, `'tensorflow'`, `'lax'`, `'triton'`,
 * `'array-api'`.
 */
export type PolicyName = keyof PolicyRegistry;

/**
 * A policy by name, or options naming the policy and whether x64 is on (default: off, as JAX). Only
 * 'jax', 'strict' and 'lax' read x64; the other systems' policies ignore it (SPEC §6).
 */
export type PolicySpec = PolicyName | PromoteOptions;

/** Options accepted wherever a policy is: `{ policy: 'strict' }`, `{ x64: false }`. */
export interface PromoteOptions {
  readonly policy?: PolicyName;
  readonly x64?: boolean;
}

/**
 * Each policy's promotion table by key. A lattice policy's table is computed from its edges; the
 * other systems' tables are generated from the runtime (types/policies/*.generated.ts). A policy
 * with x64-dependent rules has a second key. A cell whose result depends on a scalar's value is
 * the union of the possible results.
 */
export interface PromotionTables {
  jax: JoinTable<typeof jaxLattice, 'jax'>;
  'jax-x32': JoinTable<typeof jaxLatticeX32, 'jax'>;
  strict: JoinTable<typeof strictLattice, 'strict'>;
  numpy: NumpyPromotion;
  torch: TorchPromotion;
  tensorflow: TensorflowPromotion;
  lax: LaxPromotion;
  'lax-x32': LaxX32Promotion;
  triton: TritonPromotion;
  'array-api': ArrayApiPromotion;
}

/**
 * The result tables of the operations a policy has its own rule for (e.g. true division), by table
 * key and operation. Operations not listed follow SPEC §4's rule on the policy's promotion.
 */
export interface OperationTables {
  numpy: NumpyOperations;
  torch: TorchOperations;
  tensorflow: TensorflowOperations;
  lax: LaxOperations;
  'lax-x32': LaxX32Operations;
  triton: TritonOperations;
  'array-api': ArrayApiOperations;
}

/**
 * Every unary operation's result on every node, by table key, for the systems whose rules differ
 * from JAX's (generated from the runtime). JAX's own policies apply SPEC §4's rules directly.
 */
export interface UnaryTables {
  numpy: NumpyUnary;
  torch: TorchUnary;
  tensorflow: TensorflowUnary;
  lax: LaxUnary;
  'lax-x32': LaxX32Unary;
  triton: TritonUnary;
  'array-api': ArrayApiUnary;
}

/**
 * The dtype an array gets where an operation's result is a weak type, by table key. JAX's policies
 * keep such arrays weakly typed (`NDArray<'float', …>`); the other systems have no weak arrays, so
 * a weak result becomes the strong dtype that system gives a lone scalar (generated, as above).
 */
export interface WeakDTypeTables {
  numpy: NumpyWeakDTypes;
  torch: TorchWeakDTypes;
  tensorflow: TensorflowWeakDTypes;
  lax: LaxWeakDTypes;
  'lax-x32': LaxX32WeakDTypes;
  triton: TritonWeakDTypes;
  'array-api': ArrayApiWeakDTypes;
}

interface PolicyRegistry {
  jax: 'jax';
  strict: 'strict';
  numpy: 'numpy';
  torch: 'torch';
  tensorflow: 'tensorflow';
  lax: 'lax';
  triton: 'triton';
  'array-api': 'array-api';
}

/**
 * The policy name a spec names (`'jax'` when it names none). Options that are not literals give
 * every name they may hold (`p: PolicyName` → all of them; `o: PromoteOptions` → all of them).
 */
export type PolicyOf<Spec> = Spec extends PolicyName
  ? Spec
  : 'policy' extends keyof Spec
    ? Exclude<Spec['policy' & keyof Spec], undefined> | (undefined extends Spec['policy' & keyof Spec] ? 'jax' : never)
    : 'jax';

/** JAX's x64 mode as a policy spec: the default of the `dtype-lattice/x64` entry and its types. */
export interface X64Spec {
  readonly x64: true;
}

/**
 * Whether x64 is on where a spec does not say: the registry's `defaultX64` (JAX's default, off), the
 * one switch the runtime reads too.
 */
export type DefaultX64 = typeof defaultX64;

/**
 * The policies that read x64 (SPEC §6): JAX's. The other systems have no x64 switch, so x64 is on
 * under them whatever the options say (src/policy/policy.ts x64Policies).
 */
export type X64Policy = 'jax' | 'strict' | 'lax';

/**
 * Whether x64 is on under a spec: its `x64` (default off) for 'jax', 'strict' and 'lax', always
 * `true` for the other policies (SPEC §6); `boolean` for options whose x64 is not a literal.
 * @example X64Of<'jax'> //=> false
 * @example X64Of<{ policy: 'numpy'; x64: false }> //=> true
 */
export type X64Of<Spec> = Spec extends PolicyName ? X64For<Spec, DefaultX64> : X64For<PolicyOf<Spec>, GivenX64<Spec>>;

/** The x64 a spec's options give (default: DefaultX64). */
type GivenX64<Spec> = 'x64' extends keyof Spec
  ? Exclude<Spec['x64' & keyof Spec], undefined> | (undefined extends Spec['x64' & keyof Spec] ? DefaultX64 : never)
  : DefaultX64;

/** The x64 in force under each policy a spec may name: the given one where the policy reads it. */
type X64For<Name, Given> = Name extends X64Policy ? Given : true;

/**
 * The default int under a policy: the dtype of index results (argsort, unique's counts, nonzero,
 * argwhere), int64 with x64 and int32 without (the registry's indexDTypeRows, as the planner reads them);
 * int64 under the policies without an x64 switch whatever x64 says.
 * @example DefaultInt<{ x64: false }> //=> 'int32'
 * @example DefaultInt<{ policy: 'numpy'; x64: false }> //=> 'int64'
 */
export type DefaultInt<Spec> = Materialize<'int', Extract<X64Of<Spec>, boolean>>;

/**
 * The strong dtype a policy gives a JavaScript value of a weak kind where no dtype is named (what
 * creation functions make of `[1, 2]` or `0.5`, and a weak result under a system without weak
 * arrays): JAX's policies by x64 (int32/float32/complex64 off, the default; 64-bit on), the other
 * systems' own (NumPy int64/float64, PyTorch int64/float32, TensorFlow int32/float32 …). The
 * runtime's is the policy's `materialize` (src/plan/planner.ts materializeUnder).
 * @example MaterializeUnder<'float', 'jax'> //=> 'float32'
 * @example MaterializeUnder<'float', { x64: true }> //=> 'float64'
 * @example MaterializeUnder<'float', 'torch'> //=> 'float32'
 */
export type MaterializeUnder<Weak extends WeakType, Spec> =
  TableKey<Spec> extends infer Key
    ? // lax keeps weak arrays: its table holds the weak names; its materialize is JAX's, by x64
      Key extends Exclude<keyof WeakDTypeTables, 'lax' | 'lax-x32'>
      ? WeakDTypeTables[Key][Weak]
      : Materialize<Weak, Extract<X64Of<Spec>, boolean>>
    : never;

/** The default float under a policy (JAX's float_: zeros, linspace, eye … without a dtype). */
export type DefaultFloat<Spec> = MaterializeUnder<'float', Spec>;

/**
 * The key of the promotion table a spec selects; for options that are not literals, every key
 * they may select (the union of outcomes).
 */
export type TableKey<Spec> = Spec extends PolicyName
  ? NameKeys[Spec]
  : Spec extends { readonly x64: true; readonly policy?: 'jax' }
    ? 'jax'
    : Spec extends { readonly x64: false; readonly policy?: 'jax' }
      ? 'jax-x32'
      : Spec extends { readonly x64: true; readonly policy: 'lax' }
        ? 'lax'
        : Spec extends { readonly x64: false; readonly policy: 'lax' }
          ? 'lax-x32'
          : KeyFor<PolicyOf<Spec>, X64Of<Spec>>;

/** The table key of each bare policy name (x64 at its default), looked up rather than computed per use. */
type NameKeys = { [Name in PolicyName]: KeyFor<Name, X64For<Name, DefaultX64>> };

/**
 * A spec as the literal specs it may stand for: itself when literal; for options that are not
 * literals, each policy name they may hold, with `x64: true` where x64 may be on and the policy
 * reads it ('jax', 'strict', 'lax'; a bare name is x64 off; `{ policy: 'numpy', x64: true }` is `'numpy'`).
 */
export type LiteralSpecs<Spec> = Spec extends PolicyName ? Spec : EachSpec<PolicyOf<Spec>, GivenX64<Spec>>;

/** Each name as a literal spec: with `x64: true` only where the policy reads x64 and it may be on. */
type EachSpec<Name, X64> = Name extends PolicyName
  ? Name extends X64Policy
    ? X64 extends true
      ? { readonly policy: Name; readonly x64: true }
      : Name
    : Name
  : never;

type KeyFor<Name, X64> = Name extends 'jax'
  ? X64 extends false
    ? 'jax-x32'
    : 'jax'
  : Name extends 'lax'
    ? X64 extends false
      ? 'lax-x32'
      : 'lax'
    : Name;
