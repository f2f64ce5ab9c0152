// A jit program: what the passes (src/jit/passes/) make of a trace and src/jit/run.ts runs. Values
// live in slots (the arguments, then the nodes' results); a step reads slots and constants and
// writes slots; a slot is freed after its last use.
import type { DType as RuntimeDType } from '../lattice/dtypes.js';
import type { Lane } from './emit/lanes.js';
import type { ArrayFacts, Ref, Template, TracedNode } from './trace.js';

export type Step =
  | { readonly kind: 'operation'; readonly node: TracedNode; readonly slot: number; readonly frees: readonly number[] }
  | {
      readonly kind: 'fused';
      readonly run: (...pointers: number[]) => void;
      readonly loads: readonly Ref[];
      /** The scalars the loop reads (constants, or scalar arguments), written per call in `lane`'s form. */
      readonly scalars: readonly Ref[];
      readonly lane: Lane;
      /** The slots (nodes) the segment writes, with their facts. */
      readonly stores: readonly (readonly [number, ArrayFacts])[];
      readonly size: number;
      readonly frees: readonly number[];
    }
  | {
      readonly kind: 'blocked';
      /** The arrays read from outside the step (arguments, captured arrays, earlier steps' results). */
      readonly loads: readonly Ref[];
      readonly stores: readonly (readonly [number, ArrayFacts])[];
      readonly size: number;
      /** Elements per block. */
      readonly block: number;
      /** Scratch blocks for the values no later step reads, each `bufferBytes` long. */
      readonly buffers: number;
      readonly bufferBytes: number;
      /** Scalar slots (16 bytes each): for kernel calls and generated loops, in the order of their bases. */
      readonly scalars: readonly ScalarSlot[];
      readonly calls: readonly BlockCall[];
      readonly frees: readonly number[];
      /** A whole-array float sum or mean of one of the step's values, added in the sum kernel's order. */
      readonly reduce?: BlockReduce;
      /**
       * 0, or the length of the rows (the last axis) that the blocks hold whole: a step with
       * reductions over the last axis and their consumers (see RowReduction).
       */
      readonly rowLength: number;
    };

/**
 * A whole-array float sum or mean fused at the end of a blocked step: the step's calls make the
 * reduced operand leaf by leaf (at `source`, a base and scale as a call argument) for
 * src/jit/fused-sum.ts, which adds them in the reduction's own order into the step's last store.
 */
export interface BlockReduce {
  readonly dtype: 'float32' | 'float64';
  readonly mean: boolean;
  readonly source: { readonly base: number; readonly scale: number };
}

/**
 * A scalar operand's slot: its value (a constant, or a scalar argument of the call) written as a
 * kernel reads it (`dtype`, checked and rounded by writeScalar as the operation writes it; `bytes`
 * precomputed for a constant) or as a generated loop reads it (`lane`).
 */
export type ScalarSlot =
  | {
      readonly ref: Ref;
      readonly dtype: RuntimeDType;
      readonly operation: string;
      readonly bytes: Uint8Array | undefined;
    }
  | { readonly ref: Ref; readonly lane: Lane };

/**
 * One call per block: a kernel (binary: a, stride, b, stride, out, count; unary: a, stride, out,
 * count; both return a status), a generated loop (loads…, stores…, count), a row reduction kernel
 * (`rows`: input, row length, rows, out), or the gather kernel repeating each value of a column
 * along its row (`expand`: column, rows, 1, row length, 0, block), or a generated column loop
 * (`column`: full, column, out, rows, row length; see columnModule), or the kernel of exp of the
 * rows shifted by a column, with their sums where the chain sums them (`expColumn`: full, column,
 * out, rows, row length, sums or 0; asm/sums.ts), or the softmax kernel over whole rows
 * (`softmax`: full, out, rows, row length, maxes or 0, sums or 0; asm/sums.ts), or nn's rows kernel
 * (`nnRows`: input, out, 0, rows, row length; asm/nn.ts). Each argument is
 * bases[base] + start · scale, where the bases are, in order: the step's loads, its stores, its
 * scratch blocks and its scalar slots, and `start` counts elements, or rows where `perRow`;
 * `stride` is what a kernel reads it with (0: a scalar).
 */
export interface BlockCall {
  readonly run: (...args: number[]) => number;
  readonly form: 'binary' | 'unary' | 'generated' | 'rows' | 'expand' | 'column' | 'expColumn' | 'softmax' | 'nnRows';
  readonly args: readonly {
    readonly base: number;
    readonly scale: number;
    readonly stride: 0 | 1;
    readonly perRow: boolean;
  }[];
  /** A kernel over the block's rows' values (one per row) rather than its elements. */
  readonly perRow: boolean;
  /** The operation, for a kernel's error status. */
  readonly name: string;
  /** `softmax`: 1 if the row maxima follow its output in `args`, 2 if the row sums do (then last), 3 both. */
  readonly kept: number;
}

export interface Program {
  readonly inputs: number;
  readonly slots: number;
  readonly steps: readonly Step[];
  readonly constants: readonly unknown[];
  readonly output: Template;
  /** The slots the output holds (never freed). */
  readonly outputSlots: ReadonlySet<number>;
}

/** Steps built by kind (read by the tests). */
export const fuseCounts = {
  blockedSteps: 0,
  fusedReductions: 0,
  operationSteps: 0,
  rowReductions: 0,
  columnLoops: 0,
  expColumns: 0,
  softmaxRows: 0,
  nnRows: 0,
};
