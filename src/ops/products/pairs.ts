// The products of two arrays by axes: tensordot, dot, inner, outer and vdot (NumPy's semantics),
// each a contraction of a's axes `axesA` with b's `axesB`.
import type { AnyNDArray } from '../../../types/index.js';
import { dtypeInfo, type DType } from '../../lattice/dtypes.js';
import {
  axesCountText,
  axesLengthsText,
  contractionMismatchText,
  operandAxisRepeatedText,
  operandAxisText,
  shapeText,
  show,
} from '../../errors/messages.js';
import { castArray, storage, viewOf } from '../../array/ndarray.js';
import type { ProductPlan, ProductPlanner } from '../../plan/products.js';
import { conjugateInPlace } from '../../execute/products.js';
import { axisLabel, noLabel, product, withTemporaries, type Term } from './contract.js';
import { checkOperand, readOptions, tensordotArguments, type ProductOptions } from './options.js';

/** Contracts axes `axesA` of a with `axesB` of b (already normalised); the rest in order, a's first. */
function pairProduct(
  planner: ProductPlanner,
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

export function tensordotWith(
  planner: ProductPlanner,
  left: unknown,
  right: unknown,
  third: unknown = 2,
  fourth?: unknown,
): AnyNDArray {
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
  return pairProduct(planner, 'tensordot', a, b, axesA, axesB, settings);
}

export function dotWith(planner: ProductPlanner, left: unknown, right: unknown, options?: unknown): AnyNDArray {
  const a = checkOperand('dot', 'a', left);
  const b = checkOperand('dot', 'b', right);
  const settings = readOptions('dot', options);
  if (a.ndim === 0 || b.ndim === 0) return pairProduct(planner, 'dot', a, b, [], [], settings);
  return pairProduct(planner, 'dot', a, b, [a.ndim - 1], [b.ndim === 1 ? 0 : b.ndim - 2], settings);
}

export function innerWith(planner: ProductPlanner, left: unknown, right: unknown, options?: unknown): AnyNDArray {
  const a = checkOperand('inner', 'a', left);
  const b = checkOperand('inner', 'b', right);
  const settings = readOptions('inner', options);
  if (a.ndim === 0 || b.ndim === 0) return pairProduct(planner, 'inner', a, b, [], [], settings);
  return pairProduct(planner, 'inner', a, b, [a.ndim - 1], [b.ndim - 1], settings);
}

/** A 1-D view of every element (a copy where the memory is not one run). */
function ravel(array: AnyNDArray, temporary: (array: AnyNDArray) => AnyNDArray, name: string): AnyNDArray {
  const flat =
    array[storage].strides === undefined ? array : temporary(castArray(array, array.dtype as DType, false, name));
  return temporary(viewOf(flat, [array.size], [1], 0, array.weakType));
}

export function outerWith(planner: ProductPlanner, left: unknown, right: unknown, options?: unknown): AnyNDArray {
  const a = checkOperand('outer', 'a', left);
  const b = checkOperand('outer', 'b', right);
  const settings = readOptions('outer', options);
  return withTemporaries((temporary) =>
    pairProduct(planner, 'outer', ravel(a, temporary, 'outer'), ravel(b, temporary, 'outer'), [], [], settings),
  );
}

export function vdotWith(planner: ProductPlanner, left: unknown, right: unknown, options?: unknown): AnyNDArray {
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
