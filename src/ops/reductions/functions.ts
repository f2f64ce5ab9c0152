// Reductions and scans (the registry's reductionRows: sum, mean, argmax, cumsum …), bound to a
// policy. A call reads its options, takes its plan (src/plan/reductions.ts:
// result and accumulation dtypes, kernels), converts the input to the accumulation dtype, has the
// executor (src/execute/reductions.ts) reduce it, and casts the result once at the end.
//
// A reduction over any set of axes runs as passes over one run of adjacent axes at a time,
// innermost first: a run at the end of the shape is a row reduction (contiguous, SIMD, pairwise
// for floats); a run in the middle combines whole rows with v128 steps, and long float sums over
// it are split in halves whose partial sums are added (pairwise again).
import type { AnyNDArray } from '../../../types/index.js';
import type { PolicySpec } from '../../../types/policy.js';
import type { ReductionFunctions } from '../../../types/reductions.js';
import { itemSize, type DType } from '../../lattice/dtypes.js';
import { shapeText } from '../../errors/messages.js';
import { isPackedView } from '../../memory/packed.js';
import { resolvePolicy, type Policy } from '../../policy/policy.js';
import { allocArray, scalarShape, storage, withContiguous } from '../../array/ndarray.js';
import { checkArray } from '../../array/operands.js';
import { checkOut } from '../../array/out.js';
import { filled } from '../../array/from-values.js';
import { recorder } from '../../array/trace-hook.js';
import { meanWhole, reduceWhole, sumWidened } from '../../execute/reductions.js';
import { reductionInfo, reductionNames, reductionPlanner, type ReductionName } from '../../plan/reductions.js';
import { alongOneAxis } from './along.js';
import { deliver, finish, ownName, prepared, reduceAxes, withInitial, withTemporaries } from './arrays.js';
import { meanOf, varianceOf, type CompositeCall } from './composite.js';
import { fullMask, identityOf, masked } from './masks.js';
import { checkVarianceDType, positionalAxis, readOptions, reducedShape, reductionAxes } from './options.js';

/** One reduction under a policy (its x64 flag sets the default int and uint). */
function reduction(
  name: ReductionName,
  policy: Policy,
): (input: unknown, axisOrOptions?: unknown, rest?: unknown) => AnyNDArray {
  const row = reductionInfo[name];
  const planFor = reductionPlanner(policy, name);
  const run = (input: AnyNDArray, options: unknown): AnyNDArray => {
    const dtype = input.dtype as DType;
    const plain = options === undefined ? planFor(dtype) : undefined;
    if (plain !== undefined && input.size > 0) {
      const plan = plain;
      // The common call, sum(x) of a dtype the kernel takes as it is: one kernel call.
      if (plan.direct) {
        const total = allocArray(dtype, scalarShape, false, name);
        reduceWhole(plan.reduce!, input[storage].pointer, input.size, total[storage].pointer);
        return total;
      }
      // mean(x) of a float or complex dtype: the sum kernel, then the total divided in place by the
      // count written in that dtype (as divideBy does), with no other array.
      if (plan.meanInPlace) {
        const total = allocArray(dtype, scalarShape, false, name);
        meanWhole(plan.reduce!, plan.divide, dtype, input[storage].pointer, input.size, total[storage].pointer);
        return total;
      }
      // sum(x) of 8- to 32-bit integers into a wider total, or of float16 in float32: one fused kernel, no cast copy.
      if (plan.widened !== undefined && input[storage].strides === undefined) {
        const total = allocArray(plan.ruled, scalarShape, false, name);
        sumWidened(plan.widened, itemSize(dtype), input[storage].pointer, input.size, total[storage].pointer);
        return total;
      }
    }
    const { axis, keepdims = false, ddof = 0, out, dtype: chosen, where: mask, initial } = readOptions(name, options);
    const plan = plain ?? planFor(dtype, chosen);
    const { result } = plan;
    if (chosen !== undefined && row.rule === 'variance') checkVarianceDType(name, dtype, chosen);
    if (plan.executor === 'along') return alongOneAxis(plan, input, axis, keepdims, out);
    const axes = reductionAxes(name, input.shape, axis);
    const shape = reducedShape(input.shape, axes, keepdims);
    if (out !== undefined) checkOut(name, out, result, shape, isPackedView(out));
    const count = axes.reduce((product, each) => product * input.shape[each]!, 1);
    if (!row.identity && initial === undefined) {
      if (count === 0) {
        throw new RangeError(
          `${name}: the reduction is over no elements (shape ${shapeText(input.shape)}), and ${name} has no identity; pass a non-empty array, or { initial }.`,
        );
      }
      if (mask !== undefined) {
        throw new TypeError(
          `${name}: where needs initial, as ${name} has no identity (the value where the mask leaves no element); pass { where, initial }, as JAX requires.`,
        );
      }
    }
    return deliver(
      withTemporaries((temporary) => {
        const maskFull = mask === undefined ? undefined : fullMask(name, mask, input.shape, temporary);
        if (plan.executor === 'mean' || plan.executor === 'variance') {
          const call = {
            name: name as CompositeCall['name'],
            input,
            plan,
            axes,
            shape,
            count,
            mask: maskFull,
            out,
            ddof,
          };
          return plan.executor === 'mean' ? meanOf(call, temporary) : varianceOf(call, temporary);
        }
        const op = plan.reduce!.op;
        // Nothing to reduce: the identity of the rows op (1 for prod, and for all: min over bools).
        if (count === 0)
          return filled(name, shape, initial ?? (op === 'prod' || op === 'min' ? 1 : 0), result) as AnyNDArray;
        let values = prepared(input, plan, name, temporary);
        if (maskFull !== undefined) values = temporary(masked(values, maskFull, identityOf(op, plan.compute), name));
        let reduced = reduceAxes(op, values, axes, shape, name);
        if (initial !== undefined) reduced = withInitial(name, op, temporary(reduced), initial);
        return finish(reduced, result, name);
      }),
      out,
    );
  };
  // A strided view is reduced from a contiguous copy. While jit traces, the call is run and recorded.
  const reduce = (value: unknown, axisOrOptions?: unknown, rest?: unknown): AnyNDArray => {
    const options = positionalAxis(name, axisOrOptions, rest);
    if (recorder !== undefined) return recorder.operation(reduce as never, name, [value], options) as AnyNDArray;
    try {
      return withContiguous(checkArray(name, value, 'the operand') as AnyNDArray, (input) => run(input, options));
    } catch (error) {
      throw ownName(error, name);
    }
  };
  return reduce;
}

/** The reductions bound to one policy (the reduction rules are JAX's under every policy; x64 decides the default int under JAX's policies, the others' is int64). */
export function createReductions<Policy extends PolicySpec>(spec?: Policy): ReductionFunctions<Policy> {
  const policy = resolvePolicy(spec as PolicySpec | undefined, 'createReductions');
  const functions: Record<string, unknown> = {};
  for (const name of reductionNames) functions[name] = reduction(name, policy);
  return Object.freeze(functions) as ReductionFunctions<Policy>;
}

/** The reductions under JAX's policy (the default). */
export const jaxReductions = createReductions('jax');
