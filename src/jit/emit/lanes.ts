// The lanes a generated loop computes in, and each lane's opcodes: what the emitter can compute
// for a lane (`emits`), which the fuser asks of the registry's operations.
import { op } from './wasm.js';

/** The element types a segment computes in. */
export type Lane = 'f32' | 'f64' | 'i32' | 'u32';

interface LaneCodes {
  bytes: number;
  scalar: 'i32' | 'f32' | 'f64';
  load: number;
  store: number;
  splat: number;
  vector: Partial<Record<string, number>>;
  scalarOps: Partial<Record<string, number>>;
}

export const laneCodes: Record<Lane, LaneCodes> = {
  f32: {
    bytes: 4,
    scalar: 'f32',
    load: op.f32Load,
    store: op.f32Store,
    splat: 0x13,
    vector: {
      abs: 0xe0,
      negative: 0xe1,
      sqrt: 0xe3,
      add: 0xe4,
      subtract: 0xe5,
      multiply: 0xe6,
      divide: 0xe7,
      gt: 0x44,
      lt: 0x43,
      ne: 0x42,
    },
    scalarOps: {
      abs: 0x8b,
      negative: 0x8c,
      sqrt: 0x91,
      add: 0x92,
      subtract: 0x93,
      multiply: 0x94,
      divide: 0x95,
      gt: 0x5e,
      lt: 0x5d,
      ne: 0x5c,
    },
  },
  f64: {
    bytes: 8,
    scalar: 'f64',
    load: op.f64Load,
    store: op.f64Store,
    splat: 0x14,
    vector: {
      abs: 0xec,
      negative: 0xed,
      sqrt: 0xef,
      add: 0xf0,
      subtract: 0xf1,
      multiply: 0xf2,
      divide: 0xf3,
      gt: 0x4a,
      lt: 0x49,
      ne: 0x48,
    },
    scalarOps: {
      abs: 0x99,
      negative: 0x9a,
      sqrt: 0x9f,
      add: 0xa0,
      subtract: 0xa1,
      multiply: 0xa2,
      divide: 0xa3,
      gt: 0x64,
      lt: 0x63,
      ne: 0x62,
    },
  },
  i32: {
    bytes: 4,
    scalar: 'i32',
    load: op.i32Load,
    store: op.i32Store,
    splat: 0x11,
    vector: { negative: 0xa1, add: 0xae, subtract: 0xb1, multiply: 0xb5, minimum: 0xb6, maximum: 0xb8 },
    scalarOps: { add: 0x6a, subtract: 0x6b, multiply: 0x6c, gt: 0x4a, lt: 0x48 },
  },
  u32: {
    bytes: 4,
    scalar: 'i32',
    load: op.i32Load,
    store: op.i32Store,
    splat: 0x11,
    vector: { negative: 0xa1, add: 0xae, subtract: 0xb1, multiply: 0xb5, minimum: 0xb7, maximum: 0xb9 },
    scalarOps: { add: 0x6a, subtract: 0x6b, multiply: 0x6c, gt: 0x4b, lt: 0x49 },
  },
};

/** The bytes of `value` as the generated code reads a scalar of `lane` (see SegmentCode.scalars). */
export function writeLaneScalar(view: DataView, pointer: number, lane: Lane, value: number): void {
  if (lane === 'f32') view.setFloat32(pointer, value, true);
  else if (lane === 'f64') view.setFloat64(pointer, value, true);
  else view.setInt32(pointer, value | 0, true);
}

/** The operations that are the element itself on a real dtype (their kernels copy its bits). */
export const identities: ReadonlySet<string> = new Set(['positive', 'real', 'conjugate']);

/**
 * Whether the emitter computes operation `name` in `lane` as its kernel does: an opcode of the lane,
 * or one it composes (square: multiply; maximum and minimum of floats: compare and select, NaN
 * first), a cast loaded as float32 (`astype`, float32 only), where's select of bits and the
 * identities on a real lane (positive, real, conjugate).
 */
export function emits(lane: Lane, name: string): boolean {
  const codes = laneCodes[lane];
  if (name === 'where') return true;
  if (name === 'astype') return lane === 'f32';
  // The element itself where it is real (the fuser gives these an operand of the node's dtype only:
  // real of a complex array is its kernel's, asm/parts.ts).
  if (identities.has(name)) return true;
  if (name === 'square') return codes.vector.multiply !== undefined;
  if (name === 'maximum' || name === 'minimum')
    return codes.vector[name] !== undefined || (codes.vector.gt !== undefined && codes.vector.ne !== undefined);
  return codes.vector[name] !== undefined;
}

/** Whether a column loop (./column.ts) applies binary operation `name` in `lane`: one opcode each way. */
export function columnEmits(lane: Lane, name: string): boolean {
  const codes = laneCodes[lane];
  return (lane === 'f32' || lane === 'f64') && codes.vector[name] !== undefined && codes.scalarOps[name] !== undefined;
}
