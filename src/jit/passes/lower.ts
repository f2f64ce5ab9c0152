// Lower: each scheduled group becomes a step of the program. A replayed operation stays its node; a
// generated loop becomes its segment's code, compiled; a blocked or row run becomes the calls one
// block makes (kernels through their handles: the node's plan's kernel, the casts, the rows
// reductions, the gather, the softmax and exp-of-column kernels; generated loops), with the
// arguments placed in loads, stores, scratch blocks and scalar slots.
import type { DType } from '../../../types/dtype.js';
import { itemSize, type DType as RuntimeDType } from '../../lattice/dtypes.js';
import { castElements } from '../../memory/casts.js';
import { writeScalar } from '../../memory/values.js';
import { scalarDescription } from '../../execute/words.js';
import { kernelOf } from '../../execute/common.js';
import { binaryKernel, type KernelDtype } from '../../kernels/elementwise.js';
import { memory, scalarSlot } from '../../kernels/heap.js';
import { expColumnKernel, softmaxRowsKernel } from '../../kernels/jit.js';
import { gatherKernel } from '../../kernels/strided-copy.js';
import { compileColumn, compileSegment } from '../compile.js';
import type { ColumnOp } from '../emit/column.js';
import type { FusedNode, FusedOperand, LoadKind, SegmentCode } from '../emit/segment.js';
import { sumLeaf, wholeOperand } from '../fused-sum.js';
import { fuseCounts, type BlockCall, type BlockReduce, type ScalarSlot, type Step } from '../program.js';
import type { Ref } from '../trace.js';
import { columnLoopOf, nnRowsOf, rowReductionOf } from './classify.js';
import type { Graph } from './graph.js';
import { expOfColumn, softmaxOf, type StepView } from './patterns.js';
import type { Schedule, Unit } from './schedule.js';

/**
 * The bytes each value of a blocked step gets per block: a few blocks of intermediates stay in
 * the L2 cache, and a kernel call's fixed cost is small against a block's work.
 */
const blockBytes = 16384;
const blockOf = (widest: number): number => Math.max(16, Math.floor(blockBytes / widest / 16) * 16);

/** The steps of a schedule, with the slots each frees after it runs. */
export function lower(graph: Graph, plan: Schedule, inputScalars: ReadonlySet<Ref>): Step[] {
  const { inputs, nodeOf } = graph;
  const { groupRefs, lastUse } = plan;
  const outputSlots = new Set(plan.outputRefs.filter((ref) => ref >= 0));
  return plan.groups.map((group, step): Step => {
    const inGroup = new Set(groupRefs[step]);
    // Slots whose last use is this step (made by an earlier step).
    const frees: number[] = [];
    for (const [slot, at] of lastUse)
      if (at === step && slot >= inputs && !outputSlots.has(slot) && !inGroup.has(slot)) frees.push(slot);
    // Stored: results used by a later step or by the output.
    const isStored = (ref: number): boolean => outputSlots.has(ref) || (lastUse.get(ref) ?? -1) > step;
    if (group.kind === 'operation') {
      const ref = group.units[0]!.refs[0]!;
      fuseCounts.operationSteps += 1;
      // A replayed operation whose result nothing uses (run for its errors, as op by op would throw
      // them) is freed as soon as it has run: no later step's last use would free it.
      if (!isStored(ref)) frees.push(ref);
      return { kind: 'operation', node: nodeOf(ref), slot: ref, frees };
    }
    if (group.kind === 'fused') {
      const unit = group.units[0]!;
      const loads: Ref[] = [];
      const scalars: Ref[] = [];
      const code = unitCode(graph, unit, loads, scalars, isStored, true);
      return {
        kind: 'fused',
        run: compileSegment(code),
        loads,
        scalars,
        lane: code.lane,
        stores: unit.refs.filter(isStored).map((ref) => [ref, nodeOf(ref)] as const),
        size: nodeOf(unit.refs[0]!).size,
        frees,
      };
    }
    const rows = group.kind === 'rows' ? plan.regionRows[group.region!] : undefined;
    return blockedStep(graph, group.units, isStored, frees, inputScalars, group.reduction, rows);
  });
}

/**
 * The generated loop of a unit: its operands from outside the unit become loads (pushed to
 * `loads`, which may already hold earlier units' refs), scalars constants, and the nodes that
 * `stored` selects its stores.
 */
function unitCode(
  graph: Graph,
  unit: Unit,
  loads: Ref[],
  scalarRefs: Ref[],
  stored: (ref: number) => boolean,
  rowsAllowed: boolean,
): SegmentCode {
  const { constants, nodeOf } = graph;
  const lane = unit.lane!;
  const own: Ref[] = [];
  const loadKinds: LoadKind[] = [];
  const rows: number[] = [];
  const scalars: number[] = [];
  const fused: FusedNode[] = unit.refs.map((ref) => {
    const node = nodeOf(ref);
    const operands = node.operands.map((operand): FusedOperand => {
      if (unit.refs.includes(operand)) return { node: unit.refs.indexOf(operand) };
      if (operand < 0 && typeof constants[-operand - 1] === 'number') {
        const value = constants[-operand - 1] as number;
        // As writeScalar stores it: rounded to float32, or the integer's bits.
        scalars.push(lane === 'f32' ? Math.fround(value) : lane === 'f64' ? value : value | 0);
        scalarRefs.push(operand);
        return { scalar: scalars.length - 1 };
      }
      let index = own.indexOf(operand);
      if (index < 0) {
        index = own.push(operand) - 1;
        const operandFacts = graph.facts(operand)!;
        loadKinds.push(
          operandFacts.dtype === node.dtype
            ? 'lane'
            : operandFacts.dtype === 'bool'
              ? 'bool'
              : (operandFacts.dtype as LoadKind),
        );
        rows.push(!rowsAllowed || operandFacts.size === node.size ? 0 : operandFacts.size * (lane === 'f64' ? 8 : 4));
      }
      return { load: index };
    });
    return { op: node.primitive as FusedNode['op'], operands };
  });
  loads.push(...own);
  const stores = unit.refs.filter(stored).map((ref) => unit.refs.indexOf(ref));
  return { lane, loads: loadKinds, rows, scalars, nodes: fused, stores };
}

/** The widest item (bytes) a blocked step over `refs` holds in a block. */
function widestOf(graph: Graph, refs: readonly number[]): number {
  let widest = 1;
  for (const ref of refs) {
    const node = graph.nodeOf(ref);
    widest = Math.max(widest, itemSize(node.dtype), node.plan === undefined ? 1 : itemSize(node.plan.compute));
    for (const operand of node.operands) {
      const facts = graph.facts(operand);
      if (facts !== undefined) widest = Math.max(widest, itemSize(facts.dtype));
    }
  }
  return widest;
}

type Placed = { kind: 0 | 1 | 2 | 3; index: number; scale: number; stride: 0 | 1; perRow: boolean };
type PlacedCall = {
  run: BlockCall['run'];
  form: BlockCall['form'];
  args: Placed[];
  name: string;
  perRow?: boolean;
  kept?: number;
};

/**
 * Units run block by block: each kernel or generated loop over one block of every operand, the
 * values no later step needs kept in scratch blocks, the rest written into their arrays. With a
 * `reduction` (a node of fusesReduction), its operand is kept whole and summed at the end, the
 * reduction's result the last store; with `rows`, blocks hold whole rows.
 */
function blockedStep(
  graph: Graph,
  stepUnits: readonly Unit[],
  isStoredLater: (ref: number) => boolean,
  frees: number[],
  inputScalars: ReadonlySet<Ref>,
  reduction?: number,
  rows?: { readonly size: number; readonly length: number },
): Step {
  const { nodeOf } = graph;
  const refs = stepUnits.flatMap((unit) => unit.refs);
  const inStep = new Set(refs);
  const size = rows?.size ?? nodeOf(refs[0]!).size;
  // A fused sum's operand: kept whole where the sum reads it whole (freed after the step unless
  // something else reads it).
  const summed = reduction === undefined ? undefined : nodeOf(reduction).operands[0]!;
  const whole = wholeOperand ? summed : undefined;
  if (whole !== undefined && !isStoredLater(whole)) frees.push(whole);
  const isStored = (ref: number): boolean => isStoredLater(ref) || ref === whole;
  const storedRefs = refs.filter(isStored);
  if (reduction !== undefined) storedRefs.push(reduction);
  const external: Ref[] = [];
  const scalars: ScalarSlot[] = [];
  const buffers = new Map<number, number>();
  let widest = widestOf(graph, refs);
  for (const ref of refs) {
    const found = rows === undefined ? undefined : rowReductionOf(graph, nodeOf(ref));
    if (found !== undefined) widest = Math.max(widest, itemSize(found.compute as RuntimeDType));
  }
  // Whole rows per block (at least one); a fused sum's leaf at least.
  const block =
    rows === undefined
      ? Math.max(blockOf(widest), reduction === undefined ? 0 : sumLeaf)
      : Math.max(1, Math.floor(blockOf(widest) / rows.length)) * rows.length;
  // A value of one element per row (a reduction's, a column's), addressed by row.
  const perRow = (ref: Ref): boolean =>
    rows !== undefined && graph.facts(ref)!.size !== size && graph.facts(ref)!.size * rows.length === size;
  // A scratch block per value no later step reads, and per operand cast for a kernel.
  let bufferCount = 0;
  for (const ref of refs) if (!isStored(ref)) buffers.set(ref, bufferCount++);
  // Arguments name a base by kind (external array, stored result, scratch block, scalar slot)
  // and index; the bases are laid out in that order once the counts are known.
  const newBuffer = (): Placed => ({ kind: 2, index: bufferCount++, scale: 0, stride: 1, perRow: false });
  const scalarArgument = (): Placed => ({ kind: 3, index: scalars.length - 1, scale: 0, stride: 0, perRow: false });
  const place = (ref: Ref): Placed => {
    if (inStep.has(ref)) {
      const buffer = buffers.get(ref);
      if (buffer !== undefined) return { kind: 2, index: buffer, scale: 0, stride: 1, perRow: false };
      const scale = itemSize(nodeOf(ref).dtype);
      return { kind: 1, index: storedRefs.indexOf(ref), scale, stride: 1, perRow: perRow(ref) };
    }
    let index = external.indexOf(ref);
    if (index < 0) index = external.push(ref) - 1;
    const operandFacts = graph.facts(ref)!;
    if (perRow(ref)) return { kind: 0, index, scale: itemSize(operandFacts.dtype), stride: 1, perRow: true };
    // A single element against a larger result: read with stride 0.
    if (operandFacts.size === 1 && size > 1) return { kind: 0, index, scale: 0, stride: 0, perRow: false };
    return { kind: 0, index, scale: itemSize(operandFacts.dtype), stride: 1, perRow: false };
  };
  const calls: PlacedCall[] = [];
  const castCall = (from: DType, to: DType, input: Placed, output: Placed, name: string, byRow = false): void => {
    calls.push({ run: castRoutine(from, to), form: 'unary', args: [input, output], name, perRow: byRow });
  };
  const view: StepView = { units: stepUnits, refs, isStored, reduction };
  for (let unitIndex = 0; unitIndex < stepUnits.length; unitIndex += 1) {
    const unit = stepUnits[unitIndex]!;
    const first = nodeOf(unit.refs[0]!);
    const nnRows = rows === undefined ? undefined : nnRowsOf(graph, first);
    if (nnRows !== undefined) {
      // nn.softmax / nn.logSoftmax: nn's rows kernel over the block's rows, as nn runs it.
      calls.push({
        run: nnRows.kernel,
        form: 'nnRows',
        args: [place(first.operands[0]!), place(unit.refs[0]!)],
        name: first.primitive,
      });
      fuseCounts.nnRows += 1;
      continue;
    }
    const softmax = rows === undefined ? undefined : softmaxOf(graph, view, unitIndex);
    if (softmax !== undefined) {
      // max, exp(x - max), sum, divide: one kernel call per block of rows, each row in the L1 cache throughout.
      // The row maxima and sums are written only where something else reads them.
      const { max, sum, divide, subtract } = softmax;
      const readBeyond = (ref: number, reader: number): boolean =>
        isStored(ref) || refs.some((other) => other !== reader && nodeOf(other).operands.includes(ref));
      const [keepMax, keepSum] = [readBeyond(max, subtract), readBeyond(sum, divide)];
      const args = [place(nodeOf(max).operands[0]!), place(divide)];
      if (keepMax) args.push(place(max));
      if (keepSum) args.push(place(sum));
      const kept = (keepMax ? 1 : 0) | (keepSum ? 2 : 0);
      calls.push({ run: softmaxRowsKernel(), form: 'softmax', args, name: 'exp', kept });
      fuseCounts.softmaxRows += 1;
      unitIndex += 4;
      continue;
    }
    const shifted = rows === undefined ? undefined : expOfColumn(graph, view, unitIndex);
    if (shifted !== undefined) {
      // exp(full - column) in one kernel call per block of rows, the rows' sums with it if the chain sums them.
      const args = [place(first.operands[0]!), place(first.operands[1]!), place(shifted.exp)];
      if (shifted.sum !== undefined) args.push(place(shifted.sum));
      calls.push({ run: expColumnKernel(), form: 'expColumn', args, name: 'exp' });
      fuseCounts.expColumns += 1;
      unitIndex += shifted.sum === undefined ? 1 : 2;
      continue;
    }
    const rowReduction = rows === undefined ? undefined : rowReductionOf(graph, first);
    if (rowReduction !== undefined) {
      // The rows kernel over the block's rows, in the compute dtype, as op by op reduces.
      const ref = unit.refs[0]!;
      const operand = first.operands[0]!;
      const { compute } = rowReduction;
      let input = place(operand);
      if (graph.facts(operand)!.dtype !== compute) {
        const cast = newBuffer();
        castCall(graph.facts(operand)!.dtype, compute, input, cast, first.primitive);
        input = cast;
      }
      const result = place(ref);
      const target = first.dtype === compute ? result : newBuffer();
      calls.push({ run: rowReduction.kernel, form: 'rows', args: [input, target], name: first.primitive });
      if (rowReduction.mean) {
        // The sums divided by the row length written in the compute dtype (reductions.ts's divideBy).
        const bytes = scalarBytes(rowReduction.length, compute as RuntimeDType, first.primitive);
        scalars.push({ ref: operand, dtype: compute as RuntimeDType, operation: first.primitive, bytes });
        calls.push({
          run: binaryKernel('divide', compute as KernelDtype),
          form: 'binary',
          args: [target, scalarArgument(), target],
          name: first.primitive,
          perRow: true,
        });
      }
      if (target !== result) castCall(compute, first.dtype, target, result, first.primitive, true);
      fuseCounts.rowReductions += 1;
      continue;
    }
    const column = rows === undefined ? undefined : columnLoopOf(graph, first);
    if (column !== undefined) {
      // A generated loop over the block's rows: the column's value splatted once per row.
      calls.push({
        run: compileColumn(column.lane, first.primitive as ColumnOp, column.columnFirst),
        form: 'column',
        args: [place(first.operands[column.columnFirst ? 1 : 0]!), place(column.column), place(unit.refs[0]!)],
        name: first.primitive,
      });
      fuseCounts.columnLoops += 1;
      continue;
    }
    if (unit.lane === undefined) {
      const plan = first.plan;
      if (plan === undefined) {
        // A cast (astype), as op by op casts.
        castCall(
          graph.facts(first.operands[0]!)!.dtype,
          first.dtype,
          place(first.operands[0]!),
          place(unit.refs[0]!),
          first.primitive,
        );
        continue;
      }
      const args = first.operands.map((operand): Placed => {
        const scalar = graph.scalarOf(operand);
        if (scalar !== undefined) {
          const bytes = inputScalars.has(operand) ? undefined : scalarBytes(scalar, plan.compute, first.primitive);
          scalars.push({ ref: operand, dtype: plan.compute, operation: first.primitive, bytes });
          return scalarArgument();
        }
        const from = graph.facts(operand)!.dtype;
        if (perRow(operand)) {
          // A column: its values repeated along their rows into a scratch block (the blocked executor's gather).
          const expanded = newBuffer();
          calls.push({
            run: gatherKernel(itemSize(from)) as unknown as (...args: number[]) => number, // returns nothing; the step ignores it
            form: 'expand',
            args: [place(operand), expanded],
            name: first.primitive,
          });
          return expanded;
        }
        if (from === plan.compute) return place(operand);
        // Cast into a scratch block of its own first.
        const buffer = newBuffer();
        castCall(from, plan.compute, place(operand), buffer, first.primitive);
        return buffer;
      });
      args.push(place(unit.refs[0]!));
      calls.push({
        run: kernelOf<BlockCall['run']>(plan),
        form: first.operands.length === 2 ? 'binary' : 'unary',
        args,
        name: first.primitive,
      });
      continue;
    }
    // A generated loop stores what later steps, later units of this step or the fused sum read.
    const readLater = (ref: number): boolean =>
      isStored(ref) ||
      ref === summed ||
      refs.some((other) => !unit.refs.includes(other) && nodeOf(other).operands.includes(ref));
    const loads: Ref[] = [];
    const scalarRefs: Ref[] = [];
    const code = unitCode(graph, unit, loads, scalarRefs, readLater, false);
    const args = [...loads.map(place), ...code.stores.map((index) => place(unit.refs[index]!))];
    // The loop's scalars in consecutive slots; it takes the first one's address.
    if (scalarRefs.length > 0) args.push({ kind: 3, index: scalars.length, scale: 0, stride: 0, perRow: false });
    for (const ref of scalarRefs) scalars.push({ ref, lane: code.lane });
    calls.push({ run: compileSegment(code), form: 'generated', args, name: first.primitive });
  }
  const offsets = [
    0,
    external.length,
    external.length + storedRefs.length,
    external.length + storedRefs.length + bufferCount,
  ];
  const base = (placed: Placed): number => offsets[placed.kind]! + placed.index;
  fuseCounts.blockedSteps += 1;
  let reduce: BlockReduce | undefined;
  if (reduction !== undefined) {
    const node = nodeOf(reduction);
    const source = place(summed!);
    reduce = {
      dtype: node.dtype as 'float32' | 'float64',
      mean: node.primitive === 'mean',
      source: { base: base(source), scale: source.scale },
    };
    fuseCounts.fusedReductions += 1;
  }
  return {
    reduce,
    rowLength: rows?.length ?? 0,
    kind: 'blocked',
    loads: external,
    stores: storedRefs.map((ref) => [ref, nodeOf(ref)] as const),
    size,
    block,
    buffers: bufferCount,
    bufferBytes: block * widest,
    scalars,
    calls: calls.map(({ run, form, args, name, perRow: byRow, kept }) => ({
      run,
      form,
      name,
      perRow: byRow === true,
      kept: kept ?? 0,
      args: args.map((placed) => ({
        base: base(placed),
        scale: placed.scale,
        stride: placed.stride,
        perRow: placed.perRow,
      })),
    })),
    frees,
  };
}

/** The cast op by op makes (castElements: direct, or through an intermediate dtype) as a unary kernel that never fails. */
function castRoutine(from: DType, to: DType): BlockCall['run'] {
  return (input: number, _stride: number, out: number, count: number) => {
    castElements(from as RuntimeDType, to as RuntimeDType, input, out, count);
    return 0;
  };
}

/** A scalar operand's bytes as the operation writes it for its kernel (16 bytes: any dtype). */
function scalarBytes(value: unknown, dtype: RuntimeDType, operation: string): Uint8Array {
  const slot = scalarSlot();
  writeScalar(value, dtype, slot, scalarDescription(operation));
  return new Uint8Array(memory().buffer, slot, 16).slice();
}
