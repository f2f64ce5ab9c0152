// Small-number arithmetic on literal dimensions, for the shapes tile, pad, split and repeat give.
// Numbers are counted as tuple lengths, so each helper stops at `Limit` elements and answers
// `number` beyond it (or for a wide, negative or fractional input): the checker's work stays a
// few hundred instantiations per dimension, and the static shape still covers the runtime one.

/** The largest dimension computed literally; beyond it a dimension is `number`. */
type Limit = 512;
// Built by doubling (nine tuple spreads), not as Counter<Limit>: declared, the alias is evaluated
// whenever the declarations are checked (skipLibCheck false), and counting to 512 one element at
// a time cost about 140,000 instantiations there.
type Tuple1 = [unknown];
type Tuple2 = [...Tuple1, ...Tuple1];
type Tuple4 = [...Tuple2, ...Tuple2];
type Tuple8 = [...Tuple4, ...Tuple4];
type Tuple16 = [...Tuple8, ...Tuple8];
type Tuple32 = [...Tuple16, ...Tuple16];
type Tuple64 = [...Tuple32, ...Tuple32];
type Tuple128 = [...Tuple64, ...Tuple64];
type Tuple256 = [...Tuple128, ...Tuple128];
type LimitTuple = [...Tuple256, ...Tuple256];

/**
 * A tuple of `Size` elements, or `never` for a wide, negative, fractional or too large `Size`.
 * @example Counter<2> //=> [unknown, unknown]
 */
export type Counter<Size, Acc extends unknown[] = []> = number extends Size
  ? never
  : Size extends number
    ? Acc['length'] extends Size
      ? Acc
      : Acc['length'] extends Limit
        ? never
        : Counter<Size, [...Acc, unknown]>
    : never;

/**
 * Left + Right for literal dimensions; `number` otherwise.
 * @example DimAdd<2, 3> //=> 5
 */
export type DimAdd<Left, Right> = [Counter<Left>, Counter<Right>] extends [
  infer First extends unknown[],
  infer Second extends unknown[],
]
  ? [First] extends [never]
    ? number
    : [Second] extends [never]
      ? number
      : [...First, ...Second]['length']
  : number;

/**
 * Left × Right for literal dimensions (a product up to `Limit`); `number` otherwise.
 * @example DimMultiply<2, 3> //=> 6
 */
export type DimMultiply<Left, Right> = [Counter<Left>, Counter<Right>] extends [
  infer First extends unknown[],
  infer Second extends unknown[],
]
  ? [First] extends [never]
    ? number
    : [Second] extends [never]
      ? number
      : Times<First, Second['length'], [], []>
  : number;

/**
 * Dividend ÷ Divisor where it divides exactly; `never` where it does not; `number` for wide inputs.
 * @example DimDivide<6, 3> //=> 2
 */
export type DimDivide<Dividend, Divisor> = [Counter<Dividend>, Counter<Divisor>] extends [
  infer Whole extends unknown[],
  infer Part extends unknown[],
]
  ? [Whole] extends [never]
    ? number
    : [Part] extends [never]
      ? number
      : Part extends []
        ? never
        : Chunks<Whole, Part, []>
  : number;

/**
 * max(Stop − Start, 0) for literal dimensions; `number` otherwise.
 * @example DimSpan<2, 5> //=> 3
 */
export type DimSpan<Start, Stop> = [Counter<Start>, Counter<Stop>] extends [
  infer Low extends unknown[],
  infer High extends unknown[],
]
  ? [Low] extends [never]
    ? number
    : [High] extends [never]
      ? number
      : High extends [...Low, ...infer Rest]
        ? Rest['length']
        : 0
  : number;

/**
 * min(Value, Bound) for literal dimensions; `number` otherwise.
 * @example DimMin<7, 4> //=> 4
 */
export type DimMin<Value, Bound> = [Counter<Value>, Counter<Bound>] extends [
  infer Low extends unknown[],
  infer High extends unknown[],
]
  ? [Low] extends [never]
    ? number
    : [High] extends [never]
      ? number
      : Low extends [...High, ...unknown[]]
        ? Bound
        : Value
  : number;

// ---- private helpers -----------------------------------------------------------------------------

type Times<
  Unit extends unknown[],
  Count extends number,
  Done extends unknown[],
  Acc extends unknown[],
> = Done['length'] extends Count
  ? Acc['length']
  : [...Acc, ...Unit] extends [...LimitTuple, unknown, ...unknown[]]
    ? number
    : Times<Unit, Count, [...Done, unknown], [...Acc, ...Unit]>;

type Chunks<Whole extends unknown[], Part extends unknown[], Count extends unknown[]> = Whole extends []
  ? Count['length']
  : Whole extends [...Part, ...infer Rest]
    ? Chunks<Rest, Part, [...Count, unknown]>
    : never;
