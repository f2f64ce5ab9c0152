// jit(fn) has fn's type (issue #26): literal shapes and promoted dtypes flow through, generic
// helpers stay generic, and into(out) is the same function.
import {
  add,
  array,
  divide,
  jit,
  multiply,
  sqrt,
  subtract,
  withPolicy,
  type DType,
  type NDArray,
} from '../src/index.js';
import { expectExact, type Assert, type Equal } from './helpers.js';

const affine = (x: NDArray<'float32', [3]>, y: NDArray<'float32', [3]>) =>
  add(multiply(divide(subtract(x, 0.5), 2), y), 1.5);
const jittedAffine = jit(affine);
type AffineKept = Assert<Equal<Parameters<typeof jittedAffine>, Parameters<typeof affine>>>;
const x = array([1, 2, 3], 'float32');
const y = array([4, 5, 6], 'float32');
expectExact<NDArray<'float32', [3]>>()(jittedAffine(x, y));
expectExact<NDArray<'float32', [3]>>()(jittedAffine.into(x)(x, y));

// A policy's operations trace under it, and the type says so.
const numpy = withPolicy('numpy');
const mixed = jit((a: NDArray<'int32', [3]>, b: NDArray<'float32', [3]>) => numpy.add(a, b));
expectExact<NDArray<'float64', [3]>>()(mixed(array([1, 2, 3], 'int32'), y));

// Generic helpers stay generic: the result resolves at the call.
const hypot = jit(<D extends 'float32' | 'float64', S extends number[]>(a: NDArray<D, S>, b: NDArray<D, S>) =>
  sqrt(add(multiply(a, a), multiply(b, b))),
);
expectExact<NDArray<'float32', [3]>>()(hypot(x, y));
const float64 = array([1, 2], 'float64');
expectExact<NDArray<'float64', [2]>>()(hypot(float64, float64));

// Objects and lists of arrays come back as they are typed.
const pair = jit((a: NDArray<'float32', [3]>) => ({ twice: multiply(a, 2), list: [a] as const }));
expectExact<{ twice: NDArray<'float32', [3]>; list: readonly [NDArray<'float32', [3]>] }>()(pair(x));

// Not a function: a compile-time error.
// @ts-expect-error jit takes a function
jit(3);

export type { AffineKept, DType };
