#!/usr/bin/env python3
"""Oracle for the bit-level and elementwise rows on the narrow floats (float8, float6, float4).

Writes test/fixtures/narrow-elementwise.json, read by test/narrow-elementwise.test.ts: for each
narrow float dtype, every code x (NaN, inf, subnormals, -0 included), and per function the codes
of the expected result. Two kinds of expectation:

* exact functions, ml_dtypes' own ufuncs bit for bit: nextafter, spacing, fmod (every x against
  every partner), fabs; and on the values, exactly: heaviside, modf as jnp.modf computes it
  (x - whole, so -0 is never a fraction);
* the other new rows, which compute in float32: NumPy's float64 result rounded to float32, then
  to the narrow dtype (ml_dtypes' cast, round half to even): cbrt, sinh, cosh, arcsin, arccos,
  arctan, arcsinh, arccosh, arctanh, deg2rad, rad2deg, logaddexp, logaddexp2 (against PARTNERS),
  sinc (exactly 0 at the nonzero integers), i0. In the formats without NaN (float6, float4) a
  NaN float32 result becomes ±0 in ml_dtypes' cast with a sign that depends on the NaN's: `<op>NaN`
  marks those places, where either zero matches.

Codes are hex strings, two digits per element; x is every code in order, so a binary function's
result for partner k, code c is at k * codes + c. `nan` lists the NaN codes: any NaN matches any NaN
(signbit, copysign, frexp and ldexp are refused on these formats, as JAX refuses them: it reads a
float's bits as an int16/32/64, `_INT_DTYPES[finfo(dtype).bits]`; test/narrow-elementwise.test.ts
checks the refusals).
Run: python3 scripts/narrow_elementwise_oracle.py   (pip install ml_dtypes; version recorded).
"""
import json
import pathlib

import ml_dtypes
import numpy as np

from registry import narrow_floats, sub_byte_float_bits

FLOATS = narrow_floats()
BITS = sub_byte_float_bits()


def hexes(codes):
    return ''.join(f'{int(code) & 0xff:02x}' for code in codes)


def to_codes(values, bits):
    return values.view(np.uint8) & ((1 << bits) - 1)


def in_float32(function, *arrays):
    """function in float64, rounded to float32, as the float32 kernels give it (correctly rounded)."""
    with np.errstate(all='ignore'):
        return function(*[a.astype(np.float64) for a in arrays]).astype(np.float32)


def sinc(x):
    # exactly 0 at the nonzero integers (NumPy's float64 leaves a rounding error there)
    with np.errstate(all='ignore'):
        return np.where(x == 0, 1.0, np.where(np.isfinite(x) & (x == np.round(x)), 0.0, np.sin(np.pi * x) / (np.pi * x)))


UNARY_F32 = {
    'cbrt': np.cbrt, 'sinh': np.sinh, 'cosh': np.cosh, 'arcsin': np.arcsin, 'arccos': np.arccos,
    'arctan': np.arctan, 'arcsinh': np.arcsinh, 'arccosh': np.arccosh, 'arctanh': np.arctanh,
    'deg2rad': np.deg2rad, 'rad2deg': np.rad2deg, 'sinc': sinc, 'i0': np.i0,
}
BINARY_F32 = {'logaddexp': np.logaddexp, 'logaddexp2': np.logaddexp2}
BINARY_EXACT = {'fmod': np.fmod}


def partners(dtype, codes, bits, finite_max):
    """The second operands: signed zeros, ±1, ±max, ±inf, NaN (where the format has them), and a few others."""
    wanted = [0.0, -0.0, 1.0, -1.0, 0.5, -3.0, finite_max, -finite_max, np.inf, -np.inf, np.nan]
    out = []
    for value in wanted:
        with np.errstate(all='ignore'):
            code = int(to_codes(np.array([value], np.float32).astype(dtype), bits)[0])
        if code not in out:
            out.append(code)
    # the smallest positive code and its negative
    for code in (1, (1 << (bits - 1)) | 1):
        if code not in out:
            out.append(code)
    return out


def cases(name):
    dtype = getattr(ml_dtypes, name)
    bits = BITS.get(name, 8)
    count = 1 << bits
    codes = np.arange(count, dtype=np.uint8)
    x = codes.view(dtype)
    finite_max = float(ml_dtypes.finfo(dtype).max)
    ys = partners(dtype, codes, bits, finite_max)
    xs = np.tile(x, len(ys))
    yv = np.repeat(np.array(ys, np.uint8), count).view(dtype)
    has_nan = bool(np.isnan(x).any())
    out = {'codes': count, 'nan': [int(c) for c in codes[np.isnan(x)]], 'partners': hexes(ys), 'results': {}}
    results = out['results']
    with np.errstate(all='ignore'):
        xf, yf = xs.astype(np.float32), yv.astype(np.float32)
        results['nextafter'] = hexes(to_codes(np.nextafter(xs, yv), bits))
        results['spacing'] = hexes(to_codes(np.spacing(x), bits))
        for op, function in BINARY_EXACT.items():
            results[op] = hexes(to_codes(function(xs, yv), bits))
        results['fabs'] = hexes(to_codes(np.fabs(x), bits))
        # heaviside on the values (ml_dtypes reads e8m0's 2^-127 as 0, as if denormals were zero)
        results['heaviside'] = hexes(to_codes(np.heaviside(xf, yf).astype(dtype), bits))
        # modf as jnp.modf: whole = x < 0 ? ceil(x) : floor(x), fraction = x - whole, in the dtype
        whole = np.where(x < 0, np.ceil(x), np.floor(x)).astype(dtype)
        results['modf'] = hexes(to_codes(np.subtract(x, whole), bits))
        results['modfWhole'] = hexes(to_codes(whole, bits))
        for op, function in UNARY_F32.items():
            wide = in_float32(function, x)
            results[op] = hexes(to_codes(wide.astype(dtype), bits))
            if not has_nan:
                results[op + 'NaN'] = hexes(np.isnan(wide).astype(np.uint8))
        for op, function in BINARY_F32.items():
            wide = in_float32(function, xs, yv)
            results[op] = hexes(to_codes(wide.astype(dtype), bits))
            if not has_nan:
                results[op + 'NaN'] = hexes(np.isnan(wide).astype(np.uint8))
    return out


def main():
    out = {'ml_dtypes': ml_dtypes.__version__, 'numpy': np.__version__, 'formats': {name: cases(name) for name in FLOATS}}
    path = pathlib.Path(__file__).resolve().parent.parent / 'test' / 'fixtures' / 'narrow-elementwise.json'
    path.write_text(json.dumps(out, indent=1) + '\n')
    print(path, path.stat().st_size)


if __name__ == '__main__':
    main()
