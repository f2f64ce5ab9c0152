// The dtype questions ported code asks: finfo and iinfo (a dtype's limits, derived from its
// registry row's format) and canCast (JAX's lattice order). No arrays are made.
import type { AnyNDArray } from '../../types/ndarray.js';
import type { CanCastFunction, FInfo, FinfoFunction, IInfo, IinfoFunction } from '../../types/dtype-info.js';
import { dtypeInfo, type DType } from '../lattice/dtypes.js';
import { NDArray, checkDType } from '../array/ndarray.js';
import { promoteWith } from '../plan/promote.js';
import { resolvePolicy } from '../policy/policy.js';
import { TypePromotionError } from '../errors/errors.js';
import { checkOptions } from '../errors/options.js';
import { show } from '../errors/messages.js';

interface Format {
  readonly exponent: number;
  readonly mantissa: number;
  readonly bias: number;
  /** As the registry's narrow rows spell them ('ieee', 'fn', 'fnuz', 'none', 'e8m0'). */
  readonly specials: string;
}

// The wide floats' IEEE formats: the registry keeps formats for the narrow floats only (their kernels are generated from them).
const wideFormats: { readonly [name: string]: Format } = {
  bfloat16: { exponent: 8, mantissa: 7, bias: 127, specials: 'ieee' },
  float16: { exponent: 5, mantissa: 10, bias: 15, specials: 'ieee' },
  float32: { exponent: 8, mantissa: 23, bias: 127, specials: 'ieee' },
  float64: { exponent: 11, mantissa: 52, bias: 1023, specials: 'ieee' },
};

/** The dtype a dtype name or an array names; anything else is a TypeError naming `where`. */
function dtypeOf(where: string, value: unknown): DType {
  if (value instanceof NDArray) return (value as AnyNDArray).dtype as DType;
  return checkDType(value, where);
}

/** `value` rounded to the nearest value of `format` (no ties arise for 10^-p). */
function roundTo(value: number, format: Format, minexp: number): number {
  const exponent = Math.max(Math.floor(Math.log2(value)), minexp);
  const quantum = 2 ** (exponent - format.mantissa);
  return Math.round(value / quantum) * quantum;
}

function finfoOf(where: string, value: unknown): FInfo {
  const named = dtypeOf(where, value);
  const { kind, real } = dtypeInfo[named];
  if (kind !== 'float' && kind !== 'complex') {
    const hint = kind === 'bool' ? '' : ' (an integer dtype: iinfo describes it)';
    throw new TypeError(`${where}: '${named}' is not a float or complex dtype${hint}.`);
  }
  const dtype = real as DType;
  const row = dtypeInfo[dtype] as { readonly bits: number; readonly narrow?: Format };
  const format = wideFormats[dtype] ?? row.narrow!;
  const { exponent, mantissa, bias, specials } = format;
  // e8m0 has no subnormals: its exponent field 0 is a value (2^-bias), not zero.
  const minexp = specials === 'e8m0' ? -bias : 1 - bias;
  // The largest finite value's exponent field: the top one is inf/NaN under IEEE rules (and NaN in e8m0).
  const top = 2 ** exponent - 1;
  const field = specials === 'ieee' || specials === 'e8m0' ? top - 1 : top;
  // 'fn' formats spend the all-ones mantissa of the top field on NaN.
  const fraction = mantissa === 0 ? 1 : specials === 'fn' ? 2 - 2 ** (1 - mantissa) : 2 - 2 ** -mantissa;
  const max = fraction * 2 ** (field - bias);
  const tiny = 2 ** minexp;
  const smallestSubnormal = specials === 'e8m0' ? tiny : 2 ** (minexp - mantissa);
  const eps = 2 ** -mantissa;
  // Below 1 the spacing halves, unless 1 is the smallest normal (float6_e2m3fn, float4_e2m1fn): then it is the subnormals'.
  const epsneg = minexp === 0 ? smallestSubnormal : 2 ** -(mantissa + 1);
  // ml_dtypes gives its 8-bit floats one decimal digit (NumPy's floor(-log10(eps)) would say 0), its 6- and 4-bit ones 0.
  const precision = row.bits === 8 ? 1 : Math.floor(-Math.log10(eps));
  const resolution = roundTo(10 ** -precision, format, minexp);
  return Object.freeze({
    dtype,
    bits: row.bits,
    eps,
    epsneg,
    max,
    min: specials === 'e8m0' ? tiny : -max,
    tiny,
    smallestNormal: tiny,
    smallestSubnormal,
    resolution: dtype === 'float64' ? 10 ** -precision : resolution,
    precision,
    maxexp: field - bias + 1,
    minexp,
    nmant: mantissa,
    nexp: exponent,
    iexp: exponent,
    machep: 0 - mantissa, // 0, not −0, for e8m0
    negep: Math.log2(epsneg),
  }) as FInfo;
}

function iinfoOf(where: string, value: unknown): IInfo {
  const dtype = dtypeOf(where, value);
  const { kind, bits } = dtypeInfo[dtype];
  if (kind !== 'int' && kind !== 'uint') {
    const hint = kind === 'float' || kind === 'complex' ? ' (finfo describes it)' : '';
    throw new TypeError(`${where}: '${dtype}' is not an integer dtype${hint}.`);
  }
  const min = kind === 'uint' ? 0n : -(2n ** BigInt(bits - 1));
  const max = (kind === 'uint' ? 2n ** BigInt(bits) : 2n ** BigInt(bits - 1)) - 1n;
  const wide = bits === 64;
  return Object.freeze({
    dtype,
    bits,
    kind,
    min: wide ? min : Number(min),
    max: wide ? max : Number(max),
  }) as IInfo;
}

/**
 * The machine limits of a float dtype (or of a complex dtype's real part; or of an array's dtype), NumPy's
 * `finfo` and ml_dtypes' for bfloat16 and the narrow floats: eps, max, min, tiny (smallestNormal),
 * smallestSubnormal, resolution, precision, bits …, derived from the dtype's format. Integer and
 * bool dtypes are a TypeError (iinfo describes the integers).
 * @example finfo('float16').eps //=> 0.0009765625
 * @example finfo('float8_e4m3fn').max //=> 448
 * @example finfo('complex64').dtype //=> 'float32'
 */
export const finfo: FinfoFunction = ((dtype: unknown) => finfoOf('finfo', dtype)) as never;

/**
 * An integer dtype's range (NumPy's `iinfo`; ml_dtypes' for int2, int4, uint2, uint4): bits, min, max, as
 * numbers, or bigints for int64 and uint64. Other dtypes are a TypeError.
 * @example iinfo('int8').min //=> -128
 * @example iinfo('uint4').max //=> 15
 * @example iinfo('uint64').max //=> 18446744073709551615n
 */
export const iinfo: IinfoFunction = ((dtype: unknown) => iinfoOf('iinfo', dtype)) as never;

const latticeX64 = resolvePolicy({ x64: true });

/**
 * Whether `from` (a dtype or an array's) casts safely to `to`, JAX's lattice read as the order of safe
 * casts (`casting: 'safe'`, the only one taken): `to` is `from` or above it, so promotion would pick
 * it. The lattice is x64's (uint32 lies below int64). JAX's promotion, not NumPy's value table:
 * int64 → float16 is true here, as `add(int64Array, float16Array)` gives float16; a narrow float casts
 * to nothing but itself.
 * @example canCast('int8', 'int16') //=> true
 * @example canCast('uint8', 'int8') //=> false
 * @example canCast('bfloat16', 'float16') //=> false
 */
export const canCast: CanCastFunction = (from: unknown, to: unknown, options?: unknown): boolean => {
  const where = 'canCast';
  const source = dtypeOf(where, from);
  const target = checkDType(to, where);
  const { casting = 'safe' } = checkOptions(where, options, ['casting']) as { casting?: unknown };
  if (casting !== 'safe')
    throw new TypeError(
      `${where}: the option casting must be 'safe' (JAX's lattice order; astype casts unsafely), got ${show(casting)}.`,
    );
  try {
    return promoteWith(latticeX64, source, target) === target;
  } catch (error) {
    if (error instanceof TypePromotionError) return false;
    throw error;
  }
};
