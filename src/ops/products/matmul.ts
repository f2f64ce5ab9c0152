// matmul (NumPy's `a @ b`): batch axes broadcast, 1-D operands as a row or a column; a 2-D product
// already in its kernel's dtype goes straight to the executor.
import type { AnyNDArray } from '../../../types/index.js';
import { batchMismatchText, contractionMismatchText, scalarMatmulText, shapeText } from '../../errors/messages.js';
import { broadcastPair } from '../../shape/broadcast.js';
import type { ProductPlanner } from '../../plan/products.js';
import { axisLabel, directProduct, everyLabel, product, type Term } from './contract.js';
import { checkOperand, readOptions } from './options.js';

/** NumPy's broadcast of matmul's batch axes (all but the last two); a RangeError naming both shapes where they do not. */
function matmulBatch(a: AnyNDArray, b: AnyNDArray): readonly number[] {
  const batchA = a.shape.slice(0, Math.max(0, a.ndim - 2));
  const batchB = b.shape.slice(0, Math.max(0, b.ndim - 2));
  try {
    return broadcastPair(batchA, batchB);
  } catch {
    throw new RangeError(batchMismatchText('matmul', shapeText(a.shape), shapeText(b.shape)));
  }
}

export function matmulWith(planner: ProductPlanner, left: unknown, right: unknown, options?: unknown): AnyNDArray {
  const a = checkOperand('matmul', 'a', left);
  const b = checkOperand('matmul', 'b', right);
  const settings = readOptions('matmul', options);
  if (a.ndim === 0) throw new TypeError(scalarMatmulText('matmul', 'a'));
  if (b.ndim === 0) throw new TypeError(scalarMatmulText('matmul', 'b'));
  const depthA = a.shape[a.ndim - 1]!;
  const depthB = b.ndim === 1 ? b.shape[0]! : b.shape[b.ndim - 2]!;
  if (depthA !== depthB) {
    throw new RangeError(
      contractionMismatchText('matmul', String(depthA), String(depthB), shapeText(a.shape), shapeText(b.shape)),
    );
  }
  if (a.ndim === 2 && b.ndim === 2 && settings.out === undefined) {
    const direct = directProduct(planner, a, b, settings.preferredElementType);
    if (direct !== undefined) return direct;
  }
  const batch = matmulBatch(a, b);
  // Labels: batch axes 3, 4, … (aligned from the right), rows 0, contracted 1, columns 2.
  const batchLabels = batch.map((_, index) => 3 + index);
  const labelsA = [...batchLabels, ...(a.ndim === 1 ? [] : [0]), 1];
  const labelsB = [...batchLabels, 1, ...(b.ndim === 1 ? [] : [2])];
  const output = [...batchLabels, ...(a.ndim === 1 ? [] : [0]), ...(b.ndim === 1 ? [] : [2])];
  const shape = [
    ...batch,
    ...(a.ndim === 1 ? [] : [a.shape[a.ndim - 2]!]),
    ...(b.ndim === 1 ? [] : [b.shape[b.ndim - 1]!]),
  ];
  const termA: Term = { array: a, labels: labelsA, pad: labelsA.length - a.ndim };
  const termB: Term = { array: b, labels: labelsB, pad: labelsB.length - b.ndim };
  return product('matmul', planner, [termA, termB], output, shape, settings, everyLabel, axisLabel);
}
