// Scalar arguments as inputs: `f(x, s)` called with s = 2, then 3, then 0.5 … should not trace
// and compile again for each value, as JAX's jit treats a Python scalar as a weakly typed input.
// A JavaScript number cannot be followed through the operations (2 is 2, whoever wrote it), so
// each number argument is found by a probe: fn traced once more with only that argument changed.
// The constants that change with it, and equal it in both traces, are that argument; anything else
// (a branch on its value, a value computed from it, a different plan) keeps the value in the key.
import type { DType } from '../lattice/dtypes.js';
import type { ErrorFrame } from '../array/trace-hook.js';
import { traceCall, type Trace, type TracedNode } from './trace.js';

/** Where a trace's scalar arguments go, and the range checks each call makes in trace order. */
export interface ScalarInputs {
  /** Constant index → the argument that supplies it. */
  readonly positions: readonly (readonly [constant: number, argument: number])[];
  /**
   * Per use by an operation: the argument, the dtype its kernel writes it in, the operation, and
   * what the traced function did to the operation's errors (clip's prefix), if anything.
   */
  readonly checks: readonly (readonly [argument: number, dtype: DType, operation: string, frame?: ErrorFrame])[];
}

/** The weak kind of a number argument, as the planner reads it (nodeOfInput). */
export function numberKind(value: number): 'i' | 'f' {
  return Number.isInteger(value) ? 'i' : 'f';
}

/** Another value of the same kind that every dtype holds (0 and 1 fit int2 and uint2; halves fit every float). */
function probeOf(value: number): number {
  if (numberKind(value) === 'i') return value === 0 ? 1 : 0;
  return value === 0.5 ? 0.25 : 0.5;
}

/**
 * The scalar inputs of `trace` (made from `args`), or undefined where some number argument must
 * stay part of the cache key by value. Runs `fn` once more per number argument.
 */
export function scalarInputs(
  fn: (...args: unknown[]) => unknown,
  self: unknown,
  args: readonly unknown[],
  trace: Trace,
): ScalarInputs | undefined {
  if (trace.opaque !== undefined) return undefined;
  const positions: [number, number][] = [];
  for (let argument = 0; argument < args.length; argument += 1) {
    const value = args[argument];
    if (typeof value !== 'number') continue;
    const probe = probeOf(value);
    const probeArgs = [...args];
    probeArgs[argument] = probe;
    let probed: Trace;
    try {
      probed = traceCall(fn, self, probeArgs, true).trace;
    } catch {
      return undefined;
    }
    if (!sameGraph(trace, probed)) return undefined;
    for (let constant = 0; constant < trace.constants.length; constant += 1) {
      const [mine, theirs] = [trace.constants[constant], probed.constants[constant]];
      if (Object.is(mine, theirs)) continue;
      if (!Object.is(mine, value) || !Object.is(theirs, probe)) return undefined;
      positions.push([constant, argument]);
    }
  }
  // Each use must be by an elementwise operation whose plan holds for every value of the kind,
  // whose only value-dependent error is the range check made below, in trace order.
  const argumentOf = new Map(positions.map(([constant, argument]) => [-(constant + 1), argument]));
  const checks: [number, DType, string, ErrorFrame?][] = [];
  for (const node of trace.nodes) {
    for (const ref of node.operands) {
      const argument = argumentOf.get(ref);
      if (argument === undefined) continue;
      if (!takesAnyValue(node)) return undefined;
      checks.push([argument, node.plan!.compute, node.primitive, node.frame]);
    }
  }
  return { positions, checks };
}

function takesAnyValue(node: TracedNode): boolean {
  const plan = node.plan;
  // power's kernels report a negative integer exponent by status, after earlier operations ran.
  return (
    plan !== undefined &&
    node.valueFree &&
    !plan.truth &&
    plan.output === undefined &&
    plan.inputsAs === undefined &&
    node.primitive !== 'power'
  );
}

/** Whether two traces record the same operations on the same values, with the same plans and results. */
function sameGraph(left: Trace, right: Trace): boolean {
  if (
    right.opaque !== undefined ||
    left.nodes.length !== right.nodes.length ||
    left.constants.length !== right.constants.length
  )
    return false;
  if (JSON.stringify(left.output) !== JSON.stringify(right.output)) return false;
  return left.nodes.every((node, index) => {
    const other = right.nodes[index]!;
    return (
      node.primitive === other.primitive &&
      // A cast's function is made per call; the others are the operations themselves (their policies).
      (node.primitive === 'astype' || node.run === other.run) &&
      node.dtype === other.dtype &&
      node.weak === other.weak &&
      node.shape.join() === other.shape.join() &&
      node.operands.join() === other.operands.join() &&
      JSON.stringify(node.options) === JSON.stringify(other.options) &&
      node.plan?.kernel === other.plan?.kernel &&
      sameScalars(node.plan?.parameters, other.plan?.parameters) &&
      node.plan?.compute === other.plan?.compute &&
      node.plan?.result === other.plan?.result
    );
  });
}

/** Whether two plans' kernel scalars are the same numbers (NaN and −0 as themselves, which JSON is not). */
function sameScalars(left: readonly number[] | undefined, right: readonly number[] | undefined): boolean {
  if (left === undefined || right === undefined) return left === right;
  return left.length === right.length && left.every((value, index) => Object.is(value, right[index]));
}
