// Segmenting: a trace becomes a program of steps. Runs of elementwise nodes that the emitter
// covers (same element count, contiguous operands of the node's own dtype, JavaScript scalars)
// become one generated WebAssembly function each; every other node is replayed op by op, as the
// operation function it was traced through. Values live in slots; a slot is freed after its last use.
import type { AnyNDArray } from '../../types/array.js';
import type { DType } from '../../types/dtype.js';
import { NDArray } from '../ndarray.js';
import { memory } from '../wasm/instance.js';
import { fusedOps, segmentModule, type FusedNode, type FusedOperand, type Lane, type LoadKind, type SegmentCode } from './emit.js';
import { collectRefs, factsOf, type ArrayFacts, type Ref, type Template, type Trace, type TracedNode } from './trace.js';

export type Step =
  | { readonly kind: 'operation'; readonly node: TracedNode; readonly slot: number; readonly frees: readonly number[] }
  | {
      readonly kind: 'fused';
      readonly run: (...pointers: number[]) => void;
      readonly loads: readonly Ref[];
      /** The slots (nodes) the segment writes, with their facts. */
      readonly stores: readonly (readonly [number, ArrayFacts])[];
      readonly size: number;
      readonly frees: readonly number[];
    };

export interface Program {
  readonly inputs: number;
  readonly slots: number;
  readonly steps: readonly Step[];
  readonly constants: readonly unknown[];
  readonly output: Template;
  /** The slots the output holds (never freed). */
  readonly outputSlots: ReadonlySet<number>;
}

const laneOf: Partial<Record<DType, Lane>> = { float32: 'f32', float64: 'f64', int32: 'i32', uint32: 'u32' };
/** The dtypes an astype to float32 converts as it loads them. */
const castSources: ReadonlySet<string> = new Set(['uint8', 'int8', 'int32', 'uint32']);

/** Generated functions by their code (a chain met again, in any jitted function, compiles once). */
const compiled = new Map<string, (...pointers: number[]) => void>();
const compiledLimit = 256;
let compiledCount = 0;
export const compileStats = { modules: 0, bytes: 0, milliseconds: 0 };

interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: Record<string, Record<string, unknown>>) => { exports: Record<string, unknown> };
}

function compile(code: SegmentCode): (...pointers: number[]) => void {
  const key = JSON.stringify(code);
  let found = compiled.get(key);
  if (found !== undefined) return found;
  const started = performance.now();
  const bytes = segmentModule(code);
  const api = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;
  // Synchronous compilation of a small module (a few hundred bytes: under every engine's limit),
  // under the same 'wasm-unsafe-eval' policy as the kernels.
  const instance = new api.Instance(new api.Module(bytes), { env: { memory: memory() } });
  found = instance.exports.run as (...pointers: number[]) => void;
  compileStats.modules += 1;
  compileStats.bytes += bytes.length;
  compileStats.milliseconds += performance.now() - started;
  if (compiledCount >= compiledLimit) {
    compiled.delete(compiled.keys().next().value!);
    compiledCount -= 1;
  }
  compiled.set(key, found);
  compiledCount += 1;
  return found;
}

/**
 * Whether `operand` is a row that repeats over `node`'s shape: its shape, leading 1s aside, is the
 * node's trailing axes, and it spans a whole number of 16-byte vectors (so no vector straddles its end).
 */
function isRow(operand: ArrayFacts, node: ArrayFacts): boolean {
  const shape = operand.shape;
  let leading = 0;
  while (leading < shape.length && shape[leading] === 1) leading += 1;
  const offset = node.shape.length - shape.length;
  if (offset < 0 || operand.size === 0 || node.size % operand.size !== 0) return false;
  for (let axis = leading; axis < shape.length; axis += 1) if (shape[axis] !== node.shape[axis + offset]) return false;
  const bytes = operand.dtype === 'float64' ? 8 : 4;
  return (operand.size * bytes) % 16 === 0;
}

function sameShape(left: readonly number[], right: readonly number[]): boolean {
  return left.length === right.length && left.every((size, axis) => size === right[axis]);
}

/** The program of a trace: which nodes fuse, where each value is freed. */
export function buildProgram(trace: Trace): Program {
  const inputs = trace.inputs.length;
  const { nodes, constants } = trace;
  const facts = (ref: Ref): ArrayFacts | undefined => {
    if (ref >= inputs) return nodes[ref - inputs];
    if (ref >= 0) return trace.inputs[ref];
    const value = constants[-ref - 1];
    return value instanceof NDArray ? factsOf(value as AnyNDArray) : undefined;
  };
  // The nodes the output needs, in trace order.
  const outputRefs: Ref[] = [];
  collectRefs(trace.output, outputRefs);
  const needed = new Set<number>();
  const pending = outputRefs.filter((ref) => ref >= inputs);
  while (pending.length > 0) {
    const ref = pending.pop()!;
    if (needed.has(ref)) continue;
    needed.add(ref);
    for (const operand of nodes[ref - inputs]!.operands) if (operand >= inputs) pending.push(operand);
  }
  const order = [...needed].sort((left, right) => left - right);

  const fusable = (node: TracedNode): Lane | undefined => {
    const lane = laneOf[node.dtype];
    if (lane === undefined || !fusedOps[lane].has(node.name) || !node.contiguous) return undefined;
    const cast = node.name === 'astype';
    for (const operand of node.operands) {
      if (!cast && operand < 0 && typeof constants[-operand - 1] === 'number') {
        // An integer lane takes integer scalars only (anything else is the operation's to judge).
        if ((lane === 'i32' || lane === 'u32') && !Number.isInteger(constants[-operand - 1])) return undefined;
        continue;
      }
      const operandFacts = facts(operand);
      if (operandFacts === undefined || !operandFacts.contiguous) return undefined;
      if (!sameShape(operandFacts.shape, node.shape) && (cast || !isRow(operandFacts, node))) return undefined;
      if (cast ? !castSources.has(operandFacts.dtype) : operandFacts.dtype !== node.dtype) return undefined;
    }
    return lane;
  };

  // Group consecutive fusable nodes of one element size and count.
  type Group = { lane: Lane | undefined; refs: number[] };
  const groups: Group[] = [];
  for (const ref of order) {
    const node = nodes[ref - inputs]!;
    const lane = fusable(node);
    const last = groups[groups.length - 1];
    if (lane !== undefined && last?.lane === lane) {
      const first = nodes[last.refs[0]! - inputs]!;
      if (first.size === node.size) {
        last.refs.push(ref);
        continue;
      }
    }
    groups.push({ lane, refs: [ref] });
  }
  // A group of one runs as the operation itself (its kernel is as fast).
  const stepGroups = groups.flatMap((group) => (group.lane !== undefined && group.refs.length > 1 ? [group] : group.refs.map((ref) => ({ lane: undefined, refs: [ref] }))));

  // Last use of each slot, by step.
  const lastUse = new Map<number, number>();
  stepGroups.forEach((group, step) => {
    for (const ref of group.refs) for (const operand of nodes[ref - inputs]!.operands) if (operand >= inputs) lastUse.set(operand, step);
  });
  const outputSlots = new Set(outputRefs.filter((ref) => ref >= 0));

  const steps: Step[] = stepGroups.map((group, step): Step => {
    const inGroup = new Set(group.refs);
    // Slots whose last use is this step (made by an earlier step), plus this step's own unused results.
    const frees: number[] = [];
    for (const [slot, at] of lastUse) if (at === step && slot >= inputs && !outputSlots.has(slot) && !inGroup.has(slot)) frees.push(slot);
    if (group.lane === undefined) {
      const ref = group.refs[0]!;
      return { kind: 'operation', node: nodes[ref - inputs]!, slot: ref, frees };
    }
    const lane = group.lane;
    const loads: Ref[] = [];
    const loadKinds: LoadKind[] = [];
    const rows: number[] = [];
    const scalars: number[] = [];
    const fused: FusedNode[] = group.refs.map((ref) => {
      const node = nodes[ref - inputs]!;
      const operands = node.operands.map((operand): FusedOperand => {
        if (inGroup.has(operand)) return { node: group.refs.indexOf(operand) };
        if (operand < 0 && typeof constants[-operand - 1] === 'number') {
          const value = constants[-operand - 1] as number;
          // As writeScalar stores it: rounded to float32, or the integer's bits.
          scalars.push(lane === 'f32' ? Math.fround(value) : lane === 'f64' ? value : value | 0);
          return { scalar: scalars.length - 1 };
        }
        let index = loads.indexOf(operand);
        if (index < 0) {
          index = loads.push(operand) - 1;
          const operandFacts = facts(operand)!;
          loadKinds.push(operandFacts.dtype === node.dtype ? 'lane' : (operandFacts.dtype as LoadKind));
          rows.push(operandFacts.size === node.size ? 0 : operandFacts.size * (lane === 'f64' ? 8 : 4));
        }
        return { load: index };
      });
      return { op: node.name as FusedNode['op'], operands };
    });
    // Stored: results used by a later step or by the output.
    const storedRefs = group.refs.filter((ref) => outputSlots.has(ref) || (lastUse.get(ref) ?? -1) > step);
    const stores = storedRefs.map((ref) => group.refs.indexOf(ref));
    const run = compile({ lane, loads: loadKinds, rows, scalars, nodes: fused, stores });
    return { kind: 'fused', run, loads, stores: storedRefs.map((ref) => [ref, nodes[ref - inputs]!] as const), size: nodes[group.refs[0]! - inputs]!.size, frees };
  });
  return { inputs, slots: inputs + nodes.length, steps, constants, output: trace.output, outputSlots };
}
