#!/usr/bin/env node
// npm run bench (second part): the fast paths of issue #11 as users call them, each against a
// baseline measured in the same run on the same machine:
//   mixed dtypes    int8 + uint8 → int16 (and other pairs)   ÷ int16 + int16 of the same size
//   outer broadcast [1024, 1] + [1, 1024] (float32, int32)    ÷ a contiguous add of 1024² elements
//   strided         x.T + y, x.T * 2, -x.T (1, 2, 4, 8-byte)  ÷ the same on contiguous x
//   float16         multiply(x, y), divide(x, y)               ÷ add(x, y), same operands
// Every result is checked against a contiguous, same-dtype computation before it is timed.
//   node bench/fastpaths.mjs [--quick] [--json]
import { cpus } from 'node:os';
import * as library from '../dist/src/index.js';
import { BATCHES, checkSame, measure, quick, randomArray } from './harness.mjs';

const { add, copy, multiply, negative } = library;

const random = (shape, dtype, seed) => randomArray(library, shape, dtype, seed);
const same = checkSame;

const rows = [];
function compare(label, target, run, baseline, count) {
  const [rate, baseRate] = measure([() => run().dispose(), () => baseline().dispose()], count);
  rows.push({ label, ratio: rate / baseRate, target, rate, baseRate });
  process.stderr.write('.');
}

// Mixed dtypes: the result dtype's add on same-dtype inputs is the baseline.
const pairs = [
  ['int8', 'uint8', 'int16'],
  ['uint8', 'float32', 'float32'],
  ['int16', 'float32', 'float32'],
  ['int32', 'float64', 'float64'],
  ['float16', 'float32', 'float32'],
];
for (const count of [65536, 1e6]) {
  for (const [leftType, rightType, resultType] of pairs) {
    const left = random([count], leftType, 1);
    const right = random([count], rightType, 2);
    const leftWide = left.astype(resultType);
    const rightWide = right.astype(resultType);
    const check = add(left, right);
    const expected = add(leftWide, rightWide);
    same(check, expected, `${leftType} + ${rightType}`);
    check.dispose();
    expected.dispose();
    compare(
      `${leftType} + ${rightType} → ${resultType}, n=${count}`,
      leftType === 'int8' ? 0.5 : undefined,
      () => add(left, right),
      () => add(leftWide, rightWide),
      count,
    );
    for (const each of [left, right, leftWide, rightWide]) each.dispose();
  }
}

// Outer broadcast.
for (const dtype of ['float32', 'int32', 'float64']) {
  const column = random([1024, 1], dtype, 3);
  const row = random([1, 1024], dtype, 4);
  const full = random([1024, 1024], dtype, 5);
  const fullOther = random([1024, 1024], dtype, 6);
  const check = add(column, row);
  const columnFull = copy(library.broadcastTo(column, [1024, 1024]));
  const rowFull = copy(library.broadcastTo(row, [1024, 1024]));
  const expected = add(columnFull, rowFull);
  same(check, expected, `outer ${dtype}`);
  for (const each of [check, expected, columnFull, rowFull]) each.dispose();
  compare(
    `[1024, 1] + [1, 1024] ${dtype}`,
    0.5,
    () => add(column, row),
    () => add(full, fullOther),
    1024 * 1024,
  );
  for (const each of [column, row, full, fullOther]) each.dispose();
}

// Strided (transposed) inputs: each element size (1, 2, 4, 8 bytes), in cache and not.
for (const [dtype, size] of [
  ['int8', 256],
  ['int8', 1024],
  ['int16', 256],
  ['int16', 1024],
  ['float32', 256],
  ['float32', 1024],
  ['float64', 256],
  ['float64', 1024],
]) {
  const x = random([size, size], dtype, 7);
  const y = random([size, size], dtype, 8);
  const xT = x.transpose();
  const xTCopy = copy(xT);
  const check = add(xT, y);
  const expected = add(xTCopy, y);
  same(check, expected, `transposed ${dtype}`);
  check.dispose();
  expected.dispose();
  compare(
    `x.T + y ${dtype} [${size}, ${size}]`,
    0.3,
    () => add(xT, y),
    () => add(x, y),
    size * size,
  );
  compare(
    `x.T * 2 ${dtype} [${size}, ${size}]`,
    0.3,
    () => multiply(xT, 2),
    () => multiply(x, 2),
    size * size,
  );
  compare(
    `-x.T ${dtype} [${size}, ${size}]`,
    0.3,
    () => negative(xT),
    () => negative(x),
    size * size,
  );
  for (const each of [x, y, xT, xTCopy]) each.dispose();
}
// float16 multiply and divide against float16 add on the same operands (software conversions
// both ways in all three; issue #11 asks for ≥ 0.9). Values as the other cases: no overflow.
for (const count of [65536, 1e6]) {
  const x = random([count], 'float16', 9);
  const unshifted = random([count], 'float16', 10);
  const y = add(unshifted, library.array(61, 'float16')); // divisors in [1, 126)
  unshifted.dispose();
  compare(
    `multiply float16 ÷ add float16, n=${count}`,
    0.9,
    () => multiply(x, y),
    () => add(x, y),
    count,
  );
  compare(
    `divide float16 ÷ add float16, n=${count}`,
    0.9,
    () => library.divide(x, y),
    () => add(x, y),
    count,
  );
  x.dispose();
  y.dispose();
}
process.stderr.write('\n');
if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ rows }, null, 2));
  process.exit(0);
}

const cpu = cpus()[0]?.model ?? 'unknown CPU';
console.log(
  `\nFast paths — node ${process.version}, ${cpus().length} × ${cpu}; best of ${BATCHES} rounds${quick ? ' (--quick)' : ''}`,
);
console.log('| case | Gelem/s | baseline Gelem/s | ratio | target |');
console.log('|---|---|---|---|---|');
for (const row of rows) {
  const verdict = row.target === undefined ? '—' : `≥ ${row.target} ${row.ratio >= row.target ? 'met' : 'MISSED'}`;
  console.log(
    `| ${row.label} | ${row.rate.toFixed(3)} | ${row.baseRate.toFixed(3)} | ${row.ratio.toFixed(2)} | ${verdict} |`,
  );
}
