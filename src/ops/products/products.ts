// Matrix products: matmul, dot, vdot, inner, outer, tensordot, einsum (NumPy's semantics, JAX's
// dtypes), each written as a contraction of labelled axes (./contract.ts) planned by
// src/plan/products.ts: the result is the operands' promotion under the policy (weak if that is
// weak), or `preferredElementType`; operands of different dtypes are first converted to it, as
// JAX's dot_general converts them (int32 257 with bfloat16 is 256), then widened to the
// accumulation dtype (registry: productRules), and the result is rounded or wrapped once at the end.
import type { AnyNDArray } from '../../../types/array.js';
import type { PolicySpec } from '../../../types/policy.js';
import type {
  DotFunction,
  EinsumFunction,
  InnerFunction,
  MatmulFunction,
  OuterFunction,
  ProductFunctions,
  TensordotFunction,
  VdotFunction,
} from '../../../types/matmul.js';
import { dtypeInfo, type DType } from '../../lattice/dtypes.js';
import {
  axesCountText,
  axesLengthsText,
  batchMismatchText,
  contractionMismatchText,
  operandAxisRepeatedText,
  operandAxisText,
  scalarMatmulText,
  shapeText,
  show,
} from '../../errors/messages.js';
import { NDArray, castArray, storage, viewOf } from '../../array/ndarray.js';
import { resolvePolicy } from '../../policy/policy.js';
import { broadcastPair } from '../../shape/broadcast.js';
import { productPlanner, type ProductPlan } from '../../plan/products.js';
import { conjugateInPlace } from '../../execute/products.js';
import { axisLabel, directProduct, everyLabel, noLabel, product, withTemporaries, type Term } from './contract.js';
import { checkOperand, readOptions, tensordotArguments, type ProductOptions } from './options.js';
import { einsumLabel, isEllipsisLabel, parseSubscripts } from './subscripts.js';

/** NumPy's broadcast of matmul's batch axes (all but the last two); a RangeError naming both shapes where they do not. */
function matmulBatch(a: AnyNDArray, b: AnyNDArray): readonly number[] {
  const batchA = a.shape.slice(0, Math.max(0, a.ndim - 2));
  const batchB = b.shape.slice(0, Math.max(0, b.ndim - 2));
  try {
    return broadcastPair(batchA, batchB);
  } catch {
    throw new RangeError(batchMismatchText('matmul', shapeText(a.shape), shapeText(b.shape)));
  }
}

/** The product functions bound to one policy (`withPolicy(policy)` includes them). */
export function createProducts<Policy extends PolicySpec = 'jax'>(spec?: Policy): ProductFunctions<Policy> {
  const planner = productPlanner(resolvePolicy(spec as PolicySpec | undefined, 'createProducts'));

  function matmul(left: unknown, right: unknown, options?: unknown): AnyNDArray {
    const a = checkOperand('matmul', 'a', left);
    const b = checkOperand('matmul', 'b', right);
    const settings = readOptions('matmul', options);
    if (a.ndim === 0) throw new TypeError(scalarMatmulText('matmul', 'a'));
    if (b.ndim === 0) throw new TypeError(scalarMatmulText('matmul', 'b'));
    const depthA = a.shape[a.ndim - 1]!;
    const depthB = b.ndim === 1 ? b.shape[0]! : b.shape[b.ndim - 2]!;
    if (depthA !== depthB) {
      throw new RangeError(
        contractionMismatchText('matmul', String(depthA), String(depthB), shapeText(a.shape), shapeText(b.shape)),
      );
    }
    if (a.ndim === 2 && b.ndim === 2 && settings.out === undefined) {
      const direct = directProduct(planner, a, b, settings.preferredElementType);
      if (direct !== undefined) return direct;
    }
    const batch = matmulBatch(a, b);
    // Labels: batch axes 3, 4, … (aligned from the right), rows 0, contracted 1, columns 2.
    const batchLabels = batch.map((_, index) => 3 + index);
    const labelsA = [...batchLabels, ...(a.ndim === 1 ? [] : [0]), 1];
    const labelsB = [...batchLabels, 1, ...(b.ndim === 1 ? [] : [2])];
    const output = [...batchLabels, ...(a.ndim === 1 ? [] : [0]), ...(b.ndim === 1 ? [] : [2])];
    const shape = [
      ...batch,
      ...(a.ndim === 1 ? [] : [a.shape[a.ndim - 2]!]),
      ...(b.ndim === 1 ? [] : [b.shape[b.ndim - 1]!]),
    ];
    const termA: Term = { array: a, labels: labelsA, pad: labelsA.length - a.ndim };
    const termB: Term = { array: b, labels: labelsB, pad: labelsB.length - b.ndim };
    return product('matmul', planner, [termA, termB], output, shape, settings, everyLabel, axisLabel);
  }

  /** Contracts axes `axesA` of a with `axesB` of b (already normalised); the rest in order, a's first. */
  function pairProduct(
    name: string,
    a: AnyNDArray,
    b: AnyNDArray,
    axesA: readonly number[],
    axesB: readonly number[],
    settings: ProductOptions,
  ): AnyNDArray {
    axesA.forEach((axis, index) => {
      const sizeA = a.shape[axis]!;
      const sizeB = b.shape[axesB[index]!]!;
      if (sizeA !== sizeB)
        throw new RangeError(
          contractionMismatchText(name, String(sizeA), String(sizeB), shapeText(a.shape), shapeText(b.shape)),
        );
    });
    const labelsA = a.shape.map((_: number, axis: number) => axis);
    const labelsB = b.shape.map((_: number, axis: number) => a.ndim + axis);
    axesB.forEach((axis, index) => {
      labelsB[axis] = axesA[index]!;
    });
    const output = [
      ...labelsA.filter((label: number) => !axesA.includes(label)),
      ...labelsB.filter((label: number) => label >= a.ndim),
    ];
    const shape = [
      ...a.shape.filter((_: number, axis: number) => !axesA.includes(axis)),
      ...b.shape.filter((_: number, axis: number) => !axesB.includes(axis)),
    ];
    return product(
      name,
      planner,
      [
        { array: a, labels: labelsA, pad: 0 },
        { array: b, labels: labelsB, pad: 0 },
      ],
      output,
      shape,
      settings,
      noLabel,
      axisLabel,
    );
  }

  function normaliseAxes(name: string, side: string, array: AnyNDArray, axes: unknown): number[] {
    const list = typeof axes === 'number' ? [axes] : axes;
    if (!Array.isArray(list))
      throw new TypeError(`${name}: the axes of ${side} must be an integer or a list of integers, got ${show(axes)}.`);
    const seen = new Set<number>();
    return list.map((axis: unknown) => {
      if (typeof axis !== 'number' || !Number.isInteger(axis))
        throw new TypeError(`${name}: the axes of ${side} must be integers, got ${show(axes)}.`);
      if (axis < -array.ndim || axis >= array.ndim) {
        throw new RangeError(operandAxisText(name, String(axis), side, shapeText(array.shape)));
      }
      const normal = axis < 0 ? axis + array.ndim : axis;
      if (seen.has(normal)) throw new RangeError(operandAxisRepeatedText(name, normal, side, show(axes)));
      seen.add(normal);
      return normal;
    });
  }

  function tensordot(left: unknown, right: unknown, third: unknown = 2, fourth?: unknown): AnyNDArray {
    const a = checkOperand('tensordot', 'a', left);
    const b = checkOperand('tensordot', 'b', right);
    const [axes, options] = tensordotArguments(third, fourth);
    const settings = readOptions('tensordot', options);
    let axesA: number[];
    let axesB: number[];
    if (typeof axes === 'number') {
      if (!Number.isInteger(axes) || axes < 0 || axes > a.ndim || axes > b.ndim) {
        throw new RangeError(axesCountText('tensordot', String(axes), a.ndim, b.ndim));
      }
      axesA = a.shape.map((_: number, axis: number) => axis).slice(a.ndim - axes);
      axesB = b.shape.map((_: number, axis: number) => axis).slice(0, axes);
    } else if (Array.isArray(axes) && axes.length === 2) {
      axesA = normaliseAxes('tensordot', 'a', a, axes[0]);
      axesB = normaliseAxes('tensordot', 'b', b, axes[1]);
      if (axesA.length !== axesB.length) {
        throw new RangeError(axesLengthsText('tensordot', axesA.length, axesB.length, show(axes)));
      }
    } else {
      throw new TypeError(`tensordot: axes must be an integer or a pair [axes of a, axes of b], got ${show(axes)}.`);
    }
    return pairProduct('tensordot', a, b, axesA, axesB, settings);
  }

  function dot(left: unknown, right: unknown, options?: unknown): AnyNDArray {
    const a = checkOperand('dot', 'a', left);
    const b = checkOperand('dot', 'b', right);
    const settings = readOptions('dot', options);
    if (a.ndim === 0 || b.ndim === 0) return pairProduct('dot', a, b, [], [], settings);
    return pairProduct('dot', a, b, [a.ndim - 1], [b.ndim === 1 ? 0 : b.ndim - 2], settings);
  }

  function inner(left: unknown, right: unknown, options?: unknown): AnyNDArray {
    const a = checkOperand('inner', 'a', left);
    const b = checkOperand('inner', 'b', right);
    const settings = readOptions('inner', options);
    if (a.ndim === 0 || b.ndim === 0) return pairProduct('inner', a, b, [], [], settings);
    return pairProduct('inner', a, b, [a.ndim - 1], [b.ndim - 1], settings);
  }

  /** A 1-D view of every element (a copy where the memory is not one run). */
  function ravel(array: AnyNDArray, temporary: (array: AnyNDArray) => AnyNDArray, name: string): AnyNDArray {
    const flat =
      array[storage].strides === undefined ? array : temporary(castArray(array, array.dtype as DType, false, name));
    return temporary(viewOf(flat, [array.size], [1], 0, array.weakType));
  }

  function outer(left: unknown, right: unknown, options?: unknown): AnyNDArray {
    const a = checkOperand('outer', 'a', left);
    const b = checkOperand('outer', 'b', right);
    const settings = readOptions('outer', options);
    return withTemporaries((temporary) =>
      pairProduct('outer', ravel(a, temporary, 'outer'), ravel(b, temporary, 'outer'), [], [], settings),
    );
  }

  function vdot(left: unknown, right: unknown, options?: unknown): AnyNDArray {
    const a = checkOperand('vdot', 'a', left);
    const b = checkOperand('vdot', 'b', right);
    const settings = readOptions('vdot', options);
    if (a.size !== b.size)
      throw new RangeError(
        contractionMismatchText('vdot', String(a.size), String(b.size), shapeText(a.shape), shapeText(b.shape)),
      );
    return withTemporaries((temporary) => {
      const flatA = ravel(a, temporary, 'vdot');
      const flatB = ravel(b, temporary, 'vdot');
      const terms: Term[] = [
        { array: flatA, labels: [0], pad: 0 },
        { array: flatB, labels: [0], pad: 0 },
      ];
      // Complex a is conjugated: cast to the accumulation dtype (a copy of our own), imaginary parts negated.
      const conjugate = (plan: ProductPlan, own: (array: AnyNDArray) => AnyNDArray) => {
        if (dtypeInfo[plan.compute].kind !== 'complex') return;
        const copy = own(castArray(terms[0]!.array, plan.compute, false, 'vdot'));
        conjugateInPlace(plan.compute, copy[storage].pointer, copy.size);
        terms[0] = { array: copy, labels: [0], pad: 0 };
      };
      return product('vdot', planner, terms, [], [], settings, noLabel, axisLabel, conjugate);
    });
  }

  function einsum(subscripts: unknown, ...rest: unknown[]): AnyNDArray {
    if (typeof subscripts !== 'string')
      throw new TypeError(
        `einsum: the first argument must be a subscripts string such as 'ij,jk->ik', got ${show(subscripts)}.`,
      );
    const last = rest[rest.length - 1];
    const settings =
      rest.length > 0 && !(last instanceof NDArray) && typeof last === 'object' && last !== null
        ? readOptions('einsum', rest.pop())
        : {};
    const operands = rest.map((value, index) => checkOperand('einsum', String(index), value));
    const { inputs, output } = parseSubscripts(
      subscripts,
      operands.map((operand) => operand.ndim),
    );
    const sizes = new Map<number, number>();
    const owner = new Map<number, number>();
    inputs.forEach((labels, index) => {
      const array = operands[index]!;
      labels.forEach((label, axis) => {
        const size = array.shape[axis]!;
        const known = sizes.get(label);
        const stretches = isEllipsisLabel(label);
        if (known === undefined || (known === 1 && stretches)) {
          sizes.set(label, size);
          owner.set(label, index);
        } else if (known !== size && !(size === 1 && stretches)) {
          const first = owner.get(label)!;
          throw new RangeError(
            stretches
              ? `einsum: the axes '...' stands for do not broadcast: sizes ${known} (operand ${first}, shape ${shapeText(operands[first]!.shape)}) and ${size} (operand ${index}, shape ${shapeText(array.shape)}) in '${subscripts}'.`
              : `einsum: letter '${String.fromCharCode(label)}' has sizes ${known} (operand ${first}) and ${size} (operand ${index}) in '${subscripts}'.`,
          );
        }
      });
    });
    const terms = inputs.map((labels, index) => ({ array: operands[index]!, labels, pad: 0 }));
    return product(
      'einsum',
      planner,
      terms,
      output,
      output.map((label) => sizes.get(label)!),
      settings,
      isEllipsisLabel,
      einsumLabel,
    );
  }

  return Object.freeze({ matmul, dot, vdot, inner, outer, tensordot, einsum }) as unknown as ProductFunctions<Policy>;
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
