// The elementwise functions with scalar parameters (the registry's parameterRows): round (decimals),
// nanToNum (nan, posinf, neginf) and angle (deg). Each is its row's kernel (asm/parameters.ts) run by
// the unary executor, its parameters checked here and turned into the kernel's scalar arguments for
// the dtype (the plan's `parameters`, bound into the kernel's handle), each rounded as the scaled
// steps jax.numpy composes (multiply, rint, divide; where; arctan2, multiply) would write it, so that
// the kernel gives their bits. While jit traces, each call is one node (its parameters its options).
import type { PolicySpec } from '../../types/policy.js';
import { dtypeInfo, isNarrow, type DType } from '../lattice/dtypes.js';
import { show } from '../errors/messages.js';
import { checkOptions, positionalOrKeyword } from '../errors/options.js';
import { NDArray, allocArray, allocResult, castArray, nodeOfArray, scalarShape, storage } from '../array/ndarray.js';
import { operandNode } from '../array/operands.js';
import { recorder, setRecorder } from '../array/trace-hook.js';
import { scope } from '../memory/memory.js';
import { readElement, writeValues } from '../memory/values.js';
import { directUnaryPlan, runUnary, type DirectUnaryPlan } from '../execute/unary.js';
import { unaryRanges } from '../execute/contiguous.js';
import { SMALLEST_SPLIT, split } from '../execute/ranges.js';
import { planOperation, type Plan } from '../plan/planner.js';
import type { OperationName } from '../policy/result-rules.js';
import { resolvePolicy } from '../policy/policy.js';
import { parameterRows } from '../registry/registry.js';

type AnyArray = NDArray;
type Run = (...operands: unknown[]) => unknown;
type ParameterRow = (typeof parameterRows)[number];
type Values = Readonly<Record<string, unknown>>;

/** The largest finite value of a float dtype (finfo(dtype).max), from its registry row. */
export function largestFinite(dtype: DType): number {
  const wide: { readonly [name: string]: number } = {
    float16: 65504,
    bfloat16: 3.3895313892515355e38,
    float32: 3.4028234663852886e38,
    float64: Number.MAX_VALUE,
  };
  if (wide[dtype] !== undefined) return wide[dtype];
  const { exponent, mantissa, bias, specials } = (dtypeInfo[dtype] as unknown as { narrow: NarrowFloat }).narrow;
  // The top exponent field is inf/NaN under IEEE rules; 'fn' keeps it but not its all-ones
  // mantissa (NaN); 'fnuz' and 'none' keep both; e8m0 (no mantissa) keeps all but 0xff.
  const top = 2 ** exponent - 1;
  const field = specials === 'ieee' || specials === 'e8m0' ? top - 1 : top;
  const fraction = specials === 'fn' ? 2 - 2 ** (1 - mantissa) : 2 - 2 ** -mantissa;
  return (mantissa === 0 ? 1 : fraction) * 2 ** (field - bias);
}
interface NarrowFloat {
  readonly exponent: number;
  readonly mantissa: number;
  readonly bias: number;
  readonly specials: string;
}

/** A number as an array of `dtype` holds it (rounded as writeValues writes a scalar), read back. */
function storedAs(value: number, dtype: DType, name: string): number {
  const scalar = allocArray(dtype, scalarShape, false, name) as AnyArray;
  try {
    writeValues([value], dtype, scalar[storage].pointer, () => `${name}(): the scalar`);
    return readElement(scalar, 0) as number; // (not toArray: read while jit traces, which it refuses)
  } finally {
    scalar.dispose();
  }
}

/** The row's parameters as given: defaults filled in, each checked against its type. */
function parametersOf(row: ParameterRow, given: Values): Values {
  const values: Record<string, unknown> = {};
  for (const parameter of row.parameters.list) {
    const value = given[parameter.name];
    if (value === undefined) {
      values[parameter.name] = parameter.default === 'finfo' ? undefined : parameter.default;
      continue;
    }
    const fits =
      parameter.type === 'integer'
        ? typeof value === 'number' && Number.isSafeInteger(value)
        : parameter.type === 'boolean'
          ? typeof value === 'boolean'
          : typeof value === 'number';
    if (!fits) {
      const wanted = { integer: 'an integer', boolean: 'true or false', number: 'a number' }[parameter.type];
      throw new TypeError(
        row.parameters.passed === 'argument'
          ? `${row.name}: ${parameter.name} is ${wanted}, got ${show(value)}.`
          : `${row.name}: the ${parameter.name} option is ${wanted}, got ${show(value)}.`,
      );
    }
    values[parameter.name] = value;
  }
  return values;
}

/** A parameter's value in a cache key (−0 and NaN as themselves). */
const keyOf = (value: unknown): string => (Object.is(value, -0) ? '-0' : String(value));

/** The real dtype whose values the kernel computes on (a complex dtype's part). */
const realOf = (dtype: DType): DType => dtypeInfo[dtype].real as DType;
const floating = (dtype: DType): boolean => ['float', 'complex'].includes(dtypeInfo[dtype].kind);

/** The parameter functions under a policy, given that policy's operations (angle's π, narrow round's steps). */
export function createParameterFunctions(spec: PolicySpec | undefined, operations: Record<string, Run>) {
  const policy = resolvePolicy(spec);
  const run = (name: string, ...operands: unknown[]) => operations[name]!(...operands) as AnyArray;

  // arctan2(+0, −1) and arctan2(+0, 1) in a real dtype (in degrees: times 180/π, which a narrow
  // dtype may round to inf), as the steps compute them; once per dtype.
  const angles = new Map<string, [number, number]>();
  const anglesOf = (dtype: DType, deg: boolean): [number, number] => {
    const key = `${dtype}${deg}`;
    let found = angles.get(key);
    if (found === undefined) {
      const x = scalarOf(-1, dtype);
      const y = scalarOf(1, dtype);
      const zero = scalarOf(0, dtype);
      const made = [x, y, zero];
      const at = (input: AnyArray): number => {
        const radians = run('arctan2', zero, input);
        made.push(radians); // before the multiply, which a policy may refuse (it is freed either way)
        const value = deg ? run('multiply', radians, 180 / Math.PI) : radians;
        made.push(value);
        return readElement(value, 0) as number;
      };
      try {
        found = [at(x), at(y)];
      } finally {
        for (const array of new Set(made)) array.dispose();
      }
      angles.set(key, found);
    }
    return found;
  };
  const scalarOf = (value: number, dtype: DType): AnyArray => {
    const scalar = allocArray(dtype, [1], false, 'angle') as AnyArray;
    writeValues([value], dtype, scalar[storage].pointer, () => 'angle(): the scalar');
    return scalar;
  };

  /** Each row's kernel scalars for a plan and its parameters (the errors a dtype makes of them). */
  const scalarsOf: Record<string, (plan: Plan, values: Values) => number[]> = {
    round(plan, { decimals }) {
      const d = decimals as number;
      const kind = dtypeInfo[plan.result].kind;
      if (kind === 'int' || kind === 'uint') {
        if (d < 0) throw new RangeError('round: integer dtypes take no negative decimals (as jnp.round).');
        return [1];
      }
      const real = realOf(plan.result);
      if (d === 0) return [1];
      if (d > Math.log10(largestFinite(real))) return [Number.POSITIVE_INFINITY];
      // float16 scales in float32 (JAX's upcast); the others in their own precision.
      return [storedAs(10 ** d, real === 'float16' ? 'float32' : real, 'round')];
    },
    nanToNum(plan, { nan, posinf, neginf }) {
      if (!floating(plan.result)) return [0, 0, 0, 0];
      const real = realOf(plan.result);
      const largest = largestFinite(real);
      return [
        storedAs((nan as number | undefined) ?? 0, real, 'nanToNum'),
        storedAs((posinf as number | undefined) ?? largest, real, 'nanToNum'),
        storedAs((neginf as number | undefined) ?? -largest, real, 'nanToNum'),
        // What the dtype makes of inf (jnp.isposinf compares with it): inf, its largest value, or NaN.
        storedAs(Number.POSITIVE_INFINITY, real, 'nanToNum'),
      ];
    },
    angle(plan, { deg }) {
      if (dtypeInfo[plan.compute].kind === 'complex')
        return [deg === true ? storedAs(180 / Math.PI, plan.result, 'angle') : 1, 0];
      return anglesOf(plan.result, deg === true);
    },
  };

  /** jnp.round's steps, op by op, for the narrow floats (each step rounds to the format). */
  const narrowRound = (input: AnyArray, plan: Plan, factor: number): AnyArray => {
    if (factor === Number.POSITIVE_INFINITY) return castArray(input, plan.result, plan.weak, 'round') as AnyArray;
    if (factor === 1) return run('rint', input);
    // A contiguous copy first, as the scaled steps always had (a view's multiply writes its scalar apart).
    // Each step's input is freed whether or not the next step throws (a policy may refuse the scalar).
    const step = (from: AnyArray, next: (value: AnyArray) => AnyArray): AnyArray => {
      try {
        return next(from);
      } finally {
        from.dispose();
      }
    };
    const copy = castArray(input, plan.result, plan.weak, 'round') as AnyArray;
    const scaled = step(copy, (value) => run('multiply', value, factor));
    const rounded = step(scaled, (value) => run('rint', value));
    return step(rounded, (value) => run('divide', value, factor));
  };

  /**
   * Runs `body` as no part of a trace: the recorder off, and the arrays it makes (the scalars read
   * back, angle's constants) in a scope of their own, which jit's trace does not count as its own.
   */
  const untraced = <Result>(body: () => Result): Result => {
    const saved = recorder;
    setRecorder(undefined);
    try {
      return scope(body);
    } finally {
      setRecorder(saved);
    }
  };

  const define = (row: ParameterRow) => {
    const name = row.name as OperationName;
    const planFor = (input: unknown): Plan =>
      planOperation(
        policy,
        name,
        input instanceof NDArray && input[storage].pointer !== 0
          ? [nodeOfArray(input)]
          : [operandNode(name, 'only', input)],
      );
    // The function on (input, parameters object): what jit records and replays.
    const core = (input: unknown, given?: unknown): AnyArray => {
      const values = parametersOf(row, (given ?? {}) as Values);
      const plan = recorder === undefined ? planned(input, values) : untraced(() => planned(input, values));
      if (recorder !== undefined)
        return recorder.operation(core as never, name, [input], values, () => plan) as AnyArray;
      if (row.name === 'round' && isNarrow(plan.result) && floating(plan.result) && input instanceof NDArray)
        return narrowRound(input as AnyArray, plan, plan.parameters![0]!);
      return direct(plan, input) ?? (runUnary(plan, name, input) as AnyArray);
    };
    // The unary operations' first path (src/ops/operations.ts): a live contiguous array of a strong
    // dtype whose kernel reads it as it is, into a result allocated unfilled; undefined otherwise.
    const directs = new WeakMap<Plan, DirectUnaryPlan | null>();
    const direct = (plan: Plan, input: unknown): AnyArray | undefined => {
      if (!(input instanceof NDArray) || input.weakType) return undefined;
      const state = input[storage];
      if (state.strides !== undefined || state.pointer === 0) return undefined;
      let found = directs.get(plan);
      if (found === undefined) directs.set(plan, (found = directUnaryPlan(plan, input.dtype as DType)));
      if (found === null) return undefined;
      const size = input.size;
      const result = allocResult(found.result, input.shape, size * found.bytes, found.weak, name) as AnyArray;
      if (size > 0 && split === undefined && size < SMALLEST_SPLIT)
        found.run(state.pointer, 1, result[storage].pointer, size);
      else if (size > 0)
        unaryRanges(found.run, state.pointer, found.inBytes, result[storage].pointer, found.bytes, size);
      return result;
    };
    // Plans of array inputs by dtype and parameters (a loop repeats both): a hit skips the planner,
    // the scalars' derivation and the kernel's lookup (its handle stays bound in the plan).
    const plans = new Map<string, Plan>();
    const planned = (input: unknown, values: Values): Plan => {
      const key =
        input instanceof NDArray && input[storage].pointer !== 0
          ? `${nodeOfArray(input)}|${Object.values(values).map(keyOf).join('|')}`
          : undefined;
      const cached = key === undefined ? undefined : plans.get(key);
      if (cached !== undefined) return cached;
      const base = planFor(input);
      const plan = { ...base, kernelHandle: undefined, parameters: scalarsOf[row.name]!(base, values) };
      if (key !== undefined) {
        if (plans.size >= 64) plans.clear();
        plans.set(key, plan);
      }
      return plan;
    };
    return core;
  };
  const [round, nanToNum, angle] = parameterRows.map(define) as [Run, Run, Run];
  return {
    round: (x: unknown, ...rest: unknown[]) => {
      const { decimals = 0 } = positionalOrKeyword('round', rest, ['decimals']);
      if (typeof decimals !== 'number' || !Number.isSafeInteger(decimals))
        throw new TypeError(`round: decimals is an integer, got ${show(decimals)}.`);
      return round(x, { decimals });
    },
    nanToNum: (x: unknown, options?: unknown) =>
      nanToNum(x, checkOptions('nanToNum', options ?? {}, ['nan', 'posinf', 'neginf'])),
    angle: (z: unknown, ...rest: unknown[]) => {
      const { deg = false } = positionalOrKeyword('angle', rest, ['deg']);
      if (typeof deg !== 'boolean') throw new TypeError(`angle: deg is true or false, got ${show(deg)}.`);
      return angle(z, { deg });
    },
  };
}
