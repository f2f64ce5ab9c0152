// The products' two micro-kernel builds (src/kernels/micro-module.ts): fused where relaxed SIMD
// validates, plain elsewhere or under DTYPE_LATTICE_FMA=off. Node 20 has relaxed SIMD behind a flag,
// so each build runs in a child process (test/support/fused-products.mjs) that sets the flag or not.
// float32 is checked bit for bit against each build's order written out in JavaScript: every element
// of C is one chain over k in order, acc = fma(a, b, acc) fused, or acc = round(acc + round(a·b)).
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { fusedMultiplyAdd } from '../src/index.js';
import { FUSED_MICRO_MODULE } from '../src/kernels/micro-module.generated.js';

interface Products {
  a: number[];
  b: number[];
  byThreads: number[][];
}
interface Report {
  fused: boolean;
  products: Record<'float32' | 'float64', Products>;
  /** max |A·x − b| of a solve, |Q·R − A| of a QR and |L·Lᵀ − S| of a Cholesky (float64, 120 × 120). */
  residuals: number[];
}

/** Node on the sources with `args`; the suite's DTYPE_LATTICE_FMA=off (vitest.config.mjs) left out. */
function child(args: string[], env: Record<string, string>) {
  const { DTYPE_LATTICE_FMA: _, ...inherited } = process.env;
  return spawnSync(process.execPath, ['--import', './scripts/src-loader.mjs', ...args], {
    encoding: 'utf8',
    timeout: 120_000,
    maxBuffer: 1 << 26,
    env: { ...inherited, VITEST: '', ...env },
  });
}

function run(flag: boolean, env: Record<string, string> = {}): Report {
  const done = child(['test/support/fused-products.mjs'], { FUSED_TEST_FLAG: flag ? '1' : '0', ...env });
  expect(done.status, done.stderr).toBe(0);
  return JSON.parse(done.stdout) as Report;
}

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);

/** The float32 next to x (a float32) toward +∞ (up) or −∞. */
function nextFloat32(x: number, up: boolean): number {
  if (x === 0) return up ? 2 ** -149 : -(2 ** -149);
  f32[0] = x;
  u32[0]! += x > 0 === up ? 1 : -1;
  return f32[0]!;
}

/** fma(a, b, c) in float32, rounded once: a·b is exact in a double; TwoSum gives the sum's error. */
function fmaFloat32(a: number, b: number, c: number): number {
  const product = a * b;
  const sum = product + c;
  const back = sum - product;
  const error = product - (sum - back) + (c - back);
  const rounded = Math.fround(sum);
  if (error === 0 || rounded === sum) return rounded;
  // sum rounds the exact value the wrong way only where it lies on a tie between two float32s.
  const other = nextFloat32(rounded, sum > rounded);
  if (Math.abs(sum - rounded) !== Math.abs(other - sum)) return rounded;
  return error > 0 === other > rounded ? other : rounded;
}

function chains(products: Products, fused: boolean): number[] {
  const { a, b } = products;
  const depth = 300;
  const rows = a.length / depth;
  const cols = b.length / depth;
  const bits: number[] = [];
  for (let i = 0; i < rows; i++)
    for (let j = 0; j < cols; j++) {
      let acc = 0;
      for (let k = 0; k < depth; k++) {
        const x = a[i * depth + k]!;
        const y = b[k * cols + j]!;
        acc = fused ? fmaFloat32(x, y, acc) : Math.fround(acc + Math.fround(x * y));
      }
      f32[0] = acc;
      bits.push(u32[0]!);
    }
  return bits;
}

/** The float64 products as numbers, from their 32-bit halves. */
function float64s(bits: number[]): Float64Array {
  return new Float64Array(new Uint32Array(bits).buffer);
}

/** Each element's error against the exact sum, over K·ε·Σ|a·b| (SPEC §8's bound: at most 1). */
function worstOfBound(products: Products, result: Float64Array): number {
  const { a, b } = products;
  const depth = 300;
  const cols = b.length / depth;
  let worst = 0;
  for (let i = 0; i < result.length; i++) {
    const [row, col] = [Math.floor(i / cols), i % cols];
    // The exact sum to well past a double: each product split into two doubles (Dekker), summed by TwoSum.
    let high = 0;
    let low = 0;
    let magnitude = 0;
    for (let k = 0; k < depth; k++) {
      const x = a[row * depth + k]!;
      const y = b[k * cols + col]!;
      const p = x * y;
      const split = (v: number): [number, number] => {
        const t = 134217729 * v;
        const hi = t - (t - v);
        return [hi, v - hi];
      };
      const [xh, xl] = split(x);
      const [yh, yl] = split(y);
      const pError = xh * yh - p + xh * yl + xl * yh + xl * yl;
      const sum = high + p;
      const back = sum - high;
      low += high - (sum - back) + (p - back) + pError;
      high = sum;
      magnitude += Math.abs(p);
    }
    worst = Math.max(worst, Math.abs(result[i]! - (high + low)) / (depth * 2 ** -53 * magnitude));
  }
  return worst;
}

describe('fused multiply-add in the products', () => {
  it('is used exactly where the fused build validates (here: WebAssembly.validate, DTYPE_LATTICE_FMA)', () => {
    const bytes = Uint8Array.from(atob(FUSED_MICRO_MODULE), (char) => char.charCodeAt(0));
    const off = ['off', '0', 'false'].includes((process.env.DTYPE_LATTICE_FMA ?? '').toLowerCase());
    const api = (globalThis as unknown as { WebAssembly: { validate(bytes: Uint8Array): boolean } }).WebAssembly;
    expect(fusedMultiplyAdd()).toBe(api.validate(bytes) && !off);
  });

  it('refuses a DTYPE_LATTICE_FMA it does not know, naming the value', () => {
    const script =
      "const m = await import('./src/index.js'); try { m.add(1, 2); } catch (error) { console.log(error.message); }";
    const done = child(['--input-type=module', '-e', script], { DTYPE_LATTICE_FMA: 'fast' });
    expect(done.stdout.trim()).toBe(
      "dtype-lattice: DTYPE_LATTICE_FMA is 'fast'; use 'off' for unfused products, or 'auto' (the default) for fused ones where the platform has relaxed SIMD.",
    );
  });

  it('fused: each float32 element is the fused chain over k, the same bits on 1, 2 and 3 threads', () => {
    const report = run(true);
    expect(report.fused).toBe(true);
    const { float32, float64 } = report.products;
    const fusedBits = chains(float32, true);
    const plainBits = chains(float32, false);
    // The two orders differ on these operands, so the check below tells the builds apart.
    expect(fusedBits.filter((bits, at) => bits !== plainBits[at]).length).toBeGreaterThan(100);
    for (const [index, bits] of float32.byThreads.entries())
      expect(bits, `float32 on ${index + 1} threads (a plain result here: the machine has no FMA?)`).toEqual(fusedBits);
    // float64: the same bits on every thread count, within the bound, and not the plain build's bits.
    expect(float64.byThreads[1]).toEqual(float64.byThreads[0]);
    expect(float64.byThreads[2]).toEqual(float64.byThreads[0]);
    expect(worstOfBound(float64, float64s(float64.byThreads[0]!))).toBeLessThan(1);
    const plain = run(false, { DTYPE_LATTICE_FMA: 'off' });
    expect(plain.products.float64.byThreads[0]).not.toEqual(float64.byThreads[0]);
    // The blocked LU, QR and Cholesky run their updates on the same tiles.
    for (const residual of report.residuals) expect(residual).toBeLessThan(1e-11);
  }, 240_000);

  it('plain (no relaxed SIMD, or DTYPE_LATTICE_FMA=off): each float32 element is round(acc + round(a·b)) over k', () => {
    // Node ≥ 22 validates relaxed SIMD without the flag: DTYPE_LATTICE_FMA=off is what makes it plain there.
    for (const report of [run(false, { DTYPE_LATTICE_FMA: 'off' }), run(true, { DTYPE_LATTICE_FMA: 'off' })]) {
      expect(report.fused).toBe(false);
      const plainBits = chains(report.products.float32, false);
      for (const bits of report.products.float32.byThreads) expect(bits).toEqual(plainBits);
      const { float64 } = report.products;
      expect(float64.byThreads[1]).toEqual(float64.byThreads[0]);
      expect(worstOfBound(float64, float64s(float64.byThreads[0]!))).toBeLessThan(1);
      for (const residual of report.residuals) expect(residual).toBeLessThan(1e-11);
    }
  }, 240_000);
});
