#!/usr/bin/env python3
"""Fixtures for test/io-*.test.ts, written by the real writers: NumPy (np.save, np.savez,
np.savez_compressed, np.lib.format.write_array for versions 2.0 and 3.0), ml_dtypes (its dtypes in
.npy) and the `safetensors` package (safetensors.numpy.save_file and its serialize for F4).

    python3 scripts/io_fixtures.py            # writes test/fixtures/io/ and manifest.json
    python3 scripts/io_fixtures.py --check D  # reads back what tests wrote into D (the other direction)

Needs numpy; ml_dtypes and safetensors for their fixtures (without them, those are skipped and the
manifest says so). The tests read the manifest: for each file, the dtype, shape and the expected
storage (C order, little-endian: `hex` of tobytes(), or `codes` for the narrow dtypes, one per
element as toTypedArray() gives them).
"""
import io
import json
import os
import struct
import sys

import numpy as np

try:
    import ml_dtypes
except ImportError:  # pragma: no cover
    ml_dtypes = None
try:
    import safetensors
    from safetensors.numpy import save_file
except ImportError:  # pragma: no cover
    safetensors = None

OUT = os.path.join(os.path.dirname(__file__), '..', 'test', 'fixtures', 'io')

NUMPY = ['bool', 'uint8', 'uint16', 'uint32', 'uint64', 'int8', 'int16', 'int32', 'int64',
         'float16', 'float32', 'float64', 'complex64', 'complex128']
ML = ['bfloat16', 'float8_e4m3fn', 'float8_e5m2', 'float8_e4m3fnuz', 'float8_e5m2fnuz',
      'float8_e4m3b11fnuz', 'float8_e3m4', 'float8_e4m3', 'float8_e8m0fnu', 'float6_e2m3fn',
      'float6_e3m2fn', 'float4_e2m1fn', 'int2', 'int4', 'uint2', 'uint4']
NARROW_BITS = {'float6_e2m3fn': 6, 'float6_e3m2fn': 6, 'float4_e2m1fn': 4, 'int2': 2, 'int4': 4,
               'uint2': 2, 'uint4': 4}


def np_dtype(name):
    return np.dtype(getattr(ml_dtypes, name)) if name in ML else np.dtype(name)


def values(name, shape=(2, 3)):
    """Six values every dtype holds exactly, shaped."""
    base = {
        'bool': [True, False, True, True, False, False],
        'int2': [0, 1, -1, -2, 1, 0],
        'uint2': [0, 1, 2, 3, 1, 0],
        'float8_e8m0fnu': [1, 2, 0.5, 4, 0.25, 8],
    }.get(name)
    if base is None:
        kind = np_dtype(name).kind
        if name.startswith('uint') or kind == 'u':
            base = [0, 1, 2, 3, 5, 7]
        elif name.startswith('int') or kind == 'i':
            base = [0, 1, -1, 2, -2, 7 if name != 'int4' else 3]
        elif kind == 'c':
            base = [0, 1 + 2j, -1.5j, 2.25, -0.5 + 0.5j, 3]
        else:
            base = [0, 1, -1.5, 0.5, -0.5, 3]
    size = int(np.prod(shape))
    flat = (base * (size // 6 + 1))[:size]
    return np.array(flat).astype(np_dtype(name)).reshape(shape)


def storage(a, name):
    """What the tests compare: the C-order little-endian bytes, or the narrow dtypes' codes."""
    c = np.ascontiguousarray(a)
    if name in NARROW_BITS or (name in ML and np_dtype(name).itemsize == 1):
        return {'codes': [int(b) for b in c.view(np.uint8).reshape(-1)]}
    if c.dtype.byteorder == '>':
        c = c.astype(c.dtype.newbyteorder('<'))
    return {'hex': c.tobytes().hex()}


def write(path, data):
    with open(os.path.join(OUT, path), 'wb') as f:
        f.write(data)


def npy_bytes(a, version=None):
    f = io.BytesIO()
    if version is None:
        np.save(f, a)
    else:
        np.lib.format.write_array(f, a, version=version)
    return f.getvalue()


def main():
    os.makedirs(OUT, exist_ok=True)
    manifest = {'numpy': np.__version__, 'ml_dtypes': getattr(ml_dtypes, '__version__', None),
                'safetensors': getattr(safetensors, '__version__', None), 'npy': [], 'npz': [],
                'safetensors_files': []}
    names = NUMPY + (ML if ml_dtypes else [])
    for name in names:
        a = values(name)
        entry = {'dtype': name, 'shape': [2, 3], **storage(a, name)}
        # C order, little-endian, version 1.0: what np.save writes (and what saveNpy must write too).
        write(f'{name}.npy', npy_bytes(a))
        manifest['npy'].append({'file': f'{name}.npy', 'saved': True, **entry})
        # Fortran order.
        write(f'{name}.f.npy', npy_bytes(np.asfortranarray(a)))
        manifest['npy'].append({'file': f'{name}.f.npy', **entry})
        # 0-d and zero-size.
        s = values(name, (1,)).reshape(())
        write(f'{name}.0d.npy', npy_bytes(s))
        manifest['npy'].append({'file': f'{name}.0d.npy', 'saved': True, 'dtype': name, 'shape': [], **storage(s, name)})
        z = values(name, (0, 3))
        write(f'{name}.empty.npy', npy_bytes(z))
        manifest['npy'].append({'file': f'{name}.empty.npy', 'saved': True, 'dtype': name, 'shape': [0, 3], **storage(z, name)})
        if name in NUMPY and np.dtype(name).itemsize > 1:
            big = a.astype(a.dtype.newbyteorder('>'))
            write(f'{name}.be.npy', npy_bytes(big))
            manifest['npy'].append({'file': f'{name}.be.npy', **entry})
            write(f'{name}.be.f.npy', npy_bytes(np.asfortranarray(big)))
            manifest['npy'].append({'file': f'{name}.be.f.npy', **entry})
    for version in [(2, 0), (3, 0)]:
        a = values('float32')
        file = f'float32.v{version[0]}.npy'
        write(file, npy_bytes(a, version))
        manifest['npy'].append({'file': file, 'dtype': 'float32', 'shape': [2, 3], **storage(a, 'float32')})
    # Refused: an object array (pickled) and a structured dtype.
    f = io.BytesIO()
    np.save(f, np.array([1, 'a', None], dtype=object), allow_pickle=True)
    write('object.npy', f.getvalue())
    write('structured.npy', npy_bytes(np.zeros(2, dtype=[('a', '<f4'), ('b', '<i2')])))
    write('unicode.npy', npy_bytes(np.array(['ab', 'c'])))

    # .npz, stored and deflated.
    arrays = {'a': values('float32'), 'b': values('int64', (4,)), 'c': values('bool', ())}
    f = io.BytesIO()
    np.savez(f, **arrays)
    write('stored.npz', f.getvalue())
    f = io.BytesIO()
    np.savez_compressed(f, **arrays)
    write('deflated.npz', f.getvalue())
    f = io.BytesIO()
    np.savez(f, values('int16', (3,)), values('uint8', (2,)))
    write('positional.npz', f.getvalue())
    contents = {k: {'dtype': str(v.dtype), 'shape': list(v.shape), **storage(v, str(v.dtype))} for k, v in arrays.items()}
    manifest['npz'] = [
        {'file': 'stored.npz', 'arrays': contents},
        {'file': 'deflated.npz', 'arrays': contents},
        {'file': 'positional.npz', 'arrays': {
            'arr_0': {'dtype': 'int16', 'shape': [3], **storage(values('int16', (3,)), 'int16')},
            'arr_1': {'dtype': 'uint8', 'shape': [2], **storage(values('uint8', (2,)), 'uint8')}}},
    ]

    if safetensors is not None and ml_dtypes is not None:
        st = {'bool': 'BOOL', 'uint8': 'U8', 'int8': 'I8', 'uint16': 'U16', 'int16': 'I16', 'uint32': 'U32',
              'int32': 'I32', 'uint64': 'U64', 'int64': 'I64', 'float16': 'F16', 'bfloat16': 'BF16',
              'float32': 'F32', 'float64': 'F64', 'complex64': 'C64', 'float8_e5m2': 'F8_E5M2',
              'float8_e4m3fn': 'F8_E4M3', 'float8_e4m3fnuz': 'F8_E4M3FNUZ', 'float8_e5m2fnuz': 'F8_E5M2FNUZ',
              'float8_e8m0fnu': 'F8_E8M0'}
        tensors = {}
        expected = {}
        for name in st:
            tensors[f'{name}.x'] = values(name)
            expected[f'{name}.x'] = {'dtype': name, 'shape': [2, 3], **storage(values(name), name)}
        tensors['scalar'] = values('float32', (1,)).reshape(())
        expected['scalar'] = {'dtype': 'float32', 'shape': [], **storage(tensors['scalar'], 'float32')}
        tensors['empty'] = values('float16', (0, 2))
        expected['empty'] = {'dtype': 'float16', 'shape': [0, 2], 'hex': ''}
        tensors['naïve ñame'] = values('int8', (2,))
        expected['naïve ñame'] = {'dtype': 'int8', 'shape': [2], **storage(tensors['naïve ñame'], 'int8')}
        save_file(tensors, os.path.join(OUT, 'all.safetensors'), metadata={'format': 'np'})
        manifest['safetensors_files'].append({'file': 'all.safetensors', 'metadata': {'format': 'np'},
                                              'tensors': expected, 'saved': True})
        # F4 through the package's serialize (PyTorch's float4_e2m1fn_x2 storage: two per byte,
        # element 0 in the low nibble), and F6 packed by hand (the package has no F6 writer).
        codes = [int(b) for b in values('float4_e2m1fn', (2, 4)).view(np.uint8).reshape(-1)]
        packed = np.array([codes[i] | (codes[i + 1] << 4) for i in range(0, len(codes), 2)], dtype=np.uint8)
        six = [int(b) for b in values('float6_e2m3fn', (4,)).view(np.uint8).reshape(-1)]
        bits = sum(c << (6 * i) for i, c in enumerate(six))
        six_packed = np.frombuffer(bits.to_bytes(3, 'little'), dtype=np.uint8).copy()
        from safetensors import TensorSpec, serialize
        data = bytes(serialize({
            'f4': TensorSpec(dtype='float4_e2m1fn_x2', shape=(2, 2), data_ptr=packed.ctypes.data, data_len=4),
        }, None))
        write('f4.safetensors', data)
        manifest['safetensors_files'].append({'file': 'f4.safetensors', 'tensors': {
            'f4': {'dtype': 'float4_e2m1fn', 'shape': [2, 4], 'codes': codes}}})
        header = json.dumps({'f6': {'dtype': 'F6_E2M3', 'shape': [4], 'data_offsets': [0, 3]}},
                            separators=(',', ':')).encode()
        header += b' ' * ((8 - len(header) % 8) % 8)
        f6 = struct.pack('<Q', len(header)) + header + six_packed.tobytes()
        safetensors.deserialize(f6)  # the reference reader accepts it
        write('f6.safetensors', f6)
        manifest['safetensors_files'].append({'file': 'f6.safetensors', 'tensors': {
            'f6': {'dtype': 'float6_e2m3fn', 'shape': [4], 'codes': six}}})

    with open(os.path.join(OUT, 'manifest.json'), 'w') as f:
        json.dump(manifest, f, indent=1, ensure_ascii=False)
        f.write('\n')


def check(directory):
    """Reads what the tests wrote (saveNpy, savez, saveSafetensors) with NumPy, ml_dtypes and safetensors."""
    with open(os.path.join(directory, 'written.json')) as f:
        written = json.load(f)
    failures = 0
    for entry in written:
        path = os.path.join(directory, entry['file'])
        try:
            if entry['file'].endswith('.npy'):
                a = np.load(path)
                if entry['dtype'] in ML:
                    a = a.view(np_dtype(entry['dtype']))
                got = {'': a}
            elif entry['file'].endswith('.npz'):
                with np.load(path) as z:
                    got = {k: z[k] for k in z.files}
            else:
                # The reference reader itself (it checks the header and offsets), raw bytes out:
                # safetensors.numpy knows only NumPy's own dtypes.
                with open(path, 'rb') as f:
                    tensors = dict(safetensors.deserialize(f.read()))
                for key, want in entry['arrays'].items():
                    t = tensors[key]
                    assert list(t['shape']) == want['shape'], (t['shape'], want['shape'])
                    data = bytes(t['data'])
                    expected = bytes(want['codes']) if 'codes' in want else bytes.fromhex(want['hex'])
                    assert data == expected, key
                print('ok  ', entry['file'])
                continue
            for key, want in entry['arrays'].items():
                a = got[key]
                assert list(a.shape) == want['shape'], (a.shape, want['shape'])
                assert storage(a, want['dtype']) == {k: want[k] for k in ('hex', 'codes') if k in want}, key
            print('ok  ', entry['file'])
        except Exception as error:  # noqa: BLE001
            failures += 1
            print('FAIL', entry['file'], repr(error))
    sys.exit(1 if failures else 0)


if __name__ == '__main__':
    if len(sys.argv) > 2 and sys.argv[1] == '--check':
        check(sys.argv[2])
    else:
        main()
