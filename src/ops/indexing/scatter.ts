// The updates: x.with(index, values) and scatter(x, index, values) (JAX's x.at[index].set/add/
// multiply/min/max): a copy of x, its indexed elements addressed (./advanced.ts) and updated by the
// executors of src/execute/indexing.ts: puts for 'set', accumulate() over the target's elements for
// the others (a repeated index accumulates in the index's row-major order).
import type { AnyNDArray } from '../../../types/index.js';
import type { ScatterFunction } from '../../../types/indexing.js';
import { dtypeInfo, type DType } from '../../lattice/dtypes.js';
import { show, shapeText } from '../../errors/messages.js';
import { checkOptions } from '../../errors/options.js';
import {
  NDArray,
  allocArray,
  castArray,
  dataPointer,
  pointerOf,
  storage,
  stridesOf,
  viewOf,
} from '../../array/ndarray.js';
import { checkArray } from '../../array/operands.js';
import { arrayFrom } from '../../array/from-values.js';
import { writeValues } from '../../memory/values.js';
import { broadcastStrides } from '../../shape/walk.js';
import { indexingPlan } from '../../plan/indexing.js';
import { accumulateAll, kernelAccumulated, runAddresses, type Accumulation } from '../../execute/indexing.js';
import { jaxOperations } from '../operations.js';
import { checkMode, isTypedArray } from './index-values.js';
import { advancedItems, advancedPlan } from './advanced.js';
import { byteAddressed, gather, type AddressPlan } from './gather.js';

type Run = (...operands: unknown[]) => AnyNDArray;

/** with()'s index as at() items: an array lists one index per axis; anything else is one index. */
function updateItems(index: unknown): unknown[] {
  return Array.isArray(index) ? index : [index];
}

type Update = 'set' | Accumulation;
const updates: readonly Update[] = ['set', 'add', 'multiply', 'min', 'max'];

/** Values as an array of `dtype` broadcast to `shape` (row-major): scalars and JS lists checked as array() checks them. */
function valuesFor(values: unknown, dtype: DType, shape: readonly number[], where: string): AnyNDArray {
  let given: AnyNDArray;
  if (values instanceof NDArray) {
    dataPointer(values);
    if (dtypeInfo[values.dtype as DType].kind === 'complex' && dtypeInfo[dtype].kind !== 'complex') {
      throw new TypeError(
        `${where}: values of dtype ${values.dtype} cannot be written into a ${dtype} array (complex to real drops the imaginary part: take real() or cast with astype() first).`,
      );
    }
    given = values.dtype === dtype ? (values as AnyNDArray) : castArray(values as AnyNDArray, dtype, false, where);
  } else if (Array.isArray(values)) {
    given = arrayFrom(values, dtype);
  } else {
    given = allocArray(dtype, [], false, where);
    try {
      writeValues([values], dtype, given[storage].pointer, () => `${where}: the value`);
    } catch (error) {
      given.dispose();
      throw error;
    }
  }
  try {
    const from = given.shape as readonly number[];
    const pad = shape.length - from.length;
    const fits = pad >= 0 && from.every((size, axis) => size === 1 || size === shape[axis + pad]);
    if (!fits)
      throw new RangeError(
        `${where}: values of shape ${shapeText(from)} do not broadcast to the indexed shape ${shapeText(shape)}.`,
      );
    const own = stridesOf(given);
    const strides = broadcastStrides(from, shape, own);
    const view = viewOf(given, shape, strides, 0, false);
    try {
      return castArray(view, dtype, false, where);
    } finally {
      view.dispose();
    }
  } finally {
    if (given !== values) given.dispose();
  }
}

/**
 * A copy of `x` with the indexed elements updated by `values` (JAX's `x.at[index].set(values)`
 * and `.add` …): repeated indices apply one after another, in row-major order of the index.
 */
function update(
  name: string,
  x: unknown,
  index: unknown,
  values: unknown,
  kind: Update,
  modeOption: unknown,
): AnyNDArray {
  const input = checkArray(name, x) as AnyNDArray;
  const mode = checkMode(modeOption, name, ['raise', 'clip', 'drop']);
  const items =
    index instanceof NDArray || isTypedArray(index)
      ? [index]
      : typeof index === 'string'
        ? [index]
        : updateItems(index);
  const dtype = input.dtype as DType;
  return byteAddressed(input, name, (source) => {
    const work = source.dtype as DType;
    const result = castArray(source, work, input.weakType, name);
    try {
      const { plan, view } = advancedPlan(result, advancedItems(result.shape, items, name), mode, name);
      try {
        const updateValues = valuesFor(values, dtype, plan.shape, name);
        const wide = work === dtype ? updateValues : castArray(updateValues, work, false, name);
        if (wide !== updateValues) updateValues.dispose();
        try {
          apply(result, view, plan, wide, kind, name);
        } finally {
          wide.dispose();
        }
      } finally {
        view.dispose();
      }
    } catch (error) {
      result.dispose();
      throw error;
    }
    return result;
  });
}

/**
 * Each update's element address (bytes from `origin`: the target's first element, which the
 * view's data is `shift` bytes after) and its position in the values; dropped ones left out.
 */
function flatPlan(plan: AddressPlan, bytes: number, shift: number): { addresses: Int32Array; from: Int32Array } {
  const inner = plan.inner ?? Int32Array.from({ length: plan.innerCount }, (_, each) => each * bytes);
  const total = plan.outer.length * plan.bases.length * plan.innerCount;
  const addresses = new Int32Array(total);
  const from = new Int32Array(total);
  const dropped = new Set(plan.missing ?? []);
  let kept = 0;
  let position = 0;
  for (const outer of plan.outer) {
    for (let base = 0; base < plan.bases.length; base += 1) {
      const start = shift + outer + plan.bases[base]!;
      const skip = dropped.has(base);
      for (let each = 0; each < inner.length; each += 1, position += 1) {
        if (skip) continue;
        addresses[kept] = start + inner[each]!;
        from[kept] = position * bytes;
        kept += 1;
      }
    }
  }
  return { addresses: addresses.subarray(0, kept), from: from.subarray(0, kept) };
}

const elementPlan = (addresses: Int32Array): AddressPlan => ({
  outer: Int32Array.of(0),
  bases: addresses,
  inner: undefined,
  innerCount: 1,
  shape: [addresses.length],
  missing: undefined,
});

/** Applies the update to `target` (a fresh contiguous copy) at the plan's elements of `view` (a view of it). */
function apply(
  target: AnyNDArray,
  view: AnyNDArray,
  plan: AddressPlan,
  values: AnyNDArray,
  kind: Update,
  where: string,
): void {
  const dtype = view.dtype as DType;
  const { bytes, put } = indexingPlan(dtype);
  const origin = target[storage].pointer;
  if (kind === 'set' && plan.missing === undefined) {
    runAddresses(put, bytes, dataPointer(view), plan, values[storage].pointer);
    return;
  }
  const { addresses, from } = flatPlan(plan, bytes, dataPointer(view) - origin);
  if (addresses.length === 0) return;
  if (kind === 'set') {
    const kept = gather(values, elementPlan(from), where, false);
    try {
      runAddresses(put, bytes, origin, elementPlan(addresses), kept[storage].pointer);
    } finally {
      kept.dispose();
    }
    return;
  }
  if (kernelAccumulated.has(dtype)) {
    const update = { dtype, kind, target: origin, addresses, values: values[storage].pointer, from };
    accumulateAll(update, target.size);
    return;
  }
  // Other dtypes (float16, bfloat16, complex, narrow): rounds in which each address
  // appears once, each applied by the elementwise operation (its dtype's rounding): gather, combine, put back.
  const seen = new Map<number, number>();
  const rounds: { addresses: number[]; from: number[] }[] = [];
  addresses.forEach((address, each) => {
    const round = seen.get(address) ?? 0;
    seen.set(address, round + 1);
    (rounds[round] ??= { addresses: [], from: [] }).addresses.push(address);
    rounds[round]!.from.push(from[each]!);
  });
  const operation = ({ add: 'add', multiply: 'multiply', min: 'minimum', max: 'maximum' } as const)[kind];
  for (const round of rounds) {
    const targets = Int32Array.from(round.addresses);
    const current = gather(target, elementPlan(targets), where, false);
    try {
      const given = gather(values, elementPlan(Int32Array.from(round.from)), where, false);
      try {
        const combined = (jaxOperations as unknown as Record<string, Run>)[operation]!(current, given);
        try {
          runAddresses(put, bytes, target[storage].pointer, elementPlan(targets), pointerOf(combined));
        } finally {
          combined.dispose();
        }
      } finally {
        given.dispose();
      }
    } finally {
      current.dispose();
    }
  }
}

function scatterFunction(x: unknown, index: unknown, values: unknown, options?: unknown): AnyNDArray {
  const { update: kind = 'set', mode } = checkOptions('scatter', options, ['update', 'mode']);
  if (!updates.includes(kind as Update))
    throw new TypeError(
      `scatter: update must be one of ${updates.map((each) => `'${each}'`).join(', ')}, got ${show(kind)}.`,
    );
  return update('scatter', x, index, values, kind as Update, mode);
}

/** `x.with(index, values)`: a copy of x with the indexed elements replaced (JAX's `x.at[index].set(values)`). */
export function withValues(x: unknown, index: unknown, values: unknown, options?: unknown): AnyNDArray {
  const { mode } = checkOptions('with', options, ['mode']);
  return update('with', x, index, values, 'set', mode);
}

/**
 * JAX's scatter family (`x.at[index].set/add/multiply/min/max(values)`) as one function: a new
 * array, x unchanged. `index` as `x.with()` takes it; `values` broadcast to the indexed shape and
 * become x's dtype: scalars and lists checked as array() checks them (out of range: a RangeError),
 * arrays cast as astype() casts them (complex into real refused). `update`: 'set' (default; of repeated indices the
 * last write wins), 'add', 'multiply', 'min', 'max' (repeated indices accumulate, one after
 * another in the index's row-major order, each rounded as the dtype's operation rounds). `mode`:
 * 'raise' (default: a RangeError naming the index, the axis and its size), 'clip' (a negative index
 * counts from the end first, as JAX's `.at[]` does, then is clamped into the axis) or 'drop'
 * (skipped), JAX's scatter modes.
 * @example
 * scatter(zeros([4], 'float32'), array([0, 1, 1], 'int32'), 1, { update: 'add' }).toArray() //=> [1, 2, 0, 0]
 */
export const scatter: ScatterFunction = scatterFunction as never;
