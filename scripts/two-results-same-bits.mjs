#!/usr/bin/env node
// One-off proof that frexp, modf, divmod (and ldexp, built on frexp) give the previous build's
// results: loads two built packages side by side (each its own wasm memory) and compares outcomes
// (dtype, weak flag, shape and bytes, or the error's words) on seeded bits of every wide dtype with
// ±0, ±inf, NaN, subnormals and integers, on scalars, weak arrays, narrow and complex dtypes, under
// every policy; every float16 and bfloat16 pattern; with --exhaustive32, frexp and modf of all 2^32
// float32 patterns (about 5 minutes of CPU). dist/ is a build output: keep the one before aside.
//   cp -r dist /tmp/old-dist; (change, build)
//   node scripts/two-results-same-bits.mjs /tmp/old-dist dist [--size 200000] [--exhaustive32]
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [oldDist, newDist] = process.argv.slice(2).filter((arg) => !arg.startsWith('--') && !/^\d+$/.test(arg));
if (!oldDist || !newDist) {
  console.error('usage: node scripts/two-results-same-bits.mjs old-dist new-dist [--size n] [--exhaustive32]');
  process.exit(2);
}
const load = (dist) => import(pathToFileURL(resolve(dist, 'src/index.js')).href);
const [before, after] = [await load(oldDist), await load(newDist)];
const sizeAt = process.argv.indexOf('--size');
const size = sizeAt > 0 ? Number(process.argv[sizeAt + 1]) : 200000;

let state = 12345;
function seededBytes(count) {
  const bytes = new Uint8Array(count);
  for (let index = 0; index < count; index += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    bytes[index] = state & 0xff;
  }
  return bytes;
}
const storage = {
  bool: Uint8Array,
  uint8: Uint8Array,
  uint16: Uint16Array,
  uint32: Uint32Array,
  uint64: BigUint64Array,
  int8: Int8Array,
  int16: Int16Array,
  int32: Int32Array,
  int64: BigInt64Array,
  bfloat16: Uint16Array,
  float16: Uint16Array,
  float32: Float32Array,
  float64: Float64Array,
};
const wide = Object.keys(storage);
function seededTyped(dtype, count) {
  const typed = storage[dtype];
  const values = new typed(seededBytes(count * typed.BYTES_PER_ELEMENT).buffer);
  return dtype === 'bool' ? values.map((value) => value & 1) : values;
}
const edgeValues = [0, -0, Infinity, -Infinity, Number.NaN, 1, -1, 0.5, -0.5, 1.5, -2.5, 0.375, 1e-40, -1e-40];
const edgeValues64 = [
  ...edgeValues,
  1.4e-45,
  5e-324,
  -1e-310,
  Number.MAX_VALUE,
  2.225073858507201e-308,
  9007199254740993,
];

/** An outcome as comparable data: the error's words, or each result's facts and bytes. */
function outcome(run) {
  try {
    const result = run();
    return (Array.isArray(result) ? result : [result]).map((part) => {
      const typed = part.toTypedArray();
      return {
        facts: `${part.dtype} ${part.weakType} [${part.shape}]`,
        bytes: new Uint8Array(typed.buffer, typed.byteOffset, typed.byteLength).slice(),
      };
    });
  } catch (error) {
    return { error: `${error.constructor.name}: ${error.message}` };
  }
}
const counts = { bytes: 0, differences: 0, refusalChanges: 0 };
function compare(label, left, right) {
  if ('error' in left || 'error' in right) {
    if (left.error !== right.error) {
      counts.refusalChanges += 1;
      console.log(`refusal changed: ${label}: ${left.error ?? 'a result'} → ${right.error ?? 'a result'}`);
    }
    return;
  }
  left.forEach((part, index) => {
    const other = right[index];
    counts.bytes += part.bytes.length;
    if (part.facts !== other.facts || Buffer.compare(part.bytes, other.bytes) !== 0) {
      counts.differences += 1;
      console.log(`DIFFERENT: ${label}[${index}]: ${part.facts} / ${other.facts}`);
    }
  });
}
function both(label, run) {
  compare(
    label,
    outcome(() => run(before)),
    outcome(() => run(after)),
  );
}

const policies = [undefined, { x64: true }, 'strict', 'numpy', 'torch', 'lax', 'array-api', 'tensorflow', 'triton'];
const narrowAndComplex = [
  'complex64',
  'complex128',
  'float8_e4m3fn',
  'float8_e5m2',
  'float8_e8m0fnu',
  'float4_e2m1fn',
  'float6_e3m2fn',
  'float8_e4m3fnuz',
];
for (const policy of policies) {
  const under = (np) => (policy === undefined ? np : np.withPolicy(policy));
  const tag = JSON.stringify(policy ?? 'jax');
  const count = policy === undefined ? size : Math.min(size, 2000);
  for (const dtype of wide) {
    const [first, second] = [seededTyped(dtype, count), seededTyped(dtype, count)];
    const x = (np) => np.array(first, dtype);
    const y = (np) => np.array(second, dtype);
    both(`${tag} frexp ${dtype}`, (np) => under(np).frexp(x(np)));
    both(`${tag} modf ${dtype}`, (np) => under(np).modf(x(np)));
    both(`${tag} divmod ${dtype}`, (np) => under(np).divmod(x(np), y(np)));
    for (const scalar of [3, -2, 0.7, true])
      both(`${tag} divmod ${dtype}, ${scalar}`, (np) => under(np).divmod(x(np), scalar));
    both(`${tag} divmod 7, ${dtype}`, (np) => under(np).divmod(7, x(np)));
    both(`${tag} ldexp ${dtype}`, (np) =>
      under(np).ldexp(x(np), np.remainder(y(np).astype('int32'), 300).subtract(150)),
    );
    if (dtype.startsWith('float') || dtype === 'bfloat16') {
      const edges = (np) => np.array(dtype === 'float64' ? edgeValues64 : edgeValues, dtype);
      both(`${tag} frexp ${dtype} edges`, (np) => under(np).frexp(edges(np)));
      both(`${tag} modf ${dtype} edges`, (np) => under(np).modf(edges(np)));
      for (const scalar of [0, -0, Infinity, Number.NaN, 1.5, -1.5])
        both(`${tag} divmod ${dtype} edges, ${scalar}`, (np) => under(np).divmod(edges(np), scalar));
    }
  }
  for (const scalar of [3, -2.5, 0, true, 1e-40, { re: 1, im: 2 }]) {
    both(`${tag} frexp(${JSON.stringify(scalar)})`, (np) => under(np).frexp(scalar));
    both(`${tag} modf(${JSON.stringify(scalar)})`, (np) => under(np).modf(scalar));
    both(`${tag} divmod(${JSON.stringify(scalar)}, 2)`, (np) => under(np).divmod(scalar, 2));
  }
  for (const [name, weak] of [
    ['weak float', (np) => np.multiply(np.ones([3]), 2.5)],
    ['weak int', (np) => np.add(2, np.array([1, 2, 3]))],
  ]) {
    both(`${tag} frexp ${name}`, (np) => under(np).frexp(weak(np)));
    both(`${tag} modf ${name}`, (np) => under(np).modf(weak(np)));
    both(`${tag} divmod ${name}`, (np) => under(np).divmod(weak(np), weak(np)));
  }
  for (const dtype of narrowAndComplex) {
    const x = (np) =>
      dtype.startsWith('complex')
        ? np.array([1.5, -2.5, 0], 'float64').astype(dtype)
        : np
            .array(
              Array.from({ length: 64 }, (_, index) => (index - 32) / 4),
              'float32',
            )
            .astype(dtype);
    both(`${tag} frexp ${dtype}`, (np) => under(np).frexp(x(np)));
    both(`${tag} modf ${dtype}`, (np) => under(np).modf(x(np)));
    both(`${tag} divmod ${dtype}`, (np) => under(np).divmod(x(np), 0.75));
  }
}
for (const dtype of ['float16', 'bfloat16']) {
  const patterns = (np) =>
    np.array(
      Uint16Array.from({ length: 65536 }, (_, index) => index),
      dtype,
    );
  both(`every ${dtype} frexp`, (np) => np.frexp(patterns(np)));
  both(`every ${dtype} modf`, (np) => np.modf(patterns(np)));
}
if (process.argv.includes('--exhaustive32')) {
  const chunk = 1 << 22;
  const bits = new Uint32Array(chunk);
  for (let start = 0; start < 2 ** 32; start += chunk) {
    for (let index = 0; index < chunk; index += 1) bits[index] = start + index;
    const floats = new Float32Array(bits.buffer);
    for (const name of ['frexp', 'modf'])
      both(`${name} of float32 from ${start}`, (np) => np.scope(() => np[name](np.array(floats, 'float32'))));
  }
}
console.log(JSON.stringify(counts));
process.exit(counts.differences === 0 ? 0 : 1);
