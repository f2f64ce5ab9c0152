// The float64 vector steps the blocked reductions share (asm/linalg-tridiagonal-blocked.ts,
// linalg-bidiagonal-blocked.ts, linalg-hessenberg-blocked.ts): one definition, so that their sums
// keep one order.

@inline export function at(base: usize, index: i32): usize {
  return base + ((<usize>index) << 3);
}
@inline export function get(base: usize, index: i32): f64 {
  return load<f64>(at(base, index));
}
@inline export function put(base: usize, index: i32, value: f64): void {
  store<f64>(at(base, index), value);
}

/** Σ x[k] · y[k] over [0, count), two lanes. */
@inline export function dot(x: usize, y: usize, count: i32): f64 {
  let acc = f64x2.splat(0);
  let k = 0;
  for (; k + 2 <= count; k += 2) {
    const offset = (<usize>k) << 3;
    acc = f64x2.add(acc, f64x2.mul(v128.load(x + offset), v128.load(y + offset)));
  }
  let sum = f64x2.extract_lane(acc, 0) + f64x2.extract_lane(acc, 1);
  for (; k < count; k++) sum += get(x, k) * get(y, k);
  return sum;
}

/** y[0..count) += alpha · x[0..count), two lanes. */
@inline export function axpy(y: usize, x: usize, alpha: f64, count: i32): void {
  const splat = f64x2.splat(alpha);
  let k = 0;
  for (; k + 2 <= count; k += 2) {
    const offset = (<usize>k) << 3;
    v128.store(y + offset, f64x2.add(v128.load(y + offset), f64x2.mul(v128.load(x + offset), splat)));
  }
  for (; k < count; k++) put(y, k, get(y, k) + alpha * get(x, k));
}
