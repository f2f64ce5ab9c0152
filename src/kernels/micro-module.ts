// The micro-kernel module: the float32 and float64 tiles of the matrix products (and of the blocked
// LU, Cholesky, QR and Hessenberg, tridiagonal and bidiagonal reductions, whose updates run on
// them), which the kernel module imports as env.micro_f32 and env.micro_f64 (asm/micro-kernel.ts).
// It comes in two builds, carried inside the library (micro-module.generated.ts):
// - fused, where the platform validates relaxed SIMD (Chromium ≥ 114, Node ≥ 22, Deno): each
//   multiply-add is f32x4/f64x2.relaxed_madd, one rounding, which x64 with FMA and arm64 run as one
//   instruction (float32 matmul 1.3× the plain build on one thread here);
// - plain elsewhere (Node 20, Firefox, Safari), or where DTYPE_LATTICE_FMA=off in the environment:
//   the multiply rounded, then the add.
// Both sum each element of C over k in the same order; they differ by the multiplies' roundings, well
// within SPEC §8's K·ε. Every thread runs the same build, so a thread count never changes a bit.
import { FUSED_MICRO_MODULE, PLAIN_MICRO_MODULE } from './micro-module.generated.js';
import { unshared } from './module-bytes.js';
import type { WasmModule } from './source.js';

interface WebAssemblyApi {
  Module: new (bytes: Uint8Array) => WasmModule;
  Instance: new (module: WasmModule, imports: Record<string, Record<string, unknown>>) => { exports: object };
  validate(bytes: Uint8Array): boolean;
}
const scope = globalThis as unknown as {
  WebAssembly: WebAssemblyApi;
  atob(text: string): string;
  process?: { env?: Record<string, string | undefined> };
};

/** The micro-kernels the kernel module imports. */
export interface MicroKernels {
  micro_f32: (...args: number[]) => void;
  micro_f64: (...args: number[]) => void;
}

function decode(base64: string): Uint8Array {
  const text = scope.atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let at = 0; at < text.length; at++) bytes[at] = text.charCodeAt(at);
  return bytes;
}

/**
 * Whether DTYPE_LATTICE_FMA asks for the plain build: 'off' (or '0', 'false'); unset, '', 'auto',
 * 'on', '1' or 'true' leave it to the platform. Any other value is an error, not a guess.
 */
function fusionRefused(): boolean {
  let text: string | undefined;
  try {
    text = scope.process?.env?.DTYPE_LATTICE_FMA;
  } catch {
    return false; // an environment we may not read (Deno without --allow-env)
  }
  const value = (text ?? '').trim().toLowerCase();
  if (['off', '0', 'false'].includes(value)) return true;
  if (['', 'auto', 'on', '1', 'true'].includes(value)) return false;
  throw new RangeError(
    `dtype-lattice: DTYPE_LATTICE_FMA is '${text}'; use 'off' for unfused products, or 'auto' (the default) for fused ones where the platform has relaxed SIMD.`,
  );
}

let chosen: { fused: boolean; bytes: Uint8Array } | undefined;

function choice(): { fused: boolean; bytes: Uint8Array } {
  if (chosen) return chosen;
  const fused = decode(FUSED_MICRO_MODULE);
  if (!fusionRefused() && scope.WebAssembly.validate(fused)) return (chosen = { fused: true, bytes: fused });
  return (chosen = { fused: false, bytes: decode(PLAIN_MICRO_MODULE) });
}

/** Whether the products' multiply-adds are fused here (the fused build validates and is not refused). */
export function fusedMultiplyAdd(): boolean {
  return choice().fused;
}

const compiled = new Map<boolean, WasmModule>();

/** The micro-kernel module compiled for a shared memory (threads) or an unshared one. */
export function microModule(shared: boolean): WasmModule {
  let module = compiled.get(shared);
  if (module === undefined) {
    const { bytes } = choice();
    module = new scope.WebAssembly.Module(shared ? bytes : unshared(bytes));
    compiled.set(shared, module);
  }
  return module;
}

/** The micro-kernels of a compiled micro-kernel module, on `memory` (a thread instantiates its own). */
export function microKernels(module: WasmModule, memory: unknown): MicroKernels {
  return new scope.WebAssembly.Instance(module, { env: { memory } }).exports as MicroKernels;
}
