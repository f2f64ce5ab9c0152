// Accuracy of the float kernels. scripts/accuracy.py (npm run accuracy, needs Python + mpmath)
// measures ≥ 10⁵ random inputs per function and dtype against correctly rounded results and
// commits what it found; this test holds those figures to the ≤ 1 ulp bound, keeps docs/accuracy.md
// and the README table in step with them, and re-runs the hard cases (huge arguments, edge values,
// every input that was not correctly rounded) against their correctly rounded results.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { add, array, divide, erf, exp, log, multiply, power, sin, sqrt } from '../src/index.js';
import { allocBytes, freeBytes, memory } from '../src/kernels/heap.js';
import { kernel } from '../src/kernels/instance.js';
import { operationRows } from '../src/registry/registry.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (file: string) => readFileSync(root + file, 'utf8');

type Measured = {
  samples: number;
  worstUlp: number;
  correctlyRounded: number;
  nanMismatches: number;
  worstInput: number[];
};
type Half = { samples: number; roundedFromFloat32: boolean; mismatches: number };
interface Summary {
  randomInputsPerFunction: number;
  functions: Record<string, { float32: Measured; float64: Measured; bfloat16: Half; float16: Half }>;
}
interface Cases {
  functions: Record<string, Record<'float32' | 'float64', { count: number; inputs: string[]; expected: string }>>;
}

const summary = JSON.parse(read('test/fixtures/accuracy/summary.json')) as Summary;
const cases = JSON.parse(read('test/fixtures/accuracy/cases.json')) as Cases;
// The functions with a measured bound: the registry's rows with an `accuracy` column.
const FUNCTIONS: string[] = operationRows.filter((row) => 'accuracy' in row).map((row) => row.name);

describe('measured accuracy (scripts/accuracy.py)', () => {
  it('covers every function with at least 10⁵ random inputs per dtype', () => {
    expect(Object.keys(summary.functions).sort()).toEqual([...FUNCTIONS].sort());
    expect(summary.randomInputsPerFunction).toBeGreaterThanOrEqual(100_000);
    for (const name of FUNCTIONS) {
      for (const dtype of ['float32', 'float64'] as const) {
        expect(summary.functions[name][dtype].samples, `${name} ${dtype}`).toBeGreaterThanOrEqual(100_000);
      }
    }
  });

  it.each(FUNCTIONS)('%s: float32 and float64 within 1 ulp, halves rounded once from float32', (name) => {
    const row = summary.functions[name];
    for (const dtype of ['float32', 'float64'] as const) {
      expect(row[dtype].worstUlp, `${name} ${dtype} worst ulp at ${row[dtype].worstInput}`).toBeLessThanOrEqual(1);
      expect(row[dtype].nanMismatches, `${name} ${dtype}`).toBe(0);
    }
    for (const half of ['bfloat16', 'float16'] as const) {
      expect(row[half].roundedFromFloat32, `${name} ${half}: ${row[half].mismatches} mismatches`).toBe(true);
      expect(row[half].samples).toBe(65536);
    }
  });

  it('docs/accuracy.md and the README show the measured figures', () => {
    const docs = read('docs/accuracy.md');
    const readme = read('README.md');
    const section = readme.slice(readme.indexOf('<!-- accuracy:start'), readme.indexOf('<!-- accuracy:end -->'));
    for (const name of FUNCTIONS) {
      const row = summary.functions[name];
      const percent = (entry: Measured) => `${((100 * entry.correctlyRounded) / entry.samples).toFixed(2)}%`;
      expect(docs).toContain(
        `| \`${name}\` | ${row.float32.worstUlp} (${percent(row.float32)}) | ${row.float64.worstUlp} (${percent(row.float64)}) |`,
      );
    }
    for (const dtype of ['float32', 'float64'] as const) {
      expect(section).toContain(
        `| ${dtype} | ${FUNCTIONS.map((name) => summary.functions[name][dtype].worstUlp).join(' | ')} |`,
      );
    }
  });
});

// ---- hard cases, re-run -----------------------------------------------------------------------

function hexToBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index++) bytes[index] = parseInt(hex.slice(2 * index, 2 * index + 2), 16);
  return bytes;
}

/** Signed position on the number line in ulps (±0 both 0). */
function ordinals(bytes: Uint8Array, dtype: 'float32' | 'float64'): bigint[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size = dtype === 'float32' ? 4 : 8;
  const out: bigint[] = [];
  for (let offset = 0; offset < bytes.length; offset += size) {
    const bits = size === 4 ? BigInt(view.getUint32(offset, true)) : view.getBigUint64(offset, true);
    const sign = 1n << BigInt(size * 8 - 1);
    out.push(bits & sign ? -(bits & (sign - 1n)) : bits);
  }
  return out;
}

function isNaNAt(bytes: Uint8Array, index: number, dtype: 'float32' | 'float64'): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return Number.isNaN(dtype === 'float32' ? view.getFloat32(index * 4, true) : view.getFloat64(index * 8, true));
}

const hardCases = FUNCTIONS.flatMap((name) =>
  (['float32', 'float64'] as const).map((dtype) => ({ name, dtype, set: cases.functions[name][dtype] })),
);

describe('hard cases: huge arguments, edge values and the least accurate inputs', () => {
  it.each(hardCases)('$name $dtype', ({ name, dtype, set }) => {
    const size = dtype === 'float32' ? 4 : 8;
    const pointers = set.inputs.map((hex) => {
      const bytes = hexToBytes(hex);
      const pointer = allocBytes(bytes.length);
      new Uint8Array(memory().buffer, pointer, bytes.length).set(bytes);
      return pointer;
    });
    const out = allocBytes(set.count * size);
    try {
      const run = kernel(`${name}_${dtype}`) as (...args: number[]) => number;
      if (pointers.length === 2) run(pointers[0], 1, pointers[1], 1, out, set.count);
      else run(pointers[0], 1, out, set.count);
      const got = new Uint8Array(memory().buffer, out, set.count * size).slice();
      const want = hexToBytes(set.expected);
      const [gotOrdinals, wantOrdinals] = [ordinals(got, dtype), ordinals(want, dtype)];
      const failures: string[] = [];
      for (let index = 0; index < set.count; index++) {
        const [gotNaN, wantNaN] = [isNaNAt(got, index, dtype), isNaNAt(want, index, dtype)];
        const distance = gotOrdinals[index] - wantOrdinals[index];
        const bad = gotNaN || wantNaN ? gotNaN !== wantNaN : distance > 1n || distance < -1n;
        if (bad) failures.push(`element ${index}: ${distance} ulps`);
      }
      expect(failures.slice(0, 5)).toEqual([]);
    } finally {
      for (const pointer of [...pointers, out]) freeBytes(pointer);
    }
  });
});

// ---- the reported defects, through the public API ----------------------------------------------

describe('issue 10 regressions', () => {
  it('float32 sin of huge arguments is reduced exactly', () => {
    // Math.fround(7e26) = 699999988...; sin of it is 0.58556965674523...
    expect(sin(array([7e26], 'float32')).toArray()[0]).toBe(Math.fround(0.5855696567452324));
    expect(sin(array([7e26], 'bfloat16')).dtype).toBe('bfloat16');
  });

  it('complex log does not overflow for large parts', () => {
    const [value] = log(array([{ re: 1.5e308, im: 1.5e308 }], 'complex128')).toArray() as { re: number; im: number }[];
    expect(value.re).toBeCloseTo(709.9482473405542, 12);
    expect(value.im).toBe(Math.PI / 4);
  });

  it('complex sqrt and log of subnormal parts keep their precision', () => {
    const [root] = sqrt(array([{ re: 5e-324, im: 5e-324 }], 'complex128')).toArray() as { re: number; im: number }[];
    // sqrt(2^-1074 (1 + i)) = 2^-537 · (1.0987…, 0.4550…)
    expect(root.re / 2.4421097261308304e-162).toBeCloseTo(1, 14);
    expect(root.im / 1.0115549693666347e-162).toBeCloseTo(1, 14);
    const [logarithm] = log(array([{ re: 5e-324, im: 5e-324 }], 'complex128')).toArray() as {
      re: number;
      im: number;
    }[];
    expect(logarithm.re).toBeCloseTo(-744.0934983311014, 11);
  });

  it('complex exp and power at infinities and zero follow NumPy (C99 Annex G)', () => {
    expect(exp(array([{ re: Infinity, im: Infinity }], 'complex128')).toArray()).toEqual([{ re: Infinity, im: NaN }]);
    expect(exp(array([{ re: -Infinity, im: Infinity }], 'complex64')).toArray()).toEqual([{ re: 0, im: 0 }]);
    expect(exp(array([{ re: -Infinity, im: -Infinity }], 'complex128')).toArray()).toEqual([{ re: 0, im: -0 }]);
    const zero = array([{ re: 0, im: 0 }], 'complex128');
    expect(power(zero, array([{ re: 2, im: 1 }], 'complex128')).toArray()).toEqual([{ re: 0, im: 0 }]);
    expect(power(zero, array([{ re: -1, im: 2 }], 'complex128')).toArray()).toEqual([{ re: NaN, im: NaN }]);
  });
});

// ---- erf, and the exact GELU that needs it ---------------------------------------------------------

describe('erf', () => {
  it("gives the float result dtype for integers and refuses complex, as JAX's erf", () => {
    expect(erf(array([1, 2], 'int8')).dtype).toBe('float32');
    expect(erf(array([1n], 'int64')).dtype).toBe('float64');
    expect(erf(array([0.5], 'bfloat16')).dtype).toBe('bfloat16');
    // A compile error too (the operand is passed as never to reach the runtime check).
    expect(() => erf(array([{ re: 1, im: 0 }], 'complex64') as never)).toThrow(
      new TypeError("erf is not defined for complex dtype 'complex64'."),
    );
  });

  it('is odd, ±1 at ±Infinity, NaN at NaN, and keeps −0', () => {
    const values = erf(array([-0, -Infinity, Infinity, NaN, -2, 2], 'float64')).toArray() as number[];
    expect(values.slice(0, 4)).toEqual([-0, -1, 1, NaN]);
    expect(values[4]).toBe(-values[5]);
  });

  it('exact GELU, 0.5·x·(1 + erf(x/√2)), matches the correctly rounded values', () => {
    const x = array([-3, -1, -0.5, 0, 0.5, 1, 3], 'float64');
    using gelu = multiply(multiply(0.5, x), add(1, erf(divide(x, Math.SQRT2))));
    // mpmath at 50 digits: 0.5·x·(1 + erf(x/√2)); within a few ulps of 1 (1 + erf cancels for x < 0).
    const expected = [
      -0.0040496940948902835, -0.15865525393145705, -0.15426876936299344, 0, 0.34573123063700656, 0.8413447460685429,
      2.99595030590511,
    ];
    const got = gelu.toArray() as number[];
    for (let index = 0; index < expected.length; index++) {
      expect(Math.abs(got[index] - expected[index]), `x = ${x.toArray()[index]}`).toBeLessThanOrEqual(
        4 * Number.EPSILON,
      );
    }
    expect(gelu.dtype).toBe('float64');
  });
});
