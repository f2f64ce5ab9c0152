/**
 * The words of every dtype error, at the type level. `src/errors/messages.ts` writes the same texts at
 * run time, and its functions are annotated with these types, so the compiler proves that the
 * runtime error and the compile-time error say the same thing.
 * (It imports nothing: the build ships it once, as a .d.cts both trees import, and what it imported
 * would come in twice for a consumer, as both trees' copies. The texts that list the registry's
 * names are in valid-dtypes-text.ts.)
 */

/** A promotion the policy does not define. */
export type NoPromotionText<
  Left extends string,
  Right extends string,
  Policy extends string,
> = `No implicit promotion between '${Left}' and '${Right}' under policy '${Policy}'; cast one explicitly with astype() to the dtype you want.`;

/**
 * A name that is not a dtype, as compile errors say it (short: a compile error stays under 300
 * characters). `Shown` is the value as written, e.g. `'int9'` or `undefined`. The runtime's error
 * goes on with the valid names (UnknownDTypeListText, types/valid-dtypes-text.ts).
 */
export type UnknownDTypeText<Shown extends string> = `Unknown dtype ${Shown}. Valid dtypes are listed in dtypes`;

type JoinNames<Names extends readonly unknown[]> = Names extends readonly [
  infer First extends string | number,
  ...infer Rest,
]
  ? Rest extends readonly []
    ? First
    : `${First}, ${JoinNames<Rest>}`
  : string;

/** A name that is not a policy. */
export type UnknownPolicyText<
  Shown extends string,
  Valid extends string,
> = `Unknown promotion policy ${Shown}. Valid policies: ${Valid}.`;

/** resultType() with nothing to promote. */
export type EmptyResultTypeText = 'resultType: needs at least one dtype, array or scalar.';

/** subtract and negative on bool (as in NumPy and JAX); round (lax.round has no bool). */
export type BoolNotSupportedText<Operation extends string> = Operation extends 'round'
  ? `${Operation} is not defined for 'bool'; cast to a numeric dtype with astype() first.`
  : `${Operation} is not defined for 'bool'; use logicalXor or logicalNot instead.`;

/** Bitwise operations on floats or complex. */
/** gcd, lcm, the shifts (jnp's) on bool (gcd, lcm), floats or complex. */
export type IntegersOnlyText<
  Operation extends string,
  Node extends string,
> = `${Operation} takes only integer dtypes, not '${Node}'.`;

export type IntegerOnlyText<
  Operation extends string,
  Node extends string,
> = `${Operation} takes only bool and integer dtypes, not '${Node}'.`;

/** copysign, frexp, ldexp and signbit on a float of 8 bits or fewer (JAX reads a float's bits as an int16/32/64). */
export type NarrowFloatNotSupportedText<
  Operation extends string,
  Node extends string,
> = `${Operation} is not defined for '${Node}' (it works on the bits of 16-, 32- and 64-bit floats); cast to float32 with astype() first.`;

/** floorDivide and remainder on complex. */
export type ComplexNotSupportedText<
  Operation extends string,
  Node extends string,
> = `${Operation} is not defined for complex dtype '${Node}'.`;

/** topK of a complex array (jax.lax.top_k refuses complex too: complex numbers have no order). */
export type TopKComplexText<Node extends string> =
  `topK: complex dtype '${Node}' has no order (jax.lax.top_k refuses it too); take abs() or real() first.`;

/** Two shapes that do not broadcast (NumPy's rule). Shapes are written as `[3, 1]`. */
export type ShapeMismatchText<
  Left extends string,
  Right extends string,
> = `Shapes ${Left} and ${Right} do not broadcast: sizes must match or be 1, aligned from the right.`;

/** An operation a policy's system does not define for a dtype (e.g. true division of integers under 'array-api'). */
export type PolicyOperationText<
  Operation extends string,
  Node extends string,
  Policy extends string,
> = `${Operation} is not defined for '${Node}' under policy '${Policy}'.`;

/** Triton's division and remainder refuse integers of different signedness. */
export type MixedSignednessText<
  Operation extends string,
  Left extends string,
  Right extends string,
  Policy extends string,
> = `${Operation} under policy '${Policy}' needs operands of the same signedness, got '${Left}' and '${Right}'; cast one explicitly with astype().`;

/** A weak int scalar whose value the dtype it takes cannot hold (a RangeError at run time only). */
export type ScalarOutOfRangeText<
  Shown extends string,
  Node extends string,
  Policy extends string,
> = `The scalar ${Shown} is out of range for '${Node}' under policy '${Policy}'; cast it or the array explicitly.`;

/** A scalar kind a policy's system has no dtype for (complex under 'triton'). */
export type NoScalarDTypeText<
  Kind extends string,
  Policy extends string,
> = `Policy '${Policy}' has no dtype for a ${Kind} scalar.`;

/** A weak type given where an array needs a strong dtype. */
export type WeakTypeAsDTypeText<
  Weak extends string,
  Strong extends string,
> = `'${Weak}' is a weak type, the kind of a JavaScript scalar; arrays take a strong dtype such as '${Strong}'.`;

/** A reduction's axis outside the array's dimensions (NumPy's AxisError). */
export type AxisOutOfBoundsText<
  Operation extends string,
  Axis extends string,
  Dims extends string,
> = `${Operation}: axis ${Axis} is out of bounds for an array of ${Dims} dimensions.`;

/** A length (fft's `n`, an entry of `s`) below 1: the runtime's checkLength (src/ops/fft.ts). */
export type LengthBelowOneText<
  Operation extends string,
  Name extends string,
  Value extends string,
> = `${Operation}: ${Name} must be at least 1, got ${Value}.`;

/** A list of axes given to a reduction along one axis (argmax, cumsum …). */
export type OneAxisText<
  Operation extends string,
  Shown extends string,
> = `${Operation}: axis is one axis (or undefined, for the flattened array), got ${Shown}.`;

/** where() with a condition that is not a bool array or boolean. */
export type ConditionNotBoolText<Node extends string> =
  `where: the condition must be bool (an array of dtype 'bool' or a boolean), got '${Node}'; compare first (e.g. greater(x, 0)) or cast with astype('bool').`;

/** slice()/at() with more integer indices and slices than the array has axes. */
export type TooManyIndicesText<
  Operation extends string,
  Shown extends string,
  Axes extends number,
  Count extends number,
> = `${Operation}: too many indices for an array of shape ${Shown}: ${Axes} axes, ${Count} indexed.`;

/** An integer index outside its axis (slices clamp; integers do not). */
export type IndexOutOfBoundsText<
  Operation extends string,
  Index extends number,
  Axis extends number,
  Size extends number,
> = `${Operation}: index ${Index} is out of bounds for axis ${Axis} with size ${Size}.`;

/** A view's axis outside the array's axes (transpose, permuteDims, expandDims, squeeze, concatenate, stack). */
export type AxisOutOfRangeText<
  Operation extends string,
  Axis extends number,
  Dims extends number,
  Last extends number,
> = `${Operation}: axis ${Axis} is out of range for ${Dims} axes (-${Dims} to ${Last}).`;

/** A view's axis named twice (the list as messages show it: `[1, 1]`). */
export type AxisRepeatedText<
  Operation extends string,
  Axis extends number,
  Shown extends string,
> = `${Operation}: axis ${Axis} is repeated in ${Shown}.`;

/** moveaxis() with source and destination lists of different lengths. */
export type MoveaxisLengthText<
  Source extends string,
  Destination extends string,
> = `moveaxis: source ${Source} and destination ${Destination} must name the same number of axes.`;

/** transpose()/permuteDims() with axes that are not a permutation of the array's. */
export type PermutationText<
  Operation extends string,
  Shown extends string,
  Dims extends number,
  ShapeShown extends string,
> = `${Operation}: axes ${Shown} must name each of the ${Dims} axes of an array of shape ${ShapeShown} once.`;

/** broadcastTo() a shape the array does not broadcast to. */
export type BroadcastToText<
  From extends string,
  Target extends string,
> = `broadcastTo: cannot broadcast an array of shape ${From} to shape ${Target}.`;

/** squeeze() of an axis whose size is not 1. */
export type SqueezeSizeText<
  Axis extends number,
  ShapeShown extends string,
  Size extends number,
> = `squeeze: axis ${Axis} of shape ${ShapeShown} has size ${Size}, not 1.`;

/** concatenate() of an array whose shape differs from the first's other than along the axis. */
export type ConcatenateMismatchText<
  Position extends number,
  Shown extends string,
  First extends string,
  Axis extends number,
> = `concatenate: array ${Position} has shape ${Shown}, which does not match ${First} except along axis ${Axis}.`;

/** hstack/vstack/dstack/columnStack of an array whose shape (made 1-, 2- or 3-d) differs from the first's other than along the axis. */
export type StackingMismatchText<
  Operation extends string,
  Position extends number,
  Shown extends string,
  First extends string,
  Axis extends number,
> = `${Operation}: array ${Position} has shape ${Shown}, which does not match ${First} except along axis ${Axis}.`;

/** stack() of an array whose shape differs from the first's. */
export type StackMismatchText<
  Position extends number,
  Shown extends string,
  First extends string,
> = `stack: array ${Position} has shape ${Shown}; every array must have shape ${First}.`;

/** matmul/dot with a contraction axis of different sizes on the two sides. */
export type ContractionMismatchText<
  Operation extends string,
  Left extends string,
  Right extends string,
  LeftShape extends string,
  RightShape extends string,
> = `${Operation}: contraction dimensions ${Left} and ${Right} differ: ${LeftShape} @ ${RightShape}`;

/** matmul's batch axes (all but the last two) that do not broadcast. */
export type BatchMismatchText<
  Operation extends string,
  LeftShape extends string,
  RightShape extends string,
> = `${Operation}: batch dimensions do not broadcast: ${LeftShape} @ ${RightShape}`;

/** matmul of a 0-d operand (NumPy: use multiply). */
export type ScalarMatmulText<
  Operation extends string,
  Side extends string,
> = `${Operation}: operand ${Side} is 0-d; ${Operation} needs at least one dimension (use multiply for scalars).`;
/** tensordot with a count of axes that is no integer from 0 to both operands' dimensions. */
export type AxesCountText<
  Operation extends string,
  Axes extends string,
  LeftDims extends number,
  RightDims extends number,
> = `${Operation}: axes ${Axes} must be an integer from 0 to the operands' dimensions (${LeftDims} and ${RightDims}).`;

/** A product's axis that its operand does not have (`tensordot(a, b, [[2], [0]])` of a 2-d a). */
export type OperandAxisText<
  Operation extends string,
  Axis extends string,
  Side extends string,
  ShapeShown extends string,
> = `${Operation}: axis ${Axis} is out of bounds for operand ${Side} of shape ${ShapeShown}.`;

/** A product's axis listed twice for one operand. */
export type OperandAxisRepeatedText<
  Operation extends string,
  Axis extends number,
  Side extends string,
  Shown extends string,
> = `${Operation}: axis ${Axis} of ${Side} is repeated in ${Shown}.`;

/** Lists of axes to contract of different lengths. */
export type AxesLengthsText<
  Operation extends string,
  Left extends number,
  Right extends number,
  Shown extends string,
> = `${Operation}: ${Left} axes of a and ${Right} of b; contract as many of each (${Shown}).`;

/** An options object naming an option the function does not take (`sum(x, { axes: 1 })`). */
export type UnknownOptionText<
  Function extends string,
  Option extends string,
  Accepted extends string,
> = `${Function}: unknown option '${Option}'; the options of ${Function} are ${Accepted}.`;

/**
 * An option present but undefined (`{ out: c.T }` where `c.T` is undefined): an error, never the
 * default, which would silently leave `c` untouched.
 */
export type UndefinedOptionText<
  Function extends string,
  Option extends string,
> = `${Function}: the option '${Option}' is undefined; leave it out for the default, or give it a value.`;

/**
 * array() of values whose type lets an element be undefined where it is present (`[1, undefined]`,
 * `(number | undefined)[]`); a tuple's optional element may be absent instead.
 */
export type UndefinedValueText =
  'array(): a value may be undefined, which is not a number, bigint, boolean or { re, im } (an optional tuple element may be left out, not set to undefined).';

/** An `out` whose dtype or shape is not the result's (a TypeError for the dtype, else a RangeError). */
export type OutMismatchText<
  Operation extends string,
  OutDType extends string,
  OutShape extends string,
  ResultDType extends string,
  ResultShape extends string,
> = `${Operation}: out is ${OutDType} of shape ${OutShape}, but the result is ${ResultDType} of shape ${ResultShape}; out must have exactly the result dtype and shape.`;

/** Names joined as error messages list them: `axis, keepdims, out`. */
export type JoinedNames<Names extends readonly unknown[]> = JoinNames<Names>;

/** clip of a complex input or bound, except under 'numpy' (JAX: complex values have no ordering). */
export type ClipComplexText<
  Operand extends string,
  Node extends string,
  Policy extends string,
> = `clip: ${Operand} is complex ('${Node}'), and complex values have no ordering under policy '${Policy}' (as in JAX); policy 'numpy' orders them as NumPy does.`;

/** clip given its keywords object and a further argument (a bound or options after `{ min, max }`). */
export type ClipMixedText =
  'clip: give the bounds either positionally, clip(x, min, max, { out }), or as keywords, clip(x, { min, max, out }), not both.';

/** tensordot given its keywords object and options after it. */
export type TensordotMixedText =
  'tensordot: give the options either after the axes, tensordot(a, b, axes, { out }), or with them, tensordot(a, b, { axes, out }), not both.';

/** A reduction given its options object and a second one after it. */
export type ReductionMixedText<Name extends string> =
  `${Name}: give the options once, as ${Name}(x, { axis, … }) or ${Name}(x, axis, { … }), not both.`;

/** A reduction given a positional axis and `axis` in the options after it. */
export type AxisTwiceText<Name extends string> =
  `${Name}: the axis is given twice, as ${Name}(x, axis) and in the options; give it once.`;

/** An error of one argument of clip or where, prefixed with the function and the argument. */
export type InArgumentText<
  Operation extends string,
  Argument extends string,
  Message extends string,
> = `${Operation}: ${Argument}: ${Message}`;

/** A dtype linalg does not compute in (the narrow floats: JAX's lax.linalg refuses them). */
export type LinalgDTypeText<
  Fn extends string,
  Node extends string,
> = `${Fn}: dtype ${Node} is not supported (as JAX's lax.linalg, linalg computes in float32, float64, complex64 and complex128); cast to float32 first.`;
