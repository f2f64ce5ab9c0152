import type { PolicyBound } from '../../types/policies/with-policy.js';
import type { PolicySpec } from '../../types/policy.js';
import { createOperations, type Operations } from '../ops/operations.js';
import { createProducts } from '../ops/products/products.js';
import { createReductions } from '../ops/reductions/functions.js';
import { createSelection } from '../ops/selection.js';
import { createStatistics } from '../ops/statistics.js';
import type { StatisticsFunctions } from '../../types/statistics.js';
import type { ReductionFunctions } from '../../types/reductions.js';
import type { SelectionFunctions } from '../../types/selection.js';
import type { ProductFunctions } from '../../types/matmul.js';
import type { SortingFunctions } from '../../types/sorting.js';
import { policyFunctions } from '../plan/promote.js';
import { resolvePolicy } from '../policy/policy.js';
import { createSorts } from '../ops/sorting/sort.js';
import { createSearches } from '../ops/sorting/search.js';
import { createPartitions } from '../ops/sorting/partition.js';
import type { PartitionFunctions } from '../../types/partition.js';
import { createIndexResults } from '../ops/shaping.js';
import { createRandom } from '../ops/random/create.js';
import { creationFunctions } from '../ops/creation.js';
import { createJoining } from '../ops/joining.js';
import { createComparison } from '../ops/comparison.js';
import { createNn } from '../ops/nn.js';
import { createFft } from '../ops/fft.js';
import { createLinalg } from '../ops/linalg.js';
import type { LinalgFunctions } from '../../types/linalg.js';
import type { FftFunctions } from '../../types/fft.js';
import type { NnFunctions } from '../../types/nn.js';
import type { JoiningFunctions } from '../../types/view-methods.js';
import type { CreationFunctions } from '../../types/creation.js';
import { Key, isKey } from '../ops/random/keys.js';
import type { RandomFunctions } from '../ops/random/types.js';
import { createMatrixParts } from '../ops/matrix-parts.js';
import { createIndexHelpers } from '../ops/index-helpers.js';
import type { MatrixPartFunctions } from '../../types/matrix-parts.js';
import type { IndexHelperFunctions } from '../../types/index-helpers.js';
import { createSetops } from '../ops/setops.js';
import { createEditing } from '../ops/editing.js';
import { createPolynomials } from '../ops/polynomials.js';
import type { SetopsFunctions } from '../../types/setops.js';
import type { AppendFunction } from '../../types/editing.js';
import type { PolynomialFunctions } from '../../types/polynomials.js';
import '../ops/methods.js'; // the arrays made here have their methods (src/ops/methods.ts installs them as it loads)

/** The `random` namespace under a policy: its samplers (their default dtypes, key's seeding by x64), Key and isKey. */
export type PolicyRandom<Policy extends PolicySpec> = RandomFunctions<Policy> & {
  readonly Key: typeof Key;
  readonly isKey: typeof isKey;
};

/**
 * What `withPolicy(policy)` returns: the promotion functions, array operations, reductions, selection,
 * matrix products, sorting with the index results, creation (array, zeros, arange …), joining
 * (concatenate, stack), comparison (isclose, allclose, arrayEqual), the set operations that promote
 * (union1d, intersect1d, setxor1d), append, the polynomials, `random`, `nn` (jax.nn), `fft` and `linalg`
 * (a rank's dtype follows x64), under `Policy`.
 */
export type PolicyLibrary<Policy extends PolicySpec> = PolicyBound<Policy> &
  Operations<Policy> &
  ReductionFunctions<Policy> &
  StatisticsFunctions<Policy> &
  SelectionFunctions<Policy> &
  ProductFunctions<Policy> &
  SortingFunctions<Policy> &
  PartitionFunctions<Policy> &
  CreationFunctions<Policy> &
  JoiningFunctions<Policy> &
  ReturnType<typeof createComparison> &
  MatrixPartFunctions<Policy> &
  IndexHelperFunctions<Policy> &
  SetopsFunctions<Policy> &
  PolynomialFunctions<Policy> & {
    readonly append: AppendFunction<Policy>;
    readonly random: PolicyRandom<Policy>;
    readonly nn: NnFunctions<Policy>;
    readonly fft: FftFunctions<Policy>;
    readonly linalg: LinalgFunctions<Policy>;
  };

/** Sorting, searching, unique, nonzero, argwhere, partition and lexsort under one policy (the indices' dtype is its default int). */
function createSorting<Spec extends PolicySpec>(spec: Spec): SortingFunctions<Spec> & PartitionFunctions<Spec> {
  const policy = resolvePolicy(spec, 'withPolicy');
  return {
    ...createSorts(policy),
    ...createSearches(policy),
    ...createIndexResults(policy),
    ...createPartitions(policy),
  } as never;
}

/**
 * The library bound to one policy: its promotion functions and its array operations, typed so the
 * editor shows that policy's dtypes and the runtime produces them. There is no global setting.
 * @example
 * const numpy = withPolicy('numpy');
 * numpy.add(array([1], 'int64'), array([1], 'uint64')) // NDArray<'float64', [1]>
 * numpy.resultType('int8', 'uint8', 'float16')          // 'float16'
 */
export function withPolicy<const Spec extends PolicySpec>(spec: Spec): PolicyLibrary<Spec> {
  const bound = policyFunctions(spec); // first: a spec's errors name withPolicy
  const operations = createOperations(spec);
  return Object.freeze({
    ...bound,
    ...operations,
    ...createReductions(spec),
    ...createStatistics(spec),
    ...createSelection(spec, operations as never), // its conj is operations.conjugate
    ...createProducts(spec),
    ...createSorting(spec),
    ...creationFunctions(spec, 'withPolicy'),
    ...createJoining<Spec>(resolvePolicy(spec, 'withPolicy')),
    ...createComparison(resolvePolicy(spec, 'withPolicy')),
    ...createMatrixParts(spec),
    ...createIndexHelpers(spec),
    ...createSetops(spec),
    ...createEditing(spec),
    ...createPolynomials(spec),
    random: Object.freeze({ Key, isKey, ...createRandom<Spec>(resolvePolicy(spec, 'withPolicy')) }),
    nn: createNn<Spec>(spec),
    fft: createFft<Spec>(spec),
    linalg: createLinalg<Spec>(spec),
  });
}
