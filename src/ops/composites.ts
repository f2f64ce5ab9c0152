// Elementwise functions that jax.numpy builds from others, built here the same way from the
// operation rows and the selection functions: fabs, modf, floatPower, copysign, heaviside, fmax,
// fmin, divmod. Their result dtype is a registry rule (resultRules) on the input or on the
// operands' promotion, as types/composites.ts states it; refusals name the function.
import type { PolicySpec } from '../../types/policy.js';
import type { CompositeFunctions } from '../../types/composites.js';
import { dtypeInfo, isWeakType, type AnyDType, type DType } from '../lattice/dtypes.js';
import { complexNotSupportedText } from '../errors/messages.js';
import { NDArray, allocArray, castArray, scalarShape, storage } from '../array/ndarray.js';
import { operandNode } from '../array/operands.js';
import { publicFunction } from '../array/public-function.js';
import { writeValues } from '../memory/values.js';
import { applyRule } from '../policy/result-rules.js';
import { resolvePolicy } from '../policy/policy.js';
import { settle } from '../policy/rules.js';
import { materializeUnder, operandOf } from '../plan/planner.js';
import { createOperations } from './operations.js';

type AnyArray = NDArray;
type Run = (...operands: unknown[]) => unknown;

/** What the composites use of the selection functions (passed in: selection.ts builds on this module's caller). */
export interface SelectionParts {
  readonly where: Run;
  readonly signbit: Run;
  readonly isnan: Run;
}

/** The composite functions under a policy, given that policy's where, signbit and isnan. */
export function createComposites<Policy extends PolicySpec>(
  spec: Policy | undefined,
  selection: SelectionParts,
): CompositeFunctions<Policy> {
  const policy = resolvePolicy(spec);
  const operations = createOperations(spec) as unknown as Record<string, Run>;
  const run = (name: string, ...operands: unknown[]) => operations[name]!(...operands) as AnyArray;
  const where = (...operands: unknown[]) => selection.where(...operands) as AnyArray;

  /** The node the operands make under `rule` (on their promotion), refusals naming `name`. */
  const nodeOf = (name: string, rule: 'inexact' | 'inexactReal' | 'promote' | 'floor', operands: unknown[]) => {
    const inputs = operands.map((operand, index) =>
      operandNode(name, operands.length === 1 ? 'only' : index === 0 ? 'first' : 'second', operand),
    );
    const promoted =
      inputs.length === 1
        ? operandOf(inputs[0]).node
        : settle(policy.promoteOperands(operandOf(inputs[0]), operandOf(inputs[1])));
    return applyRule(rule, name, promoted);
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
    rule: 'inexact' | 'inexactReal' | 'promote' | 'floor',
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

  // jnp.fabs: abs of the inexact input; complex is an error.
  const fabs = (x: unknown) => withOperands('fabs', 'inexactReal', [x], (input) => run('abs', input!));

  // jnp.modf: (x - whole, whole), whole = floor(x) for x ≥ 0, else ceil(x) (jnp's: inf gives NaN).
  const modf = (x: unknown) =>
    withOperands('modf', 'inexactReal', [x], (input) => {
      const up = run('ceil', input!);
      const down = run('floor', input!);
      const positive = run('greaterEqual', input!, 0);
      const whole = disposing([up, down, positive], () => where(positive, down, up));
      return [run('subtract', input!, whole), whole] as const;
    });

  // jnp.float_power: power in the operands' inexact promotion.
  const floatPower = (x1: unknown, x2: unknown) =>
    withOperands('floatPower', 'inexact', [x1, x2], (left, right) => run('power', left!, right!));

  // jnp.copysign: |x1| with the sign bit of x2, in the inexact promotion; complex is an error.
  const copysign = (x1: unknown, x2: unknown) =>
    withOperands('copysign', 'inexactReal', [x1, x2], (left, right) => {
      const magnitude = run('abs', left!);
      const negated = run('negative', magnitude);
      const negative = selection.signbit(right) as AnyArray;
      return disposing([magnitude, negated, negative], () => where(negative, negated, magnitude));
    });

  // jnp.heaviside: 0 where x1 < 0, 1 where x1 > 0, x2 where x1 == 0, NaN where x1 is NaN.
  const heaviside = (x1: unknown, x2: unknown) =>
    withOperands('heaviside', 'inexactReal', [x1, x2], (left, right) => {
      const below = run('less', left!, 0);
      const above = run('greater', left!, 0);
      const nan = selection.isnan(left) as AnyArray;
      return disposing([below, above, nan], () =>
        chain(
          where(nan, left, right),
          (value) => where(above, 1, value),
          (value) => where(below, 0, value),
        ),
      );
    });

  // jnp.fmax, jnp.fmin: where((x1 > x2) | isnan(x2), x1, x2) (NaN only where both are NaN).
  const extreme = (name: 'fmax' | 'fmin', compare: 'greater' | 'less') => (x1: unknown, x2: unknown) =>
    withOperands(name, 'promote', [x1, x2], (left, right) => {
      if (dtypeInfo[left!.dtype as DType].kind === 'complex')
        throw new TypeError(complexNotSupportedText(name, left!.dtype));
      const wins = run(compare, left!, right!);
      const nan = selection.isnan(right) as AnyArray;
      const mask = disposing([wins, nan], () => run('logicalOr', wins, nan));
      return disposing([mask], () => where(mask, left, right));
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

  return {
    fabs: publicFunction('fabs', fabs),
    modf: publicFunction('modf', modf),
    floatPower: publicFunction('floatPower', floatPower),
    copysign: publicFunction('copysign', copysign),
    heaviside: publicFunction('heaviside', heaviside),
    fmax: publicFunction('fmax', extreme('fmax', 'greater')),
    fmin: publicFunction('fmin', extreme('fmin', 'less')),
    divmod: publicFunction('divmod', divmod),
  } as unknown as CompositeFunctions<Policy>;
}
