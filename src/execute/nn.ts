// jax.nn's executor: a planned row function (softmax, logSoftmax, logsumexp over the last, contiguous
// axis) run over a range of rows [rowBegin, rowEnd), or an activation over a range of elements. Each
// row (element) is computed from itself alone, with no scratch shared between calls: any cut of the
// rows into ranges (threads) gives the same bits.
import {
  nnElementwiseKernel,
  type NnElementwiseDType,
  type NnRowsDType,
  nnRowsKernel,
  nnStandardizeKernel,
  type NnElementwiseName,
  type NnKernelDType,
  type NnRowsName,
} from '../kernels/nn.js';

import type { Plan } from '../plan/planner.js';
import { rangePieces, runPieces } from './ranges.js';

export type { NnElementwiseDType, NnElementwiseName, NnKernelDType, NnRowsDType, NnRowsName };

/** Runs every row of `call`, cut by rows for threads where worth it. */
export function runNnRowsAll(call: NnRowsCall): void {
  const pieces = rangePieces(call.rows, 1, 'transcendental', call.length);
  if (pieces === undefined) runNnRows(call, 0, call.rows);
  else
    runPieces(
      pieces,
      (_, begin, end) => {
        runNnRows(call, begin, end);
        return 0;
      },
      undefined,
    );
}

/** Runs every element of `call`, cut for threads where worth it. */
export function runNnElementwiseAll(call: NnElementwiseCall): void {
  const pieces = rangePieces(call.count, 1, 'transcendental');
  if (pieces === undefined) runNnElementwise(call, 0, call.count);
  else
    runPieces(
      pieces,
      (_, begin, end) => {
        runNnElementwise(call, begin, end);
        return 0;
      },
      undefined,
    );
}

/** A row function over `rows` contiguous rows of `length` values at `input`, results at `out`. */
export interface NnRowsCall {
  readonly name: NnRowsName | 'standardize';
  /** standardize's ε. */
  readonly parameter?: number;
  /** float16 and bfloat16: float32 lanes, converted in the kernel (logsumexp writes 16-bit results). */
  readonly dtype: NnRowsDType;
  readonly input: number;
  readonly out: number;
  readonly rows: number;
  readonly length: number;
}

/** An activation over `count` contiguous values. */
export interface NnElementwiseCall {
  readonly name: NnElementwiseName;
  readonly dtype: NnElementwiseDType;
  readonly input: number;
  readonly out: number;
  readonly count: number;
  /** elu's and celu's α (0 for the others). */
  readonly parameter: number;
}

/** Runs rows [rowBegin, rowEnd) of `call`. */
export function runNnRows(call: NnRowsCall, rowBegin: number, rowEnd: number): void {
  if (rowBegin >= rowEnd) return;
  if (call.name === 'standardize')
    nnStandardizeKernel(call.dtype)(call.input, call.out, rowBegin, rowEnd, call.length, call.parameter ?? 0);
  else nnRowsKernel(call.name, call.dtype)(call.input, call.out, rowBegin, rowEnd, call.length);
}

/** Runs elements [begin, end) of `call`. */
export function runNnElementwise(call: NnElementwiseCall, begin: number, end: number): void {
  if (begin >= end) return;
  const size = call.dtype === 'float32' ? 4 : call.dtype === 'float64' ? 8 : 2;
  nnElementwiseKernel(call.name, call.dtype)(
    call.input + begin * size,
    call.out + begin * size,
    end - begin,
    call.parameter,
  );
}

/**
 * An activation as jit's blocked steps run a unary kernel (src/jit/passes/lower.ts): a plan whose
 * kernel handle is the activation's kernel with the unary ABI (a, stride, out, count) → 0, over
 * float32 or float64 values computed in their own dtype (the case the kernel runs on the values as
 * they are, as nn's own path does). Block by block gives nn's bits: an element depends on itself alone.
 */
export function nnActivationPlan(name: NnElementwiseName, dtype: NnKernelDType, weak: boolean, parameter = 0): Plan {
  const key = `${name} ${dtype} ${weak} ${parameter}`;
  let plan = activationPlans.get(key);
  if (plan === undefined) {
    const run = nnElementwiseKernel(name, dtype);
    plan = {
      node: dtype,
      result: dtype,
      weak,
      compute: dtype,
      // A label (no elementwise kernel of this name exists): kernelHandle is set, so none is looked up.
      kernel: `nn.${name}` as Plan['kernel'],
      kernelArity: 1,
      truth: false,
      kernelHandle: (input: number, _stride: number, out: number, count: number) => run(input, out, count, parameter),
    } as Plan;
    activationPlans.set(key, plan);
  }
  return plan;
}

const activationPlans = new Map<string, Plan>();
