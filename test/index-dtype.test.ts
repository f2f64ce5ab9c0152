// The dtype of sorting's and searching's indices is registry data read by the planner from the
// policy's x64 flag (src/registry/registry.js indexDTypeRows, src/plan/sorting.ts): JAX's default
// int (int64 with x64, int32 without) for argsort and unique's counts, int32 for topK and searchsorted.
import { describe, expect, it } from 'vitest';
import { array, argsort, searchsorted, topK, unique, withPolicy } from '../src/index.js';
import { indexDTypeRows } from '../src/registry/registry.js';
import { resolvePolicy } from '../src/policy/policy.js';
import { indexDType } from '../src/plan/sorting.js';
import { createSorts } from '../src/ops/sorting/sort.js';
import { createSearches } from '../src/ops/sorting/search.js';
import * as x64 from '../src/x64.js';

describe('index dtypes by x64', () => {
  it('the registry rows, as the planner reads them under x64 on and off', () => {
    for (const row of indexDTypeRows) {
      expect(indexDType(resolvePolicy({ policy: 'jax', x64: true }), row.name)).toBe(row.x64);
      expect(indexDType(resolvePolicy({ policy: 'jax', x64: false }), row.name)).toBe(row.x32);
      expect(indexDType(resolvePolicy({ policy: 'lax', x64: false }), row.name)).toBe(row.x32);
      // NumPy has no x64 switch (SPEC §6): its indices are its own whatever x64 says.
      expect(indexDType(resolvePolicy({ policy: 'numpy', x64: false }), row.name)).toBe(row.x64);
    }
  });

  it('the default (JAX, x64 off) gives int32 for every index; x64 on int64 for argsort and counts', () => {
    const x = array([3, 1, 2, 1], 'float32');
    expect(argsort(x).dtype).toBe('int32');
    expect(unique(x, { returnCounts: true }).counts.dtype).toBe('int32');
    expect(x64.argsort(x).dtype).toBe('int64');
    expect(x64.unique(x, { returnCounts: true }).counts.dtype).toBe('int64');
    expect(x64.topK(x, 2).indices.dtype).toBe('int32');
    expect(x64.searchsorted(array([1, 2, 3]), 2).dtype).toBe('int32');
    expect(topK(x, 2).indices.dtype).toBe('int32');
    expect(searchsorted(array([1, 2, 3]), 2).dtype).toBe('int32');
  });

  it('with x64 off every index is int32, as JAX gives them', () => {
    const policy = resolvePolicy({ policy: 'jax', x64: false });
    const { argsort: argsort32, topK: topK32 } = createSorts(policy);
    const { unique: unique32, searchsorted: searchsorted32 } = createSearches(policy);
    const x = array([3, 1, 2, 1], 'float32');
    const order = argsort32(x);
    expect(order.dtype).toBe('int32');
    expect(order.toArray()).toEqual([1, 3, 2, 0]);
    const { values, counts } = unique32(x, { returnCounts: true }) as unknown as { values: typeof x; counts: typeof x };
    expect(counts.dtype).toBe('int32');
    expect(counts.toArray()).toEqual([2, 1, 1]);
    expect(values.toArray()).toEqual([1, 2, 3]);
    expect(topK32(x, 1).indices.dtype).toBe('int32');
    expect(searchsorted32(array([1, 2, 3], 'float32'), 2).dtype).toBe('int32');
    // The dtype option still wins.
    expect(argsort32(x, { dtype: 'int64' }).dtype).toBe('int64');
  });
});

describe('withPolicy reaches sorting and the index results', () => {
  it('the policy x64 gives every index its dtype; topK and searchsorted are int32 in both', () => {
    const x = array(
      [
        [0, 3],
        [4, 0],
      ],
      'float32',
    );
    for (const [spec, int] of [
      [{ x64: false }, 'int32'],
      [{ x64: true }, 'int64'],
      ['numpy', 'int64'],
      [{ policy: 'strict', x64: false }, 'int32'],
      // PyTorch has no x64 switch (SPEC §6): torch.argsort's int64 whatever x64 says.
      [{ policy: 'torch', x64: false }, 'int64'],
    ] as const) {
      const library = withPolicy(spec);
      expect(library.argsort(x).dtype).toBe(int);
      expect(library.unique(x, { returnCounts: true }).counts.dtype).toBe(int);
      expect(library.nonzero(x).map((axis) => axis.dtype)).toEqual([int, int]);
      expect(library.argwhere(x).dtype).toBe(int);
      expect(library.topK(x, 1).indices.dtype).toBe('int32');
      expect(library.searchsorted(array([1, 2, 3], 'float32'), 2).dtype).toBe('int32');
      expect(library.sort(x, { axis: null }).toArray()).toEqual([0, 0, 3, 4]);
    }
    expect(withPolicy({ x64: false }).argwhere(x).toArray()).toEqual([
      [0, 1],
      [1, 0],
    ]);
  });
});
