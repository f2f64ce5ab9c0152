import type { AnyDType } from '../dtype.js';
import type { InputDType } from '../scalar.js';
import type { NumpyForeign, NumpyKnowledge, NumpyMainSlot, NumpyPromotion } from './numpy.generated.js';

/**
 * NumPy's n-ary `result_type` at the type level. It is not a fold: NumPy keeps the input that
 * "knows" most as the main DType (src/policy/numpy.ts `knowledgeOrder`), lets it promote each
 * input, and combines those promotions. Each step is one lookup in a generated table.
 * A wide `number` input (`'int' | 'float'`) is split into one tuple per case first, since the main
 * DType depends on the whole tuple.
 * @example NumpyResultType<['int8', 'uint8', 'float16']> //=> 'float16' (a left fold gives 'float32')
 */
export type NumpyResultType<Inputs> =
  Cases<Inputs> extends infer Nodes ? (Nodes extends readonly AnyDType[] ? Reduce<Nodes> : never) : never;

type Cases<Inputs> = Inputs extends readonly [infer First, ...infer Rest]
  ? InputDType<First> extends infer Node
    ? Node extends AnyDType
      ? [Node, ...Cases<Rest>]
      : never
    : never
  : [];

// NumPy lacks some dtypes (bfloat16), and a narrow dtype meets only itself: a tuple with one of them
// meets the first undefined pair of a left fold.
type Reduce<Nodes extends readonly AnyDType[]> = Nodes extends readonly [infer First extends AnyDType, ...infer Rest]
  ? [Extract<Nodes[number], NumpyForeign>] extends [never]
    ? Combine<Rest, MainOf<Rest, First>, NumpyMainSlot[MainOf<Rest, First>][First]>
    : Fold<First, Rest>
  : never;

type MainOf<Nodes, Main extends AnyDType> = Nodes extends readonly [infer Next extends AnyDType, ...infer Rest]
  ? MainOf<Rest, NumpyKnowledge[Main][Next]>
  : Main;

type Combine<Nodes, Main extends AnyDType, Combined> = Combined extends AnyDType
  ? Nodes extends readonly [infer Next extends AnyDType, ...infer Rest]
    ? Combine<Rest, Main, NumpyPromotion[Combined][NumpyMainSlot[Main][Next]]>
    : Combined
  : Combined;

type Fold<Combined, Nodes> = Combined extends AnyDType
  ? Nodes extends readonly [infer Next extends AnyDType, ...infer Rest]
    ? Fold<NumpyPromotion[Combined][Next], Rest>
    : Combined
  : Combined;
