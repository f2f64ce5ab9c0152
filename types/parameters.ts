// The elementwise functions with scalar parameters (the registry's parameterRows: round, nanToNum,
// angle): their rules and parameters' types read from `typeof` the rows, so that a row's change
// reaches the signatures (a renamed parameter no longer resolves here and fails the check).
import type { parameterRows } from '../src/registry/registry.js';

type ParameterRow = (typeof parameterRows)[number];

/** The names of the rows with parameters. */
export type ParameterRowName = ParameterRow['name'];

/** A row with parameters, by name. */
type RowOf<Name extends ParameterRowName> = Extract<ParameterRow, { readonly name: Name }>;

/** A row's parameters. */
type ListOf<Name extends ParameterRowName> = RowOf<Name>['parameters']['list'][number];

/** What a parameter's `type` takes: 'boolean' → boolean; 'integer' and 'number' → number (an integer's check is at run time). */
type ValueOfType<Type> = Type extends 'boolean' ? boolean : number;

/** The result rule of a row with parameters (the registry's resultRules key). */
export type ParameterRule<Name extends ParameterRowName> = RowOf<Name>['rule'];

/** The type of one parameter of a row, by its name. */
export type ParameterValue<Name extends ParameterRowName, Parameter extends ListOf<Name>['name']> = ValueOfType<
  Extract<ListOf<Name>, { readonly name: Parameter }>['type']
>;

/** An options row's options object (nanToNum's { nan, posinf, neginf }): each parameter optional. */
export type ParameterOptions<Name extends ParameterRowName> = {
  readonly [Parameter in ListOf<Name> as Parameter['name']]?: ValueOfType<Parameter['type']>;
};
