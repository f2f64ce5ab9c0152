// Policy options that are not literals give the union of the outcomes of the policies that accept
// the call (the runtime succeeds under those: no false compile error); a call every policy they may
// name refuses is refused.
import { array, withPolicy, type NDArray, type PolicyName, type PromoteOptions } from '../src/index.js';
import { expectExact } from './helpers.js';

declare const options: PromoteOptions;
declare const flag: boolean;
declare const name: PolicyName;
const int8s = array([1, 2], 'int8');
const int16s = array([1, 2], 'int16');

expectExact<NDArray<'float', [2]>>()(withPolicy({ x64: flag }).add(int8s, 2.5));
const float64s = array([1, 2], 'float32').add(array([1, 2], 'float64'));
const roots = withPolicy({ policy: name, x64: true }).sqrt(float64s);
expectExact<NDArray<'float64', [2]>>()(roots);
expectExact<boolean>()(withPolicy({ x64: flag }).x64);
// 'lax', 'tensorflow' … refuse int8 + int16, the others give int16
expectExact<NDArray<'int16', [2]>>()(withPolicy(options).add(int8s, int16s));
// @ts-expect-error -- every policy refuses bool − bool
withPolicy(options).subtract(array([true], 'bool'), array([false], 'bool'));
