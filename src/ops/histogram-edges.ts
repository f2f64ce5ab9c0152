// NumPy's evenly spaced histogram edges (np.linspace over the range), shared by histogram,
// histogramBinEdges and histogram2d: where the range is the data's own min and max, NumPy's
// linspace runs in the data's float dtype (those scalars'), each step rounded there; a range given
// as numbers runs in float64. The edges come back as float64 numbers of those values.
import { dtypeCode, type DType } from '../lattice/dtypes.js';
import { allocArray, castArray, storage } from '../array/ndarray.js';
import { elementView } from '../kernels/heap.js';

/** Numbers rounded to a dtype's values, each as one operation of that dtype rounds its result. */
export type Rounding = (values: number[]) => number[];

/** float64 arithmetic, or any dtype whose linspace NumPy runs in float64. */
export const unrounded: Rounding = (values) => values;

/**
 * `dtype`'s rounding: float32 by Math.fround, float16 and bfloat16 by a cast there and back (a
 * float64 result rounded once more is the narrow dtype's correctly rounded one: 53 ≥ 2p + 2 bits);
 * float64 and the rest none.
 */
export function rounding(dtype: DType, name: string): Rounding {
  if (dtype === 'float32') return (values) => values.map(Math.fround);
  if (dtype !== 'float16' && dtype !== 'bfloat16') return unrounded;
  return (values) => {
    const wide = allocArray('float64', [values.length], false, name);
    try {
      (elementView(dtypeCode('float64'), wide[storage].pointer, values.length) as Float64Array).set(values);
      const narrow = castArray(wide, dtype, false, name);
      try {
        const back = castArray(narrow, 'float64', false, name);
        try {
          return [...(elementView(dtypeCode('float64'), back[storage].pointer, values.length) as Float64Array)];
        } finally {
          back.dispose();
        }
      } finally {
        narrow.dispose();
      }
    } finally {
      wide.dispose();
    }
  };
}

/**
 * `bins` equal bins over [first, last] as NumPy's histogram makes them: an empty range widened by
 * 0.5 each way, then linspace (delta = last − first, step = delta / bins, edge i = i · step +
 * first, or i / bins · delta where the step underflows to 0; the last edge is `last`), every step
 * rounded by `round`.
 */
export function evenEdges(first: number, last: number, bins: number, round: Rounding): Float64Array {
  if (first === last) [first, last] = round([first - 0.5, last + 0.5]) as [number, number];
  const [delta] = round([last - first]) as [number];
  const [step] = round([delta / bins]) as [number];
  let edges = Array.from({ length: bins + 1 }, (_, index) => (step === 0 ? index / bins : index * step));
  if (step === 0) edges = round(edges).map((value) => value * delta);
  edges = round(round(edges).map((value) => value + first));
  edges[bins] = last;
  return Float64Array.from(edges);
}
