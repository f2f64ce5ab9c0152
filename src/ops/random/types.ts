// The random namespace's signatures under a policy spec: `RandomFunctions<Spec>` is what
// `createRandom(resolvePolicy(spec))` returns, its default dtypes those of Spec (JAX's x64 off for
// a bare 'jax': float32, int32, uint32; `{ x64: true }`: float64, int64, uint64).
import type { DType } from '../../../types/dtype.js';
import type { Shape, WritableShape } from '../../../types/shape.js';
import type { AnyNDArray } from '../../../types/index.js';
import type { MaterializeUnder, PolicySpec } from '../../../types/policy.js';
import type { NDArray } from '../../array/ndarray.js';
import type { RandintDType, UintDType, UniformDType } from '../../plan/random.js';
import type { Key, threefry2x32 } from './keys.js';

/** The float uniform and normal draw in under Spec where no dtype is named (its default float). */
export type RandomFloat<Spec> = Extract<MaterializeUnder<'float', Spec>, UniformDType>;

/** The int randint draws and the indices of permutation, choice and categorical under Spec. */
export type RandomInt<Spec> = Extract<MaterializeUnder<'int', Spec>, RandintDType>;

/** The uint `bits` draws under Spec: as wide as its default int (JAX's jnp.uint). */
export type RandomUint<Spec> = UnsignedOf[RandomInt<Spec> & keyof UnsignedOf];
interface UnsignedOf {
  int8: 'uint8';
  int16: 'uint16';
  int32: 'uint32';
  int64: 'uint64';
  uint8: 'uint8';
  uint16: 'uint16';
  uint32: 'uint32';
  uint64: 'uint64';
}

/** bernoulli: a number p (the default float's draws) or a float array p (its own dtype's). */
export interface BernoulliFunction {
  <const Dims extends Shape = []>(key: Key, p?: number, shape?: Dims): NDArray<'bool', WritableShape<Dims>>;
  <const PDims extends Shape, const Dims extends Shape = PDims>(
    key: Key,
    p: NDArray<UniformDType, PDims>,
    shape?: Dims,
  ): NDArray<'bool', WritableShape<Dims>>;
}

/** permutation: of an array's slices (its dtype), or of arange(n) in Spec's default int. */
export interface PermutationFunction<Spec> {
  <const Dims extends Shape, D extends DType>(
    key: Key,
    x: NDArray<D, Dims>,
    options?: { axis?: number; independent?: boolean },
  ): NDArray<D, WritableShape<Dims>>;
  <const N extends number>(
    key: Key,
    x: N,
    options?: { axis?: number; independent?: boolean },
  ): NDArray<RandomInt<Spec>, [N]>;
}

/** choice: indices of arange(a) in Spec's default int, or an array's slices (its dtype). */
export interface ChoiceFunction<Spec> {
  <const Dims extends Shape = []>(
    key: Key,
    a: number,
    options?: { shape?: Dims; replace?: boolean; p?: readonly number[] | AnyNDArray; axis?: number },
  ): NDArray<RandomInt<Spec>, WritableShape<Dims>>;
  <D extends DType>(
    key: Key,
    a: NDArray<D, Shape>,
    options?: { shape?: Shape; replace?: boolean; p?: readonly number[] | AnyNDArray; axis?: number },
  ): NDArray<D, number[]>;
}

/**
 * The `random` namespace's functions under a policy spec (`Key` and `isKey` are the same under every
 * policy): JAX's jax.random, seeded and defaulted by Spec's x64 (a bare `'jax'` is x64 off).
 */
export interface RandomFunctions<Spec extends PolicySpec> {
  /** A key from an integer seed (JAX's `jax.random.key`), seeded as JAX seeds it under Spec's x64. */
  readonly key: (seed: number | bigint) => Key;
  /** The key's two uint32 words (JAX's `jax.random.key_data`). */
  readonly keyData: (key: Key) => NDArray<'uint32', [2]>;
  /** `num` new keys from one (JAX's `jax.random.split`). */
  readonly split: (key: Key, num?: number) => Key[];
  /** A new key from a key and a 32-bit integer (JAX's `jax.random.fold_in`). */
  readonly foldIn: (key: Key, data: number | bigint) => Key;
  /** JAX's `threefry_2x32(keypair, count)` over uint32 arrays. */
  readonly threefry2x32: typeof threefry2x32;
  /** Random unsigned integers (JAX's `jax.random.bits`); default dtype Spec's uint. */
  readonly bits: <const Dims extends Shape = [], D extends UintDType = RandomUint<Spec>>(
    key: Key,
    shape?: Dims,
    options?: { dtype?: D },
  ) => NDArray<D, WritableShape<Dims>>;
  /** Uniform floats in [minval, maxval) (JAX's `jax.random.uniform`); default dtype Spec's float. */
  readonly uniform: <const Dims extends Shape = [], D extends UniformDType = RandomFloat<Spec>>(
    key: Key,
    shape?: Dims,
    options?: { dtype?: D; minval?: number | AnyNDArray; maxval?: number | AnyNDArray },
  ) => NDArray<D, WritableShape<Dims>>;
  /** Standard normal floats (JAX's `jax.random.normal`); default dtype Spec's float. */
  readonly normal: <const Dims extends Shape = [], D extends UniformDType = RandomFloat<Spec>>(
    key: Key,
    shape?: Dims,
    options?: { dtype?: D },
  ) => NDArray<D, WritableShape<Dims>>;
  /** Uniform integers in [minval, maxval) (JAX's `jax.random.randint`); default dtype Spec's int. */
  readonly randint: <const Dims extends Shape, D extends RandintDType = RandomInt<Spec>>(
    key: Key,
    shape: Dims,
    minval: number | bigint,
    maxval: number | bigint,
    options?: { dtype?: D },
  ) => NDArray<D, WritableShape<Dims>>;
  /** True with probability p (JAX's `jax.random.bernoulli`). */
  readonly bernoulli: BernoulliFunction;
  /** A random permutation (JAX's `jax.random.permutation`); a range's indices in Spec's int. */
  readonly permutation: PermutationFunction<Spec>;
  /** Samples of arange(a) or an array's slices (JAX's `jax.random.choice`); indices in Spec's int. */
  readonly choice: ChoiceFunction<Spec>;
  /** Category indices from logits (JAX's `jax.random.categorical`), in Spec's int. */
  readonly categorical: (
    key: Key,
    logits: AnyNDArray,
    options?: { axis?: number; shape?: Shape },
  ) => NDArray<RandomInt<Spec>, number[]>;
}
