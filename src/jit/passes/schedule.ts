// Schedule: which nodes run, in what order, grouped how. The nodes the output needs (and those that
// may throw for some values) in trace order, nodes that do not feed a blocked run moved before it,
// row regions (reductions over the last axis with their producers and consumers), units (runs of
// one lane a generated loop computes), and groups (the steps to be: replayed operations, generated
// loops, blocked runs, row runs, a blocked run ending in a whole-array sum).
import { collectRefs, type Ref } from '../trace.js';
import {
  blockableNode,
  columnConsumer,
  fusable,
  fusesReduction,
  kernelBlockable,
  nnRowsOf,
  rowReductionOf,
  sameShapeOperands,
  throwsForValues,
} from './classify.js';
import type { Graph } from './graph.js';
import type { Lane } from '../emit/lanes.js';

/** A unit of a segment: a generated loop over several nodes of one lane, or one node. */
export interface Unit {
  readonly lane: Lane | undefined;
  readonly refs: readonly number[];
}

/** A step to be: its units, and for a row run its region, for a blocked run the sum that ends it. */
export interface Group {
  readonly kind: 'operation' | 'fused' | 'blocked' | 'rows';
  readonly units: readonly Unit[];
  readonly reduction?: number;
  readonly region?: number;
}

export interface Schedule {
  readonly groups: readonly Group[];
  /** Each row region's element count and row length, by region. */
  readonly regionRows: readonly { readonly size: number; readonly length: number }[];
  /** The refs of each group (its units' nodes, then its reduction). */
  readonly groupRefs: readonly (readonly number[])[];
  /** The last group that reads each node's value. */
  readonly lastUse: ReadonlyMap<number, number>;
  /** The refs the output holds. */
  readonly outputRefs: readonly Ref[];
}

export function schedule(graph: Graph): Schedule {
  const { inputs, nodeOf } = graph;
  const outputRefs: Ref[] = [];
  collectRefs(graph.trace.output, outputRefs);
  const order = neededOrder(graph, outputRefs);
  const scheduled = blockedRunsWhole(graph, order);
  const { regionOf, regionRows } = rowRegions(graph, scheduled);
  const units = unitsOf(graph, scheduled, regionOf);
  const groups = groupsOf(graph, units, regionOf);
  const groupRefs = groups.map((group) => [
    ...group.units.flatMap((unit) => unit.refs),
    ...(group.reduction === undefined ? [] : [group.reduction]),
  ]);
  const lastUse = new Map<number, number>();
  groupRefs.forEach((refs, step) => {
    for (const ref of refs)
      for (const operand of nodeOf(ref).operands) if (operand >= inputs) lastUse.set(operand, step);
  });
  return { groups, regionRows, groupRefs, lastUse, outputRefs };
}

/**
 * The nodes the output needs, and those that may throw for some values (an integer power), whose
 * errors op by op throws whether or not the result is used: in trace order.
 */
function neededOrder(graph: Graph, outputRefs: readonly Ref[]): number[] {
  const { inputs, nodeOf } = graph;
  const needed = new Set<number>();
  const pending = outputRefs.filter((ref) => ref >= inputs);
  graph.nodes.forEach((node, index) => {
    if (throwsForValues(node)) pending.push(inputs + index);
  });
  while (pending.length > 0) {
    const ref = pending.pop()!;
    if (needed.has(ref)) continue;
    needed.add(ref);
    for (const operand of nodeOf(ref).operands) if (operand >= inputs) pending.push(operand);
  }
  return [...needed].sort((left, right) => left - right);
}

/**
 * The order the steps run in: the trace's, except that a node a blocked run does not feed (a
 * reduction, a value of another size: `std(x) + 1e-5` in a layernorm) moves before that run, so
 * the run stays whole. A node only moves before nodes none of its operands come from.
 */
function blockedRunsWhole(graph: Graph, order: readonly number[]): number[] {
  const { nodeOf } = graph;
  const scheduled: number[] = [];
  let runStart = 0;
  for (const ref of order) {
    const node = nodeOf(ref);
    const run = scheduled.slice(runStart);
    const blockable = blockableNode(graph, node);
    const joins = blockable && (run.length === 0 || nodeOf(run[0]!).size === node.size);
    if (joins) scheduled.push(ref);
    else if (run.length > 0 && !node.operands.some((operand) => run.includes(operand)))
      scheduled.splice(runStart++, 0, ref);
    else {
      scheduled.push(ref);
      runStart = blockable ? scheduled.length - 1 : scheduled.length;
    }
  }
  return scheduled;
}

/**
 * Row regions: consecutive nodes over rows of one length (the last axis) and one element count
 * (reductions over the last axis, elementwise nodes, column consumers), with a reduction among
 * them, run as one step block by block over whole rows, each row's values made, reduced and
 * consumed while the block is in the cache. A reduction alone stays one kernel call, replayed.
 */
function rowRegions(
  graph: Graph,
  scheduled: readonly number[],
): { regionOf: Map<number, number>; regionRows: { size: number; length: number }[] } {
  const regionOf = new Map<number, number>();
  const regionRows: { size: number; length: number }[] = [];
  let current: { size: number; length: number; refs: number[]; reductions: number } | undefined;
  const close = (): void => {
    if (current !== undefined && current.reductions > 0 && current.refs.length > 1) {
      for (const ref of current.refs) regionOf.set(ref, regionRows.length);
      regionRows.push({ size: current.size, length: current.length });
    }
    current = undefined;
  };
  for (const ref of scheduled) {
    const node = graph.nodeOf(ref);
    const reduction = rowReductionOf(graph, node) ?? nnRowsOf(graph, node);
    let key: { size: number; length: number } | undefined;
    if (reduction !== undefined) key = reduction;
    else if (node.shape.length > 0 && node.size > 0 && (blockableNode(graph, node) || columnConsumer(graph, node)))
      key = { size: node.size, length: node.shape[node.shape.length - 1]! };
    if (key === undefined) {
      close();
      continue;
    }
    if (current === undefined || current.size !== key.size || current.length !== key.length) {
      close();
      current = { size: key.size, length: key.length, refs: [], reductions: 0 };
    }
    current.refs.push(ref);
    if (reduction !== undefined) current.reductions += 1;
  }
  close();
  return { regionOf, regionRows };
}

/** Units: runs of consecutive fusable nodes of one lane, count and region become one generated loop. */
function unitsOf(graph: Graph, scheduled: readonly number[], regionOf: ReadonlyMap<number, number>): Unit[] {
  const { nodeOf } = graph;
  const units: Unit[] = [];
  for (const ref of scheduled) {
    const node = nodeOf(ref);
    const lane = fusable(graph, node);
    const last = units[units.length - 1];
    if (
      lane !== undefined &&
      last?.lane === lane &&
      nodeOf(last.refs[0]!).size === node.size &&
      regionOf.get(last.refs[0]!) === regionOf.get(ref)
    ) {
      (last.refs as number[]).push(ref);
      continue;
    }
    units.push({ lane, refs: [ref] });
  }
  return units;
}

/** Whether every node of a unit can run block by block. */
function unitBlockable(graph: Graph, unit: Unit): boolean {
  return unit.refs.every((ref) =>
    unit.lane !== undefined
      ? sameShapeOperands(graph, graph.nodeOf(ref), false)
      : kernelBlockable(graph, graph.nodeOf(ref)),
  );
}

/**
 * Groups: a row region's units form a row run; consecutive blockable units of one element count
 * form a blocked run; a generated loop on its own stays one (rows allowed); anything else runs as
 * its operation. Then a whole-array float sum or mean right after the run that makes its operand
 * joins it.
 */
function groupsOf(graph: Graph, units: readonly Unit[], regionOf: ReadonlyMap<number, number>): Group[] {
  const { nodeOf } = graph;
  const groups: Group[] = [];
  for (let index = 0; index < units.length; ) {
    const unit = units[index]!;
    const region = regionOf.get(unit.refs[0]!);
    if (region !== undefined) {
      let end = index;
      while (end < units.length && regionOf.get(units[end]!.refs[0]!) === region) end += 1;
      groups.push({ kind: 'rows', units: units.slice(index, end), region });
      index = end;
      continue;
    }
    const size = nodeOf(unit.refs[0]!).size;
    let end = index;
    while (end < units.length && unitBlockable(graph, units[end]!) && nodeOf(units[end]!.refs[0]!).size === size)
      end += 1;
    if (end - index >= 2) {
      groups.push({ kind: 'blocked', units: units.slice(index, end) });
      index = end;
      continue;
    }
    if (unit.lane !== undefined && unit.refs.length > 1) groups.push({ kind: 'fused', units: [unit] });
    else for (const ref of unit.refs) groups.push({ kind: 'operation', units: [{ lane: undefined, refs: [ref] }] });
    index += 1;
  }
  for (let index = groups.length - 1; index > 0; index -= 1) {
    const group = groups[index]!;
    const before = groups[index - 1]!;
    if (group.kind !== 'operation' || before.kind === 'rows' || before.reduction !== undefined) continue;
    const ref = group.units[0]!.refs[0]!;
    const producers = before.units.flatMap((unit) => unit.refs);
    if (!fusesReduction(graph, nodeOf(ref), producers) || !before.units.every((unit) => unitBlockable(graph, unit)))
      continue;
    groups.splice(index - 1, 2, { kind: 'blocked', units: before.units, reduction: ref });
  }
  return groups;
}
