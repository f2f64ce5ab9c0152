// Elementwise functions that jax.numpy builds from others, built here the same way from the
// operation rows and the selection functions: modf, divmod, frexp, ldexp (fabs, floatPower, fmax,
// fmin, copysign, heaviside, fmod, nextafter, gcd, lcm, the shifts, bitwiseCount and the parts real,
// imag, conjugate, positive are operation rows with kernels; round/around and angle, with nanToNum,
// are the registry's parameterRows, src/ops/parameters.ts, exported from here). Their result dtype
// is a registry rule (resultRules) on the input or on the operands' promotion, as
// types/composites.ts states it; refusals name the function.
// Why these stay composed rather than rows: a row is one kernel writing one array (the kernel ABI
// `(input, stride, out, count)`, the planner's single result, jit's one output per traced primitive,
// the type level's one NDArray); modf, divmod and frexp return two, and an `outputs` column would
// change all four.
import { scope } from '../memory/memory.js';
import type { PolicySpec } from '../../types/policy.js';
import type { CompositeFunctions } from '../../types/composites.js';
import { isWeakType, itemSize, type AnyDType, type DType } from '../lattice/dtypes.js';
import {
  NDArray,
  allocArray,
  castArray,
  copyBytes,
  pointerOf,
  scalarShape,
  storage,
  withContiguous,
} from '../array/ndarray.js';
import { operandNode } from '../array/operands.js';
import { publicFunction } from '../array/public-function.js';
import { writeValues } from '../memory/values.js';
import { applyRule, type Rule as RuleName } from '../policy/result-rules.js';
import { resolvePolicy } from '../policy/policy.js';
import { settle } from '../policy/rules.js';
import { materializeUnder, operandOf } from '../plan/planner.js';
import { createOperations } from './operations.js';
import { createParameterFunctions } from './parameters.js';

type AnyArray = NDArray;

export { largestFinite } from './parameters.js';

type Run = (...operands: unknown[]) => unknown;

/** An array's bytes as a fresh contiguous array of another dtype of the same width (a bitcast). */
function reinterpreted(array: AnyArray, dtype: DType): AnyArray {
  return withContiguous(array, (contiguous) => {
    const result = allocArray(dtype, array.shape, false, 'reinterpreted') as AnyArray;
    copyBytes(pointerOf(contiguous), result[storage].pointer, array.size * itemSize(array.dtype as DType));
    return result;
  });
}

/** What the composites use of the selection functions (passed in: selection.ts builds on this module's caller). */
export interface SelectionParts {
  readonly where: Run;
  readonly imag: Run;
}

/** The composite functions under a policy, given that policy's where and imag. */
export function createComposites<Policy extends PolicySpec>(
  spec: Policy | undefined,
  selection: SelectionParts,
): CompositeFunctions<Policy> {
  const policy = resolvePolicy(spec);
  const operations = createOperations(spec) as unknown as Record<string, Run>;
  const run = (name: string, ...operands: unknown[]) => operations[name]!(...operands) as AnyArray;
  const where = (...operands: unknown[]) => selection.where(...operands) as AnyArray;

  /** The node the operands make under `rule` (on their promotion), refusals naming `name`. */
  const nodeOf = (name: string, rule: RuleName, operands: unknown[]) => {
    const inputs = operands.map((operand, index) =>
      operandNode(name, operands.length === 1 ? 'only' : index === 0 ? 'first' : 'second', operand),
    );
    const promoted =
      inputs.length === 1
        ? operandOf(inputs[0]).node
        : settle(policy.promoteOperands(operandOf(inputs[0]), operandOf(inputs[1])));
    return applyRule(rule, name, promoted, materializeUnder(policy, 'float'));
  };
  /** An operand as an array of `dtype` (a fresh one: the caller disposes it), weak where `node` is. */
  const asArray = (name: string, operand: unknown, node: AnyDType): AnyArray => {
    const dtype = materializeUnder(policy, node);
    const weak = isWeakType(node) && policy.weakArrays;
    if (operand instanceof NDArray) return castArray(operand, dtype, weak, name) as AnyArray;
    const scalar = allocArray(dtype, scalarShape, weak, name) as AnyArray;
    try {
      writeValues([operand], dtype, scalar[storage].pointer, () => `${name}(): the scalar`);
    } catch (error) {
      scalar.dispose();
      throw error;
    }
    return scalar;
  };
  /** Runs `body` on the operands as arrays of the rule's dtype, disposing them after. */
  const withOperands = <Result>(
    name: string,
    rule: RuleName,
    operands: unknown[],
    body: (...arrays: AnyArray[]) => Result,
  ): Result => {
    const node = nodeOf(name, rule, operands);
    const arrays: AnyArray[] = [];
    try {
      for (const operand of operands) arrays.push(asArray(name, operand, node));
      return body(...arrays);
    } finally {
      for (const array of arrays) array.dispose();
    }
  };
  /** Evaluates steps in order, disposing each intermediate once the next is made. */
  const chain = (first: AnyArray, ...steps: ((previous: AnyArray) => AnyArray)[]): AnyArray => {
    let current = first;
    for (const step of steps) {
      const next = step(current);
      current.dispose();
      current = next;
    }
    return current;
  };
  const disposing = <Result>(arrays: AnyArray[], body: () => Result): Result => {
    try {
      return body();
    } finally {
      for (const array of arrays) array.dispose();
    }
  };

  // jnp.modf: (x - whole, whole), whole = ceil(x) where x < 0, else floor(x) (jnp's: inf gives
  // NaN; where 0 is not a value of the dtype, e8m0fnu's NaN, nothing is below it: floor).
  const modf = (x: unknown) =>
    withOperands('modf', 'inexactReal', [x], (input) => {
      const up = run('ceil', input!);
      const down = run('floor', input!);
      const negative = run('less', input!, 0);
      const whole = disposing([up, down, negative], () => where(negative, up, down));
      return [run('subtract', input!, whole), whole] as const;
    });

  // jnp.divmod: (floor_divide, remainder) of the promotion (bool → int32; complex is an error).
  const divmod = (x1: unknown, x2: unknown) =>
    withOperands('divmod', 'floor', [x1, x2], (left, right) => {
      const quotient = run('floorDivide', left!, right!);
      try {
        return [quotient, run('remainder', left!, right!)] as const;
      } catch (error) {
        quotient.dispose();
        throw error;
      }
    });

  // jnp.frexp: [mantissa, exponent] with x = mantissa · 2^exponent, |mantissa| in [0.5, 1), the
  // exponent int32; 0, ±inf and NaN give themselves and 0. Computed on the bits of x in float32
  // (float64 for float64; exact for the 16-bit floats), subnormals scaled up first (as jnp's). The
  // 8-, 6- and 4-bit floats are refused by the rule, as JAX refuses them (registry: bitLevelOperations).
  const frexp = (x: unknown) =>
    withOperands('frexp', 'inexactReal', [x], (input) => {
      const dtype = input!.dtype as DType;
      const wide = dtype === 'float64';
      const compute: DType = wide ? 'float64' : 'float32';
      const [integer, mantissaBits, mask, bias] = wide
        ? (['int64', 52, 0x7ffn, 1023n] as const)
        : (['int32', 23, 0xffn, 127n] as const);
      const constant = (value: bigint) => (wide ? value : Number(BigInt.asIntN(32, value)));
      const value = castArray(input!, compute, false, 'frexp') as AnyArray;
      const magnitude = run('abs', value);
      const subnormal = disposing([magnitude], () => run('less', magnitude, wide ? 2 ** -1022 : 2 ** -126));
      const scaled = disposing([], () => {
        const up = run('multiply', value, 2 ** mantissaBits);
        return disposing([up], () => where(subnormal, up, value));
      });
      const bits = disposing([scaled], () => reinterpreted(scaled, integer));
      const field = disposing([], () => {
        const down = run('floorDivide', bits, constant(1n << BigInt(mantissaBits)));
        return disposing([down], () => run('bitwiseAnd', down, constant(mask)));
      });
      const adjust = where(subnormal, -mantissaBits, 0);
      const exponent = disposing([field, adjust, subnormal], () =>
        chain(
          run('subtract', field, constant(bias - 1n)),
          (e) => run('add', e, adjust),
          (e) => castArray(e, 'int32', false, 'frexp') as AnyArray,
        ),
      );
      const fraction = disposing([bits], () =>
        chain(
          run('bitwiseAnd', bits, constant(BigInt.asIntN(wide ? 64 : 32, ~(mask << BigInt(mantissaBits))))),
          (kept) => run('bitwiseOr', kept, constant((bias - 1n) << BigInt(mantissaBits))),
          (word) => reinterpreted(word, compute),
        ),
      );
      // 0, inf and NaN: x itself and exponent 0.
      const special = disposing([], () => {
        const zero = run('equal', value, 0);
        const absolute = run('abs', value);
        const finite = disposing([absolute], () => run('less', absolute, Number.POSITIVE_INFINITY));
        const notFinite = disposing([finite], () => run('logicalNot', finite));
        return disposing([zero, notFinite], () => run('logicalOr', zero, notFinite));
      });
      return disposing([special, value], () => {
        const mantissa = disposing([fraction], () =>
          chain(where(special, value, fraction), (m) => castArray(m, dtype, input!.weakType, 'frexp') as AnyArray),
        );
        const exponents = disposing([exponent], () => where(special, 0, exponent));
        return [mantissa, exponents] as const;
      });
    });

  // jnp.ldexp: x1 · 2^x2 in x1's inexact dtype (x2: bool or integers, converted to it), as jnp's:
  // through frexp, so that 2^e stays finite where the result is (so no 8-, 6- or 4-bit floats).
  // In a scope: an error part-way (operands that do not broadcast) frees what was made.
  const ldexp = (x1: unknown, x2: unknown) => scope(() => ldexpOf(x1, x2));
  const ldexpOf = (x1: unknown, x2: unknown): AnyArray => {
    const node = nodeOf('ldexp', 'inexactReal', [x1]);
    nodeOf('ldexp', 'bitwise', [x2]);
    const value = asArray('ldexp', x1, node);
    const exponent = disposing([], () => asArray('ldexp', x2, node));
    const [mantissa, own] = disposing([], () => frexp(value));
    const total = disposing([own, exponent], () => run('add', own, exponent));
    const up = run('greater', total, 0);
    const doubled = run('multiply', mantissa, 2);
    const m = disposing([mantissa, doubled], () => where(up, doubled, mantissa));
    const lowered = run('subtract', total, 1);
    const e = disposing([total, lowered, up], () => where(up, lowered, total));
    const scale = disposing([e], () => run('power', 2, e));
    const product = disposing([m, scale], () => run('multiply', m, scale));
    const absolute = run('abs', value);
    const infinite = disposing([absolute], () => run('equal', absolute, Number.POSITIVE_INFINITY));
    const zero = run('equal', value, 0);
    const special = disposing([infinite, zero], () => run('logicalOr', infinite, zero));
    return disposing([special, value, product], () => where(special, value, product));
  };

  // Each runs in a scope: an error part-way (a dtype refused after a first step) frees what it made.
  const scoped =
    <Args extends unknown[], Result>(fn: (...args: Args) => Result) =>
    (...args: Args): Result =>
      scope(() => fn(...args));
  const parameters = createParameterFunctions(spec, operations);
  const rounding = publicFunction('round', parameters.round);
  return {
    round: rounding,
    around: rounding, // JAX's other name, the same function
    modf: publicFunction('modf', scoped(modf)),
    divmod: publicFunction('divmod', scoped(divmod)),
    frexp: publicFunction('frexp', scoped(frexp)),
    ldexp: publicFunction('ldexp', ldexp),
    angle: publicFunction('angle', parameters.angle),
  } as unknown as CompositeFunctions<Policy>;
}
