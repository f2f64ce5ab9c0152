// einsum('ij,jk->ik', a, b, options?): NumPy's subscripts (./subscripts.ts), any number of operands
// contracted left to right.
import type { AnyNDArray } from '../../../types/index.js';
import { shapeText, show } from '../../errors/messages.js';
import { NDArray } from '../../array/ndarray.js';
import type { ProductPlanner } from '../../plan/products.js';
import { product } from './contract.js';
import { checkOperand, readOptions } from './options.js';
import { einsumLabel, isEllipsisLabel, parseSubscripts } from './subscripts.js';

export function einsumWith(planner: ProductPlanner, subscripts: unknown, ...rest: unknown[]): AnyNDArray {
  if (typeof subscripts !== 'string')
    throw new TypeError(
      `einsum: the first argument must be a subscripts string such as 'ij,jk->ik', got ${show(subscripts)}.`,
    );
  const last = rest[rest.length - 1];
  const settings =
    rest.length > 0 && !(last instanceof NDArray) && typeof last === 'object' && last !== null
      ? readOptions('einsum', rest.pop())
      : {};
  const operands = rest.map((value, index) => checkOperand('einsum', String(index), value));
  const { inputs, output } = parseSubscripts(
    subscripts,
    operands.map((operand) => operand.ndim),
  );
  const sizes = new Map<number, number>();
  const owner = new Map<number, number>();
  inputs.forEach((labels, index) => {
    const array = operands[index]!;
    labels.forEach((label, axis) => {
      const size = array.shape[axis]!;
      const known = sizes.get(label);
      const stretches = isEllipsisLabel(label);
      if (known === undefined || (known === 1 && stretches)) {
        sizes.set(label, size);
        owner.set(label, index);
      } else if (known !== size && !(size === 1 && stretches)) {
        const first = owner.get(label)!;
        throw new RangeError(
          stretches
            ? `einsum: the axes '...' stands for do not broadcast: sizes ${known} (operand ${first}, shape ${shapeText(operands[first]!.shape)}) and ${size} (operand ${index}, shape ${shapeText(array.shape)}) in '${subscripts}'.`
            : `einsum: letter '${String.fromCharCode(label)}' has sizes ${known} (operand ${first}) and ${size} (operand ${index}) in '${subscripts}'.`,
        );
      }
    });
  });
  const terms = inputs.map((labels, index) => ({ array: operands[index]!, labels, pad: 0 }));
  return product(
    'einsum',
    planner,
    terms,
    output,
    output.map((label) => sizes.get(label)!),
    settings,
    isEllipsisLabel,
    einsumLabel,
  );
}
