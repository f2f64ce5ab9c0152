// npm start: a tour of dtype-lattice's arrays — several dtypes, promoted results and their dtypes.
import {
  add,
  arange,
  array,
  createOperations,
  divide,
  less,
  multiply,
  promoteTypes,
  sqrt,
  zeros,
} from '../dist/src/index.js';

// A value printed on several lines (a 2-d array) keeps its column.
const show = (label, value) => console.log(`${label.padEnd(46)} ${String(value).replaceAll('\n', `\n${' '.repeat(47)}`)}`);

const int8s = array([[1, -2, 3], [4, 5, -6]], 'int8');
const uint8s = array([200, 100, 50], 'uint8');
const halfs = array([0.5, 1.5, 2.5], 'float16');
const brains = array([1, 2, 3], 'bfloat16');

show('int8s', int8s);
show('uint8s', uint8s);
show('add(int8s, uint8s)            int8+uint8', add(int8s, uint8s));
show('int8s.multiply(3)             weak int', int8s.multiply(3));
show('divide(int8s, uint8s)         true division', divide(int8s, uint8s));
show('add(halfs, brains)            f16+bf16', add(halfs, brains));
show('multiply(brains, 2.5)         weak float', multiply(brains, 2.5));
show('add(2, 0.5)                   two scalars', add(2, 0.5));
show('less(uint8s, 99)', less(uint8s, 99));
show('sqrt(arange(4))               int32 → float32', sqrt(arange(4)));
show('add(zeros([2, 1]), arange(3)) broadcast', add(zeros([2, 1]), arange(3)));
show("promoteTypes('uint64', 'int8')", promoteTypes('uint64', 'int8'));

for (const attempt of [
  () => add(uint8s, 300),
  () => add(zeros([3]), zeros([4])),
  () => createOperations('strict').add(int8s, halfs),
]) {
  try {
    attempt();
  } catch (error) {
    show(`${error.name}:`, error.message);
  }
}
