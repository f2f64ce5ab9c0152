declare const dtypeErrorMessage: unique symbol;

/**
 * What a type-level operation gives where the runtime would throw. It carries the error's words,
 * so the hover says what is wrong, and no dtype or array is assignable to it, so code that uses
 * the result does not compile.
 * @example Promote<'float32', 'int32', 'strict'>
 * //=> DTypeError<"No implicit promotion between 'float32' and 'int32' under policy 'strict'; …">
 */
export interface DTypeError<Message extends string> {
  readonly [dtypeErrorMessage]: Message;
}

/** `true` when a type-level result is a `DTypeError`. */
export type IsDTypeError<Value> = Value extends DTypeError<string> ? true : false;
