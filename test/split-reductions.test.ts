// The reductions' executor (src/execute/reductions.ts) over ranges of output rows: running a pass,
// a scan or an index reduction over its whole range, or over the range cut into random pieces run
// in any order, writes the same bytes (where threads will split the work). And its pairwise sum,
// which jit takes for fused sums, gives the sum kernel's bits.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { array } from '../src/index.js';
import { storage } from '../src/array/ndarray.js';
import type { DType } from '../src/lattice/dtypes.js';
import { itemSize } from '../src/lattice/dtypes.js';
import { resolvePolicy } from '../src/policy/policy.js';
import { allocBytes, freeBytes, memory } from '../src/kernels/heap.js';
import {
  kernelAccumulation,
  reductionPlanner,
  rowsPlan,
  stepsPlan,
  type ReductionName,
} from '../src/plan/reductions.js';
import { PAIRWISE_LEAF, type RowsOp } from '../src/kernels/reductions.js';
import {
  alongAxis,
  divideElements,
  selectMasked,
  pairwiseSum,
  reduceAll,
  reducePass,
  reductionLayout,
  type ReductionPass,
} from '../src/execute/reductions.js';

const bytesAt = (pointer: number, count: number): number[] => [...new Uint8Array(memory().buffer, pointer, count)];

/** Cut points in (0, total), sorted and distinct, turned into pieces [begin, end) in a shuffled order. */
const pieces = (total: number) =>
  fc
    .tuple(fc.uniqueArray(fc.integer({ min: 1, max: Math.max(1, total - 1) }), { maxLength: 6 }), fc.integer())
    .map(([cuts, seed]) => {
      const bounds = [0, ...cuts.filter((cut) => cut < total).sort((a, b) => a - b), total];
      const ranges: [number, number][] = [];
      for (let index = 0; index + 1 < bounds.length; index += 1) ranges.push([bounds[index]!, bounds[index + 1]!]);
      // A seeded shuffle: pieces may run in any order.
      let state = seed >>> 0;
      for (let index = ranges.length - 1; index > 0; index -= 1) {
        state = (Math.imul(state, 1103515245) + 12345) >>> 0;
        const other = state % (index + 1);
        [ranges[index], ranges[other]] = [ranges[other]!, ranges[index]!];
      }
      return ranges;
    });

/** Values for a dtype: small integers (wrapping sums stay interesting for int8), halves and thirds for floats. */
function values(dtype: DType, count: number, seed: number): number[] | boolean[] {
  const out: number[] = [];
  let state = seed >>> 0;
  for (let index = 0; index < count; index += 1) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const small = (state >>> 8) % 200;
    out.push(
      dtype.startsWith('int') || dtype.startsWith('uint')
        ? small - (dtype.startsWith('u') ? 0 : 100)
        : small / 3 - 33.25,
    );
  }
  return dtype === 'bool' ? out.map((value) => value > 0) : out;
}

const shapeAndAxes = fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 4 }).chain((shape) =>
  fc.tuple(
    fc.constant(shape),
    fc.subarray(
      shape.map((_, axis) => axis),
      { minLength: 1 },
    ),
    fc.integer(),
  ),
);

/**
 * Runs every pass of a reduction of `shape` over `axes` whole, and cut into pieces, from the same
 * input; each pass's output bytes must agree, and the next pass reads the whole run's output.
 */
function checkPasses(op: RowsOp, compute: DType, shape: number[], axes: number[], seed: number, cuts: number): void {
  const input = array(
    values(
      compute,
      shape.reduce((a, b) => a * b, 1),
      seed,
    ) as number[],
    compute as 'float32',
  );
  const plan = rowsPlan(op, compute);
  const layout = reductionLayout(shape, axes);
  const passes: readonly ReductionPass[] = layout.kind === 'copy' ? [] : layout.passes;
  let current = input[storage].pointer;
  const owned: number[] = [];
  try {
    for (const pass of passes) {
      const count = pass.outer * pass.inner;
      const size = Math.max(1, count * plan.bytes);
      const whole = allocBytes(size);
      const cut = allocBytes(size);
      owned.push(whole, cut);
      reducePass(plan, pass, current, whole);
      fc.assert(
        fc.property(pieces(pass.outer), (ranges) => {
          new Uint8Array(memory().buffer, cut, size).fill(0xa5);
          for (const [begin, end] of ranges) reducePass(plan, pass, current, cut, begin, end);
          expect(bytesAt(cut, count * plan.bytes)).toEqual(bytesAt(whole, count * plan.bytes));
        }),
        { numRuns: cuts, seed },
      );
      current = whole;
    }
  } finally {
    for (const pointer of owned) freeBytes(pointer);
    input.dispose();
  }
}

describe('reduction passes over output-row ranges give the same bytes however the range is cut', () => {
  const cases: [string, RowsOp, DType][] = [
    ['float32 sums (pairwise rows, pairwise halves along middle axes)', 'sum', 'float32'],
    ['float64 sums', 'sum', 'float64'],
    ['int8 sums, widened to their kernel dtype', 'sum', kernelAccumulation('int8')],
    [
      'bfloat16 sums, in float32 (JAX upcast)',
      'sum',
      reductionPlanner(resolvePolicy('jax'), 'sum')('bfloat16').compute,
    ],
    ['complex64 sums', 'sum', 'complex64'],
    ['int32 products', 'prod', 'int32'],
    ['float32 maxima', 'max', 'float32'],
    ['int64 minima', 'min', 'int64'],
  ];
  for (const [what, op, compute] of cases) {
    it(what, () => {
      fc.assert(
        fc.property(shapeAndAxes, ([shape, axes, seed]) => checkPasses(op, compute, shape, axes, seed, 4)),
        { numRuns: 25 },
      );
    });
  }

  it('a middle axis long enough to be summed in halves (float32, length 200)', () => {
    checkPasses('sum', 'float32', [7, 200, 3], [1], 11, 30);
    checkPasses('sum', 'float32', [5, 130, 2, 3], [1, 3], 12, 30);
  });

  it('the executor gives what the public functions give, axis and keepdims included', async () => {
    const library = await import('../src/index.js');
    fc.assert(
      fc.property(shapeAndAxes, fc.boolean(), ([shape, axes, seed], keepdims) => {
        const flat = array(
          values(
            'float32',
            shape.reduce((a, b) => a * b, 1),
            seed,
          ) as number[],
          'float32',
        );
        const x = flat.reshape(shape);
        const expected = library.sum(x, axes, { keepdims });
        const plan = rowsPlan('sum', 'float32');
        const out = allocBytes(Math.max(4, expected.size * 4));
        try {
          reduceAll(plan, reductionLayout(shape, axes), x[storage].pointer, out, 'sum');
          expect(bytesAt(out, expected.size * 4)).toEqual(bytesAt(expected[storage].pointer, expected.size * 4));
          expect(expected.shape).toEqual(
            shape.map((size, axis) => (axes.includes(axis) ? (keepdims ? 1 : -1) : size)).filter((size) => size >= 0),
          );
        } finally {
          freeBytes(out);
          expected.dispose();
          x.dispose();
          flat.dispose();
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('scans and index reductions over output-row ranges', () => {
  const cases: [string, ReductionName, DType][] = [
    ['argmax of float32', 'argmax', 'float32'],
    ['argmin of int16', 'argmin', 'int16'],
    ['argmax of bfloat16 (compared in float32)', 'argmax', 'bfloat16'],
    ['cumsum of float32', 'cumsum', 'float32'],
    ['cumsum of int8 (int32 kernel)', 'cumsum', 'int8'],
    ['cumprod of float64', 'cumprod', 'float64'],
  ];
  for (const [what, name, dtype] of cases) {
    it(what, () => {
      const plan = reductionPlanner(resolvePolicy('jax'), name)(dtype);
      fc.assert(
        fc.property(
          fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 5 })),
          fc.integer(),
          ([outer, length, inner], seed) => {
            const input = array(
              values(plan.compute, outer * length * inner, seed) as number[],
              plan.compute as 'float32',
            );
            const outBytes = plan.scan ? itemSize(plan.compute) : 8;
            const rowOut = plan.scan ? length * inner : inner;
            const size = outer * rowOut * outBytes;
            const whole = allocBytes(size);
            const cut = allocBytes(size);
            const run = (begin: number, end: number, out: number) =>
              alongAxis(
                plan.along,
                input[storage].pointer,
                itemSize(plan.compute),
                outer,
                length,
                inner,
                out,
                outBytes,
                rowOut,
                begin,
                end,
              );
            try {
              run(0, outer, whole);
              fc.assert(
                fc.property(pieces(outer), (ranges) => {
                  new Uint8Array(memory().buffer, cut, size).fill(0x5a);
                  for (const [begin, end] of ranges) run(begin, end, cut);
                  expect(bytesAt(cut, size)).toEqual(bytesAt(whole, size));
                }),
                { numRuns: 5, seed },
              );
            } finally {
              freeBytes(whole);
              freeBytes(cut);
              input.dispose();
            }
          },
        ),
        { numRuns: 25 },
      );
    });
  }
});

describe('pairwiseSum (what jit takes for a fused whole-array float sum or mean)', () => {
  it('takes values made leaf by leaf into one scratch block (as a fused chain makes them): sum(x * x)', async () => {
    const library = await import('../src/index.js');
    const lanes = allocBytes(16);
    const scratch = allocBytes(PAIRWISE_LEAF * 4);
    try {
      for (const count of [1, 17, 2048, 2049, 5000, 40000]) {
        const x = array(values('float32', count, count) as number[], 'float32');
        const squares = library.multiply(x, x);
        const expected = library.sum(squares);
        const source = x[storage].pointer;
        // Each leaf's values computed here in float32, written to the scratch block the leaf reads.
        const total = pairwiseSum(
          'float32',
          count,
          (start, size) => {
            const input = new Float32Array(memory().buffer, source + start * 4, size);
            const made = new Float32Array(memory().buffer, scratch, size);
            for (let index = 0; index < size; index += 1) made[index] = Math.fround(input[index]! * input[index]!);
            return scratch;
          },
          lanes,
        );
        expect(Object.is(total, expected.toArray())).toBe(true);
        for (const made of [expected, squares, x]) made.dispose();
      }
    } finally {
      freeBytes(scratch);
      freeBytes(lanes);
    }
  });

  for (const dtype of ['float32', 'float64'] as const) {
    it(`gives the ${dtype} sum kernel's bits, leaf by leaf, and mean's`, async () => {
      const library = await import('../src/index.js');
      const bytes = itemSize(dtype);
      const lanes = allocBytes(16);
      try {
        fc.assert(
          fc.property(fc.integer({ min: 1, max: 20000 }), fc.integer(), (count, seed) => {
            const x = array(values(dtype, count, seed) as number[], dtype);
            const pointer = x[storage].pointer;
            const starts: number[] = [];
            const total = pairwiseSum(dtype, count, (start) => (starts.push(start), pointer + start * bytes), lanes);
            const kernelTotal = library.sum(x);
            const mean = library.mean(x);
            try {
              expect(Object.is(total, kernelTotal.toArray())).toBe(true);
              const fromLeaves = pairwiseSum(dtype, count, (start) => pointer + start * bytes, lanes, true);
              expect(Object.is(fromLeaves, mean.toArray())).toBe(true);
              // Leaves come in order, each starting where the one before ended.
              expect(starts).toEqual([...starts].sort((a, b) => a - b));
            } finally {
              kernelTotal.dispose();
              mean.dispose();
              x.dispose();
            }
          }),
          { numRuns: 60 },
        );
      } finally {
        freeBytes(lanes);
      }
    });
  }
});

describe("the composite steps (a where mask's selection, division by a count or by counts) over element ranges", () => {
  const stepDTypes: DType[] = ['bool', 'int8', 'int32', 'uint16', 'int64', 'float32', 'float64', 'complex64'];
  it('the whole range and its pieces write the same bytes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...stepDTypes),
        fc.integer({ min: 0, max: 40 }),
        fc.integer(),
        fc.boolean(),
        (dtype, count, seed, oneDivisor) => {
          const plan = stepsPlan(dtype);
          const bytes = plan.bytes;
          const size = Math.max(1, count * bytes);
          const mask = array(values('bool', Math.max(count, 1), seed) as boolean[], 'bool');
          const left = array(values(dtype, Math.max(count, 1), seed + 1) as number[], dtype as 'float32');
          // Divisors without zeros (an integer division by zero is the kernel's own business).
          const right = array(
            (values(dtype, Math.max(count, 1), seed + 2) as number[]).map((value) => (value === 0 ? 3 : value)),
            dtype as 'float32',
          );
          const outs = [allocBytes(size), allocBytes(size), allocBytes(size), allocBytes(size)];
          try {
            const [selectWhole, selectCut, divideWhole, divideCut] = outs as [number, number, number, number];
            const fill = right[storage].pointer; // its first element as the fill
            const stride = oneDivisor ? 0 : 1;
            selectMasked(plan, mask[storage].pointer, left[storage].pointer, fill, selectWhole, 0, count);
            const divides = dtype !== 'bool';
            if (divides)
              divideElements(plan, left[storage].pointer, right[storage].pointer, stride, divideWhole, 0, count);
            fc.assert(
              fc.property(pieces(Math.max(count, 1)), (ranges) => {
                for (const out of [selectCut, divideCut]) new Uint8Array(memory().buffer, out, size).fill(0xa5);
                for (const [begin, end] of ranges) {
                  const to = Math.min(end, count);
                  selectMasked(plan, mask[storage].pointer, left[storage].pointer, fill, selectCut, begin, to);
                  if (divides)
                    divideElements(plan, left[storage].pointer, right[storage].pointer, stride, divideCut, begin, to);
                }
                expect(bytesAt(selectCut, count * bytes)).toEqual(bytesAt(selectWhole, count * bytes));
                if (divides) expect(bytesAt(divideCut, count * bytes)).toEqual(bytesAt(divideWhole, count * bytes));
              }),
              { numRuns: 4, seed },
            );
          } finally {
            for (const out of outs) freeBytes(out);
            mask.dispose();
            left.dispose();
            right.dispose();
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

// Sizes past TWO_STREAM_BYTES (8 MiB), with halves of one shape and not, for the two-stream sums.
const FROM_MEMORY = [
  ['float32', 3 << 20],
  ['float32', (1 << 22) + 48],
  ['float64', (1 << 20) + 32],
  ['float64', 3 << 19],
] as const;

/** `count` values of wide range from a seeded LCG; every (index % nanEvery === 5) one NaN when given. */
function seededValues(
  dtype: 'float32' | 'float64',
  count: number,
  seed: number,
  nanEvery = 0,
): Float32Array | Float64Array {
  const data = dtype === 'float32' ? new Float32Array(count) : new Float64Array(count);
  let state = seed >>> 0;
  for (let index = 0; index < count; index += 1) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    data[index] =
      nanEvery > 0 && index % nanEvery === 5
        ? Number.NaN
        : ((state / 2 ** 32 - 0.5) * 2 ** ((state >>> 7) % 40)) / 2 ** 20;
  }
  return data;
}

describe('sums from memory read two subtrees at once (asm/reduce.ts TWO_STREAM_BYTES) with the same bits', () => {
  /** asm/reduce.ts's pairwise tree in JS: the lanes (4 for float32, 2 for float64) of values[start, start + count). */
  function pairwiseLanes(values: Float32Array | Float64Array, start: number, count: number): number[] {
    const single = values instanceof Float32Array;
    const width = single ? 4 : 2;
    const round = single ? Math.fround : (x: number) => x;
    const add = (a: number[], b: number[]) => a.map((value, lane) => round(value + b[lane]!));
    if (count > PAIRWISE_LEAF) {
      const half = (count >> 1) & ~15;
      return add(pairwiseLanes(values, start, half), pairwiseLanes(values, start + half, count - half));
    }
    const step = 4 * width;
    const accumulators = [0, 1, 2, 3].map(() => new Array<number>(width).fill(0));
    let at = start;
    for (; at + step <= start + (count & -step); at += step)
      for (let vector = 0; vector < 4; vector += 1)
        for (let lane = 0; lane < width; lane += 1)
          accumulators[vector]![lane] = round(accumulators[vector]![lane]! + values[at + vector * width + lane]!);
    for (; at + width <= start + count; at += width)
      for (let lane = 0; lane < width; lane += 1)
        accumulators[1]![lane] = round(accumulators[1]![lane]! + values[at + lane]!);
    const tail = new Array<number>(width).fill(0);
    for (let lane = 0; at < start + count; at += 1, lane += 1) tail[lane] = values[at]!;
    const [a0, a1, a2, a3] = accumulators as [number[], number[], number[], number[]];
    return add(add(add(a0, a1), add(a2, a3)), tail);
  }
  const total = (dtype: 'float32' | 'float64', lanes: number[]): number =>
    dtype === 'float32'
      ? Math.fround(Math.fround(lanes[0]! + lanes[1]!) + Math.fround(lanes[2]! + lanes[3]!))
      : lanes[0]! + lanes[1]!;

  it('keeps the figure the executor splits by', async () => {
    const { readFileSync } = await import('node:fs');
    const source = readFileSync(new URL('../asm/reduce.ts', import.meta.url), 'utf8');
    const { TWO_STREAM_BYTES } = await import('../src/kernels/reductions.js');
    expect(source).toContain(`TWO_STREAM_BYTES: i32 = ${TWO_STREAM_BYTES >> 20} << 20;`);
  });

  for (const [dtype, count] of FROM_MEMORY) {
    it(`${dtype} sum of ${count} values, whole and cut into pieces, is the pairwise tree's`, async () => {
      const { sum } = await import('../src/index.js');
      const { setRangeSplit, evenPieces } = await import('../src/execute/ranges.js');
      const data = seededValues(dtype, count, count);
      const expected = total(dtype, pairwiseLanes(data, 0, count));
      const x = array(data, dtype);
      try {
        expect(sum(x).item()).toBe(expected);
        setRangeSplit((size, grain) => evenPieces(size, grain, 8));
        try {
          expect(sum(x).item()).toBe(expected);
        } finally {
          setRangeSplit(undefined);
        }
      } finally {
        x.dispose();
      }
    }, 60_000);
  }
});

describe('nansum and nanmean from memory (two subtrees at once) keep the plain sum’s bits', () => {
  for (const [dtype, count] of FROM_MEMORY) {
    it(`${dtype}, ${count} values, one in 97 NaN: nansum is sum(where(isnan(x), 0, x)), nanmean that over the count`, async () => {
      const { sum, nansum, nanmean, where, isnan } = await import('../src/index.js');
      const { setRangeSplit, evenPieces } = await import('../src/execute/ranges.js');
      const data = seededValues(dtype, count, count * 3, 97);
      const kept = data.filter((value) => !Number.isNaN(value)).length;
      const x = array(data, dtype);
      const zeroed = where(isnan(x), 0, x);
      try {
        const expected = sum(zeroed).item() as number;
        const mean = dtype === 'float32' ? Math.fround(expected / kept) : expected / kept;
        expect(nansum(x).item()).toBe(expected);
        expect(nanmean(x).item()).toBe(mean);
        setRangeSplit((size, grain) => evenPieces(size, grain, 8));
        try {
          expect(nansum(x).item()).toBe(expected);
          expect(nanmean(x).item()).toBe(mean);
        } finally {
          setRangeSplit(undefined);
        }
      } finally {
        zeroed.dispose();
        x.dispose();
      }
    }, 60_000);
  }
});
