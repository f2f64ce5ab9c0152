// The WebAssembly binary format, as much of it as jit's generated loops use: a byte writer with
// LEB128 numbers, the opcodes, and the one module shape (import env.memory, export run).

export const valueType = { i32: 0x7f, f32: 0x7d, f64: 0x7c, v128: 0x7b } as const;

/** Growing bytes with LEB128 writers. */
export class ByteWriter {
  bytes: number[] = [];
  byte(...values: number[]): this {
    for (const value of values) this.bytes.push(value);
    return this;
  }
  unsigned(value: number): this {
    do {
      let next = value & 0x7f;
      value >>>= 7;
      if (value !== 0) next |= 0x80;
      this.bytes.push(next);
    } while (value !== 0);
    return this;
  }
  signed(value: number): this {
    for (;;) {
      const next = value & 0x7f;
      value >>= 7;
      if ((value === 0 && (next & 0x40) === 0) || (value === -1 && (next & 0x40) !== 0)) {
        this.bytes.push(next);
        return this;
      }
      this.bytes.push(next | 0x80);
    }
  }
  name(text: string): this {
    this.unsigned(text.length);
    for (let index = 0; index < text.length; index += 1) this.bytes.push(text.charCodeAt(index));
    return this;
  }
  /** A section or function body: its size, then its bytes. */
  sized(inner: ByteWriter): this {
    this.unsigned(inner.bytes.length);
    for (const value of inner.bytes) this.bytes.push(value);
    return this;
  }
  simd(opcode: number): this {
    return this.byte(0xfd).unsigned(opcode);
  }
}

// Opcodes (WebAssembly core and SIMD specifications).
export const op = {
  block: 0x02,
  loop: 0x03,
  br: 0x0c,
  brIf: 0x0d,
  end: 0x0b,
  select: 0x1b,
  localGet: 0x20,
  localSet: 0x21,
  localTee: 0x22,
  if: 0x04,
  i32Load: 0x28,
  f32Load: 0x2a,
  f64Load: 0x2b,
  i32Store: 0x36,
  f32Store: 0x38,
  f64Store: 0x39,
  i32Const: 0x41,
  f32Const: 0x43,
  f64Const: 0x44,
  i32GeU: 0x4f,
  i32Add: 0x6a,
  i32Sub: 0x6b,
  i32Mul: 0x6c,
  i32And: 0x71,
  i32Or: 0x72,
  i32Shl: 0x74,
  i32ShrU: 0x76,
  i32Load8S: 0x2c,
  i32Load8U: 0x2d,
  f32ConvertI32S: 0xb2,
  f32ConvertI32U: 0xb3,
  i32ReinterpretF32: 0xbc,
  f32ReinterpretI32: 0xbe,
  i32WrapI64: 0xa7,
  i64ExtendI32U: 0xad,
  i64ReinterpretF64: 0xbd,
  f64ReinterpretI64: 0xbf,
} as const;
export const simdOp = {
  load: 0x00,
  store: 0x0b,
  load32Zero: 0x5c,
  and: 0x4e,
  or: 0x50,
  bitselect: 0x52,
  i16x8ExtendLowI8x16S: 0x87,
  i16x8ExtendLowI8x16U: 0x89,
  i32x4ExtendLowI16x8S: 0xa7,
  i32x4ExtendLowI16x8U: 0xa9,
  f32x4ConvertI32x4S: 0xfa,
  f32x4ConvertI32x4U: 0xfb,
  i32x4Splat: 0x11,
  i32x4Ne: 0x38,
  load16Splat: 0x08,
  i64x2ExtendLowI32x4U: 0xc9,
  i64x2Ne: 0xd7,
} as const;

/**
 * A module importing `env.memory` (shared, as the kernels' memory is where threads run; the kernel
 * door unshares the import where it is not) and exporting `run`, of `parameters` i32 parameters and `body`.
 */
export function moduleOf(parameters: number, body: ByteWriter): Uint8Array {
  const module = new ByteWriter().byte(0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00);
  const types = new ByteWriter().unsigned(1).byte(0x60).unsigned(parameters);
  for (let index = 0; index < parameters; index += 1) types.byte(valueType.i32);
  types.unsigned(0);
  module.byte(1).sized(types);
  module
    .byte(2)
    .sized(new ByteWriter().unsigned(1).name('env').name('memory').byte(0x02, 0x03).unsigned(0).unsigned(65536));
  module.byte(3).sized(new ByteWriter().unsigned(1).unsigned(0));
  module.byte(7).sized(new ByteWriter().unsigned(1).name('run').byte(0x00).unsigned(0));
  module.byte(10).sized(new ByteWriter().unsigned(1).sized(body));
  return new Uint8Array(module.bytes);
}
