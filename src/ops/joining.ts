// Joining arrays into a new one: concatenate (along an existing axis) and stack (along a new one).
// Their dtypes promote as add()'s do; each input is copied into its block of the result. NumPy's
// hstack, vstack, dstack and column_stack are concatenate after atleast_1d/2d/3d (or columns).
import type { AnyNDArray } from '../../types/index.js';
import type { AnyDType, DType } from '../../types/dtype.js';
import type {
  ColumnStackFunction,
  ConcatenateFunction,
  DstackFunction,
  HstackFunction,
  JoiningFunctions,
  StackFunction,
  VstackFunction,
} from '../../types/view-methods.js';
import type { PolicySpec } from '../../types/policy.js';
import { computeDType, isNarrow, isWeakType } from '../lattice/dtypes.js';
import {
  concatenateMismatchText,
  shapeText,
  show,
  stackMismatchText,
  stackingMismatchText,
} from '../errors/messages.js';
import { allocArray, castArray, dataPointer, nodeOfArray, storage } from '../array/ndarray.js';
import { checkArray } from '../array/operands.js';
import { maxAxes } from '../shape/check.js';
import { resultTypeWith } from '../plan/promote.js';
import { resolvePolicy, type Policy } from '../policy/policy.js';
import { materializeUnder } from '../plan/planner.js';
import { joinPlan } from '../plan/joining.js';
import { copyRows } from '../execute/join.js';
import { atLeastShape, axisArgument, checkAxes } from './views.js';

/** concatenate and stack under a policy (the root's are the default policy's; withPolicy binds others). */
export function createJoining<Spec extends PolicySpec = PolicySpec>(policy: Policy): JoiningFunctions<Spec> {
  return Object.freeze({
    concatenate: (arrays: readonly unknown[], axis?: unknown) => concatenateUnder(policy, arrays, axis),
    stack: (arrays: readonly unknown[], axis?: unknown) => stackUnder(policy, arrays, axis),
    hstack: (...args: unknown[]) => stackingUnder(policy, 'hstack', args),
    vstack: (...args: unknown[]) => stackingUnder(policy, 'vstack', args),
    dstack: (...args: unknown[]) => stackingUnder(policy, 'dstack', args),
    columnStack: (...args: unknown[]) => stackingUnder(policy, 'columnStack', args),
  }) as never;
}

const jaxJoining = createJoining<'jax'>(resolvePolicy(undefined));

/**
 * The arrays joined along an existing axis (default 0). Their dtypes promote as in add() (JAX's
 * lattice, weak arrays included); the other axes must match.
 */
export const concatenate: ConcatenateFunction = jaxJoining.concatenate;

/** The arrays (all of one shape) stacked along a new axis (default 0); dtypes promote as in concatenate. */
export const stack: StackFunction = jaxJoining.stack;

/**
 * The arrays joined along their second axis (their first where they are 1-d), each 0-d one taken
 * as 1-d: NumPy's `hstack`. Dtypes promote as in concatenate.
 * @example hstack([array([1, 2]), array([3])]).toArray() //=> [1, 2, 3]
 * @example hstack([array([[1], [2]]), array([[3], [4]])]).toArray() //=> [[1, 3], [2, 4]]
 */
export const hstack: HstackFunction = jaxJoining.hstack;

/**
 * The arrays joined along their first axis, each made at least 2-d ([n] as [1, n]): NumPy's
 * `vstack`. Dtypes promote as in concatenate.
 * @example vstack([array([1, 2]), array([3, 4])]).toArray() //=> [[1, 2], [3, 4]]
 */
export const vstack: VstackFunction = jaxJoining.vstack;

/**
 * The arrays joined along their third axis, each made at least 3-d ([n] as [1, n, 1], [m, n] as
 * [m, n, 1]): NumPy's `dstack`. Dtypes promote as in concatenate.
 * @example dstack([array([1, 2]), array([3, 4])]).toArray() //=> [[[1, 3], [2, 4]]]
 */
export const dstack: DstackFunction = jaxJoining.dstack;

/**
 * The arrays joined as columns along their second axis, each 1-d one ([n]) a column ([n, 1]) and
 * each 0-d one [1, 1]: NumPy's `column_stack`. Dtypes promote as in concatenate.
 * @example columnStack([array([1, 2]), array([3, 4])]).toArray() //=> [[1, 3], [2, 4]]
 */
export const columnStack: ColumnStackFunction = jaxJoining.columnStack;

type Stacking = 'hstack' | 'vstack' | 'dstack' | 'columnStack';

/** A shape as the stacking function sees it: atleast_1d/2d/3d's, or column_stack's columns. */
function liftedShape(operation: Stacking, shape: readonly number[]): readonly number[] {
  if (operation === 'columnStack') return shape.length === 0 ? [1, 1] : shape.length === 1 ? [shape[0]!, 1] : shape;
  return atLeastShape(shape, operation === 'hstack' ? 1 : operation === 'vstack' ? 2 : 3);
}

/**
 * hstack, vstack, dstack, columnStack: concatenate of the inputs made 1-, 2- or 3-d. Adding axes of
 * size 1 leaves the row-major order of the elements as it is, so the inputs are joined as they are.
 */
function stackingUnder(policy: Policy, operation: Stacking, args: unknown[]): AnyNDArray {
  if (args.length > 1) throw new TypeError(`${operation}: takes one argument (a list of arrays), got ${args.length}.`);
  const inputs = checkList(args[0], operation);
  const shapes = inputs.map((input) => liftedShape(operation, input.shape as readonly number[]));
  const first = shapes[0]!;
  const along =
    operation === 'vstack' ? 0 : operation === 'dstack' ? 2 : operation === 'hstack' && first.length === 1 ? 0 : 1;
  let total = 0;
  shapes.forEach((shape, position) => {
    const matches =
      shape.length === first.length && shape.every((size, each) => each === along || size === first[each]);
    if (!matches) {
      throw new RangeError(stackingMismatchText(operation, position, shapeText(shape), shapeText(first), along));
    }
    total += shape[along]!;
  });
  const outShape = first.map((size, each) => (each === along ? total : size));
  return join(policy, inputs, along, outShape, operation);
}

function concatenateUnder(policy: Policy, arrays: readonly unknown[], axisOrOptions?: unknown): AnyNDArray {
  const inputs = checkList(arrays, 'concatenate');
  const given = axisArgument('concatenate', axisOrOptions);
  if (given === null) return concatenateFlat(policy, inputs); // NumPy's axis=None: the arrays flattened, then joined
  const axis = given === undefined ? 0 : given;
  const first = inputs[0]!.shape as readonly number[];
  if (first.length === 0) throw new RangeError('concatenate: 0-d arrays cannot be concatenated (use stack).');
  const [along] = checkAxes(axis, first.length, 'concatenate');
  let total = 0;
  inputs.forEach((input, position) => {
    const shape = input.shape as readonly number[];
    const matches =
      shape.length === first.length && shape.every((size, each) => each === along || size === first[each]);
    if (!matches) {
      throw new RangeError(concatenateMismatchText(position, shapeText(shape), shapeText(first), along!));
    }
    total += shape[along!]!;
  });
  const outShape = first.map((size, each) => (each === along ? total : size));
  return join(policy, inputs, along!, outShape, 'concatenate');
}

function stackUnder(policy: Policy, arrays: readonly unknown[], axisOrOptions?: unknown): AnyNDArray {
  const inputs = checkList(arrays, 'stack');
  const given = axisArgument('stack', axisOrOptions);
  const axis = given === undefined ? 0 : given;
  const first = inputs[0]!.shape as readonly number[];
  if (first.length + 1 > maxAxes) throw new RangeError(`stack: the result would have more than ${maxAxes} axes.`);
  const [along] = checkAxes(axis, first.length + 1, 'stack');
  inputs.forEach((input, position) => {
    const shape = input.shape as readonly number[];
    if (shape.length !== first.length || shape.some((size, each) => size !== first[each])) {
      throw new RangeError(stackMismatchText(position, shapeText(shape), shapeText(first)));
    }
  });
  const outShape = [...first.slice(0, along), inputs.length, ...first.slice(along)];
  return join(policy, inputs, along!, outShape, 'stack');
}

/** concatenate with axis null: each array flattened (a view where contiguous), joined along axis 0. */
function concatenateFlat(policy: Policy, inputs: AnyNDArray[]): AnyNDArray {
  const flat: AnyNDArray[] = [];
  try {
    for (const input of inputs) flat.push(input.reshape([input.size]) as AnyNDArray);
    const total = flat.reduce((sum, each) => sum + each.size, 0);
    return join(policy, flat, 0, [total], 'concatenate');
  } finally {
    for (const each of flat) each.dispose();
  }
}

function checkList(arrays: unknown, where: string): AnyNDArray[] {
  if (!Array.isArray(arrays) || arrays.length === 0)
    throw new TypeError(`${where}: expects a non-empty list of arrays, got ${show(arrays)}.`);
  // Array.from visits holes (map skips them), so a sparse list is an error naming the item.
  return Array.from(arrays, (each, position) => checkArray(where, each, `item ${position} of the list`) as AnyNDArray);
}

/**
 * Copies each input into its block of the output along `along`: the output seen as [outer,
 * rest], each input (cast to the result dtype, made contiguous) as [outer, its part of rest].
 */
function join(policy: Policy, inputs: AnyNDArray[], along: number, outShape: number[], where: string): AnyNDArray {
  const node = resultTypeWith(policy, inputs.map(nodeOfArray)) as AnyDType;
  const dtype = materializeUnder(policy, node);
  const weak = policy.weakArrays && isWeakType(node);
  if (!isNarrow(dtype)) return joinAs(inputs, dtype, weak, along, outShape, where);
  // Packed elements cannot be copied row by row: joined in the compute dtype and cast back (exact).
  const wides = inputs.map((input) => castArray(input, computeDType(dtype), false, where));
  try {
    const wide = joinAs(wides, computeDType(dtype), false, along, outShape, where);
    try {
      return castArray(wide, dtype, false, where);
    } finally {
      wide.dispose();
    }
  } finally {
    for (const wide of wides) wide.dispose();
  }
}

function joinAs(
  inputs: AnyNDArray[],
  dtype: DType,
  weak: boolean,
  along: number,
  outShape: number[],
  where: string,
): AnyNDArray {
  const result = allocArray(dtype, outShape, weak, where);
  const outer = outShape.slice(0, along).reduce((product, size) => product * size, 1);
  const row = outShape.slice(along).reduce((product, size) => product * size, 1);
  const plan = joinPlan(dtype);
  let column = 0;
  try {
    for (const input of inputs) {
      const part = outer === 0 ? 0 : input.size / outer;
      if (part > 0) {
        const ready = input.dtype === dtype && input.contiguous ? input : castArray(input, dtype, false, where);
        try {
          copyRows(plan, dataPointer(ready), part, result[storage].pointer, row, column, 0, outer);
        } finally {
          if (ready !== input) ready.dispose();
        }
      }
      column += part;
    }
  } catch (error) {
    result.dispose();
    throw error;
  }
  return result;
}
