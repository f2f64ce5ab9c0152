// frexp, modf and divmod (issue #43): each result one row's (frexp's parts are the registry's partRows,
// kernels of their own; modf is trunc and subtract, divmod floorDivide and remainder), so jit traces
// them and fuses both results into one step. Checked here: frexp's kernels against its definition
// (every float16 and bfloat16 pattern, seeded float32 and float64 bits with subnormals, ±0, ±inf,
// NaN, strided views), every dtype's result dtype, jit's bits and fusion, errors, and that the parts
// have no export of their own. NumPy's values: test/elementwise-composites.test.ts.
import { describe, expect, it } from 'vitest';
import * as library from '../src/index.js';
import { NDArray, array, divmod, dtypes, frexp, jit, modf, withPolicy } from '../src/index.js';
import { fuseCounts } from '../src/jit/program.js';
import { partRows } from '../src/registry/registry.js';
import { listRows } from '../scripts/gen-kernels.mjs';

type Any = NDArray<any, any>;

/** Seeded bits (xorshift32) as the typed array's bytes. */
function seededBits(bytes: number, seed: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(new ArrayBuffer(bytes));
  let state = seed;
  for (let index = 0; index < bytes; index += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    out[index] = state & 0xff;
  }
  return out;
}

/**
 * Where frexp's definition fails for a value: [mantissa, exponent] with x = m·2^e, 0.5 ≤ |m| < 1;
 * 0, ±inf and NaN give themselves and 0. undefined where it holds.
 */
function frexpFailure(value: number, mantissa: number, exponent: number): string | undefined {
  const text = `frexp(${value}) gave [${mantissa}, ${exponent}]`;
  if (value === 0 || !Number.isFinite(value)) {
    const same = Object.is(mantissa, value) || (Number.isNaN(value) && Number.isNaN(mantissa));
    return same && exponent === 0 ? undefined : text;
  }
  if (!(Math.abs(mantissa) >= 0.5 && Math.abs(mantissa) < 1)) return text;
  // Exact in float64: m has at most 53 bits, and 2^e is a power of two in range (split to stay finite).
  const half = Math.trunc(exponent / 2);
  return mantissa * 2 ** half * 2 ** (exponent - half) === value ? undefined : text;
}

function checkFrexp(input: Any): void {
  const [mantissa, exponent] = frexp(input);
  expect([mantissa.dtype, mantissa.shape, exponent.dtype, exponent.shape]).toEqual([
    input.dtype,
    input.shape,
    'int32',
    input.shape,
  ]);
  const flat = (part: Any) => (part.toArray() as unknown[]).flat(Infinity) as number[];
  const values = flat(input);
  const mantissas = flat(mantissa);
  const exponents = flat(exponent);
  const failures = values
    .map((value, index) => frexpFailure(value, mantissas[index]!, exponents[index]!))
    .filter((failure) => failure !== undefined);
  expect(failures.slice(0, 5), input.dtype).toEqual([]);
}

// The kernels frexp_mantissa_<dtype> and frexp_exponent_<dtype> (test/kernels.test.ts names this file for them).
describe("frexp's kernels (asm/frexp.ts) against the definition", () => {
  it('every float16 and bfloat16 pattern, contiguous and strided', () => {
    const patterns = Uint16Array.from({ length: 65536 }, (_, index) => index);
    for (const dtype of ['float16', 'bfloat16'] as const) {
      const input = array(patterns, dtype) as Any;
      checkFrexp(input);
      checkFrexp(input.reshape([256, 256]).T as Any);
    }
  });

  it('seeded float32 and float64 bits (subnormals, ±0, ±inf, NaN among them), contiguous and strided', () => {
    const edges = [0, -0, Infinity, -Infinity, Number.NaN, 1, -1, 0.75, 2, -2, 1e-40, -1e-40, 1.4e-45, 5e-324, -1e-310];
    for (const dtype of ['float32', 'float64'] as const) {
      const typed = dtype === 'float32' ? Float32Array : Float64Array;
      const random = new typed(seededBits(4000 * typed.BYTES_PER_ELEMENT, 7).buffer);
      // One in four with its exponent field cleared: subnormals.
      if (dtype === 'float32') {
        const words = new Uint32Array(random.buffer);
        for (let index = 0; index < words.length; index += 4) words[index] = words[index]! & 0x807fffff;
      } else {
        const words = new BigUint64Array(random.buffer);
        for (let index = 0; index < words.length; index += 4) words[index] = words[index]! & 0x800fffffffffffffn;
      }
      const input = array(typed.from([...edges, ...random].map((value) => value)), dtype) as Any;
      checkFrexp(input);
      checkFrexp(input.reshape([input.size / 5, 5]).T as Any);
    }
  });
});

describe('result dtypes of every dtype', () => {
  const wide = dtypes.filter((dtype) => !dtype.startsWith('float8') && !/^(float[46]|u?int[24])_?/.test(dtype));
  it('frexp and modf: the inexact dtype (bool and integers as jnp), exponent int32; complex refused', () => {
    for (const dtype of wide) {
      const input = array([1, 0, 1], dtype as 'float32') as Any;
      const kind = dtype.startsWith('complex') ? 'complex' : dtype.startsWith('float') || dtype === 'bfloat16';
      if (kind === 'complex') {
        expect(() => frexp(input)).toThrow(/^frexp: frexp is not defined for complex dtype/);
        expect(() => modf(input)).toThrow(/^modf: modf is not defined for complex dtype/);
        continue;
      }
      const expected = kind ? dtype : dtype.endsWith('64') ? 'float64' : 'float32';
      const [mantissa, exponent] = frexp(input);
      const [fraction, whole] = modf(input);
      expect([mantissa.dtype, exponent.dtype, fraction.dtype, whole.dtype], dtype).toEqual([
        expected,
        'int32',
        expected,
        expected,
      ]);
    }
    // x64 on: integers of up to 32 bits stay float32, as jnp's promote_args_inexact; weak scalars float64.
    const x64 = withPolicy({ x64: true });
    expect(x64.frexp(array([3], 'int16'))[0].dtype).toBe('float32');
    expect(x64.frexp(3).map((part: Any) => [part.dtype, part.weakType])).toEqual([
      ['float64', true],
      ['int32', false],
    ]);
  });

  it('divmod: the promotion (bool → int32) for ints and floats; complex refused', () => {
    for (const dtype of wide) {
      const input = array([1, 1, 0], dtype as 'float32') as Any;
      if (dtype.startsWith('complex')) {
        expect(() => divmod(input, input)).toThrow(/^divmod: divmod is not defined for complex dtype/);
        continue;
      }
      const [quotient, remainder] = divmod(input, input);
      expect([quotient.dtype, remainder.dtype], dtype).toEqual(dtype === 'bool' ? ['int32', 'int32'] : [dtype, dtype]);
    }
  });

  it('frexp refuses the 8-, 6- and 4-bit floats by its own name, at run time and inside jit', () => {
    const narrow = array([1.5], 'float32').astype('float8_e4m3fn') as Any;
    expect(() => frexp(narrow)).toThrow(/^frexp: frexp is not defined for 'float8_e4m3fn'/);
    expect(() => jit((x: Any) => frexp(x))(narrow)).toThrow(/^frexp: frexp is not defined for 'float8_e4m3fn'/);
    const complex = array([1, 2], 'complex64') as Any;
    expect(() => jit((x: Any) => divmod(x, 2))(complex)).toThrow(/^divmod: divmod is not defined for complex/);
  });
});

describe('under jit: traced, both results fused in one step, same bits as op by op', () => {
  const values = [8, 0.375, -3, 0, -0, 1e-40, Infinity, -Infinity, Number.NaN, 1, -7.25, 2.5, 1e30, -1e-310];
  const bytesOf = (result: Any) => {
    const typed = result.toTypedArray() as Uint8Array;
    return new Uint8Array(typed.buffer, typed.byteOffset, typed.byteLength).slice();
  };
  const functions: [string, (x: Any) => readonly Any[]][] = [
    ['frexp', (x) => frexp(x)],
    ['modf', (x) => modf(x)],
    ['divmod', (x) => divmod(x, 3)],
    ['divmod of two arrays', (x) => divmod(x, x.add(1))],
  ];
  for (const dtype of ['float32', 'float64', 'float16', 'bfloat16', 'int32', 'int8', 'uint16'] as const) {
    it(dtype, () => {
      const integer = dtype.includes('int');
      const input = array(
        Array.from({ length: 1000 }, (_, index) => values[index % values.length]! * (1 + index / 64)),
        'float64',
      );
      const x = (integer ? input.astype('float32').astype(dtype) : input.astype(dtype)) as Any;
      for (const [name, fn] of functions) {
        if (integer && name === 'divmod of two arrays') continue;
        const jitted = jit(fn);
        const steps = fuseCounts.blockedSteps;
        const operations = fuseCounts.operationSteps;
        jitted(x);
        const traced = jitted(x);
        const direct = fn(x);
        expect(traced.length, name).toBe(2);
        traced.forEach((result, index) => {
          expect([result.dtype, result.weakType, result.shape], `${dtype} ${name}`).toEqual([
            direct[index]!.dtype,
            direct[index]!.weakType,
            direct[index]!.shape,
          ]);
          expect(bytesOf(result), `${dtype} ${name}[${index}]`).toEqual(bytesOf(direct[index]!));
        });
        // Traced (not run op by op), and both results made in one blocked step with no operation steps.
        if (name !== 'divmod of two arrays') {
          expect(fuseCounts.blockedSteps - steps, `${dtype} ${name}`).toBe(1);
          expect(fuseCounts.operationSteps - operations, `${dtype} ${name}`).toBe(0);
        }
      }
    });
  }
});

describe('the parts', () => {
  it('have no export, method or policy member of their own', () => {
    const policyLibrary = withPolicy('numpy') as unknown as Record<string, unknown>;
    for (const row of partRows) {
      expect(row.name in library, row.name).toBe(false);
      expect(row.name in policyLibrary, row.name).toBe(false);
      expect(row.name in array([1], 'float32'), row.name).toBe(false);
      expect(row.of in library, row.of).toBe(true);
    }
  });

  it('show in the registry dry run as rows with their kernels (gen-kernels --list)', () => {
    const lines = listRows();
    for (const row of partRows)
      expect(lines).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^${row.name} \\(a part of ${row.of}, no export of its own\\): row .* \\+ kernel \\w+_<dtype> in asm/frexp\\.ts \\(4 exports\\)$`,
          ),
        ),
      );
  });
});
