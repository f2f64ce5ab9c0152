// How arrays print: JAX-style repr with the shortest decimals that read back.
import type { AnyNDArray } from '../types/array.js';
import { dtypeInfo, type DType } from './dtypes.js';
import { shapeText } from './messages.js';
import { isComplexScalar } from './values.js';

/** Like JAX's repr: `NDArray([1, 2], dtype=int16)`, with `weak_type=True` for weak arrays. */
export function formatArray(array: AnyNDArray): string {
  if (array.disposed) return `NDArray(disposed, dtype=${array.dtype}, shape=${shapeText(array.shape)})`;
  const weak = array.weakType ? ', weak_type=True' : '';
  const bits = dtypeInfo[array.dtype as DType].bits;
  const single = array.dtype === 'float32' || array.dtype === 'complex64' || bits === 16;
  return `NDArray(${formatValue(array.toArray(), single)}, dtype=${array.dtype}${weak})`;
}

function formatValue(value: unknown, single: boolean): string {
  if (Array.isArray(value)) return `[${value.map((inner) => formatValue(inner, single)).join(', ')}]`;
  if (isComplexScalar(value)) {
    const sign = value.im < 0 || Object.is(value.im, -0) ? '-' : '+';
    return `${formatNumber(value.re, single)}${sign}${formatNumber(Math.abs(value.im), single)}j`;
  }
  return typeof value === 'number' ? formatNumber(value, single) : String(value);
}

/** The shortest decimal that reads back as the same value (at float32 precision for `single`). */
function formatNumber(value: number, single: boolean): string {
  if (Object.is(value, -0)) return '-0';
  if (!single || !Number.isFinite(value)) return String(value);
  for (let digits = 1; digits < 17; digits += 1) {
    const text = value.toPrecision(digits);
    if (Math.fround(Number(text)) === value) return String(Number(text));
  }
  return String(value);
}
