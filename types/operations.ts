import type { DTypeInfo, NarrowDType, WeakInfo } from './dtype-rows.js';
import type { bitLevelOperations, operationRows } from '../src/registry/registry.js';
import type { AnyDType, WeakType } from './dtype.js';
import type { DTypeError } from './error.js';
import type {
  BoolNotSupportedText,
  ComplexNotSupportedText,
  IntegerOnlyText,
  IntegersOnlyText,
  NarrowFloatNotSupportedText,
} from './messages.js';
import type { OperationTables, PolicyOf, PolicySpec, TableKey, UnaryTables, WeakDTypeTables, X64Of } from './policy.js';
import type { Promote } from './promote.js';

type OperationRow = (typeof operationRows)[number];

/** The operations with two operands (`'add'`, `'divide'`, `'less'` …), from the registry's rows. */
export type BinaryOperation = Extract<OperationRow, { readonly arity: 2 }>['name'];
/** The operations with one operand (`'negative'`, `'sqrt'` …). */
export type UnaryOperation = Extract<OperationRow, { readonly arity: 1 }>['name'];
/** The operations that are NDArray methods too (the rows without `method: false`). */
type MethodRow = Exclude<OperationRow, { readonly method: false }>;
/** The binary operations that are NDArray methods (`a.add(b)`). */
export type BinaryMethodOperation = Extract<MethodRow, { readonly arity: 2 }>['name'];
/** The unary operations that are NDArray methods (`a.exp()`). */
export type UnaryMethodOperation = Extract<MethodRow, { readonly arity: 1 }>['name'];

/** The dtype bool becomes where an operation needs numbers (JAX's to_numeric_dtype; src/policy/result-rules.ts `boolAsNumber`). */
export type BoolAsNumber = 'int32';

/**
 * The result dtype of a binary operation (SPEC §4), read from the registry row's rule (the
 * runtime applies the same row). Under a policy with its own rule for the operation (e.g. true
 * division under 'numpy'), one lookup in that policy's generated operation table. Under a system
 * without weak arrays a weak result is the dtype that system gives it.
 * @example
 * BinaryResult<'divide', 'int8', 'uint8'>           //=> 'float32'
 * BinaryResult<'divide', 'int8', 'uint8', 'numpy'>  //=> 'float64'
 * BinaryResult<'add', 'int', 'int', 'numpy'>        //=> 'int64'
 */
export type BinaryResult<
  Operation extends BinaryOperation,
  Left extends AnyDType,
  Right extends AnyDType,
  Policy extends PolicySpec = 'jax',
> = Policy extends 'jax'
  ? RuleResult<Operation, Promote<Left, Right, 'jax'>>
  : ResultNode<OwnCell<OwnOperationTable<TableKey<Policy>, Operation>, Operation, Left, Right, Policy>, Policy>;

/**
 * SPEC §4's rule of a binary operation applied to the promotion (logical operations too: their
 * operands must promote, as jnp.logical_and's do, and the result is bool).
 */
type RuleResult<Operation extends BinaryOperation, Promoted> = ApplyRule<
  RuleOf<Operation>,
  Operation,
  Promoted,
  'float64'
>;

/**
 * The result dtype of a unary operation (SPEC §4) under a policy: JAX's rules, or one lookup in
 * the policy's generated unary table (NumPy's loops, PyTorch's default float …).
 * @example
 * UnaryResult<'abs', 'complex64'>        //=> 'float32'
 * UnaryResult<'sqrt', 'int8', 'numpy'>   //=> 'float16'
 */
export type UnaryResult<Operation extends UnaryOperation, Input extends AnyDType, Policy extends PolicySpec = 'jax'> =
  TableKey<Policy> extends infer Key extends keyof UnaryTables
    ? UnaryCell<UnaryTables[Key], Operation, Input>
    : ApplyRule<RuleOf<Operation>, Operation, Input, X64Of<Policy> extends false ? 'float32' : 'float64'>;

/**
 * The node a result has under a policy: JAX's policies keep weak results weakly typed; the other
 * systems have no weak arrays, so a weak result becomes the dtype that system gives a lone scalar.
 */
export type ResultNode<Node, Policy extends PolicySpec> = Node extends WeakType
  ? PolicyOf<Policy> extends 'jax' | 'strict'
    ? Node
    : WeakDTypeTables[Exclude<TableKey<Policy>, 'jax' | 'jax-x32' | 'strict'>][Node]
  : Node;

/**
 * Each operation's rule, read once from the registry rows. Keyed by remapping the rows (not
 * `Extract<OperationRow, { name: Name }>` per name, which walks every row at each lookup: with ~50
 * rows that was ~250 instantiations per operation in the declarations' check).
 */
type Rules = { readonly [Row in OperationRow as Row['name']]: Row['rule'] };
type RuleOf<Operation extends BinaryOperation | UnaryOperation> = Rules[Operation];

/** A policy's own table for an operation, or never where SPEC §4's rule applies. */
type OwnOperationTable<Key, Operation> = Key extends keyof OperationTables
  ? Operation extends keyof OperationTables[Key]
    ? OperationTables[Key][Operation]
    : never
  : never;

/** A policy's own cell where its table has one, else SPEC §4's rule on the promotion (per node of a union). */
type OwnCell<
  Table,
  Operation extends BinaryOperation,
  Left extends AnyDType,
  Right extends AnyDType,
  Policy extends PolicySpec,
> = [Table] extends [never]
  ? RuleResult<Operation, Promote<Left, Right, Policy>>
  : Left extends keyof Table
    ? Right extends keyof Table[Left]
      ? Table[Left][Right]
      : RuleResult<Operation, Promote<Left, Right, Policy>>
    : RuleResult<Operation, Promote<Left, Right, Policy>>;

type UnaryCell<Table, Operation, Input> = Operation extends keyof Table
  ? Input extends keyof Table[Operation]
    ? Table[Operation][Input]
    : never
  : never;

type Facts = DTypeInfo & WeakInfo;

/** The operations JAX computes on a float's bits: the 8-, 6- and 4-bit floats are refused (the registry's bitLevelOperations). */
type BitLevelOperation = (typeof bitLevelOperations)[number];

// Distributes over a union of nodes (the wide `number` scalar) and passes errors through.
// `DefaultFloat` is what rint makes of integers (JAX's float_).
export type ApplyRule<Rule, Operation extends string, Node, DefaultFloat> =
  Node extends DTypeError<string>
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
            : Rule extends 'floor' | 'rounding' | 'inexactReal'
              ? Facts[Node]['kind'] extends 'complex'
                ? DTypeError<ComplexNotSupportedText<Operation, Node>>
                : Rule extends 'inexactReal'
                  ? [Operation, Facts[Node]['inexact']] extends [BitLevelOperation, NarrowDType]
                    ? DTypeError<NarrowFloatNotSupportedText<Operation, Node>>
                    : Facts[Node]['inexact']
                  : Rule extends 'floor'
                    ? Node extends 'bool'
                      ? BoolAsNumber
                      : Node
                    : Node
              : Rule extends 'rint'
                ? Facts[Node]['kind'] extends 'bool' | 'int' | 'uint'
                  ? DefaultFloat
                  : Node
                : Rule extends 'numeric'
                  ? Node extends 'bool'
                    ? BoolAsNumber
                    : Node
                  : Rule extends 'compare' | 'logical'
                    ? 'bool'
                    : Rule extends 'bitwise'
                      ? Facts[Node]['kind'] extends 'float' | 'complex'
                        ? DTypeError<IntegerOnlyText<Operation, Node>>
                        : Node
                      : Rule extends 'real'
                        ? Facts[Node]['real']
                        : Rule extends 'integer' | 'shift'
                          ? Facts[Node]['kind'] extends 'int' | 'uint'
                            ? Node
                            : [Rule, Node] extends ['shift', 'bool']
                              ? BoolAsNumber
                              : DTypeError<IntegersOnlyText<Operation, Node>>
                          : Rule extends 'count'
                            ? Facts[Node]['kind'] extends 'int' | 'uint' | 'bool'
                              ? 'uint8'
                              : DTypeError<IntegersOnlyText<Operation, Node>>
                            : Rule extends 'angle'
                              ? Facts[Node]['kind'] extends 'bool' | 'int' | 'uint'
                                ? DefaultFloat
                                : Facts[Node]['real']
                              : Rule extends 'realPredicate'
                                ? Facts[Node]['kind'] extends 'complex'
                                  ? DTypeError<ComplexNotSupportedText<Operation, Node>>
                                  : [Operation, Facts[Node]] extends [
                                        BitLevelOperation,
                                        { readonly kind: 'float'; readonly narrow: object },
                                      ]
                                    ? DTypeError<NarrowFloatNotSupportedText<Operation, Node>>
                                    : 'bool'
                                : Rule extends 'exponent'
                                  ? Facts[Node]['kind'] extends 'complex'
                                    ? DTypeError<ComplexNotSupportedText<Operation, Node>>
                                    : 'int32'
                                  : never
      : never;
