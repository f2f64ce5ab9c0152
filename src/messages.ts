import type {
  BoolNotSupportedText,
  ComplexNotSupportedText,
  EmptyResultTypeText,
  IntegerOnlyText,
  MixedSignednessText,
  NoPromotionText,
  NoScalarDTypeText,
  PolicyOperationText,
  ScalarOutOfRangeText,
  ShapeMismatchText,
  UnknownDTypeText,
  UnknownPolicyText,
  ValidDTypesText,
  WeakTypeAsDTypeText,
} from '../types/messages.js';
import { dtypeNames, weakTypeNames } from './dtypes.js';

/**
 * The one writer of dtype error texts. Each function's return type is the compile-time error text
 * (types/messages.ts), so the checker proves the runtime words and the type-level words agree.
 */

export function noPromotionText<Left extends string, Right extends string, Policy extends string>(
  left: Left,
  right: Right,
  policy: Policy,
): NoPromotionText<Left, Right, Policy> {
  return `No implicit promotion between '${left}' and '${right}' under policy '${policy}'; cast one explicitly with astype() to the dtype you want.`;
}

/** The valid names, from the registry (the type level joins the same rows: ValidDTypesText). */
const validDTypesText = `Valid dtypes: ${dtypeNames.join(', ')}; weak types: ${weakTypeNames.join(', ')}.` as ValidDTypesText;

export function unknownDTypeText<Shown extends string>(shown: Shown): UnknownDTypeText<Shown> {
  return `Unknown dtype ${shown}. ${validDTypesText}`;
}

export function unknownPolicyText<Shown extends string, Valid extends string>(
  shown: Shown,
  valid: Valid,
): UnknownPolicyText<Shown, Valid> {
  return `Unknown promotion policy ${shown}. Valid policies: ${valid}.`;
}

export const emptyResultTypeText: EmptyResultTypeText = 'resultType needs at least one dtype, array or scalar.';

export function boolNotSupportedText<Operation extends string>(operation: Operation): BoolNotSupportedText<Operation> {
  return `${operation} is not defined for 'bool'; use logicalXor or logicalNot instead.`;
}

export function integerOnlyText<Operation extends string, Node extends string>(
  operation: Operation,
  node: Node,
): IntegerOnlyText<Operation, Node> {
  return `${operation} takes only bool and integer dtypes, not '${node}'.`;
}

export function complexNotSupportedText<Operation extends string, Node extends string>(
  operation: Operation,
  node: Node,
): ComplexNotSupportedText<Operation, Node> {
  return `${operation} is not defined for complex dtype '${node}'.`;
}

export function policyOperationText<Operation extends string, Node extends string, Policy extends string>(
  operation: Operation,
  node: Node,
  policy: Policy,
): PolicyOperationText<Operation, Node, Policy> {
  return `${operation} is not defined for '${node}' under policy '${policy}'.`;
}

export function mixedSignednessText<Operation extends string, Left extends string, Right extends string, Policy extends string>(
  operation: Operation,
  left: Left,
  right: Right,
  policy: Policy,
): MixedSignednessText<Operation, Left, Right, Policy> {
  return `${operation} under policy '${policy}' needs operands of the same signedness, got '${left}' and '${right}'; cast one explicitly with astype().`;
}

export function scalarOutOfRangeText<Shown extends string, Node extends string, Policy extends string>(
  shown: Shown,
  node: Node,
  policy: Policy,
): ScalarOutOfRangeText<Shown, Node, Policy> {
  return `The scalar ${shown} is out of range for '${node}' under policy '${policy}'; cast it or the array explicitly.`;
}

export function noScalarDTypeText<Kind extends string, Policy extends string>(kind: Kind, policy: Policy): NoScalarDTypeText<Kind, Policy> {
  return `Policy '${policy}' has no dtype for a ${kind} scalar.`;
}

/** A value as an error message shows it: strings quoted, everything else as JavaScript prints it. */
export function show(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`;
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'object' && value !== null) {
    try {
      return JSON.stringify(value, (_key, inner) => (typeof inner === 'bigint' ? `${inner}n` : inner)) ?? String(value);
    } catch {
      return Object.prototype.toString.call(value);
    }
  }
  return String(value);
}

export function shapeMismatchText<Left extends string, Right extends string>(left: Left, right: Right): ShapeMismatchText<Left, Right> {
  return `Shapes ${left} and ${right} do not broadcast: sizes must match or be 1, aligned from the right.`;
}

/** A shape as messages write it: `[3, 1]` (the type level's ShapeText writes the same). */
export function shapeText(shape: readonly number[]): string {
  return `[${shape.join(', ')}]`;
}

export function weakTypeAsDTypeText<Weak extends string, Strong extends string>(weak: Weak, strong: Strong): WeakTypeAsDTypeText<Weak, Strong> {
  return `'${weak}' is a weak type, the kind of a JavaScript scalar; arrays take a strong dtype such as '${strong}'.`;
}
