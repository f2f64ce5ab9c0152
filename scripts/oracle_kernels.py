#!/usr/bin/env python3
"""Expected kernel outputs, computed with NumPy, for test/kernels.test.ts.

Writes test/fixtures/kernels/<dtype>.json: edge values (and some random ones) per dtype, every
binary op on all pairs of them, every unary op and every cast. Arrays are stored as the hex of
their little-endian storage bytes, so every bit (NaN payloads, -0, 64-bit ints) survives JSON.

Semantics follow SPEC §5. Where NumPy has no answer, it is emulated:
  bfloat16  float32 result, then one round-to-nearest-even on the bits (no ml_dtypes needed);
            casts from float64 / 64-bit ints round the exact value once.
  float16   float32 result, then NumPy's float32 -> float16 conversion (one rounding).
  another 16-bit float (a format added to the registry): the same, through an exact codec of its
            format (the registry's randomFloats row: mantissa bits and smallest normal exponent).
  float -> int casts  truncate, saturate, NaN -> 0 (NumPy's are undefined out of range).
  integer power with a negative exponent  1, with status 1 (NumPy raises).

Transcendental results (power, exp, log, sin, cos, tanh, complex abs/sqrt) come from NumPy's
libm/SVML and the kernels' own implementations: the fixtures mark them for a ULP / relative
tolerance instead of bit equality. Run: python3 scripts/oracle_kernels.py
"""
import json
import math
import os
import re
import warnings
from fractions import Fraction

import mpmath
import numpy as np

from registry import registry

warnings.simplefilter("ignore")
np.seterr(all="ignore")

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
OUT_DIR = os.path.join(ROOT, "test", "fixtures", "kernels")
RNG = np.random.default_rng(20240611)

# The dtypes and kernels come from the registry (src/registry/registry.js), as the kernel generator reads it.
REGISTRY = registry()
# The narrow formats have oracles of their own (scripts/narrow_oracle.py, narrow_arith_oracle.py).
DTYPES = [row["name"] for row in REGISTRY["kernelDtypes"] if row["kind"] != "narrow"]
KIND = {row["name"]: row["kind"] for row in REGISTRY["kernelDtypes"]}
# The NumPy type over each dtype's storage (the registry's typed array; complex as NumPy's complex).
TYPED_ARRAY_NUMPY = {
    "Uint8Array": np.uint8, "Int8Array": np.int8, "Uint16Array": np.uint16, "Int16Array": np.int16,
    "Uint32Array": np.uint32, "Int32Array": np.int32, "BigUint64Array": np.uint64, "BigInt64Array": np.int64,
    "Float32Array": np.float32, "Float64Array": np.float64,
}
STORAGE = {
    row["name"]: np.dtype(f"complex{row['bits']}").type if row["kind"] == "complex" else TYPED_ARRAY_NUMPY[row["storage"]]
    for row in REGISTRY["dtypes"]
}

BINARY_OPS = {kernel["op"]: set(kernel["kinds"]) for kernel in REGISTRY["kernels"] if kernel["arity"] == 2}
UNARY_OPS = {kernel["op"]: set(kernel["kinds"]) for kernel in REGISTRY["kernels"] if kernel["arity"] == 1}
# The correctly rounded ones among the functions with a measured bound (the registry's `accuracy`
# column) compare exactly; the others, and power, within a few ulps.
CORRECTLY_ROUNDED = {"sqrt", "reciprocal", "floor", "ceil", "trunc", "rint"}
MEASURED = {re.sub("([A-Z])", r"_\1", row["name"]).lower() for row in REGISTRY["operations"] if "accuracy" in row}
TRANSCENDENTAL = MEASURED - CORRECTLY_ROUNDED | {"power"}
# Complex ops checked on moderate values with a relative tolerance (plus the special values below).
COMPLEX_APPROX = TRANSCENDENTAL | {"sqrt", "reciprocal"}
# Complex kernels whose cases come from their own mpmath oracle (scripts/complex_sinc_logaddexp_oracle.py).
OWN_ORACLE = {"sinc", "logaddexp", "logaddexp2"}
# Bool-valued tests of a value (jnp.signbit, isposinf, …): NumPy's, as bytes of 0 and 1.
PREDICATES = {"signbit", "isposinf", "isneginf", "isreal", "iscomplex"}
# The parts of a number (jnp.real, imag, conjugate, positive): bits moved, compared exactly.
PARTS = {"real", "imag", "conjugate", "positive"}
COMPARISONS = {"equal", "not_equal", "less", "less_equal", "greater", "greater_equal"}


def hexify(array):
    return np.ascontiguousarray(array).tobytes().hex()


# ---- 16-bit float emulation -------------------------------------------------------------------

def f32_to_bf16_bits(values):
    """float32 array -> bfloat16 bit patterns, round to nearest even, NaN made quiet."""
    bits = np.asarray(values, dtype=np.float32).view(np.uint32).astype(np.uint64)
    rounded = ((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16).astype(np.uint16)
    quiet = ((bits >> 16) | 0x40).astype(np.uint16)
    is_nan = np.isnan(np.asarray(values, dtype=np.float32))
    return np.where(is_nan, quiet, rounded).astype(np.uint16)


def bf16_bits_to_f32(bits):
    return (np.asarray(bits, dtype=np.uint16).astype(np.uint32) << 16).view(np.float32)


def f16_bits_to_f32(bits):
    return np.asarray(bits, dtype=np.uint16).view(np.float16).astype(np.float32)


def f32_to_f16_bits(values):
    return np.asarray(values, dtype=np.float32).astype(np.float16).view(np.uint16)


# Any other 16-bit float, from its format: 1 sign bit, 15 - mantissa exponent bits, IEEE specials
# (inf at the top exponent, NaN above it), bias 1 - tinyExponent (the registry's randomFloats row).
HALF_FORMATS = {
    row["name"]: (row["mantissa"], 1 - row["tinyExponent"])
    for row in REGISTRY["randomFloats"]
    if KIND.get(row["name"]) == "half"
}


def format_bits_to_f32(name, bits):
    """16-bit patterns of format `name` -> float32 (exact: every value of a 16-bit format is a float32)."""
    mantissa, bias = HALF_FORMATS[name]
    bits = np.asarray(bits, dtype=np.uint16).astype(np.int64)
    top = (1 << (15 - mantissa)) - 1
    exponent, fraction = (bits >> mantissa) & top, bits & ((1 << mantissa) - 1)
    sign = np.where(bits & 0x8000, -1.0, 1.0)
    normal = np.ldexp((fraction + (1 << mantissa)).astype(np.float64), exponent - bias - mantissa)
    subnormal = np.ldexp(fraction.astype(np.float64), 1 - bias - mantissa)
    values = (sign * np.where(exponent == 0, subnormal, normal)).astype(np.float32)
    # inf and NaN: the top exponent, the fraction (a NaN's payload) moved to float32's top fraction bits.
    special = ((bits & 0x8000) << 16 | 0x7F800000 | fraction << (23 - mantissa)).astype(np.uint32).view(np.float32)
    return np.where(exponent == top, special, values)


def exact_to_format_bits(name, value):
    """Python int / float (any magnitude) -> bits of format `name`, rounded once; NaN the quiet one."""
    mantissa, bias = HALF_FORMATS[name]
    top = (1 << (15 - mantissa)) - 1
    negative = (math.copysign(1.0, value) < 0) if isinstance(value, float) else value < 0
    sign = 0x8000 if negative else 0
    if isinstance(value, float) and math.isnan(value):
        return top << mantissa | 1 << (mantissa - 1)
    if isinstance(value, float) and math.isinf(value):
        return sign | top << mantissa
    rounded = abs(round_exact(value, mantissa + 1, 1 - bias, top - 1 - bias))
    if rounded == math.inf:
        return sign | top << mantissa
    if rounded == 0:
        return sign
    exponent = max(math.frexp(rounded)[1] - 1, 1 - bias)
    steps = int(Fraction(rounded) / Fraction(2) ** (exponent - mantissa))
    if steps < (1 << mantissa):  # subnormal
        return sign | steps
    return sign | (exponent + bias) << mantissa | (steps - (1 << mantissa))


def f32_to_format_bits(name, values):
    """float32 array -> bits of format `name`, each rounded once (a NaN keeps its sign, made the quiet one)."""
    values = np.asarray(values, dtype=np.float32)
    out = [exact_to_format_bits(name, float(value)) for value in values.ravel()]
    signs = np.signbit(values.ravel())
    out = [bits | 0x8000 if math.isnan(float(value)) and sign else bits for bits, value, sign in zip(out, values.ravel(), signs)]
    return np.array(out, dtype=np.uint16).reshape(values.shape)


def round_exact(value, precision, min_exponent, max_exponent):
    """An exact rational (int / float / Fraction) rounded once to a binary format -> float."""
    if value == 0:
        return 0.0
    negative = value < 0
    magnitude = Fraction(abs(value))
    exponent = magnitude.numerator.bit_length() - magnitude.denominator.bit_length()
    if Fraction(2) ** exponent > magnitude:
        exponent -= 1
    quantum = max(exponent, min_exponent) - (precision - 1)
    steps = round(magnitude / Fraction(2) ** quantum)  # Fraction rounds half to even
    result = Fraction(steps) * Fraction(2) ** quantum
    if result >= Fraction(2) ** (max_exponent + 1):
        out = math.inf
    else:
        out = float(result)
    return -out if negative else out


def exact_to_bf16_bits(value):
    """Python int / float (any magnitude) -> bfloat16 bits with a single rounding."""
    if isinstance(value, float) and math.isnan(value):
        return 0x7FC0
    if isinstance(value, float) and math.isinf(value):
        return 0xFF80 if value < 0 else 0x7F80
    rounded = round_exact(value, 8, -126, 127)
    if rounded == 0:
        sign = math.copysign(1.0, value) < 0 if isinstance(value, float) else False
        return 0x8000 if sign else 0
    return int(np.array([rounded], dtype=np.float32).view(np.uint32)[0] >> 16)


def exact_to_f16_bits(value):
    if isinstance(value, float) and math.isnan(value):
        return 0x7E00
    if isinstance(value, float) and math.isinf(value):
        return 0xFC00 if value < 0 else 0x7C00
    rounded = round_exact(value, 11, -14, 15)
    if rounded == 0:
        sign = math.copysign(1.0, value) < 0 if isinstance(value, float) else False
        return 0x8000 if sign else 0
    return int(np.array([rounded], dtype=np.float16).view(np.uint16)[0])


# ---- input values -----------------------------------------------------------------------------

def int_edges(name):
    info = np.iinfo(STORAGE[name])
    lo, hi = int(info.min), int(info.max)
    bits = info.bits
    values = {0, 1, 2, 3, 7, hi, hi - 1, lo, lo + 1, hi // 2, hi // 2 + 1, 100 % (hi + 1)}
    if lo < 0:
        values |= {-1, -2, -3, -7, lo // 2}
    if bits >= 16:
        values |= {255, 256, 1000}
    if bits >= 32:
        values |= {65535, 65536, 2**24 + 1, 2**24 + 3, 2**24 + 2**16 + 1, 123456789}
        if lo < 0:
            values |= {-(2**24 + 1), -123456789}
    if bits >= 64:
        values |= {2**32 - 1, 2**32, 2**53 + 1, 2**60 + 2**36 + 1, 2**40 + 2**32 + 1, 0x123456789ABCDEF}
        if lo < 0:
            values |= {-(2**53 + 1), -(2**60 + 2**36 + 1)}
    return sorted(value for value in values if lo <= value <= hi)


def float_edges(storage):
    info = np.finfo(storage)
    values = [
        0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 1.5, -2.5, 2.0, 3.0, -3.0, 7.0, 0.1, -0.7, 1e3,
        1e10, -1e10, float(info.max), -float(info.max), float(info.tiny), -float(info.tiny),
        float(info.smallest_subnormal), -float(info.smallest_subnormal), math.nan, math.inf, -math.inf,
        65504.0, 65520.0, 2.0**-24, 1.0 + 2.0**-8, 1.0 + 3 * 2.0**-8,
    ]
    if storage == np.float64:
        # Just above a bfloat16 / float16 tie: correct only if float64 is rounded once.
        values += [1.0 + 2.0**-8 + 2.0**-30, 1.0 + 2.0**-11 + 2.0**-30, 1e300, 2.0**-1074 * 3]
    return np.array(values, dtype=np.float64).astype(storage)


def half_edges(name):
    """Edge values as 16-bit patterns."""
    if name == "float16":
        values = np.array([
            0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 1.5, -2.5, 2.0, 3.0, -3.0, 7.0, 0.1, -0.7, 1e3,
            65504.0, -65504.0, 6.103515625e-05, 5.960464477539063e-08, -5.960464477539063e-08,
            1.0009765625, 2048.0, 0.333, math.nan, math.inf, -math.inf,
        ], dtype=np.float16)
        return values.view(np.uint16)
    if name != "bfloat16":
        # Another format: the same ordinary values, and its own largest, smallest normal and subnormal.
        mantissa, bias = HALF_FORMATS[name]
        largest = (2 - 2.0**-mantissa) * 2.0 ** ((1 << (15 - mantissa)) - 2 - bias)
        tiny, subnormal = 2.0 ** (1 - bias), 2.0 ** (1 - bias - mantissa)
        values = [0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 1.5, -2.5, 2.0, 3.0, -3.0, 7.0, 0.1, -0.7, 1e3, largest,
                  -largest, tiny, subnormal, -subnormal, 1.0 + 2.0**-mantissa, 0.333, math.nan, math.inf, -math.inf]
        return np.array([exact_to_format_bits(name, value) for value in values], dtype=np.uint16)
    values = np.array([
        0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 1.5, -2.5, 2.0, 3.0, -3.0, 7.0, 0.1, -0.7, 1e3,
        3.3895313892515355e38, -3.3895313892515355e38, 1.1754943508222875e-38, 9.183549615799121e-41,
        -9.183549615799121e-41, 1.0078125, 256.0, 1e10, math.nan, math.inf, -math.inf,
    ], dtype=np.float32)
    return f32_to_bf16_bits(values)


def complex_edges(storage):
    parts = [0.0, -0.0, 1.0, -1.0, 2.5, -0.5, 1e30 if storage == np.complex64 else 1e300, math.nan, math.inf, -math.inf]
    picks = [(re, im) for re in parts for im in parts]
    # every pair of the first six, and the specials paired with a few ordinary parts
    chosen = [(re, im) for re, im in picks if (re in parts[:6] and im in parts[:6]) or
              (re in parts[:4] or im in parts[:4])]
    # keep the set small: binary ops take all pairs of it
    chosen = chosen[::3]
    return np.array([complex(re, im) for re, im in chosen], dtype=storage)


def random_values(name, count):
    kind = KIND[name]
    if kind == "bool":
        return RNG.integers(0, 2, count).astype(np.uint8)
    if kind in ("int", "uint"):
        info = np.iinfo(STORAGE[name])
        wide = RNG.integers(int(info.min), int(info.max), count, dtype=STORAGE[name], endpoint=True)
        small = RNG.integers(max(int(info.min), -50), min(int(info.max), 50), count, endpoint=True).astype(STORAGE[name])
        return np.where(RNG.random(count) < 0.5, wide, small)
    if kind == "half":
        bits = RNG.integers(0, 2**16, count, dtype=np.uint16)
        if name == "float16":
            nice = RNG.uniform(-100, 100, count).astype(np.float16).view(np.uint16)
        elif name == "bfloat16":
            nice = f32_to_bf16_bits(RNG.uniform(-100, 100, count).astype(np.float32))
        else:
            nice = f32_to_format_bits(name, RNG.uniform(-100, 100, count).astype(np.float32))
        return np.where(RNG.random(count) < 0.5, bits, nice).astype(np.uint16)
    if kind == "float":
        storage = STORAGE[name]
        bits = RNG.integers(0, 2**63, count, dtype=np.uint64) * 2 + RNG.integers(0, 2, count, dtype=np.uint64)
        if storage == np.float32:
            bits = (bits >> np.uint64(32)).astype(np.uint32)
        raw = bits.view(storage)
        nice = RNG.uniform(-100, 100, count).astype(storage)
        return np.where(RNG.random(count) < 0.5, raw, nice).astype(storage)
    storage = STORAGE[name]
    part = np.float32 if storage == np.complex64 else np.float64
    re = RNG.uniform(-10, 10, count).astype(part)
    im = RNG.uniform(-10, 10, count).astype(part)
    return (re + 1j * im.astype(np.complex128)).astype(storage)


def edge_values(name):
    kind = KIND[name]
    if kind == "bool":
        return np.array([0, 1], dtype=np.uint8)
    if kind in ("int", "uint"):
        return np.array(int_edges(name), dtype=STORAGE[name])
    if kind == "half":
        return half_edges(name)
    if kind == "float":
        return float_edges(STORAGE[name])
    return complex_edges(STORAGE[name])


# ---- reference semantics ----------------------------------------------------------------------

def to_compute(name, storage_values):
    """Storage -> values NumPy computes with (bool as bool, halves widened to float32)."""
    kind = KIND[name]
    if kind == "bool":
        return storage_values.astype(bool)
    if name == "bfloat16":
        return bf16_bits_to_f32(storage_values)
    if name == "float16":
        return f16_bits_to_f32(storage_values)
    if kind == "half":
        return format_bits_to_f32(name, storage_values)
    return storage_values


def from_compute(name, values):
    """Result values -> storage of dtype `name` (halves rounded once from float32)."""
    if name == "bool":
        return np.asarray(values).astype(np.uint8)
    if name == "bfloat16":
        return f32_to_bf16_bits(values)
    if name == "float16":
        return f32_to_f16_bits(values)
    if KIND[name] == "half":
        return f32_to_format_bits(name, values)
    return np.asarray(values).astype(STORAGE[name])


def binary_reference(op, name, first, second):
    """(output storage, status)."""
    kind = KIND[name]
    if op == "nextafter" and name in ("bfloat16", "float16"):
        # A step in the 16-bit format's own precision, as jnp.nextafter (ml_dtypes for bfloat16).
        import ml_dtypes
        half = ml_dtypes.bfloat16 if name == "bfloat16" else np.float16
        x, y = first.view(half), second.view(half)
        # Equal operands give y (C's and XLA's NextAfter: nextafter(0, -0) is -0); NumPy's half gives x.
        stepped = np.nextafter(x, y).view(np.uint16)
        return np.where(x == y, second, stepped).astype(np.uint16), 0
    left, right = to_compute(name, first), to_compute(name, second)
    if op in COMPARISONS:
        return getattr(np, op)(left, right).astype(np.uint8), 0
    if op == "true_divide":
        target = np.float64 if name in ("int64", "uint64") else np.float32
        wide_a, wide_b = first.astype(target), second.astype(target)
        # NumPy's int -> float casts must be the correctly rounded ones the cast fixtures pin.
        for storage, wide in ((first, wide_a), (second, wide_b)):
            assert wide.tobytes() == cast_reference(name, "float64" if target == np.float64 else "float32", storage).tobytes()
        return np.true_divide(wide_a, wide_b), 0
    if kind == "bool":
        table = {
            "add": left | right, "multiply": left & right, "maximum": left | right,
            "minimum": left & right, "power": left | ~right, "fmax": left | right, "fmin": left & right,
            "floor_divide": left & right, "remainder": left & False,
            "bitwise_and": left & right, "bitwise_or": left | right, "bitwise_xor": left ^ right,
        }
        return table[op].astype(np.uint8), 0
    if op.startswith("bitwise_"):
        return getattr(np, op)(left, right).astype(left.dtype), 0
    if op == "divide" and kind in ("int", "uint"):
        # C division: truncate toward zero; x / 0 = 0; MIN / -1 wraps to MIN.
        low, high = INT_RANGES[name]
        quotients = []
        for a, b in zip(left.tolist(), right.tolist()):
            if b == 0:
                quotients.append(0)
                continue
            q = abs(a) // abs(b) * (1 if (a < 0) == (b < 0) else -1)
            quotients.append(((q - low) % (high - low + 1)) + low)
        return np.array(quotients, dtype=object).astype(left.dtype), 0
    if op == "power" and kind == "int":
        negative = right < 0
        result = np.power(left, np.where(negative, 0, right).astype(left.dtype))
        return np.where(negative, 1, result).astype(left.dtype), int(negative.any())
    if op in ("logaddexp", "logaddexp2"):
        result = logaddexp_reference(left, right, op == "logaddexp2")
    else:
        result = getattr(np, op)(left, right)
    return from_compute(name, result), 0


def logaddexp_reference(left, right, base2):
    """NumPy's logaddexp cancels where the result is near 0: mpmath with the difference exact, in the values' float type."""
    out = []
    for x, y in zip(np.ravel(left).tolist(), np.ravel(right).tolist()):
        if math.isnan(x) or math.isnan(y):
            out.append(math.nan)
            continue
        high, low = max(x, y), min(x, y)
        if low == -math.inf or high == math.inf:
            out.append(high)
            continue
        with mpmath.workprec(2300):
            d = mpmath.mpf(low) - mpmath.mpf(high)
            if d < -2000:
                out.append(high)
                continue
            share = mpmath.log1p(mpmath.power(2, d)) / mpmath.log(2) if base2 else mpmath.log1p(mpmath.exp(d))
            out.append(float(mpmath.mpf(high) + share))
    return np.array(out, dtype=np.float64).astype(left.dtype).reshape(np.shape(left))


def erf_reference(values):
    """NumPy has no erf: Python's math.erf (within an ulp), in the values' own float type."""
    flat = [math.erf(float(v)) if math.isfinite(float(v)) else (math.copysign(1.0, float(v)) if math.isinf(float(v)) else math.nan)
            for v in np.ravel(values)]
    return np.array(flat, dtype=np.float64).astype(values.dtype).reshape(np.shape(values))


def sinc_reference(values):
    """np.sinc loses sin(pi x) for large x (pi x is rounded first): mpmath's sincpi, in the values' float type."""
    mpmath.mp.prec = 160
    flat = [float(mpmath.sincpi(mpmath.mpf(float(v)))) if math.isfinite(float(v)) else math.nan for v in np.ravel(values)]
    return np.array(flat, dtype=np.float64).astype(values.dtype).reshape(np.shape(values))


def spacing_reference(name, values):
    """jnp.spacing, in the dtype's own precision: nextafter toward +inf for float16, away from zero
    for the others (JAX's definition; NumPy's but at -0 and float16 -inf)."""
    import ml_dtypes
    real = {"float16": np.float16, "bfloat16": ml_dtypes.bfloat16}.get(name)
    x = values.view(real) if real is not None else values
    with np.errstate(invalid="ignore", over="ignore"):
        toward = np.full_like(x, np.inf) if name == "float16" else np.copysign(np.full_like(x, np.inf), x)
        result = (np.nextafter(x, toward) - x).astype(x.dtype)
    return result.view(values.dtype) if real is not None else result


def parts_reference(op, name, values):
    """NumPy's real, imag, conjugate, positive; of a real dtype (storage as it is: bool bytes, the
    16-bit floats' patterns) the element itself, imag zeros."""
    if KIND[name] == "complex":
        return {"real": np.real, "imag": np.imag, "conjugate": np.conjugate, "positive": np.positive}[op](values).copy()
    return np.zeros_like(values) if op == "imag" else values.copy()


def unary_reference(op, name, values):
    kind = KIND[name]
    if op == "bitwise_not":
        return (values ^ 1).astype(np.uint8) if kind == "bool" else np.invert(values)
    if op == "bitwise_count":
        # uint8 counts of the one bits (bool: 0 or 1), as jnp.bitwise_count.
        return np.bitwise_count(values.astype(np.uint8) if kind == "bool" else values).astype(np.uint8)
    if kind == "half" and op in ("negative", "abs"):
        return (values ^ 0x8000 if op == "negative" else values & 0x7FFF).astype(np.uint16)
    if op in PARTS:
        return parts_reference(op, name, values)
    computed = to_compute(name, values)
    if op in PREDICATES:
        return getattr(np, op)(computed.astype(np.int8) if kind == "bool" else computed).astype(np.uint8)
    if kind == "bool" and op == "abs":
        return values.copy()
    if op == "spacing":
        return spacing_reference(name, values)
    if kind == "complex" and op in ("deg2rad", "rad2deg"):
        # NumPy has no complex deg2rad; JAX multiplies each part by the constant.
        factor = math.pi / 180 if op == "deg2rad" else 180 / math.pi
        return (computed.astype(np.complex128) * factor).astype(computed.dtype)
    if op == "i0":
        # np.i0 computes float32 in float32 (e^x overflows past 88.7, while I0 is finite to 91.9):
        # the float64 value rounded once, as the kernel gives it
        return from_compute(name, np.i0(computed.astype(np.float64)).astype(computed.dtype))
    result = {"abs": np.abs, "erf": erf_reference, "sinc": sinc_reference}.get(op, getattr(np, op, None))(computed)
    if op == "abs" and kind == "complex":
        return result.astype(np.float32 if name == "complex64" else np.float64)
    return from_compute(name, result)


INT_RANGES = {name: (int(np.iinfo(STORAGE[name]).min), int(np.iinfo(STORAGE[name]).max))
              for name in DTYPES if KIND[name] in ("int", "uint")}


def cast_scalar(value, source_kind, target):
    """One Python value (bool/int/float; complex handled by caller) -> target storage scalar."""
    tkind = KIND[target]
    if tkind == "bool":
        return 1 if value != 0 else 0  # NaN != 0
    if tkind in ("int", "uint"):
        lo, hi = INT_RANGES[target]
        if isinstance(value, float):
            if math.isnan(value):
                return 0
            if math.isinf(value):
                return hi if value > 0 else lo
            whole = int(value)  # truncates toward zero
            return min(max(whole, lo), hi)
        return ((int(value) - lo) % (hi - lo + 1)) + lo  # keep the low bits
    if target == "bfloat16":
        return exact_to_bf16_bits(value)
    if target == "float16":
        return exact_to_f16_bits(value)
    if tkind == "half":
        return exact_to_format_bits(target, value)
    if target in ("float32", "complex64"):
        if isinstance(value, float):
            return np.float32(value)
        return np.float32(round_exact(int(value), 24, -126, 127)) if value != 0 else np.float32(0)
    return float(value) if isinstance(value, float) else (round_exact(int(value), 53, -1022, 1023) if value != 0 else 0.0)


def cast_reference(source, target, storage):
    skind, tkind = KIND[source], KIND[target]
    count = len(storage)
    if source == target:
        return storage.copy()
    if skind == "complex":
        parts = [(float(value.real), float(value.imag)) for value in storage]
        if tkind == "bool":
            return np.array([1 if (re != 0 or im != 0) else 0 for re, im in parts], dtype=np.uint8)
        if tkind == "complex":
            return storage.astype(STORAGE[target])
        values = [re for re, _ in parts]
    elif skind == "half":
        values = [float(value) for value in to_compute(source, storage)]
    elif skind == "float":
        values = [float(value) for value in storage]
    else:
        values = [int(value) for value in storage]
    out = [cast_scalar(value, skind, target) for value in values]
    if tkind == "complex":
        part = np.float32 if target == "complex64" else np.float64
        re = np.array(out, dtype=part)
        result = np.zeros(count, dtype=STORAGE[target])
        result.real = re
        return result
    return np.array(out, dtype=STORAGE[target]) if count else np.zeros(0, dtype=STORAGE[target])


def comparison_mode(op, name):
    """How the test compares this op's output."""
    kind = KIND[name]
    if op in TRANSCENDENTAL and kind in ("float", "half", "complex") or (op == "power" and kind == "complex"):
        if kind == "complex":
            return {"compare": "relative", "tolerance": 1e-5 if name == "complex64" else 1e-12}
        return {"compare": "ulp", "ulps": 2 if kind == "half" else 4}
    if kind == "complex" and op in ("abs",):
        return {"compare": "ulp", "ulps": 1}
    if kind == "complex" and op in ("multiply", "square"):
        # NumPy's AVX2/AVX-512 loops contract re = ar*br - ai*bi into an FMA; wasm has no FMA
        # (outside relaxed SIMD), so allow the rounding of one product: 4 eps of |result|.
        return {"compare": "relative", "tolerance": 4.8e-7 if name == "complex64" else 8.9e-16}
    if kind == "complex" and op in ("sqrt", "reciprocal", "sign"):
        return {"compare": "relative", "tolerance": 1e-6 if name == "complex64" else 1e-15}
    return {"compare": "exact"}


def moderate_complex(name, count):
    part = np.float32 if name == "complex64" else np.float64
    re = RNG.uniform(-3, 3, count).astype(part)
    im = RNG.uniform(-3, 3, count).astype(part)
    values = (re + 1j * im.astype(np.complex128)).astype(STORAGE[name])
    return np.concatenate([values, np.array([1, -1, 2j, 0.5 - 0.5j, -2.25 + 0j], dtype=STORAGE[name])])


SPECIAL_OPS = ["exp", "log", "sqrt", "sin", "cos", "tanh", "sinh", "cosh"]


def complex_special(name):
    part = np.float32 if name == "complex64" else np.float64
    info = np.finfo(part)
    big = float(info.max) / 2
    parts = [0.0, -0.0, 1.0, -1.0, 2.5, -0.5, math.inf, -math.inf, math.nan, big, -big,
             float(info.smallest_subnormal) * 3, -float(info.tiny) / 7]
    pairs = [complex(re, im) for re in parts for im in parts]
    # log / sqrt accuracy near overflow and underflow
    pairs += [complex(big, big), complex(float(info.max), float(info.max)), complex(-big, big / 3),
              complex(float(info.smallest_subnormal), float(info.smallest_subnormal)),
              complex(float(info.tiny) / 3, float(info.tiny) / 5), complex(-float(info.tiny) / 9, float(info.smallest_subnormal) * 5)]
    return np.array(pairs, dtype=STORAGE[name])


def complex_power_special(name):
    bases = [0, 0, 0, 0, 0, 0, 1 + 1j, -2, 2j, complex(math.inf, 0), complex(0, math.nan)]
    exponents = [2 + 1j, 2, 1j, -1, 0, -1 + 2j, 0, 0.5, 3, 2, 1]
    return np.array(bases, dtype=STORAGE[name]), np.array(exponents, dtype=STORAGE[name])


def build(name):
    kind = KIND[name]
    edges = edge_values(name)
    edge_count = len(edges)
    extra = random_values(name, 96 if kind != "complex" else 40)
    # All pairs of edge values, a-major (so a fixed a-value has consecutive b-values), then random pairs.
    pair_a = np.concatenate([np.repeat(edges, edge_count), extra])
    pair_b = np.concatenate([np.tile(edges, edge_count), random_values(name, len(extra))])
    fixture = {"dtype": name, "edgeCount": int(edge_count)}

    ops = {}
    for op, kinds in BINARY_OPS.items():
        if kind not in kinds:
            continue
        exact_mode = comparison_mode(op, name)
        if kind == "complex" and op == "power":
            continue  # tested on moderate values below
        if kind == "complex" and op in OWN_ORACLE:
            continue  # NumPy has no complex logaddexp: test/complex-sinc-logaddexp.test.ts (mpmath)
        out, status = binary_reference(op, name, pair_a, pair_b)
        ops[op] = {"out": hexify(out), "status": status, **exact_mode}
    fixture["binary"] = {"count": int(len(pair_a)), "inputA": hexify(pair_a), "inputB": hexify(pair_b), "ops": ops}

    unary_values = np.concatenate([edges, extra])
    uops = {}
    for op, kinds in UNARY_OPS.items():
        if kind not in kinds:
            continue
        mode = comparison_mode(op, name)
        if kind == "complex" and op in COMPLEX_APPROX:
            continue
        uops[op] = {"out": hexify(unary_reference(op, name, unary_values)), **mode}
    fixture["unary"] = {"count": int(len(unary_values)), "input": hexify(unary_values), "ops": uops}

    if kind == "complex":
        # Transcendental complex ops compare with a relative tolerance, on finite moderate values.
        values = moderate_complex(name, 40)
        approx = {}
        for op, kinds in UNARY_OPS.items():
            mode = comparison_mode(op, name)
            if op in COMPLEX_APPROX and kind in kinds and op not in OWN_ORACLE:
                approx[op] = {"out": hexify(unary_reference(op, name, values)), **mode}
        fixture["unaryApprox"] = {"count": int(len(values)), "input": hexify(values), "ops": approx}
        bases, exponents = moderate_complex(name, 40), moderate_complex(name, 40)
        exponents[::4] = np.round(exponents[::4].real)  # small integers: NumPy's repeated squaring
        powers, _ = binary_reference("power", name, bases, exponents)
        fixture["binaryApprox"] = {"count": int(len(bases)), "inputA": hexify(bases), "inputB": hexify(exponents), "ops": {
            "power": {"out": hexify(powers), "status": 0, **comparison_mode("power", name)}}}

    if kind == "complex":
        # C99 Annex G special values and parts near overflow / underflow, as NumPy gives them.
        values = complex_special(name)
        special = {}
        for op in SPECIAL_OPS:
            special[op] = {"out": hexify(unary_reference(op, name, values)), **comparison_mode(op, name)}
        fixture["unarySpecial"] = {"count": int(len(values)), "input": hexify(values), "ops": special}
        bases, exponents = complex_power_special(name)
        powers, _ = binary_reference("power", name, bases, exponents)
        fixture["binarySpecial"] = {"count": int(len(bases)), "inputA": hexify(bases), "inputB": hexify(exponents), "ops": {
            "power": {"out": hexify(powers), "status": 0, **comparison_mode("power", name)}}}

    casts = {}
    for target in DTYPES:
        casts[target] = hexify(cast_reference(name, target, unary_values))
    fixture["casts"] = {"count": int(len(unary_values)), "input": hexify(unary_values), "to": casts}
    return fixture


def self_check():
    # The exact rounder and NumPy agree on float64 -> float16 (NumPy rounds that cast once).
    samples = np.concatenate([float_edges(np.float64), RNG.uniform(-7e4, 7e4, 200), RNG.uniform(-1e-4, 1e-4, 200)])
    for value in samples:
        value = float(value)
        if math.isnan(value):
            continue
        assert exact_to_f16_bits(value) == int(np.array([value]).astype(np.float16).view(np.uint16)[0]), value
    # float32 -> bfloat16 by bits equals the exact rounder.
    for value in RNG.uniform(-1e5, 1e5, 200).astype(np.float32):
        assert exact_to_bf16_bits(float(value)) == int(f32_to_bf16_bits(np.array([value]))[0])
    # The codec of a format from its registry row (the one a new 16-bit float uses) agrees with
    # both emulations on every bfloat16 and float16 pattern, and rounds as they do.
    patterns = np.arange(2**16, dtype=np.uint32).astype(np.uint16)
    assert format_bits_to_f32("bfloat16", patterns).tobytes() == bf16_bits_to_f32(patterns).tobytes()
    assert format_bits_to_f32("float16", patterns).tobytes() == f16_bits_to_f32(patterns).tobytes()
    probe_rng = np.random.default_rng(7)  # not RNG: the fixtures draw from it after this check
    probes = np.concatenate([float_edges(np.float32), probe_rng.uniform(-7e4, 7e4, 300).astype(np.float32),
                             probe_rng.uniform(-1e-6, 1e-6, 300).astype(np.float32)])
    probes = probes[~np.isnan(probes)]
    assert f32_to_format_bits("bfloat16", probes).tobytes() == f32_to_bf16_bits(probes).tobytes()
    assert f32_to_format_bits("float16", probes).tobytes() == f32_to_f16_bits(probes).tobytes()


def main():
    self_check()
    os.makedirs(OUT_DIR, exist_ok=True)
    total = 0
    for name in DTYPES:
        path = os.path.join(OUT_DIR, f"{name}.json")
        text = json.dumps(build(name), separators=(",", ":"), sort_keys=True)
        with open(path, "w") as handle:
            handle.write('{"generatedBy":"scripts/oracle_kernels.py - do not edit",' + text[1:] + "\n")
        total += len(text)
    print(f"wrote {len(DTYPES)} fixtures to {os.path.relpath(OUT_DIR, ROOT)} ({total / 1e6:.2f} MB)")


if __name__ == "__main__":
    main()
