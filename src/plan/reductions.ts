// The reductions' planner: (policy, reduction, input dtype, `dtype` option) → a cached plan holding
// the result dtype, the dtype the kernels accumulate in and the kernel handles the executor runs.
// The dtype rules are registry data (reductionAccumulation, reductionRules, reductionRows); the
// policy reaches them through its x64 flag (the default int/uint/float; always on for the systems
// without an x64 switch, src/policy/policy.ts x64Policies). Nothing below decides a dtype.
import type { Policy } from '../policy/policy.js';
import { computeDType as narrowCompute, dtypeInfo, isNarrow, itemSize, type DType } from '../lattice/dtypes.js';
import { show } from '../errors/messages.js';
import { checkDType } from '../array/ndarray.js';
import { reductionAccumulation, reductionRows, reductionRules } from '../registry/registry.js';
import { defaultX64 } from '../registry/lattice-data.js';
import {
  indexKernel,
  middleKernel,
  pairwiseMiddleKernel,
  type PairwiseMiddleKernel,
  nanIndexKernel,
  nanMiddleKernel,
  nanRowsKernel,
  nanScanKernel,
  nanSumCountKernel,
  nanSumLanesKernel,
  nanVarianceAxisKernel,
  nanVarianceRowsKernel,
  type NanIndexKernel,
  type NanSumCountKernel,
  type NanVarianceAxisKernel,
  type NanVarianceRowsKernel,
  rowsKernel,
  scanKernel,
  squaredDeviationsKernel,
  widenedSumKernel,
  type WidenedSum,
  convertedSumLanesKernel,
  type DeviationsKernel,
  type AxisKernel,
  type MiddleKernel,
  type RowsKernel,
  type NanRowsOp,
  type RowsOp,
  type WholeKernel,
} from '../kernels/reductions.js';
import {
  binaryKernel,
  unaryKernel,
  type BinaryKernel,
  type KernelDtype,
  type UnaryKernel,
} from '../kernels/elementwise.js';
import { selectKernel, type SelectKernel } from '../kernels/indexing.js';

/** The ops the rows kernels reduce by (sum, prod, max, min). */
export type { RowsOp };

type ReductionRow = (typeof reductionRows)[number];
/** Every reduction, by name. */
export type ReductionName = ReductionRow['name'];
/** The reduction result rules (the registry's `reductionRules`). */
export type ReductionRule = keyof typeof reductionRules;

/** Each reduction's registry row, by name. */
export const reductionInfo = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ Object.fromEntries(/* @__PURE__ */ reductionRows.map((row) => [row.name, row])),
) as { readonly [Name in ReductionName]: Extract<ReductionRow, { readonly name: Name }> };

/** Reductions, in registry order. */
export const reductionNames = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ reductionRows.map((row) => row.name),
) as readonly ReductionName[];

type ResultTerm =
  (typeof reductionAccumulation.results)[ReductionRule][keyof typeof reductionAccumulation.results.accumulate];

/**
 * The result dtype of a reduction rule on an input dtype (JAX's jnp reductions), with the
 * default int/uint (int64/uint64 with x64, int32/uint32 without): the registry's
 * reductionAccumulation.results.
 */
export function reductionResultType(rule: ReductionRule, dtype: DType, x64: boolean = defaultX64): DType {
  if (!Object.hasOwn(reductionRules, rule as string))
    throw new TypeError(
      `reductionResultType: unknown rule ${show(rule)}; the rules are ${Object.keys(reductionRules).join(', ')}.`,
    );
  if (typeof x64 !== 'boolean')
    throw new TypeError(`reductionResultType: x64 must be true or false, got ${show(x64)}.`);
  const { kind, bits, inexact } = dtypeInfo[checkDType(dtype, 'reductionResultType')];
  const defaults = reductionAccumulation.defaults[x64 ? 'on' : 'off'];
  const term: ResultTerm = reductionAccumulation.results[rule][kind];
  switch (term) {
    case 'input':
      return dtype;
    case 'default int':
      return defaults.int;
    case 'at least default int':
      return bits < dtypeInfo[defaults.int].bits ? defaults.int : dtype;
    case 'at least default uint':
      return bits < dtypeInfo[defaults.uint].bits ? defaults.uint : dtype;
    case 'inexact':
      return inexact;
    case 'real':
      return dtypeInfo[inexact].real;
    case 'bool':
      return 'bool';
  }
}

const upcast = reductionAccumulation.upcast as { readonly [Name in string]?: DType };

/** The dtype a reduction computes `dtype` in: JAX's upcast of the 16-bit floats, the narrow dtypes' own compute dtype. */
export function reductionCompute(dtype: DType): DType {
  if (isNarrow(dtype)) return narrowCompute(dtype);
  return upcast[dtype] ?? dtype;
}

/**
 * The dtype a sum, product or scan accumulating in `dtype` runs its kernel in (the registry's
 * kernelWidth): narrow integers in 32 bits, bool in int64, others as reductionCompute.
 */
export function kernelAccumulation(dtype: DType): DType {
  const { kind, bits } = dtypeInfo[dtype];
  const width = reductionAccumulation.kernelWidth;
  if (kind === 'bool') return width.bool;
  if ((kind === 'int' || kind === 'uint') && bits < width.narrowBits)
    return isNarrow(dtype) ? narrowCompute(dtype) : width[kind];
  return reductionCompute(dtype);
}

/** The kernels reducing rows or a middle axis of one dtype with one op (what the executor's passes run). */
export interface RowsPlan {
  readonly op: RowsOp;
  readonly dtype: DType;
  readonly bytes: number;
  /** Float and complex sums along a middle axis are split in halves (pairwise). */
  readonly pairwise: boolean;
  readonly rows: RowsKernel;
  readonly middle: MiddleKernel;
  /** The pairwise middle-axis sum in one kernel call, where the dtype has one (plain float and complex sums). */
  readonly pairwiseMiddle: PairwiseMiddleKernel | undefined;
  /** Adds the halves' partial sums. */
  readonly add: BinaryKernel;
}

const rowsPlans = new Map<string, RowsPlan>();
const PAIRWISE_MIDDLE_DTYPES: readonly DType[] = ['float32', 'float64', 'complex64', 'complex128'];

/** The rows plan of `op` in `dtype`, made once. */
export function rowsPlan(op: RowsOp, dtype: DType): RowsPlan {
  const key = op + dtype;
  let found = rowsPlans.get(key);
  if (found === undefined) {
    const kind = dtypeInfo[dtype].kind;
    found = Object.freeze({
      op,
      dtype,
      bytes: itemSize(dtype),
      pairwise: op === 'sum' && (kind === 'float' || kind === 'complex'),
      rows: handle(() => rowsKernel(op, dtype)),
      middle: handle(() => middleKernel(op, dtype)),
      pairwiseMiddle: op === 'sum' && PAIRWISE_MIDDLE_DTYPES.includes(dtype) ? pairwiseMiddleKernel(dtype) : undefined,
      add: handle(() => binaryKernel('add', dtype as KernelDtype)),
    });
    rowsPlans.set(key, found);
  }
  return found;
}

/** A rows plan of a nan-aware kernel (asm/nanreduce.ts), with its pairwise tree's lanes for a split of one row. */
export interface NanRowsPlan extends RowsPlan {
  readonly nan: NanRowsOp;
  readonly lanes: WholeKernel;
}

const nanPlans = new Map<string, NanRowsPlan>();

/**
 * The nan-aware rows plan of `op` in float32/float64 (nansum, nanmax …), made once: NaN read as
 * the identity or skipped where a value is loaded. `mean` has rows only (a row's sum over its count
 * of values kept); `count` writes the counts of values kept in the dtype.
 */
export function nanRowsPlan(op: NanRowsOp, dtype: 'float32' | 'float64'): NanRowsPlan {
  const key = op + dtype;
  let found = nanPlans.get(key);
  if (found === undefined) {
    found = Object.freeze({
      op: op === 'max' || op === 'min' || op === 'prod' ? op : 'sum',
      nan: op,
      dtype,
      bytes: itemSize(dtype),
      pairwise: op === 'sum',
      rows: nanRowsKernel(op, dtype),
      middle: handle(() => nanMiddleKernel(op as Exclude<NanRowsOp, 'mean'>, dtype)),
      pairwiseMiddle: undefined,
      add: binaryKernel('add', dtype),
      // nansum needs no counts (nanmean's lanes count the values kept).
      lanes: nanSumLanesKernel(dtype, op !== 'sum'),
    });
    nanPlans.set(key, found);
  }
  return found;
}

/**
 * The other nan-aware kernels of float32/float64 (asm/nanreduce.ts): nanmean's sums with counts
 * along a middle axis, nanargmax/nanargmin, nancumsum/nancumprod, nanvar/nanstd.
 */
export interface NanKernels {
  readonly dtype: 'float32' | 'float64';
  readonly bytes: number;
  readonly sumCount: NanSumCountKernel;
  readonly argmax: NanIndexKernel;
  readonly argmin: NanIndexKernel;
  readonly cumsum: AxisKernel;
  readonly cumprod: AxisKernel;
  readonly varianceRows: NanVarianceRowsKernel;
  readonly varianceAxis: NanVarianceAxisKernel;
  /** Adds the pairwise halves' partial sums. */
  readonly add: BinaryKernel;
  readonly divide: BinaryKernel;
}

const nanKernelSets = new Map<string, NanKernels>();

/** The nan-aware kernels of `dtype`, taken once. */
export function nanKernels(dtype: 'float32' | 'float64'): NanKernels {
  let found = nanKernelSets.get(dtype);
  if (found === undefined) {
    found = Object.freeze({
      dtype,
      bytes: itemSize(dtype),
      sumCount: nanSumCountKernel(dtype),
      argmax: nanIndexKernel('argmax', dtype),
      argmin: nanIndexKernel('argmin', dtype),
      cumsum: nanScanKernel('cumsum', dtype),
      cumprod: nanScanKernel('cumprod', dtype),
      varianceRows: nanVarianceRowsKernel(dtype),
      varianceAxis: nanVarianceAxisKernel(dtype),
      add: binaryKernel('add', dtype),
      divide: binaryKernel('divide', dtype),
    });
    nanKernelSets.set(dtype, found);
  }
  return found;
}

/**
 * The element-by-element steps of a reduction built on others, in one dtype: dividing by a count
 * or by counts (mean, var), and a `where` mask's selection of values or the identity.
 */
export interface StepsPlan {
  readonly dtype: DType;
  readonly bytes: number;
  /** Divides in dtype: truncating for integers, as lax.div. */
  readonly divide: BinaryKernel;
  /** Picks a value or the fill, by mask (where's kernel of the element size). */
  readonly select: SelectKernel;
}

const stepsPlans = new Map<DType, StepsPlan>();

/** The steps plan of `dtype`, made once. */
export function stepsPlan(dtype: DType): StepsPlan {
  let found = stepsPlans.get(dtype);
  if (found === undefined) {
    const bytes = itemSize(dtype);
    found = Object.freeze({
      dtype,
      bytes,
      divide: handle(() => binaryKernel('divide', dtype as KernelDtype)),
      select: handle(() => selectKernel(bytes)),
    });
    stepsPlans.set(dtype, found);
  }
  return found;
}

/** The kernels var/std of a whole float32/float64 array runs. */
export interface WholeVarianceKernels {
  readonly sum: RowsKernel;
  readonly divide: BinaryKernel;
  readonly deviations: DeviationsKernel;
  readonly sqrt: UnaryKernel;
}

/** What the executor runs for a reduction: rows (and middle axes), one axis (scans, indices), or composite steps on sums. */
export type ReductionExecutor = 'rows' | 'along' | 'mean' | 'variance';

/** A reduction planned for one policy, input dtype and `dtype` option. */
export interface ReductionPlan {
  readonly name: ReductionName;
  readonly input: DType;
  /** The `dtype` option, if given: the input is converted to it first (in its compute dtype). */
  readonly chosen: DType | undefined;
  readonly chosenCompute: DType | undefined;
  /** The rule's result dtype under the policy. */
  readonly ruled: DType;
  /** The dtype returned: the `dtype` option, else the rule's. */
  readonly result: DType;
  /** The accumulation dtype: what the kernels run in. */
  readonly compute: DType;
  readonly executor: ReductionExecutor;
  /** A scan (cumsum, cumprod): the result has the input's shape. */
  readonly scan: boolean;
  /** What an along-axis kernel writes: a scan's accumulation dtype, an index reduction's int64. */
  readonly alongOut: DType;
  /** The real dtype of the accumulation dtype: var's masked counts and magnitudes. */
  readonly real: DType;
  /** The rows kernel's reduction (`any` is max over bools, `all` min; mean and var sum). */
  readonly reduce: RowsPlan | undefined;
  /** Divides in the compute dtype (mean, var). */
  readonly divide: BinaryKernel;
  /** Division and masking element by element in the compute dtype. */
  readonly steps: StepsPlan;
  /** var and std of a whole float32/float64 array: the kernels, or undefined for other compute dtypes. */
  readonly wholeVariance: WholeVarianceKernels | undefined;
  /** mean of a whole integer array in float32: the lanes of its cast's sum, read converting (asm/sums.ts). */
  readonly convertedSum: WholeKernel | undefined;
  /** A scan's or an index reduction's kernel. */
  readonly along: AxisKernel;
  /** Without options, a whole-array `op` of the input as it is is one rows-kernel call. */
  readonly direct: boolean;
  /** Without options, mean computes in the input dtype and divides the total in place. */
  readonly meanInPlace: boolean;
  /** Without options, sum of a contiguous input through asm/sums.ts's fused widening kernel. */
  readonly widened: WidenedSum | undefined;
}

/**
 * A kernel handle, or (where the module has none) a function raising the lookup's error when
 * called: a fresh error each time, as callers rename the errors they pass on.
 */
function handle<Kernel>(get: () => Kernel): Kernel {
  try {
    return get();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const Type = error instanceof Error ? (error.constructor as ErrorConstructor) : Error;
    return (() => {
      throw new Type(message);
    }) as Kernel;
  }
}

/**
 * The rows kernel's op of a reduction, from its registry row: its own rows kernel's entry (`max_` is
 * max), the op of the reduction it runs on (any runs max on bools), sum for the composites (mean, var).
 */
function rowsOp(name: ReductionName): RowsOp | undefined {
  const kernel = reductionInfo[name].kernel as ReductionRow['kernel'];
  if (kernel === 'composite') return 'sum';
  if (typeof kernel === 'string') return rowsOp(kernel);
  return kernel.abi === 'rows' ? (kernel.entry.replace(/_$/, '') as RowsOp) : undefined;
}

function plan(policy: Policy, name: ReductionName, input: DType, chosen: DType | undefined): ReductionPlan {
  const row = reductionInfo[name];
  const ruled = reductionResultType(row.rule, input, policy.x64);
  const result = chosen ?? ruled;
  const own = row.kernel;
  const abi = typeof own === 'object' ? own.abi : undefined;
  let compute: DType;
  let executor: ReductionExecutor;
  if (abi === 'scan') {
    compute = kernelAccumulation(result);
    executor = 'along';
  } else if (abi === 'index') {
    compute = reductionCompute(input);
    executor = 'along';
  } else if (row.rule === 'truth') {
    compute = 'bool';
    executor = 'rows';
  } else if (row.rule === 'variance') {
    compute = reductionCompute(chosen ?? dtypeInfo[input].inexact);
    executor = 'variance';
  } else {
    compute = chosen !== undefined ? kernelAccumulation(chosen) : reductionCompute(result);
    executor = row.rule === 'mean' ? 'mean' : 'rows';
  }
  const op = rowsOp(name);
  const along = own as { readonly entry: 'argmax' | 'argmin' | 'cumsum' | 'cumprod' };
  const steps = stepsPlan(compute);
  return Object.freeze({
    name,
    input,
    chosen,
    chosenCompute: chosen === undefined ? undefined : reductionCompute(chosen),
    ruled,
    result,
    compute,
    executor,
    scan: abi === 'scan',
    alongOut: abi === 'scan' ? compute : 'int64',
    real: dtypeInfo[compute].real,
    reduce: op === undefined ? undefined : rowsPlan(op, compute),
    wholeVariance:
      executor === 'variance' && (compute === 'float32' || compute === 'float64')
        ? Object.freeze({
            sum: rowsKernel('sum', compute),
            divide: binaryKernel('divide', compute),
            deviations: squaredDeviationsKernel(compute),
            sqrt: unaryKernel('sqrt', compute),
          })
        : undefined,
    divide: steps.divide,
    steps,
    along: handle(() =>
      abi === 'scan'
        ? scanKernel(along.entry as 'cumsum' | 'cumprod', compute)
        : indexKernel(along.entry as 'argmax' | 'argmin', compute),
    ),
    direct: abi === 'rows' && ruled === input && reductionCompute(input) === input,
    // mean's rule keeps only an inexact dtype; the ones computed in themselves divide in place.
    meanInPlace: executor === 'mean' && ruled === input && reductionCompute(input) === input,
    // Its own sum kernel only (a reduction that runs on sum's, or mean, prepares its input first).
    widened: abi === 'rows' && op === 'sum' ? widenedSumKernel(input, ruled) : undefined,
    // mean of integers in float32: the cast's sum read converting, no cast copy.
    convertedSum: executor === 'mean' && compute === 'float32' ? convertedSumLanesKernel(input) : undefined,
  });
}

/**
 * The planner of one reduction under one policy: plans by (input dtype, `dtype` option), each
 * made once and kept (a few per dtype at most).
 */
export function reductionPlanner(policy: Policy, name: ReductionName): (input: DType, chosen?: DType) => ReductionPlan {
  const plain = new Map<DType, ReductionPlan>();
  const withDType = new Map<DType, Map<DType, ReductionPlan>>();
  return (input, chosen) => {
    if (chosen === undefined) {
      let found = plain.get(input);
      if (found === undefined) plain.set(input, (found = plan(policy, name, input, undefined)));
      return found;
    }
    let byChosen = withDType.get(input);
    if (byChosen === undefined) withDType.set(input, (byChosen = new Map()));
    let found = byChosen.get(chosen);
    if (found === undefined) byChosen.set(chosen, (found = plan(policy, name, input, chosen)));
    return found;
  };
}
