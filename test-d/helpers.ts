/**
 * Exact type equality that works the same under TypeScript 5.9 (tsd) and 7: two types are equal
 * when no generic conditional can tell them apart.
 */
export type Equal<Actual, Expected> =
  (<Probe>() => Probe extends Actual ? 1 : 2) extends <Probe>() => Probe extends Expected ? 1 : 2 ? true : false;

/** Compiles only when its argument is `true`. */
export type Assert<Condition extends true> = Condition;

/** A value-level check: `expectExact<'int16'>()(promoteTypes('int8', 'uint8'))`. */
export function expectExact<Expected>() {
  return <Actual>(_value: Actual & (Equal<Actual, Expected> extends true ? unknown : never)): void => {};
}
