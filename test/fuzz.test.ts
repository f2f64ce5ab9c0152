// Issue #10: every public function (enumerated from src/index.ts, so functions added later are
// covered), every function of withPolicy(policy) and every NDArray method, called with arbitrary
// JavaScript values. Each call returns a result (checked where the result is predictable) or
// throws a TypeError, RangeError or TypePromotionError with a message; afterwards an operation is
// still correct and the allocated wasm bytes are back at the baseline.
import fc from 'fast-check';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import * as library from '../src/index.js';
import {
  NDArray,
  TypePromotionError,
  add,
  array,
  binaryResultType,
  broadcastShapes,
  dtypeRows,
  dtypes,
  isWeakType,
  materialize,
  policyNames,
  unaryResultType,
  weakTypes,
} from '../src/index.js';
import { binaryOperations, unaryOperations } from '../src/policy/result-rules.js';
import { usedHeapBytes } from './support/heap.js';
import { runs as tierRuns } from './support/tier.js';

type Library = typeof library;
type Callable = (...args: unknown[]) => unknown;

// 120 runs a function in the integration tier, 15 in the unit tier (test/support/tier.ts).
const runs = Number(process.env.FUZZ_RUNS ?? tierRuns(120, 15));
const secondCopy = (await import(
  /* @vite-ignore */ fileURLToPath(new URL('../dist/src/index.js', import.meta.url))
)) as Library;

/** A description of an NDArray argument, made (and disposed) around each call. */
class ArraySpec {
  constructor(
    readonly dtype: string,
    readonly shape: number[],
    readonly fill: number,
    readonly variant: 'live' | 'disposed' | 'weak-int' | 'weak-float' | 'weak-complex' | 'foreign',
  ) {}
}

const names = [...dtypes, ...weakTypes, ...policyNames, ...binaryOperations, ...unaryOperations, 'int7', ''];
const shapeArbitrary = fc.array(fc.integer({ min: -2, max: 4 }), { maxLength: 4 });
const arraySpec = fc
  .record({
    dtype: fc.constantFrom(...dtypes),
    shape: fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 3 }),
    fill: fc.constantFrom(0, 1),
    variant: fc.constantFrom(
      'live',
      'live',
      'live',
      'live',
      'disposed',
      'weak-int',
      'weak-float',
      'weak-complex',
      'foreign',
    ),
  })
  .map(({ dtype, shape, fill, variant }) => new ArraySpec(dtype, shape, fill, variant as ArraySpec['variant']));
// float64 arrays of any constant: their arithmetic is checked against JavaScript's.
const float64Spec = fc
  .record({ shape: fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 2 }), fill: fc.double() })
  .map(({ shape, fill }) => new ArraySpec('float64', shape, fill, 'live'));
const argument = fc.oneof(
  { weight: 3, arbitrary: arraySpec },
  { weight: 2, arbitrary: float64Spec },
  { weight: 2, arbitrary: fc.constantFrom(...names) },
  { weight: 2, arbitrary: fc.oneof(fc.double(), fc.integer({ min: -300, max: 300 }), fc.bigInt(), fc.boolean()) },
  { weight: 1, arbitrary: fc.record({ re: fc.double(), im: fc.double() }) },
  { weight: 1, arbitrary: shapeArbitrary },
  {
    weight: 1,
    arbitrary: fc.array(fc.array(fc.oneof(fc.double(), fc.integer(), fc.boolean()), { maxLength: 3 }), {
      maxLength: 3,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.anything({
      maxDepth: 3,
      withBigInt: true,
      withBoxedValues: true,
      withDate: true,
      withMap: true,
      withNullPrototype: true,
      withObjectString: true,
      withSet: true,
      withSparseArray: true,
      withTypedArray: true,
    }),
  },
);
const argumentsArbitrary = fc.array(argument, { maxLength: 4 });

function makeArray(spec: ArraySpec, made: { dispose(): void }[]): unknown {
  const result =
    spec.variant === 'weak-int'
      ? add(spec.fill, 1)
      : spec.variant === 'weak-float'
        ? add(spec.fill, 0.5)
        : spec.variant === 'weak-complex'
          ? add({ re: spec.fill, im: 1 }, 0)
          : spec.variant === 'foreign'
            ? secondCopy.full(spec.shape, spec.fill, spec.dtype as never)
            : library.full(spec.shape, spec.fill, spec.dtype as never);
  made.push(result);
  if (spec.variant === 'disposed') result.dispose();
  return result;
}

/** NDArrays in a value (returned results), found through lists and plain objects. */
function arraysIn(value: unknown, found: NDArray[] = [], depth = 0): NDArray[] {
  if (value instanceof NDArray) found.push(value);
  else if (depth < 3 && Array.isArray(value)) for (const item of value) arraysIn(item, found, depth + 1);
  else if (
    depth < 3 &&
    typeof value === 'object' &&
    value !== null &&
    (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null)
  ) {
    for (const item of Object.values(value)) arraysIn(item, found, depth + 1);
  }
  return found;
}

/** How many results were checked beyond their validity: dtype (and shape) against the promotion functions, values against JavaScript. */
const checked = { dtypes: 0, values: 0 };

/** Where the result is predictable from the arguments: dtype and shape of elementwise operations, zeros. */
function checkResult(name: string, args: readonly unknown[], result: unknown, policy: string): void {
  for (const produced of arraysIn(result)) {
    if (produced.disposed) continue;
    expect(dtypes).toContain(produced.dtype);
    expect(produced.shape.reduce((product, size) => product * size, 1)).toBe(produced.size);
    // Packed dtypes (int4: two per byte …) give their packed bytes.
    const perByte =
      (dtypeRows.find((row) => row.name === produced.dtype) as { narrow?: { perByte: number } } | undefined)?.narrow
        ?.perByte ?? 1;
    if (produced.size <= 10_000)
      expect(produced.toTypedArray().length).toBeGreaterThanOrEqual(Math.ceil(produced.size / perByte));
  }
  const operation = name.split('.').pop()!;
  const operandInput = (operand: unknown) =>
    operand instanceof NDArray
      ? operand.weakType
        ? operand.dtype.startsWith('complex')
          ? 'complex'
          : operand.dtype.startsWith('float')
            ? 'float'
            : 'int'
        : operand.dtype
      : operand;
  if (
    (binaryOperations as readonly string[]).includes(operation) &&
    result instanceof NDArray &&
    args.length >= 2 &&
    !name.startsWith('NDArray#')
  ) {
    const [left, right] = args;
    const shapeOf = (operand: unknown) => (operand instanceof NDArray ? operand.shape : []);
    expect(result.shape).toEqual(broadcastShapes(shapeOf(left), shapeOf(right)));
    if (policy === 'jax') {
      const node = binaryResultType(operation as never, operandInput(left) as never, operandInput(right) as never);
      expect(result.dtype).toBe(isWeakType(node) ? materialize(node) : node);
      checked.dtypes += 1;
    }
  }
  if ((unaryOperations as readonly string[]).includes(operation) && result instanceof NDArray && policy === 'jax') {
    const input = args[0];
    if (input instanceof NDArray) {
      const node = unaryResultType(operation as never, operandInput(input) as never) as string;
      expect(result.dtype).toBe(isWeakType(node) ? materialize(node) : node);
      expect(result.shape).toEqual(input.shape);
      checked.dtypes += 1;
    }
  }
  // Values, where JavaScript computes them exactly: float64 arithmetic on constant-filled arrays and numbers.
  const exact: Record<string, (left: number, right: number) => number> = {
    add: (left, right) => left + right,
    subtract: (left, right) => left - right,
    multiply: (left, right) => left * right,
    maximum: Math.max,
    minimum: Math.min,
  };
  const valueOf = (operand: unknown) =>
    typeof operand === 'number'
      ? operand
      : operand instanceof NDArray && operand.dtype === 'float64' && operand.size > 0
        ? (operand.toTypedArray()[0] as number)
        : undefined;
  if (operation in exact && result instanceof NDArray && result.dtype === 'float64' && !name.startsWith('NDArray#')) {
    const [left, right] = [valueOf(args[0]), valueOf(args[1])];
    if (left !== undefined && right !== undefined) {
      const expected = exact[operation]!(left, right);
      expect(
        (result.toTypedArray() as Float64Array).every(
          (value) => Object.is(value, expected) || (value === 0 && expected === 0),
        ),
      ).toBe(true);
      checked.values += 1;
    }
  }
  if (name === 'zeros' && result instanceof NDArray && result.size <= 1_000_000) {
    // float8_e8m0fnu has no zero: 0 converts to its NaN (code 0xff), as ml_dtypes and JAX convert it.
    const zeroCode = result.dtype === 'float8_e8m0fnu' ? 0xff : 0;
    expect(result.toTypedArray().every((value: number | bigint) => Number(value) === zeroCode)).toBe(true);
    checked.values += 1;
  }
}

interface Target {
  readonly name: string;
  readonly policy: string;
  readonly call: (args: unknown[], made: { dispose(): void }[]) => unknown;
}

function functionTargets(): Target[] {
  const targets: Target[] = [];
  for (const [name, value] of Object.entries(library)) {
    if (typeof value !== 'function') continue;
    // It starts worker threads (up to 64) for any valid count: test/threads.test.ts checks its arguments.
    if (name === 'setThreads') continue;
    const isClass = /^class\b/.test(Function.prototype.toString.call(value));
    targets.push({
      name,
      policy: 'jax',
      call: (args) =>
        isClass ? new (value as new (...args: unknown[]) => unknown)(...args) : (value as Callable)(...args),
    });
  }
  for (const policy of policyNames) {
    const bound = library.withPolicy(policy as never) as unknown as Record<string, unknown>;
    for (const [name, value] of Object.entries(bound)) {
      if (typeof value === 'function')
        targets.push({ name: `${policy}.${name}`, policy, call: (args) => (value as Callable)(...args) });
    }
  }
  // The methods are installed on NDArray.prototype by the first array made (src/ops/methods.ts).
  array([0], 'int8').dispose();
  const prototype = NDArray.prototype as unknown as Record<PropertyKey, unknown>;
  for (const key of Reflect.ownKeys(NDArray.prototype)) {
    if (key === 'constructor') continue;
    const descriptor = Object.getOwnPropertyDescriptor(NDArray.prototype, key)!;
    const name = `NDArray#${String(key)}`;
    if (descriptor.get) {
      targets.push({ name, policy: 'jax', call: (args, made) => descriptor.get!.call(receiver(args, made)) });
    } else if (typeof prototype[key] === 'function') {
      targets.push({
        name,
        policy: 'jax',
        call: (args, made) => (prototype[key] as Callable).apply(receiver(args, made), args.slice(1)),
      });
    }
  }
  return targets;
}

/** Methods are called on the first argument when it is an array (live or disposed), else on a fresh one. */
function receiver(args: unknown[], made: { dispose(): void }[]): unknown {
  if (args[0] instanceof NDArray) return args[0];
  const fresh = array([1.5, -2, 0], 'float32');
  made.push(fresh);
  return fresh;
}

const targets = functionTargets();
const counts = new Map<
  string,
  { returned: number; TypeError: number; RangeError: number; TypePromotionError: number }
>();

describe('fuzz: every public function and method with arbitrary arguments', () => {
  const baseline = usedHeapBytes();

  it('enumerates the exports and the methods', () => {
    const names = targets.map((target) => target.name);
    for (const expected of [
      'array',
      'zeros',
      'arange',
      'add',
      'sqrt',
      'scope',
      'keep',
      'resultType',
      'withPolicy',
      'numpy.add',
      'NDArray#astype',
      'NDArray#reshape',
      'NDArray#add',
    ]) {
      expect(names).toContain(expected);
    }
  });

  for (const target of targets) {
    it(target.name, () => {
      const tally = { returned: 0, TypeError: 0, RangeError: 0, TypePromotionError: 0 };
      counts.set(target.name, tally);
      fc.assert(
        fc.property(argumentsArbitrary, (specs) => {
          const made: { dispose(): void }[] = [];
          try {
            const args = specs.map((spec) => (spec instanceof ArraySpec ? makeArray(spec, made) : spec));
            let result: unknown;
            let thrown: unknown;
            try {
              result = target.call(args, made);
            } catch (error) {
              thrown = error;
            }
            if (thrown === undefined) {
              tally.returned += 1;
              // The asynchronous readers and writers (loadNpz, savezCompressed, safeOpen) throw on wrong
              // arguments at once; what they read may still reject (test/io-*.test.ts checks those errors).
              if (result instanceof Promise)
                result.then(
                  (value) => {
                    for (const produced of arraysIn(value)) produced.dispose();
                  },
                  () => {},
                );
              try {
                checkResult(target.name, args, result, target.policy);
              } finally {
                for (const produced of arraysIn(result)) produced.dispose();
              }
            } else {
              expect(thrown, String(thrown)).toSatisfy(
                (error: unknown) => error instanceof TypeError || error instanceof RangeError,
              );
              expect((thrown as Error).message.length).toBeGreaterThan(0);
              // Engine errors (not ours) and errors blaming another function.
              expect((thrown as Error).message).not.toMatch(
                /Cannot read properties|is not a function|is not iterable|Invalid array length|Maximum call stack/,
              );
              const own = target.name.split('.').pop()!;
              if (/resultType takes/.test((thrown as Error).message))
                expect((thrown as Error).message.startsWith(`${own} takes`)).toBe(true);
              tally[
                thrown instanceof TypePromotionError
                  ? 'TypePromotionError'
                  : thrown instanceof RangeError
                    ? 'RangeError'
                    : 'TypeError'
              ] += 1;
            }
          } finally {
            for (const array of made) array.dispose();
          }
          // The library keeps working, and nothing stayed allocated.
          const input = array([1, 2], 'int32');
          const check = add(input, 1);
          expect(check.toArray()).toEqual([2, 3]);
          check.dispose();
          input.dispose();
          expect(usedHeapBytes()).toBe(baseline);
        }),
        { numRuns: runs },
      );
    });
  }

  afterAll(() => {
    const total = { returned: 0, TypeError: 0, RangeError: 0, TypePromotionError: 0 };
    for (const tally of counts.values())
      for (const key of Object.keys(total) as (keyof typeof total)[]) total[key] += tally[key];
    const calls = total.returned + total.TypeError + total.RangeError + total.TypePromotionError;
    console.log(
      `fuzz: ${counts.size} functions and methods, ${calls} calls: ${total.returned} returned (${checked.dtypes} dtypes and shapes and ${checked.values} values checked), ${total.TypeError} TypeError, ${total.RangeError} RangeError, ${total.TypePromotionError} TypePromotionError`,
    );
  });
});
