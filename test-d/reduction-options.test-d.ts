// Issue #23: the dtype option gives the result's dtype; where and initial keep it; an option a
// function does not take, or one given as undefined, does not compile (in the runtime's words,
// test/compile-errors.test.ts); x.T is a valid out.
import {
  add,
  argmax,
  array,
  clip,
  cumsum,
  isnan,
  max,
  mean,
  sum,
  variance,
  where,
  zeros,
  type NDArray,
  type OptionsSlot,
} from '../src/index.js';
import { expectExact, type Assert, type Equal } from './helpers.js';

const bytes = zeros([2, 3], 'uint8');
const floats = zeros([2, 3], 'float32');
const mask = zeros([3], 'bool');

expectExact<NDArray<'uint32', []>>()(sum(bytes, { dtype: 'uint32' }));
expectExact<NDArray<'uint8', [2]>>()(sum(bytes, { dtype: 'uint8', axis: 1 }));
expectExact<NDArray<'float16', []>>()(sum(floats, { dtype: 'float16' }));
expectExact<NDArray<'float64', [2]>>()(mean(floats, { dtype: 'float64', axis: 1 }));
expectExact<NDArray<'float64', []>>()(variance(bytes, { dtype: 'float64' }));
expectExact<NDArray<'int16', [number]>>()(cumsum(bytes, { dtype: 'int16' }));
expectExact<NDArray<'uint8', [number]>>()(cumsum(bytes));
expectExact<NDArray<'uint32', [2]>>()(sum(bytes, { where: mask, axis: 1, initial: 1 }));
expectExact<NDArray<'float32', [2]>>()(max(floats, { where: mask, initial: 0, axis: 1 }));
expectExact<NDArray<'float32', []>>()(floats.mean({ where: mask }));
expectExact<NDArray<'int64', [2]>>()(bytes.prod({ dtype: 'int64', axis: 1 }));

// x.T is an out of the transposed shape.
const c = zeros([3, 2], 'float32');
expectExact<NDArray<'float32', [2, 3]>>()(add(floats, floats, { out: c.T }));
expectExact<NDArray<'float32', [2, 3]>>()(floats.negative({ out: c.T }));

type OptionsSlotCheck = [
  Assert<
    Equal<
      OptionsSlot<'sum', { readonly axes: 1 }, ['axis', 'out']>,
      "sum: unknown option 'axes'; the options of sum are axis, out."
    >
  >,
  Assert<
    Equal<
      OptionsSlot<'add', { readonly out: undefined }, ['out']>,
      "add: the option 'out' is undefined; leave it out for the default, or give it a value."
    >
  >,
  Assert<Equal<OptionsSlot<'add', { readonly out?: NDArray }, ['out']>, {}>>,
  Assert<Equal<OptionsSlot<'add', any, ['out']>, {}>>,
];

// Options typed as a whole (not literals) are accepted; their result covers every outcome.
declare const someOptions: { readonly axis?: number; readonly keepdims?: boolean };
sum(floats, someOptions);

// @ts-expect-error -- axes is not an option of sum
sum(floats, { axes: 1 });
// @ts-expect-error -- keepDims is misspelt
mean(floats, { keepDims: true });
// @ts-expect-error -- cumsum's result has the input's shape: no keepdims
cumsum(floats, { keepdims: true });
// @ts-expect-error -- an option given as undefined
sum(floats, { axis: undefined });
// @ts-expect-error -- out given as undefined would leave nothing written
add(floats, floats, { out: undefined });
// @ts-expect-error -- outt is misspelt
floats.add(floats, { outt: c });
// @ts-expect-error -- not a dtype
sum(floats, { dtype: 'int9' });
// @ts-expect-error -- argmax takes no initial
floats.argmax({ initial: 0 });
// @ts-expect-error -- argmax and cumsum take one axis
argmax(floats, { axis: [0, 1] });
// @ts-expect-error -- one axis, even in a list of one
floats.cumsum({ axis: [1] });
// @ts-expect-error -- a value of the wrong type
sum(floats, { axis: 'a' });
// A union of reductions (one constraint for all) stays callable.
for (const name of ['cumsum', 'cumprod'] as const)
  name === 'cumsum' ? cumsum(floats, { axis: 1 }) : floats[name]({ axis: 1 });
declare const reductionName: 'sum' | 'max';
floats[reductionName]({ axis: 0, keepdims: true });

// @ts-expect-error -- a where mask is a bool array
sum(floats, { where: array([1, 0, 1], 'int8') });

// @ts-expect-error -- where takes only out
where(mask, floats, 0, { dtype: 'int8' });
// @ts-expect-error -- out given as undefined
clip(floats, 0, 1, { out: undefined });
// @ts-expect-error -- outt is misspelt
floats.clip(0, 1, { outt: floats });
// @ts-expect-error -- isnan takes only out
isnan(floats, { where: mask });
// @ts-expect-error -- out given as undefined (method)
floats.isfinite({ out: undefined });
expectExact<NDArray<'float32', [2, 3]>>()(clip(floats, 0, 1, { out: floats }));
expectExact<NDArray<'bool', [2, 3]>>()(isnan(floats));

export type { OptionsSlotCheck };
