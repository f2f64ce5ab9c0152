#!/usr/bin/env python3
"""Measures the float kernels against correctly rounded results (mpmath at 160 bits).

For float32 and float64, each function gets --count random inputs (a third uniform over bit
patterns, so huge and tiny arguments are covered, a third over the function's natural domain, a
third log-uniform in magnitude) plus edge values and hard cases (huge arguments, values near
multiples of pi/2). Our results come from the built library: this script writes the inputs to
files and has Node run the kernels (scripts/accuracy-run.mjs). The error of a result is its
distance in ulps from the correctly rounded result (0 = correctly rounded); NaN must match NaN.
bfloat16 and float16 are checked exhaustively (all 65,536 inputs) to be the float32 kernel's
result rounded once to nearest even.

Writes test/fixtures/accuracy/summary.json (worst ulp per function and dtype, checked by
test/accuracy.test.ts), test/fixtures/accuracy/cases.json (the hard cases and the worst
inputs with their correctly rounded results, re-run by the test without Python) and
docs/accuracy.md. Run: npm run accuracy (builds first), or python3 scripts/accuracy.py [--count N].
"""
import argparse
import json
import math
import os
import subprocess
import sys
import tempfile
from multiprocessing import Pool

import mpmath
import numpy as np

from registry import registry

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
FIXTURES = os.path.join(ROOT, "test", "fixtures", "accuracy")
RNG = np.random.default_rng(20261122)
PREC = 160

# The functions with a measured bound, and their input domains, are the registry's rows with an
# `accuracy` column (src/registry/registry.js), in its order.
MEASURED = [row for row in registry()["operations"] if "accuracy" in row]
UNARY = [row["name"] for row in MEASURED if row["arity"] == 1]
BINARY = [row["name"] for row in MEASURED if row["arity"] == 2]
FUNCTIONS = [row["name"] for row in MEASURED]
NUMPY = {row["name"]: row["numpy"] for row in MEASURED}

STORAGE = {"float32": np.float32, "float64": np.float64}
BITS = {"float32": np.uint32, "float64": np.uint64}
# (precision, min normal exponent, max exponent)
FORMAT = {"float32": (24, -126, 127), "float64": (53, -1022, 1023)}

# natural domains (low, high) for the uniform third
DOMAIN = {row["name"]: tuple(row["accuracy"]["domain"]) for row in MEASURED}
DOMAIN64 = {row["name"]: tuple(row["accuracy"]["domain64"]) for row in MEASURED if "domain64" in row["accuracy"]}


def mp_function(name):
    """The mpmath reference: mpmath's function of the row's NumPy name, or where it differs, this table."""
    m = mpmath
    table = {
        "exp2": lambda x: m.power(2, x), "log2": lambda x: m.log(x, 2), "reciprocal": lambda x: 1 / x,
        "trunc": lambda x: m.floor(x) if x >= 0 else m.ceil(x), "rint": m.nint, "arctan2": m.atan2,
        "arcsin": m.asin, "arccos": m.acos, "arctan": m.atan, "arcsinh": m.asinh, "arccosh": m.acosh,
        "arctanh": m.atanh, "sinc": m.sincpi, "i0": lambda x: m.besseli(0, x), "cbrt": lambda x: m.cbrt(x) if x >= 0 else -m.cbrt(-x), "deg2rad": m.radians, "rad2deg": m.degrees,
        "logaddexp": lambda x, y: logaddexp_reference(x, y, False),
        "logaddexp2": lambda x, y: logaddexp_reference(x, y, True),
    }
    return table.get(name) or getattr(m, NUMPY[name])


def logaddexp_reference(x, y, base2):
    """log(e^x + e^y) (or log2(2^x + 2^y)) as the larger plus log1p of the smaller's share, with
    the difference exact: at PREC bits, e^x + e^y alone loses a tiny x against 1."""
    high, low = max(x, y), min(x, y)
    with mpmath.workprec(2300):
        d = low - high  # exact: doubles span fewer than 2,200 bits
        if d < -2000:
            return +high
        share = mpmath.log1p(mpmath.power(2, d)) / mpmath.log(2) if base2 else mpmath.log1p(mpmath.exp(d))
        return high + share


def numpy_function(name):
    # NumPy has no erf; its non-finite cases (the only ones asked of this fallback) are ±1 and NaN.
    erf = lambda x: np.sign(x) if np.isinf(x) else x if np.isnan(x) else np.float64(math.erf(x))
    return {"erf": erf}.get(name) or getattr(np, NUMPY[name])


def round_to(value, dtype):
    """An mpf rounded once to the dtype (nearest even, subnormals and overflow included) -> float."""
    precision, min_exp, max_exp = FORMAT[dtype]
    if value == 0:
        return 0.0
    sign, man, exp, _ = value._mpf_  # value = (-1)**sign * man * 2**exp exactly
    negative = sign == 1
    man = int(man)
    exponent = exp + man.bit_length() - 1
    if exponent > max_exp:
        return -math.inf if negative else math.inf
    if exponent < min_exp - precision:
        return -0.0 if negative else 0.0
    quantum = max(exponent, min_exp) - (precision - 1)
    shift = quantum - exp
    if shift > 0:
        steps, rest = divmod(man, 1 << shift)
        half = 1 << (shift - 1)
        if rest > half or (rest == half and steps & 1):
            steps += 1
    else:
        steps, quantum = man, exp
    try:
        out = math.ldexp(float(steps), quantum)
    except OverflowError:
        out = math.inf
    if steps.bit_length() + quantum - 1 > max_exp:
        out = math.inf
    return -out if negative else out


def ordinal(values, dtype):
    """Position on the number line in ulps (+0 and -0 both 0), as Python ints."""
    bits = np.asarray(values, dtype=STORAGE[dtype]).view(BITS[dtype]).astype(object)
    sign = 1 << (32 if dtype == "float32" else 64) - 1
    return [-(b & (sign - 1)) if b & sign else b for b in bits]


def reference_chunk(job):
    """Correctly rounded results of one function for a chunk of inputs (a worker's job)."""
    name, dtype, columns = job
    mpmath.mp.prec = PREC
    function = mp_function(name)
    fallback = numpy_function(name)
    out = []
    for args in zip(*columns):
        args = [float(a) for a in args]
        # non-finite inputs, and atan2 of a signed zero (its sign picks the branch): NumPy's C99 answer
        if not all(math.isfinite(a) for a in args) or (name == "arctan2" and 0.0 in args):
            with np.errstate(all="ignore"):
                out.append(float(fallback(*[np.float64(a) for a in args])))
            continue
        try:
            value = function(*[mpmath.mpf(a) for a in args])
        except (ZeroDivisionError, ValueError):
            with np.errstate(all="ignore"):
                out.append(float(fallback(*[np.float64(a) for a in args])))
            continue
        if isinstance(value, mpmath.mpc):
            out.append(math.nan if value.imag != 0 else round_to(value.real, dtype))
        elif mpmath.isinf(value):
            out.append(math.inf if value > 0 else -math.inf)
        elif value == 0:
            out.append(0.0)  # ±0 compare equal (the exact value has no sign)
        else:
            out.append(round_to(value, dtype))
    return out


# ---- inputs ---------------------------------------------------------------------------------------

def random_bits(dtype, count):
    if dtype == "float32":
        values = RNG.integers(0, 2**32, count, dtype=np.uint64).astype(np.uint32).view(np.float32)
    else:
        values = RNG.integers(0, 2**64, count, dtype=np.uint64).view(np.float64)
    return np.where(np.isfinite(values), values, 1.5).astype(STORAGE[dtype])


def edge_values(dtype):
    storage = STORAGE[dtype]
    info = np.finfo(storage)
    values = [0.0, -0.0, 1.0, -1.0, 0.5, 2.0, 10.0, 0.1, math.inf, -math.inf, math.nan,
              float(info.max), -float(info.max), float(info.tiny), -float(info.tiny),
              float(info.smallest_subnormal), -float(info.smallest_subnormal), 1e-5, 1e-20, 2.5, -2.5,
              math.pi / 4, math.pi / 2, math.pi, 3 * math.pi / 2, 2 * math.pi, 1e9, 1e10, 1e15, 1e22, 7e26,
              1.2e27, 6e26, 3e38, 1e30, -1e22, 88.7, 89.0, -103.9, -87.3, 709.7, 710.0, -745.1, -708.4,
              1.0 + 2.0**-23, 1.0 - 2.0**-24, 0.9999, 1e-300, 1e300, 19.0, 22.0, 0.55, 0.4, -0.4, 0.25,
              2.0**-27, 2.0**-28, 1023.5, 127.5, 128.0, -149.0, -1074.0, 1024.0, -1.0 + 2.0**-24, -0.5]
    if dtype == "float64":
        values += [6381956970095103 * 2.0**797, 5.319372648326541e255, 2.0**1023, 1e308, 1.5e308]
    with np.errstate(over="ignore"):
        values = np.array(values, dtype=np.float64).astype(storage)
    # values nearest multiples of pi/2 (the hardest sin/cos/tan reductions)
    mpmath.mp.prec = 2000
    near = []
    ks = list(range(1, 200)) + [int(k) for k in RNG.integers(1, 2**62, 300)]
    ks += [int(k) << int(s) for k, s in zip(RNG.integers(1, 2**40, 300), RNG.integers(20, 1000 if dtype == "float64" else 100, 300))]
    for k in ks:
        x = k * mpmath.pi / 2
        if x < float(info.max):
            near.append(float(x))
    mpmath.mp.prec = PREC
    return np.concatenate([values, np.array(near).astype(storage)])


def hard_trig(dtype):
    """float32 / float64 values within 2^-20 relative of a multiple of pi/2 found by a continued-fraction-free scan."""
    if dtype == "float32":
        # every float32 significand at a few huge exponents, keep those closest to k·π/2
        mpmath.mp.prec = 600
        best = []
        for exponent in (30, 60, 90, 100, 110, 120, 126):
            significands = RNG.integers(2**23, 2**24, 20000)
            scale = mpmath.ldexp(1, exponent - 23)
            two_over_pi = 2 / mpmath.pi
            for m in significands:
                x = int(m) * scale
                t = x * two_over_pi
                frac = abs(t - mpmath.nint(t))
                best.append((float(frac), float(x)))
        best.sort()
        mpmath.mp.prec = PREC
        return np.array([x for _, x in best[:60]], dtype=np.float32)
    return np.zeros(0, dtype=np.float64)


def erf_boundaries(dtype):
    """erf's hard places: either side of each change of approximation, and where it reaches ±1."""
    storage = STORAGE[dtype]
    centres = np.array([2.0**-28, 0.84375, 1.25, 1 / 0.35, 6.0, 5.9, 3.9, 4.0], dtype=storage)
    steps = np.arange(-40, 41)
    near = [np.nextafter(c, np.inf if k > 0 else -np.inf, dtype=storage) for c in centres for k in [1, -1]]
    values = [c + k * np.spacing(c) for c in centres for k in steps] + near
    values = np.array(values, dtype=storage)
    return np.concatenate([values, -values]).astype(storage)


def inputs_for(name, dtype, count):
    storage = STORAGE[dtype]
    third = count // 3
    low, high = (DOMAIN64 if dtype == "float64" else {}).get(name, DOMAIN[name])
    parts = [random_bits(dtype, third), RNG.uniform(low, high, third).astype(storage)]
    magnitude = 10.0 ** RNG.uniform(-10, 10, count - 2 * third)
    signs = np.where(RNG.random(count - 2 * third) < 0.5, -1.0, 1.0)
    parts.append((magnitude * signs).astype(storage))
    if name in ("log", "log2", "log10", "sqrt"):
        parts = [np.abs(p) for p in parts[:2]] + [np.abs(parts[2])]
    if name == "log1p":
        parts[2] = np.where(parts[2] < -1, -parts[2], parts[2]).astype(storage)
    edges = edge_values(dtype)
    extra = [edges]
    if name in ("sin", "cos", "tan"):
        extra.append(hard_trig(dtype))
    if name == "erf":
        extra.append(erf_boundaries(dtype))
    return np.concatenate(parts + extra).astype(storage), len(np.concatenate(extra))


def binary_inputs(name, dtype, count):
    storage = STORAGE[dtype]
    first, edges_first = inputs_for(name, dtype, count)
    second = np.concatenate([RNG.permutation(first[:count]), RNG.permutation(first[count:])]).astype(storage)
    with np.errstate(over="ignore"):
        edges = np.array([0.0, -0.0, 1.0, -1.0, math.inf, -math.inf, math.nan, 3.0, -2.0, 1e-300, 1e300], dtype=np.float64).astype(storage)
    pairs_a = np.repeat(edges, len(edges))
    pairs_b = np.tile(edges, len(edges))
    return (np.concatenate([first, pairs_a]).astype(storage), np.concatenate([second, pairs_b]).astype(storage),
            edges_first + len(pairs_a))


# ---- half dtypes ---------------------------------------------------------------------------------

def half_check(name, outputs, dir_):
    """bfloat16/float16: the 16-bit kernel equals the float32 kernel's result rounded once."""
    return outputs


def f32_to_bf16(values):
    bits = np.asarray(values, dtype=np.float32).view(np.uint32).astype(np.uint64)
    rounded = ((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16).astype(np.uint16)
    quiet = ((bits >> 16) | 0x40).astype(np.uint16)
    return np.where(np.isnan(np.asarray(values, dtype=np.float32)), quiet, rounded).astype(np.uint16)


def f16_to_f32(bits):
    return bits.view(np.float16).astype(np.float32)


def bf16_to_f32(bits):
    return (bits.astype(np.uint32) << 16).view(np.float32)


# ---- main -----------------------------------------------------------------------------------------

def run_node(directory, jobs):
    with open(os.path.join(directory, "jobs.json"), "w") as handle:
        json.dump(jobs, handle)
    subprocess.run(["node", os.path.join(ROOT, "scripts", "accuracy-run.mjs"), directory], check=True)


def hexify(array):
    return np.ascontiguousarray(array).tobytes().hex()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=100000, help="random inputs per function and dtype")
    parser.add_argument("--only", nargs="*", help="functions to measure (default all; fixtures not written)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--merge", action="store_true",
                        help="with --only: replace those functions' entries in the committed fixtures and docs, keep the rest")
    args = parser.parse_args()
    functions = args.only or FUNCTIONS
    directory = tempfile.mkdtemp(prefix="accuracy-")
    jobs = []
    data = {}
    for name in functions:
        for dtype in STORAGE:
            if name in BINARY:
                first, second, hard = binary_inputs(name, dtype, args.count)
                columns = [first, second]
            else:
                first, hard = inputs_for(name, dtype, args.count)
                columns = [first]
            files = []
            for index, column in enumerate(columns):
                file = f"{name}_{dtype}_in{index}.bin"
                column.tofile(os.path.join(directory, file))
                files.append(file)
            jobs.append({"kernel": f"{name}_{dtype}", "inputs": files, "output": f"{name}_{dtype}_out.bin",
                         "count": len(first), "outBytes": np.dtype(STORAGE[dtype]).itemsize})
            data[(name, dtype)] = (columns, hard)
        # halves: every pattern through the 16-bit kernel and through the float32 kernel
        for half in ("bfloat16", "float16"):
            patterns = np.arange(65536, dtype=np.uint32).astype(np.uint16)
            widened = bf16_to_f32(patterns) if half == "bfloat16" else f16_to_f32(patterns)
            if name in BINARY:
                second = RNG.permutation(patterns)
                second_wide = bf16_to_f32(second) if half == "bfloat16" else f16_to_f32(second)
                patterns.tofile(os.path.join(directory, f"{name}_{half}_in0.bin"))
                second.tofile(os.path.join(directory, f"{name}_{half}_in1.bin"))
                widened.tofile(os.path.join(directory, f"{name}_{half}_w0.bin"))
                second_wide.tofile(os.path.join(directory, f"{name}_{half}_w1.bin"))
                jobs.append({"kernel": f"{name}_{half}", "inputs": [f"{name}_{half}_in0.bin", f"{name}_{half}_in1.bin"],
                             "output": f"{name}_{half}_out.bin", "count": 65536, "outBytes": 2})
                jobs.append({"kernel": f"{name}_float32", "inputs": [f"{name}_{half}_w0.bin", f"{name}_{half}_w1.bin"],
                             "output": f"{name}_{half}_wout.bin", "count": 65536, "outBytes": 4})
            else:
                patterns.tofile(os.path.join(directory, f"{name}_{half}_in0.bin"))
                widened.tofile(os.path.join(directory, f"{name}_{half}_w0.bin"))
                jobs.append({"kernel": f"{name}_{half}", "inputs": [f"{name}_{half}_in0.bin"],
                             "output": f"{name}_{half}_out.bin", "count": 65536, "outBytes": 2})
                jobs.append({"kernel": f"{name}_float32", "inputs": [f"{name}_{half}_w0.bin"],
                             "output": f"{name}_{half}_wout.bin", "count": 65536, "outBytes": 4})
    run_node(directory, jobs)

    # correctly rounded references, in chunks over the worker pool
    tasks = []
    for (name, dtype), (columns, _) in data.items():
        size = len(columns[0])
        step = 5000
        for start in range(0, size, step):
            tasks.append(((name, dtype, start), (name, dtype, [c[start:start + step] for c in columns])))
    with Pool(args.workers) as pool:
        results = pool.map(reference_chunk, [task for _, task in tasks], chunksize=1)
    expected = {}
    for (key, _), chunk in zip(tasks, results):
        expected.setdefault(key[:2], []).extend(chunk)

    summary = {}
    cases = {}
    for (name, dtype), (columns, hard) in data.items():
        storage = STORAGE[dtype]
        ours = np.fromfile(os.path.join(directory, f"{name}_{dtype}_out.bin"), dtype=storage)
        want = np.array(expected[(name, dtype)], dtype=np.float64).astype(storage)
        ours_nan, want_nan = np.isnan(ours), np.isnan(want)
        nan_mismatch = int(np.sum(ours_nan != want_nan))
        both = ~ours_nan & ~want_nan
        distance = np.zeros(len(ours), dtype=object)
        a, b = ordinal(ours[both], dtype), ordinal(want[both], dtype)
        distance[both] = [abs(x - y) for x, y in zip(a, b)]
        distance[ours_nan != want_nan] = 10**9
        worst = int(max(distance)) if len(distance) else 0
        exact = int(np.sum(distance == 0))
        worst_index = int(np.argmax(distance.astype(np.float64)))
        entry = {"samples": int(len(ours)), "worstUlp": worst, "correctlyRounded": exact,
                 "nanMismatches": nan_mismatch,
                 "worstInput": [float(c[worst_index]) for c in columns]}
        summary.setdefault(name, {})[dtype] = entry
        # the fixture: hard cases (edges, huge arguments) and every input not correctly rounded (capped)
        size = len(ours)
        picked = list(range(size - hard, size))
        off = [i for i in np.nonzero(distance != 0)[0].tolist() if i < size - hard]
        picked += off[:300]
        picked += RNG.choice(size - hard, 200, replace=False).tolist()
        picked = sorted(set(picked))
        cases.setdefault(name, {})[dtype] = {
            "count": len(picked),
            "inputs": [hexify(c[picked]) for c in columns],
            "expected": hexify(want[picked]),
        }
        print(f"{name:>10} {dtype}: worst {worst} ulp (at {entry['worstInput']}), {exact / size:.4%} correctly rounded, {size} inputs"
              + (f", {nan_mismatch} NaN mismatches" if nan_mismatch else ""), flush=True)

    for name in functions:
        for half in ("bfloat16", "float16"):
            out16 = np.fromfile(os.path.join(directory, f"{name}_{half}_out.bin"), dtype=np.uint16)
            out32 = np.fromfile(os.path.join(directory, f"{name}_{half}_wout.bin"), dtype=np.float32)
            with np.errstate(over="ignore"):
                want16 = f32_to_bf16(out32) if half == "bfloat16" else out32.astype(np.float16).view(np.uint16)
            exponent = 0x7F80 if half == "bfloat16" else 0x7C00
            mantissa = 0x007F if half == "bfloat16" else 0x03FF
            is_nan = lambda bits: ((bits & exponent) == exponent) & ((bits & mantissa) != 0)
            same = (out16 == want16) | (is_nan(out16) & is_nan(want16))
            summary[name][half] = {"samples": 65536, "roundedFromFloat32": bool(same.all()),
                                   "mismatches": int(np.sum(~same))}
            print(f"{name:>10} {half}: {'= float32 result rounded once' if same.all() else f'{int(np.sum(~same))} mismatches'} (all 65,536 inputs)")

    if args.only and not args.merge:
        return
    if args.merge:
        # Measured functions replace their entries; the others keep the figures last committed.
        with open(os.path.join(FIXTURES, "summary.json")) as handle:
            summary = {**json.load(handle)["functions"], **summary}
        with open(os.path.join(FIXTURES, "cases.json")) as handle:
            cases = {**json.load(handle)["functions"], **cases}
    os.makedirs(FIXTURES, exist_ok=True)
    header = {"generatedBy": "scripts/accuracy.py - do not edit", "reference": f"mpmath {mpmath.__version__} at {PREC} bits, rounded once",
              "randomInputsPerFunction": args.count}
    with open(os.path.join(FIXTURES, "summary.json"), "w") as handle:
        json.dump({**header, "functions": summary}, handle, indent=1, sort_keys=True)
        handle.write("\n")
    with open(os.path.join(FIXTURES, "cases.json"), "w") as handle:
        json.dump({**header, "functions": cases}, handle, separators=(",", ":"), sort_keys=True)
        handle.write("\n")
    write_markdown(summary, args.count)


def write_markdown(summary, count):
    lines = [
        "<!-- generated by scripts/accuracy.py (npm run accuracy) - do not edit -->",
        "# Accuracy of the float kernels",
        "",
        f"Worst error in ulps against the correctly rounded result (mpmath at {PREC} bits, rounded once),",
        f"over {count:,} random inputs per function and dtype (uniform bit patterns, the natural domain,",
        "log-uniform magnitudes) plus edge values and hard cases (huge arguments, floats nearest multiples",
        "of π/2). 0 means every result was correctly rounded; the share that was is in brackets.",
        "bfloat16 and float16 are checked on all 65,536 inputs to be the float32 result rounded once.",
        "",
        "How: float64 `sin`, `cos`, `tan` reduce the argument exactly (a four-part π/2 below 2^20,",
        "Payne–Hanek with 1,400 bits of 2/π above) and evaluate double-double kernels; `tanh` and `expm1`",
        "use a double-double `exp`; `erf` is fdlibm's rational approximations (as in musl); the others",
        "are AssemblyScript's `Math` (musl/ARM routines), measured here. float64 `sinh` and `cosh` use the",
        "double-double `exp`; `sinc` reduces x exactly (sin(πx) = ±sin(πr), |r| ≤ 1/2) and carries πr,",
        "sin(πr) and πx as double-doubles; `logaddexp` and `logaddexp2` take the difference exactly and",
        "log1p(e^−d) in double-double. float64 `i0` sums the power series (|x| ≤ 25) or the asymptotic",
        "series times e^|x|/√(2π|x|) (above) with the terms, e^|x|/2 and 1/√(2π|x|) as double-doubles.",
        "float32 functions compute in float64 and round once (`i0` lane by lane, `sin`,",
        "`cos`, `tanh`, `sinh`, `cosh`, `cbrt`, the inverse trigonometric and hyperbolic functions, `sinc`,",
        "`deg2rad`, `rad2deg`, `logaddexp`, `logaddexp2` as SIMD code in float64x2 lanes: fdlibm's `log`",
        "and `atan` polynomials, the table `exp`). float32 `exp` runs in float32 lanes (a 256-entry 2^(j/256)",
        "table as float32 pairs) with a rounding test, and redoes in float64 every vector with a lane",
        "near a rounding boundary (about 3% of vectors) or outside [-87, 88.5]; it gives the float64",
        "path's result on all 2^32 inputs (scripts/exp32-exhaustive.mjs). float32 `arctan`, `arcsin`, `arccos`",
        "(a table of atan c over 1/16-binade bins, one division, a degree-7 odd polynomial) and `sinc`",
        "(one Taylor polynomial), `log`, `log2`, `log10`, `log1p`, `arcsinh`, `arccosh`, `arctanh` (a 128-entry",
        "table of 1/c and log c around centres c with 7 mantissa bits, c = 1 among them: no division, a",
        "degree-6 polynomial; `arcsinh` and `arccosh` where four vectors are in their plain ranges: 1,024 entries,",
        "10 mantissa bits, degree 3, the bin from the argument's float32 image), `logaddexp` and `logaddexp2` evaluate a shorter float64 form",
        "with a rounding test and redo in the float64 path every vector with a lane",
        "within 2^-41 (relative) of a rounding boundary or a subnormal result; scripts/elementary32-exhaustive.mjs",
        "compares them with the float64 path bit for bit: the same on all 2^32 inputs (`logaddexp`: 2^26 pairs).",
        "float32 `cbrt` takes r ≈ |x|^(-1/3) from the bits (a magic constant), two Newton steps in float32",
        "lanes and one to second order in float64 lanes (within 2^-50), under the same rounding test: the same",
        "as the float64 path, and as the table kernel before it, on all 2^32 inputs.",
        "float32 `tanh` (the addition formula: tanh(j/64) from a table, tanh δ by Taylor, |δ| ≤ 1/128, in",
        "float64 lanes) redoes a vector near a rounding boundary with the double-double `tanh`: correctly",
        "rounded on every input (scripts/tanh32-exhaustive.mjs, mpmath deciding the inputs where the two",
        "differ; `--previous`: the bits of the exp form before on all 2^32 inputs). float32 `sinh` redoes a vector",
        "with a lane near a rounding boundary or a subnormal result in float64 lanes (e^|x| − 1 by Taylor to",
        "degree 13 after the reduction by ln 2): correctly rounded on every input (scripts/sinh32-exhaustive.mjs:",
        "that path lane by lane against every fast lane that passes, mpmath deciding the lanes that fail). bfloat16/float16 `exp` read a",
        "table of the float32 result rounded once (128 KiB per dtype, built after 65,536 elements).",
        "",
        "Complex functions are not in this table: they follow C99 Annex G at infinities and NaN as NumPy",
        "(glibc) gives them, and `log` and `sqrt` scale their inputs near overflow and underflow; the",
        "special-value grid and the near-overflow/underflow cases are NumPy-oracle fixtures",
        "(test/fixtures/kernels/complex*.json, `unarySpecial`). The complex inverse trigonometric and",
        "hyperbolic functions follow Hull, Fairgrieve and Tang (as FreeBSD's catrig, NumPy's), in float64",
        "for both complex dtypes; their special values, branch cuts (signed zeros) and huge, tiny and",
        "subnormal parts are checked against NumPy (within 4 ulps a part, or the correctly rounded value",
        "where NumPy is further off): test/fixtures/complex-inverse.json.",
        "",
        "| function | float32 | float64 | bfloat16, float16 |",
        "| --- | --- | --- | --- |",
    ]
    for name in FUNCTIONS:
        if name not in summary:
            continue
        row = summary[name]
        cell = lambda d: f"{row[d]['worstUlp']} ({row[d]['correctlyRounded'] / row[d]['samples']:.2%})"
        halves = "rounded from float32" if row["bfloat16"]["roundedFromFloat32"] and row["float16"]["roundedFromFloat32"] else "MISMATCH"
        lines.append(f"| `{name}` | {cell('float32')} | {cell('float64')} | {halves} |")
    lines.append("")
    # The jax.nn section (scripts/nn-accuracy.mjs writes it after its marker) is kept as it is.
    docs_path = os.path.join(ROOT, "docs", "accuracy.md")
    kept = ""
    if os.path.exists(docs_path):
        with open(docs_path) as handle:
            previous = handle.read()
        if "<!-- nn:start" in previous:
            kept = "\n" + previous[previous.index("<!-- nn:start"):]
    with open(docs_path, "w") as handle:
        handle.write("\n".join(lines) + kept)
    # README: the compact table between the markers
    compact = [
        "Worst error in ulps of the float kernels against the correctly rounded result (mpmath), measured",
        f"by `npm run accuracy` over {count:,} random inputs per function and dtype plus edge values and huge",
        "arguments ([docs/accuracy.md](docs/accuracy.md) has the details). bfloat16 and float16 results are",
        "the float32 result rounded once (checked on all 65,536 inputs). Complex functions follow C99",
        "Annex G at infinities and NaN as NumPy gives them and scale near overflow and underflow.",
        "",
        "| dtype | " + " | ".join(f"`{name}`" for name in FUNCTIONS if name in summary) + " |",
        "| --- |" + " --- |" * len([name for name in FUNCTIONS if name in summary]),
    ]
    for dtype in STORAGE:
        compact.append(f"| {dtype} | " + " | ".join(str(summary[name][dtype]["worstUlp"]) for name in FUNCTIONS if name in summary) + " |")
    readme_path = os.path.join(ROOT, "README.md")
    with open(readme_path) as handle:
        readme = handle.read()
    start = readme.index("<!-- accuracy:start")
    start = readme.index("\n", start) + 1
    end = readme.index("<!-- accuracy:end -->")
    with open(readme_path, "w") as handle:
        handle.write(readme[:start] + "\n".join(compact) + "\n" + readme[end:])


if __name__ == "__main__":
    main()
