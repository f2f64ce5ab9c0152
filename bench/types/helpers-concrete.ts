// The helpers of test-d/generic-helpers.test-d.ts written with concrete dtypes and shapes (float32,
// [2, 3]; uint8 for the int helper): the twin the generic file's type-checking cost is compared with.
import {
  add,
  divide,
  exp,
  expandDims,
  greater,
  max,
  maximum,
  mean,
  minimum,
  multiply,
  power,
  std,
  subtract,
  sum,
  where,
  type NDArray,
} from 'dtype-lattice';

type F = NDArray<'float32', [2, 3]>;

export function normalize(x: F): F {
  return divide(subtract(x, mean(x)), std(x));
}

export function affine(x: F, y: F): F {
  const a: F = add(x, 1);
  const b: F = subtract(a, 0.5);
  const c: F = multiply(b, y);
  const d: F = divide(c, 2);
  const e: F = maximum(d, 0);
  const f: F = minimum(e, y);
  const g: F = power(f, 2);
  return add(g, x);
}

export function relu(x: F): F {
  return where(greater(x, 0), x, 0);
}

export function softmax(x: F): F {
  const shifted = exp(subtract(x, max(x, { axis: -1, keepdims: true })));
  return divide(shifted, sum(shifted, { axis: -1, keepdims: true }));
}

export function dense(
  x: NDArray<'float32', [2, 3]>,
  w: NDArray<'float32', [3, 5]>,
  b: NDArray<'float32', [5]>,
): NDArray<'float32', [2, 5]> {
  const products = multiply(expandDims(x, -1), expandDims(w, 0));
  return add(sum(products, { axis: 1 }), b);
}

export function maskedMean(x: F, mask: NDArray<'bool', [2, 3]>): NDArray<'float32', []> {
  return divide(sum(where(mask, x, 0)), sum(where(mask, 1, 0)));
}

export function meanSquaredError(prediction: F, target: F): NDArray<'float32', []> {
  return mean(power(subtract(prediction, target), 2));
}

export function shift(x: NDArray<'uint8', [3]>): NDArray<'uint8', [3]> {
  return add(multiply(x, 2), 1);
}
