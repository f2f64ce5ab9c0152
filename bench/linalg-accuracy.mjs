// linalg accuracy (issue #47): function × dtype × matrix class, each cell the worst measured error over the
// sizes, in units of n (the bounds are all "≤ 10·n": a cell ≤ 10 meets it):
//   solve, inv        backward error ‖A·X − B‖∞ / (‖A‖∞·‖X‖∞·ε)
//   cholesky          ‖L·Lᴴ − A‖∞ / (‖A‖∞·ε)
//   qr, svd, eigh     max of the reconstruction ‖·‖∞ / (‖A‖∞·ε) and the orthogonality ‖QᴴQ − I‖∞ / ε
//   svdvals, eigvalsh max |ours − LAPACK's| / (‖A‖₂·ε), LAPACK's through NumPy (python3), "—" without it
//   eig               the residual ‖A·V − V·Λ‖∞ / (‖A‖∞·‖V‖∞·ε)
// ε is the dtype's (2⁻²³ for float32 and complex64, 2⁻⁵² otherwise). The matrices are built here, in float64,
// from a seeded generator, then rounded once to the dtype; LAPACK's values come from those rounded entries.
// Classes: random (uniform in [−½, ½)), cond 10⁸ and 10¹² (U·diag(s)·Vᴴ, s geometric; float64 and complex128
// only), rank n/2 (a product of n×n/2 and n/2×n factors), tiny and huge (random scaled by 2^∓60 in single
// precision, 2^∓500 in double). cholesky gets the Hermitian positive definite form of each class (B·Bᴴ + n·I, or
// U·diag(s)·Uᴴ), eigh and eigvalsh its Hermitian part (A + Aᴴ)/2. Needs dist (node scripts/build.mjs).
//   node bench/linalg-accuracy.mjs [--sizes 1,2,8,64,256] [--dtypes float64,complex128] [--functions eigh,eigvalsh]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { array, linalg } from '../dist/src/index.js';

const argument = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1].split(',') : fallback;
};
const sizes = argument('--sizes', ['1', '2', '8', '64', '256']).map(Number);
const dtypes = argument('--dtypes', ['float32', 'float64', 'complex64', 'complex128']);
const only = argument('--functions', null);
const single = (dtype) => dtype === 'float32' || dtype === 'complex64';
const complexDtype = (dtype) => dtype.startsWith('complex');
const epsilonOf = (dtype) => (single(dtype) ? 2 ** -23 : 2 ** -52);

// ---- dense matrices in float64, complex as separate parts: { rows, cols, re, im } ----
const zeros = (rows, cols) => ({ rows, cols, re: new Float64Array(rows * cols), im: new Float64Array(rows * cols) });
function identity(n) {
  const out = zeros(n, n);
  for (let i = 0; i < n; i += 1) out.re[i * n + i] = 1;
  return out;
}
function product(a, b) {
  const out = zeros(a.rows, b.cols);
  for (let i = 0; i < a.rows; i += 1)
    for (let k = 0; k < a.cols; k += 1) {
      const ar = a.re[i * a.cols + k];
      const ai = a.im[i * a.cols + k];
      if (ar === 0 && ai === 0) continue;
      for (let j = 0; j < b.cols; j += 1) {
        const br = b.re[k * b.cols + j];
        const bi = b.im[k * b.cols + j];
        out.re[i * b.cols + j] += ar * br - ai * bi;
        out.im[i * b.cols + j] += ar * bi + ai * br;
      }
    }
  return out;
}
function adjoint(a) {
  const out = zeros(a.cols, a.rows);
  for (let i = 0; i < a.rows; i += 1)
    for (let j = 0; j < a.cols; j += 1) {
      out.re[j * a.rows + i] = a.re[i * a.cols + j];
      out.im[j * a.rows + i] = -a.im[i * a.cols + j];
    }
  return out;
}
function combine(a, b, alpha = 1, beta = -1) {
  const out = zeros(a.rows, a.cols);
  for (let i = 0; i < a.re.length; i += 1) {
    out.re[i] = alpha * a.re[i] + beta * b.re[i];
    out.im[i] = alpha * a.im[i] + beta * b.im[i];
  }
  return out;
}
function normInf(a) {
  let worst = 0;
  for (let i = 0; i < a.rows; i += 1) {
    let sum = 0;
    for (let j = 0; j < a.cols; j += 1) sum += Math.hypot(a.re[i * a.cols + j], a.im[i * a.cols + j]);
    worst = Math.max(worst, sum);
  }
  return worst;
}
/** Columns scaled: a · diag(d) (d real). */
function scaleColumns(a, d) {
  const out = zeros(a.rows, a.cols);
  for (let i = 0; i < a.rows; i += 1)
    for (let j = 0; j < a.cols; j += 1) {
      out.re[i * a.cols + j] = a.re[i * a.cols + j] * d[j];
      out.im[i * a.cols + j] = a.im[i * a.cols + j] * d[j];
    }
  return out;
}

// ---- the seeded generator (an LCG, as the oracle scripts use) ----
function generator(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296 - 0.5;
  };
}
function random(rows, cols, complex, next) {
  const out = zeros(rows, cols);
  for (let i = 0; i < rows * cols; i += 1) {
    out.re[i] = next();
    if (complex) out.im[i] = next();
  }
  return out;
}
/** Rounds every entry to the dtype's precision (float32 for single precision), in place. */
function rounded(a, dtype) {
  if (single(dtype))
    for (let i = 0; i < a.re.length; i += 1) {
      a.re[i] = Math.fround(a.re[i]);
      a.im[i] = Math.fround(a.im[i]);
    }
  return a;
}

// ---- to and from the library ----
function toArray(a, dtype) {
  const complex = complexDtype(dtype);
  const values = new Float64Array(a.re.length * (complex ? 2 : 1));
  for (let i = 0; i < a.re.length; i += 1) {
    if (complex) {
      values[2 * i] = a.re[i];
      values[2 * i + 1] = a.im[i];
    } else values[i] = a.re[i];
  }
  const typed = single(dtype) ? new Float32Array(values) : values;
  return array(typed, dtype).reshape([a.rows, a.cols]);
}
function fromArray(x) {
  const shape = x.shape.length === 1 ? [x.shape[0], 1] : x.shape;
  const out = zeros(shape[0], shape[1]);
  const typed = x.toTypedArray();
  const complex = complexDtype(x.dtype);
  for (let i = 0; i < out.re.length; i += 1) {
    out.re[i] = complex ? typed[2 * i] : typed[i];
    out.im[i] = complex ? typed[2 * i + 1] : 0;
  }
  x.dispose();
  return out;
}

// ---- the matrix classes ----
/** Q of a random matrix (ours, in float64 or complex128: only a means of building U·diag(s)·Vᴴ). */
function unitary(n, complex, next) {
  const { Q, R } = linalg.qr(toArray(random(n, n, complex, next), complex ? 'complex128' : 'float64'));
  R.dispose();
  return fromArray(Q);
}
function withSpectrum(n, complex, s, next, hermitian = false) {
  const u = unitary(n, complex, next);
  const v = hermitian ? u : unitary(n, complex, next);
  return product(scaleColumns(u, s), adjoint(v));
}
const geometric = (n, cond) => Array.from({ length: n }, (_, i) => (n === 1 ? 1 : cond ** (-i / (n - 1))));
const classes = [
  { name: 'random', build: (n, c, next) => random(n, n, c, next) },
  { name: 'cond 1e8', double: true, build: (n, c, next) => withSpectrum(n, c, geometric(n, 1e8), next) },
  { name: 'cond 1e12', double: true, build: (n, c, next) => withSpectrum(n, c, geometric(n, 1e12), next) },
  {
    name: 'rank n/2',
    singular: true,
    build: (n, c, next) => {
      const r = Math.max(1, n >> 1);
      return n === 1 ? zeros(1, 1) : product(random(n, r, c, next), random(r, n, c, next));
    },
  },
  { name: 'tiny', scale: { single: -60, double: -500 }, build: (n, c, next) => random(n, n, c, next) },
  { name: 'huge', scale: { single: 60, double: 500 }, build: (n, c, next) => random(n, n, c, next) },
];
function scaled(a, cls, dtype) {
  if (cls.scale === undefined) return a;
  const factor = 2 ** (single(dtype) ? cls.scale.single : cls.scale.double);
  return combine(a, a, factor, 0);
}
/** Hermitian positive definite form of a class: B·Bᴴ/n + I (scaled as the class), or U·diag(s)·Uᴴ. */
function positiveDefinite(cls, n, complex, next, dtype) {
  if (cls.name.startsWith('cond')) {
    const cond = cls.name === 'cond 1e8' ? 1e8 : 1e12;
    return withSpectrum(n, complex, geometric(n, cond), next, true);
  }
  const b = cls.build(n, complex, next);
  const gram = combine(product(b, adjoint(b)), identity(n), 1 / Math.max(n, 1), cls.singular ? 1e-3 : 1);
  return scaled(gram, cls, dtype);
}
const hermitianPart = (a) => combine(a, adjoint(a), 0.5, 0.5);

// ---- LAPACK's values through NumPy, in one python3 run per dtype ----
const references = [];
function wantReference(kind, a) {
  references.push({ kind, a });
  return references.length - 1;
}
function lapack() {
  if (references.length === 0) return null;
  const dir = mkdtempSync(join(tmpdir(), 'linalg-accuracy-'));
  try {
    const header = references.map(({ kind, a }) => ({ kind, n: a.rows }));
    const body = new Float64Array(references.reduce((sum, { a }) => sum + 2 * a.re.length, 0));
    let offset = 0;
    for (const { a } of references) {
      body.set(a.re, offset);
      body.set(a.im, offset + a.re.length);
      offset += 2 * a.re.length;
    }
    writeFileSync(join(dir, 'cases.json'), JSON.stringify(header));
    writeFileSync(join(dir, 'cases.bin'), new Uint8Array(body.buffer));
    const script = `
import json, sys, numpy as np
d = sys.argv[1]
cases = json.load(open(d + '/cases.json'))
body = np.fromfile(d + '/cases.bin', dtype=np.float64)
out, offset = [], 0
for case in cases:
    n = case['n']; size = n * n
    a = body[offset:offset + size].reshape(n, n) + 1j * body[offset + size:offset + 2 * size].reshape(n, n)
    offset += 2 * size
    if not a.imag.any(): a = a.real
    values = np.linalg.svd(a, compute_uv=False) if case['kind'] == 'svdvals' else np.linalg.eigvalsh(a)
    out.append([float(v) for v in values] + [float(np.linalg.norm(a, 2))])
json.dump(out, open(d + '/out.json', 'w'))
`;
    execFileSync('python3', ['-c', script, dir], { stdio: ['ignore', 'ignore', 'pipe'] });
    return JSON.parse(readFileSync(join(dir, 'out.json'), 'utf8'));
  } catch (error) {
    console.error(`(no LAPACK reference: ${String(error.message).split('\n')[0]})`);
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---- the measurements ----
const orthogonality = (q, eps) => {
  const gram = product(adjoint(q), q);
  return normInf(combine(gram, identity(gram.rows))) / eps;
};
// A zero matrix (rank n/2 at n = 1) measures the absolute error.
const normOf = (a) => normInf(a) || 1;
const reconstruction = (parts, a, eps) => normInf(combine(parts, a)) / (normOf(a) * eps);
const functions = {
  solve(a, eps, dtype, next) {
    const b = rounded(random(a.rows, 1, complexDtype(dtype), next), dtype);
    const x = fromArray(linalg.solve(toArray(a, dtype), toArray(b, dtype)));
    return normInf(combine(product(a, x), b)) / (normInf(a) * normInf(x) * eps);
  },
  inv(a, eps, dtype) {
    const x = fromArray(linalg.inv(toArray(a, dtype)));
    return normInf(combine(product(a, x), identity(a.rows))) / (normInf(a) * normInf(x) * eps);
  },
  cholesky(a, eps, dtype) {
    const l = fromArray(linalg.cholesky(toArray(a, dtype)));
    return reconstruction(product(l, adjoint(l)), a, eps);
  },
  qr(a, eps, dtype) {
    const { Q, R } = linalg.qr(toArray(a, dtype));
    const q = fromArray(Q);
    return Math.max(reconstruction(product(q, fromArray(R)), a, eps), orthogonality(q, eps));
  },
  svd(a, eps, dtype) {
    const { U, S, Vh } = linalg.svd(toArray(a, dtype));
    const u = fromArray(U);
    const vh = fromArray(Vh);
    const s = fromArray(S).re;
    return Math.max(
      reconstruction(product(scaleColumns(u, s), vh), a, eps),
      orthogonality(u, eps),
      orthogonality(adjoint(vh), eps),
    );
  },
  eigh(a, eps, dtype) {
    const { eigenvalues, eigenvectors } = linalg.eigh(toArray(a, dtype));
    const v = fromArray(eigenvectors);
    const w = fromArray(eigenvalues).re;
    return Math.max(reconstruction(product(scaleColumns(v, w), adjoint(v)), a, eps), orthogonality(v, eps));
  },
  eig(a, eps, dtype) {
    const { eigenvalues, eigenvectors } = linalg.eig(toArray(a, dtype));
    const v = fromArray(eigenvectors);
    const w = fromArray(eigenvalues);
    const vw = zeros(v.rows, v.cols);
    for (let i = 0; i < v.rows; i += 1)
      for (let j = 0; j < v.cols; j += 1) {
        const [vr, vi, wr, wi] = [v.re[i * v.cols + j], v.im[i * v.cols + j], w.re[j], w.im[j]];
        vw.re[i * v.cols + j] = vr * wr - vi * wi;
        vw.im[i * v.cols + j] = vr * wi + vi * wr;
      }
    return normInf(combine(product(a, v), vw)) / (normOf(a) * normInf(v) * eps);
  },
  svdvals(a, eps, dtype) {
    return { values: fromArray(linalg.svdvals(toArray(a, dtype))).re, reference: wantReference('svdvals', a), eps };
  },
  eigvalsh(a, eps, dtype) {
    return { values: fromArray(linalg.eigvalsh(toArray(a, dtype))).re, reference: wantReference('eigvalsh', a), eps };
  },
};
const inputOf = {
  cholesky: 'positive definite',
  eigh: 'hermitian',
  eigvalsh: 'hermitian',
};
const skips = (name, cls) => (name === 'solve' || name === 'inv') && cls.singular;

const table = new Map(); // `${name}|${dtype}|${class}` → worst value / n
const pending = [];
const record = (key, value) => table.set(key, Math.max(table.get(key) ?? 0, value));
for (const dtype of dtypes) {
  const eps = epsilonOf(dtype);
  const complex = complexDtype(dtype);
  for (const cls of classes) {
    if (cls.double && single(dtype)) continue;
    for (const n of sizes) {
      for (const [name, run] of Object.entries(functions)) {
        if (skips(name, cls) || (only !== null && !only.includes(name))) continue;
        const next = generator(1000 * n + classes.indexOf(cls) + 7 * dtypes.indexOf(dtype));
        const base = inputOf[name] === 'positive definite' ? positiveDefinite(cls, n, complex, next, dtype) : null;
        const general = base ?? scaled(cls.build(n, complex, next), cls, dtype);
        const a = rounded(inputOf[name] === 'hermitian' ? hermitianPart(general) : general, dtype);
        const key = `${name}|${dtype}|${cls.name}`;
        try {
          const result = run(a, eps, dtype, next);
          if (typeof result === 'number') record(key, result / n);
          else pending.push({ key, n, ...result });
        } catch (error) {
          table.set(key, `${error.name}`);
        }
      }
    }
  }
}
const lapackValues = lapack();
for (const { key, n, values, reference, eps } of pending) {
  if (lapackValues === null) {
    table.set(key, '—');
    continue;
  }
  const expected = lapackValues[reference];
  const norm2 = expected.pop();
  const sorted = [...values].sort((l, r) => l - r);
  const theirs = [...expected].sort((l, r) => l - r);
  let worst = 0;
  for (let i = 0; i < sorted.length; i += 1) worst = Math.max(worst, Math.abs(sorted[i] - theirs[i]));
  record(key, norm2 === 0 ? 0 : worst / (norm2 * eps) / n);
}

const names = Object.keys(functions).filter((name) => only === null || only.includes(name));
console.log(
  `linalg accuracy — sizes ${sizes.join(', ')}; each cell the worst over the sizes, in units of n (≤ 10 meets the bound)\n`,
);
for (const dtype of dtypes) {
  const shown = classes.filter((cls) => !(cls.double && single(dtype)));
  console.log(`${dtype}\n`);
  console.log(`| function | ${shown.map((cls) => cls.name).join(' | ')} |`);
  console.log(`| --- | ${shown.map(() => '---').join(' | ')} |`);
  for (const name of names) {
    const cells = shown.map((cls) => {
      const value = table.get(`${name}|${dtype}|${cls.name}`);
      return value === undefined ? '' : typeof value === 'number' ? value.toFixed(value < 0.01 ? 3 : 2) : value;
    });
    console.log(`| ${name} | ${cells.join(' | ')} |`);
  }
  console.log('');
}
