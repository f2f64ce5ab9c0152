// Matrix products against NumPy's values (scripts/matmul_oracle.py → test/fixtures/matmul) for
// every dtype, with shapes of 0, 1, odd sizes, 1-D operands and broadcast batch axes; strided
// (transposed) operands; dtypes with preferredElementType; dot/vdot/inner/outer/tensordot/einsum
// against matmul and plain loops; bad input gives a clear error and leaks nothing.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  array,
  copy,
  dot,
  einsum,
  inner,
  matmul,
  outer,
  promoteTypes,
  tensordot,
  transpose,
  vdot,
  zeros,
  createProducts,
  flip,
  withPolicy,
  type DType,
  type NDArray,
} from '../src/x64.js';
import { usedHeapBytes } from './support/heap.js';

type Encoded = boolean | number | string | [number, number];
interface Operand {
  shape: number[];
  values: Encoded[];
}
interface Case {
  dtype: DType;
  a: Operand;
  b: Operand;
  shape: number[];
  values: Encoded[];
  bound: number[] | null;
}

const oracle = JSON.parse(readFileSync(new URL('./fixtures/matmul/oracle.json', import.meta.url), 'utf8')) as {
  cases: Case[];
};

function decode(value: Encoded, dtype: DType): unknown {
  if (Array.isArray(value)) return { re: value[0], im: value[1] };
  if (typeof value === 'string') return dtype === 'int64' || dtype === 'uint64' ? BigInt(value) : Number(value);
  return value;
}

function make(operand: Operand, dtype: DType): NDArray {
  const flat = array(operand.values.map((value) => decode(value, dtype)) as never, dtype);
  const shaped = flat.reshape(operand.shape) as NDArray;
  if (shaped !== flat) flat.dispose();
  return shaped;
}

/** Unit roundoff of the accumulation and of the result dtype. */
const epsilon: Partial<Record<string, number>> = {
  float64: 2 ** -53,
  complex128: 2 ** -53,
  float32: 2 ** -24,
  complex64: 2 ** -24,
  float16: 2 ** -11,
  bfloat16: 2 ** -8,
  float8_e4m3fn: 2 ** -4,
};
const accumulation = (dtype: string) => (dtype === 'float64' || dtype === 'complex128' ? epsilon[dtype]! : 2 ** -24);

function flatten(value: unknown): unknown[] {
  return Array.isArray(value) ? value.flatMap(flatten) : [value];
}

/** Failures of `made` against the case: integers exact, floats within K·eps(accumulation)·Σ|a||b| plus one rounding. */
function compare(made: NDArray, testCase: Case, label: string): string[] {
  const failures: string[] = [];
  if (JSON.stringify(made.shape) !== JSON.stringify(testCase.shape))
    return [`${label}: shape ${JSON.stringify(made.shape)}, expected ${JSON.stringify(testCase.shape)}`];
  const depth = testCase.a.shape[testCase.a.shape.length - 1]!;
  const values = flatten(made.toArray());
  values.forEach((actual, index) => {
    const expected = testCase.values[index]!;
    let good: boolean;
    if (typeof expected === 'boolean') good = actual === expected;
    else if (typeof expected === 'string') good = String(actual) === expected;
    else {
      const bound = testCase.bound![index]!;
      const allowance = (depth + 2) * accumulation(made.dtype) * bound;
      if (Array.isArray(expected)) {
        const { re, im } = actual as { re: number; im: number };
        good =
          Math.hypot(re - expected[0], im - expected[1]) <=
          2 * allowance + epsilon[made.dtype]! * Math.hypot(expected[0], expected[1]) * 2;
      } else good = Math.abs((actual as number) - expected) <= allowance + epsilon[made.dtype]! * Math.abs(expected);
    }
    if (!good && failures.length < 3)
      failures.push(`${label}: [${index}] is ${String(actual)}, expected ${JSON.stringify(expected)}`);
  });
  return failures;
}

describe('matmul matches NumPy for every dtype and shape', () => {
  const dtypes = [...new Set(oracle.cases.map((testCase) => testCase.dtype))];
  for (const dtype of dtypes) {
    it(dtype, () => {
      const failures: string[] = [];
      for (const testCase of oracle.cases.filter((each) => each.dtype === dtype)) {
        const a = make(testCase.a, dtype);
        const b = make(testCase.b, dtype);
        const label = `matmul(${dtype} ${JSON.stringify(testCase.a.shape)}, ${JSON.stringify(testCase.b.shape)})`;
        const made = matmul(a, b) as NDArray;
        if (made.dtype !== dtype) failures.push(`${label}: dtype ${made.dtype}`);
        failures.push(...compare(made, testCase, label));
        made.dispose();
        // The same product with transposed (strided) views of copies of the transposes.
        if (a.ndim === 2 && b.ndim === 2) {
          const at = copy(transpose(a));
          const bt = copy(transpose(b));
          const viewA = transpose(at);
          const viewB = transpose(bt);
          const strided = matmul(viewA, viewB) as NDArray;
          failures.push(...compare(strided, testCase, `${label} (transposed views)`));
          for (const each of [at, bt, viewA, viewB, strided]) each.dispose();
        }
        a.dispose();
        b.dispose();
      }
      expect(failures).toEqual([]);
    });
  }
});

/** A plain-loop float64 reference of a @ b for 2-D number arrays. */
function reference(a: number[][], b: number[][]): number[][] {
  return a.map((row) =>
    b[0]!.map((_, column) => row.reduce((total, value, index) => total + value * b[index]![column]!, 0)),
  );
}

function grid(rows: number, columns: number, seed: number): number[][] {
  return Array.from({ length: rows }, (_, row) =>
    Array.from({ length: columns }, (_, column) => ((row * 7 + column * 13 + seed * 5) % 11) - 5),
  );
}

describe('the packed kernels', () => {
  // Integer-valued inputs: every dtype's product is exact, so all must equal the plain loop.
  const kernels: [DType, { preferredElementType?: DType }][] = [
    ['float32', {}],
    ['float64', {}],
    ['int32', {}],
    ['int64', {}],
    ['int8', { preferredElementType: 'int32' }],
    ['int16', {}],
    ['uint8', { preferredElementType: 'int32' }],
    ['bool', { preferredElementType: 'int32' }],
    // Widened while packing (no cast pass): small integers are exact in both 16-bit floats.
    ['bfloat16', { preferredElementType: 'float32' }],
    ['float16', { preferredElementType: 'float32' }],
  ];
  for (const [dtype, options] of kernels) {
    it(`${dtype}: edge tiles, several depth blocks (odd ones too) and strided operands`, () => {
      for (const [m, k, n] of [
        [1, 1, 1],
        [4, 8, 8],
        [5, 300, 9],
        [67, 513, 13],
        [3, 2, 70],
      ] as const) {
        const positive = dtype === 'uint8' || dtype === 'bool';
        const left = grid(m, k, 1).map((row) =>
          row.map((value) => (dtype === 'bool' ? Number(value > 0) : positive ? value + 5 : value)),
        );
        const right = grid(k, n, 2).map((row) =>
          row.map((value) => (dtype === 'bool' ? Number(value > 0) : positive ? value + 5 : value)),
        );
        const typed = (values: number[][]) =>
          dtype === 'int64'
            ? values.map((row) => row.map(BigInt))
            : dtype === 'bool'
              ? values.map((row) => row.map(Boolean))
              : values;
        const a = array(typed(left) as never, dtype) as NDArray;
        const b = array(typed(right) as never, dtype) as NDArray;
        const expected = typed(reference(left, right)) as unknown;
        const wanted = dtype === 'int64' ? expected : reference(left, right);
        const made = matmul(a, b, options);
        expect(made.toArray()).toEqual(wanted);
        const bt = copy(transpose(b));
        const view = transpose(bt);
        const viaView = matmul(a, view, options);
        expect(viaView.toArray()).toEqual(wanted);
        const at = copy(transpose(a));
        const leftView = transpose(at);
        const viaLeftView = matmul(leftView, b, options);
        expect(viaLeftView.toArray()).toEqual(wanted);
        for (const each of [a, b, made, bt, view, viaView, at, leftView, viaLeftView]) each.dispose();
      }
    });
  }
});

describe('2-D products straight to the kernel', () => {
  it('read reversed and sliced views as they are and leave the operands alone', () => {
    for (const dtype of ['float32', 'float64', 'int32', 'int64'] as const) {
      const typed = (values: number[][]) => (dtype === 'int64' ? values.map((row) => row.map(BigInt)) : values);
      const left = grid(7, 10, 3);
      const right = grid(10, 9, 4);
      const a = array(typed(left) as never, dtype) as NDArray;
      const b = array(typed(right) as never, dtype) as NDArray;
      const reversed = flip(a) as NDArray; // negative strides on both axes
      const sliced = b.at('::2, 1:') as NDArray; // a step and an offset
      const made = matmul(reversed, b);
      expect(made.toArray()).toEqual(typed(reference(left.map((row) => [...row].reverse()).reverse(), right)));
      const picked = right.filter((_, row) => row % 2 === 0).map((row) => row.slice(1));
      const narrow = a.at(':, :5') as NDArray;
      const fromSlices = matmul(narrow, sliced);
      expect(fromSlices.toArray()).toEqual(
        typed(
          reference(
            left.map((row) => row.slice(0, 5)),
            picked,
          ),
        ),
      );
      expect(a.toArray()).toEqual(typed(left));
      for (const each of [a, b, reversed, sliced, narrow, made, fromSlices]) each.dispose();
    }
  });
});

describe('dtypes', () => {
  it('is the promotion of the operands', () => {
    const pairs: [DType, DType][] = [
      ['int8', 'uint8'],
      ['bfloat16', 'float16'],
      ['int32', 'float32'],
      ['bool', 'int8'],
      ['float32', 'complex64'],
      ['uint64', 'int8'],
    ];
    for (const [left, right] of pairs) {
      const a = zeros([2, 3], left);
      const b = zeros([3, 2], right);
      const made = matmul(a, b) as NDArray;
      expect(made.dtype).toBe(promoteTypes(left, right) === 'float' ? 'float64' : promoteTypes(left, right));
      for (const each of [a, b, made]) each.dispose();
    }
  });

  it('preferredElementType sets the accumulation and result dtype', () => {
    const a = array(
      [
        [100, 100],
        [-128, 127],
      ],
      'int8',
    );
    const wrapped = matmul(a, a);
    expect(wrapped.dtype).toBe('int8');
    // [[100·100 + 100·-128, 100·100 + 100·127], …] wrapped to int8
    const exact = [
      [100 * 100 + 100 * -128, 100 * 100 + 100 * 127],
      [-128 * 100 + 127 * -128, -128 * 100 + 127 * 127],
    ];
    expect(wrapped.toArray()).toEqual(exact.map((row) => row.map((value) => ((value + 128) & 255) - 128)));
    const wide = matmul(a, a, { preferredElementType: 'int32' });
    expect(wide.dtype).toBe('int32');
    expect(wide.toArray()).toEqual(exact);
    const h = array(
      [
        [1, 2],
        [3, 4],
      ],
      'bfloat16',
    );
    const f = matmul(h, h, { preferredElementType: 'float32' });
    expect(f.dtype).toBe('float32');
    expect(f.toArray()).toEqual([
      [7, 10],
      [15, 22],
    ]);
    expect(() => matmul(h, h, { preferredElementType: 'int32' })).toThrow(
      /matmul: preferredElementType 'int32' does not fit operands of dtype 'bfloat16'/,
    );
    expect(() => matmul(wide, wide, { preferredElementType: 'int8' })).toThrow(/narrower/);
    for (const each of [a, wrapped, wide, h, f]) each.dispose();
  });

  it('float16 accumulates in float32 and rounds once', () => {
    // 2048 + 1 + 1 + … in float16 steps would stay at 2048; in float32 it reaches 2048 + 8, exact in float16.
    const a = array([[2048, 1, 1, 1, 1, 1, 1, 1, 1]], 'float16');
    const b = array([[1], [1], [1], [1], [1], [1], [1], [1], [1]], 'float16');
    const made = matmul(a, b);
    expect(made.toArray()).toEqual([[2056]]);
    for (const each of [a, b, made]) each.dispose();
  });

  it('bool is the or of ands', () => {
    const a = array([
      [true, false],
      [false, false],
    ]);
    const b = array([
      [true, true],
      [true, false],
    ]);
    const made = matmul(a, b);
    expect(made.dtype).toBe('bool');
    expect(made.toArray()).toEqual([
      [true, true],
      [false, false],
    ]);
    for (const each of [a, b, made]) each.dispose();
  });

  it("under withPolicy, is that policy's multiply dtype (or its error), for matmul, dot, einsum and the rest", () => {
    const policies = [
      'jax',
      'numpy',
      'torch',
      'tensorflow',
      'lax',
      'array-api',
      'triton',
      { policy: 'jax', x64: false },
    ] as const;
    const pairs: [DType, DType][] = [
      ['int8', 'uint8'],
      ['int64', 'uint64'],
      ['bfloat16', 'float16'],
      ['int32', 'float32'],
      ['bool', 'bool'],
      ['bool', 'int8'],
      ['float32', 'complex64'],
      ['float64', 'float64'],
      ['int16', 'int16'],
      ['uint8', 'float16'],
    ];
    const before = usedHeapBytes();
    for (const policy of policies) {
      const library = withPolicy(policy as never) as unknown as Record<string, (...args: unknown[]) => NDArray>;
      for (const [left, right] of pairs) {
        const a = zeros([2, 3], left);
        const b = zeros([3, 2], right);
        const label = `${JSON.stringify(policy)}: ${left} × ${right}`;
        const same = a.astype(right) as NDArray;
        let expected: string;
        try {
          const made = library.multiply!(a, same);
          expected = made.dtype;
          made.dispose();
        } catch (error) {
          expected = `throws ${(error as Error).name}`;
        }
        const calls: [string, () => NDArray][] = [
          ['matmul', () => library.matmul!(a, b)],
          ['dot', () => library.dot!(a, b)],
          ['einsum', () => library.einsum!('ij,jk->ik', a, b)],
          ['tensordot', () => library.tensordot!(a, b, 1)],
          ['outer', () => library.outer!(a, b)],
        ];
        for (const [name, call] of calls) {
          let got: string;
          try {
            const made = call();
            got = made.dtype;
            made.dispose();
          } catch (error) {
            got = `throws ${(error as Error).name}`;
          }
          expect(`${label}: ${name} ${got}`).toBe(`${label}: ${name} ${expected}`);
        }
        for (const each of [a, b, same]) each.dispose();
      }
    }
    expect(usedHeapBytes()).toBe(before);
  });

  it('follows the policy: lax refuses mixed dtypes', () => {
    const lax = createProducts('lax');
    const a = zeros([2], 'int8');
    const b = zeros([2], 'uint8');
    expect(() => lax.matmul(a, b as never)).toThrow(/int8.*uint8|uint8.*int8/);
    for (const each of [a, b]) each.dispose();
  });
});

describe('dot, vdot, inner, outer, tensordot, einsum', () => {
  const left = grid(3, 4, 1);
  const right = grid(4, 5, 2);

  it('agree with plain loops', () => {
    const a = array(left, 'float64');
    const b = array(right, 'float64');
    const expected = reference(left, right);
    const results: NDArray[] = [];
    const keep = <Made extends NDArray>(made: Made): Made => (results.push(made), made);
    expect(keep(dot(a, b)).toArray()).toEqual(expected);
    expect(keep(a.dot(b)).toArray()).toEqual(expected);
    expect(keep(a.matmul(b)).toArray()).toEqual(expected);
    expect(keep(tensordot(a, b, 1)).toArray()).toEqual(expected);
    expect(keep(tensordot(a, b, [[1], [0]])).toArray()).toEqual(expected);
    expect(keep(einsum('ij,jk->ik', a, b)).toArray()).toEqual(expected);
    expect(keep(einsum('ij,jk', a, b)).toArray()).toEqual(expected);
    expect(keep(einsum('ij,jk->ki', a, b)).toArray()).toEqual(
      expected[0]!.map((_, column) => expected.map((row) => row[column]!)),
    );
    const bt = keep(copy(transpose(b)));
    expect(keep(inner(a, bt)).toArray()).toEqual(expected);
    const trace = keep(einsum('ii->', keep(array(grid(4, 4, 3), 'float64'))));
    expect(trace.toArray()).toBe(grid(4, 4, 3).reduce((total, row, index) => total + row[index]!, 0));
    const total = keep(einsum('ij->', a));
    expect(total.toArray()).toBe(left.flat().reduce((sum, value) => sum + value, 0));
    const rowSums = keep(einsum('ij->i', a));
    expect(rowSums.toArray()).toEqual(left.map((row) => row.reduce((sum, value) => sum + value, 0)));
    const chain = keep(einsum('ij,jk,kl->il', a, b, keep(array(grid(5, 2, 4), 'float64'))));
    expect(chain.toArray()).toEqual(reference(expected, grid(5, 2, 4)));
    const batched = keep(
      einsum('bij,bjk->bik', keep(array([left, left], 'float64')), keep(array([right, right], 'float64'))),
    );
    expect(batched.toArray()).toEqual([expected, expected]);
    const u = keep(array([1, 2, 3], 'int32'));
    const v = keep(array([4, 5, 6], 'int32'));
    expect(keep(dot(u, v)).toArray()).toBe(32);
    expect(keep(vdot(u, v)).toArray()).toBe(32);
    expect(keep(inner(u, v)).toArray()).toBe(32);
    expect(keep(outer(u, v)).toArray()).toEqual([
      [4, 5, 6],
      [8, 10, 12],
      [12, 15, 18],
    ]);
    expect(keep(einsum('i,j->ij', u, v)).toArray()).toEqual([
      [4, 5, 6],
      [8, 10, 12],
      [12, 15, 18],
    ]);
    const nd = keep(dot(keep(array([left, left], 'float64')), b));
    expect(nd.shape).toEqual([2, 3, 5]);
    const scalar = keep(dot(keep(array(2, 'int32')), u));
    expect(scalar.toArray()).toEqual([2, 4, 6]);
    for (const each of [a, b, ...results]) each.dispose();
  });

  it('vdot conjugates its first operand', () => {
    const a = array(
      [
        { re: 1, im: 2 },
        { re: 3, im: -1 },
      ],
      'complex64',
    );
    const b = array(
      [
        { re: 0, im: 1 },
        { re: 2, im: 2 },
      ],
      'complex64',
    );
    const made = vdot(a, b);
    // conj(1+2i)(i) + conj(3-i)(2+2i) = (2+i) + (4+8i) = 6 + 9i
    expect(made.toArray()).toEqual({ re: 6, im: 9 });
    for (const each of [a, b, made]) each.dispose();
  });

  it('out receives the result', () => {
    const a = array(left, 'float32');
    const b = array(right, 'float32');
    const out = zeros([3, 5], 'float32');
    expect(matmul(a, b, { out })).toBe(out);
    expect(out.toArray()).toEqual(reference(left, right));
    expect(einsum('ij,jk->ik', a, b, { out })).toBe(out);
    for (const each of [a, b, out]) each.dispose();
  });
});

describe("einsum with '...' (NumPy's ellipsis)", () => {
  it('stands for the axes the letters leave, broadcast from the right', () => {
    const results: NDArray[] = [];
    const keep = <Made extends NDArray>(made: Made): Made => (results.push(made), made);
    const before = usedHeapBytes();
    const stackA = keep(array([[grid(3, 4, 1)], [grid(3, 4, 5)]], 'float64')); // [2, 1, 3, 4]
    const stackB = keep(
      array(
        [0, 1, 2, 3, 4].map((seed) => grid(4, 2, seed)),
        'float64',
      ),
    ); // [5, 4, 2]
    const product = keep(matmul(stackA, stackB));
    expect(product.shape).toEqual([2, 5, 3, 2]);
    expect(keep(einsum('...ij,...jk->...ik', stackA, stackB)).toArray()).toEqual(product.toArray());
    expect(keep(einsum('...ij,...jk', stackA, stackB)).toArray()).toEqual(product.toArray());
    expect(keep(einsum('...ij->...ji', stackA)).toArray()).toEqual(keep(einsum('abij->abji', stackA)).toArray());
    const x = keep(array(grid(3, 4, 2), 'float64'));
    expect(keep(einsum('i...->...', x)).toArray()).toEqual(keep(einsum('ij->j', x)).toArray());
    expect(keep(einsum('...', x)).toArray()).toEqual(x.toArray());
    const p = keep(
      array(
        [0, 1, 2].map((seed) => grid(4, 2, seed)),
        'float64',
      ),
    ); // [3, 4, 2]
    const q = keep(array(grid(4, 2, 7), 'float64'));
    const implicit = keep(einsum('ij...,j...', p, q));
    expect(implicit.shape).toEqual([2, 3]);
    expect(implicit.toArray()).toEqual(keep(einsum('ijb,jb->bi', p, q)).toArray());
    // [3, 1, 4] and [3, 5, 1]: '...' is [1, 4] and [5, 1], broadcast to [5, 4].
    const wide = keep(array(grid(3, 4, 1), 'float64'));
    const tall = keep(array(grid(3, 5, 2), 'float64'));
    const stretched = keep(
      einsum('b...,b...->...', keep(wide.reshape([3, 1, 4]) as NDArray), keep(tall.reshape([3, 5, 1]) as NDArray)),
    );
    expect(stretched.shape).toEqual([5, 4]);
    expect(stretched.toArray()).toEqual(keep(einsum('by,bx->xy', wide, tall)).toArray());
    for (const each of results.reverse()) each.dispose();
    expect(usedHeapBytes()).toBe(before);
  });

  it("refuses what NumPy refuses, in the letters' words", () => {
    const x = zeros([2, 3], 'float32');
    const y = zeros([4, 3], 'float32');
    const z = zeros([2, 3, 4], 'float32');
    const before = usedHeapBytes();
    expect(() => einsum('ij...->ij', z)).toThrow(
      "einsum: '...' stands for 1 axis in 'ij...->ij', but the output has no '...' to keep it",
    );
    expect(() => einsum('..i', x)).toThrow("einsum: '..i' in '..i' has a '.' that is not part of one '...'");
    expect(() => einsum('...i...', x)).toThrow('a term has at most one ellipsis');
    expect(() => einsum('...i,...i', x, y)).toThrow(
      "einsum: the axes '...' stands for do not broadcast: sizes 2 (operand 0, shape [2, 3]) and 4 (operand 1, shape [4, 3]) in '...i,...i'.",
    );
    expect(() => einsum('ijk...', x)).toThrow(
      "einsum: operand 0 has 2 dimensions, but its subscripts 'ijk...' name at least 3.",
    );
    expect(usedHeapBytes()).toBe(before);
    for (const each of [x, y, z]) each.dispose();
  });
});

describe('bad input', () => {
  it('gives clear errors and leaks nothing', () => {
    const a = array(grid(2, 3, 1), 'float32');
    const b = array(grid(5, 4, 1), 'float32');
    const c = array(grid(3, 4, 1), 'float32');
    const scalar = array(1, 'float32');
    const batchA = zeros([2, 2, 3], 'float32');
    const batchB = zeros([3, 3, 4], 'float32');
    const wrongDType = zeros([2, 4], 'float64');
    const wrongShape = zeros([4, 2], 'float32');
    const square = array(grid(3, 3, 1), 'float32');
    const before = usedHeapBytes();
    expect(() => matmul(a, b as never)).toThrow('matmul: contraction dimensions 3 and 5 differ: [2, 3] @ [5, 4]');
    expect(() => matmul(scalar, a as never)).toThrow(
      'matmul: operand a is 0-d; matmul needs at least one dimension (use multiply for scalars).',
    );
    expect(() => matmul(batchA, batchB as never)).toThrow(
      'matmul: batch dimensions do not broadcast: [2, 2, 3] @ [3, 3, 4]',
    );
    expect(() => dot(a, b as never)).toThrow('dot: contraction dimensions 3 and 5 differ: [2, 3] @ [5, 4]');
    expect(() => einsum('ij,jk->ik', a, b)).toThrow(
      "einsum: letter 'j' has sizes 3 (operand 0) and 5 (operand 1) in 'ij,jk->ik'.",
    );
    // tensordot's axes, in the words its compile errors carry (test-d/matmul.test-d.ts).
    expect(() => tensordot(a, c as never)).toThrow('tensordot: contraction dimensions 2 and 3 differ: [2, 3] @ [3, 4]');
    expect(() => tensordot(a, c, 3 as never)).toThrow(
      new RangeError("tensordot: axes 3 must be an integer from 0 to the operands' dimensions (2 and 2)."),
    );
    expect(() => tensordot(a, c, [[2], [0]] as never)).toThrow(
      new RangeError('tensordot: axis 2 is out of bounds for operand a of shape [2, 3].'),
    );
    expect(() => tensordot(a, c, [1, -3] as never)).toThrow(
      'tensordot: axis -3 is out of bounds for operand b of shape [3, 4].',
    );
    expect(() =>
      tensordot(a, square, [
        [1, -1],
        [0, 1],
      ] as never),
    ).toThrow(new RangeError('tensordot: axis 1 of a is repeated in [1, -1].'));
    expect(() => tensordot(a, c, [[1, 0], [0]] as never)).toThrow(
      new RangeError('tensordot: 2 axes of a and 1 of b; contract as many of each ([[1, 0], [0]]).'),
    );
    expect(() => tensordot(a, c, 1, { out: wrongShape as never })).toThrow(
      new RangeError(
        'tensordot: out is float32 of shape [4, 2], but the result is float32 of shape [2, 4]; out must have exactly the result dtype and shape.',
      ),
    );
    expect(() => einsum('i1,jk->ik', a, c)).toThrow("einsum: '1' in 'i1,jk->ik' is not a letter");
    expect(() => einsum('ij,jk->iz', a, c)).toThrow(
      "einsum: output letter 'z' of 'ij,jk->iz' appears in no operand's subscripts.",
    );
    expect(() => einsum('ij,jk->ik', a, c, c)).toThrow("einsum: 'ij,jk->ik' names 2 operands, but 3 were given.");
    expect(() => einsum('ijk,jk->ik', a, c)).toThrow('einsum: operand 0 has 2 dimensions');
    expect(() =>
      (einsum as unknown as (...args: unknown[]) => unknown)(
        'i' + ',i'.repeat(40),
        ...Array.from({ length: 41 }, () => scalar),
      ),
    ).toThrow('einsum: too many operands (41)');
    expect(() => matmul(a, c, { out: wrongDType })).toThrow(
      'matmul: out is float64 of shape [2, 4], but the result is float32 of shape [2, 4]',
    );
    expect(() => matmul(a, c, { out: wrongShape })).toThrow(RangeError);
    expect(() => matmul(square, square, { out: square })).toThrow(
      'matmul: out (float32, shape [3, 3]) shares memory with operand 0',
    );
    expect(() => matmul(a, c, { axis: 1 } as never)).toThrow("matmul: unknown option 'axis'");
    expect(usedHeapBytes()).toBe(before);
    for (const each of [a, b, c, scalar, batchA, batchB, wrongDType, wrongShape, square]) each.dispose();
  });

  it('leaves no temporaries behind', () => {
    const a = array(grid(6, 5, 1), 'float16');
    const b = array(grid(5, 7, 2), 'int8');
    const before = usedHeapBytes();
    const view = transpose(a);
    const gram = einsum('ij,kj->ik', a, a);
    for (const made of [
      matmul(a, b),
      einsum('ij,jk->ki', a, b),
      tensordot(view, b, [[0], [0]]),
      einsum('ii->i', gram),
      view,
      gram,
    ])
      made.dispose();
    expect(usedHeapBytes()).toBe(before);
    a.dispose();
    b.dispose();
  });
});
