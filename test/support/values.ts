import { array, type DType, type NDArray } from '../../src/index.js';

/** `count` deterministic values of `dtype` (every dtype holds them), as a 1-d array. */
export function values(dtype: DType, count: number): NDArray {
  const list: (number | boolean)[] = [];
  let state = 12345;
  for (let index = 0; index < count; index += 1) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    if (dtype === 'bool') list.push(state % 2 === 0);
    else if (dtype.startsWith('uint')) list.push(state % 256);
    else if (dtype.startsWith('int')) list.push((state % 256) - 128);
    else list.push((state % 20000) / 64 - 150);
  }
  return array(list, dtype);
}
