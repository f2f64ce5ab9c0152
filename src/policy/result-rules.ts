// How each operation's result dtype follows from its inputs (SPEC §4): the rule column of the
// registry's operation rows, and the one function that applies a rule to a node. The type level
// applies the same rules (types/operations.ts) to `typeof` the same rows.
import { isNarrow, kindOf, toInexact, toReal, type DType, type AnyDType } from '../lattice/dtypes.js';
import {
  boolNotSupportedText,
  complexNotSupportedText,
  narrowFloatNotSupportedText,
  integerOnlyText,
  integersOnlyText,
} from '../errors/messages.js';
import { bitLevelOperations, operationRows, partRows, type resultRules } from '../registry/registry.js';
import type { BinaryOperation, BoolAsNumber, UnaryOperation } from '../../types/operations.js';

type OperationRow = (typeof operationRows)[number];

/** Each operation's registry row, by name (the rows remapped by name: no walk of every row per lookup). */
export type OperationInfo = { readonly [Row in OperationRow as Row['name']]: Row };

/** Every operation, by name. */
export type OperationName = OperationRow['name'];
// The operations of each arity are the type level's (types/operations.ts), from the same rows.
export type { BinaryOperation, UnaryOperation };
/** The result rules (the registry's `resultRules`). */
export type Rule = keyof typeof resultRules;

/** Each operation's row, by name. */
// The derived tables are marked pure so that bundles which only promote (promoteTypes) drop the rows.
export const operationInfo = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ Object.fromEntries(/* @__PURE__ */ operationRows.map((row) => [row.name, row])),
) as OperationInfo;

const rulesOf = <Arity extends 1 | 2>(arity: Arity) =>
  Object.freeze(
    Object.fromEntries(operationRows.filter((row) => row.arity === arity).map((row) => [row.name, row.rule])),
  );

/** The rule of each binary operation, by name. */
export const binaryRules = /* @__PURE__ */ rulesOf(2) as { readonly [Name in BinaryOperation]: Rule };
/** The rule of each unary operation, by name. */
export const unaryRules = /* @__PURE__ */ rulesOf(1) as { readonly [Name in UnaryOperation]: Rule };

/** Binary operations, in registry order. */
export const binaryOperations = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ Object.keys(binaryRules),
) as readonly BinaryOperation[];
/** Unary operations, in registry order. */
export const unaryOperations = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ Object.keys(unaryRules),
) as readonly UnaryOperation[];

/** True for a name the registry has an operation row for. */
export function isOperation(value: unknown): value is OperationName {
  return typeof value === 'string' && Object.hasOwn(operationInfo, value);
}

/** The parts of the functions with two results (the registry's partRows: frexp's), planned as operations are. */
export type PartName = (typeof partRows)[number]['name'];
/** What the planner and the executors run: an operation, or a part (which has no export of its own). */
export type PlannedName = OperationName | PartName;

/** Each part's row, by name. */
export const partInfo = /* @__PURE__ */ Object.freeze(
  /* @__PURE__ */ Object.fromEntries(/* @__PURE__ */ partRows.map((row) => [row.name, row])),
) as { readonly [Row in (typeof partRows)[number] as Row['name']]: Row };

/** True for a part's name (not an operation's: no public function takes it). */
export function isPart(value: unknown): value is PartName {
  return typeof value === 'string' && Object.hasOwn(partInfo, value);
}

/** The operations JAX computes on a float's bits: no 8-, 6- or 4-bit floats (the registry's bitLevelOperations). */
const bitLevel: ReadonlySet<string> = /* @__PURE__ */ new Set(bitLevelOperations);

/** The dtype bool becomes where an operation needs numbers (JAX's to_numeric_dtype). */
export const boolAsNumber = 'int32' satisfies BoolAsNumber;

/**
 * Applies a rule to the (already promoted, where the rule promotes) node. Throws a TypeError in
 * the words of types/messages.ts where the operation does not take the dtype. `defaultFloat` is
 * what `rint` makes of integers (JAX's float_: float64 with x64, float32 without).
 */
export function applyRule(rule: Rule, operation: string, node: AnyDType, defaultFloat: DType = 'float64'): AnyDType {
  const kind = kindOf(node);
  switch (rule) {
    case 'promote':
      return node;
    case 'noBool':
      if (kind === 'bool') throw new TypeError(boolNotSupportedText(operation));
      return node;
    case 'inexact':
      return toInexact(node);
    case 'inexactReal': {
      if (kind === 'complex') throw new TypeError(complexNotSupportedText(operation, node));
      const result = toInexact(node);
      // copysign, frexp, ldexp work on the float's bits (registry: bitLevelOperations)
      if (isNarrow(result) && bitLevel.has(operation))
        throw new TypeError(narrowFloatNotSupportedText(operation, node));
      return result;
    }
    case 'floor':
      if (kind === 'complex') throw new TypeError(complexNotSupportedText(operation, node));
      return kind === 'bool' ? boolAsNumber : node;
    case 'rounding':
      if (kind === 'complex') throw new TypeError(complexNotSupportedText(operation, node));
      return node;
    case 'rint':
      return kind === 'bool' || kind === 'int' || kind === 'uint' ? defaultFloat : node;
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
    case 'integer':
    case 'shift':
    case 'count':
      // Integers only; bool counts bits (count) or shifts as a number (shift).
      if (kind === 'bool' && rule !== 'integer') return rule === 'count' ? 'uint8' : boolAsNumber;
      if (kind !== 'int' && kind !== 'uint') throw new TypeError(integersOnlyText(operation, node));
      return rule === 'count' ? 'uint8' : node;
    case 'angle':
      return kind === 'bool' || kind === 'int' || kind === 'uint' ? defaultFloat : toReal(node);
    case 'exponent':
      if (kind === 'complex') throw new TypeError(complexNotSupportedText(operation, node));
      return 'int32';
    case 'realPredicate':
      if (kind === 'complex') throw new TypeError(complexNotSupportedText(operation, node));
      // signbit reads the float's bits (registry: bitLevelOperations)
      if (kind === 'float' && isNarrow(node) && bitLevel.has(operation))
        throw new TypeError(narrowFloatNotSupportedText(operation, node));
      return 'bool';
  }
}

/** The snake_case name an operation's kernels are exported under (`floorDivide` → `floor_divide`). */
export function kernelBaseName(operation: string): string {
  return operation.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}
