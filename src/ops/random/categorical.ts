// JAX's `categorical`: the argmax over an axis of logits plus Gumbel noise.
import type { DType } from '../../../types/dtype.js';
import type { Shape } from '../../../types/shape.js';
import type { AnyNDArray } from '../../../types/index.js';
import { shapeText, show } from '../../errors/messages.js';
import { checkFits } from '../../memory/memory.js';
import type { Policy } from '../../policy/policy.js';
import { checkArray } from '../../array/operands.js';
import { checkAxis } from '../../shape/axes.js';
import { checkShape } from '../../shape/check.js';
import { sizeOf } from '../../shape/walk.js';
import { randomFloats } from '../../registry/registry.js';
import { defaultDType } from '../../plan/random.js';
import { checkListed, elementsOf, fromNumbers, isNDArrayLike, samplerOptions } from './common.js';
import { gumbelNumbers } from './continuous.js';
import { wordsOf, type Key } from './keys.js';

/** The dtypes logits may have: the floats the registry's randomFloats draw Gumbel noise in. */
type LogitDType = (typeof randomFloats)[number]['name'];
const logitDTypes: readonly LogitDType[] = randomFloats.map((row) => row.name);
const isLogitDType = (dtype: DType): dtype is LogitDType => (logitDTypes as readonly DType[]).includes(dtype);

/** `categorical` under `policy`: the indices are its default int. */
export function drawCategorical(
  policy: Policy,
  key: Key,
  logits: AnyNDArray,
  options?: { axis?: number; shape?: Shape },
): AnyNDArray {
  const words = wordsOf(key, 'categorical');
  if (!isNDArrayLike(logits) || logits.ndim === 0)
    throw new TypeError(`random.categorical: logits must be an array of at least 1 axis, got ${show(logits)}.`);
  checkArray('random.categorical', logits, 'logits');
  const { axis = -1, shape } = samplerOptions('categorical', options);
  const resolved = checkAxis('random.categorical', axis, logits.ndim);
  const dtype = logits.dtype as DType;
  if (!isLogitDType(dtype)) {
    throw new TypeError(
      `random.categorical: logits must have a float dtype (${logitDTypes.join(', ')}), got ${dtype}.`,
    );
  }
  const batch = (logits.shape as readonly number[]).filter((_, index) => index !== resolved);
  const outShape = shape === undefined ? batch : checkShape(shape, 'random.categorical');
  // The Gumbel noise: one draw per category of every sample.
  checkFits('random.categorical', dtype, [...outShape, logits.shape[resolved]!]);
  const prefix = outShape.slice(0, outShape.length - batch.length);
  if (outShape.length < batch.length || shapeText(outShape.slice(prefix.length)) !== shapeText(batch)) {
    throw new RangeError(
      `random.categorical: shape ${shapeText(outShape)} must end with the logits' batch shape ${shapeText(batch)}.`,
    );
  }
  const categories = logits.shape[resolved]!;
  checkListed('categorical', sizeOf(prefix) * logits.size, 'Gumbel draws');
  const values = (elementsOf(logits, 'categorical') as number[]).map(Number);
  // Gumbel noise of shape (*prefix, *logits.shape), the category axis where the logits have it.
  const prefixSize = sizeOf(prefix);
  const noise = gumbelNumbers(words, prefixSize * logits.size, dtype, 'categorical');
  const round = dtype === 'float64' ? (value: number) => value : Math.fround;
  const inner = sizeOf(logits.shape.slice(resolved + 1));
  const outer = sizeOf(logits.shape.slice(0, resolved));
  const result: number[] = [];
  for (let sample = 0; sample < prefixSize; sample += 1) {
    for (let o = 0; o < outer; o += 1) {
      for (let i = 0; i < inner; i += 1) {
        let best = -Infinity;
        let bestIndex = 0;
        for (let c = 0; c < categories; c += 1) {
          const at = (o * categories + c) * inner + i;
          const score = round(noise[sample * logits.size + at]! + values[at]!);
          if (score > best || (Number.isNaN(score) && !Number.isNaN(best))) {
            best = score;
            bestIndex = c;
            if (Number.isNaN(score)) break;
          }
        }
        result.push(bestIndex);
      }
    }
  }
  return fromNumbers(defaultDType(policy, 'categorical'), outShape, result, 'categorical');
}
