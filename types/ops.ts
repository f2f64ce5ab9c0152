import type { dtypeInfo, weakInfo } from '../src/dtypes.js';
import type { binaryRules, boolAsNumber, unaryRules } from '../src/operations.js';
import type { AnyDType } from './dtype.js';
import type { DTypeError } from './error.js';
import type { BoolNotSupportedText, ComplexNotSupportedText, IntegerOnlyText } from './messages.js';
import type { OperationTables, PolicySpec, TableKey } from './policy.js';
import type { Promote } from './promote.js';

/** The operations with two operands, by name (`'add'`, `'divide'`, `'less'` …). */
export type BinaryOperation = keyof typeof binaryRules;

/** The operations with one operand, by name (`'negative'`, `'abs'`, `'sqrt'` …). */
export type UnaryOperation = keyof typeof unaryRules;

/**
 * The result dtype of a binary operation (SPEC §4), read from the same rule table as the runtime.
 * Under a policy with its own rule for the operation (e.g. true division under 'numpy'), one
 * lookup in that policy's generated operation table.
 * @example
 * BinaryResult<'divide', 'int8', 'uint8'>           //=> 'float32'
 * BinaryResult<'divide', 'int8', 'uint8', 'numpy'>  //=> 'float64'
 */
export type BinaryResult<
  Operation extends BinaryOperation,
  Left extends AnyDType,
  Right extends AnyDType,
  Policy extends PolicySpec = 'jax',
> = (typeof binaryRules)[Operation] extends 'logical'
  ? 'bool'
  : [OwnOperationTable<TableKey<Policy>, Operation>] extends [never]
    ? ApplyRule<(typeof binaryRules)[Operation], Operation, Promote<Left, Right, Policy>>
    : Cell<OwnOperationTable<TableKey<Policy>, Operation>, Left, Right>;

/** A policy's own table for an operation, or never where SPEC §4's rule applies. */
type OwnOperationTable<Key, Operation> = Key extends keyof OperationTables
  ? Operation extends keyof OperationTables[Key]
    ? OperationTables[Key][Operation]
    : never
  : never;

type Cell<Table, Left, Right> = Left extends keyof Table ? (Right extends keyof Table[Left] ? Table[Left][Right] : never) : never;

/**
 * The result dtype of a unary operation (SPEC §4).
 * @example UnaryResult<'abs', 'complex64'> //=> 'float32'
 */
export type UnaryResult<Operation extends UnaryOperation, Input extends AnyDType> = ApplyRule<
  (typeof unaryRules)[Operation],
  Operation,
  Input
>;

/** `Add<Int8, Uint8>` is `Int16`. */
export type Add<Left extends AnyDType, Right extends AnyDType, Policy extends PolicySpec = 'jax'> = BinaryResult<'add', Left, Right, Policy>;
/** bool − bool is an error. */
export type Subtract<Left extends AnyDType, Right extends AnyDType, Policy extends PolicySpec = 'jax'> = BinaryResult<'subtract', Left, Right, Policy>;
export type Multiply<Left extends AnyDType, Right extends AnyDType, Policy extends PolicySpec = 'jax'> = BinaryResult<'multiply', Left, Right, Policy>;
/** True division: integers give float32 (float64 for 64-bit integers). */
export type Divide<Left extends AnyDType, Right extends AnyDType, Policy extends PolicySpec = 'jax'> = BinaryResult<'divide', Left, Right, Policy>;
/** bool becomes int32; complex is an error. */
export type FloorDivide<Left extends AnyDType, Right extends AnyDType, Policy extends PolicySpec = 'jax'> = BinaryResult<'floorDivide', Left, Right, Policy>;
export type Remainder<Left extends AnyDType, Right extends AnyDType, Policy extends PolicySpec = 'jax'> = BinaryResult<'remainder', Left, Right, Policy>;
export type Power<Left extends AnyDType, Right extends AnyDType, Policy extends PolicySpec = 'jax'> = BinaryResult<'power', Left, Right, Policy>;
export type Maximum<Left extends AnyDType, Right extends AnyDType, Policy extends PolicySpec = 'jax'> = BinaryResult<'maximum', Left, Right, Policy>;
export type Minimum<Left extends AnyDType, Right extends AnyDType, Policy extends PolicySpec = 'jax'> = BinaryResult<'minimum', Left, Right, Policy>;
export type Equal<Left extends AnyDType, Right extends AnyDType, Policy extends PolicySpec = 'jax'> = BinaryResult<'equal', Left, Right, Policy>;
export type NotEqual<Left extends AnyDType, Right extends AnyDType, Policy extends PolicySpec = 'jax'> = BinaryResult<'notEqual', Left, Right, Policy>;
export type Less<Left extends AnyDType, Right extends AnyDType, Policy extends PolicySpec = 'jax'> = BinaryResult<'less', Left, Right, Policy>;
export type LessEqual<Left extends AnyDType, Right extends AnyDType, Policy extends PolicySpec = 'jax'> = BinaryResult<'lessEqual', Left, Right, Policy>;
export type Greater<Left extends AnyDType, Right extends AnyDType, Policy extends PolicySpec = 'jax'> = BinaryResult<'greater', Left, Right, Policy>;
export type GreaterEqual<Left extends AnyDType, Right extends AnyDType, Policy extends PolicySpec = 'jax'> = BinaryResult<'greaterEqual', Left, Right, Policy>;
export type BitwiseAnd<Left extends AnyDType, Right extends AnyDType, Policy extends PolicySpec = 'jax'> = BinaryResult<'bitwiseAnd', Left, Right, Policy>;
export type BitwiseOr<Left extends AnyDType, Right extends AnyDType, Policy extends PolicySpec = 'jax'> = BinaryResult<'bitwiseOr', Left, Right, Policy>;
export type BitwiseXor<Left extends AnyDType, Right extends AnyDType, Policy extends PolicySpec = 'jax'> = BinaryResult<'bitwiseXor', Left, Right, Policy>;
export type LogicalAnd<Left extends AnyDType, Right extends AnyDType> = BinaryResult<'logicalAnd', Left, Right>;
export type LogicalOr<Left extends AnyDType, Right extends AnyDType> = BinaryResult<'logicalOr', Left, Right>;
export type LogicalXor<Left extends AnyDType, Right extends AnyDType> = BinaryResult<'logicalXor', Left, Right>;

/** bool is an error. */
export type Negative<Input extends AnyDType> = UnaryResult<'negative', Input>;
/** The real dtype of complex; others unchanged. */
export type Abs<Input extends AnyDType> = UnaryResult<'abs', Input>;
/** bool becomes int32. */
export type Square<Input extends AnyDType> = UnaryResult<'square', Input>;
export type Sqrt<Input extends AnyDType> = UnaryResult<'sqrt', Input>;
export type Exp<Input extends AnyDType> = UnaryResult<'exp', Input>;
export type Log<Input extends AnyDType> = UnaryResult<'log', Input>;
export type Sin<Input extends AnyDType> = UnaryResult<'sin', Input>;
export type Cos<Input extends AnyDType> = UnaryResult<'cos', Input>;
export type Tanh<Input extends AnyDType> = UnaryResult<'tanh', Input>;
export type BitwiseNot<Input extends AnyDType> = UnaryResult<'bitwiseNot', Input>;
export type LogicalNot<Input extends AnyDType> = UnaryResult<'logicalNot', Input>;

type Facts = typeof dtypeInfo & typeof weakInfo;

// Distributes over a union of nodes (the wide `number` scalar) and passes errors through.
type ApplyRule<Rule, Operation extends string, Node> = Node extends DTypeError<string>
  ? Node
  : Node extends AnyDType
    ? Rule extends 'promote'
      ? Node
      : Rule extends 'noBool'
        ? Node extends 'bool'
          ? DTypeError<BoolNotSupportedText<Operation>>
          : Node
        : Rule extends 'inexact'
          ? Facts[Node]['inexact']
          : Rule extends 'floor'
            ? Facts[Node]['kind'] extends 'complex'
              ? DTypeError<ComplexNotSupportedText<Operation, Node>>
              : Node extends 'bool'
                ? typeof boolAsNumber
                : Node
            : Rule extends 'numeric'
              ? Node extends 'bool'
                ? typeof boolAsNumber
                : Node
              : Rule extends 'compare' | 'logical'
                ? 'bool'
                : Rule extends 'bitwise'
                  ? Facts[Node]['kind'] extends 'float' | 'complex'
                    ? DTypeError<IntegerOnlyText<Operation, Node>>
                    : Node
                  : Rule extends 'real'
                    ? Facts[Node]['real']
                    : never
    : never;
