// Entry of the one-off module scripts/exp32-exhaustive.mjs compiles (not part of the kernels): the
// float32-lane exp against the float64 path it falls back to, bit for bit.
import { exp32x4, exp32x4Counted, exp32x4Slow, exp32Fallbacks } from './math';

let differences: u32 = 0;
let firstDifference: u32 = 0;

/** Compares `vectors` vectors of consecutive bit patterns from `start`; returns the differences so far. */
export function compareRange(start: u32, vectors: u32): u32 {
  let x = v128.add<i32>(i32x4.splat(start), i32x4(0, 1, 2, 3));
  for (let i: u32 = 0; i < vectors; i++) {
    const fast = exp32x4Counted(x);
    const slow = exp32x4Slow(x);
    const same = i32x4.eq(fast, slow);
    if (!i32x4.all_true(same)) {
      if (differences == 0) firstDifference = start + (i << 2); // the vector's first bit pattern
      differences += 4 - <u32>popcnt<i32>(v128.bitmask<i32>(same));
    }
    x = v128.add<i32>(x, i32x4.splat(4));
  }
  return differences;
}

export function first(): u32 {
  return firstDifference;
}
export function fallbacks(): i32 {
  return exp32Fallbacks;
}
export function resetFallbacks(): void {
  exp32Fallbacks = 0;
}

/** Runs the counted kernel over `count` (a multiple of 4) float32 values at `input`; returns the fallbacks. */
export function run(input: usize, count: i32): i32 {
  exp32Fallbacks = 0;
  for (let i = 0; i < count; i += 4) exp32x4Counted(v128.load(input + ((<usize>i) << 2)));
  return exp32Fallbacks;
}

export function buffer(bytes: i32): usize {
  return heap.alloc(<usize>bytes);
}

/** The kernels' loop shape (four vectors per iteration) over exp32x4 or its float64 path. */
export function loop(input: usize, out: usize, count: i32, slow: bool): void {
  for (let i = 0; i < count; i += 16) {
    const at = (<usize>i) << 2;
    if (slow) {
      v128.store(out + at, exp32x4Slow(v128.load(input + at)));
      v128.store(out + at + 16, exp32x4Slow(v128.load(input + at + 16)));
      v128.store(out + at + 32, exp32x4Slow(v128.load(input + at + 32)));
      v128.store(out + at + 48, exp32x4Slow(v128.load(input + at + 48)));
    } else {
      v128.store(out + at, exp32x4(v128.load(input + at)));
      v128.store(out + at + 16, exp32x4(v128.load(input + at + 16)));
      v128.store(out + at + 32, exp32x4(v128.load(input + at + 32)));
      v128.store(out + at + 48, exp32x4(v128.load(input + at + 48)));
    }
  }
}
