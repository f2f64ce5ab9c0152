// Issue #39, section 3: every error names the public function called, and no engine error (an
// "Invalid array length", a wasm trap, an allocation failure) leaks out unnamed. Every export of
// the package's root entry, of its namespaces (random, linalg, fft), jit-wrapped calls and the NDArray
// methods are driven with a huge size, NaN, a fraction, a negative size and a bad axis in each
// slot that takes one; each error must start with the function's name and be the right kind,
// sizes too large for memory must be refused before any allocation (so the file runs in well under
// a second of work), and after each error the library must still work and hold no new memory.
import { afterAll, describe, expect, it } from 'vitest';
import * as lib from '../src/index.js';
import { namedFailure, namedScratchFailure } from '../src/array/public-function.js';
import { undisposed } from '../src/memory/memory.js';

type Fn = (...args: unknown[]) => unknown;

// ── the slots ────────────────────────────────────────────────────────────────────────────────
// A row's arguments are a template: plain values pass as they are, and each slot below is filled
// with its valid value, except the one slot a case drives with one of its bad values.
class Slot {
  constructor(
    readonly kind: 'shape' | 'count' | 'axis' | 'array' | 'key' | 'dtype' | 'policy',
    readonly valid: () => unknown,
    /** Whether a huge operand (a broadcast view of 2^40 elements, no memory) may go here. */
    readonly huge: boolean = false,
  ) {}
}

const huge = 2 ** 40;
// 1.5 × 2^40 elements that broadcast against the [2, 3] arrays the other slots hold.
const hugeShape = [2 ** 38, 2, 3];
const made: lib.NDArray[] = [];
const track = <T extends lib.NDArray>(array: T): T => {
  made.push(array);
  return array;
};

/** A shape: valid [2, 3]. */
const shape = new Slot('shape', () => [2, 3]);
/** A count or size (a number of elements, keys, samples, repeats): valid 2. */
const count = new Slot('count', () => 2);
/** An axis: valid 0 (every array below has two axes). */
const axis = new Slot('axis', () => 0);
/** A float64 array of shape [2, 3]. */
const x = new Slot('array', () =>
  track(
    lib.array([
      [0.5, 1, 2],
      [3, 4, 5],
    ]),
  ),
);
/** x, or a huge broadcast view where the function's result is as large as it. */
const big = new Slot(
  'array',
  () =>
    track(
      lib.array([
        [0.5, 1, 2],
        [3, 4, 5],
      ]),
    ),
  true,
);
/** A float64 array of shape [2, 3, 2] (a third axis, for dsplit). */
const cube = new Slot('array', () => track(lib.zeros([2, 3, 2])));
/** A float64 array of shape [1, 3] (an axis to squeeze). */
const row = new Slot('array', () => track(lib.array([[0.5, 1, 2]])));
/** A float64 2×2 positive-definite matrix (linalg's square operand). */
const square = new Slot('array', () =>
  track(
    lib.array([
      [2, 1],
      [1, 3],
    ]),
  ),
);
/** A float64 vector of 2 (solve's and tensorsolve's right side). */
const pair = new Slot('array', () => track(lib.array([1, 2])));
const bigUint32 = new Slot(
  'array',
  () =>
    track(
      lib.array(
        [
          [1, 2, 3],
          [4, 5, 6],
        ],
        'uint32',
      ),
    ),
  true,
);
const bigBool = new Slot(
  'array',
  () =>
    track(
      lib.array([
        [true, false, true],
        [false, true, true],
      ]),
    ),
  true,
);
const bigInt = new Slot(
  'array',
  () =>
    track(
      lib.array(
        [
          [1, 2, 3],
          [4, 5, 6],
        ],
        'int32',
      ),
    ),
  true,
);
const key = new Slot('key', () => lib.random.key(0));
/** A dtype name: valid 'int8'. */
const dtype = new Slot('dtype', () => 'int8');
/** A promotion policy: valid 'numpy'. */
const policy = new Slot('policy', () => 'numpy');

interface Bad {
  readonly label: string;
  readonly value: () => unknown;
  /** The kinds of error that are right for it. */
  readonly kinds: readonly (typeof TypeError | typeof RangeError)[];
}
const malformed = [TypeError, RangeError] as const; // NaN, 1.5, -1: not a size (JAX: TypeError or ValueError)
const tooLarge = [RangeError] as const;
const badValues: Record<Slot['kind'], readonly Bad[]> = {
  shape: [
    { label: 'a shape of 1.5 × 2^40 elements', value: () => hugeShape, kinds: tooLarge },
    { label: 'shape [NaN]', value: () => [Number.NaN], kinds: malformed },
    { label: 'shape [1.5]', value: () => [1.5], kinds: malformed },
    { label: 'shape [-1]', value: () => [-1], kinds: malformed },
  ],
  count: [
    { label: '2^40', value: () => huge, kinds: tooLarge },
    { label: 'NaN', value: () => Number.NaN, kinds: malformed },
    { label: '1.5', value: () => 1.5, kinds: malformed },
    { label: '-1', value: () => -1, kinds: malformed },
  ],
  axis: [
    { label: 'axis 99', value: () => 99, kinds: tooLarge },
    { label: 'axis -99', value: () => -99, kinds: tooLarge },
    { label: 'axis NaN', value: () => Number.NaN, kinds: malformed },
    { label: 'axis 1.5', value: () => 1.5, kinds: malformed },
  ],
  array: [{ label: 'a view of 2^40 elements', value: () => undefined, kinds: tooLarge }],
  key: [],
  // Their words are the compile errors' (Unknown dtype …, Unknown promotion policy …); at run time
  // the function's name comes first.
  dtype: [
    { label: "dtype 'int9'", value: () => 'int9', kinds: [TypeError] },
    { label: 'dtype 1.5', value: () => 1.5, kinds: [TypeError] },
    { label: 'dtype null', value: () => null, kinds: [TypeError] },
  ],
  policy: [
    { label: "policy 'jaxx'", value: () => 'jaxx', kinds: [TypeError] },
    { label: "policy { x64: 'yes' }", value: () => ({ x64: 'yes' }), kinds: [TypeError] },
    { label: 'policy { polcy }', value: () => ({ polcy: 'jax' }), kinds: [TypeError] },
    { label: 'policy 1.5', value: () => 1.5, kinds: [TypeError] },
  ],
};

function hugeView(like: lib.NDArray): unknown {
  const one = track(lib.array(like.dtype === 'bool' ? true : 1, like.dtype as 'float64'));
  return track(lib.broadcastTo(one, hugeShape) as lib.NDArray);
}

// ── the table: one row per export ─────────────────────────────────────────────────────────────
// `args` is the argument template; `none` says why a function takes no slot to drive (it is then
// called once with valid arguments, so the row still checks it exists and runs).
interface Row {
  readonly args?: readonly unknown[];
  readonly none?: string;
  /** Cases (by label) the function rightly accepts (a JAX meaning for them). */
  readonly accepts?: readonly string[];
  /** The function it is another name of, whose name its errors carry. */
  readonly alias?: string;
  /** Whether it returns something other than arrays (so jit cannot wrap it). */
  readonly notArrays?: true;
}

const noSlot = (why: string): Row => ({ none: why });
// Bitwise operations take integers; the others any dtype the float64 arrays have.
// A row's aliases (asin …) are its function under another name: their errors name the row's.
const elementwise = Object.fromEntries(
  lib.operationRows.flatMap((row) => {
    const integers = ['bitwise', 'integer', 'shift', 'count'].includes(row.rule);
    const operand = row.name.startsWith('bitwise') || integers ? bigInt : big;
    const args = row.arity === 1 ? [operand] : [operand, operand];
    const aliases = 'aliases' in row ? row.aliases : [];
    return [[row.name, { args } as Row], ...aliases.map((alias) => [alias, { args, alias: row.name } as Row])];
  }),
);
// (var is exported as variance: its row is below.)
const reductions = Object.fromEntries(
  lib.reductionRows.filter((row) => row.name in lib).map((row) => [row.name, { args: [x, { axis }] } as Row]),
);

const rows: Record<string, Row> = {
  ...elementwise,
  ...reductions,
  // types and data
  NDArray: noSlot('a class made by the library, not called by users'),
  TypePromotionError: noSlot('an error class'),
  LinAlgError: noSlot('an error class'),
  dtypes: noSlot('data'),
  weakTypes: noSlot('data'),
  dtypeRows: noSlot('data'),
  weakRows: noSlot('data'),
  operationRows: noSlot('data'),
  reductionRows: noSlot('data'),
  reductionRules: noSlot('data'),
  selectionRows: noSlot('data'),
  policyNames: noSlot('data'),
  jaxLattice: noSlot('data'),
  jaxLatticeX32: noSlot('data'),
  strictLattice: noSlot('data'),
  isDType: noSlot('a predicate: never throws'),
  isWeakType: noSlot('a predicate: never throws'),
  isNDArray: noSlot('a predicate: never throws'),
  isReady: noSlot('no arguments'),
  fusedMultiplyAdd: noSlot('no arguments'),
  // promotion queries: dtype names and policies
  materialize: { args: [dtype], notArrays: true },
  promoteTypes: { args: [dtype, dtype, policy], notArrays: true },
  // A number is a weak scalar input (1.5: 'float'), as JAX's result_type takes Python scalars.
  resultType: {
    args: [dtype, dtype],
    notArrays: true,
    accepts: ['slot 0 (dtype): dtype 1.5', 'slot 1 (dtype): dtype 1.5'],
  },
  binaryResultType: {
    args: ['add', dtype, dtype, policy],
    notArrays: true,
    accepts: ['slot 0 (dtype): dtype 1.5', 'slot 1 (dtype): dtype 1.5'],
  },
  unaryResultType: { args: ['sqrt', dtype, policy], notArrays: true, accepts: ['slot 0 (dtype): dtype 1.5'] },
  reductionResultType: { args: ['accumulate', dtype], notArrays: true },
  ready: noSlot('a kernel source'),
  // threads: a count (its RangeError names setThreads: test/threads.test.ts), or no arguments
  setThreads: noSlot('a thread count (test/threads.test.ts checks its errors)'),
  threadCount: noSlot('no arguments'),
  threadStatus: noSlot('no arguments'),
  threadsReady: noSlot('no arguments'),
  availableThreads: noSlot('no arguments'),
  // files and other libraries' tensors: bytes, sources and tensors in, no size slot to drive
  // (test/io-*.test.ts checks that each error names its function, the fuzz test on mutated files)
  FileFormatError: noSlot('an error class'),
  loadNpy: noSlot('file bytes (test/io-npy.test.ts)'),
  saveNpy: noSlot('an array, written whole (test/io-npy.test.ts)'),
  loadNpz: noSlot('file bytes (test/io-npz.test.ts)'),
  loadNpzSync: noSlot('file bytes (test/io-npz.test.ts)'),
  savez: noSlot('named arrays (test/io-npz.test.ts)'),
  savezCompressed: noSlot('named arrays (test/io-npz.test.ts)'),
  loadSafetensors: noSlot('file bytes (test/io-safetensors.test.ts)'),
  saveSafetensors: noSlot('named arrays (test/io-safetensors.test.ts)'),
  safetensorsHeader: noSlot('file bytes (test/io-safetensors.test.ts)'),
  safeOpen: noSlot('a Blob or range source (test/io-tensors.test.ts)'),
  safeOpenSync: noSlot('file bytes (test/io-tensors.test.ts)'),
  SafetensorsFile: noSlot('a class made by safeOpen'),
  blobSource: noSlot('a Blob'),
  fromOnnx: noSlot('a tensor object (test/io-tensors.test.ts)'),
  toOnnx: noSlot('an array, read whole (test/io-tensors.test.ts)'),
  fromTfjs: noSlot('a tensor object (test/io-tensors.test.ts)'),
  toTfjs: noSlot('an array, read whole (test/io-tensors.test.ts)'),
  memoryView: noSlot('an array, viewed whole (test/io-tensors.test.ts)'),
  memoryStats: noSlot('an options object'),
  jitStats: noSlot('no arguments'),
  scope: noSlot('a function'),
  keep: noSlot('any value'),
  withPolicy: { args: [policy], notArrays: true },
  createOperations: { args: [policy], notArrays: true },
  createReductions: { args: [policy], notArrays: true },
  // nan-aware reductions and statistics (src/ops/statistics.ts; test/statistics.test.ts checks their errors)
  nansum: { args: [x, { axis }] },
  nanprod: { args: [x, { axis }] },
  nanmean: { args: [x, { axis }] },
  nanvar: { args: [x, { axis }] },
  nanstd: { args: [x, { axis }] },
  nanmin: { args: [x, { axis }] },
  nanmax: { args: [x, { axis }] },
  nanargmin: { args: [x, { axis }] },
  nanargmax: { args: [x, { axis }] },
  nancumsum: { args: [x, { axis }] },
  nancumprod: { args: [x, { axis }] },
  median: { args: [x, { axis }] },
  nanmedian: { args: [x, { axis }] },
  quantile: { args: [x, 0.5, { axis }] },
  nanquantile: { args: [x, 0.5, { axis }] },
  percentile: { args: [x, 50, { axis }] },
  nanpercentile: { args: [x, 50, { axis }] },
  ptp: { args: [x, { axis }] },
  countNonzero: { args: [x, { axis }] },
  average: { args: [x, { axis }] },
  bincount: noSlot('a 1-D integer array (test/statistics.test.ts checks its errors)'),
  histogram: noSlot('an array read whole (test/statistics.test.ts checks its errors)'),
  histogramBinEdges: noSlot('an array read whole (test/statistics.test.ts checks its errors)'),
  digitize: noSlot('an array read whole (test/statistics.test.ts checks its errors)'),
  cov: { args: [x] },
  corrcoef: { args: [x] },
  histogram2d: noSlot('arrays read whole (test/statistics-extra.test.ts checks its errors)'),
  gradient: { args: [x, { axis }] },
  unwrap: { args: [x, { axis }] },
  cumulativeSum: { args: [x, { axis }] },
  cumulativeProd: { args: [x, { axis }] },
  createStatistics: { args: [policy], notArrays: true },
  createProducts: { args: [policy], notArrays: true },
  createNn: { args: [policy], notArrays: true },
  createSelection: { args: [policy], notArrays: true },
  jit: noSlot('a function; jitted calls are driven below'),
  broadcastShapes: {
    args: [shape, shape],
    accepts: ['slot 0 (shape): a shape of 1.5 × 2^40 elements', 'slot 1 (shape): a shape of 1.5 × 2^40 elements'],
  },
  // creation
  array: noSlot('values; its shape is theirs'),
  zeros: { args: [shape] },
  ones: { args: [shape] },
  empty: { args: [shape] },
  full: { args: [shape, 1] },
  arange: { args: [count], accepts: ['slot 0 (count): 1.5', 'slot 0 (count): -1'] },
  linspace: { args: [0, 1, count] },
  eye: { args: [count] },
  identity: { args: [count] },
  tri: { args: [count] },
  zerosLike: { args: [big] },
  onesLike: { args: [big] },
  emptyLike: { args: [big] },
  fullLike: { args: [big, 1] },
  meshgrid: { args: [big, big] },
  frombuffer: { args: [new Float64Array(4), 'float64', count] },
  // selection (where, clip, predicates)
  where: { args: [bigBool, big, big] },
  clip: { args: [big, 0, 1] },
  isnan: { args: [big] },
  isposinf: { args: [big] },
  isneginf: { args: [big] },
  signbit: { args: [big] },
  isreal: { args: [big] },
  iscomplex: { args: [big] },
  // parts and other composites of the rows (src/ops/composites.ts)
  real: { args: [big] },
  imag: { args: [big] },
  conjugate: { args: [big] },
  conj: { args: [big], alias: 'conjugate' },
  positive: { args: [big] },
  nanToNum: { args: [big] },
  round: { args: [big, 1] },
  around: { args: [big, 1], alias: 'round' },
  modf: { args: [big] },
  divmod: { args: [big, big] },
  angle: { args: [big] },
  frexp: { args: [big] },
  ldexp: { args: [big, bigInt] },
  // signal and calculus (src/ops/signal.ts): one-dimensional operands
  convolve: { args: [lib.array([1, 2, 3]), lib.array([0.5, 1])] },
  correlate: { args: [lib.array([1, 2, 3]), lib.array([0.5, 1])] },
  diff: { args: [x, 1, { axis }] },
  ediff1d: { args: [x] },
  polyfit: { args: [pair, pair, 1] },
  roots: { args: [pair] },
  trapezoid: { args: [x, { axis }] },
  interp: { args: [lib.array([0.5, 1.5]), lib.array([0, 1, 2]), lib.array([0, 10, 20])] },
  rot90: { args: [x, 1] },
  isinf: { args: [big] },
  isfinite: { args: [big] },
  isclose: { args: [big, big] },
  // variance is var under its long name (one function): its errors name var, as JAX's do.
  variance: { args: [x, { axis }], alias: 'var' },
  // views
  slice: noSlot('index items'),
  transpose: { args: [x, [axis, 1]] },
  permuteDims: { args: [x, [axis, 1]] },
  expandDims: { args: [x, axis] },
  squeeze: { args: [row, axis] },
  broadcastTo: { args: [x, shape], accepts: ['slot 1 (shape): a shape of 1.5 × 2^40 elements'] },
  flatten: { args: [big] },
  reshape: { args: [big, shape], accepts: ['slot 1 (shape): shape [-1]'] },
  copy: { args: [big] },
  swapaxes: { args: [x, axis, axis] },
  moveaxis: { args: [x, axis, axis] },
  ravel: { args: [big] },
  atleast1d: { args: [x, x] },
  atleast2d: { args: [x, x] },
  atleast3d: { args: [x, x] },
  concatenate: { args: [[big, big], axis] },
  stack: { args: [[big, big], axis] },
  hstack: { args: [[big, big]] },
  vstack: { args: [[big, big]] },
  dstack: { args: [[big, big]] },
  columnStack: { args: [[big, big]] },
  // indexing
  at: { args: [x, axis] },
  take: { args: [x, lib.array([0, 1]), { axis }] },
  takeAlongAxis: { args: [x, lib.array([[0], [1]]), axis] },
  scatter: { args: [x, axis, 1] },
  // products
  matmul: { args: [x, lib.array([[1], [2], [3]])] },
  dot: { args: [x, lib.array([[1], [2], [3]])] },
  vdot: { args: [x, x] },
  inner: { args: [x, x] },
  outer: { args: [big, big] },
  tensordot: { args: [x, x, [[axis], [0]]] },
  einsum: { args: ['ij,kj->ik', big, big] },
  // sorting
  sort: { args: [big, { axis }] },
  argsort: { args: [big, { axis }] },
  searchsorted: { args: [lib.array([1, 2, 3]), big] },
  topK: { args: [big, count] },
  unique: { args: [big] },
  allclose: { args: [big, big], notArrays: true },
  // Shapes that differ are not equal: false, with nothing made.
  arrayEqual: {
    args: [big, big],
    notArrays: true,
    accepts: ['slot 0 (array): a view of 2^40 elements', 'slot 1 (array): a view of 2^40 elements'],
  },
  logsumexp: { args: [x, { axis }] },
  // shaping
  flip: { args: [big, { axis }], accepts: ['slot 0 (array): a view of 2^40 elements'] }, // a view
  roll: { args: [big, 1, { axis }] },
  repeat: { args: [big, count, { axis }] },
  tile: { args: [big, [count, count]] },
  pad: { args: [big, count] },
  split: { args: [x, count, { axis }] },
  arraySplit: { args: [x, count, { axis }] },
  hsplit: { args: [x, [1]] },
  vsplit: { args: [x, count] },
  dsplit: { args: [cube, count] },
  nonzero: { args: [bigInt] },
  argwhere: { args: [bigInt] },
  // issue #44, manipulation B: set operations, partition, lexsort, editing, polynomials
  isin: { args: [x, x] },
  setdiff1d: { args: [x, x] },
  union1d: { args: [x, x] },
  intersect1d: { args: [x, x], notArrays: true },
  setxor1d: { args: [x, x] },
  partition: { args: [x, 1, { axis }] },
  argpartition: { args: [x, 1, { axis }] },
  lexsort: { args: [[x, x], { axis }] },
  insert: { args: [x, 1, 0, { axis }] },
  delete_: { args: [x, 0, { axis }], alias: 'delete' },
  delete: { args: [x, 0, { axis }] },
  append: { args: [x, x, { axis }] },
  resize: { args: [x, [count, count]] },
  polyval: { args: [lib.array([1, 2]), x] },
  polyadd: { args: [x, x] },
  polysub: { args: [x, x] },
  polymul: { args: [lib.array([1, 2]), lib.array([1, 2])] },
  polyder: { args: [x, 1] },
  polyint: { args: [lib.array([1, 2]), 1] },
  // NumPy/JAX names a port reaches for (test/porting-names.test.ts)
  amax: { args: [x, { axis }], alias: 'max' },
  amin: { args: [x, { axis }], alias: 'min' },
  fliplr: { args: [big], accepts: ['slot 0 (array): a view of 2^40 elements'] }, // a view
  flipud: { args: [big], accepts: ['slot 0 (array): a view of 2^40 elements'] }, // a view
  logspace: { args: [0, 1, count] },
  geomspace: { args: [1, 2, count] },
  asarray: noSlot('values, or an NDArray returned as it is'),
  finfo: noSlot('a dtype: no sizes, axes or arrays made'),
  iinfo: noSlot('a dtype: no sizes, axes or arrays made'),
  canCast: noSlot('dtypes: no sizes, axes or arrays made'),
  shape: noSlot('reads a shape: nothing made'),
  ndim: noSlot('reads a shape: nothing made'),
  size: noSlot('reads a shape: nothing made (its axis errors: test/porting-names.test.ts)'),
  iscomplexobj: noSlot('reads a dtype: nothing made'),
  isrealobj: noSlot('reads a dtype: nothing made'),
  rollaxis: { args: [x, axis, axis] },
  arrayEquiv: { args: [big, big], notArrays: true },
  vander: { args: [pair, count] },
  compress: { args: [[true, false], x, axis] },
  choose: { args: [lib.array([0, 1, 0]), [big, big]] },
  putAlongAxis: { args: [x, lib.array([[0], [1]]), 1, axis] },
  packbits: {
    args: [
      lib.array([
        [1, 0],
        [0, 1],
      ]),
      { axis },
    ],
  },
  unpackbits: { args: [lib.array([[1, 2]], 'uint8'), { axis }] },
  poly: { args: [pair] },
  // manipulation A (issue #44): matrix parts and index helpers
  block: { args: [[big, big]] },
  diag: { args: [x] },
  diagflat: { args: [big] },
  diagonal: { args: [x, 0, axis, 1] },
  trace: { args: [x, 0, axis, 1] },
  triu: { args: [big] },
  tril: { args: [big] },
  triuIndices: { args: [count] },
  trilIndices: { args: [count] },
  diagIndices: { args: [count, 2] },
  kron: { args: [big, big] },
  cross: { args: [x, x, { axis }] },
  fillDiagonal: { args: [big, 1] },
  indices: { args: [shape] },
  ix: noSlot('1-d sequences: views of them'),
  unravelIndex: {
    args: [lib.array([1, 2], 'int32'), shape],
    accepts: ['slot 1 (shape): a shape of 1.5 × 2^40 elements'],
  },
  ravelMultiIndex: { args: [[lib.array([0, 1], 'int32'), lib.array([1, 2], 'int32')], shape] },
  broadcastArrays: {
    args: [big, big],
    notArrays: true,
    accepts: ['slot 0 (array): a view of 2^40 elements', 'slot 1 (array): a view of 2^40 elements'],
  },
  flatnonzero: { args: [bigInt] },
  extract: { args: [bigBool, big] },
  select: { args: [[bigBool], [big]] },
  piecewise: { args: [big, [bigBool], [1]] },
  createMatrixParts: { args: [policy], notArrays: true },
  createIndexHelpers: { args: [policy], notArrays: true },
};

const namespaces: Record<string, Record<string, Row>> = {
  random: {
    Key: noSlot('made by random.key'),
    isKey: noSlot('a predicate: never throws'),
    key: noSlot('a seed'),
    keyData: { args: [key] },
    split: { args: [key, count] },
    foldIn: noSlot('a 32-bit integer'),
    threefry2x32: { args: [[0, 0], bigUint32] },
    bits: { args: [key, shape] },
    uniform: { args: [key, shape] },
    normal: { args: [key, shape] },
    randint: { args: [key, shape, 0, 10] },
    bernoulli: { args: [key, 0.5, shape] },
    permutation: { args: [key, count] },
    choice: { args: [key, 5, { shape }] },
    categorical: { args: [key, x, { axis, shape: [3] }] },
  },
  linalg: {
    norm: { args: [x, 2, { axis }] },
    solve: { args: [square, pair] },
    inv: { args: [square] },
    det: { args: [square] },
    slogdet: { args: [square] },
    cholesky: { args: [square, { upper: true }] },
    matrixPower: { args: [square, 2] },
    multiDot: { args: [[square, square, pair]] },
    tensorsolve: { args: [square, pair] },
    tensorinv: { args: [square, { ind: 1 }] },
    qr: { args: [x] },
    eigh: { args: [square] },
    eigvalsh: { args: [square] },
    svd: { args: [x] },
    svdvals: { args: [x] },
    pinv: { args: [x] },
    matrixRank: { args: [x] },
    cond: { args: [x] },
    lstsq: { args: [x, pair] },
    eig: { args: [square] },
    eigvals: { args: [square] },
  },
  fft: {
    fft: { args: [x, count, axis] },
    ifft: { args: [x, count, axis] },
    rfft: { args: [x, count, axis] },
    irfft: { args: [x, count, axis] },
    hfft: { args: [x, count, axis] },
    ihfft: { args: [x, count, { axis }] },
    fft2: { args: [x, [count, count], [axis, 1]] },
    ifft2: { args: [x, [count, count], [axis, 1]] },
    rfft2: { args: [x, [count, count], [axis, 1]] },
    irfft2: { args: [x, [count, count], [axis, 1]] },
    fftn: { args: [x, [count], [axis]] },
    ifftn: { args: [x, [count], [axis]] },
    rfftn: { args: [x, [count], [axis]] },
    irfftn: { args: [x, { s: [count], axes: [axis] }] },
    fftfreq: { args: [count, 0.5] },
    rfftfreq: { args: [count] },
    fftshift: { args: [x, axis] },
    ifftshift: { args: [x, { axes: axis }] },
  },
  nn: {
    softmax: { args: [big, { axis }] },
    logSoftmax: { args: [big, { axis }] },
    logsumexp: { args: [x, { axis }] },
    sigmoid: { args: [big] },
    silu: { args: [big] },
    swish: { args: [big] },
    relu: { args: [big] },
    gelu: { args: [big] },
    identity: noSlot('the array itself'),
    softplus: { args: [x] },
    logSigmoid: { args: [x] },
    relu6: { args: [x] },
    leakyRelu: { args: [x] },
    elu: { args: [x] },
    celu: { args: [x] },
    selu: { args: [x] },
    hardTanh: { args: [x] },
    hardSigmoid: { args: [x] },
    hardSilu: { args: [x] },
    hardSwish: { args: [x] },
    softSign: { args: [x] },
    sparsePlus: { args: [x] },
    sparseSigmoid: { args: [x] },
    squareplus: { args: [x] },
    mish: { args: [x] },
    log1mexp: { args: [x] },
    oneHot: { args: [bigInt, 3] },
    glu: { args: [x, axis] },
    standardize: { args: [x, { axis }] },
    logmeanexp: { args: [x, { axis }] },
    dotProductAttention: { args: [cube, cube, cube] },
  },
};

// ── driving ─────────────────────────────────────────────────────────────────────────────────────

interface Case {
  readonly name: string;
  readonly label: string;
  readonly kinds: readonly (typeof TypeError | typeof RangeError)[];
  readonly args: () => unknown[];
}

/** The template with every slot filled: `target` (the nth slot met) with `bad`, the rest valid. */
function fill(template: readonly unknown[], target: number, bad: Bad | undefined): unknown[] {
  let seen = 0;
  const walk = (value: unknown): unknown => {
    if (value instanceof Slot) {
      const mine = seen === target;
      seen += 1;
      if (!mine || bad === undefined) return value.valid();
      if (value.kind === 'array') return hugeView(value.valid() as lib.NDArray);
      return bad.value();
    }
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype)
      return Object.fromEntries(Object.entries(value).map(([name, each]) => [name, walk(each)]));
    return value;
  };
  return template.map(walk);
}

function slotsOf(template: readonly unknown[]): Slot[] {
  const found: Slot[] = [];
  const walk = (value: unknown): void => {
    if (value instanceof Slot) found.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype)
      Object.values(value).forEach(walk);
  };
  template.forEach(walk);
  return found;
}

function casesOf(name: string, row: Row): Case[] {
  if (row.args === undefined) return [];
  const template = row.args;
  const cases: Case[] = [];
  slotsOf(template).forEach((slot, index) => {
    for (const bad of badValues[slot.kind]) {
      if (slot.kind === 'array' && !slot.huge) continue;
      const label = `slot ${index} (${slot.kind}): ${bad.label}`;
      if (row.accepts?.includes(label)) continue;
      cases.push({ name, label, kinds: bad.kinds, args: () => fill(template, index, bad) });
    }
  });
  return cases;
}

/** Engine words that must never reach a user unnamed. */
const engineWords =
  /Invalid (typed )?array length|unreachable|Division by zero|memory access out of bounds|Maximum call stack|out of WebAssembly memory: could not allocate/;

function expectNamedError(
  name: string,
  label: string,
  kinds: Case['kinds'],
  args: unknown[],
  run: (args: unknown[]) => unknown,
): { ok: true } | { ok: false; why: string } {
  const before = undisposed();
  let thrown: unknown;
  let result: unknown;
  try {
    result = run(args);
  } catch (error) {
    thrown = error;
  }
  const after = undisposed();
  if (thrown === undefined) {
    disposeAll(result);
    return { ok: false, why: `${name} ${label}: no error (returned ${String(result)})` };
  }
  const error = thrown as Error;
  const message = String(error?.message);
  const problems: string[] = [];
  if (!(error instanceof Error)) problems.push(`threw a non-Error ${String(thrown)}`);
  else if (!kinds.some((kind) => error instanceof kind))
    problems.push(`a ${error.constructor.name}, not ${kinds.map((kind) => kind.name).join(' or ')}`);
  if (!message.startsWith(`${name}: `) && !message.startsWith(`${name}(): `))
    problems.push(`does not start with '${name}: '`);
  if (engineWords.test(message)) problems.push('engine words');
  if (after.arrays !== before.arrays || after.bytes !== before.bytes)
    problems.push(`leaked ${after.arrays - before.arrays} arrays, ${after.bytes - before.bytes} bytes`);
  return problems.length === 0
    ? { ok: true }
    : {
        ok: false,
        why: `${name} ${label}: ${problems.join('; ')}: ${error?.constructor?.name} ${message.slice(0, 160)}`,
      };
}

function disposeAll(value: unknown): void {
  if (value instanceof lib.NDArray) value.dispose();
  else if (Array.isArray(value)) value.forEach(disposeAll);
}

/** The library still works: a small operation gives its value. */
function stillWorks(): boolean {
  const one = lib.array([1, 2]);
  const sum = lib.add(one, 1);
  const ok = String(sum.toArray()) === '2,3';
  one.dispose();
  sum.dispose();
  return ok;
}

const functionsOf = (namespace: object) =>
  Object.entries(namespace).filter(([, value]) => typeof value === 'function') as [string, Fn][];

function allCases(): { name: string; fn: Fn; cases: Case[] }[] {
  const out: { name: string; fn: Fn; cases: Case[] }[] = [];
  for (const [name, fn] of functionsOf(lib)) {
    const row = rows[name];
    if (row) out.push({ name, fn, cases: casesOf(row.alias ?? name, row) });
  }
  for (const [space, table] of Object.entries(namespaces)) {
    for (const [name, fn] of functionsOf((lib as unknown as Record<string, object>)[space]!)) {
      if (table[name]) out.push({ name: `${space}.${name}`, fn, cases: casesOf(`${space}.${name}`, table[name]) });
    }
  }
  return out;
}

afterAll(() => {
  for (const array of made) if (!array.disposed) array.dispose();
});

/** NDArray's method of that name, read without calling a getter (shape, ndim and size are getters there and functions here). */
function methodOf(name: string): Fn | undefined {
  for (let proto: object | null = lib.NDArray.prototype; proto !== null; proto = Object.getPrototypeOf(proto)) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, name);
    if (descriptor) return typeof descriptor.value === 'function' ? (descriptor.value as Fn) : undefined;
  }
  return undefined;
}

describe('every export has a row', () => {
  it('the root entry and its namespaces: a new export without a row fails here', () => {
    const missing = Object.keys(lib).filter((name) => !(name in rows) && !(name in namespaces));
    for (const [space, table] of Object.entries(namespaces)) {
      const exported = Object.keys((lib as unknown as Record<string, object>)[space]!);
      missing.push(...exported.filter((name) => !(name in table)).map((name) => `${space}.${name}`));
    }
    expect(missing).toEqual([]);
    const stale = Object.keys(rows).filter((name) => !(name in lib));
    expect(stale).toEqual([]);
  });

  it('every row with a template runs with valid arguments', () => {
    const failures: string[] = [];
    for (const { name, fn } of allCases()) {
      const row = rows[name] ?? namespaces[name.split('.')[0]!]?.[name.split('.')[1]!];
      if (row?.args === undefined) continue;
      try {
        disposeAll(fn(...fill(row.args, -1, undefined)));
      } catch (error) {
        failures.push(`${name}: ${(error as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('every error names the function called', () => {
  it('huge sizes, NaN, fractions, negative sizes and bad axes in every slot', () => {
    const failures: string[] = [];
    let count = 0;
    for (const { name, fn, cases } of allCases()) {
      for (const each of cases) {
        count += 1;
        const outcome = expectNamedError(each.name, each.label, each.kinds, each.args(), (args) => fn(...args));
        if (!outcome.ok) failures.push(outcome.why);
        if (!stillWorks()) failures.push(`${name} ${each.label}: the library stopped working`);
      }
    }
    expect(failures).toEqual([]);
    expect(count).toBeGreaterThan(200);
  });

  it('as NDArray methods: the error names the method (the function of that name)', () => {
    const failures: string[] = [];
    for (const { name, cases } of allCases()) {
      const method = methodOf(name);
      if (typeof method !== 'function') continue;
      for (const each of cases) {
        const outcome = expectNamedError(each.name, `method, ${each.label}`, each.kinds, each.args(), (args) => {
          const [self, ...rest] = args;
          if (!(self instanceof lib.NDArray)) throw new Error('not an array first');
          return method.apply(self, rest);
        });
        if (!outcome.ok && !outcome.why.includes('not an array first')) failures.push(outcome.why);
      }
    }
    expect(failures).toEqual([]);
  });

  it('under jit: an error raised while tracing or running names the operation', () => {
    const failures: string[] = [];
    for (const { name, fn, cases } of allCases()) {
      if (name.includes('.') || rows[name]?.notArrays) continue;
      for (const each of cases) {
        const outcome = expectNamedError(each.name, `jit, ${each.label}`, each.kinds, each.args(), (args) => {
          const arrays = args.filter((arg) => arg instanceof lib.NDArray);
          const jitted = lib.jit((...given: unknown[]) => {
            let next = 0;
            return fn(...args.map((arg) => (arg instanceof lib.NDArray ? given[next++] : arg)));
          });
          return jitted(...arrays);
        });
        if (!outcome.ok) failures.push(outcome.why);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('the named cases of issue #39', () => {
  const k = lib.random.key(0);

  it('logsumexp, not max; clip under jit keeps its prefix on a cached trace; strided arrays read', () => {
    expect(() => lib.logsumexp(lib.array([1, 2]), { axis: 5 })).toThrow(
      new RangeError('logsumexp: axis 5 is out of bounds for an array of 1 dimensions.'),
    );
    const int8 = lib.array([1, 2], 'int8');
    const clipped = lib.jit((x: lib.NDArray, hi: number) => lib.clip(x, 0, hi));
    expect(clipped(int8, 5).toArray()).toEqual([1, 2]);
    const words = 'the scalar is 300, out of range for int8 (-128 to 127); use astype() to cast on purpose.';
    expect(() => clipped(int8, 300)).toThrow(new RangeError(`clip: the upper bound: ${words}`));
    expect(() => lib.clip(int8, 0, 300)).toThrow(new RangeError(`clip: the upper bound: ${words}`));
    // threefry2x32 of a transposed count: read in row-major order, as its copy.
    const count = lib.array(
      [
        [1, 2],
        [3, 4],
      ],
      'uint32',
    );
    const transposed = lib.transpose(count);
    const copied = lib.copy(transposed);
    expect(lib.random.threefry2x32([0, 0], transposed as never).toArray()).toEqual(
      lib.random.threefry2x32([0, 0], copied as never).toArray(),
    );
  });

  it('randint: maxval 2^64 for uint64 samples the full range (the lower draw, as JAX computes a span that wraps to 0)', () => {
    const [, k2] = lib.random.split(k, 2) as [lib.random.Key, lib.random.Key];
    const lower = lib.random.bits(k2, [64], { dtype: 'uint64' }).toArray() as bigint[];
    expect(lib.random.randint(k, [64], 0n, 2n ** 64n, { dtype: 'uint64' }).toArray()).toEqual(lower);
    // int64 from its bottom past its top: the same draw, shifted by minval.
    const full = lib.random.randint(k, [64], -(2n ** 63n), 2n ** 63n, { dtype: 'int64' }).toArray();
    expect(full).toEqual(lower.map((each) => BigInt.asIntN(64, each - 2n ** 63n)));
    // A span above 2^32: JAX's 2^32 · 2^32 wraps to 0 in uint64, so the offset is the lower draw mod the span.
    const span = 3n * 2n ** 40n;
    expect(lib.random.randint(k, [64], 5n, 5n + span, { dtype: 'int64' }).toArray()).toEqual(
      lower.map((each) => 5n + (each % span)),
    );
  });

  it("the promotion queries: bad input names the query (the compile error's words after it); a refused promotion is the operation's TypePromotionError", () => {
    const unknown = (shown: string) => `Unknown dtype ${shown}. Valid dtypes are listed in dtypes: bool, `;
    const policies = 'Valid policies: jax, strict, numpy, torch, tensorflow, lax, triton, array-api.';
    const cases: [() => unknown, string][] = [
      [() => lib.promoteTypes('int8', 'x' as never), `promoteTypes: ${unknown("'x'")}`],
      [
        () => lib.promoteTypes('int8', 'int8', 'jaxx' as never),
        `promoteTypes: Unknown promotion policy 'jaxx'. ${policies}`,
      ],
      [() => lib.resultType('int8', 'int9' as never), `resultType: ${unknown("'int9'")}`],
      [() => (lib.resultType as () => unknown)(), 'resultType: needs at least one dtype, array or scalar.'],
      [() => lib.binaryResultType('add', 'int8', 'int9' as never), `binaryResultType: ${unknown("'int9'")}`],
      [
        () => lib.binaryResultType('add', 'int8', null as never),
        'binaryResultType: an input is a dtype name, number, bigint, boolean or { re, im } complex scalar; got null.',
      ],
      [
        () => lib.binaryResultType('nope' as never, 'int8', 'int8'),
        "binaryResultType: Unknown binary operation 'nope'.",
      ],
      [
        () => lib.unaryResultType('sqrt', 'int8', { x64: 'yes' } as never),
        "unaryResultType: The x64 option must be true or false, got 'yes'.",
      ],
      [() => lib.materialize('int9' as never), `materialize: ${unknown("'int9'")}`],
      [() => lib.materialize('float', 'yes' as never), "materialize: x64 must be true or false, got 'yes'."],
      [() => lib.withPolicy('pytorch' as never), `withPolicy: Unknown promotion policy 'pytorch'. ${policies}`],
      [() => lib.createOperations('pytorch' as never), "createOperations: Unknown promotion policy 'pytorch'."],
      [() => lib.createReductions(7 as never), 'createReductions: Expected promotion options like'],
      [() => lib.createProducts({ polcy: 'jax' } as never), "createProducts: unknown option 'polcy'"],
      [() => lib.createSelection({ x64: 1 } as never), 'createSelection: The x64 option must be true or false, got 1.'],
      // withPolicy's own queries name themselves as the root entry's do.
      [() => lib.withPolicy('numpy').resultType('int8', 'int9' as never), `resultType: ${unknown("'int9'")}`],
      [
        () => lib.withPolicy('numpy').unaryResultType('add' as never, 'int8'),
        "unaryResultType: Unknown unary operation 'add'.",
      ],
    ];
    for (const [run, start] of cases) {
      let message = '';
      try {
        run();
      } catch (error) {
        expect(error).toBeInstanceOf(TypeError);
        message = (error as Error).message;
      }
      expect(message.startsWith(start), message).toBe(true);
    }
    // materialize answered a name that is no dtype with the name itself; it still materialises weak types.
    expect(lib.materialize('float', false)).toBe('float32');
    expect(lib.materialize('int8')).toBe('int8');
    // A refused promotion: the words add throws, whichever function asked.
    const strict = lib.withPolicy('strict');
    let fromAdd: unknown;
    try {
      strict.add(track(lib.array([1], 'float32')), track(lib.array([1], 'int32')) as never); // a compile error too
    } catch (error) {
      fromAdd = error;
    }
    expect(fromAdd).toBeInstanceOf(lib.TypePromotionError);
    const refused = new lib.TypePromotionError('float32', 'int32', 'strict', (fromAdd as Error).message);
    expect(() => lib.promoteTypes('float32', 'int32', 'strict')).toThrow(refused);
    expect(() => strict.promoteTypes('float32', 'int32')).toThrow(refused);
    expect(() => lib.binaryResultType('add', 'float32', 'int32', 'strict')).toThrow(refused);
  });

  it('sizes beyond 4 GiB are refused before any work, naming the function, the shape and the limit', () => {
    const limit = 'That is more than WebAssembly memory can hold (4 GiB, 4294967296 bytes).';
    const pair = track(lib.array([1, 2]));
    const cases: [() => unknown, string][] = [
      [
        () => lib.random.normal(k, [2 ** 20, 2 ** 20]),
        'random.normal: Out of WebAssembly memory: a float32 array of shape [1048576, 1048576]',
      ],
      [
        () => lib.random.bernoulli(k, 0.5, [2 ** 20, 2 ** 20]),
        'random.bernoulli: Out of WebAssembly memory: a float32 array of shape [1048576, 1048576]',
      ],
      [
        () => lib.random.split(k, 2 ** 40),
        'random.split: Out of WebAssembly memory: a uint32 array of shape [1099511627776, 2]',
      ],
      [
        () => lib.random.permutation(k, 2 ** 40),
        'random.permutation: Out of WebAssembly memory: an int32 array of shape [1099511627776]',
      ],
      [
        () => lib.random.choice(k, 5, { shape: [2 ** 40] }),
        'random.choice: Out of WebAssembly memory: an int32 array of shape [1099511627776]',
      ],
      [
        () => lib.random.randint(k, [2 ** 40], 0, 10),
        'random.randint: Out of WebAssembly memory: an int32 array of shape [1099511627776]',
      ],
      [
        () => lib.tile(pair, [2 ** 20, 2 ** 20]),
        'tile: Out of WebAssembly memory: an int32 array of shape [1048576, 2097152]',
      ],
      [() => lib.pad(pair, 2 ** 40), 'pad: Out of WebAssembly memory: an int32 array of shape [2199023255554]'],
    ];
    for (const [run, start] of cases) {
      const before = undisposed();
      let message = '';
      try {
        run();
      } catch (error) {
        expect(error).toBeInstanceOf(RangeError);
        message = (error as Error).message;
      }
      expect(message.startsWith(start) && message.endsWith(limit), message).toBe(true);
      expect(undisposed()).toEqual(before);
    }
  });
});

describe('reductions built on others name themselves', () => {
  it('an empty axis with a result too large for memory: the reduction, not full (its fill) or sum (its kernel)', () => {
    // zeros() is float32 by default (x64 off), and so are the reductions of it.
    const empty = track(lib.broadcastTo(track(lib.zeros([1, 0])), [2 ** 40, 0]) as lib.NDArray);
    const loose = lib as unknown as Record<string, (x: unknown, options: unknown) => unknown>;
    const cases: [string, string, Record<string, unknown>][] = [
      ['sum', 'float32', {}],
      ['prod', 'float32', {}],
      ['max', 'float32', { initial: 0 }],
      ['min', 'float32', { initial: 0 }],
      ['any', 'bool', {}],
      ['all', 'bool', {}],
      ['mean', 'float32', {}],
      ['variance', 'float32', {}],
      ['std', 'float32', {}],
    ];
    for (const [name, dtype, options] of cases) {
      const before = undisposed();
      let message = '';
      try {
        loose[name]!(empty, { axis: 1, ...options });
      } catch (error) {
        expect(error).toBeInstanceOf(RangeError);
        message = (error as Error).message;
      }
      const shown = name === 'variance' ? 'var' : name;
      // (var and std keep the reduced axis for their mean: shape [2^40, 1].)
      const start = `${shown}: Out of WebAssembly memory: a ${dtype} array of shape [1099511627776`;
      expect(message.startsWith(start), message).toBe(true);
      expect(undisposed()).toEqual(before);
    }
    expect(stillWorks()).toBe(true);
  });
});

describe('random draws built in JavaScript lists', () => {
  const k = lib.random.key(0);
  const over = 2 ** 24 + 1; // the most elements a draw builds in JavaScript lists is 2^24

  it('are refused by name before any work above 2^24 elements (an exhausted JavaScript heap ends the process)', () => {
    const counts = track(lib.broadcastTo(track(lib.array(1, 'uint32')), [over]) as lib.NDArray);
    const logits = track(lib.broadcastTo(track(lib.array(0, 'float32')), [over, 2]) as lib.NDArray);
    const lows = track(lib.zeros([1]));
    const halfP = track(lib.array([0.5], 'float16'));
    const cases: [() => unknown, string][] = [
      [() => lib.random.normal(k, [over]), `random.normal: ${over} float32 values`],
      [() => lib.random.normal(k, [over], { dtype: 'float16' }), `random.normal: ${over} float16 values`],
      [() => lib.random.uniform(k, [over], { dtype: 'bfloat16' }), `random.uniform: ${over} bfloat16 values`],
      [
        () => lib.random.uniform(k, [over], { minval: lows }),
        `random.uniform: ${over} float32 values between array bounds`,
      ],
      [() => lib.random.randint(k, [over], 0, 10), `random.randint: ${over} int32 values`],
      [() => lib.random.permutation(k, over), `random.permutation: ${over} indices`],
      [() => lib.random.choice(k, 5, { shape: [over] }), `random.choice: ${over} draws`],
      [() => lib.random.categorical(k, logits), `random.categorical: ${2 * over} Gumbel draws`],
      [() => lib.random.split(k, over), `random.split: ${over} keys`],
      [() => lib.random.threefry2x32([0, 0], counts as never), `random.threefry2x32: ${over} counts`],
      [() => lib.random.bernoulli(k, halfP as never, [over]), `random.bernoulli: ${over} float16 draws`],
    ];
    const limit = 'is more than this implementation draws at once (16777216, 2^24)';
    for (const [run, start] of cases) {
      const before = undisposed();
      let message = '';
      try {
        lib.keep(run());
      } catch (error) {
        expect(error).toBeInstanceOf(RangeError);
        message = (error as Error).message;
      }
      expect(message.startsWith(`${start} ${limit}`), message).toBe(true);
      expect(undisposed()).toEqual(before);
    }
  });

  it('bernoulli with a float32 or float64 p draws in wasm memory, with no such limit, the same stream', () => {
    // JAX's partitionable stream: element i of a draw does not depend on the draw's shape.
    const small = lib.random.bernoulli(k, 0.3, [16]);
    const large = lib.random.bernoulli(k, 0.3, [over]);
    const head = lib.slice(large, [0, 16]);
    expect(head.toArray()).toEqual(small.toArray());
    const p = lib.array([0.25, 0.75], 'float32');
    const byArray = lib.random.bernoulli(k, p as never, [over, 2]);
    const rows = lib.slice(byArray, [0, 4]);
    expect(rows.toArray()).toEqual(lib.random.bernoulli(k, p as never, [4, 2]).toArray());
    for (const array of [small, large, head, p, byArray, rows]) array.dispose();
  });
});

describe("the allocator's words never leave a named function", () => {
  // A scratch block allocated deep in shared code (an operation's cast or gather blocks, a
  // conversion's chunk) knows no caller; the function that names its errors gives them the words
  // an array's exhausted memory has. (Real exhaustion: test/memory-exhaustion.test.ts.)
  const raw = () => new RangeError('out of WebAssembly memory: could not allocate 65536 bytes');
  const words =
    /^Out of WebAssembly memory: a scratch block needs 65536 bytes\. \d+ undisposed arrays hold \d+ bytes; .* the library keeps working\.$/;

  it('publicFunction and runAs (namedFailure) and the operations (namedScratchFailure) give them', () => {
    for (const error of [namedFailure(raw(), 'sort'), namedScratchFailure(raw(), 'add')] as RangeError[]) {
      expect(error).toBeInstanceOf(RangeError);
      expect(error.message.replace(/^(sort|add): /, '')).toMatch(words);
      expect(error.message).toMatch(/^(sort|add): Out of/);
    }
    // namedScratchFailure leaves every other error as it is ("add(): the scalar …" keeps its words).
    const own = new RangeError('add(): the scalar is 300, out of range for uint8 (0 to 255).');
    expect(namedScratchFailure(own, 'add')).toBe(own);
    expect(own.message).toBe('add(): the scalar is 300, out of range for uint8 (0 to 255).');
  });
});

describe('wrong types and shapes that do not broadcast', () => {
  /** Take functions or run asynchronously: driven above or in their own files. */
  const skipped = new Set(['scope', 'jit', 'ready', 'keep']);

  it('no engine error leaks: every error is an Error, and names its function', () => {
    const one = track(lib.array([1, 2]));
    const other = track(lib.array([1, 2, 3]));
    const wrong: unknown[] = ['x', {}, null, Symbol('s'), [1, 'a'], () => 1];
    const failures: string[] = [];
    const all = functionsOf(lib).map(([name, fn]) => [rows[name]?.alias ?? name, fn] as const);
    for (const space of Object.keys(namespaces)) {
      for (const [name, fn] of functionsOf((lib as unknown as Record<string, object>)[space]!))
        all.push([`${space}.${name}`, fn]);
    }
    for (const [name, fn] of all) {
      if (skipped.has(name) || /^[A-Z]|\.[A-Z]/.test(name)) continue;
      const calls: unknown[][] = [[one, other], ...wrong.flatMap((bad) => [[bad], [one, bad], [bad, one]])];
      for (const args of calls) {
        const before = undisposed();
        try {
          lib.keep(fn(...args));
        } catch (error) {
          const message = String((error as Error)?.message);
          const shown = `${name}(${args.map((arg) => typeof arg).join(', ')}): ${message.slice(0, 140)}`;
          if (!(error instanceof TypeError || error instanceof RangeError))
            failures.push(`not a Type/RangeError: ${shown}`);
          if (engineWords.test(message) || /is not (a function|iterable)|Cannot (read|destructure)/.test(message))
            failures.push(`engine words: ${shown}`);
          if (!message.startsWith(`${name}: `) && !message.startsWith(`${name}(): `))
            failures.push(`unnamed: ${shown}`);
          const after = undisposed();
          if (after.arrays !== before.arrays) failures.push(`leaked: ${shown}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(stillWorks()).toBe(true);
  });
});
