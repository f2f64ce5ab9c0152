export type * from '../types/index.js';
export { dtypes, weakTypes, isDType, isWeakType } from './lattice/dtypes.js';
export { TypePromotionError, LinAlgError } from './errors/errors.js';
export { policyNames } from './policy/policy.js';
export { promoteTypes, resultType, binaryResultType, unaryResultType, materialize } from './plan/promote.js';
export { dtypeRows, weakRows, operationRows } from './registry/registry.js';
export { jaxLattice, jaxLatticeX32, strictLattice } from './registry/lattice-data.js';
export { NDArray } from './array/ndarray-class.js';
export { isNDArray } from './array/ndarray.js';
export type { GuardedArray, NDArrayOf } from '../types/ndarray.js';
export { scope, keep, memoryStats, type MemoryStats } from './memory/memory.js';
export { array, asarray, zeros, ones, full, arange } from './ops/creation.js';
export {
  empty,
  zerosLike,
  onesLike,
  fullLike,
  emptyLike,
  linspace,
  logspace,
  geomspace,
  eye,
  identity,
  tri,
  meshgrid,
} from './ops/creation-patterns.js';
export { frombuffer } from './ops/bytes.js';
export { ready, isReady, fusedMultiplyAdd, type KernelSource } from './kernels/ready.js';
export {
  setThreads,
  threadCount,
  threadStatus,
  threadsReady,
  availableThreads,
  type ThreadStatus,
} from './kernels/threads.js';
export { broadcastShapes } from './shape/broadcast.js';
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
  swapaxes,
  moveaxis,
  rollaxis,
  ravel,
  atleast1d,
  atleast2d,
  atleast3d,
} from './ops/views.js';
export { concatenate, stack, hstack, vstack, dstack, columnStack } from './ops/joining.js';
export * from './api/operations.generated.js';
export { withPolicy, type PolicyLibrary } from './api/with-policy.js';
export type { OperationTables } from '../types/policy.js';
// The tables the rules read, so that a declaration file can name a generic function's inferred
// result type (the names generic results show, `Divide<D, D>`, are the "dtype-lattice/generic-results" entry).
export type { DTypeInfo, WeakInfo } from '../types/dtype-rows.js';
export type { PolicyBound } from '../types/policies/with-policy.js';
export * from './api/reductions.generated.js';
export * from './api/statistics.js';
export { createStatistics } from './ops/statistics.js';
export * from './api/toolkit.js';
export { createReductions } from './ops/reductions/functions.js';
export { reductionResultType } from './plan/reductions.js';
export { at } from './ops/indexing/advanced.js';
export { take, takeAlongAxis } from './ops/indexing/take.js';
export { scatter } from './ops/indexing/scatter.js';
export { reductionRows, reductionRules, selectionRows } from './registry/registry.js';
export * as random from './ops/random/index.js';
export { createProducts, matmul, dot, vdot, inner, outer, tensordot, einsum } from './ops/products/products.js';
export { sort, argsort, topK } from './ops/sorting/sort.js';
export { searchsorted, unique } from './ops/sorting/search.js';
export { allclose, arrayEqual, arrayEquiv } from './ops/comparison.js';
export { logsumexp } from './ops/logsumexp.js';
export { createNn, nn } from './ops/nn.js';
export {
  flip,
  fliplr,
  flipud,
  roll,
  repeat,
  tile,
  pad,
  split,
  arraySplit,
  hsplit,
  vsplit,
  dsplit,
  nonzero,
  argwhere,
} from './ops/shaping.js';
export { linalg } from './ops/linalg.js';
export { fft } from './ops/fft.js';
export { polyfit } from './ops/linalg/polyfit.js';
export { roots } from './ops/linalg/eig.js';
export { convolve, correlate, diff, ediff1d, trapezoid, interp, rot90 } from './ops/signal.js';
// manipulation A (issue #44): matrix parts and index helpers
export {
  block,
  diag,
  diagflat,
  diagonal,
  triu,
  tril,
  kron,
  cross,
  fillDiagonal,
  createMatrixParts,
} from './ops/matrix-parts.js';
export {
  ix,
  unravelIndex,
  ravelMultiIndex,
  broadcastArrays,
  extract,
  select,
  piecewise,
  createIndexHelpers,
} from './ops/index-helpers.js';
export * from './api/matrix-parts.js';
export { jit, jitStats, type Jitted, type JitStats } from './jit/index.js';
export { FileFormatError, type SyncByteSource } from './io/common.js';
export { loadNpy, saveNpy, type LoadNpyOptions } from './io/npy.js';
export {
  loadSafetensors,
  saveSafetensors,
  safetensorsHeader,
  type LoadSafetensorsOptions,
  type SaveSafetensorsOptions,
  type SafetensorsHeader,
  type SafetensorsTensorInfo,
} from './io/safetensors.js';
export type { WholeSource } from './io/common.js';
export {
  loadNpz,
  loadNpzSync,
  savez,
  savezCompressed,
  type LoadNpzOptions,
  type Inflate,
  type Deflate,
} from './io/npz.js';
export {
  fromOnnx,
  toOnnx,
  fromTfjs,
  toTfjs,
  memoryView,
  type OnnxTensorLike,
  type TfjsTensorLike,
} from './io/tensors.js';
export {
  safeOpen,
  safeOpenSync,
  blobSource,
  SafetensorsFile,
  type BlobLike,
  type RangeSource,
  type SafeOpenSource,
} from './io/lazy.js';
// issue #44, manipulation B: set operations, partition, lexsort, editing, polynomials
export { isin, setdiff1d, union1d, intersect1d, setxor1d } from './ops/setops.js';
export { partition, argpartition, lexsort } from './ops/sorting/partition.js';
export { insert, delete_, delete_ as delete, append, resize } from './ops/editing.js';
export { polyval, polyadd, polysub, polymul, polyder, polyint } from './ops/polynomials.js';
// NumPy/JAX names ported code reaches for: dtype limits and casts, shape questions
export { finfo, iinfo, canCast } from './ops/dtype-info.js';
export { shape, ndim, size, iscomplexobj, isrealobj } from './ops/inspection.js';
export type { FInfo, IInfo } from '../types/dtype-info.js';
export { vander, compress } from './ops/porting.js';
export { choose, putAlongAxis } from './ops/porting.js';
export { packbits, unpackbits } from './ops/porting.js';
export { poly } from './ops/porting.js';
