#!/usr/bin/env node
// A/B: one benchmark, two builds, measured in alternating processes (A B B A A B …) so background load
// falls on both alike; prints each of our figures as the median of B over the median of A (above 1:
// B is faster), and the lowest and middle ratio. Each build is a checkout with dist/ built; each runs
// its own copy of the benchmark with --json.
//
//   node bench/ab.mjs --a=/path/before --b=/path/after [--rounds=4] [--quick] run jit matmul fastpaths
//
// Only our own figures are compared (the peers and ceilings are the same code on both sides): rates
// (libraryRate, astypeRate, newRate, GFLOP/s of dtype-lattice, ops/s) higher-better, and times
// (seconds of jit and op by op, the first call) lower-better.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const flag = (name, fallback) =>
  process.argv.find((argument) => argument.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const sides = { A: flag('a'), B: flag('b', '.') };
const rounds = Number(flag('rounds', '4'));
const quick = process.argv.includes('--quick');
const benches = process.argv.slice(2).filter((argument) => !argument.startsWith('--'));
if (sides.A === undefined || benches.length === 0) {
  console.error('usage: node bench/ab.mjs --a=DIR --b=DIR [--rounds=N] [--quick] BENCH…');
  process.exit(2);
}

const higher = new Set(['rate', 'libraryRate', 'astypeRate', 'newRate', 'dtype-lattice', 'opsPerSecond']);
const lower = new Set(['jit', 'opByOp', 'firstCallMilliseconds', 'ours', 'nanoseconds']);
const identity = ['case', 'op', 'name', 'dtype', 'wide', 'count', 'size', 'shape', 'label'];

/** Every figure of ours in a benchmark's JSON: path → { value, better }. */
function figures(value, path = [], found = new Map()) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      const id =
        item && typeof item === 'object'
          ? identity
              .filter((key) => item[key] !== undefined)
              .map((key) => `${key}=${Array.isArray(item[key]) ? item[key].join('x') : item[key]}`)
              .join(' ')
          : '';
      figures(item, [...path, id || String(index)], found);
    });
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) figures(item, [...path, key], found);
  } else if (typeof value === 'number' && Number.isFinite(value)) {
    const last = path[path.length - 1];
    const better = higher.has(last) ? 'higher' : lower.has(last) ? 'lower' : undefined;
    if (better !== undefined) found.set(path.join(' / '), { value, better });
  }
  return found;
}

const median = (values) => {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

for (const bench of benches) {
  const samples = { A: new Map(), B: new Map() };
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? ['A', 'B'] : ['B', 'A'];
    for (const side of order) {
      const args = [join(sides[side], 'bench', `${bench}.mjs`), '--json', ...(quick ? ['--quick'] : [])];
      const output = execFileSync(process.execPath, args, {
        cwd: sides[side],
        encoding: 'utf8',
        maxBuffer: 1 << 28,
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      const json = JSON.parse(output.slice(output.indexOf('{')));
      for (const [path, figure] of figures(json)) {
        if (!samples[side].has(path)) samples[side].set(path, { better: figure.better, values: [] });
        samples[side].get(path).values.push(figure.value);
      }
      process.stderr.write(side);
    }
  }
  process.stderr.write('\n');
  const ratios = [];
  for (const [path, { better, values }] of samples.B) {
    const before = samples.A.get(path);
    if (before === undefined) continue;
    const ratio = better === 'higher' ? median(values) / median(before.values) : median(before.values) / median(values);
    ratios.push({ path, ratio });
  }
  ratios.sort((left, right) => left.ratio - right.ratio);
  console.log(`\n## ${bench}: B ÷ A per figure (above 1: B faster), median of ${rounds} alternating runs each`);
  if (ratios.length === 0) {
    console.log('(no figure in common)');
    continue;
  }
  const middle = median(ratios.map(({ ratio }) => ratio));
  console.log(`figures: ${ratios.length}; lowest ${ratios[0].ratio.toFixed(3)}; median ${middle.toFixed(3)}`);
  for (const { path, ratio } of ratios.slice(0, 8)) console.log(`  ${ratio.toFixed(3)}  ${path}`);
}
