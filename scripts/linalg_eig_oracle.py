#!/usr/bin/env python3
"""Oracle for linalg.eig, linalg.eigvals and roots: NumPy's (LAPACK's dgeev/zgeev) eigenvalues on
seeded matrices of several classes, with each eigenvalue's condition number, written to
test/fixtures/linalg-eig.json. Run: python3 scripts/linalg_eig_oracle.py (NumPy 2.4).

The matrices are stored (float64 values printed with repr: exact), so the test reads the same
inputs. A non-normal matrix's eigenvalues can be ill-conditioned, so the test compares each one
within 10·n·ε·‖A‖·κ, κ = 1/|yᴴx| from unit left and right eigenvectors (LAPACK Users' Guide §4.8),
and checks the residual ‖AV − VΛ‖ / (‖A‖‖V‖ε) ≤ 10·n for every matrix.

Classes: random real and complex (1..100), symmetric, orthogonal (all |λ| = 1), a rotation,
Jordan blocks and a nilpotent shift (defective), zero, triangular, a permutation, a companion
matrix, badly scaled (balancing), tiny (1e-150) and huge (1e150) scaled, and a batch. Roots:
numpy.roots on polynomials with leading and trailing zeros and repeated roots.
"""
import json
import os

import numpy as np

rng = np.random.default_rng(20261207)
cases = []


def pairs(z):
    z = np.asarray(z, dtype=np.complex128).ravel()
    return np.stack([z.real, z.imag], -1).ravel().tolist()


def add(name, a):
    a = np.asarray(a)
    complex_ = np.iscomplexobj(a)
    w, vr = np.linalg.eig(a)
    # Left eigenvectors: rows of inv(VR) (as columns, conjugated), for the condition numbers.
    kappa = []
    for m, wm, vm in zip(a.reshape(-1, *a.shape[-2:]), w.reshape(-1, a.shape[-1]), vr.reshape(-1, *a.shape[-2:])):
        try:
            left = np.linalg.inv(vm).conj().T
            for k in range(len(wm)):
                x = vm[:, k] / np.linalg.norm(vm[:, k])
                y = left[:, k] / np.linalg.norm(left[:, k])
                s = abs(np.vdot(y, x))
                kappa.append(float(min(1 / s, 1e16)) if s > 0 else 1e16)
        except np.linalg.LinAlgError:
            kappa.extend([1e16] * len(wm))
    cases.append(
        {
            "name": name,
            "shape": list(a.shape),
            "complex": bool(complex_),
            "a": pairs(a) if complex_ else a.astype(np.float64).ravel().tolist(),
            "w": pairs(w),
            "kappa": kappa,
        }
    )


for n in [1, 2, 3, 4, 5, 8, 16, 33, 64, 100]:
    add(f"random {n}x{n}", rng.standard_normal((n, n)))
for n in [1, 2, 3, 7, 16, 40]:
    add(f"complex {n}x{n}", rng.standard_normal((n, n)) + 1j * rng.standard_normal((n, n)))
add("symmetric 20x20", (lambda m: m + m.T)(rng.standard_normal((20, 20))))
add("orthogonal 12x12", np.linalg.qr(rng.standard_normal((12, 12)))[0])
add("rotation", [[0.0, -1.0], [1.0, 0.0]])
add("jordan 3", [[2.0, 1.0, 0.0], [0.0, 2.0, 1.0], [0.0, 0.0, 2.0]])
add("nilpotent 5", np.diag(np.ones(4), 1))
add("zero 4x4", np.zeros((4, 4)))
add("upper triangular 6", np.triu(rng.standard_normal((6, 6))))
add("permutation 6", np.eye(6)[[1, 2, 3, 4, 5, 0]])
add("companion 6", np.vstack([-np.array([-10.0, 35, -50, 24, 3, 1]), np.eye(5, 6)]))
add("badly scaled 4", np.diag([1e-6, 1e-2, 1e2, 1e6]) @ rng.standard_normal((4, 4)) @ np.diag([1e6, 1e2, 1e-2, 1e-6]))
add("tiny 8x8", rng.standard_normal((8, 8)) * 1e-150)
add("huge 8x8", rng.standard_normal((8, 8)) * 1e150)
add("complex huge 5x5", (rng.standard_normal((5, 5)) + 1j * rng.standard_normal((5, 5))) * 1e150)
add("complex hermitian 10", (lambda m: m + m.conj().T)(rng.standard_normal((10, 10)) + 1j * rng.standard_normal((10, 10))))
add("batch 3x4x4", rng.standard_normal((3, 4, 4)))

polys = []
for p in [
    [1.0, -3, 2],
    [1.0, 0, 1],
    [2.0, -4, 2],
    [1.0, -6, 11, -6],
    [0.0, 0, 1, -3, 2, 0, 0],
    [3.0],
    [1.0, 0, 0, 0, -1],
    [1.0, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    rng.standard_normal(12).tolist(),
]:
    polys.append({"p": p, "roots": pairs(np.roots(p))})

out = os.path.join(os.path.dirname(__file__), "..", "test", "fixtures", "linalg-eig.json")
with open(out, "w") as f:
    json.dump({"numpy": np.__version__, "cases": cases, "roots": polys}, f, separators=(",", ":"))
print(f"{len(cases)} matrices, {len(polys)} polynomials -> {os.path.relpath(out)}")
