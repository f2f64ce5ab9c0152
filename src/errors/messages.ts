import type {
  BatchMismatchText,
  ContractionMismatchText,
  AxesCountText,
  OperandAxisText,
  OperandAxisRepeatedText,
  AxesLengthsText,
  ScalarMatmulText,
  AxisOutOfBoundsText,
  ClipComplexText,
  ClipMixedText,
  ReductionMixedText,
  AxisTwiceText,
  TensordotMixedText,
  AxisOutOfRangeText,
  AxisRepeatedText,
  MoveaxisLengthText,
  BroadcastToText,
  PermutationText,
  SqueezeSizeText,
  ConcatenateMismatchText,
  StackMismatchText,
  StackingMismatchText,
  InArgumentText,
  ConditionNotBoolText,
  BoolNotSupportedText,
  ComplexNotSupportedText,
  NarrowFloatNotSupportedText,
  EmptyResultTypeText,
  IntegerOnlyText,
  IntegersOnlyText,
  LinalgDTypeText,
  MixedSignednessText,
  NoPromotionText,
  NoScalarDTypeText,
  PolicyOperationText,
  ScalarOutOfRangeText,
  ShapeMismatchText,
  UnknownDTypeText,
  OutMismatchText,
  UnknownPolicyText,
  UndefinedOptionText,
  TopKComplexText,
  UnknownOptionText,
  WeakTypeAsDTypeText,
} from '../../types/messages.js';
import type { UnknownDTypeListText, ValidDTypesText } from '../../types/valid-dtypes-text.js';
import { dtypeNames, isNarrow, weakTypeNames } from '../lattice/dtypes.js';

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
const narrowNames = dtypeNames.filter(isNarrow);
const validDTypesText =
  `: ${dtypeNames.filter((name) => !isNarrow(name)).join(', ')}, and the narrow ${narrowNames[0]} … ${narrowNames[narrowNames.length - 1]}; weak types: ${weakTypeNames.join(', ')}.` as ValidDTypesText;

/** The runtime's unknown-dtype error: the compile error's words (UnknownDTypeText), then the valid names. */
export function unknownDTypeText<Shown extends string>(shown: Shown): UnknownDTypeListText<Shown> {
  const words: UnknownDTypeText<Shown> = `Unknown dtype ${shown}. Valid dtypes are listed in dtypes`;
  return `${words}${validDTypesText}`;
}

export function unknownPolicyText<Shown extends string, Valid extends string>(
  shown: Shown,
  valid: Valid,
): UnknownPolicyText<Shown, Valid> {
  return `Unknown promotion policy ${shown}. Valid policies: ${valid}.`;
}

export const emptyResultTypeText: EmptyResultTypeText = 'resultType: needs at least one dtype, array or scalar.';

export function boolNotSupportedText<Operation extends string>(operation: Operation): BoolNotSupportedText<Operation> {
  const remedy =
    operation === 'round' ? 'cast to a numeric dtype with astype() first' : 'use logicalXor or logicalNot instead';
  return `${operation} is not defined for 'bool'; ${remedy}.` as BoolNotSupportedText<Operation>;
}

export function linalgDTypeText<Fn extends string, Node extends string>(fn: Fn, node: Node): LinalgDTypeText<Fn, Node> {
  return `${fn}: dtype ${node} is not supported (as JAX's lax.linalg, linalg computes in float32, float64, complex64 and complex128); cast to float32 first.`;
}

export function integersOnlyText<Operation extends string, Node extends string>(
  operation: Operation,
  node: Node,
): IntegersOnlyText<Operation, Node> {
  return integerOnlyText(operation, node, false) as string as IntegersOnlyText<Operation, Node>;
}

export function integerOnlyText<Operation extends string, Node extends string>(
  operation: Operation,
  node: Node,
  bools = true,
): IntegerOnlyText<Operation, Node> {
  return `${operation} takes only ${bools ? 'bool and ' : ''}integer dtypes, not '${node}'.` as IntegerOnlyText<
    Operation,
    Node
  >;
}

export function topKComplexText<Node extends string>(node: Node): TopKComplexText<Node> {
  return `topK: complex dtype '${node}' has no order (jax.lax.top_k refuses it too); take abs() or real() first.`;
}

export function narrowFloatNotSupportedText<Operation extends string, Node extends string>(
  operation: Operation,
  node: Node,
): NarrowFloatNotSupportedText<Operation, Node> {
  return `${operation} is not defined for '${node}' (it works on the bits of 16-, 32- and 64-bit floats); cast to float32 with astype() first.`;
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

export function mixedSignednessText<
  Operation extends string,
  Left extends string,
  Right extends string,
  Policy extends string,
>(operation: Operation, left: Left, right: Right, policy: Policy): MixedSignednessText<Operation, Left, Right, Policy> {
  return `${operation} under policy '${policy}' needs operands of the same signedness, got '${left}' and '${right}'; cast one explicitly with astype().`;
}

export function scalarOutOfRangeText<Shown extends string, Node extends string, Policy extends string>(
  shown: Shown,
  node: Node,
  policy: Policy,
): ScalarOutOfRangeText<Shown, Node, Policy> {
  return `The scalar ${shown} is out of range for '${node}' under policy '${policy}'; cast it or the array explicitly.`;
}

export function noScalarDTypeText<Kind extends string, Policy extends string>(
  kind: Kind,
  policy: Policy,
): NoScalarDTypeText<Kind, Policy> {
  return `Policy '${policy}' has no dtype for a ${kind} scalar.`;
}

/**
 * A value as an error message shows it: strings quoted, bigints with `n`, numbers as JavaScript
 * prints them (NaN, -0, Infinity), lists as `[1, NaN]` and objects as `{"re":1}`, long or deep
 * ones cut short with `…`. Never throws (getters that throw, proxies, cycles).
 */
export function show(value: unknown): string {
  try {
    return showValue(value, 0);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

const shownItems = 8;
const shownDepth = 3;

function showValue(value: unknown, depth: number): string {
  switch (typeof value) {
    case 'string':
      return value.length > 40 ? `'${value.slice(0, 40)}…'` : `'${value}'`;
    case 'bigint':
      return `${value}n`;
    case 'number':
      return Object.is(value, -0) ? '-0' : String(value);
    case 'symbol':
      return value.toString();
    case 'function':
      return `function ${value.name || '(anonymous)'}`;
    case 'object':
      break;
    default:
      return String(value);
  }
  if (value === null) return 'null';
  const array = value as { dtype?: unknown; shape?: unknown; constructor?: { name?: unknown } };
  if (array.constructor?.name === 'NDArray' && typeof array.dtype === 'string' && Array.isArray(array.shape)) {
    return `an NDArray of dtype ${array.dtype} and shape ${showValue(array.shape, depth + 1)}`;
  }
  if (ArrayBuffer.isView(value))
    return `a ${Object.prototype.toString.call(value).slice(8, -1)} of ${value.byteLength} bytes`;
  if (Array.isArray(value)) {
    if (depth >= shownDepth) return value.length === 0 ? '[]' : '[…]';
    const items: string[] = [];
    for (let index = 0; index < Math.min(value.length, shownItems); index += 1) {
      items.push(index in value ? showValue(value[index], depth + 1) : '<hole>');
    }
    if (value.length > shownItems) items.push(`… ${value.length - shownItems} more`);
    return `[${items.join(', ')}]`;
  }
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return Object.prototype.toString.call(value);
  const keys = Object.keys(value);
  if (depth >= shownDepth) return keys.length === 0 ? '{}' : '{…}';
  const entries = keys
    .slice(0, shownItems)
    .map((key) => `${JSON.stringify(key)}:${showValue((value as Record<string, unknown>)[key], depth + 1)}`);
  if (keys.length > shownItems) entries.push('…');
  return `{${entries.join(',')}}`;
}

export function shapeMismatchText<Left extends string, Right extends string>(
  left: Left,
  right: Right,
): ShapeMismatchText<Left, Right> {
  return `Shapes ${left} and ${right} do not broadcast: sizes must match or be 1, aligned from the right.`;
}

export function axisOutOfRangeText<
  Operation extends string,
  Axis extends number,
  Dims extends number,
  Last extends number,
>(operation: Operation, axis: Axis, dims: Dims, last: Last): AxisOutOfRangeText<Operation, Axis, Dims, Last> {
  return `${operation}: axis ${axis} is out of range for ${dims} axes (-${dims} to ${last}).`;
}

export function axisRepeatedText<Operation extends string, Axis extends number, Shown extends string>(
  operation: Operation,
  axis: Axis,
  shown: Shown,
): AxisRepeatedText<Operation, Axis, Shown> {
  return `${operation}: axis ${axis} is repeated in ${shown}.`;
}

export function moveaxisLengthText<Source extends string, Destination extends string>(
  source: Source,
  destination: Destination,
): MoveaxisLengthText<Source, Destination> {
  return `moveaxis: source ${source} and destination ${destination} must name the same number of axes.`;
}

export function permutationText<
  Operation extends string,
  Shown extends string,
  Dims extends number,
  ShapeShown extends string,
>(
  operation: Operation,
  shown: Shown,
  dims: Dims,
  shapeShown: ShapeShown,
): PermutationText<Operation, Shown, Dims, ShapeShown> {
  return `${operation}: axes ${shown} must name each of the ${dims} axes of an array of shape ${shapeShown} once.`;
}

export function broadcastToText<From extends string, Target extends string>(
  from: From,
  target: Target,
): BroadcastToText<From, Target> {
  return `broadcastTo: cannot broadcast an array of shape ${from} to shape ${target}.`;
}

export function squeezeSizeText<Axis extends number, ShapeShown extends string, Size extends number>(
  axis: Axis,
  shapeShown: ShapeShown,
  size: Size,
): SqueezeSizeText<Axis, ShapeShown, Size> {
  return `squeeze: axis ${axis} of shape ${shapeShown} has size ${size}, not 1.`;
}

export function concatenateMismatchText<
  Position extends number,
  Shown extends string,
  First extends string,
  Axis extends number,
>(position: Position, shown: Shown, first: First, axis: Axis): ConcatenateMismatchText<Position, Shown, First, Axis> {
  return `concatenate: array ${position} has shape ${shown}, which does not match ${first} except along axis ${axis}.`;
}

export function stackingMismatchText<
  Operation extends string,
  Position extends number,
  Shown extends string,
  First extends string,
  Axis extends number,
>(
  operation: Operation,
  position: Position,
  shown: Shown,
  first: First,
  axis: Axis,
): StackingMismatchText<Operation, Position, Shown, First, Axis> {
  return `${operation}: array ${position} has shape ${shown}, which does not match ${first} except along axis ${axis}.`;
}

export function stackMismatchText<Position extends number, Shown extends string, First extends string>(
  position: Position,
  shown: Shown,
  first: First,
): StackMismatchText<Position, Shown, First> {
  return `stack: array ${position} has shape ${shown}; every array must have shape ${first}.`;
}

export function outMismatchText<
  Operation extends string,
  OutDType extends string,
  OutShape extends string,
  ResultDType extends string,
  ResultShape extends string,
>(
  operation: Operation,
  outDType: OutDType,
  outShape: OutShape,
  resultDType: ResultDType,
  resultShape: ResultShape,
): OutMismatchText<Operation, OutDType, OutShape, ResultDType, ResultShape> {
  return `${operation}: out is ${outDType} of shape ${outShape}, but the result is ${resultDType} of shape ${resultShape}; out must have exactly the result dtype and shape.`;
}

/** A shape as messages write it: `[3, 1]` (the type level's ShapeText writes the same). */
export function shapeText(shape: readonly number[]): string {
  return `[${shape.join(', ')}]`;
}

export function weakTypeAsDTypeText<Weak extends string, Strong extends string>(
  weak: Weak,
  strong: Strong,
): WeakTypeAsDTypeText<Weak, Strong> {
  return `'${weak}' is a weak type, the kind of a JavaScript scalar; arrays take a strong dtype such as '${strong}'.`;
}

export function axisOutOfBoundsText<Operation extends string, Axis extends string, Dims extends string>(
  operation: Operation,
  axis: Axis,
  dims: Dims,
): AxisOutOfBoundsText<Operation, Axis, Dims> {
  return `${operation}: axis ${axis} is out of bounds for an array of ${dims} dimensions.`;
}

export function conditionNotBoolText<Node extends string>(node: Node): ConditionNotBoolText<Node> {
  return `where: the condition must be bool (an array of dtype 'bool' or a boolean), got '${node}'; compare first (e.g. greater(x, 0)) or cast with astype('bool').`;
}

export function contractionMismatchText<
  Operation extends string,
  Left extends string,
  Right extends string,
  LeftShape extends string,
  RightShape extends string,
>(
  operation: Operation,
  left: Left,
  right: Right,
  leftShape: LeftShape,
  rightShape: RightShape,
): ContractionMismatchText<Operation, Left, Right, LeftShape, RightShape> {
  return `${operation}: contraction dimensions ${left} and ${right} differ: ${leftShape} @ ${rightShape}`;
}

export function axesCountText<
  Operation extends string,
  Axes extends string,
  LeftDims extends number,
  RightDims extends number,
>(
  operation: Operation,
  axes: Axes,
  leftDims: LeftDims,
  rightDims: RightDims,
): AxesCountText<Operation, Axes, LeftDims, RightDims> {
  return `${operation}: axes ${axes} must be an integer from 0 to the operands' dimensions (${leftDims} and ${rightDims}).`;
}

export function operandAxisText<
  Operation extends string,
  Axis extends string,
  Side extends string,
  ShapeShown extends string,
>(operation: Operation, axis: Axis, side: Side, shape: ShapeShown): OperandAxisText<Operation, Axis, Side, ShapeShown> {
  return `${operation}: axis ${axis} is out of bounds for operand ${side} of shape ${shape}.`;
}

export function operandAxisRepeatedText<
  Operation extends string,
  Axis extends number,
  Side extends string,
  Shown extends string,
>(operation: Operation, axis: Axis, side: Side, shown: Shown): OperandAxisRepeatedText<Operation, Axis, Side, Shown> {
  return `${operation}: axis ${axis} of ${side} is repeated in ${shown}.`;
}

export function axesLengthsText<
  Operation extends string,
  Left extends number,
  Right extends number,
  Shown extends string,
>(operation: Operation, left: Left, right: Right, shown: Shown): AxesLengthsText<Operation, Left, Right, Shown> {
  return `${operation}: ${left} axes of a and ${right} of b; contract as many of each (${shown}).`;
}

export function batchMismatchText<Operation extends string, LeftShape extends string, RightShape extends string>(
  operation: Operation,
  leftShape: LeftShape,
  rightShape: RightShape,
): BatchMismatchText<Operation, LeftShape, RightShape> {
  return `${operation}: batch dimensions do not broadcast: ${leftShape} @ ${rightShape}`;
}

export function scalarMatmulText<Operation extends string, Side extends string>(
  operation: Operation,
  side: Side,
): ScalarMatmulText<Operation, Side> {
  return `${operation}: operand ${side} is 0-d; ${operation} needs at least one dimension (use multiply for scalars).`;
}

export function unknownOptionText<Function extends string, Option extends string, Accepted extends string>(
  where: Function,
  option: Option,
  accepted: Accepted,
): UnknownOptionText<Function, Option, Accepted> {
  return `${where}: unknown option '${option}'; the options of ${where} are ${accepted}.`;
}

export function undefinedOptionText<Function extends string, Option extends string>(
  where: Function,
  option: Option,
): UndefinedOptionText<Function, Option> {
  return `${where}: the option '${option}' is undefined; leave it out for the default, or give it a value.`;
}

export function clipComplexText<Operand extends string, Node extends string, Policy extends string>(
  operand: Operand,
  node: Node,
  policy: Policy,
): ClipComplexText<Operand, Node, Policy> {
  return `clip: ${operand} is complex ('${node}'), and complex values have no ordering under policy '${policy}' (as in JAX); policy 'numpy' orders them as NumPy does.`;
}

export function clipMixedText(): ClipMixedText {
  return 'clip: give the bounds either positionally, clip(x, min, max, { out }), or as keywords, clip(x, { min, max, out }), not both.';
}

export function tensordotMixedText(): TensordotMixedText {
  return 'tensordot: give the options either after the axes, tensordot(a, b, axes, { out }), or with them, tensordot(a, b, { axes, out }), not both.';
}

export function reductionMixedText<Name extends string>(name: Name): ReductionMixedText<Name> {
  return `${name}: give the options once, as ${name}(x, { axis, … }) or ${name}(x, axis, { … }), not both.`;
}

export function axisTwiceText<Name extends string>(name: Name): AxisTwiceText<Name> {
  return `${name}: the axis is given twice, as ${name}(x, axis) and in the options; give it once.`;
}

export function inArgumentText<Operation extends string, Argument extends string, Message extends string>(
  operation: Operation,
  argument: Argument,
  message: Message,
): InArgumentText<Operation, Argument, Message> {
  return `${operation}: ${argument}: ${message}`;
}
