// A column loop: a full operand and a column (one value per row) under one binary operation, the
// column's value splatted once per row.
import { laneCodes } from './lanes.js';
import { ByteWriter, moduleOf, op, simdOp, valueType } from './wasm.js';

/** The operations a column loop applies (exact IEEE operations: the kernels' bits in any order). */
export type ColumnOp = 'add' | 'subtract' | 'multiply' | 'divide';

/**
 * The bytes of a module importing `env.memory` and exporting `run(full, column, out, rows,
 * length)`: out[r, c] = full[r, c] op column[r] (or column[r] op full[r, c] with `columnFirst`)
 * over `rows` contiguous rows of `length` values, each row's column value splatted once; a v128
 * loop, then a scalar tail per row. This is what op by op computes with the column repeated along
 * its rows (stridedBinary's blocked form: its gather) and the binary kernel: every element one IEEE operation.
 */
export function columnModule(laneName: 'f32' | 'f64', operation: ColumnOp, columnFirst: boolean): Uint8Array {
  const lane = laneCodes[laneName];
  const log2Bytes = lane.bytes === 8 ? 3 : 2;
  // Parameters 0–4: full, column, out, rows, length. Locals: offset, row end, vector end, end,
  // column pointer (i32); the splatted value (v128); the value (scalar).
  const [full, column, out, rows, length] = [0, 1, 2, 3, 4];
  const [offset, rowEnd, vectorEnd, end, columnPointer, splat, value] = [5, 6, 7, 8, 9, 10, 11];
  const body = new ByteWriter();
  body
    .unsigned(3)
    .unsigned(5)
    .byte(valueType.i32)
    .unsigned(1)
    .byte(valueType.v128)
    .unsigned(1)
    .byte(valueType[lane.scalar]);
  const get = (local: number) => body.byte(op.localGet).unsigned(local);
  const set = (local: number) => body.byte(op.localSet).unsigned(local);
  // end = rows · length << log2; the column pointer starts at the column.
  get(rows);
  get(length);
  body.byte(op.i32Mul).byte(op.i32Const).signed(log2Bytes).byte(op.i32Shl);
  set(end);
  get(column);
  set(columnPointer);
  body.byte(op.block, 0x40, op.loop, 0x40);
  get(offset);
  get(end);
  body.byte(op.i32GeU, op.brIf).unsigned(1);
  // The row's value, once as a scalar and once splatted.
  get(columnPointer);
  body.byte(lane.load).unsigned(log2Bytes).unsigned(0);
  body.byte(op.localTee).unsigned(value).simd(lane.splat);
  set(splat);
  get(offset);
  get(length);
  body.byte(op.i32Const).signed(log2Bytes).byte(op.i32Shl, op.i32Add);
  set(rowEnd);
  get(offset);
  get(length);
  body
    .byte(op.i32Const)
    .signed(-(16 / lane.bytes))
    .byte(op.i32And);
  body.byte(op.i32Const).signed(log2Bytes).byte(op.i32Shl, op.i32Add);
  set(vectorEnd);
  const inner = (vector: boolean): void => {
    body.byte(op.block, 0x40, op.loop, 0x40);
    get(offset);
    get(vector ? vectorEnd : rowEnd);
    body.byte(op.i32GeU, op.brIf).unsigned(1);
    get(out);
    get(offset);
    body.byte(op.i32Add);
    const loadFull = (): void => {
      get(full);
      get(offset);
      body.byte(op.i32Add);
      if (vector) body.simd(simdOp.load).unsigned(0).unsigned(0);
      else body.byte(lane.load).unsigned(log2Bytes).unsigned(0);
    };
    if (columnFirst) {
      get(vector ? splat : value);
      loadFull();
    } else {
      loadFull();
      get(vector ? splat : value);
    }
    if (vector) body.simd(lane.vector[operation]!).simd(simdOp.store).unsigned(0).unsigned(0);
    else body.byte(lane.scalarOps[operation]!).byte(lane.store).unsigned(log2Bytes).unsigned(0);
    get(offset);
    body
      .byte(op.i32Const)
      .signed(vector ? 16 : lane.bytes)
      .byte(op.i32Add);
    set(offset);
    body.byte(op.br).unsigned(0).byte(op.end, op.end);
  };
  inner(true);
  inner(false);
  get(columnPointer);
  body.byte(op.i32Const).signed(lane.bytes).byte(op.i32Add);
  set(columnPointer);
  body.byte(op.br).unsigned(0).byte(op.end, op.end);
  body.byte(op.end);
  return moduleOf(5, body);
}
