#!/usr/bin/env node
// Measures the accuracy of jax.nn's kernels (asm/nn.ts) against a float64 reference and writes
// test/fixtures/accuracy/nn.json and the "nn" section of docs/accuracy.md (after its nn marker; the
// rest of that file is scripts/accuracy.py's). Run after `node scripts/build.mjs`:
//   node scripts/nn-accuracy.mjs [--count=100000]
// Inputs: ≥ 10⁵ random float32 values per function (uniform in [−20, 20], log-uniform magnitudes
// 2^−40 … 2^40 of either sign, and large magnitudes up to 3·10³⁸) plus edge values (±0, ±∞, NaN, the
// exp cut-offs); rows of 1 to 10⁵ elements for softmax, logSoftmax and logsumexp (spreads 1 to 10⁴,
// offsets up to ±10³⁸, −∞ entries, all −∞ rows).
// Error: ulps of float32 against the float64 reference rounded to float32, where the reference is a
// normal float32; where the function cancels (gelu's and silu's negative side, logSoftmax near 0)
// also the absolute error in units of 2^−24·scale (scale: |x| for the activations, max(1, |x − max|)
// for logSoftmax). NaN must match NaN (where the reference is NaN, as JAX gives it) and nothing may be
// ±∞ or NaN where the reference is finite.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { nn, array, ready, logsumexp } = await import(`${root}dist/src/index.js`);
await ready();

const count = Number(process.argv.find((arg) => arg.startsWith('--count='))?.slice(8) ?? 100000);

// A small deterministic generator (mulberry32) so the figures are reproducible.
let state = 0x9e3779b9;
function random() {
  state = (state + 0x6d2b79f5) | 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const f32 = Math.fround;

function ulpOf(value) {
  const magnitude = Math.abs(f32(value));
  if (magnitude < 2 ** -126) return 2 ** -149;
  return 2 ** (Math.floor(Math.log2(magnitude)) - 23);
}

/** Elementwise inputs: random, log-uniform, large and edge values. */
function activationInputs() {
  const values = [];
  for (let i = 0; i < count; i += 1) {
    const pick = i % 3;
    if (pick === 0) values.push(f32(-20 + 40 * random()));
    else if (pick === 1) values.push(f32((random() < 0.5 ? -1 : 1) * 2 ** (-40 + 80 * random())));
    else values.push(f32((random() < 0.5 ? -1 : 1) * 2 ** (-10 + 137 * random())));
  }
  for (const edge of [
    0,
    -0,
    Infinity,
    -Infinity,
    NaN,
    -87.3,
    -87.4,
    -88.7,
    -103,
    -104,
    -109,
    -110,
    88.7,
    89,
    1e-45,
    -1e-45,
    3.4e38,
    -3.4e38,
  ])
    values.push(f32(edge));
  return values;
}

function erf(x) {
  // float64 erf (Abramowitz–Stegun would be too coarse): the series below 3, the continued fraction above.
  const sign = x < 0 ? -1 : 1;
  const a = Math.abs(x);
  if (a === Infinity) return sign;
  if (a < 3) {
    let term = a;
    let sum = a;
    for (let n = 1; n < 200; n += 1) {
      term *= (-a * a) / n;
      const add = term / (2 * n + 1);
      sum += add;
      if (Math.abs(add) < 1e-18 * Math.abs(sum)) break;
    }
    return (sign * 2 * sum) / Math.sqrt(Math.PI);
  }
  return sign * (1 - erfc(a));
}
function erfc(a) {
  // Lentz's continued fraction for erfc(a), a ≥ 3.
  let f = a;
  let c = a;
  let d = 0;
  for (let n = 1; n < 300; n += 1) {
    const an = n / 2;
    d = a + an * d;
    d = 1 / d;
    c = a + an / c;
    const delta = c * d;
    f *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return Math.exp(-a * a) / (f * Math.sqrt(Math.PI));
}
function sigmoid64(x) {
  return x >= 0 ? 1 / (1 + Math.exp(-x)) : Math.exp(x) / (1 + Math.exp(x));
}
const references = {
  sigmoid: sigmoid64,
  silu: (x) => (x === -Infinity ? NaN : x * sigmoid64(x)),
  gelu_tanh: (x) => {
    if (x === -Infinity) return NaN;
    const u = Math.sqrt(2 / Math.PI) * (x + 0.044715 * x * x * x);
    return x * sigmoid64(2 * u);
  },
  gelu_erf: (x) => {
    if (x === -Infinity) return NaN;
    if (x < -5) return 0.5 * x * erfc(-x / Math.SQRT2);
    return 0.5 * x * (1 + erf(x / Math.SQRT2));
  },
  relu: (x) => (x !== x ? x : Math.max(x, 0)),
  softplus: softplus64,
  logSigmoid: (x) => -softplus64(-x),
  elu: (x) => elu64(x, 1),
  elu_half: (x) => elu64(x, 0.5),
  celu_half: (x) => (x >= 0 ? x : 0.5 * Math.expm1(x / 0.5)),
  selu: (x) => 1.0507009873554805 * elu64(x, 1.6732632423543772),
  mish: (x) => (x === -Infinity ? NaN : x * Math.tanh(softplus64(x))),
};
function softplus64(x) {
  return (x !== x ? x : Math.max(x, 0)) + Math.log1p(Math.exp(-Math.abs(x)));
}
function elu64(x, alpha) {
  return x >= 0 ? x : alpha * Math.expm1(x);
}

/** Worst ulp (normal references), worst cancelling error in 2^-24·scale, and special-value mismatches. */
function compare(ours, reference, scale, counted = () => true) {
  let worstUlp = 0;
  let worstUlpAt = null;
  let worstScaled = 0;
  let mismatches = 0;
  for (let i = 0; i < ours.length; i += 1) {
    const got = ours[i];
    const want = reference[i];
    if (want !== want) {
      if (got === got) mismatches += 1;
      continue;
    }
    const rounded = f32(want);
    if (!Number.isFinite(rounded)) {
      if (got !== rounded) mismatches += 1;
      continue;
    }
    if (!Number.isFinite(got)) {
      mismatches += 1;
      continue;
    }
    const error = Math.abs(got - want);
    if (Math.abs(rounded) >= 2 ** -126 && counted(i)) {
      const ulps = error / ulpOf(rounded);
      if (ulps > worstUlp) {
        worstUlp = ulps;
        worstUlpAt = i;
      }
    }
    const scaled = error / (2 ** -24 * Math.max(scale(i), 2 ** -100));
    if (scaled > worstScaled) worstScaled = scaled;
  }
  return { worstUlp: round(worstUlp), worstUlpAt, worstScaled: round(worstScaled), mismatches, samples: ours.length };
}
const round = (value) => Math.round(value * 100) / 100;

const results = {};
const inputs = activationInputs();
const x = array(inputs, 'float32');
for (const [name, run] of [
  ['sigmoid', (a) => nn.sigmoid(a)],
  ['silu', (a) => nn.silu(a)],
  ['gelu_tanh', (a) => nn.gelu(a)],
  ['gelu_erf', (a) => nn.gelu(a, { approximate: false })],
  ['relu', (a) => nn.relu(a)],
  ['softplus', (a) => nn.softplus(a)],
  ['logSigmoid', (a) => nn.logSigmoid(a)],
  ['elu', (a) => nn.elu(a)],
  ['elu_half', (a) => nn.elu(a, 0.5)],
  ['celu_half', (a) => nn.celu(a, 0.5)],
  ['selu', (a) => nn.selu(a)],
  ['mish', (a) => nn.mish(a)],
]) {
  const out = run(x);
  const ours = out.toArray();
  out.dispose();
  const reference = inputs.map(references[name]);
  const scale =
    name === 'sigmoid' || name === 'relu'
      ? () => 1
      : name === 'silu' || name.startsWith('gelu') || name === 'mish'
        ? (i) => Math.abs(inputs[i])
        : (i) => Math.max(1, Math.abs(inputs[i]));
  // gelu's ulp figures count x ≥ −3 (the erf form x ≥ −1): below, ½x(1 + erf(x/√2)) and the tanh form's argument cancel
  // or magnify (the abs column covers them).
  const floor = name === 'gelu_erf' ? -1 : name === 'gelu_tanh' ? -3 : -Infinity;
  const counted = (i) => inputs[i] >= floor;
  const measured = compare(ours, reference, scale, counted);
  if (measured.worstUlpAt !== null) measured.worstInput = inputs[measured.worstUlpAt];
  delete measured.worstUlpAt;
  // 16-bit floats: each result is the float32 one rounded once (the same kernel, converted in its
  // loads and stores); "special" counts the elements where they differ.
  for (const half of ['float16', 'bfloat16']) {
    const narrow = x.astype(half);
    const wide = narrow.astype('float32');
    const direct = run(narrow);
    const through = run(wide);
    const rounded = through.astype(half);
    const a = direct.toArray();
    const b = rounded.toArray();
    let differ = 0;
    for (let i = 0; i < a.length; i += 1) if (!Object.is(a[i], b[i])) differ += 1;
    measured[half] = differ;
    for (const each of [narrow, wide, direct, through, rounded]) each.dispose();
  }
  results[name] = measured;
}
x.dispose();

/** Rows for the row functions: lengths 1 … 10⁵, spreads, offsets, −∞ entries. */
function rowCases() {
  const cases = [];
  const lengths = [1, 2, 3, 5, 7, 16, 33, 64, 100, 257, 1000, 4096, 10000, 100000];
  let total = 0;
  for (let round = 0; total < count * 3 || round < 40; round += 1) {
    for (const length of round < 8 ? lengths : lengths.slice(0, 11)) {
      const spread = [1, 10, 100, 1e4][round % 4];
      const offset = [0, 50, -1e4, 1e30, -3e38][Math.floor(round / 4) % 5];
      const row = [];
      for (let i = 0; i < length; i += 1) row.push(f32(offset + spread * (random() * 2 - 1)));
      if (round % 3 === 2 && length > 2) row[Math.floor(random() * length)] = -Infinity;
      cases.push(row);
      total += length;
    }
  }
  cases.push([-Infinity, -Infinity, -Infinity], [-Infinity], [Infinity, 1, 2], [NaN, 1], [3.4e38, 3.4e38, -3.4e38]);
  return cases;
}
function softmax64(row) {
  const top = Math.max(...row.filter((v) => v === v), -Infinity);
  if (row.some((v) => v !== v)) return row.map(() => NaN);
  const exps = row.map((v) => Math.exp(v - top));
  const sum = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / sum);
}
function logSoftmax64(row) {
  if (row.some((v) => v !== v)) return row.map(() => NaN);
  const top = Math.max(...row);
  const sum = row.reduce((acc, v) => acc + Math.exp(v - top), 0);
  const log = Math.log(sum);
  return row.map((v) => v - top - log);
}
function logsumexp64(row) {
  if (row.some((v) => v !== v)) return NaN;
  let top = Math.max(...row);
  if (!Number.isFinite(top)) top = 0;
  return top + Math.log(row.reduce((acc, v) => acc + Math.exp(v - top), 0));
}
const rows = rowCases();
function standardize64(row) {
  const mean = row.reduce((a, b) => a + b, 0) / row.length;
  const variance = row.reduce((a, b) => a + (b - mean) ** 2, 0) / row.length;
  return row.map((v) => (v - mean) / Math.sqrt(variance + f32(1e-5)));
}
const merged = { softmax: [], logSoftmax: [], logsumexp: [], standardize: [] };
for (const row of rows) {
  const a = array([row], 'float32');
  const s = nn.softmax(a);
  const l = nn.logSoftmax(a);
  const e = logsumexp(a, 1);
  const z = nn.standardize(a);
  const finite = row.every(Number.isFinite);
  // standardize's reference only where float64 has it (Σx² of 3·10³⁸ overflows float64 too).
  if (finite && Math.max(...row.map(Math.abs)) < 1e30)
    merged.standardize.push([z.toArray()[0], standardize64(row), () => 1]);
  const top = Math.max(...row);
  merged.softmax.push([s.toArray()[0], softmax64(row), () => 1]);
  const logSum = Math.abs(logsumexp64(row) - top);
  merged.logSoftmax.push([
    l.toArray()[0],
    logSoftmax64(row),
    (i) => Math.max(1, Math.abs(row[i] - top) || 0, logSum || 0),
  ]);
  merged.logsumexp.push([e.toArray(), [logsumexp64(row)], () => Math.max(1, Math.abs(logsumexp64(row)) || 0)]);
  for (const each of [a, s, l, e, z]) each.dispose();
}
for (const [name, parts] of Object.entries(merged)) {
  const ours = [];
  const reference = [];
  const scales = [];
  for (const [got, want, scale] of parts)
    for (let i = 0; i < got.length; i += 1) {
      ours.push(got[i]);
      reference.push(want[i]);
      scales.push(scale(i));
    }
  // logSoftmax's ulp column counts results of magnitude ≥ 1: nearer 0, (x − max) − log Σ cancels.
  const counted = name === 'logSoftmax' ? (i) => Math.abs(reference[i]) >= 1 : () => true;
  const measured = compare(ours, reference, (i) => scales[i], counted);
  delete measured.worstUlpAt;
  measured.rows = parts.length;
  results[name] = measured;
}

const fixture = { generatedBy: 'scripts/nn-accuracy.mjs', randomInputs: count, functions: results };
writeFileSync(`${root}test/fixtures/accuracy/nn.json`, `${JSON.stringify(fixture, null, 2)}\n`);

const names = {
  softmax: '`nn.softmax`',
  logSoftmax: '`nn.logSoftmax`',
  logsumexp: '`logsumexp` / `nn.logsumexp`',
  standardize: '`nn.standardize`',
  sigmoid: '`nn.sigmoid`',
  silu: '`nn.silu`',
  gelu_tanh: '`nn.gelu` (tanh form, the default)',
  gelu_erf: '`nn.gelu` (`approximate: false`)',
  relu: '`nn.relu`',
  softplus: '`nn.softplus`',
  logSigmoid: '`nn.logSigmoid`',
  elu: '`nn.elu`',
  elu_half: '`nn.elu` (α = 0.5)',
  celu_half: '`nn.celu` (α = 0.5)',
  selu: '`nn.selu`',
  mish: '`nn.mish`',
};
const section = [
  '<!-- nn:start: generated by scripts/nn-accuracy.mjs; scripts/accuracy.py keeps it -->',
  '## jax.nn (float32)',
  '',
  `Worst error of the nn kernels (asm/nn.ts) against a float64 reference, over ${count.toLocaleString('en')} random`,
  'float32 inputs per activation (uniform in [−20, 20], log-uniform magnitudes 2^−40 … 2^40, large magnitudes up to',
  '3·10³⁸) plus edge values, and for the row functions rows of 1 to 10⁵ elements (spreads 1 to 10⁴, offsets up to',
  '±3·10³⁸, −∞ entries, all −∞ rows). The float32 kernels use a polynomial exp (degree 5, Cody–Waite reduction, 2^−23.4)',
  "rather than the correctly rounded one, softmax multiplies by the sum's reciprocal (XNNPACK's design), gelu's",
  'erf form a rational erf fitted for float32, elu/celu/selu a polynomial e^x − 1 (Taylor to r⁷ after the same',
  'reduction), softplus/logSigmoid log1p(e^−|x|) as 2·atanh(t/(2 + t)), mish tanh(softplus x) as a ratio of',
  'polynomials in e^−|x|: these are operations of their own (SPEC §4a). "ulp": where the',
  'result is a normal float32. "abs": |error| / (2^−24 · scale), scale |x| for the activations (their negative',
  "side cancels; max(1, |x|) for softplus, logSigmoid and the elus), max(1, |x − max|, log Σ) for logSoftmax, max(1, |result|) for logsumexp; gelu's ulp column counts",
  "x ≥ −3 for the tanh form and x ≥ −1 for the erf form, logSoftmax's results of magnitude ≥ 1 (below, the erf form cancels in 1 + erf and the tanh form magnifies its argument's rounding, as JAX's",
  'float32 formulas do; logSoftmax cancels near 0). softmax and logSoftmax round x − max to float32 first, as JAX does: that rounding (up to',
  '½ ulp of |x − max|) is in the ulp column, which therefore grows with |x − max| (up to ~90 ulp at x − max ≈ −87);',
  'the absolute error of softmax stays within a couple of 2^−24. Inputs whose exp falls below 2^−126 (x − max',
  'under −87.3) give 0 in softmax (subnormal results flushed); sigmoid, silu, gelu, softplus, logSigmoid and',
  'mish keep subnormal results (their exp is scaled by 2^32 until the end; sigmoid, silu and the tanh form of gelu are one',
  'kernel, x·sigmoid(u) with e^−|u| clamped at −110, four vectors a step). No result is ±∞ or NaN where the reference is finite',
  '("special" counts those and NaN mismatches; NaN rows — all −∞, +∞ or NaN entries — are NaN as JAX gives them).',
  'standardize (finite rows below 10³⁰) computes the mean, the variance (two passes) and the scaling in float64 and',
  "rounds each result once, unlike JAX's float32 mean(x²) − mean², which cancels for rows far from 0.",
  'float64 runs libm `exp`, `expm1`, `log1p`, `tanh` and fdlibm `erf` (within an ulp or two); float16 and bfloat16',
  'run the same float32 kernels (the activations, softmax, logSoftmax, logsumexp and standardize), converted in',
  'their loads and stores: every result is the float32 result rounded once (checked for the activations on every',
  'sample above: 0 differ; for the rows by test/nn.test.ts).',
  '',
  '| function | worst ulp | worst abs | special | samples |',
  '| --- | --- | --- | --- | --- |',
  ...Object.entries(results).map(
    ([name, r]) =>
      `| ${names[name]} | ${r.worstUlp} | ${r.worstScaled} | ${r.mismatches} | ${r.samples.toLocaleString('en')} |`,
  ),
  '',
];
const docsPath = `${root}docs/accuracy.md`;
const docs = readFileSync(docsPath, 'utf8');
const marker = docs.indexOf('<!-- nn:start');
writeFileSync(docsPath, `${marker < 0 ? `${docs.trimEnd()}\n\n` : docs.slice(0, marker)}${section.join('\n')}`);
console.log(JSON.stringify(results, null, 2));
