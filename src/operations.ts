import { kindOf, toInexact, toReal, type NodeName } from './dtypes.js';
import { boolNotSupportedText, complexNotSupportedText, integerOnlyText } from './messages.js';

/**
 * How each operation's result dtype follows from its inputs (SPEC §4), as data. The type level
 * reads the same objects (`typeof binaryRules`), so a new operation is one entry here.
 *
 * - promote: the promotion of the inputs.            - noBool: promote; bool is an error.
 * - inexact: promote, then the inexact dtype.        - floor: promote; bool → int32; complex is an error.
 * - compare: promote (must exist), result bool.      - logical: bool, no promotion.
 * - bitwise: promote; only bool and integers.        - real: the real dtype (abs of complex).
 * - numeric: bool → int32, others unchanged.
 */
export const binaryRules = {
  add: 'promote',
  subtract: 'noBool',
  multiply: 'promote',
  divide: 'inexact',
  floorDivide: 'floor',
  remainder: 'floor',
  power: 'promote',
  maximum: 'promote',
  minimum: 'promote',
  equal: 'compare',
  notEqual: 'compare',
  less: 'compare',
  lessEqual: 'compare',
  greater: 'compare',
  greaterEqual: 'compare',
  bitwiseAnd: 'bitwise',
  bitwiseOr: 'bitwise',
  bitwiseXor: 'bitwise',
  logicalAnd: 'logical',
  logicalOr: 'logical',
  logicalXor: 'logical',
} as const;

export const unaryRules = {
  negative: 'noBool',
  abs: 'real',
  square: 'numeric',
  sqrt: 'inexact',
  exp: 'inexact',
  log: 'inexact',
  sin: 'inexact',
  cos: 'inexact',
  tanh: 'inexact',
  bitwiseNot: 'bitwise',
  logicalNot: 'logical',
} as const;

export type BinaryOperation = keyof typeof binaryRules;
export type UnaryOperation = keyof typeof unaryRules;
export type Rule = (typeof binaryRules)[BinaryOperation] | (typeof unaryRules)[UnaryOperation];

/** The dtype bool becomes where an operation needs numbers (JAX's to_numeric_dtype). */
export const boolAsNumber = 'int32' satisfies NodeName;

/**
 * Applies a rule to the (already promoted, where the rule promotes) node. Throws a TypeError in
 * the words of types/messages.ts where the operation does not take the dtype.
 */
export function applyRule(rule: Rule, operation: string, node: NodeName): NodeName {
  const kind = kindOf(node);
  switch (rule) {
    case 'promote':
      return node;
    case 'noBool':
      if (kind === 'bool') throw new TypeError(boolNotSupportedText(operation));
      return node;
    case 'inexact':
      return toInexact(node);
    case 'floor':
      if (kind === 'complex') throw new TypeError(complexNotSupportedText(operation, node));
      return kind === 'bool' ? boolAsNumber : node;
    case 'numeric':
      return kind === 'bool' ? boolAsNumber : node;
    case 'compare':
    case 'logical':
      return 'bool';
    case 'bitwise':
      if (kind === 'float' || kind === 'complex') throw new TypeError(integerOnlyText(operation, node));
      return node;
    case 'real':
      return toReal(node);
  }
}
