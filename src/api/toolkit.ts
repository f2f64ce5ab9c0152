// The reductions and selection functions under JAX's policy (the default), as package exports;
// the methods on NDArray (`x.sum()`, `x.clip(0, 1)`) are the same functions. Other policies: withPolicy().
// The exports here that make arrays from JavaScript scalars (where, clip, isclose, createSelection)
// come from modules below src/ops/methods.ts, so they are bound here, where that module is loaded.
import { createSelection as selectionFor, jaxSelection } from '../ops/selection.js';
import { jaxReductions } from '../ops/reductions/functions.js';
import { isclose as iscloseOf } from '../ops/comparison.js';
import '../ops/methods.js';

/** Sum over axes (`{ axis, keepdims, out }`); small integers widen to the default int (JAX). */
export const sum = jaxReductions.sum;
/** Product over axes; small integers widen to the default int (JAX). */
export const prod = jaxReductions.prod;
/** Mean over axes: integers → float32 (int64/uint64 → float64); float16/bfloat16 accumulate in float32. */
export const mean = jaxReductions.mean;
/** Variance over axes (`ddof`); complex → its real dtype (NumPy's `var`, a reserved word in JavaScript; the method is `x.var()`). */
export const variance = jaxReductions.var;
/** Standard deviation over axes (`ddof`); complex → its real dtype. */
export const std = jaxReductions.std;
/** Minimum over axes (NaN propagates); an empty reduction throws. */
export const min = jaxReductions.min;
/** Maximum over axes (NaN propagates); an empty reduction throws. */
export const max = jaxReductions.max;
/** Index of the first minimum along an axis (or of the flattened array), as the default int. */
export const argmin = jaxReductions.argmin;
/** Index of the first maximum along an axis (or of the flattened array), as the default int. */
export const argmax = jaxReductions.argmax;
/** Whether any element is true (non-zero) over axes. */
export const any = jaxReductions.any;
/** Whether every element is true (non-zero) over axes. */
export const all = jaxReductions.all;
/** Running sum along an axis (or the flattened array); dtype as sum's. */
export const cumsum = jaxReductions.cumsum;
/** Running product along an axis (or the flattened array); dtype as prod's. */
export const cumprod = jaxReductions.cumprod;

/** where(cond, x, y): x where cond (bool) holds, else y; x and y promote. */
export const where = jaxSelection.where;
/** clip(x, lo, hi), or with JAX's keywords clip(x, { min, max }): JAX's minimum(maximum(x, lo), hi). */
export const clip = jaxSelection.clip;
/** Whether each element is NaN (false for integers and bool). */
export const isnan = jaxSelection.isnan;
/** Whether each element is ±Infinity (complex: either part). */
export const isinf = jaxSelection.isinf;
/** Whether each element is finite (complex: both parts). */
export const isfinite = jaxSelection.isfinite;

/** The selection functions bound to one policy. */
export const createSelection = selectionFor;

/**
 * Whether `a` and `b` are equal within a tolerance, elementwise: `|a - b| <= atol + rtol·|b|`
 * (NumPy's test, not symmetric), with `{ rtol = 1e-5, atol = 1e-8, equalNan = false }` (or
 * NumPy's positional `isclose(a, b, rtol, atol, equalNan)`). The
 * operands promote and broadcast; infinities are close only to themselves; integers compare
 * exactly. The result is bool.
 * @example isclose(array([1, 1.1]), 1).toArray() //=> [true, false]
 */
export const isclose = iscloseOf;
