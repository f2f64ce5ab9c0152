#!/usr/bin/env python3
"""NumPy's (LAPACK's) answers for linalg at 512×512: test/fixtures/linalg-512.json (issue #47's
largest size). No matrix is stored: test/linalg-512.test.ts rebuilds each one bit for bit from the
same recipe, and most checks need no stored answer (backward errors, orthogonality, residuals);
only what LAPACK alone can say is kept: slogdet, the singular values, the eigenvalues, the rank.

The recipe (every step an IEEE operation done in the same order in Python and JavaScript, no
library sums, so both sides get the same bits):
- values: the LCG of scripts/linalg_oracle.py (state = state·1664525 + 1013904223 mod 2³², each
  value state / 2³² − 0.5, exact in float64).
- 'random': A[i, j] the values in row-major order.
- 'spectrum': A = H(u)·diag(s)·H(v), H(w) = I − 2·w·wᵀ a Householder reflector (orthogonal and
  symmetric) of a unit vector w (the values normalised by a sequential sum of squares), so A's
  singular values are |s| and its condition number max|s| / min|s|, up to the rounding of
  forming it. Entry by entry, A[i, j] = ((δᵢⱼ·s[i] − ((2·u[i])·u[j])·s[j]) − ((2·s[i])·v[i])·v[j])
  + ((4·u[i])·v[j])·c, with c = Σₖ (u[k]·s[k])·v[k] summed in order. With u = v, A is symmetric,
  its eigenvalues s (positive definite where every s > 0).
- s: s[0] = 1, s[k] = s[k−1]·ratio (ratio stored, so no pow), the last `zeros` set to 0, and with
  `alternate` every other one negated.

Run: python3 scripts/linalg_512_oracle.py   (NumPy 2.4)
"""
import json
import pathlib

import numpy as np

OUT = pathlib.Path(__file__).resolve().parent.parent / 'test' / 'fixtures' / 'linalg-512.json'
N = 512


def lcg(seed, count):
    state = seed & 0xFFFFFFFF
    out = np.empty(count, dtype=np.float64)
    for index in range(count):
        state = (state * 1664525 + 1013904223) & 0xFFFFFFFF
        out[index] = state / 4294967296 - 0.5
    return out


def unit(seed):
    w = lcg(seed, N)
    total = 0.0
    for x in w:
        total += float(x) * float(x)
    return w / np.sqrt(total)


def spectrum(ratio, zeros=0, alternate=False):
    s = np.empty(N)
    s[0] = 1.0
    for k in range(1, N):
        s[k] = s[k - 1] * ratio
    if zeros:
        s[N - zeros:] = 0.0
    if alternate:
        s[1::2] = -s[1::2]
    return s


def build(case):
    if case['kind'] == 'random':
        return lcg(case['seed'], N * N).reshape(N, N)
    s = spectrum(case['ratio'], case.get('zeros', 0), case.get('alternate', False))
    u = unit(case['seed'])
    v = u if case.get('symmetric', False) else unit(case['seed'] + 1)
    c = 0.0
    for k in range(N):
        c += (float(u[k]) * float(s[k])) * float(v[k])
    a = np.diag(s) - ((2 * u)[:, None] * u[None, :]) * s[None, :]
    a = a - ((2 * s) * v)[:, None] * v[None, :]
    a = a + ((4 * u)[:, None] * v[None, :]) * c
    return a


def ratio_for(condition, count=N):
    """s[count − 1] = 1 / condition: the ratio as a float64 (stored: the test does not take a power)."""
    return float(condition ** (-1.0 / (count - 1)))


CASES = [
    {'name': 'random', 'kind': 'random', 'seed': 512},
    {'name': 'condition 1e8', 'kind': 'spectrum', 'seed': 808, 'ratio': ratio_for(1e8)},
    {'name': 'condition 1e12', 'kind': 'spectrum', 'seed': 1212, 'ratio': ratio_for(1e12)},
    {'name': 'rank 500', 'kind': 'spectrum', 'seed': 500, 'ratio': ratio_for(1e3), 'zeros': 12},
    {'name': 'positive definite, condition 1e8', 'kind': 'spectrum', 'seed': 88, 'ratio': ratio_for(1e8),
     'symmetric': True},
    {'name': 'symmetric indefinite, condition 1e12', 'kind': 'spectrum', 'seed': 1213, 'ratio': ratio_for(1e12),
     'symmetric': True, 'alternate': True},
]


def main():
    out = []
    for case in CASES:
        a = build(case)
        sign, logabsdet = np.linalg.slogdet(a)
        entry = dict(case)
        entry['slogdet'] = [float(sign), float(logabsdet)]
        entry['norm2'] = float(np.linalg.norm(a, 2))
        entry['rank'] = int(np.linalg.matrix_rank(a))
        if case.get('zeros', 0):
            # The singular values of the rank-deficient case only: one 512² SVD keeps the test's time modest.
            entry['s'] = [float(x) for x in np.linalg.svd(a, compute_uv=False)]
        if case.get('symmetric', False):
            entry['eigenvalues'] = [float(x) for x in np.linalg.eigvalsh(a)]
        # A checksum of the matrix, so a generator that drifts fails loudly instead of testing another matrix.
        entry['checksum'] = [float(a.sum()), float(np.abs(a).max()), float(a[N - 1, 0]), float(a[0, N - 1])]
        out.append(entry)
    OUT.write_text(json.dumps({'n': N, 'numpy': np.__version__, 'cases': out}, indent=None) + '\n')
    print(f'wrote {OUT} ({OUT.stat().st_size} bytes)')


if __name__ == '__main__':
    main()
