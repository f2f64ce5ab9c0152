// Selection: where(cond, x, y), clip(x, lo, hi), isnan, isinf, isfinite, nanToNum (the predicates
// signbit, isposinf, isneginf, isreal, iscomplex and the parts real, imag, conjugate, positive are
// operation rows with kernels: asm/predicates.ts, asm/parts.ts; nanToNum is a parameter row:
// src/ops/parameters.ts).
// where's x and y promote as `maximum` does under the policy (weak scalars included); its plan
// (src/plan/selection.ts) and executor (src/execute/selection.ts) select elements by size, so one
// kernel serves every dtype.
import type { AnyNDArray } from '../../types/index.js';
import type { PolicySpec } from '../../types/policy.js';
import type { ClipOptionNames, SelectionFunctions } from '../../types/selection.js';
import { computeDType, dtypeInfo, isNarrow, itemSize, type DType } from '../lattice/dtypes.js';
import { clipComplexText, clipMixedText, conditionNotBoolText, inArgumentText, show } from '../errors/messages.js';
import { checkOptions } from '../errors/options.js';
import {
  NDArray,
  allocArray,
  scalarShape,
  castArray,
  copyBytes,
  nodeOfArray,
  pointerOf,
  storage,
  withContiguous,
} from '../array/ndarray.js';
import { createOperations, jaxOperations } from './operations.js';
import { binaryPlanner } from '../plan/plans.js';
import { broadcastPair } from '../shape/broadcast.js';
import { checkArray, operandNode } from '../array/operands.js';
import { aliasesOut, copyInto, outOption, resultArray } from '../array/out.js';
import { materializeUnder, nodeOfInput } from '../plan/planner.js';
import { resolvePolicy } from '../policy/policy.js';
import { jaxReductions } from './reductions/functions.js';
import { isComplexScalar, writeScalar, writeValues } from '../memory/values.js';
import { inErrorFrame, recorder } from '../array/trace-hook.js';
import { withoutName } from '../errors/errors.js';
import { publicFunction } from '../array/public-function.js';
import { memory, scalarSlot } from '../kernels/heap.js';
import { wherePlan } from '../plan/selection.js';
import { createComposites } from './composites.js';
import { createParameterFunctions } from './parameters.js';
import { runWhereAll, runWhereWhole, whereWalk } from '../execute/selection.js';

type AnyArray = AnyNDArray;
type Run = (...operands: unknown[]) => AnyArray;

/** An operand as a pointer to data of `dtype`: arrays cast when needed, scalars written into a 0-d temporary. */
function ready(
  operand: unknown,
  dtype: DType,
  where: string,
  temporaries: AnyArray[],
  slot?: number,
): { pointer: number; shape: readonly number[] } {
  if (slot !== undefined && !(operand instanceof NDArray)) {
    // A scalar written into its part of the scalar slot: no temporary array.
    writeScalar(operand, dtype, slot, scalarDescription);
    return { pointer: slot, shape: scalarShape };
  }
  if (operand instanceof NDArray) {
    if (operand.dtype === dtype && operand[storage].strides === undefined)
      return { pointer: pointerOf(operand as AnyArray), shape: operand.shape };
    const cast = castArray(operand as AnyArray, dtype, false, where);
    temporaries.push(cast);
    return { pointer: cast[storage].pointer, shape: operand.shape };
  }
  const scalar = allocArray(dtype, scalarShape, false, where);
  temporaries.push(scalar);
  writeValues([operand], dtype, scalar[storage].pointer, () => `${where}(): the scalar`);
  return { pointer: scalar[storage].pointer, shape: [] };
}

const scalarDescription = () => 'where(): the scalar';

function whereFunction(policyName: PolicySpec | undefined): Run {
  const policy = resolvePolicy(policyName);
  // x and y promote as maximum's operands do.
  const planPair = binaryPlanner(policy, 'maximum', 'where', 'x', 'y');
  const planFor = (x: unknown, y: unknown) => inArgument('where', 'x and y', () => planPair(x, y));
  const where = (condition: unknown, x: unknown, y: unknown, options: unknown): AnyArray => {
    const out = outOption('where', options);
    if (out !== undefined && aliasesOut(out, [condition, x, y]))
      return copyInto('where', out, where(condition, x, y, undefined));
    if (!(condition instanceof NDArray) && typeof condition !== 'boolean') {
      const node =
        typeof condition === 'number' || typeof condition === 'bigint' ? nodeOfInput(condition, 'where') : undefined;
      if (node === undefined)
        throw new TypeError(`where: the condition must be a bool array or a boolean, got ${show(condition)}.`);
      throw new TypeError(conditionNotBoolText(node));
    }
    if (condition instanceof NDArray) {
      operandNode('where', 'first', condition); // disposed arrays
      if (condition.dtype !== 'bool') throw new TypeError(conditionNotBoolText(nodeOfArray(condition as AnyArray)));
    }
    const plan = planFor(x, y);
    const conditionShape = condition instanceof NDArray ? condition.shape : [];
    const xShape = x instanceof NDArray ? x.shape : [];
    const yShape = y instanceof NDArray ? y.shape : [];
    const pairShape = inArgument('where', 'x and y', () => broadcastPair(xShape, yShape));
    const outShape = inArgument('where', 'the condition, x and y', () => broadcastPair(conditionShape, pairShape));
    const temporaries: AnyArray[] = [];
    try {
      const cond = ready(condition, 'bool', 'where', temporaries);
      // Packed dtypes (int4 …) select in their compute dtype (the plan's selectIn): operands
      // converted to the packed dtype first (as JAX converts them), widened, selected, and packed
      // once at the end.
      const selection = wherePlan(plan.result);
      const { packed, selectIn } = selection;
      let slot: number | undefined = scalarSlot(); // x's scalar at +0, y's at +16
      const widened = (operand: unknown) => {
        if (!packed) return ready(operand, plan.result, 'where', temporaries, slot);
        const narrow = ready(operand, plan.result, 'where', temporaries);
        const wide = castArray(
          temporaries.find((each) => each[storage].pointer === narrow.pointer) ?? (operand as AnyArray),
          selectIn,
          false,
          'where',
        );
        temporaries.push(wide);
        return { pointer: wide[storage].pointer, shape: narrow.shape };
      };
      const left = widened(x);
      slot = slot + 16;
      const right = widened(y);
      const result = packed
        ? allocArray(selectIn, outShape, false, 'where')
        : resultArray('where', plan.result, outShape, plan.weak, out);
      if (packed) temporaries.push(result);
      const target = result[storage].pointer;
      if (!runWhereWhole(selection, outShape, cond, left, right, target))
        runWhereAll(whereWalk(selection, outShape, cond, left, right, target));
      if (!packed) return result;
      const rounded = castArray(result, plan.result, plan.weak, 'where');
      return out === undefined ? rounded : copyInto('where', out, rounded);
    } finally {
      for (const temporary of temporaries) temporary.dispose();
    }
  };
  // While jit traces, the call is run and recorded.
  const traced = (condition: unknown, x: unknown, y: unknown, options: unknown): AnyArray =>
    recorder !== undefined
      ? (recorder.operation(traced as never, 'where', [condition, x, y], options) as AnyArray)
      : where(condition, x, y, options);
  return traced as Run;
}

/**
 * Runs `step`; a TypeError or RangeError it throws (a promotion, a broadcast) is prefixed with the
 * function and the argument it concerns (`clip: the lower bound: …`), keeping its class.
 */
function inArgument<Result>(operation: string, argument: string, step: () => Result): Result {
  const frame = (error: unknown): void => {
    if ((error instanceof TypeError || error instanceof RangeError) && !error.message.startsWith(`${operation}:`)) {
      // An error of `out` is the call's, not the argument's: in the function's own name.
      const step = /^(\w+): out\b/.exec(error.message)?.[1];
      error.message =
        step === undefined
          ? inArgumentText(operation, argument, withoutName(error.message)) // the step's own name is not the caller's
          : `${operation}${error.message.slice(step.length)}`;
    }
  };
  try {
    // While jit traces, the operations `step` calls are recorded with the frame (src/array/trace-hook.ts).
    return inErrorFrame(frame, step);
  } catch (error) {
    frame(error);
    throw error;
  }
}

/** Whether an operand (an array or a scalar) is complex. */
function isComplexOperand(value: unknown): boolean {
  return value instanceof NDArray ? dtypeInfo[value.dtype as DType].kind === 'complex' : isComplexScalar(value);
}

/** The names clip's keyword form takes: JAX's and NumPy 2's `min` and `max`, and `out`. */
export const clipOptionNames: ClipOptionNames = Object.freeze(['min', 'max', 'out'] as const);

/**
 * Whether clip's second argument is its keywords (`clip(x, { min, max })`): a plain object that is
 * not a complex scalar, i.e. has neither `re` nor `im` (an object with either is a bound, and the
 * operand check says what is wrong with it).
 */
export function isClipKeywords(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || value instanceof NDArray || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  return !Object.hasOwn(value, 're') && !Object.hasOwn(value, 'im');
}

/** clip's arguments as (lower, upper, options), from clip(x, lo, hi, options) or clip(x, { min, max, out }). */
function clipArguments(second: unknown, third: unknown, fourth: unknown): [unknown, unknown, unknown] {
  if (!isClipKeywords(second)) return [second, third, fourth];
  if (third !== undefined || fourth !== undefined) {
    throw new TypeError(clipMixedText());
  }
  const keywords = checkOptions('clip', second, clipOptionNames);
  return [keywords.min, keywords.max, keywords.out === undefined ? undefined : { out: keywords.out }];
}

/**
 * clip(x, lower, upper): JAX's minimum(maximum(x, lower), upper). A bound that is null or undefined
 * is no bound, as Python's None. Complex values have no ordering: refused (as JAX refuses them)
 * under every policy but 'numpy', which keeps NumPy's lexicographic order.
 */
function clipFunction(policyName: PolicySpec | undefined): Run {
  const policy = resolvePolicy(policyName);
  const operations = createOperations(policyName) as unknown as Record<string, Run>;
  const arguments_ = [
    ['x', 'the operand'],
    ['lower bound', 'the lower bound'],
    ['upper bound', 'the upper bound'],
  ] as const;
  return (x, second, third, fourth) => {
    const [lo, hi, options] = clipArguments(second, third, fourth);
    const lower = lo ?? undefined;
    const upper = hi ?? undefined;
    const given = [x, lower, upper];
    given.forEach((value, index) => {
      if (index === 0 || value !== undefined) operandNode('clip', index === 0 ? 'only' : arguments_[index]![0], value);
    });
    if (policy.name !== 'numpy') {
      given.forEach((value, index) => {
        if (isComplexOperand(value)) {
          const node = value instanceof NDArray ? nodeOfArray(value as AnyArray) : 'complex';
          throw new TypeError(clipComplexText(arguments_[index]![1], node, policy.name));
        }
      });
    }
    const out = outOption('clip', options);
    if (lower === undefined && upper === undefined) {
      // No bound: x itself, as a new array (a scalar as a 0-d array of its dtype).
      if (!(x instanceof NDArray)) return inArgument('clip', 'the operand', () => operations.maximum!(x, x, options));
      const input = x as AnyArray;
      const copy = castArray(input, input.dtype as DType, input.weakType, 'clip');
      // copyInto writes whole bytes of packed dtypes, and packed views element by element.
      return out === undefined ? copy : copyInto('clip', out, copy);
    }
    if (upper === undefined) return inArgument('clip', 'the lower bound', () => operations.maximum!(x, lower, options));
    if (lower === undefined) return inArgument('clip', 'the upper bound', () => operations.minimum!(x, upper, options));
    const raised = inArgument('clip', 'the lower bound', () => operations.maximum!(x, lower));
    try {
      return inArgument('clip', 'the upper bound', () => operations.minimum!(raised, upper, options));
    } finally {
      raised.dispose();
    }
  };
}

type Predicate = 'isnan' | 'isinf' | 'isfinite';

/** isnan, isinf, isfinite: bool for every dtype; complex tests its parts (any part NaN / inf; both finite). */
function predicateFunction(name: Predicate, policyName: PolicySpec | undefined): Run {
  const operations = createOperations(policyName) as unknown as Record<string, Run>;
  const test = (input: AnyArray): AnyArray => {
    const kind = dtypeInfo[input.dtype as DType].kind;
    if (kind === 'float' && isNarrow(input.dtype as DType)) {
      // The narrow floats are tested on their exact float32 values (their own arithmetic could
      // not: e8m0 has no zero for x - x, float6 turns inf into its largest value).
      const wide = castArray(input, computeDType(input.dtype as DType), false, name);
      try {
        return test(wide);
      } finally {
        wide.dispose();
      }
    }
    if (kind === 'bool' || kind === 'int' || kind === 'uint') {
      const result = allocArray('bool', input.shape, false, name);
      fillBool(result, name === 'isfinite');
      return result;
    }
    if (kind === 'complex') {
      const partDType = dtypeInfo[input.dtype as DType].real;
      const parts = allocArray(partDType, [...input.shape, 2], false, name);
      try {
        copyBytes(pointerOf(input), parts[storage].pointer, input.size * itemSize(input.dtype as DType));
        const each = test(parts);
        try {
          return (name === 'isfinite' ? jaxReductions.all : jaxReductions.any)(
            each as never,
            { axis: -1 } as never,
          ) as AnyArray;
        } finally {
          each.dispose();
        }
      } finally {
        parts.dispose();
      }
    }
    if (name === 'isnan') return operations.notEqual!(input, input);
    if (name === 'isinf') {
      const magnitude = operations.abs!(input);
      try {
        return operations.equal!(magnitude, Number.POSITIVE_INFINITY);
      } finally {
        magnitude.dispose();
      }
    }
    // x - x is 0 for finite x, NaN for inf and NaN.
    const difference = operations.subtract!(input, input);
    try {
      return operations.equal!(difference, 0);
    } finally {
      difference.dispose();
    }
  };
  const policy = resolvePolicy(policyName);
  // A JavaScript scalar is tested as a 0-d array of the dtype the policy gives it.
  const asArray = (x: unknown): AnyArray => {
    if (x instanceof NDArray) return checkArray(name, x, 'the operand') as AnyArray;
    const dtype = materializeUnder(policy, nodeOfInput(operandNode(name, 'only', x), name));
    const scalar = allocArray(dtype, scalarShape, false, name);
    try {
      writeValues([x], dtype, scalar[storage].pointer, () => `${name}(): the scalar`);
    } catch (error) {
      scalar.dispose();
      throw error;
    }
    return scalar;
  };
  // Built on notEqual, abs, subtract and a contiguous copy: their errors name the predicate.
  return publicFunction(name, (x: unknown, options?: unknown) => {
    const array = asArray(x);
    try {
      return tested(array, options);
    } finally {
      if (array !== x) array.dispose();
    }
  });
  function tested(x: AnyArray, options: unknown): AnyArray {
    return withContiguous(x, (input) => {
      const out = outOption(name, options);
      if (out !== undefined) resultArray(name, 'bool', input.shape, false, out);
      const result = test(input);
      if (out === undefined) return result;
      try {
        copyBytes(result[storage].pointer, out[storage].pointer, result.size);
        return out;
      } finally {
        result.dispose();
      }
    });
  }
}

/**
 * nanToNum (jnp.nan_to_num: NaN → `nan`, ±inf → `posinf`/`neginf`, by default the dtype's largest
 * finite values; integers and bool unchanged; complex part by part): its registry row's kernel
 * (src/ops/parameters.ts, asm/parameters.ts).
 */
function nanToNumFunction(policyName: PolicySpec | undefined): Run {
  const operations = createOperations(policyName) as unknown as Record<string, Run>;
  return publicFunction('nanToNum', createParameterFunctions(policyName, operations).nanToNum) as Run;
}

function fillBool(array: AnyArray, value: boolean): void {
  if (array.size > 0) new Uint8Array(memory().buffer, array[storage].pointer, array.size).fill(value ? 1 : 0);
}

/** What selection reads of the policy's operations (untyped: Operations<Policy> is too deep to check here). */
interface PartOperations {
  readonly conjugate: Run;
  readonly imag: Run;
}

/**
 * The selection functions bound to one policy (the public export is bound in src/api/toolkit.ts).
 * `operations`: the policy's operation functions, whose `conjugate` is also `conj` here (withPolicy
 * passes its own, so that `conj` is its `conjugate`).
 */
export function createSelection<Policy extends PolicySpec>(
  spec?: Policy,
  given?: PartOperations,
): SelectionFunctions<Policy> {
  resolvePolicy(spec, 'createSelection'); // its errors name createSelection (the policy is cached for the functions)
  const operations = given ?? (createOperations(spec) as unknown as PartOperations);
  const where = whereFunction(spec);
  const isnan = predicateFunction('isnan', spec);
  return Object.freeze({
    ...createComposites(spec, { where, imag: operations.imag }),
    where,
    clip: clipFunction(spec),
    isnan,
    isinf: predicateFunction('isinf', spec),
    isfinite: predicateFunction('isfinite', spec),
    conj: operations.conjugate, // JAX's other name for conjugate (an operation row), the same function
    nanToNum: nanToNumFunction(spec),
  }) as unknown as SelectionFunctions<Policy>;
}

/** The selection functions under JAX's policy (the default). */
export const jaxSelection = createSelection('jax', jaxOperations as unknown as PartOperations);

/**
 * The selection functions that are also NDArray methods (`x.clip(lo, hi)`, `x.isnan()`, jax.Array's
 * `x.conj()`, `x.round(decimals)` …; where is a function only; x.real(), x.imag(), x.conjugate()
 * are their operation rows' methods).
 */
export const selectionMethodNames = ['clip', 'isnan', 'isinf', 'isfinite', 'conj', 'round'] as const;
