// Matrix products: matmul, dot, vdot, inner, outer, tensordot, einsum (NumPy's semantics, JAX's
// dtypes), bound to a policy here; each is a contraction of labelled axes (./contract.ts) planned by
// src/plan/products.ts: the result is the operands' promotion under the policy (weak if that is
// weak), or `preferredElementType`; operands of different dtypes are first converted to it, as
// JAX's dot_general converts them (int32 257 with bfloat16 is 256), then widened to the
// accumulation dtype (registry: productRules), and the result is rounded or wrapped once at the end.
import type { PolicySpec } from '../../../types/policy.js';
import type { EinsumFunction } from '../../../types/einsum.js';
import type {
  DotFunction,
  InnerFunction,
  MatmulFunction,
  OuterFunction,
  ProductFunctions,
  TensordotFunction,
  VdotFunction,
} from '../../../types/matmul.js';
import { resolvePolicy } from '../../policy/policy.js';
import { productPlanner } from '../../plan/products.js';
import { einsumWith } from './einsum.js';
import { matmulWith } from './matmul.js';
import { dotWith, innerWith, outerWith, tensordotWith, vdotWith } from './pairs.js';

/** The product functions bound to one policy (`withPolicy(policy)` includes them). */
export function createProducts<Policy extends PolicySpec = 'jax'>(spec?: Policy): ProductFunctions<Policy> {
  const planner = productPlanner(resolvePolicy(spec as PolicySpec | undefined, 'createProducts'));
  return Object.freeze({
    matmul: (left: unknown, right: unknown, options?: unknown) => matmulWith(planner, left, right, options),
    dot: (left: unknown, right: unknown, options?: unknown) => dotWith(planner, left, right, options),
    vdot: (left: unknown, right: unknown, options?: unknown) => vdotWith(planner, left, right, options),
    inner: (left: unknown, right: unknown, options?: unknown) => innerWith(planner, left, right, options),
    outer: (left: unknown, right: unknown, options?: unknown) => outerWith(planner, left, right, options),
    tensordot: (left: unknown, right: unknown, third: unknown = 2, fourth?: unknown) =>
      tensordotWith(planner, left, right, third, fourth),
    einsum: (subscripts: unknown, ...rest: unknown[]) => einsumWith(planner, subscripts, ...rest),
  }) as unknown as ProductFunctions<Policy>;
}

/** The products under JAX's policy (the default). */
export const jaxProducts = /* @__PURE__ */ createProducts('jax');

/** NumPy's `a @ b`: `matmul(NDArray<'float32', [2, 3]>, NDArray<'float32', [3, 4]>)` is an `NDArray<'float32', [2, 4]>`. */
export const matmul = jaxProducts.matmul as unknown as MatmulFunction;
/** NumPy's `dot`: a scalar multiplies; 1-D · 1-D is the inner product; else a's last axis with b's second-to-last (or only). */
export const dot = jaxProducts.dot as unknown as DotFunction;
/** NumPy's `vdot`: the flattened a, conjugated, times the flattened b, summed. */
export const vdot = jaxProducts.vdot as unknown as VdotFunction;
/** NumPy's `inner`: the last axes contract. */
export const inner = jaxProducts.inner as unknown as InnerFunction;
/** NumPy's `outer`: every element of a times every element of b, shape [a.size, b.size]. */
export const outer = jaxProducts.outer as unknown as OuterFunction;
/** NumPy's `tensordot(a, b, axes)`: axes N (a's last N with b's first N) or [axes of a, axes of b]. */
export const tensordot = jaxProducts.tensordot as unknown as TensordotFunction;
/** NumPy's `einsum('ij,jk->ik', a, b)`, options last. */
export const einsum = jaxProducts.einsum as unknown as EinsumFunction;
