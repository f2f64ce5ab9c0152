#!/usr/bin/env node
// Transposed and permuted operands (issue #11): each case against the same operation on
// contiguous operands of the same shape and dtype, measured in the same run; results checked first.
//   node bench/transpose.mjs [--quick] [--filter=int16] [--runs=3]   (ratios: median of runs)
import { cpus } from 'node:os';
import * as library from '../dist/src/index.js';
import { BATCHES, checkSame, measure, quick, randomArray } from './harness.mjs';

const { add, copy, multiply, negative, permuteDims } = library;
const filter = process.argv.find((argument) => argument.startsWith('--filter='))?.slice(9);
const runs = Number(process.argv.find((argument) => argument.startsWith('--runs='))?.slice(7) ?? 1);

const random = (shape, dtype, seed) => randomArray(library, shape, dtype, seed);
const same = checkSame;

const cases = [];
function define(label, make) {
  if (filter === undefined || label.includes(filter)) cases.push({ label, make });
}

for (const dtype of ['int8', 'int16', 'float32', 'float64']) {
  for (const [rows, columns] of [
    [256, 256],
    [255, 257],
    [1024, 1024],
  ]) {
    const shape = `[${rows}, ${columns}]`;
    const setup = () => {
      const x = random([columns, rows], dtype, 7);
      const xT = x.transpose();
      const xC = copy(xT);
      const y = random([rows, columns], dtype, 8);
      return { x, xT, xC, y, size: rows * columns, free: () => [x, xT, xC, y].forEach((each) => each.dispose()) };
    };
    define(`x.T + y ${dtype} ${shape}`, () => {
      const s = setup();
      return { ...s, run: () => add(s.xT, s.y), base: () => add(s.xC, s.y) };
    });
    define(`x.T * 2 ${dtype} ${shape}`, () => {
      const s = setup();
      return { ...s, run: () => multiply(s.xT, 2), base: () => multiply(s.xC, 2) };
    });
    define(`-x.T ${dtype} ${shape}`, () => {
      const s = setup();
      return { ...s, run: () => negative(s.xT), base: () => negative(s.xC) };
    });
  }
  for (const [height, width, channels] of [
    [512, 512, 3],
    [512, 512, 4],
  ]) {
    define(`permute [2,0,1] + y ${dtype} [${height}, ${width}, ${channels}]`, () => {
      const image = random([height, width, channels], dtype, 9);
      const view = permuteDims(image, [2, 0, 1]);
      const planar = copy(view);
      const y = random([channels, height, width], dtype, 10);
      return {
        run: () => add(view, y),
        base: () => add(planar, y),
        size: image.size,
        free: () => [image, view, planar, y].forEach((each) => each.dispose()),
      };
    });
  }
}

const results = [];
for (const { label, make } of cases) {
  const made = make();
  const check = made.run();
  const expected = made.base();
  same(check, expected, label);
  check.dispose();
  expected.dispose();
  const ratios = [];
  let rate = 0;
  let baseRate = 0;
  for (let run = 0; run < runs; run += 1) {
    [rate, baseRate] = measure([() => made.run().dispose(), () => made.base().dispose()], made.size);
    ratios.push(rate / baseRate);
  }
  made.free();
  ratios.sort((first, second) => first - second);
  results.push({
    label,
    rate,
    baseRate,
    ratio: ratios[(ratios.length - 1) >> 1],
    low: ratios[0],
    high: ratios[ratios.length - 1],
  });
  process.stderr.write('.');
}
process.stderr.write('\n');
console.log(
  `Transposed operands — node ${process.version}, ${cpus().length} × ${cpus()[0]?.model}; best of ${BATCHES} rounds, median ratio of ${runs} run(s)${quick ? ' (--quick)' : ''}`,
);
console.log('| case | Gelem/s | contiguous Gelem/s | ratio | range |');
console.log('|---|---|---|---|---|');
for (const row of results)
  console.log(
    `| ${row.label} | ${row.rate.toFixed(3)} | ${row.baseRate.toFixed(3)} | ${row.ratio.toFixed(2)} | ${row.low.toFixed(2)}–${row.high.toFixed(2)} |`,
  );
