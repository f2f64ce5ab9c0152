// argmin, argmax, cumsum, cumprod: along one axis, or along the flattened array.
import type { AnyNDArray } from '../../../types/index.js';
import { itemSize } from '../../lattice/dtypes.js';
import { shapeText } from '../../errors/messages.js';
import { isPackedView } from '../../memory/packed.js';
import { allocArray, pointerOf, storage } from '../../array/ndarray.js';
import { checkOut } from '../../array/out.js';
import type { ReductionPlan } from '../../plan/reductions.js';
import { alongAxis } from '../../execute/reductions.js';
import { deliver, finish, prepared, withTemporaries } from './arrays.js';
import { reducedShape, reductionAxes } from './options.js';

export function alongOneAxis(
  plan: ReductionPlan,
  input: AnyNDArray,
  axis: unknown,
  keepdims: boolean,
  out: AnyNDArray | undefined,
): AnyNDArray {
  const { name, result, compute } = plan;
  const { scan } = plan;
  const flat = axis === undefined || axis === null;
  const [chosen] = flat ? [0] : reductionAxes(name, input.shape, axis);
  const shape = flat ? [input.size] : input.shape;
  const outer = shape.slice(0, chosen).reduce((product: number, size: number) => product * size, 1);
  const length = shape[chosen!] ?? 1;
  const inner = shape.slice(chosen! + 1).reduce((product: number, size: number) => product * size, 1);
  const resultShape = scan
    ? shape
    : flat
      ? keepdims
        ? input.shape.map(() => 1)
        : []
      : reducedShape(input.shape, [chosen!], keepdims);
  if (out !== undefined) checkOut(name, out, result, resultShape, isPackedView(out));
  if (!scan && length === 0) {
    throw new RangeError(
      `${name}: the reduction is over no elements (shape ${shapeText(input.shape)}), and ${name} has no identity; pass a non-empty array.`,
    );
  }
  return deliver(
    withTemporaries((temporary) => {
      const values = prepared(input, plan, name, temporary);
      const made = plan.alongOut;
      const target = allocArray(made, resultShape, false, name);
      if (target.size > 0)
        alongAxis(
          plan.along,
          pointerOf(values),
          itemSize(compute),
          outer,
          length,
          inner,
          target[storage].pointer,
          itemSize(made),
          scan ? length * inner : inner,
        );
      return finish(target, result, name);
    }),
    out,
  );
}
