import { add, zeros } from '../src/index.js';
export const r = add(zeros([2, 3], 'float32'), 1);
