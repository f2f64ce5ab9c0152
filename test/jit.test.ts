// jit (issue #26, SPEC §7): a jitted function gives what the function gives op by op, bit for bit
// (dtype, weak flag, shape and every element; NaN where op by op gives NaN), for every dtype and
// policy; errors are op by op's; nothing leaks.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NDArray,
  add,
  array,
  clip,
  divide,
  dtypes,
  exp,
  greater,
  greaterEqual,
  jit,
  jitStats,
  max,
  min,
  prod,
  abs,
  maximum,
  mean,
  memoryStats,
  multiply,
  negative,
  policyNames,
  power,
  reshape,
  scope,
  sqrt,
  std,
  subtract,
  sum,
  tanh,
  where,
  withPolicy,
  zeros,
} from '../src/index.js';
import { binaryOperations, unaryOperations } from '../src/policy/result-rules.js';
import { fuseCounts } from '../src/jit/program.js';
import { quick, runs, sweep } from './support/tier.js';

type Any = NDArray<any, any>;
type Callable = (...args: any[]) => any;

const fusedDtypes = ['float32', 'float64', 'int32', 'uint32'] as const;
const fusedOps = [
  'add',
  'subtract',
  'multiply',
  'divide',
  'maximum',
  'minimum',
  'negative',
  'abs',
  'sqrt',
  'square',
  'astype:float32',
  'reduce:sum',
  'reduce:mean',
  'where',
];
/** Reductions over the last axis (see chainFunction), drawn with the fused operations by the row-chain property. */
const rowOps = ['rows:sum', 'rows:max', 'rows:mean', 'rows:min', 'rows:sum', 'rows:max', 'exp'];
const unary = new Set<string>(unaryOperations);
const specials = [Number.NaN, 0, -0, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1, -1, 0.5, 3, 1e30, -2.5];

/** Same dtype, weak flag, shape and bits; float NaNs match as NaN. */
function expectSame(actual: unknown, expected: unknown): void {
  if (expected instanceof NDArray) {
    expect(actual).toBeInstanceOf(NDArray);
    const left = actual as Any;
    const right = expected as Any;
    expect([left.dtype, left.weakType, left.shape]).toEqual([right.dtype, right.weakType, right.shape]);
    const leftData = left.toTypedArray() as ArrayLike<number | bigint>;
    const rightData = right.toTypedArray() as ArrayLike<number | bigint>;
    expect(leftData.length).toBe(rightData.length);
    for (let index = 0; index < rightData.length; index += 1) {
      const [mine, theirs] = [leftData[index], rightData[index]];
      if (typeof theirs === 'number' && Number.isNaN(theirs)) expect(Number.isNaN(mine as number)).toBe(true);
      else if (!Object.is(mine, theirs)) expect({ index, value: mine }).toEqual({ index, value: theirs });
    }
    return;
  }
  if (Array.isArray(expected)) {
    expect((actual as unknown[]).length).toBe(expected.length);
    expected.forEach((item, index) => expectSame((actual as unknown[])[index], item));
    return;
  }
  expect(Object.keys(actual as object)).toEqual(Object.keys(expected as object));
  for (const [key, item] of Object.entries(expected as object))
    expectSame((actual as Record<string, unknown>)[key], item);
}

/** The outcome of a call: its value or its error's class and message. */
function outcome(run: () => unknown): { value?: unknown; error?: [string, string] } {
  try {
    return { value: run() };
  } catch (error) {
    return { error: [(error as Error).constructor.name, (error as Error).message] };
  }
}

function disposeAll(value: unknown): void {
  if (value instanceof NDArray) value.dispose();
  else if (Array.isArray(value)) value.forEach(disposeAll);
  else if (typeof value === 'object' && value !== null) Object.values(value).forEach(disposeAll);
}

/**
 * jitted(...args) against fn(...args) op by op: the same value or the same error, and nothing left
 * behind but the result (intermediates freed, on errors too). Whether fn returned a value.
 */
function expectLikeOpByOp(fn: Callable, jitted: Callable, args: readonly unknown[]): boolean {
  const expected = outcome(() => scope(() => fn(...args)));
  const live = memoryStats().liveArrays;
  const actual = outcome(() => jitted(...args));
  if (expected.error !== undefined) expect(actual.error).toEqual(expected.error);
  else {
    expect(actual.error).toBeUndefined();
    expectSame(actual.value, expected.value);
  }
  disposeAll(actual.value);
  expect(memoryStats().liveArrays).toBe(live);
  disposeAll(expected.value);
  return expected.error === undefined;
}

/** One step of a random chain: an operation (under a policy) on earlier values or scalars. */
interface ChainStep {
  op: string;
  policy: string;
  operands: (number | { scalar: number })[];
}

const stepArbitrary = (fused: boolean): fc.Arbitrary<ChainStep> =>
  fc.record({
    op: fused
      ? fc.constantFrom(...fusedOps)
      : fc.constantFrom(
          ...binaryOperations,
          ...unaryOperations,
          ...fusedOps,
          ...dtypes.map((dtype) => `astype:${dtype}`),
        ),
    policy: fused ? fc.constantFrom('jax', 'jax', 'numpy', 'torch') : fc.constantFrom(...policyNames),
    operands: fc.array(
      fc.oneof(
        { weight: 4, arbitrary: fc.nat(20) },
        { weight: 1, arbitrary: fc.record({ scalar: fc.constantFrom(2, 0.5, -1, 1.5, 3, 0, 7) }) },
      ),
      {
        minLength: 2,
        maxLength: 2,
      },
    ),
  });

const caseArbitrary = fc.boolean().chain((fused) =>
  fc.record({
    fused: fc.constant(fused),
    dtypes: fused
      ? fc
          .constantFrom(...fusedDtypes, 'uint8', 'int8')
          .chain((dtype) => fc.array(fc.constant(dtype), { minLength: 1, maxLength: 3 }))
      : fc.array(fc.constantFrom(...dtypes), { minLength: 1, maxLength: 3 }),
    shape: fc.oneof(
      fc.constant<number[]>([]),
      fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 3 }),
      fc.tuple(fc.integer({ min: 1, max: 70 })),
      fc.tuple(fc.integer({ min: 1, max: 9 }), fc.constantFrom(2, 4, 8, 12)),
    ),
    steps: fc.array(stepArbitrary(fused), { minLength: 1, maxLength: 12 }),
    outputs: fc.constantFrom<'last' | 'list' | 'record'>('last', 'last', 'list', 'record'),
    // The last input a trailing row of the others (a bias), when there are several.
    row: fc.boolean(),
    seed: fc.integer(),
  }),
);

/** The chain as a function of its inputs: each step's operands index the inputs and results so far. */
function chainFunction(steps: readonly ChainStep[], outputs: 'last' | 'list' | 'record'): Callable {
  const libraries = new Map(
    policyNames.map((name) => [name, withPolicy(name as 'jax') as unknown as Record<string, Callable>]),
  );
  return (...inputs: unknown[]) => {
    const values: unknown[] = [...inputs];
    for (const step of steps) {
      const library = libraries.get(step.policy as (typeof policyNames)[number])!;
      const operands = step.operands.map((operand) =>
        typeof operand === 'number' ? values[operand % values.length] : operand.scalar,
      );
      if (step.op.startsWith('reduce:')) {
        // A whole-array sum or mean (fused with the chain that makes its operand where it can be).
        const input = (operands.find((value) => value instanceof NDArray) ?? inputs[0]) as Any;
        values.push(library[step.op.slice('reduce:'.length)]!(input));
        continue;
      }
      if (step.op.startsWith('rows:')) {
        // A reduction over the last axis (min without keepdims; the others keep it, so that later
        // steps take the result as a column).
        const input = (operands.find((value) => value instanceof NDArray) ?? inputs[0]) as Any;
        const name = step.op.slice('rows:'.length);
        values.push(library[name]!(input, { axis: -1, keepdims: name !== 'min' }));
        continue;
      }
      if (step.op === 'where') {
        // where(a > 0, first, second), a the first array operand.
        const input = (operands.find((value) => value instanceof NDArray) ?? inputs[0]) as Any;
        values.push(library.where!(library.greater!(input, 0), operands[0], operands[1]));
        continue;
      }
      if (step.op.startsWith('astype:')) {
        const input = (operands.find((value) => value instanceof NDArray) ?? inputs[0]) as Any;
        values.push(input.astype(step.op.slice('astype:'.length) as 'float32'));
        continue;
      }
      const run = library[step.op]!;
      values.push(
        unary.has(step.op)
          ? run(operands.find((value) => value instanceof NDArray) ?? operands[0])
          : run(operands[0], operands[1]),
      );
    }
    const last = values[values.length - 1];
    if (outputs === 'last') return last;
    const arrays = values.slice(inputs.length);
    return outputs === 'list' ? [last, arrays[0]] : { first: arrays[0], last };
  };
}

function randomInputs(dtypeList: readonly string[], fullShape: readonly number[], seed: number, row = false): Any[] {
  let state = seed >>> 0;
  const next = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  return dtypeList.map((dtype, index) => {
    const shape = row && index > 0 && index === dtypeList.length - 1 ? fullShape.slice(-1) : fullShape;
    const size = shape.reduce((product, length) => product * length, 1);
    const values = Array.from({ length: size }, () =>
      next() < 0.2 ? specials[Math.floor(next() * specials.length)]! : Math.round((next() * 20 - 10) * 8) / 8,
    );
    const flat = array(values, 'float64');
    const source = reshape(flat, shape as number[]);
    const input = source.astype(dtype as 'float32');
    source.dispose();
    flat.dispose();
    return input as Any;
  });
}

/** Finite values from 2⁻³ to 2³, mostly positive: partial sums round at every addition. */
function finiteInputs(dtype: string, size: number, seed: number): Any {
  let state = seed >>> 0;
  const next = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  const values = Array.from({ length: size }, () => (next() * 1.2 - 0.2) * 2 ** Math.floor(next() * 6 - 3));
  return array(values, dtype as 'float64') as Any;
}

describe('jit gives what op by op gives', () => {
  it('over random chains of 1–12 operations, all dtypes and policies, shapes and scalars', () => {
    const numRuns = Number(process.env.JIT_RUNS ?? runs(300, 30));
    const modulesBefore = jitStats().modules;
    let fusedCases = 0;
    fc.assert(
      fc.property(caseArbitrary, (testCase) => {
        const fn = chainFunction(testCase.steps, testCase.outputs);
        const jitted = jit(fn);
        for (let round = 0; round < 3; round += 1) {
          // Rounds 0 and 1: the trace, then the cached program on the same inputs; round 2: new values.
          const inputs = randomInputs(
            testCase.dtypes,
            testCase.shape,
            round === 2 ? testCase.seed + 1 : testCase.seed,
            testCase.row,
          );
          if (expectLikeOpByOp(fn, jitted, inputs) && testCase.fused) fusedCases += 1;
          inputs.forEach((input) => input.dispose());
        }
      }),
      { numRuns, seed: Number(process.env.JIT_SEED ?? 26) },
    );
    // The fused half of the cases ran generated code (of 300 cases: over 100 rounds, 20 modules).
    expect(fusedCases).toBeGreaterThan(numRuns / 3);
    expect(jitStats().modules - modulesBefore).toBeGreaterThan(numRuns / 15);
  });

  it('over random chains with reductions over the last axis, fused in row steps with their column consumers', () => {
    const before = fuseCounts.rowReductions;
    const rowCase = fc.record({
      dtype: fc.constantFrom('float32', 'float64', 'float16', 'bfloat16', 'int32', 'int8', 'uint32'),
      shape: fc.tuple(fc.constantFrom(1, 2, 5, 40, 130), fc.constantFrom(1, 3, 4, 63, 64, 65)),
      steps: fc.array(
        fc.record({
          op: fc.constantFrom(...fusedOps, ...rowOps, ...rowOps),
          policy: fc.constant('jax'),
          operands: fc.array(
            fc.oneof(
              { weight: 4, arbitrary: fc.nat(20) },
              { weight: 1, arbitrary: fc.record({ scalar: fc.constantFrom(2, 0.5, -1, 3) }) },
            ),
            { minLength: 2, maxLength: 2 },
          ),
        }),
        { minLength: 1, maxLength: 8 },
      ),
      seed: fc.integer(),
    });
    const rowRuns = Number(process.env.JIT_ROW_RUNS ?? runs(120, 15));
    // Each step takes the previous value first (the two inputs, then the results, are 0, 1, 2 …).
    const chained = rowCase.map((testCase) => ({
      ...testCase,
      steps: testCase.steps.map((step, index) => ({
        ...step,
        operands: [index + 1, step.operands[1]!],
      })),
    }));
    fc.assert(
      fc.property(chained, (testCase) => {
        const fn = chainFunction(testCase.steps, 'last');
        const jitted = jit(fn);
        for (let round = 0; round < 3; round += 1) {
          const inputs = randomInputs([testCase.dtype, testCase.dtype], testCase.shape, testCase.seed + (round >> 1));
          expectLikeOpByOp(fn, jitted, inputs);
          inputs.forEach((input) => input.dispose());
        }
      }),
      { numRuns: rowRuns, seed: Number(process.env.JIT_SEED ?? 26) },
    );
    // (a row region forms in about 40% of the cases)
    expect(fuseCounts.rowReductions - before).toBeGreaterThan(rowRuns / 4);
  });

  it('over arrays of many blocks: chains run block by block through the kernels keep their bits, every dtype', () => {
    const blockedBefore = fuseCounts.blockedSteps;
    const reducedBefore = fuseCounts.fusedReductions;
    // Sizes past several blocks of every element size (16 KiB blocks), with a tail.
    const bigCase = fc
      .tuple(caseArbitrary, fc.constantFrom(16_389, 40_003))
      .map(([testCase, size]) => ({ ...testCase, shape: [size], row: false }));
    fc.assert(
      fc.property(bigCase, (testCase) => {
        const fn = chainFunction(testCase.steps, testCase.outputs);
        const jitted = jit(fn);
        for (let round = 0; round < 2; round += 1) {
          const inputs = randomInputs(testCase.dtypes, testCase.shape, testCase.seed + round);
          expectLikeOpByOp(fn, jitted, inputs);
          inputs.forEach((input) => input.dispose());
        }
      }),
      { numRuns: Number(process.env.JIT_BLOCK_RUNS ?? runs(40, 8)), seed: Number(process.env.JIT_SEED ?? 26) },
    );
    expect(fuseCounts.blockedSteps - blockedBefore).toBeGreaterThan(2);
    // Some chains ended in a sum or mean fused with its producers.
    expect(fuseCounts.fusedReductions - reducedBefore).toBeGreaterThan(0);
  });

  it('runs transcendental, comparison, half-float, small-int and complex chains block by block', () => {
    const size = 20_011;
    const cases: [string, readonly string[], Callable][] = [
      [
        'gelu (tanh)',
        ['float32'],
        (x: Any) =>
          multiply(
            multiply(x, 0.5),
            add(tanh(multiply(add(x, multiply(multiply(multiply(x, x), x), 0.044715)), 0.7978845608)), 1),
          ),
      ],
      ['float16 exp', ['float16', 'float16'], (x: Any, y: Any) => add(exp(multiply(x, 0.25)), y)],
      ['bfloat16 affine', ['bfloat16', 'bfloat16'], (x: Any, y: Any) => add(multiply(subtract(x, 0.5), y), 1.5)],
      ['int8 wrap', ['int8', 'int8'], (x: Any, y: Any) => add(multiply(x, y), 100)],
      ['comparison', ['float64', 'float64'], (x: Any, y: Any) => greater(add(x, y), multiply(x, 2))],
      ['complex64', ['complex64', 'complex64'], (x: Any, y: Any) => multiply(add(x, y), x)],
      ['int16 power', ['int16', 'int16'], (x: Any, y: Any) => add(power(x, maximum(y, 0)), 1)],
      [
        'layernorm',
        ['float32', 'float32'],
        (x: Any, g: Any) => add(multiply(divide(subtract(x, mean(x)), add(std(x), 1e-5)), g), 0.25),
      ],
      ['where', ['float64', 'float64'], (x: Any, y: Any) => where(greater(x, 0), multiply(x, y), negative(y))],
      ['mixed and casts', ['uint8', 'float16'], (x: Any, y: Any) => multiply(add(x.astype('float64'), y), x)],
    ];
    for (const [name, dtypeList, fn] of cases) {
      const blocked = fuseCounts.blockedSteps;
      const jitted = jit(fn);
      const inputs = randomInputs(dtypeList, [size], name.length);
      for (let round = 0; round < 2; round += 1) {
        const result = jitted(...inputs);
        expectSame(
          result,
          scope(() => fn(...inputs)),
        );
        result.dispose();
      }
      expect({ name, blocked: fuseCounts.blockedSteps - blocked }).toEqual({ name, blocked: 1 });
      inputs.forEach((input) => input.dispose());
    }
  });

  it("fuses a whole-array float sum or mean with the chain that makes its operand, adding in the sum kernel's pairwise order", () => {
    const chains: [string, Callable][] = [
      ['sum(x·y)', (x: Any, y: Any) => sum(multiply(x, y))],
      ['mean(square(x - mean(x)))', (x: Any) => mean(multiply(subtract(x, mean(x)), subtract(x, mean(x))))],
      [
        'mean((x + 1.5)·y - x), with its operand also returned',
        (x: Any, y: Any) => {
          const made = subtract(multiply(add(x, 1.5), y), x);
          return [mean(made), made];
        },
      ],
      ['sum(exp(x)·0.25) + 1', (x: Any) => add(sum(multiply(exp(x), 0.25)), 1)],
      ['sum(sqrt(x·x + y·y))', (x: Any, y: Any) => sum(sqrt(add(multiply(x, x), multiply(y, y))))],
    ];
    // Sizes around the pairwise leaves (2048 values) and splits (halves rounded down to 16), with tails.
    const sizes = [1, 3, 15, 16, 17, 63, 2047, 2048, 2049, 4095, 4096, 4097, 4111, 6145, 10_007, 65_539];
    for (const dtype of ['float32', 'float64']) {
      for (const [name, fn] of chains) {
        const jitted = jit(fn);
        for (const size of sizes) {
          const before = fuseCounts.fusedReductions;
          // Finite values of many magnitudes: a sum in another order gives other bits.
          const inputs = [finiteInputs(dtype, size, size), finiteInputs(dtype, size, size + 7)];
          const traces = jitStats().traces;
          // The first call traces (running op by op); the second runs the program.
          expectLikeOpByOp(fn, jitted, inputs);
          expectLikeOpByOp(fn, jitted, inputs);
          expect({
            name,
            dtype,
            size,
            traces: jitStats().traces - traces,
            fused: fuseCounts.fusedReductions - before,
          }).toEqual({ name, dtype, size, traces: 1, fused: 1 });
          inputs.forEach((input) => input.dispose());
          if (name.startsWith('sum(x·y)') && size === 4097) {
            // Into an existing 0-d array: the total written there directly.
            const out = zeros([], dtype as 'float32');
            const [x, y] = [finiteInputs(dtype, size, 1), finiteInputs(dtype, size, 2)];
            jitted.into(out)(x, y);
            jitted.into(out)(x, y);
            const expected = scope(() => fn(x, y)) as Any;
            expectSame(out, expected);
            [out, x, y, expected].forEach((value) => value.dispose());
          }
          if (size > 17) continue;
          // NaN, infinities, ±0 and huge values.
          const specialInputs = randomInputs([dtype, dtype], [size], size + name.length);
          expectLikeOpByOp(fn, jitted, specialInputs);
          specialInputs.forEach((input) => input.dispose());
        }
      }
    }
  });

  it('fuses reductions over the last axis with their producers and column consumers (softmax), bit for bit', () => {
    type Reducer = (x: Any, options: { axis: number; keepdims: boolean }) => Any;
    const reducers: [string, Reducer][] = [
      ['sum', sum as Reducer],
      ['max', max as Reducer],
      ['min', min as Reducer],
      ['mean', mean as Reducer],
      ['prod', prod as Reducer],
    ];
    const last = (keepdims: boolean) => ({ axis: -1, keepdims });
    const floatChains: [string, Callable][] = [
      [
        'softmax',
        (x: Any) => {
          const e = exp(subtract(x, max(x, last(true))));
          return divide(e, sum(e, last(true)));
        },
      ],
      ['x - mean(x)', (x: Any) => subtract(x, mean(x, last(true)))],
      ['sum(x·x + 1)', (x: Any) => sum(add(multiply(x, x), 1), last(false))],
      [
        'centred and scaled, with the row means returned',
        (x: Any) => {
          const m = mean(x, last(true));
          return [divide(multiply(subtract(x, m), 2), add(max(abs(x), last(true)), 1)), m];
        },
      ],
    ];
    const intChains: [string, Callable][] = [
      ['x - max(x)', (x: Any) => subtract(x, max(x, last(true)))],
      ['sum(x·3)', (x: Any) => sum(multiply(x, 3), last(false))],
    ];
    const shapes = [
      [1, 1],
      [1, 3],
      [5, 3],
      [1, 4],
      [7, 4],
      [1, 63],
      [9, 64],
      [300, 64],
      [33, 65],
      [1, 1000],
      [20, 1000],
      [2, 3, 5],
      [70],
    ];
    const fewShapes = [shapes[0], shapes[2], shapes[4], shapes[8], shapes[11]];
    const floats = ['float32', 'float64', 'float16', 'bfloat16'];
    let fusedTraces = 0;
    // The unit tier: one float of each kind (float32, a half float), an int and bool.
    const dtypes = sweep(
      [...floats, 'int32', 'int8', 'uint8', 'int64', 'uint32', 'bool'],
      ['float32', 'float16', 'int8', 'bool'],
    );
    for (const dtype of dtypes) {
      const float = floats.includes(dtype);
      const chains: [string, Callable][] = [
        ...reducers.flatMap(([name, reduce]): [string, Callable][] => [
          [`${name}(x·x) keepdims`, (x: Any) => reduce(multiply(x, x), last(true))],
          [`${name}(x·x)`, (x: Any) => reduce(multiply(x, x), last(false))],
          // Alone: one kernel call op by op, replayed.
          [`${name}(x) alone`, (x: Any) => reduce(x, last(false))],
        ]),
        ...(float ? floatChains : dtype === 'bool' ? [] : intChains),
      ];
      for (const [name, fn] of chains) {
        const jitted = jit(fn);
        for (const shape of shapes) {
          const size = shape.reduce((product, length) => product * length, 1);
          // Every shape for a few dtypes (one of each element size the step widens to), a few for the others.
          if ((quick || !['float32', 'float16', 'int8'].includes(dtype)) && !fewShapes.includes(shape)) continue;
          const rowLength = shape[shape.length - 1]!;
          // Finite values of many magnitudes (a sum in another order gives other bits), then NaN,
          // infinities and ±0 (some rows all NaN: the specials are drawn often in small rows).
          const finite = finiteInputs(float ? dtype : 'float64', size, size + rowLength);
          const finiteShaped = reshape(float ? finite : finite.astype(dtype as 'int32'), shape);
          const special = randomInputs([dtype], shape, size + name.length)[0]!;
          const before = fuseCounts.rowReductions + fuseCounts.softmaxRows;
          for (const inputs of [[finiteShaped], [special], [finiteShaped]]) expectLikeOpByOp(fn, jitted, inputs);
          // Rows of one value are a copy op by op: replayed.
          const fuses = rowLength > 1 && !name.endsWith('alone');
          if (fuses) fusedTraces += 1;
          const fused = fuseCounts.rowReductions + fuseCounts.softmaxRows > before;
          expect({ dtype, name, shape, fused }).toEqual({
            dtype,
            name,
            shape,
            fused: fuses,
          });
          [finite, finiteShaped, special].forEach((value) => value.dispose());
        }
      }
    }
    expect(fusedTraces).toBeGreaterThan(runs(200, 50));
    // A row of NaN among finite rows, and a row with one NaN: max and min give NaN, as op by op.
    const values = Array.from({ length: 4 * 65 }, (_, index) => Math.sin(index) * 100);
    for (let index = 65; index < 130; index += 1) values[index] = Number.NaN;
    values[200] = Number.NaN;
    for (const dtype of floats) {
      const x = reshape(array(values, dtype as 'float32'), [4, 65]);
      for (const [, reduce] of reducers) {
        const fn = (input: Any) => subtract(input, reduce(input, last(true)));
        expectLikeOpByOp(fn, jit(fn), [x]);
      }
      x.dispose();
    }
  });

  it('runs softmax over many blocks of rows in one step, and writes a row reduction into an existing array', () => {
    const softmax = (x: Any) => {
      const e = exp(subtract(x, max(x, { axis: -1, keepdims: true })));
      return divide(e, sum(e, { axis: -1, keepdims: true }));
    };
    const x = reshape(finiteInputs('float32', 2000 * 64, 3), [2000, 64]);
    const jitted = jit(softmax);
    const softmaxRows = fuseCounts.softmaxRows;
    expectLikeOpByOp(softmax, jitted, [x]);
    // One step, one softmax kernel call per block of rows (max, exp and sum, division row by row).
    expect(fuseCounts.softmaxRows - softmaxRows).toBe(1);
    const out = zeros([2000, 64], 'float32');
    jitted.into(out)(x);
    const expected = scope(() => softmax(x)) as Any;
    expectSame(out, expected);
    const largest = (input: Any) => max(abs(input), { axis: -1 });
    const rowMax = jit(largest);
    const maxima = zeros([2000], 'float32');
    const rowReductions = fuseCounts.rowReductions;
    rowMax.into(maxima)(x);
    rowMax.into(maxima)(x);
    expect(fuseCounts.rowReductions - rowReductions).toBe(1);
    const expectedMaxima = scope(() => largest(x)) as Any;
    expectSame(maxima, expectedMaxima);
    [x, out, expected, maxima, expectedMaxima].forEach((value) => value.dispose());
  });

  it('runs softmax and exp(x − column) rows through one kernel per block (float32), bit for bit, exp’s float64 path included', () => {
    const last = { axis: -1, keepdims: true };
    const softmax = (x: Any) => {
      const e = exp(subtract(x, max(x, last)));
      return divide(e, sum(e, last));
    };
    // Which kernel a float32 chain takes: the whole softmax, exp(x − column) with its row sums, or without.
    const chains: [string, Callable, 'softmaxRows' | 'expColumns'][] = [
      ['softmax', softmax, 'softmaxRows'],
      // Its input made in the same step (a generated loop's block, read from scratch).
      ['softmax(2x + 1)', (x: Any) => softmax(add(multiply(x, 2), 1)), 'softmaxRows'],
      [
        'softmax, its max and sum returned',
        (x: Any) => {
          const m = max(x, last);
          const e = exp(subtract(x, m));
          const total = sum(e, last);
          return [divide(e, total), m, total];
        },
        'softmaxRows',
      ],
      // x − min(x) ≥ 0: exp overflows to inf in rows of a wide range, inf / inf is NaN.
      [
        'exp(x − min(x)) / its sum',
        (x: Any) => {
          const e = exp(subtract(x, min(x, last)));
          return divide(e, sum(e, last));
        },
        'expColumns',
      ],
      ['exp(x − max(x))', (x: Any) => exp(subtract(x, max(x, last))), 'expColumns'],
      [
        'softmax with the exps returned',
        (x: Any) => {
          const e = exp(subtract(x, max(x, last)));
          return [divide(e, sum(e, last)), e];
        },
        'expColumns',
      ],
    ];
    const lengths = sweep([1, 3, 4, 63, 64, 65, 1000, 5000], [1, 4, 65, 1000]);
    const rowCounts = sweep([1, 6, 70], [1, 6]);
    let state = 2026;
    const next = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
    /**
     * Rows of three kinds: values within a few units (exp's float32 lanes), values spread over
     * ±200 (differences beyond −87 or 88.5: the float64 path, underflow to 0, overflow to inf),
     * and rows with NaN, ±inf, ±0 and ±3e38 among them.
     */
    const valuesOf = (rows: number, length: number): number[] => {
      const values: number[] = [];
      const specials = [Number.NaN, Infinity, -Infinity, 0, -0, 3e38, -3e38];
      for (let row = 0; row < rows; row += 1) {
        const kind = row % 3;
        for (let column = 0; column < length; column += 1) {
          if (kind === 0) values.push((next() - 0.5) * 8);
          else if (kind === 1) values.push((next() - 0.5) * 400);
          else values.push(next() < 0.15 ? specials[Math.floor(next() * specials.length)]! : (next() - 0.5) * 50);
        }
      }
      return values;
    };
    for (const dtype of sweep(['float32', 'float64', 'float16', 'bfloat16'], ['float32', 'bfloat16'])) {
      for (const [name, fn, counter] of chains) {
        const jitted = jit(fn);
        for (const length of lengths) {
          for (const rows of rowCounts) {
            if (rows * length > 20_000) continue;
            const x = reshape(array(valuesOf(rows, length), dtype as 'float32'), [rows, length]);
            const before = fuseCounts[counter];
            expectLikeOpByOp(fn, jitted, [x]);
            expectLikeOpByOp(fn, jitted, [x]);
            // The kernels are float32's (rows of one value are a copy op by op: replayed).
            const fused = dtype === 'float32' && length > 1;
            expect({ name, dtype, length, rows, fused: fuseCounts[counter] > before }).toEqual({
              name,
              dtype,
              length,
              rows,
              fused,
            });
            x.dispose();
          }
        }
      }
    }
    // The row max only the softmax reads is taken by pmax alone: rows whose max is a zero of
    // either sign (first, in the vectors or in the tail), with NaN or ±inf anywhere, give op by op's bits.
    for (const length of [3, 17, 64, 65]) {
      const rows: number[][] = [];
      for (const position of [0, 1, length - 1, Math.min(20, length - 1)]) {
        for (const special of [0, -0, Number.NaN, Infinity, -Infinity]) {
          const row = Array.from({ length }, (_, index) => -1 - (index % 5) / 4);
          row[position] = special;
          rows.push(row);
          const zeros = Array.from({ length }, (_, index) => (index % 2 === 0 ? -0 : -3));
          zeros[position] = special === 0 ? 0 : -0;
          rows.push(zeros);
        }
      }
      rows.push(Array.from({ length }, () => -Infinity));
      rows.push(Array.from({ length }, (_, index) => (index % 3 === 0 ? -0 : 0)));
      const x = reshape(array(rows.flat(), 'float32'), [rows.length, length]);
      const before = fuseCounts.softmaxRows;
      expectLikeOpByOp(softmax, jit(softmax), [x]);
      expect(fuseCounts.softmaxRows).toBeGreaterThan(before);
      x.dispose();
    }
    // In place (into the argument): every vector's test is acted on at once, the same bits.
    for (const [, fn] of [chains[0]!, chains[3]!]) {
      const x = reshape(array(valuesOf(70, 65), 'float32'), [70, 65]);
      const expected = scope(() => fn(x)) as Any;
      jit(fn).into(x)(x);
      expectSame(x, expected);
      [x, expected].forEach((value) => value.dispose());
    }
  });

  it('computes where and clip inside the generated loops (float32, float64, int32, uint32), NaN and ±0 as op by op', () => {
    const chains: [string, readonly string[], Callable][] = [
      [
        'where(mask, x·y, x − 1.5)',
        ['bool', 'float32', 'float32'],
        (mask: Any, x: Any, y: Any) => add(where(mask, multiply(x, y), subtract(x, 1.5)), 0.25),
      ],
      [
        'where(x > 0, x·y, −y)',
        ['float32', 'float32'],
        (x: Any, y: Any) => where(greater(x, 0), multiply(x, y), negative(y)),
      ],
      [
        'where(mask, x·y, x − 1.5), float64',
        ['bool', 'float64', 'float64'],
        (mask: Any, x: Any, y: Any) => add(where(mask, multiply(x, y), subtract(x, 1.5)), 0.25),
      ],
      [
        'where(x > y, sqrt(x), y), float64',
        ['float64', 'float64'],
        (x: Any, y: Any) => where(greater(x, y), sqrt(x), y),
      ],
      [
        'where(mask, x, 2) + y, int32',
        ['bool', 'int32', 'int32'],
        (mask: Any, x: Any, y: Any) => add(where(mask, x, 2), y),
      ],
      [
        'where(x ≥ y, x − y, y), uint32',
        ['uint32', 'uint32'],
        (x: Any, y: Any) => multiply(where(greaterEqual(x, y), subtract(x, y), y), 3),
      ],
      ['clip(x·2, −1, 1) + 0.5', ['float32'], (x: Any) => add(clip(multiply(x, 2), -1, 1), 0.5)],
      ['clip(x, y, 3) − y', ['float32', 'float32'], (x: Any, y: Any) => subtract(clip(x, y, 3), y)],
      ['clip(x·y, −5, 5), int32', ['int32', 'int32'], (x: Any, y: Any) => clip(multiply(x, y), -5, 5)],
    ];
    for (const [name, dtypeList, fn] of chains) {
      const jitted = jit(fn);
      for (const size of [1, 7, 33, 20_011]) {
        const operations = fuseCounts.operationSteps;
        const inputs = randomInputs(dtypeList, [size], size + name.length);
        expectLikeOpByOp(fn, jitted, inputs);
        expectLikeOpByOp(fn, jitted, inputs);
        // Nothing replayed as an operation: where and clip ran in generated code.
        expect({ name, size, replayed: fuseCounts.operationSteps - operations }).toEqual({ name, size, replayed: 0 });
        inputs.forEach((input) => input.dispose());
      }
    }
  });

  it('replays reductions with their options and where between fused steps', () => {
    const softmax = (x: Any) => {
      const e = exp(subtract(x, max(x, { axis: -1, keepdims: true })));
      return divide(e, sum(e, { axis: -1, keepdims: true }));
    };
    const options = { axis: 0 as number };
    const reduced = (x: Any) => multiply(sum(add(x, 1), options), 2);
    const masked = (x: Any, mask: Any) => add(mean(x, { where: mask }), 1);
    const [x] = randomInputs(['float32'], [40, 33], 5);
    const mask = greater(x!, 0);
    for (const [fn, args] of [
      [softmax, [x]],
      [reduced, [x]],
      [masked, [x, mask]],
    ] as [Callable, Any[]][]) {
      const jitted = jit(fn);
      const traces = jitStats().traces;
      for (let round = 0; round < 2; round += 1) {
        const result = jitted(...args);
        expectSame(
          result,
          scope(() => fn(...args)),
        );
        result.dispose();
      }
      expect(jitStats().traces - traces).toBe(1);
    }
    // The options were copied when traced: changing the object later changes nothing.
    const jitted = jit(reduced);
    const before = jitted(x!);
    options.axis = 1;
    const after = jitted(x!);
    expect(after.shape).toEqual(before.shape);
    options.axis = 0;
    [before, after, x!, mask].forEach((array) => array.dispose());
  });

  it("throws the operation's error when a kernel fails inside a block, freeing everything", () => {
    const fn = (x: Any, y: Any) => add(power(x, y), 1);
    const jitted = jit(fn);
    const x = array(
      Array.from({ length: 30_000 }, (_, index) => index % 7),
      'int32',
    );
    const positive = array(
      Array.from({ length: 30_000 }, (_, index) => index % 3),
      'int32',
    );
    const negative = array(
      Array.from({ length: 30_000 }, (_, index) => (index === 29_999 ? -1 : 2)),
      'int32',
    );
    expectSame(jitted(x, positive), fn(x, positive));
    const live = memoryStats().liveArrays;
    expect(outcome(() => jitted(x, negative))).toEqual(outcome(() => fn(x, negative)));
    expect(outcome(() => jitted(x, negative)).error?.[0]).toBe('RangeError');
    expect(memoryStats().liveArrays).toBe(live);
  });

  it('fuses the chains of the issue (float32 affine and hypot) and keeps their bits', () => {
    const affine = (x: Any, y: Any) => add(multiply(divide(subtract(x, 0.5), 2), y), 1.5);
    const hypot = (x: Any, y: Any) => sqrt(add(multiply(x, x), multiply(y, y)));
    for (const dtype of ['float32', 'float64'] as const) {
      for (const size of [0, 1, 3, 4, 5, 17, 1000]) {
        const [x, y] = randomInputs([dtype, dtype], [size], size + 1);
        for (const fn of [affine, hypot]) {
          const jitted = jit(fn);
          const modules = jitStats().modules;
          jitted(x!, y!).dispose();
          const result = jitted(x!, y!);
          expectSame(result, fn(x!, y!));
          if (size === 1000) expect(jitStats().modules - modules).toBeLessThanOrEqual(1);
          result.dispose();
        }
        x!.dispose();
        y!.dispose();
      }
    }
  });

  it('fuses casts to float32 from uint8, int8, int32 and uint32 (rounding as the cast kernels do)', () => {
    const sources = {
      uint8: Array.from({ length: 256 }, (_, index) => index),
      int8: Array.from({ length: 256 }, (_, index) => index - 128),
      int32: [16777217, -16777217, 2147483647, -2147483648, 33554435, 0, -1, 123456789, 7, 8, 9],
      uint32: [4294967295, 2147483648, 16777217, 33554435, 0, 1, 4294967040, 3000000001, 5],
    };
    for (const [dtype, values] of Object.entries(sources)) {
      const q = array(values, dtype as 'int32');
      const bias = array(
        values.map((_, index) => index / 7),
        'float32',
      );
      // The image normalisation and the dequantise-scale-add of the issue.
      const fn = (a: Any, b: Any) => [
        subtract(divide(a.astype('float32'), 255), 0.5),
        add(multiply(a.astype('float32'), 0.125), b),
      ];
      const jitted = jit(fn);
      const modules = jitStats().modules;
      jitted(q, bias);
      const result = jitted(q, bias);
      expectSame(result, fn(q, bias));
      // One generated loop for both results (a new one per source dtype).
      expect(jitStats().modules - modules).toBe(1);
    }
  });

  it('fuses a trailing row (a bias) read again for each repeat, and falls back for other broadcasts', () => {
    const cases: [string, number[], number[], boolean][] = [
      ['float32', [5, 8], [8], true],
      ['float32', [3, 4, 8], [1, 4, 8], true],
      ['float32', [7, 12], [12], true],
      ['float64', [9, 2], [2], true],
      ['float64', [4, 6], [1, 6], true],
      ['int32', [3, 8], [8], true],
      ['float32', [5, 3], [3], false], // 12 bytes: not whole vectors
      ['float32', [5, 8], [5, 1], false], // a column: not a trailing row
    ];
    for (const [dtype, shape, rowShape, fuses] of cases) {
      const [x] = randomInputs([dtype], shape, 5);
      const [row] = randomInputs([dtype], rowShape, 6);
      const fn = (a: Any, b: Any) => subtract(add(multiply(a, 3), b), multiply(b, b));
      const jitted = jit(fn);
      const modules = jitStats().modules;
      jitted(x!, row!).dispose();
      expectSame(jitted(x!, row!), fn(x!, row!));
      if (fuses) expect(jitStats().modules - modules).toBeLessThanOrEqual(1);
    }
  });

  it('maximum and minimum keep NumPy’s NaN and signed-zero rules when fused', () => {
    const values = [Number.NaN, 0, -0, 1, -1, Number.POSITIVE_INFINITY];
    const left = values.flatMap((value) => values.map(() => value));
    const right = values.flatMap(() => values);
    for (const dtype of ['float32', 'float64'] as const) {
      const x = array([...left, ...left], dtype);
      const y = array([...right, ...right], dtype);
      const fn = (a: Any, b: Any) => [maximum(multiply(a, 1), b), withPolicy('jax').minimum(negative(negative(a)), b)];
      const jitted = jit(fn);
      jitted(x, y);
      const result = jitted(x, y);
      expectSame(result, fn(x, y));
      // ±0 bits too: maximum(0, −0) is −0 (the second operand on equal inputs).
      expect(Object.is((result[0] as Any).toTypedArray()[7], -0)).toBe(
        Object.is((fn(x, y)[0] as Any).toTypedArray()[7], -0),
      );
    }
  });

  it('traces each operation under the policy it was called through', () => {
    const numpy = withPolicy('numpy');
    const fn = (x: Any, y: Any) => numpy.add(multiply(x, 2), y);
    const jitted = jit(fn);
    const x = array([1, 2, 3], 'int32');
    const y = array([0.5, 1, 1.5], 'float32');
    jitted(x, y);
    const result = jitted(x, y);
    expect(result.dtype).toBe('float64'); // NumPy: int32 + float32 → float64 (JAX: float32)
    expectSame(result, fn(x, y));
    expect(jit((a: Any, b: Any) => add(multiply(a, 2), b))(x, y).dtype).toBe('float32');
  });

  it('returns lists and records of arrays, inputs and captured arrays as they are', () => {
    const captured = array([10, 20, 30], 'float32');
    const x = array([1, 2, 3], 'float32');
    const fn = (a: Any) => ({ sum: add(a, captured), pair: [a, multiply(add(a, 1), 3)], captured });
    const jitted = jit(fn);
    for (let round = 0; round < 2; round += 1) {
      const result = jitted(x);
      expectSame(result, fn(x));
      expect(result.pair[0]).toBe(x);
      expect(result.captured).toBe(captured);
    }
  });
});

describe('jit: errors', () => {
  it('names jit for a non-function, a non-array result and a bad argument', () => {
    expect(() => jit(3 as never)).toThrow(TypeError);
    expect(() => jit(3 as never)).toThrow(/^jit: expects a function to compile, got 3/);
    expect(() => jit(() => 3)()).toThrow(/^jit: the function returned 3; a jitted function returns an NDArray/);
    const x = array([1, 2], 'float32');
    expect(() => jit((a: Any) => [a, 'no'])(x)).toThrow(/^jit: the function returned 'no' inside its result/);
    expect(() => jit((a: unknown) => add(x, a as number))({ nope: 1 })).toThrow(
      /^jit: argument 1 is .*; a jitted function takes NDArrays and JavaScript scalars/,
    );
  });

  it('throws op by op’s errors at trace time (promotion, shapes, scalar range)', () => {
    const strict = withPolicy('strict');
    const x = array([1, 2], 'uint8');
    const y = array([1, 2, 3], 'float32');
    for (const fn of [
      (a: Any, b: Any) => strict.add(a, b),
      (a: Any, b: Any) => add(add(b, 1), a),
      (a: Any) => add(a, 300),
    ]) {
      const expected = outcome(() => fn(x, y));
      expect(expected.error).toBeDefined();
      expect(outcome(() => jit(fn)(x, y)).error).toEqual(expected.error);
    }
  });

  it('refuses to read traced values while tracing, naming jit', () => {
    const x = array([1, 2, 3], 'float32');
    const before = memoryStats().liveArrays;
    expect(() => jit((a: Any) => ((a.item(0) as number) > 0 ? a : negative(a)))(x)).toThrow(
      /^jit: the function read the values of a traced float32 array of shape \[3\] with item\(\)/,
    );
    expect(() => jit((a: Any) => array(add(a, 1).toArray() as number[], 'float32'))(x)).toThrow(/toArray\(\)/);
    expect(() => jit((a: Any) => add(a, 1).toTypedArray())(x)).toThrow(/toTypedArray\(\)/);
    expect(memoryStats().liveArrays).toBe(before);
    // A captured array is a constant: reading it is fine.
    const scale = array([2], 'float32');
    expectSame(jit((a: Any) => multiply(a, scale.item(0) as number))(x), multiply(x, 2));
  });
});

describe('jit: calls inside calls, errors on a later call', () => {
  it('inlines a jitted function called while another is traced', () => {
    const inner = jit((a: Any) => multiply(add(a, 1), 2));
    const outer = jit((a: Any, b: Any) => subtract(inner(a), b));
    const x = array([1, 2, 3], 'float64');
    const y = array([0.5, 0.25, 0.125], 'float64');
    outer(x, y).dispose();
    expectSame(outer(x, y), subtract(multiply(add(x, 1), 2), y));
  });

  it('throws op by op’s error when a replayed operation fails on new values, and frees what it made', () => {
    const fn = (a: Any, b: Any) => withPolicy('jax').power(add(a, 1), multiply(b, 1));
    const jitted = jit(fn);
    const x = array([1, 2, 3], 'int32');
    jitted(x, array([1, 2, 3], 'int32')).dispose();
    const negative = array([1, -2, 3], 'int32');
    const expected = outcome(() => scope(() => fn(x, negative)));
    expect(expected.error).toBeDefined();
    const before = memoryStats().liveArrays;
    expect(outcome(() => jitted(x, negative)).error).toEqual(expected.error);
    expect(memoryStats().liveArrays).toBe(before);
  });
});

describe('jit: scalar arguments are inputs', () => {
  it('one trace for every number of a kind, results and range errors as op by op', () => {
    const fn = (x: Any, s: number) => add(multiply(x, s), 1);
    const jitted = jit(fn);
    for (const dtype of ['float32', 'int8', 'uint16', 'uint32', 'int32', 'float16', 'int64'] as const) {
      const [x] = randomInputs([dtype], [37], 3);
      const traces = jitStats().traces;
      for (const s of [2, 3, -1, 0, 7, 100, 300, -200, 70_000]) expectLikeOpByOp(fn, jitted, [x, s]);
      // A float is another kind: one more trace, then none for other floats.
      for (const s of [2.5, 0.5, -1e-3]) {
        const result = jitted(x!, s);
        expectSame(
          result,
          scope(() => fn(x!, s)),
        );
        result.dispose();
      }
      expect({ dtype, traces: jitStats().traces - traces }).toEqual({ dtype, traces: 2 });
      x!.dispose();
    }
  });

  it('tells an argument from a literal of the same value, and keys by value what it cannot follow', () => {
    const [x] = randomInputs(['float64'], [50], 4);
    const cases: [Callable, number[]][] = [
      // The literal 2 stays 2 when s changes.
      [(a: Any, s: number) => add(multiply(a, 2), s), [2, 5, 2, -7]],
      // A value computed from s, a branch on s, a use by an operation jit replays as a whole.
      [(a: Any, s: number) => add(a, s * 2), [1, 3, 1]],
      [(a: Any, s: number) => (s > 0 ? add(a, s) : subtract(a, s)), [2, -3, 4]],
      [(a: Any, s: number) => where(greater(a, 0), s, a), [1, 9, 1]],
      [(a: Any, s: number) => power(a, s), [2, 3, 0]],
    ];
    for (const [fn, values] of cases) {
      const jitted = jit(fn);
      for (const s of values) {
        const result = jitted(x!, s);
        expectSame(
          result,
          scope(() => fn(x!, s)),
        );
        result.dispose();
      }
    }
    x!.dispose();
  });

  it('over random chains whose scalars are arguments, every dtype and policy', () => {
    const numRuns = Number(process.env.JIT_SCALAR_RUNS ?? runs(150, 20));
    let reused = 0;
    const steps = fc.array(stepArbitrary(false), { minLength: 1, maxLength: 8 });
    const scalarValues = fc.constantFrom(0, 1, 2, -1, 3, 7, 127, 300, -129, 65_535, 2 ** 31);
    const floatValues = fc.constantFrom(0.5, -2.5, 1e-3, 3.25, 1e30, Number.NaN, Number.POSITIVE_INFINITY);
    const arbitrary = fc.record({
      dtype: fc.constantFrom(...dtypes),
      steps,
      float: fc.boolean(),
      firsts: fc.tuple(scalarValues, floatValues),
      seconds: fc.array(fc.tuple(scalarValues, floatValues), { minLength: 2, maxLength: 4 }),
      seed: fc.integer(),
    });
    fc.assert(
      fc.property(arbitrary, (testCase) => {
        // The chain's inputs are x, y and the scalar s: operands index them (and earlier results).
        const withArgument = chainFunction(testCase.steps, 'last');
        const jitted = jit(withArgument);
        const pick = ([integer, float]: [number, number]) => (testCase.float ? float : integer);
        const traces = jitStats().traces;
        const distinct = new Set(
          [testCase.firsts, ...testCase.seconds].map((values) => pick(values as [number, number])),
        ).size;
        const [x, y] = randomInputs([testCase.dtype, testCase.dtype], [19], testCase.seed);
        for (const values of [testCase.firsts, testCase.firsts, ...testCase.seconds]) {
          expectLikeOpByOp(withArgument, jitted, [x, y, pick(values as [number, number])]);
        }
        // Fewer traces than values: the scalar was an input of the program.
        if (distinct > 1 && jitStats().traces - traces < distinct) reused += 1;
        x!.dispose();
        y!.dispose();
      }),
      { numRuns, seed: Number(process.env.JIT_SEED ?? 26) },
    );
    // Of 150 cases, over 15.
    expect(reused).toBeGreaterThan(numRuns / 10);
  });
});

describe('jit: the cache', () => {
  it('traces again when dtypes, weak flags, shapes or scalar arguments change, and stays bounded', () => {
    const fn = (a: Any, b: unknown) => add(multiply(a, a), b as number);
    const jitted = jit(fn);
    const start = jitStats();
    const f32 = array([1, 2, 3], 'float32');
    const i32 = array([1, 2, 3], 'int32');
    const long = array([1, 2, 3, 4], 'float32');
    for (const [a, b] of [
      [f32, 1],
      [f32, 1],
      [i32, 1],
      [long, 1],
      [f32, 2.5],
      [i32, 1],
    ] as const)
      expectSame(jitted(a, b), fn(a, b));
    const after = jitStats();
    expect(after.traces - start.traces).toBe(4);
    expect(after.hits - start.hits).toBe(2);
    // 70 shapes: the oldest traces go, the cache holds 64.
    const entries = jitStats().entries;
    for (let length = 1; length <= 70; length += 1) {
      using x = zeros([length], 'float32');
      jitted(x, 1).dispose();
    }
    expect(jitStats().evictions).toBeGreaterThan(0);
    expect(jitStats().entries - entries).toBeLessThanOrEqual(64 - 4);
    // memoryStats reports the same cache counts.
    const { jitCacheEntries, jitCacheEvictions } = memoryStats();
    expect([jitCacheEntries, jitCacheEvictions]).toEqual([jitStats().entries, jitStats().evictions]);
    const evictions = jitCacheEvictions;
    using y = zeros([71], 'float32');
    jitted(y, 1).dispose();
    expect(memoryStats().jitCacheEvictions).toBe(evictions + 1);
    expect(memoryStats().jitCacheEntries).toBe(jitCacheEntries);
  });

  it('runs what it does not trace (reductions, views) op by op, freeing the intermediates', () => {
    const fn = (a: Any) => multiply(reshape(add(a, 1), [2, 2]), sum(a));
    const jitted = jit(fn);
    const x = array([1, 2, 3, 4], 'float64');
    jitted(x).dispose();
    const before = memoryStats().liveArrays;
    const result = jitted(x);
    expect(memoryStats().liveArrays).toBe(before + 1);
    expectSame(result, fn(x));
  });
});

describe('jit: memory', () => {
  it('frees a replayed operation whose result nothing uses (power of an empty array, then a constant)', () => {
    const x = array([], 'bool');
    const jitted = jit((value: Any) => {
      power(value, 2);
      return add(2, 2);
    });
    jitted(x).dispose(); // traced
    const live = memoryStats().liveArrays;
    for (let call = 0; call < 5; call += 1) jitted(x).dispose(); // the cached program
    expect(memoryStats().liveArrays).toBe(live);
    x.dispose();
  });

  it('keeps wasm memory flat over 10^5 calls of a jitted chain', () => {
    const jitted = jit((a: Any, b: Any) => add(multiply(divide(subtract(a, 0.5), 2), b), 1.5));
    const x = array(
      Array.from({ length: 100 }, (_, index) => index),
      'float32',
    );
    const y = array(
      Array.from({ length: 100 }, (_, index) => -index),
      'float32',
    );
    jitted(x, y).dispose();
    const before = memoryStats();
    for (let call = 0; call < 100_000; call += 1) jitted(x, y).dispose();
    const after = memoryStats();
    expect([after.liveArrays, after.bytesHeld, after.wasmMemoryBytes]).toEqual([
      before.liveArrays,
      before.bytesHeld,
      before.wasmMemoryBytes,
    ]);
  });

  it('puts results into the enclosing scope', () => {
    const jitted = jit((a: Any) => sqrt(add(multiply(a, a), 1)));
    const x = array([3, 4], 'float32');
    const before = memoryStats().liveArrays;
    for (let round = 0; round < 2; round += 1) {
      const result = scope(() => {
        jitted(x);
        return jitted(x);
      });
      expect(memoryStats().liveArrays).toBe(before + 1);
      result.dispose();
    }
  });

  it('writes into an existing array with into(out)', () => {
    const fn = (a: Any, b: Any) => add(multiply(a, 2), b);
    const jitted = jit(fn);
    const x = array([1, 2, 3, 4, 5], 'float32');
    const y = array([5, 4, 3, 2, 1], 'float32');
    const out = zeros([5], 'float32');
    const before = memoryStats().liveArrays;
    for (let round = 0; round < 3; round += 1) {
      expect(jitted.into(out)(x, y)).toBe(out);
      expectSame(
        out,
        scope(() => fn(x, y)),
      );
    }
    expect(memoryStats().liveArrays).toBe(before + 3); // only the fn(x, y) of each check
    // In place: out is an argument.
    const z = array([1, 2, 3, 4, 5], 'float32');
    jitted.into(z)(z, y);
    expect(z.toArray()).toEqual([7, 8, 9, 10, 11]);
    expect(() => jitted.into(zeros([5], 'float64'))(x, y)).toThrow(/^jit: out/);
    expect(() => jitted.into(zeros([4], 'float32'))(x, y)).toThrow(RangeError);
    expect(() => jitted.into(3 as never)).toThrow(/^jit: into\(\) expects the NDArray/);
  });
});
