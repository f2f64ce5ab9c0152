#!/usr/bin/env python3
# The polynomial and rational fits asm/nn.ts uses (numpy + scipy): run `python3 scripts/nn-fit.py` (a few
# minutes: the rational fit's least squares). Prints the float32 coefficients asm/nn.ts holds.
# 1. erf(x/sqrt 2) ~ x P(x^2) / Q(x^2) on (0, 5.2], least squares on the relative error (gelu, erf form).
# 2. e^r ~ 1 + r Q(r) on [-ln2/2, ln2/2], Chebyshev nodes, reweighted toward minimax (the float32 exp).

def fit_gelu_erf():
    import numpy as np  # noqa: E402
    from scipy.special import erf
    from scipy.optimize import least_squares
    xs = np.linspace(0, 5.2, 4001)[1:]
    f = erf(xs/np.sqrt(2)); t = xs*xs
    def model(p, x):
        t=x*x; a=p[:6]; b=np.concatenate([[1.0],p[6:]])
        return x*sum(a[k]*t**k for k in range(6))/sum(b[k]*t**k for k in range(6))
    A = np.stack([xs*t**k for k in range(6)] + [-f*t**k for k in range(1,6)], axis=1)
    sol, *_ = np.linalg.lstsq(A/f[:,None], np.ones_like(f), rcond=None)
    r = least_squares(lambda p: model(p,xs)/f-1, sol, x_scale='jac', xtol=1e-15, ftol=1e-15, gtol=1e-15, max_nfev=20000)
    p=r.x
    print(np.max(np.abs(model(p,xs)/f-1)))
    p32=p.astype(np.float32)
    # evaluate in float32
    x=np.linspace(0,5.2,200001,dtype=np.float32)[1:]
    tt=(x*x).astype(np.float32)
    def horner(c, t):
        acc=np.float32(c[-1])*np.ones_like(t)
        for cc in c[-2::-1]: acc=(acc*t+np.float32(cc)).astype(np.float32)
        return acc
    num=(x*horner(p32[:6],tt)).astype(np.float32); den=horner(np.concatenate([[1.0],p32[6:]]).astype(np.float32),tt)
    e32=(num/den).astype(np.float32); e32=np.minimum(e32,1)
    ref=erf(x.astype(np.float64)/np.sqrt(2))
    print('f32 max rel err', np.max(np.abs(e32/ref-1)), 'ulps approx', np.max(np.abs(e32-ref)/np.spacing(ref.astype(np.float32))))
    print(repr([float(v) for v in p32]))
    # first x where e32 >= 1
    print(x[np.argmax(e32>=1)])


def fit_exp():
    import numpy as np  # noqa: E402
    h = np.log(2)/2
    k = np.arange(4000); r = h*np.cos(np.pi*(k+0.5)/4000)
    f = np.exp(r)
    # e^r = 1 + r*(c1 + c2 r + c3 r^2 + c4 r^3 + c5 r^4): fit (f-1)/r relative to f
    A = np.stack([r*r**j for j in range(5)], axis=1)
    w = 1/f
    c, *_ = np.linalg.lstsq(A*w[:,None], (f-1)*w, rcond=None)
    # IRLS toward minimax
    for it in range(50):
        err = (1 + A@c)/f - 1
        w = w*(1+ 30*np.abs(err)/np.max(np.abs(err)))
        w /= w.max()
        c, *_ = np.linalg.lstsq(A*(w/f)[:,None], (f-1)*(w/f), rcond=None)
    c32 = c.astype(np.float32)
    err = (1 + A@c)/f - 1
    print('rel err f64', np.max(np.abs(err)), np.log2(np.max(np.abs(err))))
    # float32 evaluation: p = c5 r + c4 ...; e = 1 + r*p
    r32 = r.astype(np.float32)
    p = np.float32(c32[4])*r32 + np.float32(c32[3])
    for j in (2,1,0): p = (p*r32 + np.float32(c32[j])).astype(np.float32)
    e = (np.float32(1) + r32*p).astype(np.float32)
    print('f32 ulps', np.max(np.abs(e.astype(np.float64) - np.exp(r32.astype(np.float64)))/np.spacing(np.exp(r32).astype(np.float32))))
    print([float(v) for v in c32])


if __name__ == "__main__":
    fit_gelu_erf()
    fit_exp()
