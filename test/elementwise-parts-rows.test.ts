// real, imag, conjugate, positive as operation rows with kernels (asm/parts.ts): every dtype at 37
// elements (the v128 blocks and a tail), contiguous and strided, the narrow dtypes through their
// compute dtype, the bits of NaN, −0 and the 16-bit floats moved as they are, and jit's replay.
import { describe, expect, it } from 'vitest';
import { add, array, conj, conjugate, imag, jit, jitStats, multiply, positive, real, zeros } from '../src/index.js';
import { fusedPrimitives } from '../src/jit/passes/classify.js';
import { dtypeNames, type DType } from '../src/lattice/dtypes.js';
import { operationRows } from '../src/registry/registry.js';
import { scope, undisposed } from '../src/memory/memory.js';

const same = (actual: unknown[], expected: unknown[], label: string) => {
  expect(actual.length, label).toBe(expected.length);
  actual.forEach((value, index) => {
    const wanted = expected[index];
    const equal =
      typeof value === 'object' && value !== null
        ? Object.is((value as { re: number }).re, (wanted as { re: number }).re) &&
          Object.is((value as { im: number }).im, (wanted as { im: number }).im)
        : Object.is(value, wanted);
    if (!equal) expect(value, `${label} at ${index}`).toBe(wanted);
  });
};
const complexDTypes = new Set(['complex64', 'complex128']);
const count = 37;
const valuesFor = (dtype: DType) =>
  Array.from({ length: count }, (_, i) =>
    dtype === 'bool'
      ? i % 3 === 0
      : complexDTypes.has(dtype)
        ? { re: i % 5 === 0 ? -0 : i - 18.5, im: i % 7 === 0 ? Number.NaN : 0.25 * i - 3 }
        : (i % 4) - (dtype.startsWith('int') || dtype.startsWith('float') || dtype.startsWith('bfloat') ? 2 : 0),
  );

describe('real, imag, conjugate, positive: the rows', () => {
  it('are operation rows with a kernel of the parts family for every kind', () => {
    for (const name of ['real', 'imag', 'conjugate', 'positive']) {
      const row = operationRows.find((candidate) => candidate.name === name)!;
      expect(row.kernel, name).toMatchObject({
        family: 'parts',
        kinds: ['bool', 'uint', 'int', 'half', 'float', 'complex'],
      });
    }
    expect(conj).toBe(conjugate);
  });

  for (const dtype of dtypeNames as readonly DType[]) {
    it(`take ${dtype} apart, contiguous and strided`, () => {
      const values = valuesFor(dtype);
      const x = array(values as never, dtype);
      // strided: a transposed [2, 37] array (each row its own values), read as [37, 2]
      const strided = array([values, [...values].reverse()] as never, dtype).transpose();
      for (const [label, input] of [
        ['contiguous', x],
        ['strided', strided],
      ] as const) {
        const flat = (array: { toArray(): unknown }) => (array.toArray() as unknown[]).flat();
        const given = flat(input);
        const complex = complexDTypes.has(dtype);
        const re = complex ? given.map((z) => (z as { re: number }).re) : given;
        const im = complex ? given.map((z) => (z as { im: number }).im) : undefined;
        same(flat(real(input)), re, `${label} real`);
        same(flat(positive(input)), given, `${label} positive`);
        if (complex) {
          same(flat(imag(input)), im!, `${label} imag`);
          const conjugated = flat(conjugate(input)) as { re: number; im: number }[];
          same(
            conjugated.map((z) => z.re),
            re,
            `${label} conjugate re`,
          );
          same(
            conjugated.map((z) => z.im),
            im!.map((part) => -part),
            `${label} conjugate im`,
          );
        } else {
          same(flat(conjugate(input)), given, `${label} conjugate`);
          // zeros of the dtype (as a cast of 0 gives them: e8m0fnu has no zero, its NaN)
          same(flat(imag(input)), flat(zeros(input.shape, 'float32').astype(dtype)), `${label} imag`);
        }
        expect(real(input).dtype).toBe(complex ? (dtype === 'complex64' ? 'float32' : 'float64') : dtype);
        expect(conjugate(input).dtype).toBe(dtype);
      }
    });
  }

  it("move bits: conjugate flips a NaN's sign bit (np.conjugate), real keeps −0 and a 16-bit pattern", () => {
    const z = array([{ re: -0, im: Number.NaN }], 'complex64');
    const bits = new Uint32Array(conjugate(z).toTypedArray().buffer.slice(0));
    const before = new Uint32Array((z.toTypedArray() as Float32Array).slice().buffer);
    expect((bits[1]! ^ before[1]!) >>> 0).toBe(0x80000000);
    expect(bits[0]).toBe(before[0]);
    const halves = array(new Uint16Array([0x7e01, 0xfc00, 0x8000]), 'float16');
    expect([...(real(halves).toTypedArray() as Uint16Array)]).toEqual([0x7e01, 0xfc00, 0x8000]);
  });

  it('give zeros for imag of a packed dtype, strided or of odd length (the composite filled size bytes: garbage past them)', () => {
    const x = array(
      [
        [1, -2, 3],
        [-1, 2, -3],
        [1, 1, 1],
      ],
      'int4',
    ).transpose();
    expect(imag(x).toArray()).toEqual([
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
    ]);
    const odd = array(
      Array.from({ length: 1037 }, (_, i) => (i % 5) - 2),
      'float4_e2m1fn',
    );
    expect((imag(odd).toArray() as number[]).every((value) => value === 0)).toBe(true);
  });

  it('write into out', () => {
    const z = array([{ re: 1, im: 2 }], 'complex128');
    const out = zeros([1], 'float64');
    expect(imag(z, { out })).toBe(out);
    expect(out.toArray()).toEqual([2]);
  });

  it('replay under jit with the bits of op by op, and free what they make', () => {
    const before = undisposed();
    {
      using z = array(valuesFor('complex64') as never, 'complex64');
      const parts = (a: typeof z) => add(multiply(real(a), 2), imag(a));
      using eager = scope(() => parts(z));
      using traced = jit(parts)(z);
      using again = jit(parts)(z);
      same(traced.toArray() as unknown[], eager.toArray() as unknown[], 'traced');
      same(again.toArray() as unknown[], eager.toArray() as unknown[], 'replayed');
      const flipped = (a: typeof z) => conjugate(positive(a));
      using eagerFlip = scope(() => flipped(z));
      using tracedFlip = jit(flipped)(z);
      expect(tracedFlip.toArray()).toEqual(eagerFlip.toArray());
    }
    expect(undisposed()).toEqual(before);
  });

  it('fuse into a generated loop on a real lane, as the elements themselves', () => {
    for (const lane of ['f32', 'f64', 'i32', 'u32'] as const)
      for (const name of ['positive', 'real', 'conjugate']) expect(fusedPrimitives[lane].has(name), name).toBe(true);
    const before = undisposed();
    {
      using x = array(
        Array.from({ length: 1000 }, (_, i) => (i % 7 === 0 ? -0 : i / 3 - 100)),
        'float64',
      );
      const chain = (a: typeof x) => add(positive(conjugate(real(a))), 1.5);
      using eager = scope(() => chain(x));
      const modules = jitStats().modules;
      const fused = jit(chain);
      using traced = fused(x);
      using replayed = fused(x);
      expect(jitStats().modules - modules).toBe(1);
      same(traced.toArray() as unknown[], eager.toArray() as unknown[], 'traced');
      same(replayed.toArray() as unknown[], eager.toArray() as unknown[], 'replayed');
    }
    expect(undisposed()).toEqual(before);
  });
});
