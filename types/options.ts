import type { JoinedNames, UndefinedOptionText, UnknownOptionText } from './messages.js';

/**
 * The check of an options object, in the words of the runtime's TypeError (src/errors/options.ts): the
 * text for a name the function does not take, or for an option given as `undefined` (a property
 * that is present, not optional, and may be undefined); otherwise `{}`. Options typed `any`, or as
 * a type parameter, are left to the runtime. No options, the common call where `Options` is `{}`,
 * is settled by the first test, and known names with defined values by the next two: the costly
 * walks over the names run only for an error.
 * @example
 * OptionsSlot<'sum', { readonly axes: 1 }, ['axis', 'out']>
 * //=> "sum: unknown option 'axes'; the options of sum are axis, out."
 * OptionsSlot<'add', { readonly out: undefined }, ['out']>
 * //=> "add: the option 'out' is undefined; leave it out for the default, or give it a value."
 * OptionsSlot<'add', { readonly out?: NDArray }, ['out']> //=> {}
 */
export type OptionsSlot<Function extends string, Options, Accepted extends readonly string[]> = [
  keyof Options,
] extends [never]
  ? {}
  : [keyof Options] extends [Accepted[number]]
    ? [undefined] extends [Options[keyof Options]]
      ? UndefinedOptionSlot<Function, Options>
      : {}
    : 0 extends 1 & Options
      ? {}
      : string extends keyof Options
        ? {} // the open constraint itself (a value of the wrong type): the constraint reports it
        : UnknownOptionText<Function, Exclude<keyof Options, Accepted[number]> & string, JoinedNames<Accepted>>;

/** The text for an option given as undefined, or `{}`. */
type UndefinedOptionSlot<Function extends string, Options> = [UndefinedName<Options>] extends [infer Missing]
  ? [Missing] extends [never]
    ? {}
    : UndefinedOptionText<Function, Missing & string>
  : {};

/** The names of properties that are present (not optional) and may be undefined. */
type UndefinedName<Options> = {
  [Name in keyof Options]-?: {} extends Pick<Options, Name> ? never : undefined extends Options[Name] ? Name : never;
}[keyof Options];

/**
 * A function's options with any other name let through, as a constraint: the values of the
 * options it takes are checked by the constraint, an unknown name by the slot (in our words).
 */
export type OpenOptions<Options> = Options & { readonly [option: string]: unknown };
