// The micro-kernel module: the float32 and float64 tiles of the matrix products (asm/micro-kernel.ts),
// which the kernel module imports. scripts/build-wasm.mjs builds it twice, plain and with relaxed SIMD
// (fused multiply-adds), and src/kernels/micro-module.ts gives the kernel module the one the platform
// runs. It has no data and no state: it only reads and writes the memory it is given.
import { microTile } from '../micro-kernel';

export function micro_f32(ap: usize, bp: usize, depth: i32, c: usize, ldc: usize, first: bool): void {
  microTile<f32>(ap, bp, depth, c, ldc, first);
}

export function micro_f64(ap: usize, bp: usize, depth: i32, c: usize, ldc: usize, first: bool): void {
  microTile<f64>(ap, bp, depth, c, ldc, first);
}
