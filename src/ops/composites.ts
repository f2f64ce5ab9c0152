// Elementwise functions that jax.numpy builds from others, built here the same way from the
// operation rows and the selection functions: modf, divmod, frexp, ldexp (fabs, floatPower, fmax,
// fmin, copysign, heaviside, fmod, nextafter, gcd, lcm, the shifts, bitwiseCount and the parts real,
// imag, conjugate, positive are operation rows with kernels; round/around and angle, with nanToNum,
// are the registry's parameterRows, src/ops/parameters.ts, exported from here). Their result dtype
// is a registry rule (resultRules) on the input or on the operands' promotion, as
// types/composites.ts states it; refusals name the function.
// modf, divmod and frexp return two arrays, a row one: each of their results is one row's (modf:
// trunc and subtract, divmod: floorDivide and remainder, frexp: its parts, the registry's partRows
// with kernels of their own), called on the operands converted to the rule's dtype with nothing jit
// does not record, so that jit traces them and fuses both results into one segment.
// round (decimals), angle (deg) and nanToNum (nan, posinf, neginf) take scalar options: they are
// rows of the registry's parameterRows (src/ops/parameters.ts). angle's imaginary part is the `imag` row's.
import { scope } from '../memory/memory.js';
import type { PolicySpec } from '../../types/policy.js';
import type { CompositeFunctions } from '../../types/composites.js';
import { isWeakType, type AnyDType } from '../lattice/dtypes.js';
import { NDArray, allocArray, castArray, scalarShape, storage } from '../array/ndarray.js';
import { operandNode } from '../array/operands.js';
import { recorder } from '../array/trace-hook.js';
import { publicFunction } from '../array/public-function.js';
import { writeValues } from '../memory/values.js';
import { applyRule, type Rule as RuleName } from '../policy/result-rules.js';
import { resolvePolicy } from '../policy/policy.js';
import { settle } from '../policy/rules.js';
import { materializeUnder, operandOf } from '../plan/planner.js';
import { createOperations, partOperations } from './operations.js';
import { createParameterFunctions } from './parameters.js';

type AnyArray = NDArray;

export { largestFinite } from './parameters.js';

type Run = (...operands: unknown[]) => unknown;

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
  const frexpParts = partOperations(policy.x64);

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
  const disposing = <Result>(arrays: AnyArray[], body: () => Result): Result => {
    try {
      return body();
    } finally {
      for (const array of arrays) array.dispose();
    }
  };

  /**
   * An operand as an array of the rule's `node` (weak where the policy keeps it so): an array of it
   * as it is, any other converted (a cast jit records, as astype's), a scalar written into one.
   */
  const converted = (name: string, operand: unknown, node: AnyDType, scalarsToRows: boolean): AnyArray => {
    const dtype = materializeUnder(policy, node);
    const weak = isWeakType(node) && policy.weakArrays;
    if (!(operand instanceof NDArray)) {
      // A scalar beside arrays of the rule's dtype is the row's to write where the policy has no rule
      // of its own for the row (JAX's lattices): the row's result is then the rule's (the promotion
      // of that dtype and the scalar is that dtype), and jit keeps the scalar a scalar.
      return scalarsToRows && policy.operation === undefined ? (operand as AnyArray) : asArray(name, operand, node);
    }
    if (operand.dtype === dtype && operand.weakType === weak) return operand as AnyArray;
    const cast = (input: unknown) => castArray(input as AnyArray, dtype, weak, name) as AnyArray;
    return (
      recorder === undefined ? cast(operand) : recorder.operation(cast, 'astype', [operand], undefined)
    ) as AnyArray;
  };
  /** The operands as arrays of the dtype `rule` gives (refusals naming `name`), for `body`'s operations. */
  const withConverted = <Result>(
    name: string,
    rule: RuleName,
    operands: unknown[],
    body: (...arrays: AnyArray[]) => Result,
  ): Result => {
    const node = nodeOf(name, rule, operands);
    const dtype = materializeUnder(policy, node);
    const weak = isWeakType(node) && policy.weakArrays;
    // Scalars go to the rows as they are beside arrays of the rule's dtype (see converted).
    const arrays = operands.filter((operand) => operand instanceof NDArray);
    const asTheyAre = arrays.length > 0 && arrays.every((array) => array.dtype === dtype && array.weakType === weak);
    return body(...operands.map((operand) => converted(name, operand, node, asTheyAre)));
  };

  // jnp.modf: (x - whole, whole), whole = trunc(x) (jnp's ceil(x) where x < 0, else floor(x): the
  // same value, −0 and NaN included; inf gives NaN). The trunc and subtract rows, which jit fuses.
  const modf = (x: unknown) =>
    withConverted('modf', 'inexactReal', [x], (input) => {
      const whole = run('trunc', input!);
      return [run('subtract', input!, whole), whole] as const;
    });

  // jnp.divmod: (floor_divide, remainder) of the promotion (bool → int32; complex is an error).
  const divmod = (x1: unknown, x2: unknown) =>
    withConverted('divmod', 'floor', [x1, x2], (left, right) => [
      run('floorDivide', left!, right!),
      run('remainder', left!, right!),
    ]);

  // jnp.frexp: [mantissa, exponent] with x = mantissa · 2^exponent, |mantissa| in [0.5, 1), the
  // exponent int32; 0, ±inf and NaN give themselves and 0. Its two parts are kernels of their own
  // (registry: partRows, asm/frexp.ts) on x in its inexact dtype; jit fuses them. The 8-, 6- and
  // 4-bit floats are refused by the rule, as JAX refuses them (registry: bitLevelOperations).
  const frexp = (x: unknown) =>
    withConverted('frexp', 'inexactReal', [x], (input) => [
      frexpParts.frexpMantissa(input!),
      frexpParts.frexpExponent(input!),
    ]);

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

  // While jit traces, the trace frees what the call made (an array made in a scope would reach the
  // trace only as the scope closes, after its operation was recorded: a value jit could not explain).
  const traceable =
    <Args extends unknown[], Result>(fn: (...args: Args) => Result) =>
    (...args: Args): Result =>
      recorder === undefined ? scope(() => fn(...args)) : fn(...args);
  const parameters = createParameterFunctions(spec, operations);
  const rounding = publicFunction('round', parameters.round);
  return {
    round: rounding,
    around: rounding, // JAX's other name, the same function
    modf: publicFunction('modf', traceable(modf)),
    divmod: publicFunction('divmod', traceable(divmod)),
    frexp: publicFunction('frexp', traceable(frexp)),
    ldexp: publicFunction('ldexp', ldexp),
    angle: publicFunction('angle', parameters.angle),
  } as unknown as CompositeFunctions<Policy>;
}
