import { describe, expect, it } from 'vitest';
import {
  TypePromotionError,
  dtypeRows,
  dtypes,
  isDType,
  promoteTypes,
  resultType,
  weakTypes,
  binaryResultType,
  unaryResultType,
} from '../src/x64.js';
import { deriveLattice } from '../src/lattice/lattice.js';
import { jaxLattice, jaxLatticeX32, strictLattice } from '../src/registry/lattice-data.js';
import type { PromoteOptions } from '../types/policy.js';

const nodes = [...dtypes, ...weakTypes];
/** The nodes of JAX's documented table: every node but the narrow dtypes (float8 …, int4 …). */
const classic = nodes.filter((node) => !('narrow' in (dtypeRows.find((row) => row.name === node) ?? {})));
const narrow = nodes.filter((node) => !classic.includes(node));

// JAX's short names (as in its documentation), to keep the pinned tables readable: the nodes of
// JAX's documented table, which the pinned tables cover.
const short: Record<string, string> = {
  bool: 'b1',
  uint8: 'u1',
  uint16: 'u2',
  uint32: 'u4',
  uint64: 'u8',
  int8: 'i1',
  int16: 'i2',
  int32: 'i4',
  int64: 'i8',
  bfloat16: 'bf',
  float16: 'f2',
  float32: 'f4',
  float64: 'f8',
  complex64: 'c8',
  complex128: 'c16',
  int: 'i*',
  float: 'f*',
  complex: 'c*',
};

/** The nodes of JAX's documented table, in the registry's order: the pinned tables' rows and columns. */
const documented = classic.filter((node) => node in short);
/**
 * Any other wide dtype of the registry (none today): not in JAX's documented table, so not pinned
 * but checked against its kind's rule (wideFloatJoin).
 */
const others = classic.filter((node) => !(node in short));
const rowOf = (node: string) => dtypeRows.find((row) => row.name === node);
/** A node's kind: its row's, or the weak type's own name (int, float, complex). */
const kindOf = (node: string): string => rowOf(node)?.kind ?? node;

const modes: [string, PromoteOptions][] = [
  ['jax', { policy: 'jax' }],
  ['jax, x64 off', { policy: 'jax', x64: false }],
  ['strict', { policy: 'strict' }],
];

/** The promotion of a pair, or undefined where the mode raises TypePromotionError. */
function tryPromote(left: (typeof nodes)[number], right: (typeof nodes)[number], options: PromoteOptions) {
  try {
    return promoteTypes(left, right, options) as string;
  } catch (error) {
    expect(error).toBeInstanceOf(TypePromotionError);
    return undefined;
  }
}

function renderTable(options: PromoteOptions): string[] {
  return documented.map((left) =>
    [`${short[left]}:`, ...documented.map((right) => short[tryPromote(left, right, options) ?? ''] ?? '--')]
      .map((cell) => cell.padEnd(4))
      .join('')
      .trimEnd(),
  );
}

/**
 * Each narrow dtype's row: the nodes it promotes with (always to itself, which the renderer checks).
 * JAX reaches them only through the weak types: a sub-byte integer meets only bool and i*; a
 * narrow float meets bool, i*, f* and every integer (whose upper bounds pass through f*).
 */
function renderNarrowRows(options: PromoteOptions): string[] {
  return narrow.map((left) => {
    const partners = nodes.filter((right) => tryPromote(left, right, options) !== undefined);
    for (const right of partners) expect(tryPromote(left, right, options)).toBe(left);
    return `${dtypeRows.find((row) => row.name === left)!.short}: ${partners.map((right) => short[right] ?? dtypeRows.find((row) => row.name === right)!.short).join(' ')}`;
  });
}

/**
 * The join of a wide float below float32 (JAX's bfloat16 and float16, or another such dtype of the
 * registry) with a node of the wide lattice, by rule, as JAX places a float that is neither above
 * nor below the others of its width: with itself, bool, every integer and the weak int and float
 * it is itself (the integers' bounds pass through f*, which lies below every float); with any
 * other float or complex node it is the join of that node with the smallest float of JAX's table
 * wider than it (float32 above a 16-bit float). Strict: only itself, i* and f*, each giving itself.
 */
function wideFloatJoin(dtype: string, node: (typeof nodes)[number], options: PromoteOptions, strict: boolean) {
  if (node === dtype) return dtype;
  if (strict) return node === 'int' || node === 'float' ? dtype : undefined;
  if (['bool', 'uint', 'int'].includes(kindOf(node)) || node === 'float') return dtype;
  const bits = rowOf(dtype)!.bits;
  const wider = documented.filter((name) => kindOf(name) === 'float' && (rowOf(name)?.bits ?? 0) > bits);
  const up = wider.reduce((best, name) => (rowOf(name)!.bits < rowOf(best)!.bits ? name : best));
  return tryPromote(up, node, options);
}

const narrowFloatRow = (name: string) => `${name}: b1 u1 u2 u4 u8 i1 i2 i4 i8 ${name} i* f*`;
// The narrow dtypes' rows follow one rule per kind, so they are listed from the registry: a new
// format (one row there) is checked against the rule without an edit here.
const narrowShorts = (floats: boolean) =>
  dtypeRows.flatMap((row) => ('narrow' in row && (row.kind === 'float') === floats ? [row.short] : []));
const narrowRowsPinned = (strict: boolean) => [
  ...narrowShorts(true).map((name) => (strict ? `${name}: ${name} i* f*` : narrowFloatRow(name))),
  ...narrowShorts(false).map((name) => (strict ? `${name}: ${name} i*` : `${name}: b1 ${name} i*`)),
];
const pinnedNarrow: Record<string, string[]> = {
  jax: narrowRowsPinned(false),
  'jax, x64 off': narrowRowsPinned(false),
  strict: narrowRowsPinned(true),
};

// The full tables, pinned: a change to the lattice shows here in review. The jax table is the
// one in JAX's documentation (docs/type_promotion.rst), cell for cell; the narrow dtypes' rows
// follow (their columns are the transposes: the table is symmetric).
const pinned: Record<string, string[]> = {
  jax: [
    'b1: b1  u1  u2  u4  u8  i1  i2  i4  i8  bf  f2  f4  f8  c8  c16 i*  f*  c*',
    'u1: u1  u1  u2  u4  u8  i2  i2  i4  i8  bf  f2  f4  f8  c8  c16 u1  f*  c*',
    'u2: u2  u2  u2  u4  u8  i4  i4  i4  i8  bf  f2  f4  f8  c8  c16 u2  f*  c*',
    'u4: u4  u4  u4  u4  u8  i8  i8  i8  i8  bf  f2  f4  f8  c8  c16 u4  f*  c*',
    'u8: u8  u8  u8  u8  u8  f*  f*  f*  f*  bf  f2  f4  f8  c8  c16 u8  f*  c*',
    'i1: i1  i2  i4  i8  f*  i1  i2  i4  i8  bf  f2  f4  f8  c8  c16 i1  f*  c*',
    'i2: i2  i2  i4  i8  f*  i2  i2  i4  i8  bf  f2  f4  f8  c8  c16 i2  f*  c*',
    'i4: i4  i4  i4  i8  f*  i4  i4  i4  i8  bf  f2  f4  f8  c8  c16 i4  f*  c*',
    'i8: i8  i8  i8  i8  f*  i8  i8  i8  i8  bf  f2  f4  f8  c8  c16 i8  f*  c*',
    'bf: bf  bf  bf  bf  bf  bf  bf  bf  bf  bf  f4  f4  f8  c8  c16 bf  bf  c8',
    'f2: f2  f2  f2  f2  f2  f2  f2  f2  f2  f4  f2  f4  f8  c8  c16 f2  f2  c8',
    'f4: f4  f4  f4  f4  f4  f4  f4  f4  f4  f4  f4  f4  f8  c8  c16 f4  f4  c8',
    'f8: f8  f8  f8  f8  f8  f8  f8  f8  f8  f8  f8  f8  f8  c16 c16 f8  f8  c16',
    'c8: c8  c8  c8  c8  c8  c8  c8  c8  c8  c8  c8  c8  c16 c8  c16 c8  c8  c8',
    'c16:c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16',
    'i*: i*  u1  u2  u4  u8  i1  i2  i4  i8  bf  f2  f4  f8  c8  c16 i*  f*  c*',
    'f*: f*  f*  f*  f*  f*  f*  f*  f*  f*  bf  f2  f4  f8  c8  c16 f*  f*  c*',
    'c*: c*  c*  c*  c*  c*  c*  c*  c*  c*  c8  c8  c8  c16 c8  c16 c*  c*  c*',
  ],
  'jax, x64 off': [
    'b1: b1  u1  u2  u4  u8  i1  i2  i4  i8  bf  f2  f4  f8  c8  c16 i*  f*  c*',
    'u1: u1  u1  u2  u4  u8  i2  i2  i4  i8  bf  f2  f4  f8  c8  c16 u1  f*  c*',
    'u2: u2  u2  u2  u4  u8  i4  i4  i4  i8  bf  f2  f4  f8  c8  c16 u2  f*  c*',
    'u4: u4  u4  u4  u4  u8  i4  i4  i4  i8  bf  f2  f4  f8  c8  c16 u4  f*  c*',
    'u8: u8  u8  u8  u8  u8  f*  f*  f*  f*  bf  f2  f4  f8  c8  c16 u8  f*  c*',
    'i1: i1  i2  i4  i4  f*  i1  i2  i4  i8  bf  f2  f4  f8  c8  c16 i1  f*  c*',
    'i2: i2  i2  i4  i4  f*  i2  i2  i4  i8  bf  f2  f4  f8  c8  c16 i2  f*  c*',
    'i4: i4  i4  i4  i4  f*  i4  i4  i4  i8  bf  f2  f4  f8  c8  c16 i4  f*  c*',
    'i8: i8  i8  i8  i8  f*  i8  i8  i8  i8  bf  f2  f4  f8  c8  c16 i8  f*  c*',
    'bf: bf  bf  bf  bf  bf  bf  bf  bf  bf  bf  f4  f4  f8  c8  c16 bf  bf  c8',
    'f2: f2  f2  f2  f2  f2  f2  f2  f2  f2  f4  f2  f4  f8  c8  c16 f2  f2  c8',
    'f4: f4  f4  f4  f4  f4  f4  f4  f4  f4  f4  f4  f4  f8  c8  c16 f4  f4  c8',
    'f8: f8  f8  f8  f8  f8  f8  f8  f8  f8  f8  f8  f8  f8  c16 c16 f8  f8  c16',
    'c8: c8  c8  c8  c8  c8  c8  c8  c8  c8  c8  c8  c8  c16 c8  c16 c8  c8  c8',
    'c16:c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16 c16',
    'i*: i*  u1  u2  u4  u8  i1  i2  i4  i8  bf  f2  f4  f8  c8  c16 i*  f*  c*',
    'f*: f*  f*  f*  f*  f*  f*  f*  f*  f*  bf  f2  f4  f8  c8  c16 f*  f*  c*',
    'c*: c*  c*  c*  c*  c*  c*  c*  c*  c*  c8  c8  c8  c16 c8  c16 c*  c*  c*',
  ],
  strict: [
    'b1: b1  --  --  --  --  --  --  --  --  --  --  --  --  --  --  --  --  --',
    'u1: --  u1  --  --  --  --  --  --  --  --  --  --  --  --  --  u1  --  --',
    'u2: --  --  u2  --  --  --  --  --  --  --  --  --  --  --  --  u2  --  --',
    'u4: --  --  --  u4  --  --  --  --  --  --  --  --  --  --  --  u4  --  --',
    'u8: --  --  --  --  u8  --  --  --  --  --  --  --  --  --  --  u8  --  --',
    'i1: --  --  --  --  --  i1  --  --  --  --  --  --  --  --  --  i1  --  --',
    'i2: --  --  --  --  --  --  i2  --  --  --  --  --  --  --  --  i2  --  --',
    'i4: --  --  --  --  --  --  --  i4  --  --  --  --  --  --  --  i4  --  --',
    'i8: --  --  --  --  --  --  --  --  i8  --  --  --  --  --  --  i8  --  --',
    'bf: --  --  --  --  --  --  --  --  --  bf  --  --  --  --  --  bf  bf  --',
    'f2: --  --  --  --  --  --  --  --  --  --  f2  --  --  --  --  f2  f2  --',
    'f4: --  --  --  --  --  --  --  --  --  --  --  f4  --  --  --  f4  f4  --',
    'f8: --  --  --  --  --  --  --  --  --  --  --  --  f8  --  --  f8  f8  --',
    'c8: --  --  --  --  --  --  --  --  --  --  --  --  --  c8  --  c8  c8  c8',
    'c16:--  --  --  --  --  --  --  --  --  --  --  --  --  --  c16 c16 c16 c16',
    'i*: --  u1  u2  u4  u8  i1  i2  i4  i8  bf  f2  f4  f8  c8  c16 i*  f*  c*',
    'f*: --  --  --  --  --  --  --  --  --  bf  f2  f4  f8  c8  c16 f*  f*  c*',
    'c*: --  --  --  --  --  --  --  --  --  --  --  --  --  c8  c16 c*  c*  c*',
  ],
};

describe.each(modes)('the %s lattice', (label, options) => {
  it(`matches the pinned ${documented.length}×${documented.length} table of JAX's documented dtypes and the pinned rows of the narrow ones`, () => {
    expect(renderTable(options)).toEqual(pinned[label]);
    expect(renderNarrowRows(options)).toEqual(pinnedNarrow[label]);
  });

  it("gives any other wide dtype the row of JAX's own 16-bit floats (the rule checked on bfloat16 and float16)", () => {
    const halves = documented.filter((node) => kindOf(node) === 'float' && rowOf(node)?.bits === 16);
    expect(halves).toEqual(['bfloat16', 'float16']);
    for (const dtype of others) {
      const why = `${dtype}: a wide dtype outside JAX's table, not a float below float32, needs a rule of its own here`;
      expect(kindOf(dtype) === 'float' && rowOf(dtype)!.bits < 32, why).toBe(true);
    }
    for (const dtype of [...halves, ...others]) {
      for (const node of classic) {
        expect(tryPromote(dtype, node, options), `${dtype}, ${node}`).toBe(
          wideFloatJoin(dtype, node, options, label === 'strict'),
        );
      }
    }
  });

  it('has a join or a TypePromotionError for every pair, and is commutative and idempotent', () => {
    for (const left of nodes) {
      expect(tryPromote(left, left, options)).toBe(left);
      for (const right of nodes) expect(tryPromote(left, right, options)).toBe(tryPromote(right, left, options));
    }
  });

  it(`is associative over all ${nodes.length}³ triples`, () => {
    let checked = 0;
    // The join table once (33² promotions), then 33³ lookups.
    const table = new Map<string, string | undefined>(
      nodes.flatMap((left) => nodes.map((right) => [`${left} ${right}`, tryPromote(left, right, options)] as const)),
    );
    const join = (left: string | undefined, right: string | undefined) =>
      left === undefined || right === undefined ? undefined : table.get(`${left} ${right}`);
    for (const first of nodes) {
      for (const second of nodes) {
        for (const third of nodes) {
          const firstSecond = join(first, second);
          const secondThird = join(second, third);
          const leftFirst = join(firstSecond, third);
          const rightFirst = join(first, secondThird);
          // Where both groupings are defined they agree; on the classic dtypes of jax (a lattice)
          // every grouping is defined.
          // (expect() only where a check fails: 36,000 calls of it cost more than the lookups.)
          if (leftFirst !== undefined && rightFirst !== undefined && leftFirst !== rightFirst)
            expect(leftFirst).toBe(rightFirst);
          if (
            leftFirst === undefined &&
            label !== 'strict' &&
            [first, second, third].every((node) => classic.includes(node))
          )
            expect(leftFirst).toBeDefined();
          checked += 1;
        }
      }
    }
    expect(checked).toBe(nodes.length ** 3);
  });

  it('gives as each join a common upper bound that every other common upper bound lies above', () => {
    const { upperBounds } = deriveLattice(
      label === 'strict' ? strictLattice : label === 'jax' ? jaxLattice : jaxLatticeX32,
    );
    for (const left of nodes) {
      for (const right of nodes) {
        const joined = tryPromote(left, right, options);
        const common = [...upperBounds.get(left)!].filter((node) => upperBounds.get(right)!.has(node));
        if (joined === undefined) {
          // No common bound lies below all the others (in these lattices: none at all).
          expect(
            common.filter((candidate) => common.every((node) => upperBounds.get(candidate as never)!.has(node))),
          ).toEqual([]);
          continue;
        }
        expect(common).toContain(joined);
        for (const node of common) expect(upperBounds.get(joined as never)!.has(node)).toBe(true);
      }
    }
  });
});

describe('promoteTypes', () => {
  it("gives JAX's documented examples", () => {
    expect(promoteTypes('int8', 'uint8')).toBe('int16');
    expect(promoteTypes('uint64', 'int8')).toBe('float');
    expect(promoteTypes('bfloat16', 'float16')).toBe('float32');
    expect(promoteTypes('int8', 'int')).toBe('int8');
    expect(promoteTypes('bool', 'int')).toBe('int');
    expect(promoteTypes('float16', 'complex')).toBe('complex64');
    expect(promoteTypes('int16', 'int')).toBe('int16'); // jnp.int16(1) + 1 is int16
    expect(promoteTypes('uint32', 'int32')).toBe('int64');
    expect(promoteTypes('uint32', 'int32', { x64: false })).toBe('int32');
    expect(promoteTypes('float32', 'complex')).toBe('complex64');
  });

  it('raises in strict mode where JAX does, naming both dtypes and saying to cast', () => {
    expect(promoteTypes('int32', 'int32', { policy: 'strict' })).toBe('int32');
    expect(promoteTypes('float32', 'float', { policy: 'strict' })).toBe('float32');
    expect(() => promoteTypes('float32', 'int32', { policy: 'strict' })).toThrow(TypePromotionError);
    expect(() => promoteTypes('float32', 'int32', { policy: 'strict' })).toThrow(
      "No implicit promotion between 'float32' and 'int32' under policy 'strict'; cast one explicitly with astype() to the dtype you want.",
    );
    const error = (() => {
      try {
        promoteTypes('int8', 'uint8', { policy: 'strict' });
      } catch (caught) {
        return caught as TypePromotionError;
      }
    })();
    expect(error).toBeInstanceOf(TypeError);
    expect(error).toMatchObject({ name: 'TypePromotionError', left: 'int8', right: 'uint8', policy: 'strict' });
  });

  it('rejects names that are not dtypes with a TypeError listing the valid ones', () => {
    const validList = `Valid dtypes are listed in dtypes: ${classic.filter((node) => !weakTypes.includes(node as never)).join(', ')}, and the narrow float8_e4m3fn … uint4; weak types: ${weakTypes.join(', ')}.`;
    for (const [bad, shown] of [
      ['int9', "'int9'"],
      [undefined, 'undefined'],
      [null, 'null'],
      [8, '8'],
      ['Float32', "'Float32'"],
    ] as const) {
      expect(() => promoteTypes(bad as never, 'int8')).toThrow(TypeError);
      expect(() => promoteTypes('int8', bad as never)).toThrow(`promoteTypes: Unknown dtype ${shown}. ${validList}`);
    }
    expect(() => promoteTypes('int8', 'int8', { policy: 'jaxx' as never })).toThrow(
      "promoteTypes: Unknown promotion policy 'jaxx'. Valid policies:",
    );
    expect(() => promoteTypes('int8', 'int8', { x64: 'yes' as never })).toThrow(
      'promoteTypes: The x64 option must be true or false',
    );
    // The library keeps working after an error.
    expect(promoteTypes('int8', 'uint8')).toBe('int16');
  });

  it('has every registry dtype in each lattice, the narrow ones as islands (read from the rows)', () => {
    for (const lattice of [jaxLattice, jaxLatticeX32, strictLattice]) {
      expect(Object.keys(lattice).sort()).toEqual([...nodes].sort());
      for (const name of narrow) expect(lattice[name as keyof typeof lattice]).toEqual([]);
    }
  });

  it('knows the dtype names', () => {
    // JAX's documented table: 15 dtypes and the 3 weak types, every one a node here.
    expect(documented).toEqual(Object.keys(short));
    expect(documented).toHaveLength(15 + weakTypes.length);
    expect(dtypes).toEqual(dtypeRows.map((row) => row.name));
    expect(weakTypes).toEqual(['int', 'float', 'complex']);
    expect(dtypes.every(isDType)).toBe(true);
    expect(isDType('int')).toBe(false);
    expect(isDType('toString')).toBe(false);
  });
});

describe('resultType', () => {
  it('folds the promotion over dtype names and JavaScript scalars (SPEC §3)', () => {
    expect(resultType('int8')).toBe('int8');
    expect(resultType('int8', 'uint8', 'float16')).toBe('float16');
    expect(resultType('uint8', 2)).toBe('uint8');
    expect(resultType('uint8', 2.5)).toBe('float');
    expect(resultType('float16', 2.5)).toBe('float16');
    expect(resultType(2, 3)).toBe('int');
    expect(resultType(2n)).toBe('int');
    expect(resultType(Number.NaN)).toBe('float');
    expect(resultType(Number.POSITIVE_INFINITY)).toBe('float');
    expect(resultType(true, 'int8')).toBe('int8');
    expect(resultType(true)).toBe('bool');
    expect(resultType({ re: 1, im: 2 }, 'float32')).toBe('complex64');
    expect(resultType('bfloat16', 1, 1.5, { re: 0, im: 1 })).toBe('complex64');
  });

  it('is the same whichever order the inputs come in', () => {
    const outcome = (...inputs: [(typeof nodes)[number], ...(typeof nodes)[number][]]) => {
      try {
        return resultType(...inputs) as string;
      } catch (error) {
        expect(error).toBeInstanceOf(TypePromotionError);
        return 'error';
      }
    };
    for (const first of nodes)
      for (const second of nodes)
        for (const third of ['int8', 'float16', 'complex', 'int4', 'float8_e5m2'] as const) {
          expect(outcome(first, second, third)).toBe(outcome(third, second, first));
        }
  });

  it('rejects no inputs and values it cannot classify', () => {
    expect(() => (resultType as (...inputs: unknown[]) => unknown)()).toThrow(
      'resultType: needs at least one dtype, array or scalar.',
    );
    expect(() => resultType('int9' as never)).toThrow("resultType: Unknown dtype 'int9'");
    expect(() => resultType({} as never)).toThrow(
      'resultType: an input is a dtype name, number, bigint, boolean or { re, im } complex scalar; got {}.',
    );
    expect(() => resultType(Symbol('x') as never)).toThrow(TypeError);
  });
});

describe('operation result dtypes (SPEC §4)', () => {
  it('promotes arithmetic and makes true division inexact', () => {
    expect(binaryResultType('add', 'int8', 'uint8')).toBe('int16');
    expect(binaryResultType('divide', 'int8', 'uint8')).toBe('float32');
    expect(binaryResultType('divide', 'int64', 'int8')).toBe('float64');
    expect(binaryResultType('divide', 'uint32', 'int32', { x64: false })).toBe('float32');
    expect(binaryResultType('divide', 'bool', 'bool')).toBe('float32');
    expect(binaryResultType('divide', 2, 3)).toBe('float');
    expect(binaryResultType('divide', 'float16', 2)).toBe('float16');
    expect(binaryResultType('divide', 'complex64', 'int8')).toBe('complex64');
    expect(unaryResultType('sqrt', 'uint8')).toBe('float32');
    expect(unaryResultType('sqrt', 'uint64')).toBe('float64');
    expect(unaryResultType('exp', 'int')).toBe('float');
  });

  it('gives floorDivide and remainder ints for bool, keeps ints and floats, rejects complex', () => {
    expect(binaryResultType('floorDivide', 'bool', 'bool')).toBe('int32');
    expect(binaryResultType('remainder', 'int8', 'int')).toBe('int8');
    expect(binaryResultType('floorDivide', 'float32', 'int8')).toBe('float32');
    expect(() => binaryResultType('remainder', 'complex64', 'int8')).toThrow(
      "remainder is not defined for complex dtype 'complex64'.",
    );
  });

  it('gives bool for comparisons and logical operations; both still need a promotion', () => {
    expect(binaryResultType('less', 'int8', 'float32')).toBe('bool');
    expect(binaryResultType('logicalAnd', 'int8', 'float32')).toBe('bool');
    expect(() => binaryResultType('logicalAnd', 'int8', 'float32', { policy: 'strict' })).toThrow(TypePromotionError);
    expect(() => binaryResultType('equal', 'int8', 'float32', { policy: 'strict' })).toThrow(TypePromotionError);
  });

  it('rejects bool subtraction and negation, and bitwise operations on floats', () => {
    expect(() => binaryResultType('subtract', 'bool', 'bool')).toThrow(
      "subtract is not defined for 'bool'; use logicalXor or logicalNot instead.",
    );
    expect(() => unaryResultType('negative', 'bool')).toThrow("negative is not defined for 'bool'");
    expect(binaryResultType('subtract', 'bool', 'int8')).toBe('int8');
    expect(binaryResultType('bitwiseAnd', 'bool', 'uint8')).toBe('uint8');
    expect(() => binaryResultType('bitwiseOr', 'int8', 'float16')).toThrow(
      "bitwiseOr takes only bool and integer dtypes, not 'float16'.",
    );
  });

  it('gives abs of complex its real dtype', () => {
    expect(unaryResultType('abs', 'complex64')).toBe('float32');
    expect(unaryResultType('abs', 'complex128')).toBe('float64');
    expect(unaryResultType('abs', 'complex')).toBe('float');
    expect(unaryResultType('abs', 'int8')).toBe('int8');
    expect(unaryResultType('square', 'bool')).toBe('int32');
  });
});

describe('deriveLattice', () => {
  it('rejects a cycle and an unknown node', () => {
    expect(() => deriveLattice({ ...jaxLattice, complex128: ['bool'] })).toThrow('The lattice has a cycle: ');
    expect(() => deriveLattice({ ...jaxLattice, complex128: ['complex256' as never] })).toThrow(
      "unknown node 'complex256'",
    );
  });
});
