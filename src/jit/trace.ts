// Tracing: a jitted function's first call with a new signature runs it op by op on the actual
// arguments, with the recorder on. Each elementwise operation runs as it always does (so its dtype,
// promotion errors, shape errors and scalar range checks are op-by-op's own) and is recorded as a
// node: the operation function (bound to the policy it was called through), its operands as
// references, and its result's dtype, weak flag and shape. The call's own result is op-by-op's.
import type { AnyNDArray } from '../../types/ndarray.js';
import type { DType } from '../../types/dtype.js';
import { NDArray, storage } from '../array/ndarray.js';
import { adoptIntoScope, arraysIn, collectMade, release } from '../memory/memory.js';
import { show } from '../errors/messages.js';
import type { Plan } from '../plan/planner.js';
import { errorFrame, setRecorder, type ErrorFrame, type Recorder, type Replayable } from '../array/trace-hook.js';

/** A value in a traced graph: ≥ 0 a slot (the arguments, then the nodes' results); < 0 the constant −(ref + 1). */
export type Ref = number;

/** What the graph knows of an array value: enough to decide whether it can be fused. */
export interface ArrayFacts {
  readonly dtype: DType;
  readonly weak: boolean;
  readonly shape: readonly number[];
  readonly size: number;
  readonly contiguous: boolean;
}

export interface TracedNode extends ArrayFacts {
  readonly run: Replayable;
  /** What it computes: the registry's name of the operation (`add`, `exp`, `sum`, `where`), or `astype` for a cast. */
  readonly primitive: string;
  readonly operands: readonly Ref[];
  /** The plan the operation ran with (binary and unary operations; not casts). */
  readonly plan: Plan | undefined;
  /** The options the operation was called with (plain values only), passed again on replay. */
  readonly options: object | undefined;
  /** Whether its plan holds for every value of a scalar operand's kind (see Recorder.operation). */
  readonly valueFree: boolean;
  /** What the traced function did to this operation's errors (see src/array/trace-hook.ts), if anything. */
  readonly frame: ErrorFrame | undefined;
}

/** Where the arrays of a result go: a ref, or a list or record of templates. */
export type Template =
  | Ref
  | { readonly list: readonly Template[] }
  | { readonly record: readonly (readonly [string, Template])[] };

export interface Trace {
  readonly inputs: readonly (ArrayFacts | undefined)[];
  readonly nodes: readonly TracedNode[];
  /** Captured arrays and JavaScript scalars, by −(ref + 1). */
  readonly constants: readonly unknown[];
  readonly output: Template;
  /** Why the graph cannot be replayed (an operation jit does not record): the function then runs op by op. */
  readonly opaque: string | undefined;
}

export function factsOf(array: AnyNDArray): ArrayFacts {
  return {
    dtype: array.dtype as DType,
    weak: array.weakType as boolean,
    shape: array.shape,
    size: array.size,
    contiguous: array[storage].strides === undefined,
  };
}

/** The error for a read of traced values: jit compiles the operations, so values are not known yet. */
function readWhileTracingError(reader: string, array: AnyNDArray): TypeError {
  return new TypeError(
    `jit: the function read the values of a traced ${array.dtype} array of shape [${array.shape.join(', ')}] with ${reader} while jit traced it. ` +
      'A jitted function may not depend on the values of its arguments (no item(), toArray(), branches on values); read them outside the jitted function.',
  );
}

/**
 * Runs `fn(...args)` op by op, recording its elementwise operations. Returns the call's result (the
 * arrays it made in between are freed) and the trace. `discard`: a probe (see src/jit/scalars.ts),
 * whose result is freed too.
 */
export function traceCall(
  fn: (...args: unknown[]) => unknown,
  self: unknown,
  args: readonly unknown[],
  discard = false,
): { result: unknown; trace: Trace } {
  const slots = new Map<object, Ref>();
  const inputs: (ArrayFacts | undefined)[] = [];
  for (let index = 0; index < args.length; index += 1) {
    const argument = args[index];
    if (argument instanceof NDArray) {
      if (!slots.has(argument)) slots.set(argument, index);
      inputs.push(factsOf(argument as AnyNDArray));
    } else inputs.push(undefined);
  }
  const nodes: TracedNode[] = [];
  const constants: unknown[] = [];
  const made: AnyNDArray[] = [];
  // Constants that are arrays made during the trace by an operation jit does not record.
  const unexplained = new Set<Ref>();
  let opaque: string | undefined;

  const constant = (value: unknown): Ref => {
    constants.push(value);
    return -constants.length;
  };
  const refOf = (operand: unknown): Ref => {
    if (!(operand instanceof NDArray)) return constant(operand);
    const found = slots.get(operand);
    if (found !== undefined) return found;
    const ref = constant(operand);
    slots.set(operand, ref);
    if (made.includes(operand as AnyNDArray)) unexplained.add(ref);
    return ref;
  };
  // Arrays the recorded operations made: their results, and what they made and freed inside.
  const recorded = new Set<AnyNDArray>();
  const recorder: Recorder = {
    operation(run, name, operands, options, plan, valueFree) {
      setRecorder(undefined);
      let result: unknown;
      const madeBefore = made.length;
      try {
        result = run(...operands, options);
      } finally {
        setRecorder(recorder);
        for (let index = madeBefore; index < made.length; index += 1) recorded.add(made[index]!);
      }
      // Options of plain values (axis, keepdims, dtype, ddof …) are replayed as they were given;
      // options holding arrays (out, a where mask) are not recorded.
      const kept = options === undefined ? undefined : plainOptions(options);
      if (options !== undefined && kept === undefined) opaque ??= `${name}() was given arrays in its options`;
      if (!(result instanceof NDArray) || slots.has(result)) {
        opaque ??= `${name}() returned one of its operands`;
        return result;
      }
      const refs = operands.map(refOf);
      slots.set(result, args.length + nodes.length);
      nodes.push({
        run,
        primitive: name,
        operands: refs,
        options: kept,
        plan: plan?.() as Plan | undefined,
        valueFree: valueFree === true,
        frame: errorFrame,
        ...factsOf(result as AnyNDArray),
      });
      return result;
    },
    read(array, reader) {
      const slot = slots.get(array);
      if ((slot !== undefined && slot >= 0) || made.includes(array as AnyNDArray))
        throw readWhileTracingError(reader, array as AnyNDArray);
    },
  };

  let result: unknown;
  setRecorder(recorder);
  try {
    result = collectMade(made, () => fn.apply(self, args as unknown[]));
  } catch (error) {
    for (const array of made) release(array[storage]);
    throw error;
  } finally {
    setRecorder(undefined);
  }
  const returned = new Set(arraysIn(result));
  for (const array of made) {
    if (returned.has(array) && !discard) adoptIntoScope(array);
    else if (!array[storage].kept) release(array[storage]);
  }
  const output = templateOf(result, refOf);
  opaque ??= unexplainedReason(nodes, output, args.length, unexplained);
  // An operation jit does not record (take, a view, a product, linalg), whose result the output does
  // not need, would be skipped by a replay, and with it the errors it throws for some values (an index
  // out of bounds, a singular matrix, a number argument it reads): such a function runs op by op.
  if (made.some((array) => !recorded.has(array)))
    opaque ??= 'an operation jit does not trace (a view, a product …) made an array the result does not need';
  return { result, trace: { inputs, nodes, constants, output, opaque } };
}

/**
 * A copy of an options object whose values are primitives or lists of primitives (so later changes
 * by the caller do not reach the trace); undefined for anything else (arrays, nested objects).
 */
function plainOptions(options: unknown): object | undefined {
  if (typeof options !== 'object' || options === null) return undefined;
  const prototype = Object.getPrototypeOf(options);
  if (prototype !== Object.prototype && prototype !== null) return undefined;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(options)) {
    if (Array.isArray(value) && value.every((item) => item === null || typeof item !== 'object'))
      copy[key] = Object.freeze([...value]);
    else if (value === null || (typeof value !== 'object' && typeof value !== 'function')) copy[key] = value;
    else return undefined;
  }
  return Object.freeze(copy);
}

/** The arrays of a result as refs; anything else in it is a TypeError. */
function templateOf(value: unknown, refOf: (operand: unknown) => Ref, depth = 0): Template {
  if (value instanceof NDArray) return refOf(value);
  if (depth < 32 && Array.isArray(value)) return { list: value.map((item) => templateOf(item, refOf, depth + 1)) };
  if (depth < 32 && typeof value === 'object' && value !== null) {
    const prototype = Object.getPrototypeOf(value);
    if (prototype === Object.prototype || prototype === null) {
      return { record: Object.entries(value).map(([key, item]) => [key, templateOf(item, refOf, depth + 1)] as const) };
    }
  }
  throw new TypeError(
    `jit: the function returned ${show(value)}${depth > 0 ? ' inside its result' : ''}; a jitted function returns an NDArray, or (nested) arrays and plain objects of NDArrays.`,
  );
}

/** Whether a value the result needs comes from an operation jit did not record. */
function unexplainedReason(
  nodes: readonly TracedNode[],
  output: Template,
  inputs: number,
  unexplained: ReadonlySet<Ref>,
): string | undefined {
  if (unexplained.size === 0) return undefined;
  const seen = new Set<Ref>();
  const pending: Ref[] = [];
  collectRefs(output, pending);
  while (pending.length > 0) {
    const ref = pending.pop()!;
    if (seen.has(ref)) continue;
    seen.add(ref);
    if (unexplained.has(ref))
      return 'an operation jit does not trace (a view, a product …) made a value the result needs';
    if (ref >= inputs) pending.push(...nodes[ref - inputs]!.operands);
  }
  return undefined;
}

export function collectRefs(template: Template, into: Ref[]): void {
  if (typeof template === 'number') into.push(template);
  else if ('list' in template) for (const item of template.list) collectRefs(item, into);
  else for (const [, item] of template.record) collectRefs(item, into);
}
