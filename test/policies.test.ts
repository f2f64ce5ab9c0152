// The other systems' policies (SPEC §6), rule by rule, against their sources' tables and documented
// examples. NumPy is checked against NumPy itself in policies-numpy.test.ts.
import { describe, expect, it } from 'vitest';
import {
  TypePromotionError,
  binaryResultType,
  dtypes as allDTypes,
  policyNames,
  promoteTypes,
  resultType,
  weakTypes,
  withPolicy,
} from '../src/x64.js';
import { dtypeInfo, isNarrow, type DType, type AnyDType, type WeakType } from '../src/lattice/dtypes.js';
import { Refusal } from '../src/policy/rules.js';
import { ownOperations, staticOutcomes } from '../src/policy/static.js';
import { resolvePolicy } from '../src/policy/policy.js';
import { binaryResultWith, promoteWith, resultTypeWith } from '../src/plan/promote.js';
import type { PolicyName, PromoteOptions } from '../types/policy.js';

// The systems' own rules, over the dtypes their tables cover; under these policies a narrow dtype
// (float8, int4 …) meets only itself, which the last block checks.
const dtypes = allDTypes.filter((dtype) => !isNarrow(dtype));
const nodes: readonly AnyDType[] = [...dtypes, ...weakTypes];
const isWeak = (node: AnyDType): node is WeakType => (weakTypes as readonly string[]).includes(node);
const kind = (dtype: DType) => dtypeInfo[dtype].kind;

/** The runtime's answer for a pair, or '✗' where it refuses. */
function cell(left: AnyDType, right: AnyDType, options: PromoteOptions | PolicyName): string {
  try {
    return promoteWith(resolvePolicy(options), left, right);
  } catch (error) {
    expect(error).toBeInstanceOf(TypePromotionError);
    return '✗';
  }
}

function operationCell(
  operation: Parameters<typeof binaryResultType>[0],
  left: unknown,
  right: unknown,
  policy: PolicyName,
): string {
  try {
    return binaryResultWith(resolvePolicy(policy), operation, left, right);
  } catch (error) {
    expect(error).toBeInstanceOf(TypeError);
    return '✗';
  }
}

const short: Record<string, DType> = {
  u1: 'uint8',
  i1: 'int8',
  i2: 'int16',
  i4: 'int32',
  i8: 'int64',
  f2: 'float16',
  f4: 'float32',
  f8: 'float64',
  c4: 'complex64',
  c8: 'complex128',
  b1: 'bool',
  bf: 'bfloat16',
  u2: 'uint16',
  u4: 'uint32',
  u8: 'uint64',
};

/** A pinned table as in the sources: a header of short names, then one row per name. */
function pinnedTable(text: string): Map<string, DType | '✗'> {
  const [header, ...rows] = text
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/));
  const table = new Map<string, DType | '✗'>();
  for (const [row, ...cells] of rows) {
    cells.forEach((code, column) =>
      table.set(`${short[row!]},${short[header![column]!]}`, code === '✗' ? '✗' : short[code]!),
    );
  }
  return table;
}

describe('every policy', () => {
  it('lists the policies, and an unknown policy name is a TypeError naming the valid ones', () => {
    expect(policyNames).toEqual(['jax', 'strict', 'numpy', 'torch', 'tensorflow', 'lax', 'triton', 'array-api']);
    const message =
      "Unknown promotion policy 'pytorch'. Valid policies: jax, strict, numpy, torch, tensorflow, lax, triton, array-api.";
    // At run time each function's error starts with its name; the compile error has the same words.
    expect(() => promoteTypes('int8', 'int8', 'pytorch' as never)).toThrow(new TypeError(`promoteTypes: ${message}`));
    expect(() => {
      withPolicy({ policy: 'pytorch' } as unknown as 'jax');
    }).toThrow(new TypeError(`withPolicy: ${message}`));
    expect(() => binaryResultType('add', 1, 2, 'Numpy' as never)).toThrow('binaryResultType: Unknown promotion policy');
    // The functions withPolicy binds name themselves too.
    expect(() => withPolicy('numpy').promoteTypes('int8', 'int9' as never)).toThrow(
      "promoteTypes: Unknown dtype 'int9'",
    );
  });

  it('a dtype meets itself as itself, except where a system lacks it (NumPy: bfloat16; Triton: complex)', () => {
    // NumPy's own 14 wide dtypes (numpy.dtype, as data about NumPy): it lacks every other wide dtype.
    const numpyHas: readonly DType[] = [
      'bool',
      'uint8',
      'uint16',
      'uint32',
      'uint64',
      'int8',
      'int16',
      'int32',
      'int64',
      'float16',
      'float32',
      'float64',
      'complex64',
      'complex128',
    ];
    expect(dtypes).toEqual(expect.arrayContaining([...numpyHas]));
    const lacks: Record<string, readonly string[]> = {
      numpy: dtypes.filter((dtype) => !numpyHas.includes(dtype)),
      triton: ['complex64', 'complex128'],
    };
    expect(lacks.numpy).toContain('bfloat16');
    for (const policy of policyNames) {
      for (const dtype of dtypes) {
        expect(cell(dtype, dtype, policy), `${policy}: ${dtype}`).toBe(lacks[policy]?.includes(dtype) ? '✗' : dtype);
      }
    }
  });

  it('withPolicy binds promoteTypes, resultType and binaryResultType to one policy', () => {
    const torch = withPolicy('torch');
    expect(torch.policy).toBe('torch');
    expect(torch.x64).toBe(true);
    expect(torch.promoteTypes('int64', 'float16')).toBe('float16');
    expect(torch.resultType('int8', 'uint8', 2.5)).toBe('float32');
    expect(torch.binaryResultType('divide', 'int64', 'int64')).toBe('float32');
    const lax32 = withPolicy({ policy: 'lax', x64: false });
    expect(lax32.x64).toBe(false);
    expect(lax32.promoteTypes('int32', 'int')).toBe('int32');
    expect(withPolicy('jax').promoteTypes('int8', 'uint8')).toBe(promoteTypes('int8', 'uint8'));
  });

  it("materialises a weak result with each system's own defaults", () => {
    const materialized = (policy: PromoteOptions) =>
      weakTypes.map((weak) => {
        const result = resolvePolicy(policy).materialize(weak);
        return result instanceof Refusal ? '✗' : result;
      });
    expect(materialized({ policy: 'numpy' })).toEqual(['int64', 'float64', 'complex128']);
    expect(materialized({ policy: 'torch' })).toEqual(['int64', 'float32', 'complex64']);
    expect(materialized({ policy: 'tensorflow' })).toEqual(['int32', 'float32', 'complex128']);
    expect(materialized({ policy: 'lax' })).toEqual(['int32', 'float32', 'complex64']);
    expect(materialized({ policy: 'lax', x64: true })).toEqual(['int64', 'float64', 'complex128']);
    expect(materialized({ policy: 'lax', x64: false })).toEqual(['int32', 'float32', 'complex64']);
    expect(materialized({ policy: 'triton' })).toEqual(['int32', 'float32', '✗']);
    expect(materialized({ policy: 'array-api' })).toEqual(['int64', 'float64', 'complex128']);
  });

  it('an own operation rule answers for every pair, and every static cell has an outcome', () => {
    for (const name of policyNames) {
      const policy = resolvePolicy(name);
      for (const left of nodes) {
        for (const right of nodes) {
          expect(staticOutcomes(policy, left, right).length).toBeGreaterThan(0);
          for (const operation of ownOperations(policy)) {
            expect(staticOutcomes(policy, left, right, operation).length).toBeGreaterThan(0);
          }
        }
      }
    }
  });

  it("'jax' and 'strict' keep their behaviour: values are not read", () => {
    expect(binaryResultWith(resolvePolicy('jax'), 'add', 'uint8', 300)).toBe('uint8');
    expect(resultType('int8', 2, 'float16')).toBe('float16');
    expect(() => promoteTypes('float32', 'int32', 'strict')).toThrow(TypePromotionError);
  });
});

describe("'torch': c10::promoteTypes and the category rule for wrapped numbers", () => {
  // c10/core/ScalarType.cpp, _promoteTypesLookup, without complex32 (not a dtype here).
  const table = pinnedTable(`
        u1  i1  i2  i4  i8  f2  f4  f8  c4  c8  b1  bf
    u1  u1  i2  i2  i4  i8  f2  f4  f8  c4  c8  u1  bf
    i1  i2  i1  i2  i4  i8  f2  f4  f8  c4  c8  i1  bf
    i2  i2  i2  i2  i4  i8  f2  f4  f8  c4  c8  i2  bf
    i4  i4  i4  i4  i4  i8  f2  f4  f8  c4  c8  i4  bf
    i8  i8  i8  i8  i8  i8  f2  f4  f8  c4  c8  i8  bf
    f2  f2  f2  f2  f2  f2  f2  f4  f8  c4  c8  f2  f4
    f4  f4  f4  f4  f4  f4  f4  f4  f8  c4  c8  f4  f4
    f8  f8  f8  f8  f8  f8  f8  f8  f8  c8  c8  f8  f8
    c4  c4  c4  c4  c4  c4  c4  c4  c8  c4  c8  c4  c4
    c8  c8  c8  c8  c8  c8  c8  c8  c8  c8  c8  c8  c8
    b1  u1  i1  i2  i4  i8  f2  f4  f8  c4  c8  b1  bf
    bf  bf  bf  bf  bf  bf  f4  f4  f8  c4  c8  bf  bf`);
  const barebones: readonly DType[] = ['uint16', 'uint32', 'uint64'];
  const inTable = new Set([...table.keys()].map((key) => key.split(',')[0]));
  /** Whether PyTorch has each dtype: its table's and the barebones unsigned ones; any other it lacks. */
  const knows = (...pair: DType[]) => pair.every((dtype) => inTable.has(dtype) || barebones.includes(dtype));
  const isFloating = (dtype: DType) => kind(dtype) === 'float';

  /**
   * PyTorch's promoteTypes: the table, and barebones unsigned types only with themselves and floats;
   * a dtype PyTorch lacks (in neither) meets only itself.
   */
  function promoteTensors(left: DType, right: DType): DType | '✗' {
    if (left === right) return left;
    if (!knows(left, right)) return '✗';
    if (barebones.includes(left) || barebones.includes(right))
      return isFloating(left) ? left : isFloating(right) ? right : '✗';
    return table.get(`${left},${right}`)!;
  }

  it(`every tensor pair: the ${table.size} cells of ScalarType.cpp, and uint16/32/64 only with themselves and floats`, () => {
    for (const left of dtypes) {
      for (const right of dtypes) {
        expect(cell(left, right, 'torch'), `${left}, ${right}`).toBe(promoteTensors(left, right));
      }
    }
  });

  it('every tensor with a Python scalar: combine_categories(tensor, default dtype of the scalar)', () => {
    const wrapped = { int: 'int64', float: 'float32', complex: 'complex64' } as const;
    // float16 with a complex scalar is complex32 in PyTorch, which is not a dtype here: JAX's table of torch.add shows complex64.
    const toComplex: Partial<Record<DType, DType>> = {
      bfloat16: 'complex64',
      float16: 'complex64',
      float32: 'complex64',
      float64: 'complex128',
    };
    const combine = (tensor: DType, scalar: WeakType): DType | '✗' => {
      const lower = wrapped[scalar];
      if (!knows(tensor)) return '✗'; // a dtype PyTorch lacks meets only itself
      if (kind(tensor) === 'complex') return tensor;
      if (kind(lower) === 'complex') return isFloating(tensor) ? (toComplex[tensor] ?? '✗') : lower;
      if (isFloating(tensor)) return tensor;
      if (tensor === 'bool' || isFloating(lower)) return promoteTensors(tensor, lower);
      return tensor;
    };
    for (const tensor of dtypes) {
      for (const scalar of weakTypes) {
        expect(cell(tensor, scalar, 'torch'), `${tensor}, ${scalar}`).toBe(combine(tensor, scalar));
        expect(cell(scalar, tensor, 'torch'), `${scalar}, ${tensor}`).toBe(combine(tensor, scalar));
      }
    }
  });

  it("the examples of PyTorch's type promotion docs (tensor_attributes.rst, torch.result_type)", () => {
    const { promoteTypes: promote, resultType: result } = withPolicy('torch');
    expect(result(5, 5)).toBe('int64'); // torch.add(5, 5)
    expect(result('int32', 5)).toBe('int32'); // int_tensor + 5
    expect(promote('int64', 'int32')).toBe('int64');
    expect(promote('bool', 'int64')).toBe('int64');
    expect(promote('bool', 'uint8')).toBe('uint8');
    expect(promote('float32', 'float64')).toBe('float64');
    expect(promote('complex64', 'complex128')).toBe('complex128');
    expect(promote('bool', 'int32')).toBe('int32');
    expect(promote('int64', 'float32')).toBe('float32'); // "only needs to be large enough to hold the float"
    expect(result('int32', 1.5)).toBe('float32'); // torch.result_type(int tensor, 1.0)
    expect(result('float16', 1.5)).toBe('float16');
    expect(result('bfloat16', { re: 0, im: 1 })).toBe('complex64');
    expect(result('float16', { re: 0, im: 1 })).toBe('complex64'); // complex32 in PyTorch; JAX's table shows complex64
    expect(() => promote('uint16', 'int32')).toThrow(
      "No implicit promotion between 'uint16' and 'int32' under policy 'torch'",
    );
    expect(promote('uint32', 'bfloat16')).toBe('bfloat16');
  });

  it('true division gives the default float dtype for integers and bool', () => {
    const divide = (left: unknown, right: unknown) => operationCell('divide', left, right, 'torch');
    expect(divide('int64', 'int64')).toBe('float32');
    expect(divide('bool', 'bool')).toBe('float32');
    expect(divide('int32', 2)).toBe('float32');
    expect(divide('float16', 2)).toBe('float16');
    expect(divide('float64', 'int8')).toBe('float64');
    expect(divide(1, 2)).toBe('float32'); // two Python ints: torch.true_divide gives the default float
  });
});

describe("'tensorflow': no promotion between tensors; Python scalars convert to x's dtype (asymmetric)", () => {
  const accepts: Record<string, readonly WeakType[]> = {
    bool: [],
    uint: ['int'],
    int: ['int'],
    float: ['int', 'float'],
    complex: ['int', 'float', 'complex'],
  };
  const scalarTensor = { int: 'int32', float: 'float32', complex: 'complex128' } as const;

  it('every pair: tensors only with their own dtype; a scalar y converts to x if its kind fits; a scalar x becomes int32, float32 or complex128 first', () => {
    for (const left of nodes) {
      for (const right of nodes) {
        const x = isWeak(left) ? scalarTensor[left] : left;
        const expected = isWeak(right) ? (accepts[kind(x)]!.includes(right) ? x : '✗') : right === x ? x : '✗';
        expect(cell(left, right, 'tensorflow'), `${left}, ${right}`).toBe(expected);
      }
    }
  });

  it('the documented behaviour', () => {
    const { promoteTypes: promote, resultType: result } = withPolicy('tensorflow');
    expect(result('int64', 1)).toBe('int64');
    expect(() => result(1, 'int64')).toThrow(
      "No implicit promotion between 'int' and 'int64' under policy 'tensorflow'",
    );
    expect(result(1, 'int32')).toBe('int32');
    expect(result('float16', 2)).toBe('float16');
    expect(() => result('int32', 2.5)).toThrow(TypePromotionError);
    expect(() => result('bool', 1)).toThrow(TypePromotionError);
    expect(result('complex64', 2.5)).toBe('complex64');
    expect(() => result('float64', { re: 0, im: 1 })).toThrow(TypePromotionError);
    expect(result(1, 2)).toBe('int32');
    expect(result(1.5, 2)).toBe('float32');
    expect(() => result(1, 2.5)).toThrow(TypePromotionError);
    expect(() => promote('float32', 'float64')).toThrow(TypePromotionError);
    expect(() => promote('int8', 'uint8')).toThrow(TypePromotionError);
  });

  it('a Python int that the hinted integer dtype cannot hold does not convert', () => {
    expect(() => withPolicy('tensorflow').resultType('int8', 300)).toThrow(RangeError);
    expect(() => withPolicy('tensorflow').resultType('uint8', -1)).toThrow(RangeError);
    expect(() => withPolicy('tensorflow').resultType(2 ** 40, 'int32')).toThrow(RangeError);
    expect(withPolicy('tensorflow').resultType('int64', 2 ** 40)).toBe('int64');
  });

  it('true division: _TRUEDIV_TABLE (8- and 16-bit integers → float32, wider → float64; no bool)', () => {
    const truediv = {
      uint8: 'float32',
      int8: 'float32',
      uint16: 'float32',
      int16: 'float32',
      uint32: 'float64',
      int32: 'float64',
      uint64: 'float64',
      int64: 'float64',
    };
    for (const dtype of dtypes) {
      const expected = dtype === 'bool' ? '✗' : ((truediv as Record<string, string>)[dtype] ?? dtype);
      expect(operationCell('divide', dtype, dtype, 'tensorflow'), dtype).toBe(expected);
    }
    expect(() => binaryResultType('divide', 'bool', 'bool', 'tensorflow')).toThrow(
      "divide is not defined for 'bool' under policy 'tensorflow'.",
    );
    expect(operationCell('divide', 1, 2, 'tensorflow')).toBe('float64');
  });
});

describe("'lax': no implicit promotion; weak scalars materialise first", () => {
  for (const x64 of [true, false]) {
    it(`every pair, x64 ${x64 ? 'on' : 'off'}: identical dtypes after materialising; two weak scalars of one kind stay weak`, () => {
      const materialize = (node: AnyDType) =>
        isWeak(node)
          ? (
              {
                int: x64 ? 'int64' : 'int32',
                float: x64 ? 'float64' : 'float32',
                complex: x64 ? 'complex128' : 'complex64',
              } as const
            )[node]
          : node;
      for (const left of nodes) {
        for (const right of nodes) {
          const expected = left === right ? left : materialize(left) === materialize(right) ? materialize(left) : '✗';
          expect(cell(left, right, { policy: 'lax', x64 }), `${left}, ${right}`).toBe(expected);
        }
      }
    });
  }

  it('examples: lax.add(int64, 1), lax.add(int32, 1), lax.div', () => {
    const { resultType: result, binaryResultType: operation } = withPolicy('lax');
    expect(result('int64', 1)).toBe('int64');
    expect(() => result('int32', 1)).toThrow("No implicit promotion between 'int32' and 'int' under policy 'lax'");
    expect(withPolicy({ policy: 'lax', x64: false }).resultType('int32', 1)).toBe('int32');
    expect(result(1, 2)).toBe('int');
    expect(() => result(1, 2.5)).toThrow(TypePromotionError);
    expect(() => result('float32', 'float16')).toThrow(TypePromotionError);
    expect(operation('divide', 'int8', 'int8')).toBe('int8');
    expect(operation('divide', 'float16', 'float16')).toBe('float16');
    expect(() => operation('divide', 'bool', 'bool')).toThrow("divide is not defined for 'bool' under policy 'lax'.");
    expect(() => withPolicy({ policy: 'lax', x64: false }).resultType('int32', 2 ** 40)).toThrow(RangeError);
  });
});

describe("'triton': computation_type_impl (python/triton/language/semantic.py)", () => {
  const triton = resolvePolicy('triton');
  const floats: readonly DType[] = ['bfloat16', 'float16', 'float32', 'float64'];
  const integers: readonly DType[] = ['bool', 'uint8', 'uint16', 'uint32', 'uint64', 'int8', 'int16', 'int32', 'int64'];
  const unsigned = (dtype: DType) => dtype === 'bool' || kind(dtype) === 'uint';
  const width = (dtype: DType) => (dtype === 'bool' ? 1 : dtypeInfo[dtype].bits);

  it('complex: Triton has none, so every pair with a complex dtype or scalar (and a tensor) is undefined', () => {
    for (const node of nodes) {
      for (const complex of ['complex64', 'complex128'] as const) {
        expect(cell(node, complex, 'triton')).toBe('✗');
        expect(cell(complex, node, 'triton')).toBe('✗');
      }
      if (!isWeak(node)) expect(cell(node, 'complex', 'triton')).toBe('✗');
    }
  });

  it('floats: float64, then float32, then float16 win; bfloat16 with anything but itself or float16 → float32', () => {
    const expected = (left: DType, right: DType) => {
      if (left === 'float64' || right === 'float64') return 'float64';
      if (left === 'float32' || right === 'float32') return 'float32';
      if (left === 'float16' || right === 'float16') return 'float16';
      return left === 'bfloat16' && right === 'bfloat16' ? 'bfloat16' : 'float32';
    };
    for (const float of floats) {
      for (const other of [...floats, ...integers]) {
        expect(cell(float, other, 'triton'), `${float}, ${other}`).toBe(expected(float, other));
        expect(cell(other, float, 'triton'), `${other}, ${float}`).toBe(expected(float, other));
      }
    }
    expect(promoteTypes('float16', 'bfloat16', 'triton')).toBe('float16'); // the code, not the docs
  });

  it("integers (bool is int1, unsigned): C's usual arithmetic conversions", () => {
    for (const left of integers) {
      for (const right of integers) {
        let expected: DType;
        if (unsigned(left) === unsigned(right)) expected = width(left) >= width(right) ? left : right;
        else {
          const [u, s] = unsigned(left) ? [left, right] : [right, left];
          expected = width(u) >= width(s) ? u : s;
        }
        expect(cell(left, right, 'triton'), `${left}, ${right}`).toBe(expected);
      }
    }
    expect(promoteTypes('int8', 'uint8', 'triton')).toBe('uint8');
    expect(promoteTypes('int64', 'uint32', 'triton')).toBe('int64');
    expect(promoteTypes('int32', 'uint32', 'triton')).toBe('uint32');
  });

  it('a scalar of a lower or equal kind does not participate; a higher one takes part with a dtype from its value', () => {
    const add = (left: unknown, right: unknown) => binaryResultWith(triton, 'add', left, right);
    expect(add('int8', 1)).toBe('int8');
    expect(add('uint16', 70000 - 5000)).toBe('uint16');
    expect(add('float16', 1e-300)).toBe('float16');
    expect(add('bfloat16', 3)).toBe('bfloat16');
    expect(add('bool', 1)).toBe('int32');
    expect(add('bool', 2 ** 31)).toBe('uint32');
    expect(add(-(2 ** 40), 'bool')).toBe('int64');
    expect(add('bool', 2n ** 63n)).toBe('uint64');
    expect(() => add('bool', 2n ** 64n)).toThrow(RangeError);
    expect(add('int8', 0.5)).toBe('float32');
    expect(add('int8', 1e-300)).toBe('float64'); // below float32's smallest normal
    expect(() => add('int8', 1e300)).toThrow(RangeError); // integer-valued, so a Python int too large for uint64
    expect(add('int64', Number.POSITIVE_INFINITY)).toBe('float32');
    // Scalars must fit the result: no negative scalars with unsigned results.
    expect(() => add('uint8', -1)).toThrow(RangeError);
    expect(() => add('int8', 300)).toThrow("The scalar 300 is out of range for 'int8' under policy 'triton'");
    expect(resultTypeWith(triton, [1, 2.5])).toBe('float');
  });

  it('the static type of a value-dependent cell is the union of the outcomes over the value samples', () => {
    const names = (left: AnyDType, right: AnyDType) => staticOutcomes(triton, left, right).map(String);
    expect(names('bool', 'int')).toEqual(['uint32', 'uint64', 'int32', 'int64']);
    expect(names('int', 'bool')).toEqual(['uint32', 'uint64', 'int32', 'int64']);
    expect(names('int8', 'float')).toEqual(['float32', 'float64']);
    expect(names('int8', 'int')).toEqual(['int8']);
    expect(names('float16', 'float')).toEqual(['float16']);
  });

  it('division and remainder: float16/bfloat16 compute in float32; mixed signedness is refused; / of integers → float32; // takes only integers', () => {
    const op = (operation: 'divide' | 'floorDivide' | 'remainder', left: unknown, right: unknown) =>
      operationCell(operation, left, right, 'triton');
    expect(op('divide', 'float16', 'float16')).toBe('float32');
    expect(op('remainder', 'bfloat16', 'bfloat16')).toBe('float32');
    expect(op('divide', 'bfloat16', 'float16')).toBe('float32');
    expect(op('divide', 'int64', 'int64')).toBe('float32');
    expect(op('divide', 'float64', 'int8')).toBe('float64');
    expect(op('divide', 'float16', 2)).toBe('float32');
    expect(() => binaryResultType('divide', 'int8', 'uint8', 'triton')).toThrow(
      "divide under policy 'triton' needs operands of the same signedness, got 'int8' and 'uint8'; cast one explicitly with astype().",
    );
    expect(op('remainder', 'bool', 'int8')).toBe('✗');
    expect(op('remainder', 'uint8', 'uint32')).toBe('uint32');
    expect(op('floorDivide', 'int8', 'int16')).toBe('int16');
    expect(op('floorDivide', 'uint8', 3)).toBe('uint8');
    expect(() => binaryResultType('floorDivide', 'float32', 'float32', 'triton')).toThrow(
      "floorDivide is not defined for 'float32' under policy 'triton'.",
    );
    // A bool tensor with a Python int: the int's value decides its signedness.
    expect(op('divide', 'bool', 1)).toBe('✗');
    expect(op('divide', 'bool', 2 ** 31)).toBe('float32');
    // Two Python scalars: Python's arithmetic, as the float dtype Triton gives a Python float.
    expect(op('divide', 1, 2)).toBe('float32');
    expect(op('floorDivide', 1.5, 2)).toBe('float32');
    expect(op('remainder', { re: 1, im: 0 }, 2)).toBe('✗');
  });
});

describe("'array-api': the standard's promotion tables (type_promotion.rst)", () => {
  // The standard's four tables, as published.
  const signed = pinnedTable(`
        i1  i2  i4  i8
    i1  i1  i2  i4  i8
    i2  i2  i2  i4  i8
    i4  i4  i4  i4  i8
    i8  i8  i8  i8  i8`);
  const unsignedTable = pinnedTable(`
        u1  u2  u4  u8
    u1  u1  u2  u4  u8
    u2  u2  u2  u4  u8
    u4  u4  u4  u4  u8
    u8  u8  u8  u8  u8`);
  const mixed = pinnedTable(`
        u1  u2  u4
    i1  i2  i4  i8
    i2  i2  i4  i8
    i4  i4  i4  i8
    i8  i8  i8  i8`);
  const floating = pinnedTable(`
        f4  f8  c4  c8
    f4  f4  f8  c4  c8
    f8  f8  f8  c8  c8
    c4  c4  c8  c4  c8
    c8  c8  c8  c8  c8`);
  const standard = new Map([...signed, ...unsignedTable, ...mixed, ...floating]);
  for (const [key, value] of mixed) standard.set(key.split(',').reverse().join(','), value);

  it(`every array pair: the ${standard.size} cells of the standard's tables; everything else (mixed kinds, uint64 with signed integers, float16, bfloat16) undefined`, () => {
    for (const left of dtypes) {
      for (const right of dtypes) {
        const expected = left === right ? left : (standard.get(`${left},${right}`) ?? '✗');
        expect(cell(left, right, 'array-api'), `${left}, ${right}`).toBe(expected);
      }
    }
  });

  it('Python scalars: bool arrays take none; integer arrays take ints; real floating arrays take ints and floats, and complex gives the complex of the same precision; complex arrays take any', () => {
    const complexOf: Partial<Record<DType, DType>> = { float32: 'complex64', float64: 'complex128' };
    for (const array of dtypes) {
      for (const scalar of weakTypes) {
        let expected: string;
        switch (kind(array)) {
          case 'bool':
            expected = '✗';
            break;
          case 'uint':
          case 'int':
            expected = scalar === 'int' ? array : '✗';
            break;
          case 'float':
            expected = scalar === 'complex' ? (complexOf[array] ?? '✗') : array;
            break;
          default:
            expected = array;
        }
        expect(cell(array, scalar, 'array-api'), `${array}, ${scalar}`).toBe(expected);
        expect(cell(scalar, array, 'array-api'), `${scalar}, ${array}`).toBe(expected);
      }
    }
  });

  it('examples, and what the standard leaves unspecified', () => {
    const { promoteTypes: promote, resultType: result, binaryResultType: operation } = withPolicy('array-api');
    expect(promote('uint8', 'int8')).toBe('int16');
    expect(promote('uint32', 'int64')).toBe('int64');
    expect(() => promote('uint64', 'int64')).toThrow(TypePromotionError);
    expect(() => promote('int32', 'float32')).toThrow(TypePromotionError);
    expect(() => promote('bool', 'int8')).toThrow(TypePromotionError);
    expect(result({ re: 0, im: 1 }, 'float32')).toBe('complex64'); // 1j <op> float32_array
    expect(() => result('int8', 2.5)).toThrow(TypePromotionError);
    expect(() => result('uint8', 256)).toThrow(RangeError);
    expect(result('uint8', 255)).toBe('uint8');
    expect(operation('divide', 'float32', 2)).toBe('float32');
    expect(() => operation('divide', 'int32', 'int32')).toThrow(
      "divide is not defined for 'int32' under policy 'array-api'.",
    );
    expect(operation('divide', 1, 2)).toBe('float64');
  });
});

describe('the narrow dtypes under the other systems', () => {
  it('meet only themselves: any other dtype or scalar is a TypePromotionError; one narrow dtype follows SPEC §4', () => {
    const narrowDTypes = allDTypes.filter(isNarrow);
    for (const policy of policyNames.filter((name) => name !== 'jax' && name !== 'strict')) {
      for (const narrow of narrowDTypes) {
        for (const other of [...allDTypes, ...weakTypes]) {
          const expected = other === narrow ? narrow : '✗';
          expect(cell(narrow, other, policy), `${narrow}, ${other} (${policy})`).toBe(expected);
          expect(cell(other, narrow, policy), `${other}, ${narrow} (${policy})`).toBe(expected);
        }
        expect(binaryResultType('divide', narrow, narrow, policy)).toBe(dtypeInfo[narrow].inexact);
        expect(() =>
          (withPolicy(policy).resultType as (...inputs: unknown[]) => unknown)('int8', narrow, 'int8'),
        ).toThrow(TypePromotionError);
      }
    }
  });
});
