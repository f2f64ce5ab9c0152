// Polynomials as coefficient arrays, highest power first (NumPy's poly1d order): polyval, polyadd,
// polysub, polymul, polyder, polyint. Dtypes as JAX's (jax/_src/numpy/polynomial.py): polyval,
// polyadd and polysub promote (promote_dtypes); polymul, polyder and polyint are inexact
// (promote_dtypes_inexact: integers give the default float). Built from the elementwise
// operations and convolve; intermediates are freed in a scope, on error paths too.
import type { AnyNDArray } from '../../types/index.js';
import type {
  PolyBinaryFunction,
  PolyderFunction,
  PolyintFunction,
  PolymulFunction,
  PolyvalFunction,
  PolynomialFunctions,
} from '../../types/polynomials.js';
import { dtypeInfo, isWeakType, type DType } from '../lattice/dtypes.js';
import { shapeText, show } from '../errors/messages.js';
import { checkOptions, positionalOrKeyword } from '../errors/options.js';
import { scope } from '../memory/memory.js';
import { publicFunction } from '../array/public-function.js';
import { NDArray, castArray, nodeOfArray } from '../array/ndarray.js';
import { checkArray, operandNode } from '../array/operands.js';
import { binaryResultWith, resultTypeWith } from '../plan/promote.js';
import { materializeUnder } from '../plan/planner.js';
import { resolvePolicy, type Policy } from '../policy/policy.js';
import type { PolicySpec } from '../../types/policy.js';
import { array, zeros } from './creation.js';
import { concatenate } from './joining.js';
import { jaxOperations } from './operations.js';
import { signalUnder } from './signal.js';
import { basicIndex, broadcastTo } from './views.js';

type Run = (...operands: unknown[]) => AnyNDArray;
const operations = jaxOperations as unknown as Record<string, Run>;

/** A coefficient array: an NDArray of at least one axis. */
function coefficients(name: string, value: unknown, what: string): AnyNDArray {
  const checked = checkArray(name, value, what) as AnyNDArray;
  if (checked.ndim === 0)
    throw new RangeError(`${name}: ${what} must have at least one axis (the coefficients), got a 0-d array.`);
  return checked;
}

/** JAX's promote_dtypes_inexact of the arrays: the dtype true division gives them. */
function inexactDType(policy: Policy, name: string, ...inputs: AnyNDArray[]): DType {
  let node = nodeOfArray(inputs[0]!);
  for (const each of inputs.slice(1)) node = binaryResultWith(policy, 'divide', node, nodeOfArray(each));
  if (inputs.length === 1) node = binaryResultWith(policy, 'divide', node, node);
  const dtype = materializeUnder(policy, node);
  if (dtypeInfo[dtype].kind !== 'float' && dtypeInfo[dtype].kind !== 'complex')
    throw new TypeError(`${name}: no inexact dtype for ${inputs.map((each) => each.dtype).join(', ')}.`);
  return dtype;
}

/** `input` in `dtype` (made in the open scope, or the array itself). */
function as(input: AnyNDArray, dtype: DType, name: string): AnyNDArray {
  return input.dtype === dtype ? input : castArray(input, dtype, false, name);
}

/** Element `index` along the first axis, as a view. */
function row(input: AnyNDArray, index: number): AnyNDArray {
  return basicIndex(input, [{ kind: 'integer', value: index }], 'slice');
}

const polyvalWith =
  (policy: Policy) =>
  (p: unknown, x: unknown): AnyNDArray => {
    const coefficientsIn = coefficients('polyval', p, 'the coefficients p');
    operandNode('polyval', 'x', x);
    const node = resultTypeWith(policy, [
      nodeOfArray(coefficientsIn),
      x instanceof NDArray ? nodeOfArray(x as AnyNDArray) : (x as number),
    ]);
    const dtype = materializeUnder(policy, node);
    const weak = isWeakType(node);
    return scope(() => {
      const points =
        x instanceof NDArray
          ? as(x as AnyNDArray, dtype, 'polyval')
          : (array(x as never, dtype as never) as unknown as AnyNDArray);
      const terms = as(coefficientsIn, dtype, 'polyval');
      let value: AnyNDArray = zeros([] as never, dtype as never) as unknown as AnyNDArray;
      for (let index = 0; index < terms.shape[0]!; index += 1) {
        const next = operations.add!(operations.multiply!(value, points), row(terms, index));
        value = next;
      }
      if (value.ndim === 0 && terms.shape[0] === 0) value = operations.multiply!(value, points);
      return weak && value.dtype === dtype ? castArray(value, dtype, true, 'polyval') : value;
    });
  };

/** a1 and a2 (coefficients along the first axis) aligned at the end: the shorter padded with leading zeros. */
function aligned(name: string, a1: unknown, a2: unknown): [AnyNDArray, AnyNDArray] {
  const first = coefficients(name, a1, 'the first polynomial');
  const second = coefficients(name, a2, 'the second polynomial');
  const pad = (input: AnyNDArray, length: number): AnyNDArray => {
    if (input.shape[0] === length) return input;
    const front = zeros([length - input.shape[0]!, ...input.shape.slice(1)] as never, input.dtype as never);
    return concatenate([front, input] as never) as unknown as AnyNDArray;
  };
  const length = Math.max(first.shape[0]!, second.shape[0]!);
  return [pad(first, length), pad(second, length)];
}

/** a1 and a2 aligned, in their promotion under `policy` (JAX's promote_dtypes, weak types kept). */
function alignedUnder(policy: Policy, name: string, a1: unknown, a2: unknown): [AnyNDArray, AnyNDArray] {
  const pair = aligned(name, a1, a2);
  const node = resultTypeWith(policy, pair.map(nodeOfArray));
  const dtype = materializeUnder(policy, node);
  const weak = isWeakType(node);
  return pair.map((each) =>
    each.dtype === dtype && each.weakType === weak ? each : castArray(each, dtype, weak, name),
  ) as [AnyNDArray, AnyNDArray];
}

const polyaddWith =
  (policy: Policy) =>
  (a1: unknown, a2: unknown): AnyNDArray =>
    scope(() => operations.add!(...alignedUnder(policy, 'polyadd', a1, a2)));

const polysubWith =
  (policy: Policy) =>
  (a1: unknown, a2: unknown): AnyNDArray =>
    scope(() => operations.subtract!(...alignedUnder(policy, 'polysub', a1, a2)));

const polymulWith =
  (policy: Policy) =>
  (a1: unknown, a2: unknown, options?: unknown): AnyNDArray => {
    const first = coefficients('polymul', a1, 'the first polynomial');
    const second = coefficients('polymul', a2, 'the second polynomial');
    const { trimLeadingZeros = false } = checkOptions('polymul', options, ['trimLeadingZeros']);
    if (typeof trimLeadingZeros !== 'boolean')
      throw new TypeError(`polymul: the option trimLeadingZeros must be a boolean, got ${show(trimLeadingZeros)}.`);
    for (const each of [first, second])
      if (each.ndim !== 1)
        throw new RangeError(`polymul: the polynomials must be 1-d, got shape ${shapeText(each.shape)}.`);
    const dtype = inexactDType(policy, 'polymul', first, second);
    return scope(() => {
      const prepare = (input: AnyNDArray): AnyNDArray => {
        let cast = as(input, dtype, 'polymul');
        if (trimLeadingZeros && (first.size > 1 || second.size > 1)) {
          const values = cast.toArray() as unknown[];
          const lead = values.findIndex((value) =>
            typeof value === 'object' && value !== null
              ? (value as { re: number; im: number }).re !== 0 || (value as { re: number; im: number }).im !== 0
              : value !== 0,
          );
          cast = basicIndex(
            cast,
            [{ kind: 'slice', start: lead < 0 ? values.length : lead, stop: undefined, step: undefined }],
            'slice',
          );
        }
        return cast.size === 0 ? (zeros([1] as never, dtype as never) as unknown as AnyNDArray) : cast;
      };
      return signalUnder(policy, 'convolve', prepare(first), prepare(second), 'full');
    });
  };

function checkOrder(name: string, m: unknown, what: string): number {
  if (typeof m !== 'number' || !Number.isSafeInteger(m))
    throw new TypeError(`${name}: the order m must be an integer, got ${show(m)}.`);
  if (m < 0) throw new RangeError(`${name}: the order m of the ${what} must be non-negative, got ${m}.`);
  return m;
}

const polyderWith =
  (policy: Policy) =>
  (p: unknown, ...rest: unknown[]): AnyNDArray => {
    const { m = 1 } = positionalOrKeyword('polyder', rest, ['m']);
    const input = coefficients('polyder', p, 'the coefficients p');
    const order = checkOrder('polyder', m, 'derivative');
    const dtype = inexactDType(policy, 'polyder', input);
    const length = input.shape[0]!;
    return scope(() => {
      const cast = castArray(input, dtype, false, 'polyder');
      if (order === 0) return cast;
      const kept = Math.max(length - order, 0);
      // The factor of p[i]: (n-1-i)(n-2-i)…(n-m-i), the falling factorial of its power.
      // The factors fall by one per step and are ≥ 1: stop at a factor of 1 or an infinite product
      // (same bits, and a huge m costs at most ~170 steps per entry instead of m).
      const factors = Array.from({ length: kept }, (_, index) => {
        let product = 1;
        for (let step = 0; step < order; step += 1) {
          const factor = length - 1 - index - step;
          if (factor <= 1 || product === Number.POSITIVE_INFINITY) break;
          product *= factor;
        }
        return product;
      });
      const head = basicIndex(cast, [{ kind: 'slice', start: 0, stop: kept, step: undefined }], 'slice');
      const scale = array(
        factors as never,
        (dtypeInfo[dtype].kind === 'complex' ? 'float64' : dtype) as never,
      ) as unknown as AnyNDArray;
      const shaped = input.ndim > 1 ? scale.reshape([kept, ...Array(input.ndim - 1).fill(1)]) : scale;
      return as(operations.multiply!(head, shaped), dtype, 'polyder');
    });
  };

const polyintWith =
  (policy: Policy) =>
  (p: unknown, ...rest: unknown[]): AnyNDArray => {
    const { m = 1, k } = positionalOrKeyword('polyint', rest, ['m', 'k']);
    const input = coefficients('polyint', p, 'the coefficients p');
    if (input.ndim !== 1) throw new RangeError(`polyint: p must be 1-d, got shape ${shapeText(input.shape)}.`);
    const order = checkOrder('polyint', m, 'integral');
    const given = k === undefined || k === null ? 0 : k;
    if (
      !(given instanceof NDArray) &&
      typeof given !== 'number' &&
      !(Array.isArray(given) && given.every((each) => typeof each === 'number'))
    )
      throw new TypeError(
        `polyint: the constants k must be a number, a list of numbers or an NDArray, got ${show(k)}.`,
      );
    const dtype =
      given instanceof NDArray
        ? inexactDType(policy, 'polyint', input, checkArray('polyint', given, 'the constants k') as AnyNDArray)
        : inexactDType(policy, 'polyint', input);
    return scope(() => {
      const constants =
        given instanceof NDArray
          ? as(given as AnyNDArray, dtype, 'polyint')
          : (array(given as never, dtype as never) as unknown as AnyNDArray);
      const flat = constants.size === 1 ? true : undefined;
      if (constants.ndim > 1 || (flat === undefined && constants.size !== order))
        throw new RangeError(
          `polyint: k must be a scalar or a 1-d array of length 1 or m (${order}), got shape ${shapeText(constants.shape)}.`,
        );
      const cast = as(input, dtype, 'polyint');
      if (order === 0) return castArray(cast, dtype, false, 'polyint');
      const kValues = constants.reshape([constants.size]) as AnyNDArray;
      const tail = flat !== undefined ? broadcastTo(kValues, [order]) : kValues;
      const joined = concatenate([cast, tail] as never) as unknown as AnyNDArray;
      const total = input.shape[0]! + order;
      // NumPy's and JAX's divisors: entry i (of n + m) by Π_{j<m} max(1, n + m - 1 - i - j).
      // The factors fall by one per step: once one is ≤ 1 the rest are 1, and an infinite product stays
      // infinite, so stop there (same bits; a huge m costs at most ~170 steps per entry instead of m).
      const divisors = Array.from({ length: total }, (_, index) => {
        let product = 1;
        for (let step = 0; step < order; step += 1) {
          const factor = total - 1 - index - step;
          if (factor <= 1 || product === Number.POSITIVE_INFINITY) break;
          product *= factor;
        }
        return product;
      });
      const scale = array(
        divisors as never,
        (dtypeInfo[dtype].kind === 'complex' ? 'float64' : dtype) as never,
      ) as unknown as AnyNDArray;
      return as(operations.divide!(joined, scale), dtype, 'polyint');
    });
  };

/** polyval, polyadd, polysub, polymul, polyder and polyint under one policy (`withPolicy(spec)`): its promotion. */
export function createPolynomials<Spec extends PolicySpec>(spec?: Spec): PolynomialFunctions<Spec> {
  const policy = resolvePolicy(spec as PolicySpec | undefined, 'createPolynomials');
  return {
    polyval: publicFunction('polyval', polyvalWith(policy)),
    polyadd: publicFunction('polyadd', polyaddWith(policy)),
    polysub: publicFunction('polysub', polysubWith(policy)),
    polymul: publicFunction('polymul', polymulWith(policy)),
    polyder: publicFunction('polyder', polyderWith(policy)),
    polyint: publicFunction('polyint', polyintWith(policy)),
  } as never;
}

const jaxPolynomials = createPolynomials('jax');

/**
 * The polynomial `p` (coefficients, highest power first; more axes: several polynomials) at `x`,
 * by Horner's rule as NumPy's polyval, in the promoted dtype of p and x.
 * @example polyval(array([3, 0, 1]), 5).item() //=> 76
 */
export const polyval: PolyvalFunction = jaxPolynomials.polyval;

/**
 * The sum of two polynomials (coefficients highest power first, aligned at the constant term).
 * @example polyadd(array([1, 2]), array([9, 5, 4])).toArray() //=> [9, 6, 6]
 */
export const polyadd: PolyBinaryFunction = jaxPolynomials.polyadd;

/**
 * The difference of two polynomials (coefficients highest power first).
 * @example polysub(array([2, 10, -2]), array([3, 10, -4])).toArray() //=> [-1, 0, 2]
 */
export const polysub: PolyBinaryFunction = jaxPolynomials.polysub;

/**
 * The product of two 1-d polynomials (their full convolution), inexact (JAX's: integers give the
 * default float). `{ trimLeadingZeros: true }` (JAX's option) drops leading zeros first, as NumPy's
 * polymul always does (through poly1d); JAX's default keeps them.
 * @example polymul(array([1, 2, 3]), array([9, 5, 1])).toArray() //=> [9, 23, 38, 17, 3]
 */
export const polymul: PolymulFunction = jaxPolynomials.polymul;

/**
 * The `m`-th derivative (default 1) of the polynomial `p`, inexact (JAX's dtype).
 * @example polyder(array([1, 1, 1, 1])).toArray() //=> [3, 2, 1]
 */
export const polyder: PolyderFunction = jaxPolynomials.polyder;

/**
 * The `m`-th antiderivative (default 1) of the 1-d polynomial `p`, with integration constants `k`
 * (a number, or m of them, the first for the first integration; default 0), inexact (JAX's dtype).
 * @example polyint(array([3, 2, 1])).toArray() //=> [1, 1, 1, 0]
 */
export const polyint: PolyintFunction = jaxPolynomials.polyint;
