// The selection functions under JAX's policy (the default), as package exports (the reductions' are
// generated: src/api/reductions.generated.ts); the methods on NDArray (`x.clip(0, 1)`) are the same
// functions. Other policies: withPolicy(). The exports here that make arrays from JavaScript scalars
// (where, clip, isclose, createSelection) come from modules below src/ops/methods.ts, so they are
// bound here, where that module is loaded.
import { createSelection as selectionFor, jaxSelection } from '../ops/selection.js';
import { isclose as iscloseOf } from '../ops/comparison.js';
import '../ops/methods.js';

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
// real, imag, conjugate (conj), positive: operation rows (src/api/operations.generated.ts).
/**
 * jnp.nan_to_num: NaN → `nan` (0), +inf → `posinf`, −inf → `neginf` (by default the dtype's
 * largest and smallest finite values); integers and bool unchanged; complex part by part.
 * @example nanToNum(array([NaN, Infinity, 1], 'float16')).toArray() //=> [0, 65504, 1]
 */
export const nanToNum = jaxSelection.nanToNum;

/**
 * jnp.round(x, decimals = 0): round half to even after scaling by 10^decimals; integers unchanged;
 * complex part by part; bool is an error.
 * @example round(array([0.5, 1.5, -2.5, 0.125])).toArray() //=> [0, 2, -2, 0]
 * @example round(array([1.25, -0.35], 'float64'), 1).toArray() //=> [1.2, -0.4]
 */
export const round = jaxSelection.round;
/** `around`: JAX's other name for `round`, the same function. */
export const around = jaxSelection.around;
/** jnp.modf: `[x - whole, whole]`, whole rounded toward zero, in the inexact dtype; complex is an error. */
export const modf = jaxSelection.modf;
/**
 * jnp.divmod: `[floorDivide(x1, x2), remainder(x1, x2)]`, the promotion's dtype (bool → int32).
 * @example divmod(array([7, -7], 'int32'), 2).map((part) => part.toArray()) //=> [[3, -4], [1, 1]]
 */
export const divmod = jaxSelection.divmod;
/**
 * jnp.angle(z, deg = false): the argument of each element, in the real part's dtype (integers and
 * bool: the default float); in degrees where `deg`.
 * @example angle(array([{ re: 0, im: 1 }], 'complex64')).toArray() //=> [1.5707963705062866]
 */
export const angle = jaxSelection.angle;
/**
 * jnp.frexp: `[mantissa, exponent]` with x = mantissa · 2^exponent, |mantissa| in [0.5, 1) in the
 * inexact dtype, exponent int32 (0, ±inf and NaN: x and 0); complex is an error.
 * @example frexp(array([8, 0.375])).map((part) => part.toArray()) //=> [[0.5, 0.75], [4, -1]]
 */
export const frexp = jaxSelection.frexp;
/**
 * jnp.ldexp: x1 · 2^x2 in x1's inexact dtype; x2 bool or integers; complex is an error.
 * @example ldexp(array([0.75, 1], 'float32'), array([2, -1], 'int32')).toArray() //=> [3, 0.5]
 */
export const ldexp = jaxSelection.ldexp;

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
