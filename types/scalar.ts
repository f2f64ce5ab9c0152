import type { AnyDType } from './dtype.js';

/** A complex scalar as the library takes and returns it. */
export interface ComplexScalar {
  readonly re: number;
  readonly im: number;
}

/** Any JavaScript value that acts as a scalar operand. */
export type Scalar = number | bigint | boolean | ComplexScalar;

/**
 * The dtype a JavaScript scalar's type stands for (SPEC §3): integer-valued number literals and
 * bigints are weak `int`, other number literals weak `float`, booleans strong `bool`,
 * `{ re, im }` weak `complex`. The wide `number` type could be either, so it gives both.
 * @example
 * ScalarDType<2>       //=> 'int'
 * ScalarDType<2.5>     //=> 'float'
 * ScalarDType<number>  //=> 'int' | 'float'
 * ScalarDType<true>    //=> 'bool'
 */
export type ScalarDType<Value> = Value extends boolean
  ? 'bool'
  : Value extends bigint
    ? 'int'
    : Value extends number
      ? number extends Value
        ? 'int' | 'float'
        : `${Value}` extends `${string}.${string}` | `${string}e-${string}`
          ? 'float'
          : 'int'
      : Value extends ComplexScalar
        ? 'complex'
        : never;

/** The dtype node of one input to `resultType`/`promoteTypes`: a dtype name, or a scalar's. */
export type InputDType<Input> = Input extends AnyDType ? Input : ScalarDType<Input>;
