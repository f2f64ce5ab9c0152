// Check slots: how a signature carries a call's check, the operand's own type where the call is
// accepted and the error's words where not (types/array.ts computes the checks).

/**
 * What a call's check comes to in a signature: `{}` where the call is accepted, its error where
 * not. In generic code (an operand whose dtype is a type parameter) the check cannot be decided
 * until the type parameter is known; it is then no `CheckSlot`, inference falls back to this
 * constraint, and the call is accepted: its result type resolves where the caller's dtype is known
 * (`NDArray<Subtract<D, 'int'>>` → `NDArray<'float32'>`, or an error type for a dtype that the
 * operation refuses). An operand of any dtype (`NDArray`, i.e. `NDArray<AnyDType>`) is accepted
 * the same way.
 *
 * A signature computes each slot in a type parameter of its own with no bound
 * (`ComputedSlot = BinarySlot<…>`) and gives the bounded slot that parameter as its default
 * (`Slot extends CheckSlot = ComputedSlot`): where a program with `skipLibCheck: false` checks the
 * declarations, relating the default to its bound then meets a bare type parameter, where the slot
 * spelled out made the checker walk every branch of its conditional types (about 7,000
 * instantiations for the binary operations' slot). At a call both come to the same as before.
 */
export type CheckSlot = {};

/**
 * A checked parameter: the operand's own type where the call is accepted, the error's words (a
 * string literal type) where not, so that the compiler's message reads `Argument of type … is not
 * assignable to parameter of type '"subtract is not defined for 'bool'; …"'` — the words once.
 */
export type Checked<Slot, Operand> = Slot extends string ? Slot : Operand;
