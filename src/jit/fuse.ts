// Fusion: a trace becomes a program of steps, pass by pass (src/jit/passes/). classify says what
// each node is to the fuser, schedule orders and groups the nodes, patterns are the rewrite rules
// of row steps, lower makes each group a step. Runs of elementwise nodes that the emitter covers
// (same element count, contiguous operands of the node's own dtype, JavaScript scalars) become one
// generated WebAssembly function each; other elementwise runs go block by block through the
// kernels, and a whole-array float sum or mean joins the run that makes its operand; reductions
// over the last axis run with their chain (producers, column consumers) block by block over whole
// rows; every other node is replayed op by op, as the operation function it was traced through.
import type { Program } from './program.js';
import { graphOf } from './passes/graph.js';
import { lower } from './passes/lower.js';
import { schedule } from './passes/schedule.js';
import type { Ref, Trace } from './trace.js';

/** The program of a trace: which nodes fuse, where each value is freed. */
export function buildProgram(trace: Trace, inputScalars: ReadonlySet<Ref> = new Set()): Program {
  const graph = graphOf(trace);
  const scheduled = schedule(graph);
  const steps = lower(graph, scheduled, inputScalars);
  return {
    inputs: graph.inputs,
    slots: graph.inputs + graph.nodes.length,
    steps,
    constants: trace.constants,
    output: trace.output,
    outputSlots: new Set(scheduled.outputRefs.filter((ref) => ref >= 0)),
  };
}
