"""NumPy oracle for the nan-aware reductions and statistics (src/ops/statistics.ts).

Writes test/fixtures/statistics.json: each case is a function name, its arguments (arrays as
{data, dtype, shape}; NaN and infinities as strings) and NumPy's value. The result dtypes are
JAX's and are checked by the tests themselves. Run: python3 scripts/statistics_oracle.py
"""
import json
import warnings

import numpy as np

warnings.simplefilter('ignore')
rng = np.random.default_rng(44)


def enc(value):
    if isinstance(value, (list, tuple)):
        return [enc(v) for v in value]
    v = float(value)
    if np.isnan(v):
        return 'NaN'
    if np.isinf(v):
        return 'Infinity' if v > 0 else '-Infinity'
    return v


def arr(a):
    a = np.asarray(a)
    return {'data': enc(a.ravel().tolist()), 'dtype': str(a.dtype), 'shape': list(a.shape)}


def res(value):
    value = np.asarray(value)
    return {'data': enc(value.astype(np.float64).ravel().tolist()), 'shape': list(value.shape)}


cases = []


def add(name, a, kwargs, value, extra=None):
    case = {'name': name, 'a': arr(a), 'options': kwargs, 'expected': res(value)}
    if extra is not None:
        case.update(extra)
    cases.append(case)


nan, inf = np.nan, np.inf
inputs = [
    np.array([[1.5, nan, 3.0, -2.0], [nan, nan, nan, nan], [inf, 2.0, nan, -inf]], np.float64),
    np.array([[1.5, nan, 3.0], [4.0, -1.0, nan]], np.float32),
    np.array([[0.25, -1.0, 7.0], [inf, 2.0, 3.0]], np.float32),
    rng.standard_normal((4, 5)).astype(np.float64),
]
for a in inputs:
    a = a.copy()
    for axis in [None, 0, 1]:
        for keep in [False, True]:
            kw = {'keepdims': keep} if axis is None else {'axis': axis, 'keepdims': keep}
            for name in ['nansum', 'nanprod', 'nanmean', 'nanvar', 'nanstd', 'nanmin', 'nanmax']:
                add(name, a, kw, getattr(np, name)(a, axis=axis, keepdims=keep))
            add('nanvar', a, {**kw, 'ddof': 1}, np.nanvar(a, axis=axis, keepdims=keep, ddof=1))
            add('nanstd', a, {**kw, 'ddof': 1}, np.nanstd(a, axis=axis, keepdims=keep, ddof=1))
            for name in ['nanargmin', 'nanargmax', 'nancumsum', 'nancumprod']:
                if name.startswith('nancum') and keep:
                    continue
                okw = {} if axis is None else {'axis': axis}
                if name.startswith('nanarg'):
                    okw = {**okw, 'keepdims': keep}
                    try:
                        value = getattr(np, name)(a, axis=axis, keepdims=keep)
                    except ValueError:
                        continue  # an all-NaN slice: NumPy raises, jnp gives -1 (tested by hand)
                else:
                    value = getattr(np, name)(a, axis=axis)
                add(name, a, okw, value)
            for name in ['median', 'nanmedian']:
                add(name, a, kw, getattr(np, name)(a, axis=axis, keepdims=keep))
            add('ptp', a, kw, np.ptp(a, axis=axis, keepdims=keep))
            add('countNonzero', a, kw, np.count_nonzero(a, axis=axis, keepdims=keep))

methods = ['linear', 'lower', 'higher', 'midpoint', 'nearest', 'inverted_cdf', 'averaged_inverted_cdf',
           'closest_observation', 'interpolated_inverted_cdf', 'hazen', 'weibull', 'median_unbiased',
           'normal_unbiased']
qs = [0.0, 0.1, 0.25, 0.5, 0.7, 0.9, 1.0]
for n in [1, 2, 3, 4, 7, 10, 11]:
    a = rng.permutation(np.arange(n, dtype=np.float64) * 1.5 - 2)
    for method in methods:
        add('quantile', a, {'method': method}, np.quantile(a, qs, method=method), {'q': qs})
        add('percentile', a, {'method': method}, np.percentile(a, [5.0, 50.0, 95.0], method=method),
            {'q': [5.0, 50.0, 95.0]})
big = rng.standard_normal((6, 9)).astype(np.float32)
big[1, 3] = nan
big[4, :] = nan
for axis in [None, 0, 1, (0, 1)]:
    kw = {} if axis is None else {'axis': list(axis) if isinstance(axis, tuple) else axis}
    for q in [0.3, [0.2, 0.8]]:
        add('quantile', big, kw, np.quantile(big, q, axis=axis), {'q': q})
        add('nanquantile', big, kw, np.nanquantile(big, q, axis=axis), {'q': q})
        add('nanpercentile', big, kw, np.nanpercentile(big, np.multiply(q, 100), axis=axis),
            {'q': (np.multiply(q, 100)).tolist()})
ints = rng.integers(-50, 50, size=(5, 6)).astype(np.int16)
for axis in [None, 0, 1]:
    kw = {} if axis is None else {'axis': axis}
    add('median', ints, kw, np.median(ints, axis=axis))
    add('quantile', ints, {**kw, 'method': 'nearest'}, np.quantile(ints, 0.35, axis=axis, method='nearest'),
        {'q': 0.35})
    add('ptp', ints, kw, np.ptp(ints, axis=axis))
    add('countNonzero', ints, kw, np.count_nonzero(ints, axis=axis))

# average
a = rng.standard_normal((3, 4))
w = rng.random((3, 4))
add('average', a, {}, np.average(a))
add('average', a, {'axis': 1}, np.average(a, axis=1))
add('average', a, {'weights': arr(w)}, np.average(a, weights=w))
add('average', a, {'weights': arr(w), 'axis': 0}, np.average(a, weights=w, axis=0))
w1 = rng.random(4)
add('average', a, {'weights': arr(w1), 'axis': 1}, np.average(a, weights=w1, axis=1))
avg, total = np.average(a, weights=w, axis=0, returned=True)
add('average', a, {'weights': arr(w), 'axis': 0, 'returned': True}, avg, {'second': res(total)})

# bincount
x = rng.integers(0, 9, size=40).astype(np.int32)
wx = rng.random(40)
add('bincount', x, {}, np.bincount(x))
add('bincount', x, {'minlength': 15}, np.bincount(x, minlength=15))
add('bincount', x, {'weights': arr(wx)}, np.bincount(x, weights=wx))
add('bincount', np.array([], np.int32), {}, np.bincount(np.array([], np.int32)))
add('bincount', np.array([], np.int32), {'minlength': 3}, np.bincount(np.array([], np.int32), minlength=3))

# histogram
h = rng.standard_normal(500)
hw = rng.random(500)
for kw in [{}, {'bins': 7}, {'bins': 5, 'range': [-1.0, 1.0]}, {'bins': [-3.0, -1.0, 0.0, 0.5, 3.0]},
           {'bins': 6, 'density': True}, {'bins': 4, 'weights': True}, {'bins': 4, 'weights': True, 'density': True}]:
    npkw = dict(kw)
    okw = dict(kw)
    if kw.get('weights'):
        npkw['weights'] = hw
        okw['weights'] = arr(hw)
    if 'range' in npkw:
        npkw['range'] = tuple(npkw['range'])
    counts, edges = np.histogram(h, **npkw)
    add('histogram', h, okw, counts, {'second': res(edges)})
same = np.full(5, 2.0)
counts, edges = np.histogram(same, bins=4)
add('histogram', same, {'bins': 4}, counts, {'second': res(edges)})
counts, edges = np.histogram(np.array([0.0, 1.0, 1.0, 2.0]), bins=2)
add('histogram', np.array([0.0, 1.0, 1.0, 2.0]), {'bins': 2}, counts, {'second': res(edges)})
# float32 read in place by the kernel: values on the edges (the bin corrected against them), NaN
# and ±inf outside a given range, given edges.
h32 = h.astype(np.float32)
on = np.linspace(0, 1, 41).astype(np.float32)
odd = np.array([nan, -inf, 0.25, 0.5, 0.75, inf, 1.0, 0.0], np.float32)
for a, kw in [(h32, {'bins': 7}), (h32, {'bins': 13, 'range': [-1.5, 2.0]}), (on, {'bins': 10}), (on, {'bins': 40}),
              (odd, {'bins': 4, 'range': [0.0, 1.0]}), (h32, {'bins': [-3.0, -1.0, 0.0, 0.5, 3.0]})]:
    npkw = dict(kw)
    if 'range' in npkw:
        npkw['range'] = tuple(npkw['range'])
    counts, edges = np.histogram(a, **npkw)
    add('histogram', a, kw, counts, {'second': res(edges)})

# histogram_bin_edges
for kw in [{}, {'bins': 7}, {'bins': 5, 'range': [-1.0, 1.0]}]:
    npkw = dict(kw)
    if 'range' in npkw:
        npkw['range'] = tuple(npkw['range'])
    add('histogramBinEdges', h, kw, np.histogram_bin_edges(h, **npkw))
add('histogramBinEdges', same, {'bins': 3}, np.histogram_bin_edges(same, bins=3))
# float32 and float16 data with the range autodetected: NumPy's linspace runs in the data's dtype
# (its min and max scalars), each step rounded there; a given range runs in float64, then cast.
h16 = h.astype(np.float16)
for a, kw in [(h32, {}), (h32, {'bins': 7}), (h32, {'bins': 13}), (h32, {'bins': 3}), (on, {'bins': 40}),
              (np.full(4, 0.1, np.float32), {'bins': 3}), (h32, {'bins': 6, 'range': [-1.3, 2.1]}),
              (h16, {}), (h16, {'bins': 7}), (np.full(3, 0.1, np.float16), {'bins': 4}),
              (np.array([], np.float32), {'bins': 3}), (np.array([3, 9, 4], np.int32), {'bins': 7})]:
    npkw = dict(kw)
    if 'range' in npkw:
        npkw['range'] = tuple(npkw['range'])
    add('histogramBinEdges', a, kw, np.histogram_bin_edges(a, **npkw))
for a, kw in [(h32, {'bins': 13}), (h16, {'bins': 7})]:
    counts, edges = np.histogram(a, **kw)
    add('histogram', a, kw, counts, {'second': res(edges)})

# digitize
d = np.array([-1.0, 0.0, 0.5, 1.0, 2.5, 4.0, 10.0, nan])
for bins in [[0.0, 1.0, 2.5, 4.0], [4.0, 2.5, 1.0, 0.0], [1.0, 1.0, 3.0]]:
    for right in [False, True]:
        add('digitize', d, {'right': right}, np.digitize(d, bins, right=right), {'bins': bins})

with open('test/fixtures/statistics.json', 'w') as file:
    json.dump({'numpy': np.__version__, 'cases': cases}, file, separators=(',', ':'))
print(len(cases), 'cases')

# ---- cov, corrcoef, histogram2d, gradient, unwrap, cumulative_sum / cumulative_prod ----------------
# (src/ops/statistics-extra.ts): test/fixtures/statistics-extra.json, each case a function name, its
# positional arguments and options (arrays as {data, dtype, shape}; complex data as [re, im] pairs)
# and NumPy's results (a list: one array, or hist, xedges, yedges, or gradient's arrays).
more = np.random.default_rng(4402)
extra = []


def arr2(a):
    a = np.asarray(a)
    if np.iscomplexobj(a):
        return {'data': [[enc(v.real), enc(v.imag)] for v in a.ravel()], 'dtype': str(a.dtype),
                'shape': list(a.shape)}
    return arr(a)


def res2(value):
    value = np.asarray(value)
    if np.iscomplexobj(value):
        return {'data': [[enc(v.real), enc(v.imag)] for v in value.ravel()], 'shape': list(value.shape)}
    return res(value)


def add2(name, args, options, results):
    extra.append({'name': name, 'args': args, 'options': options, 'expected': [res2(r) for r in results]})


obs = more.standard_normal((3, 7))
obs32 = obs.astype(np.float32)
ints = more.integers(-5, 6, size=(4, 6)).astype(np.int32)
cplx = (more.standard_normal((2, 5)) + 1j * more.standard_normal((2, 5))).astype(np.complex128)
fw = more.integers(0, 4, size=7).astype(np.int32)
aw = more.random(7)
yv = more.standard_normal(7)
for m in [obs, obs32, ints, cplx, obs[0], obs[:, :1]]:
    add2('cov', [arr2(m)], {}, [np.cov(m)])
    add2('corrcoef', [arr2(m)], {}, [np.corrcoef(m)])
# 66 variables: the product in bands of rows, mirrored (src/ops/statistics-extra.ts's symmetricProduct).
many = more.standard_normal((66, 5))
add2('cov', [arr2(many)], {}, [np.cov(many)])
add2('cov', [arr2(many.astype(np.float32))], {}, [np.cov(many.astype(np.float32))])
add2('cov', [arr2(many.T.copy())], {'rowvar': False, 'aweights': arr2(aw[:5])}, [np.cov(many.T, rowvar=False, aweights=aw[:5])])
add2('corrcoef', [arr2(many)], {}, [np.corrcoef(many)])
add2('cov', [arr2(obs)], {'rowvar': False}, [np.cov(obs, rowvar=False)])
add2('cov', [arr2(obs)], {'bias': True}, [np.cov(obs, bias=True)])
add2('cov', [arr2(obs)], {'ddof': 2}, [np.cov(obs, ddof=2)])
add2('cov', [arr2(obs)], {'fweights': arr2(fw)}, [np.cov(obs, fweights=fw)])
add2('cov', [arr2(obs)], {'aweights': arr2(aw)}, [np.cov(obs, aweights=aw)])
add2('cov', [arr2(obs)], {'fweights': arr2(fw), 'aweights': arr2(aw)}, [np.cov(obs, fweights=fw, aweights=aw)])
add2('cov', [arr2(obs)], {'fweights': arr2(fw), 'aweights': arr2(aw), 'ddof': 0},
     [np.cov(obs, fweights=fw, aweights=aw, ddof=0)])
add2('cov', [arr2(obs)], {'aweights': arr2(aw), 'bias': True}, [np.cov(obs, aweights=aw, bias=True)])
add2('cov', [arr2(obs), arr2(yv)], {}, [np.cov(obs, yv)])
add2('cov', [arr2(obs.T), arr2(yv)], {'rowvar': False}, [np.cov(obs.T, yv, rowvar=False)])
add2('cov', [arr2(obs[0]), arr2(yv)], {}, [np.cov(obs[0], yv)])
add2('cov', [arr2(obs[0][:1])], {}, [np.cov(obs[0][:1])])  # one observation: no degrees of freedom
add2('cov', [arr2(obs[:1])], {'rowvar': False}, [np.cov(obs[:1], rowvar=False)])  # a 2-D m turns
add2('corrcoef', [arr2(obs), arr2(yv)], {}, [np.corrcoef(obs, yv)])
add2('cov', [arr2(obs.T), arr2(obs[:2].T.copy())], {'rowvar': False}, [np.cov(obs.T, obs[:2].T.copy(), rowvar=False)])
add2('corrcoef', [arr2(obs)], {'rowvar': False}, [np.corrcoef(obs, rowvar=False)])
add2('corrcoef', [arr2(np.array([[1.0, 2.0, 3.0], [1.0, 1.0, 1.0]]))], {},
     [np.corrcoef(np.array([[1.0, 2.0, 3.0], [1.0, 1.0, 1.0]]))])

hx = more.standard_normal(150)
hy = 0.5 * hx + more.standard_normal(150)
hw = more.random(150)
for kw in [{}, {'bins': 4}, {'bins': [3, 5]}, {'bins': [-2.0, -0.5, 0.0, 0.5, 2.0]},
           {'bins': [[-3.0, 0.0, 3.0], [-1.0, 0.0, 0.25, 1.0]]}, {'bins': 3, 'range': [[-1.0, 1.0], [-2.0, 2.0]]},
           {'bins': 4, 'density': True}, {'bins': 3, 'weights': True}, {'bins': [2, 3], 'weights': True, 'density': True}]:
    npkw = dict(kw)
    okw = dict(kw)
    if kw.get('weights'):
        npkw['weights'] = hw
        okw['weights'] = arr2(hw)
    h, xe, ye = np.histogram2d(hx, hy, **npkw)
    add2('histogram2d', [arr2(hx), arr2(hy)], okw, [h, xe, ye])
edge = np.array([0.0, 1.0, 1.0, 2.0, 2.0])
h, xe, ye = np.histogram2d(edge, edge[::-1].copy(), bins=2)
add2('histogram2d', [arr2(edge), arr2(edge[::-1].copy())], {'bins': 2}, [h, xe, ye])
h32 = hx.astype(np.float32)
h, xe, ye = np.histogram2d(h32, hy.astype(np.float32), bins=5)
add2('histogram2d', [arr2(h32), arr2(hy.astype(np.float32))], {'bins': 5}, [h, xe, ye])
# float32 and float16 data, the range autodetected: the edges computed in the data's dtype (NumPy's
# linspace of the sample's min and max scalars), compared bit for bit.
for pair, kw in [((h32, hy.astype(np.float32)), {'bins': 7}), ((h32, hy.astype(np.float32)), {'bins': [13, 6]}),
                 ((hx.astype(np.float16), hy.astype(np.float16)), {'bins': 7})]:
    h, xe, ye = np.histogram2d(*pair, **kw)
    add2('histogram2d', [arr2(pair[0]), arr2(pair[1])], kw, [h, xe, ye])

g1 = np.array([1.0, 2.0, 4.0, 7.0, 11.0, 16.0])
coords = np.array([0.0, 1.0, 1.5, 3.5, 4.0, 6.0])
g2 = more.standard_normal((4, 5))
gint = np.array([[1, 2, 6], [3, 4, 5]], np.int32)
for eo in [1, 2]:
    add2('gradient', [arr2(g1)], {'edgeOrder': eo}, [np.gradient(g1, edge_order=eo)])
    add2('gradient', [arr2(g1), 0.5], {'edgeOrder': eo}, [np.gradient(g1, 0.5, edge_order=eo)])
    add2('gradient', [arr2(g1), arr2(coords)], {'edgeOrder': eo}, [np.gradient(g1, coords, edge_order=eo)])
    add2('gradient', [arr2(g2)], {'edgeOrder': eo}, list(np.gradient(g2, edge_order=eo)))
    add2('gradient', [arr2(g2), 2.0, arr2(np.array([0.0, 1.0, 3.0, 4.0, 7.0]))], {'edgeOrder': eo},
         list(np.gradient(g2, 2.0, np.array([0.0, 1.0, 3.0, 4.0, 7.0]), edge_order=eo)))
    add2('gradient', [arr2(g2)], {'axis': 1, 'edgeOrder': eo}, [np.gradient(g2, axis=1, edge_order=eo)])
    add2('gradient', [arr2(g2)], {'axis': [-1, 0], 'edgeOrder': eo}, list(np.gradient(g2, axis=(-1, 0), edge_order=eo)))
add2('gradient', [arr2(gint)], {}, list(np.gradient(gint)))
gc = (g1 + 1j * g1[::-1]).astype(np.complex128)
add2('gradient', [arr2(gc)], {}, [np.gradient(gc)])
# Each float dtype in its own precision: float32 and float16 with scalar steps (a power of two and
# not: 0.3, 3.0, 1e-3), along each axis of a 3-D block, both edge orders; values with a large offset
# (cancellation); float32 with coordinates.
g3 = more.standard_normal((3, 5, 7)) * 10 + 100
for dt in [np.float32, np.float16]:
    gf = g3.astype(dt)
    for eo in [1, 2]:
        add2('gradient', [arr2(gf)], {'edgeOrder': eo}, list(np.gradient(gf, edge_order=eo)))
        for step in [0.3, 3.0, 1e-3]:
            add2('gradient', [arr2(gf), step], {'edgeOrder': eo}, list(np.gradient(gf, step, edge_order=eo)))
        add2('gradient', [arr2(gf[0, 0]), 0.25], {'edgeOrder': eo}, [np.gradient(gf[0, 0], 0.25, edge_order=eo)])
        tiny = (more.standard_normal(40) * 1e-3).astype(dt)
        add2('gradient', [arr2(tiny), 0.7], {'edgeOrder': eo}, [np.gradient(tiny, 0.7, edge_order=eo)])
# float32 with float32 coordinates (NumPy's float16 coordinates compute their coefficients and sums
# in float16, which the float64 coefficient kernel does not copy: no float16 case here).
add2('gradient', [arr2(g3.astype(np.float32)), arr2(np.array([0.0, 0.5, 2.0], np.float32))], {'axis': 0},
     [np.gradient(g3.astype(np.float32), np.array([0.0, 0.5, 2.0], np.float32), axis=0)])

phase = np.cumsum(more.uniform(-2.5, 2.5, size=12))
wrapped = np.angle(np.exp(1j * phase))
add2('unwrap', [arr2(wrapped)], {}, [np.unwrap(wrapped)])
add2('unwrap', [arr2(wrapped)], {'discont': 4.0}, [np.unwrap(wrapped, discont=4.0)])
add2('unwrap', [arr2(wrapped.astype(np.float32))], {}, [np.unwrap(wrapped.astype(np.float32))])
w2 = np.stack([wrapped, wrapped[::-1]])
add2('unwrap', [arr2(w2)], {'axis': 1}, [np.unwrap(w2, axis=1)])
add2('unwrap', [arr2(w2.T.copy())], {'axis': 0}, [np.unwrap(w2.T.copy(), axis=0)])
deg = np.array([350.0, 10.0, 30.0, 200.0, 20.0, 359.0])
add2('unwrap', [arr2(deg)], {'period': 360.0}, [np.unwrap(deg, period=360.0)])
saw = np.array([0, 1, 2, 3, 0, 1, 2, 3, 0], np.int32)
add2('unwrap', [arr2(saw)], {'period': 4}, [np.unwrap(saw, period=4)])
add2('unwrap', [arr2(np.array([0, 2, 4, 1, 3], np.int32))], {'period': 5}, [np.unwrap(np.array([0, 2, 4, 1, 3]), period=5)])

c2 = more.integers(-3, 4, size=(3, 4)).astype(np.int32)
cf = more.standard_normal((2, 3))
for inc in [False, True]:
    add2('cumulativeSum', [arr2(c2[0])], {'includeInitial': inc}, [np.cumulative_sum(c2[0], include_initial=inc)])
    add2('cumulativeProd', [arr2(c2[0])], {'includeInitial': inc}, [np.cumulative_prod(c2[0], include_initial=inc)])
    for ax in [0, 1, -1]:
        add2('cumulativeSum', [arr2(c2)], {'axis': ax, 'includeInitial': inc},
             [np.cumulative_sum(c2, axis=ax, include_initial=inc)])
        add2('cumulativeProd', [arr2(cf)], {'axis': ax, 'includeInitial': inc},
             [np.cumulative_prod(cf, axis=ax, include_initial=inc)])
add2('cumulativeSum', [arr2(cf)], {'axis': 1, 'dtype': 'float64'}, [np.cumulative_sum(cf, axis=1, dtype=np.float64)])

with open('test/fixtures/statistics-extra.json', 'w') as file:
    json.dump({'numpy': np.__version__, 'cases': extra}, file, separators=(',', ':'))
print(len(extra), 'extra cases')
