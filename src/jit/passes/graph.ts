// A trace as the passes read it: a node by its ref, what is known of any value (array facts, or a
// JavaScript scalar's value), and the shape relations the patterns test (same shape, a repeated
// row, a column of one value per row; equal shapes are src/shape/broadcast.ts's sameShape).
import type { AnyNDArray } from '../../../types/index.js';
import { NDArray } from '../../array/ndarray.js';
import { factsOf, type ArrayFacts, type Ref, type Trace, type TracedNode } from '../trace.js';

export interface Graph {
  readonly trace: Trace;
  /** The number of arguments: refs from here on are nodes. */
  readonly inputs: number;
  readonly nodes: readonly TracedNode[];
  readonly constants: readonly unknown[];
  /** The node that makes `ref` (a ref ≥ inputs). */
  nodeOf(ref: Ref): TracedNode;
  /** What is known of an array value; undefined for a scalar (or a scalar argument). */
  facts(ref: Ref): ArrayFacts | undefined;
  /** A constant scalar's value; undefined for arrays and arguments. */
  scalarOf(ref: Ref): unknown;
}

export function graphOf(trace: Trace): Graph {
  const inputs = trace.inputs.length;
  const { nodes, constants } = trace;
  const nodeOf = (ref: Ref): TracedNode => nodes[ref - inputs]!;
  return {
    trace,
    inputs,
    nodes,
    constants,
    nodeOf,
    facts(ref) {
      if (ref >= inputs) return nodeOf(ref);
      if (ref >= 0) return trace.inputs[ref];
      const value = constants[-ref - 1];
      return value instanceof NDArray ? factsOf(value as AnyNDArray) : undefined;
    },
    scalarOf: (ref) => (ref < 0 && !(constants[-ref - 1] instanceof NDArray) ? constants[-ref - 1] : undefined),
  };
}

/**
 * Whether `operand` is a row that repeats over `node`'s shape: its shape, leading 1s aside, is the
 * node's trailing axes, and it spans a whole number of 16-byte vectors (so no vector straddles its end).
 */
export function isRow(operand: ArrayFacts, node: ArrayFacts): boolean {
  const shape = operand.shape;
  let leading = 0;
  while (leading < shape.length && shape[leading] === 1) leading += 1;
  const offset = node.shape.length - shape.length;
  if (offset < 0 || operand.size === 0 || node.size % operand.size !== 0) return false;
  for (let axis = leading; axis < shape.length; axis += 1) if (shape[axis] !== node.shape[axis + offset]) return false;
  const bytes = operand.dtype === 'float64' ? 8 : 4;
  return (operand.size * bytes) % 16 === 0;
}

/** Whether `operand` is a column of `node`: the node's shape (left-padded with 1s) with a last axis of 1. */
export function isColumn(operand: ArrayFacts, node: ArrayFacts): boolean {
  const pad = node.shape.length - operand.shape.length;
  if (pad < 0 || node.shape.length === 0) return false;
  const last = node.shape.length - 1;
  for (let axis = 0; axis <= last; axis += 1) {
    const size = axis < pad ? 1 : operand.shape[axis - pad]!;
    if (size !== (axis === last ? 1 : node.shape[axis])) return false;
  }
  return true;
}
