import type { JoinedNames, UndefinedOptionText, UnknownOptionText } from './messages.js';

/**
 * The check of an options object, in the words of the runtime's TypeError (src/options.ts): the
 * text for a name the function does not take, or for an option given as `undefined` (a property
 * that is present, not optional, and may be undefined); otherwise `{}`. Options typed `any`, or as
 * a type parameter, are left to the runtime. No options, the common call where `Options` is `{}`,
 * is settled by the first test: one instantiation per call.
 * @example
 * OptionsSlot<'sum', { readonly axes: 1 }, ['axis', 'out']>
 * //=> "sum: unknown option 'axes'; the options of sum are axis, out."
 * OptionsSlot<'add', { readonly out: undefined }, ['out']>
 * //=> "add: the option 'out' is undefined; leave it out for the default, or give it a value."
 * OptionsSlot<'add', { readonly out?: NDArray }, ['out']> //=> {}
 */
export type OptionsSlot<Function extends string, Options, Accepted extends readonly string[]> = [keyof Options] extends [never]
  ? {}
  : 0 extends 1 & Options
    ? {}
    : [Exclude<keyof Options, Accepted[number]>] extends [infer Unknown]
      ? [Unknown] extends [never]
        ? [UndefinedName<Options>] extends [infer Missing]
          ? [Missing] extends [never]
            ? {}
            : UndefinedOptionText<Function, Missing & string>
          : {}
        : UnknownOptionText<Function, Unknown & string, JoinedNames<Accepted>>
      : {};

/** The names of properties that are present (not optional) and may be undefined. */
type UndefinedName<Options> = {
  [Name in keyof Options]-?: {} extends Pick<Options, Name> ? never : undefined extends Options[Name] ? Name : never;
}[keyof Options];
