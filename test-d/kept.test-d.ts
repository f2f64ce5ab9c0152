// The generated kept-dtype tables (types/kept.generated.ts, from the runtime) against the type
// level's own computation over every dtype (the computation they replace), cell by cell: a sample
// of binary operations (their rules: promote, noBool, inexact, floor, compare) with themselves and
// with each scalar kind on either side, under 'jax' and 'numpy' (which has its own division);
// every unary operation under 'jax'; every reduction at both x64 settings. A mismatch names its
// cell. (Every cell of every spec would cost the checker about 12 million instantiations:
// test/kept-generated.test.ts checks every spec's table against the runtime, and
// test-d/policies.generated.test-d.ts the type level's results against the same runtime.)
import type { ComputedDiagonal, ComputedKeeps, ComputedUnaryKeeps } from '../types/kept.js';
import type { KeptReductionTables, KeptTables } from '../types/kept.generated.js';
import type { UnaryOperation } from '../types/operations.js';

type Sampled = 'add' | 'subtract' | 'divide' | 'floorDivide' | 'less';
import type { ComputedReductionKeeps } from '../types/reductions.js';
import type { ReductionName } from '../types/reduction-results.js';
import type { Assert, Equal } from './helpers.js';

type Checked = 'jax' | 'numpy';
type Operand = 'int' | 'float' | 'complex' | 'bool';
type At<Table, Key> = Key extends keyof Table ? Table[Key] : never;
type Binary<Key, Operation> = At<At<KeptTables[Key & Checked], 'binary'>, Operation>;

type BinaryMismatches = {
  [Key in Checked]: {
    [Operation in Sampled]:
      | (Equal<At<Binary<Key, Operation>, 'self'>, ComputedDiagonal<Operation, Key>> extends true
          ? never
          : `${Key} ${Operation} self`)
      | {
          [Side in 'left' | 'right']: {
            [Other in Operand]: Equal<
              At<At<Binary<Key, Operation>, Side>, Other>,
              ComputedKeeps<Operation, Other, Key, Side>
            > extends true
              ? never
              : `${Key} ${Operation} ${Side} ${Other}`;
          }[Operand];
        }['left' | 'right'];
  }[Sampled];
}[Checked];

type UnaryMismatches = {
  [Key in 'jax']: {
    [Operation in UnaryOperation]: Equal<
      At<KeptTables[Key]['unary'], Operation>,
      ComputedUnaryKeeps<Operation, Key>
    > extends true
      ? never
      : `${Key} ${Operation}`;
  }[UnaryOperation];
}['jax'];

type ReductionMismatches = {
  [X64 in 'true' | 'false']: {
    [Name in ReductionName]: Equal<
      KeptReductionTables[X64][Name],
      ComputedReductionKeeps<Name, X64 extends 'true' ? true : false>
    > extends true
      ? never
      : `${X64} ${Name}`;
  }[ReductionName];
}['true' | 'false'];

export type KeptBinaryTables = Assert<Equal<BinaryMismatches, never>>;
export type KeptUnaryTables = Assert<Equal<UnaryMismatches, never>>;
export type KeptReductions = Assert<Equal<ReductionMismatches, never>>;
