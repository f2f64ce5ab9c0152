// Accumulating scatters (scatter's add, multiply, min and max): update k combines the element at
// values + from[k] into the one at target + addresses[k] (byte offsets, i32 each), in k's order,
// for the updates whose target byte offset lies in [low, high). A thread owns a range of the
// target, so repeated indices still accumulate one after another in the index's order, and any cut
// of the target gives the same bits. Integers wrap as the dtype's add and multiply do; float min
// and max propagate NaN and order -0 below +0 (wasm's f32.min, as Math.min); bool's add and max
// are OR, its multiply and min AND (min and max of 0 and 1).

const ADD = 0;
const MULTIPLY = 1;
const MIN = 2;
const MAX = 3;

@inline function combine<T>(kind: i32, left: T, right: T): T {
  if (kind == ADD) return left + right;
  if (kind == MULTIPLY) return left * right;
  if (kind == MIN) return min<T>(left, right);
  return max<T>(left, right);
}

@inline function accumulate<T>(
  kind: i32,
  target: usize,
  addresses: usize,
  values: usize,
  from: usize,
  count: i32,
  low: i32,
  high: i32,
): void {
  for (let k = 0; k < count; k++) {
    const at = load<i32>(addresses + ((<usize>k) << 2));
    if (at < low || at >= high) continue;
    const to = target + <usize>at;
    const given = load<T>(values + <usize>load<i32>(from + ((<usize>k) << 2)));
    store<T>(to, combine<T>(kind, load<T>(to), given));
  }
}

/** The update of `kind` (0 add, 1 multiply, 2 min, 3 max) for one dtype's storage type. */
@inline function run<T>(
  kind: i32,
  target: usize,
  addresses: usize,
  values: usize,
  from: usize,
  count: i32,
  low: i32,
  high: i32,
): void {
  // One loop per kind: the kind is a constant inside each.
  if (kind == ADD) accumulate<T>(ADD, target, addresses, values, from, count, low, high);
  else if (kind == MULTIPLY) accumulate<T>(MULTIPLY, target, addresses, values, from, count, low, high);
  else if (kind == MIN) accumulate<T>(MIN, target, addresses, values, from, count, low, high);
  else accumulate<T>(MAX, target, addresses, values, from, count, low, high);
}

export function scatter_accumulate_bool(
  kind: i32,
  target: usize,
  addresses: usize,
  values: usize,
  from: usize,
  count: i32,
  low: i32,
  high: i32,
): void {
  // OR for add and max, AND for multiply and min: on 0 and 1, max and min.
  const bit = kind == ADD || kind == MAX ? MAX : MIN;
  run<u8>(bit, target, addresses, values, from, count, low, high);
}
export function scatter_accumulate_int8(
  kind: i32,
  target: usize,
  addresses: usize,
  values: usize,
  from: usize,
  count: i32,
  low: i32,
  high: i32,
): void {
  run<i8>(kind, target, addresses, values, from, count, low, high);
}
export function scatter_accumulate_uint8(
  kind: i32,
  target: usize,
  addresses: usize,
  values: usize,
  from: usize,
  count: i32,
  low: i32,
  high: i32,
): void {
  run<u8>(kind, target, addresses, values, from, count, low, high);
}
export function scatter_accumulate_int16(
  kind: i32,
  target: usize,
  addresses: usize,
  values: usize,
  from: usize,
  count: i32,
  low: i32,
  high: i32,
): void {
  run<i16>(kind, target, addresses, values, from, count, low, high);
}
export function scatter_accumulate_uint16(
  kind: i32,
  target: usize,
  addresses: usize,
  values: usize,
  from: usize,
  count: i32,
  low: i32,
  high: i32,
): void {
  run<u16>(kind, target, addresses, values, from, count, low, high);
}
export function scatter_accumulate_int32(
  kind: i32,
  target: usize,
  addresses: usize,
  values: usize,
  from: usize,
  count: i32,
  low: i32,
  high: i32,
): void {
  run<i32>(kind, target, addresses, values, from, count, low, high);
}
export function scatter_accumulate_uint32(
  kind: i32,
  target: usize,
  addresses: usize,
  values: usize,
  from: usize,
  count: i32,
  low: i32,
  high: i32,
): void {
  run<u32>(kind, target, addresses, values, from, count, low, high);
}
export function scatter_accumulate_int64(
  kind: i32,
  target: usize,
  addresses: usize,
  values: usize,
  from: usize,
  count: i32,
  low: i32,
  high: i32,
): void {
  run<i64>(kind, target, addresses, values, from, count, low, high);
}
export function scatter_accumulate_uint64(
  kind: i32,
  target: usize,
  addresses: usize,
  values: usize,
  from: usize,
  count: i32,
  low: i32,
  high: i32,
): void {
  run<u64>(kind, target, addresses, values, from, count, low, high);
}
export function scatter_accumulate_float32(
  kind: i32,
  target: usize,
  addresses: usize,
  values: usize,
  from: usize,
  count: i32,
  low: i32,
  high: i32,
): void {
  run<f32>(kind, target, addresses, values, from, count, low, high);
}
export function scatter_accumulate_float64(
  kind: i32,
  target: usize,
  addresses: usize,
  values: usize,
  from: usize,
  count: i32,
  low: i32,
  high: i32,
): void {
  run<f64>(kind, target, addresses, values, from, count, low, high);
}
