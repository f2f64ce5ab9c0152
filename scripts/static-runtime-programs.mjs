// Random programs for the static = runtime property test (test/static-runtime.test.ts): chains of
// operations over random dtypes, scalars, policies and options, as source text. Deterministic for
// a seed. Each program is one expression; the test compiles them all with TypeScript 7 (reading
// each result's declared type) and runs them, and compares.
//
//   node scripts/static-runtime-programs.mjs [count] [seed]   print programs
import { dtypeRows } from '../src/registry/registry.js';

// The wide dtypes, in registry order (a new one joins the programs by its row alone).
const dtypes = dtypeRows.filter((row) => !('narrow' in row)).map((row) => row.name);
const binary = [
  'add',
  'subtract',
  'multiply',
  'divide',
  'floorDivide',
  'remainder',
  'power',
  'maximum',
  'minimum',
  'less',
  'equal',
  'bitwiseAnd',
  'bitwiseOr',
  'logicalAnd',
];
const unary = ['negative', 'abs', 'square', 'sqrt', 'exp', 'sin', 'bitwiseNot', 'logicalNot'];
const scalars = ['2', '1.5', 'true', '{ re: 1, im: -1 }', '3n', '0.25'];
// The toolkit (#11): reductions with and without literal axes, selection and views; `E` is the
// expression so far, `O` another operand.
const toolkit = [
  'sum(@E)',
  'mean(@E)',
  'prod(@E, { axis: 0 })',
  'max(@E, { axis: -1, keepdims: true })',
  'argmax(@E)',
  'cumsum(@E)',
  'variance(@E)',
  'any(@E, { axis: 0 })',
  'clip(@E, 0, 1)',
  'clip(@E, @O)',
  'where(true, @E, @O)',
  'where(less(@E, 1), @O, @E)',
  'isnan(@E)',
  'slice(@E, [0, 1])',
  'slice(@E, -1)',
  "at(@E, '::-1')",
  'transpose(@E)',
  'expandDims(@E, 0)',
  'squeeze(@E)',
];
const policies = [
  null,
  null,
  null,
  `'strict'`,
  `'numpy'`,
  `'torch'`,
  `'tensorflow'`,
  `'lax'`,
  `'triton'`,
  `'array-api'`,
  `{ x64: false }`,
  `{ policy: 'lax', x64: false }`,
  `{ policy: 'numpy' }`,
];
const shapes = [
  ['[1, 2]', '[2]'],
  ['[[1], [2]]', '[2, 1]'],
  ['3', '[]'],
];

/** A small seeded PRNG (mulberry32). */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` programs (source expressions), the same for the same seed. */
export function generatePrograms(count, seed = 9) {
  const next = random(seed);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const arrayOf = () => {
    const [values] = pick(shapes);
    const dtype = pick(dtypes);
    const literal =
      dtype === 'bool' ? values.replace(/\d/g, (digit) => (Number(digit) % 2 ? 'true' : 'false')) : values;
    return `array(${literal}, '${dtype}')`;
  };
  const programs = [];
  for (let index = 0; index < count; index += 1) {
    let expression = next() < 0.15 ? pick(scalars.filter((scalar) => scalar !== '3n' || next() < 0.5)) : arrayOf();
    const steps = 1 + Math.floor(next() * 3);
    for (let step = 0; step < steps; step += 1) {
      const policy = pick(policies);
      const library = policy === null ? '' : `withPolicy(${policy}).`;
      const kind = next();
      if (kind < 0.25) {
        // Views are not policy-bound: they keep the dtype.
        const form = pick(toolkit);
        const bound = /^(slice|at|transpose|expandDims|squeeze)\(/.test(form) ? '' : library;
        const other = next() < 0.4 ? pick(scalars) : arrayOf();
        expression = bound + form.replaceAll('@O', other).replaceAll('@E', expression);
      } else if (kind < 0.45) {
        expression = `${library}${pick(unary)}(${expression})`;
      } else {
        const other = next() < 0.4 ? pick(scalars) : arrayOf();
        expression =
          next() < 0.5
            ? `${library}${pick(binary)}(${expression}, ${other})`
            : `${library}${pick(binary)}(${other}, ${expression})`;
      }
    }
    programs.push(expression);
  }
  return programs;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  console.log(generatePrograms(Number(process.argv[2] ?? 20), Number(process.argv[3] ?? 9)).join('\n'));
}
