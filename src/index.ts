export type * from '../types/index.js';
export { dtypes, weakTypes, isDType, isWeakType } from './dtypes.js';
export { TypePromotionError } from './errors.js';
export { policyNames } from './policy.js';
export { promoteTypes, resultType, binaryResultType, unaryResultType, materialize } from './promote.js';
export { dtypeRows, weakRows, operationRows } from './registry.js';
export { jaxLattice, jaxLatticeX32, strictLattice } from './lattice-data.js';
export { NDArray, isNDArray, type GuardedArray, type NDArrayOf } from './ndarray.js';
export { scope, keep, memoryStats, type MemoryStats } from './memory.js';
export { array, zeros, ones, full, arange } from './creation.js';
export {
  empty,
  zerosLike,
  onesLike,
  fullLike,
  emptyLike,
  linspace,
  eye,
  identity,
  tri,
  meshgrid,
} from './creation-patterns.js';
export { frombuffer } from './bytes.js';
export { ready, isReady, type KernelSource } from './ready.js';
export { broadcastShapes } from './operations.js';
export {
  slice,
  transpose,
  permuteDims,
  expandDims,
  squeeze,
  broadcastTo,
  flatten,
  reshape,
  copy,
  concatenate,
  stack,
} from './views.js';
export * from './operations.generated.js';
export { withPolicy, type PolicyLibrary } from './with-policy.js';
export type { OperationTables } from '../types/policy.js';
// The tables the rules read, so that a declaration file can name a generic function's inferred
// result type (the names generic results show, `Divide<D, D>`, are the "dtype-lattice/generic-results" entry).
export type { DTypeInfo, WeakInfo } from './dtypes.js';
export type { PolicyBound } from '../types/policies/with-policy.js';
export * from './toolkit.js';
export { createReductions, reductionResultType } from './reductions.js';
export { at, take, takeAlongAxis, scatter } from './indexing.js';
export { reductionRows, reductionRules, selectionRows } from './registry.js';
export * as random from './random.js';
export { createProducts, matmul, dot, vdot, inner, outer, tensordot, einsum } from './matmul.js';
export { sort, argsort, searchsorted, topK, unique, allclose, arrayEqual, logsumexp } from './sorting.js';
export { flip, roll, repeat, tile, pad, split, nonzero, argwhere } from './shaping.js';
export { linalg } from './linalg.js';
export { jit, jitStats, type Jitted, type JitStats } from './jit/index.js';
