// The code of one fused segment: a v128 main loop and a scalar tail over contiguous operands of one
// element size.
// Each operation is emitted as the kernel in asm/ computes it (asm/arithmetic.ts, asm/unary.ts),
// so the results are the kernels' bit for bit: IEEE add/sub/mul/div/sqrt, NumPy's maximum and
// minimum (NaN wins; on equal inputs, ±0 included, the second operand), wrapping integers, and
// where's select of bits (asm's where copies the chosen element's bits, NaN payloads included).
import { laneCodes, type Lane } from './lanes.js';
import { ByteWriter, moduleOf, op, simdOp, valueType } from './wasm.js';

/** The operations a segment may contain. */
export type FusedOp =
  | 'add'
  | 'subtract'
  | 'multiply'
  | 'divide'
  | 'maximum'
  | 'minimum'
  | 'negative'
  | 'abs'
  | 'sqrt'
  | 'square'
  | 'astype'
  | 'positive'
  | 'real'
  | 'conjugate'
  | 'where';

/**
 * How a pointer is read: as the lane type, or as integers converted to float32 on the way in (an
 * `astype` to float32, exact for 8-bit sources and rounded to nearest even for 32-bit ones, as the
 * cast kernels in asm/cast.ts convert), or as bool bytes made lane masks (where's condition, in a
 * 4-byte lane: all ones where the byte is not 0; in the scalar loop the byte, as the lane's bits).
 */
export type LoadKind = 'lane' | 'uint8' | 'int8' | 'int32' | 'uint32' | 'bool';

/** The dtypes a load converts to float32 (an `astype` to float32 of them fuses). */
export const convertedLoads: ReadonlySet<string> = new Set<LoadKind>(['uint8', 'int8', 'int32', 'uint32']);

/** An operand of a fused node: a value loaded from memory, another node of the segment, or a scalar. */
export type FusedOperand = { readonly load: number } | { readonly node: number } | { readonly scalar: number };

export interface FusedNode {
  readonly op: FusedOp;
  readonly operands: readonly FusedOperand[];
}

export interface SegmentCode {
  readonly lane: Lane;
  /** The pointers read (parameters 0 … loads.length − 1), and how. */
  readonly loads: readonly LoadKind[];
  /**
   * Per load, 0 for an operand of the segment's shape, or the bytes of a row it repeats (a bias
   * row: trailing axes of the shape, a multiple of 16 bytes), read again from its start each time.
   */
  readonly rows: readonly number[];
  /**
   * The scalars' values, as the caller writes them for each call: 16 bytes apart from the pointer
   * parameter that follows the stores' (present when there are scalars). The generated code does
   * not depend on them, so a chain compiles once whatever its constants.
   */
  readonly scalars: readonly number[];
  readonly nodes: readonly FusedNode[];
  /** The nodes stored to memory, in the order of their pointer parameters (after the loads'). */
  readonly stores: readonly number[];
}

/**
 * The bytes of a module importing `env.memory` and exporting `run(loads…, stores…, scalars?,
 * count)`, which computes the segment over `count` elements.
 */
export function segmentModule(code: SegmentCode): Uint8Array {
  const lane = laneCodes[code.lane];
  const float = code.lane === 'f32' || code.lane === 'f64';
  const loads = code.loads.length;
  const parameters = loads + code.stores.length + (code.scalars.length > 0 ? 1 : 0) + 1;
  const countParameter = parameters - 1;
  const scalarsParameter = parameters - 2;
  // Locals after the parameters: offset, vector end, end; then v128 (loads, scalars, nodes); then
  // the scalar type (loads, scalars, nodes).
  const offset = parameters;
  const vectorEnd = parameters + 1;
  const end = parameters + 2;
  const values = loads + code.scalars.length + code.nodes.length;
  const rowOffset = (index: number) => parameters + 3 + index;
  const vectorBase = parameters + 3 + loads;
  const scalarBase = vectorBase + values;
  const loadLocal = (base: number, index: number) => base + index;
  const scalarLocal = (base: number, index: number) => base + loads + index;
  const nodeLocal = (base: number, index: number) => base + loads + code.scalars.length + index;
  const log2Bytes = lane.bytes === 8 ? 3 : 2;

  const body = new ByteWriter();
  body
    .unsigned(3)
    .unsigned(3 + loads)
    .byte(valueType.i32)
    .unsigned(values)
    .byte(valueType.v128)
    .unsigned(values)
    .byte(valueType[lane.scalar]);
  // Scalars: read once from their slots, into one local of the lane type and one splatted.
  code.scalars.forEach((_, index) => {
    body
      .byte(op.localGet)
      .unsigned(scalarsParameter)
      .byte(lane.load)
      .unsigned(log2Bytes)
      .unsigned(16 * index);
    body.byte(op.localSet).unsigned(scalarLocal(scalarBase, index));
    body
      .byte(op.localGet)
      .unsigned(scalarLocal(scalarBase, index))
      .simd(lane.splat)
      .byte(op.localSet)
      .unsigned(scalarLocal(vectorBase, index));
  });
  // vectorEnd = (count & −lanes) << log2Bytes; end = count << log2Bytes.
  body
    .byte(op.localGet)
    .unsigned(countParameter)
    .byte(op.i32Const)
    .signed(-(16 / lane.bytes))
    .byte(op.i32And);
  body.byte(op.i32Const).signed(log2Bytes).byte(op.i32Shl).byte(op.localSet).unsigned(vectorEnd);
  body
    .byte(op.localGet)
    .unsigned(countParameter)
    .byte(op.i32Const)
    .signed(log2Bytes)
    .byte(op.i32Shl)
    .byte(op.localSet)
    .unsigned(end);

  // A node used once (or only stored) is emitted where it is used, so its value stays on the
  // operand stack (the baseline compiler keeps that in registers); others go through a local.
  // Operands that an emitted operation reads more than once (maximum, square) count as such.
  const uses = code.nodes.map(() => 0);
  for (const node of code.nodes) {
    const weight = node.op === 'maximum' || node.op === 'minimum' ? 3 : node.op === 'square' ? 2 : 1;
    for (const operand of node.operands) if ('node' in operand) uses[operand.node]! += weight;
  }
  const storedCount = code.nodes.map((_, index) => code.stores.filter((stored) => stored === index).length);
  const inline = code.nodes.map(
    (_, index) => (uses[index] === 1 && storedCount[index] === 0) || (uses[index] === 0 && storedCount[index] === 1),
  );

  const loop = (vector: boolean, copies = 1): void => {
    const base = vector ? vectorBase : scalarBase;
    const get = (operand: FusedOperand): void => {
      if ('node' in operand && inline[operand.node]) {
        emitNode(operand.node);
        return;
      }
      const local =
        'load' in operand
          ? loadLocal(base, operand.load)
          : 'node' in operand
            ? nodeLocal(base, operand.node)
            : scalarLocal(base, operand.scalar);
      body.byte(op.localGet).unsigned(local);
    };
    const instruction = (name: string): void => {
      if (vector) body.simd(lane.vector[name]!);
      else body.byte(lane.scalarOps[name]!);
    };
    function emitNode(index: number): void {
      const node = code.nodes[index]!;
      const [left, right] = node.operands as [FusedOperand, FusedOperand];
      switch (node.op) {
        case 'where': {
          // bitselect(x, y, mask) / select(x, y, byte ≠ 0): the chosen operand's bits.
          const [condition, chosen, other] = node.operands as [FusedOperand, FusedOperand, FusedOperand];
          get(chosen);
          get(other);
          get(condition);
          if (vector) body.simd(simdOp.bitselect);
          else {
            if (lane.scalar === 'f32') body.byte(op.i32ReinterpretF32);
            else if (lane.scalar === 'f64') body.byte(op.i64ReinterpretF64, op.i32WrapI64);
            body.byte(op.select);
          }
          break;
        }
        case 'astype':
          // The conversion happened as the operand was loaded.
          get(left);
          break;
        case 'positive':
        case 'real':
        case 'conjugate':
          // A real element itself (lanes.ts's identities: the operand has the node's dtype).
          get(left);
          break;
        case 'square':
          get(left);
          get(left);
          instruction('multiply');
          break;
        case 'negative':
          if (!vector && !float) {
            body.byte(op.i32Const).signed(0);
            get(left);
            body.byte(op.i32Sub);
          } else {
            get(left);
            instruction('negative');
          }
          break;
        case 'maximum':
        case 'minimum': {
          const order = node.op === 'maximum' ? 'gt' : 'lt';
          if (vector && !float) {
            get(left);
            get(right);
            instruction(node.op);
          } else if (vector) {
            // bitselect(left, right, (left ≷ right) | (left ≠ left)), as asm/arithmetic.ts's Maximum.
            get(left);
            get(right);
            get(left);
            get(right);
            instruction(order);
            get(left);
            get(left);
            instruction('ne');
            body.simd(simdOp.or).simd(simdOp.bitselect);
          } else {
            get(left);
            get(right);
            get(left);
            get(right);
            instruction(order);
            if (float) {
              get(left);
              get(left);
              instruction('ne');
              body.byte(op.i32Or);
            }
            body.byte(op.select);
          }
          break;
        }
        default:
          get(left);
          if (right !== undefined) get(right);
          instruction(node.op);
      }
    }
    // Every load first: a store may write where a load reads (into(out) with out an argument).
    body.byte(op.block, 0x40, op.loop, 0x40);
    // Unrolled: the loop runs while two vectors are left (offset + 16 < vectorEnd).
    body.byte(op.localGet).unsigned(offset);
    if (copies === 2) body.byte(op.i32Const).signed(16).byte(op.i32Add);
    body
      .byte(op.localGet)
      .unsigned(vector ? vectorEnd : end)
      .byte(op.i32GeU, op.brIf)
      .unsigned(1);
    for (let copy = 0; copy < copies; copy += 1) {
      code.loads.forEach((kind, index) => {
        const narrow = kind === 'uint8' || kind === 'int8' || kind === 'bool';
        // A byte source advances a quarter (an eighth) as fast as the float32 (float64) offset.
        body
          .byte(op.localGet)
          .unsigned(index)
          .byte(op.localGet)
          .unsigned(code.rows[index]! > 0 ? rowOffset(index) : offset);
        if (narrow) body.byte(op.i32Const).signed(log2Bytes).byte(op.i32ShrU);
        body.byte(op.i32Add);
        if (kind === 'lane') {
          if (vector) body.simd(simdOp.load).unsigned(0).unsigned(0);
          else body.byte(lane.load).unsigned(log2Bytes).unsigned(0);
        } else if (kind === 'bool') {
          // Four (two) bytes widened to four i32 (two i64) lanes, then compared with 0: a mask for bitselect.
          if (vector && lane.bytes === 8) {
            body.simd(simdOp.load16Splat).unsigned(0).unsigned(0);
            body.simd(simdOp.i16x8ExtendLowI8x16U).simd(simdOp.i32x4ExtendLowI16x8U).simd(simdOp.i64x2ExtendLowI32x4U);
            body.byte(op.i32Const).signed(0).simd(simdOp.i32x4Splat).simd(simdOp.i64x2Ne);
          } else if (vector) {
            body.simd(simdOp.load32Zero).unsigned(0).unsigned(0);
            body.simd(simdOp.i16x8ExtendLowI8x16U).simd(simdOp.i32x4ExtendLowI16x8U);
            body.byte(op.i32Const).signed(0).simd(simdOp.i32x4Splat).simd(simdOp.i32x4Ne);
          } else {
            body.byte(op.i32Load8U).unsigned(0).unsigned(0);
            // Kept in a local of the lane's type: a float lane holds the byte as its bits.
            if (lane.scalar === 'f32') body.byte(op.f32ReinterpretI32);
            else if (lane.scalar === 'f64') body.byte(op.i64ExtendI32U, op.f64ReinterpretI64);
          }
        } else if (vector) {
          if (narrow) {
            const signed = kind === 'int8';
            body.simd(simdOp.load32Zero).unsigned(0).unsigned(0);
            body
              .simd(signed ? simdOp.i16x8ExtendLowI8x16S : simdOp.i16x8ExtendLowI8x16U)
              .simd(signed ? simdOp.i32x4ExtendLowI16x8S : simdOp.i32x4ExtendLowI16x8U);
          } else body.simd(simdOp.load).unsigned(0).unsigned(0);
          // Every 8-bit value and int32 converts as signed; uint32 as unsigned.
          body.simd(kind === 'uint32' ? simdOp.f32x4ConvertI32x4U : simdOp.f32x4ConvertI32x4S);
        } else {
          if (kind === 'uint8') body.byte(op.i32Load8U).unsigned(0).unsigned(0);
          else if (kind === 'int8') body.byte(op.i32Load8S).unsigned(0).unsigned(0);
          else body.byte(op.i32Load).unsigned(2).unsigned(0);
          body.byte(kind === 'uint32' ? op.f32ConvertI32U : op.f32ConvertI32S);
        }
        body.byte(op.localSet).unsigned(loadLocal(base, index));
      });
      code.nodes.forEach((_, index) => {
        if (inline[index]) return;
        emitNode(index);
        body.byte(op.localSet).unsigned(nodeLocal(base, index));
      });
      code.stores.forEach((node, index) => {
        body
          .byte(op.localGet)
          .unsigned(loads + index)
          .byte(op.localGet)
          .unsigned(offset)
          .byte(op.i32Add);
        if (inline[node]) emitNode(node);
        else body.byte(op.localGet).unsigned(nodeLocal(base, node));
        if (vector) body.simd(simdOp.store).unsigned(0).unsigned(0);
        else body.byte(lane.store).unsigned(log2Bytes).unsigned(0);
      });
      body
        .byte(op.localGet)
        .unsigned(offset)
        .byte(op.i32Const)
        .signed(vector ? 16 : lane.bytes)
        .byte(op.i32Add)
        .byte(op.localSet)
        .unsigned(offset);
      // A row's offset wraps to its start at its end.
      code.rows.forEach((rowBytes, index) => {
        if (rowBytes === 0) return;
        body
          .byte(op.localGet)
          .unsigned(rowOffset(index))
          .byte(op.i32Const)
          .signed(vector ? 16 : lane.bytes)
          .byte(op.i32Add)
          .byte(op.localTee)
          .unsigned(rowOffset(index));
        body
          .byte(op.i32Const)
          .signed(rowBytes)
          .byte(op.i32GeU, op.if, 0x40, op.i32Const)
          .signed(0)
          .byte(op.localSet)
          .unsigned(rowOffset(index))
          .byte(op.end);
      });
    }
    body.byte(op.br).unsigned(0).byte(op.end, op.end);
  };
  // Two vectors an iteration while two are left (as the hand-written ceiling loops), then one, then lanes.
  loop(true, 2);
  loop(true);
  loop(false);
  body.byte(op.end);
  return moduleOf(parameters, body);
}
