// einsum's signature: its subscripts parsed for the result's shape, and its operands' promotion.
import type { AnyNDArray, DTypeOf, ShapeOf } from './ndarray.js';
import type { CheckSlot } from './check-slot.js';
import type { EachBinaryResult, OutputNode, ResultArray } from './result-nodes.js';
import type { AnyDType, DType } from './dtype.js';
import type { LiteralSpecs, PolicySpec } from './policy.js';
import type { OutGiven, OutSlot } from './out.js';
import type { ProductOptions } from './product-results.js';

/**
 * einsum: with a literal subscript string the result's literal shape, each output letter sized by
 * the first operand that names it: explicit ('ij,jk->ik'), or implicit ('ij,jk': the letters named
 * once, in alphabetical order, A–Z before a–z, as NumPy orders them); subscripts with '...' or
 * shapes that are not tuples give `number[]` (or `number` for that axis). The dtype is the
 * operands' promotion.
 * @example
 * EinsumShape<'ij,jk->ik', [NDArray<'float32', [2, 3]>, NDArray<'float32', [3, 4]>]> //=> [2, 4]
 * EinsumShape<'ji,jk', [NDArray<'float32', [3, 2]>, NDArray<'float32', [3, 4]>]>     //=> [2, 4]
 */
export type EinsumShape<
  Subscripts extends string,
  Operands extends readonly unknown[],
> = Subscripts extends `${string}.${string}`
  ? number[]
  : string extends Subscripts
    ? number[]
    : Subscripts extends `${infer Inputs}->${infer Output}`
      ? LetterSizes<Letters<Output>, Terms<Inputs>, ShapesOf<Operands>>
      : LetterSizes<ImplicitOutput<Letters<Subscripts>, Subscripts>, Terms<Subscripts>, ShapesOf<Operands>>;

/** The promotion of einsum's operands under the policy (an options object last is skipped), or the preferred element type. */
export type EinsumNode<
  Operands extends readonly unknown[],
  Policy extends PolicySpec = 'jax',
> = Operands extends readonly [...infer Arrays, infer Last]
  ? Last extends AnyNDArray
    ? FoldNode<Operands, Policy>
    : Last extends { readonly preferredElementType: infer Preferred extends DType }
      ? Preferred
      : FoldNode<Arrays, Policy>
  : never;

/**
 * `out` in einsum's options (the last argument) against the array einsum gives (see OutSlot):
 * the dtype, and with literal subscripts and shapes the shape; computed only where `out` is given.
 */
export type EinsumOutSlot<
  Subscripts extends string,
  Operands extends readonly unknown[],
  Policy extends PolicySpec,
> = Operands extends readonly [...unknown[], infer Last extends OutGiven]
  ? OutSlot<
      'einsum',
      Last,
      ResultArray<EinsumNode<Operands, Policy>, EinsumShape<Subscripts, Operands>, Policy>,
      Policy
    >
  : {};

/** einsum's operands as its rest parameter takes them: the options last replaced by the check's words where it fails. */
export type EinsumOperands<Operands extends readonly unknown[], Slot> = Slot extends string
  ? Operands extends readonly [...infer Arrays, unknown]
    ? readonly [...Arrays, Slot]
    : Operands
  : Operands;

/** @ts-ignore -- in declaration files (where the line comments inside are dropped): a default checked against its bound at each call, not here (generic code) */
export type EinsumFunction<Policy extends PolicySpec = 'jax'> = <
  const Subscripts extends string,
  const Operands extends readonly [AnyNDArray, ...(AnyNDArray | ProductOptions)[]],
  // @ts-ignore -- a default that is no check slot (generic code) falls back to `{}` at the call
  OptionSlot extends CheckSlot = EinsumOutSlot<Subscripts, Operands, Policy>,
>(
  subscripts: Subscripts,
  ...operands: EinsumOperands<Operands, NoInfer<OptionSlot>>
) => Operands extends readonly [...unknown[], { readonly out: infer Out extends AnyNDArray }]
  ? Out
  : ResultArray<EinsumNode<Operands, Policy>, EinsumShape<Subscripts, Operands>, Policy>;

type FoldNode<Arrays, Policy extends PolicySpec> = Arrays extends readonly [infer First, ...infer Rest]
  ? Rest extends readonly []
    ? OutputNode<EachBinaryResult<'multiply', DTypeOf<First>, DTypeOf<First>, LiteralSpecs<Policy>>>
    : FoldRest<DTypeOf<First>, Rest, Policy>
  : never;
type FoldRest<Node, Rest, Policy extends PolicySpec> = Rest extends readonly [infer Next, ...infer More]
  ? FoldRest<
      OutputNode<EachBinaryResult<'multiply', Node & AnyDType, DTypeOf<Next>, LiteralSpecs<Policy>>>,
      More,
      Policy
    >
  : Node;

/** The letters of implicit subscripts named once, in NumPy's order (character codes: A–Z, then a–z). */
type ImplicitOutput<All extends string[], Subscripts extends string> = SortLetters<OnceLetters<All, Subscripts>>;

type OnceLetters<All extends string[], Subscripts extends string> = All extends [
  infer Head extends string,
  ...infer Tail extends string[],
]
  ? Head extends ','
    ? OnceLetters<Tail, Subscripts>
    : Subscripts extends `${string}${Head}${string}${Head}${string}`
      ? OnceLetters<Tail, Subscripts>
      : [Head, ...OnceLetters<Tail, Subscripts>]
  : [];

type Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Insertion sort by place in the alphabet (a few letters: the output of one einsum). */
type SortLetters<List extends string[], Sorted extends string[] = []> = List extends [
  infer Head extends string,
  ...infer Tail extends string[],
]
  ? SortLetters<Tail, Insert<Head, Sorted>>
  : Sorted;
type Insert<Letter extends string, Sorted extends string[]> = Sorted extends [
  infer Head extends string,
  ...infer Tail extends string[],
]
  ? Alphabet extends `${string}${Letter}${string}${Head}${string}`
    ? [Letter, ...Sorted]
    : [Head, ...Insert<Letter, Tail>]
  : [Letter];

type Letters<Text extends string> = Text extends `${infer Head}${infer Tail}`
  ? Head extends ' '
    ? Letters<Tail>
    : [Head, ...Letters<Tail>]
  : [];
type Terms<Text extends string> = Text extends `${infer Head},${infer Tail}`
  ? [Letters<Head>, ...Terms<Tail>]
  : [Letters<Text>];
type ShapesOf<Operands> = {
  [Index in keyof Operands]: Operands[Index] extends AnyNDArray ? ShapeOf<Operands[Index]> : [];
};
type LetterSizes<Output, TermList, Shapes> = {
  -readonly [Index in keyof Output]: SizeOfLetter<Output[Index], TermList, Shapes>;
};
type SizeOfLetter<Letter, TermList, Shapes> = TermList extends [infer Term, ...infer MoreTerms]
  ? Shapes extends readonly [infer Dims, ...infer MoreShapes]
    ? [IndexOf<Letter, Term>] extends [never]
      ? SizeOfLetter<Letter, MoreTerms, MoreShapes>
      : Dims extends readonly number[]
        ? Dims[IndexOf<Letter, Term>] extends infer Size extends number
          ? Size
          : number
        : number
    : number
  : number;
type IndexOf<Letter, Term, Seen extends unknown[] = []> = Term extends [infer Head, ...infer Tail]
  ? Head extends Letter
    ? Seen['length']
    : IndexOf<Letter, Tail, [...Seen, 0]>
  : never;
