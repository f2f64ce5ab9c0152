// The random family's planner: from (policy, sampler, dtype asked for) to a cached plan holding
// the result dtype (the policy's default where none is asked for), the random bits drawn per
// element and the kernels that draw them. The dtype rules are rows of src/registry/registry.js
// (randomRows, randomFloats); nothing below decides a dtype.
import type { DType } from '../../types/dtype.js';
import { dtypeInfo, integerRange } from '../lattice/dtypes.js';
import { show } from '../errors/messages.js';
import { settle } from '../policy/rules.js';
import type { Policy } from '../policy/policy.js';
import { dtypeRows, randomFloats, randomRows } from '../registry/registry.js';
import { binaryKernel, type BinaryKernel } from '../kernels/elementwise.js';
import {
  randomBitsKernel,
  randomHalfKernels,
  randomNarrowBitsKernel,
  randomNormalKernel,
  randomRandintKernels,
  randomUniformBetweenKernel,
  randomUniformKernel,
  threefryName,
  type RandomBitsKernel,
  type RandomHalfNormalKernel,
  type RandomNormalKernel,
  type RandomRandint32Kernel,
  type RandomRandint64Kernel,
  type RandomUniformBetweenKernel,
  type RandomUniformKernel,
} from '../kernels/random.js';

/** JAX's name of the key implementation (a key's `impl`), which is its kernel's name too. */
export const keyImpl: typeof threefryName = threefryName;

export type RandomSampler = (typeof randomRows)[number]['name'];
export type UintDType = 'uint8' | 'uint16' | 'uint32' | 'uint64';
export type RandintDType = 'int8' | 'int16' | 'int32' | 'int64' | 'uint8' | 'uint16' | 'uint32' | 'uint64';
// The float8 formats JAX's uniform and normal take: the registry's 8-bit narrow floats with a
// zero (not float8_e8m0fnu).
type Float8Row = Extract<
  (typeof dtypeRows)[number],
  { readonly bits: 8; readonly narrow: { readonly mantissa: number } }
>;
export type Float8DType = Exclude<Float8Row, { readonly narrow: { readonly specials: 'e8m0' } }>['name'];
export type UniformDType = (typeof randomFloats)[number]['name'] | Float8DType;

/** A sampler's row: its default dtype kind and the options it takes. */
export function randomRow(sampler: RandomSampler): (typeof randomRows)[number] {
  return rowsByName[sampler];
}
const rowsByName = Object.fromEntries(randomRows.map((row) => [row.name, row])) as unknown as Readonly<
  Record<RandomSampler, (typeof randomRows)[number]>
>;

/** The dtype `sampler` makes under `policy` when none is asked for (looked up once per policy). */
export function defaultDType(policy: Policy, sampler: RandomSampler): DType {
  let defaults = defaultsByPolicy.get(policy);
  if (defaults === undefined) defaultsByPolicy.set(policy, (defaults = new Map()));
  let dtype = defaults.get(sampler);
  if (dtype === undefined) defaults.set(sampler, (dtype = resolveDefault(policy, rowsByName[sampler].default)));
  return dtype;
}
const defaultsByPolicy = new WeakMap<Policy, Map<RandomSampler, DType>>();

function resolveDefault(policy: Policy, kind: 'float' | 'int' | 'uint'): DType {
  const defaultInt = settle(policy.materialize('int')) as DType;
  if (kind === 'float') return settle(policy.materialize('float')) as DType;
  if (kind === 'int') return defaultInt;
  // jnp.uint: the unsigned dtype as wide as the default int.
  const bits = dtypeInfo[defaultInt].bits;
  return dtypeRows.find((row) => row.kind === 'uint' && row.bits === bits && !('narrow' in row))!.name;
}

/** How a float dtype is drawn: JAX's `_uniform` (and normal, bernoulli, Gumbel noise on it). */
export interface UniformPlan {
  readonly dtype: UniformDType;
  /** Mantissa bits: the random bits' top `mantissa` of `width` become the fraction. */
  readonly mantissa: number;
  /** Random bits per element: 8, 16, 32 or 64 (8- and 16-bit ones are the low bits of 32). */
  readonly width: number;
  /**
   * Whether each step (span, product, sum) rounds to the dtype, as ml_dtypes computes the float8
   * formats; otherwise the steps run in float32 (float64 for float64) and round once at the end.
   */
  readonly stepwise: boolean;
  /** The bits kernel: 64-bit for width 64, 32-bit otherwise. */
  readonly bits: RandomBitsKernel;
  /** The fused uniform kernel where the dtype has one (float32, float64). */
  readonly fused: RandomUniformKernel | undefined;
  /** The fused normal kernel (the uniform, then √2·erfinv) where the dtype has a fused uniform. */
  readonly normal: RandomNormalKernel | undefined;
  /**
   * float16 and bfloat16: the uniform between number bounds and the normal in one kernel each,
   * written in the dtype (not float64 values, so not for bernoulli's or Gumbel's draws).
   */
  readonly half: { readonly uniform: RandomUniformKernel; readonly normal: RandomHalfNormalKernel } | undefined;
  /** The uniform between bounds in memory (arrays, one value or row-major), where the dtype has one. */
  readonly between: RandomUniformBetweenKernel | undefined;
  /** `less` in the dtype where a kernel draws the uniform (fused or half): bernoulli's u < p. */
  readonly less: BinaryKernel | undefined;
  /** nextafter(-1, 0) in the dtype: normal's lower bound. */
  readonly lowest: number;
  /** √2 rounded to the dtype (normal's last factor). */
  readonly sqrt2: number;
  /** The dtype's smallest normal number (Gumbel noise's lower bound). */
  readonly tiny: number;
}

/** How `bits` is drawn: `width` bits per element into `dtype`. */
export interface BitsPlan {
  readonly dtype: UintDType;
  readonly width: number;
  /** The bits kernel of the width: it writes the dtype's elements itself. */
  readonly bits: RandomBitsKernel;
}

/** How randint draws: two bit draws on a split key, in `sample`'s width, into `dtype`. */
export interface RandintPlan {
  readonly dtype: RandintDType;
  /** The dtype's own range (8- and 16-bit dtypes clip the bounds to it first). */
  readonly target: { readonly min: bigint; readonly max: bigint };
  /** The range JAX samples in: the dtype's, or int32's for 8- and 16-bit dtypes. */
  readonly sample: { readonly min: bigint; readonly max: bigint };
  /** Bits per draw (32 or 64) and their mask. */
  readonly width: number;
  readonly mask: bigint;
  readonly bits: RandomBitsKernel;
  /** The kernel that draws both and combines them (32-bit draws, or 64-bit ones for width 64). */
  readonly combine: RandomRandint32Kernel | RandomRandint64Kernel;
}

const wideFloats = Object.fromEntries(randomFloats.map((row) => [row.name, row]));
const floatRows: Readonly<
  Record<
    string,
    { readonly mantissa: number; readonly bits: number; readonly tinyExponent: number; readonly kernel: boolean }
  >
> = Object.fromEntries([
  ...randomFloats.map((row) => [row.name, row] as const),
  ...dtypeRows.flatMap((row) =>
    'narrow' in row && row.bits === 8 && 'mantissa' in row.narrow && row.narrow.specials !== 'e8m0'
      ? [
          [
            row.name,
            { mantissa: row.narrow.mantissa, bits: 8, tinyExponent: 1 - row.narrow.bias, kernel: false },
          ] as const,
        ]
      : [],
  ),
]);

/** The float dtypes uniform and normal take, as error messages list them. */
export const uniformDTypeNames = `${randomFloats.map((row) => row.name).join(', ')} or an 8-bit float8 format`;

/** Whether uniform, normal and bernoulli draw in `dtype`. */
export function isUniformDType(dtype: unknown): dtype is UniformDType {
  return typeof dtype === 'string' && Object.hasOwn(floatRows, dtype);
}

const uniformPlans = new Map<string, UniformPlan>();

/**
 * The plan of a float draw in `dtype` (the policy's default float when undefined); a dtype JAX's
 * samplers do not take is a TypeError naming `random.${where}`.
 */
export function planUniform(policy: Policy, dtype: unknown, where: RandomSampler): UniformPlan {
  return uniformPlan(dtype ?? defaultDType(policy, where), where);
}

/** The plan of a float draw in `dtype`, named (no policy default): Gumbel noise, choice's weights. */
export function uniformPlan(asked: unknown, where: RandomSampler): UniformPlan {
  let plan = uniformPlans.get(asked as string);
  if (plan !== undefined) return plan;
  if (!isUniformDType(asked)) {
    const why =
      typeof asked === 'string' && /^float[64]_|^float8_e8m0/.test(asked)
        ? ` (JAX's ${where} takes 8-, 16-, 32- and 64-bit floats with a zero)`
        : '';
    throw new TypeError(
      `random.${where}: dtype must be a float dtype (${uniformDTypeNames}), got ${show(asked)}${why}.`,
    );
  }
  const row = floatRows[asked]!;
  plan = Object.freeze({
    dtype: asked,
    mantissa: row.mantissa,
    width: row.bits,
    stepwise: !Object.hasOwn(wideFloats, asked),
    bits: randomBitsKernel(row.bits === 64 ? 64 : 32),
    fused: row.kernel ? randomUniformKernel(asked) : undefined,
    normal: row.kernel ? randomNormalKernel(asked) : undefined,
    half: randomHalfKernels(asked),
    between: row.kernel ? randomUniformBetweenKernel(asked) : undefined,
    less:
      row.kernel || asked === 'float16' || asked === 'bfloat16'
        ? binaryKernel('less', asked as 'float32' | 'float64' | 'float16' | 'bfloat16')
        : undefined,
    lowest: -1 + 2 ** -(row.mantissa + 1),
    // √2 is no tie and normal in every format: rounding to nearest is rounding its scaled value.
    sqrt2: Math.round(Math.SQRT2 * 2 ** row.mantissa) / 2 ** row.mantissa,
    tiny: 2 ** row.tinyExponent,
  });
  uniformPlans.set(asked, plan);
  return plan;
}

const bitsPlans = new Map<string, BitsPlan>();

/** The plan of `bits` in `dtype` (the policy's default uint when undefined). */
export function planBits(policy: Policy, dtype: unknown): BitsPlan {
  const asked = dtype ?? defaultDType(policy, 'bits');
  let plan = bitsPlans.get(asked as string);
  if (plan !== undefined) return plan;
  const row = typeof asked === 'string' && Object.hasOwn(dtypeInfo, asked) ? dtypeInfo[asked as DType] : undefined;
  if (row === undefined || row.kind !== 'uint' || 'narrow' in row)
    throw new TypeError(
      `random.bits: dtype must be an unsigned integer dtype (uint8, uint16, uint32, uint64), got ${show(asked)}.`,
    );
  plan = Object.freeze({
    dtype: asked as UintDType,
    width: row.bits,
    bits: row.bits < 32 ? randomNarrowBitsKernel(row.bits as 8 | 16) : randomBitsKernel(row.bits as 32 | 64),
  });
  bitsPlans.set(asked as string, plan);
  return plan;
}

const randintPlans = new Map<string, RandintPlan>();

/** The plan of randint in `dtype` (the policy's default int when undefined). */
export function planRandint(policy: Policy, dtype: unknown): RandintPlan {
  return randintPlan(dtype ?? defaultDType(policy, 'randint'), 'randint');
}

/** The plan of randint in `dtype`, named (no policy default), for the public function `where`. */
export function randintPlan(asked: unknown, where: string): RandintPlan {
  let plan = randintPlans.get(asked as string);
  if (plan !== undefined) return plan;
  const row = typeof asked === 'string' && Object.hasOwn(dtypeInfo, asked) ? dtypeInfo[asked as DType] : undefined;
  if (row === undefined || (row.kind !== 'int' && row.kind !== 'uint') || 'narrow' in row)
    throw new TypeError(
      `random.${where}: dtype must be an integer dtype (int8 … int64, uint8 … uint64), got ${show(asked)}.`,
    );
  const target = integerRange(row.name)!;
  // 8- and 16-bit dtypes sample as int32 with the bounds clipped to the dtype (JAX's randint).
  const sample = row.bits < 32 ? integerRange('int32')! : target;
  const width = row.bits < 32 ? 32 : row.bits;
  plan = Object.freeze({
    dtype: row.name as RandintDType,
    target,
    sample,
    width,
    mask: (1n << BigInt(width)) - 1n,
    bits: randomBitsKernel(width === 64 ? 64 : 32),
    combine: width === 64 ? randomRandintKernels().wide : randomRandintKernels().narrow,
  });
  randintPlans.set(row.name, plan);
  return plan;
}

/** randint's bounds as its two draws use them (JAX's arithmetic, clipped to the plan's ranges). */
export interface RandintBounds {
  readonly low: bigint;
  /** hi − lo in the sampled width, or 0 for the full range. */
  readonly span: bigint;
  /** 2^(width/2) squared, modulo span: the weight of the higher draw. */
  readonly multiplier: bigint;
}

/** The bounds of one randint call (minval < maxval, checked by the caller). */
export function randintBounds(plan: RandintPlan, minval: bigint, maxval: bigint): RandintBounds {
  let lo = minval;
  let hi = maxval;
  if (plan.sample !== plan.target) {
    lo = clip(lo, plan.target.min, plan.target.max);
    hi = clip(hi, plan.target.min, plan.target.max + 1n);
  }
  const outOfRange = hi > plan.sample.max;
  lo = clip(lo, plan.sample.min, plan.sample.max);
  hi = clip(hi, plan.sample.min, plan.sample.max);
  let span = (hi - lo) & plan.mask;
  if (hi <= lo) span = 1n;
  else if (outOfRange) span = (span + 1n) & plan.mask;
  // XLA's unsigned arithmetic, as JAX's randint runs it: products wrap at the width, and x rem 0
  // is x. A span that wraps to 0 (the full range, such as 0 and 2^64 for uint64) then leaves the
  // lower draw as it is: every value equally likely.
  const rem = (value: bigint) => (span === 0n ? value : value % span);
  const half = rem(1n << BigInt(plan.width / 2));
  return { low: lo, span, multiplier: rem((half * half) & plan.mask) };
}

function clip(value: bigint, min: bigint, max: bigint): bigint {
  return value < min ? min : value > max ? max : value;
}
